"""Issue #11, the widgets' part of points 3 to 8: the seating order and settings at setup, a One of
Us Magic Step's destinations, the refill in the card lists, the Map tile form's clickable preview,
and labels a player reads (what a card adds, English counts, no raw Python, no carried-over box)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import ipywidgets as w

from companion.games.other_side.board import SpaceSpec
from companion.games.other_side.game import OTHER_SIDE
from companion.games.other_side.state import hero_state, turn_order
from tests.games.other_side.other_side_helpers import FIGHT_EVENTS, HUNT_EVENTS, PLAN_EVENTS, run, setup_four
from tests.games.other_side.test_other_side_dashboard import box, explore_north, set_up, to_fighting  # noqa: F401
from tests.games.other_side.test_other_side_table_ready import one_of_us_step_profile
from widgets.kit.prompt import MessageBar
from companion.games.other_side.profile import card_names
from widgets.games.other_side.forms import NO_PICK, NONE, TileForm, picked


class FakeDash:
    """Just what a phase form asks of its dashboard: the state, the core's options, act, messages."""

    def __init__(self, state: Any) -> None:
        self.state = state
        self.message = MessageBar()
        self.chosen = None
        self.acted: list[Any] = []
        self.odds = type("Odds", (), {"select": lambda _self, _space: None})()

    def options(self) -> Any:
        return OTHER_SIDE.options(self.state)

    def act(self, event: Any) -> None:
        self.state = OTHER_SIDE.apply(self.state, event)
        self.acted.append(event)

    def redraw(self) -> None:
        pass


def dropdown_labels(widget: Any) -> list[str]:
    """Every label of every dropdown under a widget."""
    out: list[str] = []
    if isinstance(widget, w.Dropdown):
        out += [str(lbl) for lbl in widget._options_labels]
    for child in getattr(widget, "children", ()):
        out += dropdown_labels(child)
    return out


def assert_plain_labels(widget: Any) -> None:
    for label in dropdown_labels(widget):
        assert "None" not in label and "('" not in label and "(s)" not in label, label


# --- 4. seating order, and the settings ------------------------------------------------------------

def test_the_setup_form_sets_the_seating_order_and_the_steps_setting(box):  # noqa: F811
    dash = box.dashboard
    setup = dash.controls.forms["setup"]
    setup.heroes["andre"].value = False
    for h in ("marcus", "andre", "frederik"):
        setup.heroes[h].value = True
    assert setup.chosen() == ("hansi", "marcus", "andre", "frederik")  # the rulebook examples' table
    setup.seat_hero.value = "frederik"
    setup.earlier.click()
    assert setup.chosen() == ("hansi", "marcus", "frederik", "andre")
    assert "Frederik → André" in setup.seating.value
    setup.later.click()
    assert setup.chosen() == ("hansi", "marcus", "andre", "frederik")
    setup.leader.value = "marcus"
    setup.many_steps.value = True
    setup.go.click()
    assert dash.message.text == "", dash.message.text
    assert tuple(h.hero for h in dash.state.heroes) == ("hansi", "marcus", "andre", "frederik")
    assert turn_order(dash.state) == ("marcus", "andre", "frederik", "hansi")
    assert dash.state.settings.many_paid_steps


# --- 5. One of Us Magic Step -------------------------------------------------------------------------

def magic_step_form() -> tuple[FakeDash, Any]:
    """Phase 3 with One of Us serving a Magic Step: Frederik stands in the Well's hall; the fight form shown."""
    from widgets.games.other_side.fight import FightForm

    state = run(replace(setup_four(), profile=one_of_us_step_profile()), *HUNT_EVENTS, *PLAN_EVENTS,
                *FIGHT_EVENTS[:4])
    state = replace(state, heroes=tuple(replace(h, space="0:hall") if h.hero == "frederik" else h
                                        for h in state.heroes))
    dash = FakeDash(state)
    form = FightForm(dash)
    form.refresh()
    return dash, form


