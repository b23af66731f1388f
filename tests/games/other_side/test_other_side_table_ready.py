"""Issue #11, points 1 to 6 and 8 (the core's part): paid actions once the 7 Breath tokens are out,
won Creatures without a Mirror Fragment, paid steps, seating order, One of Us Magic Step, decks
running out mid-draw, and messages in English. A refused move leaves the state as a deep copy
taken before it."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from companion.errors import RuleError
from companion.games.other_side import data
from companion.games.other_side.events import (
    DragonAwakens, Explore, Move, PassPlan, PlaceActionTile, PlayAction, ResolveFight, Restore, SetUp, Settings,
)
from companion.games.other_side.game import OTHER_SIDE
from companion.games.other_side.options import move_destinations, move_label, options
from companion.games.other_side.profile import validate_profile
from companion.games.other_side.rules import apply, new_game
from companion.games.other_side.rulings import RULINGS_BY_KEY, RULINGS_BY_PHASE
from companion.games.other_side.state import DOWN, EMPTY, UP, Phase, breath_on_board, hero_state, turn_order
from tests.games.other_side.other_side_helpers import (
    EXAMPLE_PROFILE, FIGHT_EVENTS, HUNT_EVENTS, PLAN_EVENTS, PROFILE, WELL, phase4_example, room_tile, run,
    setup_four,
)
from tests.games.other_side.test_other_side_battle import FIGHT_1, FIGHT_2, FIGHT_3
from tests.games.other_side.test_other_side_board import corridor_map

HANDS = {"andre": ("AN1", "AN2", "AN3", "AN4", "AN5"), "marcus": ("MA1", "MA2", "MA3", "MA4", "MA5"),
         "hansi": ("HA1", "HA2", "HA3", "HA4", "HA5"), "frederik": ("FR1", "FR2", "FR3", "FR4", "FR5"),
         "blind_guardian": ("BG1", "BG2", "BG3", "BG4", "BG5")}


def full_supply(state, tokens: int = data.BREATH_TOKENS, face: str = DOWN):
    """The state with `tokens` Breath tokens on the Battle board (from the left)."""
    slots = len(state.breath)
    return replace(state, breath=(face,) * tokens + (EMPTY,) * (slots - tokens))


def refused(state, event, match: str) -> RuleError:
    before = copy.deepcopy(state)
    with pytest.raises(RuleError, match=match) as err:
        apply(state, event)
    assert state == before
    return err.value


# --- 1. paid actions once the 7 tokens are out --------------------------------------------------

def test_no_extra_step_once_all_seven_breath_tokens_are_on_the_board():
    state = run(setup_four(), *HUNT_EVENTS[:3])  # Marcus to move; den, lair and crypt explored
    state = replace(state, heroes=tuple(replace(h, space="1:den") if h.hero == "marcus" else h
                                        for h in state.heroes))
    assert move_destinations(state, "marcus")["2:lair"] == 1
    full = full_supply(state)
    assert breath_on_board(full) == data.BREATH_TOKENS
    err = refused(full, Move("marcus", ("0:hall", "2:lair")), "cannot be paid")
    assert err.section == "Phase 1: Hunt! (Move)"
    # The core offers only the free step, and every offered move is accepted.
    assert set(move_destinations(full, "marcus").values()) == {0}
    moves = [c.event for c in options(full).choices if isinstance(c.event, Move)]
    assert moves and all(len(m.path) == 1 for m in moves)
    # With one token left the extra step is still paid.
    six = full_supply(state, data.BREATH_TOKENS - 1)
    after = apply(six, Move("marcus", ("0:hall", "2:lair")))
    assert breath_on_board(after) == data.BREATH_TOKENS


def restoring():
    return run(phase4_example(), FIGHT_1, FIGHT_2, FIGHT_3)


def test_no_heal_for_breath_once_all_seven_tokens_are_on_the_board():
    state = full_supply(restoring())
    assert options(state).offers["heal:andre"] == (0,)
    err = refused(state, Restore("andre", ("AN6",), heal_wounds=1), "cannot be paid")
    assert err.section == "Phase 5: Restoration"
    apply(state, Restore("andre", ("AN6",), heal_wounds=0))  # the draw itself is free
    # One token left pays for one heal, not two.
    one_left = full_supply(restoring(), data.BREATH_TOKENS - 1)
    frederik_wounds = options(one_left).offers["heal:frederik"]
    assert max(frederik_wounds) <= 1


def guardian_to_restore():
    seats = ("blind_guardian", "andre", "marcus", "hansi", "frederik")
    state = apply(new_game(PROFILE), SetUp(seats, "blind_guardian", WELL, "hall", HANDS))
    from companion.games.other_side.board import SpaceSpec, TileSpec
    corridor = TileSpec("blue", (SpaceSpec("c", "corridor"),))
    state = run(state,
                Explore("blind_guardian", "N", room_tile("r"), "r", artifact="A1", creatures=("C4",)),
                Explore("andre", "E", corridor, "c"), Explore("marcus", "S", corridor, "c"),
                Explore("hansi", "W", corridor, "c"), Move("frederik", ("1:r",)),
                PlaceActionTile("blind_guardian", bonds=("right",)),
                *(PassPlan(h) for h in seats[1:]), PassPlan("blind_guardian"),
                PlayAction("blind_guardian", "BG1", 1), ResolveFight(1, 1, 3))
    for h in seats[1:]:
        state = run(state, Restore(h, (f"{h[:2].upper()}6",)))
    return state


def test_the_blind_guardians_forced_flip_is_not_free_when_no_token_is_left():
    state = guardian_to_restore()
    assert options(state).offers["heal:blind_guardian"] == (1,)
    full = full_supply(state)
    assert options(full).offers["heal:blind_guardian"] == (0,)
    err = refused(full, Restore("blind_guardian", ("BG1",), heal_wounds=1), "cannot be paid")
    assert err.section == "Phase 5: Restoration"
    after = apply(full, Restore("blind_guardian", ("BG1",), heal_wounds=0))
    assert hero_state(after, "blind_guardian").bonds_wounded == 1  # stays on Phylax's side for now
    assert breath_on_board(after) == data.BREATH_TOKENS


def test_the_ruling_on_unpaid_purchases_is_written_and_shown_where_it_is_met():
    ruling = RULINGS_BY_KEY["unpaid_purchase_refused"]
    assert "Refused" in ruling.reading
    assert "unpaid_purchase_refused" in RULINGS_BY_PHASE[Phase.HUNT]
    assert "unpaid_purchase_refused" in RULINGS_BY_PHASE[Phase.RESTORE]
    assert "unpaid_purchase_refused" in OTHER_SIDE.next_step(full_supply(restoring())).rulings


# --- 2. won Creatures without a Mirror Fragment ------------------------------------------------

def test_won_creatures_without_a_fragment_go_to_the_discard_as_the_phase4_example_shows():
    state = restoring()
    assert [f.won for f in state.fights] == [False, True, True]
    assert "C2" in state.creature_discard  # won, no Mirror Fragment
    assert "C1" in state.creature_discard  # lost
    assert state.conquered == ("C3",)  # won with its Mirror Fragment: set aside
    assert "won_without_fragment_discarded" in RULINGS_BY_PHASE[Phase.BATTLE]


# --- 3. paid steps: a setting ------------------------------------------------------------------

def on_corridor_map(settings: Settings):
    """Three Heroes at the start of the 'Range of Action vs Movement' picture's corridor."""
    hands = {h: HANDS[h] for h in ("hansi", "marcus", "andre")}
    state = apply(new_game(PROFILE), SetUp(("marcus", "hansi", "andre"), "marcus", WELL, "hall", hands, settings))
    return replace(state, board=corridor_map(), heroes=tuple(replace(h, space="0:c") for h in state.heroes))


