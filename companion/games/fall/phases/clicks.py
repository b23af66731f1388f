"""Why a click on the board does nothing now: the rules' own reason for a node, a region or a Monster.

The dashboard offers a move or an attack only when the rules accept it; for any other shape clicked it
shows this reason (the RuleError the event would raise, in plain words with its rulebook section).
"""

from __future__ import annotations

from companion.errors import RuleError

from ..events import AttackEnemies, AttackMonster, Move
from ..rules import apply
from ..state import FallState, Phase


def _path(state: FallState, node: str) -> tuple[str, ...]:
    """The shortest path from the player's node to `node` (the node alone when it cannot be reached)."""
    board = state.board
    start = state.player.node
    dist = board.distances(start)
    if node not in dist or node == start:
        return (node,)
    path = [node]
    while dist[path[-1]] > 1:
        here = path[-1]
        path.append(next(n for n in board.node(here).adjacent if dist.get(n) == dist[here] - 1))
    return tuple(reversed(path))


def why_not(state: FallState, shape: str) -> str:
    """Why clicking `shape` ("node:<id>", "region:<id>", "monster:<crater>") moves or attacks nothing now,
    as the rulebook says it (section in brackets); "" when the rules would accept it or it names nothing."""
    kind, _, what = shape.partition(":")
    if not state.players or state.phase is Phase.SETUP:
        return "Set up the game first (Getting Ready)."
    if state.phase is not Phase.DAY:
        return f"It is the {state.phase.heading}: the board takes moves and attacks during a Day (Gameplay)."
    player = state.player
    if kind == "node":
        if not state.board.has_node(what):
            return ""
        if what == player.node:
            return f"{player.character} stands on {what} already (Move)."
        event: object = Move(_path(state, what))
    elif kind == "region":
        if not state.board.has_region(what):
            return ""
        event = AttackEnemies(what)
    elif kind in ("monster", "island"):
        if state.monster_on(what) is None:
            return ""
        event = AttackMonster(what)
    else:
        return ""
    try:
        apply(state, event)
    except RuleError as exc:
        return str(exc)
    return ""
