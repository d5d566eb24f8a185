"""The practice widget (muggins) in headless Chromium: a hand dealt by its seed, a claim checked with the
items missed, the running score kept in the link and read back from it, Deal me one, and a hostile claim.
Every request that would leave 127.0.0.1 is blocked and recorded; each test asserts there were none."""

import re
from urllib.parse import urlparse

from support import cards_in, nothing_more_to_come, open_live, query, squashed_text

ANSWER_TIMEOUT = 15_000
PAGE = "/tools/cribbage/"


text = squashed_text


def cards_of(widget):
    return cards_in(widget.locator(".hoyle-practice-result"))


def test_a_seed_deals_the_same_hand_and_a_claim_is_checked(live):
    page = live.page
    widget = live.open(PAGE + "?practice-seed=4242", "practice")
    widget.locator(".hoyle-practice-result[data-seed='4242']").wait_for(timeout=ANSWER_TIMEOUT)
    assert cards_of(widget) == ["Ad", "6s", "Ks", "Ac", "3h"]  # random.Random(4242) in the engine
    assert text(widget.locator(".hoyle-crib-what")) == "Dealt by seed 4242: a hand at six-card cribbage, with the start:"
    assert widget.locator(".hoyle-crib-item").count() == 0  # the count is not given away before a claim
    page.fill("#practice-claim", "4")
    # a count is checked only when the reader sends it: until then the cards stay readable, the rest dimmed
    nothing_more_to_come(page)
    assert widget.get_attribute("data-stale") == "edited"
    assert text(widget.locator(".hoyle-stale-note")) == "Not yet checked: press “Check my count”."
    assert widget.locator(".hoyle-practice-verdict").count() == 0
    opacity = "el => getComputedStyle(el).opacity"
    assert (widget.locator(".hoyle-answer").evaluate(opacity), widget.locator(".hoyle-crib-cards").evaluate(opacity),
            widget.locator(".hoyle-practice-ask").evaluate(opacity)) == ("1", "1", "0.35")
    widget.locator(".hoyle-go").click()
    widget.locator(".hoyle-practice-verdict[data-verdict=right]").wait_for(timeout=ANSWER_TIMEOUT)
    assert widget.get_attribute("data-stale") is None
    assert text(widget.locator(".hoyle-practice-verdict")) == "Right: the show is worth four (4)."
    assert widget.locator(".hoyle-crib-item").all_inner_texts() and widget.locator(".hoyle-crib-item").count() == 2
    assert query(page)["practice-claim"] == "4"
    live.assert_only_local()


def test_muggins_lists_the_missed_items_and_the_score_round_trips(live):
    page = live.page
    widget = live.open(PAGE + "?practice=5s+5h+5d+10c&practice-starter=4c&practice-claim=12", "practice")
    verdict = widget.locator(".hoyle-practice-verdict[data-verdict=short]")
    verdict.wait_for(timeout=ANSWER_TIMEOUT)
    assert text(verdict) == "Muggins! You claimed 12; the show is worth fourteen (14). Your opponent may take the 2 points you missed."
    assert text(widget.locator(".hoyle-practice-missed")) == "Missed: fifteen eight (5♠ 5♥ 5♦)."
    missed = widget.locator(".hoyle-crib-item[data-missed=true]")
    assert missed.count() == 1 and missed.locator(".hoyle-crib-words").text_content() == "fifteen eight missed"
    assert text(widget.locator(".hoyle-practice-score")) == ("Your score so far: 0 hands practised, 0 counted right, 0 points missed; "
                                                             "with this hand, 1 hand practised, 0 counted right, 2 points missed.")
    widget.locator("button[data-key=score-deal]").click()
    widget.locator(".hoyle-practice-result[data-seed]:not([data-seed=''])").wait_for(timeout=ANSWER_TIMEOUT)
    widget.locator(".hoyle-practice-ask").wait_for(timeout=ANSWER_TIMEOUT)
    q = query(page)
    # a field at its starting value stays out of the link unless the link had it (right is still 0)
    assert (q["practice-hands"], q.get("practice-right", "0"), q["practice-missed"], q["practice"], q["practice-claim"]) == ("1", "0", "2", "", "")
    seed = q["practice-seed"]
    assert re.fullmatch(r"[1-9][0-9]{0,5}", seed)
    dealt = cards_of(widget)
    assert text(widget.locator(".hoyle-practice-score")) == "Your score so far: 1 hand practised, 0 counted right, 2 points missed."
    # the link, opened afresh, deals the same hand with the same score
    other = live.new_page()
    again = open_live(other, f"{live.site_url}{PAGE}?{urlparse(page.url).query}", "practice")
    again.locator(f".hoyle-practice-result[data-seed='{seed}']").wait_for(timeout=ANSWER_TIMEOUT)
    assert cards_of(again) == dealt
    assert text(again.locator(".hoyle-practice-score")) == "Your score so far: 1 hand practised, 0 counted right, 2 points missed."
    assert other.locator("#practice-hands").input_value() == "1"
    live.assert_only_local()


