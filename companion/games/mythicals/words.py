"""The Mythicals table in words, one line a part, for a player who cannot see the canvas (issue #22 item 6).

It says what widgets/games/mythicals/board.py draws: each column's Mastery tiles with their markers or
lock, the reserve by colour, the revealed cards, the deck and where the Day card lies, the Bonus
markers left, and each player's collection and tiles (a tile stack closed, as the rulebook keeps it,
unless `open`).
"""

from __future__ import annotations

from . import data
from .options import score
from .state import MythicalsState

__all__ = ["board_text", "card_words", "player_words"]


def _counted(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def card_words(card: str) -> str:
    """A card as a player says it: 'red 4', 'blue joker', 'the Day card'."""
    if card == data.DAY_CARD:
        return "the Day card"
    value = data.card_value(card)
    return f"{data.card_colour(card)} {data.JOKER if value is None else value}"


def _cards(cards: tuple[str, ...]) -> str:
    return ", ".join(map(card_words, cards)) if cards else "none"


def _column(state: MythicalsState, column: str, open: bool) -> str:
    tiles = []
    for spec in data.column_tiles(column):  # bottom (fewest points) up, as the setup lays them out
        tile = state.tile(spec.name)
        if tile.owner is not None:
            tiles.append(f"{spec.name} taken by {tile.owner if open or state.over else 'a player'}")
            continue
        extra = ("locked" if tile.locked else
                 f"{_counted(tile.markers, 'Bonus marker')} on it" if tile.markers else "open")
        tiles.append(f"{spec.name} ({spec.points} points, {spec.cards} cards, {extra})")
    return f"Column {column}, bottom up: {'; '.join(tiles)}"


def _deck(state: MythicalsState) -> str:
    deck = state.deck
    if deck.day_window:
        where = (f"the Day card is in the bottom {deck.day_window}" if not deck.day_possible_now
                 else "the Day card may come with the next reveal")
    elif state.players:
        where = "the Day card has come"
    else:
        where = f"the Day card goes under {data.DAY_PILE_CARDS} cards"
    return f"Deck: {_counted(deck.remaining, 'card')}; {where}"


def player_words(state: MythicalsState, index: int, open: bool = False) -> str:
    """A player's side of the table: whose turn, the tiles (the top only unless open) and the collection."""
    p = state.players[index]
    turn = ", to play" if index == state.current and not state.over else ""
    markers = _counted(p.markers, "Bonus marker")
    if open or state.over:
        tiles = f"{score(p.tiles, p.markers)} points ({', '.join(p.tiles) or 'no tile'}; {markers})"
    else:
        top = f", {p.tiles[-1]} on top" if p.tiles else ""
        tiles = f"{_counted(len(p.tiles), 'tile')}{top}; {markers}"
    return f"{p.name}{turn}: {tiles}; collection: {_cards(p.collection)}"


def board_text(state: MythicalsState, open: bool = False) -> tuple[str, ...]:
    """The table in words, one line a part, as the canvas draws it."""
    columns = tuple(_column(state, c, open) for c in data.COLUMNS)
    reserve = "; ".join(f"{len(cs)} {c} ({', '.join(data.card_face(x) for x in cs)})" if cs else f"no {c}"
                        for c in data.COLOURS for cs in [[x for x in state.reserve if data.card_colour(x) == c]])
    revealed = ("Revealed (the Day card set aside): " if state.players and state.deck.day_came else "Revealed: ") + \
        _cards(state.revealed)
    table = [f"Reserve: {reserve}", revealed, _deck(state), f"Bonus markers: {state.supply} left"]
    if state.players:
        table += [f"Turn {state.turn}", f"Discard pile: {_counted(len(state.discard), 'card')}"]
    return (*columns, *table, *(player_words(state, i, open) for i in range(len(state.players))))
