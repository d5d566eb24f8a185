"""axe-core (the pinned npm package, injected from node_modules: nothing is fetched) on every page
with a widget, light and dark, after the widgets have come alive: no serious or critical violations."""

from pathlib import Path

import pytest
from support import wait_all_live

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
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
                           ".map(v => ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))")
    return [f"{v['impact']}: {v['id']} ({v['help']}) at {v['nodes']}" for v in result if v["impact"] in ("serious", "critical")]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_violations(browser, site_url, built_site, scheme):
    assert AXE.is_file(), "npm ci installs axe-core (package.json)"
    pages = widget_pages(built_site)
    assert len(pages) >= len(PAGES)
    context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme=scheme, service_workers="block")
    from scripts.browser import guard

    outside: list[str] = []
    guard(context, outside)
    found = {}
    for path in pages:
        page = context.new_page()
        page.goto(f"{site_url}{path}")
        if page.locator(".hoyle-widget[data-mount]").count():
            wait_all_live(page, path)
        problems = serious(page)
        if problems:
            found[path] = problems
        page.close()
    context.close()
    assert found == {}
    assert outside == []
