"""The solo player is "You" (Combat Setup): the companion's sentences agree with it ("You concede", "You have
2"), as a duel's say "White concedes"."""

from __future__ import annotations

from companion.game import says
from companion.games.mystling.game import GAME


def test_the_solo_player_concedes_in_the_second_person():
    setup = next(s for s in GAME.setup_choices({}, 0) if s.mode == "solo")
    state = GAME.apply(GAME.initial_state({}), setup)
    labels = [c.label for c in GAME.options(state).choices]
    assert "You concede" in labels and not any("You concedes" in label for label in labels)


def test_a_duel_player_concedes_in_the_third_person():
    setup = next(s for s in GAME.setup_choices({}, 0) if s.mode == "pvp")
    state = GAME.apply(GAME.initial_state({}), setup)
    labels = [c.label for c in GAME.options(state).choices]
    assert "White concedes" in labels and "Black concedes" in labels


def test_says_agrees_with_you_and_with_a_name():
    assert [says("You", v) for v in ("has", "wins", "concedes")] == ["You have", "You win", "You concede"]
    assert says("Ann", "has") == "Ann has"


def test_the_solo_play_s_summary_says_your_mystling():
    from companion.plays import play_summary
    from tests.plays.finished import played_to_the_end

    summary = play_summary(played_to_the_end("mystling", mode="solo"))
    assert "Your Mystling" in dict(summary.settings) and not any("You's" in k for k, _ in summary.settings)
