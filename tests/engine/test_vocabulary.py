"""One vocabulary: each set of names the engine accepts is a `Literal` type beside the tuple (or table)
the engine reads at run time, and the two name the same words in the same order, so neither can
drift from the other; the old names are gone."""

import typing

import pytest

from hoyle import api, claims, cribbage, rounds
from hoyle.claims import quantity
from hoyle.cribbage import layout, show
from hoyle.poker import advice, draw, rules
from hoyle.rounds import vingt_un


@pytest.mark.parametrize("kind, values", [
    (rules.ClassId, tuple(rules.CLASS_TITLES)),
    (draw.Order, draw.ORDERS),
    (advice.ComeIn, advice.COME_IN),
    (layout.Opponent, layout.OPPONENTS),
    (show.VariantName, tuple(show.VARIANTS)),
    (show.VariantName, show.VARIANT_NAMES),
    (quantity.Verdict, claims.VERDICTS),
    (quantity.Kind, claims.KINDS),
], ids=["class", "order", "come-in", "opponent", "variant", "variant-names", "verdict", "kind"])
def test_each_literal_names_the_runtime_choices(kind, values):
    assert typing.get_args(kind) == tuple(values)


def test_the_cribbage_game_is_a_variant_and_the_turned_card_the_starter():
    s = cribbage.reckon("5h 5d 5c Js", "5s", variant="six-card")
    assert (s.variant.name, s.starter.code, s.total) == ("six-card", "5s", 29)
    assert [v.points_to_make for v in show.VARIANTS.values()] == [61, 121, 181]
    assert show.BY_HAND == {3: "five-card", 4: "six-card", 5: "seven-card"}
    assert show.BY_DEAL == {5: "five-card", 6: "six-card", 7: "seven-card"}
    for old in ("game", "start"):
        assert not hasattr(s, old) and not hasattr(show.SIX_CARD, old)
    with pytest.raises(TypeError):
        cribbage.reckon("5h 5d 5c Js", "5s", game="six-card")


def test_the_round_games_take_their_own_words():
    assert not hasattr(vingt_un, "HouseRules")  # the excerpt's "agreements", not poker's house rules
    assert vingt_un.Agreements().privilege == 0
    for module in (rounds.commerce, rounds.vingt_un, rounds.hookey):
        assert not hasattr(module, module.__name__.rsplit(".", 1)[1]), "a request reader left in a game module"
    assert api.handle({"op": "vingt-un", "dealer": "10c 7d", "players": [{"stake": "x", "cards": "9s 9h"}]})["error"]["code"] == "bad-stake"
