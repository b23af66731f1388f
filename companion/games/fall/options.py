"""What may happen next: whose turn, which step, and every legal event now (a report of a card comes
with one legal set of the players' choices; the dashboard asks for the others)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import combinations, combinations_with_replacement
from math import ceil
from typing import Any

from companion.errors import RuleError
from companion.game import CHANCE, TABLE, Choice, Options, Outcome, Step

from . import data
from .events import (
    ActivateMachine, CITY_PREFIX, IslandHop, MachineEffect, MoveFortification, PARASITE_TOKEN, AttackEnemies, AttackMonster, Bonus, Collect, Deposit, EndDay, Investigate, Move,
    NightCard, Placement, Release, ResolveAttack, RevealCard, RevealMonster, SetUp, Trade, UseRelic,
)
from .phases.attack import (
    ENEMIES, attack_needs, bonus_earned, deck_name, defeated, flat_strength_wins, next_era, source_deck, strength,
)
from .phases.day import collected, investigation_need, move_allowance, nearest_island_nodes
from .phases.night import deck_left, groups, monster_deck, types_shown
from .phases.clicks import why_not  # noqa: F401  (re-exported: a board click's reason, for the dashboard)
from .phases.payment import can_pay
from .phases.results import last_result  # noqa: F401  (re-exported: the status's "Last:" line)
from .rules import apply
from .state import BESIEGED, FallState, Phase, Player
# The players' choices and the Getting Ready draft live in phases/; the page asks for them here.
from .phases.choices import (
    Pick, Form, payment_sources, form_key, choice_form, form_event, form_offers, VARIANTS_PER_FORM, NOTHING,
    machine_choices,
)
from .phases.getting_ready import (
    start_nodes, example_islands, example_machines, parse_cards, parse_shards, draft_setup, setup_offers, board_file, EXAMPLE_CITY_DEFENSE, EXAMPLE_COLOSSUS_SHARDS, PLAYER_COLOURS, MAX_CARD_TEXT, CHRONICLE_MODES,
)

MAX_CHOICES = 400


def payment_for(state: FallState, player: Player, need: dict[str, int]) -> tuple[str, ...] | None:
    """One payment of `need`: the stash first, then the City, then Parasites, then pairs alike; None if none."""
    stash = Counter({c: player.has(c) for c in data.QOAM_COLOURS})
    city = Counter(x for x in state.city if x in data.QOAM_COLOURS)
    spend: list[str] = []
    missing = 0
    for colour, n in need.items():
        own = min(n, stash[colour])
        stash[colour] -= own
        from_city = min(n - own, city[colour])
        city[colour] -= from_city
        spend += [colour] * own + [CITY_PREFIX + colour] * from_city
        missing += n - own - from_city
    parasites = player.parasites
    per = 2 if player.character == "The Heir" else 1
    while missing > 0 and parasites:
        spend.append(PARASITE_TOKEN)
        parasites -= 1
        missing -= per
    for colour in data.QOAM_COLOURS:  # two alike are one wild Qoam, the City's counted as one's own
        while missing > 0 and stash[colour] + city[colour] >= 2 and colour not in need:
            for _ in range(2):
                if stash[colour]:
                    stash[colour] -= 1
                    spend.append(colour)
                else:
                    city[colour] -= 1
                    spend.append(CITY_PREFIX + colour)
            missing -= 1
    return tuple(spend) if missing <= 0 else None


def _applies(state: FallState, event: Any) -> bool:
    """Whether the rules accept `event` now."""
    try:
        apply(state, event)
    except RuleError:
        return False
    return True


def _legal(state: FallState, events: list[tuple[str, Any, str]]) -> tuple[Choice, ...]:
    out = []
    seen = set()
    for label, event, kind in events:
        if event in seen or not _applies(state, event):
            continue
        seen.add(event)
        out.append(Choice(label, event, kind))
        if len(out) >= MAX_CHOICES:
            break
    return tuple(out)


def move_paths(state: FallState) -> dict[str, tuple[str, ...]]:
    """A shortest legal path to every node the current Character can end a Move on."""
    board = state.board
    allowance = move_allowance(state)
    start = state.player.node
    best: dict[str, tuple[str, ...]] = {}
    frontier = [((), start, 0)]
    seen = {(start, 0, False)}
    while frontier:
        nxt = []
        for path, here, paid in frontier:
            free = bool(path) and (state.fortified(here) or state.character_at(here, besides=state.current) is not None)
            for node in board.node(here).adjacent:
                cost = paid + (0 if free else 1)
                if cost > allowance:
                    continue
                key = (node, cost, bool(path))
                if key in seen:
                    continue
                seen.add(key)
                new = path + (node,)
                if node != start and state.character_at(node, besides=state.current) is None and node not in best:
                    best[node] = new
                nxt.append((new, node, cost))
        frontier = nxt
    return best


def day_events(state: FallState) -> list[tuple[str, Any, str]]:
    """Candidate events of the Day (checked by apply before they are offered)."""
    player = state.player
    board = state.board
    out: list[tuple[str, Any, str]] = []
    attack = state.attack
    if attack is not None:
        era = next_era(state)
        if era is not None:
            needs = attack_needs(state)
            # Chronicle after both games: an unused Era's card comes from a Champion's deck, theirs to name.
            sources = [p.name for p in state.players if p.deck is not None] if era in state.unused_eras else [""]
            for chosen in sources:
                pile = source_deck(state, era, chosen)[1]
                where = f"{deck_name(era)} of {chosen}" if chosen else deck_name(era)
                # The payment offered first is the one closest to the player's own stash (a Monster's card
                # may be paid in any of its island's colours: one crystal of one's own before the City's).
                ways = [spend for spend in (payment_for(state, player, need) for need in needs) if spend is not None]
                ways.sort(key=lambda spend: (sum(t not in data.QOAM_COLOURS for t in spend), len(spend)))
                for card in sorted(set(pile.pile), key=lambda c: (c.value, c.banner)):
                    if ways:
                        out.append((f"Card from {where}: {card.value} {card.banner} (paid {', '.join(ways[0])})",
                                    RevealCard(card.value, card.banner, ways[0], deck=chosen), "report"))
        out += [(f"Resolve the attack{': ' + lbl if lbl else ''}", ev, "move") for lbl, ev in resolutions(state)]
        return out
    out.append(("End the Day", EndDay(), "move"))
    if player.character == "The Machine" and not state.fortification_moved:
        for f in state.fortifications:
            near = [n for n, d in board.distances(f.node).items() if 0 < d <= 2 and not state.fortified(n)]
            if near:
                out.append((f"Move the Fortification on {f.node} to {sorted(near)[0]}",
                            MoveFortification(f.node, sorted(near)[0]), "move"))
    for p in state.players:
        if p.character == "The Cursed" and p.relic_charged and not state.relic_used:
            for m in state.monsters:
                out.append((f"{p.name} uses The Cursed's Relic on {m.name}", AttackMonster(m.crater, relic=p.name),
                            "move"))
    if not state.machine_used:
        once = machine_events(state)
        out += once + twice_events(state, once)
    if not state.relic_used:
        out += relic_events(state)
    if player.character == "Leheir" and not state.traded:
        for other in state.players:
            give = tuple(c for c in data.QOAM_COLOURS for _ in range(player.has(c)))[:2]
            take = tuple(c for c in data.QOAM_COLOURS for _ in range(other.has(c)))[:2]
            if other is not player and len(give) == 2 and len(take) == 2:
                out.append((f"Trade 2 Qoam with {other.name}", Trade(other.name, give, take), "move"))
    if state.actions >= data.DAY_ACTIONS.value:
        return out
    for node, path in sorted(move_paths(state).items()):
        out.append((f"Move to {node}", Move(path), "move"))
    if player.character == "The Creature":
        for other in state.players:
            if other is not player:
                for node in board.node(other.node).adjacent:
                    if state.character_at(node) is None:
                        out.append((f"Move {other.character} to {node}", Move((node,), character=other.name), "move"))
                        break
    if player.character == "Kolbor & Malabor":
        for node in nearest_island_nodes(state, player.node):
            out.append((f"Hop to {node}", IslandHop(node), "move"))
    gain = sum(collected(state).values())
    over = player.stash_size + gain - data.QOAM_LIMIT.value
    if over <= 0:
        out.append(("Collect", Collect(), "move"))
    else:
        stash = Counter({c: player.has(c) for c in data.QOAM_COLOURS}) + collected(state)
        for back in combinations_with_replacement(data.QOAM_COLOURS, over):
            if not Counter(back) - stash:
                out.append((f"Collect, putting back {', '.join(back)}", Collect(back), "move"))
    if player.node in board.city_nodes:
        for i, space in enumerate(board.city_spaces):
            if state.city[i] in BESIEGED:
                continue
            for colour in data.QOAM_COLOURS:
                if player.has(colour):
                    out.append((f"Deposit {colour} on {space}", Deposit((Placement(space, colour),)), "move"))
        several = _fill_city(state, player)
        if len(several) > 1:
            out.append((f"Deposit {len(several)} crystals on the empty spaces", Deposit(several), "move"))
    for region in board.node(player.node).regions:
        if state.enemies(region).total:
            out.append((f"Attack the Enemies in {region}", AttackEnemies(region), "move"))
    crater = board.crater_at(player.node)
    if crater is not None and state.monster_on(crater.id):
        out.append((f"Attack the Monster on {crater.id}", AttackMonster(crater.id), "move"))
    if player.node == state.colossus and state.colossus_shards:
        free = [n for n in board.city_nodes if state.character_at(n, besides=state.current) is None]
        for value in data.PRIMAL_SHARD_VALUES.value:
            need = investigation_need(state, value)
            if not can_pay(state, player, need):
                out.append((f"Investigate: a {value} shown, not paid", Investigate(value), "report"))
                continue
            spend = payment_for(state, player, dict(need))
            if spend is not None and free:
                out.append((f"Investigate: a {value} shown, paid", Investigate(value, spend, free[0]), "report"))
    return out


def _fill_city(state: FallState, player: Player) -> tuple[Placement, ...]:
    """The stash's crystals one per empty City space, in order (a Deposit of several at once)."""
    stash = [c for c in data.QOAM_COLOURS for _ in range(player.has(c))]
    empty = [sp for sp, held in zip(state.board.city_spaces, state.city) if held == ""]
    return tuple(Placement(sp, c) for sp, c in zip(empty, stash))


