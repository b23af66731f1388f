"""The Fall's dashboard driven in Python: setup, the setup reports, a move on a highlighted node, an
attack with its odds shown, a card reported, a refusal that changes nothing, undo, and the page."""

from __future__ import annotations

import copy
import html

import pytest

from companion.errors import RuleError
from companion.games.fall.events import Deposit, Move, NightCard, RevealCard
from companion.games.fall.state import Phase
from widgets.games.fall.board import describe
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
    dash = _playing(("The Heir", "Sanya"))  # an Icaion Character starts on a City node
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


def test_picking_another_report_entry_records_that_entry_not_the_forms_old_picks():
    """Issue #13 A1: choosing an entry sets the form to that entry's event; Report records it exactly."""
    dash = _playing()
    region = dash.options().offers["attack_regions"][0]
    dash.pick(f"region:{region}")
    dash.attack.click()
    choices = dash.options().choices
    cards = [k for k, c in enumerate(choices) if isinstance(c.event, RevealCard)]
    assert dash.reports.value == cards[0]
    first = choices[cards[0]].event
    other = next(k for k in cards if (choices[k].event.value, choices[k].event.banner) != (first.value, first.banner))
    wanted = choices[other].event
    dash.reports.value = other
    assert dash.report_choices.event(dash.state) == wanted
    dash.report.click()
    card = dash.state.attack.cards[-1]
    assert (card.value, card.banner) == (wanted.value, wanted.banner)


def test_the_storm_shows_beside_the_monster_deck_not_on_the_event_board():
    """Issue #13 A3: the Storm Card is put next to the Monster Deck (The Storm Card Is Revealed!, step 1)."""
    dash = _playing()
    for _ in range(40):
        storm = next((c for c in dash.options().choices if c.kind == "report" and c.label.startswith("Storm")), None)
        if storm is not None:
            break
        end = next((c for c in dash.options().choices if c.label == "End the Day"), None)
        dash.act(end.event if end is not None else next(c.event for c in dash.options().choices if c.kind == "report"))
    assert storm is not None
    dash.act(storm.event)
    status = dash.status.value
    assert "Storm beside the Monster Deck" in status
    assert "Storm" not in status.split("Event Board:")[1].split("·")[0]


def test_example_machines_stay_labelled_in_play():
    """Issue #13 B4: the SetUp records the EXAMPLE Machine draft and the notes under the board say so in play."""
    dash = _playing()
    assert dash.session.events[0].example_machines and dash.state.example_machines
    assert "EXAMPLE draft" in dash.notes.value
    entered = FallDashboard()
    entered.setup.clear_machines()
    entered.setup.submit()
    assert not entered.state.example_machines and "EXAMPLE draft" not in entered.notes.value


def test_a_refused_board_click_says_why_with_the_section():
    """Issue #13 B1: a node out of reach or a region that cannot be attacked says why, naming the section."""
    dash = _playing()
    offered = set(dash.options().offers["destinations"])
    far = next(n.id for n in dash.state.board.nodes if n.id not in offered and n.id != dash.state.player.node
               and dash.state.character_at(n.id) is None)
    before = copy.deepcopy(dash.state)
    dash.pick(f"node:{far}")
    assert "Not now:" in dash.inspect.value and "(Move)" in dash.inspect.value
    # ... and in the now panel's message slot, where the player looks after a click
    assert dash.message.kind == "refusal" and "Not now:" in dash.message.text and "(Move)" in dash.message.text
    assert dash.state == before
    around = set(dash.state.board.node(dash.state.player.node).regions)
    away = next(r.id for r in dash.state.board.regions if r.id not in around)
    dash.pick(f"region:{away}")
    assert "Not now:" in dash.inspect.value and "Attack Enemies" in dash.inspect.value


