"""Mystling Academy rules, each a test: setup, the five-step turn, the keywords, the Enemy's turn, the end."""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.games.mystling.combat import rush_destinations
from companion.games.mystling.board import adjacency
from companion.games.mystling.events import (Concede, Draw, EndTurn, EnemyDraw, EnemyMove, EnemyResolve, EnemyToken,
                                             MoveTo, Mulligan, NotTamed, PlaceToken, PlayCard, Proceed, Resolve,
                                             SetUp, Tamed, Trigger, UseBonus)
from companion.games.mystling.game import GAME
from companion.games.mystling.rules import new_game, stat
from companion.games.mystling.state import EMPTY, FATIGUE, Phase
from tests.games.mystling.mystling_helpers import (ARBORO_HAND, PEARE_HAND, PROFILE, ROCKS, refused, run,
                                                   setup_event, started)

HANDS = {"White": ARBORO_HAND, "Black": PEARE_HAND}


def duel(**setup):
    return started(HANDS, **setup)


def solo(hand=ARBORO_HAND, **setup):
    return started({"You": hand}, mode="solo", **setup)


def put(state, side, **changes):
    players = list(state.players)
    players[side] = replace(players[side], **changes)
    return replace(state, players=tuple(players))


def events_offered(state):
    return GAME.options(state).events()


# --- Combat Setup --------------------------------------------------------------------------------

def test_duel_setup_places_the_first_player_on_i_and_the_second_on_ii():
    s = duel()
    white, black = s.players
    assert (white.player, white.mystling, white.space) == ("White", "Arboro", "a")
    assert (black.player, black.mystling, black.space) == ("Black", "Peare", "d")
    assert s.phase == Phase.BEFORE_CARD and s.active == 0 and s.turn == 1


def test_the_second_player_may_start_on_iii_and_the_toss_winner_goes_first():
    s = duel(first="Black", second_start="III")
    assert [(p.player, p.mystling, p.space) for p in s.players] == [("Black", "Peare", "a"), ("White", "Arboro", "g")]


def test_the_slots_fill_from_slot_4_leftwards():
    s = duel()
    assert s.players[0].slots == ("Deal Two Heal Two", "According to Plan", "Haste", "Rooted Punch")
    assert len(s.players[0].deck) == 12


def test_the_second_player_gains_1_power_and_nobody_in_solo():
    s = duel()
    assert [p.power for p in s.players] == [0, 1]
    assert solo().players[0].power == 0


def test_mulligan_draws_four_new_before_the_first_four_go_back():
    s = run(new_game(PROFILE), setup_event())
    hand = ("Grapple", "Haste", "Guardian Stance", "Terra Swirl")
    s = run(s, *(Draw("White", c) for c in hand), *(Draw("Black", c) for c in PEARE_HAND))
    assert s.phase == Phase.MULLIGAN
    s = run(s, Mulligan("White", True))
    assert s.players[0].slots == (EMPTY,) * 4 and s.players[0].aside == tuple(reversed(hand))
    refused(s, Draw("White", "Grapple"), "not among the cards left")  # set aside, not in the deck
    assert Draw("White", "Grapple") not in events_offered(s)
    s = run(s, *(Draw("White", c) for c in ("Haste", "Rooted Punch", "Plant Out", "Arboreal Path")))
    assert "Grapple" in s.players[0].deck and len(s.players[0].deck) == 12 and s.players[0].aside == ()
    assert s.phase == Phase.MULLIGAN
    s = run(s, Mulligan("Black", False))
    assert s.phase == Phase.BEFORE_CARD


def test_solo_setup_puts_the_enemy_on_i_and_you_on_ii():
    s = solo()
    assert s.enemy.space == "a" and s.players[0].space == "d"
    assert len(s.enemy.deck) == 6 and s.enemy.track == (EMPTY,) * 5


