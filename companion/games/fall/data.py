"""Mysthea: The Fall's components as data: every number carries its source, unknowns are None."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from companion.facts import Fact  # re-exported: `from <game>.data import Fact` keeps working
from companion.validate import choice, count, is_whole

# Where the rulebook text lives in the shared folder; sections are named after it.
RULEBOOK = "Mysthea: The Fall rulebook"
COMMAND_CARD_SOURCE = (
    "evonove/mysthea-app (MIT), src/configurations/mysthea_configuration.json and the "
    "card art in its history, as summarised in rules/README.md 'Mysthea Command Cards'"
)
MONSTER_SOURCE_CORE = "evonove/mysthea-app, as summarised in rules/README.md 'Mysthea monsters'"


# --- Command Cards -------------------------------------------------------------------

ERAS = ("Starting", "I", "II", "III")
FALL_ERAS = ("I", "II", "III")  # The Fall uses the 60 Era cards only (Components, From Mysthea)
BANNERS = ("red", "yellow", "green", "blue")
BANNER_KINDS = MappingProxyType(
    {"red": "Tactic", "yellow": "Objective", "green": "Accessory", "blue": "Upgrade"}
)
# Each colour block of five cards, in code order; README table "Command Points".
_POINTS_PER_BANNER = MappingProxyType(
    {
        "Starting": (2, 2, 2, 2, 2),
        "I": (1, 1, 2, 3, 3),
        "II": (1, 2, 3, 3, 4),
        "III": (1, 2, 3, 4, 5),
    }
)
# Code offset o of each deck: red C(o+1)..C(o+5), yellow C(o+6).., green .., blue C(o+16)..C(o+20).
_ERA_OFFSET = MappingProxyType({"Starting": 0, "I": 20, "II": 40, "III": 60})


@dataclass(frozen=True, order=True)
class CommandCard:
    """A Command Card: its code, Era deck, banner colour and Command Points (top-left number)."""

    code: str
    era: str
    banner: str
    command_points: int
    source: str = COMMAND_CARD_SOURCE

    @property
    def banner_kind(self) -> str:
        """The banner's card kind: Tactic, Objective, Accessory or Upgrade."""
        return BANNER_KINDS[self.banner]


def _deck(era: str) -> tuple[CommandCard, ...]:
    offset = _ERA_OFFSET[era]
    cards = []
    for b, banner in enumerate(BANNERS):
        for i, points in enumerate(_POINTS_PER_BANNER[era]):
            number = offset + 5 * b + i + 1
            cards.append(CommandCard(f"C{number:03d}", era, banner, points))
    return tuple(cards)


COMMAND_CARDS: tuple[CommandCard, ...] = tuple(c for era in ERAS for c in _deck(era))
_BY_CODE = MappingProxyType({c.code: c for c in COMMAND_CARDS})


def _check_era(era: str) -> str:
    return choice(era, "era", ERAS)


def era_deck(era: str) -> tuple[CommandCard, ...]:
    """The 20 Command Cards of one deck ('Starting', 'I', 'II' or 'III'), in code order."""
    _check_era(era)
    return tuple(c for c in COMMAND_CARDS if c.era == era)


def era_deck_counts(era: str) -> dict[int, int]:
    """How many cards of each Command Point value the full deck of `era` holds."""
    counts: dict[int, int] = {}
    for card in era_deck(era):
        counts[card.command_points] = counts.get(card.command_points, 0) + 1
    return dict(sorted(counts.items()))


def command_card(code: str) -> CommandCard:
    """The Command Card with this code, e.g. 'C021'."""
    try:
        return _BY_CODE[code]
    except (KeyError, TypeError):
        raise ValueError(f"code must be a Command Card code C001..C080, got {code!r}") from None


# --- Monsters ------------------------------------------------------------------------


