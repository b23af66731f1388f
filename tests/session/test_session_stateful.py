"""Hypothesis state machine: random legal and illegal tally moves, undo and redo, on a saved session."""

from __future__ import annotations

import os
import shutil
import tempfile

from hypothesis import settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from companion.errors import RuleError
from companion.games.tally import GAME, Gain, Roll, Setup, Spend, draw_roll
from companion.storage import new_session, open_session, session_path

# tmpfs when there is one: fsync is then free, and the test checks the logic, not the disk
SCRATCH = "/dev/shm" if os.path.isdir("/dev/shm") else None


class SessionMachine(RuleBasedStateMachine):
    """A saved tally session and a plain list model of its log and redo stack."""

    def __init__(self) -> None:
        super().__init__()
        self.folder = tempfile.mkdtemp(prefix="tc-session-", dir=SCRATCH)
        self.session = new_session(GAME, "machine", folder=self.folder, seed=3)
        self.path = session_path("machine", self.folder)
        self.log: list[object] = []
        self.redo_stack: list[object] = []

    def teardown(self) -> None:
        self.session.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    def snapshot(self) -> tuple:
        return (self.session.state, self.session.events, self.session.steps, self.session.redo_events,
                self.path.read_bytes())

    def try_event(self, event: object) -> None:
        before = self.snapshot()
        try:
            self.session.apply(event)
        except RuleError:
            assert self.snapshot() == before, "a refused event changed something"
            return
        self.log.append(event)
        self.redo_stack.clear()

    @rule(start=st.integers(-1, 7))
    def setup(self, start: int) -> None:
        self.try_event(Setup(start))

    @rule(amount=st.integers(-1, 7))
    def gain(self, amount: int) -> None:
        self.try_event(Gain(amount))

    @rule(amount=st.integers(-1, 7))
    def spend(self, amount: int) -> None:
        self.try_event(Spend(amount))

    @rule()
    def roll_from_rng(self) -> None:
        self.try_event(draw_roll(self.session.rng))

    @rule(value=st.integers(0, 7))
    def reported_roll(self, value: int) -> None:
        self.try_event(Roll(value))

    @precondition(lambda self: self.log)
    @rule(data=st.data())
    def undo(self, data: st.DataObject) -> None:
        count = data.draw(st.integers(1, len(self.log)))
        self.session.undo(count)
        for _ in range(count):
            self.redo_stack.append(self.log.pop())

    @precondition(lambda self: self.redo_stack)
    @rule()
    def redo(self) -> None:
        self.session.redo()
        self.log.append(self.redo_stack.pop())

    @precondition(lambda self: self.log)
    @rule(data=st.data())
    def undo_k_then_redo_k_restores(self, data: st.DataObject) -> None:
        k = data.draw(st.integers(1, len(self.log)))
        before = (self.session.state, self.session.events, self.session.redo_events)
        self.session.undo(k)
        self.session.redo(k)
        assert (self.session.state, self.session.events, self.session.redo_events) == before

    @rule()
    def reopen_from_disk(self) -> None:
        before = (self.session.state, self.session.events, self.session.steps, self.session.redo_events)
        self.session.close()
        self.session = open_session("machine", [GAME], self.folder)
        assert (self.session.state, self.session.events, self.session.steps,
                self.session.redo_events) == before
        assert self.session.warning is None

    @invariant()
    def live_state_is_the_replay_of_the_log(self) -> None:
        assert list(self.session.events) == self.log
        assert list(self.session.redo_events) == self.redo_stack[::-1]
        assert self.session.state == self.session.replay()
        assert self.session.can_undo == bool(self.log) and self.session.can_redo == bool(self.redo_stack)

    @invariant()
    def a_read_only_view_of_the_file_agrees(self) -> None:
        view = open_session("machine", [GAME], self.folder, read_only=True)
        assert view.events == self.session.events and view.redo_events == self.session.redo_events


SessionMachine.TestCase.settings = settings(max_examples=40, stateful_step_count=30, deadline=None)
TestSessionMachine = SessionMachine.TestCase
