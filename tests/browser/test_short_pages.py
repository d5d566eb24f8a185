"""A law's own page on a phone (issue 44), in headless Chromium at 375 px: Share (the Web Share API, stubbed here as
a phone's browser has it) beside Cite and Copy link sends the title, the citation and the short link; a browser
without the API shows no Share; and the 404 page, under a sub-path, leads home, to the search and to the laws.
Every short address answering offline is tests/browser/test_subpath.py's (support.short_addresses_answer_offline);
the pages' heads are tests/site/test_previews.py's."""

from pathlib import Path

import pytest

from scripts.site import serve_static
from support import LAW_AND_RULING_SAMPLE

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"

PHONE = {"width": 375, "height": 812}
# A phone's navigator.share, recording what it is given (the share sheet itself is the system's).
SHARE_STUB = "navigator.share = async (data) => { (window.__shared ||= []).push(data); };"
BUTTONS = """(el) => [...el.querySelectorAll(':scope > button')].map((b) => {
  const r = b.getBoundingClientRect();
  return {text: b.textContent, left: r.left, right: r.right, opacity: getComputedStyle(b).opacity};
})"""


def test_share_on_a_phone_sends_the_title_the_citation_and_the_short_link(new_reader, site_url):
    reader = new_reader(PHONE)
    reader.context.add_init_script(SHARE_STUB)
    page = reader.goto("/practical-poker/laws/23/?from=a-chat")
    law = page.locator("#law-23")
    page.wait_for_function("() => document.querySelector('#law-23 > .hoyle-share')?.style.right")  # laid out beside Cite
    buttons = law.evaluate(BUTTONS)
    assert [b["text"] for b in buttons] == ["Share", "Cite", "Copy link"]
    assert all(b["opacity"] == "1" for b in buttons)  # always shown on the law's own page
    assert 0 <= buttons[0]["left"] and buttons[0]["right"] <= buttons[1]["left"] and buttons[1]["right"] <= buttons[2]["left"]
    assert buttons[2]["right"] <= PHONE["width"]
    page.get_by_role("button", name="Share Law 23", exact=True).click()
    page.wait_for_function("() => window.__shared?.length === 1")
    assert page.evaluate("window.__shared") == [{
        "title": "Law 23 · R. F. Foster, Practical Poker (1905)",
        "text": "If any ante has been put up, or if more than one player has been given six cards, there must be a new deal.\n"
                "— R. F. Foster, Practical Poker (1905), Law 23, p. 22",
        "url": f"{site_url}/practical-poker/laws/23/",
    }]
    # among the laws, a ruling shares its own short address too
    page = reader.goto("/practical-poker/disputed-rules/")
    page.get_by_role("button", name="Share Splitting openers", exact=True).click()
    page.wait_for_function("() => window.__shared?.length === 1")
    shared = page.evaluate("window.__shared[0]")
    assert shared["title"] == "Splitting openers · R. F. Foster, Practical Poker (1905)"
    assert shared["url"] == f"{site_url}/practical-poker/disputed-rules/splitting-openers/"
    assert shared["text"].endswith("— R. F. Foster, Practical Poker (1905), “Splitting openers”, p. 40")
    assert reader.outside == []


def test_without_the_share_api_there_is_no_share_button(new_reader):
    reader = new_reader(PHONE)
    page = reader.goto("/practical-poker/laws/23/")
    page.locator("#law-23 > .hoyle-copy").wait_for()
    assert page.evaluate("typeof navigator.share") == "undefined"  # headless Chromium on Linux has none
    assert page.locator(".hoyle-share").count() == 0
    assert reader.outside == []


def test_the_404_page_under_a_sub_path_leads_home_to_the_search_and_to_the_laws(new_reader, sub_site):
    server = serve_static.start(str(sub_site), 0, headers=True, base="/hoyle/", error_page=True)
    base = f"http://127.0.0.1:{server.server_port}/hoyle"
    try:
        page = new_reader(PHONE).context.new_page()
        response = page.goto(f"{base}/practical-poker/laws/78/")  # a law the code does not have
        assert response.status == 404
        assert page.locator("article h1").inner_text() == "Page not found"
        links = page.locator("ul.hoyle-not-found a")
        assert links.evaluate_all("els => els.map(a => [a.textContent, a.href])") == [
            ["The home page", f"{base}/"], ["Search the edition", f"{base}/?q="],
            ["The Laws of Poker", f"{base}/practical-poker/laws/"], ["What happened?", f"{base}/practical-poker/what-happened/"]]
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        page.get_by_role("link", name="Search the edition").click()
        page.locator("input.md-search__input").wait_for()
        page.wait_for_function("() => document.activeElement?.matches('input.md-search__input')")  # Material opened its search
        page.goto(f"{base}/no-such-page/")
        links.nth(2).click()  # The Laws of Poker
        page.locator("#law-23").wait_for()
        assert page.url == f"{base}/practical-poker/laws/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_new_pages_have_no_serious_accessibility_violations(new_reader, scheme):
    """axe-core (as tests/browser/test_accessibility.py runs it) on the sample of the laws' and rulings' own pages and
    the 404 page, on a phone, Share shown."""
    reader = new_reader(PHONE, color_scheme=scheme)
    reader.context.add_init_script(SHARE_STUB)
    found = {}
    for path in (*LAW_AND_RULING_SAMPLE, "/404.html"):
        page = reader.goto(path)
        if path != "/404.html":
            page.locator(".hoyle-share").wait_for()
        page.add_script_tag(path=str(AXE))
        violations = page.evaluate("async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
                                   ".filter(v => ['serious', 'critical'].includes(v.impact))"
                                   ".flatMap(v => v.nodes.map(n => `${v.id} at ${n.target}`))")
        if violations:
            found[path] = violations
    assert found == {}
    assert reader.outside == []
