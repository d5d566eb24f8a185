"""The simulator's strategies: how a player comes in and draws, as data (`Strategy`), and the presets,
in the book's words where they have them (`PRESETS`). A reader's strategy, a preset's name or its
fields, is read by the facade (`hoyle.api.simulate.read_strategy`)."""

from __future__ import annotations

from dataclasses import asdict, dataclass

PAIRS = {
    "deuces": 2, "treys": 3, "fours": 4, "fives": 5, "sixes": 6, "sevens": 7, "eights": 8,
    "nines": 9, "tens": 10, "jacks": 11, "queens": 12, "kings": 13, "aces": 14,
}
LEVELS = ("two-pairs", "three-of-a-kind", "straight", "flush", "full-hand", "four-of-a-kind", "straight-flush", "five-of-a-kind")
DRAWS = ("four-flush", "open-straight", "inside-straight", "three-flush", "three-straight")
NO_PAIR = ("five", "ace", "ace-king", "pat")
KICKERS = ("none", "ace", "ace-or-king")
TWO_PAIRS = ("draw-one", "pat", "break")
THREES = ("draw-two", "draw-one")
BOBTAILS = ("four-flush", "open-straight")


@dataclass(frozen=True)
class Strategy:
    """How a player comes in and draws.

    come_in: the least hand he plays: "anything", "pair" (any pair), a pair ("jacks": a pair of
      jacks or better; "deuces" ... "aces"), a class ("two-pairs", "three-of-a-kind", ...), or
      "never". up_to: the best hand he plays (None: no limit), named the same way ("deuces": a
      pair of deuces at most), for experiments on one kind of hand.
    come_in_on: drawing hands (below come_in) he also plays: "four-flush", "open-straight",
      "inside-straight", "three-flush", "three-straight".
    draws: what a hand without a pair is drawn to, best first (the same names).
    no_pair: with no pair and none of those: "five" (five fresh cards), "ace" (hold an ace),
      "ace-king" (hold ace and king, or an ace), "pat".
    kicker: with one pair, hold up "none", "ace", or "ace-or-king" (the highest odd card if it is
      an ace, or a king).
    two_pairs: "draw-one", "pat", or "break" (keep the higher pair, draw three).
    threes: "draw-two" or "draw-one" (keep the highest odd card).
    pat: stand pat on every hand.

    Straights, flushes, full hands and better stand pat (four of a kind draws one); a pair is
    never broken for a flush or a straight; with the joker, a hand is drawn to as what it makes,
    and the joker is always held.
    """

    name: str = "custom"
    description: str = ""
    come_in: str = "pair"
    up_to: str | None = None
    come_in_on: tuple[str, ...] = ()
    draws: tuple[str, ...] = BOBTAILS
    no_pair: str = "five"
    kicker: str = "none"
    two_pairs: str = "draw-one"
    threes: str = "draw-two"
    pat: bool = False

    def as_dict(self) -> dict:
        d = asdict(self)
        d["come_in_on"], d["draws"] = list(self.come_in_on), list(self.draws)
        return d


def _preset(name, description, **kw) -> Strategy:
    return Strategy(name=name, description=description, **kw)


# The presets, in the book's words where it has them (Practical Poker, "Coming In", "Opening
# Jack-pots", "Coming into Jack-pots", "Drawing to Improve").
PRESETS: dict[str, Strategy] = {s.name: s for s in (
    _preset("anything", "Comes in on anything, drawing to anything and everything: bobtails, inside straights and three-card flushes, else holds "
                        "an ace (\"Some players come in on anything\").",
            come_in="anything", draws=("four-flush", "open-straight", "inside-straight", "three-flush"), no_pair="ace"),
    _preset("any-pair", "Comes in on a pair of any kind and draws three to it (\"in the majority of games a player who holds a pair of any kind "
                        "will come in\").",
            come_in="pair"),
    _preset("any-pair-or-bobtail", "Comes in on any pair, or on a four-card flush or open-end straight, and draws one card to the bobtail.",
            come_in="pair", come_in_on=BOBTAILS),
    _preset("kicker", "Comes in on any pair, holding up a kicker, an ace or king, with it (\"holding up a kicker with a small pair\").",
            come_in="pair", kicker="ace-or-king"),
    _preset("inside-straights", "Comes in on any pair, a bobtail, or an inside straight.",
            come_in="pair", come_in_on=("four-flush", "open-straight", "inside-straight"), draws=("four-flush", "open-straight", "inside-straight")),
    _preset("eights-or-better", "Comes in on a pair of eights or better (\"any player with a pair as good as eights will come in\").",
            come_in="eights"),
    _preset("tens-or-better", "Comes in on tens or better, the close game (\"none of the others coming in on less than tens\").",
            come_in="tens"),
    _preset("jacks-or-better", "Comes in on jacks or better, as good as openers (\"The standard is generally put down as jacks or better among "
                               "liberal players\").",
            come_in="jacks"),
    _preset("kings-or-better", "Comes in on kings or better (\"In the close game, you must hold kings to be on the average\").",
            come_in="kings"),
    _preset("aces-or-better", "Comes in on aces or better (\"aces or better among close players\").",
            come_in="aces"),
    _preset("three-of-a-kind", "Waits for sure things (\"Proctor advised never going into a pot with less than three of a kind\").",
            come_in="three-of-a-kind"),
    _preset("pat-on-two-pairs", "Comes in on any pair and plays two pairs pat.",
            come_in="pair", two_pairs="pat"),
    _preset("pat", "Comes in on anything and stands pat: the hands as dealt.",
            come_in="anything", pat=True),
    _preset("never", "Never comes in: his hand only takes five cards out of the pack.",
            come_in="never"),
)}
DEFAULT_STRATEGY = "any-pair"
