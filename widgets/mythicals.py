"""The Mythicals dashboard: the board on a BoardCanvas, the step's controls, the advisor and the odds.

Every action becomes an event in a Session; a refused move shows as a message, never a traceback.
CSS classes for browser tests all start with `tc-myth-` (see `MythicalsDashboard.__doc__`).
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable

import ipywidgets as w

from companion.errors import RuleError
from companion.games.mythicals import data, odds, rules
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
from widgets import theme
from widgets.canvas import BoardCanvas, Frame
from widgets.drawing import card as draw_card
from widgets.drawing import highlight
from widgets.geometry import bounds
from widgets.odds_view import OddsView, percent_and_fraction
from widgets.prompt import MessageBar
from widgets.style import colour_button, heading, note, page, row

# --- The board's geometry -----------------------------------------------------------------

WIDTH, HEIGHT = 940, 600
COL_X, COL_W, COL_GAP = 16, 104, 22
TOP, TILE_H, TILE_GAP = 40, 58, 6
ROWS = 4  # the tallest column (a run colour: 2, 3, 4 and 5 cards)
RESERVE_Y = TOP + ROWS * (TILE_H + TILE_GAP) + 22
RESERVE_H = 52
DECK_X = COL_X + len(data.COLUMNS) * (COL_W + COL_GAP) + 14
COLLECTION_Y = RESERVE_Y + RESERVE_H + 26
CARD_W, CARD_H = 56, 62
PLAYER_ROW_H = CARD_H + 36

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


def column_x(index: int) -> float:
    """The left edge of the index-th board column."""
    return COL_X + index * (COL_W + COL_GAP)


def face(card: str) -> str:
    """A card's value as printed: 1 to 5, or J for the joker."""
    value = data.card_value(card)
    return "J" if value is None else str(value)


@dataclass(frozen=True)
class View:
    """What one frame shows: the state, the tile picked as a target, the tiles takeable now."""

    state: MythicalsState
    target: str | None = None
    takeable: tuple[str, ...] = ()
    # The rulebook keeps each player's tile stack closed (only the top tile shows) until the
    # end; open=True shows every tile and the running scores, as a table may agree to.
    open: bool = False
    selected: tuple[str, ...] = ()  # the player's cards picked to discard for a tile
    inspected: str | None = None    # the shape last clicked only to read about it


def draw_board(frame: Frame, view: View) -> None:
    """The whole table: tile columns, reserve, revealed cards, deck, markers and both collections."""
    state = view.state
    frame.clear()
    _draw_columns(frame, view)
    _draw_reserve(frame, state)
    _draw_revealed(frame, state)
    _draw_deck(frame, state)
    _draw_collections(frame, view)
    # The tiles takeable now get an outline, a dashed ring and a marker: not colour alone.
    for name in view.takeable:
        highlight(frame, f"tile:{name}")
    # A shape clicked just to read about it gets a dotted frame, so the click visibly landed.
    shape = next((s for s in frame.shapes if s.name == view.inspected), None)
    if shape is not None:
        x0, y0, x1, y1 = bounds(shape)
        frame.dash([3, 3])
        frame.rect(x0 - 3, y0 - 3, x1 - x0 + 6, y1 - y0 + 6, fill=None, stroke="ink", line_width=2.5)
        frame.dash()


