"""The component profile: the dice, Creature cards, Artifacts and Action cards, which are not public."""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from companion.odds.dice import Face
from companion.validate import flag, text, whole

from . import data

EXAMPLE_PROFILE_PATH = Path(__file__).with_name("example_profile.json")
MAX_PROFILE_BYTES = 1_000_000  # a pasted profile larger than this is not one (the EXAMPLE is 16 kB)


@dataclass(frozen=True)
class CreatureCard:
    """A Creature card as printed (Setup: the callouts of a Creature card)."""

    id: str
    name: str
    creature_type: str
    mastery: str
    strength: int
    mirror_fragments: int = 0
    artifacts: int = 0
    icons: tuple[str, ...] = ()


@dataclass(frozen=True)
class Artifact:
    """An Artifact card (Setup: Artifact Card): a bonus, perhaps icons, and a Breakage Value."""

    id: str
    name: str
    creature_type: str | None = None
    type_strength: int = 0
    mastery: str | None = None
    mastery_strength: int = 0
    range_bonus: int = 0
    icons: tuple[str, ...] = ()
    one_of_us: tuple[str, ...] = ()
    breakage: int | None = None


@dataclass(frozen=True)
class ActionCard:
    """One of a Hero's Action cards (Setup: Action Card callouts A, B and C)."""

    id: str
    hero: str
    name: str
    creature_type: str
    type_strength: int
    mastery: str
    mastery_strength: int
    range: int
    icons: tuple[str, ...] = ()
    one_of_us: tuple[str, ...] = ()
    emanation: int = 0
    line_bonus: int = 0
    line_condition: str | None = None


@dataclass(frozen=True)
class Profile:
    """Every non-public number the companion needs, as the players read it off their copy."""

    name: str
    example: bool
    hero_die: tuple[Face, ...]
    creature_die: tuple[Face, ...]
    breath_token_value: int
    creatures: tuple[CreatureCard, ...]
    artifacts: tuple[Artifact, ...]
    action_cards: tuple[ActionCard, ...]
    note: str = ""

    def __hash__(self) -> int:
        """The fields' hash, worked out once: every rule looks the profile up in `index`, which hashes it,
        and hashing every card anew cost a fight step's options a third of a second."""
        found = self.__dict__.get("_hash")
        if found is None:
            found = hash(tuple(getattr(self, f.name) for f in fields(self)))
            object.__setattr__(self, "_hash", found)
        return found


@dataclass(frozen=True)
class Index:
    """Look-ups by id, built once per profile."""

    creatures: Mapping[str, CreatureCard]
    artifacts: Mapping[str, Artifact]
    action_cards: Mapping[str, ActionCard]


@lru_cache(maxsize=64)
def index(profile: Profile) -> Index:
    """Dicts of the profile's cards by id (cached: profiles are immutable)."""
    return Index(
        {c.id: c for c in profile.creatures},
        {a.id: a for a in profile.artifacts},
        {c.id: c for c in profile.action_cards},
    )


@lru_cache(maxsize=64)
def card_names(profile: Profile) -> Mapping[str, str]:
    """Every card of the profile by id (Creatures, Artifacts, Action cards) as its name is printed; a name
    two cards share is followed by the id ("Torch (EX-AND-3)"), so that a list still tells them apart."""
    cards = (*profile.creatures, *profile.artifacts, *profile.action_cards)
    count: dict[str, int] = {}
    for c in cards:
        count[c.name] = count.get(c.name, 0) + 1
    return {c.id: c.name if count[c.name] == 1 else f"{c.name} ({c.id})" for c in cards}


def card_name(profile: Profile, card: str) -> str:
    """A card by the name printed on it (an id the profile does not know stays as it is)."""
    return card_names(profile).get(card, card)


def card_said(profile: Profile, card: str) -> str:
    """A card in a message: its printed name, or the id quoted when the profile has no such card."""
    return card_names(profile).get(card) or repr(card)


def cards_of(profile: Profile, hero: str) -> tuple[str, ...]:
    """The ids of a Hero's Action cards, in profile order."""
    return tuple(c.id for c in profile.action_cards if c.hero == hero)


# --- validation ---------------------------------------------------------------------------

_LABELS = ("example", "note", "source")  # free-text labels any entry may carry


