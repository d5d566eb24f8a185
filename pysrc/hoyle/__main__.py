"""The command line over the facade: `python -m hoyle hand As Ks Qs Js Ts` prints JSON.

An answer exits 0; every error, a wrong argument included, prints {"error": {"code": ...,
"message": ...}} and exits 2, never a traceback or a usage text. Every command but `claims`
builds one `hoyle.api` request and prints its answer; `simulate` runs in parts (`hoyle.api.stream`),
so it takes as many deals as the engine allows.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from hoyle import api
from hoyle.cards import CardError


class ArgumentError(Exception):
    """A command line argparse would refuse (reported as JSON, not as a usage text)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # argparse would print the usage and exit 2; the caller prints JSON
        raise ArgumentError(message)

RULES_HELP = ("house rules, comma-separated: blaze, blaze-court-cards, tiger (little-dog), big-dog, skip, round-the-corner, "
              "round-the-corner-lowest, kilter, extra-hands, proper-rank, joker, two-pairs-over-threes")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m hoyle", description="The hoyle card engine, answering in JSON.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def add(name, help_text):
        return sub.add_parser(name, help=help_text, description=help_text)

    p = add("hand", "the value of a five-card poker hand, e.g. hand As Kd 10h 10c 4s")
    p.add_argument("cards", nargs="*", help="five cards: As Kd 10h 10c 4s (also AS, as, Th, A♠, 10♥, joker)")
    p.add_argument("--rules", default="", help=RULES_HELP)

    p = add("showdown", 'the showdown of 2 to 8 hands, e.g. showdown "Qs Qd 2c 2h 5s" "Js Jd 10c 10h As"')
    p.add_argument("hands", nargs="*", help="each hand quoted as one argument")
    p.add_argument("--rules", default="", help=RULES_HELP)

    p = add("odds", "the number of pat hands of every class and division, and the odds against each")
    p.add_argument("--rules", default="", help=RULES_HELP)

    p = add("draw", "the exact outcomes of a draw, e.g. draw 8s 8h Kd 7c 2h --hold 8s 8h")
    p.add_argument("cards", nargs="*", help="the five cards of the hand")
    p.add_argument("--hold", nargs="*", default=[], help="the cards held (none: draw five)")
    p.add_argument("--dead", nargs="*", default=[], help="cards known to be out of the pack (seen discards)")
    p.add_argument("--target", help="improve (default), a class id (flush: a flush or better), or five cards to beat, quoted")
    p.add_argument("--rules", default="", help=RULES_HELP)

    p = add("holds", "all 32 ways of holding a hand, best first, e.g. holds 8s 8h Kd 7c 2h --order average")
    p.add_argument("cards", nargs="*", help="the five cards of the hand")
    p.add_argument("--dead", nargs="*", default=[], help="cards known to be out of the pack")
    p.add_argument("--target", help="improve, a class id, or five cards to beat, quoted")
    p.add_argument("--order", default="win", choices=("win", "improve", "target", "average"),
                   help="rank the holds by share of the pot at the showdown (the default), chance of improving, of reaching the target, or by "
                        "average result")
    p.add_argument("--opponents", default="3", help="for --order win: the other players in, 1 to 7 (default 3)")
    p.add_argument("--come-in", default="any-pair", choices=("any-pair", "jacks-or-better"), help="for --order win: what they came in on")
    p.add_argument("--rules", default="", help=RULES_HELP)

    p = add("simulate", "the seeded draw simulator, e.g. simulate --players 6 --deals 10000 --seed 1")
    p.add_argument("--config", help="the whole request as JSON (see hoyle.poker.simulate)")
    p.add_argument("--players", type=int)
    p.add_argument("--deals", type=int)
    p.add_argument("--seed", type=int)
    p.add_argument("--strategy", action="append", help="one strategy for every seat, or repeat it for each seat in turn: anything, any-pair (the "
                                                       "default), any-pair-or-bobtail, kicker, inside-straights, eights-or-better, tens-or-better, "
                                                       "jacks-or-better, kings-or-better, aces-or-better, three-of-a-kind, pat-on-two-pairs, pat, "
                                                       "never")
    p.add_argument("--jackpots", action="store_true", help="jack-pots: the pot must be opened on jacks or better")
    p.add_argument("--hand", help="a fixed hand for seat 0 (the first to say), quoted, to see how it fares")
    p.add_argument("--rules", default=None, help=RULES_HELP)

    p = add("crib", "a cribbage hand (or crib) with the starter, itemized, e.g. crib 5h 5d 5s Jc --starter 5c")
    p.add_argument("cards", nargs="*", help="the hand without the starter: three, four or five cards (the crib: four)")
    p.add_argument("--starter", required=True, help="the start, the card turned up")
    p.add_argument("--crib", action="store_true", help="count it as the crib (a flush only with the starter)")
    p.add_argument("--variant", choices=("five-card", "six-card", "seven-card"), help="the game (default: from the number of cards)")

    p = add("peg", "the play at cribbage: what the last card scores, e.g. peg 5h 4s 3d 6c")
    p.add_argument("cards", nargs="*", help="the cards played since the count began, in order")

    p = add("play", "the play of two cribbage hands, turn by turn, e.g. play --pone 5h 4s 3d --dealer 6c 10d Kh --plays 5h 6c 4s 10d 3d")
    p.add_argument("--pone", nargs="+", required=True, help="the non-dealer's hand (he plays first)")
    p.add_argument("--dealer", nargs="+", required=True, help="the dealer's hand")
    p.add_argument("--plays", nargs="*", default=[], help="the cards played so far, in order (both players')")
    p.add_argument("--variant", choices=("five-card", "six-card", "seven-card"), help="the game (default: from the number of cards)")

    p = add("layout", "every lay-out of a dealt cribbage hand, best first, e.g. layout 5h 5d Jc Js 4h 6c")
    p.add_argument("cards", nargs="*", help="the cards dealt: five, six or seven")
    p.add_argument("--pone", action="store_true", help="as the non-dealer (the crib counts against you)")
    p.add_argument("--hand-only", action="store_true", help="the kept hand's expectation only, without the crib's")
    p.add_argument("--variant", choices=("five-card", "six-card", "seven-card"), help="the game (default: from the number of cards)")

    p = add("commerce", 'three-card hands at Commerce ranked, e.g. commerce "As Ks Qs" "5h 5d 5c"')
    p.add_argument("hands", nargs="*", help="each hand quoted as one argument")

    p = add("vingt-un", 'a round of Vingt-un settled, e.g. vingt-un --dealer "10c 7d" --hand "As Kd" --hand "8s 3d 9c"')
    p.add_argument("--dealer", help="the dealer's cards")
    p.add_argument("--hand", action="append", default=[], help="a player's cards (stake 1); repeat for each player")
    p.add_argument("--config", help="the whole request as JSON (stakes, divided pairs, the agreements: see hoyle.api.rounds)")

    p = add("hookey", 'a round of Blind Hookey settled, e.g. hookey --dealer 8h --bottom 9s --bottom 3c')
    p.add_argument("--dealer", help="the dealer's card")
    p.add_argument("--bottom", action="append", default=[], help="a player's bottom card (stake 1), first method; repeat")
    p.add_argument("--config", help="the whole request as JSON (the second method, stakes, the ace: see hoyle.api.rounds)")

    p = add("rules", "the house rules and the classes they play")
    p.add_argument("--rules", default="", help=RULES_HELP)

    p = add("claims", "check the claims ledger (texts/claims) and print each entry with the engine's value")
    p.add_argument("--id", help="one entry")
    p.add_argument("--ledger", default="texts/claims", help="the ledger folder (default texts/claims)")

    p = add("api", "answer a JSON request read from standard input (or given as the argument)")
    p.add_argument("request", nargs="?", help='e.g. \'{"op": "hand", "cards": "As Kd 10h 10c 4s"}\'')
    return parser


