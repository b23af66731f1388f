"""Lossless JSON codec for events and states, driven by the dataclasses' type hints.

Supported field types: int, str, bool, None, float (finite only), fractions.Fraction
(written as the string "1/3"), tuple[X, ...] and fixed tuples (written as lists),
frozenset[X] (a sorted list), dict[str, X], Optional / Union of those, Literal, Enum
(written by member name), nested dataclasses, and Any (a plain JSON value, no tuples).
Events are tagged by class name: ``{"type": "TakeTile", ...fields}``.

Decoding never executes anything from the data: classes come only from the type hints
and the caller's ``event_types``; a wrong value raises ValueError naming the field.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import math
import typing
from fractions import Fraction
from typing import Any, Literal, Mapping

from companion.codec_hints import (FRACTION_TEXT, MAPPINGS, dataclass_fields, fail, matches, plain_json,
                                   union_args)

__all__ = ["to_jsonable", "from_jsonable", "event_to_json", "event_from_json", "TAG"]

TAG = "type"  # the key naming an event's class in its JSON object
def _encode(value: Any, hint: Any, path: str) -> Any:
    if hint is Any:
        return plain_json(value, path)
    args = union_args(hint)
    if args is not None:
        for branch in args:
            if matches(value, branch):
                return _encode(value, branch, path)
        for branch in args:  # lenient second pass, e.g. an int where a Fraction is declared
            try:
                return _encode(value, branch, path)
            except ValueError:
                pass
        raise fail(path, " or ".join(getattr(a, "__name__", str(a)) for a in args), value)
    if hint is type(None):
        if value is not None:
            raise fail(path, "None", value)
        return None
    if hint is bool or hint is str:
        if type(value) is not hint:
            raise fail(path, hint.__name__, value)
        return value
    if hint is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise fail(path, "int", value)
        return int(value)
    if hint is float:
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value):
            raise fail(path, "a finite float", value)
        return float(value)
    if hint is Fraction:
        if not isinstance(value, (Fraction, int)) or isinstance(value, bool):
            raise fail(path, "Fraction", value)
        return str(Fraction(value))
    origin = typing.get_origin(hint)
    if origin is Literal:
        if not matches(value, hint):
            raise fail(path, f"one of {typing.get_args(hint)}", value)
        return value
    if origin is tuple:
        if not isinstance(value, tuple):
            raise fail(path, "tuple", value)
        items = typing.get_args(hint)
        if len(items) == 2 and items[1] is Ellipsis:
            return [_encode(v, items[0], f"{path}[{i}]") for i, v in enumerate(value)]
        if items == ((),):  # tuple[()]: the empty tuple
            items = ()
        if len(value) != len(items):
            raise fail(path, f"a tuple of {len(items)} items", value)
        return [_encode(v, h, f"{path}[{i}]") for i, (v, h) in enumerate(zip(value, items))]
    if origin is frozenset:
        if not isinstance(value, frozenset):
            raise fail(path, "frozenset", value)
        (item,) = typing.get_args(hint)
        encoded = [_encode(v, item, f"{path}{{}}") for v in value]
        return sorted(encoded, key=lambda e: json.dumps(e, sort_keys=True))  # stable file order
    if origin in MAPPINGS:
        key_hint, item = typing.get_args(hint)
        if key_hint is not str:
            raise TypeError(f"{path}: only dicts with str keys are supported, not {hint}")
        if not isinstance(value, Mapping):
            raise fail(path, "dict", value)
        out = {}
        for k, v in value.items():
            if type(k) is not str:
                raise fail(f"{path} key", "str", k)
            out[k] = _encode(v, item, f"{path}[{k!r}]")
        return out
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        if not isinstance(value, hint):
            raise fail(path, hint.__name__, value)
        return value.name
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        if not isinstance(value, hint):
            raise fail(path, hint.__name__, value)
        return _encode_dataclass(value, path)
    raise TypeError(f"{path}: the codec does not support the type {hint!r}")


def _encode_dataclass(obj: Any, path: str) -> dict[str, Any]:
    cls = type(obj)
    prefix = f"{path}." if path else f"{cls.__name__}."
    return {name: _encode(getattr(obj, name), hint, prefix + name) for name, hint, _ in dataclass_fields(cls)}


def _decode(data: Any, hint: Any, path: str) -> Any:
    if hint is Any:
        return plain_json(data, path)
    args = union_args(hint)
    if args is not None:
        errors = []
        for branch in args:
            try:
                return _decode(data, branch, path)
            except ValueError as exc:
                errors.append(str(exc))
        raise ValueError(f"{path or 'value'}: matches none of the allowed types: " + "; ".join(errors))
    if hint is type(None):
        if data is not None:
            raise fail(path, "null", data)
        return None
    if hint is bool or hint is str:
        if type(data) is not hint:
            raise fail(path, hint.__name__, data)
        return data
    if hint is int:
        if type(data) is not int:
            raise fail(path, "int", data)
        return data
    if hint is float:
        if type(data) not in (int, float) or not math.isfinite(data):
            raise fail(path, "a finite number", data)
        return float(data)
    if hint is Fraction:
        if type(data) is int:
            return Fraction(data)
        if type(data) is not str or not FRACTION_TEXT.fullmatch(data):
            raise fail(path, 'a fraction written as "n/d"', data)
        num, _, den = data.partition("/")
        if den and int(den) == 0:
            raise fail(path, "a fraction with a non-zero denominator", data)
        return Fraction(int(num), int(den or 1))
    origin = typing.get_origin(hint)
    if origin is Literal:
        for allowed in typing.get_args(hint):
            if data == allowed and type(data) is type(allowed):
                return allowed
        raise fail(path, f"one of {typing.get_args(hint)}", data)
    if origin is tuple:
        if type(data) is not list:
            raise fail(path, "a list", data)
        items = typing.get_args(hint)
        if len(items) == 2 and items[1] is Ellipsis:
            return tuple(_decode(v, items[0], f"{path}[{i}]") for i, v in enumerate(data))
        if items == ((),):
            items = ()
        if len(data) != len(items):
            raise fail(path, f"a list of {len(items)} items", data)
        return tuple(_decode(v, h, f"{path}[{i}]") for i, (v, h) in enumerate(zip(data, items)))
    if origin is frozenset:
        if type(data) is not list:
            raise fail(path, "a list", data)
        (item,) = typing.get_args(hint)
        return frozenset(_decode(v, item, f"{path}{{}}") for v in data)
    if origin in MAPPINGS:
        key_hint, item = typing.get_args(hint)
        if key_hint is not str:
            raise TypeError(f"{path}: only dicts with str keys are supported, not {hint}")
        if type(data) is not dict:
            raise fail(path, "an object", data)
        return {k: _decode(v, item, f"{path}[{k!r}]") for k, v in data.items()}
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        if type(data) is not str or data not in hint.__members__:
            raise fail(path, f"one of {list(hint.__members__)}", data)
        return hint.__members__[data]
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _decode_dataclass(data, hint, path, ignore=())
    raise TypeError(f"{path}: the codec does not support the type {hint!r}")


def _decode_dataclass(data: Any, cls: type, path: str, ignore: tuple[str, ...]) -> Any:
    if type(data) is not dict:
        raise fail(path or cls.__name__, f"an object for {cls.__name__}", data)
    prefix = f"{path}." if path else f"{cls.__name__}."
    fields = dataclass_fields(cls)
    known = {name for name, _, _ in fields}
    unknown = sorted(k for k in data if k not in known and k not in ignore)
    if unknown:
        raise ValueError(f"{prefix}{unknown[0]}: {cls.__name__} has no field {unknown[0]!r}")
    kwargs = {}
    for name, hint, has_default in fields:
        if name in data:
            kwargs[name] = _decode(data[name], hint, prefix + name)
        elif not has_default:
            raise ValueError(f"{prefix}{name}: missing (required by {cls.__name__})")
    try:
        return cls(**kwargs)
    except (ValueError, TypeError) as exc:  # the dataclass's own __post_init__ check
        raise ValueError(f"{path or cls.__name__}: {exc}") from exc


def to_jsonable(obj: Any, cls: Any = None) -> Any:
    """Plain JSON data for `obj`, typed by `cls` (default: the dataclass `obj` is)."""
    if cls is None:
        if not dataclasses.is_dataclass(obj) or isinstance(obj, type):
            raise TypeError(f"obj: give cls for a value that is not a dataclass instance, got {obj!r}")
        return _encode_dataclass(obj, "")
    return _encode(obj, cls, "")


def from_jsonable(data: Any, cls: Any) -> Any:
    """The value of type `cls` that `data` encodes; ValueError naming the field if it does not fit."""
    return _decode(data, cls, "")


def event_to_json(event: Any) -> dict[str, Any]:
    """The event as a JSON object tagged with its class name under "type"."""
    if not dataclasses.is_dataclass(event) or isinstance(event, type):
        raise TypeError(f"event: expected a dataclass instance, got {event!r}")
    body = _encode_dataclass(event, "")
    if TAG in body:
        raise TypeError(f"event: {type(event).__name__} has a field named {TAG!r}, which the tag uses")
    return {TAG: type(event).__name__, **body}


def event_from_json(data: Any, event_types: Mapping[str, type]) -> Any:
    """The event `data` encodes, its class looked up only in `event_types` by its "type" tag."""
    if type(data) is not dict:
        raise fail("event", "an object", data)
    tag = data.get(TAG)
    if type(tag) is not str:
        raise fail(f"event.{TAG}", "the name of an event type", tag)
    cls = event_types.get(tag)
    if cls is None:
        raise ValueError(f"event.{TAG}: unknown event type {tag!r}; known: {', '.join(sorted(event_types))}")
    return _decode_dataclass(data, cls, "", ignore=(TAG,))
