"""The players' own choices in the move picked: one pick list per choice the core's form offers.

The core computes everything: `choice_form` (companion.games.fall.options) gives the picks of a move and
their legal values, `form_event` turns the picks into the event, and `apply` judges it (a wrong
combination is refused with the rulebook section). This module only shows the picks and reads them.
A pick that matters only for another pick's value (the red bonus's region, say) shows only then.
CSS classes: the box `<css>` (e.g. tc-fall-choices-move), each pick list `tc-fall-pick-<key>`.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from companion.games.fall.options import Form, choice_form, form_event
from widgets.kit.controls import named
from widgets.kit.pickers import slug

CELL = "min(236px, 44vw)"  # two pick lists side by side in the play column (beside the board or on a phone)


class ChoicesForm(w.VBox):
    """The picks of one move, filled from the core's form; `event` is what they make now."""

    def __init__(self, css: str) -> None:
        self.form: Form | None = None
        self._state: Any = None  # the state the picks were made in
        self._event: Any = None  # the entry (event) the picks were made from
        self.boxes: dict[str, w.Dropdown] = {}
        self.cells: dict[str, w.VBox] = {}
        self.title = w.HTML()
        # As wide as the play column (two cells side by side, beside the board and on a phone).
        self.grid = w.Box(layout=w.Layout(display="flex", flex_flow="row wrap", width="auto"))
        super().__init__([self.title, self.grid], layout=w.Layout(width="auto"))
        self.add_class("tc-fall-choices")
        self.add_class(css)
        self.show(None)

    def show_for(self, state: Any, event: Any) -> None:
        """Show the choices of `event` (a legal event offered now), set as that event has them, or nothing if
        it carries none; only for the same entry in the same state (a refused move) do the picks stay as made."""
        form = choice_form(state, event) if event is not None else None
        # Another entry picked means its own picks: keeping the old ones would record what was not chosen.
        keep = self.values() if state is self._state and event == self._event and form is not None \
            and self.form is not None and form.key == self.form.key else {}
        self._state, self._event = state, event
        self.show(form)
        for key, value in keep.items():
            if key in self.boxes and value in [v for _, v in self.boxes[key].options]:
                self.boxes[key].value = value

    def show(self, form: Form | None) -> None:
        """Show one pick list per pick of `form`, each set as the form has it (None hides the box)."""
        self.form = form
        self.boxes, self.cells = {}, {}
        if form is None:
            self.grid.children = ()
            self.title.value = ""
            self.layout.display = "none"
            return
        for pick in form.picks:
            box = named(w.Dropdown(options=list(pick.values), value=pick.default,
                                   layout=w.Layout(width="min(228px, 42vw)")),
                        pick.label)  # its label is the small text above it
            box.add_class(f"tc-fall-pick-{slug(pick.key)}")
            box.observe(lambda _c: self._show_relevant(), names="value")
            self.boxes[pick.key] = box
            self.cells[pick.key] = w.VBox([w.HTML(f"<small>{html.escape(pick.label)}</small>"), box],
                                          layout=w.Layout(width=CELL))
        self.grid.children = tuple(self.cells.values())
        self.title.value = f"<small><b>Your choices</b> — rulebook: {html.escape(form.section)}</small>"
        self.layout.display = None
        self._show_relevant()

    def _show_relevant(self) -> None:
        if self.form is None:
            return
        for pick in self.form.picks:
            shown = pick.applies(self.values())
            self.cells[pick.key].layout.display = None if shown else "none"

    def values(self) -> dict[str, Any]:
        """Each pick's value now."""
        return {key: box.value for key, box in self.boxes.items()}

    def pick(self, key: str, value: Any) -> None:
        """Set one pick (as a player would), by its value."""
        self.boxes[key].value = value

    def event(self, state: Any) -> Any:
        """The event the picks make (None when no form is shown)."""
        if self.form is None:
            return None
        return form_event(state, self.form, self.values())
