"""Widget lookups for tests driven without a browser: the shown widgets under a root that carry a CSS class."""

from __future__ import annotations

from typing import Any


def find(root: Any, css: str) -> list[Any]:
    """Every shown widget under root carrying the css class (hidden boxes hide their children)."""
    found, stack = [], [root]
    while stack:
        node = stack.pop()
        if getattr(getattr(node, "layout", None), "display", None) == "none":
            continue
        if css in getattr(node, "_dom_classes", ()):
            found.append(node)
        stack.extend(getattr(node, "children", ()))
    return found


def one(root: Any, css: str) -> Any:
    """The one shown widget carrying the css class under root (a dashboard: under its page widget)."""
    hits = find(getattr(root, "widget", root), css)
    assert len(hits) == 1, (css, hits)
    return hits[0]
