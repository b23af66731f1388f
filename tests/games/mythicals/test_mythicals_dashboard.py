"""The Mythicals dashboard, driven without a browser: clicks become events, refusals become messages."""

import re
from fractions import Fraction

import pytest

from companion.games.mythicals import data
from companion.games.mythicals.state import CHOOSE, COLLECT, LAST_TILE, OVER, REINFORCE, TILE
from widgets.games.mythicals.dashboard import MythicalsDashboard, View, advice, draw_board, day_odds
from widgets.kit.canvas import Frame
from tests.widgets.lookup import find, one


def classes(widget):
    return set(widget._dom_classes)


def set_up(dash, cards=("red-4", "blue-1", "green-2", "purple-joker")):
    for css, card in zip(("tc-myth-deal-1a", "tc-myth-deal-1b", "tc-myth-deal-2a", "tc-myth-deal-2b"), cards):
        one(dash, css).value = card
    one(dash, "tc-myth-setup").click()


def reveal(dash, cards):
    for i, card in enumerate(cards, 1):
        one(dash, f"tc-myth-reveal-{i}").value = card
    one(dash, "tc-myth-reveal").click()


@pytest.fixture
def dash():
    return MythicalsDashboard()


def test_setup_from_the_controls_starts_anna_on_collecting(dash):
    assert "Set up" in dash.status.value
    set_up(dash)
    assert dash.state.step == COLLECT
    assert dash.state.players[0].collection == ("blue-1", "red-4")
    assert "Anna" in dash.status.value


def test_a_refused_setup_shows_a_message_not_a_traceback(dash):
    set_up(dash, ("red-4", "red-1", "green-2", "purple-joker"))
    assert dash.message.kind == "refusal"
    assert "both red" in dash.message.text and "Setup" in dash.message.text
    assert dash.state.step == "setup"


def test_a_reveal_then_a_colour_button_collects_and_reports_the_duplicate_gift(dash):
    set_up(dash)
    reveal(dash, ("red-4", "green-1", "red-2"))
    assert dash.state.step == CHOOSE
    one(dash, "tc-myth-take-red").click()
    assert dash.state.step == TILE
    assert "gave red-4 to Ben" in dash.status.value
    assert dash.state.reserve == ("green-1",)


def test_clicking_the_empty_reserve_is_refused_in_plain_words(dash):
    set_up(dash)
    dash.board.pick("reserve:green")
    assert dash.message.kind == "refusal" and "The reserve is empty" in dash.message.text


def test_a_tile_taken_by_click_then_two_markers_placed_from_the_board(dash):
    set_up(dash, ("purple-1", "blue-1", "green-2", "red-joker"))
    reveal(dash, ("purple-2", "purple-3", "green-5"))
    dash.board.pick("revealed:purple-2")
    assert dash.state.step == TILE
    assert find(dash.widget, "tc-myth-tile-purple-3")
    assert any("purple-3" in text and text.startswith("take now") for _, text in advice(dash.state))
    dash.board.pick("tile:purple-3")
    assert dash.state.step == REINFORCE and dash.state.players[0].tiles == ("purple-3",)
    dash.board.pick("tile:green-4")
    assert dash.target == "green-4"
    one(dash, "tc-myth-reinforce-2").click()
    assert dash.state.tile("green-4").markers == 2 and dash.state.current == 1
    assert dash.session.steps[-2] == "Anna takes purple-3 (4 points)"
    assert dash.session.steps[-1] == "Anna places 2 markers on green-4"


def test_undo_and_redo_walk_the_log(dash):
    set_up(dash)
    reveal(dash, ("red-4", "green-1", "red-2"))
    one(dash, "tc-myth-undo").click()
    assert dash.state.step == COLLECT and dash.state.revealed == ()
    one(dash, "tc-myth-redo").click()
    assert dash.state.step == CHOOSE


def test_the_day_card_leads_to_the_final_score(dash):
    set_up(dash)
    # Play reveals until the deck is down to its last 9 cards (the Day card's window).
    seen = ["red-4", "blue-1", "green-2", "purple-joker"]
    pool = [c for c in data.CARD_KINDS for _ in range(2)]
    for card in seen:
        pool.remove(card)
    while dash.state.deck.remaining > 9:
        cards, pool = pool[:3], pool[3:]
        reveal(dash, cards)
        colour = data.card_colour(cards[0])
        one(dash, f"tc-myth-take-{colour}").click()
        one(dash, "tc-myth-end-turn").click()
        assert dash.message.kind == "", dash.message.text
    odds = day_odds(dash.state)
    assert odds is not None and odds[0] == Fraction(1, 3)
    assert "33.3 %" in dash.odds_text.value and "(1/3)" in dash.odds_text.value
    reveal(dash, (pool[0], "day", pool[1]))
    colour = data.card_colour(pool[0])
    one(dash, f"tc-myth-take-{colour}").click()
    assert dash.state.step == LAST_TILE
    one(dash, "tc-myth-end-turn").click()
    assert dash.state.step == OVER
    assert "Final score" in dash.score.value
    assert "The Day card has come" in dash.odds_text.value


