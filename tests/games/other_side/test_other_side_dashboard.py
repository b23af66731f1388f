"""The From the Other Side dashboard driven through its own widgets: buttons, fields, canvas clicks."""

from __future__ import annotations

import json

import pytest

from companion.games.other_side.profile import EXAMPLE_PROFILE_PATH
from widgets.kit.canvas import Frame
from widgets.games.other_side.board import MAP_H, MAP_W, View, draw_map


@pytest.fixture
def box(tmp_path):
    from widgets.games.other_side.dashboard import other_side_page

    page = other_side_page(folder=tmp_path)
    page.picker.name_text.value = "table one"
    yield page
    page.picker.close_session()


def set_up(dash):
    dash.controls.forms["setup"].go.click()
    assert dash.message.text == "", dash.message.text
    assert dash.state.phase == "hunt"


def explore_north(dash):
    hunt = dash.controls.forms["hunt"]
    dash.board.click(*dash.centre("explore:N"))  # the dashed spot past the torch
    assert hunt.direction.value == "N"
    hunt.tile.preset.value = "one room, torches N E S W"
    assert hunt.tile.side.value == "blue"  # the Golden Rule's side, suggested
    hunt.entry.value = "room"
    hunt.artifact.value = "EX-AR-1"
    hunt.creatures[0].value = "EX-CR-01"
    hunt.explore_button.click()
    assert dash.message.text == "", dash.message.text


def to_fighting(dash):
    set_up(dash)
    explore_north(dash)
    x, y = dash.centre("space:1:room")
    dash.board.click(x, y)  # Hansi walks in: no Creature to report, the tile has its Target
    assert dash.state.phase == "plan"
    plan = dash.controls.forms["plan"]
    plan.place.click()  # André: tile, Bond token at the right
    plan.end.value = "right"
    plan.place.click()  # Hansi joins at the right
    plan.passing.click()
    plan.passing.click()
    assert dash.state.phase == "fight", dash.message.text


def test_a_whole_turn_through_the_widgets_with_live_odds_undo_and_resume(box, tmp_path):
    from widgets.games.other_side.dashboard import other_side_page

    dash = box.dashboard
    to_fighting(dash)
    assert dash.session.name == "table one" and dash.session.journal is not None
    assert "space:1:room" in {s.name for s in dash.board.shapes}
    assert {"hero:andre", "hero:hansi", "target:1"} <= {s.name for s in dash.board.shapes}
    # Phase 3: the odds panel shows the fight before any card, then changes as a card goes under it.
    before = dash.odds.pictures[1].odds.p_win
    assert "Space 1" in dash.odds.answer.value and "no card under it yet" in dash.odds.answer.value
    fight = dash.controls.forms["fight"]
    fight.card.value = "EX-AND-1"
    fight.space.value = 1
    assert "If played" in fight.preview.value
    fight.play.click()
    assert dash.message.text == "", dash.message.text
    after = dash.odds.pictures[1].odds.p_win
    assert after > before
    assert "P(win)" in dash.odds.answer.value and f"{after.numerator}/{after.denominator}" in dash.odds.answer.value
    assert "EXAMPLE André card 1" in dash.odds.summary.value and "EX-AND-1" not in dash.odds.summary.value
    # Hansi has nothing better: he discards instead; Phase 4 starts.
    fight.discard.click()
    assert dash.state.phase == "battle"
    battle = dash.controls.forms["battle"]
    assert "Fight in space 1" in battle.summary.value
    battle.hero_die.pick(next(f for f in dash.state.profile.hero_die if f.value == 6))
    battle.creature_die.pick(next(f for f in dash.state.profile.creature_die if f.value == 0))
    assert "won" in battle.totals.value and "Artifact" in battle.totals.value
    battle.spoils[0].value = "EX-AR-2"
    battle.resolve.click()
    assert "Fight 1: Heroes" in dash.message.text and "won" in dash.message.text
    assert dash.state.phase == "restore" and dash.state.fragments == 1
    steps = dash.history.steps_text.value
    assert "Fight 1: Heroes" in steps and "explores N" in steps
    # Named undo: the fight is taken back and can be settled again.
    box.picker.refresh()
    dash.history.undo_button.click()
    assert dash.state.phase == "battle" and dash.state.fragments == 0
    assert "Fight 1" in dash.history.undone_text.value
    n = len(dash.session)
    box.picker.close_session()
    # Reopen from disk: the steps are there.
    again = other_side_page(folder=tmp_path)
    again.picker.sessions.value = "table one"
    again.picker.resume_button.click()
    assert len(again.dashboard.session) == n and again.dashboard.state.phase == "battle"
    assert "André plays EXAMPLE André card 1" in again.dashboard.history.steps_text.value
    again.picker.close_session()