def test_the_last_line_says_what_an_attack_did_and_picks_do_not_outlive_their_state():
    """Issue #13 C3/C4: "Last:" tells an attack's result; the inspect line follows the state, and a new turn
    forgets the old pick."""
    dash = _playing()
    region = dash.options().offers["attack_regions"][0]
    dash.pick(f"region:{region}")
    dash.attack.click()
    card = next(c for c in dash.options().choices if isinstance(c.event, RevealCard))
    dash.act(card.event)
    resolve = next(c.event for c in dash.options().choices if c.label.startswith("Resolve the attack"))
    dash.act(resolve)
    last = dash.status.value.split("Last:")[1]
    assert "defeats" in last or "fails" in last
    assert dash.inspect.value.startswith(html.escape(describe(dash.state, f"region:{region}")))
    dash.prompt.choose("End the Day")
    assert dash.target is None and dash.inspected is None and dash.chosen is None


def test_odds_rows_the_player_cannot_pay_are_marked():
    """Issue #13 C5: rows for more cards than the player can pay for say so."""
    from companion.games.fall.odds import attack_advice

    dash = _playing()
    region = dash.options().offers["attack_regions"][0]
    dash.pick(f"region:{region}")
    a = attack_advice(dash.state, "enemies", region)
    unpaid = sum(r.cards > a.payable for r in a.rows)
    assert unpaid and dash.odds.value.count("(cannot pay)") == unpaid


def test_example_city_defense_and_colossus_shards_stay_labelled_in_play():
    """City Defense and the Colossus's shards are not printed: a game started on the EXAMPLE values says so in
    play (under the board), naming each one kept; entered values are not labelled."""
    dash = _playing()
    assert dash.state.example_numbers == ("City Defense", "the Colossus's shards")
    assert "City Defense and the Colossus&#x27;s shards: started at the EXAMPLE values" in dash.notes.value
    one_entered = FallDashboard()
    one_entered.setup.defense.value = 27
    one_entered.setup.submit()
    assert one_entered.state.example_numbers == ("the Colossus's shards",) and one_entered.state.defense == 27
    assert "the Colossus&#x27;s shards: started at the EXAMPLE value</b>" in one_entered.notes.value
    both = FallDashboard()
    both.setup.defense.value, both.setup.shards.value = 27, 5
    both.setup.submit()
    assert both.state.example_numbers == () and "EXAMPLE value" not in both.notes.value


def test_a_click_that_moves_or_starts_an_attack_shows_no_not_now_afterwards():
    """Play-test: after a click moved the Character (or started the attack picked), the inspect line described
    the shape with "Not now: ... stands there already", reading as a refusal of what had just happened."""
    dash = _playing()
    node = dash.options().offers["destinations"][0]
    moves = len(dash.session)
    dash.pick(f"node:{node}")
    assert len(dash.session) == moves + 1 and dash.state.players[0].node == node
    assert "Not now" not in dash.inspect.value and dash.inspect.value.startswith(
        html.escape(describe(dash.state, f"node:{node}")))
    region = dash.options().offers["attack_regions"][0]
    dash.pick(f"region:{region}")
    dash.attack.click()
    assert dash.state.attack is not None and "Not now" not in dash.inspect.value
    dash.pick(f"region:{region}")  # clicked again while the attack is under way: now the reason is the answer
    assert "Not now:" in dash.inspect.value


def test_the_days_investigate_report_is_not_picked_for_the_players_and_report_alone_is_refused():
    """Issue #22: at the Day's first action the moves and the Investigate's reports wait for the players' pick
    (its choices folded away until then); Report with nothing picked says so and changes nothing."""
    dash = _playing()
    assert dash.state.phase is Phase.DAY and dash.state.attack is None
    assert dash.reports.options and dash.moves.options
    assert dash.reports.value is None and dash.moves.value is None
    assert dash.report_choices.layout.display == "none"
    before = copy.deepcopy(dash.state)
    dash.report.click()
    assert dash.state == before
    assert "Pick what the cardboard showed in the list first" in dash.message.text
    dash.reports.value = dash.reports.options[0][1]
    assert dash.report_choices.layout.display != "none"
    dash.report.click()
    assert dash.state != before
