"""The events of a game of From the Other Side: each is one step the players take or report."""

from __future__ import annotations

from dataclasses import dataclass, field

from .board import TileSpec


@dataclass(frozen=True)
class Settings:
    """Readings the rulebook leaves open, chosen by the players at setup."""

    # Symbol Glossary / Artifact Card: whether a Hero die doubled by Heroic Fury is compared with
    # an Artifact's Breakage Value doubled (True) or as rolled (False). The rulebook is silent.
    breakage_uses_doubled_die: bool = False
    # Phase 1 (Move) and "Difference Between Range of Action and Movement": whether a Hero may buy
    # any number of extra steps, one Dragon's Breath token each (True), or only the one extra step
    # Phase 1 names (False). Ruling paid_steps_in_a_move.
    many_paid_steps: bool = False


@dataclass(frozen=True)
class SetUp:
    """Setup: the Heroes in clockwise seating order, the Leader, the Well's tile and opening hands."""

    heroes: tuple[str, ...]
    leader: str
    well: TileSpec
    start: str
    hands: dict[str, tuple[str, ...]]
    settings: Settings = field(default_factory=Settings)


@dataclass(frozen=True)
class Explore:
    """Phase 1: the Hero lights a torch, places a new Map tile and steps into `entry`."""

    hero: str
    direction: str
    tile: TileSpec
    entry: str
    artifact: str | None = None
    creatures: tuple[str, ...] = ()


@dataclass(frozen=True)
class Move:
    """Phase 1: one step, and any extra step (as the settings allow) paid with a Dragon's Breath token each."""

    hero: str
    path: tuple[str, ...]
    creatures: tuple[str, ...] = ()


@dataclass(frozen=True)
class StayPut:
    """Phase 1: a Hero with no move and nothing to explore stays where they are."""

    hero: str


@dataclass(frozen=True)
class PlaceActionTile:
    """Phase 2: an Action tile joined at one end of the Initiative Line, then up to 2 Bond tokens."""

    hero: str
    end: str = "right"
    bonds: tuple[str, ...] = ()


@dataclass(frozen=True)
class PassPlan:
    """Phase 2: the Hero passes and places no more Action tiles this phase."""

    hero: str


@dataclass(frozen=True)
class PlayAction:
    """Phase 3: an Action card under the Creature in `space` (1-4), perhaps with an Artifact."""

    hero: str
    card: str
    space: int
    artifact: str | None = None
    range_discards: tuple[str, ...] = ()
    beneficiary: str | None = None
    drawn: tuple[str, ...] = ()
    step_to: str | None = None


@dataclass(frozen=True)
class DiscardInstead:
    """Phase 3: the Hero plays no Action card and discards one card from hand instead."""

    hero: str
    card: str | None = None


@dataclass(frozen=True)
class ResolveFight:
    """Phase 4: the dice rolled for the fight in `space` and any Artifacts drawn as spoils."""

    space: int
    hero_roll: int
    creature_roll: int | None
    creature_wound: bool = False
    hero_wound: bool = False
    artifacts_drawn: tuple[str, ...] = ()


@dataclass(frozen=True)
class Restore:
    """Phase 5: the Hero's draws, then how many Wound-side Bond tokens they heal for Breath."""

    hero: str
    drawn: tuple[str, ...] = ()
    heal_wounds: int = 0


@dataclass(frozen=True)
class DragonAwakens:
    """Phase 6: the Dragon breathes for the most crowded space and may rise from the Well."""


EVENT_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (SetUp, Explore, Move, StayPut, PlaceActionTile, PassPlan, PlayAction,
                DiscardInstead, ResolveFight, Restore, DragonAwakens)
}