def test_roll_for_us_uses_the_session_generator_and_records_the_faces(box):
    dash = box.dashboard
    to_fighting(dash)
    fight = dash.controls.forms["fight"]
    fight.card.value, fight.space.value = "EX-AND-1", 1
    fight.play.click()
    fight.discard.click()
    battle = dash.controls.forms["battle"]
    battle.roll.click()
    assert battle.hero_die.value in dash.state.profile.hero_die
    if "won" in battle.totals.value and "Artifact" in battle.totals.value:
        battle.spoils[0].value = "EX-AR-2"
    battle.resolve.click()
    assert dash.state.phase == "restore", dash.message.text
    assert dash.session.events[-1].hero_roll == battle.hero_die.value.value


def test_refused_moves_show_a_message_not_a_traceback(box):
    dash = box.dashboard
    set_up(dash)
    hunt = dash.controls.forms["hunt"]
    hunt.direction.value = "N"
    hunt.tile.side.value = "green"  # the Well is green: a green tile beside it breaks the Golden Rule
    hunt.artifact.value = "EX-AR-1"
    hunt.creatures[0].value = "EX-CR-01"
    hunt.explore_button.click()
    assert dash.message.kind == "refusal" and "blue side" in dash.message.text
    assert dash.state.phase == "hunt" and len(dash.session) == 1
    hunt.tile.spaces.value = "room chamber"  # a typo in the tile form
    hunt.explore_button.click()
    assert dash.message.kind == "error" and "room or corridor" in dash.message.text
    hunt.move_button.click()  # no destination chosen
    assert dash.message.kind == "refusal" and "Choose where to move" in dash.message.text


def test_the_example_banner_shows_and_an_impossible_profile_is_refused_naming_the_field(box):
    dash = box.dashboard
    assert dash.banner.layout.display is None and "EXAMPLE values" in dash.banner.value
    raw = json.loads(EXAMPLE_PROFILE_PATH.read_text())
    raw["creatures"][0]["strength"] = -3
    dash.profile.paste.value = json.dumps(raw)
    dash.profile.use_button.click()
    assert dash.profile.message.kind == "error" and "creatures[0].strength" in dash.profile.message.text
    dash.profile.paste.value = "{not json"
    dash.profile.use_button.click()
    assert "not JSON" in dash.profile.message.text
    own = json.loads(EXAMPLE_PROFILE_PATH.read_text())
    own.update(example=False, name="Our copy")
    dash.profile.paste.value = json.dumps(own)
    dash.profile.use_button.click()
    assert dash.banner.layout.display == "none" and dash.state.profile.name == "Our copy"
    set_up(dash)
    assert dash.session.profile["name"] == "Our copy"  # saved with the game
    dash.profile.use_button.click()
    assert "fixed once the game is set up" in dash.profile.message.text


def test_a_click_on_the_map_before_setup_frames_the_shape_and_describes_it():
    from widgets.games.other_side.dashboard import OtherSideDashboard

    dash = OtherSideDashboard()
    assert dash.board.click(*dash.centre("well")) == "well"
    assert dash.inspected == "well" and "The Well" in dash.inspect.value
    assert dash.board.click(5, MAP_H - 5) == "map"
    assert dash.inspected == "map"


def test_every_coloured_shape_has_a_label_and_legal_moves_are_highlighted(box):
    dash = box.dashboard
    set_up(dash)
    explore_north(dash)
    frame = Frame(None, MAP_W, MAP_H)
    draw_map(frame, View(dash.state, dash.targets()), "hansi")
    names = [s.name for s in frame.shapes]
    assert "space:1:room" in dash.targets()
    # highlight() re-draws the target's outline: the highlighted space appears again after the pieces
    assert names.count("space:1:room") == 1 and "explore:E" in names


