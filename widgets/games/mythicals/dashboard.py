"""The Mythicals dashboard: the board on a BoardCanvas, the step's controls, the advisor and the odds.

Every action becomes an event in a Session; a refused move shows as a message, never a traceback.
CSS classes for browser tests all start with `tc-myth-` (see `MythicalsDashboard.__doc__`).
The board's drawing, the advisor and the controls live in mythicals_board, mythicals_advisor
and mythicals_controls; their names are re-exported here.
"""

from __future__ import annotations

import html
from typing import Any, Callable

import ipywidgets as w

from companion.errors import RuleError
from companion.games.mythicals import data, rules
from companion.games.mythicals.game import MYTHICALS
from companion.games.mythicals.rules import (
    CollectReserve,
    CollectRevealed,
    EndTurn,
    Lock,
    Reinforce,
    Reveal,
    SetUp,
    TakeTile,
)
from companion.games.mythicals.state import (
    CHOOSE,
    COLLECT,
    LAST_COLLECT,
    LAST_TILE,
    OVER,
    REINFORCE,
    SETUP,
    STEP_NAMES,
    TILE,
    MythicalsState,
)
from companion.session import Session, SessionError
from widgets.kit.canvas import BoardCanvas
from companion.games.mythicals.advisor import advice, day_odds
from widgets.games.mythicals.board import (
    CARD_H,
    CARD_W,
    COL_GAP,
    COL_W,
    COL_X,
    COLLECTION_Y,
    DECK_X,
    HEIGHT,
    PLAYER_ROW_H,
    RESERVE_H,
    RESERVE_Y,
    ROWS,
    TILE_GAP,
    TILE_H,
    TOP,
    WIDTH,
    View,
    column_x,
    draw_board,
    face,
    player_line,
)
from widgets.games.mythicals.controls import (
    CARD_OPTIONS,
    action_button,
    collect_controls,
    reinforce_controls,
    reserve_buttons,
    setup_controls,
    step_buttons,
)
from widgets.kit.odds_view import OddsView, percent_and_fraction
from widgets.kit.prompt import MessageBar
from widgets.kit.style import heading, note, page, row

__all__ = [
    "CARD_H", "CARD_OPTIONS", "CARD_W", "COLLECTION_Y", "COL_GAP", "COL_W", "COL_X", "DECK_X", "HEIGHT",
    "MythicalsDashboard", "PLAYER_ROW_H", "RESERVE_H", "RESERVE_Y", "ROWS", "SECTIONS", "TILE_GAP", "TILE_H",
    "TOP", "View", "WIDTH", "advice", "column_x", "day_odds", "draw_board", "face", "mythicals_page",
    "player_line",
]

# How the steps are said on screen, with the rulebook section each comes from.
SECTIONS: dict[str, str] = {
    SETUP: "Setup",
    COLLECT: rules.SEC_COLLECT,
    CHOOSE: rules.SEC_DECK,
    TILE: rules.SEC_TILE,
    REINFORCE: "Reinforce or Lock",
    LAST_COLLECT: rules.SEC_END,
    LAST_TILE: rules.SEC_END,
    OVER: rules.SEC_END,
}


