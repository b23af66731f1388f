"""Mythicals' events and the pure function that checks and applies them.

Every refused event raises RuleError with a plain sentence and the rulebook section;
the state passed in is never changed (all values are frozen).

The parts live in their own modules and are re-exported here: the events (events.py),
the rulebook section names (sections.py), the tile requirements and the score (tiles.py),
the checks the events share (checks.py) and the readings of the rulebook (rulings.py).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from companion.errors import RuleError
from companion.games.mythicals import data
from companion.games.mythicals.checks import (
    _check_card_name,
    _check_copies,
    _expect,
    _finish,
    _give_duplicates,
    _next_turn,
    _remove,
    _sorted,
)
from companion.games.mythicals.events import (
    EVENT_TYPES,
    CollectReserve,
    CollectRevealed,
    EndTurn,
    Lock,
    Reinforce,
    Reveal,
    SetUp,
    TakeTile,
)
from companion.games.mythicals.rulings import RULINGS, Ruling
from companion.games.mythicals.sections import (
    SEC_COLLECT,
    SEC_DECK,
    SEC_END,
    SEC_LOCK,
    SEC_REINFORCE,
    SEC_REINFORCE_OR_LOCK,
    SEC_RESERVE,
    SEC_SETUP,
    SEC_TILE,
)
from companion.games.mythicals.state import (
    CHOOSE,
    COLLECT,
    LAST_COLLECT,
    LAST_TILE,
    REINFORCE,
    SETUP,
    TILE,
    Deck,
    MythicalsState,
    Player,
    Tile,
)
from companion.games.mythicals.tiles import (
    _tile,
    can_take,
    cards_for_tile,
    missing_cards,
    player_score,
    requirement,
    score,
)

__all__ = [
    "EVENT_TYPES", "RULINGS", "CollectReserve", "CollectRevealed", "EndTurn", "Lock", "Reinforce",
    "Reveal", "Ruling", "SEC_COLLECT", "SEC_DECK", "SEC_END", "SEC_LOCK", "SEC_REINFORCE",
    "SEC_REINFORCE_OR_LOCK", "SEC_RESERVE", "SEC_SETUP", "SEC_TILE", "SetUp", "TakeTile",
    "apply", "can_take", "cards_for_tile", "initial_state", "missing_cards", "player_score",
    "requirement", "score", "takeable_tiles",
]


def takeable_tiles(state: MythicalsState, player: int | str) -> tuple[str, ...]:
    """The tiles on the board this player's collection could take now, in board order."""
    who = state.players[player] if isinstance(player, int) else state.player_named(player)
    return tuple(t.name for t in state.board_tiles() if can_take(t.name, who.collection))


# --- Applying the events --------------------------------------------------------------


def _set_up(state: MythicalsState, event: SetUp) -> MythicalsState:
    _expect(state, (SETUP,), "set up", SEC_SETUP)
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
            _check_card_name(card, SEC_SETUP)
        # The dealer sets a second card aside while it matches the first card's colour.
        if data.card_colour(hand[0]) == data.card_colour(hand[1]):
            raise RuleError(
                f"{name}'s two cards are both {data.card_colour(hand[0])}: a second card of the "
                "first card's colour is set aside and another dealt",
                SEC_SETUP,
            )
    _check_copies(state, [c for hand in event.hands for c in hand], SEC_SETUP)
    if event.starting not in names:
        raise RuleError(f"{event.starting!r} is not one of the players", "Gameplay Overview")
    players = tuple(Player(n, _sorted(h)) for n, h in zip(names, event.hands))
    return replace(
        state, step=COLLECT, players=players, current=names.index(event.starting), turn=1, deck=Deck()
    )


