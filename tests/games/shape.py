"""The games marked ready in the catalogue, and their Game objects, for the generic tests."""

from __future__ import annotations

import importlib

from companion.catalogue import GAMES, is_ready
from companion.game import Game

READY = tuple(e.key for e in GAMES if is_ready(e))


def game_of(key: str) -> Game:
    """The `GAME` object of companion/games/<key>/game.py."""
    return importlib.import_module(f"companion.games.{key}.game").GAME
