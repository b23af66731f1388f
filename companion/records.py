"""A saved game's content: its header and records, their migrations, and rebuilding a session from them.

The records are those of companion.journal; rebuilding parses nothing but JSON values and
replays each event through the game's pure rules, so a file can only ever be refused.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Iterable, Mapping

from companion.codec import event_from_json, event_to_json
from companion.errors import RuleError
from companion.game import SessionGame as Game
from companion.journal import FILE_SCHEMA, FORMAT, SessionFileError
from companion.session import MAX_EVENTS, Session, now_iso

__all__ = ["FORMAT", "FILE_SCHEMA", "MIGRATIONS", "games_by_name", "header_of", "records_of", "load_records"]


def _from_unchained(header: dict[str, Any], records: list[dict[str, Any]]
                    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """File version 1 -> 2: the same records; the seal and chain are added when the file is rewritten."""
    return header, records


# File-format migrations: MIGRATIONS[v](header, records) -> (header, records) in schema v + 1.
# A game's own event migrations live in `game.migrations` (optional):
# {v: function(event_json) -> event_json in game schema v + 1}.
MIGRATIONS: dict[int, Callable[[dict[str, Any], list[dict[str, Any]]],
                               tuple[dict[str, Any], list[dict[str, Any]]]]] = {1: _from_unchained}


def games_by_name(games: Mapping[str, Game] | Iterable[Game] | Game) -> dict[str, Game]:
    """The games a dashboard plays, by name, from one game, a list of games or a name -> game dict."""
    if isinstance(games, Game):
        return {games.name: games}
    if isinstance(games, Mapping):
        return dict(games)
    return {g.name: g for g in games}


def header_of(session: Session) -> dict[str, Any]:
    """The first line of the session's file: format, versions, game, players, seed, profile, created."""
    return {"format": FORMAT, "schema": FILE_SCHEMA, "game": session.game.name,
            "game_schema": session.game.schema_version, "title": session.game.title,
            "name": session.name or "", "players": list(session.players), "seed": session.seed,
            "profile": session.profile, "created": session.created or now_iso(),
            **({"host": session.host} if session.host is not None else {}),
            **({"host_key": session.host_key} if session.host_key is not None else {})}


def _migrate(header: dict[str, Any], records: list[dict[str, Any]], label: str
             ) -> tuple[dict[str, Any], list[dict[str, Any]], bool]:
    schema = header.get("schema")
    if type(schema) is not int:
        raise SessionFileError(f"{label} has no schema version; it is not a table-companion saved game.")
    if schema > FILE_SCHEMA:
        raise SessionFileError(f"{label} was saved by a newer table-companion (file version {schema}; this one "
                               f"reads up to {FILE_SCHEMA}). Update table-companion to open it.")
    migrated = schema < FILE_SCHEMA
    while schema < FILE_SCHEMA:
        if schema not in MIGRATIONS:
            raise SessionFileError(f"{label} is in file version {schema}, which this table-companion "
                                   "can no longer read.")
        try:
            header, records = MIGRATIONS[schema](dict(header), [dict(r) for r in records])
        except Exception as exc:  # a migration meets whatever an old or hostile file holds
            raise SessionFileError(f"{label} could not be upgraded from file version {schema}: "
                                   f"{_reason(exc)}") from None
        schema += 1
        header["schema"] = schema
    return header, records, migrated


def _header_fields(header: dict[str, Any], label: str) -> tuple[int, list[str], dict[str, Any]]:
    """The seed, players and profile a header must hold (never defaulted: they decide the game)."""
    missing = [k for k in ("seed", "players", "profile") if header.get(k) is None]
    if missing:
        why = {"seed": "the seed (the automated draws depend on it)",
               "players": "the players", "profile": "the component profile (the rules depend on it)"}
        raise SessionFileError(f"{label} has a damaged header: it does not say "
                               f"{' or '.join(why[k] for k in missing)}; it was left as it is.")
    seed, players, profile = header["seed"], header["players"], header["profile"]
    if type(seed) is not int or not 0 <= seed < 2**63:
        raise SessionFileError(f"{label} has a damaged header: seed: expected an int from 0 to 2**63-1, "
                               f"got {_short(seed)}.")
    if type(players) is not list or not all(type(p) is str for p in players):
        raise SessionFileError(f"{label} has a damaged header: players: expected a list of names, "
                               f"got {_short(players)}.")
    if type(profile) is not dict:
        raise SessionFileError(f"{label} has a damaged header: profile: expected an object, got {_short(profile)}.")
    return seed, players, profile


def _short(value: Any) -> str:
    try:
        shown = repr(value)
    except RecursionError:
        return "something nested too deeply"
    return shown if len(shown) <= 60 else shown[:57] + "..."


def _reason(exc: BaseException) -> str:
    if isinstance(exc, RecursionError):
        return "it is nested too deeply"
    text = str(exc)
    return text if text and isinstance(exc, (ValueError, TypeError)) else f"{type(exc).__name__}: {text}"


