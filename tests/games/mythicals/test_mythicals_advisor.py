"""The Mythicals advisor counts the cards on the table: one table situation per test (issue 11, point 9)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from itertools import permutations

from companion.games.mythicals import data
from companion.games.mythicals.advisor import MISSING, OUT_OF_REACH, READY, TAKE_NOW, advice, tile_advice
from companion.games.mythicals.odds import p_within_reveals
from companion.games.mythicals.rules import SetUp, apply, initial_state
from companion.games.mythicals.state import (
    CHOOSE,
    COLLECT,
    LAST_COLLECT,
    LAST_TILE,
    REINFORCE,
    TILE,
    Deck,
    MythicalsState,
)


def table(anna: tuple[str, ...], ben: tuple[str, ...] = ("purple-5", "blue-5"), *, step=TILE, **rest) -> MythicalsState:
    """Anna to play, with these collections and whatever else lies on the table."""
    state = apply(initial_state(), SetUp(("Anna", "Ben"), (("red-4", "blue-1"), ("green-2", "purple-joker")), "Anna"))
    players = (replace(state.players[0], collection=anna), replace(state.players[1], collection=ben))
    return replace(state, players=players, step=step, **rest)


def said(state: MythicalsState, tile: str, within: int = 3):
    return next(a for a in tile_advice(state, within) if a.tile == tile)


def fillers(state: MythicalsState, tile: str) -> dict[str, tuple[int, int, int]]:
    return {f.card: (f.revealed, f.reserve, f.unseen) for f in said(state, tile).fillers}


def test_a_card_in_the_reserve_is_there_to_take_not_zero_unseen():
    # purple-2 beside purple-1 makes the pair: one copy in the reserve, the other in the discard.
    state = table(("purple-1", "red-3"), reserve=("purple-2",), discard=("purple-2",))
    a = said(state, "purple-2")
    assert a.status == MISSING and a.missing == 1
    assert "purple-2 (in the reserve: take it next turn)" in a.text
    assert "0 unseen" not in a.text
    assert fillers(state, "purple-2")["purple-2"] == (0, 1, 0)
    # At the collect step the reserve can be taken now.
    assert "purple-2 (in the reserve: take it now)" in said(replace(state, step=COLLECT), "purple-2").text


def test_a_tile_whose_cards_are_gone_for_good_is_out_of_reach_and_not_advised():
    # The green-5 run needs green 1 to 5 (or jokers); every copy of green-3 and green-joker is gone:
    # in the discard or in Ben's collection, where the duplicate rule can no longer bring them.
    gone = ("green-3", "green-joker", "green-joker")
    state = table(("green-1", "green-2"), ben=("green-3", "blue-5"), discard=gone)
    a = said(state, "green-5")
    assert a.status == OUT_OF_REACH and a.chance is None and not a.fillers
    assert a.text.startswith("out of reach") and "green-3" in a.text
    # It comes last, after every tile that can still be made.
    assert [x.status for x in tile_advice(state)][-1] == OUT_OF_REACH
    # Every green run of 3 (1-3, 2-4, 3-5) needs the green-3 or a joker: all gone.
    assert said(state, "green-3").status == OUT_OF_REACH
    assert said(state, "green-2").status == TAKE_NOW  # 1-2 is a pair already


def test_a_joker_fills_whichever_gap_stays_open():
    # green-1 and a green joker, for a run of 3: a green-2 (1, 2, J=3) or a green-3 (1, J=2, 3) closes it.
    # The other green joker would be a second copy of a card held: the duplicate rule gives it away.
    state = table(("green-1", "green-joker"))
    a = said(state, "green-3")
    assert a.status == MISSING and a.missing == 1
    assert set(fillers(state, "green-3")) == {"green-2", "green-3"}


def test_the_chance_for_a_pair_beside_a_joker_counts_every_card_of_its_colour():
    state = table(("green-joker", "red-3"))
    a = said(state, "green-2")
    found = fillers(state, "green-2")
    assert set(found) == {f"green-{v}" for v in data.VALUES}
    copies = sum(f[2] for f in found.values())
    # Ben's setup card green-2 was replaced, so every green value has both copies unseen.
    assert copies == 2 * len(data.VALUES)
    assert a.chance == p_within_reveals(copies, state.deck.remaining, 3)
    assert f"{copies} unseen cards would close one" in a.text


def brute_within(deck: list[str], wanted: set[str], within: int) -> Fraction:
    """Every ordering of the deck (the Day card among the bottom nine): does a wanted card show in time?"""
    hits = total = 0
    for order in permutations(range(len(deck))):
        cards = [deck[i] for i in order]
        day = cards.index(data.DAY_CARD)
        if day < len(cards) - data.DAY_WINDOW:
            continue
        last = min(within * data.REVEAL_SIZE, (day // data.REVEAL_SIZE + 1) * data.REVEAL_SIZE)
        total += 1
        hits += any(c in wanted for c in cards[:last])
    return Fraction(hits, total)


def test_the_chance_late_in_the_game_matches_every_ordering_of_the_cards_left():
    # Seven cards left, the Day card among them: every other card lies on the table.
    left = ["green-2", "green-4", "red-1", "red-2", "blue-3", "purple-3"]
    anna, ben = ("green-joker", "red-3"), ("purple-5", "blue-5")
    everything = [c for c in data.CARD_KINDS for _ in range(data.COPIES)]
    for c in (*left, *anna, *ben):
        everything.remove(c)
    state = table(anna, ben, discard=tuple(everything), deck=Deck(len(left) + 1, len(left) + 1))
    a = said(state, "green-2", within=2)
    assert set(fillers(state, "green-2")) == {"green-2", "green-4"}
    assert a.chance == brute_within([*left, data.DAY_CARD], {"green-2", "green-4"}, 2)


def test_take_now_only_when_the_step_allows_taking():
    cards = ("purple-1", "purple-2")
    assert said(table(cards, step=TILE), "purple-2").status == TAKE_NOW
    for step, when in ((COLLECT, "once you have collected"), (CHOOSE, "once you have collected"),
                       (REINFORCE, "next turn")):
        a = said(table(cards, step=step, revealed=("red-1", "red-2", "blue-2") if step == CHOOSE else ()),
                 "purple-2")
        assert a.status == READY and when in a.text and not a.text.startswith("take now")
        assert not any(text.startswith("take now") for _, text in advice(table(cards, step=step)))


def test_revealed_cards_are_taken_with_their_colour_now():
    state = table(("purple-1", "red-3"), step=CHOOSE, revealed=("purple-2", "blue-1", "blue-2"))
    assert "purple-2 (revealed: take its colour now" in said(state, "purple-2").text


def test_after_the_day_card_only_what_can_still_happen():
    revealed = ("green-3", "red-1")
    state = table(("green-1", "green-2", "blue-1", "blue-2"), step=LAST_COLLECT, revealed=revealed,
                  reserve=("purple-2",), deck=Deck(20, 0))
    lines = {a.tile: a for a in tile_advice(state)}
    # Ready already (after the last collection), or completed by one revealed colour; nothing else.
    assert lines["blue-2"].status == READY and lines["green-2"].status == READY
    assert "take the green cards now" in lines["green-3"].text
    assert "purple-2" not in lines  # its card is in the reserve, but no turn is left to take it
    assert all(a.chance is None for a in lines.values())
    # grey-3: green-1 and blue-1 held, the revealed red-1 makes three 1s.
    assert "take the red cards now" in lines["grey-3"].text
    assert set(lines) == {"blue-2", "green-2", "green-3", "grey-2", "grey-3"}
    # The last tile step: only the tiles to take now.
    last = table(("green-1", "green-2", "green-3"), step=LAST_TILE, deck=Deck(20, 0))
    assert {a.status for a in tile_advice(last)} == {TAKE_NOW}
    assert {a.tile for a in tile_advice(last)} == {"green-2", "green-3"}


def test_a_chance_that_is_neither_0_nor_1_never_reads_0_or_100_percent():
    from companion.games.mythicals.advisor import percent

    assert percent(Fraction(997, 1000)) == "99.7 %" and percent(Fraction(3, 1000)) == "0.3 %"
    assert percent(Fraction(1, 2)) == "50 %" and percent(Fraction(2, 3)) == "67 %"
    assert percent(Fraction(0)) == "0 %" and percent(Fraction(1)) == "100 %"
    assert percent(Fraction(1, 10**6)) == "under 0.1 %" and percent(1 - Fraction(1, 10**6)) == "over 99.9 %"
    assert percent(Fraction(995, 1000)) == "99.5 %" and percent(Fraction(5, 1000)) == "0.5 %"


def test_the_advisor_never_says_100_percent_for_a_chance_short_of_certain():
    # Right after the setup, within 15 reveals: a tile with many unseen fillers is all but certain to close.
    state = apply(initial_state(), SetUp(("Anna", "Ben"), (("red-4", "blue-1"), ("green-2", "purple-joker")), "Anna"))
    near = [a for a in tile_advice(state, 15) if a.chance is not None and Fraction(995, 1000) <= a.chance < 1]
    assert near, "no tile all but certain to close: the test needs another table"
    for a in near:
        assert "100 %" not in a.text and " 0 %" not in a.text, a.text
        assert ("over 99.9 %" in a.text) or f"{float(a.chance) * 100:.1f} %" in a.text, a.text
