"""Hostile folders and full disks (issue #12, points 5 to 9): no traceback, no link followed, no stall,
names checked in bytes, sizes capped."""

from __future__ import annotations

import errno
import fcntl
import json
import os
import threading
from datetime import datetime, timezone
from pathlib import Path

import pytest

from companion import journal as journal_module
from companion.games.tally import GAME, Gain, Setup
from companion.session import SessionError
from companion.storage import (MAX_FILE_BYTES, MAX_NAME, MAX_NAME_BYTES, MAX_RECORD_BYTES, SessionFileError,
                               check_name, list_sessions, new_session, open_session, session_path)
from companion.transfer import export_json, import_session
from widgets.table.session_picker import SessionPicker, free_name


def saved(folder: Path, name: str = "g") -> Path:
    with new_session(GAME, name, folder=folder, seed=1) as s:
        s.apply(Setup(1))
        s.apply(Gain(1))
    return session_path(name, folder)


def no_temp_files(folder: Path) -> bool:
    return not [p for p in folder.iterdir() if p.name.endswith(".tmp")]


# ----- 5. every failure is the session's own error, in words -----

def _failing(call_name: str, err: int, monkeypatch, when=lambda *a: True) -> None:
    real = getattr(os, call_name)

    def broken(*args, **kwargs):
        if when(*args, **kwargs):
            raise OSError(err, os.strerror(err))
        return real(*args, **kwargs)
    monkeypatch.setattr(os, call_name, broken)


@pytest.mark.parametrize("call_name, err", [("write", errno.ENOSPC), ("fsync", errno.EIO), ("link", errno.EROFS),
                                            ("open", errno.EACCES)])
def test_new_and_import_on_a_full_or_unwritable_folder_say_so_and_leave_nothing(tmp_path, monkeypatch,
                                                                               call_name, err) -> None:
    document = export_json(new_session(GAME, "source", folder=tmp_path / "src", seed=3))
    folder = tmp_path / "saves"
    folder.mkdir()
    when = (lambda path, flags, *a, **k: bool(flags & os.O_CREAT)) if call_name == "open" else (lambda *a, **k: True)
    _failing(call_name, err, monkeypatch, when)
    for attempt in (lambda: new_session(GAME, "night", folder=folder),
                    lambda: import_session(document, [GAME], folder=folder, name="night")):
        with pytest.raises(SessionFileError, match=f"Could not create the saved game 'night' in .*: "
                                                   f"{os.strerror(err)}") as info:
            attempt()
        assert "Traceback" not in str(info.value) and "Errno" not in str(info.value)
    monkeypatch.undo()
    assert list(folder.iterdir()) == []  # not even a .tmp


def test_resume_on_a_read_only_folder_opens_read_only_and_says_so(tmp_path, monkeypatch) -> None:
    saved(tmp_path)
    _failing("open", errno.EROFS, monkeypatch, lambda path, flags, *a, **k: bool(flags & os.O_RDWR))
    session = open_session("g", [GAME], tmp_path)
    assert session.read_only and session.events == (Setup(1), Gain(1))
    assert "could not be opened for moves" in session.warning and "Read-only file system" in session.warning
    with pytest.raises(SessionError, match="read-only .*Read-only file system"):
        session.apply(Gain(1))
    picker = SessionPicker([GAME], folder=tmp_path)
    picker.resume_button.click()
    assert picker.session.read_only and "it is open read-only" in picker.message_text


def test_a_lock_that_cannot_be_taken_is_an_error_in_words(tmp_path, monkeypatch) -> None:
    s = new_session(GAME, "g", folder=tmp_path)
    s.apply(Setup(0))

    def no_locks(fd, op):
        raise OSError(errno.ENOLCK, "No locks available")
    monkeypatch.setattr(fcntl, "flock", no_locks)
    with pytest.raises(SessionFileError, match="cannot be locked for saving: No locks available"):
        s.apply(Gain(1))
    with pytest.raises(SessionFileError, match="cannot be locked"):
        open_session("g", [GAME], tmp_path)
    monkeypatch.undo()
    assert s.events == (Setup(0),)
    s.apply(Gain(1))


