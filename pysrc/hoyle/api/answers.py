"""The facade's answers as types: one `TypedDict` for each op's answer, its records each a type of their own,
and the error answer every op may give instead; `conforms` checks a JSON-shaped answer against its type.

| what                                     | the types                                                          |
|------------------------------------------|--------------------------------------------------------------------|
| an op's answer, by the op's name         | `ANSWERS` ("hand": `HandAnswer`, ... "hookey": `HookeyAnswer`)     |
| any answer of `hoyle.api.handle`         | `Answer`: every op's answer, or `ErrorAnswer`                      |
| a refusal                                | `ErrorAnswer`, its `ErrorDetail` and `ErrorCode`                   |
| the simulator in parts (`hoyle.api.stream`) | `SimulateAnswer`, each part (the last "done")                   |
| a stream's parts (`hoyle.streams`)       | `SimulatePart` (with its "sid"), `StopAnswer`; by op, `PARTS`      |
| whether a value conforms to a type       | `conforms(value, tp)`: the problems, each named by its place       |
| a TypedDict's keys                       | `keys_of(tp)`: each key's type, and the keys a value must give     |

A key that an answer gives only sometimes is `NotRequired`; a value that is one of a fixed set is the
engine's own choice (`ClassId`, `VariantName`, `ComeIn`, `Order`, the house rules' StrEnums) or a `Literal`
written here beside the engine's tuple it must equal (tests/engine/test_answer_types.py checks each).
The answers are JSON: a number is an `int` or a `float`, never a `bool`, and an array is a `list`.

>>> conforms({"error": {"code": "bad-card", "message": "'1h' is not a card"}, "in_use": ["As", 5]}, ErrorAnswer)
['answer.in_use[1]: 5 (an int) is not str']
"""

from enum import Enum
from functools import lru_cache
from types import NoneType, UnionType
from typing import Any, Literal, NotRequired, Required, TypedDict, Union, final, get_args, get_origin, get_type_hints, is_typeddict

from hoyle.cribbage.play import Player, TurnKind
from hoyle.cribbage.practice import Group
from hoyle.cribbage.show import ItemKind, VariantName
from hoyle.poker.limits import Doubling
from hoyle.rounds.commerce import Combination
from hoyle.rounds.commerce import RuleName as CommerceRuleName
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
# The simulator's strategies: the hands a player comes in on, his draws and his choices (`hoyle.poker.simulate.strategies`).
StrategyHand = Literal["anything", "pair", "never", "deuces", "treys", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks",
                       "queens", "kings", "aces", "two-pairs", "three-of-a-kind", "straight", "flush", "full-hand", "four-of-a-kind",
                       "straight-flush", "five-of-a-kind"]
DrawName = Literal["four-flush", "open-straight", "inside-straight", "three-flush", "three-straight"]
NoPair = Literal["five", "ace", "ace-king", "pat"]
Kicker = Literal["none", "ace", "ace-or-king"]
TwoPairs = Literal["draw-one", "pat", "break"]
Threes = Literal["draw-two", "draw-one"]
# Cribbage: what an item scores for (`ItemKind`), the players (`Player`), a turn of the play (`TurnKind`) and
# the kinds of item a claim gives points for (`Group`) are the engine's own types, imported above.
Opponent = Literal["random", "sensible"]  # `hoyle.cribbage.layout.Opponent` (imported there on first use only)
# Commerce: the combinations (`Combination`) and the rules of the text that decide (`CommerceRuleName`) are the engine's, imported above.
# Every code of a refusal the facade answers with (`hoyle.errors`; the command line's own codes are not the facade's).
ErrorCode = Literal[
    "bad-card", "duplicate-card", "wrong-count", "joker-not-in-play", "not-in-hand", "too-many-dead", "bad-hand",
    "not-his-turn", "over-thirty-one", "play-over", "unknown-rule",
    "bad-request", "bad-json", "too-large", "unknown-op", "no-stream", "bad-choice", "bad-number", "bad-claim", "bad-config", "bad-deals",
    "bad-method", "bad-packet", "bad-score", "bad-strategy", "unknown-strategy", "bad-target", "bad-variant", "no-cards", "bad-players",
    "bad-seed", "bad-stake", "bad-rules", "bad-view", "stream-ended", "internal", "bad-odds",
]


# --- a refusal ----------------------------------------------------------------------------------------------------

# The fields a refusal may name as its own ("field"): the cards to hold, and every field of cards (`hoyle.api.CARD_FIELDS`,
# and stud's other players' up cards).
FieldName = Literal["hold", "cards", "dead", "widow", "seen", "down", "up", "others", "starter", "pone", "dealer", "plays"]


@final
class ErrorDetail(TypedDict):
    """What is refused: its code, the words a reader is shown, and (a field's refusal) the problem in its own words."""

    code: ErrorCode
    message: str
    problem: NotRequired[str]


@final
class CountedAs(TypedDict):
    """Cards of the wrong number for the game asked, as they would be counted: at another game, or as the crib."""

    variant: VariantName
    crib: bool
    total: int


@final
class ErrorAnswer(TypedDict):
    """A refusal: the error, and what a page shows beside it (the field refused, the cards read, the hand dealt)."""

    error: ErrorDetail
    field: NotRequired[FieldName]  # the one field refused (`reading.field_error`; a field of cards, `hoyle.api.CARD_FIELDS`)
    in_use: NotRequired[list[str]]  # the cards of the request that could be read (`hoyle.api.IN_USE`; hand and showdown)
    hand: NotRequired[list[str]]  # the hand a hold refused was to be held from (holds, draw-practice)
    seed: NotRequired[int | None]  # the seed that dealt that hand (draw-practice)
    counted_as: NotRequired[list[CountedAs]]  # a hand or crib of the wrong number of cards (crib, practice)
    cards_given: NotRequired[int]  # how many cards were given, of those that could be read (crib, practice)


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


# --- poker: the simulator -----------------------------------------------------------------------------------------


@final
class Proportion(TypedDict):
    """How often, of so many: the share with its 95% interval (None of none)."""

    count: int
    of: int
    share: float | None
    low: float | None
    high: float | None


