"""The Maliath dashboard, driven without a browser: setup from the core's offers, her turns (a Destiny
Card, a Command Card with a question, a War with a Battle), an Era's end, refusals and undo."""

from __future__ import annotations

import copy
import html
from datetime import datetime
from fractions import Fraction

import pytest

from companion.games.maliath.data import CORRUPTED_CHAMPIONS, POWER_CARDS
from companion.games.maliath.events import Flip, Setup
from companion.games.maliath.state import Ask, Phase
from widgets.games.maliath.board import HEIGHT, WIDTH, View, draw_board
from widgets.games.maliath.dashboard import MaliathDashboard, maliath_page
from widgets.kit.canvas import Frame
from widgets.kit.pickers import slug
from tests.games.maliath.maliath_table import attunement_answers, board_answers
from tests.widgets.lookup import find, one


def physical(dash, champion="Celethe"):
    one(dash, "tc-mal-champion").value = champion
    one(dash, "tc-mal-switch-digital").value = False
    one(dash, "tc-mal-setup").click()
    answer_board(dash)
    assert dash.state.phase is Phase.ERA, dash.message.text


def answer_board(dash, answers=None):
    """The board facts she asks after setup (tests/games/maliath/maliath_table.py), by button or pick list."""
    for event in answers or board_answers():
        press(dash, event.value)


def flip(dash, card):
    assert not find(dash.widget, "tc-mal-turn")  # physical decks: the card buttons instead
    one(dash, f"tc-mal-flip-{slug(card)}").click()


def press(dash, value):
    """Answer her question by its button (few answers) or from the pick list (many)."""
    buttons = find(dash.widget, f"tc-mal-answer-{slug(value)}")
    if buttons:
        assert len(buttons) == 1
        buttons[0].click()
    else:
        pick = one(dash, "tc-mal-answer-pick")
        assert value in [v for _, v in pick.options], (value, pick.options)
        pick.value = value
        one(dash, "tc-mal-answer-go").click()
    assert not dash.message.text, dash.message.text


@pytest.fixture
def dash():
    return MaliathDashboard()


def test_setup_controls_come_from_the_core_and_the_seed_from_the_session(dash):
    assert tuple(one(dash, "tc-mal-champion").options) == CORRUPTED_CHAMPIONS
    assert "red" in one(dash, "tc-mal-band").value  # her colour band from the profile
    assert find(dash.widget, "tc-mal-example")  # the shipped profile is an EXAMPLE
    one(dash, "tc-mal-champion").value = "Telron"
    one(dash, "tc-mal-players").value = 2
    expected = copy.copy(dash.session.rng).randrange(1 << 31)
    one(dash, "tc-mal-setup").click()
    assert dash.state.ask is Ask.DIRECTION and len(find(dash.widget, "tc-mal-answer")) == 2
    answer_board(dash)
    setup = dash.session.events[0]
    assert isinstance(setup, Setup) and setup.champion == "Telron" and setup.players == 2 and setup.digital
    assert setup.seed == expected
    assert dash.state.glory == 12  # Telron starts with 12 Glory
    assert not find(dash.widget, "tc-mal-setup")
    assert one(dash, "tc-mal-turn").description == "Maliath's turn"
    assert "Destiny Card" in one(dash, "tc-mal-odds").value and "5/9" in one(dash, "tc-mal-odds").value


def test_a_digital_turn_flips_her_top_card_and_shows_it(dash):
    one(dash, "tc-mal-setup").click()
    answer_board(dash)
    top = dash.state.deck[0]
    one(dash, "tc-mal-turn").click()
    assert dash.session.events[-1] == Flip(top)
    assert dash.state.card == top or dash.state.played[-1] == top
    assert "<ol" in one(dash, "tc-mal-steps").value


def test_a_destiny_card_with_its_questions_answered(dash):
    physical(dash)
    flip(dash, "CS009")  # Volcano: the Encounter's Glory, a Troop, Walk
    assert dash.state.ask is Ask.ENCOUNTER
    assert "Encounter" in one(dash, "tc-mal-question").value
    press(dash, 4)
    assert dash.state.glory == 7
    # Her only units are in her Champion's Region: the one Walk case her records allow is taken, and said.
    assert dash.state.phase is Phase.ERA
    steps = dash.steps.value
    assert "she scores 4 + 3 = 7 Glory" in steps and "Deploy 1 Troop" in steps and "neither other" in steps
    assert "Destiny #CS009 (Volcano)" in one(dash, "tc-mal-card").value
    assert dash.state.troops == 15


