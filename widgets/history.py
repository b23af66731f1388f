"""Session widgets: the history panel (undo, redo, go back), the session picker, and the gallery demo.

Thin views: every change goes through companion.session / companion.storage; failures
become a plain message in the dashboard, never a traceback.
"""

from __future__ import annotations

import base64
import html
import json
from datetime import datetime
from typing import Any, Callable, Iterable, Mapping

import ipywidgets as w

from companion.errors import RuleError
from companion.game import Game
from companion.games.tally import GAME as TALLY, Gain, Setup, Spend, draw_roll
from companion.session import Session, SessionError
from companion.storage import SessionLockedError, games_by_name, list_sessions, new_session, open_session
from companion.transfer import export_json, import_session

__all__ = ["HistoryPanel", "SessionPicker", "session_demo"]

SHOWN_STEPS = 60  # the history text shows the newest steps; the go-back list holds them all


def _button(text: str, css: str, tooltip: str = "") -> w.Button:
    button = w.Button(description=text, tooltip=tooltip or text)
    button.add_class(css)
    return button


def _say(label: w.HTML, text: str, kind: str = "info") -> None:
    """Show `text` (escaped, plain) in a message label; an empty text hides it."""
    label.value = html.escape(text)
    for old in ("tc-message-info", "tc-message-refusal", "tc-message-error"):
        label.remove_class(old)
    label.add_class(f"tc-message-{kind}")
    label.layout.display = "" if text else "none"


def _message(css: str) -> w.HTML:
    label = w.HTML("", layout=w.Layout(display="none"))
    label.add_class("tc-message")
    label.add_class(css)
    return label


class HistoryPanel(w.VBox):
    """The named steps, newest first, with Undo, Redo and a confirmed "go back to step N"."""

    def __init__(self, session: Session | None, on_change: Callable[[], Any] | None = None) -> None:
        self.on_change = on_change
        self.undo_button = _button("Undo", "tc-undo", "Take back the last step")
        self.redo_button = _button("Redo", "tc-redo", "Put back the step last undone")
        self.steps_text = w.HTML()
        self.steps_text.add_class("tc-history")
        self.undone_text = w.Label()
        self.undone_text.add_class("tc-undone")
        self.step_choice = w.Dropdown(options=[], description="Step")
        self.step_choice.add_class("tc-step-choice")
        self.go_back_button = _button("Go back to this step", "tc-go-back")
        self.question = w.Label()
        self.question.add_class("tc-confirm-question")
        self.confirm_button = _button("Yes, go back", "tc-confirm")
        self.cancel_button = _button("Cancel", "tc-cancel")
        self.confirm_row = w.HBox([self.question, self.confirm_button, self.cancel_button],
                                  layout=w.Layout(display="none"))
        self.message = _message("tc-history-message")
        self.undo_button.on_click(lambda _: self._change(lambda s: s.undo()))
        self.redo_button.on_click(lambda _: self._change(lambda s: s.redo()))
        self.go_back_button.on_click(self._ask)
        self.confirm_button.on_click(self._confirm)
        self.cancel_button.on_click(lambda _: self._hide_question())
        super().__init__([w.HBox([self.undo_button, self.redo_button]), self.undone_text, self.steps_text,
                          w.HBox([self.step_choice, self.go_back_button]), self.confirm_row, self.message])
        self.add_class("tc-history-panel")
        self.session: Session | None = None
        self.set_session(session)

    def set_session(self, session: Session | None) -> None:
        """Show another session (or none) and refresh."""
        self.session = session
        self._hide_question()
        _say(self.message, "")
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
        self.undone_text.value = f"Undone (Redo puts back): {undone[0]}" + (
            f" and {len(undone) - 1} more" if len(undone) > 1 else "") if undone else ""
        self.undo_button.disabled = s is None or not s.can_undo
        self.redo_button.disabled = s is None or not s.can_redo
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
            _say(self.message, str(exc), "error")
        else:
            _say(self.message, "")
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
            _say(self.message, f"Step {n} is already the last step.")
            return
        self.question.value = f"Go back to step {n}? This undoes the last {k} step{'s' if k != 1 else ''}."
        self.confirm_row.layout.display = ""

    def _confirm(self, _: Any = None) -> None:
        n = self.step_choice.value
        self._change(lambda s: s.go_back_to(n))

    def _hide_question(self) -> None:
        self.confirm_row.layout.display = "none"


