"""The books' typography in headless Chromium (issue 15): the Cribbage table of Hoyle's Games Modernized
reads on a phone (390 px) with nothing hidden off the side; a corrected reading is marked and leads to
its row on the errata page; run-in heads are in small capitals."""


def test_cribbage_table_reads_at_390_px(reader):
    page = reader.page
    page.set_viewport_size({"width": 390, "height": 844})
    reader.goto("/hoyles-games-modernized/cribbage/")
    table = page.locator(".hoyle-table-stack table")
    table.scroll_into_view_if_needed()
    # nothing overflows sideways: not the page, not the table's own box
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    sizes = table.evaluate("t => { const w = t.closest('.md-typeset__scrollwrap') || t;"
                           " return [w.scrollWidth, w.clientWidth, t.getBoundingClientRect().right]; }")
    assert sizes[0] <= sizes[1] + 1 and sizes[2] <= 390
    # every cell is inside the viewport, and each row shows its points
    rights = table.evaluate("t => [...t.querySelectorAll('td')].map(td => td.getBoundingClientRect().right)")
    assert max(rights) <= 390
    first = page.locator(".hoyle-table-stack tbody tr").first.inner_text()
    assert "Four fives" in first and "20" in first
    # set as a block a row: the hands on a line of their own, the count and points after them
    shown = page.locator(".hoyle-table-stack tbody tr").first.evaluate(
        "tr => [...tr.children].map(td => getComputedStyle(td).display)")
    assert shown == ["block", "inline", "inline"]
    assert reader.outside == []


def test_cribbage_table_is_a_table_at_1280_px(reader):
    page = reader.page
    page.set_viewport_size({"width": 1280, "height": 900})
    reader.goto("/hoyles-games-modernized/cribbage/")
    heads = page.locator(".hoyle-table-stack thead th").all_inner_texts()
    assert heads == ["[Cards]", "[Count]", "Points."]
    assert page.locator(".hoyle-table-stack thead").is_visible()
    assert reader.outside == []


def test_a_correction_is_marked_and_leads_to_the_errata(reader):
    page = reader.goto("/practical-poker/laws/#law-21")
    mark = page.locator("#law-21 a.hoyle-corr", has_text="must")
    assert "the source reads “sust”" in mark.get_attribute("title")
    style = mark.evaluate("a => getComputedStyle(a).textDecorationStyle")
    assert style == "dotted"
    mark.click()
    page.wait_for_url("**/practical-poker/errata/#fix-226-2")
    page.wait_for_selector("#fix-226-2", state="attached")
    assert page.locator("#fix-226-2").count() == 1
    assert reader.outside == []


def test_run_in_heads_are_small_capitals(reader):
    page = reader.goto("/hoyles-games-modernized/cribbage/")
    head = page.locator(".hoyle-sc", has_text="Pairs.").first
    assert head.evaluate("e => getComputedStyle(e).fontVariantCaps") == "small-caps"
    assert reader.outside == []
