"""Component profiles, pure: a simple schema of fields, checking entered values, JSON in and out.

A profile holds component data that is not public (dice faces, creature cards, stats), entered
once by the players from their own cards. It is plain JSON, read without executing anything.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field as dataclass_field
from typing import Any, Mapping

from companion.validate import choice, is_whole, out_of_range, parse_whole, text as check_text

KIND = "table-companion profile"
FIELD_TYPES = ("int", "str", "bool", "faces")
MAX_PROFILE_BYTES = 1_000_000
MAX_TEXT = 200
WOUND_MARKS = ("✶", "*", "w", "W")


class ProfileError(ValueError):
    """A profile that cannot be used: the message names the field or says what is wrong with the file."""


@dataclass(frozen=True)
class Field:
    """One entry of a profile: its type (int, str, bool, faces), bounds and whether it is required."""

    name: str
    type: str
    label: str = ""
    min: int | None = None
    max: int | None = None
    required: bool = True
    length: int | None = None  # faces: the exact number of faces, when the die has a fixed count
    help: str = ""

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", self.name):
            raise ValueError(f"name: a field name is letters, digits and _, got {self.name!r}")
        choice(self.type, f"type: the type of field {self.name!r}", FIELD_TYPES)

    @property
    def title(self) -> str:
        """The label shown to players (the name when no label is given)."""
        return self.label or self.name.replace("_", " ").capitalize()


@dataclass(frozen=True)
class Schema:
    """What a profile holds: an id (e.g. "mystling.dice"), a title, a version and its fields."""

    id: str
    title: str
    fields: tuple[Field, ...] = dataclass_field(default_factory=tuple)
    version: int = 1

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Schema":
        """A schema from plain data: {"id", "title", "version", "fields": [{"name", "type", ...}]}."""
        fields = tuple(f if isinstance(f, Field) else Field(**f) for f in data.get("fields", ()))
        names = [f.name for f in fields]
        if len(set(names)) != len(names):
            raise ValueError(f"fields: each field name must be used once, got {names}")
        return cls(id=str(data["id"]), title=str(data.get("title", data["id"])), fields=fields,
                   version=int(data.get("version", 1)))


def as_schema(schema: Schema | Mapping[str, Any]) -> Schema:
    """A Schema, from a Schema or its plain-data form."""
    return schema if isinstance(schema, Schema) else Schema.from_dict(schema)


def format_faces(faces: Any) -> str:
    """Faces as players type them: "1, 2, 3✶" (✶ marks the Wound symbol)."""
    parts = []
    for face in faces:
        if isinstance(face, Mapping):
            value, wound = face.get("value"), face.get("wound", False)
        else:
            value, wound = getattr(face, "value", face), getattr(face, "wound", False)
        parts.append(f"{value}{'✶' if wound else ''}")
    return ", ".join(parts)


def format_value(field: Field, value: Any) -> Any:
    """A stored value as the form shows it (text for int, str and faces; a bool for bool)."""
    if value is None:
        return False if field.type == "bool" else ""
    if field.type == "faces":
        return format_faces(value)
    return value if field.type == "bool" else str(value)


def _bounds(field: Field, value: int, what: str) -> None:
    problem = out_of_range(value, low=field.min, high=field.max)
    if problem:
        raise ProfileError(f"{field.title}: {what} {problem}")


def parse_field(field: Field, raw: Any) -> Any:
    """The value of one field from what was typed (or loaded), or ProfileError naming the field."""
    if raw is None:
        if field.required:
            raise ProfileError(f"{field.title}: required, please fill it in")
        return None
    if field.type == "bool":
        if not isinstance(raw, bool):
            raise ProfileError(f"{field.title}: must be yes or no (true/false), got {raw!r}")
        return raw
    if field.type == "faces" and isinstance(raw, list):
        return _parse_faces(field, raw)
    if field.type == "int" and is_whole(raw):
        _bounds(field, raw, "the value")
        return raw
    if not isinstance(raw, str):
        raise ProfileError(f"{field.title}: expected {field.type}, got {raw!r}")
    text = raw.strip()
    if not text:
        if field.required:
            raise ProfileError(f"{field.title}: required, please fill it in")
        return None
    if field.type == "int":
        value = parse_whole(text)
        if value is None:
            raise ProfileError(f"{field.title}: enter a whole number, got {text!r}")
        _bounds(field, value, "the value")
        return value
    if field.type == "str":
        try:
            return check_text(text, field.title, max_length=MAX_TEXT)
        except ValueError as exc:
            raise ProfileError(str(exc)) from None
    return _parse_faces(field, [part.strip() for part in text.split(",")])


def _parse_faces(field: Field, items: list[Any]) -> list[dict[str, Any]]:
    faces = []
    for i, item in enumerate(items, start=1):
        if isinstance(item, Mapping):
            value, wound = item.get("value"), item.get("wound", False)
            if not is_whole(value) or not isinstance(wound, bool):
                raise ProfileError(f"{field.title}: face {i} must be {{'value': number, 'wound': "
                                   f"true/false}}, got {dict(item)!r}")
        elif is_whole(item):
            value, wound = item, False
        elif isinstance(item, str):
            wound = item.endswith(WOUND_MARKS)
            number = item.rstrip("".join(WOUND_MARKS)).strip()
            value = parse_whole(number) if number else (0 if wound else None)
            if value is None:
                raise ProfileError(f"{field.title}: face {i} should be a number, with ✶ (or *) "
                                   f"after it for a Wound, got {item!r}")
        else:
            raise ProfileError(f"{field.title}: face {i} is not a face, got {item!r}")
        _bounds(field, value, f"face {i}")
        faces.append({"value": value, "wound": wound})
    if not faces:
        raise ProfileError(f"{field.title}: enter the faces, separated by commas")
    if field.length is not None and len(faces) != field.length:
        raise ProfileError(f"{field.title}: the die has {field.length} faces, got {len(faces)}")
    return faces


def check_values(schema: Schema, raw: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The parsed values and the list of problems (each naming its field) for entered values."""
    values: dict[str, Any] = {}
    problems: list[str] = []
    for f in schema.fields:
        try:
            values[f.name] = parse_field(f, raw.get(f.name, False if f.type == "bool" else ""))
        except ProfileError as exc:
            problems.append(str(exc))
    return values, problems


