"""What may happen next: every offered event applies, refusals leave the state as it was, the step
names its section and rulings, and the game ends with an outcome."""

import copy
import random
import time

from companion.errors import RuleError
from companion.game import CHANCE, Outcome
from companion.games.other_side.events import DragonAwakens, PassPlan
from companion.games.other_side.game import OTHER_SIDE
from companion.games.other_side.options import drawable, draw_sequences, options
from companion.games.other_side.rulings import RULINGS, RULINGS_BY_PHASE
from companion.games.other_side.state import Phase
from tests.games.other_side.other_side_helpers import (
    HUNT_EVENTS, PLAN_EVENTS, phase4_example, run, setup_four,
)


def states():
    yield setup_four()
    yield run(setup_four(), *HUNT_EVENTS[:2])
    yield run(setup_four(), *HUNT_EVENTS)
    yield run(setup_four(), *HUNT_EVENTS, *PLAN_EVENTS)
    yield phase4_example()


def test_every_offered_event_applies_and_reports_are_marked():
    for state in states():
        opts = options(state)
        assert opts.choices, state.phase
        for choice in opts.choices:
            OTHER_SIDE.apply(state, choice.event)
        if state.phase is Phase.BATTLE:
            assert all(c.kind == "report" for c in opts.choices)


def test_a_refused_event_leaves_the_state_equal_to_a_copy_taken_before():
    state = run(setup_four(), *HUNT_EVENTS)
    before = copy.deepcopy(state)
    for event in (DragonAwakens(), PassPlan("andre")):  # wrong phase, out of turn
        try:
            OTHER_SIDE.apply(state, event)
        except RuleError:
            pass
        assert state == before


def test_draws_run_into_the_reshuffled_discards():
    assert drawable(("a",), ("b", "c"), 0) == ("a",)
    assert drawable(("a",), ("b", "c"), 1) == ("b", "c")
    assert drawable((), (), 0) == ()
    assert set(draw_sequences(("a",), ("b", "c"), 2)) == {("a", "b"), ("a", "c")}
    many = draw_sequences(tuple("abcdefghij"), (), 3)
    assert {s[1] for s in many} == set("abcdefghij")  # a covering set: each card at each position


def test_next_step_names_the_actor_section_and_rulings():
    step = OTHER_SIDE.next_step(setup_four())
    assert step.actor == "Frederik" and step.section == "Phase 1: Hunt!"
    assert step.rulings == RULINGS_BY_PHASE[Phase.HUNT]
    battle = OTHER_SIDE.next_step(phase4_example())
    assert battle.actor == CHANCE and "space 1" in battle.prompt
    assert "range_covers_distance" in OTHER_SIDE.next_step(run(setup_four(), *HUNT_EVENTS, *PLAN_EVENTS)).rulings


def test_every_ruling_has_a_key_and_every_key_shown_exists():
    assert tuple(OTHER_SIDE.rulings) == tuple(r.key for r in RULINGS)
    for keys in RULINGS_BY_PHASE.values():
        assert all(k in OTHER_SIDE.rulings for k in keys)
    assert set(RULINGS_BY_PHASE) == set(Phase)


def test_random_play_ends_with_an_outcome_and_options_stay_quick():
    rng = random.Random(7)
    state = OTHER_SIDE.initial_state({})
    state = OTHER_SIDE.apply(state, rng.choice(OTHER_SIDE.setup_choices({}, 7)))
    slowest = 0.0
    for _ in range(4000):
        if OTHER_SIDE.is_over(state):
            break
        assert OTHER_SIDE.outcome(state) is None
        start = time.perf_counter()
        opts = OTHER_SIDE.options(state)
        slowest = max(slowest, time.perf_counter() - start)
        state = OTHER_SIDE.apply(state, rng.choice(opts.choices).event)
    assert OTHER_SIDE.is_over(state)
    result = OTHER_SIDE.outcome(state)
    assert isinstance(result, Outcome) and result.summary
    assert (result.winners == ()) == (state.outcome == "lost")
    assert not OTHER_SIDE.options(state).choices
    assert slowest < 0.5  # far above the ~20 ms a mid-game state takes; a guard against blow-ups
