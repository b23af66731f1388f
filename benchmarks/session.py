"""Benchmark: replaying and loading a 1,000-event game, and saving one event with fsync.

Every row is printed beside the in-memory `game.apply` of the same events, measured in
the same run, so the ratios hold on any machine. Run: `.venv/bin/python benchmarks/session.py`.
Goals: a cold replay of 1,000 events (and a load from file) under 0.1 s; saving one event with
the hash chain within 1.2x of the unchained save of file version 1, measured alternately in one run.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

import os

from companion.games.tally import GAME, Gain, Roll, Setup, Spend
from companion.journal import encode_line, write_all
from companion.lock import BlockingLock
from companion.session import Session
from companion.storage import new_session, open_session

EVENTS = 1000
GOAL_SECONDS = 0.1
CHAIN_GOAL = 1.2  # a save with the hash chain, against the unchained save measured beside it


def legal_events(count: int, seed: int = 1) -> list[Any]:
    """A legal tally game of `count` events."""
    rng = random.Random(seed)
    state = GAME.initial_state({})
    events: list[Any] = [Setup(0)]
    state = GAME.apply(state, events[0])
    while len(events) < count:
        options = [Roll(rng.randint(1, 6))]
        if state.crystals < state.capacity:
            options.append(Gain(rng.randint(1, state.capacity - state.crystals)))
        if state.crystals:
            options.append(Spend(rng.randint(1, state.crystals)))
        event = rng.choice(options)
        state = GAME.apply(state, event)
        events.append(event)
    return events


class UnchainedJournal:
    """The write of file version 1 (before the hash chain), for the side-by-side row: a lock file, a
    size-and-inode check, one write of the unsealed line, fsync."""

    read_only = False

    def __init__(self, path: Path) -> None:
        self.path = path
        self.fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_CLOEXEC, 0o644)
        self.size = 0

    def write(self, record: dict[str, Any]) -> None:
        line = encode_line(record)
        with BlockingLock(self.path.with_name(f".{self.path.stem}.write.lock")):
            mine, named = os.fstat(self.fd), os.stat(self.path)
            if mine.st_size != self.size or named.st_ino != mine.st_ino:
                raise RuntimeError("changed")
            os.lseek(self.fd, self.size, os.SEEK_SET)
            write_all(self.fd, line)
            os.fsync(self.fd)
        self.size += len(line)

    def close(self) -> None:
        os.close(self.fd)


def best_of(repeats: int, action: Callable[[], Any]) -> float:
    """The fastest of `repeats` timings of `action`, in seconds (the least disturbed run)."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> int:
    events = legal_events(EVENTS)

    def reference() -> None:
        state = GAME.initial_state({})
        for event in events:
            state = GAME.apply(state, event)

    def in_memory_session() -> Session:
        session = Session(GAME, seed=1)
        for event in events:
            session.apply(event)
        return session

    played = in_memory_session()
    with tempfile.TemporaryDirectory(prefix="tc-bench-", dir=Path.cwd()) as folder:
        with new_session(GAME, "bench", folder=folder, seed=1) as saved:
            for event in events:
                saved.apply(event)
        ref = best_of(20, reference)
        rows = [("game.apply x1000 in memory (reference)", ref, EVENTS)]
        rows.append(("Session.replay(): cold, no snapshots", best_of(20, played.replay), EVENTS))
        rows.append(("Session.apply x1000 in memory (checks, names)", best_of(5, in_memory_session), EVENTS))
        rows.append(("open_session: read, parse, decode, replay", best_of(5, lambda: open_session(
            "bench", [GAME], folder, read_only=True)), EVENTS))
        rows.append(("state_at(999) with snapshots", best_of(50, lambda: played.state_at(EVENTS - 1)), 1))
        # Side by side, alternating event by event so both meet the same disk: the chained append
        # (seal + hash + lock + check of the last line + write + fsync) and the unchained one.
        save_events = events[1:301]
        chained_time = unchained_time = 0.0
        with new_session(GAME, "fsync", folder=folder, seed=1) as durable:
            unchained = Session(GAME, seed=1)
            unchained.journal = UnchainedJournal(Path(folder) / "unchained.jsonl")
            durable.apply(events[0])
            unchained.apply(events[0])
            for event in save_events:
                start = time.perf_counter()
                durable.apply(event)
                middle = time.perf_counter()
                unchained.apply(event)
                unchained_time += time.perf_counter() - middle
                chained_time += middle - start
            unchained.close()
        rows.append(("save one event, unchained (file version 1)", unchained_time, len(save_events)))
        rows.append(("save one event: apply + seal + write + fsync", chained_time, len(save_events)))
        undo_session = in_memory_session()
        rows.append(("undo at step 1000 (in memory)", best_of(1, undo_session.undo), 1))

    per_ref = ref / EVENTS
    print(f"{'measure':48} {'total ms':>10} {'per event µs':>13} {'x game.apply':>13}")
    for label, seconds, count in rows:
        per = seconds / count
        print(f"{label:48} {seconds * 1e3:10.2f} {per * 1e6:13.1f} {per / per_ref:13.1f}")
    replay, load = rows[1][1], rows[3][1]
    ok = replay < GOAL_SECONDS and load < GOAL_SECONDS
    print(f"goal: replay and load of {EVENTS} events under {GOAL_SECONDS * 1e3:.0f} ms: "
          f"{'met' if ok else 'NOT met'} (replay {replay * 1e3:.1f} ms, load {load * 1e3:.1f} ms)")
    ratio = chained_time / unchained_time
    chain_ok = ratio <= CHAIN_GOAL
    print(f"goal: a chained save within {CHAIN_GOAL}x of the unchained one: {'met' if chain_ok else 'NOT met'} "
          f"({ratio:.2f}x: {chained_time / len(save_events) * 1e6:.0f} µs vs "
          f"{unchained_time / len(save_events) * 1e6:.0f} µs)")
    return 0 if ok and chain_ok else 1


if __name__ == "__main__":
    sys.exit(main())
