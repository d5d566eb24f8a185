"""At the card table, in headless Chromium: a shared link never shows an answer to other cards, the
answer stands in view under the form (1280x800, 390x844 and 375x667), also from a shared link, its folds
closed and the house rules named; a copied link carries no anchor of the page before; an engine that
cannot load keeps the answers worked out when the page was built and is tried again without a download
per keystroke, and keyboard focus stays on the control a reader used.

Every request that would leave 127.0.0.1 is blocked and recorded; each test asserts there were none.
Expected answers are the engine's in CPython."""

import functools
import json
import re
from html.parser import HTMLParser
from urllib.parse import urlencode

import pytest
from scripts.browser import ALL_LIVE
from scripts.site.build import widget_pages, widgets_by_page
from support import ANSWER_TIMEOUT, ENGINE_TIMEOUT, WASM, Gate, page_timers_ran, wait_for_instant_navigation

from hoyle import api, web

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
IN_VIEW_SIZES = {**SIZES, "small phone": {"width": 375, "height": 667}}


def words(locator):
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


@pytest.mark.parametrize("size", SIZES)
def test_a_shared_link_never_shows_an_answer_to_other_cards(new_reader, size):
    reader = new_reader(SIZES[size])
    gate = Gate(reader.context)
    page = reader.goto("/tools/hand-evaluator/?hand=Jo+Ks+Kd+4c+4h&hand-rules=joker#hand")
    widget = page.locator("#hand")
    page.wait_for_selector("#hand[data-stale=starting]", timeout=ENGINE_TIMEOUT)
    # The page's example ("a pair of tens") is built into the page, but it is not shown for these cards.
    assert page.locator("#hand-cards").input_value() == "Jo Ks Kd 4c 4h"
    assert not widget.locator(".hoyle-answer").is_visible()
    assert words(widget.locator(".hoyle-stale-note")) == (
        "Not yet worked out for the cards and settings above: the engine is starting in your browser…")
    assert widget.locator(".hoyle-stale-note").is_visible()
    # The second widget of the page, untouched by the link, keeps its example: it belongs to its form.
    assert page.locator("#showdown").get_attribute("data-stale") is None
    assert page.locator("#showdown .hoyle-answer .hoyle-outcome").is_visible()
    # Typing before the engine is ready: still nothing shown for cards other than those typed.
    page.fill("#showdown-hands", "As Ad Kc Kd 2h\nQs Qd Qh 4c 4s")
    assert page.locator("#showdown").get_attribute("data-stale") == "starting"
    assert not page.locator("#showdown .hoyle-answer").is_visible()
    page_timers_ran(page, 250)  # the form's pause in typing (form.js, DEBOUNCE_MS: 200 ms) has run out: the text is asked for
    assert widget.get_attribute("data-engine") == "loading"
    gate.release(reader.context)
    expected = api.handle({"op": "hand", "cards": "Jo Ks Kd 4c 4h", "rules": "joker"})["description"]
    widget.locator(".hoyle-description", has_text=expected).wait_for(timeout=ENGINE_TIMEOUT)
    assert widget.get_attribute("data-stale") is None
    assert not widget.locator(".hoyle-stale-note").is_visible()
    page.locator("#showdown .hoyle-outcome", has_text="Hand 2 wins.").wait_for(timeout=ENGINE_TIMEOUT)
    assert page.locator("#showdown").get_attribute("data-stale") is None
    reader.assert_only_local()


