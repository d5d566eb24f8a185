"""The answers of the round games: Commerce, Vingt-un and Blind Hookey, each a round settled and what it is worth.

| the op              | its answer, and the records in it                                                            |
|---------------------|----------------------------------------------------------------------------------------------|
| "commerce"          | `CommerceAnswer`: each `CommerceHand`, the `CommerceRule` that decided                       |
| "commerce-worth"    | `CommerceWorthAnswer`: each `CommerceFrequency`, the hand against the others                 |
|                     | (`CommerceAgainst`)                                                                          |
| "vingt-un"          | `VingtUnAnswer`: the dealer (`VingtUnDealer`), each `VingtUnPlayer` and his `VingtUnHand`s,  |
|                     | the `VingtUnAgreements`                                                                      |
| "vingt-un-advice"   | `VingtUnAdviceAnswer`: each `VingtUnChoice`                                                  |
| "vingt-un-strategy" | `VingtUnStrategyAnswer`: each `VingtUnStrategyRow` (its `VingtUnStrategyException`s),        |
|                     | `VingtUnByPlayers`                                                                           |
| "hookey"            | `HookeyAnswer`: each `Settlement`, the `HookeyRule`, the `DealRule`                          |
| "hookey-worth"      | `HookeyWorthAnswer`: `HookeyPaid`, `HookeyPassedBy`, `HookeyByPlayers`                       |

Commerce's combinations (`Combination`) and the rules of the text that decide (`CommerceRuleName`) are the engine's own types.
"""

from typing import Literal, NotRequired, TypedDict, final

from hoyle.rounds.commerce import Combination
from hoyle.rounds.commerce import RuleName as CommerceRuleName


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
