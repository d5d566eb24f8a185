"""House rules as data, and the value of a hand's pattern of ranks under them.

Practical Poker names the standard hands (chapter "Poker Hands") and the extra hands "played in
certain localities as a matter of custom": the blaze, the tiger (little dog) and big dog, the
skip (Dutch or alternate straight), the round-the-corner straight and the kilter (pelter), with
their customary rank (chapters "Poker Hands" and "Technical Terms") and the rank Foster says
they should have (his "proper rank" table); and, in "Varieties of Poker", the joker (Mistigris).

A hand's value depends only on its ranks, whether all five are of one suit, and whether it holds
the joker. `pattern_value` computes it from those, slowly and readably; the fast tables of
`hoyle.poker.tables` and the counts of `hoyle.poker.odds` are built from it.

Where the book contradicts itself, the choice is an option; the default is marked:

- Round-the-corner: "When played, it outranks the lowest possible straight" (Poker Hands,
  seed 001 line 684; default `round_the_corner_rank="above-lowest"`) or "it ranks as the lowest
  possible straight, but beats three of a kind" (Technical Terms, line 2192; "lowest").
- Blaze: "Five court cards. Although only two pairs, it beats any other two pairs, except a
  higher blaze" (Technical Terms, line 2082; default `blaze_rule="two-pairs"`: the blaze is the
  two pairs made of five court cards) or any five court cards are a blaze, a class of its own
  ("court-cards": "it must be all court cards", line 698; the proper-rank table, lines 700-714,
  ranks "Blaze" as a class, line 711). Either way a blaze in the customary order sits just above
  two pairs and below a skip ("it beats two pairs and a blaze", line 680).
- Tiger and dogs: the tiger "beats a straight and loses to a flush" (Poker Hands, line 676) and
  is "The same as a Little Dog" (line 2242), which "is out-ranked by a flush or a Big Dog"
  (line 2158); the proper-rank table puts "Tiger (big or little dog)" in one line (line 708).
  Both are counted as separate classes, the big dog above the little; enable either.
- The kilter (line 2154: "No pair and no card above a nine, with no chance for either straight
  or flush. Usually played pat by Southerners.") has no rank in the book. The editor ranks it
  above one pair and below two pairs in the customary order, and by its frequency in the proper
  order; whether there is "no chance for ... flush" depends on the suits, so only the ranks decide
  (no four cards within five ranks of a straight, no ace, not a flush).
- Every extra hand made of cards of one suit is a flush, as the book counts them ("A sequence of
  alternate cards of various suits", line 680; the tiger "without a pair, sequence, or flush",
  line 676).
- The joker: "the player to whom it is dealt ... may call it anything he pleases ... Four of a
  kind and a joker will beat a royal flush, because it is really five of a kind. In case of ties
  in the denomination of the cards, the hand with the joker in it wins." (Varieties of Poker,
  line 861). The joker may be named as any card not in the hand, or as the fifth card of a four
  of a kind. "with the joker, three of a kind is easier to get than two pairs, and the rank of
  these two hands should be reversed" (line 865): option `two_pairs_over_threes`.
- Straights: "Straights and straight flushes are usually of no value in stud or straight Poker,
  which were invented before straights were played" (Varieties of Poker, line 891): option
  `no_straights`. Five cards in sequence are then valued by their ranks (no pair, ace high), and a
  straight flush is a flush. The skip and the round-the-corner, straights of a kind, are not played
  with it (the rules are refused together).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, fields
from enum import StrEnum
from functools import lru_cache
from operator import itemgetter
from typing import NamedTuple, TypedDict

from hoyle.errors import RuleError

COURT = frozenset((11, 12, 13))

class ClassId(StrEnum):
    """Every class of hand, with its title: the standard nine, five of a kind (with the joker), and the
    extra hands. A member is its id ("one-pair", as the answers give it), and `words` its title."""

    words: str

    def __new__(cls, value: str, words: str) -> ClassId:
        member = str.__new__(cls, value)
        member._value_ = value
        member.words = words
        return member

    NO_PAIR = "no-pair", "No pair"
    ONE_PAIR = "one-pair", "One pair"
    KILTER = "kilter", "Kilter"
    TWO_PAIRS = "two-pairs", "Two pairs"
    BLAZE = "blaze", "Blaze"
    SKIP = "skip", "Skip"
    THREE_OF_A_KIND = "three-of-a-kind", "Three of a kind"
    STRAIGHT = "straight", "Straight"
    ROUND_THE_CORNER = "round-the-corner", "Round-the-corner straight"
    TIGER = "tiger", "Tiger"
    BIG_DOG = "big-dog", "Big dog"
    FLUSH = "flush", "Flush"
    FULL_HAND = "full-hand", "Full hand"
    FOUR_OF_A_KIND = "four-of-a-kind", "Four of a kind"
    STRAIGHT_FLUSH = "straight-flush", "Straight flush"
    FIVE_OF_A_KIND = "five-of-a-kind", "Five of a kind"


CLASS_TITLES: dict[str, str] = {c.value: c.words for c in ClassId}  # an id -> its title
STANDARD_CLASSES = (
    "no-pair", "one-pair", "two-pairs", "three-of-a-kind", "straight", "flush", "full-hand", "four-of-a-kind", "straight-flush",
)
EXTRA_HANDS = ("blaze", "tiger", "big-dog", "skip", "round-the-corner", "kilter")

# The customary order, lowest first (Poker Hands and Technical Terms): the blaze "beats any other
# two pairs"; the skip "beats two pairs and a blaze"; the tiger (little dog) "beats a straight and
# loses to a flush", the big dog "beats a straight or a Little Dog, and loses to a flush"; the
# round-the-corner is a straight (its place among straights is an option). The kilter's place is
# the editor's.
CUSTOMARY_ORDER = (
    "no-pair", "one-pair", "kilter", "two-pairs", "blaze", "skip", "three-of-a-kind", "straight", "round-the-corner", "tiger", "big-dog",
    "flush", "full-hand", "four-of-a-kind", "straight-flush", "five-of-a-kind",
)
# Foster's proper rank (Poker Hands, lines 700-714), lowest first; the kilter, which his table
# lacks, placed by its number of hands (18,360: rarer than three of a kind, commoner than a
# straight; tested in tests/engine/test_rules.py); five of a kind above all.
PROPER_ORDER = (
    "no-pair", "one-pair", "two-pairs", "three-of-a-kind", "kilter", "straight", "skip", "flush", "tiger", "big-dog",
    "full-hand", "round-the-corner", "blaze", "four-of-a-kind", "straight-flush", "five-of-a-kind",
)

class BlazeRule(StrEnum):
    """What makes a blaze: five court cards as two pairs (the usual rule), or any five court cards."""

    TWO_PAIRS = "two-pairs"
    COURT_CARDS = "court-cards"


class CornerRank(StrEnum):
    """Where the round-the-corner straight ranks among the straights."""

    ABOVE_LOWEST = "above-lowest"
    LOWEST = "lowest"


class Ranking(StrEnum):
    """The order of the extra hands: the customary one, or by their proper rank (their chances)."""

    CUSTOMARY = "customary"
    PROPER = "proper"


# The choices of HouseRules, each written once (its StrEnum): the field, and what it takes.
CHOICES: dict[str, type[StrEnum]] = {"blaze_rule": BlazeRule, "round_the_corner_rank": CornerRank, "ranking": Ranking}


class RuleSettings(TypedDict, total=False):
    """Some of the fields of `HouseRules`, as a rule's name sets them (`RULE_NAMES`)."""

    blaze: bool
    blaze_rule: BlazeRule
    tiger: bool
    big_dog: bool
    skip: bool
    round_the_corner: bool
    round_the_corner_rank: CornerRank
    kilter: bool
    ranking: Ranking
    joker: bool
    two_pairs_over_threes: bool
    no_straights: bool


