"""The Fall's component data against the rulebook text and the README's public facts."""

from __future__ import annotations

import pytest

from companion.games.fall import data


def test_eighty_command_cards_coded_c001_to_c080():
    codes = [c.code for c in data.COMMAND_CARDS]
    assert codes == [f"C{n:03d}" for n in range(1, 81)]


def test_each_deck_holds_twenty_cards_five_of_each_banner():
    for era in data.ERAS:
        deck = data.era_deck(era)
        assert len(deck) == 20
        for banner in data.BANNERS:
            assert sum(1 for c in deck if c.banner == banner) == 5


def test_era_one_is_eight_ones_four_twos_eight_threes():
    assert data.era_deck_counts("I") == {1: 8, 2: 4, 3: 8}


def test_era_two_is_four_ones_four_twos_eight_threes_four_fours():
    assert data.era_deck_counts("II") == {1: 4, 2: 4, 3: 8, 4: 4}


def test_era_three_is_four_of_each_value_one_to_five():
    assert data.era_deck_counts("III") == {1: 4, 2: 4, 3: 4, 4: 4, 5: 4}


def test_starting_deck_is_twenty_twos():
    assert data.era_deck_counts("Starting") == {2: 20}


def test_codes_run_red_yellow_green_blue_with_values_rising_inside_each_colour():
    # README: red C(o+1)-C(o+5), yellow C(o+6)-C(o+10), green C(o+11)-C(o+15), blue C(o+16)-C(o+20).
    assert data.command_card("C021").banner == "red" and data.command_card("C021").command_points == 1
    assert data.command_card("C025").banner == "red" and data.command_card("C025").command_points == 3
    assert data.command_card("C026").banner == "yellow"
    assert data.command_card("C036").banner == "blue"
    assert data.command_card("C060") == data.CommandCard("C060", "II", "blue", 4)
    assert data.command_card("C080") == data.CommandCard("C080", "III", "blue", 5)
    assert data.command_card("C031").banner_kind == "Accessory"
    for era in data.ERAS:
        for banner in data.BANNERS:
            points = [c.command_points for c in data.era_deck(era) if c.banner == banner]
            assert points == sorted(points)


def test_every_command_card_names_its_source():
    assert all("mysthea-app" in c.source for c in data.COMMAND_CARDS)


def test_fall_monster_strengths_are_the_rulebook_reference():
    expected = {
        "Utcoro the Swarmer": 6,
        "Boulron the Reaper": 5,
        "Cannibarok the Qoam-Eater": 7,
        "Onygauros the Collector": 9,
        "Obsidusa the Devourer": 7,
        "Caerulas the Inhabitant from Below": 6,
        "Kodror the Infestation": 8,
    }
    assert {m.name: m.fall_strength for m in data.FALL_MONSTERS} == expected
    assert data.fall_monster("Kedror").core_strength == 16
    assert data.fall_monster("boulrox").name == "Boulron the Reaper"
    assert {m.name.split()[0] for m in data.FALL_MONSTERS if m.extra} == {"Kodror", "Obsidusa", "Boulron"}


def test_primal_shard_bags_easy_and_normal_hold_ten_shards():
    assert data.primal_shard_bag("easy") == {1: 3, 2: 5, 3: 2}
    assert data.primal_shard_bag("Normal") == {1: 2, 2: 4, 3: 4}
    for level in ("easy", "normal"):
        assert sum(data.primal_shard_bag(level).values()) == data.PRIMAL_SHARDS_PER_GAME.value


def test_difficult_bag_is_entered_by_the_user_not_invented():
    assert data.PRIMAL_SHARD_BAGS["difficult"].entered_by_user
    with pytest.raises(ValueError, match="difficult_bag"):
        data.primal_shard_bag("difficult")
    assert data.primal_shard_bag("hard", difficult_bag={1: 1, 2: 3, 3: 6}) == {1: 1, 2: 3, 3: 6}
    with pytest.raises(ValueError, match="difficult_bag"):
        data.primal_shard_bag("difficult", difficult_bag={1: 1, 2: 3, 3: 5})
    with pytest.raises(ValueError, match="difficult_bag"):
        data.primal_shard_bag("difficult", difficult_bag={4: 10})
    with pytest.raises(ValueError, match="difficult_bag"):
        data.primal_shard_bag("easy", difficult_bag={1: 10})


def test_city_starting_defense_is_left_to_the_players():
    assert data.CITY_STARTING_DEFENSE.value is None
    assert data.CITY_STARTING_DEFENSE.note


def test_event_deck_is_ten_region_cards_three_colossus_and_the_storm():
    assert sum(data.EVENT_DECK.values()) == 14
    assert all(data.EVENT_DECK[t] == 2 for t in data.REGION_TYPES)
    assert data.EVENT_DECK["Colossus"] == 3 and data.EVENT_DECK["Storm"] == 1


def test_setup_reveals_two_three_or_four_event_cards():
    assert [data.setup_event_cards(d) for d in ("easy", "normal", "hard")] == [2, 3, 4]


def test_enemy_costs_match_attack_enemies():
    assert dict(data.ENEMY_STRENGTH_COST.value) == {"Golem": 2, "Troop": 1, "Parasite": 1}


def test_every_fact_names_its_source():
    assert data.FACTS
    for name, fact in data.FACTS.items():
        assert fact.source, name
        if fact.value is None:
            assert fact.note, name


def test_bad_era_code_and_difficulty_are_refused_by_name():
    with pytest.raises(ValueError, match="era"):
        data.era_deck_counts("IV")
    with pytest.raises(ValueError, match="code"):
        data.command_card("C081")
    with pytest.raises(ValueError, match="difficulty"):
        data.setup_event_cards("nightmare")
    with pytest.raises(ValueError, match="name"):
        data.fall_monster("Godzilla")


def test_difficult_bag_typed_with_a_fraction_or_text_is_refused_not_rounded():
    # Getting Ready step 5: the players enter the Difficult row's 10 shards. 2.9 one-point
    # shards used to become 2 and "3" to become 3 without a word.
    with pytest.raises(ValueError, match="difficult_bag"):
        data.primal_shard_bag("difficult", difficult_bag={1: 2.9, 2: 3, 3: 5})
    with pytest.raises(ValueError, match="difficult_bag"):
        data.primal_shard_bag("difficult", difficult_bag={1: 2, 2: "3", 3: 5})
    with pytest.raises(ValueError, match="difficult_bag"):
        data.primal_shard_bag("difficult", difficult_bag={1.0: 2, 2: 3, 3: 5})
    with pytest.raises(ValueError, match="difficult_bag"):
        data.primal_shard_bag("difficult", difficult_bag={1: True, 2: 4, 3: 5})
