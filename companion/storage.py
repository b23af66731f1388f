"""Saved games: one JSON Lines file per session in a data folder; new, open (resume) and list.

Folder: the `folder` argument, else $TABLE_COMPANION_DATA, else `./saves` in Binder,
else platformdirs.user_data_dir("table-companion"). The file format is described in
companion.journal; every file carries FILE_SCHEMA and its game's schema_version.
Opening a session for changes takes an exclusive lock on `.<name>.lock` beside it;
loading only parses JSON and replays events through the game's pure rules.
Export and import live in companion.transfer; the header, records and migrations in
companion.records.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from companion.game import SessionGame as Game
from companion.journal import (FileJournal, ReadOnlyJournal, SessionConflictError, SessionFileError,
                               SessionLockedError,
                               create_file, parse_lines, replace_file)
from companion.lock import FileLock, LockHeld
from companion.records import (FILE_SCHEMA, FORMAT, MIGRATIONS, games_by_name, header_of, load_records,
                               records_of)
from companion.session import Session, now_iso

__all__ = ["FORMAT", "FILE_SCHEMA", "MIGRATIONS", "SessionInfo", "SessionFileError",
           "SessionConflictError", "SessionLockedError", "SessionNameError", "data_folder", "check_name", "session_path",
           "new_session", "open_session", "list_sessions", "games_by_name", "header_of", "records_of", "load_records"]

MAX_NAME = 80


class SessionNameError(SessionFileError, ValueError):
    """A session name that cannot be a file name in the data folder."""


@dataclass(frozen=True)
class SessionInfo:
    """One saved game as the resume list shows it; `problem` is set when it cannot be opened."""
    name: str
    game: str = ""
    title: str = ""
    players: tuple[str, ...] = ()
    steps: int = 0
    last_step: str = ""
    when: str = ""
    problem: str | None = None
    warning: str | None = None


def data_folder(folder: str | os.PathLike[str] | None = None) -> Path:
    """The folder saved games live in (created if missing); see the module docstring for the order."""
    if folder is None:
        if os.environ.get("TABLE_COMPANION_DATA"):
            folder = os.environ["TABLE_COMPANION_DATA"]
        elif os.environ.get("BINDER_SERVICE_HOST") or os.environ.get("BINDER_LAUNCH_HOST"):
            folder = Path.cwd() / "saves"
        else:
            import platformdirs  # imported here so a bare `python -S` child can use an explicit folder
            folder = platformdirs.user_data_dir("table-companion")
    elif not isinstance(folder, (str, os.PathLike)):
        raise TypeError(f"folder: expected a path, got {folder!r}")
    path = Path(folder).expanduser()
    path.mkdir(parents=True, exist_ok=True)
    return path


_BAD_CHARS = re.compile(r'[/\\:*?"<>|\x00-\x1f\x7f\ud800-\udfff]')  # lone surrogates cannot be a file name


def check_name(name: Any) -> str:
    """`name` if it can name a saved game's file; else SessionNameError saying why."""
    if type(name) is not str:
        raise SessionNameError(f"name: expected text, got {name!r}")
    if not name.strip():
        raise SessionNameError("name: a saved game needs a name.")
    if len(name) > MAX_NAME:
        raise SessionNameError(f"name: at most {MAX_NAME} characters, got {len(name)}.")
    if _BAD_CHARS.search(name) or ".." in name or name.startswith(".") or name != name.strip():
        raise SessionNameError(f"name: {name!r} cannot be used; use letters, digits, spaces, '-' and '_' "
                               "(no '/', '\\', '..', leading dot or surrounding spaces).")
    return name


def session_path(name: str, folder: str | os.PathLike[str] | None = None) -> Path:
    """The file a session called `name` is saved in."""
    return data_folder(folder) / f"{check_name(name)}.jsonl"


def _lock_path(path: Path) -> Path:
    return path.with_name(f".{path.stem}.lock")


