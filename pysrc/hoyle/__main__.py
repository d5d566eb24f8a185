"""The command line over the facade: `python -m hoyle hand As Ks Qs Js Ts` prints JSON.

An answer exits 0; every error, a wrong argument included, prints {"error": {"code": ...,
"message": ...}} and exits 2, never a traceback or a usage text. Every command but `claims` (the
ledger checked, by `hoyle.claims.report`) builds one `hoyle.api` request and prints its answer;
`simulate` runs in parts (`hoyle.api.stream`), so it takes as many deals as the engine allows. The
arguments are passed on as text: the facade reads every number and choice (`hoyle.inputs`), so the
command line and a page agree on what is wrong, and every piece of the reader's text in a message is
quoted by `hoyle.quote.echo`.
When the answer cannot be written (standard output closed or full) one line on standard error
says so, and the exit is 2.
"""

from __future__ import annotations

import argparse
import ast
import io
import json
import os
import re
import sys
from collections.abc import Mapping
from typing import Any

from hoyle import api
from hoyle.errors import Refusal, RequestError
from hoyle.inputs import MAX_JSON_CHARS
from hoyle.quote import echo, oddity, shown


class ArgumentError(Exception):
    """A command line argparse would refuse (reported as JSON, not as a usage text)."""


MOST_UNRECOGNIZED = 3  # unrecognized arguments quoted in the message; the rest are counted
MOST_ARGPARSE_MESSAGE = 800  # characters of one of argparse's own messages (its words and our options' names)
_ARGPARSE_QUOTED = re.compile(r"""(.*?(?:ignored explicit argument|value:) )('.*'|".*")""", re.S)  # its repr() of an argument
_AMBIGUOUS = "ambiguous option: "


class _Parser(argparse.ArgumentParser):
    """argparse with its errors raised, not printed, and the reader's text in them quoted by `echo`."""

    def parse_args(self, args=None, namespace=None):
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            quoted = ", ".join(f"{echo(a)}{oddity(a)}" for a in extras[:MOST_UNRECOGNIZED])
            more = f" and {len(extras) - MOST_UNRECOGNIZED:,} more" if len(extras) > MOST_UNRECOGNIZED else ""
            raise ArgumentError(f"unrecognized arguments: {quoted}{more}")
        return parsed

    def _check_value(self, action, value):  # argparse's own check of `choices`: only the command has any
        if action.choices is not None and value not in action.choices:
            what = "command" if not action.option_strings else f"value of {action.option_strings[-1]}"
            raise argparse.ArgumentError(None, f"unknown {what} {echo(value)}{oddity(value)}: choose from {', '.join(action.choices)}")

    def error(self, message):  # argparse would print the usage and exit 2; the caller prints JSON
        raise ArgumentError(_echoed(message))

    def print_help(self, file=None):  # --help: printed as the answer is, and a failure to print it said the same way
        if file is not None:
            return super().print_help(file)
        why = _write(self.format_help().rstrip("\n"))
        if why is not None:
            raise SystemExit(_say(f"the help cannot be printed on standard output: {why}") if why else 2)
        return None


def _echoed(message: str) -> str:
    """One of argparse's messages with the reader's text in it quoted by `echo`: the option it could
    not tell (`ambiguous option`), or the value it quotes with repr() at the end of the message."""
    if message.startswith(_AMBIGUOUS) and " could match " in message:
        option, _, matches = message[len(_AMBIGUOUS):].rpartition(" could match ")
        message = f"ambiguous option {echo(option)}{oddity(option)}: it could be {matches}"
    elif quoted := _ARGPARSE_QUOTED.fullmatch(message):
        try:
            value = ast.literal_eval(quoted[2])
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            value = None
        if isinstance(value, str):
            message = f"{quoted[1]}{echo(value)}{oddity(value)}"
    # anything else argparse says is its own words and our options' names: shown, and cut, all the same
    message = "".join(shown(ch) for ch in message)
    return message if len(message) <= MOST_ARGPARSE_MESSAGE else message[: MOST_ARGPARSE_MESSAGE - 1] + "…"


