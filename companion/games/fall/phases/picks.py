"""A move's choices as data: a Pick (one choice and its legal values) and a Form (a move's picks)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

NOTHING = ""


@dataclass(frozen=True)
class Pick:
    """One choice the players make in a move: its legal values as (label, value), the value now, and
    `when`: the (other pick's key, the values of it) that must all hold for this pick to matter."""

    key: str
    label: str
    values: tuple[tuple[str, Any], ...]
    default: Any
    when: tuple[tuple[str, tuple[Any, ...]], ...] = ()

    def applies(self, picked: Mapping[str, Any]) -> bool:
        """Whether this pick matters with the other picks at these values."""
        return all(picked.get(key) in values for key, values in self.when)


@dataclass(frozen=True)
class Form:
    """The choices of one move: a key (see `form_key`), a heading, its section, the picks, and the
    sample event the picks refine (its fixed parts: the card reported, whose Relic)."""

    key: str
    label: str
    section: str
    picks: tuple[Pick, ...]
    sample: Any

    def defaults(self) -> dict[str, Any]:
        """The value of every pick as the sample has it."""
        return {p.key: p.default for p in self.picks}


def make_pick(key: str, label: str, values: Any, default: Any, *when: tuple[str, tuple[Any, ...]]) -> Pick:
    """A pick of these (label, value) pairs, set to `default` if it is one of them (else the first)."""
    values = tuple(values)
    if values and default not in [v for _, v in values]:
        default = values[0][1]
    return Pick(key, label, values, default, tuple(when))


def colour_values(colours: Any) -> list[tuple[str, str]]:
    """Qoam colours as a pick's (label, value) pairs."""
    return [(c, c) for c in colours]
