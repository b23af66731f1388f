"""The BG Stats file: the sample export is read, our file has the sample's shape, reads back to the same plays,
keeps its uuids from one writing to the next, and a damaged or foreign file is refused in plain words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.plays import BgStatsPlay, bgstats_json, bgstats_plays, play_summary, read_bgstats
from companion.plays.bgstats import MAX_BGSTATS_BYTES
from tests.plays.finished import GAMES, finished, golden_mythicals, with_times

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "bgstats_sample.json"


def summaries():
    return [play_summary(with_times(finished(key), name=f"{key} night")) for key in GAMES]


def test_the_sample_export_is_read():
    plays = read_bgstats(SAMPLE.read_bytes())
    assert [p.game for p in plays] == ["Mythicals", "Mythicals", "From the Other Side"]
    first = plays[0]
    assert isinstance(first, BgStatsPlay)
    assert (first.date, first.minutes, first.bgg_id) == ("2026-11-20 20:20:00", 45, 0)
    assert [(s.player, s.score, s.winner, s.start_player, s.seat) for s in first.scores] == [
        ("Ann", "32", True, True, 1), ("Ben", "18", False, False, 2)]
    assert [s.player for s in plays[1].scores] == ["Cleo", "Ann"] and plays[1].scores[0].new_player
    assert {s.player for p in plays for s in p.scores} == {"Ann", "Ben", "Cleo"}
    assert all(s.score == "" for s in plays[2].scores)


def _shape(value):
    """The JSON type of a value, and of each field of an object (the first object of a list)."""
    if isinstance(value, dict):
        return {k: _shape(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_shape(value[0])] if value else []
    return type(value).__name__


def _within(ours, theirs, path="file"):
    """Every field of ours is in the sample, with the sample's type."""
    if isinstance(ours, dict):
        assert isinstance(theirs, dict), path
        for key, value in ours.items():
            assert key in theirs, f"{path}.{key} is not a field of the sample export"
            _within(value, theirs[key], f"{path}.{key}")
    elif isinstance(ours, list):
        assert isinstance(theirs, list), path
        if ours and theirs:
            _within(ours[0], theirs[0], f"{path}[0]")
    else:
        assert ours == theirs, f"{path}: {ours} where the sample has {theirs}"


def test_our_file_has_the_sample_export_s_fields_and_types():
    ours = json.loads(bgstats_json(summaries()))
    sample = json.loads(SAMPLE.read_text())
    _within(_shape(ours), _shape(sample))
    assert set(ours) == {"games", "players", "locations", "plays"}
    for play in ours["plays"]:
        for line in play["playerScores"]:
            assert type(line["score"]) is str and type(line["winner"]) is bool
            assert type(line["playerRefId"]) is int and type(line["seatOrder"]) is int
        assert type(play["durationMin"]) is int and type(play["gameRefId"]) is int
    for game in ours["games"]:
        assert game["bggId"] == 0  # no id is known from a source
    kinds = {g["name"]: (g["cooperative"], g["noPoints"], g["highestWins"]) for g in ours["games"]}
    assert kinds["Mythicals"] == (False, False, True)
    assert kinds["Mysthea: The Fall"] == kinds["From the Other Side"] == (True, True, False)


def test_our_file_read_back_gives_the_same_plays():
    found = summaries()
    back = read_bgstats(bgstats_json(found).encode("utf-8"))
    assert back == bgstats_plays(found)
    for summary, play in zip(found, back):
        assert play.uuid == summary.identity and play.game == summary.name
        assert play.minutes == summary.minutes
        assert play.date == summary.started[:19].replace("T", " ")
        assert [(s.player, s.score, s.winner, s.start_player, s.seat) for s in play.scores] == [
            (p.name, "" if p.score is None else str(p.score), p.winner, p.start_player, p.seat)
            for p in summary.players]
        assert play.comments == summary.text()


def test_logging_the_same_play_twice_is_the_same_play():
    once = bgstats_json(summaries())
    assert bgstats_json(summaries()) == once
    again = json.loads(bgstats_json([play_summary(with_times(golden_mythicals()))] * 2))
    assert len({p["uuid"] for p in again["plays"]}) == 1
    assert len(again["players"]) == 2 and len(again["games"]) == 1


def test_a_play_without_a_date_is_not_written():
    with pytest.raises(ValueError, match="does not say when"):
        bgstats_json([play_summary(golden_mythicals())])


def _sample():
    return json.loads(SAMPLE.read_text())


def _with(change):
    data = _sample()
    change(data)
    return json.dumps(data).encode()


@pytest.mark.parametrize("data, says", [
    (b"", "not JSON"),
    (b"\xff\xfe{", "not JSON"),
    (b"[1, 2]", "JSON object"),
    (b'{"games": [], "players": []}', "no 'plays' list"),
    (b'{"format": "table-companion-session", "schema": 2}\n{"op": "event"}\n', "saved game"),
    (b'{"format": "table-companion-export", "schema": 2, "records": []}', "saved game"),
    (b"[" * 100_000, "nested too deeply"),
    (_with(lambda d: d["plays"][0].update(gameRefId=9)), "game id 9"),
    (_with(lambda d: d["plays"][0]["playerScores"][0].update(playerRefId=7)), "player id 7"),
    (_with(lambda d: d["plays"][0].update(playDate="20 November")), "playDate"),
    (_with(lambda d: d["plays"][0].update(uuid="not-a-uuid")), "uuid"),
    (_with(lambda d: d["plays"][0].update(durationMin="45")), "durationMin"),
    (_with(lambda d: d["players"][0].update(id=True)), "'id'"),
    (_with(lambda d: d["players"].append(dict(d["players"][0]))), "two players have the id 1"),
    (_with(lambda d: d["players"][0].update(name="Ann\u202e")), "cannot be seen"),
    (_with(lambda d: d["plays"][0]["playerScores"][0].update(winner="yes")), "true or false"),
    (_with(lambda d: d.update(plays={})), "no 'plays' list"),
])
def test_a_damaged_or_foreign_file_is_refused_in_plain_words(data, says):
    with pytest.raises(ValueError, match=says):
        read_bgstats(data)


def test_a_file_too_large_is_refused_before_it_is_read():
    with pytest.raises(ValueError, match="too large"):
        read_bgstats(b" " * (MAX_BGSTATS_BYTES + 1))
    with pytest.raises(ValueError, match="bytes"):
        read_bgstats(SAMPLE.read_text())  # type: ignore[arg-type]
