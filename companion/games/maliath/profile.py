"""Maliath's component profile: what is printed on her cards but not public, entered once by the player.

- colour_bands: each Corrupted Champion's colour band (its colour priority, most preferred first),
  printed along the bottom of the Corrupted Champion Card (rulebook, General Rules).
- hit_point_reduction: for each Monster, the Hit Points one Wound counter takes off, from its
  Monster Reference Card (Components: 7 Monster Reference Cards).

The shipped profile is an EXAMPLE: its bands and its reductions are made up, except Utcoro's 3,
which the rulebook's 2-player example gives.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping

from companion.games.maliath.data import COLOURS, CORRUPTED_CHAMPIONS, MONSTERS
from companion.transfer import EXPORT_FORMAT
from companion.validate import count, flag, json_object, text

__all__ = ["Profile", "EXAMPLE_PROFILE", "MAX_PROFILE_BYTES", "validate_profile", "profile_of", "profile_from_json",
           "profile_json"]

MAX_PROFILE_BYTES = 100_000  # a profile is a few hundred bytes: anything this large is not one


@dataclass(frozen=True)
class Profile:
    """The checked profile: a name, whether it is an example, the bands and the reductions (as tuples)."""

    name: str
    example: bool
    colour_bands: tuple[tuple[str, tuple[str, ...]], ...]   # (champion, four colours) pairs
    hit_point_reduction: tuple[tuple[str, int], ...]       # (monster, Hit Points per Wound counter)

    def band(self, champion: str) -> tuple[str, ...] | None:
        """The colour band of `champion`, or None when the profile does not give it."""
        return dict(self.colour_bands).get(champion)

    def reduction(self, monster: str) -> int | None:
        """The Hit Points one Wound counter takes off `monster`, or None when not given."""
        return dict(self.hit_point_reduction).get(monster)


_EXAMPLE_BANDS = (  # EXAMPLE: made up, not read off the cards
    ("red", "yellow", "green", "blue"), ("blue", "red", "green", "yellow"), ("green", "blue", "red", "yellow"),
    ("yellow", "green", "blue", "red"), ("red", "green", "yellow", "blue"), ("blue", "yellow", "red", "green"),
    ("green", "red", "blue", "yellow"),
)
EXAMPLE_PROFILE: Mapping[str, Any] = MappingProxyType({
    "name": "EXAMPLE profile (made-up bands and reductions; Utcoro's 3 is the rulebook's)",
    "example": True,
    "colour_bands": {c: list(b) for c, b in zip(CORRUPTED_CHAMPIONS, _EXAMPLE_BANDS)},
    "hit_point_reduction": {m: (3 if m.startswith("Utcoro") else 2) for m in MONSTERS.value},
})


def validate_profile(raw: Mapping[str, Any]) -> Profile:
    """A checked Profile from plain data, or ValueError naming the field at fault."""
    if isinstance(raw, Profile):
        return raw
    if not isinstance(raw, Mapping):
        raise ValueError(f"profile: expected an object, got {type(raw).__name__}")
    extra = sorted(set(raw) - {"name", "example", "colour_bands", "hit_point_reduction", "note", "source"})
    if extra:
        raise ValueError(f"profile.{extra[0]}: not a field of Maliath's profile")
    name = text(raw.get("name", "unnamed profile"), "name")
    example = flag(raw.get("example", False), "example")
    if example and "EXAMPLE" not in name:
        raise ValueError("name: an example profile must say EXAMPLE in its name")
    bands_raw = raw.get("colour_bands", {})
    if not isinstance(bands_raw, Mapping):
        raise ValueError("colour_bands: expected an object of champion -> four colours")
    bands = []
    for champion, band in bands_raw.items():
        if champion not in CORRUPTED_CHAMPIONS:
            raise ValueError(f"colour_bands.{champion}: not a Corrupted Champion ({', '.join(CORRUPTED_CHAMPIONS)})")
        if isinstance(band, (str, bytes)) or not isinstance(band, (list, tuple)) or len(band) != len(COLOURS):
            raise ValueError(f"colour_bands.{champion}: must list the four colours, most preferred first")
        for colour in band:
            if colour not in COLOURS:
                raise ValueError(f"colour_bands.{champion}: {colour!r} is not a colour ({', '.join(COLOURS)})")
        if len(set(band)) != len(band):
            raise ValueError(f"colour_bands.{champion}: a colour is listed twice")
        bands.append((champion, tuple(band)))
    reductions_raw = raw.get("hit_point_reduction", {})
    if not isinstance(reductions_raw, Mapping):
        raise ValueError("hit_point_reduction: expected an object of Monster -> Hit Points per Wound counter")
    reductions = []
    for monster, value in reductions_raw.items():
        if monster not in MONSTERS.value:
            raise ValueError(f"hit_point_reduction.{monster}: not a Monster ({', '.join(MONSTERS.value)})")
        reductions.append((monster, count(value, f"hit_point_reduction.{monster}", low=1)))
    return Profile(name, example, tuple(bands), tuple(reductions))


def profile_of(raw: Mapping[str, Any] | None) -> Profile:
    """The profile a game plays with: the one given, or the EXAMPLE profile for an empty one."""
    return validate_profile(raw if raw else EXAMPLE_PROFILE)


def profile_from_json(text: str | bytes) -> dict[str, Any]:
    """The plain profile in a JSON file (pasted or uploaded), checked; ValueError saying what is wrong."""
    raw = json_object(text, "profile", max_bytes=MAX_PROFILE_BYTES, export_format=EXPORT_FORMAT)
    validate_profile(raw)
    return raw


def profile_json(raw: Mapping[str, Any]) -> str:
    """A checked profile as the JSON text a file keeps (plain data, readable)."""
    profile = validate_profile(raw)
    return json.dumps({"name": profile.name, "example": profile.example,
                       "colour_bands": {c: list(b) for c, b in profile.colour_bands},
                       "hit_point_reduction": dict(profile.hit_point_reduction)}, indent=1, ensure_ascii=False)
