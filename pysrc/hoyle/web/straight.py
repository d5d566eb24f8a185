"""The straight poker widget (Practical Poker, "Varieties of Poker": "Bluff", no draw): a pat hand's share
of the pools against one other hand, counted exactly, and at the table, sampled from seeded deals."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from hoyle.intervals import IN_WORDS, percent_interval
from hoyle.web.base import card_html, checks_field, codes_attr, error_html, form_widget, in_use_html, prerender, select_field, text_field
from hoyle.web.poker import HAND_HELP, RULE_CHOICES, _rules_of, _rules_words

if TYPE_CHECKING:
    from hoyle.api.answers import ErrorAnswer, StraightAnswer

PLAYERS = [(str(n), f"{n} players" if n > 2 else "2 players (heads up)") for n in range(2, 9)]


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _divided(n: int) -> str:
    return "never divided the pool" if n == 0 else "divided it once" if n == 1 else f"divided it {n:,} times"


def straight_answer_html(answer: StraightAnswer | ErrorAnswer) -> str:
    """The hand valued; against one other hand, how many of his hands it beats, ties and loses to (exact);
    at the table, its share of the pools over the seeded deals, with the interval."""
    if "error" in answer:
        return f'<div data-in-use="{in_use_html(answer)}">{error_html(answer, "No answer:")}</div>'
    hand, v, table = answer["hand"], answer["heads_up"], answer["table"]
    useless, playing = set(hand["useless"]), set(hand["playing"])
    cards = "".join(card_html(c, c in useless, c in playing) for c in hand["cards"])
    head = (f'<p class="hoyle-straight-heads-up" data-beats="{v["beats"]}" data-ties="{v["ties"]}" data-loses="{v["loses"]}">'
            f'<strong>Against one other hand</strong> (exact): of the {v["total"]:,} hands he may hold, yours beats '
            f'{v["beats"]:,}, ties {v["ties"]:,} and loses to {v["loses"]:,}. Your share of the pool: '
            f'{v["percent"]:.2f}% ({escape(v["odds"])}).</p>')
    if table is None:
        at_table = ""
    else:
        at_table = (f'<p class="hoyle-straight-table" data-share="{table["share"]}" data-players="{table["players"]}">'
                    f'<strong>At a table of {table["players"]}</strong> (sampled): over {table["deals"]:,} deals of the rest of the pack '
                    f'(seed {table["seed"]}), your hand was best {table["best"]:,} times and {_divided(table["divided"])}: '
                    f'{_pct(table["share"])} of the pools (95% interval {percent_interval(table["low"], table["high"])}). '
                    "The other hands are dealt from one pack, so they are not independent and no count reaches them; "
                    f"the same seed gives the same deals. {IN_WORDS}</p>")
    dead = f' Dead cards: {escape(" ".join(answer["dead"]))}.' if answer["dead"] else ""
    return (
        f'<div class="hoyle-result hoyle-straight-result" data-class="{hand["class"]}" data-in-use="{codes_attr(hand["cards"] + answer["dead"])}">'
        f'<div class="hoyle-cards">{cards}</div>'
        f'<p class="hoyle-description">{escape(hand["description"])}</p>{head}{at_table}'
        f'<p class="hoyle-rules-note">Valued under {escape(_rules_words(answer["rules"]))}, with no draw; a tie divides the pool.{dead}</p>'
        "</div>"
    )


def straight_widget_html(widget_id: str, cards: str, players: str = "5", rules: str = "") -> str:
    """Straight poker: five cards, the number of players, the house rules."""
    request = {"op": "straight", "cards": cards, "players": players, "rules": rules}
    shown = prerender(widget_id, "straight", request)
    fields = [
        text_field(widget_id, "cards", "Five cards", cards, param=widget_id, cards=True, help=HAND_HELP),
        select_field(widget_id, "players", "Players at the table", PLAYERS, players, param=f"{widget_id}-players"),
        checks_field(widget_id, "rules", "House rules", RULE_CHOICES, _rules_of(request), param=f"{widget_id}-rules"),
    ]
    return form_widget("straight", widget_id, "straight", fields, shown, submit="Weigh the hand", picker=True, clear=True, joker=True,
                       note="Worked out when this page was built. Turn on JavaScript to weigh a hand of your own.")


WIDGETS = {"straight": lambda o: straight_widget_html(o.get("id", "straight"), o.get("cards", ""), o.get("players", "5"), o.get("rules", ""))}
RENDERERS = {"straight": straight_answer_html}
