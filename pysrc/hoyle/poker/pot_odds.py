"""The odds the table lays you against the odds against your improving: whether coming in pays.

Practical Poker, chapter "Betting" (seed 001 line 1371): the players "do not appreciate the
importance of comparing their chances with the odds which the table bets against them"; and
"Coming In" (line 1001): "Unless he can compare the odds against him with the money on the table,
he does not know what he is doing."

Foster's reckoning, which this module follows: the chips in the pool before you come in are what the
table bets you; you put up the bet; if you improve (fill, or reach the target) you win the pool, and if
you do not you lose the bet. Nothing is bet after the draw, and no one raises after you: the book's
own examples ("you should draw the best hand once ... What you may win on this hand ... does not
depend on the coming in") reckon the same way.

| function | what |
| --- | --- |
| `weigh(pot, bet, chance)` | the two odds, the expectation of the call, the break-even pot, the verdict |
| `draw_chance(cards, hold, ...)` | the exact chance of a draw reaching its target (`hoyle.poker.draw`) |
| `read_against(text)` | odds as a reader writes them ("4 to 1", "4½ to 1", "38 to 9", "even") as a chance |
| `mixed(f)` | an exact number as the book would write it with a fraction: "4 2/9" |

>>> print(weigh(5, 2, draw_chance("Ah 9h 6h 3h Kc", "Ah 9h 6h 3h", target="flush")).verdict.replace("; ", ";\\n"))
The table lays you 5 to 2 (2½ to 1);
the odds against making a flush or better are 38 to 9 (4 2/9 to 1): the call does not pay, losing about 0.66 chip a call on the average;
the pot must hold more than 8 4/9 chips to make it pay.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from hoyle.errors import RequestError
from hoyle.poker import draw as draw_mod
from hoyle.poker.odds import book_odds
from hoyle.poker.rules import STANDARD, CLASS_TITLES, HouseRules
from hoyle.quote import echo
from hoyle.words import VULGAR

MOST_CHIPS = 100_000  # chips in the pot, or in the bet: far beyond any pool of the book, and every sum exact
MOST_ODDS = 1_000_000  # either figure of odds a reader writes ("1,000 to 1")
MOST_ODDS_CHARS = 40


@dataclass(frozen=True)
class Chance:
    """How likely the draw is to come off: `hits` of `cases` equally likely draws (or, for odds a reader
    gives, the odds' own figures: 4 to 1 is 1 of 5), and what it is hoped to make, in words ("improving",
    "making a flush or better", "beating Js Jh 4c 3d 2s", or "your draw" for odds given directly)."""

    hits: int
    cases: int
    aim: str = "your draw"
    counted: bool = False  # True: counted over every draw (hoyle.poker.draw); False: odds a reader gave

    @property
    def probability(self) -> Fraction:
        return Fraction(self.hits, self.cases)

    @property
    def against(self) -> Fraction | None:
        """The odds against as one number (misses to hits), None when it cannot come off."""
        return Fraction(self.cases - self.hits, self.hits) if self.hits else None


@dataclass(frozen=True)
class Weighed:
    """A call weighed: the pot and the bet, the chance, and what follows from them."""

    pot: int
    bet: int
    chance: Chance
    laid: Fraction  # the odds the table lays you: pot to bet, as one number
    expectation: Fraction  # chips won on the average by one call (negative: lost)
    break_even: Fraction | None  # the pot at which the call neither wins nor loses (None: no pot pays)
    fewest: int | None  # the fewest whole chips in the pot that make the call pay (None: no pot pays)
    verdict: str

    @property
    def per_chip(self) -> Fraction:
        """The expectation for each chip you put up."""
        return self.expectation / self.bet

    @property
    def pays(self) -> bool:
        return self.expectation > 0


def mixed(f: Fraction) -> str:
    """An exact number with its fraction as the book prints one: '4 2/9', '2½', '7', '¾'.

    >>> mixed(Fraction(38, 9)), mixed(Fraction(5, 2)), mixed(Fraction(7))
    ('4 2/9', '2½', '7')
    """
    whole, part = divmod(f, 1)
    if not part:
        return f"{whole:,}"
    vulgar = {v: k for k, v in VULGAR.items()}.get(part)
    if vulgar:
        return (f"{whole:,}" if whole else "") + vulgar
    return (f"{whole:,} " if whole else "") + f"{part.numerator}/{part.denominator}"


def odds_words(a: int, b: int) -> str:
    """Odds of a to b as the book gives them: '5 to 2 (2½ to 1)', '7 to 1', 'even'."""
    ratio = Fraction(a, b)
    if ratio == 1:
        return "even" if a == b else f"{a:,} to {b:,} (even)"
    shown = f"{mixed(ratio)} to 1"
    return shown if b == 1 else f"{a:,} to {b:,} ({shown})"


def against_words(chance: Chance) -> str:
    """The odds against the chance, in words: '38 to 9 (4 2/9 to 1)', '11,559 to 4,656 (about 2½ to 1)';
    'certain'; 'impossible'."""
    if chance.hits == 0:
        return "impossible"
    if chance.hits == chance.cases:
        return "certain"
    misses, hits = chance.cases - chance.hits, chance.hits
    if misses < hits:  # more likely than not: odds on
        on = Fraction(hits, misses)
        return f"{mixed(on) if on.denominator <= MOST_SHOWN_DENOMINATOR else book_odds(1 / on).removesuffix(' to 1 on')} to 1 on"
    if not chance.counted:
        return odds_words(misses, hits)
    g = Fraction(misses, hits)
    if g.denominator > MOST_SHOWN_DENOMINATOR:  # "11,559 to 4,656 (about 2½ to 1)": the book's own rounding
        return f"{misses:,} to {hits:,} (about {book_odds(g)})"
    return odds_words(g.numerator, g.denominator)


MOST_SHOWN_DENOMINATOR = 12  # a fraction of chips or odds shown as it is (4 2/9); beyond it, to two decimals


def chips(f: Fraction) -> str:
    """A number of chips: exactly when its fraction is plain ('8 4/9', '1', '⅓'), else to two decimals ('about 4.97')."""
    if f.denominator > MOST_SHOWN_DENOMINATOR:
        return f"about {float(f):,.2f}"
    return mixed(f)


def _verdict(pot: int, bet: int, chance: Chance, expectation: Fraction, break_even: Fraction | None) -> str:
    """The verdict in the book's words."""
    table = f"The table lays you {odds_words(pot, bet)}"
    if chance.hits == 0:
        return f"{table}; but no draw makes it: the call cannot pay."
    if chance.hits == chance.cases:
        return f"{table}; and every draw makes it: the call pays the whole pot."
    odds = f"the odds against {chance.aim} are {against_words(chance)}"
    if expectation > 0:
        way = f"the call pays, winning {chips(expectation)} chip{'s' if expectation > 1 else ''} a call on the average"
    elif expectation < 0:
        way = (f"the call does not pay, losing {chips(-expectation)} chip{'s' if -expectation > 1 else ''} a call on the average; "
               f"the pot must hold more than {chips(break_even or Fraction(0))} chips to make it pay")
    else:
        way = "the call just breaks even"
    return f"{table}; {odds}: {way}."