def relic_events(state: FallState) -> list[tuple[str, Any, str]]:
    """One concrete use of each charged Relic the companion tracks (any player's, aimed at the playing one)."""
    board = state.board
    playing = state.player
    out: list[tuple[str, Any, str]] = []
    for p in state.players:
        if not p.relic_charged:
            continue
        c = p.character
        label = f"{p.name} uses {c}'s Relic"
        if c == "Sanya":
            free = next((n.id for n in board.nodes if state.character_at(n.id) is None), None)
            if free:
                out.append((f"{label}: to {free}", UseRelic(p.name, node=free), "move"))
        elif c == "Telron":
            out += [(f"{label}: the Colossus {'clockwise' if d == 1 else 'back'}", UseRelic(p.name, direction=d), "move")
                    for d in (1, -1)]
        elif c in ("Anuth", "The Outsider", "The Machine", "The Criminal"):
            out.append((label, UseRelic(p.name), "move"))
        elif c == "Celethe":
            over = playing.stash_size + 3 - data.QOAM_LIMIT.value
            have = tuple(x for x in data.QOAM_COLOURS for _ in range(playing.has(x))) + ("pink",) * 3
            out.append((label, UseRelic(p.name, colours=("pink",) * 3, discard=have[:max(0, over)]), "move"))
        elif c == "Leheir":
            others = [o for o in state.players if o is not p and (p is playing or o is playing)]
            if others:
                out.append((f"{label}: swap with {others[0].name}", UseRelic(p.name, target=others[0].name), "move"))
        elif c == "The Lone Survivor":
            returns = []
            isle = state.islands[0] if state.islands else None
            for r in board.node(playing.node).regions:
                e = state.enemies(r)
                returns.append("" if not (e.golems or e.troops) or isle is None else
                               (isle.golem_region.id if e.golems else isle.troop_regions[0].id))
            out.append((label, UseRelic(p.name, returns=tuple(returns)), "move"))
        elif c == "Kolbor & Malabor":
            regions = board.node(playing.node).regions
            es = [state.enemies(r) for r in regions]
            total = (sum(e.golems for e in es), sum(e.troops for e in es), sum(e.parasites for e in es))
            arrangement = ((regions[0],) + total,) + tuple((r, 0, 0, 0) for r in regions[1:])
            out.append((f"{label}: all Enemies into {regions[0]}", UseRelic(p.name, arrangement=arrangement), "move"))
        elif c == "CR-2T1":
            for m in state.removed_machines[:1]:
                for r in board.regions:
                    if not any(x.region == r.id and x.kind == m.kind for x in state.machines):
                        out.append((f"{label}: the {m.colour} {m.kind} back in {r.id}",
                                    UseRelic(p.name, machine=(m.kind, m.colour, r.id)), "move"))
                        break
        elif c == "The Heir":
            colour = next((x for x in data.QOAM_COLOURS if playing.has(x)), None)
            space = next((sp for sp, held in zip(board.city_spaces, state.city) if held not in BESIEGED), None)
            if colour and space:
                out.append((f"{label}: {colour} on {space}", UseRelic(p.name, crystals=(Placement(space, colour),)),
                            "move"))
    return out