def test_the_magic_step_list_offers_the_served_heroes_neighbours():
    dash, form = magic_step_form()
    assert list(form.step_to._options_values) == [NO_PICK, "0:hall"]  # Hansi's own neighbours
    form.beneficiary.value = "frederik"
    assert list(form.step_to._options_values)[1:] == ["1:den", "2:lair", "3:crypt"]
    form.card.value, form.space.value = "HA4", 3
    form.artifact.value = "A3"
    form.beneficiary.value = "frederik"
    form.step_to.value = "3:crypt"
    form.play.click()
    assert dash.message.text == "", dash.message.text
    assert hero_state(dash.state, "frederik").space == "3:crypt"


# --- 6. the refill in the card lists ----------------------------------------------------------------

def test_the_creature_lists_offer_the_reshuffled_discards_once_the_deck_runs_out():
    from widgets.games.other_side.controls import HuntForm
    state = run(setup_four(), HUNT_EVENTS[0])
    state = replace(state, creature_deck=("C2",), creature_discard=("C5", "C6"))
    dash = FakeDash(state)
    form = HuntForm(dash)
    form.refresh()
    assert list(form.creatures[0]._options_values) == [NO_PICK, "C2"]
    assert list(form.creatures[1]._options_values) == [NO_PICK, "C5", "C6"]
    form.direction.value = "E"
    form.tile.preset.value = "corridor and 2 rooms"
    form.entry.value = "corr"
    form.creatures[0].value, form.creatures[1].value = "C2", "C6"
    form.explore_button.click()
    assert dash.message.text == "", dash.message.text
    assert [s.card for s in dash.state.battle[1:3]] == ["C2", "C6"]


# --- 7. the Map tile form: a drawn preview, clicked and turned -----------------------------------------

def test_the_tile_form_is_picked_by_clicking_its_preview_and_turns_with_the_tile():
    form = TileForm("tc-test", "corridor and 2 rooms")
    assert {"space:corr", "space:r1", "torch:N", "opening:r1|r2"} <= {s.name for s in form.preview.shapes}
    form.preview.click(*form.centre("space:r1"))  # pick r1
    form.preview.click(*form.centre("torch:N"))  # its torch faces north (taken from the corridor)
    form.preview.click(*form.centre("opening:r1|r2"))  # a passage between the rooms
    form.preview.click(*form.centre("space:r2"))
    form.preview.click(*form.centre("space:r2"))  # clicked again: r2 becomes a corridor
    spec = form.spec()
    assert spec.spaces == (SpaceSpec("corr", "corridor", ("E", "S", "W")), SpaceSpec("r1", "room", ("N",)),
                           SpaceSpec("r2", "corridor"))
    assert ("r1", "r2") in spec.openings
    form.turn_right.click()
    assert form.spec().spaces[1].torches == ("E",) and form.spec().spaces[0].torches == ("N", "S", "W")
    form.turn_left.click()
    assert form.spec().spaces[1].torches == ("N",)
    # The text form, for power users, is the same tile and still takes typing.
    assert form.text_box.layout.display == "none"
    form.show_text.value = True
    assert form.text_box.layout.display is None
    form.spaces.value = "den room N S"
    form.openings.value = ""
    assert form.spec().spaces == (SpaceSpec("den", "room", ("N", "S")),)
    assert [s.name for s in form.preview.shapes if s.name.startswith("space:")] == ["space:den"]
    form.spaces.value = "den"  # half typed: the preview says so, nothing breaks
    assert "line 1" in form.error.value