@final
class PotShare(TypedDict):
    """The share of the pots won, ties divided, with its 95% interval: pots won alone, divided, of so many deals."""

    share: float | None
    low: float | None
    high: float | None
    won: int
    divided: int
    of: int
    mean_square: float | None


class MeanOf(TypedDict):
    """A mean with its 95% interval (None of none)."""

    mean: float | None
    low: float | None
    high: float | None


@final
class NumberIn(MeanOf):
    """How many came in: the mean, and the deals by the number in."""

    deals: dict[str, int]


@final
class StrategyFields(TypedDict):
    """How a player comes in and draws: the hands he plays, what he draws to them, and when he stands pat."""

    name: str
    description: str
    come_in: StrategyHand
    up_to: StrategyHand | None
    come_in_on: list[DrawName]
    draws: list[DrawName]
    no_pair: NoPair
    kicker: Kicker
    two_pairs: TwoPairs
    threes: Threes
    pat: bool


@final
class SeatReport(TypedDict):
    """A seat: its strategy and fixed hand, how often it came in, held the best hand, stood alone, and its final hands."""

    seat: int
    strategy: str
    hand: str | None
    came_in: Proportion
    best: PotShare
    best_when_in: PotShare
    alone: Proportion
    number_in_when_in: MeanOf
    finals: dict[ClassId, Proportion]


@final
class StrategyReport(TypedDict):
    """The seats of one strategy together."""

    strategy: StrategyFields
    seats: list[int]
    came_in: Proportion
    best: PotShare
    best_when_in: PotShare
    finals: dict[ClassId, Proportion]


@final
class FixedHand(TypedDict):
    """The first seat's fixed hand, and the pots it won."""

    seat: int
    hand: str
    strategy: str
    won: PotShare


@final
class Versus(TypedDict):
    """The first two fixed hands, one against the other: the difference of their shares of the best hand."""

    seats: list[int]
    difference: float | None
    low: float | None
    high: float | None


@final
class ProgressiveStep(TypedDict):
    """A step of progressive jacks: its openers, the deals that needed them, and how often one of those was opened."""

    openers: Literal["jacks", "queens", "kings", "aces"]
    deals: int
    opened: Proportion


@final
class ProgressiveReport(TypedDict):
    """Progressive jacks: the deals at each step, the openers the next deal needs, and the rule in words."""

    steps: list[ProgressiveStep]
    next: Literal["jacks", "queens", "kings", "aces"]
    progression: Literal["jacks-again", "step-down"]  # after aces: jacks at once, or kings, queens, jacks
    rule: str


@final
class ClassShown(TypedDict):
    """Straight and stud: the hands of a class shown at the end, and the share of the pools they took (ties divided)."""

    shown: int
    best: PotShare


@final
class SayRound(TypedDict):
    """Stud: after a round of up cards (1 to 4 showing), how often each seat had the first say."""

    up_cards: int
    seats: list[Proportion]


@final
class FirstSay(TypedDict):
    """Stud: the first say round by round, and the share of the pots held by the first say on the last round."""

    rounds: list[SayRound]
    last_round_best: PotShare


@final
class KittyReport(TypedDict):
    """The kitty ("a chip ... out of every pool in which a hand above a certain value is shown"): of the pools played,
    those that came to a show, those whose best hand shown was three of a kind or better (a chip each), and the chips
    a pool by the gambling-house scale (one for two pairs, two for triplets or straights, three for flushes or fulls and
    above), with the pools by the chips they paid; and the chips each rule took over all the deals dealt."""

    shown: Proportion
    threes: Proportion
    scale: MeanOf
    scale_pools: dict[str, int]  # "0" to "3": the pools that paid so many chips (no show: none)
    deals: int
    threes_chips: int
    scale_chips: int


class SimulateAnswer(TypedDict):
    """The deals simulated so far (all of them once "done"), seat by seat and strategy by strategy."""

    done: bool
    deals: int
    of: int
    seed: int
    players: int
    jackpot: bool
    rules: list[RuleName]
    void: Proportion
    played: int
    uncontested: Proportion
    number_in: NumberIn
    kitty: KittyReport
    seats: list[SeatReport]
    strategies: dict[str, StrategyReport]
    method: str
    hand: NotRequired[FixedHand]  # the first seat's hand fixed
    versus: NotRequired[Versus]  # two seats' hands fixed
    game: NotRequired[Literal["straight", "stud"]]  # given for the games other than draw poker
    progressive: NotRequired[ProgressiveReport]  # progressive jacks
    first_say: NotRequired[FirstSay]  # stud poker
    by_class: NotRequired[dict[ClassId, ClassShown]]  # straight and stud: the hands shown at the end by class, and the pools they took


@final
class SimulatePart(SimulateAnswer):
    """A part of the simulator's answer given in parts, with the number of its stream."""

    sid: int


@final
class StoppedReport(SimulateAnswer):
    """A stream stopped: its last part, marked stopped."""

    stopped: Literal[True]


@final
class Stopped(TypedDict):
    """A stream stopped before it gave a part (or one that was not open)."""

    stopped: Literal[True]


StopAnswer = StoppedReport | Stopped  # the answer to "stream-stop"


# --- poker: Foster's table of averages ----------------------------------------------------------------------------


@final
class SixHandSettings(TypedDict):
    """The book's six-hand experiment for one hand drawn to, as the simulator's settings (`averages.six_hand_config`):
    seat 1 holds the cards drawn to and is helped from the pack, seat 2 stands pat on the book's average, the other
    four come in on any pair."""

    players: int
    deals: int
    seed: int
    jackpot: bool
    strategies: list[str]  # a strategy for each seat, in turn
    hands: list[str]  # the fixed hands: the cards drawn to, then the pat hand


@final
class AveragesDraw(TypedDict):
    """A hand drawn to in a row of the table: its name, the hand and the cards held, the median of its exact draw
    heads up (half the draws end no better), and the six-hand experiment (None where the book's figure is lost)."""

    label: str
    hand: list[str]
    held: list[str]
    median: str
    experiment: SixHandSettings | None


