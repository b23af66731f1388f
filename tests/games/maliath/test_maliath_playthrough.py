"""Random playthroughs of Maliath's side over options() alone, through a Session: every offered event
applies, a stale event is refused without changing the state, replay and the JSON log give the same game."""

from __future__ import annotations

import copy
import random

import pytest

from companion.codec import event_from_json, event_to_json
from companion.errors import RuleError
from companion.game import Game
from companion.games.maliath.game import GAME
from companion.session import Session
from tests.games.maliath.maliath_table import board_answers, set_up

SEEDS = range(8)


def play(seed: int) -> tuple[Session, int]:
    rng = random.Random(f"maliath-playthrough:{seed}")
    session = Session(GAME, seed=seed)
    setups = GAME.setup_choices({}, seed)
    session.apply(setups[seed % len(setups)])
    tried = list(setups)
    refused = 0
    for _ in range(5_000):
        state = session.state
        if GAME.is_over(state):
            assert GAME.outcome(state).summary and not GAME.options(state).choices
            break
        options = GAME.options(state)
        assert options.choices and options.step.name and options.step.section
        assert all(k in GAME.rulings for k in options.step.rulings)
        stale = rng.choice(tried)
        before = copy.deepcopy(state)
        try:
            GAME.apply(state, stale)
        except RuleError as exc:
            refused += 1
            assert str(exc)
        assert state == before
        choice = rng.choice(options.choices)
        try:
            session.apply(choice.event)
        except RuleError as exc:  # pragma: no cover - the message is the point
            pytest.fail(f"offered {choice.label!r} ({choice.event!r}) was refused: {exc}")
        tried.append(choice.event)
    else:
        pytest.fail("the game did not end")
    return session, refused


def test_maliath_is_a_whole_game():
    assert isinstance(GAME, Game) and GAME.name == "maliath"
    state = GAME.initial_state({})
    assert not GAME.is_over(state) and GAME.outcome(state) is None
    for setup in GAME.setup_choices({}, 0):
        assert GAME.players_of_setup(setup)
        GAME.apply(state, setup)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_playthrough_over_options(seed):
    session, _ = play(seed)
    assert session.replay() == session.state
    again, _ = play(seed)
    assert again.events == session.events
    decoded = [event_from_json(event_to_json(e), GAME.event_types) for e in session.events]
    assert decoded == list(session.events)
    for e in session.events[:40]:
        assert GAME.describe(session.state_at(0), e)


def test_stale_events_are_refused_somewhere():
    assert sum(play(seed)[1] for seed in SEEDS[:3]) > 0


def test_undo_never_reshuffles():
    session = Session(GAME, seed=1)
    session.apply(GAME.setup_choices({}, 1)[0])  # digital decks
    for event in board_answers():
        session.apply(event)
    top = GAME.options(session.state).offers["flip"]
    session.apply(GAME.options(session.state).choices[0].event)
    session.undo()
    assert GAME.options(session.state).offers["flip"] == top


def test_a_state_in_the_middle_of_a_war_survives_the_json_codec():
    import json

    from companion.codec import from_jsonable, to_jsonable
    from companion.games.maliath.events import Flip, Pick, Report
    from companion.games.maliath.state import MaliathState

    state = set_up("Celethe")
    state = GAME.apply(state, Flip("CS008"))  # a Troop in the Volcano's Forest: War may look there
    for event in (Flip("red 2"), Pick("another"), Report(2), Report(1)):  # her one Region: taken at once
        state = GAME.apply(state, event)
    assert from_jsonable(json.loads(json.dumps(to_jsonable(state, MaliathState))), MaliathState) == state