def _draw_columns(frame: Frame, view: View) -> None:
    state = view.state
    for index, column in enumerate(data.COLUMNS):
        x = column_x(index)
        frame.rect(x, 8, COL_W, 26, fill=column, stroke="line", label=column,
                   font_size=theme.FONT_SIZE_SMALL)
        # Tiles rise from the bottom row in ascending points, as the setup lays them out.
        for level, spec in enumerate(data.column_tiles(column)):
            y = TOP + (ROWS - 1 - level) * (TILE_H + TILE_GAP)
            tile = state.tile(spec.name)
            name = f"tile:{spec.name}"
            if tile.owner is not None:
                owner = tile.owner if view.open or state.over else "a player"
                frame.rect(x, y, COL_W, TILE_H, fill="table", stroke="muted", name=name,
                           label=f"{spec.name}\ntaken by\n{owner}", font_size=theme.FONT_SIZE_SMALL - 1)
                continue
            lines = [f"{spec.name}", f"{spec.points} pts · {spec.cards} cards"]
            if tile.locked:
                lines.append("LOCKED")
            elif tile.markers:
                lines.append(f"+{tile.markers} marker{'s' if tile.markers > 1 else ''}")
            else:
                lines.append("open")
            chosen = view.target == spec.name
            frame.rect(x, y, COL_W, TILE_H, fill=column, stroke="ink" if chosen else "line",
                       line_width=4 if chosen else 1.5, name=name, label="\n".join(lines),
                       font_size=theme.FONT_SIZE_SMALL - 1)
            # The markers sit in the tile's top corners, clear of its text.
            for m in range(tile.markers):
                frame.circle(x + 8 if m == 0 else x + COL_W - 8, y + 8, 5, fill="paper", stroke="ink")
            if tile.locked:
                # A bar across the tile: the lock reads without colour and without the word.
                frame.line([(x + 4, y + TILE_H - 5), (x + COL_W - 4, y + TILE_H - 5)], stroke="ink",
                           line_width=3)


def _draw_reserve(frame: Frame, state: MythicalsState) -> None:
    frame.text(COL_X, RESERVE_Y - 6, "Reserve (click a colour to collect it)", size=theme.FONT_SIZE_SMALL,
               bold=True)
    for index, column in enumerate(data.COLUMNS[:4]):
        x = column_x(index)
        cards = [c for c in state.reserve if data.card_colour(c) == column]
        name = f"reserve:{column}"
        if not cards:
            frame.rect(x, RESERVE_Y, COL_W, RESERVE_H, fill="paper", stroke="muted", name=name,
                       label=f"no {column}", font_size=theme.FONT_SIZE_SMALL)
            continue
        values = " ".join(face(c) for c in cards)
        frame.rect(x, RESERVE_Y, COL_W, RESERVE_H, fill=column, name=name,
                   label=f"{len(cards)} {column}\n{values}", font_size=theme.FONT_SIZE_SMALL)


def _draw_revealed(frame: Frame, state: MythicalsState) -> None:
    x0 = column_x(4)
    ended = state.step in (LAST_COLLECT, LAST_TILE, OVER)
    frame.text(x0, RESERVE_Y - 6, "Revealed (Day card set aside)" if ended else "Revealed",
               size=theme.FONT_SIZE_SMALL, bold=True)
    if not state.revealed and state.step != LAST_COLLECT:
        frame.rect(x0, RESERVE_Y, 2 * COL_W + COL_GAP, RESERVE_H, fill="paper", stroke="muted",
                   label="none now", font_size=theme.FONT_SIZE_SMALL)
        return
    for i, card in enumerate(state.revealed):
        x = x0 + i * 72
        frame.rect(x, RESERVE_Y, 66, RESERVE_H, fill=data.card_colour(card), name=f"revealed:{card}",
                   label=f"{data.card_colour(card)}\n{face(card)}", font_size=theme.FONT_SIZE_SMALL)


def _draw_deck(frame: Frame, state: MythicalsState) -> None:
    deck = state.deck
    frame.rect(DECK_X, TOP, 150, 90, fill="paper", stroke="ink", name="deck",
               label=f"Deck\n{deck.remaining} cards", line_width=2.5)
    if deck.day_window:
        where = (f"Day card: in the\nbottom {deck.day_window}" if not deck.day_possible_now
                 else "Day card may come\nwith the next reveal")
    elif state.players:
        where = "Day card has come"
    else:
        where = "Day card: under 8"
    frame.rect(DECK_X, TOP + 98, 150, 44, fill="table", stroke="line", label=where,
               font_size=theme.FONT_SIZE_SMALL)
    frame.rect(DECK_X, TOP + 150, 150, 44, fill="paper", stroke="line", name="supply",
               label=f"Bonus markers\n{state.supply} left", font_size=theme.FONT_SIZE_SMALL)
    if state.players:
        frame.text(DECK_X, TOP + 222, f"Turn {state.turn}", bold=True)
        frame.text(DECK_X, TOP + 242, f"Discard: {len(state.discard)}", size=theme.FONT_SIZE_SMALL)