def test_a_tile_picked_in_the_preview_is_explored(box):  # noqa: F811
    dash = box.dashboard
    set_up(dash)
    hunt = dash.controls.forms["hunt"]
    dash.board.click(*dash.centre("explore:N"))
    hunt.tile.preset.value = "corridor and 2 rooms"
    tile = hunt.tile
    tile.preview.click(*tile.centre("space:r1"))
    tile.preview.click(*tile.centre("torch:E"))
    hunt.entry.value = "corr"
    hunt.creatures[0].value, hunt.creatures[1].value = "EX-CR-01", "EX-CR-02"
    hunt.explore_button.click()
    assert dash.message.text == "", dash.message.text
    r1 = next(s for s in dash.state.board.spaces if s.id == "1:r1")
    assert r1.torches == ("E",)



def test_the_tiles_drawing_waits_folded_and_folds_again_for_the_next_hero(box):  # noqa: F811
    """Issue #22: the Hunt's whole step fits the now panel within a laptop's view; the tile's drawing (preview,
    turn buttons, text form) opens only when asked for, and closes once the next Hero's turn begins."""
    dash = box.dashboard
    set_up(dash)
    hunt = dash.controls.forms["hunt"]
    tile = hunt.tile
    assert tile.drawing is not None and tile.drawing.layout.display == "none"
    assert tile.preview in tile.drawing.children[0].children and tile.show_text in tile.drawing.children
    tile.draw_switch.value = True
    assert tile.drawing.layout.display is None
    # The move comes first, on one line; the Explore button closes the step's controls.
    assert hunt.move_to in hunt.children[1].children and hunt.move_button in hunt.children[1].children
    assert hunt.children[-1] is hunt.explore_button
    explore_north(dash)  # André's tile placed: Hansi's turn
    assert tile.draw_switch.value is False and tile.drawing.layout.display == "none"
    # The setup's Well keeps its drawing open in its own section (no second fold).
    well = dash.controls.forms["setup"].well
    assert well.draw_switch is None and well.preview in well.children[0].children


# --- 8. labels ---------------------------------------------------------------------------------------

def test_a_cards_label_says_what_it_adds_against_the_creature_chosen():
    from widgets.games.other_side.fight import FightForm
    dash = FakeDash(run(setup_four(), *HUNT_EVENTS, *PLAN_EVENTS))
    form = FightForm(dash)
    form.refresh()
    form.space.value = 2
    labels = dict((v, k) for k, v in form.card.options)
    assert "adds +7 (Guile +5, Frontline +2) against space 2" in labels["MA1"]
    assert "nothing matches" in labels["MA3"]
    form.space.value = 1
    labels = dict((v, k) for k, v in form.card.options)
    assert "adds +2 (Animal +2) against space 1" in labels["MA2"]
    assert "adds +7 (Guile +5, Frontline +2)" in form.playable.value


def test_no_list_shows_raw_python_and_counts_read_as_english(box):  # noqa: F811
    dash = box.dashboard
    assert_plain_labels(dash.controls)
    set_up(dash)
    assert_plain_labels(dash.controls)
    hunt = dash.controls.forms["hunt"]
    assert "free spaces" in hunt.due.value and "(s)" not in hunt.due.value
    explore_north(dash)
    assert_plain_labels(dash.controls)
    dash.board.click(*dash.centre("space:1:room"))
    plan = dash.controls.forms["plan"]
    assert "2 Action tiles" in plan.who.value or "3 Action tiles" in plan.who.value
    assert "(s)" not in plan.who.value
    assert_plain_labels(dash.controls)
    dash.board.click(*dash.centre("hero:hansi"))
    assert "(s)" not in dash.inspect.value if hasattr(dash, "inspect") else True


def test_a_ticked_bond_box_does_not_carry_over_to_the_next_heros_turn(box):  # noqa: F811
    dash = box.dashboard
    set_up(dash)
    explore_north(dash)
    dash.board.click(*dash.centre("space:1:room"))
    plan = dash.controls.forms["plan"]
    assert dash.state.phase == "plan"
    plan.bond_left.value, plan.bond_right.value = True, True
    plan.place.click()  # André: a tile with Bond tokens at both ends
    assert dash.message.text == "", dash.message.text
    assert (plan.bond_left.value, plan.bond_right.value) == (False, True)  # Hansi starts afresh
    plan.bond_right.value = False
    plan.end.value = "right"
    plan.place.click()  # Hansi: a tile alone
    assert dash.message.text == "", dash.message.text
    assert (plan.bond_left.value, plan.bond_right.value) == (False, True)  # André's turn afresh


