"""The benchmarks' timing and table helpers, written once (imported by the scripts beside it; run alone, it
only says so, since `make bench` runs every benchmarks/*.py)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any


def best_of(fn: Callable[[Any], Any], queries: Iterable[Any], repeat: int = 1) -> tuple[list, list[float]]:
    """The answers of `fn` to each query and each query's best-of-`repeat` time in seconds."""
    answers, times = [], []
    for q in queries:
        best = float("inf")
        for _ in range(repeat):
            t = time.perf_counter()
            a = fn(q)
            best = min(best, time.perf_counter() - t)
        answers.append(a)
        times.append(best)
    return answers, times


def table_head(*columns: str) -> None:
    """Print the head of a Markdown table with these columns."""
    print("| " + " | ".join(columns) + " |")
    print("|" + "---|" * len(columns))


if __name__ == "__main__":
    print("benchmarks/timing.py: helpers for the other benchmarks, nothing to measure here")
