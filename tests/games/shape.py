"""The games marked ready in the catalogue, and their Game objects, for the generic tests."""

from __future__ import annotations

import importlib
import importlib.util

from companion.catalogue import GAMES, is_ready
from companion.game import Game

READY = tuple(e.key for e in GAMES if is_ready(e))
# Every game whose core has a GAME object, ready or not (the generic playthrough plays them all).
PLAYABLE = tuple(e.key for e in GAMES
                 if importlib.util.find_spec(f"companion.games.{e.key}.game") is not None)


def game_of(key: str) -> Game:
    """The `GAME` object of companion/games/<key>/game.py."""
    return importlib.import_module(f"companion.games.{key}.game").GAME
