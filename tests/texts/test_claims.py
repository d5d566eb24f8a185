"""The claims ledger (texts/claims/*.toml): one test per entry, checked by the engine."""

import re
import tomllib
from pathlib import Path

import pytest

from hoyle import claims

ROOT = Path(__file__).resolve().parents[2]
SOURCES = {
    "practical-poker": "001_fd6369dc7f4b58f4.txt",
    "hoyles-games-modernized": "000_b315a8ce36e35c0a.txt",
    "round-games": "002_ea13b2b36291db35.txt",
}


def load():
    entries = []
    for path in sorted((ROOT / "texts/claims").glob("*.toml")):
        for claim in tomllib.loads(path.read_text(encoding="utf-8")).get("claim", []):
            entries.append((path.name, claim))
    return entries


LEDGER = load()
LINES = {book: (ROOT / "texts/source" / name).read_text(encoding="utf-8").split("\n") for book, name in SOURCES.items()}


def squash(text):
    return re.sub(r"\s+", " ", text).strip()


def test_ledger_is_not_empty_and_ids_are_unique():
    ids = [c["id"] for _, c in LEDGER]
    assert len(ids) >= 3
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    for i in ids:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", i), i


@pytest.mark.parametrize("file,claim", LEDGER, ids=[c.get("id", "?") for _, c in LEDGER])
def test_claim(file, claim):
    assert claim.get("book") in SOURCES, claim.get("book")
    lines = LINES[claim["book"]]
    line = claim.get("line", 0)
    assert 1 <= line <= len(lines)
    assert squash(claim["quote"]) in squash(lines[line - 1]), f"the quote is not on line {line}: {lines[line - 1][:200]!r}"
    assert claims.verify(claim) == []
