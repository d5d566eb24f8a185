// Material's own search worker (the built site's assets/javascripts/workers/search.*.min.js: lunr under Material's
// code), run under Node on the built site's search index, asked each query given: the queries its search could not
// answer ("Invalid query", which Material only logs: the reader sees no result).
//   node tests/site/search_queries.mjs WORKER INDEX < ["j", "ja", ...]   ->   {"asked": n, "failed": [[query, error], ...]}
// Run by tests/site/test_search_text.py.
import fs from "fs";

const [workerPath, indexPath] = process.argv.slice(2);
let input = "";
for await (const chunk of process.stdin) input += chunk;
const queries = JSON.parse(input);

let handler = null;
globalThis.self = globalThis;
globalThis.addEventListener = (type, listener) => {
  if (type === "message") handler = listener;
};
globalThis.postMessage = () => {};
const said = [];
console.warn = (...args) => said.push(args.map((a) => (a && a.message ? a.message : String(a))).join(" "));
(0, eval)(fs.readFileSync(workerPath, "utf8"));
if (!handler) throw new Error("the search worker listened for no message");
const index = JSON.parse(fs.readFileSync(indexPath, "utf8"));
await handler({ data: { type: 0, data: { ...index, options: { suggest: false } } } }); // SETUP, as Material sends it
if (said.length) throw new Error(`the index did not load: ${said.join("; ")}`);

const failed = [];
for (const query of queries) {
  said.length = 0;
  await handler({ data: { type: 2, data: query } }); // QUERY
  if (said.some((s) => s.startsWith("Invalid query"))) failed.push([query, said.join(" / ").slice(0, 300)]);
}
process.stdout.write(JSON.stringify({ asked: queries.length, failed }));
