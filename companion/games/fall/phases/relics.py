"""Use the Relic: a charged Relic flipped to use its Character's power, once a turn at the table.

Rulebook "Use the Relic": free; it may be used in another player's turn, its effect then aimed at
the playing Character where the power can be (ruling `relic_in_another_turn`); only one Relic a turn.
Powers not tracked yet are refused saying so, so the table keeps them on the cardboard."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from companion.errors import RuleError
from companion.validate import is_whole

from .. import data
from ..data import counted
from ..events import Deposit, UseRelic
from ..state import Enemies, FallState, Machine, Phase, add_qoam, with_enemies, with_player

SECTION = "Use the Relic"
RESPAWN = "Defeating Enemies and Respawn"
POWERS = "Characters' Abilities and Relic Powers"
TRACKED = ("Sanya", "Telron", "Anuth", "Celethe", "Leheir", "The Heir", "The Outsider", "The Criminal", "The Machine",
           "The Lone Survivor", "CR-2T1", "The Creature", "Kolbor & Malabor")
ELSEWHERE = {"The Cursed": "with Attack a Monster (its `relic` field)"}


def use_relic(state: FallState, event: UseRelic) -> FallState:
    """The state after the Relic's power, the Relic discharged, or a RuleError."""
    if state.phase is not Phase.DAY:
        raise RuleError("Relics are used during a player's Day.", SECTION)
    if state.attack is not None:
        raise RuleError("Use a Relic before or after an action, not during an attack.", SECTION)
    names = [p.name for p in state.players]
    if event.player not in names:
        raise RuleError(f"{str(event.player)[:40]!r} is not a player.", SECTION)
    i = names.index(event.player)
    user = state.players[i]
    if not user.relic_charged:
        raise RuleError(f"{user.name}'s Relic is discharged.", SECTION)
    if state.relic_used:
        raise RuleError("Only one Relic may be used in a turn.", SECTION)
    power = user.character
    if power == "The Creature":
        if event.copy not in names or event.copy == user.name:
            raise RuleError("The Creature's Relic copies another player's Relic power: name the player.",
                            f"{POWERS}: The Creature")
        power = state.players[names.index(event.copy)].character
        if power == "The Creature":
            raise RuleError("The Creature copies another Character's power.", f"{POWERS}: The Creature")
    elif event.copy:
        raise RuleError("Only The Creature copies another Relic power.", f"{POWERS}: The Creature")
    if power in ELSEWHERE:
        raise RuleError(f"{power}'s Relic power is used {ELSEWHERE[power]}.", POWERS)
    if power not in TRACKED:
        raise RuleError(f"{power}'s Relic power is not tracked by the companion yet: resolve it on the table.", POWERS)
    after = with_player(replace(state, relic_used=True), i, replace(user, relic_charged=False))
    playing = state.current
    section = f"{POWERS}: {power}"
    if power == "Sanya":
        node = event.node
        if not state.board.has_node(node) or state.character_at(node) is not None:
            raise RuleError("Sanya's Relic moves to a node with no Character on it.", section)
        p = after.players[playing]
        return with_player(after, playing, replace(p, node=node))
    if power == "Telron":
        if not is_whole(event.direction) or event.direction not in (1, -1):
            raise RuleError("Telron's Relic moves the Colossus one node clockwise (1) or counter-clockwise (-1).",
                            section)
        ring = state.board.ring
        return replace(after, colossus=ring[(ring.index(state.colossus) + event.direction) % len(ring)])
    if power == "Anuth":
        return replace(after, anuth_relic=True)
    if power == "The Outsider":
        return replace(after, outsider_relic=True)
    if power == "The Machine":
        return after  # a peek at a Primal Shard on the Colossus, put back: nothing to track
    if power == "The Criminal":
        if user.character != "The Criminal":
            raise RuleError("Only The Criminal wears the Armor.", section)
        return with_player(after, i, replace(after.players[i], armor=not user.armor))
    if power == "The Lone Survivor":
        return _lone_survivor(after, playing, event.returns, section)
    if power == "CR-2T1":
        return _restore_machine(after, event.machine, section)
    if power == "Kolbor & Malabor":
        return _rearrange(after, playing, event.arrangement, section)
    if power == "Celethe":
        colours = event.colours
        if not isinstance(colours, tuple) or len(colours) != 3 or any(c not in data.QOAM_COLOURS for c in colours):
            raise RuleError(f"Celethe's Relic takes 3 Qoam: name three colours ({', '.join(data.QOAM_COLOURS)}).",
                            section)
        p = after.players[playing]
        qoam = p.qoam
        for c in colours:
            qoam = add_qoam(qoam, c)
        over = sum(qoam) - data.QOAM_LIMIT.value
        discard = event.discard
        if not isinstance(discard, tuple) or len(discard) != max(0, over) or \
                any(c not in data.QOAM_COLOURS for c in discard):
            raise RuleError(f"{p.name} would hold {sum(qoam)} Qoam: put back exactly {max(0, over)}.", "Collect")
        for c, n in Counter(discard).items():
            if qoam[data.QOAM_COLOURS.index(c)] < n:
                raise RuleError(f"{p.name} would not hold {n} {c} Qoam to put back.", "Collect")
            qoam = add_qoam(qoam, c, -n)
        return with_player(after, playing, replace(p, qoam=qoam))
    if power == "Leheir":
        if event.target not in names:
            raise RuleError("Leheir's Relic swaps places with another Character: name its player.", section)
        j = names.index(event.target)
        if j == i:
            raise RuleError("Leheir swaps places with another Character.", section)
        if i != playing and j != playing:
            raise RuleError("In another player's turn, Leheir's Relic swaps with the playing Character.", SECTION)
        pa, pb = after.players[i], after.players[j]
        after = with_player(after, i, replace(pa, node=pb.node))
        return with_player(after, j, replace(pb, node=pa.node))
    # The Heir: up to 3 deposits from anywhere, from the playing player's stash.
    crystals = event.crystals
    if not isinstance(crystals, tuple) or not 1 <= len(crystals) <= 3:
        raise RuleError("The Heir's Relic deposits 1 to 3 crystals.", section)
    from .day import deposit_crystals
    return deposit_crystals(after, playing, Deposit(crystals))


