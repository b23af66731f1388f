"""Mythicals — the Day card and the draw odds, against a brute-force deal of the deck."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings, strategies as st

from companion.games.mythicals import odds as mo
from companion.games.mythicals.odds import p_day_next_reveal, p_within, p_within_reveals, reveals_until_day
from companion.odds import Dist

# README "Mythicals": 48 Creature cards, 2 dealt to each of 2 players, plus the Day card.
FULL_DECK = 48 - 2 * 2 + 1


def deals(start_size: int, copies: int):
    """Every equally likely deck at setup: the Day card in one of the bottom 9 places, the wanted cards anywhere else."""
    window = range(max(1, start_size - 9 + 1), start_size + 1)
    for day in window:
        others = [p for p in range(1, start_size + 1) if p != day]
        for wanted in combinations(others, copies):
            yield day, set(wanted)


def play(day: int, wanted: set, start: int, n: int) -> tuple[bool, int]:
    """Reveal 3 at a time from position `start`; report (a wanted card seen among the first n, reveals up to the Day card)."""
    position, seen, found = start, 0, False
    reveals = 0
    while True:
        group = list(range(position, position + 3))
        reveals += 1
        for p in group:
            if seen < n and (p in wanted):
                found = True
            if seen < n:
                seen += 1
        if day in group:
            return found, reveals
        position += 3


def test_setup_deck_holds_45_cards_and_day_is_far():
    assert FULL_DECK == 45
    assert p_day_next_reveal(FULL_DECK) == 0
    assert reveals_until_day(FULL_DECK) == Dist.from_counts({13: 1, 14: 1, 15: 1})


def test_last_three_reveals():
    assert p_day_next_reveal(9) == Fraction(1, 3)
    assert p_day_next_reveal(6) == Fraction(1, 2)
    assert p_day_next_reveal(3) == 1


@pytest.mark.parametrize("start_size", [9, 10, 11, 12, 13, 14, 15])
def test_day_card_odds_after_every_reveal_equal_a_brute_force_deal(start_size):
    # Condition the setup deals on "the Day card has not shown in r reveals".
    for r in range(0, (start_size + 2) // 3):
        left = start_size - 3 * r
        alive = [(day, w) for day, w in deals(start_size, 0) if day > 3 * r]
        if not alive:
            break
        next_hit = sum(1 for day, _ in alive if day <= 3 * r + 3)
        assert p_day_next_reveal(left) == Fraction(next_hit, len(alive))
        until = Dist.from_counts({k: sum(1 for day, _ in alive if (day - 3 * r + 2) // 3 == k)
                                  for k in range(1, 6)})
        assert reveals_until_day(left) == until


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 14), st.data())
def test_p_within_equals_every_deal(deck_size, data):
    copies = data.draw(st.integers(0, min(3, deck_size - 1)))
    n = data.draw(st.integers(0, deck_size))
    outcomes = [play(day, wanted, 1, n)[0] for day, wanted in deals(deck_size, copies)]
    assert p_within(copies, deck_size, n) == Fraction(sum(outcomes), len(outcomes))


def test_p_within_far_from_day_is_plain_hypergeometric():
    from companion.odds import p_any_within

    # The first 6 cards of the 45 can never be the Day card.
    assert p_within(2, FULL_DECK, 6) == p_any_within(2, FULL_DECK - 1, 6)
    assert p_within_reveals(2, FULL_DECK, 2) == p_within(2, FULL_DECK, 6)


def test_day_card_window_and_reveal_size_come_from_the_setup_and_the_turn():
    from companion.games.mythicals import data

    # Setup: the Day card is shuffled with 8 cards at the bottom; a turn reveals 3.
    assert (data.DAY_WINDOW, data.REVEAL_SIZE) == (9, 3)
    assert (mo.DAY_WINDOW, mo.REVEAL_SIZE) == (data.DAY_WINDOW, data.REVEAL_SIZE)


@pytest.mark.parametrize(
    "call, name",
    [
        (lambda: p_day_next_reveal(0), "deck_size"),
        (lambda: reveals_until_day(2.0), "deck_size"),
        (lambda: p_within(3, 3, 1), "copies"),
        (lambda: p_within(1, 3, 4), "n"),
        (lambda: p_within(-1, 3, 1), "copies"),
        (lambda: p_within_reveals(1, 9, -1), "reveals"),
    ],
)
def test_mythicals_bad_input(call, name):
    with pytest.raises(ValueError, match=name):
        call()
