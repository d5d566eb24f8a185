"""The stud poker widget (Practical Poker, "Varieties of Poker", "Stud Poker"): a deal by the seed, round by round,
who has the first say after each round and why, the reader's chances of each class after each round, and at the
end the down cards turned up and the winner."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from hoyle.web.base import checks_field, error_html, form_widget, mini_cards, number_field, prerender, select_field, sets
from hoyle.web.poker import RULE_CHOICES, _rules_of, _rules_words

if TYPE_CHECKING:
    from hoyle.api.answers import ErrorAnswer, StudAnswer, StudBeats, StudChances

MOST_SEED = 999_999_999
PLAYERS = [(str(n), f"{n} players") for n in range(2, 9)]
ROUNDS = [("1", "1 up card"), ("2", "2 up cards"), ("3", "3 up cards"), ("4", "4 up cards: the end")]
SEATS = [(str(n), f"Seat {n}" + (" (the dealer\u2019s left)" if n == 1 else "")) for n in range(1, 9)]
ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth"}
NO_STRAIGHTS_NOTE = ("Straights and straight flushes count for nothing, as the book says they are \u201cusually of no value in stud\u201d; "
                     "untick the house rule to play them.")
STRAIGHTS_NOTE = ("Straights and straight flushes count here; the book says they are \u201cusually of no value in stud\u201d "
                  "(the house rule \u201cStraights count for nothing\u201d).")


def _seat_words(seat: int, answer: StudAnswer) -> str:
    who = " (you)" if seat == answer["seat"] else " (the dealer)" if seat == answer["players"] else ""
    return f"Seat {seat}{who}"


def _table_html(answer: StudAnswer) -> str:
    """Each seat a row: the down card (hidden until the end, but for the reader's own), the up cards round by round,
    the first say after each round marked; at the end each hand called and the winners marked."""
    says = {r["round"]: r["first_say"] for r in answer["rounds"]}
    showdown = answer["showdown"]
    winners = set(showdown["winners"]) if showdown else set()
    head = "".join(f'<th scope="col">{ORDINALS[n].capitalize()} up</th>' for n in range(1, answer["round"] + 1))
    rows = []
    for s in answer["seats"]:
        down = mini_cards([s["down"]]) if s["down"] else '<span class="hoyle-help">face down</span>'
        cells = []
        for n, code in enumerate(s["up"], start=1):
            say = says.get(n) == s["seat"]
            mark = ' <span class="hoyle-stud-say-mark" aria-hidden="true">\u25b6</span><span class="hoyle-sr"> (the first say)</span>' if say else ""
            cells.append(f'<td class="{"hoyle-stud-say" if say else ""}" data-round="{n}">{mini_cards([code])}{mark}</td>')
        end = ""
        if showdown:
            hand = showdown["hands"][s["seat"] - 1]
            won = s["seat"] in winners
            end = f'<td class="{"hoyle-stud-winner" if won else ""}">{escape(hand["call"])}{" <strong>wins</strong>" if won else ""}</td>'
        rows.append(f'<tr data-seat="{s["seat"]}"><th scope="row">{escape(_seat_words(s["seat"], answer))}</th><td>{down}</td>'
                    f'{"".join(cells)}{end}</tr>')
    end_head = '<th scope="col">At the end</th>' if showdown else ""
    return ('<p class="hoyle-stud-deal-head"><strong>The deal</strong>, seat 1 on the dealer\u2019s left first, the dealer last; '
            '\u25b6 marks the first say after each round.</p>'
            '<div class="hoyle-table-wrap"><table class="hoyle-figures hoyle-stud-deal"><caption class="hoyle-sr">The deal</caption>'
            f'<thead><tr><th scope="col">Seat</th><th scope="col">Down</th>{head}{end_head}</tr></thead><tbody>{"".join(rows)}</tbody>'
            "</table></div>")


def _says_html(answer: StudAnswer) -> str:
    items = "".join(f'<li data-round="{r["round"]}" data-first-say="{r["first_say"]}">After the {ORDINALS[r["round"]]} up card: '
                    f'<strong>seat {r["first_say"]}</strong> has the first say: {escape(r["why"])}.</li>' for r in answer["rounds"])
    return f'<ol class="hoyle-stud-says">{items}</ol>'


def _chance_cell(c: StudChances, klass: str) -> str:
    row = next(x for x in c["classes"] if x["class"] == klass)
    shown = f'{row["percent"]:.2f}%' if row["ways"] else "0"
    return f'<td class="hoyle-num" data-ways="{row["ways"]}" title="{row["ways"]:,} of {c["total"]:,} ways">{shown}</td>'


def _chances_html(answer: StudAnswer) -> str:
    """The reader's chance of ending with each class, after each round (the classes he can still make)."""
    chances = answer["chances"]
    if not chances:
        return ""
    live = [x["class"] for x in chances[0]["classes"] if any(next(y for y in c["classes"] if y["class"] == x["class"])["ways"]
                                                             for c in chances)]
    names = {x["class"]: x["name"] for x in chances[0]["classes"]}
    head = "".join(f'<th scope="col">{ORDINALS[c["round"]].capitalize()} up<br><span class="hoyle-help">{c["total"]:,} '
                   f'way{"s" if c["total"] > 1 else ""}</span></th>' for c in chances)
    rows = "".join(f'<tr data-class="{escape(k)}"><th scope="row">{escape(names[k])}</th>{"".join(_chance_cell(c, k) for c in chances)}</tr>'
                   for k in reversed(live))
    beats = ""
    if all(c["beats"] for c in chances):
        cells = "".join(_beats_cell(b) for c in chances if (b := c["beats"]))
        beats = f'<tr class="hoyle-stud-beats"><th scope="row">Beats his hand at the end</th>{cells}</tr>'
    return (f'<p class="hoyle-stud-chances-head"><strong>Seat {answer["seat"]}: your chance of ending with each class</strong>, after each '
            "round with a card still to come, counted exactly over every way your cards to come may fall from the cards you have not "
            "seen (your down card and every up card on the table are seen); and of beating, at the end, the player whose hand "
            "showing is best against you: every way the cards you have not seen may fall to the two of you counted, his down card and "
            "his cards to come among them (a tie is not a win).</p>"
            '<div class="hoyle-table-wrap"><table class="hoyle-figures hoyle-stud-chances">'
            f'<caption class="hoyle-sr">Seat {answer["seat"]}: the chance of ending with each class</caption>'
            f'<thead><tr><th scope="col">Class at the end</th>{head}</tr></thead><tbody>{rows}{beats}</tbody></table></div>')


def _beats_cell(b: StudBeats) -> str:
    shown = f'{b["percent"]:.2f}%' if b["ways"] else "0"
    ties = f'; ties {b["tie_percent"]:.2f}%' if b["tie_percent"] >= 0.01 else "; ties under 0.01%" if b["ties"] else ""
    return (f'<td class="hoyle-num" data-ways="{b["ways"]}" data-ties="{b["ties"]}" title="{b["ways"]:,} of {b["cases"]:,} ways{ties}">'
            f'{shown}<br><span class="hoyle-help">{escape(b["against"])} (seat {b["seat"]})</span></td>')


def _outcome_html(answer: StudAnswer) -> str:
    showdown = answer["showdown"]
    if showdown is None:
        return (f'<p class="hoyle-stud-outcome">The deal stands after the {ORDINALS[answer["round"]]} up card; the down cards are still '
                "face down (yours you have looked at).</p>")
    winners = showdown["winners"]
    hand = showdown["hands"][winners[0] - 1]
    if len(winners) == 1:
        text = f'Seat {winners[0]} wins: {escape(hand["description"])}.'
    else:
        text = f'Seats {", ".join(map(str, winners[:-1]))} and {winners[-1]} divide the pool: {escape(hand["description"])} each.'
    return f'<p class="hoyle-stud-outcome" data-winners="{" ".join(map(str, winners))}"><strong>{text}</strong></p>'


def stud_answer_html(answer: StudAnswer | ErrorAnswer) -> str:
    """The deal round by round with the first say marked and why, the outcome, and the reader's chances."""
    if "error" in answer:
        return error_html(answer, "No answer:")
    buttons = []
    if answer["next_round"] is not None:
        next_card = sets({"round": str(answer["next_round"])}, "next-card")
        buttons.append(f'<button type="button" class="md-button md-button--primary hoyle-stud-next"{next_card}>Deal the next card</button>')
    next_deal = sets({"seed": str(answer["next_seed"]), "round": "1"}, "next-deal")
    buttons.append(f'<button type="button" class="md-button hoyle-stud-again"{next_deal}>Next deal (seed {answer["next_seed"]})</button>')
    rules = answer["rules"]
    note = NO_STRAIGHTS_NOTE if "no-straights" in rules else STRAIGHTS_NOTE
    return (
        f'<div class="hoyle-result hoyle-stud-result" data-seed="{answer["seed"]}" data-round="{answer["round"]}" '
        f'data-players="{answer["players"]}">'
        f'<p class="hoyle-stud-head">Dealt by the seed {answer["seed"]} to {answer["players"]} players: one card face down to each in turn, '
        f'then the up cards round by round. You are seat {answer["seat"]}.</p>'
        f"{_table_html(answer)}{_says_html(answer)}{_outcome_html(answer)}"
        f'<div class="hoyle-row">{"".join(buttons)}</div>'
        f"{_chances_html(answer)}"
        f'<p class="hoyle-rules-note">Valued under {escape(_rules_words(rules))}. {escape(note)} No betting is played: everyone stays '
        f'to the end. Two hands showing alike: {escape(answer["tie_rule"].split(": ", 1)[1])}.</p>'
        "</div>"
    )


def stud_widget_html(widget_id: str, seed: str = "1", players: str = "5", round_: str = "4", seat: str = "1",
                     rules: str = "no-straights") -> str:
    """Stud poker: a deal by the seed, as far as a round, the players, the reader's seat and the house rules."""
    request = {"op": "stud", "seed": seed, "players": players, "round": round_, "seat": seat, "rules": rules}
    shown = prerender(widget_id, "stud", request)
    fields = [
        select_field(widget_id, "players", "Players", PLAYERS, players, param=f"{widget_id}-players"),
        number_field(widget_id, "seed", "The seed of the deal", seed, 0, MOST_SEED, param=f"{widget_id}-seed"),
        select_field(widget_id, "round", "Dealt so far", ROUNDS, round_, param=f"{widget_id}-round"),
        select_field(widget_id, "seat", "Your seat (the dealer sits last)", SEATS, seat, param=f"{widget_id}-seat"),
        checks_field(widget_id, "rules", "House rules", RULE_CHOICES, _rules_of(request), param=f"{widget_id}-rules"),
    ]
    return form_widget("stud", widget_id, "stud", fields, shown, submit="Deal",
                       note="Dealt when this page was built. Turn on JavaScript to deal again.")


def _widget(o: dict) -> str:
    return stud_widget_html(o.get("id", "stud"), str(o.get("seed", "1")), str(o.get("players", "5")), str(o.get("round", "4")),
                            str(o.get("seat", "1")), str(o.get("rules", "no-straights")))


WIDGETS = {"stud": _widget}
RENDERERS = {"stud": stud_answer_html}
