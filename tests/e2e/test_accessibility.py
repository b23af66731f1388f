"""Every dashboard under notebooks/, in Chromium, scanned by axe-core at setup: no critical or serious violation.

One page load per dashboard: open it, wait until its board has painted and its widgets have stopped
arriving, then run axe on the whole page (not on chosen selectors, so a rebuilt layout is still
scanned whole). A failure lists each violation's rule, impact and every offending node's target and
HTML, so the fix is obvious.
"""

from __future__ import annotations

import pytest

from tests.e2e import harness

NOTEBOOKS = sorted(p.name for p in (harness.ROOT / "notebooks").glob("*.ipynb"))
BLOCKING = ("critical", "serious")

# The CSS classes (the project's tc-*) of the nearest widgets around each offending node: which control it is.
WHERE_JS = """(targets) => targets.map(t => {
  let e = document.querySelector(Array.isArray(t) ? t[0] : t);
  const found = [];
  for (; e && found.length < 3; e = e.parentElement) {
    const own = [...e.classList].filter(c => c.startsWith('tc-'));
    if (own.length) found.push(own.join('.'));
  }
  return found.join(' < ');
})"""


def axe_violations(page) -> list[dict]:
    """The axe-core violations of the page as it is now (the axe engine is bundled in the package)."""
    from axe_playwright_python.sync_playwright import Axe

    return Axe().run(page).response["violations"]


def describe(violations: list[dict], page=None) -> str:
    """Each violation's rule, impact and help, then every node's target (and, given the page, the tc-* classes
    of the widgets around it), HTML and what axe says to fix."""
    lines = []
    for v in violations:
        lines.append(f"[{v['impact']}] {v['id']}: {v['help']} ({len(v['nodes'])} nodes) {v.get('helpUrl', '')}")
        where = page.evaluate(WHERE_JS, [n["target"] for n in v["nodes"]]) if page is not None else []
        for i, node in enumerate(v["nodes"]):
            lines.append(f"    target {node['target']}" + (f"  in {where[i]}" if i < len(where) and where[i] else ""))
            lines.append(f"      html {node['html'][:300]}")
            summary = (node.get("failureSummary") or "").replace("\n", " | ")
            if summary:
                lines.append(f"      fix  {summary[:400]}")
    return "\n".join(lines)


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_dashboard_has_no_critical_or_serious_axe_violation_at_setup(open_dashboard, notebook):
    page, watch = open_dashboard(notebook)
    harness.wait_dashboard(page, notebook)
    page.wait_for_load_state("networkidle")
    harness.wait_settled(page, harness.settled_js("body"))
    harness.assert_no_traceback(page)
    violations = axe_violations(page)
    blocking = [v for v in violations if v["impact"] in BLOCKING]
    minor = [v for v in violations if v["impact"] not in BLOCKING]
    if minor:
        print(f"\n{notebook}: minor axe findings (not failing):\n{describe(minor)}")
    assert not blocking, f"{notebook}: axe-core finds critical/serious violations:\n{describe(blocking, page)}"
    watch.assert_clean()
