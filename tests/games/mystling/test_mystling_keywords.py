"""Mystling Academy's face-up Enemy deck and the odds of its next Attack card (against brute force), the
generic controls for free-text effects (each checked, undone through the session), the Upgrade slot and
cards removed from play."""

from __future__ import annotations

import copy
import itertools
from collections import Counter
from dataclasses import replace
from fractions import Fraction

import pytest

from companion.games.mystling.events import (ByHand, Draw, EndTurn, EnemyDraw, EnemyTop, MoveTo,
                                             PlayCard, Proceed, Resolve)
from companion.games.mystling.game import GAME, digital_draw, digital_top
from companion.games.mystling.odds import enemy_next_attacks
from companion.games.mystling.options import enemy_attack_odds
from companion.games.mystling.rules import stat
from companion.games.mystling.state import EMPTY, Phase
from companion.session import Session
from tests.games.mystling.mystling_helpers import (ARBORO_HAND, EXAMPLE_PROFILE, PEARE_HAND, make_profile, refused,
                                                   run, started)

ATTACKS = tuple(f"EXAMPLE Attack {i}" for i in range(1, 7))


def solo(hand=ARBORO_HAND, **kw):
    return started({"You": hand}, mode="solo", **kw)


def to_enemy_turn(state):
    return run(state, Proceed("You"), PlayCard("You", 3), MoveTo("You", "d"), Proceed("You"), Draw("You", "Grapple"),
               EndTurn("You"))


def offered(state):
    return GAME.options(state).events()


# --- the face-up Enemy deck ------------------------------------------------------------------------

def test_the_face_up_top_card_is_reported_and_is_the_card_drawn():
    s = solo()
    assert s.enemy.top == "" and EnemyTop("EXAMPLE Attack 3") in offered(s)
    s = run(s, EnemyTop("EXAMPLE Attack 3"))
    assert s.enemy.top == "EXAMPLE Attack 3" and not any(isinstance(e, EnemyTop) for e in offered(s))
    refused(s, EnemyTop("EXAMPLE Attack 1"), "already known")
    s = to_enemy_turn(s)
    assert [e for e in offered(s) if isinstance(e, EnemyDraw)] == [EnemyDraw("EXAMPLE Attack 3")]
    assert digital_draw(s, __import__("random").Random(0)) == EnemyDraw("EXAMPLE Attack 3")
    refused(s, EnemyDraw("EXAMPLE Attack 1"), "face up")
    s = run(s, EnemyDraw("EXAMPLE Attack 3"))
    assert s.enemy.track[0] == "EXAMPLE Attack 3" and s.enemy.top == ""  # the next card is reported anew
    assert EnemyTop("EXAMPLE Attack 1") in offered(s)


def test_a_top_card_report_is_refused_cleanly():
    refused(solo(), EnemyTop("nope"), "not among the cards left")
    duel = started({"White": ARBORO_HAND, "Black": PEARE_HAND})
    refused(duel, EnemyTop("EXAMPLE Attack 1"), "solo")


def test_a_reshuffled_enemy_deck_has_its_new_top_reported():
    s = to_enemy_turn(solo())
    s = replace(s, enemy=replace(s.enemy, deck=("EXAMPLE Attack 1",), top="EXAMPLE Attack 1",
                                 discard=("EXAMPLE Attack 5", "EXAMPLE Attack 6")))
    s = run(s, EnemyDraw("EXAMPLE Attack 1"))
    assert s.enemy.deck == ("EXAMPLE Attack 5", "EXAMPLE Attack 6") and s.enemy.top == ""


def test_the_companion_turns_the_top_card_for_a_digital_deck():
    import random
    s = solo()
    e = digital_top(s, random.Random(3))
    assert isinstance(e, EnemyTop) and e in offered(s)
    assert digital_top(run(s, e), random.Random(3)) is None


def _brute(deck, top, refill):
    """Every equally likely order of the deck (the top first when known), then of the refill."""
    firsts, seconds, total = Counter(), Counter(), 0
    rest = list(deck)
    if top:
        rest.remove(top)
    for order in itertools.permutations(rest):
        order = ((top,) if top else ()) + order
        for again in itertools.permutations(refill) if len(order) == 1 else [()]:
            line = order + again
            total += 1
            firsts[line[0]] += 1
            if len(line) > 1:
                seconds[line[1]] += 1
    return ({c: Fraction(n, total) for c, n in firsts.items()},
            {c: Fraction(n, total) for c, n in seconds.items()} if seconds else None)


