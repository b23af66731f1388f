"""What the companion does by itself: the effects pending worked through in order, the piles, the reshuffles, Damage
and the end of Combat, the Enemy's slots."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from companion.errors import RuleError

from .. import data
from ..combat import gain_power
from ..profile import Effect, attack_cards_by_name, cards_by_name
from ..state import EMPTY, ENEMY_SIDE, FATIGUE, MystlingState, Pending, Phase
from .sections import PILES
from .sheets import (is_solo, is_enemy, sheet, damage_of, stat, elements_of, one_each_less, filled_slots,
                     token_targets, enemy_token_targets, name_of)


def say(state: MystlingState, text: str) -> MystlingState:
    """Note in words what the companion resolved by itself (shown with the event in the history)."""
    return replace(state, said=state.said + (text,))


def set_side(state: MystlingState, side: int, **changes: Any) -> MystlingState:
    """The state with `changes` made to side's sheet (the Enemy's in solo)."""
    if is_enemy(state, side):
        return replace(state, enemy=replace(state.enemy, **changes))
    players = list(state.players)
    players[side] = replace(players[side], **changes)
    return replace(state, players=tuple(players))


def without(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    """The cards with one copy of `card` taken out."""
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def slide_right(slots: tuple[str, ...]) -> tuple[str, ...]:
    """Slide the cards right, keeping their order (Turn Structure 4)."""
    cards = tuple(c for c in slots if c != EMPTY)
    return (EMPTY,) * (len(slots) - len(cards)) + cards


def pending_of(side: int, effects: tuple[Effect, ...], source: str) -> tuple[Pending, ...]:
    """The effects of a card or Bonus Action as Pending items of `side`, from `source`."""
    return tuple(Pending(e.kind, side, e.amount, e.range, e.text, source, e.advantage) for e in effects)


def card_pending(state: MystlingState, side: int, card: str) -> tuple[Pending, ...]:
    """What resolving `card` leaves to do: its effects in order, then its pile (a Fatigue card is removed)."""
    if card == FATIGUE:
        return (Pending("remove", side, source=card),)
    found = cards_by_name(state.profile)[card]
    return pending_of(side, found.effects, card) + (Pending(found.goes, side, source=card),)


def to_pile(state: MystlingState, item: Pending) -> MystlingState:
    """A resolved card onto its pile: the discard pile, out of play, or the Upgrade slot (the Upgrade there
    before it is discarded: the slot stores one at a time, ruling `upgrade_slot_one_at_a_time`)."""
    s = sheet(state, item.side)
    if item.kind == "discard":
        return set_side(state, item.side, discard=s.discard + (item.source,))
    if item.kind == "remove":
        return set_side(state, item.side, removed=s.removed + (item.source,))
    return set_side(state, item.side, upgrade=item.source, discard=s.discard + ((s.upgrade,) if s.upgrade else ()))


def finish(state: MystlingState, phase: Phase, result: str = "", loser: int = -1) -> MystlingState:
    """The Combat stops here: nothing pending resolves, but the cards being resolved still reach their piles."""
    for item in state.pending:
        if item.kind in PILES and not is_enemy(state, item.side):
            state = to_pile(state, item)
    return replace(state, phase=phase, pending=(), result=result, loser=loser)


def hurt(state: MystlingState, side: int, amount: int) -> MystlingState:
    """Damage on `side`; the moment it reaches Health the Combat ends (End of Combat), nothing more resolves."""
    total = damage_of(state, side) + amount
    state = set_side(state, side, damage=total)
    if amount <= 0 or total < stat(state, side, "health"):
        return state
    if not is_solo(state):
        return finish(state, Phase.OVER, "defeat", side)
    if side == 0:
        return finish(state, Phase.OVER, "lose", 0)
    taming = state.profile.enemy(state.enemy.name).taming
    if state.enemy.tamed < len(taming):
        return finish(state, Phase.WIN_CHECK)
    return finish(state, Phase.OVER, "win", ENEMY_SIDE)


def start_turn(state: MystlingState, side: int) -> MystlingState:
    """Side's turn begins at step 1, its Bonus Actions and Trigger unused (Turn Structure)."""
    if not is_enemy(state, side):
        state = set_side(state, side, used=(), triggered=False)
    return replace(state, active=side, turn=state.turn + 1, phase=Phase.BEFORE_CARD, pending=())


