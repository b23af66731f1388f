"""The Fall's rules sit below its odds: no module of phases/ imports companion.games.fall.odds (issue 23, item 13)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[3] / "companion" / "games" / "fall"
PHASES = sorted((PACKAGE / "phases").glob("*.py"))
ODDS = "companion.games.fall.odds"


def _imported(path: Path) -> set[str]:
    """Every module a file imports, anywhere in it (lazy imports in functions too), as absolute names."""
    package = "companion.games.fall.phases"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[:len(package.split(".")) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            found.add(module)
            found |= {f"{module}.{alias.name}" for alias in node.names}
    return found


def test_the_reader_of_imports_sees_a_relative_import_of_the_odds(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("def f():\n    from ..odds import ANUTH_BONUS\n    from .. import odds\n")
    assert ODDS in _imported(sample)


@pytest.mark.parametrize("path", PHASES, ids=lambda p: p.name)
def test_no_phase_of_the_rules_imports_the_odds(path):
    assert ODDS not in _imported(path), f"{path.name} imports {ODDS}: the odds sit above the rules"
