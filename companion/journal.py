"""The on-disk form of a session: an append-only JSON Lines file, each record sealed, chained and fsynced.

Line 1 is the header (format, schema, game, seed, profile, players, ...); each later line is one
record: {"op": "event", "event": {...}}, {"op": "undo", "count": k}, {"op": "redo", "count": k} or
{"op": "table", "others": "play" | "look"[, "host": label]} (the host lets the other pages play or
only look, issue #16; no move, sealed and chained like the rest), each with "n" (active events after it), "step" (the last active step's name) and "at" (UTC time).

Every line (file schema 2) carries its sequence number "seq" (0 for the header), the hash "prev"
of the line before it (none on the header) and, last, its own hash "h": a BLAKE2b-128 of the
line's bytes up to that field. So a changed byte anywhere is found (the first bad line is
named), a line cannot be moved, dropped from the middle or spliced in, and a writer can tell
whether the last record on disk is the one it last wrote or read.

A record is appended with one write of the whole line then fsync, under an exclusive flock on
the file itself, and only if the file still ends with the line this journal last wrote or read
(same file, same size, same last line); otherwise the game "moved on in another page" and the
writer is refused (SessionConflictError), never appending after a record it has not seen. A
crash leaves at most one torn last line, which reading drops and reports; a complete last
record that lacks only its newline is kept.
"""

from __future__ import annotations

import errno
import fcntl
import hashlib
import json
import os
import secrets
import stat
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

from companion.session import ReadOnlySessionError, SessionError

__all__ = ["SessionFileError", "SessionConflictError", "SessionLockedError", "SessionDamagedError",
           "FileJournal", "ReadOnlyJournal", "Parsed", "FORMAT", "FILE_SCHEMA", "CHAINED_SCHEMA",
           "MAX_RECORD_BYTES", "MAX_FILE_BYTES", "encode_line", "seal_line", "seal_lines", "parse_lines",
           "create_file", "replace_file", "open_file", "read_file", "locked", "plain_os_error", "seal_path",
           "write_seal", "read_seal", "missing_records"]

FORMAT = "table-companion-session"
FILE_SCHEMA = 2     # 1: records without the chain (migrated on opening to play); 2: sealed and chained
CHAINED_SCHEMA = 2  # the first file schema whose lines carry seq, prev and h
MAX_RECORD_BYTES = 1_000_000   # one line; a whole game of any of the five is far below this
MAX_FILE_BYTES = 20_000_000    # one saved game (the same as the largest import)
LOCK_WAIT = 10.0               # seconds a writer waits for another page's append before giving up

_HASH_BYTES = 16
_SEAL_TAIL = len(b',"h":""}') + 2 * _HASH_BYTES  # the bytes the seal adds at the end of a line


class SessionFileError(SessionError):
    """A saved game that cannot be used: missing, damaged, foreign, too new, too large or misnamed."""


class SessionConflictError(SessionFileError):
    """The game moved on in another page: this page's move was refused (and the session reloaded)."""

    reloaded = False  # set by Session once it shows the latest log


class SessionLockedError(SessionFileError):
    """Kept for older callers: a saved game is no longer locked while open, so this is not raised."""


class SessionDamagedError(SessionFileError):
    """A saved game whose line `line` is damaged; `intact` is how many records before it are sound."""

    def __init__(self, message: str, line: int = 0, intact: int = 0) -> None:
        super().__init__(message)
        self.line = line
        self.intact = intact


def plain_os_error(exc: OSError) -> str:
    """An OSError as a few words ("No space left on device"), without its class or errno."""
    return exc.strerror or str(exc) or type(exc).__name__


def encode_line(record: dict[str, Any]) -> bytes:
    """One record as a line of compact UTF-8 JSON ending in a newline (unsealed)."""
    return _json(record) + b"\n"


