"""The JSON codec: lossless round trips by type hint, and clear refusals naming the field."""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal, Optional, Union

import pytest
from hypothesis import given, strategies as st

from companion.codec import event_from_json, event_to_json, from_jsonable, to_jsonable
from companion.games.tally import GAME, Gain, Roll, Setup, Spend, TallyState


class Colour(enum.Enum):
    RED = "red"
    BLUE = 2


@dataclass(frozen=True)
class Point:
    x: int
    odds: Fraction


@dataclass(frozen=True)
class Tricky:
    grid: tuple[tuple[int, ...], ...]
    where: Optional[Point]
    named: dict[str, Point]
    pair: tuple[str, Fraction]
    mode: Literal["open", 3]
    colour: Colour
    tags: frozenset[str] = frozenset()
    either: Union[int, str, None] = None
    extra: Any = None


@dataclass(frozen=True)
class HasType:
    type: str


@dataclass(frozen=True)
class Checked:
    n: int

    def __post_init__(self) -> None:
        if self.n < 0:
            raise ValueError("n must not be negative")


TRICKY = Tricky(grid=((1, 2), (), (3,)), where=Point(-4, Fraction(-5, 3)),
                named={"a": Point(1, Fraction(1, 3)), "b": Point(0, Fraction(0))},
                pair=("x", Fraction(7, 2)), mode=3, colour=Colour.BLUE,
                tags=frozenset({"z", "a"}), either="text", extra={"k": [1, "two", None]})
TYPES = {"Tricky": Tricky, "Point": Point}


def round_trip(event: Any, types: dict[str, type]) -> Any:
    # through real JSON text, as a saved file would go
    return event_from_json(json.loads(json.dumps(event_to_json(event))), types)


@pytest.mark.parametrize("event", [Setup(0), Setup(6), Gain(1), Gain(3), Spend(2), Roll(1), Roll(6)])
def test_every_tally_event_round_trips(event: Any) -> None:
    assert type(event).__name__ in GAME.event_types
    back = round_trip(event, GAME.event_types)
    assert back == event and type(back) is type(event)


def test_tally_covers_all_its_event_types() -> None:
    assert set(GAME.event_types) == {"Setup", "Gain", "Spend", "Roll"}


def test_tricky_types_round_trip_exactly() -> None:
    back = round_trip(TRICKY, TYPES)
    assert back == TRICKY
    assert type(back.where.odds) is Fraction and type(back.grid) is tuple and type(back.grid[0]) is tuple
    assert back.colour is Colour.BLUE and type(back.tags) is frozenset


def test_fraction_is_written_as_readable_text() -> None:
    data = event_to_json(TRICKY)
    assert data["type"] == "Tricky"
    assert data["where"] == {"x": -4, "odds": "-5/3"}
    assert data["pair"] == ["x", "7/2"] and data["colour"] == "BLUE"
    assert data["tags"] == ["a", "z"]  # sorted so the file is stable


def test_state_round_trips_without_a_tag() -> None:
    state = TallyState(True, 3, 6, (1, 5, 6))
    assert to_jsonable(state) == {"set_up": True, "crystals": 3, "capacity": 6, "rolls": [1, 5, 6]}
    assert from_jsonable(json.loads(json.dumps(to_jsonable(state))), TallyState) == state


@given(st.fractions(), st.lists(st.lists(st.integers(), max_size=3).map(tuple), max_size=3).map(tuple),
       st.one_of(st.none(), st.integers(), st.text(max_size=5)))
def test_random_values_round_trip(odds: Fraction, grid: tuple, either: Any) -> None:
    value = Tricky(grid=grid, where=None, named={}, pair=("", odds), mode="open", colour=Colour.RED,
                   either=either)
    assert round_trip(value, TYPES) == value


@pytest.mark.parametrize("change, field", [
    ({"type": "Nope"}, "event.type: unknown event type 'Nope'"),
    ({"where": {"x": "1", "odds": "1/2"}}, "Tricky.where"),
    ({"grid": [[1, True]]}, "Tricky.grid[0][1]: expected int"),
    ({"pair": ["x"]}, "Tricky.pair: expected a list of 2 items"),
    ({"pair": ["x", "1/0"]}, "Tricky.pair[1]: expected a fraction with a non-zero denominator"),
    ({"pair": ["x", "1e5"]}, "Tricky.pair[1]"),
    ({"mode": "closed"}, "Tricky.mode: expected one of"),
    ({"colour": "GREEN"}, "Tricky.colour: expected one of ['RED', 'BLUE']"),
    ({"named": {"a": {"x": 1}}}, "Tricky.named['a'].odds: missing"),
    ({"surprise": 1}, "Tricky.surprise: Tricky has no field 'surprise'"),
    ({"either": 1.5}, "Tricky.either: matches none"),
])
def test_bad_fields_raise_value_error_naming_the_field(change: dict, field: str) -> None:
    data = {**event_to_json(TRICKY), **change}
    with pytest.raises(ValueError) as info:
        event_from_json(data, TYPES)
    assert field in str(info.value)


def test_decoding_never_looks_up_classes_outside_event_types() -> None:
    # a tag naming a real class that is not an event of this game is refused, not imported
    with pytest.raises(ValueError, match="unknown event type 'Point'"):
        event_from_json({"type": "Point", "x": 1, "odds": "1"}, {"Tricky": Tricky})
    with pytest.raises(ValueError, match="unknown event type 'os.system'"):
        event_from_json({"type": "os.system", "command": "true"}, TYPES)
    with pytest.raises(ValueError, match="event: expected an object"):
        event_from_json(["Tricky"], TYPES)


def test_dataclass_own_checks_become_value_errors() -> None:
    with pytest.raises(ValueError, match="n must not be negative"):
        event_from_json({"type": "Checked", "n": -1}, {"Checked": Checked})


def test_encoding_refuses_values_that_do_not_fit_their_hints() -> None:
    with pytest.raises(ValueError, match=r"Point.x: expected int, got 1.5"):
        to_jsonable(Point(1.5, Fraction(1)))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="Tricky.grid: expected tuple"):
        event_to_json(Tricky([[1]], None, {}, ("", Fraction(1)), 3, Colour.RED))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="Tricky.extra"):
        event_to_json(Tricky((), None, {}, ("", Fraction(1)), 3, Colour.RED, extra=(1, 2)))
    with pytest.raises(TypeError, match="field named 'type'"):
        event_to_json(HasType("x"))
    with pytest.raises(TypeError, match="obj: give cls"):
        to_jsonable(3)


def test_plain_values_with_explicit_type() -> None:
    assert to_jsonable((Fraction(1, 2), None), tuple[Fraction, Optional[int]]) == ["1/2", None]
    assert from_jsonable(["1/2", None], tuple[Fraction, Optional[int]]) == (Fraction(1, 2), None)
    assert from_jsonable(3, Fraction) == Fraction(3)
