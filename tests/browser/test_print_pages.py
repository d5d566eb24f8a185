"""Every book page printed (issue 30), in headless Chromium: under print media, in the light scheme and from a
browser set to dark, and without JavaScript, nothing of the site's chrome or of a widget's controls shows; each
widget's current answer does, whole and in full ink, and an answer that no longer belongs to its form (data-stale:
the form was changed, the engine is starting or working) does not, a line saying why; the book's page marks read "p. N" at
7 pt or more; the text is dark enough on white paper (backgrounds are not printed); nothing runs past the width
of an A4 sheet. Two pages are printed to PDF (page.pdf) and read with poppler's pdfinfo and pdftotext: their
length in sheets, their words, and no word past the right margin. The laws pages' handout is
test_cite_and_print.py's."""

import re
import subprocess

import pytest
from support import animations_ended, sampled, saved_pdf

BOOKS = ("practical-poker", "hoyles-games-modernized", "round-games")
# The width of the text on an A4 sheet, in CSS px: 210 mm less hoyle.css's @page margins (14 mm either side).
PRINT_WIDTH = round((210 - 2 * 14) / 25.4 * 96)
# What a reader's hand uses and paper cannot: Material's chrome, the permalinks, the widgets' forms, pickers,
# status lines and actions, the laws' Copy link and Cite, an answer's closed fold.
CHROME = (".md-header, .md-tabs, .md-sidebar, .md-footer, .md-search, .md-top, .md-dialog, .md-skip, .md-content__button, "
          ".md-source, .headerlink, a.hoyle-situation-self, .hoyle-finder, form, input, select, textarea, progress, "
          ".hoyle-form, .hoyle-picker, .hoyle-status, .hoyle-static-note, .hoyle-live-only, .hoyle-stale-note, "
          ".hoyle-copy, .hoyle-cite, .hoyle-widget .md-button, .hoyle-answer details:not([open])")
# A button may print only as an answer's own content (the cards one clicks to hold or play, a hand's name in a
# table), inside the answer and not drawn as a button.
CONTENT_BUTTONS = ".hoyle-hold-toggle, .hoyle-play-card, .hoyle-link-button"
SMALLEST_MARK_PX = 7 * 96 / 72  # 7 pt
LEAST_CONTRAST = 4.5  # WCAG AA for text: #767676 on white, 4.54 to 1, is about the palest that passes

