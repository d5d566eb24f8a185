// @ts-check
// The page's address, read as the browser keeps it, and a site path as a link from this page (form.js).

// The longest query of a link this page reads ("?" and all): four times the engine's
// longest value (4,000 characters), room for one such value percent-encoded and the rest of the form. The
// links the widgets write are a few hundred characters; a longer one is refused before it is parsed.
export const MOST_LINK_CHARS = 16_384;

/**
 * The page's address in parts: the page (no query, no fragment), the query's length, and the query and the
 * fragment ("" when too long to read: MOST_LINK_CHARS). All from location.href, the string the browser
 * keeps: location.search and location.hash make a new copy at each read (8 ms for a query of 1.9 MB), and
 * a URL parses all of it.
 */
export function linkNow() {
  const href = window.location.href;
  const hashAt = href.indexOf("#");
  const end = hashAt < 0 ? href.length : hashAt;
  const queryAt = href.indexOf("?");
  const queryLength = queryAt >= 0 && queryAt < end ? end - queryAt : 0;
  const hashLength = hashAt < 0 ? 0 : href.length - hashAt;
  return {
    page: href.slice(0, queryLength ? queryAt : end),
    queryLength,
    query: queryLength <= MOST_LINK_CHARS ? href.slice(end - queryLength, end) : "",
    hash: hashLength <= MOST_LINK_CHARS ? href.slice(end) : "",
  };
}

export function siteBase() {
  const config = document.getElementById("__config");
  let base = ".";
  try {
    base = JSON.parse(config?.textContent ?? "").base || ".";
  } catch (e) {
    /* no Material config: links stay as built */
  }
  return new URL(`${base}/`, linkNow().page);
}

/**
 * A path from the site's root (a[data-site-path], "practical-poker/laws/#law-3") as a link from this page,
 * or null if it is not a path inside the site: a scheme (javascript:, data:, http:), a host ("//"), a path
 * from the host's root ("/"), a backslash, a space or a control character (which the URL parser drops or
 * reads as a slash), or a "." or ".." segment, which could lead out of the site.
 * @param {string} path
 * @param {URL} base the site's root
 */
export function siteHref(path, base) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("/") || /[\\\s\x00-\x1f\x7f]/.test(path)) return null;
  if (/(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i.test(path.replace(/[?#].*/s, ""))) return null; // the path's own segments
  const url = new URL(path, base);
  return url.href.startsWith(base.href) ? url.href : null;
}

/**
 * A whole number with thousands commas, "1,900,006" (not toLocaleString: its first call loads the locale's
 * data, 30 ms of the main thread).
 * @param {number} n
 */
export const counted = (n) => String(n).replace(/\B(?=(\d{3})+$)/g, ",");
