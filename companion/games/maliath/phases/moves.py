"""Her Champion's place as her cards move it: Move an Island, Fly, Walk, and Retreat after a lost Battle.

Rulebook: "Destiny Cards Overview" (#CS007/#CS008), "Maliath's Actions: Move Champion", "Battle Procedure"
(Retreat All). The geometry is in board.py; this module says each move to the table, place by place.
"""

from __future__ import annotations

from dataclasses import replace

from companion.errors import RuleError
from companion.games.maliath import board
from companion.games.maliath.data import EASIER_GOLEMS, EASIER_TROOPS, GOLEMS, TROOPS
from companion.games.maliath.phases import board_facts as facts
from companion.games.maliath.phases.queue import plural, pop, say
from companion.games.maliath.phases.sections import SEC_BATTLE, SEC_MOVE
from companion.games.maliath.state import Ask, MaliathState, Task

__all__ = ["move_island", "fly", "walk_answers", "walk_refusal", "walk", "retreat", "retreat_others",
           "retreat_control_answers", "retreat_refusal", "units_placed", "units_back", "supply_size",
           "unit_places"]



def units_placed(state: MaliathState, place: tuple[str, ...]) -> MaliathState:
    """Her record that units of hers are now in `place` (a deploy or a retreat there)."""
    if not place:
        return state
    return replace(state, units_at=tuple(sorted(set(state.units_at) | {facts.place_key(tuple(place))})))


def units_back(state: MaliathState, golems: int, troops: int) -> tuple[MaliathState, str]:
    """Her killed units back in her supply (Deploy Units), and the words saying so with her supply now."""
    state = replace(state, golems=state.golems + golems, troops=state.troops + troops)
    back = " and ".join(plural(n, unit) for n, unit in ((golems, "Golem"), (troops, "Troop")) if n)
    return state, (f"{back} of hers killed: back in her supply (now {plural(state.golems, 'Golem')} and "
                   f"{plural(state.troops, 'Troop')})")


def supply_size(state: MaliathState) -> tuple[int, int]:
    """Her Golems and Troops in all (Setup 10A b, or Making it Easier)."""
    small = state.setup is not None and state.setup.easier_small_supply
    return (EASIER_GOLEMS.value, EASIER_TROOPS.value) if small else (GOLEMS.value, TROOPS.value)


def unit_places(state: MaliathState) -> tuple[str, ...]:
    """The open Regions (as answers, in space order) where her records show units of hers; none while every
    unit of hers is in her supply (all deployed ones were reported killed)."""
    if state.golems + state.troops >= sum(supply_size(state)):
        return ()
    return tuple(p for p in facts.open_places(state) if p in state.units_at)


def _may_control(state: MaliathState, island: str, region: str) -> bool:
    """Whether she may control a Region: not where she never had units (her Champion's own Region is left open)."""
    return ((island, region) == tuple(state.champion_at)
            or facts.place_key((island, region)) in state.units_at)


def _lacking(state: MaliathState, value: str) -> tuple[str, ...]:
    """The Regions this Walk case says she controls but where her records show no units of hers."""
    island, region = state.champion_at
    others = [r for r in state.layout_of()[island] if r != region]
    claimed = {board.FLY: [region, *others], board.STAY: others, board.DOMINANT: []}.get(value)
    if claimed is None:  # move_to:<Region>: she lacks that one and controls the rest
        claimed = [r for r in others if r != value.removeprefix(board.MOVE_TO)]
    return tuple(r for r in claimed if not _may_control(state, island, r))


def _control_refusal(island: str, lacking: tuple[str, ...], section: str) -> RuleError | None:
    if not lacking:
        return None
    return RuleError(f"She has no units in the {' or the '.join(lacking)} of the {island} Island (by her own "
                     "deploys and retreats), so she cannot control it.", section)


def walk_refusal(state: MaliathState, value: str) -> RuleError | None:
    """Why this Walk case cannot be true by her own records (no units of hers in a Region it says she controls)."""
    return _control_refusal(state.champion_at[0], _lacking(state, value), SEC_MOVE)


