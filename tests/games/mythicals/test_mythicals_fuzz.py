"""Random event sequences: the rules refuse with RuleError or move on, and never lose a card."""

import copy
from collections import Counter
from dataclasses import fields

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.errors import RuleError
from companion.games.mythicals import data
from companion.games.mythicals.rules import (
    CollectReserve,
    CollectRevealed,
    EndTurn,
    Lock,
    Reinforce,
    Reveal,
    SetUp,
    TakeTile,
    apply,
    initial_state,
)
from companion.games.mythicals.state import OVER

from tests.games.mythicals import mythicals_sim

CARDS = st.sampled_from((*data.CARD_KINDS, data.DAY_CARD, "red-7", "grey-2"))
COLOURS = st.sampled_from((*data.COLOURS, "grey", "black"))
TILES = st.sampled_from((*(t.name for t in data.TILES), "orange-2"))

EVENTS = st.one_of(
    st.builds(Reveal, st.lists(CARDS, min_size=2, max_size=4).map(tuple)),
    st.builds(CollectRevealed, COLOURS),
    st.builds(CollectReserve, COLOURS),
    st.builds(TakeTile, TILES, st.lists(CARDS, max_size=6).map(tuple)),
    st.builds(TakeTile, TILES),
    st.builds(Reinforce, TILES, st.integers(-1, 3)),
    st.builds(Lock, TILES),
    st.just(EndTurn()),
    st.builds(
        SetUp,
        st.sampled_from((("Anna", "Ben"), ("Anna",), ("Anna", "Anna"))),
        st.lists(st.lists(CARDS, min_size=1, max_size=3).map(tuple), min_size=1, max_size=3).map(tuple),
        st.sampled_from(("Anna", "Ben", "Cleo")),
    ),
)


def check_table(state):
    """What must always hold: no card, marker or tile is made up or lost."""
    if not state.players:
        return
    seen = Counter(state.seen())
    assert all(n <= data.COPIES for n in seen.values())
    assert sum(seen.values()) + state.deck.remaining - (state.deck.day_window > 0) == data.CREATURE_CARDS
    held = sum(p.markers for p in state.players)
    assert state.supply + sum(t.markers for t in state.tiles) + held == data.BONUS_MARKERS
    assert all(0 <= t.markers <= data.MAX_MARKERS_ON_TILE for t in state.tiles)
    assert all(not (t.locked and t.markers) for t in state.tiles)
    for player in state.players:
        assert all(state.tile(t).owner == player.name for t in player.tiles)
    if state.step == OVER:
        assert len(state.scores) == 2


def apply_checked(state, event):
    """Apply an event: a refusal must be a RuleError and leave the state exactly as it was."""
    before = copy.deepcopy(state)
    try:
        state = apply(state, event)
    except RuleError as error:
        assert error.message and error.section is not None
        assert state == before
        return state
    check_table(state)
    return state


@settings(max_examples=80)
@given(st.lists(EVENTS, max_size=40), st.integers(0, 10_000))
def test_random_events_after_a_real_setup_only_raise_rule_errors(events, seed):
    import random

    setup, _ = mythicals_sim.deal(random.Random(seed))
    state = apply(initial_state(), setup)
    for event in events:
        state = apply_checked(state, event)


@settings(max_examples=40)
@given(st.lists(EVENTS, max_size=15))
def test_random_events_from_the_empty_table_only_raise_rule_errors(events):
    state = initial_state()
    for event in events:
        state = apply_checked(state, event)


@settings(max_examples=25)
@given(st.integers(0, 10_000), st.booleans(), st.lists(EVENTS, min_size=60, max_size=60))
def test_real_games_with_random_interruptions_stay_consistent(seed, greedy, noise):
    import random

    rng = random.Random(seed)
    setup, deck = mythicals_sim.deal(rng)
    state = apply(initial_state(), setup)
    turns = 0
    while not state.over and turns < 300:
        state = apply_checked(state, noise[turns % len(noise)])
        if state.over:
            break
        if len(deck) != state.deck.remaining:
            break  # the noise revealed cards the simulated deck did not hold: stop this game here
        # A move the real table could make is never refused.
        state = apply(state, mythicals_sim.choose(state, deck, rng, greedy))
        check_table(state)
        turns += 1
    check_table(state)


def test_every_event_field_has_a_precise_type_hint():
    for cls in (SetUp, Reveal, CollectRevealed, CollectReserve, TakeTile, Reinforce, Lock, EndTurn):
        for f in fields(cls):
            assert f.type not in ("tuple", "dict", "list"), (cls.__name__, f.name)
