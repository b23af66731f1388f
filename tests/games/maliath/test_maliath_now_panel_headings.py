"""The now panel says what its lines are for: her setup, the card flipped, the Battle, the Era's end, a
report; and the card on show after a Battle is said to be the last one flipped this Era, not the Battle's,
on the panel, on the board and in the board's words."""

from __future__ import annotations

import html
import random
import re
from dataclasses import replace

import pytest

from companion.games.maliath.game import GAME
from companion.games.maliath import options
from companion.games.maliath.options import card_face
from companion.games.maliath.state import Ask, InstructionsFor, Phase
from widgets.games.maliath.board import HEIGHT, WIDTH, View, draw_board
from widgets.games.maliath.dashboard import MaliathDashboard
from widgets.kit.canvas import Frame
from tests.games.maliath.maliath_table import attunement_answers, set_up
from tests.games.maliath.test_maliath_dashboard import answer_board, flip, physical, press
from tests.widgets.lookup import one

RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|\b[a-z]+:[A-Za-z0-9]|InstructionsFor|Phase\.|Task\.|Ask\.|<|>")
LAST_FLIPPED = "Last card flipped this Era"


@pytest.fixture
def dash():
    return MaliathDashboard()


def _heading(dash) -> str:
    """The now panel's heading over her lines."""
    return re.search(r"<b>(.*?)</b>", dash.steps.value).group(1)


def _board_texts(state) -> list[str]:
    frame = Frame(None, WIDTH, HEIGHT)
    draw_board(frame, View(state))
    return [d.label for d in frame.drawn if d.kind == "text"]


def _answer_until_her_step_is_done(dash) -> None:
    """Answer every question of the step under way with the first answer offered."""
    while dash.state.phase is not Phase.ERA:
        press(dash, GAME.options(dash.state).choices[0].event.value)


def test_setup_lines_are_headed_as_her_setup_during_the_board_facts_questions(dash):
    one(dash, "tc-mal-switch-digital").value = False
    one(dash, "tc-mal-setup").click()
    assert dash.state.ask is Ask.DIRECTION  # the first of the board facts, her setup lines still shown
    assert "Step 10A a" in dash.steps.value
    assert _heading(dash) == "What the table does for her setup:"
    answer_board(dash)
    assert dash.state.phase is Phase.ERA and "Step 10A a" in dash.steps.value
    assert _heading(dash) == "What the table does for her setup:"


def test_a_flipped_cards_lines_are_headed_with_its_title_while_and_after_it_resolves(dash):
    physical(dash)
    flip(dash, "CS009")
    assert dash.state.ask is Ask.ENCOUNTER
    title = card_face("CS009")[0]
    assert _heading(dash) == f"What the table does for {title}:"
    assert "Resolving now: " in dash.card.value
    press(dash, 4)
    assert dash.state.phase is Phase.ERA
    assert _heading(dash) == f"What the table does for {title}:"
    assert "Last card: " in dash.card.value and LAST_FLIPPED not in dash.card.value
    assert "Last card" in _board_texts(dash.state) and LAST_FLIPPED not in _board_texts(dash.state)


def test_after_a_battle_the_last_card_is_said_to_be_the_last_flipped_not_the_battles(dash):
    physical(dash)
    flip(dash, "green 2")  # a Golem of hers on the board, so a Battle can be started against her
    one(dash, "tc-mal-battle-you").click()
    assert dash.state.ask is Ask.BATTLE_STRENGTH
    during = (dash.card.value, _board_texts(dash.state), GAME.board_text(dash.state))
    _answer_until_her_step_is_done(dash)
    assert _heading(dash) == "What the table does for the Battle:"
    after = (dash.card.value, _board_texts(dash.state), GAME.board_text(dash.state))
    for panel, board, words in (during, after):
        assert f"{LAST_FLIPPED}: <b>{card_face('green 2')[0]}</b>" in panel
        assert LAST_FLIPPED in board and "Last card" not in board
        assert f"{LAST_FLIPPED}: {card_face('green 2')[0]}" in words


def test_her_own_war_battle_keeps_the_card_it_came_from(dash):
    physical(dash)
    flip(dash, "green 2")
    flip(dash, "red 2")  # Power of War: the Battle is part of the card
    _answer_until_her_step_is_done(dash)
    assert _heading(dash) == f"What the table does for {card_face('red 2')[0]}:"
    assert "Last card: " in dash.card.value and LAST_FLIPPED not in dash.card.value


def test_a_report_after_her_card_is_headed_as_recorded_and_the_card_as_the_last_flipped(dash):
    physical(dash)
    flip(dash, "green 2")
    report = one(dash, "tc-mal-report")
    report.value = next(o for o in report.options if o.startswith("Utcoro"))
    one(dash, "tc-mal-report-go").click()
    assert html.escape("Recorded: Utcoro the Swarmer's Reference Card is visible.") in dash.steps.value
    assert _heading(dash) == "What the table reported:"
    assert f"{LAST_FLIPPED}: " in dash.card.value


def test_the_eras_end_is_headed_with_its_era_then_with_the_next_eras_beginning(dash):
    physical(dash)
    flip(dash, "red 2")
    one(dash, "tc-mal-end-era").click()
    assert dash.state.ask is Ask.REGION_GLORY
    assert _heading(dash) == "What the table does for the End of Era I:"
    press(dash, 5)
    assert dash.state.ask is Ask.FALLBACK  # the era already counts as II while her deck's update is asked
    assert _heading(dash) == "What the table does for the End of Era I and the Beginning of Era II:"
    cards = [v for _, v in one(dash, "tc-mal-answer-pick").options]
    press(dash, cards[0])
    press(dash, cards[1])
    answer_board(dash, attunement_answers())
    assert dash.state.era == 2 and dash.state.phase is Phase.ERA
    assert _heading(dash) == "What the table does for the End of Era I and the Beginning of Era II:"


def test_the_islands_moved_and_an_attunement_card_taken_are_headed_as_such():
    state = set_up()
    moved = GAME.apply(state, next(c.event for c in GAME.options(state).choices if c.label.startswith("The Islands")))
    assert options.instructions_heading(moved) == "What the table does now the board changed:"
    taken = GAME.apply(state, next(c.event for c in GAME.options(state).choices if c.label.startswith("You took")))
    assert options.instructions_heading(taken) == "What the table does for the Attunement Card you took:"


def test_a_state_that_never_recorded_its_step_is_headed_as_before():
    state = replace(set_up(), instructions=("Something.",), instructions_for=InstructionsFor.NOW)
    assert options.instructions_heading(state) == "What the table does now:"
    assert options.card_label(replace(state, played=("green 2",))) == LAST_FLIPPED


def test_every_heading_and_card_label_of_a_whole_game_is_in_words():
    rng = random.Random(11)
    state = set_up(digital=True)
    seen = {state.instructions_for}
    while not GAME.is_over(state):
        choices = GAME.options(state).choices
        flips = [c for c in choices if c.label == "Maliath's turn"]
        others = [c for c in choices if c.label != "Maliath's turn"]
        choice = flips[0] if flips and (rng.random() < 0.6 or not others) else rng.choice(choices)
        state = GAME.apply(state, choice.event)
        heading, label = options.instructions_heading(state), options.card_label(state)
        assert not RAW.search(heading) and not RAW.search(label), (heading, label)
        assert heading != "What the table does now:", state.instructions
        seen.add(state.instructions_for)
    assert {InstructionsFor.SETUP, InstructionsFor.CARD, InstructionsFor.ERA_END, InstructionsFor.ERA_BEGIN,
            InstructionsFor.GAME_END} <= seen
