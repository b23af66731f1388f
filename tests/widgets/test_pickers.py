"""CardPicker and DiePicker: only cards that can still be there, faces with their symbols."""

from __future__ import annotations

import pytest

from companion.errors import RuleError
from companion.odds import Deck, Die, Face
from widgets.kit.pickers import CardPicker, DiePicker, card_text, face_text, slug

DECK = {(1, "red"): 2, (3, "red"): 1, (2, "blue"): 1}


def test_buttons_show_remaining_counts_and_colour_in_text():
    picker = CardPicker(DECK)
    assert picker.buttons[(1, "red")].description == "1 red ×2"
    assert picker.buttons[(2, "blue")].description == "2 blue ×1"
    assert picker.buttons[(1, "red")].style.button_color == "#D55E00"
    assert "4 cards can still be there" in picker._summary.value
    assert "tc-card-1-red" in picker.buttons[(1, "red")]._dom_classes


def test_a_click_picks_the_card_and_calls_back():
    picker = CardPicker(DECK)
    got = []
    picker.on_pick(got.append)
    picker.buttons[(3, "red")].click()
    assert got == [(3, "red")] and picker.value == (3, "red")
    assert "Picked: <b>3 red</b>" in picker._picked.value


def test_a_card_whose_copies_are_all_seen_cannot_be_chosen():
    picker = CardPicker(DECK)
    picker.remove((3, "red"))
    button = picker.buttons[(3, "red")]
    assert button.disabled and button.description == "3 red ×0"
    got = []
    picker.on_pick(got.append)
    button.click()           # a click arriving late (the browser lagging) is refused in words
    assert picker.messages.text == ("Refused: The only copy of 3 red has been seen: "
                                    "it cannot be the card drawn.")
    with pytest.raises(RuleError, match="only copy of 3 red has been seen"):
        picker.pick((3, "red"))
    with pytest.raises(RuleError, match="have been seen"):
        picker.remove((1, "red")) or picker.remove((1, "red")) or picker.remove((1, "red"))
    assert got == [] and picker.value is None
    assert "1 card can still be there" in picker._summary.value


def test_unknown_card_is_refused():
    with pytest.raises(RuleError, match="not a card of this deck"):
        CardPicker(DECK).pick((9, "gold"))


def test_deck_forms_and_set_remaining():
    assert CardPicker(Deck(DECK)).deck == DECK
    listed = CardPicker([1, 1, 2])
    assert listed.deck == {1: 2, 2: 1} and listed.buttons[1].description == "1 ×2"
    picker = CardPicker(DECK)
    picker.set_remaining({(1, "red"): 1})
    assert picker.remaining == {(1, "red"): 1, (3, "red"): 0, (2, "blue"): 0}
    assert picker.buttons[(2, "blue")].disabled
    with pytest.raises(ValueError, match="the deck has 1"):
        picker.set_remaining({(3, "red"): 2})
    with pytest.raises(ValueError):
        CardPicker({})
    with pytest.raises(ValueError, match="whole number"):
        CardPicker({(1, "red"): -1})


def test_colours_map_unknown_words_and_order_rows():
    picker = CardPicker({(1, "gold"): 1, (1, "mist"): 1}, colours={"gold": "yellow"})
    assert picker.buttons[(1, "gold")].style.button_color == "#F0E442"
    assert picker.buttons[(1, "mist")].style.button_color is None  # text still says "mist"
    assert picker.buttons[(1, "mist")].description == "1 mist ×1"


def test_disabled_picker_disables_every_card():
    picker = CardPicker(DECK)
    picker.disabled = True
    assert all(b.disabled for b in picker.buttons.values())
    with pytest.raises(RuleError):
        picker.pick((1, "red"))
    picker.disabled = False
    assert not picker.buttons[(1, "red")].disabled


def test_die_picker_shows_wounds_as_text_and_groups_repeats():
    die = DiePicker([1, 2, Face(3, True), Face(3, True), Face(3), 5])
    texts = [b.description for b in die.buttons.values()]
    assert texts == ["1", "2", "3 ✶ wound (×2)", "3", "5"]
    got = []
    die.on_pick(got.append)
    die.buttons[(3, True)].click()
    assert got == [Face(3, True)] and die.value == Face(3, True) and die.messages.text == ""
    assert "3 ✶ wound" in die._picked.value
    die.pick(2)
    assert die.value == 2
    die.pick(Face(1))          # the same face, written as a Face
    assert die.value == 1
    with pytest.raises(ValueError, match="not a face"):
        die.pick(Face(6))
    die.disabled = True
    assert all(b.disabled for b in die.buttons.values())
    with pytest.raises(RuleError):
        die.pick(1)
    with pytest.raises(ValueError):
        DiePicker([])


def test_die_picker_takes_a_die():
    die = DiePicker(Die([1, Face(2, True), 2, 2]))
    assert [b.description for b in die.buttons.values()] == ["1", "2 ✶ wound", "2 (×2)"]


def test_text_helpers():
    assert card_text((3, "red")) == "3 red" and card_text(4) == "4"
    assert face_text(Face(0, True)) == "0 ✶ wound" and face_text(6) == "6"
    assert slug("3 ✶ wound") == "3-wound"