@pytest.mark.parametrize("deck, top, refill", [
    (("a", "b", "b", "c"), "", ()),
    (("a", "b", "b", "c"), "b", ()),
    (("a", "b", "c"), "a", ("x", "y")),
    (("a",), "a", ("x", "y", "y")),
    (("a",), "", ("x",)),
    (("a",), "a", ()),
])
def test_the_next_enemy_attack_odds_agree_with_brute_force(deck, top, refill):
    nxt, after = enemy_next_attacks(deck, top, refill=refill)
    want_next, want_after = _brute(deck, top, refill)
    assert dict(nxt.items()) == want_next
    assert (None if after is None else dict(after.items())) == want_after


def test_the_next_enemy_attack_odds_refuse_bad_input():
    with pytest.raises(ValueError, match="deck_left"):
        enemy_next_attacks((), "")
    with pytest.raises(ValueError, match="top"):
        enemy_next_attacks(("a", "b"), "z")


def test_the_odds_as_the_table_stands_count_slot_5_going_to_the_discard():
    s = run(solo(), EnemyTop("EXAMPLE Attack 2"))
    s = replace(s, enemy=replace(s.enemy, deck=("EXAMPLE Attack 2",), discard=("EXAMPLE Attack 1",),
                                 track=(EMPTY,) * 4 + ("EXAMPLE Attack 6",)))
    odds = enemy_attack_odds(s)
    assert odds.next.prob("EXAMPLE Attack 2") == 1
    assert dict(odds.after.items()) == {"EXAMPLE Attack 1": Fraction(1, 2), "EXAMPLE Attack 6": Fraction(1, 2)}
    assert odds.symbol["EXAMPLE Attack 3"] == "C" and "Rush" in odds.effects["A"]
    assert enemy_attack_odds(started({"White": ARBORO_HAND, "Black": PEARE_HAND})) is None


# --- the generic controls --------------------------------------------------------------------------

TEXT_HAND = ("Rooted Punch", "Haste", "According to Plan", "Magnetism")  # Magnetism (slot 1): a text effect


# The test Arena with the EXAMPLE decks back (Magnetism, whose EXAMPLE effect is text, in Arboro's).
TEXT_PROFILE = make_profile(mystlings=copy.deepcopy(EXAMPLE_PROFILE["mystlings"]))


def text_pending(arena_card: str = "EXAMPLE open Arena card"):
    s = started({"You": TEXT_HAND}, profile=TEXT_PROFILE, mode="solo", arena_card=arena_card)
    return run(s, Proceed("You"), PlayCard("You", 1))


def test_the_generic_controls_are_offered_while_a_text_effect_is_resolved():
    s = text_pending()
    assert s.pending[0].kind == "text" and "pull the opponent" in GAME.next_step(s).prompt
    kinds = {(e.what, e.side) for e in offered(s) if isinstance(e, ByHand)}
    assert {("damage", 0), ("damage", 1), ("move", 0), ("move", 1), ("token", 0), ("token", 1)} <= kinds
    assert "by_hand_controls" in GAME.next_step(s).rulings
    after = run(s, Resolve("You"))
    assert not any(isinstance(e, ByHand) for e in offered(after))


def test_damage_and_heal_by_hand_heal_never_more_than_taken():
    s = text_pending()
    s = run(s, ByHand("You", "damage", 1, 3))
    assert s.enemy.damage == 3
    refused(s, ByHand("You", "heal", 1, 4), "never more")
    refused(s, ByHand("You", "heal", 0, 1), "never more")
    refused(s, ByHand("You", "damage", 1, 0), "at least 1")
    assert run(s, ByHand("You", "heal", 1, 2)).enemy.damage == 1


def test_damage_by_hand_that_defeats_ends_the_combat_at_once():
    s = text_pending()
    s = run(s, ByHand("You", "damage", 0, stat(s, 0, "health")))
    assert s.phase == Phase.OVER and s.result == "lose" and s.players[0].discard[-1] == "Magnetism"


