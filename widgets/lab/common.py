"""What the odds lab's calculators share: classed widgets, the error message, a placeholder chart."""

from __future__ import annotations

import html

import ipywidgets as w

from companion.odds import Dist
from widgets.kit.odds_view import OddsView

__all__ = ["classed", "clear_error", "message", "placeholder", "show_error"]


def classed(widget: w.Widget, css_class: str) -> w.Widget:
    """Tag `widget` with a stable CSS class (the browser tests drive the lab by these) and return it."""
    widget.add_class(css_class)
    return widget


def message(css_class: str) -> w.HTML:
    """An empty message label with the shared message style and the class `css_class`."""
    return classed(classed(w.HTML(), "tc-message"), css_class)


def show_error(label: w.HTML, text: str, view: OddsView) -> None:
    """Show `text` as an error and blank the answer, so no stale odds stand beside a bad input."""
    label.value = f"<span>{html.escape(text)}</span>"
    label.add_class("tc-message-error")
    view.answer.value = "<b>no answer until the input is fixed</b>"


def clear_error(label: w.HTML) -> None:
    """Hide the error shown by `show_error`."""
    label.value = ""
    label.remove_class("tc-message-error")


def placeholder() -> Dist:
    """A one-point distribution for an OddsView to start with, before the first update."""
    return Dist.constant(0)
