"""The Icaion board as data: regions, nodes, the City, the Colossus's ring and the craters.

The printed node map is not public, so the board is data (`board.json` beside this module): a
schematic reconstruction that keeps every fact the rulebook and rules/README.md give, flagged
`"reconstruction": true` with a note saying so. Players correct it from their own board by loading
an edited JSON file; `load_board` checks it for consistency and names the field that is wrong.

Facts kept (rulebook "Getting Ready", "Night Phase", "Investigate the Colossus"; README "Icaion board"):
15 regions, 10 external and 5 inner, each of one of the 5 types; each inner region borders 3
external regions and the City; nodes are crossroads where 2 or 3 regions meet; 5 City nodes; the
Colossus stands on an external node touching 2 regions and walks clockwise along the external
nodes; 5 craters on the outer edge, each island bordering 2 board regions, with one node beside it
that touches those two regions (where a Mysthea Character starts); the City has 5 spaces.

Two regions border each other when a node touches both (the board file lists no region borders
of its own; see the ruling `region_borders_from_nodes`).
"""

from __future__ import annotations

import json
import math
from collections import deque
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from companion.validate import is_whole

from .data import CITY_SPACES, ISLANDS, REGION_TYPES

__all__ = [
    "BOARD_FORMAT", "BOARD_PATH", "EXTERNAL", "INNER", "MAX_BOARD_BYTES", "Board", "Crater", "Island",
    "IslandRegion", "Node", "Region", "board_to_json", "default_board", "load_board", "parse_board",
    "place_islands",
]

BOARD_PATH = Path(__file__).with_name("board.json")
BOARD_FORMAT = "table-companion/fall-board"
BOARD_VERSION = 1
EXTERNAL, INNER = "external", "inner"
REGIONS = 15          # README "Icaion board": 15 regions
EXTERNAL_REGIONS = 10  # ... 10 external
INNER_REGIONS = 5      # ... and 5 inner (they border the City)
INNER_BORDERS_EXTERNAL = 3  # rulebook "Night Phase" (A): the three external Regions adjacent to it
CITY_NODES = 5         # rulebook "Deposit": the five City nodes
CRATERS = ISLANDS.value  # rulebook "Getting Ready" step 1: an Island on each crater (5 Islands)
CRATER_REGIONS = 2     # README: each island borders 2 board regions
NODE_REGIONS = (2, 3)  # a crossroads where 2 or 3 regions meet
RING_NODE_REGIONS = 2  # README: the Colossus stands on an external node touching 2 regions
ISLAND_REGIONS = 3     # rulebook "Defeating Enemies and Respawn": a Golem region and two others

# Limits that keep a hostile file from costing time or memory; far above any real board.
MAX_BOARD_BYTES = 1_000_000
MAX_NODES = 400
MAX_ID = 40
MAX_NOTE = 2_000
_TOP_KEYS = {"format", "version", "reconstruction", "note", "regions", "nodes", "city_nodes", "ring",
             "craters", "city_spaces", "positions"}
_REQUIRED = _TOP_KEYS - {"note", "positions"}


@dataclass(frozen=True)
class Region:
    """A board region: its id, external or inner, and its type (River, Mountain, ...)."""

    id: str
    kind: str
    type: str


@dataclass(frozen=True)
class Node:
    """A crossroads: the regions it touches and the nodes next to it."""

    id: str
    regions: tuple[str, ...]
    adjacent: tuple[str, ...]


@dataclass(frozen=True)
class Crater:
    """A crater on the outer edge: the node beside it and the two board regions its island borders."""

    id: str
    node: str
    regions: tuple[str, str]


