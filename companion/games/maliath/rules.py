"""Maliath's rules: `apply(state, event, profile)` gives the new state or raises RuleError naming the section."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from companion.errors import RuleError
from companion.games.maliath.events import (
    ArbiterAim,
    AttunementTaken,
    BoardChanged,
    EndEra,
    Flip,
    MonsterShown,
    Pick,
    PlayerBattle,
    Report,
    Setup,
    UnitsReturned,
)
from companion.games.maliath.odds import ARBITER_AIMS
from companion.games.maliath.phases import board_facts
from companion.games.maliath.phases import setup as setup_phase
from companion.games.maliath.phases import moves, turn
from companion.games.maliath.phases.asking import section_of
from companion.games.maliath.phases.sections import SEC_DEPLOY
from companion.games.maliath.profile import Profile
from companion.games.maliath.state import MONSTER_NAMES, InstructionsFor, MaliathState, Phase, Task

__all__ = ["apply", "initial_state"]

SEC_GENERAL = "General Rules and New Concepts"
SEC_ATTUNE = "Phase 2 - During an Era: Perform an Attunement"
SEC_ARBITER = "Maliath in a 2-Player Game: Starting a Battle"


def initial_state(profile: Profile) -> MaliathState:
    """The table before setup."""
    return setup_phase.initial_state(profile)


def _whole(value: Any, name: str, section: str, low: int = 0) -> int:
    if type(value) is not int or value < low:
        raise RuleError(f"{name}: must be a whole number of at least {low}, not {value!r}.", section)
    return value


def apply(state: MaliathState, event: Any) -> MaliathState:
    """The state after `event`, or RuleError saying why it is refused (the state given is never changed)."""
    if isinstance(event, Setup):
        return turn.run(setup_phase.set_up(state, event, state.profile))
    if state.phase is Phase.SETUP:
        raise RuleError("Set her side up first.", setup_phase.SECTION)
    if state.phase is Phase.OVER:
        raise RuleError("The game is over.", turn.SEC_GAME_END)
    if isinstance(event, Flip):
        if not isinstance(event.card, str):
            raise RuleError(f"card: a card key, not {event.card!r}.", turn.SEC_TURN)
        return turn.flip(state, event.card)
    if isinstance(event, Pick):
        if not isinstance(event.value, str):
            raise RuleError(f"Pick: a choice's name, not {event.value!r}.", section_of(state))
        return turn.answer(state, event.value)
    if isinstance(event, Report):
        if type(event.value) is not int:
            raise RuleError(f"Report: a whole number, not {event.value!r}.", section_of(state))
        return turn.answer(state, event.value)
    if isinstance(event, PlayerBattle):
        return turn.player_battle(state, event.starter)
    if isinstance(event, EndEra):
        return turn.end_era(state)
    if state.phase is not Phase.ERA:
        raise RuleError("Finish the step under way first.", section_of(state))
    if isinstance(event, MonsterShown):
        if event.monster not in MONSTER_NAMES or type(event.shown) is not bool:
            raise RuleError(f"monster: one of {', '.join(MONSTER_NAMES)}, not {event.monster!r}.", SEC_GENERAL)
        i = MONSTER_NAMES.index(event.monster)
        if state.visible[i] == event.shown:
            raise RuleError(f"{event.monster}'s Reference Card is already {'visible' if event.shown else 'hidden'}.",
                            SEC_GENERAL)
        seen = "is visible" if event.shown else "has left play"
        return replace(state, visible=state.visible[:i] + (event.shown,) + state.visible[i + 1:],
                       instructions=(f"Recorded: {event.monster}'s Reference Card {seen}.",),
                       instructions_for=InstructionsFor.REPORT)
    if isinstance(event, BoardChanged):
        cleared = {"islands": {"ring": ()}, "direction": {"direction": ""}}.get(event.what)
        if cleared is None:
            raise RuleError(f"what: 'islands' or 'direction', not {event.what!r}.", board_facts.SEC_SETUP)
        # Asked again at once, as at setup; her Champion stays on her Island.
        return turn.run(replace(state, **cleared, phase=Phase.TURN, card="", tasks=(Task.BOARD,),
                                instructions=(), instructions_for=InstructionsFor.BOARD))
    if isinstance(event, ArbiterAim):
        if state.players != 2:
            raise RuleError("The Arbiter plays only in a 2-player game.", SEC_ARBITER)
        if event.aim not in ARBITER_AIMS:
            raise RuleError(f"aim: one of {', '.join(ARBITER_AIMS)}, not {event.aim!r}.", SEC_ARBITER)
        if event.aim == state.arbiter_aim:
            raise RuleError(f"The Arbiter's aim is already {event.aim!r}.", SEC_ARBITER)
        return replace(state, arbiter_aim=event.aim,
                       instructions=(f"Recorded: the Arbiter now aims to {event.aim} her with the card kept; "
                                     "the odds follow it.",), instructions_for=InstructionsFor.REPORT)
    if isinstance(event, UnitsReturned):
        golems = _whole(event.golems, "golems", SEC_DEPLOY)
        troops = _whole(event.troops, "troops", SEC_DEPLOY)
        all_golems, all_troops = turn.supply_size(state)
        if not golems and not troops:
            raise RuleError("Report at least one unit returned.", SEC_DEPLOY)
        if state.golems + golems > all_golems or state.troops + troops > all_troops:
            raise RuleError(f"Only {all_golems - state.golems} Golems and {all_troops - state.troops} Troops of "
                            "hers are on the board.", SEC_DEPLOY)
        state, line = moves.units_back(state, golems, troops)
        return replace(state, instructions=(f"Recorded: {line}.",), instructions_for=InstructionsFor.REPORT)
    if isinstance(event, AttunementTaken):
        position = _whole(event.position, "position", SEC_ATTUNE, low=1)
        if position > len(state.markers):
            raise RuleError(f"position: 1 to {len(state.markers)}, not {position}.", SEC_ATTUNE)
        markers = state.markers[position - 1]
        if 2 in state.setup.challenges and markers:
            raise RuleError("Challenge Card 2: you may not take an Attunement Card with an Inclination marker.",
                            SEC_ATTUNE)
        if markers != 1:
            raise RuleError("You may not take an Attunement Card with two Inclination markers." if markers == 2 else
                            "That Attunement Card has no Inclination marker to return.", SEC_ATTUNE)
        m = state.markers
        return replace(state, markers=m[:position - 1] + (0,) + m[position:],
                       instructions=("You score half its Glory condition; its Inclination marker returns.",),
                       instructions_for=InstructionsFor.ATTUNEMENT)
    raise RuleError(f"Maliath has no event {type(event).__name__}.", SEC_GENERAL)
