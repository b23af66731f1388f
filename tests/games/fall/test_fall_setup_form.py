"""The Fall's setup form driven in Python: every field reaches the SetUp event, and a board file loaded
in the page is checked by the core (a bad one refused naming its field, nothing changed)."""

from __future__ import annotations

import copy
import datetime
import html
import json

import pytest

from companion.codec import event_from_json, event_to_json
from companion.errors import RuleError
from companion.games.fall.board import BOARD_PATH
from companion.games.fall.events import EVENT_TYPES, MachineSetup, WonderSetup
from companion.games.fall.game import FALL
from companion.games.fall.state import Phase
from widgets.games.fall.board import describe
from widgets.games.fall.dashboard import FallDashboard

WHEN = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
MAX_BYTES = FALL.options(FALL.initial_state({})).offers["board_bytes"][0]


TABS = ("Characters", "Board", "Machines", "Shards", "Settings", "Chronicle")


def open_tab(form, title: str):
    """What a click on the tab does: select it (its content is built on first opening); the form."""
    form.tabs.selected_index = TABS.index(title)
    return form


def upload(form, raw, name="my-board.json") -> None:
    """What the browser sends when a file is chosen in the FileUpload (on the Board tab)."""
    open_tab(form, "Board")
    content = raw if isinstance(raw, bytes) else json.dumps(raw).encode()
    form.upload.value = ({"name": name, "type": "application/json", "size": len(content),
                          "content": memoryview(content), "last_modified": WHEN},)


def board_raw() -> dict:
    return json.loads(BOARD_PATH.read_text(encoding="utf-8"))


@pytest.fixture
def dash() -> FallDashboard:
    return FallDashboard()


def test_only_the_characters_tab_is_built_until_another_is_opened(dash):
    form = dash.setup
    assert [form.tabs.built(k) for k in range(len(TABS))] == [True] + [False] * (len(TABS) - 1)
    assert form.tabs.get_title(2) == "Machines" and form.m_list is None
    open_tab(form, "Machines")
    assert form.tabs.built(2) and form.tabs.children[2].children and form.m_list is not None


def test_tabs_never_opened_give_the_same_setup_as_their_untouched_fields(dash):
    """A tab is built on first opening: until then the form's defaults are the ones its fields would show."""
    unopened = dash.setup.event()
    for title in TABS:
        open_tab(dash.setup, title)
    assert dash.setup.event() == unopened
    dash.setup.submit()
    assert dash.state.phase is not Phase.SETUP


def test_the_form_starts_with_an_example_machine_draft_labelled_so(dash):
    form = open_tab(dash.setup, "Machines")
    labels = [label for label, _ in form.m_list.options]
    assert labels and all(label.startswith("EXAMPLE") for label in labels)
    assert form.event().machines == tuple(form.current_machines())
    assert "setup step" in " ".join(str(c.value) for c in form.tabs.section(2).children if hasattr(c, "value"))


def test_machines_entered_per_region_reach_the_setup(dash):
    form = open_tab(dash.setup, "Machines")
    region = form.offers["regions"][3]
    form.clear_machines()
    form.m_region.value, form.m_kind.value, form.m_colour.value = region, "Refiner", "blue"
    form.add_machine()
    form.m_region.value, form.m_kind.value, form.m_colour.value = region, "Harvester", "red"
    form.add_machine()
    assert form.event().machines == (MachineSetup(region, "Refiner", "blue"), MachineSetup(region, "Harvester", "red"))
    assert not any(label.startswith("EXAMPLE") for label, _ in form.m_list.options)
    form.m_list.value = (0,)
    form.remove_machines()
    assert form.event().machines == (MachineSetup(region, "Harvester", "red"),)
    form.submit()
    assert dash.state.machines[0].region == region and len(dash.state.machines) == 1