def machine_events(state: FallState) -> list[tuple[str, Any, str]]:
    """One concrete activation of each Machine the player may activate around the node."""
    player = state.player
    board = state.board
    out: list[tuple[str, Any, str]] = []
    for m in state.machines:
        # Chronicle after Icaion: any Machine may be activated, whatever its colour.
        if (m.colour != player.colour and not state.after_icaion) or m.region not in board.node(player.node).regions:
            continue
        if m.kind == "Harvester":
            full = player.stash_size >= data.QOAM_LIMIT.value
            colour = data.QOAM_COLOUR[board.region_type(m.region)]
            out.append((f"Harvester in {m.region}", ActivateMachine(m.region, m.kind, discard=colour if full else ""),
                        "move"))
        elif m.kind == "Scavenger" and player.fortifications:
            for node in board.nodes:
                if m.region in node.regions and not state.fortified(node.id):
                    out.append((f"Scavenger in {m.region}: a Fortification on {node.id}",
                                ActivateMachine(m.region, m.kind, node=node.id, fortification=player.fortifications[0]),
                                "move"))
                    break
        elif m.kind == "Refiner":
            e = state.enemies(m.region)
            if e.total and state.islands:
                isle = state.islands[0]
                back = "" if not (e.golems or e.troops) else (
                    isle.golem_region.id if e.golems else isle.troop_regions[0].id)
                out.append((f"Refiner in {m.region}", ActivateMachine(m.region, m.kind, island_region=back), "move"))
    return out


