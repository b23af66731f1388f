"""BoardCanvas: the base of every board drawing (batched frames, hit-testing, the Voila fixes)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import ipycanvas
from ipycanvas import Canvas, hold_canvas
from ipywidgets import Layout

from widgets.kit import theme

Point = tuple[float, float]
DrawFn = Callable[["Frame", Any], None]


def _forget_current_canvas() -> None:
    """Work around ipycanvas issue #322; the one place that touches the private attribute.

    After the first page, the kernel believes the browser already holds the current
    canvas and skips the "switch canvas" command, so a fresh browser view never paints.
    Forgetting the current canvas makes the next batch carry the switch again.
    """
    ipycanvas.canvas._CANVAS_MANAGER._current_canvas = None


@dataclass(frozen=True)
class Shape:
    """A named shape of the last frame, for hit-testing: kind is rect, polygon or circle."""

    name: str
    kind: str
    points: tuple[Point, ...]
    radius: float = 0.0

    def contains(self, x: float, y: float) -> bool:
        """Whether the point (x, y) lies inside the shape."""
        if self.kind == "circle":
            (cx, cy) = self.points[0]
            return math.hypot(x - cx, y - cy) <= self.radius
        if self.kind == "rect":
            (x0, y0), (x1, y1) = self.points
            return x0 <= x <= x1 and y0 <= y <= y1
        return _inside_polygon(self.points, x, y)


def _inside_polygon(points: Sequence[Point], x: float, y: float) -> bool:
    """Even-odd ray casting."""
    inside = False
    n = len(points)
    for i in range(n):
        (xa, ya), (xb, yb) = points[i], points[(i + 1) % n]
        if (ya > y) != (yb > y):
            x_cross = xa + (y - ya) * (xb - xa) / (yb - ya)
            if x < x_cross:
                inside = not inside
    return inside


class Frame:
    """One frame's drawing calls; records named shapes, and paints when given a canvas."""

    def __init__(self, canvas: Canvas | None, width: int, height: int) -> None:
        self.canvas = canvas
        self.width = width
        self.height = height
        self.shapes: list[Shape] = []
        self.commands = 0
        self._styles: dict[str, Any] = {}

    # Every coloured shape must carry a text label, so colour is never the only signal.
    def _check_label(self, fill: str | None, label: str | None) -> None:
        if fill is not None and not theme.is_neutral(fill) and not label:
            raise ValueError(
                f"label: a shape filled with the game colour {fill!r} needs a text label"
            )

    def _paint(self) -> bool:
        self.commands += 1
        return self.canvas is not None

    # ipycanvas sends a command for every style assignment, even an unchanged one;
    # skipping repeats cuts a busy frame by about a quarter. The cache lives for one
    # frame only, since a newly connected browser starts from the default styles.
    def _style(self, attribute: str, value: Any) -> None:
        if self._styles.get(attribute) != value:
            self._styles[attribute] = value
            setattr(self.canvas, attribute, value)

    def dash(self, pattern: Sequence[float] = ()) -> None:
        """Dash the following outlines with `pattern` (on, off lengths); empty for solid lines."""
        if self._paint():
            self.canvas.set_line_dash(list(pattern))

    def clear(self, fill: str = "table") -> None:
        """Paint the whole frame in a neutral background."""
        if self._paint():
            self.canvas.clear()
            self._style("fill_style", theme.colour(fill))
            self.canvas.fill_rect(0, 0, self.width, self.height)

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        fill: str | None = "paper",
        stroke: str | None = "line",
        label: str | None = None,
        name: str | None = None,
        line_width: float = 1.5,
        font_size: int = theme.FONT_SIZE,
    ) -> None:
        """A rectangle, optionally filled, outlined, labelled in its centre and named for clicks."""
        self._check_label(fill, label)
        if self._paint():
            c = self.canvas
            if fill is not None:
                self._style("fill_style", theme.colour(fill))
                c.fill_rect(x, y, w, h)
            if stroke is not None:
                self._style("stroke_style", theme.colour(stroke))
                self._style("line_width", line_width)
                c.stroke_rect(x, y, w, h)
        if label:
            self._centred_label(x + w / 2, y + h / 2, label, fill, font_size)
        if name:
            self.shapes.append(Shape(name, "rect", ((x, y), (x + w, y + h))))

    def polygon(
        self,
        points: Sequence[Point],
        *,
        fill: str | None = "paper",
        stroke: str | None = "line",
        label: str | None = None,
        label_at: Point | None = None,
        name: str | None = None,
        line_width: float = 1.5,
        font_size: int = theme.FONT_SIZE,
    ) -> None:
        """A closed polygon (a region, a hex), labelled at its centroid unless told where."""
        if len(points) < 3:
            raise ValueError(f"points: a polygon needs at least 3 points, got {len(points)}")
        self._check_label(fill, label)
        pts = tuple((float(px), float(py)) for px, py in points)
        if self._paint():
            c = self.canvas
            if fill is not None:
                self._style("fill_style", theme.colour(fill))
                c.fill_polygon(list(pts))  # ipycanvas packs lists, not tuples
            if stroke is not None:
                self._style("stroke_style", theme.colour(stroke))
                self._style("line_width", line_width)
                c.stroke_polygon(list(pts))
        if label:
            cx, cy = label_at or (
                sum(p[0] for p in pts) / len(pts),
                sum(p[1] for p in pts) / len(pts),
            )
            self._centred_label(cx, cy, label, fill, font_size)
        if name:
            self.shapes.append(Shape(name, "polygon", pts))

    def circle(
        self,
        x: float,
        y: float,
        r: float,
        *,
        fill: str | None = "paper",
        stroke: str | None = "line",
        label: str | None = None,
        name: str | None = None,
        line_width: float = 1.5,
        font_size: int = theme.FONT_SIZE_SMALL,
    ) -> None:
        """A circle (a token, a pawn), labelled in its centre."""
        self._check_label(fill, label)
        if self._paint():
            c = self.canvas
            if fill is not None:
                self._style("fill_style", theme.colour(fill))
                c.fill_circle(x, y, r)
            if stroke is not None:
                self._style("stroke_style", theme.colour(stroke))
                self._style("line_width", line_width)
                c.stroke_circle(x, y, r)
        if label:
            self._centred_label(x, y, label, fill, font_size)
        if name:
            self.shapes.append(Shape(name, "circle", ((x, y),), r))

    def line(
        self, points: Sequence[Point], *, stroke: str = "line", line_width: float = 2.0
    ) -> None:
        """An open line through the points (a corridor, an adjacency, a track)."""
        if self._paint():
            c = self.canvas
            self._style("stroke_style", theme.colour(stroke))
            self._style("line_width", line_width)
            c.stroke_lines([(float(px), float(py)) for px, py in points])

    def text(
        self,
        x: float,
        y: float,
        text: str,
        *,
        colour: str = "ink",
        size: int = theme.FONT_SIZE,
        bold: bool = False,
        align: str = "left",
        baseline: str = "alphabetic",
    ) -> None:
        """Text in the theme's font."""
        if self._paint():
            c = self.canvas
            self._style("font", theme.font(size, bold))
            self._style("fill_style", theme.colour(colour))
            self._style("text_align", align)
            self._style("text_baseline", baseline)
            c.fill_text(text, x, y)

    def _centred_label(
        self, x: float, y: float, label: str, fill: str | None, size: int
    ) -> None:
        ink = theme.text_on(fill) if fill is not None else theme.NEUTRALS["ink"]
        lines = label.split("\n")
        top = y - (len(lines) - 1) * (size + 2) / 2
        for i, line in enumerate(lines):
            self.text(x, top + i * (size + 2), line, colour=ink, size=size,
                      bold=True, align="center", baseline="middle")


