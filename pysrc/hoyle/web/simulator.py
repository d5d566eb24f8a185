"""The draw simulator (chapters "Drawing to Improve", "Coming In"): deals played out at a table of
seats, each with its strategy or a fixed hand, answered in parts (a progress bar, a table per seat and a
chart of how often each seat held the best hand), and Foster's table of averages beside it, each row
worked out and set up as the book's six-hand experiment. The house rules to switch on are the poker
widgets' (`hoyle.web.poker`)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, cast

from hoyle import api
from hoyle.api.reading import is_error
from hoyle.intervals import number_interval, percent_interval
from hoyle.poker.rules import CLASS_TITLES
from hoyle.web.base import (
    checkbox_field,
    checked_words,
    checks_field,
    error_html,
    fold,
    form_widget,
    mini_cards,
    number_field,
    passage_link,
    prerender,
    select_field,
    sets,
    text_field,
)
from hoyle.web.poker import RULE_CHOICES

if TYPE_CHECKING:  # the answers' types, for readers and type checkers only
    from hoyle.api.answers import AveragesAnswer, ErrorAnswer, SimulateAnswer, StopAnswer


def _pct(x: float | None) -> str:
    """A share as a percentage; None (no deal to count it over) as a dash."""
    return "–" if x is None else f"{100 * x:.1f}%"


def _versus_html(answer: SimulateAnswer) -> str:
    """The first two fixed hands, one against the other: the difference of their shares of the pots."""
    v = answer.get("versus")
    if not v or v["difference"] is None or v["low"] is None or v["high"] is None:  # (the three are given together)
        return ""
    a, b = v["seats"]
    sa, sb = answer["seats"][a]["best"]["share"], answer["seats"][b]["best"]["share"]
    d, low, high = 100 * v["difference"], 100 * v["low"], 100 * v["high"]
    signed = lambda x: f"{x:+.1f}".replace("-", "−")  # noqa: E731
    if low <= 0 <= high:
        verdict = "which takes in no difference at all: about an equal number of times, as far as these deals can tell"
    else:
        verdict = f"so seat {(a if d > 0 else b) + 1} has the best hand more often"
    return (f'<p class="hoyle-versus" data-seats="{a + 1} {b + 1}"><strong>Seat {a + 1} against seat {b + 1}</strong> (the fixed hands): '
            f"{_pct(sa)} against {_pct(sb)} of the pots; the difference {signed(d)} points "
            f"(95% interval {number_interval(low, high, 1, signed=True).replace('-', '−')}), "
            f"{verdict}.</p>")


GAME_NAMES = {"draw": "draw poker", "straight": "straight poker", "stud": "stud poker"}
# The seat table's headings by game: the best hand, and coming in (stud: staying).
BEST_HEADING = {"draw": "Best hand after the draw", "straight": "Best hand dealt", "stud": "Best hand at the end"}
IN_HEADING = {"draw": "Came in", "straight": "Came in", "stud": "Stayed"}


def _bounds(p: dict) -> str:
    """A share's 95% interval, "19.4%–20.3%" (a bound that is neither none nor all never reads as either)."""
    return percent_interval(p["low"], p["high"], between="–")


def _interval(p: dict) -> str:
    """A share with its 95% interval in brackets (none when there was nothing to count)."""
    if p["share"] is None:
        return _pct(None)
    return f'{_pct(p["share"])} <span class="hoyle-ci">({_bounds(p)})</span>'


def _progressive_html(answer: SimulateAnswer) -> str:
    """Progressive jacks: the deals at each step and how often each was opened."""
    prog = answer.get("progressive")
    if not prog:
        return ""
    rows = "".join(f'<tr data-step="{escape(step["openers"])}"><th scope="row">{escape(step["openers"])} or better</th>'
                   f'<td class="hoyle-num">{step["deals"]:,}</td><td class="hoyle-num">{_interval(cast(dict, step["opened"]))}</td></tr>'
                   for step in prog["steps"])
    return (f'<p class="hoyle-sim-caption"><strong>Progressive jacks:</strong> {escape(prog["rule"].removeprefix("Progressive jacks: "))} '
            f'The next deal needs {escape(prog["next"])}.</p>'
            '<div class="hoyle-table-wrap hoyle-sim-progressive"><table class="hoyle-figures">'
            f'<thead><tr><th scope="col">To open</th><th scope="col">Deals</th><th scope="col">Opened (95% interval)</th></tr></thead>'
            f"<tbody>{rows}</tbody></table></div>")