def twice_events(state: FallState, once: list[tuple[str, Any, str]]) -> list[tuple[str, Any, str]]:
    """Chronicle after Icaion: one's own Machine resolving twice, its second effect like the first
    (the Harvester's crystal kept or put back, another node for the Scavenger); apply drops the rest."""
    if not state.after_icaion:
        return []
    player = state.player
    out = []
    for label, event, kind in once:
        m = next((x for x in state.machines if x.region == event.region and x.kind == event.kind), None)
        if m is None or m.colour != player.colour:
            continue
        room = player.stash_size + 1 >= data.QOAM_LIMIT.value
        spare = [n.id for n in state.board.nodes if event.region in n.regions and not state.fortified(n.id)
                 and n.id != event.node]
        again = MachineEffect(node=spare[0] if event.node and spare else "",
                              fortification=player.fortifications[-1] if event.fortification else "",
                              island_region=event.island_region,
                              discard=data.QOAM_COLOUR[state.board.region_type(event.region)]
                              if event.kind == "Harvester" and room else "")
        out.append((f"{label}, twice (your own Machine)", replace(event, again=again), kind))
    return out


def resolutions(state: FallState) -> list[tuple[str, ResolveAttack]]:
    """A few ways to resolve the attack under way: each island for the respawn, and a bonus or none."""
    attack = state.attack
    assert attack is not None
    plain: list[tuple[str, ResolveAttack]] = []
    if attack.kind == ENEMIES:
        beaten = defeated(state.enemies(attack.target), strength(state), partial=state.settings.partial_attacks)
        if beaten is None or not (beaten.golems or beaten.troops):
            plain.append(("", ResolveAttack()))
        else:
            half = beaten.troops // 2
            for island in state.islands:
                plain.append((f"back to {island.crater}", ResolveAttack(island.crater, (beaten.troops - half, half))))
    else:
        plain.append(("", ResolveAttack()))
    out = list(plain)
    if bonus_earned(state):
        for label, r in plain[:2]:
            for b in sample_bonuses(state, r.island):
                out.append((f"{label} with the {b.banner} bonus".strip(), ResolveAttack(r.island, r.troops, b)))
    return out


