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
import unicodedata
from numbers import Rational
from typing import Any, Collection

__all__ = ["choice", "count", "flag", "hidden_characters", "is_exact", "is_whole", "json_object", "out_of_range",
           "parse_whole", "size_text", "text", "whole"]

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


# Characters a reader cannot see or tell apart from a plain space: controls, format marks (zero-width
# spaces and joiners, direction marks, U+061C), private and unassigned code points, and every space
# but U+0020. A name holding one could show blank, or look the same as another name.
_HIDDEN_CATEGORIES = {"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp", "Zs"}


def hidden_characters(value: str) -> list[str]:
    """The characters of `value` a reader could not see or tell from a space, as 'U+200B ZERO WIDTH SPACE'."""
    found = []
    for ch in value:
        if ch != " " and unicodedata.category(ch) in _HIDDEN_CATEGORIES:
            code = f"U+{ord(ch):04X}"
            named = f"{code} {unicodedata.name(ch, '')}".strip()
            if named not in found:
                found.append(named)
    return found


def size_text(size: int) -> str:
    """A size in the players' words: '812 bytes', '48 KB', '20 MB'."""
    if size < 1000:
        return f"{size} byte{'s' if size != 1 else ''}"
    if size < 1_000_000:
        return f"{size / 1000:.1f}".rstrip("0").rstrip(".") + " KB"
    return f"{size / 1_000_000:.1f}".rstrip("0").rstrip(".") + " MB"


def text(value: Any, field: str, *, max_length: int = 200) -> str:
    """`value` stripped, if it is a non-empty text of at most `max_length` characters with nothing hidden in
    it (see `hidden_characters`), else ValueError."""
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{field}: must be a non-empty text, got {_shown(value, as_repr=True)}")
    if len(value) > max_length:
        raise ValueError(f"{field}: must be at most {max_length} characters, got {len(value)}")
    hidden = hidden_characters(value.strip())
    if hidden:
        raise ValueError(f"{field}: holds a character that cannot be seen ({', '.join(hidden[:3])}); "
                         "type it again with letters, digits, spaces and punctuation")
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
        raise ValueError(f"{field}: too large for {what}: at most {size_text(max_bytes)} "
                         f"(this one is {size_text(size)})")
    try:
        raw = json.loads(content)
    except UnicodeDecodeError:
        raise ValueError(f"{field}: not JSON (it is not text in UTF-8)") from None
    except json.JSONDecodeError as exc:
        raise ValueError(f"{field}: not JSON (line {exc.lineno}, column {exc.colno}: {exc.msg.lower()})") from None
    except ValueError:
        raise ValueError(f"{field}: not JSON") from None
    except RecursionError:
        raise ValueError(f"{field}: not {what} (its JSON is nested too deeply)") from None
    if not isinstance(raw, dict):
        raise ValueError(f"{field}: expected a JSON object")
    if export_format and raw.get("format") == export_format:
        raise ValueError(f"{field}: this file is an exported saved game, not a component profile; "
                         "import it with the Import button at the top of the page")
    return raw
