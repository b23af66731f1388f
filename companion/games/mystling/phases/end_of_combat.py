"""End of Combat: TAME, WIN and Conceding."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import RuleError

from ..events import Concede, NotTamed, Tamed
from ..state import ENEMY_SIDE, MystlingState, Phase
from .sections import END
from .sheets import is_solo, damage_of, stat, side_of
from .bookkeeping import set_side, finish


def on_tamed(state: MystlingState, e: Tamed) -> MystlingState:
    """The next Taming condition fulfilled; the last one Tames the Enemy (End of Combat: TAME)."""
    if not is_solo(state) or state.phase in (Phase.SETUP, Phase.OPENING, Phase.MULLIGAN):
        raise RuleError("Taming is for a solo Combat under way (after setup).", f"{END}: TAME")
    taming = state.profile.enemy(state.enemy.name).taming
    if state.enemy.tamed >= len(taming):
        raise RuleError("This Enemy has no Taming card, or no Taming condition left.", f"{END}: TAME")
    state = replace(state, enemy=replace(state.enemy, tamed=state.enemy.tamed + 1))
    if state.enemy.tamed == len(taming):
        return finish(state, Phase.OVER, "tame", ENEMY_SIDE)
    return state


def on_not_tamed(state: MystlingState, e: NotTamed) -> MystlingState:
    """The defeated Enemy fulfilled no further Taming condition: the Combat is won (End of Combat: WIN)."""
    if state.phase != Phase.WIN_CHECK:
        raise RuleError("The Combat is won only once the Enemy is defeated.", f"{END}: WIN")
    return replace(state, phase=Phase.OVER, result="win", loser=ENEMY_SIDE)


def on_concede(state: MystlingState, e: Concede) -> MystlingState:
    """A player concedes: their Damage reaches their Health and they lose (End of Combat: Conceding)."""
    side = side_of(state, e.player)
    if state.phase in (Phase.SETUP, Phase.WIN_CHECK):
        raise RuleError("There is no Combat under way to concede.", f"{END}: Conceding")
    state = set_side(state, side, damage=max(damage_of(state, side), stat(state, side, "health")))
    return finish(state, Phase.OVER, "lose" if is_solo(state) else "defeat", side)
