"""Publishing (README, "Publishing"): `make build SITE_URL=...` builds for the public address, says so when it is
built without one, refuses an address that is not one, and the GitHub Pages workflow runs the README's command."""

import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from scripts.site import build

ROOT = Path(__file__).resolve().parents[2]

WORKFLOW = ROOT / ".github/workflows/pages.yml"


def readme_command() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Publishing\n", 1)[1].split("\n## ", 1)[0]
    (block,) = re.findall(r"```sh\n(.*?)```", section, re.S)[:1]
    (command,) = [line for line in block.splitlines() if line.strip()]
    return command


def test_the_readme_gives_one_command_to_publish():
    assert readme_command() == "make build SITE_URL=https://USER.github.io/REPO/"


def test_the_github_pages_workflow_runs_the_readmes_command():
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    on = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert on["push"]["branches"] == ["main"]
    steps = workflow["jobs"]["build"]["steps"]
    runs = [step["run"] for step in steps if "run" in step]
    command, _, _ = readme_command().partition("=")
    assert runs == [f'{command}="${{{{ steps.pages.outputs.base_url }}}}"']
    pages = next(step for step in steps if step.get("id") == "pages")
    assert pages["uses"].startswith("actions/configure-pages@")
    upload = next(step for step in steps if step.get("uses", "").startswith("actions/upload-pages-artifact@"))
    assert upload["with"]["path"] == "site"
    assert workflow["permissions"] == {"contents": "read", "pages": "write", "id-token": "write"}
    deploy = workflow["jobs"]["deploy"]
    assert deploy["needs"] == "build" and deploy["steps"][0]["uses"].startswith("actions/deploy-pages@")


def test_make_build_passes_the_address_to_the_build():
    dry = subprocess.run(["make", "-n", "build", "SITE_URL=https://example.org/cards/"], cwd=ROOT, capture_output=True, text=True)
    assert dry.returncode == 0, dry.stderr
    assert '-m scripts.site.build --site-url "https://example.org/cards/" --out site' in dry.stdout


@pytest.mark.parametrize("url, expected", [
    ("https://example.org/", "https://example.org/"),
    ("https://USER.github.io/REPO", "https://USER.github.io/REPO/"),
    ("  http://127.0.0.1:8000/ ", "http://127.0.0.1:8000/"),
])
def test_an_address_is_taken_with_its_slash(url, expected):
    assert build.check_site_url(url) == expected


@pytest.mark.parametrize("url", ["example.org/path/", "ftp://example.org/", "https:///path/", "https://example.org/?x=1",
                                 "https://example.org/#top", "https://exa mple.org/", "javascript:alert(1)", "/path/"])
def test_an_address_that_is_not_one_is_refused_before_the_build(url, capsys):
    assert build.main(["--site-url", url, "--out", "/nonexistent/never-built"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("site_build: SITE_URL must be the site's public address, such as https://example.org/path/ (got ")
    assert not Path("/nonexistent/never-built").exists()


def test_a_build_without_a_public_address_says_so(tmp_path, built_site, preparing):
    """The same build as make build's, into a folder of its own (after built_site, which has prepared Pyodide; while no
    other build of the run rewrites the prepared files: `preparing`)."""
    out = tmp_path / "site"
    result = subprocess.run([sys.executable, "-m", "scripts.site.build", "--out", str(out)], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert ("finish_site: this site is built for http://127.0.0.1:8000/, not for a public address: published anywhere else its "
            "instant navigation, sitemap and canonical links are wrong. To publish it: make build SITE_URL=https://example.org/path/ "
            "(README, Publishing).") in result.stderr
    assert f"site_build: the site is in {out}, built for http://127.0.0.1:8000/" in result.stdout
    assert (out / "tools/hand-evaluator/index.html").is_file() and not (out / "assets/hoyle").exists()

    public = tmp_path / "public"
    result = subprocess.run([sys.executable, "-m", "scripts.site.build", "--site-url", "https://example.org/cards/", "--out", str(public)],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "not for a public address" not in result.stderr
    assert "<loc>https://example.org/cards/tools/hand-evaluator/</loc>" in (public / "sitemap.xml").read_text()


@pytest.mark.parametrize("page, target, link", [
    ("tools/hand-evaluator", "practical-poker/poker-hands/#:~:text=There%20are", "../../practical-poker/poker-hands/#:~:text=There%20are"),
    ("practical-poker/poker-hands", "practical-poker/poker-hands/#:~:text=In%20two", "./#:~:text=In%20two"),
    ("", "tools/claims-ledger/#pp-sim-average-ace", "tools/claims-ledger/#pp-sim-average-ace"),
    ("round-games/vingt-un", "", "../../"),
])
def test_a_passage_link_is_made_relative_to_its_page(page, target, link):
    from scripts.site import finish

    assert finish.relative_link(page, target) == link
