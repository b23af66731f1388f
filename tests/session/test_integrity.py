"""Integrity and headers (issue #12, points 3 and 4): the chain names the first bad line and offers the
intact part read-only; a complete last record lacking its newline is kept; seed, profile and players
are never defaulted; the old unchained format is upgraded on opening to play."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from companion.games.tally import GAME, Gain, Roll, Setup, Spend
from companion.session import ReadOnlySessionError
from companion.storage import (FILE_SCHEMA, SessionDamagedError, SessionFileError, list_sessions, new_session,
                               open_session, session_path)
from companion.transfer import export_session, import_session
from tests.session.files import lines_of, reseal, seal_as_a_crash_leaves_it
from widgets.table.session_picker import SessionPicker

EVENTS = (Setup(1), Gain(2), Roll(5), Spend(1), Roll(4))


def saved(folder: Path, name: str = "g") -> Path:
    with new_session(GAME, name, folder=folder, seed=1, players=["Ann"]) as s:
        for event in EVENTS:
            s.apply(event)
    return session_path(name, folder)


def test_a_roll_changed_on_disk_is_refused_naming_the_line_and_the_intact_part_opens_read_only(tmp_path) -> None:
    path = saved(tmp_path)
    whole = path.read_bytes()
    damaged = whole.replace(b'"value":5', b'"value":4')  # the flip that loaded silently: Roll 5 read as 4
    assert damaged != whole
    path.write_bytes(damaged)
    with pytest.raises(SessionDamagedError, match=r"damaged at line 4 \(its check does not match") as info:
        open_session("g", [GAME], tmp_path)
    assert (info.value.line, info.value.intact) == (4, 2) and "2 records before it can be opened read-only" in \
        str(info.value)
    assert path.read_bytes() == damaged
    view = open_session("g", [GAME], tmp_path, intact=True)
    assert view.read_only and view.events == EVENTS[:2]
    assert "damaged at line 4" in view.warning and "read-only" in view.warning
    with pytest.raises(ReadOnlySessionError):
        view.apply(Gain(1))
    assert path.read_bytes() == damaged
    assert "damaged at line 4" in list_sessions(tmp_path)[0].problem


def test_the_picker_offers_the_intact_part_of_a_damaged_game(tmp_path) -> None:
    path = saved(tmp_path)
    path.write_bytes(path.read_bytes().replace(b'"amount":1', b'"amount":3'))
    picker = SessionPicker([GAME], folder=tmp_path)
    assert picker.intact_button.layout.display == "none"
    picker.sessions.value = "g"
    picker.resume_button.click()
    assert picker.session is None and "damaged at line 5" in picker.message_text
    assert picker.intact_button.layout.display is None
    picker.intact_button.click()
    assert picker.session.read_only and picker.session.events == EVENTS[:3]
    assert "(read-only)" in picker.current.value and "damaged at line 5" in picker.message_text
    assert picker.intact_button.layout.display == "none"


@pytest.mark.parametrize("change, line", [
    (lambda lines: lines[:2] + lines[3:], 3),                       # a record dropped from the middle
    (lambda lines: lines[:3] + [lines[2]] + lines[3:], 4),          # a record repeated
    (lambda lines: lines[:2] + [lines[3], lines[2]] + lines[4:], 3),  # two records swapped
], ids=["dropped", "repeated", "swapped"])
def test_records_dropped_repeated_or_moved_are_refused(tmp_path, change, line) -> None:
    path = saved(tmp_path)
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(b"".join(change(lines)))
    with pytest.raises(SessionDamagedError, match=f"damaged at line {line} .*a line is missing, repeated or moved"):
        open_session("g", [GAME], tmp_path, read_only=True)


def test_a_complete_last_record_lacking_only_its_newline_is_kept(tmp_path) -> None:
    path = saved(tmp_path)
    path.write_bytes(path.read_bytes()[:-1])
    view = open_session("g", [GAME], tmp_path, read_only=True)
    assert view.events == EVENTS and view.warning is None
    assert list_sessions(tmp_path)[0].steps == len(EVENTS) and list_sessions(tmp_path)[0].warning is None
    with open_session("g", [GAME], tmp_path) as s:  # opening to play finishes the line, then appends
        s.apply(Gain(1))
    again = open_session("g", [GAME], tmp_path, read_only=True)
    assert again.events == EVENTS + (Gain(1),) and again.warning is None


def test_a_torn_last_record_is_dropped_and_the_warning_counts_one_move(tmp_path) -> None:
    path = saved(tmp_path)
    whole = path.read_bytes()
    path.write_bytes(whole[:-30])
    seal_as_a_crash_leaves_it(path)
    view = open_session("g", [GAME], tmp_path, read_only=True)
    assert view.events == EVENTS[:-1] and "last move saved" in view.warning and "every move before it" in view.warning


@pytest.mark.parametrize("field", ["seed", "profile", "players"])
@pytest.mark.parametrize("how", ["missing", "null"])
def test_a_header_without_seed_profile_or_players_is_refused_not_defaulted(tmp_path, field, how) -> None:
    path = saved(tmp_path)
    lines = path.read_text().splitlines()
    header = json.loads(lines[0])
    if how == "missing":
        del header[field]
    else:
        header[field] = None
    path.write_text("\n".join([json.dumps(header)] + lines[1:]) + "\n")
    reseal(path)  # well-formed: only the content is wrong
    before = path.read_bytes()
    said = {"seed": "the seed", "profile": "the component profile", "players": "the players"}[field]
    with pytest.raises(SessionFileError, match=f"damaged header: it does not say {said}"):
        open_session("g", [GAME], tmp_path)
    assert path.read_bytes() == before
    document = export_session(new_session(GAME, "export me", folder=tmp_path / "src", seed=2))
    if how == "missing":
        del document["header"][field]
    else:
        document["header"][field] = None
    with pytest.raises(SessionFileError, match=f"damaged header: it does not say {said}"):
        import_session(document, [GAME], folder=tmp_path / "other")
    assert list((tmp_path / "other").glob("*")) == []


@pytest.mark.parametrize("game", [["tally"], {"name": "tally"}, 7])
def test_a_header_whose_game_is_not_a_name_is_refused_in_words(tmp_path, game) -> None:
    path = saved(tmp_path)
    lines = path.read_text().splitlines()
    path.write_text("\n".join([json.dumps({**json.loads(lines[0]), "game": game})] + lines[1:]) + "\n")
    reseal(path)
    with pytest.raises(SessionFileError, match="damaged header: game: expected the name of a game"):
        open_session("g", [GAME], tmp_path)
    assert list_sessions(tmp_path)[0].problem is None  # the list shows it; opening says what is wrong


def test_a_profile_nested_600_deep_is_refused_in_words_on_open_and_import(tmp_path) -> None:
    path = saved(tmp_path)
    lines = path.read_text().splitlines()
    deep: dict = {}
    for _ in range(600):
        deep = {"x": deep}
    header = {**json.loads(lines[0]), "profile": deep}
    path.write_text("\n".join([json.dumps(header)] + lines[1:]) + "\n")
    reseal(path)
    with pytest.raises(SessionFileError, match="damaged header: .*nested too deep"):
        open_session("g", [GAME], tmp_path)
    document = {"format": "table-companion-export", "schema": FILE_SCHEMA, "header": header, "records": []}
    with pytest.raises(SessionFileError, match="damaged header"):
        import_session(json.dumps(document), [GAME], folder=tmp_path / "other")
    with pytest.raises(ValueError, match="nested too deeply"):
        new_session(GAME, "deep", folder=tmp_path, profile=deep)
    with pytest.raises(ValueError, match="nested too deeply"):
        new_session(GAME, "deep", folder=tmp_path, profile={"a": json.loads("[" * 40 + "]" * 40)})
    assert not session_path("deep", tmp_path).exists()


def test_a_record_whose_step_count_disagrees_with_its_moves_is_refused(tmp_path) -> None:
    path = saved(tmp_path)
    lines = path.read_text().splitlines()
    record = json.loads(lines[3])
    lines[3] = json.dumps({**record, "n": 7})
    path.write_text("\n".join(lines) + "\n")
    reseal(path)
    with pytest.raises(SessionFileError, match="damaged at line 4: it says 7 steps are played, but its moves give 3"):
        open_session("g", [GAME], tmp_path, read_only=True)


def test_an_old_unchained_save_is_upgraded_on_opening_to_play_and_read_as_it_is_otherwise(tmp_path) -> None:
    path = saved(tmp_path)
    old = [{**r, "schema": 1} if i == 0 else r for i, r in enumerate(lines_of(path))]
    old_text = "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in old)  # file version 1: no seal
    path.write_text(old_text)
    view = open_session("g", [GAME], tmp_path, read_only=True)
    assert view.events == EVENTS and path.read_text() == old_text
    with open_session("g", [GAME], tmp_path) as s:
        s.apply(Gain(1))
    assert (tmp_path / ".g.schema1-1.bak").read_text() == old_text
    header = json.loads(path.read_text().splitlines()[0])
    assert header["schema"] == FILE_SCHEMA and "h" in header
    assert open_session("g", [GAME], tmp_path, read_only=True).events == EVENTS + (Gain(1),)
    # and an upgraded file is chained: a changed byte is now caught
    path.write_bytes(path.read_bytes().replace(b'"value":5', b'"value":3'))
    with pytest.raises(SessionDamagedError):
        open_session("g", [GAME], tmp_path, read_only=True)


def test_the_header_itself_is_sealed(tmp_path) -> None:
    path = saved(tmp_path)
    path.write_bytes(path.read_bytes().replace(b'"seed":1', b'"seed":2', 1))
    with pytest.raises(SessionDamagedError, match="damaged at line 1"):
        open_session("g", [GAME], tmp_path, read_only=True)
    assert os.path.exists(path)