def enemy_deck_emptied(state: MystlingState) -> MystlingState:
    """Enemy Turn Order 1: an emptied Enemy deck gives you a Fatigue card (or 5 Damage), then reshuffles (an empty
    discard: the new deck is made once cards reach it, ruling `enemy_deck_empties`)."""
    you = state.players[0]
    if state.fatigue_left > 0:
        state = set_side(state, 0, discard=you.discard + (FATIGUE,))
        state = replace(state, fatigue_left=state.fatigue_left - 1)
        state = say(state, f"The Enemy deck is empty: {you.player} gain{'' if you.player == 'You' else 's'} "
                            f"1 {FATIGUE}: put it on top of {'your' if you.player == 'You' else 'their'} discard "
                            f"pile; {reshuffle_words(len(state.enemy.discard))}")
    else:
        state = say(state, f"The Enemy deck is empty and no {FATIGUE} card is left: {data.FATIGUE_DAMAGE} Damage "
                            f"instead; {reshuffle_words(len(state.enemy.discard))}")
        state = hurt(state, 0, data.FATIGUE_DAMAGE)
        if state.phase == Phase.OVER:
            return state
    return enemy_reshuffled(state)


def reshuffle_words(discarded: int) -> str:
    """What the Enemy deck's reshuffle does with a discard of `discarded` cards, in words."""
    if discarded:
        return f"the Enemy's discard is reshuffled into a new Enemy deck of {discarded} card{'s' if discarded != 1 else ''}"
    return "the Enemy's discard is empty, so the new Enemy deck is made as soon as cards are discarded"


def enemy_reshuffled(state: MystlingState) -> MystlingState:
    """The Enemy discard shuffled into a new Enemy deck, the slots kept (Enemy Turn Order 1); nothing with an empty
    discard."""
    enemy = state.enemy
    if not enemy.discard:
        return state
    return replace(state, enemy=replace(enemy, deck=tuple(sorted(enemy.deck + enemy.discard)), discard=(), top=""))


def enemy_discards(state: MystlingState, cards: tuple[str, ...]) -> MystlingState:
    """Enemy Attack cards onto the Enemy discard; while the Enemy deck is empty they become its new deck at once
    (no Fatigue: the deck did not become empty again, ruling `enemy_deck_empties`)."""
    if not cards:
        return state
    enemy = state.enemy
    state = replace(state, enemy=replace(enemy, discard=enemy.discard + cards))
    if enemy.deck:
        return state
    return enemy_reshuffled(say(state, f"The Enemy deck is empty: {reshuffle_words(len(state.enemy.discard))}"))


