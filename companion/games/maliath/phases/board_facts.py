"""The board facts her instructions need, asked once as pick lists, and her Champion's place kept from them.

Asked after setup (Setup steps 5 and 8): the dominant direction, the Island in each space, each Island's
Regions (read clockwise from any one of them, one click each), the Attunement Cards' order and the Region
type on her yellow Starting card; the Attunement order again at the beginning of Eras II and III (Phase 1
step 1: the cards are shuffled onto their spaces). The forced last answer of a list is filled in, so no
question has a single answer.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from companion.games.maliath import board
from companion.games.maliath.data import DIRECTIONS, ISLANDS, REGION_TYPES, REGIONS_PER_ISLAND
from companion.games.maliath.state import Ask, MaliathState

__all__ = ["BOARD_ASKS", "SEC_SETUP", "NO_THIRD", "missing", "answers", "record", "prompt", "here", "where",
           "place_key", "place_of_key", "open_places"]

BOARD_ASKS = (Ask.DIRECTION, Ask.ISLAND_SPACE, Ask.ISLAND_REGIONS, Ask.ATTUNEMENT_ORDER, Ask.START_REGION)
SEC_SETUP = "Setup steps 5 and 8; Maliath's Actions: Move Champion"
NO_THIRD = "none"  # solo: an Island's third Region is under a Mirage token


def _islands_left(chosen: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(i for i in ISLANDS.value if i not in chosen)


def missing(state: MaliathState) -> Ask:
    """The first board fact not yet known (Ask.NONE when all are)."""
    if not state.direction:
        return Ask.DIRECTION
    if len(state.ring) < len(ISLANDS.value):
        return Ask.ISLAND_SPACE
    if len(state.layouts) < len(ISLANDS.value):
        return Ask.ISLAND_REGIONS
    if len(state.attunement) < len(ISLANDS.value):
        return Ask.ATTUNEMENT_ORDER
    if not state.champion_at:
        return Ask.START_REGION
    return Ask.NONE


def _next_island(state: MaliathState) -> str:
    """The Island whose Regions are asked next: in space order."""
    known = state.layout_of()
    return next(i for i in state.ring if i not in known)


def prompt(state: MaliathState) -> str:
    """The question for the board fact asked now."""
    ask = state.ask
    if ask is Ask.DIRECTION:
        return "The dominant direction on the board now?"
    if ask is Ask.ISLAND_SPACE:
        return (f"The Islands in their spaces: which Island is in space {len(state.ring) + 1} "
                "(space 1 is any you choose; then clockwise)?")
    if ask is Ask.ISLAND_REGIONS:
        island, read = _next_island(state), state.reading
        if not read:
            return f"The {island} Island: its Regions clockwise, from any one of them: which is the first?"
        mirage = " (none if a Mirage token covers it)" if state.players == 1 and len(read) == 2 else ""
        return (f"The {island} Island: the {board.ordinal(len(read) + 1)} Region clockwise, after the "
                f"{read[-1]}{mirage}?")
    if ask is Ask.ATTUNEMENT_ORDER:
        return (f"The Attunement Cards: the {board.ordinal(len(state.attunement) + 1)} from the top belongs to "
                "which Island?")
    return ("Her yellow Starting Command Card: which Region type does it show (she starts there, on the first "
            "Island from the topmost Attunement Card down that has it open)?")


def answers(state: MaliathState) -> tuple[str, ...]:
    """Every legal answer to the board fact asked now."""
    ask = state.ask
    if ask is Ask.DIRECTION:
        return DIRECTIONS
    if ask is Ask.ISLAND_SPACE:
        return _islands_left(state.ring)
    if ask is Ask.ISLAND_REGIONS:
        # Ruling island_regions_distinct: three types; solo the third may be under a Mirage token.
        left = tuple(r for r in REGION_TYPES.value if r not in state.reading)
        return left + ((NO_THIRD,) if state.players == 1 and len(state.reading) == 2 else ())
    if ask is Ask.ATTUNEMENT_ORDER:
        return _islands_left(state.attunement)
    if ask is Ask.START_REGION:
        return REGION_TYPES.value
    return ()


def _filled(chosen: tuple[str, ...]) -> tuple[str, ...]:
    left = _islands_left(chosen)
    return chosen + left if len(left) == 1 else chosen


def record(state: MaliathState, value: Any) -> tuple[MaliathState, tuple[str, ...]]:
    """The state with the board fact answered (the ask cleared), and the lines to say."""
    ask = state.ask
    state = replace(state, ask=Ask.NONE)
    if ask is Ask.DIRECTION:
        return replace(state, direction=value), ()
    if ask is Ask.ISLAND_SPACE:
        return replace(state, ring=_filled(state.ring + (value,))), ()
    if ask is Ask.ISLAND_REGIONS:
        read = state.reading + (() if value == NO_THIRD else (value,))
        if value != NO_THIRD and len(read) < REGIONS_PER_ISLAND.value:
            return replace(state, reading=read), ()
        island = _next_island(state)
        return replace(state, layouts=state.layouts + ((island, read),), reading=()), ()
    if ask is Ask.ATTUNEMENT_ORDER:
        state = replace(state, attunement=_filled(state.attunement + (value,)))
        if len(state.attunement) < len(ISLANDS.value):
            return state, ()
        order = ", ".join(f"{board.ordinal(p)} {i}" for p, i in enumerate(state.attunement, start=1))
        return state, (f"Attunement Cards from the top: {order}.",)
    found = board.start_place(state.attunement, state.layout_of(), value)
    if found is None:  # ruling start_region_missing
        top = state.attunement[0]
        found = (top, state.layout_of()[top][0])
        line = (f"No Island has an open {value}: her Champion starts on the topmost Attunement Card's Island, "
                f"in {board.say_place(found, state.ring)}.")
    else:
        line = f"Put her Champion on the {board.say_place(found, state.ring)}."
    lines = (line,) if state.players == 1 else (
        line, "Then Artefact IV's player picks a starting location, then Artefact II's (2-Player Game, Setup 3).")
    return replace(state, champion_at=found), lines


def here(state: MaliathState) -> str:
    """Her Champion's Region in words, e.g. 'Crystal Field of the second Island, the Volcano Island'."""
    return board.say_place(tuple(state.champion_at), state.ring) if state.champion_at else "her Champion's Region"


def where(state: MaliathState) -> str:
    """' (Crystal Field of the second Island, the Volcano Island)' for an instruction, or '' before it is known."""
    return f" ({here(state)})" if state.champion_at else ""


def place_key(place: tuple[str, str]) -> str:
    """A place as an answer, e.g. 'Volcano: Forest'."""
    return f"{place[0]}: {place[1]}"


def place_of_key(key: str) -> tuple[str, str]:
    """The place of an answer like 'Volcano: Forest'."""
    island, _, region = key.partition(": ")
    return island, region


def open_places(state: MaliathState) -> tuple[str, ...]:
    """Every open Region on the board as an answer, Islands in space order."""
    layout = state.layout_of()
    return tuple(place_key((i, r)) for i in state.ring for r in layout.get(i, ()))
