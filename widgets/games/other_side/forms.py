"""Small input pieces of the From the Other Side dashboard: the Map tile form and card lists.

The players pick a tile by clicking a drawn preview (spaces, torches, passages; turned as it lies).
The text form behind it, for power users, describes a tile one space a line:
`name kind [torches]` (e.g. `hall corridor N E S W`, `den room`), the openings between spaces
of the tile as `a-b` pairs, and the openings onto spaces of neighbouring tiles as `name=<tile>:<space>`.
"""

from __future__ import annotations

import html
import math
from dataclasses import replace
from typing import Any, Callable, Iterable, Mapping

import ipywidgets as w

from companion.games.other_side import data
from companion.games.other_side.board import (
    TILE_LAYOUTS, SpaceSpec, TileSpec, rotate_tile, toggle_kind, toggle_opening, toggle_torch,
)
from companion.games.other_side.profile import Profile, card_name
from widgets.kit import theme
from widgets.kit.canvas import BoardCanvas, Frame
from widgets.kit.controls import named
from widgets.kit.geometry import bounds
from widgets.kit.style import folded_note, note

NONE = "(none)"
# The value behind the "(none)" option. ipywidgets reads a Dropdown's value None as no selection at all
# (index None), which the browser shows as a blank select until it is opened; "" is an option like any other.
# `set_options` and `dropdown` put it behind every option given the value None; `picked` reads it back as None.
NO_PICK = ""


def picked(box: w.Dropdown) -> Any:
    """A pick list's value as the core takes it: None where "(none)" (or nothing) is picked."""
    value = box.value
    return None if value is None or (isinstance(value, str) and value == NO_PICK) else value


def card_pairs(profile: Profile, cards: Iterable[str]) -> list[tuple[str, str]]:
    """A pick list's options for these cards: each card's name, its id behind it."""
    return [(card_name(profile, c), c) for c in cards]


def _pairs(options: Iterable[Any]) -> list[tuple[str, Any]]:
    """Every option as a (label, value) pair, "(none)"'s value None as NO_PICK. A list mixing pairs and bare
    values would show a pair as its Python text ("('(none)', None)")."""
    pairs = [o if isinstance(o, tuple) else (str(o), o) for o in options]
    return [(label, NO_PICK if value is None else value) for label, value in pairs]


def layout_text(spaces: tuple[SpaceSpec, ...], openings: tuple[tuple[str, str], ...]) -> tuple[str, str, str]:
    """A tile layout as the form writes it: spaces one a line, openings as a-b pairs, no joins."""
    lines = "\n".join(" ".join((s.name, s.kind) + tuple(s.torches)) for s in spaces)
    return lines, ", ".join(f"{a}-{b}" for a, b in openings), ""


# The core's common layouts, as the form writes them.
PRESETS: dict[str, tuple[str, str, str]] = {name: layout_text(*layout) for name, layout in TILE_LAYOUTS.items()}


def parse_cards(text: str) -> tuple[str, ...]:
    """Card ids typed as a comma (or space) separated list."""
    return tuple(t for t in text.replace(",", " ").split() if t)


def parse_tile(side: str, spaces: str, openings: str, joins: str) -> TileSpec:
    """The TileSpec the players described, or ValueError naming the line or pair that is wrong."""
    specs = []
    for n, line in enumerate((ln for ln in spaces.splitlines() if ln.strip()), start=1):
        parts = line.split()
        if len(parts) < 2:
            raise ValueError(f"Spaces, line {n}: write the name, then room or corridor, then any torches "
                             f"(N E S W), got {line.strip()!r}")
        name, kind, torches = parts[0], parts[1].lower(), tuple(p.upper() for p in parts[2:])
        if kind not in data.SPACE_KINDS:
            raise ValueError(f"Spaces, line {n}: the second word is room or corridor, not {parts[1]!r}")
        specs.append(SpaceSpec(name, kind, torches))
    if not specs:
        raise ValueError("Spaces: describe at least one room or corridor of the tile")
    pairs = []
    for item in (p.strip() for p in openings.split(",") if p.strip()):
        a, sep, b = item.partition("-")
        if not sep or not a.strip() or not b.strip():
            raise ValueError(f"Openings: write each as a-b (two spaces of the tile), got {item!r}")
        pairs.append((a.strip(), b.strip()))
    links = []
    for item in (p.strip() for p in joins.split(",") if p.strip()):
        a, sep, b = item.partition("=")
        if not sep or ":" not in b:
            raise ValueError(f"Joins: write each as name=<tile>:<space> (e.g. room=0:hall), got {item!r}")
        links.append((a.strip(), b.strip()))
    return TileSpec(side, tuple(specs), tuple(pairs), tuple(links))