# A widget's place on the screen: its first field's top, its answer's top and the bottom of the answer's first line
# of words, the screen's height; which of its folds (the house rules, the wider folds, the card picker) are open; each
# house rules' outermost fold's summary, as read; the errors its answer shows.
IN_VIEW = """(id) => {
    const root = document.getElementById(id);
    const field = root.querySelector('[data-field]').closest('.hoyle-field') || root.querySelector('[data-field]');
    const answer = root.querySelector('.hoyle-answer');
    const firstLine = () => {
        const words = document.createTreeWalker(answer, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let text = words.nextNode(); text; text = words.nextNode()) {
            if (!text.textContent.trim()) continue;
            range.selectNodeContents(text);
            const [line] = range.getClientRects();
            if (line) return line.bottom;
        }
        return Infinity;
    };
    const outermost = (el) => {
        let fold = null;
        for (let d = el.closest('details'); d && root.contains(d); d = d.parentElement.closest('details')) fold = d;
        return fold;
    };
    return {field: field.getBoundingClientRect().top, answer: answer.getBoundingClientRect().top, firstLine: firstLine(),
            height: window.innerHeight,
            open: Array.from(root.querySelectorAll('details.hoyle-fold, details.hoyle-picker-fold'))
                .filter((d) => d.open).map((d) => d.querySelector('summary').textContent),
            summaries: Object.fromEntries(Array.from(root.querySelectorAll('fieldset[data-param]'),
                (f) => [f.dataset.param, outermost(f).querySelector(':scope > summary').textContent.replace(/\\s+/g, ' ').trim()])),
            errors: Array.from(root.querySelectorAll('.hoyle-answer .hoyle-error'), (e) => e.textContent.trim())};
}"""

# The page brought to a widget as its anchor brings it (the widget's scroll margin is its anchor's, hoyle.css), the
# anchor in the address: not followed as a fragment, which Material answers, the first time after a load, by fetching
# the page again and swapping it in (arrival.js, arriveAtLoad), the widgets mounted anew while the test reads them.
LAND = """(id) => {
    history.replaceState(null, '', `#${id}`);
    document.getElementById(id).scrollIntoView({block: 'start'});
}"""

# The widget is the page's, answered live for the form as the link set it, and not busy (form.js: aria-busy until the
# answer, or a run's last part, is drawn; data-stale while the answer shown is not the form's).
ANSWERED = """(id) => {
    const el = document.getElementById(id);
    return !!el && el.dataset.mounted === 'true' && el.dataset.engine === 'ready' && el.dataset.live === 'true'
        && !el.hasAttribute('aria-busy') && !el.dataset.stale;
}"""


class FormFields(HTMLParser):
    """A widget as built: its op, view and fixed keys, and each [data-param] field's kind (checks, select, flag, view,
    number, text), its key in the request (data-field; none for a view), its value, a number's range (its help:
    "1 to 8"), a choice's options, a fieldset's boxes with their words."""

    def __init__(self):
        super().__init__()
        self.widget, self.fields, self.helps = {}, [], {}
        self._select = self._checks = self._box = self._area = self._help = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if not self.widget:
            self.widget = {"op": a["data-op"], "view": a["data-widget"], **json.loads(a.get("data-fixed", "{}"))}
        elif tag == "fieldset" and "data-param" in a:
            self._checks = {"kind": "checks", "param": a["data-param"], "name": a["data-field"], "boxes": []}
            self.fields.append(self._checks)
        elif tag == "input" and self._checks is not None:
            self._box = [a["value"], "checked" in a, ""]
            self._checks["boxes"].append(self._box)
        elif tag == "select" and "data-param" in a:
            self._select = {"kind": "select", "param": a["data-param"], "name": a["data-field"], "options": [], "value": None}
            self.fields.append(self._select)
        elif tag == "option" and self._select is not None:
            self._select["options"].append(a["value"])
            if "selected" in a:
                self._select["value"] = a["value"]
        elif tag in ("input", "textarea") and "data-param" in a:
            kind = ("view" if "data-view" in a else "flag") if a.get("type") == "checkbox" else "number" if "data-number" in a else "text"
            self.fields.append({"kind": kind, "param": a["data-param"], "name": a.get("data-field"), "id": a["id"],
                                "value": "1" if "checked" in a else "0" if kind in ("flag", "view") else a.get("value", "")})
            self._area = self.fields[-1] if tag == "textarea" else None
        elif tag == "span" and a.get("id", "").endswith("-help"):
            self._help = a["id"].removesuffix("-help")

    def handle_endtag(self, tag):
        if tag == "fieldset":
            self._checks = None
        elif tag == "label":
            self._box = None
        elif tag == "select":
            self._select = None
        elif tag == "textarea":
            self._area = None
        elif tag == "span":
            self._help = None

    def handle_data(self, data):
        if self._box is not None:
            self._box[2] += data
        if self._help:
            self.helps[self._help] = self.helps.get(self._help, "") + data
        if self._area is not None:
            self._area["value"] += data


def link_text(field):
    """The field's value as built, as a link writes it (link.js, paramText)."""
    return ",".join(v for v, checked, _ in field["boxes"] if checked) if field["kind"] == "checks" else field["value"]


