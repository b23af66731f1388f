"""The BoardGameGeek play record holds the date, the length and each player's score, win and start position."""

from __future__ import annotations

from xml.etree import ElementTree

import pytest

from companion.plays import bgg_play_record, play_summary
from companion.session import Session
from tests.plays.finished import GAMES, finished, golden_mythicals, with_times


@pytest.mark.parametrize("key", GAMES)
def test_the_record_holds_every_player_s_score_win_and_seat(key):
    summary = play_summary(with_times(finished(key)))
    play = ElementTree.fromstring(bgg_play_record(summary))
    assert play.tag == "play"
    assert play.get("date") == summary.started[:10] and play.get("length") == str(summary.minutes)
    item = play.find("item")
    assert item.get("name") == summary.name and item.get("objectid") == "0"
    assert play.findtext("comments") == summary.text()
    players = play.find("players").findall("player")
    assert [(p.get("name"), p.get("score"), p.get("win"), p.get("startposition")) for p in players] == [
        (r.name, "" if r.score is None else str(r.score), "1" if r.winner else "0", str(r.seat))
        for r in summary.players]


def test_mythicals_scores_are_in_the_record():
    summary = play_summary(with_times(golden_mythicals()))
    players = ElementTree.fromstring(bgg_play_record(summary)).find("players")
    state = golden_mythicals().state
    assert {p.get("name"): int(p.get("score")) for p in players} == {
        p.name: s for p, s in zip(state.players, state.scores)}


def test_a_name_is_written_as_typed_and_escaped():
    source = golden_mythicals()
    session = Session(source.game, seed=7, players=('Ann & "Bo" <x>', "Ben"))
    for event in source.events:
        session.apply(event)
    text = bgg_play_record(play_summary(session))
    assert "<x>" not in text
    names = [p.get("name") for p in ElementTree.fromstring(text).find("players")]
    assert names == ['Ann & "Bo" <x>', "Ben"]
