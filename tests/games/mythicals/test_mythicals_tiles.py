"""Which collections take which Mastery tile, what they cost, and what is still missing."""

import pytest

from companion.errors import RuleError
from companion.games.mythicals import data
from companion.games.mythicals.rules import can_take, cards_for_tile, missing_cards, score

RUN_COLOURS = ("purple", "green", "red", "blue")


def _run_cases():
    """(tile, collection, takeable, why) for every run tile of every colour."""
    cases = []
    for c in RUN_COLOURS:
        other = "red" if c != "red" else "blue"
        cases += [
            (f"{c}-2", [f"{c}-3", f"{c}-4"], True, "a plain run of 2"),
            (f"{c}-2", [f"{c}-joker", f"{c}-5"], True, "the joker as a 4"),
            (f"{c}-2", [f"{c}-1", f"{c}-3"], False, "1 and 3 are not in sequence"),
            (f"{c}-2", [f"{c}-2", f"{other}-3"], False, "a run is of one colour"),
            (f"{c}-2", [f"{c}-2", f"{other}-joker"], False, "another colour's joker does not help"),
            (f"{c}-3", [f"{c}-1", f"{c}-2", f"{c}-3"], True, "a plain run of 3"),
            (f"{c}-3", [f"{c}-2", f"{c}-joker", f"{c}-4"], True, "the joker fills the gap"),
            (f"{c}-3", [f"{c}-1", f"{c}-2", f"{c}-4"], False, "a gap and no joker"),
            (f"{c}-4", [f"{c}-2", f"{c}-3", f"{c}-4", f"{c}-5"], True, "a plain run of 4"),
            (f"{c}-4", [f"{c}-1", f"{c}-2", f"{c}-joker", f"{c}-4"], True, "the joker as a 3"),
            (f"{c}-4", [f"{c}-1", f"{c}-2", f"{c}-3", f"{c}-5"], False, "no joker for the 4"),
            (f"{c}-5", [f"{c}-{v}" for v in (1, 2, 3, 4, 5)], True, "the whole run"),
            (f"{c}-5", [f"{c}-1", f"{c}-2", f"{c}-3", f"{c}-joker", f"{c}-5"], True, "the joker as a 4"),
            (f"{c}-5", [f"{c}-1", f"{c}-2", f"{c}-3", f"{c}-4", f"{other}-joker"], False, "wrong joker"),
        ]
    return cases


SAME_CASES = [
    ("grey-2", ["red-3", "blue-3"], True, "two 3s in two colours"),
    ("grey-2", ["red-3", "green-joker"], True, "the green joker as a 3"),
    ("grey-2", ["red-3", "blue-4"], False, "different values"),
    ("grey-2", ["red-3", "red-joker"], False, "the joker is red too: one colour only"),
    ("grey-3", ["red-2", "blue-2", "green-2"], True, "three 2s in three colours"),
    ("grey-3", ["red-2", "blue-joker", "purple-2"], True, "the blue joker as a 2"),
    ("grey-3", ["red-2", "blue-2", "blue-joker"], False, "only two colours"),
    ("grey-3", ["red-2", "blue-2", "green-3"], False, "the 3 does not match"),
    ("grey-4", ["red-5", "blue-5", "green-5", "purple-5"], True, "four 5s"),
    ("grey-4", ["red-5", "blue-5", "green-5", "purple-joker"], True, "the purple joker as a 5"),
    ("grey-4", ["red-5", "blue-5", "green-5", "green-joker"], False, "no purple card"),
]

BLACK_CASES = [
    ("black-6", [f"green-{v}" for v in (1, 2, 3, 4, 5, "joker")], True, "the green run and the green joker"),
    ("black-6", [f"green-{v}" for v in (1, 2, 3, 4, 5)], False, "the joker is required"),
    ("black-6", [f"green-{v}" for v in (1, 2, 3, 4, 5)] + ["red-joker"], False, "another colour's joker"),
    ("black-6", [f"green-{v}" for v in (1, 2, 3, 4, "joker", "joker")], False, "the joker is not wild here"),
]

ALL_CASES = _run_cases() + SAME_CASES + BLACK_CASES


def test_every_tile_is_covered_with_and_without_jokers():
    def jokers(cards):
        return any("joker" in c for c in cards)

    names = {t.name for t in data.TILES}
    # Taken without a joker: every tile but black, which always needs its joker.
    assert {t for t, cards, ok, _ in ALL_CASES if ok and not jokers(cards)} == names - {"black-6"}
    assert ("black-6", False) in {(t, ok) for t, cards, ok, _ in ALL_CASES if not jokers(cards)}
    assert {t for t, cards, ok, _ in ALL_CASES if ok and jokers(cards)} == names
    assert {t for t, _, ok, _ in ALL_CASES if not ok} == names


@pytest.mark.parametrize("tile, cards, takeable, why", ALL_CASES, ids=[f"{t}:{w}" for t, _, _, w in ALL_CASES])
def test_can_take(tile, cards, takeable, why):
    assert can_take(tile, cards) is takeable, why
    # Extra unrelated cards never turn a refusal into a yes or the other way round.
    assert can_take(tile, cards + ["day"]) is takeable


@pytest.mark.parametrize("tile, cards, takeable, why", [c for c in ALL_CASES if c[2]], ids=lambda v: str(v))
def test_cards_for_tile_uses_exactly_the_tile_count_from_the_collection(tile, cards, takeable, why):
    used = cards_for_tile(tile, cards)
    assert used is not None
    assert len(used) == data.TILE_BY_NAME[tile].cards
    assert sorted(used) == sorted(cards)  # these collections hold nothing but the set
    assert missing_cards(tile, cards) == ()


def test_cards_for_tile_keeps_the_joker_when_real_cards_do():
    # Both 2-3 and 3-joker make a run of 2; the real cards go, the joker stays.
    assert cards_for_tile("red-2", ["red-2", "red-3", "red-joker"]) == ("red-2", "red-3")
    assert cards_for_tile("grey-2", ["red-4", "blue-4", "green-joker"]) == ("blue-4", "red-4")


def test_cards_for_tile_takes_the_lowest_run_among_equals():
    assert cards_for_tile("blue-2", ["blue-1", "blue-2", "blue-4", "blue-5"]) == ("blue-1", "blue-2")


def test_cards_for_tile_is_none_when_the_tile_is_out_of_reach():
    assert cards_for_tile("green-4", ["green-1", "green-2"]) is None


def test_missing_cards_for_a_run_names_the_gaps():
    assert missing_cards("green-4", ["green-1", "green-2"]) == ("green-3", "green-4")
    # The joker covers one gap of 2-?-4-?: one card is still missing.
    assert len(missing_cards("green-4", ["green-2", "green-4", "green-joker"])) == 1


def test_missing_cards_for_the_black_tile_include_the_joker():
    assert missing_cards("black-6", ["red-1", "red-2", "red-3", "red-4"]) == ("red-5", "red-joker")


def test_missing_cards_for_a_grey_tile_pick_the_value_closest_to_done():
    assert missing_cards("grey-3", ["red-4", "blue-4", "green-1"]) == ("green-4",)


def test_unknown_tile_is_refused():
    with pytest.raises(RuleError):
        can_take("orange-3", ["red-1"])


def test_score_adds_tiles_and_markers():
    assert score([], 0) == 0
    assert score(["black-6"], 2) == 15
    assert score(["purple-2", "grey-3", "red-3", "blue-5"], 7) == 2 + 4 + 4 + 10 + 7