def request_value(field, text):
    """A link's value as the field puts it in the request (fields.js, fieldValue)."""
    kind = field["kind"]
    if kind == "checks":
        return ",".join(v for v, _, _ in field["boxes"] if v in text.split(","))
    if kind == "flag":
        return text == "1"
    return text.strip() if kind == "number" else re.sub(r"[ \t]+", " ", text).strip() if kind == "text" else text


def other_values(field, helps):
    """Values of the field's own other than the one built, to be tried in turn: the joker added to the house rules (or
    the first rule not on), the other choices, a checkbox the other way, a number's lowest (or the one above it), a
    text's lines the other way round (players, hands), or a line's words (cards)."""
    kind = field["kind"]
    if kind == "checks":
        off = [v for v, checked, _ in field["boxes"] if not checked]
        return [",".join(v for v in (link_text(field), "joker" if "joker" in off else off[0]) if v)]
    if kind == "select":
        at = field["options"].index(field["value"])
        return field["options"][at + 1:] + field["options"][:at]
    if kind in ("flag", "view"):
        return ["0" if field["value"] == "1" else "1"]
    if kind == "number":
        low = int(re.match(r"\s*([\d,]+) to ", helps[field["id"]]).group(1).replace(",", ""))
        return [str(low + 1 if field["value"] == str(low) else low)]
    lines = field["value"].strip().split("\n")
    turned = "\n".join(reversed(lines)) if len(lines) > 1 else " ".join(reversed(lines[0].split()))
    return [turned] if turned != field["value"].strip() else []


@functools.cache
def shared_settings(built_site):
    """For every widget of the site, by page, the settings a reader shares after changing them (Copy link: the page,
    the settings not as built, the widget's anchor): each field set to the first of its other values (other_values) that
    the engine takes with the others (six-card cribbage for the five cards as built is refused: the next game is
    tried, or the field left as built), and the words its house rules' summary names: {page: [(widget id, {key:
    value}, {house rules' key: the rules on, in words})]}."""
    pages = {}
    for path, widgets in widgets_by_page(built_site).items():
        for html in widgets:
            if "data-mount" not in html.split(">", 1)[0]:
                continue
            form = FormFields()
            form.feed(html.split("</form>", 1)[0])
            request = {**form.widget, **{f["name"]: request_value(f, link_text(f)) for f in form.fields if f["name"]}}
            assert "error" not in web.answer(request)[0], (path, request)
            values, rules = {}, {}
            for f in form.fields:
                for text in other_values(f, form.helps):
                    changed = {**request, f["name"]: request_value(f, text)} if f["name"] else request
                    if "error" not in web.answer(changed)[0]:
                        request, values[f["param"]] = changed, text
                        break
                if f["kind"] == "checks" and f["param"] in values:
                    on = values[f["param"]].split(",")
                    rules[f["param"]] = ", ".join(w.strip()[:1].lower() + w.strip()[1:] for v, _, w in f["boxes"] if v in on)
            pages.setdefault(path, []).append((re.search(r'id="([^"]+)"', html).group(1), values, rules))
    return pages


def check_in_view(page, wid, room, rules=None):
    """What is wrong with the widget's place on the screen (an empty list if nothing): its first field on the screen,
    the first line of its answer's words within the first screen and `room` px of the answer at least, no error in
    the answer; with `rules`, its folds closed, each house rules' outermost summary naming the rules on."""
    box = page.evaluate(IN_VIEW, wid)
    wrong = []
    if box["field"] < 0 or box["firstLine"] > box["height"] or box["answer"] > box["height"] - room:
        wrong.append(f"field at {box['field']:.0f}, answer at {box['answer']:.0f}, its first line ending at {box['firstLine']:.0f}, "
                     f"of {box['height']}")
    if box["errors"]:
        wrong.append(f"errors: {box['errors']}")
    if rules is not None:
        if box["open"]:
            wrong.append(f"open folds: {box['open']}")
        for key, words in rules.items():
            if not box["summaries"][key].endswith(f": {words}"):
                wrong.append(f"{key}: the summary says {box['summaries'][key]!r}, not {words!r}")
    return wrong


