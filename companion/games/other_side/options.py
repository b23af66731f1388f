"""What may happen next in From the Other Side: the step, every legal event, what each list may offer.

`options(state)` lists concrete events that `apply` accepts now, each as a `Choice` ("move" for a
player's choice, "report" for what the cardboard gave: cards drawn, dice rolled), and in `offers`
the values each list on screen may offer (see OFFER KEYS below). `next_step(state)` says who acts,
at which step, what to do, and which rulings the players meet there.

The choices are finite by design, and say so:
- Explore: a drawn Map tile can be any layout the players describe; the choices offer each of
  `board.TILE_LAYOUTS`, on the side the Golden Rule of the Map Tiles calls for, entered by each of
  its spaces. Any other described tile is accepted by `apply` as well.
- Setup: a representative set (each number of Heroes in the rulebook's order, each Leader, the
  first five cards of each Hero, the Well as the first layout); `setup_events` varies it by seed.
- A report of several draws lists every distinct outcome while there are at most `DRAW_LIMIT`
  of them, else a covering set in which every card that can come at each position does
  (`draw_sequences`), reshuffles of an emptied deck included.
- A move that comes with reports (an Artifact and the Creature cards of an Explore, the spoils of
  a fight, a Restoration's draws and heals) pairs them by `cover`: every distinct part appears in at
  least one choice. `offers` lists each part in full, and any combination of offered parts is legal.
- Phase 3 offers, for each card, Creature and Artifact, the fewest discards its range needs (the
  first spare cards in hand).

OFFER KEYS: "heroes", "layouts" (setup, hunt); "explore" (directions), "explore_cells"
((direction, (x, y)) pairs), "tile_side", "artifact", "creature:1".."creature:4", "destinations"
((label, space) pairs) (hunt); "ends" (plan); "playable" (Playable), "targets" (Battle board spaces
a card reaches), "cards", "spaces", "artifacts", "beneficiaries", "step_to", "step_to:<hero>"
(a Magic Step serving that Hero), "draw:<hero>" (an Inspiration draw for that Hero), "inspiration" (((card, artifact, served), drawer,
pools) for each play that draws: one pool per card due, the refill after the deck), "discard" (fight);
"next_fight" (the space settled next), "spoil:1".. (battle); "heroes", "restore_pool:<hero>",
"restore_draws:<hero>" (one pool per card due, in order: the deck's, then the reshuffled discards'),
"heal:<hero>" (restore).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from itertools import combinations, permutations
from math import comb, perm
from typing import Any, Iterable, Sequence

from companion.errors import RuleError
from companion.game import CHANCE, TABLE, Choice, Options, Outcome, Step

from . import board as mapping
from . import data
from .events import (
    DiscardInstead, DragonAwakens, Explore, Move, PassPlan, PlaceActionTile, PlayAction, Restore,
    ResolveFight, SetUp, StayPut,
)
from .phases.awakening import next_threshold
from .phases.battle import fight_setup, heroes_win, next_fight, spoils_due, totals
from .phases.fighting import matches, reach, served_by
from .phases.hunt import can_explore, extra_steps_payable, targets_on_tile
from .phases.plan import open_ends
from .phases.restoration import draws_due, heal_choices
from .profile import Profile, cards_of, index
from .rules import apply
from .rulings import RULINGS_BY_PHASE
from .state import (
    FightCard, OtherSideState, are, counted, Phase, artifacts_available, current_hero, fragments_to_win, hero_state,
)

__all__ = [
    "DRAW_LIMIT", "are", "card_contribution", "counted", "draws_due", "exits", "fight_setup", "heroes_win", "next_threshold", "spoils_due", "totals", "Playable", "artifact_due_for_entry", "attach_ends", "cover", "creatures_due",
    "creatures_due_for_move", "drawable", "draw_sequences", "explore_cells", "free_battle_spaces",
    "is_over", "move_destinations", "move_label", "move_path", "space_said", "next_fight_space", "next_step", "options",
    "outcome", "playable_cards", "players_of_setup", "restore_pool", "setup_events", "whose_turn",
]

# What the dashboards read out (a fight's figures, the draws due, the next threshold) is computed by
# the phases; the widgets take it from here (it is in __all__), never from the phases themselves.


def exits(state: OtherSideState, space: str) -> tuple[str, ...]:
    """The spaces a Hero can step to from `space` (for describing a space on the map)."""
    return tuple(mapping.movement_neighbours(state.board, space))


DRAW_LIMIT = 24  # a report of several draws lists every outcome up to this many, else a covering set


@dataclass(frozen=True)
class Playable:
    """An Action card that may go under a Creature, and how many discards its range still needs."""

    card: str
    space: int
    distance: int
    reach: int
    discards_needed: int


# --- draws ----------------------------------------------------------------------------------

def drawable(deck: Sequence[str], discard: Sequence[str], position: int) -> tuple[str, ...]:
    """The cards that can be the `position`-th drawn (0 first): the deck's, then, once it is used
    up, the discard pile's (shuffled into a new deck: Setup ruling on empty decks; Phase 5)."""
    if position < len(deck):
        return tuple(deck)
    if position < len(deck) + len(discard):
        return tuple(discard)
    return ()


