"""The events of a game of Mysthea: The Fall: each is one step the players take or report.

The acting Character is always the one whose turn it is (Day Phase). Spending Qoam is written as a
tuple of tokens, each one crystal leaving a reserve: a colour ("green") from the player's stash,
"city:<colour>" from a City space (rulebook "Deposit": the City's crystals are spent as if they
were the player's own), or "parasite" (rulebook "Wild Qoam Crystals and Parasites"). Two alike, or
one Parasite, stand for one crystal of any other type.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

PARASITE_TOKEN = "parasite"
CITY_PREFIX = "city:"


@dataclass(frozen=True)
class Settings:
    """Readings the rulebook leaves open, chosen by the players at setup (see rulings.py)."""

    # Attack Enemies: with too few Strength Points, defeat what the points pay for in priority
    # order (True) or nothing at all (False, the text's "the attack fails"). Ruling `attack_partial_defeat`.
    # Saved games of rules version 1 had True as the default: game.py's migration writes it into them.
    partial_attacks: bool = False
    # Colossus Card: Boulron's 10 damage on top of its Strength (ruling `boulron_adds_to_strength`).
    boulron_adds_to_strength: bool = True
    # Colossus Card: whether the two Parasites it places set off Enemy Attacks like Enemies moved in
    # (ruling `colossus_parasites_attack`).
    parasites_trigger_attacks: bool = True
    # The Storm: whether its step 4 recharges the Relics even with Utcoro in play (the worked example)
    # or not (Utcoro's card). Ruling `storm_recharge_with_utcoro`.
    storm_recharges_despite_utcoro: bool = True
    # Chronicle after Icaion: an Enemy Attack on a Region with a Wonder and no Machine destroys the Wonder
    # instead of taking 5 Defense Points from the City (True) or leaves it standing (False). Ruling
    # `wonder_without_machine`.
    wonder_shields_the_city: bool = False


@dataclass(frozen=True)
class PlayerSetup:
    """One Character at setup: the player's name, the Character, their colour, their starting node."""

    name: str
    character: str
    colour: str
    node: str
    armor: bool = False  # The Criminal only: whether she starts wearing her Armor
    # Chronicle after Mysthea: the Command Cards this player gathered in Mysthea, (value, banner) each,
    # shuffled into their personal deck ("Chronicle Game System"). Empty: the three Era decks.
    command_cards: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class MachineSetup:
    """A Machine on the board at setup (the rulebook's setup step 8 is missing: the players enter them)."""

    region: str
    kind: str
    colour: str


@dataclass(frozen=True)
class WonderSetup:
    """A Wonder left on the board from a game of Icaion: its region and its builder's name ('' if no player)."""

    region: str
    builder: str = ""


@dataclass(frozen=True)
class Chronicle:
    """The Chronicle Game System: which earlier games this one follows, and what they left behind.

    `after_mysthea`: personal Command decks (each player's `command_cards`). `after_icaion`: Machines of
    any colour activated, one's own twice, and the `wonders`. Both: `era_decks` are the Command Cards
    left for the three Era decks, (value, banner) each, I, II, III (setup step 11: only the remaining cards).
    """

    after_mysthea: bool = False
    after_icaion: bool = False
    wonders: tuple[WonderSetup, ...] = ()
    era_decks: tuple[tuple[tuple[int, str], ...], ...] = ()


@dataclass(frozen=True)
class SetUp:
    """Getting Ready: the Characters in order of play, the islands on their craters, and what is entered.

    `islands` maps each crater to its island's three region types, the Golem region first.
    `city_defense` and `colossus_shards` are not printed in the rulebook text: the players enter them.
    """

    players: tuple[PlayerSetup, ...]
    difficulty: str
    city_defense: int
    islands: dict[str, tuple[str, str, str]]
    colossus_node: str
    colossus_shards: int
    machines: tuple[MachineSetup, ...] = ()
    solo: bool = False
    extra_monsters: bool = False           # Kodror, Obsidusa and Boulron (Crystal Edition / Extra Monsters box)
    difficult_bag: tuple[int, ...] = ()    # Difficult only: the bag's shards of value 1, 2, 3 (the row is empty)
    settings: Settings = field(default_factory=Settings)
    chronicle: Chronicle = field(default_factory=Chronicle)
    board: Any = None  # the board file the players loaded (its JSON object), or None: the table's board
    example_machines: bool = False  # the Machines are the EXAMPLE draft (step 8 is missing), not the table's
    # The values of the shards placed on the Colossus's base, one per shard, when the table knows them
    # (ruling investigate_odds_bag_mix); empty: not known, the Investigate odds are an estimate.
    colossus_base: tuple[int, ...] = ()