def test_by_default_a_move_buys_one_extra_step_as_phase1_says():
    state = on_corridor_map(Settings())
    dests = move_destinations(state, "marcus")
    assert max(dests.values()) == data.EXTRA_STEPS
    assert "2:lair" not in dests  # Marcus's 3 steps of the picture
    refused(state, Move("marcus", ("1:c", "2:c", "2:lair"), ("C1", "C2")), "1 extra step")


def test_with_many_paid_steps_marcus_takes_his_three_steps_for_two_tokens():
    state = on_corridor_map(Settings(many_paid_steps=True))
    dests = move_destinations(state, "marcus")
    assert dests["2:lair"] == 2 and dests["2:far_room"] == 3
    assert move_label("2:lair", 2) == "2:lair (3 steps, 2 Breath tokens)"
    move = next(c.event for c in options(state).choices
                if isinstance(c.event, Move) and c.event.path[-1] == "2:lair")
    assert move.path == ("1:c", "2:c", "2:lair")
    after = apply(state, move)
    assert hero_state(after, "marcus").space == "2:lair"
    assert after.breath.count(UP) == 2
    # The supply still limits it: with one token left, one extra step.
    short = full_supply(state, data.BREATH_TOKENS - 1)
    assert max(move_destinations(short, "marcus").values()) == 1
    refused(short, Move("marcus", ("1:c", "2:c", "2:lair"), ("C1", "C2")), "cannot be paid")
    assert RULINGS_BY_KEY["paid_steps_in_a_move"].setting == "many_paid_steps"


