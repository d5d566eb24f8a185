"""The edition's texts: errata apply, pages are not stale, no words are lost, laws are all there,
no boilerplate is left, every word is a word, and the public anchors stay; every wrong or ambiguous
figure of the claims ledger is linked from its passage, and every widget of texts/widgets.toml is
placed beside its passage."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from scripts import edition
from scripts.edition import textrules as R
from scripts.edition import lint

ROOT = Path(__file__).resolve().parents[2]

ANCHORS = Path(__file__).with_name("anchors.txt")


def test_every_erratum_applies():
    assert edition.check() == []


# The pages in a book's folder that scripts/edition does not make: the situation finder (scripts/pages/situations.py,
# tests/texts/test_situations.py).
OTHER_GENERATORS = {"practical-poker/what-happened.md"}


def test_generated_pages_are_not_stale(built):
    files, _ = built
    stale = [rel for rel, text in files.items()
             if not (edition.DOCS / rel).exists() or (edition.DOCS / rel).read_text(encoding="utf-8") != text]
    assert stale == [], f"run `python -m scripts.edition build`: stale pages {stale}"
    for book in edition.books():
        on_disk = {p.relative_to(edition.DOCS).as_posix() for p in (edition.DOCS / book["id"]).glob("*.md")}
        on_disk -= OTHER_GENERATORS  # written from other data, each checked by its own test
        assert on_disk == {rel for rel in files if rel.startswith(book["id"] + "/")}, "a page on disk that the pipeline does not make"
    nav = edition.nav_yaml(edition.books())
    assert nav in (ROOT / "mkdocs.yml").read_text(encoding="utf-8"), "the book nav in mkdocs.yml is stale"


@pytest.mark.parametrize("book", [b["id"] for b in edition.books()])
def test_no_words_lost(built, book):
    files, eds = built
    sources = lint.sources(eds[book])
    problems = lint.words_lost(sources, {rel: text for rel, text in files.items() if rel.startswith(book + "/")})
    assert problems == [], "\n".join(map(str, problems[:30]))  # W201 lost, W202 added, W203 and W204 a rule misused
    expected, _, _ = lint.source_words(sources)
    assert sum(expected.values()) > {"practical-poker": 50000, "hoyles-games-modernized": 1500, "round-games": 1500}[book]


def law_numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\{: #law-(\d+) \.hoyle-law \}", text)]


def test_laws_present_once_in_order(built):
    files, _ = built
    foster = law_numbers(files["practical-poker/laws.md"]) + law_numbers(files["practical-poker/jack-pot-laws.md"])
    assert foster == list(range(1, 78))
    assert law_numbers(files["hoyles-games-modernized/laws-and-bystanders.md"]) == [64, 65, 66]
    for rel, text in files.items():
        if rel not in ("practical-poker/laws.md", "practical-poker/jack-pot-laws.md", "hoyles-games-modernized/laws-and-bystanders.md"):
            assert law_numbers(text) == [], rel


def test_no_boilerplate_left(built):
    files, _ = built
    problems = [p for p in lint.leftovers(files) if p.code != "T504"]  # T504, a table's empty head: test_typography.py
    assert problems == [], "\n".join(map(str, problems))


def test_word_list_check(built):
    files, _ = built
    known, missing = lint.known_words()
    if missing:
        pytest.fail(missing[0].message)
    problems = lint.word_list(files, known)
    assert problems == [], "words neither in the word list nor in texts/allowed-words.txt:\n" + "\n".join(map(str, problems))


def test_public_anchors_stay(built):
    files, eds = built
    listed = lint.listed_anchors(ANCHORS.read_text(encoding="utf-8"))
    problems = lint.anchor_problems(lint.anchors_now(list(eds.values())), listed, files)
    assert problems == [], "\n".join(map(str, problems))  # A401 gone, A402 new: add it to tests/texts/anchors.txt
    assert sum(a.split("#")[1].startswith("law-") for a in listed) == 80
    assert sum(a.split("#")[1].startswith("term-") for a in listed) > 100


# --- the claims ledger on the book pages ---------------------------------------------------------------

def ledger_entries() -> list[dict]:
    """Read by the engine, not through the pipeline."""
    from hoyle import claims

    return [entry.claim for entry in claims.load(ROOT / "texts" / "claims")]


LEDGER_LINK = re.compile(r"\]\(\.\./tools/claims-ledger\.md#([a-z0-9-]+) ")
EDITORIAL_BLOCK = re.compile(r"<!-- editorial -->.*?<!-- /editorial -->", re.S)


def book_pages(files: dict[str, str]) -> dict[str, str]:
    books = {b["id"] for b in edition.books()}
    return {rel: text for rel, text in files.items() if rel.split("/")[0] in books}


def unlinked(markdown: str) -> str:
    return re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", markdown)  # a defined term is linked on its first use only


def after_its_passage(text: str, block_start: int, ed, page, it) -> bool:
    """The note or widget comes after its passage, with no heading between."""
    if it.kind == "block":
        first = edition.literal_brackets(edition.expand_links(ed, it.text)).split("\n")[0]
    else:
        first = edition.render_para(ed, page, it, set())[0]
    before = unlinked(text[:block_start])
    start = before.rfind(unlinked(first)[:80])
    return start >= 0 and "\n## " not in before[start:]


def test_every_wrong_or_ambiguous_figure_is_linked_once_from_its_passage(built):
    from scripts.pages import claims_ledger
    from hoyle import claims

    files, eds = built
    pages = book_pages(files)
    links = Counter((rel, cid) for rel, text in pages.items() for cid in LEDGER_LINK.findall(text))
    marked = [c for c in ledger_entries() if c["verdict"] in ("wrong", "ambiguous")]
    assert len(marked) >= 80
    for c in marked:
        place = claims_ledger.locate(eds[c["book"]], c["line"])  # the ledger page's own placing
        text = pages[place.rel]
        assert links[(place.rel, c["id"])] == 1, f"{c['id']}: linked {links[(place.rel, c['id'])]} times from {place.rel}"
        assert sum(n for (rel, cid), n in links.items() if cid == c["id"]) == 1, f"{c['id']} linked from another page"
        # the note is the editor's, after the passage, before the next heading
        at = text.index(f"claims-ledger.md#{c['id']} ")
        block = next(m for m in EDITORIAL_BLOCK.finditer(text) if m.start() < at < m.end())
        assert after_its_passage(text, block.start(), eds[c["book"]], place.page, place.item), \
            f"{c['id']}: the note is not after its passage (or past the next heading)"
        # the verdict and the exact value are the engine's
        line = text[text.rindex("\n", 0, at) + 1: text.index("\n", at)]
        result = claims.check(c)
        verdict = "ambiguous" if c["verdict"] == "ambiguous" else result["derived"]
        assert f'data-verdict="{verdict}"' in line, c["id"]
        if result["kind"] != "judged":  # the exact value, or its figures in the reason that follows
            lead = re.match(r"[\d,.]+", result["exact"]).group(0).rstrip(",.")
            assert edition.md_text(result["exact"]) in line or lead in line, f"{c['id']}: the exact value {result['exact']!r} is not shown"
        # the book's own words, not a figure put in its mouth
        assert "— [“" in line, c["id"]
    linked = {cid for _, cid in links}
    assert linked == {c["id"] for c in marked}, f"linked but neither wrong nor ambiguous: {sorted(linked - {c['id'] for c in marked})}"
    for rel, text in pages.items():
        assert "claims-ledger.md" not in R.author_text(text), f"a ledger link outside the editor's notes in {rel}"


def test_a_note_that_discusses_the_figure_carries_its_link(built):
    files, _ = built
    hands = files["practical-poker/poker-hands.md"]
    blocks = [m.group(0) for m in EDITORIAL_BLOCK.finditer(hands)]
    blaze = next(b for b in blocks if "No count gives 3,008 to 1 against a blaze" in b)
    assert "#pp-hands-blaze-3008 " in blaze and "**In the claims ledger:**" in blaze
    assert "[“The odds against a blaze are 3,008 to 1”]" in blaze and "exactly 2,598,168 to 792 (3,280.52 to 1)." in blaze
    own = next(b for b in EDITORIAL_BLOCK.finditer(files["practical-poker/coming-in.md"])
               if "#pp-coming-in-threes-once-in-nine-rounds " in b.group(0)).group(0)  # a note of the ledger's own
    assert own.startswith('<!-- editorial -->\n!!! editor ledger "Editor’s note: the claims ledger"')
    # a note by the next passage that prints the figure: the straight-flush draws of Drawing to Improve
    draws = files["practical-poker/drawing-to-improve.md"]
    sf = next(m.group(0) for m in EDITORIAL_BLOCK.finditer(draws) if "The odds for the straight-flush draws are wrong" in m.group(0))
    for cid in ("pp-draw-open-straight-flush-any", "pp-draw-open-straight-flush-sf", "pp-draw-interior-straight-flush-any"):
        assert f"#{cid} " in sf
    # several entries on one paragraph: one note listing them
    commerce = files["round-games/commerce.md"]
    notes = [m.group(0) for m in EDITORIAL_BLOCK.finditer(commerce) if "claims-ledger.md" in m.group(0)]
    players = [n for n in notes if "#rg-commerce-players-short-pack " in n]
    assert len(players) == 1 and players[0].count("\n    - ") == 2 and "#rg-commerce-players-full-pack " in players[0]
    # and one entry alone: a note without a list (the tie at Point)
    assert len(notes) == 2 and "#rg-commerce-point-tie-rare " in notes[1] and "\n    - " not in notes[1]


def test_ledger_figure_matching():
    assert edition.mentions("about 13⅔ to 10 (1.37 to 1)", "13 to 10")
    assert not edition.mentions("16,215 draws", "4 to 1") and not edition.mentions("2.13 to 1", "13 to 1")
    assert edition.prints("not 3 to 1; and", "3 to 1")
    assert not edition.prints("13 to 1", "3 to 1") and not edition.prints("3 to 10", "3 to 1")
    assert not edition.prints("a run of 7", "7"), "a bare number is too common to look ahead for"


# --- widgets -------------------------------------------------------------------------------------------

HOYLE_FENCE = re.compile(r"^( *)```hoyle\n(.*?)^\1```", re.S | re.M)


def fences(text: str) -> list[dict]:
    out = []
    for m in HOYLE_FENCE.finditer(text):
        body = "\n".join(ln.strip() for ln in m.group(2).splitlines())
        out.append({"body": body, **dict(ln.split(": ", 1) for ln in body.splitlines() if ln)})
    return out


def test_every_widget_renders_on_its_page(built, caplog):
    import logging

    from hoyle import web

    files, eds = built
    widgets = edition.load_widgets()
    assert {(w.book, w.kind) for w in widgets} >= {("practical-poker", k) for k in ("hand", "showdown", "odds", "holds", "simulate")}
    for w in widgets:
        ed = eds[w.book]
        page = edition.page_of(ed, w.line)
        it = edition.item_at(page, w.line)
        rel = f"{w.book}/{page.spec['slug']}.md"
        text = files[rel]
        found = [f for f in fences(text) if f["id"] == w.id]
        assert len(found) == 1 and found[0]["body"] == w.fence, f"{w.id} on {rel}"
        at = text.index(f"id: {w.id}\n")
        block = next(m for m in EDITORIAL_BLOCK.finditer(text) if m.start() < at < m.end())
        assert f'!!! editor widget "Editor’s addition: {w.why}"' in block.group(0)
        assert after_its_passage(text, block.start(), ed, page, it), f"{w.id}: not after its passage"
        if w.kind == "simulate":
            assert int(found[0].get("deals", 20000)) <= 5000, "keep the build fast: each fence is computed when the site is built"
        with caplog.at_level(logging.WARNING, logger="mkdocs.plugins.hoyle"):
            caplog.clear()
            html = web.fence(w.fence, "hoyle", "hoyle", {}, None)
        assert f'id="{w.id}"' in html and "hoyle-error" not in html.split('class="hoyle-answer"')[0], w.id
        assert "Widget error" not in html and not caplog.records, (w.id, [r.getMessage() for r in caplog.records])


def test_widget_ids_are_unique_on_a_page(built):
    files, eds = built
    for rel, text in book_pages(files).items():
        ids = [f["id"] for f in fences(text)]
        assert len(ids) == len(set(ids)), rel
        for a in ids:
            assert not any(b.startswith(a + "-") for b in ids), f"{a} is the prefix of another widget's id on {rel}"
            assert f'id="{a}"' not in text and f"{{ #{a} }}" not in text and f"{{: #{a} " not in text, f"{a} is an anchor of {rel}"


def widget(line: int, wid: str, kind: str = "hand") -> "edition.Widget":
    return edition.Widget("practical-poker", line, "a test", f"widget: {kind}\nid: {wid}\ncards: As Kd 10h 10c 4s", kind, wid)


def test_widget_ids_that_clash_stop_the_build():
    book = next(b for b in edition.books() if b["id"] == "practical-poker")
    ed = edition.build(book)
    for bad, why in (([widget(730, "showdown"), widget(736, "showdown")], "clashes with 'showdown'"),
                     ([widget(730, "sd"), widget(736, "sd-two")], "clashes with 'sd'"),
                     ([widget(1252, "averages")], "anchor 'averages'"),
                     ([widget(1252, "drawing-to-improve")], "anchor 'drawing-to-improve'"),
                     ([widget(2080, "term")], "anchor 'term-"),
                     ([widget(1252, "drawing")], "anchor 'drawing-to-improve'")):
        fresh = edition.build(book)
        with pytest.raises(edition.PipelineError, match=why):
            edition.place_widgets(fresh, bad)
    edition.place_widgets(ed, [widget(730, "showdown"), widget(1252, "showdown")])  # on two pages: fine
    edition.place_widgets(edition.build(book), [widget(1252, "averages-sim")])  # an anchor's name followed by more: fine


def test_widget_entries_are_checked(tmp_path):
    def load(body: str):
        path = tmp_path / "widgets.toml"
        path.write_text(body, encoding="utf-8")
        return edition.load_widgets(path)

    entry = '[[widget]]\nbook = "practical-poker"\nafter = 730\nwhy = "ties"\nfence = """\n{}\n"""\n'
    assert load(entry.format("widget: showdown\nid: sd\nhands: Qs Qd 2c 2h 5s / Js Jd 10c 10h As"))[0].id == "sd"
    for fence, message in (("widget: no-such-kind\nid: x", "unknown widget 'no-such-kind'"),
                           ("widget: hand\ncards: As Kd 10h 10c 4s", "needs an `id:`"),
                           ("widget: hand\nid: Hand", "needs an `id:`"),
                           ("widget hand", "expected 'key: value'")):
        with pytest.raises(edition.PipelineError, match=message):
            load(entry.format(fence))
    with pytest.raises(edition.PipelineError, match="missing why"):
        load('[[widget]]\nbook = "practical-poker"\nafter = 730\nfence = "widget: hand\\nid: h"\n')
