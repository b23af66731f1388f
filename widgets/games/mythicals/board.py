"""The Mythicals board, drawn on a BoardCanvas frame: tile columns, reserve, revealed cards, deck, collections.

Pure drawing: `draw_board(frame, View(...))` paints one frame from a state; the layout
constants say where everything sits on the 940 x 600 canvas.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.games.mythicals import data
from companion.games.mythicals.options import score
from companion.games.mythicals.state import MythicalsState
from widgets.kit import theme
from widgets.kit.canvas import Frame
from widgets.kit.drawing import card as draw_card
from widgets.kit.drawing import highlight
from widgets.kit.geometry import bounds

__all__ = [
    "CARD_H", "CARD_W", "COLLECTION_Y", "COL_GAP", "COL_W", "COL_X", "DECK_X", "HEIGHT", "PLAYER_ROW_H",
    "RESERVE_H", "RESERVE_Y", "ROWS", "TILE_GAP", "TILE_H", "TOP", "WIDTH", "View", "column_x", "draw_board",
    "face", "player_line",
]

# --- The board's geometry -----------------------------------------------------------------

WIDTH, HEIGHT = 940, 600
COL_X, COL_W, COL_GAP = 16, 104, 22
TOP, TILE_H, TILE_GAP = 40, 58, 6
ROWS = max(len(data.column_tiles(c)) for c in data.COLUMNS)  # the tallest column
RESERVE_Y = TOP + ROWS * (TILE_H + TILE_GAP) + 22
RESERVE_H = 52
DECK_X = COL_X + len(data.COLUMNS) * (COL_W + COL_GAP) + 14
COLLECTION_Y = RESERVE_Y + RESERVE_H + 26
CARD_W, CARD_H = 56, 62
PLAYER_ROW_H = CARD_H + 36
# A tile's text: three lines (its name; its points and cards; open, its markers or LOCKED) in a type small
# enough that the points and cards share a line. Four lines filled the tile to its border in Chromium (the
# name and "LOCKED" were cut); three leave room above for the markers' corners and below for the lock's bar.
TILE_FONT = theme.FONT_SIZE_SMALL - 2
LOCK_BAR_H = 3  # the bar across a locked tile's foot, clear of its text


def column_x(index: int) -> float:
    """The left edge of the index-th board column."""
    return COL_X + index * (COL_W + COL_GAP)


def face(card: str) -> str:
    """A card's value as printed: 1 to 5, or J for the joker."""
    return data.card_face(card)


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
    for name in view.takeable:  # each marker on a side where it overlaps nothing (a neighbour's marker)
        tile = next((s for s in frame.shapes if s.name == f"tile:{name}"), None)
        side = frame.clear_side(bounds(tile), theme.FONT_SIZE_LARGE) if tile is not None else None
        highlight(frame, f"tile:{name}", side=side or "left")
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
            if tile.locked:
                status = "LOCKED"
            elif tile.markers:
                status = f"+{tile.markers} marker{'s' if tile.markers > 1 else ''}"
            else:
                status = "open"
            lines = [spec.name, f"{spec.points} pts, {spec.cards} cards", status]
            chosen = view.target == spec.name
            frame.rect(x, y, COL_W, TILE_H, fill=column, stroke="ink" if chosen else "line",
                       line_width=4 if chosen else 1.5, name=name, label="\n".join(lines), font_size=TILE_FONT)
            # The markers sit in the tile's top corners, clear of its text.
            for m in range(tile.markers):
                frame.circle(x + 8 if m == 0 else x + COL_W - 8, y + 8, 5, fill="paper", stroke="ink")
            if tile.locked:
                # A bar across the tile's foot, under its text and in its ink (white on black): the lock
                # reads without colour and without the word. A filled box, so the overlap check sees it.
                frame.rect(x + 6, y + TILE_H - 4 - LOCK_BAR_H, COL_W - 12, LOCK_BAR_H, fill=theme.text_on(column),
                           stroke=None)


def _draw_reserve(frame: Frame, state: MythicalsState) -> None:
    frame.text(COL_X, RESERVE_Y - 6, "Reserve (click a colour to collect it)", size=theme.FONT_SIZE_SMALL,
               bold=True)
    # The reserve lies under the creature colours' columns.
    for index, column in enumerate(c for c in data.COLUMNS if c in data.COLOURS):
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
    ended = bool(state.players) and state.deck.day_came
    frame.text(x0, RESERVE_Y - 6, "Revealed (Day card set aside)" if ended else "Revealed",
               size=theme.FONT_SIZE_SMALL, bold=True)
    if not state.revealed:
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
        where = f"Day card: under {data.DAY_PILE_CARDS}"
    frame.rect(DECK_X, TOP + 98, 150, 44, fill="table", stroke="line", label=where,
               font_size=theme.FONT_SIZE_SMALL - 2)
    frame.rect(DECK_X, TOP + 150, 150, 44, fill="paper", stroke="line", name="supply",
               label=f"Bonus markers\n{state.supply} left", font_size=theme.FONT_SIZE_SMALL)
    if state.players:
        frame.text(DECK_X, TOP + 222, f"Turn {state.turn}", bold=True)
        frame.text(DECK_X, TOP + 242, f"Discard: {len(state.discard)}", size=theme.FONT_SIZE_SMALL)


def player_line(state: MythicalsState, index: int, open: bool = False) -> str:
    """The line over a player's collection: whose turn, and their tiles as the table may see them."""
    player = state.players[index]
    to_play = "▶ " if index == state.current and not state.over else ""
    markers = f"{player.markers} marker{'s' if player.markers != 1 else ''}"
    if open or state.over:
        points = score(player.tiles, player.markers)
        tiles = ", ".join(player.tiles) or "no tile"
        return f"{to_play}{player.name}: {points} points ({tiles}; {markers})"
    count = len(player.tiles)
    top = f", {player.tiles[-1]} on top" if player.tiles else ""
    return f"{to_play}{player.name}: {count} tile{'s' if count != 1 else ''}{top}; {markers}"


def _draw_collections(frame: Frame, view: View) -> None:
    state = view.state
    for index, player in enumerate(state.players):
        y = COLLECTION_Y + index * PLAYER_ROW_H
        to_play = index == state.current and not state.over
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
