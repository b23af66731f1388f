"""companion.validate: the one place for the small input checks; every refusal names its field."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from companion.validate import (
    choice,
    count,
    flag,
    is_exact,
    is_whole,
    out_of_range,
    parse_whole,
    text,
    whole,
)

fields = st.text(alphabet="abcdefghijklmnopqrstuvwxyz_", min_size=1, max_size=12).map(lambda s: "f_" + s)
not_ints = st.one_of(st.floats(allow_nan=False), st.text(max_size=5), st.none(), st.booleans(),
                     st.fractions(), st.lists(st.integers(), max_size=2))
huge = st.integers(min_value=10**5000, max_value=10**5000 + 10) | st.integers(min_value=-10**5000 - 10,
                                                                               max_value=-10**5000)


@given(st.booleans(), fields)
def test_bools_are_refused_as_whole_numbers(value, field):
    assert not is_whole(value) and not is_exact(value)
    for check in (lambda: whole(value, field), lambda: count(value, field)):
        with pytest.raises(ValueError) as err:
            check()
        assert str(err.value).startswith(f"{field}: ") and "whole number" in str(err.value)


@given(not_ints, fields)
def test_anything_but_an_int_is_refused_naming_the_field(value, field):
    with pytest.raises(ValueError, match=f"^{field}: must be a whole number, got "):
        whole(value, field)
    with pytest.raises(ValueError, match=f"^{field}: must be a whole number of at least 0, got "):
        count(value, field)


@given(st.integers(), st.integers(-50, 50), st.integers(0, 50), fields)
def test_bounds_are_inclusive_and_named(value, low, span, field):
    high = low + span
    inside = low <= value <= high
    assert (out_of_range(value, low=low, high=high) == "") == inside
    if inside:
        assert whole(value, field, low=low, high=high) == value
        assert count(value, field, low=low, high=high) == value
        return
    with pytest.raises(ValueError) as err:
        whole(value, field, low=low, high=high)
    message = str(err.value)
    assert message.startswith(f"{field}: must be ")
    assert (f"at least {low}" in message) if value < low else (f"at most {high}" in message)
    with pytest.raises(ValueError, match=f"^{field}: must be a whole number from {low} to {high}, got {value}$"):
        count(value, field, low=low, high=high)


def test_the_messages_existing_callers_match():
    with pytest.raises(ValueError, match=r"^n: must be a whole number, got 1\.5$"):
        whole(1.5, "n")
    with pytest.raises(ValueError, match=r"^n: must be at least 0, got -1$"):
        whole(-1, "n", low=0)
    with pytest.raises(ValueError, match=r"^n: must be at most 10, got 12$"):
        whole(12, "n", high=10)
    with pytest.raises(ValueError, match=r"^ring_size: must be a whole number of at least 1, got 0$"):
        count(0, "ring_size", low=1)
    with pytest.raises(ValueError, match=r"^x: must be a whole number of at most 3, got 4$"):
        count(4, "x", low=None, high=3)
    with pytest.raises(ValueError, match=r"^x: must be a whole number, got 'a'$"):
        count("a", "x", low=None)
    assert whole(-(10**30), "n") == -(10**30)
    assert out_of_range(5) == "" and out_of_range(5, low=6) == "must be at least 6, got 5"


@given(huge, fields)
def test_huge_ints_are_handled_without_printing_them(value, field):
    assert whole(value, field) == value
    assert count(abs(value), field) == abs(value)
    with pytest.raises(ValueError) as err:
        whole(value, field, low=0, high=6)
    message = str(err.value)
    assert message.startswith(f"{field}: must be at ") and "bits" in message and len(message) < 200
    with pytest.raises(ValueError, match=f"^{field}: must be a whole number from 0 to 6, got a whole number of"):
        count(value, field, low=0, high=6)
    for check in (lambda: flag(value, field), lambda: text(value, field), lambda: choice(value, field, (1, 2))):
        with pytest.raises(ValueError, match=f"^{field}: "):
            check()


@given(st.integers(-(10**9) + 1, 10**9 - 1))
def test_parse_whole_reads_what_players_type(n):
    assert parse_whole(str(n)) == n
    assert parse_whole(f"  {n} ") == n
    if n >= 0:
        assert parse_whole(f"+{n}") == n


@pytest.mark.parametrize("typed", ["", " ", "ten", "1e3", "1.0", "1 2", "--1", "1234567890", None, 3])
def test_parse_whole_refuses_everything_else(typed):
    assert parse_whole(typed) is None


def test_exact_numbers():
    assert is_exact(3) and is_exact(Fraction(1, 3)) and not is_exact(0.5) and not is_exact(True)


@given(st.one_of(st.integers(), st.text(max_size=3), st.none()), fields)
def test_flag_takes_only_true_or_false(value, field):
    with pytest.raises(ValueError, match=f"^{field}: must be True or False"):
        flag(value, field)
    assert flag(True, field) is True and flag(False, field) is False


@given(st.text(max_size=30), fields)
def test_text_is_stripped_and_non_empty(value, field):
    from companion.validate import hidden_characters

    if value.strip() and hidden_characters(value.strip()):
        with pytest.raises(ValueError, match=f"^{field}: holds a character that cannot be seen"):
            text(value, field)
    elif value.strip():
        assert text(value, field) == value.strip()
    else:
        with pytest.raises(ValueError, match=f"^{field}: must be a non-empty text"):
            text(value, field)


def test_text_length_and_type():
    with pytest.raises(ValueError, match=r"^name: must be at most 3 characters, got 4$"):
        text("abcd", "name", max_length=3)
    with pytest.raises(ValueError, match="^name: must be a non-empty text, got 5$"):
        text(5, "name")


@given(st.one_of(st.integers(), st.text(max_size=3), st.lists(st.integers(), max_size=2)), fields)
def test_choice_names_the_field_and_the_options(value, field):
    options = ("lowest", "highest")
    if value in options:
        assert choice(value, field, options) == value
        return
    with pytest.raises(ValueError, match=f"^{field}: must be one of 'lowest', 'highest', got "):
        choice(value, field, options)
    with pytest.raises(ValueError, match=f"^{field}: "):
        choice(value, field, {"a", "b"})  # an unhashable value asked of a set is refused, not a TypeError


def test_json_object_refuses_every_file_that_is_not_one_object_naming_the_field():
    from companion.validate import json_object

    assert json_object('{"a": 1}', "profile", max_bytes=100) == {"a": 1}
    assert json_object(b'{"a": 1}', "profile", max_bytes=100) == {"a": 1}
    for content, words in (("x" * 101, "too large for a profile: at most 100 bytes (this one is 101 bytes)"),
                           ("x" * 25_000_000, "too large for a profile: at most 100 bytes (this one is 25 MB)"),
                           (b"\xff\xfe{", "profile: not JSON (it is not text in UTF-8)"),
                           ("{damaged", "profile: not JSON"),
                           ("[1, 2]", "profile: expected a JSON object"),
                           (3, "profile: expected JSON text, got int"),
                           ('{"format": "export"}', "exported saved game")):
        with pytest.raises(ValueError, match=re.escape(words)):
            json_object(content, "profile", max_bytes=100, export_format="export")
    with pytest.raises(ValueError, match=re.escape("profile: not a profile (its JSON is nested too deeply)")):
        json_object("[" * 100_000, "profile", max_bytes=200_000)


@pytest.mark.parametrize("name, shown", [("Ann\u200b", "U+200B ZERO WIDTH SPACE"), ("\u061cBen", "U+061C ARABIC LETTER MARK"),
                                         ("A\u00a0B", "U+00A0 NO-BREAK SPACE"), ("\u2067x", "U+2067"),
                                         ("e\u202ex", "U+202E")])
def test_a_name_with_a_character_that_cannot_be_seen_is_refused(name, shown):
    from companion.validate import text

    with pytest.raises(ValueError, match=re.escape(shown)):
        text(name, "player")


def test_names_in_any_script_with_accents_and_emoji_are_kept():
    from companion.validate import hidden_characters, text

    for name in ("Zoë", "Ann-Marie O'Neil", "李雷", "مريم", "Ben 🐉"):
        assert text(name, "player") == name and hidden_characters(name) == []


def test_sizes_are_said_in_the_players_words():
    from companion.validate import size_text

    assert [size_text(n) for n in (1, 999, 1000, 48_200, 20_000_000, 10_800_000)] == [
        "1 byte", "999 bytes", "1 KB", "48.2 KB", "20 MB", "10.8 MB"]
