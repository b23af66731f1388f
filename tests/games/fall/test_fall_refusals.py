"""Random events, sensible and hostile, on a set-up table: never an uncaught exception, and a refused
event leaves the state equal to a deep copy taken before it."""

from __future__ import annotations

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.errors import RuleError
from companion.games.fall.events import (
    AttackEnemies, AttackMonster, Bonus, Collect, Deposit, EndDay, Investigate, Move, Placement, ResolveAttack,
    RevealCard, SetUp, ActivateMachine, UseRelic, Trade, NightCard, Release, RevealMonster, IslandHop,
    MoveFortification,
)
from companion.games.fall.rules import apply
from companion.games.fall.state import FallState
from dataclasses import replace

from tests.games.fall.fall_table import set_up, setup_event, started, with_monster

BASE = with_monster(started(characters=("Kolbor & Malabor", "The Creature"), nodes=("ring-0", "city-1")),
                    "Utcoro the Swarmer", "crater-0")
NODES = [n.id for n in BASE.board.nodes]
REGIONS = [r.id for r in BASE.board.regions] + ["crater-0/1", "crater-1/0"]
CRATERS = [c.id for c in BASE.board.craters]
COLOURS = ["blue", "brown", "green", "grey", "pink", "city:blue", "city:green", "parasite"]
WEIRD = st.one_of(st.none(), st.integers(-5, 10), st.text(max_size=6), st.just(()), st.just(("x",) * 3))

node = st.one_of(st.sampled_from(NODES), WEIRD)
region = st.one_of(st.sampled_from(REGIONS), WEIRD)
spend = st.one_of(st.lists(st.sampled_from(COLOURS), max_size=4).map(tuple), WEIRD)
bonus = st.one_of(st.none(), st.builds(Bonus, st.sampled_from(["red", "blue", "yellow", "green", "pink"]),
                                       region=region, island_region=region, player=st.sampled_from(["P1", "P2", "X"]),
                                       colour=st.sampled_from(COLOURS), node=node,
                                       unit=st.sampled_from(["Golem", "Troop", ""]), to_region=region))
MONSTER = st.builds(RevealMonster, st.sampled_from(["Utcoro", "Cannibarok", "Kodror", "Obsidusa", "Nobody"]),
                    st.one_of(st.sampled_from(CRATERS), WEIRD),
                    st.one_of(st.just(()), st.just((("crater-1/1", 4),)), WEIRD),
                    st.one_of(st.just(()), st.just(("", "")), WEIRD))
