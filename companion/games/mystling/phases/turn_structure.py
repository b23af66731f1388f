"""Turn Structure: the Bonus Action steps, resolving one Action card, drawing, the End of Turn."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from companion.errors import RuleError
from companion.game import says

from .. import data
from ..combat import gain_power, slot_power
from ..events import EndTurn, PlayCard, Proceed, UseBonus
from ..profile import Effect
from ..state import EMPTY, ENEMY_SIDE, MystlingState, Pending, Phase
from .sections import TURN, STEP, BONUS, BASIC_BONUS
from .sheets import is_solo, sheet, one_each_less, side_of, filled_slots
from .bookkeeping import set_side, slide_right, pending_of, card_pending, start_turn, enemy_discards


def my_turn(state: MystlingState, player: Any, phases: tuple[Phase, ...], what: str, section: str) -> int:
    """The acting player's side, or RuleError when the step is not theirs or not open now."""
    side = side_of(state, player)
    if state.phase not in phases or side != state.active:
        raise RuleError(f"{what} is not open now: it is {state.players[state.active].player if state.active < len(state.players) else 'the Enemy'}'s "
                        f"{state.phase.value}.", section)
    if state.pending:
        raise RuleError(f"{what} waits until the effect being resolved is done.", section)
    return side


def on_proceed(state: MystlingState, e: Proceed) -> MystlingState:
    """A Bonus Action step ends: on to resolving a card, or to drawing (Turn Structure 1, 3, 4)."""
    side = my_turn(state, e.player, (Phase.BEFORE_CARD, Phase.AFTER_CARD), "Ending the Bonus Action step", TURN)
    if state.phase == Phase.BEFORE_CARD:
        return replace(state, phase=Phase.CARD if filled_slots(sheet(state, side)) else Phase.AFTER_CARD)
    s = sheet(state, side)
    slots = slide_right(s.slots)
    draws = tuple(Pending("draw", side, source="refill") for c in slots if c == EMPTY)
    return replace(set_side(state, side, slots=slots), phase=Phase.DRAW, pending=draws)


def on_play(state: MystlingState, e: PlayCard) -> MystlingState:
    """Turn Structure 2: the card in the slot chosen, its Power gained, its effects pending."""
    side = my_turn(state, e.player, (Phase.CARD,), "Resolving an Action card", STEP[2])
    s = sheet(state, side)
    if e.slot not in filled_slots(s):
        raise RuleError(f"Slot {e.slot!r} holds no card: choose one of slots "
                        f"{', '.join(map(str, filled_slots(s)))}.", STEP[2])
    card = s.slots[e.slot - 1]
    slots = s.slots[:e.slot - 1] + (EMPTY,) + s.slots[e.slot:]
    state = set_side(state, side, slots=slots, power=gain_power(s.power, slot_power(e.slot)))
    return replace(state, phase=Phase.AFTER_CARD, pending=card_pending(state, side, card))


def bonus_key(action: str, name: str = "") -> str:
    """The name a Bonus Action is known by in `Sheet.used`."""
    return f"arena: {name}" if action == "arena" else action


def bonus_label(state: MystlingState, player: str, action: str, name: str = "") -> str:
    """A Bonus Action by the name on its card: Dash, Prepare, the Element card's, the Special Ability's, the Arena's."""
    if action == "arena":
        return name
    if action in BASIC_BONUS:
        return action.capitalize()
    try:
        m = state.profile.mystling(sheet(state, side_of(state, player)).mystling)
    except (RuleError, KeyError, ValueError):
        return action
    if action == "special":
        return m.special.name
    bonus = state.profile.element_bonus(m.element) if action == "element" else None
    return bonus.name if bonus is not None else action


def bonus_cost_and_effects(state: MystlingState, side: int, action: str, name: str = "") -> tuple[int, tuple[Effect, ...]]:
    """A Bonus Action's Power cost and effects, or RuleError when side has no such Bonus Action."""
    m = state.profile.mystling(sheet(state, side).mystling)
    if action == "dash":
        return data.DASH_COST, (Effect("move"),)
    if action == "prepare":
        return data.PREPARE_COST, ()
    if action == "element":
        bonus = state.profile.element_bonus(m.element)
        if bonus is None:
            raise RuleError(f"The profile has no {m.element} Element card Bonus Action.", BONUS)
        return bonus.cost, bonus.effects
    if action == "special":
        return m.special.cost, m.special.effects
    if action == "arena":
        for b in state.profile.arena_card(state.arena_card).bonus_actions:
            if b.name == name:
                return b.cost, b.effects
        raise RuleError(f"The Arena card {state.arena_card!r} has no Bonus Action {name!r}.", "Arena: Arena Cards")
    raise RuleError(f"There is no Bonus Action {action!r}: dash, prepare, element, special or arena.", BONUS)


def on_bonus(state: MystlingState, e: UseBonus) -> MystlingState:
    """A Bonus Action used: its Power spent, once a turn (Bonus Actions; Prepare discards and draws)."""
    side = my_turn(state, e.player, (Phase.BEFORE_CARD, Phase.AFTER_CARD), "A Bonus Action", BONUS)
    cost, effects = bonus_cost_and_effects(state, side, e.action, e.name)
    key = bonus_key(e.action, e.name)
    s = sheet(state, side)
    if key in s.used:
        raise RuleError("Each Bonus Action may be used only once per turn.", STEP[1])
    if s.power < cost:
        raise RuleError(f"This Bonus Action costs {cost} Power; {says(s.player, 'has')} {s.power}.", STEP[1])
    state = set_side(state, side, power=s.power - cost, used=s.used + (key,))
    if e.action != "prepare":
        if e.slot:
            raise RuleError("Only Prepare names a slot.", BONUS)
        return replace(state, pending=pending_of(side, effects, bonus_label(state, e.player, e.action, e.name)))
    if e.slot not in filled_slots(s):
        raise RuleError(f"Prepare discards a card from a slot: slot {e.slot!r} holds none.", "Bonus Actions: Prepare")
    card = s.slots[e.slot - 1]
    slots = slide_right(s.slots[:e.slot - 1] + (EMPTY,) + s.slots[e.slot:])
    state = set_side(state, side, slots=slots, discard=s.discard + (card,))
    return replace(state, pending=(Pending("draw", side, source="prepare"),))


def on_end_turn(state: MystlingState, e: EndTurn) -> MystlingState:
    """Turn Structure 5: a Condition token of each type off; the opponent's turn, or the Enemy's."""
    side = my_turn(state, e.player, (Phase.END,), "Ending the turn", STEP[5])
    state = set_side(state, side, conditions=one_each_less(sheet(state, side).conditions))
    if not is_solo(state):
        return start_turn(state, 1 - side)
    enemy = state.enemy
    slid = (EMPTY,) + enemy.track[:-1]
    pending = (Pending("enemy_draw", ENEMY_SIDE), Pending("enemy_special", ENEMY_SIDE), Pending("enemy_end", ENEMY_SIDE))
    state = replace(state, phase=Phase.ENEMY, active=ENEMY_SIDE, enemy=replace(enemy, track=slid), pending=pending)
    return enemy_discards(state, tuple(c for c in enemy.track[-1:] if c != EMPTY))
