"""Phase 5: Restoration. Each Hero draws, takes back their Bond tokens, and may heal for Breath."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import RuleError

from .. import data
from ..events import Restore
from ..state import (
    Phase, DOWN, OtherSideState, add_breath, breath_in_supply, heal_hero, hero_draws, hero_state,
    counted, require_breath, require_phase, with_hero, wounded_tokens,
)

RESTORE = "Phase 5: Restoration"
GUARDIAN = "Blind Guardian's Special Rule"


def begin_restoration(state: OtherSideState) -> OtherSideState:
    """Phase 5 opens once every fight is settled."""
    return replace(state, phase=Phase.RESTORE, acted=())


def draws_due(state: OtherSideState, hero: str) -> int:
    """Cards the Hero draws: 1, plus 1 per Link-side Bond token of theirs in the line, up to 7 in hand."""
    links = sum(1 for i in state.line if i.kind == "bond" and i.hero == hero and not i.wounded)
    room = data.HAND_LIMIT - len(hero_state(state, hero).hand)
    return max(0, min(1 + links, room))


def heal_choices(state: OtherSideState, hero: str) -> tuple[int, ...]:
    """How many Wound-side tokens the Hero may heal in Restoration: any number up to all of them,
    except the Blind Guardian, who must heal every one (his Special Rule); each costs a Dragon's
    Breath token, so no more than the supply can pay (ruling unpaid_purchase_refused)."""
    wounds = wounded_tokens(state, hero)
    payable = min(wounds, breath_in_supply(state) // data.HEAL_BREATH_COST)
    return (payable,) if hero == data.BLIND_GUARDIAN else tuple(range(payable + 1))


def restore(state: OtherSideState, event: Restore) -> OtherSideState:
    """Draw, take the Bond tokens home, then heal the chosen Wounds at a face-down token each."""
    require_phase(state, Phase.RESTORE)
    hero_state(state, event.hero)
    if event.hero in state.acted:
        raise RuleError(f"{data.hero_name(event.hero)} has already restored this turn.", RESTORE)
    state = hero_draws(state, event.hero, event.drawn, draws_due(state, event.hero), RESTORE)
    # Step 2: the Hero's Bond tokens leave the line, keeping the side they show.
    mine = [i for i in state.line if i.kind == "bond" and i.hero == event.hero]
    h = hero_state(state, event.hero)
    h = replace(h, bonds_ready=h.bonds_ready + sum(1 for i in mine if not i.wounded),
                bonds_wounded=h.bonds_wounded + sum(1 for i in mine if i.wounded))
    state = with_hero(replace(state, line=tuple(i for i in state.line if i not in mine)), h)
    wounds = wounded_tokens(state, event.hero)
    if isinstance(event.heal_wounds, bool) or not isinstance(event.heal_wounds, int) \
            or not 0 <= event.heal_wounds <= wounds:
        raise RuleError(f"{data.hero_name(event.hero)} has {counted(wounds, 'Wound-side Bond token')} to heal, "
                        f"so cannot heal {event.heal_wounds}.", RESTORE)
    require_breath(state, event.heal_wounds * data.HEAL_BREATH_COST,
                   f"Healing {event.heal_wounds} Wound{'s' if event.heal_wounds != 1 else ''}", RESTORE)
    payable = min(wounds, breath_in_supply(state) // data.HEAL_BREATH_COST)
    if event.hero == data.BLIND_GUARDIAN and event.heal_wounds != payable:
        raise RuleError("The Blind Guardian must flip every Wound-side token back, each for a "
                        f"Dragon's Breath token: {payable} now"
                        + ("" if payable == wounds else " (all the supply can pay; the rest wait)") + ".", GUARDIAN)
    for _ in range(event.heal_wounds):
        for _ in range(data.HEAL_BREATH_COST):
            state = add_breath(state, DOWN)
        state = heal_hero(state, event.hero)
    state = replace(state, acted=state.acted + (event.hero,))
    if len(state.acted) == len(state.heroes):
        state = replace(state, phase=Phase.AWAKENING, acted=())
    return state
