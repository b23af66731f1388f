"""Mystling Academy's rules: `apply(state, event)` gives the new state or raises RuleError naming the section.

Each event is handled by its step in `phases/` (named in the rulebook's words); this module dispatches it
and re-exports what the options, the odds and the tests read.

The turn is the rulebook's five steps; what a card, a Bonus Action or an Enemy effect does is a
list of `Pending` items worked through in order. The companion does the bookkeeping itself
(discarding, reshuffling, sliding the Enemy's slots, the Special Ability check) and waits for an
event wherever the table reports a draw or a player chooses (where to move, which slot to
Trigger, where a token goes, where the Enemy's Rush or Retreat ends among the tied spaces, the
face-up top card of the Enemy deck). A card effect the profile holds as text is applied with the
generic controls (`ByHand`: Damage, Heal, a move, a token, a Condition), each checked here.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from companion.errors import RuleError

from .events import (ByHand, Concede, Draw, EndTurn, EnemyDraw, EnemyMove, EnemyResolve, EnemyToken, EnemyTop, MoveTo,
                     Mulligan, NotTamed, PlaceToken, PlayCard, Proceed, Resolve, SetUp, Tamed, Trigger, UseBonus)
from .phases.bookkeeping import EFFECT_WORDS, effect_words, enemy_effects, reshuffle_words, settle
from .phases.combat_keywords import on_move, on_place, on_resolve, on_trigger
from .phases.combat_setup import on_draw, on_mulligan, on_setup
from .phases.end_of_combat import on_concede, on_not_tamed, on_tamed
from .phases.enemy_turn import (enemy_refill, on_enemy_draw, on_enemy_move, on_enemy_resolve, on_enemy_token,
                                on_enemy_top)
from .phases.generic_controls import on_by_hand
from .phases.sections import (BASIC_BONUS, BONUS, BY_HAND, BY_HAND_SECTION, END, ENEMY_KEYWORDS, ENEMY_TURN, IN_PLAY,
                              KEYWORDS, NO_CHOICE, PILES, SETUP, SOLO_SETUP, STEP, TOKENS, TOP_SECTION, TURN)
from .phases.sheets import (conditions_of, damage_of, elements_of, enemy_move_choices, enemy_token_targets,
                            filled_slots, is_enemy, is_solo, move_choices, name_of, passive_of, range_to_opponent,
                            sheet, side_of, sides_in_play, space_of, stat, token_targets, tokens_counted, tokens_of,
                            upgrade_of)
from .phases.turn_structure import (bonus_cost_and_effects, bonus_key, bonus_label, on_bonus, on_end_turn, on_play,
                                    on_proceed)
from .profile import Profile
from .state import MystlingState, Phase

__all__ = ["BASIC_BONUS", "BONUS", "BY_HAND", "BY_HAND_SECTION", "EFFECT_WORDS", "END", "ENEMY_KEYWORDS", "ENEMY_TURN",
           "IN_PLAY", "KEYWORDS", "NO_CHOICE", "PILES", "SETUP", "SOLO_SETUP", "STEP", "TOKENS", "TOP_SECTION", "TURN",
           "apply", "bonus_cost_and_effects", "bonus_key", "bonus_label", "conditions_of", "damage_of", "effect_words",
           "elements_of", "enemy_effects", "enemy_refill", "enemy_move_choices", "enemy_token_targets", "filled_slots", "is_enemy",
           "is_solo", "move_choices", "name_of", "new_game", "passive_of", "range_to_opponent", "reshuffle_words",
           "settle", "sheet",
           "side_of", "sides_in_play", "space_of", "stat", "token_targets", "tokens_counted", "tokens_of",
           "upgrade_of"]


def new_game(profile: Profile) -> MystlingState:
    """The table before Combat Setup."""
    return MystlingState(profile=profile)


HANDLERS = {SetUp: on_setup, Draw: on_draw, Mulligan: on_mulligan, Proceed: on_proceed, PlayCard: on_play,
            UseBonus: on_bonus, Resolve: on_resolve, MoveTo: on_move, Trigger: on_trigger, PlaceToken: on_place,
            EndTurn: on_end_turn, EnemyDraw: on_enemy_draw, EnemyResolve: on_enemy_resolve, EnemyMove: on_enemy_move,
            EnemyToken: on_enemy_token, EnemyTop: on_enemy_top, Tamed: on_tamed, NotTamed: on_not_tamed,
            Concede: on_concede, ByHand: on_by_hand}


_FIELD_TYPES = {"str": str, "int": int, "bool": bool}


def _well_formed(event: Any) -> None:
    """RuleError naming the first field of `event` whose value is not of its declared type."""
    for f in fields(event):
        value = getattr(event, f.name)
        if f.type == "tuple[str, ...]":
            ok = isinstance(value, tuple) and all(isinstance(v, str) for v in value)
        else:
            ok = type(value) is _FIELD_TYPES[f.type]
        if not ok:
            raise RuleError(f"{type(event).__name__}.{f.name} must be {f.type}, not {value!r}.", TURN)


def apply(state: MystlingState, event: Any) -> MystlingState:
    """The state after `event`, or RuleError naming the rulebook section that refuses it."""
    handler = HANDLERS.get(type(event))
    if handler is None:
        raise RuleError(f"Mystling Academy has no move {type(event).__name__}.", TURN)
    _well_formed(event)
    state = replace(state, said=()) if state.said else state
    if state.phase == Phase.OVER:
        raise RuleError("The Combat is over.", END)
    if state.phase == Phase.SETUP and not isinstance(event, SetUp):
        raise RuleError("Set up the Combat first.", SETUP)
    if state.phase == Phase.WIN_CHECK and not isinstance(event, (Tamed, NotTamed)):
        raise RuleError("The Enemy is defeated: say whether that also fulfilled the Taming card.", f"{END}: TAME")
    try:
        return settle(handler(state, event))
    except (ValueError, TypeError) as exc:  # a malformed event (e.g. a slot of "1")
        raise RuleError(f"That move is not well formed: {exc}", TURN) from None
