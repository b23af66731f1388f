"""Issue #13 C7: counts said in plain English, and no move picked for the players."""

from __future__ import annotations

import pytest

from companion.errors import RuleError
from companion.games.fall.data import counted
from companion.games.fall.state import Phase
from widgets.games.fall.board import describe
from widgets.games.fall.dashboard import FallDashboard

from .fall_table import started, with_group


def test_counts_are_singular_for_one_and_plural_otherwise():
    assert [counted(n, "Golem") for n in (0, 1, 2)] == ["0 Golems", "1 Golem", "2 Golems"]
    assert [counted(n, "Enemy") for n in (1, 3)] == ["1 Enemy", "3 Enemies"]


def test_a_region_with_one_golem_says_one_golem():
    text = describe(with_group(started(), "outer-0", golems=1, troops=2), "region:outer-0")
    assert "1 Golem," in text and "2 Troops" in text


def test_the_moves_list_picks_nothing_and_do_it_asks_for_a_pick():
    dash = FallDashboard()
    dash.setup.submit()
    while dash.state.phase is not Phase.DAY:  # the setup's reports, the first card offered each time
        dash.report.click()
    assert dash.moves.options and dash.moves.value is None
    before = dash.state
    dash.do.click()
    assert "Pick a move in the list first" in dash.message.value and dash.state is before
    with pytest.raises(RuleError):
        dash._do(dash.moves)
