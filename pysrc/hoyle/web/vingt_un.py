"""The Vingt-un counter (Peel, *Round Games with Cards*): a round settled, each hand's points, what
each player receives or pays and by which rule (quoted with its line and linked, or marked OUTSIDE
the excerpt), and whether the dealer is thrown out.

The form sends "dealer"; "players", one player a line, a divided pair as two hands joined by "|";
"stake" (each player's); "privilege", "penalty" and "share" (the agreements of lines 13 and 20);
`vingt_un_request` turns them into the engine's request (see `hoyle.web.rounds`, which registers the
widget)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import re
from html import escape

from hoyle.cards import format_cards, parse_card
from hoyle.inputs import MAX_STAKE
from hoyle.rounds.vingt_un import OUTSIDE
from hoyle.web.base import form_takes, in_use_html, error_html, fold, form_widget, number_field, passage_link, prerender, select_field, text_field
from hoyle.web.rounds_common import CARDS_HELP, amount_html, box_html, cards_html, form_text, sentence, text_lines

if TYPE_CHECKING:  # the answers' types, for readers and type checkers only
    from hoyle.api.answers import ErrorAnswer, VingtUnAdviceAnswer, VingtUnAnswer, VingtUnDealer, VingtUnHand, VingtUnStrategyAnswer

VINGT_UN_PAGE = "round-games/vingt-un/"
PRIVILEGES = [("0", "Not agreed"), ("1", "A stake"), ("2", "A double")]
SHARES = [("0", "Not agreed"), ("1/4", "One-fourth"), ("1/3", "One-third")]
SHARE_WORDS = dict(SHARES)

# The passages the answers cite, by the source line the engine names, as they begin on the page.
VINGT_UN_PASSAGES = {
    7: "suffer the consequences of an",
    9: "If a player draws separately on his two",
    11: "the offender pays a penalty to the pool",
    13: "the dealer receives on ties",
    18: "Should a player object to take his turn",
    16: "the declaration of a natural",
    20: "It is sometimes agreed that the holder of",
}
POOL_PASSAGE = "A pool may be formed for any purpose"


def _count(n: int) -> str:
    return f"{n} counter{'s' * (n != 1)}"


def vingt_un_request(form: dict) -> dict:
    """A form's request for the Vingt-un counter as the engine's."""
    form_takes(form, ("dealer", "players", "stake", "privilege", "penalty", "share"))
    stake = form.get("stake", 1)  # numbers as typed: the engine reads them and names a wrong one
    players = []
    for line in text_lines(form_text(form, "players")):
        hands = [h.strip() for h in line.split("|")]
        players.append({"stake": stake, "cards": hands[0]} if len(hands) == 1 else {"stake": stake, "hands": hands})
    return {
        "op": "vingt-un",
        "dealer": form.get("dealer", "") if isinstance(form.get("dealer", ""), str) else form["dealer"],
        "players": players,
        "rules": {
            "privilege": form.get("privilege", "0"),
            "overdraw_penalty": form.get("penalty", 0),
            "tie_share": form_text(form, "share") or "0",
        },
    }


def _cite(line: int | None, page: str = VINGT_UN_PAGE) -> str:
    """"Peel (as Baxter-Wray), line 13 (the passage)", the link where the passage is known (the first words of the
    passage on the page, before any word the page prints differently, such as "Vingt-un" or "over-draw")."""
    if line is None:
        return ""
    start = VINGT_UN_PASSAGES.get(line)
    link = f" ({passage_link(page, start, 'the passage')})" if start else ""
    return f' <cite class="hoyle-source">Peel (as Baxter-Wray), line {line}</cite>{link}'


def _rule_html(rule: str, line: int | None) -> str:
    """An engine's rule: the rule in words; a rule from outside the excerpt marked OUTSIDE; a rule of the
    excerpt with its line and a link to the passage."""
    text, sep, rest = rule.partition(f"({OUTSIDE}")
    if not sep:
        return f'<span class="hoyle-rule" data-line="{line}">{escape(sentence(rule))}{_cite(line)}</span>'
    rest = rest.rstrip(")").lstrip("; ")
    said = re.search(r'"([^"]+)", line (\d+)', rest)
    extra = f"; {escape(rest)}{_cite(int(said.group(2)))}" if rest and said else (f"; {escape(rest)}" if rest else "")
    return (f'<span class="hoyle-rule" data-outside="true">{escape(sentence(text))} '
            f'<span class="hoyle-outside"><strong class="hoyle-outside-mark">OUTSIDE</strong> the excerpt: the standard rules of the game'
            f'{extra}</span></span>')


def _points_html(hand: VingtUnHand | VingtUnDealer) -> str:
    """The points, with the ace's count when it counts eleven, and natural or over-drawn."""
    words = [f'<span class="hoyle-points" data-points="{hand["points"]}">{hand["points"]} points</span>']
    if hand["ace_counts"] == 11:
        words.append('<span class="hoyle-ace">(an ace counts eleven)</span>')
    elif hand["ace_counts"] == 1:
        words.append('<span class="hoyle-ace">(aces count one)</span>')
    if hand["natural"]:
        words.append('<span class="hoyle-tag hoyle-natural">natural Vingt-un</span>')
    if hand["overdrawn"]:
        words.append('<span class="hoyle-tag hoyle-overdrawn">over-drawn</span>')
    return " ".join(words)


