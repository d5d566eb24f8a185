"""The round-games widgets: the Commerce ranker and the Vingt-un counter (Peel, *Round Games with
Cards*), and Blind Hookey by either method (Hoffmann, *Hoyle's Games Modernized*).

Each game's widget lives in its own module: `hoyle.web.commerce`, `hoyle.web.vingt_un` and
`hoyle.web.hookey`, with what they share in `hoyle.web.rounds_common`. This module gives their
tables to `hoyle.web`: `WIDGETS`, `RENDERERS`, `OPS` and `REQUESTS`.

The engine's operations take structured requests (a list of hands, players with stakes, a rules
object); a form sends flat fields: text boxes, numbers and choices. `REQUESTS` turns a form's
request into the engine's, by the widget's kind (the request's "view"):

- commerce: "hands", one hand a line (or separated by "/");
- vingt-un: "dealer"; "players", one player a line, a divided pair as two hands joined by "|";
  "stake" (each player's); "privilege" ("0", "1" or "2"), "penalty" (the dealer's for
  over-drawing) and "share" (his share of ties, "0", "1/4" or "1/3"), the agreements of lines 13 and 20;
- vingt-un-strategy: "stands", "penalty" and "share" (the pool's agreements, as for vingt-un);
- hookey: "dealer" (his bottom card), "players" (each player's bottom card), "stake", "ace";
- hookey-packets: "dealer" (the bottom of his packet), "packets" (the company's two bottom cards),
  "first" and "second" (the stakes on each), "ace";
- hookey-worth: "method", "players" and "ties", commerce-worth: "cards", "others" and "pack", and vingt-un-advice:
  "cards", "dealer", "seen" and "stands", which the engine reads as they are.

The live answer comes through `hoyle.web.answer`, which translates the form's request by
`REQUESTS` and asks the engine; the renderer is given the answer alone (a refusal carries the cards
the engine could read, for the picker). The builder hands its form's request to `prerender`, which
does the same, so the prerendered and the live answer are the same HTML. A renderer never asks the
engine.
"""

from __future__ import annotations

from hoyle.web.commerce import commerce_answer_html, commerce_request, commerce_widget_html, commerce_worth_html, commerce_worth_widget_html
from hoyle.web.hookey import (hookey_answer_html, hookey_packets_request, hookey_packets_widget_html, hookey_request, hookey_widget_html,
                              hookey_worth_html, hookey_worth_request, hookey_worth_widget_html)
from hoyle.web.vingt_un import (vingt_un_advice_html, vingt_un_advice_widget_html, vingt_un_answer_html, vingt_un_request, vingt_un_strategy_html,
                                vingt_un_strategy_request, vingt_un_strategy_widget_html, vingt_un_widget_html)

WIDGETS = {
    "commerce": lambda o: commerce_widget_html(o.get("id", "commerce-ranker"), o.get("hands", "")),
    "vingt-un": lambda o: vingt_un_widget_html(o.get("id", "vingt"), o),
    "hookey": lambda o: hookey_widget_html(o.get("id", "hookey"), o),
    "hookey-packets": lambda o: hookey_packets_widget_html(o.get("id", "hookey-packets"), o),
    "hookey-worth": lambda o: hookey_worth_widget_html(o.get("id", "hookey-worth"), o),
    "commerce-worth": lambda o: commerce_worth_widget_html(o.get("id", "commerce-worth"), o),
    "vingt-un-advice": lambda o: vingt_un_advice_widget_html(o.get("id", "vingt-un-advice"), o),
    "vingt-un-strategy": lambda o: vingt_un_strategy_widget_html(o.get("id", "vingt-un-strategy"), o),
}
RENDERERS = {
    "commerce": commerce_answer_html,
    "vingt-un": vingt_un_answer_html,
    "hookey": hookey_answer_html,
    "hookey-packets": hookey_answer_html,
    "hookey-worth": hookey_worth_html,
    "commerce-worth": commerce_worth_html,
    "vingt-un-advice": vingt_un_advice_html,
    "vingt-un-strategy": vingt_un_strategy_html,
}
OPS = {"hookey-packets": "hookey"}  # view -> the op it renders, where they differ
# A form's request as the engine's, by the widget's kind (hoyle.web.answer applies them).
REQUESTS = {
    "commerce": commerce_request,
    "vingt-un": vingt_un_request,
    "hookey": hookey_request,
    "hookey-packets": hookey_packets_request,
    "hookey-worth": hookey_worth_request,
    "vingt-un-strategy": vingt_un_strategy_request,
}
