"""Monster rewards with Maliath's Wound counters, including the rulebook's 2-player Utcoro example."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.games.fall.data import fall_monster
from companion.games.maliath.rewards import BRONZE, GOLD, SILVER, monster_rewards

UTCORO = fall_monster("Utcoro").core_strength  # 10, core Mysthea (README): Maliath plays core Mysthea


def test_two_player_utcoro_example_player_two_silver_player_one_bronze():
    # One Wound counter takes 3 off; Player 1 brings 2 Strength, Player 2 brings 7.
    result = monster_rewards(UTCORO, 3, [2, 7])
    assert result.defeated
    assert result.players == (BRONZE, SILVER)
    assert result.maliath == BRONZE  # 7 > 3, and her 3 is at least 1


def test_literal_reading_of_one_level_lower_leaves_player_one_empty_handed():
    assert monster_rewards(UTCORO, 3, [2, 7], second_player_reward="demoted").players == (None, SILVER)
    assert monster_rewards(UTCORO, 3, [2, 7], second_player_reward="undemoted").players == (BRONZE, SILVER)


def test_solo_player_exactly_matching_the_strength_wins_gold_only_by_default():
    assert monster_rewards(10, 0, [10]).players == (GOLD,)
    assert monster_rewards(10, 0, [10], gold_rule="exceed").players == (SILVER,)


def test_maliath_gold_turns_silver_when_the_player_took_gold():
    result = monster_rewards(10, 12, [10])
    assert result.players == (GOLD,) and result.maliath == SILVER


def test_wounds_alone_kill_the_monster_and_maliath_takes_gold():
    result = monster_rewards(10, 10, [0])
    assert result.defeated and result.players == (None,) and result.maliath == GOLD


def test_maliath_silver_when_she_contributed_at_least_as_much():
    assert monster_rewards(10, 5, [5]).maliath == SILVER
    assert monster_rewards(10, 5, [5]).players == (BRONZE,)


def test_monster_survives_and_nobody_is_rewarded():
    result = monster_rewards(10, 3, [2, 4])
    assert not result.defeated and result.players == (None, None) and result.maliath is None


def test_tied_players_favour_the_lower_artefact_listed_first():
    assert monster_rewards(10, 2, [5, 5]).players == (SILVER, BRONZE)


@given(st.integers(1, 16), st.integers(0, 16), st.lists(st.integers(0, 16), min_size=1, max_size=2))
def test_top_player_and_maliath_never_both_take_gold(strength, reduction, contributions):
    result = monster_rewards(strength, reduction, contributions)
    if result.defeated:
        assert not (GOLD in result.players and result.maliath == GOLD)
        assert result.players.count(GOLD) <= 1
    else:
        assert set(result.players) == {None} and result.maliath is None


def test_bad_input_is_refused_by_parameter_name():
    with pytest.raises(ValueError, match="strength"):
        monster_rewards(-1, 0, [1])
    with pytest.raises(ValueError, match="hit_point_reduction"):
        monster_rewards(10, -3, [1])
    with pytest.raises(ValueError, match="contributions"):
        monster_rewards(10, 0, [1, 2, 3])
    with pytest.raises(ValueError, match="contributions"):
        monster_rewards(10, 0, [-1])
    with pytest.raises(ValueError, match="gold_rule"):
        monster_rewards(10, 0, [1], gold_rule="maybe")
    with pytest.raises(ValueError, match="second_player_reward"):
        monster_rewards(10, 0, [1, 1], second_player_reward="all")


def test_a_monster_entered_with_strength_zero_is_refused_not_paid_gold_for_nothing():
    # Phase 3, Monster Cards: Gold is for a player who "would have defeated the Monster by
    # yourself". A Strength of 0 (a slip when entering the Monster) made a player who brought
    # nothing take Gold and Maliath, with no Wound counter, take Silver.
    with pytest.raises(ValueError, match="strength"):
        monster_rewards(0, 0, [0])
    with pytest.raises(ValueError, match="strength"):
        monster_rewards(0, 0, [0, 0])
    assert monster_rewards(1, 0, [1]).players == (GOLD,)


def test_two_players_tied_with_maliath_the_tie_goes_to_the_player():
    from companion.games.maliath.rewards import BRONZE, SILVER, monster_rewards

    # Utcoro (core Strength 10): Maliath's counters took 4 off, the players brought 4 and 2.
    tied = monster_rewards(10, 4, [4, 2])
    assert tied.defeated and tied.players[0] == SILVER and tied.maliath == BRONZE
    solo_text = monster_rewards(10, 4, [4, 2], two_player_ties="maliath")
    assert solo_text.players[0] == BRONZE and solo_text.maliath == SILVER
    alone = monster_rewards(10, 4, [6])  # solo: a tie would go to Maliath; here no tie at all
    assert alone.players[0] == SILVER and alone.maliath == BRONZE
    assert monster_rewards(10, 5, [5]).maliath == SILVER  # solo tie: Maliath's, as the solo text says