def draw_sequences(deck: Sequence[str], discard: Sequence[str], count: int,
                   ordered: bool = True) -> tuple[tuple[str, ...], ...]:
    """Distinct reports of `count` cards drawn (fewer if the deck and discards hold fewer).

    The deck is drawn out first, then the discards reshuffled. `ordered`: the order matters (cards
    go to rooms or Heroes in turn); else one canonical order per set. Every outcome is listed while
    there are at most DRAW_LIMIT; beyond that, a covering set (each card that can come at each
    position comes there in at least one report).
    """
    count = max(0, min(count, len(deck) + len(discard)))
    first = min(count, len(deck))
    rest = count - first
    ways = (perm if ordered else comb)
    if ways(len(deck), first) * ways(len(discard), rest) <= DRAW_LIMIT:
        pick = permutations if ordered else combinations
        return tuple(a + b for a in pick(tuple(deck), first) for b in pick(tuple(discard), rest))
    rounds = max(len(deck) if first else 0, len(discard) if rest else 0, 1)
    seen: dict[tuple[str, ...], None] = {}
    for i in range(rounds):
        seq = tuple(deck[(i + p) % len(deck)] for p in range(first)) + \
            tuple(discard[(i + p) % len(discard)] for p in range(rest))
        seen[seq if ordered else tuple(sorted(seq[:first], key=list(deck).index)) + seq[first:]] = None
    return tuple(seen)


def cover(a: Sequence[Any], b: Sequence[Any]) -> tuple[tuple[Any, Any], ...]:
    """Pairs in which every item of `a` and every item of `b` appears (none if either is empty)."""
    if not a or not b:
        return ()
    return tuple((a[i % len(a)], b[i % len(b)]) for i in range(max(len(a), len(b))))


# --- Phase 1 ---------------------------------------------------------------------------------

def free_battle_spaces(state: OtherSideState) -> int:
    """Battle board spaces with no Creature card."""
    return sum(1 for s in state.battle if s is None)


def creatures_due(state: OtherSideState, rooms: int) -> int:
    """Creature cards to report for a tile with `rooms` rooms (the rest bring Breath tokens)."""
    return min(rooms, free_battle_spaces(state), len(state.creature_deck) + len(state.creature_discard))


def creatures_due_for_move(state: OtherSideState, destination: str) -> int:
    """Creature cards to report when a Hero's move ends on `destination`'s tile."""
    tile = mapping.get_space(state.board, destination).tile
    if targets_on_tile(state, tile):
        return 0
    return creatures_due(state, len(mapping.rooms_on_tile(state.board, tile)))


def artifact_due_for_entry(state: OtherSideState, entry_kind: str) -> bool:
    """Whether exploring into a space of this kind earns an Artifact to report."""
    return entry_kind == "room" and artifacts_available(state) > 0


def move_destinations(state: OtherSideState, hero: str) -> dict[str, int]:
    """Spaces the Hero can move to in Phase 1, with their cost in Breath tokens (one per step after
    the first): as many extra steps as the setting allows and the supply of 7 can pay."""
    here = hero_state(state, hero).space
    reach_ = mapping.legal_destinations(state.board, here, 1 + extra_steps_payable(state))
    return {s: (mapping.movement_distance(state.board, here, s) or 1) - 1 for s in reach_}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def space_said(state: OtherSideState, space: str) -> str:
    """A space as a player says it: 'the den on Tile 1' (its id is '<tile>:<name>'; tile 0 is the Well)."""
    tile = mapping.get_space(state.board, space).tile
    return f"the {space.split(':', 1)[1]} on {'the Well' if tile == 0 else f'Tile {tile}'}"


