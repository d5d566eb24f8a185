"""Link previews and the short addresses (issue 44), read from the built site without a browser: every page's head
as a chat's preview fetcher reads it (open-graph-scraper, npm, over HTTP from the site served on 127.0.0.1), the
picture, the laws' and rulings' own pages (scripts/pages/law_pages.py), the short address each law and ruling
carries (scripts/site/short_links.py), robots.txt and the 404 page. The browser's side (Share, the offline copy) is
tests/browser/test_short_pages.py."""

import json
import re
import shutil
import struct
import subprocess
import urllib.request
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

from scripts.pages import law_pages, situations
from scripts.site import previews

ROOT = Path(__file__).resolve().parents[2]
SITE_NAME = "Hoyle's Card Books, an interactive edition"
CASES = [c["id"] for c in __import__("tomllib").loads((ROOT / "texts/disputed-rules.toml").read_text(encoding="utf-8"))["case"]]


class Head(HTMLParser):
    """A page's canonical link, its description, its links (href) and its elements' ids and classes, by the standard
    library's HTML parser."""

    def __init__(self, text: str):
        super().__init__()
        self.canonical = self.description = None
        self.links: list[tuple[str, str]] = []  # (class, href)
        self.ids: dict[str, dict] = {}
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "link" and a.get("rel") == "canonical":
            self.canonical = a["href"]
        if tag == "meta" and a.get("name") == "description":
            assert self.description is None, "two descriptions"
            self.description = a["content"]
        if tag == "a" and "href" in a:
            self.links.append((a.get("class") or "", a["href"]))
        if "id" in a:
            self.ids[a["id"]] = a


def sitemap_paths(site: Path) -> list[str]:
    return [urlsplit(u).path for u in re.findall(r"<loc>([^<]+)</loc>", (site / "sitemap.xml").read_text())]


def short_paths() -> list[str]:
    return [f"/{law_pages.law_address(n)}" for n in range(1, 78)] + [f"/{law_pages.ruling_address(c)}" for c in CASES]


