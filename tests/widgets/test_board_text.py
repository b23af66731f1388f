"""BoardText: the board's lines in a fold and the last step in a polite live region, escaped."""

from __future__ import annotations

import re

from widgets.kit.board_text import BoardText


def test_the_lines_are_listed_in_a_fold_and_the_last_step_is_a_live_region():
    view = BoardText("fall")
    view.show(("The City: 30 Defense Points", "River (outer-3): 2 Golems"), "P1 moves to ring-1")
    assert "tc-board-text" in view._dom_classes and "fall-board-text" in view._dom_classes
    assert view.value.startswith("<details class='tc-board-text-fold'")
    assert "<summary>The board in words</summary>" in view.value
    assert re.findall(r"<li>(.*?)</li>", view.value) == ["The City: 30 Defense Points", "River (outer-3): 2 Golems"]
    status = re.search(r"<p class='tc-last-step' role='status' aria-live='polite'>(.*?)</p>", view.value)
    assert status and status.group(1) == "Last step: P1 moves to ring-1"
    assert view.lines == ("The City: 30 Defense Points", "River (outer-3): 2 Golems")


def test_the_live_region_is_there_before_any_step_and_after_each():
    view = BoardText()
    assert view._dom_classes == ("tc-board-text",)
    assert "role='status'" in view.value and "Last step: none yet" in view.value
    view.show(["Space a: empty"], None)
    assert "Last step: none yet" in view.value and "<li>Space a: empty</li>" in view.value
    view.show(["Space b: White (Arboro) stands here"], "White moves to b")
    assert "Last step: White moves to b" in view.value and "Space a" not in view.value


def test_every_text_is_escaped():
    view = BoardText("x")
    view.show(["<b>Golem</b> & Troop"], "<script>alert(1)</script>")
    assert "<b>" not in view.value and "<script>" not in view.value
    assert "&lt;b&gt;Golem&lt;/b&gt; &amp; Troop" in view.value
    assert "Last step: &lt;script&gt;alert(1)&lt;/script&gt;" in view.value