JOKER = "/tools/hand-evaluator/?hand=Jo+Ks+Kd+4c+4h&hand-rules=joker"


def test_the_answer_is_in_view_under_the_form(new_reader, built_site):
    """Followed to a widget (page#widget), the form's first field and the first line of the answer are on the first
    screen, and at 1280x800 and 390x844 at least 150 px of the answer: the house rules, the picker and the less used
    settings are folded away. So it is for the link a reader shares (Copy link: page?settings#widget), each widget's
    settings set to other values of their own (shared_settings; a page's widgets set by one link): the first answer,
    the engine's for the link, is within the first screen; every fold stays closed, the house rules' summary
    naming the rules on ("House rules: the joker, straights count for nothing"). A page is opened at its first widget's
    anchor, and brought to each of the others as its anchor would (LAND). Each address is opened once, at one of the
    three sizes in turn (its first widget reached by the anchor as the page loads, at that size), and read at the other
    two as a phone turned or a window resized would show it: the screen's size changed, the page brought to each widget
    again. And so for the joker link of the issue, without an anchor: the house rules opened at once, and at 375 px the
    answer was below the first screen; it now lands on the widget it sets."""
    sizes = list(IN_VIEW_SIZES)
    reader = new_reader(IN_VIEW_SIZES[sizes[0]], watched=False, service_workers="block")
    page = reader.page
    wrong, seen = {}, []
    opened = 0
    for path, widgets in shared_settings(built_site).items():
        shared = urlencode({k: v for _, values, _ in widgets for k, v in values.items()})
        for query, rules_on in (("", False), (f"?{shared}", True)):
            first = sizes[opened % len(sizes)]
            opened += 1
            page.set_viewport_size(IN_VIEW_SIZES[first])
            reader.goto(f"{path}{query}#{widgets[0][0]}")
            for size in [first] + [s for s in sizes if s != first]:
                page.set_viewport_size(IN_VIEW_SIZES[size])
                room = 150 if size in SIZES else 0
                for at, (wid, _, rules) in enumerate(widgets):
                    if at or size != first:  # the first widget at the size the page was opened at: reached by its anchor
                        page.evaluate(LAND, wid)
                    page.wait_for_function(ANSWERED, arg=wid, timeout=ENGINE_TIMEOUT)
                    seen.append((size, wid, bool(query), bool(rules)))
                    if problems := check_in_view(page, wid, room, rules if rules_on else None):
                        wrong[f"{path}{query}#{wid} at {size}"] = problems
    for size in sizes:
        page.set_viewport_size(IN_VIEW_SIZES[size])
        reader.goto(JOKER)
        page.wait_for_function(ANSWERED, arg="hand", timeout=ENGINE_TIMEOUT)
        joker = api.handle({"op": "hand", "cards": "Jo Ks Kd 4c 4h", "rules": "joker"})
        assert words(page.locator("#hand .hoyle-description")) == joker["description"]
        problems = check_in_view(page, "hand", 150 if size in SIZES else 0, {"hand-rules": "the joker"})
        if not page.url.endswith(f"{JOKER}#hand"):  # landed on the widget the link sets, as its anchor would
            problems.append(f"the address is {page.url}, not the widget's")
        if problems:
            wrong[f"{JOKER} at {size}"] = problems
    assert wrong == {}, "\n".join(f"{url}: {problems}" for url, problems in wrong.items())
    for size in sizes:
        mine = [s for s in seen if s[0] == size]
        assert len(mine) == 2 * 61  # every widget of the site, as built and from a shared link
        assert sum(shared and rules for _, _, shared, rules in mine) == 20  # each with house rules, its summary read
    assert opened == 2 * len(shared_settings(built_site)) and opened >= len(sizes)
    # The fold opens from the keyboard (a <details>: its summary is a button, expanded or not).
    page.locator("#hand details.hoyle-fold > summary").focus()
    page.keyboard.press("Enter")
    assert page.locator("#hand details.hoyle-fold").evaluate("d => d.open")
    assert page.locator("#hand input[value=joker]").is_checked() and page.locator("#hand input[value=joker]").is_visible()