def test_every_tile_reserve_colour_and_deck_is_clickable_and_labelled(dash):
    set_up(dash)
    frame = Frame(None, 940, 600)
    draw_board(frame, View(dash.state))
    names = {s.name for s in frame.shapes}
    assert {f"tile:{t.name}" for t in data.TILES} <= names
    assert {f"reserve:{c}" for c in data.COLOURS} <= names
    assert "deck" in names
    assert any(n.startswith("card:0:") for n in names) and any(n.startswith("card:1:") for n in names)


def test_the_page_saves_from_the_setup_on_and_resumes_after_a_reload(tmp_path):
    from widgets.games.mythicals.dashboard import mythicals_page

    box = mythicals_page(folder=tmp_path)
    dash = box.dashboard
    assert dash.session.journal is None  # nothing saved before the game starts
    box.picker.name_text.value = "friday night"
    set_up(dash)
    assert dash.session.name == "friday night" and dash.session.journal is not None
    reveal(dash, ("red-4", "green-1", "red-2"))
    one(dash, "tc-myth-take-red").click()
    assert "Anna collects red" in dash.history.steps_text.value
    one(box, "tc-undo").click()  # the history panel's Undo
    assert dash.state.step == CHOOSE
    box.picker.close_session()

    again = mythicals_page(folder=tmp_path)
    again.picker.sessions.value = "friday night"
    again.picker.resume_button.click()
    assert again.dashboard.state.step == CHOOSE
    assert again.dashboard.state.revealed == ("green-1", "red-2", "red-4")
    again.picker.close_session()


def test_a_second_page_plays_and_the_page_left_behind_is_refused_as_moved_on(tmp_path):
    from widgets.games.mythicals.dashboard import mythicals_page

    box = mythicals_page(folder=tmp_path)
    box.picker.name_text.value = "held"
    set_up(box.dashboard)
    other = mythicals_page(folder=tmp_path)
    other.picker.sessions.value = "held"
    other.picker.resume_button.click()
    assert not other.dashboard.session.read_only  # a reload resumes and plays: no take-over
    reveal(other.dashboard, ("red-4", "green-1", "red-2"))
    assert other.dashboard.state.step == CHOOSE
    # The first page still shows the game before the reveal; its move is refused, never interleaved.
    reveal(box.dashboard, ("blue-3", "green-1", "red-2"))
    assert box.dashboard.message.kind == "refusal" and "moved on" in box.dashboard.message.text
    assert box.dashboard.state == other.dashboard.state  # it now shows the latest
    assert box.dashboard.session.events == other.dashboard.session.events
    assert len(other.dashboard.session) == 2
    other.picker.close_session()
    box.picker.close_session()


def test_tile_stacks_stay_closed_unless_the_table_plays_open(dash):
    from dataclasses import replace

    from widgets.games.mythicals.dashboard import player_line

    set_up(dash)
    state = dash.state
    state = state.with_player(0, replace(state.players[0], tiles=("grey-2", "red-3"), markers=1))
    assert player_line(state, 0) == "▶ Anna: 2 tiles, red-3 on top; 1 marker"
    assert player_line(state, 0, open=True) == "▶ Anna: 7 points (grey-2, red-3; 1 marker)"
    assert player_line(state, 1) == "Ben: 0 tiles; 0 markers"


def test_cards_picked_on_the_board_are_the_ones_discarded(dash):
    # Anna holds red 2, 3, 4 after collecting: she keeps the 2 and gives up 3 and 4 for red-2.
    set_up(dash, ("red-4", "blue-1", "green-2", "purple-joker"))
    reveal(dash, ("red-2", "red-3", "green-5"))
    one(dash, "tc-myth-take-red").click()
    names = {s.name.split(":")[-1]: s.name for s in dash.board.shapes if s.name.startswith("card:0:")}
    dash.board.pick(names["red-3"])
    dash.board.pick(names["red-4"])
    assert dash.selected == ("red-3", "red-4") and "To discard" in dash.message.text
    dash.board.pick("tile:red-2")
    assert dash.state.players[0].collection == ("blue-1", "red-2")
    assert dash.state.discard == ("red-3", "red-4") and dash.selected == ()


