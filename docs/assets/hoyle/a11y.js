// @ts-check
// Names for two parts of Material's own page that it leaves unnamed (axe-core: aria-dialog-name,
// aria-progressbar-name): the search dialog and the progress bar of instant navigation, which
// Material adds and removes as pages load, so new ones are named as they appear.
const NAMES = [
  [".md-search[role=dialog]", "Search"],
  [".md-progress[role=progressbar]", "Loading the page"],
];

function name(root = document) {
  for (const [selector, label] of NAMES) {
    for (const el of root.querySelectorAll(selector)) {
      if (!el.hasAttribute("aria-label")) el.setAttribute("aria-label", label);
    }
  }
}

name();
new MutationObserver(() => name()).observe(document.body, { childList: true, subtree: true });
