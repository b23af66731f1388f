"""Her area's text never overlaps: each free line of text (its box estimated by the kit's text_width, which
over-estimates) is measured against every other line, every centred label and every token."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from companion.games.maliath.state import MONSTER_NAMES
from tests.games.maliath.maliath_table import set_up
from widgets.games.maliath.board import HEIGHT, WIDTH, View, draw_board
from widgets.kit.canvas import Frame
from widgets.kit.geometry import text_width

Box = tuple[float, float, float, float]


class Measured(Frame):
    """A frame that paints nothing and keeps the box of every text and token drawn."""

    def __init__(self) -> None:
        super().__init__(None, WIDTH, HEIGHT)
        self.free: list[tuple[str, Box]] = []     # left- or right-aligned lines
        self.placed: list[tuple[str, Box]] = []   # centred labels and tokens

    def text(self, x, y, text, *, colour="ink", size=13, bold=False, align="left", baseline="alphabetic"):
        w = text_width(text, size)
        left = x - w if align == "right" else x - w / 2 if align == "center" else x
        top = y - size / 2 if baseline == "middle" else y - size
        box = (left, top, left + w, top + size)
        (self.placed if align == "center" else self.free).append((text, box))

    def circle(self, x, y, r, **kw):
        self.placed.append(("token", (x - r, y - r, x + r, y + r)))
        super().circle(x, y, r, **kw)


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _busy_state():
    """A crowded moment: two full Attunement Cards, a long Battle card, the Arbiter, Wounds and Upgrades."""
    state = set_up(players=2)
    return replace(state, markers=(2, 2, 1, 1, 0), battle_card="+1 Strength, Retreat All", upgrades=(4, 3, 3, 3),
                   wounds=(6,) + (1,) * (len(MONSTER_NAMES) - 1), visible=(True,) * len(MONSTER_NAMES),
                   tucked=("blue 3", "green 2", "red 1", "red 2", "yellow 3"), played=("CS007", "red 2", "CS008"))


def test_no_text_of_her_area_overlaps_another_or_a_token_or_leaves_the_canvas():
    frame = Measured()
    draw_board(frame, View(_busy_state()))
    assert any(t.startswith("Battle card") for t, _ in frame.free) and any(t == "token" for t, _ in frame.placed)
    for (t1, a), (t2, b) in combinations(frame.free, 2):
        assert not _overlap(a, b), (t1, t2)
    for t1, a in frame.free:
        assert 0 <= a[0] and a[2] <= WIDTH and a[3] <= HEIGHT, t1
        for t2, b in frame.placed:
            assert not _overlap(a, b), (t1, t2)
