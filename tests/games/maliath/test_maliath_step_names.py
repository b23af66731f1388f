"""The history names each of her answers as it was offered: never a raw value such as 'move_to:Mountain'."""

from __future__ import annotations

import random
import re

from companion.games.maliath import options
from companion.games.maliath.events import Pick, Report
from tests.games.maliath.maliath_table import GAME, set_up

RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|\b[a-z]+:[A-Za-z0-9]")


def test_every_answer_and_report_in_a_played_era_is_named_as_offered():
    rng = random.Random(7)
    state, named = set_up(digital=True), 0
    for _ in range(400):
        if GAME.is_over(state):
            break
        choices = options.options(state).choices
        if not choices:
            break
        choice = rng.choice(choices)
        words = GAME.describe(state, choice.event)
        assert not RAW.search(words), words
        if isinstance(choice.event, (Pick, Report)):
            assert choice.label in words, (choice.label, words)
            named += 1
        state = GAME.apply(state, choice.event)
    assert named > 20  # the walk met many of her questions and the table's reports
