"""The facade's answers as types: one `TypedDict` for each op's answer, its records each a type of their own,
and the error answer every op may give instead; `conforms` checks a JSON-shaped answer against its type.

| what                                          | the types                                                                         |
|-----------------------------------------------|-----------------------------------------------------------------------------------|
| an op's answer, by the op's name              | `ANSWERS` ("hand": `HandAnswer`, ... "hookey": `HookeyAnswer`)                    |
| any answer of `hoyle.api.handle`              | `Answer`: every op's answer, or `ErrorAnswer`                                     |
| a refusal (`refusal`)                         | `ErrorAnswer`, its `ErrorDetail` and `ErrorCode`                                  |
| the poker hands and the draw (`poker`)        | `HandAnswer`, `ShowdownAnswer`, `OddsAnswer`, `DrawAnswer`, `HoldsAnswer`, ...    |
| the simulator (`simulator`)                   | `SimulateAnswer` in parts (`hoyle.api.stream`), the last "done"; `AveragesAnswer` |
| a stream's parts (`hoyle.streams`)            | `SimulatePart` (with its "sid"), `StopAnswer`; by op, `PARTS`                     |
| Cribbage (`cribbage`)                         | `CribAnswer`, `PegAnswer`, `PlayAnswer`, `LayoutAnswer`, ...                      |
| the round games (`rounds`)                    | `CommerceAnswer`, `VingtUnAnswer`, `HookeyAnswer`, ...                            |
| the varieties, jack-pots, money (`varieties`) | `StraightAnswer`, `WhiskyAnswer`, `StudAnswer`, ..., `PotOddsAnswer`              |
| whether a value conforms to a type            | `conforms(value, tp)`: the problems, each named by its place (`conformance`)      |
| a TypedDict's keys                            | `keys_of(tp)`: each key's type, and the keys a value must give                    |

Every name is handed on here: `from hoyle.api.answers import HandAnswer`, whichever module of the package holds it.
A key that an answer gives only sometimes is `NotRequired`; a value that is one of a fixed set is the
engine's own choice (`ClassId`, `VariantName`, `ComeIn`, `Order`, the house rules' StrEnums) or a `Literal`
written beside the engine's tuple it must equal (tests/engine/test_answer_types.py checks each).
The answers are JSON: a number is an `int` or a `float`, never a `bool`, and an array is a `list`.

>>> conforms({"error": {"code": "bad-card", "message": "'1h' is not a card"}, "in_use": ["As", 5]}, ErrorAnswer)
['answer.in_use[1]: 5 (an int) is not str']
>>> conforms({"pone": 2, "dealer": True, "crib": 4}, Scores)
["answer: undeclared key 'crib'", 'answer.dealer: True (a bool) is not int']
"""

from hoyle.cribbage.play import Player, TurnKind
from hoyle.cribbage.practice import Group
from hoyle.cribbage.show import ItemKind, VariantName
from hoyle.poker.advice import ComeIn
from hoyle.poker.draw import Order
from hoyle.poker.limits import Doubling
from hoyle.poker.rules import BlazeRule, ClassId, CornerRank, Ranking
from hoyle.rounds.commerce import Combination
from hoyle.rounds.commerce import RuleName as CommerceRuleName

from hoyle.api.answers.refusal import ErrorCode, FieldName, ErrorDetail, CountedAs, ErrorAnswer
from hoyle.api.answers.poker import (
    RuleName, TieRule, BobtailName, HandAnswer, DecidedBy, ShowdownAnswer, OddsEntry, Divisions, DivisionOdds, OddsAnswer, Chance, TargetChance,
    WinShare, DrawOutcome, HoldRow, DrawAnswer, PlayersIn, HoldsAnswer, DrawScore, GivenUp, DrawPracticeAnswer, HouseRulesSettings, ClassTitle,
    RulesAnswer,
)
from hoyle.api.answers.simulator import (
    StrategyHand, DrawName, NoPair, Kicker, TwoPairs, Threes, Proportion, PotShare, MeanOf, NumberIn, StrategyFields, SeatReport, StrategyReport,
    FixedHand, Versus, ProgressiveStep, ProgressiveReport, ClassShown, SayRound, FirstSay, KittyReport, SimulateAnswer, SimulatePart, StoppedReport,
    Stopped, StopAnswer, SixHandSettings, AveragesDraw, AveragesRow, AveragesAnswer,
)
from hoyle.api.answers.cribbage import (
    Opponent, ScoredItem, CribAnswer, PegAnswer, PegAdviceAnswerKind, PegAdviceChoice, PegAdviceAnswer, Turn, BySeat, Scores, PlayAnswer, HandShows,
    CribMean, SeatValues, SensibleCrib, LayOut, Sample, LayoutAnswer, PracticeScore, GroupCheck, ClaimChecked, OnceClaimed, ShowPracticeAnswer,
    PlayPracticeAnswer,
)
from hoyle.api.answers.rounds import (
    CommerceHand, CommerceRule, CommerceAnswer, VingtUnDealer, VingtUnHand, VingtUnPlayer, VingtUnAgreements, VingtUnAnswer, Settlement, HookeyRule,
    DealRule, HookeyAnswer, HookeyPaid, HookeyPassedBy, HookeyByPlayers, HookeyWorthAnswer, VingtUnChoice, VingtUnAdviceAnswer,
    VingtUnStrategyException, VingtUnStrategyRow, VingtUnByPlayers, VingtUnStrategyAnswer, CommerceFrequency, CommerceAgainst, CommerceWorthAnswer,
)
from hoyle.api.answers.varieties import (
    HeadsUp, TableEstimate, StraightAnswer, WhiskyAction, WhiskyAim, WhiskyShare, WhiskyOption, WhiskyDeal, WhiskySample, WhiskyAnswer, StudShowing,
    StudRound, StudClassChance, StudBeats, StudChances, StudSeat, StudShowdown, StudAnswer, StudChancesAnswer, ProgressiveDeal, ProgressiveAnswer,
    LimitsBet, JackPotOpenings, LimitsAnswer, StakesChips, StakesPool, StakesPlayer, StakesAnswer, FreezeOutDeal, FreezeOutRetired, FreezeOutAnswer,
    PotOddsWay, PotOddsLaid, PotOddsChance, PotOddsDraw, PotOddsExpectation, PotOddsPot, PotOddsAnswer,
)
from hoyle.api.answers.conformance import conforms, keys_of