@pytest.mark.parametrize("event, match", [
    (SetUp("pvp", ("White", "White"), ("Arboro", "Peare"), "White", "EXAMPLE open Arena card"), "different names"),
    (SetUp("pvp", ("White", "Black"), ("Arboro", "Arboro"), "White", "EXAMPLE open Arena card"), "different Mystlings"),
    (SetUp("pvp", ("White", "Black"), ("Arboro", "Nope"), "White", "EXAMPLE open Arena card"), "no Mystling"),
    (SetUp("pvp", ("White", "Black"), ("Arboro", "Peare"), "Grey", "EXAMPLE open Arena card"), "First Player"),
    (SetUp("pvp", ("White", "Black"), ("Arboro", "Peare"), "White", "Nope"), "Arena card"),
    (SetUp("pvp", ("White", "Black"), ("Arboro", "Peare"), "White", "EXAMPLE open Arena card", "I"), "II or III"),
    (SetUp("solo", ("You",), ("Arboro",), "You", "EXAMPLE open Arena card", "III", "EXAMPLE Enemy"), "space II"),
    (SetUp("solo", ("You",), ("Arboro",), "You", "EXAMPLE open Arena card", "II", "Nope"), "no Enemy"),
    (SetUp("chess", ("You",), ("Arboro",), "You", "EXAMPLE open Arena card"), "duel"),
])
def test_a_bad_setup_is_refused_and_changes_nothing(event, match):
    refused(new_game(PROFILE), event, match)


def test_nothing_before_setup_and_no_second_setup():
    refused(new_game(PROFILE), Proceed("White"), "Set up")
    refused(duel(), setup_event(), "already set up")


# --- 2. Resolving one Action card: Power first ---------------------------------------------------

def test_the_slot_gives_its_power_before_the_card():
    s = run(duel(), Proceed("White"))
    assert run(s, PlayCard("White", 4)).players[0].power == 3   # Rooted Punch from slot 4
    assert run(s, PlayCard("White", 3)).players[0].power == 2
    assert run(s, PlayCard("White", 2)).players[0].power == 2
    assert run(s, PlayCard("White", 1)).players[0].power == 1


def test_power_never_goes_above_10():
    s = put(run(duel(), Proceed("White")), 0, power=9)
    assert run(s, PlayCard("White", 4)).players[0].power == 10


def test_only_the_active_player_resolves_one_card_from_a_slot_holding_one():
    s = run(duel(), Proceed("White"))
    refused(s, PlayCard("Black", 4), "not open now")
    refused(s, PlayCard("White", 5), "holds no card")
    refused(s, PlayCard("White", "4"), "slot must be int")
    s = run(s, PlayCard("White", 3))  # Haste: a Move is pending
    refused(s, PlayCard("White", 4), "not open now")


# --- Attack, Heal, Deal, defeat ------------------------------------------------------------------

def test_attack_out_of_range_1_has_no_effect():
    s = run(duel(), Proceed("White"), PlayCard("White", 4), Resolve("White"))
    assert s.players[1].damage == 0
    assert s.players[0].discard == ("Rooted Punch",) and s.phase == Phase.AFTER_CARD


def test_attack_deals_attack_plus_bonus_less_defense():
    s = put(run(duel(), Proceed("White")), 0, space="c")
    s = run(s, PlayCard("White", 4), Resolve("White"))  # Rooted Punch: Attack +1 = 3, Peare's Defense 0
    assert s.players[1].damage == 3


def test_double_strike_is_two_attacks_each_reduced_by_defense():
    s = run(duel(), Proceed("White"), PlayCard("White", 3), MoveTo("White", "c"), Proceed("White"), Draw("White", "Grapple"),
            EndTurn("White"), Proceed("Black"), PlayCard("Black", 4), Resolve("Black"), Resolve("Black"))
    assert s.players[0].damage == 2 * (3 - 1)  # Peare's Attack 3 less Arboro's Defense 1, twice


def test_the_passive_on_top_of_the_discard_pile_raises_attack():
    s = run(duel(), Proceed("White"), PlayCard("White", 3), MoveTo("White", "c"), Proceed("White"),
            Draw("White", "Grapple"), EndTurn("White"), Proceed("Black"), PlayCard("Black", 1))
    assert s.players[1].discard == ("Offensive Stance",) and stat(s, 1, "attack") == 4
    s = run(s, Proceed("Black"), Draw("Black", "Kindling"), EndTurn("Black"), Proceed("White"),
            PlayCard("White", 3), Trigger("White", 0))
    assert stat(s, 0, "attack") == 2  # According to Plan has no Passive


