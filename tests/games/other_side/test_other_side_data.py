"""The public component facts, checked against the rulebook's tables."""

from companion.games.other_side import data


def test_setup_variables_table_by_number_of_heroes():
    # Setup Variables Based on the Number of Heroes: tiles, tokens and fragments per column.
    rows = {n: (v.action_tiles_per_hero, v.bond_tokens_per_hero, v.mirror_fragments_to_win)
            for n, v in data.SETUP_VARIABLES.items()}
    assert rows == {2: (3, 5, 8), 3: (3, 4, 9), 4: (2, 4, 10), 5: (2, 3, 11)}


def test_dragon_tiles_need_three_then_four_then_five_tokens():
    assert data.DRAGON_THRESHOLDS == (3, 4, 5)
    assert len(data.DRAGON_THRESHOLDS) == data.DRAGON_TILES


def test_the_five_heroes_and_the_blind_guardians_special_rule():
    assert [h.name for h in data.HEROES] == ["André", "Hansi the Minstrel", "Marcus", "Frederik",
                                             "the Blind Guardian"]
    guardian = data.HEROES[-1]
    assert guardian.id == data.BLIND_GUARDIAN and "Restoration" in guardian.special_rule


def test_components_fit_the_box():
    # Elements of the Game: every Hero's share of tiles, tokens and cards.
    assert data.ACTION_TILES_PER_HERO == max(v.action_tiles_per_hero for v in data.SETUP_VARIABLES.values())
    assert data.BOND_TOKENS_PER_HERO == max(v.bond_tokens_per_hero for v in data.SETUP_VARIABLES.values())
    assert data.ACTION_CARDS_PER_HERO * 5 == 40
    assert data.BATTLE_SPACES == data.TARGET_TOKENS == 4
    assert data.HAND_LIMIT == 7 and data.STARTING_HAND == 5
