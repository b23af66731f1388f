"""The component profile: the shipped EXAMPLE, and impossible values refused by field name."""

import copy
import json

import pytest

from companion.games.other_side.profile import (
    EXAMPLE_PROFILE_PATH, load_example_profile, validate_profile,
)
from tests.games.other_side.other_side_helpers import EXAMPLE_PROFILE


def test_shipped_example_profile_is_labelled_and_playable():
    raw = json.loads(EXAMPLE_PROFILE_PATH.read_text(encoding="utf-8"))
    assert raw["example"] is True and "EXAMPLE" in raw["name"]
    for key in ("creatures", "artifacts", "action_cards"):
        assert all(entry.get("example") is True for entry in raw[key]), key
    p = load_example_profile()
    assert p.example and p.hero_die and p.creature_die
    for hero in ("andre", "hansi", "marcus", "frederik", "blind_guardian"):
        assert sum(1 for c in p.action_cards if c.hero == hero) >= 5


def broken(path, value):
    raw = copy.deepcopy(EXAMPLE_PROFILE)
    *parents, last = path
    target = raw
    for key in parents:
        target = target[key]
    if value is KeyError:
        del target[last]
    else:
        target[last] = value
    return raw


@pytest.mark.parametrize("path, value, field", [
    (("hero_die",), [], "hero_die"),
    (("creature_die",), [{"value": -1}], "creature_die[0].value"),
    (("creatures", 0, "strength"), -2, "creatures[0].strength"),
    (("creatures", 1, "creature_type"), "Dragon", "creatures[1].creature_type"),
    (("creatures", 2, "icons"), ["wound", "wound"], "creatures[2].icons"),
    (("action_cards", 0, "range"), -1, "action_cards[0].range"),
    (("action_cards", 3, "mastery"), "Cooking", "action_cards[3].mastery"),
    (("action_cards", 2, "hero"), "phylax", "action_cards[2].hero"),
    (("action_cards", 4, "line_condition"), "middle", "action_cards[4].line_condition"),
    (("artifacts", 0, "breakage"), 0, "artifacts[0].breakage"),
    (("artifacts", 1, "type_strength"), "two", "artifacts[1].type_strength"),
    (("creatures", 0, "id"), KeyError, "creatures[0].id"),
    (("breath_token_value",), True, "breath_token_value"),
    (("name",), "my copy", "name"),
])
def test_impossible_values_are_refused_naming_the_field(path, value, field):
    with pytest.raises(ValueError) as err:
        validate_profile(broken(path, value))
    assert str(err.value).startswith(field), str(err.value)


def test_a_card_id_used_twice_is_refused():
    raw = broken(("artifacts", 0, "id"), "C1")  # already a Creature's id
    with pytest.raises(ValueError, match=r"artifacts\[0\]\.id"):
        validate_profile(raw)


def test_more_cards_than_the_box_holds_are_refused():
    raw = copy.deepcopy(EXAMPLE_PROFILE)
    raw["action_cards"] += [dict(raw["action_cards"][0], id=f"X{k}") for k in range(3)]
    with pytest.raises(ValueError, match="action_cards: André has 9 cards"):
        validate_profile(raw)


def test_a_line_bonus_without_frontline_or_backline_is_refused():
    with pytest.raises(ValueError, match=r"action_cards\[0\]\.line_bonus"):
        validate_profile(broken(("action_cards", 0, "line_bonus"), 2))