def weigh(pot: int, bet: int, chance: Chance) -> Weighed:
    """The call of `bet` chips into a pot of `pot` weighed against the chance of the draw, by Foster's
    reckoning (the pot won if the draw comes off, the bet lost if not).

    >>> w = weigh(5, 2, Chance(9, 47, "filling", True))  # Betting: a four flush, five chips on the table
    >>> w.pays, w.expectation, w.break_even, w.fewest
    (False, Fraction(-31, 47), Fraction(76, 9), 9)
    """
    if pot < 1 or bet < 1:
        raise ValueError("the pot and the bet are at least one chip")
    p = chance.probability
    expectation = p * pot - (1 - p) * bet
    against = chance.against
    if against is None:
        break_even, fewest = None, None
    else:
        break_even = bet * against
        fewest = int(break_even) + 1  # more than the break-even pot: the least whole number above it
    laid = Fraction(pot, bet)
    return Weighed(pot, bet, chance, laid, expectation, break_even, fewest, _verdict(pot, bet, chance, expectation, break_even))


def aim_words(target: draw_mod.Target | None) -> str:
    """What a draw is hoped to make, as the verdict says it: 'improving', 'making a flush or better', 'beating ...'."""
    if target is None or target.kind == "improve":
        return "improving"
    if target.kind == "class":
        title = CLASS_TITLES.get(target.klass or "", target.klass or "")
        return f"making {_article(title.lower())} or better"
    return f"beating {target.text.removeprefix('beat ')}"


