"""Issue #11, points 6, 7 and 15 (the widgets' part): the Restoration and Inspiration draws picked from
lists the core offers, one per card due, the refill from the discards included; the Map tile's shape
built by clicking its preview's grid; the setup compact, every part of it kept."""

from __future__ import annotations

from dataclasses import replace

from companion.games.other_side.events import PlayAction, Restore
from companion.games.other_side.options import options
from companion.games.other_side.state import hero_state
from tests.games.other_side.other_side_helpers import HUNT_EVENTS, PLAN_EVENTS, run, setup_four
from tests.games.other_side.test_other_side_table_ready import restoring
from tests.games.other_side.test_other_side_dashboard import box  # noqa: F401
from tests.games.other_side.test_other_side_table_ready_widgets import FakeDash
from widgets.games.other_side.forms import NO_PICK, picked


def test_the_core_offers_one_pool_per_restoration_card_due_with_the_refill():
    state = restoring()
    f = hero_state(state, "frederik")
    assert f.deck == ("FR6",) and f.discard
    pools = options(state).offers["restore_draws:frederik"]
    assert pools[0] == ("FR6",) and set(pools[1]) == set(f.discard)  # the deck runs out mid-draw


def test_restoration_draws_are_picked_in_lists_as_many_as_are_due():
    from widgets.games.other_side.controls import RestoreForm
    dash = FakeDash(restoring())
    form = RestoreForm(dash)
    form.refresh()
    form.hero.value = "frederik"
    pools = dash.options().offers["restore_draws:frederik"]
    assert len(form.picks.children) == len(pools) == 2
    assert [v for _, v in form.picks.children[0].options] == [NO_PICK, "FR6"]
    assert [v for _, v in form.picks.children[1].options][1:] == list(pools[1])
    assert form.drawn.layout.display == "none"  # the typed form only for power users
    form.picks.children[0].value = "FR6"
    form.picks.children[1].value = pools[1][0]
    form.go.click()
    assert dash.message.text == "", dash.message.text
    assert dash.acted[-1] == Restore("frederik", ("FR6", pools[1][0]), 0)
    assert "frederik" in dash.state.acted
    form.refresh()  # the next Hero starts with nothing picked
    assert form.hero.value != "frederik" and all(picked(b) is None for b in form.picks.children)


def inspiration_fight():
    base = run(setup_four(), *HUNT_EVENTS, *PLAN_EVENTS)
    return replace(base, heroes=tuple(replace(h, deck=(), discard=("MA6",)) if h.hero == "marcus" else h
                                      for h in base.heroes))


def test_an_inspiration_draw_is_picked_from_the_refill_the_core_offers():
    from widgets.games.other_side.fight import FightForm
    state = inspiration_fight()
    entry = next(e for e in options(state).offers["inspiration"] if e[0] == ("MA4", None, "marcus"))
    assert entry[1] == "marcus" and "MA6" in entry[2][0]  # the deck is empty: the discards refill it
    dash = FakeDash(state)
    form = FightForm(dash)
    form.refresh()
    form.space.value = 2
    form.card.value = "MA4"
    assert len(form.drawn.children) == 1 and "MA6" in [v for _, v in form.drawn.children[0].options]
    assert "Marcus draws" in form.draw_note.value
    form.drawn.children[0].value = "MA6"
    form.discards.value = "MA2, MA3"
    form.play.click()
    assert dash.message.text == "", dash.message.text
    assert dash.acted[-1] == PlayAction("marcus", "MA4", 2, range_discards=("MA2", "MA3"), drawn=("MA6",))
    assert "MA6" in hero_state(dash.state, "marcus").hand


def test_a_card_that_does_not_draw_shows_no_draw_list():
    from widgets.games.other_side.fight import FightForm
    dash = FakeDash(inspiration_fight())
    form = FightForm(dash)
    form.refresh()
    form.space.value = 2
    form.card.value = "MA1"
    assert form.drawn.children == () and form.draw_note.value == ""


# --- 7. the tile's shape built by clicking ---------------------------------------------------------

def test_the_tiles_shape_is_built_by_clicking_the_previews_grid():
    from companion.games.other_side.board import SpaceSpec
    from widgets.games.other_side.forms import TileForm
    form = TileForm("tc-test", "one room, torches N E S W")
    names = {s.name for s in form.preview.shapes}
    assert "add" in names and "remove:room" not in names  # the last space cannot be taken off
    form.preview.click(*form.centre("add"))  # a room in the free cell, picked
    assert [s.name for s in form.spec().spaces] == ["room", "r1"] and form.picked == "r1"
    form.preview.click(*form.centre("torch:E"))  # its torch: taken from the first room
    form.preview.click(*form.centre("add"))
    form.preview.click(*form.centre("space:r2"))  # r2 already picked: it turns into a corridor
    form.preview.click(*form.centre("opening:room|r1"))
    form.preview.click(*form.centre("opening:r1|r2"))
    form.preview.click(*form.centre("add"))  # a fourth space fills the 2 x 2 grid: no free cell left
    assert "add" not in {s.name for s in form.preview.shapes}
    # The two crossing diagonals (room-r3 and r1-r2) each keep a mark of their own.
    assert form.centre("opening:room|r3") != form.centre("opening:r1|r2")
    form.preview.click(*form.centre("remove:r3"))  # taken off again
    spec = form.spec()
    assert spec.spaces == (SpaceSpec("room", "room", ("N", "S", "W")), SpaceSpec("r1", "room", ("E",)),
                           SpaceSpec("r2", "corridor"))
    assert set(spec.openings) == {("room", "r1"), ("r1", "r2")}
    form.preview.click(*form.centre("remove:r1"))  # its torch and passages go with it
    spec = form.spec()
    assert [s.name for s in spec.spaces] == ["room", "r2"] and spec.openings == ()
    assert "r1" not in form.spaces.value  # the text form, for power users, follows every click
    # The presets stay as quick starts.
    form.preset.value = "corridor and 2 rooms"
    assert [s.name for s in form.spec().spaces] == ["corr", "r1", "r2"]


# --- 15. a compact setup: every rule of it kept, the rare parts collapsed --------------------------

def test_the_setup_is_compact_with_every_part_kept_in_collapsed_sections(box):  # noqa: F811
    form = box.dashboard.controls.forms["setup"]
    assert len(form.children) == 3 + len(form.sections)  # three rows, then the collapsed sections
    assert all(body.layout.display == "none" for _, body in form.sections.values())
    assert form.go in form.children[1].children and form.leader in form.children[1].children
    assert form.well.preset in form.children[1].children and form.well.preset.value
    assert "André 5 cards" in form.hands_summary.value  # the hands, prefilled, summed up in a line
    form.heroes["marcus"].value = True
    assert "Marcus 5 cards" in form.hands_summary.value
    switch, hands = form.sections["hands"]
    switch.value = True
    assert hands.layout.display is None and form.hands["marcus"] in form.hand_box.children
    form.sections["settings"][0].value = True
    assert form.sections["settings"][1].layout.display is None
    form.sections["well"][0].value = True
    form.well.preview.click(*form.well.centre("add"))  # the Well's tile edited in detail
    assert form.well.preset.value == "" and "r1" in [v for _, v in form.start.options]
    form.go.click()
    assert box.dashboard.message.text == "", box.dashboard.message.text
    assert box.dashboard.state.phase == "hunt"
    assert [h.hero for h in box.dashboard.state.heroes][-1] == "marcus"
