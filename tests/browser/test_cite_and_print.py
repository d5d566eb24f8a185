"""Citing and printing (issue 26), in headless Chromium. Cite copies a law's, ruling's or term's words (cut at
a word past 300 characters), the book and page, and the link (a law's or ruling's short address), as plain text, with the clipboard API or, where
that is refused, the copy command. Printed (page.pdf, A4 and Letter), the laws page is a handout of the whole
code: the 77 laws (the Jack-Pot Laws from a copy only print shows) and their headings, nothing of the site, no
law split from its number or across pages, 8 pages at most; the Jack-Pot Laws page prints its own 19.
The PDFs are read with poppler's pdfinfo and pdftotext (Debian's poppler-utils)."""

import re
import subprocess

import pytest
from support import animations_ended, saved_pdf

LAWS_PAGES = {"/practical-poker/laws/": range(1, 59), "/practical-poker/jack-pot-laws/": range(59, 78)}
PRINTED = {"/practical-poker/laws/": range(1, 78), "/practical-poker/jack-pot-laws/": range(59, 78)}  # what one print gives
MOST_PAGES = 8
# Words only the site's chrome, the buttons or the editor's additions would print on the laws pages.
NOT_PRINTED = ["Skip to content", "Table of contents", "Back to top", "Made with", "Hoyle's Card Books",
               "Description of the Game", "Copy link", "Cite", "Citation copied", "Search", "Foster’s reasons",
               "What happened", "Editor’s note"]

LAW_23 = ("If any ante has been put up, or if more than one player has been given six cards, there must be a new deal.\n"
          "— R. F. Foster, Practical Poker (1905), Law 23, p. 22\n"
          "{site}/practical-poker/laws/23/")
LAW_7 = ("Limits must be agreed upon, before play begins, for the amount of the blind, for the ante in jack-pots, and for "
         "the amount of the raise. It must also be agreed whether the blind shall or shall not be variable in amount at "
         "the option of the age. (The amount of a regular penalty should also be agreed…\n"
         "— R. F. Foster, Practical Poker (1905), Law 7, p. 20\n"
         "{site}/practical-poker/laws/7/")
SPLITTING_OPENERS = ("One of the modern vexed questions at Poker is the splitting of openers in jack-pots. The most rational "
                     "decision seems to be that the player who opens a jack-pot shall not be allowed to split his openers "
                     "under any circumstances. The moment the opener is allowed to split, a string of complications…\n"
                     "— R. F. Foster, Practical Poker (1905), “Splitting openers”, p. 40\n"
                     "{site}/practical-poker/disputed-rules/splitting-openers/")
AGE = ("Age.—The player next the dealer on his left. The one who puts up the blind. The eldest hand.\n"
       "— R. F. Foster, Practical Poker (1905), “Technical Terms”, p. 228\n"
       "{site}/practical-poker/technical-terms/#term-age")


def cite(page, name):
    """Click the Cite button named `name` and wait for its answer; what the button says."""
    button = page.get_by_role("button", name=name, exact=True)
    button.click()
    page.wait_for_function("b => b.textContent !== 'Cite'", arg=button.element_handle())
    return button.text_content()


@pytest.fixture()
def clipboard(guarded, site_url):
    context, outside, _ = guarded
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url)
    yield context
    assert outside == []


@pytest.mark.parametrize("path,name,expected", [
    ("/practical-poker/laws/", "Cite Law 23", LAW_23),
    ("/practical-poker/laws/", "Cite Law 7", LAW_7),  # a long law: cut at a word, "…"
    ("/practical-poker/disputed-rules/", "Cite Splitting openers", SPLITTING_OPENERS),
    ("/practical-poker/technical-terms/", "Cite the term Age", AGE),
    # a law's and a ruling's own page (issue 44) cite them as their place among the others does, with the same short link
    ("/practical-poker/laws/23/", "Cite Law 23", LAW_23),
    ("/practical-poker/disputed-rules/splitting-openers/", "Cite Splitting openers", SPLITTING_OPENERS),
])
def test_cite_copies_the_words_the_book_the_page_and_the_link(clipboard, site_url, path, name, expected):
    page = clipboard.new_page()
    page.goto(f"{site_url}{path}?from=a-link")  # the link cited is the anchor's, without the query
    assert cite(page, name) == "Citation copied"
    text = page.evaluate("navigator.clipboard.readText()")
    assert text == expected.format(site=site_url)
    words = text.split("\n")[0]
    assert len(words) <= 301 and "*" not in text
    page.wait_for_function("b => b.textContent === 'Cite'", arg=page.get_by_role("button", name=name, exact=True).element_handle())


