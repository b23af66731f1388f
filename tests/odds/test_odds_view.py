"""OddsView: the answer as % and fraction, success bars marked, the formula on request."""

from __future__ import annotations

from fractions import Fraction

import pytest

pytest.importorskip("ipycanvas")

from companion.odds import Die, Dist, Face  # noqa: E402
from widgets.kit.odds_view import OddsView, percent_and_fraction  # noqa: E402


def test_percent_and_fraction_reads_like_a_player():
    assert percent_and_fraction(Fraction(5, 8)) == "62.5 % (5/8)"
    assert percent_and_fraction(Fraction(1, 3)) == "33.3 % (1/3)"


def test_view_shows_success_and_updates():
    view = OddsView(Dist.from_counts({1: 1, 2: 3, 3: 4}), success=lambda x: x >= 2, title="EXAMPLE")
    assert "87.5 % (7/8)" in view.answer.value
    assert [s.name for s in view.canvas.shapes] == ["bar:1", "bar:2", "bar:3"]
    view.update(Dist.from_counts({1: 1, 2: 1}))
    assert "50.0 % (1/2)" in view.answer.value
    view.update(Dist.from_counts({1: 1, 2: 1}), success=None)
    assert view.answer.value == ""


def test_formula_only_when_asked():
    view = OddsView(Dist.from_counts({1: 1, 3: 3}), success=lambda x: x == 3)
    assert view.formula.value == ""
    view.formula_toggle.value = True
    assert "\\frac{3}{4}" in view.formula.value and "G(x)" in view.formula.value


def test_view_of_die_faces_with_wounds():
    view = OddsView(Die([1, Face(2, True)]).dist, success=lambda f: f.wound, show_formula=True)
    assert "(1/2)" in view.answer.value
    assert view.formula.value


def test_view_refuses_a_non_dist():
    view = OddsView(Dist.constant(1))
    with pytest.raises(ValueError, match="dist"):
        view.update({1: 1})


def test_bars_fit_the_canvas_and_paint_when_a_browser_connects():
    dist = Dist.from_counts({k: k + 1 for k in range(30)})   # EXAMPLE: 30 outcomes
    view = OddsView(dist, success=lambda x: x >= 20)
    view.canvas._client_ready()                              # as when the browser is ready
    assert view.canvas.frames_sent == 1
    for shape in view.canvas.shapes:
        (x0, y0), (x1, y1) = shape.points
        assert 0 <= x0 < x1 <= view.canvas.width and 0 <= y0 < y1 <= view.canvas.height
    # The tallest bar (outcome 29) reaches the top of the plot; the smallest is still visible.
    heights = {s.name: s.points[1][1] - s.points[0][1] for s in view.canvas.shapes}
    assert heights["bar:29"] == max(heights.values()) and heights["bar:0"] >= 1


def test_clicking_a_bar_marks_it_and_shows_its_exact_chance():
    from companion.odds import Dist
    from widgets.kit.odds_view import OddsView

    view = OddsView(Dist.from_counts({1: 1, 2: 2, 3: 5}), success=lambda v: v >= 2)
    bar = next(s for s in view.canvas.shapes if s.name == "bar:3")
    (x0, y0), (x1, y1) = bar.points
    assert view.canvas.click((x0 + x1) / 2, (y0 + y1) / 2) == "bar:3"
    assert view.detail.value == "Exactly 3: 62.5 % (5/8)"
    assert view.selected == "bar:3"
    view.update(Dist.from_counts({7: 1}))  # the clicked outcome is gone: the mark goes too
    assert view.selected is None