def test_a_command_card_with_a_question_answered(dash):
    physical(dash)
    flip(dash, "green 2")
    # Her only units are in her Champion's Region: the one Walk case is taken without a button.
    assert dash.state.phase is Phase.ERA and not find(dash.widget, "tc-mal-answer")
    assert ("Walk: She lacks both other Regions (dominant direction) (the only answer her records allow, so it is "
            "not asked).") in html.unescape(dash.steps.value)
    assert ("Power of Preparation: deploy 1 Golem and 0 Troops in her Champion's Region (Forest of the third "
            "Island, the Volcano Island)") in html.unescape(dash.steps.value)
    assert "Walk: move her Champion to the Crystal Field of the third Island, the Volcano Island" in dash.steps.value
    assert dash.state.golems == 7


def test_a_war_with_a_battle(dash):
    physical(dash)
    flip(dash, "green 2")  # Preparation: a Golem in the Volcano's Forest, then Walk (her one case)
    flip(dash, "red 2")
    assert dash.state.ask is Ask.WAR_MORE
    press(dash, "another")
    assert dash.state.ask is Ask.WAR_HER  # one Region with her units: taken at once
    press(dash, 3)   # her Strength there
    press(dash, 2)   # yours
    press(dash, 1)   # your units
    assert dash.state.ask is Ask.REACTION  # no other Region of hers: not asked
    press(dash, "no reaction")
    assert dash.state.ask is Ask.BATTLE_CARD
    press(dash, "+1 Strength, Defense")  # the button of "+1 Strength, Defense"
    assert dash.state.ask is Ask.KILLED_GOLEMS  # the Defense counts her one Golem unasked
    press(dash, 0)
    assert dash.state.phase is Phase.ERA  # no Troop of hers on the board: none killed, not asked
    assert "Her Battle card: +1 Strength, Defense: her Strength there 3 + 1 = 4" in dash.steps.value
    assert "Defense: she scores 5 Glory" in dash.steps.value
    assert dash.state.glory == 5


def test_an_eras_end_and_the_next_era(dash):
    physical(dash)
    flip(dash, "red 2")  # none of her units on the board: Preparation instead, then Walk, both unasked
    one(dash, "tc-mal-end-era").click()
    assert dash.state.ask is Ask.REGION_GLORY
    press(dash, 5)
    assert "Monster Cards: no visible Monster is left to resolve." in dash.steps.value  # not asked
    # Nothing tucked: the two Development cards with the most Command Points are asked.
    assert dash.state.ask is Ask.FALLBACK
    cards = [v for _, v in one(dash, "tc-mal-answer-pick").options]
    press(dash, cards[0])
    press(dash, cards[1])
    assert dash.state.ask is Ask.ATTUNEMENT_ORDER  # shuffled onto their spaces: their new order
    answer_board(dash, attunement_answers())
    assert dash.state.era == 2 and dash.state.phase is Phase.ERA
    assert "Beginning of Era II" in dash.steps.value
    assert "(10 left this Era)" in one(dash, "tc-mal-odds").value


def test_a_report_from_the_table_and_a_battle_you_start(dash):
    physical(dash)
    report = one(dash, "tc-mal-report")
    report.value = next(o for o in report.options if o.startswith("Utcoro"))
    assert dash.report_pick.value == report.value
    one(dash, "tc-mal-report-go").click()
    assert dash.state.visible[0]
    assert not find(dash.widget, "tc-mal-battle-you")  # none of her units on the board yet
    flip(dash, "green 2")
    one(dash, "tc-mal-battle-you").click()
    assert dash.state.ask is Ask.BATTLE_STRENGTH
    press(dash, 2)
    assert dash.state.ask is Ask.REACTION
    press(dash, "no reaction")
    assert dash.state.ask is Ask.BATTLE_CARD


