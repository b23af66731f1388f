"""The small input checks, written once: each refuses bad input with a message naming the field."""

from __future__ import annotations

from typing import Any, Collection

__all__ = ["choice", "flag", "text", "whole"]


def whole(value: Any, field: str, *, low: int | None = None, high: int | None = None) -> int:
    """`value` if it is a whole number (not a bool) within [low, high], else ValueError naming `field`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{field}: must be a whole number, got {value!r}")
    if low is not None and value < low:
        raise ValueError(f"{field}: must be at least {low}, got {value}")
    if high is not None and value > high:
        raise ValueError(f"{field}: must be at most {high}, got {value}")
    return value


def flag(value: Any, field: str) -> bool:
    """`value` if it is True or False, else ValueError naming `field`."""
    if not isinstance(value, bool):
        raise ValueError(f"{field}: must be True or False, got {value!r}")
    return value


def text(value: Any, field: str, *, max_length: int = 200) -> str:
    """`value` stripped, if it is a non-empty text of at most `max_length` characters, else ValueError."""
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{field}: must be a non-empty text, got {value!r}")
    if len(value) > max_length:
        raise ValueError(f"{field}: must be at most {max_length} characters, got {len(value)}")
    return value.strip()


def choice(value: Any, field: str, options: Collection[Any]) -> Any:
    """`value` if it is one of `options`, else ValueError naming `field` and the options."""
    try:
        ok = value in options
    except TypeError:  # an unhashable value asked of a set
        ok = False
    if not ok:
        listed = ", ".join(repr(o) for o in list(options)[:12])
        raise ValueError(f"{field}: must be one of {listed}, got {value!r}")
    return value
