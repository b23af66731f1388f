"""No two texts of a board, nor a text and a marker, overlap: the kit's check itself, then each game's board."""

from __future__ import annotations

from dataclasses import replace

import pytest

from widgets.kit.canvas import BoardCanvas, Frame


def _frame(draw) -> list[tuple[str, str]]:
    canvas = BoardCanvas(300, 200, lambda frame, _: draw(frame))
    return canvas.overlaps()


def test_two_overlapping_labels_are_found():
    found = _frame(lambda f: (f.text(10, 50, "Tucked: 8"), f.text(30, 52, "Upgrades")))
    assert found == [("'Tucked: 8'", "'Upgrades'")]


def test_two_labels_apart_are_not_found():
    assert _frame(lambda f: (f.text(10, 50, "Tucked: 8"), f.text(10, 80, "Upgrades"))) == []


def test_a_label_over_a_marker_is_found_but_not_its_own_label():
    def draw(f: Frame) -> None:
        f.circle(40, 50, 9, fill="red", label="A", name="node:a")
        f.text(46, 52, "ring-2", size=9)
    assert _frame(draw) == [("'ring-2'", "node:a")]


def test_a_label_inside_a_region_box_is_not_an_overlap_but_one_leaving_it_is():
    assert _frame(lambda f: f.rect(10, 10, 120, 40, fill="paper", label="Forest\n2G 1T", name="region:a")) == []
    found = _frame(lambda f: f.rect(100, 10, 40, 40, fill="paper", label="a long Machine line", name="region:b"))
    assert found == [("'a long Machine line' (region:b)", "outside region:b")]


def test_a_marker_and_its_label_hidden_by_a_later_box_and_a_text_off_the_canvas_are_found():
    def draw(f: Frame) -> None:
        f.circle(40, 50, 12, fill="red", label="P1", name="node:ring-2")
        f.rect(30, 40, 100, 60, fill="paper", name="island:crater-1")
        f.text(290, 190, "Defense 30")
    assert _frame(draw) == [("node:ring-2", "island:crater-1"), ("'P1' (node:ring-2)", "island:crater-1"),
                            ("'Defense 30'", "outside the canvas")]


def test_the_text_box_follows_alignment_and_baseline():
    def draw(f: Frame) -> None:
        f.text(100, 50, "abc", align="right", baseline="top")   # 64..100 across, 50..60 down at size 15 * 0.6
        f.text(101, 50, "abc", baseline="top")
    assert _frame(draw) == []


# ----- each game's board, crowded -----

def _maliath_crowded(tucked: int, upgrades: int):
    from companion.games.maliath.state import MONSTER_NAMES
    from tests.games.maliath.maliath_table import set_up
    state = set_up(players=2)
    return replace(state, markers=(2, 2, 1, 1, 0), battle_card="+1 Strength, Retreat All", upgrades=(upgrades, 3, 3, 3),
                   wounds=(6,) + (1,) * (len(MONSTER_NAMES) - 1), visible=(True,) * len(MONSTER_NAMES),
                   tucked=(("red 1", "red 2", "red 3") * 3)[:tucked] + ("blue 1",), played=("CS007", "yellow 2", "CS008"))


def _maliath_frame(state) -> Frame:
    from widgets.games.maliath.board import HEIGHT, WIDTH, View, draw_board
    frame = Frame(None, WIDTH, HEIGHT)
    draw_board(frame, View(state))
    return frame


@pytest.mark.parametrize("tucked, upgrades", [(6, 4), (7, 5), (9, 5)])
def test_maliath_with_many_tucked_cards_and_upgrades_overlaps_nothing_and_counts_them_all(tucked, upgrades):
    frame = _maliath_frame(_maliath_crowded(tucked, upgrades))
    assert frame.overlaps() == []
    texts = [d.label for d in frame.drawn if d.kind == "text"]
    assert f"Tucked: {tucked}" in texts and f"Upgrades: {upgrades}" in texts
    tucks = [t for t in texts if t.startswith("red ")]
    more = [int(t.split()[0][1:]) for t in texts if t.endswith(" more")]
    assert len(tucks) + sum(more) == tucked and len(tucks) <= 6
    tokens = sum(d.kind == "circle" and d.label == "U" and d.box[2] < 8 + 168 for d in frame.drawn)  # the first card
    plus = [int(t[1:]) for t in texts if t.startswith("+") and t[1:].isdigit()]
    assert tokens + sum(plus) == upgrades


