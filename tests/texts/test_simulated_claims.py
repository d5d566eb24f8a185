"""The simulated claims (texts/claims/practical-poker-simulated.toml): labelled as simulations, told in
words, reproducible from their seeds; the Averages table read both heads up and at six hands."""

import json
import re
from pathlib import Path

from hoyle import claims
from hoyle.api.simulate import read_setup
from hoyle.claims import simulated as cs
from hoyle.poker import averages
from hoyle.poker.odds import bobtail_counts, pat_counts
from hoyle.poker.simulate import run

ROOT = Path(__file__).resolve().parents[2]
LEDGER = [e.claim for e in claims.load(ROOT / "texts/claims") if e.file == "practical-poker-simulated.toml"]
BY_ID = {c["id"]: c for c in LEDGER}
AVERAGE_ROWS = [c for c in LEDGER if c["compute"].startswith("average_at_six_hands(")]


def quantity(claim):
    return claim["compute"].split("(", 1)[0]


def test_simulated_quantities_are_named_and_the_exact_ones_are_not():
    assert cs.SIMULATED <= set(claims.QUANTITIES)
    assert {"average_after_draw", "average_go_in", "pair_before_draw"}.isdisjoint(cs.SIMULATED)
    used = {quantity(c) for c in LEDGER}
    assert {"simulated", "simulated_compare", "simulated_tables", "average_at_six_hands"} <= used


def test_simulated_values_read_in_words():
    for c in LEDGER:
        if quantity(c) not in cs.SIMULATED:
            continue
        text = c["exact"]
        assert re.match(r"[\d,]+ (jack-pot )?deals", text), c["id"]  # the page labels it Simulated; the value says how many deals
        assert "seed 1" in text and "95% interval" in text, c["id"]
        assert not re.search(r"\bseat\b|\bCI\b|[a-z]+_[a-z]+|[{}\[\]=]", text), (c["id"], text)
        # a correct or rounded simulation says what correct means for it
        if c["verdict"] in ("correct", "rounded"):
            assert "95% interval" in (c.get("note", "") + c.get("why", "")), c["id"]


def test_seeded_figures():
    """The same seed gives the same figures (these are the ledger's)."""
    jacks = run(read_setup({"players": 6, "deals": 40000, "seed": 1, "hands": ["2c 2d Kd 8c 4h", "Js Jh 9d 7c 5h"],
                            "strategies": ["any-pair", "pat", "any-pair", "any-pair", "any-pair", "any-pair"]}))
    assert (jacks["seats"][0]["best"]["share"], jacks["seats"][1]["best"]["share"]) == (0.18127, 0.18426)
    assert jacks["versus"]["low"] < 0 < jacks["versus"]["high"]
    # The simulation the ledger's entry used before it was counted exactly (each pair dealt three more cards first).
    q = claims.compute("simulated({'players': 2, 'deals': 40000, 'seed': 1, 'hands': ['10s 10h', '2s 2h']}, 'best:0', '4/5', unit='1/5')")
    assert "tens drawing three against deuces drawing three" in q.text
    assert "77.1% of the time (95% interval 76.7% to 77.5%)" in q.text and q.verdict == "rounded"
    exact = claims.compute(BY_ID["pp-sim-coming-in-tens-deuces"]["compute"])
    assert "(4,087,867/5,335,440)" in exact.text and exact.verdict == "rounded"


def test_the_six_hand_results_kept_are_the_ones_the_tests_make():
    """Every simulation kept in the cache is one a six-hand test makes, and every one they make is
    kept; two of them (the deuces' trials, the book's own example) are rerun from the seed here
    (`python -m hoyle.claims.simulated --check` reruns them all, in about two minutes)."""
    kept = json.loads(cs.CACHE.read_text(encoding="utf-8"))
    made: list[str] = []

    def record(config):
        key = json.dumps(config, sort_keys=True)
        made.append(key)
        return kept[key]

    for row in averages.ROWS:
        if row.book and row.pat:
            for i in range(len(row.draws)):
                averages.six_hand_test(row.id, i, record)
    assert set(made) == set(kept)
    deuces = averages.six_hand_test("pair-below-sixes", 0, record)
    for trial in deuces.trials:
        config = averages.trial_config("pair-below-sixes", 0, trial.step)
        assert cs._trim(run(read_setup(config))) == kept[json.dumps(config, sort_keys=True)]


def test_the_deuces_are_worth_a_pair_of_jacks_at_six_hands():
    """The book's worked example, in the table's test: deuces drawing three are even with a pair of
    jacks pat at a six-hand table (the row "any pair below sixes"), a pair of deuces heads up."""
    test = averages.six_hand_test("pair-below-sixes", 0, cs._six_hand_run)
    assert averages.LADDER[test.average][0] == "a pair of jacks" and test.trial(test.average).even
    assert test.verdict == "correct"
    assert averages.median_words("2s 2h Kd 9c 4s", "2s 2h") == "a pair of deuces, with king, queen and three"


def test_every_averages_row_is_settled_with_its_own_reason():
    assert len(AVERAGE_ROWS) == 9
    whys = [c.get("why") or c.get("note") for c in AVERAGE_ROWS]
    assert all(whys) and len(set(whys)) == len(whys)
    for c in AVERAGE_ROWS:
        assert c["verdict"] != "ambiguous", c["id"]
        assert "heads up" in c["exact"] and "at six hands" in c["exact"], c["id"]
        assert "heads up" in (c.get("why") or c.get("note")).lower(), c["id"]


def test_ladder_hands_do_not_block_the_draw():
    jacks = averages.LADDER.index(("a pair of jacks", (11, 11)))
    assert averages.ladder_hand(jacks, "9h 8c 7d 6s") == "Jc Jd Qh 4s 3c"  # no ten or five: they fill the straight
    assert "h" not in "".join(card[-1] for card in averages.ladder_hand(jacks, "Ah 9h 6h 3h").split())  # no heart
    assert averages.book_steps("pair-below-sixes") == tuple(averages.LADDER.index((f"a pair of {w}", (r, r)))
                                                            for w, r in (("jacks", 11), ("queens", 12), ("kings", 13)))


def test_bobtails_with_every_pat_straight_and_flush():
    """The Disputed Rules bobtails: counted with the proviso alone, every pat straight and flush is in."""
    c, made = bobtail_counts(), pat_counts()["classes"]
    pat_straights_flushes = made["straight"] + made["flush"] + made["straight-flush"]
    assert pat_straights_flushes == 15348
    assert c["flush-or-four-in-a-row"] + pat_straights_flushes == 203844
    assert c["flush-or-any-straight"] + pat_straights_flushes == 426600
    why = next(e.claim for e in claims.load(ROOT / "texts/claims") if e.claim["id"] == "pp-disputed-bobtails")["why"]
    assert "203,844" in why and "426,600" in why and "199,052" not in why