def move_label(space: str, cost: int) -> str:
    """A destination as a list shows it (`space` in words), with what the move costs."""
    if not cost:
        return f"{space} (1 step)"
    return f"{space} ({_plural(1 + cost, 'step')}, {_plural(cost, 'Breath token')})"


def move_path(state: OtherSideState, hero: str, dest: str) -> tuple[str, ...]:
    """The steps of the Hero's move to `dest`: a shortest walk there."""
    return mapping.shortest_path(state.board, hero_state(state, hero).space, dest)


def explore_cells(state: OtherSideState, hero: str | None) -> dict[str, tuple[int, int]]:
    """The empty cells the Hero could reveal now, by torch direction (Phase 1, on their turn only)."""
    if hero is None or state.outcome or state.phase is not Phase.HUNT or state.map_tiles_left <= 0:
        return {}
    return mapping.explore_cells(state.board, hero_state(state, hero).space)


def _hunt(state: OtherSideState, hero: str) -> tuple[list[Choice], dict[str, tuple]]:
    choices: list[Choice] = []
    name = data.hero_name(hero)
    cells = explore_cells(state, hero)
    sides: tuple[str, ...] = ()
    arts = drawable(state.artifact_deck, state.artifact_discard, 0)
    for direction, (x, y) in cells.items():
        sides = mapping.sides_that_fit(state.board, x, y)
        for layout in mapping.TILE_LAYOUTS:
            for side in sides[:1]:
                tile = mapping.layout_tile(layout, side)
                rooms = sum(1 for s in tile.spaces if s.kind == "room")
                seqs = draw_sequences(state.creature_deck, state.creature_discard, creatures_due(state, rooms))
                for entry in tile.spaces:
                    found = arts if artifact_due_for_entry(state, entry.kind) else (None,)
                    group = [Explore(hero, direction, tile, entry.name, a, c) for a, c in cover(found, seqs)]
                    if group and _accepted(state, group[0]):
                        choices += [Choice(f"{name} explores {direction}: {layout}, into {entry.name}"
                                           + (f", finds {e.artifact}" if e.artifact else "")
                                           + (f", reveals {', '.join(e.creatures)}" if e.creatures else ""),
                                           e, "report" if (e.artifact or e.creatures) else "move")
                                    for e in group]
    dests = move_destinations(state, hero)
    for dest, cost in dests.items():
        path = move_path(state, hero, dest)
        for seq in draw_sequences(state.creature_deck, state.creature_discard, creatures_due_for_move(state, dest)):
            choices.append(Choice(f"{name} moves to {move_label(space_said(state, dest), cost)}"
                                  + (f", reveals {', '.join(seq)}" if seq else ""),
                                  Move(hero, path, seq), "report" if seq else "move"))
    if not dests and not can_explore(state, hero):
        choices.append(Choice(f"{name} stays put (walled in)", StayPut(hero)))
    offers = {
        "explore": tuple(cells), "explore_cells": tuple(cells.items()), "tile_side": sides[:1],
        "layouts": tuple(mapping.TILE_LAYOUTS), "artifact": arts,
        **{f"creature:{k + 1}": drawable(state.creature_deck, state.creature_discard, k)
           for k in range(data.BATTLE_SPACES)},
        "destinations": tuple((move_label(space_said(state, s), c), s) for s, c in dests.items()),
    }
    return choices, offers


# --- Phase 2 ---------------------------------------------------------------------------------

def attach_ends(state: OtherSideState) -> tuple[str, ...]:
    """Ends of the Initiative Line where the next Action tile may go."""
    return data.LINE_ENDS[-1:] if not state.line else open_ends(state.line)


def _plan(state: OtherSideState, hero: str) -> tuple[list[Choice], dict[str, tuple]]:
    name = data.hero_name(hero)
    bond_sets = [()] + [(e,) for e in data.LINE_ENDS] + [data.LINE_ENDS]
    tiles = [PlaceActionTile(hero, end, bonds) for end in attach_ends(state) for bonds in bond_sets]
    choices = [Choice(f"{name}: Action tile at the {e.end}"
                      + (f", Bond token{'s' if len(e.bonds) > 1 else ''} at the {' and '.join(e.bonds)}"
                         if e.bonds else ""), e) for e in tiles if _accepted(state, e)]
    choices.append(Choice(f"{name} passes", PassPlan(hero)))
    return choices, {"ends": attach_ends(state)}


