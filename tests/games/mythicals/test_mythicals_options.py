"""What may happen next: every offered event applies, refusals change nothing, random play ends."""

import copy
import random
from collections import Counter
from dataclasses import replace

import pytest

from companion.errors import RuleError
from companion.game import TABLE
from companion.games.mythicals import data, options
from companion.games.mythicals.game import MYTHICALS
from companion.games.mythicals.rules import (
    CollectReserve,
    CollectRevealed,
    EndTurn,
    Lock,
    Reinforce,
    Reveal,
    SetUp,
    TakeTile,
    cards_for_tile,
    takeable_tiles,
)
from companion.games.mythicals.state import (
    COLLECT,
    LAST_COLLECT,
    LAST_TILE,
    OVER,
    REINFORCE,
    Deck,
    Phase,
)

ANNA_BEN = SetUp(("Anna", "Ben"), (("red-4", "blue-1"), ("green-2", "purple-joker")), "Anna")

# Events a table could send at any step; most are refused at most steps.
PROBES = (
    Reveal(("red-1", "red-2", "red-3")), Reveal(("day", "red-1", "red-2")), CollectRevealed("red"),
    CollectReserve("blue"), TakeTile("purple-2"), TakeTile("black-6"), Reinforce("green-4", 2),
    Reinforce("green-4", 3), Lock("red-2"), EndTurn(), ANNA_BEN,
)


def start():
    return MYTHICALS.apply(MYTHICALS.initial_state({}), ANNA_BEN)


def play(seed, limit=400):
    """A random playthrough through options alone; yields each state before its move."""
    rng = random.Random(seed)
    setup = rng.choice(MYTHICALS.setup_choices({}, seed))
    state = MYTHICALS.apply(MYTHICALS.initial_state({}), setup)
    for _ in range(limit):
        if MYTHICALS.is_over(state):
            break
        found = MYTHICALS.options(state)
        yield state, found
        state = MYTHICALS.apply(state, rng.choice(found.choices).event)
    yield state, MYTHICALS.options(state)


@pytest.mark.parametrize("seed", range(12))
def test_random_play_through_the_options_applies_every_pick_and_ends(seed):
    states = list(play(seed))
    end, last = states[-1]
    assert MYTHICALS.is_over(end) and end.step == OVER
    assert last.choices == () and last.offers == {}
    assert MYTHICALS.outcome(end) is not None
    assert all(MYTHICALS.outcome(s) is None for s, _ in states[:-1])


@pytest.mark.parametrize("seed", range(4))
def test_every_offered_choice_applies_and_every_refusal_leaves_the_state_as_it_was(seed):
    rng = random.Random(seed)
    for state, found in play(seed):
        choices = found.choices
        # Every choice of the small steps; a sample of the reveals (there are thousands).
        sample = [c for c in choices if c.kind != "report"] + rng.sample(
            [c for c in choices if c.kind == "report"], min(20, sum(c.kind == "report" for c in choices)))
        for choice in sample:
            MYTHICALS.apply(state, choice.event)
        offered = set(found.events())
        for event in PROBES:
            before = copy.deepcopy(state)
            try:
                MYTHICALS.apply(state, event)
            except RuleError:
                assert state == before
            else:
                if not isinstance(event, (Reveal, TakeTile)):  # those have choices of cards not all listed
                    assert event in offered, (state.step, event)


def test_the_setup_offers_legal_deals_as_reports_and_names_the_players():
    state = MYTHICALS.initial_state({})
    found = MYTHICALS.options(state)
    assert found.step.actor == TABLE and found.step.section == "Setup"
    assert found.offers[options.DEAL] == options.CARD_CHOICES and len(set(options.CARD_CHOICES)) == 24
    assert found.choices and all(c.kind == "report" for c in found.choices)
    for event in MYTHICALS.setup_choices({}, 5):
        after = MYTHICALS.apply(state, event)
        assert after.step == COLLECT
        assert MYTHICALS.players_of_setup(event) == event.players
    assert MYTHICALS.setup_choices({}, 5) == MYTHICALS.setup_choices({}, 5)
    assert MYTHICALS.players_of_setup(EndTurn()) is None


def test_the_reveal_offers_every_distinct_set_of_unseen_cards_and_no_day_card_yet():
    state = start()
    found = MYTHICALS.options(state)
    reveals = [c for c in found.choices if isinstance(c.event, Reveal)]
    assert all(c.kind == "report" for c in reveals)
    assert all(len(c.event.cards) == data.REVEAL_SIZE and "day" not in c.event.cards for c in reveals)
    # 4 cards seen once: every multiset of 3 of the 24 kinds, a pair only of the 20 with both copies unseen.
    shown = [tuple(sorted(c.event.cards)) for c in reveals]
    assert len(set(shown)) == len(shown) == 2024 + 20 * 23
    assert all(max(Counter(cards).values()) <= 2 for cards in shown)
    assert ("red-1", "red-4", "red-4") not in shown and ("red-1", "red-3", "red-3") in shown
    assert found.offers[options.REVEAL] == options.CARD_CHOICES
    assert found.offers[options.RESERVE] == ()