def restore_all(dash):
    form = dash.controls.forms["restore"]
    while dash.state.phase == "restore":
        from companion.games.other_side.phases.restoration import draws_due
        from companion.games.other_side.state import hero_state

        hero = form.hero.value
        k = draws_due(dash.state, hero)
        form.drawn.value = ", ".join(hero_state(dash.state, hero).deck[:k])
        form.go.click()
        assert dash.message.text == "", dash.message.text


def pass_plan_and_awaken(dash):
    plan = dash.controls.forms["plan"]
    while dash.state.phase == "plan":
        plan.passing.click()
    restore_all(dash)
    assert dash.state.phase == "awakening"
    assert "Dragon breathes" in dash.prompt.text
    dash.controls.forms["awakening"].go.click()


def move_by_click(dash, space, creature=None):
    if creature:
        dash.controls.forms["hunt"].creatures[0].value = creature
    dash.board.click(*dash.centre(f"space:{space}"))
    assert dash.message.text == "", dash.message.text


def test_a_whole_game_to_defeat_is_announced_when_phylax_emerges(box):
    dash = box.dashboard
    set_up(dash)
    explore_north(dash)
    move_by_click(dash, "1:room")
    pass_plan_and_awaken(dash)  # unconfronted Creature (2) + crowd (2) + extra Breath (1): the head
    assert dash.state.dragon_tiles == 1 and dash.state.turn == 2
    move_by_click(dash, "0:hall")  # Hansi leads now
    move_by_click(dash, "0:hall")
    pass_plan_and_awaken(dash)
    assert dash.state.dragon_tiles == 2
    move_by_click(dash, "1:room", creature="EX-CR-02")  # the empty tile reveals a Creature
    move_by_click(dash, "1:room")
    assert dash.outcome.layout.display == "none"
    pass_plan_and_awaken(dash)
    assert dash.state.outcome == "lost"
    assert dash.outcome.layout.display is None and "DEFEAT" in dash.outcome.value
    assert "Defeat" in dash.prompt.text
    assert all(f.layout.display == "none" for f in dash.controls.forms.values())
    assert "22. Dragon&#x27;s Awakening" in dash.history.steps_text.value


def test_victory_is_announced_the_moment_the_last_fragment_is_won(box):
    dash = box.dashboard
    raw = json.loads(EXAMPLE_PROFILE_PATH.read_text())
    raw["creatures"][0]["mirror_fragments"] = 8  # an EXAMPLE Creature worth the whole game
    dash.profile.paste.value = json.dumps(raw)
    dash.profile.use_button.click()
    to_fighting(dash)
    fight = dash.controls.forms["fight"]
    fight.card.value, fight.space.value = "EX-AND-1", 1
    fight.play.click()
    fight.discard.click()
    battle = dash.controls.forms["battle"]
    battle.hero_die.pick(next(f for f in dash.state.profile.hero_die if f.value == 6))
    battle.creature_die.pick(next(f for f in dash.state.profile.creature_die if f.value == 0))
    battle.spoils[0].value = "EX-AR-2"
    battle.resolve.click()
    assert dash.state.outcome == "won"
    assert "VICTORY" in dash.outcome.value and dash.outcome.layout.display is None


def test_clicking_a_target_token_in_phase_3_picks_that_creature_for_the_card_and_the_odds(box):
    dash = box.dashboard
    to_fighting(dash)
    assert "target:1" in dash.targets() and "creature:1" in dash.targets()
    dash.board.click(*dash.centre("target:1"))
    assert dash.controls.forms["fight"].space.value == 1 and dash.odds.space.value == 1
    assert "Space 1" in dash.inspect.value
    dash.battle.click(*dash.centre("creature:1"))
    assert dash.inspected == "creature:1" and "EXAMPLE Creature 1" in dash.inspect.value  # the card's name
    with pytest.raises(ValueError):
        dash.centre("target:4")  # no Creature in space 4: no Target token on the map


def test_the_dice_form_replaces_the_dice_and_refuses_an_impossible_face(box):
    dash = box.dashboard
    editor = dash.profile.dice
    editor.inputs["hero_die"].value = "1, 2, x"
    editor.save_button.click()
    assert dash.state.profile.hero_die[2].value == 3  # unchanged
    assert "Hero die faces" in editor.messages.text
    editor.inputs["hero_die"].value = "2, 2, 4, 4, 6, 6"
    editor.save_button.click()
    assert [f.value for f in dash.state.profile.hero_die] == [2, 2, 4, 4, 6, 6]
    assert dash.banner.layout.display is None  # the cards are still the EXAMPLE's
    set_up(dash)
    assert dash.session.profile["hero_die"][0] == {"value": 2, "wound": False}