# The problems of the page as it is laid out now (under print media): a list of strings, empty when all is well.
PROBLEMS = """([chrome, contentButtons, width, smallestMark, leastContrast]) => {
  const problems = [];
  const shows = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true});
  };
  const name = (el) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${[...el.classList].join('.')}`
    + ` "${(el.innerText || '').replace(/\\s+/g, ' ').trim().slice(0, 40)}"`;
  const opacity = (el) => { let o = 1; for (let e = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity); return o; };
  // a colour's contrast with white paper, its alpha (and the element's opacity) laid over white
  const contrast = (colour, alpha = 1) => {
    const m = colour.match(/[\\d.]+/g).map(Number);
    const a = (m.length > 3 ? m[3] : 1) * alpha;
    const lum = m.slice(0, 3).map((c) => {
      const s = (c * a + 255 * (1 - a)) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 1.05 / (0.2126 * lum[0] + 0.7152 * lum[1] + 0.0722 * lum[2] + 0.05);
  };

  for (const el of document.querySelectorAll(chrome)) if (shows(el)) problems.push(`printed: ${name(el)}`);
  for (const el of document.querySelectorAll('button')) {
    if (!shows(el)) continue;
    const s = getComputedStyle(el);
    const bordered = ['Top', 'Right', 'Bottom', 'Left'].some((side) => parseFloat(s[`border${side}Width`]) > 0
      && s[`border${side}Style`] !== 'none' && !/rgba\\(.*, 0\\)$/.test(s[`border${side}Color`]) && s[`border${side}Color`] !== 'transparent');
    if (!el.matches(contentButtons) || !el.closest('.hoyle-answer') || bordered) problems.push(`a button printed: ${name(el)}`);
  }
  const title = document.querySelector('.hoyle-print-title');
  if (!title || !shows(title)) problems.push('no line naming the book');
  for (const answer of document.querySelectorAll('.hoyle-answer')) {
    if (answer.textContent.trim() === '') continue;
    const widget = answer.closest('.hoyle-widget');
    if (widget.dataset.stale) {
      if (shows(answer)) problems.push(`an answer printed for other inputs (stale): ${name(widget)}`);
      else if (!/not yet worked out/.test(getComputedStyle(widget, '::after').content)) {
        problems.push(`a stale answer left out unsaid: ${name(widget)}`);
      }
      continue;
    }
    if (!shows(answer)) problems.push(`an answer not printed: ${name(answer.closest('.hoyle-widget'))}`);
    else if (opacity(answer) < 1) problems.push(`an answer printed faint: ${name(answer.closest('.hoyle-widget'))}`);
  }
  for (const mark of document.querySelectorAll('.hoyle-page')) {
    const before = getComputedStyle(mark, '::before');
    if (!shows(mark)) problems.push(`page mark not printed: p. ${mark.dataset.page}`);
    else if (before.content !== `"p.\\u00a0${mark.dataset.page}"`) problems.push(`page mark ${mark.dataset.page} reads ${before.content}`);
    else if (parseFloat(before.fontSize) < smallestMark) problems.push(`page mark ${mark.dataset.page} at ${before.fontSize}`);
    else if (contrast(before.color, opacity(mark)) < leastContrast) problems.push(`page mark ${mark.dataset.page} pale: ${before.color}`);
  }
  // Every piece of text of the page, in the editor's notes and out of them, against white paper.
  const walker = document.createTreeWalker(document.querySelector('article') || document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || seen.has(el) || el.closest('.hoyle-sr') || !shows(el)) continue;
    seen.add(el);
    const ratio = contrast(getComputedStyle(el).color, opacity(el));
    if (ratio < leastContrast) {
      const where = el.closest('.admonition.editor, details.editor') ? 'in an editor\\'s note' : 'in the text';
      problems.push(`pale ${where} (${ratio.toFixed(2)} to 1, ${getComputedStyle(el).color}): ${name(el)}`);
    }
  }
  for (const a of document.querySelectorAll('article a')) {
    if (!shows(a)) continue;
    if (/^\\s*(https?:|www\\.)\\S{30,}/.test(a.innerText)) problems.push(`a raw link printed: ${a.innerText.slice(0, 60)}`);
    if (/http|attr\\(href\\)/.test(getComputedStyle(a, '::after').content)) problems.push(`a link's address printed after it: ${name(a)}`);
  }
  const wide = document.documentElement.scrollWidth;
  if (wide > width) problems.push(`the page is ${wide} px wide, the sheet ${width}`);
  for (const el of document.querySelectorAll('.md-content *')) {
    const r = el.getBoundingClientRect();
    if (r.width > 1 && r.height > 0 && (r.right > width + 1 || r.left < -1) && shows(el)) {
      problems.push(`past the sheet's edge (${Math.round(r.left)} to ${Math.round(r.right)}): ${name(el)}`);
      break;
    }
  }
  return problems;
}"""


@pytest.fixture(scope="module")
def book_pages(built_site):
    """Every page of the three books, from the built site: its index, chapters, errata and the situation finder."""
    pages = sampled(sorted(f"/{p.parent.relative_to(built_site).as_posix()}/" for book in BOOKS for p in (built_site / book).rglob("index.html")))
    assert len(pages) >= 36 and {f"/{book}/" for book in BOOKS} <= set(pages)
    return pages


