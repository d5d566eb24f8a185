"""The text Material's search takes from a page (an MkDocs hook, named in mkdocs.yml's `hooks`).

Material's search parser keeps no tag but a paragraph's, a list's and code's, and runs together the text of elements
with nothing between them: a ledger entry's facts were found as "The book20 Exact20 Verdict✓ Correct", a table's
cells as "more16 more17", and every widget's form as "nothingValueClearCopy linkPick packA spadesK" (its fields'
labels, its buttons, the card picker), in every result's snippet and as words to be found ("spades" found every
page with a widget). So, in each page's HTML before the search reads it:

- what a widget shows only when it is live (`.hoyle-live-only`: its form's fields and buttons, the card picker, the
  help on them; not its answers, which a page without JavaScript shows too), every drawing (`svg`: a chart's
  labels, "Seat 1Seat 2Seat 3", are the figures of the table beside it) and every card shown as a card
  (`.hoyle-card`, `.hoyle-mini`: a row of them was one word to the search, "J♠J♥10♦10♣9♠9♥8♦8♣A's", and such words
  broke the search itself: lunr, under Material's search, made of them a word no page has, "j♠j♥19", and failed on
  the query "j") are marked `data-search-exclude`, which Material's search leaves out;
- the cells and rows of a table, a table and what is beside it, and a list's terms and descriptions are kept apart by
  a line break where nothing was between them: white space there is not laid out (nor, where a narrow screen shows
  a table's cells inline, beside the space or dash already there), so the page looks as it did.

Only the site's search reads this: the e-books and Zensical's build are made without it.
"""

from __future__ import annotations

import re

# The opening tag of an element a widget shows only when it is live, of a card, or of a drawing.
LEFT_OUT = re.compile(r'<(\w+)(?=\s[^>]*\bclass="(?:[^"]*\s)?hoyle-(?:live-only|card|mini)[\s"])|<(svg)(?=[\s>])')
# A closing tag of a table's cell, row or part or a list's term or description, and an opening one of the same kinds
# right after it, nothing between them.
PARTS = "td|th|tr|thead|tbody|caption|dt|dd"
APART = re.compile(rf"(</(?:{PARTS})>)(?=<(?:{PARTS})[\s>])")
# A table's start with no white space before it, and its end with none after it.
TABLE_START = re.compile(r"(?<=>)(<(?:table|caption)[\s>])")
TABLE_END = re.compile(r"(</table>)(?=<)")


def searchable(html: str) -> str:
    """A page's HTML as the search should read it (the module's note)."""
    html = LEFT_OUT.sub(lambda m: f"<{m.group(1) or m.group(2)} data-search-exclude", html)
    html = APART.sub("\\1\n", html)
    return TABLE_END.sub("\\1\n", TABLE_START.sub("\n\\1", html))


def on_page_content(html: str, **kwargs) -> str:  # MkDocs' hook, before the search plugin reads page.content
    return searchable(html)
