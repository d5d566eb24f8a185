// Debian's Firefox ESR for the tests in tests/browsers/, driven over WebDriver BiDi by puppeteer-core
// (pinned in package.json; it never downloads a browser). pytest starts this script and speaks to it a
// JSON object a line: a command on stdin, its answer on stdout after the mark "@bidi " (Firefox's own
// output, with dumpio, shares stdout and is passed on to the log by pytest).
//
//   node tests/browsers/firefox_bidi.mjs '{"executablePath": "/usr/bin/firefox-esr", "prefs": {...}}'
//   -> @bidi {"ready": "firefox/153.7.0"}
//   <- {"id": 1, "op": "newPage"}                                  -> {"id": 1, "value": 1}
//   <- {"id": 2, "op": "goto", "page": 1, "url": "http://127.0.0.1:8000/"}
//   <- {"id": 3, "op": "evaluate", "page": 1, "expression": "document.title"}   (a promise is awaited)
//   <- {"id": 4, "op": "waitFor", "page": 1, "expression": "...", "timeout": 90000}
//   <- {"id": 5, "op": "type", "page": 1, "selector": "#hand-cards", "text": "As Ad Kc Kd 2h"}
//   <- {"id": 6, "op": "reload" | "closePage" | "messages", "page": 1}
//   <- {"id": 7, "op": "close"}
// A command that fails answers {"id": n, "error": "..."}. "messages" gives the page's console messages
// and uncaught errors so far ({"console": [[type, text], ...], "errors": [...]}).
import puppeteer from "puppeteer-core";

const config = JSON.parse(process.argv[2] || "{}");
const browser = await puppeteer.launch({
  browser: "firefox",
  protocol: "webDriverBiDi",
  executablePath: config.executablePath,
  headless: true,
  dumpio: Boolean(config.dumpio),
  extraPrefsFirefox: config.prefs || {},
  defaultViewport: { width: 1280, height: 900 },
});

/** @type {Map<number, {page: import("puppeteer-core").Page, console: string[][], errors: string[]}>} */
const pages = new Map();
let nextPage = 1;

/** @param {number} n */
function tab(n) {
  const found = pages.get(n);
  if (!found) throw new Error(`no page ${n}`);
  return found;
}

/** @param {Record<string, any>} cmd */
async function run(cmd) {
  switch (cmd.op) {
    case "newPage": {
      const page = await browser.newPage();
      const entry = { page, console: /** @type {string[][]} */ ([]), errors: /** @type {string[]} */ ([]) };
      page.on("console", (m) => entry.console.push([m.type(), m.text()]));
      page.on("pageerror", (e) => entry.errors.push(e instanceof Error ? e.message : String(e)));
      pages.set(nextPage, entry);
      return nextPage++;
    }
    case "goto":
      await tab(cmd.page).page.goto(cmd.url, { waitUntil: "load", timeout: cmd.timeout || 60_000 });
      return null;
    case "reload":
      await tab(cmd.page).page.reload({ waitUntil: "load", timeout: cmd.timeout || 60_000 });
      return null;
    case "evaluate":
      return await tab(cmd.page).page.evaluate(cmd.expression);
    case "waitFor":
      await tab(cmd.page).page.waitForFunction(cmd.expression, { timeout: cmd.timeout || 60_000, polling: 100 });
      return null;
    case "type": {
      // As a reader types: the field focused, its text selected, then real key presses replace it.
      const { page } = tab(cmd.page);
      await page.focus(cmd.selector);
      await page.$eval(cmd.selector, (el) => /** @type {HTMLInputElement} */ (el).select());
      await page.keyboard.type(cmd.text);
      return null;
    }
    case "messages": {
      const { console: logged, errors } = tab(cmd.page);
      return { console: logged, errors };
    }
    case "closePage":
      await tab(cmd.page).page.close();
      pages.delete(cmd.page);
      return null;
    case "close":
      await browser.close();
      return null;
    default:
      throw new Error(`unknown command ${cmd.op}`);
  }
}

/** @param {unknown} obj */
const say = (obj) => process.stdout.write("@bidi " + JSON.stringify(obj) + "\n");

say({ ready: await browser.version() });
let buffer = "";
let queue = Promise.resolve();
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  buffer += chunk;
  let newline;
  while ((newline = buffer.indexOf("\n")) >= 0) {
    const cmd = JSON.parse(buffer.slice(0, newline));
    buffer = buffer.slice(newline + 1);
    // One command at a time, in order, as pytest sends them.
    queue = queue.then(async () => {
      try {
        say({ id: cmd.id, value: (await run(cmd)) ?? null });
      } catch (error) {
        say({ id: cmd.id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
      }
      if (cmd.op === "close") process.exit(0);
    });
  }
});
// pytest gone (its end of the pipe closed): close the browser with it.
process.stdin.on("end", () => {
  queue.then(() => browser.close()).finally(() => process.exit(0));
});
