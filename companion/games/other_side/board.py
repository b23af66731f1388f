"""Dragon Rock's map: tiles placed as the Heroes explore, their rooms and corridors, and distances.

The players describe each new Map tile (its side, its rooms and corridors, their torches and
openings); the companion keeps the graph and measures it by the rulebook's two golden rules.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache

from companion.errors import RuleError

from . import data

DRAGON_ROCK = "Dragon Rock: Phylax's Madness"
STEP: dict[str, tuple[int, int]] = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
MAP_TILES_RULE = "Golden Rule of the Map Tiles"


@dataclass(frozen=True)
class SpaceSpec:
    """A room or a corridor on a tile, as the players describe it (name local to the tile)."""

    name: str
    kind: str
    torches: tuple[str, ...] = ()


@dataclass(frozen=True)
class TileSpec:
    """What a newly placed Map tile holds: side, spaces, inner openings, and openings to neighbours."""

    side: str
    spaces: tuple[SpaceSpec, ...]
    openings: tuple[tuple[str, str], ...] = ()
    joins: tuple[tuple[str, str], ...] = ()  # (local space, id of a space on a neighbouring tile)


@dataclass(frozen=True)
class Space:
    """A space on the map: `id` is "<tile>:<name>"."""

    id: str
    tile: int
    kind: str
    torches: tuple[str, ...]


@dataclass(frozen=True)
class Tile:
    """A placed Map tile: its number in the order placed (0 is the Well), its cell and side."""

    number: int
    x: int
    y: int
    side: str


@dataclass(frozen=True)
class Board:
    """The map so far: tiles, spaces and the openings between spaces."""

    tiles: tuple[Tile, ...]
    spaces: tuple[Space, ...]
    links: tuple[tuple[str, str], ...]


def space_id(tile: int, name: str) -> str:
    """The id of a space: its tile number and its local name."""
    return f"{tile}:{name}"


def _pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


def _check_spec(spec: TileSpec, tile: int) -> dict[str, SpaceSpec]:
    if spec.side not in data.SIDES:
        raise RuleError(f"A tile's side is green or blue, not {spec.side!r}.", DRAGON_ROCK)
    if not spec.spaces:
        raise RuleError("A Map tile holds at least one room or corridor.", DRAGON_ROCK)
    local: dict[str, SpaceSpec] = {}
    for s in spec.spaces:
        if not s.name or ":" in s.name:
            raise RuleError(f"A space needs a name without a colon, not {s.name!r}.", DRAGON_ROCK)
        if s.name in local:
            raise RuleError(f"Two spaces on the tile are both called {s.name!r}.", DRAGON_ROCK)
        if s.kind not in data.SPACE_KINDS:
            raise RuleError(f"A space is a room or a corridor, not {s.kind!r}.", DRAGON_ROCK)
        for t in s.torches:
            if t not in STEP:
                raise RuleError(f"A torch faces N, E, S or W, not {t!r}.", DRAGON_ROCK)
        if len(set(s.torches)) != len(s.torches):
            raise RuleError(f"The space {s.name!r} lists a torch direction twice.", DRAGON_ROCK)
        local[s.name] = s
    for a, b in spec.openings:
        if a not in local or b not in local or a == b:
            raise RuleError(f"An opening must join two different spaces of the tile, not {a!r} and {b!r}.",
                            DRAGON_ROCK)
    return local


def _spaces_by_id(board: Board) -> dict[str, Space]:
    return {s.id: s for s in board.spaces}


def tile_at(board: Board, x: int, y: int) -> Tile | None:
    """The tile in a cell, if any."""
    for t in board.tiles:
        if (t.x, t.y) == (x, y):
            return t
    return None


def tile_of(board: Board, space: str) -> Tile:
    """The tile a space lies on."""
    number = get_space(board, space).tile
    return next(t for t in board.tiles if t.number == number)


def get_space(board: Board, space: str) -> Space:
    """The space with this id, or a RuleError if the map has no such space."""
    found = _spaces_by_id(board).get(space)
    if found is None:
        raise RuleError(f"There is no space {space!r} on the map.", DRAGON_ROCK)
    return found


def rooms_on_tile(board: Board, tile: int) -> tuple[str, ...]:
    """The rooms on a tile, in the order the players listed them."""
    return tuple(s.id for s in board.spaces if s.tile == tile and s.kind == "room")


def start_board(spec: TileSpec) -> Board:
    """The map at setup: the Well's tile alone in the centre (General Setup 1)."""
    _check_spec(spec, 0)
    if spec.joins:
        raise RuleError("The Well's tile has no neighbours to join yet.", "General Setup")
    spaces = tuple(Space(space_id(0, s.name), 0, s.kind, s.torches) for s in spec.spaces)
    links = tuple(sorted({_pair(space_id(0, a), space_id(0, b)) for a, b in spec.openings}))
    return Board((Tile(0, 0, 0, spec.side),), spaces, links)


