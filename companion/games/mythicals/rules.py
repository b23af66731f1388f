"""Mythicals' rules: `apply`, the dispatcher from an event to the step of the turn that handles it.

Every refused event raises RuleError with a plain sentence and the rulebook section;
the state passed in is never changed (all values are frozen).

The steps live in phases/ (setup, collect, tiles, reinforce, ending; turn holds what they
share); the events, the sections (data.py) and the tile requirements are re-exported here.
"""

from __future__ import annotations

from typing import Any, Callable

from companion.errors import RuleError
from companion.games.mythicals.data import (
    SEC_COLLECT,
    SEC_DECK,
    SEC_END,
    SEC_LOCK,
    SEC_REINFORCE,
    SEC_REINFORCE_OR_LOCK,
    SEC_RESERVE,
    SEC_SETUP,
    SEC_TILE,
)
from companion.games.mythicals.events import (
    EVENT_TYPES,
    CollectReserve,
    CollectRevealed,
    EndTurn,
    Lock,
    Reinforce,
    Reveal,
    SetUp,
    TakeTile,
)
from companion.games.mythicals.phases.collect import collect_reserve, collect_revealed, reveal
from companion.games.mythicals.phases.ending import end_turn, player_score, score
from companion.games.mythicals.phases.reinforce import lock, reinforce
from companion.games.mythicals.phases.setup import set_up
from companion.games.mythicals.phases.tiles import (
    can_take,
    cards_for_tile,
    missing_cards,
    requirement,
    take_tile,
    takeable_tiles,
)
from companion.games.mythicals.rulings import RULINGS
from companion.games.mythicals.state import MythicalsState

__all__ = [
    "APPLY", "EVENT_TYPES", "RULINGS", "CollectReserve", "CollectRevealed", "EndTurn", "Lock", "Reinforce",
    "Reveal", "SEC_COLLECT", "SEC_DECK", "SEC_END", "SEC_LOCK", "SEC_REINFORCE",
    "SEC_REINFORCE_OR_LOCK", "SEC_RESERVE", "SEC_SETUP", "SEC_TILE", "SetUp", "TakeTile",
    "apply", "can_take", "cards_for_tile", "initial_state", "missing_cards", "player_score",
    "requirement", "score", "takeable_tiles",
]

# Each event type and the step that applies it.
APPLY: dict[type, Callable[[MythicalsState, Any], MythicalsState]] = {
    SetUp: set_up,
    Reveal: reveal,
    CollectRevealed: collect_revealed,
    CollectReserve: collect_reserve,
    TakeTile: take_tile,
    Reinforce: reinforce,
    Lock: lock,
    EndTurn: end_turn,
}


def apply(state: MythicalsState, event: object) -> MythicalsState:
    """The state after the event, or RuleError saying why the rules refuse it."""
    handler = APPLY.get(type(event))
    if handler is None:
        raise RuleError(f"Mythicals has no step called {type(event).__name__}")
    return handler(state, event)


def initial_state() -> MythicalsState:
    """The table before setup: all tiles open on the board, all markers in their zone."""
    return MythicalsState()
