"""Mythicals' events: what the players report, one dataclass each, and EVENT_TYPES by name.

Saved games name an event by its class name and its fields in order: keep both.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SetUp:
    """The players sit down: their names, the 2 cards each was dealt (in deal order), who starts."""

    players: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    starting: str


@dataclass(frozen=True)
class Reveal:
    """The 3 cards turned over from the top of the deck, as the players report them."""

    cards: tuple[str, ...]


@dataclass(frozen=True)
class CollectRevealed:
    """Take all the revealed cards of one colour; the others go to the reserve."""

    colour: str


@dataclass(frozen=True)
class CollectReserve:
    """Take all the reserve's cards of one colour."""

    colour: str


@dataclass(frozen=True)
class TakeTile:
    """Take a Mastery tile, discarding the cards named (empty: the companion picks, see cards_for_tile)."""

    tile: str
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class Reinforce:
    """Place 1 or 2 Bonus markers on an open tile of the board."""

    tile: str
    markers: int


@dataclass(frozen=True)
class Lock:
    """Flip a tile without markers to its locked side."""

    tile: str


@dataclass(frozen=True)
class EndTurn:
    """Stop here: no (further) tile this turn; after the Day card, this ends the game."""


EVENT_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (SetUp, Reveal, CollectRevealed, CollectReserve, TakeTile, Reinforce, Lock, EndTurn)
}