@dataclass(frozen=True)
class FallMonster:
    """A Monster as The Fall uses it: Strength in The Fall, core-game Strength, and its sources."""

    name: str
    fall_strength: int
    core_strength: int
    extra: bool  # from Mysthea Crystal Edition or the Extra Monsters box
    other_spelling: str = ""
    source: str = f"{RULEBOOK}, Reference: Monster Cards / Extra Monsters; core strength: {MONSTER_SOURCE_CORE}"


FALL_MONSTERS: tuple[FallMonster, ...] = (
    FallMonster("Utcoro the Swarmer", 6, 10, extra=False),
    FallMonster("Boulron the Reaper", 5, 11, extra=True, other_spelling="Boulrox"),
    # Core game: +2 when it attacks an island with a Crystal Field (README); not used in The Fall.
    FallMonster("Cannibarok the Qoam-Eater", 7, 12, extra=False),
    FallMonster("Onygauros the Collector", 9, 13, extra=False),
    FallMonster("Obsidusa the Devourer", 7, 14, extra=True),
    FallMonster("Caerulas the Inhabitant from Below", 6, 15, extra=False),
    FallMonster("Kodror the Infestation", 8, 16, extra=True, other_spelling="Kedror"),
)


def fall_monster(name: str) -> FallMonster:
    """The Monster whose full name, first word or other spelling is `name` (case-insensitive)."""
    wanted = str(name).strip().lower()
    for m in FALL_MONSTERS:
        keys = {m.name.lower(), m.name.split()[0].lower()}
        if m.other_spelling:
            keys.add(m.other_spelling.lower())
        if wanted in keys:
            return m
    raise ValueError(f"name must name a Fall monster, got {name!r}")


# --- Regions, Event deck -------------------------------------------------------------

REGION_TYPES = ("River", "Mountain", "Forest", "Land of Myst", "Crystal Field")
QOAM_COLOUR = MappingProxyType(
    {"River": "blue", "Mountain": "brown", "Forest": "green", "Land of Myst": "grey", "Crystal Field": "pink"}
)  # Reference: Regions and Region Cards
COLOSSUS = "Colossus"
STORM = "Storm"

REGION_CARDS_PER_TYPE = Fact(
    2,
    f"{RULEBOOK}, Components (5 Region Cards from Icaion, 5 from Mysthea) and Night Phase "
    "('second Region Card of its type')",
    note="Reading: each game's five Region Cards are one per Region type, so each type has two cards.",
)
COLOSSUS_CARDS = Fact(3, f"{RULEBOOK}, Components, From Icaion: 3 Colossus Cards")
STORM_CARDS = Fact(1, f"{RULEBOOK}, Components, From Mysthea: 1 Storm Card")

EVENT_DECK: Mapping[str, int] = MappingProxyType(
    {
        **{region: REGION_CARDS_PER_TYPE.value for region in REGION_TYPES},
        COLOSSUS: COLOSSUS_CARDS.value,
        STORM: STORM_CARDS.value,
    }
)  # Getting Ready step 12: all Region Cards, the three Colossus Cards and the Storm Card
EVENT_DECK_SOURCE = f"{RULEBOOK}, Getting Ready step 12"

DIFFICULTIES = ("easy", "normal", "difficult")  # "Hard" and "Difficult" name the same level (README)

SETUP_EVENT_CARDS = Fact(
    MappingProxyType({"easy": 2, "normal": 3, "difficult": 4}),
    f"{RULEBOOK}, Getting Ready step 13 (Easy 2, Normal 3, Hard 4 Event Cards)",
)

# --- Primal Shards -------------------------------------------------------------------