def _reveal(state: MythicalsState, event: Reveal) -> MythicalsState:
    _expect(state, (COLLECT,), "reveal cards", SEC_DECK)
    cards = tuple(event.cards)
    if len(cards) != data.REVEAL_SIZE:
        raise RuleError(f"Reveal {data.REVEAL_SIZE} cards from the deck, not {len(cards)}", SEC_DECK)
    creatures = [c for c in cards if c != data.DAY_CARD]
    for card in creatures:
        _check_card_name(card, SEC_DECK)
    _check_copies(state, creatures, SEC_DECK)
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
            state, step=LAST_COLLECT, revealed=_sorted(creatures), last_gift=(),
            deck=Deck(remaining, 0),
        )
    return replace(
        state, step=CHOOSE, revealed=_sorted(creatures), last_gift=(),
        deck=Deck(remaining, min(deck.day_window, remaining)),
    )


def _collect_revealed(state: MythicalsState, event: CollectRevealed) -> MythicalsState:
    if state.step == COLLECT:
        raise RuleError("No cards are revealed yet: reveal the top 3 cards of the deck first", SEC_DECK)
    _expect(state, (CHOOSE, LAST_COLLECT), "take revealed cards", SEC_DECK)
    section = SEC_END if state.step == LAST_COLLECT else SEC_DECK
    taken = tuple(c for c in state.revealed if data.card_colour(c) == event.colour)
    if not taken:
        shown = ", ".join(state.revealed)
        raise RuleError(f"No revealed card is {event.colour} (revealed: {shown})", section)
    rest = tuple(c for c in state.revealed if data.card_colour(c) != event.colour)
    if state.step == LAST_COLLECT:
        # The game ends this turn: the cards not taken stay on the table.
        return replace(_give_duplicates(state, taken), step=LAST_TILE, revealed=rest)
    state = replace(state, revealed=(), reserve=_sorted(state.reserve + rest))
    return replace(_give_duplicates(state, taken), step=TILE)


def _collect_reserve(state: MythicalsState, event: CollectReserve) -> MythicalsState:
    _expect(state, (COLLECT,), "take cards from the reserve", SEC_RESERVE)
    if not state.reserve:
        raise RuleError("The reserve is empty", SEC_RESERVE)
    taken = tuple(c for c in state.reserve if data.card_colour(c) == event.colour)
    if not taken:
        raise RuleError(f"The reserve holds no {event.colour} card", SEC_RESERVE)
    state = replace(state, reserve=_remove(state.reserve, taken), last_gift=())
    return replace(_give_duplicates(state, taken), step=TILE)


def _take_tile(state: MythicalsState, event: TakeTile) -> MythicalsState:
    if state.step == REINFORCE:
        raise RuleError("You already took a Mastery tile this turn: one tile per turn", SEC_TILE)
    _expect(state, (TILE, LAST_TILE), "take a Mastery tile", SEC_TILE)
    spec = _tile(event.tile)
    tile = state.tile(spec.name)
    if tile.owner is not None:
        raise RuleError(f"{tile.owner} already took {spec.name}", SEC_TILE)
    player = state.player
    if event.cards:
        cards = tuple(event.cards)
        short = Counter(cards) - Counter(player.collection)
        if short:
            raise RuleError(f"Your collection does not hold {', '.join(sorted(short))}", SEC_TILE)
        if len(cards) != spec.cards or not can_take(spec.name, cards):
            raise RuleError(
                f"{spec.name} needs {requirement(spec.name)}: {', '.join(cards)} is not that", SEC_TILE
            )
    else:
        chosen = cards_for_tile(spec.name, player.collection)
        if chosen is None:
            raise RuleError(f"Your collection does not hold {requirement(spec.name)}", SEC_TILE)
        cards = chosen
    # The tile comes with the markers on it; they leave the game's supply for good.
    player = replace(
        player,
        collection=_remove(player.collection, cards),
        tiles=player.tiles + (spec.name,),
        markers=player.markers + tile.markers,
    )
    state = state.with_player(state.current, player)
    state = state.with_tile(replace(tile, owner=player.name, markers=0))
    state = replace(state, discard=_sorted(state.discard + cards))
    if state.step == LAST_TILE:
        return _finish(state)
    return replace(state, step=REINFORCE)


