"""Small input pieces of the From the Other Side dashboard: the Map tile form and card lists.

The players describe a tile as they see it on the table, one space a line:
`name kind [torches]` (e.g. `hall corridor N E S W`, `den room`), the openings between spaces
of the tile as `a-b` pairs, and the openings onto spaces of neighbouring tiles as `name=<tile>:<space>`.
"""

from __future__ import annotations

import html
from typing import Any, Iterable

import ipywidgets as w

from companion.games.other_side import data
from companion.games.other_side.board import TILE_LAYOUTS, SpaceSpec, TileSpec

NONE = "(none)"


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
    box = w.Dropdown(options=list(options), description=description, layout=w.Layout(width=width),
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


def set_options(box: w.Dropdown, options: list, keep: bool = True) -> None:
    """New options for a dropdown, keeping the value chosen when it is still offered."""
    old = box.value
    box.options = options
    values = [o[1] if isinstance(o, tuple) else o for o in options]
    if keep and old in values:
        box.value = old
    elif values:
        box.value = values[0]


class TileForm(w.VBox):
    """What a Map tile shows: its side, its spaces (with torches), its openings and joins."""

    def __init__(self, prefix: str, preset: str = "one room, torches N E S W") -> None:
        self.preset = dropdown(f"{prefix}-preset", "layout", [""] + list(PRESETS), "330px")
        self.side = dropdown(f"{prefix}-side", "side", data.SIDES, "170px")
        self.spaces = w.Textarea(layout=w.Layout(width="300px", height="74px"),
                                 placeholder="one space a line: name room|corridor [N E S W]")
        self.spaces.add_class(f"{prefix}-spaces")
        self.openings = text(f"{prefix}-openings", "openings", width="300px", placeholder="a-b, a-c")
        self.joins = text(f"{prefix}-joins", "joins", width="300px", placeholder="room=0:hall")
        self.preset.observe(lambda c: self.use(c["new"]) if c["new"] else None, names="value")
        super().__init__([
            w.HBox([self.preset, self.side], layout=w.Layout(flex_flow="row wrap")),
            w.HBox([w.HTML("<span>spaces&nbsp;</span>"), self.spaces]),
            self.openings, self.joins,
        ])
        self.add_class(f"{prefix}-form")
        self.use(preset)

    def use(self, preset: str) -> None:
        """Fill the form from one of the common layouts."""
        spaces, openings, joins = PRESETS[preset]
        self.spaces.value, self.openings.value, self.joins.value = spaces, openings, joins

    def names(self) -> list[str]:
        """The space names typed so far (for the entry and start choices)."""
        return [ln.split()[0] for ln in self.spaces.value.splitlines() if ln.split()]

    def spec(self) -> TileSpec:
        """The tile as a TileSpec, or ValueError saying what to fix."""
        return parse_tile(self.side.value, self.spaces.value, self.openings.value, self.joins.value)
