"""The cribbage requests: the show of a hand or crib, the play, the lay-out, and practice at the
show and at the play."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from hoyle.api.reading import (
    MOST_SCORE,
    Cards,
    Operation,
    any_given,
    cards_field,
    cards_in_use,
    count_field,
    error,
    flag_field,
    not_applying,
    only_fields,
    practice_seed,
    strings,
)
from hoyle.cards import split_cards
from hoyle.cribbage.show import BY_DEAL, BY_HAND, VARIANT_NAMES
from hoyle.errors import Refusal, RequestError
from hoyle.inputs import choice, whole_number

if TYPE_CHECKING:  # the answers' types (hoyle.api.answers), for readers and type checkers only
    from collections.abc import Mapping

    from hoyle.api.answers import (
        BySeat,
        ClaimChecked,
        CountedAs,
        CribAnswer,
        ErrorAnswer,
        LayoutAnswer,
        PegAdviceAnswer,
        PegAdviceChoice,
        PegAnswer,
        PlayAnswer,
        PlayPracticeAnswer,
        PracticeScore,
        ShowPracticeAnswer,
        ScoredItem,
    )
    from hoyle.cribbage.layout import Opponent
    from hoyle.cribbage.show import VariantName


def _item(item) -> ScoredItem:
    return {"kind": item.kind, "points": item.points, "cards": [c.code for c in item.cards], "words": item.words}


def _variant(request: dict, cards, by_count: Mapping[int, VariantName]) -> VariantName:
    """The cribbage game asked for, or else (left out) the one the number of cards given implies (six-card if none)."""
    if "variant" not in request:
        n = len(split_cards(cards)) if isinstance(cards, str) else len(cards)
        return by_count.get(n, "six-card")
    return choice(request["variant"], "the game of cribbage", VARIANT_NAMES, "bad-variant")


def _counted_as(cards, starter, variant: VariantName, is_crib: bool) -> list[CountedAs]:
    """When the cards are the wrong number for the game asked (or for the crib), the ways they would
    be counted: a hand at another game (a hand is three cards at five-card, four at six-card, five at
    seven-card), or the crib (four cards in every game) at the game asked; each with its total."""
    from hoyle.cribbage.show import reckon

    tries = [(g, False) for g in VARIANT_NAMES if (g, False) != (variant, is_crib)]
    if not is_crib:
        tries.append((variant, True))
    found: list[CountedAs] = []
    for g, as_crib in tries:
        try:
            total = reckon(cards, starter, crib=as_crib, variant=g).total
        except Refusal:
            continue
        found.append({"variant": g, "crib": as_crib, "total": total})
    return found


@dataclass(frozen=True)
class CribRequest:
    """A hand or the crib at cribbage, with the starter, to reckon ("crib"), at one of the games."""

    cards: Cards
    starter: Cards
    crib: bool = False
    variant: VariantName = "six-card"

    @classmethod
    def read(cls, request: dict) -> CribRequest:
        only_fields(request, ("cards", "starter", "crib", "variant"))
        cards = cards_field(request, "cards")
        starter = cards_field(request, "starter")
        is_crib = flag_field(request, "crib", False)
        return cls(cards, starter, is_crib, _variant(request, cards, {} if is_crib else BY_HAND))  # a crib is four cards in every game


def crib(request: CribRequest) -> CribAnswer | ErrorAnswer:
    """A cribbage hand or crib reckoned with the starter, itemized as it is claimed."""
    from hoyle.cribbage.show import reckon

    cards, starter, is_crib, variant = request.cards, request.starter, request.crib, request.variant
    try:
        show = reckon(cards, starter, crib=is_crib, variant=variant)
    except Refusal as e:
        if e.code != "wrong-count":
            raise
        # the ways they would be counted, and how many cards were given (those that could be read)
        return error(e.code, e.message, counted_as=_counted_as(cards, starter, variant, is_crib),
                     cards_given=len(cards_in_use([cards], jokers=False)))
    return {
        "cards": [c.code for c in show.hand],
        "starter": show.starter.code,
        "crib": show.crib,
        "variant": show.variant.name,
        "total": show.total,
        "items": [_item(i) for i in show.items],
        "claim": show.claim,
        "description": show.description,
        "heels": _item(show.heels) if show.heels else None,
    }


class Score(NamedTuple):
    """The running score of a practice: hands (or cards) practised, counted right, points missed."""

    hands: int = 0
    right: int = 0
    missed: int = 0


def _score(score: Score) -> PracticeScore:
    return {"hands": score.hands, "right": score.right, "missed": score.missed}


class Claim(NamedTuple):
    """The reader's claim: one number (None when only items are claimed), and points for each kind of item."""

    total: int | None
    items: dict[str, int]


