"""Mystling Academy's events: what the players do and what the cardboard gave them, as frozen dataclasses."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["EVENT_TYPES", "ByHand", "Concede", "Draw", "EndTurn", "EnemyDraw", "EnemyMove", "EnemyResolve", "EnemyToken", "EnemyTop",
           "MoveTo", "Mulligan", "NotTamed", "PlaceToken", "PlayCard", "Proceed", "Resolve", "SetUp", "Tamed",
           "Trigger", "UseBonus"]


@dataclass(frozen=True)
class SetUp:
    """Combat Setup: "pvp" with two players (names, Mystlings, who won the toss, II or III for the second)
    or "solo" with one player, one Mystling and the Enemy; the Arena card drawn or named."""

    mode: str
    players: tuple[str, ...]
    mystlings: tuple[str, ...]
    first: str
    arena_card: str
    second_start: str = "II"
    enemy: str = ""


@dataclass(frozen=True)
class Draw:
    """The card `player` drew into their rightmost empty slot (reported by the table)."""

    player: str
    card: str


@dataclass(frozen=True)
class Mulligan:
    """Combat Setup 13: `player` takes a mulligan (`take`) or keeps the four cards."""

    player: str
    take: bool


@dataclass(frozen=True)
class Proceed:
    """`player` ends a Bonus Action step (Turn Structure 1 or 3)."""

    player: str


@dataclass(frozen=True)
class PlayCard:
    """Turn Structure 2: `player` resolves the card in `slot` (1-4)."""

    player: str
    slot: int


@dataclass(frozen=True)
class UseBonus:
    """A Bonus Action: "dash", "prepare" (with the `slot` to discard), "element", "special", or "arena" (`name`)."""

    player: str
    action: str
    slot: int = 0
    name: str = ""


@dataclass(frozen=True)
class Resolve:
    """`player` resolves their next effect that needs no choice (Attack, Heal, Deal, a token gained, a text)."""

    player: str


@dataclass(frozen=True)
class MoveTo:
    """`player`'s Mystling ends its Move on `space` (its own space: it does not move)."""

    player: str
    space: str


@dataclass(frozen=True)
class Trigger:
    """`player` Triggers the card in `slot`, or declines with slot 0."""

    player: str
    slot: int


@dataclass(frozen=True)
class PlaceToken:
    """`player` places an Elemental token on `space`; at the token limit, the token on `move_from` moves there."""

    player: str
    space: str
    move_from: str = ""


@dataclass(frozen=True)
class EndTurn:
    """Turn Structure 5: `player` ends their turn."""

    player: str


@dataclass(frozen=True)
class EnemyDraw:
    """The Enemy Attack card that came into the Enemy's slot 1 (reported by the table)."""

    card: str


@dataclass(frozen=True)
class EnemyTop:
    """The Enemy Attack card lying face up on top of the Enemy deck (Combat setup 4e), reported by the table."""

    card: str


@dataclass(frozen=True)
class EnemyResolve:
    """The Enemy's next effect that needs no choice is resolved."""


@dataclass(frozen=True)
class EnemyMove:
    """The player picks where the Enemy's Rush or Retreat ends (one of the spaces offered)."""

    space: str


@dataclass(frozen=True)
class EnemyToken:
    """The player picks where the Enemy's token goes (among the nearest to them); `move_from` at its limit."""

    space: str
    move_from: str = ""


@dataclass(frozen=True)
class Tamed:
    """The next Taming condition on the Taming card is fulfilled (reported by the table)."""


@dataclass(frozen=True)
class NotTamed:
    """The defeating effect fulfilled no further Taming condition: the Combat is won."""


@dataclass(frozen=True)
class ByHand:
    """A card's free-text effect applied by `player` with the generic controls, on `side` (0 or 1; in solo the
    Enemy is 1): "damage" or "heal" `amount`, "move" to `space`, a "token" placed on or "untoken" taken off
    `space`, a "condition" `name` given (`amount` tokens) or "uncondition" taken off."""

    player: str
    what: str
    side: int
    amount: int = 1
    space: str = ""
    name: str = ""


@dataclass(frozen=True)
class Concede:
    """`player` concedes: their Damage is set to their Health and they lose (End of Combat: Conceding)."""

    player: str


EVENT_TYPES = {c.__name__: c for c in (SetUp, Draw, Mulligan, Proceed, PlayCard, UseBonus, Resolve, MoveTo, Trigger,
                                       PlaceToken, EndTurn, EnemyDraw, EnemyTop, EnemyResolve, EnemyMove, EnemyToken, Tamed,
                                       NotTamed, ByHand, Concede)}