EVENTS = st.one_of(
    st.builds(Move, st.one_of(st.lists(st.sampled_from(NODES), max_size=4).map(tuple), WEIRD)),
    st.builds(Collect, st.one_of(st.lists(st.sampled_from(COLOURS), max_size=3).map(tuple), WEIRD)),
    st.builds(Deposit, st.one_of(st.lists(st.builds(Placement, st.sampled_from(["space-1", "space-2", "x"]),
                                                    st.sampled_from(COLOURS)), max_size=3).map(tuple), WEIRD)),
    st.builds(AttackEnemies, region),
    st.builds(AttackMonster, st.one_of(st.sampled_from(CRATERS), WEIRD)),
    st.builds(RevealCard, st.one_of(st.integers(0, 6), WEIRD), st.sampled_from(["red", "blue", "yellow", "green", 3]),
              spend),
    st.builds(ResolveAttack, st.one_of(st.sampled_from(CRATERS), WEIRD),
              st.one_of(st.tuples(st.integers(-1, 4), st.integers(0, 4)), WEIRD), bonus),
    st.builds(Investigate, st.one_of(st.integers(0, 4), WEIRD), spend, st.one_of(node, st.just("city-1"))),
    st.just(EndDay()),
    st.builds(ActivateMachine, region, st.sampled_from(["Harvester", "Scavenger", "Refiner", "x"]), node=node,
              fortification=st.sampled_from(["red", "non-playing", ""]), island_region=region,
              discard=st.sampled_from(COLOURS + [""])),
    st.builds(UseRelic, st.sampled_from(["P1", "P2", "X", 3]), node=node, direction=st.one_of(st.integers(-2, 2), WEIRD),
              colours=spend, discard=spend, target=st.sampled_from(["P1", "P2", ""]),
              crystals=st.one_of(st.just(()), st.just((Placement("space-1", "blue"),)), WEIRD)),
    st.builds(Trade, st.sampled_from(["P1", "P2", "X"]), spend, spend),
    st.builds(NightCard, st.sampled_from(["River", "Forest", "Crystal Field", "Colossus", "Storm", "Lava", 7]),
              st.one_of(st.lists(st.builds(Release, region, region), max_size=4).map(tuple), WEIRD),
              st.one_of(st.lists(st.sampled_from(CRATERS), max_size=3).map(tuple), WEIRD),
              st.one_of(st.just(()), st.just((("outer-0", "red"),)), WEIRD),
              st.one_of(st.none(), MONSTER),
              st.one_of(st.lists(st.sampled_from(["space-1", "space-2", "space-3", "x"]), max_size=3).map(tuple), WEIRD),
              st.one_of(st.integers(0, 4), WEIRD)),
    MONSTER,
    st.builds(IslandHop, node),
    st.builds(MoveFortification, node, node),
    st.builds(Move, st.lists(st.sampled_from(NODES), max_size=3).map(tuple), st.sampled_from(["P1", "P2", "X", ""])),
    st.builds(AttackMonster, st.sampled_from(CRATERS), st.sampled_from(["P1", "P2", "X", ""])),
    st.builds(ResolveAttack, st.sampled_from(CRATERS), st.tuples(st.integers(0, 2), st.integers(0, 2)), bonus,
              st.one_of(st.lists(bonus.filter(lambda b: b is not None), max_size=2).map(tuple), WEIRD)),
    st.builds(UseRelic, st.sampled_from(["P1", "P2"]), returns=st.one_of(st.lists(region, max_size=3).map(tuple), WEIRD),
              machine=st.one_of(st.just(("Refiner", "blue", "outer-0")), WEIRD), copy=st.sampled_from(["P1", "P2", ""]),
              arrangement=st.one_of(st.just((("outer-0", 1, 0, 0), ("outer-1", 0, 0, 0))), WEIRD)),
    st.just(setup_event()),
)


STARTS = [BASE, apply(BASE, EndDay()),
          replace(set_up(characters=("Leheir", "The Heir"), nodes=("ring-0", "city-0")),
                  monster_cards=("Utcoro the Swarmer", "Cannibarok the Qoam-Eater", "Kodror the Infestation",
                                 "Obsidusa the Devourer"))]


@settings(max_examples=150)
@given(st.sampled_from(range(len(STARTS))), st.lists(EVENTS, min_size=1, max_size=25))
def test_random_events_are_applied_or_refused_cleanly(start, events):
    state: FallState = STARTS[start]
    for event in events:
        before = copy.deepcopy(state)
        try:
            state = apply(state, event)
        except RuleError as exc:
            assert exc.message and exc.section
            assert state == before
        assert isinstance(state, FallState)


@given(st.builds(SetUp, st.one_of(WEIRD, st.just(setup_event().players)), st.sampled_from(["easy", "x", 3]),
                 st.one_of(st.integers(-3, 40), WEIRD), st.one_of(WEIRD, st.just(setup_event().islands)),
                 node, st.one_of(st.integers(-1, 8), WEIRD)))
def test_random_setups_are_applied_or_refused_cleanly(event):
    from companion.games.fall.state import new_game
    state = new_game()
    before = copy.deepcopy(state)
    try:
        apply(state, event)
    except RuleError as exc:
        assert exc.message
    assert state == before
