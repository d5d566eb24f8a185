"""The ledger checked for the command line (`python -m hoyle claims`): every entry, or one, with the
engine's value, the verdict the ledger gives it and what is wrong with it, and a count of each.

| what                              | the function                                                                |
|-----------------------------------|-----------------------------------------------------------------------------|
| the ledger of a folder, checked   | `report(ledger, claim_id)`: a JSON-shaped answer (a ledger file's TOML date |
|                                   | as its ISO text, inf and nan as text), or a `RequestError` when the folder  |
|                                   | or the entry asked for is not there, or the ledger cannot be read           |
"""

from __future__ import annotations

import datetime
import math
from pathlib import Path
from typing import Any

from hoyle.claims.ledger import LedgerError, examine, load
from hoyle.errors import RequestError
from hoyle.quote import echo, oddity


def report(ledger: str, claim_id: str | None = None) -> dict[str, Any]:
    """Every entry of the ledger folder `ledger` (or only the one whose id is `claim_id`), checked: its id, file,
    line and book value as written, the engine's result (`examine`), the verdict as written and its problems; then
    how many entries there are, how many of each verdict and how many have a problem."""
    if claim_id is not None and not claim_id.strip():
        raise RequestError("--id is blank: give the id of one entry, or leave --id out for every entry", "bad-arguments")
    if not ledger.strip():
        raise RequestError("--ledger is blank: give the ledger folder (texts/claims in the repository)", "no-ledger")
    folder = Path(ledger)
    try:
        what = "" if folder.is_dir() else "it is not a folder" if folder.exists() else "it does not exist"
    except OSError as e:  # a name too long for the system, a folder that may not be looked in
        what = e.strerror or str(e)
    if what:
        raise RequestError(f"no ledger folder at {echo(ledger)}{oddity(ledger)}: {what}; run from the repository's top level or give --ledger",
                           "no-ledger")
    try:
        entries = load(folder)
    except LedgerError as e:
        raise RequestError(str(e), "bad-ledger") from None
    out = []
    for entry in entries:
        claim = entry.claim
        if claim_id is not None and claim.get("id") != claim_id:
            continue
        result, problems = examine(claim)
        written = {key: _json_value(claim.get(key)) for key in ("id", "line", "book_value", "verdict")}
        out.append({"id": written["id"], "file": entry.file, "line": written["line"], "book_value": written["book_value"], **result,
                    "verdict": written["verdict"], "problems": problems})
    if claim_id is not None and not out:
        raise RequestError(f"no claim {echo(claim_id)}{oddity(claim_id)} in {echo(ledger)}", "unknown-claim")
    verdicts: dict[str, int] = {}
    for c in out:
        verdicts[str(c["verdict"])] = verdicts.get(str(c["verdict"]), 0) + 1
    return {"claims": len(out), "verdicts": verdicts, "problems": sum(1 for c in out if c["problems"]), "entries": out}


def _json_value(value: object) -> object:
    """A value of a ledger file as JSON can write it: a TOML date or time as its ISO text
    ("1901-05-01"), and inf or nan, which JSON has no number for, as text."""
    if isinstance(value, (datetime.date, datetime.time)):  # a datetime is a date
        return value.isoformat()
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, list):
        return [_json_value(v) for v in value]
    if isinstance(value, dict):
        return {k: _json_value(v) for k, v in value.items()}
    return value
