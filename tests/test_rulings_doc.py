"""docs/rulings.md is made from the games' RULINGS: it must match, keys are unique, settings are real."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "make_rulings.py"


def _load_script():
    spec = importlib.util.spec_from_file_location("make_rulings", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_rulings = _load_script()
GAMES = [game for game, _ in make_rulings.GAMES]


def test_docs_rulings_is_generated_from_the_data():
    doc = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    assert doc == make_rulings.render(), (
        "docs/rulings.md differs from the games' RULINGS: run `.venv/bin/python scripts/make_rulings.py`"
    )


def test_the_document_keeps_every_game_in_order():
    text = make_rulings.render()
    headings = re.findall(r"^## (.+)$", text, flags=re.M)
    assert headings == [heading for _, heading in make_rulings.GAMES]
    for game in GAMES:
        assert make_rulings.game_rulings(game), f"{game}: no rulings"


@pytest.mark.parametrize("game", GAMES)
def test_keys_are_unique_and_stable_names(game):
    rulings = make_rulings.game_rulings(game)
    keys = [getattr(r, "key", None) for r in rulings]
    if any(k is None for k in keys):
        pytest.skip(f"{game}: its rulings have no keys yet (being converted to companion.rulings.Ruling)")
    assert len(set(keys)) == len(keys), f"{game}: a key is used twice: {sorted(k for k in keys if keys.count(k) > 1)}"
    # A key is a name a widget can type: lower case, digits and _ (snake_case; Mythicals uses -).
    pattern = r"[a-z][a-z0-9_]*" if game in ("fall", "maliath", "mystling") else r"[a-z][a-z0-9_-]*"
    for key in keys:
        assert re.fullmatch(pattern, key), f"{game}: key {key!r} is not a stable lower-case name"


@pytest.mark.parametrize("game", ["fall", "maliath", "mystling"])
def test_the_new_games_use_the_one_ruling_type(game):
    from companion.rulings import Ruling, ruling_index

    rulings = make_rulings.game_rulings(game)
    assert all(type(r) is Ruling for r in rulings)
    assert len(ruling_index(rulings)) == len(rulings)


def _source_outside_rulings() -> str:
    files = [p for p in (ROOT / "companion").rglob("*.py") if p.name != "rulings.py"]
    return "\n".join(p.read_text(encoding="utf-8") for p in files)


def test_every_setting_named_is_a_real_setting():
    source = _source_outside_rulings()
    for game in GAMES:
        for ruling in make_rulings.game_rulings(game):
            setting = getattr(ruling, "setting", "") or ""
            if setting:
                assert re.search(rf"\b{re.escape(setting)}\b", source), (
                    f"{game}: ruling {ruling.point!r} names setting {setting!r}, which no module of companion/ defines"
                )


def test_a_ruling_renders_as_one_bullet():
    from companion.rulings import Ruling

    text = make_rulings.render_ruling(
        Ruling("k", "Section 1", "The point", "The reading", "The why", setting="some_setting")
    )
    assert text == "- **Section 1: The point.** Reading: The reading. Why: The why. Setting: `some_setting`."
