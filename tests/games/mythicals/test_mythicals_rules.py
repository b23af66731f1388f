"""Mythicals' rules, one table situation per test: the rulebook's examples first, then every refusal."""

import copy
from dataclasses import replace

import pytest

from companion.errors import RuleError
from companion.games.mythicals import data
from companion.games.mythicals.game import MYTHICALS
from companion.games.mythicals.rules import (
    CollectReserve,
    CollectRevealed,
    EndTurn,
    Lock,
    Reinforce,
    Reveal,
    SetUp,
    TakeTile,
    apply,
    initial_state,
    score,
    takeable_tiles,
)
from companion.games.mythicals.state import (
    CHOOSE,
    COLLECT,
    LAST_COLLECT,
    LAST_TILE,
    OVER,
    REINFORCE,
    TILE,
    Deck,
)

ANNA, BEN = 0, 1


def set_up(anna=("red-4", "blue-1"), ben=("green-2", "purple-joker"), starting="Anna"):
    return apply(initial_state(), SetUp(("Anna", "Ben"), (anna, ben), starting))


def holding(state, player, cards):
    """The state with a player's collection replaced (collections are faceup: the table knows them)."""
    return state.with_player(player, replace(state.players[player], collection=tuple(cards)))


def refused(state, event, *words):
    """Apply an event that must be refused; check the message and that nothing changed."""
    with pytest.raises(RuleError) as caught:
        apply(state, event)
    for word in words:
        assert word in caught.value.message
    assert caught.value.section
    return caught.value


# --- The rulebook's examples ------------------------------------------------------------


def test_deck_collection_with_the_second_red_copy_goes_to_the_opponent():
    # [1. Collect Cards, example] I hold a red card; two reds come up with one other card.
    state = set_up(anna=("red-4", "blue-1"))
    state = apply(state, Reveal(("red-4", "green-1", "red-2")))
    assert state.step == CHOOSE
    state = apply(state, CollectRevealed("red"))
    assert state.players[ANNA].collection == ("blue-1", "red-2", "red-4")
    assert "red-4" in state.players[BEN].collection
    assert state.last_gift == ("red-4",)
    assert state.reserve == ("green-1",)
    assert state.step == TILE and state.current == ANNA


def test_two_identical_revealed_cards_one_goes_to_the_opponent():
    state = set_up()
    state = apply(state, Reveal(("green-3", "green-3", "blue-5")))
    state = apply(state, CollectRevealed("green"))
    assert state.players[ANNA].collection.count("green-3") == 1
    assert state.players[BEN].collection.count("green-3") == 1


def test_purple_run_of_three_takes_its_tile_and_marker_then_two_markers_on_green():
    # [2. Take a Mastery Tile, example] the purple tile with its marker, then 2 markers on green.
    state = set_up()
    state = apply(state, Reveal(("purple-1", "purple-2", "red-5")))
    state = apply(state, CollectRevealed("purple"))
    state = holding(state, ANNA, ("blue-1", "purple-1", "purple-2", "purple-3", "red-4"))
    state = state.with_tile(replace(state.tile("purple-3"), markers=1))
    state = replace(state, supply=data.BONUS_MARKERS - 1)
    assert "purple-3" in takeable_tiles(state, "Anna")
    assert MYTHICALS.describe(state, TakeTile("purple-3")) == "Anna takes purple-3 (4 points + 1 marker)"

    state = apply(state, TakeTile("purple-3"))
    anna = state.players[ANNA]
    assert anna.tiles == ("purple-3",) and anna.markers == 1
    assert anna.collection == ("blue-1", "red-4")
    assert state.discard == ("purple-1", "purple-2", "purple-3")
    assert state.tile("purple-3").owner == "Anna" and state.tile("purple-3").markers == 0
    assert state.step == REINFORCE

    state = apply(state, Reinforce("green-4", 2))
    assert state.tile("green-4").markers == 2
    assert state.supply == data.BONUS_MARKERS - 3
    assert state.step == COLLECT and state.current == BEN and state.turn == 2


def test_final_score_example_makes_27():
    # [End of the Game, example] 2 + 4 + 4 + 12 + 5 = 27. No tile scores 12: read as a
    # 10-point tile that came with 2 markers, plus 5 other markers (7 markers in all).
    assert score(["blue-2", "purple-3", "grey-3", "red-5"], 2 + 5) == 27


