"""One type for every reading of an unclear rule, kept as data by each game and shown where it is met."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

__all__ = ["Ruling", "ruling_index"]


@dataclass(frozen=True)
class Ruling:
    """A reading the companion applies: stable key, rulebook section, the point, the reading, why, any setting."""

    key: str          # stable across versions: widgets and docs find the ruling by it
    section: str      # the rulebook section the point sits in
    point: str        # what the rulebook leaves open, in our own words
    reading: str      # the reading the companion applies
    why: str          # usually: the worked example that supports it
    setting: str = ""  # the setting's name, where the players choose

    def __post_init__(self) -> None:
        for field in ("key", "section", "point", "reading"):
            value = getattr(self, field)
            if not isinstance(value, str) or not value.strip():
                raise ValueError(f"Ruling {field}: must be a non-empty text, got {value!r}")

    def text(self) -> str:
        """The ruling as one plain sentence group for a player: point, reading, why."""
        return " ".join(t for t in (self.point, "Reading: " + self.reading, self.why) if t)


def ruling_index(rulings: Iterable[Ruling]) -> Mapping[str, Ruling]:
    """The rulings by key; two rulings with one key are refused."""
    found: dict[str, Ruling] = {}
    for ruling in rulings:
        if ruling.key in found:
            raise ValueError(f"Ruling key {ruling.key!r} is used twice")
        found[ruling.key] = ruling
    return found
