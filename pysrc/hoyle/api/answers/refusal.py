"""The refusal any op may give instead of its answer: the error, and what a page shows beside it.

| what                                 | the types                                                          |
|--------------------------------------|--------------------------------------------------------------------|
| a refusal                            | `ErrorAnswer`, its `ErrorDetail` (the code: `ErrorCode`)           |
| the one field of the request refused | `FieldName`                                                        |
| cards of the wrong number            | `CountedAs`: as another game would count them, or as the crib      |
"""

from typing import Literal, NotRequired, TypedDict, final

from hoyle.cribbage.show import VariantName

# Every code of a refusal the facade answers with (`hoyle.errors`; the command line's own codes are not the facade's).
ErrorCode = Literal[
    "bad-card", "duplicate-card", "wrong-count", "joker-not-in-play", "not-in-hand", "too-many-dead", "bad-hand",
    "not-his-turn", "over-thirty-one", "play-over", "unknown-rule",
    "bad-request", "bad-json", "too-large", "unknown-op", "no-stream", "bad-choice", "bad-number", "bad-claim", "bad-config", "bad-deals",
    "bad-method", "bad-packet", "bad-score", "bad-strategy", "unknown-strategy", "bad-target", "bad-variant", "no-cards", "bad-players",
    "bad-seed", "bad-stake", "bad-rules", "bad-view", "stream-ended", "internal", "bad-odds",
]


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
