"""Getting Ready: the Characters placed with their 2 starting Qoam, the islands with Golems and Troops,
the Fortifications by player count, and what the players enter (City Defense, the Colossus)."""

from __future__ import annotations

from collections import Counter
from dataclasses import fields, replace

from companion.errors import RuleError
from companion.validate import is_whole

from .. import data
from ..board import Board, load_board, place_islands
from ..events import Chronicle, MachineSetup, PlayerSetup, Settings, SetUp, WonderSetup
from ..state import (
    PERSONAL, Card, EraDeck, Enemies, FallState, Machine, Phase, Player, add_qoam, full_era_deck, sorted_cards,
)

SECTION = "Getting Ready"
CHRONICLE = "Chronicle Game System"
AFTER_MYSTHEA = "Chronicle Game System: Playing Mysthea: The Fall After a Game of Mysthea"
AFTER_ICAION = "Chronicle Game System: Playing Mysthea: The Fall After a Game of Icaion"
AFTER_BOTH = "Chronicle Game System: Playing Mysthea: The Fall After Mysthea and Icaion"
NON_PLAYING = "non-playing"  # the colour of the 2 extra Fortifications at two players
MAX_NAME = 40
MAX_WONDERS = 45  # a typo guard far above any table, not a rule
MAX_DEFENSE = 999  # far above any City: a typo guard, not a rule
MAX_COLOSSUS_SHARDS = data.PRIMAL_SHARDS_IN_BOX.value - data.PRIMAL_SHARDS_PER_GAME.value  # 16 in the box, 10 in the bag
# EXAMPLE entries for a first draft of the setup (the City's Defense and the Colossus's shards are not
# in the rulebook text: rulings city_defense_entered, setup_steps_entered). The players change them; a
# game started with one kept says so in play (`FallState.example_numbers`).
EXAMPLE_CITY_DEFENSE = 30
EXAMPLE_COLOSSUS_SHARDS = 4


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
    board = loaded_board(state, event)
    difficulty = difficulty_key(event.difficulty)
    if not isinstance(event.settings, Settings) or not all(
            isinstance(getattr(event.settings, f.name), bool) for f in fields(Settings)):
        raise RuleError("The settings are yes-or-no choices.", SECTION)
    if not isinstance(event.example_machines, bool):
        raise RuleError("Whether the Machines are the EXAMPLE draft is yes or no.", "Getting Ready, step 8")
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
    base = event.colossus_base
    if not isinstance(base, tuple) or (base and (len(base) != event.colossus_shards or any(
            not is_whole(v) or v not in data.PRIMAL_SHARD_VALUES.value for v in base))):
        raise RuleError(f"The shards on the Colossus's base, if you know them, are one value from 1 to 3 for each "
                        f"of its {event.colossus_shards} shards (leave them out if not known).",
                        "Getting Ready, steps 5-9")
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
        names.append(name)
        characters.append(character)
        colours.append(colour)
    # The Characters first (step 9's piles), then where each starts (step 10): a refusal names the first rule broken.
    chronicle = _chronicle(event, characters)
    for p, character in zip(players, characters):
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
        nodes.append(node)
    personal = _personal_decks(event, chronicle, characters)

    machines = _machines(board, event.machines, colours, chronicle.after_icaion)
    wonders = _wonders(board, chronicle, names)

    per_player = data.FORTIFICATIONS_PER_PLAYER.value[len(players)]
    extra = (NON_PLAYING,) * data.NON_PLAYING_FORTIFICATIONS_AT_TWO.value if len(players) == 2 else ()
    made = []
    for name, character, colour, node, p, deck in zip(names, characters, colours, nodes, players, personal):
        qoam = (0, 0, 0, 0, 0)
        for region in board.node(node).regions:
            qoam = add_qoam(qoam, data.QOAM_COLOUR[board.region_type(region)])
        for w in wonders:
            # The builder's extra crystal (Chronicle, Wonders); the stash limit still holds (Collect).
            if w.builder == name and sum(qoam) < data.QOAM_LIMIT.value:
                qoam = add_qoam(qoam, data.QOAM_COLOUR[board.region_type(w.region)])
        made.append(Player(name, character, colour, node, qoam, fortifications=(colour,) * per_player + extra,
                           armor=p.armor, deck=deck))

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
            if all(is_whole(n) and n >= 0 for n in given) and sum(given) != data.PRIMAL_SHARDS_PER_GAME.value:
                # the players' own row (the rulebook's is empty), said in their words before the data's check
                raise ValueError(f"the Difficult bag entered holds {sum(given)} shards ({given[0]} of value 1, "
                                 f"{given[1]} of value 2, {given[2]} of value 3); it must hold "
                                 f"{data.PRIMAL_SHARDS_PER_GAME.value} shards")
            bag_counts = data.primal_shard_bag(difficulty, difficult_bag=dict(zip((1, 2, 3), given)))
        else:
            if event.difficult_bag != ():
                raise ValueError("the bag is entered only for the Difficult level")
            bag_counts = data.primal_shard_bag(difficulty)
    except ValueError as exc:
        raise RuleError(f"Primal Shards: {exc}.", "Getting Ready, step 5") from None
    monsters = tuple(m.name for m in data.FALL_MONSTERS if event.extra_monsters or not m.extra)
    decks, unused = _era_decks(chronicle)
    return replace(
        state, board=board, decks=decks, unused_eras=unused, after_mysthea=chronicle.after_mysthea,
        after_icaion=chronicle.after_icaion, wonders=tuple(w.region for w in wonders), settings=event.settings,
        phase=Phase.REVEALS, setup_cards=data.setup_event_cards(difficulty),
        bag=tuple(bag_counts.get(v, 0) for v in (1, 2, 3)), monster_cards=monsters,
        machine_colours=tuple(sorted({m.colour for m in machines})), difficulty=difficulty, solo=event.solo,
        players=tuple(made), current=0, round=1, actions=0, islands=islands, units=tuple(units),
        machines=tuple(machines), defense=event.city_defense, colossus=event.colossus_node,
        colossus_shards=event.colossus_shards, colossus_base=tuple(sorted(event.colossus_base)),
        example_machines=event.example_machines,
        example_numbers=tuple(name for name, value, example in (
            ("City Defense", event.city_defense, EXAMPLE_CITY_DEFENSE),
            ("the Colossus's shards", event.colossus_shards, EXAMPLE_COLOSSUS_SHARDS)) if value == example),
    )


