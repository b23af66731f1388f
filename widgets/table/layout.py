"""Where the shell puts Undo, Redo and the history on every game's page (issue #11, point 11).

One decision for every dashboard: `game_page` moves the history panel's Undo/Redo bar to the
end of the page, where it sticks to the bottom right of the view, so it is in reach wherever the
page is scrolled (the CSS is in the kit's stylesheet, `.tc-table-root > .tc-history-bar`), and the
list of named steps sits beside the board (a dashboard puts `history_block(self.history)` in its
side column). A dashboard that places no history gets it from `game_page` under its page.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from widgets.kit.style import heading

__all__ = ["PINNED", "contains", "history_block", "pin_history"]

PINNED = "tc-history-pinned"  # marks a HistoryPanel whose Undo/Redo bar the page keeps in view


def pin_history(panel: w.Widget) -> w.Widget:
    """Mark the panel as the page's history, whose Undo/Redo bar the page keeps in view."""
    panel.add_class(PINNED)
    return panel


def history_block(history: w.Widget | None, title: str = "History") -> list[w.Widget]:
    """The heading and the history panel, for a side column beside the board (none without a history)."""
    if history is None:
        return []
    return [heading(title), pin_history(history)]


def contains(root: Any, widget: w.Widget) -> bool:
    """Whether `widget` is `root` or shown somewhere inside it (through boxes' children)."""
    seen: set[int] = set()
    todo = [root]
    while todo:
        node = todo.pop()
        if node is widget:
            return True
        if id(node) in seen:
            continue
        seen.add(id(node))
        todo.extend(getattr(node, "children", ()) or ())
    return False
