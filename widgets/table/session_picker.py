"""The session picker: new game, resume a saved one, export the open one, import a file.

A thin view: every change goes through companion.storage / companion.transfer; failures
become a plain message in the dashboard, never a traceback. No page holds a saved game: a
reloaded tab simply resumes and plays, and a page that fell behind is told so at its next move.
"""

from __future__ import annotations

import html
import json
from datetime import datetime
from typing import Any, Callable, Container, Iterable, Mapping, Sequence

import ipywidgets as w

from companion.game import Game
from companion.session import Session, SessionError
from companion.storage import (SessionDamagedError, check_name, fit_name, games_by_name, list_sessions, new_session,
                               open_session)
from companion.transfer import export_json, import_session
from widgets.kit.controls import button, message_label, named, say
from widgets.kit.downloads import download_link

__all__ = ["SessionPicker", "free_name"]


def free_name(base: str, taken: Container[str]) -> str:
    """`base` if not taken, else the first free "base (2)" ... "base (99)"; `base` again when all are.

    Each candidate keeps within the name limits: a long `base` is cut to leave room for " (k)".
    """
    candidates = [fit_name(base)] + [fit_name(base, f" ({k})") for k in range(2, 100)]
    return next((n for n in candidates if n not in taken), candidates[0])


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
        self._damaged: str | None = None  # the damaged game whose intact part may be opened
        self.game_choice = w.Dropdown(options=[(g.title, n) for n, g in self.games.items()], description="Game")
        self.game_choice.add_class("tc-game-choice")
        if len(self.games) == 1:  # one game's page: nothing to choose
            self.game_choice.layout.display = "none"
        self.name_text = w.Text(value=datetime.now().strftime("game %Y-%m-%d %H-%M-%S"), description="Name")
        self.name_text.add_class("tc-session-name")
        self.players_text = w.Text(placeholder="Ann, Bo", description="Players")
        self.players_text.add_class("tc-players")
        self.new_button = button("New game", "tc-new")
        self.sessions = named(w.Select(options=[], rows=4, layout=w.Layout(width="98%")),  # 100% + border scrolls
                              "Saved games")
        self.sessions.add_class("tc-sessions")
        self.resume_button = button("Resume", "tc-resume")
        self.refresh_button = button("Refresh list", "tc-refresh")
        # Log this play (issue #25): a finished saved game chosen in the list, as BG Stats and BoardGameGeek files.
        self.log_button = button("Log this play", "tc-log-chosen",
                                 "The chosen finished game as a BG Stats file and a BoardGameGeek play record")
        self.log_links = w.HTML()
        self.log_links.add_class("tc-log-play")
        self.close_button = button("Close game", "tc-close", "Close the open game, freeing it for another dashboard")
        # Export is one click: the link below is always the open game as it stands (refreshed after
        # every step); the button (kept for notebooks and older code) only brings it up to date.
        self.export_button = button("Export", "tc-export", "Download the open game as one JSON file")
        self.export_button.layout.display = "none"
        self.intact_button = button("Open the intact part (read-only)", "tc-open-intact",
                                    "Look at the moves saved before the damaged line; nothing can be changed")
        self.intact_button.layout.display = "none"
        self.export_link = w.HTML()
        self.export_link.add_class("tc-export-link")
        self.upload = w.FileUpload(accept=".json", multiple=False, description="Import")
        self.upload.add_class("tc-import")
        self.current = w.Label("No game open.")
        self.current.add_class("tc-current-session")
        self.message = message_label("tc-picker-message")
        self.new_button.on_click(self._new)
        self.resume_button.on_click(self._resume)
        self.refresh_button.on_click(lambda _: self.refresh())
        self.log_button.on_click(self._log_chosen)
        self.sessions.observe(lambda _c: setattr(self.log_links, "value", ""), names="value")
        self.close_button.on_click(lambda _: self.close_session())
        self.export_button.on_click(self._export)
        self.intact_button.on_click(self._open_intact)
        self.upload.observe(self._import, names="value")
        super().__init__([
            w.HBox([self.game_choice, self.name_text, self.players_text, self.new_button]),
            self.sessions, w.HBox([self.resume_button, self.refresh_button, self.close_button, self.export_button,
                                  self.upload, self.export_link, self.log_button],
                                 layout=w.Layout(flex_flow="row wrap", align_items="center")), self.log_links,
            self.current, self.message, self.intact_button])
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
        except (SessionError, OSError) as exc:
            say(self.message, f"Cannot read the saves folder: {exc}", "error")
            infos = []
        # Only this dashboard's games: another game's save would be refused on opening anyway.
        infos = [i for i in infos if i.game in self.games or i.problem]
        chosen = self.sessions.value
        self.sessions.options = [(_describe(i), i.name) for i in infos]
        names = [i.name for i in infos]
        # keep the player's choice; otherwise the most recent game, so Resume works at once
        self.sessions.value = chosen if chosen in names else (names[0] if names else None)
        self.resume_button.disabled = self.log_button.disabled = not infos
        self.export_button.disabled = self.close_button.disabled = self.session is None
        self._export()

    def _opened(self, session: Session, note: str) -> None:
        if self.session is not None and self.session is not session:
            self.session.close()  # release the previous game's lock
        self.session = session
        self._offer_intact(None)
        mode = " (read-only)" if session.read_only else ""
        # One game's page names the game in its bar already.
        title = "" if len(self.games) == 1 else f" — {session.game.title}"
        self.current.value = f"Open: {session.name}{title}{mode}"
        say(self.message, " ".join(t for t in (note, session.warning or "") if t),
             "refusal" if session.warning or session.read_only else "info")
        self.refresh()
        if self.on_open is not None:
            self.on_open(session)

    def start(self, base: str, players: Sequence[str], profile: Mapping[str, Any] | None = None) -> Session:
        """Create and open a saved game named `base` (or the first free "base (2)"...); raise if it cannot be."""
        game = self.games[self.game_choice.value]
        name = free_name(base.strip() or game.title, {i.name for i in list_sessions(self.folder)})
        session = new_session(game, name, folder=self.folder, profile=profile or None, players=list(players))
        self.name_text.value = name
        self.players_text.value = ", ".join(players)
        self._opened(session, f"Started {name}.")
        return session

    def _new(self, _: Any = None) -> None:
        players = [p.strip() for p in self.players_text.value.split(",") if p.strip()]
        try:
            session = new_session(self.games[self.game_choice.value], self.name_text.value.strip(),
                                  folder=self.folder, players=players)
        except (SessionError, ValueError, OSError) as exc:
            say(self.message, str(exc), "error")
            return
        self._opened(session, f"Started {session.name}.")

    def _resume(self, _: Any = None) -> None:
        name = self.sessions.value
        if name is None:
            say(self.message, "Choose a saved game in the list first.", "refusal")
            return
        if self.session is not None and self.session.name == name and not self.session.read_only:
            try:
                self.session.reload()  # another page may have moved it on: show the latest
            except SessionError as exc:
                say(self.message, str(exc), "error")
                return
            self._opened(self.session, f"{name} is already open here; showing its latest state.")
            return
        try:
            session = open_session(name, self.games, self.folder)
        except SessionDamagedError as exc:
            say(self.message, str(exc), "error")
            self._offer_intact(name if exc.intact > 0 else None)
            return
        except (SessionError, ValueError, OSError) as exc:
            say(self.message, str(exc), "error")
            self._offer_intact(None)
            return
        self._opened(session, f"Resumed {name}.")

    def _offer_intact(self, name: str | None) -> None:
        self._damaged = name
        self.intact_button.layout.display = None if name is not None else "none"

    def _open_intact(self, _: Any = None) -> None:
        """Open the sound records of the damaged game last refused, read-only."""
        name = self._damaged
        if name is None:
            return
        try:
            session = open_session(name, self.games, self.folder, intact=True)
        except (SessionError, ValueError, OSError) as exc:
            say(self.message, str(exc), "error")
            return
        self._opened(session, "")

    def _export(self, _: Any = None) -> None:
        """Bring the export link up to the open game (one click on it downloads the game)."""
        if self.session is None:
            self.export_link.value = ""
            if _ is not None:
                say(self.message, "Open a game first, then export it.", "refusal")
            return
        try:
            text = export_json(self.session)
        except (SessionError, ValueError, OSError) as exc:
            self.export_link.value = ""
            say(self.message, f"Cannot export {self.session.name}: {exc}", "error")
            return
        filename = f"{self.session.name}.json"
        self.export_link.value = download_link(filename, text, f"Export: download {filename}",
                                               title="The open game as it stands now, as one JSON file")

    def _log_chosen(self, _: Any = None) -> None:
        """Offer the chosen saved game as a play to log, or say why it is none (not over, damaged)."""
        from companion.plays import saved_play
        from widgets.table.play_card import log_links

        name = self.sessions.value
        self.log_links.value = ""
        if name is None:
            say(self.message, "Choose a finished game in the list first.", "refusal")
            return
        try:
            summary = saved_play(name, self.folder)
        except ValueError as exc:
            say(self.message, str(exc), "refusal")
            return
        links, why = log_links(summary, name)
        self.log_links.value = links + (f"<p class='tc-note'>{html.escape(why)}</p>" if why else "")
        say(self.message, f"{name}: {summary.outcome} Its play files are ready below.")

    def _import(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        upload = files[0]
        try:
            session = self._import_bytes(bytes(upload["content"]))
        except (SessionError, ValueError, OSError) as exc:
            say(self.message, f"Could not import {upload['name']}: {exc}", "error")
        else:
            self._opened(session, f"Imported {upload['name']} as {session.name}.")
        finally:
            self.upload.value = ()  # so the same file can be chosen again

    def _import_bytes(self, data: bytes) -> Session:
        """Import under the exported name, or "name (2)", "name (3)", ... if that name is taken."""
        taken = {i.name for i in list_sessions(self.folder)}
        try:
            base = json.loads(data).get("header", {}).get("name")
        except (ValueError, AttributeError, TypeError, RecursionError):  # import_session says what is wrong
            base = None
        try:
            base = check_name(base)
        except ValueError:  # no name, or one that cannot be a file name here
            base = "imported game"
        return import_session(data, self.games, folder=self.folder, name=free_name(base, taken))

    def close_session(self) -> None:
        """Close the open game (releasing its lock), then tell `on_close`."""
        if self.session is None:
            return
        self.session.close()
        say(self.message, f"Closed {self.session.name}; it is saved and can be resumed here or elsewhere.")
        self.session = None
        self.current.value = "No game open."
        self.export_link.value = ""
        self.refresh()
        if self.on_close is not None:
            self.on_close()