# --- Phase 3 ---------------------------------------------------------------------------------

def playable_cards(state: OtherSideState, hero: str) -> tuple[Playable, ...]:
    """Every (Action card, Creature) pairing the rules allow for the Hero, before any Artifact."""
    idx = index(state.profile)
    h = hero_state(state, hero)
    out = []
    for card in h.hand:
        if card not in idx.action_cards:
            continue
        for i, slot in enumerate(state.battle):
            if slot is None or not matches(state, card, i + 1):
                continue
            distance = mapping.range_distance(state.board, h.space, slot.room)
            if distance is None:
                continue
            have = reach(state, hero, card)
            out.append(Playable(card, i + 1, distance, have, max(0, distance - have)))
    return tuple(out)


def card_contribution(state: OtherSideState, hero: str, card: str, space: int) -> tuple[int, tuple[str, ...]]:
    """What the Action card adds to the Heroes' fixed value if placed now under the Creature in
    `space` (at the end of its Fight Line), and its parts ("Guile +5", "Frontline +2", ...): the
    figure the fight's odds move by. It counts any Backline bonus the last card loses."""
    slot = state.battle[space - 1]
    if slot is None:
        return 0, ()
    idx = index(state.profile)
    c, creature = idx.action_cards[card], idx.creatures[slot.card]
    parts = []
    if c.creature_type == creature.creature_type and c.type_strength:
        parts.append(f"{c.creature_type} +{c.type_strength}")
    if c.mastery == creature.mastery and c.mastery_strength:
        parts.append(f"{c.mastery} +{c.mastery_strength}")
    first, last = not slot.fight_line, True
    if c.line_bonus and ((c.line_condition == "frontline" and first) or (c.line_condition == "backline" and last)):
        parts.append(f"{c.line_condition.capitalize()} +{c.line_bonus}")
    before = fight_setup(state, space).heroes_fixed
    trial = list(state.battle)
    trial[space - 1] = replace(slot, fight_line=slot.fight_line + (FightCard(hero, card),))
    after = fight_setup(replace(state, battle=tuple(trial)), space).heroes_fixed
    if slot.fight_line:
        lost = before + sum_parts(parts) - after
        if lost:
            parts.append(f"the last card's Backline -{lost}")
    return after - before, tuple(parts)


def sum_parts(parts: Sequence[str]) -> int:
    """The sum of the signed figures at the end of each part ("Guile +5" → 5)."""
    return sum(int(p.rsplit(" ", 1)[1]) for p in parts)


def _plays(state: OtherSideState, hero: str) -> Iterable[PlayAction]:
    """Candidate plays: each card, Creature and Artifact with the fewest discards, each beneficiary,
    the Inspiration draws and Magic Steps covered."""
    idx = index(state.profile)
    h = hero_state(state, hero)
    arts = tuple(a for a in h.hand if a in idx.artifacts)
    for p in playable_cards(state, hero):
        slot = state.battle[p.space - 1]
        others = tuple(dict.fromkeys(fc.hero for fc in slot.fight_line if fc.hero != hero))
        for art in (None,) + arts:
            need = max(0, p.distance - reach(state, hero, p.card, art))
            spare = tuple(c for c in h.hand if c not in (p.card, art))
            if need > len(spare):
                continue
            for ben in (None,) + others:
                serves = ben or hero
                drawers = served_by(state, "inspiration", hero, p.card, art, serves)
                movers = served_by(state, "magic_step", hero, p.card, art, serves)
                drawn: tuple[tuple[str, ...], ...] = ((),)
                if drawers:
                    d = hero_state(state, drawers[0])
                    drawn = draw_sequences(d.deck, d.discard, len(drawers), ordered=False)
                steps: tuple[str | None, ...] = (None,)
                if movers:
                    steps += mapping.movement_neighbours(state.board, hero_state(state, movers[0]).space)
                for cards, step in cover(drawn, steps):
                    yield PlayAction(hero, p.card, p.space, art, spare[:need], ben, cards, step)


def _draw_pools(deck: Sequence[str], discard: Sequence[str], due: int) -> tuple[tuple[str, ...], ...]:
    """One pool per card due (as many as the deck and discards can give): the cards that can be the
    k-th drawn, the deck's first, then the reshuffled discards' once the deck runs out mid-draw."""
    return tuple(tuple(dict.fromkeys(drawable(deck, discard, k))) for k in range(min(due, len(deck) + len(discard))))