def dropdown(css: str, description: str = "", options: Iterable[Any] = (), width: str = "260px") -> w.Dropdown:
    """A dropdown with a stable CSS class and a readable label width."""
    box = w.Dropdown(options=_pairs(options), description=description, layout=w.Layout(width=width),
                     style={"description_width": "initial"})
    box.add_class(css)
    return box


def text(css: str, description: str = "", value: str = "", width: str = "300px", placeholder: str = "") -> w.Text:
    """A text field with a stable CSS class."""
    box = w.Text(value=value, description=description, placeholder=placeholder, layout=w.Layout(width=width),
                 style={"description_width": "initial"})
    box.add_class(css)
    return box


def button(label: str, css: str) -> w.Button:
    """A button with a stable CSS class (and the shared `tc-ots-action`)."""
    b = w.Button(description=label, tooltip=label, layout=w.Layout(width="auto", margin="2px 6px 2px 0"))
    b.add_class(css)
    b.add_class("tc-ots-action")
    return b


def toggle(label: str, css: str) -> w.ToggleButton:
    """A button that shows or hides a collapsed section (the setup's, the Map tile's drawing)."""
    b = w.ToggleButton(value=False, description=label, tooltip=label, icon="caret-down",
                       layout=w.Layout(width="auto", margin="2px 6px 2px 0"))
    b.add_class(css)
    return b


def set_options(box: w.Dropdown, options: list, keep: bool = True) -> None:
    """New options for a dropdown, keeping the value chosen when it is still offered. An option with the
    value None ("(none)") gets NO_PICK behind it, so that the browser shows it when it is the one picked."""
    old = NO_PICK if box.value is None else box.value
    options = _pairs(options)
    box.options = options
    values = [o[1] for o in options]
    if keep and old in values:
        box.value = old
    elif values:
        box.value = values[0]


class CardPicks(w.HBox):
    """One pick list per card drawn, as many as the core says are due, each offering the cards the
    core says can come there (the deck's, then the reshuffled discards' once the deck runs out) less
    those already picked in another list: a card is drawn once. Each card reads by its name (`names`,
    by id: `card_names`), the id behind it."""

    def __init__(self, prefix: str, label: str = "card") -> None:
        self.prefix, self.label = prefix, label
        self.boxes: list[w.Dropdown] = []
        self._pools: tuple = ()
        self.names: Mapping[str, str] = {}
        self._syncing = False
        self.on_pick: Callable[[], None] | None = None  # told after every pick
        super().__init__([], layout=w.Layout(flex_flow="row wrap"))
        self.add_class(prefix)

    def show(self, pools: Iterable[Iterable[str]], keep: bool = True, names: Mapping[str, str] | None = None) -> None:
        """A list per pool (the k-th card's); values kept while still offered, unless `keep` is off. `names`:
        each card's label by id (the id itself where missing)."""
        pools = tuple(tuple(p) for p in pools)
        names = dict(names or {})
        if pools != self._pools or not keep or names != self.names:
            self._pools, self.names = pools, names
            while len(self.boxes) < len(pools):
                box = dropdown(f"{self.prefix}-{len(self.boxes) + 1}", f"{self.label} {len(self.boxes) + 1}",
                               width="230px")
                box.observe(lambda _c: self._sync(), names="value")
                self.boxes.append(box)
            if not keep:
                self.clear()
            self.children = self.boxes[:len(pools)]
            self._sync()

    def _sync(self) -> None:
        """Each list offers its pool less the cards picked in the other lists."""
        if self._syncing:
            return
        self._syncing = True
        try:
            shown = self.boxes[:len(self._pools)]
            for box, pool in zip(shown, self._pools):
                taken = {picked(b) for b in shown if b is not box} - {None}
                set_options(box, [(NONE, None)] + [(self.names.get(c, c), c) for c in pool if c not in taken])
        finally:
            self._syncing = False
        if self.on_pick is not None:
            self.on_pick()

    def clear(self) -> None:
        """Nothing picked."""
        self._syncing = True
        try:
            for box in self.boxes:
                box.value = None  # no selection, allowed in any list; the sync below puts "(none)" (NO_PICK) there
        finally:
            self._syncing = False
        self._sync()

    def values(self) -> tuple[str, ...]:
        """The cards picked, in order."""
        return tuple(v for v in map(picked, self.children) if v is not None)

    def complete(self) -> bool:
        """Whether every list has a card picked."""
        return all(picked(b) is not None for b in self.children)


