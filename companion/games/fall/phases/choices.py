"""The players' choices in each move: a form of picks with their legal values, read back into the event
(unchecked: `apply` judges it)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace, fields
from math import ceil
from typing import Any, Callable

from .. import data
from ..data import counted
from ..events import (
    ActivateMachine, CITY_PREFIX, MachineEffect, PARASITE_TOKEN, Bonus, Collect, Deposit, Investigate, NightCard, Placement, ResolveAttack, RevealCard, RevealMonster, Trade, UseRelic,
)
from ..state import BESIEGED, FallState, Player
from .attack import (
    ENEMIES, attack_needs, bonus_earned, deck_name, defeated, next_era, source_deck, strength,
)
from .day import collected, investigation_need
from .night_choices import build_night, machine_choices, monster_of, night_form, reveal_monster_form
from .picks import NOTHING, Form, Pick, colour_values as _colours, make_pick as _pick

__all__ = ["Form", "NOTHING", "Pick", "VARIANTS_PER_FORM", "choice_form", "form_event", "form_key", "form_offers",
           "machine_choices", "payment_sources"]


VARIANTS_PER_FORM = 6  # alternatives offered as choices beside each sample (so a playthrough meets them)


def _held(player: Player) -> list[str]:
    return [c for c in data.QOAM_COLOURS if player.has(c)]


def _backs_after(player: Player, gained: str) -> list[str]:
    """The colours a player at 6 may put back after taking a `gained` crystal: theirs, or that one (Collect)."""
    return [c for c in data.QOAM_COLOURS if player.has(c) or c == gained]


def _backs(n: int, colours: Any, given: tuple[str, ...], label: str = "goes back") -> list[Pick]:
    """`n` picks of a colour each: the crystals that go back to keep the stash at 6 (rulebook "Collect")."""
    return [_pick(f"back_{k + 1}", f"{label} ({k + 1})", _colours(colours), given[k] if k < len(given) else "")
            for k in range(max(0, n))]


def _read_backs(values: dict[str, Any]) -> tuple[str, ...]:
    return tuple(values[k] for k in sorted(values) if k.startswith("back_") and values[k])


def _space_picks(state: FallState, player: Player, crystals: tuple[Placement, ...]) -> list[Pick]:
    """One pick a usable City space: nothing, or a colour from the stash (rulebook "Deposit")."""
    given = {getattr(p, "space", None): getattr(p, "colour", None) for p in crystals}
    out = []
    for space, held in zip(state.board.city_spaces, state.city):
        if held in BESIEGED:
            continue
        now = f"holds {held}: a crystal put here discards it" if held else "empty"
        values = [("nothing", NOTHING)] + _colours(_held(player))
        out.append(_pick(f"space:{space}", f"{space} ({now})", values, given.get(space, NOTHING)))
    return out


def _read_spaces(values: dict[str, Any]) -> tuple[Placement, ...]:
    return tuple(Placement(k.split(":", 1)[1], v) for k, v in values.items() if k.startswith("space:") and v)


def payment_sources(state: FallState, player: Player, colour: str) -> list[tuple[str, tuple[str, ...]]]:
    """The ways to pay one crystal of `colour`: the stash, the City, a Parasite, or two alike of another
    type (rulebook "Wild Qoam Crystals and Parasites"), as (label, tokens)."""
    out = []
    if player.has(colour):
        out.append((f"a {colour} Qoam from the stash", (colour,)))
    if colour in state.city:
        out.append((f"a {colour} Qoam from the City", (CITY_PREFIX + colour,)))
    if player.parasites:
        out.append(("a Parasite (wild Qoam)", (PARASITE_TOKEN,)))
    city = Counter(state.city)
    for other in data.QOAM_COLOURS:
        if other == colour:
            continue
        own, shared = player.has(other), city[other]
        # The City's crystals count as the player's own for the trade too (ruling city_qoam_for_every_payment).
        for pair, ok in (((other, other), own >= 2), ((other, CITY_PREFIX + other), own and shared),
                         ((CITY_PREFIX + other,) * 2, shared >= 2)):
            if ok:
                where = {2: "", 1: ", one from the City", 0: ", both from the City"}[pair.count(other)]
                out.append((f"two {other} alike{where} (wild Qoam)", pair))
    return out


def _read_payment(spend: tuple[str, ...], units: list[str], heir: bool) -> list[tuple[str, ...] | None]:
    """The spend split unit by unit as the payment picks show it: each unit's own crystal first (stash, then
    City), then the Parasites, then pairs alike from what is left."""
    left = Counter(spend)
    out: list[tuple[str, ...] | None] = [None] * len(units)
    for i, colour in enumerate(units):
        for token in (colour, CITY_PREFIX + colour):
            if out[i] is None and left[token]:
                left[token] -= 1
                out[i] = (token,)
    spare = 0  # The Heir: a Parasite's second wild crystal
    for i in range(len(units)):
        if out[i] is None and (spare or left[PARASITE_TOKEN]):
            if spare:
                spare -= 1
            else:
                left[PARASITE_TOKEN] -= 1
                spare = 1 if heir else 0
            out[i] = (PARASITE_TOKEN,)
    return [way if way is not None else _take_pair(left) for way in out]


def _take_pair(left: Counter) -> tuple[str, ...] | None:
    """Two alike taken from what a spend has left (the stash first, then the City), or None."""
    for colour in data.QOAM_COLOURS:
        shared = CITY_PREFIX + colour
        for pair in ((colour, colour), (colour, shared), (shared, shared)):
            if not Counter(pair) - left:
                left.subtract(pair)
                return pair
    return None


def _spend_of(values: dict[str, Any], heir: bool) -> tuple[str, ...]:
    tokens: list[str] = []
    parasites = 0
    for key in sorted(k for k in values if k.startswith("pay")):
        for token in values[key] or ():
            if token == PARASITE_TOKEN:
                parasites += 1
            else:
                tokens.append(token)
    # The Heir's Parasite stands for two wild crystals: one Parasite pays two picks.
    return tuple(tokens) + (PARASITE_TOKEN,) * (ceil(parasites / 2) if heir else parasites)


def _collect_form(state: FallState, ev: Collect) -> tuple[list[Pick], str]:
    player = state.player
    gain = collected(state)
    picks = []
    colours = set(_held(player)) | set(gain)
    if player.character == "Celethe":
        picks.append(_pick("swap_from", "Celethe swaps a collected", [("no swap", NOTHING)] + _colours(sorted(gain)),
                           ev.swap[0] if ev.swap else NOTHING))
        picks.append(_pick("swap_to", "for one of", _colours(data.QOAM_COLOURS), ev.swap[1] if ev.swap else "",
                           ("swap_from", tuple(sorted(gain)))))
        colours = set(data.QOAM_COLOURS)
    over = player.stash_size + sum(gain.values()) - data.QOAM_LIMIT.value
    picks += _backs(over, [c for c in data.QOAM_COLOURS if c in colours], ev.discard)
    return picks, "Collect"


def _build_collect(state: FallState, ev: Collect, v: dict[str, Any]) -> Collect:
    swap = (v["swap_from"], v["swap_to"]) if v.get("swap_from") else ()
    return replace(ev, discard=_read_backs(v), swap=swap)


def _deposit_form(state: FallState, ev: Deposit) -> tuple[list[Pick], str]:
    return _space_picks(state, state.player, ev.crystals), "Deposit"


def _build_deposit(state: FallState, ev: Deposit, v: dict[str, Any]) -> Deposit:
    return Deposit(_read_spaces(v))


def _reveal_form(state: FallState, ev: RevealCard) -> tuple[list[Pick], str]:
    era = next_era(state)
    assert era is not None
    cards = sorted(set(source_deck(state, era, ev.deck)[1].pile), key=lambda c: (c.value, c.banner))
    where = f"{deck_name(era)} of {ev.deck}" if ev.deck else deck_name(era)
    picks = [_pick("card", f"the card revealed from {where}", [(f"{c.value} {c.banner}", (c.value, c.banner))
                                                                for c in cards], (ev.value, ev.banner))]
    ways: list[tuple[str, tuple[str, ...]]] = []
    for need in attack_needs(state):
        for way in payment_sources(state, state.player, next(iter(need))):
            if way not in ways:
                ways.append(way)
    picks.append(_pick("pay", "paid with", ways, ev.spend))
    return picks, "Attack Enemies" if state.attack is not None and state.attack.kind == ENEMIES else "Attack a Monster"


def _build_reveal(state: FallState, ev: RevealCard, v: dict[str, Any]) -> RevealCard:
    value, banner = v["card"]
    return replace(ev, value=value, banner=banner, spend=tuple(v["pay"] or ()))


def _respawn_values(state: FallState, golems: int, troops: int) -> list[tuple[str, Any]]:
    """Every way to send defeated units back to one island: Golems to its Golem region, Troops split."""
    out = []
    for isle in state.islands:
        a, b = isle.troop_regions
        for n in range(troops, -1, -1):
            g = f"{counted(golems, 'Golem')} to {isle.golem_region.id}; " if golems else ""
            out.append((f"{isle.crater}: {g}{counted(n, 'Troop')} to {a.id}, {troops - n} to {b.id}",
                        (isle.crater, (n, troops - n))))
    return out


def _bonus_picks(state: FallState, given: Bonus | None, respawns: list[tuple[str, Any]] = ()) -> list[Pick]:
    """The Eradication Bonus: a banner revealed, then what it acts on (rulebook "Eradication Bonus"); with
    the `respawns` offered, the red bonus's Troop goes back to the island the respawn picked."""
    assert state.attack is not None
    board = state.board
    g = given or Bonus("")
    banners = list(dict.fromkeys(c.banner for c in state.attack.cards))
    names = [p.name for p in state.players]
    picks = [_pick("bonus", "Eradication Bonus", [("none", NOTHING)] + _colours(banners), g.banner)]
    # The bonus comes only once the attacked group is all defeated: its region holds no Troop by then.
    emptied = {state.attack.target} if state.attack is not None and state.attack.kind == ENEMIES else set()
    troops_at = [(f"{r.id} ({counted(state.enemies(r.id).troops, 'Troop')})", r.id) for r in board.regions
                 if state.enemies(r.id).troops and r.id not in emptied]
    picks.append(_pick("red_region", "red: defeat a Troop in", troops_at, g.region, ("bonus", ("red",))))
    if respawns:  # all the Enemies defeated in one action go back to one island: the respawn's
        for i in state.islands:
            backs = [(f"{r.id} (island {i.crater})", r.id) for r in i.troop_regions]
            to_here = tuple(v for _, v in respawns if v[0] == i.crater)
            picks.append(_pick(f"red_back_{i.crater}", "red: it goes back to", backs, g.island_region,
                               ("bonus", ("red",)), ("respawn", to_here)))
    else:
        backs = [(f"{r.id} (island {i.crater})", r.id) for i in state.islands for r in i.troop_regions]
        picks.append(_pick("red_back", "red: it goes back to", backs, g.island_region, ("bonus", ("red",))))
    picks += [
              _pick("blue_player", "blue: a crystal for", [(n, n) for n in names], g.player, ("bonus", ("blue",))),
              _pick("blue_colour", "blue: of colour", _colours(data.QOAM_COLOURS), g.colour, ("bonus", ("blue",)))]
    # A player at 6 puts a crystal back: one of theirs or the one just given (one pick per player and colour).
    for p in state.players:
        if p.stash_size >= data.QOAM_LIMIT.value:
            picks += [_pick(f"blue_back:{p.name}:{c}", "blue: above 6, back goes", _colours(_backs_after(p, c)),
                            g.discard, ("bonus", ("blue",)), ("blue_player", (p.name,)), ("blue_colour", (c,)))
                      for c in data.QOAM_COLOURS]
    steps = [(f"{p.character} to {n}", (p.name, n)) for p in state.players for n in board.node(p.node).adjacent
             if state.character_at(n) is None]
    picks.append(_pick("yellow_move", "yellow: move", steps, (g.player, g.node), ("bonus", ("yellow",))))
    units = [(f"a {u} from {r.id}", (u, r.id)) for r in board.regions if r.id not in emptied
             for u, n in (("Golem", state.enemies(r.id).golems), ("Troop", state.enemies(r.id).troops)) if n]
    picks.append(_pick("green_from", "green: move", units, (g.unit, g.region), ("bonus", ("green",))))
    # Its destination: a region bordering the one it leaves (one pick per region it may leave).
    for region in dict.fromkeys(r for _, (_, r) in units):
        leaving = tuple(v for _, v in units if v[1] == region)
        picks.append(_pick(f"green_to_{region}", "green: to the adjacent",
                           [(r, r) for r in board.bordering(region)], g.to_region,
                           ("bonus", ("green",)), ("green_from", leaving)))
    return [p for p in picks if p.values]


