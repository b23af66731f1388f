"""Editing a Mystling Academy profile in the page: the sheets as a form, an Action card, a deck by card name,
the whole profile as JSON. Each change is checked by `profile.validate_profile` (ValueError naming the field);
`profile.py` re-exports these, so the widgets never import phases."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from companion.validate import json_object

from .. import data
from ..profile import listed, validate_profile

__all__ = ["MAX_PROFILE_JSON", "STATS", "deck_owners", "field_words", "profile_from_json", "profile_to_json", "sheet_form",
           "with_card", "with_deck", "with_sheets"]

STATS = ("health", "attack", "defense", "willpower", "movement", "token_limit")  # Mystling Sheet Breakdown
_STAT_LABELS = {"token_limit": "Token limit"}
MAX_PROFILE_JSON = 1_000_000  # bytes: far above any real profile, so a pasted file never hangs the page


def sheet_form(raw: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The Mystling and Enemy sheets as a form: (schema as plain data, its values). Each Mystling's and
    Enemy's Element and stats (Health at least 1), each Mystling's Special Ability cost, each Enemy's
    Special Ability slot."""
    fields: list[dict[str, Any]] = []
    values: dict[str, Any] = {}
    for key, tag in (("mystlings", "m"), ("enemies", "e")):
        for i, m in enumerate(listed(raw.get(key, []), key)):
            who = m.get("name", f"{key}[{i}]")
            fields.append({"name": f"{tag}{i}_element", "type": "str", "label": f"{who}: Element"})
            values[f"{tag}{i}_element"] = m.get("element", "")
            for stat in STATS:
                label = _STAT_LABELS.get(stat, stat.capitalize())
                fields.append({"name": f"{tag}{i}_{stat}", "type": "int", "label": f"{who}: {label}",
                               "min": 1 if stat == "health" else 0})
                values[f"{tag}{i}_{stat}"] = m.get(stat)
            if tag == "m":
                fields.append({"name": f"m{i}_special_cost", "type": "int", "label": f"{who}: Special Ability cost",
                               "min": 0, "max": data.MAX_POWER})
                values[f"m{i}_special_cost"] = (m.get("special") or {}).get("cost")
            else:
                fields.append({"name": f"e{i}_special_slot", "type": "int", "label": f"{who}: Special Ability slot",
                               "min": 1, "max": data.ENEMY_ATTACK_SLOTS})
                values[f"e{i}_special_slot"] = m.get("special_slot")
    return {"id": "mystling.sheets", "title": "Mystling and Enemy sheets", "fields": fields}, values


_OWNERS = {"mystlings": "", "enemies": "", "cards": "Action card ", "attack_cards": "Enemy Attack card ",
           "arena_cards": "Arena card ", "elements": "Element card "}
_PART_LABELS = {"special.cost": "Special Ability cost", "special_slot": "Special Ability slot",
                "token_limit": "Token limit"}


def field_words(raw: Any, message: str) -> str:
    """A profile refusal naming its field as the form does: "mystlings[0].health: ..." becomes "Arboro: Health: ...",
    "cards[3].effects[0].kind: ..." becomes "Action card Haste: Effects 1 kind: ..."."""
    found = re.match(r"(\w+)\[(\d+)\]\.?([\w.\[\]]*): ", message)
    if found is None or found.group(1) not in _OWNERS or not isinstance(raw, Mapping):
        return message
    key, i, rest = found.group(1), int(found.group(2)), found.group(3)
    entries = raw.get(key)
    entry = entries[i] if isinstance(entries, list) and i < len(entries) else None
    name = entry.get("element" if key == "elements" else "name") if isinstance(entry, Mapping) else None
    owner = _OWNERS[key] + (name if isinstance(name, str) and name else f"{i + 1}").strip()
    if key in ("mystlings", "enemies") and not (isinstance(name, str) and name):
        owner = f"{'Mystling' if key == 'mystlings' else 'Enemy'} {i + 1}"
    if re.fullmatch(r"deck(\[\d+\])?", rest):
        return _deck_words(message, f"{key}[{i}].deck", owner)
    part = _PART_LABELS.get(rest) or re.sub(r"\[(\d+)\]", lambda m: f" {int(m.group(1)) + 1}",
                                             rest.replace("_", " ").replace(".", " "))
    part = part[:1].upper() + part[1:]
    return f"{owner}: {part}: {message[found.end():]}" if part else f"{owner}: {message[found.end():]}"


