"""The odds lab's From the Other Side calculator: one fight, with the dice faces the players type."""

from __future__ import annotations

import re

import ipywidgets as w

from companion.games.other_side.odds import fight_odds
from companion.odds import Die, Face
from companion.validate import parse_whole
from widgets.kit import style
from widgets.lab.common import classed, clear_error, message, placeholder, plain, show_error
from widgets.kit.odds_view import OddsView, percent_and_fraction

__all__ = ["EXAMPLE_CREATURE_FACES", "EXAMPLE_HERO_FACES", "OtherSideFightCalculator", "parse_faces"]

# EXAMPLE faces: the real Hero and Creature dice are not public; players type their own.
EXAMPLE_HERO_FACES = "1, 2, 3, 4, 5, 6"
EXAMPLE_CREATURE_FACES = "0, 1, 1w, 2, 2w, 3"

_FACE = re.compile(r"^(.*?)\s*(w|wound|\+w|\+wound)?$", re.IGNORECASE)


def parse_faces(text: str, name: str) -> Die:
    """A Die from '1, 2, 2w, 3': whole numbers, a trailing w marking the Wound symbol."""
    tokens = [t.strip() for t in re.split(r"[,;]|\s{2,}", text) if t.strip()]
    if not tokens:
        raise ValueError(f"{name}: enter the die's faces, e.g. 1, 2, 2w, 3")
    faces = []
    for token in tokens:
        m = _FACE.match(token)
        value = parse_whole(m.group(1))
        if value is None:
            raise ValueError(f"{name}: {token!r} is not a face; write a whole number, with w for a Wound symbol")
        faces.append(Face(value, bool(m.group(2))))
    return Die(faces)


class OtherSideFightCalculator:
    """From the Other Side's fight: fixed totals, the two dice as entered, the Fury and Artifact switches."""

    def __init__(self) -> None:
        self.heroes = classed(w.IntSlider(value=6, min=0, max=30, description="Heroes",
                                           continuous_update=False), "tc-os-heroes")
        self.creature = classed(w.IntSlider(value=8, min=0, max=30, description="Creature",
                                             continuous_update=False), "tc-os-creature")
        self.hero_faces = classed(w.Text(value=EXAMPLE_HERO_FACES, description="Hero die",
                                          continuous_update=False), "tc-os-hero-faces")
        self.creature_faces = classed(w.Text(value=EXAMPLE_CREATURE_FACES, description="Creature die",
                                              continuous_update=False), "tc-os-creature-faces")
        self.heroic_fury = classed(w.Checkbox(description="Heroic Fury (double the Hero die)", indent=False),
                                    "tc-os-heroic-fury")
        self.bestial_fury = classed(w.Checkbox(description="Bestial Fury / penalty (double the Creature die)",
                                                indent=False), "tc-os-bestial-fury")
        self.inhibition = classed(w.Checkbox(description="Inhibition (Creature die not rolled)", indent=False),
                                   "tc-os-inhibition")
        self.creature_wound = classed(w.Checkbox(description="Creature shows a Wound icon", indent=False),
                                       "tc-os-creature-wound")
        self.artifact = classed(w.Checkbox(description="An Artifact is used", indent=False), "tc-os-artifact")
        self.breakage = classed(w.IntSlider(value=5, min=0, max=12, description="Breakage",
                                             continuous_update=False), "tc-os-breakage")
        self.fury_breaks = classed(w.Checkbox(description="Heroic Fury counts for Breakage (ruling setting)",
                                               indent=False), "tc-os-fury-breaks")
        self.impact_force = classed(w.Checkbox(description="Creature has Impact Force", indent=False),
                                     "tc-os-impact-force")
        self.message = message("tc-os-message")
        self.wounds = classed(w.HTML(), "tc-os-wounds")
        self.breaks = classed(w.HTML(), "tc-os-break")
        self.view = OddsView(placeholder(), success=None)
        self.view.answer.add_class("tc-os-answer")
        banner = classed(w.HTML("<span>EXAMPLE dice faces: the real dice are not public. Type your own "
                                 "dice's faces, a w after a number for the Wound symbol.</span>"),
                          "tc-example-banner")
        rules = style.note("Rulebook, Phase 4: Battle and Outcome: the Heroes win when their value is at "
                           "least the Creature's (a tie wins); a lost fight costs 1 Wound, each Wound icon "
                           "(die face or Creature) 1 more, won or lost.")
        self.widget = w.VBox([
            style.heading("From the Other Side — one fight", 2), rules, banner,
            style.row(self.heroes, self.creature), style.row(self.hero_faces, self.creature_faces),
            style.row(self.heroic_fury, self.bestial_fury, self.inhibition, self.creature_wound),
            style.row(self.artifact, self.breakage, self.fury_breaks, self.impact_force),
            style.note("Ruling: the rulebook does not say whether Heroic Fury's doubling counts against "
                       "an Artifact's Breakage Value; by default the number the Hero die shows decides "
                       "(tick the setting for the other reading). Wounds are the fight's total, before "
                       "any Shield."),
            self.message, self.view, self.wounds, self.breaks,
        ])
        self.widget.add_class("tc-other-side-fight")
        for control in (self.heroes, self.creature, self.hero_faces, self.creature_faces, self.heroic_fury,
                        self.bestial_fury, self.inhibition, self.creature_wound, self.artifact,
                        self.breakage, self.fury_breaks, self.impact_force):
            control.observe(self._update, names="value")
        self._update()

    def _update(self, _change: object = None) -> None:
        try:
            hero_die = parse_faces(self.hero_faces.value, "Hero die")
            creature_die = parse_faces(self.creature_faces.value, "Creature die")
            odds = fight_odds(
                self.heroes.value, self.creature.value, hero_die=hero_die, creature_die=creature_die,
                hero_doubled=self.heroic_fury.value, creature_doubled=self.bestial_fury.value,
                creature_rolled=not self.inhibition.value, creature_wound=self.creature_wound.value,
                breakage=self.breakage.value if self.artifact.value else None,
                breakage_counts_fury=self.fury_breaks.value, impact_force=self.impact_force.value,
            )
        except ValueError as err:
            show_error(self.message, plain(str(err)), self.view)
            self.wounds.value = self.breaks.value = ""
            return
        clear_error(self.message, self.view)
        self.view.update(odds.margin, success=lambda m: m >= 0,
                         title="Heroes' value minus the Creature's",
                         success_label="Heroes win (margin ≥ 0, a tie wins)")
        self.wounds.value = ("<b>Wounds:</b> " + ", ".join(
            f"{n}: {percent_and_fraction(p)}" for n, p in odds.wounds.items())
            + f"; on average {float(odds.wounds.mean()):.2f}")
        self.breaks.value = ("" if odds.p_break is None else
                             f"<b>The Artifact breaks: {percent_and_fraction(odds.p_break)}</b>")