def _bonus_of(v: dict[str, Any]) -> Bonus | None:
    banner = v.get("bonus")
    if not banner:
        return None
    if banner == "red":
        back = v.get("red_back") or next((x for k, x in v.items() if k.startswith("red_back_")), "")
        return Bonus("red", region=v.get("red_region", ""), island_region=back)
    if banner == "blue":
        player, colour = v.get("blue_player", ""), v.get("blue_colour", "")
        return Bonus("blue", player=player, colour=colour, discard=v.get(f"blue_back:{player}:{colour}", ""))
    if banner == "yellow":
        player, node = v.get("yellow_move", ("", ""))
        return Bonus("yellow", player=player, node=node)
    unit, region = v.get("green_from", ("", ""))
    return Bonus(banner, unit=unit, region=region, to_region=v.get(f"green_to_{region}", ""))


def _resolve_form(state: FallState, ev: ResolveAttack) -> tuple[list[Pick], str]:
    attack = state.attack
    assert attack is not None
    picks = []
    respawns: list[tuple[str, Any]] = []
    if attack.kind == ENEMIES:
        beaten = defeated(state.enemies(attack.target), strength(state), partial=state.settings.partial_attacks)
        if beaten is not None and (beaten.golems or beaten.troops):
            respawns = _respawn_values(state, beaten.golems, beaten.troops)
            picks.append(_pick("respawn", "defeated units go back to", respawns, (ev.island, ev.troops)))
    if bonus_earned(state):
        picks += _bonus_picks(state, ev.bonus, respawns)
        if state.player.character == "The Cursed":  # a bonus for each other card revealed too
            for k in range(1, len(attack.cards)):
                given = ev.more[k - 1] if k - 1 < len(ev.more) else None
                # each bonus's own picks renamed; the one respawn of the action stays shared
                picks += [replace(p, key=f"more{k}_{p.key}", label=f"bonus {k + 1}: {p.label}",
                                  when=tuple((key if key == "respawn" else f"more{k}_{key}", vs)
                                             for key, vs in p.when))
                          for p in _bonus_picks(state, given, respawns)]
    return picks, "Defeating Enemies and Respawn"