# The front page scrolled a little and a link to the hand evaluator followed at once, as a flick then a tap: Material
# pushes the evaluator's address at the click, and its trackers, still running on the front page while the evaluator
# is on its way, write into it (the scroll tracker its offset after 100 ms, the anchor tracker its heading's hash after
# 250 ms).
SCROLL_AND_FOLLOW = """() => {
    window.scrollBy(0, 40);
    document.querySelector('article a[href$="tools/hand-evaluator/"]').click();
}"""


def test_a_copied_link_carries_no_anchor_of_the_page_before(new_reader, site_url):
    """Seen once on main: after Material's instant navigation from the front page scrolled to its books
    (/#the-books), the hand evaluator's address kept #the-books, and Copy link carried it. Reproduced here by
    holding the evaluator back until the front page's anchor tracker has written its heading into the evaluator's
    address, and its scroll tracker its offset (to which Material then scrolled the evaluator): the evaluator comes
    with its own address, from its top; a card changed, its address and the link Copy link copies are the page,
    the cards and the widget's own anchor, never #the-books. And so back to the front page."""
    reader = new_reader(SIZES["phone"])
    context, page = reader.context, reader.page
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url)
    held = []
    reader.goto("/")
    wait_for_instant_navigation(page)
    # The reader scrolls down to the books until Material's anchor tracker writes their heading into the address (it lets
    # the first scroll after a load pass; it writes 250 ms after the last).
    page.evaluate("window.scrollTo(0, document.getElementById('the-books').getBoundingClientRect().top + scrollY + 20)")
    page.wait_for_function("() => location.hash === '#the-books' || (window.scrollBy(0, 1), false)", polling=300)
    evaluator_page = re.compile(r"/tools/hand-evaluator/$")
    page.route(evaluator_page, lambda route: held.append(route))
    at_the_books = page.evaluate("scrollY")
    page.evaluate(SCROLL_AND_FOLLOW)
    page.wait_for_function("() => location.pathname === '/tools/hand-evaluator/' && location.hash === '#the-books'")
    page.evaluate("window.scrollBy(0, 20)")  # the front page, still shown, scrolled on: its offset written too
    page.wait_for_function("() => location.pathname === '/tools/hand-evaluator/' && history.state?.y === scrollY && scrollY > 0")
    for route in held:
        route.continue_()
    held.clear()
    page.unroute(evaluator_page)
    page.wait_for_selector("#showdown[data-mounted=true]")  # the evaluator's own second widget
    assert page.evaluate("window.__noReload") is True  # by instant navigation
    assert page.evaluate("[location.hash, scrollY]") == ["", 0]
    page.wait_for_selector("#hand[data-live=true]", timeout=ENGINE_TIMEOUT)
    page.fill("#hand-cards", "As Ad Kc Kd 2h")
    page.locator("#hand .hoyle-description", has_text="Two pairs, aces up").wait_for(timeout=ENGINE_TIMEOUT)
    evaluator = f"{site_url}/tools/hand-evaluator/?hand=As+Ad+Kc+Kd+2h"
    assert page.url == evaluator  # the form's state written into the address, and no other page's anchor
    page.click("#hand [data-action=copy-link]")
    page.locator("#hand [data-action=copy-link]", has_text="Link copied").wait_for()
    assert page.evaluate("navigator.clipboard.readText()") == f"{evaluator}#hand"
    assert page.url == f"{evaluator}#hand"
    # Back to the front page, pressed as the evaluator is scrolled on to its showdown: while the front page is on its
    # way (held), the evaluator's anchor tracker writes into the front page's entry (the browser has put the evaluator
    # at the front page's offset, above its headings: no fragment, and an empty state, so Material shows the front
    # page from its top). The front page comes back with its own address, where the reader left it.
    page.evaluate("window.scrollTo(0, document.getElementById('a-showdown').getBoundingClientRect().top + scrollY + 20)")
    page.wait_for_function("() => location.hash === '#a-showdown' || (window.scrollBy(0, 1), false)", polling=300)
    front_page = re.compile(r"^http://127\.0\.0\.1:\d+/$")
    page.route(front_page, lambda route: held.append(route))
    page.evaluate("() => { window.scrollBy(0, 40); history.back(); }")
    page.wait_for_function("() => location.pathname === '/' && location.hash !== '#the-books'")
    for route in held:
        route.continue_()
    page.unroute(front_page)
    page.wait_for_function("() => !!document.getElementById('the-books') && !!document.querySelector('#hand[data-mounted=true]')")
    assert page.evaluate("window.__noReload") is True
    assert page.url == f"{site_url}/#the-books"
    assert page.evaluate("scrollY") in (at_the_books, at_the_books + 40)
    reader.assert_only_local()


