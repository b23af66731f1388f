"""Setup, and the one `apply` that checks an event against the phase under way and applies it."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from companion.errors import RuleError

from . import board as mapping
from . import data
from .events import (
    DiscardInstead, DragonAwakens, Explore, Move, PassPlan, PlaceActionTile, PlayAction, Restore,
    ResolveFight, SetUp, StayPut,
)
from .phases.awakening import dragon_awakens
from .phases.battle import resolve_fight
from .phases.fighting import discard_instead, play_action
from .phases.hunt import explore, move, stay_put
from .phases.plan import pass_plan, place_action_tile
from .phases.restoration import restore
from .profile import Profile, card_said, cards_of
from .state import HeroState, OtherSideState, Phase, counted

SETUP = "Setup"
PLAYER_SETUP = "Setup (Player Setup)"


def new_game(profile: Profile) -> OtherSideState:
    """The table before setup: every Creature and Artifact of the profile in its deck."""
    return OtherSideState(
        profile=profile,
        creature_deck=tuple(c.id for c in profile.creatures),
        artifact_deck=tuple(a.id for a in profile.artifacts),
    )


def set_up(state: OtherSideState, event: SetUp) -> OtherSideState:
    """Choose Heroes and Leader, lay the Well, deal opening hands, set aside tiles and tokens."""
    if state.phase is not Phase.SETUP:
        raise RuleError("The game is already set up.", SETUP)
    heroes = tuple(event.heroes)
    if not data.MIN_HEROES <= len(heroes) <= data.MAX_HEROES:
        raise RuleError("The game is for 2 to 5 Heroes.", "Goal of the Game")
    for h in heroes:
        if h not in data.HERO_IDS:
            raise RuleError(f"{h!r} is not one of the five Heroes.", "Elements of the Game")
    if len(set(heroes)) != len(heroes):
        raise RuleError("Each player takes a different Hero.", PLAYER_SETUP)
    if data.BLIND_GUARDIAN in heroes and len(heroes) < data.MAX_HEROES:
        raise RuleError("The Blind Guardian joins only once the other four Heroes are playing.",
                        "Goal of the Game (note on the number of players)")
    if event.leader not in heroes:
        raise RuleError("The Leader must be one of the Heroes playing.", "Setup (Player Setup, 6)")
    board = mapping.start_board(event.well)
    start = mapping.space_id(0, event.start)
    mapping.get_space(board, start)
    if set(event.hands) != set(heroes):
        raise RuleError("Report the opening hand of every Hero, and of no one else.", PLAYER_SETUP)
    table = data.SETUP_VARIABLES[len(heroes)]
    states = []
    for h in heroes:
        own = cards_of(state.profile, h)
        hand = tuple(event.hands[h])
        if len(own) < data.STARTING_HAND:
            raise RuleError(f"The profile lists only {counted(len(own), 'Action card')} for {data.hero_name(h)}; "
                            f"at least {data.STARTING_HAND} are needed to deal a hand.", PLAYER_SETUP)
        if len(hand) != data.STARTING_HAND or len(set(hand)) != len(hand):
            raise RuleError(f"{data.hero_name(h)} draws {data.STARTING_HAND} different cards.", PLAYER_SETUP)
        for c in hand:
            if c not in own:
                raise RuleError(f"{card_said(state.profile, c)} is not one of {data.hero_name(h)}'s Action cards.",
                                PLAYER_SETUP)
        states.append(HeroState(
            hero=h, space=start, hand=hand, deck=tuple(c for c in own if c not in hand),
            action_tiles=table.action_tiles_per_hero, bonds_ready=table.bond_tokens_per_hero,
        ))
    leader = heroes.index(event.leader)
    return replace(state, settings=event.settings, phase=Phase.HUNT, turn=1, heroes=tuple(states),
                   leader=leader, current=leader, board=board)


HANDLERS: dict[type, Callable[[OtherSideState, object], OtherSideState]] = {
    SetUp: set_up,
    Explore: explore,
    Move: move,
    StayPut: stay_put,
    PlaceActionTile: place_action_tile,
    PassPlan: pass_plan,
    PlayAction: play_action,
    DiscardInstead: discard_instead,
    ResolveFight: resolve_fight,
    Restore: restore,
    DragonAwakens: dragon_awakens,
}


def apply(state: OtherSideState, event: object) -> OtherSideState:
    """The state after `event`, or a RuleError saying why the rules refuse it."""
    handler = HANDLERS.get(type(event))
    if handler is None:
        raise RuleError(f"{type(event).__name__} is not a step of From the Other Side.", "Game Flow")
    if state.phase is Phase.SETUP and not isinstance(event, SetUp):
        raise RuleError("Set up the game first.", SETUP)
    return handler(state, event)