def test_a_machine_the_core_refuses_leaves_the_game_unstarted(dash):
    form = open_tab(dash.setup, "Machines")
    form.clear_machines()
    form.m_region.value, form.m_kind.value, form.m_colour.value = form.offers["regions"][0], "Scavenger", "purple"
    form.add_machine()  # purple is not a playing colour at two players
    before = copy.deepcopy(dash.state)
    form.start.click()
    assert "playing colour" in dash.message.value and dash.state == before and len(dash.session) == 0


def test_difficult_shows_the_bag_and_its_note_and_reaches_the_setup(dash):
    form = open_tab(dash.setup, "Shards")
    assert form.bag_box.layout.display == "none"
    form.difficulty.value = "difficult"
    assert form.bag_box.layout.display is None
    assert "empty" in form.bag_box.children[0].value
    for v, box in form.bag.items():
        box.value = {1: 1, 2: 4, 3: 5}[v]
    assert form.event().difficult_bag == (1, 4, 5)
    form.submit()
    assert dash.state.bag == (1, 4, 5) and dash.state.setup_cards == 4


def test_a_difficult_bag_not_of_ten_is_refused(dash):
    form = dash.setup
    form.difficulty.value = "difficult"
    before = copy.deepcopy(dash.state)
    form.start.click()
    assert "10 shards" in dash.message.value and dash.state == before
    # in the players' words: what the bag holds, not a field name or a Python value
    assert "holds 0 shards (0 of value 1, 0 of value 2, 0 of value 3)" in dash.message.value
    assert "difficult_bag" not in dash.message.value and "{" not in dash.message.value


def test_extra_monsters_settings_and_islands_reach_the_setup(dash):
    form = dash.setup
    for title in ("Shards", "Settings", "Board"):
        open_tab(form, title)
    form.extra.value = True
    for box in form.settings.values():
        box.value = not box.value
    crater = form.offers["craters"][0]
    form.islands[crater][1].value = "Crystal Field"
    event = form.event()
    assert event.extra_monsters is True
    assert all(getattr(event.settings, name) is box.value for name, box in form.settings.items())
    assert event.islands[crater][1] == "Crystal Field"
    form.submit()
    state = dash.state
    assert state.settings == event.settings and "Kodror the Infestation" in state.monster_cards
    assert state.island(crater).regions[1].type == "Crystal Field"


def test_each_setting_shows_its_ruling(dash):
    rows = open_tab(dash.setup, "Settings").tabs.section(4).children
    text = " ".join(getattr(r, "value", "") if isinstance(getattr(r, "value", ""), str) else "" for r in rows)
    from companion.games.fall.rulings import RULINGS_BY_KEY

    for key in ("attack_partial_defeat", "boulron_adds_to_strength", "wonder_without_machine"):
        ruling = RULINGS_BY_KEY[key]
        assert html.escape(ruling.reading) in text and html.escape(ruling.section) in text
        assert key not in text  # the players read the ruling, not its key


def test_the_chronicle_after_mysthea_takes_each_champions_cards(dash):
    form = open_tab(dash.setup, "Chronicle")
    form.chronicle.value = (True, False)
    form.chars[0].value, form.chars[1].value = "Sanya", "Telron"
    assert form.cards[0].layout.display is None and form.cards[1].layout.display is None
    form.cards[0].value = "3 red, 2 blue"
    form.cards[1].value = "1 green"
    event = form.event()
    assert event.chronicle.after_mysthea and not event.chronicle.after_icaion
    assert event.players[0].command_cards == ((3, "red"), (2, "blue"))
    form.submit()
    assert len(dash.state.players[0].deck.pile) == 2
    assert "after Mysthea, personal Command decks: Player 1 2 cards left, Player 2 1 card left" in dash.status.value


def test_a_mistyped_card_is_refused_naming_it(dash):
    form = open_tab(dash.setup, "Chronicle")
    form.chronicle.value = (True, False)
    form.chars[0].value, form.chars[1].value = "Sanya", "Telron"
    form.cards[0].value = "3 purple"
    before = copy.deepcopy(dash.state)
    form.start.click()
    assert "3 purple" in dash.message.value and dash.state == before