def test_deal_2_then_heal_2_stops_at_the_win():
    # End of Combat: "Deal 2 in range 2. Heal 2." — the Deal wins, the Heal never resolves.
    s = put(put(run(duel(), Proceed("White")), 0, space="c", damage=5), 1, damage=14)
    s = run(s, PlayCard("White", 1), Resolve("White"))
    assert s.phase == Phase.OVER and s.players[1].damage == 16 and s.players[0].damage == 5
    assert GAME.outcome(s).winners == ("White",) and not events_offered(s)
    refused(s, Resolve("White"), "over")


def test_deal_2_then_heal_2_heals_when_the_deal_does_not_win():
    s = put(put(run(duel(), Proceed("White")), 0, space="c", damage=5), 1, damage=3)
    s = run(s, PlayCard("White", 1), Resolve("White"), Resolve("White"))
    assert s.players[1].damage == 5 and s.players[0].damage == 3


def test_deal_is_reduced_by_willpower_and_needs_the_range():
    s = run(duel(), Proceed("White"), PlayCard("White", 1), Resolve("White"))  # range 3 > 2: no Damage
    assert s.players[1].damage == 0
    black = put(duel(first="Black"), 1, space="c")  # Peare first; Arboro (Willpower 1) at range 2
    black = put(black, 0, slots=("Flamethrower",) + black.players[0].slots[1:])
    black = run(black, Proceed("Black"), PlayCard("Black", 1), Resolve("Black"))
    assert black.players[1].damage == 2 - 1


def test_heal_never_goes_below_no_damage():
    s = put(run(duel(), Proceed("White")), 0, damage=1)
    s = run(s, PlayCard("White", 1), Resolve("White"), Resolve("White"))
    assert s.players[0].damage == 0


# --- Move ----------------------------------------------------------------------------------------

def test_move_goes_up_to_movement_never_onto_the_other_mystling():
    s = run(duel(), Proceed("White"), PlayCard("White", 3))  # Haste: Move +1 → 3 spaces
    assert {e.space for e in events_offered(s) if isinstance(e, MoveTo)} == {"a", "b", "c"}
    refused(s, MoveTo("White", "d"), "cannot end this Move")
    refused(s, MoveTo("White", "e"), "cannot end this Move")
    refused(s, MoveTo("Black", "b"), "not what comes next")
    assert run(s, MoveTo("White", "c")).players[0].space == "c"


def test_blocking_terrain_cannot_be_entered():
    s = duel(arena_card=ROCKS, second_start="III")  # rocks on f; Black (Peare) on g
    s = run(s, Proceed("White"), PlayCard("White", 4), Resolve("White"), Proceed("White"), Draw("White", "Grapple"),
            EndTurn("White"), UseBonus("Black", "dash"))
    assert [e.space for e in events_offered(s) if isinstance(e, MoveTo)] == ["g"]


# --- Trigger -------------------------------------------------------------------------------------

def test_trigger_resolves_another_slot_without_its_power_then_both_are_discarded():
    s = run(duel(), Proceed("White"), PlayCard("White", 2))  # According to Plan, slot 2: +2 Power
    assert {e.slot for e in events_offered(s) if isinstance(e, Trigger)} == {0, 1, 3, 4}
    s = run(s, Trigger("White", 4), Resolve("White"))  # Rooted Punch, no Power from slot 4
    assert s.players[0].power == 2
    assert s.players[0].discard == ("Rooted Punch", "According to Plan")
    assert s.players[0].slots == ("Deal Two Heal Two", EMPTY, "Haste", EMPTY)


def test_only_the_first_trigger_of_a_turn_may_be_used():
    hands = {"White": ARBORO_HAND, "Black": ("Full Focus", "Focus", "Channeling", "Offensive Stance")}
    s = started(hands, first="Black")
    s = run(s, Proceed("Black"), PlayCard("Black", 2), Trigger("Black", 4), Resolve("Black"))  # Full Focus: Heal 2
    # Full Focus's own Trigger is ignored: straight on to step 3.
    assert s.phase == Phase.AFTER_CARD and not s.pending
    assert s.players[0].discard == ("Full Focus", "Channeling")


def test_a_declined_trigger_still_spends_the_turns_trigger():
    hands = {"White": ARBORO_HAND, "Black": ("Full Focus", "Focus", "Channeling", "Offensive Stance")}
    s = run(started(hands, first="Black"), Proceed("Black"), PlayCard("Black", 2), Trigger("Black", 0))
    assert s.phase == Phase.AFTER_CARD and s.players[0].triggered


