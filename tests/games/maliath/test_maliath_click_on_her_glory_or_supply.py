"""A click on her Glory or her supply in her area reads out the numbers drawn there (the readout said only
"glory" or "supply"), and the readout follows her moves while the piece stays picked."""

from __future__ import annotations

from companion.games.maliath.events import EndEra, Flip, Pick, Report
from companion.games.maliath.state import Ask
from widgets.games.maliath.dashboard import MaliathDashboard
from tests.games.maliath.maliath_table import attunement_answers
from tests.games.maliath.test_maliath_dashboard import physical


def test_a_click_on_her_glory_or_her_supply_reads_out_how_much_she_has_and_follows_her_moves():
    dash = MaliathDashboard()
    physical(dash)
    dash.board.pick("supply")
    assert dash.inspect.value == "Her supply: 8 Golems and 16 Troops (not on the board)."
    dash.board.pick("glory")
    assert dash.inspect.value == "Her Glory: 0."
    dash.act(Flip("CS009"))
    dash.act(Report(4))  # the Encounter: 4 + 3 Glory, and 1 Troop deployed
    assert (dash.state.glory, dash.state.troops) == (7, 15)
    assert dash.inspect.value == "Her Glory: 7."  # still picked: read out again
    dash.board.pick("supply")
    assert dash.inspect.value == "Her supply: 8 Golems and 15 Troops (not on the board)."
    dash.undo()
    assert dash.inspect.value == "Her supply: 8 Golems and 16 Troops (not on the board)."


def test_a_played_card_still_picked_when_the_era_ends_reads_out_without_an_error():
    dash = MaliathDashboard()
    physical(dash)
    dash.act(Flip("CS009"))
    dash.act(Report(4))
    dash.board.pick("played:1")
    assert dash.inspect.value.startswith("Destiny")
    dash.act(EndEra())  # her played cards stay until her deck for Era II is made
    dash.act(Report(0))
    assert dash.state.ask is not Ask.NONE
    for value in ["blue 3", "red 3"] + [e.value for e in attunement_answers()]:  # Development, Attunement
        dash.act(Pick(value))
    assert dash.state.era == 2 and dash.state.played == ()  # the piece is gone: no error on the way
