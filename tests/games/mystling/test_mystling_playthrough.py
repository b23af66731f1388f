"""Mystling Academy played at random over options(): every offered event applies, refused ones change
nothing, the log replays to the same state and survives the JSON codec; the game has the one shape."""

from __future__ import annotations

import copy
import enum
import random
from dataclasses import fields

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.codec import event_from_json, event_to_json, from_jsonable, to_jsonable
from companion.errors import RuleError
from companion.game import Choice, Game, Outcome, Step
from companion.games.mystling import state as state_module
from companion.games.mystling.events import Concede, SetUp, Tamed
from companion.games.mystling.game import GAME
from companion.games.mystling.rules import stat, tokens_counted
from companion.games.mystling.rulings import RULINGS
from companion.games.mystling.state import FATIGUE, MystlingState
from companion.session import MAX_EVENTS, Session

SEEDS = range(8)


def test_the_game_has_the_one_shape():
    assert isinstance(GAME, Game) and GAME.name == "mystling"
    assert tuple(GAME.rulings.values()) == RULINGS
    assert issubclass(state_module.Phase, enum.StrEnum)
    state = GAME.initial_state({})
    step = GAME.next_step(state)
    assert step.name and step.section and all(k in GAME.rulings for k in step.rulings)
    assert not GAME.is_over(state) and GAME.outcome(state) is None
    setups = GAME.setup_choices({}, 0)
    assert setups and all(GAME.players_of_setup(e) for e in setups)
    assert {e.mode for e in GAME.setup_choices({}, 0) + GAME.setup_choices({}, 1) + GAME.setup_choices({}, 2)} \
        == {"pvp", "solo"}
    for e in setups:
        GAME.apply(state, e)
    assert GAME.players_of_setup(Concede("White")) is None
    assert set(GAME.options(state).events()) >= set(setups)


def check_invariants(state: MystlingState) -> None:
    """What holds at every step: no card lost or made, Power within 0-10, the two Mystlings apart,
    tokens never on Terrain, one of each side's a space, and never beyond the token limit."""
    if not state.players:
        return
    p = state.profile
    fatigue_gained = p.fatigue_cards - state.fatigue_left if state.mode == "solo" else 0
    for i, s in enumerate(state.players):
        resolving = tuple(x.source for x in state.pending if x.kind in ("discard", "remove", "upgrade") and x.side == i)
        upgrade = (s.upgrade,) if s.upgrade else ()
        held = sorted(s.deck + tuple(c for c in s.slots if c) + s.discard + s.removed + s.aside + resolving + upgrade)
        want = sorted(p.mystling(s.mystling).deck + (FATIGUE,) * (fatigue_gained if i == 0 else 0))
        assert held == want, f"{s.player}'s cards: {held} != {want}"
        assert 0 <= s.power <= 10 and s.damage >= 0
        assert tokens_counted(state, i) <= stat(state, i, "token_limit")
    if state.enemy is not None:
        e = state.enemy
        assert sorted(e.deck + tuple(c for c in e.track if c) + e.discard) == sorted(p.enemy(e.name).deck)
        assert e.space != state.players[0].space
        assert not e.top or e.top in e.deck
        assert tokens_counted(state, 1) <= stat(state, 1, "token_limit")
    else:
        assert state.players[0].space != state.players[1].space
    assert not {sp for sp, _ in state.tokens} & state.terrain
    assert len(set(state.tokens)) == len(state.tokens)