@dataclass(frozen=True)
class Board:
    """The board: regions, nodes, the 5 City nodes, the Colossus's ring (clockwise), craters, City spaces."""

    regions: tuple[Region, ...]
    nodes: tuple[Node, ...]
    city_nodes: tuple[str, ...]
    ring: tuple[str, ...]
    craters: tuple[Crater, ...]
    city_spaces: tuple[str, ...]
    reconstruction: bool = True
    note: str = ""
    positions: tuple[tuple[str, float, float], ...] = ()  # (node, x, y) in the unit square, for drawing

    # ----- look-ups (cached per board: boards are frozen and hashable) -----
    def region(self, region_id: str) -> Region:
        """The region with this id (KeyError if none)."""
        return _index(self)[0][region_id]

    def node(self, node_id: str) -> Node:
        """The node with this id (KeyError if none)."""
        return _index(self)[1][node_id]

    def crater(self, crater_id: str) -> Crater:
        """The crater with this id (KeyError if none)."""
        return _index(self)[2][crater_id]

    def has_node(self, node_id: object) -> bool:
        """Whether `node_id` names a node of this board."""
        return isinstance(node_id, str) and node_id in _index(self)[1]

    def has_region(self, region_id: object) -> bool:
        """Whether `region_id` names a board region."""
        return isinstance(region_id, str) and region_id in _index(self)[0]

    def region_type(self, region_id: str) -> str:
        """The type (River, Mountain, ...) of a board region."""
        return self.region(region_id).type

    def inner_region(self, region_type: str) -> Region:
        """The inner region of a type (there is one of each)."""
        return next(r for r in self.regions if r.kind == INNER and r.type == region_type)

    def bordering(self, region_id: str) -> tuple[str, ...]:
        """The board regions bordering this one (sharing a node), in board order."""
        return _borders(self)[region_id]

    def crater_at(self, node_id: str) -> Crater | None:
        """The crater whose island this node is beside, if any."""
        return next((c for c in self.craters if c.node == node_id), None)

    def distances(self, start: str) -> Mapping[str, int]:
        """Steps from `start` to every node (moving along adjacent nodes)."""
        return _distances(self, start)


class _Derived:
    """What is worked out once per board object: the look-up tables, the borders, the distances."""

    def __init__(self, board: Board) -> None:
        self.board = board  # kept alive so its id is not reused while cached
        self.regions = {r.id: r for r in board.regions}
        self.nodes = {n.id: n for n in board.nodes}
        self.craters = {c.id: c for c in board.craters}
        found: dict[str, set[str]] = {r.id: set() for r in board.regions}
        for node in board.nodes:
            for a in node.regions:
                found[a].update(b for b in node.regions if b != a)
        order = [r.id for r in board.regions]
        self.borders = {r: tuple(x for x in order if x in found[r]) for r in order}
        self.distances: dict[str, Mapping[str, int]] = {}


_DERIVED: dict[int, _Derived] = {}
_DERIVED_MAX = 64


def _derived(board: Board) -> _Derived:
    found = _DERIVED.get(id(board))
    if found is None or found.board is not board:
        if len(_DERIVED) >= _DERIVED_MAX:
            _DERIVED.pop(next(iter(_DERIVED)))
        found = _DERIVED[id(board)] = _Derived(board)
    return found


def _index(board: Board) -> tuple[dict[str, Region], dict[str, Node], dict[str, Crater]]:
    d = _derived(board)
    return d.regions, d.nodes, d.craters


def _borders(board: Board) -> dict[str, tuple[str, ...]]:
    return _derived(board).borders


def _distances(board: Board, start: str) -> Mapping[str, int]:
    d = _derived(board)
    if start in d.distances:
        return d.distances[start]
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for nxt in d.nodes[here].adjacent:
            if nxt not in seen:
                seen[nxt] = seen[here] + 1
                queue.append(nxt)
    d.distances[start] = MappingProxyType(seen)
    return d.distances[start]


# ----- loading and checking -----

def _fail(path: str, problem: str) -> ValueError:
    return ValueError(f"{path}: {problem}")


def _kind_of(value: Any) -> str:
    names = {dict: "an object", list: "a list", str: "a text", bool: "true/false", int: "a number",
             float: "a number", type(None): "null"}
    return names.get(type(value), f"a {type(value).__name__}")


def _obj(value: Any, path: str, keys: set[str], required: set[str]) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise _fail(path, f"must be an object, got {_kind_of(value)}")
    for key in value:
        if not isinstance(key, str) or key not in keys:
            shown = repr(key)[:MAX_ID + 2]
            raise _fail(path, f"unknown field {shown} (the fields are {', '.join(sorted(keys))})")
    missing = sorted(required - set(value))
    if missing:
        raise _fail(path, f"missing field {missing[0]!r}")
    return value


