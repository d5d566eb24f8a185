// @ts-check
// Copying: one behaviour for every "Copy link" button (widgets, laws, rulings, terms) and every "Cite".

/**
 * Put `text` on the clipboard and say so on the button for a moment; returns whether it worked.
 * The clipboard API first; where it is refused (no permission, a page not served securely), the older
 * copy command on a selected, unseen text area, which the reader's click allows without a permission.
 * @param {HTMLElement} button
 * @param {string} text
 * @param {{done?: string, failed?: string}} [words] what the button says after
 * @returns {Promise<boolean>}
 */
export async function copyText(button, text, { done = "Copied", failed = "Could not copy" } = {}) {
  const label = (button.dataset.label ??= button.textContent ?? ""); // its own words, not an earlier "Copied"
  const ok = (await byClipboard(text)) || byCommand(text, button);
  button.textContent = ok ? done : failed;
  clearTimeout(Number(button.dataset.restore));
  button.dataset.restore = String(setTimeout(() => (button.textContent = label), 1500));
  return ok;
}

/**
 * Put a link on the clipboard: copyText, with a link's words.
 * @param {HTMLElement} button
 * @param {string} href
 * @param {{done?: string, failed?: string}} [words] what the button says after
 * @returns {Promise<boolean>}
 */
export function copyLink(button, href, { done = "Link copied", failed = "Copy the address bar" } = {}) {
  return copyText(button, href, { done, failed });
}

/** @param {string} text */
async function byClipboard(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // refused, or no navigator.clipboard at all
  }
}

/**
 * The copy command on a text area out of sight (.hoyle-sr), focus given back to the button.
 * @param {string} text
 * @param {HTMLElement} button
 */
function byCommand(text, button) {
  const area = document.createElement("textarea");
  area.className = "hoyle-sr";
  area.readOnly = true;
  area.value = text;
  document.body.append(area);
  area.focus({ preventScroll: true });
  area.select();
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  button.focus({ preventScroll: true });
  return ok;
}