@final
class AveragesRow(TypedDict):
    """A row of the table: what is drawn to, the book's average (None where it is lost from this copy), its entry in
    the claims ledger (None where there is no figure), the pat hand the experiment tries against it, in words
    (None where lost), and the hands drawn to."""

    id: str
    drawing_to: str
    book: str | None
    ledger_entry: str | None
    pat: str | None
    draws: list[AveragesDraw]


@final
class AveragesAnswer(TypedDict):
    """Foster's table of averages ("Drawing to Improve"), worked out heads up and set up as his six-hand experiment."""

    rows: list[AveragesRow]
    six_hand_deals: int  # the deals of each experiment


# --- cribbage: the show, the play, the lay-out, practice ----------------------------------------------------------


@final
class ScoredItem(TypedDict):
    """One thing scored, in the show or the play: its kind, its points, the cards that make it, the words of the claim."""

    kind: ItemKind
    points: int
    cards: list[str]
    words: str


@final
class CribAnswer(TypedDict):
    """A hand or the crib reckoned with the starter, item by item as it is claimed."""

    cards: list[str]
    starter: str
    crib: bool
    variant: VariantName
    total: int
    items: list[ScoredItem]
    claim: str
    description: str
    heels: ScoredItem | None  # two for his heels, the dealer's when the starter is a knave (not in the total)


@final
class PegAnswer(TypedDict):
    """What the last card played scores, given the cards played since the count began."""

    cards: list[str]
    count: int
    total: int
    items: list[ScoredItem]


@final
class PegAdviceAnswerKind(TypedDict):
    """An answer the opponent may make to a card: its points and words, and how many unseen cards make it."""

    points: int
    words: str
    cards: int


@final
class PegAdviceChoice(TypedDict):
    """A card the player may play: what it scores now, the expectation of the opponent's best answer ("a/b", and to
    two places), the chance he must say "Go", and the balance (now, less the answer, with one for each "Go")."""

    card: str
    now: int
    items: list[ScoredItem]
    count: int
    reply: str
    reply_points: str
    go: str
    go_percent: str
    balance: str
    balance_points: str
    answers: list[PegAdviceAnswerKind]


@final
class PegAdviceAnswer(TypedDict):
    """Which card to play at Cribbage: each card that may be played, best balance first, exact over every hand of
    `held` cards the opponent may hold from the `unseen` cards."""

    cards: list[str]
    plays: list[str]
    seen: list[str]
    count: int
    held: int
    unseen: int
    hands: int
    choices: list[PegAdviceChoice]
    cannot: list[str]


@final
class Turn(TypedDict):
    """One turn of the play: a card played and what it pegs, a player's "Go", or one for last card."""

    player: Player
    kind: TurnKind
    card: str | None
    count: int
    points: int
    items: list[ScoredItem]


@final
class BySeat(TypedDict):
    """Cards of the pone (the non-dealer) and of the dealer."""

    pone: list[str]
    dealer: list[str]


@final
class Scores(TypedDict):
    """The points the pone and the dealer have pegged."""

    pone: int
    dealer: int


@final
class PlayAnswer(TypedDict):
    """The play of two hands, turn by turn: the points pegged, whose turn it is and what he may play."""

    variant: VariantName
    hands: BySeat
    turns: list[Turn]
    scores: Scores
    over: bool
    next: Player | None
    count: int
    playable: list[str]
    unplayed: BySeat


@final
class HandShows(TypedDict):
    """The kept hand's show over every starter that may be turned: mean, least, most, standard deviation."""

    mean: float
    min: int
    max: int
    sd: float
    starts: int


@final
class CribMean(TypedDict):
    """The crib's mean over every lay-out of the opponent and every starter: the points over so many deals."""

    mean: float
    points: int
    deals: int


@final
class SeatValues(TypedDict):
    """The value of a lay-out to the dealer (hand and crib) and to the pone (hand less crib)."""

    dealer: float
    pone: float


@final
class SensibleCrib(TypedDict):
    """The crib as a sensible opponent makes it: its mean over the sample of his hands, and its 95% interval."""

    mean: float
    low: float
    high: float


@final
class LayOut(TypedDict):
    """One lay-out of a dealt hand: the cards kept and laid out for the crib, and their value."""

    keep: list[str]
    lay_out: list[str]
    hand: HandShows
    crib: NotRequired[CribMean]  # unless the crib is left out
    values: NotRequired[SeatValues]
    value: float
    sensible_crib: NotRequired[SensibleCrib]  # with a sensible opponent
    sensible_value: NotRequired[float]


@final
class Sample(TypedDict):
    """The sensible opponent's hands sampled, of all he may hold, and the level of the intervals."""

    hands: int
    of: int
    level: float


@final
class LayoutAnswer(TypedDict):
    """Every lay-out of a dealt cribbage hand, best first."""

    cards: list[str]
    variant: VariantName
    dealer: bool
    opponent: Opponent
    layouts: list[LayOut]
    sample: NotRequired[Sample]  # with a sensible opponent


@final
class PracticeScore(TypedDict):
    """The running score of a practice: hands (or cards) practised, counted right, points missed."""

    hands: int
    right: int
    missed: int


@final
class GroupCheck(TypedDict):
    """One kind of item claimed on its own: the points it is worth, the points claimed, muggins and over, the items missed."""

    group: Group
    worth: int
    claimed: int
    muggins: int
    over: int
    missed: list[ScoredItem]


@final
class ClaimChecked(TypedDict):
    """The reader's claim checked: the items it covers and misses, muggins (the points the opponent may take), the score after."""

    claimed: int
    right: bool
    muggins: int
    over: int
    counted: list[ScoredItem]
    missed: list[ScoredItem]
    by_item: list[GroupCheck] | None  # None when one number is claimed
    after: PracticeScore


class OnceClaimed(TypedDict):
    """What a practice answer adds once the reader has claimed: the claim checked (as `ClaimChecked`)."""

    right: NotRequired[bool]
    muggins: NotRequired[int]
    over: NotRequired[int]
    counted: NotRequired[list[ScoredItem]]
    missed: NotRequired[list[ScoredItem]]
    by_item: NotRequired[list[GroupCheck] | None]
    after: NotRequired[PracticeScore]


