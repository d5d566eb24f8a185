"""The round-games widgets: the Commerce ranker and the Vingt-un counter (Peel, *Round Games with
Cards*), and Blind Hookey by either method (Hoffmann, *Hoyle's Games Modernized*).

The engine's operations take structured requests (a list of hands, players with stakes, a rules
object); a form sends flat fields: text boxes, numbers and choices. `REQUESTS` turns a form's
request into the engine's, by the widget's kind (the request's "view"):

- commerce: "hands", one hand a line (or separated by "/");
- vingt-un: "dealer"; "players", one player a line, a divided pair as two hands joined by "|";
  "stake" (each player's); "privilege" ("0", "1" or "2"), "penalty" (the dealer's for
  over-drawing) and "share" (his share of ties, "0", "1/4" or "1/3"), the agreements of lines 13 and 20;
- hookey: "dealer" (his bottom card), "players" (each player's bottom card), "stake", "ace";
- hookey-packets: "dealer" (the bottom of his packet), "packets" (the company's two bottom cards),
  "first" and "second" (the stakes on each), "ace".

The live answer comes through `hoyle.web.answer`, which translates the form's request by
`REQUESTS` and gives the renderer the translated request; the builder hands its form's request to
`prerender`, which does the same, so the prerendered and the live answer are the same HTML. A
renderer never asks the engine.
"""

from __future__ import annotations

import re
from html import escape

from hoyle.cards import parse_cards, parse_what_you_can, split_cards
from hoyle.inputs import MAX_STAKE
from hoyle.vingt_un import OUTSIDE
from hoyle.vingt_un import pips as vingt_un_pips
from hoyle.web.base import (
    card_html,
    error_html,
    fold,
    form_widget,
    number_field,
    ordinal,
    passage_link,
    prerender,
    select_field,
    text_field,
)

COMMERCE_PAGE = "round-games/commerce/"
VINGT_UN_PAGE = "round-games/vingt-un/"
HOOKEY_PAGE = "hoyles-games-modernized/blind-hookey/"
PEEL = "Peel, Round Games with Cards"

CARDS_HELP = "Cards as rank then suit, such as <kbd>As</kbd>, <kbd>10h</kbd> or <kbd>Q♦</kbd>; or pick them below."


# --- small helpers --------------------------------------------------------------------------------


def _lines(text) -> list[str]:
    """The non-blank lines of a text box (a "/" also starts a new line, as in the page's fences)."""
    if not isinstance(text, str):
        return []
    return [line.strip() for line in text.replace("/", "\n").splitlines() if line.strip()]


def _box(text: str) -> str:
    """A fence's " / "-separated value as a text box's lines."""
    return "\n".join(_lines(text))


def _in_use(*texts) -> str:
    """The cards that parse in the texts given (strings or lists of strings), for the picker."""
    found: list[str] = []
    for text in texts:
        items = text if isinstance(text, list) else [text]
        for item in items:
            if isinstance(item, list):
                item = " ".join(str(x) for x in item)
            if not isinstance(item, str):
                continue
            for card in parse_what_you_can(item.replace("|", " ")):
                if card.code not in found:
                    found.append(card.code)
    return escape(" ".join(found))


def _cards(codes) -> str:
    return '<div class="hoyle-cards">' + "".join(card_html(c) for c in codes) + "</div>"


def _sentence(text: str) -> str:
    text = text.strip()
    return (text[:1].upper() + text[1:]).rstrip(".") + "." if text else ""


def _display(quote: str) -> str:
    """A quotation from the source text as HTML: _a_ in italics, -- as a dash."""
    html = escape(quote.replace(" --", "—").replace("--", "—"))
    return re.sub(r"_([^_]+)_", r"<em>\1</em>", html)


def _count(n: int) -> str:
    return f"{n} counter{'s' * (n != 1)}"


def _amount_html(amount: int) -> str:
    """What a player (or the dealer) receives or pays, in words; the sign in data-amount."""
    if amount > 0:
        return f'<span class="hoyle-amount hoyle-plus" data-amount="{amount}">receives {amount}</span>'
    if amount < 0:
        return f'<span class="hoyle-amount hoyle-minus" data-amount="{amount}">pays {-amount}</span>'
    return '<span class="hoyle-amount" data-amount="0">neither receives nor pays</span>'


