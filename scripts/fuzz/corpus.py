"""The engine's answers to the fuzzer's cases, written down, so that two trees can be held against each other byte for byte:
a change that should not change behaviour (a module moved, a request read elsewhere) gives the same file.

    python -m scripts.fuzz.corpus 18000 OUT       # every request the first 18,000 cases of seed 1 send, and the answer

Each line of OUT is [how, the request as sent, the engine's output] (JSON); the last line printed is the number of
requests and the SHA-256 of the file's lines. Python's `random` is seeded before each request, so a request that draws
on it answers alike in both trees.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random

from scripts.fuzz import engine
from scripts.fuzz.cases import Cases


def corpus(cases: int, seed: int = 1) -> list[str]:
    """[how, request, output] for every request the first `cases` cases of `seed` send, in order."""
    records: list[str] = []
    send = engine._call

    def call(how, request, text):
        random.seed(len(records))
        answer, html, out, seconds = send(how, request, text)
        sent = text if text is not None else json.dumps(request, sort_keys=True, default=repr)
        got = out if out is not None else json.dumps(answer, sort_keys=True, default=repr)
        records.append(json.dumps([how, sent, got]))
        return answer, html, out, seconds

    engine._call = call
    try:
        made = Cases(seed)
        for _ in range(cases):
            engine.run_case(next(made))
    finally:
        engine._call = send
    return records


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cases", type=int)
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    records = corpus(args.cases, args.seed)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("\n".join(records) + "\n")
    print(len(records), hashlib.sha256("\n".join(records).encode()).hexdigest())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
