"""The facade under fuzzing: 6,000 generated cases (seeded), the defects of issues 25 and 42 first, then every
widget's every field, every field of every op through values that are not text, every text field
through hostile characters, custom strategies, the stream ops out of order, JSON text attacks, fields that
do not apply, misspelt keys, nulls, bad cards, a card in two places, impossible game states and the
smallest packs (scripts/fuzz/, which also makes the long runs and the Pyodide run).

Every request must not raise, must not be "internal", must be JSON (and UTF-8), must refuse with a code
and a message that holds no raw invisible character and no more than 60 characters of the input, must
carry HTML with nothing from the input made into markup, must answer within its budget (0.5 s of CPU,
accepted or refused), must meet its case's own rule (a value of the wrong type, a field that does not
apply, a misspelt key, null or an impossible state refused and named; JSON text judged by what it is; the
stream ops refused out of order and a wrong "sid" or "stream" named), and, accepted, must agree with its
own figures (no card in two places, the pegging's Go and hands, a target out of the pack, the stud
chance to beat, no sampled interval collapsed to a point).
"""

import json

import pytest

from hoyle import api

from scripts.fuzz import checks, engine, report
from scripts.fuzz import fields as fuzz_fields, forms as fuzz_forms

CASES = 6_000
SEED = 20261124


@pytest.fixture(scope="module")
def tally():
    return engine.fuzz(CASES, seed=SEED)


def test_every_widget_field_is_fuzzed():
    forms = fuzz_forms.forms()
    assert sorted(forms) == ["commerce", "commerce-worth", "crib", "draw-practice", "freeze-out", "hand", "holds", "hookey", "hookey-packets",
                             "hookey-worth", "layout", "limits", "odds", "peg-advice", "play", "play-practice", "pot-odds", "progressive",
                             "show-practice", "showdown", "simulate", "stakes", "straight", "stud", "vingt-un", "vingt-un-advice",
                             "vingt-un-strategy", "whisky"]
    fields = {view: sorted(f.name for f in form.fields) for view, form in forms.items()}
    assert fields["simulate"] == ["deals", "game", "hands", "jackpot", "players", "progression", "progressive", "rules", "seed", "strategies",
                                  "strategy"]
    assert fields["whisky"] == ["aim", "cards", "knocked", "players", "rules", "seat", "seed", "seen", "widow"]
    assert fields["pot-odds"] == ["against", "bet", "cards", "hold", "pot", "target"]
    assert fields["holds"] == ["cards", "come_in", "hold", "opponents", "order", "target"]
    assert fields["vingt-un"] == ["dealer", "penalty", "players", "privilege", "share", "stake"]
    assert fields["vingt-un-advice"] == ["cards", "dealer", "seen", "stands"]
    assert fields["vingt-un-strategy"] == ["penalty", "share", "stands"]
    assert fields["peg-advice"] == ["cards", "held", "plays", "seen"]
    assert fields["show-practice"] == ["cards", "claim", "crib", "fifteens", "flush", "hands", "missed", "nob", "pairs", "right", "runs", "seed",
                                       "starter", "variant"]
    assert fields["draw-practice"] == ["best", "cards", "check", "come_in", "given", "hands", "hold", "opponents", "seed"]
    assert fields["play-practice"] == ["claim", "fifteens", "hands", "missed", "pairs", "plays", "right", "runs", "seed", "thirty_one"]


def test_the_checks_catch_what_they_are_for():
    inputs = lambda: ["x" * 100, "A\u202es"]  # noqa: E731
    caught = lambda answer, html=None, seconds=0.0: {k for k, _ in checks.problems_of(answer, html, None, seconds, inputs)}  # noqa: E731
    assert caught({"error": {"code": "internal", "message": "the engine failed"}}) == {"internal"}
    assert caught({"error": {"code": "bad-card", "message": ""}}) == {"an error without a code or a message"}
    assert caught({"error": {"code": "bad-card", "message": "'A\u202es' is not a card"}}) == {"a raw bidi control in a message"}
    assert caught({"error": {"code": "bad-card", "message": f"'{'x' * 61}' is not a card"}}) == {
        "a message quotes more than 60 characters of the input"}
    assert caught({"cards": []}, '<div><b fz1>x</b></div>') == {"markup from the input in the HTML"}
    assert caught({"error": {"code": "bad-card", "message": "no"}}, seconds=0.6) == {"over the time budget (refused, 0.5 s)"}
    too_deep = {"error": {"code": "too-large", "message": "the request has objects or lists more than 10 deep"}}
    assert checks._text_problems('{"op": "hand", "cards": "[[[[[[[[[[[[ As', too_deep)  # brackets in a string do not nest


