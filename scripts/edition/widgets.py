"""Widgets beside the passages they illustrate (texts/widgets.toml): read and checked, each placed
after the paragraph of its source line, its id clear of the page's anchors and of the others."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from . import textrules as R

from .structure import PAGE_MARKERS, ROOT, Edition, Page, PipelineError, books, item_at, page_of

WIDGETS = ROOT / "texts" / "widgets.toml"
WIDGET_ID = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")


@dataclass(frozen=True)
class Widget:
    book: str
    line: int
    why: str
    fence: str  # the body of the ```hoyle fence, one `key: value` a line
    kind: str
    id: str


def load_widgets(path: Path = WIDGETS) -> list[Widget]:
    """texts/widgets.toml, checked: every key there, the fence readable, the kind one that hoyle.web knows."""
    if not path.exists():
        return []
    from hoyle.web import WIDGETS as KINDS
    from hoyle.web.base import parse_fence

    out = []
    for n, w in enumerate(tomllib.loads(path.read_text(encoding="utf-8")).get("widget", []), start=1):
        where = f"{path.name}: widget {n}"
        missing = [k for k in ("book", "after", "why", "fence") if k not in w]
        if missing:
            raise PipelineError(f"{where}: missing {', '.join(missing)}")
        extra = sorted(set(w) - {"book", "after", "why", "fence"})
        if extra:
            raise PipelineError(f"{where}: unknown keys {extra}")
        body = "\n".join(ln.strip() for ln in w["fence"].strip("\n").split("\n") if ln.strip())
        try:
            opts = parse_fence(body)
        except ValueError as exc:
            raise PipelineError(f"{where}: {exc}") from None
        kind, wid = opts.get("widget"), opts.get("id")
        if kind not in KINDS:
            raise PipelineError(f"{where}: unknown widget {kind!r}; known: {', '.join(KINDS)}")
        if not wid or not WIDGET_ID.fullmatch(wid):
            raise PipelineError(f"{where}: the fence needs an `id:` of lower-case words joined by dashes, not {wid!r}")
        if not str(w["why"]).strip():
            raise PipelineError(f"{where}: `why` is the widget's label on the page and may not be empty")
        out.append(Widget(w["book"], int(w["after"]), " ".join(str(w["why"]).split()), body, kind, wid))
    return out


def page_ids(ed: Edition, page: Page) -> set[str]:
    """The ids the edition gives elements of a page: its title, headings, laws, terms, cases, page marks."""
    ids = {R.slug(page.spec["title"])}
    ids |= {it.extra["id"] for it in page.items if it.kind == "heading" and it.extra.get("id")}
    ids |= {aid for aid, slug in ed.anchors.items() if slug == page.spec["slug"]}
    ids |= {f"page-{it.text}" for it in page.items if it.kind == "page"}
    marker = PAGE_MARKERS.get(ed.book["id"])
    if marker:
        ids |= {f"page-{m.group(1)}" for it in page.items if it.kind == "para" for m in marker.finditer(it.text)}
    return ids


def clash(a: str, b: str) -> bool:
    """Two widget ids clash if they are equal or one is the other's prefix before a dash: a widget's
    fields, picker and URL parameters are named `<id>-<field>`."""
    return a == b or a.startswith(b + "-") or b.startswith(a + "-")


def check_widget_ids(ed: Edition, page: Page, widgets: list[Widget]) -> None:
    taken = page_ids(ed, page)
    for i, w in enumerate(widgets):
        for other in widgets[:i]:
            if clash(w.id, other.id):
                raise PipelineError(f"widgets.toml: the widget id {w.id!r} (line {w.line}) clashes with {other.id!r} "
                                    f"(line {other.line}) on {ed.book['id']}/{page.spec['slug']}")
        hit = sorted(t for t in taken if t == w.id or t.startswith(w.id + "-"))  # the widget's ids are <id> and <id>-...
        if hit:
            raise PipelineError(f"widgets.toml: the widget id {w.id!r} (line {w.line}) clashes with the anchor "
                                f"{hit[0]!r} of {ed.book['id']}/{page.spec['slug']}")


def place_widgets(ed: Edition, widgets: list[Widget] | None = None) -> None:
    """Each widget of this book goes after the paragraph (heading, block) of its source line."""
    if widgets is None:
        widgets = load_widgets()
    known = {b["id"] for b in books()}
    for w in widgets:
        if w.book not in known:
            raise PipelineError(f"widgets.toml: widget {w.id!r}: no book {w.book!r}")
    mine: dict[int, list[Widget]] = {}
    for w in widgets:
        if w.book != ed.book["id"]:
            continue
        page = page_of(ed, w.line)
        item = item_at(page, w.line) if page else None
        if item is None:
            raise PipelineError(f"widgets.toml: widget {w.id!r}: line {w.line} is on no page of {w.book}")
        page.widgets.setdefault(item.first, []).append(w)
        mine.setdefault(id(page), []).append(w)
    for page in ed.pages:
        check_widget_ids(ed, page, mine.get(id(page), []))
