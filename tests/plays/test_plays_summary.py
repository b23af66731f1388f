"""A finished game of each of the five gives a summary whose every figure is the state's (issue #25)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from companion.games.mythicals import data as mythicals_data
from companion.games.other_side import data as other_side_data
from companion.journal import parse_lines
from companion.plays import GAME_NAMES, play_summary
from companion.session import Session
from companion.storage import new_session, open_session
from tests.games.shape import game_of
from tests.plays.finished import GAMES, START, finished, golden_mythicals, played_to_the_end, with_times


@pytest.mark.parametrize("key", GAMES)
def test_summary_of_a_finished_game_is_read_off_its_log_and_state(key):
    session = finished(key)
    game, state = session.game, session.state
    summary = play_summary(with_times(session))
    outcome = game.outcome(state)
    assert summary.game == key and (summary.name, summary.bgg_id) == GAME_NAMES[key]
    assert summary.bgg_id is None  # no BoardGameGeek id is written with a source in shared/rules
    assert summary.outcome == outcome.summary and summary.winners == outcome.winners
    assert summary.steps == len(session)
    # One minute a step: the first step at START, the last len - 1 minutes later.
    assert summary.started == START.isoformat()
    assert summary.ended == (START + timedelta(minutes=len(session) - 1)).isoformat()
    assert summary.minutes == len(session) - 1
    assert sorted(p.name for p in summary.players) == sorted(session.players)
    assert [p.seat for p in summary.players] == list(range(1, len(session.players) + 1))
    assert sum(p.start_player for p in summary.players) <= 1
    for p in summary.players:
        assert p.winner == (p.name in outcome.winners)
        if p.score is not None and p.parts and key == "mythicals":
            assert sum(v for _, v in p.parts) == p.score
    assert summary.text().startswith(f"{summary.name}: {outcome.summary}")


def test_mythicals_scores_are_the_tiles_and_the_markers():
    session = golden_mythicals()
    state, setup = session.state, session.events[0]
    summary = play_summary(with_times(session))
    by_name = {p.name: p for p in summary.players}
    assert [p.name for p in summary.players] == list(setup.players)
    for i, player in enumerate(state.players):
        line = by_name[player.name]
        assert line.score == state.scores[i] == session.game.outcome(state).scores[player.name]
        tiles = [(f"Mastery tile {t}", mythicals_data.TILE_BY_NAME[t].points) for t in player.tiles]
        assert list(line.parts) == tiles + [("Bonus markers", player.markers * mythicals_data.MARKER_POINTS)]
        assert line.winner == (player.name == state.winner)
        assert line.start_player == (player.name == setup.starting)
    assert summary.rounds == ("turns", state.turn)
    assert not summary.cooperative and summary.scored


def test_the_fall_is_won_or_lost_together_with_its_settings():
    session = finished("fall")
    state, setup = session.state, session.events[0]
    summary = play_summary(with_times(session))
    assert summary.cooperative and not summary.scored
    assert all(p.score is None and not p.parts for p in summary.players)
    assert summary.winners == (tuple(p.name for p in state.players) if state.won else ())
    assert summary.rounds == ("rounds", state.round)
    assert dict(summary.figures) == {"City Defense Points": state.defense,
                                     "Primal Shards claimed": sum(len(p.shards) for p in state.players)}
    settings = dict(summary.settings)
    assert settings["Difficulty"] == state.difficulty
    assert settings["Solo"] == ("yes" if state.solo else "no")
    for ruling in session.game.rulings.values():
        if ruling.setting:
            value = getattr(state.settings, ruling.setting)
            assert settings[f"{ruling.section}: {ruling.setting.replace('_', ' ')}"] == ("on" if value else "off")
    assert [p.name for p in summary.players] == [p.name for p in setup.players]
    assert summary.players[0].start_player
    assert len(summary.examples) == int(state.example_machines) + len(state.example_numbers)


def test_maliath_glory_is_each_side_s():
    session = finished("maliath")
    state = session.state
    summary = play_summary(with_times(session))
    outcome = session.game.outcome(state)
    assert {p.name: p.score for p in summary.players} == dict(outcome.scores)
    assert next(p for p in summary.players if p.name == "Maliath").score == state.glory
    assert summary.rounds == ("Eras", state.era) == ("Eras", 3)
    settings = dict(summary.settings)
    assert settings["Corrupted Champion"] == state.setup.champion
    assert settings["Players"] == str(state.setup.players)
    assert summary.examples == ((state.profile.name,) if state.profile.example else ())


def test_mystling_damage_and_the_first_player():
    session = finished("mystling")
    state, setup = session.state, session.events[0]
    summary = play_summary(with_times(session))
    assert [p.name for p in summary.players] == [s.player for s in state.players]
    for p, sheet in zip(summary.players, state.players):
        assert p.parts == (("Damage taken", sheet.damage),) and p.score is None
    assert summary.players[0].start_player and summary.players[0].name == setup.first
    assert summary.rounds == ("turns", state.turn)
    assert dict(summary.settings)["Arena card"] == state.arena_card


def test_a_solo_mystling_combat_shows_the_enemy_s_damage_beside_yours():
    session = played_to_the_end("mystling", 0, mode="solo")
    state = session.state
    summary = play_summary(with_times(session))
    (you,) = summary.players
    assert you.name == state.players[0].player and you.parts == (("Damage taken", state.players[0].damage),)
    assert you.winner == (state.result in ("win", "tame"))
    (enemy,) = summary.sides
    assert enemy.player == state.enemy.name and enemy.parts == (("Damage taken", state.enemy.damage),)
    assert dict(summary.figures) == {"Taming conditions fulfilled": state.enemy.tamed}
    assert dict(summary.settings)["Enemy"] == state.enemy.name


def test_from_the_other_side_fragments_and_the_first_leader():
    session = finished("other_side")
    state, setup = session.state, session.events[0]
    summary = play_summary(with_times(session))
    assert summary.cooperative and not summary.scored
    assert [p.name for p in summary.players] == [other_side_data.hero_name(h) for h in setup.heroes]
    start = next(p for p in summary.players if p.start_player)
    assert start.name == other_side_data.hero_name(setup.leader)
    figures = dict(summary.figures)
    assert figures["Mirror Fragments gathered"] == state.fragments
    assert figures["Dragon tiles"] == state.dragon_tiles
    assert summary.rounds == ("turns", state.turn)


def test_a_game_not_over_has_no_summary():
    game = game_of("mythicals")
    session = Session(game, seed=1)
    session.apply(game.setup_choices({}, 1)[0])
    with pytest.raises(ValueError, match="not over"):
        play_summary(session)


def test_damaged_records_are_refused_as_a_value_error():
    records = with_times(golden_mythicals())
    records[5] = {**records[5], "n": 99}
    with pytest.raises(ValueError, match="line 6"):
        play_summary(records)
    with pytest.raises(ValueError):
        play_summary([])


def test_a_player_name_holding_a_hidden_character_is_refused():
    source = golden_mythicals()
    session = Session(source.game, seed=7, players=("An\u202en", "Ben"))
    for event in source.events:
        session.apply(event)
    with pytest.raises(ValueError, match="cannot be seen"):
        play_summary(session)


def test_names_go_in_as_typed():
    source = golden_mythicals()
    session = Session(source.game, seed=7, players=("ann ", "Bén"))
    for event in source.events:
        session.apply(event)
    assert [p.name for p in play_summary(session).players] == ["ann ", "Bén"]


def test_the_same_saved_game_is_the_same_play(tmp_path):
    """A saved game on disk: its summary from the open session and from its records is one play (one uuid)."""
    source = golden_mythicals()
    session = new_session(source.game, "Friday", folder=tmp_path, seed=source.seed, players=source.players)
    for event in source.events:
        session.apply(event)
    session.close()
    opened = open_session("Friday", source.game, tmp_path)  # its journal knows the last record's time
    records = parse_lines((tmp_path / "Friday.jsonl").read_bytes(), "Friday").records
    from_session, from_records = play_summary(opened), play_summary(records)
    assert from_session.identity == from_records.identity == play_summary(records).identity
    assert from_records.minutes is not None and from_session.minutes is not None
    assert from_records.started and from_records.ended >= from_records.started
    assert from_session.ended == from_records.ended  # the last record's time, from the journal or the file
    # Another saved game of the same moves (another name, another seed) is another play.
    assert play_summary(with_times(source, name="Saturday")).identity != play_summary(with_times(source)).identity


@pytest.mark.parametrize("seed", range(6))
def test_the_start_player_is_the_setup_s_whatever_the_game_s_length(seed):
    """Mythicals' starting player and the Other Side's first Leader are worked back from the turns played."""
    mythicals, other_side = played_to_the_end("mythicals", seed), played_to_the_end("other_side", seed)
    (start,) = [p.name for p in play_summary(mythicals).players if p.start_player]
    assert start == mythicals.events[0].starting
    (leader,) = [p.name for p in play_summary(other_side).players if p.start_player]
    assert leader == other_side_data.hero_name(other_side.events[0].leader)


def test_a_count_of_one_is_said_in_the_singular():
    from companion.plays.summary import counted

    assert [counted(1, "rounds"), counted(12, "rounds"), counted(1, "minutes"), counted(0, "steps")] == [
        "1 round", "12 rounds", "1 minute", "0 steps"]
