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
from widgets.kit.controls import button
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
            setting = " (a setting: the players choose it at setup)" if r.setting else ""
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
    how_to: ClassVar[str] = ""  # the page's "How to use" lines (paragraphs split by a blank line)
    # The keyboard's way to each click on the board that does something now (issue #22 item 6): for each
    # kind of highlighted shape (`targets()`, "node:ring-1"), the words of its button, "{}" for the place.
    pick_words: ClassVar[Mapping[str, str]] = {}

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

        # The board in words stays open to a page that may only look: it is reading, not playing.
        words = getattr(self, "board_words", None)
        if words is not None:
            found[id(words)] = words
        history = self.history
        for root in (getattr(self, "widget", None), history, getattr(history, "bar", None)):
            walk(root)
        if words is not None:
            del found[id(words)]
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

    # ----- the page (issue #22: widgets/table/shell.py) -----
    def table(self, *, board: Sequence[w.Widget], head: Sequence[w.Widget], controls: Sequence[w.Widget],
              more: Sequence[w.Widget] = (), width: int = 480) -> w.VBox:
        """The game's page: the board beside the now panel (whose turn, the step, the message slot, the
        step's controls, the rulings), then `more` (profiles, editors, the history) under them."""
        from widgets.kit.style import page
        from widgets.table.shell import now_panel, stylesheet, table_row

        self.now_undo = button("↶ Undo", "tc-now-undo", "Take back the last step", compact=True,
                               on_click=lambda _b: self.message.guard(self.undo)())
        self.now_redo = button("↷ Redo", "tc-now-redo", "Put back the step last undone", compact=True,
                               on_click=lambda _b: self.message.guard(self.redo)())
        picks = self.picks_row()
        pair = w.HBox([self.now_undo, self.now_redo])
        pair.add_class("tc-now-history")
        self.message.add_class("tc-message-slot")  # its place is kept when empty (shell CSS)
        from widgets.table.play_card import PlayCard

        self.play_card = PlayCard()  # the end of the game: its summary and "Log this play" (issue #25)
        from widgets.table.layout import contains

        placed = any(contains(c, picks) for c in controls)  # a game may put its picks where its step reads them
        self.now_box = now_panel(head, self.message, [self.play_card, *controls, *([] if placed else [picks])],
                                 self.rulings, width=width, history=pair)
        self.now_box.add_class(f"{self.css}-now")
        from widgets.kit.board_text import BoardText

        self.board_words = BoardText(self.css)  # the board's text alternative and the last step, said
        widget = page(stylesheet(), table_row([*board, self.board_words], self.now_box), *more)
        widget.add_class(f"{self.css}-page")
        return widget

    def picks_row(self) -> w.HBox:
        """The row of the board's picks as buttons (made once; `table` puts it last unless a game placed it)."""
        row = getattr(self, "board_picks_row", None)
        if row is None:
            row = self.board_picks_row = w.HBox(layout=w.Layout(flex_flow="row wrap", align_items="center"))
            row.add_class("tc-board-picks")
            self._picks: tuple[tuple[str, str], ...] = ()
        return row

    def board_picks(self) -> tuple[tuple[str, str], ...]:
        """The board's highlighted shapes that a click would act on now, as (its button's words, shape name)."""
        targets = getattr(self, "targets", None)
        if not self.pick_words or targets is None:
            return ()
        picks = []
        for name in targets():
            kind, _, what = name.partition(":")
            if kind in self.pick_words:
                picks.append((self.pick_words[kind].format(self.pick_place(kind, what)), name))
        return tuple(dict.fromkeys(picks))

    def pick_place(self, kind: str, what: str) -> str:
        """The place a board pick names, in the game's words (a game names its places better than their ids)."""
        return what

    def _show_board_picks(self) -> None:
        """The board's picks as buttons in the now panel (rebuilt only when they change)."""
        row = getattr(self, "board_picks_row", None)
        if row is None:
            return
        picks = self.board_picks()
        if picks == self._picks:
            return
        self._picks = picks
        buttons: list[w.Widget] = [w.HTML("<b>On the board:</b>")] if picks else []
        for words, name in picks:
            buttons.append(button(words, "tc-board-pick", f"The same as clicking it on the board: {words}",
                                  compact=True, on_click=lambda _b, n=name: self.message.guard(self.pick)(n)))
        row.children = buttons

    def _show_undo_redo(self) -> None:
        """The now panel's own Undo/Redo (a phone's) say and allow what the session allows."""
        undo, redo = getattr(self, "now_undo", None), getattr(self, "now_redo", None)
        if undo is None or redo is None:
            return
        steps, undone = self.session.steps, self.session.redo_steps
        undo.disabled = not self.session.can_undo
        redo.disabled = not self.session.can_redo
        undo.tooltip = f"Undo: {steps[-1]}" if self.session.can_undo and steps else "Nothing to undo"
        redo.tooltip = f"Redo: {undone[0]}" if self.session.can_redo and undone else "Nothing to redo"

    # ----- showing -----
    def centre(self, name: str) -> tuple[float, float]:
        """The canvas point at the middle of the named shape (for clicking it in browser tests)."""
        return shape_centre(self.canvases(), name)

    def refresh(self) -> None:
        """Bring every part of the page up to the session's state (subclasses call this last)."""
        self.rulings.show(self.game.next_step(self.state).rulings)
        self._show_undo_redo()
        self._show_board_picks()
        card = getattr(self, "play_card", None)
        if card is not None:
            card.show(self.session)
        words = getattr(self, "board_words", None)
        if words is not None:
            steps = self.session.steps
            words.show(self.game.board_text(self.state), steps[-1] if steps else None)
            # the now panel's message slot is never blank: between messages it says what the last step did
            self.message.rest(f"Last step: {steps[-1]}" if steps else "")
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
    """The whole page: the game bar (saved game, who moved last, Undo/Redo, the saved-games menu), the
    "How to use" fold, the board beside the now panel, and the named history under them.

    Until a saved game is open the table plays in memory; the setup step first creates a saved
    game (after the rules accept it, so a refused setup leaves no empty save), named after the
    game and made free of the names already saved, with the profile in use.
    """
    from widgets.table.history import HistoryPanel, SessionPicker
    from widgets.table.layout import contains, history_block
    from widgets.table.shell import GameBar, how_to_fold, menu_panel, open_fold, stylesheet

    dash = make(history=lambda session: HistoryPanel(session))
    game = dash.game
    dash.history.on_change = dash.message.guard(dash.refresh)
    dash.history.add_class(f"{dash.css}-history")

    def opened(session: Session) -> None:
        menu.layout.display = "none"  # a game is chosen: the menu closes, the game is in view
        bar.menu_button.value = False
        dash.set_session(session)
        if session.read_only:
            dash.message.info("This game is open read-only here: you can look, not play")

    def closed() -> None:
        dash.set_session(dash.fresh_session())

    # Closing the game frees its file and leaves a fresh table (in memory until set up).
    picker = SessionPicker([game], folder=folder, on_open=opened, on_close=closed)
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
    # Undo and Redo live in the game bar (the history's own bar, moved there: its tooltips say the step).
    undo_redo = dash.history.bar
    dash.history.children = tuple(c for c in dash.history.children if c is not undo_redo)
    undo_redo.add_class("tc-history-panel")  # still the history's own controls for the page's selectors
    bar = GameBar(getattr(dash, "title", game.title), undo_redo, picker.current)
    # What happened to the saved game (resumed, imported, closed, refused) stays in view once the menu closes.
    picker.children = tuple(c for c in picker.children if c is not picker.current and c is not picker.message)
    how_to = how_to_fold(getattr(dash, "how_to", ""))
    menu = menu_panel([picker])
    menu.close_button.on_click(lambda _b: setattr(bar.menu_button, "value", False))
    bar.menu_button.observe(lambda c: setattr(menu.layout, "display", None if c["new"] else "none"),
                            names="value")

    def show_bar() -> None:
        picker.refresh()  # the saved-game list and the export link follow every step (issue #11)
        bar.show_saved(dash.session)
        open_fold(how_to, not len(dash.session) and dash.session.journal is None)

    dash.refresh_listeners.append(show_bar)
    show_bar()
    placed = contains(dash.widget, dash.history)
    box = w.VBox([stylesheet(), bar, picker.message, menu, how_to, dash.widget] + ([] if placed else history_block(dash.history)))
    box.add_class("tc-table-root")
    box.add_class(f"{dash.css}-root")
    # Every open page follows the saved game live (issue #16): its line in the bar, its settings in the menu.
    follower = dash.follow(w.VBox())
    live = w.HBox([follower.text, follower.reason])
    live.add_class("tc-follow")
    live.add_class(f"{dash.css}-follow")
    settings = w.HBox([follower.name, follower.switch], layout=w.Layout(flex_flow="row wrap", align_items="center"))
    settings.add_class("tc-follow-settings")
    bar.children = (*bar.children[:2], live, *bar.children[2:])
    menu.children = (menu.children[0], settings, *menu.children[1:])
    box.dashboard, box.picker, box.bar, box.menu = dash, picker, bar, menu  # for notebooks and tests
    return box
