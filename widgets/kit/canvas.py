"""BoardCanvas: the base of every board drawing (batched frames, hit-testing, the Voila fixes)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import combinations
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


CELL = 32.0          # px: the side of a cell of a frame's grid of what was drawn where
MARKER_SIZE = 40.0   # a filled shape at most this wide and tall is a marker (a token, a node, a pawn)
TEXT_EM = 0.6        # estimated glyph width per character, in em (bold: 0.62, the kit's text_width)
# Where the em box (ascent 0.8, descent 0.2) sits for each canvas baseline, as (top, bottom) in em.
_BASELINES = {"alphabetic": (-0.8, 0.2), "ideographic": (-0.8, 0.2), "middle": (-0.5, 0.5),
              "top": (0.0, 1.0), "hanging": (0.0, 1.0), "bottom": (-1.0, 0.0)}
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Drawn:
    """One thing painted in a frame, for the overlap check: kind is text, rect, polygon or circle."""

    kind: str
    box: Box
    label: str = ""
    name: str | None = None
    filled: bool = False
    owner: int | None = None  # a text's: the index (in Frame.drawn) of the shape it labels
    radius: float = 0.0
    edged: bool = False  # a shape's outline is drawn (a text across it is crossed out by the line)
    coloured: bool = False  # filled in a game colour (a free text on it reads as its content, and badly)

    @property
    def marker(self) -> bool:
        """Whether this is a marker: a filled shape no bigger than MARKER_SIZE each way."""
        x0, y0, x1, y1 = self.box
        return self.kind != "text" and self.filled and x1 - x0 <= MARKER_SIZE and y1 - y0 <= MARKER_SIZE


def fit_line(text: str, width: float, size: float, bold: bool = False) -> str:
    """One line cut with an ellipsis to the width it has at that size, as text_box estimates text."""
    most = int(width / ((0.62 if bold else TEXT_EM) * size))
    return text if len(text) <= most else text[:max(1, most - 1)] + "…"


def text_box(x: float, y: float, text: str, size: float, bold: bool, align: str, baseline: str) -> Box:
    """The estimated box (x0, y0, x1, y1) of one line of text: TEXT_EM (0.62 bold) of the size per character."""
    w = (0.62 if bold else TEXT_EM) * size * len(text)
    x0 = {"center": x - w / 2, "right": x - w, "end": x - w}.get(align, x)
    top, bottom = _BASELINES.get(baseline, _BASELINES["alphabetic"])
    return (x0, y + top * size, x0 + w, y + bottom * size)


def _meets(a: Drawn, b: Box, slack: float = 0.5) -> bool:
    """Whether a drawn thing and a box overlap by more than `slack` pixels (circles exactly)."""
    x0, y0, x1, y1 = b
    if a.kind == "circle":
        cx, cy = (a.box[0] + a.box[2]) / 2, (a.box[1] + a.box[3]) / 2
        dx, dy = cx - min(max(cx, x0), x1), cy - min(max(cy, y0), y1)
        return math.hypot(dx, dy) < a.radius - slack
    ax0, ay0, ax1, ay1 = a.box
    return min(ax1, x1) - max(ax0, x0) > slack and min(ay1, y1) - max(ay0, y0) > slack


def _within(d: Drawn, b: Box, slack: float = 0.5) -> bool:
    """Whether a box lies wholly within a rect's or a circle's area (its edge included)."""
    if d.kind == "circle":
        cx, cy = (d.box[0] + d.box[2]) / 2, (d.box[1] + d.box[3]) / 2
        return all(math.hypot(x - cx, y - cy) <= d.radius + slack for x in (b[0], b[2]) for y in (b[1], b[3]))
    return _inside(b, d.box, slack)


def _across(d: Drawn, b: Box) -> bool:
    """Whether a box lies across the edge of a drawn rect or circle (not a marker), partly in and partly out,
    or on one filled in a game colour at all."""
    return (d.kind in ("rect", "circle") and not d.marker and (d.edged or d.filled)
            and _meets(d, b) and (d.coloured or not _within(d, b)))


def _inside(inner: Box, outer: Box, slack: float = 1.0) -> bool:
    return (inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack
            and inner[2] <= outer[2] + slack and inner[3] <= outer[3] + slack)


def find_overlaps(drawn: Sequence[Drawn], width: float, height: float) -> list[tuple[str, str]]:
    """The pairs that collide in a frame's drawn things; see BoardCanvas.overlaps for the rules."""
    def who(i: int) -> str:
        d = drawn[i]
        if d.kind == "text":
            owner = drawn[d.owner].name if d.owner is not None else None
            return repr(d.label) + (f" ({owner})" if owner else "")
        return d.name or (f"{d.kind} {d.label!r}" if d.label else f"{d.kind} at {d.box[0]:.0f},{d.box[1]:.0f}")

    texts = [i for i, d in enumerate(drawn) if d.kind == "text" and d.label.strip()]
    markers = [i for i, d in enumerate(drawn) if d.marker]
    out: list[tuple[str, str]] = []
    def same(a: int | None, b: int) -> bool:  # one shape, or a piece standing on its place (the same name)
        return a is not None and (a == b or (drawn[a].name is not None and drawn[a].name == drawn[b].name))

    for i, j in combinations(texts, 2):
        if (drawn[i].owner is None or drawn[i].owner != drawn[j].owner) and _meets(drawn[i], drawn[j].box):
            out.append((who(i), who(j)))
    for t in texts:
        out += [(who(t), who(m)) for m in markers if not same(drawn[t].owner, m) and _meets(drawn[m], drawn[t].box)]
    for m in markers:  # a marker hidden under a shape drawn after it
        out += [(who(m), who(j)) for j in range(m + 1, len(drawn))
                if drawn[j].kind != "text" and drawn[j].filled and not same(m, j) and _meets(drawn[j], drawn[m].box)]
    for t in texts:  # a text hidden under a box drawn after it
        out += [(who(t), who(j)) for j in range(t + 1, len(drawn))
                if drawn[j].kind != "text" and drawn[j].filled and not drawn[j].marker and j != drawn[t].owner
                and _meets(drawn[j], drawn[t].box)]
    for t in texts:  # a free text (an id, a caption; not a one-glyph arrow at its target) across an edge
        if drawn[t].owner is None and len(drawn[t].label.strip()) > 1:
            out += [(who(t), f"{'on' if d.coloured else 'the edge of'} {who(j)}") for j, d in enumerate(drawn)
                    if _across(d, drawn[t].box)]
    for t in texts:
        owner = drawn[t].owner
        if owner is not None and not _inside(drawn[t].box, drawn[owner].box):
            out.append((who(t), f"outside {who(owner)}"))
        if not _inside(drawn[t].box, (0.0, 0.0, float(width), float(height)), 0.0):
            out.append((who(t), "outside the canvas"))
    return out


