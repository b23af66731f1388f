"""Maliath, Mysthea's solo opponent: her public components as data, each with its source.

What the rulebook does not print (the Corrupted Champions' colour bands, the Monster
Reference Cards' Hit Point tracks, the Command Cards she gains in play) is entered by
the players: those facts hold None and say so in their note.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from companion.facts import Fact  # re-exported: `from <game>.data import Fact` keeps working
from companion.games.fall.data import FALL_MONSTERS, era_deck
from companion.validate import choice, count

RULEBOOK = "Mysthea Solo Mode Expansion rulebook"
README = "rules/README.md 'Mysthea Command Cards' (evonove/mysthea-app)"


COLOURS = ("red", "yellow", "green", "blue")
POWER_CARDS: Mapping[str, str] = MappingProxyType(
    {
        "blue": "Power of Heroism",
        "red": "Power of War",
        "yellow": "Power of Determination",
        "green": "Power of Preparation",
    }
)  # Power Cards Overview
POWER_CARDS_SOURCE = f"{RULEBOOK}, Maliath's Cards: Power Cards Overview"


@dataclass(frozen=True, order=True)
class MaliathCommandCard:
    """A Command Card in Maliath's Action deck: its banner colour and Command Points (code if known)."""

    colour: str
    command_points: int
    code: str = ""

    def __post_init__(self) -> None:
        choice(self.colour, "colour", COLOURS)
        count(self.command_points, "command_points", low=1, high=5)

    @property
    def kind(self) -> str:
        """The Power this card triggers, as players say it, e.g. 'Power of War (red)'."""
        return f"{POWER_CARDS[self.colour]} ({self.colour})"


# Setup step 7: one Starting card of each colour; README: every Starting card is worth 2.
STARTING_COMMAND_CARDS: tuple[MaliathCommandCard, ...] = tuple(MaliathCommandCard(c, 2) for c in COLOURS)
STARTING_COMMAND_CARDS_SOURCE = f"{RULEBOOK}, Setup step 7; Command Points: {README}"


@dataclass(frozen=True, order=True)
class DestinyCard:
    """One of Maliath's five Destiny Cards: its code, its picture name and what it does, in short."""

    code: str
    name: str
    summary: str

    @property
    def kind(self) -> str:
        """As players say it, e.g. 'Destiny #CS007 (Crystal)'."""
        return f"Destiny #{self.code} ({self.name})"


DESTINY_CARDS: tuple[DestinyCard, ...] = (
    DestinyCard("CS007", "Crystal", "deploy a Golem, move her Island, Fly"),
    DestinyCard("CS008", "Sphere", "deploy a Troop, move her Island, Fly"),
    DestinyCard("CS009", "Volcano", "score the top Encounter plus 3, deploy a Troop, Walk"),
    DestinyCard("CS010", "Altar", "Develop (Champion's preference), deploy a Troop, Fly"),
    DestinyCard("CS011", "Tree", "Develop (highest value), deploy a Golem, Fly"),
)
DESTINY_CARDS_SOURCE = f"{RULEBOOK}, Maliath's Cards: Destiny Cards Overview (Components: 5 Destiny Cards)"
DESTINY_BY_CODE = {d.code: d for d in DESTINY_CARDS}  # her Destiny Cards by their code


@dataclass(frozen=True, order=True)
class BattleCard:
    """A Battle card: Strength added, Glory if it is a Defense card, cards gained, and Retreat All."""

    name: str
    strength: int
    defense_glory: int | None  # base Glory of a Defense card, plus 1 per Maliath unit in the Region
    cards_gained: int
    retreat_all: bool

    def glory(self, units_in_region: int) -> int:
        """Glory Points Maliath scores from this card with `units_in_region` of her units in the Battle."""
        count(units_in_region, "units_in_region")
        return 0 if self.defense_glory is None else self.defense_glory + units_in_region