def test_an_engine_that_cannot_load(reader):
    context, page = reader.context, reader.page
    context.route(WASM, lambda route: route.abort())
    wasm = []
    page.on("request", lambda req: wasm.append(req.url) if req.url.endswith("pyodide.asm.wasm") else None)
    context.on("request", lambda req: wasm.append(req.url) if req.url.endswith("pyodide.asm.wasm") else None)
    reader.goto("/tools/hand-evaluator/")
    widget = page.locator("#hand")
    page.wait_for_selector("#hand[data-engine=failed]", timeout=ENGINE_TIMEOUT)
    # The example worked out when the page was built stands, and the failure is said once, in words.
    assert words(widget.locator(".hoyle-description")) == "A pair of tens, with ace, king and four"
    assert widget.locator(".hoyle-answer .hoyle-error").count() == 0
    status = words(widget.locator(".hoyle-status"))
    # the download refused: the connection is named, never the browser, with how much came and what happens next
    assert re.fullmatch(r"The connection stopped before the card engine arrived \((\d+\.\d of|none of its) \d+\.\d MB came\): the answers shown are "
                        r"the ones worked out when the page was built\. It tries again by itself, and at once when your browser is "
                        r"back online\. Try again now", status), status
    assert "browser could not" not in status and "in this browser" not in status
    started = page.evaluate("window.__hoyle.workersStarted")
    # Typing does not download the engine again: the answer is hidden, and a note says why.
    for text in ("As", "As Ad", "As Ad Kc Kd 2h"):
        page.fill("#hand-cards", text)
        page_timers_ran(page, 250)  # the form's pause in typing (200 ms) has run out: each text is asked for
    assert page.evaluate("window.__hoyle.workersStarted") == started
    assert widget.get_attribute("data-stale") == "unavailable"
    assert not widget.locator(".hoyle-answer").is_visible()
    assert words(widget.locator(".hoyle-stale-note")) == (
        "Not worked out for the cards and settings above: the card engine has not arrived yet.")
    # The cards as built: the built answer again.
    page.fill("#hand-cards", "As Kd 10h 10c 4s")
    widget.locator(".hoyle-answer .hoyle-description").wait_for(state="visible", timeout=ANSWER_TIMEOUT)
    assert widget.get_attribute("data-stale") is None
    # The reader's retry, once the engine can load: the cards typed are worked out.
    page.fill("#hand-cards", "As Ad Kc Kd 2h")
    context.unroute(WASM)
    before = len(wasm)
    widget.locator(".hoyle-status button", has_text="Try again now").click()
    widget.locator(".hoyle-description", has_text="Two pairs, aces up").wait_for(timeout=ENGINE_TIMEOUT)
    assert widget.get_attribute("data-stale") is None
    assert len(wasm) > before
    assert page.evaluate("window.__hoyle.workersStarted") == started + 1
    assert reader.outside == []


def test_a_run_asked_of_an_engine_that_cannot_load_leaves_the_widget_idle(reader):
    """A widget answered in parts, run while the engine cannot load, is not left marked busy
    (aria-busy stayed "true" for good: a screen reader said it was still working)."""
    reader.context.route(WASM, lambda route: route.abort())
    page = reader.goto("/tools/draw-simulator/")
    page.wait_for_selector("#sim[data-engine=failed]", timeout=ENGINE_TIMEOUT)
    widget = page.locator("#sim")
    page.fill("#sim-deals", "3000")
    widget.locator("button.hoyle-go").click()
    page.wait_for_function("() => document.querySelector('#sim').dataset.stale === 'unavailable'", timeout=ENGINE_TIMEOUT)
    page_timers_ran(page, 0)  # the run's end is handled (a task, and two frames, after it was marked)
    assert widget.get_attribute("aria-busy") is None
    assert words(widget.locator(".hoyle-stale-note")).startswith("Not ")
    assert reader.outside == []


