"""What the dashboard hands to `fight_odds` for a Creature on the Battle board, read off the state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion.odds.dice import Die, Face

from .battle import fight_setup, wounds_landed
from .profile import index
from .state import OtherSideState


@dataclass(frozen=True)
class FightOddsInputs:
    """The fixed totals (dice left out) and the flags of one fight, as `fight_odds` takes them."""

    space: int
    heroes: int
    creature: int
    hero_die: tuple[Face, ...]
    creature_die: tuple[Face, ...]
    hero_doubled: bool
    creature_doubled: bool
    creature_rolled: bool
    creature_wound: bool
    breakage: int | None
    breakage_counts_fury: bool
    impact_force: bool
    wounds_landed: tuple[int, ...] = (0, 1, 2, 3, 4)  # for 0-4 Wounds inflicted, how many land

    def kwargs(self) -> dict[str, Any]:
        """Keyword arguments for `fight_odds(heroes, creature, **kwargs)`."""
        return {
            "hero_die": Die(self.hero_die),
            "creature_die": Die(self.creature_die),
            "hero_doubled": self.hero_doubled,
            "creature_doubled": self.creature_doubled,
            "creature_rolled": self.creature_rolled,
            "creature_wound": self.creature_wound,
            "breakage": self.breakage,
            "breakage_counts_fury": self.breakage_counts_fury,
            "impact_force": self.impact_force,
            "wounds_landed": self.wounds_landed,
        }


def fight_odds_inputs(state: OtherSideState, space: int) -> FightOddsInputs:
    """The inputs for the fight against the Creature in Battle board `space` (1-4) as things stand.

    `breakage` is the lowest Breakage Value among the Artifacts placed in the fight (the first to
    break), or None when no breakable Artifact is in it. Under the Creature's Impact Force every
    Artifact in the fight breaks, one without a Breakage Value too (battle.resolve_fight), so
    such an Artifact then counts as breaking at 1. `wounds_landed` is what the fight's Shields
    leave of each number of Wounds, as `battle.wound_order` hands them out.
    """
    setup = fight_setup(state, space)
    arts = index(state.profile).artifacts
    values = [arts[a].breakage for _, a in setup.artifacts if arts[a].breakage is not None]
    if setup.impact_force and setup.artifacts and not values:
        values = [1]  # Symbol Glossary, Impact Force: it breaks whatever the Hero die shows
    return FightOddsInputs(
        space=space,
        heroes=setup.heroes_fixed,
        creature=setup.creature_fixed,
        hero_die=state.profile.hero_die,
        creature_die=state.profile.creature_die,
        hero_doubled=setup.hero_doubled,
        creature_doubled=setup.creature_doubled,
        creature_rolled=setup.creature_rolled,
        creature_wound=setup.creature_wound_icon,
        breakage=min(values) if values else None,
        breakage_counts_fury=state.settings.breakage_uses_doubled_die,
        impact_force=setup.impact_force,
        wounds_landed=wounds_landed(setup),
    )