# --- 4. Draw cards: slide and refill; reshuffle ----------------------------------------------------

def test_the_cards_slide_right_and_refill_from_the_rightmost_empty_slot():
    s = run(duel(), Proceed("White"), PlayCard("White", 2), Trigger("White", 0), Proceed("White"))
    assert s.phase == Phase.DRAW and s.players[0].slots == (EMPTY, "Deal Two Heal Two", "Haste", "Rooted Punch")
    s = run(s, Draw("White", "Grapple"))
    assert s.players[0].slots == ("Grapple", "Deal Two Heal Two", "Haste", "Rooted Punch") and s.phase == Phase.END
    s = run(s, EndTurn("White"))
    assert s.active == 1 and s.phase == Phase.BEFORE_CARD and s.turn == 2


def test_an_empty_deck_reshuffles_the_discard_pile():
    s = run(duel(), Proceed("White"), PlayCard("White", 4), Resolve("White"))
    s = put(s, 0, deck=(), discard=("Grapple", "Haste", "Rooted Punch"))
    s = run(s, Proceed("White"))
    assert s.players[0].discard == () and sorted(s.players[0].deck) == ["Grapple", "Haste", "Rooted Punch"]
    s = run(s, Draw("White", "Haste"))
    assert s.players[0].slots[0] == "Haste"


# --- Bonus Actions ---------------------------------------------------------------------------------

def test_prepare_discards_a_slot_slides_and_draws_into_slot_1():
    s = put(duel(), 0, power=2)
    s = run(s, UseBonus("White", "prepare", 2))
    assert s.players[0].power == 1 and s.players[0].discard == ("According to Plan",)
    assert s.players[0].slots == (EMPTY, "Deal Two Heal Two", "Haste", "Rooted Punch")
    s = run(s, Draw("White", "Grapple"))
    assert s.players[0].slots == ("Grapple", "Deal Two Heal Two", "Haste", "Rooted Punch")
    refused(s, UseBonus("White", "prepare", 1), "once per turn")


def test_each_bonus_action_once_per_turn_and_only_with_the_power():
    s = duel()
    refused(s, UseBonus("White", "dash"), "costs 1 Power")
    s = put(s, 0, power=4)
    s = run(s, UseBonus("White", "dash"), MoveTo("White", "b"))
    refused(s, UseBonus("White", "dash"), "once per turn")
    s = run(s, Proceed("White"), PlayCard("White", 1), Resolve("White"), Resolve("White"))
    refused(s, UseBonus("White", "dash"), "once per turn")  # step 3 too
    s = run(s, UseBonus("White", "element"), Resolve("White"))  # EXAMPLE Earth bonus action: Heal 2
    assert s.players[0].power == 4 - 1 + 1 - 2
    refused(s, UseBonus("White", "special"), "costs 3 Power")
    refused(s, UseBonus("White", "fly"), "no Bonus Action")
    assert UseBonus("White", "special") not in events_offered(s)


def test_the_special_ability_and_an_arena_bonus_action():
    s = put(duel(arena_card=ROCKS), 0, power=6, space="c")
    s = run(s, UseBonus("White", "special"), Resolve("White"))  # EXAMPLE: Deal 2 in range 2
    assert s.players[1].damage == 2
    s = run(s, UseBonus("White", "arena", name="EXAMPLE Arena bonus action"), Resolve("White"))
    assert s.players[0].power == 1 and "arena: EXAMPLE Arena bonus action" in s.players[0].used
    refused(s, UseBonus("White", "arena", name="Nope"), "no Bonus Action")


def test_the_used_bonus_actions_reset_each_turn():
    s = put(duel(), 0, power=3)
    s = run(s, UseBonus("White", "dash"), MoveTo("White", "a"), Proceed("White"), PlayCard("White", 4),
            Resolve("White"), Proceed("White"), Draw("White", "Grapple"), EndTurn("White"))
    assert s.players[0].used == ("dash",)
    s = run(s, Proceed("Black"), PlayCard("Black", 2), Trigger("Black", 0), Proceed("Black"), Draw("Black", "Kindling"),
            EndTurn("Black"))
    assert s.players[0].used == ()


# --- Elemental tokens ---------------------------------------------------------------------------