def _names(numbers: list[int]) -> str:
    """[1, 3, 4] -> '1, 3 and 4'."""
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


# --- Commerce --------------------------------------------------------------------------------------

# Where each rule of the text stands on the book's page, by the engine's name for the rule: up to
# eight plain words of it that the page prints as they are, and nowhere before (passage_link keeps
# only plain words: the page's quotation marks, dashes and italics would not match a text fragment).
COMMERCE_PASSAGES = {
    "order": "which range in value in the order given",
    "tricon": "aces being first in this respect",
    "sequence": "sequence reckoning as the best",
    "flush": "the one making the best",
    "pair": "If two players are alike",
    "point": "then the holder of the first highest card",
}


def commerce_request(form: dict) -> dict:
    """A form's request for the Commerce ranker as the engine's: one hand a line."""
    hands = form.get("hands", "")
    return {"op": "commerce", "hands": _lines(hands) if isinstance(hands, str) else hands}


def commerce_answer_html(answer: dict, request=None) -> str:
    """The hands ranked best first: each hand's combination and value, the winners, and the rule of the
    text that decided, quoted with its line and linked to the passage."""
    if "error" in answer:
        hands = request.get("hands", "") if isinstance(request, dict) else ""
        return f'<div data-in-use="{_in_use(_lines(hands) if isinstance(hands, str) else hands)}">{error_html(answer, "No ranking:")}</div>'
    hands = answer["hands"]
    winners = answer["winners"]
    order = sorted(range(len(hands)), key=lambda i: hands[i]["value"], reverse=True)
    rows = []
    place = 0
    for position, i in enumerate(order):
        if position == 0 or hands[i]["value"] != hands[order[position - 1]]["value"]:
            place = position + 1
        hand = hands[i]
        won = i in winners
        mark = (" <strong>(ties)</strong>" if answer["tie"] else " <strong>(wins)</strong>") if won else ""
        rows.append(
            f'<li class="hoyle-commerce-hand{" hoyle-winner" if won else ""}" data-hand="{i + 1}" data-place="{place}" '
            f'data-combination="{escape(hand["combination"])}">'
            f'<span class="hoyle-place" aria-label="place {place}">{ordinal(place)}</span>'
            f'<div class="hoyle-commerce-body"><span class="hoyle-hand-label">Hand {i + 1}{mark}</span>'
            f'{_cards(hand["cards"])}'
            f'<span class="hoyle-combination">{escape(hand["combination"])}</span> '
            f'<span class="hoyle-description">{escape(hand["description"])}</span> '
            f'<span class="hoyle-pips">({hand["point"]} pips)</span></div></li>'
        )
    numbers = [w + 1 for w in winners]
    if len(hands) == 1:
        verdict = f"Hand 1 alone: {hands[0]['description']}."
    elif answer["tie"]:
        verdict = f"Hands {_names(numbers)} tie: {hands[winners[0]]['description']}."
    else:
        verdict = f"Hand {numbers[0]} wins: {hands[winners[0]]['description']}."
    rule = answer.get("rule")
    quote = ""
    if rule:
        source = f'{escape(rule["source"])}, line {rule["line"]}'
        words = COMMERCE_PASSAGES.get(rule["name"])
        link = passage_link(COMMERCE_PAGE, words, "the passage") if words else ""
        quote = (f'<blockquote class="hoyle-quote" data-line="{rule["line"]}" data-rule="{escape(rule["name"])}">'
                 f'<span class="hoyle-quote-text">“{_display(rule["quote"])}”</span> '
                 f'<cite class="hoyle-source">{source}</cite>{f" ({link})" if link else ""}</blockquote>')
    in_use = " ".join(c for h in hands for c in h["cards"])
    return (
        f'<div class="hoyle-result hoyle-commerce-result" data-in-use="{escape(in_use)}">'
        f'<p class="hoyle-outcome"><strong>{escape(verdict)}</strong></p>'
        f'<p class="hoyle-why">{escape(_sentence(answer["note"]))}</p>{quote}'
        f'<ol class="hoyle-commerce-hands" aria-label="The hands, best first">{"".join(rows)}</ol></div>'
    )


