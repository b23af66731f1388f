"""Benchmark: what may happen next, asked at every step of five seeded random games of each of the five games,
beside `game.apply` of the event then chosen (the reference, measured in the same run); and Mythicals'
reveal step with its reveals worked out afresh against the same step asked again (they are cached a deck).

Run: .venv/bin/python benchmarks/options.py
Goal: `options(state)` under 50 ms at every step (it runs on every click, before the repaint's 0.25 s).
"""

from __future__ import annotations

import importlib
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.timing import table_head  # noqa: E402
from companion.catalogue import GAMES  # noqa: E402

EVENTS = 400
SEEDS = range(5)
GOAL_MS = 50.0


def _timed(action: Any) -> tuple[Any, float]:
    start = time.perf_counter()
    result = action()
    return result, (time.perf_counter() - start) * 1000


def random_games(key: str) -> tuple[list[float], list[float]]:
    """Seeded random games of `key`: each step's options time (all its choices made) and apply time, ms."""
    game = importlib.import_module(f"companion.games.{key}.game").GAME
    asked, applied = [], []
    for seed in SEEDS:
        rng = random.Random(f"bench:{key}:{seed}")
        state = game.apply(game.initial_state({}), rng.choice(game.setup_choices({}, seed)))
        for _ in range(EVENTS):
            if game.is_over(state):
                break
            choices, ms = _timed(lambda: game.options(state).choices)
            asked.append(ms)
            event = rng.choice(choices).event
            state, ms = _timed(lambda: game.apply(state, event))
            applied.append(ms)
    return asked, applied


def mythicals_reveals(repeats: int = 20) -> tuple[float, float]:
    """Mythicals' first reveal step: options with the reveals worked out afresh, and asked again (ms)."""
    from companion.games.mythicals import options
    from companion.games.mythicals.game import MYTHICALS
    state = MYTHICALS.apply(MYTHICALS.initial_state({}), MYTHICALS.setup_choices({}, 1)[0])
    cold, warm = [], []
    for _ in range(repeats):
        options._reveals.cache_clear()
        cold.append(_timed(lambda: MYTHICALS.options(state).choices)[1])
        warm.append(_timed(lambda: MYTHICALS.options(state).choices)[1])
    return min(cold), min(warm)


def main() -> None:
    table_head("game", "steps", "options, median", "options, slowest", "apply, median (reference)",
               "options vs apply")
    slowest = 0.0
    for entry in GAMES:
        asked, applied = random_games(entry.key)
        slowest = max(slowest, max(asked))
        ratio = statistics.median(asked) / statistics.median(applied)
        print(f"| {entry.title} | {len(asked)} | {statistics.median(asked):.2f} ms | {max(asked):.1f} ms | "
              f"{statistics.median(applied):.3f} ms | {ratio:.1f}x |")
    cold, warm = mythicals_reveals()
    print()
    table_head("Mythicals' first reveal step", "options", "vs asked again")
    print(f"| reveals worked out afresh | {cold:.2f} ms | {cold / warm:.1f}x |")
    print(f"| asked again (reference: reveals cached) | {warm:.2f} ms | 1.0x |")
    print(f"\nGoal: every step's options under {GOAL_MS:.0f} ms: {'met' if slowest < GOAL_MS else 'NOT met'} "
          f"(slowest {slowest:.1f} ms).")


if __name__ == "__main__":
    main()
