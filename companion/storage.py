"""Saved games: one JSON Lines file per session in a data folder; new, open (resume) and list.

Folder: the `folder` argument, else $TABLE_COMPANION_DATA, else `./saves` in Binder,
else platformdirs.user_data_dir("table-companion"). The file format (sealed, hash-chained
records) is described in companion.journal; every file carries FILE_SCHEMA and its game's
schema_version.

A saved game is not locked while it is open: any page may resume it and play. Each append
happens under the file's flock and only if the file still ends with the record that page last
wrote or read; a page that fell behind is refused ("moved on in another page"), shows the latest
log, and its move is not applied. Loading only parses JSON and replays events through the
game's pure rules. Export and import live in companion.transfer; the header, records and
migrations in companion.records.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from companion.game import SessionGame as Game
from companion.journal import (MAX_FILE_BYTES, MAX_RECORD_BYTES, FileJournal, ReadOnlyJournal,
                               SessionConflictError, SessionDamagedError, SessionFileError,
                               SessionLockedError, create_file, locked, missing_records, open_file, parse_lines,
                               plain_os_error, read_file, replace_file, write_all)
from companion.records import (FILE_SCHEMA, FORMAT, MIGRATIONS, games_by_name, header_of, load_records,
                               records_of)
from companion.session import Session, SessionError, now_iso
from companion.validate import hidden_characters

__all__ = ["FORMAT", "FILE_SCHEMA", "MIGRATIONS", "MAX_NAME", "MAX_NAME_BYTES", "MAX_RECORD_BYTES",
           "MAX_FILE_BYTES", "SessionInfo", "SessionFileError", "SessionConflictError", "SessionDamagedError",
           "SessionLockedError", "SessionNameError", "data_folder", "check_name", "fit_name", "session_path",
           "new_session", "open_session", "list_sessions", "unplayed", "amend_unplayed", "games_by_name", "header_of", "records_of",
           "load_records"]

MAX_NAME = 80         # characters a saved game's name may have
MAX_NAME_BYTES = 200  # and bytes in UTF-8 (a file name may take 255; the temp and backup names add some)
LIST_READ_LIMIT = 2 * MAX_RECORD_BYTES  # the resume list checks files up to this size in full


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
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SessionFileError(f"The saves folder {path} cannot be created: {plain_os_error(exc)}.") from None
    return path


# Not in a file name: separators, wildcards, C0 and C1 controls, lone surrogates, and the
# invisible marks that reorder or hide text (bidi overrides and isolates, line separators, BOM).
_BAD_CHARS = re.compile('[/\\\\:*?"<>|\x00-\x1f\x7f-\x9f\ud800-\udfff'
                        '\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]')


def check_name(name: Any) -> str:
    """`name` if it can name a saved game's file; else SessionNameError saying why."""
    if type(name) is not str:
        raise SessionNameError(f"name: expected text, got {name!r}")
    if not name.strip():
        raise SessionNameError("name: a saved game needs a name.")
    if len(name) > MAX_NAME:
        raise SessionNameError(f"name: at most {MAX_NAME} characters, got {len(name)}.")
    hidden = hidden_characters(name)
    if hidden and not _BAD_CHARS.search(name):
        raise SessionNameError(f"name: {name!r} holds a character that cannot be seen ({', '.join(hidden[:3])}), "
                               "so it could look blank or the same as another saved game; type it again.")
    if _BAD_CHARS.search(name) or ".." in name or name.startswith(".") or name != name.strip():
        raise SessionNameError(f"name: {name!r} cannot be used; use letters, digits, spaces, '-' and '_' "
                               "(no '/', '\\', '..', leading dot, control or direction marks, "
                               "or surrounding spaces).")
    size = len(name.encode("utf-8"))
    if size > MAX_NAME_BYTES:
        raise SessionNameError(f"name: too long for a file name ({size} bytes in UTF-8, at most "
                               f"{MAX_NAME_BYTES}; emoji and accents take several); shorten it.")
    return name


def fit_name(base: str, suffix: str = "") -> str:
    """`base` cut (at a character) so that `base + suffix` keeps within the name limits."""
    room_chars = MAX_NAME - len(suffix)
    room_bytes = MAX_NAME_BYTES - len(suffix.encode("utf-8", "surrogatepass"))
    cut = base[:max(room_chars, 0)]
    while cut and len(cut.encode("utf-8", "surrogatepass")) > room_bytes:
        cut = cut[:-1]
    return cut.rstrip() + suffix


def session_path(name: str, folder: str | os.PathLike[str] | None = None) -> Path:
    """The file a session called `name` is saved in."""
    return data_folder(folder) / f"{check_name(name)}.jsonl"


def _reopen(name: str, games: Mapping[str, Game], folder: Path):  # type: ignore[no-untyped-def]
    return lambda: open_session(name, games, folder)


