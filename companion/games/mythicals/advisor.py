"""The Mythicals advisor and the Day card's odds, as text and distributions for the dashboard."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from companion.games.mythicals import odds, rules
from companion.games.mythicals.state import MythicalsState

__all__ = ["advice", "day_odds"]


def advice(state: MythicalsState, within: int = 3) -> list[tuple[str, str]]:
    """For the player to play: (tile, sentence) for every tile on the board, takeable ones first."""
    if not state.players or state.over:
        return []
    player = state.player
    board = state.board_tiles()
    takeable = set(rules.takeable_tiles(state, state.current))
    lines: list[tuple[str, str]] = []
    def order(tile: Any) -> tuple[int, int]:
        short = 0 if tile.name in takeable else len(rules.missing_cards(tile.name, player.collection))
        return (short, -rules.score((tile.name,), tile.markers))

    for tile in sorted(board, key=order):
        worth = rules.score((tile.name,), tile.markers)  # the rules' scoring: tile points and markers
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
