"""The state of a game of Mysthea: The Fall, and the small helpers every phase shares."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum, auto

from . import data
from .board import Board, Island, default_board
from .events import Settings

EMPTY = ""                  # a City space with nothing on it
BESIEGED = ("Golem", "Troop")  # what may besiege a City space (The Storm Card, step 3)
PERSONAL = "personal"          # the era of a personal Command deck (Chronicle after Mysthea)


class Phase(StrEnum):
    """Where the game stands: before setup, setup's reveals (step 13), a player's Day, the Night, or over."""

    SETUP = auto()
    REVEALS = auto()
    DAY = auto()
    NIGHT = auto()
    OVER = auto()

    @property
    def heading(self) -> str:
        """The phase as the rulebook heads it."""
        return PHASE_TITLES[self]


PHASE_TITLES: dict[Phase, str] = {
    Phase.SETUP: "Getting Ready",
    Phase.REVEALS: "Getting Ready, step 13",
    Phase.DAY: "Day Phase",
    Phase.NIGHT: "Night Phase",
    Phase.OVER: "End of the Game",
}


@dataclass(frozen=True)
class Card:
    """A Command Card as the table reports it: its Command Points and banner colour."""

    value: int
    banner: str


@dataclass(frozen=True)
class EraDeck:
    """One Era deck: the cards still in it (a multiset, sorted) and its discard pile."""

    era: str
    pile: tuple[Card, ...]
    discards: tuple[Card, ...] = ()


def full_era_deck(era: str) -> EraDeck:
    """An Era deck of the 20 cards in data.py (rules/README.md "Mysthea Command Cards")."""
    return EraDeck(era, sorted_cards(Card(c.command_points, c.banner) for c in data.era_deck(era)))


def sorted_cards(cards) -> tuple[Card, ...]:  # type: ignore[no-untyped-def]
    """Cards as a sorted multiset (by value, then banner), so two equal piles compare equal."""
    return tuple(sorted(cards, key=lambda c: (c.value, c.banner)))


@dataclass(frozen=True)
class Enemies:
    """The Enemies in one region."""

    golems: int = 0
    troops: int = 0
    parasites: int = 0

    @property
    def total(self) -> int:
        """How many Enemies the region holds."""
        return self.golems + self.troops + self.parasites


@dataclass(frozen=True)
class Machine:
    """A Machine on the board: its region, kind (Harvester, Scavenger, Refiner) and colour."""

    region: str
    kind: str
    colour: str


@dataclass(frozen=True)
class Fortification:
    """A Fortification token on a node, and its colour."""

    node: str
    colour: str


@dataclass(frozen=True)
class Player:
    """A Character and what its player holds: node, Qoam by colour (data.QOAM_COLOURS order), Parasites,
    Primal Shards claimed, Relic, Fortifications in reserve, and The Criminal's Armor."""

    name: str
    character: str
    colour: str
    node: str
    qoam: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)
    parasites: int = 0
    shards: tuple[int, ...] = ()
    relic_charged: bool = True
    fortifications: tuple[str, ...] = ()
    armor: bool = False
    deck: EraDeck | None = None  # Chronicle after Mysthea: the personal Command deck (era PERSONAL)

    @property
    def stash_size(self) -> int:
        """Qoam crystals in the stash (Parasites apart)."""
        return sum(self.qoam)

    def has(self, colour: str) -> int:
        """How many crystals of a colour the stash holds."""
        return self.qoam[data.QOAM_COLOURS.index(colour)]


@dataclass(frozen=True)
class MonsterInPlay:
    """A Monster on an island (by the island's crater)."""

    name: str
    crater: str


@dataclass(frozen=True)
class PendingAttack:
    """An attack under way: its target (a region, or a crater for a Monster) and the cards revealed so far."""

    kind: str   # "enemies" or "monster"
    target: str
    cards: tuple[Card, ...] = ()
    sources: tuple[str, ...] = ()  # whose personal deck each card came from ('' its Era deck; Chronicle)