class Frame:
    """One frame's drawing calls; records named shapes, and paints when given a canvas."""

    def __init__(self, canvas: Canvas | None, width: int, height: int) -> None:
        self.canvas = canvas
        self.width = width
        self.height = height
        self.shapes: list[Shape] = []
        self.drawn: list[Drawn] = []
        self.commands = 0
        self._styles: dict[str, Any] = {}
        self._owner: int | None = None
        # A grid of CELL-pixel cells, each listing what was drawn over it: a label's search for a free
        # place looks only at what lies near it (a 400-node user board asks tens of thousands of times).
        self._cells: dict[tuple[int, int], list[int]] = {}
        self._indexed = 0  # the shapes drawn so far that are in the grid

    def _cell_span(self, box: Box) -> tuple[range, range]:
        # clamped to the frame's cells: a box beyond an edge is kept in the edge's cells, so two boxes that
        # overlap always share a cell
        last_x, last_y = max(0, int(self.width // CELL)), max(0, int(self.height // CELL))

        def span(low: float, high: float, last: int) -> range:
            return range(min(max(int(low // CELL), 0), last), min(max(int(high // CELL), 0), last) + 1)

        return span(box[0], box[2], last_x), span(box[1], box[3], last_y)

    def _index(self) -> None:
        # the grid is brought up to date only when a search asks: a frame that never searches pays nothing
        for index in range(self._indexed, len(self.drawn)):
            xs, ys = self._cell_span(self.drawn[index].box)
            for cx in xs:
                for cy in ys:
                    self._cells.setdefault((cx, cy), []).append(index)
        self._indexed = len(self.drawn)

    def _record_drawn(self, kind: str, box: Box, label: str | None, name: str | None,
                      fill: str | None, radius: float = 0.0, stroke: str | None = None) -> None:
        self._owner = len(self.drawn) if label else None
        self.drawn.append(Drawn(kind, box, label or "", name, fill is not None, None, radius, stroke is not None,
                                fill is not None and not theme.is_neutral(fill)))

    def is_clear(self, box: Box, *, edges: bool = True) -> bool:
        """Whether a box meets no text and no marker drawn so far, nor (with `edges`) lies across a box's or
        circle's edge (to place a label where it overlaps nothing)."""
        x0, y0, x1, y1 = box
        self._index()
        xs, ys = self._cell_span(box)
        near = {i for cx in xs for cy in ys for i in self._cells.get((cx, cy), ())}
        for i in near:
            d = self.drawn[i]
            a0, b0, a1, b1 = d.box
            if a1 <= x0 or a0 >= x1 or b1 <= y0 or b0 >= y1:  # apart: neither meets nor crosses (the fast path)
                continue
            if (d.kind == "text" and d.label.strip()) or d.marker:
                if _meets(d, box):
                    return False
            elif edges and _across(d, box):
                return False
        return True

    def room_for(self, box: Box, *, edges: bool = True) -> bool:
        """Whether a box lies inside the frame and `is_clear` (where a label may go)."""
        return (box[0] >= 0 and box[1] >= 0 and box[2] <= self.width and box[3] <= self.height
                and self.is_clear(box, edges=edges))

    def clear_side(self, box: Box, size: float, gap: float = 8.0) -> str | None:
        """The first side (left, right, above, below) of a box where a one-character mark of `size` overlaps nothing."""
        x0, y0, x1, y1 = box
        spots = {"left": (x0 - gap, (y0 + y1) / 2, "right", "middle"),
                 "right": (x1 + gap, (y0 + y1) / 2, "left", "middle"),
                 "above": ((x0 + x1) / 2, y0 - gap, "center", "bottom"),
                 "below": ((x0 + x1) / 2, y1 + gap, "center", "top")}
        for side, (x, y, align, baseline) in spots.items():
            b = text_box(x, y, "M", size, True, align, baseline)
            # an arrow may cross a box's edge (it points across it); never a text or a marker
            if self.room_for(b, edges=False):
                return side
        return None

    def overlaps(self) -> list[tuple[str, str]]:
        """The overlapping pairs of this frame (see BoardCanvas.overlaps)."""
        return find_overlaps(self.drawn, self.width, self.height)

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
        label_at: Point | None = None,
    ) -> None:
        """A rectangle, optionally filled, outlined, labelled in its centre (or at label_at) and named for clicks."""
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
        self._record_drawn("rect", (x, y, x + w, y + h), label, name, fill, stroke=stroke)
        if label:
            self._centred_label(*(label_at or (x + w / 2, y + h / 2)), label, fill, font_size)
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
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        self._record_drawn("polygon", (min(xs), min(ys), max(xs), max(ys)), label, name, fill, stroke=stroke)
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
        label_at: Point | None = None,
    ) -> None:
        """A circle (a token, a pawn), labelled in its centre unless told where."""
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
        self._record_drawn("circle", (x - r, y - r, x + r, y + r), label, name, fill, r, stroke)
        if label:
            self._centred_label(*(label_at or (x, y)), label, fill, font_size)
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
        """Text in the theme's font (recorded with its estimated box for the overlap check)."""
        box = text_box(x, y, text, size, bold, align, baseline)
        self.drawn.append(Drawn("text", box, text, owner=self._owner))
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
        self._owner = None


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
        self.frame = frame
        self.frames_sent += 1

    def _record(self) -> None:
        """Run the drawing without a canvas, so hit-testing works before any browser connects."""
        frame = Frame(None, int(self.width), int(self.height))
        if self._draw is not None:
            self._draw(frame, self.state)
        self.shapes = frame.shapes
        self.frame = frame

    def overlaps(self) -> list[tuple[str, str]]:
        """Pairs that collide in the last frame: two texts, a text and a marker, a text or marker under a later filled shape, a label leaving its shape, a text leaving the canvas."""
        return self.frame.overlaps()

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
