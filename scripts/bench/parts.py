"""How long the engine's worker is kept busy by one request: the heaviest requests the caps allow,
in CPython and inside Pyodide under Node (the browser's engine), side by side.

The worker is one thread: while it answers, every widget of the tab waits. So a long computation
is answered in parts (the simulator's `report_every` deals, at most `MAX_PART`; the page asks
`REPORT_EVERY`), and every other request is capped before the work. This prints, for each heavy
request, the median of several runs in CPython and in Pyodide and Pyodide's time over CPython's;
the aim in the browser is about 0.3 s a part, and under 1 s for anything at all. Then the longest
texts the engine must refuse (`refusals`), which it should refuse in under 50 ms.

Run: .venv/bin/python -m scripts.bench.parts [--pyodide] [--quick]
"""

from __future__ import annotations

import json
import statistics
import sys
import time

from .common import aligned, header


DEFAULTS = {"runs": 5}
QUICK = {"runs": 1}

SIM = {"op": "simulate", "view": "simulate", "seed": 7, "strategies": "", "hands": "", "stream": True}
# The heaviest draw a table can ask for: everyone comes in, and draws five to every hand without a pair (the pack runs out
# in the draw at seven and eight players, and is made up again from the discards).
HEAVIEST = {"come_in": "anything", "draws": [], "no_pair": "five"}


