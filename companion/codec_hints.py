"""Type-hint helpers for companion.codec: resolved dataclass fields, unions, plain JSON, errors."""

from __future__ import annotations

import dataclasses
import math
import re
import types
import typing
from fractions import Fraction
from functools import lru_cache
from typing import Any, Literal, Mapping, Union

__all__ = ["FRACTION_TEXT", "MAPPINGS", "dataclass_fields", "fail", "union_args", "matches", "plain_json"]

MAPPINGS = (dict, Mapping, typing.get_origin(Mapping[str, int]))  # origins read as dict[str, X]

FRACTION_TEXT = re.compile(r"-?\d{1,4000}(/\d{1,4000})?")


@lru_cache(maxsize=None)
def dataclass_fields(cls: type) -> tuple[tuple[str, Any, bool], ...]:
    """(name, resolved hint, has default) for each init field of a dataclass, cached."""
    try:
        hints = typing.get_type_hints(cls)
    except NameError as exc:  # a hint naming a class the module cannot see
        raise TypeError(f"cannot resolve the type hints of {cls.__qualname__}: {exc}") from exc
    return tuple(
        (f.name, hints[f.name],
         f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING)
        for f in dataclasses.fields(cls) if f.init
    )


def _type_name(value: Any) -> str:
    return type(value).__name__


def fail(path: str, expected: str, value: Any) -> ValueError:
    """A ValueError naming the field path, what was expected and what was found."""
    shown = repr(value)
    if len(shown) > 60:
        shown = shown[:57] + "..."
    return ValueError(f"{path or 'value'}: expected {expected}, got {shown} ({_type_name(value)})")


def union_args(hint: Any) -> tuple[Any, ...] | None:
    """The branches of a Union / Optional / X | Y hint, or None if `hint` is not a union."""
    origin = typing.get_origin(hint)
    if origin is Union or origin is types.UnionType:
        args = typing.get_args(hint)
        if str in args and Fraction in args:
            # both are written as JSON strings, so "2" could not be read back unambiguously
            raise TypeError(f"a Union of str and Fraction cannot be encoded losslessly: {hint}")
        return args
    return None


def matches(value: Any, hint: Any) -> bool:
    """Whether a Python value belongs to a union branch (used to pick the branch to encode)."""
    if hint is type(None):
        return value is None
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is Any:
        return True
    origin = typing.get_origin(hint) or hint
    if origin is Literal:
        return any(value == a and type(value) is type(a) for a in typing.get_args(hint))
    if isinstance(origin, type):
        return isinstance(value, origin) and not (origin is float and isinstance(value, bool))
    return False


def plain_json(value: Any, path: str) -> Any:
    """A value typed Any must already be plain JSON (lists, not tuples, so it reads back equal)."""
    if value is None or type(value) in (bool, int, str):
        return value
    if type(value) is float:
        if not math.isfinite(value):
            raise fail(path, "a finite number", value)
        return value
    if type(value) is list:
        return [plain_json(v, f"{path}[{i}]") for i, v in enumerate(value)]
    if type(value) is dict:
        for k in value:
            if type(k) is not str:
                raise fail(f"{path} key", "str", k)
        return {k: plain_json(v, f"{path}[{k!r}]") for k, v in value.items()}
    raise fail(path, "a plain JSON value (None, bool, int, float, str, list, dict)", value)
