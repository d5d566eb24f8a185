"""Numbers in words, as the books and the answers say them: "fourteen", "twenty-nine", "the third
card", "2nd of the 32 ways"; chances as percentages, never rounded to none or to all (`percent`); and the
fractions they print in one character, "2\u00bd" (`VULGAR`).
Shared by the games, the claims ledger and the widgets.

>>> number_words(29), ordinal_word(3), ordinal(22), VULGAR_OF[Fraction(1, 2)]
('twenty-nine', 'third', '22nd', '\u00bd')
"""

from __future__ import annotations

from fractions import Fraction

# The fractions the books print in one character (2\u00bd to 1, 1\u2154): the character -> its value.
VULGAR = {"\u00bc": Fraction(1, 4), "\u00bd": Fraction(1, 2), "\u00be": Fraction(3, 4), "\u2153": Fraction(1, 3), "\u2154": Fraction(2, 3),
          "\u215b": Fraction(1, 8)}
VULGAR_OF = {v: k for k, v in VULGAR.items()}  # a value under one -> its character

_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_ORDINALS = "first second third fourth fifth sixth seventh eighth ninth tenth".split()


def number_words(n: int) -> str:
    """A number as it is said in claiming: 'fourteen', 'twenty-nine', 'one hundred and one'."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    hundreds, rest = divmod(n, 100)
    return f"{_ONES[hundreds]} hundred" + (f" and {number_words(rest)}" if rest else "")


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def ordinal_word(n: int) -> str:
    """'first' to 'tenth' in words, then 11th, 12th ...: the third card played, the second player."""
    return _ORDINALS[n - 1] if 1 <= n <= len(_ORDINALS) else ordinal(n)


def percent(f, places: int = 2) -> str:
    """A chance as a percentage to `places` places, never rounded to none or to all when it is neither:
    "51.23%", "under 0.01%", "over 99.99%" (the round games' and progressive jacks' answers, every sampled interval)."""
    text = f"{100 * float(f):.{places}f}%"
    least = f"0.{'0' * (places - 1)}1%" if places else "1%"
    if 0 < f and float(text[:-1]) == 0:
        return f"under {least}"
    if f < 1 and float(text[:-1]) == 100:
        return f"over {100 - float(least[:-1]):.{places}f}%"
    return text
