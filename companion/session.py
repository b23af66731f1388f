"""A game session: the event log, apply, undo/redo, replay with cached snapshots, and its rng.

The log is the truth: `state` is what replaying the active events gives. Undo moves
the last event onto a redo stack; redo puts it back; a new event clears the redo stack.
When a journal is attached (see companion.storage) every change is written to it, and
made durable, before the method returns; a refused event writes nothing.

Chance and undo: `session.rng` is a `random.Random` seeded from (the session's seed,
the number of active events). A replay or a resumed session therefore draws exactly
what the original would have drawn, and undoing a draw then drawing again gives the
same value: undo is not a reshuffle (players cannot fish for a better automated draw).
The draws change only once the log has a different length. Within one step, successive
calls on `session.rng` advance it as usual; every draw must be recorded as an event.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
import secrets
from datetime import datetime, timezone
from typing import Any, Mapping, Protocol, Sequence

from companion.codec import event_from_json, event_to_json
from companion.game import SessionGame as Game

__all__ = ["Session", "SessionError", "ReadOnlySessionError", "LookOnlyError", "Journal", "now_iso",
           "set_page_label", "page_label", "PAGE_KEY_COOKIE", "set_page_key", "page_key_digest", "key_digest", "MAX_LABEL",
           "MAX_EVENTS"]

# The most events one session's branch may hold (active and undone). A whole game of any of the five
# takes a few hundred; a file far longer is hostile, and each event is one apply when it is opened.
MAX_EVENTS = 5_000


class SessionError(Exception):
    """A session operation that cannot happen (read-only, damaged or foreign file, ...)."""


class ReadOnlySessionError(SessionError):
    """A change was asked of a session opened read-only."""


class LookOnlyError(SessionError):
    """A move was asked of a page that the host lets look, not play (issue #16)."""


class Journal(Protocol):
    """Where a session's changes go: `write` returns only once the record is durable."""

    read_only: bool

    def write(self, record: dict[str, Any]) -> None:
        """Persist one record (a JSON object) durably, or raise leaving the file as it was."""

    def close(self) -> None:
        """Release the file and its lock."""


# ----- who made a step (issue #16) -------------------------------------------------------------
# Each record a session appends says "by": the label of the page (device) that made it, so every
# page following the game can say who made the last step. A process-wide label (one Voila page is
# one kernel) unless a session sets its own `by`. An extra field: the chain seals it like any
# other, and readers that do not know it ignore it, so the file format is unchanged.
MAX_LABEL = 40
_PAGE_LABEL: list[str | None] = [None]


def _clean_label(label: Any) -> str | None:
    if label is None:
        return None
    if type(label) is not str:
        raise TypeError(f"label: expected a str, got {label!r}")
    text = "".join(ch for ch in label if ch.isprintable()).strip()[:MAX_LABEL]
    return text or None


def set_page_label(label: str | None) -> None:
    """Name this process's page (device) in the records it appends from now on (None: no name)."""
    _PAGE_LABEL[0] = _clean_label(label)


def page_label() -> str | None:
    """This process's page label (see `set_page_label`)."""
    return _PAGE_LABEL[0]


# ----- the host's key (issue #24) --------------------------------------------------------------
# A label is shown to everyone and anyone can type it, so the host is not a label: it is a secret the
# host's browser holds (the servers give each browser one, in a cookie no page script can read) and
# the saved game keeps only its digest. A page whose secret's digest is the game's `host_key` is the
# host; the label is only the name shown.
_PAGE_KEY: list[str | None] = [None]
PAGE_KEY_COOKIE = "tc_page_key"  # the cookie the servers keep a browser's secret in (scripts/voila_guards.py)


def key_digest(secret: str) -> str:
    """The digest a saved game keeps of a page's secret (never the secret itself)."""
    return hashlib.blake2b(secret.encode("utf-8", "surrogatepass"), digest_size=16,
                           person=b"tc-host-key").hexdigest()


def set_page_key(secret: str | None) -> None:
    """Give this process's page its browser's secret (None: it has none, as in a plain notebook)."""
    _PAGE_KEY[0] = key_digest(secret) if secret else None


def page_key_digest() -> str | None:
    """The digest of this process's page secret (see `set_page_key`), or None."""
    return _PAGE_KEY[0]


def now_iso() -> str:
    """The current UTC time, to the second, in ISO 8601."""
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


MAX_PROFILE_DEPTH = 32  # a component profile is a few levels deep; far deeper is hostile


def _too_deep(value: Any, limit: int) -> bool:
    """Whether lists and dicts nest more than `limit` levels in `value` (checked without recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list, tuple)) or isinstance(item, Mapping):
            if depth > limit:
                return True
            children = item.values() if isinstance(item, Mapping) else item
            stack.extend((child, depth + 1) for child in children)
    return False


def _plain_profile(profile: Mapping[str, Any] | None) -> dict[str, Any]:
    if profile is None:
        return {}
    if not isinstance(profile, Mapping):
        raise TypeError(f"profile: expected a dict, got {profile!r}")
    if _too_deep(profile, MAX_PROFILE_DEPTH):
        raise ValueError(f"profile: nested too deeply to be a component profile (more than "
                         f"{MAX_PROFILE_DEPTH} levels)")
    try:
        # a JSON round trip both checks the profile is plain JSON and detaches it from the caller
        return json.loads(json.dumps(dict(profile), allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"profile: must be plain JSON (str keys, no NaN): {exc}") from exc
    except RecursionError:
        raise ValueError("profile: nested too deeply to be a component profile") from None


class Session:
    """One game's event log and component profile, with undo/redo and an optional durable journal."""

    def __init__(self, game: Game, *, profile: Mapping[str, Any] | None = None, seed: int | None = None,
                 players: Sequence[str] = (), name: str | None = None) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"game: expected a companion.game.SessionGame, got {game!r}")
        if seed is None:
            seed = secrets.randbits(63)
        if type(seed) is not int or not 0 <= seed < 2**63:
            raise ValueError(f"seed: expected an int from 0 to 2**63-1, got {seed!r}")
        if isinstance(players, str) or not all(type(p) is str for p in players):
            raise TypeError(f"players: expected a sequence of names (str), got {players!r}")
        self.game = game
        self.name = name
        self.seed = seed
        self.players: tuple[str, ...] = tuple(players)
        self._profile = _plain_profile(profile)
        # The branch: every event played and not abandoned, with its step's name; the first `_cursor`
        # are active, the rest undone (the next to redo first). Undo and redo only move the cursor.
        self._branch: list[Any] = []
        self._branch_steps: list[str] = []
        self._cursor = 0
        initial = game.initial_state(copy.deepcopy(self._profile))
        # The state after each event of the branch (active, then undone): undo and redo move along it,
        # so they cost no apply, and opening a file costs one apply per event record, whatever its undos.
        self._states: list[Any] = [initial]
        self._state = initial
        self._rng: random.Random | None = None
        self.journal: Journal | None = None
        self.created: str | None = None  # set by storage: when the saved game was started
        self.warning: str | None = None  # set by storage when a load lost something (e.g. a torn last line)
        self.by: str | None = None  # who makes this session's steps; None: the page label (issue #16)
        # Looking versus playing (issue #16): the host is the page that started the saved game (its
        # label, kept in the file's header and moved by a "table" record); only the host decides
        # whether the other pages may play too ("table" records in the log, so it survives a reload).
        self.host: str | None = None
        self.others_play = True
        # The digest of the host's secret (see set_page_key); None in a game started by a page without
        # one, where the host's label decides, as before keys. `key` is this session's own page digest
        # (None: the process's), as `by` is its own label.
        self.host_key: str | None = None
        self.key: str | None = None

    # ----- looking versus playing -----
    def who(self) -> str | None:
        """The label this session's steps are saved under: its own `by`, else the page label."""
        return _clean_label(self.by) if self.by is not None else _PAGE_LABEL[0]

    def page_key(self) -> str | None:
        """The digest of this session's page secret: its own `key`, else the process's."""
        return self.key if self.key is not None else _PAGE_KEY[0]

    @property
    def is_host(self) -> bool:
        """True on the host's page: the page holding the host's secret, where the game has one; else the
        page with the host's label (a game started without a secret, or saved before hosts were recorded)."""
        if self.host_key is not None:
            return self.page_key() == self.host_key
        return self.host is None or self.who() == self.host

    def looking_reason(self) -> str | None:
        """Why this page may only look (one line), or None when it may play."""
        if self.journal is None or self.others_play or self.is_host:
            return None
        return f"Only looking: the host ({self.host}) lets the other pages look, not play."

    def set_table(self, *, others_play: bool | None = None, host: str | None = None) -> None:
        """The host lets the other pages play (True) or only look (False), or hands the host's name on
        (a renamed host page); saved as a "table" record, so every page and every reload sees it."""
        self._check_writable()
        if not self.is_host:
            raise LookOnlyError(f"Only the host ({self.host}) decides whether the other pages may play.")
        if others_play is not None and type(others_play) is not bool:
            raise TypeError(f"others_play: expected a bool, got {others_play!r}")
        new_host = _clean_label(host) if host is not None else self.host
        allow = self.others_play if others_play is None else others_play
        if allow == self.others_play and new_host == self.host:
            return
        record = {"op": "table", "others": "play" if allow else "look", "n": self._cursor,
                  "step": self._branch_steps[self._cursor - 1] if self._cursor else ""}
        if new_host is not None:
            record["host"] = new_host
        self._write(record)
        self.others_play, self.host = allow, new_host

    # ----- reading -----
    @property
    def profile(self) -> dict[str, Any]:
        """A copy of the component profile (plain JSON)."""
        return copy.deepcopy(self._profile)

    @property
    def state(self) -> Any:
        """The state after the active events."""
        return self._state

    @property
    def events(self) -> tuple[Any, ...]:
        """The active events, oldest first."""
        return tuple(self._branch[:self._cursor])

    @property
    def redo_events(self) -> tuple[Any, ...]:
        """The undone events, in the order redo would put them back."""
        return tuple(self._branch[self._cursor:])

    @property
    def redo_steps(self) -> tuple[str, ...]:
        """The undone events' step names, in the order redo would put them back."""
        return tuple(self._branch_steps[self._cursor:])

    @property
    def steps(self) -> tuple[str, ...]:
        """Each active event's name as a player says it (from `game.describe`), oldest first."""
        return tuple(self._branch_steps[:self._cursor])

    @property
    def can_undo(self) -> bool:
        """Whether there is an event to undo (and the session may be changed)."""
        return self._cursor > 0 and not self.read_only

    @property
    def can_redo(self) -> bool:
        """Whether there is an undone event to put back (and the session may be changed)."""
        return self._cursor < len(self._branch) and not self.read_only

    @property
    def read_only(self) -> bool:
        """True when the session's journal was opened read-only."""
        return self.journal is not None and self.journal.read_only

    def __len__(self) -> int:
        return self._cursor

    @property
    def rng(self) -> random.Random:
        """The companion's generator at this point of the log: seeded from (seed, number of events)."""
        if self._rng is None:  # reset by every change to the log
            self._rng = random.Random(f"table-companion:{self.seed}:{self._cursor}")
        return self._rng

    def state_at(self, n: int) -> Any:
        """The state after the first `n` active events (0 = before any)."""
        if type(n) is not int or not 0 <= n <= self._cursor:
            raise ValueError(f"n: expected an int from 0 to {self._cursor}, got {n!r}")
        return self._states[n]

    def replay(self) -> Any:
        """The state from a cold replay of the whole log, ignoring every cached snapshot."""
        state = self.game.initial_state(copy.deepcopy(self._profile))
        for event in self._branch[:self._cursor]:
            state = self.game.apply(state, event)
        return state

    # ----- changing -----
    def _check_writable(self) -> None:
        is_current = getattr(self.journal, "is_current", None)
        if is_current is not None and not is_current():  # another page moved the game on
            conflict = self.journal.moved_on()  # type: ignore[union-attr]
            self._reload_after(conflict)
            raise conflict
        reason = self.looking_reason()
        if reason is not None:
            raise LookOnlyError(f"{reason} Nothing was changed.")
        if self.read_only:
            name = f" {self.name!r}" if self.name else ""
            reason = getattr(self.journal, "reason", "") or ""
            # A file this machine cannot write is not mended by resuming it: say what does help.
            remedy = ("Export it and import it here (into a folder that can be written) to make moves."
                      if reason else "Resume it to make moves.")
            raise ReadOnlySessionError(f"The saved game{name} is open read-only{reason}: nothing was changed. {remedy}")

    def _write(self, record: dict[str, Any]) -> None:
        if self.journal is not None:
            record["at"] = now_iso()
            by = _clean_label(self.by) if self.by is not None else _PAGE_LABEL[0]
            if by:
                record["by"] = by
            try:
                self.journal.write(record)
            except SessionError as exc:
                if getattr(exc, "reloaded", None) is False:  # the game moved on in another page
                    self._reload_after(exc)
                raise

    def _reload_after(self, conflict: SessionError) -> None:
        """Show the latest saved log after a refused write (the move itself is not applied)."""
        try:
            self.reload()
        except SessionError as exc:
            try:
                again = type(exc)(f"{conflict} But the latest saved game cannot be read: {exc}")
            except TypeError:  # pragma: no cover - an error class with another signature
                again = SessionError(f"{conflict} But the latest saved game cannot be read: {exc}")
            raise again from None
        conflict.reloaded = True  # type: ignore[attr-defined]

    def reload(self) -> None:
        """Bring the session up to its saved file: after another page moved the game on, show the latest.

        A session without a file (or read-only) is left as it is. The saved game is read again in
        full (and checked); on a refusal the session is unchanged and SessionError says why.
        """
        reopen = getattr(self.journal, "reopen", None)
        if reopen is None:
            return
        fresh = reopen()
        old, self.journal = self.journal, fresh.journal
        fresh.journal = None
        if old is not None and old is not self.journal:
            old.close()
        self.seed, self.players, self._profile = fresh.seed, fresh.players, fresh._profile
        self._branch, self._branch_steps, self._cursor = fresh._branch, fresh._branch_steps, fresh._cursor
        self._states, self._state, self._rng = fresh._states, fresh._state, None
        self.created, self.warning = fresh.created, fresh.warning
        self.host, self.others_play, self.host_key = fresh.host, fresh.others_play, fresh.host_key

    def apply(self, event: Any) -> Any:
        """Apply `event` and return the new state; a RuleError leaves the session (and file) unchanged."""
        self._check_writable()
        if type(event).__name__ not in self.game.event_types or \
                self.game.event_types[type(event).__name__] is not type(event):
            raise TypeError(f"event: {event!r} is not one of {self.game.title}'s events "
                            f"({', '.join(self.game.event_types)})")
        encoded = event_to_json(event)
        if event_from_json(json.loads(json.dumps(encoded)), self.game.event_types) != event:
            raise TypeError(f"event: {event!r} does not survive saving (it would load back different)")
        if self._cursor >= MAX_EVENTS:
            raise SessionError(f"This game holds {MAX_EVENTS:,} steps, the most a saved game may; nothing was "
                               "changed. Export it and start a new game.")
        new_state = self.game.apply(self._state, event)  # RuleError propagates: nothing changed yet
        step = self.game.describe(self._state, event)
        self._write({"op": "event", "event": encoded, "n": self._cursor + 1, "step": step})
        del self._branch[self._cursor:], self._branch_steps[self._cursor:]  # a new event abandons the undone ones
        del self._states[self._cursor + 1:]  # and their states
        self._branch.append(event)
        self._branch_steps.append(step)
        self._cursor += 1
        self._state = new_state
        self._rng = None
        self._states.append(new_state)
        return new_state

    def undo(self, count: int = 1) -> Any:
        """Undo the last `count` events (kept for redo) and return the state."""
        self._check_writable()
        if type(count) is not int or not 1 <= count <= self._cursor:
            raise ValueError(f"count: expected an int from 1 to {self._cursor} (events to undo), got {count!r}")
        keep = self._cursor - count
        state = self.state_at(keep)
        self._write({"op": "undo", "count": count, "n": keep, "step": self._branch_steps[keep - 1] if keep else ""})
        self._cursor = keep
        self._state = state
        self._rng = None
        return state

    def redo(self, count: int = 1) -> Any:
        """Put back the last `count` undone events and return the state."""
        self._check_writable()
        undone = len(self._branch) - self._cursor
        if type(count) is not int or not 1 <= count <= undone:
            raise ValueError(f"count: expected an int from 1 to {undone} (events to redo), got {count!r}")
        state = self._states[self._cursor + count]  # computed when the events were first applied
        self._write({"op": "redo", "count": count, "n": self._cursor + count,
                     "step": self._branch_steps[self._cursor + count - 1]})
        self._cursor += count
        self._state = state
        self._rng = None
        return state

    def go_back_to(self, n: int) -> Any:
        """Undo every event after the first `n` (one undo record); `n` = len(session) does nothing."""
        if type(n) is not int or not 0 <= n <= self._cursor:
            raise ValueError(f"n: expected an int from 0 to {self._cursor}, got {n!r}")
        if n == self._cursor:
            return self._state
        return self.undo(self._cursor - n)

    def close(self) -> None:
        """Release the journal (its file and lock); the session stays readable in memory."""
        if self.journal is not None:
            self.journal.close()

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return (f"Session({self.game.name!r}, name={self.name!r}, events={self._cursor}, "
                f"redo={len(self._branch) - self._cursor}{', read-only' if self.read_only else ''})")

