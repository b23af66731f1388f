"""A table simulator for the tests: shuffles a real deck and plays whole games of legal events.

It stands in for the cardboard: it knows the hidden order of the deck, so the events it
reports are the ones a real table could report. The rules under test never see the deck.
"""

from __future__ import annotations

import random

from companion.games.mythicals import data, rules
from companion.games.mythicals.rules import (
    CollectReserve,
    CollectRevealed,
    EndTurn,
    Lock,
    Reinforce,
    Reveal,
    SetUp,
    TakeTile,
)
from companion.games.mythicals.state import (
    CHOOSE,
    COLLECT,
    LAST_COLLECT,
    LAST_TILE,
    REINFORCE,
    TILE,
    MythicalsState,
)


def deal(rng: random.Random, players: tuple[str, str] = ("Anna", "Ben")) -> tuple[SetUp, list[str]]:
    """Shuffle and deal as the rulebook's setup says; returns the setup event and the deck, top first."""
    cards = [c for c in data.CARD_KINDS for _ in range(data.COPIES)]
    rng.shuffle(cards)
    hands = []
    for _ in players:
        first = cards.pop()
        aside = []
        second = cards.pop()
        while data.card_colour(second) == data.card_colour(first):
            aside.append(second)
            second = cards.pop()
        hands.append((first, second))
        cards.extend(aside)
        rng.shuffle(cards)
    bottom = cards[: data.DAY_PILE_CARDS] + [data.DAY_CARD]
    rng.shuffle(bottom)
    deck = cards[data.DAY_PILE_CARDS :] + bottom
    return SetUp(players, tuple(hands), rng.choice(players)), deck


def choose(state: MythicalsState, deck: list[str], rng: random.Random, greedy: bool = True) -> object:
    """One legal event for the state: greedy picks the best-looking move, otherwise a random one."""
    step = state.step
    if step == COLLECT:
        colours = sorted({data.card_colour(c) for c in state.reserve})
        by_count = {c: sum(1 for r in state.reserve if data.card_colour(r) == c) for c in colours}
        if colours and (rng.random() < 0.35 or (greedy and max(by_count.values()) >= 3)):
            best = max(colours, key=lambda c: (by_count[c], rng.random())) if greedy else rng.choice(colours)
            return CollectReserve(best)
        top = tuple(deck[: data.REVEAL_SIZE])
        del deck[: data.REVEAL_SIZE]
        return Reveal(top)
    if step in (CHOOSE, LAST_COLLECT):
        colours = sorted({data.card_colour(c) for c in state.revealed})
        counts = {c: sum(1 for r in state.revealed if data.card_colour(r) == c) for c in colours}
        pick = max(colours, key=lambda c: (counts[c], rng.random())) if greedy else rng.choice(colours)
        return CollectRevealed(pick)
    if step in (TILE, LAST_TILE):
        options = rules.takeable_tiles(state, state.current)
        if options and (greedy or rng.random() < 0.7):
            best = max(options, key=lambda t: (data.TILE_BY_NAME[t].points + state.tile(t).markers, t))
            return TakeTile(best, rules.cards_for_tile(best, state.player.collection) or ())
        return EndTurn()
    if step == REINFORCE:
        board = state.board_tiles()
        room = [t for t in board if not t.locked and t.markers < data.MAX_MARKERS_ON_TILE]
        bare = [t for t in board if not t.locked and t.markers == 0]
        roll = rng.random()
        if room and state.supply and roll < 0.6:
            tile = rng.choice(room)
            most = min(data.MAX_MARKERS_ON_TILE - tile.markers, state.supply)
            return Reinforce(tile.name, rng.randint(1, most))
        if bare and roll < 0.85:
            return Lock(rng.choice(bare).name)
        return EndTurn()
    raise ValueError(f"no move in step {step}")


def play(seed: int, greedy: bool = True) -> list[object]:
    """The events of a whole game, from setup to the final score, dealt from a seeded shuffle."""
    rng = random.Random(seed)
    setup, deck = deal(rng)
    events: list[object] = [setup]
    state = rules.apply(rules.initial_state(), setup)
    while not state.over:
        event = choose(state, deck, rng, greedy)
        state = rules.apply(state, event)
        events.append(event)
    return events


GOLDEN_SEED = 7


def golden_transcript(seed: int = GOLDEN_SEED) -> dict:
    """A whole game as JSON: every event, the step names, and the final state it replays to."""
    from companion.codec import event_to_json, to_jsonable
    from companion.games.mythicals.game import MYTHICALS

    state = MYTHICALS.initial_state({})
    steps = []
    events = play(seed)
    for event in events:
        steps.append(MYTHICALS.describe(state, event))
        state = MYTHICALS.apply(state, event)
    return {
        "game": MYTHICALS.name,
        "schema_version": MYTHICALS.schema_version,
        "seed": seed,
        "events": [event_to_json(e) for e in events],
        "steps": steps,
        "final_state": to_jsonable(state),
    }


if __name__ == "__main__":
    # Rewrites the golden game; review the diff by hand before keeping it.
    import json
    from pathlib import Path

    path = Path(__file__).with_name("golden_game.json")
    path.write_text(json.dumps(golden_transcript(), indent=1) + "\n")
    print(f"wrote {path}")