def explore_cell(board: Board, from_space: str, direction: str) -> tuple[int, int]:
    """The empty cell a Hero in `from_space` would reveal by lighting the torch facing `direction`."""
    space = get_space(board, from_space)
    if direction not in space.torches:
        raise RuleError("A Hero can only explore towards a torch of the space they stand in.",
                        "Phase 1: Hunt! (Golden Rule of Exploration)")
    here = tile_of(board, from_space)
    dx, dy = STEP[direction]
    cell = (here.x + dx, here.y + dy)
    if tile_at(board, *cell) is not None:
        raise RuleError("That torch faces a tile already on the map: there is nothing to explore.",
                        "Phase 1: Hunt! (Explore)")
    return cell


def place_tile(board: Board, spec: TileSpec, from_space: str, direction: str, entry: str) -> Board:
    """The map with a new tile placed past the torch, its `entry` space opening onto `from_space`."""
    x, y = explore_cell(board, from_space, direction)
    number = max(t.number for t in board.tiles) + 1
    local = _check_spec(spec, number)
    neighbours = [t for t in board.tiles if abs(t.x - x) + abs(t.y - y) == 1]
    for n in neighbours:
        if n.side == spec.side:
            raise RuleError(
                f"A tile placed beside a {n.side}-roomed tile must show its "
                f"{other_side(n.side)} side.", MAP_TILES_RULE)
    if entry not in local:
        raise RuleError(f"The new tile has no space called {entry!r} to move into.", "Phase 1: Hunt! (Explore)")
    by_id = _spaces_by_id(board)
    near = {n.number for n in neighbours}
    links = set(board.links)
    links.add(_pair(from_space, space_id(number, entry)))
    for a, b in spec.openings:
        links.add(_pair(space_id(number, a), space_id(number, b)))
    for name, other in spec.joins:
        if name not in local:
            raise RuleError(f"The new tile has no space called {name!r}.", DRAGON_ROCK)
        if other not in by_id or by_id[other].tile not in near:
            raise RuleError(f"{other!r} is not a space on a tile beside the new one.", DRAGON_ROCK)
        links.add(_pair(space_id(number, name), other))
    spaces = board.spaces + tuple(Space(space_id(number, s.name), number, s.kind, s.torches)
                                  for s in spec.spaces)
    return Board(board.tiles + (Tile(number, x, y, spec.side),), spaces, tuple(sorted(links)))


@lru_cache(maxsize=256)
def _neighbours(board: Board) -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {s.id: [] for s in board.spaces}
    for a, b in board.links:
        out[a].append(b)
        out[b].append(a)
    return {k: tuple(sorted(v)) for k, v in out.items()}


@lru_cache(maxsize=256)
def _range_groups(board: Board) -> dict[str, str]:
    """Each space's range-space: corridor parts that open onto each other count as one corridor."""
    parent = {s.id: s.id for s in board.spaces}

    def find(a: str) -> str:
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    kind = {s.id: s.kind for s in board.spaces}
    for a, b in board.links:
        if kind[a] == "corridor" and kind[b] == "corridor":
            ra, rb = find(a), find(b)
            if ra != rb:
                parent[max(ra, rb)] = min(ra, rb)
    return {s: find(s) for s in parent}


