"""The odds lab speaks to a player: readable messages, no chart beside a bad input, whole numbers
only, no input changed behind the player's back (issue 11, point 16)."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")

from companion.games.fall.odds import attack_odds  # noqa: E402
from companion.games.maliath.data import BATTLE_CARDS  # noqa: E402
from widgets.kit.odds_view import percent_and_fraction  # noqa: E402
from widgets.lab.common import plain  # noqa: E402
from widgets.lab.odds_lab import OddsLab  # noqa: E402

ERA_I = {1: 8, 2: 4, 3: 8}
ERA_II = {1: 4, 2: 4, 3: 8, 4: 4}

# What a player must never read: a parameter name before a colon, a Python dict, list or repr.
PYTHONIC = re.compile(r"\b[a-z]+_[a-z_]+\b|[{}\[\]]|\bNone\b|got ")


def readable(text: str) -> bool:
    return bool(text) and not PYTHONIC.search(text)


def hidden(view) -> bool:
    return view.canvas.layout.display == "none" and "no answer" in view.answer.value


def shown(view) -> bool:
    return view.canvas.layout.display is None and "no answer" not in view.answer.value


@pytest.fixture()
def lab() -> OddsLab:
    return OddsLab()


@pytest.mark.parametrize("typed", ["2.5", "1e1", "two", "", "-1", "9"])
def test_a_number_box_takes_whole_numbers_only_and_says_so(lab, typed):
    fall = lab.fall
    fall.need.value, fall.cards.value = 5, 2
    box = fall.removed[("I", 3)]
    box.value = typed
    assert box.value == typed                      # what the player typed stays shown ...
    assert "whole number from 0 to 8" in fall.message.value and hidden(fall.view)   # ... and is not used
    assert readable(re.sub("<[^>]+>", "", fall.message.value).replace("&#x27;", "'"))
    box.value = "2"
    fewer = {**ERA_I, 3: 6}
    assert shown(fall.view) and fall.message.value == ""
    assert percent_and_fraction(attack_odds([fewer, ERA_II], 5).reach[2]) in fall.view.answer.value


def test_the_shard_message_is_for_a_player(lab):
    shards = lab.shards
    for picker in shards.face_down.values():
        picker.value = "0"
    text = shards.message.value
    assert "face down" in text and "face_down" not in text and "{" not in text
    assert hidden(shards.view)
    shards.pairs.value = 2
    shards.face_down[2].value = "1"               # one 2-point shard: two pairs pay for it
    assert shown(shards.view) and "(1/1)" in shards.view.answer.value


def test_the_maliath_message_is_for_a_player(lab):
    maliath = lab.maliath
    for box in maliath.revealed.values():
        box.value = True                           # every Battle card revealed: none is left to draw
    assert readable(re.sub("<[^>]+>", "", maliath.message.value)) and hidden(maliath.view)
    maliath.revealed[0].value = False
    assert shown(maliath.view) and f"{BATTLE_CARDS[0].name}" not in maliath.message.value


def test_the_mythicals_calculator_refuses_deck_sizes_that_cannot_occur_and_changes_nothing(lab):
    myth = lab.mythicals
    assert (myth.deck.min, myth.deck.max, myth.deck.step) == (3, 45, 3)
    myth.copies.value = 4
    myth.deck.value = 10                           # 45 less whole reveals of 3 is never 10
    assert myth.deck.value == 10 and myth.copies.value == 4
    assert "cannot hold 10 cards" in myth.message.value and hidden(myth.view)
    assert myth.day_next.value == "" and myth.draw_answer.value == ""
    myth.deck.value = 12
    assert shown(myth.view) and myth.message.value == "" and "(" in myth.draw_answer.value


def test_the_fight_calculator_keeps_its_messages_readable(lab):
    fight = lab.other_side
    fight.hero_faces.value = "1, 2.5"
    assert "Hero die" in fight.message.value and hidden(fight.view)
    fight.hero_faces.value = "1, 2, 3"
    assert shown(fight.view)


@pytest.mark.parametrize("core, player", [
    ("face_down: no shard is face down, got {1: 0, 2: 0, 3: 0}", "No shard is face down"),
    ("decks[0]: a deck to reveal from is empty", "A deck to reveal from is empty"),
    ("deck_left: her Battle deck is empty", "Her Battle deck is empty"),
    ("Hero die: '2.5' is not a face", "Hero die: '2.5' is not a face"),
])
def test_plain_drops_parameter_names_and_python_values(core, player):
    assert plain(core) == player