def test_focus_stays_on_the_control(live):
    page = live.page
    live.open("/tools/poker-odds/", "draw")
    page.wait_for_selector("#draw[data-live=true]", timeout=ENGINE_TIMEOUT)
    toggle = page.locator("#draw .hoyle-hold-toggle[data-key='hold-Kd']")
    toggle.focus()
    page.keyboard.press("Enter")  # hold the king too
    page.locator("#draw .hoyle-chosen .hoyle-outcome", has_text="Holding 8s 8h Kd and drawing 2").wait_for(timeout=ANSWER_TIMEOUT)
    assert page.evaluate("document.activeElement.dataset.key") == "hold-Kd"
    assert page.evaluate("document.activeElement.getAttribute('aria-pressed')") == "true"
    # The play: the card played is gone, so focus moves to the next card that may be played.
    live.open("/tools/cribbage/", "play")
    page.wait_for_selector("#play[data-live=true]", timeout=ENGINE_TIMEOUT)
    first = page.locator("#play .hoyle-play-card").first
    first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.activeElement?.classList.contains('hoyle-play-card')", timeout=ANSWER_TIMEOUT)
    assert page.evaluate("document.activeElement.closest('#play .hoyle-answer') !== null")
    # Stop: the simulator says it stopped, and focus stays on Stop.
    live.open("/tools/draw-simulator/", "sim")
    page.wait_for_selector("#sim[data-engine=ready]", timeout=ENGINE_TIMEOUT)
    page.fill("#sim-deals", "1000000")
    page.click("#sim .hoyle-go")
    page.wait_for_function("document.querySelector('#sim [data-action=stop]').getAttribute('aria-disabled') === 'false'"
                           " && Number(document.querySelector('#sim .hoyle-sim-result')?.dataset.deals) >= 4000", timeout=60_000)
    stop = page.locator("#sim [data-action=stop]")
    stop.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#sim .hoyle-sim-result[data-stopped=true]", timeout=ANSWER_TIMEOUT)
    deals = int(page.locator("#sim .hoyle-sim-result").get_attribute("data-deals"))
    assert words(page.locator("#sim .hoyle-sim-result label")).startswith(f"Stopped: {deals:,} of 1,000,000 deals")
    assert page.evaluate("document.activeElement.dataset.action") == "stop"
    assert stop.get_attribute("aria-disabled") == "true"
    live.assert_only_local()


# The box of the first row's cell of a table that ranks the rows, and how wide the page scrolls.
RANKING_CELL = """([selector, column]) => {
  const row = document.querySelector(selector);
  const cell = row.cells[column];
  const box = cell.getBoundingClientRect();
  return { left: box.left, right: box.right, text: cell.textContent.trim(), width: innerWidth,
           scroll: document.documentElement.scrollWidth };
}"""


def test_wide_tables_show_their_ranking_column_on_a_phone(new_reader):
    """At 390x844 the column the rows are ranked by is on the screen without scrolling sideways: the
    32 holds (the chance of the best hand), the lay-outs (the worth to the dealer) and the simulator's
    seats (how often the seat held the best hand)."""
    reader = new_reader(SIZES["phone"], watched=False, service_workers="block")
    page = reader.page
    holds = api.handle({"op": "holds", "cards": "8s 8h Kd 7c 2h"})["holds"]
    layout = api.handle({"op": "layout", "cards": "5h 5d Jc Js 4h 6c"})["layouts"][0]
    cases = [
        ("/tools/poker-odds/", "#draw .hoyle-holds summary", "#draw .hoyle-holds tbody tr", 2, f"{holds[0]['win']['percent']:.3f}%"),
        ("/tools/cribbage/", None, "#layout .hoyle-layout-table tbody tr", 2, f"{layout['values']['dealer']:.2f}"),
        ("/tools/draw-simulator/", None, "#sim .hoyle-sim-result tbody tr", 1, None),
    ]
    for path, opener, row, column, expected in cases:
        reader.goto(path)
        page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
        if opener:
            page.click(opener)
        page.locator(row).first.scroll_into_view_if_needed()
        cell = page.evaluate(RANKING_CELL, [row, column])
        assert 0 <= cell["left"] and cell["right"] <= cell["width"], (path, cell)
        assert cell["scroll"] <= cell["width"], (path, cell)  # the page itself never scrolls sideways
        if expected:
            assert cell["text"] == expected


