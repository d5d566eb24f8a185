"""axe-core (the pinned npm package, injected from node_modules: nothing is fetched) on every page
with a widget, light and dark, after the widgets have come alive: no serious or critical violations. The pages are
reached as a reader goes from one to the next, by Material's instant navigation in the session's live tab (one engine
for them all: support.LiveTab), their folds opened; each is read in both schemes, the one it opens in, then the other,
switched as a reader switches it (the header's palette button), and back."""

from pathlib import Path

from support import animations_ended

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

# Every page that carries a widget (the book pages with widgets are found from the built site).
PAGES = ["/", "/tools/hand-evaluator/", "/tools/poker-odds/", "/tools/draw-simulator/", "/tools/cribbage/",
         "/tools/round-games/", "/tools/claims-ledger/", "/practical-poker/poker-hands/", "/hoyles-games-modernized/cribbage/",
         "/round-games/commerce/"]


def widget_pages(built_site) -> list[str]:
    from scripts.site.build import widget_pages as found

    return sorted(set(PAGES) | set(found(built_site)))


def serious(page) -> list[str]:
    if not page.evaluate("typeof axe !== 'undefined'"):  # once a document: instant navigation keeps it
        page.add_script_tag(path=str(AXE))
    result = page.evaluate("async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
                           ".map(v => ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))")
    return [f"{v['impact']}: {v['id']} ({v['help']}) at {v['nodes']}" for v in result if v["impact"] in ("serious", "critical")]


SCHEME = "() => document.body.getAttribute('data-md-color-scheme')"
SCHEMES = {"default": "light", "slate": "dark"}


def has_widgets(built_site, path: str) -> bool:
    return "data-mount" in (built_site / path.strip("/") / "index.html").read_text(encoding="utf-8")


def test_no_serious_violations(live, built_site):
    assert AXE.is_file(), "npm ci installs axe-core (package.json)"
    pages = widget_pages(built_site)
    assert len(pages) >= len(PAGES)
    page = live.page
    found, read = {}, []
    for path in pages:
        if has_widgets(built_site, path):
            live.open(path)  # every widget live for this page
        else:
            page.goto(f"{live.site_url}{path}")
        for _ in range(2):
            animations_ended(page)  # the palette button's tooltip, shown as the reader points at it, faded in
            shown = page.evaluate(SCHEME)
            scheme = SCHEMES[shown]
            read.append((path, scheme))
            if problems := serious(page):
                found[f"{path} ({scheme})"] = problems
            # the palette button the reader sees (the other scheme's label is hidden)
            page.locator("form[data-md-component=palette] label:visible").click()
            page.wait_for_function(f"() => ({SCHEME})() !== {shown!r}")
    assert found == {}
    assert sorted(read) == sorted((path, scheme) for path in pages for scheme in ("light", "dark"))
    assert page.evaluate(SCHEME) == "default"  # the tab left in the scheme it was in, for the tests after
    live.assert_only_local()
