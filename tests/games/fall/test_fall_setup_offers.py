"""The setup form's offers and draft (options.py), and the board targets the Day offers."""

from __future__ import annotations

from companion.games.fall import data
from companion.games.fall.events import AttackEnemies, Move
from companion.games.fall.game import FALL
from companion.games.fall.options import draft_setup, setup_offers, start_nodes
from companion.games.fall.state import Phase


def test_setup_offers_name_every_character_and_the_player_counts():
    state = FALL.initial_state({})
    offers = FALL.options(state).offers
    assert offers == setup_offers(state)
    assert len(offers["characters"]) == len(data.CHARACTERS)
    assert offers["players"][0] == data.MIN_CHARACTERS and offers["players"][-1] == data.MAX_CHARACTERS
    assert set(offers["ring"]) == set(state.board.ring)


def test_start_nodes_follow_the_origin():
    board = FALL.initial_state({}).board
    assert set(start_nodes(board, "Sanya")) == {c.node for c in board.craters}
    assert set(start_nodes(board, "The Heir")) == set(board.city_nodes)


def test_every_player_count_drafts_a_legal_setup():
    state = FALL.initial_state({})
    for n in range(data.MIN_CHARACTERS, data.MAX_CHARACTERS + 1):
        chars = tuple(c.name for c in data.CHARACTERS[::2])[:n]
        after = FALL.apply(state, draft_setup(state.board, chars))
        assert after.phase is Phase.REVEALS and len(after.players) == n


def test_day_offers_are_the_moves_and_attacks_offered():
    state = FALL.apply(FALL.initial_state({}), draft_setup(FALL.initial_state({}).board, ("Sanya", "Anuth")))
    while state.phase is not Phase.DAY:
        state = FALL.apply(state, FALL.options(state).choices[0].event)
    opts = FALL.options(state)
    moves = {c.event.path[-1] for c in opts.choices if isinstance(c.event, Move) and not c.event.character}
    attacks = {c.event.region for c in opts.choices if isinstance(c.event, AttackEnemies)}
    assert set(opts.offers["destinations"]) == moves
    assert set(opts.offers["attack_regions"]) == attacks
