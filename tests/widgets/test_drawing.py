"""Drawing helpers: geometry, and hit-testing finds every named shape they draw."""

from __future__ import annotations

import math

import ipycanvas.canvas
import pytest
from hypothesis import given, strategies as st

from widgets.kit import drawing
from widgets.kit.canvas import BoardCanvas, Frame
from widgets.kit.geometry import ORIENTATIONS


def board(draw) -> BoardCanvas:
    return BoardCanvas(300, 240, draw=lambda frame, _state: draw(frame))


@given(st.integers(-8, 8), st.integers(-8, 8), st.sampled_from(ORIENTATIONS))
def test_pixel_to_axial_inverts_axial_to_pixel(q, r, orientation):
    x, y = drawing.axial_to_pixel(q, r, 20, (300, 300), orientation)
    assert drawing.pixel_to_axial(x, y, 20, (300, 300), orientation) == (q, r)
    # A point just inside a corner still belongs to the same hex.
    cx, cy = drawing.hex_corners(x, y, 20, orientation)[0]
    inside = (x + (cx - x) * 0.9, y + (cy - y) * 0.9)
    assert drawing.pixel_to_axial(*inside, 20, (300, 300), orientation) == (q, r)


@pytest.mark.parametrize("orientation, first_corner", [("pointy", (10 * math.sqrt(3) / 2, -5)),
                                                        ("flat", (10, 0))])
def test_hex_corners_lie_on_the_circumcircle(orientation, first_corner):
    corners = drawing.hex_corners(0, 0, 10, orientation)
    assert len(corners) == 6
    assert all(math.isclose(math.hypot(x, y), 10) for x, y in corners)
    assert corners[0] == pytest.approx(first_corner)


def test_unknown_orientation_is_refused():
    with pytest.raises(ValueError, match="orientation"):
        drawing.axial_to_pixel(0, 0, 10, orientation="sideways")


def test_hex_grid_cells_are_named_and_found_at_their_centres():
    cells = [(0, 0), (1, 0), (0, 1), (-1, 1)]
    canvas = board(lambda f: drawing.hex_grid(f, cells, 20, (150, 120), name="hex",
                                              fills={(1, 0): "red"}, labels={(1, 0): "Fire"}))
    for q, r in cells:
        assert canvas.hit_test(*drawing.axial_to_pixel(q, r, 20, (150, 120))) == f"hex:{q},{r}"
    assert canvas.hit_test(2, 2) is None


def test_a_coloured_hex_without_text_is_refused():
    with pytest.raises(ValueError, match="label"):
        board(lambda f: drawing.hex_grid(f, [(0, 0)], 20, (50, 50), fills={(0, 0): "red"}))


def test_square_grid_names_col_row():
    canvas = board(lambda f: drawing.square_grid(f, 3, 2, 40, (10, 10), name="sq"))
    assert canvas.hit_test(10 + 2 * 40 + 5, 10 + 40 + 5) == "sq:2,1"
    assert canvas.hit_test(200, 200) is None
    with pytest.raises(ValueError, match="positive"):
        board(lambda f: drawing.square_grid(f, 0, 2, 40))


def test_pieces_are_named_and_the_topmost_wins():
    def draw(f: Frame) -> None:
        drawing.region(f, [(10, 10), (200, 10), (200, 200), (10, 200)], "North", fill="yellow",
                       name="region:North")
        drawing.badge(f, 100, 60, "3 Troops", name="badge:North")
        drawing.card(f, 20, 100, 7, "blue", name="card:7")
        drawing.token(f, 150, 150, "P1", fill="orange", name="token:P1")
        drawing.pawn(f, 250, 200, "P2", fill="sky", name="pawn:P2")

    canvas = board(draw)
    assert canvas.hit_test(100, 60) == "badge:North"
    assert canvas.hit_test(100 + drawing.text_width("3 Troops", 13) / 2 + 8, 60) == "region:North"
    assert canvas.hit_test(50, 170) == "card:7"
    assert canvas.hit_test(150, 150) == "token:P1"
    assert canvas.hit_test(250, 190) == "pawn:P2"    # the body
    assert canvas.hit_test(250, 160) == "pawn:P2"    # the head
    assert canvas.hit_test(280, 20) is None


