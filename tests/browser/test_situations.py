"""The situation finder ("What happened?", practical-poker/what-happened/) in headless Chromium: typing
filters the list and says how many match; a number finds the situations citing that law; nothing found
offers the site's search; with JavaScript off the whole grouped list is there and no box; it works on
a phone (390 x 844), offline (nothing is fetched to filter), after Material's instant navigation, with
a deep link, with no console error and no serious axe-core violation."""

from __future__ import annotations

import re
import tomllib
import unicodedata
from pathlib import Path

import pytest
from support import wait_for_instant_navigation

ROOT = Path(__file__).resolve().parents[2]
URL = "/practical-poker/what-happened/"
DATA = tomllib.loads((ROOT / "texts" / "situations.toml").read_text(encoding="utf-8"))
GROUPS = [g["id"] for g in DATA["group"]]
SITUATIONS = [s for g in DATA["group"] for s in g["situation"]]
TOTAL = len(SITUATIONS)
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
# axe-core's serious and critical violations, each with the first few elements and why
AXE_SERIOUS = """async () => (await axe.run(document, {resultTypes: ['violations']})).violations
  .filter((v) => ['serious', 'critical'].includes(v.impact))
  .map((v) => v.id + ': ' + v.nodes.slice(0, 4).map((n) => n.target.join(' ') + ' ' + (n.any[0] || {}).message).join(' | '))"""

BOX = "#hoyle-finder-words"
COUNT = "#hoyle-finder-count"
VISIBLE = "els => els.filter(e => e.offsetParent !== null).map(e => e.id)"


def errors_of(page) -> list[str]:
    """Console errors and uncaught exceptions of the page, as they happen."""
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    return errors


def open_finder(reader, fragment=""):
    """The finder in the reader's page, once its box is shown; (page, its console errors and uncaught errors)."""
    page = reader.page
    errors = errors_of(page)
    reader.goto(f"{URL}{fragment}")
    page.wait_for_selector(f"{BOX}:visible")
    return page, errors


def shown(page) -> list[str]:
    return page.locator("li.hoyle-situation").evaluate_all(VISIBLE)


def shown_groups(page) -> list[str]:
    return page.locator("h2").evaluate_all(VISIBLE)


def find(page, words: str) -> list[str]:
    page.fill(BOX, words)
    return shown(page)


def words_of(text: str) -> str:
    """An entry's text as a reader's words are looked for in it (at a word's start, any case)."""
    text = unicodedata.normalize("NFD", text).lower()
    text = re.sub(r"[\u0300-\u036f'\u2018\u2019]", "", text)
    return " " + re.sub(r"[^a-z0-9]+", " ", text) + " "


def test_typing_filters_the_list_and_says_how_many(reader):
    page, errors = open_finder(reader)
    assert page.locator(COUNT).inner_text() == f"All {TOTAL} situations shown."
    assert len(shown(page)) == TOTAL

    found = find(page, "six cards")
    texts = dict(zip(page.locator("li.hoyle-situation").evaluate_all("els => els.map(e => e.id)"),
                     page.locator("li.hoyle-situation").evaluate_all("els => els.map(e => e.textContent)")))
    expected = [i for i, t in texts.items() if " six" in words_of(t) and " cards" in words_of(t)]
    assert found == expected and 3 <= len(found) < TOTAL
    assert "six-cards" in found and "card-exposed-in-the-draw" not in found
    assert page.locator(COUNT).inner_text() == f"{len(found)} of {TOTAL} situations match."
    # a group with nothing to show is hidden, heading and all
    groups = shown_groups(page)
    assert "irregular-hands" in groups and "seats-and-stakes" not in groups

    # Foster's words and the reader's: "exposed" is in the phrases and the laws' words alike
    assert "card-exposed-in-the-draw" in find(page, "Exposed")
    assert find(page, "jackpot") == find(page, "jack-pot") == find(page, "jack pot")
    assert find(page, "dealer’s") == find(page, "dealers")
    assert find(page, "the opener split his pair") == ["opener-split-his-pair"]
    assert page.locator(COUNT).inner_text() == f"1 of {TOTAL} situations matches."

    page.press(BOX, "Escape")  # a search box's own way to clear it
    assert page.input_value(BOX) == ""
    assert len(shown(page)) == TOTAL and len(shown_groups(page)) == len(GROUPS) + 1  # and "About this list"
    assert page.locator(COUNT).inner_text() == f"All {TOTAL} situations shown."
    # Material's own keys (s, f, /) open its search: not while the reader types here
    assert page.locator("#__search").is_checked() is False
    assert errors == [] and reader.outside == []


