"""Enemy Turn Order: the Enemy Attack card drawn, its effects, Rush and Retreat, the Enemy's tokens, the face-up
deck."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import RuleError

from ..events import EnemyDraw, EnemyMove, EnemyResolve, EnemyToken, EnemyTop
from ..state import EMPTY, ENEMY_SIDE, MystlingState, Phase
from .sections import TOKENS, ENEMY_TURN, ENEMY_KEYWORDS, NO_CHOICE, TOP_SECTION
from .sheets import is_solo, enemy_token_targets, enemy_move_choices
from .bookkeeping import without, enemy_deck_emptied, head_of, enemy_effects
from .combat_keywords import resolve_effect


def on_enemy_draw(state: MystlingState, e: EnemyDraw) -> MystlingState:
    """Enemy Turn Order 1: the Enemy Attack card into slot 1, its effects pending (an emptied deck reshuffled)."""
    head_of(state, ("enemy_draw",), ENEMY_SIDE, "An Enemy Attack card", ENEMY_TURN + ", step 1")
    enemy = state.enemy
    if e.card not in enemy.deck:
        raise RuleError(f"{e.card!r} is not among the cards left in the Enemy deck.", ENEMY_TURN + ", step 1")
    if enemy.top and e.card != enemy.top:
        raise RuleError(f"The Enemy deck lies face up: its top card, {enemy.top!r}, is the one drawn.",
                        ENEMY_TURN + ", step 1")
    state = replace(state, enemy=replace(enemy, deck=without(enemy.deck, e.card), top="",
                                         track=(e.card,) + enemy.track[1:]), pending=state.pending[1:])
    if not state.enemy.deck:
        state = enemy_deck_emptied(state)
        if state.phase == Phase.OVER:
            return state
    return replace(state, pending=enemy_effects(state, e.card) + state.pending)


def on_enemy_resolve(state: MystlingState, e: EnemyResolve) -> MystlingState:
    """The Enemy's next effect that needs no choice, resolved (Enemy Turn Order 2)."""
    head = head_of(state, NO_CHOICE, ENEMY_SIDE if is_solo(state) else -1, "An Enemy effect", ENEMY_TURN + ", step 2")
    return resolve_effect(replace(state, pending=state.pending[1:]), head)


def on_enemy_move(state: MystlingState, e: EnemyMove) -> MystlingState:
    """The Enemy's Rush or Retreat ends on the space the player picked among the tied ones (Enemy Keywords)."""
    head = head_of(state, ("rush", "retreat"), ENEMY_SIDE if is_solo(state) else -1, "An Enemy Rush or Retreat",
                 ENEMY_KEYWORDS)
    options = enemy_move_choices(state, head)
    if e.space not in options:
        raise RuleError(f"The Enemy's {head.kind.capitalize()} cannot end on {e.space!r}: it ends on one of "
                        f"{', '.join(sorted(options))}.", f"{ENEMY_KEYWORDS}: {head.kind.capitalize()}")
    return replace(state, enemy=replace(state.enemy, space=e.space), pending=state.pending[1:])


def on_enemy_token(state: MystlingState, e: EnemyToken) -> MystlingState:
    """The Enemy's token placed as close to you as it can, the player picking among ties (Placement Rules)."""
    head = head_of(state, ("token",), ENEMY_SIDE if is_solo(state) else -1, "An Enemy token", TOKENS)
    targets = enemy_token_targets(state, head.range)
    if (e.space, e.move_from) not in targets:
        listed = ", ".join(f"{sp} (moving the token on {m})" if m else sp for sp, m in targets)
        raise RuleError(f"The Enemy places its token as close to you as it can: on {listed}.",
                        "Elemental Tokens: Placement Rules, Token Limit")
    tokens = [t for t in state.tokens if t != (e.move_from, ENEMY_SIDE)] if e.move_from else list(state.tokens)
    tokens.append((e.space, ENEMY_SIDE))
    return replace(state, tokens=tuple(sorted(tokens)), pending=state.pending[1:])


def on_enemy_top(state: MystlingState, e: EnemyTop) -> MystlingState:
    """The face-up top card of the Enemy deck, reported (Enemy Combat setup 4e)."""
    if not is_solo(state) or state.phase in (Phase.WIN_CHECK,):
        raise RuleError("Only a solo Combat has an Enemy deck, face up on the Arena.", TOP_SECTION)
    enemy = state.enemy
    if enemy.top:
        raise RuleError(f"The face-up top card of the Enemy deck is already known: {enemy.top!r}.", TOP_SECTION)
    if e.card not in enemy.deck:
        raise RuleError(f"{e.card!r} is not among the cards left in the Enemy deck.", TOP_SECTION)
    return replace(state, enemy=replace(enemy, top=e.card))


def enemy_refill(state: MystlingState) -> tuple[str, ...]:
    """What the Enemy deck is made of once its next card, the last, is drawn (Enemy Turn Order 1): the discard (with
    this turn's Special Ability clear and slot 5's slide on it); if that is empty, the slots the Special Ability
    clears after that draw; if none, the card slot 5 slides off the turn after (ruling `enemy_deck_empties`)."""
    e, slot = state.enemy, state.profile.enemy(state.enemy.name).special_slot
    kinds = [p.kind for p in state.pending]
    track, discard = e.track, e.discard
    if "enemy_special" in kinds and "enemy_draw" not in kinds and track[slot - 1] != EMPTY:
        discard, track = discard + tuple(c for c in track if c != EMPTY), (EMPTY,) * len(track)  # cleared this turn
    if "enemy_draw" not in kinds:  # the next draw is next turn's: its slide first
        discard, track = discard + tuple(c for c in track[-1:] if c != EMPTY), (EMPTY,) + track[:-1]
    if discard:
        return discard
    after_draw = (e.deck[0],) + track[1:]
    if after_draw[slot - 1] != EMPTY:
        return tuple(c for c in after_draw if c != EMPTY)
    return tuple(c for c in after_draw[-1:] if c != EMPTY)
