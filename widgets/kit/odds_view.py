"""OddsView: a distribution as a bar chart, the success part marked, the answer as % and exact fraction."""

from __future__ import annotations

import html
from fractions import Fraction
from typing import Any, Callable, Hashable

import ipywidgets as w

from companion.odds import Dist
from widgets.kit import theme
from widgets.kit.canvas import BoardCanvas, Frame

Predicate = Callable[[Hashable], bool]

CHART_WIDTH = 460
CHART_HEIGHT = 240
SUCCESS_FILL = "blue"      # Okabe-Ito blue, with a hatch and a check mark besides
OTHER_FILL = "muted"       # a neutral grey: carries no meaning by colour
_UNCHANGED: Any = object()


def percent_and_fraction(p: Fraction) -> str:
    """A probability as a player reads it: '62.5 % (5/8)'."""
    p = Fraction(p)
    return f"{float(p) * 100:.1f} % ({p.numerator}/{p.denominator})"


def _hatch(frame: Frame, x: float, y: float, w_: float, h: float, step: float = 7.0) -> None:
    """Diagonal lines inside the rectangle: the pattern that marks success without colour."""
    c = -h
    while c < w_:
        t0, t1 = max(0.0, -c), min(h, w_ - c)
        if t0 < t1:
            frame.line([(x + c + t0, y + h - t0), (x + c + t1, y + h - t1)], stroke="paper",
                       line_width=1)
        c += step


def draw_chart(frame: Frame, state: tuple) -> None:
    """One frame of the chart: a bar per outcome, success bars hatched and ticked, with a legend."""
    dist, winners, success_label = state[:3]
    selected = state[3] if len(state) > 3 else None
    frame.clear("paper")
    items = dist.items()
    left, right, top, bottom = 36, 10, 22, 64
    plot_w = frame.width - left - right
    plot_h = frame.height - top - bottom
    peak = max(p for _, p in items)
    slot = plot_w / len(items)
    bar_w = max(2.0, slot * 0.78)
    frame.line([(left, top + plot_h), (left + plot_w, top + plot_h)], stroke="line", line_width=1)
    show_every = max(1, int(len(items) * 26 / plot_w + 0.999))
    for i, (outcome, p) in enumerate(items):
        height = max(1.0, float(p / peak) * plot_h)
        x = left + i * slot + (slot - bar_w) / 2
        y = top + plot_h - height
        won = outcome in winners
        frame.rect(x, y, bar_w, height, fill=SUCCESS_FILL if won else OTHER_FILL, stroke="line",
                   label="✓" if won else None,
                   name=f"bar:{outcome}", line_width=1, font_size=theme.FONT_SIZE_SMALL)
        if won:
            _hatch(frame, x, y, bar_w, height)
            if bar_w >= 12 and height >= 18:
                # The tick again, in a clear disc on top of the hatch, so the pattern never hides it.
                frame.circle(x + bar_w / 2, y + height / 2, min(8.0, bar_w / 2 - 1), fill="paper",
                             stroke="line", label="✓", line_width=1, font_size=theme.FONT_SIZE_SMALL)
        if f"bar:{outcome}" == selected:
            # The bar the player clicked: a thick outline and a pointer, read beside the chart.
            frame.rect(x - 2, y - 2, bar_w + 4, height + 4, fill=None, stroke="ink", line_width=3)
            frame.text(x + bar_w / 2, max(12, y - 16), "▼", size=theme.FONT_SIZE_SMALL,
                       align="center", colour="ink")
        if i % show_every == 0:
            frame.text(x + bar_w / 2, top + plot_h + 15, str(outcome), size=theme.FONT_SIZE_SMALL,
                       align="center", colour="ink")
        if len(items) <= 12:
            frame.text(x + bar_w / 2, y - 4, f"{float(p) * 100:.0f}%", size=11, align="center",
                       colour="line")
    # Legend: the same hatch and tick, then the words, so colour is never the only signal.
    for row, (fill, words) in enumerate(((SUCCESS_FILL, success_label or "success"),
                                         (OTHER_FILL, "other outcomes"))):
        ly = frame.height - 36 + row * 19
        frame.rect(left, ly, 22, 15, fill=fill, stroke="line", line_width=1, font_size=11,
                   label="✓" if fill == SUCCESS_FILL else None)
        if fill == SUCCESS_FILL:
            _hatch(frame, left, ly, 22, 15, step=6)
        frame.text(left + 30, ly + 12, words, size=theme.FONT_SIZE_SMALL)


