"""Benchmark: The Fall's attack odds with one, two and three cards, against icepool and brute force, in one run.

Run: .venv/bin/python benchmarks/fall_odds.py [--repeat N]

One query is what the dashboard asks when a region or a Monster is clicked: the chances of defeating it
(and of the Eradication Bonus) with one, two and three Command Cards, all three at once. Two families:

* the rulebook's full Era decks (data.py, rules/README.md "Mysthea Command Cards"), need 1 to 15, through
  `attack_odds` (the Forest attack of the rulebook needs 5);
* the table's own questions, `table_odds(state, kind, target)`: every attack offered (and every attack
  under way, its revealed cards counted) along seeded random games played through `FALL.options` alone,
  the cards already out of each Era deck counted, Anuth's bonus and The Lone Survivor's order included.

Every answer is checked against icepool (sums of one die per Era deck) and a brute force over every deal
of one card from each deck (also for the reveal-while-short policy); each method's time is printed as a
ratio to companion's. Goal (issue #13): one query for all three cards under 1 ms, every query.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from fractions import Fraction
from itertools import product
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import icepool  # noqa: E402

from companion.games.fall.data import era_deck_counts, fall_monster  # noqa: E402
from companion.games.fall.game import FALL  # noqa: E402
from companion.games.fall.odds import attack_odds, enemies_cost, table_odds  # noqa: E402
from companion.session import Session  # noqa: E402
from benchmarks.timing import best_of, table_head  # noqa: E402

GOAL_MS = 1.0
FULL_DECKS = [era_deck_counts(e) for e in ("I", "II", "III")]
NEEDS = list(range(1, 16))
TABLE_QUERIES = 60        # at least this many table questions, from as many seeded games as it takes
EVENTS_PER_GAME = 4000    # tests/test_random_playthrough.py: every Fall game ends well within this


# --- the questions -------------------------------------------------------------------------

def table_questions() -> list[tuple[Any, str, str]]:
    """(state, kind, target) for every attack offered, or under way, along seeded random games."""
    found: list[tuple[Any, str, str]] = []
    seed = 0
    while len(found) < TABLE_QUERIES:
        rng = random.Random(f"fall-odds:{seed}")
        session = Session(FALL, seed=seed)
        session.apply(rng.choice(FALL.setup_choices({}, seed)))
        for _ in range(EVENTS_PER_GAME):
            state = session.state
            if FALL.is_over(state):
                break
            options = FALL.options(state)
            found += [(state, "enemies", r) for r in options.offers.get("attack_regions", ())]
            found += [(state, "monster", c) for c in options.offers.get("attack_monsters", ())]
            if state.attack is not None and len(state.attack.cards) < 3:
                found.append((state, state.attack.kind, state.attack.target))
            session.apply(rng.choice(options.choices).event)
        seed += 1
    return found


def table_setting(q: tuple[Any, str, str]) -> tuple[list[dict[int, int]], int, int]:
    """The decks still to reveal from (in order), the need and the flat bonus, read from the state.

    Written here again from the rulebook, as the reference: one card per Era deck, I then II then III
    (The Lone Survivor: III, II, I); a depleted deck is its discards reshuffled; Anuth +2, her Relic +2
    more ("Characters"); the cards an attack under way revealed already count.
    """
    state, kind, target = q
    player = state.player
    order = ("III", "II", "I") if player.character == "The Lone Survivor" else ("I", "II", "III")
    bonus = (2 if player.character == "Anuth" else 0) + (2 if state.anuth_relic else 0)
    if kind == "enemies":
        e = state.enemies(target)
        need = enemies_cost(e.golems, e.troops, e.parasites)
    else:
        need = fall_monster(state.monster_on(target).name).fall_strength
    revealed = ()
    if state.attack is not None and (state.attack.kind, state.attack.target) == (kind, target):
        revealed = state.attack.cards
    bonus += sum(c.value for c in revealed)
    decks = []
    for era in order[len(revealed):]:
        deck = state.deck(era)
        counts: dict[int, int] = {}
        for card in deck.pile or deck.discards:
            counts[card.value] = counts.get(card.value, 0) + 1
        decks.append(counts)
    return decks, max(need, 1), bonus


# --- three ways to answer ------------------------------------------------------------------

def answer(odds: Any) -> tuple:
    """reach[k] and exceed[k] for every k, and the reveal-while-short policy's success."""
    return tuple(odds.reach.values()) + tuple(odds.exceed.values()) + (odds.policy_success,)


