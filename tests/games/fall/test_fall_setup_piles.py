"""Getting Ready, step 9: each following player draws from the other pile (Champions from Mysthea and
from Icaion alternate, in order of play), solo too; the Chronicle after one game plays that game's own."""

from __future__ import annotations

import copy

import pytest

from companion.errors import RuleError
from companion.games.fall.events import Chronicle
from companion.games.fall.game import FALL
from companion.games.fall.options import draft_setup, setup_offers
from companion.games.fall.rules import apply
from companion.games.fall.state import Phase, new_game

from .fall_table import setup_event


def _refused(event, *words):
    state = new_game()
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as info:
        apply(state, event)
    assert state == before
    assert info.value.section == "Getting Ready, step 9"
    for word in words:
        assert word in str(info.value), str(info.value)


@pytest.mark.parametrize("characters, nodes, pair", [
    (("Kolbor & Malabor", "Sanya"), ("ring-0", "ring-2"), "Kolbor & Malabor and Sanya"),
    (("The Heir", "The Outsider"), ("city-0", "city-1"), "The Heir and The Outsider"),
    (("Sanya", "The Heir", "The Outsider"), ("ring-0", "city-0", "city-1"), "The Heir and The Outsider"),
])
def test_two_champions_of_one_pile_in_a_row_are_refused(characters, nodes, pair):
    _refused(setup_event(characters=characters, nodes=nodes), pair, "other pile")


def test_the_piles_alternating_either_way_are_accepted():
    for characters, nodes in ((("Sanya", "The Heir", "Telron"), ("ring-0", "city-0", "ring-2")),
                              (("The Heir", "Sanya", "The Outsider"), ("city-0", "ring-0", "city-1"))):
        assert apply(new_game(), setup_event(characters=characters, nodes=nodes)).phase is Phase.REVEALS


def test_solo_plays_one_champion_of_each_pile():
    # Ruling solo_characters_alternate: the Solo Variant sets up by the 2-player rules.
    _refused(setup_event(characters=("Sanya", "Telron"), nodes=("ring-0", "ring-2"), solo=True), "other pile")
    assert apply(new_game(), setup_event(solo=True)).phase is Phase.REVEALS


def test_a_chronicle_after_one_game_plays_that_games_characters():
    after_mysthea = setup_event(characters=("Sanya", "Telron"), nodes=("ring-0", "ring-2"),
                                chronicle=Chronicle(after_mysthea=True))
    players = tuple(p.__class__(p.name, p.character, p.colour, p.node, command_cards=((1, "red"),))
                    for p in after_mysthea.players)
    state = apply(new_game(), setup_event(players=players, chronicle=Chronicle(after_mysthea=True)))
    assert state.after_mysthea and state.phase is Phase.REVEALS


def test_the_default_draft_and_the_random_setups_are_legal():
    state = FALL.initial_state({})
    draft = setup_offers(state)["default_draft"]
    for n in range(2, len(draft) + 1):
        assert FALL.apply(state, draft_setup(state.board, draft[:n])).phase is Phase.REVEALS
    for seed in range(5):
        for event in FALL.setup_choices({}, seed):
            assert FALL.apply(state, event).phase is Phase.REVEALS
