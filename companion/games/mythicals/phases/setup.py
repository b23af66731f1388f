"""Setup: the players, the two cards dealt to each, and who starts."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import RuleError
from companion.games.mythicals import data
from companion.games.mythicals.data import SEC_OVERVIEW, SEC_SETUP
from companion.games.mythicals.events import SetUp
from companion.games.mythicals.phases.turn import check_card_name, check_copies, expect, sorted_cards
from companion.games.mythicals.state import COLLECT, SETUP, Deck, MythicalsState, Player

__all__ = ["set_up"]


def set_up(state: MythicalsState, event: SetUp) -> MythicalsState:
    """Seat the players with the cards dealt; the starting player's turn begins with collecting."""
    expect(state, (SETUP,), "set up", SEC_SETUP)
    if not isinstance(event.players, (tuple, list)) or not all(isinstance(n, str) for n in event.players):
        raise RuleError(f"The players must be a list of names (texts), got {event.players!r}", SEC_SETUP)
    if not isinstance(event.hands, (tuple, list)) or not all(
        isinstance(h, (tuple, list)) and all(isinstance(c, str) for c in h) for h in event.hands
    ):
        raise RuleError(f"The hands must list the card names dealt to each player, got {event.hands!r}", SEC_SETUP)
    if not isinstance(event.starting, str):
        raise RuleError(f"The starting player must be a player's name, got {event.starting!r}", SEC_OVERVIEW)
    names = tuple(event.players)
    if len(names) != data.PLAYERS:
        raise RuleError(f"Mythicals is played by {data.PLAYERS} players, not {len(names)}", SEC_SETUP)
    if any(not n.strip() for n in names) or len(set(names)) != len(names):
        raise RuleError("Each player needs a name of their own", SEC_SETUP)
    if len(event.hands) != len(names):
        raise RuleError("Report the cards dealt to each player", SEC_SETUP)
    for name, hand in zip(names, event.hands):
        if len(hand) != data.HAND_SIZE:
            raise RuleError(f"{name} is dealt {data.HAND_SIZE} cards, not {len(hand)}", SEC_SETUP)
        for card in hand:
            check_card_name(card, SEC_SETUP)
        # The dealer sets a second card aside while it matches the first card's colour.
        if data.card_colour(hand[0]) == data.card_colour(hand[1]):
            raise RuleError(
                f"{name}'s two cards are both {data.card_colour(hand[0])}: a second card of the "
                "first card's colour is set aside and another dealt",
                SEC_SETUP,
            )
    check_copies(state, [c for hand in event.hands for c in hand], SEC_SETUP)
    if event.starting not in names:
        raise RuleError(f"{event.starting!r} is not one of the players", SEC_OVERVIEW)
    players = tuple(Player(n, sorted_cards(h)) for n, h in zip(names, event.hands))
    return replace(
        state, step=COLLECT, players=players, current=names.index(event.starting), turn=1, deck=Deck()
    )
