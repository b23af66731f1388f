"""Maliath's events: the setup, her turns, the answers the player gives her, and the table's reports.

Cards are named by short keys: a Destiny Card by its code ("CS007"), a Command Card by colour and
Command Points ("red 2"), a Battle card by its name ("+3 Strength").
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Setup", "Flip", "Pick", "Report", "MonsterShown", "UnitsReturned", "AttunementTaken",
           "PlayerBattle", "EndEra", "ArbiterAim", "BoardChanged", "EVENT_TYPES"]


@dataclass(frozen=True)
class Setup:
    """The solo (players=1) or 2-player setup with every switch; `seed` drives the companion's shuffles.

    digital: her Action and Battle decks are shuffled by the companion (from `seed`, which the
    dashboard draws from the session's generator); otherwise the player flips the real cards.
    """

    champion: str
    players: int = 1
    advanced: bool = False            # Advanced Powers: the B sides
    digital: bool = True
    seed: int = 0
    easier_artefact_iii: bool = False           # Making it Easier: you start with Artefact III
    easier_no_attunement_glory: bool = False    # she does not score full Attunement Cards
    easier_no_monster_bonus: bool = False       # she scores no Monster rewards
    easier_small_supply: bool = False           # 5 Golems and 10 Troops
    challenges: tuple[int, ...] = ()            # Challenge Cards 1-6, in the rulebook's order
    gold_rule: str = "defeat_alone"             # rewards.py settings (rulings gold_rule, ...)
    second_player_reward: str = "below_top"
    two_player_ties: str = "player"


@dataclass(frozen=True)
class Flip:
    """Her turn: the top card of her Action deck is flipped: this one."""

    card: str


@dataclass(frozen=True)
class Pick:
    """The answer to her question, from the choices offered (a card, a Walk case, yes or no...)."""

    value: str


@dataclass(frozen=True)
class Report:
    """A number the player reads off the board for her question (a Strength, a Glory amount...)."""

    value: int


@dataclass(frozen=True)
class MonsterShown:
    """A Monster Reference Card became visible (shown=True) or left play (False)."""

    monster: str
    shown: bool = True


@dataclass(frozen=True)
class UnitsReturned:
    """Her units killed (in a Battle or otherwise) go back to her supply."""

    golems: int = 0
    troops: int = 0


@dataclass(frozen=True)
class AttunementTaken:
    """You took the Attunement Card at `position` (1 = top) with one Inclination marker: the marker returns."""

    position: int


@dataclass(frozen=True)
class PlayerBattle:
    """You started a Battle against her ("you" solo; "II" or "IV" at 2 players, who started it)."""

    starter: str = "you"


@dataclass(frozen=True)
class EndEra:
    """The Era ends (core rules): her End of an Era scoring follows."""


@dataclass(frozen=True)
class ArbiterAim:
    """2 players: what the Arbiter aims for when keeping one of her two Battle cards ("weaken" or
    "strengthen"; odds.ARBITER_AIMS): the odds shown follow it."""

    aim: str


@dataclass(frozen=True)
class BoardChanged:
    """Something on the core board moved that her instructions name ("islands": the Islands' spaces,
    "direction": the dominant direction): it is asked again."""

    what: str


EVENT_TYPES = {c.__name__: c for c in (Setup, Flip, Pick, Report, MonsterShown, UnitsReturned,
                                         AttunementTaken, PlayerBattle, EndEra, ArbiterAim, BoardChanged)}
