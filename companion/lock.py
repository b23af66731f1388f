"""An exclusive, non-blocking lock on a lock file, released on close and when the process dies."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

__all__ = ["BlockingLock", "FileLock", "LockHeld"]


class LockHeld(Exception):
    """Another open file (in this process or another) holds the lock."""


class FileLock:
    """An fcntl.flock held on `path` from construction until `release()`.

    flock belongs to the open file description, so two opens in one process exclude
    each other too, and the kernel drops the lock when the process dies (even by SIGKILL).
    The lock file itself is never deleted: deleting it would let two holders lock
    two different inodes of the same name.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._fd: int | None = None
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as exc:
            os.close(fd)
            raise LockHeld(str(self.path)) from exc
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd

    @property
    def held(self) -> bool:
        """Whether this object still holds the lock."""
        return self._fd is not None

    def release(self) -> None:
        """Drop the lock (closing the descriptor releases it); safe to call twice."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)

    def __del__(self) -> None:
        self.release()


class BlockingLock:
    """A short exclusive flock for one critical section: waits for the other holder, then runs."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    def __enter__(self) -> "BlockingLock":
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd
        return self

    def __exit__(self, *exc_info: object) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)
