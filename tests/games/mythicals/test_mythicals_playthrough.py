"""A whole recorded game replays to the same end, and every event survives saving."""

import json
from collections import Counter
from pathlib import Path

import pytest

from companion.codec import event_from_json, event_to_json, from_jsonable, to_jsonable
from companion.game import Game
from companion.games.mythicals import data
from companion.games.mythicals.game import MYTHICALS
from companion.games.mythicals.rules import (
    CollectReserve,
    CollectRevealed,
    EndTurn,
    Lock,
    Reinforce,
    Reveal,
    SetUp,
    TakeTile,
    score,
)
from companion.games.mythicals.state import MythicalsState
from companion.session import Session

GOLDEN = Path(__file__).with_name("golden_game.json")


@pytest.fixture(scope="module")
def golden():
    return json.loads(GOLDEN.read_text())


@pytest.fixture(scope="module")
def golden_events(golden):
    return [event_from_json(e, MYTHICALS.event_types) for e in golden["events"]]


def test_mythicals_is_a_game_for_the_session():
    assert isinstance(MYTHICALS, Game)
    assert (MYTHICALS.name, MYTHICALS.title, MYTHICALS.schema_version) == ("mythicals", "Mythicals", 1)
    assert set(MYTHICALS.event_types) == {
        "SetUp", "Reveal", "CollectRevealed", "CollectReserve", "TakeTile", "Reinforce", "Lock", "EndTurn",
    }


def test_golden_game_replays_to_the_recorded_end(golden, golden_events):
    assert golden["game"] == "mythicals" and golden["schema_version"] == MYTHICALS.schema_version
    session = Session(MYTHICALS)
    for event in golden_events:
        session.apply(event)
    expected = from_jsonable(golden["final_state"], MythicalsState)
    assert session.state == expected
    assert session.replay() == expected
    assert list(session.steps) == golden["steps"]


def test_golden_game_ends_on_the_day_card_with_scores_that_add_up(golden, golden_events):
    end = from_jsonable(golden["final_state"], MythicalsState)
    assert end.over
    assert isinstance(golden_events[0], SetUp)
    assert isinstance(golden_events[-1], (TakeTile, EndTurn))
    reveals = [e for e in golden_events if isinstance(e, Reveal)]
    assert "day" in reveals[-1].cards and all("day" not in r.cards for r in reveals[:-1])
    # The Day card lies in the bottom 9 of 45: it comes with the 13th, 14th or 15th reveal.
    assert 13 <= len(reveals) <= 15
    for player, points in zip(end.players, end.scores):
        assert points == score(player.tiles, player.markers)
        assert points == sum(data.TILE_BY_NAME[t].points for t in player.tiles) + player.markers
    best = max(end.scores)
    assert end.winner == end.players[end.scores.index(best)].name
    # Nothing is lost: 16 markers, 20 tiles and the 48 creature cards are all accounted for.
    on_tiles = sum(t.markers for t in end.tiles)
    assert end.supply + on_tiles + sum(p.markers for p in end.players) == data.BONUS_MARKERS
    assert Counter(t.owner is None for t in end.tiles)[False] == sum(len(p.tiles) for p in end.players)
    seen = Counter(end.seen())
    assert all(n <= data.COPIES for n in seen.values())
    assert sum(seen.values()) + end.deck.remaining == data.CREATURE_CARDS


def test_golden_game_undo_and_redo_come_back_to_the_same_end(golden_events):
    session = Session(MYTHICALS)
    for event in golden_events:
        session.apply(event)
    end = session.state
    session.undo(5)
    assert session.state == session.replay()
    session.redo(5)
    assert session.state == end


EXAMPLES = [
    SetUp(("Anna", "Ben"), (("red-4", "blue-1"), ("green-2", "purple-joker")), "Anna"),
    Reveal(("red-4", "day", "blue-joker")),
    CollectRevealed("red"),
    CollectReserve("blue"),
    TakeTile("purple-3"),
    TakeTile("grey-2", ("red-3", "blue-joker")),
    Reinforce("green-4", 2),
    Lock("red-2"),
    EndTurn(),
]


def test_every_event_type_is_in_the_examples():
    assert {type(e).__name__ for e in EXAMPLES} == set(MYTHICALS.event_types)


@pytest.mark.parametrize("event", EXAMPLES, ids=lambda e: type(e).__name__)
def test_every_event_survives_a_codec_round_trip(event):
    saved = json.loads(json.dumps(event_to_json(event)))
    assert saved["type"] == type(event).__name__
    assert event_from_json(saved, MYTHICALS.event_types) == event


def test_a_state_mid_game_survives_a_codec_round_trip(golden_events):
    state = MYTHICALS.initial_state({})
    for event in golden_events[:20]:
        state = MYTHICALS.apply(state, event)
    saved = json.loads(json.dumps(to_jsonable(state)))
    assert from_jsonable(saved, MythicalsState) == state
