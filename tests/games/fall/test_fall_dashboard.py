"""The Fall's dashboard driven in Python: setup, the setup reports, a move on a highlighted node, an
attack with its odds shown, a card reported, a refusal that changes nothing, undo, and the page."""

from __future__ import annotations

import copy

import pytest

from companion.errors import RuleError
from companion.games.fall.events import Deposit, Move, NightCard, RevealCard
from companion.games.fall.state import Phase
from widgets.games.fall.dashboard import FallDashboard, fall_page


def _playing(characters: tuple[str, ...] = ()) -> FallDashboard:
    dash = FallDashboard()
    for box, character in zip(dash.setup.chars, characters):
        box.value = character
    dash.setup.submit()
    assert dash.state.phase is Phase.REVEALS
    while dash.state.phase is not Phase.DAY:
        assert dash.reports.options, "a setup report is offered"
        dash.report.click()
    return dash


def test_setup_form_starts_the_game_with_what_it_holds():
    dash = FallDashboard()
    assert dash.setup.layout.display is None and dash.play.layout.display == "none"
    dash.setup.count.value = 3
    dash.setup.names[0].value = "Ada"
    dash.setup.defense.value = 25
    dash.setup.submit()
    state = dash.state
    assert [p.name for p in state.players][:1] == ["Ada"] and len(state.players) == 3
    assert state.defense == 25
    assert dash.setup.layout.display == "none"


def test_a_refused_setup_says_why_and_changes_nothing():
    dash = FallDashboard()
    dash.setup.chars[1].value = dash.setup.chars[0].value  # the same Character twice
    before = copy.deepcopy(dash.state)
    dash.setup.start.click()
    assert "Refused" in dash.message.value or "twice" in dash.message.value
    assert dash.state == before and len(dash.session) == 0


def test_a_move_onto_a_highlighted_node_then_undo():
    dash = _playing()
    assert "action" in dash.prompt.text
    dest = dash.options().offers["destinations"][0]
    assert f"node:{dest}" in dash.targets()
    dash.pick(f"node:{dest}")
    assert dash.state.player.node == dest and dash.state.actions == 1
    assert dest in dash.players.value
    dash.undo()
    assert dash.state.actions == 0


def test_a_click_on_a_node_not_offered_only_describes_it_and_changes_nothing():
    dash = _playing()
    offered = set(dash.options().offers["destinations"])
    far = next(n.id for n in dash.state.board.nodes if n.id not in offered and n.id != dash.state.player.node
               and dash.state.character_at(n.id) is None)
    before = copy.deepcopy(dash.state)
    dash.pick(f"node:{far}")
    assert dash.state == before
    assert far in dash.inspect.value


def test_attack_odds_show_before_any_crystal_then_a_card_is_reported():
    dash = _playing()
    region = dash.options().offers["attack_regions"][0]
    dash.pick(f"region:{region}")
    text = dash.odds.value
    assert f"Attack on the Enemies in {region}" in text
    assert "P(success)" in text and "P(Eradication Bonus)" in text and "%" in text and "/" in text
    assert dash.attack.layout.display is None
    stash = dash.state.player.qoam
    dash.attack.click()
    assert dash.state.attack is not None and dash.state.player.qoam == stash
    card = next(c for c in dash.options().choices if isinstance(c.event, RevealCard))
    dash.reports.value = dash.options().choices.index(card)
    dash.report.click()
    assert dash.state.attack.cards and "Revealed so far" in dash.odds.value
    dash.undo()
    assert not dash.state.attack.cards and "Revealed so far" not in dash.odds.value


def test_a_refused_event_through_act_changes_nothing():
    dash = _playing()
    before = copy.deepcopy(dash.state)
    with pytest.raises(RuleError):
        dash.act(Move(("no-such-node",)))
    assert dash.state == before


def test_the_night_forecast_shows_before_the_night():
    dash = _playing()
    assert "Colossus Card within" in dash.night.value and "%" in dash.night.value


def test_the_page_is_the_shell_with_a_history(tmp_path):
    box = fall_page(folder=tmp_path)
    dash = box.dashboard
    assert isinstance(dash, FallDashboard) and dash.history is not None
    dash.setup.submit()
    assert box.picker.current is not None or len(list(tmp_path.iterdir()))


def test_ending_the_day_brings_the_night_and_its_report():
    dash = _playing()
    first = dash.state.player.name
    dash.prompt.choose("End the Day")
    assert dash.state.phase is Phase.NIGHT
    assert dash.reports.options and dash.play.layout.display is None
    dash.report.click()
    assert dash.state.phase in (Phase.DAY, Phase.OVER)
    if dash.state.phase is Phase.DAY:
        assert dash.state.player.name != first
    assert dash.state.log and dash.state.log[0].split()[0] in dash.status.value


def test_a_deposit_of_the_crystals_picked_in_the_choices_form():
    dash = _playing(("The Heir", "The Outsider"))  # Icaion Characters start on City nodes
    deposit = next(k for k, c in enumerate(dash.options().choices) if isinstance(c.event, Deposit))
    dash.moves.value = deposit
    form = dash.move_choices
    assert form.layout.display is None and form.form is not None and form.form.key == "Deposit"
    held = [c for n, c in zip(dash.state.player.qoam, ("blue", "brown", "green", "grey", "pink")) for _ in range(n)]
    spaces = list(form.boxes)
    # Too many crystals picked: refused in the message area, nothing changes.
    for space, colour in zip(spaces, held + held[:1]):
        form.pick(space, colour)
    before = copy.deepcopy(dash.state)
    dash.do.click()
    assert "Qoam left to deposit" in dash.message.value and dash.state == before
    assert dash.move_choices.values()[spaces[0]] == held[0]  # the picks stay as they were made
    form = dash.move_choices
    for space in spaces:
        form.pick(space, "")
    form.pick(spaces[1], held[0])
    form.pick(spaces[3], held[1])
    dash.do.click()
    state = dash.state
    assert state.city[1] == held[0] and state.city[3] == held[1] and state.player.stash_size == 0
    assert state.actions == 1
    dash.undo()
    assert dash.state.city == ("",) * 5


def test_a_move_without_choices_shows_no_form():
    dash = _playing()
    end = next(k for k, c in enumerate(dash.options().choices) if c.label == "End the Day")
    dash.moves.value = end
    assert dash.move_choices.layout.display == "none" and dash.move_choices.event(dash.state) is None


def test_the_nights_report_carries_the_tables_choices():
    dash = _playing()
    dash.prompt.choose("End the Day")
    region = next(k for k, c in enumerate(dash.options().choices)
                  if isinstance(c.event, NightCard) and "card (" in c.label)
    dash.reports.value = region
    form = dash.report_choices
    assert form.form is not None and any(key.startswith("release:") for key in form.boxes)
    dash.report.click()
    assert dash.state.log and dash.state.log[0].split()[0] in dash.status.value
