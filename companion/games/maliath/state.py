"""Maliath's side of the table as frozen dataclasses, and the names of her phases, tasks and questions."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum, auto

from companion.games.maliath.data import COLOURS, MONSTERS, MaliathCommandCard
from companion.games.maliath.events import Setup
from companion.games.maliath.powers import ContestedRegion
from companion.games.maliath.profile import Profile

__all__ = ["Phase", "Task", "Ask", "InstructionsFor", "MaliathState", "MONSTER_NAMES", "command_key", "command_of",
           "is_command"]

MONSTER_NAMES: tuple[str, ...] = tuple(MONSTERS.value)


class Phase(StrEnum):
    """Where the game stands."""

    SETUP = auto()      # before the setup event
    ERA = auto()        # Phase 2 - During an Era: her turns and the table's reports
    TURN = auto()       # resolving her flipped card (or a Battle): tasks and questions
    ERA_END = auto()    # Phase 3 - End of an Era
    ERA_START = auto()  # Phase 1 - Beginning of an Era (II, III): a question about her Action deck
    FINAL = auto()      # Ending the Game: the players' Glory is asked
    OVER = auto()


class Task(StrEnum):
    """One step of a card, a Battle or an Era's end; the automatic ones are done at once."""

    DEPLOY_GOLEM = auto()
    DEPLOY_TROOP = auto()
    MOVE_ISLAND = auto()
    FLY = auto()
    WALK = auto()
    INCLINATION = auto()
    ENCOUNTER = auto()
    GAIN = auto()
    DEVELOP_PREFERENCE = auto()
    DEVELOP_VALUE = auto()
    WOUND = auto()
    UPGRADE = auto()
    DETERMINATION = auto()
    PREPARATION = auto()
    WAR = auto()
    BATTLE = auto()
    BATTLE_UNITS = auto()
    BATTLE_RESULT = auto()
    LEHEIR = auto()
    ATTUNEMENT_SCORE = auto()
    REGION_GLORY = auto()
    CR2T1 = auto()
    MONSTERS = auto()
    NEXT_ERA = auto()
    BOARD = auto()
    RETREAT = auto()
    REWARD = auto()
    REACTION = auto()
    BATTLE_STRENGTH = auto()
    KILLED = auto()
    SANYA_GAIN = auto()


class Ask(StrEnum):
    """The question she waits on (answered by a Pick or a Report)."""

    NONE = ""
    WALK = auto()
    INCLINATION = auto()
    ENCOUNTER = auto()
    GAIN = auto()
    DEVELOP = auto()
    WAR_MORE = auto()
    WAR_HER = auto()
    WAR_YOURS = auto()
    WAR_UNITS = auto()
    WAR_ARBITER = auto()
    BATTLE_CARD = auto()
    BATTLE_UNITS = auto()
    BATTLE_RESULT = auto()
    LEHEIR = auto()
    REGION_GLORY = auto()
    CR2T1 = auto()
    MONSTER = auto()
    MONSTER_STRENGTH = auto()
    REWARD_GLORY = auto()
    FALLBACK = auto()
    FINAL_GLORY = auto()
    WAR_PLACE = auto()
    DIRECTION = auto()
    ISLAND_SPACE = auto()
    ISLAND_REGIONS = auto()
    ATTUNEMENT_ORDER = auto()
    START_REGION = auto()
    BATTLE_PLACE = auto()
    RETREAT_WORTH = auto()
    RETREAT_CONTROL = auto()
    REWARD_EXPERIENCE = auto()
    REWARD_ENCOUNTERS = auto()
    REWARD_CARDS = auto()
    CRYSTAL_FIELD = auto()
    REACTION = auto()
    BATTLE_STRENGTH = auto()
    KILLED_GOLEMS = auto()
    KILLED_TROOPS = auto()


class InstructionsFor(StrEnum):
    """Which step `instructions` are for, so the table reads them as that step's (options.py words it)."""

    NOW = ""               # not recorded (a state made without it): headed as what the table does now
    SETUP = auto()         # her setup, and the board facts asked after it
    CARD = auto()          # the Action card being resolved or, once done, the last one flipped
    BATTLE = auto()        # a Battle started against her
    ERA_END = auto()       # Phase 3 - End of an Era (after Era III, up to the players' Glory)
    ERA_BEGIN = auto()     # the End of an Era and the Beginning of the next (its lines follow the end's)
    BOARD = auto()         # the board facts asked again after the Islands or the direction changed
    REPORT = auto()        # a report recorded (a Reference Card, units killed, the Arbiter's aim)
    ATTUNEMENT = auto()    # you took an Attunement Card with one Inclination marker
    GAME_END = auto()      # Ending the Game: the final Glory


def command_key(card: MaliathCommandCard) -> str:
    """A Command Card's key, e.g. 'red 2'."""
    return f"{card.colour} {card.command_points}"


def is_command(key: str) -> bool:
    """Whether an Action card key names a Command Card (not a Destiny Card)."""
    return " " in key


