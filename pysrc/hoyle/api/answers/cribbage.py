"""The answers of Cribbage: the show, the play, which card to play, the lay-out, and practice at the show and the play.

| the op          | its answer, and the records in it                                                                |
|-----------------|--------------------------------------------------------------------------------------------------|
| "crib"          | `CribAnswer`: each `ScoredItem`                                                                  |
| "peg"           | `PegAnswer`                                                                                      |
| "peg-advice"    | `PegAdviceAnswer`: each `PegAdviceChoice`, and the opponent's answers to it,                     |
|                 | `PegAdviceAnswerKind`                                                                            |
| "play"          | `PlayAnswer`: each `Turn`, the cards `BySeat`, the `Scores`                                      |
| "layout"        | `LayoutAnswer`: each `LayOut` (`HandShows`, `CribMean`, `SeatValues`, `SensibleCrib`), the       |
|                 | `Sample`                                                                                         |
| "show-practice" | `ShowPracticeAnswer`: the `PracticeScore`; once claimed (`OnceClaimed`), the claim checked as    |
|                 | `ClaimChecked` gives it, each `GroupCheck`                                                       |
| "play-practice" | `PlayPracticeAnswer`: the same                                                                   |

What an item scores for (`ItemKind`), the game (`VariantName`), the players (`Player`), a turn of the play (`TurnKind`)
and the kinds of item a claim gives points for (`Group`) are the engine's own types; the opponent of a lay-out is
`Opponent`.
"""

from typing import Literal, NotRequired, TypedDict, final

from hoyle.cribbage.play import Player, TurnKind
from hoyle.cribbage.practice import Group
from hoyle.cribbage.show import ItemKind, VariantName

Opponent = Literal["random", "sensible"]  # `hoyle.cribbage.layout.Opponent` (imported there on first use only)


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