def _build_resolve(state: FallState, ev: ResolveAttack, v: dict[str, Any]) -> ResolveAttack:
    island, troops = v.get("respawn", ("", (0, 0)))
    more = []
    for k in range(1, len(state.attack.cards) if state.attack is not None else 1):
        extra = _bonus_of({key[len(f"more{k}_"):]: x for key, x in v.items() if key.startswith(f"more{k}_")})
        if extra is not None:
            more.append(extra)
    return replace(ev, island=island, troops=troops, bonus=_bonus_of(v), more=tuple(more))


def _investigate_form(state: FallState, ev: Investigate) -> tuple[list[Pick], str]:
    if not ev.spend:
        return [], ""
    player = state.player
    need = investigation_need(state, ev.value)
    units = [c for c in need for _ in range(need[c])]
    read = _read_payment(ev.spend, units, player.character == "The Heir")
    picks = [_pick(f"pay_{k + 1:02d}", f"{colour} ({k + 1})", payment_sources(state, player, colour), read[k])
             for k, colour in enumerate(units)]
    nodes = [(n, n) for n in state.board.city_nodes if state.character_at(n, besides=state.current) is None]
    if state.outsider_relic:
        nodes = [("stay (The Outsider's Relic)", NOTHING)]
    picks.append(_pick("city_node", "then to the City node", nodes, ev.city_node))
    return picks, "Investigate the Colossus"


