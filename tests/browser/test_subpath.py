"""The site published under a sub-path, as GitHub Pages publishes a project (https://USER.github.io/REPO/):
built for its address with `make build SITE_URL=...` (scripts/site/build.py) and served under /hoyle/, in
headless Chromium. The engine answers live, instant navigation keeps one engine, every page is kept for
offline use and a page never visited answers offline, and with JavaScript off every link of every page
stays inside the site. And the site built for the root but served under a sub-path (the wrong address)
still keeps every page for offline use: the service worker reads the sitemap's pages relative to its home."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

from support import (ENGINE_TIMEOUT, SUB, assert_only_local, served_under, short_addresses_answer_offline, sitemap_paths, swapped_in,
                     visit_then_go_offline, wait_all_live,
                     wait_for_instant_navigation)


def test_the_sitemap_and_canonical_links_name_the_sub_path(sub_site, sub_port):
    paths = sitemap_paths(sub_site)
    assert len(paths) >= 40 and all(p.startswith(SUB) for p in paths)
    html = (sub_site / "tools/hand-evaluator/index.html").read_text()
    assert f'<link rel="canonical" href="http://127.0.0.1:{sub_port}{SUB}tools/hand-evaluator/">' in html


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "a" and attrs.get("href"):
            self.links.append(attrs["href"])
        if tag in ("script", "img") and attrs.get("src"):
            self.links.append(attrs["src"])
        if tag == "link" and attrs.get("href") and attrs.get("rel") != "canonical":
            self.links.append(attrs["href"])


def test_every_link_of_every_page_stays_inside_the_site_without_javascript(sub_site, sub_url):
    """As a crawler, or a reader with JavaScript off, reads the built pages: every link and asset of every page
    (the 404 page's included) resolves to a file of the site under /hoyle/. The passage links in the widgets'
    answers were written from the site's root; the build makes them relative (scripts/site/finish.py)."""
    base = urlsplit(sub_url)
    passages = 0
    for html in sorted(sub_site.rglob("*.html")):
        rel = html.relative_to(sub_site).as_posix()
        page_url = f"{sub_url}/{rel[:-len('index.html')] if rel.endswith('index.html') else rel}"
        parser = Links()
        text = html.read_text(encoding="utf-8")
        parser.feed(text)
        passages += text.count(' data-site-path="')
        for link in parser.links:
            target = urlsplit(urljoin(page_url, link))
            if target.scheme not in ("http", "https") or target.netloc != base.netloc:
                continue
            assert target.path.startswith(SUB), f"{rel}: {link} -> {target.path}"
            path = target.path[len(SUB):]
            file = sub_site / path / "index.html" if path.endswith("/") or not path else sub_site / path
            assert file.is_file(), f"{rel}: {link} -> {file}"
    assert passages == 48  # the widgets' links to the passages they illustrate, on 15 pages, and between the 32 holds and the pot odds


def test_a_passage_link_works_with_javascript_off(browser, sub_url):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{sub_url}/tools/hand-evaluator/")
    link = page.locator("a.hoyle-passage[data-site-path]").first
    href = link.get_attribute("href")
    assert href.startswith("../../practical-poker/poker-hands/#:~:text=")
    link.click()
    page.wait_for_url(re.compile(rf"{re.escape(sub_url)}/practical-poker/poker-hands/"))
    # the new page's title, once it is swapped in (Material's instant navigation writes the address first)
    page.wait_for_function("() => document.title.startsWith('Poker Hands')")
    context.close()


def test_the_engine_answers_live_instant_navigation_keeps_one_worker_and_the_snapshot_is_restored(guarded, sub_url):
    context, outside, seen = guarded
    page = context.new_page()
    workers = []
    page.on("worker", lambda w: workers.append(w.url))
    page.goto(f"{sub_url}/tools/hand-evaluator/?hand=Js+Jd+10c+10h+As")
    page.wait_for_selector("#hand[data-engine=ready][data-live=true]", timeout=ENGINE_TIMEOUT)
    widget = page.locator("#hand")
    widget.locator(".hoyle-description", has_text="Two pairs, jacks up: jacks and tens, with an ace").wait_for(timeout=ENGINE_TIMEOUT)
    wait_for_instant_navigation(page)
    swapped_in(page, "#hand", page.locator(".md-nav__link", has_text="Home").first.click)
    page.wait_for_url(f"{sub_url}/")
    page.wait_for_selector("#hand[data-live=true]", timeout=ENGINE_TIMEOUT)
    page.locator("#hand .hoyle-input").fill("Ks Kd Kh 7c 4s")
    page.locator("#hand .hoyle-description", has_text="Threes: three kings, with seven and four").wait_for(timeout=ENGINE_TIMEOUT)
    assert page.evaluate("window.__noReload") is True  # no full reload: Material's instant navigation
    assert page.evaluate("window.__hoyle.workersStarted") == 1
    assert [w for w in workers if "/assets/hoyle-" in w] and all(w.startswith(f"{sub_url}/assets/") for w in workers)

    # The engine's memory snapshot, stored under the sub-path, is restored by the next visit.
    engine = next(w for w in page.workers if "/assets/hoyle-" in w.url)
    engine.evaluate(STORED)
    second = context.new_page()
    second.goto(f"{sub_url}/tools/hand-evaluator/?hand=8d+7d+6d+5d+4d")
    second.wait_for_selector("#hand[data-engine=ready][data-live=true]", timeout=ENGINE_TIMEOUT)
    restored = next(w for w in second.workers if "/assets/hoyle-" in w.url).evaluate("() => self.hoyleStart")
    assert restored["restored"] is True and restored["problems"] == []
    assert second.locator("#hand .hoyle-description").inner_text() == "A straight flush, eight high"
    snapshots = second.evaluate("async () => (await (await caches.open('hoyle-snapshot')).keys()).map((r) => new URL(r.url).pathname)")
    assert snapshots == ["/hoyle/assets/engine/snapshot"]
    assert_only_local(outside, seen)


STORED = """() => new Promise((resolve, reject) => {
  const t0 = Date.now();
  (function poll() {
    if (performance.getEntriesByName('hoyle:snapshot-stored').length) resolve(true);
    else if (Date.now() - t0 > 60000) reject(new Error('no snapshot stored: ' + JSON.stringify(self.hoyleStart)));
    else setTimeout(poll, 50);
  })();
})"""


def answers_offline(page, base):
    """A page never visited, from a shared link, answers with the network off."""
    page.goto(f"{base}/round-games/vingt-un/?vu-players=As+Kd%0A8s+3d+9c#vu")
    wait_all_live(page, "the Vingt-un page, offline")
    assert page.locator("#vu-players").input_value() == "As Kd\n8s 3d 9c"
    page.locator("#vu .hoyle-outcome").first.wait_for(timeout=ENGINE_TIMEOUT)
    page.reload()
    wait_all_live(page, "the Vingt-un page, reloaded offline")
    assert page.locator("#vu-players").input_value() == "As Kd\n8s 3d 9c"
    assert page.evaluate("navigator.onLine") is False


def test_every_page_is_kept_and_a_page_never_visited_answers_offline(browser, sub_site, tmp_path):
    pages = sitemap_paths(sub_site)
    context, page, base, cached, outside = visit_then_go_offline(browser, served_under(sub_site, tmp_path / "root"), pages)
    assert pages - cached == set()
    answers_offline(page, base)
    short_addresses_answer_offline(page, base, sub_site)  # every law's and ruling's own page (issue 44)
    assert outside == []
    context.close()


def test_the_root_build_served_under_a_sub_path_still_keeps_every_page(browser, built_site, tmp_path):
    """The wrong address (built for the root, served under /hoyle/): the sitemap names the pages at the root, and the
    service worker still keeps every one of them at /hoyle/ (before, 32 of 74)."""
    pages = {SUB + p.lstrip("/") for p in sitemap_paths(built_site)}
    context, page, base, cached, outside = visit_then_go_offline(browser, served_under(built_site, tmp_path / "root"), pages)
    assert pages - cached == set()
    answers_offline(page, base)
    assert outside == []
    context.close()