def sample_bonuses(state: FallState, island: str) -> list[Bonus]:
    """One concrete Eradication Bonus per banner revealed, where one can be taken."""
    assert state.attack is not None
    board = state.board
    out: list[Bonus] = []
    banners = {c.banner for c in state.attack.cards}
    player = state.player
    if "blue" in banners:
        out.append(Bonus("blue", player=player.name, colour="blue",
                         discard="blue" if player.stash_size >= data.QOAM_LIMIT.value else ""))
    if "yellow" in banners:
        for node in board.node(player.node).adjacent:
            if state.character_at(node, besides=state.current) is None:
                out.append(Bonus("yellow", player=player.name, node=node))
                break
    if "red" in banners:
        troop_at = next((r.id for r in board.regions if state.enemies(r.id).troops), None)
        isle = state.island(island) if island else (state.islands[0] if state.islands else None)
        if troop_at and isle:
            out.append(Bonus("red", region=troop_at, island_region=isle.troop_regions[0].id))
    if "green" in banners:
        for r in board.regions:
            e = state.enemies(r.id)
            if e.golems or e.troops:
                out.append(Bonus("green", unit="Golem" if e.golems else "Troop", region=r.id,
                                 to_region=board.bordering(r.id)[0]))
                break
    return out


def _monster_reveals(state: FallState) -> list[RevealMonster]:
    unknown, bottom = monster_deck(state)
    names = unknown or bottom[:1]
    out = []
    for name in names:
        word = name.split()[0]
        for island in state.islands:
            if state.monster_on(island.crater) is not None:
                continue
            taken: tuple = ()
            removed: tuple = ()
            if word == "Cannibarok":
                want = ceil(sum(state.enemies(r.id).troops for r in island.regions) / 2)
                picks = []
                for r in island.regions:
                    n = min(want, state.enemies(r.id).troops)
                    if n:
                        picks.append((r.id, n))
                        want -= n
                taken = tuple(picks)
            if word == "Kodror":
                removed = tuple(next((f.node for f in state.fortifications if f.colour == p.colour), "")
                                for p in state.players)
            out.append(RevealMonster(name, island.crater, taken, removed))
    return out


def _machine_picks(state: FallState) -> tuple[tuple[str, str], ...]:
    return tuple((region, here[0].colour) for region, _kind, here in machine_choices(state))


def _nearest_pairs(state: FallState) -> list[tuple[str, ...]]:
    """The pairs of islands the table may name as the two nearest the Colossus (each pair on a tie)."""
    dist = state.board.distances(state.colossus)
    ranked = sorted(state.islands, key=lambda i: dist.get(state.board.crater(i.crater).node, 10 ** 6))
    if len(ranked) <= 2:
        return [tuple(i.crater for i in ranked)]
    d = [dist.get(state.board.crater(i.crater).node, 10 ** 6) for i in ranked]
    sure = tuple(i.crater for i, x in zip(ranked, d) if x < d[1])
    tied = [i.crater for i, x in zip(ranked, d) if x == d[1]]
    return [sure + pair for pair in combinations(tied, 2 - len(sure))]


def _release_pick(state: FallState, card: str, nearest: tuple[str, ...]) -> tuple[Release, ...]:
    second = card in types_shown(state)
    out = []
    for sources, crater in groups(state, card, second, () if second else nearest):
        targets = list(state.board.crater(crater).regions)
        for src in sources:
            e = state.enemies(src)
            for _ in range(e.golems + e.troops):
                if not targets:
                    break
                out.append(Release(src, targets.pop(0)))
    return tuple(out)