def _checked(raw: Mapping[str, Any]) -> None:
    """validate_profile, its refusal naming the field as the form does (field_words)."""
    try:
        validate_profile(raw)
    except ValueError as exc:
        raise ValueError(field_words(raw, str(exc))) from None


def with_sheets(raw: Mapping[str, Any], values: Mapping[str, Any]) -> dict[str, Any]:
    """The profile with the form's values on its sheets, checked (ValueError naming the field)."""
    out = dict(raw)
    for key, tag in (("mystlings", "m"), ("enemies", "e")):
        entries = [dict(m) for m in listed(raw.get(key, []), key)]
        for i, m in enumerate(entries):
            for stat in ("element",) + STATS:
                if f"{tag}{i}_{stat}" in values:
                    m[stat] = values[f"{tag}{i}_{stat}"]
            if tag == "m" and f"m{i}_special_cost" in values:
                m["special"] = dict(m.get("special") or {}, cost=values[f"m{i}_special_cost"])
            if tag == "e" and f"e{i}_special_slot" in values:
                m["special_slot"] = values[f"e{i}_special_slot"]
        out[key] = entries
    _checked(out)
    return out


def with_card(raw: Mapping[str, Any], card: Any) -> dict[str, Any]:
    """The profile with this Action card entry (its text and keywords) replacing the one of its name, or
    added; checked, so a card in two places or a bad keyword is refused naming the field."""
    if not isinstance(card, Mapping) or not isinstance(card.get("name"), str):
        raise ValueError("card: must be an object with the card's name")
    cards = [dict(c) for c in listed(raw.get("cards", []), "cards")]
    at = [i for i, c in enumerate(cards) if c.get("name") == card["name"]]
    if len(at) > 1:
        raise ValueError(f"cards[{at[1]}].name: {card['name']!r} is listed twice")
    if at:
        cards[at[0]] = dict(card)
    else:
        cards.append(dict(card))
    out = dict(raw, cards=cards)
    _checked(out)
    return out


def with_deck(raw: Mapping[str, Any], owner: str, names: Sequence[str]) -> dict[str, Any]:
    """The profile with the deck of the Mystling or Enemy `owner` set to `names`, checked (Deck Construction
    for a Mystling: exactly 16 cards and the rest; an Enemy deck lists each Enemy Attack card once)."""
    out = dict(raw)
    for key in ("mystlings", "enemies"):
        entries = [dict(m) for m in listed(raw.get(key, []), key)]
        for i, m in enumerate(entries):
            if m.get("name") == owner:
                m["deck"] = [str(n) for n in names]
                out[key] = entries
                try:
                    validate_profile(out)
                except ValueError as exc:
                    raise ValueError(_deck_words(str(exc), f"{key}[{i}].deck", owner)) from None
                return out
    raise ValueError(f"deck: the profile has no Mystling or Enemy {owner!r}")


def _deck_words(message: str, where: str, owner: str) -> str:
    """A deck refusal in plain words: "mystlings[0].deck[15]: ..." becomes "Arboro's deck, card 16: ..."."""
    found = re.match(re.escape(where) + r"(?:\[(\d+)\])?: ", message)
    if found is None:
        return message
    card = f", card {int(found.group(1)) + 1}" if found.group(1) is not None else ""
    return f"{owner}'s deck{card}: {message[found.end():]}"


def deck_owners(raw: Mapping[str, Any]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each Mystling's and Enemy's name with its deck by card name (a Mystling's starts as the rulebook's list)."""
    return tuple((m.get("name", ""), tuple(m.get("deck", ()))) for key in ("mystlings", "enemies")
                 for m in listed(raw.get(key, []), key))


def profile_from_json(text_: str | bytes) -> dict[str, Any]:
    """A whole profile from JSON text, checked; ValueError saying what is wrong (naming the field)."""
    raw = json_object(text_, "profile", max_bytes=MAX_PROFILE_JSON)
    _checked(raw)
    return raw


def profile_to_json(raw: Mapping[str, Any]) -> str:
    """The profile as JSON text (what `profile_from_json` reads back)."""
    return json.dumps(raw, indent=1, ensure_ascii=False)
