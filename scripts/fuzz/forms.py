"""Every widget's form, read from the site's own fences (the ```hoyle fences of docs/tools/, rendered as at
build time): the fields it sends, their starting values and the fixed keys (`forms`)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

from hoyle import web

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Field:
    name: str
    kind: str  # text, number, select, flag, checks
    value: object
    options: tuple = ()


@dataclass
class Form:
    view: str
    op: str
    fields: list[Field]
    fixed: dict = field(default_factory=dict)
    stream: bool = False

    def request(self) -> dict:
        req = {**self.fixed, "op": self.op, "view": self.view}
        for f in self.fields:
            req[f.name] = f.value
        return req


class _FormReader(HTMLParser):
    """The fields of a widget's HTML, with their starting values (as form.js reads them)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root: dict = {}
        self.fields: list[Field] = []
        self._select: Field | None = None
        self._option: str | None = None
        self._checks: Field | None = None
        self._textarea: Field | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "data-widget" in a and not self.root:
            self.root = a
        name = a.get("data-field")
        if tag == "fieldset" and name:
            self._checks = Field(name, "checks", [], ())
            self.fields.append(self._checks)
        elif tag == "input" and self._checks is not None and a.get("type") == "checkbox":
            self._checks.options += (a["value"],)
            if "checked" in a:
                self._checks.value.append(a["value"])
        elif tag == "input" and name:
            if a.get("type") == "checkbox":
                self.fields.append(Field(name, "flag", "checked" in a))
            else:
                self.fields.append(Field(name, "number" if "data-number" in a else "text", a.get("value", "")))
        elif tag == "textarea" and name:
            self._textarea = Field(name, "text", "")
            self.fields.append(self._textarea)
        elif tag == "select" and name:
            self._select = Field(name, "select", "", ())
            self.fields.append(self._select)
        elif tag == "option" and self._select is not None:
            self._select.options += (a["value"],)
            if "selected" in a or not self._select.value:
                self._select.value = a["value"]

    def handle_endtag(self, tag):
        if tag == "fieldset" and self._checks is not None:
            self._checks.value = ",".join(self._checks.value)
            self._checks = None
        elif tag == "select":
            self._select = None
        elif tag == "textarea":
            self._textarea = None

    def handle_data(self, data):
        if self._textarea is not None:
            self._textarea.value += data


def site_fences() -> list[str]:
    """The ```hoyle fences of the tools pages (one of every widget)."""
    fences = []
    for page in sorted((ROOT / "docs" / "tools").glob("*.md")):
        fences += re.findall(r"```hoyle\n(.*?)```", page.read_text(encoding="utf-8"), re.S)
    return fences


def forms() -> dict[str, Form]:
    """Every widget's form, by view."""
    out: dict[str, Form] = {}
    for fence in site_fences():
        reader = _FormReader()
        reader.feed(web.fence(fence, "hoyle", "hoyle", {}, None))
        root = reader.root
        view = root["data-widget"]
        if view not in out:
            fixed = json.loads(root["data-fixed"]) if "data-fixed" in root else {}
            out[view] = Form(view, root["data-op"], reader.fields, fixed, root.get("data-stream") == "true")
    return out