def _request(args) -> dict:
    c = args.command
    if c == "hand":
        return {"op": "hand", "cards": " ".join(args.cards), "rules": args.rules}
    if c == "showdown":
        return {"op": "showdown", "hands": args.hands, "rules": args.rules}
    if c == "crib":
        r = {"op": "crib", "cards": " ".join(args.cards), "starter": args.starter, "crib": args.crib}
        if args.variant:
            r["variant"] = args.variant
        return r
    if c == "layout":
        r = {"op": "layout", "cards": " ".join(args.cards), "dealer": not args.pone, "crib": not args.hand_only}
        if args.variant:
            r["variant"] = args.variant
        return r
    if c == "commerce":
        return {"op": "commerce", "hands": args.hands}
    if c in ("vingt-un", "hookey"):
        r = _config(args.config)
        r["op"] = c
        if args.dealer is not None:
            r["dealer"] = args.dealer
        if c == "vingt-un" and args.hand:
            r["players"] = [{"stake": 1, "cards": h} for h in args.hand]
        if c == "hookey" and args.bottom:
            r.setdefault("method", 1)
            r["players"] = [{"bottom": b, "stake": 1} for b in args.bottom]
        return r
    if c == "peg":
        return {"op": "peg", "cards": " ".join(args.cards)}
    if c == "play":
        r = {"op": "play", "pone": " ".join(args.pone), "dealer": " ".join(args.dealer), "plays": " ".join(args.plays)}
        if args.variant:
            r["variant"] = args.variant
        return r
    if c in ("odds", "rules"):
        return {"op": c, "rules": args.rules}
    if c == "draw":
        r = {"op": "draw", "cards": " ".join(args.cards), "hold": " ".join(args.hold), "dead": " ".join(args.dead), "rules": args.rules}
        if args.target:
            r["target"] = args.target
        return r
    if c == "holds":
        r = {"op": "holds", "cards": " ".join(args.cards), "dead": " ".join(args.dead), "order": args.order, "rules": args.rules,
             "opponents": args.opponents, "come_in": args.come_in}
        if args.target:
            r["target"] = args.target
        return r
    if c == "simulate":
        r = _config(args.config)
        r["op"] = "simulate"
        for key in ("players", "deals", "seed", "hand", "rules"):
            if getattr(args, key) is not None:
                r[key] = getattr(args, key)
        if args.strategy:
            if len(args.strategy) == 1:
                r["strategy"] = args.strategy[0]
            else:
                r["strategies"] = args.strategy
        if args.jackpots:
            r["jackpot"] = True
        return r
    raise AssertionError(c)


