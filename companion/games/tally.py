"""Tally (a demo, not one of the five games): a crystal stash to test sessions and the gallery.

Rules: set up with a starting stash; gain or spend crystals, never above the
capacity (6 unless the profile says otherwise) and never below 0; a roll of a die
(drawn by the companion from `session.rng`, then recorded as an event) adds a
crystal on a 5 or 6 if the stash has room.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from companion.errors import RuleError
from companion.game import TABLE, Choice, Options, Outcome, PlayParts, Step

__all__ = ["Setup", "Gain", "Spend", "Roll", "TallyState", "Tally", "GAME", "draw_roll"]

DEFAULT_CAPACITY = 6


@dataclass(frozen=True)
class Setup:
    """Start the game with `start` crystals in the stash."""
    start: int = 0


@dataclass(frozen=True)
class Gain:
    """Put `amount` crystals into the stash."""
    amount: int = 1


@dataclass(frozen=True)
class Spend:
    """Take `amount` crystals out of the stash."""
    amount: int = 1


@dataclass(frozen=True)
class Roll:
    """A die roll of `value` (1-6), as drawn by the companion and recorded."""
    value: int


@dataclass(frozen=True)
class TallyState:
    """The stash: whether the game is set up, how many crystals, its capacity and the rolls so far."""
    set_up: bool = False
    crystals: int = 0
    capacity: int = DEFAULT_CAPACITY
    rolls: tuple[int, ...] = ()


def _amount(event: Gain | Spend) -> int:
    if type(event.amount) is not int or event.amount < 1:
        raise RuleError(f"The amount must be a whole number of at least 1, not {event.amount!r}.", "Tally: amounts")
    return event.amount


class Tally:
    """The Tally demo game, following companion.game.Game."""

    name = "tally"
    title = "Tally (demo)"
    schema_version = 1
    event_types: Mapping[str, type] = {c.__name__: c for c in (Setup, Gain, Spend, Roll)}
    rulings: Mapping[str, Any] = {}

    def initial_state(self, profile: Mapping[str, Any]) -> TallyState:
        """The state before setup; the profile may set "capacity" (an int from 1 to 99)."""
        capacity = profile.get("capacity", DEFAULT_CAPACITY) if profile else DEFAULT_CAPACITY
        if type(capacity) is not int or not 1 <= capacity <= 99:
            raise ValueError(f"profile['capacity']: expected an int from 1 to 99, got {capacity!r}")
        return TallyState(capacity=capacity)

    def apply(self, state: TallyState, event: Any) -> TallyState:
        """The state after `event`, or RuleError saying why it is refused."""
        if isinstance(event, Setup):
            if state.set_up:
                raise RuleError("The game is already set up.", "Tally: setup")
            if type(event.start) is not int or not 0 <= event.start <= state.capacity:
                raise RuleError(f"The stash starts with 0 to {state.capacity} crystals, not {event.start!r}.",
                                "Tally: setup")
            return TallyState(True, event.start, state.capacity, ())
        if not state.set_up:
            raise RuleError("Set up the game first.", "Tally: setup")
        if isinstance(event, Gain):
            amount = _amount(event)
            if state.crystals + amount > state.capacity:
                raise RuleError(f"The stash holds at most {state.capacity} crystals: it has {state.crystals}, "
                                f"so {amount} more do not fit.", "Tally: the stash")
            return TallyState(True, state.crystals + amount, state.capacity, state.rolls)
        if isinstance(event, Spend):
            amount = _amount(event)
            if amount > state.crystals:
                raise RuleError(f"Only {state.crystals} crystals in the stash: cannot spend {amount}.",
                                "Tally: the stash")
            return TallyState(True, state.crystals - amount, state.capacity, state.rolls)
        if isinstance(event, Roll):
            if type(event.value) is not int or not 1 <= event.value <= 6:
                raise RuleError(f"A die shows 1 to 6, not {event.value!r}.", "Tally: rolling")
            bonus = 1 if event.value >= 5 and state.crystals < state.capacity else 0
            return TallyState(True, state.crystals + bonus, state.capacity, state.rolls + (event.value,))
        raise RuleError(f"Tally has no move {type(event).__name__}.", "Tally")

    def describe(self, state: TallyState, event: Any) -> str:
        """The step's name, e.g. "Gain 2 crystals" or "Roll: 5 (a crystal)"."""
        if isinstance(event, Setup):
            return f"Setup: start with {event.start} crystal{'s' if event.start != 1 else ''}"
        if isinstance(event, Gain):
            return f"Gain {event.amount} crystal{'s' if event.amount != 1 else ''}"
        if isinstance(event, Spend):
            return f"Spend {event.amount} crystal{'s' if event.amount != 1 else ''}"
        if isinstance(event, Roll):
            if event.value >= 5:
                gained = "a crystal" if state.crystals < state.capacity else "the stash is full"
                return f"Roll: {event.value} ({gained})"
            return f"Roll: {event.value}"
        return type(event).__name__

    def next_step(self, state: TallyState) -> Step:
        """Set up first; then gain, spend or roll, as the table likes."""
        if not state.set_up:
            return Step(TABLE, "Setup", "Tally: setup", "Choose how many crystals the stash starts with.")
        return Step(TABLE, "Play", "Tally: the stash", "Gain, spend or roll a die.")

    def options(self, state: TallyState) -> Options:
        """Every setup, gain, spend and roll that `apply` accepts now."""
        step = self.next_step(state)
        if not state.set_up:
            return Options(step, tuple(Choice(f"Start with {n}", Setup(n)) for n in range(state.capacity + 1)))
        gains = tuple(Choice(f"Gain {n}", Gain(n)) for n in range(1, state.capacity - state.crystals + 1))
        spends = tuple(Choice(f"Spend {n}", Spend(n)) for n in range(1, state.crystals + 1))
        rolls = tuple(Choice(f"Rolled {v}", Roll(v), "report") for v in range(1, 7))
        return Options(step, gains + spends + rolls)

    def is_over(self, state: TallyState) -> bool:
        """Tally never ends: it is a demo of sessions."""
        return False

    def outcome(self, state: TallyState) -> Outcome | None:
        """None: Tally never ends."""
        return None

    def setup_choices(self, profile: Mapping[str, Any], seed: int) -> tuple[Setup, ...]:
        """Every legal setup (a stash of 0 up to the capacity)."""
        return tuple(Setup(n) for n in range(self.initial_state(profile).capacity + 1))

    def players_of_setup(self, event: Any) -> tuple[str, ...] | None:
        """Nobody is named in Tally's setup: () for a Setup, None for any other event."""
        return () if isinstance(event, Setup) else None

    def board_text(self, state: TallyState) -> tuple[str, ...]:
        """The stash in words: 'The stash: 3 of 6 crystals', and the rolls so far."""
        if not state.set_up:
            return (f"The stash: not set up yet (it holds at most {state.capacity} crystals)",)
        rolls = ", ".join(map(str, state.rolls)) or "none yet"
        return (f"The stash: {state.crystals} of {state.capacity} crystals", f"Rolls so far: {rolls}")

    def play_summary_parts(self, state: TallyState) -> PlayParts:
        """Tally keeps no score and never ends: only its rolls are counted."""
        return PlayParts(rounds=("rolls", len(state.rolls)))


GAME = Tally()


def draw_roll(rng: random.Random) -> Roll:
    """A Roll event drawn from `rng` (pass `session.rng`), ready to be applied and recorded."""
    return Roll(rng.randint(1, 6))
