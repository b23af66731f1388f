"""The theme for ipywidgets: the page fits 1280x800, text is escaped, buttons stay readable."""

from __future__ import annotations

import ipywidgets as w
import pytest

from widgets.kit import theme
from widgets.kit.style import CSS, colour_button, heading, note, page, row, stylesheet


def test_page_is_capped_to_the_dashboard_width_and_carries_the_stylesheet():
    label = w.Label("x")
    box = page(label, title="Fall <1>")
    assert box.layout.max_width == f"{theme.MAX_DASHBOARD_WIDTH}px"
    assert "tc-page" in box._dom_classes
    assert "tc-stylesheet" in box.children[0]._dom_classes
    assert "Fall &lt;1&gt;" in box.children[1].value
    assert box.children[-1] is label
    assert f"max-width: {theme.MAX_DASHBOARD_WIDTH}px" in CSS and "overflow-x: hidden" in CSS
    assert "<style>" in stylesheet().value


def test_row_wraps_instead_of_scrolling():
    assert row(w.Label("a")).layout.flex_flow == "row wrap"


def test_heading_and_note_escape():
    assert heading("a<b", 2).value == "<h2>a&lt;b</h2>"
    assert "&amp;" in note("a & b").value
    with pytest.raises(ValueError):
        heading("x", 5)


def test_colour_button_keeps_text_readable():
    button = w.Button(description="blue")
    colour_button(button, "blue")
    assert button.style.button_color == theme.colour("blue")
    assert button.style.text_color == theme.text_on("blue")
    colour_button(button, "yellow")
    assert button.style.text_color == theme.NEUTRALS["ink"]
    colour_button(button, None)
    assert button.style.button_color is None
