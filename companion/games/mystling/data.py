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
SECOND_PLAYER_POWER = 1  # Combat Setup step 14: the second Player gains 1 Power
OPENING_HAND = 4  # Combat Setup steps 12-13: the four slots are filled; a mulligan draws four new cards
DASH_COST = 1  # Bonus Actions: Dash costs 1 Power
PREPARE_COST = 1  # Bonus Actions: Prepare costs 1 Power
FATIGUE_DAMAGE = 5  # Enemy Turn Order step 1: with no Fatigue card left, gain 5 Damage instead
STARTING_SPACES = ("I", "II", "III")  # Arena Maps: the starting spaces I, II and III
PVP_FIRST_START = "I"  # Combat Setup step 7: the First Player starts on space I
PVP_SECOND_STARTS = ("II", "III")  # Combat Setup step 8: the second Player on II or III
SOLO_ENEMY_START = "I"  # Solo Combat setup 4a: the Enemy standee on space I
SOLO_PLAYER_START = "II"  # Solo Combat setup 5a: your Mystling on starting space II
ATTACK_RANGE = 1  # Combat Keywords, Attack: a target in range 1
MAX_LEGENDARY = 1  # Deck Construction: no more than 1 Legendary card
MYSTLING_SPECIFIC = (3, 6)  # Deck Construction: at least 3 and no more than 6 Mystling-specific cards
RARITIES = ("common", "rare", "ultra rare", "legendary", "mystling-specific")  # Action Card Anatomy
CARD_KINDS = ("neutral", "elemental", "mystling")  # Action Card Anatomy: the three card types
ELEMENTS_NAMED = ("Earth", "Fire", "Air", "Water")  # Element Restrictions ("e.g."), not the full list
BOX_ELEMENTS = ("Earth", "Fire")  # Component List: the two Element/Help cards in this box
SOURCES: Mapping[str, str] = MappingProxyType(
    {
        "SECOND_PLAYER_POWER": f"{RULEBOOK}, Combat Setup step 14",
        "OPENING_HAND": f"{RULEBOOK}, Combat Setup steps 12-13",
        "DASH_COST": f"{RULEBOOK}, Bonus Actions: (Basic) Bonus Actions",
        "PREPARE_COST": f"{RULEBOOK}, Bonus Actions: (Basic) Bonus Actions",
        "FATIGUE_DAMAGE": f"{RULEBOOK}, Enemy Turn Order, step 1",
        "STARTING_SPACES": f"{RULEBOOK}, Arena: Arena Maps",
        "PVP_FIRST_START": f"{RULEBOOK}, Combat Setup step 7",
        "PVP_SECOND_STARTS": f"{RULEBOOK}, Combat Setup step 8",
        "SOLO_ENEMY_START": f"{RULEBOOK}, Enemy Mystling: Combat setup, step 4a",
        "SOLO_PLAYER_START": f"{RULEBOOK}, Enemy Mystling: Combat setup, step 5a",
        "ATTACK_RANGE": f"{RULEBOOK}, Combat Keywords: Attack",
        "MAX_LEGENDARY": f"{RULEBOOK}, Deck Construction: Deck Size and Composition",
        "MYSTLING_SPECIFIC": f"{RULEBOOK}, Deck Construction: Deck Size and Composition",
        "RARITIES": f"{RULEBOOK}, Understanding Cards: Action Card Anatomy",
        "CARD_KINDS": f"{RULEBOOK}, Understanding Cards: Action Card Anatomy",
        "ELEMENTS_NAMED": f"{RULEBOOK}, Deck Construction: Element Restrictions",
        "BOX_ELEMENTS": f"{RULEBOOK}, Component List (Element/Help cards)",
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