STANDS_HELP = "the count the Vingt-un dealer stands on: 15, 16, 17 (the default) or 18"
VARIANT_HELP = "the game: five-card, six-card or seven-card (default: from the number of cards)"
RULES_HELP = ("house rules, comma-separated: blaze, blaze-court-cards, tiger (little-dog), big-dog, skip, round-the-corner, "
              "round-the-corner-lowest, kilter, extra-hands, proper-rank, joker, two-pairs-over-threes, no-straights")


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
    p.add_argument("--target", help="improve (default), a class id (flush: a flush or better), or five cards to beat "
                                    "(another player's hand: its cards out of the pack), quoted")
    p.add_argument("--rules", default="", help=RULES_HELP)

    p = add("holds", "all 32 ways of holding a hand, best first, e.g. holds 8s 8h Kd 7c 2h --order average")
    p.add_argument("cards", nargs="*", help="the five cards of the hand")
    p.add_argument("--dead", nargs="*", default=[], help="cards known to be out of the pack")
    p.add_argument("--target", help="improve, a class id, or five cards to beat (another player's hand: its cards out of the pack), "
                                    "quoted")
    p.add_argument("--order", default="win", help="win (rank the holds by share of the pot at the showdown: the default), improve "
                                                  "(chance of improving), target (of reaching the target) or average (average result)")
    p.add_argument("--opponents", help="for --order win: the other players in, 1 to 7 (default 3)")
    p.add_argument("--come-in", help="for --order win: what they came in on, any-pair (default) or jacks-or-better")
    p.add_argument("--rules", default="", help=RULES_HELP)

    p = add("simulate", "the seeded draw simulator, e.g. simulate --players 6 --deals 10000 --seed 1")
    p.add_argument("--config", help="the whole request as JSON (see hoyle.poker.simulate)")
    p.add_argument("--players", help="the number of players, 2 to 8 (default 6)")
    p.add_argument("--deals", help="the number of deals (default 10,000)")
    p.add_argument("--seed", help="the seed: the same seed, the same deals (default 1)")
    p.add_argument("--strategy", action="append", help="one strategy for every seat, or repeat it for each seat in turn: anything, any-pair (the "
                                                       "default), any-pair-or-bobtail, kicker, inside-straights, eights-or-better, tens-or-better, "
                                                       "jacks-or-better, kings-or-better, aces-or-better, three-of-a-kind, pat-on-two-pairs, pat, "
                                                       "never")
    p.add_argument("--jackpots", action="store_true", help="jack-pots: the pot must be opened on jacks or better")
    p.add_argument("--progressive", action="store_true", help="progressive jacks: queens after a deal no one opened, then kings, aces, "
                                                              "and jacks again")
    p.add_argument("--progression", help="with --progressive, after aces: jacks-again (the default) or step-down (kings, queens, jacks)")
    p.add_argument("--game", help="draw (the default), straight (no draw) or stud (one card down, four up)")
    p.add_argument("--hand", help="a fixed hand for seat 0 (the first to say), quoted, to see how it fares")
    p.add_argument("--rules", default=None, help=RULES_HELP)

    add("averages", "Foster's table of averages: each row with the book's figure, the median of each draw heads up, and his six-hand "
                    "experiment as the simulator's settings")

    p = add("crib", "a cribbage hand (or crib) with the starter, itemized, e.g. crib 5h 5d 5s Jc --starter 5c")
    p.add_argument("cards", nargs="*", help="the hand without the starter: three, four or five cards (the crib: four)")
    p.add_argument("--starter", required=True, help="the start, the card turned up")
    p.add_argument("--crib", action="store_true", help="count it as the crib (a flush only with the starter)")
    p.add_argument("--variant", help=VARIANT_HELP)

    p = add("peg", "the play at cribbage: what the last card scores, e.g. peg 5h 4s 3d 6c")
    p.add_argument("cards", nargs="*", help="the cards played since the count began, in order")

    p = add("peg-advice", "which card to play at cribbage: each card's points now and what the opponent's best answer scores, "
                          "e.g. peg-advice 5h 9c --plays 10d")
    p.add_argument("cards", nargs="*", help="your cards not yet played")
    p.add_argument("--plays", nargs="*", default=[], help="the cards played since the count began, in order (by turns, the last his)")
    p.add_argument("--seen", nargs="*", default=[], help="other cards you have seen (your discards, the start, earlier counts)")
    p.add_argument("--held", default="", help="the cards the opponent still holds, 0 to 5 (default: as many as yours, less one if he "
                                              "led this count)")

    p = add("play", "the play of two cribbage hands, turn by turn, e.g. play --pone 5h 4s 3d --dealer 6c 10d Kh --plays 5h 6c 4s 10d 3d")
    p.add_argument("--pone", nargs="+", required=True, help="the non-dealer's hand (he plays first)")
    p.add_argument("--dealer", nargs="+", required=True, help="the dealer's hand")
    p.add_argument("--plays", nargs="*", default=[], help="the cards played so far, in order (both players')")
    p.add_argument("--variant", help=VARIANT_HELP)

    p = add("layout", "every lay-out of a dealt cribbage hand, best first, e.g. layout 5h 5d Jc Js 4h 6c")
    p.add_argument("cards", nargs="*", help="the cards dealt: five, six or seven")
    p.add_argument("--pone", action="store_true", help="as the non-dealer (the crib counts against you)")
    p.add_argument("--hand-only", action="store_true", help="the kept hand's expectation only, without the crib's")
    p.add_argument("--variant", help=VARIANT_HELP)

    p = add("commerce", 'three-card hands at Commerce ranked, e.g. commerce "As Ks Qs" "5h 5d 5c"')
    p.add_argument("hands", nargs="*", help="each hand quoted as one argument")

    p = add("commerce-worth", 'a hand at Commerce at the deal: how often each combination is dealt, and the hand against the others, '
                              'e.g. commerce-worth Qh Qs 5d --others 6')
    p.add_argument("cards", nargs="*", help="the hand's three cards")
    p.add_argument("--others", default="1", help="the other hands, 1 to 16 (1 to 9 from the smaller pack; default 1)")
    p.add_argument("--pack", default="52", help="52 (the full pack, the default) or 32")
    p.add_argument("--deals", help="the seeded deals sampled against two or more others (default: 15,000 against two, fewer as they grow)")
    p.add_argument("--seed", help="the sample's seed, against two or more others (default 1)")

    p = add("vingt-un", 'a round of Vingt-un settled, e.g. vingt-un --dealer "10c 7d" --hand "As Kd" --hand "8s 3d 9c"')
    p.add_argument("--dealer", help="the dealer's cards")
    p.add_argument("--hand", action="append", default=[], help="a player's cards (stake 1); repeat for each player")
    p.add_argument("--config", help="the whole request as JSON (stakes, divided pairs, the agreements: see hoyle.api.rounds)")

    p = add("vingt-un-advice", "draw, stand or divide at Vingt-un, by the exact expectation of each, "
                               "e.g. vingt-un-advice 10c 6d --dealer 7h")
    p.add_argument("cards", nargs="*", help="the hand: two cards or more")
    p.add_argument("--dealer", default="", help="the dealer's card, if you have seen it")
    p.add_argument("--seen", nargs="*", default=[], help="other cards seen (drawn face up, thrown up)")
    p.add_argument("--stands", default="17", help=STANDS_HELP)

    p = add("vingt-un-strategy", "Vingt-un's whole strategy on the two cards dealt, and what a round is worth to the dealer, "
                                 "e.g. vingt-un-strategy --stands 16 --penalty 1")
    p.add_argument("--stands", default="17", help=STANDS_HELP)
    p.add_argument("--penalty", default="0", help="the dealer's penalty to the pool for over-drawing (line 13; default 0)")
    p.add_argument("--share", default="0", help="the dealer's share of his receipts on ties, to the pool: 0, 1/4 or 1/3 (line 13)")

    p = add("hookey", 'a round of Blind Hookey settled, e.g. hookey --dealer 8h --bottom 9s --bottom 3c')
    p.add_argument("--dealer", help="the dealer's card")
    p.add_argument("--bottom", action="append", default=[], help="a player's bottom card (stake 1), first method; repeat")
    p.add_argument("--config", help="the whole request as JSON (the second method, stakes, the ace: see hoyle.api.rounds)")

    p = add("hookey-worth", "what a round of Blind Hookey is worth to the dealer, exactly, and how long his deal lasts, "
                            "e.g. hookey-worth --players 5, or hookey-worth --method 2 --ties stand-off")
    p.add_argument("--method", default="1", help="1, every player cuts a packet (the default), or 2, three packets")
    p.add_argument("--players", help="by the first method, the players besides the dealer, 1 to 12 (default 5)")
    p.add_argument("--ties", help="equal cards by the second method: dealer (he receives, the default) or stand-off")

    p = add("straight", "a pat hand at straight poker (no draw): exactly against one other hand, and its share of the pools at a "
                        "table, e.g. straight Ks Kd 7c 7h 2s --players 5 --rules no-straights")
    p.add_argument("cards", nargs="*", help="the five cards of the hand")
    p.add_argument("--players", default="5", help="the players at the table, yours among them, 2 to 8 (default 5)")
    p.add_argument("--dead", nargs="*", default=[], help="cards known to be out of the pack")
    p.add_argument("--deals", default=None, help="the seeded deals for the table's share, 1 to 10,000 (default 10,000; at eight players "
                                                  "at most and by default 9,000)")
    p.add_argument("--seed", help="the seed of the table's sample: the same seed, the same deals (default 1)")
    p.add_argument("--rules", default="", help=RULES_HELP)

    p = add("whisky", "a turn at whisky poker, every choice weighed, e.g. whisky Ks Kd 9c 5h 2s --widow Kh 7d 7c 4h 3s --players 5; "
                      "with no cards, the hands and the widow dealt by the seed, e.g. whisky --seed 7")
    p.add_argument("cards", nargs="*", help="your five cards (none: deal by the seed)")
    p.add_argument("--widow", nargs="*", default=[], help="the widow's five cards, when it is face up (none: not yet turned)")
    p.add_argument("--seen", nargs="*", default=[], help="other cards you have seen (left out of the other hands)")
    p.add_argument("--players", default="5", help="the players at the table, yours among them, 2 to 8 (default 5)")
    p.add_argument("--seat", default="1", help="your seat: 1 on the dealer's left, up to the dealer (default 1)")
    p.add_argument("--deals", help="the seeded deals for the shares at a table of three or more, 1 to 3,000 (default 3,000)")
    p.add_argument("--seed", help="the seed of the deal and of the sample (default 1)")
    p.add_argument("--rules", default="", help=RULES_HELP)
    p.add_argument("--aim", default="best-wins", help="best-wins (the best hand takes the pool, the default) or worst-pays "
                                                      "(for refreshments: the worst hand pays)")
    p.add_argument("--knocked", action="store_true", help="someone has knocked: your last chance, and you may stand without knocking")

    p = add("stud", "a stud poker deal by the seed, round by round: the first say after each round and why, one seat's chances "
                    "of each class, and the winner, e.g. stud --seed 7 --players 5 --rules no-straights")
    p.add_argument("--seed", default="1", help="the seed of the deal (default 1)")
    p.add_argument("--players", default="5", help="the players, 2 to 8 (default 5)")
    p.add_argument("--round", default="4", help="how far to deal: 1 to 4 up cards (default 4, the end, the down cards turned up)")
    p.add_argument("--seat", default="1", help="the seat whose chances are given: 1 on the dealer's left, up to the dealer (default 1)")
    p.add_argument("--rules", default="", help=RULES_HELP)

    p = add("stud-chances", "the chance of a stud hand ending in each class, from the cards seen, e.g. stud-chances --down As "
                            "--up Ad Kc --others \"Qs Qd / 9s 8s\"")
    p.add_argument("--down", nargs="*", default=[], help="your down card")
    p.add_argument("--up", nargs="*", default=[], help="your up cards, one to four")
    p.add_argument("--others", default="", help="the other players' up cards, \"/\" between players (\"Qs Qd / 9s 8s\")")
    p.add_argument("--rules", default="", help=RULES_HELP)

    p = add("limits", "progressive limits: the bets of two players doubling in turn, e.g. limits --first 1 --raises 4")
    p.add_argument("--first", default="1", help="the first bet (default 1)")
    p.add_argument("--rule", default="whole", help="whole (double the whole amount the other has bet: the default), last (twice the last "
                                                   "bet only) or with-ante (the ante counted in the amount doubled)")
    p.add_argument("--raises", default="4", help="the raises after the first bet, 1 to 12 (default 4)")
    p.add_argument("--ante", default="1", help="the ante each player put up (default 1)")
    p.add_argument("--players", default="5", help="the players whose antes make a jack-pot, 2 to 8 (default 5)")

    p = add("progressive", "progressive jack-pots: the chance someone opens at each deal, jacks to aces and back, "
                           "e.g. progressive --players 5")
    p.add_argument("--players", default="5", help="the players, 2 to 8 (default 5): counted exactly up to 6, sampled beyond where not counted")
    p.add_argument("--ante", default="2", help="the chips each player antes (default 2)")
    p.add_argument("--fatten", default="1", help="the chips each adds for every deal not opened (default 1)")
    p.add_argument("--progression", default="jacks-again", help="after aces: jacks-again (the default) or step-down (kings, queens, jacks)")

    p = add("pot-odds", "the odds the table lays you against the odds against your draw, and whether coming in pays, e.g. "
                        "pot-odds --pot 5 --bet 2 Ah 9h 6h 3h Kc --hold Ah 9h 6h 3h --target flush, or pot-odds --pot 7 --bet 1 --against '4 to 1'")
    p.add_argument("cards", nargs="*", help="the five cards of the hand (or give --against instead)")
    p.add_argument("--pot", required=True, help="the chips in the pool before you come in, 1 to 100,000")
    p.add_argument("--bet", required=True, help="the chips you put up to come in, 1 to 100,000")
    p.add_argument("--hold", nargs="*", default=[], help="the cards held (none: draw five)")
    p.add_argument("--dead", nargs="*", default=[], help="cards known to be out of the pack (seen discards)")
    p.add_argument("--target", help="improve (default), a class id (flush: a flush or better), or five cards to beat "
                                    "(another player's hand: its cards out of the pack), quoted")
    p.add_argument("--against", help="the odds against directly, quoted: '4 to 1', '4½ to 1', '38 to 9', 'even' (instead of the cards)")
    p.add_argument("--rules", default="", help=RULES_HELP)

    p = add("stakes", "a pool at table stakes divided by the rule of the sight, e.g. stakes 'A 30 10 drops Ah Ad Ac 7s 2d' "
                      "'B 8 8 Ks Kd 9c 9h 3s' 'C 30 20 Qs Qd Jc Jh 4s'")
    p.add_argument("players", nargs="+", help='one player an argument, quoted: his name, stake, what he put in, "drops" if he '
                                              'refused to call, and his five cards or "rank 1"')
    p.add_argument("--rules", default="", help=RULES_HELP)

    p = add("freeze-out", "a freeze-out's standings, e.g. freeze-out A B C --counters 20 --deal 5 -20 15 --deal -25 0 25")
    p.add_argument("players", nargs="+", help="the players' names")
    p.add_argument("--counters", default="20", help="the counters each player starts with (default 20)")
    p.add_argument("--deal", nargs="+", action="append", default=[], help="one deal's net results, a number for each player")
    p.add_argument("--corner", default="0", help="what each player puts into the sweepstake (default 0)")

    p = add("rules", "the house rules and the classes they play")
    p.add_argument("--rules", default="", help=RULES_HELP)

    p = add("claims", "check the claims ledger (texts/claims) and print each entry with the engine's value")
    p.add_argument("--id", help="one entry")
    p.add_argument("--ledger", default="texts/claims", help="the ledger folder (default texts/claims)")
    p.add_argument("--census", action="store_true",
                   help="instead, the census of the books' figures: how many the ledger checks of those that can be worked out")

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
        if args.variant is not None:
            r["variant"] = args.variant
        return r
    if c == "layout":
        r = {"op": "layout", "cards": " ".join(args.cards), "dealer": not args.pone, "crib": not args.hand_only}
        if args.variant is not None:
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
    if c == "peg-advice":
        return {"op": "peg-advice", "cards": " ".join(args.cards), "plays": " ".join(args.plays), "seen": " ".join(args.seen),
                "held": args.held}
    if c == "play":
        r = {"op": "play", "pone": " ".join(args.pone), "dealer": " ".join(args.dealer), "plays": " ".join(args.plays)}
        if args.variant is not None:
            r["variant"] = args.variant
        return r
    if c in ("odds", "rules"):
        return {"op": c, "rules": args.rules}
    if c == "averages":
        return {"op": "averages"}
    if c == "draw":
        r = {"op": "draw", "cards": " ".join(args.cards), "hold": " ".join(args.hold), "dead": " ".join(args.dead), "rules": args.rules}
        if args.target is not None:
            r["target"] = args.target
        return r
    if c == "holds":
        r = {"op": "holds", "cards": " ".join(args.cards), "dead": " ".join(args.dead), "order": args.order, "rules": args.rules,
             **_given(args, "opponents", "come_in")}
        if args.target is not None:
            r["target"] = args.target
        return r
    if c == "straight":
        return {"op": "straight", "cards": " ".join(args.cards), "players": args.players, "dead": " ".join(args.dead), "rules": args.rules,
                **_given(args, "deals", "seed")}
    if c == "whisky":
        return {"op": "whisky", "cards": " ".join(args.cards), "widow": " ".join(args.widow), "seen": " ".join(args.seen),
                "players": args.players, "seat": args.seat, "rules": args.rules, "aim": args.aim, "knocked": args.knocked,
                **_given(args, "deals", "seed")}
    if c == "stud":
        return {"op": "stud", "seed": args.seed, "players": args.players, "round": args.round, "seat": args.seat, "rules": args.rules}
    if c == "stud-chances":
        return {"op": "stud-chances", "down": " ".join(args.down), "up": " ".join(args.up), "others": args.others, "rules": args.rules}
    if c == "pot-odds":
        r = {"op": "pot-odds", "pot": args.pot, "bet": args.bet}
        if args.against is not None:
            r["against"] = args.against
        if args.against is None or args.cards or args.hold or args.dead or args.target is not None or args.rules:
            r.update({"cards": " ".join(args.cards), "hold": " ".join(args.hold), "dead": " ".join(args.dead), "rules": args.rules})
            if args.target is not None:
                r["target"] = args.target
        return r
    if c == "stakes":
        return {"op": "stakes", "players": args.players, "rules": args.rules}
    if c == "freeze-out":
        return {"op": "freeze-out", "players": args.players, "counters": args.counters, "deals": args.deal, "corner": args.corner}
    if c == "commerce-worth":
        return {"op": "commerce-worth", "cards": " ".join(args.cards), "others": args.others, "pack": args.pack, **_given(args, "deals", "seed")}
    if c == "vingt-un-advice":
        return {"op": "vingt-un-advice", "cards": " ".join(args.cards), "dealer": args.dealer, "seen": " ".join(args.seen),
                "stands": args.stands}
    if c == "vingt-un-strategy":
        return {"op": "vingt-un-strategy", "stands": args.stands, "rules": {"overdraw_penalty": args.penalty, "tie_share": args.share}}
    if c == "hookey-worth":
        return {"op": "hookey-worth", "method": args.method, **_given(args, "players", "ties")}
    if c == "progressive":
        return {"op": "progressive", "players": args.players, "ante": args.ante, "fatten": args.fatten, "progression": args.progression}
    if c == "limits":
        return {"op": "limits", "first": args.first, "rule": args.rule, "raises": args.raises, "ante": args.ante, "players": args.players}
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
        if args.progressive:
            r["progressive"] = True
        if args.game is not None:
            r["game"] = args.game
        if args.progression is not None:
            r["progression"] = args.progression
        return r
    raise AssertionError(c)


