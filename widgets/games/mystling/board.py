"""The Mystling Academy Arena, drawn on a BoardCanvas frame: its spaces, both Mystlings, tokens and terrain.

Pure drawing: `draw_arena(frame, View(...))` paints one frame from a state and what the core
offers now (spaces to move or place on, the range of an effect or of the card looked at);
`draw_editor(frame, EditorView(...))` paints the grid the players lay their Arena out on.
Every coloured shape carries its text, so colour is never the only signal.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from companion.games.mystling.board import Arena, HEX_STEPS
from companion.games.mystling.state import MystlingState
from widgets.kit import theme
from widgets.kit.canvas import Frame, text_box
from widgets.kit.geometry import axial_to_pixel, hex_corners

__all__ = ["ARENA_H", "ARENA_W", "EDITOR_H", "EDITOR_W", "EditorView", "View", "draw_arena", "draw_editor",
           "layout"]

ARENA_W, ARENA_H = 640, 430
EDITOR_W, EDITOR_H = 640, 360
FILL = {"white": "paper", "black": "black"}  # Combat Setup 5: the players are white and black
TOKEN_MARK = {"white": "W", "black": "B"}     # the letter on a side's tokens (the legend says whose)


@dataclass(frozen=True)
class View:
    """What one frame shows: the state, the spaces offered now, the range shown, the space picked."""

    state: MystlingState
    spaces: tuple[str, ...] = ()      # the spaces a click acts on now (move, token, Rush/Retreat end)
    reach: tuple[str, ...] = ()       # the range of the effect pending or of the card looked at
    inspected: str | None = None
    names: tuple[str, ...] = ()       # the label of each side's pawn
    offer_word: str = "here"          # the word under an offered space ("move", "pick", "token")
    colours: tuple[str, ...] = ()     # each side's colour, "white" or "black" (the core's side_colour)


def _centres(arena: Arena, width: float, height: float, top: float = 34.0) -> tuple[dict[str, tuple[float, float]],
                                                                                    float]:
    """Each space's centre on the canvas and the hex size (hex cells), or a ring (any graph)."""
    spaces = arena.spaces
    if spaces and all(s.q is not None for s in spaces):
        raw = {s.name: axial_to_pixel(s.q, s.r, 1.0) for s in spaces}
        xs, ys = [p[0] for p in raw.values()], [p[1] for p in raw.values()]
        span_x, span_y = max(xs) - min(xs) + math.sqrt(3), max(ys) - min(ys) + 2
        size = min((width - 20) / span_x, (height - top - 10) / span_y)
        ox = (width - span_x * size) / 2 - min(xs) * size + math.sqrt(3) / 2 * size
        oy = top + (height - top - span_y * size) / 2 - min(ys) * size + size
        return {n: (ox + x * size, oy + y * size) for n, (x, y) in raw.items()}, size
    n = max(len(spaces), 1)
    radius = min(width, height - top) / 2 - 40
    cx, cy = width / 2, top + (height - top) / 2
    size = max(14.0, min(40.0, math.pi * radius / n))
    return {s.name: (cx + radius * math.cos(2 * math.pi * i / n - math.pi / 2),
                     cy + radius * math.sin(2 * math.pi * i / n - math.pi / 2)) for i, s in enumerate(spaces)}, size


def layout(arena: Arena) -> dict[str, tuple[float, float]]:
    """Each space's centre on the arena canvas (for clicking it in tests)."""
    return _centres(arena, ARENA_W, ARENA_H)[0]


