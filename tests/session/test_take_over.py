"""A game left open by a closed tab can be taken over, and two writers still never interleave."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from companion.games.tally import GAME, Gain, Setup
from companion.storage import (SessionConflictError, SessionLockedError, new_session, open_session,
                               session_path)


def test_a_reloaded_tab_takes_over_the_game_its_old_kernel_still_holds(tmp_path: Path) -> None:
    old_tab = new_session(GAME, "evening", folder=tmp_path, seed=3)
    old_tab.apply(Setup(1))
    with pytest.raises(SessionLockedError, match="take it over"):
        open_session("evening", [GAME], tmp_path)
    new_tab = open_session("evening", [GAME], tmp_path, take_over=True)
    assert not new_tab.read_only and new_tab.events == (Setup(1),)
    new_tab.apply(Gain(2))
    assert open_session("evening", [GAME], tmp_path, read_only=True).events == (Setup(1), Gain(2))


def test_the_tab_that_fell_behind_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    old_tab = new_session(GAME, "evening", folder=tmp_path, seed=3)
    old_tab.apply(Setup(1))
    new_tab = open_session("evening", [GAME], tmp_path, take_over=True)
    new_tab.apply(Gain(2))
    path = session_path("evening", tmp_path)
    on_disk = path.read_bytes()
    state_before = old_tab.state
    with pytest.raises(SessionConflictError, match="changed from another page"):
        old_tab.apply(Gain(1))
    assert path.read_bytes() == on_disk
    assert old_tab.state == state_before and old_tab.events == (Setup(1),)
    with pytest.raises(SessionConflictError):
        old_tab.undo()
    new_tab.apply(Gain(1))  # the writer that is up to date goes on
    assert open_session("evening", [GAME], tmp_path, read_only=True).events == (Setup(1), Gain(2), Gain(1))


def test_a_writer_whose_file_was_replaced_is_refused(tmp_path: Path) -> None:
    session = new_session(GAME, "evening", folder=tmp_path, seed=3)
    session.apply(Setup(1))
    path = session_path("evening", tmp_path)
    copy = path.with_name("copy.tmp")
    copy.write_bytes(path.read_bytes())
    os.replace(copy, path)  # same bytes, another file: as after an upgrade from another page
    with pytest.raises(SessionConflictError):
        session.apply(Gain(1))
    assert open_session("evening", [GAME], tmp_path, take_over=True).events == (Setup(1),)
