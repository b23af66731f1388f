"""Getting Ready at the table: what the setup form may offer, a first draft the players correct, and
a board file read and checked."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from companion.errors import RuleError

from .. import data
from ..events import Chronicle, MachineSetup, PlayerSetup, Settings, SetUp
from ..state import FallState
from .setup import EXAMPLE_CITY_DEFENSE, EXAMPLE_COLOSSUS_SHARDS, MAX_COLOSSUS_SHARDS, MAX_DEFENSE

PLAYER_COLOURS = ("red", "blue", "yellow", "green", "purple")  # the Characters' miniature colours, by seat
MAX_CARD_TEXT = 2_000  # a typo guard: 80 cards written out fit in far less
CHRONICLE_MODES = (  # label -> (after Mysthea, after Icaion): "Chronicle Game System"
    ("Standard game", (False, False)),
    ("Chronicle: after a game of Mysthea", (True, False)),
    ("Chronicle: after a game of Icaion", (False, True)),
    ("Chronicle: after Mysthea and Icaion", (True, True)),
)


# What each setting does when ticked (True), in our own words (companion/games/fall/events.py: Settings).
SETTINGS_TICKED = {
    "partial_attacks": "short of the whole group's cost, the points defeat what they pay for, in priority order",
    "boulron_adds_to_strength": "Boulron's 10 damage comes on top of its Strength",
    "parasites_trigger_attacks": "the two Parasites a Colossus Card places can set off an Enemy Attack",
    "storm_recharges_despite_utcoro": "the Storm recharges the Relics even with Utcoro in play",
    "wonder_shields_the_city": "in a Region with a Wonder and no Machine, an Enemy Attack destroys the Wonder "
                               "and the City keeps its Defense Points",
}

def start_nodes(board: Any, character: str) -> tuple[str, ...]:
    """The nodes a Character may start on (Getting Ready step 10): beside a fallen island (Mysthea)
    or a City node (Icaion)."""
    if data.CHARACTERS_BY_NAME[character].origin == data.MYSTHEA:
        return tuple(c.node for c in board.craters)
    return tuple(board.city_nodes)


def example_islands(board: Any) -> dict[str, tuple[str, str, str]]:
    """A first draft of the islands' region types (the Golem region first, a different type on each)."""
    types = data.REGION_TYPES
    n = len(types)
    return {c.id: (types[i % n], types[(i + 1) % n], types[(i + 2) % n]) for i, c in enumerate(board.craters)}


def example_machines(board: Any, players: tuple[PlayerSetup, ...]) -> tuple[MachineSetup, ...]:
    """EXAMPLE Machines (setup step 8 is missing, ruling setup_steps_entered): one of each kind per
    colour in the regions around its Character's starting node."""
    machines = []
    for p in players:
        regions = board.node(p.node).regions if board.has_node(p.node) else ()
        for k, kind in enumerate(data.MACHINE_KINDS):
            if regions:
                machines.append(MachineSetup(regions[k % len(regions)], kind, p.colour))
    return tuple(machines)


def parse_shards(text: str) -> tuple[int, ...]:
    """The Colossus base's shards typed as values split by commas or spaces ("1, 2, 3"); '' when not known.
    A RuleError names a part that is not a value; how many there must be is checked at setup."""
    section = "Getting Ready, steps 5-9"
    if not isinstance(text, str) or len(text) > MAX_CARD_TEXT:
        raise RuleError(f"The Colossus's shards: at most {MAX_CARD_TEXT} characters.", section)
    values = []
    for part in text.replace(",", " ").split():
        if not part.isdigit() or int(part) not in data.PRIMAL_SHARD_VALUES.value:
            raise RuleError(f"The Colossus's shards: {part[:20]!r} is not a shard's value (1, 2 or 3).", section)
        values.append(int(part))
    return tuple(values)


def parse_cards(text: str, what: str) -> tuple[tuple[int, str], ...]:
    """Command Cards typed as 'value banner' pairs split by commas ("3 red, 2 blue"); a RuleError names a
    bad one. What the cards may be is checked at setup."""
    if not isinstance(text, str) or len(text) > MAX_CARD_TEXT:
        raise RuleError(f"{what}: at most {MAX_CARD_TEXT} characters.", "Chronicle Game System")
    cards = []
    for part in (p.strip() for p in text.replace(";", ",").replace("\n", ",").split(",")):
        if not part:
            continue
        words = part.split()
        if len(words) != 2 or not words[0].isdigit() or words[1].lower() not in data.BANNERS:
            raise RuleError(f"{what}: {part[:30]!r} is not a card: write its value and banner, e.g. "
                            f"'{data.era_deck('I')[0].command_points} {data.BANNERS[0]}'.", "Chronicle Game System")
        cards.append((int(words[0]), words[1].lower()))
    return tuple(cards)