# The house rules' names, with the book's synonyms, and what each sets: a reader asks for rules by these names ("blaze,joker";
# read by the facade, `hoyle.api.reading.rules_named`), and `HouseRules.names` gives them back.
RULE_NAMES: dict[str, RuleSettings] = {
    "blaze": {"blaze": True},
    "blaze-court-cards": {"blaze": True, "blaze_rule": BlazeRule.COURT_CARDS},
    "tiger": {"tiger": True},
    "little-dog": {"tiger": True},
    "big-dog": {"big_dog": True},
    "dogs": {"tiger": True, "big_dog": True},
    "skip": {"skip": True},
    "dutch-straight": {"skip": True},
    "alternate-straight": {"skip": True},
    "round-the-corner": {"round_the_corner": True},
    "round-the-corner-lowest": {"round_the_corner": True, "round_the_corner_rank": CornerRank.LOWEST},
    "kilter": {"kilter": True},
    "pelter": {"kilter": True},
    "extra-hands": {"blaze": True, "tiger": True, "big_dog": True, "skip": True, "round_the_corner": True, "kilter": True},
    "proper-rank": {"ranking": Ranking.PROPER},
    "joker": {"joker": True},
    "mistigris": {"joker": True},
    "two-pairs-over-threes": {"two_pairs_over_threes": True},
    "no-straights": {"no_straights": True},
    "standard": {},
}