def _by_class_html(answer: SimulateAnswer) -> str:
    """Straight and stud: each class of hand shown at the end, and the share of the pools it took."""
    by = answer.get("by_class")
    if not by:
        return ""
    rows = "".join(f'<tr data-class="{escape(k)}"><th scope="row">{escape(CLASS_TITLES.get(k, k))}</th><td class="hoyle-num">{v["shown"]:,}</td>'
                   f'<td class="hoyle-num">{_interval(cast(dict, v["best"]))}</td></tr>' for k, v in by.items())
    return ('<p class="hoyle-sim-caption"><strong>The hands shown at the end, by class,</strong> and the share of the pools each took '
            '(ties divided):</p><div class="hoyle-table-wrap hoyle-sim-classes"><table class="hoyle-figures"><thead><tr>'
            '<th scope="col">Hand</th><th scope="col">Shown</th>'
            f'<th scope="col">Took the pool (95% interval)</th></tr></thead><tbody>{rows}</tbody></table></div>')


def _kitty_html(answer: SimulateAnswer) -> str:
    """The kitty ("Jack-pots"): how often a pool came to a show, how often three of a kind or better was shown (a chip
    each), and the chips a pool by the gambling-house scale; each rule's chips in every hundred deals dealt."""
    k = answer.get("kitty")
    if not k or not k["deals"] or k["shown"]["share"] is None:
        return ""
    per = lambda chips: f"{100 * chips / k['deals']:.0f}"  # noqa: E731
    scale = k["scale"]
    mean = "–" if scale["mean"] is None else f'{scale["mean"]:.2f}'
    ci = ("" if scale["low"] is None or scale["high"] is None
          else f' <span class="hoyle-ci">({number_interval(scale["low"], scale["high"], between="–")})</span>')
    return (f'<p class="hoyle-sim-kitty"><strong>The kitty:</strong> a show in {_interval(cast(dict, k["shown"]))} of the pools played; '
            f'three of a kind or better shown in {_interval(cast(dict, k["threes"]))}: at a chip a time, {per(k["threes_chips"])} '
            f'chips in every hundred deals; by the gambling-house scale (one chip for two pairs, two for triplets or straights, three '
            f'for flushes or fulls and above), {mean} chips a pool{ci}, {per(k["scale_chips"])} in every hundred deals.</p>')


def _first_say_html(answer: SimulateAnswer) -> str:
    """Stud: who had the first say after each round of up cards, and how the last round's first say fared."""
    say = answer.get("first_say")
    if not say:
        return ""
    rounds = say["rounds"]
    head = "".join(f'<th scope="col">{r["up_cards"]} up</th>' for r in rounds)
    rows = "".join(f'<tr><th scope="row">Seat {seat + 1}</th>'
                   + "".join(f'<td class="hoyle-num">{_pct(r["seats"][seat]["share"])}</td>' for r in rounds) + "</tr>"
                   for seat in range(answer["players"]))
    last = say["last_round_best"]
    return (f'<p class="hoyle-sim-last-say">The player with the first say on the last round (four cards showing) held the best hand '
            f'at the end in {_interval(cast(dict, last))} of the pools played.</p>'
            '<p class="hoyle-sim-caption"><strong>The first say</strong>, by the best hand showing after each round of up cards '
            "(two equal hands: the player nearest the dealer’s left):</p>"
            '<div class="hoyle-table-wrap hoyle-sim-first-say"><table class="hoyle-figures">'
            f'<thead><tr><th scope="col">Seat</th>{head}</tr></thead><tbody>{rows}</tbody></table></div>')


