"""Two panels of the Mystling Academy dashboard: the generic controls for a free-text effect, and the
Enemy deck's face-up top card with the odds of the Enemy's next Attack card.

Both show what the core offers (`GAME.options`: the `ByHand` and `EnemyTop` choices; options.py's
`enemy_attack_odds`) and turn a click into one of those events; the rules check it.
"""

from __future__ import annotations

import html
from dataclasses import replace
from typing import Any, Callable

import ipywidgets as w

from companion.errors import RuleError
from companion.game import Options
from companion.games.mystling.events import ByHand, EnemyTop
from companion.games.mystling.options import EnemyAttackOdds
from widgets.kit.controls import button
from widgets.kit.odds_view import OddsView, percent_and_fraction
from widgets.kit.style import row

__all__ = ["ByHandPanel", "EnemyDeckPanel"]

AMOUNTED = ("damage", "heal", "condition", "uncondition")  # the controls that take an amount


class ByHandPanel(w.VBox):
    """The generic controls (damage, heal, move, token, condition): the text to apply, a pick list of the
    controls the core offers now, an amount, and Apply. Hidden when no free-text effect is being resolved.

    CSS classes: tc-myst-byhand (the box), tc-myst-byhand-text, tc-myst-byhand-pick, tc-myst-byhand-amount,
    tc-myst-byhand-apply.
    """

    def __init__(self, act: Callable[[Any], None], guard: Callable[[Callable], Callable] = lambda fn: fn) -> None:
        self._act = act
        self.text = w.HTML()
        self.text.add_class("tc-myst-byhand-text")
        self.pick = w.Dropdown(options=[], description="control", layout=w.Layout(width="420px"))
        self.pick.add_class("tc-myst-byhand-pick")
        # a plain text field: an amount out of range is refused with a message, never silently changed
        self.amount = w.Text(value="", placeholder="as offered", description="amount", layout=w.Layout(width="160px"))
        self.amount.add_class("tc-myst-byhand-amount")
        self.apply_button = button("Apply", "tc-myst-byhand-apply", "Apply this control (the rules check it)",
                                   compact=True, on_click=lambda _b: guard(self.apply)())
        super().__init__([w.HTML("<b>Apply the text with the generic controls</b>, then resolve it:"), self.text,
                          row(self.pick, self.amount, self.apply_button)])
        self.add_class("tc-myst-byhand")

    def show(self, now: Options, text: str) -> None:
        """Offer the ByHand choices of `now`, with the free text being resolved."""
        offered = [(c.label, c.event) for c in now.choices if isinstance(c.event, ByHand)]
        self.layout.display = None if offered else "none"
        self.text.value = f"<i>{html.escape(text)}</i>" if text else ""
        if [e for _, e in offered] != [e for _, e in self.pick.options]:
            self.pick.options = offered
            self.pick.value = offered[0][1] if offered else None

    def apply(self) -> None:
        """Apply the control picked, with the amount where it takes one."""
        event = self.pick.value
        if event is None:
            return
        if event.what in AMOUNTED:
            typed = self.amount.value.strip()
            if not typed:
                self._act(event)  # nothing typed: the amount the core offers
                return
            if not typed.lstrip("-").isdigit():
                raise RuleError(f"The amount field takes a whole number, not {typed!r}", "Combat Keywords")
            event = replace(event, amount=int(typed))  # the rules refuse an amount below 1, naming the field
        self._act(event)


class EnemyDeckPanel(w.VBox):
    """The Enemy deck, face up: its top card (reported, or turned by the companion) and the odds of the Enemy's
    next Attack card as charts.

    CSS classes: tc-myst-enemy-deck (the box), tc-myst-enemy-top (pick list), tc-myst-enemy-top-report,
    tc-myst-enemy-top-digital, tc-myst-enemy-odds (text), tc-myst-enemy-odds-chart.
    """

    def __init__(self, act: Callable[[Any], None], turn_for_me: Callable[[], None]) -> None:
        self._act = act
        self.top = w.Dropdown(options=[], description="face up", layout=w.Layout(width="330px"))
        self.top.add_class("tc-myst-enemy-top")
        self.report = button("Report the top card", "tc-myst-enemy-top-report", compact=True,
                             on_click=lambda _b: self._act(self.top.value) if self.top.value is not None else None)
        self.digital = button("Turn it for me", "tc-myst-enemy-top-digital", "The companion turns a card at random "
                              "from those left (a digital deck)", compact=True, on_click=lambda _b: turn_for_me())
        self.ask = row(self.top, self.report, self.digital)
        self.text = w.HTML()
        self.text.add_class("tc-myst-enemy-odds")
        self.chart: OddsView | None = None
        # The chart of the card after the next goes where the dashboard puts `charts` (after the step's controls).
        self.charts = w.VBox()
        self.charts.add_class("tc-myst-enemy-deck-charts")
        super().__init__([self.ask, self.text])
        self.add_class("tc-myst-enemy-deck")

    def show(self, now: Options, odds: EnemyAttackOdds | None) -> None:
        """The top card's report (when the core asks for it) and the odds as the table stands."""
        tops = [(c.label, c.event) for c in now.choices if isinstance(c.event, EnemyTop)]
        self.ask.layout.display = None if tops else "none"
        if [e for _, e in tops] != [e for _, e in self.top.options]:
            self.top.options = tops
            self.top.value = None
        self.layout.display = None if odds is not None or tops else "none"
        self.charts.layout.display = None if odds is not None else "none"
        if odds is None:
            self.text.value = ""
            if self.chart is not None:
                self.chart.layout.display = "none"
            return
        sure = odds.certain
        how = "face up, certain" if odds.top else "the last card left, certain"
        first = (f"Next Enemy Attack card: <b>{html.escape(sure)}</b> ({how}), symbol "
                 f"{html.escape(odds.symbol[sure])}: {html.escape(odds.effects[odds.symbol[sure]])}"
                 if sure else f"Next Enemy Attack card: one of the <b>{odds.left}</b> left (top card not reported)")
        if odds.p_damage is None:
            first += (f"; whether it damages you is worked out once the Enemy's {html.escape(odds.moving)} is done "
                      "(it is about to move)")
        else:
            first += (f"; it damages you from where you both stand now: <b>{percent_and_fraction(odds.p_damage)}</b> "
                      f"<small>(its effects in order, you picking the tied spaces; a text effect is applied by "
                      f"hand)</small>")
        shown, when = (odds.after, "the one after it") if sure else (odds.next, "the next one")
        legend = " · ".join(f"{html.escape(s)}: {html.escape(t)}" for s, t in sorted(odds.effects.items()))
        self.text.value = f"<div>{first}</div><div><small>Symbols: {legend}</small></div>"
        if shown is None:
            self.text.value += "<div>After it no card comes: the deck and the discard are empty.</div>"
            if self.chart is not None:
                self.chart.layout.display = "none"
            return
        # The symbol picks the Enemy's effect (Enemy Turn Order 2): the chart is by symbol.
        by_symbol = shown.map(lambda c: odds.symbol[c])
        hits = {sym for sym, dealt in odds.damage.items() if dealt > 0}
        success = None if odds.p_damage is None else (lambda x: x in hits)
        title = f"The symbol of the Enemy's Attack card, {when}"
        label = "damages you from where you both stand now"
        if self.chart is None:
            self.chart = OddsView(by_symbol, success=success, title=title, success_label=label)
            self.chart.add_class("tc-myst-enemy-odds-chart")
            self.charts.children = (self.chart,)
        else:
            self.chart.update(by_symbol, success=success, title=title, success_label=label)
        self.chart.layout.display = None
