"""The draw advisor in headless Chromium: by default the holds are ranked as a player means, by the
chance of the best hand at the showdown (issue 16), and the option switch changes the order."""

import re

from hoyle import api

HAND = "Ah 9h 6h 3h Kc"


def text(locator):
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


def test_the_four_flush_first_and_the_order_switch(live):
    widget = live.open(f"/tools/poker-odds/?draw={HAND.replace(' ', '+')}&draw-hold=Ah+9h+6h+3h", "draw")
    widget.locator(".hoyle-draw-result[data-in-use='Ah 9h 6h 3h Kc']").wait_for(timeout=90_000)
    widget.locator(".hoyle-holds summary").click()
    first = text(widget.locator(".hoyle-holds tbody tr").first)
    assert first.startswith("1 Ah 9h 6h 3h 19.122% ")  # the four-flush, its share of the pot against three others
    assert text(widget.locator(".hoyle-holds thead")).startswith("# Hold Best hand at the showdown Improves")
    assert "3 other players who came in on any pair" in text(widget.locator(".hoyle-table-words"))
    assert widget.locator(".hoyle-order-lines li").count() == 4  # each order in one plain line
    # The switch: by the chance of improving, holding the nine alone comes first.
    widget.locator("#draw-order").select_option("improve")
    improve = api.handle({"op": "holds", "cards": HAND, "order": "improve"})["holds"][0]
    widget.locator(".hoyle-holds summary", has_text="ranked by chance of improving").wait_for(timeout=90_000)
    if not widget.locator(".hoyle-holds").get_attribute("open"):
        widget.locator(".hoyle-holds summary").click()
    assert text(widget.locator(".hoyle-holds tbody tr").first).startswith(f"1 9h {improve['improve']['percent']:.3f}%")
    assert widget.locator(".hoyle-table-words").count() == 0
    # One other player in, who came in on jacks or better: the four-flush still first, with its own figure.
    widget.locator("#draw-order").select_option("win")
    widget.locator("#draw-opponents").fill("1")
    widget.locator("#draw-come_in").select_option("jacks-or-better")
    heads_up = api.handle({"op": "holds", "cards": HAND, "opponents": 1, "come_in": "jacks-or-better"})["holds"][0]
    widget.locator(".hoyle-table-words", has_text="one other player who came in on a pair of jacks or better").wait_for(
        state="attached", timeout=90_000)
    if not widget.locator(".hoyle-holds").get_attribute("open"):
        widget.locator(".hoyle-holds summary").click()
    assert heads_up["hold"] == ["Ah", "9h", "6h", "3h"]
    assert text(widget.locator(".hoyle-holds tbody tr").first).startswith(f"1 Ah 9h 6h 3h {heads_up['win']['percent']:.3f}%")
    live.assert_only_local()