@final
class ShowPracticeAnswer(OnceClaimed):
    """Practice at counting the show: the hand (or crib) and starter, and once claimed, the count checked."""

    seed: int | None  # None when the cards were given
    dealt: bool
    cards: list[str]
    starter: str
    crib: bool
    variant: VariantName
    claimed: int | None  # None until the reader claims
    score: PracticeScore
    total: NotRequired[int]  # once claimed (and so the rest)
    items: NotRequired[list[ScoredItem]]
    claim: NotRequired[str]
    description: NotRequired[str]
    heels: NotRequired[ScoredItem | None]


@final
class PlayPracticeAnswer(OnceClaimed):
    """Practice at the play: the cards played since the count began, and once claimed, the last card's points checked."""

    seed: int | None  # None when the cards were given
    dealt: bool
    plays: list[str]
    count: int
    counts: list[int]  # the count after each card
    claimed: int | None  # None until the reader claims
    score: PracticeScore
    total: NotRequired[int]  # once claimed (and so the rest)
    items: NotRequired[list[ScoredItem]]


# --- the round games: Commerce, Vingt-un, Blind Hookey ------------------------------------------------------------


@final
class CommerceHand(TypedDict):
    """A hand of three at Commerce: its combination (tricon, sequence, flush, pair or point), the point, its value."""

    cards: list[str]
    symbols: str
    combination: Combination
    description: str
    point: int
    value: list[int]


@final
class CommerceRule(TypedDict):
    """The rule of the text that decided, verbatim, with its source and line."""

    name: CommerceRuleName
    quote: str
    source: str
    line: int


@final
class CommerceAnswer(TypedDict):
    """The hands at Commerce valued, the winners, and the rule that decided (None for one hand)."""

    hands: list[CommerceHand]
    winners: list[int]
    tie: bool
    note: str
    rule: CommerceRule | None


class VingtUnDealer(TypedDict):
    """The dealer's cards at Vingt-un: his points, what an ace counts, a natural, over-drawn."""

    cards: list[str]
    symbols: str
    points: int
    ace_counts: Literal[1, 11] | None  # None without an ace
    natural: bool
    overdrawn: bool


@final
class VingtUnHand(VingtUnDealer):
    """A player's hand settled with the dealer: what he receives (+) or pays (-), by the rule that settled it."""

    amount: int
    rule: str
    line: int | None  # None for a rule from outside the text


@final
class VingtUnPlayer(TypedDict):
    """A player's stake and hands (two for a divided pair), the privilege of a natural, and his total."""

    stake: int
    hands: list[VingtUnHand]
    divided: bool
    irregular: bool
    privilege: int
    total: int


@final
class VingtUnAgreements(TypedDict):
    """The agreements of a round: the privilege of a natural, the dealer's penalty for over-drawing, his share of ties."""

    privilege: Literal[0, 1, 2]
    overdraw_penalty: int
    tie_share: int | str  # a whole number, or a fraction as text ("1/4")


@final
class VingtUnAnswer(TypedDict):
    """A round of Vingt-un settled with the dealer."""

    dealer: VingtUnDealer
    players: list[VingtUnPlayer]
    rules: VingtUnAgreements
    dealer_total: int
    to_pool: int | str  # a whole number, or a fraction as text
    dealer_out: bool
    notes: list[str]


@final
class Settlement(TypedDict):
    """A bottom card settled with the dealer's: the stake, and what it receives (+) or pays (-)."""

    bottom: str
    stake: int
    amount: int


@final
class HookeyRule(TypedDict):
    """The rule of the text that settles a method of Blind Hookey, verbatim, with its source and line."""

    quote: str
    line: int
    source: str


@final
class DealRule(TypedDict):
    """The rule of the text that ends the deal, verbatim, with its line."""

    quote: str
    line: int


@final
class HookeyAnswer(TypedDict):
    """A round of Blind Hookey settled, by the first method (every player's bottom card) or the second (two packets)."""

    method: Literal[1, 2]
    ace: Literal["low", "high"]
    dealer: str
    settlements: list[Settlement]
    dealer_total: int
    rule: HookeyRule
    deal_ends: NotRequired[bool]  # the first method
    deal_rule: NotRequired[DealRule]  # the first method
    note: NotRequired[str]  # the second method


@final
class HookeyPaid(TypedDict):
    """The chance that exactly `stakes` of a round's stakes beat the dealer's card."""

    stakes: int
    chance: str  # exact, "a/b"
    percent: str


@final
class HookeyPassedBy(TypedDict):
    """The chance that the deal has passed by the end of a round (the first method)."""

    round: int
    percent: str


@final
class HookeyByPlayers(TypedDict):
    """The first method with a number of players: the chance the dealer loses all round (exact, "a/b"), the rounds
    of a deal on average, and the dealer's gain over it, each player staking one."""

    players: int
    passes: str
    passes_percent: str
    rounds: str
    per_deal: str


@final
class HookeyWorthAnswer(TypedDict):
    """What a round of Blind Hookey is worth, exactly over the pack: a stake's chances ("a/b": paid, equal and a
    stand-off, lost), the dealer's gain on each unit staked, how many stakes beat the dealer, and by the first method
    the chance the deal passes, its rounds and the dealer's gain over it, for these players and for 1 to 12."""

    method: int
    players: int
    ties: str
    stakes: int  # the stakes of a round: the players' (first method) or the two packets (second)
    win: str
    tie: str
    lose: str
    edge: str
    edge_percent: str
    paid: list[HookeyPaid]
    all_paid: str
    all_paid_percent: str
    rounds: NotRequired[str]
    per_deal: NotRequired[str]
    passed_by: NotRequired[list[HookeyPassedBy]]
    by_players: NotRequired[list[HookeyByPlayers]]


@final
class VingtUnChoice(TypedDict):
    """One choice at Vingt-un and what it is worth to the player per unit staked: exactly ("a/b", which may be long),
    and to four places; a divided pair's for both hands together."""

    choice: str  # "stand", "draw" or "divide"
    exact: str
    per_unit: str  # "-0.4113"
    best: bool


