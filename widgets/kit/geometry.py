"""Board geometry, pure: hex and square coordinates, outlines, text width estimates."""

from __future__ import annotations

import math

from widgets.kit import theme
from widgets.kit.canvas import Point, Shape

Cell = tuple[int, int]

SQRT3 = math.sqrt(3.0)
ORIENTATIONS = ("pointy", "flat")


def text_width(text: str, size: int = theme.FONT_SIZE) -> float:
    """An estimate of the pixel width of bold sans-serif text (the kernel cannot measure it)."""
    # 0.62 em per character over-estimates slightly, so badges never clip their text.
    return 0.62 * size * max((len(line) for line in text.split("\n")), default=0)


def _check_orientation(orientation: str) -> None:
    if orientation not in ORIENTATIONS:
        raise ValueError(f"orientation: must be 'pointy' or 'flat', got {orientation!r}")


def axial_to_pixel(
    q: int, r: int, size: float, origin: Point = (0.0, 0.0), orientation: str = "pointy"
) -> Point:
    """The centre of the hex at axial (q, r), for hexes of circumradius `size`."""
    _check_orientation(orientation)
    ox, oy = origin
    if orientation == "pointy":
        return (ox + size * SQRT3 * (q + r / 2), oy + size * 1.5 * r)
    return (ox + size * 1.5 * q, oy + size * SQRT3 * (r + q / 2))


def pixel_to_axial(
    x: float, y: float, size: float, origin: Point = (0.0, 0.0), orientation: str = "pointy"
) -> Cell:
    """The axial (q, r) of the hex containing pixel (x, y) (cube rounding)."""
    _check_orientation(orientation)
    px, py = x - origin[0], y - origin[1]
    if orientation == "pointy":
        fq = (SQRT3 / 3 * px - py / 3) / size
        fr = (2 / 3 * py) / size
    else:
        fq = (2 / 3 * px) / size
        fr = (-px / 3 + SQRT3 / 3 * py) / size
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    # Fix the coordinate with the largest rounding error so q + r + s stays 0.
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (int(q), int(r))


def hex_corners(
    cx: float, cy: float, size: float, orientation: str = "pointy"
) -> list[Point]:
    """The six corners of a hex centred at (cx, cy), clockwise from the first corner."""
    _check_orientation(orientation)
    offset = -30.0 if orientation == "pointy" else 0.0
    return [
        (cx + size * math.cos(math.radians(60 * i + offset)),
         cy + size * math.sin(math.radians(60 * i + offset)))
        for i in range(6)
    ]


def bounds(shape: Shape) -> tuple[float, float, float, float]:
    """The bounding box (x0, y0, x1, y1) of a recorded shape."""
    if shape.kind == "circle":
        (cx, cy), r = shape.points[0], shape.radius
        return (cx - r, cy - r, cx + r, cy + r)
    xs = [p[0] for p in shape.points]
    ys = [p[1] for p in shape.points]
    return (min(xs), min(ys), max(xs), max(ys))


def cell_name(name: str, cell: Cell) -> str:
    """The shape name of a grid cell: `name:q,r` (or `name:col,row`)."""
    return f"{name}:{cell[0]},{cell[1]}"



def expanded(shape: Shape, by: float) -> list[Point]:
    """The outline of a shape grown outwards by `by` pixels (exact for circles, rects and convex polygons)."""
    if shape.kind == "circle":
        (cx, cy), r = shape.points[0], shape.radius + by
        return [(cx + r * math.cos(2 * math.pi * i / 32), cy + r * math.sin(2 * math.pi * i / 32))
                for i in range(32)]
    if shape.kind == "rect":
        (x0, y0), (x1, y1) = shape.points
        return [(x0 - by, y0 - by), (x1 + by, y0 - by), (x1 + by, y1 + by), (x0 - by, y1 + by)]
    pts = shape.points
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    out = []
    for px, py in pts:
        d = math.hypot(px - cx, py - cy) or 1.0
        out.append((px + (px - cx) / d * by, py + (py - cy) / d * by))
    return out