def test_a_number_finds_the_situations_that_cite_that_law(reader):
    page, errors = open_finder(reader)
    for law in (1, 43, 73, 77):
        citing = [s["id"] for s in SITUATIONS if str(law) in s.get("laws", {})]
        assert find(page, str(law)) == citing, law
        assert find(page, f"Law {law}") == citing
        n = len(citing)
        assert page.locator(COUNT).inner_text() == f"{n} of {TOTAL} situations {'matches' if n == 1 else 'match'}."
    # a law's number and a word together: both must match
    assert find(page, "43 floor") == ["card-fell-on-the-floor"]
    assert errors == []


def test_nothing_found_offers_the_site_search(reader):
    page, errors = open_finder(reader)
    assert find(page, "zugzwang") == []
    assert shown_groups(page) == ["about-this-list"]
    status = page.locator(COUNT)
    assert status.inner_text() == "No situation matches: search the site instead."
    link = status.get_by_role("link", name="search the site instead")
    assert link.get_attribute("href") == "?q=zugzwang"
    link.click()
    search = page.locator('input[data-md-component="search-query"]')
    assert page.locator("#__search").is_checked()
    assert search.input_value() == "zugzwang"
    assert page.evaluate("document.activeElement && document.activeElement.dataset.mdComponent") == "search-query"
    page.wait_for_selector(".md-search-result__meta")
    assert errors == [] and reader.outside == []


def test_with_javascript_off_the_whole_grouped_list_is_there(new_reader):
    page = new_reader({"width": 1280, "height": 900}, watched=False, java_script_enabled=False, service_workers="block").goto(URL)
    assert page.locator("li.hoyle-situation").evaluate_all(VISIBLE) == [s["id"] for s in SITUATIONS]
    assert page.locator("h2").evaluate_all(VISIBLE) == [*GROUPS, "about-this-list"]
    assert page.locator(BOX).count() == 0  # the box is the script's: none without it
    assert not page.locator(".hoyle-finder").is_visible()
    # each entry reads whole: its phrase, its laws linked with their words in quotation marks, its rulings
    entry = page.locator("#card-exposed-in-the-draw")
    text = re.sub(r"\s+", " ", entry.inner_text()).strip()
    assert text.startswith("A card was exposed in the draw #")
    assert "Law 43 “the player cannot take it, but must wait until all the other players, including the dealer, have been helped”" in text
    assert text.endswith("In Disputed Rules: Cards exposed in the draw")
    assert entry.locator("a.hoyle-situation-law").get_attribute("href") == "../laws/#law-43"
    assert entry.get_by_role("link", name="Cards exposed in the draw").get_attribute("href") == "../disputed-rules/#card-exposed-in-the-draw"


def test_a_deep_link_lands_on_its_situation(reader, site_url):
    page, errors = open_finder(reader, "#opened-on-a-false-hand")
    entry = page.locator("#opened-on-a-false-hand")
    assert entry.evaluate("e => e.matches(':target')")
    box = entry.bounding_box()
    assert box and 0 <= box["y"] < 900
    # its own # link is the address to share
    assert entry.locator("a.hoyle-situation-self").evaluate("a => a.href") == f"{site_url}{URL}#opened-on-a-false-hand"
    # and the laws' links go to the laws
    entry.locator("a.hoyle-situation-law").first.click()
    page.wait_for_url(re.compile(r"/practical-poker/jack-pot-laws/#law-66$"))
    page.locator("#law-66").wait_for(state="visible")
    assert errors == []