def test_cite_after_instant_navigation(clipboard, site_url):
    """Material's instant navigation swaps the page in place: its rulings get their buttons, and the book's
    line for print, once."""
    page = clipboard.new_page()
    page.goto(f"{site_url}/practical-poker/laws/")
    page.wait_for_selector("#law-1 > .hoyle-cite")
    page.evaluate("window.__samePage = true")
    page.locator(".md-nav--primary a.md-nav__link", has_text="Disputed Rules").first.click()
    page.wait_for_url(f"{site_url}/practical-poker/disputed-rules/")
    page.wait_for_selector("#splitting-openers > .hoyle-cite")
    assert cite(page, "Cite Splitting openers") == "Citation copied"
    assert page.evaluate("navigator.clipboard.readText()") == SPLITTING_OPENERS.format(site=site_url)
    assert page.locator(".hoyle-print-title").count() == 1
    assert page.evaluate("window.__samePage === true")  # the page was swapped in, not loaded


def test_cite_falls_back_to_the_copy_command(clipboard, site_url):
    """With the clipboard API refused (no permission to write), the copy command still copies; with that
    refused too, the button says so and comes back."""
    clipboard.add_init_script("navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))")
    page = clipboard.new_page()
    page.goto(f"{site_url}/practical-poker/laws/")
    assert cite(page, "Cite Law 23") == "Citation copied"
    assert page.evaluate("navigator.clipboard.readText()") == LAW_23.format(site=site_url)
    page.evaluate("document.execCommand = () => false")
    assert cite(page, "Cite Law 24") == "Could not copy"
    page.wait_for_function("() => [...document.querySelectorAll('.hoyle-cite')].every(b => b.textContent === 'Cite')")


def test_cite_sits_beside_copy_link_and_adds_no_line(browser, site_url):
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(f"{site_url}/practical-poker/laws/")
    # rulings.js sets each Cite just left of its Copy link once the Copy link is laid out
    page.wait_for_function("() => [...document.querySelectorAll('.hoyle-law > .hoyle-cite')].filter(b => b.style.right).length === 58")
    boxes = page.evaluate("""() => [...document.querySelectorAll('.hoyle-law')].map(el => {
      const cite = el.querySelector(':scope > .hoyle-cite').getBoundingClientRect();
      const copy = el.querySelector(':scope > .hoyle-copy').getBoundingClientRect();
      const height = el.getBoundingClientRect().height;
      el.querySelector(':scope > .hoyle-cite').style.display = 'none';
      const grew = height - el.getBoundingClientRect().height;
      return {id: el.id, gap: copy.left - cite.right, row: Math.abs(copy.top - cite.top), grew};
    })""")
    assert len(boxes) == 58
    assert [b for b in boxes if not (0 <= b["gap"] <= 8 and b["row"] < 1 and abs(b["grew"]) < 0.5)] == []
    page.close()


def pdf_pages(pdf, tmp_path, name):
    """The text of each page of a PDF (pdftotext), whitespace squashed."""
    path, info = saved_pdf(pdf, tmp_path, name)
    count = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
    text = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, text=True, check=True).stdout
    pages = [re.sub(r"\s+", " ", p).strip() for p in text.split("\f")][:count]
    assert len(pages) == count
    return pages


def unhyphened(text):
    """Text without hyphens, as pdftotext may give it: a word hyphenated at a line's end ("jack-pot") joined."""
    return re.sub(r"-\s?", "", text)


# Each law on the page, and each law of the copy only print shows, by its number: [n, its words].
LAW_WORDS = """() => [...document.querySelectorAll('.hoyle-law, .hoyle-law-print')].map(el => {
  const copy = el.cloneNode(true);
  const n = Number(el.querySelector('.hoyle-law-number').textContent.replace('.', ''));
  copy.querySelectorAll('.hoyle-law-number, .hoyle-copy, .hoyle-cite').forEach(x => x.remove());
  return [n, copy.textContent.replace(/\\s+/g, ' ').trim().split(' ')];
})"""


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_the_laws_print_as_a_handout(browser, site_url, tmp_path, paper):
    # a reader whose language gives the paper (hoyle.css @page, rulings.js), printing at the page's own size
    context = browser.new_context(locale={"A4": "en-GB", "Letter": "en-US"}[paper])
    page = context.new_page()
    for path, numbers in PRINTED.items():
        page.goto(f"{site_url}{path}")
        page.wait_for_selector(".hoyle-law > .hoyle-cite")  # the buttons are there, to be left out
        laws = page.evaluate(LAW_WORDS)
        assert [n for n, _ in laws] == list(numbers)
        pages = pdf_pages(page.pdf(prefer_css_page_size=True), tmp_path, f"{path.strip('/').replace('/', '-')}-{paper}")
        assert len(pages) <= MOST_PAGES
        text = " ".join(pages)
        # the book and its author head the first page
        assert pages[0].startswith("R. F. Foster, Practical Poker (1905)")
        for n, words in laws:
            first, last = unhyphened(" ".join(words[:4])), unhyphened(" ".join(words[-3:]))
            # each law's number with its first words, and its last words on the same page
            holding = [i for i, p in enumerate(pages) if re.search(rf"(?:^|\s){n}\. {re.escape(first)}", unhyphened(p))]
            assert len(holding) == 1, (n, first)
            assert last in unhyphened(pages[holding[0]]), (n, last)
        for words in NOT_PRINTED:
            assert not re.search(rf"\b{re.escape(words)}\b", text), words
        # the headings of both chapters, in the book's order, the Jack-Pot Laws' among them on the laws page
        for heading in ("Making Jack-Pots", "Fattening", "Disputes"):
            assert heading in text, heading
    context.close()