def test_card_fields_are_not_corrected(built_site):
    """A phone's keyboard neither capitalises, corrects nor spell-checks cards typed: every text field
    and text area of every widget says so."""
    fields = 0
    for path in widget_pages(built_site):
        html = (built_site / path.strip("/") / "index.html").read_text()
        for widget in re.findall(r'<div class="hoyle-widget.*?</form>', html, re.S):
            for tag in re.findall(r'<(?:input[^>]*type="text"|textarea)[^>]*>', widget):
                fields += 1
                for attribute in ('spellcheck="false"', 'autocapitalize="off"', 'autocorrect="off"'):
                    assert attribute in tag, (path, tag)
    assert fields >= 30


SIDEBAR_TITLE = """() => {
  const title = document.querySelector('.md-sidebar--primary .md-nav--primary > .md-nav__title');
  const style = getComputedStyle(title);
  return { scroll: title.scrollHeight, client: title.clientHeight, height: title.getBoundingClientRect().height,
           line: parseFloat(style.lineHeight), position: style.position, background: style.backgroundColor };
}"""


def test_the_sidebar_title_holds_its_two_lines(new_reader):
    """At 1280 px the site's name in the sidebar takes two lines; its sticky box holds both, with a
    background, so the navigation scrolls under it instead of through it."""
    page = new_reader(SIZES["desktop"], watched=False, service_workers="block").goto("/practical-poker/")
    page.mouse.wheel(0, 3000)
    # the wheel has scrolled the page (or the navigation under the pointer)
    page.wait_for_function("() => scrollY > 0 || [...document.querySelectorAll('.md-sidebar__scrollwrap')].some((e) => e.scrollTop > 0)")
    page_timers_ran(page, 0)
    title = page.evaluate(SIDEBAR_TITLE)
    assert title["position"] == "sticky"
    assert title["height"] >= 2 * title["line"]  # both lines inside the box
    assert title["scroll"] <= title["client"] + 1  # nothing spills out of it
    assert title["background"] not in ("rgba(0, 0, 0, 0)", "transparent")


CHOICES_SHOWN = """() => {
  const textWidth = (text, style) => {
    const span = document.createElement('span');
    Object.assign(span.style, {position: 'absolute', visibility: 'hidden', whiteSpace: 'pre', fontSize: style.fontSize,
                               fontFamily: style.fontFamily, fontWeight: style.fontWeight, letterSpacing: style.letterSpacing});
    span.textContent = text;
    document.body.append(span);
    const width = span.getBoundingClientRect().width;
    span.remove();
    return width;
  };
  return Array.from(document.querySelectorAll('.hoyle-widget select')).map((s) => {
    const style = getComputedStyle(s);
    const width = s.getBoundingClientRect().width;
    const [width0, max0] = [s.style.width, s.style.maxWidth];
    Object.assign(s.style, {width: 'max-content', maxWidth: 'none'});  // as wide as its longest choice needs
    const intrinsic = s.getBoundingClientRect().width;
    Object.assign(s.style, {width: width0, maxWidth: max0});
    const widest = Math.max(...Array.from(s.options, (o) => textWidth(o.text, style)));
    const chosen = s.options[s.selectedIndex];
    return {id: s.id, chosen: chosen ? chosen.text : '', width,
            need: (chosen ? textWidth(chosen.text, style) : 0) + (intrinsic - widest),
            right: s.getBoundingClientRect().right, widget: s.closest('.hoyle-widget').getBoundingClientRect().right};
  });
}"""


def test_no_choice_is_cut_short_on_a_phone(new_reader, built_site):
    """At 375 px, the reference phone, every drop-down list of every widget shows its whole choice ("Low (below the
    two)", not "Low (below" beside the stake at Blind Hookey) and stays inside its widget."""
    reader = new_reader({"width": 375, "height": 812}, watched=False, service_workers="block")
    page = reader.page
    seen = 0
    for path in widget_pages(built_site):
        reader.goto(path)
        page.evaluate("() => document.querySelectorAll('.hoyle-widget details').forEach((d) => { d.open = true; })")
        for select in page.evaluate(CHOICES_SHOWN):
            seen += 1
            assert select["need"] <= select["width"] + 1, (path, select)
            assert select["right"] <= select["widget"] + 0.5, (path, select)
    assert seen >= 20  # every widget page's lists were looked at
