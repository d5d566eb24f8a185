// The link previews of a site's pages as a chat's preview fetcher reads them: open-graph-scraper (npm, pinned in
// package.json) parses each page's head (Open Graph and Twitter's card).
//   node tests/site/open_graph.mjs < {"PATH": "the page's HTML as served", ...}   ->   {"PATH": {"result": {...}, "error": false}, ...}
// Run by tests/site/test_previews.py, which fetches the pages from the site served on 127.0.0.1 (the parser's own
// fetch, undici's, trips over the test server's HTTP/1.0 connections closing).
import ogs from "open-graph-scraper";

let input = "";
for await (const chunk of process.stdin) input += chunk;
const read = {};
for (const [path, html] of Object.entries(JSON.parse(input))) {
  const { result, error } = await ogs({ html, onlyGetOpenGraphInfo: true });
  read[path] = { result, error };
}
process.stdout.write(JSON.stringify(read));