def _practice_score(request: dict, noun: str) -> Score:
    """The running score of a practice: hands (or cards) practised, counted right, points missed."""
    score = Score(count_field(request, "hands", f"the {noun}s practised", MOST_SCORE),
                  count_field(request, "right", f"the {noun}s counted right", MOST_SCORE),
                  count_field(request, "missed", "the points missed", MOST_SCORE))
    if score.right > score.hands:
        raise RequestError(f"the running score has {score.right:,} {noun}s counted right of {score.hands:,} practised", "bad-score")
    return score


def _practice_claim(request: dict, groups) -> Claim | None:
    """The reader's claim: one number ("claim"), or points for each kind of item (`groups`), or both if
    they agree; None when nothing is claimed yet."""
    from hoyle.cribbage.practice import GROUP_WORDS, MOST_CLAIM

    claim = request.get("claim", "")
    blank = isinstance(claim, str) and not claim.strip()
    items = {name: request.get(name, "") for name, _ in groups}
    items = {name: whole_number(v, f"the points claimed for {GROUP_WORDS[name]}", 0, MOST_CLAIM)
             for name, v in items.items() if not (isinstance(v, str) and not v.strip())}
    if blank and not items:
        return None
    claimed = None if blank else whole_number(claim, "your count", 0, MOST_CLAIM)
    if items and claimed is not None and claimed != sum(items.values()):
        raise RequestError(f"your count is {claimed}, but the points you claimed item by item add up to "
                        f"{sum(items.values())}: make them agree, or leave one of them blank", "bad-claim")
    return Claim(claimed, items)


def _practice_checked(scored, claim: Claim, groups, score: Score) -> ClaimChecked:
    """A claim checked against what the show (or the card played) scores: the verdict item by item,
    and the running score after it."""
    from hoyle.cribbage.practice import check, check_items

    claimed, items = claim
    result = check_items(scored, items, groups) if items or claimed is None else check(scored, claimed)
    return {"claimed": result.claimed, "right": result.right, "muggins": result.muggins, "over": result.over,
            "counted": [_item(i) for i in result.counted], "missed": [_item(i) for i in result.missed],
            "by_item": [{"group": g.group, "worth": g.worth, "claimed": g.claimed, "muggins": g.muggins, "over": g.over,
                         "missed": [_item(i) for i in g.missed]} for g in result.groups] if items else None,
            "after": {"hands": score.hands + 1, "right": score.right + result.right, "missed": score.missed + result.muggins}}


@dataclass(frozen=True)
class ShowPracticeRequest:
    """Practice at the show ("show-practice"): the cards and the start given, or the seed that deals them (None
    when cards are given); the game and whether it is the crib; the reader's claim (None: not yet claimed);
    and the running score so far."""

    cards: Cards
    starter: Cards
    seed: int | None
    crib: bool = False
    variant: VariantName = "six-card"
    claim: Claim | None = None
    score: Score = Score()

    @classmethod
    def read(cls, request: dict) -> ShowPracticeRequest:
        from hoyle.cribbage.practice import GROUPS, MOST_SEED

        only_fields(request, ("seed", "cards", "starter", "crib", "variant", "claim", *(name for name, _ in GROUPS), *Score._fields))
        cards = cards_field(request, "cards", required=False)
        starter = cards_field(request, "starter", required=False)
        is_crib = flag_field(request, "crib", False)
        variant = choice(request.get("variant", "six-card"), "the game of cribbage", VARIANT_NAMES, "bad-variant")
        score = _practice_score(request, "hand")
        if any_given(cards) or any_given(starter):
            not_applying(request, ("seed",), "to the cards given: the seed deals a hand only when no cards are given")
        seed = None if any_given(cards) or any_given(starter) else practice_seed(request, MOST_SEED, "the cards and the start")
        return cls(cards, starter, seed, is_crib, variant, _practice_claim(request, GROUPS), score)


def show_practice(request: ShowPracticeRequest) -> ShowPracticeAnswer | ErrorAnswer:
    """Practice at the show: a hand dealt by the seed (or the cards given) and the reader's count checked."""
    from hoyle.cribbage.practice import GROUPS, deal
    from hoyle.cribbage.show import reckon

    seed, is_crib, variant, score = request.seed, request.crib, request.variant, request.score
    cards, starter = request.cards, request.starter
    if seed is not None:
        hand, turned = deal(seed, variant, is_crib)
        cards, starter = " ".join(c.code for c in hand), turned.code
    shown = crib(CribRequest(cards, starter, is_crib, variant))
    if "error" in shown:
        return shown
    answer: ShowPracticeAnswer = {"seed": seed, "dealt": seed is not None, "cards": shown["cards"], "starter": shown["starter"],
                                  "crib": is_crib, "variant": variant, "claimed": None, "score": _score(score)}
    claim = request.claim
    if claim is None:
        return answer  # not yet claimed: the count is not given away
    show = reckon(shown["cards"], shown["starter"], crib=is_crib, variant=variant)
    shows = {k: shown[k] for k in ("total", "items", "claim", "description", "heels")}
    return cast("ShowPracticeAnswer", {**answer, **shows, **_practice_checked(show, claim, GROUPS, score)})


