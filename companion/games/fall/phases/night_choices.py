"""The players' choices in a Night's report and a Monster's arrival: the Machines an Enemy Attack destroys,
the Enemies the islands release, the Storm's Monster, island and besieged spaces, Cannibarok's and Kodror's
picks (read back into the event unchecked: `apply` judges it)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .. import data
from ..events import NightCard, Release, RevealMonster
from ..state import FallState, Machine, Phase
from .night import groups, monster_deck, types_shown
from .picks import NOTHING, Pick, colour_values as _colours, make_pick as _pick


def monster_picks(state: FallState, ev: RevealMonster, *, choose: bool = False) -> list[Pick]:
    """Cannibarok's Troops taken from its island; Kodror's Fortification removed by each player. With
    `choose` (the Storm), the Monster revealed and its island are picks too, and those depend on them."""
    given_taken = dict(ev.taken)
    picks = []
    if choose:
        unknown, bottom = monster_deck(state)
        names = unknown or bottom[:1]
        free = [i.crater for i in state.islands if state.monster_on(i.crater) is None]
        picks += [_pick("monster", "the Monster revealed", [(n, n) for n in names], ev.monster),
                  _pick("crater", "comes onto the island of", [(c, c) for c in free], ev.crater)]
        islands = [state.island(c) for c in free]
    else:
        names, islands = [ev.monster], [state.island(ev.crater)]
    by_word = {n.split()[0]: n for n in names}
    if "Cannibarok" in by_word:
        for island in islands:
            if island is None:
                continue
            when = (("monster", (by_word["Cannibarok"],)), ("crater", (island.crater,))) if choose else ()
            for r in island.regions:
                n = state.enemies(r.id).troops
                if n:
                    picks.append(_pick(f"taken:{r.id}", f"Cannibarok takes from {r.id}",
                                       [(str(k), k) for k in range(n + 1)], given_taken.get(r.id, 0), *when))
    if "Kodror" in by_word:
        when = (("monster", (by_word["Kodror"],)),) if choose else ()
        for k, p in enumerate(state.players):
            forts = [(f.node, f.node) for f in state.fortifications if f.colour == p.colour]
            if forts:
                picks.append(_pick(f"removed:{p.name}", f"{p.name} removes the Fortification on", forts,
                                   ev.removed[k] if k < len(ev.removed) else "", *when))
    return picks


def monster_of(state: FallState, ev: RevealMonster, v: dict[str, Any]) -> RevealMonster:
    """The Monster reveal the picks make (the Storm's picks name the Monster and its island)."""
    monster, crater = v.get("monster", ev.monster), v.get("crater", ev.crater)
    word = monster.split()[0] if isinstance(monster, str) and monster else ""
    taken = tuple((k.split(":", 1)[1], n) for k, n in v.items() if k.startswith("taken:") and n) \
        if word == "Cannibarok" else ()
    removed = tuple(v.get(f"removed:{p.name}", "") for p in state.players) if word == "Kodror" else ()
    return RevealMonster(monster, crater, taken, removed)


def machine_choices(state: FallState) -> list[tuple[str, str, list[Machine]]]:
    """Each region where an Enemy Attack would destroy one of several Machines of a kind: (region, kind, those
    Machines), the table saying whose (rulebook "Enemy Attack")."""
    out = []
    for r in state.board.regions:
        for kind in data.MACHINE_KINDS:
            here = [m for m in state.machines if m.region == r.id and m.kind == kind]
            if here:  # the first kind the region holds is the one destroyed (phases/night.py)
                if len(here) > 1:
                    out.append((r.id, kind, here))
                break
    return out


def _machine_choice_picks(state: FallState, given: tuple[tuple[str, str], ...]) -> list[Pick]:
    """Where an Enemy Attack would destroy one of several Machines of a kind: whose (rulebook "Enemy Attack")."""
    chosen = dict(given)
    return [_pick(f"machine:{region}", f"an Enemy Attack in {region} destroys the {kind} of",
                  _colours(m.colour for m in here), chosen.get(region, ""))
            for region, kind, here in machine_choices(state)]


def night_form(state: FallState, ev: NightCard) -> tuple[list[Pick], str]:
    """The picks of a Night's report (or a setup card's) and the rulebook section they come from."""
    card = ev.card
    if card == data.STORM:
        if state.phase is Phase.REVEALS:
            return [], ""
        picks = monster_picks(state, ev.monster, choose=True) if ev.monster is not None else []
        held = {sp: c for sp, c in zip(state.board.city_spaces, state.city)}
        spaces = [(f"{sp} ({held[sp] or 'empty'})", sp) for sp in state.board.city_spaces]
        picks += [_pick(f"space_{k + 1}", f"besieger {k + 1} takes", spaces, s) for k, s in enumerate(ev.spaces)]
        return picks, "The Storm Card Is Revealed!"
    picks = _machine_choice_picks(state, ev.machines)
    if card == data.COLOSSUS:
        return picks, "The Colossus Card Is Revealed!"
    second = card in types_shown(state)
    chosen = {(r.to, r.source) for r in ev.releases}
    for sources, crater in groups(state, card, second, ev.nearest):
        ready = [s for s in sources if state.enemies(s).golems or state.enemies(s).troops]
        for target in state.board.crater(crater).regions:
            now = next((s for t, s in chosen if t == target and s in sources), NOTHING)
            # Keyed by the releasing region(s): an island may hold two regions of the card's type.
            picks.append(_pick(f"release:{'+'.join(sources)}:{target}", f"onto {target}, from island {crater}",
                               [("no Enemy", NOTHING)] + [(f"an Enemy from {s}", s) for s in ready], now))
    return picks, "A Region Card Is Revealed!"


def build_night(state: FallState, ev: NightCard, v: dict[str, Any]) -> NightCard:
    """The Night's report the picks make."""
    machines = tuple((k.split(":", 1)[1], c) for k, c in v.items() if k.startswith("machine:") and c)
    if ev.card == data.STORM:
        monster = monster_of(state, ev.monster, v) if ev.monster is not None else None
        spaces = tuple(v[k] for k in sorted(k for k in v if k.startswith("space_")))
        return replace(ev, monster=monster, spaces=spaces)
    if ev.card == data.COLOSSUS:
        return replace(ev, machines=machines)
    releases = tuple(Release(s, k.split(":")[2]) for k, s in v.items() if k.startswith("release:") and s)
    return replace(ev, releases=releases, machines=machines)


def reveal_monster_form(state: FallState, ev: RevealMonster) -> tuple[list[Pick], str]:
    """The picks of the first Monster's arrival at setup (step 13)."""
    return monster_picks(state, ev), "Monster Cards"
