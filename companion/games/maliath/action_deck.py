"""Maliath's Action deck between Eras, and the Upgrade tokens her gained Command Cards earn.

Rulebook "Phase 1 - Beginning of an Era", step 2, in short: at Era II her most preferred
colour that has a card tucked under its Power Card gives its best tucked card to the
Action deck; at Era III the same happens for another colour, and every Command Card
in the deck is swapped for a better tucked card of its colour. The rulebook's own
summary: by Era III the deck holds the best card of each colour plus the second best
of the two chosen colours. If no card is tucked, the best two cards of the
Development area are used instead: the preferred one joins the deck, the other is tucked.

The colour preference is the Corrupted Champion's colour band, which the players enter.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from companion.games.maliath.data import (
    ACTION_DECK_SIZE,
    COLOURS,
    DESTINY_CARDS,
    UPGRADE_ON_GAINED,
    DestinyCard,
    MaliathCommandCard,
)
from companion.games.maliath.odds import ActionCard
from companion.validate import choice, count


@dataclass(frozen=True)
class EraDeck:
    """Maliath's cards after an Era's update: the Action deck, the tucked cards, and the colour chosen."""

    action_deck: tuple[ActionCard, ...]
    tucked: tuple[MaliathCommandCard, ...]
    chosen_colour: str


def _check_order(colour_order: Sequence[str]) -> tuple[str, ...]:
    order = tuple(colour_order)
    if sorted(order) != sorted(COLOURS):
        raise ValueError(f"colour_order must list the four colours once each, most preferred first, got {colour_order!r}")
    return order


def _command_cards(cards: Iterable[object], name: str) -> list[MaliathCommandCard]:
    if isinstance(cards, (str, bytes)):
        raise ValueError(f"{name}: expected a list of Command Cards, got {cards!r}")
    cards = list(cards)
    for card in cards:
        if not isinstance(card, MaliathCommandCard):
            raise ValueError(f"{name}: {card!r} is not a Command Card")
    return cards


def _preference(order: tuple[str, ...]):
    # Higher Command Points first, then the more preferred colour.
    return lambda card: (-card.command_points, order.index(card.colour))


def begin_era(
    era: str,
    action_deck: Iterable[ActionCard],
    tucked: Iterable[MaliathCommandCard],
    colour_order: Sequence[str],
    *,
    era_ii_colour: str | None = None,
    development_area: Iterable[MaliathCommandCard] = (),
) -> EraDeck:
    """Maliath's Action deck and tucked cards at the start of Era 'II' or 'III' (era_ii_colour needed for III)."""
    choice(era, "era", ("II", "III"))
    order = _check_order(colour_order)
    if isinstance(action_deck, (str, bytes)):
        raise ValueError(f"action_deck: expected a list of Action cards, got {action_deck!r}")
    deck = list(action_deck)
    for card in deck:
        if not isinstance(card, (MaliathCommandCard, DestinyCard)):
            raise ValueError(f"action_deck: {card!r} is neither a Command Card nor a Destiny Card")
    under = _command_cards(tucked, "tucked")
    shown = _command_cards(development_area, "development_area")
    ignored: set[str] = set()
    if era == "III":
        choice(era_ii_colour, "era_ii_colour: the colour added at Era II", COLOURS)
        ignored = {era_ii_colour}
    # Phase 1 step 3 shuffles the whole deck, the cards in the play area included: 9 cards
    # at the end of Era I, 10 at the end of Era II, the five Destiny Cards among them.
    previous = {"II": "I", "III": "II"}[era]
    expected = ACTION_DECK_SIZE.value[previous]
    destiny = [c for c in deck if isinstance(c, DestinyCard)]
    if len(deck) != expected or sorted(destiny) != sorted(DESTINY_CARDS):
        raise ValueError(
            f"action_deck: her whole Era {previous} Action deck is needed, the cards in the play area "
            f"included: {expected} cards with the five Destiny Cards, got {len(deck)} with "
            f"{len(destiny)} Destiny Cards"
        )

    candidates = [c for c in under if c.colour not in ignored]
    if candidates:
        colour = next(col for col in order if any(c.colour == col for c in candidates))
        added = max((c for c in candidates if c.colour == colour), key=lambda c: c.command_points)
        under.remove(added)
    else:
        if len(shown) < 2:
            raise ValueError("development_area: nothing is tucked, so the two best Development cards are needed")
        best_two = sorted(shown, key=_preference(order))[:2]
        added = min(best_two, key=lambda c: (order.index(c.colour), -c.command_points))
        best_two.remove(added)
        under.append(best_two[0])
        colour = added.colour
    deck.append(added)

    if era == "III":
        # Swap each Command Card in the deck for a better tucked card of its colour.
        commands = [c for c in deck if isinstance(c, MaliathCommandCard)]
        others = [c for c in deck if not isinstance(c, MaliathCommandCard)]
        pooled = commands + under
        kept: list[MaliathCommandCard] = []
        for col in order:
            slots = sum(1 for c in commands if c.colour == col)
            best = sorted((c for c in pooled if c.colour == col), key=lambda c: -c.command_points)
            kept.extend(best[:slots])
        under = list(pooled)
        for card in kept:
            under.remove(card)
        deck = others + kept
    return EraDeck(tuple(deck), tuple(sorted(under)), colour)


def upgrade_tokens_earned(gained_before: int, gained_now: int) -> int:
    """Upgrade tokens a colour earns when Maliath gains `gained_now` more cards of it, having gained `gained_before`."""
    for name, n in (("gained_before", gained_before), ("gained_now", gained_now)):
        count(n, name)
    # General Rules: the 1st, 3rd and 5th card of a colour (starting cards not counted).
    return sum(1 for k in UPGRADE_ON_GAINED.value if gained_before < k <= gained_before + gained_now)
