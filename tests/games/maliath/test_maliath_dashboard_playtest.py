"""The dashboard's side of issue #14: the reward settings in words, the Challenge Cards' text whole, the
table's reports acknowledged, the final Glory named and no odds after the game is over."""

from __future__ import annotations

import html
from dataclasses import replace

import ipywidgets as w
import pytest

from companion.games.maliath.data import CHALLENGE_CARDS
from companion.games.maliath.events import EndEra, Pick, Report
from companion.games.maliath.phases import turn
from companion.games.maliath.state import Phase
from widgets.games.maliath.dashboard import INSIDE, MaliathDashboard
from tests.games.maliath.test_maliath_dashboard import physical
from tests.widgets.lookup import one


def _texts(widget):
    """Every HTML text under a widget."""
    if isinstance(widget, w.HTML):
        yield widget.value
    for child in getattr(widget, "children", ()):
        yield from _texts(child)


@pytest.fixture
def dash():
    return MaliathDashboard()


def test_the_folded_setup_sections_are_built_when_unfolded_and_their_defaults_hold(dash):
    """Challenge Cards, reward settings and the profile are built on first unfolding; a setup made with
    them folded is the one made with them unfolded and untouched."""
    assert not dash.more.built(0) and not dash.more.built(1) and not dash.challenges and not dash.settings
    folded = MaliathDashboard()
    folded.set_up()
    dash.more.selected_index = 0
    dash.more.selected_index = 1
    assert dash.more.built(0) and dash.more.built(1) and dash.challenges and dash.settings
    dash.set_up()
    assert dash.session.events[0] == replace(folded.session.events[0], seed=dash.session.events[0].seed)


def test_reward_settings_show_words_and_challenge_cards_their_whole_text(dash):
    dash.more.selected_index = 0  # the player unfolds "Challenge Cards and reward settings"
    for field in ("gold_rule", "second_player_reward", "two_player_ties"):
        pick = one(dash, f"tc-mal-setting-{field}")
        labels = [label for label, _value in pick.options]
        assert labels and all("_" not in label and " " in label for label in labels), labels
        # Its words are a line above it; its own label holds them for a screen reader, drawn zero wide.
        assert pick.layout.width == INSIDE and pick.description and pick.style.description_width == "0px"
    for n, text in CHALLENGE_CARDS.items():
        box = one(dash, f"tc-mal-challenge-{n}")
        # A Checkbox cuts its description: the text is beside it, and the box (as wide as its tick) is named.
        assert box.description == f"Challenge Card {n}" and "tc-named-box" in box._dom_classes
        assert any(f"Challenge Card {n}: {html.escape(text)}" in t for t in _texts(dash.setup_box))


def test_a_report_from_the_table_is_acknowledged(dash):
    physical(dash)
    report = one(dash, "tc-mal-report")
    report.value = next(o for o in report.options if o.startswith("Utcoro"))
    one(dash, "tc-mal-report-go").click()
    assert "Recorded: Utcoro the Swarmer&#x27;s Reference Card is visible." in dash.steps.value


def test_after_the_game_the_final_glory_is_named_and_the_odds_are_hidden(dash):
    physical(dash)
    dash.session.apply(EndEra())
    for event in (Report(0), Pick("red 1"), Pick("blue 1")):
        dash.session.apply(event)
    dash.refresh()
    assert dash.state.era == 2
    state = dash.state
    while state.era < 3 or state.phase is not Phase.FINAL:
        if state.ask.name == "ATTUNEMENT_ORDER":
            dash.session.apply(Pick(dash.now().offers["answers"][0]))
        elif state.phase is Phase.ERA:
            dash.session.apply(EndEra())
        else:
            answers = dash.now().offers["answers"]
            dash.session.apply(Pick(answers[-1]) if isinstance(answers[-1], str) else Report(answers[0]))
        state = dash.state
    dash.session.apply(Report(30))
    dash.refresh()
    assert dash.state.phase is Phase.OVER
    assert f"Final Glory: Maliath {dash.state.glory}, you 30." in dash.steps.value
    assert dash.battle_odds.layout.display == "none" and dash.action_odds.layout.display == "none"
    assert "Game over" in dash.odds.value
