"""A finished Combat's summary, read off the state: each side's Damage taken, the turns, the setup in play."""

from __future__ import annotations

from companion.game import PlayParts, ScoreLine, whose
from companion.games.mystling.state import MystlingState

__all__ = ["score_parts", "play_summary_parts"]


def score_parts(state: MystlingState) -> tuple[ScoreLine, ...]:
    """Each side's Damage taken (its sheet's Damage track); the Combat keeps no points, so no score is given."""
    lines = [ScoreLine(sheet.player, None, (("Damage taken", sheet.damage),)) for sheet in state.players]
    if state.enemy is not None:  # solo: the Enemy's sheet
        lines.append(ScoreLine(state.enemy.name, None, (("Damage taken", state.enemy.damage),)))
    return tuple(lines)


def play_summary_parts(state: MystlingState) -> PlayParts:
    """The Damage, the turns, the mode, the Arena card, each side's Mystling, the profile (EXAMPLE or not)."""
    settings = [("Mode", "solo" if state.mode == "solo" else "duel"), ("Arena card", state.arena_card)]
    settings += [(f"{whose(sheet.player)} Mystling", sheet.mystling) for sheet in state.players]
    figures: tuple[tuple[str, int], ...] = ()
    if state.enemy is not None:
        settings.append(("Enemy", state.enemy.name))
        figures = (("Taming conditions fulfilled", state.enemy.tamed),)
    settings.append(("Component profile", state.profile.name))
    return PlayParts(scores=score_parts(state), rounds=("turns", state.turn), figures=figures,
                     settings=tuple(settings), examples=(state.profile.name,) if state.profile.example else (),
                     start_player=state.players[0].player if state.players else None,  # the First Player first
                     seats=tuple(sheet.player for sheet in state.players))
