"""From the Other Side's boards in words (issue #22 item 6): the map's spaces with their Heroes and
Targets, the Battle board's Creatures, Breath and Fight Lines, the Initiative Line and the Dragon board,
checked against the state at every step of the rulebook's worked example and of a random game."""

from __future__ import annotations

import random
import re

from companion.games.other_side import data
from companion.games.other_side.events import Move
from companion.games.other_side.game import GAME
from companion.games.other_side.profile import index
from companion.games.other_side.state import DOWN, UP, OtherSideState
from companion.games.other_side.words import space_words
from tests.games.other_side.other_side_helpers import (
    FIGHT_EVENTS, HUNT_EVENTS, PLAN_EVENTS, phase4_example, run, setup_four,
)

RAW = re.compile(r"[a-z]+_[a-z]+|<|>|Phase\.|\w+:\w")


def _line(lines: tuple[str, ...], start: str) -> str:
    found = [x for x in lines if x.startswith(start)]
    assert len(found) == 1, (start, lines)
    return found[0]


def _up(text: str) -> str:
    return text[:1].upper() + text[1:]


def check(state: OtherSideState) -> None:
    """Every space, Hero, Creature, Breath token and count is in the line of its place."""
    lines = GAME.board_text(state)
    targets = {slot.room: i for i, slot in enumerate(state.battle, start=1) if slot is not None}
    for s in state.board.spaces:
        line = _line(lines, _up(space_words(state, s.id)) + ": ")
        assert line.split(": ", 1)[1].startswith(s.kind + ";")
        for h in state.heroes:
            assert (data.hero_name(h.hero) in line.split("; opens onto")[0]) == (h.space == s.id), (line, h)
        assert (f"Target {targets[s.id]}" in line) if s.id in targets else "Target" not in line
    cards = index(state.profile)
    for i, slot in enumerate(state.battle, start=1):
        line = _line(lines, f"Battle board space {i}: ")
        faces = [state.breath[(i - 1) * data.BREATH_SLOTS_PER_SPACE + k] for k in range(data.BREATH_SLOTS_PER_SPACE)]
        said = line.split("Breath slots: ", 1)[1].split(";")[0].split(", ")
        assert [x.split(" (")[0] for x in said] == [{UP: "face up", DOWN: "face down"}.get(f, "empty") for f in faces]
        if slot is None:
            assert line.startswith(f"Battle board space {i}: empty;")
            continue
        c = cards.creatures[slot.card]
        assert f": {c.name} ({c.creature_type}, {c.mastery}), Strength {c.strength}," in line
        assert f"Target in {space_words(state, slot.room)};" in line
        for n, fc in enumerate(slot.fight_line, start=1):
            assert f"{n}. {data.hero_name(fc.hero)}: {cards.action_cards[fc.card].name}" in line
    line = _line(lines, "Initiative Line: ")
    assert line.count("'s ") == len(state.line)
    assert _line(lines, "Mirror Fragments: ").startswith(f"Mirror Fragments: {state.fragments}")
    dragon = _line(lines, "Dragon board: ")
    assert dragon.count("emerged") == state.dragon_tiles
    for x in lines:
        assert not RAW.search(x), x


def test_before_setup_the_map_waits_for_the_well():
    lines = GAME.board_text(GAME.initial_state({}))
    check(GAME.initial_state({}))
    assert lines[0].startswith("Dragon Rock: the map appears once the game is set up")
    assert _line(lines, "Battle board space 1: ") == "Battle board space 1: empty; Breath slots: empty, empty"


def test_a_move_puts_the_hero_in_the_new_space():
    before = run(setup_four(), *HUNT_EVENTS[:3])
    after = GAME.apply(before, Move("marcus", ("1:den",)))
    den, hall = "The den on Tile 1: ", "The hall on the Well: "
    assert "Marcus" not in _line(GAME.board_text(before), den)
    assert "Marcus" in _line(GAME.board_text(after), den).split("; opens onto")[0]
    assert "Marcus" not in _line(GAME.board_text(after), hall).split("; opens onto")[0]
    check(after)


def test_the_worked_example_is_said_step_by_step():
    state = setup_four()
    check(state)
    for event in (*HUNT_EVENTS, *PLAN_EVENTS, *FIGHT_EVENTS):
        state = GAME.apply(state, event)
        check(state)
    assert state == phase4_example()
    lines = GAME.board_text(state)
    assert "Fight Line: 1. Marcus: MA1; 2. Hansi the Minstrel: HA1" in _line(lines, "Battle board space 2: ")


def test_a_random_game_stays_true_to_the_state_at_every_step():
    rng = random.Random(5)
    state = GAME.apply(GAME.initial_state({}), GAME.setup_choices({}, 0)[0])
    phases = set()
    for _ in range(250):
        if GAME.is_over(state):
            break
        state = GAME.apply(state, rng.choice(GAME.options(state).choices).event)
        check(state)
        phases.add(state.phase)
    assert len(phases) >= 4  # the walk went through the turn's phases, not one step