@dataclass(frozen=True)
class PlayPracticeRequest:
    """Practice at the play ("play-practice"): the cards played since the count began, given, or the seed
    that deals them (None when they are given); the reader's claim for the last (None: not yet claimed);
    and the running score so far."""

    plays: Cards
    seed: int | None
    claim: Claim | None = None
    score: Score = Score()

    @classmethod
    def read(cls, request: dict) -> PlayPracticeRequest:
        from hoyle.cribbage.practice import MOST_SEED, PLAY_GROUPS

        only_fields(request, ("seed", "plays", "claim", *(name for name, _ in PLAY_GROUPS), *Score._fields))
        plays = cards_field(request, "plays", required=False)
        score = _practice_score(request, "card")
        if any_given(plays):
            not_applying(request, ("seed",), "to the cards given: the seed deals the cards played only when none are given")
        seed = None if any_given(plays) else practice_seed(request, MOST_SEED, "the cards played since the count began", "them")
        return cls(plays, seed, _practice_claim(request, PLAY_GROUPS), score)


def play_practice(request: PlayPracticeRequest) -> PlayPracticeAnswer:
    """Practice at the play: the cards played since the count began, dealt by the seed (or given), and
    the reader's claim for the last of them checked item by item, with the muggins and the score after it."""
    from itertools import accumulate

    from hoyle.cribbage.play import peg as score_of
    from hoyle.cribbage.play import pips
    from hoyle.cribbage.practice import PLAY_GROUPS, deal_play

    seed, score = request.seed, request.score
    plays = request.plays if seed is None else " ".join(c.code for c in deal_play(seed))
    pegged = score_of(plays)
    answer: PlayPracticeAnswer = {"seed": seed, "dealt": seed is not None, "plays": [c.code for c in pegged.cards], "count": pegged.count,
                                  "counts": list(accumulate(pips(c) for c in pegged.cards)), "claimed": None, "score": _score(score)}
    claim = request.claim
    if claim is None:
        return answer  # not yet claimed: the points are not given away
    return cast("PlayPracticeAnswer", {**answer, "total": pegged.total, "items": [_item(i) for i in pegged.items],
                                       **_practice_checked(pegged, claim, PLAY_GROUPS, score)})


@dataclass(frozen=True)
class PegRequest:
    """The cards played since the count began ("peg"), the last of them to be scored."""

    cards: Cards

    @classmethod
    def read(cls, request: dict) -> PegRequest:
        only_fields(request, ("cards",))
        return cls(cards_field(request, "cards"))


def peg(request: PegRequest) -> PegAnswer:
    """The play: what the last card played scores, given the cards played since the count began."""
    from hoyle.cribbage.play import peg as score

    result = score(request.cards)
    return {"cards": [c.code for c in result.cards], "count": result.count, "total": result.total, "items": [_item(i) for i in result.items]}


@dataclass(frozen=True)
class PlayRequest:
    """The play of two hands ("play"): the pone's and the dealer's, the cards played so far in order, the game."""

    pone: Cards
    dealer: Cards
    plays: Cards = ""
    variant: VariantName = "six-card"

    @classmethod
    def read(cls, request: dict) -> PlayRequest:
        only_fields(request, ("pone", "dealer", "plays", "variant"))
        pone = cards_field(request, "pone")
        dealer = cards_field(request, "dealer")
        plays = request.get("plays", "")
        if not strings(plays):
            raise RequestError("\"plays\" must be the cards played, in order, as text or a list")
        return cls(pone, dealer, plays, _variant(request, pone, BY_HAND))


def _by_seat(hands: dict) -> BySeat:
    """The pone's cards and the dealer's, in that order, as codes."""
    return {"pone": [c.code for c in hands["pone"]], "dealer": [c.code for c in hands["dealer"]]}


def play(request: PlayRequest) -> PlayAnswer:
    """The play of two hands at cribbage, scored turn by turn (the cards played so far, in order)."""
    from hoyle.cribbage.play import DEALER, PONE, play_out

    result = play_out(request.pone, request.dealer, request.plays, request.variant)
    return {
        "variant": result.variant.name,
        "hands": _by_seat(result.hands),
        "turns": [
            {"player": t.player, "kind": t.kind, "card": t.card.code if t.card else None, "count": t.count, "points": t.points,
             "items": [_item(i) for i in t.items]}
            for t in result.turns
        ],
        "scores": {"pone": result.score(PONE), "dealer": result.score(DEALER)},
        "over": result.over,
        "next": result.next,
        "count": result.count,
        "playable": [c.code for c in result.playable],
        "unplayed": _by_seat(result.unplayed),
    }


