"""Issue 23, Mystling Academy: what whole games played against the rulebook found in the core, one test per item."""

from __future__ import annotations

import copy
import json
from dataclasses import replace

import pytest

from companion.games.mystling.events import (ByHand, Concede, Draw, EndTurn, EnemyDraw, EnemyMove, EnemyResolve, MoveTo, Tamed,
                                             PlayCard, Proceed)
from companion.games.mystling.game import GAME
from companion.games.mystling.options import enemy_attack_odds
from companion.games.mystling.profile import EXAMPLE_PROFILE, profile_from_json
from companion.games.mystling.rules import stat
from companion.games.mystling.state import Phase
from tests.games.mystling.mystling_helpers import ARBORO_HAND, PEARE_HAND, PROFILE, run, started


def solo():
    return started({"You": ARBORO_HAND}, mode="solo")


def duel():
    return started({"White": ARBORO_HAND, "Black": PEARE_HAND})


# item 25: the Stat card a solo Combat uses
def test_a_solo_combat_uses_your_mystlings_pvp_stat_card():
    s = solo()
    arboro = PROFILE.mystling("Arboro")
    for key in ("movement", "willpower", "defense", "health", "attack", "token_limit"):
        assert stat(s, 0, key) == getattr(arboro, key) == stat(duel(), 0, key)
    assert "solo_pvp_stat_card" in GAME.next_step(GAME.initial_state({})).rulings
    ruling = GAME.rulings["solo_pvp_stat_card"]
    assert "PvP side" in ruling.reading and ruling.section.startswith("Your Mystling")


# item 31: the companion's reading of Conceding
def test_a_duellist_conceding_in_the_other_players_turn_loses_the_duel():
    s = run(duel(), Proceed("White"))  # White's turn under way
    s = run(s, Concede("Black"))
    assert s.phase is Phase.OVER and s.result == "defeat" and s.loser == 1
    assert s.players[1].damage == stat(s, 1, "health")  # no Defense or Willpower taken off
    ruling = GAME.rulings["conceding"]
    assert ruling.section == "End of Combat: Conceding" and "either player may concede" in ruling.reading


# item 27: the history's words
def test_the_history_says_white_applies_by_hand_and_a_move_that_stays_put_is_no_move():
    d = duel()
    assert GAME.describe(d, ByHand("White", "damage", 1)) == "White applies by hand: 1 Damage to Black"
    s = run(d, Proceed("White"), PlayCard("White", 3))  # Haste: a Move
    here = s.players[0].space
    assert GAME.describe(s, MoveTo("White", here)) == f"White stays on {here} (no move)"


def test_a_rush_already_next_to_you_is_logged_as_no_move():
    s = run(solo(), Proceed("You"), PlayCard("You", 3), MoveTo("You", "b"), Proceed("You"), Draw("You", "Grapple"),
            EndTurn("You"))  # Haste: Arboro from d to b, beside the Enemy on a
    s = run(s, EnemyDraw("EXAMPLE Attack 1"), EnemyResolve())  # A: Attack (range 1: it hits), then Rush
    assert [c.event for c in GAME.options(s).choices if isinstance(c.event, EnemyMove)] == [EnemyMove("a")]
    assert GAME.describe(s, EnemyMove("a")) == "The Enemy's Rush ends where it stands, on a (no move)"


# item 28: an Upgrade the companion counts is not offered to be applied again by hand
def test_guardian_stance_in_the_upgrade_slot_is_counted_not_offered_to_apply_again_at_the_end_of_turn():
    hand = ("Guardian Stance", "Haste", "According to Plan", "Deal Two Heal Two")
    s = run(started({"You": hand}, mode="solo"), Proceed("You"), PlayCard("You", 4), Proceed("You"),
            Draw("You", "Grapple"))
    assert s.phase is Phase.END and s.players[0].upgrade == "Guardian Stance"
    assert stat(s, 0, "defense") == PROFILE.mystling("Arboro").defense + 1
    prompt = GAME.next_step(s).prompt
    assert "Counted by the companion already (nothing to apply): Guardian Stance (Upgrade slot): Defense +1" in prompt
    assert "apply by hand" not in prompt
    assert not any(isinstance(c.event, ByHand) for c in GAME.options(s).choices)


# item 29: the Enemy odds say a certain card is certain, and wait for the Enemy's move before the Damage
def test_the_last_card_of_the_enemy_deck_is_certain_though_its_top_is_not_reported():
    s = solo()
    s = replace(s, enemy=replace(s.enemy, deck=("EXAMPLE Attack 2",), top=""))
    odds = enemy_attack_odds(s)
    assert odds.certain == "EXAMPLE Attack 2" and odds.next.p(lambda c: c == "EXAMPLE Attack 2") == 1


def test_the_next_cards_damage_waits_for_the_retreat_the_enemy_is_about_to_make():
    s = run(solo(), Proceed("You"), PlayCard("You", 3), MoveTo("You", "c"), Proceed("You"), Draw("You", "Grapple"),
            EndTurn("You"), EnemyDraw("EXAMPLE Attack 2"))  # B: Deal 2 in range 2, then Retreat
    assert [p.kind for p in s.pending][:2] == ["deal", "retreat"]
    odds = enemy_attack_odds(s)
    assert odds.p_damage is None and odds.moving == "Retreat" and odds.damage == {}
    s = run(s, EnemyResolve())
    s = run(s, *[c.event for c in GAME.options(s).choices if isinstance(c.event, EnemyMove)][:1])
    assert enemy_attack_odds(s).p_damage is not None  # it has retreated: the figure is from where both stand


# item 30: Taming reported where it can be met, the last condition confirmed
def test_a_taming_condition_is_offered_by_its_text_but_not_while_a_draw_is_reported():
    s = run(solo(), Proceed("You"))
    offered = [c for c in GAME.options(s).choices if isinstance(c.event, Tamed)]
    assert [c.label for c in offered] == ["Report: Taming condition 1 met (EXAMPLE: deal Damage with an Attack)"]
    assert GAME.options(s).offers["confirm"] == ()
    s = run(s, PlayCard("You", 3), MoveTo("You", "c"), Proceed("You"))  # Haste; then step 4 asks for the draw
    assert s.pending and s.pending[0].kind == "draw"
    assert not any(isinstance(c.event, Tamed) for c in GAME.options(s).choices)
    s = run(s, Draw("You", "Grapple"), Tamed())
    last = GAME.options(s)
    assert "(the last one: the Enemy is Tamed and the Combat ends)" in next(
        c.label for c in last.choices if isinstance(c.event, Tamed))
    assert last.offers["confirm"] == (Tamed(),)


# item 32: a profile refusal names the field as the form does
def test_an_imported_profile_refusal_names_the_enemys_special_ability_slot_as_the_form_does():
    raw = copy.deepcopy(dict(EXAMPLE_PROFILE))
    raw["enemies"][0]["special_slot"] = 9
    with pytest.raises(ValueError, match=r"^EXAMPLE Enemy: Special Ability slot: must be at most 5"):
        profile_from_json(json.dumps(raw))
    raw = copy.deepcopy(dict(EXAMPLE_PROFILE))
    raw["mystlings"][0]["deck"][3] = "Nope"
    with pytest.raises(ValueError, match=r"^Arboro's deck, card 4: 'Nope' is not a card of the profile"):
        profile_from_json(json.dumps(raw))