def new_session(game: Game, name: str, *, folder: str | os.PathLike[str] | None = None,
                profile: Mapping[str, Any] | None = None, seed: int | None = None,
                players: Sequence[str] = ()) -> Session:
    """A new saved session called `name`, ready for moves; refuses an existing name."""
    path = session_path(name, folder)
    session = Session(game, profile=profile, seed=seed, players=players, name=name)
    session.created = now_iso()
    session.host = session.who()  # the page that starts the game is its host (issue #16) ...
    session.host_key = session.page_key()  # ... known by its secret, not by its label (issue #24)
    if os.path.lexists(path):
        raise SessionFileError(f"A saved game called {name!r} already exists; choose another name.")
    data, last_line, last_hash = create_file(path, [header_of(session)])
    label = f"The saved game {name!r}"
    try:
        fd = open_file(path, label, writable=True)
    except OSError as exc:
        raise SessionFileError(f"{label} was created but cannot be opened for moves: "
                               f"{plain_os_error(exc)}.") from None
    session.journal = FileJournal(path, fd, len(data), last_line, last_hash, 0,
                                  reopen=_reopen(name, games_by_name(game), path.parent))
    return session


def open_session(name: str, games: Mapping[str, Game] | Iterable[Game] | Game,
                 folder: str | os.PathLike[str] | None = None, *, read_only: bool = False,
                 take_over: bool = False, intact: bool = False) -> Session:
    """The saved session `name`, continuing where it stopped, ready for moves.

    No page holds a saved game: any page may open it and play, and a page that fell behind is
    refused at its next move (see the module docstring). `take_over` is kept for older callers
    and changes nothing. A file that cannot be written (a read-only folder, say) opens read-only,
    with `session.warning` saying so. A damaged file is refused (SessionDamagedError, naming the
    first bad line); `intact=True` opens the sound records before that line, read-only.
    """
    del take_over  # every open may play: there is nothing to take over any more
    path = session_path(name, folder)
    label = f"The saved game {name!r}"
    by_name = games_by_name(games)
    writable = not read_only and not intact
    reason = ""
    try:
        fd = open_file(path, label, writable=writable)
    except OSError as exc:  # permission: look, not play
        fd = open_file(path, label, writable=False)
        writable, reason = False, f" (it cannot be written here: {plain_os_error(exc)})"
    try:
        return _load(name, path, fd, label, by_name, writable, reason, intact)
    finally:
        if fd is not None:
            try:
                os.close(fd)
            except OSError:
                pass


def _load(name: str, path: Path, fd: int, label: str, games: Mapping[str, Game], writable: bool,
          reason: str, intact: bool) -> Session:
    """Read, check and replay the file behind `fd` under its lock; for play, make its end sound first."""
    with locked(fd, label, shared=not writable):
        raw = read_file(fd, label)
        try:
            parsed = parse_lines(raw, label)
            cut_note = None
        except SessionDamagedError as exc:
            if not intact or exc.intact <= 0:
                raise
            keep = sum(len(line) + 1 for line in raw.split(b"\n")[:exc.line - 1])
            parsed = parse_lines(raw[:keep], label)
            cut_note = (f"{label} is damaged at line {exc.line}: only the {exc.intact} record"
                        f"{'s' if exc.intact != 1 else ''} before it are shown, read-only.")
        shortened = missing_records(path, parsed, label) if parsed.chained and cut_note is None else None
        if shortened is not None:
            if not intact or shortened.intact <= 0:
                raise shortened
            missing = shortened.missing  # type: ignore[attr-defined]
            cut_note = (f"{label} is shorter than it was last saved: its last {missing} saved "
                        f"move{'s' if missing != 1 else ''} are missing; only the moves it still has are "
                        "shown, read-only.")
            parsed.warning = None  # a torn end is part of what is missing, said above
        session, migrated = load_records(parsed.records, games, label)
        session.name = name
        session.warning = " ".join(t for t in (cut_note, parsed.warning) if t) or None
        journal = None
        if writable:
            try:
                journal = _for_play(name, path, fd, label, games, session, parsed, migrated)
            except SessionFileError as exc:
                reason = f" ({exc})"
        if journal is None:
            session.journal = ReadOnlyJournal(path, reason)
            if reason:
                note = f"{label} could not be opened for moves{reason}; it is open read-only."
                session.warning = " ".join(t for t in (note, session.warning) if t)
        else:
            session.journal = journal
    return session


def _for_play(name: str, path: Path, fd: int, label: str, games: Mapping[str, Game], session: Session,
              parsed: Any, migrated: bool) -> FileJournal:
    """The journal that goes on writing (called under the file's lock): upgrade or mend the end first."""
    reopen = _reopen(name, games, path.parent)
    if migrated:
        header = parsed.records[0]
        _keep_original(path, header.get("schema"), header.get("game_schema"))
        lines = [header_of(session)] + records_of(session)
        data, last_line, last_hash = replace_file(path, lines)
        try:
            new_fd = open_file(path, label, writable=True)
        except OSError as exc:
            raise SessionFileError(f"{label} was upgraded but cannot be opened for moves: "
                                   f"{plain_os_error(exc)}") from None
        return FileJournal(path, new_fd, len(data), last_line, last_hash, len(lines) - 1, reopen=reopen)
    try:
        if parsed.torn:  # a torn last line (its writer died mid-write): drop it before appending
            os.ftruncate(fd, parsed.good_length)
            os.fsync(fd)
        elif parsed.add_newline:  # a complete last record lacking only its newline: finish it
            write_all(fd, b"\n", parsed.good_length - 1)
            os.fsync(fd)
        new_fd = os.dup(fd)
    except OSError as exc:
        raise SessionFileError(f"its end could not be mended: {plain_os_error(exc)}") from None
    return FileJournal(path, new_fd, parsed.good_length, parsed.last_line, parsed.last_hash,
                       len(parsed.records) - 1, reopen=reopen)


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
        except OSError as exc:
            raise SessionFileError(f"it must be upgraded to this version's format, and the old copy cannot be "
                                   f"kept: {plain_os_error(exc)}") from None
    raise SessionFileError(f"Too many old copies of {path.name}; remove some .bak files in {path.parent}.")