def plant_out_state(**setup):
    hand = ("Plant Out", "Haste", "According to Plan", "Deal Two Heal Two")
    return run(started({"White": hand, "Black": PEARE_HAND}, **setup), Proceed("White"), PlayCard("White", 4))


def test_a_token_goes_within_range_off_terrain_one_of_each_side_a_space():
    s = plant_out_state()
    assert {e.space for e in events_offered(s) if isinstance(e, PlaceToken)} == {"a", "b", "c"}
    refused(s, PlaceToken("White", "d"), "cannot go")
    s = run(s, PlaceToken("White", "b"))
    assert s.tokens == (("b", 0),)


def test_at_the_token_limit_a_token_moves_instead():
    s = replace(plant_out_state(), tokens=(("a", 0), ("b", 0), ("g", 0)))  # Arboro's EXAMPLE limit is 3
    refused(s, PlaceToken("White", "c"), "token limit")
    s2 = run(s, PlaceToken("White", "c", "g"))
    assert s2.tokens == (("a", 0), ("b", 0), ("c", 0))
    refused(s, PlaceToken("White", "b", "a"), "cannot go")  # b holds one of White's tokens already
    assert run(s, PlaceToken("White", "a", "a")).tokens == s.tokens  # moved onto its own space


def test_a_token_gain_beyond_the_limit_is_ignored():
    hands = {"White": ARBORO_HAND, "Black": ("Kindling", "Focus", "Channeling", "Offensive Stance")}
    s = run(started(hands, first="Black"), Proceed("Black"), PlayCard("Black", 4), Resolve("Black"))
    assert s.players[0].held_tokens == 1
    s = put(run(started(hands, first="Black"), Proceed("Black"), PlayCard("Black", 4)), 0, held_tokens=3)
    assert run(s, Resolve("Black")).players[0].held_tokens == 3


# --- the Enemy's turn (solo) --------------------------------------------------------------------

def to_enemy_turn(state):
    return run(state, Proceed("You"), PlayCard("You", 3), MoveTo("You", "d"), Proceed("You"), Draw("You", "Grapple"),
               EndTurn("You"))


def test_the_rulebooks_enemy_turn_quake_token_attack_rush():
    # "Place 1 Quake token in range 2. Attack. Rush." (the EXAMPLE Enemy's symbol C)
    s = to_enemy_turn(solo())
    assert s.phase == Phase.ENEMY and GAME.next_step(s).actor == "chance"
    s = run(s, EnemyDraw("EXAMPLE Attack 3"))
    assert s.enemy.track[0] == "EXAMPLE Attack 3"
    assert [e for e in events_offered(s) if isinstance(e, EnemyToken)] == [EnemyToken("c")]  # nearest you in range 2
    s = run(s, EnemyToken("c"), EnemyResolve())  # Attack: you are not in range 1, no effect
    assert s.players[0].damage == 0 and s.tokens == (("c", 1),)
    assert [e for e in events_offered(s) if isinstance(e, EnemyMove)] == [EnemyMove("c")]
    refused(s, EnemyMove("b"), "cannot end on")
    s = run(s, EnemyMove("c"))
    # No card above the Special Ability token (slot 4): the Enemy's turn ends; yours begins.
    assert s.enemy.space == "c" and s.phase == Phase.BEFORE_CARD and s.active == 0 and s.turn == 2
    assert s.enemy.track == ("EXAMPLE Attack 3", EMPTY, EMPTY, EMPTY, EMPTY)


def test_the_enemy_attack_and_deal_are_reduced_and_retreat_goes_farthest():
    s = to_enemy_turn(solo())
    s = replace(s, enemy=replace(s.enemy, space="c"))
    s = run(s, EnemyDraw("EXAMPLE Attack 1"), EnemyResolve())  # A: Attack (2 less Arboro's Defense 1), Rush
    assert s.players[0].damage == 1
    s = run(s, EnemyMove("c"))  # within range 1: it does not move
    s = run(s, Proceed("You"), PlayCard("You", 4), Resolve("You"), Proceed("You"), Draw("You", "Haste"),
            EndTurn("You"), EnemyDraw("EXAMPLE Attack 2"), EnemyResolve())  # B: Deal 2 in range 2, Retreat
    assert s.players[0].damage == 1 + (2 - 1)
    assert [e.space for e in events_offered(s) if isinstance(e, EnemyMove)] == ["a"]