def night_events(state: FallState) -> list[tuple[str, Any, str]]:
    """Candidate reports of the next Event Card, each with one legal set of the players' choices."""
    if state.phase is Phase.REVEALS and not state.monsters and not state.monster_bottom:
        return [(f"Monster: {m.monster} on {m.crater}", m, "report") for m in _monster_reveals(state)]
    out: list[tuple[str, Any, str]] = []
    machines = _machine_picks(state)
    for card, n in deck_left(state).items():
        if not n:
            continue
        if card == data.STORM:
            if state.phase is Phase.REVEALS:
                out.append(("Storm (ignored at setup: draw another)", NightCard(card), "report"))
                continue
            besiegers = sum(1 for r in state.board.regions if r.kind == "inner"
                            and (state.enemies(r.id).golems or state.enemies(r.id).troops))
            order = [sp for sp, c in zip(state.board.city_spaces, state.city) if c == ""] + \
                [sp for sp, c in zip(state.board.city_spaces, state.city) if c not in BESIEGED and c != ""]
            spaces = tuple(order[:besiegers])
            # One entry: the Monster revealed, its island and the spaces besieged are its form's picks.
            reveals = [NightCard(card, monster=m, spaces=spaces) for m in _monster_reveals(state) or [None]]
            storm = next((ev for ev in reveals if _applies(state, ev)), reveals[0])
            label = "Storm (its Monster, island and besieged spaces: below)" if storm.monster else \
                "Storm (no Monster left)"
            out.append((label, storm, "report"))
        elif card == data.COLOSSUS:
            for v, k in zip((1, 2, 3), state.bag):
                if k:
                    out.append((f"Colossus Card, a {v} shard", NightCard(card, machines=machines, shard=v), "report"))
        else:
            second = card in types_shown(state)
            pairs = [()] if second else _nearest_pairs(state)
            for nearest in pairs:
                try:
                    releases = _release_pick(state, card, nearest)
                except RuleError:
                    continue
                near = f", nearest {' and '.join(nearest)}" if len(pairs) > 1 else ""
                out.append((f"{card} card ({'second' if second else 'first'}{near})",
                            NightCard(card, releases, nearest, machines), "report"))
    return out


def next_step(state: FallState) -> Step:
    """Who acts next and at which step."""
    if state.phase is Phase.SETUP:
        return Step(TABLE, "Getting Ready", "Getting Ready",
                    "Choose the Characters, place the islands and enter the City's Defense and the Colossus.",
                    ("setup_steps_entered", "city_defense_entered"))
    if state.phase is Phase.OVER:
        return Step(TABLE, "End of the Game", "End of the Game", state.outcome)
    player = state.player
    if state.phase is Phase.REVEALS:
        if not state.monsters and not state.monster_bottom:
            return Step(CHANCE, "Getting Ready: the first Monster", "Getting Ready, step 13",
                        "Reveal a Monster Card and place it on its island.")
        return Step(CHANCE, f"Getting Ready: Event Cards ({state.setup_cards} to go)", "Getting Ready, step 13",
                    "Reveal an Event Card and resolve it (a Storm is ignored).", ("night_cards_out_are_revealed",))
    if state.phase is Phase.NIGHT:
        criminal = ("criminal_armor_own_turn",) if any(p.character == "The Criminal" for p in state.players) else ()
        return Step(CHANCE, f"Night of {player.name}", "Night Phase", "Reveal the Event Card and resolve it.",
                    ("event_deck_two_per_type", "colossus_counts_spawned_parasites") + criminal)
    if state.attack is not None:
        era = next_era(state)
        section = "Attack Enemies" if state.attack.kind == ENEMIES else "Attack a Monster"
        more = f" or pay for the next card of {deck_name(era)}" if era else ""
        prompt = (f"Pay for the first card, of {deck_name(era)}." if era and not state.attack.cards
                  and not flat_strength_wins(state) else f"Resolve the attack{more}.")
        return Step(player.name, f"Action {state.actions}: attack", section, prompt,
                    ("attack_partial_defeat", "eradication_bonus_needs_more", "attack_needs_a_card"))
    in_city = ("deposit_several_crystals",) if player.node in state.board.city_nodes else ()
    return Step(player.name, f"Day: action {state.actions + 1} of {data.DAY_ACTIONS.value}"
                if state.actions < data.DAY_ACTIONS.value else "Day: end it", "Day Phase",
                f"{player.character}: Move, Collect, Deposit, Attack or Investigate, or end the Day.",
                ("move_free_steps", "collect_back_any_crystal") + in_city)


