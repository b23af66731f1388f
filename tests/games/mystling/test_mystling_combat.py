"""Mystling Academy combat arithmetic, and Rush and Retreat on several maps, against brute force."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from companion.games.mystling.combat import (
    check_adjacency,
    gain_power,
    magic_damage,
    move_destinations,
    physical_damage,
    range_between,
    retreat_destinations,
    rush_destinations,
    slot_power,
    spaces_within,
    token_spaces_nearest,
)


def line(*names):
    adj = {n: set() for n in names}
    for a, b in zip(names, names[1:]):
        adj[a].add(b)
        adj[b].add(a)
    return adj


def graph(*edges):
    adj: dict[str, set[str]] = {}
    for a, b in edges:
        adj.setdefault(a, set()).add(b)
        adj.setdefault(b, set()).add(a)
    return adj


def hexes(cols, rows):
    """An axial hex grid, spaces named "q,r", as a test map (the Arena's shape is not confirmed)."""
    cells = {(q, r) for q in range(cols) for r in range(rows)}
    steps = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
    return {f"{q},{r}": {f"{q + dq},{r + dr}" for dq, dr in steps if (q + dq, r + dr) in cells}
            for q, r in cells}


# --- Power: Card Slots and Power Gain -----------------------------------------------------------

def test_slot_power_is_1_2_2_3():
    assert [slot_power(s) for s in (1, 2, 3, 4)] == [1, 2, 2, 3]


@pytest.mark.parametrize("bad", [0, 5, -1, 1.0, "1", True, None])
def test_slot_power_refuses_a_slot_that_is_not_1_to_4(bad):
    with pytest.raises(ValueError, match="slot"):
        slot_power(bad)


def test_power_is_capped_at_10_and_the_excess_lost():
    assert gain_power(0, 3) == 3
    assert gain_power(8, 2) == 10
    assert gain_power(9, 3) == 10
    assert gain_power(10, 1) == 10
    assert gain_power(4, 0) == 4


@pytest.mark.parametrize("current, amount, field", [(-1, 1, "current"), (11, 0, "current"), (3, -1, "amount"),
                                                    (2.5, 1, "current"), (2, "3", "amount"), (False, 1, "current")])
def test_gain_power_refuses_bad_input_naming_it(current, amount, field):
    with pytest.raises(ValueError, match=field):
        gain_power(current, amount)


@given(st.integers(0, 10), st.integers(0, 50))
def test_power_never_passes_10_nor_falls(current, amount):
    after = gain_power(current, amount)
    assert current <= after <= 10 and after == min(10, current + amount)


# --- Damage: Attack, and Deal X in Range Y -------------------------------------------------------

def test_physical_damage_is_attack_less_defense_at_least_0():
    assert physical_damage(4, 1) == 3
    assert physical_damage(2, 2) == 0
    assert physical_damage(1, 3) == 0
    assert physical_damage(3 + 1, 0) == 4  # "Attack +1" raises the Attack value for that Attack


def test_magic_damage_is_amount_less_willpower_at_least_0():
    assert magic_damage(2, 0) == 2
    assert magic_damage(2, 1) == 1
    assert magic_damage(2, 5) == 0


def test_willpower_applies_to_each_instance_separately():
    # Deal 1 twice against Willpower 1 deals nothing; Deal 2 once deals 1.
    assert magic_damage(1, 1) + magic_damage(1, 1) == 0
    assert magic_damage(2, 1) == 1


@pytest.mark.parametrize("args, field", [((-1, 0), "attack"), ((1, -2), "defense"), ((1.5, 0), "attack")])
def test_physical_damage_refuses_bad_input(args, field):
    with pytest.raises(ValueError, match=field):
        physical_damage(*args)


@pytest.mark.parametrize("args, field", [((-1, 0), "amount"), ((1, None), "willpower")])
def test_magic_damage_refuses_bad_input(args, field):
    with pytest.raises(ValueError, match=field):
        magic_damage(*args)


# --- Range ---------------------------------------------------------------------------------------

def test_range_counts_through_every_space_and_includes_ones_own_space():
    adj = line("a", "b", "c", "d")
    assert range_between(adj, "a", "d") == 3
    assert range_between(adj, "b", "b") == 0
    assert spaces_within(adj, "b", 1) == {"a", "b", "c"}
    assert spaces_within(adj, "b", 0) == {"b"}


def test_range_between_disconnected_spaces_is_none():
    assert range_between({"a": [], "b": []}, "a", "b") is None


# --- Move ----------------------------------------------------------------------------------------

def test_move_goes_up_to_movement_never_onto_or_through_the_other_mystling():
    adj = line("a", "b", "c", "d", "e")
    assert move_destinations(adj, "a", None, 2) == {"a", "b", "c"}
    assert move_destinations(adj, "a", "c", 4) == {"a", "b"}  # c is taken, so d and e are out of reach
    assert move_destinations(adj, "a", None, 0) == {"a"}


def test_move_goes_round_blocking_terrain():
    adj = graph(("a", "b"), ("b", "c"), ("a", "x"), ("x", "y"), ("y", "c"))
    assert "c" in move_destinations(adj, "a", None, 2)
    assert "c" not in move_destinations(adj, "a", None, 2, blocked={"b"})
    assert "c" in move_destinations(adj, "a", None, 3, blocked={"b"})


# --- Rush ----------------------------------------------------------------------------------------

def test_rush_moves_toward_the_player_by_its_movement():
    adj = line("a", "b", "c", "d", "e", "f")
    assert rush_destinations(adj, "a", "f", 2) == {"c"}
    assert rush_destinations(adj, "a", "f", 4) == {"e"}


def test_rush_stops_within_range_1_never_on_the_player():
    adj = line("a", "b", "c")
    assert rush_destinations(adj, "a", "c", 5) == {"b"}


def test_rush_within_range_1_does_not_move():
    adj = hexes(3, 3)
    assert rush_destinations(adj, "0,0", "1,0", 3) == {"0,0"}


def test_rush_offers_every_tied_space_for_the_player_to_choose():
    # a diamond: from s, both l and r are 1 move away and at range 1 from p.
    adj = graph(("s", "l"), ("s", "r"), ("l", "p"), ("r", "p"))
    assert rush_destinations(adj, "s", "p", 3) == {"l", "r"}


def test_rush_takes_the_fewest_moves_among_the_closest_spaces():
    # Range 1 from p: b (1 move from s) and c (2 moves from s, via b); only b.
    adj = graph(("s", "b"), ("b", "c"), ("b", "p"), ("c", "p"))
    assert rush_destinations(adj, "s", "p", 3) == {"b"}


def test_rush_on_a_hex_grid_ties_on_the_spaces_next_to_the_player():
    adj = hexes(5, 5)
    # From 0,0 toward 4,0 with Movement 5: the closest spaces are at range 1; fewest moves 3 (3,0).
    assert rush_destinations(adj, "0,0", "4,0", 5) == {"3,0"}
    # From 0,2 toward 2,2 with Movement 2: 1,2 (1 move), and 1,3 (2 moves) are at range 1; 1,2 wins.
    assert rush_destinations(adj, "0,2", "2,2", 2) == {"1,2"}
    # Toward 4,2 from 0,0 with Movement 2: three spaces 2 moves away come to range 4 (from 6).
    got = rush_destinations(adj, "0,0", "4,2", 2)
    assert {range_between(adj, s, "4,2") for s in got} == {4}
    assert got == {"0,2", "1,1", "2,0"}
    # Toward 0,0 from 2,2 (range 4) with Movement 4: both spaces next to it, 3 moves each.
    assert rush_destinations(adj, "2,2", "0,0", 4) == {"0,1", "1,0"}


def test_rush_goes_round_terrain_and_stays_when_it_cannot_come_closer():
    adj = line("a", "b", "c", "d")
    assert rush_destinations(adj, "a", "d", 3, blocked={"b"}) == {"a"}
    adj = graph(("a", "b"), ("b", "c"), ("c", "p"), ("a", "x"), ("x", "y"), ("y", "c"))
    assert rush_destinations(adj, "a", "p", 2, blocked={"b"}) == {"y"}


def test_rush_counts_range_through_terrain():
    # The Enemy cannot enter the wall w, yet range to the player is counted through it.
    adj = graph(("e", "w"), ("w", "p"), ("e", "x"), ("x", "y"), ("y", "z"), ("z", "p"))
    assert rush_destinations(adj, "e", "p", 1, blocked={"w"}) == {"e"}  # x is at range 3, e at 2


# --- Retreat -------------------------------------------------------------------------------------

def test_retreat_moves_to_the_farthest_reachable_space():
    adj = line("a", "b", "c", "d", "e", "f")
    assert retreat_destinations(adj, "c", "f", 5) == {"a"}
    assert retreat_destinations(adj, "c", "f", 1) == {"b"}


def test_retreat_already_farthest_does_not_move():
    adj = line("a", "b", "c", "d")
    assert retreat_destinations(adj, "a", "d", 3) == {"a"}


def test_retreat_never_passes_the_player():
    # e - p - x - y: behind the player lies the farthest space, but the Enemy cannot go through p.
    adj = line("e", "p", "x", "y", "z")
    assert retreat_destinations(adj, "e", "p", 4) == {"e"}


def test_retreat_offers_the_tied_farthest_spaces_in_the_fewest_moves():
    adj = hexes(5, 5)
    got = retreat_destinations(adj, "2,2", "2,1", 1)
    assert {range_between(adj, s, "2,1") for s in got} == {2}
    assert got == {"1,3", "2,3", "3,2"}
    # From the middle with Movement 4, away from 0,0: the farthest corner 4,4 (range 8).
    assert retreat_destinations(adj, "2,2", "0,0", 4) == {"4,4"}


def test_retreat_takes_the_fewest_moves_among_the_farthest():
    # From s (range 1 from p), f and g0 are range 2, each one move away; g (range 1) and f2
    # (range 1) are nearer; with Movement 3 nothing lies farther than range 2: f and g0 tie.
    adj = graph(("p", "s"), ("s", "f"), ("s", "g0"), ("g0", "g"), ("p", "g"), ("p", "f2"), ("f2", "f"))
    assert retreat_destinations(adj, "s", "p", 3) == {"f", "g0"}
    # A far space reached by a longer way round does not beat the same range reached sooner:
    adj = graph(("p", "s"), ("s", "a"), ("a", "b"), ("s", "b"))
    assert range_between(adj, "b", "p") == 2
    assert retreat_destinations(adj, "s", "p", 2) == {"a", "b"}


# --- bad input -----------------------------------------------------------------------------------

@pytest.mark.parametrize("fn", [rush_destinations, retreat_destinations])
def test_rush_and_retreat_refuse_bad_input_naming_the_argument(fn):
    adj = line("a", "b", "c")
    with pytest.raises(ValueError, match="enemy_at"):
        fn(adj, "z", "c", 1)
    with pytest.raises(ValueError, match="player_at"):
        fn(adj, "a", "z", 1)
    with pytest.raises(ValueError, match="player_at"):
        fn(adj, "a", "a", 1)
    with pytest.raises(ValueError, match="movement"):
        fn(adj, "a", "c", -1)
    with pytest.raises(ValueError, match="movement"):
        fn(adj, "a", "c", 1.0)
    with pytest.raises(ValueError, match="movement"):
        fn(adj, "a", "c", True)
    with pytest.raises(ValueError, match="adjacency"):
        fn({"a": ["b"]}, "a", "b", 1)  # b lacks a row of its own
    with pytest.raises(ValueError, match="adjacency"):
        fn({"a": ["b"], "b": []}, "a", "b", 1)  # not symmetric
    with pytest.raises(ValueError, match="adjacency"):
        fn([("a", "b")], "a", "b", 1)
    with pytest.raises(ValueError, match="adjacency"):
        fn({"a": "b", "b": "a"}, "a", "b", 1)
    with pytest.raises(ValueError, match="adjacency"):
        fn({"a": [], "b": []}, "a", "b", 1)  # no path between them
    with pytest.raises(ValueError, match="blocked"):
        fn(adj, "a", "c", 1, blocked={"zz"})


def test_check_adjacency_names_the_fault():
    with pytest.raises(ValueError, match="own neighbour"):
        check_adjacency({"a": ["a"]})
    with pytest.raises(ValueError, match="no spaces"):
        check_adjacency({})
    with pytest.raises(ValueError, match="non-empty"):
        check_adjacency({"": []})


def test_token_placement_nearest_the_player_within_range_and_off_closed_spaces():
    adj = line("e", "a", "b", "p")
    assert token_spaces_nearest(adj, "e", "p", 2) == {"b"}
    assert token_spaces_nearest(adj, "e", "p", 3) == {"p"}  # the player's own space, when allowed
    assert token_spaces_nearest(adj, "e", "p", 3, closed={"p"}) == {"b"}
    assert token_spaces_nearest(adj, "e", "p", 0, closed={"e"}) == frozenset()


# --- properties, and a brute-force cross-check on small random graphs ----------------------------

@st.composite
def arenas(draw, max_spaces=7):
    """A small connected symmetric graph, two distinct spaces on it, a Movement and blocked spaces."""
    n = draw(st.integers(2, max_spaces))
    names = [f"s{i}" for i in range(n)]
    edges = set()
    for i in range(1, n):  # a random spanning tree keeps it connected
        edges.add((names[draw(st.integers(0, i - 1))], names[i]))
    extra = draw(st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=n))
    edges |= {(names[a], names[b]) for a, b in extra if a != b}
    adj = {s: set() for s in names}
    for a, b in edges:
        adj[a].add(b)
        adj[b].add(a)
    enemy, player = draw(st.lists(st.sampled_from(names), min_size=2, max_size=2, unique=True))
    movement = draw(st.integers(0, n))
    blocked = draw(st.frozensets(st.sampled_from([s for s in names if s not in (enemy, player)] or [enemy])))
    blocked -= {enemy, player}
    return adj, enemy, player, movement, blocked