def test_the_enemy_rush_offers_the_tied_spaces_from_the_arena():
    from companion.games.mystling.profile import example_profile
    hand = ("Rooted Punch", "Haste", "According to Plan", "Magnetism")
    s = started({"You": hand}, profile=example_profile(), mode="solo")
    s = run(s, Proceed("You"), PlayCard("You", 4), Resolve("You"), Proceed("You"), Draw("You", "Grapple"),
            EndTurn("You"), EnemyDraw("EXAMPLE Attack 1"), EnemyResolve())
    offered = {e.space for e in events_offered(s) if isinstance(e, EnemyMove)}
    arena = example_profile().arena
    assert offered == rush_destinations(adjacency(arena), s.enemy.space, s.players[0].space, 2, blocked=s.blocked)
    assert offered == {"1,2", "2,1"}  # two spaces 2 moves away, both at range 2 of you: you choose
    assert run(s, EnemyMove("2,1")).enemy.space == "2,1"


def test_a_card_above_the_special_ability_token_fires_it_then_the_slots_clear():
    s = to_enemy_turn(solo())
    # Put three cards in slots 2-4 as if slid: the new card goes to slot 1, slot 4 holds a card.
    s = replace(s, enemy=replace(s.enemy, track=(EMPTY, "EXAMPLE Attack 4", "EXAMPLE Attack 5", "EXAMPLE Attack 6",
                                                 EMPTY), deck=("EXAMPLE Attack 1", "EXAMPLE Attack 2",
                                                               "EXAMPLE Attack 3")))
    s = run(s, EnemyDraw("EXAMPLE Attack 1"), EnemyResolve(), EnemyMove("c"))
    # Special Ability (EXAMPLE: Deal 3 in range 3): 3 less Willpower 1.
    s = run(s, EnemyResolve())
    assert s.players[0].damage == 2
    assert s.enemy.track == (EMPTY,) * 5 and len(s.enemy.discard) == 4 and s.phase == Phase.BEFORE_CARD


def test_slot_5_goes_to_the_discard_when_the_slots_slide():
    s = solo()
    s = replace(s, enemy=replace(s.enemy, track=(EMPTY,) * 4 + ("EXAMPLE Attack 6",),
                                 deck=tuple(f"EXAMPLE Attack {i}" for i in range(1, 6))))
    s = to_enemy_turn(s)
    assert s.enemy.discard == ("EXAMPLE Attack 6",) and s.enemy.track == (EMPTY,) * 5


def test_an_emptied_enemy_deck_gives_fatigue_then_reshuffles_without_the_slots():
    s = to_enemy_turn(solo())
    s = replace(s, enemy=replace(s.enemy, deck=("EXAMPLE Attack 1",), discard=("EXAMPLE Attack 5", "EXAMPLE Attack 6"),
                                 track=(EMPTY, "EXAMPLE Attack 2", EMPTY, EMPTY, EMPTY)))
    s = run(s, EnemyDraw("EXAMPLE Attack 1"))
    assert s.players[0].discard[-1] == FATIGUE and s.fatigue_left == 1
    assert s.enemy.deck == ("EXAMPLE Attack 5", "EXAMPLE Attack 6") and s.enemy.discard == ()
    assert s.enemy.track[:2] == ("EXAMPLE Attack 1", "EXAMPLE Attack 2")


def test_with_no_fatigue_card_left_you_gain_5_damage():
    s = replace(to_enemy_turn(solo()), fatigue_left=0)
    s = replace(s, enemy=replace(s.enemy, deck=("EXAMPLE Attack 1",), discard=("EXAMPLE Attack 5",)))
    s = run(s, EnemyDraw("EXAMPLE Attack 1"))
    assert s.players[0].damage == 5 and s.players[0].discard[-1] != FATIGUE


def test_a_fatigue_card_gives_its_slot_power_and_is_removed_from_play():
    s = put(run(solo(), Proceed("You")), 0, slots=(FATIGUE,) + solo().players[0].slots[1:])
    s = run(s, PlayCard("You", 1))
    assert s.players[0].removed == (FATIGUE,) and s.players[0].power == 1 and FATIGUE not in s.players[0].discard


