"""The e-books by Ace by DAISY, the EPUB accessibility checker (issue 45, scripts/ebook/ace.py): no critical, serious or
moderate violation in any of the three books, Ace run with Debian's Chromium; and puppeteer, which Ace drives it
with, set to download no browser of its own."""

from __future__ import annotations

import json
import os
import subprocess
import zipfile
from pathlib import Path, PurePosixPath

import pytest

from scripts.ebook import ace, epub, sources

BOOKS = ("practical-poker", "hoyles-games-modernized", "round-games")


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("ace-epub")
    epub.build_all(out, "https://example.org/hoyle/", force=True)
    return out


@pytest.mark.parametrize("book", BOOKS)
def test_ace_finds_no_critical_serious_or_moderate_violation(made, tmp_path, book):
    found = ace.check(made / f"{book}.epub", tmp_path / "report")
    report = json.loads((tmp_path / "report" / "report.json").read_text(encoding="utf-8"))
    # Ace read the whole book: each of its XHTML files has its entry in the report, passed or failed.
    with zipfile.ZipFile(made / f"{book}.epub") as z:
        files = {PurePosixPath(n).name for n in z.namelist() if n.endswith(".xhtml")}
    assert files <= {PurePosixPath(d["earl:testSubject"]["url"]).name for d in report["assertions"]}
    refused = [str(v) for v in found if v.impact in ace.REFUSED]
    assert refused == [], "\n".join(refused)


def test_puppeteer_is_set_to_download_no_browser():
    """A fresh `npm ci` runs puppeteer's install script; .puppeteerrc.cjs at the root tells it to skip the download,
    with no PUPPETEER_ variable set (the Makefile's npm ci sets PUPPETEER_SKIP_DOWNLOAD=1 as well)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PUPPETEER_")}
    code = ("const {getConfiguration} = require('puppeteer/lib/cjs/puppeteer/getConfiguration.js');"
            "const c = getConfiguration(); console.log(JSON.stringify([c.skipDownload, c.chrome.skipDownload,"
            " c['chrome-headless-shell'].skipDownload]));")
    run = subprocess.run(["node", "-e", code], cwd=sources.ROOT, env=env, capture_output=True, text=True, timeout=60, check=True)
    assert json.loads(run.stdout) == [True, True, True]
