"""What the engine refuses, and why: one family of errors, each a value the facade answers with.

Every refusal has a `code` (a short id a page or a script may test: "bad-card", "not-his-turn") and a
`message` (the words a reader is shown, naming what is wrong and, where it can, how to put it right).
The facade (`hoyle.api`) answers every one as {"error": {"code": ..., "message": ...}}; the kinds say
whose the fault is:

- `CardError`: the cards given: one that is not a card, one given twice, the wrong number of them, a
  joker where the game has none, a card held that is not in the hand.
- `RuleError`: what the rules forbid: a card played out of turn or past thirty-one, a house rule the
  engine does not know, agreements that cannot be.
- `RequestError`: the request itself: a field missing or of the wrong type, a number out of range, a
  choice that is not one of the choices, JSON that is not JSON; `ViewError`, a view no widget has.

>>> isinstance(RuleError("not-his-turn", "it is the pone's turn"), Refusal)
True
"""

from __future__ import annotations


class Refusal(ValueError):
    """Something the engine refuses: `code` a short id, `message` the words a reader is shown; a refusal of one
    field of a request also names the field (`field`, its key) and the problem in its own words (`problem`)."""

    field: str | None = None
    problem: str | None = None

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message

    def reworded(self, message: str) -> Refusal:
        """The same refusal, of the same kind and code, in other words (naming the hand it is in, say)."""
        other = type(self).__new__(type(self))
        Refusal.__init__(other, self.code, message)
        return other

    def in_field(self, field: str, words: str) -> Refusal:
        """The same refusal as one field's: its message led by the field as a reader knows it ("the dead cards:
        'Zz' is not a card ..."), the field's key and the problem in its own words kept beside it."""
        other = self.reworded(f"{words}: {self.message}")
        other.field, other.problem = field, self.message
        return other


class CardError(Refusal):
    """The cards given: not a card, given twice, the wrong number, not in the game's pack or in the hand."""


class RuleError(Refusal):
    """What the rules of the game, or the house rules, forbid."""


class RequestError(Refusal):
    """A request that is not well formed (reported as code 'bad-request', or the code given)."""

    def __init__(self, message: str, code: str = "bad-request"):
        super().__init__(code, message)


class ViewError(RequestError):
    """A view that no widget has, or asked of an op it does not show."""

    def __init__(self, message: str):
        super().__init__(message, "bad-view")
