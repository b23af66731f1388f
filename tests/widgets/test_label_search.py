"""The search for a free place for a label: the frame's grid finds exactly what a look at every shape drawn
finds, and a crowded 400-node user board of The Fall tries a bounded number of places yet names every node."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.fall import board as fb
from companion.games.fall.game import GAME
from tests.games.fall.fall_table import crowded_board
from widgets.games.fall.board import HEIGHT, ID_TRIES, WIDTH, View, draw_board
from widgets.kit.canvas import Frame, _across, _meets

coord = st.floats(-60, 760, allow_nan=False)
size = st.floats(0, 300, allow_nan=False)
boxes = st.tuples(coord, coord, size, size).map(lambda b: (b[0], b[1], b[0] + b[2], b[1] + b[3]))
shapes = st.lists(st.tuples(st.sampled_from(["text", "rect", "circle", "marker", "filled", "coloured"]), boxes), max_size=40)


def _draw(frame: Frame, kind: str, box) -> None:
    x0, y0, x1, y1 = box
    if kind == "text":
        frame.text(x0, y0, "label", size=max(1, int(y1 - y0) % 30 + 6))
    elif kind == "circle":
        frame.circle((x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2 + 1, fill=None, stroke="ink")
    elif kind == "marker":
        frame.circle(x0, y0, 9, fill="red", stroke=None, label="P")
    elif kind == "coloured":
        frame.rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1, fill="red", stroke=None, label="R")
    else:
        frame.rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1, fill="paper" if kind == "filled" else None, stroke="ink")


def _clear_by_every_shape(frame: Frame, box, edges: bool) -> bool:
    return not any(_meets(d, box) if (d.kind == "text" and d.label.strip()) or d.marker
                   else edges and _across(d, box) for d in frame.drawn)


@settings(max_examples=150, deadline=None)
@given(shapes, st.lists(boxes, min_size=1, max_size=10), st.booleans())
def test_the_frames_grid_finds_what_a_look_at_every_shape_finds(drawn, asked, edges):
    frame = Frame(None, 700, 680)
    for kind, box in drawn:
        _draw(frame, kind, box)
    for box in asked:
        assert frame.is_clear(box, edges=edges) == _clear_by_every_shape(frame, box, edges)


def test_a_400_node_user_board_tries_a_bounded_number_of_places_and_names_every_node(monkeypatch):
    state = GAME.initial_state({"board": crowded_board()})
    assert len(state.board.nodes) == fb.MAX_NODES
    tried = []
    room_for = Frame.room_for
    monkeypatch.setattr(Frame, "room_for", lambda self, box, **kw: tried.append(box) or room_for(self, box, **kw))
    frame = Frame(None, WIDTH, HEIGHT)
    draw_board(frame, View(state))
    assert 0 < len(tried) <= ID_TRIES
    said = {d.label for d in frame.drawn if d.kind == "text"}
    assert all(n.id in said for n in state.board.nodes)


def test_the_printed_board_places_its_ids_well_within_the_budget(monkeypatch):
    tried = []
    room_for = Frame.room_for
    monkeypatch.setattr(Frame, "room_for", lambda self, box, **kw: tried.append(box) or room_for(self, box, **kw))
    draw_board(Frame(None, WIDTH, HEIGHT), View(GAME.initial_state({})))
    assert 0 < len(tried) < ID_TRIES / 4