def _build_investigate(state: FallState, ev: Investigate, v: dict[str, Any]) -> Investigate:
    return replace(ev, spend=_spend_of(v, state.player.character == "The Heir"), city_node=v.get("city_node", ""))


def _effect_picks(state: FallState, ev: ActivateMachine, given: Any, prefix: str, full: bool) -> list[Pick]:
    """The choices of one resolution of a Machine's effect (rulebook "Activate a Machine")."""
    player = state.player
    picks = []
    if ev.kind == "Harvester" and full:
        # What can go back is what the stash holds once the Harvester's crystal is in it (rulebook "Collect").
        gained = data.QOAM_COLOUR[state.board.region_type(ev.region)]
        picks.append(_pick(f"{prefix}discard", "above 6, back goes", _colours(_backs_after(player, gained)),
                           given.discard))
    elif ev.kind == "Scavenger":
        nodes = [(n.id, n.id) for n in state.board.nodes if ev.region in n.regions and not state.fortified(n.id)]
        picks += [_pick(f"{prefix}node", "a Fortification built on", nodes, given.node),
                  _pick(f"{prefix}fortification", "of colour", _colours(dict.fromkeys(player.fortifications)),
                        given.fortification)]
    elif ev.kind == "Refiner":
        e = state.enemies(ev.region)
        golems = [(f"{i.golem_region.id} (island {i.crater})", i.golem_region.id) for i in state.islands]
        troops = [(f"{r.id} (island {i.crater})", r.id) for i in state.islands for r in i.troop_regions]
        # The second resolution may meet a Troop once the Golem is gone: both kinds of region then.
        back = golems + (troops if prefix and e.golems == 1 and e.troops else []) if e.golems else \
            (troops if e.troops else [])
        if back:
            picks.append(_pick(f"{prefix}island_region", "the defeated unit goes back to", back,
                               given.island_region))
    return [p for p in picks if p.values]