def commerce_widget_html(widget_id: str, hands: str) -> str:
    """The Commerce ranker: several hands of three cards, one to a line."""
    text = _box(hands)
    shown = prerender(widget_id, "commerce", {"op": "commerce", "hands": text})
    fields = [
        text_field(widget_id, "hands", "Hands of three cards, one to a line", text, param=widget_id, cards=True, lines=4,
                   help=f"Three cards a line, such as <kbd>9c 9d 2h</kbd>; press Enter before the next hand. {CARDS_HELP}"),
    ]
    return form_widget("commerce", widget_id, "commerce", fields, shown,
                       submit="Rank", picker=True, clear=True,
                       note="Ranked when this page was built. Turn on JavaScript to rank hands of your own.")


# --- Vingt-un --------------------------------------------------------------------------------------

PRIVILEGES = [("0", "Not agreed"), ("1", "A stake"), ("2", "A double")]
SHARES = [("0", "Not agreed"), ("1/4", "One-fourth"), ("1/3", "One-third")]
SHARE_WORDS = dict(SHARES)

# The passages the answers cite, by the source line the engine names, as they begin on the page.
VINGT_UN_PASSAGES = {
    7: "suffer the consequences of an",
    9: "If a player draws separately on his two",
    11: "the offender pays a penalty to the pool",
    13: "the dealer receives on ties",
    16: "the declaration of a natural",
    20: "It is sometimes agreed that the holder of",
}
POOL_PASSAGE = "A pool may be formed for any purpose"


def vingt_un_request(form: dict) -> dict:
    """A form's request for the Vingt-un counter as the engine's."""
    stake = form.get("stake", 1)  # numbers as typed: the engine reads them and names a wrong one
    players = []
    for line in _lines(form.get("players", "")):
        hands = [h.strip() for h in line.split("|")]
        players.append({"stake": stake, "cards": hands[0]} if len(hands) == 1 else {"stake": stake, "hands": hands})
    return {
        "op": "vingt-un",
        "dealer": form.get("dealer", "") if isinstance(form.get("dealer", ""), str) else form["dealer"],
        "players": players,
        "rules": {
            "privilege": form.get("privilege", "0"),
            "overdraw_penalty": form.get("penalty", 0),
            "tie_share": form.get("share", "0") or "0",
        },
    }


def _cite(line: int | None, page: str = VINGT_UN_PAGE) -> str:
    """"Peel, line 13 (the passage)", the link where the passage is known (the first words of the
    passage on the page, before any word the page prints differently, such as "Vingt-un" or "over-draw")."""
    if line is None:
        return ""
    start = VINGT_UN_PASSAGES.get(line)
    link = f" ({passage_link(page, start, 'the passage')})" if start else ""
    return f' <cite class="hoyle-source">Peel, line {line}</cite>{link}'


def _rule_html(rule: str, line: int | None) -> str:
    """An engine's rule: the rule in words; a rule from outside the excerpt marked OUTSIDE; a rule of the
    excerpt with its line and a link to the passage."""
    text, sep, rest = rule.partition(f"({OUTSIDE}")
    if not sep:
        return f'<span class="hoyle-rule" data-line="{line}">{escape(_sentence(rule))}{_cite(line)}</span>'
    rest = rest.rstrip(")").lstrip("; ")
    said = re.search(r'"([^"]+)", line (\d+)', rest)
    extra = f"; {escape(rest)}{_cite(int(said.group(2)))}" if rest and said else (f"; {escape(rest)}" if rest else "")
    return (f'<span class="hoyle-rule" data-outside="true">{escape(_sentence(text))} '
            f'<span class="hoyle-outside"><strong class="hoyle-outside-mark">OUTSIDE</strong> the excerpt: the standard rules of the game'
            f'{extra}</span></span>')


def _points_html(hand: dict) -> str:
    """The points, with the ace's count when it counts eleven, and natural or over-drawn."""
    words = [f'<span class="hoyle-points" data-points="{hand["points"]}">{hand["points"]} points</span>']
    cards = parse_cards(hand["cards"])
    if any(c.rank == 14 for c in cards) and hand["points"] != sum(vingt_un_pips(c) for c in cards):
        words.append('<span class="hoyle-ace">(an ace counts eleven)</span>')
    elif any(c.rank == 14 for c in cards):
        words.append('<span class="hoyle-ace">(aces count one)</span>')
    if hand["natural"]:
        words.append('<span class="hoyle-tag hoyle-natural">natural Vingt-un</span>')
    if hand["overdrawn"]:
        words.append('<span class="hoyle-tag hoyle-overdrawn">over-drawn</span>')
    return " ".join(words)