def _given(args, *names: str) -> dict:
    """The options given, by their request's names: one left out takes the engine's default, and one that does not apply
    to the rest of the request (the seed of a sample that is not taken, say) is refused by name only when it is given."""
    return {name: getattr(args, name) for name in names if getattr(args, name) is not None}


def _config(text) -> dict:
    """--config: a JSON object (its size and depth checked before it is parsed)."""
    if not text:
        return {}
    config = api.read_json(text)
    if not isinstance(config, dict):
        raise RequestError("--config must be a JSON object, such as '{\"players\": 6}'", "bad-json")
    return config


def _simulate(request: dict) -> Mapping[str, Any]:
    """The simulator run in parts to the end (as the browser runs it): the last part's answer."""
    parts = api.stream(request)
    if isinstance(parts, dict):
        return parts
    last: Mapping[str, Any] = api.error("internal", api.INTERNAL)
    for last in parts:
        if "error" in last:
            break
    return last


def _stdin_request() -> str:
    """The request on standard input, read as UTF-8 (bytes that are not text kept as broken
    characters, as in an argument) and no further than the engine reads, plus one character."""
    if sys.stdin is None:
        raise RequestError("standard input is closed: give the request as the argument, or send it on standard input", "no-request")
    raw = getattr(sys.stdin, "buffer", None)
    try:
        if raw is None:  # a text stream put in its place (a test, an embedding program)
            text = sys.stdin.read(MAX_JSON_CHARS + 1)
        else:
            reader = io.TextIOWrapper(raw, encoding="utf-8", errors="surrogateescape", newline="")
            try:
                text = reader.read(MAX_JSON_CHARS + 1)
            finally:
                reader.detach()  # standard input stays open
    except OSError as e:
        raise RequestError(f"standard input cannot be read: {e.strerror or e}", "no-request") from None
    if len(text) > MAX_JSON_CHARS:
        raise RequestError(f"the request is more than {MAX_JSON_CHARS:,} characters long; the engine reads at most {MAX_JSON_CHARS:,}",
                           "too-large")
    if not text:
        raise RequestError("standard input is empty: give the request as the argument, or send it on standard input", "no-request")
    return text


