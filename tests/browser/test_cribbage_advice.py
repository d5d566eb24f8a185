"""Issue 16 in headless Chromium: the lay-out advisor's sensible-opponent crib (both figures, the URL
parameter both ways, hostile links named) and the book page's counter offering the game that counts
the famous twenty-nine. Every request that would leave 127.0.0.1 is blocked and recorded."""

from urllib.parse import parse_qs, quote, urlparse

from support import ANSWER_TIMEOUT, open_live, squashed_text

TOOLS = "/tools/cribbage/"
BOOK = "/hoyles-games-modernized/cribbage/"


text = squashed_text


def query(page):
    return {k: v[0] for k, v in parse_qs(urlparse(page.url).query).items()}


def answered(widget):
    """Wait until the answer shown is the engine's for the form as it is."""
    widget.page.wait_for_function("el => !el.dataset.stale && !el.hasAttribute('aria-busy')", arg=widget.element_handle(),
                                  timeout=ANSWER_TIMEOUT)


def test_the_sensible_opponent_both_figures_and_the_link(live):
    page = live.page
    widget = live.open(f"{TOOLS}?layout-opponent=sensible", "layout")
    sensible = widget.locator("td.hoyle-crib-sensible")
    sensible.first.wait_for(timeout=ANSWER_TIMEOUT)
    answered(widget)
    assert widget.locator("#layout-opponent").input_value() == "sensible"
    assert widget.locator(".hoyle-layout-row").count() == 15 and sensible.count() == 15
    assert widget.locator("td.hoyle-crib-random").count() == 15
    first = widget.locator(".hoyle-layout-row").first
    assert first.get_attribute("data-lay-out") == "Jc Js"
    assert first.locator("td.hoyle-crib-random").get_attribute("data-value") == "5.5723"
    assert (first.locator("td.hoyle-crib-sensible").get_attribute("data-value"),
            text(first.locator("td.hoyle-crib-sensible"))) == ("5.1189", "5.12 (4.92–5.44)")
    assert ("the crib 5.12 (95% interval 4.92 to 5.44) as a sensible pone makes it (5.57 if his two were any two), 21.08 in all."
            in text(widget.locator(".hoyle-layout-advice")))
    assert "over a sample of 400 of them" in text(widget.locator(".hoyle-rules-note"))

    # Back to any two from the form: one crib column, and the URL says so.
    widget.locator("#layout-opponent").select_option("random")
    sensible.first.wait_for(state="detached", timeout=ANSWER_TIMEOUT)
    answered(widget)
    assert query(page)["layout-opponent"] == "random"
    assert "the crib 5.57, 21.53 in all." in text(widget.locator(".hoyle-layout-advice"))

    # The pone against a sensible dealer, chosen in the form: the link holds every field and reproduces it.
    widget.locator("#layout-dealer").uncheck()
    widget.locator("#layout-opponent").select_option("sensible")
    widget.locator(".hoyle-layout-result[data-seat=pone] td.hoyle-crib-sensible").first.wait_for(timeout=ANSWER_TIMEOUT)
    answered(widget)
    assert {k: query(page)[k] for k in ("layout-opponent", "layout-dealer")} == {"layout-opponent": "sensible", "layout-dealer": "0"}
    link = page.url
    best = widget.locator(".hoyle-layout-row").first
    assert best.locator("td.hoyle-crib-sensible").get_attribute("data-value") == "6.4508"
    copy = open_live(live.new_page(), link, "layout")
    copy.locator(".hoyle-layout-result[data-seat=pone] td.hoyle-crib-sensible").first.wait_for(timeout=ANSWER_TIMEOUT)
    answered(copy)
    assert copy.locator(".hoyle-layout-row").first.locator("td.hoyle-crib-sensible").get_attribute("data-value") == "6.4508"
    live.assert_only_local()