def _house_rules(answer: dict) -> str:
    """The agreements in force, in words (as the engine read them)."""
    rules = answer["rules"]
    said = []
    if rules["privilege"] in (1, 2):
        said.append(f"the privilege of a natural, {'a stake' if rules['privilege'] == 1 else 'a double'} from each player (line 20)")
    if rules["overdraw_penalty"] > 0:
        said.append(f"the dealer pays {_count(rules['overdraw_penalty'])} to the pool when he over-draws (line 13)")
    share = str(rules["tie_share"])
    if share not in ("0", ""):
        said.append(f"the dealer pays {SHARE_WORDS.get(share, share).lower()} of his receipts on ties to the pool (line 13)")
    return "Agreed: " + "; ".join(said) + "." if said else "No agreements: no privilege of a natural, no pool."


def vingt_un_answer_html(answer: dict, request=None) -> str:
    """A round settled: the dealer's hand and total, each player's hands (points, natural, over-drawn),
    what each receives or pays and by which rule, and whether the dealer is thrown out."""
    if "error" in answer:
        texts = [request.get("dealer", ""), request.get("players", "")] if isinstance(request, dict) else []
        if isinstance(request, dict) and isinstance(request.get("players"), list):
            texts = [request.get("dealer", "")] + [p.get("cards", p.get("hands", "")) for p in request["players"] if isinstance(p, dict)]
        return f'<div data-in-use="{_in_use(*texts)}">{error_html(answer, "Not settled:")}</div>'
    dealer = answer["dealer"]
    rows = []
    for number, player in enumerate(answer["players"], 1):
        hands = []
        for k, hand in enumerate(player["hands"], 1):
            label = f"Hand {k}, " if player["divided"] else ""
            hands.append(
                f'<li class="hoyle-vu-hand" data-hand="{k}">{_cards(hand["cards"])}'
                f'<p class="hoyle-vu-count">{escape(label)}{_points_html(hand)}: {_amount_html(hand["amount"])}.</p>'
                f'<p class="hoyle-vu-why">{_rule_html(hand["rule"], hand["line"])}</p></li>'
            )
        extra = ""
        if player["irregular"]:
            extra += '<p class="hoyle-vu-note">He drew separately on two cards that do not pair.</p>'
        elif player["divided"]:
            extra += '<p class="hoyle-vu-note">He divided a pair: each hand is settled by itself.</p>'
        if player["privilege"]:
            verb = "receives" if player["privilege"] > 0 else "pays"
            extra += (f'<p class="hoyle-vu-note hoyle-privilege" data-privilege="{player["privilege"]}">The privilege of a natural: he {verb} '
                      f'{abs(player["privilege"])}.{_cite(20)}</p>')
        rows.append(
            f'<li class="hoyle-vu-player" data-player="{number}" data-total="{player["total"]}">'
            f'<p class="hoyle-hand-label">Player {number}: <strong>{_amount_html(player["total"])}</strong> in all</p>'
            f'<ul class="hoyle-vu-hands">{"".join(hands)}</ul>{extra}</li>'
        )
    total = answer["dealer_total"]
    if total > 0:
        verdict = f"The dealer receives {total} in all."
    elif total < 0:
        verdict = f"The dealer pays {-total} in all."
    else:
        verdict = "The dealer neither receives nor pays, in all."
    naturals = any(h["natural"] for p in answer["players"] for h in p["hands"])
    if answer["dealer_out"]:
        out = (f'<p class="hoyle-vu-out" data-out="true"><strong>The dealer is thrown out:</strong> '
               f'“the declaration of a natural Vingt-un throws the dealer out”{_cite(16)}</p>')
    elif naturals and dealer["natural"]:
        out = ('<p class="hoyle-vu-out" data-out="false"><strong>The dealer is not thrown out:</strong> he has a natural too '
               '<span class="hoyle-outside"><strong class="hoyle-outside-mark">OUTSIDE</strong> the excerpt: '
               'the standard rules of the game</span></p>')
    else:
        out = ('<p class="hoyle-vu-out" data-out="false"><strong>The dealer is not thrown out:</strong> no player declared a natural'
               f'{_cite(16)}</p>')
    pool = ""
    to_pool = answer["to_pool"]
    if to_pool not in (0, "0"):
        pool = (f'<p class="hoyle-vu-pool" data-pool="{escape(str(to_pool))}">The dealer pays {escape(str(to_pool))} to the pool, as agreed'
                f' <cite class="hoyle-source">Peel, line 13</cite> ({passage_link(VINGT_UN_PAGE, POOL_PASSAGE, "the passage")}).</p>')
    notes = ""
    for note in answer.get("notes", []):
        line = re.search(r" \(line (\d+)\)$", note)  # cited as the other rules are
        said = note[:line.start()] if line else note
        notes += f'<p class="hoyle-vu-note">{escape(_sentence(said))}{_cite(int(line.group(1))) if line else ""}</p>'
    players = (f'<ol class="hoyle-vu-players" aria-label="The players">{"".join(rows)}</ol>' if rows
               else '<p class="hoyle-vu-note">No players: give each player\'s cards, one player a line.</p>')
    d_words = _points_html({"cards": dealer["cards"], "points": dealer["points"], "natural": dealer["natural"], "overdrawn": dealer["overdrawn"]})
    stakes = sorted({p["stake"] for p in answer["players"]})
    stake_words = f"Stake: {_count(stakes[0])} each. " if len(stakes) == 1 else ""
    in_use = " ".join(dealer["cards"] + [c for p in answer["players"] for h in p["hands"] for c in h["cards"]])
    return (
        f'<div class="hoyle-result hoyle-vingt-un-result" data-in-use="{escape(in_use)}" data-dealer-total="{total}">'
        f'<p class="hoyle-outcome"><strong>{escape(verdict)}</strong></p>{out}{pool}'
        f'<div class="hoyle-vu-dealer" data-points="{dealer["points"]}"><p class="hoyle-hand-label">The dealer</p>{_cards(dealer["cards"])}'
        f'<p class="hoyle-vu-count">{d_words}</p></div>'
        f'{players}{notes}'
        f'<p class="hoyle-rules-note">{escape(stake_words + _house_rules(answer))} '
        'How the cards count (an ace one or eleven, a ten or court card ten, the others their pips) and what a natural is '
        '(an ace and a ten-card, the two cards dealt) are <span class="hoyle-outside"><strong class="hoyle-outside-mark">OUTSIDE</strong> '
        'the excerpt: the standard rules of the game</span>; the excerpt begins after them.</p>'
        "</div>"
    )


