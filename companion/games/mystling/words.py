"""The Mystling Academy Arena in words, one line a part, for a player who cannot see the canvas (issue #22 item 6).

It says what widgets/games/mystling/board.py draws: every space of the Arena with its starting mark,
icon, Terrain and Elemental tokens, and each Mystling (or the solo Enemy) where it stands, with its
Damage, Health and Card Slots, as the sheets beside the Arena show them.
"""

from __future__ import annotations

from . import data
from .rules import conditions_of, damage_of, is_enemy, sheet, space_of, stat, tokens_counted
from .state import EMPTY, MystlingState, Phase

__all__ = ["board_text", "side_called"]


def _counted(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def side_called(state: MystlingState, side: int) -> str:
    """A side as the table calls it, with its Mystling: 'White (Arboro)' or 'The Enemy (EXAMPLE Enemy)'."""
    if is_enemy(state, side):
        return f"The Enemy ({state.enemy.name})"
    s = state.players[side]
    return f"{s.player} ({s.mystling})"


def _sides(state: MystlingState) -> tuple[int, ...]:
    if not state.players:
        return ()
    return (0, 1) if state.enemy is not None or len(state.players) > 1 else (0,)


def _space(state: MystlingState, space: str, starts: dict[str, str], icon: str) -> str:
    bits = []
    if space in starts:
        bits.append(f"starting space {starts[space]}")
    if space in state.terrain:
        bits.append("Terrain" + (" (blocks movement)" if space in state.blocked else ""))
    elif icon:
        bits.append(f"icon {icon}")
    standing = [side_called(state, side) for side in _sides(state) if space_of(state, side) == space]
    bits += [f"{who} stands here" for who in standing]
    for side in _sides(state):
        n = sum(1 for where, owner in state.tokens if where == space and owner == side)
        if n:
            bits.append(f"{_counted(n, 'Elemental token')} of {side_called(state, side)}")
    return f"Space {space}: " + ("; ".join(bits) if bits else "empty")


def _slots(state: MystlingState, side: int) -> str:
    if is_enemy(state, side):
        track = ", ".join(f"slot {i}: {card or 'empty'}" for i, card in enumerate(state.enemy.track, start=1))
        return f"{side_called(state, side)}'s Attack slots: {track}"
    cards = sheet(state, side).slots
    said = ", ".join(f"slot {i} ({data.SLOT_POWER[i]} Power): {card if card != EMPTY else 'empty'}"
                     for i, card in enumerate(cards, start=1))
    return f"{side_called(state, side)}'s Card Slots: {said}"


def _side(state: MystlingState, side: int) -> tuple[str, ...]:
    health = stat(state, side, "health")
    conditions = ", ".join(f"{n} {kind}" for kind, n in conditions_of(state, side) if n)
    bits = [f"on space {space_of(state, side)}", f"{damage_of(state, side)} Damage of {health} Health",
            f"{_counted(tokens_counted(state, side), 'Elemental token')} of {stat(state, side, 'token_limit')}"]
    if not is_enemy(state, side):
        bits.append(f"{sheet(state, side).power} Power")
    if conditions:
        bits.append(f"Conditions: {conditions}")
    turn = ", to play" if state.active == side and state.phase not in (Phase.SETUP, Phase.OVER) else ""
    return (f"{side_called(state, side)}{turn}: {'; '.join(bits)}", _slots(state, side))


def board_text(state: MystlingState) -> tuple[str, ...]:
    """The Arena in words, one line a space and two a side, as the canvas and the sheets show them."""
    arena = state.profile.arena
    starts = {space: mark for mark, space in arena.starts}
    head = f"The Arena, Arena card {state.arena_card}" if state.arena_card else "The Arena (set up the Combat)"
    spaces = tuple(_space(state, s.name, starts, s.icon) for s in arena.spaces)
    return (head, *spaces, *(line for side in _sides(state) for line in _side(state, side)))
