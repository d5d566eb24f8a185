"""One family of errors (hoyle.errors): each refusal of the engine is of the kind its code says, the cards',
the rules' or the request's, and every kind is answered alike by the facade."""

import importlib.util
import unittest
from itertools import islice

from hoyle import api
from hoyle.errors import CardError, Refusal, RequestError, RuleError, ViewError

# Each code the engine refuses with, by the kind of refusal it is.
KINDS = {
    CardError: {"bad-card", "duplicate-card", "wrong-count", "joker-not-in-play", "not-in-hand", "too-many-dead", "bad-hand"},
    RuleError: {"not-his-turn", "over-thirty-one", "play-over", "unknown-rule"},
    RequestError: {"bad-request", "bad-json", "too-large", "unknown-op", "no-stream", "bad-choice", "bad-number", "bad-claim", "bad-config",
                   "bad-deals", "bad-method", "bad-packet", "bad-score", "bad-strategy", "unknown-strategy", "bad-target", "bad-variant",
                   "no-cards", "bad-players", "bad-seed", "bad-stake", "bad-rules", "bad-odds"},  # bad-rules: the agreements of a round, as given
}


def refusal(request):
    """The Refusal raised for a request (by its op's Operation, or before it), or None (an answer)."""
    op = request.get("op") if isinstance(request, dict) else None
    try:
        if isinstance(op, str) and op in api.OPERATIONS:
            api.check_shape(request)
            api.OPERATIONS[op](request)
        else:
            api.answer_of(request)
    except Refusal as e:
        return e
    return None


class Kinds(unittest.TestCase):
    @unittest.skipUnless(importlib.util.find_spec("scripts"), "the fuzzer's cases are not shipped with the engine (Pyodide)")
    def test_each_code_is_of_one_kind(self):
        from scripts.fuzz.cases import Cases

        seen = {}
        for case in islice(Cases(3), 4000):
            requests = [case.request] if case.how in ("handle", "respond") else []
            for request in requests:
                if isinstance(request, dict):
                    request = {k: v for k, v in request.items() if k not in ("view", "stream")}
                e = refusal(request)
                if e is None:
                    continue
                kind = next(k for k in (CardError, RuleError, RequestError) if isinstance(e, k))
                seen.setdefault(e.code, set()).add(type(e))
                with self.subTest(code=e.code):
                    self.assertIn(e.code, KINDS[kind], f"{e.code} raised as a {kind.__name__}")
        self.assertGreaterEqual(len(seen), 20)  # the corpus meets most codes
        self.assertEqual({c: k for c, k in seen.items() if len(k) > 1}, {})

    def test_the_rules_refuse_as_rules(self):
        e = refusal({"op": "play", "pone": "Kc Kh Ks 6c", "dealer": "9c Jd 10s 3d", "plays": "Kc Kh"})  # the pone led: the dealer plays
        self.assertEqual((type(e), e.code), (RuleError, "not-his-turn"))
        e = refusal({"op": "hand", "cards": "As Kd 10h 10c 4s", "rules": "pinochle"})
        self.assertEqual((type(e), e.code), (RuleError, "unknown-rule"))
        e = refusal({"op": "hand", "cards": "As Kd 10h 10c 4s", "rules": 5})
        self.assertEqual((type(e), e.code), (RequestError, "bad-request"))

    def test_a_refusal_reworded_keeps_its_kind_and_code(self):
        for e in (CardError("bad-card", "x"), RuleError("not-his-turn", "x"), RequestError("x", "bad-number"), ViewError("x")):
            again = e.reworded("hand 2: x")
            self.assertEqual((type(again), again.code, again.message, str(again)), (type(e), e.code, "hand 2: x", "hand 2: x"))

    def test_every_kind_is_answered_alike(self):
        for e in (CardError("bad-card", "a"), RuleError("play-over", "b"), RequestError("c"), ViewError("d")):
            def work(request, e=e):
                raise e
            self.assertEqual(api.caught(work, {}), {"error": {"code": e.code, "message": e.message}})


if __name__ == "__main__":
    unittest.main()
