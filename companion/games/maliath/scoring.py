"""A finished game's summary, read off the state: each side's Glory, the Eras, the setup and settings in play."""

from __future__ import annotations

from companion.game import PlayParts, ScoreLine
from companion.games.maliath.options import MALIATH, SETTINGS, SETUP_OFFERS, SWITCHES, players_of_setup
from companion.games.maliath.state import MaliathState

__all__ = ["score_parts", "play_summary_parts"]


def score_parts(state: MaliathState) -> tuple[ScoreLine, ...]:
    """Each side's Glory at the end: the players' as reported (Ending the Game), hers as the companion kept it.

    Her Glory is one running total in the state (every card, Battle and reward adds to it), so no parts are
    given: splitting it by source would need the log, not the state.
    """
    if state.setup is None or not state.final_glory:
        return ()
    names = players_of_setup(state.setup) or ()
    players = tuple(ScoreLine(name, glory) for name, glory in zip(names, state.final_glory))
    return players + (ScoreLine(MALIATH, state.glory),)


def play_summary_parts(state: MaliathState) -> PlayParts:
    """Her Glory and the players', the Eras played, the Champion, the switches and the reward settings."""
    setup = state.setup
    if setup is None:
        return PlayParts()
    settings: list[tuple[str, str]] = [("Corrupted Champion", setup.champion), ("Players", str(setup.players)),
                                       ("Challenge Cards", ", ".join(map(str, setup.challenges)) or "none")]
    settings += [(label, "on" if getattr(setup, field) else "off") for field, label in SETUP_OFFERS[SWITCHES]]
    for field, label, allowed in SETUP_OFFERS[SETTINGS]:
        if field == "gold_rule" or setup.players == 2:  # the other two apply only at 2 players (setup_in_play)
            settings.append((label, next(words for words, value in allowed if value == getattr(setup, field))))
    settings.append(("Component profile", state.profile.name if state.profile else ""))
    examples = (state.profile.name,) if state.profile and state.profile.example else ()
    return PlayParts(scores=score_parts(state), rounds=("Eras", state.era), settings=tuple(settings),
                     examples=examples)
