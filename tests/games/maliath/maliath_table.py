"""A table for Maliath's tests: the board facts answered after setup, in the order she asks them.

The board: clockwise dominant direction; spaces 1-5 hold Crystal, Sphere, Volcano, Altar, Tree; each
Island's Regions clockwise as below (read one by one); the Attunement Cards from the top: Volcano, Tree, Crystal, Sphere,
Altar; her yellow card shows a Forest, so she starts on the Volcano Island's Forest.
"""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from companion.errors import RuleError
from companion.games.maliath.events import Pick, Setup
from companion.games.maliath.game import GAME

RING = ("Crystal", "Sphere", "Volcano", "Altar", "Tree")
LAYOUTS = {
    "Crystal": ("River", "Mountain", "Forest"),
    "Sphere": ("River", "Land of Myst", "Crystal Field"),
    "Volcano": ("Mountain", "Forest", "Crystal Field"),
    "Altar": ("River", "Forest", "Land of Myst"),
    "Tree": ("Mountain", "Land of Myst", "Crystal Field"),
}
ATTUNEMENT = ("Volcano", "Tree", "Crystal", "Sphere", "Altar")
START = "Forest"


def play(state, *events):
    """The state after applying the events in turn."""
    for e in events:
        state = GAME.apply(state, e)
    return state


def refused(state, event, match: str = "", section: str = ""):
    """Check the core refuses the event (its message matching, its section starting with `section`) and
    changes nothing."""
    before = copy.deepcopy(state)
    with pytest.raises(RuleError, match=match) as err:
        GAME.apply(state, event)
    assert err.value.section.startswith(section)
    assert state == before


def attunement_answers(order: tuple[str, ...] = ATTUNEMENT) -> tuple[Pick, ...]:
    """The Attunement Cards' order, top first (the last is filled in by the companion)."""
    return tuple(Pick(i) for i in order[:-1])


def board_answers(direction: str = "clockwise", start: str = START) -> tuple[Pick, ...]:
    """Every board fact she asks after setup."""
    return ((Pick(direction),) + tuple(Pick(i) for i in RING[:-1]) + tuple(Pick(r) for i in RING for r in LAYOUTS[i])
            + attunement_answers() + (Pick(start),))


def units_everywhere(state):
    """The same table with her units recorded in every Region, so any Walk case may be true (for tests of
    what each case does, not of which cases her records allow)."""
    return replace(state, units_at=tuple(sorted(f"{i}: {r}" for i, rs in state.layouts for r in rs)))


def her_units(state, *places: str, troops: int = 3):
    """The same table with her records showing units of hers at `places` ("Island: Region"; every Region if
    none is named) and `troops` Troops of hers out of her supply (for tests of Battles, not of the records)."""
    state = replace(state, units_at=tuple(sorted(places))) if places else units_everywhere(state)
    return replace(state, troops=state.troops - troops)


def set_up(champion: str = "Celethe", *, direction: str = "clockwise", **kw):
    """Her side set up (physical decks unless said) with the board above answered."""
    kw.setdefault("digital", False)
    state = GAME.apply(GAME.initial_state({}), Setup(champion=champion, **kw))
    for event in board_answers(direction):
        state = GAME.apply(state, event)
    return state
