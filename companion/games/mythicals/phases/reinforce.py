"""Reinforce or Lock: after taking a tile, markers on another open tile, or a tile locked."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import RuleError
from companion.games.mythicals import data
from companion.games.mythicals.data import SEC_LOCK, SEC_REINFORCE, SEC_REINFORCE_OR_LOCK
from companion.games.mythicals.events import Lock, Reinforce
from companion.games.mythicals.phases.turn import expect, next_turn, tile_spec
from companion.games.mythicals.state import REINFORCE, TILE, MythicalsState, Tile
from companion.validate import is_whole

__all__ = ["board_tile", "lock", "reinforce"]


def _only_after_a_tile(state: MythicalsState, doing: str) -> None:
    if state.step == TILE:
        raise RuleError(
            f"You cannot {doing} a tile now: reinforcing or locking comes only after taking a Mastery "
            "tile this turn",
            SEC_REINFORCE_OR_LOCK,
        )


def board_tile(state: MythicalsState, name: str, section: str) -> Tile:
    """The named tile, or RuleError if there is none or a player took it."""
    spec = tile_spec(name)
    tile = state.tile(spec.name)
    if tile.owner is not None:
        raise RuleError(f"{name} is no longer on the board: {tile.owner} took it", section)
    return tile


def reinforce(state: MythicalsState, event: Reinforce) -> MythicalsState:
    """Place 1 or 2 Bonus markers on an open tile of the board; the turn ends."""
    _only_after_a_tile(state, "reinforce")
    expect(state, (REINFORCE,), "reinforce a tile", SEC_REINFORCE)
    tile = board_tile(state, event.tile, SEC_REINFORCE)
    if not is_whole(event.markers) or event.markers not in data.MARKERS_PER_REINFORCE:
        raise RuleError(f"Place 1 or 2 Bonus markers, not {event.markers!r}", SEC_REINFORCE)
    if tile.locked:
        raise RuleError(f"{tile.name} is locked and cannot be reinforced", SEC_LOCK)
    if tile.markers >= data.MAX_MARKERS_ON_TILE:
        raise RuleError(f"That tile already has {data.MAX_MARKERS_ON_TILE} markers", SEC_REINFORCE)
    if tile.markers + event.markers > data.MAX_MARKERS_ON_TILE:
        raise RuleError(
            f"{tile.name} has {tile.markers} marker: a tile holds at most {data.MAX_MARKERS_ON_TILE}",
            SEC_REINFORCE,
        )
    if event.markers > state.supply:
        left = "No Bonus marker is" if state.supply == 0 else f"Only {state.supply} Bonus marker is"
        raise RuleError(f"{left} left to place", SEC_REINFORCE)
    state = state.with_tile(replace(tile, markers=tile.markers + event.markers))
    return next_turn(replace(state, supply=state.supply - event.markers))


def lock(state: MythicalsState, event: Lock) -> MythicalsState:
    """Flip a tile without markers to its locked side; the turn ends."""
    _only_after_a_tile(state, "lock")
    expect(state, (REINFORCE,), "lock a tile", SEC_LOCK)
    tile = board_tile(state, event.tile, SEC_LOCK)
    if tile.locked:
        raise RuleError(f"{tile.name} is already locked", SEC_LOCK)
    if tile.markers:
        raise RuleError(f"{tile.name} has Bonus markers: only a tile without markers can be locked", SEC_LOCK)
    return next_turn(state.with_tile(replace(tile, locked=True)))
