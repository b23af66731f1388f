"""Mystling Academy: the deck check (Deck Construction), the Arena map and its check, the profile."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.errors import RuleError
from companion.games.mystling import data
from companion.games.mystling.board import (
    Arena,
    Space,
    add_cell,
    adjacency,
    arena_from_data,
    arena_to_data,
    check_arena,
    hex_arena,
    icon_spaces,
    mark_start,
    remove_cell,
    set_icon,
    start_space,
)
from companion.games.mystling.profile import (
    EXAMPLE_PROFILE,
    check_deck,
    example_profile,
    validate_profile,
)

PROFILE = example_profile()
CARDS = {c.name: c for c in PROFILE.cards}
ARBORO = PROFILE.mystling("Arboro")
PEARE = PROFILE.mystling("Peare")


# --- the deck check ------------------------------------------------------------------------------

def test_both_starting_lists_pass():
    for m in (ARBORO, PEARE):
        assert tuple(m.deck) == data.STARTING_DECKS[m.name]
        check_deck(m, m.deck, CARDS)


def test_a_deck_of_15_or_17_is_refused_naming_the_rule():
    with pytest.raises(RuleError, match="exactly 16") as exc:
        check_deck(ARBORO, ARBORO.deck[:-1], CARDS)
    assert "Deck Size and Composition" in exc.value.section
    with pytest.raises(RuleError, match="exactly 16"):
        check_deck(ARBORO, ARBORO.deck + ("Haste",), CARDS)


def test_two_legendary_cards_are_refused():
    deck = list(ARBORO.deck)
    deck[deck.index("Magnetism")] = "Spectral Blast"  # the EXAMPLE profile's Legendary
    with pytest.raises(RuleError, match="Legendary") as exc:
        check_deck(ARBORO, deck, CARDS)
    assert exc.value.section == "Deck Construction: Deck Size and Composition"


def test_too_few_or_too_many_mystling_specific_cards_are_refused():
    few = ["Haste" if n in ("Rooted Punch", "Arboreal Path") else n for n in ARBORO.deck]
    few[few.index("Haste")] = "Rooted Punch"  # 1 left
    with pytest.raises(RuleError, match="3 to 6"):
        check_deck(ARBORO, few, CARDS)
    many = ["Rooted Punch" if n in ("Haste", "Grapple", "Magnetism") else n for n in ARBORO.deck]
    assert sum(n in ("Rooted Punch", "Arboreal Path") for n in many) == 8
    with pytest.raises(RuleError, match="3 to 6"):
        check_deck(ARBORO, many, CARDS)
    edge = ["Rooted Punch" if n == "Haste" else n for n in ARBORO.deck]  # 6: allowed
    check_deck(ARBORO, edge, CARDS)


def test_another_mystlings_card_and_another_elements_card_are_refused():
    deck = list(ARBORO.deck)
    deck[deck.index("Magnetism")] = "Flamethrower"  # Peare's
    with pytest.raises(RuleError, match="another Mystling") as exc:
        check_deck(ARBORO, deck, CARDS)
    assert exc.value.section == "Deck Construction: Element Restrictions"
    deck[deck.index("Flamethrower")] = "Kindling"  # a Fire card
    with pytest.raises(RuleError, match="Fire card") as exc:
        check_deck(ARBORO, deck, CARDS)
    assert exc.value.section == "Deck Construction: Element Restrictions"


def test_the_sub_element_allowance():
    from dataclasses import replace
    fire_sub = replace(ARBORO, sub_element="Fire", sub_allowance=1)
    deck = list(ARBORO.deck)
    deck[deck.index("Magnetism")] = "Kindling"
    check_deck(fire_sub, deck, CARDS)
    deck[deck.index("Grapple")] = "Kindling"
    with pytest.raises(RuleError, match="at most 1 Fire card") as exc:
        check_deck(fire_sub, deck, CARDS)
    assert "Sub-elements" in exc.value.section


def test_a_card_the_profile_lacks_is_a_value_error_naming_it():
    with pytest.raises(ValueError, match=r"deck\[0\]"):
        check_deck(ARBORO, ["Nope"] + list(ARBORO.deck[1:]), CARDS)
    with pytest.raises(ValueError, match="deck"):
        check_deck(ARBORO, "Haste", CARDS)


# --- the Arena -----------------------------------------------------------------------------------

def test_a_hex_arena_links_touching_cells():
    arena = hex_arena([(0, 0), (1, 0), (0, 1), (3, 3)], {"I": "0,0", "II": "1,0"})
    adj = adjacency(arena)
    assert adj["0,0"] == {"1,0", "0,1"} and adj["1,0"] == {"0,0", "0,1"} and adj["3,3"] == frozenset()
    with pytest.raises(ValueError, match="not connected: 3,3"):
        check_arena(arena)
    check_arena(remove_cell(arena, "3,3"))


def test_an_arena_without_space_ii_is_refused():
    arena = hex_arena([(0, 0), (1, 0)], {"I": "0,0"})
    with pytest.raises(ValueError, match="no starting space II"):
        check_arena(arena)
    check_arena(arena, need=("I",))


def test_arena_check_names_each_fault():
    with pytest.raises(ValueError, match="no spaces"):
        check_arena(Arena((), ()))
    with pytest.raises(ValueError, match="two spaces are called"):
        check_arena(Arena((Space("a"), Space("a")), (), (("I", "a"), ("II", "a"))))
    with pytest.raises(ValueError, match="not a space"):
        check_arena(Arena((Space("a"),), (("a", "b"),)))
    with pytest.raises(ValueError, match="linked to itself"):
        check_arena(Arena((Space("a"),), (("a", "a"),)))
    with pytest.raises(ValueError, match="already carries"):
        check_arena(Arena((Space("a"), Space("b")), (("a", "b"),), (("I", "a"), ("II", "a"))))
    with pytest.raises(ValueError, match="same cell"):
        check_arena(Arena((Space("a", 0, 0), Space("b", 0, 0)), (), (("I", "a"), ("II", "b"))))
    with pytest.raises(ValueError, match=r"starts\[I\]"):
        check_arena(Arena((Space("a"),), (), (("I", "zz"),)))


def test_laying_out_an_arena_by_clicks():
    arena = Arena((), ())
    for q, r in ((0, 0), (1, 0), (2, 0)):
        arena = add_cell(arena, q, r)
    arena = mark_start(mark_start(arena, "I", "0,0"), "II", "2,0")
    arena = set_icon(arena, "1,0", "A")
    check_arena(arena)
    assert start_space(arena, "II") == "2,0"
    assert icon_spaces(arena, ["A"]) == {"1,0"}
    with pytest.raises(ValueError, match="already holds"):
        add_cell(arena, 0, 0)
    with pytest.raises(ValueError, match="already carries"):
        mark_start(arena, "III", "0,0")
    with pytest.raises(ValueError, match="mark"):
        mark_start(arena, "IV", "1,0")
    assert dict(mark_start(arena, "II", None).starts) == {"I": "0,0"}
    with pytest.raises(ValueError, match="no starting space III"):
        start_space(arena, "III")


@given(st.sets(st.tuples(st.integers(0, 4), st.integers(0, 4)), min_size=1, max_size=12))
def test_an_arena_round_trips_through_data(cells):
    arena = hex_arena(sorted(cells))
    assert arena_from_data(arena_to_data(arena)) == arena


def test_a_graph_arena_from_data():
    arena = arena_from_data({"spaces": [{"name": "a"}, {"name": "b", "icon": "A"}], "links": [["b", "a"]],
                             "starts": {"I": "a", "II": "b"}})
    check_arena(arena)
    assert adjacency(arena) == {"a": {"b"}, "b": {"a"}}
    assert arena_from_data(arena_to_data(arena)) == arena
    with pytest.raises(ValueError, match="either cells"):
        arena_from_data({"starts": {}})
    with pytest.raises(ValueError, match=r"arena.links\[0\]"):
        arena_from_data({"spaces": [{"name": "a"}], "links": [["a"]]})


# --- the profile ---------------------------------------------------------------------------------

def test_the_example_profile_is_labelled_example_everywhere():
    assert PROFILE.example and "EXAMPLE" in PROFILE.name
    raw = EXAMPLE_PROFILE
    for key in ("mystlings", "elements", "cards", "arena_cards", "attack_cards", "enemies"):
        for entry in raw[key]:
            assert "EXAMPLE" in str(entry.get("example", "")), (key, entry.get("name"))
    assert "EXAMPLE" in raw["arena"]["example"] and "EXAMPLE" in raw["note"]


def test_the_example_profile_has_the_starting_lists_prefilled():
    assert {m.name: m.deck for m in PROFILE.mystlings} == dict(data.STARTING_DECKS)


def _broken(path, value):
    raw = copy.deepcopy(dict(EXAMPLE_PROFILE))
    target = raw
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return raw


@pytest.mark.parametrize("path, value, field", [
    (("mystlings", 0, "health"), 0, r"mystlings\[0\].health"),
    (("mystlings", 0, "movement"), -1, r"mystlings\[0\].movement"),
    (("mystlings", 1, "attack"), "3", r"mystlings\[1\].attack"),
    (("mystlings", 0, "deck"), list(data.STARTING_DECKS["Arboro"][:15]), r"mystlings\[0\].deck: .*exactly 16"),
    (("mystlings", 0, "special"), KeyError, r"mystlings\[0\].special: missing"),
    (("cards", 0, "kind"), "wild", r"cards\[0\].kind"),
    (("cards", 1, "name"), "Magnetism", r"cards\[1\].name: 'Magnetism' is listed twice"),
    (("cards", 2, "effects"), [{"kind": "deal", "amount": 2}], r"cards\[2\].effects\[0\].range"),
    (("cards", 2, "rarity"), "mythic", r"cards\[2\].rarity"),
    (("arena", "starts"), {"I": "0,1"}, "arena.starts: the Arena has no starting space II"),
    (("enemies", 0, "special_slot"), 6, r"enemies\[0\].special_slot"),
    (("enemies", 0, "deck"), ["nope"], r"enemies\[0\].deck\[0\]"),
    (("enemies", 0, "effects"), {"A": [{"kind": "rush"}]}, r"enemies\[0\].deck\[1\]: .*symbol 'B'"),
    (("enemies", 0, "effects"), {"A": [{"kind": "move"}]}, r"enemies\[0\].effects\[A\]\[0\].kind"),
    (("cards", 0, "name"), "Fatigue", r"cards\[0\].name: 'Fatigue'"),
    (("attack_cards", 1, "name"), "EXAMPLE Attack 1", r"attack_cards\[1\].name"),
    (("arena", "cells"), [{"q": 0, "r": 0}], "arena.starts"),
    (("arena", "cells"), [{"q": 0, "r": 1}, {"q": 4, "r": 2}, {"q": 4, "r": 1}], "arena.links: the Arena is not connected"),
    (("example",), "yes", "example"),
    (("name",), "my own", "name: an example profile must say EXAMPLE"),
    (("arena_cards",), [], "arena_cards"),
    (("surprise",), 1, "profile.surprise"),
])
def test_a_broken_profile_is_refused_naming_the_field(path, value, field):
    with pytest.raises(ValueError, match=field):
        validate_profile(_broken(path, value))


def test_a_checked_profile_passes_through():
    assert validate_profile(PROFILE) is PROFILE


# --- the profile edited in the page: the sheets' form, a card, a deck, the whole profile as JSON ----------

def _raw():
    import copy as _copy
    from companion.games.mystling.profile import EXAMPLE_PROFILE as _EX
    return _copy.deepcopy(dict(_EX))


def test_the_sheets_form_holds_every_stat_and_writes_them_back_checked():
    from companion.games.mystling.profile import sheet_form, validate_profile, with_sheets
    schema, values = sheet_form(_raw())
    names = [f["name"] for f in schema["fields"]]
    assert {"m0_health", "m1_movement", "m0_special_cost", "e0_special_slot", "e0_token_limit"} <= set(names)
    assert next(f for f in schema["fields"] if f["name"] == "m0_health")["min"] == 1
    values["m1_attack"] = 5
    assert validate_profile(with_sheets(_raw(), values)).mystling("Peare").attack == 5
    for field, bad, where in (("m0_health", 0, r"^Arboro: Health: "), ("e0_special_slot", 9,
                                                                 r"^EXAMPLE Enemy: Special Ability slot: ")):
        wrong = dict(values, **{field: bad})
        with pytest.raises(ValueError, match=where):
            with_sheets(_raw(), wrong)


def test_a_deck_edited_by_name_is_checked():
    from companion.games.mystling.data import STARTING_DECKS
    from companion.games.mystling.profile import deck_owners, with_deck
    owners = dict(deck_owners(_raw()))
    assert owners["Arboro"] == STARTING_DECKS["Arboro"] and owners["Peare"] == STARTING_DECKS["Peare"]
    with pytest.raises(ValueError, match=r"^Arboro's deck: A deck holds exactly 16"):
        with_deck(_raw(), "Arboro", STARTING_DECKS["Arboro"][:15])
    # a refusal names the Mystling and the card in plain words, not the data's path
    with pytest.raises(ValueError, match=r"^Arboro's deck, card 16: 'Nope' is not a card of the profile"):
        with_deck(_raw(), "Arboro", list(STARTING_DECKS["Arboro"][:15]) + ["Nope"])
    with pytest.raises(ValueError, match=r"^EXAMPLE Enemy's deck: an Enemy Attack card is listed twice"):
        with_deck(_raw(), "EXAMPLE Enemy", ["EXAMPLE Attack 1", "EXAMPLE Attack 1"])
    with pytest.raises(ValueError, match="no Mystling or Enemy"):
        with_deck(_raw(), "Nobody", [])


def test_a_card_edited_is_checked_and_a_card_in_two_places_refused():
    from companion.games.mystling.profile import validate_profile, with_card
    new = with_card(_raw(), {"name": "Haste", "kind": "neutral", "effects": [{"kind": "move", "amount": 2}]})
    assert validate_profile(new).card_index["Haste"].effects[0].amount == 2
    raw = _raw()
    raw["cards"].append(dict(raw["cards"][0]))
    with pytest.raises(ValueError, match="listed twice"):
        with_card(raw, raw["cards"][1])
    with pytest.raises(ValueError, match=r"^Action card Haste: Effects 1 kind: "):
        with_card(_raw(), {"name": "Haste", "kind": "neutral", "effects": [{"kind": "explode"}]})


def test_the_whole_profile_round_trips_as_json_and_bad_json_is_refused():
    from companion.games.mystling.profile import profile_from_json, profile_to_json
    raw = _raw()
    assert profile_from_json(profile_to_json(raw)) == json_roundtrip(raw)
    with pytest.raises(ValueError, match="not JSON"):
        profile_from_json("{")
    no_ii = _raw()
    del no_ii["arena"]["starts"]["II"]
    with pytest.raises(ValueError, match="no starting space II"):
        profile_from_json(profile_to_json(no_ii))


def json_roundtrip(raw):
    import json as _json
    return _json.loads(_json.dumps(raw))