@dataclass(frozen=True)
class Move:
    """Move: the nodes stepped onto in order (free steps through Fortifications and Characters included).

    The Creature may move another Character instead: `character` is that Character's player.
    """

    path: tuple[str, ...]
    character: str = ""


@dataclass(frozen=True)
class IslandHop:
    """Kolbor & Malabor's ability, an action: from the node beside an island to the node beside one of
    the two islands nearest it."""

    node: str


@dataclass(frozen=True)
class MoveFortification:
    """The Machine's ability, once a turn and free: a Fortification moved up to 2 nodes."""

    source: str
    to: str


@dataclass(frozen=True)
class Collect:
    """Collect one Qoam per Region around the node; `discard` lists what goes back above 6 crystals.

    Celethe may swap one collected crystal for one of any kind: `swap` = (collected colour, colour taken).
    """

    discard: tuple[str, ...] = ()
    swap: tuple[str, ...] = ()


@dataclass(frozen=True)
class Placement:
    """One crystal deposited: the City space it goes on, and its colour (from the player's stash)."""

    space: str
    colour: str


@dataclass(frozen=True)
class Deposit:
    """Deposit crystals from the stash into City spaces (a crystal already there is discarded)."""

    crystals: tuple[Placement, ...]


@dataclass(frozen=True)
class AttackEnemies:
    """Start an Attack Enemies action on the group in one Region around the node."""

    region: str


@dataclass(frozen=True)
class AttackMonster:
    """Start an Attack a Monster action on the Monster of the island beside the node (named by its crater).

    `relic`: the player whose The Cursed's Relic is used: any Monster, from anywhere, not an action.
    """

    crater: str
    relic: str = ""


@dataclass(frozen=True)
class RevealCard:
    """Pay for and reveal the next Command Card of the attack: what it showed, as the table reports it."""

    value: int
    banner: str
    spend: tuple[str, ...]
    # Chronicle after both games: a Seeker (Icaion) due a card from an unused Era deck draws from the
    # personal deck of a Champion (Mysthea) of their choice: that Champion's player.
    deck: str = ""


@dataclass(frozen=True)
class Bonus:
    """The Eradication Bonus chosen: the banner of a revealed card and what it acts on.

    red: `region` loses a Troop, which returns to `island_region` (a Troop region of an island).
    blue: `player` gets a crystal of `colour` (`discard` names what goes back above 6).
    yellow: `player`'s Character moves to the adjacent `node`.
    green: a `unit` ("Golem" or "Troop") moves from `region` to the adjacent `to_region`.
    """

    banner: str
    region: str = ""
    island_region: str = ""
    player: str = ""
    colour: str = ""
    discard: str = ""
    node: str = ""
    unit: str = ""
    to_region: str = ""


@dataclass(frozen=True)
class ResolveAttack:
    """Stop revealing and resolve the attack.

    Defeated Golems and Troops return to one island (`island`, a crater id): Golems to its Golem region,
    Troops split between its two other regions as `troops` (first, second). `bonus` is the
    Eradication Bonus taken, if one is earned and wanted.
    """

    island: str = ""
    troops: tuple[int, int] = (0, 0)
    bonus: Bonus | None = None
    more: tuple[Bonus, ...] = ()  # The Cursed: a bonus for each other card revealed


@dataclass(frozen=True)
class Investigate:
    """Investigate the Colossus: the shard's reported value, the Qoam paid (none if it cannot be paid),
    and the City node the Character moves to on success."""

    value: int
    spend: tuple[str, ...] = ()
    city_node: str = ""


@dataclass(frozen=True)
class MachineEffect:
    """The choices of a Machine effect's second resolution (Chronicle after Icaion: one's own Machine)."""

    node: str = ""
    fortification: str = ""
    island_region: str = ""
    discard: str = ""


