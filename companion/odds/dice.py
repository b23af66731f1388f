"""Dice whose faces are whole numbers, optionally carrying a Wound symbol."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Union

from companion.odds.dist import Dist
from companion.validate import flag, whole


@dataclass(frozen=True, order=True)
class Face:
    """One face of a die: its number and whether it shows a Wound symbol."""

    value: int
    wound: bool = False

    def __post_init__(self) -> None:
        whole(self.value, "value")
        flag(self.wound, "wound")

    def __str__(self) -> str:
        return f"{self.value}+Wound" if self.wound else str(self.value)


FaceLike = Union[int, Face]


class Die:
    """A fair die given by its faces (ints or Faces; repeated faces are allowed)."""

    __slots__ = ("faces", "dist", "values")

    def __init__(self, faces: Iterable[FaceLike]) -> None:
        """A die from its faces as the players read them off the real die."""
        if isinstance(faces, (str, bytes)) or not hasattr(faces, "__iter__"):
            raise ValueError(f"faces: expected a list of faces, got {faces!r}")
        checked: list[Face] = []
        for f in faces:
            if isinstance(f, Face):
                checked.append(f)
            else:
                whole(f, "faces")
                checked.append(Face(f))
        if not checked:
            raise ValueError("faces: a die needs at least one face, got none")
        counts: dict[Face, int] = {}
        for f in checked:
            counts[f] = counts.get(f, 0) + 1
        object.__setattr__(self, "faces", tuple(checked))
        object.__setattr__(self, "dist", Dist.from_counts(counts))
        object.__setattr__(self, "values", self.dist.map(lambda face: face.value))

    def doubled(self) -> "Die":
        """The same die with every number doubled (a Wound symbol stays single)."""
        return Die(Face(f.value * 2, f.wound) for f in self.faces)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Die is immutable")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Die):
            return NotImplemented
        return self.dist == other.dist

    def __hash__(self) -> int:
        return hash(self.dist)

    def __repr__(self) -> str:
        return f"Die([{', '.join(str(f) for f in self.faces)}])"
