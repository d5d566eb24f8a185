(function () {
  /* Material's search builds its index (lunr, in a worker) as soon as a page loads: on a phone's slow CPU that
     competes with the card engine's start for the same cores. On a page with a widget the index is sent to the
     search worker once the engine has started or failed (engine.js marks hoyle:engine-ready, hoyle:engine-failed),
     at once when the reader turns to search, and after LATER_MS whatever happens. Its release is marked
     hoyle:search-released. (An inline script of overrides/main.html: it must wrap Worker before Material's bundle
     starts the search worker; instant navigation runs it again, and it then leaves Worker as it is.) */
  var Real = window.Worker, LATER_MS = 15000;
  if (typeof Real !== "function" || Real.hoyleSearchLater || typeof PerformanceObserver !== "function") return;
  var held = [], observer = null;
  function release() {
    if (!held) return;
    var waiting = held;
    held = null;
    if (observer) observer.disconnect();
    performance.mark("hoyle:search-released");
    for (var i = 0; i < waiting.length; i++) waiting[i]();
  }
  try {
    observer = new PerformanceObserver(function (list) {
      var marks = list.getEntries();
      for (var i = 0; i < marks.length; i++) if (/^hoyle:engine-(ready|failed)$/.test(marks[i].name)) release();
    });
    observer.observe({ type: "mark", buffered: true });
  } catch (e) {
    return;
  }
  setTimeout(release, LATER_MS);
  function turned(event) {
    var t = event.target;
    if (t && t.closest && t.closest(".md-search, [for='__search'], #__search")) release();
  }
  ["focusin", "pointerdown", "click", "change"].forEach(function (type) { document.addEventListener(type, turned, true); });
  function Later(url, options) {
    var worker = new Real(url, options);
    if (!/\/workers\/search\.[0-9a-f]+\.min\.js$/.test(new URL(String(url), location.href).pathname)) return worker;
    var post = worker.postMessage.bind(worker);
    worker.postMessage = function (message, transfer) {
      if (held) held.push(function () { post(message, transfer); });
      else post(message, transfer);
    };
    return worker;
  }
  Later.prototype = Real.prototype;
  /* How many messages wait for the search worker (Material's one: the index), or null once they are sent. */
  Later.hoyleSearchLater = function () { return held ? held.length : null; };
  window.Worker = Later;
})();