# Battle Procedure lists six effects; Components: 6 Battle Cards. Reading: one card per effect.
BATTLE_CARDS: tuple[BattleCard, ...] = (
    BattleCard("+1 Strength, Retreat All", 1, None, 0, True),
    BattleCard("+1 Strength, Defense", 1, 4, 0, False),
    BattleCard("+2 Strength, Defense", 2, 2, 0, False),
    BattleCard("+3 Strength", 3, None, 0, False),
    BattleCard("Gain Card, Retreat All", 0, None, 1, True),
    BattleCard("Gain 2 Cards", 0, None, 2, False),
)
BATTLE_CARDS_SOURCE = f"{RULEBOOK}, Battle Procedure (Components: 6 Battle Cards)"
BATTLE_CARDS_BY_NAME: Mapping[str, BattleCard] = MappingProxyType({c.name: c for c in BATTLE_CARDS})


def battle_card(name: str) -> BattleCard:
    """The Battle card with this name, e.g. '+3 Strength'."""
    try:
        return BATTLE_CARDS_BY_NAME[name]
    except (KeyError, TypeError):
        raise ValueError(f"name must be a Battle card, one of {sorted(BATTLE_CARDS_BY_NAME)}, got {name!r}") from None


ACTION_DECK_SIZE = Fact(
    MappingProxyType({"I": 9, "II": 10, "III": 11}),
    f"{RULEBOOK}, Setup step 9 (4 Starting cards + 5 Destiny cards) and Phase 1 (10 in Era II, 11 in Era III)",
)
GOLEMS = Fact(8, f"{RULEBOOK}, Components and Setup 10A b: 8 Golems")
TROOPS = Fact(16, f"{RULEBOOK}, Components and Setup 10A b: 16 Troops")
EASIER_GOLEMS = Fact(5, f"{RULEBOOK}, Adjusting the Difficulty: Making it Easier")
EASIER_TROOPS = Fact(10, f"{RULEBOOK}, Adjusting the Difficulty: Making it Easier")
UPGRADE_ON_GAINED = Fact((1, 3, 5), f"{RULEBOOK}, General Rules: the first, third and fifth card of a colour")
GLORY_PER_DOUBLE_INCLINATION = Fact(8, f"{RULEBOOK}, Phase 3 - End of an Era")
ENCOUNTER_GLORY_BONUS = Fact(3, f"{RULEBOOK}, Destiny #CS009 and Monster Cards: top Encounter Card plus 3")
TELRON_STARTING_GLORY = Fact(12, f"{RULEBOOK}, Corrupted Champions: Telron")
CORRUPTED_CHAMPION_COLOUR_ORDER = Fact(
    None,
    f"{RULEBOOK}, General Rules (the multicoloured band of each Corrupted Champion Card)",
    note="The bands are printed on the cards, not in the rulebook: the players enter the colour order.",
)
MONSTER_HIT_POINTS = Fact(
    None,
    f"{RULEBOOK}, Components: 7 Monster Reference Cards",
    note=(
        "The Hit Point tracks are not public: the players enter them. The 2-player example "
        "only shows one Wound counter taking 3 off Utcoro the Swarmer."
    ),
)

GLORY_PER_SINGLE_INCLINATION_CHALLENGE = Fact(4, f"{RULEBOOK}, Challenge Cards: the third card")
PREPARATION_B_GLORY = Fact(3, f"{RULEBOOK}, Advanced Powers: the Power of Preparation")
ANUTH_WAR_STRENGTH = Fact(2, f"{RULEBOOK}, Corrupted Champions: Anuth")
ANUTH_FIRST_MONSTER_REDUCTION = Fact(2, f"{RULEBOOK}, Corrupted Champions: Anuth")
CELETHE_REWARD_FACTOR = Fact(2, f"{RULEBOOK}, Corrupted Champions: Celethe (rewards doubled)")
CR2T1_GLORY_PER_TWO_REGIONS = Fact(3, f"{RULEBOOK}, Corrupted Champions: CR-2T1")
ATTUNEMENT_CARDS = Fact(
    5,
    "Mysthea: The Fall rulebook, Components: 5 Floating Islands; solo Setup step 8 pairs each Attunement "
    "Card with its Island",
    note="One Attunement Card per Island (reading, see the ruling attunement_cards_per_island).",
)
MONSTERS = Fact(
    MappingProxyType({m.name: m.core_strength for m in FALL_MONSTERS}),
    "rules/README.md 'Mysthea monsters' (core Mysthea Strength, evonove/mysthea-app)",
    note="Maliath plays core Mysthea, so the core Strength (Utcoro 10 fits the 2-player example).",
)

