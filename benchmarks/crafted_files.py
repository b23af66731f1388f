"""Benchmark (issue #24, item 5): opening a crafted saved game of the largest size the caps allow.

Each file is about 20 MB, the most a saved game may be. Its open time is printed beside the time to
read and parse the same bytes as JSON lines (the least any reader must do), measured in the same run.
Goal: every file opens or is refused within 2 s on this machine, and the count of applies is at most
the count of event records. Run: `.venv/bin/python benchmarks/crafted_files.py`.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.timing import table_head  # noqa: E402
from companion.games.mythicals.game import MYTHICALS  # noqa: E402
from companion.games.tally import GAME, Roll, Setup  # noqa: E402
from companion.journal import MAX_FILE_BYTES, seal_lines  # noqa: E402
from companion.records import header_of  # noqa: E402
from companion.session import MAX_EVENTS, Session, SessionError  # noqa: E402
from companion.storage import open_session, session_path  # noqa: E402

GOAL_SECONDS = 2.0
AT = "2026-01-01T00:00:00+00:00"


def fill(records: list[dict], extra, limit: int = MAX_FILE_BYTES - 200_000) -> list[dict]:
    """`records` with `extra(i)` appended until the sealed file is about `limit` bytes."""
    size = len(seal_lines(records)[0])
    i = 0
    while size < limit:
        record = extra(i)
        records.append(record)
        size += len(json.dumps(record, separators=(",", ":"))) + 70  # seq, prev and h
        i += 1
    return records


def tally_event(n: int) -> dict:
    """The record of the n-th event (from 1) of a tally game: its Setup, then die rolls."""
    event = Setup(0) if n == 1 else Roll(1 + n % 6)
    return {"op": "event", "event": {"type": type(event).__name__, **event.__dict__}, "n": n, "step": "x", "at": AT}


def tally_events(count: int) -> list[dict]:
    return [tally_event(n) for n in range(1, count + 1)]


def files() -> dict[str, list[dict]]:
    header = header_of(Session(GAME, seed=3, players=["Ann"], name="crafted"))
    events = 400

    def pair(i: int) -> dict:
        return ({"op": "undo", "count": events, "n": 0, "step": "", "at": AT} if i % 2 == 0 else
                {"op": "redo", "count": events, "n": events, "step": "x", "at": AT})

    def table(i: int) -> dict:
        return {"op": "table", "others": "play" if i % 2 else "look", "n": MAX_EVENTS, "step": "x", "at": AT}

    def step_back(i: int) -> dict:
        return ({"op": "undo", "count": 1, "n": MAX_EVENTS - 1, "step": "x", "at": AT} if i % 2 == 0 else
                {"op": "redo", "count": 1, "n": MAX_EVENTS, "step": "x", "at": AT})

    return {
        "400 events, then undo all / redo all pairs": fill([header, *tally_events(events)], pair),
        f"{MAX_EVENTS:,} events, then table records": fill([header, *tally_events(MAX_EVENTS)], table),
        f"{MAX_EVENTS:,} events, then undo 1 / redo 1 pairs": fill([header, *tally_events(MAX_EVENTS)], step_back),
        "events past the most a game may hold": fill([header], lambda i: tally_event(i + 1)),
    }


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="tc-bench-crafted-"))
    table_head("file (about 20 MB)", "opened", "open s", "parse only s", "ratio", "goal")
    worst = 0.0
    for label, records in files().items():
        raw = seal_lines(records)[0]
        raw = raw[:raw.rfind(b"\n", 0, MAX_FILE_BYTES) + 1]  # whole lines, within the cap
        path = session_path("crafted", folder)
        path.write_bytes(raw)
        t = time.perf_counter()
        try:
            open_session("crafted", [GAME, MYTHICALS], folder, read_only=True)
            outcome = "opened"
        except SessionError as exc:
            outcome = "refused: " + str(exc)[:60]
        took = time.perf_counter() - t
        t = time.perf_counter()
        [json.loads(line) for line in path.read_bytes().split(b"\n") if line]
        parse = time.perf_counter() - t
        worst = max(worst, took)
        print(f"| {label} ({len(raw) / 1e6:.1f} MB) | {outcome} | {took:.2f} | {parse:.2f} | {took / parse:.1f}x | "
              f"{'met' if took <= GOAL_SECONDS else 'NOT MET'} |")
        os.unlink(path)
    print(f"\nworst: {worst:.2f} s (goal: within {GOAL_SECONDS:.0f} s)")


if __name__ == "__main__":
    main()