def _need(obj: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in obj:
        raise ValueError(f"{where}.{key}: missing")
    return obj[key]


def _int(value: Any, where: str, *, low: int | None = 0) -> int:
    """A count or value of the profile: a whole number, at least 0 unless said otherwise."""
    return whole(value, where, low=low)


def _str(value: Any, where: str) -> str:
    """An id or a name of the profile: a non-empty text (kept as written)."""
    text(value, where, max_length=1000)
    return value


def _choice(value: Any, allowed: tuple[str, ...], where: str, *, optional: bool = False) -> str | None:
    if value is None and optional:
        return None
    if value not in allowed:
        raise ValueError(f"{where}: must be one of {', '.join(allowed)}, got {value!r}")
    return value


def _icons(value: Any, allowed: tuple[str, ...], where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{where}: expected a list of icons, got {value!r}")
    for i, icon in enumerate(value):
        _choice(icon, allowed, f"{where}[{i}]")
    if len(set(value)) != len(value):
        raise ValueError(f"{where}: an icon is listed twice")
    return tuple(value)


def _no_unknown(obj: Mapping[str, Any], known: set[str], where: str) -> None:
    extra = sorted(k for k in obj if k not in known and k not in _LABELS)
    if extra:
        raise ValueError(f"{where}.{extra[0]}: not a field of this entry")


def _entries(raw: Mapping[str, Any], key: str, limit: int) -> list[Mapping[str, Any]]:
    items = _need(raw, key, "profile")
    if not isinstance(items, list):
        raise ValueError(f"{key}: expected a list, got {type(items).__name__}")
    if len(items) > limit:
        raise ValueError(f"{key}: the game has only {limit}, the profile lists {len(items)}")
    for i, item in enumerate(items):
        if not isinstance(item, Mapping):
            raise ValueError(f"{key}[{i}]: expected an object, got {item!r}")
    return items


def _die(raw: Any, where: str) -> tuple[Face, ...]:
    if not isinstance(raw, list) or not raw:
        raise ValueError(f"{where}: a die needs at least one face")
    faces = []
    for i, f in enumerate(raw):
        w = f"{where}[{i}]"
        if isinstance(f, Mapping):
            _no_unknown(f, {"value", "wound"}, w)
            value = _int(_need(f, "value", w), f"{w}.value")
            wound = flag(f.get("wound", False), f"{w}.wound")
        else:
            value, wound = _int(f, w), False
        faces.append(Face(value, wound))
    return tuple(faces)


def _creature(c: Mapping[str, Any], w: str) -> CreatureCard:
    _no_unknown(c, {"id", "name", "creature_type", "mastery", "strength", "mirror_fragments",
                    "artifacts", "icons"}, w)
    return CreatureCard(
        id=_str(_need(c, "id", w), f"{w}.id"),
        name=_str(c.get("name", c.get("id")), f"{w}.name"),
        creature_type=_choice(_need(c, "creature_type", w), data.CREATURE_TYPES, f"{w}.creature_type"),
        mastery=_choice(_need(c, "mastery", w), data.MASTERIES, f"{w}.mastery"),
        strength=_int(_need(c, "strength", w), f"{w}.strength"),
        mirror_fragments=_int(c.get("mirror_fragments", 0), f"{w}.mirror_fragments"),
        artifacts=_int(c.get("artifacts", 0), f"{w}.artifacts"),
        icons=_icons(c.get("icons"), data.CREATURE_ICONS, f"{w}.icons"),
    )


def _artifact(a: Mapping[str, Any], w: str) -> Artifact:
    _no_unknown(a, {"id", "name", "creature_type", "type_strength", "mastery", "mastery_strength",
                    "range_bonus", "icons", "one_of_us", "breakage"}, w)
    icons = _icons(a.get("icons"), data.ACTION_ICONS, f"{w}.icons")
    one_of_us = _icons(a.get("one_of_us"), data.ONE_OF_US_ICONS, f"{w}.one_of_us")
    if not set(one_of_us) <= set(icons):
        raise ValueError(f"{w}.one_of_us: names an icon the Artifact does not carry")
    breakage = a.get("breakage")
    return Artifact(
        id=_str(_need(a, "id", w), f"{w}.id"),
        name=_str(a.get("name", a.get("id")), f"{w}.name"),
        creature_type=_choice(a.get("creature_type"), data.CREATURE_TYPES, f"{w}.creature_type", optional=True),
        type_strength=_int(a.get("type_strength", 0), f"{w}.type_strength"),
        mastery=_choice(a.get("mastery"), data.MASTERIES, f"{w}.mastery", optional=True),
        mastery_strength=_int(a.get("mastery_strength", 0), f"{w}.mastery_strength"),
        range_bonus=_int(a.get("range_bonus", 0), f"{w}.range_bonus"),
        icons=icons,
        one_of_us=one_of_us,
        breakage=None if breakage is None else _int(breakage, f"{w}.breakage", low=1),
    )


def _action(c: Mapping[str, Any], w: str) -> ActionCard:
    _no_unknown(c, {"id", "hero", "name", "creature_type", "type_strength", "mastery",
                    "mastery_strength", "range", "icons", "one_of_us", "emanation", "line_bonus",
                    "line_condition"}, w)
    icons = _icons(c.get("icons"), data.ACTION_ICONS, f"{w}.icons")
    one_of_us = _icons(c.get("one_of_us"), data.ONE_OF_US_ICONS, f"{w}.one_of_us")
    if not set(one_of_us) <= set(icons):
        raise ValueError(f"{w}.one_of_us: names an icon the card does not carry")
    condition = _choice(c.get("line_condition"), data.LINE_CONDITIONS, f"{w}.line_condition", optional=True)
    line_bonus = _int(c.get("line_bonus", 0), f"{w}.line_bonus")
    if line_bonus and condition is None:
        raise ValueError(f"{w}.line_bonus: a line bonus needs a line_condition (frontline or backline)")
    return ActionCard(
        id=_str(_need(c, "id", w), f"{w}.id"),
        hero=_choice(_need(c, "hero", w), data.HERO_IDS, f"{w}.hero"),
        name=_str(c.get("name", c.get("id")), f"{w}.name"),
        creature_type=_choice(_need(c, "creature_type", w), data.CREATURE_TYPES, f"{w}.creature_type"),
        type_strength=_int(_need(c, "type_strength", w), f"{w}.type_strength"),
        mastery=_choice(_need(c, "mastery", w), data.MASTERIES, f"{w}.mastery"),
        mastery_strength=_int(_need(c, "mastery_strength", w), f"{w}.mastery_strength"),
        range=_int(_need(c, "range", w), f"{w}.range"),
        icons=icons,
        one_of_us=one_of_us,
        emanation=_int(c.get("emanation", 0), f"{w}.emanation"),
        line_bonus=line_bonus,
        line_condition=condition,
    )


def validate_profile(raw: Mapping[str, Any]) -> Profile:
    """A checked Profile from plain data, or ValueError naming the first impossible field."""
    if isinstance(raw, Profile):
        return raw
    if not isinstance(raw, Mapping):
        raise ValueError(f"profile: expected an object, got {type(raw).__name__}")
    _no_unknown(raw, {"name", "example", "hero_die", "creature_die", "breath_token_value",
                      "creatures", "artifacts", "action_cards"}, "profile")
    example = flag(raw.get("example", False), "example")
    name = _str(raw.get("name", "unnamed profile"), "name")
    if example and "EXAMPLE" not in name:
        raise ValueError("name: an example profile must say EXAMPLE in its name")
    creatures = [_creature(c, f"creatures[{i}]")
                 for i, c in enumerate(_entries(raw, "creatures", data.CREATURE_CARDS))]
    artifacts = [_artifact(a, f"artifacts[{i}]")
                 for i, a in enumerate(_entries(raw, "artifacts", data.ARTIFACT_CARDS))]
    actions = [_action(c, f"action_cards[{i}]")
               for i, c in enumerate(_entries(raw, "action_cards", data.ACTION_CARDS_PER_HERO * 5))]
    seen: dict[str, str] = {}
    for key, items in (("creatures", creatures), ("artifacts", artifacts), ("action_cards", actions)):
        for i, item in enumerate(items):
            if item.id in seen:
                raise ValueError(f"{key}[{i}].id: the id {item.id!r} is already used in {seen[item.id]}")
            seen[item.id] = key
    for hero in data.HERO_IDS:
        count = sum(1 for c in actions if c.hero == hero)
        if count > data.ACTION_CARDS_PER_HERO:
            raise ValueError(
                f"action_cards: {data.hero_name(hero)} has {count} cards; each Hero has "
                f"{data.ACTION_CARDS_PER_HERO} (Elements of the Game)")
    return Profile(
        name=name,
        example=example,
        hero_die=_die(_need(raw, "hero_die", "profile"), "hero_die"),
        creature_die=_die(_need(raw, "creature_die", "profile"), "creature_die"),
        breath_token_value=_int(_need(raw, "breath_token_value", "profile"), "breath_token_value"),
        creatures=tuple(creatures),
        artifacts=tuple(artifacts),
        action_cards=tuple(actions),
        note=str(raw.get("note", "")),
    )


def load_example_profile() -> Profile:
    """The shipped EXAMPLE profile (made-up values, labelled as such)."""
    return validate_profile(json.loads(EXAMPLE_PROFILE_PATH.read_text(encoding="utf-8")))