def command_of(key: str) -> MaliathCommandCard:
    """The Command Card of a key like 'red 2' (ValueError if it is not one)."""
    colour, _, points = key.partition(" ")
    if not points.isdigit():
        raise ValueError(f"card: {key!r} is not a Command Card key like 'red 2'")
    return MaliathCommandCard(colour, int(points))


@dataclass(frozen=True)
class MaliathState:
    """Her whole side of the table; `instructions` are what the table does for the step just resolved."""

    phase: Phase = Phase.SETUP
    profile: Profile | None = None             # the colour bands and Hit Point reductions (profile.py)
    setup: Setup | None = None
    colour_order: tuple[str, ...] = ()
    reductions: tuple[int, ...] = ()           # Hit Points per Wound counter, by MONSTER_NAMES
    era: int = 1
    glory: int = 0
    golems: int = 0                            # in her supply
    troops: int = 0
    deck: tuple[str, ...] = ()                 # her Action deck: top first if digital, else sorted
    played: tuple[str, ...] = ()               # flipped this Era, in order
    era_ii_colour: str = ""
    tucked: tuple[str, ...] = ()               # Command Cards under her Power Cards
    gained: tuple[int, ...] = (0, 0, 0, 0)     # cards gained per colour (COLOURS), starting cards not counted
    era_gains: tuple[str, ...] = ()            # Command Cards she gained this Era, all from its deck (sorted)
    upgrades: tuple[int, ...] = (0, 0, 0, 0)   # Upgrade tokens per colour (COLOURS)
    wounds: tuple[int, ...] = (0,) * len(MONSTER_NAMES)
    visible: tuple[bool, ...] = (False,) * len(MONSTER_NAMES)
    markers: tuple[int, ...] = ()              # Inclination markers per Attunement Card, top first
    battle_deck: tuple[str, ...] = ()          # top first if digital, else sorted
    arbiter: str = ""                          # 2 players: "II" or "IV", who holds her Battle deck
    drawer: str = ""                           # 2 players: who draws her two Battle cards in this Battle
    arbiter_aim: str = "weaken"                # 2 players: what the Arbiter keeps of two (odds.ARBITER_AIMS)
    # The board facts the player reports (board.py): the dominant direction, the Islands in their
    # spaces (space 1 first, clockwise), each Island's open Regions clockwise, the Attunement Cards'
    # Islands (top first), and her Champion's place (Island, Region).
    direction: str = ""
    ring: tuple[str, ...] = ()
    layouts: tuple[tuple[str, tuple[str, ...]], ...] = ()
    attunement: tuple[str, ...] = ()
    champion_at: tuple[str, ...] = ()
    reading: tuple[str, ...] = ()              # the Island's Regions read so far, clockwise from any one
    # Where her units may be, from her own deploys and retreats ("Island: Region", sorted): a Region not
    # listed has none of hers, so she cannot control it (units killed are not placed: kept listed).
    units_at: tuple[str, ...] = ()
    first_monster_done: bool = False           # Anuth: the first Monster activated has +2 reduction
    draws: int = 0                             # the companion's random picks so far (varies its generator)
    # The step being resolved:
    card: str = ""                             # the Action card (or "" for a Battle you started)
    tasks: tuple[Task, ...] = ()
    ask: Ask = Ask.NONE
    numbers: tuple[int, ...] = ()              # numbers reported for the question under way
    regions: tuple[ContestedRegion, ...] = ()  # War: the Regions reported
    war_places: tuple[str, ...] = ()           # War: where each is (board_facts.place_key), in the same order
    war_left: int = 0                          # War resolutions still to do (2 on the B side)
    battle_by: str = ""                        # "maliath", "you", "II" or "IV"
    battle_card: str = ""
    development: tuple[str, ...] = ()          # Development area cards reported, in position order
    monsters_done: tuple[str, ...] = ()        # End of an Era: Monsters resolved
    monster: str = ""                          # the Monster being fought
    monster_bonus: int = 0                     # Strength it gains where it attacks (Cannibarok, Crystal Field)
    battle_at: tuple[str, ...] = ()            # Retreat: the Battle's place (Island, Region)
    retreat_worth: str = ""                    # Retreat: the other Region worth more, or places.EQUAL
    reward: str = ""                           # her Monster reward level being paid
    final_glory: tuple[int, ...] = ()          # Ending the Game: the players' Glory
    instructions: tuple[str, ...] = ()
    instructions_for: InstructionsFor = InstructionsFor.NOW  # their step (set wherever they are replaced)

    def layout_of(self) -> dict[str, tuple[str, ...]]:
        """Each Island's open Regions, clockwise, by icon (those reported so far)."""
        return dict(self.layouts)

    def colour_index(self, colour: str) -> int:
        """Position of a colour in COLOURS (the order of `gained` and `upgrades`)."""
        return COLOURS.index(colour)

    def upgrades_of(self, colour: str) -> int:
        """Upgrade tokens below the Power Card of `colour`."""
        return self.upgrades[COLOURS.index(colour)]

    @property
    def players(self) -> int:
        """1 (solo) or 2."""
        return self.setup.players if self.setup else 1

    @property
    def champion(self) -> str:
        """Her Corrupted Champion."""
        return self.setup.champion if self.setup else ""