def test_card_banner_names_its_colour_in_text():
    canvas = BoardCanvas(200, 200)
    texts = []
    canvas.fill_text = lambda text, x, y, *a: texts.append(text)
    canvas.clients_ready = 1
    canvas.set_draw(lambda f, _s: (drawing.card(f, 0, 0, 3, "green", width=64),
                                   drawing.card(f, 70, 0, 4, "purple", width=30)))
    # The narrow card has no room for "purple": its banner shows the initial.
    assert texts == ["green", "3", "P", "4"]


def test_highlight_marks_with_outline_dash_and_text_and_names_nothing_new():
    def draw(f: Frame) -> None:
        drawing.token(f, 100, 100, "T", name="token:T")
        drawing.highlight(f, "token:T")

    canvas = board(draw)
    assert [s.name for s in canvas.shapes] == ["token:T"]
    texts, dashes = [], []
    canvas.fill_text = lambda text, x, y, *a: texts.append((text, x))
    canvas.set_line_dash = lambda pattern: dashes.append(list(pattern))
    canvas.clients_ready = 1
    canvas.redraw()
    assert ("▶", 100 - 16 - 8) in texts
    assert dashes == [[7, 5], []]


def test_highlight_near_the_left_edge_points_from_the_right():
    texts = []
    canvas = BoardCanvas(200, 200, draw=lambda f, _s: (drawing.token(f, 10, 50, "T", name="t"),
                                                      drawing.highlight(f, "t")))
    canvas.fill_text = lambda text, x, y, *a: texts.append(text)
    canvas.clients_ready = 1
    canvas.redraw()
    assert "◀" in texts


def test_highlight_marker_sides():
    texts = []
    canvas = BoardCanvas(200, 200, draw=lambda f, _s: (
        drawing.token(f, 100, 100, "T", name="t"),
        drawing.highlight(f, "t", side="above"),
        drawing.highlight(f, "t", side="below", marker="legal"),
        drawing.token(f, 100, 190, "B", name="b"),
        drawing.highlight(f, "b", side="below")))
    canvas.fill_text = lambda text, x, y, *a: texts.append((text, x, y))
    canvas.clients_ready = 1
    canvas.redraw()
    assert ("▼", 100, 100 - 16 - 8) in texts
    assert ("legal", 100, 100 + 16 + 8) in texts
    assert ("▼", 100, 190 - 16 - 8) in texts      # no room below the frame's edge: above it
    with pytest.raises(ValueError, match="side"):
        board(lambda f: (drawing.token(f, 50, 50, "T", name="t"), drawing.highlight(f, "t", side="up")))


def test_highlight_of_a_shape_not_drawn_is_refused():
    with pytest.raises(ValueError, match="no shape called 'ghost'"):
        board(lambda f: drawing.highlight(f, "ghost"))


def test_legend_swatches_carry_text():
    texts = []
    canvas = BoardCanvas(300, 200)
    canvas.fill_text = lambda text, x, y, *a: texts.append(text)
    canvas.clients_ready = 1
    canvas.set_draw(lambda f, _s: drawing.legend(f, 0, 0, [("red", "Fire"), ("blue", "Water", "≈")],
                                                 title="Legend"))
    assert texts == ["Legend", "F", "Fire", "≈", "Water"]


def test_a_full_board_frame_is_one_message():
    sent = []
    manager = ipycanvas.canvas._CANVAS_MANAGER
    manager.send = lambda content, buffers=None: sent.append(content)
    try:
        canvas = board(lambda f: (f.clear(), drawing.hex_grid(f, [(0, 0), (1, 0)], 20, (60, 60),
                                                              name="h"),
                                  drawing.highlight(f, "h:1,0")))
        canvas.clients_ready = 1
        canvas.redraw()
    finally:
        del manager.send
    assert len(sent) == 1


def test_the_benchmark_board_is_busy_and_one_message_per_frame():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "benchmarks" / "drawing.py"
    spec = importlib.util.spec_from_file_location("bench_drawing", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    frame = Frame(None, bench.WIDTH, bench.HEIGHT)
    bench.draw_busy_board(frame, None)
    assert len(frame.shapes) >= 200
    canvas = BoardCanvas(bench.WIDTH, bench.HEIGHT, draw=bench.draw_busy_board)
    canvas.clients_ready = 1
    _ms, messages, size = bench.measure(bench.batched(canvas), 1)
    assert messages == 1 and size > 0
    _ms, messages, _size = bench.measure(bench.naive(canvas), 1)
    assert messages > 200