def _config(text) -> dict:
    """--config: a JSON object (its size and depth checked before it is parsed)."""
    if not text:
        return {}
    config = api.read_json(text)
    if not isinstance(config, dict):
        raise CardError("bad-json", "--config must be a JSON object, such as '{\"players\": 6}'")
    return config


def _claims(args) -> dict:
    from hoyle import claims

    folder = Path(args.ledger)
    if not folder.is_dir():
        return api.error("no-ledger", f"no ledger folder at {folder}: run from the repository's top level or give --ledger")
    try:
        entries = claims.load(folder)
    except claims.LedgerError as e:
        return api.error("bad-ledger", str(e))
    out = []
    for entry in entries:
        claim = entry.claim
        if args.id and claim.get("id") != args.id:
            continue
        result, problems = claims.examine(claim)
        out.append({"id": claim.get("id"), "file": entry.file, "line": claim.get("line"), "book_value": claim.get("book_value"), **result,
                    "verdict": claim.get("verdict"), "problems": problems})
    if args.id and not out:
        return api.error("unknown-claim", f"no claim {args.id!r} in {folder}")
    verdicts: dict[str, int] = {}
    for c in out:
        verdicts[str(c["verdict"])] = verdicts.get(str(c["verdict"]), 0) + 1
    return {"claims": len(out), "verdicts": verdicts, "problems": sum(1 for c in out if c["problems"]), "entries": out}


def _simulate(request: dict) -> dict:
    """The simulator run in parts to the end (as the browser runs it): the last part's answer."""
    parts = api.stream(request)
    if isinstance(parts, dict):
        return parts
    last = api.error("internal", api.INTERNAL)
    for last in parts:
        if "error" in last:
            break
    return last


def answer(argv=None) -> dict:
    """The answer to a command line, as the facade gives it; never raises."""
    try:
        args = _parser().parse_args(argv)
        if args.command == "api":
            text = args.request if args.request is not None else sys.stdin.read()
            return json.loads(api.handle_json(text))
        if args.command == "claims":
            return _claims(args)
        request = _request(args)
        return _simulate(request) if request["op"] == "simulate" else api.handle(request)
    except ArgumentError as e:
        return api.error("bad-arguments", f"{e} (python -m hoyle --help lists the commands)")
    except CardError as e:
        return api.error(e.code, e.message)
    except UnicodeDecodeError:
        return api.error("bad-json", "the request is not UTF-8 text")
    except Exception:
        return api.error("internal", api.INTERNAL)


def main(argv=None) -> int:
    result = answer(argv)
    failed = "error" in result or bool(result.get("problems"))
    # A lone surrogate (from a broken argument or a "\\ud800" escape) is written as a JSON escape.
    text = json.dumps(result, ensure_ascii=False, indent=2).encode("utf-8", "backslashreplace").decode("utf-8")
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:  # the reader stopped reading (| head): no traceback, the usual exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 2
    return 2 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