def vingt_un_widget_html(widget_id: str, opts: dict) -> str:
    """The Vingt-un counter: the dealer's cards, each player's, the stake and the agreements."""
    form = {
        "dealer": opts.get("dealer", ""),
        "players": _box(opts.get("players", "")),
        "stake": opts.get("stake", "1"),
        "privilege": opts.get("privilege", "0"),
        "penalty": opts.get("penalty", "0"),
        "share": opts.get("share", "0"),
    }
    shown = prerender(widget_id, "vingt-un", {"op": "vingt-un", **form})
    fields = [
        text_field(widget_id, "dealer", "The dealer's cards", form["dealer"], cards=True, wide=False,
                   help="Two or more cards, such as <kbd>10c 7d</kbd>."),
        text_field(widget_id, "players", "Each player's cards, one player to a line", form["players"], cards=True, lines=3,
                   help="Such as <kbd>8s 3d 9c</kbd>. A divided pair: the two hands joined by <kbd>|</kbd>, each with its card of the "
                        f"pair first, such as <kbd>8s 3d | 8d Kh</kbd>. {CARDS_HELP}"),
        fold("The stake and the agreements (lines 13 and 20)", [
            number_field(widget_id, "stake", "Stake on each hand", form["stake"], 0, MAX_STAKE),
            select_field(widget_id, "privilege", "Privilege of a natural (line 20)", PRIVILEGES, form["privilege"]),
            number_field(widget_id, "penalty", "Dealer's penalty for over-drawing, to the pool (line 13)", form["penalty"], 0, MAX_STAKE),
            select_field(widget_id, "share", "Dealer's share of ties to the pool (line 13)", SHARES, form["share"]),
        ]),
    ]
    return form_widget("vingt-un", widget_id, "vingt-un", fields, shown,
                       submit="Settle", picker=True, clear=True,
                       note="Settled when this page was built. Turn on JavaScript to settle a round of your own.")


