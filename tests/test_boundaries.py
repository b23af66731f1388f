"""The pure core stays pure, and every notebook carries a checked output."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
JUPYTER_PACKAGES = {"ipywidgets", "ipycanvas", "IPython", "voila"}
CORE_MODULES = sorted((ROOT / "companion").rglob("*.py"))
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


def imported_roots(node: ast.AST) -> set[str]:
    if isinstance(node, ast.Import):
        return {alias.name.split(".")[0] for alias in node.names}
    if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
        return {node.module.split(".")[0]}
    return set()


def module_level_imports(tree: ast.Module) -> set[str]:
    """Imports run when the module loads: top level, and inside top-level if/try/with blocks."""
    found: set[str] = set()
    stack: list[ast.AST] = list(tree.body)
    while stack:
        node = stack.pop()
        found |= imported_roots(node)
        if isinstance(node, (ast.If, ast.Try, ast.With)):
            for field in ("body", "orelse", "finalbody", "handlers"):
                stack.extend(getattr(node, field, []) or [])
        if isinstance(node, ast.ExceptHandler):
            stack.extend(node.body)
    return found


@pytest.mark.parametrize("path", CORE_MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_core_module_imports_no_jupyter_package(path):
    tree = ast.parse(path.read_text(), str(path))
    everywhere = set().union(*(imported_roots(n) for n in ast.walk(tree)))
    assert not everywhere & JUPYTER_PACKAGES, f"{path} imports {everywhere & JUPYTER_PACKAGES}"


@pytest.mark.parametrize("path", CORE_MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_core_module_imports_sympy_only_when_asked(path):
    tree = ast.parse(path.read_text(), str(path))
    assert "sympy" not in module_level_imports(tree), f"{path} imports sympy at load time"


@pytest.mark.parametrize("path", CORE_MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_core_module_never_unpickles_or_evaluates(path):
    tree = ast.parse(path.read_text(), str(path))
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    assert not {"eval", "exec"} & names, f"{path} calls eval/exec"
    assert not {"pickle", "marshal", "shelve"} & set().union(
        *(imported_roots(n) for n in ast.walk(tree))), f"{path} imports a pickle module"


def test_the_boundary_check_catches_a_jupyter_import(tmp_path):
    bad = ast.parse("import os\nif True:\n    from sympy import Rational\nimport ipywidgets as w\n")
    assert "sympy" in module_level_imports(bad)
    assert "ipywidgets" in set().union(*(imported_roots(n) for n in ast.walk(bad)))
    lazy = ast.parse("def f():\n    import sympy\n    return sympy\n")
    assert "sympy" not in module_level_imports(lazy)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_has_a_checked_output(path):
    cells = json.loads(path.read_text())["cells"]
    checked = [c for c in cells if c["cell_type"] == "code"
               and "".join(c["source"]).startswith("# NBVAL_CHECK_OUTPUT")]
    assert checked, f"{path.name} has no cell marked # NBVAL_CHECK_OUTPUT"
    for cell in checked:
        text = "".join("".join(o.get("text", "")) for o in cell["outputs"])
        assert text.strip(), f"{path.name}: a checked cell has no saved output to compare"


def test_every_dashboard_in_the_catalogue_is_a_real_notebook_or_honestly_coming():
    from companion.catalogue import GAMES, TOOLS, is_ready

    names = {p.name for p in NOTEBOOKS}
    for entry in GAMES + TOOLS:
        assert is_ready(entry) == (entry.notebook in names)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_is_saved_without_widget_state_or_outputs(path):
    """Only `# NBVAL_CHECK_OUTPUT` cells keep an output, and only text: run scripts/refresh_notebooks.py."""
    nb = json.loads(path.read_text())
    assert "widgets" not in nb.get("metadata", {}), f"{path.name} carries saved widget state"
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        outputs = cell.get("outputs", [])
        if source.startswith("# NBVAL_CHECK_OUTPUT"):
            assert all(o.get("output_type") == "stream" for o in outputs), \
                f"{path.name}: a checked cell keeps a non-text output"
        else:
            assert not outputs, f"{path.name}: an unchecked cell keeps its output ({source[:40]!r}...)"
    assert "application/vnd.jupyter.widget" not in path.read_text(), f"{path.name} carries widget views"
