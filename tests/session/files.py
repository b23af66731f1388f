"""Helpers for tests of saved games: re-seal a hand-edited file so only its content is wrong, leave the seal as a
crash leaves it, and count the rules checks a session makes."""

from __future__ import annotations

import json
from pathlib import Path

from companion.games.tally import GAME
from companion.journal import seal_line, write_seal


def _strict(line: str) -> dict | None:
    def no_constant(name: str) -> None:
        raise ValueError(name)
    try:
        record = json.loads(line, parse_constant=no_constant)
    except ValueError:
        return None
    return record if type(record) is dict else None


def reseal_text(text: str) -> bytes:
    """The lines of `text` sealed and chained as table-companion writes them (lines that are not
    JSON objects are kept as they are): a hostile file that passes the integrity check."""
    out, prev = [], None
    for seq, line in enumerate(text.splitlines()):
        record = _strict(line)
        if record is None:
            out.append(line.encode("utf-8", "surrogateescape") + b"\n")
            continue
        sealed, prev = seal_line(record, seq, None if seq == 0 else prev)
        out.append(sealed)
    return b"".join(out)


def reseal(path: Path) -> None:
    """Re-seal a saved file in place after a test changed its lines."""
    path.write_bytes(reseal_text(path.read_text()))


def lines_of(path: Path) -> list[dict]:
    """The records of a saved file, header first, without their seal."""
    return [{k: v for k, v in json.loads(line).items() if k not in ("seq", "prev", "h")}
            for line in path.read_text().splitlines()]


def seal_as_a_crash_leaves_it(path: Path) -> None:
    """The seal beside `path` set to the file's last whole record, as a writer killed while appending the
    next one leaves it (the seal is written only after the record is on disk)."""
    lines = path.read_bytes().split(b"\n")[:-1]  # whole lines only: a torn tail was never sealed
    if lines:
        record = json.loads(lines[-1])
        write_seal(path, record["seq"], record["h"])


class CountingGame:
    """The tally game with its applies counted (opening or undoing must not replay the log)."""

    def __init__(self) -> None:
        self.applies = 0

    def __getattr__(self, name):
        return getattr(GAME, name)

    def apply(self, state, event):
        self.applies += 1
        return GAME.apply(state, event)