def test_a_writer_held_up_by_a_stuck_page_gives_up_in_words(tmp_path, monkeypatch) -> None:
    s = new_session(GAME, "g", folder=tmp_path)
    monkeypatch.setattr(journal_module, "LOCK_WAIT", 0.3)
    fd = os.open(session_path("g", tmp_path), os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_EX)  # another page stuck inside its append
    try:
        with pytest.raises(SessionFileError, match="is busy"):
            s.apply(Setup(0))
    finally:
        os.close(fd)
    s.apply(Setup(0))


# ----- 6. the resume list reads only regular files, never through a link, and caps its reads -----

def test_the_resume_list_never_stalls_on_a_pipe_nor_follows_a_link(tmp_path) -> None:
    saved(tmp_path, "real")
    os.mkfifo(tmp_path / "fifo.jsonl")
    (tmp_path / "zeros.jsonl").symlink_to("/dev/zero")
    (tmp_path / "elsewhere.jsonl").symlink_to(saved(tmp_path / "other", "x"))
    (tmp_path / "folder.jsonl").mkdir()
    result: dict = {}
    thread = threading.Thread(target=lambda: result.update(infos=list_sessions(tmp_path)), daemon=True)
    thread.start()
    thread.join(timeout=10)
    assert not thread.is_alive(), "list_sessions stalled"
    infos = {i.name: i for i in result["infos"]}
    assert infos["real"].problem is None and infos["real"].steps == 2
    assert "a link" in infos["zeros"].problem and "a link" in infos["elsewhere"].problem
    assert "not a regular file" in infos["fifo"].problem and "not a regular file" in infos["folder"].problem
    for name in ("zeros", "elsewhere", "fifo", "folder"):
        with pytest.raises(SessionFileError, match="a link|not a regular file|no saved game"):
            open_session(name, [GAME], tmp_path)


def test_the_resume_list_caps_what_it_reads_of_a_huge_file(tmp_path) -> None:
    path = saved(tmp_path, "huge")
    with open(path, "ab") as f:
        f.truncate(MAX_FILE_BYTES * 50)  # a sparse 1 GB file: nothing is really read
    infos = {i.name: i for i in list_sessions(tmp_path)}
    assert infos["huge"].game == "tally" and "resume it" in infos["huge"].warning
    with pytest.raises(SessionFileError, match="too large to be a saved game"):
        open_session("huge", [GAME], tmp_path, read_only=True)


# ----- 7. temp files and save files cannot be redirected by a link -----

def test_a_planted_link_cannot_redirect_a_save_outside_the_folder(tmp_path) -> None:
    folder, outside = tmp_path / "saves", tmp_path / "outside"
    folder.mkdir()
    outside.mkdir()
    target = outside / "victim"
    target.write_text("precious")
    for pid in range(os.getpid() - 5, os.getpid() + 5):  # the old predictable temp names
        (folder / f".night.jsonl.{pid}.tmp").symlink_to(target)
    with new_session(GAME, "night", folder=folder) as s:
        s.apply(Setup(0))
    assert target.read_text() == "precious" and list(outside.iterdir()) == [target]
    (folder / "trap.jsonl").symlink_to(target)  # a save file that is a link
    with pytest.raises(SessionFileError, match="already exists"):
        new_session(GAME, "trap", folder=folder)
    with pytest.raises(SessionFileError, match="a link"):
        open_session("trap", [GAME], folder)
    assert target.read_text() == "precious"


def test_a_save_file_swapped_for_a_link_while_open_is_never_written_through(tmp_path) -> None:
    s = new_session(GAME, "g", folder=tmp_path)
    s.apply(Setup(0))
    path = session_path("g", tmp_path)
    elsewhere = tmp_path / "elsewhere.txt"
    os.replace(path, elsewhere)
    path.symlink_to(elsewhere)
    before = elsewhere.read_bytes()
    with pytest.raises(SessionFileError, match="a link"):
        s.apply(Gain(1))
    assert elsewhere.read_bytes() == before


def test_temp_files_are_opened_exclusive_without_following_links(tmp_path, monkeypatch) -> None:
    flags_seen = []
    real_open = os.open

    def spy(path, flags, *args, **kwargs):
        if str(path).endswith(".tmp"):
            flags_seen.append((Path(path).name, flags))
        return real_open(path, flags, *args, **kwargs)
    monkeypatch.setattr(os, "open", spy)
    new_session(GAME, "a", folder=tmp_path).close()
    new_session(GAME, "b", folder=tmp_path).close()
    files = [seen for seen in flags_seen if ".seal." not in seen[0]]
    seals = [seen for seen in flags_seen if ".seal." in seen[0]]  # the seal beside each file, replaced the same way
    assert len(files) == 2 and files[0][0] != files[1][0].replace(".b.", ".a.") and len(seals) == 2
    for _, flags in flags_seen:
        assert flags & os.O_EXCL and flags & os.O_NOFOLLOW and flags & os.O_CREAT


