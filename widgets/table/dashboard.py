"""The one dashboard shell: a session, acting through it, undo and redo, messages, history,
the rulings met at the step under way, and the page that saves a game before its setup.

A game's dashboard subclasses `Dashboard` (its board, its controls, its `refresh`) and its page
is `game_page(TheDashboard, folder)`. Nothing here knows a game's rules: the game's own
`next_step` says which rulings apply, and its `players_of_setup` names the players of a setup.
"""

from __future__ import annotations

import html
import os
from typing import Any, Callable, ClassVar, Mapping, Sequence

import ipywidgets as w

from companion.errors import RuleError
from companion.game import Game
from companion.rulings import Ruling
from companion.session import Session, SessionError
from companion.storage import amend_unplayed, unplayed
from widgets.kit.prompt import MessageBar

__all__ = ["Dashboard", "RulingsNote", "follow_paused", "game_page", "shape_centre"]


def shape_centre(canvases: Sequence[Any], name: str) -> tuple[float, float]:
    """The canvas point at the middle of the named shape, topmost first (for clicks in browser tests)."""
    for canvas in canvases:
        for shape in reversed(canvas.shapes):
            if shape.name == name:
                if shape.kind == "circle":
                    return shape.points[0]
                xs, ys = [p[0] for p in shape.points], [p[1] for p in shape.points]
                return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
    raise ValueError(f"name: no shape called {name!r} is drawn now")


class RulingsNote(w.HTML):
    """The readings of unclear rules that apply at the step under way, each with its section."""

    def __init__(self, rulings: Mapping[str, Ruling], css: str) -> None:
        super().__init__()
        self.rulings = rulings
        self.shown: tuple[str, ...] = ()
        self.add_class("tc-rulings")
        self.add_class(css)
        self.layout.display = "none"

    def show(self, keys: Sequence[str]) -> None:
        """Show the rulings with these keys (an unknown key is a programming error: KeyError)."""
        self.shown = tuple(keys)
        items = []
        for key in self.shown:
            r = self.rulings[key]
            setting = f" (a setting: <code>{html.escape(r.setting)}</code>)" if r.setting else ""
            items.append(f"<li data-ruling='{html.escape(key, quote=True)}'><b>{html.escape(r.section)}</b>: "
                         f"{html.escape(r.point)} <i>Our reading:</i> {html.escape(r.reading)}{setting}</li>")
        self.value = ("<details><summary>How the companion reads this step "
                      f"({len(items)})</summary><ul style='margin:2px 0;padding-left:18px'>"
                      f"{''.join(items)}</ul></details>") if items else ""
        self.layout.display = None if items else "none"


