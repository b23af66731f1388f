"""Mythicals' components match the rulebook's contents list and the published tile values."""

from collections import Counter

from companion.games.mythicals import data


def test_the_box_holds_48_creature_cards_in_four_colours_with_two_copies_each():
    assert data.CREATURE_CARDS == 48
    assert len(data.CARD_KINDS) == 24
    assert Counter(data.card_colour(c) for c in data.CARD_KINDS) == {c: 6 for c in ("blue", "green", "purple", "red")}
    assert "blue-joker" in data.CARD_KINDS and "red-5" in data.CARD_KINDS and "red-6" not in data.CARD_KINDS


def test_the_deck_after_dealing_holds_45_cards_with_the_day_card_in_the_bottom_nine():
    assert data.DECK_SIZE == 45
    assert data.DAY_WINDOW == 9
    # 45 cards are exactly 15 reveals of 3, so the Day card always comes with two other cards.
    assert data.DECK_SIZE % data.REVEAL_SIZE == 0


def test_twenty_mastery_tiles_in_six_columns():
    assert len(data.TILES) == 20
    assert {c: len(data.column_tiles(c)) for c in data.COLUMNS} == {
        "purple": 4, "green": 4, "red": 4, "blue": 4, "grey": 3, "black": 1,
    }


def test_tile_points_are_the_published_ones():
    points = {t.name: t.points for t in data.TILES}
    for colour in ("purple", "green", "red", "blue"):
        assert [points[f"{colour}-{n}"] for n in (2, 3, 4, 5)] == [2, 4, 7, 10]
    assert [points[f"grey-{n}"] for n in (2, 3, 4)] == [2, 4, 7]
    assert points["black-6"] == 13


def test_columns_rise_from_the_bottom_in_ascending_points():
    for column in data.COLUMNS:
        pts = [t.points for t in data.column_tiles(column)]
        assert pts == sorted(pts)


def test_sixteen_bonus_markers_at_most_two_on_a_tile():
    assert data.BONUS_MARKERS == 16
    assert data.MAX_MARKERS_ON_TILE == 2
    assert data.MARKER_POINTS == 1


def test_card_names_read_back():
    assert data.card_colour("purple-3") == "purple" and data.card_value("purple-3") == 3
    assert data.card_value("green-joker") is None
    assert data.card_name("blue", None) == "blue-joker"
    assert sorted(["red-1", "blue-joker", "blue-2"], key=data.card_sort_key) == ["blue-2", "blue-joker", "red-1"]