def loaded_board(state: FallState, event: SetUp) -> Board:
    """The board of the game: the file the players loaded (checked, the field named), else the table's."""
    if event.board is None:
        return state.board
    try:
        return load_board(event.board)
    except ValueError as exc:
        raise RuleError(f"The board file is refused: {exc}.", "Getting Ready, step 1") from None


def _machines(board: Board, entered: object, colours: list[str], any_colour: bool) -> list[Machine]:
    """The Machines entered (setup step 8 is missing: ruling setup_steps_entered), checked."""
    section = "Getting Ready, steps 6-9"
    if not isinstance(entered, tuple) or len(entered) > data.MACHINES.value:
        raise RuleError(f"The Machines are a list of at most {data.MACHINES.value}.", section)
    machines: list[Machine] = []
    for m in entered:
        if not isinstance(m, MachineSetup) or not board.has_region(m.region):
            raise RuleError(f"A Machine stands in a board region, not {str(getattr(m, 'region', ''))[:40]!r}.",
                            section)
        if m.kind not in data.MACHINE_KINDS:
            raise RuleError(f"A Machine is a Harvester, a Scavenger or a Refiner, not {str(m.kind)[:20]!r}.",
                            "Activate a Machine")
        colour = _name(m.colour, "A Machine's colour")
        if any_colour:
            # "Each Region may only hold one Machine of each kind, but there are no color restrictions."
            if any(x.region == m.region and x.kind == m.kind for x in machines):
                raise RuleError(f"{m.region} already holds a {m.kind}: each Region holds one Machine of each kind.",
                                AFTER_ICAION)
        else:
            if colour not in colours:
                raise RuleError(f"A Machine is of a playing colour ({', '.join(colours)}), not {colour!r}; Machines "
                                "of other colours come only in a Chronicle game after Icaion.", section)
            if Machine(m.region, m.kind, colour) in machines:
                raise RuleError(f"{m.region} already holds the {colour} {m.kind}.", section)
        machines.append(Machine(m.region, m.kind, colour))
    return machines


def _chronicle(event: SetUp, characters: list[str]) -> Chronicle:
    """The Chronicle options, checked against the Characters (each mode plays that game's Characters)."""
    c = event.chronicle
    if not isinstance(c, Chronicle) or not isinstance(c.after_mysthea, bool) or not isinstance(c.after_icaion, bool):
        raise RuleError("The Chronicle options are yes-or-no choices.", CHRONICLE)
    origins = [data.CHARACTERS_BY_NAME[ch].origin for ch in characters]
    alternate = any(a == b for a, b in zip(origins, origins[1:]))
    if not c.after_mysthea and not c.after_icaion and alternate:
        # Step 9: each following player draws from the other pile (solo too: it follows the 2-player rules).
        first, second = next((characters[i], characters[i + 1]) for i in range(len(origins) - 1)
                             if origins[i] == origins[i + 1])
        raise RuleError(f"{first} and {second} are both Champions from {data.CHARACTERS_BY_NAME[first].origin}: "
                        "each following player draws from the other pile (Mysthea and Icaion alternate, "
                        "in order of play).", "Getting Ready, step 9")
    if c.after_mysthea and c.after_icaion:
        if alternate:
            raise RuleError("Players alternate between the Characters from the two games, in order of play "
                            "(never more than three from the same game).", AFTER_BOTH)
    elif c.after_mysthea and any(o != data.MYSTHEA for o in origins):
        raise RuleError("After a game of Mysthea the players play the Characters they chose there (from Mysthea).",
                        AFTER_MYSTHEA)
    elif c.after_icaion and any(o != data.ICAION for o in origins):
        raise RuleError("After a game of Icaion the players play the Characters they chose there (from Icaion).",
                        AFTER_ICAION)
    if not isinstance(c.wonders, tuple) or (c.wonders and not c.after_icaion):
        raise RuleError("Wonders come only from a game of Icaion.", AFTER_ICAION)
    if not isinstance(c.era_decks, tuple) or (c.era_decks and not (c.after_mysthea and c.after_icaion)):
        raise RuleError("The Era decks are entered only after both games (setup step 11: the remaining cards).",
                        AFTER_BOTH)
    return c


