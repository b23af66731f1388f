"""A card's free-text effect applied with the generic controls (Damage, Heal, a move, a token, a Condition), each
checked."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import RuleError

from ..events import ByHand
from ..state import MystlingState
from .sections import KEYWORDS, IN_PLAY, BY_HAND, BY_HAND_SECTION
from .sheets import space_of, damage_of, stat, conditions_of, tokens_counted, side_of, sides_in_play
from .bookkeeping import set_side, hurt


def on_by_hand(state: MystlingState, e: ByHand) -> MystlingState:
    """A free-text effect applied with the generic controls, each checked against the rulebook."""
    side_of(state, e.player)
    if state.phase not in IN_PLAY:
        raise RuleError("The generic controls apply a card's effect during the Combat (after setup).", KEYWORDS)
    if e.what not in BY_HAND:
        raise RuleError(f"There is no generic control {e.what!r}: {', '.join(BY_HAND)}.", KEYWORDS)
    if e.side not in sides_in_play(state):
        raise RuleError(f"There is no side {e.side!r} in this Combat.", KEYWORDS)
    section = BY_HAND_SECTION[e.what]
    if e.what in ("damage", "heal", "condition", "uncondition") and e.amount < 1:
        raise RuleError(f"The amount field is at least 1, not {e.amount}.", section)
    side, arena = e.side, state.profile.arena
    if e.what == "damage":
        return hurt(state, side, e.amount)
    if e.what == "heal":
        taken = damage_of(state, side)
        if e.amount > taken:
            raise RuleError(f"A Heal removes Damage taken, never more: this side has {taken} Damage.", section)
        return set_side(state, side, damage=taken - e.amount)
    if e.what in ("move", "token", "untoken") and e.space not in arena.names():
        raise RuleError(f"{e.space!r} is not a space of the Arena.", section)
    if e.what == "move":
        if e.space == space_of(state, side):
            raise RuleError(f"The Mystling already stands on {e.space}.", section)
        if e.space == space_of(state, 1 - side) or e.space in state.blocked:
            raise RuleError(f"A Mystling never goes to a space holding the other Mystling or blocking Terrain: "
                            f"{e.space} is taken.", section)
        return set_side(state, side, space=e.space)
    if e.what == "token":
        if e.space in state.terrain:
            raise RuleError(f"Tokens cannot be placed on Terrain: {e.space} holds Terrain.", section)
        if (e.space, side) in state.tokens:
            raise RuleError(f"{e.space} already holds one of this side's tokens: one of each side a space.", section)
        if tokens_counted(state, side) >= stat(state, side, "token_limit"):
            raise RuleError("This side is at its token limit: take one of its tokens off first (the limit counts "
                            "the tokens in the Arena and on the sheet).", section)
        return replace(state, tokens=tuple(sorted(state.tokens + ((e.space, side),))))
    if e.what == "untoken":
        if (e.space, side) not in state.tokens:
            raise RuleError(f"This side has no token on {e.space}.", section)
        return replace(state, tokens=tuple(t for t in state.tokens if t != (e.space, side)))
    name = e.name.strip()
    if not name or name != e.name or len(name) > 40:
        raise RuleError("A Condition needs its name (1 to 40 characters).", section)
    had = dict(conditions_of(state, side))
    if e.what == "condition":
        had[name] = had.get(name, 0) + e.amount
    else:
        if had.get(name, 0) < e.amount:
            raise RuleError(f"This side has {had.get(name, 0)} {name} token(s), fewer than {e.amount}.", section)
        had[name] -= e.amount
    return set_side(state, side, conditions=tuple(sorted((k, v) for k, v in had.items() if v)))