@pytest.mark.parametrize("seed", [0, 3])
def test_mythicals_board_overlaps_nothing_at_any_step_of_a_whole_game(seed):
    from companion.games.mythicals import rules
    from tests.games.mythicals.mythicals_sim import play
    from widgets.games.mythicals.board import HEIGHT, WIDTH, View, draw_board
    from companion.games.mythicals import data
    tiles = tuple(t.name for t in data.TILES)
    state = rules.initial_state()
    for k, event in enumerate(play(seed)):
        state = rules.apply(state, event)
        frame = Frame(None, WIDTH, HEIGHT)
        draw_board(frame, View(state))
        assert frame.overlaps() == [], (seed, event)
        names = [s.name for s in frame.shapes]
        cards = tuple(n for n in names if n.startswith("card:"))[:3]
        frame = Frame(None, WIDTH, HEIGHT)  # open stacks, every other tile takeable, cards picked, a shape clicked
        draw_board(frame, View(state, target=tiles[k % len(tiles)], takeable=tiles[::2], open=True, selected=cards,
                               inspected=names[k % len(names)]))
        assert frame.overlaps() == [], (seed, event)


def _other_side_frames(state):
    from widgets.games.other_side import board as b
    for draw, w, h in ((b.draw_map, b.MAP_W, b.MAP_H), (b.draw_battle, b.BATTLE_W, b.BATTLE_H),
                       (b.draw_dragon, b.DRAGON_W, b.DRAGON_H)):
        frame = Frame(None, w, h)
        draw(frame, b.View(state))
        yield draw.__name__, frame
    # The map as Hansi sees it on his turn: the cells he may explore drawn too, every space and cell offered.
    frame = Frame(None, b.MAP_W, b.MAP_H)
    b.draw_map(frame, b.View(state), "hansi")
    offered = tuple(s.name for s in frame.shapes if s.name.startswith(("space:", "explore:")))
    frame = Frame(None, b.MAP_W, b.MAP_H)
    b.draw_map(frame, b.View(state, targets=offered), "hansi")
    yield "draw_map for hansi", frame


def test_other_side_boards_overlap_nothing_through_the_rulebooks_worked_example():
    from tests.games.other_side.other_side_helpers import FIGHT_EVENTS, HUNT_EVENTS, PLAN_EVENTS, run, setup_four
    state = setup_four()
    for event in (None, *HUNT_EVENTS, *PLAN_EVENTS, *FIGHT_EVENTS):
        state = run(state, event) if event else state
        for name, frame in _other_side_frames(state):
            assert frame.overlaps() == [], (name, event)


@pytest.mark.parametrize("seed", [5, 7])
def test_other_side_boards_overlap_nothing_at_any_step_of_a_random_game(seed):
    import random

    from companion.games.other_side.game import GAME
    rng = random.Random(seed)
    state = GAME.apply(GAME.initial_state({}), GAME.setup_choices({}, 0)[0])
    for _ in range(250):
        if GAME.is_over(state):
            break
        state = GAME.apply(state, rng.choice(GAME.options(state).choices).event)
        for name, frame in _other_side_frames(state):
            assert frame.overlaps() == [], name


def _mystling_states():
    from companion.games.mystling.game import GAME
    from tests.games.mystling.mystling_helpers import PROFILE, run, setup_event
    from companion.games.mystling.rules import new_game
    yield GAME.apply(GAME.initial_state({}), GAME.setup_choices({}, 0)[0])   # the EXAMPLE hex Arena
    yield run(new_game(PROFILE), setup_event())                               # a line Arena, drawn as a ring


def test_mystling_arena_overlaps_nothing_with_every_space_offered_and_in_range():
    from widgets.games.mystling.board import ARENA_H, ARENA_W, View, draw_arena
    for state in _mystling_states():
        spaces = tuple(s.name for s in state.profile.arena.spaces)
        for view in (View(state), View(state, spaces=spaces, reach=spaces, names=("Arboro", "Peare"),
                                       inspected=f"space:{spaces[0]}", offer_word="move")):
            frame = Frame(None, ARENA_W, ARENA_H)
            draw_arena(frame, view)
            assert any(s.name.startswith("mystling:") for s in frame.shapes)
            assert frame.overlaps() == []