# ----- 8. names -----

def test_names_are_measured_in_bytes_and_invisible_controls_refused(tmp_path) -> None:
    assert check_name("🐉" * 50) == "🐉" * 50  # 200 bytes: fits
    with pytest.raises(ValueError, match="bytes"):
        check_name("🐉" * 51)
    for bad in ("a\x85b", "a\x9bb", "gpj.\u202eexe", "a\u2066b", "a\u2028b"):
        with pytest.raises(ValueError, match="cannot be used"):
            check_name(bad)
    longest = new_session(GAME, "🐉" * 50, folder=tmp_path)  # the file, its temp and its backup names fit
    longest.apply(Setup(0))
    longest.close()
    assert open_session("🐉" * 50, [GAME], tmp_path).events == (Setup(0),)


def test_free_name_keeps_the_number_within_the_limits() -> None:
    long = "x" * MAX_NAME
    assert free_name(long, {long}) == "x" * (MAX_NAME - 4) + " (2)"
    emoji = "🐉" * 50
    second = free_name(emoji, {emoji})
    assert second.endswith(" (2)") and len(second.encode()) <= MAX_NAME_BYTES and check_name(second)
    assert free_name("x" * 79 + " y", set()) == "x" * 79  # cut to the limit, never ending in a space


def test_importing_a_long_named_game_twice_keeps_both(tmp_path) -> None:
    name = "A very long evening at the table " + "x" * (MAX_NAME - 33)
    assert len(name) == MAX_NAME
    document = export_json(new_session(GAME, name, folder=tmp_path / "src", seed=3)).encode()
    picker = SessionPicker([GAME], folder=tmp_path / "dst")
    for _ in range(3):
        picker.upload.value = ({"name": "e.json", "type": "application/json", "size": len(document),
                                "content": memoryview(document), "last_modified": datetime.now(timezone.utc)},)
        assert picker.message_text.startswith("Imported e.json"), picker.message_text
    names = sorted(p.stem for p in (tmp_path / "dst").glob("*.jsonl"))
    assert names == sorted([name, name[:MAX_NAME - 4] + " (2)", name[:MAX_NAME - 4] + " (3)"])


# ----- 9. sizes -----

def test_a_record_or_a_file_beyond_any_real_game_is_refused(tmp_path) -> None:
    path = saved(tmp_path)
    lines = path.read_text().splitlines()
    big = json.dumps({"op": "event", "event": {"type": "Gain", "amount": 1}, "n": 3, "step": "x",
                      "padding": "y" * (MAX_RECORD_BYTES + 10)})
    path.write_text("\n".join(lines + [big]) + "\n")
    with pytest.raises(SessionFileError, match="damaged at line 4 .*more than the 1,000,000"):
        open_session("g", [GAME], tmp_path, read_only=True)
    with pytest.raises(SessionFileError, match="too large to save"):
        new_session(GAME, "fat", folder=tmp_path, profile={"notes": "z" * (MAX_RECORD_BYTES + 1)})
    assert not session_path("fat", tmp_path).exists() and no_temp_files(tmp_path)
    s = new_session(GAME, "s", folder=tmp_path)
    before = session_path("s", tmp_path).read_bytes()
    with pytest.raises(SessionFileError, match="too large to save"):
        s.journal.write({"op": "event", "event": {"type": "Setup", "start": 0}, "pad": "p" * MAX_RECORD_BYTES})
    assert session_path("s", tmp_path).read_bytes() == before

def test_a_saved_game_that_is_full_refuses_the_next_move_in_words(tmp_path, monkeypatch) -> None:
    s = new_session(GAME, "s", folder=tmp_path)
    monkeypatch.setattr(journal_module, "MAX_FILE_BYTES", session_path("s", tmp_path).stat().st_size + 50)
    before = session_path("s", tmp_path).read_bytes()
    with pytest.raises(SessionFileError, match="is full"):
        s.apply(Setup(0))
    assert s.events == () and session_path("s", tmp_path).read_bytes() == before
