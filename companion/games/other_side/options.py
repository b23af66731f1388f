"""What the players may do next and what they must report: read-only helpers for the dashboard."""

from __future__ import annotations

from dataclasses import dataclass

from . import board as mapping
from . import data
from .battle import next_fight
from .fighting import matches, reach
from .hunt import targets_on_tile
from .plan import open_ends
from .profile import index
from .state import OtherSideState, artifacts_available, current_hero, hero_state


@dataclass(frozen=True)
class Playable:
    """An Action card that may go under a Creature, and how many discards its range still needs."""

    card: str
    space: int
    distance: int
    reach: int
    discards_needed: int


def creatures_due(state: OtherSideState, rooms: int) -> int:
    """Creature cards to report for a tile with `rooms` rooms (the rest bring Breath tokens)."""
    free = sum(1 for s in state.battle if s is None)
    return min(rooms, free, len(state.creature_deck) + len(state.creature_discard))


def creatures_due_for_move(state: OtherSideState, destination: str) -> int:
    """Creature cards to report when a Hero's move ends on `destination`'s tile."""
    tile = mapping.get_space(state.board, destination).tile
    if targets_on_tile(state, tile):
        return 0
    return creatures_due(state, len(mapping.rooms_on_tile(state.board, tile)))


def artifact_due_for_entry(state: OtherSideState, entry_kind: str) -> bool:
    """Whether exploring into a space of this kind earns an Artifact to report."""
    return entry_kind == "room" and artifacts_available(state) > 0


def move_destinations(state: OtherSideState, hero: str) -> dict[str, int]:
    """Spaces the Hero can move to in Phase 1, with their cost in Breath tokens (0 or 1)."""
    here = hero_state(state, hero).space
    one = set(mapping.legal_destinations(state.board, here, 1))
    two = set(mapping.legal_destinations(state.board, here, 1 + data.EXTRA_STEPS))
    return {s: (0 if s in one else 1) for s in sorted(two)}


def attach_ends(state: OtherSideState) -> tuple[str, ...]:
    """Ends of the Initiative Line where the next Action tile may go."""
    return ("right",) if not state.line else open_ends(state.line)


def playable_cards(state: OtherSideState, hero: str) -> tuple[Playable, ...]:
    """Every (Action card, Creature) pairing the rules allow for the Hero, before any Artifact."""
    idx = index(state.profile)
    h = hero_state(state, hero)
    out = []
    for card in h.hand:
        if card not in idx.action_cards:
            continue
        for i, slot in enumerate(state.battle):
            if slot is None or not matches(state, card, i + 1):
                continue
            distance = mapping.range_distance(state.board, h.space, slot.room)
            if distance is None:
                continue
            have = reach(state, hero, card)
            out.append(Playable(card, i + 1, distance, have, max(0, distance - have)))
    return tuple(out)


def whose_turn(state: OtherSideState) -> str:
    """The Hero expected to act ("" when the step is for the whole table)."""
    return current_hero(state)


def next_fight_space(state: OtherSideState) -> int | None:
    """The Battle board space of the next fight to settle in Phase 4."""
    return next_fight(state)