@dataclass(frozen=True)
class ActivateMachine:
    """Activate a Machine of your colour in a Region around your node (free, once a turn).

    Harvester: a crystal of the Region's colour (`discard` names what goes back above 6).
    Scavenger: a Fortification from your reserve (`fortification`, its colour) built on `node`, a node
    touching the Region. Refiner: the Region's first Enemy by priority defeated; a Golem or Troop goes
    back to `island_region` (a Golem to the island's Golem region, a Troop to one of its other two).
    """

    region: str
    kind: str
    node: str = ""
    fortification: str = ""
    island_region: str = ""
    discard: str = ""
    again: MachineEffect | None = None  # Chronicle after Icaion: one's own Machine resolves twice


@dataclass(frozen=True)
class Trade:
    """Leheir's ability, once a turn: give `target` 2 of your Qoam and take 2 of theirs, at once."""

    target: str
    give: tuple[str, ...]
    take: tuple[str, ...]


@dataclass(frozen=True)
class UseRelic:
    """A player uses their charged Relic (free; in their own turn or another's, one Relic a turn).

    What each power needs: Sanya `node`; Telron `direction` (1 clockwise, -1 counter-clockwise);
    Celethe `colours` (three) and `discard` (what goes back above 6); Leheir `target` (a player's
    name to swap places with); The Heir `crystals` (up to three deposits); Anuth, The Outsider,
    The Criminal and The Machine need nothing; The Lone Survivor `returns` (for each Region around the
    playing Character's node, in the node's order, the island region its defeated Golem or Troop goes
    back to, '' for a Parasite or an empty Region); CR-2T1 `machine`; The Creature `copy` (and what
    the copied power needs).
    """

    player: str
    node: str = ""
    direction: int = 0
    colours: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    target: str = ""
    crystals: tuple[Placement, ...] = ()
    returns: tuple[str, ...] = ()           # The Lone Survivor: where each defeated Enemy goes back
    machine: tuple[str, ...] = ()           # CR-2T1: (kind, colour, region) of the removed Machine put back
    copy: str = ""                          # The Creature: the player whose Relic power is copied
    arrangement: tuple[tuple[str, int, int, int], ...] = ()  # Kolbor & Malabor: (region, Golems, Troops, Parasites)


@dataclass(frozen=True)
class Release:
    """One Enemy leaving an island region for a board region beside the island (Night Phase)."""

    source: str
    to: str


@dataclass(frozen=True)
class RevealMonster:
    """A Monster Card revealed (Getting Ready step 13), its miniature on the island of `crater`.

    `taken` (Cannibarok): (island region, Troops) put on its card, half the island's Troops rounded up.
    `removed` (Kodror): for each player in order, the node of the Fortification they take off ('' if none).
    """

    monster: str
    crater: str
    taken: tuple[tuple[str, int], ...] = ()
    removed: tuple[str, ...] = ()


@dataclass(frozen=True)
class NightCard:
    """An Event Card revealed (the Night, or Getting Ready step 13), with what the players choose.

    `card`: a Region type, "Colossus" or "Storm". Region cards: `releases` are the Enemies leaving
    islands; `nearest` the two craters nearest the Colossus when a tie leaves the choice open;
    `machines` the colour of the Machine an Enemy Attack destroys, (region, colour), where the region
    holds several of the kind. Storm: `monster` the revealed Monster and what it needs; `spaces` the City
    spaces the besiegers take, inner regions in board order. Colossus: `shard` the value drawn from the bag.
    """

    card: str
    releases: tuple[Release, ...] = ()
    nearest: tuple[str, ...] = ()
    machines: tuple[tuple[str, str], ...] = ()
    monster: RevealMonster | None = None
    spaces: tuple[str, ...] = ()
    shard: int = 0


@dataclass(frozen=True)
class EndDay:
    """The player ends the Day phase (fewer than three actions is allowed)."""


EVENT_TYPES = {c.__name__: c for c in (
    SetUp, Move, Collect, Deposit, AttackEnemies, AttackMonster, RevealCard, ResolveAttack, Investigate, ActivateMachine, UseRelic, Trade, EndDay,
    RevealMonster, NightCard, IslandHop, MoveFortification,
)}
