"""The whisky poker widget (Practical Poker, "Varieties of Poker"): a player's turn with the widow, every choice
ranked with the hand it leaves, its exact share against one other hand and its sampled share at the table."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from hoyle.intervals import IN_WORDS, percent_interval
from hoyle.web.base import (card_html, checkbox_field, checked_words, checks_field, codes_attr, error_html, fold, form_widget, in_use_html,
                            filled, mini_cards, number_is, prerender, seed_fields, select_field, text_field, without)
from hoyle.web.poker import HAND_HELP, RULE_CHOICES, _rules_of, _rules_words

if TYPE_CHECKING:
    from hoyle.api.answers import ErrorAnswer, WhiskyAnswer, WhiskyOption

PLAYERS = [(str(n), f"{n} players" if n > 2 else "2 players (heads up)") for n in range(2, 9)]
SEATS = [(str(n), f"Seat {n}" + (": the first say" if n == 1 else "")) for n in range(1, 9)]
AIMS = [("best-wins", "The best hand wins"), ("worst-pays", "The worst hand pays")]
MOST_SEED = 999_999
FRESH = {"cards": "", "widow": "", "seen": ""}  # what "Deal me one" clears: the hand is then dealt by the seed


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _faces(codes: list[str], useless: tuple[str, ...] | list[str] = (), playing: tuple[str, ...] | list[str] = ()) -> str:
    return "".join(card_html(c, c in useless, c in playing) for c in codes)


def _at_table(o: WhiskyOption) -> str:
    t = o["table"]
    if t is None:
        return ""
    if t["exact"]:
        return f'<td class="hoyle-num">{_pct(t["share"])}<br><span class="hoyle-help">exact</span></td>'
    return f'<td class="hoyle-num">{_pct(t["share"])}<br><span class="hoyle-help">{percent_interval(t["low"], t["high"])}</span></td>'


def _row(i: int, o: WhiskyOption) -> str:
    hand = (f'<span class="hoyle-whisky-cards">{mini_cards(o["hand"]["cards"])}</span> <span class="hoyle-help">{escape(o["hand"]["call"])}</span>'
            if o["hand"] else '<span class="hoyle-help">five cards unseen</span>')
    return (f'<tr data-action="{escape(o["action"])}" data-share="{escape(o["share"])}"><td class="hoyle-num">{i}</td>'
            f'<td>{escape(o["words"])}<br>{hand}</td>'
            f'<td class="hoyle-num">{o["percent"]:.2f}%<br><span class="hoyle-help">{escape(o["odds"])}</span></td>{_at_table(o)}</tr>')


def _summary(options: list[WhiskyOption]) -> str:
    """The fold's title: how many choices, and where knocking and taking the whole widow stand among them."""
    places = {o["action"]: i for i, o in enumerate(options, start=1)}
    marks = [f"{what} {_ordinal(places[action])}" for action, what in (("knock", "knocking"), ("stand", "standing"), ("take", "taking the widow"))
             if action in places]
    return f'All {len(options)} choices, ranked' + (f' ({", ".join(marks)})' if marks and len(options) > 3 else "")


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _deal_html(answer: WhiskyAnswer) -> str:
    deal = answer["deal"]
    if deal is None:
        return ""
    n = answer["players"]
    rows = "".join(f'<li>Seat {s}{" (the dealer)" if s == n else ""}{" (yours)" if s == answer["seat"] else ""}: {mini_cards(h)}</li>'
                   for s, h in enumerate(deal["hands"], start=1))
    return (f'<p class="hoyle-whisky-deal" data-seed="{deal["seed"]}">Dealt by the seed {deal["seed"]}, one card at a time: seat 1 '
            f'(the dealer\u2019s left){" to seat " + str(n - 1) if n > 2 else ""}, the widow, then the dealer (seat {n}). '
            f'Your hand is seat {answer["seat"]}\u2019s, and the widow is not yet turned.</p>'
            f'<details class="hoyle-whisky-all"><summary>The whole deal (which you would not see)</summary>'
            f'<ul>{rows}<li>The widow: {mini_cards(deal["widow"])}</li></ul></details>')