PRIMAL_SHARDS_IN_BOX = Fact(16, f"{RULEBOOK}, Components, From Icaion: Colossus Miniature + 16 Primal Shards")
PRIMAL_SHARD_VALUES = Fact((1, 2, 3), f"{RULEBOOK}, Investigate the Colossus: a value from 1 to 3")
PRIMAL_SHARDS_PER_GAME = Fact(10, f"{RULEBOOK}, Getting Ready step 5: take 10 Primal Shards")
PRIMAL_SHARD_BAGS = MappingProxyType(
    {
        "easy": Fact(MappingProxyType({1: 3, 2: 5, 3: 2}), f"{RULEBOOK}, Getting Ready step 5, Easy row"),
        "normal": Fact(MappingProxyType({1: 2, 2: 4, 3: 4}), f"{RULEBOOK}, Getting Ready step 5, Normal row"),
        "difficult": Fact(
            None,
            f"{RULEBOOK}, Getting Ready step 5, Difficult row",
            note="The Difficult row is empty in the rulebook text: the players enter it from their copy.",
        ),
    }
)


def _check_difficulty(difficulty: str) -> str:
    key = str(difficulty).strip().lower()
    key = "difficult" if key == "hard" else key
    if key not in DIFFICULTIES:
        raise ValueError(f"difficulty must be one of {DIFFICULTIES} (or 'hard'), got {difficulty!r}")
    return key


def primal_shard_bag(difficulty: str, *, difficult_bag: Mapping[int, int] | None = None) -> dict[int, int]:
    """The 10 Primal Shards {value: count} put in the bag at setup; Difficult needs `difficult_bag` from the user."""
    key = _check_difficulty(difficulty)
    fact = PRIMAL_SHARD_BAGS[key]
    if fact.value is not None:
        if difficult_bag is not None:
            raise ValueError(f"difficult_bag is only for the Difficult level, got difficulty={difficulty!r}")
        return dict(fact.value)
    if difficult_bag is None:
        raise ValueError("difficult_bag must be entered by the user: the rulebook's Difficult row is empty")
    if not isinstance(difficult_bag, Mapping):
        raise ValueError(f"difficult_bag must map shard values 1..3 to counts, got {difficult_bag!r}")
    for v, n in difficult_bag.items():
        # Whole numbers only: int() would turn 2.9 into 2 or "3" into 3 without a word.
        if not is_whole(v) or v not in PRIMAL_SHARD_VALUES.value:
            raise ValueError(f"difficult_bag must map shard values 1..3 to counts, got {difficult_bag!r}")
        count(n, f"difficult_bag: the count of value {v}")
    bag = dict(difficult_bag)
    if sum(bag.values()) != PRIMAL_SHARDS_PER_GAME.value:
        raise ValueError(f"difficult_bag must hold 10 shards (Getting Ready step 5), got {difficult_bag!r}")
    return dict(sorted((v, n) for v, n in bag.items() if n))


def setup_event_cards(difficulty: str) -> int:
    """How many Event Cards are revealed at setup for this difficulty (Getting Ready step 13)."""
    return SETUP_EVENT_CARDS.value[_check_difficulty(difficulty)]


# --- Enemies, City, limits ------------------------------------------------------------