def test_a_move_by_hand_goes_to_an_open_space_of_the_arena():
    s = text_pending()  # You on d, the Enemy on a; f holds Terrain on the rocks card only
    refused(s, ByHand("You", "move", 0, space="a"), "other Mystling")
    refused(s, ByHand("You", "move", 0, space="d"), "already stands")
    refused(s, ByHand("You", "move", 0, space="zz"), "not a space")
    assert run(s, ByHand("You", "move", 1, space="g")).enemy.space == "g"


def test_a_move_by_hand_never_onto_blocking_terrain():
    s = text_pending("EXAMPLE Arena card")
    refused(s, ByHand("You", "move", 0, space="f"), "blocking Terrain")


def test_tokens_by_hand_within_the_limit_one_of_each_side_a_space_never_on_terrain():
    s = text_pending("EXAMPLE Arena card")
    refused(s, ByHand("You", "token", 0, space="f"), "Terrain")
    s = run(s, ByHand("You", "token", 0, space="b"), ByHand("You", "token", 1, space="b"))
    assert s.tokens == (("b", 0), ("b", 1))
    refused(s, ByHand("You", "token", 0, space="b"), "one of each side")
    limit = stat(s, 1, "token_limit")
    s = run(s, *(ByHand("You", "token", 1, space=sp) for sp in "cdeg"[:limit - 1]))
    refused(s, ByHand("You", "token", 1, space="a"), "token limit")
    s = run(s, ByHand("You", "untoken", 1, space="b"))
    assert ("b", 1) not in s.tokens
    refused(s, ByHand("You", "untoken", 1, space="b"), "no token")


def test_conditions_by_hand_given_and_taken_off():
    s = text_pending()
    s = run(s, ByHand("You", "condition", 1, 2, name="Burn"))
    assert s.enemy.conditions == (("Burn", 2),)
    refused(s, ByHand("You", "uncondition", 1, 3, name="Burn"), "fewer than")
    refused(s, ByHand("You", "condition", 1, 1, name=""), "name")
    assert run(s, ByHand("You", "uncondition", 1, 2, name="Burn")).enemy.conditions == ()


def test_generic_controls_refused_outside_the_combat_or_unknown():
    from companion.games.mystling.rules import new_game
    from tests.games.mystling.mystling_helpers import PROFILE
    refused(new_game(PROFILE), ByHand("You", "damage", 0), "Set up")
    s = text_pending()
    refused(s, ByHand("You", "explode", 0), "no generic control")
    refused(s, ByHand("You", "damage", 2), "no side")
    refused(s, ByHand("Nobody", "damage", 0), "No player")


def test_a_generic_control_is_undone_by_the_session():
    from companion.games.mystling.events import Mulligan
    from tests.games.mystling.mystling_helpers import setup_event
    session = Session(GAME)  # the EXAMPLE profile: Magnetism's EXAMPLE effect is text
    session.apply(setup_event("solo"))
    for event in (*(Draw("You", card) for card in TEXT_HAND), Mulligan("You", False), Proceed("You"),
                  PlayCard("You", 1)):
        session.apply(event)
    before = session.state
    assert before.pending[0].kind == "text"
    session.apply(ByHand("You", "damage", 1, 2))
    assert session.state.enemy.damage == 2
    session.undo()
    assert session.state == before


# --- the Upgrade slot and cards removed from play ---------------------------------------------------

def test_an_upgrade_goes_to_the_upgrade_slot_and_gives_while_there():
    hand = ("Guardian Stance", "Haste", "According to Plan", "Rooted Punch")  # Guardian Stance: EXAMPLE Upgrade
    s = solo(hand)
    defense = stat(s, 0, "defense")
    s = run(s, Proceed("You"), PlayCard("You", 4))
    assert s.players[0].upgrade == "Guardian Stance" and "Guardian Stance" not in s.players[0].discard
    assert stat(s, 0, "defense") == defense + 1


def test_the_upgrade_slot_holds_one_the_older_is_discarded():
    hand = ("Guardian Stance", "Haste", "According to Plan", "Rooted Punch")
    s = solo(hand)
    s = replace(s, players=(replace(s.players[0], upgrade="Grapple"),))  # as if an earlier Upgrade sat there
    s = run(s, Proceed("You"), PlayCard("You", 4))
    assert s.players[0].upgrade == "Guardian Stance" and s.players[0].discard[-1] == "Grapple"