def _json(record: dict[str, Any]) -> bytes:
    try:
        text = json.dumps(record, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        return text.encode()
    except UnicodeEncodeError:
        # A lone surrogate (half an emoji sent by a browser) is not UTF-8: keep it \u-escaped; it loads back the same.
        return json.dumps(record, ensure_ascii=True, separators=(",", ":"), allow_nan=False).encode()
    except RecursionError:
        raise SessionFileError("This move is nested too deeply to be saved.") from None
    except (TypeError, ValueError) as exc:
        raise SessionFileError(f"This move cannot be saved as plain JSON: {exc}") from None


def _digest(core: bytes) -> str:
    return hashlib.blake2b(core, digest_size=_HASH_BYTES).hexdigest()


def seal_line(record: dict[str, Any], seq: int, prev: str | None) -> tuple[bytes, str]:
    """(the sealed line with its newline, its hash): `record` with seq, prev and h added."""
    body = {k: v for k, v in record.items() if k not in ("seq", "prev", "h")}
    body["seq"] = seq
    if prev is not None:
        body["prev"] = prev
    core = _json(body)
    digest = _digest(core)
    return core[:-1] + b',"h":"' + digest.encode() + b'"}\n', digest


def seal_lines(records: list[dict[str, Any]]) -> tuple[bytes, bytes, str]:
    """(whole file, its last line, that line's hash) for a header and its records, chained."""
    out, prev, line = [], None, b""
    for seq, record in enumerate(records):
        line, prev = seal_line(record, seq, prev)
        out.append(line)
    return b"".join(out), line, prev or ""


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _load_json(line: bytes) -> Any:
    return json.loads(line.decode("utf-8"), parse_constant=_reject_constant)


@dataclass
class Parsed:
    """What reading a file gave: its records (header first) and where a writer goes on from."""
    records: list[dict[str, Any]]
    good_length: int            # bytes of the lines kept (what a writer appends after)
    last_line: bytes            # the last kept line, with its newline
    last_hash: str              # its "h" ("" in an unchained file)
    chained: bool               # the file's lines are sealed and chained (schema >= 2)
    warning: str | None = None
    add_newline: bool = False   # the last record is complete but lacks its newline
    torn: bool = False          # a torn last line follows good_length (dropped)
    notes: list[str] = field(default_factory=list)


def _check_seal(line: bytes, record: dict[str, Any], seq: int, prev: str | None) -> str | None:
    """None if `line` (without newline) is the sealed record number `seq` after `prev`; else why not."""
    digest = record.get("h")
    if type(digest) is not str or len(line) < _SEAL_TAIL or \
            not line.endswith(b'"}') or line[-_SEAL_TAIL:-_SEAL_TAIL + 6] != b',"h":"':
        return "it has no check (it was not written by table-companion, or it was changed)"
    if _digest(line[:-_SEAL_TAIL] + b"}") != digest or line[-_SEAL_TAIL + 6:-2].decode("ascii", "replace") != digest:
        return "its check does not match its content (a byte changed)"
    if record.get("seq") != seq or type(record.get("seq")) is not int:
        return "it is out of order (a line is missing, repeated or moved)"
    if prev is not None and record.get("prev") != prev:
        return "it does not follow the line before it (a line is missing, repeated or moved)"
    return None


def _second_line_is_sealed(lines: list[bytes]) -> bool:
    """Whether line 2 is a sealed record following a header: then a bad line 1 is a damaged saved game."""
    if len(lines) < 2 or len(lines[1]) > MAX_RECORD_BYTES:
        return False
    try:
        record = _load_json(lines[1])
    except (UnicodeDecodeError, ValueError, RecursionError):
        return False
    return type(record) is dict and record.get("seq") == 1 and type(record.get("prev")) is str \
        and type(record.get("h")) is str and "op" in record


def parse_lines(raw: bytes, label: str) -> Parsed:
    """Every complete line parsed and, in a chained file, checked; a torn last line dropped, said so.

    SessionDamagedError names the first line that is not what was written (with how many
    records before it are intact); SessionFileError when the file is not a saved game at all.
    """
    if len(raw) > MAX_FILE_BYTES:
        raise SessionFileError(f"{label} is too large to be a saved game ({len(raw):,} bytes; a saved game "
                               f"is at most {MAX_FILE_BYTES:,}); it was left as it is.")
    lines = raw.split(b"\n")
    tail = lines.pop()  # what follows the last newline: b"" unless the last write was torn
    records: list[dict[str, Any]] = []
    chained = False
    prev: str | None = None
    good_length = 0
    last_line = b""
    add_newline = torn = False

    def refuse(number: int, why: str, sealed: bool = False) -> SessionDamagedError:
        if number == 1 and not sealed and not _second_line_is_sealed(lines):
            return SessionDamagedError(f"{label} is not a saved game ({why}); it was left as it is.", 1, 0)
        if number == 1:  # the records that follow are a saved game's: its header is what was damaged
            return SessionDamagedError(f"{label} is damaged at line 1, its header ({why}); it was left as it is. "
                                       "Nothing of it can be opened without the header.", 1, 0)
        intact = number - 2  # records after the header before the bad line
        offer = (f" The {intact} record{'s' if intact != 1 else ''} before it can be opened read-only."
                 if intact else "")
        return SessionDamagedError(f"{label} is damaged at line {number} ({why}); it was left as it is.{offer}",
                                   number, intact)

    def parse(number: int, line: bytes) -> dict[str, Any] | str:
        if len(line) > MAX_RECORD_BYTES:
            return (f"a line of {len(line):,} bytes, more than the {MAX_RECORD_BYTES:,} a saved game's "
                    "line may have")
        try:
            record = _load_json(line)
        except (UnicodeDecodeError, ValueError, RecursionError):  # RecursionError: absurdly deep nesting
            return "it is not JSON Lines" if number == 1 else "not JSON"
        if type(record) is not dict:
            return "not a JSON object"
        return record

    for number, line in enumerate(lines, start=1):
        record = parse(number, line)
        if type(record) is str:
            raise refuse(number, record)
        if number == 1:
            # A newer file version may seal differently: records.py refuses it by its version.
            chained = (record.get("format") == FORMAT and type(record.get("schema")) is int
                       and CHAINED_SCHEMA <= record["schema"] <= FILE_SCHEMA)
        if chained:
            why = _check_seal(line, record, number - 1, prev)
            if why is not None:
                raise refuse(number, why, sealed=True)
            prev = record["h"]
        records.append(record)
        good_length += len(line) + 1
        last_line = line + b"\n"
    warning = None
    if tail:
        # A complete, sealed last record that only lacks its newline is kept; anything else is torn.
        record = parse(len(lines) + 1, tail)
        sound = type(record) is dict and (
            (chained and _check_seal(tail, record, len(lines), prev) is None)
            or (not records and record.get("format") == FORMAT and type(record.get("schema")) is int
                and CHAINED_SCHEMA <= record["schema"] <= FILE_SCHEMA
                and _check_seal(tail, record, 0, None) is None))
        if sound:
            assert type(record) is dict
            records.append(record)
            chained = chained or not lines
            prev = record["h"]
            good_length += len(tail) + 1  # counting the newline a writer adds first
            last_line = tail + b"\n"
            add_newline = True
        elif records:
            torn = True
            warning = (f"The last move saved in {label} was cut off (the program stopped while saving it) "
                       f"and is lost; every move before it was loaded.")
    if not records:
        raise SessionFileError(f"{label} is not a saved game (it is empty or not a table-companion file); "
                               "it was left as it is.")
    return Parsed(records, good_length, last_line, prev or "", chained, warning, add_newline, torn)


# ----- files -----------------------------------------------------------------------------------

def open_file(path: Path, label: str, *, writable: bool) -> int:
    """A descriptor on the regular file `path`, never through a link; SessionFileError saying why not.

    An OSError of permission (EACCES, EPERM, EROFS) when `writable` is raised as it is, so the
    caller can fall back to reading.
    """
    flags = (os.O_RDWR if writable else os.O_RDONLY) | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise SessionFileError(f"There is no saved game called {path.stem!r} in {path.parent}.") from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise SessionFileError(f"{label} is a link to another file, which a saved game may not be; "
                                   "it was left as it is.") from None
        if exc.errno == errno.EISDIR:
            raise SessionFileError(f"{label} is not a regular file (a folder), so it is not a saved game; "
                                   "it was left as it is.") from None
        if writable and exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise
        raise SessionFileError(f"{label} cannot be opened: {plain_os_error(exc)}.") from None
    try:
        mode = os.fstat(fd).st_mode
    except OSError as exc:
        os.close(fd)
        raise SessionFileError(f"{label} cannot be read: {plain_os_error(exc)}.") from None
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise SessionFileError(f"{label} is not a regular file (a folder, a pipe or a device), so it is not "
                               "a saved game; it was left as it is.")
    return fd


@contextmanager
def locked(fd: int, label: str, *, shared: bool = False) -> Iterator[None]:
    """An flock on the open file `fd` for one short critical section (waits up to LOCK_WAIT s)."""
    kind = fcntl.LOCK_SH if shared else fcntl.LOCK_EX
    deadline = time.monotonic() + LOCK_WAIT
    pause = 0.0002
    while True:
        try:
            fcntl.flock(fd, kind | fcntl.LOCK_NB)
            break
        except BlockingIOError:
            if time.monotonic() > deadline:
                raise SessionFileError(f"{label} is busy: another page has been saving into it for over "
                                       f"{LOCK_WAIT:.0f} s. Try again in a moment.") from None
            time.sleep(pause)
            pause = min(pause * 2, 0.002)
        except OSError as exc:
            raise SessionFileError(f"{label} cannot be locked for saving: {plain_os_error(exc)}.") from None
    try:
        yield
    finally:
        try:
            fcntl.flock(fd, fcntl.LOCK_UN)
        except OSError:
            pass


def read_file(fd: int, label: str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The whole file behind `fd`, refusing one larger than `limit` before reading it."""
    try:
        size = os.fstat(fd).st_size
        if size > limit:
            raise SessionFileError(f"{label} is too large to be a saved game ({size:,} bytes; a saved game is "
                                   f"at most {limit:,}); it was left as it is.")
        chunks, offset = [], 0
        while offset <= limit:
            chunk = os.pread(fd, min(1 << 20, limit + 1 - offset), offset)
            if not chunk:
                break
            chunks.append(chunk)
            offset += len(chunk)
    except OSError as exc:
        raise SessionFileError(f"{label} cannot be read: {plain_os_error(exc)}.") from None
    raw = b"".join(chunks)
    if len(raw) > limit:
        raise SessionFileError(f"{label} is too large to be a saved game; it was left as it is.")
    return raw


def _synced_temp_file(path: Path, data: bytes) -> Path:
    """A temp file beside `path` holding `data`, already on disk: a fresh random name, never a link."""
    for _ in range(100):
        tmp = path.with_name(f".{path.name}.{secrets.token_hex(8)}.tmp")
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
            break
        except FileExistsError:
            continue
    else:  # pragma: no cover - 100 collisions of 64 random bits
        raise SessionFileError(f"Could not create a temporary file in {path.parent}.")
    try:
        try:
            write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException:
        _discard(tmp)
        raise
    return tmp


def _discard(tmp: Path) -> None:
    """Remove a temp file if it is still there (a failure to remove it costs nothing but the file)."""
    try:
        os.unlink(tmp)
    except OSError:
        pass


def _check_sizes(data: bytes, what: str) -> None:
    if len(data) > MAX_FILE_BYTES:
        raise SessionFileError(f"{what} is too large to save ({len(data):,} bytes; at most {MAX_FILE_BYTES:,}).")
    if max((len(line) for line in data.split(b"\n")), default=0) > MAX_RECORD_BYTES:
        raise SessionFileError(f"{what} holds a line too large to save (at most {MAX_RECORD_BYTES:,} bytes a line).")


def create_file(path: Path, lines: list[dict[str, Any]]) -> tuple[bytes, bytes, str]:
    """Write a new sealed file atomically (temp file, fsync, hard link); refuse if `path` exists.

    Returns (the file's bytes, its last line, that line's hash) for the journal that goes on.
    """
    data, last_line, last_hash = seal_lines(lines)
    _check_sizes(data, f"The saved game {path.stem!r}")
    try:
        tmp = _synced_temp_file(path, data)
        try:
            os.link(tmp, path)  # unlike rename, link never replaces an existing file (nor a link)
        except FileExistsError:
            raise SessionFileError(f"A saved game called {path.stem!r} already exists; choose another name.") from None
        finally:
            os.unlink(tmp)
        _fsync_dir(path.parent)
    except OSError as exc:
        raise SessionFileError(f"Could not create the saved game {path.stem!r} in {path.parent}: "
                               f"{plain_os_error(exc)}.") from None
    write_seal(path, len(lines) - 1, last_hash)
    return data, last_line, last_hash


def replace_file(path: Path, lines: list[dict[str, Any]]) -> tuple[bytes, bytes, str]:
    """Atomically replace `path` with a new sealed file of `lines` (temp file, fsync, rename, fsync folder)."""
    data, last_line, last_hash = seal_lines(lines)
    _check_sizes(data, f"The saved game {path.stem!r}")
    try:
        replace_bytes(path, data)
    except OSError as exc:
        raise SessionFileError(f"Could not rewrite the saved game {path.stem!r}: {plain_os_error(exc)}.") from None
    write_seal(path, len(lines) - 1, last_hash)
    return data, last_line, last_hash


def replace_bytes(path: Path, data: bytes) -> None:
    """Replace `path` by a file of `data` (temp file, fsync, rename, fsync the folder); OSError or SessionError,
    the temp file removed."""
    tmp = _synced_temp_file(path, data)
    try:
        os.replace(tmp, path)
    except BaseException:
        _discard(tmp)
        raise
    _fsync_dir(path.parent)


def write_all(fd: int, data: bytes, offset: int | None = None) -> None:
    """Write every byte (at `offset` with pwrite, else at the file position)."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view) if offset is None else os.pwrite(fd, view, offset)
        view = view[written:]
        if offset is not None:
            offset += written


def _fsync_dir(folder: Path) -> None:
    """Make a new directory entry durable (the file's name, not only its bytes)."""
    fd = os.open(folder, os.O_RDONLY | os.O_CLOEXEC)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


# ----- the seal beside the file (issue #24) -----------------------------------------------------
# A file cut short at a line's end is still a sound chain, only shorter: nothing inside it can tell.
# So after every save the last record's number and hash are also kept beside it, in a small file
# replaced atomically (under the file's flock): a file whose records stop before that number lost
# exactly the difference. Not fsynced: it is only ever behind the log, never ahead, after a crash.
SEAL_FORMAT = "table-companion-seal"


def seal_path(path: Path) -> Path:
    """Where the seal of the saved game at `path` is kept (a dot file: the list never shows it)."""
    return path.with_name(f".{path.stem}.seal")


def write_seal(path: Path, seq: int, digest: str) -> None:
    """Keep (seq, hash) of `path`'s last record beside it; a failure costs the check, never the move."""
    target = seal_path(path)
    tmp = target.with_name(f"{target.name}.{secrets.token_hex(8)}.tmp")
    data = _json({"format": SEAL_FORMAT, "seq": seq, "h": digest})
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
        try:
            write_all(fd, data)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except OSError:
        _discard(tmp)


def read_seal(path: Path) -> tuple[int, str] | None:
    """(seq, hash) of the last record saved into `path`, as its seal says; None without a sound seal."""
    try:
        fd = os.open(seal_path(path), os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        raw = os.pread(fd, 4096, 0)
    except OSError:
        return None
    finally:
        os.close(fd)
    try:
        seal = _load_json(raw)
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if type(seal) is not dict or seal.get("format") != SEAL_FORMAT or type(seal.get("seq")) is not int \
            or type(seal.get("h")) is not str or seal["seq"] < 0:
        return None
    return seal["seq"], seal["h"]


def missing_records(path: Path, parsed: Parsed, label: str) -> SessionDamagedError | None:
    """The refusal for a file shorter than its seal says it was saved (how many records it lost), or None."""
    seal = read_seal(path)
    last = len(parsed.records) - 1
    if seal is None or seal[0] <= last:
        return None
    missing = seal[0] - last
    plural = "s" if missing != 1 else ""
    offer = (f" The {last} saved move{'s' if last != 1 else ''} before them can be opened read-only."
             if last else "")
    refusal = SessionDamagedError(
        f"{label} is shorter than it was last saved: its last {missing} saved move{plural} "
        f"(numbers {last + 1} to {seal[0]}) {'are' if missing != 1 else 'is'} missing; it was cut or replaced by "
        f"an older copy. It was left as it is.{offer}", len(parsed.records) + 1, last)
    refusal.missing = missing  # type: ignore[attr-defined]
    return refusal


class FileJournal:
    """Appends sealed records to a session file, each only if the file is as this page last saw it.

    `size`, `last_line` and `last_hash` describe the end of the file as this journal last wrote
    or read it. Under the file's flock a write checks the name still leads to this file, the
    size is the same and the file still ends with `last_line`; otherwise another page moved the
    game on, and SessionConflictError refuses the write (nothing is appended). `reopen` (set by
    companion.storage) loads the latest saved session, for Session.reload.
    """

    read_only = False

    def __init__(self, path: Path, fd: int, size: int, last_line: bytes, last_hash: str, seq: int,
                 reopen: Callable[[], Any] | None = None) -> None:
        self.path = path
        self._fd: int | None = fd
        self.size = size
        self.last_line = last_line
        self.last_hash = last_hash
        self.seq = seq
        self.reopen = reopen

    @property
    def label(self) -> str:
        return f"The saved game {self.path.stem!r}"

    def moved_on(self) -> SessionConflictError:
        """The refusal a page that fell behind gets (Session reloads, then raises it)."""
        return SessionConflictError(f"{self.path.stem} moved on in another page: showing the latest. "
                                    "This move was not applied; make it again if it still stands.")

    def is_current(self) -> bool:
        """Whether the file still ends where this journal last wrote or read it (no lock taken).

        A quick look before a move, so a page that fell behind is told so before the rules judge
        the move against an old state; the append itself checks again under the lock.
        """
        if self._fd is None:
            return True  # closed: the write says so
        try:
            return self._unchanged()
        except OSError:
            return False

    def _unchanged(self) -> bool:
        assert self._fd is not None
        mine = os.fstat(self._fd)
        try:
            named = os.stat(self.path, follow_symlinks=False)
        except FileNotFoundError:
            return False
        if (named.st_ino, named.st_dev) != (mine.st_ino, mine.st_dev) or mine.st_size != self.size:
            return False
        end = len(self.last_line)
        return os.pread(self._fd, end, self.size - end) == self.last_line

    def last_record(self) -> dict[str, Any] | None:
        """The last record this journal wrote or read (with its "at" and, if saved, "by"); None if unreadable.

        For following (issue #16): the page shows who made the last step and when.
        """
        try:
            record = _load_json(self.last_line.rstrip(b"\n"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return None
        return record if type(record) is dict else None

    def stamp(self) -> tuple[int, int, int, int] | None:
        """(device, inode, size, mtime in ns) of the file its name leads to now: one stat, no lock, no read.

        A following page compares it with the last one it saw; only when it differs does it ask the
        dearer `is_current`. None when the name leads nowhere.
        """
        try:
            st = os.stat(self.path, follow_symlinks=False)
        except OSError:
            return None
        return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)

    def write(self, record: dict[str, Any]) -> None:
        """Append one sealed record and fsync it; on failure cut the file back so no torn line stays."""
        if self._fd is None:
            raise SessionFileError(f"{self.path.name} is closed; open the saved game again to make moves.")
        line, digest = seal_line(record, self.seq + 1, self.last_hash)
        if len(line) > MAX_RECORD_BYTES:
            raise SessionFileError(f"This move is too large to save ({len(line):,} bytes; a move may take at "
                                   f"most {MAX_RECORD_BYTES:,}); nothing was saved.")
        if self.size + len(line) > MAX_FILE_BYTES:
            raise SessionFileError(f"{self.label} is full ({self.size:,} bytes, the most a saved game may "
                                   "take); nothing was saved. Export it and start a new game.")
        with locked(self._fd, self.label):
            try:
                unchanged = self._unchanged()
            except OSError as exc:
                raise SessionFileError(f"Could not save the move to {self.path}: {plain_os_error(exc)}.") from None
            if not unchanged:
                raise self.moved_on()
            try:
                write_all(self._fd, line, self.size)
                os.fsync(self._fd)
            except OSError as exc:
                try:
                    os.ftruncate(self._fd, self.size)
                except OSError:
                    pass
                raise SessionFileError(f"Could not save the move to {self.path}: {plain_os_error(exc)}.") from exc
            write_seal(self.path, self.seq + 1, digest)
        self.size += len(line)
        self.last_line = line
        self.last_hash = digest
        self.seq += 1

    def replace_header(self, header: dict[str, Any]) -> None:
        """Rewrite a file that holds only its header with `header` (under the lock, refused if another page
        wrote since); this journal is done with after it: reopen the saved game to go on."""
        if self._fd is None or self.seq != 0:
            raise SessionFileError(f"{self.label} already has steps: its header can no longer change.")
        with locked(self._fd, self.label):
            if not self._unchanged():
                raise self.moved_on()
            replace_file(self.path, [header])

    def close(self) -> None:
        """Close the file."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # pragma: no cover - interpreter shutdown
            pass


class ReadOnlyJournal:
    """Stands in for a journal when the session was opened read-only: every write is refused."""

    read_only = True

    def __init__(self, path: Path, reason: str = "") -> None:
        self.path = path
        self.reason = reason

    def write(self, record: dict[str, Any]) -> None:
        """Refuse: the session is read-only."""
        raise ReadOnlySessionError(f"{self.path.stem} is open read-only{self.reason}; nothing was saved.")

    def close(self) -> None:
        """Nothing to release."""
