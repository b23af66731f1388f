"""1. Collect Cards: reveal from the deck and take a colour, or take a colour from the reserve;
then the duplicate rule. After the Day card, the last collection from the two cards beside it."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Iterable

from companion.errors import RuleError
from companion.games.mythicals import data
from companion.games.mythicals.data import SEC_DECK, SEC_END, SEC_RESERVE, SEC_SETUP
from companion.games.mythicals.events import CollectReserve, CollectRevealed, Reveal
from companion.games.mythicals.phases.turn import (
    check_card_name,
    check_copies,
    expect,
    remove_cards,
    sorted_cards,
)
from companion.games.mythicals.state import (
    CHOOSE,
    COLLECT,
    LAST_COLLECT,
    LAST_TILE,
    TILE,
    Deck,
    MythicalsState,
)

__all__ = ["collect_reserve", "collect_revealed", "give_duplicates", "reveal"]


def reveal(state: MythicalsState, event: Reveal) -> MythicalsState:
    """The 3 cards turned over from the deck; with the Day card among them the game's end begins."""
    expect(state, (COLLECT,), "reveal cards", SEC_DECK)
    cards = tuple(event.cards)
    if len(cards) != data.REVEAL_SIZE:
        raise RuleError(f"Reveal {data.REVEAL_SIZE} cards from the deck, not {len(cards)}", SEC_DECK)
    creatures = [c for c in cards if c != data.DAY_CARD]
    for card in creatures:
        check_card_name(card, SEC_DECK)
    check_copies(state, creatures, SEC_DECK)
    deck = state.deck
    days = len(cards) - len(creatures)
    if days > 1:
        raise RuleError("There is only one Day card", SEC_END)
    if days and not deck.day_possible_now:
        raise RuleError(
            f"The Day card cannot come yet: it lies among the bottom {deck.day_window} cards "
            f"and {deck.remaining} are left",
            SEC_SETUP,
        )
    if not days and deck.remaining <= data.REVEAL_SIZE:
        raise RuleError("The Day card must be among these last cards of the deck", SEC_END)
    remaining = deck.remaining - data.REVEAL_SIZE
    if days:
        return replace(
            state, step=LAST_COLLECT, revealed=sorted_cards(creatures), last_gift=(),
            deck=Deck(remaining, 0),
        )
    return replace(
        state, step=CHOOSE, revealed=sorted_cards(creatures), last_gift=(),
        deck=Deck(remaining, min(deck.day_window, remaining)),
    )


def give_duplicates(state: MythicalsState, added: Iterable[str]) -> MythicalsState:
    """Add the cards to the current player's collection, then send one of each identical pair over."""
    collection = list(state.player.collection) + list(added)
    gift = [card for card, n in Counter(collection).items() for _ in range(n - 1)]
    kept = remove_cards(tuple(collection), gift)
    state = state.with_player(state.current, replace(state.player, collection=sorted_cards(kept)))
    opponent = state.opponent
    state = state.with_player(
        1 - state.current, replace(opponent, collection=sorted_cards(opponent.collection + tuple(gift)))
    )
    return replace(state, last_gift=sorted_cards(gift))


def collect_revealed(state: MythicalsState, event: CollectRevealed) -> MythicalsState:
    """Take every revealed card of one colour; the rest go to the reserve (or stay, at the end)."""
    if state.step == COLLECT:
        raise RuleError("No cards are revealed yet: reveal the top 3 cards of the deck first", SEC_DECK)
    expect(state, (CHOOSE, LAST_COLLECT), "take revealed cards", SEC_DECK)
    section = SEC_END if state.step == LAST_COLLECT else SEC_DECK
    taken = tuple(c for c in state.revealed if data.card_colour(c) == event.colour)
    if not taken:
        shown = ", ".join(state.revealed)
        raise RuleError(f"No revealed card is {event.colour} (revealed: {shown})", section)
    rest = tuple(c for c in state.revealed if data.card_colour(c) != event.colour)
    if state.step == LAST_COLLECT:
        # The game ends this turn: the cards not taken stay on the table.
        return replace(give_duplicates(state, taken), step=LAST_TILE, revealed=rest)
    state = replace(state, revealed=(), reserve=sorted_cards(state.reserve + rest))
    return replace(give_duplicates(state, taken), step=TILE)


def collect_reserve(state: MythicalsState, event: CollectReserve) -> MythicalsState:
    """Take every reserve card of one colour."""
    expect(state, (COLLECT,), "take cards from the reserve", SEC_RESERVE)
    if not state.reserve:
        raise RuleError("The reserve is empty", SEC_RESERVE)
    taken = tuple(c for c in state.reserve if data.card_colour(c) == event.colour)
    if not taken:
        raise RuleError(f"The reserve holds no {event.colour} card", SEC_RESERVE)
    state = replace(state, reserve=remove_cards(state.reserve, taken), last_gift=())
    return replace(give_duplicates(state, taken), step=TILE)