def simulate_answer_html(answer: SimulateAnswer | StopAnswer | ErrorAnswer) -> str:
    """The simulator's results so far: a progress bar, a table per seat and an SVG chart of how often
    each seat held the best hand, with 95% intervals."""
    if "error" in answer:
        return error_html(answer, "The simulator cannot run:")
    if "deals" not in answer:  # stopped before it gave a part
        return ""
    deals, of = answer["deals"], answer["of"]
    seats = answer["seats"]
    rows = "".join(  # the figure that ranks the seats first, so a phone shows it without scrolling
        f'<tr><th scope="row">Seat {s["seat"] + 1}</th>'
        f'<td class="hoyle-num">{_pct(s["best"]["share"])}'
        + (f' <span class="hoyle-ci">({_bounds(cast(dict, s["best"]))})</span>' if s["best"]["share"] is not None else "")
        + f'</td><td class="hoyle-num">{_pct(s["came_in"]["share"])}</td>'
        f'<td class="hoyle-num">{_pct(s["best_when_in"]["share"])}</td><td>{escape(s["strategy"])}'
        + (f'<br><span class="hoyle-fixed">fixed hand: {mini_cards((s["hand"] or "").split())}</span>' if s.get("hand") else "")
        + "</td></tr>"
        for s in seats
    )
    width, bar_h, gap, left = 320, 16, 6, 60
    height = len(seats) * (bar_h + gap) + 20
    top = max([s["best"]["high"] or 0 for s in seats] + [0.01])
    scale = (width - left - 10) / top
    bars = "".join(
        f'<g><text x="{left - 6}" y="{i * (bar_h + gap) + bar_h - 3}" text-anchor="end" class="hoyle-chart-label">Seat {s["seat"] + 1}</text>'
        f'<rect x="{left}" y="{i * (bar_h + gap)}" width="{(s["best"]["share"] or 0) * scale:.1f}" height="{bar_h}" class="hoyle-chart-bar"/>'
        f'<line x1="{left + (s["best"]["low"] or 0) * scale:.1f}" x2="{left + (s["best"]["high"] or 0) * scale:.1f}" '
        f'y1="{i * (bar_h + gap) + bar_h / 2}" '
        f'y2="{i * (bar_h + gap) + bar_h / 2}" class="hoyle-chart-ci"/></g>'
        for i, s in enumerate(seats)
    )
    chart = (f'<svg class="hoyle-chart" viewBox="0 0 {width} {height}" role="img" '
             f'aria-label="How often each seat held the best hand, with 95% intervals">'
             f'{bars}<text x="{left}" y="{height - 4}" class="hoyle-chart-label">0</text>'
             f'<text x="{width - 10}" y="{height - 4}" text-anchor="end" class="hoyle-chart-label">{_pct(top)}</text></svg>')
    state = "Done" if answer["done"] else "Stopped" if answer.get("stopped") else "Running"
    game = answer.get("game", "draw")
    jackpots = ", progressive jacks" if answer.get("progressive") else ", jack-pots" if answer["jackpot"] else ""
    return (
        f'<div class="hoyle-result hoyle-sim-result" data-deals="{deals}" data-done="{str(answer["done"]).lower()}" data-game="{escape(game)}"'
        f'{" data-stopped=" + chr(34) + "true" + chr(34) if answer.get("stopped") else ""}>'
        f'<p><label>{state}: {deals:,} of {of:,} deals (seed {escape(str(answer["seed"]))}) '
        f'<progress max="{of}" value="{deals}">{deals:,} of {of:,}</progress></label></p>'
        f'<p>{answer["players"]} players{"" if game == "draw" else ", " + GAME_NAMES[game]}{jackpots}; void deals {_pct(answer["void"]["share"])}; '
        + (f'on average {answer["number_in"]["mean"]:.2f} {"stayed" if game == "stud" else "came in"}.</p>'
           if answer["number_in"]["mean"] is not None
           else "no deal was played, so no one came in.</p>")
        + f"{_versus_html(answer)}{_progressive_html(answer)}"
        f'<div class="hoyle-table-wrap"><table class="hoyle-figures"><thead><tr><th scope="col">Seat</th>'
        f'<th scope="col">{BEST_HEADING[game]} (95% interval)</th><th scope="col">{IN_HEADING[game]}</th><th scope="col">Best when in</th>'
        f'<th scope="col">Strategy</th></tr></thead><tbody>{rows}</tbody></table></div>'
        f"{_first_say_html(answer)}{_by_class_html(answer)}{_kitty_html(answer)}{chart}<p class=\"hoyle-help\">{escape(answer['method'])}</p></div>"
    )


