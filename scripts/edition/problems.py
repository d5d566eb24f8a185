"""A problem a check finds, as Standard Ebooks' `se lint` reports one: a stable code, a place and a message.

The codes are tabled where they are found: E1xx in errata.py (the errata against their source),
the others in lint.py (the edition's pages), which tables them all.
"""

from __future__ import annotations

from typing import NamedTuple


class Problem(NamedTuple):
    code: str  # stable: tests and readers may rely on it
    file: str  # from the repository's root
    line: int  # 1-based; 0 when the problem is the whole file's
    message: str  # plain English

    def __str__(self) -> str:
        return f"{self.file}{f':{self.line}' if self.line else ''}: {self.code} {self.message}"
