"""Benchmark: replaying and loading a 1,000-event game, and saving one event with fsync.

Every row is printed beside the in-memory `game.apply` of the same events, measured in
the same run, so the ratios hold on any machine. Run: `.venv/bin/python benchmarks/session.py`.
Goal: a cold replay of 1,000 events (and a load from file) under 0.1 s.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from companion.games.tally import GAME, Gain, Roll, Setup, Spend
from companion.session import Session
from companion.storage import new_session, open_session

EVENTS = 1000
GOAL_SECONDS = 0.1


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
        with new_session(GAME, "fsync", folder=folder, seed=1) as durable:
            durable.apply(events[0])
            save_events = events[1:101]
            start = time.perf_counter()
            for event in save_events:
                durable.apply(event)
            rows.append(("save one event: apply + write + fsync (disk)", time.perf_counter() - start,
                         len(save_events)))
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
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
