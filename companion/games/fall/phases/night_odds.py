"""The Night phase: what the next Event Card will set off, from the cards still in the Event deck.

Rulebook "Night Phase": each Night reveals one Event Card. A Region Card is an assault
when it is the first of its type on the Event Board and an invasion when it is the
second; the Storm Card brings a Monster; a Colossus Card makes the Colossus attack and
walk. When the first card of the fifth and last Region type is revealed, it is resolved
and every revealed Event Card goes back into the deck (the Night cycle ends).

So within a cycle the cards out of the deck are exactly the cards revealed in it, and a
Region type "has shown a card" exactly when fewer of its cards remain than the full
deck holds. The functions take the cards left and work that out from the full deck
(by default the one of Getting Ready step 12), so the two can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Iterable, Mapping

from companion.games.fall.data import COLOSSUS, EVENT_DECK, REGION_TYPES, STORM
from companion.odds import Dist
from companion.validate import count

FIRST = "first region card"  # an assault on the inner Region of that type
SECOND = "second region card"  # an invasion from the Islands with that type
STORM_EVENT = "storm"
COLOSSUS_EVENT = "colossus"


@dataclass(frozen=True, order=True)
class NightEvent:
    """What a revealed Event Card sets off: kind (FIRST, SECOND, STORM_EVENT, COLOSSUS_EVENT) and Region type."""

    kind: str
    region: str = ""
    ends_cycle: bool = False  # the first card of the fifth Region type: everything is reshuffled

    def __str__(self) -> str:
        if self.kind == FIRST:
            tail = ", the last new type: the Event deck is reshuffled" if self.ends_cycle else ""
            return f"first {self.region} card (assault){tail}"
        if self.kind == SECOND:
            return f"second {self.region} card (invasion)"
        return "the Storm" if self.kind == STORM_EVENT else "a Colossus Card"


def _check_deck(deck: Mapping[str, int], name: str) -> dict[str, int]:
    if not isinstance(deck, Mapping):
        raise ValueError(f"{name}: expected a mapping Event Card -> count, got {deck!r}")
    known = set(REGION_TYPES) | {COLOSSUS, STORM}
    clean = {}
    for card, n in deck.items():
        if card not in known:
            raise ValueError(f"{name}: {card!r} is not an Event Card (a Region type, {COLOSSUS!r} or {STORM!r})")
        clean[card] = count(n, f"{name}: the count of {card!r}")
    return clean


def region_types_shown(deck_left: Mapping[str, int], *, full_deck: Mapping[str, int] = EVENT_DECK) -> frozenset[str]:
    """The Region types with a card on the Event Board this Night cycle, read off the cards left."""
    left = _check_deck(deck_left, "deck_left")
    full = _check_deck(full_deck, "full_deck")
    for card, n in left.items():
        if n > full.get(card, 0):
            raise ValueError(f"deck_left: {n} x {card!r} left, but the full deck holds {full.get(card, 0)}")
    shown = frozenset(t for t in REGION_TYPES if left.get(t, 0) < full.get(t, 0))
    if shown and len(shown) == len([t for t in REGION_TYPES if full.get(t, 0)]):
        # Night Phase: the first card of the last type triggers the reshuffle, so this cannot be.
        raise ValueError(f"deck_left: every Region type has shown a card, the deck should have been reshuffled: {deck_left!r}")
    return shown


def night_deck_left(revealed: Iterable[str], *, full_deck: Mapping[str, int] = EVENT_DECK) -> dict[str, int]:
    """The Event deck {card: count} after the cards revealed since the last reshuffle (setup reveals included)."""
    if isinstance(revealed, (str, bytes)):
        raise ValueError(f"revealed: expected a list of Event Cards, got {revealed!r}")
    left = _check_deck(full_deck, "full_deck")
    for card in revealed:
        if card not in left:
            raise ValueError(f"revealed: {card!r} is not an Event Card of the deck")
        if left[card] == 0:
            raise ValueError(f"revealed: more {card!r} cards revealed than the deck holds")
        left[card] -= 1
    region_types_shown(left, full_deck=full_deck)  # refuses a cycle that should have ended
    return left


def next_night_event(deck_left: Mapping[str, int], *, full_deck: Mapping[str, int] = EVENT_DECK) -> Dist:
    """Distribution of the NightEvent the next Event Card sets off, given the cards left in the Event deck."""
    shown = region_types_shown(deck_left, full_deck=full_deck)
    types_in_game = {t for t in REGION_TYPES if full_deck.get(t, 0)}
    counts: dict[NightEvent, int] = {}
    for card, n in deck_left.items():
        if not n:
            continue
        if card == STORM:
            event = NightEvent(STORM_EVENT)
        elif card == COLOSSUS:
            event = NightEvent(COLOSSUS_EVENT)
        elif card in shown:
            event = NightEvent(SECOND, card)
        else:
            event = NightEvent(FIRST, card, ends_cycle=(shown | {card}) == types_in_game)
        counts[event] = counts.get(event, 0) + n
    if not counts:
        raise ValueError(f"deck_left: the Event deck is empty: {dict(deck_left)!r}")
    return Dist.from_counts(counts)


def next_night_kind(deck_left: Mapping[str, int], *, full_deck: Mapping[str, int] = EVENT_DECK) -> Dist:
    """The next event's kind only (FIRST, SECOND, STORM_EVENT or COLOSSUS_EVENT), Region types merged."""
    return next_night_event(deck_left, full_deck=full_deck).map(lambda event: event.kind)


