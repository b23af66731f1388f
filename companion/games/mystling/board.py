"""The Arena map: its spaces, which touch which, the starting spaces I, II and III, and the icons.

The Arena's shape is not public (rules/README.md): a hex grid is likely, not confirmed. So the
map is data the players lay out: on a hex grid, cell by cell (`hex_arena`, `add_cell`,
`remove_cell`, `mark_start`, `set_icon`), where neighbouring cells touch; or as any graph, its
spaces and links listed. `check_arena` says what is wrong with a map, naming it.

Icons are printed marks on spaces; an Arena card says which icons get Terrain and whether the
Terrain blocks (Arena: Terrain and Arena Icons). Range is counted through every space.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from functools import cached_property
from types import MappingProxyType
from typing import Any

from companion.validate import choice, text, whole

from .data import STARTING_SPACES

__all__ = ["Arena", "Space", "HEX_STEPS", "add_cell", "adjacency", "arena_from_data", "arena_to_data", "check_arena",
           "hex_arena", "icon_spaces", "mark_start", "remove_cell", "set_icon", "start_space"]

HEX_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))  # axial neighbours of a hex cell


@dataclass(frozen=True)
class Space:
    """A space of the Arena: its name, its hex cell (q, r) if laid on a grid, and its printed icon ("" none)."""

    name: str
    q: int | None = None
    r: int | None = None
    icon: str = ""


@dataclass(frozen=True)
class Arena:
    """The Arena map: spaces, the links between touching spaces, and the starting marks (mark, space)."""

    spaces: tuple[Space, ...]
    links: tuple[tuple[str, str], ...]
    starts: tuple[tuple[str, str], ...] = ()

    def names(self) -> tuple[str, ...]:
        """The spaces' names, in the order laid out."""
        return tuple(s.name for s in self.spaces)

    @cached_property
    def neighbours(self) -> Mapping[str, frozenset[str]]:
        """{space: its neighbours}, worked out once per Arena (links to unknown spaces are left out)."""
        out: dict[str, set[str]] = {s.name: set() for s in self.spaces}
        for a, b in self.links:
            if a in out and b in out:
                out[a].add(b)
                out[b].add(a)
        return MappingProxyType({k: frozenset(v) for k, v in out.items()})

    def __deepcopy__(self, memo: dict[int, Any]) -> Arena:
        """An Arena is immutable all the way down: a copy is itself."""
        return self


def _pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


def cell_name(q: int, r: int) -> str:
    """The default name of hex cell (q, r)."""
    return f"{q},{r}"


def _hex_links(spaces: Iterable[Space]) -> tuple[tuple[str, str], ...]:
    at = {(s.q, s.r): s.name for s in spaces if s.q is not None and s.r is not None}
    links = set()
    for (q, r), name in at.items():
        for dq, dr in HEX_STEPS:
            other = at.get((q + dq, r + dr))
            if other is not None:
                links.add(_pair(name, other))
    return tuple(sorted(links))


def hex_arena(cells: Iterable[tuple[int, int] | Space], starts: Mapping[str, str] | None = None) -> Arena:
    """An Arena of hex cells (axial q, r), touching cells linked; `starts` maps I/II/III to a space's name."""
    spaces = []
    for i, cell in enumerate(cells):
        if isinstance(cell, Space):
            spaces.append(cell)
        else:
            if not isinstance(cell, (tuple, list)) or len(cell) != 2:
                raise ValueError(f"cells[{i}]: must be a (q, r) pair, got {cell!r}")
            q, r = whole(cell[0], f"cells[{i}].q"), whole(cell[1], f"cells[{i}].r")
            spaces.append(Space(cell_name(q, r), q, r))
    return Arena(tuple(spaces), _hex_links(spaces), tuple(sorted((starts or {}).items())))


def _is_hex(arena: Arena) -> bool:
    return bool(arena.spaces) and all(s.q is not None and s.r is not None for s in arena.spaces)


def add_cell(arena: Arena, q: int, r: int, name: str | None = None) -> Arena:
    """The hex Arena with a space added on cell (q, r), linked to the cells around it."""
    whole(q, "q")
    whole(r, "r")
    if arena.spaces and not _is_hex(arena):
        raise ValueError("arena: cells can be added only to an Arena laid on a hex grid")
    if any((s.q, s.r) == (q, r) for s in arena.spaces):
        raise ValueError(f"q, r: the cell {q},{r} already holds a space")
    name = cell_name(q, r) if name is None else text(name, "name", max_length=40)
    if name in arena.names():
        raise ValueError(f"name: the Arena already has a space called {name!r}")
    spaces = arena.spaces + (Space(name, q, r),)
    return Arena(spaces, _hex_links(spaces), arena.starts)