def new_session(game: Game, name: str, *, folder: str | os.PathLike[str] | None = None,
                profile: Mapping[str, Any] | None = None, seed: int | None = None,
                players: Sequence[str] = ()) -> Session:
    """A new saved session called `name`, locked for this process; refuses an existing name."""
    path = session_path(name, folder)
    session = Session(game, profile=profile, seed=seed, players=players, name=name)
    session.created = now_iso()
    if path.exists():
        raise SessionFileError(f"A saved game called {name!r} already exists; choose another name.")
    try:
        lock = FileLock(_lock_path(path))
    except LockHeld:
        raise SessionLockedError(f"A saved game called {name!r} is open in another dashboard; "
                                 "choose another name.") from None
    try:
        create_file(path, [header_of(session)])
        session.journal = FileJournal(path, lock, path.stat().st_size)
    except BaseException:
        lock.release()
        raise
    return session


def open_session(name: str, games: Mapping[str, Game] | Iterable[Game] | Game,
                 folder: str | os.PathLike[str] | None = None, *, read_only: bool = False,
                 take_over: bool = False) -> Session:
    """The saved session `name`, continuing where it stopped; SessionLockedError if open elsewhere.

    `take_over=True` opens it for moves even while another page holds it open (a closed
    tab's kernel may linger): from then on that other page's moves are refused, since
    every append checks the file is as its writer left it.
    """
    path = session_path(name, folder)
    label = f"The saved game {name!r}"
    if not path.is_file():
        raise SessionFileError(f"There is no saved game called {name!r} in {path.parent}.")
    lock = None
    if not read_only:
        try:
            lock = FileLock(_lock_path(path))
        except LockHeld:
            if not take_over:
                raise SessionLockedError(f"{label} is open in another dashboard or notebook. Close it "
                                         "there, or take it over here.") from None
    try:
        records, good_length, warning = parse_lines(path.read_bytes(), label)
        session, migrated = load_records(records, games_by_name(games), label)
        session.name = name
        if read_only:
            session.journal = ReadOnlyJournal(path)
        else:
            if migrated and lock is None:
                raise SessionLockedError(f"{label} must be upgraded to this version's format, which "
                                         "needs it closed everywhere else first.")
            if migrated:
                _keep_original(path, records[0].get("schema"), records[0].get("game_schema"))
                replace_file(path, [header_of(session)] + records_of(session))
                good_length = path.stat().st_size
            session.journal = FileJournal(path, lock, good_length)
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    session.warning = warning
    return session


def _keep_original(path: Path, schema: Any, game_schema: Any) -> None:
    """Keep the pre-migration file beside the upgraded one (a hard link: no copy, same bytes)."""
    stem = f".{path.stem}.schema{schema}-{game_schema}"
    for number in range(1000):
        backup = path.with_name(f"{stem}.bak" if number == 0 else f"{stem}.{number}.bak")
        try:
            os.link(path, backup)
            return
        except FileExistsError:
            continue
    raise SessionFileError(f"Too many old copies of {path.name}; remove some .bak files in {path.parent}.")


def list_sessions(folder: str | os.PathLike[str] | None = None) -> list[SessionInfo]:
    """Every saved game in the folder, most recent first, read without locking or replaying."""
    infos = []
    for path in data_folder(folder).glob("*.jsonl"):
        if path.name.startswith("."):
            continue
        try:
            check_name(path.stem)
            records, _, warning = parse_lines(path.read_bytes(), f"The saved game {path.stem!r}")
        except (OSError, SessionFileError) as exc:  # SessionNameError included
            infos.append(SessionInfo(path.stem, problem=str(exc)))
            continue
        header, last = records[0], records[-1]
        if header.get("format") != FORMAT:
            infos.append(SessionInfo(path.stem, problem=f"{path.name} is not a table-companion saved game."))
            continue
        players = header.get("players")
        infos.append(SessionInfo(
            name=path.stem, game=str(header.get("game", "")), title=str(header.get("title", "")),
            players=tuple(str(p) for p in players) if isinstance(players, list) else (),
            steps=last.get("n", 0) if len(records) > 1 and type(last.get("n")) is int else 0,
            last_step=str(last.get("step", "")) if len(records) > 1 else "",
            when=str(last.get("at") or header.get("created") or ""), warning=warning))
    return sorted(infos, key=lambda i: (i.when, i.name), reverse=True)