def test_the_restore_form_reads_heals_in_words_and_clears_the_last_heros_cards():
    from tests.games.other_side.test_other_side_table_ready import restoring
    from widgets.games.other_side.controls import RestoreForm
    dash = FakeDash(restoring())
    form = RestoreForm(dash)
    form.refresh()
    form.hero.value = "frederik"
    assert [lbl for lbl, _ in form.heal.options][:2] == ["none", "1 Wound"]
    assert "(s)" not in form.due.value
    form.drawn.value = "FR6"
    form.hero.value = "andre"
    assert form.drawn.value == ""
    assert_plain_labels(form)


def test_the_hunt_forms_lists_start_afresh_for_the_next_hero(box):  # noqa: F811
    dash = box.dashboard
    set_up(dash)
    hunt = dash.controls.forms["hunt"]
    explore_north(dash)
    assert all(picked(b) is None for b in hunt.creatures) and picked(hunt.artifact) is None


# --- every pick list: "(none)" shown when picked, and cards by the names printed on them ---------------

def none_shown(pick: w.Dropdown) -> bool:
    """"(none)" picked as the browser shows it: an index (a None index is a blank select) on "(none)", whose
    value reads back as None, as the core is told."""
    return pick.index is not None and pick.label == NONE and picked(pick) is None


def test_a_none_pick_shows_as_none_and_reads_back_as_none(box):  # noqa: F811
    dash = box.dashboard
    set_up(dash)
    hunt = dash.controls.forms["hunt"]
    for pick in (hunt.artifact, *hunt.creatures, hunt.move_to):
        assert none_shown(pick), (pick.description, pick.index, pick.value)
    hunt.artifact.value = "EX-AR-1"
    hunt.artifact.index = 0  # "(none)" chosen again after a card: still shown, still None
    assert none_shown(hunt.artifact)
    # Exploring into a room with "(none)" as the Artifact drawn: the core is told None, and asks for it.
    dash.board.click(*dash.centre("explore:N"))
    hunt.tile.preset.value = "one room, torches N E S W"
    hunt.entry.value = "room"
    hunt.creatures[0].value = "EX-CR-01"
    hunt.explore_button.click()
    assert "name the one drawn" in dash.message.text, dash.message.text
    dash.refresh()
    assert none_shown(hunt.artifact) and none_shown(hunt.creatures[1])
    explore_north(dash)  # Hansi's turn: he may move into the new room
    assert none_shown(hunt.move_to) and len(hunt.move_to.options) > 1
    hunt.move_to.index = 1
    hunt.move_to.index = 0  # and back to "(none)": shown, and Move asks where to
    assert none_shown(hunt.move_to)
    steps = len(dash.session)
    hunt.move_button.click()
    assert "Choose where to move" in dash.message.text and len(dash.session) == steps, dash.message.text