def test_a_refused_move_changes_nothing_and_says_why(dash):
    physical(dash)
    before, steps = copy.deepcopy(dash.state), len(dash.session)
    dash.message.guard(dash.turn)("blue 5")  # not in her deck
    assert dash.message.kind == "refusal" and "'blue 5' is not in her Action deck" in dash.message.text
    assert dash.state == before and len(dash.session) == steps
    flip(dash, "CS009")
    before = copy.deepcopy(dash.state)
    dash.message.guard(dash.answer)(400)  # not an answer to the Encounter question
    assert dash.message.kind == "refusal" and dash.state == before


def test_undo_and_redo(dash):
    physical(dash)
    flip(dash, "CS009")
    press(dash, 4)
    assert dash.state.troops == 15
    dash.undo()
    assert dash.state.ask is Ask.ENCOUNTER
    dash.undo()
    assert dash.state.phase is Phase.ERA and dash.state.troops == 16 and "CS009" in dash.state.deck
    dash.redo()
    assert dash.state.ask is Ask.ENCOUNTER


def test_her_area_names_and_labels_every_piece(dash):
    physical(dash)
    flip(dash, "CS009")
    frame = Frame(None, WIDTH, HEIGHT)
    draw_board(frame, View(dash.state))  # a coloured shape without a label raises
    names = {s.name for s in frame.shapes}
    assert {f"power:{c}" for c in POWER_CARDS} <= names
    assert {"deck", "card", "glory", "supply"} <= names
    assert {f"attunement:{p}" for p in range(1, 6)} <= names
    assert any(n.startswith("monster:Utcoro") for n in names)
    dash.board.pick("power:red")
    assert "Upgrades" in dash.inspect.value


def test_the_page_saves_at_setup_and_resumes(tmp_path):
    box = maliath_page(folder=tmp_path)
    d = box.dashboard
    box.picker.name_text.value = "solo night"
    physical(d)
    assert d.session.name == "solo night" and d.session.journal is not None
    flip(d, "CS009")
    box.picker.close_session()
    again = maliath_page(folder=tmp_path)
    again.picker.sessions.value = "solo night"
    again.picker.resume_button.click()
    assert again.dashboard.state.ask is Ask.ENCOUNTER
    again.picker.close_session()


def test_the_profile_is_entered_at_the_table_and_bad_values_are_refused_naming_the_field(dash):
    panel = dash.profile
    one(dash, "tc-mal-band-2").value = panel.band[0].value  # a colour twice
    one(dash, "tc-mal-profile-use").click()
    assert "colour_bands.Celethe: a colour is listed twice" in panel.message.text
    panel.band[1].value = next(c for c in panel.band[1].options if c not in [p.value for p in panel.band])
    one(dash, "tc-mal-reduction-utcoro").value = 0
    one(dash, "tc-mal-profile-use").click()
    assert "hit_point_reduction.Utcoro the Swarmer" in panel.message.text
    one(dash, "tc-mal-reduction-utcoro").value = 4
    one(dash, "tc-mal-profile-use").click()
    assert not dash.state.profile.example and dash.state.reductions[0] == 4
    assert not find(dash.widget, "tc-mal-example")  # no EXAMPLE banner for values entered
    one(dash, "tc-mal-champion").value = "Sanya"  # her band was never entered
    one(dash, "tc-mal-setup").click()
    assert "no colour band for Sanya" in dash.message.text and len(dash.session) == 0
    one(dash, "tc-mal-champion").value = "Celethe"
    one(dash, "tc-mal-setup").click()
    answer_board(dash)
    assert dash.state.phase is Phase.ERA
    before = copy.deepcopy(dash.session.profile)
    dash.message.guard(panel.use)()  # fixed once the game is set up
    assert "fixed once the game is set up" in panel.message.text or "fixed" in dash.message.text
    assert dash.session.profile == before