def list_sessions(folder: str | os.PathLike[str] | None = None) -> list[SessionInfo]:
    """Every saved game in the folder, most recent first, read without locking or replaying.

    Only regular files are read, never through a link, and each read is capped, so a pipe, a
    device or a huge file named `*.jsonl` shows as a problem instead of stalling the list.
    """
    where = data_folder(folder)
    try:
        entries = [e for e in os.scandir(where) if e.name.endswith(".jsonl") and not e.name.startswith(".")]
    except OSError as exc:
        raise SessionFileError(f"The saves folder {where} cannot be read: {plain_os_error(exc)}.") from None
    infos = [_info(entry) for entry in entries]
    return sorted(infos, key=lambda i: (i.when, i.name), reverse=True)


def _info(entry: os.DirEntry[str]) -> SessionInfo:
    stem = entry.name[:-len(".jsonl")]
    label = f"The saved game {stem!r}"
    try:
        check_name(stem)
        if entry.is_symlink():
            raise SessionFileError(f"{label} is a link to another file, which a saved game may not be.")
        if not entry.is_file(follow_symlinks=False):
            raise SessionFileError(f"{label} is not a regular file, so it is not a saved game.")
        fd = open_file(Path(entry.path), label, writable=False)
        try:
            size = os.fstat(fd).st_size
            if size > LIST_READ_LIMIT:
                return _info_of_large(stem, label, fd)
            parsed = parse_lines(read_file(fd, label, LIST_READ_LIMIT), label)
        finally:
            os.close(fd)
        shortened = missing_records(Path(entry.path), parsed, label) if parsed.chained else None
        if shortened is not None:
            raise shortened
    except (OSError, SessionError) as exc:  # SessionNameError included
        return SessionInfo(stem, problem=str(exc) if isinstance(exc, SessionError) else plain_os_error(exc))
    records = parsed.records
    header, last = records[0], records[-1]
    if header.get("format") != FORMAT:
        return SessionInfo(stem, problem=f"{entry.name} is not a table-companion saved game.")
    return _summary(stem, header, last if len(records) > 1 else None, parsed.warning)


def _summary(stem: str, header: dict[str, Any], last: dict[str, Any] | None, warning: str | None) -> SessionInfo:
    players = header.get("players")
    last = last or {}
    return SessionInfo(
        name=stem, game=str(header.get("game", ""))[:80], title=str(header.get("title", ""))[:200],
        players=tuple(str(p)[:80] for p in players[:20]) if isinstance(players, list) else (),
        steps=last.get("n", 0) if type(last.get("n")) is int else 0,
        last_step=str(last.get("step", ""))[:200],
        when=str(last.get("at") or header.get("created") or "")[:40], warning=warning)


def _info_of_large(stem: str, label: str, fd: int) -> SessionInfo:
    """A file too large to check for the list: its header only (opening it checks the rest)."""
    head = os.pread(fd, MAX_RECORD_BYTES + 1, 0)
    first, newline, _ = head.partition(b"\n")
    if not newline:
        raise SessionFileError(f"{label} is not a saved game (its first line is too long).")
    parsed = parse_lines(first + b"\n", label)
    header = parsed.records[0]
    if header.get("format") != FORMAT:
        raise SessionFileError(f"{label} is not a table-companion saved game.")
    info = _summary(stem, header, None, "A large saved game: resume it to see its steps.")
    return info


def unplayed(session: Session) -> bool:
    """Whether `session` is a saved game whose file holds no step yet (its header may still change)."""
    journal = session.journal
    return isinstance(journal, FileJournal) and journal.seq == 0 and not len(session) and not session.redo_events


def amend_unplayed(session: Session, *, profile: Mapping[str, Any] | None = None,
                   players: Sequence[str] | None = None) -> None:
    """Give a saved game with no step yet another component profile or players: its file's header is
    rewritten (no empty game is left behind) and the session reloaded from it; refused once it has a step."""
    if not unplayed(session):
        raise SessionFileError("Only a saved game with no step yet can take another profile or players; start "
                               "a new game for them.")
    fresh = Session(session.game, profile=session.profile if profile is None else profile, seed=session.seed,
                    players=session.players if players is None else tuple(players), name=session.name)
    fresh.created, fresh.host, fresh.host_key = session.created, session.host, session.host_key
    session.journal.replace_header(header_of(fresh))  # type: ignore[union-attr]
    session.reload()
