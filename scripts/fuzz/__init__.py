"""Fuzz the engine's facade as a hostile reader would: every field of every op and widget, JSON text, streams.

The cases are made in cases.py (with families.py, hostile.py and forms.py) and fields.py, from a seed: the defects
of issues 25 and 42 first (the landmarks), then each family in its share: widgets' forms with fields changed; ops' own requests
with fields changed; a sweep of every field of every op (nested ones included) and of every widget's
form through values that are not text (numbers, null, true, 1.5, -0.0, objects, lists of non-strings,
nested lists, the field left out); a sweep of every text field through bidi controls, invisible,
combining and look-alike characters, markup and long runs; custom simulator strategies with hostile
names; the stream ops in and out of order; JSON text attacks (unterminated strings, escaped quotes,
brackets inside strings, deep nesting, texts at the size limit); junk; every op's request in each of its
modes with a field that does not apply, a key misspelt at any depth, null in any field, a bad card in a
field of cards, a card in two places; and impossible game states and the smallest packs the rules allow.

Each request goes through `hoyle.web.respond` (the worker's call), `hoyle.api.handle` or
`hoyle.api.handle_json` (the command line's), is timed (CPU time of the thread in CPython), and
must:

- not raise; not answer "internal"; give JSON (and text that is UTF-8, with no lone surrogate);
- when it refuses, give a code and a non-empty message, with no raw invisible character (no U+202E)
  and no more than 60 consecutive characters of the input (hoyle.quote.echo quotes 40);
- give HTML with no element or attribute made from the input (the input's markup carries a marker);
  no raw bidi control in it either;
- answer within the budget: BUDGETS, CPU seconds (wall seconds in Pyodide), for a request accepted or refused;
- meet its case's own rule (`fields.expect_problems`): a field that does not apply, a misspelt key,
  null, an impossible game state refused, naming the field, the key or "null"; a bad card's refusal
  naming its field;
- when it is accepted, agree with its own figures (`fields.answer_problems`): no card in two places;
  at peg-advice no Go after thirty-one and no more cards than the hands hold; a five-card target out of
  the pack; stud-chances' "beats", with no card to come, the chance of beating his hand; no sampled
  interval collapsed to a point;
- for JSON text: refuse as too deep only text nested too deep (strings read as JSON reads them),
  refuse as too long only text over the limit, refuse as not JSON only text that is not;
- for the stream ops: refuse a next part for a sid that is unknown, ended or stopped, and a sid of the
  wrong type or a "stream" that is not true or false, naming "sid" or "stream"; a stop of a stream that
  is not open answers {"stopped": true}, as the first stop did (a page's Stop may cross the last part).

The report gives, per op, the requests, how many were accepted and refused, the failures, and the
slowest accepted and refused request with its time; then the failures by kind, each with a reproducer
made as small as it will go (printed as JSON, escaped; a long text as a Python expression).

    python -m scripts.fuzz --cases 100000 --seed 1            # the long run
    python -m scripts.fuzz --cases 20000 --pyodide            # then the slowest cases, with a sample, in Pyodide
    python -m scripts.fuzz --cases 15000 --families typed     # one family (or a few, by commas)
    HOYLE_PYSRC=/tmp/old/pysrc PYTHONPATH=/tmp/old/pysrc python -m scripts.fuzz   # another tree of the engine (git archive of a commit)

A request still busy after HANG_SECONDS is stopped (a signal, in CPython's main thread) and reported as
hung; it is not run again in Pyodide.

--pyodide runs, after the CPython run, the slowest accepted and refused cases of each op, the
landmarks and a sample of the rest inside Pyodide under Node (scripts/fuzz/in_pyodide.mjs, on the
engine's source in pysrc/, or --wheel for the wheel the site ships) and reports the same per op.
`tests/properties/test_fuzz.py` runs 6,000 cases.

The modules, each using only those above it:

    case.py         one case: how it is sent, what it sends, what its answer must be
    forms.py        every widget's form, read from the site's own fences
    hostile.py      the values a hostile reader sends, each op's requests, the types their fields take
    families.py     issue 25's families of cases, the typed and hostile sweeps, and issue 25's landmarks
    fields.py       issue 42's families (fields, states) and landmarks; what an answer must be by its own figures
    cases.py        the cases of a run, from a seed (Cases)
    checks.py       what every answer must be (problems_of), and the time budgets
    engine.py       the cases sent (run_case, through _call), and what a run found (Tally, fuzz)
    report.py       the report: per op, the slowest requests, the failures with reproducers made small
    pyodide_run.py  the run inside Pyodide under Node (in_pyodide.mjs)
    __main__.py     the command line
"""