PREVIEW_W, PREVIEW_H = 230, 230  # the drawn preview of the Map tile form
_TILE_X, _TILE_Y, _TILE = 44, 44, 142  # the tile's square inside the preview
_TORCH = {"N": (_TILE_X + _TILE / 2 - 16, 8, 32, 28), "S": (_TILE_X + _TILE / 2 - 16, _TILE_Y + _TILE + 6, 32, 28),
          "W": (8, _TILE_Y + _TILE / 2 - 16, 28, 32), "E": (_TILE_X + _TILE + 6, _TILE_Y + _TILE / 2 - 16, 28, 32)}


def spec_text(spec: TileSpec) -> tuple[str, str, str]:
    """A TileSpec as the text form writes it (spaces, openings, joins)."""
    spaces, openings, _ = layout_text(spec.spaces, spec.openings)
    return spaces, openings, ", ".join(f"{a}={b}" for a, b in spec.joins)


PREVIEW_GRID = 4  # spaces the preview's 2 x 2 grid lays out; past it a space is added in the text form
ADD = "add"  # the grid's free cell: click it to add a space


def preview_boxes(spec: TileSpec) -> dict[str, tuple[float, float, float, float]]:
    """Each space's box (x, y, w, h) in the preview, in the order listed, then the grid's free cell
    (ADD) while the grid has one."""
    names = [s.name for s in spec.spaces] + ([ADD] if len(spec.spaces) < PREVIEW_GRID else [])
    n = len(names)
    cols = max(1, math.ceil(math.sqrt(n)))
    rows = max(1, math.ceil(n / cols))
    pad, gap = 12, 18
    bw = (_TILE - 2 * pad - (cols - 1) * gap) / cols
    bh = (_TILE - 2 * pad - (rows - 1) * gap) / rows
    return {name: (_TILE_X + pad + (k % cols) * (bw + gap), _TILE_Y + pad + (k // cols) * (bh + gap), bw, bh)
            for k, name in enumerate(names)}


def fresh_name(spec: TileSpec, stem: str = "r") -> str:
    """A space name the tile does not use yet (r1, r2, ...)."""
    taken = {s.name for s in spec.spaces}
    return next(f"{stem}{k}" for k in range(1, len(taken) + 2) if f"{stem}{k}" not in taken)


def add_space(spec: TileSpec, name: str, kind: str = data.SPACE_KINDS[0]) -> TileSpec:
    """The described tile with one more space (a room unless told), walled off until opened."""
    return replace(spec, spaces=spec.spaces + (SpaceSpec(name, kind),))


def remove_space(spec: TileSpec, name: str) -> TileSpec:
    """The described tile without space `name`: its torches, openings and joins go with it."""
    return replace(spec, spaces=tuple(s for s in spec.spaces if s.name != name),
                   openings=tuple(o for o in spec.openings if name not in o),
                   joins=tuple(j for j in spec.joins if j[0] != name))


def _centre(box: tuple[float, float, float, float]) -> tuple[float, float]:
    x, y, bw, bh = box
    return x + bw / 2, y + bh / 2


def draw_tile_preview(frame: Frame, view: tuple[TileSpec | None, str | None]) -> None:
    """The tile being described: its spaces (click to pick, again to switch room/corridor), a torch
    on each side (click to light it for the picked space) and the passages between spaces."""
    spec, picked = view
    frame.clear()
    if spec is None:
        frame.text(8, PREVIEW_H / 2, "Describe the tile in the text form", size=theme.FONT_SIZE_SMALL)
        return
    frame.rect(_TILE_X, _TILE_Y, _TILE, _TILE, fill="paper", stroke="ink", line_width=2.0, name="tile")
    boxes = preview_boxes(spec)
    owner = {t: s.name for s in spec.spaces for t in s.torches}
    for d, (x, y, bw, bh) in _TORCH.items():
        lit = d in owner
        if lit:
            frame.line([(x + bw / 2, y + bh / 2), _centre(boxes[owner[d]])], stroke="ink", line_width=1.5)
    for sp in spec.spaces:
        x, y, bw, bh = boxes[sp.name]
        fill = spec.side if sp.kind == "room" and spec.side in data.SIDES else "muted"
        frame.rect(x, y, bw, bh, fill=fill, stroke="ink", line_width=3.5 if sp.name == picked else 1.5,
                   label=f"{sp.name}\n{sp.kind}", name=f"space:{sp.name}", font_size=theme.FONT_SIZE_SMALL)
        if len(spec.spaces) > 1:  # a corner mark takes the space off the tile
            frame.rect(x + bw - 15, y + 1, 14, 14, fill="paper", stroke="ink", label="x",
                       name=f"remove:{sp.name}", font_size=theme.FONT_SIZE_SMALL)
    if ADD in boxes:
        x, y, bw, bh = boxes[ADD]
        frame.dash([3, 3])
        frame.rect(x, y, bw, bh, fill=None, stroke="grey", label="+ space", name=ADD, font_size=theme.FONT_SIZE_SMALL)
        frame.dash()
    for d, (x, y, bw, bh) in _TORCH.items():
        lit = d in owner
        if not lit:
            frame.dash([3, 3])
        frame.rect(x, y, bw, bh, fill="yellow" if lit else None, stroke="ink" if lit else "grey",
                   label=d, name=f"torch:{d}", font_size=theme.FONT_SIZE_SMALL)
        frame.dash()
    names = [sp.name for sp in spec.spaces]
    open_ = {frozenset(o) for o in spec.openings}
    pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
    middles = {}
    for a, b in pairs:  # the passage's mark halfway; two crossing diagonals share it, one above the other
        (ax, ay), (bx, by) = _centre(boxes[a]), _centre(boxes[b])
        middles.setdefault((round((ax + bx) / 2), round((ay + by) / 2)), []).append((a, b))
    for (cx, cy), group in middles.items():
        for k, (a, b) in enumerate(group):
            mx, my = cx, cy + (k - (len(group) - 1) / 2) * 22
            is_open = frozenset((a, b)) in open_
            frame.rect(mx - 20, my - 9, 40, 18, fill="paper", stroke="ink" if is_open else "grey",
                       label="open" if is_open else "wall", name=f"opening:{a}|{b}", font_size=theme.FONT_SIZE_SMALL)


class TileForm(w.VBox):
    """What a Map tile shows: its shape (a common layout), side, spaces, torches and openings, picked
    by clicking a drawn preview that turns with the tile; the text form stays for power users.

    `folded` keeps the drawing (the preview, its buttons and the text form) under a toggle, closed until
    opened (`tc-<prefix>-draw`), so the form is two short lines where the shapes offered are enough: the
    now panel then holds the whole step within the view (issue #22)."""

    def __init__(self, prefix: str, preset: str = "one room, torches N E S W", header: bool = True,
                 folded: bool = False) -> None:
        self.prefix = prefix
        self.preset = dropdown(f"{prefix}-preset", "shape", [""] + list(PRESETS), "330px")
        self.side = dropdown(f"{prefix}-side", "side", data.SIDES, "170px")
        self.spaces = named(w.Textarea(layout=w.Layout(width="300px", height="74px"),
                                       placeholder="one space a line: name room|corridor [N E S W]"), "spaces")
        self.spaces.add_class(f"{prefix}-spaces")
        self.openings = text(f"{prefix}-openings", "openings", width="300px", placeholder="a-b, a-c")
        self.joins = text(f"{prefix}-joins", "joins", width="300px", placeholder="room=0:hall")
        self.picked: str | None = None
        self.preview = BoardCanvas(PREVIEW_W, PREVIEW_H, draw_tile_preview, (None, None))
        self.preview.add_class(f"{prefix}-preview")
        self.preview.layout.flex = "none"  # drawn at its size: a click lands where it is aimed
        self.preview.on_pick(self._picked)
        self.turn_right = button("Turn clockwise", f"{prefix}-turn-right")
        self.turn_right.on_click(lambda _b: self._edit(lambda spec: rotate_tile(spec, 1)))
        self.turn_left = button("Turn anticlockwise", f"{prefix}-turn-left")
        self.turn_left.on_click(lambda _b: self._edit(lambda spec: rotate_tile(spec, -1)))
        self.error = w.HTML()
        self.error.add_class(f"{prefix}-preview-error")
        self.show_text = w.Checkbox(value=False, indent=False, description="text form (for power users)")
        self.show_text.add_class(f"{prefix}-show-text")
        self.text_box = w.VBox([w.HBox([w.HTML("<span>spaces&nbsp;</span>"), self.spaces]), self.openings, self.joins])
        self.text_box.layout.display = "none"
        self.show_text.observe(lambda c: setattr(self.text_box.layout, "display", None if c["new"] else "none"),
                               names="value")
        self.preset.observe(lambda c: self.use(c["new"]) if c["new"] else None, names="value")
        for box in (self.spaces, self.openings, self.joins, self.side):
            box.observe(lambda _c: self.redraw(), names="value")
        self._using = False
        for box in (self.spaces, self.openings, self.joins):  # edited: no longer the quick start named
            box.observe(lambda _c: None if self._using else setattr(self.preset, "value", ""), names="value")
        how = ("Build the tile's shape: click + space to add a room, a space's x to take it off. "
               "Click a space to pick it, again to switch room and corridor; click a side's torch "
               "to light it for the picked space; click between two spaces to open or wall the "
               "passage; turn the tile as it lies. The shapes above are quick starts.")
        # Folded, the explanation folds too and sits beside the preview with the turn buttons; open, it is
        # read under the preview where the panel is narrow (the preview is never squeezed).
        beside = w.VBox([folded_note("How to draw the tile", how) if folded else note(how),
                         self.turn_right, self.turn_left, self.error],
                        layout=w.Layout(width="190px" if folded else "280px"))
        drawing = [w.HBox([self.preview, beside], layout=w.Layout(flex_flow="row wrap")), self.show_text, self.text_box]
        self.draw_switch: w.ToggleButton | None = None
        self.drawing: w.VBox | None = None
        if folded:
            self.draw_switch = toggle("draw the tile", f"{prefix}-draw")
            self.drawing = w.VBox(drawing, layout=w.Layout(display="none"))
            self.drawing.add_class(f"{prefix}-drawing")
            self.draw_switch.observe(lambda c: setattr(self.drawing.layout, "display", None if c["new"] else "none"),
                                     names="value")
            drawing = [self.draw_switch, self.drawing]
        # Without the header the caller shows the shape and side lists where it likes (setup's one row).
        super().__init__(([w.HBox([self.preset, self.side], layout=w.Layout(flex_flow="row wrap"))] if header else [])
                         + drawing)
        self.add_class(f"{prefix}-form")
        self.use(preset)

    def fold(self) -> None:
        """Close the drawing (a folded form only): the form is back to its two short lines."""
        if self.draw_switch is not None:
            self.draw_switch.value = False

    def use(self, preset: str) -> None:
        """Fill the form from one of the common layouts."""
        spaces, openings, joins = PRESETS[preset]
        self.picked = None
        self._using = True
        try:
            self.spaces.value, self.openings.value, self.joins.value = spaces, openings, joins
        finally:
            self._using = False

    def names(self) -> list[str]:
        """The space names typed so far (for the entry and start choices)."""
        return [ln.split()[0] for ln in self.spaces.value.splitlines() if ln.split()]

    def spec(self) -> TileSpec:
        """The tile as a TileSpec, or ValueError saying what to fix."""
        return parse_tile(self.side.value, self.spaces.value, self.openings.value, self.joins.value)

    def write(self, spec: TileSpec) -> None:
        """Show a TileSpec in the text form (the preview follows)."""
        self.spaces.value, self.openings.value, self.joins.value = spec_text(spec)
        self.redraw()

    def redraw(self) -> None:
        """Draw the described tile (or say the text form needs mending)."""
        try:
            spec = self.spec()
        except ValueError as exc:
            self.error.value = f"<i>{html.escape(str(exc))}</i>"
            spec = None
        else:
            self.error.value = ""
            if self.picked not in {s.name for s in spec.spaces}:
                self.picked = spec.spaces[0].name
        self.preview.show((spec, self.picked))

    def _edit(self, change: Any) -> None:
        try:
            spec = self.spec()
        except ValueError as exc:
            self.error.value = f"<i>{html.escape(str(exc))}</i>"
            return
        self.write(change(spec))

    def _picked(self, name: str) -> None:
        kind, _, what = name.partition(":")
        if kind == "space":
            if what == self.picked:
                self._edit(lambda spec: toggle_kind(spec, what))
            else:
                self.picked = what
                self.redraw()
        elif kind == "torch" and self.picked:
            picked = self.picked
            self._edit(lambda spec: toggle_torch(spec, picked, what))
        elif kind == ADD:
            self._edit(self._add)
        elif kind == "remove":
            self._edit(lambda spec: remove_space(spec, what))
        elif kind == "opening":
            a, _, b = what.partition("|")
            self._edit(lambda spec: toggle_opening(spec, a, b))

    def _add(self, spec: TileSpec) -> TileSpec:
        """A room in the grid's free cell, picked (click it again for a corridor)."""
        self.picked = fresh_name(spec)
        return add_space(spec, self.picked)

    def centre(self, name: str) -> tuple[float, float]:
        """The preview's pixel centre of a shape (for tests and keyboard help)."""
        shape = next(s for s in self.preview.shapes if s.name == name)
        x0, y0, x1, y1 = bounds(shape)
        return (x0 + x1) / 2, (y0 + y1) / 2