def draw_arena(frame: Frame, view: View) -> None:
    """The whole Arena: spaces (start marks, icons, Terrain), links, tokens, both Mystlings, highlights."""
    state = view.state
    arena = state.profile.arena
    frame.clear()
    centres, size = _centres(arena, frame.width, frame.height)
    hexes = all(s.q is not None for s in arena.spaces)
    if not hexes:
        for a, b in arena.links:
            frame.line([centres[a], centres[b]], stroke="muted", line_width=3)
    starts = {space: mark for mark, space in arena.starts}
    reach, offered = set(view.reach), set(view.spaces)
    standing = set(_standing(state))
    for s in arena.spaces:
        cx, cy = centres[s.name]
        lines = [s.name]
        if s.name in starts:
            lines[0] += f"  ({starts[s.name]})"
        if s.name in state.terrain:
            lines.append("Terrain" + (", blocks" if s.name in state.blocked else ""))
        elif s.icon:
            lines.append(f"icon {s.icon}")
        fill = "grey" if s.name in state.terrain else "paper"
        if s.name in reach:
            fill = "yellow"
            lines.append("in range")
        if s.name in offered:
            lines.append(view.offer_word)
        label = "\n".join(lines)
        name = f"space:{s.name}"
        at_y, font = _words_spot(cy, size, len(lines), s.name in standing)
        if hexes:
            frame.polygon(hex_corners(cx, cy, size - 1), fill=fill, label=label, label_at=(cx, at_y),
                          name=name, font_size=font)
        else:
            frame.circle(cx, cy, size, fill=fill, label=label, name=name, font_size=font,
                         label_at=(cx, at_y) if s.name in standing else None)
    # Tokens sit low in their space, a side's letter on each.
    for i, (space, side) in enumerate(state.tokens):
        if space not in centres:
            continue
        cx, cy = centres[space]
        dx = -size * 0.5 if side == 0 else size * 0.5  # clear of a Mystling standing in the space
        colour = _colour(view, side)
        frame.circle(cx + dx, cy + size * 0.5, max(8.0, size * 0.2), fill=FILL[colour], stroke="ink",
                     label=TOKEN_MARK[colour], name=f"token:{space}:{side}", font_size=theme.FONT_SIZE_SMALL - 3)
    # The Mystlings (the Enemy in solo): a round standee in the middle of its space.
    for side, where in enumerate(_standing(state)):
        if where not in centres:
            continue
        cx, cy = centres[where]
        name = view.names[side] if side < len(view.names) else ""
        frame.circle(cx, cy + size * 0.1, max(12.0, size * 0.36), fill=FILL[_colour(view, side)], stroke="ink",
                     label=name[:3] or "?", name=f"mystling:{side}", line_width=3, font_size=theme.FONT_SIZE_SMALL)
    for s in arena.spaces:
        if s.name in offered:
            cx, cy = centres[s.name]
            pts = hex_corners(cx, cy, size - 4) if hexes else None
            if pts:
                frame.polygon(pts, fill=None, stroke="highlight", line_width=4)
                frame.dash([6, 4])
                frame.polygon(hex_corners(cx, cy, size + 2), fill=None, stroke="highlight", line_width=2)
                frame.dash()
            else:
                frame.circle(cx, cy, size + 3, fill=None, stroke="highlight", line_width=4)
    if view.inspected and view.inspected.startswith("space:"):
        where = view.inspected.partition(":")[2]
        if where in centres:
            cx, cy = centres[where]
            frame.dash([3, 3])
            frame.circle(cx, cy, size * 0.95, fill=None, stroke="ink", line_width=2)
            frame.dash()
    _legend(frame, view)


def _words_spot(cy: float, size: float, lines: int, standee: bool) -> tuple[float, int]:
    """Where a space's words are centred and their size: above the standee's head when one stands there."""
    font = theme.FONT_SIZE_SMALL - 2
    if not standee:
        return cy - size * 0.42, font
    floor, ceiling = cy + size * 0.1 - max(12.0, size * 0.36) - 1, cy - size * 0.85
    while font > 8 and lines * (font + 2) - 2 > floor - ceiling:
        font -= 1
    return floor - (lines - 1) * (font + 2) / 2 - font / 2, font


def _standing(state: MystlingState) -> tuple[str, ...]:
    if not state.players:
        return ()
    if state.enemy is not None:
        return (state.players[0].space, state.enemy.space)
    return tuple(s.space for s in state.players)


def _colour(view: View, side: int) -> str:
    return view.colours[side] if side < len(view.colours) else ("white", "black")[side % 2]


def _legend(frame: Frame, view: View) -> None:
    x = 8
    # each pawn shows its Mystling's first letters; each token its colour's letter (W, B); Terrain and the
    # range carry their own words on the spaces
    items = [(FILL[_colour(view, i)], f"{_colour(view, i).capitalize()}: {n} ({n[:3]}), tokens "
              f"{TOKEN_MARK[_colour(view, i)]}") for i, n in enumerate(view.names)]
    for fill, text in items:
        width = max(64, len(text) * 7 + 14)
        frame.rect(x, 6, width, 22, fill=fill, stroke="ink", label=text, font_size=theme.FONT_SIZE_SMALL - 2)
        x += width + 6
    hint = "thick outline: click to choose"
    if text_box(x + 4, 22, hint, theme.FONT_SIZE_SMALL - 1, False, "left", "alphabetic")[2] <= frame.width - 4:
        frame.text(x + 4, 22, hint, size=theme.FONT_SIZE_SMALL - 1)


