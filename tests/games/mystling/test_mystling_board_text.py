"""The Arena in words (issue #22 item 6): every space with its mark, icon, Terrain, tokens and who stands
there, and each side's Damage and slots, checked against the state at every step of played Combats."""

from __future__ import annotations

import random
import re

from companion.games.mystling.events import Concede
from companion.games.mystling.game import GAME
from companion.games.mystling.rules import damage_of, space_of, stat
from companion.games.mystling.state import MystlingState
from tests.games.mystling.mystling_helpers import ARBORO_HAND, PEARE_HAND, ROCKS, started

RAW = re.compile(r"[a-z]+_[a-z]+|<|>|Phase\.|\w+:\d")
HANDS = {"pvp": {"White": ARBORO_HAND, "Black": PEARE_HAND}, "solo": {"You": ARBORO_HAND}}


def _line(lines: tuple[str, ...], start: str) -> str:
    found = [x for x in lines if x.startswith(start)]
    assert len(found) == 1, (start, lines)
    return found[0]


def _called(state: MystlingState, side: int) -> str:
    if state.enemy is not None and side == 1:
        return f"The Enemy ({state.enemy.name})"
    return f"{state.players[side].player} ({state.players[side].mystling})"


def check(state: MystlingState) -> None:
    """Each space's line says what is on it; each side's line its space, Damage and slots."""
    lines = GAME.board_text(state)
    sides = (0, 1) if state.enemy is not None or len(state.players) > 1 else (0,)
    starts = {space: mark for mark, space in state.profile.arena.starts}
    for s in state.profile.arena.spaces:
        line = _line(lines, f"Space {s.name}: ")
        assert ("starting space" in line) == (s.name in starts)
        assert s.name not in starts or f"starting space {starts[s.name]}" in line
        assert ("Terrain" in line) == (s.name in state.terrain)
        assert ("blocks movement" in line) == (s.name in state.blocked)
        for side in sides:
            assert (f"{_called(state, side)} stands here" in line) == (space_of(state, side) == s.name)
            n = sum(1 for where, owner in state.tokens if where == s.name and owner == side)
            said = re.search(rf"(\d+) Elemental tokens? of {re.escape(_called(state, side))}", line)
            assert (int(said.group(1)) if said else 0) == n, (line, n)
    for side in sides:
        to_play = state.active == side and not GAME.is_over(state)
        line = _line(lines, _called(state, side) + (", to play:" if to_play else ":"))
        assert f"on space {space_of(state, side)};" in line
        assert f"{damage_of(state, side)} Damage of {stat(state, side, 'health')} Health" in line
        slots = _line(lines, f"{_called(state, side)}'s ")
        cards = state.enemy.track if state.enemy is not None and side == 1 else state.players[side].slots
        for i, card in enumerate(cards, start=1):
            assert re.search(rf"slot {i}( \(\d Power\))?: {re.escape(card or 'empty')}(,|$)", slots), (slots, i)
    for line in lines:
        assert not RAW.search(line), line


def test_the_opening_arena_says_every_space_and_both_mystlings():
    state = started(HANDS["pvp"])
    check(state)
    lines = GAME.board_text(state)
    assert lines[0] == f"The Arena, Arena card {state.arena_card}"
    assert _line(lines, "Space a: ") == "Space a: starting space I; White (Arboro) stands here"
    assert _line(lines, "Space f: ") == "Space f: icon A"
    assert _line(lines, "White (Arboro)'s Card Slots:").endswith("slot 4 (3 Power): Rooted Punch")


def test_before_setup_the_spaces_are_said_empty():
    state = GAME.initial_state({})
    lines = GAME.board_text(state)
    assert lines[0] == "The Arena (set up the Combat)"
    assert len(lines) == 1 + len(state.profile.arena.spaces)


def _walk(mode: str, seed: int, steps: int = 200) -> set[str]:
    """Play random offered events (no Concede), checking the words at every step; what came up."""
    rng = random.Random(seed)
    state = started(HANDS[mode], mode=mode, arena_card=ROCKS)
    met = set()
    for _ in range(steps):
        if GAME.is_over(state):
            break
        before = state
        state = GAME.apply(state, rng.choice([c for c in GAME.options(state).choices
                                              if not isinstance(c.event, Concede)]).event)
        check(state)
        sides = range(2 if mode == "pvp" else 1)
        if any(space_of(state, s) != space_of(before, s) for s in sides):
            met.add("move")  # the new space now says who stands there (check), the old one no more
        met |= {k for k, v in (("token", state.tokens), ("damage", any(damage_of(state, s) for s in sides)),
                               ("terrain", state.terrain)) if v}
    return met


def test_a_duel_stays_true_to_the_state_at_every_step():
    assert _walk("pvp", 0) == {"move", "token", "damage", "terrain"}


def test_a_solo_combat_stays_true_to_the_state_at_every_step():
    assert {"move", "damage", "terrain"} <= _walk("solo", 2) | _walk("solo", 1)
