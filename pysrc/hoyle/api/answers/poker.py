"""The answers of the poker hands and the draw: a hand valued, the showdown, the odds of the pat hands,
the draw with its 32 holds, practice at the draw, and the house rules.

| the op          | its answer, and the records in it                                                                |
|-----------------|--------------------------------------------------------------------------------------------------|
| "hand"          | `HandAnswer`                                                                                     |
| "showdown"      | `ShowdownAnswer`: the rule that decided, `DecidedBy` (by its `TieRule`)                          |
| "odds"          | `OddsAnswer`: `OddsEntry`, Foster's `Divisions` and their `DivisionOdds`, the bobtails           |
|                 | (`BobtailName`)                                                                                  |
| "draw"          | `DrawAnswer`, a `DrawOutcome`: its `Chance` of improving, its `TargetChance`                     |
| "holds"         | `HoldsAnswer`: each `HoldRow` (a `DrawOutcome` with its `WinShare`), the table, `PlayersIn`      |
| "draw-practice" | `DrawPracticeAnswer`: the score, `DrawScore`; the share of the pot `GivenUp`                     |
| "rules"         | `RulesAnswer`: `ClassTitle`, `HouseRulesSettings`                                                |

The house rules as an answer lists them, `RuleName`, are the other poker answers' too (`hoyle.api.answers.simulator`,
`hoyle.api.answers.varieties`); a class of hand and the rules' choices are the engine's own types (`ClassId`, `ComeIn`,
`Order`, `BlazeRule`, `CornerRank`, `Ranking`).
"""

from typing import Literal, NotRequired, TypedDict, final

from hoyle.poker.advice import ComeIn
from hoyle.poker.draw import Order
from hoyle.poker.rules import BlazeRule, ClassId, CornerRank, Ranking

# --- the fixed sets the engine has as tuples or dict keys, not as types (each checked against its source) ---------

# The house rules as an answer lists them (`HouseRules.names`: the shortest names, no synonyms).
RuleName = Literal["blaze", "blaze-court-cards", "tiger", "big-dog", "skip", "round-the-corner", "round-the-corner-lowest", "kilter",
                   "proper-rank", "joker", "two-pairs-over-threes", "no-straights"]
# The rule of the book that decides a showdown (the keys of `hoyle.poker.hands.TIE_RULES`).
TieRule = Literal["class", "no-pair", "one-pair", "two-pairs", "three-of-a-kind", "straight", "flush", "full-hand", "four-of-a-kind",
                  "straight-flush", "joker", "divide"]
# The readings of a bobtail, a four-card flush or straight dealt pat (`hoyle.poker.odds.bobtail_counts`).
BobtailName = Literal["four-flush", "four-in-a-row", "four-straight-any", "flush-or-four-in-a-row", "flush-or-any-straight"]


# --- poker: a hand, the showdown, the odds of pat hands -----------------------------------------------------------

HandAnswer = TypedDict("HandAnswer", {
    "cards": list[str],
    "symbols": str,
    "class": ClassId,
    "name": str,
    "call": str,
    "description": str,
    "rank": list[int],  # the class's level, then the ranks that decide ties
    "useless": list[str],  # the cards that do not play (the odd cards of a pair, say)
    "playing": list[str],
    "rules": NotRequired[list[RuleName]],  # under house rules only
    "strength": NotRequired[int],  # under house rules only: the hand's place among all hands, weakest 0
    "joker_as": NotRequired[str],  # what the joker is called ("Ah", or "A(fifth)" for the fifth of four of a kind)
})
HandAnswer.__doc__ = "The value of five cards: the class, the hand called as the book calls it, and its rank among hands."


@final
class DecidedBy(TypedDict):
    """The rule that decided a showdown, in the book's words, with its line."""

    rule: TieRule
    detail: str
    quote: str
    source_line: int
    href: str


@final
class ShowdownAnswer(TypedDict):
    """The hands shown down, the winners (more than one divide the pool) and the rule that decided."""

    rules: list[RuleName]
    hands: list[HandAnswer]
    winners: list[int]
    divide: bool
    decided_by: DecidedBy


@final
class OddsEntry(TypedDict):
    """The pat hands of one kind among all the hands: how many, the odds against, exact and in the book's style."""

    hands: int
    probability: str
    against: str | None  # None when there is no such hand
    odds: str
    to_one: NotRequired[float]  # absent when there is no such hand