def simulate_request(form: dict) -> dict:
    """The simulator's form as the engine's request: a strategy for each seat, when given, replaces
    the one for every seat (the form always sends both); progressive jacks are jack-pots, so the box
    for them checks jack-pots too; draw poker, the default, and progressive jacks unchecked, are left
    out (as requests made before them were)."""
    request = dict(form)
    if request.get("progressive") is True:
        request["jackpot"] = True
    elif request.get("progressive") is False:
        del request["progressive"]
    progression = request.get("progression")
    if isinstance(progression, str) and (progression == "jacks-again" or request.get("progressive") is not True):
        del request["progression"]  # the default, or no progressive jacks to order (a value not text is the engine's to refuse)
    if request.get("game") == "draw":
        del request["game"]
    seats = request.get("strategies")
    if isinstance(seats, str) and seats.strip():
        request.pop("strategy", None)
    return request


REPORT_EVERY = 2000  # deals between the simulator's parts in the browser (the benchmark asks the same)
AVERAGES_PAGE = "practical-poker/drawing-to-improve/"
AVERAGES_QUOTE = "The following table will give the player a general idea of these averages"


def averages_html(widget_id: str) -> str:
    """Foster's table of averages beside the simulator: each row as the book gives it, the median of
    the exact draw (the average heads up, by the book's own definition), a link to its ledger entry,
    and buttons that set the simulator to the book's six-hand experiment for each hand drawn to: all of it the
    facade's answer ("averages"), drawn, not worked out, here."""
    answer = api.answer_of({"op": "averages"})
    if is_error(answer):
        return error_html(answer, "The table of averages cannot be shown:")
    table = cast("AveragesAnswer", answer)  # the averages op's answer
    body = []
    for row in table["rows"]:
        medians = "".join(f"<li>{escape(draw['label'])}: {escape(draw['median'])}</li>" for draw in row["draws"])
        tries = []
        pat = row["pat"]
        for draw in row["draws"]:
            if draw["experiment"] is None or pat is None:  # (a row without the book's figure has no experiment)
                continue
            setting = draw["experiment"]  # the form's boxes: the strategies named in a line, the hands a line each
            values = {"players": setting["players"], "deals": setting["deals"], "seed": setting["seed"], "jackpot": setting["jackpot"],
                      "strategies": ", ".join(setting["strategies"]), "hands": "\n".join(setting["hands"])}
            tries.append(f'<button type="button" class="md-button hoyle-try"{sets(values)}>Try {escape(draw["label"])} '
                         f'against {escape(pat)} pat</button>')
        ledger = (f' {passage_link("tools/claims-ledger/#" + row["ledger_entry"], "", "(in the ledger)")}' if row["ledger_entry"] else "")
        book = escape(row["book"]) if row["book"] else '<span class="hoyle-lost">lost from this copy</span>'
        body.append(
            f'<tr data-row="{escape(row["id"])}"><th scope="row">{escape(row["drawing_to"])}</th>'
            f'<td data-label="The book’s average">{book}{ledger}</td>'
            f'<td data-label="Heads up, half the draws end no better than"><ul class="hoyle-medians">{medians}</ul></td>'
            f'<td data-label="The experiment, six hands">{"".join(tries) or "–"}</td></tr>'
        )
    return (
        f'<section class="hoyle-averages" aria-labelledby="{escape(widget_id)}-averages">'
        f'<h3 class="hoyle-averages-title" id="{escape(widget_id)}-averages">The book’s table of averages, worked out and tried</h3>'
        f"<p>Foster’s table ({passage_link(AVERAGES_PAGE, AVERAGES_QUOTE, 'the passage')}) gives what a hand drawn to is worth "
        "“on the average, after the draw”: the pat hand that “would beat you just about as often as you would beat him”. "
        "Worked out heads up, that is the median of the draw: half the draws end no better than the hand shown. "
        "His worked example, deuces worth a pair of jacks, is instead an experiment at a six-hand table. "
        f"<span class=\"hoyle-live-only\">Each button sets the simulator to it ({table['six_hand_deals']:,} deals, seed 1): seat 1 holds the cards "
        "drawn to and is helped from the pack, seat 2 stands pat on the book’s average, and the other four come in on any pair.</span>"
        '<span class="hoyle-static-note">With JavaScript on, each row can be tried in the simulator above.</span></p>'
        '<div class="hoyle-table-wrap"><table class="hoyle-averages-table hoyle-figures"><thead><tr><th scope="col">Drawing to</th>'
        '<th scope="col">The book’s average</th><th scope="col">Worked out, heads up: half the draws end no better than</th>'
        '<th scope="col">The experiment, six hands</th></tr></thead>'
        f'<tbody>{"".join(body)}</tbody></table></div></section>'
    )


