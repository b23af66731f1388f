"""Counter: a labelled number with minus and plus, kept within the bounds the rules give."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w
import traitlets

from companion.errors import RuleError
from widgets.kit.prompt import MessageBar


class Counter(w.VBox):
    """A labelled number in [minimum, maximum]; out-of-range values are refused with a message.

    The bounds come from the rules and `source` names where (e.g. "Rulebook p. 7: a stash holds
    at most 6 crystals"). Setting `value` out of range raises RuleError; `set`, `increment`
    and `decrement` show the refusal in the counter's own message line instead.
    """

    value = traitlets.Int(0)
    disabled = traitlets.Bool(False)

    def __init__(
        self,
        label: str,
        value: int,
        *,
        minimum: int,
        maximum: int,
        source: str = "",
        step: int = 1,
    ) -> None:
        if minimum > maximum:
            raise ValueError(f"minimum, maximum: {minimum} is above {maximum}")
        if step <= 0:
            raise ValueError(f"step: must be positive, got {step}")
        self.label, self.minimum, self.maximum = label, minimum, maximum
        self.source, self.step = source, step
        self._title = w.HTML(f"<b>{html.escape(label)}</b>",
                             layout=w.Layout(width="auto", margin="0 8px 0 0"))
        self._title.add_class("tc-counter-label")
        self.minus = w.Button(description="−", tooltip=f"{label} − {step}",
                              layout=w.Layout(width="44px"))
        self.minus.add_class("tc-counter-minus")
        self.plus = w.Button(description="+", tooltip=f"{label} + {step}",
                             layout=w.Layout(width="44px"))
        self.plus.add_class("tc-counter-plus")
        self._shown = w.HTML(layout=w.Layout(width="auto", min_width="48px"))
        self._shown.add_class("tc-counter-value")
        self._range = w.HTML(
            f"<span>({minimum}–{maximum}{': ' + html.escape(source) if source else ''})</span>",
            layout=w.Layout(margin="0 0 0 8px"),
        )
        self._range.add_class("tc-note")
        self.messages = MessageBar()
        self.minus.on_click(lambda _b: self.decrement())
        self.plus.on_click(lambda _b: self.increment())
        super().__init__([
            w.HBox([self._title, self.minus, self._shown, self.plus, self._range],
                   layout=w.Layout(align_items="center", flex_flow="row wrap")),
            self.messages,
        ])
        self.add_class("tc-counter")
        self.value = value  # validated: a starting value out of range is refused too
        self._show_value()

    def _refusal(self, proposed: int) -> RuleError | None:
        if proposed > self.maximum:
            return RuleError(f"{self.label} cannot go above {self.maximum}",
                             self.source)
        if proposed < self.minimum:
            return RuleError(f"{self.label} cannot go below {self.minimum}",
                             self.source)
        return None

    @traitlets.validate("value")
    def _validate_value(self, proposal: dict[str, Any]) -> int:
        refusal = self._refusal(proposal["value"])
        if refusal is not None:
            raise refusal
        return proposal["value"]

    @traitlets.observe("value")
    def _value_changed(self, _change: dict[str, Any]) -> None:
        self._show_value()

    @traitlets.observe("disabled")
    def _disabled_changed(self, change: dict[str, Any]) -> None:
        self.minus.disabled = self.plus.disabled = change["new"]

    def _show_value(self) -> None:
        if hasattr(self, "_shown"):
            self._shown.value = f"<b style='font-size:20px'>{self.value}</b>"

    def set(self, value: int) -> bool:
        """Set the value if the bounds allow it; otherwise show why not and keep the old value."""
        if self.disabled:
            self.messages.info(f"{self.label} cannot be changed now.")
            return False
        refusal = self._refusal(value)
        if refusal is not None:
            self.messages.refuse(refusal)
            return False
        self.messages.clear()
        self.value = value
        return True

    def increment(self) -> bool:
        """One step up, or a refusal at the maximum."""
        return self.set(self.value + self.step)

    def decrement(self) -> bool:
        """One step down, or a refusal at the minimum."""
        return self.set(self.value - self.step)

    @property
    def message(self) -> str:
        """The text of the message shown now ("" when none)."""
        return self.messages.text