def _cards(raw: object, what: str, section: str) -> tuple[Card, ...]:
    """Command Cards entered as (value, banner) pairs, each one a Mysthea Command Card."""
    known = {(c.command_points, c.banner) for c in data.COMMAND_CARDS}
    if not isinstance(raw, tuple) or len(raw) > len(data.COMMAND_CARDS):
        raise RuleError(f"{what} is a list of at most {len(data.COMMAND_CARDS)} Command Cards.", section)
    out = []
    for card in raw:
        if not isinstance(card, tuple) or len(card) != 2 or not is_whole(card[0]) or tuple(card) not in known:
            raise RuleError(f"{what}: {str(card)[:30]} is not a Command Card (a value and a banner: "
                            f"{', '.join(data.BANNERS)}).", section)
        out.append(Card(card[0], card[1]))
    return sorted_cards(out)


def _personal_decks(event: SetUp, chronicle: Chronicle, characters: list[str]) -> list[EraDeck | None]:
    """Each player's personal deck (Chronicle after Mysthea: the Champions'), or None: the Era decks."""
    decks: list[EraDeck | None] = []
    for p, character in zip(event.players, characters):
        champion = chronicle.after_mysthea and data.CHARACTERS_BY_NAME[character].origin == data.MYSTHEA
        cards = _cards(p.command_cards, f"{p.name}'s Command Cards", AFTER_MYSTHEA)
        if champion and not cards:
            raise RuleError(f"{p.name} shuffles the Command Cards gathered in Mysthea into a personal deck: "
                            "enter them (value and banner each).", AFTER_MYSTHEA)
        if cards and not champion:
            raise RuleError(f"{p.name} reveals from the Era decks: only a Character from a game of Mysthea "
                            "brings a personal deck.", AFTER_MYSTHEA)
        decks.append(EraDeck(PERSONAL, cards) if champion else None)
    entered = Counter(c for d in decks if d is not None for c in d.pile)
    entered.update(Card(v, b) for deck in chronicle.era_decks if isinstance(deck, tuple) for v, b in deck
                   if isinstance(v, int) and isinstance(b, str))
    box = Counter(Card(c.command_points, c.banner) for c in data.COMMAND_CARDS)
    over = next((c for c, n in entered.items() if n > box[c]), None)
    if over is not None:
        raise RuleError(f"Mysthea has {box[over]} Command Cards of {over.value} {over.banner}; "
                        f"{entered[over]} are entered.", CHRONICLE)
    return decks


def _era_decks(chronicle: Chronicle) -> tuple[tuple[EraDeck, ...], tuple[str, ...]]:
    """The three Era decks: full, or after both games the remaining cards (a deck under three is unused)."""
    if not (chronicle.after_mysthea and chronicle.after_icaion):
        return tuple(full_era_deck(e) for e in data.FALL_ERAS), ()
    if len(chronicle.era_decks) != len(data.FALL_ERAS):
        raise RuleError("Enter the cards left in each of the three Era decks (I, II, III).", AFTER_BOTH)
    decks, unused = [], []
    for era, raw in zip(data.FALL_ERAS, chronicle.era_decks):
        cards = _cards(raw, f"The Era {era} deck", AFTER_BOTH)
        full = Counter(full_era_deck(era).pile)
        extra = next((c for c, n in Counter(cards).items() if n > full[c]), None)
        if extra is not None:
            raise RuleError(f"The Era {era} deck has {full[extra]} card(s) of {extra.value} {extra.banner}, "
                            f"not {cards.count(extra)}.", AFTER_BOTH)
        decks.append(EraDeck(era, cards))
        if len(cards) < data.COMMAND_CARDS_PER_ATTACK.value:
            unused.append(era)  # "if during setup one of the decks is made of less than three cards"
    return tuple(decks), tuple(unused)


def _wonders(board: Board, chronicle: Chronicle, names: list[str]) -> tuple[WonderSetup, ...]:
    """The Wonders left from Icaion: each in a board region, built by a player (or by no one playing)."""
    if len(chronicle.wonders) > MAX_WONDERS:
        raise RuleError(f"At most {MAX_WONDERS} Wonders are entered.", AFTER_ICAION)
    for w in chronicle.wonders:
        if not isinstance(w, WonderSetup) or not board.has_region(w.region):
            raise RuleError(f"A Wonder stands in a board region, not {str(getattr(w, 'region', ''))[:40]!r}.",
                            AFTER_ICAION)
        if w.builder and w.builder not in names:
            raise RuleError(f"A Wonder's builder is one of the players ({', '.join(names)}) or no one playing, "
                            f"not {str(w.builder)[:40]!r}.", AFTER_ICAION)
    return chronicle.wonders