def test_enemy_events_only_in_the_enemy_turn():
    s = solo()
    refused(s, EnemyDraw("EXAMPLE Attack 1"), "not what comes next")
    refused(s, EnemyResolve(), "not what comes next")
    refused(s, EnemyMove("b"), "not what comes next")
    s = to_enemy_turn(s)
    refused(s, EnemyDraw("nope"), "not among the cards left")
    refused(s, Proceed("You"), "not open now")


# --- End of Combat -------------------------------------------------------------------------------

def test_taming_conditions_in_order_then_tame():
    s = run(solo(), Tamed())
    assert s.enemy.tamed == 1 and s.phase == Phase.BEFORE_CARD
    s = run(s, Tamed())
    assert s.phase == Phase.OVER and s.result == "tame" and GAME.outcome(s).winners == ("You",)


def test_defeating_the_enemy_with_taming_left_asks_then_wins():
    s = put(run(solo(), Proceed("You")), 0, space="b")
    s = replace(s, enemy=replace(s.enemy, damage=13))
    s = run(s, PlayCard("You", 1), Resolve("You"))  # Deal 2 (Willpower 0): 15 >= 14
    assert s.phase == Phase.WIN_CHECK and {type(e) for e in events_offered(s)} == {Tamed, NotTamed}
    refused(s, Resolve("You"), "Taming")
    assert run(s, NotTamed()).result == "win"
    s = run(s, Tamed())
    assert s.phase == Phase.WIN_CHECK
    assert run(s, Tamed()).result == "tame"


def test_lose_when_your_damage_reaches_health():
    s = to_enemy_turn(solo())
    s = put(replace(s, enemy=replace(s.enemy, space="c")), 0, damage=17)
    s = run(s, EnemyDraw("EXAMPLE Attack 1"), EnemyResolve())
    assert s.result == "lose" and GAME.outcome(s).winners == ()


def test_conceding_sets_damage_to_health_and_loses():
    s = run(duel(), Concede("Black"))
    assert s.players[1].damage == 16 and GAME.outcome(s).winners == ("White",)
    s = run(solo(), Concede("You"))
    assert s.result == "lose" and s.players[0].damage == 18
    refused(new_game(PROFILE), Concede("You"), "Set up")


def test_an_unknown_event_is_refused():
    refused(duel(), object(), "no move")


@pytest.mark.parametrize("event", [PlayCard("White", True), Trigger("White", "1"), UseBonus("White", "dash", None),
                                   Mulligan("White", 1), Draw("White", None), SetUp("pvp", ["White", "Black"],
                                   ("Arboro", "Peare"), "White", "EXAMPLE open Arena card")])
def test_a_malformed_event_is_refused_naming_its_field(event):
    refused(duel(), event, f"{type(event).__name__}\\.")


# --- Elemental Advantage ---------------------------------------------------------------------

def flamethrower_against(element: str, sub_element: str = ""):
    from tests.games.mystling.mystling_helpers import EXAMPLE_PROFILE, make_profile
    mystlings = [dict(m) for m in EXAMPLE_PROFILE["mystlings"]]
    mystlings[0] = dict(mystlings[0], element=element, sub_element=sub_element, sub_allowance=1 if sub_element else 0)
    cards = [dict(c, element=element) if c.get("mystling") == "Arboro" or c["name"] in ("Splintering Armor",
             "Plant Out", "Terra Swirl") else c for c in EXAMPLE_PROFILE["cards"]]
    profile = make_profile(mystlings=mystlings, cards=cards)
    hands = {"White": ("Rooted Punch", "Haste", "According to Plan", "Grapple"),
             "Black": ("Flamethrower", "Focus", "Channeling", "Offensive Stance")}
    s = started(hands, profile=profile, first="Black")
    return run(s, Proceed("Black"), PlayCard("Black", 4), Resolve("Black"))


def test_flamethrower_moves_only_against_an_air_mystling():
    # Elemental Advantage: "when you resolve the Flamethrower card and your opponent's Element is Air,
    # you also resolve the Move action."
    assert flamethrower_against("Air").pending[0].kind == "move"
    assert flamethrower_against("Earth").phase == Phase.AFTER_CARD and not flamethrower_against("Earth").pending


def test_the_advantage_applies_to_a_sub_element():
    assert flamethrower_against("Water", "Air").pending[0].kind == "move"