FALL_CHARACTERS = ("Sanya", "The Heir", "Telron", "The Outsider")   # the two piles alternate
FALL_NODES = ("ring-2", "city-0", "ring-4", "city-1")                # P1 on ring-2, beside Island 1
FALL_TARGETS = ("node:city-0", "city", "node:ring-2", "node:mid-2", "region:inner-3", "island:crater-1")


def _fall_table(players: int):
    """The Fall set up at 1, 2 or 4 players (solo plays two Characters), every player's Harvester in outer-3."""
    from companion.games.fall.events import MachineSetup
    from tests.games.fall.fall_table import set_up
    n = max(players, 2)
    machines = tuple(MachineSetup("outer-3", "Harvester", c) for c in ("red", "blue", "yellow", "black")[:n])
    return set_up(characters=FALL_CHARACTERS[:n], nodes=FALL_NODES[:n], solo=players == 1, machines=machines)


def _fall_mid_game(state):
    """The same table mid-game: crowded Enemies, a Monster on Island 1, a Fortification, a Wonder."""
    from companion.games.fall import data
    from companion.games.fall.state import Fortification, Phase
    from tests.games.fall.fall_table import with_group, with_monster
    forts = (Fortification("mid-2", "red"), Fortification("city-0", "blue"))   # P2 stands on city-0
    state = replace(state, phase=Phase.DAY, setup_cards=0, fortifications=forts, wonders=("outer-3",))
    island = tuple(r.id for r in state.island("crater-1").regions)
    for region in ("outer-3", "inner-3", "outer-1") + island:
        state = with_group(state, region, golems=2, troops=3, parasites=1)
    return with_monster(state, data.FALL_MONSTERS[0].name, "crater-1")


def _fall_overlaps(state, **view) -> list[tuple[str, str]]:
    from widgets.games.fall.board import HEIGHT, WIDTH, View, draw_board
    frame = Frame(None, WIDTH, HEIGHT)
    draw_board(frame, View(state, **view))
    return frame.overlaps()


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_fall_board_overlaps_nothing_set_up_and_mid_game_with_targets_highlighted(players):
    state = _fall_table(players)
    for table in (state, _fall_mid_game(state)):
        assert _fall_overlaps(table) == []
        assert _fall_overlaps(table, targets=FALL_TARGETS, chosen="node:city-0", inspected="region:outer-3") == []


def test_the_fall_board_shows_every_machine_of_four_players_inside_its_region():
    from widgets.games.fall.board import HEIGHT, WIDTH, View, draw_board
    frame = Frame(None, WIDTH, HEIGHT)
    draw_board(frame, View(_fall_table(4)))
    words = " ".join(d.label for d in frame.drawn if d.kind == "text" and d.owner is not None
                     and frame.drawn[d.owner].name == "region:outer-3")
    assert all(f"H·{c}" in words for c in ("red", "blu", "yel", "bla"))


@pytest.mark.parametrize("seed", [1, 2])
def test_mystling_arena_overlaps_nothing_through_a_random_combat_with_tokens_and_terrain(seed):
    import random

    from companion.games.mystling.events import Concede, Tamed
    from companion.games.mystling.game import GAME
    from widgets.games.mystling.board import ARENA_H, ARENA_W, View, draw_arena
    rng = random.Random(seed)
    state = GAME.apply(GAME.initial_state({}), rng.choice(GAME.setup_choices({}, seed)))
    for _ in range(300):
        if GAME.is_over(state):
            break
        choices = GAME.options(state).choices
        state = GAME.apply(state, rng.choice([c for c in choices if not isinstance(c.event, (Concede, Tamed))]
                                             or choices).event)
        spaces = tuple(s.name for s in state.profile.arena.spaces)
        for view in (View(state, names=("Arboro", "Peare")),
                     View(state, spaces=spaces[::2], reach=spaces[1::2], names=("Arboro", "Peare"))):
            frame = Frame(None, ARENA_W, ARENA_H)
            draw_arena(frame, view)
            assert frame.overlaps() == []
    assert state.tokens


def test_mystling_arena_editor_overlaps_nothing():
    from widgets.games.mystling.board import EDITOR_H, EDITOR_W, EditorView, draw_editor, grid_cells
    for state in _mystling_states():
        arena = state.profile.arena
        frame = Frame(None, EDITOR_W, EDITOR_H)
        draw_editor(frame, EditorView(arena, grid_cells(arena, 7, 5), "a space is not linked"))
        assert frame.overlaps() == []


