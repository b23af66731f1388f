"""The Night phase (and Getting Ready step 13): an Event Card revealed and resolved, then the next turn.

A Region Card is an assault the first time its type shows in the cycle (one Enemy from each of the
inner region's three external neighbours; the two islands nearest the Colossus with that type send
an Enemy to each board region beside them) and an invasion the second time (every island region of
that type sends one to each). An island that cannot send two costs the City 5 Defense Points. A region
that receives Enemies and then holds three or more suffers an Enemy Attack. The Storm brings a Monster
and sends an Enemy from each inner region to besiege the City; a Colossus Card spawns two Parasites,
hits the City and walks the Colossus. The first card of the fifth type ends the cycle.

The table reports the card and chooses where the rules leave a choice; the companion checks the rest.
(The forecast of the next card is companion.games.fall.phases.night_odds, this module's odds.)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from math import ceil

from companion.errors import RuleError
from companion.validate import is_whole

from .. import data
from ..data import counted
from .colossus import city_loss_to_colossus
from ..events import NightCard, RevealMonster
from .night_odds import night_deck_left
from ..state import BESIEGED, EMPTY, Enemies, FallState, MonsterInPlay, Phase, with_enemies

NIGHT = "Night Phase"
REGION_CARD = "A Region Card Is Revealed!"
STORM_SECTION = "The Storm Card Is Revealed!"
COLOSSUS_SECTION = "The Colossus Card Is Revealed!"
ENEMY_ATTACK = "Enemy Attack"
BASE_MONSTERS = tuple(m.name for m in data.FALL_MONSTERS if not m.extra)
ALL_MONSTERS = tuple(m.name for m in data.FALL_MONSTERS)


def deck_left(state: FallState) -> dict[str, int]:
    """The Event deck now: the full deck without the cards revealed this cycle."""
    return night_deck_left(state.revealed)


def types_shown(state: FallState) -> frozenset[str]:
    """The Region types with a card on the Event Board this cycle."""
    return frozenset(c for c in state.event_board if c in data.REGION_TYPES)


def monster_deck(state: FallState) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The Monster deck: (the cards in unknown order, the cards put at its bottom, in order)."""
    out = {m.name for m in state.monsters}
    unknown = tuple(n for n in state.monster_cards if n not in out and n not in state.monster_bottom)
    return unknown, state.monster_bottom


def bring_monster(state: FallState, event: RevealMonster, section: str) -> FallState:
    """A Monster revealed from the Monster deck onto its island, its arrival applied (Monster Cards)."""
    if not isinstance(event, RevealMonster):
        raise RuleError("Report the Monster revealed and the island it comes to.", section)
    try:
        name = data.fall_monster(event.monster).name
    except ValueError:
        raise RuleError(f"{str(event.monster)[:40]!r} is not a Monster of The Fall.", "Monster Cards") from None
    unknown, bottom = monster_deck(state)
    if unknown:
        if name not in unknown:
            raise RuleError(f"{name} is not in the Monster deck's unrevealed cards ({', '.join(unknown)}).", section)
    elif not bottom or name != bottom[0]:
        raise RuleError("The Monster deck holds only cards put at its bottom: the top one is "
                        f"{bottom[0] if bottom else 'none'}.", section)
    island = state.island(event.crater)
    if island is None:
        raise RuleError("Name the crater of the island the Monster's icon shows.", section)
    if state.monster_on(island.crater) is not None:
        raise RuleError(f"A Monster already stands on the island of {island.crater}.", section)
    after = replace(state, monsters=state.monsters + (MonsterInPlay(name, island.crater),),
                    monster_bottom=tuple(b for b in bottom if b != name))
    word = name.split()[0]
    if event.taken and word != "Cannibarok":
        raise RuleError("Only Cannibarok takes Troops onto its card.", "Monster Cards")
    if event.removed and word != "Kodror":
        raise RuleError("Only Kodror makes the players remove Fortifications.", "Extra Monsters")
    if word == "Utcoro":
        return replace(after, players=tuple(replace(p, relic_charged=False) for p in after.players))
    if word == "Obsidusa":
        held = []
        for r in island.regions:
            e = after.enemies(r.id)
            if e.golems:
                held.append((name, r.id, e.golems, 0))
                after = with_enemies(after, r.id, replace(e, golems=0))
        return replace(after, held=after.held + tuple(held))
    if word == "Cannibarok":
        troops = sum(after.enemies(r.id).troops for r in island.regions)
        want = ceil(troops / 2)
        taken = event.taken
        ids = {r.id for r in island.regions}
        if not isinstance(taken, tuple) or not all(isinstance(t, tuple) and len(t) == 2 and t[0] in ids
                                                   and is_whole(t[1]) and t[1] > 0 for t in taken) \
                or len({t[0] for t in taken}) != len(taken) or sum(t[1] for t in taken) != want:
            raise RuleError(f"Cannibarok takes half the island's {counted(troops, 'Troop')}, rounded up: {want}; say from which "
                            "of its regions.", "Monster Cards: Cannibarok")
        held = []
        for region, n in taken:
            e = after.enemies(region)
            if e.troops < n:
                raise RuleError(f"{region} holds {counted(e.troops, 'Troop')}, not {n}.", "Monster Cards: Cannibarok")
            after = with_enemies(after, region, replace(e, troops=e.troops - n))
            held.append((name, region, 0, n))
        return replace(after, held=after.held + tuple(held))
    if word == "Kodror":
        removed = event.removed
        if not isinstance(removed, tuple) or len(removed) != len(after.players):
            raise RuleError("Kodror: say, for each player in order, which of their Fortifications leaves the board "
                            "('' for a player with none on it).", "Extra Monsters: Kodror")
        forts = list(after.fortifications)
        for p, node in zip(after.players, removed):
            theirs = [f for f in forts if f.colour == p.colour]
            if not theirs:
                if node:
                    raise RuleError(f"{p.name} has no Fortification on the board.", "Extra Monsters: Kodror")
                continue
            match = next((f for f in theirs if f.node == node), None)
            if match is None:
                raise RuleError(f"{p.name} must remove one of their Fortifications: on "
                                f"{', '.join(f.node for f in theirs)}.", "Extra Monsters: Kodror")
            forts.remove(match)
        return replace(after, fortifications=tuple(forts))
    return after


