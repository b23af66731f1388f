"""Activate a Machine: free, once a turn, a Machine of your colour in a Region around your node.

Harvester: one Qoam of the Region's kind. Scavenger: build one of your Fortifications on a node of the
Region. Refiner: defeat the Region's first Enemy by Enemy Priority, with the usual respawn.
Chronicle after Icaion: any Machine, whatever its colour; one of your own resolves twice (`again`)."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import RuleError

from .. import data
from ..events import ActivateMachine, MachineEffect
from ..state import FallState, Fortification, Phase, with_enemies, with_player
from .payment import gain_crystal

SECTION = "Activate a Machine"
RESPAWN = "Defeating Enemies and Respawn"
AFTER_ICAION = "Chronicle Game System: Playing Mysthea: The Fall After a Game of Icaion"


def activate(state: FallState, event: ActivateMachine) -> FallState:
    """The state after the Machine's effect (twice for one's own in a Chronicle after Icaion), or a RuleError."""
    if state.phase is not Phase.DAY:
        raise RuleError("Machines are activated during a Day.", SECTION)
    if state.attack is not None:
        raise RuleError("Activate a Machine before or after an action, not during an attack.", SECTION)
    player = state.player
    if state.machine_used:
        second = (player.character == "CR-2T1" and len(state.machine_first) == 2
                  and state.machine_first[0] == event.region and state.machine_first[1] != event.kind)
        if not second:
            raise RuleError("A Machine is activated once a turn (CR-2T1: and another of his in the same Region).",
                            SECTION)
    if state.in_play("Kodror"):
        raise RuleError("While Kodror is in play, no one can Activate a Machine.", "Extra Monsters: Kodror")
    board = state.board
    region = event.region
    if not board.has_region(region) or region not in board.node(player.node).regions:
        raise RuleError(f"The Machine must stand in a Region around {player.node}.", SECTION)
    here = [m for m in state.machines if m.region == region and m.kind == event.kind]
    own = any(m.colour == player.colour for m in here)
    if not own and not (state.after_icaion and here):
        raise RuleError(f"{region} holds no {str(event.kind)[:20]} of {player.name}'s colour ({player.colour}).", SECTION)
    if event.again is not None and not (state.after_icaion and own and isinstance(event.again, MachineEffect)):
        raise RuleError("Only one's own Machine resolves its effect twice, in a Chronicle game after Icaion.",
                        AFTER_ICAION)
    first = () if state.machine_used else (region, event.kind)
    used = replace(state, machine_used=True, machine_first=first if first else ("", ""))
    once = _effect(used, region, event.kind, MachineEffect(event.node, event.fortification, event.island_region,
                                                           event.discard))
    return once if event.again is None else _effect(once, region, event.kind, event.again)


def _effect(state: FallState, region: str, kind: str, choice: MachineEffect) -> FallState:
    """One resolution of a Machine's effect for the playing Character."""
    player = state.player
    board = state.board
    used = state
    if kind == "Harvester":
        if choice.node or choice.fortification or choice.island_region:
            raise RuleError("A Harvester gives a crystal, nothing else.", SECTION)
        qoam = gain_crystal(player, data.QOAM_COLOUR[board.region_type(region)], choice.discard)
        return with_player(used, state.current, replace(player, qoam=qoam))
    if kind == "Scavenger":
        if choice.fortification not in player.fortifications:
            raise RuleError(f"{player.name} has no Fortification of colour {str(choice.fortification)[:20]!r} in reserve.",
                            SECTION)
        if not board.has_node(choice.node) or region not in board.node(choice.node).regions:
            raise RuleError(f"The Fortification is built on a node of {region}.", SECTION)
        if state.fortified(choice.node):
            raise RuleError(f"{choice.node} already holds a Fortification.", SECTION)
        left = list(player.fortifications)
        left.remove(choice.fortification)
        built = replace(used, fortifications=used.fortifications + (Fortification(choice.node, choice.fortification),))
        return with_player(built, state.current, replace(player, fortifications=tuple(left)))
    # Refiner: the first Enemy by priority.
    e = state.enemies(region)
    if e.total == 0:
        raise RuleError(f"No Enemy stands in {region} for the Refiner.", SECTION)
    if e.golems or e.troops:
        island = state.island_of_region(choice.island_region)
        if island is None:
            raise RuleError("Name the island region the defeated Enemy goes back to.", RESPAWN)
        if e.golems:
            if choice.island_region != island.golem_region.id:
                raise RuleError("A defeated Golem goes back to an island's Golem region.", RESPAWN)
            after = with_enemies(used, region, replace(e, golems=e.golems - 1))
            g = after.enemies(island.golem_region.id)
            return with_enemies(after, island.golem_region.id, replace(g, golems=g.golems + 1))
        if choice.island_region not in {r.id for r in island.troop_regions}:
            raise RuleError("A defeated Troop goes back to one of an island's two regions without Golems.", RESPAWN)
        after = with_enemies(used, region, replace(e, troops=e.troops - 1))
        t = after.enemies(choice.island_region)
        return with_enemies(after, choice.island_region, replace(t, troops=t.troops + 1))
    if choice.island_region:
        raise RuleError("A defeated Parasite is claimed, not sent to an island.", RESPAWN)
    after = with_enemies(used, region, replace(e, parasites=e.parasites - 1))
    p = after.players[state.current]
    return with_player(after, state.current, replace(p, parasites=min(data.PARASITE_LIMIT.value, p.parasites + 1)))
