"""The Arena laid out by clicks on a drawn hex grid: add or remove a space, mark I/II/III, set an icon.

Each click goes through the core's board helpers (`add_cell`, `remove_cell`, `mark_start`, `set_icon`);
"Check and use this Arena" checks the map (`check_arena`, then the whole profile) and plays the next
game with it, saved in that game's profile. A refused click or map says why, naming what is wrong.
"""

from __future__ import annotations

import copy
import html
from typing import Any

import ipywidgets as w

from companion.games.mystling.board import (add_cell, arena_from_data, arena_to_data, check_arena, mark_start,
                                            remove_cell, set_icon)
from companion.games.mystling.data import STARTING_SPACES
from companion.games.mystling.profile import validate_profile
from widgets.games.mystling.board import EDITOR_H, EDITOR_W, EditorView, draw_editor, grid_cells
from widgets.kit.canvas import BoardCanvas
from widgets.kit.controls import button, message_label, say
from widgets.kit.style import row

__all__ = ["ArenaEditor", "GRID_COLS", "GRID_ROWS", "TOOLS"]

GRID_COLS, GRID_ROWS = 8, 6  # the blank grid offered around the cells laid out (layout, not a game number)
ADD = "add or remove a space"
ICON = "set or clear the icon"
TOOLS = (ADD,) + tuple(f"mark {m}" for m in STARTING_SPACES) + (ICON,)


class ArenaEditor(w.VBox):
    """The editor's canvas, its tools and its check; `dash.use_profile(raw)` takes the checked profile."""

    def __init__(self, dash: Any) -> None:
        self.dash = dash
        self.raw: dict[str, Any] = {}
        self.arena = None
        self.canvas = BoardCanvas(EDITOR_W, EDITOR_H, draw=draw_editor)
        self.canvas.add_class("tc-myst-editor")
        self.canvas.on_pick(self._picked)
        self.tool = w.ToggleButtons(options=TOOLS, value=ADD, style={"button_width": "auto"})
        self.tool.add_class("tc-myst-editor-tool")
        self.icon = w.Text(value="A", description="icon", layout=w.Layout(width="200px"))
        self.icon.add_class("tc-myst-editor-icon")
        self.use_button = button("Check and use this Arena", "tc-myst-editor-use", compact=True,
                                 on_click=lambda _b: self.use())
        self.reset_button = button("Back to the profile's Arena", "tc-myst-editor-reset", compact=True,
                                   on_click=lambda _b: self.reset())
        self.said = message_label("tc-myst-editor-message")
        super().__init__([w.HTML("The Arena's shape is not public: lay out your copy's map here (the next game "
                                 "is played on it, and it is saved with that game)."),
                          self.canvas, self.tool, row(self.icon, self.use_button, self.reset_button), self.said])
        self.add_class("tc-myst-editor-box")

    def show_profile(self, raw: dict[str, Any]) -> None:
        """Edit the Arena of this profile (plain data)."""
        self.raw = copy.deepcopy(dict(raw))
        self.arena = arena_from_data(self.raw["arena"])
        self._redraw()

    def reset(self) -> None:
        """Back to the profile's Arena: the map as the profile has it, and no old message left."""
        self.show_profile(self.raw)
        say(self.said, "Back to the profile's Arena.", "info")

    def _redraw(self) -> None:
        self.canvas.show(EditorView(self.arena, grid_cells(self.arena, GRID_COLS, GRID_ROWS)))

    def _picked(self, name: str) -> None:
        try:
            self.click_cell(name)
        except ValueError as exc:
            say(self.said, str(exc), "refusal")

    def click_cell(self, name: str) -> None:
        """A click on grid cell `cell:q,r` with the tool chosen."""
        q, r = (int(x) for x in name.partition(":")[2].split(","))
        space = next((s.name for s in self.arena.spaces if (s.q, s.r) == (q, r)), None)
        tool = self.tool.value
        if tool == ADD:
            self.arena = add_cell(self.arena, q, r) if space is None else remove_cell(self.arena, space)
        elif space is None:
            raise ValueError(f"cell {q},{r}: no space is laid there; add one first")
        elif tool == ICON:
            current = next(s.icon for s in self.arena.spaces if s.name == space)
            wanted = self.icon.value.strip()
            self.arena = set_icon(self.arena, space, "" if current == wanted else wanted)
        else:
            mark = tool.partition(" ")[2]
            on = dict(self.arena.starts).get(mark)
            self.arena = mark_start(self.arena, mark, None if on == space else space)
        say(self.said, f"{len(self.arena.spaces)} spaces laid out", "info")
        self._redraw()

    def use(self) -> None:
        """Check the map and the profile with it, then play the next game on it."""
        try:
            check_arena(self.arena)
            raw = dict(self.raw, arena=arena_to_data(self.arena))
            validate_profile(raw)
        except ValueError as exc:
            say(self.said, f"This Arena cannot be used: {exc}", "refusal")
            return
        with self.dash.message.guard():
            self.dash.use_profile(raw)
            say(self.said, "The next game is played on this Arena (saved with it).", "info")
            return
        say(self.said, html.unescape(self.dash.message.value), "refusal")
