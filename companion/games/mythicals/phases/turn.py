"""What every step of a Mythicals turn shares: card names, copies left, whose step it is,
the cards as a collection lays them out, the tile named, and the next turn."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Iterable

from companion.errors import RuleError
from companion.games.mythicals import data
from companion.games.mythicals.data import (
    SEC_COLLECT,
    SEC_END,
    SEC_LOCK,
    SEC_REINFORCE,
    SEC_REINFORCE_OR_LOCK,
    SEC_TILE,
    MasteryTile,
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
    Phase,
)

__all__ = [
    "KNOWN_CARDS", "MUST", "check_card_name", "check_copies", "expect", "next_turn", "remove_cards",
    "sorted_cards", "tile_spec",
]

# Every Creature card's name, for the name check.
KNOWN_CARDS = frozenset(data.CARD_KINDS)

# The sections of what a turn does after collecting.
_AFTER_COLLECTING = frozenset({SEC_TILE, SEC_REINFORCE, SEC_LOCK, SEC_REINFORCE_OR_LOCK})

# What the table must do first, said after "the table must": state.STEP_NAMES are headings
# ("the Day card came: ...") and do not read as a sentence there.
MUST: dict[Phase, str] = {
    SETUP: "set up the game first",
    COLLECT: "first collect cards, from the deck or the reserve",
    CHOOSE: "first take all the revealed cards of one colour",
    TILE: "take a Mastery tile, or end the turn",
    REINFORCE: "reinforce or lock another tile, or end the turn",
    LAST_COLLECT: "first take the cards of one colour from the two revealed beside the Day card",
    LAST_TILE: "take one last Mastery tile, or end the game",
}


def tile_spec(name: str) -> MasteryTile:
    """The Mastery tile of this name, or RuleError if there is none."""
    try:
        return data.TILE_BY_NAME[name]
    except (KeyError, TypeError):
        raise RuleError(f"There is no Mastery tile called {name!r}", SEC_TILE) from None


def check_card_name(card: str, section: str) -> None:
    """RuleError unless `card` names a Creature card."""
    if card not in KNOWN_CARDS:
        raise RuleError(
            f"{card!r} is not a Creature card: name one like 'red-4' or 'blue-joker'", section
        )


_TIMES = {1: "once", 2: "twice"}


def _times(n: int) -> str:
    return _TIMES.get(n, f"{n} times")


def _where_seen(state: MythicalsState, card: str) -> str:
    """Where the copies of `card` the table has seen lie: "in Anna's collection and the reserve"."""
    places = [f"{p.name}'s collection" for p in state.players if card in p.collection]
    places += [name for name, cards in (("the reserve", state.reserve), ("the discard", state.discard),
                                        ("the revealed cards", state.revealed)) if card in cards]
    return " and ".join(places)


def check_copies(state: MythicalsState, cards: Iterable[str], section: str) -> None:
    """RuleError if these cards coming up would make more than two copies of one card seen."""
    seen = Counter(state.seen())
    for card, count in Counter(cards).items():
        if seen[card] + count > data.COPIES:
            already = seen[card]
            left = data.COPIES - already
            coming = f"{card} cannot come up{'' if count == 1 else ' ' + _times(count)}"
            if already == 0:
                raise RuleError(f"{coming}: the game has only {data.COPIES} copies of it", section)
            seen_where = ("both are" if already == data.COPIES == 2 else
                          f"{'one is' if already == 1 else str(already) + ' are'}") + f" already seen, in {_where_seen(state, card)}"
            unseen = "none is" if left == 0 else ("only one is" if left == 1 else f"only {left} are")
            raise RuleError(
                f"{coming}: the game has {data.COPIES} copies of it, {seen_where}, so {unseen} left unseen",
                section,
            )


def expect(state: MythicalsState, steps: tuple[Phase, ...], doing: str, section: str) -> None:
    """RuleError unless the game is at one of `steps`, saying what the table must do first."""
    if state.step not in steps:
        if state.step == OVER:
            raise RuleError("The game is over", SEC_END)
        if state.step in (LAST_COLLECT, LAST_TILE):
            # The Day card has come: what is allowed now is said under End of the Game.
            section = SEC_END
        elif state.step in (COLLECT, CHOOSE) and section in _AFTER_COLLECTING:
            # A tile, a marker or the end of the turn comes only after collecting.
            section = SEC_COLLECT
        raise RuleError(f"You cannot {doing} now: the table must {MUST[state.step]}", section)


def sorted_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """The cards as a collection lays them out: by colour, then value, jokers last."""
    return tuple(sorted(cards, key=data.card_sort_key))


def remove_cards(cards: tuple[str, ...], taken: Iterable[str]) -> tuple[str, ...]:
    """`cards` without one copy of each card taken (each must be there)."""
    left = list(cards)
    for card in taken:
        left.remove(card)
    return tuple(left)


def next_turn(state: MythicalsState) -> MythicalsState:
    """The other player's turn begins, with collecting."""
    return replace(state, step=COLLECT, current=1 - state.current, turn=state.turn + 1)