# --- Blind Hookey ----------------------------------------------------------------------------------

ACES = [("low", "Low (below the two)"), ("high", "High (above the king)")]


def hookey_request(form: dict) -> dict:
    """A form's request for Blind Hookey (either method) as the engine's."""
    ace = form.get("ace", "low")
    if isinstance(form.get("packets"), str):
        return {"op": "hookey", "method": 2, "dealer": form.get("dealer", ""), "ace": ace,
                "packets": split_cards(form["packets"]),
                "stakes": [{"packet": 0, "stake": form.get("first", 1)},
                           {"packet": 1, "stake": form.get("second", 1)}]}
    stake = form.get("stake", 1)  # as typed: the engine reads it
    bottoms = split_cards(form["players"]) if isinstance(form.get("players"), str) else []
    return {"op": "hookey", "method": 1, "dealer": form.get("dealer", ""), "ace": ace,
            "players": [{"bottom": b, "stake": stake} for b in bottoms]}


def hookey_answer_html(answer: dict, request=None) -> str:
    """A round of Blind Hookey settled: each bottom card against the dealer's, the amounts, the rule."""
    if "error" in answer:
        texts = []
        if isinstance(request, dict):
            texts = [request.get("dealer", ""), request.get("players", "") or "", request.get("packets", "") or ""]
            texts = [" ".join(p.get("bottom", "") for p in t if isinstance(p, dict)) if isinstance(t, list) and t and isinstance(t[0], dict)
                     else t for t in texts]
        return f'<div data-in-use="{_in_use(*texts)}">{error_html(answer, "Not settled:")}</div>'
    method = answer["method"]
    rows = []
    for k, s in enumerate(answer["settlements"], 1):
        who = f"Player {k}" if method == 1 else ("The first packet" if k == 1 else "The second packet")
        rows.append(
            f'<li class="hoyle-hookey-row" data-row="{k}">'
            f'<span class="hoyle-hand-label">{who}</span>{_cards([s["bottom"]])}'
            f'<span class="hoyle-hookey-says">stakes {s["stake"]}: {_amount_html(s["amount"])}</span></li>'
        )
    total = answer["dealer_total"]
    verdict = (f"The dealer receives {total} in all." if total > 0 else f"The dealer pays {-total} in all." if total < 0
               else "The dealer neither receives nor pays, in all.")
    rule = answer["rule"]
    quote = (f'<blockquote class="hoyle-quote" data-line="{rule["line"]}"><span class="hoyle-quote-text">“{_display(rule["quote"])}”</span> '
             f'<cite class="hoyle-source">Hoffmann, Hoyle\'s Games Modernized, Blind Hookey, line {rule["line"]}</cite>'
             f' ({passage_link(HOOKEY_PAGE, rule["quote"], "the passage")})</blockquote>')  # its first eight words are plain
    end = ""
    if method == 1 and answer["settlements"]:
        deal = answer["deal_rule"]
        said = ("The dealer is a loser all round: the deal is at an end, and the next player deals."
                if answer["deal_ends"] else "The dealer is not a loser all round: he deals again.")
        end = (f'<p class="hoyle-hookey-end" data-deal-ends="{str(answer["deal_ends"]).lower()}"><strong>{said}</strong> '
               f'“{_display(deal["quote"])}” <cite class="hoyle-source">line {deal["line"]}</cite>'
               f' ({passage_link(HOOKEY_PAGE, deal["quote"], "the passage")})</p>')
    note = f'<p class="hoyle-rules-note">{escape(_sentence(answer["note"]))}</p>' if answer.get("note") else ""
    ace = ("The ace is low, below the two (an editor's choice: the text does not say; the same book ranks the ace lowest at Cribbage)."
           if answer["ace"] == "low" else "The ace is high, above the king (the other reading: the text does not say).")
    in_use = " ".join([answer["dealer"]] + [s["bottom"] for s in answer["settlements"]])
    dealer = "The dealer's bottom card" if method == 1 else "The bottom card of the dealer's packet"
    empty = "" if rows else '<p class="hoyle-vu-note">No players: give each player\'s bottom card.</p>'
    return (
        f'<div class="hoyle-result hoyle-hookey-result" data-in-use="{escape(" ".join(dict.fromkeys(in_use.split())))}" data-dealer-total="{total}">'
        f'<p class="hoyle-outcome"><strong>{escape(verdict)}</strong></p>{quote}{end}'
        f'<div class="hoyle-hookey-dealer"><span class="hoyle-hand-label">{dealer}</span>{_cards([answer["dealer"]])}</div>'
        f'<ol class="hoyle-hookey-rows">{"".join(rows)}</ol>{empty}'
        f'<p class="hoyle-rules-note">{escape(ace)} Suits never count.</p>{note}</div>'
    )