def remove_cell(arena: Arena, space: str) -> Arena:
    """The Arena without `space`, its links and any starting mark on it."""
    choice(space, "space", arena.names())
    spaces = tuple(s for s in arena.spaces if s.name != space)
    links = tuple(l for l in arena.links if space not in l)
    return Arena(spaces, links, tuple(m for m in arena.starts if m[1] != space))


def mark_start(arena: Arena, mark: str, space: str | None) -> Arena:
    """The Arena with starting mark I, II or III on `space` (None takes the mark off)."""
    choice(mark, "mark", STARTING_SPACES)
    starts = {m: s for m, s in arena.starts if m != mark}
    if space is not None:
        choice(space, "space", arena.names())
        if space in starts.values():
            raise ValueError(f"space: {space!r} already carries the starting mark "
                             f"{next(m for m, s in starts.items() if s == space)}")
        starts[mark] = space
    return replace(arena, starts=tuple(sorted(starts.items())))


def set_icon(arena: Arena, space: str, icon: str) -> Arena:
    """The Arena with `space` showing `icon` ("" for none)."""
    choice(space, "space", arena.names())
    if icon:
        text(icon, "icon", max_length=40)
    spaces = tuple(replace(s, icon=icon.strip()) if s.name == space else s for s in arena.spaces)
    return replace(arena, spaces=spaces)


def adjacency(arena: Arena) -> Mapping[str, frozenset[str]]:
    """{space: its neighbours} of the Arena (what combat's functions take)."""
    return arena.neighbours


def start_space(arena: Arena, mark: str) -> str:
    """The space carrying starting mark I, II or III, ValueError if the Arena has none."""
    found = dict(arena.starts).get(mark)
    if found is None:
        raise ValueError(f"starts: the Arena has no starting space {mark}")
    return found


def icon_spaces(arena: Arena, icons: Iterable[str]) -> frozenset[str]:
    """The spaces showing one of `icons`."""
    wanted = set(icons)
    return frozenset(s.name for s in arena.spaces if s.icon and s.icon in wanted)


def check_arena(arena: Arena, *, need: Iterable[str] = ("I", "II")) -> Arena:
    """`arena` if it is a playable map, else ValueError naming what is wrong.

    Every space named once (and on its own cell), every link between two different spaces it
    has, the starting marks I/II/III each on a different space and those in `need` present,
    and every space reachable from every other.
    """
    if not isinstance(arena, Arena):
        raise ValueError(f"arena: must be an Arena, got {type(arena).__name__}")
    if not arena.spaces:
        raise ValueError("spaces: the Arena has no spaces")
    names: set[str] = set()
    cells: dict[tuple[int, int], str] = {}
    for i, s in enumerate(arena.spaces):
        text(s.name, f"spaces[{i}].name", max_length=40)
        if s.name in names:
            raise ValueError(f"spaces[{i}].name: two spaces are called {s.name!r}")
        names.add(s.name)
        if (s.q is None) != (s.r is None):
            raise ValueError(f"spaces[{i}]: {s.name!r} has only one of its two hex coordinates")
        if s.q is not None:
            whole(s.q, f"spaces[{i}].q")
            whole(s.r, f"spaces[{i}].r")
            if (s.q, s.r) in cells:
                raise ValueError(f"spaces[{i}]: {s.name!r} and {cells[s.q, s.r]!r} are on the same cell {s.q},{s.r}")
            cells[s.q, s.r] = s.name
    for i, link in enumerate(arena.links):
        if len(link) != 2:
            raise ValueError(f"links[{i}]: a link joins two spaces, got {link!r}")
        a, b = link
        for end in (a, b):
            if end not in names:
                raise ValueError(f"links[{i}]: {end!r} is not a space of the Arena")
        if a == b:
            raise ValueError(f"links[{i}]: the space {a!r} is linked to itself")
    seen: dict[str, str] = {}
    for mark, space in arena.starts:
        choice(mark, "starts", STARTING_SPACES)
        if space not in names:
            raise ValueError(f"starts[{mark}]: {space!r} is not a space of the Arena")
        if space in seen:
            raise ValueError(f"starts[{mark}]: {space!r} already carries the starting mark {seen[space]}")
        seen[space] = mark
    marks = dict(arena.starts)
    for mark in need:
        if mark not in marks:
            raise ValueError(f"starts: the Arena has no starting space {mark}")
    adj = adjacency(arena)
    first = arena.spaces[0].name
    reached = {first}
    queue = deque([first])
    while queue:
        for nxt in adj[queue.popleft()]:
            if nxt not in reached:
                reached.add(nxt)
                queue.append(nxt)
    if len(reached) != len(names):
        cut = sorted(names - reached)
        raise ValueError(f"links: the Arena is not connected: {', '.join(cut[:6])} cannot be reached from {first!r}")
    return arena


