"""The facade under fuzzing: 5,000 generated cases (seeded), every widget's every field and every op,
well formed and hostile (scripts/fuzz_engine.py, which also makes the long runs).

Each answer must not raise, must not be "internal", must be JSON, must carry HTML with nothing from
the input made into markup, must quote at most 40 characters of any input in a message, and must
take under 1 s of CPU.
"""

import fuzz_engine  # scripts/ (tests/conftest.py puts it on the path)

CASES = 5_000


def test_every_widget_field_is_fuzzed():
    forms = fuzz_engine.forms()
    assert sorted(forms) == ["commerce", "crib", "draw", "drill", "hand", "hookey", "hookey-packets", "layout", "odds", "play",
                             "play-practice", "practice", "showdown", "simulate", "vingt-un"]
    fields = {view: sorted(f.name for f in form.fields) for view, form in forms.items()}
    assert fields["simulate"] == ["deals", "hands", "jackpot", "players", "seed", "strategies", "strategy"]
    assert fields["draw"] == ["cards", "come_in", "hold", "opponents", "order", "target"]
    assert fields["vingt-un"] == ["dealer", "penalty", "players", "privilege", "share", "stake"]
    assert fields["practice"] == ["cards", "claim", "crib", "fifteens", "flush", "hands", "missed", "nob", "pairs", "right", "runs", "seed",
                                  "starter", "variant"]
    assert fields["drill"] == ["best", "cards", "check", "come_in", "given", "hands", "hold", "opponents", "seed"]
    assert fields["play-practice"] == ["claim", "fifteens", "hands", "missed", "pairs", "plays", "right", "runs", "seed", "thirty_one"]


def test_fuzz_the_facade():
    outcomes = fuzz_engine.fuzz(CASES, seed=20261124)
    bad = [o for o in outcomes if o.problems]
    assert not bad, fuzz_engine.summary(outcomes)
    ops = {o.op for o in outcomes}
    assert set(fuzz_engine.api.OPERATIONS) <= ops  # every op was asked
    accepted = {o.op for o in outcomes if o.accepted}
    assert set(fuzz_engine.api.OPERATIONS) <= accepted  # and answered, not only refused
    assert len(outcomes) >= CASES
