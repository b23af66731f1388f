"""The Icaion board as data: the shipped reconstruction keeps the public facts, and a user's edited
file is checked, every fault named by its field, never a traceback."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.games.fall import board as fb
from companion.games.fall.data import REGION_TYPES

RAW = json.loads(fb.BOARD_PATH.read_text(encoding="utf-8"))


def raw() -> dict:
    return copy.deepcopy(RAW)


def refused(data, *words: str) -> str:
    with pytest.raises(ValueError) as info:
        fb.load_board(data)
    message = str(info.value)
    for w in words:
        assert w in message, message
    return message


# ----- the shipped board -----

def test_the_default_board_is_labelled_a_reconstruction():
    b = fb.default_board()
    assert RAW["reconstruction"] is True and b.reconstruction is True
    assert "reconstruction" in b.note.lower() and "not public" in b.note


def test_fifteen_regions_ten_external_five_inner_one_inner_of_each_type():
    b = fb.default_board()
    assert len(b.regions) == 15
    assert sum(r.kind == fb.EXTERNAL for r in b.regions) == 10
    assert sorted(r.type for r in b.regions if r.kind == fb.INNER) == sorted(REGION_TYPES)


def test_each_inner_region_borders_three_external_regions_and_the_city():
    b = fb.default_board()
    for r in b.regions:
        if r.kind == fb.INNER:
            assert sum(b.region(x).kind == fb.EXTERNAL for x in b.bordering(r.id)) == 3
            assert any(r.id in b.node(c).regions for c in b.city_nodes)


def test_nodes_touch_two_or_three_regions_and_adjacency_is_symmetric():
    b = fb.default_board()
    for n in b.nodes:
        assert len(n.regions) in (2, 3)
        for m in n.adjacent:
            assert n.id in b.node(m).adjacent


def test_five_city_nodes_the_ring_a_cycle_of_two_region_external_nodes():
    b = fb.default_board()
    assert len(b.city_nodes) == 5
    for i, n in enumerate(b.ring):
        node = b.node(n)
        assert len(node.regions) == 2 and all(b.region(r).kind == fb.EXTERNAL for r in node.regions)
        assert b.ring[(i + 1) % len(b.ring)] in node.adjacent


def test_five_craters_each_island_borders_two_board_regions_through_its_node():
    b = fb.default_board()
    assert len(b.craters) == 5 and len(b.city_spaces) == 5
    for c in b.craters:
        assert set(b.node(c.node).regions) == set(c.regions)
        assert all(b.region(r).kind == fb.EXTERNAL for r in c.regions)


def test_the_board_round_trips_through_its_json():
    b = fb.default_board()
    assert fb.load_board(fb.board_to_json(b)) == b
    assert fb.parse_board(json.dumps(fb.board_to_json(b))) == b


# ----- a user's file, refused with the field named -----

def test_a_node_touching_one_region_is_refused():
    data = raw()
    data["nodes"][0]["regions"] = data["nodes"][0]["regions"][:1]
    refused(data, "nodes[0].regions", "2 or 3 regions")


def test_a_city_of_four_nodes_is_refused():
    data = raw()
    data["city_nodes"] = data["city_nodes"][:4]
    refused(data, "city_nodes", "exactly 5")


def test_asymmetric_adjacency_is_refused():
    data = raw()
    other = data["nodes"][0]["adjacent"][0]
    target = next(n for n in data["nodes"] if n["id"] == other)
    target["adjacent"].remove(data["nodes"][0]["id"])
    refused(data, "adjacent", "does not list")


def test_a_ring_that_is_not_a_cycle_is_refused():
    data = raw()
    data["ring"] = data["ring"][:4] + data["ring"][5:]
    refused(data, "ring[", "cycle")


def test_a_wrong_region_type_is_refused():
    data = raw()
    data["regions"][3]["type"] = "Swamp"
    refused(data, "regions[3].type", "River")


def test_two_inner_regions_of_one_type_are_refused():
    data = raw()
    inner = [r for r in data["regions"] if r["kind"] == "inner"]
    inner[0]["type"] = inner[1]["type"]
    refused(data, "regions", "one inner region of each type")


def test_an_inner_region_bordering_two_external_regions_is_refused():
    data = raw()
    # mid-1 joins outer-1, outer-2 and inner-0: making it touch only two regions drops outer-... borders
    for n in data["nodes"]:
        if "inner-0" in n["regions"]:
            n["regions"] = [r for r in n["regions"] if r != "outer-2"] if len(n["regions"]) == 3 else n["regions"]
    refused(data, "inner region 'inner-0'", "3 external")


def test_a_crater_node_touching_other_regions_is_refused():
    data = raw()
    data["craters"][0]["node"] = data["ring"][1]
    refused(data, "craters[0].node", "touches")


def test_a_city_node_touching_an_external_region_is_refused():
    data = raw()
    data["city_nodes"][0] = data["ring"][0]
    refused(data, "city_nodes[0]", "external region")


@pytest.mark.parametrize("bad", [None, 3, "board", [], [1, 2], {"format": 1}])
def test_wrong_types_at_the_top_are_refused(bad):
    refused(bad, "board")


def test_unknown_fields_are_refused_naming_them():
    data = raw()
    data["nodez"] = []
    refused(data, "unknown field 'nodez'")


def test_huge_deep_and_broken_files_get_a_clear_message():
    with pytest.raises(ValueError, match="at most"):
        fb.parse_board(" " * (fb.MAX_BOARD_BYTES + 1))
    with pytest.raises(ValueError, match="nested too deeply|not valid JSON"):
        fb.parse_board("[" * 100_000 + "]" * 100_000)
    with pytest.raises(ValueError, match="not valid JSON"):
        fb.parse_board("{'regions': ")
    with pytest.raises(ValueError, match="text of a JSON file"):
        fb.parse_board(42)  # type: ignore[arg-type]
    deep: dict = {}
    for _ in range(5_000):
        deep = {"x": deep}
    refused(deep, "unknown field")
    data = raw()
    data["nodes"] = [data["nodes"][0]] * (fb.MAX_NODES + 1)
    refused(data, "nodes", "entries")
    data = raw()
    data["regions"][0]["id"] = "x" * 10_000
    refused(data, "regions[0].id", "at most")


# ----- random corruptions of the default board: always refused, with the field named -----

def _leaves(value, path=()):
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _leaves(v, path + (i,))
    else:
        yield path


CHECKED_LEAVES = [p for p in _leaves(RAW) if p[0] not in ("note", "positions")]


def _set(data, path, value):
    for step in path[:-1]:
        data = data[step]
    data[path[-1]] = value


def _get(data, path):
    for step in path:
        data = data[step]
    return data


@given(st.sampled_from(CHECKED_LEAVES),
       st.one_of(st.none(), st.integers(), st.floats(allow_nan=False), st.lists(st.integers(), max_size=2),
                 st.dictionaries(st.text(max_size=3), st.integers(), max_size=2), st.booleans()))
def test_a_leaf_of_the_wrong_type_is_refused(path, value):
    data = raw()
    original = _get(data, path)
    if type(value) is type(original) and not isinstance(original, str):
        value = None
    if isinstance(original, bool) and isinstance(value, bool):
        value = None
    if isinstance(original, int) and not isinstance(original, bool) and type(value) is int:
        value = str(value)
    _set(data, path, value)
    message = refused(data)
    assert ":" in message


@given(st.sampled_from(CHECKED_LEAVES), st.text(min_size=1, max_size=12))
def test_an_id_renamed_to_an_unknown_one_is_refused(path, text):
    data = raw()
    original = _get(data, path)
    if not isinstance(original, str) or path[0] == "format":
        return
    if path[0] == "city_spaces" or (len(path) >= 3 and path[-1] == "id" and path[0] == "regions"):
        # renaming a City space id is allowed; a region id dangles from the nodes
        if path[0] == "city_spaces":
            return
    known = {n["id"] for n in data["nodes"]} | {r["id"] for r in data["regions"]} | set(REGION_TYPES) \
        | {"external", "inner"} | {c["id"] for c in data["craters"]}
    if text in known or text == original:
        return
    if path[-1] == "id" and path[0] == "craters":
        return  # a crater's id is referenced by nothing on the board: renaming it is allowed
    _set(data, path, text)
    refused(data)


@given(st.sampled_from(["regions", "nodes", "city_nodes", "ring", "craters", "city_spaces"]), st.data())
def test_an_entry_dropped_or_doubled_is_refused(key, draw):
    data = raw()
    items = data[key]
    i = draw.draw(st.integers(0, len(items) - 1))
    if draw.draw(st.booleans()):
        items.append(copy.deepcopy(items[i]))
    else:
        del items[i]
    refused(data)


@given(st.sampled_from([k for k in RAW if k in fb._REQUIRED]))
def test_a_required_field_missing_is_refused(key):
    data = raw()
    del data[key]
    refused(data, key)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
                    max_leaves=20)


@given(st.sampled_from(list(RAW)), JSON)
def test_any_json_anywhere_gives_a_value_error_or_a_board(key, value):
    data = raw()
    data[key] = value
    try:
        b = fb.load_board(data)
    except ValueError as exc:
        assert str(exc)
    else:
        assert isinstance(b, fb.Board)


def test_islands_are_placed_on_the_craters_with_their_types():
    b = fb.default_board()
    types = {c.id: (t, "River", "Forest") for c, t in zip(b.craters, REGION_TYPES)}
    islands = fb.place_islands(b, types)
    assert [i.crater for i in islands] == [c.id for c in b.craters]
    assert islands[0].golem_region.type == REGION_TYPES[0]
    bad = dict(types)
    bad["crater-1"] = (REGION_TYPES[0], "River", "Forest")
    with pytest.raises(ValueError, match=r"crater-1 has its Golems.*different kind.*islands\.crater-1\[0\]"):
        fb.place_islands(b, bad)
    with pytest.raises(ValueError, match="every crater"):
        fb.place_islands(b, {k: v for k, v in types.items() if k != "crater-4"})
    with pytest.raises(ValueError, match=r"islands.crater-0\[2\]"):
        fb.place_islands(b, {**types, "crater-0": ("River", "Forest", "Lava")})
    with pytest.raises(ValueError, match="not a crater"):
        fb.place_islands(b, {**types, "moon": ("River", "Forest", "Forest")})


def test_a_board_recorded_in_a_setup_survives_the_log_and_replaces_the_tables():
    from companion.codec import event_from_json, event_to_json
    from companion.games.fall.events import EVENT_TYPES
    from companion.games.fall.rules import apply
    from companion.games.fall.state import new_game

    from .fall_table import setup_event

    own = raw()
    own["reconstruction"], own["note"] = False, "Corrected from our copy."
    event = setup_event(board=fb.board_to_json(fb.load_board(own)))
    back = event_from_json(json.loads(json.dumps(event_to_json(event))), EVENT_TYPES)
    assert back == event
    state = apply(new_game(), back)
    assert state.board == fb.load_board(own) and state.board != fb.default_board()
