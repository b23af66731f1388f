"""Export and import between machines, and the file-format migration mechanism."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion import storage
from companion.games.tally import GAME, Gain, Roll, Setup, Spend
from companion.storage import SessionFileError, new_session, open_session, session_path
from companion.transfer import EXPORT_FORMAT, export_json, export_session, import_session


def played(folder: Path, name: str = "travel") -> storage.Session:
    s = new_session(GAME, name, folder=folder, seed=77, players=["Ann", "Bo"], profile={"capacity": 6})
    for event in (Setup(2), Gain(1), Roll(5), Spend(2), Gain(3)):
        s.apply(event)
    s.undo(2)
    return s


def test_export_then_import_on_another_machine(tmp_path: Path) -> None:
    here, there = tmp_path / "here", tmp_path / "there"
    s = played(here)
    document = export_json(s)
    data = json.loads(document)
    assert data["format"] == EXPORT_FORMAT and data["schema"] == storage.FILE_SCHEMA
    assert data["header"]["game"] == "tally" and data["header"]["seed"] == 77
    moved = import_session(document, [GAME], folder=there)
    assert moved.name == "travel"
    assert (moved.state, moved.events, moved.steps, moved.redo_events, moved.players, moved.seed) == \
        (s.state, s.events, s.steps, s.redo_events, s.players, s.seed)
    moved.redo(2)
    assert moved.state.crystals == 5
    moved.close()
    assert open_session("travel", [GAME], there).events[-1] == Gain(3)


def test_import_refusals_write_nothing(tmp_path: Path) -> None:
    s = played(tmp_path / "a")
    good = export_session(s)
    there = tmp_path / "b"
    there.mkdir()
    cases = [
        (b"\x00\x01 binary", "not a saved game \\(it is not"),
        (b"{\"a\": \"\xff\"}", "not a saved game \\(it is not text in UTF-8\\)"),
        (b"[" * 100_000, "nested far too deeply"),
        ("[1, 2, 3]", "not an exported table-companion game"),
        (json.dumps({**good, "format": "something-else"}), "not an exported"),
        (json.dumps({**good, "schema": 99}), "newer table-companion"),
        (json.dumps({**good, "header": {**good["header"], "game": "fall", "title": "Mysthea: The Fall"}}),
         "saved game of 'Mysthea: The Fall'"),
        (json.dumps({**good, "records": good["records"][:1] + [{"op": "event", "event": {"type": "Spend",
                                                                                       "amount": 9}}]}),
         "rules refuse"),
        (json.dumps({**good, "records": "nope"}), "damaged"),
        ("{" * 10, "not JSON"),
    ]
    for document, words in cases:
        with pytest.raises(SessionFileError, match=words):
            import_session(document, [GAME], folder=there)
    with pytest.raises(storage.SessionNameError):
        import_session(good, [GAME], folder=there, name="../../etc/passwd")
    assert list(there.iterdir()) == []
    import_session(good, [GAME], folder=there).close()
    with pytest.raises(SessionFileError, match="already exists"):
        import_session(good, [GAME], folder=there)
    import_session(good, [GAME], folder=there, name="travel 2").close()


def test_file_migration_mechanism_with_a_fake_old_version(tmp_path: Path, monkeypatch) -> None:
    s = played(tmp_path)
    s.close()
    path = session_path("travel", tmp_path)
    current = path.read_text().splitlines()
    header = json.loads(current[0])
    # "version 0" of the format: players as one comma-separated string, ops called "move"/"back"
    old_header = {**header, "schema": 0, "players": "Ann,Bo"}
    old_body = [line.replace('"op":"event"', '"op":"move"').replace('"op":"undo"', '"op":"back"')
                for line in current[1:]]
    old_text = "\n".join([json.dumps(old_header)] + old_body) + "\n"
    path.write_text(old_text)

    with pytest.raises(SessionFileError, match="file version 0, which this table-companion can no longer read"):
        open_session("travel", [GAME], tmp_path)
    assert path.read_text() == old_text

    def from_0(header: dict, records: list[dict]) -> tuple[dict, list[dict]]:
        header["players"] = header["players"].split(",")
        renamed = {"move": "event", "back": "undo"}
        return header, [{**r, "op": renamed.get(r["op"], r["op"])} for r in records]

    monkeypatch.setitem(storage.MIGRATIONS, 0, from_0)
    view = open_session("travel", [GAME], tmp_path, read_only=True)
    assert view.players == ("Ann", "Bo") and view.events == (Setup(2), Gain(1), Roll(5))
    assert path.read_text() == old_text  # a read-only look does not upgrade the file
    with open_session("travel", [GAME], tmp_path) as upgraded:
        upgraded.apply(Gain(1))
    assert (tmp_path / ".travel.schema0-1.bak").read_text() == old_text  # the original is kept
    assert json.loads(path.read_text().splitlines()[0])["schema"] == storage.FILE_SCHEMA
    monkeypatch.delitem(storage.MIGRATIONS, 0)
    again = open_session("travel", [GAME], tmp_path, read_only=True)  # no migration needed any more
    assert again.events == (Setup(2), Gain(1), Roll(5), Gain(1)) and again.redo_events == ()