def test_the_chronicle_after_icaion_takes_the_wonders(dash):
    form = open_tab(dash.setup, "Chronicle")
    form.chronicle.value = (False, True)
    form.chars[0].value, form.chars[1].value = "The Heir", "The Outsider"
    assert form.wonder_box.layout.display is None and form.era_box.layout.display == "none"
    form.w_region.value = form.offers["regions"][2]
    form.w_builder.value = form.names[1].value
    form.add_wonder()
    form.w_region.value = form.offers["regions"][5]
    form.w_builder.value = form.w_builder.options[-1]  # no one playing
    form.add_wonder()
    event = form.event()
    assert event.chronicle.wonders == (WonderSetup(form.offers["regions"][2], form.names[1].value),
                                       WonderSetup(form.offers["regions"][5], ""))
    form.submit()
    assert dash.state.after_icaion and len(dash.state.wonders) == 2
    # in play the page says so: the status line and the board, where each Wonder stands (play-test)
    wonder = form.offers["regions"][2]
    assert f"after Icaion, Wonders in: {wonder}, {form.offers['regions'][5]}" in dash.status.value
    assert "Wonder" in describe(dash.state, f"region:{wonder}")
    texts: list[str] = []
    dash.board.fill_text = lambda text, x, y, *a: texts.append(text)  # what the board writes, in order
    dash.board.clients_ready = 1  # as if a browser showed it
    dash.board.redraw()
    assert texts.count("Wonder") == 2


def test_the_chronicle_after_both_takes_the_era_decks(dash):
    form = open_tab(dash.setup, "Chronicle")
    form.chronicle.value = (True, True)
    form.chars[0].value, form.chars[1].value = "Sanya", "The Heir"
    assert form.era_box.layout.display is None
    form.cards[0].value = "2 red"
    form.eras["I"].value = "1 red, 3 blue, 2 green"
    form.eras["II"].value = "1 red"
    form.eras["III"].value = ""
    event = form.event()
    assert event.chronicle.era_decks == (((1, "red"), (3, "blue"), (2, "green")), ((1, "red"),), ())
    form.submit()
    assert dash.state.unused_eras == ("II", "III")


# ----- a board file loaded in the page -----

@pytest.mark.parametrize("break_it, field", [
    (lambda raw: raw["nodes"][0].update(regions=raw["nodes"][0]["regions"][:1]), "nodes[0].regions"),
    (lambda raw: raw.update(city_nodes=raw["city_nodes"][:4]), "city_nodes"),
    (lambda raw: raw.update(version="two"), "version"),
])
def test_a_bad_board_file_is_refused_naming_the_field_and_nothing_changes(dash, break_it, field):
    form = dash.setup
    raw = board_raw()
    break_it(raw)
    before, board = copy.deepcopy(dash.state), form.board
    upload(form, raw)
    assert field in dash.message.value and "refused" in dash.message.value.lower()
    assert "Traceback" not in dash.message.value
    assert dash.state == before and form.board is board and form.board_json is None
    assert form.event().board is None


def test_a_file_that_is_not_json_or_too_big_is_refused(dash):
    form = dash.setup
    upload(form, b"{not json")
    assert "not valid JSON" in dash.message.value
    upload(form, b" " * (MAX_BYTES + 1))
    assert "at most" in dash.message.value
    upload(form, board_raw(), name="board.txt")
    assert ".json" in dash.message.value and form.board_json is None