def test_picked_cards_that_do_not_make_the_set_are_refused(dash):
    set_up(dash, ("red-4", "blue-1", "green-2", "purple-joker"))
    reveal(dash, ("red-2", "red-3", "green-5"))
    one(dash, "tc-myth-take-red").click()
    names = {s.name.split(":")[-1]: s.name for s in dash.board.shapes if s.name.startswith("card:0:")}
    dash.board.pick(names["red-2"])
    dash.board.pick(names["red-4"])
    dash.board.pick("tile:red-2")
    assert dash.message.kind == "refusal" and "needs a run of 2 red" in dash.message.text
    assert dash.state.step == TILE


def test_two_games_started_under_one_name_are_both_saved(tmp_path):
    from widgets.games.mythicals.dashboard import mythicals_page

    first, second = mythicals_page(folder=tmp_path), mythicals_page(folder=tmp_path)
    first.picker.name_text.value = second.picker.name_text.value = "tonight"
    set_up(first.dashboard)
    set_up(second.dashboard)
    assert (first.dashboard.session.name, second.dashboard.session.name) == ("tonight", "tonight (2)")
    first.picker.close_session()
    second.picker.close_session()


def test_clicking_a_tile_before_setup_frames_it_and_says_what_it_needs():
    from widgets.games.mythicals.dashboard import MythicalsDashboard

    dash = MythicalsDashboard()
    x, y = dash.centre("tile:purple-3")
    assert dash.board.click(x, y) == "tile:purple-3"
    assert dash.inspected == "tile:purple-3"
    assert "purple-3 needs" in dash.message.text


def test_a_saved_game_name_with_dots_and_a_slash_is_refused_in_plain_words(tmp_path):
    from widgets.games.mythicals.dashboard import mythicals_page

    box = mythicals_page(folder=tmp_path)
    dash = box.dashboard
    box.picker.name_text.value = "../evil"
    set_up(dash)
    assert dash.message.kind == "refusal"
    assert "Could not start a saved game: name: '../evil' cannot be used" in dash.message.text
    assert "&#x27;" not in dash.message.text and not dash.message.text.endswith("..")
    assert dash.state.step == "setup" and box.picker.session is None
    assert list(tmp_path.glob("*.jsonl")) == [] and not (tmp_path.parent / "evil.jsonl").exists()


def test_a_refused_setup_leaves_no_empty_saved_game_behind(tmp_path):
    from widgets.games.mythicals.dashboard import mythicals_page

    box = mythicals_page(folder=tmp_path)
    dash = box.dashboard
    box.picker.name_text.value = "bad deal"
    set_up(dash, ("red-4", "red-1", "green-2", "purple-joker"))  # two reds: refused by the rules
    assert dash.message.kind == "refusal" and "both red" in dash.message.text
    assert box.picker.session is None and dash.session.journal is None
    assert list(tmp_path.glob("*.jsonl")) == []
    set_up(dash)  # the right deal now starts and saves the game
    assert dash.session.name == "bad deal" and len(dash.session) == 1
    box.picker.close_session()


def test_tile_buttons_and_the_advisor_value_a_tile_by_the_rules_score(dash, monkeypatch):
    from dataclasses import replace

    from widgets.games.mythicals.controls import step_buttons

    set_up(dash, ("purple-1", "blue-1", "green-2", "red-joker"))
    reveal(dash, ("purple-2", "purple-3", "green-5"))
    dash.board.pick("revealed:purple-2")
    assert dash.state.step == TILE
    monkeypatch.setattr(data, "MARKER_POINTS", 3)  # the widgets must not count a marker as 1 on their own
    state = dash.state.with_tile(replace(dash.state.tile("purple-3"), markers=2))
    points = data.TILE_BY_NAME["purple-3"].points + 2 * 3
    labels = [b.description for b in step_buttons(state, take_revealed=print, take_tile=print, end_turn=print)]
    assert f"Take purple-3 ({points} pts)" in labels
    assert any(tile == "purple-3" and text.startswith(f"take now: {points} points") for tile, text in advice(state))


def test_a_player_name_with_half_an_emoji_is_saved_resumed_and_exported_without_a_codec_error(tmp_path):
    import base64
    import json

    from widgets.games.mythicals.dashboard import mythicals_page

    box = mythicals_page(folder=tmp_path)
    dash = box.dashboard
    box.picker.name_text.value = "odd names"
    one(dash, "tc-myth-name-1").value = "Anna \ud83d"  # a lone surrogate, as a browser can send
    set_up(dash)
    assert dash.message.text == "" and len(dash.session) == 1
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".tmp"] == []
    box.picker.export_button.click()
    href = box.picker.export_link.value.split("base64,")[1].split('"')[0]
    assert json.loads(base64.b64decode(href))["header"]["players"][0] == "Anna \ud83d"
    box.picker.close_session()
    again = mythicals_page(folder=tmp_path)
    again.picker.sessions.value = "odd names"
    again.picker.resume_button.click()
    assert again.dashboard.state.players[0].name == "Anna \ud83d"
    again.picker.close_session()