def cases() -> list[tuple[str, dict]]:
    """(what, request) for the heaviest requests of each kind the caps allow."""
    from hoyle.cards import pack
    from hoyle.poker.simulate import MAX_PART, MAX_PART_OF, MAX_PLAYERS, most_at_once
    from hoyle.poker.straight import most_deals
    from hoyle.web.simulator import REPORT_EVERY

    codes = [c.code for c in pack()]

    out = []
    for every in (REPORT_EVERY, MAX_PART):
        out += [
            (f"simulate part of {every:,}: 8 players, anything", {**SIM, "players": MAX_PLAYERS, "deals": 10**6, "report_every": every,
                                                                   "strategy": "anything"}),
            (f"simulate part of {every:,}: 8 players, jack-pots", {**SIM, "players": MAX_PLAYERS, "deals": 10**6, "report_every": every,
                                                                    "strategy": "jacks-or-better", "jackpot": True}),
            (f"simulate part of {every:,}: 8 players, joker, extra hands", {**SIM, "players": MAX_PLAYERS, "deals": 10**6, "report_every": every,
                                                                             "strategy": "anything", "rules": "extra-hands,joker"}),
            (f"simulate part of {every:,}: 8 players, straight poker", {**SIM, "players": MAX_PLAYERS, "deals": 10**6, "report_every": every,
                                                                         "strategy": "anything", "game": "straight", "rules": "no-straights"}),
            (f"simulate part of {every:,}: 8 players, everyone in and drawing five", {**SIM, "players": MAX_PLAYERS, "deals": 10**6,
                                                                                       "report_every": every, "strategy": HEAVIEST,
                                                                                       "rules": "proper-rank,extra-hands"}),
            (f"simulate part of {min(every, MAX_PART_OF['stud']):,}: 8 players, stud poker",
             {**SIM, "players": MAX_PLAYERS, "deals": 10**6, "report_every": min(every, MAX_PART_OF["stud"]), "strategy": "anything",
              "game": "stud", "rules": "joker"}),
        ]
    out += [
        ("simulate at once, 20,000 deals of 6", {"op": "simulate", "view": "simulate", "players": 6, "deals": 20_000, "seed": 1}),
    ]
    for players in (6, 7, 8):
        most = most_at_once(players, "draw")
        out.append((f"simulate at once, {most:,} deals of {players}, everyone in and drawing five",
                    {"op": "simulate", "view": "simulate", "players": players, "deals": most, "seed": 1, "strategy": HEAVIEST,
                     "rules": "proper-rank,extra-hands"}))
    out += [
        (f"simulate at once, {most_at_once(8, 'draw'):,} deals of 8, anything, joker, extra hands (issue 42)",
         {"op": "simulate", "view": "simulate", "players": 8, "deals": most_at_once(8, "draw"), "seed": 1, "strategy": "anything",
          "rules": "joker,extra-hands"}),
        ("holds: all 32, five cards, no pair", {"op": "holds", "view": "holds", "cards": "Ah 9h 6d 3c Kc", "hold": "", "order": "average",
                                                "target": "flush"}),
        ("holds: all 32, with the joker", {"op": "holds", "view": "holds", "cards": "joker 9h 6d 3c Kc", "hold": "", "order": "target",
                                           "target": "Js Jh 4c 3d 2s", "rules": "joker"}),
        ("layout: seven cards, with the crib", {"op": "layout", "view": "layout", "cards": "5h 5d Jc Js 4h 6c 9s", "variant": "seven-card",
                                                "dealer": True}),
        ("showdown: 8 hands", {"op": "showdown", "view": "showdown", "hands": "\n".join(
            ["As Ad Kc Kd 2h", "Ah Ac Ks Kh 3d", "Qs Qd Qh 4c 4s", "Js Jd Jh 9c 9s", "10s 10d 10h 8c 8s", "7s 7d 7h 6c 6s", "5s 5d 5h 3c 3s",
             "2s 2d 2c 4h 4d"])}),
        ("odds: every class", {"op": "odds", "view": "odds", "rules": ""}),
        ("straight: 8 players, the most deals", {"op": "straight", "view": "straight", "cards": "Ks Kd 7c 7h 2s", "players": "8",
                                                 "deals": most_deals(8)}),
        ("straight: 5 players, the widget's deals", {"op": "straight", "view": "straight", "cards": "Ks Kd 7c 7h 2s", "players": "5"}),
        ("whisky: 8 players, the most deals, the widow up", {"op": "whisky", "view": "whisky", "cards": "Qh Jh 8h 4h 2c",
                                                             "widow": "9s 9d 5c 5s Ah", "players": "8"}),
        ("whisky: 8 players, joker, the widow up", {"op": "whisky", "view": "whisky", "cards": "Qh Jh 8h 4h 2c", "widow": "9s 9d 5c 5s Ah",
                                                    "players": "8", "rules": "joker"}),
        ("whisky: 8 players, a deal by the seed", {"op": "whisky", "view": "whisky", "cards": "", "players": "8", "seat": "8", "seed": "7"}),
        ("straight: heads up, with the joker", {"op": "straight", "view": "straight", "cards": "Jo Kd 7c 7h 2s", "players": "2",
                                                "rules": "joker"}),
        ("stud: 8 players, to the end (the chances after every round)", {"op": "stud", "view": "stud", "seed": "7", "players": "8",
                                                                        "round": "4", "rules": "no-straights"}),
        ("stud: 8 players, with the joker", {"op": "stud", "view": "stud", "seed": "7", "players": "8", "round": "4", "rules": "joker"}),
        ("progressive: 6 players, every step counted, to aces and down",
         {"op": "progressive", "view": "progressive", "players": "6", "ante": "2", "fatten": "1"}),
        ("progressive: 8 players, counted", {"op": "progressive", "view": "progressive", "players": "8", "ante": "2", "fatten": "1"}),
        ("hookey-worth: 12 players, the table for 1 to 12", {"op": "hookey-worth", "view": "hookey-worth", "method": "1", "players": "12"}),
        ("commerce-worth: against 2 others, 15,000 deals", {"op": "commerce-worth", "view": "commerce-worth", "cards": "Qh Qs 5d",
                                                             "others": "2"}),
        ("commerce-worth: against 16 others, 1,875 deals", {"op": "commerce-worth", "view": "commerce-worth", "cards": "Qh Qs 5d",
                                                             "others": "16"}),
        ("whisky: 8 players, the worst pays, after a knock", {"op": "whisky", "view": "whisky", "cards": "Qh Jh 8h 4h 2c",
                                                              "widow": "9s 9d 5c 5s Ah", "players": "8", "aim": "worst-pays", "knocked": True}),
        ("stud-chances: the first round, no other card seen", {"op": "stud-chances", "down": "Jo", "up": "Ah", "rules": "joker"}),
        ("stud-chances: the first round heads up, the joker showing against him", {"op": "stud-chances", "down": "Ah", "up": "Kh",
                                                                                  "others": "Jo", "rules": "joker,extra-hands"}),
        ("stud: heads up, with the joker, to the end", {"op": "stud", "view": "stud", "seed": "7", "players": "2", "round": "4",
                                                        "rules": "joker,extra-hands"}),
        ("vingt-un-advice: aces, dealer unseen, stands on 18", {"op": "vingt-un-advice", "view": "vingt-un-advice", "cards": "As Ah",
                                                                "stands": "18"}),
        ("vingt-un-advice: twos, dealer unseen, stands on 17", {"op": "vingt-un-advice", "view": "vingt-un-advice", "cards": "2s 2h"}),
        ("vingt-un-advice: aces, every ten-card seen, stands on 18", {"op": "vingt-un-advice", "view": "vingt-un-advice", "cards": "As Ah",
                                                                       "stands": "18", "seen": " ".join(c for c in codes if c[:-1] in
                                                                                                         ("10", "J", "Q", "K"))}),
        ("vingt-un: 25 players", {"op": "vingt-un", "view": "vingt-un", "dealer": " ".join(codes[:2]),
                                  "players": "\n".join(" ".join(codes[i:i + 2]) for i in range(2, 52, 2)),
                                  "stake": "1000000", "privilege": "2", "penalty": "0", "share": "1/3"}),
    ]
    return out