def test_deal_me_one_and_a_hostile_claim(live):
    page = live.page
    widget = live.open(PAGE, "practice")
    widget.locator(".hoyle-practice-result[data-seed='1861']").wait_for(timeout=ANSWER_TIMEOUT)
    assert cards_of(widget) == ["3c", "2d", "9d", "Kc", "8d"]
    widget.locator("button[data-key=deal-one]").click()
    widget.locator(".hoyle-practice-result:not([data-seed='1861'])").wait_for(timeout=ANSWER_TIMEOUT)
    seed = page.locator("#practice-seed").input_value()
    assert widget.locator(".hoyle-practice-result").get_attribute("data-seed") == seed
    assert query(page)["practice-seed"] == seed
    page.fill("#practice-claim", '<img src="x-pwned" onerror="window.__pwned=1">')
    widget.locator(".hoyle-go").click()
    message = widget.locator(".hoyle-error .hoyle-message")
    message.wait_for(timeout=ANSWER_TIMEOUT)
    assert message.inner_text() == "your count must be a whole number from 0 to 99; '<img src=\"x-pwned\" onerror=\"window.__pw…' is not one"
    page.fill("#practice-claim", "9" * 60)
    widget.locator(".hoyle-go").click()
    widget.locator(".hoyle-error .hoyle-message", has_text="the number given is out of range").wait_for(timeout=ANSWER_TIMEOUT)
    page.fill("#practice-claim", "")
    page.fill("#practice-cards", "5h 5h 5s Jd")
    page.fill("#practice-starter", "5d")
    widget.locator(".hoyle-error .hoyle-message", has_text="5h is given twice").wait_for(timeout=ANSWER_TIMEOUT)
    assert page.evaluate("() => window.__pwned || null") is None
    live.assert_only_local()


def test_a_claim_item_by_item(live):
    page = live.page
    widget = live.open(PAGE + "?practice=5h+6h+4h+Jh&practice-starter=6c", "practice")
    widget.locator(".hoyle-practice-ask").wait_for(timeout=ANSWER_TIMEOUT)
    for field, value in (("fifteens", "8"), ("runs", "6"), ("flush", "4")):
        page.fill(f"#practice-{field}", value)
    nothing_more_to_come(page)
    assert widget.locator(".hoyle-practice-verdict").count() == 0  # nothing checked while the claim is typed
    widget.locator(".hoyle-go").click()
    verdict = widget.locator(".hoyle-practice-verdict[data-verdict=short]")
    verdict.wait_for(timeout=ANSWER_TIMEOUT)
    assert text(verdict) == ("Muggins! You claimed 18 in all; the show is worth eighteen (18). Your opponent may take the 2 points you "
                             "missed; you claimed 2 points more than the show holds for the fifteens.")
    rows = widget.locator(".hoyle-practice-by-item tbody tr")
    assert [text(rows.nth(i)) for i in range(rows.count())] == [
        "Fifteens 8 6 2 points over-claimed", "Pairs 0 2 2 points missed: two for a pair (6♥ 6♣)", "Runs 6 6 right", "Flush 4 4 right"]
    assert widget.locator(".hoyle-crib-item[data-missed=true] .hoyle-crib-words").all_text_contents() == ["and two for a pair, eight missed"]
    q = query(page)
    assert (q["practice-fifteens"], q["practice-runs"], q["practice-flush"], q.get("practice-pairs", "")) == ("8", "6", "4", "")
    # a new deal clears the claim, item by item too
    widget.locator("button[data-key=score-deal]").click()
    widget.locator(".hoyle-practice-ask").wait_for(timeout=ANSWER_TIMEOUT)
    assert [page.locator(f"#practice-{f}").input_value() for f in ("fifteens", "runs", "flush")] == ["", "", ""]
    live.assert_only_local()


def test_a_card_in_the_play(live):
    page = live.page
    widget = live.open(PAGE + "?peg-practice-seed=1861", "peg-practice")
    widget.locator(".hoyle-practice-result[data-seed='1861']").wait_for(timeout=ANSWER_TIMEOUT)
    assert cards_in(widget.locator(".hoyle-crib-cards")) == [
        "2d", "9d", "Kc", "8d", "As", "Ah"]
    assert text(widget.locator(".hoyle-crib-what")) == ("Dealt by seed 1861: the cards played since the count began, the last just "
                                                        "played; the count before it was 30 (2, 11, 21, 29, 30 as the cards went down):")
    assert text(widget.locator(".hoyle-practice-ask")).startswith("What does the last card, A♥, score?")
    page.fill("#peg-practice-thirty_one", "2")
    page.fill("#peg-practice-pairs", "2")
    nothing_more_to_come(page)
    assert widget.get_attribute("data-stale") == "edited" and widget.locator(".hoyle-practice-verdict").count() == 0
    widget.locator(".hoyle-go").click()
    verdict = widget.locator(".hoyle-practice-verdict[data-verdict=right]")
    verdict.wait_for(timeout=ANSWER_TIMEOUT)
    assert text(verdict) == "Right: the card scores four (4), and each kind of item claimed right."
    assert widget.locator(".hoyle-crib-item .hoyle-crib-words").all_text_contents() == ["thirty-one for two", "two for a pair"]
    q = query(page)
    assert (q["peg-practice-thirty-one"], q["peg-practice-pairs"]) == ("2", "2")
    widget.locator("button[data-key=score-deal]").click()
    widget.locator(".hoyle-practice-ask").wait_for(timeout=ANSWER_TIMEOUT)
    assert text(widget.locator(".hoyle-practice-score")) == "Your score so far: 1 card practised, 1 counted right, 0 points missed."
    assert query(page)["peg-practice-cards"] == "1"
    live.assert_only_local()


def test_readable_without_javascript(reader_without_js):
    page = reader_without_js.goto(PAGE)
    widget = page.locator("#practice")
    assert cards_of(widget) == ["3c", "2d", "9d", "Kc", "8d"]
    assert "Count it as you would claim it at the table" in text(widget)
