"""The laws of Practical Poker and the Disputed Rules that give their reasons, linked both ways from the
editor's one table (texts/disputed-rules.toml, each case's `laws`; issue 26): every pairing names a law
and a case that exist, and is justified by words both of them print; each pairing is one link from the
case ("Rules on: Law 19, Law 43") and one from the law ("Foster's reasons: ..."); a law the rulings cite
by number is linked; and the law pages lead to the situation finder."""

from __future__ import annotations

import html
import re
import tomllib
from collections import Counter
from pathlib import Path

import markdown
import pytest

from scripts import edition
from scripts.edition import textrules as R

ROOT = Path(__file__).resolve().parents[2]

BOOK = "practical-poker"
CASES_PAGE = f"{BOOK}/disputed-rules.md"
LAW_PAGES = (f"{BOOK}/laws.md", f"{BOOK}/jack-pot-laws.md")
LAW_COUNT = 77
# Words that alone would pair almost any law with almost any ruling: a `why` needs one besides these.
TOO_COMMON = frozenset("a an the and or of to in on is be his he it card cards hand hands player players deal dealer "
                       "pot pool game bet".split())
LAW_LINK = re.compile(r"\]\((?:(laws|jack-pot-laws)\.md)#law-(\d+)(?: \"[^\"]*\")?\)")
CASE_LINK = re.compile(r"\]\(disputed-rules\.md#([a-z0-9-]+)\)")
MD_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")


def table() -> list[dict]:
    return tomllib.loads(edition.CASES.read_text(encoding="utf-8"))["case"]


def pairings() -> list[tuple[str, int, list[str]]]:
    """(case id, law, why) for every pairing of the editor's table, in its order."""
    return [(c["id"], entry["law"], entry["why"]) for c in table() for entry in c["laws"]]


def plain(md: str) -> str:
    """The words of Markdown as a reader sees them, in lower case, straight quotes."""
    text = MD_LINK.sub(r"\1", md)
    text = re.sub(r"<[^>]+>|\{:[^}]*\}|\{ #[^}]*\}", " ", text)
    text = html.unescape(re.sub(r"\\(.)", r"\1", text))
    text = text.translate(str.maketrans("‘’“”", "''\"\""))
    return " ".join(text.split()).lower()


def law_texts(files: dict[str, str]) -> dict[int, str]:
    """Each law's paragraph as the generated law pages print it."""
    out = {}
    for rel in LAW_PAGES:
        for m in re.finditer(r"^(.+)\n\{: #law-(\d+) \.hoyle-law \}$", files[rel], re.M):
            out[int(m.group(2))] = m.group(1)
    return out


def case_sections(files: dict[str, str]) -> dict[str, str]:
    """Each case's part of the Disputed Rules page, from its heading to the next."""
    page = files[CASES_PAGE]
    heads = list(re.finditer(r"^## .*\{ #([a-z0-9-]+) \.hoyle-case.*$", page, re.M))
    ends = [h.start() for h in heads[1:]] + [len(page)]
    return {h.group(1): page[h.end(): end] for h, end in zip(heads, ends)}


def ruling_words(section: str) -> str:
    """The Author's own words in a case: the section without the editor's notes, lines and headings."""
    return R.author_text(section)


def phrase_in(phrase: str, text: str) -> bool:
    return re.search(r"(?<![\w-])" + re.escape(phrase.lower()) + r"(?![\w-])", text) is not None


# --- the table ---------------------------------------------------------------------------------

def test_every_pairing_names_a_law_and_a_case_that_exist(built):
    files, eds = built
    anchors = eds[BOOK].anchors
    cases = table()
    assert len(cases) == 30
    ids = [c["id"] for c in cases]
    assert len(set(ids)) == len(ids)
    pairs = pairings()
    assert len(pairs) >= 60
    assert len({(cid, n) for cid, n, _ in pairs}) == len(pairs), "a law paired twice with one case"
    for cid, n, why in pairs:
        assert isinstance(n, int) and 1 <= n <= LAW_COUNT, (cid, n)
        assert anchors.get(f"law-{n}") in ("laws", "jack-pot-laws"), (cid, n)
        assert anchors.get(cid) == "disputed-rules", cid
        assert why and all(isinstance(w, str) and w.strip() for w in why), (cid, n)
        assert any(w.lower() not in TOO_COMMON for w in why), f"{cid}, Law {n}: only common words in {why}"


def test_each_pairing_is_justified_by_words_the_law_and_the_ruling_share(built):
    files, _ = built
    laws = {n: plain(text) for n, text in law_texts(files).items()}
    assert sorted(laws) == list(range(1, LAW_COUNT + 1))
    rulings = {cid: plain(ruling_words(s)) for cid, s in case_sections(files).items()}
    problems = []
    for cid, n, why in pairings():
        for w in why:
            if not phrase_in(w, laws[n]):
                problems.append(f"{cid}, Law {n}: {w!r} is not in the law")
            if not phrase_in(w, rulings[cid]):
                problems.append(f"{cid}, Law {n}: {w!r} is not in the ruling")
    assert problems == []


def test_the_words_are_matched_whole():
    assert phrase_in("exposed", "if any card is exposed, the pack")
    assert not phrase_in("split", "the splitting of openers")
    assert not phrase_in("jack-pot", "jack-pots")
    assert phrase_in("the player's", plain("the player’s draw"))


# --- the links, both ways --------------------------------------------------------------------------