def release_monster_hold(state: FallState, name: str) -> FallState:
    """A Monster leaving play: the Golems or Troops on its card go back where they were taken from."""
    after = state
    for monster, region, golems, troops in state.held:
        if monster == name:
            e = after.enemies(region)
            after = with_enemies(after, region, Enemies(e.golems + golems, e.troops + troops, e.parasites))
    return replace(after, held=tuple(h for h in after.held if h[0] != name))


def nearest_islands(state: FallState, chosen: tuple[str, ...]) -> tuple[str, ...]:
    """The craters of the two islands nearest the Colossus; on a tie the table's `chosen` pair decides."""
    if not isinstance(chosen, tuple) or not all(isinstance(c, str) for c in chosen):
        raise RuleError("The nearest islands are named by their craters.", REGION_CARD)
    dist = state.board.distances(state.colossus)
    ranked = sorted(state.islands, key=lambda i: dist.get(state.board.crater(i.crater).node, 10 ** 6))
    if len(ranked) <= 2:
        return tuple(i.crater for i in ranked)
    d = [dist.get(state.board.crater(i.crater).node, 10 ** 6) for i in ranked]
    if d[1] < d[2]:
        if chosen and set(chosen) != {ranked[0].crater, ranked[1].crater}:
            raise RuleError(f"The two islands nearest the Colossus are {ranked[0].crater} and {ranked[1].crater}.",
                            REGION_CARD)
        return (ranked[0].crater, ranked[1].crater)
    # A tie for second place (or first): the players say which two.
    sure = [i.crater for i, x in zip(ranked, d) if x < d[1]]
    tied = [i.crater for i, x in zip(ranked, d) if x == d[1]]
    if not isinstance(chosen, tuple) or len(chosen) != 2 or len(set(chosen)) != 2 or \
            not set(sure) <= set(chosen) or not set(chosen) <= set(sure) | set(tied):
        raise RuleError(f"Islands {', '.join(tied)} are as near the Colossus as each other: name the two nearest "
                        f"({', '.join(sure) + ' and one of them' if sure else 'two of them'}).", REGION_CARD)
    return tuple(chosen)


def groups(state: FallState, card: str, second: bool, nearest: tuple[str, ...]) -> list[tuple[tuple[str, ...], str]]:
    """What must release Enemies: (source island regions, crater) per island (first card) or per island
    region (second card) of the card's type."""
    out = []
    if second:
        for island in state.islands:
            for r in island.regions:
                if r.type == card:
                    out.append(((r.id,), island.crater))
        return out
    for crater in nearest_islands(state, nearest):
        island = state.island(crater)
        assert island is not None
        sources = tuple(r.id for r in island.regions if r.type == card)
        if sources:
            out.append((sources, crater))
    return out