def player_line(state: MythicalsState, index: int, open: bool = False) -> str:
    """The line over a player's collection: whose turn, and their tiles as the table may see them."""
    player = state.players[index]
    to_play = "▶ " if index == state.current and state.step != OVER else ""
    markers = f"{player.markers} marker{'s' if player.markers != 1 else ''}"
    if open or state.over:
        points = rules.score(player.tiles, player.markers)
        tiles = ", ".join(player.tiles) or "no tile"
        return f"{to_play}{player.name}: {points} points ({tiles}; {markers})"
    count = len(player.tiles)
    top = f", {player.tiles[-1]} on top" if player.tiles else ""
    return f"{to_play}{player.name}: {count} tile{'s' if count != 1 else ''}{top}; {markers}"


def _draw_collections(frame: Frame, view: View) -> None:
    state = view.state
    for index, player in enumerate(state.players):
        y = COLLECTION_Y + index * PLAYER_ROW_H
        to_play = index == state.current and state.step != OVER
        frame.text(COL_X, y, player_line(state, index, view.open), bold=to_play)
        cards = player.collection
        if not cards:
            frame.text(COL_X, y + 30, "no cards", colour="line", size=theme.FONT_SIZE_SMALL)
        step = min(CARD_W + 4, (WIDTH - 2 * COL_X - CARD_W) / max(1, len(cards) - 1))
        for i, card in enumerate(cards):
            colour = data.card_colour(card)
            x = COL_X + i * step
            draw_card(frame, x, y + 10, face(card), colour, width=CARD_W, height=CARD_H,
                      name=f"card:{index}:{i}:{card}")
            if index == state.current and card in view.selected:
                # Picked to discard: a thick frame and a word under the card.
                frame.rect(x - 2, y + 8, CARD_W + 4, CARD_H + 4, fill=None, stroke="highlight", line_width=4)
                frame.text(x + CARD_W / 2, y + CARD_H + 24, "discard", size=theme.FONT_SIZE_SMALL - 1,
                           bold=True, align="center")


# --- Advice and odds, as text -------------------------------------------------------------


def advice(state: MythicalsState, within: int = 3) -> list[tuple[str, str]]:
    """For the player to play: (tile, sentence) for every tile on the board, takeable ones first."""
    if not state.players or state.step == OVER:
        return []
    player = state.player
    board = state.board_tiles()
    takeable = set(rules.takeable_tiles(state, state.current))
    lines: list[tuple[str, str]] = []
    def order(tile: Any) -> tuple[int, int]:
        short = 0 if tile.name in takeable else len(rules.missing_cards(tile.name, player.collection))
        return (short, -(data.TILE_BY_NAME[tile.name].points + tile.markers))

    for tile in sorted(board, key=order):
        spec = data.TILE_BY_NAME[tile.name]
        worth = spec.points + tile.markers
        if tile.name in takeable:
            cost = ", ".join(rules.cards_for_tile(tile.name, player.collection) or ())
            lines.append((tile.name, f"take now: {worth} points (discards {cost})"))
            continue
        missing = rules.missing_cards(tile.name, player.collection)
        parts = []
        for card in missing:
            copies = state.unseen_copies(card)
            if state.deck.day_window and copies and state.deck.remaining > 1:
                p = odds.p_within_reveals(copies, state.deck.remaining, within)
                parts.append(f"{card} ({copies} unseen, {float(p) * 100:.0f} % within {within} reveals)")
            else:
                parts.append(f"{card} ({copies} unseen)")
        lines.append((tile.name, f"{worth} points; missing {len(missing)}: " + ", ".join(parts)))
    return lines


