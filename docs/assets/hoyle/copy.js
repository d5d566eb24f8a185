// @ts-check
// Copying a link: one behaviour for every "Copy link" button (widgets, laws, rulings, terms).

/**
 * Put `href` on the clipboard and say so on the button for a moment; returns whether it worked.
 * @param {HTMLElement} button
 * @param {string} href
 * @param {{done?: string, failed?: string}} [words] what the button says after
 * @returns {Promise<boolean>}
 */
export async function copyLink(button, href, { done = "Link copied", failed = "Copy the address bar" } = {}) {
  const label = button.textContent;
  let ok = true;
  try {
    await navigator.clipboard.writeText(href);
    button.textContent = done;
  } catch {
    ok = false;
    button.textContent = failed;
  }
  setTimeout(() => (button.textContent = label), 1500);
  return ok;
}