def brute_ranges(adj):
    names = list(adj)
    inf = float("inf")
    d = {(a, b): (0 if a == b else 1 if b in adj[a] else inf) for a in names for b in names}
    for k, i, j in itertools.product(names, names, names):
        if d[i, k] + d[k, j] < d[i, j]:
            d[i, j] = d[i, k] + d[k, j]
    return d


def brute_reach(adj, start, other, movement, blocked):
    """Every walk of up to `movement` steps, each step to a neighbour that is neither `other` nor blocked."""
    best = {start: 0}
    for k in range(1, movement + 1):
        for walk in itertools.product(list(adj), repeat=k):
            here, ok = start, True
            for nxt in walk:
                if nxt not in adj[here] or nxt == other or nxt in blocked:
                    ok = False
                    break
                here = nxt
            if ok and here not in best:
                best[here] = k
    return best


def by_the_rulebook(adj, enemy, player, movement, blocked, *, rush):
    d = brute_ranges(adj)
    reach = brute_reach(adj, enemy, player, movement, blocked)
    if rush and d[enemy, player] <= 1:
        return {enemy}
    key = (lambda s: (d[s, player], reach[s])) if rush else (lambda s: (-d[s, player], reach[s]))
    top = min(key(s) for s in reach)
    return {s for s in reach if key(s) == top}


