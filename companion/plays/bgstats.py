"""Plays as a BG Stats file, and our own reader of one (a BG Stats export or a file written here).

The file is the JSON object the BG Stats app exports and imports, written from its public shape,
with only these fields (every other field of the app's export is left out, and ignored on reading):

    games      id (int), uuid, name, modificationDate, bggId (int, 0 when unknown), bggName, bggYear (0),
               cooperative, highestWins, noPoints, usesTeams (bool)
    players    id (int), uuid, name, isAnonymous (bool), modificationDate
    locations  id, uuid, name, modificationDate (none written: the companion does not know where you play)
    plays      uuid, gameRefId (a game's id), playDate and entryDate and modificationDate
               ("YYYY-MM-DD HH:MM:SS", UTC: the saved game keeps UTC times), durationMin (int), rounds (int),
               usesTeams, ignored, manualWinner (bool), comments (the companion's summary), playerScores
    playerScores  playerRefId (a player's id), score (a string, "" without points), winner, startPlayer,
               newPlayer (bool; False: the companion cannot know), seatOrder (int, 1 for the first seat)

Every uuid is a uuid5: a play's of its saved game's identity (companion.plays.summary.play_identity),
a game's of its package name, a player's of the name as typed, so logging the same play twice gives
the same file and the app sees the same play. Reading parses JSON only (never eval or pickle), with
limits on size and counts, and refuses a damaged or foreign file with a ValueError naming what is wrong.
"""

from __future__ import annotations

import json
import re
import uuid
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Iterable, Mapping

from companion.plays.summary import PLAYS_NAMESPACE, PlaySummary, check_player_name
from companion.validate import json_object, size_text

__all__ = ["MAX_BGSTATS_BYTES", "BgStatsPlay", "BgStatsScore", "bgstats_json", "bgstats_plays", "read_bgstats"]

MAX_BGSTATS_BYTES = 20_000_000  # the largest import (companion.transfer); a player's whole BG Stats history fits
MAX_PLAYS = 100_000
MAX_ROWS = 20_000               # games, players or locations
MAX_SCORES = 100                # playerScores of one play
MAX_TEXT = 200                  # a game's or player's name
MAX_COMMENTS = 20_000
_DATE = re.compile(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}")


@dataclass(frozen=True)
class BgStatsScore:
    """One player's line of a play, as BG Stats keeps it."""

    player: str
    score: str
    winner: bool
    start_player: bool
    new_player: bool
    seat: int


@dataclass(frozen=True)
class BgStatsPlay:
    """One play of a BG Stats file, with its game and players named (not by their ids)."""

    uuid: str
    game: str
    bgg_id: int
    date: str                 # "YYYY-MM-DD HH:MM:SS"
    minutes: int
    scores: tuple[BgStatsScore, ...]
    comments: str = ""


def _uuid(kind: str, key: str) -> str:
    return str(uuid.uuid5(PLAYS_NAMESPACE, f"{kind}:{key}"))


def _date(iso: str | None, what: str) -> str:
    if iso is None:
        raise ValueError(f"{what}: the saved game does not say when it was played, so it cannot be logged "
                         "with a date")
    when = datetime.fromisoformat(iso).astimezone(timezone.utc)
    return when.strftime("%Y-%m-%d %H:%M:%S")


def bgstats_plays(summaries: Iterable[PlaySummary]) -> list[BgStatsPlay]:
    """The plays a BG Stats file of these summaries holds, as our reader gives them back."""
    out = []
    for s in summaries:
        scores = tuple(BgStatsScore(check_player_name(p.name), "" if p.score is None else str(p.score), p.winner,
                                    p.start_player, False, p.seat) for p in s.players)
        out.append(BgStatsPlay(s.identity, s.name, s.bgg_id or 0, _date(s.started, s.name), s.minutes or 0,
                               scores, s.text()))
    return out