def test_closing_the_game_leaves_a_fresh_table_and_frees_the_save(tmp_path):
    from companion.storage import open_session
    from widgets.games.mythicals.dashboard import mythicals_page

    page = mythicals_page(folder=tmp_path)
    dash, picker = page.dashboard, page.picker
    set_up(dash)
    name = picker.session.name
    assert dash.session.events
    picker.close_button.click()
    assert dash.session.journal is None and not dash.session.events
    assert open_session(name, [dash.session.game], tmp_path).events  # free for another page


def test_the_rulings_met_at_each_step_are_shown_beside_it(dash):
    def shown():
        return re.findall(r"data-ruling='([a-z_]+)'", dash.rulings.value)

    assert "tc-myth-rulings" in classes(dash.rulings) and shown() == ["day_card_window"]
    set_up(dash)
    assert shown() == ["duplicate_gift", "day_card_window"]
    assert "Which identical cards the duplicate check looks at." in one(dash, "tc-myth-rulings").value
    reveal(dash, ("red-4", "green-1", "red-2"))
    one(dash, "tc-myth-take-red").click()
    assert shown() == ["reinforce_after_tile", "jokers_wild", "grey_jokers_only", "discard_choice", "closed_stacks"]
    assert "2. Take a Mastery Tile" in one(dash, "tc-myth-rulings").value


def test_the_status_line_and_the_prompts_come_from_the_core(dash):
    from companion.games.mythicals.game import MYTHICALS

    set_up(dash)
    step = MYTHICALS.next_step(dash.state)
    assert f"Rulebook: {step.section}" in dash.status.value
    assert step.prompt.split(":")[0] in dash.collect.prompt.value
    # The reveal dropdowns offer what the core offers: no Day card yet, no card with both copies seen.
    assert tuple(v for _label, v in one(dash, "tc-myth-reveal-1").options) == \
        MYTHICALS.options(dash.state).offers["reveal"]


def test_the_widgets_hold_no_rule_no_step_and_no_game_number():
    from pathlib import Path
    import re

    folder = Path(__file__).resolve().parents[3] / "widgets" / "games" / "mythicals"
    for path in folder.glob("*.py"):
        text = path.read_text()
        assert "state.step" not in text, path
        assert not re.search(r"\b(takeable_tiles|cards_for_tile|unseen_copies|board_tiles|MAX_MARKERS_ON_TILE)\b",
                             text), path
        assert not re.search(r"mythicals\.state import .*\b(SETUP|COLLECT|CHOOSE|TILE|REINFORCE|OVER)\b", text), path
        assert "under 8" not in text and "these 3" not in text and "max=15" not in text, path


# ----- what a new player met in Chromium: cut pick lists, seats for names, lists offering the impossible -----

PICK_LISTS = ("tc-myth-deal-1a", "tc-myth-deal-1b", "tc-myth-deal-2a", "tc-myth-deal-2b", "tc-myth-starting",
              "tc-myth-reveal-1", "tc-myth-reveal-2", "tc-myth-reveal-3", "tc-myth-target")
PHONE_ROOM = 340  # px a control may take at a phone 390 px wide (the page's and the panel's margins aside)


def _px(value, default):
    return float(value[:-2]) if isinstance(value, str) and value.endswith("px") else default


def _option_labels(pick):
    return [o[0] if isinstance(o, tuple) else str(o) for o in pick.options]


def _room_for_options(pick):
    """The pixels a pick list leaves its options: its width less its description's and the gap after it
    (ipywidgets' own widths where none is set: 300 px a list, 80 px a description)."""
    width = _px(pick.layout.width, 300)
    described = pick.style.description_width
    label = _px(described, 80 if not described else 8 * len(pick.description))  # "initial": as wide as its text
    return width - label - 8


def _playing(seed=1):
    """A dashboard, and the events of a whole game to play on it (tests/games/mythicals/mythicals_sim.py)."""
    from companion.games.mythicals.game import MYTHICALS
    from companion.session import Session
    from tests.games.mythicals.mythicals_sim import play

    return MythicalsDashboard(Session(MYTHICALS)), play(seed)


