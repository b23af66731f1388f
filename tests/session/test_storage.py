"""Saved sessions: durability, resume, listing, folders, names and locks."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from companion.errors import RuleError
from companion.games.tally import GAME, Gain, Roll, Setup, Spend, draw_roll
from companion.session import ReadOnlySessionError, Session
from companion.storage import (FILE_SCHEMA, SessionConflictError, SessionFileError, SessionNameError, data_folder,
                               list_sessions, new_session, open_session, session_path)

ROOT = Path(__file__).resolve().parents[2]


def lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_each_event_is_on_disk_before_apply_returns(tmp_path: Path) -> None:
    s = new_session(GAME, "g", folder=tmp_path, players=["Ann", "Bo"], seed=9, profile={"capacity": 5})
    path = session_path("g", tmp_path)
    header = lines(path)[0]
    assert header["format"] == "table-companion-session" and header["schema"] == FILE_SCHEMA == 2
    assert header["seq"] == 0 and len(header["h"]) == 32  # sealed: the chain starts here
    assert (header["game"], header["game_schema"], header["players"], header["seed"], header["profile"]) == \
        ("tally", 1, ["Ann", "Bo"], 9, {"capacity": 5})
    s.apply(Setup(1))
    assert lines(path)[-1]["event"] == {"type": "Setup", "start": 1}
    assert (lines(path)[-1]["seq"], lines(path)[-1]["prev"]) == (1, header["h"])
    s.apply(Gain(2))
    assert lines(path)[-1]["step"] == "Gain 2 crystals" and lines(path)[-1]["n"] == 2
    before = path.read_bytes()
    with pytest.raises(RuleError):
        s.apply(Gain(5))
    assert path.read_bytes() == before
    s.undo()
    assert lines(path)[-1] == {**lines(path)[-1], "op": "undo", "count": 1, "n": 1}
    s.redo()
    assert lines(path)[-1]["op"] == "redo"
    s.close()


def test_resume_continues_where_it_stopped(tmp_path: Path) -> None:
    s = new_session(GAME, "resume me", folder=tmp_path, seed=42)
    for event in (Setup(0), Gain(3), Spend(1), Roll(5), Gain(1)):
        s.apply(event)
    s.go_back_to(3)
    expected = (s.state, s.events, s.steps, s.redo_events, s.seed, s.players)
    next_draw = draw_roll(s.rng)
    s.close()
    again = open_session("resume me", [GAME], tmp_path)
    assert (again.state, again.events, again.steps, again.redo_events, again.seed, again.players) == expected
    assert draw_roll(again.rng) == next_draw  # the rng's position comes from the log, not the process
    again.redo()
    assert again.state.crystals == 3
    again.close()


def test_a_write_failure_leaves_session_and_file_as_they_were(tmp_path: Path, monkeypatch) -> None:
    s = new_session(GAME, "g", folder=tmp_path)
    s.apply(Setup(0))
    path = session_path("g", tmp_path)
    before = path.read_bytes()

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(SessionFileError, match="Could not save the move.*No space left"):
        s.apply(Gain(1))
    monkeypatch.undo()
    assert path.read_bytes() == before and s.events == (Setup(0),) and s.state.crystals == 0
    s.apply(Gain(2))
    s.close()
    assert open_session("g", [GAME], tmp_path).events == (Setup(0), Gain(2))


def test_list_sessions_for_the_resume_list(tmp_path: Path) -> None:
    a = new_session(GAME, "first", folder=tmp_path, players=["Ann"])
    a.apply(Setup(2))
    a.close()
    b = new_session(GAME, "second", folder=tmp_path, players=["Bo", "Cy"])
    b.apply(Setup(0))
    b.apply(Gain(4))
    b.undo()
    b.close()
    (tmp_path / "broken.jsonl").write_bytes(b"\x89PNG not a save")
    (tmp_path / "notes.txt").write_text("ignored")
    (tmp_path / "a..b.jsonl").write_text("{}\n")
    infos = {i.name: i for i in list_sessions(tmp_path)}
    assert set(infos) == {"first", "second", "broken", "a..b"}
    assert "cannot be used" in infos["a..b"].problem
    assert (infos["first"].game, infos["first"].players, infos["first"].steps, infos["first"].last_step) == \
        ("tally", ("Ann",), 1, "Setup: start with 2 crystals")
    assert (infos["second"].players, infos["second"].steps, infos["second"].last_step) == \
        (("Bo", "Cy"), 1, "Setup: start with 0 crystals")
    assert infos["second"].when and infos["first"].problem is None
    assert "not a saved game" in infos["broken"].problem


def test_data_folder_order(tmp_path: Path, monkeypatch) -> None:
    for var in ("TABLE_COMPANION_DATA", "BINDER_SERVICE_HOST", "BINDER_LAUNCH_HOST"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_folder() == tmp_path / "xdg" / "table-companion"
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("BINDER_LAUNCH_HOST", "https://mybinder.org/")
    assert data_folder() == tmp_path / "saves" and (tmp_path / "saves").is_dir()
    monkeypatch.setenv("TABLE_COMPANION_DATA", str(tmp_path / "env"))
    assert data_folder() == tmp_path / "env"
    assert data_folder(tmp_path / "arg") == tmp_path / "arg"
    with pytest.raises(TypeError, match="folder: expected a path"):
        data_folder(3)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["", "   ", "../escape", "a/b", "a\\b", "..", "x..y", ".hidden", "nul\x00l",
                                  "tab\tname", " padded", "x" * 81, 7, None,
                                  "🐉" * 80, "é" * 79 + "🐉" * 20,            # few characters, too many bytes
                                  "next\x85line", "csi\x9b2J", "evil\u202egnp.jsonl", "bom\ufeff"])
def test_bad_names_are_refused_everywhere(tmp_path: Path, name: object) -> None:
    with pytest.raises(SessionNameError, match="name"):
        new_session(GAME, name, folder=tmp_path)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="name"):
        open_session(name, [GAME], tmp_path)  # type: ignore[arg-type]
    assert list(tmp_path.iterdir()) == []


def test_good_names_and_no_overwrite(tmp_path: Path) -> None:
    s = new_session(GAME, "Partie de Zoé #2 (2026-11-30)", folder=tmp_path)
    s.close()
    with pytest.raises(SessionFileError, match="already exists"):
        new_session(GAME, "Partie de Zoé #2 (2026-11-30)", folder=tmp_path)
    with pytest.raises(SessionFileError, match="no saved game called 'missing'"):
        open_session("missing", [GAME], tmp_path)


def test_a_second_page_opens_for_play_and_a_read_only_view_refuses(tmp_path: Path) -> None:
    # Was: a second page got SessionLockedError (open-time lock). The issue drops that lock: any
    # page may resume and play; the one that falls behind is refused at its next move.
    s = new_session(GAME, "shared", folder=tmp_path)
    s.apply(Setup(1))
    with pytest.raises(SessionFileError, match="already exists"):
        new_session(GAME, "shared", folder=tmp_path)
    second = open_session("shared", [GAME], tmp_path)
    assert not second.read_only and second.events == (Setup(1),)
    view = open_session("shared", [GAME], tmp_path, read_only=True)
    assert view.read_only and view.events == (Setup(1),) and not view.can_undo
    before = session_path("shared", tmp_path).read_bytes()
    for change in (lambda: view.apply(Gain(1)), view.undo, view.redo):
        with pytest.raises(ReadOnlySessionError, match="read-only"):
            change()
    assert view.events == (Setup(1),) and session_path("shared", tmp_path).read_bytes() == before
    second.apply(Gain(1))
    with pytest.raises(SessionConflictError, match="moved on in another page: showing the latest"):
        s.apply(Gain(2))
    assert s.events == (Setup(1), Gain(1))  # the latest, without the refused move
    s.close()
    second.close()
    assert open_session("shared", [GAME], tmp_path, read_only=True).state.crystals == 2


def _child_playing(tmp_path: Path) -> subprocess.Popen:
    code = ("import sys; from companion.storage import open_session; from companion.games.tally import GAME, Gain;"
            f"s = open_session('held', [GAME], {str(tmp_path)!r}); print('open', flush=True); sys.stdin.readline();"
            "s.apply(Gain(1)); print('played', flush=True); sys.stdin.readline()")
    child = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, cwd=ROOT)
    assert child.stdout.readline().strip() == "open"
    return child


def test_a_page_in_another_process_never_blocks_this_one(tmp_path: Path) -> None:
    # Was: a lock held across processes until the holder died. Now nothing is held while open.
    with new_session(GAME, "held", folder=tmp_path) as s:
        s.apply(Setup(0))
    child = _child_playing(tmp_path)
    try:
        here = open_session("held", [GAME], tmp_path)
        here.apply(Gain(2))
        out, err = child.communicate("\n\n", timeout=30)
        assert "SessionConflictError" in err and "moved on in another page" in err and "played" not in out
    finally:
        if child.poll() is None:
            child.send_signal(signal.SIGKILL)
            child.wait()
    here.apply(Gain(1))
    assert open_session("held", [GAME], tmp_path, read_only=True).events == (Setup(0), Gain(2), Gain(1))


def test_closed_session_refuses_to_write(tmp_path: Path) -> None:
    s = new_session(GAME, "c", folder=tmp_path)
    s.close()
    with pytest.raises(SessionFileError, match="closed"):
        s.apply(Setup(0))
    assert s.events == ()


def test_in_memory_session_needs_no_folder() -> None:
    s = Session(GAME)
    s.apply(Setup(0))
    assert s.journal is None and not s.read_only