def _list(value: Any, path: str, *, low: int = 0, high: int = MAX_NODES) -> list[Any]:
    if not isinstance(value, (list, tuple)):
        raise _fail(path, f"must be a list, got {_kind_of(value)}")
    if not low <= len(value) <= high:
        wanted = f"exactly {low}" if low == high else f"{low} to {high}"
        raise _fail(path, f"must hold {wanted} entries, got {len(value)}")
    return list(value)


def _ident(value: Any, path: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _fail(path, f"must be a non-empty text id, got {_kind_of(value)}")
    if len(value) > MAX_ID:
        raise _fail(path, f"an id is at most {MAX_ID} characters, got {len(value)}")
    return value


def _ids(value: Any, path: str, known: Mapping[str, Any], what: str, *, low: int, high: int) -> tuple[str, ...]:
    items = _list(value, path, low=low, high=high)
    out: list[str] = []
    for i, item in enumerate(items):
        ident = _ident(item, f"{path}[{i}]")
        if ident not in known:
            raise _fail(f"{path}[{i}]", f"{ident!r} is not a {what} of the board")
        if ident in out:
            raise _fail(f"{path}[{i}]", f"{ident!r} is listed twice")
        out.append(ident)
    return tuple(out)


def parse_board(text: str | bytes) -> Board:
    """A board from the text of a JSON file, checked; ValueError names what is wrong (never a traceback)."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise ValueError(f"board file: expected the text of a JSON file, got {_kind_of(text)}")
    if len(text) > MAX_BOARD_BYTES:
        raise ValueError(f"board file: at most {MAX_BOARD_BYTES} bytes, got {len(text)}")
    try:
        raw = json.loads(text)
    except RecursionError:
        raise ValueError("board file: nested too deeply to be a board") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise ValueError(f"board file: not valid JSON ({str(exc)[:120]})") from None
    return load_board(raw)


def load_board(raw: Any) -> Board:
    """A board from its parsed JSON, checked for consistency; ValueError names the field that is wrong."""
    try:
        return _load(raw)
    except RecursionError:  # pragma: no cover - _load never recurses into user data
        raise ValueError("board: nested too deeply to be a board") from None


def _load(raw: Any) -> Board:
    top = _obj(raw, "board", _TOP_KEYS, _REQUIRED)
    if top["format"] != BOARD_FORMAT:
        raise _fail("format", f"must be {BOARD_FORMAT!r}, got {_kind_of(top['format'])} "
                              f"{str(top['format'])[:60]!r}")
    if not is_whole(top["version"]) or top["version"] != BOARD_VERSION:
        raise _fail("version", f"must be {BOARD_VERSION}, got {str(top['version'])[:20]!r}")
    if not isinstance(top["reconstruction"], bool):
        raise _fail("reconstruction", f"must be true or false, got {_kind_of(top['reconstruction'])}")
    note = top.get("note", "")
    if not isinstance(note, str) or len(note) > MAX_NOTE:
        raise _fail("note", f"must be a text of at most {MAX_NOTE} characters")

    # Regions: 15, 10 external and 5 inner, one inner region of each type.
    regions: dict[str, Region] = {}
    for i, item in enumerate(_list(top["regions"], "regions", low=REGIONS, high=REGIONS)):
        path = f"regions[{i}]"
        entry = _obj(item, path, {"id", "kind", "type"}, {"id", "kind", "type"})
        ident = _ident(entry["id"], f"{path}.id")
        if ident in regions:
            raise _fail(f"{path}.id", f"{ident!r} is used by two regions")
        if entry["kind"] not in (EXTERNAL, INNER):
            raise _fail(f"{path}.kind", f"must be 'external' or 'inner', got {str(entry['kind'])[:40]!r}")
        if entry["type"] not in REGION_TYPES:
            raise _fail(f"{path}.type", f"must be one of {', '.join(REGION_TYPES)}, got {str(entry['type'])[:40]!r}")
        regions[ident] = Region(ident, entry["kind"], entry["type"])
    inner = [r for r in regions.values() if r.kind == INNER]
    if len(inner) != INNER_REGIONS:
        raise _fail("regions", f"the board has {INNER_REGIONS} inner and {EXTERNAL_REGIONS} external regions, "
                               f"got {len(inner)} inner")
    inner_types = [r.type for r in inner]
    for t in REGION_TYPES:
        if inner_types.count(t) != 1:
            raise _fail("regions", f"there is one inner region of each type, got {inner_types.count(t)} "
                                   f"inner {t} regions")

    # Nodes: each touches 2 or 3 distinct regions; adjacency names known nodes, symmetric.
    node_items = _list(top["nodes"], "nodes", low=1, high=MAX_NODES)
    nodes_raw: dict[str, tuple[int, Mapping[str, Any]]] = {}
    for i, item in enumerate(node_items):
        path = f"nodes[{i}]"
        entry = _obj(item, path, {"id", "regions", "adjacent"}, {"id", "regions", "adjacent"})
        ident = _ident(entry["id"], f"{path}.id")
        if ident in nodes_raw:
            raise _fail(f"{path}.id", f"{ident!r} is used by two nodes")
        if ident in regions:
            raise _fail(f"{path}.id", f"{ident!r} is already a region's id")
        nodes_raw[ident] = (i, entry)
    nodes: dict[str, Node] = {}
    for ident, (i, entry) in nodes_raw.items():
        path = f"nodes[{i}]"
        touched = _ids(entry["regions"], f"{path}.regions", regions, "region", low=0, high=REGIONS)
        if len(touched) not in NODE_REGIONS:
            raise _fail(f"{path}.regions", f"a node touches 2 or 3 regions, got {len(touched)}")
        adjacent = _ids(entry["adjacent"], f"{path}.adjacent", nodes_raw, "node", low=1, high=MAX_NODES)
        if ident in adjacent:
            raise _fail(f"{path}.adjacent", f"{ident!r} cannot be adjacent to itself")
        nodes[ident] = Node(ident, touched, adjacent)
    for ident, node in nodes.items():
        i = nodes_raw[ident][0]
        for j, other in enumerate(node.adjacent):
            if ident not in nodes[other].adjacent:
                raise _fail(f"nodes[{i}].adjacent[{j}]", f"{ident!r} lists {other!r} as adjacent, but "
                                                         f"{other!r} does not list {ident!r}")
    first = next(iter(nodes))
    reached = {first}
    queue = deque([first])
    while queue:
        for nxt in nodes[queue.popleft()].adjacent:
            if nxt not in reached:
                reached.add(nxt)
                queue.append(nxt)
    if len(reached) != len(nodes):
        lost = next(n for n in nodes if n not in reached)
        raise _fail(f"nodes[{nodes_raw[lost][0]}]", f"{lost!r} cannot be reached from {first!r}: the nodes "
                                                    "must form one connected map")

    # City nodes: 5, touching inner regions only.
    city_nodes = _ids(top["city_nodes"], "city_nodes", nodes, "node", low=CITY_NODES, high=CITY_NODES)
    for i, ident in enumerate(city_nodes):
        outside = [r for r in nodes[ident].regions if regions[r].kind != INNER]
        if outside:
            raise _fail(f"city_nodes[{i}]", f"a City node touches only inner regions (they border the City), "
                                            f"but {ident!r} touches the external region {outside[0]!r}")

    # Region borders (a node touching both); each inner region borders 3 external ones and the City.
    borders: dict[str, set[str]] = {r: set() for r in regions}
    for node in nodes.values():
        for a in node.regions:
            borders[a].update(b for b in node.regions if b != a)
    for i, region in enumerate(regions.values()):
        if region.kind != INNER:
            continue
        external = sorted(b for b in borders[region.id] if regions[b].kind == EXTERNAL)
        if len(external) != INNER_BORDERS_EXTERNAL:
            raise _fail(f"regions[{i}]", f"the inner region {region.id!r} must border {INNER_BORDERS_EXTERNAL} "
                                         f"external regions (through the nodes touching it), got {len(external)}"
                                         + (f": {', '.join(external)}" if external else ""))
        if not any(region.id in nodes[c].regions for c in city_nodes):
            raise _fail(f"regions[{i}]", f"the inner region {region.id!r} must border the City: no City node "
                                         "touches it")
    for i, region in enumerate(regions.values()):
        if not any(region.id in n.regions for n in nodes.values()):
            raise _fail(f"regions[{i}]", f"no node touches the region {region.id!r}")

    # The ring: external nodes touching 2 regions, each next to the one after it, closing a cycle.
    ring = _ids(top["ring"], "ring", nodes, "node", low=3, high=MAX_NODES)
    for i, ident in enumerate(ring):
        node = nodes[ident]
        if len(node.regions) != RING_NODE_REGIONS or any(regions[r].kind != EXTERNAL for r in node.regions):
            raise _fail(f"ring[{i}]", f"the Colossus walks on external nodes touching 2 external regions; "
                                      f"{ident!r} touches {', '.join(node.regions)}")
        after = ring[(i + 1) % len(ring)]
        if after not in node.adjacent:
            raise _fail(f"ring[{i}]", f"the ring must be a cycle: {ident!r} is not adjacent to the next ring "
                                      f"node {after!r}")

    # Craters: 5, each beside one node that touches exactly the two external regions its island borders.
    craters: list[Crater] = []
    crater_ids: set[str] = set()
    used_nodes: set[str] = set()
    for i, item in enumerate(_list(top["craters"], "craters", low=CRATERS, high=CRATERS)):
        path = f"craters[{i}]"
        entry = _obj(item, path, {"id", "node", "regions"}, {"id", "node", "regions"})
        ident = _ident(entry["id"], f"{path}.id")
        if ident in crater_ids or ident in nodes or ident in regions:
            raise _fail(f"{path}.id", f"{ident!r} is already used as an id")
        node_id = _ident(entry["node"], f"{path}.node")
        if node_id not in nodes:
            raise _fail(f"{path}.node", f"{node_id!r} is not a node of the board")
        if node_id in used_nodes:
            raise _fail(f"{path}.node", f"{node_id!r} is beside two craters")
        if node_id in city_nodes:
            raise _fail(f"{path}.node", f"{node_id!r} is a City node, not beside a crater on the outer edge")
        borders_of = _ids(entry["regions"], f"{path}.regions", regions, "region", low=CRATER_REGIONS,
                          high=CRATER_REGIONS)
        for j, r in enumerate(borders_of):
            if regions[r].kind != EXTERNAL:
                raise _fail(f"{path}.regions[{j}]", f"an island borders external regions, {r!r} is inner")
        if set(nodes[node_id].regions) != set(borders_of):
            raise _fail(f"{path}.node", f"the node beside a crater touches the two regions its island borders "
                                        f"({', '.join(borders_of)}), but {node_id!r} touches "
                                        f"{', '.join(nodes[node_id].regions)}")
        crater_ids.add(ident)
        used_nodes.add(node_id)
        craters.append(Crater(ident, node_id, (borders_of[0], borders_of[1])))

    # City spaces: 5 ids.
    spaces = _list(top["city_spaces"], "city_spaces", low=CITY_SPACES.value, high=CITY_SPACES.value)
    city_spaces: list[str] = []
    for i, item in enumerate(spaces):
        ident = _ident(item, f"city_spaces[{i}]")
        if ident in city_spaces:
            raise _fail(f"city_spaces[{i}]", f"{ident!r} is listed twice")
        city_spaces.append(ident)

    # Positions (optional, for drawing): node -> [x, y] in the unit square.
    positions: list[tuple[str, float, float]] = []
    raw_pos = top.get("positions", {})
    if not isinstance(raw_pos, Mapping):
        raise _fail("positions", f"must be an object node -> [x, y], got {_kind_of(raw_pos)}")
    if len(raw_pos) > MAX_NODES:
        raise _fail("positions", f"at most {MAX_NODES} entries, got {len(raw_pos)}")
    for key, xy in raw_pos.items():
        if not isinstance(key, str) or key not in nodes:
            raise _fail("positions", f"{str(key)[:MAX_ID]!r} is not a node of the board")
        pair = _list(xy, f"positions.{key}", low=2, high=2)
        for j, v in enumerate(pair):
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or not 0 <= v <= 1:
                raise _fail(f"positions.{key}[{j}]", "must be a number from 0 to 1")
        positions.append((key, float(pair[0]), float(pair[1])))

    return Board(
        regions=tuple(regions.values()), nodes=tuple(nodes.values()), city_nodes=city_nodes, ring=ring,
        craters=tuple(craters), city_spaces=tuple(city_spaces), reconstruction=top["reconstruction"],
        note=note, positions=tuple(positions),
    )


def board_to_json(board: Board) -> dict[str, Any]:
    """The board as the JSON object `load_board` reads (to save an edited board, or to start editing one)."""
    out: dict[str, Any] = {
        "format": BOARD_FORMAT, "version": BOARD_VERSION, "reconstruction": board.reconstruction,
        "note": board.note,
        "regions": [{"id": r.id, "kind": r.kind, "type": r.type} for r in board.regions],
        "nodes": [{"id": n.id, "regions": list(n.regions), "adjacent": list(n.adjacent)} for n in board.nodes],
        "city_nodes": list(board.city_nodes), "ring": list(board.ring),
        "craters": [{"id": c.id, "node": c.node, "regions": list(c.regions)} for c in board.craters],
        "city_spaces": list(board.city_spaces),
    }
    if board.positions:
        out["positions"] = {n: [x, y] for n, x, y in board.positions}
    return out


@lru_cache(maxsize=1)
def default_board() -> Board:
    """The shipped schematic board (a reconstruction, flagged so in the data)."""
    return parse_board(BOARD_PATH.read_text(encoding="utf-8"))


# ----- the islands, placed on the craters at setup -----

@dataclass(frozen=True)
class IslandRegion:
    """One of an island's three regions, as the players enter it at setup: its id and type."""

    id: str
    type: str


@dataclass(frozen=True)
class Island:
    """A fallen island on a crater: its three regions (the first is where its 4 Golems start)."""

    crater: str
    regions: tuple[IslandRegion, IslandRegion, IslandRegion]

    @property
    def golem_region(self) -> IslandRegion:
        """The region the Golems started in (Getting Ready step 2): where defeated Golems return."""
        return self.regions[0]

    @property
    def troop_regions(self) -> tuple[IslandRegion, IslandRegion]:
        """The two other regions (Getting Ready step 3): where defeated Troops return."""
        return (self.regions[1], self.regions[2])


def island_region_id(crater: str, index: int) -> str:
    """The id of an island's region: its crater and its place (0 the Golem region, 1 and 2)."""
    return f"{crater}/{index}"


def place_islands(board: Board, types_by_crater: Mapping[str, Any]) -> tuple[Island, ...]:
    """The islands on the craters, from {crater: [golem region type, type, type]} as the players enter them.

    Getting Ready steps 1-2: an island on each crater, its Golems all in one region, a different
    kind of region for each island's Golems. A ValueError names the entry that is wrong.
    """
    if not isinstance(types_by_crater, Mapping):
        raise ValueError(f"islands: expected an object crater -> three region types, got {_kind_of(types_by_crater)}")
    known = [c.id for c in board.craters]
    for key in types_by_crater:
        if key not in known:
            raise ValueError(f"islands: {str(key)[:MAX_ID]!r} is not a crater of the board ({', '.join(known)})")
    islands: list[Island] = []
    golem_types: dict[str, str] = {}
    for crater in known:
        if crater not in types_by_crater:
            raise ValueError(f"islands.{crater}: every crater holds an island (Getting Ready step 1)")
        types = _list(types_by_crater[crater], f"islands.{crater}", low=ISLAND_REGIONS, high=ISLAND_REGIONS)
        for j, t in enumerate(types):
            if t not in REGION_TYPES:
                raise ValueError(f"islands.{crater}[{j}]: must be one of {', '.join(REGION_TYPES)}, "
                                 f"got {str(t)[:40]!r}")
        if types[0] in golem_types:
            raise ValueError(f"the island on {crater} has its Golems in {types[0]}, like the island on "
                             f"{golem_types[types[0]]}: each island's Golems start in a different kind of region "
                             f"(Getting Ready step 2; islands.{crater}[0], its first region)")
        golem_types[types[0]] = crater
        regions = tuple(IslandRegion(island_region_id(crater, j), t) for j, t in enumerate(types))
        islands.append(Island(crater, regions))  # type: ignore[arg-type]
    return tuple(islands)