def _move_one(state: FallState, source: str, to: str) -> tuple[FallState, bool]:
    """One Enemy from `source` to `to`, Golems before Troops, Parasites staying: (state, whether one moved)."""
    e = state.enemies(source)
    if e.golems:
        after = with_enemies(state, source, replace(e, golems=e.golems - 1))
        t = after.enemies(to)
        return with_enemies(after, to, replace(t, golems=t.golems + 1)), True
    if e.troops:
        after = with_enemies(state, source, replace(e, troops=e.troops - 1))
        t = after.enemies(to)
        return with_enemies(after, to, replace(t, troops=t.troops + 1)), True
    return state, False


def _releases(state: FallState, event: NightCard, card: str, second: bool) -> tuple[FallState, set[str], int]:
    """Apply the islands' releases: (state, regions that received Enemies, short islands)."""
    releases = event.releases
    if not isinstance(releases, tuple) or len(releases) > 40:
        raise RuleError("The releases are a list of (island region, board region) moves.", REGION_CARD)
    found = groups(state, card, second, event.nearest)
    by_source = {}
    for sources, crater in found:
        for s in sources:
            by_source[s] = (sources, crater)
    given: dict[tuple[str, ...], list] = {sources: [] for sources, _ in found}
    for r in releases:
        src = getattr(r, "source", None)
        if not isinstance(src, str) or src not in by_source:
            raise RuleError(f"{str(src)[:40]!r} is not an island region that releases Enemies for this card.",
                            REGION_CARD)
        given[by_source[src][0]].append(r)
    after = state
    received: set[str] = set()
    short = 0
    for sources, crater in found:
        targets = state.board.crater(crater).regions
        available = sum(state.enemies(s).golems + state.enemies(s).troops for s in sources)
        want = min(len(targets), available)
        moves = given[sources]
        if len(moves) != want:
            raise RuleError(f"The island on {crater} ({', '.join(sources)}) releases {counted(want, 'Enemy')} now: one onto "
                            f"each board region beside it as far as it can ({', '.join(targets)}).", REGION_CARD)
        if len({m.to for m in moves}) != len(moves) or any(m.to not in targets for m in moves):
            raise RuleError(f"The Enemies from {crater} go one onto each of {', '.join(targets)}.", REGION_CARD)
        for m in moves:
            after, moved = _move_one(after, m.source, m.to)
            if not moved:
                raise RuleError(f"{m.source} has no Golem or Troop left to release.", REGION_CARD)
            received.add(m.to)
        if want < len(targets):
            short += 1
    return after, received, short


def enemy_attacks(state: FallState, regions: set[str], machines: tuple) -> tuple[FallState, int, list[str]]:
    """Enemy Attacks in the regions that received Enemies: (state, Defense lost, what happened)."""
    if not isinstance(machines, tuple) or not all(isinstance(m, tuple) and len(m) == 2 for m in machines):
        raise RuleError("The Machines chosen are (region, colour) pairs.", ENEMY_ATTACK)
    chosen = dict(machines)
    # The Criminal's Armor is an ability, in force only in her own turn (Day Phase; ruling criminal_armor_own_turn).
    playing = state.player if state.phase in (Phase.DAY, Phase.NIGHT) else None
    armored = [playing] if playing is not None and playing.character == "The Criminal" and playing.armor else []
    after = state
    lost = 0
    said = []
    for region in [r.id for r in state.board.regions if r.id in regions]:
        threshold = data.ENEMY_ATTACK_THRESHOLD.value
        if any(region in state.board.node(p.node).regions for p in armored):
            threshold += 1  # The Criminal's Armor: four Enemies near her
        if after.enemies(region).total < threshold:
            continue
        if region in after.wonders:
            # Chronicle after Icaion, Wonders: "destroy it instead of destroying a Machine"; with no
            # Machine there, the setting of ruling wonder_without_machine decides.
            if any(m.region == region for m in after.machines) or after.settings.wonder_shields_the_city:
                left = list(after.wonders)
                left.remove(region)
                after = replace(after, wonders=tuple(left))
                said.append(f"Enemy Attack in {region}: the Wonder is destroyed instead")
                continue
        for kind in data.MACHINE_KINDS:
            here = [m for m in after.machines if m.region == region and m.kind == kind]
            if not here:
                continue
            if len(here) > 1:
                colour = chosen.get(region)
                pick = next((m for m in here if m.colour == colour), None)
                if pick is None:
                    raise RuleError(f"An Enemy Attack in {region} destroys a {kind}: say whose "
                                    f"({', '.join(m.colour for m in here)}).", ENEMY_ATTACK)
            else:
                pick = here[0]
            ms = list(after.machines)
            ms.remove(pick)
            after = replace(after, machines=tuple(ms), removed_machines=after.removed_machines + (pick,))
            said.append(f"Enemy Attack in {region}: the {pick.colour} {kind} is destroyed")
            break
        else:
            lost += data.CITY_LOSS_NO_MACHINE.value
            said.append(f"Enemy Attack in {region}: no Machine, the City loses 5")
    return after, lost, said


