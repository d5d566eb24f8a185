"""The page marks in headless Chromium (issue 15): a mark inside a sentence is displayed inline, in the
run of the sentence; one between paragraphs is a block of its own; a chapter's top shows its page once;
the Disputed Rules' case headings are styled as the editor's."""

import re

MARKS = """() => [...document.querySelectorAll('article .hoyle-page')].map(m => ({
  page: m.dataset.page, display: getComputedStyle(m).display, tag: m.parentElement.tagName,
  words: m.parentElement.textContent.trim() !== '',
  top: m.getBoundingClientRect().top, parentTop: m.parentElement.getBoundingClientRect().top }))"""


def test_a_mark_in_a_sentence_is_inline(reader):
    page = reader.goto("/round-games/vingt-un/")
    marks = {m["page"]: m for m in page.evaluate(MARKS)}
    # "in view of the fact that | p. 69 | the deal is an advantage": in the run of the sentence
    assert marks["69"]["tag"] == "P" and marks["69"]["words"]
    assert marks["69"]["display"] == "inline"
    # the sentence runs on round it: no line break in the paragraph's text (a block would make one),
    # and the mark is a few letters wide, not the paragraph's width
    paragraph = page.locator("p:has(#page-69)")
    assert re.search(r"in view of the fact that +the deal", paragraph.inner_text())
    width = page.eval_on_selector("#page-69", "m => m.getBoundingClientRect().width / m.parentElement.getBoundingClientRect().width")
    assert width < 0.2
    # p. 68 turns between paragraphs: a line of its own
    assert not marks["68"]["words"] and marks["68"]["display"] == "block"
    assert reader.outside == []


def test_every_mark_in_a_sentence_is_inline(reader, site_url):
    page = reader.page
    for path in ("/hoyles-games-modernized/blind-hookey/", "/hoyles-games-modernized/cribbage/",
                 "/round-games/commerce/", "/round-games/vingt-un/"):
        page.goto(f"{site_url}{path}")
        marks = page.evaluate(MARKS)
        in_text = [m for m in marks if m["tag"] == "P" and m["words"]]
        assert in_text, path
        assert [m for m in in_text if m["display"] != "inline"] == [], path
        if path.endswith("vingt-un/"):
            continue  # the excerpt starts mid-chapter: the title is the editor's, without a page
        # the chapter's top: the heading shows the page, once
        h1 = page.locator("article h1 .hoyle-page")
        assert h1.count() == 1
        first = h1.get_attribute("data-page")
        assert sum(1 for m in marks if m["page"] == first) == 1, path
    assert reader.outside == []


def test_the_case_headings_look_editorial(reader):
    page = reader.goto("/practical-poker/disputed-rules/")
    cases = page.locator("h2.hoyle-case")
    assert cases.count() == 30
    assert page.locator("h2.hoyle-case.hoyle-editorial").count() == 30
    style = cases.first.evaluate("h => getComputedStyle(h).fontStyle")
    assert style == "italic"
    assert reader.outside == []