# --- Setup --------------------------------------------------------------------------------


def test_setup_deals_two_cards_and_names_the_starting_player():
    state = set_up(starting="Ben")
    assert state.step == COLLECT and state.current == BEN and state.turn == 1
    assert state.deck == Deck(45, 9)
    assert state.supply == 16 and all(t.owner is None and not t.locked for t in state.tiles)


def test_setup_refuses_a_second_card_of_the_first_cards_colour():
    refused(initial_state(), SetUp(("Anna", "Ben"), (("red-4", "red-1"), ("green-2", "blue-3")), "Anna"),
            "both red")


def test_both_copies_of_a_card_may_be_dealt_and_then_none_can_come_up():
    state = set_up(anna=("red-4", "blue-1"), ben=("red-4", "green-1"))
    assert state.unseen_copies("red-4") == 0 and state.unseen_copies("blue-1") == 1


def test_setup_needs_two_players_with_their_own_names_and_one_of_them_starts():
    refused(initial_state(), SetUp(("Anna",), (("red-4", "blue-1"),), "Anna"), "2 players")
    refused(initial_state(), SetUp(("Anna", "Anna"), (("red-4", "blue-1"), ("green-2", "blue-3")), "Anna"))
    refused(initial_state(), SetUp(("Anna", "Ben"), (("red-4", "blue-1"), ("green-2", "blue-3")), "Cleo"))


def test_setup_refuses_the_day_card_and_made_up_cards():
    refused(initial_state(), SetUp(("Anna", "Ben"), (("day", "blue-1"), ("green-2", "blue-3")), "Anna"))
    refused(initial_state(), SetUp(("Anna", "Ben"), (("red-7", "blue-1"), ("green-2", "blue-3")), "Anna"))


def test_setup_happens_once():
    refused(set_up(), SetUp(("Anna", "Ben"), (("red-4", "blue-1"), ("green-2", "blue-3")), "Anna"))


# --- Collecting ---------------------------------------------------------------------------


def test_the_reserve_is_empty_on_the_first_turn():
    refused(set_up(), CollectReserve("red"), "The reserve is empty")


def test_collecting_from_the_reserve_takes_every_card_of_the_colour():
    state = replace(set_up(), reserve=("blue-2", "red-1", "red-3"))
    state = apply(state, CollectReserve("red"))
    assert state.reserve == ("blue-2",)
    assert state.players[ANNA].collection == ("blue-1", "red-1", "red-3", "red-4")
    assert state.step == TILE


def test_the_reserve_must_hold_the_colour_asked_for():
    state = replace(set_up(), reserve=("blue-2",))
    refused(state, CollectReserve("green"), "no green")


def test_a_colour_not_among_the_revealed_cards_cannot_be_taken():
    state = apply(set_up(), Reveal(("red-1", "red-2", "blue-3")))
    refused(state, CollectRevealed("green"), "green")


def test_reveal_three_cards_no_more_no_less():
    refused(set_up(), Reveal(("red-1", "red-2")), "3 cards")


def test_a_card_whose_two_copies_are_seen_cannot_be_revealed():
    state = set_up(anna=("red-4", "blue-1"), ben=("red-4", "green-1"))
    refused(state, Reveal(("red-4", "green-2", "blue-3")), "red-4")


def test_collecting_is_required_before_ending_the_turn():
    refused(set_up(), EndTurn(), "cannot end the turn")


def test_one_collection_per_turn():
    state = apply(apply(set_up(), Reveal(("red-1", "red-2", "blue-3"))), CollectRevealed("red"))
    refused(state, Reveal(("green-1", "green-2", "blue-4")))
    refused(state, CollectReserve("blue"))


def test_a_pair_made_from_the_reserve_sends_one_card_over():
    # Anna holds red-4; the reserve holds the other red-4: she keeps one, Ben gets the other.
    state = replace(set_up(anna=("red-4", "blue-1")), reserve=("green-5", "red-2", "red-4"))
    state = apply(state, CollectReserve("red"))
    assert state.players[ANNA].collection == ("blue-1", "red-2", "red-4")
    assert state.players[BEN].collection == ("green-2", "purple-joker", "red-4")
    assert state.last_gift == ("red-4",)
    assert MYTHICALS.describe(replace(set_up(anna=("red-4", "blue-1")), reserve=("red-4",)), CollectReserve("red")) == (
        "Anna collects red from the reserve (red-4); gives red-4 to Ben"
    )


