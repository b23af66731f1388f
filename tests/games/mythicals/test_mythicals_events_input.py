"""Mythicals events of the wrong types, and the refusal for a third copy (issue 11, points 10 and 17)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.errors import RuleError
from companion.games.mythicals.rules import (
    CollectReserve,
    CollectRevealed,
    Lock,
    Reinforce,
    Reveal,
    SetUp,
    TakeTile,
    apply,
    initial_state,
)
from companion.games.mythicals.state import REINFORCE


def set_up():
    return apply(initial_state(), SetUp(("Anna", "Ben"), (("red-4", "blue-1"), ("green-2", "purple-joker")), "Anna"))


@pytest.mark.parametrize("event", [
    SetUp((1, 2), (("red-4", "blue-1"), ("green-2", "purple-joker")), "Anna"),
    SetUp(("Anna", "Ben"), (("red-4", ["blue-1"]), ("green-2", "purple-joker")), "Anna"),
    SetUp(("Anna", "Ben"), "red-4 blue-1", "Anna"),
    SetUp(("Anna", "Ben"), (("red-4", "blue-1"), ("green-2", "purple-joker")), ["Anna"]),
])
def test_a_setup_of_the_wrong_types_is_a_plain_refusal(event):
    with pytest.raises(RuleError) as err:
        apply(initial_state(), event)
    assert "must be" in err.value.message and err.value.section


@pytest.mark.parametrize("event", [
    Reveal(["red-1", ["red-2"], "blue-3"]), Reveal("red-1"), CollectRevealed(["red"]), CollectReserve(None),
    TakeTile(["purple-2"]), TakeTile("purple-2", "purple-1 purple-2"), Lock({"purple-2"}), Reinforce(["red-3"], 1),
])
def test_events_of_the_wrong_types_are_plain_refusals(event):
    with pytest.raises(RuleError, match="must be"):
        apply(set_up(), event)


@pytest.mark.parametrize("markers", [1.0, 2.0, True, "1", None])
def test_a_reinforcement_with_a_count_that_is_not_a_whole_number_is_refused(markers):
    state = replace(set_up(), step=REINFORCE)
    with pytest.raises(RuleError, match="Bonus markers"):
        apply(state, Reinforce("red-3", markers))
    # The whole number is accepted, and the supply stays a whole number.
    after = apply(state, Reinforce("red-3", 1))
    assert after.supply == state.supply - 1 and type(after.supply) is int


def test_the_refusal_for_a_third_copy_says_the_right_counts():
    state = set_up()  # Anna holds red-4
    with pytest.raises(RuleError) as err:
        apply(state, Reveal(("red-4", "red-4", "blue-2")))
    assert err.value.message == ("red-4 cannot come up twice: the game has 2 copies of it, one is already "
                                 "seen, in Anna's collection, so only one is left unseen")
    state = replace(state, discard=("blue-3",), reserve=("blue-3",))
    with pytest.raises(RuleError) as err:
        apply(state, Reveal(("blue-3", "red-1", "red-2")))
    assert err.value.message == ("blue-3 cannot come up: the game has 2 copies of it, both are already seen, "
                                 "in the reserve and the discard, so none is left unseen")
    with pytest.raises(RuleError) as err:
        apply(state, Reveal(("green-5", "green-5", "green-5")))
    assert err.value.message == "green-5 cannot come up 3 times: the game has only 2 copies of it"