@dataclass(frozen=True)
class HouseRules:
    """Which hands are played and how they rank. `HouseRules()` is the standard game."""

    blaze: bool = False
    blaze_rule: BlazeRule = BlazeRule.TWO_PAIRS
    tiger: bool = False  # the little dog
    big_dog: bool = False
    skip: bool = False
    round_the_corner: bool = False
    round_the_corner_rank: CornerRank = CornerRank.ABOVE_LOWEST
    kilter: bool = False
    ranking: Ranking = Ranking.CUSTOMARY
    joker: bool = False
    two_pairs_over_threes: bool = False
    no_straights: bool = False  # "Straights and straight flushes are usually of no value in stud or straight Poker"

    def __post_init__(self):
        for name, choice in CHOICES.items():
            value = getattr(self, name)
            if value not in tuple(choice):
                raise RuleError("unknown-rule", f"{name} must be one of {', '.join(choice)}, not {value!r}")
            object.__setattr__(self, name, choice(value))  # a choice given as its text is read as the choice
        if self.no_straights and (self.skip or self.round_the_corner):
            which = " and the ".join(h for h in ("skip", "round-the-corner") if getattr(self, h.replace("-", "_")))
            raise RuleError("unknown-rule", f"straights count for nothing under no-straights, so the {which} (a straight of a kind) "
                                            "cannot be played with it")

    @property
    def extra_hands(self) -> tuple[str, ...]:
        return tuple(h for h in EXTRA_HANDS if getattr(self, h.replace("-", "_")))

    @property
    def names(self) -> tuple[str, ...]:
        """The shortest list of rule names (`RULE_NAMES`) that make these rules."""
        out = []
        for h in self.extra_hands:
            if h == "blaze" and self.blaze_rule is BlazeRule.COURT_CARDS:
                out.append("blaze-court-cards")
            elif h == "round-the-corner" and self.round_the_corner_rank is CornerRank.LOWEST:
                out.append("round-the-corner-lowest")
            else:
                out.append(h)
        if self.ranking is Ranking.PROPER:
            out.append("proper-rank")
        if self.joker:
            out.append("joker")
        if self.two_pairs_over_threes:
            out.append("two-pairs-over-threes")
        if self.no_straights:
            out.append("no-straights")
        return tuple(out)

    @property
    def classes(self) -> tuple[str, ...]:
        """The classes in play, lowest first."""
        played = set(STANDARD_CLASSES) | set(self.extra_hands) | ({"five-of-a-kind"} if self.joker else set())
        if self.no_straights:
            played -= {"straight", "straight-flush"}
        order = [c for c in (PROPER_ORDER if self.ranking is Ranking.PROPER else CUSTOMARY_ORDER) if c in played]
        if self.two_pairs_over_threes:  # three of a kind moves to just below two pairs
            order.remove("three-of-a-kind")
            order.insert(order.index("two-pairs"), "three-of-a-kind")
        return tuple(order)

    def as_dict(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self)}


STANDARD = HouseRules()


# The value of a pattern --------------------------------------------------------------------------

def _straight_top(distinct: list[int]) -> int | None:
    """The top of five distinct ranks in sequence (sorted high first), or None; 5-4-3-2-A is five high."""
    if distinct[0] - distinct[4] == 4:
        return distinct[0]
    if distinct == [14, 5, 4, 3, 2]:
        return 5
    return None


def _skip_top(distinct: list[int]) -> int | None:
    """The top of five alternate ranks (10-8-6-4-2; 9-7-5-3-A with the ace low), or None."""
    if all(a - b == 2 for a, b in zip(distinct, distinct[1:])):
        return distinct[0]
    if distinct == [14, 9, 7, 5, 3]:
        return 9
    return None


ROUND_THE_CORNER = (frozenset((11, 12, 13, 14, 2)), frozenset((12, 13, 14, 2, 3)), frozenset((13, 14, 2, 3, 4)))


def _kilter(distinct: list[int]) -> bool:
    """No card above a nine (the ace is above), and no four cards within five ranks of a straight."""
    if distinct[0] > 9:
        return False
    return not any(sum(1 for r in distinct if low <= r <= low + 4) >= 4 for low in range(2, 10))


