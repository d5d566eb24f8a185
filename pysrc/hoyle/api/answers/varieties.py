"""The answers of the varieties of poker, the jack-pots and the money: straight poker, whisky poker, stud poker,
progressive jack-pots, progressive limits, table stakes and freeze-out, and the odds the table lays.

| the op         | its answer, and the records in it                                                                 |
|----------------|---------------------------------------------------------------------------------------------------|
| "straight"     | `StraightAnswer`: `HeadsUp`, `TableEstimate`                                                      |
| "whisky"       | `WhiskyAnswer`: each `WhiskyOption` (its `WhiskyAction`, `HeadsUp` and `WhiskyShare`), the        |
|                | `WhiskyDeal`, the `WhiskySample`; the aim, `WhiskyAim`                                            |
| "stud"         | `StudAnswer`: each `StudRound` (`StudShowing`), `StudSeat`, `StudShowdown`, `StudChances`         |
|                | (`StudClassChance`, `StudBeats`)                                                                  |
| "stud-chances" | `StudChancesAnswer`: `StudShowing`, `StudChances`                                                 |
| "progressive"  | `ProgressiveAnswer`: each `ProgressiveDeal`                                                       |
| "limits"       | `LimitsAnswer`: each `LimitsBet`, `JackPotOpenings`                                               |
| "stakes"       | `StakesAnswer`: each `StakesPool` (`StakesChips`), each `StakesPlayer`                            |
| "freeze-out"   | `FreezeOutAnswer`: each `FreezeOutDeal`, `FreezeOutRetired`                                       |
| "pot-odds"     | `PotOddsAnswer`: `PotOddsLaid`, `PotOddsChance`, `PotOddsDraw`, `PotOddsExpectation`,             |
|                | `PotOddsPot`; the verdict, `PotOddsWay`                                                           |

A hand valued is the evaluator's `HandAnswer`, under the house rules `RuleName` (`hoyle.api.answers.poker`).
"""

from typing import Literal, NotRequired, TypedDict, final

from hoyle.api.answers.poker import HandAnswer, RuleName
from hoyle.poker.limits import Doubling
from hoyle.poker.rules import ClassId


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