def _inspiration_draws(state: OtherSideState,
                       hero: str) -> tuple[tuple[tuple[str, str | None, str], str, tuple], ...]:
    """For each card, Artifact and Hero served that draws by Inspiration: who draws, and a pool per
    card due. The player's own refill also offers the spare cards of the hand (a discard for range
    goes to the discard pile before the draw)."""
    idx = index(state.profile)
    h = hero_state(state, hero)
    arts = tuple(a for a in h.hand if a in idx.artifacts)
    out = []
    for card in dict.fromkeys(c for c in h.hand if c in idx.action_cards):
        for art in (None,) + arts:
            for served in (x.hero for x in state.heroes):
                drawers = served_by(state, "inspiration", hero, card, art, served)
                if not drawers or len(set(drawers)) > 1:
                    continue
                d = hero_state(state, drawers[0])
                discard = d.discard + (tuple(c for c in h.hand if c not in (card, art)) if d.hero == hero else ())
                out.append(((card, art, served), d.hero, _draw_pools(d.deck, discard, len(drawers))))
    return tuple(out)


def _fight(state: OtherSideState, hero: str) -> tuple[list[Choice], dict[str, tuple]]:
    name = data.hero_name(hero)
    idx = index(state.profile)
    h = hero_state(state, hero)
    choices = [Choice(f"{name} plays {e.card} against space {e.space}"
                      + (f" with {e.artifact}" if e.artifact else "")
                      + (f", discarding {', '.join(e.range_discards)}" if e.range_discards else "")
                      + (f" for {data.hero_name(e.beneficiary)}" if e.beneficiary else "")
                      + (f", draws {', '.join(e.drawn)}" if e.drawn else "")
                      + (f", steps to {space_said(state, e.step_to)}" if e.step_to else ""),
                      e, "report" if e.drawn else "move")
               for e in _plays(state, hero) if _accepted(state, e)]
    discards = tuple(dict.fromkeys(h.hand)) or (None,)
    choices += [Choice(f"{name} discards {c}" if c else f"{name} plays no card", DiscardInstead(hero, c))
                for c in discards]
    playable = playable_cards(state, hero)
    offers = {
        "playable": playable, "targets": tuple(sorted({p.space for p in playable})),
        "cards": tuple(c for c in h.hand if c in idx.action_cards),
        "spaces": tuple(i + 1 for i, s in enumerate(state.battle) if s is not None),
        "artifacts": tuple(a for a in h.hand if a in idx.artifacts),
        "beneficiaries": tuple(x.hero for x in state.heroes),
        "step_to": mapping.movement_neighbours(state.board, h.space), "discard": tuple(h.hand),
        # One of Us: a Magic Step or Inspiration may serve another Hero, who steps from their own space
        # and draws from their own deck (then their reshuffled discards).
        **{f"step_to:{x.hero}": mapping.movement_neighbours(state.board, x.space) for x in state.heroes},
        **{f"draw:{x.hero}": tuple(dict.fromkeys(drawable(x.deck, x.discard, 0))) for x in state.heroes},
        "inspiration": _inspiration_draws(state, hero),
    }
    return choices, offers


def next_fight_space(state: OtherSideState) -> int | None:
    """The Battle board space of the next fight to settle in Phase 4."""
    return next_fight(state)


# --- Phase 4 ---------------------------------------------------------------------------------

def _battle(state: OtherSideState) -> tuple[list[Choice], dict[str, tuple]]:
    space = next_fight(state)
    if space is None:
        return [], {}
    setup = fight_setup(state, space)
    hero_faces = tuple(dict.fromkeys(state.profile.hero_die))
    creature_faces = tuple(dict.fromkeys(state.profile.creature_die)) if setup.creature_rolled else (None,)
    won_pairs, lost_pairs = [], []
    for h in hero_faces:
        for c in creature_faces:
            heroes, creature = totals(setup, h.value, c.value if c else None)
            (won_pairs if heroes_win(heroes, creature) else lost_pairs).append((h, c))
    spoils = draw_sequences(state.artifact_deck, state.artifact_discard, spoils_due(state, setup, True))
    rolls = [(pair, ()) for pair in lost_pairs] + list(cover(won_pairs, spoils))
    choices = []
    for (h, c), drawn in rolls:
        event = ResolveFight(space, h.value, c.value if c else None, bool(c and c.wound), h.wound, drawn)
        dice = f"Hero die {h.value}{'*' if h.wound else ''}" + \
            (f", Creature die {c.value}{'*' if c.wound else ''}" if c else "")
        choices.append(Choice(f"Fight {space}: {dice}" + (f", spoils {', '.join(drawn)}" if drawn else ""),
                              event, "report"))
    most = index(state.profile).creatures[setup.creature].artifacts
    offers = {"next_fight": (space,),
              **{f"spoil:{k + 1}": drawable(state.artifact_deck, state.artifact_discard, k) for k in range(most)}}
    return choices, offers


