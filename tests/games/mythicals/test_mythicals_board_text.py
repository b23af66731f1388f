"""The Mythicals table in words (issue #22 item 6): the tiles with their markers and locks, the reserve,
the revealed cards, the deck and each collection, checked against the state at every step of whole games."""

from __future__ import annotations

import re
from collections import Counter

from companion.games.mythicals import data
from companion.games.mythicals.events import TakeTile
from companion.games.mythicals.game import GAME
from companion.games.mythicals.state import MythicalsState
from companion.games.mythicals.words import board_text, card_words
from tests.games.mythicals.mythicals_sim import play

RAW = re.compile(r"[a-z]+_[a-z]+|<|>|Phase\.|\w+:\d")


def _line(lines: tuple[str, ...], start: str) -> str:
    found = [x for x in lines if x.startswith(start)]
    assert len(found) == 1, (start, lines)
    return found[0]


def check(state: MythicalsState) -> None:
    """Every tile, card and count of the table is in the line of its place."""
    lines = GAME.board_text(state)
    for column in data.COLUMNS:
        line = _line(lines, f"Column {column}, bottom up: ")
        parts = line.split(": ", 1)[1].split("; ")
        assert [p.split(" ")[0] for p in parts] == [t.name for t in data.column_tiles(column)]
        for part, spec in zip(parts, data.column_tiles(column)):
            tile = state.tile(spec.name)
            if tile.owner is not None:
                assert part.startswith(f"{spec.name} taken by ")
                assert state.over is False or part.endswith(tile.owner)
            elif tile.locked:
                assert part.endswith(", locked)")
            elif tile.markers:
                assert part.endswith(f", {tile.markers} Bonus marker{'s' if tile.markers > 1 else ''} on it)")
            else:
                assert part.endswith(", open)")
    reserve = _line(lines, "Reserve: ")
    for colour in data.COLOURS:
        n = sum(1 for c in state.reserve if data.card_colour(c) == colour)
        assert (f"{n} {colour} (" in reserve) if n else (f"no {colour}" in reserve)
    revealed = _line(lines, "Revealed")
    assert Counter(revealed.split(": ", 1)[1].split(", ")) == (Counter(map(card_words, state.revealed))
                                                             if state.revealed else Counter(["none"]))
    assert _line(lines, "Deck: ").startswith(f"Deck: {state.deck.remaining} card")
    assert _line(lines, "Bonus markers: ") == f"Bonus markers: {state.supply} left"
    for i, p in enumerate(state.players):
        line = _line(lines, p.name + (", to play:" if i == state.current and not state.over else ":"))
        said = line.split("collection: ", 1)[1]
        assert Counter(said.split(", ")) == (Counter(map(card_words, p.collection)) if p.collection
                                             else Counter(["none"]))
        assert f"{p.markers} Bonus marker" in line
        if p.tiles:
            assert (f"{p.tiles[-1]} on top" in line) or state.over
    for line in lines:
        assert not RAW.search(line), line


def test_before_setup_the_board_is_its_columns_and_the_deck():
    lines = GAME.board_text(GAME.initial_state({}))
    check(GAME.initial_state({}))
    assert _line(lines, "Column black, bottom up: ") == "Column black, bottom up: black-6 (13 points, 6 cards, open)"
    assert not any(x.startswith("Turn ") for x in lines)


def test_whole_games_stay_true_to_the_state_at_every_step():
    met = set()
    for seed in (1, 2, 7):
        state = GAME.initial_state({})
        for event in play(seed):
            before = state
            state = GAME.apply(state, event)
            check(state)
            if isinstance(event, TakeTile):
                # The step's change shows: the tile left the board for the player who took it.
                column = f"Column {data.TILE_BY_NAME[event.tile].colour}, "
                assert f"{event.tile} taken by " in _line(GAME.board_text(state), column)
                assert f"{event.tile} taken by " not in _line(GAME.board_text(before), column)
                met.add("tile")
            met |= {k for k, v in (("markers", any(t.markers for t in state.tiles)),
                                   ("locked", any(t.locked for t in state.tiles)), ("reserve", state.reserve),
                                   ("revealed", state.revealed)) if v}
        assert state.over
    assert met == {"tile", "markers", "locked", "reserve", "revealed"}


def test_the_open_table_names_whose_tiles_and_the_points():
    state = GAME.initial_state({})
    for event in play(7):
        state = GAME.apply(state, event)
        if any(t.owner for t in state.tiles) and not state.over:
            break
    owner = next(t for t in state.tiles if t.owner)
    closed, opened = GAME.board_text(state), board_text(state, open=True)
    assert any(f"{owner.name} taken by a player" in x for x in closed)
    assert any(f"{owner.name} taken by {owner.owner}" in x for x in opened)
    assert any(" points (" in x for x in opened if x.startswith(owner.owner))
