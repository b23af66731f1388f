"""The end of a game on every game's page (issue #25): the summary card shows the play's figures, offers the
BG Stats file and the BoardGameGeek record as downloads, goes away with Undo and comes back with Redo."""

from __future__ import annotations

import base64
import importlib
import json
import re
from xml.etree import ElementTree

import pytest

from companion.plays import play_summary, read_bgstats
from tests.plays.finished import GAMES, finished


def page_of(key: str, folder):
    return getattr(importlib.import_module(f"widgets.games.{key}.dashboard"), f"{key}_page")(folder=folder)


def download(html_text: str, css: str) -> tuple[str, bytes]:
    """The file name and bytes of the download link with this class."""
    match = re.search(rf'class="tc-export-download {css}" download="([^"]+)" href="data:[^;]+;charset=utf-8;'
                      r'base64,([^"]+)"', html_text)
    assert match, html_text
    return match.group(1), base64.b64decode(match.group(2))


@pytest.mark.parametrize("key", GAMES)
def test_a_finished_game_shows_its_summary_card_and_the_play_to_log(key, tmp_path):
    box = page_of(key, tmp_path)
    dash = box.dashboard
    box.picker.name_text.value = f"card {key}"
    card = dash.play_card
    events = finished(key).events
    for event in events[:-1]:
        dash.act(event)
    assert card.layout.display == "none" and card.summary is None  # not over yet: no card
    dash.act(events[-1])
    assert dash.game.is_over(dash.state) and card.layout.display is None
    summary = card.summary
    assert summary == play_summary(dash.session)  # the card's figures are the summary's, read off the saved game
    assert summary.steps == len(events) and summary.started is not None
    shown = card.body.value
    assert summary.outcome.replace("'", "&#x27;") in shown
    for player in summary.players:
        assert f"<td>{player.seat}</td>" in shown
        assert ("—" if player.score is None else f"<td>{player.score}</td>") in shown

    name, data = download(card.links.value, "tc-log-bgstats")
    assert name == f"card {key} (BG Stats).json"
    (play,) = read_bgstats(data)  # our own reader takes it back: the same play
    assert play.uuid == summary.identity and [s.player for s in play.scores] == [p.name for p in summary.players]
    name, data = download(card.links.value, "tc-log-bgg")
    assert name == f"card {key} (BoardGameGeek play).xml"
    record = ElementTree.fromstring(data)
    assert record.tag == "play" and record.find("item").get("name") == summary.name
    assert [p.get("name") for p in record.iter("player")] == [p.name for p in summary.players]

    dash.undo()  # Undo still takes the last step back: the card goes with it
    assert card.layout.display == "none" and card.links.value == ""
    dash.redo()  # the step comes back (at the time of the redo: the end may move a second)
    assert card.layout.display is None and card.summary == play_summary(dash.session)
    assert (card.summary.outcome, card.summary.players, card.summary.steps) == (summary.outcome, summary.players,
                                                                                summary.steps)
    box.picker.close_session()


def test_the_card_names_each_mythicals_score_part_as_the_rulebook_counts_them(tmp_path):
    from tests.plays.finished import golden_mythicals

    box = page_of("mythicals", tmp_path)
    dash = box.dashboard
    for event in golden_mythicals().events:
        dash.act(event)
    summary = dash.play_card.summary
    shown = dash.play_card.body.value
    for player in summary.players:
        assert player.parts and sum(v for _, v in player.parts) == player.score
        assert ", ".join(f"{k}: {v}" for k, v in player.parts) in shown
    won = [p.name for p in summary.players if p.winner]
    assert won and all(f"{name}" in shown for name in won) and shown.count("<td>won</td>") == len(won)
    box.picker.close_session()


def test_the_bgstats_file_of_a_card_is_json_the_app_reads(tmp_path):
    box = page_of("mythicals", tmp_path)
    dash = box.dashboard
    for event in finished("mythicals").events:
        dash.act(event)
    _, data = download(dash.play_card.links.value, "tc-log-bgstats")
    raw = json.loads(data)
    assert set(raw) == {"games", "players", "locations", "plays"}
    assert raw["plays"][0]["uuid"] == dash.play_card.summary.identity
    box.picker.close_session()