def by_icepool(decks: list[dict[int, int]], need: int, bonus: int) -> tuple:
    """reach and exceed as sums of one icepool die per deck (the policy is checked by the brute force)."""
    total, reach, exceed = icepool.Die([bonus]), [], []
    for deck in decks:
        total = total + icepool.Die(deck)
        reach.append(total.probability(">=", need))
        exceed.append(total.probability(">", need))
    return tuple(reach) + tuple(exceed)


def by_brute_force(decks: list[dict[int, int]], need: int, bonus: int) -> tuple:
    """Every deal of one card from each deck, counted; the policy revealed card by card on each deal."""
    cards = [[v for v, n in d.items() for _ in range(n)] for d in decks]
    best_rest = [sum(max(d) for d in decks[i:]) for i in range(len(decks) + 1)]
    deals = list(product(*cards))
    reach = [Fraction(sum(bonus + sum(d[:k]) >= need for d in deals), len(deals)) for k in range(1, len(decks) + 1)]
    exceed = [Fraction(sum(bonus + sum(d[:k]) > need for d in deals), len(deals)) for k in range(1, len(decks) + 1)]
    wins = 0
    for deal in deals:
        total = bonus
        for i, value in enumerate(deal):
            if total >= need or total + best_rest[i] < need:
                break
            total += value
        wins += total >= need
    return tuple(reach) + tuple(exceed) + (Fraction(wins, len(deals)),)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=5, help="time each query this many times, keep the best")
    args = parser.parse_args()
    table = table_questions()
    families = [
        ("full Era decks (rulebook), need 1-15", NEEDS,
         lambda need: answer(attack_odds(FULL_DECKS, need)), lambda need: (FULL_DECKS, need, 0)),
        ("at the table: table_odds, seen cards out", table,
         lambda q: answer(table_odds(*q)), table_setting),
    ]
    print(f"one query = reach and Eradication Bonus with 1, 2 and 3 cards (and the policy); best of {args.repeat}")
    print(f"table questions: {len(table)}, {sum(q[0].attack is not None for q in table)} with an attack under way, "
          f"{sum(q[1] == 'monster' for q in table)} on a Monster\n")
    table_head("family", "queries", "median per query", "slowest", "icepool", "brute force")
    met = True
    for title, queries, ours, setting in families:
        ours_answers, ours_t = best_of(ours, queries, args.repeat)
        settings = [setting(q) for q in queries]
        ice_answers, ice_t = best_of(lambda s: by_icepool(*s), settings, max(1, args.repeat // 2))
        brute_answers, brute_t = best_of(lambda s: by_brute_force(*s), settings, 1)
        for q, a, ice, brute in zip(queries, ours_answers, ice_answers, brute_answers):
            n = len(ice) // 2
            if tuple(map(Fraction, ice)) != a[:2 * n] or brute != a:
                raise SystemExit(f"{title}: the methods disagree on {q!r}:\ncompanion {a}\nicepool {ice}\n"
                                 f"brute force {brute}")
        median_ms, slowest_ms = statistics.median(ours_t) * 1000, max(ours_t) * 1000
        met &= slowest_ms < GOAL_MS
        print(f"| {title} | {len(queries)} | {median_ms:.3f} ms | {slowest_ms:.3f} ms | "
              f"{sum(ice_t) / sum(ours_t):.1f}x | {sum(brute_t) / sum(ours_t):.0f}x |")
    print("\nratios: the method's total time / companion's in this run (the table's reference methods get the "
          "decks already read from the state); every answer agreed exactly")
    print(f"goal (every query for all three cards under {GOAL_MS:g} ms):", "met" if met else "NOT met")
    return 0


if __name__ == "__main__":
    sys.exit(main())
