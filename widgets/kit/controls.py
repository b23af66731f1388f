"""Small shared controls: a button with a CSS class, and a message label and how to say something in it."""

from __future__ import annotations

import html

from typing import Callable

import ipywidgets as w

from widgets.kit.style import colour_button

__all__ = ["button", "message_label", "say"]


def button(text: str, css: str, tooltip: str = "", *, colour: str | None = None, compact: bool = False,
           on_click: Callable[[w.Button], None] | None = None) -> w.Button:
    """A button labelled `text`, tagged with the CSS class `css` (browser tests find it by that),
    painted in the game colour `colour` if given, sized to its text when `compact`."""
    layout = w.Layout(width="auto", margin="2px 6px 2px 0") if compact else w.Layout()
    made = w.Button(description=text, tooltip=tooltip or text, layout=layout)
    made.add_class(css)
    if colour is not None:
        colour_button(made, colour)
    if on_click is not None:
        made.on_click(on_click)
    return made


def say(label: w.HTML, text: str, kind: str = "info") -> None:
    """Show `text` (escaped, plain) in a message label; an empty text hides it."""
    label.value = html.escape(text)
    for old in ("tc-message-info", "tc-message-refusal", "tc-message-error"):
        label.remove_class(old)
    label.add_class(f"tc-message-{kind}")
    label.layout.display = "" if text else "none"


def message_label(css: str) -> w.HTML:
    """A hidden message label with the shared message style and the class `css`."""
    label = w.HTML("", layout=w.Layout(display="none"))
    label.add_class("tc-message")
    label.add_class(css)
    return label