def test_the_fall_board_overlaps_nothing_at_any_step_of_the_golden_two_player_game():
    import json

    from companion.codec import event_from_json
    from companion.games.fall.game import GAME
    from tests.games.fall.test_fall_golden import GOLDEN
    state = GAME.initial_state({})
    for event in [event_from_json(e, GAME.event_types) for e in json.loads(GOLDEN.read_text())["events"]]:
        state = GAME.apply(state, event)
        assert _fall_overlaps(state) == [], event
        from widgets.games.fall.board import HEIGHT, WIDTH, View, draw_board
        frame = Frame(None, WIDTH, HEIGHT)
        draw_board(frame, View(state))
        every_third = tuple(s.name for s in frame.shapes if s.name.startswith(("node:", "region:")))[::3]
        assert _fall_overlaps(state, targets=every_third) == [], event


def test_maliath_before_setup_and_with_each_shape_inspected_overlaps_nothing():
    from companion.games.maliath.game import GAME
    from widgets.games.maliath.board import HEIGHT, WIDTH, View, draw_board
    assert _maliath_frame(GAME.initial_state({})).overlaps() == []
    state = _maliath_crowded(9, 5)
    for name in sorted({s.name for s in _maliath_frame(state).shapes}):
        frame = Frame(None, WIDTH, HEIGHT)
        draw_board(frame, View(state, inspected=name))
        assert frame.overlaps() == [], name


@pytest.mark.parametrize("seed", [1, 2])
def test_maliath_overlaps_nothing_through_random_turns(seed):
    import random

    from companion.games.maliath.game import GAME
    from tests.games.maliath.maliath_table import set_up
    rng = random.Random(seed)
    state = set_up()
    for _ in range(200):
        choices = GAME.options(state).choices
        if GAME.is_over(state) or not choices:
            break
        state = GAME.apply(state, rng.choice(choices).event)
        assert _maliath_frame(state).overlaps() == []


def test_an_unnamed_token_under_a_later_unnamed_box_is_found():
    def draw(f: Frame) -> None:
        f.circle(40, 50, 7, fill="paper", label="U")
        f.rect(30, 40, 100, 60, fill="paper")
    assert _frame(draw) == [("circle 'U'", "rect at 30,40"), ("'U'", "rect at 30,40")]


def test_label_at_moves_a_label_and_clear_side_finds_room_for_an_arrow():
    def draw(f: Frame) -> None:
        f.rect(100, 50, 80, 60, fill="paper", label="room", name="space:a", label_at=(140, 60))
        f.text(30, 84, "left of it", size=11)
        assert f.drawn[1].box[1] < 60 < f.drawn[1].box[3]
        assert not f.is_clear((60, 76, 90, 86)) and f.is_clear((60, 20, 90, 30))
        assert f.clear_side((100, 50, 180, 110), 20) == "right"
    assert _frame(draw) == []


def test_an_id_across_a_boxs_edge_or_a_highlights_frame_is_found_but_not_one_wholly_in_or_out():
    def draw(f: Frame) -> None:
        f.rect(100, 50, 80, 60, fill="paper", name="region:outer-1")
        f.text(96, 50, "outer-1", size=9)                       # on the box's top-left corner
        f.text(104, 70, "inside", size=9)                       # wholly inside: no overlap
        f.text(10, 20, "outside", size=9)                       # wholly outside: none
        f.rect(200, 40, 60, 40, fill=None, stroke="ink")        # a pick's frame, drawn after the ids would be
        f.text(190, 42, "mid-0", size=9)
    assert _frame(draw) == [("'outer-1'", "the edge of region:outer-1"), ("'mid-0'", "the edge of rect at 200,40")]


def _fall_day_dashboard():
    from widgets.games.fall.dashboard import FallDashboard
    dash = FallDashboard()
    dash.setup.submit()
    while dash.state.phase.name != "DAY":
        dash.report.click()
    return dash


def test_the_fall_board_at_the_days_first_action_with_each_pick_weighed_overlaps_nothing():
    """The new player's view (issue #22): the Day's destinations and attacks highlighted, each one chosen in turn;
    no id under a token, across a region's edge or under a pick's frame."""
    dash = _fall_day_dashboard()
    targets = dash.targets()
    assert targets and any(t.startswith("region:") for t in targets)
    assert _fall_overlaps(dash.state, targets=targets) == []
    for chosen in targets:
        assert _fall_overlaps(dash.state, targets=targets, chosen=chosen, inspected=chosen) == [], chosen
