"""The Fall's board in words, one line a place, for a player who cannot see the canvas (issue #22 item 6).

It says what widgets/games/fall/board.py draws: the City and its spaces, every board region with its
Enemies, Machines and Wonders, every island with its regions and Monster, the Characters and the
Fortifications on their nodes, and the Colossus. Places are named by their type and by the id the
canvas prints beside them and the pick lists offer (e.g. "outer-3"), so a spoken place can be picked.
"""

from __future__ import annotations

from .board import Board
from .data import counted
from .state import BESIEGED, Enemies, FallState, Phase

__all__ = ["board_text", "enemies_words", "island_name", "region_name"]

EMPTY_SPACE = "empty"


def enemies_words(e: Enemies) -> str:
    """A region's Enemies, e.g. '2 Golems, 1 Troop', or 'no Enemies'."""
    parts = [counted(n, word) for n, word in ((e.golems, "Golem"), (e.troops, "Troop"), (e.parasites, "Parasite"))
             if n]
    return ", ".join(parts) or "no Enemies"


def island_name(crater: str) -> str:
    """An island as the canvas heads it: 'Island 1' for the island on crater-1."""
    return f"Island {crater.rsplit('-', 1)[-1]}"


def region_name(board: Board, region: str) -> str:
    """A region as the players say it, with the id the board prints: 'Forest (outer-3)'."""
    r = board.region(region)
    return f"{r.type} ({r.id})"


def _node(state: FallState, node: str) -> str:
    """A node with what it is beside: the City, an island, the regions it touches."""
    board = state.board
    crater = board.crater_at(node)
    where = ["in the City"] if node in board.city_nodes else []
    if crater is not None:
        where.append(f"beside {island_name(crater.id)}")
    touching = ", ".join(region_name(board, r) for r in board.node(node).regions)
    if touching:
        where.append(f"touching {touching}")
    return f"node {node}" + (f" ({'; '.join(where)})" if where else "")


def _held(held: str) -> str:
    """What a City space holds: a Qoam crystal, a besieging Golem or Troop, or nothing."""
    if not held:
        return EMPTY_SPACE
    return f"a besieging {held}" if held in BESIEGED else f"a {held} Qoam crystal"


def _city(state: FallState) -> tuple[str, ...]:
    defense = f"{state.defense} Defense Points" if state.players else "Defense not entered yet"
    spaces = ", ".join(f"space {k + 1}: {_held(held)}" for k, held in enumerate(state.city))
    return (f"The City: {defense}", f"City spaces: {spaces}")


def _regions(state: FallState) -> tuple[str, ...]:
    out = []
    for r in state.board.regions:
        parts = [enemies_words(state.enemies(r.id))]
        machines = [f"{m.colour} {m.kind}" for m in state.machines if m.region == r.id]
        parts.append(", ".join(machines) if machines else "no Machine")
        if built := state.wonders.count(r.id):
            parts.append(counted(built, "Wonder"))
        out.append(f"{r.type}, {r.kind} region {r.id}: {'; '.join(parts)}")
    return tuple(out)


def _islands(state: FallState) -> tuple[str, ...]:
    out = []
    for crater in state.board.craters:
        island = state.island(crater.id)
        if island is None:
            out.append(f"Crater {crater.id}: its island is placed at setup")
            continue
        regions = "; ".join(f"{reg.type}: {enemies_words(state.enemies(reg.id))}" for reg in island.regions)
        monster = state.monster_on(crater.id)
        held = f"; {monster.name} is here" if monster is not None else ""
        out.append(f"{island_name(crater.id)} (on {crater.id}, beside node {crater.node}): {regions}{held}")
    return tuple(out)


def _characters(state: FallState) -> tuple[str, ...]:
    out = []
    for i, p in enumerate(state.players):
        turn = ", to play" if i == state.current and state.phase is not Phase.OVER else ""
        out.append(f"{p.name} ({p.character}, {p.colour}{turn}) on {_node(state, p.node)}")
    for f in state.fortifications:
        out.append(f"A {f.colour} Fortification on {_node(state, f.node)}")
    return tuple(out)


def _colossus(state: FallState) -> tuple[str, ...]:
    if not state.colossus:
        return ()
    return (f"The Colossus on {_node(state, state.colossus)}, "
            f"{counted(state.colossus_shards, 'Primal Shard')} on its base",)


def board_text(state: FallState) -> tuple[str, ...]:
    """The board in words, one line a place, as the canvas draws it."""
    board = state.board
    head = ["Icaion: board reconstruction (schematic, not the printed map)" if board.reconstruction
            else "Icaion: your board"]
    if state.example_machines:  # said in play, as the canvas labels it
        head.append("Machines: the EXAMPLE draft, not your table's")
    return (*head, *_city(state), *_regions(state), *_islands(state), *_characters(state), *_colossus(state))
