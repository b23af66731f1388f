"""Every game marked ready has the one package shape (companion/games/__init__.py) and the whole Game protocol."""

from __future__ import annotations

import ast
import enum
import importlib
from collections.abc import Mapping
from pathlib import Path

import pytest

from companion.game import Game, Options, PlayParts, Step
from companion.rulings import Ruling
from tests.games.shape import READY, game_of

ROOT = Path(__file__).resolve().parents[1]
GAMES_DIR = ROOT / "companion" / "games"
REQUIRED = {"__init__.py", "data.py", "events.py", "state.py", "rules.py", "options.py", "odds.py",
            "rulings.py", "game.py", "words.py", "scoring.py"}
OPTIONAL = {"board.py", "profile.py", "advisor.py", "phases"}
# Modules of pure rule functions a game's own issue names for import (e.g. companion.games.mystling.combat).
NAMED = {"mystling": {"combat.py"}, "maliath": {"powers.py", "action_deck.py", "rewards.py"}}


def package_entries(key: str) -> set[str]:
    return {p.name for p in (GAMES_DIR / key).iterdir()
            if p.name != "__pycache__" and (p.suffix == ".py" or p.is_dir())}


def test_both_built_games_are_ready():
    assert {"mythicals", "other_side"} <= set(READY)


@pytest.mark.parametrize("key", READY)
def test_ready_game_package_has_the_one_shape(key):
    entries = package_entries(key)
    assert not REQUIRED - entries, f"{key} lacks {sorted(REQUIRED - entries)}"
    extra = entries - REQUIRED - OPTIONAL - NAMED.get(key, set())
    assert not extra, f"{key} has modules outside the shape: {sorted(extra)}"
    if "phases" in entries:
        assert (GAMES_DIR / key / "phases" / "__init__.py").is_file()


@pytest.mark.parametrize("key", READY)
def test_ready_game_is_a_whole_game(key):
    game = game_of(key)
    assert isinstance(game, Game)
    assert game.name == key
    assert isinstance(game.rulings, Mapping) and game.rulings
    for k, ruling in game.rulings.items():
        assert isinstance(ruling, Ruling) and ruling.key == k
    rulings_module = importlib.import_module(f"companion.games.{key}.rulings")
    assert tuple(game.rulings.values()) == tuple(rulings_module.RULINGS)
    state = game.initial_state({})
    step = game.next_step(state)
    assert isinstance(step, Step) and step.name and step.section
    assert isinstance(game.options(state), Options)
    assert not game.is_over(state) and game.outcome(state) is None
    for key_ in step.rulings:
        assert key_ in game.rulings
    setups = game.setup_choices({}, 0)
    assert setups and all(game.players_of_setup(e) for e in setups)
    for e in setups:
        game.apply(state, e)  # every offered setup is legal
    # A finished game's summary reads its parts off the state (issue #25): scoring.py, through the game.
    scoring = importlib.import_module(f"companion.games.{key}.scoring")
    assert callable(scoring.score_parts) and callable(scoring.play_summary_parts)
    assert isinstance(game.play_summary_parts(game.apply(state, setups[0])), PlayParts)
    # The board in words (issue #22 item 6): lines of text before and after the setup.
    for shown in (state, game.apply(state, setups[0])):
        lines = game.board_text(shown)
        assert isinstance(lines, tuple) and lines and all(isinstance(x, str) and x for x in lines)


@pytest.mark.parametrize("key", READY)
def test_ready_game_names_its_phases_with_an_enum(key):
    state_module = importlib.import_module(f"companion.games.{key}.state")
    phase = getattr(state_module, "Phase", None)
    assert isinstance(phase, type) and issubclass(phase, enum.Enum), f"{key}.state has no Phase enum"


def _modules(key: str) -> list[Path]:
    return sorted((GAMES_DIR / key).rglob("*.py"))


@pytest.mark.parametrize("key", READY)
def test_ready_game_imports_no_private_name_from_a_sibling(key):
    for path in _modules(key):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module != "__future__":
                private = [a.name for a in node.names if a.name.startswith("_")]
                assert not private, f"{path.relative_to(ROOT)} imports private {private} from {node.module}"


@pytest.mark.parametrize("key", READY)
def test_ready_game_says_no_phase_as_a_string(key):
    """Phases are enum members, never compared as text (`phase == "hunt"`)."""
    phase = importlib.import_module(f"companion.games.{key}.state").Phase
    words = {str(m.value) for m in phase}
    for path in _modules(key) + sorted((ROOT / "widgets" / "games" / key).rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                names = [s for s in sides if isinstance(s, (ast.Attribute, ast.Name))
                         and getattr(s, "attr", getattr(s, "id", "")) in ("phase", "step")]
                texts = [s.value for s in sides if isinstance(s, ast.Constant) and s.value in words]
                listed = [e.value for s in sides if isinstance(s, (ast.Tuple, ast.Set, ast.List))
                          for e in s.elts if isinstance(e, ast.Constant) and e.value in words]
                assert not (names and (texts or listed)), \
                    f"{path.relative_to(ROOT)}:{node.lineno} compares a phase with a string"


def test_the_demo_game_says_its_board_in_words():
    """Tally follows the whole protocol too, the board in words included."""
    from companion.games.tally import GAME as TALLY, Gain, Setup
    assert isinstance(TALLY, Game)
    state = TALLY.apply(TALLY.apply(TALLY.initial_state({}), Setup(2)), Gain(1))
    assert TALLY.board_text(state)[0] == "The stash: 3 of 6 crystals"