def test_a_joker_pair_is_a_pair_too():
    state = replace(set_up(anna=("red-joker", "blue-1")), reserve=("red-joker",))
    state = apply(state, CollectReserve("red"))
    assert state.players[ANNA].collection == ("blue-1", "red-joker")
    assert "red-joker" in state.players[BEN].collection


# --- Mastery tiles -----------------------------------------------------------------------


def after_collecting(cards, reserve=("red-1",)):
    """Anna's turn, cards collected, holding `cards`."""
    state = replace(set_up(), reserve=tuple(reserve))
    state = apply(state, CollectReserve(data.card_colour(reserve[0])))
    return holding(state, ANNA, cards)


def test_a_tile_needs_its_run():
    state = after_collecting(("green-1", "green-2", "green-3", "red-1"))
    error = refused(state, TakeTile("green-4"), "Your collection does not hold a run of 4 green")
    assert error.section == "2. Take a Mastery Tile"


def test_named_cards_must_be_in_the_collection_and_make_the_set():
    state = after_collecting(("green-1", "green-2", "green-3", "red-1"))
    refused(state, TakeTile("green-2", ("green-4", "green-3")), "does not hold green-4")
    refused(state, TakeTile("green-2", ("green-1", "green-3")), "needs a run of 2 green")
    state = apply(state, TakeTile("green-2", ("green-2", "green-3")))
    assert state.players[ANNA].collection == ("green-1", "red-1")


def test_one_tile_per_turn():
    state = after_collecting(("green-1", "green-2", "red-1", "red-2"))
    state = apply(state, TakeTile("green-2"))
    refused(state, TakeTile("red-2"))


def test_a_tile_already_taken_is_gone():
    state = after_collecting(("green-1", "green-2"))
    state = state.with_tile(replace(state.tile("green-2"), owner="Ben"))
    refused(state, TakeTile("green-2"), "Ben already took green-2")


def test_reinforce_comes_only_after_taking_a_tile():
    state = after_collecting(("green-1",))
    refused(state, Reinforce("red-3", 1))
    refused(state, Lock("red-3"))


def test_that_tile_already_has_two_markers():
    state = apply(after_collecting(("green-1", "green-2")), TakeTile("green-2"))
    state = state.with_tile(replace(state.tile("red-3"), markers=2))
    refused(state, Reinforce("red-3", 1), "That tile already has 2 markers")
    state = state.with_tile(replace(state.tile("red-3"), markers=1))
    refused(state, Reinforce("red-3", 2), "at most 2")
    assert apply(state, Reinforce("red-3", 1)).tile("red-3").markers == 2


def test_reinforce_places_one_or_two_markers():
    state = apply(after_collecting(("green-1", "green-2")), TakeTile("green-2"))
    refused(state, Reinforce("red-3", 0), "1 or 2")
    refused(state, Reinforce("red-3", 3), "1 or 2")
    refused(state, Reinforce("green-2", 1), "no longer on the board")


def test_the_markers_can_run_out():
    state = apply(after_collecting(("green-1", "green-2")), TakeTile("green-2"))
    refused(replace(state, supply=1), Reinforce("red-3", 2), "Only 1 Bonus marker")
    refused(replace(state, supply=0), Reinforce("red-3", 1), "No Bonus marker")


def test_a_locked_tile_takes_no_markers_but_can_still_be_taken():
    state = apply(after_collecting(("green-1", "green-2", "red-1", "red-2")), TakeTile("green-2"))
    state = apply(state, Lock("red-2"))
    assert state.tile("red-2").locked and state.current == BEN
    # Ben's turn: collect, take a tile, try to reinforce the locked one.
    state = apply(apply(state, Reveal(("blue-3", "blue-4", "green-4"))), CollectRevealed("blue"))
    state = holding(state, BEN, ("blue-1", "blue-2"))
    state = apply(state, TakeTile("blue-2"))
    refused(state, Reinforce("red-2", 1), "locked")
    refused(state, Lock("red-2"), "already locked")
    state = apply(state, EndTurn())
    # Anna takes the locked tile.
    state = apply(state, Reveal(("purple-4", "purple-5", "green-5")))
    state = apply(state, CollectRevealed("purple"))
    state = holding(state, ANNA, ("red-1", "red-2"))
    state = apply(state, TakeTile("red-2"))
    assert state.tile("red-2").owner == "Anna"


