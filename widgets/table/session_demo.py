"""The gallery demo of the session widgets, played with Tally (a demo game, not one of the five)."""

from __future__ import annotations

from typing import Any, Callable

import ipywidgets as w

from companion.errors import RuleError
from companion.games.tally import GAME as TALLY, Gain, Setup, Spend, draw_roll
from companion.session import Session, SessionError
from widgets.kit.controls import button, message_label, say
from widgets.table.history import HistoryPanel
from widgets.table.session_picker import SessionPicker

__all__ = ["session_demo"]


def _tally_text(session: Session | None) -> str:
    if session is None:
        return "No game open."
    state = session.state
    if not state.set_up:
        return "Not set up yet."
    rolls = ", ".join(str(r) for r in state.rolls) or "none"
    return f"Crystals: {state.crystals} of {state.capacity}. Rolls: {rolls}."


def session_demo(folder: Any = None) -> w.VBox:
    """The gallery demo (Tally, a demo game): picker, history, gain/spend/roll buttons, the stash."""
    title = w.HTML("<h3>Saved sessions — demo with Tally (a demo game, not one of the five)</h3>")
    state_label = w.Label("No game open.")
    state_label.add_class("tc-tally-state")
    message = message_label("tc-demo-message")
    buttons = {"gain": button("Gain 1", "tc-gain"), "spend": button("Spend 1", "tc-spend"),
               "roll": button("Roll", "tc-roll", "The companion rolls a die and records it")}
    history = HistoryPanel(None)
    picker: SessionPicker

    def refresh() -> None:
        session = picker.session
        state_label.value = _tally_text(session)
        for each in buttons.values():
            each.disabled = session is None or session.read_only
        history.refresh()
        picker.refresh()  # the saved-game list and the export link follow every step

    def on_open(session: Session) -> None:
        say(message, "")
        if not session.read_only and len(session) == 0 and not session.redo_events:
            play(lambda s: Setup(0))  # a new Tally game starts with an empty stash
            picker.refresh()
        history.set_session(session)
        refresh()

    def play(make_event: Callable[[Session], Any]) -> None:
        session = picker.session
        if session is None:
            return
        try:
            session.apply(make_event(session))
        except RuleError as exc:
            say(message, str(exc), "refusal")
        except SessionError as exc:
            # Read-only or moved on in another page (the session then shows the latest): not applied.
            say(message, str(exc), "refusal" if getattr(exc, "reloaded", False) else "error")
            picker.refresh()
        else:
            say(message, "")
        refresh()

    def on_close() -> None:
        history.set_session(None)
        refresh()

    picker = SessionPicker([TALLY], folder=folder, on_open=on_open, on_close=on_close)
    history.on_change = lambda: (say(message, ""), refresh(), picker.refresh())
    buttons["gain"].on_click(lambda _: play(lambda s: Gain(1)))
    buttons["spend"].on_click(lambda _: play(lambda s: Spend(1)))
    buttons["roll"].on_click(lambda _: play(lambda s: draw_roll(s.rng)))
    refresh()
    box = w.VBox([title, picker, w.HBox(list(buttons.values())), state_label, message, history])
    box.add_class("tc-session-demo")
    box.picker, box.history, box.buttons, box.state_label, box.message = (  # type: ignore[attr-defined]
        picker, history, buttons, state_label, message)
    return box
