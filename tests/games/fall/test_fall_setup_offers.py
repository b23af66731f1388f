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
        chars = setup_offers(state)["default_draft"][:n]
        after = FALL.apply(state, draft_setup(state.board, chars))
        assert after.phase is Phase.REVEALS and len(after.players) == n


def test_day_offers_are_the_moves_and_attacks_offered():
    state = FALL.apply(FALL.initial_state({}), draft_setup(FALL.initial_state({}).board, ("Sanya", "The Heir")))
    while state.phase is not Phase.DAY:
        state = FALL.apply(state, FALL.options(state).choices[0].event)
    opts = FALL.options(state)
    moves = {c.event.path[-1] for c in opts.choices if isinstance(c.event, Move) and not c.event.character}
    attacks = {c.event.region for c in opts.choices if isinstance(c.event, AttackEnemies)}
    assert set(opts.offers["destinations"]) == moves
    assert set(opts.offers["attack_regions"]) == attacks


# ----- the new setup fields: Machines, Difficult bag, extra Monsters, settings, Chronicle, board file -----

def test_every_setting_is_offered_with_its_ruling():
    from dataclasses import fields

    from companion.games.fall.events import Settings
    from companion.games.fall.rulings import RULINGS_BY_KEY

    offers = setup_offers(FALL.initial_state({}))
    assert [name for name, _, _ in offers["settings"]] == [f.name for f in fields(Settings)]
    assert sorted(offers["settings_ticked"]) == sorted(f.name for f in fields(Settings))  # what a tick means
    for name, point, reading in offers["settings"]:
        (ruling,) = [r for r in RULINGS_BY_KEY.values() if r.setting == name]
        assert ruling.point == point and reading == f"{ruling.reading} ({ruling.section})"


def test_the_offers_follow_the_board_and_the_data():
    state = FALL.initial_state({})
    offers = setup_offers(state)
    assert offers["regions"] == tuple(r.id for r in state.board.regions)
    assert offers["machine_kinds"] == data.MACHINE_KINDS and offers["banners"] == data.BANNERS
    assert set(offers["champions"]) == {c.name for c in data.CHARACTERS if c.origin == data.MYSTHEA}
    assert set(offers["extra_monsters"]) == {m.name for m in data.FALL_MONSTERS if m.extra}
    assert offers["board"][0] is True and "not public" in offers["board"][1]
    assert "empty" in offers["difficult_note"][0]
    assert "EXAMPLE" in offers["machine_note"][0]


def test_the_draft_takes_machines_entered_or_the_example():
    from companion.games.fall.events import MachineSetup
    from companion.games.fall.options import example_machines

    board = FALL.initial_state({}).board
    drafted = draft_setup(board, ("Sanya", "Anuth"))
    assert drafted.machines == example_machines(board, drafted.players) and drafted.machines
    assert draft_setup(board, ("Sanya", "Anuth"), machines=()).machines == ()
    one = (MachineSetup("outer-3", "Refiner", "red"),)
    assert draft_setup(board, ("Sanya", "Anuth"), machines=one).machines == one


def test_cards_are_read_as_value_and_banner():
    import pytest

    from companion.errors import RuleError
    from companion.games.fall.options import parse_cards

    assert parse_cards("3 red, 2 Blue;1 green\n4 yellow", "P1") == ((3, "red"), (2, "blue"), (1, "green"), (4, "yellow"))
    assert parse_cards("  ", "P1") == ()
    for bad in ("red 3", "3", "three red", "3 red blue", "3 purple"):
        with pytest.raises(RuleError) as info:
            parse_cards(bad, "P1")
        assert "P1" in str(info.value) and info.value.section


def test_every_chronicle_mode_drafts_a_legal_setup():
    from companion.games.fall.events import Chronicle, WonderSetup

    state = FALL.initial_state({})
    board = state.board
    modes = dict((v, k) for k, v in setup_offers(state)["chronicle"])
    assert set(modes) == {(False, False), (True, False), (False, True), (True, True)}
    cases = {  # Characters, each one's Command Cards from Mysthea, the Chronicle options
        (False, False): (("Sanya", "The Heir"), (), Chronicle()),
        (True, False): (("Sanya", "Telron"), (((2, "red"),), ((1, "green"),)), Chronicle(True, False)),
        (False, True): (("The Heir", "The Outsider"), (), Chronicle(False, True, (WonderSetup("outer-3", "Player 1"),))),
        (True, True): (("Sanya", "The Heir"), (((2, "red"),), ()), Chronicle(True, True, era_decks=(((1, "red"),), (), ()))),
    }
    for mode, (chars, cards, chronicle) in cases.items():
        after = FALL.apply(state, draft_setup(board, chars, chronicle=chronicle, command_cards=cards))
        assert (after.after_mysthea, after.after_icaion) == mode


def test_a_board_file_is_read_by_the_core_or_refused_naming_the_field():
    import json

    import pytest

    from companion.errors import RuleError
    from companion.games.fall.board import BOARD_PATH
    from companion.games.fall.options import board_file

    text = BOARD_PATH.read_bytes()
    board, raw = board_file(text, "board.json")
    assert board == FALL.initial_state({}).board and json.loads(json.dumps(raw)) == raw
    bad = json.loads(text)
    bad["ring"] = bad["ring"][:2]
    with pytest.raises(RuleError) as info:
        board_file(json.dumps(bad).encode(), "board.json")
    assert "ring" in info.value.message and info.value.section == "Getting Ready, step 1"
