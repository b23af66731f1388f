"""A saved game with no step yet may still take another profile or the setup's players into its file
(issue #23, item 33): nothing empty is left behind in the list, and once a step is saved it is refused."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from companion.games.tally import GAME, Gain, Setup
from companion.storage import (SessionConflictError, SessionFileError, amend_unplayed, list_sessions, new_session,
                               open_session, session_path, unplayed)


def test_an_unplayed_saved_game_takes_another_profile_and_players_in_its_own_file(tmp_path: Path) -> None:
    s = new_session(GAME, "evening", folder=tmp_path, seed=4)
    assert unplayed(s)
    amend_unplayed(s, profile={"edition": "mine"}, players=["You"])
    assert s.profile == {"edition": "mine"} and s.players == ("You",) and s.seed == 4
    s.apply(Setup(1))  # the reloaded session plays on into the same file
    again = open_session("evening", [GAME], tmp_path)
    assert again.profile == {"edition": "mine"} and again.players == ("You",) and again.events == (Setup(1),)
    assert [(i.name, i.players) for i in list_sessions(tmp_path)] == [("evening", ("You",))]


def test_a_saved_game_with_a_step_keeps_its_header(tmp_path: Path) -> None:
    s = new_session(GAME, "evening", folder=tmp_path, seed=4)
    s.apply(Setup(1))
    before = session_path("evening", tmp_path).read_bytes(), copy.deepcopy(s.state), s.profile
    with pytest.raises(SessionFileError, match="no step yet"):
        amend_unplayed(s, players=["Ann"])
    assert (session_path("evening", tmp_path).read_bytes(), s.state, s.profile) == before and not unplayed(s)


def test_an_unplayed_game_another_page_played_meanwhile_is_not_rewritten(tmp_path: Path) -> None:
    behind = new_session(GAME, "evening", folder=tmp_path, seed=4)
    ahead = open_session("evening", [GAME], tmp_path)
    ahead.apply(Setup(2))
    with pytest.raises((SessionConflictError, SessionFileError)):
        amend_unplayed(behind, players=["You"])
    assert open_session("evening", [GAME], tmp_path, read_only=True).events == (Setup(2),)
    ahead.apply(Gain(1))
