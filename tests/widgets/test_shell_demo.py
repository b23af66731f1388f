"""The gallery's Tally table (widgets/table/shell_demo.py) is the shell every game has: a click on the stash
sets it up and saves the game, the bar's Undo names its step, a refusal lands in the now panel's message slot."""

from __future__ import annotations

import copy

from companion.games.tally import Spend
from widgets.table.shell_demo import tally_page


def test_the_tally_table_plays_on_the_shell(tmp_path):
    box = tally_page(folder=tmp_path)
    dash = box.dashboard
    assert "tc-now" in dash.now_box._dom_classes and box.bar.menu_button.description == "☰ Saved games"
    assert "tc-game-bar" in box.bar._dom_classes and box.children.index(box.bar) < box.children.index(dash.widget)
    dash.pick("stash")  # not set up: the click sets up an empty stash, and the saved game is started
    assert dash.state.set_up and dash.state.crystals == 0 and list(tmp_path.glob("*.jsonl"))
    dash.pick("stash")
    assert dash.state.crystals == 1
    assert dash.now_undo.tooltip == "Undo: Gain 1 crystal"
    before = copy.deepcopy(dash.state)
    dash.message.guard(dash.act)(Spend(5))
    assert dash.state == before and "5" in dash.message.text and dash.message.kind == "refusal"
    dash.undo()
    assert dash.state.crystals == 0
    assert "The stash: 0 of 6 crystals" in " ".join(dash.game.board_text(dash.state))
    box.picker.close_session()
