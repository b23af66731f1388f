"""A component number with its source: the one `Fact` every game's data module uses."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["Fact"]


@dataclass(frozen=True)
class Fact:
    """One component number with the place it comes from; value None means the user enters it."""

    value: Any
    source: str
    note: str = ""

    @property
    def entered_by_user(self) -> bool:
        """True when no public source gives the value, so the players must supply it."""
        return self.value is None