# --- 4. seating order --------------------------------------------------------------------------

def test_turn_order_and_the_leaders_rotation_follow_the_seating_order_given():
    seats = ("hansi", "marcus", "andre", "frederik")  # the rulebook examples' table
    state = apply(new_game(PROFILE), SetUp(seats, "marcus", WELL, "hall", {h: HANDS[h] for h in seats}))
    assert turn_order(state) == ("marcus", "andre", "frederik", "hansi")


# --- 5. One of Us Magic Step for another Hero ------------------------------------------------------

def one_of_us_step_profile():
    raw = copy.deepcopy(EXAMPLE_PROFILE)
    for card in raw["action_cards"]:
        if card["id"] == "HA4":
            card["one_of_us"] = ["magic_step"]
    return validate_profile(raw)


def test_a_one_of_us_magic_step_offers_the_served_heroes_neighbours():
    state = run(replace(setup_four(), profile=one_of_us_step_profile()), *HUNT_EVENTS, *PLAN_EVENTS,
                *FIGHT_EVENTS[:4])
    # Frederik (in space 3's Fight Line) stands in the hall; Hansi in the lair.
    state = replace(state, heroes=tuple(replace(h, space="0:hall") if h.hero == "frederik" else h
                                        for h in state.heroes))
    offers = options(state).offers
    assert offers["step_to"] == ("0:hall",)
    assert set(offers["step_to:frederik"]) == {"1:den", "2:lair", "3:crypt"}
    event = PlayAction("hansi", "HA4", 3, artifact="A3", beneficiary="frederik", step_to="3:crypt")
    after = apply(state, event)
    assert hero_state(after, "frederik").space == "3:crypt" and hero_state(after, "hansi").space == "2:lair"
    assert any(c.event.step_to in offers["step_to:frederik"] and c.event.beneficiary == "frederik"
               for c in options(state).choices if isinstance(c.event, PlayAction))


# --- 6. a deck that runs out mid-draw ------------------------------------------------------------

def test_creature_lists_offer_the_refill_the_core_accepts_when_the_deck_runs_out():
    state = run(setup_four(), HUNT_EVENTS[0])
    from companion.games.other_side.board import SpaceSpec, TileSpec
    two = TileSpec("blue", (SpaceSpec("c", "corridor", ("N", "E", "S", "W")), SpaceSpec("r1", "room"),
                            SpaceSpec("r2", "room")), openings=(("c", "r1"), ("c", "r2")))
    state = replace(state, creature_deck=("C2",), creature_discard=("C5", "C6"))
    offers = options(state).offers
    assert offers["creature:1"] == ("C2",)
    assert offers["creature:2"] == ("C5", "C6")  # the discards, reshuffled into a new deck
    for second in offers["creature:2"]:
        apply(state, Explore("hansi", "E", two, "c", creatures=("C2", second)))
    refused(state, Explore("hansi", "E", two, "c", creatures=("C5", "C2")), "not in the Creature deck")


def test_restore_and_inspiration_pools_include_the_reshuffled_discards():
    state = restoring()
    f = hero_state(state, "frederik")
    assert f.deck == ("FR6",) and f.discard
    offers = options(state).offers
    assert set(offers["restore_pool:frederik"]) == {"FR6", *f.discard}
    for card in f.discard:
        apply(state, Restore("frederik", ("FR6", card)))
    fight = replace(run(setup_four(), *HUNT_EVENTS, *PLAN_EVENTS),
                    heroes=tuple(replace(h, deck=(), discard=("MA6",)) if h.hero == "marcus" else h
                                 for h in run(setup_four(), *HUNT_EVENTS, *PLAN_EVENTS).heroes))
    assert options(fight).offers["draw:marcus"] == ("MA6",)
    apply(fight, PlayAction("marcus", "MA4", 2, range_discards=("MA2", "MA3"), drawn=("MA6",)))


# --- 8. messages in English ---------------------------------------------------------------------

def test_refusals_count_in_english():
    state = run(setup_four(), *HUNT_EVENTS[:3])
    state = replace(state, battle=(None,) * 4)
    err = refused(state, Move("marcus", ("1:den",)), "1 Creature card is drawn here")
    assert "card(s)" not in err.message
    err = refused(restoring(), Restore("andre", ("AN6", "AN1")), "draws 1 card here")
    assert "(s)" not in err.message
    err = refused(restoring(), Restore("andre", ("AN6",), heal_wounds=3), "Wound-side Bond token")
    assert "(s)" not in err.message
