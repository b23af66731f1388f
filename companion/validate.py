"""The small input checks, written once: each refuses bad input with a message naming the field.

`whole`, `count`, `flag`, `text` and `choice` raise ValueError naming the field; the
predicates `is_whole` and `is_exact`, `out_of_range` (the range half of a message) and
`parse_whole` (a whole number typed as text) serve callers that word or raise their own
error (a profile form's ProfileError, a RuleError), so the test itself is still written once.
`json_object` reads a pasted or uploaded JSON file (a profile) whatever its size or depth.
"""

from __future__ import annotations

import json
import re
from numbers import Rational
from typing import Any, Collection

__all__ = ["choice", "count", "flag", "is_exact", "is_whole", "json_object", "out_of_range", "parse_whole", "text",
           "whole"]

_WHOLE_TEXT = re.compile(r"[+-]?\d{1,9}")


def _shown(value: Any, *, as_repr: bool = False) -> str:
    """`value` as a message shows it; an int too long for Python to print (over 4300 digits) is described."""
    try:
        return repr(value) if as_repr else str(value)
    except ValueError:  # int -> str conversion limit (sys.get_int_max_str_digits)
        if isinstance(value, int):
            return f"a whole number of {value.bit_length()} bits"
        return f"a {type(value).__name__} that cannot be shown"


def is_whole(value: Any) -> bool:
    """True for a whole number (an int that is not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_exact(value: Any) -> bool:
    """True for an exact number: an int (not a bool) or a Fraction, never a float."""
    return isinstance(value, Rational) and not isinstance(value, bool)


def out_of_range(value: int, *, low: int | None = None, high: int | None = None) -> str:
    """'' when low <= value <= high (a bound of None is open), else 'must be at least/most ..., got ...'."""
    if low is not None and value < low:
        return f"must be at least {low}, got {_shown(value)}"
    if high is not None and value > high:
        return f"must be at most {high}, got {_shown(value)}"
    return ""


def whole(value: Any, field: str, *, low: int | None = None, high: int | None = None) -> int:
    """`value` if it is a whole number (not a bool) within [low, high], else ValueError naming `field`."""
    if not is_whole(value):
        raise ValueError(f"{field}: must be a whole number, got {_shown(value, as_repr=True)}")
    problem = out_of_range(value, low=low, high=high)
    if problem:
        raise ValueError(f"{field}: {problem}")
    return value


def count(value: Any, field: str, *, low: int | None = 0, high: int | None = None) -> int:
    """`value` if it is a whole number in [low, high]; one message for both faults, e.g. 'a whole number of at least 0'."""
    if is_whole(value) and not out_of_range(value, low=low, high=high):
        return value
    if high is None:
        wanted = "a whole number" if low is None else f"a whole number of at least {low}"
    elif low is None:
        wanted = f"a whole number of at most {high}"
    else:
        wanted = f"a whole number from {low} to {high}"
    raise ValueError(f"{field}: must be {wanted}, got {_shown(value, as_repr=True)}")


def parse_whole(typed: str) -> int | None:
    """The whole number typed (an optional sign and 1 to 9 digits, spaces around allowed), else None."""
    if not isinstance(typed, str):
        return None
    typed = typed.strip()
    return int(typed) if _WHOLE_TEXT.fullmatch(typed) else None


def flag(value: Any, field: str) -> bool:
    """`value` if it is True or False, else ValueError naming `field`."""
    if not isinstance(value, bool):
        raise ValueError(f"{field}: must be True or False, got {_shown(value, as_repr=True)}")
    return value


def text(value: Any, field: str, *, max_length: int = 200) -> str:
    """`value` stripped, if it is a non-empty text of at most `max_length` characters, else ValueError."""
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{field}: must be a non-empty text, got {_shown(value, as_repr=True)}")
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
        listed = ", ".join(_shown(o, as_repr=True) for o in list(options)[:12])
        raise ValueError(f"{field}: must be one of {listed}, got {_shown(value, as_repr=True)}")
    return value


def json_object(content: Any, field: str, *, max_bytes: int, what: str = "a profile",
                export_format: str = "") -> dict[str, Any]:
    """The JSON object in a pasted or uploaded file; ValueError naming `field` for anything else (too large,
    not JSON, nested too deeply, not an object, or an exported saved game of `export_format`)."""
    if not isinstance(content, (str, bytes)):
        raise ValueError(f"{field}: expected JSON text, got {type(content).__name__}")
    size = len(content.encode("utf-8", "surrogatepass") if isinstance(content, str) else content)
    if size > max_bytes:
        raise ValueError(f"{field}: {size} bytes is too large for {what} (at most {max_bytes})")
    try:
        raw = json.loads(content)
    except (ValueError, UnicodeDecodeError) as exc:
        raise ValueError(f"{field}: not JSON ({exc})") from None
    except RecursionError:
        raise ValueError(f"{field}: not {what} (its JSON is nested too deeply)") from None
    if not isinstance(raw, dict):
        raise ValueError(f"{field}: expected a JSON object")
    if export_format and raw.get("format") == export_format:
        raise ValueError(f"{field}: this file is an exported saved game, not a component profile; "
                         "import it with the Import button at the top of the page")
    return raw