def test_the_options_offer_the_spaces_to_highlight():
    s = run(duel(), Proceed("White"), PlayCard("White", 3))  # Haste: a Move
    assert GAME.options(s).offers["spaces"] == ("a", "b", "c")
    s = run(duel(), Proceed("White"), PlayCard("White", 1))  # Deal 2 in range 2
    assert GAME.options(s).offers["range"] == ("a", "b", "c")


def test_taming_is_reported_only_once_the_turns_begin():
    s = run(new_game(PROFILE), setup_event("solo"))
    refused(s, Tamed(), "after setup")
    assert Tamed() not in events_offered(s)
    assert Tamed() in events_offered(solo())
    refused(duel(), Tamed(), "solo")


def test_a_player_name_with_spaces_around_is_refused():
    refused(new_game(PROFILE), SetUp("pvp", (" White", "Black"), ("Arboro", "Peare"), " White",
                                     "EXAMPLE open Arena card"), "without spaces")


# --- Condition tokens ---------------------------------------------------------------------------

def condition_profile():
    from tests.games.mystling.mystling_helpers import EXAMPLE_PROFILE, make_profile
    cards = [dict(c, effects=[{"kind": "condition", "amount": 2, "text": "Burn"}]) if c["name"] == "Focus" else c
             for c in EXAMPLE_PROFILE["cards"]]
    enemies = [dict(EXAMPLE_PROFILE["enemies"][0])]
    enemies[0]["effects"] = dict(enemies[0]["effects"], A=[{"kind": "condition", "amount": 1, "text": "Slow"},
                                                                   {"kind": "rush"}])
    return make_profile(cards=cards, mystlings=EXAMPLE_PROFILE["mystlings"], enemies=enemies)


def test_conditions_go_on_the_opponent_and_one_of_each_type_goes_at_the_end_of_its_turn():
    hands = {"White": ("Rooted Punch", "Haste", "According to Plan", "Grapple"),
             "Black": ("Focus", "Double Strike", "Channeling", "Offensive Stance")}
    s = started(hands, profile=condition_profile(), first="Black")
    s = run(s, Proceed("Black"), PlayCard("Black", 4), Resolve("Black"))
    assert s.players[1].conditions == (("Burn", 2),)
    s = run(s, Proceed("Black"), Draw("Black", "Kindling"), EndTurn("Black"))
    assert s.players[1].conditions == (("Burn", 2),)  # Black's end of turn: White's tokens stay
    s = run(s, Proceed("White"), PlayCard("White", 4), Resolve("White"), Proceed("White"), Draw("White", "Haste"),
            EndTurn("White"))
    assert s.players[1].conditions == (("Burn", 1),)
    s = run(s, Proceed("Black"), PlayCard("Black", 1), Resolve("Black"), Proceed("Black"), Draw("Black", "Kindling"),
            EndTurn("Black"), Proceed("White"), PlayCard("White", 3), Trigger("White", 0), Proceed("White"),
            Draw("White", "Magnetism"), EndTurn("White"))
    assert s.players[1].conditions == ()


def test_the_enemy_gives_conditions_and_sheds_its_own_at_its_turns_end():
    hand = ("Rooted Punch", "Haste", "According to Plan", "Grapple")
    s = started({"You": hand}, profile=condition_profile(), mode="solo")
    s = replace(s, enemy=replace(s.enemy, conditions=(("Stun", 1), ("Burn", 3))))
    s = run(s, Proceed("You"), PlayCard("You", 3), MoveTo("You", "d"), Proceed("You"), Draw("You", "Haste"),
            EndTurn("You"), EnemyDraw("EXAMPLE Attack 1"), EnemyResolve())
    assert s.players[0].conditions == (("Slow", 1),)
    s = run(s, EnemyMove("c"))
    assert s.enemy.conditions == (("Burn", 2),)


def test_the_companion_can_draw_and_toss_from_the_seeded_generator():
    import random

    from companion.games.mystling.game import digital_draw, toss_first
    s = run(new_game(PROFILE), setup_event())
    rng = random.Random(5)
    for _ in range(8):  # four into each player's slots
        e = digital_draw(s, rng)
        assert e in events_offered(s)
        s = run(s, e)
    assert digital_draw(s, rng) is None  # the mulligans come next
    assert toss_first(("White", "Black"), random.Random(1)) in ("White", "Black")
    s = to_enemy_turn(solo())
    e = digital_draw(s, random.Random(2))
    assert isinstance(e, EnemyDraw) and e in events_offered(s)