def test_each_case_links_the_laws_it_rules_on_once(built):
    files, eds = built
    sections = case_sections(files)
    by_case: dict[str, list[int]] = {}
    for cid, n, _ in pairings():
        by_case.setdefault(cid, []).append(n)
    for c in table():
        lines = re.findall(r"^Rules on: (.*)\n\{: \.hoyle-case-laws \.hoyle-editorial \}$", sections[c["id"]], re.M)
        if not by_case.get(c["id"]):
            assert lines == [], c["id"]
            continue
        assert len(lines) == 1, c["id"]
        links = LAW_LINK.findall(lines[0])
        assert [int(n) for _, n in links] == by_case[c["id"]], c["id"]
        for page, n in links:  # to the page that holds the law
            assert eds[BOOK].anchors[f"law-{n}"] == page
        # the line is the editor's: in an editorial block, right under the heading
        at = sections[c["id"]].index("Rules on: ")
        assert sections[c["id"]][:at].strip().endswith("<!-- editorial -->"), c["id"]
    page_links = sum(len(LAW_LINK.findall(ln)) for ln in re.findall(r"^Rules on: .*$", files[CASES_PAGE], re.M))
    assert page_links == len(pairings())


def test_each_law_links_the_cases_that_give_its_reasons_once(built):
    files, _ = built
    want = Counter((n, cid) for cid, n, _ in pairings())
    got: Counter = Counter()
    for rel in LAW_PAGES:
        text = files[rel]
        for m in re.finditer(r"\{: #law-(\d+) \.hoyle-law \}\n\n<!-- editorial -->\nFoster’s reasons: (.*)\n"
                             r"\{: \.hoyle-law-reasons \.hoyle-editorial \}\n<!-- /editorial -->", text):
            got.update((int(m.group(1)), cid) for cid in CASE_LINK.findall(m.group(2)))
        # every link from a law page to a case is one of these, and every reasons line follows its law
        assert text.count("disputed-rules.md#") == sum(v for (n, _), v in got.items() if f"#law-{n} " in text)
        assert text.count("hoyle-law-reasons") == len({n for n, _ in got if f"#law-{n} " in text})
    assert got == want
    # in the chapter's order, by the case's heading
    order = [c["id"] for c in table()]
    for rel in LAW_PAGES:
        for line in re.findall(r"^Foster’s reasons: (.*)$", files[rel], re.M):
            ids = CASE_LINK.findall(line)
            assert ids == sorted(ids, key=order.index)
            titles = {c["id"]: c["title"] for c in table()}
            assert all(f"[{titles[i]}](disputed-rules.md#{i})" in line for i in ids)


def test_the_reasons_are_a_paragraph_of_their_own_class(built):
    files, _ = built
    reasons_laws = {n for _, n, _ in pairings()}
    for rel in LAW_PAGES:
        out = markdown.markdown(files[rel], extensions=["attr_list", "md_in_html", "admonition"])
        paras = re.findall(r'<p class="hoyle-law-reasons hoyle-editorial">Foster’s reasons: (.*?)</p>', out)
        on_page = {n for n in reasons_laws if f'id="law-{n}"' in out}
        assert len(paras) == len(on_page), rel
        assert all('<a href="disputed-rules.md#' in p for p in paras)


def test_the_page_says_the_pairing_is_the_editors(built):
    files, _ = built
    page = files[CASES_PAGE]
    notes = re.findall(r"(?s)<!-- editorial -->\n!!! editor .*?<!-- /editorial -->", page[: page.index("\n## ")])
    assert any("the pairing is the editor's" in " ".join(n.split()) for n in notes)
    assert "THE EDITOR'S TABLE" in edition.CASES.read_text(encoding="utf-8")


# --- laws the rulings cite by number ---------------------------------------------------------------

UNLINKED_LAW = re.compile(r"\blaws? \d+", re.I)


def test_no_law_number_in_a_ruling_is_left_unlinked(built):
    files, _ = built
    for cid, section in case_sections(files).items():
        words = MD_LINK.sub("", ruling_words(section))
        assert UNLINKED_LAW.findall(words) == [], cid


@pytest.mark.parametrize(("words", "links"), [
    ("see Law 74", ["[Law 74](jack-pot-laws.md#law-74)"]),
    ("as law 23 has it", ["[law 23](laws.md#law-23)"]),
    ("laws 40 and 41", ["[laws 40](laws.md#law-40)", " and [41](laws.md#law-41)"]),
    ("Laws 3 to 6", ["[Laws 3](laws.md#law-3)", " to [6](laws.md#law-6)"]),
    ("Laws 9, 10, and 11", ["[Laws 9](laws.md#law-9)", ", [10](laws.md#law-10)", ", and [11](laws.md#law-11)"]),
    ("laws 58 or 59", ["[laws 58](laws.md#law-58)", " or [59](jack-pot-laws.md#law-59)"]),
])
def test_a_law_cited_by_number_in_a_ruling_is_linked_to_its_page(built, words, links):
    _, eds = built
    ed = eds[BOOK]
    page = next(p for p in ed.pages if p.spec["slug"] == "disputed-rules")
    case = next(it for it in page.items if "case" in it.extra)
    it = edition.Item("para", f"The Author rules so, {words}, in every case.", case.first, case.first)
    out = edition.render_para(ed, page, it, set())[0]
    assert "".join(links) in out
    assert UNLINKED_LAW.findall(MD_LINK.sub("", out)) == []


# --- the way to the situation finder -----------------------------------------------------------------

def test_the_law_pages_lead_to_the_situation_finder(built):
    files, _ = built
    for rel in LAW_PAGES:
        head = files[rel].split("\n## ", 1)[0]
        title = head.index("\n# ")
        link = head.index("](what-happened.md)")
        assert title < link, rel
        assert "[What happened? Find the law for a situation at the table](what-happened.md)" in head
        assert head[:link].rstrip().rfind("<!-- editorial -->") > title, f"{rel}: the link is the editor's"
