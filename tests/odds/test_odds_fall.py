"""Mysthea: The Fall — Attack odds, from the rulebook's worked examples and the real Era decks."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from companion.games.fall.odds import (
    ANUTH_BONUS,
    attack_odds,
    chronicle_strength,
    enemies_cost,
    reveal_order,
)
from tests.odds.odds_brute import expand, sum_of_first

# README "Command Points" table (Mysthea Command Cards, evonove/mysthea-app):
ERA_I = {1: 8, 2: 4, 3: 8}            # eight 1s, four 2s, eight 3s
ERA_II = {1: 4, 2: 4, 3: 8, 4: 4}     # four 1s, four 2s, eight 3s, four 4s
ERA_III = {1: 4, 2: 4, 3: 4, 4: 4, 5: 4}  # four each of 1 to 5


def test_fall_attack_forest_example():
    # Rulebook "Attack Enemies" example: a Golem, two Troops and a Parasite in the Forest;
    # the Era I card shows 3, the Era II card 3.
    need = enemies_cost(golems=1, troops=2, parasites=1)
    assert need == 5
    odds = attack_odds([{3: 1}, {3: 1}], need)
    assert odds.reach[1] == 0          # 3 of 5: not enough, so they press on
    assert odds.reach[2] == 1          # 6 of 5: every Enemy falls
    assert odds.exceed[2] == 1         # 1 point left over: the Eradication Bonus
    assert odds.policy_success == 1 and odds.policy_expected_cards == 2


def test_fall_attack_utcoro_example():
    # Rulebook "Attack a Monster" example: Utcoro (Strength 6, README monster table);
    # Era I shows 2, Era II shows 4; a third card from the full Era III deck would add 1 to 5.
    odds = attack_odds([{2: 1}, {4: 1}, ERA_III], 6)
    assert odds.reach[1] == 0
    assert odds.reach[2] == 1 and odds.exceed[2] == 0   # defeated, but no Eradication Bonus
    assert odds.exceed[3] == 1                          # the third card would always have given it
    assert odds.policy_expected_cards == 2              # the player stops at two, as in the example


def test_fall_attack_full_era_decks_equal_every_deal():
    for need in (4, 6, 9):
        odds = attack_odds([ERA_I, ERA_II, ERA_III], need)
        deals = list(product(expand(ERA_I), expand(ERA_II), expand(ERA_III)))
        assert len(deals) == 8000
        for k in (1, 2, 3):
            hits = sum(1 for d in deals if sum(d[:k]) >= need)
            assert odds.reach[k] == Fraction(hits, 8000)


def test_fall_attack_utcoro_with_fresh_decks():
    # Full Era decks against Strength 6: two cards reach it only with 3+3, 2+4, 3+4 and better.
    odds = attack_odds([ERA_I, ERA_II, ERA_III], 6)
    # Era I 2 with Era II 4: 4*4; Era I 3 with Era II 3 or 4: 8*12; of 400 pairs.
    assert odds.reach[2] == Fraction(4 * 4 + 8 * 12, 400)


def test_lone_survivor_reveals_era_three_first():
    decks = {"I": ERA_I, "II": ERA_II, "III": ERA_III}
    first = attack_odds(reveal_order(decks, lone_survivor=True, cards=1), 5)
    assert first.reach[1] == Fraction(4, 20)     # only an Era III 5 does it alone
    normal = attack_odds(reveal_order(decks, cards=1), 5)
    assert normal.reach[1] == 0                  # Era I tops out at 3


def test_anuth_adds_two_strength():
    plain = attack_odds([ERA_I], 5)
    anuth = attack_odds([ERA_I], 5, bonus=ANUTH_BONUS)
    assert plain.reach[1] == 0
    assert anuth.reach[1] == Fraction(8, 20)     # a 3 plus Anuth's 2


def test_card_counting_after_seen_era_one_threes():
    # Six Era I 3s already out of the deck (discarded earlier).
    era_one_left = {1: 8, 2: 4, 3: 2}
    odds = attack_odds([era_one_left], 3)
    assert odds.reach[1] == Fraction(2, 14)


def test_chronicle_personal_deck_draws_without_replacement():
    personal = {1: 2, 3: 2, 5: 1}      # EXAMPLE personal deck for the Chronicle Game
    assert dict(chronicle_strength(personal, 2).items()) == sum_of_first(personal, 2)
    assert chronicle_strength(personal, 2, bonus=2).at_least(8) == sum_of_first(personal, 2)[6] + sum_of_first(personal, 2)[8]


@pytest.mark.parametrize(
    "decks, need, name",
    [
        ([], 5, "decks"),
        ([ERA_I] * 4, 5, "decks"),
        ([ERA_I], 0, "need"),
        ([ERA_I], "5", "need"),
        (ERA_I, 5, "decks"),
    ],
)
def test_attack_bad_input(decks, need, name):
    with pytest.raises(ValueError, match=name):
        attack_odds(decks, need)


def test_enemies_cost_refuses_negative():
    with pytest.raises(ValueError, match="troops"):
        enemies_cost(troops=-1)


def test_without_seen_counts_the_cards_out_of_an_era_deck():
    from companion.games.fall.odds import without_seen

    left = without_seen(ERA_II, [4, 4, 3])          # two 4s and a 3 revealed earlier
    assert left.size == 17 and left.count(4) == 2 and left.count(3) == 7
    with pytest.raises(ValueError, match="seen"):
        without_seen(ERA_I, [4])                    # Era I has no 4


def test_reveal_order_needs_every_era_it_reveals():
    with pytest.raises(ValueError, match="Era III"):
        reveal_order({"I": ERA_I, "II": ERA_II}, cards=3)
    with pytest.raises(ValueError, match="cards"):
        reveal_order({"I": ERA_I}, cards=0)