# --- Phase 5 ---------------------------------------------------------------------------------

def restore_pool(state: OtherSideState, hero: str) -> tuple[str, ...]:
    """The cards the Hero's Restoration draw can bring: from the deck, then the reshuffled discards."""
    h = hero_state(state, hero)
    due = draws_due(state, hero)
    return tuple(dict.fromkeys(c for k in range(due) for c in drawable(h.deck, h.discard, k)))


def _restore(state: OtherSideState) -> tuple[list[Choice], dict[str, tuple]]:
    left = tuple(h.hero for h in state.heroes if h.hero not in state.acted)
    choices, offers = [], {"heroes": left}
    for hero in left:
        h = hero_state(state, hero)
        heals = heal_choices(state, hero)
        seqs = draw_sequences(h.deck, h.discard, draws_due(state, hero), ordered=False)
        for drawn, heal in cover(seqs, heals):
            choices.append(Choice(f"{data.hero_name(hero)} draws {', '.join(drawn) or 'nothing'}"
                                  + (f", heals {heal}" if heal else ""), Restore(hero, drawn, heal), "report"))
        offers[f"restore_pool:{hero}"] = restore_pool(state, hero)
        offers[f"restore_draws:{hero}"] = _draw_pools(h.deck, h.discard, draws_due(state, hero))
        offers[f"heal:{hero}"] = heals
    return choices, offers


# --- setup -------------------------------------------------------------------------------------

def _setup_event(profile: Profile, heroes: Sequence[str], leader: str, hands: dict[str, tuple[str, ...]],
                 layout: str, side: str) -> SetUp:
    well = mapping.layout_tile(layout, side)
    return SetUp(tuple(heroes), leader, well, well.spaces[0].name, hands)


def setup_events(profile: Profile, seed: int | None = None) -> tuple[SetUp, ...]:
    """Legal setups for this profile: with no seed, each number of Heroes in the rulebook's order
    with each Leader, the first five cards and the first layout as the Well; with a seed, one
    setup per number of Heroes with the seats, Leader, hands and Well varied by it."""
    usable = [h for h in data.HERO_IDS if len(cards_of(profile, h)) >= data.STARTING_HAND]
    others = [h for h in usable if h != data.BLIND_GUARDIAN]
    groups = [others[:n] for n in range(data.MIN_HEROES, len(others) + 1)]
    if data.BLIND_GUARDIAN in usable and len(others) == data.MAX_HEROES - 1:
        groups.append(others + [data.BLIND_GUARDIAN])
    out = []
    if seed is None:
        layout, side = next(iter(mapping.TILE_LAYOUTS)), data.SIDES[0]
        for heroes in groups:
            hands = {h: cards_of(profile, h)[:data.STARTING_HAND] for h in heroes}
            out += [_setup_event(profile, heroes, leader, hands, layout, side) for leader in heroes]
        return tuple(out)
    rng = random.Random(seed)
    for heroes in groups:
        seats = rng.sample(heroes, len(heroes))
        hands = {h: tuple(rng.sample(cards_of(profile, h), data.STARTING_HAND)) for h in seats}
        out.append(_setup_event(profile, seats, rng.choice(seats), hands,
                                rng.choice(list(mapping.TILE_LAYOUTS)), rng.choice(data.SIDES)))
    return tuple(out)


def players_of_setup(event: Any) -> tuple[str, ...] | None:
    """The Heroes' names if `event` is the setup, else None."""
    return tuple(data.hero_name(h) for h in event.heroes) if isinstance(event, SetUp) else None


# --- the step, the choices, the end ---------------------------------------------------------------

def whose_turn(state: OtherSideState) -> str:
    """The Hero expected to act ("" when the step is for the whole table)."""
    return current_hero(state)


