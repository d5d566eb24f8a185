"""A small HTML tree for the e-books (scripts/ebook/): the pages' HTML (Python-Markdown's and hoyle.web's, both
well formed) read with the standard library's html.parser into plain nodes, changed there, and written
out as XHTML (every element closed, every attribute quoted and escaped, SVG's mixed-case names kept).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from html import escape
from html.parser import HTMLParser

VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())
# html.parser lowers every name; SVG's are case-sensitive in XHTML.
SVG_NAMES = {n.lower(): n for n in (
    "viewBox", "preserveAspectRatio", "textLength", "lengthAdjust", "gradientUnits", "gradientTransform",
    "linearGradient", "radialGradient", "clipPath", "clipPathUnits", "foreignObject", "markerWidth", "markerHeight",
    "refX", "refY", "patternUnits", "stdDeviation", "textPath", "startOffset",
)}
SVG_NS = "http://www.w3.org/2000/svg"


@dataclass
class Node:
    tag: str
    attrs: dict[str, str] = field(default_factory=dict)
    children: list[Node | str] = field(default_factory=list)
    parent: Node | None = field(default=None, repr=False, compare=False)

    def classes(self) -> list[str]:
        return self.attrs.get("class", "").split()

    def has_class(self, name: str) -> bool:
        return name in self.classes()

    def iter(self) -> Iterator[Node]:
        """This node and every element under it, in document order."""
        yield self
        for c in list(self.children):
            if isinstance(c, Node):
                yield from c.iter()

    def find_all(self, test) -> list[Node]:
        return [n for n in self.iter() if n is not self and test(n)]

    def find(self, test) -> Node | None:
        return next((n for n in self.iter() if n is not self and test(n)), None)

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def append(self, child: Node | str) -> None:
        if isinstance(child, Node):
            child.parent = self
        self.children.append(child)

    def index_in_parent(self) -> int:
        assert self.parent is not None
        return next(i for i, c in enumerate(self.parent.children) if c is self)

    def replace_with(self, *nodes: Node | str) -> None:
        assert self.parent is not None
        parent, i = self.parent, self.index_in_parent()
        for n in nodes:
            if isinstance(n, Node):
                n.parent = parent
        parent.children[i:i + 1] = list(nodes)
        self.parent = None

    def remove(self) -> None:
        self.replace_with()

    def unwrap(self) -> None:
        """Put this element's children in its place."""
        self.replace_with(*self.children)


def element(tag: str, attrs: dict[str, str] | None = None, *children: Node | str) -> Node:
    n = Node(tag, dict(attrs or {}))
    for c in children:
        n.append(c)
    return n


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#root")
        self.stack = [self.root]

    def handle_starttag(self, tag, attrs):
        svg = tag == "svg" or any(n.tag == "svg" for n in self.stack)
        name = SVG_NAMES.get(tag, tag) if svg else tag
        node = Node(name, {(SVG_NAMES.get(k, k) if svg else k): ("" if v is None else v) for k, v in attrs})
        self.stack[-1].append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag.lower() == tag:
                del self.stack[i:]
                return

    def handle_data(self, data):
        self.stack[-1].append(data)

    def handle_comment(self, data):
        pass  # the pages' comments are the edition's markers (<!-- editorial -->): not for the reader


def parse(html: str) -> Node:
    """The fragment `html` as the children of a node "#root"."""
    b = _Builder()
    b.feed(html)
    b.close()
    return b.root


def _attr_text(v: str) -> str:
    return escape(v, quote=True)


def serialize(node: Node | str) -> str:
    """XHTML: `node` and all under it (a "#root" node writes its children only)."""
    if isinstance(node, str):
        return escape(node, quote=False)
    inner = "".join(serialize(c) for c in node.children)
    if node.tag == "#root":
        return inner
    attrs = dict(node.attrs)
    if node.tag == "svg" and "xmlns" not in attrs:
        attrs = {"xmlns": SVG_NS, **attrs}
    a = "".join(f' {k}="{_attr_text(v)}"' for k, v in attrs.items())
    if not node.children and (node.tag in VOID or node.tag in ("path", "rect", "line", "circle", "polyline", "polygon")):
        return f"<{node.tag}{a}/>"
    return f"<{node.tag}{a}>{inner}</{node.tag}>"