def arena_from_data(raw: Any, where: str = "arena") -> Arena:
    """An Arena from plain data, or ValueError naming the field.

    {"cells": [{"q": 0, "r": 0, "name": "a", "icon": ""}, ...], "starts": {"I": "a", ...}} lays hex
    cells (touching cells linked); {"spaces": [{"name": "a", "icon": ""}, ...], "links": [["a", "b"], ...],
    "starts": {...}} lists any graph. The result is not yet checked (`check_arena`).
    """
    if not isinstance(raw, Mapping):
        raise ValueError(f"{where}: must be an object, got {type(raw).__name__}")
    extra = sorted(set(raw) - {"cells", "spaces", "links", "starts", "example", "note"})
    if extra:
        raise ValueError(f"{where}.{extra[0]}: not a field of the Arena")
    starts_raw = raw.get("starts", {})
    if not isinstance(starts_raw, Mapping):
        raise ValueError(f"{where}.starts: must map I, II, III to a space, got {starts_raw!r}")
    starts = tuple(sorted((str(k), v) for k, v in starts_raw.items()))
    for mark, space in starts:
        choice(mark, f"{where}.starts", STARTING_SPACES)
        text(space, f"{where}.starts[{mark}]", max_length=40)
    if ("cells" in raw) == ("spaces" in raw):
        raise ValueError(f"{where}: give either cells (a hex grid) or spaces and links (any graph)")
    items = raw.get("cells", raw.get("spaces"))
    key = "cells" if "cells" in raw else "spaces"
    if not isinstance(items, list):
        raise ValueError(f"{where}.{key}: must be a list, got {type(items).__name__}")
    spaces = []
    for i, item in enumerate(items):
        w = f"{where}.{key}[{i}]"
        if not isinstance(item, Mapping):
            raise ValueError(f"{w}: must be an object, got {item!r}")
        bad = sorted(set(item) - {"q", "r", "name", "icon", "example", "note"})
        if bad:
            raise ValueError(f"{w}.{bad[0]}: not a field of a space")
        icon = item.get("icon", "")
        if not isinstance(icon, str):
            raise ValueError(f"{w}.icon: must be a text, got {icon!r}")
        if key == "cells":
            q, r = whole(item.get("q"), f"{w}.q"), whole(item.get("r"), f"{w}.r")
            name = text(item.get("name", cell_name(q, r)), f"{w}.name", max_length=40)
            spaces.append(Space(name, q, r, icon.strip()))
        else:
            spaces.append(Space(text(item.get("name"), f"{w}.name", max_length=40), icon=icon.strip()))
    if key == "cells":
        if "links" in raw:
            raise ValueError(f"{where}.links: a hex grid's links come from its cells")
        return Arena(tuple(spaces), _hex_links(spaces), starts)
    links_raw = raw.get("links", [])
    if not isinstance(links_raw, list):
        raise ValueError(f"{where}.links: must be a list of [space, space], got {links_raw!r}")
    links = set()
    for i, link in enumerate(links_raw):
        if not isinstance(link, (list, tuple)) or len(link) != 2 or not all(isinstance(x, str) for x in link):
            raise ValueError(f"{where}.links[{i}]: must be [space, space], got {link!r}")
        links.add(_pair(link[0], link[1]))
    return Arena(tuple(spaces), tuple(sorted(links)), starts)


def arena_to_data(arena: Arena) -> dict[str, Any]:
    """The Arena as plain data `arena_from_data` reads back."""
    starts = dict(arena.starts)
    if _is_hex(arena) and arena.links == _hex_links(arena.spaces):
        return {"cells": [{"q": s.q, "r": s.r, "name": s.name, "icon": s.icon} for s in arena.spaces],
                "starts": starts}
    return {"spaces": [{"name": s.name, "icon": s.icon} for s in arena.spaces],
            "links": [list(l) for l in arena.links], "starts": starts}
