"""The kitty (Practical Poker, "Jack-pots", "The Kitty"): the simulator's count of the pools that came to a show and
of the hands shown, recounted from its own trace with the plain evaluator, under the book's two rules (a chip for
three of a kind or better; the gambling-house scale of one, two and three chips), in draw, straight and stud poker."""

from __future__ import annotations

import json
import unittest

from hoyle import api, web
from hoyle.api.reading import rules_named
from hoyle.api.simulate import read_setup
from hoyle.cards import pack
from hoyle.poker import simulate as sim
from hoyle.poker.hands import evaluate
from hoyle.poker.simulate.deals import sim_int
from hoyle.poker.simulate.reports import KITTY_SCALE, kitty_chips
from hoyle.poker.tables import table

# The scale by the plain evaluator's class: the book's words (two pairs 1, triplets or straights 2, flushes or fulls 3),
# and the editor's reading above fulls.
BOOK_SCALE = {"no-pair": 0, "one-pair": 0, "two-pairs": 1, "three-of-a-kind": 2, "straight": 2, "flush": 3, "full-hand": 3,
              "four-of-a-kind": 3, "straight-flush": 3}


class Recounted(unittest.TestCase):
    def recount(self, config: dict, game: str):
        s = sim.Simulator(read_setup({**config, "deals": 400}))
        trace: list = []
        s.run(400, trace)
        cards = {sim_int(c): c for c in pack(s.setup.rules.joker)}
        shown = threes = chips = 0
        for deal in trace:
            if game == "stud":
                finals = [[cards[c] for c in h] for h in deal["hands"].values()]
            else:
                finals = [[cards[c] for c in list(held) + list(drawn)] for _dealt, held, drawn in deal.values()]
            if len(finals) < 2:
                continue
            best = max(evaluate(h, s.setup.rules) for h in finals)
            shown += 1
            threes += best.klass in ("three-of-a-kind", "straight", "flush", "full-hand", "four-of-a-kind", "straight-flush")
            chips += BOOK_SCALE[best.klass]
        kitty = sim.report(s, 400)["kitty"]
        return kitty, shown, threes, chips

    def test_draw_straight_and_stud(self):
        for config, game in (({"players": 7, "seed": 2, "jackpot": True, "strategy": "jacks-or-better"}, "draw"),
                             ({"players": 5, "seed": 3, "strategy": "any-pair"}, "draw"),
                             ({"players": 5, "seed": 4, "game": "straight", "strategy": "any-pair"}, "straight"),
                             ({"players": 6, "seed": 5, "game": "stud", "strategy": "anything"}, "stud")):
            with self.subTest(config=config):
                kitty, shown, threes, chips = self.recount(config, game)
                self.assertGreater(shown, 50)
                self.assertEqual(kitty["shown"]["count"], shown)
                self.assertEqual(kitty["threes"]["count"], threes)
                self.assertEqual(kitty["threes_chips"], threes)
                self.assertEqual(kitty["scale_chips"], chips)
                self.assertEqual(kitty["deals"], 400)
                self.assertEqual(sum(kitty["scale_pools"].values()), kitty["shown"]["of"])
                self.assertAlmostEqual(kitty["scale"]["mean"], chips / kitty["shown"]["of"], places=4)

    def test_the_scale_for_every_class(self):
        """Every strength pays by its class; an extra hand as the standard class next below it."""
        for rules in ("", "extra-hands,joker", "no-straights", "joker,two-pairs-over-threes"):
            t = table(rules_named(rules.split(",") if rules else []))
            chips = kitty_chips(t)
            for s, k in enumerate(t.klass):
                with self.subTest(rules=rules, klass=k):
                    if k in KITTY_SCALE:
                        self.assertEqual(chips[s], KITTY_SCALE[k])
                    elif k in ("no-pair", "one-pair"):
                        self.assertEqual(chips[s], 0)
                    else:
                        below = [t.klass[x] for x in range(s) if t.klass[x] in BOOK_SCALE]
                        self.assertEqual(chips[s], BOOK_SCALE[below[-1]])
            self.assertEqual(chips, sorted(chips) if "two-pairs-over-threes" not in rules else chips)
        t = table(rules_named(["extra-hands"]))
        self.assertEqual(kitty_chips(t)[t.klass.index("blaze")], 1)  # the blaze beats any other two pairs: pays as two pairs
        self.assertEqual(kitty_chips(t)[t.klass.index("tiger")], 2)  # beats a straight, loses to a flush

    def test_the_widget_says_it(self):
        html = json.loads(web.respond(json.dumps({"op": "simulate", "view": "simulate", "players": 7, "deals": 600, "seed": 1,
                                                  "jackpot": True, "strategy": "jacks-or-better"})))["html"]
        answer = api.handle({"op": "simulate", "players": 7, "deals": 600, "seed": 1, "jackpot": True, "strategy": "jacks-or-better"})
        k = answer["kitty"]
        self.assertIn("The kitty:", html)
        self.assertIn(f": at a chip a time, {100 * k['threes_chips'] / 600:.0f} chips in every hundred deals", html)
        self.assertIn(f"{k['scale']['mean']:.2f} chips a pool", html)
        nothing = api.handle({"op": "simulate", "players": 3, "deals": 10, "seed": 1, "strategy": "never"})
        self.assertEqual(nothing["kitty"]["shown"]["count"], 0)


if __name__ == "__main__":
    unittest.main()