HOSTILE = (
    "<script>window.__pwned=1</script>",
    "<img src=x onerror=window.__pwned=1>",
    "sensiblе",  # a Cyrillic e
    "ｓｅｎｓｉｂｌｅ",  # full-width letters
    "sensible\u200b",  # an invisible space after it
    "9" * 4000,
    "sensible" * 600,
)


def test_a_hostile_opponent_in_a_link_is_named(live):
    page = live.page
    dialogs = []
    live.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    for value in HOSTILE:
        widget = live.open(f"{TOOLS}?layout-opponent={quote(value)}", "layout")
        message = widget.locator(".hoyle-link-error .hoyle-message")
        message.first.wait_for(timeout=ANSWER_TIMEOUT)
        said = message.first.inner_text()
        assert said.startswith("The link's layout-opponent=“"), said
        assert said.endswith("” is not one of the choices for “The opponent’s two cards for the crib”: random (any two, all alike) "
                             "or sensible (his own best two, sampled)."), said
        assert len(said) < 300  # the value is quoted to 40 characters at most
        assert widget.locator(".hoyle-layout-row").count() == 0  # no answer to other settings stays on view
        assert widget.locator("#layout-opponent").input_value() == "random"
        assert page.evaluate("window.__pwned") is None
        assert page.locator("#layout script, #layout img").count() == 0
        # Changing the form asks the engine again: the form's own choice answers.
        widget.locator("#layout-opponent").select_option("sensible")
        widget.locator("td.hoyle-crib-sensible").first.wait_for(timeout=ANSWER_TIMEOUT)
    assert dialogs == []
    live.assert_only_local()


def test_the_twenty_nine_at_five_card_offers_six_card(live):
    """The book page's counter is at five-card, where four cards are no hand: it says six-card would
    count them (or the crib), and one click switches the game and counts twenty-nine."""
    page = live.page
    widget = live.open(BOOK, "crib")
    assert widget.locator("#crib-variant").input_value() == "five-card"
    widget.locator("#crib-cards").fill("5h 5c 5s Jd")
    widget.locator("#crib-starter").fill("5d")
    hint = widget.locator(".hoyle-count-as-hint")
    hint.wait_for(timeout=ANSWER_TIMEOUT)
    answered(widget)
    assert text(widget.locator(".hoyle-error .hoyle-message")) == "a hand at five-card cribbage has three cards (with the start, four); you gave 4"
    assert text(hint.locator("p").first) == "Four cards and the start would be counted as a hand at six-card cribbage (29), or as the crib (29)."
    switch = hint.get_by_role("button", name="Count them at six-card")
    switch.click()
    widget.locator(".hoyle-crib-result[data-total='29']").wait_for(timeout=ANSWER_TIMEOUT)
    answered(widget)
    assert widget.locator("#crib-variant").input_value() == "six-card"
    assert not widget.locator("#crib-crib").is_checked()
    assert text(widget.locator(".hoyle-crib-what")) == "A hand at six-card cribbage with the start:"
    assert query(page)["crib-game"] == "six-card"

    # The other way: the crib, at the game the page was on.
    widget.locator("#crib-variant").select_option("five-card")
    hint.wait_for(timeout=ANSWER_TIMEOUT)
    hint.get_by_role("button", name="Count them as the crib at five-card").click()
    widget.locator(".hoyle-crib-result[data-total='29']").wait_for(timeout=ANSWER_TIMEOUT)
    answered(widget)
    assert widget.locator("#crib-crib").is_checked()
    assert (widget.locator("#crib-variant").input_value(), text(widget.locator(".hoyle-crib-what"))) == ("five-card", "The crib with the start:")
    assert query(page)["crib-as-crib"] == "1"

    # Six cards: no game counts them, and nothing is offered.
    widget.locator("#crib-cards").fill("5h 5c 5s Jd 4c 2c")
    widget.locator(".hoyle-error").wait_for(timeout=ANSWER_TIMEOUT)
    answered(widget)
    assert hint.count() == 0
    live.assert_only_local()
