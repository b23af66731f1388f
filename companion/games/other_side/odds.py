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
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from companion.odds.dice import Die, Face
from companion.odds.dist import Dist


@dataclass(frozen=True)
class FightOdds:
    """One fight's odds: p_win (a tie wins), the Wounds it inflicts, P(the Artifact breaks)."""

    p_win: Fraction
    wounds: Dist
    p_break: Fraction | None
    margin: Dist  # Heroes' value minus the Creature's: the fight is won where it is >= 0


def _whole(value: object, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name}: must be a whole number, got {value!r}")
    return value


def _flag(value: object, name: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{name}: must be True or False, got {value!r}")
    return value


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
    heroes = _whole(heroes, "heroes")
    creature = _whole(creature, "creature")
    if not isinstance(hero_die, Die):
        raise ValueError(f"hero_die: expected a Die, got {hero_die!r}")
    if not isinstance(creature_die, Die):
        raise ValueError(f"creature_die: expected a Die, got {creature_die!r}")
    hero_doubled = _flag(hero_doubled, "hero_doubled")
    creature_doubled = _flag(creature_doubled, "creature_doubled")
    creature_rolled = _flag(creature_rolled, "creature_rolled")
    creature_wound = _flag(creature_wound, "creature_wound")
    breakage_counts_fury = _flag(breakage_counts_fury, "breakage_counts_fury")
    impact_force = _flag(impact_force, "impact_force")
    if wounds_landed is not None:
        if not isinstance(wounds_landed, tuple):
            raise ValueError(f"wounds_landed: expected a tuple of counts, got {wounds_landed!r}")
        landed = tuple(_whole(n, "wounds_landed") for n in wounds_landed)
        if len(landed) < 5 or any(not 0 <= n <= k for k, n in enumerate(landed)):
            raise ValueError(f"wounds_landed: a count for each of 0 to 4 Wounds, none above it, got {landed!r}")
    if breakage is not None:
        breakage = _whole(breakage, "breakage")

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