def _machine_form(state: FallState, ev: ActivateMachine) -> tuple[list[Pick], str]:
    size = state.player.stash_size
    picks = _effect_picks(state, ev, ev, "", size >= data.QOAM_LIMIT.value)
    if ev.again is not None:  # Chronicle after Icaion: one's own Machine resolves twice
        picks += [replace(p, label=f"again: {p.label}")
                  for p in _effect_picks(state, ev, ev.again, "again_", size + 1 >= data.QOAM_LIMIT.value)]
    return picks, "Activate a Machine"


def _build_machine(state: FallState, ev: ActivateMachine, v: dict[str, Any]) -> ActivateMachine:
    fields = ("node", "fortification", "island_region", "discard")
    again = MachineEffect(**{f: v.get(f"again_{f}", "") for f in fields}) if ev.again is not None else None
    return replace(ev, again=again, **{f: v.get(f, "") for f in fields})


def _relic_power(state: FallState, ev: UseRelic) -> str:
    names = [p.name for p in state.players]
    user = state.players[names.index(ev.player)]
    if user.character == "The Creature" and ev.copy in names:
        return state.players[names.index(ev.copy)].character
    return user.character


def _relic_form(state: FallState, ev: UseRelic) -> tuple[list[Pick], str]:
    board = state.board
    playing = state.player
    power = _relic_power(state, ev)
    names = [p.name for p in state.players]
    picks: list[Pick] = []
    if power == "Sanya":
        picks.append(_pick("node", "Sanya's Character to", [(n.id, n.id) for n in board.nodes
                                                            if state.character_at(n.id) is None], ev.node))
    elif power == "Telron":
        picks.append(_pick("direction", "the Colossus moves", [("one node clockwise", 1),
                                                               ("one node counter-clockwise", -1)], ev.direction))
    elif power == "Celethe":
        picks += [_pick(f"colour_{k + 1}", f"Qoam taken ({k + 1})", _colours(data.QOAM_COLOURS),
                        ev.colours[k] if k < len(ev.colours) else "") for k in range(3)]
        picks += _backs(playing.stash_size + 3 - data.QOAM_LIMIT.value, data.QOAM_COLOURS, ev.discard)
    elif power == "Leheir":
        picks.append(_pick("target", "swap places with", [(n, n) for n in names if n != ev.player], ev.target))
    elif power == "The Heir":
        picks += _space_picks(state, playing, ev.crystals)
    elif power == "The Lone Survivor":
        for k, region in enumerate(board.node(playing.node).regions):
            e = state.enemies(region)
            if e.golems:
                back = [(f"{i.golem_region.id} (island {i.crater})", i.golem_region.id) for i in state.islands]
            elif e.troops:
                back = [(f"{r.id} (island {i.crater})", r.id) for i in state.islands for r in i.troop_regions]
            else:
                continue
            picks.append(_pick(f"return:{region}", f"the unit from {region} goes back to", back,
                               ev.returns[k] if k < len(ev.returns) else ""))
    elif power == "CR-2T1":
        gone = [(f"the {m.colour} {m.kind}", (m.kind, m.colour)) for m in state.removed_machines]
        picks += [_pick("machine", "put back", gone, tuple(ev.machine[:2])),
                  _pick("region", "in", [(r.id, r.id) for r in board.regions], ev.machine[2] if ev.machine else "")]
    elif power == "Kolbor & Malabor":
        regions = board.node(playing.node).regions
        es = [state.enemies(r) for r in regions]
        given = {a[0]: a[1:] for a in ev.arrangement}
        for j, (word, field) in enumerate((("Golems", "golems"), ("Troops", "troops"), ("Parasites", "parasites"))):
            total = sum(getattr(e, field) for e in es)
            if total:
                for r in regions:
                    picks.append(_pick(f"{field}:{r}", f"{word} in {r}", [(str(n), n) for n in range(total + 1)],
                                       given.get(r, (0, 0, 0))[j]))
    return [p for p in picks if p.values], f"Characters' Abilities and Relic Powers: {power}"