class Dashboard:
    """A game's table: subclasses set `game` and `css`, build their widgets, and write `refresh`.

    Provides `session`, `state`, `act`, `undo`, `redo`, `set_session`, `centre`, the MessageBar
    `message`, the HistoryPanel `history` (when given) and `rulings` (the ones met now).
    """

    game: ClassVar[Game]
    css: ClassVar[str]  # CSS prefix for browser tests, e.g. "tc-myth"
    # What `use_profile` says once the game is set up, and the rulebook section it names.
    profile_fixed: ClassVar[tuple[str, str]] = ("The component profile is fixed once the game is set up", "Setup")

    def __init__(self, session: Session | None = None, *,
                 history: Callable[[Session], w.Widget] | None = None) -> None:
        self.session = session if session is not None else Session(self.game)
        # Called with each event before it is applied (the page opens a saved game at setup).
        self.before_act: Callable[[Any], None] | None = None
        self.release: Callable[[], None] | None = None  # the page closes an empty saved game
        self.message = MessageBar()
        self.message.add_class(f"{self.css}-message")
        self.rulings = RulingsNote(self.game.rulings, f"{self.css}-rulings")
        self.history = history(self.session) if history is not None else None
        # Called after every refresh, so after every step, undo and redo (the page refreshes the
        # saved-game list and the export link with it).
        self.refresh_listeners: list[Callable[[], None]] = []
        self._greyed: dict[int, tuple[w.Widget, bool]] = {}  # control -> its own `disabled` (look only)
        self._restoring = False

    @property
    def state(self) -> Any:
        """The state of the game now."""
        return self.session.state

    def canvases(self) -> tuple[Any, ...]:
        """The page's BoardCanvases, topmost first (for `centre`)."""
        return ()

    def use_profile(self, raw: dict[str, Any]) -> None:
        """Play the next game with this (already checked) profile: a saved game with no step yet takes it
        into its file (no empty game is left in the list); refused once the game is set up."""
        if len(self.session) or self.session.redo_events:
            text, section = self.profile_fixed
            raise RuleError(f"{text}: start a new game to use another.", section)
        if unplayed(self.session):
            try:
                amend_unplayed(self.session, profile=raw)
            except (SessionError, ValueError, OSError) as exc:
                raise RuleError(f"Could not use it for the saved game: {exc}") from None
            self.set_session(self.session)
            return
        if self.session.journal is not None and self.release is not None:
            self.release()  # a saved game that cannot take it (read-only, or the host's switch recorded)
        self.set_session(Session(self.game, profile=raw))

    def fresh_session(self) -> Session:
        """The in-memory session a closed game leaves: same profile, nothing played."""
        return Session(self.game, profile=self.session.profile or None)

    # ----- acting -----
    def act(self, event: Any) -> Any:
        """Apply one event through the session (saved first when the session has a file) and redraw."""
        if self.before_act is not None:
            self.before_act(event)
        before = self.state
        try:
            self.session.apply(event)
        except SessionError as exc:
            if getattr(exc, "reloaded", False):
                # Another page moved the game on: the session now holds the latest saved log (the
                # move was not applied); forget what was picked on the old board, then redraw below.
                self.session_changed()
            # Read-only, unwritable or moved on: the move did not happen; say so in the player's words.
            raise RuleError(str(exc)) from None
        finally:
            self.after_act()
            self.refresh()
        self.applied(before, event)
        return self.state

    def after_act(self) -> None:
        """Hook: clear what was picked for the move just tried (applied or refused)."""

    def applied(self, before: Any, event: Any) -> None:
        """Hook: say something about the step just applied (the state before it is given)."""

    def undo(self) -> None:
        """Undo the last step."""
        if not self.session.can_undo:
            raise RuleError("There is nothing to undo")
        self._change(self.session.undo)

    def redo(self) -> None:
        """Put the last undone step back."""
        if not self.session.can_redo:
            raise RuleError("There is nothing to redo")
        self._change(self.session.redo)

    def _change(self, change: Callable[[], Any]) -> None:
        try:
            change()
        except SessionError as exc:  # only looking, read-only or moved on: nothing happened
            if getattr(exc, "reloaded", False):
                self.session_changed()
            raise RuleError(str(exc)) from None
        finally:
            self.refresh()

    # ----- looking versus playing (issue #16) -----
    # The host is the page that started the saved game: its page label, saved in the file's header
    # (and shown in the follow bar). Only the host's switch decides whether the other pages may play;
    # on a page that may only look, every control of the table is greyed out with the reason in the
    # follow bar, and a move is refused by the session itself (so a stale page, a canvas click or a
    # notebook cell cannot slip one through). The follow bar and the saved-game picker stay live.
    def looking(self) -> str | None:
        """Why this page may only look at the game (one line), or None when it may play."""
        return self.session.looking_reason()

    def set_others_play(self, allow: bool) -> None:
        """The host lets the other pages play (True) or only look (False); saved in the game."""
        self._change(lambda: self.session.set_table(others_play=allow))

    def table_controls(self) -> list[w.Widget]:
        """The table's own controls (everything with a `disabled` switch under the dashboard and its
        history, Undo and Redo included), not the follow bar or the saved-game picker."""
        found: dict[int, w.Widget] = {}

        def walk(widget: Any) -> None:
            if not isinstance(widget, w.Widget) or id(widget) in found:
                return
            found[id(widget)] = widget
            for child in getattr(widget, "children", ()) or ():
                walk(child)

        history = self.history
        for root in (getattr(self, "widget", None), history, getattr(history, "bar", None)):
            walk(root)
        return [c for c in found.values() if not isinstance(c, w.Box) and c.has_trait("disabled")]

    def _grey(self) -> None:
        """Grey out the table's controls while this page may only look; give them back after."""
        if self.looking() is not None:
            greyed: dict[int, tuple[w.Widget, bool]] = {}
            for control in self.table_controls():
                before = self._greyed.get(id(control))
                # A control the game enabled again since (or new) is remembered as enabled.
                prior = before[1] and control.disabled if before is not None else control.disabled
                greyed[id(control)] = (control, prior)
                control.disabled = True
            self._greyed = greyed
        elif self._greyed and not self._restoring:
            greyed, self._greyed = self._greyed, {}
            for control, prior in greyed.values():
                control.disabled = prior
            self._restoring = True
            try:
                self.refresh()  # the game sets the controls it manages (what is legal now) again
            finally:
                self._restoring = False

    def set_session(self, session: Session) -> None:
        """Show another session (a new or resumed game) and bring the page up to it."""
        self.session = session
        if self.history is not None and hasattr(self.history, "set_session"):
            self.history.set_session(session)
        self.message.clear()
        self.session_changed()
        self.refresh()

    def session_changed(self) -> None:
        """Hook: forget what was picked on the old game's board."""

    # ----- following the saved game live (issue #16: widgets/table/follow.py) -----
    def follow(self, box: w.Box) -> Any:
        """Put the live bar into `box` (after its first child) and redraw whenever the saved game grows."""
        from widgets.table.follow import Follower

        self.follower = Follower(self)
        box.children = (*box.children[:1], self.follower.widget, *box.children[1:])
        if not follow_paused():
            self.follower.start()  # ticks on the kernel's event loop; outside a kernel, call check()
        return self.follower

    # ----- showing -----
    def centre(self, name: str) -> tuple[float, float]:
        """The canvas point at the middle of the named shape (for clicking it in browser tests)."""
        return shape_centre(self.canvases(), name)

    def refresh(self) -> None:
        """Bring every part of the page up to the session's state (subclasses call this last)."""
        self.rulings.show(self.game.next_step(self.state).rulings)
        if self.history is not None and hasattr(self.history, "refresh"):
            self.history.refresh()
        for hook in getattr(self, "refresh_listeners", ()):
            hook()
        self._grey()  # first, so a page shows the reason only once its controls are greyed out
        follower = getattr(self, "follower", None)
        if follower is not None:
            follower.show()