__all__ = ["ANSWERS", "Answer", "PARTS", "AveragesAnswer", "AveragesDraw", "AveragesRow", "BlazeRule", "BobtailName", "BySeat", "Chance",
           "ClaimChecked", "ClassId", "ClassShown", "ClassTitle", "Combination", "ComeIn", "CommerceAgainst", "CommerceAnswer", "CommerceFrequency",
           "CommerceHand", "CommerceRule", "CommerceRuleName", "CommerceWorthAnswer", "CornerRank", "CountedAs", "CribAnswer", "CribMean", "DealRule",
           "DecidedBy", "DivisionOdds", "Divisions", "Doubling", "DrawAnswer", "DrawName", "DrawOutcome", "DrawPracticeAnswer", "DrawScore",
           "ErrorAnswer", "ErrorCode", "ErrorDetail", "FieldName", "FirstSay", "FixedHand", "FreezeOutAnswer", "FreezeOutDeal", "FreezeOutRetired",
           "GivenUp", "Group", "GroupCheck", "HandAnswer", "HandShows", "HeadsUp", "HoldRow", "HoldsAnswer", "HookeyAnswer", "HookeyByPlayers",
           "HookeyPaid", "HookeyPassedBy", "HookeyRule", "HookeyWorthAnswer", "HouseRulesSettings", "ItemKind", "JackPotOpenings", "Kicker",
           "KittyReport", "LayOut", "LayoutAnswer", "LimitsAnswer", "LimitsBet", "MeanOf", "NoPair", "NumberIn", "OddsAnswer", "OddsEntry",
           "OnceClaimed", "Opponent", "Order", "PegAdviceAnswer", "PegAdviceAnswerKind", "PegAdviceChoice", "PegAnswer", "PlayAnswer",
           "PlayPracticeAnswer", "Player", "PlayersIn", "PotOddsAnswer", "PotOddsChance", "PotOddsDraw", "PotOddsExpectation", "PotOddsLaid",
           "PotOddsPot", "PotOddsWay", "PotShare", "PracticeScore", "ProgressiveAnswer", "ProgressiveDeal", "ProgressiveReport", "ProgressiveStep",
           "Proportion", "Ranking", "RuleName", "RulesAnswer", "Sample", "SayRound", "ScoredItem", "Scores", "SeatReport", "SeatValues",
           "SensibleCrib", "Settlement", "ShowPracticeAnswer", "ShowdownAnswer", "SimulateAnswer", "SimulatePart", "SixHandSettings", "StakesAnswer",
           "StakesChips", "StakesPlayer", "StakesPool", "StopAnswer", "Stopped", "StoppedReport", "StraightAnswer", "StrategyFields", "StrategyHand",
           "StrategyReport", "StudAnswer", "StudBeats", "StudChances", "StudChancesAnswer", "StudClassChance", "StudRound", "StudSeat",
           "StudShowdown", "StudShowing", "TableEstimate", "TargetChance", "Threes", "TieRule", "Turn", "TurnKind", "TwoPairs", "VariantName",
           "Versus", "VingtUnAdviceAnswer", "VingtUnAgreements", "VingtUnAnswer", "VingtUnByPlayers", "VingtUnChoice", "VingtUnDealer", "VingtUnHand",
           "VingtUnPlayer", "VingtUnStrategyAnswer", "VingtUnStrategyException", "VingtUnStrategyRow", "WhiskyAction", "WhiskyAim", "WhiskyAnswer",
           "WhiskyDeal", "WhiskyOption", "WhiskySample", "WhiskyShare", "WinShare", "conforms", "keys_of"]

# --- by op ---------------------------------------------------------------------------------------------------------

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