class BoardCanvas(Canvas):
    """A canvas of fixed pixel size that paints one frame per state, in a single batch.

    `draw(frame, state)` describes a frame; `show(state)` draws it now if a browser is
    connected, and again whenever a browser connects. Clicks become the name of the
    topmost named shape under the pointer, passed to every `on_pick` callback.
    """

    def __init__(
        self,
        width: int,
        height: int,
        draw: DrawFn | None = None,
        state: Any = None,
        **kwargs: Any,
    ) -> None:
        if width <= 0 or height <= 0:
            raise ValueError(f"width, height: must be positive, got {width}x{height}")
        kwargs.setdefault("layout", Layout(width=f"{width}px", height=f"{height}px"))
        super().__init__(width=width, height=height, **kwargs)
        self.add_class("board-canvas")
        self._draw = draw
        self.state = state
        self.shapes: list[Shape] = []
        self.frames_sent = 0
        self.clients_ready = 0
        self._pick_callbacks: list[Callable[[str], None]] = []
        self.on_client_ready(self._client_ready)
        self.on_mouse_down(self._mouse_down)
        self._record()

    def set_draw(self, draw: DrawFn) -> None:
        """Replace the drawing function and redraw."""
        self._draw = draw
        self.redraw()

    def show(self, state: Any) -> None:
        """Draw `state` (call after every state change)."""
        self.state = state
        self.redraw()

    def redraw(self) -> None:
        """Paint the current state in one hold_canvas batch (only records shapes until a browser is ready)."""
        if not self.clients_ready:
            self._record()
            return
        frame = Frame(self, int(self.width), int(self.height))
        _forget_current_canvas()
        with hold_canvas():
            if self._draw is not None:
                self._draw(frame, self.state)
        self.shapes = frame.shapes
        self.frames_sent += 1

    def _record(self) -> None:
        """Run the drawing without a canvas, so hit-testing works before any browser connects."""
        frame = Frame(None, int(self.width), int(self.height))
        if self._draw is not None:
            self._draw(frame, self.state)
        self.shapes = frame.shapes

    def hit_test(self, x: float, y: float) -> str | None:
        """The name of the topmost named shape at (x, y), or None."""
        for shape in reversed(self.shapes):
            if shape.contains(x, y):
                return shape.name
        return None

    def on_pick(self, callback: Callable[[str], None]) -> None:
        """Call `callback(name)` when a click lands on a named shape."""
        self._pick_callbacks.append(callback)

    def pick(self, name: str) -> None:
        """Act as if the shape called `name` was clicked (for keyboard controls and tests)."""
        for callback in self._pick_callbacks:
            callback(name)

    def click(self, x: float, y: float) -> str | None:
        """Handle a click at canvas coordinates; returns the picked name."""
        name = self.hit_test(x, y)
        if name is not None:
            self.pick(name)
        return name

    def _mouse_down(self, x: float, y: float) -> None:
        self.click(x, y)

    def _client_ready(self) -> None:
        self.clients_ready += 1
        self.redraw()
