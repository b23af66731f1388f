"""A table for Maliath's tests: the board facts answered after setup, in the order she asks them.

The board: clockwise dominant direction; spaces 1-5 hold Crystal, Sphere, Volcano, Altar, Tree; each
Island's Regions clockwise as below; the Attunement Cards from the top: Volcano, Tree, Crystal, Sphere,
Altar; her yellow card shows a Forest, so she starts on the Volcano Island's Forest.
"""

from __future__ import annotations

from dataclasses import replace

from companion.games.maliath.events import Pick, Setup
from companion.games.maliath.game import GAME

RING = ("Crystal", "Sphere", "Volcano", "Altar", "Tree")
LAYOUTS = {
    "Crystal": "River, Mountain, Forest",
    "Sphere": "River, Land of Myst, Crystal Field",
    "Volcano": "Mountain, Forest, Crystal Field",
    "Altar": "River, Forest, Land of Myst",
    "Tree": "Mountain, Land of Myst, Crystal Field",
}
ATTUNEMENT = ("Volcano", "Tree", "Crystal", "Sphere", "Altar")
START = "Forest"


def attunement_answers(order: tuple[str, ...] = ATTUNEMENT) -> tuple[Pick, ...]:
    """The Attunement Cards' order, top first (the last is filled in by the companion)."""
    return tuple(Pick(i) for i in order[:-1])


def board_answers(direction: str = "clockwise", start: str = START) -> tuple[Pick, ...]:
    """Every board fact she asks after setup."""
    return ((Pick(direction),) + tuple(Pick(i) for i in RING[:-1]) + tuple(Pick(LAYOUTS[i]) for i in RING)
            + attunement_answers() + (Pick(start),))


def units_everywhere(state):
    """The same table with her units recorded in every Region, so any Walk case may be true (for tests of
    what each case does, not of which cases her records allow)."""
    return replace(state, units_at=tuple(sorted(f"{i}: {r}" for i, rs in state.layouts for r in rs)))


def set_up(champion: str = "Celethe", *, direction: str = "clockwise", **kw):
    """Her side set up (physical decks unless said) with the board above answered."""
    kw.setdefault("digital", False)
    state = GAME.apply(GAME.initial_state({}), Setup(champion=champion, **kw))
    for event in board_answers(direction):
        state = GAME.apply(state, event)
    return state
