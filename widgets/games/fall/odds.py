"""The Fall's odds panel: each figure where its decision is made, as a percentage and an exact fraction.

The attack on the group or Monster picked (1, 2 and 3 cards before any crystal is spent; during the
attack, resolving now against one and two more cards, with the next card's cost), Investigate the
Colossus when it is offered, and the Night forecast with its charts. Every number comes from the core
(`companion.games.fall.odds`); this module lays it out.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from companion.games.fall.events import Investigate
from companion.games.fall.odds import attack_advice, investigate_odds, night_forecast
from companion.games.fall.state import Phase
from companion.odds import Dist
from widgets.kit.lazy import Deferred
from widgets.kit.odds_view import OddsView, percent_and_fraction

ENEMIES = "enemies"
TABLE = "<table style='font-size:12px;width:100%'>"


class OddsSection(w.VBox):
    """A part of the panel: its HTML parts and charts; `value` is the text it shows (for tests and the page)."""

    def __init__(self, parts: list[w.Widget], css: str) -> None:
        super().__init__(parts)
        self.add_class(css)

    @property
    def value(self) -> str:
        """The HTML of every text part shown, one after the other."""
        return "".join(c.value for c in self.children if isinstance(c, w.HTML) and c.layout.display != "none")


def _html(css: str) -> w.HTML:
    box = w.HTML()
    box.add_class(css)
    return box


def _chart(css: str, title: str = "") -> Deferred:
    """A chart built the first time it is shown (none is shown before the game starts)."""
    def build() -> OddsView:
        view = OddsView(Dist.constant(""), success=None, title=title)
        view.add_class(css)
        return view
    return Deferred(build)


def _shown(widget: w.Widget, on: bool) -> None:
    widget.layout.display = None if on else "none"


def _span(lo_hi: tuple[int, int]) -> str:
    lo, hi = lo_hi
    return str(lo) if lo == hi else f"{lo} to {hi}"


def _cards(k: int) -> str:
    return "resolve now" if not k else f"{k} more card{'s' if k > 1 else ''}"


class FallOddsPanel:
    """The attack, Investigate and Night odds of The Fall, refreshed from the state by `update`."""

    def __init__(self) -> None:
        self.summary = _html("tc-fall-attack-odds")
        self.advice = _html("tc-fall-advice")
        self.investigate = _html("tc-fall-investigate")
        self.strength_chart = _chart("tc-fall-strength-chart")
        self.attack = OddsSection([self.summary, self.advice, self.investigate], "tc-fall-odds")
        self.forecast = _html("tc-fall-forecast")
        self.kinds_chart = _chart("tc-fall-night-chart", "The next Night's Event Card, by kind")
        self.colossus_chart = _chart("tc-fall-colossus-chart", "The Night the next Colossus Card comes")
        # The now panel holds the figures (no control); the charts, each with its "show formula" box, go
        # under the board, where a player reads them at leisure.
        self.night = OddsSection([self.forecast], "tc-fall-night")
        self.charts = w.VBox([self.strength_chart, self.kinds_chart, self.colossus_chart])
        self.charts.add_class("tc-fall-charts")
        self._night_of: Any = None  # the state the Night forecast was drawn for (a pick alone keeps it)
        self._forecast: tuple[bool, str] = (True, "")  # the forecast's fold opened or not, and its text

    def update(self, state: Any, target: tuple[str, str] | None, choices: tuple[Any, ...] = ()) -> None:
        """Show the odds for this state: the attack on `target`, Investigate if `choices` offer it, the Night."""
        self._attack(state, target)
        # The forecast is open where it decides the step, at Night; in the Day its headline (a Colossus Card
        # next Night) shows on the fold's one line, so the Day's own choices stay in one view.
        self._fold(state.phase is Phase.NIGHT)
        offered = state.phase is Phase.DAY and any(isinstance(c.event, Investigate) for c in choices)
        self.investigate.value = self._investigate(state) if offered else ""
        _shown(self.investigate, offered)
        self._night(state)

    # ----- the attack -----
    def _attack(self, state: Any, target: tuple[str, str] | None) -> None:
        if target is None or state.phase is not Phase.DAY:
            self.summary.value = ("<i>Click a region with Enemies or a Monster to see the attack's odds.</i>"
                                  if state.phase is Phase.DAY else "")
            _shown(self.summary, state.phase is Phase.DAY)
            self.advice.value = ""
            _shown(self.advice, False)
            self.strength_chart.show(False)
            return
        kind, what = target
        _shown(self.summary, True)
        try:
            a = attack_advice(state, kind, what)
        except ValueError as exc:
            self.summary.value = f"<i>{html.escape(str(exc))}</i>"
            _shown(self.advice, False)
            self.strength_chart.show(False)
            return
        name = f"the Enemies in {what}" if kind == ENEMIES else f"the Monster on {what}"
        # A row the player cannot pay for is shown greyed and says so (the core counts what they can pay).
        rows = "".join(f"<tr class='tc-fall-odds-row'{' style=color:#595959' if r.cards > a.payable else ''}>"
                       f"<td>{_cards(r.cards)}{' (cannot pay)' if r.cards > a.payable else ''}</td>"
                       f"<td>{percent_and_fraction(r.success)}</td><td>{percent_and_fraction(r.bonus)}</td></tr>"
                       for r in a.rows)
        seen = ""
        if a.revealed:
            cards = ", ".join(f"{v} {b}" for v, b in a.revealed)
            seen = (f"<br>Revealed so far: {html.escape(cards)} — {a.strength} Strength against {a.need} needed "
                    f"({'enough' if a.strength >= a.need else 'short'}).")
        no_bonus = f"<br><i>No bonus: {html.escape(a.no_bonus)}.</i>" if a.no_bonus else ""
        if a.flat:
            no_bonus += f"<br><i>{html.escape(state.player.character)}'s +{a.flat} Strength is counted in every row.</i>"
        self.summary.value = (
            f"<b>Attack on {html.escape(name)}</b>: {a.need} Strength needed; the cards already seen in each "
            f"Era deck are counted.{seen}{no_bonus}{TABLE}<tr><th>cards</th><th>P(success)</th>"
            f"<th>P(Eradication Bonus)</th></tr>{rows}</table>")
        under_way = state.attack is not None
        self.advice.value = (f"<div style='border-left:4px solid #0072B2;padding:2px 6px'><b>One more card?</b> "
                             f"{html.escape(a.advice)}</div>") if under_way else ""
        _shown(self.advice, under_way)
        if a.next_strength is None:
            self.strength_chart.show(False)
            return
        self.strength_chart.show(True)
        need = a.need
        self.strength_chart.part.update(a.next_strength, success=lambda t: t >= need,
                                   title=f"Strength after the card from {a.next_from}",
                                   success_label=f"at least {need} Strength")

    # ----- Investigate -----
    @staticmethod
    def _investigate(state: Any) -> str:
        odds = investigate_odds(state)
        pairs = " and ".join(odds.colours)
        each = " · ".join(f"a {v}: {'paid' if ok else 'not paid'}" for v, ok in odds.payable)
        mix = ", ".join(f"{n}×{v}" for v, n in odds.pool)
        if odds.p_paid is None:
            chance = "no shard mix to weigh (the bag is empty)"
        elif odds.exact:
            chance = (f"P(paid) <b>{percent_and_fraction(odds.p_paid)}</b>, over the shards on the Colossus's base "
                      f"as entered at setup ({html.escape(mix)})")
        else:
            chance = (f"P(paid), an <b>estimate</b>: <b>{percent_and_fraction(odds.p_paid)}</b>, over the bag's mix "
                      f"of shards ({html.escape(mix)}), as the base's own values were not entered at setup "
                      "(our reading of Investigate the Colossus)")
        return (f"<b>Investigate the Colossus</b>: each shard point costs a pair of {html.escape(pairs)} "
                f"(stash, City Qoam and Parasites counted); {html.escape(state.player.name)} can pay "
                f"{odds.pairs} pair(s). {html.escape(each)}.<br>{chance}")

    # ----- the Night -----
    def _fold(self, opened: bool) -> None:
        """The forecast as a fold, its headline figure on its one line (opened as the step wants it)."""
        self._forecast = (opened, self._forecast[1])
        text = self._forecast[1]
        value = f"<details{' open' if opened else ''}>{text}</details>" if text else ""
        if self.forecast.value != value:
            self.forecast.value = value

    def _night(self, state: Any) -> None:
        on = state.phase in (Phase.DAY, Phase.NIGHT)
        _shown(self.forecast, on)
        for chart in (self.kinds_chart, self.colossus_chart):
            chart.show(on)
        if not on:
            self.forecast.value = ""
            self._forecast = (self._forecast[0], "")
            self._night_of = None
            return
        if state is self._night_of:
            return
        self._night_of = state
        f = night_forecast(state)
        rows = "".join(
            f"<tr class='tc-fall-night-row'><td>{html.escape(str(c.event))}</td><td>{percent_and_fraction(c.p)}</td>"
            f"<td>{_span(c.defense)}</td><td>{_span(c.machines)}</td><td>{_span(c.besieged)}</td></tr>"
            for c in f.events)
        within = " · ".join(f"{n}: {percent_and_fraction(p)}" for n, p in enumerate(f.colossus_within, start=1))
        first = percent_and_fraction(f.colossus_within[0]) if f.colossus_within else "none"
        self._forecast = (self._forecast[0], (
            f"<summary><b>Before the Night</b>: a Colossus Card next Night {first}</summary>"
            f"<b>The next Night's Event Card</b> and what it would cost the City (Defense {state.defense} now; "
            f"from the least to the most the reports offered for it cost: our reading of the Night Phase)"
            f"{TABLE}<tr><th>event</th><th>chance</th>"
            f"<th>Defense lost</th><th>Machines lost</th><th>spaces besieged</th></tr>{rows}</table>"
            f"<b>P(a Colossus Card within n Nights)</b>, n = {within}"))
        self._fold(self._forecast[0])
        self.kinds_chart.part.update(f.kinds, success=lambda kind: kind == f.colossus_kind, success_label="a Colossus Card")
        last = f"Night {len(f.colossus_within)}"
        self.colossus_chart.part.update(f.first_colossus, success=lambda night: night != "later",
                                   success_label=f"a Colossus Card by {last}")
