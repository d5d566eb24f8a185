"""The claims ledger page (docs/tools/claims-ledger.md) in headless Chromium: it loads with every
entry, a deep link #<id> scrolls to its entry, the passage links open existing pages whose text
holds the quotation's fragment (and a click lands on it), and nothing is fetched from outside."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import pytest

from hoyle import claims

ROOT = Path(__file__).resolve().parents[2]
LEDGER_URL = "/tools/claims-ledger/"


LEDGER = [entry.claim for entry in claims.load(ROOT / "texts/claims")]
IDS = [c["id"] for c in LEDGER]


def assert_only_local(outside, seen, base):
    assert outside == []
    own = [url for url in seen if url.startswith(base) and re.search(r"/assets/hoyle-[0-9a-f]+/ledger\.css$", url)]
    assert own, "the page's own requests were not seen"


def open_ledger(page, base, fragment=""):
    page.goto(f"{base}{LEDGER_URL}{fragment}")
    page.wait_for_selector("li.hoyle-claim")


def fragment_text(href: str) -> str:
    """The words a passage link's text directive asks for: 'prefix words' (prefix-,words)."""
    directive = href.split("#:~:text=", 1)[1]
    parts = directive.split(",")
    words = [unquote(p[:-1] if p.endswith("-") else p) for p in parts]
    return " ".join(words)


def test_the_page_loads_with_every_entry_and_the_counts(reader, site_url):
    page = reader.page
    open_ledger(page, site_url)
    assert page.locator("h1").inner_text().rstrip("¶") == "The claims ledger"
    ids = page.locator("li.hoyle-claim").evaluate_all("els => els.map(e => e.id)")
    assert sorted(ids) == sorted(IDS)
    counts = Counter(c["verdict"] for c in LEDGER)
    for verdict in ("correct", "rounded", "wrong", "ambiguous"):
        cell = page.locator(f"[data-count][data-book=all][data-verdict={verdict}]")
        assert cell.inner_text() == str(counts[verdict])
        # every entry's verdict is shown in words, not by colour alone
        badges = page.locator(f"li.hoyle-claim[data-verdict={verdict}] .hoyle-claim-verdict .hoyle-verdict")
        assert badges.count() == counts[verdict]
        assert badges.first.inner_text().split()[-1] == verdict.capitalize()
    assert page.locator("[data-count][data-book=all][data-verdict=all]").inner_text() == str(len(LEDGER))
    # one entry in full: the quotation, the book's figure, the exact value, the verdict, the why
    entry = page.locator("#pp-disputed-jacks-or-better")
    assert entry.locator(".hoyle-claim-quote").inner_text() == "there are 549,564 which are jacks or better"
    assert entry.locator(".hoyle-claim-book dd").inner_text() == "549,564"
    assert entry.locator(".hoyle-claim-exact dd").inner_text() == "536,100"
    assert entry.locator(".hoyle-claim-verdict dd").inner_text() == "✗ Wrong"
    assert entry.locator(".hoyle-claim-why").inner_text().startswith("Why: 536,100 hands are jacks or better")
    assert_only_local(reader.outside, reader.seen, site_url)


@pytest.mark.parametrize("width", [1280, 375])
def test_a_deep_link_scrolls_to_its_entry(reader, site_url, width):
    page = reader.page
    page.set_viewport_size({"width": width, "height": 800})
    cid = "pp-odds-four-flush-38-to-9"
    open_ledger(page, site_url, f"#{cid}")
    page.wait_for_function(f"document.getElementById('{cid}').matches(':target')")
    page.wait_for_function("window.scrollY > 1000")
    top = page.evaluate(f"document.getElementById('{cid}').getBoundingClientRect().top")
    header = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
    assert header <= top < header + 120, (header, top)
    # the entry's own link (#id) is that address (Material's instant navigation makes links absolute)
    href = page.locator(f"#{cid} a.hoyle-claim-self").get_attribute("href")
    assert href.endswith(f"/tools/claims-ledger/#{cid}")
    assert_only_local(reader.outside, reader.seen, site_url)


def test_a_link_from_another_page_reaches_the_entry(reader, site_url):
    """Material's instant navigation from another page of the site, then the hash."""
    page = reader.goto("/tools/")
    page.evaluate("""() => { const a = document.createElement('a'); a.id = 'to-ledger';
        a.href = 'claims-ledger/#pp-calc-flush-odds'; a.textContent = 'to the ledger';
        document.querySelector('article').append(a); }""")
    page.click("#to-ledger")
    page.wait_for_selector("#pp-calc-flush-odds")
    page.wait_for_function("(() => { const r = document.getElementById('pp-calc-flush-odds').getBoundingClientRect();"
                           " return r.top >= 0 && r.top < 200; })()")
    assert page.url.endswith("/tools/claims-ledger/#pp-calc-flush-odds")
    assert_only_local(reader.outside, reader.seen, site_url)