def play(seed: int, *, deep: bool, limit: int = MAX_EVENTS - 1) -> tuple[Session, int]:
    """One random Combat; `deep` leaves out conceding and Taming reports so the turns go on."""
    rng = random.Random(f"mystling:{seed}:{deep}")
    session = Session(GAME, seed=seed)
    setups = GAME.setup_choices({}, seed)
    session.apply(rng.choice(setups))
    tried = list(setups)
    refused = 0
    for _ in range(limit):
        state = session.state
        if GAME.is_over(state):
            assert isinstance(GAME.outcome(state), Outcome) and GAME.outcome(state).summary
            assert not GAME.options(state).choices
            break
        options = GAME.options(state)
        assert isinstance(options.step, Step) and options.step.name and options.step.section
        assert all(k in GAME.rulings for k in options.step.rulings), options.step
        assert options.choices, f"nothing to do at {options.step.name}"
        assert all(isinstance(c, Choice) and c.label and c.kind in ("move", "report") for c in options.choices)
        assert len(set(options.events())) == len(options.choices), "an event is offered twice"
        stale = rng.choice(tried)
        before = copy.deepcopy(state)
        try:
            GAME.apply(state, stale)
        except RuleError as exc:
            refused += 1
            assert str(exc) and exc.section
        assert state == before
        picks = [c for c in options.choices if not (deep and isinstance(c.event, (Concede, Tamed)))] or \
            list(options.choices)
        choice = rng.choice(picks)
        GAME.describe(state, choice.event)
        try:
            session.apply(choice.event)
        except RuleError as exc:  # pragma: no cover - the message is the point
            pytest.fail(f"offered {choice.label!r} ({choice.event!r}) was refused: {exc}")
        tried.append(choice.event)
        check_invariants(session.state)
    return session, refused


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("deep", [False, True])
def test_random_combat_over_the_options(seed, deep):
    session, refused = play(seed, deep=deep)
    assert session.replay() == session.state
    again, _ = play(seed, deep=deep)
    assert again.events == session.events
    if not deep:
        assert GAME.is_over(session.state)
    for e in session.events:
        assert event_from_json(event_to_json(e), GAME.event_types) == e


def test_deep_combats_reach_every_step_and_end():
    seen: set[str] = set()
    ended = 0
    for seed in range(12):
        session, _ = play(seed, deep=True)
        seen |= {type(e).__name__ for e in session.events}
        ended += GAME.is_over(session.state)
    assert ended >= 6
    assert {"SetUp", "Draw", "Mulligan", "Proceed", "PlayCard", "UseBonus", "Resolve", "MoveTo", "Trigger",
            "PlaceToken", "EndTurn", "EnemyDraw", "EnemyResolve", "EnemyMove", "EnemyToken", "EnemyTop", "ByHand"} <= seen


def test_the_state_survives_the_codec():
    session, _ = play(3, deep=True, limit=300)
    state = session.state
    assert from_jsonable(to_jsonable(state, MystlingState), MystlingState) == state


def test_a_setup_with_a_bad_field_type_is_refused_not_crashed():
    state = GAME.initial_state({})
    before = copy.deepcopy(state)
    for bad in (SetUp("pvp", ["White", "Black"], ("Arboro", "Peare"), "White", "EXAMPLE open Arena card"),
                SetUp("pvp", ("White", 3), ("Arboro", "Peare"), "White", "EXAMPLE open Arena card"),
                SetUp("solo", ("You",), ("Arboro",), "You", "EXAMPLE open Arena card", "II", None)):
        with pytest.raises(RuleError):
            GAME.apply(state, bad)
    assert state == before


# --- fuzz: any event, well formed or not, at states met in play: a RuleError or a legal step --------

_STATES: list[MystlingState] = []


def _states() -> list[MystlingState]:
    if not _STATES:
        for seed, deep in ((0, True), (1, True), (4, False), (5, True)):
            session, _ = play(seed, deep=deep, limit=400)
            _STATES.extend(session.state_at(n) for n in range(0, len(session.events) + 1, 7))
    return _STATES


_values = st.one_of(st.sampled_from(["White", "Black", "You", "a", "0,1", "4,2", "Haste", "Grapple", "prepare",
                                     "dash", "special", "arena", "element", "", "EXAMPLE Attack 1", "pvp", "solo"]),
                    st.integers(-2, 6), st.booleans(), st.none(), st.just(("White", "Black")))


@st.composite
def any_event(draw):
    cls = draw(st.sampled_from(sorted(GAME.event_types.values(), key=lambda c: c.__name__)))
    names = [f.name for f in fields(cls)]
    return cls(*(draw(_values) for _ in names))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), any_event())
def test_any_event_is_refused_cleanly_or_applies(pick, event):
    states = _states()
    state = states[pick % len(states)]
    before = copy.deepcopy(state)
    try:
        after = GAME.apply(state, event)
    except RuleError as exc:
        assert exc.section and str(exc)
    else:
        check_invariants(after)
    assert state == before
