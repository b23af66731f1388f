"""A finished game's summary, read off the state: no score (the players win or lose together), the rounds,
the City's Defense Points, the difficulty and the settings in play."""

from __future__ import annotations

from companion.game import PlayParts, ScoreLine, ruling_settings
from companion.games.fall.rulings import RULINGS
from companion.games.fall.state import FallState
from companion.rulings import ruling_index

__all__ = ["score_parts", "play_summary_parts"]


def score_parts(state: FallState) -> tuple[ScoreLine, ...]:
    """The Fall keeps no score: a co-operative victory or defeat (End of the Game), so no line is given."""
    return ()


def _yes(value: bool) -> str:
    return "yes" if value else "no"


def play_summary_parts(state: FallState) -> PlayParts:
    """The rounds, the difficulty, the variants and the rulings that are settings; the EXAMPLE values kept."""
    settings = [("Difficulty", state.difficulty), ("Solo", _yes(state.solo)),
                ("Chronicle after Mysthea", _yes(state.after_mysthea)),
                ("Chronicle after Icaion", _yes(state.after_icaion))]
    settings += ruling_settings(ruling_index(RULINGS), state.settings)
    examples = (("the Machines (EXAMPLE draft)",) if state.example_machines else ()) + tuple(
        f"{name} (EXAMPLE value)" for name in state.example_numbers)
    figures = (("City Defense Points", state.defense),
               ("Primal Shards claimed", sum(len(p.shards) for p in state.players)))
    return PlayParts(scores=score_parts(state), rounds=("rounds", state.round), figures=figures,
                     settings=tuple(settings),
                     examples=examples, cooperative=True,
                     start_player=state.players[0].name if state.players else None,  # Day phases go in seat order
                     seats=tuple(p.name for p in state.players))
