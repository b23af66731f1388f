"""The kit's small controls: a pick list made once for every game's forms."""

from __future__ import annotations

from widgets.kit.controls import dropdown


def test_a_dropdown_shows_the_value_given_else_the_first_option():
    box = dropdown([("one", 1), ("two", 2)], 2, "count", "150px")
    assert box.value == 2 and box.label == "two"
    assert box.description == "count" and box.layout.width == "150px"
    assert box.style.description_width == "initial"  # the description as wide as its text
    assert dropdown(["a", "b"]).value == "a"
    empty = dropdown()
    assert empty.value is None and empty.options == () and empty.layout.width == "180px"
