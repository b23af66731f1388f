"""Golden Combats: a duel and a solo Combat played by a fixed policy to their end, the log written as
JSON lines and replayed to the very same state, with the end recorded here."""

from __future__ import annotations

import json

from companion.codec import event_from_json, event_to_json
from companion.games.mystling.board import adjacency
from companion.games.mystling.combat import range_between
from companion.games.mystling.events import (Concede, Draw, EnemyDraw, EnemyTop, MoveTo, NotTamed, PlayCard, SetUp,
                                             Tamed, UseBonus)
from companion.games.mystling.game import GAME
from companion.games.mystling.profile import cards_by_name
from companion.games.mystling.rules import space_of
from companion.session import Session

HITS = ("attack", "deal")


def policy(state, options):
    """A plain, fixed way to play: hit when a hit is in the slots, close in otherwise, report the first card."""
    events = [e for e in options.events() if not isinstance(e, (Concede, Tamed, UseBonus))]
    adj = adjacency(state.profile.arena)
    if any(isinstance(e, NotTamed) for e in events):
        return next(e for e in events if isinstance(e, NotTamed))
    tops = [e for e in events if isinstance(e, EnemyTop)]
    if tops:  # the Enemy deck lies face up: report its top card as soon as it shows (the last one listed)
        return tops[-1]
    plays = [e for e in events if isinstance(e, PlayCard)]
    if plays:
        side = state.active
        cards = cards_by_name(state.profile)

        def hits(e):
            card = cards.get(state.players[side].slots[e.slot - 1])
            return (any(x.kind in HITS for x in card.effects) if card else False, e.slot)
        return max(plays, key=hits)
    moves = [e for e in events if isinstance(e, MoveTo)]
    if moves:
        side = state.pending[0].side
        target = space_of(state, 1 - side)
        return min(moves, key=lambda e: (range_between(adj, e.space, target), e.space))
    return events[0]


def golden(setup: SetUp, limit: int = 3000):
    session = Session(GAME, seed=0)
    session.apply(setup)
    for _ in range(limit):
        if GAME.is_over(session.state):
            break
        session.apply(policy(session.state, GAME.options(session.state)))
    return session


def replayed(session):
    log = "\n".join(json.dumps(event_to_json(e)) for e in session.events)
    state = GAME.initial_state({})
    for line in log.splitlines():
        state = GAME.apply(state, event_from_json(json.loads(line), GAME.event_types))
    return state


DUEL = SetUp("pvp", ("White", "Black"), ("Arboro", "Peare"), "White", "EXAMPLE Arena card", "II")
SOLO = SetUp("solo", ("You",), ("Peare",), "You", "EXAMPLE open Arena card", "II", "EXAMPLE Enemy")


def summary(state):
    return {"result": state.result, "turn": state.turn,
            "damage": [p.damage for p in state.players] + ([state.enemy.damage] if state.enemy else []),
            "spaces": [p.space for p in state.players] + ([state.enemy.space] if state.enemy else [])}


def test_golden_duel():
    session = golden(DUEL)
    assert GAME.is_over(session.state)
    assert replayed(session) == session.state == session.replay()
    assert summary(session.state) == GOLDEN_DUEL, summary(session.state)
    assert sum(isinstance(e, Draw) for e in session.events) > 8


def test_golden_solo_combat():
    session = golden(SOLO)
    assert GAME.is_over(session.state)
    assert replayed(session) == session.state == session.replay()
    assert summary(session.state) == GOLDEN_SOLO, summary(session.state)
    assert any(isinstance(e, EnemyDraw) for e in session.events)
    tops = [e.card for e in session.events if isinstance(e, EnemyTop)]
    draws = [e.card for e in session.events if isinstance(e, EnemyDraw)]
    assert tops and draws[:len(tops)] == tops[:len(draws)]  # each face-up top card is the next one drawn


# Recorded from the policy above on the EXAMPLE profile; a change here means the rules changed.
GOLDEN_DUEL = {"result": "defeat", "turn": 41, "damage": [10, 18], "spaces": ["3,2", "2,3"]}
GOLDEN_SOLO = {"result": "lose", "turn": 12, "damage": [18, 6], "spaces": ["1,3", "4,1"]}