def follow_paused(query: str | None = None) -> bool:
    """A test hook: a page opened with `?follow=paused` does not tick (it is left behind, as a page
    would be in the instant before its next look), so browser tests can make a stale page."""
    from urllib.parse import parse_qs

    query = os.environ.get("QUERY_STRING", "") if query is None else query  # Voila passes the page's query
    return "paused" in parse_qs(query).get("follow", [])


def game_page(make: Callable[..., Dashboard], folder: Any = None) -> w.VBox:
    """The whole dashboard: New game / Resume (saved as you play), the table, and the named history.

    Until a saved game is open the table plays in memory; the setup step first creates a saved
    game (after the rules accept it, so a refused setup leaves no empty save), named after the
    game and made free of the names already saved, with the profile in use.
    """
    from widgets.table.history import HistoryPanel, SessionPicker
    from widgets.table.layout import contains, history_block, pin_history

    dash = make(history=lambda session: HistoryPanel(session))
    game = dash.game
    dash.history.on_change = dash.message.guard(dash.refresh)
    dash.history.add_class(f"{dash.css}-history")
    pin_history(dash.history)  # Undo and Redo in reach wherever the page is scrolled

    def opened(session: Session) -> None:
        dash.set_session(session)
        if session.read_only:
            dash.message.info("This game is open read-only here: you can look, not play")

    # Closing the game frees its file and leaves a fresh table (in memory until set up).
    picker = SessionPicker([game], folder=folder, on_open=opened,
                           on_close=lambda: dash.set_session(dash.fresh_session()))
    picker.add_class(f"{dash.css}-picker")
    dash.release = picker.close_session

    def save_first(event: Any) -> None:
        players = game.players_of_setup(event)
        if players is None:
            return
        if dash.session.journal is not None:
            # A saved game started with no players named takes the setup's into its file.
            if players and not dash.session.players and unplayed(dash.session):
                dash.session.game.apply(dash.state, event)  # a refused setup raises here, before the file
                try:
                    amend_unplayed(dash.session, players=players)
                except (SessionError, ValueError, OSError) as exc:
                    raise RuleError(f"Could not name the players in the saved game: {exc}") from None
            return
        dash.session.game.apply(dash.state, event)  # a refused setup raises here, before any file
        try:
            picker.start(picker.name_text.value.strip() or game.title, players,
                         profile=dash.session.profile or None)
        except (SessionError, ValueError, OSError) as exc:
            raise RuleError(f"Could not start a saved game: {exc}") from None

    dash.before_act = save_first
    # The saved-game list (steps, last step) and the export link follow every step (issue #11).
    dash.refresh_listeners.append(picker.refresh)
    picker.refresh()
    # A dashboard that did not place its history beside the board gets it under the page.
    placed = contains(dash.widget, dash.history)
    box = w.VBox([picker, dash.widget] + ([] if placed else history_block(dash.history)))
    box.add_class("tc-table-root")
    dash.follow(box)  # every open page follows the saved game live (issue #16)
    # Undo and Redo in reach wherever the page is scrolled: the history's bar ends the page and
    # sticks to the bottom of the view (`position: fixed` is not the window in Voila's panels).
    bar = dash.history.bar
    dash.history.children = tuple(c for c in dash.history.children if c is not bar)
    bar.add_class("tc-history-panel")  # still the history's own controls for the page's selectors
    box.children = box.children + (bar,)
    box.add_class(f"{dash.css}-root")
    box.dashboard, box.picker = dash, picker  # for notebooks and tests
    return box
