"""Maliath's odds: her next Battle card (solo, or picked by the 2-player Arbiter) and her next Action card.

Battle deck (rulebook "Battle Procedure"): each Battle reveals her top Battle card. The
rulebook does not say when the revealed cards go back, so every function here takes
the cards still in the deck, as the players see it, and never assumes a reshuffle.

2 players ("Maliath in a 2-Player Game", Starting a Battle): the Arbiter draws two
Battle cards, chooses one to resolve and shuffles the other back. The choice is the
Arbiter's, so the odds are those of the best card for an aim the user states: by
default the Arbiter wants Maliath weak and keeps the card adding the least Strength.
With a single card left the Arbiter can only draw that one (reading, see docs).

Action deck (Setup step 9, "Maliath's Turn"): the top card is flipped each turn; a
Command Card triggers the Power of its colour, a Destiny Card its own actions.
"""

from __future__ import annotations

from itertools import combinations
from fractions import Fraction
from collections.abc import Iterable, Mapping
from typing import Any, Callable, Union

from companion.games.maliath.data import (
    BATTLE_CARDS,
    DESTINY_CARDS,
    STARTING_COMMAND_CARDS,
    BattleCard,
    DestinyCard,
    MaliathCommandCard,
    battle_card,
)
from companion.odds import Deck, Dist
from companion.validate import choice

ActionCard = Union[MaliathCommandCard, DestinyCard]
ARBITER_AIMS = ("weaken", "strengthen")


def _listed(value: object, field: str, what: str) -> list:
    """`value` as a list, if it is a list (or tuple, set ...) of items; else the plain refusal."""
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Iterable):
        raise ValueError(f"{field}: expected a list of {what}, got {value!r}")
    return list(value)


def _battle_cards(deck_left: Iterable[str]) -> list[BattleCard]:
    cards = []
    for name in _listed(deck_left, "deck_left", "Battle card names"):
        try:
            if not isinstance(name, str):
                raise ValueError(name)
            cards.append(battle_card(name))
        except ValueError:
            raise ValueError(f"deck_left: {name!r} is not one of Maliath's Battle cards") from None
    for card in set(cards):
        if cards.count(card) > BATTLE_CARDS.count(card):
            raise ValueError(f"deck_left: {card.name!r} appears more often than in her Battle deck")
    if not cards:
        raise ValueError("deck_left: her Battle deck is empty")
    return cards


def battle_deck_left(revealed: Iterable[str] = ()) -> tuple[str, ...]:
    """Names of the Battle cards still in her deck after the ones revealed since it was last shuffled."""
    left = [c.name for c in BATTLE_CARDS]
    for name in _listed(revealed, "revealed", "Battle card names"):
        if not isinstance(name, str) or name not in left:
            raise ValueError(f"revealed: {name!r} is not in her Battle deck any more (or is not a Battle card)")
        left.remove(name)
    return tuple(left)


def next_battle_card(deck_left: Iterable[str]) -> Dist:
    """Solo: the name of the Battle card she reveals next, from the names of the cards left."""
    cards = _battle_cards(deck_left)
    return Deck({c.name: cards.count(c) for c in set(cards)}).draw()


def next_battle_strength(deck_left: Iterable[str]) -> Dist:
    """Solo: the Strength her next Battle card adds to her total."""
    return next_battle_card(deck_left).map(lambda name: battle_card(name).strength)


def arbiter_best(
    deck_left: Iterable[str], key: Callable[[BattleCard], Any], *, prefer: str = "lowest"
) -> Dist:
    """2 players: the distribution of key(card) for the card the Arbiter keeps of two drawn, preferring the lowest or highest key."""
    choice(prefer, "prefer", ("lowest", "highest"))
    cards = _battle_cards(deck_left)
    if len(cards) == 1:
        return Dist.constant(key(cards[0]))
    pick = min if prefer == "lowest" else max
    # Every pair of physical cards is equally likely; the order they come in does not matter.
    counts: dict[Any, int] = {}
    for a, b in combinations(range(len(cards)), 2):
        best = pick(key(cards[a]), key(cards[b]))
        counts[best] = counts.get(best, 0) + 1
    return Dist.from_counts(counts)