def _lone_survivor(state: FallState, playing: int, returns: object, section: str) -> FallState:
    """An Enemy defeated in each Region around the playing Character, by priority, all back to one island."""
    board = state.board
    regions = board.node(state.players[playing].node).regions
    if not isinstance(returns, tuple) or len(returns) != len(regions):
        raise RuleError(f"Say, for each of the {len(regions)} Regions around the node ({', '.join(regions)}), where "
                        "its defeated Golem or Troop goes back ('' for a Parasite or an empty Region).", section)
    after = state
    islands = set()
    for region, back in zip(regions, returns):
        e = after.enemies(region)
        if e.golems or e.troops:
            island = after.island_of_region(back) if isinstance(back, str) else None
            if island is None:
                raise RuleError(f"Name the island region the Enemy defeated in {region} goes back to.", RESPAWN)
            islands.add(island.crater)
            if e.golems:
                if back != island.golem_region.id:
                    raise RuleError("A defeated Golem goes back to an island's Golem region.", RESPAWN)
                after = with_enemies(after, region, replace(e, golems=e.golems - 1))
                g = after.enemies(back)
                after = with_enemies(after, back, replace(g, golems=g.golems + 1))
            else:
                if back not in {r.id for r in island.troop_regions}:
                    raise RuleError("A defeated Troop goes back to one of an island's regions without Golems.",
                                    RESPAWN)
                after = with_enemies(after, region, replace(e, troops=e.troops - 1))
                t = after.enemies(back)
                after = with_enemies(after, back, replace(t, troops=t.troops + 1))
        elif back != "":
            raise RuleError(f"Nothing defeated in {region} goes back to an island.", RESPAWN)
        elif e.parasites:
            after = with_enemies(after, region, replace(e, parasites=e.parasites - 1))
            p = after.players[playing]
            after = with_player(after, playing, replace(p, parasites=min(data.PARASITE_LIMIT.value, p.parasites + 1)))
    if len(islands) > 1:
        raise RuleError("All the Enemies defeated at once go back to the same island.", RESPAWN)
    return after


def _restore_machine(state: FallState, machine: object, section: str) -> FallState:
    """CR-2T1: a removed Machine back on the board, in a Region with no other Machine of its kind."""
    if not isinstance(machine, tuple) or len(machine) != 3:
        raise RuleError("Name the removed Machine (kind, colour) and the Region it goes to.", section)
    kind, colour, region = machine
    gone = next((m for m in state.removed_machines if m.kind == kind and m.colour == colour), None)
    if gone is None:
        raise RuleError(f"No {str(colour)[:20]} {str(kind)[:20]} has been removed from the game.", section)
    if not state.board.has_region(region):
        raise RuleError(f"{str(region)[:40]!r} is not a board region.", section)
    if any(m.region == region and m.kind == kind for m in state.machines):
        raise RuleError(f"{region} already holds a {kind}.", section)
    removed = list(state.removed_machines)
    removed.remove(gone)
    return replace(state, machines=state.machines + (Machine(region, kind, colour),), removed_machines=tuple(removed))


def _rearrange(state: FallState, playing: int, arrangement: object, section: str) -> FallState:
    """Kolbor & Malabor: the Enemies of the Regions around the node rearranged freely (no Enemy Attack)."""
    regions = state.board.node(state.players[playing].node).regions
    if not isinstance(arrangement, tuple) or not all(
            isinstance(a, tuple) and len(a) == 4 and all(is_whole(n) and n >= 0 for n in a[1:]) for a in arrangement):
        raise RuleError("The new arrangement lists (region, Golems, Troops, Parasites) for each Region around the "
                        "node.", section)
    if sorted(a[0] for a in arrangement) != sorted(regions):
        raise RuleError(f"Give each Region around the node once: {', '.join(regions)}.", section)
    before = [state.enemies(r) for r in regions]
    totals = (sum(e.golems for e in before), sum(e.troops for e in before), sum(e.parasites for e in before))
    if tuple(sum(a[k] for a in arrangement) for k in (1, 2, 3)) != totals:
        raise RuleError(f"The same Enemies are rearranged: {counted(totals[0], 'Golem')}, "
                        f"{counted(totals[1], 'Troop')}, {counted(totals[2], 'Parasite')}.", section)
    after = state
    for region, golems, troops, parasites in arrangement:
        after = with_enemies(after, region, Enemies(golems, troops, parasites))
    return after
