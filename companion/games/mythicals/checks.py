"""The checks and steps Mythicals' events share: card names, copies left, whose step it is,
the duplicate gift, the next turn and the end of the game."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Iterable

from companion.errors import RuleError
from companion.games.mythicals import data
from companion.games.mythicals.sections import (
    SEC_COLLECT,
    SEC_END,
    SEC_LOCK,
    SEC_REINFORCE,
    SEC_REINFORCE_OR_LOCK,
    SEC_TILE,
)
from companion.games.mythicals.state import (
    CHOOSE,
    COLLECT,
    LAST_COLLECT,
    LAST_TILE,
    OVER,
    REINFORCE,
    SETUP,
    TILE,
    MythicalsState,
)
from companion.games.mythicals.tiles import _KINDS, player_score

# The sections of what a turn does after collecting.
_AFTER_COLLECTING = frozenset({SEC_TILE, SEC_REINFORCE, SEC_LOCK, SEC_REINFORCE_OR_LOCK})


def _check_card_name(card: str, section: str) -> None:
    if card not in _KINDS:
        raise RuleError(
            f"{card!r} is not a Creature card: name one like 'red-4' or 'blue-joker'", section
        )


def _check_copies(state: MythicalsState, cards: Iterable[str], section: str) -> None:
    seen = Counter(state.seen())
    for card, count in Counter(cards).items():
        if seen[card] + count > data.COPIES:
            left = data.COPIES - seen[card]
            raise RuleError(
                f"{card} cannot come up: there are {data.COPIES} copies and "
                f"{'none is' if left == 0 else 'only one is'} left unseen",
                section,
            )


# What the table must do first, said after "the table must": state.STEP_NAMES are headings
# ("the Day card came: ...") and do not read as a sentence there.
_MUST: dict[str, str] = {
    SETUP: "set up the game first",
    COLLECT: "first collect cards, from the deck or the reserve",
    CHOOSE: "first take all the revealed cards of one colour",
    TILE: "take a Mastery tile, or end the turn",
    REINFORCE: "reinforce or lock another tile, or end the turn",
    LAST_COLLECT: "first take the cards of one colour from the two revealed beside the Day card",
    LAST_TILE: "take one last Mastery tile, or end the game",
}


def _expect(state: MythicalsState, steps: tuple[str, ...], doing: str, section: str) -> None:
    if state.step not in steps:
        if state.step == OVER:
            raise RuleError("The game is over", SEC_END)
        if state.step in (LAST_COLLECT, LAST_TILE):
            # The Day card has come: what is allowed now is said under End of the Game.
            section = SEC_END
        elif state.step in (COLLECT, CHOOSE) and section in _AFTER_COLLECTING:
            # A tile, a marker or the end of the turn comes only after collecting.
            section = SEC_COLLECT
        raise RuleError(f"You cannot {doing} now: the table must {_MUST[state.step]}", section)


def _sorted(cards: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=data.card_sort_key))


def _remove(cards: tuple[str, ...], taken: Iterable[str]) -> tuple[str, ...]:
    left = list(cards)
    for card in taken:
        left.remove(card)
    return tuple(left)


def _give_duplicates(state: MythicalsState, added: Iterable[str]) -> MythicalsState:
    """Add the cards to the current player's collection, then send one of each identical pair over."""
    collection = list(state.player.collection) + list(added)
    gift = [card for card, n in Counter(collection).items() for _ in range(n - 1)]
    kept = _remove(tuple(collection), gift)
    state = state.with_player(state.current, replace(state.player, collection=_sorted(kept)))
    opponent = state.opponent
    state = state.with_player(
        1 - state.current, replace(opponent, collection=_sorted(opponent.collection + tuple(gift)))
    )
    return replace(state, last_gift=_sorted(gift))


def _next_turn(state: MythicalsState) -> MythicalsState:
    return replace(state, step=COLLECT, current=1 - state.current, turn=state.turn + 1)


def _finish(state: MythicalsState) -> MythicalsState:
    scores = tuple(player_score(state, p) for p in state.players)
    best = max(scores)
    leaders = [p.name for p, s in zip(state.players, scores) if s == best]
    return replace(state, step=OVER, scores=scores, winner=leaders[0] if len(leaders) == 1 else None)
