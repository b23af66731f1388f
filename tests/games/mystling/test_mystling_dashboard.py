"""The Mystling Academy dashboard driven in Python: a duel turn for each player, a solo Enemy turn with a
Rush, a refused click that changes nothing, undo, the Arena laid out by clicks, the odds."""

from __future__ import annotations

import copy

import pytest

from companion.games.mystling.events import Draw, EnemyDraw
from companion.games.mystling.game import GAME
from widgets.games.mystling.board import editor_layout, layout
from widgets.games.mystling.dashboard import MystlingDashboard, mystling_page

WHITE = ("Haste", "Rooted Punch", "Guardian Stance", "Energetic Infusion")  # slots 4, 3, 2, 1
BLACK = ("Focus", "Kindling", "Double Strike", "Channeling")


def pick_setup(dash, start: str) -> None:
    dash.setup_pick.value = next(e for label, e in dash.setup_pick.options if label.startswith(start))
    dash.set_up()


def report(dash, event) -> None:
    dash.report.value = event
    dash.report_draw()


def press(dash, start: str) -> None:
    label = next(c for c in dash.prompt.choices if c.startswith(start))
    dash.prompt.choose(label)


def solo_dash(hand=WHITE) -> MystlingDashboard:
    """A solo Combat set up, `hand` drawn and kept."""
    dash = MystlingDashboard()
    pick_setup(dash, "Solo: Arboro against EXAMPLE Enemy, Arena card EXAMPLE open")
    for card in hand:
        report(dash, Draw("You", card))
    press(dash, "Keep")
    return dash


def to_the_enemy_turn(dash) -> None:
    """Your first turn with WHITE in hand: Energetic Infusion from slot 1, Plant Out drawn, the turn ended."""
    for step in ("Go on to resolve", "Slot 1: Energetic Infusion", "Resolve Heal", "Go on to draw"):
        press(dash, step)
    report(dash, Draw("You", "Plant Out"))
    press(dash, "End the turn")


def dealt_duel() -> MystlingDashboard:
    """A duel set up and both hands drawn, before either mulligan is asked."""
    dash = MystlingDashboard()
    pick_setup(dash, "Duel, White (Arboro) first, Black (Peare) starts on II; Arena card EXAMPLE open")
    for who, cards in (("White", WHITE), ("Black", BLACK)):
        for card in cards:
            report(dash, Draw(who, card))
    return dash


def duel() -> MystlingDashboard:
    dash = dealt_duel()
    press(dash, "Keep")
    press(dash, "Keep")
    return dash


def test_a_duel_turn_for_each_player():
    dash = duel()
    assert "Turn 1, White" in dash.status.value
    assert "Haste" in dash.sheets[0].value and "Focus" in dash.sheets[1].value
    assert [b.disabled for b in dash.bonus_box.children] == [True] * len(dash.bonus_box.children)  # no Power yet
    press(dash, "Go on to resolve")
    dash.look_pick.value = 4
    assert dash.board.state.reach == ()  # Haste has no range: nothing shown
    press(dash, "Slot 4: Haste")
    assert "0,2" in dash.board.state.spaces and dash.board.state.offer_word == "move"
    dash.board.pick("space:1,1")  # a click on a highlighted space moves there
    assert dash.state.players[0].space == "1,1"
    press(dash, "Go on to draw")
    report(dash, Draw("White", "Plant Out"))
    press(dash, "End the turn")
    assert "Turn 2, Black" in dash.status.value
    # Black has 1 Power (Combat Setup 14): Dash and Prepare are offered, and greyed once used.
    dash.bonus(next(b for b in _bonus_events(dash) if b.action == "dash"))
    dash.board.pick("space:3,2")
    dash_button = next(b for b in dash.bonus_box.children if b.description.startswith("Dash"))
    assert dash_button.disabled and "(used)" in dash_button.description
    press(dash, "Go on to resolve")
    press(dash, "Slot 4: Focus")
    press(dash, "Resolve Heal")
    press(dash, "Go on to draw")
    report(dash, Draw("Black", "Flamethrower"))
    press(dash, "End the turn")
    assert "White" in dash.status.value and "1. Bonus Actions" in dash.status.value
    # Undo takes back Black's end of turn.
    dash.undo()
    assert "Black" in dash.status.value and "End of Turn" in dash.status.value


def _bonus_events(dash):
    from companion.games.mystling.options import bonus_actions
    return [e for offer in bonus_actions(dash.state) for e in offer.events]


