"""OTHER_SIDE: From the Other Side plugged into a session through the `Game` protocol."""

from __future__ import annotations

from typing import Any, Mapping

from companion.errors import RuleError
from companion.game import AsksOptions, PlayParts

from . import data
from . import options as choices
from . import scoring, words
from .events import (
    EVENT_TYPES, DiscardInstead, DragonAwakens, Explore, Move, PassPlan, PlaceActionTile,
    PlayAction, Restore, ResolveFight, SetUp, StayPut,
)
from .phases.battle import fight_setup, totals
from .profile import card_said, load_example_profile, validate_profile
from .rules import apply as apply_event
from .rules import new_game
from .rulings import RULINGS_BY_KEY
from .state import OtherSideState


class OtherSideGame(AsksOptions):
    """From the Other Side, cooperative, 2-5 Heroes: the rules of all six phases."""

    name = "other_side"
    options_module = choices
    title = "From the Other Side"
    schema_version = 1
    event_types: Mapping[str, type] = EVENT_TYPES
    rulings = RULINGS_BY_KEY  # ruling_index(RULINGS): key -> companion.rulings.Ruling

    def initial_state(self, profile: Mapping[str, Any]) -> OtherSideState:
        """The table before setup; an empty profile means the shipped EXAMPLE profile."""
        checked = validate_profile(profile) if profile else load_example_profile()
        return new_game(checked)

    def apply(self, state: OtherSideState, event: Any) -> OtherSideState:
        """The state after `event`, or RuleError naming the rulebook section that refuses it."""
        return apply_event(state, event)

    def describe(self, state: OtherSideState, event: Any) -> str:
        """The step as a player would say it, read against the state before it."""
        who = data.hero_name(getattr(event, "hero", ""))
        if isinstance(event, SetUp):
            return f"Setup: {len(event.heroes)} Heroes, {data.hero_name(event.leader)} leads"
        if isinstance(event, Explore):
            n = len(event.creatures)
            found = f", {n} Creature{'s' if n != 1 else ''} revealed" if n else ""
            art = ", an Artifact found" if event.artifact else ""
            return f"{who} explores {event.direction} into the {event.entry}{art}{found}"
        if isinstance(event, Move):
            extra = " (extra step for a Breath token)" if len(event.path) > 1 else ""
            where = choices.space_said(state, event.path[-1]) if event.path else "?"
            return f"{who} moves to {where}{extra}"
        if isinstance(event, StayPut):
            return f"{who} stays put"
        if isinstance(event, PlaceActionTile):
            bonds = f" with {len(event.bonds)} Bond token{'s' if len(event.bonds) != 1 else ''}" if event.bonds else ""
            return f"{who} joins the Initiative Line at the {event.end}{bonds}"
        if isinstance(event, PassPlan):
            return f"{who} passes"
        if isinstance(event, PlayAction):
            art = " with an Artifact" if event.artifact else ""
            return f"{who} plays {card_said(state.profile, event.card)}{art} against the Creature in space {event.space}"
        if isinstance(event, DiscardInstead):
            return f"{who} plays no card and discards one"
        if isinstance(event, ResolveFight):
            try:
                setup = fight_setup(state, event.space)
                heroes, creature = totals(setup, event.hero_roll, event.creature_roll)
            except (RuleError, KeyError, TypeError):
                return f"Fight {event.space}"
            return f"Fight {event.space}: Heroes {heroes} vs Creature {creature}, " + \
                ("won" if heroes >= creature else "lost")
        if isinstance(event, Restore):
            heal = f", heals {event.heal_wounds}" if event.heal_wounds else ""
            return f"{who} restores: draws {len(event.drawn)}{heal}"
        if isinstance(event, DragonAwakens):
            return "Dragon's Awakening"
        return type(event).__name__

    # ----- what may happen next (options.py does the work) -----

    def board_text(self, state: OtherSideState) -> tuple[str, ...]:
        """The board in words, one line a place or part, as the board canvas draws it (words.py)."""
        return words.board_text(state)

    def play_summary_parts(self, state: OtherSideState) -> PlayParts:
        """What a finished game's summary reads off the state: scores in parts, rounds, settings (scoring.py)."""
        return scoring.play_summary_parts(state)

    def setup_choices(self, profile: Mapping[str, Any], seed: int) -> tuple[SetUp, ...]:
        """A few legal setups for this profile (one per number of Heroes), varied by `seed`."""
        return choices.setup_events(self.initial_state(profile).profile, seed)


OTHER_SIDE = OtherSideGame()
GAME = OTHER_SIDE  # the name every game's package gives its Game (tests/games/shape.py)
