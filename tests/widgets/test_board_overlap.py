"""No two texts of a board, nor a text and a marker, overlap: the kit's check itself, then each game's board."""

from __future__ import annotations

from widgets.kit.canvas import BoardCanvas, Frame


def _frame(draw) -> list[tuple[str, str]]:
    canvas = BoardCanvas(300, 200, lambda frame, _: draw(frame))
    return canvas.overlaps()


def test_two_overlapping_labels_are_found():
    found = _frame(lambda f: (f.text(10, 50, "Tucked: 8"), f.text(30, 52, "Upgrades")))
    assert found == [("'Tucked: 8'", "'Upgrades'")]


def test_two_labels_apart_are_not_found():
    assert _frame(lambda f: (f.text(10, 50, "Tucked: 8"), f.text(10, 80, "Upgrades"))) == []


def test_a_label_over_a_marker_is_found_but_not_its_own_label():
    def draw(f: Frame) -> None:
        f.circle(40, 50, 9, fill="red", label="A", name="node:a")
        f.text(46, 52, "ring-2", size=9)
    assert _frame(draw) == [("'ring-2'", "node:a")]


def test_a_label_inside_a_region_box_is_not_an_overlap_but_one_leaving_it_is():
    assert _frame(lambda f: f.rect(10, 10, 120, 40, fill="paper", label="Forest\n2G 1T", name="region:a")) == []
    found = _frame(lambda f: f.rect(100, 10, 40, 40, fill="paper", label="a long Machine line", name="region:b"))
    assert found == [("'a long Machine line' (region:b)", "outside region:b")]


def test_a_marker_hidden_by_a_later_box_and_a_text_off_the_canvas_are_found():
    def draw(f: Frame) -> None:
        f.circle(40, 50, 12, fill="red", label="P1", name="node:ring-2")
        f.rect(30, 40, 100, 60, fill="paper", name="island:crater-1")
        f.text(290, 190, "Defense 30")
    assert _frame(draw) == [("node:ring-2", "island:crater-1"), ("'Defense 30'", "outside the canvas")]


def test_the_text_box_follows_alignment_and_baseline():
    def draw(f: Frame) -> None:
        f.text(100, 50, "abc", align="right", baseline="top")   # 64..100 across, 50..60 down at size 15 * 0.6
        f.text(101, 50, "abc", baseline="top")
    assert _frame(draw) == []
