"""The icons as rendered from docs/assets/icon.svg (scripts/site/home_screen.py), read back pixel by pixel: each of its
size, the maskable one's cards inside the safe zone and its bleed one colour, Apple's opaque; the generated files
not committed; and the service worker keeping exactly the files made (tests/browser/test_home_screen.py checks
the manifest and the icons as served, and Chromium's verdict)."""

from __future__ import annotations

import math
import re
import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import pytest

from scripts.site import home_screen

ROOT = Path(__file__).resolve().parents[2]


def png_pixels(data: bytes) -> tuple[int, int, list[bytes]]:
    """An 8-bit RGBA PNG without interlacing, as resvg writes one: (width, height, its rows of RGBA bytes)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", data[pos + 8:pos + 8 + length])
        elif kind == b"IDAT":
            idat += data[pos + 8:pos + 8 + length]
        pos += 12 + length
    assert header is not None
    width, height, depth, color, _, _, interlace = header
    assert (depth, color, interlace) == (8, 6, 0), header
    raw, stride = zlib.decompress(idat), 4 * width
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a, b, c = (line[i - 4] if i >= 4 else 0), previous[i], (previous[i - 4] if i >= 4 else 0)
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, rows


@pytest.fixture(scope="module")
def rendered(tmp_path_factory) -> Path:
    """The home screen's files, made from the committed SVG into a folder of their own."""
    docs = tmp_path_factory.mktemp("docs")
    (docs / "assets").mkdir()
    shutil.copy(ROOT / "docs" / home_screen.SOURCE, docs / home_screen.SOURCE)
    written = home_screen.build(docs)
    assert sorted(written) == sorted(f for f in home_screen.files() if f != home_screen.SOURCE)
    assert home_screen.build(docs) == []  # made again, nothing changes
    return docs


def icon(name: str) -> home_screen.Icon:
    return next(i for i in home_screen.ICONS if i.name == name)


def pixels(rendered: Path, name: str):
    return png_pixels((rendered / home_screen.icon_path(icon(name))).read_bytes())


def test_every_icon_has_its_size(rendered):
    sizes = {i.name: pixels(rendered, i.name)[:2] for i in home_screen.ICONS}
    assert sizes == {"favicon-32.png": (32, 32), "shortcut-96.png": (96, 96), "icon-192.png": (192, 192), "icon-512.png": (512, 512),
                     "maskable-512.png": (512, 512), "apple-touch-icon.png": (180, 180)}


def test_the_maskable_icon_keeps_its_cards_inside_the_safe_zone(rendered):
    """Every pixel outside the circle of 40% of the size about the centre is the bleed's colour, the SVG's background
    exactly (a launcher may cut any of it away), and the cards reach near the circle (the icon is not needlessly small)."""
    width, height, rows = pixels(rendered, "maskable-512.png")
    bleed = bytes.fromhex(home_screen.THEME_COLOR[1:]) + b"\xff"
    assert home_screen.background((ROOT / "docs" / home_screen.SOURCE).read_text()) == home_screen.THEME_COLOR
    drawn = [math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2)
             for y, row in enumerate(rows) for x in range(width) if row[4 * x:4 * x + 4] != bleed]
    assert max(drawn) <= home_screen.SAFE_ZONE * width
    assert max(drawn) >= 0.35 * width


def test_apples_icon_is_opaque_and_the_others_corners_are_clear(rendered):
    """iOS draws a transparent pixel black: Apple's icon has none. The others keep the SVG's rounded corners."""
    _, _, rows = pixels(rendered, "apple-touch-icon.png")
    assert {row[i] for row in rows for i in range(3, len(row), 4)} == {255}
    for name in ("favicon-32.png", "icon-192.png", "icon-512.png"):
        _, _, rows = pixels(rendered, name)
        assert rows[0][3] == rows[0][-1] == rows[-1][3] == rows[-1][-1] == 0, name


def test_the_shortcuts_go_to_pages_of_the_site():
    for shortcut in home_screen.SHORTCUTS:
        assert (ROOT / "docs" / f"{shortcut.url.rstrip('/')}.md").is_file(), shortcut.url


def test_the_service_worker_keeps_exactly_the_files_made():
    text = (ROOT / "docs/sw.js").read_text()
    listed = re.search(r"const HOME_SCREEN = \[([^\]]*)\];", text)
    assert listed is not None
    assert re.findall(r'"([^"]+)"', listed.group(1)) == home_screen.files()
    assert "...HOME_SCREEN.map(at)" in text


def test_the_generated_files_are_not_committed():
    tracked = subprocess.run(["git", "ls-files", "docs/manifest.webmanifest", "docs/assets/icons"], cwd=ROOT, capture_output=True,
                             text=True, check=True).stdout
    assert tracked == ""
    assert subprocess.run(["git", "ls-files", "docs/assets/icon.svg"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout == "docs/assets/icon.svg\n"
