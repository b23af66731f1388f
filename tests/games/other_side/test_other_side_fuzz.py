"""Random play: only RuleError is ever raised, a refused event changes nothing, and nothing is lost."""

import copy
from collections import Counter
from dataclasses import fields

from hypothesis import given
from hypothesis import strategies as st

from companion.errors import RuleError
from companion.games.other_side import board as mapping
from companion.games.other_side import data
from companion.games.other_side.phases.battle import fight_setup, next_fight
from companion.games.other_side.board import SpaceSpec, TileSpec
from companion.games.other_side.events import (
    DiscardInstead, DragonAwakens, Explore, Move, PassPlan, PlaceActionTile, PlayAction, Restore,
    ResolveFight, SetUp, StayPut,
)
from companion.games.other_side.profile import index, load_example_profile
from companion.games.other_side.phases.restoration import draws_due
from companion.games.other_side.rules import apply, new_game
from companion.games.other_side.state import breath_on_board, current_hero, wounded_tokens
from tests.games.other_side.other_side_helpers import PROFILE, WELL

PROFILES = (PROFILE, load_example_profile())
ALL_HEROES = ("andre", "hansi", "marcus", "frederik")


def pool(deck, discard, k):
    return tuple((deck + discard)[:k])


def random_tile(draw, side):
    n = draw(st.integers(1, 3))
    spaces = tuple(SpaceSpec(f"s{i}", draw(st.sampled_from(data.SPACE_KINDS)),
                             tuple(draw(st.sets(st.sampled_from(data.COMPASS), max_size=4))))
                   for i in range(n))
    openings = tuple((f"s{i}", f"s{i + 1}") for i in range(n - 1) if draw(st.booleans()))
    return TileSpec(side, spaces, openings)


def candidates(state, draw):
    """Plausible events for the phase under way, some right and some wrong."""
    heroes = [h.hero for h in state.heroes]
    who = current_hero(state) or draw(st.sampled_from(heroes))
    if draw(st.integers(0, 9)) == 0:
        who = draw(st.sampled_from(heroes))  # now and then, someone out of turn
    me = next(h for h in state.heroes if h.hero == who)
    idx = index(state.profile)
    out = []
    if state.phase == "hunt":
        creatures = [pool(state.creature_deck, state.creature_discard, k) for k in (0, 1, 2, 3)]
        steps = mapping.legal_destinations(state.board, me.space, 2)
        if steps:
            end = draw(st.sampled_from(steps))
            path = (end,) if end in mapping.movement_neighbours(state.board, me.space) else \
                (next(n for n in mapping.movement_neighbours(state.board, me.space)
                      if end in mapping.movement_neighbours(state.board, n)), end)
            out += [Move(who, path, c) for c in creatures]
        torches = mapping.open_torches(state.board, me.space)
        if torches and state.map_tiles_left:
            side = "blue" if mapping.tile_of(state.board, me.space).side == "green" else "green"
            tile = random_tile(draw, side if draw(st.integers(0, 9)) else "green")
            art = pool(state.artifact_deck, state.artifact_discard, 1)
            for entry in (s.name for s in tile.spaces):
                for c in creatures:
                    out += [Explore(who, torches[0], tile, entry, a, c) for a in (art[0] if art else None, None)]
        out.append(StayPut(who))
    elif state.phase == "plan":
        for end in ("left", "right"):
            for bonds in ((), ("left",), ("right",), ("left", "right")):
                out.append(PlaceActionTile(who, end, bonds))
        out.append(PassPlan(who))
    elif state.phase == "fight":
        hand = me.hand
        actions = [c for c in hand if c in idx.action_cards]
        arts = [c for c in hand if c in idx.artifacts]
        for card in actions:
            for space in range(1, 5):
                art = draw(st.sampled_from([None] + arts))
                spare = tuple(c for c in hand if c not in (card, art))[:draw(st.integers(0, 2))]
                icons = idx.action_cards[card].icons
                drawn = pool(me.deck, me.discard, 1) if "inspiration" in icons else ()
                step = None
                if "magic_step" in icons and mapping.movement_neighbours(state.board, me.space):
                    step = mapping.movement_neighbours(state.board, me.space)[0]
                out.append(PlayAction(who, card, space, art, spare, None, drawn, step))
        out += [DiscardInstead(who, hand[0] if hand else None), DiscardInstead(who, None)]
    elif state.phase == "battle":
        space = next_fight(state) or 1
        setup = fight_setup(state, space) if state.battle[space - 1] else None
        hero = draw(st.sampled_from(state.profile.hero_die))
        creature = draw(st.sampled_from(state.profile.creature_die))
        rolled = setup is None or setup.creature_rolled
        for k in (0, 1, 2):
            arts = pool(state.artifact_deck, state.artifact_discard, k)
            out.append(ResolveFight(space, hero.value, creature.value if rolled else None,
                                    creature.wound if rolled else False, hero.wound, arts))
    elif state.phase == "restore":
        for h in state.heroes:
            if h.hero not in state.acted:
                n = draws_due(state, h.hero)
                heal = draw(st.integers(0, wounded_tokens(state, h.hero)))
                out += [Restore(h.hero, pool(h.deck, h.discard, n), heal),
                        Restore(h.hero, pool(h.deck, h.discard, n + 1), 0)]
    elif state.phase == "awakening":
        out.append(DragonAwakens())
    return out or [DragonAwakens()]