def day_odds(state: MythicalsState) -> tuple[Fraction, Any] | None:
    """The chance the Day card comes with the next reveal, and the reveals until it comes."""
    if not state.players or not state.deck.day_window:
        return None
    remaining = state.deck.remaining
    return odds.p_day_next_reveal(remaining), odds.reveals_until_day(remaining)


# --- The dashboard ------------------------------------------------------------------------


def _button(text: str, css: str, *, colour: str | None = None) -> w.Button:
    button = w.Button(description=text, tooltip=text, layout=w.Layout(width="auto", margin="2px 6px 2px 0"))
    button.add_class(css)
    button.add_class("tc-myth-action")
    if colour is not None:
        colour_button(button, colour)
    return button


CARD_OPTIONS: tuple[str, ...] = tuple(sorted(data.CARD_KINDS, key=data.card_sort_key))


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

        self._build_setup()
        self._build_collect()
        self.step_controls = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.step_controls.add_class("tc-myth-step-controls")
        self._build_reinforce()

        self.undo_button = _button("Undo", "tc-myth-undo")
        self.undo_button.on_click(lambda _b: self.message.guard(self.undo)())
        self.redo_button = _button("Redo", "tc-myth-redo")
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

    # ----- building the controls -----
    def _build_setup(self) -> None:
        self.names = [w.Text(value=v, description=f"Player {i + 1}") for i, v in enumerate(("Anna", "Ben"))]
        for i, field in enumerate(self.names):
            field.add_class(f"tc-myth-name-{i + 1}")
        self.deals = []
        for p in (1, 2):
            for k, label in (("a", "first card"), ("b", "second card")):
                pick = w.Dropdown(options=CARD_OPTIONS, value=None, description=f"P{p} {label}",
                                  style={"description_width": "initial"})
                pick.add_class(f"tc-myth-deal-{p}{k}")
                self.deals.append(pick)
        self.starting = w.Dropdown(options=("Player 1", "Player 2"), value="Player 1", description="Starts")
        self.starting.add_class("tc-myth-starting")
        self.setup_button = _button("Start the game", "tc-myth-setup")
        self.setup_button.on_click(lambda _b: self.message.guard(self.set_up)())
        self.setup_box = w.VBox([
            note("Setup: each player is dealt 2 cards of different colours (a second card of the first "
                 "card's colour is set aside and another dealt). Report them here; choose who starts."),
            row(*self.names),
            row(*self.deals[:2]), row(*self.deals[2:]),
            row(self.starting, self.setup_button),
        ])
        self.setup_box.add_class("tc-myth-setup-box")

    def _build_collect(self) -> None:
        self.reveals = []
        for i in range(data.REVEAL_SIZE):
            pick = w.Dropdown(options=CARD_OPTIONS + (data.DAY_CARD,), value=None, description=f"card {i + 1}",
                              layout=w.Layout(width="190px"))
            pick.add_class(f"tc-myth-reveal-{i + 1}")
            self.reveals.append(pick)
        self.reveal_button = _button("Reveal these 3", "tc-myth-reveal")
        self.reveal_button.on_click(lambda _b: self.message.guard(self.reveal)())
        self.reserve_buttons = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.collect_box = w.VBox([
            note("Collect from the deck: turn over the top 3 cards and report them, or take every card "
                 "of one colour from the reserve."),
            row(*self.reveals, self.reveal_button),
            self.reserve_buttons,
        ])
        self.collect_box.add_class("tc-myth-collect-box")

    def _build_reinforce(self) -> None:
        self.target_pick = w.Dropdown(options=(), description="tile", layout=w.Layout(width="220px"))
        self.target_pick.add_class("tc-myth-target")
        self.target_pick.observe(self._target_changed, names="value")
        self.reinforce_1 = _button("Place 1 marker", "tc-myth-reinforce-1")
        self.reinforce_2 = _button("Place 2 markers", "tc-myth-reinforce-2")
        self.lock_button = _button("Lock it", "tc-myth-lock")
        self.reinforce_1.on_click(lambda _b: self.message.guard(self.reinforce)(1))
        self.reinforce_2.on_click(lambda _b: self.message.guard(self.reinforce)(2))
        self.lock_button.on_click(lambda _b: self.message.guard(self.lock)())
        self.reinforce_box = w.VBox([
            note("You may reinforce another tile (1 or 2 markers, at most 2 on a tile) or lock a tile "
                 "without markers. Click a tile on the board or pick it here."),
            row(self.target_pick, self.reinforce_1, self.reinforce_2, self.lock_button),
        ])
        self.reinforce_box.add_class("tc-myth-reinforce-box")

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
        state = self.state
        buttons: list[w.Widget] = []
        if state.step in (CHOOSE, LAST_COLLECT):
            colours = sorted({data.card_colour(c) for c in state.revealed}, key=data.COLOURS.index)
            for colour in colours:
                taken = [c for c in state.revealed if data.card_colour(c) == colour]
                button = _button(f"Take {colour} ({', '.join(face(c) for c in taken)})", f"tc-myth-take-{colour}",
                                 colour=colour)
                button.on_click(lambda _b, c=colour: self.message.guard(self.take_revealed)(c))
                buttons.append(button)
        if state.step == REINFORCE:
            end = _button("End the turn (no marker, no lock)", "tc-myth-end-turn")
            end.on_click(lambda _b: self.message.guard(self.end_turn)())
            buttons.append(end)
        if state.step in (TILE, LAST_TILE):
            for tile in rules.takeable_tiles(state, state.current):
                worth = data.TILE_BY_NAME[tile].points + state.tile(tile).markers
                button = _button(f"Take {tile} ({worth} pts)", f"tc-myth-tile-{tile}",
                                 colour=data.TILE_BY_NAME[tile].colour)
                button.on_click(lambda _b, t=tile: self.message.guard(self.take_tile)(t))
                buttons.append(button)
            end = _button("End the game" if state.step == LAST_TILE else "End the turn (no tile)",
                          "tc-myth-end-turn")
            end.on_click(lambda _b: self.message.guard(self.end_turn)())
            buttons.append(end)
        self.step_controls.children = buttons

    def _refresh_reserve_buttons(self) -> None:
        state = self.state
        buttons = []
        for colour in data.COLOURS:
            cards = [c for c in state.reserve if data.card_colour(c) == colour]
            if cards:
                button = _button(f"Reserve: take {colour} ({', '.join(face(c) for c in cards)})",
                                 f"tc-myth-reserve-{colour}", colour=colour)
                button.on_click(lambda _b, c=colour: self.message.guard(self.take_reserve)(c))
                buttons.append(button)
        if not buttons and state.players:
            buttons.append(note("The reserve is empty."))
        self.reserve_buttons.children = buttons

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
    from widgets.history import HistoryPanel, SessionPicker

    dash = MythicalsDashboard(history=lambda session: HistoryPanel(session))
    dash.history.on_change = dash.message.guard(dash.refresh)

    def opened(session: Session) -> None:
        dash.set_session(session)
        if session.read_only:
            dash.message.info("This game is open read-only elsewhere: you can look, not play")

    picker = SessionPicker([MYTHICALS], folder=folder, on_open=opened)
    picker.add_class("tc-myth-picker")

    def save_first(event: Any) -> None:
        if dash.session.journal is None and isinstance(event, SetUp):
            picker.players_text.value = ", ".join(event.players)
            # A name already saved (two games started in the same minute) gets a number.
            taken = {info.name for info in list_sessions(folder)}
            base = picker.name_text.value.strip() or "Mythicals game"
            picker.name_text.value = next(
                (n for n in [base] + [f"{base} ({k})" for k in range(2, 100)] if n not in taken), base)
            picker.new_button.click()
            if picker.session is None or dash.session is not picker.session:
                raise RuleError("Could not start a saved game: " + (picker.message.value or "see above"))

    dash.before_act = save_first
    box = w.VBox([picker, dash.widget])
    box.add_class("tc-myth-root")
    box.dashboard, box.picker = dash, picker  # for notebooks and tests
    return box