def whisky_answer_html(answer: WhiskyAnswer | ErrorAnswer) -> str:
    """Your hand and the widow; the best choice in words, with the hand it leaves; every choice ranked."""
    if "error" in answer:
        return f'<div data-in-use="{in_use_html(answer)}">{error_html(answer, "No answer:")}</div>'
    options, n = answer["options"], answer["players"]
    best = options[0]
    widow = (f'<div class="hoyle-cards hoyle-whisky-widow">{_faces(answer["widow"])}</div>' if answer["widow"] is not None
             else '<p class="hoyle-whisky-widow">The widow: face down, not yet turned.</p>')
    seen = f'<p class="hoyle-help">Cards seen besides: {mini_cards(answer["seen"])}.</p>' if answer["seen"] else ""
    leaves = best["hand"]
    best_hand = (f'<div class="hoyle-cards hoyle-whisky-best-hand">{_faces(leaves["cards"], leaves["useless"], leaves["playing"])}</div>'
                 if leaves else "")
    worst = answer["aim"] == "worst-pays"
    at_table = (f'<th scope="col">{"Escapes paying, among" if worst else "Among"} {n} (sampled)</th>' if answer["sample"] else "")
    sample = answer["sample"]
    sample_words = (f' Among {n} players, the other {n - 1} hands are dealt {sample["deals"]:,} times from the cards you have not seen '
                    f'(seed {sample["seed"]}; the same seed, the same deals), with a 95% interval. {IN_WORDS}'
                    if sample else "")
    if answer["widow"] is None:
        sample_words += (" Taking the widow unseen is exact at any table: the widow and the other hands all come from the cards you have "
                         f"not seen, so each is as likely as another to be {'worst' if worst else 'best'}.")
    if worst:
        sample_words += (" The worst hand pays: the figures are how often the hand escapes the bill (a tie for the worst dividing it, "
                         "the editor’s reading); against one hand that is the same as its share of the pool.")
    knocked = ('<p class="hoyle-whisky-knocked">Someone has knocked: this is your last chance to draw or exchange, and you may stand '
               "without knocking.</p>" if answer["knocked"] else "")
    return (
        f'<div class="hoyle-result hoyle-whisky-result" data-best="{escape(best["action"])}" '
        f'data-in-use="{codes_attr(answer["cards"] + (answer["widow"] or []) + answer["seen"])}">'
        f'{_deal_html(answer)}'
        f'<p class="hoyle-label">Your hand{" (the dealer)" if answer["dealer"] else ""}</p>'
        f'<div class="hoyle-cards hoyle-whisky-hand">{_faces(answer["cards"])}</div>'
        f'<p class="hoyle-label">The widow</p>{widow}{seen}'
        f'{knocked}<p class="hoyle-whisky-best"><strong>Best:</strong> {escape(answer["best"])}</p>{best_hand}'
        f'<details class="hoyle-whisky-options"{" open" if len(options) < 5 else ""}><summary>{_summary(options)}</summary>'
        f'<div class="hoyle-table-wrap"><table class="hoyle-figures"><thead><tr><th scope="col">#</th>'
        f'<th scope="col">Choice, and the hand it leaves</th>'
        f'<th scope="col">Against one hand (exact)</th>{at_table}</tr></thead>'
        f'<tbody>{"".join(_row(i, o) for i, o in enumerate(options, start=1))}</tbody></table></div></details>'
        f'<p class="hoyle-rules-note">Against one other hand, every hand he may hold from the {answer["unseen"]} cards you have not seen '
        f'is counted: exact, a tie dividing the pool.{sample_words} The other hands are taken as dealt from the cards unseen; no draw '
        f'or knock of theirs is modelled. Valued under {escape(_rules_words(answer["rules"]))}.</p>'
        "</div>"
    )


def whisky_widget_html(widget_id: str, cards: str = "", widow: str = "", seen: str = "", players: str = "5", seat: str = "1",
                       seed: str = "1", rules: str = "", aim: str = "best-wins", knocked: bool = False) -> str:
    """Whisky poker: your hand, the widow if face up, the cards seen; or a hand dealt by the seed; whether someone has knocked,
    and whether the best hand takes the pool or the worst pays."""
    request = {"op": "whisky", "cards": cards, "widow": widow, "seen": seen, "players": players, "seat": seat, "seed": seed, "rules": rules,
               "aim": aim, "knocked": knocked}
    shown = prerender(widget_id, "whisky", request)
    fields = [
        text_field(widget_id, "cards", "Your hand", cards, param=widget_id, cards=True,
                   help=HAND_HELP + " Leave it blank to be dealt a hand by the seed."),
        text_field(widget_id, "widow", "The widow, face up", widow, param=f"{widget_id}-widow", cards=True,
                   help="Its five cards once it has been taken or turned up; blank while it is face down."),
        fold("Players, a knock, who pays, cards seen, seat, deal, house rules", [
            select_field(widget_id, "players", "Players at the table", PLAYERS, players, param=f"{widget_id}-players"),
            checkbox_field(widget_id, "knocked", "Someone has knocked (your last chance; you may stand)", knocked, param=f"{widget_id}-knocked"),
            select_field(widget_id, "aim", "The hands are shown", AIMS, aim, param=f"{widget_id}-aim"),
            text_field(widget_id, "seen", "Other cards seen", seen, param=f"{widget_id}-seen", cards=True,
                       help="Cards you know are in no unseen hand (left out of the other hands)."),
            select_field(widget_id, "seat", "Your seat (the dealer sits last)", SEATS, seat, param=f"{widget_id}-seat"),
            *seed_fields(widget_id, seed, MOST_SEED, FRESH),
            checks_field(widget_id, "rules", "House rules", RULE_CHOICES, _rules_of(request), param=f"{widget_id}-rules"),
        ], state=checked_words(RULE_CHOICES, _rules_of(request))),
    ]
    return form_widget("whisky", widget_id, "whisky", fields, shown, submit="Weigh the choices", picker=True, clear=True, joker=True,
                       note="Worked out when this page was built. Turn on JavaScript to weigh a turn of your own.")


def _widget(o: dict) -> str:
    return whisky_widget_html(o.get("id", "whisky"), o.get("cards", ""), o.get("widow", ""), o.get("seen", ""), str(o.get("players", "5")),
                              str(o.get("seat", "1")), str(o.get("seed", "1")), o.get("rules", ""), o.get("aim", "best-wins"),
                              o.get("knocked", "false") == "true")


def whisky_request(form: dict) -> dict:
    """The whisky form's request as the engine's: at a table of two the shares are exact, so the seed (its box shown for
    the deal) is left out when your cards are given."""
    return without(form, ("seed",), number_is(form.get("players", 5), 2) and filled(form.get("cards", "")))


WIDGETS = {"whisky": _widget}
RENDERERS = {"whisky": whisky_answer_html}
REQUESTS = {"whisky": whisky_request}
