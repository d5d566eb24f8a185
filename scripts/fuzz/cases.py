"""The cases of a run of the fuzzer: what a hostile reader sends to the engine's facade. `Cases(seed)` gives
them, each a `Case` (case.py): first the defects of issues 25 (families.py) and 42 (fields.py), then, in the
shares of FAMILIES:

- form: a widget's request with one to three fields changed (`well_formed` first, half the time);
- op: an op's own request (OPS) with a field or two changed;
- typed: a sweep of every place of every op's requests (BASES, nested places included) and of every
  widget's form through values that are not text (TYPED), each refused when the field does not take
  its type (FIELD_TYPES, VIEW_FIELD_TYPES, `wrong_type`: hostile.py);
- hostile: a sweep of every text field through bidi controls, invisible, combining and look-alike
  characters, markup (carrying MARKER) and long runs (HOSTILE);
- strategy: the simulator with custom strategies, hostile names and descriptions;
- stream: the stream ops in and out of order, sids of the wrong type, "stream" neither true nor false;
- text: JSON text attacks (unterminated strings, escaped quotes, brackets in strings, deep nesting,
  texts at the size limit);
- junk: requests no form sends;
- fields and states (fields.py, issue 42, with its landmarks): a field that does not apply, a key
  misspelt, null in any field, a bad card named by its field, a card in two places; impossible game states
  and the smallest packs the rules allow.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

from hoyle import web

from . import fields
from .case import Case
from .families import Sweep, form_case, junk_case, landmarks, op_case, stream_case, strategy_case, sweep_requests, text_case
from .forms import Form, forms
from .hostile import HOSTILE, TYPED

# The engine fuzzed: pysrc/ as installed (pip install -e .), or another tree of it, an older commit's, to compare:
# HOYLE_PYSRC=/tmp/old/pysrc PYTHONPATH=/tmp/old/pysrc (PYTHONPATH for CPython, HOYLE_PYSRC for in_pyodide.mjs).
_OTHER_TREE = os.environ.get("HOYLE_PYSRC") if sys.platform != "emscripten" else None
if _OTHER_TREE and not Path(web.__file__).resolve().is_relative_to(Path(_OTHER_TREE).resolve()):
    sys.exit(f"HOYLE_PYSRC={_OTHER_TREE}, but the engine imported is {Path(web.__file__).parent.parent}: "
             f"set PYTHONPATH={_OTHER_TREE} as well")

# The share of each family among the generated cases (after the landmarks).
FAMILIES = {"form": 0.22, "op": 0.07, "typed": 0.18, "hostile": 0.17, "strategy": 0.05, "stream": 0.06, "text": 0.08, "junk": 0.02,
            "fields": 0.10, "states": 0.05}


class Cases:
    """The cases of one run, from a seed: the landmarks, then each family in its share (FAMILIES)."""

    def __init__(self, seed: int, all_forms: dict[str, Form] | None = None, families=None):
        self.rng = random.Random(seed)
        self.shares = {f: share for f, share in FAMILIES.items() if not families or f in families}
        self.forms = all_forms if all_forms is not None else forms()
        requests = sweep_requests(self.forms)
        self.typed = Sweep("typed", requests, TYPED, text_only=False)
        self.hostile = Sweep("hostile", requests, HOSTILE, text_only=True)
        self.more = {"fields": fields.fields_case, "states": fields.states_case}
        self.first = landmarks() + fields.landmarks()

    def __iter__(self):
        return self

    def __next__(self) -> Case:
        if self.first:
            return self.first.pop(0)
        family = self.rng.choices(list(self.shares), weights=list(self.shares.values()))[0]
        if family in ("typed", "hostile"):
            return getattr(self, family).next()
        if family == "form":
            return form_case(self.rng, self.forms)
        return {"op": op_case, "strategy": strategy_case, "stream": stream_case, "text": text_case, "junk": junk_case, **self.more}[family](self.rng)

    def coverage(self) -> dict[str, tuple[int, int, int]]:
        """For each sweep: (field and value pairs asked, of all of them, and the fields: every field is met
        once its first `fields` cases are asked)."""
        return {name: (sweep.covered(), len(sweep), len(sweep.places)) for name, sweep in (("typed", self.typed), ("hostile", self.hostile))}
