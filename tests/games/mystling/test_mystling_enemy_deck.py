"""The Enemy deck (Enemy Turn Order 1) over profiles the profile check accepts: it is reshuffled whenever it is empty
and its discard holds cards, the Fatigue card comes once each time its last card is drawn, and the Enemy keeps acting."""

from __future__ import annotations

import copy
import random
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.games.mystling.data import ENEMY_ATTACK_SLOTS
from companion.games.mystling.events import ByHand, Concede, EndTurn, EnemyDraw, NotTamed, SetUp, Tamed, UseBonus
from companion.games.mystling.game import GAME
from companion.games.mystling.options import enemy_attack_odds
from companion.games.mystling.profile import EXAMPLE_PROFILE, validate_profile
from companion.games.mystling.rules import new_game
from companion.games.mystling.state import EMPTY, MystlingState, Phase

ENEMY = "EXAMPLE Enemy"
SKIPPED = (ByHand, Concede, NotTamed, Tamed, UseBonus)  # the by-hand controls and the ends are not the point here


def enemy_profile(cards: int, deck: int, special_slot: int, fatigue: int):
    """The EXAMPLE profile with `cards` Enemy Attack cards, an Enemy deck of the first `deck`, the Special Ability
    token on `special_slot`, `fatigue` Fatigue cards; both sides' Health high enough for a long Combat."""
    raw = copy.deepcopy(dict(EXAMPLE_PROFILE))
    raw["attack_cards"] = [{"name": f"EXAMPLE Attack {i + 1}", "symbol": "ABC"[i % 3]} for i in range(cards)]
    enemy = raw["enemies"][0]
    enemy.update(deck=[f"EXAMPLE Attack {i + 1}" for i in range(deck)], special_slot=special_slot, health=999)
    for m in raw["mystlings"]:
        m["health"] = 999
    raw["fatigue_cards"] = fatigue
    return validate_profile(raw)


def on_track(state: MystlingState) -> int:
    return sum(c != EMPTY for c in state.enemy.track)


def enemy_turns(profile, rng: random.Random, turns: int) -> list[tuple[MystlingState, object, MystlingState]]:
    """A solo Combat played over the options (at random, no by-hand controls or Bonus Actions) for `turns` Enemy
    turns: every step as (before, event, after)."""
    state = GAME.apply(new_game(profile), SetUp("solo", ("You",), ("Arboro",), "You", "EXAMPLE open Arena card", "II", ENEMY))
    steps = []
    done = 0
    while done < turns and state.phase is not Phase.OVER:
        picks = [c.event for c in GAME.options(state).choices if not isinstance(c.event, SKIPPED)]
        assert picks, f"nothing to do at {GAME.next_step(state).name}"
        event = rng.choice(picks)
        after = GAME.apply(state, event)
        steps.append((state, event, after))
        done += isinstance(event, EndTurn)
        state = after
    return steps


@st.composite
def enemy_setups(draw):
    cards = draw(st.integers(1, 8))
    return (cards, draw(st.integers(1, cards)), draw(st.integers(1, ENEMY_ATTACK_SLOTS)), draw(st.integers(0, 3)),
            draw(st.integers(0, 2**32)))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(enemy_setups())
def test_the_enemy_deck_is_reshuffled_whenever_it_is_empty_and_its_discard_refills(setup):
    cards, deck, special_slot, fatigue, seed = setup
    profile = enemy_profile(cards, deck, special_slot, fatigue)
    steps = enemy_turns(profile, random.Random(seed), 2 * (deck + special_slot) + 3)
    emptied = 0
    for before, event, after in steps:
        e = after.enemy
        # "If the Enemy deck becomes empty at any moment ... Reshuffle the Enemy Attack discard"
        assert e.deck or not e.discard, f"an empty Enemy deck beside a discard of {e.discard} after {event}"
        assert sorted(e.deck + e.discard + tuple(c for c in e.track if c)) == sorted(profile.enemy(ENEMY).deck)
        if isinstance(event, EnemyDraw) and len(before.enemy.deck) == 1:
            emptied += 1
            assert after.fatigue_left == max(0, before.fatigue_left - 1)
        elif not (isinstance(event, EnemyDraw) and len(before.enemy.deck) == 1):
            assert after.fatigue_left == before.fatigue_left, "a Fatigue card without the deck becoming empty"
        if isinstance(event, EndTurn) and after.phase is Phase.ENEMY:
            # the Enemy's turn: a card comes into slot 1 unless every Enemy Attack card already sits in the slots
            drawn = any(isinstance(c.event, EnemyDraw) for c in GAME.options(after).choices)
            assert drawn or on_track(after) == deck
        if after.enemy.deck and after.phase is not Phase.OVER:
            assert enemy_attack_odds(after) is not None
    assert profile.fatigue_cards - steps[-1][2].fatigue_left == min(emptied, profile.fatigue_cards)
    # the odds' "card after the last one" is what the Enemy's next turn really draws (None: it draws none)
    draws: list[str | None] = []
    predicted: dict[int, object] = {}
    for _, event, after in steps:
        if isinstance(event, EndTurn) and after.phase is Phase.ENEMY:
            draws.append(None)
            if len(after.enemy.deck) == 1:
                predicted[len(draws)] = enemy_attack_odds(after).after  # for the Enemy turn after this one
        elif isinstance(event, EnemyDraw):
            draws[-1] = event.card
    for turn, dist in predicted.items():
        if turn < len(draws) - 1:  # the last Enemy turn may stop before its draw
            came = draws[turn]
            assert (came is None) == (dist is None), (turn, came, dist)
            assert came is None or dist.prob(came) > 0


def test_a_five_card_enemy_deck_with_the_special_ability_on_slot_5_still_draws_on_its_sixth_turn():
    profile = enemy_profile(5, 5, 5, 2)
    steps = enemy_turns(profile, random.Random(6), 7)  # the sixth Enemy turn, after your seventh
    enemy_draws = [after for _, event, after in steps if isinstance(event, EnemyDraw)]
    assert len(enemy_draws) == 6
    assert enemy_draws[-1].enemy.track[0] != EMPTY
    sixth = enemy_draws[-1]
    assert len(sixth.enemy.deck) == 4 and sixth.fatigue_left == 1  # a new deck of the five, one drawn


def test_the_fifth_draw_of_a_five_card_deck_says_the_reshuffle_waits_for_the_discard():
    profile = enemy_profile(5, 5, 5, 2)
    steps = enemy_turns(profile, random.Random(1), 6)
    before, event, _ = [s for s in steps if isinstance(s[1], EnemyDraw)][-1]
    said = GAME.describe(before, event)
    assert "discard is empty, so the new Enemy deck is made as soon as cards are discarded" in said
    assert "reshuffled into a new Enemy deck" not in said
    assert "discard is empty" in GAME.next_step(before).prompt


def test_the_card_after_the_last_of_a_five_card_deck_comes_from_the_slots_the_special_ability_clears():
    profile = enemy_profile(5, 5, 5, 2)
    steps = enemy_turns(profile, random.Random(2), 5)
    before_fifth = steps[-1][2]  # your fifth turn ended: the Enemy's fifth draw is due
    assert len(before_fifth.enemy.deck) == 1 and not before_fifth.enemy.discard
    odds = enemy_attack_odds(before_fifth)
    assert odds.after is not None  # the Special Ability clears all five onto the discard: the new deck
    assert sorted(c for c, _ in odds.after.items()) == sorted(profile.enemy(ENEMY).deck)
    assert all(p == Fraction(1, 5) for _, p in odds.after.items())