def range_space(board: Board, space: str) -> str:
    """The space as the Golden Rule of Range counts it (a multi-tile corridor is one space)."""
    get_space(board, space)
    return _range_groups(board)[space]


def _bfs(start: str, neighbours) -> dict[str, int]:
    dist = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for nxt in neighbours(here):
            if nxt not in dist:
                dist[nxt] = dist[here] + 1
                queue.append(nxt)
    return dist


@lru_cache(maxsize=1024)
def _range_from(board: Board, group: str) -> dict[str, int]:
    groups = _range_groups(board)
    nbrs = _neighbours(board)
    members: dict[str, list[str]] = {}
    for s, g in groups.items():
        members.setdefault(g, []).append(s)

    def step(g: str) -> set[str]:
        return {groups[n] for m in members[g] for n in nbrs[m]} - {g}

    return _bfs(group, step)


def range_distance(board: Board, a: str, b: str) -> int | None:
    """Range of Action needed from `a` to reach `b` (None if no path): rooms and whole corridors."""
    ga, gb = range_space(board, a), range_space(board, b)
    return _range_from(board, ga).get(gb)


def movement_distance(board: Board, a: str, b: str) -> int | None:
    """Steps to walk from `a` to `b` (None if no path): each corridor part on a tile is a step."""
    get_space(board, a)
    get_space(board, b)
    nbrs = _neighbours(board)
    return _bfs(a, lambda s: nbrs[s]).get(b)


def movement_neighbours(board: Board, space: str) -> tuple[str, ...]:
    """The spaces one step away by the Golden Rule of Movement."""
    get_space(board, space)
    return _neighbours(board)[space]


def legal_destinations(board: Board, space: str, steps: int = 1) -> tuple[str, ...]:
    """The spaces a Hero can end on with between 1 and `steps` steps."""
    nbrs = _neighbours(board)
    get_space(board, space)
    dist = _bfs(space, lambda s: nbrs[s])
    return tuple(sorted(s for s, d in dist.items() if 1 <= d <= steps))


def open_torches(board: Board, space: str) -> tuple[str, ...]:
    """The torch directions of a space that face an empty cell (where exploring is possible)."""
    here = tile_of(board, space)
    out = []
    for t in get_space(board, space).torches:
        dx, dy = STEP[t]
        if tile_at(board, here.x + dx, here.y + dy) is None:
            out.append(t)
    return tuple(out)


def other_side(side: str) -> str:
    """The other side of a Map tile (green <-> blue)."""
    return data.SIDES[1 - data.SIDES.index(side)]


def sides_that_fit(board: Board, x: int, y: int) -> tuple[str, ...]:
    """The sides a tile placed in cell (x, y) may show: the opposite of every neighbour's (Golden Rule)."""
    beside = {t.side for t in board.tiles if abs(t.x - x) + abs(t.y - y) == 1}
    return tuple(s for s in data.SIDES if s not in beside)


def explore_cells(board: Board, space: str) -> dict[str, tuple[int, int]]:
    """The empty cells a Hero in `space` could reveal, by the torch direction that faces each."""
    here = tile_of(board, space)
    return {d: (here.x + STEP[d][0], here.y + STEP[d][1]) for d in open_torches(board, space)}


def two_step_path(board: Board, here: str, dest: str) -> tuple[str, ...]:
    """The steps from `here` to `dest`: one, or two through a shared neighbour (else just `dest`)."""
    nbrs = movement_neighbours(board, here)
    if dest in nbrs:
        return (dest,)
    for mid in nbrs:
        if dest in movement_neighbours(board, mid):
            return (mid, dest)
    return (dest,)