def options(state: FallState) -> Options:
    """The step, the legal events (samples and a few variants of the players' picks), and the offers:
    the Day's board targets, `forms`, the players' choices of each move (see `choice_form`), and
    `report_start`, the report a page may show picked (see `report_start`)."""
    step = next_step(state)
    if state.phase is Phase.SETUP:
        return Options(step, (), setup_offers(state))
    if state.phase is Phase.DAY:
        choices, forms = with_forms(state, day_events(state))
        return Options(step, choices, {**day_offers(state, choices), **form_offers(forms),
                                       **report_start(choices, state.attack is not None)})
    if state.phase in (Phase.REVEALS, Phase.NIGHT):
        choices, forms = with_forms(state, night_events(state))
        return Options(step, choices, {**form_offers(forms),
                                       **report_start(choices, all(c.kind != "move" for c in choices))})
    return Options(step)


def is_over(state: FallState) -> bool:
    """Whether the game has ended."""
    return state.phase is Phase.OVER


def outcome(state: FallState) -> Outcome | None:
    """Victory (every player wins) or defeat, or None while the game goes on."""
    if state.phase is not Phase.OVER:
        return None
    return Outcome(tuple(p.name for p in state.players) if state.won else (), state.outcome)


def players_of_setup(event: Any) -> tuple[str, ...] | None:
    """The players' names for a setup, else None."""
    return tuple(p.name for p in event.players) if isinstance(event, SetUp) else None


def _variants(state: FallState, form: Form) -> list[tuple[str, Any]]:
    """A few events that change one pick of the sample (checked by apply when offered)."""
    out: list[tuple[str, Any]] = []
    base = form.defaults()
    for pick in form.picks:
        for label, value in pick.values:
            if value == pick.default:
                continue
            event = form_event(state, form, {**base, pick.key: value})
            if event != form.sample:
                out.append((f"{pick.label}: {label}", event))
            if len(out) >= VARIANTS_PER_FORM * 3:
                return out
    return out


def with_forms(state: FallState, events: list[tuple[str, Any, str]]) -> tuple[tuple[Choice, ...], tuple[Form, ...]]:
    """The legal choices (the samples and a few variants of their picks) and a form for each kind of move."""
    choices = _legal(state, events)
    forms: dict[str, Form] = {}
    extra: list[tuple[str, Any, str]] = []
    for c in choices:
        key = form_key(c.event)
        if not key or key in forms:
            continue
        form = choice_form(state, c.event)
        if form is None:
            continue
        forms[key] = form
        found = [(f"{c.label} — {txt}", ev, c.kind) for txt, ev in _variants(state, form)]
        extra += [(x.label, x.event, x.kind) for x in _legal(state, found)[:VARIANTS_PER_FORM]]
    known = {c.event for c in choices}
    more = tuple(Choice(lbl, ev, kind) for lbl, ev, kind in extra if ev not in known)
    return (choices + more)[:MAX_CHOICES + VARIANTS_PER_FORM * len(forms)], tuple(forms.values())


def report_start(choices: tuple[Choice, ...], cardboard_step: bool) -> dict[str, tuple[int, ...]]:
    """The index of the first report where the step is the cardboard's (a card the table may have seen,
    shown picked); none where the step is the players' own (the Day's Investigate is theirs to choose)."""
    first = next((k for k, c in enumerate(choices) if c.kind == "report"), None)
    return {"report_start": (first,) if cardboard_step and first is not None else ()}


def day_offers(state: FallState, choices: tuple[Choice, ...]) -> dict[str, tuple[Any, ...]]:
    """The board's clickable targets now: Move destinations, attackable regions and Monsters' craters."""
    moves, regions, craters = [], [], []
    for c in choices:
        e = c.event
        if isinstance(e, Move) and not e.character:
            moves.append(e.path[-1])
        elif isinstance(e, AttackEnemies):
            regions.append(e.region)
        elif isinstance(e, AttackMonster) and not e.relic:
            craters.append(e.crater)
    return {"destinations": tuple(moves), "attack_regions": tuple(regions), "attack_monsters": tuple(craters)}
