"""Issue 23, item 34: Phase 5's card-drawn lists: Restore waits until every card drawn is picked, each list
offers only the cards not picked in another, and a card named twice is refused as named twice."""

from __future__ import annotations

from dataclasses import replace

from companion.games.other_side.events import Restore
from companion.games.other_side.options import options
from tests.games.other_side.test_other_side_table_ready import refused, restoring
from tests.games.other_side.test_other_side_table_ready_widgets import FakeDash
from widgets.games.other_side.forms import NO_PICK


def frederik_with_two_in_his_deck():
    """Restoration, Frederik to draw 2 cards from a deck of 2 (FR5, FR6), FR1 in his discard."""
    state = restoring()
    return replace(state, heroes=tuple(replace(h, deck=("FR5", "FR6")) if h.hero == "frederik" else h
                                       for h in state.heroes))


def test_frederik_naming_the_same_card_twice_is_told_it_is_named_twice():
    state = frederik_with_two_in_his_deck()
    assert options(state).offers["restore_draws:frederik"] == (("FR5", "FR6"), ("FR5", "FR6"))
    err = refused(state, Restore("frederik", ("FR6", "FR6")), "FR6 is named twice")
    assert "not in" not in str(err) and err.section == "Phase 5: Restoration"


def test_restoring_with_no_card_named_asks_for_each_card_drawn():
    refused(restoring(), Restore("frederik", ()), r"draws 2 cards here: name each card drawn \(0 named\)")


def frederiks_restore_form(state):
    """The Restoration form on `state` with Frederik chosen: the form and his two card-drawn lists."""
    from widgets.games.other_side.controls import RestoreForm
    dash = FakeDash(state)
    form = RestoreForm(dash)
    form.refresh()
    form.hero.value = "frederik"
    first, second = form.picks.children
    return dash, form, first, second


def test_frederiks_lists_wait_for_both_cards_and_offer_each_only_once():
    dash, form, first, second = frederiks_restore_form(frederik_with_two_in_his_deck())
    assert form.go.disabled and "pick each in the lists below" in form.due.value  # none picked yet
    first.value = "FR6"
    assert [v for _, v in second.options] == [NO_PICK, "FR5"] and form.go.disabled
    second.value = "FR5"
    assert [v for _, v in first.options] == [NO_PICK, "FR6"] and not form.go.disabled
    form.go.click()
    assert dash.message.text == "", dash.message.text
    assert dash.acted[-1] == Restore("frederik", ("FR6", "FR5"), 0)