def shortest_path(board: Board, here: str, dest: str) -> tuple[str, ...]:
    """The steps of a shortest walk from `here` to `dest` (just `dest` if there is none)."""
    nbrs = _neighbours(board)
    get_space(board, here)
    back: dict[str, str] = {here: ""}
    queue = deque([here])
    while queue:
        at = queue.popleft()
        if at == dest:
            break
        for nxt in nbrs[at]:
            if nxt not in back:
                back[nxt] = at
                queue.append(nxt)
    if dest not in back or dest == here:
        return (dest,)
    path = [dest]
    while back[path[-1]] != here:
        path.append(back[path[-1]])
    return tuple(reversed(path))


# --- editing a described tile (the Map tile form's drawn preview) -----------------------------

def rotate_tile(spec: TileSpec, quarter_turns: int = 1) -> TileSpec:
    """The tile turned clockwise by `quarter_turns` quarters: every torch turns with it."""
    turn = {d: data.COMPASS[(i + quarter_turns) % len(data.COMPASS)] for i, d in enumerate(data.COMPASS)}
    spaces = tuple(SpaceSpec(s.name, s.kind, tuple(sorted((turn[t] for t in s.torches), key=data.COMPASS.index)))
                   for s in spec.spaces)
    return TileSpec(spec.side, spaces, spec.openings, spec.joins)


def toggle_kind(spec: TileSpec, name: str) -> TileSpec:
    """The tile with one space switched between room and corridor."""
    flip = {data.SPACE_KINDS[0]: data.SPACE_KINDS[1], data.SPACE_KINDS[1]: data.SPACE_KINDS[0]}
    return TileSpec(spec.side, tuple(SpaceSpec(s.name, flip.get(s.kind, s.kind), s.torches) if s.name == name else s
                                     for s in spec.spaces), spec.openings, spec.joins)


def toggle_torch(spec: TileSpec, name: str, direction: str) -> TileSpec:
    """The tile with a torch facing `direction` lit for space `name` (moved from any other space of
    the tile that had it), or put out if `name` already has it."""
    def torches(s: SpaceSpec) -> tuple[str, ...]:
        have = set(s.torches)
        if s.name == name:
            have ^= {direction}
        else:
            have.discard(direction)
        return tuple(d for d in data.COMPASS if d in have)
    return TileSpec(spec.side, tuple(SpaceSpec(s.name, s.kind, torches(s)) for s in spec.spaces),
                    spec.openings, spec.joins)


def toggle_opening(spec: TileSpec, a: str, b: str) -> TileSpec:
    """The tile with the opening between its spaces `a` and `b` opened, or walled up if open."""
    pair = (a, b)
    if pair in spec.openings or (b, a) in spec.openings:
        openings = tuple(o for o in spec.openings if o not in (pair, (b, a)))
    else:
        openings = spec.openings + (pair,)
    return TileSpec(spec.side, spec.spaces, openings, spec.joins)


# Common Map tile layouts, offered as presets: EXAMPLE descriptions, not the printed tiles (whose
# layouts are not public); the players describe what they drew, or pick the layout that matches.
_ALL = data.COMPASS
TILE_LAYOUTS: dict[str, tuple[tuple[SpaceSpec, ...], tuple[tuple[str, str], ...]]] = {
    "one room, torches N E S W": ((SpaceSpec("room", "room", _ALL),), ()),
    "one corridor, torches N E S W": ((SpaceSpec("hall", "corridor", _ALL),), ()),
    "corridor and 2 rooms": ((SpaceSpec("corr", "corridor", _ALL), SpaceSpec("r1", "room"), SpaceSpec("r2", "room")),
                             (("corr", "r1"), ("corr", "r2"))),
    "2 rooms side by side": ((SpaceSpec("r1", "room", ("N", "W")), SpaceSpec("r2", "room", ("E", "S"))),
                             (("r1", "r2"),)),
}


def layout_tile(layout: str, side: str) -> TileSpec:
    """The TileSpec of one of the TILE_LAYOUTS, showing `side`."""
    spaces, openings = TILE_LAYOUTS[layout]
    return TileSpec(side, spaces, openings)
