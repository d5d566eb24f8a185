"""The figures: the engine's timings beside a reference, in CPython and inside Pyodide under Node, and the
browser's on the desktop and on a phone (MEASUREMENTS.md).

    engine          the evaluator, the odds and the simulator beside treys (make bench-engine)
    cribbage        cribbage beside the straightforward count (make bench-cribbage)
    rules           the first request under new house rules (make bench-rules)
    parts           how long one request keeps the engine's worker busy (make bench-parts)
    common          what every engine benchmark says of the Python it ran in (it runs inside Pyodide too)
    launch          the engine benchmarks' one command line, and their run inside Pyodide (in_pyodide.mjs)
    browser         every widget page in headless Chromium, and the command line of the browser's figures
                    (make bench; --phone: make bench-phone)
    phone           a phone's visits (slow 4G, the CPU slowed) and their report
    cpu_throttle    the CPU slowed for one browser, and how much each way slows it
    browser_common  what the desktop's and the phone's figures share

The engine benchmarks run inside Pyodide as scripts.bench.NAME, from a copy of the files they need
(in_pyodide.mjs): they import only common.py of this package, and launch.py only when run by hand.
"""
