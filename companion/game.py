"""What a game plugs into a Session and a dashboard: its state, its events, its pure `apply`,
what may happen next (`next_step`, `options`, `is_over`, `outcome`), and what a finished game's
summary takes from the game itself (`play_summary_parts`: scores in parts, rounds, settings)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Mapping, Protocol, runtime_checkable

__all__ = ["TABLE", "CHANCE", "AsksOptions", "Choice", "Game", "Options", "Outcome", "PlayParts", "ScoreLine",
           "SessionGame", "Step", "ruling_settings", "says", "whose", "YOU"]

TABLE = ""          # the actor of a step the whole table does together
CHANCE = "chance"   # the actor of a report of what the cardboard gave (a draw, a roll)



# A solo player is called "You" (Mystling Academy, Maliath): "You concede", not "You concedes".
YOU = "You"
_SECOND_PERSON = {"concedes": "concede", "has": "have", "wins": "win", "is": "are", "loses": "lose"}


def says(player: str, verb: str) -> str:
    """`player` and a verb agreeing with it: 'Ann concedes', 'You concede'."""
    return f"{player} {_SECOND_PERSON.get(verb, verb) if player == YOU else verb}"


def whose(player: str) -> str:
    """The possessive: "Ann's", "Your"."""
    return "Your" if player == YOU else f"{player}'s"

@dataclass(frozen=True)
class Step:
    """What happens next, in the game's words: who acts, which step, its rulebook section, what to do."""

    actor: str                # a player's or Hero's name, TABLE, or CHANCE
    name: str                 # the step as players say it, e.g. "Phase 3: Fighting the Creatures"
    section: str              # the rulebook section it rests on
    prompt: str = ""          # what the table must report or choose, one sentence
    rulings: tuple[str, ...] = ()  # keys of the rulings met at this step (shown beside it)


@dataclass(frozen=True)
class Choice:
    """One legal event now, with the words a button would carry."""

    label: str
    event: Any
    kind: str = "move"        # "move": a player's choice; "report": what the cardboard gave


@dataclass(frozen=True)
class Options:
    """Everything open now: the step, every legal event, and the values each list on screen may offer."""

    step: Step
    choices: tuple[Choice, ...] = ()
    offers: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)

    def events(self) -> tuple[Any, ...]:
        """The legal events, in the order offered."""
        return tuple(c.event for c in self.choices)


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: who won (empty for all players losing or a tie) and one line to show."""

    winners: tuple[str, ...]
    summary: str
    scores: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ScoreLine:
    """One player's (or side's) final score, and its parts where the game scores in parts."""

    player: str
    score: int | None                     # None where the game keeps no score for this side
    parts: tuple[tuple[str, int], ...] = ()  # (part in the game's words, points), adding up to `score`


@dataclass(frozen=True)
class PlayParts:
    """What a finished game's summary takes from the game itself, read off its state (never invented)."""

    scores: tuple[ScoreLine, ...] = ()            # every side that scores, in seating order
    rounds: tuple[str, int] | None = None         # what the game counts and how many: ("turns", 12)
    figures: tuple[tuple[str, int], ...] = ()     # the table's numbers at the end (a co-operative result)
    settings: tuple[tuple[str, str], ...] = ()    # (setting, value) in the game's words: difficulty, variants
    examples: tuple[str, ...] = ()                # the EXAMPLE values still in play (not the table's own)
    cooperative: bool = False                     # the players win or lose together
    start_player: str | None = None               # who took the first turn, where the game says
    seats: tuple[str, ...] = ()                   # the players in the game's order of play, where it has one


def ruling_settings(rulings: Mapping[str, Any], holder: Any) -> tuple[tuple[str, str], ...]:
    """The rulings that are settings, as (the ruling's section and setting, its value in play) read off `holder`."""
    out: list[tuple[str, str]] = []
    for ruling in rulings.values():
        if ruling.setting and hasattr(holder, ruling.setting):
            value = getattr(holder, ruling.setting)
            shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
            out.append((f"{ruling.section}: {ruling.setting.replace('_', ' ')}", shown))
    return tuple(out)


@runtime_checkable
class SessionGame(Protocol):
    """What a Session needs of a game to log, save and replay it: all functions pure, all values immutable.

    Events and states are frozen dataclasses whose fields are JSON-friendly:
    int, str, bool, None, fractions.Fraction, tuples of those, dicts with str keys,
    and nested frozen dataclasses. Setting up a game is itself an event (the first in the log).
    """

    name: str                       # the package name, e.g. "mythicals"
    title: str                      # as players say it, e.g. "Mythicals"
    schema_version: int             # bumped when a saved event's shape changes
    event_types: Mapping[str, type]  # event class name -> event dataclass

    def initial_state(self, profile: Mapping[str, Any]) -> Any:
        """The state before any event, given the component profile (may be empty)."""

    def apply(self, state: Any, event: Any) -> Any:
        """The state after `event`, or raise RuleError saying why the event is refused."""

    def describe(self, state: Any, event: Any) -> str:
        """The step's name as a player would say it, given the state before the event."""


@runtime_checkable
class Game(SessionGame, Protocol):
    """A game as the dashboards and the generic tests see it: a SessionGame that also says what may
    happen next. A widget asks `options` what is legal and shows `next_step`; it never works that out.
    """

    rulings: Mapping[str, Any]      # key -> companion.rulings.Ruling, the readings this game applies

    def next_step(self, state: Any) -> Step:
        """Who acts next, at which step, and what the table must report or choose."""

    def options(self, state: Any) -> Options:
        """The step and every event `apply` accepts now (a finished game offers none)."""

    def is_over(self, state: Any) -> bool:
        """Whether the game has ended."""

    def outcome(self, state: Any) -> Outcome | None:
        """How the game ended, or None while it goes on."""

    def setup_choices(self, profile: Mapping[str, Any], seed: int) -> tuple[Any, ...]:
        """A few legal setup events for this profile, varied by `seed` (the generic playthrough starts there)."""

    def players_of_setup(self, event: Any) -> tuple[str, ...] | None:
        """The players' names if `event` is the setup (the page saves the game then), else None."""

    def board_text(self, state: Any) -> tuple[str, ...]:
        """The board in words, one line a place or part, for a player or screen reader who cannot see the canvas."""

    def play_summary_parts(self, state: Any) -> PlayParts:
        """What a summary of the game takes from its state: the scores in parts, the rounds, the settings in play."""


class AsksOptions:
    """The part of a Game that hands "what may happen next" to the game's options module, written once.

    A game class sets `options_module` to its options.py, which defines next_step, options, is_over,
    outcome and players_of_setup as functions of the state (or the event).
    """

    options_module: ClassVar[Any]

    def next_step(self, state: Any) -> Step:
        """Who acts next, at which step, and what the table must report or choose."""
        return self.options_module.next_step(state)

    def options(self, state: Any) -> Options:
        """The step and every event `apply` accepts now."""
        return self.options_module.options(state)

    def is_over(self, state: Any) -> bool:
        """Whether the game has ended."""
        return self.options_module.is_over(state)

    def outcome(self, state: Any) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        return self.options_module.outcome(state)

    def players_of_setup(self, event: Any) -> tuple[str, ...] | None:
        """The players' names if `event` is the setup, else None."""
        return self.options_module.players_of_setup(event)