def arbiter_battle_strength(deck_left: Iterable[str], *, aim: str = "weaken") -> Dist:
    """2 players: the Strength Maliath gets when the Arbiter picks to weaken her (default) or to strengthen her."""
    choice(aim, "aim", ARBITER_AIMS)
    prefer = "lowest" if aim == "weaken" else "highest"
    return arbiter_best(deck_left, lambda card: card.strength, prefer=prefer)


def starting_action_deck() -> tuple[ActionCard, ...]:
    """Her Era I Action deck: the four Starting Command Cards (2 each) and the five Destiny Cards."""
    return STARTING_COMMAND_CARDS + DESTINY_CARDS


def _action_cards(deck_left: Iterable[ActionCard]) -> list[ActionCard]:
    cards = _listed(deck_left, "deck_left", "Action cards")
    for card in cards:
        if not isinstance(card, (MaliathCommandCard, DestinyCard)):
            raise ValueError(f"deck_left: {card!r} is neither a Command Card nor a Destiny Card")
        if isinstance(card, DestinyCard) and card not in DESTINY_CARDS:
            raise ValueError(f"deck_left: {card!r} is not one of her Destiny Cards")
        if isinstance(card, DestinyCard) and cards.count(card) > 1:
            raise ValueError(f"deck_left: Destiny Card #{card.code} appears twice")
    if not cards:
        raise ValueError("deck_left: her Action deck is empty")
    return cards


def next_action_card(deck_left: Iterable[ActionCard]) -> Dist:
    """The card she flips next from the Action cards left (Command Cards with equal colour and points merge)."""
    cards = _action_cards(deck_left)
    counts: dict[ActionCard, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return Dist.from_counts(counts)


def next_action_kind(deck_left: Iterable[ActionCard]) -> Dist:
    """What her next turn resolves: a Power by colour ('Power of War (red)') or a Destiny Card by code."""
    return next_action_card(deck_left).map(lambda card: card.kind)


def p_destiny_next(deck_left: Iterable[ActionCard]) -> Fraction:
    """P(her next Action card is a Destiny Card, which also places an Inclination marker)."""
    return next_action_card(deck_left).p(lambda card: isinstance(card, DestinyCard))


# --- the odds a dashboard shows, read from her state ---------------------------------------------

DESTINY, DESTINY_SHORT = "Destiny Card", "Destiny"


def _action_card_of_key(key: str) -> ActionCard:
    from companion.games.maliath.state import command_of, is_command

    if is_command(key):
        return command_of(key)
    for card in DESTINY_CARDS:
        if card.code == key:
            return card
    raise ValueError(f"deck: {key!r} is not one of her Action cards")


def next_action_power(deck_keys: Iterable[str], *, short: bool = False) -> Dist | None:
    """What her next flipped card resolves, from the card keys left in her Action deck ('red 2', 'CS007'):
    "Destiny Card" or the Power's name ('Power of War'; short: 'Destiny', 'War'); None when her deck is
    empty this Era."""
    from companion.games.maliath.data import POWER_CARDS

    keys = list(deck_keys)
    if not keys:
        return None
    cards = next_action_card([_action_card_of_key(k) for k in keys])
    if short:
        return cards.map(lambda c: DESTINY_SHORT if isinstance(c, DestinyCard)
                         else POWER_CARDS[c.colour].removeprefix("Power of "))
    return cards.map(lambda c: DESTINY if isinstance(c, DestinyCard) else POWER_CARDS[c.colour])


def battle_strength_of_state(battle_deck: Iterable[str], players: int, aim: str = "weaken") -> Dist:
    """The Strength her next Battle card adds (solo: the top card; 2 players: the card the Arbiter keeps of
    two for `aim`); an empty deck is reshuffled whole first (ruling battle_deck_reshuffle_when_empty)."""
    left = tuple(battle_deck) or tuple(c.name for c in BATTLE_CARDS)
    return next_battle_strength(left) if players == 1 else arbiter_battle_strength(left, aim=aim)
