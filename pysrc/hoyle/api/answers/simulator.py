"""The answers of the draw simulator (op "simulate", answered in parts) and of Foster's table of averages
("averages").

| what                                  | the types                                                                            |
|---------------------------------------|--------------------------------------------------------------------------------------|
| the deals simulated so far            | `SimulateAnswer`: the number in (`NumberIn`), the kitty (`KittyReport`), each seat   |
|                                       | (`SeatReport`) and each strategy (`StrategyReport`, its `StrategyFields`)            |
| ... with hands fixed                  | the first seat's, `FixedHand`; two seats' hands, one against the other, `Versus`     |
| ... at progressive jacks              | `ProgressiveReport`, each `ProgressiveStep`                                          |
| ... at straight and stud poker        | the hands shown by class, `ClassShown`; stud's first say, `FirstSay` by `SayRound`   |
| a figure with its 95% interval        | `Proportion`, `PotShare`, `MeanOf`                                                   |
| a stream's parts (`hoyle.streams`)    | `SimulatePart` (with its "sid"); "stream-stop", `StopAnswer` (`StoppedReport` or `Stopped`) |
| the table of averages                 | `AveragesAnswer`: each `AveragesRow`, its `AveragesDraw` and the six-hand experiment, |
|                                       | `SixHandSettings`                                                                    |
| the strategies' fixed sets            | `StrategyHand`, `DrawName`, `NoPair`, `Kicker`, `TwoPairs`, `Threes`                 |
"""

from typing import Literal, NotRequired, TypedDict, final

from hoyle.api.answers.poker import RuleName
from hoyle.poker.rules import ClassId

# --- the fixed sets the engine has as tuples or dict keys, not as types (each checked against its source) ---------

# The simulator's strategies: the hands a player comes in on, his draws and his choices (`hoyle.poker.simulate.strategies`).
StrategyHand = Literal["anything", "pair", "never", "deuces", "treys", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks",
                       "queens", "kings", "aces", "two-pairs", "three-of-a-kind", "straight", "flush", "full-hand", "four-of-a-kind",
                       "straight-flush", "five-of-a-kind"]
DrawName = Literal["four-flush", "open-straight", "inside-straight", "three-flush", "three-straight"]
NoPair = Literal["five", "ace", "ace-king", "pat"]
Kicker = Literal["none", "ace", "ace-or-king"]
TwoPairs = Literal["draw-one", "pat", "break"]
Threes = Literal["draw-two", "draw-one"]


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