# The board places her instructions name (the core board stays on the table; the player reports them).
ISLANDS = Fact(
    ("Crystal", "Sphere", "Volcano", "Altar", "Tree"),
    f"{RULEBOOK}, Destiny Cards Overview (#CS007 Crystal to #CS011 Tree) and Phase 2 (a Destiny Card's "
    "arrow points to an Island icon)",
    note="The five Island icons, as the Destiny Cards are named (reading, see the ruling island_icons).",
)
REGION_TYPES = Fact(
    ("River", "Mountain", "Forest", "Land of Myst", "Crystal Field"),
    "rules/README.md 'Icaion board': 5 region types",
)
REGIONS_PER_ISLAND = Fact(
    3,
    f"{RULEBOOK}, Move Champion: Walk (her Champion's Region and \"the other two Regions\" of its Island; "
    "one fewer under a Mirage token)",
)
CANNIBAROK = "Cannibarok the Qoam-Eater"
CANNIBAROK_CRYSTAL_FIELD_STRENGTH = Fact(
    2, "rules/README.md 'Mysthea monsters': Cannibarok 12 (+2 when it attacks an island with a Crystal Field)")
DIRECTIONS = ("clockwise", "counterclockwise")  # the dominant direction, as the player reports it

# Corrupted Champions: the seven effects the rulebook lists (Components counts 4 cards: reading, see rulings).
CELETHE, SANYA, LEHEIR, TELRON, ANUTH, KOLBOR_MALABOR, CR2T1 = (
    "Celethe", "Sanya", "Leheir", "Telron", "Anuth", "Kolbor & Malabor", "CR-2T1")
CORRUPTED_CHAMPIONS: tuple[str, ...] = (CELETHE, SANYA, LEHEIR, TELRON, ANUTH, KOLBOR_MALABOR, CR2T1)
CORRUPTED_CHAMPIONS_SOURCE = f"{RULEBOOK}, Corrupted Champions"

# Challenge Cards, numbered 1-6 in the order the rulebook lists them (they carry no printed number).
CHALLENGE_CARDS: Mapping[int, str] = MappingProxyType({
    1: "no Energy income at the beginning of Eras II and III",
    2: "you may not take an Attunement Card with any Inclination marker",
    3: "4 Glory for her per Attunement Card with exactly 1 Inclination marker at each Era's end",
    4: "an Upgrade token below each of her Power Cards at the beginning of Era II",
    5: "she wins ties for Region control",
    6: "remove one of your Troops at Era II, one of your Golems at Era III",
})
CHALLENGE_CARDS_SOURCE = f"{RULEBOOK}, Adjusting the Difficulty: Challenge Cards (numbered in the order listed)"

# The Command Cards of each Era deck as colour and points (one card of each, copies merged).
def era_command_cards(era: int) -> tuple[MaliathCommandCard, ...]:
    """The distinct Command Cards (colour, points) of Era deck 1, 2 or 3, as Maliath may gain them."""
    count(era, "era", low=1, high=3)
    cards = {MaliathCommandCard(c.banner, c.command_points) for c in era_deck(("I", "II", "III")[era - 1])}
    return tuple(sorted(cards, key=lambda c: (COLOURS.index(c.colour), c.command_points)))


def era_copies(era: int, card: MaliathCommandCard) -> int:
    """How many cards of this colour and Command Points Era deck 1, 2 or 3 holds (Era I: 1, 1, 2, 3, 3 a colour)."""
    count(era, "era", low=1, high=3)
    return sum(1 for c in era_deck(("I", "II", "III")[era - 1])
               if (c.banner, c.command_points) == (card.colour, card.command_points))


ERA_COMMAND_CARDS_SOURCE = README  # era_command_cards and era_copies: five cards a colour in each Era deck

FACTS: Mapping[str, Fact] = MappingProxyType(
    {name: value for name, value in dict(globals()).items() if isinstance(value, Fact)}
)