class MythicalsDashboard:
    """The Mythicals table in a notebook or Voila page.

    CSS classes (for browser tests):
      tc-myth-board (the canvas), tc-myth-status, tc-myth-score, tc-myth-message (refusals, notes),
      tc-myth-open-tiles (checkbox), tc-myth-odds-chart (the OddsView),
      setup: tc-myth-name-1, tc-myth-name-2, tc-myth-deal-1a/1b/2a/2b (dropdowns),
             tc-myth-starting (dropdown), tc-myth-setup (button);
      collect: tc-myth-reveal-1/2/3 (dropdowns), tc-myth-reveal (button),
               tc-myth-reserve-<colour>, tc-myth-take-<colour> (after a reveal);
      tiles: tc-myth-tile-<tile> (take it), tc-myth-end-turn;
      reinforce/lock: tc-myth-target (dropdown), tc-myth-reinforce-1, tc-myth-reinforce-2, tc-myth-lock;
      tc-myth-undo, tc-myth-redo, tc-myth-advisor, tc-myth-odds, tc-myth-odds-n.
    """

    def __init__(self, session: Session | None = None, *, history: Callable[[Session], w.Widget] | None = None) -> None:
        self.session = session if session is not None else Session(MYTHICALS)
        self.target: str | None = None
        self.selected: tuple[str, ...] = ()  # cards picked on the board to discard for a tile
        self.inspected: str | None = None
        # Called with each event before it is applied (the page uses it to open a saved game first).
        self.before_act: Callable[[Any], None] | None = None
        self.message = MessageBar()
        self.message.add_class("tc-myth-message")
        self.status = w.HTML()
        self.status.add_class("tc-myth-status")
        self.score = w.HTML()
        self.score.add_class("tc-myth-score")
        self.board = BoardCanvas(WIDTH, HEIGHT, draw=draw_board, state=View(self.state))
        self.board.add_class("tc-myth-board")
        self.board.on_pick(self.message.guard(self.pick))

        (self.names, self.deals, self.starting, self.setup_button,
         self.setup_box) = setup_controls(lambda: self.message.guard(self.set_up)())
        (self.reveals, self.reveal_button, self.reserve_buttons,
         self.collect_box) = collect_controls(lambda: self.message.guard(self.reveal)())
        self.step_controls = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.step_controls.add_class("tc-myth-step-controls")
        (self.target_pick, self.reinforce_1, self.reinforce_2, self.lock_button,
         self.reinforce_box) = reinforce_controls(self._target_changed,
                                                  lambda n: self.message.guard(self.reinforce)(n),
                                                  lambda: self.message.guard(self.lock)())

        self.undo_button = action_button("Undo", "tc-myth-undo")
        self.undo_button.on_click(lambda _b: self.message.guard(self.undo)())
        self.redo_button = action_button("Redo", "tc-myth-redo")
        self.redo_button.on_click(lambda _b: self.message.guard(self.redo)())

        self.open_tiles = w.Checkbox(value=False, indent=False,
                                     description="Show every player's tiles and score during play")
        self.open_tiles.add_class("tc-myth-open-tiles")
        self.open_tiles.observe(lambda _c: self.message.guard(self.refresh)(), names="value")
        self.advisor = w.HTML()
        self.advisor.add_class("tc-myth-advisor")
        self.odds_n = w.IntSlider(value=3, min=1, max=15, description="within reveals",
                                  style={"description_width": "initial"})
        self.odds_n.add_class("tc-myth-odds-n")
        self.odds_text = w.HTML()
        self.odds_text.add_class("tc-myth-odds")
        self.odds_view: OddsView | None = None
        self.odds_box = w.VBox([self.odds_text, self.odds_n])
        self.odds_n.observe(lambda _c: self.message.guard(self.refresh)(), names="value")

        self.history = history(self.session) if history is not None else None
        if self.history is not None:
            # The history panel has its own Undo and Redo.
            self.undo_button.layout.display = self.redo_button.layout.display = "none"
        side = [heading("Advisor"), self.advisor]
        if self.history is not None:
            side += [heading("History"), self.history]
        # Board 940 px + side 280 px stay within the page's 1240 px.
        self.side = w.VBox(side, layout=w.Layout(width="280px", margin="0 0 0 10px"))
        self.controls = w.VBox([
            self.status, self.message, self.setup_box, self.collect_box, self.step_controls,
            self.reinforce_box, row(self.undo_button, self.redo_button), self.score,
            self.open_tiles,
            note("The rulebook keeps each player's stack of tiles closed, the top tile showing, "
                 "and the discard unseen (Take a Mastery Tile); tick the box if your table agrees "
                 "to play open."),
        ])
        left = w.VBox([self.board, self.controls, heading("Odds"), self.odds_box],
                      layout=w.Layout(width=f"{WIDTH + 6}px"))
        self.widget = page(
            row(left, self.side),
            title="Mythicals",
        )
        self.widget.add_class("tc-myth-page")
        self.refresh()

    # ----- reading -----
    @property
    def state(self) -> MythicalsState:
        """The state of the game now."""
        return self.session.state

    # ----- the controls -----
    def _target_changed(self, change: dict[str, Any]) -> None:
        self.target = change["new"]
        self.board.show(self._view())

    # ----- acting -----
    def set_session(self, session: Session) -> None:
        """Show another session (a new or resumed game) and bring the page up to it."""
        self.session = session
        if self.history is not None and hasattr(self.history, "set_session"):
            self.history.set_session(session)
        self.message.clear()
        self.refresh()

    def act(self, event: Any) -> MythicalsState:
        """Apply one event through the session (saved first when the session has a file) and redraw."""
        if self.before_act is not None:
            self.before_act(event)
        try:
            self.session.apply(event)
        except SessionError as exc:
            # Read-only or unwritable: the move did not happen; say so in the player's words.
            raise RuleError(str(exc)) from None
        finally:
            self.refresh()
        return self.state

    def set_up(self) -> None:
        """Start the game from the setup controls."""
        names = tuple(n.value.strip() for n in self.names)
        cards = [d.value for d in self.deals]
        if any(c is None for c in cards):
            raise RuleError("Report both cards dealt to each player", rules.SEC_SETUP)
        starting = names[0] if self.starting.value == "Player 1" else names[1]
        self.act(SetUp(names, ((cards[0], cards[1]), (cards[2], cards[3])), starting))

    def reveal(self) -> None:
        """Report the 3 cards turned over from the deck."""
        cards = tuple(d.value for d in self.reveals)
        if any(c is None for c in cards):
            raise RuleError("Report all 3 revealed cards", rules.SEC_DECK)
        self.act(Reveal(cards))
        for pick in self.reveals:
            pick.value = None

    def take_revealed(self, colour: str) -> None:
        """Take every revealed card of one colour."""
        self.act(CollectRevealed(colour))

    def take_reserve(self, colour: str) -> None:
        """Take every reserve card of one colour."""
        self.act(CollectReserve(colour))

    def take_tile(self, tile: str) -> None:
        """Take a Mastery tile, discarding the cards picked on the board, or else those the companion proposes."""
        cards = self.selected or (
            rules.cards_for_tile(tile, self.state.player.collection) if self.state.players else None)
        self.act(TakeTile(tile, tuple(cards or ())))

    def toggle_card(self, card: str) -> None:
        """Pick (or unpick) a card of the player to play as one to discard for the next tile."""
        if self.state.step not in (TILE, LAST_TILE):
            raise RuleError("Cards are picked for a Mastery tile, after collecting", rules.SEC_TILE)
        if card in self.selected:
            self.selected = tuple(c for c in self.selected if c != card)
        else:
            self.selected = self.selected + (card,)
        self.board.show(self._view())
        if self.selected:
            self.message.info(f"To discard: {', '.join(self.selected)}. Click a tile to take it with these cards")
        else:
            self.message.info("No card picked: a tile taken now discards the cards the companion proposes")

    def reinforce(self, markers: int) -> None:
        """Place markers on the target tile."""
        if not self.target:
            raise RuleError("Pick the tile to reinforce first", rules.SEC_REINFORCE)
        self.act(Reinforce(self.target, markers))

    def lock(self) -> None:
        """Lock the target tile."""
        if not self.target:
            raise RuleError("Pick the tile to lock first", rules.SEC_LOCK)
        self.act(Lock(self.target))

    def end_turn(self) -> None:
        """Stop here: no (more) tile this turn, or end the game after the Day card."""
        self.act(EndTurn())

    def undo(self) -> None:
        """Undo the last step."""
        if not self.session.can_undo:
            raise RuleError("There is nothing to undo")
        self.session.undo()
        self.refresh()

    def redo(self) -> None:
        """Put the last undone step back."""
        if not self.session.can_redo:
            raise RuleError("There is nothing to redo")
        self.session.redo()
        self.refresh()

    def pick(self, name: str) -> None:
        """A click on the board: a tile, a reserve colour, a revealed card or the deck."""
        kind, _, what = name.partition(":")
        step = self.state.step
        self.inspected = None
        if kind == "tile":
            if step in (TILE, LAST_TILE):
                self.take_tile(what)
            elif step == REINFORCE:
                self.target_pick.value = what if what in self.target_pick.options else None
                if self.target_pick.value is None:
                    raise RuleError(f"{what} is no longer on the board", rules.SEC_REINFORCE)
                self.message.info(f"{what} picked: place 1 or 2 markers, or lock it")
            else:
                self.message.info(f"{what} needs {rules.requirement(what)}")
                self._inspect(name)
        elif kind == "reserve":
            self.take_reserve(what)
        elif kind == "revealed":
            self.take_revealed(data.card_colour(what))
        elif kind == "deck" and step == COLLECT:
            self.message.info("Turn over the top 3 cards and report them under the board")
            self._inspect(name)
        elif kind == "card":
            owner, card = int(what.split(":")[0]), what.split(":")[-1]
            if owner == self.state.current and step in (TILE, LAST_TILE):
                self.toggle_card(card)
            else:
                self.message.info(f"{card} belongs to {self.state.players[owner].name}")
                self._inspect(name)

    def _inspect(self, name: str) -> None:
        """Mark the shape clicked only to read about it, and repaint."""
        self.inspected = name
        self.board.show(self._view())

    # ----- showing -----
    def centre(self, name: str) -> tuple[float, float]:
        """The canvas point at the middle of the named shape (for clicking it in browser tests)."""
        for shape in self.board.shapes:
            if shape.name == name:
                xs = [p[0] for p in shape.points]
                ys = [p[1] for p in shape.points]
                return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        raise ValueError(f"name: no shape called {name!r} on the board now")

    def _view(self) -> View:
        state = self.state
        takeable = rules.takeable_tiles(state, state.current) if state.step in (TILE, LAST_TILE) else ()
        return View(state, self.target if state.step == REINFORCE else None, takeable, self.open_tiles.value,
                    self.selected, self.inspected)

    def refresh(self) -> None:
        """Bring every part of the page up to the session's state."""
        state = self.state
        step = state.step
        if step != REINFORCE:
            self.target = None
        if step not in (TILE, LAST_TILE) or any(c not in state.player.collection for c in self.selected):
            self.selected = ()
        self.setup_box.layout.display = None if step == SETUP else "none"
        self.collect_box.layout.display = None if step == COLLECT else "none"
        self.reinforce_box.layout.display = None if step == REINFORCE else "none"
        self._refresh_status()
        self._refresh_step_controls()
        self._refresh_reserve_buttons()
        self._refresh_reinforce()
        self._refresh_reveal_options()
        self.undo_button.disabled = not self.session.can_undo
        self.redo_button.disabled = not self.session.can_redo
        self._refresh_advisor()
        self._refresh_odds()
        if self.history is not None and hasattr(self.history, "refresh"):
            self.history.refresh()
        self.board.show(self._view())

    def _refresh_status(self) -> None:
        state = self.state
        if state.step == SETUP:
            text = "Set up the game"
        elif state.step == OVER:
            text = "The game is over"
        else:
            text = f"Turn {state.turn}: {state.player.name}, {STEP_NAMES[state.step]}"
        if state.last_gift and state.step in (TILE, LAST_TILE):
            text += f" ({state.player.name} gave {', '.join(state.last_gift)} to {state.opponent.name}: a duplicate)"
        self.status.value = (f"<b style='font-size:18px'>{html.escape(text)}</b>"
                             f" <i>Rulebook: {html.escape(SECTIONS[state.step])}</i>")
        if state.step == OVER:
            scores = " – ".join(f"{p.name} {s}" for p, s in zip(state.players, state.scores))
            verdict = (f"{state.winner} wins" if state.winner
                       else "a tie: the rulebook says to play again to find the winner")
            self.score.value = f"<b style='font-size:20px'>Final score: {html.escape(scores)}: {html.escape(verdict)}</b>"
        else:
            self.score.value = ""

    def _refresh_step_controls(self) -> None:
        self.step_controls.children = step_buttons(
            self.state, take_revealed=lambda c: self.message.guard(self.take_revealed)(c),
            take_tile=lambda t: self.message.guard(self.take_tile)(t),
            end_turn=lambda: self.message.guard(self.end_turn)())

    def _refresh_reserve_buttons(self) -> None:
        self.reserve_buttons.children = reserve_buttons(
            self.state, lambda c: self.message.guard(self.take_reserve)(c))

    def _refresh_reinforce(self) -> None:
        options = tuple(t.name for t in self.state.board_tiles()) if self.state.step == REINFORCE else ()
        keep = self.target if self.target in options else None
        self.target_pick.unobserve(self._target_changed, names="value")
        self.target_pick.options = options
        self.target_pick.value = keep
        self.target_pick.observe(self._target_changed, names="value")
        self.target = keep

    def _refresh_reveal_options(self) -> None:
        state = self.state
        if state.step != COLLECT:
            return
        # Only cards with an unseen copy can come up; the Day card only in its window.
        options = tuple(c for c in CARD_OPTIONS if state.unseen_copies(c) > 0)
        if state.deck.day_possible_now:
            options += (data.DAY_CARD,)
        for pick in self.reveals:
            value = pick.value if pick.value in options else None
            pick.options = options
            pick.value = value

    def _refresh_advisor(self) -> None:
        state = self.state
        lines = advice(state, self.odds_n.value)
        if not lines:
            self.advisor.value = "<i>The advisor speaks once the game is set up.</i>" if state.step == SETUP else ""
            return
        items = []
        for tile, text in lines:
            strong = text.startswith("take now")
            body = f"<b>{html.escape(tile)}</b>: {html.escape(text)}"
            items.append(f"<li class='tc-myth-advice{' tc-myth-advice-now' if strong else ''}'>"
                         f"{'✔ ' if strong else ''}{body}</li>")
        self.advisor.value = (f"<div>For <b>{html.escape(state.player.name)}</b>:</div>"
                              f"<ul style='margin:2px 0;padding-left:18px'>{''.join(items)}</ul>")

    def _refresh_odds(self) -> None:
        state = self.state
        found = day_odds(state)
        if found is None:
            self.odds_text.value = ("<i>The Day card has come: no more reveals.</i>" if state.players
                                    else "<i>Odds appear once the game is set up.</i>")
            if self.odds_view is not None:
                self.odds_view.layout.display = "none"
            return
        p_next, until = found
        n = self.odds_n.value
        self.odds_text.value = (
            f"<div>Deck: <b>{state.deck.remaining}</b> cards; the Day card lies in the bottom "
            f"{state.deck.day_window}.</div>"
            f"<div>Day card with the next reveal: <b>{percent_and_fraction(p_next)}</b></div>"
        )
        title = "Reveals until the Day card comes"
        label = f"Day card within {n} reveals"
        if self.odds_view is None:
            self.odds_view = OddsView(until, success=lambda k: k <= self.odds_n.value, title=title,
                                      success_label=label)
            self.odds_view.add_class("tc-myth-odds-chart")
            self.odds_box.children = (self.odds_text, self.odds_n, self.odds_view)
        else:
            self.odds_view.update(until, success=lambda k: k <= self.odds_n.value, title=title,
                                  success_label=label)
        self.odds_view.layout.display = None