@final
class VingtUnAdviceAnswer(TypedDict):
    """Draw, stand or divide at Vingt-un: the hand, the dealer's card if seen, the other cards seen, the dealer's rule,
    each choice's expectation (exact over the cards unseen), the best, and the chance the dealer over-draws."""

    cards: list[str]
    count: int
    soft: bool
    dealer: str | None
    seen: list[str]
    unseen: int
    stands: int
    choices: list[VingtUnChoice]
    best: str
    margin: str | None  # the best choice's lead over the next, per unit, to four places; None when there is no other
    dealer_busts: str
    dealer_busts_percent: str
    runs_out: bool  # the pack runs out on some line of play counted: a hand with no card left to draw stands as it is
    notes: list[str]


@final
class VingtUnStrategyException(TypedDict):
    """A hand whose better choice differs from its row's, against one column."""

    hand: str
    column: str
    choice: str


@final
class VingtUnStrategyRow(TypedDict):
    """A row of the strategy: two cards dealt (a hard total, a soft total or a pair), the letter of the better choice
    against each column (S stand, D draw, P divide the pair), and where the hands of that total differ, each hand's own."""

    kind: str  # "hard", "soft" or "pair"
    total: int
    hands: list[str]  # "10 6", "9 7": the hands of the row, the ace as A and the ten-cards as 10
    choices: list[str]  # one letter a column: the choice of most of the row's hands
    differ: list[VingtUnStrategyException]


@final
class VingtUnByPlayers(TypedDict):
    """The dealer's gain in a round against `players` players, each staking one: exactly, and to four places."""

    players: int
    gain: str
    exact: str


@final
class VingtUnStrategyAnswer(TypedDict):
    """Vingt-un's whole strategy on the two cards dealt, for a reading of the dealer's rule, and a round's worth to
    the dealer under the agreements of the pool (exact, from one full pack)."""

    stands: int
    columns: list[str]  # "unseen", then "A", "2" ... "10"
    rows: list[VingtUnStrategyRow]
    player: str  # each player's expectation on a stake of one, to four places
    player_exact: str
    from_each: str
    from_each_percent: str
    to_pool_each: str
    penalty: str
    by_players: list[VingtUnByPlayers]
    natural_dealt_percent: str  # the chance a player is dealt a natural: 4.83%
    natural_paid_percent: str  # the chance he holds one and the dealer none, so that it is paid: 4.65%
    busts_percent: str
    tie_percent: str
    rules: VingtUnAgreements


@final
class CommerceFrequency(TypedDict):
    """A combination at Commerce: how many hands of three from the pack make it, its chance ("a/b") and the odds against."""

    combination: str
    hands: int
    chance: str
    percent: str
    odds: str


@final
class CommerceAgainst(TypedDict):
    """A hand against `others` dealt from the rest of the pack: best alone, best with a hand alike, beaten (counts out of
    `deals`); exact against one, else a seeded sample with the 95% interval of being best."""

    others: int
    exact: bool
    deals: int
    wins: int
    ties: int
    loses: int
    wins_percent: str
    ties_percent: str
    loses_percent: str
    best_percent: str
    interval: NotRequired[str]
    seed: NotRequired[int]


@final
class CommerceWorthAnswer(TypedDict):
    """What a hand at Commerce is worth at the deal, before any trading: its combination, how often each combination is
    dealt from the pack (exact), and how it fares against the other hands."""

    cards: list[str]
    combination: str
    description: str
    pack: int
    hands: int
    frequencies: list[CommerceFrequency]
    against: CommerceAgainst


# --- by op --------------------------------------------------------------------------------------------------------

# --- straight poker ("Bluff"): a pat hand against the other hands, no draw ---------------------------------------


@final
class HeadsUp(TypedDict):
    """Every hand one opponent may hold, counted by how it fares against yours (exact)."""

    beats: int  # your hand beats his
    ties: int
    loses: int
    total: int
    share: str  # your expected share of the pool against him, a tie dividing it, as an exact fraction
    percent: float
    odds: str  # the odds against your winning outright, in the book's style ("even" when evens)


@final
class TableEstimate(TypedDict):
    """The share of the pools a hand takes among several players, from a seeded sample of deals of one pack."""

    players: int
    deals: int
    seed: int
    best: int  # deals it was best alone
    divided: int  # deals it tied for best
    share: float
    low: float  # the 95% interval
    high: float


@final
class StraightAnswer(TypedDict):
    """A pat hand at straight poker: its value, its exact chances against one other hand, and among the table's
    hands a sampled share (absent heads up, where the exact count is the whole answer)."""

    hand: HandAnswer
    rules: list[RuleName]
    dead: list[str]
    players: int
    heads_up: HeadsUp
    table: TableEstimate | None


# --- whisky poker: a turn with the widow, every choice weighed ------------------------------------------------------

WhiskyAction = Literal["knock", "stand", "pass", "turn-up", "take", "take-unseen", "exchange"]
WhiskyAim = Literal["best-wins", "worst-pays"]


@final
class WhiskyShare(TypedDict):
    """An option's figure among all the players: its share of the pools (the best hand wins), or how often it escapes
    the bill (the worst hand pays); sampled (a 95% interval), or exact (the widow unseen)."""

    share: float
    low: float
    high: float
    exact: bool


@final
class WhiskyOption(TypedDict):
    """One choice of the turn: the hand it leaves (none for the widow unseen), its exact share against one other hand
    dealt from the unseen cards (with the count, for a hand known), and its share at the table."""

    action: WhiskyAction
    words: str  # "Exchange the 9\u2663 for the widow\u2019s K\u2665"
    give: str | None
    take: str | None
    hand: HandAnswer | None
    heads_up: HeadsUp | None
    share: str  # exact fraction
    percent: float
    odds: str
    table: WhiskyShare | None  # None heads up


@final
class WhiskyDeal(TypedDict):
    """The hands (seat 1 on the dealer's left first, the dealer last) and the widow, dealt by the seed."""

    seed: int
    hands: list[list[str]]
    widow: list[str]
    order: list[int]  # one round of the deal: the seats, 0 the widow