def to_json(schema: Schema, values: Mapping[str, Any], *, example: bool = False) -> str:
    """A profile as JSON text; `example` marks values that are not from the players' own cards."""
    return json.dumps({"kind": KIND, "schema": schema.id, "version": schema.version,
                       "example": bool(example), "values": dict(values)},
                      indent=2, ensure_ascii=False)


def from_json(schema: Schema, text: str | bytes) -> tuple[dict[str, Any], bool]:
    """(values, example) from a saved profile, or ProfileError saying plainly why it is refused."""
    if len(text) > MAX_PROFILE_BYTES:
        raise ProfileError(f"The file is too large for a profile ({len(text)} bytes; "
                           f"at most {MAX_PROFILE_BYTES})")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ProfileError("The file is not a profile: it is not UTF-8 text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ProfileError(f"The file is not a readable profile: damaged JSON at line {exc.lineno}, "
                           f"column {exc.colno} ({exc.msg})") from None
    except RecursionError:
        raise ProfileError("The file is not a readable profile: its JSON is nested too deeply") from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise ProfileError("The file is not a table-companion profile")
    if data.get("schema") != schema.id:
        raise ProfileError(f"This profile is for {data.get('schema')!r}, not for {schema.id!r}")
    version = data.get("version")
    if not is_whole(version) or version > schema.version:
        raise ProfileError(f"This profile has version {version!r}; this companion reads up to "
                           f"version {schema.version}")
    stored, example = data.get("values"), data.get("example", False)
    if not isinstance(stored, dict) or not isinstance(example, bool):
        raise ProfileError("The profile is damaged: 'values' must be an object and 'example' true or false")
    unknown = sorted(set(stored) - {f.name for f in schema.fields})
    if unknown:
        raise ProfileError(f"The profile has fields this companion does not know: {', '.join(unknown)}")
    values, problems = check_values(schema, stored)
    if problems:
        raise ProfileError("The profile has values that do not fit: " + "; ".join(problems))
    return values, example
