"""What the odds lab's calculators share: classed widgets, whole-number boxes, the error message
(worded for a player, with the chart hidden while it stands), a placeholder chart."""

from __future__ import annotations

import html
import re

import ipywidgets as w

from companion.odds import Dist
from companion.validate import parse_whole
from widgets.kit.controls import classed
from widgets.kit.odds_view import OddsView

__all__ = ["classed", "clear_error", "message", "placeholder", "plain", "read_whole", "show_error", "whole_box"]


def message(css_class: str) -> w.HTML:
    """An empty message label with the shared message style and the class `css_class`."""
    return classed(classed(w.HTML(), "tc-message"), css_class)


def whole_box(value: int, description: str, css_class: str, *, width: str = "200px",
              label_width: str = "110px") -> w.Text:
    """A box for a whole number typed by the player: a text box, so what is shown is what is read.

    (A number box would show "2.5" or "1e1" while using 2; this one is read by `read_whole`,
    which refuses anything but a whole number.)
    """
    return classed(w.Text(value=str(value), description=description, continuous_update=False,
                          layout=w.Layout(width=width), style={"description_width": label_width}), css_class)


def read_whole(box: w.Text, what: str, *, low: int, high: int) -> int:
    """The whole number typed in `box`, or ValueError worded for the player ("what" names the box)."""
    typed = box.value if isinstance(box.value, str) else str(box.value)
    number = parse_whole(typed)
    if number is None or not low <= number <= high:
        shown = f", not {typed.strip()!r}" if typed.strip() else ""
        raise ValueError(f"{what}: type a whole number from {low} to {high}{shown}")
    return number


# A message from the core starts with the parameter it names ("face_down: ...", "decks[0]: ...")
# and may end with the Python value it got (", got {1: 0, 2: 0}"): neither means anything to a player.
_FIELD = re.compile(r"^[A-Za-z_][\w\[\]'\"\.]*: ")
_GOT = re.compile(r",? got [\[{(].*$")


def plain(text: str) -> str:
    """A core message as a player reads it: no parameter name in front, no Python value at the end."""
    text = _GOT.sub("", _FIELD.sub("", str(text), count=1)).strip()
    return text[:1].upper() + text[1:] if text else "That input cannot be used"


def _chart_parts(view: OddsView) -> tuple[w.Widget, ...]:
    return (view.heading, view.canvas, view.detail, view.formula_toggle, view.formula)


def show_error(label: w.HTML, text: str, view: OddsView) -> None:
    """Show `text` as an error, blank the answer and hide the chart, so no stale odds stand beside a bad input."""
    label.value = f"<span>{html.escape(text)}</span>"
    label.add_class("tc-message-error")
    view.answer.value = "<b>no answer until the input is fixed</b>"
    for part in _chart_parts(view):
        part.layout.display = "none"
    view.add_class("tc-odds-hidden")


def clear_error(label: w.HTML, view: OddsView | None = None) -> None:
    """Hide the error shown by `show_error`, and show the chart again."""
    label.value = ""
    label.remove_class("tc-message-error")
    if view is not None:
        for part in _chart_parts(view):
            part.layout.display = None
        view.remove_class("tc-odds-hidden")


def placeholder() -> Dist:
    """A one-point distribution for an OddsView to start with, before the first update."""
    return Dist.constant(0)
