"""MYTHICALS: the Game plugin a Session drives."""

from __future__ import annotations

from companion.game import AsksOptions, PlayParts

from types import MappingProxyType
from typing import Any, Mapping

from companion.errors import RuleError
from companion.games.mythicals import data, rules, scoring, words
from companion.games.mythicals import options as whats_next
from companion.games.mythicals.rules import (
    CollectReserve,
    CollectRevealed,
    EndTurn,
    Lock,
    Reinforce,
    Reveal,
    SetUp,
    TakeTile,
)
from companion.games.mythicals.rulings import RULINGS
from companion.games.mythicals.state import LAST_TILE, MythicalsState
from companion.rulings import Ruling, ruling_index


def _cards(cards: tuple[str, ...]) -> str:
    # as the board labels them ("red-4"), the Day card in words (its id, "day", is not a card a player reads)
    return ", ".join("the Day card" if c == data.DAY_CARD else c for c in cards) if cards else "nothing"


def _gift(state: MythicalsState, event: Any) -> str:
    """What the duplicate rule sends to the opponent, said after a collection."""
    try:
        after = rules.apply(state, event)
    except RuleError:
        return ""
    if not after.last_gift:
        return ""
    return f"; gives {_cards(after.last_gift)} to {state.opponent.name}"


class MythicalsGame(AsksOptions):
    """Mythicals as companion.game.Game: events, apply and step names; what may happen next (options.py)."""

    name = "mythicals"
    options_module = whats_next
    title = "Mythicals"
    schema_version = 1
    event_types: Mapping[str, type] = MappingProxyType(dict(rules.EVENT_TYPES))
    rulings: Mapping[str, Ruling] = MappingProxyType(dict(ruling_index(RULINGS)))

    def initial_state(self, profile: Mapping[str, Any]) -> MythicalsState:
        """The table before setup; Mythicals' components are all public, so the profile is unused."""
        return rules.initial_state()

    def apply(self, state: MythicalsState, event: Any) -> MythicalsState:
        """The state after the event, or RuleError saying why not."""
        return rules.apply(state, event)

    def describe(self, state: MythicalsState, event: Any) -> str:
        """The step's name as a player would say it."""
        who = state.player.name if state.players else ""
        if isinstance(event, SetUp):
            hands = "; ".join(f"{n}: {_cards(tuple(h))}" for n, h in zip(event.players, event.hands))
            return f"Set up ({hands}); {event.starting} starts"
        if isinstance(event, Reveal):
            return f"{who} reveals {_cards(tuple(event.cards))}"
        if isinstance(event, CollectRevealed):
            taken = tuple(c for c in state.revealed if data.card_colour(c) == event.colour)
            said = f"{who} collects {event.colour} from the revealed cards ({_cards(taken)})"
            return said + _gift(state, event)
        if isinstance(event, CollectReserve):
            taken = tuple(c for c in state.reserve if data.card_colour(c) == event.colour)
            return f"{who} collects {event.colour} from the reserve ({_cards(taken)})" + _gift(state, event)
        if isinstance(event, TakeTile):
            tile = data.TILE_BY_NAME.get(event.tile)
            if tile is None:
                return f"{who} takes {event.tile}"
            markers = state.tile(tile.name).markers if tile.name in data.TILE_BY_NAME else 0
            extra = f" + {markers} marker{'s' if markers != 1 else ''}" if markers else ""
            return f"{who} takes {tile.name} ({tile.points} points{extra})"
        if isinstance(event, Reinforce):
            plural = "s" if event.markers != 1 else ""
            return f"{who} places {event.markers} marker{plural} on {event.tile}"
        if isinstance(event, Lock):
            return f"{who} locks {event.tile}"
        if isinstance(event, EndTurn):
            return f"{who} ends the game" if state.step == LAST_TILE else f"{who} ends the turn"
        return type(event).__name__


    def board_text(self, state: MythicalsState) -> tuple[str, ...]:
        """The board in words, one line a place or part, as the board canvas draws it (words.py)."""
        return words.board_text(state)

    def play_summary_parts(self, state: MythicalsState) -> PlayParts:
        """What a finished game's summary reads off the state: scores in parts, rounds, settings (scoring.py)."""
        return scoring.play_summary_parts(state)

    def setup_choices(self, profile: Mapping[str, Any], seed: int) -> tuple[SetUp, ...]:
        """A few legal setups dealt from a shuffle seeded by `seed` (the profile is unused)."""
        return whats_next.setup_choices(seed)


MYTHICALS = MythicalsGame()
GAME = MYTHICALS  # the name the generic tests and the catalogue look for
