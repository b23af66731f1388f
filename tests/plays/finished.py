"""Finished games of the five, for the plays tests: Mythicals' golden log, the others played to their end
through the game's own options (as the generic playthrough does), and a saved game's records with times."""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta
from functools import cache
from pathlib import Path
from typing import Any

from companion.codec import event_from_json
from companion.errors import RuleError
from companion.records import header_of, records_of
from companion.session import Session
from tests.games.shape import game_of

GAMES = ("fall", "maliath", "mystling", "mythicals", "other_side")
GOLDEN_MYTHICALS = Path(__file__).resolve().parents[1] / "games" / "mythicals" / "golden_game.json"
START = datetime.fromisoformat("2026-11-20T19:30:00+00:00")


def golden_mythicals() -> Session:
    """The golden Mythicals game, which ends (its final state is OVER)."""
    golden = json.loads(GOLDEN_MYTHICALS.read_text())
    game = game_of("mythicals")
    events = [event_from_json(e, game.event_types) for e in golden["events"]]
    session = Session(game, seed=golden["seed"], players=tuple(events[0].players))
    for event in events:
        session.apply(event)
    return session


def played_to_the_end(key: str, seed: int = 0, mode: str = "") -> Session:
    """A game of `key` played from one of its setups (of that `mode`, where given) to its end by seeded random
    legal choices."""
    game = game_of(key)
    rng = random.Random(f"plays:{key}:{seed}")
    setups = [e for e in game.setup_choices({}, seed) if not mode or getattr(e, "mode", "") == mode]
    setup = rng.choice(setups)
    session = Session(game, seed=seed, players=game.players_of_setup(setup) or ())
    session.apply(setup)
    for _ in range(10_000):
        if game.is_over(session.state):
            return session
        session.apply(rng.choice(game.options(session.state).choices).event)
    raise AssertionError(f"{key}: not over after 10,000 steps")


def _renamed(setup: Any, names: tuple[str, ...]) -> Any:
    """The setup with its players named `names` (The Fall's names its Characters' players)."""
    import dataclasses

    players = setup.players
    if players and not isinstance(players[0], str):
        return dataclasses.replace(setup, players=tuple(dataclasses.replace(p, name=n) for p, n in zip(players, names)))
    old = dict(zip(players, names))
    changed = {f.name: old[getattr(setup, f.name)] for f in dataclasses.fields(setup)
               if isinstance(getattr(setup, f.name), str) and getattr(setup, f.name) in old}  # the starting player
    return dataclasses.replace(setup, players=tuple(names), **changed)


@cache
def named_play(key: str, names: tuple[str, ...], seed: int = 0) -> Session:
    """A game of `key` for len(`names`) players named so (Mythicals, Mystling's duel, The Fall), played to its end
    by seeded random legal choices."""
    game = game_of(key)
    rng = random.Random(f"named:{key}:{names}:{seed}")
    setups = [s for s in game.setup_choices({}, seed) if len(game.players_of_setup(s) or ()) == len(names)
              and getattr(s, "mode", "pvp") == "pvp" and not getattr(s, "solo", False)]
    rng.shuffle(setups)
    session = Session(game, seed=seed, players=names)
    for setup in setups:  # the first a plain renaming keeps legal (a Chronicle's Wonder names its builder)
        try:
            session.apply(_renamed(setup, names))
            break
        except RuleError:
            continue
    for _ in range(10_000):
        if game.is_over(session.state):
            return session
        session.apply(rng.choice(game.options(session.state).choices).event)
    raise AssertionError(f"{key}: not over after 10,000 steps")


@cache
def finished(key: str) -> Session:
    """The finished game the tests summarise for `key`."""
    return golden_mythicals() if key == "mythicals" else played_to_the_end(key)


def with_times(session: Session, *, name: str = "Friday game", minutes_a_step: int = 1,
               start: datetime = START) -> list[dict[str, Any]]:
    """The session as a saved game's records (header first), its steps `minutes_a_step` apart from `start`."""
    header = {**header_of(session), "name": name, "created": start.isoformat()}
    records = [header] + records_of(session)
    for n, record in enumerate(records[1:]):
        record["at"] = (start + timedelta(minutes=n * minutes_a_step)).isoformat()
    return records
