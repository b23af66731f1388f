"""BoardText: the board's lines behind a toggle and the last step in one live line, escaped."""

from __future__ import annotations

import re

from widgets.kit.board_text import BoardText


def test_the_lines_are_listed_in_a_fold_and_the_last_step_is_a_live_line():
    view = BoardText("fall")
    view.show(("The City: 30 Defense Points", "River (outer-3): 2 Golems"), "P1 moves to ring-1")
    assert "tc-board-text" in view._dom_classes and "fall-board-text" in view._dom_classes
    assert re.findall(r"<li>(.*?)</li>", view.list.value) == ["The City: 30 Defense Points", "River (outer-3): 2 Golems"]
    assert view.live.value == "Last step: P1 moves to ring-1" and "tc-live" in view.live._dom_classes
    assert view.lines == ("The City: 30 Defense Points", "River (outer-3): 2 Golems")


def test_the_fold_opens_and_stays_open_across_a_redraw():
    view = BoardText()
    assert view.list.layout.display == "none" and view.toggle.description == "▸ The board in words"
    view.toggle.value = True
    view.show(["Space a: empty"], "White moves to a")
    assert view.list.layout.display is None and view.toggle.description == "▾ The board in words"


def test_the_live_line_is_there_before_any_step_and_after_each():
    view = BoardText()
    assert view._dom_classes == ("tc-board-text",)
    assert view.live.value == "Last step: none yet"
    view.show(["Space a: empty"], None)
    assert view.live.value == "Last step: none yet" and "<li>Space a: empty</li>" in view.list.value
    view.show(["Space b: White (Arboro) stands here"], "White moves to b")
    assert view.live.value == "Last step: White moves to b" and "Space a" not in view.list.value


def test_every_text_is_escaped():
    view = BoardText("x")
    view.show(["<b>Golem</b> & Troop"], "<script>alert(1)</script>")
    assert "<b>" not in view.list.value and "<script>" not in view.live.value
    assert "&lt;b&gt;Golem&lt;/b&gt; &amp; Troop" in view.list.value
    assert view.live.value == "Last step: &lt;script&gt;alert(1)&lt;/script&gt;"
