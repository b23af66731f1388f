"""From the Other Side: every public component fact, each with the rulebook section it comes from."""

from __future__ import annotations

from dataclasses import dataclass

RULEBOOK = "From the Other Side Rulebook"


@dataclass(frozen=True)
class Hero:
    """A Hero as the rulebook names them, with any special rule it states."""

    id: str
    name: str
    special_rule: str = ""
    source: str = "Elements of the Game"


# Elements of the Game: the five Hero miniatures.  Hansi's epithet is from the Phase 1 Example.
HEROES: tuple[Hero, ...] = (
    Hero("andre", "André"),
    Hero("hansi", "Hansi the Minstrel", source="Elements of the Game; Phase 1 Example"),
    Hero("marcus", "Marcus"),
    Hero("frederik", "Frederik"),
    Hero(
        "blind_guardian",
        "the Blind Guardian",
        special_rule=(
            "A Wound taken in a fight flips his Bond token to Phylax's side; in Restoration he "
            "must flip every such token back and add one Dragon's Breath token for each."
        ),
        source="Elements of the Game; Blind Guardian's Special Rule",
    ),
)
HERO_IDS: tuple[str, ...] = tuple(h.id for h in HEROES)
BLIND_GUARDIAN = "blind_guardian"  # Goal of the Game (note on players): only once the other four play

MIN_HEROES, MAX_HEROES = 2, 5  # Goal of the Game: playable by 2 to 5


@dataclass(frozen=True)
class SetupVariables:
    """One column of the Setup Variables table."""

    heroes: int
    action_tiles_per_hero: int
    bond_tokens_per_hero: int
    mirror_fragments_to_win: int
    source: str = "Setup Variables Based on the Number of Heroes"


SETUP_VARIABLES: dict[int, SetupVariables] = {
    2: SetupVariables(2, 3, 5, 8),
    3: SetupVariables(3, 3, 4, 9),
    4: SetupVariables(4, 2, 4, 10),
    5: SetupVariables(5, 2, 3, 11),
}

# Setup Variables table: 3 tokens bring out the head, 4 more the torso, 5 more the legs.
DRAGON_THRESHOLDS: tuple[int, ...] = (3, 4, 5)
DRAGON_TILES = 3  # Elements of the Game; Victory and Defeat: the third tile loses the game
DRAGON_TILE_NAMES: tuple[str, ...] = ("head", "torso", "legs")  # Phase 6: Dragon's Awakening

# Elements of the Game
CREATURE_CARDS = 18
ACTION_CARDS_PER_HERO = 8
ARTIFACT_CARDS = 19
TARGET_TOKENS = 4
MAP_TILES = 15  # including the starter tile with the Well
BREATH_TOKENS = 7
MIRROR_FRAGMENTS = 12
ACTION_TILES_PER_HERO = 3
BOND_TOKENS_PER_HERO = 5

BATTLE_SPACES = 4  # Setup: the Battle board has 4 spaces for Creature cards
BREATH_SLOTS_PER_SPACE = 2  # Phase 1, Move: "both of a Creature's spaces" for breath
STARTING_HAND = 5  # Player Setup C: draw 5 cards
HAND_LIMIT = 7  # Phase 5: Restoration, step 1
UNCONFRONTED_BREATH = 2  # Phase 4: an unconfronted Creature leaves 2 tokens face down
EXTRA_STEPS = 1  # Phase 1, Move: one additional step for one Dragon's Breath token
HEAL_BREATH_COST = 1  # Phase 5 / About Wounds: a Wound healed "by adding a Dragon's Breath token"
BOND_TOKENS_PER_TILE = 2  # Phase 2: up to 2 Bond tokens with each Action tile
LINE_ENDS: tuple[str, ...] = ("left", "right")  # Phase 2: the two ends of the Initiative Line

# Symbol Glossary
CREATURE_TYPES: tuple[str, ...] = ("Animal", "Humanoid", "Undead", "Witch")
MASTERIES: tuple[str, ...] = ("Magic", "Guile", "Weapons")

# Symbol Glossary: effects on Action cards (and Artifacts, which the glossary says carry icons too).
FIGHT_ICONS: tuple[str, ...] = ("shield", "inhibition", "heroic_fury")
ON_USE_ICONS: tuple[str, ...] = (
    "heal", "inspiration", "blessing", "magic_step", "too_much_passion",
)
ACTION_ICONS: tuple[str, ...] = FIGHT_ICONS + ON_USE_ICONS
# Symbol Glossary, Special: One of Us lets these icons serve another Hero of the same Fight Line.
ONE_OF_US_ICONS: tuple[str, ...] = ("shield", "heal", "inspiration", "magic_step")
# Symbol Glossary: Frontline and Backline make a card's bonus depend on its place in the Fight Line.
LINE_CONDITIONS: tuple[str, ...] = ("frontline", "backline")
# Symbol Glossary: effects on Creature cards; the Phase 4 rules call the die-doubling one the penalty.
CREATURE_ICONS: tuple[str, ...] = ("wound", "impact_force", "bestial_fury")

COMPASS: tuple[str, ...] = ("N", "E", "S", "W")  # the four torch directions of a square Map tile
SIDES: tuple[str, ...] = ("green", "blue")  # Dragon Rock: the colour of a tile's rooms
SPACE_KINDS: tuple[str, ...] = ("room", "corridor")  # Dragon Rock: the two kinds of space

def hero_name(hero_id: str) -> str:
    """The Hero's name as the rulebook writes it."""
    for h in HEROES:
        if h.id == hero_id:
            return h.name
    return hero_id
