"""Drawing helpers for boards: grids, regions, badges, cards, tokens, highlights, legends.

Every helper takes a `Frame` (see `widgets.kit.canvas`), draws into it and returns nothing.
Given `name=`, the shapes it draws are named, so `BoardCanvas.hit_test` finds them.
Coloured shapes always carry text, so colour is never the only signal.
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from widgets.kit import theme
from widgets.kit.canvas import Frame, Point, Shape
from widgets.kit.geometry import (  # re-exported: the drawing helpers' coordinates
    Cell, axial_to_pixel, bounds, cell_name, expanded, hex_corners, pixel_to_axial,
    text_width,
)

__all__ = [
    "Cell", "axial_to_pixel", "pixel_to_axial", "hex_corners", "bounds", "cell_name", "text_width",
    "hex_grid", "square_grid", "region", "badge", "card", "token", "pawn", "highlight", "legend",
]


# --- grids -----------------------------------------------------------------------

def hex_grid(
    frame: Frame,
    cells: Iterable[Cell],
    size: float,
    origin: Point = (0.0, 0.0),
    *,
    orientation: str = "pointy",
    fills: Mapping[Cell, str] | None = None,
    labels: Mapping[Cell, str] | None = None,
    name: str | None = None,
    font_size: int = theme.FONT_SIZE_SMALL,
) -> None:
    """Hexes at the given axial cells; each cell named `name:q,r` when `name` is given."""
    fills = fills or {}
    labels = labels or {}
    for cell in cells:
        cx, cy = axial_to_pixel(cell[0], cell[1], size, origin, orientation)
        frame.polygon(
            hex_corners(cx, cy, size, orientation),
            fill=fills.get(cell, "paper"),
            label=labels.get(cell),
            label_at=(cx, cy),
            name=cell_name(name, cell) if name else None,
            font_size=font_size,
        )


def square_grid(
    frame: Frame,
    cols: int,
    rows: int,
    cell: float,
    origin: Point = (0.0, 0.0),
    *,
    fills: Mapping[Cell, str] | None = None,
    labels: Mapping[Cell, str] | None = None,
    name: str | None = None,
    font_size: int = theme.FONT_SIZE_SMALL,
) -> None:
    """A cols x rows grid of square cells; each named `name:col,row` when `name` is given."""
    if cols <= 0 or rows <= 0 or cell <= 0:
        raise ValueError(f"cols, rows, cell: must be positive, got {cols}, {rows}, {cell}")
    fills = fills or {}
    labels = labels or {}
    ox, oy = origin
    for row in range(rows):
        for col in range(cols):
            frame.rect(
                ox + col * cell, oy + row * cell, cell, cell,
                fill=fills.get((col, row), "paper"),
                label=labels.get((col, row)),
                name=cell_name(name, (col, row)) if name else None,
                font_size=font_size,
            )


# --- pieces ----------------------------------------------------------------------

def region(
    frame: Frame,
    points: Sequence[Point],
    label: str,
    *,
    fill: str = "paper",
    name: str | None = None,
    label_at: Point | None = None,
) -> None:
    """A named area of the board drawn as a polygon with its label."""
    frame.polygon(points, fill=fill, label=label, label_at=label_at, name=name, line_width=2.0)


def badge(
    frame: Frame,
    x: float,
    y: float,
    text: str,
    *,
    fill: str = "paper",
    name: str | None = None,
    font_size: int = theme.FONT_SIZE_SMALL,
) -> None:
    """A counter shown as a small labelled box centred at (x, y), e.g. "3 Troops"."""
    w = text_width(text, font_size) + 12
    h = (font_size + 2) * len(text.split("\n")) + 8
    frame.rect(x - w / 2, y - h / 2, w, h, fill=fill, label=text, name=name,
               line_width=1.5, font_size=font_size)


def card(
    frame: Frame,
    x: float,
    y: float,
    value: object,
    colour: str | None = None,
    *,
    width: float = 64,
    height: float = 90,
    colour_text: str | None = None,
    name: str | None = None,
) -> None:
    """A card at top-left (x, y): its value large, and a banner in its colour naming the colour."""
    frame.rect(x, y, width, height, fill="paper", stroke="ink", name=name, line_width=2.0)
    if colour is not None:
        word = colour_text or colour
        # A narrow card shows the colour's initial; the text still names it.
        if text_width(word, theme.FONT_SIZE_SMALL) > width - 6:
            word = word[:1].upper()
        frame.rect(x + 3, y + 3, width - 6, 22, fill=colour, stroke=None, label=word,
                   font_size=theme.FONT_SIZE_SMALL)
    body_top = y + (25 if colour is not None else 0)
    frame.text(x + width / 2, (body_top + y + height) / 2, str(value), size=theme.FONT_SIZE_LARGE + 6,
               bold=True, align="center", baseline="middle")


def token(
    frame: Frame,
    x: float,
    y: float,
    label: str,
    *,
    fill: str = "paper",
    radius: float = 16,
    name: str | None = None,
) -> None:
    """A round token centred at (x, y) with its label inside."""
    frame.circle(x, y, radius, fill=fill, label=label, name=name, line_width=2.0)


def pawn(
    frame: Frame,
    x: float,
    y: float,
    label: str,
    *,
    fill: str = "paper",
    height: float = 44,
    name: str | None = None,
) -> None:
    """A pawn standing on (x, y): a head and a body, the label on the body."""
    head = height * 0.22
    body_top = y - height + 2 * head
    body = [(x - height * 0.36, y), (x + height * 0.36, y),
            (x + height * 0.16, body_top), (x - height * 0.16, body_top)]
    frame.polygon(body, fill=fill, label=label, label_at=(x, (y + body_top) / 2 + 2),
                  name=name, font_size=theme.FONT_SIZE_SMALL, line_width=2.0)
    frame.circle(x, body_top - head + 2, head, fill=fill, label=label[:1],
                 name=name, line_width=2.0, font_size=theme.FONT_SIZE_SMALL - 2)


# --- highlights and legend ---------------------------------------------------------

MARKERS = {"left": "▶", "right": "◀", "above": "▼", "below": "▲"}
OPPOSITE = {"left": "right", "right": "left", "above": "below", "below": "above"}


def highlight(
    frame: Frame,
    target: str | Shape,
    *,
    side: str = "left",
    marker: str | None = None,
    stroke: str = "highlight",
) -> None:
    """Mark a legal target: a thick outline, a dashed ring around it, and a text marker on one side.

    `target` is a shape already drawn in this frame (by name) or a recorded `Shape`; the marker
    (an arrow pointing at the target unless given) moves to the opposite side at the frame's edge.
    """
    if side not in MARKERS:
        raise ValueError(f"side: must be one of {sorted(MARKERS)}, got {side!r}")
    if isinstance(target, str):
        shapes = [s for s in frame.shapes if s.name == target]
        if not shapes:
            raise ValueError(f"target: no shape called {target!r} has been drawn in this frame")
    else:
        shapes = [target]
    for shape in shapes:
        if shape.kind == "circle":
            (cx, cy) = shape.points[0]
            frame.circle(cx, cy, shape.radius, fill=None, stroke=stroke, line_width=4.0)
        elif shape.kind == "rect":
            (x0, y0), (x1, y1) = shape.points
            frame.rect(x0, y0, x1 - x0, y1 - y0, fill=None, stroke=stroke, line_width=4.0)
        else:
            frame.polygon(shape.points, fill=None, stroke=stroke, line_width=4.0)
        # Frame has no dashed stroke: set the canvas's dash for one outline (3 commands, where
        # drawing each dash as its own line took ~60), then reset it so nothing else is dashed.
        frame.dash([7, 5])
        frame.polygon(expanded(shape, 5.0), fill=None, stroke=stroke, line_width=2.0)
        frame.dash()
    # One marker per target, beside the first of its shapes.
    x0, y0, x1, y1 = bounds(shapes[0])
    size = theme.FONT_SIZE_LARGE
    room = {"left": x0 - 8 - size >= 0, "right": x1 + 8 + size <= frame.width,
            "above": y0 - 8 - size >= 0, "below": y1 + 8 + size <= frame.height}
    if not room[side]:
        side = OPPOSITE[side]
    where = {"left": (x0 - 8, (y0 + y1) / 2, "right", "middle"),
             "right": (x1 + 8, (y0 + y1) / 2, "left", "middle"),
             "above": ((x0 + x1) / 2, y0 - 8, "center", "bottom"),
             "below": ((x0 + x1) / 2, y1 + 8, "center", "top")}
    x, y, align, baseline = where[side]
    frame.text(x, y, marker or MARKERS[side], colour=stroke, size=size, bold=True,
               align=align, baseline=baseline)


def legend(
    frame: Frame,
    x: float,
    y: float,
    entries: Sequence[tuple[str, str] | tuple[str, str, str]],
    *,
    title: str | None = None,
    swatch: float = 22,
) -> None:
    """A legend at top-left (x, y): per entry (colour, text[, mark]) a swatch showing mark, then the text.

    The mark (the text's initial unless given) sits on the swatch so it reads without colour.
    """
    top = y
    if title:
        frame.text(x, top, title, size=theme.FONT_SIZE, bold=True, baseline="top")
        top += theme.FONT_SIZE + 8
    for entry in entries:
        fill, text = entry[0], entry[1]
        mark = entry[2] if len(entry) > 2 else text[:1].upper()
        frame.rect(x, top, swatch, swatch, fill=fill, label=mark, font_size=theme.FONT_SIZE_SMALL)
        frame.text(x + swatch + 8, top + swatch / 2, text, size=theme.FONT_SIZE_SMALL,
                   baseline="middle")
        top += swatch + 6
