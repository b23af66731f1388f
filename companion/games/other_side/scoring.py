"""A finished game's summary, read off the state: no score (the Heroes win or lose together), the turns,
the Mirror Fragments and Dragon tiles, the settings and the component profile in play."""

from __future__ import annotations

from companion.game import PlayParts, ScoreLine, ruling_settings
from companion.games.other_side import data
from companion.games.other_side.rulings import RULINGS
from companion.games.other_side.state import OtherSideState, fragments_to_win
from companion.rulings import ruling_index

__all__ = ["score_parts", "play_summary_parts"]


def score_parts(state: OtherSideState) -> tuple[ScoreLine, ...]:
    """From the Other Side keeps no score a Hero: Victory and Defeat are the whole table's, so no line is given."""
    return ()


def play_summary_parts(state: OtherSideState) -> PlayParts:
    """The turns, the first Leader, the Mirror Fragments gathered of those needed, the Dragon tiles, the settings."""
    heroes = state.heroes
    # The Leader passes one Hero clockwise at every Dragon's Awakening, as the turn count goes up by one.
    first = data.hero_name(heroes[(state.leader - (state.turn - 1)) % len(heroes)].hero) if heroes else None
    figures = (("Mirror Fragments gathered", state.fragments),
               ("Mirror Fragments needed", fragments_to_win(state) or 0),
               ("Dragon tiles", state.dragon_tiles))
    profile = state.profile
    return PlayParts(scores=score_parts(state), rounds=("turns", state.turn), figures=figures,
                     settings=(("Component profile", profile.name),)
                     + ruling_settings(ruling_index(RULINGS), state.settings),
                     examples=(profile.name,) if profile.example else (), cooperative=True, start_player=first,
                     seats=tuple(data.hero_name(h.hero) for h in heroes))  # clockwise, as seated at setup