def p_night_cycle_ends(deck_left: Mapping[str, int], *, full_deck: Mapping[str, int] = EVENT_DECK) -> Fraction:
    """P(the next card is the first of the last unshown Region type, so the Event deck is reshuffled)."""
    return next_night_event(deck_left, full_deck=full_deck).p(lambda event: event.ends_cycle)


def _is_colossus(event: NightEvent) -> bool:
    return event.kind == COLOSSUS_EVENT


def night_events_within(
    deck_left: Mapping[str, int],
    nights: int,
    counted: Callable[[NightEvent], bool] = _is_colossus,
    *,
    full_deck: Mapping[str, int] = EVENT_DECK,
) -> Dist:
    """How many of the next `nights` Night events satisfy `counted` (default: Colossus Cards), reshuffles included."""
    count(nights, "nights")
    region_types_shown(deck_left, full_deck=full_deck)  # validates both decks
    cards = tuple(sorted(set(full_deck) | set(deck_left)))
    full_state = tuple(full_deck.get(c, 0) for c in cards)
    # Walk the distinct deck states, not the card orderings: state -> {hits: weight}.
    frontier: dict[tuple[tuple[int, ...], int], Fraction] = {
        (tuple(deck_left.get(c, 0) for c in cards), 0): Fraction(1)
    }
    for _ in range(nights):
        step: dict[tuple[tuple[int, ...], int], Fraction] = {}
        for (state, hits), weight in frontier.items():
            left = dict(zip(cards, state))
            for event, p in next_night_event(left, full_deck=full_deck).items():
                card = event.region or (STORM if event.kind == STORM_EVENT else COLOSSUS)
                if event.ends_cycle:
                    after = full_state  # Night Phase: every revealed card goes back into the deck
                else:
                    after = tuple(n - 1 if c == card else n for c, n in zip(cards, state))
                key = (after, hits + bool(counted(event)))
                step[key] = step.get(key, Fraction(0)) + weight * p
        frontier = step
    totals: dict[int, Fraction] = {}
    for (_, hits), weight in frontier.items():
        totals[hits] = totals.get(hits, Fraction(0)) + weight
    return Dist(totals)


def p_colossus_within(deck_left: Mapping[str, int], nights: int, *, full_deck: Mapping[str, int] = EVENT_DECK) -> Fraction:
    """P(at least one Colossus Card is revealed in the next `nights` Nights)."""
    return 1 - night_events_within(deck_left, nights, full_deck=full_deck).prob(0)


def colossus_first_night(deck_left: Mapping[str, int], nights: int, *,
                         full_deck: Mapping[str, int] = EVENT_DECK) -> Dist:
    """The Night on which the next Colossus Card comes: "Night 1" .. "Night <nights>", or "later"."""
    count(nights, "nights", low=1)
    within = [Fraction(0)] + [p_colossus_within(deck_left, n, full_deck=full_deck) for n in range(1, nights + 1)]
    weights = {f"Night {n}": within[n] - within[n - 1] for n in range(1, nights + 1)}
    weights["later"] = 1 - within[-1]
    return Dist({k: p for k, p in weights.items() if p})