def test_a_tile_with_markers_cannot_be_locked():
    state = apply(after_collecting(("green-1", "green-2")), TakeTile("green-2"))
    state = state.with_tile(replace(state.tile("blue-4"), markers=1))
    refused(state, Lock("blue-4"), "markers")


def test_passing_on_the_tile_ends_the_turn():
    state = apply(after_collecting(("green-1",)), EndTurn())
    assert state.step == COLLECT and state.current == BEN


# --- The Day card and the end ------------------------------------------------------------


def near_the_end(remaining, window):
    state = set_up()
    return replace(state, deck=Deck(remaining, window))


def test_the_day_card_cannot_come_before_the_last_nine_cards():
    refused(set_up(), Reveal(("day", "red-1", "red-2")), "cannot come yet")
    refused(near_the_end(12, 9), Reveal(("day", "red-1", "red-2")), "cannot come yet")
    assert apply(near_the_end(9, 9), Reveal(("day", "red-1", "red-2"))).step == LAST_COLLECT


def test_the_day_card_must_come_with_the_last_three_cards():
    refused(near_the_end(3, 3), Reveal(("green-1", "red-1", "red-2")), "must be among")


def test_the_window_of_the_day_card_shrinks_as_the_deck_runs_down():
    state = apply(near_the_end(9, 9), Reveal(("green-1", "red-1", "red-2")))
    assert state.deck == Deck(6, 6)


def test_there_is_one_day_card():
    refused(near_the_end(9, 9), Reveal(("day", "day", "red-2")), "only one Day card")


def test_the_day_card_ends_the_game_after_one_last_collection_and_tile():
    state = near_the_end(6, 6)
    state = holding(state, ANNA, ("green-1", "green-2", "blue-1"))
    state = holding(state, BEN, ("purple-3",))
    state = apply(state, Reveal(("green-3", "day", "red-5")))
    assert state.step == LAST_COLLECT and state.revealed == ("green-3", "red-5")
    refused(state, EndTurn())
    state = apply(state, CollectRevealed("green"))
    assert state.step == LAST_TILE
    assert MYTHICALS.describe(state, TakeTile("green-3")) == "Anna takes green-3 (4 points)"
    state = apply(state, TakeTile("green-3"))
    assert state.step == OVER and state.over
    assert state.scores == (4, 0) and state.winner == "Anna" and not state.tie
    refused(state, Reveal(("red-1", "red-2", "red-3")), "The game is over")
    refused(state, EndTurn(), "The game is over")


def test_the_last_collection_takes_both_cards_when_they_share_a_colour():
    state = apply(near_the_end(3, 3), Reveal(("blue-2", "day", "blue-3")))
    state = apply(state, CollectRevealed("blue"))
    assert state.players[ANNA].collection == ("blue-1", "blue-2", "blue-3", "red-4")


def test_a_tie_is_announced_as_a_tie():
    state = near_the_end(3, 3)
    state = replace(state, players=(
        replace(state.players[ANNA], tiles=("red-2",), markers=2),
        replace(state.players[BEN], tiles=("grey-3",), markers=0),
    ))
    state = apply(state, Reveal(("blue-2", "day", "green-3")))
    state = apply(apply(state, CollectRevealed("green")), EndTurn())
    assert state.scores == (4, 4) and state.winner is None and state.tie
    assert MYTHICALS.describe(state, EndTurn()) == "Anna ends the turn"


def test_refused_events_leave_the_state_as_it_was():
    state = set_up()
    before = copy.deepcopy(state)
    for event in (CollectReserve("red"), EndTurn(), TakeTile("black-6"), Reinforce("red-2", 1)):
        with pytest.raises(RuleError):
            apply(state, event)
    assert state == before


def test_unknown_events_are_refused_in_plain_words():
    with pytest.raises(RuleError, match="no step"):
        apply(set_up(), object())


# --- Refusals that must read as sentences and name the right section ------------------------


