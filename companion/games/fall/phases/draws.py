"""Draws the companion makes for the table when asked (rulebook: the cardboard is shuffled; here a
seeded `random.Random`, pass `session.rng`): each returns what the players would report, ready to be
put in the event that records it, so a replay is exact. They never change the state."""

from __future__ import annotations

import random

from .. import data
from ..state import Card, FallState
from companion.errors import RuleError

from .attack import next_era, source_deck
from .night import deck_left


def draw_command_card(state: FallState, rng: random.Random, deck: str = "") -> Card:
    """The next Command Card of the attack under way, from its Era deck or the attacker's personal deck
    (reshuffled if depleted); `deck` names the Champion whose deck a Seeker draws from (Chronicle)."""
    era = next_era(state)
    if era is None:
        raise ValueError("no card is due: start an attack, at most three cards")
    try:
        owner, live = source_deck(state, era, deck)
    except RuleError as exc:
        raise ValueError(str(exc)) from None
    pile = live.pile
    if not pile:
        raise ValueError(f"{owner}'s personal deck and its discards are empty" if owner
                         else f"the Era {era} deck and its discards are empty")
    return pile[rng.randrange(len(pile))]


def draw_event_card(state: FallState, rng: random.Random) -> str:
    """The next Event Card from the Event deck (the cards not revealed this cycle)."""
    cards = [c for c, n in sorted(deck_left(state).items()) for _ in range(n)]
    if not cards:
        raise ValueError("the Event deck is empty")
    return cards[rng.randrange(len(cards))]


def draw_bag_shard(state: FallState, rng: random.Random) -> int:
    """The value of the next Primal Shard drawn from the bag (a Colossus Card)."""
    shards = [v for v, n in zip(data.PRIMAL_SHARD_VALUES.value, state.bag) for _ in range(n)]
    if not shards:
        raise ValueError("the bag is empty")
    return shards[rng.randrange(len(shards))]