@final
class WhiskySample(TypedDict):
    """The seeded deals of the other hands that give the shares at the table."""

    deals: int
    seed: int


@final
class WhiskyAnswer(TypedDict):
    """A turn at whisky poker: every choice, best first; the deal when the hand was dealt by the seed."""

    players: int
    seat: int
    dealer: bool
    aim: WhiskyAim  # the best hand takes the pool, or the worst hand pays
    knocked: bool  # someone has knocked: this is his last chance, and he may stand without knocking
    cards: list[str]
    widow: list[str] | None  # face up; None when not yet turned
    seen: list[str]
    unseen: int  # the cards the player has not seen
    rules: list[RuleName]
    deal: WhiskyDeal | None
    sample: WhiskySample | None  # None heads up
    options: list[WhiskyOption]
    best: str


# --- stud poker: a deal round by round, the first say, and the chances of each class ------------------------------

StudShowing = TypedDict("StudShowing", {
    "seat": int,  # stud: the seat (1 on the dealer's left); stud-chances: 1, the player himself
    "up": list[str],
    "class": ClassId,  # no-pair, one-pair, two-pairs, three-of-a-kind or four-of-a-kind: four cards make no straight or flush
    "words": str,  # "pair of nines, with king"
    "rank": list[int],  # the class's level, then the ranks, the larger groups first
})
StudShowing.__doc__ = "A hand showing: one to four up cards valued as a partial poker hand."


@final
class StudRound(TypedDict):
    """After a round of up cards: every seat's hand showing, and who has the first say, and why."""

    round: int  # the up cards each seat has, 1 to 4
    showing: list[StudShowing]
    first_say: int  # the seat
    equal: list[int]  # the seats whose hands showing are alike and best (more than one: the editor's tie rule decided)
    why: str


StudClassChance = TypedDict("StudClassChance", {"class": ClassId, "name": str, "ways": int, "chance": str, "percent": float})
StudClassChance.__doc__ = "The ways a player's cards to come end his hand in a class, of all the ways they may come, as an exact fraction."


@final
class StudBeats(TypedDict):
    """How often his five cards beat, at the end, the hand of the player whose hand showing is best against him: of every
    way the cards unseen may fall to the two of them (his cards to come; the other's down card and cards to come)."""

    against: str  # that hand showing, in words
    seat: int  # whose: stud, the seat; stud-chances, the other player's place (2 on)
    ways: int  # the cases in which his hand is the better
    ties: int  # the cases in which the two are equal
    cases: int
    chance: str  # ways of cases, exactly
    percent: float
    tie_percent: float
    counted: str  # what is counted, in words


@final
class StudChances(TypedDict):
    """A player's chances from the cards seen: every way his remaining cards may come from the cards unseen, by the class they make."""

    round: int  # his up cards so far
    to_come: int
    unseen: int
    total: int
    classes: list[StudClassChance]  # the rules' classes, lowest first
    beats: StudBeats | None  # None when no other hand is showing


@final
class StudSeat(TypedDict):
    """A seat's cards: its down card (None while it is hidden from the player asking) and its up cards so far."""

    seat: int
    dealer: bool
    down: str | None
    up: list[str]


@final
class StudShowdown(TypedDict):
    """At the end: every seat's five cards valued, and the winners (more than one divide the pool)."""

    hands: list[HandAnswer]
    winners: list[int]


@final
class StudAnswer(TypedDict):
    """A stud deal by the seed, as far as the round asked, with the first say after each round and the chances of one seat."""

    players: int
    seed: int
    round: int
    seat: int  # the player whose chances are given (and whose down card is shown before the end)
    rules: list[RuleName]
    next_round: int | None  # None at the end
    next_seed: int
    seats: list[StudSeat]
    rounds: list[StudRound]
    chances: list[StudChances]  # the seat's, after each round so far with a card still to come (the first three)
    showdown: StudShowdown | None  # after the fourth round only
    tie_rule: str


@final
class StudChancesAnswer(TypedDict):
    """The chance of finishing with each class, given the down card, the up cards and the others' up cards."""

    down: str
    up: list[str]
    others: list[list[str]]
    rules: list[RuleName]
    showing: StudShowing
    chances: StudChances


# --- progressive jack-pots ----------------------------------------------------------------------------------------


@final
class ProgressiveDeal(TypedDict):
    """One deal of progressive jacks: its openers ("jacks" ... "aces"), the exact chance someone opens ("a/b"), as a
    percentage and as the book's odds, the chance the pot is first opened on this deal and still not opened after
    it, and the pool on this deal."""

    deal: int
    openers: str
    opened: str  # exact: the chance "a/b"; sampled: the deals opened of the sample's, "5112/6000"
    exact: bool
    interval: NotRequired[str]  # sampled: the 95% interval ("84.3% to 86.1%")
    percent: str
    odds: str
    first_opened_here: str
    still_closed: str
    pool: int


@final
class ProgressiveAnswer(TypedDict):
    """Progressive jack-pots: the deals of the progression, the expected number of deals and pool when opened."""

    players: int
    ante: int
    fatten: int
    progression: str  # the order after aces: "jacks-again" or "step-down"
    steps: list[ProgressiveDeal]
    exact: bool  # every deal's chance counted exactly (2 to 5 players; from 6, those not counted are sampled)
    expected_deals: str
    expected_pool: str
    counted: str


# --- progressive limits --------------------------------------------------------------------------------------------


@final
class LimitsBet(TypedDict):
    """One bet of a progression: who made it (A or B), what he put in, his whole amount bet, the pool after it, and
    the amount that was doubled (0 for the first bet)."""

    player: str
    amount: int
    total: int
    pool: int
    doubled: int


@final
class JackPotOpenings(TypedDict):
    """The most a jack-pot may be opened for, by each custom: half the antes, all of them, or double (exact
    fractions as text, "5/2")."""

    half: str
    equal: str
    double: str


@final
class LimitsAnswer(TypedDict):
    """Progressive limits: the bets of A and B doubling in turn, each the most the rule allows."""

    first: int
    rule: Doubling
    rule_words: str
    raises: int
    ante: int
    players: int
    bets: list[LimitsBet]
    jack_pot: JackPotOpenings