def _build_relic(state: FallState, ev: UseRelic, v: dict[str, Any]) -> UseRelic:
    power = _relic_power(state, ev)
    base = UseRelic(ev.player, copy=ev.copy)
    if power == "Sanya":
        return replace(base, node=v["node"])
    if power == "Telron":
        return replace(base, direction=v["direction"])
    if power == "Celethe":
        return replace(base, colours=tuple(v[f"colour_{k + 1}"] for k in range(3)), discard=_read_backs(v))
    if power == "Leheir":
        return replace(base, target=v["target"])
    if power == "The Heir":
        return replace(base, crystals=_read_spaces(v))
    if power == "The Lone Survivor":
        regions = state.board.node(state.player.node).regions
        return replace(base, returns=tuple(v.get(f"return:{r}", "") for r in regions))
    if power == "CR-2T1":
        return replace(base, machine=tuple(v["machine"]) + (v["region"],))
    if power == "Kolbor & Malabor":
        regions = state.board.node(state.player.node).regions
        return replace(base, arrangement=tuple((r,) + tuple(v.get(f"{f}:{r}", 0) for f in ("golems", "troops",
                                                                                          "parasites"))
                                               for r in regions))
    return ev


def _trade_form(state: FallState, ev: Trade) -> tuple[list[Pick], str]:
    names = [p.name for p in state.players]
    other = state.players[names.index(ev.target)]
    picks = [_pick(f"give_{k + 1}", f"give ({k + 1})", _colours(_held(state.player)), ev.give[k]) for k in range(2)]
    picks += [_pick(f"take_{k + 1}", f"take ({k + 1})", _colours(_held(other)), ev.take[k]) for k in range(2)]
    return picks, "Characters: Leheir"


