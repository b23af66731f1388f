"""The odds lab: one calculator per game, every answer exact, updated as soon as an input moves.

Each calculator is a small class holding its input widgets (observed on `value`, no
button), an OddsView for the chart and the answer, and `.widget` to display. Stable
CSS classes (`tc-fall-need`, `tc-fall-answer`, ...) let the browser tests drive it.
The calculators live in one module per game (odds_lab_fall, odds_lab_other_side,
odds_lab_cards) and are re-exported here.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Callable, Protocol

import ipywidgets as w

from widgets.kit import style
from widgets.lab.cards import (
    MYTHICALS_FIRST_DECK,
    MaliathBattleCalculator,
    MystlingSlotCalculator,
    MythicalsCalculator,
)
from widgets.lab.fall import FallAttackCalculator, FallNightCalculator, FallShardCalculator
from widgets.lab.other_side import (
    EXAMPLE_CREATURE_FACES,
    EXAMPLE_HERO_FACES,
    OtherSideFightCalculator,
    parse_faces,
)

__all__ = [
    "CALCULATORS", "Calculator", "EXAMPLE_CREATURE_FACES", "EXAMPLE_HERO_FACES", "FallAttackCalculator",
    "FallNightCalculator", "FallShardCalculator", "MYTHICALS_FIRST_DECK", "MaliathBattleCalculator",
    "MystlingSlotCalculator", "MythicalsCalculator", "OddsLab", "OtherSideFightCalculator", "exact",
    "fall_attack_calculator", "fall_night_calculator", "fall_shard_calculator", "maliath_calculator",
    "mystling_calculator", "mythicals_calculator", "odds_lab", "other_side_fight_calculator", "parse_faces",
]


class Calculator(Protocol):
    """What the lab needs from a calculator: a widget to show."""

    widget: w.Widget


def fall_attack_calculator() -> FallAttackCalculator:
    """The Fall's Attack calculator."""
    return FallAttackCalculator()


def other_side_fight_calculator() -> OtherSideFightCalculator:
    """From the Other Side's fight calculator."""
    return OtherSideFightCalculator()


def mythicals_calculator() -> MythicalsCalculator:
    """Mythicals' Day card and draw calculator."""
    return MythicalsCalculator()


def fall_shard_calculator() -> FallShardCalculator:
    """The Fall's Primal Shard calculator (odds from companion.games.fall.shards)."""
    return FallShardCalculator()


def fall_night_calculator() -> FallNightCalculator:
    """The Fall's Night calculator (odds from companion.games.fall.night)."""
    return FallNightCalculator()


def maliath_calculator() -> MaliathBattleCalculator:
    """Maliath's Battle card calculator (odds from companion.games.maliath.odds)."""
    return MaliathBattleCalculator()


def mystling_calculator() -> MystlingSlotCalculator:
    """Mystling Academy's card-to-slot calculator (odds from companion.games.mystling.odds)."""
    return MystlingSlotCalculator()


# The lab shows these in order. A new calculator joins the same way: a class with
# `.widget` whose inputs are observed on `value`, a builder function, one line here.
CALCULATORS: list[tuple[str, Callable[[], Calculator]]] = [
    ("Mysthea: The Fall — Attack", fall_attack_calculator),
    ("From the Other Side — fight", other_side_fight_calculator),
    ("Mythicals — Day card and draw", mythicals_calculator),
    ("Mysthea: The Fall — Primal Shards", fall_shard_calculator),
    ("Mysthea: The Fall — the Night", fall_night_calculator),
    ("Maliath — Battle card", maliath_calculator),
    ("Mystling Academy — card into a slot", mystling_calculator),
]


class OddsLab:
    """The whole lab: every calculator of CALCULATORS, one under the other, on one themed page."""

    def __init__(self) -> None:
        self.calculators = [build() for _, build in CALCULATORS]
        (self.fall, self.other_side, self.mythicals, self.shards, self.night, self.maliath,
         self.mystling) = self.calculators[:7]
        self.widget = style.page(*[c.widget for c in self.calculators])  # the notebook heading names it
        self.widget.add_class("tc-odds-lab")


def odds_lab() -> OddsLab:
    """Build the odds lab; display `odds_lab().widget`."""
    return OddsLab()


def exact(p: Fraction) -> str:
    """The exact fraction as text, e.g. '5/8' (what the notebook prints)."""
    return f"{p.numerator}/{p.denominator}"
