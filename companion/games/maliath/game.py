"""MALIATH: the Game plugin a Session drives (her side of solo Mysthea, or of 2 players + Maliath)."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Mapping

from companion.game import AsksOptions, PlayParts
from companion.games.maliath import options, rules, scoring, words
from companion.games.maliath.events import EVENT_TYPES, Flip, Pick, Report, Setup
from companion.games.maliath.profile import profile_of
from companion.games.maliath.rulings import RULINGS
from companion.games.maliath.state import MaliathState
from companion.rulings import Ruling, ruling_index

__all__ = ["MaliathGame", "GAME"]


class MaliathGame(AsksOptions):
    """Maliath as companion.game.Game. The profile (colour bands, Hit Point reductions) is read at setup."""

    name = "maliath"
    options_module = options
    title = "Maliath (Mysthea solo)"
    schema_version = 2  # 2: a Battle's killed units and your Battle's Strength asked, Regions read one by one
    event_types: Mapping[str, type] = MappingProxyType(dict(EVENT_TYPES))
    rulings: Mapping[str, Ruling] = MappingProxyType(dict(ruling_index(RULINGS)))

    def initial_state(self, profile: Mapping[str, Any]) -> MaliathState:
        """The table before setup, holding the profile; an empty profile means the shipped EXAMPLE profile."""
        return rules.initial_state(profile_of(profile))

    def apply(self, state: MaliathState, event: Any) -> MaliathState:
        """The state after the event, or RuleError saying why not."""
        return rules.apply(state, event)

    def describe(self, state: MaliathState, event: Any) -> str:
        """The step's name as a player would say it."""
        if isinstance(event, Setup):
            return "Setup: " + options.setup_label(event)
        if isinstance(event, Flip):
            return "Maliath's turn" + (f": {event.card}" if state.setup and not state.setup.digital else "")
        # A report from the table, an answer or a Battle: named as it was offered (never its raw value).
        offered = next((c.label for c in options.options(state).choices if c.event == event), None)
        if isinstance(event, (Pick, Report)):
            return f"{options.next_step(state).name}: {offered or event.value}"
        return offered or type(event).__name__

    def board_text(self, state: MaliathState) -> tuple[str, ...]:
        """The board in words, one line a place or part, as the board canvas draws it (words.py)."""
        return words.board_text(state)

    def play_summary_parts(self, state: MaliathState) -> PlayParts:
        """What a finished game's summary reads off the state: scores in parts, rounds, settings (scoring.py)."""
        return scoring.play_summary_parts(state)

    def setup_choices(self, profile: Mapping[str, Any], seed: int) -> tuple[Setup, ...]:
        """A few legal setups varied by `seed`."""
        return options.setup_choices(seed)


GAME = MaliathGame()
