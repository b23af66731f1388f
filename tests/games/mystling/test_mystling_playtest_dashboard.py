"""What a play-tester found in the Mystling Academy page, driven in Python: the amount refused not changed,
the piles shown, one path for a tie picked, white and black, EXAMPLE marks, the acting side's Bonus
Actions, refusals that say why, Concede in two clicks, a random Arena card, the profile built on opening."""

from __future__ import annotations

import copy
from dataclasses import replace

from companion.games.mystling.events import EnemyDraw
from companion.games.mystling.options import side_view
from tests.games.mystling.test_mystling_dashboard import duel, pick_setup, press, solo_dash, to_the_enemy_turn
from widgets.games.mystling.dashboard import MystlingDashboard

MAGNETISM_HAND = ("Haste", "Rooted Punch", "Guardian Stance", "Magnetism")  # Magnetism in slot 1: a text effect


def test_an_amount_out_of_range_is_refused_with_a_message_not_changed():
    dash = solo_dash(MAGNETISM_HAND)
    press(dash, "Go on to resolve")
    press(dash, "Slot 1: Magnetism")
    panel = dash.by_hand
    panel.pick.value = next(e for _l, e in panel.pick.options if e.what == "damage" and e.side == 1)
    for typed, said in (("0", "amount field is at least 1, not 0"), ("-2", "amount field is at least 1, not -2"),
                        ("two", "amount field takes a whole number")):
        before = copy.deepcopy(dash.state)
        panel.amount.value = typed
        panel.apply_button.click()
        assert dash.state == before and said in dash.message.value
    panel.amount.value = "120"  # no cap: the rules take it as typed
    panel.apply_button.click()
    assert dash.state.enemy.damage == 120


def test_the_sheet_shows_the_top_of_the_discard_and_the_cards_removed_from_play():
    dash = solo_dash()
    assert "Top of the discard pile: <b>empty</b>" in dash.sheets[0].value
    press(dash, "Go on to resolve")
    press(dash, "Slot 1: Energetic Infusion")
    press(dash, "Resolve Heal")
    assert "Top of the discard pile: <b>Energetic Infusion</b>" in dash.sheets[0].value
    assert "Removed from play: none" in dash.sheets[0].value
    state = dash.state
    gone = replace(state, players=(replace(state.players[0], removed=("Spectral Blast",)),))
    assert side_view(gone, 0)["removed"] == ("Spectral Blast",)
    assert "Removed from play: Spectral Blast" in dash._sheet_html(side_view(gone, 0))


def test_a_tie_picked_with_the_prompt_button_updates_the_last_enemy_turn_note():
    dash = solo_dash()
    to_the_enemy_turn(dash)
    dash.report.value = EnemyDraw("EXAMPLE Attack 1")  # symbol A: Attack, Rush
    dash.run_enemy_turn()
    picked = False
    while dash.board.state.spaces:  # tied spaces: picked with the prompt's button this time
        label = next(c for c in dash.prompt.choices if c.startswith("The Enemy ends its Rush on"))
        dash.prompt.choose(label)
        picked = True
    assert picked, "the EXAMPLE Arena gives the Rush a tie here"
    assert "you picked" in dash.last_enemy and "Last Enemy turn: you picked" in dash.enemy.value
    assert "choose among" not in dash.enemy.value


def test_a_click_on_a_space_not_offered_says_why():
    dash = duel()
    press(dash, "Go on to resolve")
    press(dash, "Slot 4: Haste")
    offered = dash.board.state.spaces
    far = next(s.name for s in dash.state.profile.arena.spaces if s.name not in offered
               and s.name != dash.state.players[0].space)
    before = copy.deepcopy(dash.state)
    dash.board.pick(f"space:{far}")
    assert dash.state == before and f"Not on {far}" in dash.message.value and "offered" in dash.message.value


def test_greyed_bonus_actions_say_why_and_only_the_acting_side_shows_those_used():
    dash = duel()
    greyed = [b for b in dash.bonus_box.children if b.disabled]
    assert greyed and all("Power" in b.tooltip for b in greyed)  # White has no Power yet
    assert "Bonus Actions used this turn: none" in dash.sheets[0].value
    assert "Bonus Actions used" not in dash.sheets[1].value  # not Black's turn


