"""The book pages in headless Chromium: a law opened from a link is highlighted and can be copied;
a ruling too; the site search finds a law by its words. Outside requests are blocked and asserted absent."""

import re

from support import page_timers_ran, search


def highlighted(page, selector):
    return page.eval_on_selector(
        selector,
        "el => el.classList.contains('hoyle-target') && getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)'",
    )


def test_law_link_is_highlighted(reader):
    page = reader.goto("/practical-poker/laws/#law-23")
    page.wait_for_selector("#law-23.hoyle-target")
    assert highlighted(page, "#law-23")
    assert page.locator(".hoyle-target").count() == 1
    text = page.locator("#law-23").inner_text()
    assert text.startswith("23. If any ante has been put up")
    # the law is in view
    box = page.locator("#law-23").bounding_box()
    assert 0 <= box["y"] < 900
    # its number is its permalink, and it has a copy-link action that names it
    assert (page.locator("#law-23 a.hoyle-law-number").get_attribute("href").endswith("/practical-poker/laws/#law-23")
            or page.locator("#law-23 a.hoyle-law-number").get_attribute("href") == "#law-23")
    button = page.get_by_role("button", name="Copy link to Law 23")
    assert button.count() == 1
    # following a link to another law moves the highlight
    reader.goto("/practical-poker/jack-pot-laws/#law-71")
    page.wait_for_selector("#law-71.hoyle-target")
    page.locator("#law-71 a", has_text="Law 74").click()
    page.wait_for_selector("#law-74.hoyle-target")
    assert page.locator("#law-71.hoyle-target").count() == 0
    assert reader.outside == []
    assert any("/practical-poker/laws/" in u for u in reader.seen)


def test_copy_link_puts_the_law_in_the_address_and_copies_its_short_address(reader, site_url):
    reader.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url)
    page = reader.goto("/practical-poker/laws/")
    button = page.get_by_role("button", name="Copy link to Law 41")
    # Scroll first and let Material's navigation.tracking settle the address (it follows the scroll
    # 250 ms later; on a loaded machine it could otherwise land after the click): the page's timers of 250 ms
    # set as the scroll came have run.
    button.scroll_into_view_if_needed()
    page_timers_ran(page, 400)
    button.click()
    page.wait_for_selector("#law-41.hoyle-target")
    assert page.url == f"{site_url}/practical-poker/laws/#law-41"
    assert page.evaluate("navigator.clipboard.readText()") == f"{site_url}/practical-poker/laws/41/"  # its own page (issue 44)
    assert reader.outside == []


def test_ruling_link_is_highlighted(reader):
    page = reader.goto("/practical-poker/disputed-rules/")
    first = page.locator("h2.hoyle-case").first
    case_id = first.get_attribute("id")
    reader.goto(f"/practical-poker/disputed-rules/#{case_id}")
    page.wait_for_selector(f"#{case_id}.hoyle-target")
    # the ruling's paragraphs are highlighted with its heading, and nothing else
    following = page.locator(f"#{case_id} ~ p.hoyle-target")
    assert following.count() >= 1
    assert reader.outside == []


def test_search_finds_a_law_by_its_words(reader):
    page = reader.goto("/")
    result = page.locator(".md-search-result a[href*='practical-poker/laws/'][href*='#misdealing']").first
    search(page, "imperfect pack missing cards duplicate", result)
    # the section that holds Laws 15 to 19 is found, and the law's words are in the result
    assert "imperfect" in result.text_content().lower()
    page.goto(result.get_attribute("href"))
    page.wait_for_url(re.compile(r".*/practical-poker/laws/.*#misdealing"))
    assert "An imperfect pack is one in which there are missing cards" in page.locator("article").inner_text()
    assert reader.outside == []
