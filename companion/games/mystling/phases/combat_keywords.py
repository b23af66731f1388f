"""Combat Keywords: Attack, Heal, Deal X in Range Y, Move, Trigger, and Elemental tokens placed."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import RuleError

from .. import data
from ..combat import magic_damage, physical_damage
from ..events import MoveTo, PlaceToken, Resolve, Trigger
from ..state import EMPTY, MystlingState, Pending
from .sections import KEYWORDS, TOKENS, ENEMY_TURN, NO_CHOICE
from .sheets import (is_enemy, sheet, damage_of, stat, conditions_of, range_to_opponent, tokens_counted, side_of,
                     filled_slots, move_choices, token_targets, name_of, space_of)
from .bookkeeping import say, set_side, card_pending, hurt, head_of


def on_resolve(state: MystlingState, e: Resolve) -> MystlingState:
    """A player's next effect that needs no choice, resolved (Combat Keywords)."""
    side = side_of(state, e.player)
    head = head_of(state, NO_CHOICE, side, f"Resolving {e.player}'s next effect", KEYWORDS)
    if is_enemy(state, head.side):
        raise RuleError("That is the Enemy's effect: resolve it as the Enemy's.", ENEMY_TURN)
    return resolve_effect(replace(state, pending=state.pending[1:]), head)


def resolve_effect(state: MystlingState, head: Pending) -> MystlingState:
    """One effect resolved, with its arithmetic said: Attack, Deal, Heal, a token gained, a Condition, a text."""
    side, opp = head.side, 1 - head.side
    target, away = name_of(state, opp), range_to_opponent(state, side)
    if head.kind == "attack":
        if away <= data.ATTACK_RANGE:
            attack, defense = stat(state, side, "attack") + head.amount, stat(state, opp, "defense")
            hit = physical_damage(attack, defense)
            state = say(state, f"Attack {attack} − Defense {defense} = {hit} Damage to {target}")
            return hurt(state, opp, hit)
        return say(state, f"Attack: no target in range {data.ATTACK_RANGE} ({target} at range {away})")
    if head.kind == "deal":
        if away <= head.range:
            willpower = stat(state, opp, "willpower")
            hit = magic_damage(head.amount, willpower)
            state = say(state, f"Deal {head.amount} − Willpower {willpower} = {hit} Damage to {target}")
            return hurt(state, opp, hit)
        return say(state, f"Deal {head.amount} in range {head.range}: no target ({target} at range {away})")
    if head.kind == "heal":
        before = damage_of(state, side)
        after = max(before - head.amount, 0)
        state = say(state, f"Heal {head.amount}: Damage on {name_of(state, side)} {before} → {after}")
        return set_side(state, side, damage=after)
    if head.kind == "gain_token":
        if tokens_counted(state, side) < stat(state, side, "token_limit"):
            held = state.enemy.held_tokens if is_enemy(state, side) else sheet(state, side).held_tokens
            state = say(state, f"{name_of(state, side)} gains a token onto the sheet")
            return set_side(state, side, held_tokens=held + 1)
        # Token Limit: a gain beyond the limit is ignored
        return say(state, f"Gain a token: ignored, {name_of(state, side)} is at the token limit")
    if head.kind == "condition":
        had = dict(conditions_of(state, opp))
        had[head.text] = had.get(head.text, 0) + head.amount
        state = say(state, f"{head.amount} {head.text} token(s) on {target}")
        return set_side(state, opp, conditions=tuple(sorted(had.items())))
    return say(state, f"{head.text} (applied by hand)")  # a text effect: the players apply it by hand


def on_move(state: MystlingState, e: MoveTo) -> MystlingState:
    """A Move ends on the space chosen (Combat Keywords: Move; Golden Rule 4)."""
    side = side_of(state, e.player)
    head = head_of(state, ("move",), side, f"A Move by {e.player}", "Combat Keywords: Move")
    options = move_choices(state, side, head.amount)
    if e.space not in options:
        reach = stat(state, side, "movement") + head.amount
        if e.space not in {sp.name for sp in state.profile.arena.spaces}:
            why = "that is not a space of the Arena"
        elif e.space == space_of(state, 1 - side):
            why = "the other Mystling stands there (a Mystling never moves onto another's space)"
        elif e.space in state.blocked:
            why = "Terrain there blocks movement"
        else:
            why = f"it is more than {reach} move{'s' if reach != 1 else ''} away, going round the other Mystling " \
                  "and blocking Terrain"
        raise RuleError(f"{sheet(state, side).mystling} cannot end this Move on {e.space}: {why}. It moves up to {reach} "
                        f"space{'s' if reach != 1 else ''}, never onto the other Mystling or blocking Terrain.",
                        "Combat Keywords: Move")
    return replace(set_side(state, side, space=e.space), pending=state.pending[1:])


def on_trigger(state: MystlingState, e: Trigger) -> MystlingState:
    """A Trigger resolves another slotted card without its Power, or is declined (Combat Keywords: Trigger)."""
    side = side_of(state, e.player)
    head_of(state, ("trigger",), side, f"A Trigger by {e.player}", "Combat Keywords: Trigger")
    s = sheet(state, side)
    rest = state.pending[1:]
    if e.slot == 0:
        return replace(set_side(state, side, triggered=True), pending=rest)
    if e.slot not in filled_slots(s):
        raise RuleError(f"Trigger resolves another card from a slot: slot {e.slot!r} holds none.",
                        "Combat Keywords: Trigger")
    card = s.slots[e.slot - 1]
    state = set_side(state, side, triggered=True, slots=s.slots[:e.slot - 1] + (EMPTY,) + s.slots[e.slot:])
    return replace(state, pending=card_pending(state, side, card) + rest)


def on_place(state: MystlingState, e: PlaceToken) -> MystlingState:
    """A player's Elemental token placed, or moved at the token limit (Elemental Tokens)."""
    side = side_of(state, e.player)
    head = head_of(state, ("token",), side, f"A token placed by {e.player}", TOKENS)
    targets = token_targets(state, side, head.range)
    if (e.space, e.move_from) not in targets:
        at_limit = bool(targets) and bool(targets[0][1])
        rule = ("at the token limit one of your tokens in the Arena moves there" if at_limit
                else "below the token limit a new token is placed, none moved")
        raise RuleError(f"A token cannot go on {e.space!r} that way: it goes within range {head.range}, never on "
                        f"Terrain, one of each Mystling's tokens on a space at most; {rule}.",
                        "Elemental Tokens: Placement Rules, Token Limit")
    tokens = [t for t in state.tokens if t != (e.move_from, side)] if e.move_from else list(state.tokens)
    tokens.append((e.space, side))
    return replace(state, tokens=tuple(sorted(tokens)), pending=state.pending[1:])