def test_the_duel_is_white_and_black_and_the_example_values_are_marked_where_played():
    dash = MystlingDashboard()
    pick_setup(dash, "Duel, Black (Peare) first, White (Arboro)")
    assert dash.colours() == ("black", "white")  # Black is the First Player: side 0
    assert "(black, " in dash.sheets[0].value and "(white, " in dash.sheets[1].value
    assert "EXAMPLE values" in dash.arena_card.value
    solo = solo_dash()
    assert solo.colours() == ("white", "black")  # solo: you white, the Enemy black
    assert "EXAMPLE values" in solo.sheets[0].value and "EXAMPLE values" in solo.enemy.value


def test_concede_asks_for_a_second_click_and_its_button_keeps_its_label():
    dash = duel()
    first = dash.concede_box.children[0]
    label = first.description
    first.click()
    assert not dash.state.result and "click the button again" in dash.message.value
    armed = dash.concede_box.children[0]
    assert armed.description == label and armed.button_style == "danger"  # same width: nothing beside it moves
    assert armed.tooltip.startswith("Click again to confirm")
    dash.concede_box.children[0].click()
    assert dash.state.result == "defeat"


def test_an_arena_card_taken_out_at_random_from_the_seeded_generator():
    dash = MystlingDashboard()
    dash.setup_pick.value = next(e for _l, e in dash.setup_pick.options if e.mode == "solo")
    dash.arena_random_button.click()
    picked = dash.setup_pick.value
    assert picked.mode == "solo" and "taken out at random" in dash.message.value
    assert picked.arena_card in {a.name for a in dash.state.profile.arena_cards}


def test_the_profile_editors_are_built_only_when_opened():
    dash = MystlingDashboard()
    assert dash._profile_panel is None and not dash.profile_box.children
    dash.profile_open.value = True
    assert dash._profile_panel is not None and dash.profile_box.layout.display is None
    assert "EXAMPLE" in dash.profile_panel.name.value


def test_the_enemy_turn_says_the_damage_worked_out():
    dash = solo_dash()
    to_the_enemy_turn(dash)
    dash.report.value = EnemyDraw("EXAMPLE Attack 1")  # symbol A: Attack (nothing in range 1 yet), then Rush
    dash.run_enemy_turn()
    assert "Attack: no target in range 1" in dash.last_enemy
    assert any(step.startswith("The Enemy resolves Attack (EXAMPLE Attack 1): Attack: no target in range 1")
               for step in dash.session.steps)  # the history says it too


def test_back_to_the_profiles_arena_clears_an_old_refusal():
    dash = MystlingDashboard()
    editor = dash.editor
    editor.tool.value = "mark II"
    editor.click_cell("cell:4,2")  # takes mark II off: the Arena cannot be used
    editor.use()
    assert "cannot be used" in editor.said.value
    editor.reset_button.click()
    assert "cannot be used" not in editor.said.value and "Back to the profile" in editor.said.value


class Labels:
    """A frame that keeps the fill and label of every circle and rectangle drawn."""

    @staticmethod
    def of(view):
        from widgets.games.mystling.board import ARENA_H, ARENA_W, draw_arena
        from widgets.kit.canvas import Frame

        drawn = []

        class Kept(Frame):
            def circle(self, x, y, r, **kw):
                drawn.append(("circle", kw.get("name"), kw.get("fill"), kw.get("label")))
                super().circle(x, y, r, **kw)

            def rect(self, x, y, w, h, **kw):
                drawn.append(("rect", kw.get("name"), kw.get("fill"), kw.get("label")))
                super().rect(x, y, w, h, **kw)

        draw_arena(Kept(None, ARENA_W, ARENA_H), view)
        return drawn


def test_the_map_draws_white_and_black_pawns_and_tokens_the_legend_names():
    from dataclasses import replace as _replace
    dash = solo_dash()
    view = _replace(dash.board.state, state=_replace(dash.state, tokens=(("0,1", 0), ("0,2", 1))))
    drawn = Labels.of(view)
    pawns = {name: (fill, label) for kind, name, fill, label in drawn if name and name.startswith("mystling:")}
    assert pawns == {"mystling:0": ("paper", "Arb"), "mystling:1": ("black", "EXA")}
    tokens = sorted((fill, label) for kind, name, fill, label in drawn if name and name.startswith("token:"))
    assert tokens == [("black", "B"), ("paper", "W")]
    legend = [label for kind, name, fill, label in drawn if kind == "rect" and not name]
    assert any("White: Arboro (Arb), tokens W" == x for x in legend)
    assert any("Black: EXAMPLE Enemy (EXA), tokens B" == x for x in legend)
    icons = {s.icon for s in dash.state.profile.arena.spaces if s.icon}
    assert not icons & {label for _f, label in pawns.values()}  # a pawn's mark is never an icon's letter