def bgstats_json(summaries: Iterable[PlaySummary]) -> str:
    """A BG Stats file (JSON text) holding these finished games: their games, players and plays."""
    summaries = list(summaries)
    games: dict[str, dict[str, Any]] = {}
    players: dict[str, dict[str, Any]] = {}
    plays = []
    for s, play in zip(summaries, bgstats_plays(summaries)):
        if s.game not in games:
            # A game's kind is the same in all its plays: co-operative, or scored (highest wins), or neither.
            games[s.game] = {"id": len(games) + 1, "uuid": _uuid("game", s.game), "name": s.name,
                             "modificationDate": play.date, "bggId": s.bgg_id or 0, "bggName": s.name, "bggYear": 0,
                             "cooperative": s.cooperative, "highestWins": s.scored, "noPoints": not s.scored,
                             "usesTeams": False}
        scores = []
        for line in play.scores:
            if line.player not in players:
                players[line.player] = {"id": len(players) + 1, "uuid": _uuid("player", line.player),
                                        "name": line.player, "isAnonymous": False, "modificationDate": play.date}
            scores.append({"playerRefId": players[line.player]["id"], "score": line.score, "winner": line.winner,
                           "startPlayer": line.start_player, "newPlayer": line.new_player, "seatOrder": line.seat})
        plays.append({"uuid": play.uuid, "gameRefId": games[s.game]["id"], "playDate": play.date,
                      "entryDate": play.date, "modificationDate": play.date, "durationMin": play.minutes,
                      "rounds": s.rounds[1] if s.rounds else 0, "usesTeams": False, "ignored": False,
                      "manualWinner": False, "comments": play.comments, "playerScores": scores})
    return json.dumps({"games": list(games.values()), "players": list(players.values()), "locations": [],
                       "plays": plays}, ensure_ascii=False, indent=1)


# ----- reading ---------------------------------------------------------------------------------

def _list(raw: Mapping[str, Any], key: str, limit: int, *, required: bool = True) -> list[Any]:
    if key not in raw and not required:
        return []
    value = raw.get(key)
    if type(value) is not list:
        raise ValueError(f"This is not a BG Stats file: it has no {key!r} list")
    if len(value) > limit:
        raise ValueError(f"This BG Stats file holds {len(value):,} {key}, more than the {limit:,} read here")
    return value


