"""The small pieces every step of hers is made of: say an instruction, ask a question, drop the task
done, pick at random from the companion's generator (seeded by the setup), say how many."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from companion.games.maliath.state import Ask, MaliathState, Task

__all__ = ["say", "plural", "listed", "ask_for", "pop", "random_pick"]


def say(state: MaliathState, *lines: str) -> MaliathState:
    """The state with these instructions for the table added."""
    return replace(state, instructions=state.instructions + lines)


def random_pick(state: MaliathState, values: tuple[Any, ...]) -> tuple[Any, MaliathState]:
    """A random pick among tied values from the companion's generator (seeded by the setup), counted in the state."""
    if len(values) == 1:
        return values[0], state
    seed = state.setup.seed if state.setup else 0
    value = random.Random(f"maliath:{seed}:pick:{state.draws}").choice(list(values))
    return value, replace(state, draws=state.draws + 1)


def plural(n: int, word: str) -> str:
    """'1 Golem', '2 Golems'."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def listed(items: list[str] | tuple[str, ...]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def ask_for(state: MaliathState, ask: Ask) -> MaliathState:
    """The state waiting on this question."""
    return replace(state, ask=ask)


def pop(state: MaliathState, *front: Task) -> MaliathState:
    """Drop the task at the head, putting `front` in its place."""
    return replace(state, tasks=front + state.tasks[1:], ask=Ask.NONE, numbers=())


