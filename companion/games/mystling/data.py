"""Mystling Academy's public components: the two starting Action decks and the slot numbers.

The Mystlings' stats, abilities, card texts and the Arena are not public (rules/README.md):
the players enter them; nothing here stands in for them.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Mapping

from companion.validate import choice

RULEBOOK = "Dragon Eclipse: Mystling Academy rulebook"

# Deck Construction: "If you want to go back to the starting deck, here is a list for every Mystling".
STARTING_DECKS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "Arboro": (
            "Magnetism", "Arboreal Path", "Haste", "Rooted Punch", "Splintering Armor",
            "Energetic Infusion", "Plant Out", "Terra Swirl", "Spectral Blast", "Arboreal Path",
            "Guardian Stance", "Rooted Punch", "Haste", "Grapple", "According to Plan", "Plant Out",
        ),
        "Peare": (
            "Double Strike", "Wings of Fire", "Flamethrower", "Kindling", "Path of Power",
            "Fiery Rage", "Scorching Blitz", "Channeling", "Deliberate Strike", "Focus",
            "Flamethrower", "Offensive Stance", "Wings of Fire", "Full Focus", "Kindling", "Path of Power",
        ),
    }
)
STARTING_DECKS_SOURCE = f"{RULEBOOK}, Deck Construction (starting deck lists)"

DECK_SIZE = 16  # Deck Construction, Deck Size and Composition: exactly 16 Action cards
SLOTS = (1, 2, 3, 4)  # Card Slots and Power Gain: four slots, 1 leftmost to 4 rightmost
SLOT_POWER: Mapping[int, int] = MappingProxyType({1: 1, 2: 2, 3: 2, 4: 3})  # Card Slots and Power Gain
OPENING_SLOT_ORDER = (4, 3, 2, 1)  # Combat Setup step 12: fill the slots one by one from slot 4
MAX_POWER = 10  # Card Slots and Power Gain: at most 10 Power
ENEMY_ATTACK_SLOTS = 5  # Solo Mode, Arena Maps: five spaces for resolved Enemy cards
ENEMY_ATTACK_CARDS_IN_BOX = 12  # Component List: 12 Enemy Attack cards
SOURCES: Mapping[str, str] = MappingProxyType(
    {
        "DECK_SIZE": f"{RULEBOOK}, Deck Construction: Deck Size and Composition",
        "SLOTS": f"{RULEBOOK}, Understanding Cards: Card Slots and Power Gain",
        "SLOT_POWER": f"{RULEBOOK}, Understanding Cards: Card Slots and Power Gain",
        "OPENING_SLOT_ORDER": f"{RULEBOOK}, Combat Setup step 12",
        "MAX_POWER": f"{RULEBOOK}, Understanding Cards: Card Slots and Power Gain",
        "ENEMY_ATTACK_SLOTS": f"{RULEBOOK}, Solo Mode: Arena Maps, item 2",
        "ENEMY_ATTACK_CARDS_IN_BOX": f"{RULEBOOK}, Component List (Solo)",
        "STARTING_DECKS": STARTING_DECKS_SOURCE,
    }
)


def starting_deck(mystling: str) -> dict[str, int]:
    """The starting Action deck of 'Arboro' or 'Peare' as {card name: copies}."""
    choice(mystling, "mystling", sorted(STARTING_DECKS))
    counts: dict[str, int] = {}
    for name in STARTING_DECKS[mystling]:
        counts[name] = counts.get(name, 0) + 1
    return counts