def _region_card(state: FallState, event: NightCard, card: str) -> FallState:
    shown = types_shown(state)
    second = card in shown
    after = state
    received: set[str] = set()
    said: list[str] = []
    if not second:
        inner = state.board.inner_region(card)
        for ext in state.board.bordering(inner.id):
            if state.board.region(ext).kind == "external":
                after, moved = _move_one(after, ext, inner.id)
                if moved:
                    received.add(inner.id)
        said.append(f"first {card} card: assault on {inner.id}")
    else:
        said.append(f"second {card} card: invasion")
    after, got, short = _releases(after, event, card, second)
    received |= got
    loss = short * data.CITY_LOSS_SHORT_RELEASE.value
    if short:
        said.append(f"{short} island(s) could not release two Enemies: the City loses {loss}")
    after, lost, attacks = enemy_attacks(after, received, event.machines)
    return replace(after, defense=after.defense - loss - lost, log=tuple(said + attacks))


def _storm(state: FallState, event: NightCard) -> FallState:
    unknown, bottom = monster_deck(state)
    if event.monster is None:
        if unknown or bottom:
            raise RuleError("Report the Monster revealed from the Monster deck and its island.", STORM_SECTION)
        after = state
    else:
        after = bring_monster(state, event.monster, STORM_SECTION)
    besiegers = []
    for r in after.board.regions:
        if r.kind == "inner":
            e = after.enemies(r.id)
            if e.golems:
                after = with_enemies(after, r.id, replace(e, golems=e.golems - 1))
                besiegers.append("Golem")
            elif e.troops:
                after = with_enemies(after, r.id, replace(e, troops=e.troops - 1))
                besiegers.append("Troop")
    spaces = event.spaces
    if not isinstance(spaces, tuple) or len(spaces) != len(besiegers):
        raise RuleError(f"{counted(len(besiegers), 'Enemy')} besiege{'s' if len(besiegers) == 1 else ''} the City: name the space each takes.", STORM_SECTION)
    city = list(after.city)
    sp = after.board.city_spaces
    for unit, space in zip(besiegers, spaces):
        if space not in sp:
            raise RuleError(f"{str(space)[:30]!r} is not a City space.", STORM_SECTION)
        i = sp.index(space)
        if city[i] in BESIEGED:
            if all(c in BESIEGED for c in city):
                break  # all five besieged: the players have lost (Defeat Conditions)
            raise RuleError(f"{space} is already besieged.", STORM_SECTION)
        if city[i] != EMPTY and EMPTY in city:
            raise RuleError(f"An empty City space is left: the Enemy besieges it, not {space}'s crystal.",
                            STORM_SECTION)
        city[i] = unit
    # Step 1: the Storm Card goes next to the Monster Deck, not on the Event Board.
    after = replace(after, city=tuple(city), storm_out=True)
    if after.settings.storm_recharges_despite_utcoro or not after.in_play("Utcoro"):
        after = replace(after, players=tuple(replace(p, relic_charged=True) for p in after.players))
    return replace(after, log=(f"the Storm: {counted(len(besiegers), 'Enemy')} besiege{'s' if len(besiegers) == 1 else ''} the City",))


