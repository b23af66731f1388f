"""Phase 2: Tactical Plan. The Heroes build one Initiative Line of Action tiles and Bond tokens."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import RuleError

from .. import data
from ..events import PassPlan, PlaceActionTile
from .fighting import start_fighting
from ..state import Phase, LineItem, counted, OtherSideState, hero_state, require_phase, require_turn, with_hero

PLAN = "Phase 2: Tactical Plan"
USE_TILE = "Phase 2: Tactical Plan (Use an Action Tile)"
ENDS = data.LINE_ENDS


def _still_planning(state: OtherSideState, hero: str) -> bool:
    return hero not in state.acted and hero_state(state, hero).action_tiles > 0


def open_ends(line: tuple[LineItem, ...]) -> tuple[str, ...]:
    """Ends of the line where a Bond token waits for the next Action tile."""
    if not line:
        return ()
    return tuple(end for end, item in (("left", line[0]), ("right", line[-1])) if item.kind == "bond")


def _next_turn(state: OtherSideState) -> OtherSideState:
    """The next Hero still planning takes a turn; when none is left, the fighting starts."""
    n = len(state.heroes)
    for k in range(1, n + 1):
        i = (state.current + k) % n
        if _still_planning(state, state.heroes[i].hero):
            return replace(state, current=i)
    return start_fighting(state)


def begin_plan(state: OtherSideState) -> OtherSideState:
    """Phase 2 opens with the Leader, skipping Heroes without Action tiles."""
    state = replace(state, phase=Phase.PLAN, acted=(), current=state.leader)
    if _still_planning(state, state.heroes[state.leader].hero):
        return state
    return _next_turn(state)


def place_action_tile(state: OtherSideState, event: PlaceActionTile) -> OtherSideState:
    """An Action tile joins the line at an end holding a Bond token; then up to 2 Bond tokens."""
    require_phase(state, Phase.PLAN)
    require_turn(state, event.hero, PLAN)
    h = hero_state(state, event.hero)
    if h.action_tiles <= 0:
        raise RuleError(f"{data.hero_name(event.hero)} has no Action tile left to use.", USE_TILE)
    if event.end not in ENDS:
        raise RuleError(f"An Action tile goes at the left or right end of the line, not {event.end!r}.", USE_TILE)
    tile = LineItem("tile", event.hero)
    if not state.line:
        line = (tile,)
    elif event.end not in open_ends(state.line):
        raise RuleError(f"The {event.end} end of the Initiative Line has no Bond token to join the "
                        "Action tile to.", USE_TILE)
    else:
        line = (tile,) + state.line if event.end == "left" else state.line + (tile,)
    if len(event.bonds) > data.BOND_TOKENS_PER_TILE:
        raise RuleError("At most 2 Bond tokens go down with each Action tile.", USE_TILE)
    if len(set(event.bonds)) != len(event.bonds):
        raise RuleError("Each end of the line takes one Bond token at most.", USE_TILE)
    if len(event.bonds) > h.bonds_ready:
        if h.bonds_wounded:
            raise RuleError(f"{data.hero_name(event.hero)} has only {counted(h.bonds_ready, 'usable Bond token')}; "
                            "Wound-side tokens cannot be used.", "Phase 5: Restoration (About Wounds)")
        raise RuleError(f"{data.hero_name(event.hero)} has only {counted(h.bonds_ready, 'usable Bond token')} left "
                        "in their Personal Area; the others are already in the Initiative Line.", USE_TILE)
    for end in event.bonds:
        if end not in ENDS:
            raise RuleError(f"A Bond token goes at the left or right end, not {end!r}.", USE_TILE)
        if (line[0] if end == "left" else line[-1]).kind != "tile":
            raise RuleError(f"The {end} end of the line has no open spot for a Bond token.", USE_TILE)
    bond = LineItem("bond", event.hero)
    for end in event.bonds:
        line = (bond,) + line if end == "left" else line + (bond,)
    h = replace(h, action_tiles=h.action_tiles - 1, bonds_ready=h.bonds_ready - len(event.bonds))
    return _next_turn(with_hero(replace(state, line=line), h))


def pass_plan(state: OtherSideState, event: PassPlan) -> OtherSideState:
    """The Hero passes and is done placing Action tiles this phase."""
    require_phase(state, Phase.PLAN)
    require_turn(state, event.hero, PLAN)
    return _next_turn(replace(state, acted=state.acted + (event.hero,)))