def _house_rules(answer: VingtUnAnswer) -> str:
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


def vingt_un_answer_html(answer: VingtUnAnswer | ErrorAnswer) -> str:
    """A round settled: the dealer's hand and total, each player's hands (points, natural, over-drawn),
    what each receives or pays and by which rule, and whether the dealer is thrown out."""
    if "error" in answer:
        return f'<div data-in-use="{in_use_html(answer)}">{error_html(answer, "Not settled:")}</div>'
    dealer = answer["dealer"]
    rows = []
    for number, player in enumerate(answer["players"], 1):
        hands = []
        for k, hand in enumerate(player["hands"], 1):
            label = f"Hand {k}, " if player["divided"] else ""
            hands.append(
                f'<li class="hoyle-vu-hand" data-hand="{k}">{cards_html(hand["cards"])}'
                f'<p class="hoyle-vu-count">{escape(label)}{_points_html(hand)}: {amount_html(hand["amount"])}.</p>'
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
            f'<p class="hoyle-hand-label">Player {number}: <strong>{amount_html(player["total"])}</strong> in all</p>'
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
                f' <cite class="hoyle-source">Peel (as Baxter-Wray), line 13</cite>'
                f' ({passage_link(VINGT_UN_PAGE, POOL_PASSAGE, "the passage")}).</p>')
    notes = ""
    for note in answer.get("notes", []):
        line = re.search(r" \(line (\d+)\)$", note)  # cited as the other rules are
        said = note[:line.start()] if line else note
        notes += f'<p class="hoyle-vu-note">{escape(sentence(said))}{_cite(int(line.group(1))) if line else ""}</p>'
    players = (f'<ol class="hoyle-vu-players" aria-label="The players">{"".join(rows)}</ol>' if rows
               else '<p class="hoyle-vu-note">No players: give each player\'s cards, one player a line.</p>')
    d_words = _points_html(dealer)
    stakes = sorted({p["stake"] for p in answer["players"]})
    stake_words = f"Stake: {_count(stakes[0])} each. " if len(stakes) == 1 else ""
    in_use = " ".join(dealer["cards"] + [c for p in answer["players"] for h in p["hands"] for c in h["cards"]])
    return (
        f'<div class="hoyle-result hoyle-vingt-un-result" data-in-use="{escape(in_use)}" data-dealer-total="{total}">'
        f'<p class="hoyle-outcome"><strong>{escape(verdict)}</strong></p>{out}{pool}'
        f'<div class="hoyle-vu-dealer" data-points="{dealer["points"]}"><p class="hoyle-hand-label">The dealer</p>{cards_html(dealer["cards"])}'
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
        "players": box_html(opts.get("players", "")),
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


# --- advice: draw, stand or divide ----------------------------------------------------------------------------------

ADVICE_STANDS = [("15", "15 or more"), ("16", "16 or more"), ("17", "17 or more"), ("18", "18 or more")]
CHOICE_WORDS = {"stand": "Stand (“content”)", "draw": "Draw (“a card”)", "divide": "Divide the pair"}
BEST_WORDS = {"stand": "Stand", "draw": "Draw", "divide": "Divide the pair"}
CURRENT = ' aria-current="true" class="hoyle-current"'  # the row of the best choice


def card_words(code: str) -> str:
    """A card the engine named, with its suit's symbol: "7♥"."""
    return escape(format_cards((parse_card(code),), symbols=True))


def _signed(per_unit: str) -> str:
    """"-0.4113" with a true minus sign."""
    return per_unit.replace("-", "\u2212")


def vingt_un_advice_html(answer: VingtUnAdviceAnswer | ErrorAnswer) -> str:
    """Draw, stand or divide: the best choice in a sentence, each choice's worth per counter staked, and what the
    reckoning takes for granted."""
    if "error" in answer:
        return f'<div data-in-use="{in_use_html(answer)}">{error_html(answer, "Not worked out:")}</div>'
    choices = {c["choice"]: c for c in answer["choices"]}
    best = answer["best"]
    others = [c for c in answer["choices"] if c["choice"] != best]
    soft = " (an ace counting eleven)" if answer["soft"] else ""
    against = f"against the dealer’s {card_words(answer['dealer'])}" if answer["dealer"] else "the dealer’s cards unseen"
    worth = float(choices[best]["per_unit"])
    hundred = round(abs(worth) * 100)
    plain = (f" (about {hundred} counter{'s' * (hundred != 1)} {'won' if worth > 0 else 'lost'} in every 100 staked)" if hundred
             else " (about even)")
    lead = (f"<strong>{BEST_WORDS[best]}.</strong> Holding {answer['count']}{soft}, {against}: "
            f"{BEST_WORDS[best].lower()} is worth {_signed(choices[best]['per_unit'])} a counter staked{plain}"
            + (", " + ", ".join(f"{BEST_WORDS[c['choice']].lower()} {_signed(c['per_unit'])}" for c in others)
               + f"; better by {answer['margin']} of a stake." if others else "; no card is left to draw, every card you have not "
               "seen being the dealer’s."))
    rows = "".join(
        f'<tr data-choice="{escape(c["choice"])}"{CURRENT if c["best"] else ""}><th scope="row">{CHOICE_WORDS[c["choice"]]}</th>'
        f'<td class="hoyle-num" title="exactly {escape(c["exact"])}">{_signed(c["per_unit"])}</td></tr>' for c in answer["choices"])
    seen = f" and the {len(answer['seen'])} other card{'s' * (len(answer['seen']) != 1)} seen" if answer["seen"] else ""
    dealer = " and the dealer’s card" if answer["dealer"] else ""
    divide = (" A divided pair is two hands, each staked like the pair and given a second card, its worth theirs together; each is "
              "reckoned as though the other’s further cards were not seen." if "divide" in choices else "")
    runs_out = (" So few cards are unseen that the pack may run out: a hand that finds no card left to draw stands as it is, the "
                "dealer’s too, and a pair is divided only when two cards are left to give each hand its second. This is an editor’s "
                "choice: the excerpt does not say for the game it describes, and under the other ways of limiting the deal the dealer "
                f"draws from the used cards, shuffled{_cite(16)}." if answer["runs_out"] else "")
    in_use = " ".join(answer["cards"] + ([answer["dealer"]] if answer["dealer"] else []) + answer["seen"])
    return (
        f'<div class="hoyle-result hoyle-vingt-un-advice" data-in-use="{escape(in_use)}" data-best="{escape(best)}">'
        f'<p class="hoyle-outcome">{lead}</p>{cards_html(answer["cards"])}'
        f'<div class="hoyle-table-wrap"><table class="hoyle-figures hoyle-vingt-un-choices"><caption>What each choice is worth, '
        f'per counter staked</caption><thead><tr><th scope="col">Choice</th><th scope="col">Worth</th></tr></thead>'
        f'<tbody>{rows}</tbody></table></div>'
        f'<p class="hoyle-rules-note">Exact over the {answer["unseen"]} card{"s" * (answer["unseen"] != 1)} not seen (the pack less your '
        f'cards{dealer}{seen}), '
        f'each choice followed by the better play at every card after it. The dealer draws until he has {answer["stands"]} or more, '
        f'an ace counting eleven unless that over-draws him: <span class="hoyle-outside"><strong class="hoyle-outside-mark">OUTSIDE'
        f'</strong> the excerpt</span>, which does not say when the dealer stands; this is a reading, and another may be chosen. '
        f'He has no natural (he would have declared it before the drawing), receives on ties{_cite(13)}, and over-draws '
        f'{escape(answer["dealer_busts_percent"])} of the time from these cards.{divide}{runs_out}</p></div>'
    )


def vingt_un_advice_widget_html(widget_id: str, opts: dict) -> str:
    """Draw, stand or divide: the hand, the dealer's card if seen, the other cards seen, the dealer's rule."""
    form = {"cards": opts.get("cards", ""), "dealer": opts.get("dealer", ""), "seen": opts.get("seen", ""),
            "stands": str(opts.get("stands", "17"))}
    shown = prerender(widget_id, "vingt-un-advice", {"op": "vingt-un-advice", **form})
    fields = [
        text_field(widget_id, "cards", "Your cards", form["cards"], cards=True, wide=False, help="Two or more, such as <kbd>10c 6d</kbd>."),
        text_field(widget_id, "dealer", "The dealer’s card, if you have seen it", form["dealer"], cards=True, wide=False,
                   help="Empty when face down, as Peel deals it."),
        text_field(widget_id, "seen", "Other cards seen", form["seen"], cards=True, help="Drawn face up, or thrown up, by the others."),
        select_field(widget_id, "stands", "The dealer stands on", ADVICE_STANDS, form["stands"]),
    ]
    return form_widget("vingt-un-advice", widget_id, "vingt-un-advice", fields, shown, submit="Work it out", picker=True, clear=True)


# --- the whole strategy, and a round's worth to the dealer ---------------------------------------------------------

STRATEGY_LETTERS = {"S": "stand", "D": "draw", "P": "divide"}
KIND_HEADINGS = {"hard": "Hard totals (no ace, or the aces counting one)", "soft": "An ace counting eleven",
                 "pair": "Pairs (two cards of one denomination)"}
SELLING_PASSAGE = "the deal is an advantage"


def _strategy_rows(answer: VingtUnStrategyAnswer) -> str:
    out, kind = [], ""
    width = len(answer["columns"]) + 1
    for row in answer["rows"]:
        if row["kind"] != kind:
            kind = row["kind"]
            out.append(f'<tr class="hoyle-vu-kind"><th scope="rowgroup" colspan="{width}">{KIND_HEADINGS[kind]}</th></tr>')
        name = " or ".join(row["hands"]) if kind != "hard" else str(row["total"])
        title = f' title="{escape(", ".join(row["hands"]))}"' if kind == "hard" else ""
        marked = {d["column"] for d in row["differ"]}
        cells = "".join(
            f'<td class="hoyle-vu-{STRATEGY_LETTERS[c]}" data-choice="{c}">{c}{"*" if col in marked else ""}</td>'
            for c, col in zip(row["choices"], answer["columns"]))
        out.append(f'<tr data-kind="{kind}" data-total="{row["total"]}"><th scope="row"{title}>{escape(name)}</th>{cells}</tr>')
    return "".join(out)


def vingt_un_strategy_html(answer: VingtUnStrategyAnswer | ErrorAnswer) -> str:
    """The strategy on the two cards dealt, and what a round is worth to the dealer, for 2 to 8 players."""
    if "error" in answer:
        return error_html(answer, "Not worked out:")
    heads = "".join(f'<th scope="col">{"?" if c == "unseen" else escape(c)}</th>' for c in answer["columns"])
    exceptions = [f"{escape(d['hand'])} against {'the dealer’s cards unseen' if d['column'] == 'unseen' else 'his ' + escape(d['column'])}: "
                  f"{STRATEGY_LETTERS[d['choice']]}" for row in answer["rows"] for d in row["differ"]]
    differ = (f'<p class="hoyle-vu-differ">* Not every hand of that total does the same: {"; ".join(exceptions)}.</p>' if exceptions else "")
    five = next(b for b in answer["by_players"] if b["players"] == 5)
    pool = []
    if answer["rules"]["overdraw_penalty"]:
        pool.append(f"his penalty for over-drawing costs him {answer['penalty']} a round")
    if str(answer["rules"]["tie_share"]) not in ("0", ""):
        pool.append(f"his share of ties {answer['to_pool_each']} on each player")
    to_pool = f" To the pool, as agreed (line 13), {' and '.join(pool)}; the gains below are after it." if pool else ""
    player = float(answer["player"])
    expects = (f"expects to lose {answer['player'].lstrip('-')} of it in a round" if player < 0
               else f"expects to win {answer['player'].lstrip('+')} of it in a round")
    gains = [float(b["gain"]) for b in answer["by_players"]]
    verdict = (f"so, as Peel says, “{SELLING_PASSAGE}”{_cite(18)}" if min(gains) > 0
               else f"so with these payments to the pool the deal is not, at every table, what Peel calls “an advantage”{_cite(18)}")
    lead = (f"<strong>The dealer gains {escape(answer['from_each'])} of every stake ({escape(answer['from_each_percent'])}).</strong> "
            f"A player staking one counter on his two cards and playing by the table {expects}. Against five players the dealer "
            f"gains {_signed(five['gain'])} counters a round{' after what he pays to the pool' if pool else ''}: {verdict}.{to_pool}")
    players = "".join(f'<tr data-players="{b["players"]}"><th scope="row">{b["players"]}</th>'
                      f'<td class="hoyle-num" title="exactly {escape(b["exact"])}">{escape(b["gain"])}</td></tr>' for b in answer["by_players"])
    return (
        f'<div class="hoyle-result hoyle-vingt-un-strategy" data-stands="{answer["stands"]}">'
        f'<p class="hoyle-outcome">{lead}</p>'
        f'<div class="hoyle-table-wrap"><table class="hoyle-figures hoyle-vu-strategy"><caption>On the two cards dealt: S stand, D draw, '
        f'P divide the pair; the dealer standing on {answer["stands"]} or more</caption><thead><tr><th scope="col">You hold</th>'
        f'<th scope="colgroup" colspan="{len(answer["columns"])}">Dealer’s card (? unseen)</th></tr><tr><td></td>{heads}</tr></thead>'
        f'<tbody>{_strategy_rows(answer)}</tbody></table></div>{differ}'
        f'<div class="hoyle-table-wrap"><table class="hoyle-figures hoyle-vu-players"><caption>The dealer’s gain in a round, each player '
        f'staking one counter</caption><thead><tr><th scope="col">Players</th><th scope="col">Counters</th></tr></thead>'
        f'<tbody>{players}</tbody></table></div>'
        f'<p class="hoyle-rules-note">Exact over one full pack. A natural (an ace and a ten-card) is dealt to a player in '
        f'{escape(answer["natural_dealt_percent"])} of deals, and in {escape(answer["natural_paid_percent"])} he holds one and the dealer '
        f'none; it is paid double, and the dealer’s natural collects double from each player without one: '
        f'<span class="hoyle-outside"><strong class="hoyle-outside-mark">OUTSIDE</strong> the excerpt</span>, the standard rules of the game. '
        f'The dealer draws to {answer["stands"]}, a reading (the excerpt does not say), and over-draws {escape(answer["busts_percent"])} of '
        f'rounds; a player’s hand ties his {escape(answer["tie_percent"])} of the time, and he receives on ties{_cite(13)}. '
        f'After the first card drawn, the advice above gives the better choice for any hand. Each player’s chances are as if he alone '
        f'faced the dealer, as they are when no one chooses by the cards others have drawn. The privilege of a natural (line 20) passes '
        f'between the players and does not change the dealer’s gain.</p></div>'
    )


def vingt_un_strategy_widget_html(widget_id: str, opts: dict) -> str:
    """The whole strategy and a round's worth: the dealer's rule and the pool's agreements."""
    form = {"stands": str(opts.get("stands", "17")), "penalty": str(opts.get("penalty", "0")), "share": opts.get("share", "0")}
    shown = prerender(widget_id, "vingt-un-strategy", {"op": "vingt-un-strategy", **form})
    fields = [
        select_field(widget_id, "stands", "The dealer stands on", ADVICE_STANDS, form["stands"]),
        number_field(widget_id, "penalty", "Dealer’s penalty for over-drawing, to the pool (line 13)", form["penalty"], 0, MAX_STAKE),
        select_field(widget_id, "share", "Dealer’s share of ties to the pool (line 13)", SHARES, form["share"]),
    ]
    return form_widget("vingt-un-strategy", widget_id, "vingt-un-strategy", fields, shown, submit="Work it out")


def vingt_un_strategy_request(form: dict) -> dict:
    """The strategy form's request as the engine's: the pool's agreements as "rules"."""
    form_takes(form, ("stands", "penalty", "share"))
    return {"op": "vingt-un-strategy", "stands": form.get("stands", "17"),
            "rules": {"overdraw_penalty": form.get("penalty", 0), "tie_share": form_text(form, "share") or "0"}}