def check_invariants(state):
    """Nothing is created or lost: every card, token and tile is somewhere, once."""
    profile = state.profile
    assert breath_on_board(state) <= data.BREATH_TOKENS
    assert 0 <= state.fragments <= data.MIRROR_FRAGMENTS and 0 <= state.dragon_tiles <= data.DRAGON_TILES
    in_fight = [fc for s in state.battle if s for fc in s.fight_line]
    creatures = Counter(state.creature_deck + state.creature_discard + state.conquered +
                        tuple(s.card for s in state.battle if s))
    assert creatures == Counter(c.id for c in profile.creatures)
    held = Counter(state.artifact_deck + state.artifact_discard)
    table = data.SETUP_VARIABLES[len(state.heroes)]
    for h in state.heroes:
        zones = Counter(h.hand + h.deck + h.discard + h.removed +
                        tuple(fc.card for fc in in_fight if fc.hero == h.hero) +
                        tuple(fc.artifact for fc in in_fight if fc.hero == h.hero and fc.artifact))
        own = Counter(c.id for c in profile.action_cards if c.hero == h.hero)
        assert all(zones[c] == 1 for c in own), h.hero
        held += zones - own
        bonds = sum(1 for i in state.line if i.kind == "bond" and i.hero == h.hero)
        tiles = sum(1 for i in state.line if i.kind == "tile" and i.hero == h.hero)
        assert h.bonds_ready + h.bonds_wounded + bonds == table.bond_tokens_per_hero
        assert h.action_tiles + tiles == table.action_tiles_per_hero
        assert h.space in {s.id for s in state.board.spaces}
    assert held == Counter(a.id for a in profile.artifacts)


def snapshot(state):
    """A deep copy of everything but the (large, shared) profile."""
    return copy.deepcopy({f.name: getattr(state, f.name) for f in fields(state) if f.name != "profile"})


@given(st.data())
def test_random_play_keeps_every_rule_and_every_component(data_):
    draw = data_.draw
    profile = draw(st.sampled_from(PROFILES))  # the rulebook-fitted one and the shipped EXAMPLE
    seats = tuple(draw(st.permutations(ALL_HEROES))[:draw(st.integers(2, 4))])
    hands = {h: tuple(c.id for c in profile.action_cards if c.hero == h)[:5] for h in seats}
    state = apply(new_game(profile), SetUp(seats, draw(st.sampled_from(seats)), WELL, "hall", hands))
    for _ in range(40):
        if state.outcome:
            break
        options = candidates(state, draw)
        start = draw(st.integers(0, len(options) - 1))
        for event in options[start:] + options[:start]:
            before = snapshot(state)
            try:
                state = apply(state, event)
            except RuleError as err:
                assert snapshot(state) == before and err.section, event
                continue
            check_invariants(state)
            break