@dataclass(frozen=True)
class FallState:
    """Everything on the table that the rules need."""

    board: Board
    settings: Settings = Settings()
    phase: Phase = Phase.SETUP
    difficulty: str = ""
    solo: bool = False
    players: tuple[Player, ...] = ()
    current: int = 0
    round: int = 0
    actions: int = 0                  # actions taken in this Day phase (Day Phase: up to three)
    machine_used: bool = False
    relic_used: bool = False          # Use the Relic: only one Relic a turn
    anuth_relic: bool = False         # Anuth's Relic used this turn: +2 Strength more on every attack
    machine_first: tuple[str, ...] = ()  # (region, kind) of the turn's first Machine (CR-2T1 may add one)
    fortification_moved: bool = False  # The Machine's ability used this turn
    removed_machines: tuple[Machine, ...] = ()  # destroyed by Enemy Attacks (CR-2T1's Relic may put one back)
    traded: bool = False              # Leheir's trade made this turn (once a turn)
    outsider_relic: bool = False      # The Outsider's Relic used this turn: a successful Investigation stays put
    attack: PendingAttack | None = None
    islands: tuple[Island, ...] = ()
    units: tuple[tuple[str, Enemies], ...] = ()   # every board and island region -> its Enemies
    machines: tuple[Machine, ...] = ()
    fortifications: tuple[Fortification, ...] = ()
    city: tuple[str, ...] = (EMPTY,) * data.CITY_SPACES.value   # "", a Qoam colour, "Golem" or "Troop"
    defense: int = 0
    colossus: str = ""
    colossus_shards: int = 0          # shards still on the Colossus miniature's base
    colossus_base: tuple[int, ...] = ()  # their values (sorted), when the table entered them; () not known
    monsters: tuple[MonsterInPlay, ...] = ()
    monster_bottom: tuple[str, ...] = ()   # Monster Cards put at the bottom of the deck, in order
    monster_cards: tuple[str, ...] = ()    # every Monster Card of this game (the deck is those not in play)
    held: tuple[tuple[str, str, int, int], ...] = ()  # (Monster, island region, Golems, Troops) on its card
    event_board: tuple[str, ...] = ()      # Event Cards placed on the Event Board this cycle
    example_machines: bool = False         # the Machines are the EXAMPLE draft: shown labelled so in play
    example_numbers: tuple[str, ...] = ()  # the setup numbers left at their EXAMPLE values (labelled in play)
    storm_out: bool = False                # the Storm revealed this cycle: beside the Monster Deck, not on the board
    setup_cards: int = 0                   # Event Cards still to reveal at setup (step 13)
    bag: tuple[int, int, int] = (0, 0, 0)  # Primal Shards of value 1, 2, 3 in the bag
    bag_out: tuple[int, ...] = ()          # shards drawn from the bag this cycle
    machine_colours: tuple[str, ...] = ()  # colours with Machines at setup (Defeat: all of one colour destroyed)
    log: tuple[str, ...] = ()              # what the last Night card did, in plain words
    decks: tuple[EraDeck, ...] = tuple(full_era_deck(e) for e in data.FALL_ERAS)
    outcome: str = ""                 # why the game ended, once it has
    won: bool = False
    after_mysthea: bool = False       # Chronicle Game System: personal Command decks
    after_icaion: bool = False        # Chronicle Game System: any Machine, one's own twice, Wonders
    wonders: tuple[str, ...] = ()     # the regions hosting a Wonder (one entry a Wonder)
    unused_eras: tuple[str, ...] = ()  # Chronicle after both: Era decks of fewer than three cards at setup

    # ----- reading -----
    @property
    def revealed(self) -> tuple[str, ...]:
        """The Event Cards revealed this cycle: the Event Board's and the Storm beside the Monster Deck."""
        return self.event_board + ((data.STORM,) if self.storm_out else ())

    @property
    def player(self) -> Player:
        """The player whose turn it is."""
        return self.players[self.current]

    def enemies(self, region: str) -> Enemies:
        """The Enemies in a region (board or island)."""
        for r, e in self.units:
            if r == region:
                return e
        return Enemies()

    def island(self, crater: str) -> Island | None:
        """The island on a crater, if that crater holds one."""
        return next((i for i in self.islands if i.crater == crater), None)

    def island_of_region(self, region: str) -> Island | None:
        """The island one of whose regions this is."""
        return next((i for i in self.islands if any(r.id == region for r in i.regions)), None)

    def deck(self, era: str) -> EraDeck:
        """The Era deck of an era ('I', 'II', 'III'); PERSONAL: the playing Character's personal deck."""
        if era == PERSONAL:
            assert self.player.deck is not None, "only a player with a personal deck draws from it"
            return self.player.deck
        return next(d for d in self.decks if d.era == era)

    def monster_on(self, crater: str) -> MonsterInPlay | None:
        """The Monster on the island of a crater, if any."""
        return next((m for m in self.monsters if m.crater == crater), None)

    def in_play(self, monster_word: str) -> bool:
        """Whether the Monster whose name starts with `monster_word` is in play."""
        return any(m.name.split()[0] == monster_word for m in self.monsters)

    def character_at(self, node: str, *, besides: int | None = None) -> Player | None:
        """The Character on a node (other than player number `besides`), if any."""
        return next((p for i, p in enumerate(self.players) if p.node == node and i != besides), None)

    def fortified(self, node: str) -> bool:
        """Whether a Fortification stands on the node."""
        return any(f.node == node for f in self.fortifications)

    def city_qoam(self) -> tuple[int, int, int, int, int]:
        """The City's crystals by colour."""
        return tuple(self.city.count(c) for c in data.QOAM_COLOURS)  # type: ignore[return-value]


def new_game(board: Board | None = None) -> FallState:
    """The table before setup, on this board (the shipped reconstruction by default)."""
    return FallState(board=board if board is not None else default_board())


def with_enemies(state: FallState, region: str, enemies: Enemies) -> FallState:
    """The state with a region's Enemies replaced."""
    units = tuple((r, enemies if r == region else e) for r, e in state.units)
    return replace(state, units=units)


def with_player(state: FallState, index: int, player: Player) -> FallState:
    """The state with one player replaced."""
    players = state.players[:index] + (player,) + state.players[index + 1:]
    return replace(state, players=players)


def add_qoam(qoam: tuple[int, ...], colour: str, n: int = 1) -> tuple[int, int, int, int, int]:
    """A Qoam tuple with `n` crystals of `colour` added (negative takes away)."""
    i = data.QOAM_COLOURS.index(colour)
    out = list(qoam)
    out[i] += n
    return tuple(out)  # type: ignore[return-value]
