"""Session in memory: apply, refusal, undo/redo, go_back_to, snapshots and the rng."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from companion.errors import RuleError
from companion.games.tally import GAME, Gain, Roll, Setup, Spend, TallyState, draw_roll
from companion.session import MAX_EVENTS, Session, SessionError
from tests.session.files import CountingGame


def played(*events: object, seed: int = 7) -> Session:
    session = Session(GAME, seed=seed)
    for event in events:
        session.apply(event)
    return session


def test_apply_names_each_step() -> None:
    s = played(Setup(2), Gain(3), Spend(1), Roll(6))
    assert s.state == TallyState(True, 5, 6, (6,))
    assert s.steps == ("Setup: start with 2 crystals", "Gain 3 crystals", "Spend 1 crystal",
                       "Roll: 6 (a crystal)")
    assert s.events == (Setup(2), Gain(3), Spend(1), Roll(6))


@pytest.mark.parametrize("events, bad, words", [
    ((), Gain(1), "Set up the game first"),
    ((Setup(0),), Setup(1), "already set up"),
    ((Setup(5),), Gain(2), "at most 6"),
    ((Setup(1),), Spend(2), "Only 1 crystals"),
    ((Setup(1),), Roll(7), "1 to 6"),
    ((Setup(1),), Gain(0), "at least 1"),
])
def test_refused_event_changes_nothing(events: tuple, bad: object, words: str) -> None:
    s = played(*events)
    s.apply(Gain(1)) if events else None
    s.undo() if events else None  # leave a redo tail, which a refusal must keep too
    before = (s.state, s.events, s.steps, s.redo_events)
    with pytest.raises(RuleError, match=words):
        s.apply(bad)
    assert (s.state, s.events, s.steps, s.redo_events) == before


def test_undo_redo_and_new_event_clears_redo() -> None:
    s = played(Setup(0), Gain(1), Gain(2))
    assert s.can_undo and not s.can_redo
    s.undo()
    assert s.state.crystals == 1 and s.can_redo and s.redo_events == (Gain(2),)
    s.undo()
    assert s.redo_events == (Gain(1), Gain(2)) and s.redo_steps == ("Gain 1 crystal", "Gain 2 crystals")
    s.redo()
    assert s.state.crystals == 1 and s.redo_events == (Gain(2),)
    s.apply(Spend(1))
    assert not s.can_redo and s.state.crystals == 0
    s.undo(3)
    assert len(s) == 0 and not s.can_undo and s.state == GAME.initial_state({})
    with pytest.raises(ValueError, match="count: expected an int from 1 to 0"):
        s.undo()
    s.redo(3)
    assert s.events == (Setup(0), Gain(1), Spend(1))
    with pytest.raises(ValueError, match="count"):
        s.redo()


def test_go_back_to() -> None:
    s = played(Setup(0), Gain(1), Gain(1), Gain(1))
    assert s.go_back_to(4).crystals == 3  # nothing to do
    assert s.go_back_to(2).crystals == 1
    assert s.redo_events == (Gain(1), Gain(1))
    with pytest.raises(ValueError, match="n: expected an int from 0 to 2, got 5"):
        s.go_back_to(5)


def test_long_game_keeps_each_state_and_matches_cold_replay() -> None:
    s = played(Setup(0))
    for i in range(300):
        s.apply(Gain(1) if s.state.crystals < 6 and i % 3 else Spend(1) if s.state.crystals else Gain(1))
    assert s.state == s.replay()
    for n in (0, 1, 31, 32, 33, 150, 301):
        cold = GAME.initial_state({})
        for event in s.events[:n]:
            cold = GAME.apply(cold, event)
        assert s.state_at(n) == cold
    s.go_back_to(40)
    s.apply(Roll(3))  # abandons the branch: its states must go
    assert len(s._states) == 42 and s.state == s.replay()


def test_undo_and_redo_move_along_states_already_computed() -> None:
    s = played(Setup(0), *[Gain(1)] * 5)
    counted = CountingGame()
    s.game = counted
    for _ in range(200):
        s.undo(6)
        s.redo(6)
        s.undo(3)
        s.redo(2)
        s.redo(1)
    assert counted.applies == 0 and s.state == s.replay()


def test_a_game_stops_taking_steps_at_the_most_a_saved_game_may_hold() -> None:
    s = played(Setup(0))
    for _ in range(MAX_EVENTS - 1):
        s.apply(Roll(1))
    before = (s.events, s.state)
    with pytest.raises(SessionError, match=f"holds {MAX_EVENTS:,} steps, the most a saved game may"):
        s.apply(Roll(1))
    assert (s.events, s.state) == before


def test_rng_is_derived_from_seed_and_log_position() -> None:
    a, b = played(Setup(0), seed=11), played(Setup(0), seed=11)
    assert [a.rng.random() for _ in range(3)] == [b.rng.random() for _ in range(3)]
    first = draw_roll(played(Setup(0), seed=11).rng)
    a = played(Setup(0), seed=11)
    a.apply(draw_roll(a.rng))
    assert a.events[-1] == first
    # undo then draw again: the same value comes (undo is not a reroll)
    a.undo()
    assert draw_roll(a.rng) == first
    other = [played(Setup(0), seed=12).rng.random() for _ in range(1)]
    assert other != [played(Setup(0), seed=11).rng.random()]


def test_bad_arguments_are_named() -> None:
    with pytest.raises(TypeError, match="game: expected"):
        Session(object())  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seed: expected"):
        Session(GAME, seed=-1)
    with pytest.raises(ValueError, match="profile: must be plain JSON"):
        Session(GAME, profile={"capacity": float("nan")})
    with pytest.raises(ValueError, match=r"profile\['capacity'\]"):
        Session(GAME, profile={"capacity": 0})
    with pytest.raises(TypeError, match="players"):
        Session(GAME, players="Ann")

    @dataclass(frozen=True)
    class Gain2:
        amount: int = 1

    with pytest.raises(TypeError, match="event: .* is not one of Tally"):
        played(Setup(0)).apply(Gain2())


def test_profile_is_detached_from_the_caller() -> None:
    profile = {"capacity": 3, "notes": ["x"]}
    s = Session(GAME, profile=profile)
    profile["notes"].append("y")
    s.profile["notes"].append("z")
    assert s.profile == {"capacity": 3, "notes": ["x"]}
    s.apply(Setup(3))
    with pytest.raises(RuleError, match="at most 3"):
        s.apply(Gain(1))
