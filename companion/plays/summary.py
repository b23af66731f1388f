"""A finished game as a play: who played, who won, every score in its parts, its length and its settings.

`play_summary` takes a Session or a saved game's records (header first, each later record with its
"at" time, as companion.journal writes them) and reads everything off the game's own answers:
`outcome(state)` for the result, `play_summary_parts(state)` for the scores, rounds and settings.
The length runs from the first to the last step: for records, the first and last "at" after the
header; for a Session, when its saved game was started (its header is written with the setup,
the first step) to its journal's last record (a game opened read-only keeps none: no end). Without
those times the length is None.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Mapping, Sequence

from companion.codec import event_to_json
from companion.game import Game, ScoreLine
from companion.journal import SessionFileError
from companion.records import load_records
from companion.session import Session
from companion.validate import hidden_characters

__all__ = ["GAME_NAMES", "MAX_PLAYER_NAME", "PLAYS_NAMESPACE", "PlayerResult", "PlaySummary", "all_games",
           "check_player_name", "counted", "play_identity", "play_summary"]

# The name a play is logged under: each game's title as its rulebook's cover gives it
# (/work/shared/rules/<rulebook>.txt, first line). BoardGameGeek ids: none is written in the rules
# folder with a source, so none is given (None, never a guessed number).
GAME_NAMES: Mapping[str, tuple[str, int | None]] = {
    "fall": ("Mysthea: The Fall", None),                        # mysthea-the-fall.txt
    "maliath": ("Mysthea: Solo Mode", None),                    # mysthea-solo-maliath.txt ("... Expansion Rulebook")
    "mystling": ("Dragon Eclipse: Mystling Academy", None),     # dragon-eclipse-mystling-academy.txt
    "mythicals": ("Mythicals", None),                           # mythicals.txt
    "other_side": ("From the Other Side", None),                # from-the-other-side.txt
}
MAX_PLAYER_NAME = 80  # characters, as a saved game's name
# The namespace of every uuid a play file carries (uuid5 of it and a play's identity: the same play, the same uuid).
PLAYS_NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "https://github.com/table-companion/plays")


@dataclass(frozen=True)
class PlayerResult:
    """One player of a finished game: the name as typed, the score and its parts, win, seat and start."""

    name: str
    score: int | None                    # None where the game keeps no score
    parts: tuple[tuple[str, int], ...]   # the score's parts in the game's words (or what it counts, e.g. Damage)
    winner: bool
    seat: int                            # 1 for the first seat, in the game's order of play
    start_player: bool


@dataclass(frozen=True)
class PlaySummary:
    """A finished game, every figure read off its log and state."""

    game: str                            # the package name, e.g. "mythicals"
    name: str                            # the name the play is logged under (GAME_NAMES)
    bgg_id: int | None                   # BoardGameGeek's id, only where a source gives it
    outcome: str                         # the game's own one-line outcome
    winners: tuple[str, ...]
    cooperative: bool
    players: tuple[PlayerResult, ...]
    sides: tuple[ScoreLine, ...]         # scored sides that are no player (a solo Enemy)
    figures: tuple[tuple[str, int], ...]  # the table's numbers at the end
    rounds: tuple[str, int] | None       # what the game counts, and how many
    steps: int                           # the steps played (active events)
    started: str | None                  # UTC, ISO 8601, to the second
    ended: str | None
    minutes: int | None                  # the length, to the nearest minute
    settings: tuple[tuple[str, str], ...]
    examples: tuple[str, ...]            # EXAMPLE values in play
    identity: str                        # the play's uuid: the same saved game gives the same one

    @property
    def scored(self) -> bool:
        """Whether any player has a score (else the game is logged without points)."""
        return any(p.score is not None for p in self.players)

    def text(self) -> str:
        """The summary in a few plain lines, as a comment in a play log."""
        lines = [f"{self.name}: {self.outcome}"]
        for p in self.players:
            parts = ", ".join(f"{k} {v}" for k, v in p.parts)
            score = "" if p.score is None else f" {p.score}"
            lines.append(f"{p.name}{score}{' (won)' if p.winner else ''}{f': {parts}' if parts else ''}")
        for side in self.sides:
            lines.append(f"{side.player}: " + ", ".join(f"{k} {v}" for k, v in side.parts))
        if self.figures:
            lines.append("; ".join(f"{k}: {v}" for k, v in self.figures))
        if self.rounds:
            lines.append(f"{counted(self.rounds[1], self.rounds[0])}, {counted(self.steps, 'steps')}")
        if self.settings:
            lines.append("Settings: " + "; ".join(f"{k}: {v}" for k, v in self.settings))
        if self.examples:
            lines.append("EXAMPLE values in play: " + "; ".join(self.examples))
        return "\n".join(lines)


def counted(n: int, plural: str) -> str:
    """'1 round', '12 rounds': a count with what it counts (given in the plural, as the games say it)."""
    return f"{n} {plural[:-1] if n == 1 and plural.endswith('s') else plural}"


def check_player_name(name: Any, field: str = "player name", max_length: int = MAX_PLAYER_NAME) -> str:
    """`name` exactly as typed, if it can go into a play file; else ValueError saying why (as every name)."""
    if type(name) is not str or not name.strip():
        raise ValueError(f"{field}: must be a non-empty text, got {name!r}"[:120])
    if len(name) > max_length:
        raise ValueError(f"{field}: at most {max_length} characters, got {len(name)}")
    hidden = hidden_characters(name)
    if hidden:
        raise ValueError(f"{field}: {name[:40]!r} holds a character that cannot be seen "
                         f"({', '.join(hidden[:3])}); type it again")
    return name


def _parse_time(value: Any) -> datetime | None:
    if type(value) is not str:
        return None
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        return None
    return when.astimezone(timezone.utc) if when.tzinfo else when.replace(tzinfo=timezone.utc)


def _iso(when: datetime | None) -> str | None:
    return when.replace(microsecond=0).isoformat() if when else None


def _from_records(records: Sequence[Mapping[str, Any]], games: Mapping[str, Game] | None
                  ) -> tuple[Session, datetime | None, datetime | None]:
    if not records or not all(isinstance(r, Mapping) for r in records):
        raise ValueError("records: expected a saved game's records (its header first)")
    try:
        session, _ = load_records([dict(r) for r in records], dict(games or all_games()), "The saved game")
    except SessionFileError as exc:  # damaged or foreign: the saved-game reader's own words
        raise ValueError(str(exc)) from None
    times = [t for t in (_parse_time(r.get("at")) for r in records[1:]) if t is not None]
    return session, (min(times) if times else None), (max(times) if times else None)


def all_games() -> dict[str, Game]:
    """The five games a play may be of, by package name."""
    import importlib
    return {key: importlib.import_module(f"companion.games.{key}.game").GAME for key in GAME_NAMES}


def _session_times(session: Session) -> tuple[datetime | None, datetime | None]:
    last = getattr(session.journal, "last_record", None)
    record = last() if callable(last) else None
    end = _parse_time(record.get("at")) if isinstance(record, dict) else None
    return _parse_time(session.created), end


def play_identity(session: Session) -> str:
    """The play's uuid: uuid5 of the saved game's header identity (game, name, seed, started) and the hash of
    its first record (the setup), so the same saved game gives the same play however often it is logged."""
    first = event_to_json(session.events[0]) if session.events else None
    setup = hashlib.blake2b(json.dumps(first, sort_keys=True, separators=(",", ":")).encode("utf-8", "surrogatepass"),
                            digest_size=16).hexdigest()
    key = json.dumps([session.game.name, session.name or "", session.seed, session.created or "", setup],
                     separators=(",", ":"))
    return str(uuid.uuid5(PLAYS_NAMESPACE, "play:" + key))


def play_summary(source: Session | Sequence[Mapping[str, Any]],
                 games: Mapping[str, Game] | None = None) -> PlaySummary:
    """The summary of a finished game; ValueError for a game not over (or records that are not a saved game)."""
    if isinstance(source, Session):
        session, (start, end) = source, _session_times(source)
    else:
        session, start, end = _from_records(source, games)
    game, state = session.game, session.state
    if not isinstance(game, Game):
        raise ValueError(f"{game.title} says nothing of how a game ends, so it has no summary")
    if not game.is_over(state):
        raise ValueError(f"This game of {game.title} is not over ({len(session)} steps played): "
                         "a summary is made of a finished game only")
    outcome = game.outcome(state)
    assert outcome is not None, "a finished game has an outcome"
    parts = game.play_summary_parts(state)
    names = session.players or (game.players_of_setup(session.events[0]) if session.events else None) or ()
    names = tuple(check_player_name(n) for n in names)
    if parts.seats and sorted(parts.seats) == sorted(names):  # seated in the game's order of play
        names = parts.seats
    lines = {line.player: line for line in parts.scores}
    # The game's own winners: in a co-operative game every player when the table won, none when it lost.
    winners = set(outcome.winners)
    players = tuple(PlayerResult(n, lines[n].score if n in lines else None, lines[n].parts if n in lines else (),
                                 n in winners, seat, n == parts.start_player)
                    for seat, n in enumerate(names, start=1))
    minutes = int((end - start).total_seconds() + 30) // 60 if start and end and end >= start else None
    title, bgg_id = GAME_NAMES.get(game.name, (game.title, None))
    return PlaySummary(
        game=game.name, name=title, bgg_id=bgg_id, outcome=outcome.summary, winners=tuple(outcome.winners),
        cooperative=parts.cooperative, players=players,
        sides=tuple(line for line in parts.scores if line.player not in names), figures=parts.figures,
        rounds=parts.rounds, steps=len(session), started=_iso(start), ended=_iso(end), minutes=minutes,
        settings=parts.settings, examples=parts.examples, identity=play_identity(session))