def open_for_print(page, url):
    """Open a page and wait until its scripts have done what they do to a book page (the line naming the book,
    the laws' buttons, the widgets mounted and following the engine); then lay it out for print."""
    page.goto(url)
    page.wait_for_selector("article > .hoyle-print-title", state="attached")
    page.wait_for_function("() => [...document.querySelectorAll('.hoyle-widget[data-mount]')].every(w => w.dataset.engine !== 'static')")
    page.emulate_media(media="print")
    animations_ended(page)  # Material's links fade to their new colour (125 ms)


def print_problems(page):
    return page.evaluate(PROBLEMS, [CHROME, CONTENT_BUTTONS, PRINT_WIDTH, SMALLEST_MARK_PX, LEAST_CONTRAST])


def no_engine(context):
    """The engine's WebAssembly refused: the widgets keep the answers built into the page (and no page spends a
    minute starting Pyodide); its state is failed, not ready."""
    context.route("**/assets/pyodide/**", lambda route: route.abort())


SCHEME = "() => document.body.getAttribute('data-md-color-scheme')"


def switch_scheme(page):
    """The header's palette button, as a reader switches light and dark (on the screen: print hides the header)."""
    page.emulate_media(media="screen")
    shown = page.evaluate(SCHEME)
    page.locator("form[data-md-component=palette] label:visible").click()
    page.wait_for_function(f"() => ({SCHEME})() !== {shown!r}")


def test_every_book_page_prints_its_text_and_answers_only(browser, site_url, book_pages):
    """Each page printed in the light scheme, then switched to the dark one (Material's slate, as a reader chooses it)
    and printed again: it prints in the light scheme (slate is for the screen, and so are hoyle.css's and ledger.css's
    dark colours). In the dark reading every other widget is marked as one whose form no longer matches its answer
    (data-stale, as form.js marks it while the engine starts, works or waits for the reader's Run): that answer is
    another's, so it is not printed, and a line says why. The page is switched back to light for the next."""
    context = browser.new_context(viewport={"width": PRINT_WIDTH, "height": 1000}, color_scheme="light", service_workers="block")
    no_engine(context)
    page = context.new_page()
    problems, read = {}, 0
    for path in book_pages:
        open_for_print(page, f"{site_url}{path}")
        assert page.evaluate(SCHEME) == "default", path
        if found := print_problems(page):
            problems[f"{path} (light)"] = found
        switch_scheme(page)
        page.evaluate("() => document.querySelectorAll('.hoyle-widget').forEach((w, i) => { if (i % 2) w.dataset.stale = 'edited'; })")
        page.emulate_media(media="print")
        animations_ended(page)
        if found := print_problems(page):
            problems[f"{path} (dark)"] = found
        switch_scheme(page)
        read += 1
    context.close()
    assert problems == {}
    assert read == len(book_pages)


def test_without_javascript_the_built_answers_print_without_the_note(browser, site_url, book_pages):
    """With scripts off, each widget says "Worked out when this page was built. Turn on JavaScript ..." on the
    screen; printed, the answer stands without it, and without the form."""
    context = browser.new_context(viewport={"width": PRINT_WIDTH, "height": 1000}, java_script_enabled=False)
    page = context.new_page()
    problems = {}
    widgets = 0
    for path in book_pages:
        page.goto(f"{site_url}{path}")
        page.emulate_media(media="print")
        widgets += page.locator(".hoyle-widget").count()
        # no script, no line naming the book (rulings.js writes it): everything else as with scripts on
        found = [p for p in print_problems(page) if p != "no line naming the book"]
        if found:
            problems[path] = found
        page.emulate_media(media="screen")
    context.close()
    assert widgets >= 20
    assert problems == {}


def pdf_words(pdf, tmp_path, name):
    """A PDF's number of sheets, its text, and the right edge of its rightmost word with the sheet's width (in pt),
    by poppler's pdfinfo and pdftotext."""
    path, info = saved_pdf(pdf, tmp_path, name)
    sheets = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
    sheet_width = float(re.search(r"^Page size:\s+([\d.]+) x", info, re.M).group(1))
    text = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, text=True, check=True).stdout
    boxes = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True, text=True, check=True).stdout
    right = max(float(x) for x in re.findall(r'<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)"', boxes))
    return sheets, re.sub(r"\s+", " ", text), right, sheet_width


