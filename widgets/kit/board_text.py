"""The board in words (BoardText): a fold listing every place of the board, and a live region saying
what changed at the last step, for a player or a screen reader who cannot see the canvas (issue #22 item 6).

The lines come from the core (`game.board_text(state)`) and the last step's words from the session's
history (`game.describe`): this widget only escapes and lays them out.
"""

from __future__ import annotations

import html
from typing import Any, Sequence

import ipywidgets as w

__all__ = ["BoardText", "FOLD_TITLE", "NO_STEP"]

FOLD_TITLE = "The board in words"
NO_STEP = "none yet"
# Small but readable: a little under the page's size, never a tiny footnote.
FOLD_STYLE = "font-size: 0.92em; margin: 4px 0;"
LIST_STYLE = "margin: 2px 0 4px 1.2em; padding: 0;"


class BoardText(w.HTML):
    """The board as a list of lines in a fold, and an always-present live region for the last step.

    `BoardText(css)` tags it `tc-board-text` and `<css>-board-text` (the browser tests find it by that);
    `show(lines, last_step)` redraws both parts. The live region stays in the page between redraws, so a
    screen reader announces each new step politely (role=status, aria-live=polite).
    """

    def __init__(self, css: str = "", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("tc-board-text")
        if css:
            self.add_class(f"{css}-board-text")
        self.lines: tuple[str, ...] = ()
        self.last_step: str | None = None
        self.show(())

    def show(self, lines: Sequence[str], last_step: str | None = None) -> None:
        """Show the board's lines (plain text, escaped here) and the last step's words ("none yet" if None)."""
        self.lines = tuple(lines)
        self.last_step = last_step
        items = "".join(f"<li>{html.escape(line)}</li>" for line in self.lines) or "<li>Nothing on the board yet.</li>"
        said = html.escape(last_step) if last_step else NO_STEP
        self.value = (f"<details class='tc-board-text-fold' style='{FOLD_STYLE}'>"
                      f"<summary>{FOLD_TITLE}</summary><ul style='{LIST_STYLE}'>{items}</ul></details>"
                      f"<p class='tc-last-step' role='status' aria-live='polite'>Last step: {said}</p>")
