"""No take-over any more: a reloaded tab resumes and plays; the page that fell behind is refused, shown the
latest, and nothing acknowledged is ever lost (issue #12, points 1 and 2), deterministically.

Was: a second page opened read-only and had to "take over", which truncated the file to a length
read earlier (losing the other page's confirmed moves) and then refused the wrong page.
"""

from __future__ import annotations

import copy
import json
import os
import threading
import time
from pathlib import Path

import pytest

from companion import journal as journal_module
from companion.games.tally import GAME, Gain, Roll, Setup, Spend
from companion.journal import seal_line
from companion.storage import SessionConflictError, new_session, open_session, session_path


def on_disk(folder: Path, name: str = "evening") -> tuple:
    view = open_session(name, [GAME], folder, read_only=True)
    assert view.warning is None
    return view.events, view.redo_events


def test_a_reloaded_tab_resumes_and_plays_while_its_old_kernel_lingers(tmp_path: Path) -> None:
    old_tab = new_session(GAME, "evening", folder=tmp_path, seed=3)
    old_tab.apply(Setup(1))
    new_tab = open_session("evening", [GAME], tmp_path)  # no lock to wait for, nothing to take over
    assert not new_tab.read_only and new_tab.events == (Setup(1),)
    new_tab.apply(Gain(2))
    assert on_disk(tmp_path) == ((Setup(1), Gain(2)), ())


def test_the_page_that_fell_behind_is_refused_shown_the_latest_and_plays_on(tmp_path: Path) -> None:
    old_tab = new_session(GAME, "evening", folder=tmp_path, seed=3)
    old_tab.apply(Setup(1))
    new_tab = open_session("evening", [GAME], tmp_path)
    new_tab.apply(Gain(2))
    path = session_path("evening", tmp_path)
    file_before = path.read_bytes()
    with pytest.raises(SessionConflictError, match="moved on in another page: showing the latest") as info:
        old_tab.apply(Spend(1))
    assert info.value.reloaded
    assert path.read_bytes() == file_before  # nothing appended
    assert (old_tab.events, old_tab.state) == (new_tab.events, new_tab.state)  # the latest; Spend not applied
    old_tab.apply(Spend(1))  # now current again: it simply plays on
    with pytest.raises(SessionConflictError):
        new_tab.undo()  # and the other page is the one behind now
    assert new_tab.events == (Setup(1), Gain(2), Spend(1)) and new_tab.redo_events == ()
    new_tab.undo()
    with pytest.raises(SessionConflictError):
        old_tab.apply(Gain(1))
    assert old_tab.events == (Setup(1), Gain(2)) and old_tab.redo_events == (Spend(1),)  # the undo seen
    assert on_disk(tmp_path) == ((Setup(1), Gain(2)), (Spend(1),))


def test_moves_confirmed_by_the_old_page_after_the_new_page_opened_are_never_erased(tmp_path: Path) -> None:
    # The exact race that lost 41 moves a take-over: the new page reads, the old page keeps playing.
    old_tab = new_session(GAME, "evening", folder=tmp_path, seed=3)
    old_tab.apply(Setup(0))
    new_tab = open_session("evening", [GAME], tmp_path)
    confirmed = [Gain(1), Roll(4), Gain(2), Spend(1)]
    for event in confirmed:
        old_tab.apply(event)  # each acknowledged
    with pytest.raises(SessionConflictError):
        new_tab.apply(Roll(6))
    assert new_tab.events == (Setup(0), *confirmed)
    new_tab.apply(Roll(6))
    assert on_disk(tmp_path) == ((Setup(0), *confirmed, Roll(6)), ())


def test_a_record_of_the_same_length_is_still_seen(tmp_path: Path) -> None:
    # The old check compared size and inode only. Here the file is as long as this page left it and
    # is the same file, but its last record is not the one this page wrote.
    page = new_session(GAME, "evening", folder=tmp_path, seed=3)
    page.apply(Setup(0))
    page.apply(Roll(3))
    path = session_path("evening", tmp_path)
    whole = path.read_bytes()
    last_start = whole.rstrip(b"\n").rfind(b"\n") + 1
    mine = json.loads(whole[last_start:])
    record = {"op": "event", "event": {"type": "Roll", "value": 4}, "n": 2, "step": "Roll: 4", "at": mine["at"]}
    if "by" in mine:  # the page's label, when one is set in this process
        record["by"] = mine["by"]
    other, _ = seal_line(record, 2, mine["prev"])
    assert len(other) == len(whole) - last_start and other != whole[last_start:]
    with open(path, "r+b") as f:  # in place: same inode, same size, another last record
        f.seek(last_start)
        f.write(other)
    state_before = copy.deepcopy(page.state)
    with pytest.raises(SessionConflictError):
        page.apply(Gain(1))
    assert state_before.rolls == (3,) and page.state.rolls == (4,) and page.events[-1] == Roll(4)
    assert path.read_bytes() == whole[:last_start] + other


def test_a_writer_whose_file_was_replaced_is_refused_and_shown_the_new_file(tmp_path: Path) -> None:
    session = new_session(GAME, "evening", folder=tmp_path, seed=3)
    session.apply(Setup(1))
    path = session_path("evening", tmp_path)
    copy_path = path.with_name("copy.tmp")
    copy_path.write_bytes(path.read_bytes())
    os.replace(copy_path, path)  # same bytes, another file: as after an upgrade from another page
    with pytest.raises(SessionConflictError):
        session.apply(Gain(1))
    session.apply(Gain(1))  # it now writes into the file the name leads to
    assert on_disk(tmp_path) == ((Setup(1), Gain(1)), ())


def test_a_writer_waiting_for_the_lock_is_refused_after_the_holder_appends(tmp_path: Path, monkeypatch) -> None:
    # Deterministic: page B is stopped inside its append (holding the file's lock) while page A
    # tries to write; A waits, then finds the file moved on, and is refused: never interleaved.
    a = new_session(GAME, "evening", folder=tmp_path, seed=3)
    a.apply(Setup(0))
    b = open_session("evening", [GAME], tmp_path)
    real_write_all = journal_module.write_all
    outcome: dict[str, object] = {}

    def a_writes() -> None:
        try:
            a.apply(Gain(3))
            outcome["a"] = "saved"
        except SessionConflictError as exc:
            outcome["a"] = exc

    def b_write_all(fd: int, data: bytes, offset: int | None = None) -> None:
        if "thread" not in outcome:
            thread = outcome["thread"] = threading.Thread(target=a_writes)
            thread.start()
            time.sleep(0.15)  # A is now waiting for the lock B holds
            assert "a" not in outcome, "A wrote while B held the lock"
        real_write_all(fd, data, offset)

    monkeypatch.setattr(journal_module, "write_all", b_write_all)
    b.apply(Gain(1))
    outcome["thread"].join(timeout=20)  # type: ignore[attr-defined]
    monkeypatch.undo()
    assert isinstance(outcome["a"], SessionConflictError)
    assert a.events == (Setup(0), Gain(1)) == b.events
    assert on_disk(tmp_path) == ((Setup(0), Gain(1)), ())