def test_a_refused_click_changes_nothing():
    dash = duel()
    before = copy.deepcopy(dash.state)
    dash.board.pick("space:4,3")  # no move is offered: the click only reads the space
    assert dash.state == before and len(dash.session) == len(dash.session.events)
    assert "Space 4,3" in dash.inspect.value
    dash.message.guard(dash.report_draw)()  # nothing to report now
    assert "Not now" in dash.message.value and dash.state == before


def test_a_solo_enemy_turn_with_a_rush():
    dash = solo_dash()
    to_the_enemy_turn(dash)
    assert not dash.enemy_button.disabled and "Special" in dash.enemy.value
    before = dash.state.enemy.space
    dash.report.value = EnemyDraw("EXAMPLE Attack 1")  # symbol A: Attack, Rush
    dash.run_enemy_turn()
    while dash.board.state.spaces:  # tied spaces: the player picks one on the map
        assert dash.board.state.offer_word == "pick"
        dash.board.pick(f"space:{dash.board.state.spaces[0]}")
    assert dash.state.enemy.space != before
    assert "Enemy turn done" in dash.message.value and "Last Enemy turn" in dash.enemy.value
    assert "You" in dash.status.value and "1. Bonus Actions" in dash.status.value


def test_the_arena_laid_out_by_clicks_is_checked_and_used():
    dash = MystlingDashboard()
    editor = dash.editor
    editor.tool.value = "add or remove a space"
    n = len(editor.arena.spaces)
    editor.click_cell("cell:0,0")  # removes a space
    assert len(editor.arena.spaces) == n - 1
    editor.click_cell("cell:0,0")
    editor.tool.value = "mark II"
    editor.click_cell("cell:4,2")  # takes mark II off
    editor.use()
    assert "no starting space II" in editor.said.value
    editor.click_cell("cell:3,3")
    editor.tool.value = "set or clear the icon"
    editor.click_cell("cell:1,1")
    editor.use()
    assert "next game" in editor.said.value
    assert dict(dash.state.profile.arena.starts)["II"] == "3,3"
    assert dash.session.profile["arena"]["starts"]["II"] == "3,3"
    assert editor_layout(editor.canvas.state) and layout(dash.state.profile.arena)


def test_the_odds_of_a_card_reaching_a_slot():
    dash = duel()
    dash.odds_card.value = "Plant Out"
    dash.odds_n.value = 3
    assert "Plant Out" in dash.odds_text.value and "/" in dash.odds_text.value
    assert dash.odds_view is not None and dash.odds_view.p_success is not None


def test_the_page_saves_at_setup(tmp_path):
    box = mystling_page(tmp_path)
    dash = box.dashboard
    pick_setup(dash, "Duel")
    assert dash.session.journal is not None and len(dash.session) == 1
    assert GAME.next_step(dash.state).name.startswith("Opening draw")


@pytest.mark.parametrize("name", ["space:0,1", "mystling:0"])
def test_clicks_on_the_arena_never_raise(name):
    dash = duel()
    dash.board.pick(name)
    assert "Traceback" not in dash.message.value


def test_the_enemy_decks_top_card_reported_gives_the_next_attack_and_its_odds():
    from companion.games.mystling.events import EnemyTop
    dash = solo_dash()
    panel = dash.enemy_deck
    assert panel.ask.layout.display is None and "not reported" in panel.text.value
    # every EXAMPLE symbol has an Attack or a Deal, but none reaches you from the starting spaces
    assert panel.chart is not None and panel.chart.p_success == 0
    assert "damages you from where you both stand now: <b>0" in panel.text.value
    assert all(isinstance(e, EnemyTop) for _l, e in panel.top.options)
    panel.top.value = EnemyTop("EXAMPLE Attack 2")
    panel.report.click()
    assert dash.state.enemy.top == "EXAMPLE Attack 2"
    assert "EXAMPLE Attack 2" in panel.text.value and "certain" in panel.text.value
    from fractions import Fraction
    # The one after it, by symbol, from the five left: A (1, 4), B (5), C (3, 6).
    assert dict(panel.chart.dist.items()) == {"A": Fraction(2, 5), "B": Fraction(1, 5), "C": Fraction(2, 5)}
    assert panel.ask.layout.display == "none"
    # No EnemyTop in the draw list or among the prompt's buttons.
    assert not any(isinstance(e, EnemyTop) for _l, e in dash.report.options)
    to_the_enemy_turn(dash)
    dash.run_enemy_turn()  # the face-up card is the one drawn
    assert dash.state.enemy.track[0] == "EXAMPLE Attack 2" or "EXAMPLE Attack 2" in dash.state.enemy.discard
    dash.undo()
    assert dash.state.enemy.top in ("EXAMPLE Attack 2", "")


