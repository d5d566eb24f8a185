"""Hostile links and entries in headless Chromium: markup in every field of every widget, a link's
choice that the form does not offer, numbers beyond 2**53, and holds that are not in the hand.

Every request that would leave 127.0.0.1 is blocked and recorded; each test asserts there were none.
The markup payload loads an image from a missing address, so if it ever became an element its
onerror would run and set window.__pwned: the test looks for that, and for any such element."""

import json
import re
from urllib.parse import quote
from support import ENGINE_TIMEOUT, assert_only_local

PAYLOAD = '<img src="x-pwned" onerror="window.__pwned=1">'
PAGES = ["/tools/hand-evaluator/", "/tools/poker-odds/", "/tools/draw-simulator/", "/tools/cribbage/", "/tools/round-games/"]

# Every widget's URL keys, each with how its field reads a link: text (to the engine), or a choice,
# a checkbox or the house rules (checked by the page against what the form offers).
PARAMS_JS = """() => Array.from(document.querySelectorAll('.hoyle-widget[data-widget]')).map(w => ({
  id: w.id,
  params: Array.from(w.querySelectorAll('[data-param]')).map(el => ({
    key: el.dataset.param,
    kind: el.tagName === 'SELECT' ? 'choice' : el.tagName === 'FIELDSET' ? 'rules' : el.type === 'checkbox' ? 'checkbox' : 'text',
  })),
}))"""


def words(locator):
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


def injected(page):
    """Anything the payload made: the flag its onerror sets, or an element it would have been."""
    return page.evaluate("""() => ({pwned: window.__pwned || null,
        elements: document.querySelectorAll('img[src="x-pwned"], [onerror], .hoyle-widget script, .hoyle-widget img').length})""")


def widgets_of(page, base, path):
    page.goto(f"{base}{path}")
    page.wait_for_selector(".hoyle-widget[data-engine=ready]", timeout=ENGINE_TIMEOUT)
    return page.evaluate(PARAMS_JS)


def test_markup_in_every_field_of_every_widget(guarded, site_url):
    context, outside, seen = guarded
    page = context.new_page()
    fields = 0
    for path in PAGES:
        widgets = widgets_of(page, site_url, path)
        assert widgets, path
        for kinds in ({"text"}, {"choice", "checkbox", "rules"}):
            keys = [p["key"] for w in widgets for p in w["params"] if p["kind"] in kinds]
            fields += len(keys)
            page.goto(f"{site_url}{path}?" + "&".join(f"{k}={quote(PAYLOAD)}" for k in keys))
            for w in widgets:
                if any(p["kind"] in kinds for p in w["params"]):
                    # each widget shows an error naming the input, the markup as text
                    page.locator(f"#{w['id']} .hoyle-answer .hoyle-error").first.wait_for(timeout=ENGINE_TIMEOUT)
            page.wait_for_timeout(300)  # time for a stray image to fail to load
            assert injected(page) == {"pwned": None, "elements": 0}, (path, kinds)
            messages = page.locator(".hoyle-answer .hoyle-error").all_inner_texts()
            assert any("<img" in m for m in messages), (path, kinds, messages)  # shown, as text
    assert fields == 80  # every field of the 15 kinds of widget on the tools pages (the draw: 6, with the table it is ranked for;
    # cribbage practice: 14, with the claim item by item; the play's: 10; draw practice: 9)
    assert_only_local(outside, seen)


def test_a_seed_of_markup_then_run(guarded, site_url):
    context, outside, seen = guarded
    page = context.new_page()
    page.goto(f"{site_url}/tools/draw-simulator/")
    page.wait_for_selector("#sim[data-engine=ready]", timeout=ENGINE_TIMEOUT)
    page.fill("#sim-seed", PAYLOAD)
    page.click("#sim .hoyle-go")
    error = page.locator("#sim .hoyle-answer .hoyle-error .hoyle-message")
    error.wait_for(timeout=ENGINE_TIMEOUT)
    assert error.inner_text() == f"the seed must be a whole number from 0 to 999,999,999; '{PAYLOAD[:39]}…' is not one"
    page.wait_for_timeout(300)
    assert injected(page) == {"pwned": None, "elements": 0}
    assert_only_local(outside, seen)