def test_the_day_card_is_offered_within_its_window_and_must_come_last():
    state = replace(start(), deck=Deck(9, 9))
    assert "day" in MYTHICALS.options(state).offers[options.REVEAL]
    assert any("day" in e.cards for e in MYTHICALS.options(state).events() if isinstance(e, Reveal))
    state = replace(start(), deck=Deck(3, 3))
    reveals = [e for e in MYTHICALS.options(state).events() if isinstance(e, Reveal)]
    assert reveals and all(e.cards.count("day") == 1 for e in reveals)


def test_the_reveal_choices_are_worked_out_once_per_deck():
    """A step redrawn on the same deck reuses its reveals (their time is in benchmarks/options.py)."""
    state = start()
    options._reveals.cache_clear()
    first = MYTHICALS.options(state).events()
    again = MYTHICALS.options(state).events()
    info = options._reveals.cache_info()
    assert (info.misses, info.hits) == (1, 1) and first == again


def test_tile_choices_are_the_takeable_tiles_with_the_cards_the_companion_proposes():
    state = MYTHICALS.apply(start(), Reveal(("blue-2", "blue-3", "green-5")))
    state = MYTHICALS.apply(state, CollectRevealed("blue"))
    found = MYTHICALS.options(state)
    assert found.step.name == "take a Mastery tile, or end the turn" and found.step.section == "2. Take a Mastery Tile"
    takes = [e for e in found.events() if isinstance(e, TakeTile)]
    assert {e.tile for e in takes} == set(takeable_tiles(state, state.current)) == set(found.offers[options.TILES])
    for e in takes:
        assert e.cards == cards_for_tile(e.tile, state.player.collection)
    assert found.events()[-1] == EndTurn()
    assert found.offers[options.DISCARD] == state.player.collection


def test_reinforce_choices_respect_the_supply_room_and_locks():
    state = MYTHICALS.apply(start(), Reveal(("blue-2", "blue-3", "green-5")))
    state = MYTHICALS.apply(MYTHICALS.apply(state, CollectRevealed("blue")), TakeTile("blue-3"))
    assert state.step == REINFORCE
    state = state.with_tile(replace(state.tile("green-4"), markers=1))
    state = state.with_tile(replace(state.tile("red-2"), locked=True))
    state = replace(state, supply=1)
    events = set(MYTHICALS.options(state).events())
    assert Reinforce("green-4", 1) in events and Reinforce("green-4", 2) not in events
    assert Reinforce("purple-2", 2) not in events and Reinforce("purple-2", 1) in events  # one marker left
    assert Lock("green-4") not in events and Lock("red-2") not in events and Lock("purple-2") in events
    assert not any(getattr(e, "tile", None) == "blue-3" for e in events)  # taken
    assert EndTurn() in events
    assert MYTHICALS.options(state).offers[options.MARKERS] == data.MARKERS_PER_REINFORCE


def test_next_step_names_who_acts_where_in_the_rulebook_and_the_rulings_met():
    state = start()
    step = MYTHICALS.next_step(state)
    assert (step.actor, step.section) == ("Anna", "1. Collect Cards") and "top 3 cards" in step.prompt
    assert step.rulings == ("duplicate_gift", "day_card_window")
    state = MYTHICALS.apply(state, Reveal(("red-4", "green-1", "red-2")))
    assert MYTHICALS.next_step(state).section == "Collect Cards from the Deck"
    state = MYTHICALS.apply(state, CollectRevealed("red"))
    step = MYTHICALS.next_step(state)
    assert {"reinforce_after_tile", "jokers_wild", "discard_choice"} <= set(step.rulings)
    assert options.gift_note(state) == "Anna gave red-4 to Ben: a duplicate"
    for phase in Phase:
        assert isinstance(phase, str) and phase == phase.value
    # Every ruling is met at some step, and every key named is a ruling.
    named = set()
    for phase in Phase:
        named |= set(MYTHICALS.next_step(replace(state, step=phase)).rulings)
    tied = replace(state, step=OVER, scores=(0, 0), winner=None)
    assert named | set(MYTHICALS.next_step(tied).rulings) == set(MYTHICALS.rulings)


def test_the_end_names_the_winner_or_the_tie_and_offers_nothing():
    state = replace(start(), deck=Deck(3, 3))
    state = MYTHICALS.apply(state, Reveal(("blue-2", "day", "green-3")))
    assert state.step == LAST_COLLECT and MYTHICALS.next_step(state).section == "End of the Game"
    state = MYTHICALS.apply(state, CollectRevealed("green"))
    assert state.step == LAST_TILE
    assert MYTHICALS.options(state).choices[-1].label == "End the game"
    state = MYTHICALS.apply(state, EndTurn())
    assert MYTHICALS.is_over(state) and MYTHICALS.options(state).choices == ()
    ended = MYTHICALS.outcome(state)
    assert ended.winners == () and ended.scores == {"Anna": 0, "Ben": 0}
    assert ended.summary == "Anna 0 – Ben 0: a tie: the rulebook says to play again to find the winner"
    assert "tie" in MYTHICALS.next_step(state).rulings
    won = replace(state, scores=(4, 2), winner="Anna")
    assert MYTHICALS.outcome(won).winners == ("Anna",) and MYTHICALS.outcome(won).summary.endswith("Anna wins")
