"""Primal Shard and Colossus odds against every ordering of small bags, and the rulebook's examples."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.games.fall.phases.colossus import (
    city_loss_to_colossus,
    colossus_destination,
    colossus_position,
    colossus_steps,
)
from companion.games.fall.data import primal_shard_bag
from companion.games.fall.phases.shards import (
    investigation_cost,
    next_shard,
    p_investigation_paid,
    shards_left,
)

from tests.games.fall.fall_brute import as_dict, over_orderings, walk_clockwise

small_bags = st.dictionaries(st.sampled_from([1, 2, 3]), st.integers(0, 2), min_size=1).filter(
    lambda bag: 1 <= sum(bag.values()) <= 6
)


def test_first_shard_of_an_easy_game():
    assert as_dict(next_shard(primal_shard_bag("easy"))) == {1: Fraction(3, 10), 2: Fraction(1, 2), 3: Fraction(1, 5)}


@given(small_bags)
def test_next_shard_matches_every_ordering_of_the_bag(bag):
    assert as_dict(next_shard(bag)) == over_orderings(bag, lambda order: order[0])


def test_three_shards_left_on_the_colossus_and_a_three_costs_three_pairs():
    # Investigate the Colossus example: three shards left; a 3 needs three pairs (six Qoam).
    left = {1: 1, 2: 1, 3: 1}
    assert as_dict(investigation_cost(left)) == {2: Fraction(1, 3), 4: Fraction(1, 3), 6: Fraction(1, 3)}
    # Red could pay only two pairs: the 3 makes the attempt fail.
    assert p_investigation_paid(left, 2) == Fraction(2, 3)
    assert p_investigation_paid({3: 1}, 2) == 0


@given(small_bags, st.integers(0, 4))
def test_investigation_paid_matches_every_ordering(bag, pairs):
    expected = over_orderings(bag, lambda order: order[0] <= pairs).get(True, Fraction(0))
    assert p_investigation_paid(bag, pairs) == expected


def test_shards_left_after_reveals():
    assert shards_left({1: 2, 2: 4, 3: 4}, [2, 3, 3]) == {1: 2, 2: 3, 3: 2}
    with pytest.raises(ValueError, match="revealed"):
        shards_left({1: 2}, [1, 1, 1])
    with pytest.raises(ValueError, match="revealed"):
        shards_left({1: 2}, [4])


def test_shards_left_from_a_mistyped_bag_is_refused_not_passed_on():
    # Getting Ready step 5: shards are numbered 1 to 3, counted whole. A bag typed with a
    # 4-point shard, half a shard or a negative count used to come back as the "shards left"
    # ({4: 2}, {1: 1.5}, {1: -1}) instead of being refused where it was entered.
    with pytest.raises(ValueError, match="pool"):
        shards_left({4: 2, 1: 1}, [1])
    with pytest.raises(ValueError, match="pool"):
        shards_left({1: 2.5}, [1])
    with pytest.raises(ValueError, match="pool"):
        shards_left({1: -1, 2: 1}, [2])
    assert shards_left({1: 1}, [1]) == {}          # every shard revealed: nothing left, no error


def test_colossus_example_shard_of_two_moves_it_two_nodes_clockwise():
    # Colossus Card example: a shard of value 2 is revealed and the Colossus moves 2 nodes.
    ring = ["n0", "n1", "n2", "n3", "n4"]
    assert as_dict(colossus_destination(ring, "n4", {2: 1})) == {"n1": Fraction(1)}


@given(
    small_bags,
    st.integers(1, 8),
    st.data(),
)
def test_colossus_destination_matches_walking_every_ordering(bag, ring_size, data):
    ring = [f"node{i}" for i in range(ring_size)]
    at = data.draw(st.sampled_from(ring))
    cards = data.draw(st.integers(1, sum(bag.values())))
    expected = over_orderings(bag, lambda order: walk_clockwise(ring, at, sum(order[:cards])))
    assert as_dict(colossus_destination(ring, at, bag, colossus_cards=cards)) == expected


def test_two_colossus_cards_in_a_cycle_draw_without_replacement():
    # A bag of one 1 and one 3: two cards walk 4 nodes for certain (no shard is drawn twice).
    assert as_dict(colossus_steps({1: 1, 3: 1}, colossus_cards=2)) == {4: Fraction(1)}
    assert colossus_position(0, 3, {1: 1, 3: 1}, colossus_cards=2).prob(1) == 1


def test_colossus_example_six_parasites_and_utcoro_cost_eighteen():
    # Colossus Card example: 6 Parasites (12) plus Utcoro's Strength 6.
    assert city_loss_to_colossus(6, ["Utcoro the Swarmer"]) == 18


def test_colossus_card_on_an_empty_board_counts_the_two_parasites_it_spawns():
    # The Colossus Card Is Revealed!, steps 1-2: two Parasites spawn, then the City loses 2
    # per Parasite in play. With none on the board before, the loss is 4 (plus Utcoro's 6),
    # never 0: a count taken before the spawn is refused instead of undercounting.
    assert city_loss_to_colossus(2, ["Utcoro"]) == 4 + 6
    for before_spawn in (0, 1):
        with pytest.raises(ValueError, match="parasites_in_play"):
            city_loss_to_colossus(before_spawn, ["Utcoro"])


def test_boulron_adds_ten_during_a_colossus_card_by_default():
    assert city_loss_to_colossus(2, ["Boulron"]) == 4 + 5 + 10
    assert city_loss_to_colossus(2, ["Boulron"], boulron_adds_to_strength=False) == 4 + 10


def test_bad_colossus_and_shard_input_is_refused_by_name():
    with pytest.raises(ValueError, match="face_down"):
        next_shard({})
    with pytest.raises(ValueError, match="face_down"):
        next_shard({4: 1})
    with pytest.raises(ValueError, match="face_down"):
        next_shard({1: -1, 2: 2})
    with pytest.raises(ValueError, match="pairs"):
        p_investigation_paid({1: 1}, -1)
    with pytest.raises(ValueError, match="ring"):
        colossus_destination([], "a", {1: 1})
    with pytest.raises(ValueError, match="ring"):
        colossus_destination(["a", "a"], "a", {1: 1})
    with pytest.raises(ValueError, match="at"):
        colossus_destination(["a", "b"], "c", {1: 1})
    with pytest.raises(ValueError, match="ring_size"):
        colossus_position(0, 0, {1: 1})
    with pytest.raises(ValueError, match="colossus_cards"):
        colossus_steps({1: 1}, colossus_cards=2)
    with pytest.raises(ValueError, match="parasites_in_play"):
        city_loss_to_colossus(-1)
    with pytest.raises(ValueError, match="monsters_in_play"):
        city_loss_to_colossus(2, ["Godzilla"])
    with pytest.raises(ValueError, match="monsters_in_play"):
        city_loss_to_colossus(2, ["Utcoro", "Utcoro the Swarmer"])