def _article(title: str) -> str:
    if title.endswith("s") or title.startswith(("two ", "three ", "four ")):
        return title
    return ("an " if title[:1] in "aeiou" else "a ") + title


def draw_chance(cards, hold, rules: HouseRules = STANDARD, dead=(), target=None) -> Chance:
    """The exact chance of a draw reaching its target ('improve' when None), counted over every draw.

    >>> c = draw_chance("8c 7h 5s 4d Kh", "8c 7h 5s 4d", target="straight")
    >>> c.hits, c.cases, c.aim
    (4, 47, 'making a straight or better')
    """
    deal, goal = draw_mod.dealt(cards, rules, dead, target)
    summary = draw_mod.summarize(deal, hold, goal)
    entry = summary["target"] if goal is not None else summary["improve"]
    return Chance(entry["count"], summary["draws"], aim_words(goal), True)


_NUMBER = r"(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)"
_FIGURE = re.compile(rf"({_NUMBER})?\s*(?:([{''.join(VULGAR)}])|({_NUMBER})\s*/\s*({_NUMBER})|\.([0-9]{{1,2}}))?")


def _figure(text: str, whole_text: str) -> Fraction:
    """One figure of odds: '4', '4½', '4 1/2', '4.25', '1,000'."""
    m = _FIGURE.fullmatch(text.strip())
    if not m or not text.strip() or (m.group(1) is None and m.group(2) is None and m.group(3) is None and m.group(5) is None):
        raise RequestError(f"the odds against are written \"4 to 1\", \"4½ to 1\", \"38 to 9\" or \"even\"; {echo(whole_text)} is not",
                           "bad-odds")
    whole = Fraction(int(m.group(1).replace(",", ""))) if m.group(1) else Fraction(0)
    if m.group(2):
        whole += VULGAR[m.group(2)]
    elif m.group(3):
        num, den = int(m.group(3).replace(",", "")), int(m.group(4).replace(",", ""))
        if den == 0 or num >= den:
            raise RequestError(f"the fraction in the odds {echo(whole_text)} must be less than one, as in \"4 1/2 to 1\"", "bad-odds")
        whole += Fraction(num, den)
    elif m.group(5):
        whole += Fraction(int(m.group(5)), 10 ** len(m.group(5)))
    return whole


def read_against(text) -> Chance:
    """Odds against as a reader writes them, as a chance: '4 to 1' is 1 in 5; '4½ to 1' is 2 in 11; '3 to 1
    on' is 3 in 4; 'even' is 1 in 2. Anything else is named.

    >>> c = read_against("4½ to 1"); (c.hits, c.cases)
    (2, 11)
    """
    if not isinstance(text, str):
        raise RequestError(f"the odds against must be text such as \"4 to 1\", not {echo(text)}", "bad-odds")
    t = " ".join(text.strip().lower().split())
    if not t:
        raise RequestError("the odds against are blank: give odds such as \"4 to 1\", or five cards and the cards held", "bad-odds")
    if len(t) > MOST_ODDS_CHARS:
        raise RequestError(f"the odds against are written in at most {MOST_ODDS_CHARS} characters, such as \"4 to 1\"; "
                           f"{echo(text)} is longer", "bad-odds")
    if t in ("even", "evens", "even money"):
        return Chance(1, 2)
    on = t.endswith(" on")
    t = t.removesuffix(" on").removesuffix(" against")
    left, sep, right = t.partition(" to ")
    if not sep:
        raise RequestError(f"the odds against are written \"4 to 1\", \"4½ to 1\", \"38 to 9\" or \"even\"; {echo(text)} is not",
                           "bad-odds")
    a, b = _figure(left, text), _figure(right, text)
    if a <= 0 or b <= 0:
        raise RequestError(f"both figures of the odds {echo(text)} must be more than nothing", "bad-odds")
    if a > MOST_ODDS or b > MOST_ODDS:
        raise RequestError(f"the figures of the odds {echo(text)} must be at most {MOST_ODDS:,}", "bad-odds")
    against = b / a if on else a / b  # misses to hits
    return Chance(against.denominator, against.numerator + against.denominator)