def natural_classes(ranks: tuple[int, ...], flush: bool, rules: HouseRules) -> list[tuple[str, tuple]]:
    """Every class five natural ranks qualify for, each with the ranks that break ties in it."""
    counts = Counter(ranks)
    groups = sorted(((n, r) for r, n in counts.items()), reverse=True)
    shape = tuple(n for n, _ in groups)
    by_group = tuple(r for _, r in groups)
    distinct = sorted(counts, reverse=True)
    out: list[tuple[str, tuple]] = []
    if shape == (5,):
        return [("five-of-a-kind", by_group)]
    if len(distinct) == 5:
        top = None if rules.no_straights else _straight_top(distinct)
        if top is not None:
            out.append(("straight-flush" if flush else "straight", (top,)))
        if flush:
            out.append(("flush", by_group))
        else:
            if rules.skip and (skip := _skip_top(distinct)) is not None:
                out.append(("skip", (skip,)))
            if rules.round_the_corner and frozenset(distinct) in ROUND_THE_CORNER:
                out.append(("round-the-corner", ()))
            if rules.tiger and distinct[0] == 7 and distinct[4] == 2 and top is None:
                out.append(("tiger", by_group))
            if rules.big_dog and distinct[0] == 14 and distinct[4] == 9 and top is None:
                out.append(("big-dog", by_group))
            if rules.kilter and _kilter(distinct):
                out.append(("kilter", by_group))
        out.append(("no-pair", by_group))
    elif shape == (4, 1):
        out.append(("four-of-a-kind", by_group))
    elif shape == (3, 2):
        out.append(("full-hand", by_group))
    elif shape == (3, 1, 1):
        out.append(("three-of-a-kind", by_group))
    elif shape == (2, 2, 1):
        out.append(("two-pairs", by_group))
    else:
        out.append(("one-pair", by_group))
    if rules.blaze and all(r in COURT for r in ranks) and (rules.blaze_rule is BlazeRule.COURT_CARDS or shape == (2, 2, 1)):
        out.append(("blaze", by_group))
    return out


@lru_cache(maxsize=None)
def _levels(rules: HouseRules) -> dict[str, int]:
    """Each class's level; in the customary order a round-the-corner is a straight."""
    levels = {c: i for i, c in enumerate(rules.classes)}
    if rules.round_the_corner and rules.ranking == "customary":
        levels["round-the-corner"] = levels["straight"]
    return levels


def _tiebreak(klass: str, ranks: tuple, rules: HouseRules) -> tuple:
    """Ranks that decide ties within a level; a round-the-corner sits among the straights."""
    if rules.ranking == "customary" and klass in ("straight", "round-the-corner"):
        if klass == "straight":
            return (ranks[0], 1)
        return (5, 2) if rules.round_the_corner_rank is CornerRank.ABOVE_LOWEST else (5, 0)
    return ranks


def best_natural(ranks: tuple[int, ...], flush: bool, rules: HouseRules) -> tuple[tuple, str, tuple]:
    """The best class for five natural ranks: (key, class, ranks); keys compare, bigger is better."""
    levels = _levels(rules)
    return max((((levels[klass], _tiebreak(klass, tie, rules)), klass, tie) for klass, tie in natural_classes(ranks, flush, rules)
                if klass in levels), key=itemgetter(0))  # the first of the best keys


class PatternValue(NamedTuple):
    """A hand's value by its pattern (`pattern_value`); a tuple, so that the fast tables' rows may
    carry its fields in this order."""

    key: tuple  # compares, bigger is better
    klass: str  # the class's id (a ClassId's value)
    tie: tuple  # the ranks that break ties within the class
    joker_rank: int | None  # what the joker is named (its rank), if held
    joker_in_suit: bool  # the joker named the missing card of the natural cards' one suit


def pattern_value(ranks: tuple[int, ...], flush: bool, joker: bool, rules: HouseRules = STANDARD) -> PatternValue:
    """The value of a hand from its natural ranks (five, or four with the joker) and whether the
    natural cards are all of one suit.

    The key compares (bigger is better); with the joker it is the best the joker can be named,
    and the hand with the joker wins a tie ("In case of ties in the denomination of the cards,
    the hand with the joker in it wins").

    >>> v = pattern_value((13, 13, 7, 4), False, True, HouseRules(joker=True))
    >>> v.klass, v.tie, v.joker_rank
    ('three-of-a-kind', (13, 7, 4), 13)
    """
    if not joker:
        key, klass, tie = best_natural(tuple(ranks), flush, rules)
        return PatternValue(key + (0,), klass, tie, None, False)
    counts = Counter(ranks)
    # Named as a card of another suit (any rank, unless all four are in the hand: five of a kind), or as the missing card
    # of the suit; the first of the best keys.
    named = ((r, in_suit) for r in range(2, 15) for in_suit in ((False, True) if flush and r not in counts else (False,)))
    key, klass, tie, r, in_suit = max(((*best_natural(tuple(ranks) + (r,), in_suit, rules), r, in_suit) for r, in_suit in named),
                                      key=itemgetter(0))
    return PatternValue(key + (1,), klass, tie, r, in_suit)