def _build_trade(state: FallState, ev: Trade, v: dict[str, Any]) -> Trade:
    return Trade(ev.target, (v["give_1"], v["give_2"]), (v["take_1"], v["take_2"]))


FORMS: dict[type, tuple[Callable[..., tuple[list[Pick], str]], Callable[..., Any]]] = {
    Collect: (_collect_form, _build_collect),
    Deposit: (_deposit_form, _build_deposit),
    RevealCard: (_reveal_form, _build_reveal),
    ResolveAttack: (_resolve_form, _build_resolve),
    Investigate: (_investigate_form, _build_investigate),
    ActivateMachine: (_machine_form, _build_machine),
    UseRelic: (_relic_form, _build_relic),
    Trade: (_trade_form, _build_trade),
    NightCard: (night_form, build_night),
    RevealMonster: (reveal_monster_form, monster_of),
}


def form_key(event: Any) -> str:
    """Which form refines `event` (the same key for every event that differs only in the players' picks)."""
    if isinstance(event, (Collect, Deposit, RevealCard, ResolveAttack)):
        return type(event).__name__
    if isinstance(event, Investigate):
        return f"Investigate:{event.value}:{bool(event.spend)}"
    if isinstance(event, ActivateMachine):
        return f"ActivateMachine:{event.region}:{event.kind}"
    if isinstance(event, UseRelic):
        return f"UseRelic:{event.player}:{event.copy}"
    if isinstance(event, Trade):
        return f"Trade:{event.target}"
    if isinstance(event, NightCard) and event.card == data.STORM:
        return "NightCard:Storm"  # the Monster revealed and its island are the form's picks
    if isinstance(event, NightCard):
        m = event.monster
        return f"NightCard:{event.card}:{'+'.join(event.nearest)}:{event.shard}:{m.monster + m.crater if m else ''}"
    if isinstance(event, RevealMonster):
        return f"RevealMonster:{event.monster}:{event.crater}"
    return ""


def choice_form(state: FallState, event: Any) -> Form | None:
    """The form of the players' choices for `event` (a legal event offered now), its picks set as the event
    has them; None when the move carries no choice."""
    entry = FORMS.get(type(event))
    if entry is None:
        return None
    picks, section = entry[0](state, event)
    if not picks:
        return None
    return Form(form_key(event), type(event).__name__, section, tuple(picks), event)


def form_event(state: FallState, form: Form, values: dict[str, Any]) -> Any:
    """The event the players' picks make (unchecked: `apply` judges it). Picks left out keep their default."""
    full = form.defaults()
    full.update({k: v for k, v in values.items() if k in full})
    shown = {p.key: full[p.key] for p in form.picks if p.applies(full)}
    return FORMS[type(form.sample)][1](state, form.sample, shown)


def form_offers(forms: tuple[Form, ...]) -> dict[str, tuple[Any, ...]]:
    """The forms, and each pick's legal values keyed `<form key>/<pick key>` (e.g. `Collect/back_1`)."""
    out: dict[str, tuple[Any, ...]] = {"forms": forms}
    for form in forms:
        for pick in form.picks:
            out[f"{form.key}/{pick.key}"] = tuple(v for _, v in pick.values)
    return out
