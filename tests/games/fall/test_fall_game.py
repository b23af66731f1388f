"""The Fall through the Game protocol: setups offered are legal, every Day option offered is accepted,
and a session replays its log to the same state (the Night is not built yet: it offers nothing)."""

from __future__ import annotations

import copy
import random
from dataclasses import replace

import pytest

from companion.codec import event_from_json, event_to_json
from companion.errors import RuleError
from companion.game import Game
from companion.games.fall.events import EndDay
from companion.games.fall.game import GAME
from companion.games.fall.state import Phase
from companion.session import Session


def test_the_game_satisfies_the_protocol():
    assert isinstance(GAME, Game)
    state = GAME.initial_state({})
    assert state.board.reconstruction and GAME.options(state).step.section
    for e in GAME.setup_choices({}, 0):
        assert GAME.players_of_setup(e)
        GAME.apply(state, e)


def test_an_edited_board_in_the_profile_is_checked():
    with pytest.raises(ValueError, match="board"):
        GAME.initial_state({"board": {"format": "x"}})


@pytest.mark.parametrize("seed", range(8))
def test_random_playthrough_over_the_offered_options(seed):
    rng = random.Random(seed)
    session = Session(GAME, seed=seed)
    session.apply(rng.choice(GAME.setup_choices({}, seed)))
    tried = []
    phases = set()
    for _ in range(600):
        state = session.state
        phases.add(state.phase)
        if GAME.is_over(state):
            assert GAME.outcome(state).summary and not GAME.options(state).choices
            break
        assert GAME.outcome(state) is None
        opts = GAME.options(state)
        assert opts.choices, opts.step
        for k in opts.step.rulings:
            assert k in GAME.rulings
        if tried:
            stale = rng.choice(tried)
            before = copy.deepcopy(state)
            try:
                GAME.apply(state, stale)
            except RuleError:
                pass
            assert state == before
        pool = [c for c in opts.choices if not isinstance(c.event, EndDay)] or list(opts.choices)
        choice = rng.choice(pool if rng.random() < 0.8 else list(opts.choices))
        assert event_from_json(event_to_json(choice.event), GAME.event_types) == choice.event
        assert GAME.describe(state, choice.event)
        session.apply(choice.event)
        tried.append(choice.event)
    if Phase.DAY in phases:
        assert {Phase.REVEALS, Phase.DAY, Phase.NIGHT} <= phases
    else:  # the setup's Event cards can already lose the game (Getting Ready, step 13): only a defeat skips the Day
        assert phases == {Phase.REVEALS, Phase.OVER} and not session.state.won
    assert session.replay() == session.state


@pytest.mark.parametrize("seed", range(10))
def test_attacks_over_the_offered_options_are_all_accepted(seed):
    from tests.games.fall.fall_table import placed, with_group, with_monster
    from tests.games.fall.fall_table import started
    rng = random.Random(seed)
    state = placed(started(), 0, node="ring-4", qoam=(1, 2, 1, 2, 0), parasites=1)
    state = with_group(state, "outer-4", golems=1, troops=1, parasites=1)
    state = with_group(state, "outer-5", troops=2)
    state = with_monster(state, "Boulron the Reaper", "crater-2")
    from companion.games.fall.state import Machine
    state = replace(state, machines=(Machine("outer-4", "Refiner", "red"), Machine("outer-5", "Harvester", "red"),
                                     Machine("outer-4", "Scavenger", "red")))
    kinds = set()
    for _ in range(40):
        if state.phase is not Phase.DAY:
            break
        opts = GAME.options(state).choices
        pick = rng.choice([c for c in opts if not isinstance(c.event, EndDay)] or opts)
        kinds.add(type(pick.event).__name__)
        state = GAME.apply(state, pick.event)  # every offered event is legal
    assert kinds


def test_every_event_type_round_trips_through_the_json_codec():
    from companion.games.fall.events import (
        ActivateMachine, AttackMonster, Bonus, IslandHop, MoveFortification, NightCard, Placement, Release,
        ResolveAttack, RevealMonster, Trade, UseRelic,
    )
    samples = list(GAME.setup_choices({}, 3)) + [
        ResolveAttack("crater-0", (1, 2), Bonus("red", region="outer-1", island_region="crater-0/1"),
                      (Bonus("blue", player="P1", colour="pink"),)),
        NightCard("Storm", monster=RevealMonster("Cannibarok", "crater-1", (("crater-1/1", 2),), ("", "")),
                  spaces=("space-1",)),
        NightCard("River", (Release("crater-0/0", "outer-0"),), ("crater-0", "crater-1"), (("outer-0", "red"),)),
        UseRelic("P1", crystals=(Placement("space-1", "blue"),), returns=("", "crater-0/1"),
                 machine=("Refiner", "red", "outer-0"), arrangement=(("outer-0", 1, 2, 0),)),
        RevealMonster("Kodror", "crater-3", removed=("ring-0", "")),
        ActivateMachine("outer-0", "Scavenger", node="ring-0", fortification="red"), AttackMonster("crater-2", "P2"),
        Trade("P2", ("blue", "blue"), ("grey", "pink")), IslandHop("ring-2"), MoveFortification("ring-0", "ring-1"),
    ]
    assert {type(e).__name__ for e in samples} | {"Move", "Collect", "Deposit", "AttackEnemies", "RevealCard",
                                                  "Investigate", "EndDay"} == set(GAME.event_types)
    for event in samples:
        assert event_from_json(event_to_json(event), GAME.event_types) == event
