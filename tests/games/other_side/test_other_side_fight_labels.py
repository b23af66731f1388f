"""Issue #22, Phases 3 and 4 (the widgets' part): every option of the fight's pick lists reads as the game says
it (a place as "the hall on the Well", a Hero by name, a card's icons in words), the value behind each stays the
id; the fight's odds keep the chance in view and fold the chart to explore further."""

from __future__ import annotations

import re

from companion.games.other_side.options import space_said
from companion.games.other_side.state import current_hero, hero_state
from tests.e2e.layout import RAW_PATTERNS
from tests.games.other_side.test_other_side_dashboard import box, to_fighting  # noqa: F401
from tests.games.other_side.test_other_side_table_ready_widgets import dropdown_labels, magic_step_form
from widgets.games.other_side.forms import NO_PICK


def raw(label: str) -> list[str]:
    return [p for p in RAW_PATTERNS if re.search(p, label)]


def test_the_magic_step_list_says_each_place_in_the_games_words_with_its_id_behind():
    dash, form = magic_step_form()
    assert list(form.step_to.options) == [("(none)", NO_PICK), ("the hall on the Well", "0:hall")]
    form.beneficiary.value = "frederik"  # One of Us: Frederik's neighbours, from his space
    assert list(form.step_to.options)[1:] == [(space_said(dash.state, s), s) for s in ("1:den", "2:lair", "3:crypt")]
    assert [lbl for lbl, _ in form.step_to.options][1:] == ["the den on Tile 1", "the lair on Tile 2",
                                                           "the crypt on Tile 3"]
    form.card.value, form.space.value, form.artifact.value = "HA4", 3, "A3"
    form.beneficiary.value = "frederik"
    form.step_to.value = "3:crypt"  # the id, picked by its words
    form.play.click()
    assert dash.message.text == "", dash.message.text
    assert hero_state(dash.state, "frederik").space == "3:crypt"


def test_no_option_of_the_fight_step_shows_an_internal_name():
    _dash, form = magic_step_form()
    for hero in ("hansi", "frederik"):
        form.beneficiary.value = hero
        labels = dropdown_labels(form)
        assert labels and not [(lbl, raw(lbl)) for lbl in labels if raw(lbl)]
    # The beneficiaries by name; a card's icons as the card prints them ("magic step", not "magic_step").
    assert "Hansi the Minstrel" in [lbl for lbl, _ in form.beneficiary.options]
    ha4 = dict((v, k) for k, v in form.card.options)["HA4"]
    assert "magic step" in ha4 and "_" not in ha4, ha4


def test_the_fight_odds_keep_the_chance_shown_and_fold_the_chart_until_the_next_step(box):  # noqa: F811
    dash = box.dashboard
    to_fighting(dash)
    assert dash.state.phase == "fight"
    odds = dash.odds
    assert dash.odds_box.layout.display is None and "tc-now-extra" not in dash.odds_box._dom_classes
    assert "P(win)" in odds.answer.value and "P(win)" in odds.summary.value  # the chance itself, in view
    assert odds.extra.children == (odds.more_switch, odds.more) and "tc-now-extra" in odds.extra._dom_classes
    assert odds.chart in odds.more.children and odds.space in odds.more.children
    assert odds.more.layout.display == "none"  # the chart waits folded
    odds.more_switch.value = True
    assert odds.more.layout.display is None
    fight = dash.controls.forms["fight"]
    assert "P(win)" in fight.preview.value  # the card's effect on the chance, with the step's controls
    before = current_hero(dash.state)
    fight.discard.click()  # the next Hero's step: the chart folds again
    assert "Refused" not in dash.message.text, dash.message.text
    assert current_hero(dash.state) != before
    assert odds.more_switch.value is False and odds.more.layout.display == "none"


def test_a_fight_choice_with_a_magic_step_says_the_place_in_words():
    dash, _form = magic_step_form()
    stepping = [c.label for c in dash.options().choices if getattr(c.event, "step_to", None)]
    assert stepping and all("steps to the " in label and not raw(label) for label in stepping), stepping
