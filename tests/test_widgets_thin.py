"""Widgets are thin: no module under widgets/games/ decides what is legal or types a game's number.

The core's options answer what may happen next (companion/games/<game>/options.py); a widget shows
the answer and turns a click into an event. This test reads the widget modules as text and syntax.
It also holds the house's floors: widgets/kit/ is the lower floor and imports no table (widgets/table/),
no game's widgets or core (widgets/games/, companion/games/) and not the odds lab (widgets/lab/).
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WIDGET_MODULES = sorted((ROOT / "widgets" / "games").rglob("*.py"))
KIT_MODULES = sorted((ROOT / "widgets" / "kit").rglob("*.py"))

# What the kit may not know: the floors above it, and any game.
ABOVE_THE_KIT = re.compile(r"^(widgets\.(table|games|lab)|companion\.games)(\.|$)")

# Modules of a game's core that hold its rules: a widget asks options.py instead.
RULE_MODULES = re.compile(r"^companion\.games\.\w+\.(rules|phases)(\.|$)")
# The rule helpers that once sat in widgets or were called there to decide legality.
RULE_HELPERS = {
    "legal_destinations", "movement_neighbours", "open_torches", "range_distance", "matches", "reach",
    "targets_on_tile", "open_ends", "artifacts_available",
    "takeable_tiles", "can_take", "day_possible_now", "unseen_copies", "cards_for_tile",
}
# Text that is layout, not a game number: sizes, colours, CSS classes, format specs.
LAYOUT = re.compile(r"\d+(\.\d+)?\s*(px|%|em|rem|vh|vw|fr|ms)(?![A-Za-z0-9])|#[0-9a-fA-F]{3,8}\b|rgba?\([^)]*\)"
                    r"|\btc-[\w-]+|\.\d+[fge%]|\b\d+x\d+\b|\bh[1-6]\b|:\d+[sd]?\b|(?<![\w.])0(?![\w.])|\butf-8\b")


def _docstrings(tree: ast.Module) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = getattr(node, "body", [])
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _rel(path: Path) -> str:
    return str(path.relative_to(ROOT))


def test_there_are_game_widgets_to_check():
    assert {p.parent.name for p in WIDGET_MODULES} >= {"mythicals", "other_side"}


@pytest.mark.parametrize("path", WIDGET_MODULES, ids=_rel)
def test_game_widget_imports_no_rules(path):
    tree = ast.parse(path.read_text(), str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            assert not RULE_MODULES.match(node.module), f"{_rel(path)} imports {node.module}: ask options.py"
            if re.match(r"^companion\.games\.\w+$", node.module):
                bad = {a.name for a in node.names} & {"rules", "phases"}
                assert not bad, f"{_rel(path)} imports {bad} from {node.module}: ask options.py"
        if isinstance(node, ast.Import):
            for alias in node.names:
                assert not RULE_MODULES.match(alias.name), f"{_rel(path)} imports {alias.name}"


@pytest.mark.parametrize("path", WIDGET_MODULES, ids=_rel)
def test_game_widget_calls_no_rule_helper(path):
    tree = ast.parse(path.read_text(), str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
            assert name not in RULE_HELPERS, f"{_rel(path)}:{node.lineno} calls the rule helper {name}()"


@pytest.mark.parametrize("path", WIDGET_MODULES, ids=_rel)
def test_game_widget_types_no_game_number(path):
    """A number a player reads (3 cards, 2 markers, 7 tokens) comes from the core, not the widget's text."""
    tree = ast.parse(path.read_text(), str(path))
    docs = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            text = LAYOUT.sub("", node.value)
            assert not re.search(r"\d", text), f"{_rel(path)}:{node.lineno} types a number: {node.value[:60]!r}"


def _imported(tree: ast.Module, package: str) -> list[tuple[int, str]]:
    """Every module name an import could bring in, absolute (relative imports resolved from package)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            parts = package.split(".")
            base = ".".join(parts[:len(parts) - node.level + 1]) if node.level else ""
            module = ".".join(p for p in (base, node.module or "") if p)
            found.append((node.lineno, module))
            # `from widgets import table` brings in widgets.table: each name may be a module.
            found += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
    return found


def test_there_are_kit_modules_to_check():
    assert {p.stem for p in KIT_MODULES} >= {"canvas", "components", "pickers", "prompt"}


@pytest.mark.parametrize("path", KIT_MODULES, ids=_rel)
def test_kit_imports_no_table_and_no_game(path):
    """The kit is the lower floor: the table and the games build on it, never the other way round."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    tree = ast.parse(path.read_text(), str(path))
    for lineno, module in _imported(tree, package):
        assert not ABOVE_THE_KIT.match(module), (
            f"{_rel(path)}:{lineno} imports {module}: the kit knows no table and no game "
            "(move what needs them up into widgets/table/ or the game's widgets)")


def test_importing_the_whole_kit_loads_no_table_and_no_game():
    """The same floor at run time, in a fresh interpreter: nothing the kit imports brings a table or game in."""
    names = [".".join(p.relative_to(ROOT).with_suffix("").parts) for p in KIT_MODULES if p.stem != "__init__"]
    code = ("import importlib, sys\n"
            f"for name in {names!r}: importlib.import_module(name)\n"
            "print('\\n'.join(sorted(sys.modules)))\n")
    loaded = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                            check=True).stdout.split()
    assert "widgets.kit.canvas" in loaded
    assert [m for m in loaded if ABOVE_THE_KIT.match(m)] == []


def test_the_kit_check_catches_each_way_of_importing():
    def bad(source: str) -> list[str]:
        return [m for _, m in _imported(ast.parse(source), "widgets.kit") if ABOVE_THE_KIT.match(m)]

    assert bad("from widgets.table.history import HistoryPanel\n")
    assert bad("import widgets.games.fall.dashboard\n")
    assert bad("from widgets import lab\n")
    assert bad("from companion.games.tally import GAME\n")
    assert bad("from companion import games\n")
    assert bad("def f():\n    from ..table import session_picker\n")
    assert bad("from .. import table\n")
    assert not bad("from widgets.kit.controls import say\nfrom companion.odds import Die\n"
                   "from . import theme\nfrom companion.session import Session\n")
    assert not bad("from widgets.tables_of_odds import x\nimport companion.gamesmanship\n")


def test_the_checks_catch_what_they_look_for(tmp_path):
    bad = ast.parse("from companion.games.mythicals.rules import takeable_tiles\n"
                    "x = takeable_tiles(s, 0)\nlabel = 'Reveal these 3'\n")
    imports = [n for n in ast.walk(bad) if isinstance(n, ast.ImportFrom)]
    assert RULE_MODULES.match(imports[0].module)
    calls = [n for n in ast.walk(bad) if isinstance(n, ast.Call)]
    assert calls[0].func.id in RULE_HELPERS
    assert re.search(r"\d", LAYOUT.sub("", "Reveal these 3"))
    assert not re.search(r"\d", LAYOUT.sub("", "calc(100% - 4px)")) and not re.search(r"\d", LAYOUT.sub("", "100% wide"))
    assert not re.search(r"\d", LAYOUT.sub("", "margin:2px 0;padding-left:18px"))