def test_every_passage_link_opens_a_page_that_prints_its_words(reader, site_url):
    page = reader.page
    open_ledger(page, site_url)
    links = page.locator("a.hoyle-passage").evaluate_all("els => els.map(a => [a.closest('li').id, a.href])")
    assert len(links) == len(LEDGER)
    by_page = defaultdict(list)
    for cid, href in links:
        url = urlsplit(href)
        assert f"{url.scheme}://{url.netloc}" == site_url
        by_page[url.path].append((cid, href))
    assert len(by_page) >= 15
    claims = {c["id"]: c for c in LEDGER}
    with_fragment = 0
    for path, entries in sorted(by_page.items()):
        response = page.request.get(urljoin(site_url, path))
        assert response.status == 200, path
        # the page is the chapter the ledger names
        book, slug = path.strip("/").split("/")
        for cid, _ in entries:
            assert (claims[cid]["book"], claims[cid].get("chapter", slug)) == (book, slug), cid
        page.goto(urljoin(site_url, path))
        page.wait_for_selector("article h1")
        texts = page.evaluate("""() => {
            const norm = t => t.replace(/\\s+/g, ' ').toLowerCase();
            return [norm(document.body.innerText), norm(document.querySelector('article').innerText)]; }""")
        body, article = texts
        for cid, href in entries:
            if "#:~:text=" not in href:
                anchor = urlsplit(href).fragment
                if anchor:  # the fallback: the heading the passage is under
                    assert page.locator(f"[id='{anchor}']").count() == 1, (cid, anchor)
                continue
            with_fragment += 1
            words = re.sub(r"\s+", " ", fragment_text(href)).lower()
            pattern = r"(?<!\w)" + re.escape(words) + r"(?!\w)"
            inside = len(re.findall(pattern, article))
            assert inside >= 1, f"{cid}: {words!r} is not on {path}"
            # nothing before the article (navigation, contents) holds the words: the first match is the passage's
            assert len(re.findall(pattern, body)) == inside, f"{cid}: {words!r} is also outside the text of {path}"
    assert with_fragment >= 400
    assert_only_local(reader.outside, reader.seen, site_url)


@pytest.mark.parametrize("cid,expect", [
    ("pp-odds-four-flush-38-to-9", "odds against getting another heart"),  # a sentence in a paragraph
    ("pp-calc-up-kings-odds", "17,424"),  # a row of a table: its first cell
    ("hgm-crib-show-pair-royal", "six for a pair-royal"),  # words printed twice: found by the word before them
])
def test_a_click_on_a_passage_link_lands_on_the_words(reader, site_url, cid, expect):
    page = reader.page
    page.set_viewport_size({"width": 1280, "height": 700})
    open_ledger(page, site_url, f"#{cid}")
    link = page.locator(f"#{cid} a.hoyle-passage")
    href = link.get_attribute("href")
    assert "#:~:text=" in href
    assert expect.lower() in fragment_text(href).lower()
    link.click()  # a full navigation (target=_self: not Material's instant one, which drops the directive)
    page.wait_for_load_state("load")
    assert "/tools/claims-ledger/" not in page.url
    # the browser scrolled the words into view: the block that holds them is on screen, below the top
    page.wait_for_function("window.scrollY > 200")
    words = fragment_text(href)
    box = page.evaluate("""(words) => {
        const norm = t => t.replace(/\\s+/g, ' ').toLowerCase();
        const want = norm(words);
        const blocks = [...document.querySelectorAll('article p, article td, article li, article h2, article h3')];
        const el = blocks.find(b => norm(b.innerText).includes(want));
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return [r.top, r.bottom, window.innerHeight];
    }""", words)
    assert box is not None, words
    top, bottom, height = box
    assert bottom > 0 and top < height, box
    assert_only_local(reader.outside, reader.seen, site_url)


def test_readable_without_javascript(reader_without_js):
    page = reader_without_js.goto(LEDGER_URL)
    assert page.locator("li.hoyle-claim").count() == len(LEDGER)
    assert page.locator("#pp-disputed-jacks-or-better .hoyle-claim-exact dd").inner_text() == "536,100"