ENEMY_PRIORITY = ("Golem", "Troop", "Parasite")  # Attack Enemies, Enemy Priority
ENEMY_STRENGTH_COST = Fact(
    MappingProxyType({"Golem": 2, "Troop": 1, "Parasite": 1}),
    f"{RULEBOOK}, Attack Enemies: 2 Strength Points per Golem, 1 per Troop or Parasite",
)
GOLEMS = Fact(20, f"{RULEBOOK}, Components, From Mysthea: 20 Golems")
TROOPS = Fact(40, f"{RULEBOOK}, Components, From Mysthea: 40 Troops")
PARASITES = Fact(25, f"{RULEBOOK}, Components, From Icaion: 25 Parasites", note="Treated as unlimited (step 4).")
MACHINES = Fact(45, f"{RULEBOOK}, Components, From Icaion: 45 Machinery (Harvesters, Scavengers, Refiners)")
FORTIFICATION_TOKENS = Fact(20, f"{RULEBOOK}, Components, From Mysthea: 20 Fortification Tokens")
ISLANDS = Fact(5, f"{RULEBOOK}, Components, From Mysthea: 5 Floating Islands")
ISLAND_REGIONS = Fact(3, f"{RULEBOOK}, Defeating Enemies and Respawn: a Golem region and 'the two remaining Island Regions'")
GOLEMS_PER_ISLAND_AT_SETUP = Fact(4, f"{RULEBOOK}, Getting Ready step 2")
TROOPS_PER_REGION_AT_SETUP = Fact(4, f"{RULEBOOK}, Getting Ready step 3")
FORTIFICATIONS_PER_PLAYER = Fact(
    MappingProxyType({5: 1, 4: 2, 3: 3, 2: 3}),
    f"{RULEBOOK}, Getting Ready (player setup)",
    note="With 2 players (and solo) each also takes 2 Fortifications of a non-playing colour.",
)
DAY_ACTIONS = Fact(3, f"{RULEBOOK}, Day Phase: up to three actions")
QOAM_LIMIT = Fact(6, f"{RULEBOOK}, Collect: never more than 6 Qoam crystals")
PARASITE_LIMIT = Fact(2, f"{RULEBOOK}, Defeating Enemies and Respawn: at most 2 Parasites")
CITY_SPACES = Fact(5, f"{RULEBOOK}, Deposit: five City spaces, at most 5 Qoam")
CITY_STARTING_DEFENSE = Fact(
    None,
    f"{RULEBOOK}, Getting Ready",
    note="The City's starting Defense Points are not in the rulebook text: the players enter them at setup.",
)
ENEMY_ATTACK_THRESHOLD = Fact(3, f"{RULEBOOK}, Enemy Attack: three or more Enemies in a Region")
CITY_LOSS_SHORT_RELEASE = Fact(5, f"{RULEBOOK}, Night Phase: an Island that cannot move two Enemies")
CITY_LOSS_NO_MACHINE = Fact(5, f"{RULEBOOK}, Enemy Attack, outcome d")
COLOSSUS_LOSS_PER_PARASITE = Fact(2, f"{RULEBOOK}, The Colossus Card Is Revealed!, step 2")
COLOSSUS_PARASITES_SPAWNED = Fact(2, f"{RULEBOOK}, The Colossus Card Is Revealed!, step 1")
BOULRON_COLOSSUS_DAMAGE = Fact(10, f"{RULEBOOK}, Extra Monsters: Boulron the Reaper")
COMMAND_CARDS_PER_ATTACK = Fact(3, f"{RULEBOOK}, Attack Enemies: at most one card from each Era deck")
# Attack Enemies: one card from each Era deck, in this order; The Lone Survivor reverses it (Characters).
ERA_ORDER: tuple[str, ...] = ("I", "II", "III")
LONE_SURVIVOR_ORDER: tuple[str, ...] = ("III", "II", "I")
# Characters, Anuth: +2 Strength Points on every Attack; her Relic adds +2 more for the turn.
ANUTH_BONUS = 2
ANUTH_RELIC_BONUS = 2



# --- Characters (Reference: Characters' Abilities and Relic Powers) -------------------

MYSTHEA, ICAION = "Mysthea", "Icaion"  # Champions from Mysthea, Seekers (Champions) from Icaion


@dataclass(frozen=True)
class Character:
    """A Character card: its name, the game it comes from, and its ability and Relic power in our words."""

    name: str
    origin: str
    ability: str
    relic: str
    source: str = f"{RULEBOOK}, Reference: Characters' Abilities and Relic Powers"