def _field(row: Any, key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if type(row) is not dict:
        raise ValueError(f"This BG Stats file is damaged: {where} is not an object")
    value = row.get(key)
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if type(value) not in kinds:  # type(), not isinstance: True is no id
        wanted = " or ".join({int: "a whole number", str: "a text", bool: "true or false", list: "a list"}[k]
                             for k in kinds)
        raise ValueError(f"This BG Stats file is damaged: {where} has no {key!r} ({wanted})")
    return value


def _name(value: str, where: str) -> str:
    try:
        return check_player_name(value, f"{where}'s name", MAX_TEXT)
    except ValueError as exc:
        raise ValueError(f"This BG Stats file holds a name that cannot be used: {exc}") from None


def _by_id(rows: list[Any], what: str) -> dict[int, str]:
    found: dict[int, str] = {}
    for n, row in enumerate(rows, start=1):
        where = f"{what} {n}"
        ident = _field(row, "id", int, where)
        if ident in found:
            raise ValueError(f"This BG Stats file is damaged: two {what}s have the id {ident}")
        found[ident] = _name(_field(row, "name", str, where), where)
    return found


def _score(row: Any, n: int, where: str, players: Mapping[int, str]) -> BgStatsScore:
    where = f"{where}, player score {n}"
    ref = _field(row, "playerRefId", int, where)
    if ref not in players:
        raise ValueError(f"This BG Stats file is damaged: {where} names player id {ref}, which it does not list")
    score = row.get("score", "")
    if type(score) in (int, float):  # some exports write a number; it is kept as the text it shows
        score = json.dumps(score)
    if type(score) is not str or len(score) > 40:
        raise ValueError(f"This BG Stats file is damaged: {where} has a score that is not a short text")
    flags = [row.get(k, False) for k in ("winner", "startPlayer", "newPlayer")]
    if any(type(f) is not bool for f in flags):
        raise ValueError(f"This BG Stats file is damaged: {where}: winner, startPlayer and newPlayer must be "
                         "true or false")
    seat = row.get("seatOrder", 0)
    if type(seat) is not int or not 0 <= seat <= MAX_SCORES:
        raise ValueError(f"This BG Stats file is damaged: {where} has a seatOrder that is not a seat")
    return BgStatsScore(players[ref], score, *flags, seat)


def read_bgstats(data: bytes) -> list[BgStatsPlay]:
    """The plays of a BG Stats file (JSON), in its order; ValueError saying in plain words why a file is refused."""
    if not isinstance(data, (bytes, bytearray)):
        raise ValueError(f"A BG Stats file is read as bytes, not {type(data).__name__}")
    if len(data) > MAX_BGSTATS_BYTES:
        raise ValueError(f"This file is too large to be a BG Stats file read here: at most "
                         f"{size_text(MAX_BGSTATS_BYTES)} (this one is {size_text(len(data))})")
    # A saved game (JSON Lines, its header first) or an exported one names its format at the start.
    if data.lstrip()[:1] == b"{" and re.search(rb'"format"\s*:\s*"table-companion-', data[:400]):
        raise ValueError("This is a table-companion saved game, not a BG Stats file: open it with the saved-game "
                         "menu or the Import button")
    raw = json_object(bytes(data), "BG Stats file", max_bytes=MAX_BGSTATS_BYTES, what="a BG Stats file")
    games_rows = _list(raw, "games", MAX_ROWS)
    player_rows = _list(raw, "players", MAX_ROWS)
    _list(raw, "locations", MAX_ROWS, required=False)
    play_rows = _list(raw, "plays", MAX_PLAYS)
    games, players = _by_id(games_rows, "game"), _by_id(player_rows, "player")
    bgg = {row["id"]: row.get("bggId", 0) for row in games_rows}
    out = []
    for n, row in enumerate(play_rows, start=1):
        where = f"play {n}"
        ident = _field(row, "uuid", str, where)
        try:
            uuid.UUID(ident)
        except ValueError:
            raise ValueError(f"This BG Stats file is damaged: {where}'s uuid is not a uuid") from None
        ref = _field(row, "gameRefId", int, where)
        if ref not in games:
            raise ValueError(f"This BG Stats file is damaged: {where} names game id {ref}, which it does not list")
        date = _field(row, "playDate", str, where)
        if not _DATE.fullmatch(date):
            raise ValueError(f"This BG Stats file is damaged: {where}'s playDate is not 'YYYY-MM-DD HH:MM:SS'")
        minutes = row.get("durationMin", 0)
        if type(minutes) is not int or not 0 <= minutes <= 100_000:
            raise ValueError(f"This BG Stats file is damaged: {where}'s durationMin is not a number of minutes")
        comments = row.get("comments", "")
        if type(comments) is not str or len(comments) > MAX_COMMENTS:
            raise ValueError(f"This BG Stats file is damaged: {where}'s comments are not a text of at most "
                             f"{MAX_COMMENTS:,} characters")
        lines = _field(row, "playerScores", list, where)
        if len(lines) > MAX_SCORES:
            raise ValueError(f"This BG Stats file is damaged: {where} has more than {MAX_SCORES} players")
        bgg_id = bgg[ref] if type(bgg[ref]) is int and bgg[ref] >= 0 else 0
        out.append(BgStatsPlay(ident, games[ref], bgg_id, date, minutes,
                               tuple(_score(s, i, where, players) for i, s in enumerate(lines, start=1)), comments))
    return out
