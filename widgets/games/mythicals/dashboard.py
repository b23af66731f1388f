"""The Mythicals dashboard: the board on a BoardCanvas, the step's controls, the advisor and the odds.

Every action becomes an event in a Session; a refused move shows as a message, never a traceback.
It is a `widgets.table.dashboard.Dashboard`: the shell acts, undoes, shows the rulings met and
saves the game at setup. What is legal now, the step and its prompt come from the core
(`MYTHICALS.options` / `next_step`); this module shows them and turns clicks into events.
CSS classes for browser tests all start with `tc-myth-` (see `MythicalsDashboard.__doc__`).
The board's drawing and the controls live in board.py and controls.py; the advisor in the core.
"""

from __future__ import annotations

import html
from typing import Any, Callable

import ipywidgets as w

from companion.errors import RuleError
from companion.game import Options
from companion.games.mythicals import data
from companion.games.mythicals.advisor import advice, day_odds
from companion.games.mythicals.events import (
    CollectReserve,
    CollectRevealed,
    EndTurn,
    Lock,
    Reinforce,
    Reveal,
    SetUp,
    TakeTile,
)
from companion.games.mythicals.game import MYTHICALS
from companion.games.mythicals.options import (
    DEAL, DISCARD, MARKERS, REVEAL, TARGETS, TILES, gift_note, requirement,
)
from companion.games.mythicals.state import MythicalsState
from companion.games.mythicals.words import card_words
from companion.session import Session
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
    action_button,
    collect_controls,
    fit,
    reinforce_controls,
    reserve_buttons,
    setup_controls,
    step_buttons,
)
from widgets.kit.canvas import BoardCanvas
from widgets.kit.odds_view import OddsView, percent_and_fraction
from widgets.kit.style import heading, note, row
from widgets.table.dashboard import Dashboard, game_page

__all__ = [
    "CARD_H", "CARD_W", "COLLECTION_Y", "COL_GAP", "COL_W", "COL_X", "DECK_X", "HEIGHT",
    "MythicalsDashboard", "PLAYER_ROW_H", "RESERVE_H", "RESERVE_Y", "ROWS", "TILE_GAP", "TILE_H",
    "TOP", "View", "WIDTH", "advice", "column_x", "day_odds", "draw_board", "face", "mythicals_page",
    "player_line",
]