def _describe(info: Any) -> str:
    if info.problem:
        return f"{info.name} — cannot be opened: {info.problem}"
    players = ", ".join(info.players) or "no players named"
    when = info.when.replace("T", " ").replace("+00:00", " UTC")
    return f"{info.name} — {info.title} — {players} — {info.steps} steps, last: {info.last_step or '—'} — {when}"


class SessionPicker(w.VBox):
    """New game, resume a saved one, export the open one (offline download), import a file."""

    def __init__(self, games: Mapping[str, Game] | Iterable[Game] | Game, *, folder: Any = None,
                 on_open: Callable[[Session], Any] | None = None,
                 on_close: Callable[[], Any] | None = None) -> None:
        self.games = games_by_name(games)
        self.folder = folder
        self.on_open = on_open
        self.on_close = on_close
        self.session: Session | None = None
        self.game_choice = w.Dropdown(options=[(g.title, n) for n, g in self.games.items()], description="Game")
        self.game_choice.add_class("tc-game-choice")
        self.name_text = w.Text(value=datetime.now().strftime("game %Y-%m-%d %H-%M-%S"), description="Name")
        self.name_text.add_class("tc-session-name")
        self.players_text = w.Text(placeholder="Ann, Bo", description="Players")
        self.players_text.add_class("tc-players")
        self.new_button = _button("New game", "tc-new")
        self.sessions = w.Select(options=[], rows=6, layout=w.Layout(width="100%"))
        self.sessions.add_class("tc-sessions")
        self.resume_button = _button("Resume", "tc-resume")
        self.refresh_button = _button("Refresh list", "tc-refresh")
        self.close_button = _button("Close game", "tc-close", "Close the open game, freeing it for another dashboard")
        self.export_button = _button("Export", "tc-export", "Download the open game as one JSON file")
        self.export_link = w.HTML()
        self.export_link.add_class("tc-export-link")
        self.upload = w.FileUpload(accept=".json", multiple=False, description="Import")
        self.upload.add_class("tc-import")
        self.current = w.Label("No game open.")
        self.current.add_class("tc-current-session")
        self.message = _message("tc-picker-message")
        self.new_button.on_click(self._new)
        self.resume_button.on_click(self._resume)
        self.refresh_button.on_click(lambda _: self.refresh())
        self.close_button.on_click(lambda _: self.close_session())
        self.export_button.on_click(self._export)
        self.upload.observe(self._import, names="value")
        super().__init__([
            w.HBox([self.game_choice, self.name_text, self.players_text, self.new_button]),
            self.sessions, w.HBox([self.resume_button, self.refresh_button, self.close_button, self.export_button,
                                  self.upload]),
            self.export_link, self.current, self.message])
        self.add_class("tc-session-picker")
        self.refresh()

    @property
    def message_text(self) -> str:
        """The message shown to the player, as plain text (empty when none)."""
        return html.unescape(self.message.value)

    def refresh(self) -> None:
        """Reread the saved games in the folder."""
        try:
            infos = list_sessions(self.folder)
        except OSError as exc:
            _say(self.message, f"Cannot read the saves folder: {exc}", "error")
            infos = []
        chosen = self.sessions.value
        self.sessions.options = [(_describe(i), i.name) for i in infos]
        names = [i.name for i in infos]
        # keep the player's choice; otherwise the most recent game, so Resume works at once
        self.sessions.value = chosen if chosen in names else (names[0] if names else None)
        self.resume_button.disabled = not infos
        self.export_button.disabled = self.close_button.disabled = self.session is None

    def _opened(self, session: Session, note: str) -> None:
        if self.session is not None and self.session is not session:
            self.session.close()  # release the previous game's lock
        self.session = session
        mode = " (read-only)" if session.read_only else ""
        self.current.value = f"Open: {session.name} — {session.game.title}{mode}"
        self.export_link.value = ""
        _say(self.message, " ".join(t for t in (note, session.warning or "") if t),
             "refusal" if session.warning or session.read_only else "info")
        self.refresh()
        if self.on_open is not None:
            self.on_open(session)

    def _new(self, _: Any = None) -> None:
        players = [p.strip() for p in self.players_text.value.split(",") if p.strip()]
        try:
            session = new_session(self.games[self.game_choice.value], self.name_text.value.strip(),
                                  folder=self.folder, players=players)
        except (SessionError, ValueError, OSError) as exc:
            _say(self.message, str(exc), "error")
            return
        self._opened(session, f"Started {session.name}.")

    def _resume(self, _: Any = None) -> None:
        name = self.sessions.value
        if name is None:
            _say(self.message, "Choose a saved game in the list first.", "refusal")
            return
        if self.session is not None and self.session.name == name and not self.session.read_only:
            self._opened(self.session, f"{name} is already open here.")
            return
        note = f"Resumed {name}."
        try:
            try:
                session = open_session(name, self.games, self.folder)
            except SessionLockedError as exc:
                session = open_session(name, self.games, self.folder, read_only=True)
                note = f"{exc} Opened read-only: you can look but not make moves."
        except (SessionError, ValueError, OSError) as exc:
            _say(self.message, str(exc), "error")
            return
        self._opened(session, note)

    def _export(self, _: Any = None) -> None:
        if self.session is None:
            _say(self.message, "Open a game first, then export it.", "refusal")
            return
        payload = base64.b64encode(export_json(self.session).encode()).decode()
        filename = html.escape(f"{self.session.name}.json", quote=True)
        self.export_link.value = (f'<a download="{filename}" href="data:application/json;base64,{payload}">'
                                  f"Download {filename}</a>")

    def _import(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        upload = files[0]
        try:
            session = self._import_bytes(bytes(upload["content"]))
        except (SessionError, ValueError, OSError) as exc:
            _say(self.message, f"Could not import {upload['name']}: {exc}", "error")
        else:
            self._opened(session, f"Imported {upload['name']} as {session.name}.")
        finally:
            self.upload.value = ()  # so the same file can be chosen again

    def _import_bytes(self, data: bytes) -> Session:
        """Import under the exported name, or "name (2)", "name (3)", ... if that name is taken."""
        taken = {i.name for i in list_sessions(self.folder)}
        try:
            base = json.loads(data).get("header", {}).get("name") or "imported game"
        except (ValueError, AttributeError):
            base = "imported game"
        name = base if base not in taken else next(
            (f"{base} ({k})" for k in range(2, 100) if f"{base} ({k})" not in taken), base)
        return import_session(data, self.games, folder=self.folder, name=str(name)[:80])

    def close_session(self) -> None:
        """Close the open game (releasing its lock), then tell `on_close`."""
        if self.session is None:
            return
        self.session.close()
        _say(self.message, f"Closed {self.session.name}; it is saved and can be resumed here or elsewhere.")
        self.session = None
        self.current.value = "No game open."
        self.export_link.value = ""
        self.refresh()
        if self.on_close is not None:
            self.on_close()


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
    message = _message("tc-demo-message")
    buttons = {"gain": _button("Gain 1", "tc-gain"), "spend": _button("Spend 1", "tc-spend"),
               "roll": _button("Roll", "tc-roll", "The companion rolls a die and records it")}
    history = HistoryPanel(None)
    picker: SessionPicker

    def refresh() -> None:
        session = picker.session
        state_label.value = _tally_text(session)
        for button in buttons.values():
            button.disabled = session is None or session.read_only
        history.refresh()

    def on_open(session: Session) -> None:
        _say(message, "")
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
            _say(message, str(exc), "refusal")
        except SessionError as exc:
            _say(message, str(exc), "error")
        else:
            _say(message, "")
        refresh()

    def on_close() -> None:
        history.set_session(None)
        refresh()

    picker = SessionPicker([TALLY], folder=folder, on_open=on_open, on_close=on_close)
    history.on_change = lambda: (_say(message, ""), refresh(), picker.refresh())
    buttons["gain"].on_click(lambda _: play(lambda s: Gain(1)))
    buttons["spend"].on_click(lambda _: play(lambda s: Spend(1)))
    buttons["roll"].on_click(lambda _: play(lambda s: draw_roll(s.rng)))
    refresh()
    box = w.VBox([title, picker, w.HBox(list(buttons.values())), state_label, message, history])
    box.add_class("tc-session-demo")
    box.picker, box.history, box.buttons, box.state_label, box.message = (  # type: ignore[attr-defined]
        picker, history, buttons, state_label, message)
    return box
