"""What the core answers for Maliath's dashboard: the setup offers, the card faces, her Power Cards and
Monster rows, and the odds of her next cards read from her state."""

from __future__ import annotations

from dataclasses import fields
from fractions import Fraction

import pytest

from companion.games.maliath.data import CHALLENGE_CARDS, CORRUPTED_CHAMPIONS
from companion.games.maliath.events import Flip, Report, Setup
from companion.games.maliath.game import GAME
from tests.games.maliath.maliath_table import set_up
from companion.games.maliath.odds import battle_strength_of_state, next_action_power
from companion.games.maliath.options import (
    CHALLENGES, CHAMPIONS, PLAYERS, SETTINGS, SWITCHES, card_face, monster_rows, power_cards,
)


def test_the_setup_offers_cover_every_field_of_the_setup_event():
    offers = GAME.options(GAME.initial_state({})).offers
    assert offers[CHAMPIONS] == CORRUPTED_CHAMPIONS and offers[PLAYERS] == (1, 2)
    assert tuple(n for n, _ in offers[CHALLENGES]) == tuple(CHALLENGE_CARDS)
    offered = {f for f, _ in offers[SWITCHES]} | {f for f, _, _ in offers[SETTINGS]}
    setup_fields = {f.name for f in fields(Setup)} - {"champion", "players", "seed", "challenges"}
    assert offered == setup_fields
    for field, _label, values in offers[SETTINGS]:  # every setting value offered is accepted
        for words, value in values:
            assert "_" not in words and words != value  # shown in words, not as the internal key
            GAME.apply(GAME.initial_state({}), Setup("Celethe", **{field: value}))


def test_card_faces():
    assert card_face("CS009") == ("Destiny #CS009 (Volcano)", "", "score the top Encounter plus 3, deploy a Troop, Walk")
    assert card_face("red 2") == ("Power of War (red, 2 Command Points)", "red", "Power of War")
    with pytest.raises(ValueError, match="card"):
        card_face("purple 9")


def test_power_cards_follow_her_colour_order_and_monster_rows_count_wounds():
    state = GAME.apply(GAME.initial_state({}), Setup("Celethe", digital=False))
    assert tuple(c for c, *_ in power_cards(state)) == state.colour_order
    rows = monster_rows(state)
    assert rows[0] == ("Utcoro the Swarmer", False, 0, 10, 10)


def test_the_odds_of_her_next_cards_from_her_state():
    state = set_up("Celethe")
    dist = next_action_power(state.deck)
    assert dist.prob("Destiny Card") == Fraction(5, 9) and dist.prob("Power of War") == Fraction(1, 9)
    assert next_action_power(state.deck, short=True).prob("War") == Fraction(1, 9)
    assert next_action_power(()) is None
    assert battle_strength_of_state(state.battle_deck, 1).prob(3) == Fraction(1, 6)
    assert battle_strength_of_state((), 1).prob(0) == Fraction(1, 3)  # an empty deck is reshuffled whole
    # 2 players: the Arbiter keeps the weaker of two cards.
    assert battle_strength_of_state(("+3 Strength", "Gain 2 Cards"), 2).prob(0) == 1
    assert battle_strength_of_state(("+3 Strength", "Gain 2 Cards"), 2, aim="strengthen").prob(3) == 1
    state = GAME.apply(state, Flip("CS009"))
    assert GAME.options(state).offers["answers"][:2] == (0, 1)
    state = GAME.apply(state, Report(4))
    assert next_action_power(state.deck).prob("Destiny Card") == Fraction(1, 2)
