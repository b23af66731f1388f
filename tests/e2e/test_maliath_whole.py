"""Maliath solo in Chromium, played as a new player with the rulebook would, through a whole Era: her setup,
four of her turns (a Destiny Card, Preparation, Heroism with a Wound on a Monster and a Gain, then a Battle
you start and she loses), the End of Era I with a Monster defeated and her Bronze reward (doubled by
Celethe), her deck for Era II and the Attunement Cards' order. After each step what the page says (her
steps, her supply and Glory read out from her area, the Era) is checked against the saved game's state,
and her area's canvas is checked to have painted the change."""

from __future__ import annotations

from companion.games.maliath.phases.queue import plural
from companion.games.maliath.state import MONSTER_NAMES
from tests.e2e import harness, layout
from tests.e2e.maliath_steps import (
    BOARD, SETTLED_JS, answer_board, answer_button, answer_pick, asks, click, flip, pick_and_go, saved_state, stepped,
)
from tests.games.maliath.maliath_table import attunement_answers, board_answers

NAME = "e2e maliath whole era"
UTCORO = "Utcoro the Swarmer"
# Her area's pieces, in the canvas's own coordinates (widgets/games/maliath/board.py: _supply at top 320).
GLORY_AT = (309, 444)
GOLEMS_AT = (306, 364)


def says(page, css: str, words: str) -> None:
    page.wait_for_selector(f"{css} >> text={words}")


def read_out(page, at: tuple[float, float], starts: str) -> str:
    """Click her area at `at` (the page settled) and return what the page reads out for the piece there."""
    harness.click_canvas(page, BOARD, *at)
    page.wait_for_function("(s) => document.querySelector('.tc-mal-inspect')?.innerText.startsWith(s)", arg=starts)
    return page.locator(".tc-mal-inspect").inner_text()


def said_supply(state) -> str:
    return f"Her supply: {plural(state.golems, 'Golem')} and {plural(state.troops, 'Troop')} (not on the board)."


def check_her_side(page, voila, era: str) -> object:
    """Her supply and Glory as the page reads them out, and the Era as its status says, against the saved game."""
    harness.wait_settled(page, SETTLED_JS)
    state = saved_state(voila, NAME)
    assert read_out(page, GOLEMS_AT, "Her supply") == said_supply(state)
    assert read_out(page, GLORY_AT, "Her Glory") == f"Her Glory: {state.glory}."
    assert state.era == len(era)
    says(page, ".tc-mal-status", f"Era {era}: your turn, then hers")
    return state


def report(page, label: str) -> None:
    """A report from 'The table' pick list (a Monster's Reference Card shown, a unit killed...)."""
    pick_and_go(page, "tc-mal-report", "tc-mal-report-go", label)