def answer(argv=None) -> Mapping[str, Any]:
    """The answer to a command line, as the facade gives it; never raises (but --help exits, and Ctrl-C interrupts)."""
    try:
        args = _parser().parse_args(argv)
        if args.command == "api":
            text = args.request if args.request is not None else _stdin_request()
            return json.loads(api.handle_json(text))
        if args.command == "claims":
            from hoyle.claims import report  # the ledger: read only by this command, never by the browser

            if args.census:
                from hoyle.claims.census import census_report

                return census_report(args.ledger)
            return report(args.ledger, args.id)
        request = _request(args)
        return _simulate(request) if request["op"] == "simulate" else api.handle(request)
    except ArgumentError as e:
        return api.error("bad-arguments", f"{e} (python -m hoyle --help lists the commands)")
    except Refusal as e:
        return api.error(e.code, e.message)
    except Exception:
        return api.error("internal", api.INTERNAL)


def _say(message: str, status: int = 2) -> int:
    """One line on standard error (if it is open), for when the answer itself cannot be printed; the exit status."""
    try:
        sys.stderr.write(f"python -m hoyle: {message}\n")
        sys.stderr.flush()
    except (AttributeError, OSError, ValueError):  # standard error closed too: the status says it
        pass
    return status


def _write(text: str) -> str | None:
    """Print the answer, as UTF-8 whatever the locale; None, or why it could not be written."""
    out = sys.stdout
    if out is None:
        return "it is closed"
    try:
        raw = getattr(out, "buffer", None)
        if raw is None:  # a text stream put in its place
            out.write(text + "\n")
            out.flush()
        else:
            out.flush()
            raw.write((text + "\n").encode("utf-8"))
            raw.flush()
    except BrokenPipeError:  # the reader stopped reading (| head): the usual quiet exit
        why = ""
    except (OSError, ValueError) as e:  # closed, full (> /dev/full), opened for reading only
        why = getattr(e, "strerror", None) or str(e)
    else:
        return None
    try:  # what is left in the buffer goes nowhere, so the interpreter's last flush does not fail again
        os.dup2(os.open(os.devnull, os.O_WRONLY), out.fileno())
    except (OSError, ValueError, AttributeError):
        pass
    return why


def main(argv=None) -> int:
    """Print the answer to a command line as JSON; the exit status (0 an answer, 2 an error, 130 interrupted)."""
    if sys.stdout is None:  # `>&-`: nowhere to print, so nothing is worked out
        return _say("standard output is closed: there is nowhere to print the answer")
    try:
        result: Mapping[str, Any] = answer(argv)
    except KeyboardInterrupt:  # Ctrl-C in a long simulation
        return _say("interrupted", 130)
    try:
        text = json.dumps(result, ensure_ascii=False, indent=2)
    except (TypeError, ValueError, RecursionError):  # an answer JSON cannot write is the engine's fault
        result = api.error("internal", api.INTERNAL)
        text = json.dumps(result, ensure_ascii=False, indent=2)
    failed = "error" in result or bool(result.get("problems"))
    # A lone surrogate (from a broken argument or a "\\ud800" escape) is written as a JSON escape.
    why = _write(text.encode("utf-8", "backslashreplace").decode("utf-8"))
    if why is not None:
        return _say(f"the answer cannot be printed on standard output: {why}") if why else 2
    return 2 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