class OddsView(w.VBox):
    """A Dist as a bar chart on a BoardCanvas, the success bars marked, the success chance as % and fraction."""

    def __init__(
        self,
        dist: Dist,
        *,
        success: Predicate | None = None,
        title: str = "",
        show_formula: bool = False,
        success_label: str = "success",
    ) -> None:
        self.heading = w.HTML()
        self.answer = w.HTML()
        self.answer.add_class("tc-odds-answer")
        self.canvas = BoardCanvas(CHART_WIDTH, CHART_HEIGHT, draw=draw_chart,
                                  state=(dist, frozenset(), success_label))
        self.canvas.add_class("tc-odds-chart")
        self.formula_toggle = w.Checkbox(value=show_formula, description="show formula", indent=False)
        self.formula_toggle.add_class("tc-odds-formula-toggle")
        self.detail = w.HTML("Click a bar to read its exact chance.")
        self.detail.add_class("tc-odds-detail")
        self.selected: str | None = None
        self.canvas.on_pick(self._pick)
        self.formula = w.HTMLMath()
        self.formula.add_class("tc-odds-formula")
        self.dist = dist
        self.success: Predicate | None = success
        self.success_label = success_label
        self.p_success: Fraction | None = None
        self._title_text = title
        super().__init__([self.heading, self.answer, self.canvas, self.detail,
                          self.formula_toggle, self.formula])
        self.add_class("tc-odds-view")
        self.formula_toggle.observe(lambda _change: self._render_formula(), names="value")
        self.update(dist, success=success, title=title)

    def update(self, dist: Dist, *, success: Predicate | None = _UNCHANGED, title: str | None = None,
               success_label: str | None = None) -> None:
        """Show a new distribution (and, if given, a new success test, title or legend text)."""
        if not isinstance(dist, Dist):
            raise ValueError(f"dist: expected a companion.odds.Dist, got {dist!r}")
        self.dist = dist
        if success is not _UNCHANGED:
            self.success = success
        if title is not None:
            self._title_text = title
        if success_label is not None:
            self.success_label = success_label
        self.heading.value = f"<b>{html.escape(self._title_text)}</b>" if self._title_text else ""
        winners = frozenset(o for o in dist.outcomes if self.success is not None and self.success(o))
        if self.success is None:
            self.p_success = None
            self.answer.value = ""
        else:
            self.p_success = dist.p(self.success)
            self.answer.value = (f"<span style='font-size:20px'><b>{html.escape(self.success_label)}: "
                                 f"{percent_and_fraction(self.p_success)}</b></span>")
        self._winners = winners
        if self.selected is not None and self._outcome_named(self.selected) is None:
            self.selected = None
            self.detail.value = "Click a bar to read its exact chance."
        self._redraw()
        self._render_formula()

    def _redraw(self) -> None:
        self.canvas.show((self.dist, self._winners, self.success_label, self.selected))

    def _outcome_named(self, name: str) -> Any:
        for outcome in self.dist.outcomes:
            if f"bar:{outcome}" == name:
                return outcome
        return None

    def _pick(self, name: str) -> None:
        """A click on a bar: mark it and show that outcome's exact chance."""
        outcome = self._outcome_named(name)
        if outcome is None:
            return
        self.selected = name
        self.detail.value = (f"Exactly {html.escape(str(outcome))}: "
                             f"{percent_and_fraction(self.dist.prob(outcome))}")
        self._redraw()

    def _render_formula(self) -> None:
        """The sympy view, computed only while the switch is on (sympy is slow to import)."""
        if not self.formula_toggle.value:
            self.formula.value = ""
            return
        import sympy  # here only: importing sympy costs a third of a second

        lines = [f"$$G(x) = {sympy.latex(self.dist.to_sympy())}$$"]
        if self.success is not None:
            terms = [sympy.latex(sympy.Rational(p.numerator, p.denominator))
                     for o, p in self.dist.items() if self.success(o)]
            total = sympy.latex(sympy.Rational(self.p_success.numerator, self.p_success.denominator))
            lines.append(f"$$P = {' + '.join(terms) if terms else '0'} = {total}$$")
        self.formula.value = "".join(lines)
