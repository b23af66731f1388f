"""The board in words (BoardText): every place of the board in a fold, and a live region saying what
changed at the last step, for a player or a screen reader who cannot see the canvas (issue #22 item 6).

The lines come from the core (`game.board_text(state)`) and the last step's words from the session's
history (`game.describe`): this widget only escapes and lays them out. The fold is a toggle kept in
the kernel, so a redraw after a step leaves it as the player set it; the live region is one element
that stays in the page (the offline template marks it `aria-live`), so each new step is announced.
"""

from __future__ import annotations

import html
from typing import Any, Sequence

import ipywidgets as w

__all__ = ["BoardText", "FOLD_TITLE", "NO_STEP"]

FOLD_TITLE = "The board in words"
NO_STEP = "none yet"


class BoardText(w.VBox):
    """The board as a list of lines behind a toggle, and an always-present live line for the last step.

    `BoardText(css)` tags it `tc-board-text` and `<css>-board-text` (the browser tests find it by that);
    `show(lines, last_step)` redraws both parts.
    """

    def __init__(self, css: str = "", **kwargs: Any) -> None:
        self.toggle = w.ToggleButton(value=False, description=f"▸ {FOLD_TITLE}", tooltip=(
            "Every place of the board and what is on it, in words"), layout=w.Layout(width="auto"))
        self.toggle.add_class("tc-board-text-toggle")
        self.list = w.HTML(layout=w.Layout(display="none"))
        self.list.add_class("tc-board-text-list")
        self.live = w.HTML()
        self.live.add_class("tc-live")  # the template gives its content role=status and aria-live=polite
        self.live.add_class("tc-last-step")
        super().__init__([self.live, self.toggle, self.list], **kwargs)
        self.add_class("tc-board-text")
        if css:
            self.add_class(f"{css}-board-text")
        self.toggle.observe(lambda _c: self._fold(), names="value")
        self.lines: tuple[str, ...] = ()
        self.last_step: str | None = None
        self.show(())

    def _fold(self) -> None:
        opened = self.toggle.value
        self.toggle.description = f"{'▾' if opened else '▸'} {FOLD_TITLE}"
        self.list.layout.display = None if opened else "none"

    def show(self, lines: Sequence[str], last_step: str | None = None) -> None:
        """Show the board's lines (plain text, escaped here) and the last step's words ("none yet" if None)."""
        self.lines = tuple(lines)
        self.last_step = last_step
        items = "".join(f"<li>{html.escape(line)}</li>" for line in self.lines) or "<li>Nothing on the board yet.</li>"
        listed = f"<ul style='margin:2px 0 4px 1.2em;padding:0'>{items}</ul>"
        if self.list.value != listed:
            self.list.value = listed
        said = f"Last step: {html.escape(last_step) if last_step else NO_STEP}"
        if self.live.value != said:
            self.live.value = said
