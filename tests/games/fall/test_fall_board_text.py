"""The Fall's board in words (issue #22 item 6): every place the canvas draws, with what is on it."""

from __future__ import annotations

import re
from dataclasses import replace

from companion.games.fall.events import Deposit, Move, Placement, RevealMonster
from companion.games.fall.game import GAME
from companion.games.fall.state import FallState
from companion.games.fall.words import island_name
from tests.games.fall.fall_table import placed, qoam, started

RAW = re.compile(r"[a-z]+_[a-z]+|<|>|Phase\.|\w+:\d")


def _set_up() -> FallState:
    """The generic playthrough's first setup (EXAMPLE Machines included), then the first Monster revealed."""
    state = GAME.apply(GAME.initial_state({}), GAME.setup_choices({}, 0)[0])
    reveal = next(c.event for c in GAME.options(state).choices if isinstance(c.event, RevealMonster))
    return GAME.apply(state, reveal)


def _line(lines: tuple[str, ...], start: str) -> str:
    found = [x for x in lines if x.startswith(start)]
    assert len(found) == 1, (start, lines)
    return found[0]


def _says_enemies(part: str, golems: int, troops: int, parasites: int) -> None:
    for n, word in ((golems, "Golem"), (troops, "Troop"), (parasites, "Parasite")):
        if n:
            assert re.search(rf"\b{n} {word}s?\b", part), (part, n, word)
        else:
            assert word not in part, (part, word)


def test_every_region_island_and_piece_is_said_where_it_is():
    state = _set_up()
    lines = GAME.board_text(state)
    assert _line(lines, "The City:") == f"The City: {state.defense} Defense Points"
    for r in state.board.regions:
        line = _line(lines, f"{r.type}, {r.kind} region {r.id}:")
        e = state.enemies(r.id)
        _says_enemies(line.split(";")[0], e.golems, e.troops, e.parasites)
        here = [f"{m.colour} {m.kind}" for m in state.machines if m.region == r.id]
        assert all(word in line for word in here) and (here or "no Machine" in line)
    assert state.machines and all(any(f"{m.colour} {m.kind}" in x for x in lines) for m in state.machines)
    for crater in state.board.craters:
        line = _line(lines, f"{island_name(crater.id)} (on {crater.id}")
        island = state.island(crater.id)
        for reg, part in zip(island.regions, line.split(": ", 1)[1].split("; ")):
            assert part.startswith(f"{reg.type}: ")
            e = state.enemies(reg.id)
            _says_enemies(part, e.golems, e.troops, e.parasites)
        monster = state.monster_on(crater.id)
        assert (monster is not None and f"{monster.name} is here" in line) or (monster is None and "is here" not in line)
    assert state.monsters and any(f"{state.monsters[0].name} is here" in x for x in lines)
    for p in state.players:
        assert _line(lines, f"{p.name} ({p.character}, {p.colour}").count(f"node {p.node}") == 1
    assert _line(lines, "The Colossus").startswith(f"The Colossus on node {state.colossus} ")
    assert f"{state.colossus_shards} Primal Shard" in _line(lines, "The Colossus")
    assert _line(lines, "Machines:") == "Machines: the EXAMPLE draft, not your table's"


def test_a_move_shows_the_new_node_and_the_turn():
    state = started()
    who = state.player
    before = _line(GAME.board_text(state), f"{who.name} (")
    assert "node ring-0 " in before and "to play" in before
    after = GAME.apply(state, Move(("ring-1",)))
    moved = _line(GAME.board_text(after), f"{who.name} (")
    assert "node ring-1 " in moved and "ring-0" not in moved
    assert GAME.board_text(after) != GAME.board_text(state)


def test_a_deposit_shows_in_the_city_spaces():
    # The Heir stands in the City with two crystals (a position set up as the Deposit tests do).
    state = replace(placed(started(), 1, qoam=qoam(blue=1, green=1)), current=1)
    assert _line(GAME.board_text(state), "City spaces:").count(": empty") == len(state.city)
    after = GAME.apply(state, Deposit((Placement("space-1", "blue"), Placement("space-3", "green"))))
    spaces = _line(GAME.board_text(after), "City spaces:")
    assert "space 1: a blue Qoam crystal" in spaces and "space 3: a green Qoam crystal" in spaces
    assert spaces.count(": empty") == len(state.city) - 2


def test_no_line_holds_an_id_or_a_repr():
    for state in (GAME.initial_state({}), _set_up(), started()):
        for line in GAME.board_text(state):
            assert not RAW.search(line), line
            assert "None" not in line and "()" not in line, line
