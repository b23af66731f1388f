"""Reading the table: a side's sheet and stats (with the Passive and the Upgrade), where the Mystlings stand, what a
Move, a token or the Enemy's Rush and Retreat may reach."""

from __future__ import annotations

from typing import Any

from companion.errors import RuleError

from ..board import adjacency
from ..combat import (move_destinations, range_between, retreat_destinations, rush_destinations, spaces_within,
                      token_spaces_nearest)
from ..profile import cards_by_name
from ..state import EMPTY, ENEMY_SIDE, MystlingState, Pending, Sheet
from .sections import SETUP


def is_solo(state: MystlingState) -> bool:
    """Whether this is a solo Combat against an Enemy."""
    return state.mode == "solo"


def is_enemy(state: MystlingState, side: int) -> bool:
    """Whether `side` is the solo Enemy."""
    return is_solo(state) and side == ENEMY_SIDE


def sheet(state: MystlingState, side: int) -> Sheet:
    """A player's sheet by side."""
    return state.players[side]


def space_of(state: MystlingState, side: int) -> str:
    """Where side's Mystling (or the Enemy) stands."""
    return state.enemy.space if is_enemy(state, side) else state.players[side].space


def damage_of(state: MystlingState, side: int) -> int:
    """The Damage on side's sheet."""
    return state.enemy.damage if is_enemy(state, side) else state.players[side].damage


def passive_of(state: MystlingState, side: int):
    """The Passive of the top card of side's discard pile, if it has one (Passive Effects)."""
    if is_enemy(state, side) or not state.players[side].discard:
        return None
    card = cards_by_name(state.profile).get(state.players[side].discard[-1])
    return card.passive if card is not None and card.passive else None


def stat(state: MystlingState, side: int, key: str) -> int:
    """A current stat (movement, willpower, defense, health, attack, token_limit): the sheet's plus the Passive."""
    if is_enemy(state, side):
        return getattr(state.profile.enemy(state.enemy.name), key)
    base = getattr(state.profile.mystling(state.players[side].mystling), key)
    bonus = 0
    if key in ("attack", "defense", "willpower", "movement"):
        for gives in (passive_of(state, side), upgrade_of(state, side)):
            bonus += getattr(gives, key, 0) if gives is not None else 0
    return max(base + bonus, 0)


def upgrade_of(state: MystlingState, side: int):
    """What the card in side's Upgrade slot gives, if one is there (Mystling Sheet Breakdown: Upgrade Slot)."""
    if is_enemy(state, side) or not state.players[side].upgrade:
        return None
    card = cards_by_name(state.profile).get(state.players[side].upgrade)
    return card.upgrade if card is not None else None


def elements_of(state: MystlingState, side: int) -> frozenset[str]:
    """Side's Element and sub-element (Elemental Advantage applies to sub-elements too)."""
    if is_enemy(state, side):
        return frozenset({state.profile.enemy(state.enemy.name).element})
    m = state.profile.mystling(state.players[side].mystling)
    return frozenset(e for e in (m.element, m.sub_element) if e)


def conditions_of(state: MystlingState, side: int) -> tuple[tuple[str, int], ...]:
    """Side's Condition tokens by type."""
    return state.enemy.conditions if is_enemy(state, side) else state.players[side].conditions


def one_each_less(conditions: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
    """End of Turn: 1 Condition token of each type discarded."""
    return tuple((name, n - 1) for name, n in conditions if n > 1)


def range_to_opponent(state: MystlingState, side: int) -> int:
    """The range between the two Mystlings (Range: counted through every space)."""
    return range_between(adjacency(state.profile.arena), space_of(state, side), space_of(state, 1 - side))


def tokens_of(state: MystlingState, side: int) -> tuple[str, ...]:
    """The spaces of side's Elemental tokens in the Arena."""
    return tuple(sp for sp, s in state.tokens if s == side)


def tokens_counted(state: MystlingState, side: int) -> int:
    """Side's tokens toward its token limit: those in the Arena and those on its sheet."""
    held = state.enemy.held_tokens if is_enemy(state, side) else state.players[side].held_tokens
    return held + len(tokens_of(state, side))


def side_of(state: MystlingState, player: Any) -> int:
    """The side of the player called `player`, or RuleError."""
    for i, s in enumerate(state.players):
        if s.player == player:
            return i
    raise RuleError(f"No player is called {player!r} in this Combat.", SETUP)


def filled_slots(s: Sheet) -> tuple[int, ...]:
    """The slots (1-4) holding a card."""
    return tuple(i + 1 for i, c in enumerate(s.slots) if c != EMPTY)


def move_choices(state: MystlingState, side: int, extra: int) -> frozenset[str]:
    """Where a Move of side's Mystling (Movement + extra) may end (Combat Keywords: Move; Golden Rule 4)."""
    return move_destinations(adjacency(state.profile.arena), space_of(state, side), space_of(state, 1 - side),
                             stat(state, side, "movement") + extra, blocked=state.blocked)


def token_targets(state: MystlingState, side: int, rng: int) -> tuple[tuple[str, str], ...]:
    """Every (space, move_from) a player's token placement may take: within range, never on Terrain, one
    of each Mystling's tokens a space; at the token limit, one of their Arena tokens moves there
    (move_from; it may stay where it is), below it a new token is placed (move_from "")."""
    adj = adjacency(state.profile.arena)
    within = spaces_within(adj, space_of(state, side), rng) - state.terrain
    mine = tokens_of(state, side)
    if tokens_counted(state, side) < stat(state, side, "token_limit"):
        return tuple((sp, "") for sp in sorted(within - set(mine)))
    return tuple((sp, m) for m in mine for sp in sorted(within - (set(mine) - {m})))


def enemy_token_targets(state: MystlingState, rng: int) -> tuple[tuple[str, str], ...]:
    """Every (space, move_from) the Enemy's token may take: the open spaces within range nearest you;
    at its limit its token farthest from you moves there instead (the player picks among ties)."""
    adj = adjacency(state.profile.arena)
    mine = set(tokens_of(state, ENEMY_SIDE))
    you = space_of(state, 0)
    if tokens_counted(state, ENEMY_SIDE) < stat(state, ENEMY_SIDE, "token_limit"):
        near = token_spaces_nearest(adj, state.enemy.space, you, rng, closed=state.terrain | mine)
        return tuple((sp, "") for sp in sorted(near))
    if not mine:
        return ()
    far = max(range_between(adj, t, you) for t in mine)
    out = []
    for m in sorted(t for t in mine if range_between(adj, t, you) == far):
        near = token_spaces_nearest(adj, state.enemy.space, you, rng, closed=state.terrain | (mine - {m}))
        out.extend((sp, m) for sp in sorted(near))
    return tuple(out)


def enemy_move_choices(state: MystlingState, head: Pending) -> frozenset[str]:
    """Where the Enemy's Rush or Retreat may end (Enemy Keywords), the player choosing among them."""
    fn = rush_destinations if head.kind == "rush" else retreat_destinations
    return fn(adjacency(state.profile.arena), state.enemy.space, space_of(state, 0),
              stat(state, ENEMY_SIDE, "movement") + head.amount, blocked=state.blocked)


def name_of(state: MystlingState, side: int) -> str:
    """How a side is called at the table: the player's name, or "the Enemy"."""
    return "the Enemy" if is_enemy(state, side) else state.players[side].player


def sides_in_play(state: MystlingState) -> tuple[int, ...]:
    """The sides a generic control may act on: both Mystlings (in solo yours and the Enemy)."""
    return (0, 1) if is_solo(state) or len(state.players) > 1 else (0,)