# --- the Arena laid out by clicks -----------------------------------------------------------


@dataclass(frozen=True)
class EditorView:
    """The Arena being laid out and the grid of cells it may grow into."""

    arena: Arena
    cells: tuple[tuple[int, int], ...] = field(default=())
    problem: str = ""


def grid_cells(arena: Arena, cols: int, rows: int) -> tuple[tuple[int, int], ...]:
    """The cells drawn on the editor's grid: a cols x rows block (offset rows) and every cell laid out and its ring."""
    block = {(q - r // 2, r) for r in range(rows) for q in range(cols)}
    laid = {(s.q, s.r) for s in arena.spaces if s.q is not None}
    ring = {(q + dq, r + dr) for q, r in laid for dq, dr in HEX_STEPS}
    return tuple(sorted(block | laid | ring, key=lambda c: (c[1], c[0])))


def _editor_centres(cells: tuple[tuple[int, int], ...], width: float, height: float) -> tuple[dict, float]:
    raw = {c: axial_to_pixel(c[0], c[1], 1.0) for c in cells}
    xs, ys = [p[0] for p in raw.values()], [p[1] for p in raw.values()]
    span_x, span_y = max(xs) - min(xs) + math.sqrt(3), max(ys) - min(ys) + 2
    size = min((width - 10) / span_x, (height - 36) / span_y)
    ox = (width - span_x * size) / 2 - min(xs) * size + math.sqrt(3) / 2 * size
    oy = 30 + (height - 30 - span_y * size) / 2 - min(ys) * size + size
    return {c: (ox + x * size, oy + y * size) for c, (x, y) in raw.items()}, size


def editor_layout(view: EditorView) -> dict[tuple[int, int], tuple[float, float]]:
    """Each grid cell's centre on the editor canvas (for clicking it in tests)."""
    return _editor_centres(view.cells, EDITOR_W, EDITOR_H)[0]


def draw_editor(frame: Frame, view: EditorView) -> None:
    """The grid: laid-out spaces (name, start mark, icon) filled, empty cells dashed, each clickable."""
    frame.clear()
    if view is None or not view.cells:
        return
    centres, size = _editor_centres(view.cells, frame.width, frame.height)
    at = {(s.q, s.r): s for s in view.arena.spaces if s.q is not None}
    starts = {space: mark for mark, space in view.arena.starts}
    frame.text(8, 20, "Click a cell: the tool chosen below adds or removes a space, marks I/II/III or sets an icon",
               size=theme.FONT_SIZE_SMALL - 2)
    for cell in view.cells:
        cx, cy = centres[cell]
        name = f"cell:{cell[0]},{cell[1]}"
        space = at.get(cell)
        if space is None:
            frame.dash([3, 3])
            frame.polygon(hex_corners(cx, cy, size - 2), fill="table", stroke="muted", name=name)
            frame.dash()
            continue
        lines = [space.name]
        if space.name in starts:
            lines.append(f"start {starts[space.name]}")
        if space.icon:
            lines.append(f"icon {space.icon}")
        fill = "green" if space.name in starts else "paper"
        frame.polygon(hex_corners(cx, cy, size - 1), fill=fill, stroke="ink", label="\n".join(lines),
                      label_at=(cx, cy), name=name, font_size=theme.FONT_SIZE_SMALL - 3)


def describe(state: MystlingState, name: str) -> str:
    """What a click on the arena landed on, in words."""
    kind, _, what = name.partition(":")
    if kind == "space":
        arena = state.profile.arena
        space = next((s for s in arena.spaces if s.name == what), None)
        marks = [m for m, s in arena.starts if s == what]
        bits = [f"Space {what}"]
        if marks:
            bits.append(f"starting space {marks[0]}")
        if space is not None and space.icon:
            bits.append(f"icon {space.icon}")
        if what in state.terrain:
            bits.append("Terrain" + (" (blocks movement)" if what in state.blocked else ""))
        return ", ".join(bits)
    return name