def test_in_print_only_the_laws_are_shown(browser, site_url):
    """Under print media: the page's text is the book's line, the headings and the laws, nothing else; the
    law numbers and page marks are black and of a readable size, and no law breaks across a column or page."""
    context = browser.new_context()
    page = context.new_page()
    for path in LAWS_PAGES:
        page.goto(f"{site_url}{path}")
        page.wait_for_selector(".hoyle-law > .hoyle-cite")
        page.emulate_media(media="print")
        animations_ended(page)  # Material's links fade to their new colour (125 ms)
        left = page.evaluate("""() => {
          let rest = document.body.innerText;
          const shown = '.hoyle-print-title, article :is(h1, h2, h3), .hoyle-law, .hoyle-print-heading, .hoyle-law-print';
          for (const el of document.querySelectorAll(shown)) {
            rest = rest.replace(el.innerText, '');
          }
          return rest.trim();
        }""")
        assert left == ""
        looks = page.evaluate("""() => ({
          breaks: [...new Set([...document.querySelectorAll('.hoyle-law, .hoyle-law-print')].map(el => getComputedStyle(el).breakInside))],
          numbers: [...new Set([...document.querySelectorAll('.hoyle-law-number')].map(el => {
            const s = getComputedStyle(el); return [parseFloat(s.fontSize) >= 12, s.color, Number(s.fontWeight) >= 700];
          }).map(String))],
          marks: [...new Set([...document.querySelectorAll('article .hoyle-page')].map(el => {
            const s = getComputedStyle(el, '::before'); return [parseFloat(s.fontSize) >= 10, s.color, s.display].map(String).join();
          }))],
          hidden: [...document.querySelectorAll('.hoyle-law-reasons, .hoyle-finder-link, .hoyle-cite, .hoyle-copy, .admonition')]
            .filter(el => el.getClientRects().length > 0).length,
        })""")
        assert looks["breaks"] == ["avoid"]
        assert looks["numbers"] == ["true,rgb(0, 0, 0),true"]
        assert all(m.startswith("true,rgb(51, 51, 51)") for m in looks["marks"]), looks["marks"]
        assert looks["hidden"] == 0
        page.emulate_media(media="screen")
    context.close()


def test_the_copy_only_print_shows_is_nowhere_else(browser, site_url, built_site):
    """The laws page's copy of the Jack-Pot Laws: not on screen (a line under the title says print gives all 77),
    not read aloud, not searched (each of its laws is found once, on its own page), and it has no ids."""
    import json

    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(f"{site_url}/practical-poker/laws/")
    seen = page.evaluate("""() => ({
      copy: document.querySelectorAll('.hoyle-print-only .hoyle-law-print').length,
      shown: [...document.querySelectorAll('.hoyle-print-only, .hoyle-print-only *')].filter(el => el.getClientRects().length).length,
      hidden: document.querySelector('.hoyle-print-only').getAttribute('aria-hidden'),
      ids: document.querySelectorAll('.hoyle-print-only [id]').length,
      note: document.querySelector('.hoyle-handout-note').innerText,
    })""")
    assert seen == {"copy": 19, "shown": 0, "hidden": "true", "ids": 0,
                    "note": "Print this page for the whole code on paper: the Jack-Pot Laws (59–77) follow Law 58."}
    page.close()
    docs = json.loads((built_site / "search" / "search_index.json").read_text())["docs"]
    law_77 = "dealer having the casting vote"
    assert sorted({d["location"].split("#")[0] for d in docs if law_77 in d["text"]}) == ["practical-poker/jack-pot-laws/"]