CHARACTERS: tuple[Character, ...] = (
    Character("Kolbor & Malabor", MYSTHEA,
              "For one action, hop from a node beside an Island to a node of one of the two nearest Islands.",
              "Rearrange the Enemies among the Regions around your node as you like, with no Enemy Attack."),
    Character("Leheir", MYSTHEA,
              "Once a turn, hand another player 2 of your Qoam and take 2 of theirs, at the same time.",
              "Swap places with another Character."),
    Character("CR-2T1", MYSTHEA,
              "When you Activate a Machine, you may also activate another of yours in the same Region.",
              "Put a removed Machine back in a Region holding no Machine of that kind."),
    Character("Sanya", MYSTHEA,
              "Every Move may go up to 2 nodes.",
              "Move to any node with no other Character on it."),
    Character("Telron", MYSTHEA,
              "At the start of your turn, look at the top Event Card and put it back.",
              "Move the Colossus one external node either way."),
    Character("Anuth", MYSTHEA,
              "Every Attack gets 2 more Strength Points.",
              "For the rest of the turn, every Attack gets 2 more Strength Points again."),
    Character("Celethe", MYSTHEA,
              "When you Collect, you may take one crystal of any kind in place of one collected.",
              "Take 3 Qoam of any kinds from the pool."),
    Character("The Lone Survivor", ICAION,
              "Attacks reveal Era III first, then Era II, then Era I (paid as usual).",
              "Defeat one Enemy in each Region around your node."),
    Character("The Outsider", ICAION,
              "An Attack Enemies that defeats at least one Golem always earns an Eradication Bonus.",
              "After a successful Investigate the Colossus, stay where you are."),
    Character("The Heir", ICAION,
              "A Parasite spent as a wild crystal counts as 2 wild crystals of one kind.",
              "Deposit up to 3 Qoam in the City from anywhere."),
    Character("The Cursed", ICAION,
              "An Eradication Bonus gives the bonus of every card revealed.",
              "Attack any Monster from anywhere, without spending an action."),
    Character("The Creature", ICAION,
              "When you Move, you may move another Character instead.",
              "Use another player's Relic power."),
    Character("The Machine", ICAION,
              "Once a turn, move a Fortification up to 2 nodes.",
              "Look at a Primal Shard on the Colossus and put it back."),
    Character("The Criminal", ICAION,
              "Without the Armor: a Move as first action goes up to 3 nodes. With it: an Enemy Attack in "
              "the Regions around her needs four Enemies.",
              "Put the Armor on or take it off."),
)
CHARACTERS_BY_NAME: Mapping[str, Character] = MappingProxyType({c.name: c for c in CHARACTERS})

QOAM_COLOURS: tuple[str, ...] = tuple(QOAM_COLOUR[t] for t in REGION_TYPES)  # blue, brown, green, grey, pink
MOVE_FIRST_ACTION = Fact(2, f"{RULEBOOK}, Move: up to 2 nodes if it is the turn's first action")
MOVE_LATER_ACTION = Fact(1, f"{RULEBOOK}, Move: an adjacent node")
SANYA_MOVE = Fact(2, f"{RULEBOOK}, Characters: Sanya always moves up to 2 nodes")
CRIMINAL_FIRST_MOVE = Fact(3, f"{RULEBOOK}, Characters: The Criminal without her Armor, first action up to 3 nodes")
STARTING_QOAM = Fact(2, f"{RULEBOOK}, Getting Ready step 10: 1 Qoam for each of the two Regions beside the Character")
MIN_CHARACTERS, MAX_CHARACTERS = 2, 5  # 1-5 players; solo plays two Characters (Getting Ready, Solo Variant)
NON_PLAYING_FORTIFICATIONS_AT_TWO = Fact(2, f"{RULEBOOK}, Getting Ready: 2 players, plus 2 of a non-playing colour")
MACHINE_KINDS = ("Harvester", "Scavenger", "Refiner")  # Activate a Machine; Enemy Attack removes them in this order

# Everything above, by name, for a component gallery.
FACTS: Mapping[str, Fact] = MappingProxyType(
    {name: value for name, value in dict(globals()).items() if isinstance(value, Fact)}
)


# --- Words ------------------------------------------------------------------------------
IRREGULAR_PLURALS: Mapping[str, str] = MappingProxyType({"Enemy": "Enemies"})


def counted(n: int, word: str) -> str:
    """`n` and `word`, the word in the plural unless `n` is 1 ("1 Golem", "2 Golems", "3 Enemies")."""
    return f"{n} {word if n == 1 else IRREGULAR_PLURALS.get(word, word + 's')}"