def test_a_second_page_plays_and_the_page_left_behind_is_refused_as_moved_on(box, tmp_path):
    from widgets.games.other_side.dashboard import other_side_page

    set_up(box.dashboard)
    other = other_side_page(folder=tmp_path)
    other.picker.sessions.value = "table one"
    other.picker.resume_button.click()
    dash = other.dashboard
    assert not dash.session.read_only and dash.state.phase == "hunt"  # resumes and plays: no take-over
    explore_north(dash)
    assert dash.message.kind != "refusal", dash.message.text
    assert len(dash.session) == 2
    # The first page still shows the game before the explore: its move is refused, never interleaved.
    first = box.dashboard
    first.board.click(*first.centre("explore:N"))
    first.controls.forms["hunt"].explore_button.click()
    assert first.message.kind == "refusal" and "moved on" in first.message.text
    assert first.state == dash.state and first.session.events == dash.session.events
    other.picker.close_session()


def test_the_prompt_names_the_step_and_offers_its_shortcuts(box):
    dash = box.dashboard
    assert dash.prompt.section == "Setup" and dash.prompt.choices == []
    set_up(dash)
    assert dash.prompt.text.startswith("André:") and dash.prompt.section == "Phase 1: Hunt!"
    explore_north(dash)
    dash.board.click(*dash.centre("space:1:room"))
    assert dash.prompt.section == "Phase 2: Tactical Plan" and dash.prompt.choices == ["Pass"]
    dash.prompt.choose("Pass")
    assert "Hansi the Minstrel passes" not in dash.history.steps_text.value
    assert "André passes" in dash.history.steps_text.value


def test_a_saved_game_export_uploaded_as_a_profile_is_refused_saying_what_it_is(box):
    from datetime import datetime

    from companion.transfer import export_json

    dash = box.dashboard
    set_up(dash)
    exported = export_json(dash.session).encode()
    dash.profile.upload.value = ({"name": "table one.json", "type": "application/json", "size": len(exported),
                                  "content": memoryview(exported), "last_modified": datetime.now()},)
    assert dash.profile.message.kind == "error"
    assert "exported saved game, not a component profile" in dash.profile.message.text
    assert "Something went wrong" not in dash.profile.message.text


def test_a_profile_of_absurdly_nested_json_is_refused_in_plain_words(box):
    dash = box.dashboard
    dash.profile.paste.value = "[" * 100_000 + "]" * 100_000
    dash.profile.use_button.click()
    assert dash.profile.message.kind == "error"
    assert dash.profile.message.text == "Error: Profile refused: not a profile (its JSON is nested too deeply)"
    assert dash.state.profile.example  # the profile in use is unchanged


def test_a_refused_setup_leaves_no_empty_saved_game_behind(box, tmp_path):
    dash = box.dashboard
    setup = dash.controls.forms["setup"]
    setup.hands["andre"].value = "nonsense"
    setup.go.click()
    assert dash.message.kind == "refusal" and "5 different cards" in dash.message.text
    assert box.picker.session is None and dash.session.journal is None
    assert list(tmp_path.glob("*.jsonl")) == []


def test_the_fight_totals_on_screen_take_the_outcome_and_spoils_from_the_rules(box, monkeypatch):
    import widgets.games.other_side.fight as fight

    dash = box.dashboard
    to_fighting(dash)
    play = dash.controls.forms["fight"]
    play.card.value = "EX-AND-1"
    play.space.value = 1
    play.play.click()
    play.discard.click()
    assert dash.state.phase == "battle", dash.message.text
    monkeypatch.setattr(fight, "heroes_win", lambda heroes, creature: False)  # the rules' say decides
    battle = dash.controls.forms["battle"]
    battle.hero_die.pick(next(f for f in dash.state.profile.hero_die if f.value == 6))
    battle.creature_die.pick(next(f for f in dash.state.profile.creature_die if f.value == 0))
    assert "lost" in battle.totals.value and "Artifact" not in battle.totals.value
