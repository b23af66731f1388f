"""Getting Ready: the Characters placed with their 2 starting Qoam, the islands with Golems and Troops,
the Fortifications by player count, and what the players enter (City Defense, the Colossus)."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import RuleError
from companion.validate import is_whole

from .. import data
from ..board import place_islands
from ..events import MachineSetup, PlayerSetup, Settings, SetUp
from ..state import Enemies, FallState, Machine, Phase, Player, add_qoam

SECTION = "Getting Ready"
NON_PLAYING = "non-playing"  # the colour of the 2 extra Fortifications at two players
MAX_NAME = 40
MAX_DEFENSE = 999  # far above any City: a typo guard, not a rule
MAX_COLOSSUS_SHARDS = data.PRIMAL_SHARDS_IN_BOX.value - data.PRIMAL_SHARDS_PER_GAME.value  # 16 in the box, 10 in the bag


def _name(value: object, what: str) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > MAX_NAME:
        raise RuleError(f"{what} must be a name of 1 to {MAX_NAME} characters.", SECTION)
    return value.strip()


def difficulty_key(value: object) -> str:
    """The difficulty as data.DIFFICULTIES spells it ("hard" is "difficult"), or a RuleError."""
    key = value.strip().lower() if isinstance(value, str) else ""
    key = "difficult" if key == "hard" else key
    if key not in data.DIFFICULTIES:
        raise RuleError(f"The difficulty is Easy, Normal or Difficult (Hard), not {str(value)[:20]!r}.",
                        "Getting Ready, step 5")
    return key


def set_up(state: FallState, event: SetUp) -> FallState:
    """Getting Ready, checked: the table after it (Day phase of the first player)."""
    if state.phase is not Phase.SETUP:
        raise RuleError("The game is already set up.", SECTION)
    board = state.board
    difficulty = difficulty_key(event.difficulty)
    if not isinstance(event.settings, Settings) or not all(
            isinstance(getattr(event.settings, f), bool) for f in ("partial_attacks", "boulron_adds_to_strength", "parasites_trigger_attacks",
                                                          "storm_recharges_despite_utcoro")):
        raise RuleError("The settings are yes-or-no choices.", SECTION)
    if not isinstance(event.solo, bool):
        raise RuleError("Solo is yes or no.", "Getting Ready, Solo Variant")
    players = event.players
    if not isinstance(players, tuple) or not data.MIN_CHARACTERS <= len(players) <= data.MAX_CHARACTERS:
        raise RuleError("The game is for 1 to 5 players: 2 to 5 Characters (solo plays two).", SECTION)
    if event.solo and len(players) != 2:
        raise RuleError("Solo, you choose two Characters and play them in turn.", "Getting Ready, Solo Variant")
    if not is_whole(event.city_defense) or not 1 <= event.city_defense <= MAX_DEFENSE:
        raise RuleError(f"The City's starting Defense Points are a whole number from 1 to {MAX_DEFENSE} "
                        "(enter them from your City board).", SECTION)
    if not is_whole(event.colossus_shards) or not 1 <= event.colossus_shards <= MAX_COLOSSUS_SHARDS:
        raise RuleError(f"The Colossus starts with 1 to {MAX_COLOSSUS_SHARDS} Primal Shards on its base "
                        "(16 in the box, 10 in the bag): enter how many.", "Getting Ready, steps 5-9")
    if event.colossus_node not in board.ring:
        raise RuleError("The Colossus stands on an external node of its ring.", "Getting Ready, steps 6-9")
    try:
        islands = place_islands(board, event.islands)
    except ValueError as exc:
        raise RuleError(f"Islands: {exc}", "Getting Ready, steps 1-3") from None

    names: list[str] = []
    characters: list[str] = []
    colours: list[str] = []
    nodes: list[str] = []
    for p in players:
        if not isinstance(p, PlayerSetup):
            raise RuleError("Each Character is entered with its player's name, colour and starting node.", SECTION)
        name = _name(getattr(p, "name", None), "A player's name")
        if name in names:
            raise RuleError(f"Two players are both called {name!r}.", SECTION)
        character = getattr(p, "character", None)
        if character not in data.CHARACTERS_BY_NAME:
            raise RuleError(f"{str(character)[:40]!r} is not one of the 14 Characters.",
                            "Reference: Characters' Abilities and Relic Powers")
        if character in characters:
            raise RuleError(f"{character} is chosen twice.", SECTION)
        colour = _name(p.colour, "A player's colour")
        if colour in colours or colour == NON_PLAYING:
            raise RuleError(f"Each player takes a different colour ({colour!r} is taken).", SECTION)
        if not isinstance(p.armor, bool) or (p.armor and character != "The Criminal"):
            raise RuleError("Only The Criminal can start wearing her Armor.", "Characters: The Criminal")
        node = p.node
        if not board.has_node(node):
            raise RuleError(f"{str(node)[:40]!r} is not a node of the board.", "Getting Ready, step 10")
        if node in nodes:
            raise RuleError(f"Each Character starts on an empty node; {node} is taken.", "Getting Ready, step 10")
        if data.CHARACTERS_BY_NAME[character].origin == data.MYSTHEA:
            if board.crater_at(node) is None:
                raise RuleError(f"{character} (from Mysthea) starts on a node beside a fallen Island.",
                                "Getting Ready, step 10")
        elif node not in board.city_nodes:
            raise RuleError(f"{character} (from Icaion) starts on a City node.", "Getting Ready, step 10")
        names.append(name)
        characters.append(character)
        colours.append(colour)
        nodes.append(node)

    if not isinstance(event.machines, tuple) or len(event.machines) > data.MACHINES.value:
        raise RuleError(f"The Machines are a list of at most {data.MACHINES.value}.", "Getting Ready, steps 6-9")
    machines = []
    for m in event.machines:
        if not isinstance(m, MachineSetup) or not board.has_region(m.region):
            raise RuleError(f"A Machine stands in a board region, not {str(getattr(m, 'region', ''))[:40]!r}.",
                            "Getting Ready, steps 6-9")
        if m.kind not in data.MACHINE_KINDS:
            raise RuleError(f"A Machine is a Harvester, a Scavenger or a Refiner, not {str(m.kind)[:20]!r}.",
                            "Activate a Machine")
        machines.append(Machine(m.region, m.kind, _name(m.colour, "A Machine's colour")))

    per_player = data.FORTIFICATIONS_PER_PLAYER.value[len(players)]
    extra = (NON_PLAYING,) * data.NON_PLAYING_FORTIFICATIONS_AT_TWO.value if len(players) == 2 else ()
    made = []
    for name, character, colour, node, p in zip(names, characters, colours, nodes, players):
        qoam = (0, 0, 0, 0, 0)
        for region in board.node(node).regions:
            qoam = add_qoam(qoam, data.QOAM_COLOUR[board.region_type(region)])
        made.append(Player(name, character, colour, node, qoam, fortifications=(colour,) * per_player + extra,
                           armor=p.armor))

    units = [(r.id, Enemies()) for r in board.regions]
    for island in islands:
        units.append((island.golem_region.id, Enemies(golems=data.GOLEMS_PER_ISLAND_AT_SETUP.value)))
        units += [(r.id, Enemies(troops=data.TROOPS_PER_REGION_AT_SETUP.value)) for r in island.troop_regions]
    if not isinstance(event.extra_monsters, bool):
        raise RuleError("The extra Monsters are in the game or not.", "Components")
    try:
        if difficulty == "difficult":
            given = event.difficult_bag
            if not isinstance(given, tuple) or len(given) != 3:
                raise ValueError("the Difficult bag is three counts: shards of value 1, 2 and 3")
            bag_counts = data.primal_shard_bag(difficulty, difficult_bag=dict(zip((1, 2, 3), given)))
        else:
            if event.difficult_bag != ():
                raise ValueError("the bag is entered only for the Difficult level")
            bag_counts = data.primal_shard_bag(difficulty)
    except ValueError as exc:
        raise RuleError(f"Primal Shards: {exc}.", "Getting Ready, step 5") from None
    monsters = tuple(m.name for m in data.FALL_MONSTERS if event.extra_monsters or not m.extra)
    return replace(
        state, settings=event.settings, phase=Phase.REVEALS, setup_cards=data.setup_event_cards(difficulty),
        bag=tuple(bag_counts.get(v, 0) for v in (1, 2, 3)), monster_cards=monsters,
        machine_colours=tuple(sorted({m.colour for m in machines})), difficulty=difficulty, solo=event.solo,
        players=tuple(made), current=0, round=1, actions=0, islands=islands, units=tuple(units),
        machines=tuple(machines), defense=event.city_defense, colossus=event.colossus_node,
        colossus_shards=event.colossus_shards,
    )
