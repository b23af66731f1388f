"""What a game plugs into a Session: its initial state, its events and its pure `apply`."""

from __future__ import annotations

from typing import Any, Mapping, Protocol, runtime_checkable


@runtime_checkable
class Game(Protocol):
    """A game described for the session: all functions pure, all values immutable dataclasses.

    Events and states are frozen dataclasses whose fields are JSON-friendly:
    int, str, bool, None, fractions.Fraction, tuples of those, dicts with str keys,
    and nested frozen dataclasses. Setting up a game is itself an event (the first in the log).
    """

    name: str                       # the package name, e.g. "mythicals"
    title: str                      # as players say it, e.g. "Mythicals"
    schema_version: int             # bumped when a saved event's shape changes
    event_types: Mapping[str, type]  # event class name -> event dataclass

    def initial_state(self, profile: Mapping[str, Any]) -> Any:
        """The state before any event, given the component profile (may be empty)."""

    def apply(self, state: Any, event: Any) -> Any:
        """The state after `event`, or raise RuleError saying why the event is refused."""

    def describe(self, state: Any, event: Any) -> str:
        """The step's name as a player would say it, given the state before the event."""
