"""The end of a turn and End of the Game: ending the turn, the final score and the winner."""

from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from companion.games.mythicals import data
from companion.games.mythicals.data import SEC_COLLECT, SEC_TILE
from companion.games.mythicals.events import EndTurn
from companion.games.mythicals.phases.turn import expect, next_turn, tile_spec
from companion.games.mythicals.state import CHOOSE, COLLECT, LAST_TILE, OVER, REINFORCE, TILE, MythicalsState, Player

__all__ = ["end_turn", "finish", "player_score", "score"]


def score(tiles: Iterable[str], markers: int) -> int:
    """A player's score: the points of their tiles plus 1 per Bonus marker."""
    return sum(tile_spec(t).points for t in tiles) + markers * data.MARKER_POINTS


def player_score(state: MythicalsState, player: Player) -> int:
    """The score a player holds now."""
    return score(player.tiles, player.markers)


def finish(state: MythicalsState) -> MythicalsState:
    """The game is over: the scores, and the winner (None for a tie)."""
    scores = tuple(player_score(state, p) for p in state.players)
    best = max(scores)
    leaders = [p.name for p, s in zip(state.players, scores) if s == best]
    return replace(state, step=OVER, scores=scores, winner=leaders[0] if len(leaders) == 1 else None)


def end_turn(state: MythicalsState, event: EndTurn) -> MythicalsState:
    """Stop after collecting (no tile, or no marker or lock); after the Day card, end the game."""
    # Collecting is required; only what follows it may be skipped.
    section = SEC_COLLECT if state.step in (COLLECT, CHOOSE) else SEC_TILE
    expect(state, (TILE, REINFORCE, LAST_TILE), "end the turn", section)
    if state.step == LAST_TILE:
        return finish(state)
    return next_turn(state)