def _board_tile(state: MythicalsState, name: str, section: str) -> Tile:
    spec = _tile(name)
    tile = state.tile(spec.name)
    if tile.owner is not None:
        raise RuleError(f"{name} is no longer on the board: {tile.owner} took it", section)
    return tile


def _reinforce(state: MythicalsState, event: Reinforce) -> MythicalsState:
    if state.step == TILE:
        raise RuleError(
            "You cannot reinforce a tile now: reinforcing or locking comes only after taking a Mastery "
            "tile this turn",
            SEC_REINFORCE_OR_LOCK,
        )
    _expect(state, (REINFORCE,), "reinforce a tile", SEC_REINFORCE)
    tile = _board_tile(state, event.tile, SEC_REINFORCE)
    if event.markers not in (1, 2):
        raise RuleError(f"Place 1 or 2 Bonus markers, not {event.markers}", SEC_REINFORCE)
    if tile.locked:
        raise RuleError(f"{tile.name} is locked and cannot be reinforced", SEC_LOCK)
    if tile.markers >= data.MAX_MARKERS_ON_TILE:
        raise RuleError(f"That tile already has {data.MAX_MARKERS_ON_TILE} markers", SEC_REINFORCE)
    if tile.markers + event.markers > data.MAX_MARKERS_ON_TILE:
        raise RuleError(
            f"{tile.name} has {tile.markers} marker: a tile holds at most {data.MAX_MARKERS_ON_TILE}",
            SEC_REINFORCE,
        )
    if event.markers > state.supply:
        left = "No Bonus marker is" if state.supply == 0 else f"Only {state.supply} Bonus marker is"
        raise RuleError(f"{left} left to place", SEC_REINFORCE)
    state = state.with_tile(replace(tile, markers=tile.markers + event.markers))
    return _next_turn(replace(state, supply=state.supply - event.markers))


def _lock(state: MythicalsState, event: Lock) -> MythicalsState:
    if state.step == TILE:
        raise RuleError(
            "You cannot lock a tile now: reinforcing or locking comes only after taking a Mastery "
            "tile this turn",
            SEC_REINFORCE_OR_LOCK,
        )
    _expect(state, (REINFORCE,), "lock a tile", SEC_LOCK)
    tile = _board_tile(state, event.tile, SEC_LOCK)
    if tile.locked:
        raise RuleError(f"{tile.name} is already locked", SEC_LOCK)
    if tile.markers:
        raise RuleError(f"{tile.name} has Bonus markers: only a tile without markers can be locked", SEC_LOCK)
    return _next_turn(state.with_tile(replace(tile, locked=True)))


def _end_turn(state: MythicalsState, event: EndTurn) -> MythicalsState:
    # Collecting is required; only what follows it may be skipped.
    section = SEC_COLLECT if state.step in (COLLECT, CHOOSE) else SEC_TILE
    _expect(state, (TILE, REINFORCE, LAST_TILE), "end the turn", section)
    if state.step == LAST_TILE:
        return _finish(state)
    return _next_turn(state)


_APPLY = {
    SetUp: _set_up,
    Reveal: _reveal,
    CollectRevealed: _collect_revealed,
    CollectReserve: _collect_reserve,
    TakeTile: _take_tile,
    Reinforce: _reinforce,
    Lock: _lock,
    EndTurn: _end_turn,
}


def apply(state: MythicalsState, event: object) -> MythicalsState:
    """The state after the event, or RuleError saying why the rules refuse it."""
    handler = _APPLY.get(type(event))
    if handler is None:
        raise RuleError(f"Mythicals has no step called {type(event).__name__}")
    return handler(state, event)


def initial_state() -> MythicalsState:
    """The table before setup: all tiles open on the board, all markers in their zone."""
    return MythicalsState()