def test_it_works_at_390_by_844(new_reader):
    reader = new_reader({"width": 390, "height": 844})
    page, errors = open_finder(reader)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways: {width}px"
    box = page.locator(BOX).bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= 390 and box["y"] < 844  # on the first screen
    found = find(page, "card exposed")
    assert "card-exposed-in-the-draw" in found and len(found) < TOTAL
    assert page.locator(COUNT).inner_text() == f"{len(found)} of {TOTAL} situations match."
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    for li in page.locator("li.hoyle-situation:visible").all():
        b = li.bounding_box()
        assert b and b["x"] + b["width"] <= 390
    assert errors == [] and reader.outside == []


def test_it_filters_offline_and_fetches_nothing(reader):
    page, errors = open_finder(reader)
    page.wait_for_load_state("networkidle")
    before = len(reader.seen)
    reader.context.set_offline(True)
    found = find(page, "straddle")
    assert "straddling" in found and "straddle-after-a-refusal" in found and len(found) < TOTAL
    assert page.locator(COUNT).inner_text() == f"{len(found)} of {TOTAL} situations match."
    assert len(reader.seen) == before, reader.seen[before:]
    assert errors == []
    reader.context.set_offline(False)


def test_it_comes_up_after_instant_navigation(reader):
    page = reader.page
    errors = errors_of(page)
    reader.goto("/practical-poker/laws/")
    wait_for_instant_navigation(page)
    page.locator(".md-nav__link", has_text="What happened?").first.click()
    page.wait_for_url(re.compile(r"/practical-poker/what-happened/$"))
    page.wait_for_selector(f"{BOX}:visible")
    assert page.evaluate("window.__noReload") is True  # Material's instant navigation, not a new load
    assert page.locator(".hoyle-finder").count() == 1 and page.locator(BOX).count() == 1
    assert find(page, "whangdoodle")
    page.go_back()
    page.wait_for_url(re.compile(r"/practical-poker/laws/$"))
    page.go_forward()
    page.wait_for_selector(f"{BOX}:visible")
    assert page.locator(BOX).count() == 1
    assert errors == []


def test_it_keeps_to_the_content_security_policy(new_reader, site_url):
    """The site's policy (a <meta> on every page, scripts/site/csp.py) kept, not bypassed as the other tests
    bypass it: the box is built, filters and offers the site's search with no inline script or style."""
    reader = new_reader({"width": 1280, "height": 900}, watched=False, service_workers="block", bypass_csp=False)
    reader.context.add_init_script('window.__violations = []; document.addEventListener("securitypolicyviolation", '
                                   '(e) => window.__violations.push(e.effectiveDirective + " " + e.blockedURI));')
    page, errors = open_finder(reader)
    assert page.locator('head > meta[http-equiv="Content-Security-Policy"]').count() == 1
    assert find(page, "whangdoodle")
    find(page, "zugzwang")
    page.evaluate("window.__samePage = true; window.__bodyClicks = 0; document.body.addEventListener('click', () => { window.__bodyClicks += 1; })")
    page.locator(COUNT).get_by_role("link").click()
    assert page.locator("#__search").is_checked()
    assert page.locator('input[data-md-component="search-query"]').input_value() == "zugzwang"
    # opened in place: Material's instant navigation did not also load "?q=zugzwang" (which closed it
    # again, or not, by timing: a flaky failure in CI). Material follows a link from its listener on the body, which
    # the click never reached (a listener there added after Material's saw nothing); still open
    assert page.evaluate("window.__bodyClicks") == 0
    assert page.url == f"{site_url}{URL}" and page.evaluate("window.__samePage") is True
    assert page.locator("#__search").is_checked()
    assert page.evaluate("window.__violations") == []
    assert errors == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_accessibility_violation(new_reader, scheme):
    assert AXE.is_file(), "npm ci installs axe-core (package.json)"
    reader = new_reader({"width": 1280, "height": 900}, watched=False, color_scheme=scheme, service_workers="block")
    page, errors = open_finder(reader)
    for words in ("", "exposed", "zugzwang"):
        page.fill(BOX, words)
        page.add_script_tag(path=str(AXE))
        found = page.evaluate(AXE_SERIOUS)
        assert found == [], words
    assert errors == []