@pytest.mark.parametrize("seed", range(4))
def test_random_games_through_the_page_never_show_an_error(seed):
    """Whole games (solo and 2 players, digital and physical, A and B sides) through the page: every
    repaint works, no error is shown, the outcome is shown at the end."""
    import random

    rng = random.Random(f"maliath-dashboard:{seed}")
    dash = MaliathDashboard()
    one(dash, "tc-mal-players").value = 1 + seed % 2
    one(dash, "tc-mal-switch-digital").value = seed < 2
    one(dash, "tc-mal-switch-advanced").value = seed in (1, 2)
    one(dash, "tc-mal-setup").click()
    answer_board(dash)
    assert dash.state.phase is Phase.ERA, dash.message.text
    for _ in range(900):
        if dash.game.is_over(dash.state):
            assert one(dash, "tc-mal-outcome").value
            break
        choices = dash.now().choices
        # Her turn and her questions more often than the table's reports, so the Eras move on.
        mine = [c for c in choices if not isinstance(c.event, type(choices[-1].event))] or list(choices)
        choice = rng.choice(mine) if rng.random() < 0.97 else choices[-1]
        dash.message.guard(dash.act)(choice.event)
        assert dash.message.kind != "error", dash.message.text
        draw_board(Frame(None, WIDTH, HEIGHT), View(dash.state))
    assert dash.game.is_over(dash.state), (dash.state.era, dash.state.phase)


def test_the_odds_of_her_next_cards_show_as_charts_with_percent_and_fraction(dash):
    assert not find(dash.widget, "tc-mal-action-odds")  # nothing to show before setup
    physical(dash)
    chart = one(dash, "tc-mal-action-odds")
    assert chart.p_success == Fraction(5, 9)
    assert "55.6" in chart.answer.value and "5/9" in chart.answer.value
    flip(dash, "CS009")
    press(dash, 4)
    assert one(dash, "tc-mal-action-odds").p_success == Fraction(1, 2)  # 4 Destiny Cards of 8
    battle = one(dash, "tc-mal-battle-odds")
    assert battle.p_success == Fraction(4, 6)


def test_her_profile_downloads_as_json_and_a_pasted_one_is_used_or_refused_whole(dash):
    import base64
    import json as jsonlib

    panel = dash.profile
    link = one(dash, "tc-mal-profile-download").value
    text = base64.b64decode(link.split("base64,")[1].split("'")[0]).decode("utf-8")
    mine = dict(jsonlib.loads(text), name="My Maliath cards", example=False)
    mine["hit_point_reduction"] = dict(mine["hit_point_reduction"], **{"Utcoro the Swarmer": 5})
    before = copy.deepcopy(dash.session.profile)
    for bad, field in (('{"colour_bands": {"Celethe": ["red", "red", "green", "blue"]}}', "colour_bands.Celethe"),
                       ('{"hit_point_reduction": {"Utcoro the Swarmer": 0}}', "hit_point_reduction"),
                       ("{damaged", "not JSON")):
        one(dash, "tc-mal-profile-json").value = bad
        one(dash, "tc-mal-profile-load").click()
        assert "Profile refused" in panel.message.text and field in panel.message.text
        assert dash.session.profile == before
    one(dash, "tc-mal-profile-json").value = jsonlib.dumps(mine)
    one(dash, "tc-mal-profile-load").click()
    assert dash.state.profile.name == "My Maliath cards" and dash.state.reductions[0] == 5
    assert not find(dash.widget, "tc-mal-example")
    panel.upload.value = ({"name": "p.json", "type": "application/json", "size": 9,
                           "content": memoryview(b"{damaged"), "last_modified": datetime(2026, 1, 1)},)
    assert "not JSON" in panel.message.text and dash.state.profile.name == "My Maliath cards"


def test_at_two_players_the_arbiters_aim_is_a_report_and_the_battle_odds_follow_it(dash):
    one(dash, "tc-mal-players").value = 2
    one(dash, "tc-mal-switch-digital").value = False
    one(dash, "tc-mal-setup").click()
    answer_board(dash)
    weaker = one(dash, "tc-mal-battle-odds").p_success
    report = one(dash, "tc-mal-report")
    report.value = next(o for o in report.options if "Arbiter's aim" in o)
    one(dash, "tc-mal-report-go").click()
    assert dash.state.arbiter_aim == "strengthen"
    assert "keep the stronger card" in one(dash, "tc-mal-battle-odds").heading.value
    assert one(dash, "tc-mal-battle-odds").p_success > weaker