# --- table stakes and freeze-out -----------------------------------------------------------------------------------


@final
class StakesChips(TypedDict):
    """A player's chips in a pool, or his share of it."""

    name: str
    chips: int


@final
class StakesPool(TypedDict):
    """One pool (the first, then the side pools): each player's chips beyond `low` and up to `high`, who may win it,
    the winners and their shares, whether it is one player's chips going back to him, and Foster's account of it."""

    number: int
    low: int
    high: int
    amount: int
    put: list[StakesChips]
    entitled: list[str]
    winners: list[str]
    shares: list[StakesChips]
    returned: bool
    explanation: str


@final
class StakesPlayer(TypedDict):
    """A player's result: his stake, what he put in, whether he dropped, what he takes out, his net, his hand."""

    name: str
    stake: int
    put: int
    dropped: bool
    takes: int
    net: int
    hand: HandAnswer | None
    rank: int | None
    note: str


@final
class StakesAnswer(TypedDict):
    """The pool at table stakes divided by the rule of the sight."""

    pools: list[StakesPool]
    players: list[StakesPlayer]
    total: int
    rules: list[RuleName]
    odd_chips: str


@final
class FreezeOutDeal(TypedDict):
    """The counters after one deal, and who it froze out."""

    number: int
    counters: list[int]
    frozen: list[str]


@final
class FreezeOutRetired(TypedDict):
    """A player frozen out, and the deal that did it."""

    name: str
    deal: int


@final
class FreezeOutAnswer(TypedDict):
    """A freeze-out's standings after the deals given."""

    players: list[str]
    start: list[int]
    deals: list[FreezeOutDeal]
    retired: list[FreezeOutRetired]
    playing: list[str]
    survivor: str | None
    corner: int
    sweepstake: int
    words: str


# --- the odds the table lays you ---------------------------------------------------------------------------------

PotOddsWay = Literal["pays", "does-not-pay", "breaks-even", "cannot-pay"]


@final
class PotOddsLaid(TypedDict):
    """The odds the table lays you, pot to bet: in words ("5 to 2 (2½ to 1)"), exactly ("5/2"), in the book's style."""

    words: str
    ratio: str
    odds: str


@final
class PotOddsChance(TypedDict):
    """The chance of the draw: `count` of `cases` (the odds' own figures when given directly), exactly, what it
    is hoped to make, the odds against in words and in the book's style, and whether it was counted over every draw."""

    count: int
    cases: int
    probability: str
    aim: str
    against: str
    odds: str
    counted: bool


@final
class PotOddsDraw(TypedDict):
    """The draw weighed: the hand, the cards held and thrown, how many are drawn, the cards seen dead, the target."""

    hand: list[str]
    hold: list[str]
    discard: list[str]
    draw: int
    dead: list[str]
    target: str
    rules: list[RuleName]


@final
class PotOddsExpectation(TypedDict):
    """What one call wins on the average (negative: loses), in chips and for each chip put up: exact fractions as
    text, the size in words, and as decimals."""

    chips: str
    per_chip: str
    words: str
    value: float
    per_chip_value: float


@final
class PotOddsPot(TypedDict):
    """A number of chips: exactly ("76/9") and in words ("8 4/9")."""

    chips: str
    words: str


@final
class PotOddsAnswer(TypedDict):
    """The odds the table lays you against the odds against your draw: whether coming in pays (Foster's reckoning,
    stated in `assumption`), the pot at which it breaks even, the fewest whole chips that make it pay, the verdict."""

    pot: int
    bet: int
    laid: PotOddsLaid
    chance: PotOddsChance
    draw: PotOddsDraw | None
    expectation: PotOddsExpectation
    pays: PotOddsWay
    break_even: PotOddsPot | None
    fewest: int | None
    verdict: str
    assumption: str


ANSWERS: dict[str, type] = {
    "hand": HandAnswer,
    "showdown": ShowdownAnswer,
    "odds": OddsAnswer,
    "draw": DrawAnswer,
    "holds": HoldsAnswer,
    "simulate": SimulateAnswer,
    "rules": RulesAnswer,
    "draw-practice": DrawPracticeAnswer,
    "averages": AveragesAnswer,
    "crib": CribAnswer,
    "peg": PegAnswer,
    "play": PlayAnswer,
    "layout": LayoutAnswer,
    "show-practice": ShowPracticeAnswer,
    "play-practice": PlayPracticeAnswer,
    "commerce": CommerceAnswer,
    "vingt-un": VingtUnAnswer,
    "hookey": HookeyAnswer,
    "straight": StraightAnswer,
    "limits": LimitsAnswer,
    "progressive": ProgressiveAnswer,
    "hookey-worth": HookeyWorthAnswer,
    "commerce-worth": CommerceWorthAnswer,
    "vingt-un-advice": VingtUnAdviceAnswer,
    "vingt-un-strategy": VingtUnStrategyAnswer,
    "peg-advice": PegAdviceAnswer,
    "pot-odds": PotOddsAnswer,
    "stakes": StakesAnswer,
    "freeze-out": FreezeOutAnswer,
    "whisky": WhiskyAnswer,
    "stud": StudAnswer,
    "stud-chances": StudChancesAnswer,
}
PARTS: dict[str, object] = {"stream-next": SimulatePart, "stream-stop": StopAnswer}  # the stream ops' answers (or an ErrorAnswer)

Answer = (HandAnswer | ShowdownAnswer | OddsAnswer | DrawAnswer | HoldsAnswer | SimulateAnswer | RulesAnswer | DrawPracticeAnswer | AveragesAnswer
          | CribAnswer | PegAnswer | PegAdviceAnswer | PlayAnswer | LayoutAnswer | ShowPracticeAnswer | PlayPracticeAnswer
          | CommerceAnswer | CommerceWorthAnswer | VingtUnAnswer | VingtUnAdviceAnswer | VingtUnStrategyAnswer | HookeyAnswer | HookeyWorthAnswer
          | StraightAnswer | LimitsAnswer | PotOddsAnswer
          | StakesAnswer | FreezeOutAnswer
          | WhiskyAnswer
          | StudAnswer | StudChancesAnswer
          | ProgressiveAnswer
          | ErrorAnswer)  # what `hoyle.api.handle` answers