def _colossus(state: FallState, event: NightCard) -> FallState:
    board = state.board
    regions = board.node(state.colossus).regions
    after = state
    for r in regions:
        e = after.enemies(r)
        after = with_enemies(after, r, replace(e, parasites=e.parasites + 1))
    parasites = sum(after.enemies(r.id).parasites for r in board.regions)
    loss = city_loss_to_colossus(parasites, [m.name for m in after.monsters],
                                 boulron_adds_to_strength=after.settings.boulron_adds_to_strength)
    shard = event.shard
    if not is_whole(shard) or shard not in data.PRIMAL_SHARD_VALUES.value or after.bag[shard - 1] < 1:
        left = ", ".join(f"{n} x {v}" for v, n in zip((1, 2, 3), after.bag) if n)
        raise RuleError(f"Report the Primal Shard drawn from the bag (it holds {left or 'none'}).", COLOSSUS_SECTION)
    bag = list(after.bag)
    bag[shard - 1] -= 1
    ring = board.ring
    walked = ring[(ring.index(after.colossus) + shard) % len(ring)]
    lost = 0
    said = [f"a Colossus Card: the City loses {loss}; the Colossus walks {shard} to {walked}"]
    if after.settings.parasites_trigger_attacks:
        after, lost, attacks = enemy_attacks(after, set(regions), event.machines)
        said += attacks
    elif event.machines:
        raise RuleError("No Enemy Attack comes with the Colossus's Parasites (setting).", COLOSSUS_SECTION)
    return replace(after, defense=after.defense - loss - lost, bag=tuple(bag), bag_out=after.bag_out + (shard,),
                   colossus=walked, event_board=after.event_board + (data.COLOSSUS,), log=tuple(said))


def resolve_card(state: FallState, event: NightCard) -> FallState:
    """The state after one Event Card, cycle end included (not the turn change)."""
    card = event.card
    left = deck_left(state)
    if not isinstance(card, str) or left.get(card, 0) < 1:
        shown = ", ".join(f"{c} x {n}" for c, n in left.items() if n)
        raise RuleError(f"The Event deck holds no {str(card)[:30]!r} card now (left: {shown}).", NIGHT)
    if card != data.STORM and event.monster is not None:
        raise RuleError("A Monster comes only with the Storm.", STORM_SECTION)
    if card != data.COLOSSUS and event.shard:
        raise RuleError("A Primal Shard is drawn only for a Colossus Card.", COLOSSUS_SECTION)
    if card in (data.STORM, data.COLOSSUS) and (event.releases or event.nearest):
        raise RuleError("Only Region Cards release Enemies from the islands.", REGION_CARD)
    if card != data.STORM and event.spaces:
        raise RuleError("Only the Storm sends Enemies to besiege the City.", STORM_SECTION)
    if card == data.STORM:
        return _storm(state, event)
    if card == data.COLOSSUS:
        return _colossus(state, event)
    shown = types_shown(state)
    ends = card not in shown and shown | {card} == set(data.REGION_TYPES)
    after = _region_card(state, event, card)
    if not ends:
        return replace(after, event_board=after.event_board + (card,))
    # The fifth type: everything back in the deck, the shards in the bag, Relics if no Storm came.
    bag = list(after.bag)
    for v in after.bag_out:
        bag[v - 1] += 1
    storm = after.storm_out
    players = after.players
    if not storm and not after.in_play("Utcoro"):
        players = tuple(replace(p, relic_charged=True) for p in players)
    return replace(after, event_board=(), storm_out=False, bag=tuple(bag), bag_out=(), players=players,
                   log=after.log + ("the fifth type: the Event Cards and the shards are shuffled back",))


def night_card(state: FallState, event: NightCard) -> FallState:
    """The Night's card (or one of setup step 13's), then the next player's Day."""
    if state.phase is Phase.REVEALS:
        if not state.monsters and not state.monster_bottom:
            raise RuleError("Reveal the first Monster before the Event Cards.", "Getting Ready, step 13")
        if event.card == data.STORM:
            if event != NightCard(data.STORM):
                raise RuleError("A Storm revealed at setup is ignored: draw another card.", "Getting Ready, step 13")
            return replace(state, log=("a Storm at setup: ignored, another card is drawn",))
        after = resolve_card(state, event)
        left = state.setup_cards - 1
        return replace(after, setup_cards=left, phase=Phase.DAY if left == 0 else Phase.REVEALS)
    if state.phase is not Phase.NIGHT:
        raise RuleError(f"Event Cards are revealed in the Night; it is the {state.phase.heading}.", NIGHT)
    after = resolve_card(state, event)
    nxt = (state.current + 1) % len(state.players)
    return replace(after, phase=Phase.DAY, current=nxt, round=state.round + (1 if nxt == 0 else 0), actions=0,
                   machine_used=False, relic_used=False, anuth_relic=False, outsider_relic=False, traded=False,
                   machine_first=(), fortification_moved=False)


def first_monster(state: FallState, event: RevealMonster) -> FallState:
    """Getting Ready step 13: the first Monster onto its island."""
    if state.phase is not Phase.REVEALS or state.monsters or state.monster_bottom:
        raise RuleError("The first Monster is revealed once, at setup.", "Getting Ready, step 13")
    return replace(bring_monster(state, event, "Getting Ready, step 13"), log=(f"{event.monster} comes into play",))
