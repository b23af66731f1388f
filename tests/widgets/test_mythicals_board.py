"""The Mythicals board's tiles keep their text inside: a locked tile, tiles with markers, a taken one, the target.

The overlap check (tests/widgets/test_board_overlap.py) lets a label touch its box's edge, within a pixel; in
Chromium a tile's four lines did just that and read cut by the border ("black-6" at the top, "LOCKED" at the
foot, crossed by the lock's bar). Here every line of a tile stays inside it: down, MARGIN_Y clear of its border
(Chromium draws a line's glyphs nearly as tall as the estimate's em box); across, within the tile (the estimate,
0.62 em a character, over-estimates DejaVu Sans Bold by about a tenth: "13 pts, 6 cards" is 92 px, not 102).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.games.mythicals import data, rules
from companion.games.mythicals.events import SetUp
from widgets.games.mythicals.board import HEIGHT, WIDTH, View, draw_board
from widgets.kit.canvas import Frame

MARGIN_Y = 3.0  # px a tile's text keeps from its top and bottom border (the target's border is 2 px inside it)


def _crowded():
    """A table with locked tiles (black-6 among them), tiles holding 1 and 2 markers and a tile taken."""
    hands = (("red-4", "blue-1"), ("green-2", "purple-joker"))
    state = rules.apply(rules.initial_state(), SetUp(("Anna", "Ben"), hands, "Anna"))
    for name in ("black-6", "purple-5", "grey-2"):
        state = state.with_tile(replace(state.tile(name), locked=True))
    state = state.with_tile(replace(state.tile("green-4"), markers=2))
    state = state.with_tile(replace(state.tile("red-3"), markers=1))
    return state.with_tile(replace(state.tile("blue-2"), owner="Ben"))


def _tile_lines(frame: Frame, tile: str) -> list:
    index = next(i for i, d in enumerate(frame.drawn) if d.kind == "rect" and d.name == f"tile:{tile}")
    return [d for d in frame.drawn if d.kind == "text" and d.owner == index]


@pytest.mark.parametrize("view", [
    dict(), dict(target="black-6"), dict(target="green-4", takeable=("black-6", "purple-5"), open=True),
    dict(inspected="tile:black-6"),
], ids=["plain", "locked target", "takeable and open", "inspected"])
def test_every_tile_text_lies_inside_its_tile_clear_of_the_border_and_the_lock_bar(view):
    frame = Frame(None, WIDTH, HEIGHT)
    draw_board(frame, View(_crowded(), **view))
    assert frame.overlaps() == []  # the lock's bar is drawn as a box: a text under it would be found
    for spec in data.TILES:
        tile = next(d for d in frame.drawn if d.kind == "rect" and d.name == f"tile:{spec.name}")
        x0, y0, x1, y1 = tile.box
        lines = _tile_lines(frame, spec.name)
        assert lines, spec.name
        for line in lines:
            a0, b0, a1, b1 = line.box
            assert a0 >= x0 and a1 <= x1 and b0 >= y0 + MARGIN_Y and b1 <= y1 - MARGIN_Y, \
                (spec.name, line.label, line.box, tile.box)


def test_a_locked_tile_says_so_in_words_and_with_a_bar_under_its_text():
    frame = Frame(None, WIDTH, HEIGHT)
    draw_board(frame, View(_crowded()))
    lines = _tile_lines(frame, "black-6")
    assert [d.label for d in lines] == ["black-6", "13 pts, 6 cards", "LOCKED"]
    tile = next(d for d in frame.drawn if d.name == "tile:black-6")
    bars = [d for d in frame.drawn if d.kind == "rect" and d.filled and d.name is None
            and tile.box[0] < d.box[0] < d.box[2] < tile.box[2] and tile.box[1] < d.box[1] < d.box[3] < tile.box[3]]
    assert len(bars) == 1 and bars[0].box[1] >= max(d.box[3] for d in lines) + 1  # under the text, not across it