def hookey_widget_html(widget_id: str, opts: dict) -> str:
    """The first method: each player's packet against the dealer's."""
    form = {"dealer": opts.get("dealer", ""), "players": opts.get("players", ""),
            "stake": opts.get("stake", "1"), "ace": opts.get("ace", "low")}
    shown = prerender(widget_id, "hookey", {"op": "hookey", **form})
    fields = [
        text_field(widget_id, "dealer", "The dealer's bottom card", form["dealer"], cards=True, wide=False),
        text_field(widget_id, "players", "Each player's bottom card, in turn", form["players"], cards=True,
                   help=f"One card for each player, such as <kbd>9s 8d Ac</kbd>. {CARDS_HELP}"),
        number_field(widget_id, "stake", "Each player's stake", form["stake"], 0, MAX_STAKE),
        select_field(widget_id, "ace", "The ace", ACES, form["ace"]),
    ]
    return form_widget("hookey", widget_id, "hookey", fields, shown, submit="Settle",
                       picker=True, clear=True,
                       note="Settled when this page was built. Turn on JavaScript to settle a round of your own.")


def hookey_packets_widget_html(widget_id: str, opts: dict) -> str:
    """The second method: three packets, two for the company and one for the dealer."""
    form = {"dealer": opts.get("dealer", ""), "packets": opts.get("packets", ""),
            "first": opts.get("first", "1"), "second": opts.get("second", "1"), "ace": opts.get("ace", "low")}
    shown = prerender(widget_id, "hookey-packets", {"op": "hookey", **form})
    fields = [
        text_field(widget_id, "dealer", "Bottom card of the dealer's packet", form["dealer"], cards=True, wide=False),
        text_field(widget_id, "packets", "Bottom cards of the company's two packets", form["packets"], cards=True, wide=False,
                   help="Two cards, such as <kbd>Kc 3s</kbd>."),
        number_field(widget_id, "first", "Staked on the first", form["first"], 0, MAX_STAKE),
        number_field(widget_id, "second", "Staked on the second", form["second"], 0, MAX_STAKE),
        select_field(widget_id, "ace", "The ace", ACES, form["ace"]),
    ]
    return form_widget("hookey-packets", widget_id, "hookey", fields, shown, submit="Settle",
                       picker=True, clear=True,
                       note="Settled when this page was built. Turn on JavaScript to settle a round of your own.")


WIDGETS = {
    "commerce": lambda o: commerce_widget_html(o.get("id", "commerce-ranker"), o.get("hands", "")),
    "vingt-un": lambda o: vingt_un_widget_html(o.get("id", "vingt"), o),
    "hookey": lambda o: hookey_widget_html(o.get("id", "hookey"), o),
    "hookey-packets": lambda o: hookey_packets_widget_html(o.get("id", "hookey-packets"), o),
}
RENDERERS = {
    "commerce": commerce_answer_html,
    "vingt-un": vingt_un_answer_html,
    "hookey": hookey_answer_html,
    "hookey-packets": hookey_answer_html,
}
OPS = {"hookey-packets": "hookey"}  # view -> the op it renders, where they differ
# A form's request as the engine's, by the widget's kind (hoyle.web.answer applies them).
REQUESTS = {
    "commerce": commerce_request,
    "vingt-un": vingt_un_request,
    "hookey": hookey_request,
    "hookey-packets": hookey_request,
}