def test_maliath_solo_through_a_whole_era_with_a_lost_battle_and_a_monster_reward(open_dashboard, voila):
    page, watch = open_dashboard("maliath.ipynb")
    painted = harness.wait_painted(page, BOARD, timeout=60)
    layout.check_page(page, "Maliath at her setup", game_open=False)

    # Setup (rulebook Setup 7-10A): Celethe, physical decks, then the board told once.
    harness.open_menu(page)
    page.locator(".tc-session-name input").fill(NAME)
    page.locator(".tc-mal-champion select").select_option(label="Celethe")
    page.locator(".tc-mal-switch-digital input").uncheck()
    stepped(page, lambda: click(page, "button.tc-mal-setup"))
    page.wait_for_selector(f".tc-current-session >> text={NAME}")
    asks(page, "dominant direction")
    answer_board(page, board_answers())
    says(page, ".tc-mal-steps", "Put her Champion on the Forest of the third Island")
    painted = harness.wait_repainted(page, painted, BOARD)
    state = check_her_side(page, voila, "I")
    assert (state.golems, state.troops, state.glory) == (8, 16, 0)
    assert state.champion_at == ("Volcano", "Forest") and len(state.deck) == 9

    # Turn 1, a Destiny Card: an Encounter of 4 Glory scores 4 + 3; a Troop deployed.
    flip(page, "CS009")
    asks(page, "Encounter")
    answer_pick(page, "4")
    says(page, ".tc-mal-steps", "she scores 4 + 3 = 7 Glory")
    painted = harness.wait_repainted(page, painted, BOARD)
    state = check_her_side(page, voila, "I")
    assert (state.golems, state.troops, state.glory) == (8, 15, 7)

    # A Monster Card joins the Event Deck on your turn: its Reference Card is visible (reported).
    report(page, f"{UTCORO}'s Reference Card is visible")
    says(page, ".tc-mal-steps", f"Recorded: {UTCORO}'s Reference Card is visible.")
    assert saved_state(voila, NAME).visible[MONSTER_NAMES.index(UTCORO)]

    # Turn 2, Preparation: 1 Golem deployed, then Walk (the Mountain, the Region she lacks).
    flip(page, "green 2")
    asks(page, "Walk")
    answer_button(page, "move_to:Mountain")
    says(page, ".tc-mal-steps", "deploy 1 Golem and 0 Troops")
    says(page, ".tc-mal-steps", "move her Champion to the Mountain of the third Island")
    painted = harness.wait_repainted(page, painted, BOARD)
    state = saved_state(voila, NAME)
    assert (state.golems, state.troops) == (7, 15) and state.champion_at == ("Volcano", "Mountain")

    # Turn 3, Heroism: a Wound on the visible Monster, an Upgrade on War, a Troop, Walk, then Gain.
    flip(page, "blue 2")
    says(page, ".tc-mal-steps", f"Put a Wound counter on {UTCORO}'s Reference Card")
    asks(page, "Walk")
    answer_button(page, "stay")
    asks(page, "She gains the top Command Card")
    answer_pick(page, "yellow 1")
    says(page, ".tc-mal-steps", "tuck the yellow 1 under her Power of Determination")
    painted = harness.wait_repainted(page, painted, BOARD)
    state = check_her_side(page, voila, "I")
    assert (state.golems, state.troops) == (7, 14)
    assert state.wounds[MONSTER_NAMES.index(UTCORO)] == 1 and state.tucked == ("yellow 1",)

    # You start a Battle against her and win it: her Strength there, no reaction, her
    # Battle card, then how many of her units were killed, and her supply said.
    stepped(page, lambda: click(page, "button.tc-mal-battle-you"))
    asks(page, "her Strength in that Region")
    answer_pick(page, "2")
    asks(page, "reaction")
    answer_button(page, "no reaction")
    asks(page, "Her Battle card")
    answer_button(page, "+3 Strength")
    says(page, ".tc-mal-steps", "her Strength there 2 + 4 = 6 (card 3, War Upgrades 1)")
    asks(page, "how many of her Golems were killed")
    answer_button(page, "1")
    asks(page, "how many of her Troops were killed")
    answer_button(page, "1")
    state = saved_state(voila, NAME)
    assert (state.golems, state.troops) == (8, 15)
    says(page, ".tc-mal-steps", "Battle: 1 Golem and 1 Troop of hers killed: back in her supply (now "
         f"{plural(state.golems, 'Golem')} and {plural(state.troops, 'Troop')}).")
    painted = harness.wait_repainted(page, painted, BOARD)
    check_her_side(page, voila, "I")

    # The End of Era I: Region Glory, the Monster fought (you Gold, she Bronze: her 1 Wound helped), her
    # reward doubled by Celethe, her tucked card into her Era II deck, the Attunement Cards reshuffled.
    stepped(page, lambda: click(page, "button.tc-mal-end-era"))
    asks(page, "Region Cards")
    answer_pick(page, "5")
    asks(page, "which Monster is resolved next")
    answer_button(page, UTCORO)
    asks(page, "Your Strength against this Monster")
    answer_pick(page, "10")
    says(page, ".tc-mal-steps", f"{UTCORO} is defeated: you Gold; Maliath Bronze.")
    asks(page, "how much Glory does it show")
    answer_pick(page, "2")
    asks(page, "Experience and Energy")
    answer_pick(page, "0")
    asks(page, "how many Encounters")
    answer_button(page, "0")
    asks(page, "how many Command Cards")
    answer_button(page, "0")
    says(page, ".tc-mal-steps", "doubled by Celethe: 4 Glory")
    says(page, ".tc-mal-steps", "From under her Power Cards into her Action deck: yellow 1.")
    says(page, ".tc-mal-steps", "Her Action deck now: blue 2, green 2, red 2, yellow 1, yellow 2, with the "
         "five Destiny Cards: shuffle all 10 cards")
    asks(page, "Attunement Cards")
    harness.wait_settled(page, SETTLED_JS)
    layout.check_page(page, "Maliath at the End of Era I")  # her Era II deck said, the Attunement asked
    answer_board(page, attunement_answers())
    painted = harness.wait_repainted(page, painted, BOARD)
    state = check_her_side(page, voila, "II")
    assert state.glory == 7 + 5 + 4 and (state.golems, state.troops) == (8, 15)
    assert state.wounds[MONSTER_NAMES.index(UTCORO)] == 0 and state.tucked == ()
    assert len(state.deck) == 10 and {"yellow 1", "yellow 2", "blue 2", "green 2", "red 2"} <= set(state.deck)
    assert state.played == ()
    harness.wait_painted(page, BOARD)
    harness.assert_no_traceback(page)
    harness.assert_no_sideways_scroll(page)
    watch.assert_clean()