def test_after_the_day_card_a_reveal_the_reserve_or_a_pass_is_refused_under_end_of_the_game():
    # Before the fix the refusal read "the table must the Day card came: take ..." and named
    # "Collect Cards from the Deck" or "1. Collect Cards".
    state = replace(near_the_end(6, 6), reserve=("red-1",))
    state = apply(state, Reveal(("green-3", "day", "red-5")))
    for event in (Reveal(("green-1", "blue-2", "blue-3")), CollectReserve("red"), EndTurn(), TakeTile("green-2")):
        error = refused(state, event, "the table must first take the cards of one colour from the two "
                                      "revealed beside the Day card")
        assert "must the Day" not in error.message
        assert error.section == "End of the Game"
    state = apply(state, CollectRevealed("green"))
    for event in (Reinforce("red-3", 1), Lock("red-3"), CollectRevealed("red")):
        error = refused(state, event, "take one last Mastery tile, or end the game")
        assert error.section == "End of the Game"


def test_taking_revealed_cards_before_any_reveal_says_to_reveal_first():
    # Before the fix: "the table must collect cards from the deck or the reserve", while collecting.
    error = refused(set_up(), CollectRevealed("red"), "No cards are revealed yet", "reveal the top 3")
    assert error.section == "Collect Cards from the Deck"


def test_a_tile_before_collecting_is_refused_under_collect_cards():
    state = set_up()
    for event in (TakeTile("red-2"), EndTurn()):
        error = refused(state, event, "first collect cards")
        assert error.section == "1. Collect Cards"
    state = apply(state, Reveal(("red-1", "red-2", "blue-3")))
    error = refused(state, TakeTile("red-2"), "first take all the revealed cards of one colour")
    assert error.section == "1. Collect Cards"


def test_a_second_tile_in_one_turn_is_refused_as_one_tile_per_turn():
    state = apply(after_collecting(("green-1", "green-2", "red-1", "red-2")), TakeTile("green-2"))
    error = refused(state, TakeTile("red-2"), "already took a Mastery tile this turn", "one tile per turn")
    assert error.section == "2. Take a Mastery Tile"


def test_reinforcing_or_locking_without_a_tile_this_turn_says_a_tile_comes_first():
    state = after_collecting(("green-1",))
    for event in (Reinforce("red-3", 1), Lock("red-3")):
        error = refused(state, event, "only after taking a Mastery tile this turn")
        assert error.section == "Reinforce or Lock"


# --- The rulebook's Take a Mastery Tile example, played with events only --------------------


def test_purple_example_through_events_the_marker_comes_with_the_tile_and_the_green_markers_wait():
    # Ben reinforces purple-3 on his turn; Anna then discards a purple run of 3 for it, keeps
    # its marker (4 + 1 points), and places 2 markers on green-4, which stay on the board.
    state = set_up(anna=("purple-1", "blue-1"), ben=("green-2", "red-joker"), starting="Ben")
    state = apply(state, Reveal(("green-3", "red-5", "blue-4")))
    state = apply(state, CollectRevealed("green"))
    state = apply(state, TakeTile("green-2"))
    state = apply(state, Reinforce("purple-3", 1))
    assert state.tile("purple-3").markers == 1 and state.supply == 15 and state.current == ANNA

    state = apply(state, Reveal(("purple-2", "purple-3", "blue-5")))
    state = apply(state, CollectRevealed("purple"))
    assert MYTHICALS.describe(state, TakeTile("purple-3")) == "Anna takes purple-3 (4 points + 1 marker)"
    state = apply(state, TakeTile("purple-3"))
    anna = state.players[ANNA]
    assert anna.tiles == ("purple-3",) and anna.markers == 1 and anna.collection == ("blue-1",)
    assert state.discard == ("green-2", "green-3", "purple-1", "purple-2", "purple-3")
    assert state.tile("purple-3").markers == 0 and state.supply == 15

    state = apply(state, Reinforce("green-4", 2))
    assert state.tile("green-4").markers == 2 and state.tile("green-4").owner is None
    assert state.supply == 13 and state.players[ANNA].markers == 1
    assert state.current == BEN and state.step == COLLECT
    assert score(state.players[ANNA].tiles, state.players[ANNA].markers) == 5
