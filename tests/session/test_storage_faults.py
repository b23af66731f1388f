"""Damaged, foreign, newer and hostile files: refused with a plain message and left untouched."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Callable

import pytest

from companion.games.tally import GAME, Gain, Roll, Setup, Spend, Tally
from companion.storage import FILE_SCHEMA, SessionFileError, list_sessions, new_session, open_session, session_path
from tests.session.files import reseal, seal_as_a_crash_leaves_it

EVENTS = (Setup(1), Gain(2), Spend(1), Roll(6), Gain(1))


def saved(folder: Path, name: str = "g") -> Path:
    with new_session(GAME, name, folder=folder, seed=1) as s:
        for event in EVENTS:
            s.apply(event)
    return session_path(name, folder)


def fingerprint(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), os.stat(path).st_mtime_ns


def test_cut_in_the_middle_of_the_last_event_loads_the_rest(tmp_path: Path) -> None:
    path = saved(tmp_path)
    whole = path.read_bytes()
    last_start = whole.rstrip(b"\n").rfind(b"\n") + 1
    for cut in range(last_start + 1, len(whole) - 1, 7):  # every few bytes inside the last line
        path.write_bytes(whole[:cut])
        seal_as_a_crash_leaves_it(path)
        view = open_session("g", [GAME], tmp_path, read_only=True)
        assert view.events == EVENTS[:-1]
        assert "cut off" in view.warning and "lost" in view.warning
        assert path.read_bytes() == whole[:cut]  # a read-only look changes nothing
    info = list_sessions(tmp_path)[0]
    assert info.warning and info.steps == len(EVENTS) - 1
    # opening it to play drops the torn bytes, so the next move starts on a fresh line
    with open_session("g", [GAME], tmp_path) as s:
        assert s.warning and s.events == EVENTS[:-1]
        s.apply(Gain(1))
    again = open_session("g", [GAME], tmp_path, read_only=True)
    assert again.warning is None and again.events == EVENTS[:-1] + (Gain(1),)


def _header_and_body(path: Path) -> tuple[dict, list[str]]:
    text = path.read_text().splitlines()
    return json.loads(text[0]), text[1:]


def _with_header(path: Path, **changes: object) -> None:
    """Change the header, then re-seal the file: a well-formed file whose content is wrong."""
    header, body = _header_and_body(path)
    path.write_text("\n".join([json.dumps({**header, **changes})] + body) + "\n")
    reseal(path)


def _replace_line(index: int, text: str) -> Callable[[Path], None]:
    def change(path: Path) -> None:
        lines = path.read_text().splitlines()
        lines[index] = text
        path.write_text("\n".join(lines) + "\n")
        reseal(path)
    return change


DAMAGE = {
    "not JSON at all": (lambda p: p.write_bytes(b"PK\x03\x04 a zip file, not a save\n"), "not a saved game"),
    "empty": (lambda p: p.write_bytes(b""), "not a saved game"),
    "not UTF-8": (lambda p: p.write_bytes(b"\xff\xfe{}\n"), "not a saved game"),
    "JSON but not ours": (lambda p: p.write_text('{"hello": "world"}\n'), "not a table-companion saved game"),
    "a JSON list": (lambda p: p.write_text("[1, 2]\n"), "not a JSON object"),
    "another game": (lambda p: _with_header(p, game="mythicals", title="Mythicals"),
                     "saved game of 'Mythicals', which this dashboard does not play (it plays: Tally (demo))"),
    "newer file schema": (lambda p: _with_header(p, schema=99), "newer table-companion"),
    "newer game rules": (lambda p: _with_header(p, game_schema=2), "newer version of Tally (demo)"),
    "no schema": (lambda p: _with_header(p, schema=None), "no schema version"),
    "unreadable old rules": (lambda p: _with_header(p, game_schema=0), "rules version 0 of Tally (demo), which"),
    "unreadable old file": (lambda p: _with_header(p, schema=0), "file version 0, which this table-companion"),
    "damaged middle line": (_replace_line(2, '{"op": "event", "event": {"type": "Gain", "amo'), "damaged at line 3"),
    "blank middle line": (_replace_line(2, ""), "damaged at line 3"),
    "NaN in a line": (_replace_line(2, '{"op": "event", "event": {"type": "Gain", "amount": NaN}}'),
                      "damaged at line 3"),
    "wrong field type": (_replace_line(2, '{"op": "event", "event": {"type": "Gain", "amount": "2"}}'),
                         "line 3: Gain.amount: expected int"),
    "illegal move": (_replace_line(2, '{"op": "event", "event": {"type": "Gain", "amount": 6}}'),
                     "holds a move the rules refuse (line 3)"),
    "unknown op": (_replace_line(2, '{"op": "rewind"}'), "damaged at line 3: unknown record 'rewind'"),
    "undo too many": (_replace_line(2, '{"op": "undo", "count": 9}'), "damaged at line 3: count"),
    "bad seed": (lambda p: _with_header(p, seed="abc"), "damaged header: seed"),
    "bad profile": (lambda p: _with_header(p, profile={"capacity": -3}), "damaged header"),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
@pytest.mark.parametrize("read_only", [False, True])
def test_bad_files_are_refused_and_left_untouched(tmp_path: Path, damage: str, read_only: bool) -> None:
    path = saved(tmp_path)
    change, words = DAMAGE[damage]
    change(path)
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))  # a recognisable mtime
    before = fingerprint(path)
    with pytest.raises(SessionFileError) as info:
        open_session("g", [GAME], tmp_path, read_only=read_only)
    assert words in str(info.value)
    assert "Traceback" not in str(info.value)
    assert fingerprint(path) == before
    # the lock was released: a correct file in its place opens at once
    path.unlink()
    saved(tmp_path)
    open_session("g", [GAME], tmp_path).close()


def test_loading_never_executes_anything(tmp_path: Path) -> None:
    path = saved(tmp_path)
    witness = tmp_path / "pwned"
    hostile = [
        {"op": "event", "event": {"type": f"__import__('os').system('touch {witness}')"}},
        {"op": "event", "event": {"type": "os.system", "command": f"touch {witness}"}},
        {"op": "event", "event": {"type": "Gain", "amount": {"__reduce__": ["os.system", [f"touch {witness}"]]}}},
        {"op": "__import__('os').system('touch x')"},
    ]
    for record in hostile:
        _replace_line(3, json.dumps(record))(path)
        with pytest.raises(SessionFileError):
            open_session("g", [GAME], tmp_path, read_only=True)
    pickle_bytes = b"\x80\x04\x95\x1c\x00\x00\x00\x00\x00\x00\x00\x8c\x02os\x94\x8c\x06system\x94\x93\x94."
    path.write_bytes(pickle_bytes)
    with pytest.raises(SessionFileError, match="not a saved game"):
        open_session("g", [GAME], tmp_path)
    assert not witness.exists()


def test_game_migrations_upgrade_old_events(tmp_path: Path) -> None:
    path = saved(tmp_path)
    header, body = _header_and_body(path)
    # rules version 1 called the amount "n"; version 2 renames it "amount"
    old_body = [line.replace('"amount"', '"n"') for line in body]
    path.write_text("\n".join([json.dumps(header)] + old_body) + "\n")
    reseal(path)

    class TallyV2(Tally):
        schema_version = 2
        migrations = {1: lambda e: {("amount" if k == "n" else k): v for k, v in e.items()}}

    view = open_session("g", [TallyV2()], tmp_path, read_only=True)
    assert view.events == EVENTS
    with pytest.raises(SessionFileError, match="damaged at line 3"):
        open_session("g", [GAME], tmp_path, read_only=True)  # version 1 rules do not know "n"
    old_text = path.read_text()
    with open_session("g", [TallyV2()], tmp_path) as upgraded:  # opening to play upgrades the file
        assert upgraded.events == EVENTS
    assert (tmp_path / f".g.schema{FILE_SCHEMA}-1.bak").read_text() == old_text  # file version, rules version
    header, body = _header_and_body(path)
    assert header["game_schema"] == 2
    assert all("n" not in json.loads(line)["event"] for line in body)
    with pytest.raises(SessionFileError, match="newer version of Tally"):
        open_session("g", [GAME], tmp_path)