def draft_setup(board: Any, characters: tuple[str, ...], *, names: tuple[str, ...] = (),
                difficulty: str = "normal", city_defense: int = EXAMPLE_CITY_DEFENSE,
                colossus_shards: int = EXAMPLE_COLOSSUS_SHARDS, colossus_node: str = "",
                islands: dict[str, tuple[str, str, str]] | None = None, nodes: tuple[str, ...] = (),
                solo: bool = False, machines: tuple[MachineSetup, ...] | None = None,
                difficult_bag: tuple[int, ...] = (), extra_monsters: bool = False,
                settings: Settings | None = None, chronicle: Chronicle | None = None,
                command_cards: tuple[tuple[tuple[int, str], ...], ...] = (), board_file: Any = None,
                colossus_base: tuple[int, ...] = ()) -> SetUp:
    """A SetUp from what the setup form holds: each Character on the node chosen (or the first free one
    it may start on), seat colours, the Machines entered (None: the EXAMPLE draft), each player's
    personal Command Cards (Chronicle), the board file loaded (its JSON). `apply` checks the result."""
    taken: set[str] = set(n for n in nodes if n)
    players = []
    for i, character in enumerate(characters):
        node = nodes[i] if i < len(nodes) and nodes[i] else ""
        if not node:
            node = next((n for n in start_nodes(board, character) if n not in taken), "")
            taken.add(node)
        name = names[i] if i < len(names) and names[i].strip() else f"Player {i + 1}"
        cards = command_cards[i] if i < len(command_cards) else ()
        players.append(PlayerSetup(name.strip(), character, PLAYER_COLOURS[i % len(PLAYER_COLOURS)], node,
                                   command_cards=cards))
    placed = example_machines(board, tuple(players)) if machines is None else machines
    return SetUp(tuple(players), difficulty, city_defense, dict(islands or example_islands(board)),
                 colossus_node or board.ring[0], colossus_shards, machines=tuple(placed), solo=solo,
                 extra_monsters=extra_monsters, difficult_bag=tuple(difficult_bag),
                 settings=settings or Settings(), chronicle=chronicle or Chronicle(), board=board_file,
                 example_machines=machines is None, colossus_base=tuple(colossus_base))


def default_draft(count: int) -> tuple[str, ...]:
    """`count` Characters as step 9 allows them: Mysthea's and Icaion's piles in turn, the first of each."""
    piles = [[c.name for c in data.CHARACTERS if c.origin == origin] for origin in (data.MYSTHEA, data.ICAION)]
    return tuple(piles[i % 2][i // 2] for i in range(count))


def setup_offers(state: FallState) -> dict[str, tuple[Any, ...]]:
    """What each list of the setup form may offer, and the notes it shows beside them."""
    from ..board import MAX_BOARD_BYTES
    from ..rulings import RULINGS

    board = state.board
    by_setting = {r.setting: r for r in RULINGS if r.setting}
    difficult = data.PRIMAL_SHARD_BAGS["difficult"]
    return {
        "characters": tuple(c.name for c in data.CHARACTERS),
        "default_draft": default_draft(data.MAX_CHARACTERS),
        "players": tuple(range(data.MIN_CHARACTERS, data.MAX_CHARACTERS + 1)),
        "difficulties": data.DIFFICULTIES,
        "ring": tuple(board.ring),
        "craters": tuple(c.id for c in board.craters),
        "region_types": data.REGION_TYPES,
        "example": (EXAMPLE_CITY_DEFENSE, EXAMPLE_COLOSSUS_SHARDS),
        "limits": (MAX_DEFENSE, MAX_COLOSSUS_SHARDS),
        "regions": tuple(r.id for r in board.regions),
        "machine_kinds": data.MACHINE_KINDS,
        "colours": PLAYER_COLOURS,
        "shard_values": data.PRIMAL_SHARD_VALUES.value,
        "bag_size": (data.PRIMAL_SHARDS_PER_GAME.value,),
        "difficult_note": (f"{difficult.note} Enter how many shards of each value go in the bag "
                           f"({data.PRIMAL_SHARDS_PER_GAME.value} in all).",),
        "extra_monsters": tuple(m.name for m in data.FALL_MONSTERS if m.extra),
        # (Settings field, its label, the ruling's reading and why): the form's checkboxes
        "settings": tuple((f.name, by_setting[f.name].point, f"{by_setting[f.name].reading} "
                           f"({by_setting[f.name].section})")
                          for f in fields(Settings)),
        # What a ticked box means, for each setting (its ruling's reading says which is the default and why).
        "settings_ticked": SETTINGS_TICKED,
        "chronicle": CHRONICLE_MODES,
        "banners": data.BANNERS,
        "eras": data.FALL_ERAS,
        "champions": tuple(c.name for c in data.CHARACTERS if c.origin == data.MYSTHEA),  # personal decks
        "board": (board.reconstruction, board.note),
        "board_bytes": (MAX_BOARD_BYTES,),
        "machine_note": ("Machines: setup step 8 is missing from the rulebook text (one of the companion's rulings): "
                         "enter each Machine's region, kind and colour from the cardboard. The first draft "
                         "is an EXAMPLE: one of each kind per player around its starting node.",),
    }


def board_file(content: bytes, name: str = "") -> tuple[Any, dict[str, Any]]:
    """A board file's bytes read and checked: (the board, its JSON to record in the SetUp), or a
    RuleError naming the field that is wrong (never a traceback); a file too big or not .json is refused."""
    from ..board import MAX_BOARD_BYTES, board_to_json, parse_board

    section = "Getting Ready, step 1"
    if len(content) > MAX_BOARD_BYTES:
        raise RuleError(f"The board file is refused: it holds {len(content)} bytes, at most {MAX_BOARD_BYTES}.",
                        section)
    if name and not name.lower().endswith(".json"):
        raise RuleError(f"The board file is refused: {name[:60]!r} is not a .json file.", section)
    try:
        board = parse_board(content)
    except ValueError as exc:
        raise RuleError(f"The board file is refused: {exc}.", section) from None
    return board, board_to_json(board)
