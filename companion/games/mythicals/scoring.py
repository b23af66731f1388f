"""A finished game's summary, read off the state: each player's score in its parts (tiles, Bonus markers)."""

from __future__ import annotations

from companion.game import PlayParts, ScoreLine
from companion.games.mythicals import data
from companion.games.mythicals.phases.ending import player_score
from companion.games.mythicals.phases.turn import tile_spec
from companion.games.mythicals.state import MythicalsState

__all__ = ["score_parts", "play_summary_parts"]


def score_parts(state: MythicalsState) -> tuple[ScoreLine, ...]:
    """Each player's score: one part a Mastery tile taken (its points) and the Bonus markers (1 point each)."""
    lines = []
    for i, player in enumerate(state.players):
        parts = [(f"Mastery tile {t}", tile_spec(t).points) for t in player.tiles]
        parts.append(("Bonus markers", player.markers * data.MARKER_POINTS))
        # The final score is the one the rules fixed at the end (End of the Game); before it, the score now.
        score = state.scores[i] if state.scores else player_score(state, player)
        lines.append(ScoreLine(player.name, score, tuple(parts)))
    return tuple(lines)


def play_summary_parts(state: MythicalsState) -> PlayParts:
    """The scores in parts, the turns played and who started (turns alternate from the starting player)."""
    players = state.players
    # Turn 1 was the starting player's and every turn passes to the other player (next_turn).
    start = players[(state.current - (state.turn - 1)) % len(players)].name if players and state.turn else None
    return PlayParts(scores=score_parts(state), rounds=("turns", state.turn), start_player=start,
                     seats=tuple(p.name for p in players))