def load_records(records: list[dict[str, Any]], games: Mapping[str, Game], label: str) -> tuple[Session, bool]:
    """Rebuild a session from a file's records (header first); SessionFileError if anything is off."""
    header = records[0]
    if header.get("format") != FORMAT:
        raise SessionFileError(f"{label} is not a table-companion saved game.")
    header, body, migrated = _migrate(header, records[1:], label)
    name = header.get("game")
    if type(name) is not str:
        raise SessionFileError(f"{label} has a damaged header: game: expected the name of a game, got "
                               f"{_short(name)}.")
    game = games.get(name)
    if game is None:
        plays = ", ".join(g.title for g in games.values()) or "nothing"
        title = header.get("title") if type(header.get("title")) is str and header.get("title") else name
        raise SessionFileError(f"{label} is a saved game of {title[:80]!r}, "
                               f"which this dashboard does not play (it plays: {plays}).")
    game_schema = header.get("game_schema")
    if type(game_schema) is not int or game_schema > game.schema_version:
        raise SessionFileError(f"{label} was saved by a newer version of {game.title} (rules version "
                               f"{_short(game_schema)}; this one knows up to {game.schema_version}). "
                               "Update table-companion.")
    seed, players, profile = _header_fields(header, label)
    saved_name = header.get("name")
    try:
        session = Session(game, profile=profile, seed=seed, players=players,
                          name=saved_name if type(saved_name) is str and saved_name else None)
    except Exception as exc:  # a hostile profile may upset the game's own setup in any way
        raise SessionFileError(f"{label} has a damaged header: {_reason(exc)}") from None
    session.created = header.get("created") if type(header.get("created")) is str else None
    host = header.get("host")
    session.host = host if type(host) is str and host else None  # the page that started it (issue #16)
    host_key = header.get("host_key")  # the digest of the host's secret (issue #24)
    if host_key is not None and (type(host_key) is not str or not re.fullmatch(r"[0-9a-f]{32}", host_key)):
        raise SessionFileError(f"{label} has a damaged header: host_key: expected the digest of the host's "
                               f"key, got {_short(host_key)}.")
    session.host_key = host_key
    migrations = getattr(game, "migrations", {})
    missing = [v for v in range(game_schema, game.schema_version) if v not in migrations]
    if missing:
        raise SessionFileError(f"{label} was saved with rules version {game_schema} of {game.title}, "
                               "which this table-companion can no longer read.")
    migrated = migrated or game_schema < game.schema_version
    moves = sum(1 for record in body if record.get("op") == "event")
    if moves > MAX_EVENTS:  # refused before any is replayed: each costs an apply
        raise SessionFileError(f"{label} holds {moves:,} moves, more than the {MAX_EVENTS:,} the most a saved game "
                               "may hold; it is not a game played here. It was left as it is.")
    for line, record in enumerate(body, start=2):
        try:
            op = record.get("op")
            if op == "event":
                data = record.get("event")
                for version in range(game_schema, game.schema_version):
                    data = migrations[version](data)
                session.apply(event_from_json(data, game.event_types))
            elif op in ("undo", "redo"):
                getattr(session, op)(record.get("count"))
            elif op == "table":  # looking versus playing (issue #16): no move, a setting of the table
                others, host = record.get("others"), record.get("host", session.host)
                if others not in ("play", "look"):
                    raise ValueError(f"others: expected 'play' or 'look', got {_short(others)}")
                if host is not None and (type(host) is not str or not host):
                    raise ValueError(f"host: expected a page's name, got {_short(host)}")
                session.others_play, session.host = others == "play", host
            else:
                raise ValueError(f"unknown record {_short(op)}")
            n = record.get("n")
            if type(n) is not int:
                raise ValueError("it does not say how many steps are played")
            if n != len(session):
                raise ValueError(f"it says {n} steps are played, but its moves give {len(session)}")
        except RuleError as exc:
            raise SessionFileError(f"{label} holds a move the rules refuse (line {line}): {exc}") from None
        except Exception as exc:  # hostile content must never escape as a traceback
            raise SessionFileError(f"{label} is damaged at line {line}: {_reason(exc)}") from None
    return session, migrated


def records_of(session: Session) -> list[dict[str, Any]]:
    """The file body that rebuilds the session: every event (active then undone), then one undo."""
    out: list[dict[str, Any]] = []
    steps = list(session.steps) + list(session.redo_steps)
    for n, (event, step) in enumerate(zip(session.events + session.redo_events, steps), start=1):
        out.append({"op": "event", "event": event_to_json(event), "n": n, "step": step})
    if session.redo_events:
        n = len(session)
        out.append({"op": "undo", "count": len(session.redo_events), "n": n, "step": steps[n - 1] if n else ""})
    if not session.others_play:  # the host lets the others only look: kept through export and rewrite
        n = len(session)
        out.append({"op": "table", "others": "look", "n": n, "step": steps[n - 1] if n else ""})
    return out
