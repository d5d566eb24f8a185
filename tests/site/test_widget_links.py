"""The widgets' links are public: a reader shares /tools/poker-odds/?draw-hold=8s+8h+Kd or a book page's
#sim. Every widget's anchor (its id) and URL keys (its fields' data-param) are listed in
widget-links.txt; a test fails if one disappears or a new one appears unlisted."""

import re
from pathlib import Path

LISTED = Path(__file__).with_name("widget-links.txt")
WIDGET = re.compile(r'<div class="hoyle-widget [^"]*" id="([^"]+)"')
PARAM = re.compile(r'data-param="([^"]+)"')


def widget_links(site: Path) -> list[str]:
    """One line a widget: the page, its anchor, and its URL keys in the order of its fields."""
    lines = []
    for html in sorted(site.rglob("index.html")):
        text = html.read_text(encoding="utf-8")
        starts = [(m.start(), m.group(1)) for m in WIDGET.finditer(text)]
        page = html.parent.relative_to(site).as_posix()
        page = "/" if page == "." else f"/{page}/"
        for i, (at, wid) in enumerate(starts):
            end = starts[i + 1][0] if i + 1 < len(starts) else len(text)
            keys = PARAM.findall(text, at, end)
            lines.append(f"{page}#{wid} " + " ".join(f"?{k}" for k in keys))
    return lines


def test_widget_anchors_and_url_keys_stay(built_site):
    now = widget_links(built_site)
    listed = [ln.strip() for ln in LISTED.read_text(encoding="utf-8").splitlines() if ln.strip() and not ln.startswith("#")]
    gone = sorted(set(listed) - set(now))
    assert gone == [], f"widget links that changed or disappeared (links readers have shared stop working): {gone}"
    new = sorted(set(now) - set(listed))
    assert new == [], f"new widget links: add them to tests/site/widget-links.txt (they become public): {new}"
    assert len(now) == len(set(now)), "a page with two widgets of one id"
    # Keys are unique on a page: two widgets must not read the same key of one URL.
    by_page: dict = {}
    for line in now:
        page, _, keys = line.partition("#")
        for key in keys.split()[1:]:
            assert key not in by_page.setdefault(page, set()), f"{page}: the URL key {key} belongs to two widgets"
            by_page[page].add(key)
