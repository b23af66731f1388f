"""Where the shell puts the named history on every game's page (issue #22: the page at a glance).

Undo and Redo live in the game bar (widgets/table/shell.py); the list of named steps, with "go back
to step n", sits under the table, where `game_page` puts `history_block(history)` unless a dashboard
placed the history itself.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from widgets.kit.style import heading

__all__ = ["contains", "history_block"]


def history_block(history: w.Widget | None, title: str = "History") -> list[w.Widget]:
    """The heading and the history panel (none without a history)."""
    if history is None:
        return []
    return [heading(title), history]


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