def test_the_checks_of_issue_42_catch_what_they_are_for():
    """Each of issue 42's defects, as the engine answered it, is flagged (the answers written here as it gave them)."""
    expect = lambda rule, answer: {k for k, _ in fuzz_fields.expect_problems(rule, answer)}  # noqa: E731
    assert expect("applies: ties", {"method": 1, "ties": "dealer"}) == {"accepted a field that does not apply"}
    assert expect("unknown: 'tie_shares'", {"stands": 17}) == {"accepted a key no field has"}
    assert expect("null", {"against": None}) == {"accepted null"}
    assert expect("impossible", {"cards": ["5h"]}) == {"accepted an impossible game state"}
    assert expect("card field: dead", {"error": {"code": "bad-card", "message": "'Zz' is not a card"}}) == {
        "a card field's refusal does not name its field"}
    assert expect("applies: ties", {"error": {"code": "bad-request", "message": '"ties" does not apply ...'}}) == set()
    figures = lambda request, answer: {k for k, _ in fuzz_fields.answer_problems(request, answer)}  # noqa: E731
    assert figures({"op": "peg-advice"}, {"cards": ["7c", "6s"], "plays": ["Kh", "7d", "As", "6c"], "seen": [], "held": 2,
                                          "choices": [{"card": "7c", "count": 31, "go": "1"}]}) == {
        "peg-advice: a Go counted after a card that makes thirty-one"}
    assert figures({"op": "peg-advice"}, {"cards": ["5h", "9c", "6d", "2s"], "plays": ["10d"], "seen": [], "held": 4, "choices": []}) == {
        "peg-advice: the opponent holds more cards than he was dealt"}
    assert figures({"op": "peg-advice"}, {"cards": "5h 6h 7h 8h".split(), "plays": "As Ah Ac Ad 2s".split(), "seen": [], "held": 4,
                                          "choices": []}) == {"peg-advice: more cards played than two hands hold"}
    target = {"op": "pot-odds", "cards": "7c 3c 10s 7h 2d", "dead": "8c Kh 7d", "target": "9h Qc 7s 5h 5s"}
    assert figures(target, {"draw": {"draw": 3}, "chance": {"cases": 13244}}) == {"a five-card target left in the pack drawn from"}
    assert figures(target, {"draw": {"draw": 3}, "chance": {"cases": 9139}}) == set()
    assert figures({**target, "target": "7c Qc 7s 5h 5s"}, {"draw": {"draw": 3}, "chance": {"cases": 9139}}) == {"a card in two places accepted"}
    stud = {"down": "As", "up": ["Ad", "Kc", "7h", "2s"], "others": [["Qs", "Qd", "9c", "3h"]],
            "chances": {"to_come": 0, "total": 1, "beats": {"seat": 2, "ways": 1, "cases": 1}}}  # the hand showing beaten: 1/1
    assert figures({"op": "stud-chances"}, stud) == {"stud-chances: 'beats' is not the chance to beat his hand"}
    right = {**stud, "chances": {"to_come": 0, "total": 1, "beats": {"seat": 2, "ways": 35, "cases": 43}}}  # 8 down cards beat a pair of aces
    assert figures({"op": "stud-chances"}, right) == set()
    assert figures({"op": "straight"}, {"table": {"share": 0.0, "low": 0.0, "high": 0.0}}) == {"a sampled interval collapsed to a point"}
    assert figures({"op": "commerce-worth"}, {"against": {"interval": "0.0% to 0.0%"}}) == {"a sampled interval collapsed to a point"}
    assert figures({"op": "straight"}, {"table": {"share": 0.0, "low": 0.0, "high": 0.0004}}) == set()


def test_fuzz_the_facade(tally):
    assert not tally.failures, report.summary(tally)


def test_every_op_asked_and_answered_and_every_request_timed(tally):
    ops = set(api.OPERATIONS)
    assert ops <= set(tally.ops)  # every op was asked
    assert ops <= {op for op, s in tally.ops.items() if s.accepted}  # and answered, not only refused
    assert all(len(s.seconds) == s.requests and min(s.seconds) >= 0 for s in tally.ops.values())
    assert tally.cases == CASES
    for sweep, (asked, _, fields) in tally.coverage.items():
        assert asked >= fields, f"the {sweep} sweep met {asked} of its {fields} fields"


def test_the_corpus_of_answers_is_the_same_each_time_and_covers_every_route(tmp_path):
    """`python -m scripts.fuzz.corpus` writes the engine's answers down to hold two trees against each other: two runs
    (each a process of its own, as at two commits) give the same lines, by the worker's route, the facade's and JSON
    text's."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    runs = []
    for name in ("a", "b"):
        out = tmp_path / f"{name}.jsonl"
        done = subprocess.run([sys.executable, "-m", "scripts.fuzz.corpus", "300", str(out)], cwd=root, capture_output=True,
                              text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        runs.append(out.read_text(encoding="utf-8"))
    assert runs[0] == runs[1]
    lines = runs[0].splitlines()
    assert len(lines) >= 300
    assert {json.loads(line)[0] for line in lines} >= {"respond", "handle", "handle_json"}
