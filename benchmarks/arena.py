"""Benchmark: Mystling Academy's Rush and Retreat on 100-space Arenas, against a brute force, in one run.

Run: .venv/bin/python benchmarks/arena.py [--repeat N]

Two Arenas of 100 spaces: a 10 x 10 hex grid (with 10 spaces of blocking Terrain) and a corridor of 100
spaces in a line. On each, seeded random questions (where the Enemy stands, where your Mystling stands, a
Movement of 1 to 4: swept, not a game number) are answered by `companion.games.mystling.combat`'s
`rush_destinations` / `retreat_destinations` and by the brute force written here: every walk of up to
Movement steps is enumerated (never into your space or a Terrain space) and the range is relaxed over
every link until it settles. The answers must agree exactly; each method's time is printed as a ratio to
combat.py's; "ties" counts the questions where the player chooses among several spaces, "stays" those where
the Enemy does not move. Goal (issue #15): Rush/Retreat on a 100-space Arena under 1 ms, every query.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections.abc import Mapping
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.games.mystling.board import Arena, Space, adjacency, hex_arena  # noqa: E402
from companion.games.mystling.combat import retreat_destinations, rush_destinations  # noqa: E402
from benchmarks.timing import best_of, table_head  # noqa: E402

GOAL_MS = 1.0
SPACES = 100
QUERIES = 40            # per Arena and keyword
MOVEMENTS = (1, 2, 3, 4)  # swept: the Enemies' real Movement values are not public (rules/README.md)
TERRAIN = 10            # blocking Terrain spaces on the hex grid


def hex_grid() -> Arena:
    """A 10 x 10 parallelogram of hex cells."""
    return hex_arena([(q, r) for q in range(10) for r in range(10)])


def corridor() -> Arena:
    """100 spaces in a line, each touching the one before and the one after."""
    names = [f"c{i}" for i in range(SPACES)]
    return Arena(tuple(Space(n) for n in names), tuple(zip(names, names[1:])))


def questions(adj: Mapping[str, frozenset[str]], terrain: int, seed: str) -> list[tuple]:
    """Seeded (enemy_at, player_at, movement, blocked) questions, the two Mystlings off the Terrain."""
    rng = random.Random(seed)
    names = sorted(adj)
    out = []
    while len(out) < QUERIES:
        blocked = frozenset(rng.sample(names, terrain))
        enemy, player = rng.sample([n for n in names if n not in blocked], 2)
        out.append((enemy, player, rng.choice(MOVEMENTS), blocked))
    return out


# --- the brute force -----------------------------------------------------------------------

def walks(adj: Mapping[str, frozenset[str]], start: str, closed: frozenset[str], movement: int) -> dict[str, int]:
    """Every space some walk of up to `movement` steps ends on, with the fewest steps of any such walk."""
    fewest = {start: 0}

    def walk(here: str, steps: int) -> None:
        if steps == movement:
            return
        for nxt in adj[here]:
            if nxt in closed:
                continue
            fewest[nxt] = min(fewest.get(nxt, steps + 1), steps + 1)
            walk(nxt, steps + 1)

    walk(start, 0)
    return fewest


def ranges(adj: Mapping[str, frozenset[str]], origin: str) -> dict[str, int]:
    """The range from `origin` to every space, relaxed over every link until nothing changes."""
    dist = {origin: 0}
    changed = True
    while changed:
        changed = False
        for a, near in adj.items():
            if a not in dist:
                continue
            for b in near:
                if dist[a] + 1 < dist.get(b, SPACES * SPACES):
                    dist[b] = dist[a] + 1
                    changed = True
    return dist


def brute(adj: Mapping[str, frozenset[str]], q: tuple, rush: bool) -> frozenset[str]:
    """Rulebook "Enemy Keywords": the reachable spaces closest to (Rush) / farthest from (Retreat) you by
    range, of those the ones reached with the fewest moves; a Rush already within range 1 does not move."""
    enemy, player, movement, blocked = q
    reach = walks(adj, enemy, blocked | {player}, movement)
    rng = ranges(adj, player)
    if rush and rng[enemy] <= 1:
        return frozenset({enemy})
    best = (min if rush else max)(rng[s] for s in reach)
    fewest = min(reach[s] for s in reach if rng[s] == best)
    return frozenset(s for s in reach if rng[s] == best and reach[s] == fewest)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=5, help="time each question this many times, keep the best")
    args = parser.parse_args()
    print(f"{SPACES}-space Arenas, {QUERIES} seeded questions each, Movement {MOVEMENTS[0]}-{MOVEMENTS[-1]}, "
          f"best of {args.repeat}\n")
    table_head("Arena", "keyword", "queries (ties, stays)", "median per query", "slowest", "brute force (every walk)")
    met = True
    for title, arena, terrain in (("hex grid 10 x 10, 10 Terrain", hex_grid(), TERRAIN),
                                  ("corridor of 100", corridor(), 0)):
        adj = adjacency(arena)
        assert len(adj) == SPACES
        for keyword, fn, rush in (("Rush", rush_destinations, True), ("Retreat", retreat_destinations, False)):
            qs = questions(adj, terrain, seed=f"{title}:{keyword}")
            ours, ours_t = best_of(lambda q, fn=fn: fn(adj, q[0], q[1], q[2], blocked=q[3]), qs, args.repeat)
            theirs, brute_t = best_of(lambda q, rush=rush: brute(adj, q, rush), qs, 1)
            for q, a, b in zip(qs, ours, theirs):
                if a != b:
                    raise SystemExit(f"{title}, {keyword} {q[:3]}: combat.py says {sorted(a)}, "
                                     f"the brute force {sorted(b)}")
            median_ms, slowest_ms = statistics.median(ours_t) * 1000, max(ours_t) * 1000
            met &= slowest_ms < GOAL_MS
            ties = sum(len(a) > 1 for a in ours)  # the player chooses among several spaces
            stays = sum(a == {q[0]} for q, a in zip(qs, ours))
            print(f"| {title} | {keyword} | {len(qs)} ({ties}, {stays}) | {median_ms:.3f} ms | {slowest_ms:.3f} ms | "
                  f"{sum(brute_t) / sum(ours_t):.1f}x |")
    print("\nratios: the brute force's total time / combat.py's in this run; every answer agreed exactly")
    print(f"goal (every query under {GOAL_MS:g} ms on a {SPACES}-space Arena):", "met" if met else "NOT met")
    return 0


if __name__ == "__main__":
    sys.exit(main())