def test_a_good_board_file_is_used_recorded_in_the_setup_and_replays(dash):
    form = dash.setup
    raw = board_raw()
    raw["reconstruction"], raw["note"] = False, "Our own copy of the board, corrected."
    raw["ring"] = raw["ring"][1:] + raw["ring"][:1]  # the Colossus's first ring node differs
    upload(form, raw)
    assert "loaded" in dash.message.value and form.board_json is not None
    assert "as printed" in form.board_label.value and "Our own copy" in form.board_label.value
    assert form.colossus.options[0] == raw["ring"][0]
    event = form.event()
    assert event.board == form.board_json
    form.submit()
    state = dash.state
    assert state.phase is Phase.REVEALS and state.board.note == raw["note"] and not state.board.reconstruction
    # the log replays: the event read back from JSON gives the same state
    again = FALL.apply(FALL.initial_state({}), event_from_json(event_to_json(dash.session.events[0]), EVENT_TYPES))
    assert again == state


def test_the_default_board_is_labelled_a_reconstruction(dash):
    assert "reconstruction" in open_tab(dash.setup, "Board").board_label.value


def test_a_setup_with_a_bad_board_is_refused_by_the_rules():
    state = FALL.initial_state({})
    raw = board_raw()
    raw["city_nodes"] = raw["city_nodes"][:4]
    dash = FallDashboard()
    event = dash.setup.event()
    bad = type(event)(**{**event.__dict__, "board": raw})
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as info:
        FALL.apply(state, bad)
    assert "city_nodes" in str(info.value) and info.value.section == "Getting Ready, step 1" and state == before


@pytest.mark.parametrize("field, value, words", [
    ("defense", 0, "whole number from 1"),
    ("defense", 100000, "whole number from 1"),
    ("shards", 0, "1 to"),
    ("shards", 99, "1 to"),
])
def test_an_out_of_range_number_is_refused_with_its_reason_not_clamped(dash, field, value, words):
    """Issue #13 B3: City Defense 0 typed silently became 1; now the core refuses it and says why."""
    box = getattr(dash.setup, field)
    box.value = value
    assert box.value == value  # kept as typed
    before = copy.deepcopy(dash.state)
    dash.setup.start.click()
    assert words in dash.message.value and dash.state == before and dash.state.phase is Phase.SETUP


def test_a_difficult_bag_count_out_of_range_is_kept_and_refused(dash):
    dash.setup.difficulty.value = "difficult"
    box = next(iter(open_tab(dash.setup, "Shards").bag.values()))
    box.value = -1
    assert box.value == -1
    dash.setup.start.click()
    assert "Primal Shards" in dash.message.value and dash.state.phase is Phase.SETUP


def test_the_example_defaults_are_labelled_example_in_the_main_tab(dash):
    """Issue #13 B4: the EXAMPLE City Defense and Colossus shards say so where they are entered."""
    assert "EXAMPLE" in dash.setup.defense.description and "EXAMPLE" in dash.setup.shards.description


def test_start_sits_beside_the_heading_above_the_tabs(dash):
    """Play-test: at 1280x800 the Start button under a tall tab (Settings) was below the fold."""
    top = dash.setup.children[0]
    assert dash.setup.start in top.children and dash.setup.children[1] is dash.setup.tabs


def test_a_board_file_keeps_the_picks_it_still_has_and_says_so(dash):
    """Play-test: loading a board file put the islands, the starting nodes and the Colossus back to their
    first choices without a word; a pick the new board still has is kept, and the message says so."""
    form = open_tab(dash.setup, "Board")
    crater = form.offers["craters"][0]
    form.islands[crater][1].value = "Crystal Field"
    form.nodes[0].value = form.nodes[0].options[-1]
    node, ring_node = form.nodes[0].value, form.colossus.options[3]
    form.colossus.value = ring_node
    raw = board_raw()
    raw["note"] = "Our copy, one note changed."
    upload(form, raw)
    assert "loaded" in dash.message.value and "is kept" in dash.message.value
    assert form.island_types[crater][1] == "Crystal Field" and form.islands[crater][1].value == "Crystal Field"
    assert form.nodes[0].value == node and form.colossus.value == ring_node
    event = form.event()
    assert event.islands[crater][1] == "Crystal Field" and event.colossus_node == ring_node
    assert event.players[0].node == node