def test_the_fight_and_the_battle_send_none_for_a_none_pick_and_show_it(box):  # noqa: F811
    dash = box.dashboard
    to_fighting(dash)
    fight = dash.controls.forms["fight"]
    assert none_shown(fight.artifact) and none_shown(fight.step_to)
    fight.artifact.value = "EX-AR-1"
    assert fight.event().artifact == "EX-AR-1"
    fight.artifact.index = 0
    assert none_shown(fight.artifact)
    event = fight.event()
    assert event.artifact is None and event.step_to is None and event.drawn == ()
    fight.card.value, fight.space.value = "EX-AND-1", 1
    fight.play.click()
    assert dash.message.text == "", dash.message.text
    played = dash.session.events[-1]
    assert played.artifact is None and played.step_to is None
    fight.discard.click()
    battle = dash.controls.forms["battle"]
    assert none_shown(battle.spoils[0])
    battle.spoils[0].value = "EX-AR-2"
    battle.spoils[0].index = 0
    assert none_shown(battle.spoils[0])
    battle.hero_die.pick(next(f for f in dash.state.profile.hero_die if f.value == 6))
    battle.creature_die.pick(next(f for f in dash.state.profile.creature_die if f.value == 0))
    battle.resolve.click()  # won, with no spoil named: the core is told none (), and asks for it
    assert "drawn as spoils" in dash.message.text and dash.state.phase == "battle", dash.message.text


def test_the_card_drawn_lists_show_none_until_picked_and_after_clearing():
    from tests.games.other_side.test_other_side_restoration_picks import frederiks_restore_form
    from tests.games.other_side.test_other_side_table_ready import restoring
    dash, form, first, second = frederiks_restore_form(restoring())
    assert none_shown(first) and none_shown(second) and form.picks.values() == ()
    first.value = "FR6"
    first.index = 0
    assert none_shown(first) and not form.picks.complete()
    first.value = "FR6"
    form.picks.clear()
    assert none_shown(first) and none_shown(second)


def test_the_fight_lists_show_the_cards_names_and_no_profile_id(box):  # noqa: F811
    from companion.games.other_side.profile import index
    dash = box.dashboard
    to_fighting(dash)
    profile = dash.state.profile
    idx = index(profile)
    ids = [c.id for c in (*profile.creatures, *profile.artifacts, *profile.action_cards)]
    assert len({c.name for c in (*profile.creatures, *profile.artifacts, *profile.action_cards)}) == len(ids)
    fight = dash.controls.forms["fight"]
    assert fight.card.options
    for label, card in fight.card.options:
        assert label.startswith(f"{idx.action_cards[card].name}: "), label
    assert ("space 1: EXAMPLE Creature 1", 1) in fight.space.options
    assert ("EXAMPLE Artifact 1", "EX-AR-1") in fight.artifact.options
    assert "EXAMPLE André card 1 → space 1" in fight.playable.value
    shown = dropdown_labels(dash.controls) + dropdown_labels(dash.odds) + [fight.playable.value, dash.odds.summary.value]
    assert not [(s, i) for s in shown for i in ids if i in s]
    fight.card.value, fight.space.value = "EX-AND-1", 1
    fight.play.click()
    fight.discard.click()
    battle = dash.controls.forms["battle"]
    assert "EXAMPLE Creature 1 (core" in battle.summary.value
    assert ("EXAMPLE Artifact 2", "EX-AR-2") in battle.spoils[0].options
    assert not [(s, i) for s in dropdown_labels(battle) + [battle.summary.value] for i in ids if i in s]


def test_two_cards_sharing_a_name_are_told_apart_by_their_ids():
    from widgets.games.other_side.fight import FightForm
    state = run(setup_four(), *HUNT_EVENTS, *PLAN_EVENTS)
    profile = state.profile
    twins = replace(profile, action_cards=tuple(replace(c, name="Sword") if c.id in ("MA1", "MA3") else
                                                replace(c, name=f"Card {c.id[-1]} of {c.hero}")
                                                for c in profile.action_cards))
    assert card_names(twins)["MA1"] == "Sword (MA1)" and card_names(twins)["MA2"] == "Card 2 of marcus"
    dash = FakeDash(replace(state, profile=twins))
    form = FightForm(dash)
    form.refresh()
    labels = dict((v, k) for k, v in form.card.options)
    assert labels["MA1"].startswith("Sword (MA1): ") and labels["MA3"].startswith("Sword (MA3): ")
    assert labels["MA2"].startswith("Card 2 of marcus: ") and "MA2" not in labels["MA2"]