# Two pages printed: a chapter with the widgets of Vingt-un, and the longest of the errata, all tables.
PRINTED = {
    "/round-games/vingt-un/": (3, 6, ["Vingt-un", "The dealer pays 3 in all.", "Stand. Holding 16"]),
    "/practical-poker/errata/": (8, 16, ["Errata", "Why"]),
}
# Words only the site's chrome, the forms or the buttons would print.
NOT_PRINTED = ["Skip to content", "Table of contents", "Back to top", "Made with", "Copy link", "Cite", "Search",
               "Worked out when this page was built", "Turn on JavaScript", "Deal me one", "House rules"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_printed_pdf(browser, site_url, tmp_path, scheme):
    context = browser.new_context(color_scheme=scheme, service_workers="block", locale="en-GB")  # a reader on A4
    no_engine(context)
    page = context.new_page()
    for path, (fewest, most, words) in PRINTED.items():
        open_for_print(page, f"{site_url}{path}")
        pdf = page.pdf(prefer_css_page_size=True)  # the page's own size, A4 for this reader
        sheets, text, right, sheet_width = pdf_words(pdf, tmp_path, f"{path.strip('/').replace('/', '-')}-{scheme}")
        assert round(sheet_width) == 595, (path, sheet_width)
        assert fewest <= sheets <= most, (path, sheets)
        for w in words:
            assert w in text, (path, w)
        for w in NOT_PRINTED:
            assert not re.search(rf"\b{re.escape(w)}\b", text), (path, w)
        # no word past the right margin (14 mm, less a point for rounding)
        assert right <= sheet_width - 14 / 25.4 * 72 + 1, (path, right, sheet_width)
    context.close()


@pytest.mark.parametrize("locale, paper", [("en-GB", "A4"), ("en-US", "letter")])
def test_a_page_prints_on_the_reader_s_paper_with_its_titles_in_black(browser, site_url, tmp_path, locale, paper):
    """The page says its paper (hoyle.css @page): A4, or Letter where the reader's language is of a country that prints
    on Letter; a browser that prints at the page's own size (Chromium, prefer_css_page_size) makes that sheet. Printed,
    the chapter's title and headings are black (Material's are grey), and the page mark in a heading of the laws' print
    copy of the Jack-Pot Laws stands without the rule of a mark that turns mid-sentence."""
    context = browser.new_context(locale=locale, service_workers="block")
    no_engine(context)
    page = context.new_page()
    open_for_print(page, f"{site_url}/practical-poker/laws/")
    _, info = saved_pdf(page.pdf(prefer_css_page_size=True), tmp_path, f"laws-{paper}")
    assert re.search(r"^Page size:.*\((\w+)\)", info, re.M).group(1) == paper
    colours = page.evaluate("""() => [...document.querySelectorAll('article h1, article h2, article h3')]
        .map(h => getComputedStyle(h).color)""")
    assert len(colours) > 10 and set(colours) == {"rgb(0, 0, 0)"}
    rules = page.evaluate("""() => [...document.querySelectorAll('.hoyle-print-heading .hoyle-page, h1 .hoyle-page, h2 .hoyle-page')]
        .map(m => getComputedStyle(m).borderLeftWidth)""")
    assert len(rules) >= 8 and set(rules) == {"0px"}
    # a page that turns mid-sentence keeps its thin rule (Commerce turns three)
    open_for_print(page, f"{site_url}/round-games/commerce/")
    assert page.evaluate("""() => [...document.querySelectorAll('article p > .hoyle-page:not(.hoyle-page-alone)')]
        .map(m => getComputedStyle(m).borderLeftWidth)""") == ["1px"] * 3
    context.close()