class MythicalsDashboard(Dashboard):
    """The Mythicals table in a notebook or Voila page.

    CSS classes (for browser tests):
      tc-myth-board (the canvas), tc-myth-status, tc-myth-score, tc-myth-message (refusals, notes),
      tc-myth-rulings (the readings met at this step), tc-myth-open-tiles (checkbox),
      tc-myth-odds-chart (the OddsView),
      setup: tc-myth-name-1, tc-myth-name-2, tc-myth-deal-1a/1b/2a/2b (dropdowns),
             tc-myth-starting (dropdown), tc-myth-setup (button);
      collect: tc-myth-reveal-1/2/3 (dropdowns), tc-myth-reveal (button),
               tc-myth-reserve-<colour>, tc-myth-take-<colour> (after a reveal);
      tiles: tc-myth-tile-<tile> (take it), tc-myth-end-turn;
      reinforce/lock: tc-myth-target (dropdown), tc-myth-reinforce-1, tc-myth-reinforce-2, tc-myth-lock;
      tc-myth-undo, tc-myth-redo, tc-myth-advisor, tc-myth-odds, tc-myth-odds-n.
    """

    game = MYTHICALS
    css = "tc-myth"
    # The "How to use" fold (open while no game is set up).
    how_to = (
        "The companion for the two-player card game: it keeps the table's state beside the real "
        'cards, checks each step against the rulebook, advises which Mastery tiles are within '
        'reach, and gives exact odds for the Day card.'
        "\n\n"
        'Report the two cards each player was dealt and set up (the game is saved from then on; '
        'Saved games resumes, imports or exports one), then play: report the three cards you reveal, '
        'or take a colour from the reserve; click a tile to take it; then reinforce or lock '
        'another tile.'
    )

    def __init__(self, session: Session | None = None, *, history: Callable[[Session], w.Widget] | None = None) -> None:
        super().__init__(session, history=history)
        self.target: str | None = None
        self.selected: tuple[str, ...] = ()  # cards picked on the board to discard for a tile
        self.inspected: str | None = None
        self.status = w.HTML()
        self.status.add_class("tc-myth-status")
        self.score = w.HTML()
        self.score.add_class("tc-myth-score")
        self.board = BoardCanvas(WIDTH, HEIGHT, draw=draw_board, state=View(self.state))
        self.board.add_class("tc-myth-board")
        self.board.on_pick(self.message.guard(self.pick))

        self.setup = setup_controls(lambda: self.message.guard(self.set_up)())
        self.names, self.deals, self.starting, self.setup_button = self.setup[:4]
        self.setup_box = self.setup.box
        self.collect = collect_controls(lambda: self.message.guard(self.reveal)())
        self.reveals, self.reveal_button, self.reserve_buttons = self.collect[:3]
        self.collect_box = self.collect.box
        self.step_controls = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.step_controls.add_class("tc-myth-step-controls")
        self.reinforcing = reinforce_controls(self._target_changed,
                                              lambda n: self.message.guard(self.reinforce)(n),
                                              lambda: self.message.guard(self.lock)())
        self.target_pick, self.lock_button = self.reinforcing.target_pick, self.reinforcing.lock_button
        self.reinforce_box = self.reinforcing.box

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
        # Up to every reveal a full deck holds.
        self.odds_n = w.IntSlider(value=3, min=1, max=data.DECK_SIZE // data.REVEAL_SIZE,
                                  description="within reveals",
                                  style={"description_width": "initial"})
        self.odds_n.add_class("tc-myth-odds-n")
        self.odds_text = w.HTML()
        self.odds_text.add_class("tc-myth-odds")
        self.odds_view: OddsView | None = None
        self.odds_box = w.VBox([self.odds_text, self.odds_n])
        self.odds_n.observe(lambda _c: self.message.guard(self.refresh)(), names="value")

        if self.history is not None:
            # The history panel has its own Undo and Redo.
            self.undo_button.layout.display = self.redo_button.layout.display = "none"
        # The shell's page (widgets.table.shell): the board beside the now panel, which holds the step's
        # controls, the odds of the Day card and the advisor.
        self.controls = w.VBox([self.setup_box, self.collect_box, self.step_controls, self.reinforce_box,
                                row(self.undo_button, self.redo_button), self.score])
        # The odds chart narrows to the now panel (a click on a bar scales with it).
        fit = w.HTML("<style>.tc-myth-now .tc-odds-view { max-width:100%; } .tc-myth-now canvas.tc-odds-chart "
                     "{ max-width:100% !important; height: auto !important; }</style>",
                     layout=w.Layout(height="0px", margin="0"))
        fit.add_class("tc-stylesheet")
        self.widget = self.table(
            board=[self.board, self.open_tiles,
                   note("The rulebook keeps each player's stack of tiles closed, the top tile showing, "
                        "and the discard unseen (Take a Mastery Tile); tick the box if your table agrees "
                        "to play open.")],
            head=[self.status], controls=[self.controls, heading("Odds"), self.odds_box,
                                          heading("Advisor"), self.advisor],
            more=[fit], width=400)
        self.refresh()

    # ----- reading -----
    @property
    def state(self) -> MythicalsState:
        """The state of the game now."""
        return self.session.state

    def now(self) -> Options:
        """What the core says is open now: the step, the legal events, what each list may offer."""
        return self.game.options(self.state)

    def canvases(self) -> tuple[Any, ...]:
        """The board, for `centre`."""
        return (self.board,)

    # ----- the controls -----
    def _target_changed(self, change: dict[str, Any]) -> None:
        self.target = change["new"]
        self._refresh_reinforce_buttons(self.now())
        self.board.show(self._view())

    def _not_now(self) -> RuleError:
        """A refusal for a control the step does not offer, in the step's own words."""
        step = self.game.next_step(self.state)
        return RuleError(f"Not now: {step.prompt}", step.section)

    # ----- acting -----
    def set_up(self) -> None:
        """Start the game from the setup controls."""
        names = tuple(n.value.strip() for n in self.names)
        cards = [d.value for d in self.deals]
        if any(c is None for c in cards):
            raise RuleError("Report both cards dealt to each player", data.SEC_SETUP)
        size = len(cards) // len(names)
        hands = tuple(tuple(cards[i * size:(i + 1) * size]) for i in range(len(names)))
        starting = names[self.starting.value]  # the seat picked, by the name typed for it
        self.act(SetUp(names, hands, starting))

    def reveal(self) -> None:
        """Report the cards turned over from the deck."""
        cards = tuple(d.value for d in self.reveals)
        if any(c is None for c in cards):
            raise RuleError(f"Report all {len(cards)} revealed cards", data.SEC_DECK)
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
        if self.selected:
            self.act(TakeTile(tile, self.selected))
            return
        offered = [c.event for c in self.now().choices if isinstance(c.event, TakeTile) and c.event.tile == tile]
        # A tile not offered is tried as it is: the rules say why it cannot be taken.
        self.act(offered[0] if offered else TakeTile(tile))

    def toggle_card(self, card: str) -> None:
        """Pick (or unpick) a card of the player to play as one to discard for the next tile."""
        if card not in self.now().offers.get(DISCARD, ()):
            raise self._not_now()
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
            raise RuleError("Pick the tile to reinforce first", data.SEC_REINFORCE)
        self.act(Reinforce(self.target, markers))

    def lock(self) -> None:
        """Lock the target tile."""
        if not self.target:
            raise RuleError("Pick the tile to lock first", data.SEC_LOCK)
        self.act(Lock(self.target))

    def end_turn(self) -> None:
        """Stop here: no (more) tile this turn, or end the game after the Day card."""
        self.act(EndTurn())

    def pick(self, name: str) -> None:
        """A click on the board: a tile, a reserve colour, a revealed card or the deck."""
        kind, _, what = name.partition(":")
        offers = self.now().offers
        self.inspected = None
        if kind == "tile":
            if TILES in offers:
                self.take_tile(what)
            elif TARGETS in offers:
                if what not in offers[TARGETS]:
                    # Not offered: the rules say why (locked, full, taken), and the pick is left as it was.
                    self.game.apply(self.state, Reinforce(what, min(offers[MARKERS])))
                    raise RuleError(f"{what} cannot be reinforced or locked now", data.SEC_REINFORCE_OR_LOCK)
                self.target_pick.value = what
                self.message.info(f"{what} picked: {self._target_moves(what)}")
            else:
                self.message.info(f"{what} needs {requirement(what)}")
                self._inspect(name)
        elif kind == "reserve":
            self.take_reserve(what)
        elif kind == "revealed":
            self.take_revealed(data.card_colour(what))
        elif kind == "deck" and REVEAL in offers:
            self.message.info(f"Turn over the top {len(self.reveals)} cards and report them under the board")
            self._inspect(name)
        elif kind == "card":
            owner, card = int(what.split(":")[0]), what.split(":")[-1]
            if owner == self.state.current and DISCARD in offers:
                self.toggle_card(card)
            else:
                self.message.info(f"{card} belongs to {self.state.players[owner].name}")
                self._inspect(name)

    def _inspect(self, name: str) -> None:
        """Mark the shape clicked only to read about it, and repaint."""
        self.inspected = name
        self.board.show(self._view())

    # ----- showing -----
    def _view(self, now: Options | None = None) -> View:
        offers = (now or self.now()).offers
        return View(self.state, self.target if TARGETS in offers else None, offers.get(TILES, ()),
                    self.open_tiles.value, self.selected, self.inspected)

    def refresh(self) -> None:
        """Bring every part of the page up to the session's state."""
        now = self.now()
        offers = now.offers
        if TARGETS not in offers:
            self.target = None
        if any(c not in offers.get(DISCARD, ()) for c in self.selected):
            self.selected = ()
        self.setup_box.layout.display = None if DEAL in offers else "none"
        self.collect_box.layout.display = None if REVEAL in offers else "none"
        self.reinforce_box.layout.display = None if TARGETS in offers else "none"
        for prompt in (self.setup.prompt, self.collect.prompt, self.reinforcing.prompt):
            prompt.value = f"<span>{html.escape(now.step.prompt)}</span>"
        self._refresh_status(now)
        self._refresh_step_controls()
        self._refresh_reserve_buttons()
        self._refresh_reinforce(now)
        self._refresh_picks(self.deals, offers.get(DEAL))
        self._refresh_picks(self.reveals, offers.get(REVEAL))
        self.undo_button.disabled = not self.session.can_undo
        self.redo_button.disabled = not self.session.can_redo
        self._refresh_advisor(DEAL in offers)
        self._refresh_odds()
        self.board.show(self._view(now))
        super().refresh()

    def _refresh_status(self, now: Options) -> None:
        state, step = self.state, now.step
        text = f"Turn {state.turn}: {step.actor}, {step.name}" if step.actor else step.name.capitalize()
        gift = gift_note(state)
        if gift:
            text += f" ({gift})"
        self.status.value = (f"<b style='font-size:18px'>{html.escape(text)}</b>"
                             f" <i>Rulebook: {html.escape(step.section)}</i>")
        ended = self.game.outcome(state)
        self.score.value = ("" if ended is None else
                            f"<b style='font-size:20px'>Final score: {html.escape(ended.summary)}</b>")

    def _refresh_step_controls(self) -> None:
        self.step_controls.children = step_buttons(
            self.state, take_revealed=lambda c: self.message.guard(self.take_revealed)(c),
            take_tile=lambda t: self.message.guard(self.take_tile)(t),
            end_turn=lambda: self.message.guard(self.end_turn)())

    def _refresh_reserve_buttons(self) -> None:
        self.reserve_buttons.children = reserve_buttons(
            self.state, lambda c: self.message.guard(self.take_reserve)(c))

    def _target_moves(self, tile: str) -> str:
        """What the rules allow on a picked tile, in words: 'place 1 or 2 markers, or lock it'."""
        events = set(self.now().events())
        counts = [n for n in data.MARKERS_PER_REINFORCE if Reinforce(tile, n) in events]
        moves = [f"place {' or '.join(map(str, counts))} marker{'s' if counts != [1] else ''}"] if counts else []
        if Lock(tile) in events:
            moves.append("lock it")
        return ", or ".join(moves)

    def _refresh_reinforce(self, now: Options) -> None:
        # Only the tiles a reinforcement or a lock may go on now (the core's offer).
        options = now.offers.get(TARGETS, ())
        keep = self.target if self.target in options else None
        self.target_pick.unobserve(self._target_changed, names="value")
        if tuple(self.target_pick.options) != tuple(options):
            self.target_pick.options = options
        self.target_pick.value = keep
        self.target_pick.observe(self._target_changed, names="value")
        fit(self.target_pick)
        self.target = keep
        self._refresh_reinforce_buttons(now)

    def _refresh_reinforce_buttons(self, now: Options) -> None:
        """With a tile picked, only the buttons of what the rules allow on it can be pressed."""
        events = set(now.events())
        for n, button in self.reinforcing.reinforce_buttons.items():
            button.disabled = self.target is not None and Reinforce(self.target, n) not in events
        self.lock_button.disabled = self.target is not None and Lock(self.target) not in events

    @staticmethod
    def _refresh_picks(picks: list[w.Dropdown], options: tuple[str, ...] | None) -> None:
        """Offer in each dropdown the cards the core says may be reported now, keeping a pick still offered."""
        if options is None:
            return
        # the Day card reads as the game says it; the Creature cards by their names as printed
        labelled = tuple((card_words(c) if c == data.DAY_CARD else c, c) for c in options)
        for pick in picks:
            value = pick.value if pick.value in options else None
            if tuple(pick.options) != labelled:
                pick.options = labelled
            pick.value = value
            fit(pick)  # as wide as its longest card: a chosen card never shows cut

    def _refresh_advisor(self, setting_up: bool) -> None:
        state = self.state
        lines = advice(state, self.odds_n.value)
        if not lines:
            # Never a "For Anna:" with nothing under it: a line saying why there is nothing to say.
            if setting_up:
                text = "The advisor speaks once the game is set up."
            elif self.game.is_over(state):
                text = "The game is over: no more advice."
            else:
                text = f"No advice for {state.player.name} at this step."
            self.advisor.value = f"<i>{html.escape(text)}</i>"
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
    return game_page(MythicalsDashboard, folder)