@settings(max_examples=150, deadline=None)
@given(arenas(max_spaces=5))
def test_rush_and_retreat_agree_with_brute_force(arena):
    adj, enemy, player, movement, blocked = arena
    movement = min(movement, 4)
    assert rush_destinations(adj, enemy, player, movement, blocked=blocked) == \
        by_the_rulebook(adj, enemy, player, movement, blocked, rush=True)
    assert retreat_destinations(adj, enemy, player, movement, blocked=blocked) == \
        by_the_rulebook(adj, enemy, player, movement, blocked, rush=False)


@settings(max_examples=200, deadline=None)
@given(arenas(max_spaces=9))
def test_rush_never_farther_retreat_never_nearer_always_reachable(arena):
    adj, enemy, player, movement, blocked = arena
    start = range_between(adj, enemy, player)
    reachable = move_destinations(adj, enemy, player, movement, blocked=blocked)
    rush = rush_destinations(adj, enemy, player, movement, blocked=blocked)
    retreat = retreat_destinations(adj, enemy, player, movement, blocked=blocked)
    for got in (rush, retreat):
        assert got and got <= reachable and player not in got and not got & blocked
    assert all(range_between(adj, s, player) <= start for s in rush)
    assert all(range_between(adj, s, player) >= start for s in retreat)
    # every tied space is as close (far) as every other, and none reachable is closer (farther)
    assert len({range_between(adj, s, player) for s in rush}) == 1
    closest = min(range_between(adj, s, player) for s in reachable)
    assert start <= 1 or range_between(adj, next(iter(rush)), player) == closest
    farthest = max(range_between(adj, s, player) for s in reachable)
    assert range_between(adj, next(iter(retreat)), player) == farthest


@settings(max_examples=100, deadline=None)
@given(arenas(max_spaces=8), st.integers(0, 3))
def test_more_movement_never_leaves_a_rush_farther(arena, more):
    adj, enemy, player, movement, blocked = arena
    assume(range_between(adj, enemy, player) > 1)
    dist = lambda got: range_between(adj, next(iter(got)), player)  # noqa: E731
    assert dist(rush_destinations(adj, enemy, player, movement + more, blocked=blocked)) <= \
        dist(rush_destinations(adj, enemy, player, movement, blocked=blocked))


def test_a_hundred_space_arena_rush_and_retreat_by_hand():
    """On a 10x10 hex grid the hex distance to "0,0" is q + r and to "9,9" is 18 - q - r: three steps of
    Movement close or open it by three, and every space that does so in three steps ties."""
    adj = hexes(10, 10)
    assert rush_destinations(adj, "0,0", "9,9", 3) == {"3,0", "2,1", "1,2", "0,3"}
    assert retreat_destinations(adj, "5,5", "0,0", 3) == {"8,5", "7,6", "6,7", "5,8"}  # speed: benchmarks/arena.py
