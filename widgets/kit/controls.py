"""Small shared controls: a widget tagged with a CSS class, a button, a pick list, a name for a control that shows
no label, and a message label and how to say something in it."""

from __future__ import annotations

import html
from typing import Any, Callable, Iterable

import ipywidgets as w

from widgets.kit.style import colour_button

__all__ = ["button", "classed", "dropdown", "list_and_button", "message_label", "named", "say"]


def list_and_button(pick_list: w.Widget, act: w.Widget) -> w.HBox:
    """A pick list and the button that acts on it, on one line: the list gives way, never the button's words."""
    pick_list.layout.flex = "1 1 auto"
    act.layout.flex = "0 0 auto"
    return w.HBox([pick_list, act], layout=w.Layout(align_items="center", width="auto"))


def classed(widget: w.Widget, css_class: str) -> w.Widget:
    """Tag `widget` with a stable CSS class (the browser tests find it by that) and return it."""
    widget.add_class(css_class)
    return widget


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


def named(widget: w.Widget, name: str) -> w.Widget:
    """Give a control that shows no label of its own an accessible name (what a screen reader says), and return it.

    ipywidgets 8 names a control only by its `description`: the `<label>` it draws is tied to the pick list,
    list box or text field (`for=`), and a Checkbox's words sit inside the `<label>` around its box. With no
    description the label is hidden and the control has no name; the `tooltip` then becomes the control's
    title, which axe-core still counts as no visible label (label-title-only). So the name goes into the
    description and is kept off the screen: a pick list's or field's label is drawn zero wide, a checkbox is
    made only as wide as its box, its words visually hidden. Both stay in the page for screen readers. A control
    that shows its description keeps it.
    """
    if not name:
        raise ValueError("named: a control needs a non-empty name")
    if widget.description:
        return widget
    widget.description = name
    if isinstance(widget, w.Checkbox):
        widget.indent = False
        widget.layout.width = "auto"  # as wide as its tick: its words are visually hidden
        widget.add_class("tc-named-box")  # its words visually hidden (the kit's stylesheet), not cut off
    else:
        widget.style.description_width = "0px"
    return widget


def dropdown(options: Iterable[Any] = (), value: Any = None, description: str = "", width: str = "180px",
             *, name: str = "") -> w.Dropdown:
    """A pick list of `options` (labels, or (label, value) pairs) showing `value` if given, its description
    as wide as its text; with no description, `name` is what a screen reader calls it (`named`)."""
    box = w.Dropdown(options=options, description=description, layout=w.Layout(width=width),
                     style={"description_width": "initial"})
    if value is not None:
        box.value = value
    if not description and name:
        named(box, name)
    return box


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