def _prompt(state: OtherSideState) -> str:
    phase = state.phase
    who = data.hero_name(current_hero(state)) if phase in (Phase.HUNT, Phase.PLAN, Phase.FIGHT) else ""
    if phase is Phase.SETUP:
        return (f"Choose the Heroes (the Blind Guardian joins only with the other four) and the Leader, lay "
                f"the Well, and report each Hero's {data.STARTING_HAND} opening cards.")
    if phase is Phase.HUNT:
        return f"{who}: explore past a torch of your space, or move 1 step (click a highlighted space)."
    if phase is Phase.PLAN:
        return (f"{who}: put an Action tile in the Initiative Line (with up to {data.BOND_TOKENS_PER_TILE} "
                "Bond tokens), or pass.")
    if phase is Phase.FIGHT:
        return f"{who}: place an Action card under a Creature in range, or discard a card instead."
    if phase is Phase.BATTLE:
        return f"Fight in Battle board space {next_fight(state)}: roll both dice and report them."
    if phase is Phase.RESTORE:
        left = [data.hero_name(h.hero) for h in state.heroes if h.hero not in state.acted]
        return f"Each Hero draws and takes back their Bond tokens: {', '.join(left)} still to restore."
    if phase is Phase.AWAKENING:
        need = next_threshold(state)
        steps = ", then ".join(str(n) for n in data.DRAGON_THRESHOLDS)
        return ("The Dragon breathes for the most crowded space: press the button. The most Heroes "
                "sharing one space (a multi-tile corridor is one space) add as many face-down Breath "
                f"tokens; {steps} tokens raise a Dragon tile" + (f" (next: {need})." if need else "."))
    return ("Victory! The Heroes gathered enough Mirror Fragments." if state.outcome == "won"
            else "Defeat: Phylax the Dark has fully emerged from the Well.")


def next_step(state: OtherSideState) -> Step:
    """Who acts now, the step as the rulebook heads it, what to do, and the rulings met there."""
    phase = state.phase
    if phase in (Phase.HUNT, Phase.PLAN, Phase.FIGHT):
        actor = data.hero_name(current_hero(state))
    else:
        actor = CHANCE if phase is Phase.BATTLE else TABLE
    return Step(actor, phase.heading if phase is not Phase.OVER else "Game over", phase.heading,
                _prompt(state), RULINGS_BY_PHASE[phase])


def _accepted(state: OtherSideState, event: Any) -> bool:
    """Whether the rules accept the event now: the rules themselves decide, not a copy of them."""
    try:
        apply(state, event)
    except RuleError:
        return False
    return True


def options(state: OtherSideState) -> Options:
    """The step and every event offered now (see the module docstring for how reports are listed)."""
    step = next_step(state)
    phase = state.phase
    if phase is Phase.OVER or state.outcome:
        return Options(step)
    if phase is Phase.SETUP:
        events = setup_events(state.profile)
        return Options(step, tuple(Choice(f"{len(e.heroes)} Heroes, {data.hero_name(e.leader)} leads", e, "report")
                                   for e in events if _accepted(state, e)),
                       {"heroes": data.HERO_IDS, "layouts": tuple(mapping.TILE_LAYOUTS)})
    if phase is Phase.AWAKENING:
        return Options(step, (Choice("Dragon's Awakening", DragonAwakens()),))
    if phase is Phase.BATTLE:
        choices, offers = _battle(state)
    elif phase is Phase.RESTORE:
        choices, offers = _restore(state)
    else:
        hero = current_hero(state)
        choices, offers = {Phase.HUNT: _hunt, Phase.PLAN: _plan, Phase.FIGHT: _fight}[phase](state, hero)
    return Options(step, tuple(choices), offers)


def is_over(state: OtherSideState) -> bool:
    """Whether the game has ended (Victory and Defeat)."""
    return state.phase is Phase.OVER


def outcome(state: OtherSideState) -> Outcome | None:
    """Victory for every Hero, or defeat for all; None while the game goes on."""
    if not is_over(state):
        return None
    scores = {"mirror_fragments": state.fragments, "dragon_tiles": state.dragon_tiles}
    if state.outcome == "won":
        return Outcome(tuple(data.hero_name(h.hero) for h in state.heroes),
                       f"Victory: {state.fragments} of {fragments_to_win(state)} Mirror Fragments gathered.", scores)
    return Outcome((), "Defeat: Phylax the Dark has fully emerged from the Well.", scores)