@dataclass(frozen=True)
class LayoutRequest:
    """A dealt hand to lay out ("layout"): the cards, the game, whether the player deals (the crib his), whether
    to weigh the crib, and how the opponent lays out ("random", or "sensible")."""

    cards: Cards
    variant: VariantName = "six-card"
    dealer: bool = True
    crib: bool = True
    opponent: Opponent = "random"

    @classmethod
    def read(cls, request: dict) -> LayoutRequest:
        from hoyle.cribbage.layout import OPPONENTS

        only_fields(request, ("cards", "dealer", "crib", "variant", "opponent"))
        opponent = choice(request.get("opponent", "random"), "the opponent's lay-out", OPPONENTS)
        cards = cards_field(request, "cards")
        variant = _variant(request, cards, BY_DEAL)
        crib = flag_field(request, "crib", True)
        if not crib:
            not_applying(request, ("opponent",), "to the kept hand alone (\"crib\": false): the opponent's lay-out makes the crib")
        return cls(cards, variant, flag_field(request, "dealer", True), crib, opponent)


def layout(request: LayoutRequest) -> LayoutAnswer:
    """Every lay-out of a dealt cribbage hand with the kept hand's exact expectation (and the crib's)."""
    from hoyle.cribbage.layout import advise

    return cast("LayoutAnswer", advise(request.cards, request.variant, request.dealer, request.crib, request.opponent))


@dataclass(frozen=True)
class PegAdviceRequest:
    """Which card to play ("peg-advice"): "cards" (yours not yet played), "plays" (the cards played since the count
    began, in order: by turns, the last his, as it is your turn), "seen" (other cards you have seen: your discards,
    the starter, earlier counts), "held" (the cards the opponent still holds, 0 to 5; unless given, as the plays imply:
    as many as yours, less one if he led this count, `pegging.default_held`)."""

    cards: Cards
    plays: Cards = ""
    seen: Cards = ""
    held: int | None = None

    @classmethod
    def read(cls, request: dict) -> PegAdviceRequest:
        from hoyle.api.reading import only_fields
        from hoyle.cribbage.pegging import MOST_HELD

        only_fields(request, ("cards", "plays", "seen", "held"))
        held = request.get("held", "")  # not given or blank: as the plays imply (null is no number: refused)
        held = None if held == "" else whole_number(held, "the cards the opponent holds", 0, MOST_HELD, "bad-number")
        return cls(cards_field(request, "cards"), cards_field(request, "plays", required=False), cards_field(request, "seen", required=False),
                   held)


def _points(f) -> str:
    return f"{float(f):.2f}"


def peg_advice(request: PegAdviceRequest) -> PegAdviceAnswer:
    """Each card that may be played, with what it scores now and what the opponent's best answer scores on the
    average, exact over every hand he may hold (hoyle.cribbage.pegging).

    >>> peg_advice(PegAdviceRequest("5h 9c", "10d"))["choices"][0]["card"]
    '5h'
    """
    from hoyle.cribbage.pegging import advise

    a = advise(request.cards, request.plays, request.seen, request.held)
    choices: list[PegAdviceChoice] = [{
        "card": c.card.code, "now": c.now, "items": [_item(i) for i in c.items], "count": c.count,
        "reply": str(c.reply), "reply_points": _points(c.reply), "go": str(c.go), "go_percent": f"{100 * float(c.go):.1f}%",
        "balance": str(c.balance), "balance_points": _points(c.balance),
        "answers": [{"points": x.points, "words": x.words, "cards": x.cards} for x in c.answers],
    } for c in a.choices]
    return {"cards": [c.code for c in a.cards], "plays": [c.code for c in a.plays], "seen": [c.code for c in a.seen],
            "count": _count_of(a.plays),
            "held": a.held, "unseen": a.unseen, "hands": a.hands, "choices": choices, "cannot": [c.code for c in a.cannot]}


def _count_of(cards) -> int:
    from hoyle.cribbage.show import pips

    return sum(map(pips, cards))


# The cribbage operations: each its request read into its own type, then answered.
OPERATIONS: dict[str, Operation[Any]] = {
    "crib": Operation(CribRequest.read, crib),
    "peg": Operation(PegRequest.read, peg),
    "peg-advice": Operation(PegAdviceRequest.read, peg_advice),
    "play": Operation(PlayRequest.read, play),
    "layout": Operation(LayoutRequest.read, layout),
    "show-practice": Operation(ShowPracticeRequest.read, show_practice),
    "play-practice": Operation(PlayPracticeRequest.read, play_practice),
}