def test_every_pick_list_is_wide_enough_for_its_longest_option_and_fits_a_phone():
    # At least 8 px a character and 40 px for the arrow: at 62 px "red-4" showed as "red-!", the Day card as "the [".
    dash, events = _playing()
    seen = set()
    for event in [None, *events]:
        if event is not None:
            dash.act(event)
        for css in PICK_LISTS:
            pick = next(iter(find(dash.widget, css)), None)  # the lists the step shows
            if pick is None or not pick.options:
                continue
            longest = max(_option_labels(pick), key=len)
            seen.add(css)
            assert _room_for_options(pick) >= 8 * len(longest) + 40, (css, longest, pick.layout.width)
            assert _px(pick.layout.width, 300) <= PHONE_ROOM and pick.layout.max_width == "100%", css
    assert seen == set(PICK_LISTS)


def test_the_reveal_lists_make_room_for_the_day_card():
    dash, events = _playing()
    for event in events:
        dash.act(event)
        labels = _option_labels(dash.reveals[0])
        if "the Day card" in labels:
            break
    else:
        raise AssertionError("the Day card was never offered")
    for pick in dash.reveals:
        assert _room_for_options(pick) >= 8 * len("the Day card") + 40


def test_starts_offers_the_players_names_as_typed():
    dash = MythicalsDashboard()
    starting = one(dash, "tc-myth-starting")
    assert _option_labels(starting) == ["Anna", "Ben"]
    one(dash, "tc-myth-name-2").value = "Carla"
    assert _option_labels(starting) == ["Anna", "Carla"]
    starting.value = 1
    one(dash, "tc-myth-name-1").value = ""
    assert _option_labels(starting) == ["Player 1", "Carla"] and starting.value == 1  # the pick stays
    one(dash, "tc-myth-name-1").value = "Anna"
    set_up(dash)
    assert dash.message.text == "" and dash.state.player.name == "Carla"
    assert "Carla starts" in dash.session.steps[-1]


def _at_a_reinforce_with_a_locked_a_full_and_a_half_full_tile():
    dash, events = _playing()
    for event in events:
        dash.act(event)
        board = [t for t in dash.state.board_tiles()]
        if (dash.state.step == REINFORCE and any(t.locked for t in board) and any(t.markers == 1 for t in board)
                and any(t.markers == data.MAX_MARKERS_ON_TILE for t in board)):
            return dash
    raise AssertionError("no such reinforce step in the game: the test needs another seed")


def test_the_target_list_offers_only_the_tiles_the_rules_let_a_marker_or_a_lock_go_on():
    from companion.games.mythicals.events import Lock, Reinforce
    from companion.games.mythicals.game import MYTHICALS

    dash = _at_a_reinforce_with_a_locked_a_full_and_a_half_full_tile()
    state = dash.state
    legal = {e.tile for e in MYTHICALS.options(state).events() if isinstance(e, (Reinforce, Lock))}
    offered = _option_labels(one(dash, "tc-myth-target"))
    assert set(offered) == legal and len(offered) == len(legal)
    board = state.board_tiles()
    locked = next(t.name for t in board if t.locked)
    full = next(t.name for t in board if t.markers == data.MAX_MARKERS_ON_TILE)
    half = next(t.name for t in board if t.markers == 1 and not t.locked)
    assert locked not in offered and full not in offered and half in offered
    # A click on a tile not offered says why, and picks nothing.
    dash.board.pick(f"tile:{locked}")
    assert dash.message.kind == "refusal" and f"{locked} is locked" in dash.message.text and dash.target is None
    dash.board.pick(f"tile:{full}")
    assert dash.message.kind == "refusal" and "already has 2 markers" in dash.message.text and dash.target is None
    # A tile with one marker takes one more, and cannot be locked: only that button can be pressed.
    dash.board.pick(f"tile:{half}")
    assert dash.target == half and "place 1 marker" in dash.message.text and "lock" not in dash.message.text
    assert not one(dash, "tc-myth-reinforce-1").disabled
    assert one(dash, "tc-myth-reinforce-2").disabled and one(dash, "tc-myth-lock").disabled


def test_the_advisor_never_shows_a_heading_with_nothing_under_it():
    dash, events = _playing(0)
    spoke_of_nothing = 0
    for event in events:
        dash.act(event)
        value = dash.advisor.value
        assert value, dash.state.step  # always a line: advice, or why there is none
        if "<li" not in value:
            assert "For <b>" not in value and ("No advice" in value or "over" in value), value
            spoke_of_nothing += 1
    assert spoke_of_nothing  # the last turn's tile step, after the Day card: nothing left to advise
