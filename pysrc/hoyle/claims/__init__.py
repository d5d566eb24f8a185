"""The claims ledger: every checkable figure the books print, checked by the engine.

The ledger lives in `texts/claims/*.toml`, one `[[claim]]` per figure (format in
texts/claims/README.md). Each names what the engine computes for it in `compute`, a call such as
`pat_odds('two-pairs')` over the functions in `QUANTITIES`, with literal arguments only. `check`
computes the exact value, reads the book's printed value, and derives the verdict:

- correct: the book's figure is the exact value;
- rounded: the exact value rounded or cut down to the book's own precision, the unit of its last
  printed digit or fraction ("46 to 1" for 46.33 or 46.8 to 1; "2\u00bd to 1" for 2.49 to 1;
  "13 to 10" for 13.66 to 10); `rounding` says which way. A figure the book hedges with "almost"
  or "nearly" says the truth is below it: rounded only if it is, within one unit;
- wrong: anything else;
- ambiguous: the ledger says why (the text can be read more than one way); the derived verdict
  is then reported but not imposed.

The package: `quantity` (what a claim computes to, and the register of quantities), the quantities
themselves by book and subject (`poker`, `arithmetic`, `more`, `pot`, `simulated`, `cribbage`,
`round_games`), `reading` (the book's printed figures and the verdict), `ledger` (reading the
ledger files, and checking an entry) and `report` (the whole ledger checked, as the command line prints
it). Everything a caller needs is named here.
"""

from __future__ import annotations

from hoyle.claims.ledger import LEDGER, Entry, LedgerError, check, compute, examine, load, method, verify
from hoyle.claims.quantity import KINDS, QUANTITIES, VERDICTS, Quantity
from hoyle.claims.reading import derive_verdict, hedge, read_book_value, read_number, rounding
from hoyle.claims.report import report

__all__ = ["KINDS", "LEDGER", "QUANTITIES", "VERDICTS", "Entry", "LedgerError", "Quantity", "check", "compute", "derive_verdict", "examine",
           "hedge", "load", "method", "read_book_value", "read_number", "report", "rounding", "verify"]
