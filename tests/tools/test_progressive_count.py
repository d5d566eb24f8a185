"""scripts/data/progressive_count.rs, the compiled count of progressive jack-pots that made the counts of eight hands
(scripts/data/progressive_table.py --compiled): compiled here with rustc -O, it agrees with the Python count
(hoyle.poker.progressive.non_openers, and the counts COUNTED keeps) for one to five hands and every openers, and
its residues put together give back the whole count."""

from __future__ import annotations

import shutil

import pytest

from hoyle.poker import progressive as pj
from scripts.data import progressive_table as pt

pytestmark = pytest.mark.skipif(shutil.which("rustc") is None, reason="rustc is not installed: the compiled count is not checked")


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    binary = tmp_path_factory.mktemp("rust") / "progressive_count"
    with pytest.MonkeyPatch.context() as m:
        m.setattr(pt, "BINARY", binary)
        pt.compiled()
        yield


def test_the_compiled_count_agrees_with_the_python_count(compiled):
    for threshold in (11, 12, 13, 14):
        for players in (1, 2, 3):
            assert pt.compiled_count(players, threshold) == pj.non_openers(players, threshold) == pj.COUNTED[threshold, players]
        assert pt.compiled_count(4, threshold) == pj.COUNTED[threshold, 4]
    assert pt.compiled_count(5, 11) == pj.COUNTED[11, 5]  # two seconds


def test_the_residues_are_put_together_exactly():
    whole = 1
    for p in pt.PRIMES:
        whole *= p
    for n in (0, 1, 2**143, pj.deals(8) - 1, whole - 1, *pj.COUNTED.values()):
        assert pt.from_residues([n % p for p in pt.PRIMES]) == n
