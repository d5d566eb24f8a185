"""The simulator's strategies: how a player comes in and draws, as data (`Strategy`); the presets,
in the book's words where it has them (`PRESETS`); a strategy read from a preset's name or from its
fields (`parse_strategy`), every error a RequestError naming what is wrong."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from hoyle.errors import RequestError
from hoyle.quote import echo, oddity

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

_CHOICES = {"no_pair": NO_PAIR, "kicker": KICKERS, "two_pairs": TWO_PAIRS, "threes": THREES}


QUOTED_CHARS = {"name": 40, "description": 120}  # a custom strategy's name and description, as the answer quotes them


def parse_strategy(spec) -> Strategy:
    """A strategy from a preset name ("jacks-or-better"), a Strategy, or a dict of fields, which
    may start from a preset: {"like": "any-pair", "kicker": "ace"}."""
    if isinstance(spec, Strategy):
        return _check_strategy(spec)
    if isinstance(spec, str):
        if spec not in PRESETS:
            raise RequestError(f"{echo(spec)} is not a strategy{oddity(spec)}; the presets are: {', '.join(PRESETS)}", "unknown-strategy")
        return PRESETS[spec]
    if not isinstance(spec, dict):
        raise RequestError(f"a strategy is a preset name ({', '.join(PRESETS)}) or an object of its fields, not {echo(spec)}", "bad-strategy")
    spec = dict(spec)
    base = parse_strategy(spec.pop("like")) if "like" in spec else Strategy()
    names = {f.name for f in fields(Strategy)}
    unknown = sorted(set(spec) - names)
    if unknown:
        raise RequestError(f"a strategy has no field {', '.join(echo(k) for k in unknown[:3])}; "
                        f"its fields are: like, {', '.join(sorted(names))}", "bad-strategy")
    values = {f.name: getattr(base, f.name) for f in fields(Strategy)}
    if "like" not in spec and "name" not in spec:
        values["name"] = "custom"
    elif "name" not in spec:
        values["name"] = base.name + "*"  # a variant of a preset
    for key, value in spec.items():
        if key in ("come_in_on", "draws"):
            if isinstance(value, str):
                value = [value]
            if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
                raise RequestError(f"{key} is a list of draws ({', '.join(DRAWS)})", "bad-strategy")
            value = tuple(value)
        elif key in ("name", "description"):  # the reader's own words: quoted short, as every echo is
            if not isinstance(value, str) or (key == "name" and not value.strip()):
                raise RequestError("a strategy's name is a non-empty string, and its description a string", "bad-strategy")
            value = echo(value, QUOTED_CHARS[key]) if value else value
        values[key] = value
    return _check_strategy(Strategy(**values))


def _check_strategy(s: Strategy) -> Strategy:
    if not isinstance(s.name, str) or not s.name or not isinstance(s.description, str):
        raise RequestError("a strategy's name is a non-empty string, and its description a string", "bad-strategy")
    _hand_name(s.come_in, "come_in")
    if s.up_to is not None:
        _hand_name(s.up_to, "up_to")
    for key in ("come_in_on", "draws"):
        for d in getattr(s, key):
            if d not in DRAWS:
                raise RequestError(f"{echo(d)} in {key} is not a draw; the draws are: {', '.join(DRAWS)}", "bad-strategy")
    for key, allowed in _CHOICES.items():
        if getattr(s, key) not in allowed:
            raise RequestError(f"{key} must be one of {', '.join(allowed)}, not {echo(getattr(s, key))}", "bad-strategy")
    if not isinstance(s.pat, bool):
        raise RequestError("pat is true or false", "bad-strategy")
    return s


def _hand_name(name, key) -> None:
    ok = ("anything", "pair", "never") + tuple(PAIRS) + LEVELS
    if name not in ok:
        raise RequestError(f"{key} {echo(name)} is not a hand; say one of: {', '.join(ok)}", "bad-strategy")

