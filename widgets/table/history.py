"""The history panel: the named steps, newest first, with Undo, Redo and a confirmed "go back".

A thin view: every change goes through companion.session; failures become a plain
message in the dashboard, never a traceback. SessionPicker lives in its own module and is
re-exported here so older imports keep working.
"""

from __future__ import annotations

import html
from typing import Any, Callable

import ipywidgets as w

from companion.errors import RuleError
from companion.session import Session, SessionError
from widgets.kit.controls import button, message_label, say
from widgets.table.session_picker import SessionPicker

__all__ = ["HistoryPanel", "SessionPicker"]

SHOWN_STEPS = 60  # the history text shows the newest steps; the go-back list holds them all


class HistoryPanel(w.VBox):
    """The named steps, newest first, with Undo, Redo and a confirmed "go back to step N"."""

    def __init__(self, session: Session | None, on_change: Callable[[], Any] | None = None) -> None:
        self.on_change = on_change
        self.undo_button = button("↶ Undo", "tc-undo", "Take back the last step", compact=True)
        self.redo_button = button("↷ Redo", "tc-redo", "Put back the step last undone", compact=True)
        self.steps_text = w.HTML()
        self.steps_text.add_class("tc-history")
        self.undone_text = w.HTML()  # HTML, not Label: a long step name wraps instead of being cut off
        self.undone_text.add_class("tc-undone")
        self.step_choice = w.Dropdown(options=[], description="Step")
        self.step_choice.add_class("tc-step-choice")
        self.go_back_button = button("Go back to this step", "tc-go-back", compact=True)
        self.question = w.Label()
        self.question.add_class("tc-confirm-question")
        self.confirm_button = button("Yes, go back", "tc-confirm")
        self.cancel_button = button("Cancel", "tc-cancel")
        self.confirm_row = w.HBox([self.question, self.confirm_button, self.cancel_button],
                                  layout=w.Layout(display="none", flex_flow="row wrap"))
        self.message = message_label("tc-history-message")
        self.undo_button.on_click(lambda _: self._change(lambda s: s.undo()))
        self.redo_button.on_click(lambda _: self._change(lambda s: s.redo()))
        self.go_back_button.on_click(self._ask)
        self.confirm_button.on_click(self._confirm)
        self.cancel_button.on_click(lambda _: self._hide_question())
        # The Undo/Redo bar (a game's page moves it to the page's end, where it sticks in view).
        self.bar = w.HBox([self.undo_button, self.redo_button])
        self.bar.add_class("tc-history-bar")
        super().__init__([self.bar, self.undone_text, self.steps_text,
                          w.HBox([self.step_choice, self.go_back_button], layout=w.Layout(flex_flow="row wrap")),
                          self.confirm_row, self.message])
        self.add_class("tc-history-panel")
        self.session: Session | None = None
        self.set_session(session)

    def set_session(self, session: Session | None) -> None:
        """Show another session (or none) and refresh."""
        self.session = session
        self._hide_question()
        say(self.message, "")
        self.refresh()

    def refresh(self) -> None:
        """Redraw the steps and the buttons' states from the session."""
        s = self.session
        steps = s.steps if s is not None else ()
        if s is None:
            lines = ["No game open."]
        elif not steps:
            lines = ["No steps yet."]
        else:
            newest = range(len(steps), max(0, len(steps) - SHOWN_STEPS), -1)
            lines = [f"{n}. {steps[n - 1]}" for n in newest]
            if len(steps) > SHOWN_STEPS:
                lines.append(f"… and {len(steps) - SHOWN_STEPS} earlier steps")
        self.steps_text.value = "".join(f"<div>{html.escape(line)}</div>" for line in lines)
        undone = s.redo_steps if s is not None else ()
        self.undone_text.value = html.escape(f"Undone (Redo puts back): {undone[0]}" + (
            f" and {len(undone) - 1} more" if len(undone) > 1 else "")) if undone else ""
        self.undo_button.disabled = s is None or not s.can_undo
        self.redo_button.disabled = s is None or not s.can_redo
        self.undo_button.tooltip = f"Undo: {steps[-1]}" if s is not None and s.can_undo and steps else "Nothing to undo"
        self.redo_button.tooltip = f"Redo: {s.redo_steps[0]}" if s is not None and s.can_redo else "Nothing to redo"
        options = [("0. Before the first step", 0)] if steps else []
        options = [(f"{n}. {steps[n - 1]}", n) for n in range(len(steps), 0, -1)] + options
        self.step_choice.options = options
        writable = s is not None and not s.read_only
        self.step_choice.disabled = not writable or len(steps) == 0
        self.go_back_button.disabled = not writable or len(steps) == 0

    def _change(self, action: Callable[[Session], Any]) -> None:
        if self.session is None:
            return
        try:
            action(self.session)
        except (SessionError, RuleError, ValueError) as exc:
            # "Moved on in another page": the session now shows the latest log; the step was not taken.
            say(self.message, str(exc), "refusal" if getattr(exc, "reloaded", False) else "error")
        else:
            say(self.message, "")
        self._hide_question()
        self.refresh()
        if self.on_change is not None:
            self.on_change()

    def _ask(self, _: Any = None) -> None:
        n = self.step_choice.value
        if self.session is None or n is None:
            return
        k = len(self.session) - n
        if k == 0:
            say(self.message, f"Step {n} is already the last step.")
            return
        self.question.value = f"Go back to step {n}? This undoes the last {k} step{'s' if k != 1 else ''}."
        self.confirm_row.layout.display = ""

    def _confirm(self, _: Any = None) -> None:
        n = self.step_choice.value
        self._change(lambda s: s.go_back_to(n))

    def _hide_question(self) -> None:
        self.confirm_row.layout.display = "none"