# --- The page: saved games, history and the table ----------------------------------------


def mythicals_page(folder: Any = None) -> w.VBox:
    """The whole dashboard: New game / Resume (saved as you play), the table, and the named history.

    Until a saved game is open, the table plays in memory; starting the game (the setup
    step) first creates a saved game named in the picker, so nothing played is ever lost.
    """
    from companion.storage import list_sessions
    from widgets.table.history import HistoryPanel, SessionPicker
    from widgets.table.session_picker import free_name

    dash = MythicalsDashboard(history=lambda session: HistoryPanel(session))
    dash.history.on_change = dash.message.guard(dash.refresh)

    def opened(session: Session) -> None:
        dash.set_session(session)
        if session.read_only:
            dash.message.info("This game is open read-only elsewhere: you can look, not play")

    # Closing the game frees its file and leaves a fresh table (in memory until set up).
    picker = SessionPicker([MYTHICALS], folder=folder, on_open=opened,
                           on_close=lambda: dash.set_session(Session(MYTHICALS)))
    picker.add_class("tc-myth-picker")

    def save_first(event: Any) -> None:
        if dash.session.journal is None and isinstance(event, SetUp):
            # The rules check the setup first: a refused one leaves no empty saved game behind.
            dash.session.game.apply(dash.state, event)
            picker.players_text.value = ", ".join(event.players)
            # A name already saved (two games started in the same minute) gets a number.
            taken = {info.name for info in list_sessions(folder)}
            base = picker.name_text.value.strip() or "Mythicals game"
            picker.name_text.value = free_name(base, taken)
            picker.new_button.click()
            if picker.session is None or dash.session is not picker.session:
                # The picker's own sentence, as plain text (its label holds it HTML-escaped).
                said = picker.message_text.strip().rstrip(".")
                raise RuleError("Could not start a saved game: " + (said or "see above"))

    dash.before_act = save_first
    box = w.VBox([picker, dash.widget])
    box.add_class("tc-myth-root")
    box.dashboard, box.picker = dash, picker  # for notebooks and tests
    return box