def simulate_widget_html(widget_id: str, players: int = 6, deals: int = 20000, seed: int = 1, strategy: str = "any-pair",
                         jackpot: bool = False, strategies: str = "", hands: str = "", averages: bool = False, game: str = "draw",
                         progressive: bool = False, rules: str = "", progression: str = "jacks-again") -> str:
    from hoyle.poker.simulate import MAX_DEALS, MAX_PLAYERS, MAX_SEED, MIN_PLAYERS, PRESETS

    request = simulate_request({"op": "simulate", "players": players, "deals": deals, "seed": seed, "strategy": strategy,
                                "jackpot": jackpot, "strategies": strategies, "hands": hands, "game": game, "progressive": progressive,
                                "progression": progression, **({"rules": rules} if rules else {})})
    on = [r for r in rules.split(",") if r]
    fields = [
        number_field(widget_id, "players", "Players", players, MIN_PLAYERS, MAX_PLAYERS, param=f"{widget_id}-players"),
        number_field(widget_id, "deals", "Deals", deals, 1, MAX_DEALS, param=f"{widget_id}-deals"),
        number_field(widget_id, "seed", "Seed", seed, 0, MAX_SEED, param=f"{widget_id}-seed"),
        select_field(widget_id, "strategy", "Every player comes in on", [(k, k.replace("-", " ")) for k in PRESETS], strategy,
                     param=f"{widget_id}-strategy"),
        fold("The game, jack-pots, each seat's strategy and hand, house rules", [
            select_field(widget_id, "game", "The game (straight: no draw; stud: one down, four up)",
                         [("draw", "draw poker"), ("straight", "straight poker"), ("stud", "stud poker")], game, param=f"{widget_id}-game"),
            checkbox_field(widget_id, "jackpot", "Jack-pots (opened on jacks or better)", jackpot, param=f"{widget_id}-jackpot"),
            checkbox_field(widget_id, "progressive", "Progressive jacks (queens after a deal not opened, then kings, aces, jacks)", progressive,
                           param=f"{widget_id}-progressive"),
            select_field(widget_id, "progression", "After aces (“and then down again to jacks”)",
                         [("jacks-again", "jacks at once"), ("step-down", "kings, queens, then jacks")], progression,
                         param=f"{widget_id}-progression"),
            text_field(widget_id, "strategies", "Or a strategy for each seat, in turn", strategies, param=f"{widget_id}-seats",
                       help="Names separated by commas, such as <kbd>jacks-or-better, any-pair</kbd>; blank for the one above."),
            text_field(widget_id, "hands", "Fixed hands, a seat a line (optional)", hands, param=f"{widget_id}-hands", cards=True, lines=2,
                       help="Five cards, drawn to as the seat’s strategy says, or fewer, which are held and helped from the pack; "
                            "<kbd>-</kbd> for a seat dealt as usual."),
            checks_field(widget_id, "rules", "House rules", RULE_CHOICES, on, param=f"{widget_id}-rules"),
        ], state=checked_words(RULE_CHOICES, on)),
    ]
    shown = prerender(widget_id, "simulate", request)
    return form_widget("simulate", widget_id, "simulate", fields, shown, submit="Run", stream=True, run_length="deals",
                       picker="Pick the cards of the fixed hands",
                       fixed={"report_every": REPORT_EVERY}, beside=averages_html(widget_id) if averages else "",
                       note="Run when this page was built (the same seed gives the same deals). Turn on JavaScript to run your own.")


WIDGETS = {
    "simulate": lambda o: simulate_widget_html(o.get("id", "simulate"), int(o.get("players", 6)), int(o.get("deals", 20000)), int(o.get("seed", 1)),
                                               o.get("strategy", "any-pair"), o.get("jackpot", "false") == "true", o.get("strategies", ""),
                                               o.get("hands", "").replace(" / ", "\n"), o.get("averages", "no") == "yes", o.get("game", "draw"),
                                               o.get("progressive", "false") == "true", o.get("rules", ""),
                                               o.get("progression", "jacks-again")),
}
RENDERERS = {"simulate": simulate_answer_html}
REQUESTS = {"simulate": simulate_request}