Divisions = TypedDict("Divisions", {
    "royal-flush": int,
    "two-pairs-up": dict[str, int],  # by the higher pair ("aces", "kings", ...)
    "no-pair-high": dict[str, int],  # by the highest card ("ace", "king", ...)
    "jacks-or-better": int,  # openers
})
Divisions.__doc__ = "Foster's divisions of the pat hands: royal flushes, two pairs by the higher pair, no pair by its highest card, openers."

DivisionOdds = TypedDict("DivisionOdds", {
    "royal-flush": OddsEntry,
    "two-pairs-up": dict[str, OddsEntry],
    "no-pair-high": dict[str, OddsEntry],
    "jacks-or-better": OddsEntry,
})
DivisionOdds.__doc__ = "The odds against each of Foster's divisions of the pat hands."


@final
class OddsAnswer(TypedDict):
    """The pat hands of every class and division under the house rules, with the odds against each."""

    rules: list[RuleName]
    total: int
    classes: dict[ClassId, int]
    divisions: Divisions
    bobtails: dict[BobtailName, int]  # empty with the joker
    bobtail_odds: dict[BobtailName, OddsEntry]
    odds: dict[ClassId, OddsEntry]
    division_odds: DivisionOdds


# --- poker: the draw, the 32 holds, practice at the draw ----------------------------------------------------------


class Chance(TypedDict):
    """Draws that hit, of all the draws: the count, the exact chance, and the odds against in the book's style."""

    count: int
    probability: str
    percent: float
    odds: str
    against: NotRequired[str]  # absent when the draw is sure to hit or sure to miss


@final
class TargetChance(Chance):
    """The chance of the draw reaching what it is hoped to make (improve, a class or better, or to beat a hand)."""

    target: str


@final
class WinShare(TypedDict):
    """The share of the pot the hold wins at the showdown, ties dividing, exact and as odds against."""

    probability: str
    percent: float
    odds: str


class DrawOutcome(TypedDict):
    """The cards held and discarded, and every final hand over every possible draw."""

    hold: list[str]
    discard: list[str]
    draw: int  # the cards drawn
    draws: int  # the different draws there are
    outcomes: dict[ClassId, int]
    improve: Chance
    average: float  # the share of all pat hands the final hand beats, ties counting half
    target: NotRequired[TargetChance]


@final
class HoldRow(DrawOutcome):
    """One of the 32 ways of holding a hand, with (ranked by "win") its share of the pot."""

    win: NotRequired[WinShare]


@final
class DrawAnswer(DrawOutcome):
    """The exact outcomes of one draw under the house rules."""

    rules: list[RuleName]


@final
class PlayersIn(TypedDict):
    """The table a hold is weighed at: how many others came in, on what, in words."""

    opponents: int
    come_in: ComeIn
    words: str


@final
class HoldsAnswer(TypedDict):
    """All 32 ways of holding the hand, best first, and the reader's hold among them."""

    hand: list[str]
    rules: list[RuleName]
    order: Order
    holds: list[HoldRow]
    table: NotRequired[PlayersIn]  # ranked by "win" only
    held: NotRequired[list[str]]  # the reader's hold, when given


@final
class DrawScore(TypedDict):
    """The running score of practice at the draw: hands practised, held best, and points of the pot given up (hundredths)."""

    hands: int
    best: int
    given: int


@final
class GivenUp(TypedDict):
    """The share of the pot the reader's hold gives up against the best: exact, in points, in hundredths of a point."""

    probability: str
    points: float
    hundredths: int


@final
class DrawPracticeAnswer(TypedDict):
    """Practice at the draw: the hand dealt and the reader's hold; once checked, where it stands among the 32."""

    seed: int | None  # None when the cards were given
    dealt: bool
    hand: list[str]
    held: list[str]
    table: PlayersIn
    checked: bool
    score: DrawScore
    holds: NotRequired[list[HoldRow]]  # once checked (and so the rest)
    pick: NotRequired[HoldRow]
    rank: NotRequired[int]
    best: NotRequired[list[list[str]]]
    given_up: NotRequired[GivenUp]
    after: NotRequired[DrawScore]


@final
class HouseRulesSettings(TypedDict):
    """The house rules as settings: the extra hands played, the joker, and the choices where the book differs."""

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


@final
class ClassTitle(TypedDict):
    """A class of hand: its id and its title."""

    id: ClassId
    title: str


@final
class RulesAnswer(TypedDict):
    """The house rules the engine knows, and the classes the rules asked for play, lowest first."""

    names: list[str]  # every name a request may give, the book's synonyms too
    rules: list[RuleName]
    classes: list[ClassTitle]
    settings: HouseRulesSettings