def test_a_free_text_effect_applied_with_the_generic_controls_and_undone():
    hand = ("Haste", "Rooted Punch", "Guardian Stance", "Magnetism")  # Magnetism in slot 1: a text effect
    dash = solo_dash(hand)
    panel = dash.by_hand
    assert panel.layout.display == "none"
    press(dash, "Go on to resolve")
    press(dash, "Slot 1: Magnetism")
    assert panel.layout.display is None and "pull the opponent" in panel.text.value
    assert not any("By hand" in label for label in dash.prompt.choices)
    move = next(e for label, e in panel.pick.options if e.what == "move" and e.side == 1)
    panel.pick.value = move
    panel.apply_button.click()
    assert dash.state.enemy.space == move.space
    damage = next(e for label, e in panel.pick.options if e.what == "damage" and e.side == 1)
    panel.pick.value = damage
    panel.amount.value = "3"
    panel.apply_button.click()
    assert dash.state.enemy.damage == 3
    heal = next(e for label, e in panel.pick.options if e.what == "heal" and e.side == 1)
    panel.pick.value = heal
    panel.amount.value = "5"  # more than the 3 Damage taken: refused, nothing changed
    before = copy.deepcopy(dash.state)
    panel.apply_button.click()
    assert dash.state == before and "never more" in dash.message.value
    dash.undo()
    assert dash.state.enemy.damage == 0 and dash.state.enemy.space == move.space


def test_the_profile_edited_in_the_page_bad_input_named_and_nothing_changed():
    dash = MystlingDashboard()
    panel = dash.profile_panel
    form = panel.form
    assert form.example and "EXAMPLE" in panel.name.value
    assert panel.deck_pick.value == "Arboro" and panel.deck_cards.value.splitlines()[0] == "Magnetism"
    before = copy.deepcopy(dash.session.profile or {})
    form.inputs["m0_health"].value = "0"
    assert not form.save()
    assert "Arboro: Health" in form.messages.value
    assert (dash.session.profile or {}) == before
    form.inputs["m0_health"].value = "20"
    assert form.save()
    assert dash.state.profile.mystling("Arboro").health == 20
    # A deck of 15: refused naming the rule, the profile unchanged.
    raw = copy.deepcopy(dash.session.profile)
    with pytest.raises(ValueError, match="^Arboro.s deck: A deck holds exactly 16"):
        panel.use_deck("Arboro", "\n".join(panel.deck_cards.value.splitlines()[:15]))
    assert dash.session.profile == raw
    panel.message.guard(panel.use_deck)("Arboro", "\n".join(panel.deck_cards.value.splitlines()[:15]))
    assert "exactly" in panel.message.value and "Traceback" not in panel.message.value
    # A card in two places (two entries of one name): refused naming the field.
    two = dict(raw, cards=raw["cards"] + [raw["cards"][0]])
    panel.message.guard(panel.use_text)(__import__("json").dumps(two))
    assert "listed twice" in panel.message.value and dash.session.profile == raw
    # An Arena with no space II: refused naming it.
    no_ii = copy.deepcopy(raw)
    del no_ii["arena"]["starts"]["II"]
    panel.message.guard(panel.use_text)(__import__("json").dumps(no_ii))
    assert "no starting space II" in panel.message.value and dash.session.profile == raw
    # A card's text and keywords edited; the export reads back.
    panel.card_pick.value = "Haste"
    panel.message.guard(panel.use_card)('{"name": "Haste", "kind": "neutral", "effects": [{"kind": "move", '
                                        '"amount": 2}]}')
    assert dash.state.profile.card_index["Haste"].effects[0].amount == 2
    assert "Export this profile" in panel.download.value


def test_the_profile_cannot_change_once_the_combat_is_set_up():
    dash = solo_dash()
    before = copy.deepcopy(dash.state)
    dash.profile_panel.form.inputs["m0_attack"].value = "9"
    form = dash.profile_panel.form
    assert not form.save()
    assert "fixed once the Combat is set up" in form.messages.value and dash.state == before
    assert "saved" not in form.messages.value and form._download.value == ""  # refused: no file offered


def test_a_space_read_on_the_arena_is_let_go_once_a_step_is_taken():
    dash = dealt_duel()
    dash.pick("space:3,1")  # no move is offered before the mulligans: the space is only read
    assert dash.inspected == "space:3,1" and "3,1" in dash.inspect.value
    press(dash, "Keep")
    assert dash.inspected is None and "click any space to read it" in dash.inspect.value


def test_step_two_says_why_no_bonus_action_can_be_used():
    dash = duel()
    press(dash, "Go on to resolve")
    assert "none usable now: Bonus Actions are used in steps 1 and 3 of your turn" in dash.bonus_none.value
