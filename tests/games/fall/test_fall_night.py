"""Night phase odds against every ordering of small Event decks, and the full deck's known cases."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.games.fall.data import EVENT_DECK, REGION_TYPES
from companion.games.fall.phases.night_odds import (
    COLOSSUS_EVENT,
    FIRST,
    SECOND,
    STORM_EVENT,
    NightEvent,
    next_night_event,
    next_night_kind,
    colossus_first_night,
    night_events_within,
    p_colossus_within,
    night_deck_left,
    p_night_cycle_ends,
    region_types_shown,
)

from tests.games.fall.fall_brute import as_dict, expand, over_orderings


def classify(card: str, revealed: list[str], types_in_game: set[str]) -> NightEvent:
    """What `card` sets off after `revealed` this cycle, straight from the Night Phase text."""
    if card == "Storm":
        return NightEvent(STORM_EVENT)
    if card == "Colossus":
        return NightEvent(COLOSSUS_EVENT)
    seen_types = {c for c in revealed if c in REGION_TYPES}
    if card in seen_types:
        return NightEvent(SECOND, card)
    return NightEvent(FIRST, card, ends_cycle=(seen_types | {card}) == types_in_game)


def test_first_night_of_a_fresh_deck():
    # Fresh deck of 14: each Region type 2/14 as a first card, Colossus 3/14, Storm 1/14.
    dist = next_night_event(EVENT_DECK)
    assert dist.prob(NightEvent(FIRST, "River")) == Fraction(1, 7)
    assert dist.prob(NightEvent(COLOSSUS_EVENT)) == Fraction(3, 14)
    assert dist.prob(NightEvent(STORM_EVENT)) == Fraction(1, 14)
    assert dist.p(lambda e: e.kind == SECOND) == 0


def test_normal_setup_then_a_crystal_field_night():
    # Normal setup revealed River, Forest and Mountain; then a Crystal Field came up.
    left = night_deck_left(["River", "Forest", "Mountain", "Crystal Field"])
    assert region_types_shown(left) == {"River", "Forest", "Mountain", "Crystal Field"}
    kinds = next_night_kind(left)
    # 10 cards left: 4 seconds, 2 Land of Myst (the last type), 3 Colossus, 1 Storm.
    assert kinds.prob(SECOND) == Fraction(4, 10)
    assert kinds.prob(FIRST) == Fraction(2, 10)
    assert p_night_cycle_ends(left) == Fraction(1, 5)
    assert next_night_event(left).prob(NightEvent(FIRST, "Land of Myst", ends_cycle=True)) == Fraction(1, 5)


def test_storm_was_ignored_at_setup_and_shuffled_back():
    # Getting Ready step 13: a Storm revealed at setup goes back, so it is not among the revealed cards.
    left = night_deck_left(["Forest", "River"])
    assert left["Storm"] == 1
    assert next_night_event(left).prob(NightEvent(STORM_EVENT)) == Fraction(1, 12)


def test_a_cycle_with_every_type_shown_is_refused():
    with pytest.raises(ValueError, match="deck_left"):
        night_deck_left(list(REGION_TYPES))


@st.composite
def small_cycle(draw):
    """A small full Event deck and a revealed prefix of one ordering that has not ended the cycle."""
    types = draw(st.lists(st.sampled_from(REGION_TYPES), min_size=1, max_size=3, unique=True))
    full = {t: draw(st.integers(1, 2)) for t in types}
    full["Colossus"] = draw(st.integers(0, 2))
    full["Storm"] = draw(st.integers(0, 1))
    order = draw(st.permutations(expand(full)))
    revealed = []
    for card in order:
        if {c for c in revealed + [card] if c in REGION_TYPES} == set(types):
            break  # the next card would end the cycle: stop before it
        revealed.append(card)
    cut = draw(st.integers(0, len(revealed)))
    return full, revealed[:cut]


@given(small_cycle())
def test_next_event_matches_every_ordering_of_the_cards_left(cycle):
    full, revealed = cycle
    left = night_deck_left(revealed, full_deck=full)
    types_in_game = {t for t in REGION_TYPES if full.get(t)}
    expected = over_orderings(left, lambda order: classify(order[0], revealed, types_in_game))
    assert as_dict(next_night_event(left, full_deck=full)) == expected
    ends = sum((p for e, p in expected.items() if e.ends_cycle), Fraction(0))
    assert p_night_cycle_ends(left, full_deck=full) == ends


def test_bad_event_decks_are_refused_by_name():
    with pytest.raises(ValueError, match="deck_left"):
        next_night_event({"Dragon": 1})
    with pytest.raises(ValueError, match="deck_left"):
        next_night_event({"River": 3})
    with pytest.raises(ValueError, match="deck_left"):
        next_night_event({"River": -1})
    with pytest.raises(ValueError, match="deck_left"):
        next_night_event({t: 1 for t in REGION_TYPES})  # every type shown: should have reshuffled
    with pytest.raises(ValueError, match="revealed"):
        night_deck_left(["Storm", "Storm"])
    with pytest.raises(ValueError, match="revealed"):
        night_deck_left("River")
    with pytest.raises(ValueError, match="full_deck"):
        next_night_event({"River": 1}, full_deck={"River": "two"})


def brute_hits(full: dict, left: list, nights: int, counted) -> dict:
    """Every physical card equally likely each Night, reshuffling at the fifth type; the count of hits."""
    types_in_game = {t for t in REGION_TYPES if full.get(t)}
    out: dict = {}

    def walk(pile: list, revealed: list, night: int, hits: int, weight: Fraction) -> None:
        if night == nights:
            out[hits] = out.get(hits, Fraction(0)) + weight
            return
        for i, card in enumerate(pile):
            event = classify(card, revealed, types_in_game)
            if event.ends_cycle:
                nxt_pile, nxt_revealed = expand(full), []
            else:
                nxt_pile, nxt_revealed = pile[:i] + pile[i + 1:], revealed + [card]
            walk(nxt_pile, nxt_revealed, night + 1, hits + bool(counted(event)), weight / len(pile))

    revealed = expand(full)
    for card in left:
        revealed.remove(card)
    walk(list(left), revealed, 0, 0, Fraction(1))
    return out


@given(small_cycle(), st.integers(0, 4), st.sampled_from([COLOSSUS_EVENT, SECOND, FIRST]))
def test_events_over_several_nights_match_drawing_every_card_with_reshuffles(cycle, nights, kind):
    full, revealed = cycle
    left = night_deck_left(revealed, full_deck=full)
    counted = lambda event: event.kind == kind  # noqa: E731
    expected = brute_hits(full, expand(left), nights, counted)
    assert as_dict(night_events_within(left, nights, counted, full_deck=full)) == expected


def test_a_colossus_card_within_two_nights_of_a_fresh_deck():
    # 1 - (11/14)(10/13): no reshuffle can happen in two Nights.
    assert p_colossus_within(EVENT_DECK, 2) == Fraction(36, 91)
    with pytest.raises(ValueError, match="nights"):
        p_colossus_within(EVENT_DECK, -1)


@given(small_cycle(), st.integers(1, 3))
def test_the_night_of_the_first_colossus_card_matches_drawing_every_card(cycle, nights):
    full, revealed = cycle
    left = night_deck_left(revealed, full_deck=full)
    is_colossus = lambda event: event.kind == COLOSSUS_EVENT  # noqa: E731
    none_by = [Fraction(1)] + [brute_hits(full, expand(left), n, is_colossus).get(0, Fraction(0))
                               for n in range(1, nights + 1)]
    expected = {f"Night {n}": none_by[n - 1] - none_by[n] for n in range(1, nights + 1)}
    expected["later"] = none_by[-1]
    assert as_dict(colossus_first_night(left, nights, full_deck=full)) == {k: p for k, p in expected.items() if p}


def test_the_first_colossus_card_of_a_fresh_deck_by_night():
    dist = colossus_first_night(EVENT_DECK, 2)
    # 3/14 on the first Night; (11/14)(3/13) on the second; the rest later.
    assert dist.prob("Night 1") == Fraction(3, 14) and dist.prob("Night 2") == Fraction(33, 182)
    assert dist.prob("later") == 1 - p_colossus_within(EVENT_DECK, 2)
    with pytest.raises(ValueError, match="nights"):
        colossus_first_night(EVENT_DECK, 0)