# --- conformance --------------------------------------------------------------------------------------------------


_SCALARS = {  # a JSON scalar's type, and whether a value is of it (a bool is not an int, nor an int a float)
    NoneType: lambda v: v is None,
    None: lambda v: v is None,
    bool: lambda v: type(v) is bool,
    int: lambda v: type(v) is int,
    float: lambda v: type(v) is float,
    str: lambda v: isinstance(v, str),
}


def conforms(value: object, tp: object, where: str = "answer") -> list[str]:
    """The ways a JSON-shaped value falls short of a type (a TypedDict, list, dict, tuple, union, Literal, StrEnum, str,
    int, float, bool or None), each named by its place; [] when it conforms. A bool is not a number, nor a tuple a list.

    >>> conforms({"pone": 2, "dealer": True, "crib": 4}, Scores)
    ["answer: undeclared key 'crib'", 'answer.dealer: True (a bool) is not int']
    """
    origin = get_origin(tp)
    if tp is Any or tp is object:
        return []
    if origin in (Required, NotRequired):
        return conforms(value, get_args(tp)[0], where)
    if origin in (Union, UnionType):
        return _either(value, get_args(tp), where)
    if origin is Literal:
        ok = any(_alike(value, choice) and value == choice for choice in get_args(tp))
        return [] if ok else [f"{where}: {_shown(value)} is not one of {', '.join(map(repr, get_args(tp)))}"]
    if is_typeddict(tp):
        return _record(value, tp, where)
    if origin in (list, tuple, dict):
        return _container(value, tp, origin, where)
    if isinstance(tp, type) and issubclass(tp, Enum):
        ok = any(_alike(value, m.value) and value == m.value for m in tp)
        return [] if ok else [f"{where}: {_shown(value)} is not a {tp.__name__} ({', '.join(repr(m.value) for m in tp)})"]
    if tp in _SCALARS:
        return [] if _SCALARS[tp](value) else [f"{where}: {_shown(value)} is not {_named(tp)}"]
    raise TypeError(f"conforms cannot check {tp!r}")


def _alike(value: object, choice: object) -> bool:
    """Whether a value is of the kind of a Literal's choice (True is not 1, nor 1.0 one)."""
    if isinstance(choice, str):
        return isinstance(value, str)
    return type(value) is type(choice)


@lru_cache(maxsize=None)
def keys_of(tp) -> tuple[dict, frozenset]:
    """A TypedDict's keys with their declared types (NotRequired kept), and the keys a value of it must give."""
    hints = get_type_hints(tp, include_extras=True)
    required = set(tp.__required_keys__)
    for key, hint in hints.items():
        if get_origin(hint) is NotRequired:
            required.discard(key)
        elif get_origin(hint) is Required:
            required.add(key)
    return hints, frozenset(required)


def _record(value: object, tp, where: str) -> list[str]:
    if not isinstance(value, dict):
        return [f"{where}: {_shown(value)} is not an object ({tp.__name__})"]
    hints, required = keys_of(tp)
    problems = [f"{where}: missing key {key!r}" for key in hints if key in required and key not in value]
    problems += [f"{where}: undeclared key {key!r}" for key in value if key not in hints]
    for key, item in value.items():
        if key in hints:
            problems += conforms(item, hints[key], f"{where}.{key}")
    return problems


def _container(value: object, tp, origin, where: str) -> list[str]:
    args = get_args(tp)
    if origin is dict:
        if type(value) is not dict:
            return [f"{where}: {_shown(value)} is not an object"]
        keys, items = args or (Any, Any)
        problems = []
        for key, item in value.items():
            problems += conforms(key, keys, f"{where} key") + conforms(item, items, f"{where}[{key!r}]")
        return problems
    if origin is list:
        if type(value) is not list:
            return [f"{where}: {_shown(value)} is not a list"]
        kinds = [args[0] if args else Any] * len(value)
    else:  # a tuple: a JSON array of fixed length (or of any length, tuple[X, ...])
        if not isinstance(value, (list, tuple)):
            return [f"{where}: {_shown(value)} is not an array"]
        if len(args) == 2 and args[1] is Ellipsis:
            kinds = [args[0]] * len(value)
        elif len(args) != len(value):
            return [f"{where}: {len(value)} items, not {len(args)}"]
        else:
            kinds = list(args)
    return [problem for i, (item, kind) in enumerate(zip(value, kinds)) for problem in conforms(item, kind, f"{where}[{i}]")]


def _either(value: object, arms: tuple, where: str) -> list[str]:
    """A union: [] if any arm conforms; else the problems of the nearest arm of the value's own kind."""
    tries = [(arm, conforms(value, arm, where)) for arm in arms]
    if any(not problems for _, problems in tries):
        return []
    kin = [problems for arm, problems in tries if _kin(value, arm)]
    if kin:
        return min(kin, key=len)
    return [f"{where}: {_shown(value)} is not {' | '.join(_named(arm) for arm in arms)}"]


def _kin(value: object, tp) -> bool:
    """Whether a value is of the JSON kind of a type (an object of a TypedDict, a list of a list[...]), if wrong inside."""
    origin = get_origin(tp) or tp
    if is_typeddict(tp) or origin is dict:
        return isinstance(value, dict)
    return origin in (list, tuple) and isinstance(value, (list, tuple))


def _named(tp) -> str:
    if tp is None or tp is NoneType:
        return "None"
    if isinstance(tp, type) and not get_args(tp):
        return tp.__name__
    return repr(tp).replace("typing.", "")


def _shown(value: object) -> str:
    """A value as a problem quotes it, with its JSON kind."""
    kind = ("null" if value is None else "a bool" if isinstance(value, bool) else "an int" if isinstance(value, int) else
            "a float" if isinstance(value, float) else "a string" if isinstance(value, str) else "a list" if isinstance(value, list) else
            "an object" if isinstance(value, dict) else f"a {type(value).__name__}")
    text = repr(value)
    return f"{text if len(text) <= 40 else text[:37] + '...'} ({kind})"
