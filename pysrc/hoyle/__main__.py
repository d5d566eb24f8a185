"""The command line over the facade: `python -m hoyle hand As Ks Qs Js Ts` prints JSON.

An answer exits 0; an error prints {"error": {"code": ..., "message": ...}} and exits 2.
"""

from __future__ import annotations

import argparse
import json
import sys

from hoyle import api


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hoyle", description="The hoyle card engine, answering in JSON.")
    sub = parser.add_subparsers(dest="command", required=True)
    p_hand = sub.add_parser("hand", help="the value of a five-card poker hand, e.g. hand As Kd 10h 10c 4s")
    p_hand.add_argument("cards", nargs="*", help="five cards: As Kd 10h 10c 4s (also AS, as, Th, A♠, 10♥)")
    p_api = sub.add_parser("api", help="answer a JSON request read from standard input (or given as the argument)")
    p_api.add_argument("request", nargs="?", help='e.g. \'{"op": "hand", "cards": "As Kd 10h 10c 4s"}\'')
    args = parser.parse_args(argv)

    if args.command == "hand":
        answer = api.handle({"op": "hand", "cards": " ".join(args.cards)})
    else:
        text = args.request if args.request is not None else sys.stdin.read()
        answer = json.loads(api.handle_json(text))
    print(json.dumps(answer, ensure_ascii=False, indent=2))
    return 2 if "error" in answer else 0


if __name__ == "__main__":
    sys.exit(main())
