"""From the Other Side — the odds of one fight in Phase 4: Battle and Outcome.

Rulebook "Phase 4: Battle and Outcome": the Creature's value is its fixed part plus
the Creature die; the Heroes' value is their fixed part plus the Hero die (one roll
for all the Heroes in the fight). The Heroes win when their value is at least the
Creature's, so a tie is a win. A lost fight costs 1 Wound; each Wound icon, on the
Creature die's face or on the Creature card, costs 1 more, won or lost ("About Wounds"); so
does a Wound face on the Hero die, if the profile gives it one (docs/rulings.md, Phase 4, Wounds).
Glossary: Heroic Fury doubles the Hero die, Bestial Fury (and the Creature penalty)
double the Creature die, Inhibition means the Creature die is not rolled. "Artifact
Card": an Artifact breaks when the Hero die shows its Breakage Value or more.

The dice faces are not public: the players enter them (see the component profile).
`fight_odds_inputs` reads what `fight_odds` takes off the state of a game, for a Creature on the
Battle board.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from companion.odds.dice import Die, Face
from companion.odds.dist import Dist
from companion.validate import flag, whole

from .phases import battle
from .profile import index
from .state import OtherSideState


@dataclass(frozen=True)
class FightOdds:
    """One fight's odds: p_win (a tie wins), the Wounds it inflicts, P(the Artifact breaks)."""

    p_win: Fraction
    wounds: Dist
    p_break: Fraction | None
    margin: Dist  # Heroes' value minus the Creature's: the fight is won where it is >= 0


def fight_odds(
    heroes: int,
    creature: int,
    *,
    hero_die: Die,
    creature_die: Die,
    hero_doubled: bool = False,
    creature_doubled: bool = False,
    creature_rolled: bool = True,
    creature_wound: bool = False,
    breakage: int | None = None,
    breakage_counts_fury: bool = False,
    impact_force: bool = False,
    wounds_landed: tuple[int, ...] | None = None,
) -> FightOdds:
    """The odds of one fight, from the fixed totals and the two dice as the players entered them.

    heroes, creature: the fixed parts of each side's value (Mastery, Actions, bonuses;
    core Strength, Creature effects, face-up Dragon's Breath). hero_doubled: Heroic Fury.
    creature_doubled: Bestial Fury or the Creature penalty. creature_rolled=False:
    Inhibition (no Creature die, so no Wound from it either). creature_wound: the
    Creature card's Wound icon. breakage: the used Artifact's Breakage Value (None: no
    Artifact). breakage_counts_fury: compare the doubled Hero die with the Breakage
    Value (a ruling: off by default, the die's own number decides). impact_force: the
    Creature's Impact Force breaks the used Artifact whatever the roll. wounds_landed: for
    n Wounds inflicted (index n, 0 to 4), how many land once the fight's Shields have each
    prevented one (Symbol Glossary, Shield); None: every Wound lands.
    """
    heroes = whole(heroes, "heroes")
    creature = whole(creature, "creature")
    if not isinstance(hero_die, Die):
        raise ValueError(f"hero_die: expected a Die, got {hero_die!r}")
    if not isinstance(creature_die, Die):
        raise ValueError(f"creature_die: expected a Die, got {creature_die!r}")
    hero_doubled = flag(hero_doubled, "hero_doubled")
    creature_doubled = flag(creature_doubled, "creature_doubled")
    creature_rolled = flag(creature_rolled, "creature_rolled")
    creature_wound = flag(creature_wound, "creature_wound")
    breakage_counts_fury = flag(breakage_counts_fury, "breakage_counts_fury")
    impact_force = flag(impact_force, "impact_force")
    if wounds_landed is not None:
        if not isinstance(wounds_landed, tuple):
            raise ValueError(f"wounds_landed: expected a tuple of counts, got {wounds_landed!r}")
        landed = tuple(whole(n, "wounds_landed") for n in wounds_landed)
        if len(landed) < 5 or any(not 0 <= n <= k for k, n in enumerate(landed)):
            raise ValueError(f"wounds_landed: a count for each of 0 to 4 Wounds, none above it, got {landed!r}")
    if breakage is not None:
        breakage = whole(breakage, "breakage")

    hero_mult = 2 if hero_doubled else 1
    creature_mult = 2 if creature_doubled else 1
    # Inhibition: the Creature die stays still, as if it showed a plain 0.
    creature_faces = creature_die.dist if creature_rolled else Dist.constant(Face(0))

    hero_pairs, hero_den = hero_die.dist.weights()
    creature_pairs, creature_den = creature_faces.weights()
    wounds: dict[int, int] = {}
    margin: dict[int, int] = {}
    won = 0
    for h, wh in hero_pairs:
        hero_value = heroes + hero_mult * h.value
        for c, wc in creature_pairs:
            w = wh * wc
            m = hero_value - (creature + creature_mult * c.value)
            margin[m] = margin.get(m, 0) + w
            lost = m < 0
            if not lost:
                won += w
            # Phase 4 / About Wounds: each Wound icon, on either die or on the Creature card.
            n = int(lost) + int(h.wound) + int(c.wound) + int(creature_wound)
            if wounds_landed is not None:
                n = wounds_landed[n]  # Shields prevent some of them
            wounds[n] = wounds.get(n, 0) + w
    den = hero_den * creature_den

    p_break: Fraction | None = None
    if breakage is not None:
        if impact_force:
            p_break = Fraction(1)
        else:
            shown = hero_die.values.map(lambda v: v * hero_mult) if breakage_counts_fury else hero_die.values
            p_break = shown.at_least(breakage)

    return FightOdds(
        p_win=Fraction(won, den),
        wounds=Dist._from_weights(wounds, den),
        p_break=p_break,
        margin=Dist._from_weights(margin, den),
    )


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
    Artifact in the fight breaks, one without a Breakage Value too (phases.battle.resolve_fight), so
    such an Artifact then counts as breaking at 1. `wounds_landed` is what the fight's Shields
    leave of each number of Wounds, as `battle.wound_order` hands them out.
    """
    setup = battle.fight_setup(state, space)
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
        wounds_landed=battle.wounds_landed(setup),
    )
