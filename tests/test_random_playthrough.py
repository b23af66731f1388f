"""The generic random playthrough, in the manner of OpenSpiel's random simulation test: every ready game
(and the Tally demo) is played from setup by picking among `options(state)` at random, through the
protocol alone. Every offered event must be accepted; a refused event must leave the state equal to a
deep copy taken before it; replaying the log gives the same state; a game that must end ends."""

from __future__ import annotations

import copy
import random

import pytest

from companion.errors import RuleError
from companion.game import Choice, Game, Outcome, Step
from companion.games.tally import GAME as TALLY
from companion.session import Session
from tests.games.shape import PLAYABLE, READY, game_of

SEEDS = range(6)
# Events before a game that must end has surely ended: far above the longest random game seen.
MUST_END_WITHIN = {"mythicals": 1_000, "other_side": 4_000, "fall": 4_000, "maliath": 5_000,
                   "mystling": 8_000}
OPEN_ENDED_STEPS = 300  # Tally never ends: play this many steps


def _games() -> list[Game]:
    return [game_of(k) for k in PLAYABLE] + [TALLY]


def test_every_ready_game_is_played():
    assert set(READY) <= set(PLAYABLE)


def play(game: Game, seed: int) -> tuple[Session, int]:
    """Play one random game; return the session and the number of refused stale events tried."""
    rng = random.Random(f"playthrough:{game.name}:{seed}")
    session = Session(game, seed=seed)
    setups = game.setup_choices({}, seed)
    assert setups, f"{game.name}: no setup offered"
    session.apply(rng.choice(setups))
    tried: list = list(setups)
    refused = 0
    limit = MUST_END_WITHIN.get(game.name, OPEN_ENDED_STEPS)
    for _ in range(limit):
        state = session.state
        if game.is_over(state):
            outcome = game.outcome(state)
            assert isinstance(outcome, Outcome) and outcome.summary
            assert not game.options(state).choices, f"{game.name}: a finished game still offers moves"
            break
        assert game.outcome(state) is None
        options = game.options(state)
        assert isinstance(options.step, Step) and options.step.name and options.step.section
        assert all(k in game.rulings for k in options.step.rulings)
        assert options.choices, f"{game.name}: not over, yet nothing to do at {options.step.name}"
        assert all(isinstance(c, Choice) and c.label for c in options.choices)
        # An event from earlier in the game, tried again now: refused without a trace, or legal.
        stale = rng.choice(tried)
        before = copy.deepcopy(state)
        try:
            game.apply(state, stale)
        except RuleError as exc:
            refused += 1
            assert str(exc)
        assert state == before, f"{game.name}: a refused or tried event changed the state it was given"
        choice = rng.choice(options.choices)
        try:
            session.apply(choice.event)
        except RuleError as exc:  # pragma: no cover - the failure message is the point
            pytest.fail(f"{game.name}: offered {choice.label!r} ({choice.event!r}) was refused: {exc}")
        tried.append(choice.event)
    else:
        assert game.name not in MUST_END_WITHIN, f"{game.name}: not over after {limit} events"
    return session, refused


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game", _games(), ids=lambda g: g.name)
def test_random_playthrough(game, seed):
    session, refused = play(game, seed)
    assert session.replay() == session.state, "replaying the log gave another state"
    again, _ = play(game, seed)
    assert again.events == session.events, "the same seed played another game"
    if game.name in MUST_END_WITHIN:
        assert game.is_over(session.state)


@pytest.mark.parametrize("game", _games(), ids=lambda g: g.name)
def test_random_playthroughs_do_try_refused_events(game):
    """The refusal check is not vacuous: over a few games some stale event is refused."""
    assert sum(play(game, seed)[1] for seed in SEEDS[:3]) > 0


def test_the_playthrough_catches_an_offered_event_that_is_refused():
    class Liar(type(TALLY)):
        def options(self, state):
            found = super().options(state)
            return type(found)(found.step, found.choices + (Choice("Spend a hundred", type(found.choices[0].event)(100)),))

    with pytest.raises(pytest.fail.Exception):
        for seed in SEEDS:
            play(Liar(), seed)
