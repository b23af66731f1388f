"""Live fight odds for From the Other Side: P(win), the Wounds and each Artifact's breakage, per Creature.

Everything comes from `odds.fight_odds_inputs` and `odds.fight_odds`, read off the state as it
stands, so the panel changes the moment a card goes under a Creature (or is undone).
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import ipywidgets as w

from companion.games.other_side import data
from companion.games.other_side.odds import FightOdds, fight_odds, fight_odds_inputs
from companion.games.other_side.options import fight_setup
from companion.games.other_side.profile import card_name, index
from companion.games.other_side.state import Phase
from companion.odds import Dist
from widgets.kit.odds_view import OddsView, percent_and_fraction
from widgets.games.other_side.board import short
from widgets.games.other_side.forms import dropdown, toggle


@dataclass(frozen=True)
class FightPicture:
    """One fight as things stand: its odds and the chance each Artifact in it breaks."""

    space: int
    odds: FightOdds
    heroes: int
    creature: int
    cards: int
    breaks: tuple[tuple[str, str, Fraction], ...]  # (hero, artifact, P(it breaks))


def fight_picture(state: Any, space: int) -> FightPicture:
    """The exact odds of the fight in `space` with the cards placed so far."""
    inputs = fight_odds_inputs(state, space)
    kwargs = inputs.kwargs()
    odds = fight_odds(inputs.heroes, inputs.creature, **kwargs)
    arts = index(state.profile).artifacts
    breaks = []
    for hero, artifact in fight_setup(state, space).artifacts:
        value = arts[artifact].breakage
        if value is None:
            p = Fraction(1) if inputs.impact_force else Fraction(0)
        else:
            p = fight_odds(inputs.heroes, inputs.creature, **{**kwargs, "breakage": value}).p_break
        breaks.append((hero, artifact, p))
    slot = state.battle[space - 1]
    return FightPicture(space, odds, inputs.heroes, inputs.creature, len(slot.fight_line), tuple(breaks))


def p_win_text(picture: FightPicture) -> str:
    """'P(win) 58.3 % (7/12)' for one fight."""
    return f"P(win) {percent_and_fraction(picture.odds.p_win)}"


class FightOddsPanel(w.VBox):
    """The odds of every fight on the Battle board, and the chosen one in detail with its Wounds chart.

    The chance that decides the step (each fight's P(win), the chosen one large, each Artifact's breakage)
    stays in view with the step's controls; the Wounds chart and the pick list of another fight to explore
    are folded under `more_switch` (both tagged `tc-now-extra`: opened, they may run past the view), so the now
    panel fits a laptop's and a tablet's view and stays sticky (issue #22)."""

    def __init__(self) -> None:
        self.space = dropdown("tc-ots-odds-space", "Creature", width="260px")
        self.space.observe(lambda _c: self._show(), names="value")
        self.summary = w.HTML()
        self.summary.add_class("tc-ots-odds-all")
        self.answer = w.HTML()
        self.answer.add_class("tc-ots-odds-answer")
        self.breaks = w.HTML()
        self.breaks.add_class("tc-ots-odds-break")
        self.chart = OddsView(Dist.constant(0), success=lambda n: n == 0, title="Wounds this fight inflicts",
                              success_label="no Wound")
        self.chart.add_class("tc-ots-odds-chart")
        self.more_switch = toggle("Wounds chart, another fight", "tc-ots-odds-more-switch")
        self.more = w.VBox([self.space, self.chart], layout=w.Layout(display="none"))
        self.more.add_class("tc-ots-odds-more")
        self.more_switch.observe(lambda c: setattr(self.more.layout, "display", None if c["new"] else "none"),
                                 names="value")
        # The fold and its switch: the now panel's part to explore further, which need not fit in the view.
        self.extra = w.VBox([self.more_switch, self.more])
        self.extra.add_class("tc-now-extra")
        self.state: Any = None
        self.pictures: dict[int, FightPicture] = {}
        super().__init__([self.summary, self.answer, self.breaks, self.extra])
        self.add_class("tc-ots-odds")

    def fold(self) -> None:
        """Close the chart's fold: the panel is back within the view."""
        self.more_switch.value = False

    def update(self, state: Any, prefer: int | None = None) -> None:
        """Recompute every fight from the state; show `prefer` (or the one shown) in detail."""
        self.state = state
        self.pictures = {i + 1: fight_picture(state, i + 1) for i, s in enumerate(state.battle)
                         if s is not None and state.phase not in (Phase.SETUP, Phase.OVER)}
        rows = []
        profile = state.profile  # each card said by its printed name
        for space, pic in self.pictures.items():
            slot = state.battle[space - 1]
            line = ", ".join(f"{short(fc.hero)} {card_name(profile, fc.card)}"
                             for fc in slot.fight_line) or "no card yet"
            rows.append(f"<li class='tc-ots-odds-row'>Space {space} ({html.escape(card_name(profile, slot.card))}): "
                        f"<b>{p_win_text(pic)}</b> — Heroes {pic.heroes} + die vs {pic.creature} + die; "
                        f"{html.escape(line)}</li>")  # the Creature named first: the row stays two lines at a tablet
        self.summary.value = ("<b>Live fight odds</b> (exact, from the profile's dice)"
                              f"<ul style='margin:2px 0;padding-left:18px'>{''.join(rows)}</ul>" if rows
                              else "<i>Fight odds appear once Creatures are on the Battle board.</i>")
        options = [(f"space {s}: {card_name(profile, state.battle[s - 1].card)}", s) for s in self.pictures]
        keep = prefer if prefer in self.pictures else self.space.value
        self.space.options = options
        if keep in self.pictures:
            self.space.value = keep
        self._show()

    def select(self, space: int) -> None:
        """Show the fight in `space` in detail."""
        if space in self.pictures:
            self.space.value = space

    def _show(self) -> None:
        pic = self.pictures.get(self.space.value)
        self.chart.layout.display = None if pic else "none"
        if pic is None:
            self.answer.value = self.breaks.value = ""
            return
        empty = (" — no card under it yet: unconfronted, it would be discarded and leave "
                 f"{data.UNCONFRONTED_BREATH} face-down Breath tokens ({Phase.BATTLE.heading})") if pic.cards == 0 else ""
        self.answer.value = (f"<span style='font-size:18px'><b>Space {pic.space}: {p_win_text(pic)}</b></span>"
                             f"{html.escape(empty)}")
        # Each Artifact's chance to break, where the fight has one (the line is left out where it has none).
        self.breaks.value = "".join(
            f"<div>{html.escape(short(h))}'s {html.escape(card_name(self.state.profile, a))} breaks: "
            f"{percent_and_fraction(p)}</div>"
            for h, a, p in pic.breaks)
        self.breaks.layout.display = None if pic.breaks else "none"
        self.chart.update(pic.odds.wounds, title=f"Wounds from the fight in space {pic.space}")