# A link's value for a choice the form does not offer: named with the choices, and no answer shown.
NOT_OFFERED = [
    ("/tools/cribbage/", "crib", "crib-game=eight-card",
     "The link's crib-game=“eight-card” is not one of the choices for “The game”: five-card, six-card or seven-card."),
    ("/tools/poker-odds/", "draw", "draw-target=bogus",
     "The link's draw-target=“bogus” is not one of the choices for “Aim”: improve (any improvement), one-pair (a pair or better), "
     "two-pairs or better, three-of-a-kind (threes or better), straight (a straight or better), "
     "flush (a flush or better) or full-hand (a full hand or better)."),
    ("/tools/poker-odds/", "draw", "draw-order=best",
     "The link's draw-order=“best” is not one of the choices for “Rank the holds by”: win (chance of the best hand), "
     "improve (chance of improving), target (chance of the target) or average result."),
    ("/tools/round-games/", "vingt", "vingt-privilege=5",
     "The link's vingt-privilege=“5” is not one of the choices for “Privilege of a natural (line 20)”: "),
    ("/tools/round-games/", "hookey", "hookey-ace=middle",
     "The link's hookey-ace=“middle” is not one of the choices for “The ace”: low (below the two) or high (above the king)."),
    ("/tools/hand-evaluator/", "hand", "hand-rules=blaze,bogus",
     "The link's hand-rules names “bogus”, not among the choices for “House rules (extra hands and the joker)”: "
     "blaze, tiger (little dog), big-dog, skip (Dutch straight), round-the-corner straights, kilter, joker (the joker) "
     "or proper-rank (extra hands by their proper rank)."),
    ("/tools/draw-simulator/", "sim", "sim-jackpot=maybe",
     "The link's sim-jackpot=“maybe” is neither 1 (on) nor 0 (off), for “Jack-pots (opened on jacks or better)”."),
    ("/tools/poker-odds/", "odds", "odds-math=2",
     "The link's odds-math=“2” is neither 1 (on) nor 0 (off), for “Show the math (the sums under each row)”."),
]


def test_a_choice_the_form_does_not_offer(guarded, site_url):
    context, outside, seen = guarded
    page = context.new_page()
    for path, wid, link, said in NOT_OFFERED:
        page.goto(f"{site_url}{path}?{link}")
        widget = page.locator(f"#{wid}")
        page.wait_for_selector(f"#{wid}[data-engine=ready]", timeout=ENGINE_TIMEOUT)
        error = widget.locator(".hoyle-answer .hoyle-link-error")
        error.wait_for(timeout=10_000)
        text = words(error.locator(".hoyle-message").first)
        assert text.startswith(said), (link, text)
        assert widget.locator(".hoyle-answer .hoyle-result").count() == 0  # no answer to other settings stays on view
        assert "change it, or anything else, to see an answer" in words(error)
    # The reader changes the form: an answer for what it shows.
    page.goto(f"{site_url}/tools/cribbage/?crib-game=eight-card")
    page.wait_for_selector("#crib .hoyle-link-error", timeout=ENGINE_TIMEOUT)
    page.select_option("#crib-variant", "five-card")
    page.locator("#crib .hoyle-answer .hoyle-error[data-code=wrong-count]").wait_for(timeout=ENGINE_TIMEOUT)
    assert words(page.locator("#crib .hoyle-answer .hoyle-message")) == (
        "a hand at five-card cribbage has three cards (with the start, four); you gave 4")
    assert_only_local(outside, seen)


def error_shown(context, url, widget):
    """A new page at `url`, once `widget` shows an error; returns the page and the error's message."""
    page = context.new_page()
    page.goto(url)
    message = page.locator(f"{widget} .hoyle-answer .hoyle-error .hoyle-message")
    message.wait_for(timeout=ENGINE_TIMEOUT)
    return page, message


def test_numbers_beyond_two_to_the_53(guarded, site_url):
    context, outside, seen = guarded
    page, message = error_shown(context, f"{site_url}/tools/round-games/?hookey-stake=9007199254740993", "#hookey")
    assert message.inner_text() == "player 1's stake (in counters) must be from 0 to 1,000,000; 9,007,199,254,740,993 is out of range"
    assert page.input_value("#hookey-stake") == "9007199254740993"  # the reader's entry, kept as typed
    page.fill("#hookey-stake", "1000000")
    page.locator("#hookey .hoyle-outcome").wait_for(timeout=10_000)
    assert page.locator("#hookey [data-amount]").first.get_attribute("data-amount") in ("1000000", "-1000000")
    assert words(page.locator("#hookey-stake-help")) == "0 to 1,000,000"
    assert_only_local(outside, seen)


def test_holds_that_are_not_in_the_hand(guarded, site_url):
    context, outside, seen = guarded
    page, message = error_shown(context, f"{site_url}/tools/poker-odds/?draw-hold=eights", "#draw")
    assert message.inner_text() == "'eights' is not a card: write each card as rank then suit, like As or 10h"
    assert page.locator("#draw .hoyle-answer .hoyle-error strong").inner_text() == "The cards to hold:"
    page.click("#draw .hoyle-answer button:has-text('Clear the cards to hold')")
    outcome = page.locator("#draw .hoyle-chosen .hoyle-outcome")
    outcome.wait_for(timeout=10_000)
    assert words(outcome).startswith("Holding nothing and drawing 5:")
    assert page.input_value("#draw-hold") == ""
    # a new hand typed while the old hold is set
    page.click("#draw .hoyle-answer .hoyle-hold-toggle >> nth=0")  # hold 8s
    page.locator("#draw .hoyle-chosen .hoyle-outcome", has_text="Holding 8s and drawing 4").wait_for(timeout=10_000)
    page.fill("#draw-cards", "As Kd 10h 10c 4s")
    message.wait_for(timeout=10_000)
    assert message.inner_text() == "8s is held but is not in the hand (As Kd 10h 10c 4s): hold cards of the hand, or none"
    assert json.loads(page.locator("#draw .hoyle-answer .hoyle-hold-toggle").first.get_attribute("data-set")) == {"hold": "As"}
    assert_only_local(outside, seen)
