"""Shared set-ups for the Mystling Academy rule tests: a small line Arena and reported opening hands."""

from __future__ import annotations

import copy
from typing import Any, Iterable, Mapping

import pytest

from companion.errors import RuleError
from companion.games.mystling.events import Draw, Mulligan, SetUp
from companion.games.mystling.game import GAME
from companion.games.mystling.profile import EXAMPLE_PROFILE, Profile, validate_profile

LINE = ("a", "b", "c", "d", "e", "f", "g")
OPEN_CARD = "EXAMPLE open Arena card"
ROCKS = "EXAMPLE Arena card"

# A card with the rulebook's End of Combat example: "Deal 2 in range 2. Heal 2."
DEAL_HEAL = {"example": "test", "name": "Deal Two Heal Two", "kind": "neutral",
             "effects": [{"kind": "deal", "amount": 2, "range": 2}, {"kind": "heal", "amount": 2}]}


def make_profile(**top: Any) -> Profile:
    """The EXAMPLE profile on a line Arena a-g (I on a, II on d, III on g; icon A on f), with extra cards."""
    raw = copy.deepcopy(dict(EXAMPLE_PROFILE))
    raw["arena"] = {"spaces": [{"name": n, "icon": "A" if n == "f" else ""} for n in LINE],
                    "links": [[x, y] for x, y in zip(LINE, LINE[1:])],
                    "starts": {"I": "a", "II": "d", "III": "g"}}
    raw["cards"].append(DEAL_HEAL)
    arboro = raw["mystlings"][0]
    arboro["deck"] = ["Deal Two Heal Two" if n == "Magnetism" else n for n in arboro["deck"]]
    for key, value in top.items():
        raw[key] = value
    return validate_profile(raw)


PROFILE = make_profile()


def setup_event(mode: str = "pvp", *, first: str = "White", second_start: str = "II", arena_card: str = OPEN_CARD,
                mystlings: tuple[str, ...] = ("Arboro", "Peare"), enemy: str = "") -> SetUp:
    if mode == "solo":
        return SetUp("solo", ("You",), mystlings[:1], "You", arena_card, "II", enemy or "EXAMPLE Enemy")
    return SetUp("pvp", ("White", "Black"), mystlings, first, arena_card, second_start)


def run(state, *events):
    """Apply events in turn (each must be legal)."""
    for e in events:
        state = GAME.apply(state, e)
    return state


def refused(state, event, match: str = "") -> RuleError:
    """Assert `event` is refused, with `match` in its message, and that the state is untouched."""
    before = copy.deepcopy(state)
    with pytest.raises(RuleError, match=match) as exc:
        GAME.apply(state, event)
    assert state == before
    assert exc.value.section
    return exc.value


def started(hands: Mapping[str, Iterable[str]], profile: Profile = PROFILE, **setup: Any):
    """A Combat at turn 1 step 1: each player (in turn order) draws their listed cards, slot 4 first; no mulligans."""
    state = run(GAME.initial_state({}) if profile is None else _initial(profile), setup_event(**setup))
    for s in state.players:
        for card in hands[s.player]:
            state = run(state, Draw(s.player, card))
    for s in state.players:
        state = run(state, Mulligan(s.player, False))
    return state


def _initial(profile: Profile):
    from companion.games.mystling.rules import new_game
    return new_game(profile)


ARBORO_HAND = ("Rooted Punch", "Haste", "According to Plan", "Deal Two Heal Two")  # slots 4, 3, 2, 1
PEARE_HAND = ("Double Strike", "Focus", "Channeling", "Offensive Stance")
