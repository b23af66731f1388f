"""Phase 1: Hunt! Each Hero, from the Leader, explores a new Map tile or moves and investigates."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import RuleError

from .. import board as mapping
from .. import data
from ..events import Explore, Move, StayPut
from .plan import begin_plan
from ..state import (
    Phase, UP, OtherSideState, add_breath, artifacts_available, breath_in_supply, draw_artifact,
    draw_creatures, hero_state, require_breath, require_phase, require_turn, with_hero,
)

HUNT = "Phase 1: Hunt!"
EXPLORE = "Phase 1: Hunt! (Explore)"
MOVE = "Phase 1: Hunt! (Move)"


def targets_on_tile(state: OtherSideState, tile: int) -> tuple[int, ...]:
    """Battle board spaces (1-4) whose Target token lies in a room of this tile."""
    rooms = set(mapping.rooms_on_tile(state.board, tile))
    return tuple(i + 1 for i, s in enumerate(state.battle) if s is not None and s.room in rooms)


def can_explore(state: OtherSideState, hero: str) -> bool:
    """Whether the Hero has a Map tile to draw and a torch facing an empty cell."""
    here = hero_state(state, hero).space
    return state.map_tiles_left > 0 and bool(mapping.open_torches(state.board, here))


def extra_steps_allowed(state: OtherSideState) -> int:
    """Extra steps a move may take by the reading chosen at setup (ruling paid_steps_in_a_move):
    the one Phase 1 names, or as many as the supply pays, one Dragon's Breath token each."""
    return breath_in_supply(state) if state.settings.many_paid_steps else data.EXTRA_STEPS


def extra_steps_payable(state: OtherSideState) -> int:
    """Extra steps a move may take now: allowed by the setting and paid from the supply of 7."""
    return min(extra_steps_allowed(state), breath_in_supply(state))


def _end_turn(state: OtherSideState) -> OtherSideState:
    """The next Hero in turn order acts; after the last, Phase 2 starts with the Leader."""
    acted = state.acted + (state.heroes[state.current].hero,)
    if len(acted) == len(state.heroes):
        return begin_plan(state)
    return replace(state, acted=acted, current=(state.current + 1) % len(state.heroes))


def explore(state: OtherSideState, event: Explore) -> OtherSideState:
    """Place the drawn tile past a torch, step in, take an Artifact for a room, reveal Creatures."""
    require_phase(state, Phase.HUNT)
    require_turn(state, event.hero, HUNT)
    if state.map_tiles_left <= 0:
        raise RuleError("The pile of Map tiles is empty: there is nothing left to explore.", EXPLORE)
    h = hero_state(state, event.hero)
    board = mapping.place_tile(state.board, event.tile, h.space, event.direction, event.entry)
    new_tile = board.tiles[-1].number
    entry = mapping.space_id(new_tile, event.entry)
    state = replace(state, board=board, map_tiles_left=state.map_tiles_left - 1)
    state = with_hero(state, replace(h, space=entry))
    entered_room = mapping.get_space(board, entry).kind == "room"
    if not entered_room and event.artifact is not None:
        raise RuleError("An Artifact is drawn only when exploring leads straight into a room.", EXPLORE)
    if entered_room and artifacts_available(state):
        if event.artifact is None:
            raise RuleError("Entering a room while exploring earns an Artifact: name the one drawn.", EXPLORE)
        state = draw_artifact(state, event.hero, event.artifact, EXPLORE)
    elif event.artifact is not None:
        raise RuleError("Every Artifact is out of the decks: there is none to draw.", EXPLORE)
    state = draw_creatures(state, event.creatures, mapping.rooms_on_tile(board, new_tile), EXPLORE)
    return _end_turn(state)


def move(state: OtherSideState, event: Move) -> OtherSideState:
    """One step (more for a Breath token each), then investigate the tile the Hero ends on."""
    require_phase(state, Phase.HUNT)
    require_turn(state, event.hero, HUNT)
    if not isinstance(event.path, tuple) or not event.path:
        raise RuleError("A move is at least 1 step.", MOVE)
    if not state.settings.many_paid_steps and len(event.path) > 1 + data.EXTRA_STEPS:
        raise RuleError(f"A move is 1 step, plus {data.EXTRA_STEPS} extra step for a Dragon's Breath token "
                        "(the setting many_paid_steps allows more).", MOVE)
    require_breath(state, len(event.path) - 1, "Moving further than 1 step", MOVE)
    h = hero_state(state, event.hero)
    here = h.space
    for step in event.path:
        if step not in mapping.movement_neighbours(state.board, here):
            raise RuleError(f"{step!r} is not one step from {here!r}: walls cannot be crossed, only "
                            "openings.", "Phase 1: Hunt! (Golden Rule of Movement)")
        here = step
    state = with_hero(state, replace(h, space=here))
    for _ in event.path[1:]:
        state = add_breath(state, UP)  # each extra step's price, in the first empty slot
    tile = mapping.get_space(state.board, here).tile
    targets = targets_on_tile(state, tile)
    if targets:
        if event.creatures:
            raise RuleError("This tile already has Target tokens: no new Creature is drawn.", MOVE)
        for space in targets:
            state = add_breath(state, UP, space)
    else:
        state = draw_creatures(state, event.creatures, mapping.rooms_on_tile(state.board, tile), MOVE)
    return _end_turn(state)


def stay_put(state: OtherSideState, event: StayPut) -> OtherSideState:
    """A Hero boxed in with nothing to explore passes the hunt (the rulebook never has this happen)."""
    require_phase(state, Phase.HUNT)
    require_turn(state, event.hero, HUNT)
    here = hero_state(state, event.hero).space
    if mapping.movement_neighbours(state.board, here) or can_explore(state, event.hero):
        raise RuleError("A Hero who can neither explore nor move must still do one of them.", HUNT)
    return _end_turn(state)
