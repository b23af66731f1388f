"""Mystling Academy's state: the phase, both sides' sheets, the Arena's tokens and terrain, what is pending.

Side 0 and side 1 take turns: in a duel the First Player and the second; in solo your Mystling
(side 0) and the Enemy (side 1). A deck is kept as the cards left in it (sorted: their order is
the table's, and each draw is reported); a discard pile from bottom to top.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .data import ENEMY_ATTACK_SLOTS, SLOTS
from .profile import FATIGUE_NAME, Profile

__all__ = ["ENEMY_SIDE", "EMPTY", "EnemySheet", "FATIGUE", "MystlingState", "Pending", "Phase", "Sheet"]

EMPTY = ""          # an empty Card Slot or Enemy slot
FATIGUE = FATIGUE_NAME  # the Fatigue card a player gains when the Enemy deck runs out (no effect of its own)
ENEMY_SIDE = 1      # in solo, the Enemy is side 1


class Phase(enum.StrEnum):
    """Where the combat stands: setup, the opening draw and mulligans, the five steps, the Enemy's turn."""

    SETUP = "setup"
    OPENING = "opening draw"            # Combat Setup 12 (and a mulligan's four new cards)
    MULLIGAN = "mulligan"               # Combat Setup 13
    BEFORE_CARD = "bonus actions before the card"  # Turn Structure 1
    CARD = "resolve one action card"    # Turn Structure 2
    AFTER_CARD = "bonus actions after the card"    # Turn Structure 3
    DRAW = "draw cards"                 # Turn Structure 4
    END = "end of turn"                 # Turn Structure 5
    ENEMY = "enemy turn"                # Enemy Turn Order
    WIN_CHECK = "taming check"          # the Enemy is defeated while Taming conditions remain
    OVER = "over"


@dataclass(frozen=True)
class Pending:
    """One thing still to do, in order: an effect (a profile keyword) of `side`, or the bookkeeping
    the companion does itself ("discard", "remove", "draw", "enemy_draw", "enemy_special", "enemy_clear",
    "enemy_end")."""

    kind: str
    side: int
    amount: int = 0
    range: int = 0
    text: str = ""
    source: str = ""   # the card or Bonus Action it comes from
    advantage: str = ""  # resolved only if the target's Element or sub-element is this one


@dataclass(frozen=True)
class Sheet:
    """A player's Mystling sheet, slots, deck and piles."""

    player: str
    mystling: str
    space: str
    damage: int = 0
    power: int = 0
    deck: tuple[str, ...] = ()
    slots: tuple[str, ...] = (EMPTY,) * len(SLOTS)  # slot 1 (leftmost) to slot 4
    discard: tuple[str, ...] = ()                   # bottom to top: the last gives the Passive
    removed: tuple[str, ...] = ()
    upgrade: str = ""                               # the card in the Ability card's Upgrade slot (one at a time)
    aside: tuple[str, ...] = ()                     # the four set aside by a mulligan
    held_tokens: int = 0                            # Elemental tokens gained onto the sheet
    conditions: tuple[tuple[str, int], ...] = ()    # Condition tokens by type
    used: tuple[str, ...] = ()                      # the Bonus Actions used this turn
    triggered: bool = False                         # a Trigger used this turn
    mulligan_done: bool = False


@dataclass(frozen=True)
class EnemySheet:
    """The solo Enemy: where it stands, its Damage, its Attack deck, its five slots and discard, Taming."""

    name: str
    space: str
    damage: int = 0
    deck: tuple[str, ...] = ()
    track: tuple[str, ...] = (EMPTY,) * ENEMY_ATTACK_SLOTS  # slot 1 to slot 5
    discard: tuple[str, ...] = ()
    held_tokens: int = 0
    conditions: tuple[tuple[str, int], ...] = ()
    tamed: int = 0                                           # Taming conditions fulfilled, in order
    top: str = ""  # the face-up top card of the Enemy deck (one of `deck`), "" until the table reports it


@dataclass(frozen=True)
class MystlingState:
    """The whole combat."""

    profile: Profile
    phase: Phase = Phase.SETUP
    mode: str = ""                      # "pvp" or "solo"
    arena_card: str = ""
    terrain: frozenset[str] = frozenset()  # spaces holding Terrain
    blocked: frozenset[str] = frozenset()  # spaces whose Terrain blocks movement
    players: tuple[Sheet, ...] = ()     # in turn order: the First Player first
    enemy: EnemySheet | None = None
    active: int = 0                     # the side whose turn it is (or who is drawing at setup)
    turn: int = 0                       # turns begun so far
    pending: tuple[Pending, ...] = ()
    tokens: tuple[tuple[str, int], ...] = ()  # (space, side) of every Elemental token in the Arena
    fatigue_left: int = 0
    result: str = ""                    # "win", "lose", "tame" (solo) or "defeat" (a duel)
    loser: int = -1
    said: tuple[str, ...] = ()          # what the last event resolved, in words (the arithmetic, the reshuffles)