def settle(state: MystlingState) -> MystlingState:
    """Do the bookkeeping at the head of what is pending, until an event from the table is needed."""
    while True:
        if state.phase in (Phase.OVER, Phase.WIN_CHECK):
            return replace(state, pending=()) if state.pending else state
        if not state.pending:
            if state.phase == Phase.DRAW:
                return replace(state, phase=Phase.END)
            return state
        head, rest = state.pending[0], state.pending[1:]
        kind, side = head.kind, head.side
        if head.advantage and head.advantage not in elements_of(state, 1 - side):
            # Elemental Advantage: the target's Element does not match
            state = say(replace(state, pending=rest), f"{effect_words(head)}: not resolved, "
                                                       f"{name_of(state, 1 - side)} is not {head.advantage}")
            continue
        if state.phase in (Phase.OPENING, Phase.MULLIGAN):
            wanted = Phase.MULLIGAN if kind == "mulligan" else Phase.OPENING
            if state.phase != wanted:
                state = replace(state, phase=wanted)
        if kind in PILES:
            state = replace(to_pile(state, head), pending=rest)
        elif kind == "unaside":  # Combat Setup 13: the set-aside cards are shuffled back in
            s = sheet(state, side)
            state = replace(set_side(state, side, deck=tuple(sorted(s.deck + s.aside)), aside=()), pending=rest)
        elif kind == "draw":
            s = sheet(state, side)
            if EMPTY not in s.slots:
                state = replace(state, pending=rest)
            elif not s.deck and (s.discard or s.upgrade):
                # Turn Structure 4: discard the attached Upgrade, then shuffle the discard pile into a new deck
                pile = s.discard + ((s.upgrade,) if s.upgrade else ())
                upgrade = f", the Upgrade {s.upgrade} discarded with it," if s.upgrade else ""
                state = say(state, f"The deck of {s.player} is empty: the discard pile{upgrade} is shuffled "
                                    f"into a new deck of {len(pile)} cards")
                state = set_side(state, side, deck=tuple(sorted(pile)), discard=(), upgrade="")
            elif not s.deck:
                state = replace(state, pending=rest)  # nothing left to draw
            else:
                return state
        elif kind == "setup_end":
            if not is_solo(state):
                second = state.players[1]
                state = set_side(state, 1, power=gain_power(second.power, data.SECOND_PLAYER_POWER))
            state = replace(start_turn(replace(state, pending=rest), 0), turn=1)
        elif kind == "trigger":
            s = sheet(state, side)
            if s.triggered or not filled_slots(s):
                # Trigger: only the first may be used; none left to pick
                why = "already used this turn" if s.triggered else "no card left in the slots"
                state = say(replace(state, pending=rest), f"Trigger: {why}, so it is ignored")
            else:
                return state
        elif kind == "token" and is_enemy(state, side):
            if not enemy_token_targets(state, head.range):
                state = replace(state, pending=rest)
            else:
                return state
        elif kind == "token":
            if not token_targets(state, side, head.range):
                state = replace(state, pending=rest)
            else:
                return state
        elif kind == "enemy_draw":
            if not state.enemy.deck:
                state = replace(state, pending=rest)  # deck and discard both empty: no card comes
            else:
                return state
        elif kind == "enemy_special":
            enemy = state.profile.enemy(state.enemy.name)
            if state.enemy.track[enemy.special_slot - 1] != EMPTY:
                special = pending_of(ENEMY_SIDE, enemy.special, "Enemy Special Ability")
                state = replace(state, pending=special + (Pending("enemy_clear", ENEMY_SIDE),) + rest)
            else:
                state = replace(state, pending=rest)
        elif kind == "enemy_clear":
            e = state.enemy
            state = enemy_discards(replace(state, pending=rest, enemy=replace(e, track=(EMPTY,) * len(e.track))),
                                   tuple(c for c in e.track if c != EMPTY))
        elif kind == "enemy_end":  # Enemy Turn Order 4: 1 Condition token of each type off the Enemy
            state = set_side(state, ENEMY_SIDE, conditions=one_each_less(state.enemy.conditions))
            state = start_turn(replace(state, pending=rest), 0)
        else:
            return state


def head_of(state: MystlingState, kinds: tuple[str, ...], side: int | None, what: str, section: str) -> Pending:
    """The Pending item that comes next, or RuleError when it is not one of `kinds` for `side`."""
    if not state.pending or state.pending[0].kind not in kinds or (side is not None and state.pending[0].side != side):
        raise RuleError(f"{what} is not what comes next.", section)
    return state.pending[0]


EFFECT_WORDS = {"attack": "Attack", "heal": "Heal", "move": "Move", "trigger": "Trigger", "deal": "Deal",
                "token": "Token", "gain_token": "Gain a token", "condition": "Condition", "rush": "Rush",
                "retreat": "Retreat"}


def effect_words(e: Any) -> str:
    """An effect (a profile Effect or a Pending one) in the rulebook's words, e.g. "Deal 2 in range 2"."""
    if e.kind == "text":
        return e.text
    words = EFFECT_WORDS.get(e.kind, e.kind)
    if e.kind in ("attack", "move") and e.amount:
        words += f" +{e.amount}"
    elif e.amount:
        words += f" {e.amount}"
    if e.kind == "condition" and e.text:
        words += f" {e.text}"
    if e.range:
        words += f" in range {e.range}"
    if e.advantage:
        words += f" (Advantage: {e.advantage})"
    return words


def enemy_effects(state: MystlingState, card: str) -> tuple[Pending, ...]:
    """What Enemy Attack `card` makes the Enemy do: the effects of its symbol on the Enemy Ability card (step 2)."""
    symbol = attack_cards_by_name(state.profile)[card].symbol
    return pending_of(ENEMY_SIDE, state.profile.enemy(state.enemy.name).effects_of(symbol), card)
