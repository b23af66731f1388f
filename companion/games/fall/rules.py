"""The one `apply`: check an event against the phase under way and apply it, then the end of the game.

Every handler checks before it changes anything and builds a new state, so a refused event (a
RuleError naming the rulebook section) leaves the state it was given as it was.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from companion.errors import RuleError

from . import data
from .events import (
    ActivateMachine, IslandHop, MoveFortification, NightCard, RevealMonster, Trade, UseRelic, AttackEnemies, AttackMonster, Collect, Deposit, EndDay, Investigate, Move, ResolveAttack, RevealCard, SetUp,
)
from .phases.attack import resolve, reveal, start_enemies, start_monster
from .phases.machines import activate
from .phases.night import first_monster, night_card
from .phases.relics import use_relic
from .phases.day import collect, deposit, end_day, investigate, island_hop, move, move_fortification, trade
from .phases.setup import set_up
from .state import BESIEGED, FallState, Phase

HANDLERS: dict[type, Callable[[FallState, object], FallState]] = {
    SetUp: set_up,
    Move: move,
    Collect: collect,
    Deposit: deposit,
    AttackEnemies: start_enemies,
    AttackMonster: start_monster,
    RevealCard: reveal,
    ResolveAttack: resolve,
    Investigate: investigate,
    EndDay: end_day,
    ActivateMachine: activate,
    UseRelic: use_relic,
    Trade: trade,
    RevealMonster: first_monster,
    NightCard: night_card,
    IslandHop: island_hop,
    MoveFortification: move_fortification,
}


def defeat(state: FallState) -> str:
    """Why the players have lost, or '' (rulebook "Defeat Conditions")."""
    if state.defense <= 0:
        return "The City's Defense Points have dropped to 0."
    if sum(1 for s in state.city if s in BESIEGED) >= data.CITY_SPACES.value:
        return "Five Enemies besiege the City."
    for island in state.islands:
        if not any(state.enemies(r.id).total for r in island.regions):
            return f"The island on {island.crater} holds no Enemy."
    for colour in state.machine_colours:
        if not any(m.colour == colour for m in state.machines):
            return f"Every {colour} Machine is destroyed."
    return ""


def after_shards(state: FallState) -> FallState:
    """Victory, or the claimed shards back on the Colossus once victory cannot come (End of the Game)."""
    without = sum(1 for p in state.players if not p.shards)
    if state.colossus_shards == 0 and without == 0:
        return replace(state, phase=Phase.OVER, won=True,
                       outcome="Victory: the last Primal Shard is claimed and every player holds one.")
    if state.colossus_shards < without:
        claimed = sum(len(p.shards) for p in state.players)
        players = tuple(replace(p, shards=()) for p in state.players)
        base = tuple(sorted(state.colossus_base + tuple(v for p in state.players for v in p.shards))) \
            if state.colossus_base else ()
        return replace(state, players=players, colossus_shards=state.colossus_shards + claimed, colossus_base=base,
                       log=(f"Victory cannot come now: {state.colossus_shards} shard(s) left on the Colossus for "
                            f"{without} player(s) without one, so the {claimed} claimed go back onto it.",))
    return state


def apply(state: FallState, event: object) -> FallState:
    """The state after `event`, or a RuleError saying why the rules refuse it."""
    handler = HANDLERS.get(type(event))
    if handler is None:
        raise RuleError(f"{type(event).__name__} is not a step of Mysthea: The Fall.", "Gameplay")
    if state.phase is Phase.OVER:
        raise RuleError(f"The game is over: {state.outcome}", "End of the Game")
    if state.phase is Phase.SETUP and not isinstance(event, SetUp):
        raise RuleError("Set up the game first.", "Getting Ready")
    after = handler(state, event)
    if isinstance(event, Investigate):
        after = after_shards(after)
    if after.phase is not Phase.OVER and after.phase is not Phase.SETUP:
        lost = defeat(after)
        if lost:  # the game ends in the turn it was lost in: a Night's defeat does not pass the turn on
            after = replace(after, phase=Phase.OVER, won=False, outcome=f"Defeat: {lost}", round=state.round,
                            current=state.current)
    return after
