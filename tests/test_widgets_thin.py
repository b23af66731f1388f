"""Widgets are thin: no module under widgets/games/ decides what is legal or types a game's number.

The core's options answer what may happen next (companion/games/<game>/options.py); a widget shows
the answer and turns a click into an event. This test reads the widget modules as text and syntax.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WIDGET_MODULES = sorted((ROOT / "widgets" / "games").rglob("*.py"))

# Modules of a game's core that hold its rules: a widget asks options.py instead.
RULE_MODULES = re.compile(r"^companion\.games\.\w+\.(rules|phases)(\.|$)")
# The rule helpers that once sat in widgets or were called there to decide legality.
RULE_HELPERS = {
    "legal_destinations", "movement_neighbours", "open_torches", "range_distance", "matches", "reach",
    "targets_on_tile", "open_ends", "artifacts_available",
    "takeable_tiles", "can_take", "day_possible_now", "unseen_copies", "cards_for_tile",
}
# Text that is layout, not a game number: sizes, colours, CSS classes, format specs.
LAYOUT = re.compile(r"\d+(\.\d+)?\s*(px|%|em|rem|vh|vw|fr|ms)\b|#[0-9a-fA-F]{3,8}\b|rgba?\([^)]*\)"
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


def test_the_checks_catch_what_they_look_for(tmp_path):
    bad = ast.parse("from companion.games.mythicals.rules import takeable_tiles\n"
                    "x = takeable_tiles(s, 0)\nlabel = 'Reveal these 3'\n")
    imports = [n for n in ast.walk(bad) if isinstance(n, ast.ImportFrom)]
    assert RULE_MODULES.match(imports[0].module)
    calls = [n for n in ast.walk(bad) if isinstance(n, ast.Call)]
    assert calls[0].func.id in RULE_HELPERS
    assert re.search(r"\d", LAYOUT.sub("", "Reveal these 3"))
    assert not re.search(r"\d", LAYOUT.sub("", "margin:2px 0;padding-left:18px"))