def test_a_reshuffle_discards_the_attached_upgrade_into_the_new_deck():
    s = run(solo(), Proceed("You"), PlayCard("You", 3), MoveTo("You", "c"), Proceed("You"))
    you = s.players[0]
    s = replace(s, players=(replace(you, deck=(), discard=("Haste",), upgrade="Guardian Stance"),))
    from companion.games.mystling.rules import settle
    s = settle(s)
    assert s.players[0].upgrade == "" and sorted(s.players[0].deck) == ["Guardian Stance", "Haste"]


def test_a_card_that_goes_out_of_play_is_removed_not_discarded():
    raw = copy.deepcopy(dict(EXAMPLE_PROFILE))
    hand = ("Haste", "Rooted Punch", "According to Plan", "Spectral Blast")  # Spectral Blast: EXAMPLE remove
    s = started({"You": hand}, profile=make_profile(mystlings=raw["mystlings"]), mode="solo")
    s = run(s, Proceed("You"), PlayCard("You", 1), Resolve("You"))
    assert s.players[0].removed == ("Spectral Blast",) and "Spectral Blast" not in s.players[0].discard


def test_a_card_entry_with_a_bad_upgrade_or_destination_is_refused_naming_the_field():
    raw = copy.deepcopy(dict(EXAMPLE_PROFILE))
    raw["cards"][0] = dict(raw["cards"][0], goes="burn")
    with pytest.raises(ValueError, match=r"cards\[0\]\.goes"):
        make_profile(cards=raw["cards"])
    raw = copy.deepcopy(dict(EXAMPLE_PROFILE))
    raw["cards"][0] = dict(raw["cards"][0], upgrade={"attack": 1})
    with pytest.raises(ValueError, match=r"cards\[0\]\.upgrade"):
        make_profile(cards=raw["cards"])


def test_the_upgrade_in_force_is_on_the_sheet_and_its_text_offers_the_controls_at_the_end_of_turn():
    from companion.games.mystling.options import side_view, texts_in_force
    hand = ("Guardian Stance", "Haste", "According to Plan", "Rooted Punch")
    raw = copy.deepcopy(dict(EXAMPLE_PROFILE))
    stance = next(c for c in raw["cards"] if c["name"] == "Guardian Stance")
    stance["upgrade"] = {"defense": 1, "text": "EXAMPLE: at the end of your turn, Heal 1."}
    profile = make_profile(cards=raw["cards"], mystlings=raw["mystlings"])
    s = run(solo(hand, profile=profile), Proceed("You"), PlayCard("You", 4), Proceed("You"), Draw("You", "Grapple"))
    assert s.phase == Phase.END
    view = side_view(s, 0)
    assert view["upgrade"] == "Guardian Stance" and "Defense +1" in view["upgrade_gives"]
    assert texts_in_force(s, 0) and "In force" in GAME.next_step(s).prompt
    assert any(isinstance(e, ByHand) for e in offered(s))
    assert not any(isinstance(e, ByHand) for e in offered(run(solo(hand, profile=profile), Proceed("You"))))


def test_the_arena_card_in_play_is_shown_with_its_setup_terrain_and_bonus_actions():
    from companion.games.mystling.options import arena_card_view
    s = started({"You": TEXT_HAND}, profile=TEXT_PROFILE, mode="solo", arena_card="EXAMPLE Arena card")
    card = arena_card_view(s)
    assert card["name"] == "EXAMPLE Arena card" and "rock" in card["setup"]
    assert card["terrain"] == (("A", True, "EXAMPLE: rocks block movement.", ("f",)),)
    assert card["bonus"][0][:2] == ("EXAMPLE Arena bonus action", 2)
    from companion.games.mystling.rules import new_game
    assert arena_card_view(new_game(TEXT_PROFILE)) == {}


def test_the_enemy_passive_is_shown_as_text():
    from companion.games.mystling.options import side_view, texts_in_force
    s = solo()
    assert "EXAMPLE" in side_view(s, 1)["passive"] and texts_in_force(s, 1)
