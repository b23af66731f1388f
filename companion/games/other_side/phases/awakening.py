"""Phase 6: Dragon's Awakening. Crowded Heroes feed the Dragon; enough Breath raises a Dragon tile."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from .. import board as mapping
from .. import data
from ..events import DragonAwakens
from ..state import Phase, DOWN, EMPTY, UP, OtherSideState, add_breaths, require_phase

AWAKENING = "Phase 6: Dragon's Awakening"


def crowding(state: OtherSideState) -> int:
    """The most Heroes sharing one space, spaces counted by the Golden Rule of Range."""
    groups = Counter(mapping.range_space(state.board, h.space) for h in state.heroes)
    return max(groups.values())


def next_threshold(state: OtherSideState) -> int | None:
    """Tokens needed for the next Dragon tile (None once Phylax is out)."""
    if state.dragon_tiles >= data.DRAGON_TILES:
        return None
    return data.DRAGON_THRESHOLDS[state.dragon_tiles]


def dragon_awakens(state: OtherSideState, event: DragonAwakens) -> OtherSideState:
    """Breath for the crowd, a Dragon tile if the tokens suffice, then the rest flip and slide left."""
    require_phase(state, Phase.AWAKENING)
    state = add_breaths(state, crowding(state), DOWN)
    need = next_threshold(state)
    tokens = [b for b in state.breath if b != EMPTY]
    if need is not None and len(tokens) >= need:
        tokens = tokens[need:]  # the leftmost tokens go first
        state = replace(state, dragon_tiles=state.dragon_tiles + 1)
    slots = tuple([UP] * len(tokens) + [EMPTY] * (len(state.breath) - len(tokens)))
    state = replace(state, breath=slots)
    if state.dragon_tiles >= data.DRAGON_TILES:
        return replace(state, outcome="lost", phase=Phase.OVER)
    leader = (state.leader + 1) % len(state.heroes)
    return replace(state, phase=Phase.HUNT, turn=state.turn + 1, leader=leader, current=leader, acted=())