def move_island(state: MaliathState) -> MaliathState:
    """Move an Island (#CS007, #CS008): the ring turns, her Island with her Champion drops into the space wanted."""
    island = state.champion_at[0]
    ring, wanted, steps = board.move_island(state.ring, state.attunement, island, state.direction)
    space = board.ordinal(state.ring.index(wanted) + 1)
    state = replace(state, ring=ring)
    return say(state, f"Move an Island: the {island} Island (her Champion's) goes to the centre; the topmost "
                      f"Attunement Card of another Island is the {wanted} Island's, in the {space} space: rotate "
                      f"the other Islands {plural(steps, 'space')} {state.direction} until it is free, and put "
                      f"the {island} Island there. Her Champion is now on the {facts.here(state)}.")


def fly(state: MaliathState) -> MaliathState:
    """Move Champion: Fly, her Champion's new place said in words."""
    island, region = state.champion_at
    at, found = board.fly(state.ring, state.layout_of(), (island, region), state.direction)
    state = replace(state, champion_at=at)
    if not found:  # ruling fly_no_match
        return say(state, f"Fly: no other Island has an open {region}: her Champion stays on the {island} "
                          f"Island and moves {state.direction} to the {facts.here(state)}.")
    return say(state, f"Fly: the next Island {state.direction} with a {region} is the {at[0]} Island: move her "
                      f"Champion there, then on {state.direction} to the {facts.here(state)}.")


def walk_answers(state: MaliathState, *, every: bool = False) -> tuple[str, ...]:
    """The Walk cases for her Champion's Island (Move Champion: Walk) her own records allow (`every`: all)."""
    island, region = state.champion_at
    cases = board.walk_answers(state.layout_of()[island], region)
    return cases if every else tuple(c for c in cases if not _lacking(state, c))


def walk(state: MaliathState, value: str) -> MaliathState:
    """Move Champion: Walk with the case the player chose (Fly when she controls her whole Island)."""
    island, region = state.champion_at
    to = board.walk_to(value, state.layout_of()[island], region, state.direction)
    if to is None:
        return pop(say(state, "Walk: she controls her whole Island, so she Flies instead."), Task.FLY)
    state = replace(state, champion_at=(island, to))
    if to == region:
        return pop(say(state, f"Walk: her Champion stays on the {facts.here(state)} (she controls the other "
                                "Regions of her Island)."))
    why = ("she controls neither other Region: the next one " + state.direction if value == board.DOMINANT
           else "the other Region of her Island she does not control")
    return pop(say(state, f"Walk: move her Champion to the {facts.here(state)} ({why})."))


def retreat(state: MaliathState, uncontrolled: str) -> MaliathState:
    """Retreat All: her units (and her Champion, if there) go to the Region the rule picks on the Battle's Island."""
    island, region = state.battle_at
    to = board.retreat_to(state.layout_of()[island], region, state.direction, state.retreat_worth or board.EQUAL,
                          uncontrolled)
    state = units_placed(replace(state, units_at=tuple(k for k in state.units_at
                                                       if k != facts.place_key((island, region)))), (island, to))
    line = (f"Retreat All: her units in the Battle retreat to the "
            f"{board.say_place((island, to), state.ring)}")
    if tuple(state.champion_at) == (island, region):  # ruling champion_retreats_with_units
        state = replace(state, champion_at=(island, to))
        line += ", her Champion with them"
    return say(pop(replace(state, battle_at=(), retreat_worth="", ask=Ask.NONE)), line + ".")


def _retreat_lacking(state: MaliathState, value: str) -> tuple[str, ...]:
    """The other Regions this Retreat answer says she controls but where her records show no units of hers."""
    island, _ = state.battle_at
    others = retreat_others(state)
    claimed = {board.BOTH: (), board.NEITHER: others}.get(value, tuple(r for r in others if r != value))
    return tuple(r for r in claimed if not _may_control(state, island, r))


def retreat_control_answers(state: MaliathState, *, every: bool = False) -> tuple[str, ...]:
    """Which of the two equally worth Regions she does not control: the answers her records allow (`every`: all)."""
    cases = retreat_others(state) + (board.BOTH, board.NEITHER)
    return cases if every else tuple(c for c in cases if not _retreat_lacking(state, c))


def retreat_refusal(state: MaliathState, value: str) -> RuleError | None:
    """Why this Retreat answer cannot be true by her own records."""
    return _control_refusal(state.battle_at[0], _retreat_lacking(state, value), SEC_BATTLE)


def retreat_others(state: MaliathState) -> tuple[str, ...]:
    """The other Regions of the Battle's Island."""
    island, region = state.battle_at
    return tuple(r for r in state.layout_of()[island] if r != region)
