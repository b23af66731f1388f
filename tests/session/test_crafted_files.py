"""Saved games against a crafted file (issue #24, items 5, 7, 9, 10 and 12): opening costs one apply per
event record whatever the undos, a file cut short says how many saved moves it lost, two games' chains
cannot be spliced, and every refusal is in the players' words."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path

import pytest

from companion.games.tally import GAME, Gain, Roll, Setup
from companion.journal import seal_lines, seal_path
from companion.records import header_of
from companion.session import MAX_EVENTS, ReadOnlySessionError, Session
from companion.storage import (SessionDamagedError, SessionFileError, check_name, list_sessions, new_session,
                               open_session, session_path)
from companion.transfer import export_session, import_session
from tests.session.files import CountingGame

EVENTS = (Setup(1), Gain(2), Roll(5), Gain(1), Roll(4))


def saved(folder: Path, name: str = "g", events=EVENTS) -> Path:
    with new_session(GAME, name, folder=folder, seed=1, players=["Ann"]) as s:
        for event in events:
            s.apply(event)
    return session_path(name, folder)


def undo_redo_file(folder: Path, events: int, pairs: int) -> Path:
    """A saved game of `events` events then `pairs` 'undo all / redo all' pairs: the file that took hours."""
    session = Session(GAME, seed=3, players=["Ann"], name="crafted")
    records = [header_of(session)]
    body = [Setup(0)] + [Roll(1 + k % 6) for k in range(events - 1)]
    for n, event in enumerate(body, start=1):
        records.append({"op": "event", "event": {"type": type(event).__name__, **event.__dict__}, "n": n,
                        "step": "x", "at": "2026-01-01T00:00:00+00:00"})
    for _ in range(pairs):
        records.append({"op": "undo", "count": events, "n": 0, "step": "", "at": "2026-01-01T00:00:00+00:00"})
        records.append({"op": "redo", "count": events, "n": events, "step": "x", "at": "2026-01-01T00:00:00+00:00"})
    path = session_path("crafted", folder)
    path.write_bytes(seal_lines(records)[0])
    return path


def test_a_file_of_undo_and_redo_pairs_opens_with_one_apply_per_event(tmp_path) -> None:
    undo_redo_file(tmp_path, events=400, pairs=3_000)
    counted = CountingGame()
    opened = open_session("crafted", {"tally": counted}, tmp_path, read_only=True)
    assert len(opened.events) == 400
    assert counted.applies <= 400 + 10  # was 400 x 3,000 more: a redo of N events replayed all N


def test_a_file_longer_than_a_saved_game_may_be_is_refused_before_it_is_replayed(tmp_path) -> None:
    undo_redo_file(tmp_path, events=MAX_EVENTS + 1, pairs=0)
    counted = CountingGame()
    with pytest.raises(SessionFileError, match="the most a saved game may") as info:
        open_session("crafted", {"tally": counted}, tmp_path, read_only=True)
    assert "Traceback" not in str(info.value) and counted.applies <= MAX_EVENTS


def test_a_file_cut_at_a_line_end_says_exactly_how_many_saved_moves_are_missing(tmp_path) -> None:
    path = saved(tmp_path)
    whole = path.read_bytes()
    lines = whole.split(b"\n")[:-1]
    for keep in (2, 3, 5):  # the header, the setup and keep - 2 more
        path.write_bytes(b"".join(line + b"\n" for line in lines[:keep]))
        before = path.read_bytes()
        missing = len(lines) - keep
        with pytest.raises(SessionDamagedError, match=f"its last {missing} saved moves? .* missing") as info:
            open_session("g", [GAME], tmp_path)
        assert info.value.intact == keep - 1 and path.read_bytes() == before
        view = open_session("g", [GAME], tmp_path, intact=True)
        assert view.events == EVENTS[:keep - 1] and view.read_only
        assert f"its last {missing} saved move" in view.warning and "read-only" in view.warning
        assert next(i for i in list_sessions(tmp_path) if i.name == "g").problem is not None


def test_a_file_cut_in_the_middle_of_a_line_counts_every_move_lost_not_one(tmp_path) -> None:
    path = saved(tmp_path)
    whole = path.read_bytes()
    second = whole.index(b"\n", whole.index(b"\n") + 1) + 1
    path.write_bytes(whole[:second + 20])  # the header and the setup, then a torn line: 4 moves lost
    with pytest.raises(SessionDamagedError, match="its last 4 saved moves .* are missing"):
        open_session("g", [GAME], tmp_path, read_only=True)


def test_a_crash_while_saving_still_loses_only_the_move_being_saved(tmp_path) -> None:
    path = saved(tmp_path)
    sealed = seal_path(path).read_bytes()
    with open_session("g", [GAME], tmp_path) as s:
        s.apply(Gain(1))
    whole = path.read_bytes()
    path.write_bytes(whole[:-25])  # the last append torn ...
    seal_path(path).write_bytes(sealed)  # ... before its seal was written
    view = open_session("g", [GAME], tmp_path, read_only=True)
    assert view.events == EVENTS and "cut off" in view.warning


def spliced_file(tmp_path: Path) -> Path:
    """A file whose first records are one game's and the rest another's, sequence numbers matching."""
    a = saved(tmp_path, "a", (Setup(1), Gain(2), Roll(5), Gain(1))).read_bytes().split(b"\n")
    b = saved(tmp_path, "b", (Setup(1), Gain(2), Roll(3), Gain(1))).read_bytes().split(b"\n")
    assert [json.loads(line)["seq"] for line in b[3:-1]] == [3, 4]
    raw = b"\n".join(a[:3] + b[3:])  # each line's own seal intact, the numbers in order
    path = session_path("spliced", tmp_path)
    path.write_bytes(raw)
    return path


def test_two_games_chains_spliced_at_matching_numbers_are_refused(tmp_path) -> None:
    path = spliced_file(tmp_path)
    before = path.read_bytes()
    with pytest.raises(SessionDamagedError, match=r"damaged at line 4 \(it does not follow the line before it"):
        open_session("spliced", [GAME], tmp_path)
    assert path.read_bytes() == before


@pytest.mark.parametrize("name", ["Ann\u200b", "\u200b", "\u061cBen", "A\u00a0B", "Game\u2060"])
def test_a_saved_game_name_with_a_character_that_cannot_be_seen_is_refused(tmp_path, name) -> None:
    with pytest.raises(ValueError, match="cannot be seen|cannot be used|needs a name"):
        check_name(name)
    assert not list(tmp_path.iterdir())


def test_damage_on_the_header_line_of_a_saved_game_is_called_damage(tmp_path) -> None:
    path = saved(tmp_path)
    whole = path.read_bytes()
    path.write_bytes(b"{not json" + whole[whole.index(b"\n"):])
    with pytest.raises(SessionDamagedError, match="damaged at line 1, its header"):
        open_session("g", [GAME], tmp_path)
    path.write_bytes(b"hello\nworld\n")  # not a saved game at all
    with pytest.raises(SessionFileError, match="is not a saved game"):
        open_session("g", [GAME], tmp_path)


def test_a_game_that_cannot_be_written_here_does_not_say_resume_it(tmp_path, monkeypatch) -> None:
    saved(tmp_path)
    real_open = os.open

    def read_only_mount(path, flags, *args, **kwargs):
        if str(path).endswith(".jsonl") and flags & os.O_RDWR:
            raise OSError(30, "Read-only file system")
        return real_open(path, flags, *args, **kwargs)
    monkeypatch.setattr(os, "open", read_only_mount)
    view = open_session("g", [GAME], tmp_path)
    state = copy.deepcopy(view.state)
    with pytest.raises(ReadOnlySessionError) as info:
        view.apply(Gain(1))
    assert "Resume it" not in str(info.value) and "Export it and import it" in str(info.value)
    assert view.state == state


def test_an_import_says_it_cannot_vouch_for_the_history_it_brings(tmp_path) -> None:
    with new_session(GAME, "home", folder=tmp_path / "a", seed=1) as s:
        for event in EVENTS:
            s.apply(event)
        document = export_session(s)
    document["records"][2]["event"]["value"] = 6  # a past roll edited: an export carries no seal
    there = tmp_path / "b"
    imported = import_session(json.dumps(document), [GAME], folder=there)
    assert imported.events[2] == Roll(6)
    assert "cannot vouch" in imported.warning
