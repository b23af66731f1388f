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
from companion.validate import is_whole

__all__ = [
    "APPLY", "EVENT_TYPES", "RULINGS", "CollectReserve", "CollectRevealed", "EndTurn", "Lock", "Reinforce",
    "Reveal", "SEC_COLLECT", "SEC_DECK", "SEC_END", "SEC_LOCK", "SEC_REINFORCE",
    "SEC_REINFORCE_OR_LOCK", "SEC_RESERVE", "SEC_SETUP", "SEC_TILE", "SetUp", "TakeTile",
    "apply", "can_take", "check_event_types", "cards_for_tile", "initial_state", "missing_cards", "player_score",
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


def _names(value: object, field: str, what: str, section: str) -> tuple[str, ...]:
    """`value` as a tuple of texts, if it is a list or tuple of texts; else RuleError."""
    if not isinstance(value, (tuple, list)) or not all(isinstance(v, str) for v in value):
        raise RuleError(f"{field} must be a list of {what}, got {value!r}", section)
    return tuple(value)


def _name(value: object, field: str, what: str, section: str) -> str:
    if not isinstance(value, str):
        raise RuleError(f"{field} must be {what}, got {value!r}", section)
    return value


def check_event_types(event: object) -> None:
    """RuleError, in plain words, when an event's fields are not of the kinds it holds.

    Saved games and other callers may hand over anything: numbers for names, a float
    for a count, lists inside lists. They are refused here, before any rule reads them.
    """
    if isinstance(event, SetUp):
        _names(event.players, "The players", "names (texts)", SEC_SETUP)
        if not isinstance(event.hands, (tuple, list)):
            raise RuleError(f"The hands must be a list of the cards dealt to each player, got {event.hands!r}",
                            SEC_SETUP)
        for hand in event.hands:
            _names(hand, "A hand", "card names such as 'red-4'", SEC_SETUP)
        _name(event.starting, "The starting player", "a player's name", SEC_SETUP)
    elif isinstance(event, Reveal):
        _names(event.cards, "The revealed cards", "card names such as 'red-4'", SEC_DECK)
    elif isinstance(event, (CollectRevealed, CollectReserve)):
        _name(event.colour, "The colour", "a colour's name such as 'red'",
              SEC_DECK if isinstance(event, CollectRevealed) else SEC_RESERVE)
    elif isinstance(event, TakeTile):
        _name(event.tile, "The tile", "a tile's name such as 'purple-3'", SEC_TILE)
        _names(event.cards, "The cards to discard", "card names such as 'red-4'", SEC_TILE)
    elif isinstance(event, Reinforce):
        _name(event.tile, "The tile", "a tile's name such as 'purple-3'", SEC_REINFORCE)
        if not is_whole(event.markers):
            raise RuleError(f"Place 1 or 2 Bonus markers: a whole number, not {event.markers!r}", SEC_REINFORCE)
    elif isinstance(event, Lock):
        _name(event.tile, "The tile", "a tile's name such as 'purple-3'", SEC_LOCK)


def apply(state: MythicalsState, event: object) -> MythicalsState:
    """The state after the event, or RuleError saying why the rules refuse it."""
    handler = APPLY.get(type(event))
    if handler is None:
        raise RuleError(f"Mythicals has no step called {type(event).__name__}")
    check_event_types(event)
    return handler(state, event)


def initial_state() -> MythicalsState:
    """The table before setup: all tiles open on the board, all markers in their zone."""
    return MythicalsState()
