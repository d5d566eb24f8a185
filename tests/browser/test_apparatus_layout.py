"""The apparatus as laid out in the browser: the claims ledger fits a phone (a quoted table row
scrolls in its own box), a law's or ruling's copy-link button takes no line of its own, and a verse
line too long for a phone wraps with a hanging indent."""

import pytest

PHONE = {"width": 390, "height": 844}


def test_the_ledger_fits_a_phone(browser, site_url):
    page = browser.new_page(viewport=PHONE)
    page.goto(site_url + "/tools/claims-ledger/")
    widths = page.evaluate("() => [document.documentElement.scrollWidth, innerWidth]")
    assert widths[0] <= widths[1], widths
    # the widest quoted row (the Totals of Coming into Jack-pots) scrolls inside its own box
    box = page.evaluate("""() => {
      const wrap = document.querySelector('#pp-coming-into-table-total-700 .hoyle-claim-row-wrap');
      return [wrap.scrollWidth > wrap.clientWidth, getComputedStyle(wrap).overflowX];
    }""")
    assert box == [True, "auto"]
    page.close()


@pytest.mark.parametrize("path,selector,viewport", [
    ("/practical-poker/laws/", ".hoyle-law", {"width": 1280, "height": 900}),
    ("/practical-poker/laws/", ".hoyle-law", PHONE),
    ("/practical-poker/disputed-rules/", ".hoyle-case", PHONE),
])
def test_a_copy_link_button_adds_no_line(browser, site_url, path, selector, viewport):
    page = browser.new_page(viewport=viewport)
    page.goto(site_url + path)
    page.wait_for_function(f"() => document.querySelectorAll('{selector} > .hoyle-copy').length > 20")
    grew = page.evaluate(f"""() => {{
      const out = [];
      for (const el of document.querySelectorAll('{selector}')) {{
        const button = el.querySelector(':scope > .hoyle-copy');
        const with_ = el.getBoundingClientRect().height;
        button.style.display = 'none';
        const without = el.getBoundingClientRect().height;
        button.style.display = '';
        if (Math.abs(with_ - without) > 0.5) out.push([el.id, with_, without]);
      }}
      return out;
    }}""")
    assert grew == []
    label = page.locator(f"{selector} > .hoyle-copy").first.get_attribute("aria-label")
    assert "¶" not in label
    page.close()


def test_a_long_verse_line_wraps_with_a_hanging_indent(browser, site_url):
    page = browser.new_page(viewport=PHONE)
    page.goto(site_url + "/practical-poker/luck-and-superstition/")
    rects = page.evaluate("""() => {
      const line = [...document.querySelectorAll('.hoyle-verse-line')].find(l => l.textContent.startsWith('Playing Poker'));
      const range = document.createRange();
      range.selectNodeContents(line);
      return [...range.getClientRects()].map(r => [Math.round(r.left), Math.round(r.top)]);
    }""")
    tops = sorted({top for _, top in rects})
    assert len(tops) >= 2, rects  # the line wraps on a phone
    first = min(left for left, top in rects if top == tops[0])
    second = min(left for left, top in rects if top == tops[1])
    assert second >= first + 15, rects  # the carried-over words are indented
    page.close()
