"""The on-disk form of a session: an append-only JSON Lines file, each record fsynced.

Line 1 is the header (format, schema, game, seed, profile, ...); each later line is one
record: {"op": "event", "event": {...}}, {"op": "undo", "count": k} or {"op": "redo",
"count": k}, each with "n" (active events after it), "step" (the last active step's
name) and "at" (UTC time). A record is written with one os.write of the whole line then
os.fsync, so a crash leaves at most one torn last line, which reading drops and reports.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from companion.lock import BlockingLock, FileLock
from companion.session import ReadOnlySessionError, SessionError

__all__ = ["SessionFileError", "SessionConflictError", "SessionLockedError", "FileJournal", "ReadOnlyJournal",
           "encode_line", "parse_lines", "create_file", "replace_file"]


class SessionFileError(SessionError):
    """A saved game that cannot be used: missing, damaged, foreign, too new, locked or misnamed."""


class SessionConflictError(SessionFileError):
    """The file changed under this page since it was opened (another page took the game over)."""


class SessionLockedError(SessionFileError):
    """The saved game is open (for changes) in another dashboard."""


def encode_line(record: dict[str, Any]) -> bytes:
    """One record as a line of compact UTF-8 JSON ending in a newline."""
    try:
        return (json.dumps(record, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n").encode()
    except UnicodeEncodeError:
        # A lone surrogate (half an emoji sent by a browser) is not UTF-8: keep it \u-escaped; it loads back the same.
        return (json.dumps(record, ensure_ascii=True, separators=(",", ":"), allow_nan=False) + "\n").encode()


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse_lines(raw: bytes, label: str) -> tuple[list[dict[str, Any]], int, str | None]:
    """(records, bytes of complete lines, warning): every complete line parsed; a torn last line dropped."""
    lines = raw.split(b"\n")
    tail = lines.pop()  # what follows the last newline: b"" unless the last write was torn
    good_length = len(raw) - len(tail)
    records = []
    for number, line in enumerate(lines, start=1):
        try:
            record = json.loads(line.decode("utf-8"), parse_constant=_reject_constant)
        except (UnicodeDecodeError, ValueError, RecursionError):  # RecursionError: absurdly deep nesting
            what = "is not a saved game (it is not JSON Lines)" if number == 1 else f"is damaged at line {number}"
            raise SessionFileError(f"{label} {what}; it was left as it is.") from None
        if type(record) is not dict:
            raise SessionFileError(f"{label} is damaged at line {number} (not a JSON object); it was left as it is.")
        records.append(record)
    warning = None
    if not records:
        raise SessionFileError(f"{label} is not a saved game (it is empty or not a table-companion file); "
                               "it was left as it is.")
    if tail:
        warning = (f"The last move saved in {label} was cut off (the program stopped while saving it) "
                   f"and is lost; every move before it was loaded.")
    return records, good_length, warning


def _synced_temp_file(path: Path, lines: list[dict[str, Any]]) -> Path:
    """A temp file beside `path` holding `lines`, already on disk (fsynced)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    data = b"".join(encode_line(r) for r in lines)  # before the file exists: a failure leaves nothing behind
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o644)
    try:
        write_all(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    return tmp


def create_file(path: Path, lines: list[dict[str, Any]]) -> None:
    """Write a new file atomically (temp file, fsync, hard link); refuse if `path` exists."""
    tmp = _synced_temp_file(path, lines)
    try:
        os.link(tmp, path)  # unlike rename, link never replaces an existing file
    except FileExistsError:
        raise SessionFileError(f"A saved game called {path.stem!r} already exists; choose another name.") from None
    finally:
        os.unlink(tmp)
    _fsync_dir(path.parent)


def replace_file(path: Path, lines: list[dict[str, Any]]) -> None:
    """Atomically replace `path` with a new file of `lines` (temp file, fsync, rename, fsync folder)."""
    os.replace(_synced_temp_file(path, lines), path)
    _fsync_dir(path.parent)


def write_all(fd: int, data: bytes) -> None:
    """os.write until every byte is written (a regular file may take a large write in parts)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _fsync_dir(folder: Path) -> None:
    """Make a new directory entry durable (the file's name, not only its bytes)."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class FileJournal:
    """Appends records to a session file; every append checks the file is as this page left it.

    Two locks work together. The open lock (held from opening to closing) tells a second
    page that the game is open elsewhere. The write lock is held only around one append,
    and under it the file's length must equal the length this journal last wrote: so even
    after a take-over (a closed tab's kernel can linger and keep the open lock), two
    writers can never interleave, and the one that fell behind is refused with a message.
    """

    read_only = False

    def __init__(self, path: Path, lock: FileLock | None, size: int) -> None:
        self.path = path
        self._lock = lock
        self._size = size
        self._fd: int | None = os.open(path, os.O_WRONLY | os.O_CLOEXEC)
        with self._write_lock():
            if os.fstat(self._fd).st_size != size:
                os.ftruncate(self._fd, size)  # drop a torn last line before appending after it
                os.fsync(self._fd)

    def _write_lock(self) -> BlockingLock:
        return BlockingLock(self.path.with_name(f".{self.path.stem}.write.lock"))

    def write(self, record: dict[str, Any]) -> None:
        """Append one record and fsync it; on failure cut the file back so no torn line stays."""
        if self._fd is None:
            raise SessionFileError(f"{self.path.name} is closed; open the saved game again to make moves.")
        line = encode_line(record)
        with self._write_lock():
            mine = os.fstat(self._fd)
            try:
                named = os.stat(self.path)
            except FileNotFoundError:
                named = None
            # A replaced file (a migration elsewhere) shows as another inode under the name.
            if mine.st_size != self._size or named is None or named.st_ino != mine.st_ino:
                raise SessionConflictError(
                    f"{self.path.stem} was changed from another page since this page opened it, "
                    "so this move was not saved. Resume the game again to see its latest state.")
            try:
                os.lseek(self._fd, self._size, os.SEEK_SET)
                write_all(self._fd, line)
                os.fsync(self._fd)
            except OSError as exc:
                try:
                    os.ftruncate(self._fd, self._size)
                except OSError:
                    pass
                raise SessionFileError(f"Could not save the move to {self.path}: {exc.strerror or exc}.") from exc
        self._size += len(line)

    def close(self) -> None:
        """Close the file and release the lock."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)
        if self._lock is not None:
            self._lock.release()


class ReadOnlyJournal:
    """Stands in for a journal when the session was opened read-only: every write is refused."""

    read_only = True

    def __init__(self, path: Path) -> None:
        self.path = path

    def write(self, record: dict[str, Any]) -> None:
        """Refuse: the session is read-only."""
        raise ReadOnlySessionError(f"{self.path.stem} is open read-only; nothing was saved.")

    def close(self) -> None:
        """Nothing to release."""