def refusals() -> list[tuple[str, str]]:
    """(what, JSON text) for the longest texts the engine must refuse before any work (issue 25: the
    size and depth check reads them in linear time; the aim is under 50 ms in Pyodide)."""
    from hoyle.inputs import MAX_JSON_CHARS

    half = MAX_JSON_CHARS // 2
    return [
        ("refused: 65,535 characters of escaped quotes", '"' + '\\"' * (half - 1)),
        ("refused: 65,536 quotes", '"' * MAX_JSON_CHARS),
        ("refused: 32,768 empty lists side by side", "[]" * half),
        ("refused: 65,536 open brackets", "[" * MAX_JSON_CHARS),
        ("refused: a 65,000-character string of brackets", '{"a": "' + "[" * 65_000 + '"}'),
        ("refused: 65,536 characters, one over", '{"op": "hand", "cards": "' + "x" * (MAX_JSON_CHARS - 26) + '"}'),
    ]


def timed_refusal(text: str) -> float:
    """Seconds for hoyle.web.respond to refuse a text."""
    from hoyle import web

    start = time.perf_counter()
    out = json.loads(web.respond(text))
    seconds = time.perf_counter() - start
    if "error" not in out["answer"]:
        raise SystemExit(f"bench_parts: {text[:40]!r}... was answered, not refused")
    return seconds


def timed(request: dict) -> float:
    """Seconds for one request through hoyle.web.respond (a stream's first part: its heaviest)."""
    from hoyle import web

    from hoyle.poker.progressive import sample_opened

    sample_opened.cache_clear()  # a sample is dealt only where COUNTED lacked a count: a first request would deal it
    text = json.dumps(request)
    start = time.perf_counter()
    out = json.loads(web.respond(text))
    seconds = time.perf_counter() - start
    if "error" in out["answer"]:
        raise SystemExit(f"bench_parts: {request} was refused: {out['answer']['error']['message']}")
    if "sid" in out["answer"]:
        web.respond(json.dumps({"op": "stream-stop", "sid": out["answer"]["sid"]}))
    return seconds


def figures(config: dict | None = None) -> dict:
    config = {**DEFAULTS, **(config or {})}
    out = header(config, rows={})
    only = config.get("only", "")  # a part of the cases, by words of their names: figures({"only": "at once"})
    for what, request in cases():
        if only not in what:
            continue
        timed(request)  # once to build the tables it needs (a new set of rules is timed by rules.py)
        out["rows"][what] = statistics.median(timed(request) for _ in range(config["runs"]))
    for what, text in refusals():
        if only not in what:
            continue
        timed_refusal(text)
        out["rows"][what] = statistics.median(timed_refusal(text) for _ in range(config["runs"]))
    return out


def report(local: dict, pyodide: dict | None = None) -> str:
    head = ["request (median)", "CPython", "Pyodide", "Pyodide / CPython"]
    rows = [head]
    for what, seconds in local["rows"].items():
        there = (pyodide or {}).get("rows", {}).get(what)
        digits = 1 if seconds < 0.1 else 0  # the refusals take milliseconds
        rows.append([what, f"{1000 * seconds:,.{digits}f} ms", f"{1000 * there:,.{digits}f} ms" if there else "-",
                     f"{there / seconds:.2f}" if there else "-"])
    lines = aligned(rows)
    lines.append("")
    lines.append(f"CPython: {local['python']}" + (f"; Pyodide {pyodide.get('pyodide', '')}: {pyodide['python']}" if pyodide else ""))
    return "\n".join(lines)


def main() -> None:
    from . import launch

    launch.main(sys.modules[__name__])


if __name__ == "__main__":
    main()
