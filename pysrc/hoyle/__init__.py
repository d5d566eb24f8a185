"""hoyle: the card engine behind the interactive edition of Foster, Hoffmann and Peel.

Pure Python, standard library only; runs unchanged in CPython 3.11+ and in Pyodide.
"""

__version__ = "0.1.0"