@pytest.fixture(scope="module")
def read_previews(built_site, site_url):
    """Every page of the sitemap as the site serves it, its preview as open-graph-scraper reads it."""
    pages = {}
    for path in sitemap_paths(built_site):
        with urllib.request.urlopen(f"{site_url}{path}") as response:
            assert response.status == 200 and response.headers["Content-Type"].startswith("text/html"), path
            pages[path] = response.read().decode("utf-8")
    out = subprocess.run(["node", str(ROOT / "tests/site/open_graph.mjs")], input=json.dumps(pages), cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_every_page_has_a_complete_absolute_preview(read_previews, built_site, site_url):
    assert len(read_previews) == len(sitemap_paths(built_site)) >= 49 + 107
    for path, read in read_previews.items():
        assert read["error"] is False, (path, read)
        og = read["result"]
        head = Head((built_site / path.lstrip("/") / "index.html").read_text(encoding="utf-8"))
        assert og["ogUrl"] == head.canonical == f"{site_url}{path}", path
        assert og["ogTitle"].strip() and og["ogSiteName"] == SITE_NAME, path
        assert og["ogType"] == ("website" if path == "/" else "article")
        assert 20 <= len(og["ogDescription"]) <= 300 and og["ogDescription"] == head.description, path
        assert og["ogImage"] == [{"url": f"{site_url}/assets/preview.png", "type": "image/png", "width": "1200", "height": "630",
                                  "alt": previews.IMAGE_ALT}], path
        assert og["twitterCard"] == "summary_large_image", path


def first_words(text: str, n: int = 8) -> str:
    return " ".join(situations.matchable(text).split()[:n])


def test_a_law_page_is_previewed_by_the_law_s_own_words(read_previews):
    laws = situations.law_texts()
    assert sorted(laws) == list(range(1, 78))
    for n, (_page, words) in laws.items():
        og = read_previews[f"/{law_pages.law_address(n)}"]["result"]
        assert og["ogTitle"] == f"Law {n} · Foster's Laws of Poker (1905)"
        description = situations.matchable(og["ogDescription"])
        assert description.startswith(first_words(words)), (n, description)
        if len(words) <= 300:
            assert description == situations.matchable(words), n
        else:
            assert description.endswith("…") and situations.matchable(words).startswith(description[:-1]), n
    assert read_previews["/practical-poker/laws/23/"]["result"]["ogDescription"] == (
        "If any ante has been put up, or if more than one player has been given six cards, there must be a new deal.")


def test_a_ruling_page_is_previewed_by_the_ruling_s_own_words(read_previews):
    cases = situations.rulings()
    assert len(cases) == len(CASES) == 30
    page = (ROOT / "docs/practical-poker/disputed-rules.md").read_text(encoding="utf-8")
    for case in CASES:
        og = read_previews[f"/{law_pages.ruling_address(case)}"]["result"]
        assert og["ogTitle"] == f"{cases[case]} · Foster's Disputed Rules of Poker (1905)"
        # the first paragraph of the book's words after the case's heading and its "Rules on" line
        after = page[page.index(f"{{ #{case} .hoyle-case"):]
        first = next(b for b in after.split("\n\n")[1:] if not b.startswith("<!--") and not b.startswith("{:"))
        assert situations.matchable(og["ogDescription"]).startswith(first_words(situations.plain(first))), case
    assert read_previews["/practical-poker/disputed-rules/splitting-openers/"]["result"]["ogDescription"].startswith(
        "One of the modern vexed questions at Poker is the splitting of openers in jack-pots.")


def test_the_picture_is_1200_by_630_and_served(site_url):
    with urllib.request.urlopen(f"{site_url}/assets/preview.png") as response:
        assert response.headers["Content-Type"] == "image/png"
        png = response.read()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and png[12:16] == b"IHDR"
    assert struct.unpack(">II", png[16:24]) == (1200, 630)
    assert (ROOT / "docs" / previews.IMAGE_SOURCE).read_text(encoding="utf-8").startswith("<svg")


def test_every_law_and_ruling_has_its_own_page_in_the_sitemap_and_the_offline_copy_but_not_the_search(built_site):
    paths = short_paths()
    assert len(paths) == 107 == len(set(paths))
    assert set(paths) <= set(sitemap_paths(built_site))
    offline = set(json.loads((built_site / "assets/engine/manifest.json").read_text())["files"])
    assert {p.lstrip("/") for p in paths} <= offline
    searched = {d["location"].split("#")[0] for d in json.loads((built_site / "search/search_index.json").read_text())["docs"]}
    assert "practical-poker/laws/" in searched and "practical-poker/disputed-rules/" in searched
    assert not [p for p in paths if p.lstrip("/") in searched]
    assert "robots.txt" not in offline


def test_a_law_page_shows_the_law_its_reasons_its_situations_and_its_place(built_site):
    laws = situations.law_texts()
    groups = situations.load()
    for n in range(1, 78):
        here = f"practical-poker/laws/{n}/"
        text = (built_site / here / "index.html").read_text(encoding="utf-8")
        head = Head(text)
        law = head.ids[f"law-{n}"]
        assert law["class"] == "hoyle-law hoyle-subject" and law["data-short"] == "./"
        # its place among the laws, and the full page's anchor is still there
        full = "laws" if n <= 58 else "jack-pot-laws"
        among = [href for cls, href in head.links if href.endswith(f"#law-{n}") and cls != "hoyle-law-number"]
        assert among == [f"../../{full}/#law-{n}" if full != "laws" else f"../#law-{n}"], (n, among)
        target = urlsplit(urljoin(f"http://x/{here}", among[0]))
        assert f'id="law-{n}"' in (built_site / target.path.lstrip("/") / "index.html").read_text(encoding="utf-8")
        # the situations of "What happened?" that lead to it, each to its entry
        expected = [f"../../what-happened/#{s.id}" for g in groups for s in g.situations if any(c.law == n for c in s.laws)]
        assert expected and [h for _c, h in head.links if "what-happened/#" in h] == expected, n
        # Foster's reasons: each to the case's own page
        reasons = re.search(r'<p class="hoyle-law-reasons hoyle-editorial">(.*?)</p>', text)
        if reasons:
            assert re.findall(r'href="([^"]+)"', reasons.group(1)) and all(
                re.fullmatch(r"\.\./\.\./disputed-rules/[a-z0-9-]+/", h) for h in re.findall(r'href="([^"]+)"', reasons.group(1)))
        assert situations.matchable(laws[n][1])[:40] in situations.matchable(re.sub(r"<[^>]+>", "", text))
        for _cls, href in head.links:  # every link inside the site resolves to a file of it (the errata's too)
            if not re.match(r"[a-z]+:", href) and not href.startswith("#"):
                path = urlsplit(urljoin(f"http://x/{here}", href)).path.lstrip("/")
                assert (built_site / path).is_file() or (built_site / path / "index.html").is_file(), (n, href)
    # the law as the book has it: its page, and the editor's corrections as on the laws page
    law_11 = (built_site / "practical-poker/laws/11/index.html").read_text(encoding="utf-8")
    assert '<span class="hoyle-page" data-page="20"></span>' in law_11
    assert '<a class="hoyle-corr" href="../../errata/#fix-209" data-fix="fix-209"' in law_11
    assert 'id="fix-209"' in (built_site / "practical-poker/errata/index.html").read_text(encoding="utf-8")


def test_a_ruling_page_links_its_laws_pages_and_its_place(built_site):
    for case in CASES:
        here = law_pages.ruling_address(case)
        text = (built_site / here / "index.html").read_text(encoding="utf-8")
        head = Head(text)
        assert head.ids[case]["data-short"] == "./" and "hoyle-case" in head.ids[case]["class"]
        rules_on = re.search(r'<p class="hoyle-case-laws hoyle-editorial">(.*?)</p>', text)
        if rules_on:
            hrefs = re.findall(r'href="([^"]+)"', rules_on.group(1))
            assert hrefs and all(re.fullmatch(r"\.\./\.\./laws/\d+/", h) for h in hrefs), case
        assert ("hoyle-among", f"../#{case}") in head.links
        for _cls, href in head.links:  # every link inside the site resolves to a file of it
            if not re.match(r"[a-z]+:", href) and not href.startswith("#"):
                path = urlsplit(urljoin(f"http://x/{here}", href)).path.lstrip("/")
                assert (built_site / path).is_file() or (built_site / path / "index.html").is_file(), (case, href)


def test_the_full_pages_mark_each_law_and_ruling_with_its_short_address(built_site):
    expected = {"practical-poker/laws/": {f"law-{n}": f"{n}/" for n in range(1, 59)},
                "practical-poker/jack-pot-laws/": {f"law-{n}": f"../laws/{n}/" for n in range(59, 78)},
                "practical-poker/disputed-rules/": {c: f"{c}/" for c in CASES}}
    for page, marks in expected.items():
        head = Head((built_site / page / "index.html").read_text(encoding="utf-8"))
        assert {i: a["data-short"] for i, a in head.ids.items() if "data-short" in a} == marks
    # Hoffmann's laws have no pages of their own, and are not marked
    assert "data-short" not in (built_site / "hoyles-games-modernized/laws-and-bystanders/index.html").read_text(encoding="utf-8")


def test_robots_txt_names_the_sitemap_at_its_absolute_address(site_url):
    with urllib.request.urlopen(f"{site_url}/robots.txt") as response:
        assert response.read().decode() == f"User-agent: *\nAllow: /\n\nSitemap: {site_url}/sitemap.xml\n"


def test_the_sub_path_build_previews_from_its_own_address_and_its_404_page_leads_on(sub_site, sub_port):
    base = f"http://127.0.0.1:{sub_port}/hoyle/"
    head = Head((sub_site / "practical-poker/laws/23/index.html").read_text(encoding="utf-8"))
    assert head.canonical == f"{base}practical-poker/laws/23/"
    text = (sub_site / "practical-poker/laws/23/index.html").read_text(encoding="utf-8")
    assert f'<meta property="og:url" content="{base}practical-poker/laws/23/">' in text
    assert f'<meta property="og:image" content="{base}assets/preview.png">' in text
    assert (sub_site / "robots.txt").read_text().endswith(f"Sitemap: {base}sitemap.xml\n")
    not_found = Head((sub_site / "404.html").read_text(encoding="utf-8"))
    assert not_found.canonical is None and not_found.description.startswith("There is no page at this address")
    assert [h for _c, h in not_found.links if h.startswith("/hoyle/") and "assets" not in h][-4:] == [
        "/hoyle/", "/hoyle/?q=", "/hoyle/practical-poker/laws/", "/hoyle/practical-poker/what-happened/"]


# --- the preview's words, made safe ------------------------------------------------------------------------------

def test_a_description_is_cut_at_a_word_within_300_characters():
    words = "word " * 100
    cut = previews.shorten(words)
    assert len(cut) <= 300 and cut.endswith("word…") and previews.shorten("short, and whole.") == "short, and whole."
    assert previews.shorten("x" * 400) == "x" * 299 + "…"


def test_hostile_words_are_escaped_in_the_head():
    page = ('<html><head><title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; - S</title></head><body><article>'
            '<p class="hoyle-editorial">not this</p><p>Tom &amp; "Jerry" <b>said</b> <img src=x onerror=alert(1)>hi</p></article></body></html>')
    preview = previews.describe(page)
    assert preview.description == 'Tom & "Jerry" said hi'
    tags = previews.head_tags(preview, site="S", site_url="https://e.org/", home=False, page_url="https://e.org/p/")
    assert '<meta name="description" content="Tom &amp; &quot;Jerry&quot; said hi">' in tags
    assert '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">' in tags
    assert "<script" not in tags and "onerror" not in tags


def test_the_pages_are_cut_from_the_book_s_pages(tmp_path):
    """The generator writes one page per law and case, and deletes a page whose law or case has gone."""
    docs = tmp_path / "docs"
    shutil.copytree(ROOT / "docs/practical-poker", docs / "practical-poker", ignore=shutil.ignore_patterns("laws", "disputed-rules"))
    (docs / "practical-poker/laws").mkdir()
    (docs / "practical-poker/laws/78.md").write_text("a law that never was")
    written, total = law_pages.build(docs)
    assert written == total == 107
    assert not (docs / "practical-poker/laws/78.md").exists()
    assert law_pages.build(docs) == (0, 107)
    law = (docs / "practical-poker/laws/23.md").read_text(encoding="utf-8")
    assert law.startswith('---\ntitle: "Law 23 · Foster\'s Laws of Poker (1905)"\nsearch:\n  exclude: true\n---\n')
    assert "# Law 23 <span class=\"hoyle-page\" data-page=\"22\"></span>" in law
