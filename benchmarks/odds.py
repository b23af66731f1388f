"""Benchmark: companion.odds against icepool, brute force and sympy.stats, measured in one run.

Run: .venv/bin/python benchmarks/odds.py
Every family answers the same questions four ways, checks that the answers agree
exactly, and prints each method's time as a ratio to companion.odds (so 20.0x means
twenty times slower than this module). Goals: icepool >= 1.0x, sympy.stats >= 100x,
the median single query under 5 ms, `import companion.odds` under 50 ms.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
from fractions import Fraction
from itertools import combinations, product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import icepool  # noqa: E402

from companion.games.fall.odds import attack_odds  # noqa: E402
from companion.games.mythicals.odds import p_day_next_reveal, p_within, reveals_until_day  # noqa: E402
from companion.games.other_side.odds import fight_odds  # noqa: E402
from companion.odds import Deck, Die, Face  # noqa: E402
from benchmarks.timing import best_of  # noqa: E402

# --- the questions -------------------------------------------------------------------

# README "Command Points" table, with some cards already out of each deck (card counting).
ERA_I = Deck({1: 8, 2: 4, 3: 8}).without([3, 3, 1])
ERA_II = Deck({1: 4, 2: 4, 3: 8, 4: 4}).without([4, 3])
ERA_III = Deck({1: 4, 2: 4, 3: 4, 4: 4, 5: 4}).without([5, 5, 2])
FALL_DECKS = [ERA_I.counts, ERA_II.counts, ERA_III.counts]
FALL_NEEDS = list(range(1, 16))

# EXAMPLE dice: From the Other Side's real faces are not public; these are made up.
EXAMPLE_HERO_FACES = [0, 1, 2, 3, 4, 5]
EXAMPLE_CREATURE_FACES = [Face(0), Face(1), Face(1), Face(2), Face(2, True), Face(3, True)]
FIGHT_CREATURE = 8                      # EXAMPLE Creature fixed value
FIGHT_HEROES = list(range(0, 13))       # the Heroes' fixed value, swept

# Mythicals: 45 cards at the first reveal (48 - 4 dealt + the Day card), 3 per reveal.
MYTH_SIZES = list(range(45, 0, -3))
MYTH_QUERIES = [(size, copies, n) for size in MYTH_SIZES for copies in (1, 2) for n in (3, 6)
                if copies < size and n <= size]


# --- companion.odds ------------------------------------------------------------------

def ours_fall(need: int) -> tuple:
    o = attack_odds(FALL_DECKS, need)
    return tuple(o.reach[k] for k in (1, 2, 3)) + tuple(o.exceed[k] for k in (1, 2, 3))


def ours_fight(heroes: int) -> tuple:
    o = fight_odds(heroes, FIGHT_CREATURE, hero_die=Die(EXAMPLE_HERO_FACES),
                   creature_die=Die(EXAMPLE_CREATURE_FACES))
    return (o.p_win, o.wounds.mean())


def ours_day(size: int) -> tuple:
    return (p_day_next_reveal(size), reveals_until_day(size).mean())


def ours_within(q: tuple) -> Fraction:
    size, copies, n = q
    return p_within(copies, size, n)


# --- icepool -------------------------------------------------------------------------

def icepool_fall(need: int) -> tuple:
    total = None
    reach, exceed = [], []
    for deck in FALL_DECKS:
        die = icepool.Die(deck)
        total = die if total is None else total + die
        reach.append(total.probability(">=", need))
        exceed.append(total.probability(">", need))
    return tuple(reach) + tuple(exceed)


def icepool_fight(heroes: int) -> tuple:
    hero = icepool.Die(EXAMPLE_HERO_FACES)
    creature = icepool.Die(EXAMPLE_CREATURE_FACES)
    p_win = (hero + heroes - creature.map(lambda f: f.value) - FIGHT_CREATURE).probability(">=", 0)
    wounds = icepool.map(lambda h, c: int(heroes + h < FIGHT_CREATURE + c.value) + int(c.wound),
                         hero, creature)
    return (p_win, wounds.mean())


def _window(size: int) -> list[int]:
    return list(range(max(1, size - 8), size + 1))


def icepool_day(size: int) -> tuple:
    position = icepool.Die(_window(size))
    reveal = position.map(lambda p: (p + 2) // 3)
    return (reveal.probability(1), reveal.mean())


def icepool_within(q: tuple) -> Fraction:
    size, copies, n = q
    total = Fraction(0)
    window = _window(size)
    for p in window:
        last = min(n, (p + 2) // 3 * 3, size)
        seen = last - (p <= last)
        if seen == 0:
            continue
        hits = icepool.Deck({1: copies, 0: size - 1 - copies}).deal(seen).sum()
        total += hits.probability(">=", 1) / len(window)
    return total


# --- brute force ---------------------------------------------------------------------

def _cards(counts: dict) -> list[int]:
    return [v for v, n in counts.items() for _ in range(n)]


def brute_fall(need: int) -> tuple:
    deals = list(product(*(_cards(d) for d in FALL_DECKS)))
    reach = tuple(Fraction(sum(1 for d in deals if sum(d[:k]) >= need), len(deals)) for k in (1, 2, 3))
    exceed = tuple(Fraction(sum(1 for d in deals if sum(d[:k]) > need), len(deals)) for k in (1, 2, 3))
    return reach + exceed


def brute_fight(heroes: int) -> tuple:
    rolls = list(product(EXAMPLE_HERO_FACES, EXAMPLE_CREATURE_FACES))
    win = Fraction(sum(1 for h, c in rolls if heroes + h >= FIGHT_CREATURE + c.value), len(rolls))
    wounds = Fraction(sum(int(heroes + h < FIGHT_CREATURE + c.value) + int(c.wound) for h, c in rolls),
                      len(rolls))
    return (win, wounds)


def brute_day(size: int) -> tuple:
    window = _window(size)
    reveals = [(p + 2) // 3 for p in window]
    return (Fraction(reveals.count(1), len(window)), Fraction(sum(reveals), len(window)))


def brute_within(q: tuple) -> Fraction:
    size, copies, n = q
    hits = total = 0
    for day in _window(size):
        last = min(n, (day + 2) // 3 * 3, size)
        others = [p for p in range(1, size + 1) if p != day]
        for wanted in combinations(others, copies):
            total += 1
            hits += any(p <= last for p in wanted)
    return Fraction(hits, total)


# --- sympy.stats ---------------------------------------------------------------------

def sympy_fall(need: int) -> tuple:
    import sympy
    from sympy import stats

    rvs = [stats.FiniteRV(f"E{i}", {v: sympy.Rational(c, sum(d.values())) for v, c in d.items()})
           for i, d in enumerate(FALL_DECKS)]
    reach, exceed = [], []
    for k in (1, 2, 3):
        s = sum(rvs[:k])
        reach.append(Fraction(str(stats.P(s >= need))))
        exceed.append(Fraction(str(stats.P(s > need))))
    return tuple(reach) + tuple(exceed)


def sympy_fight(heroes: int) -> tuple:
    import sympy
    from sympy import stats

    hero = stats.FiniteRV("H", {v: sympy.Rational(EXAMPLE_HERO_FACES.count(v), 6) for v in set(EXAMPLE_HERO_FACES)})
    values = [f.value for f in EXAMPLE_CREATURE_FACES]
    creature = stats.FiniteRV("C", {v: sympy.Rational(values.count(v), 6) for v in set(values)})
    p_win = stats.P(heroes + hero >= FIGHT_CREATURE + creature)
    # Wound symbols sit on the faces valued 2 (one of two) and 3 (the only one): 2/6.
    wounds = (1 - p_win) + sympy.Rational(sum(f.wound for f in EXAMPLE_CREATURE_FACES), 6)
    return (Fraction(str(p_win)), Fraction(str(wounds)))


def sympy_day(size: int) -> tuple:
    import sympy
    from sympy import stats

    window = _window(size)
    pos = stats.DiscreteUniform("D", window)
    reveal = sympy.floor((pos + 2) / 3)
    return (Fraction(str(stats.P(sympy.Lt(pos, 4)))), Fraction(str(stats.E(reveal))))


def sympy_within(q: tuple) -> Fraction:
    import sympy
    from sympy import stats

    size, copies, n = q
    window = _window(size)
    total = sympy.Integer(0)
    for p in window:
        last = min(n, (p + 2) // 3 * 3, size)
        seen = last - (p <= last)
        if seen == 0:
            continue
        h = stats.Hypergeometric("X", size - 1, copies, seen)
        total += stats.P(sympy.Ge(h, 1)) / len(window)
    return Fraction(str(total))


# --- timing -------------------------------------------------------------------------

def import_time_ms(runs: int = 7) -> float:
    code = ("import time; t = time.perf_counter(); import companion.odds; "
            "print((time.perf_counter() - t) * 1000)")
    times = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                  check=True, cwd=Path(__file__).resolve().parent.parent).stdout)
             for _ in range(runs)]
    return statistics.median(times)


def main() -> None:
    import sympy  # noqa: F401  (paid once here, not inside the timed sympy queries)

    families = [
        ("Fall attack, need 1-15, cards removed", FALL_NEEDS,
         ours_fall, icepool_fall, brute_fall, sympy_fall),
        ("Other Side fight, Heroes 0-12 (EXAMPLE dice)", FIGHT_HEROES,
         ours_fight, icepool_fight, brute_fight, sympy_fight),
        ("Mythicals Day card, 45..3 cards", MYTH_SIZES,
         ours_day, icepool_day, brute_day, sympy_day),
        ("Mythicals draw odds (copies, n)", MYTH_QUERIES,
         ours_within, icepool_within, brute_within, sympy_within),
    ]
    print(f"{'family':46} {'queries':>7} {'ours total ms':>13} {'median ms':>9} "
          f"{'icepool':>8} {'brute':>8} {'sympy':>9}")
    goals_met = True
    for title, queries, ours, ice, brute, sym in families:
        ours_answers, ours_times = best_of(ours, queries, repeat=5)
        ice_answers, ice_times = best_of(ice, queries, repeat=3)
        brute_answers, brute_times = best_of(brute, queries)
        sym_answers, sym_times = best_of(sym, queries)
        for name, answers in (("icepool", ice_answers), ("brute force", brute_answers),
                              ("sympy.stats", sym_answers)):
            if [tuple(map(Fraction, a)) if isinstance(a, tuple) else Fraction(a) for a in answers] != \
                    [tuple(map(Fraction, a)) if isinstance(a, tuple) else a for a in ours_answers]:
                raise SystemExit(f"{title}: {name} disagrees with companion.odds")
        total = sum(ours_times)
        ratio = lambda ts: sum(ts) / total  # noqa: E731
        median_ms = statistics.median(ours_times) * 1000
        print(f"{title:46} {len(queries):>7} {total * 1000:>13.2f} {median_ms:>9.3f} "
              f"{ratio(ice_times):>7.1f}x {ratio(brute_times):>7.1f}x {ratio(sym_times):>8.0f}x")
        goals_met &= ratio(ice_times) >= 1.0 and ratio(sym_times) >= 100 and median_ms < 5
    imp = import_time_ms()
    print(f"import companion.odds: {imp:.1f} ms (median of 7 fresh interpreters)")
    goals_met &= imp < 50
    print("ratios: time of the method / time of companion.odds in this run; all answers agreed exactly")
    print("goals (icepool >= 1.0x, sympy >= 100x, median < 5 ms, import < 50 ms):",
          "met" if goals_met else "NOT all met")


if __name__ == "__main__":
    main()
