"""Every play of a data folder and of BG Stats files, as the Plays dashboard shows them, and its figures.

`read_plays(folder)` replays each saved game (`*.jsonl`, as companion.storage keeps them) and gives a
`PlayRow` for each finished one, counting the unfinished ones and naming the damaged ones. It is
incremental: `.plays-cache.json` in the folder keeps, for each file name, the blake2b hash of its bytes and
what replaying them gave (the PlaySummary, or that the game is unfinished or damaged, with its message),
so a file whose bytes are unchanged is not replayed. The cache is read as untrusted plain JSON: a damaged,
foreign or outdated cache (or entry) is ignored and rebuilt. It is stamped with the companion's own source,
so another version of the rules replays every file once.

`rows_of_bgstats(data)` gives the rows of a BG Stats file; `combine` keeps one row per play (its uuid), the
saved game's over an uploaded copy. `NameMerges` keeps in `plays-names.json` which names typed differently
are one player ("Ann " is "Ann"), in every game. The figures (`plays_per_game`, `wins_by_player`,
`scores_over_time`, `lengths`, `coop_results`) are pure functions of rows, with exact Fractions for rates.

Files are read as the resume list reads them: regular files only, never through a link, each read capped;
at most MAX_PLAY_FILES saved games are read, so a huge or hostile folder gives a problem line, not a hang.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import stat
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import datetime, timezone
from fractions import Fraction
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Iterable, Mapping, Sequence

from companion.game import Game, ScoreLine
from companion.journal import missing_records, open_file, parse_lines, plain_os_error, read_file, replace_bytes
from companion.plays.bgstats import read_bgstats
from companion.plays.summary import MAX_PLAYER_NAME, PlayerResult, PlaySummary, all_games, check_player_name, \
    play_summary
from companion.records import load_records
from companion.session import SessionError
from companion.storage import LIST_READ_LIMIT, check_name, data_folder
from companion.validate import json_object, parse_whole, size_text

__all__ = ["BG_STATS_FILE", "CACHE_FILE", "MAX_PLAY_FILES", "NAMES_FILE", "SAVED_GAME", "NameMerges", "PlayRow",
           "PlaysRead", "coop_results", "combine", "filter_rows", "lengths", "plays_per_game", "read_plays",
           "row_of_summary", "rows_of_bgstats", "saved_play", "scores_over_time", "summary_from_json",
           "summary_to_json", "wins_by_player"]

SAVED_GAME = "saved game"
BG_STATS_FILE = "BG Stats file"
CACHE_FILE = ".plays-cache.json"   # a dot file: the resume list never shows it
NAMES_FILE = "plays-names.json"
CACHE_FORMAT = "table-companion-plays-cache"
NAMES_FORMAT = "table-companion-plays-names"
MAX_PLAY_FILES = 20_000            # saved games read from one folder
MAX_FILE_READ = LIST_READ_LIMIT    # each saved game's bytes, as the resume list caps a full read
MAX_CACHE_BYTES = 100_000_000      # the cache (a summary takes a few KB)
MAX_NAMES_BYTES = 2_000_000
MAX_MERGES = 10_000
MAX_MESSAGE = 1_000                # a problem's message kept in the cache
_TEXT = 10_000                     # any text of a cached summary
_MANY = 10_000                     # any list of a cached summary
NO_DIFFICULTY = "—"


# ----- rows ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class PlayRow:
    """One play as the dashboard shows it, from a saved game or a BG Stats file."""

    source: str                                          # SAVED_GAME or BG_STATS_FILE
    identity: str                                        # the play's uuid: the same play from both sources
    game: str                                            # the name it is logged under, e.g. "Mythicals"
    date: str | None                                     # "YYYY-MM-DD HH:MM:SS", UTC
    minutes: int | None
    players: tuple[tuple[str, int | None, bool], ...]    # (name, score, winner), in seat order
    cooperative: bool
    won: bool | None                                     # a co-operative game: whether the table won
    difficulty: str | None                               # the game's "Difficulty" setting, where it has one
    outcome: str


@dataclass(frozen=True)
class PlaysRead:
    """What reading a folder's saved games gave: the finished plays, the damaged files, the rest counted."""

    rows: tuple[PlayRow, ...]
    problems: tuple[tuple[str, str], ...]                # (file name, what is wrong, in plain words)
    unfinished: int
    files_read: int                                      # saved games replayed by this call (not cached)


def _row_date(iso: str | None) -> str | None:
    if iso is None:
        return None
    when = datetime.fromisoformat(iso)
    when = when.astimezone(timezone.utc) if when.tzinfo else when
    return when.strftime("%Y-%m-%d %H:%M:%S")


def _sorted_rows(rows: Iterable[PlayRow]) -> tuple[PlayRow, ...]:
    return tuple(sorted(rows, key=lambda r: (r.date is None, r.date or "", r.game, r.identity, r.source)))


def row_of_summary(summary: PlaySummary) -> PlayRow:
    """The row of a finished saved game's summary (its players in seat order, its Difficulty if it has one)."""
    return PlayRow(source=SAVED_GAME, identity=summary.identity, game=summary.name, date=_row_date(summary.started),
                   minutes=summary.minutes, players=tuple((p.name, p.score, p.winner) for p in summary.players),
                   cooperative=summary.cooperative,
                   won=any(p.winner for p in summary.players) if summary.cooperative else None,
                   difficulty=dict(summary.settings).get("Difficulty"), outcome=summary.outcome)


def _names(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def rows_of_bgstats(data: bytes) -> tuple[PlayRow, ...]:
    """The rows of a BG Stats file; ValueError in plain words (read_bgstats's) for a damaged or foreign file.

    The file keeps no Difficulty (None); a score that is not a whole number is None; 0 minutes is not known.
    """
    plays = read_bgstats(data)
    raw = json_object(bytes(data), "BG Stats file", max_bytes=len(data) + 1, what="a BG Stats file")
    kinds = {row["id"]: row.get("cooperative") is True for row in raw["games"]}  # read_bgstats checked the ids
    rows = []
    for play, entry in zip(plays, raw["plays"]):
        cooperative = kinds[entry["gameRefId"]]
        players = tuple((s.player, parse_whole(s.score), s.winner) for s in play.scores)
        winners = [name for name, _, winner in players if winner]
        if cooperative:
            won: bool | None = bool(winners)
            outcome = "Won together" if won else "Lost together"
        else:
            won = None
            outcome = f"{_names(winners)} {'wins' if len(winners) == 1 else 'win'}" if winners else "No winner logged"
        rows.append(PlayRow(source=BG_STATS_FILE, identity=play.uuid, game=play.game, date=play.date,
                            minutes=play.minutes or None, players=players, cooperative=cooperative, won=won,
                            difficulty=None, outcome=outcome))
    return tuple(rows)


def combine(*row_groups: Iterable[PlayRow]) -> tuple[PlayRow, ...]:
    """One row per play (identity): the saved game's over an uploaded copy, else the first given; by date."""
    kept: dict[str, PlayRow] = {}
    for group in row_groups:
        for row in group:
            held = kept.get(row.identity)
            if held is None or (held.source != SAVED_GAME and row.source == SAVED_GAME):
                kept[row.identity] = row
    return _sorted_rows(kept.values())


# ----- a summary as JSON (the cache) -------------------------------------------------------------

def _pairs(pairs: Iterable[tuple[str, Any]]) -> list[list[Any]]:
    return [[k, v] for k, v in pairs]


def summary_to_json(summary: PlaySummary) -> dict[str, Any]:
    """The summary as plain JSON values (lists for tuples), which summary_from_json reads back equal."""
    return {
        "game": summary.game, "name": summary.name, "bgg_id": summary.bgg_id, "outcome": summary.outcome,
        "winners": list(summary.winners), "cooperative": summary.cooperative,
        "players": [{"name": p.name, "score": p.score, "parts": _pairs(p.parts), "winner": p.winner, "seat": p.seat,
                     "start_player": p.start_player} for p in summary.players],
        "sides": [{"player": s.player, "score": s.score, "parts": _pairs(s.parts)} for s in summary.sides],
        "figures": _pairs(summary.figures), "rounds": list(summary.rounds) if summary.rounds else None,
        "steps": summary.steps, "started": summary.started, "ended": summary.ended, "minutes": summary.minutes,
        "settings": _pairs(summary.settings), "examples": list(summary.examples), "identity": summary.identity}


def _bad(where: str, wanted: str) -> ValueError:
    return ValueError(f"This play summary is damaged: {where} is not {wanted}")


def _object(value: Any, keys: set[str], where: str) -> dict[str, Any]:
    if type(value) is not dict or set(value) != keys:
        raise _bad(where, f"an object of {', '.join(sorted(keys))}")
    return value


def _text(value: Any, where: str) -> str:
    if type(value) is not str or len(value) > _TEXT:
        raise _bad(where, "a text")
    return value


def _whole(value: Any, where: str, *, optional: bool = False) -> Any:
    if optional and value is None:
        return None
    if type(value) is not int or abs(value) > 10 ** 12:
        raise _bad(where, "a whole number")
    return value


def _flag(value: Any, where: str) -> bool:
    if type(value) is not bool:
        raise _bad(where, "true or false")
    return value


def _list(value: Any, where: str) -> list[Any]:
    if type(value) is not list or len(value) > _MANY:
        raise _bad(where, "a list")
    return value


def _pair(value: Any, where: str, second: Any) -> tuple[str, Any]:
    if type(value) is not list or len(value) != 2:
        raise _bad(where, "a pair")
    return _text(value[0], f"{where}'s name"), second(value[1], f"{where}'s value")


def _int_pairs(value: Any, where: str) -> tuple[tuple[str, int], ...]:
    return tuple(_pair(v, f"{where} {n}", _whole) for n, v in enumerate(_list(value, where), start=1))


def _player(value: Any, where: str) -> PlayerResult:
    row = _object(value, {"name", "score", "parts", "winner", "seat", "start_player"}, where)
    return PlayerResult(check_player_name(row["name"], f"{where}'s name"), _whole(row["score"], where, optional=True),
                        _int_pairs(row["parts"], f"{where}'s parts"), _flag(row["winner"], f"{where}'s winner"),
                        _whole(row["seat"], f"{where}'s seat"), _flag(row["start_player"], f"{where}'s start"))


def _side(value: Any, where: str) -> ScoreLine:
    row = _object(value, {"player", "score", "parts"}, where)
    return ScoreLine(_text(row["player"], where), _whole(row["score"], where, optional=True),
                     _int_pairs(row["parts"], f"{where}'s parts"))


_SUMMARY_KEYS = {f.name for f in dataclasses.fields(PlaySummary)}


def summary_from_json(data: Mapping[str, Any]) -> PlaySummary:
    """The PlaySummary summary_to_json gave; ValueError for any other shape (the cache is untrusted)."""
    raw = _object(dict(data) if isinstance(data, Mapping) else data, _SUMMARY_KEYS, "the summary")
    rounds = raw["rounds"]
    optional_text = {k: None if raw[k] is None else _text(raw[k], k) for k in ("started", "ended")}
    for key in ("started", "ended"):
        if optional_text[key] is not None:
            try:
                datetime.fromisoformat(optional_text[key])
            except ValueError:
                raise _bad(key, "a time") from None
    return PlaySummary(
        game=_text(raw["game"], "game"), name=_text(raw["name"], "name"),
        bgg_id=_whole(raw["bgg_id"], "bgg_id", optional=True), outcome=_text(raw["outcome"], "outcome"),
        winners=tuple(_text(w, "a winner") for w in _list(raw["winners"], "winners")),
        cooperative=_flag(raw["cooperative"], "cooperative"),
        players=tuple(_player(p, f"player {n}") for n, p in enumerate(_list(raw["players"], "players"), start=1)),
        sides=tuple(_side(s, f"side {n}") for n, s in enumerate(_list(raw["sides"], "sides"), start=1)),
        figures=_int_pairs(raw["figures"], "figure"),
        rounds=None if rounds is None else _pair(rounds, "rounds", _whole),
        steps=_whole(raw["steps"], "steps"), started=optional_text["started"], ended=optional_text["ended"],
        minutes=_whole(raw["minutes"], "minutes", optional=True),
        settings=tuple(_pair(v, f"setting {n}", _text)
                       for n, v in enumerate(_list(raw["settings"], "settings"), start=1)),
        examples=tuple(_text(e, "an example") for e in _list(raw["examples"], "examples")),
        identity=_text(raw["identity"], "identity"))


# ----- reading a folder --------------------------------------------------------------------------

def _read_small(path: Path, label: str, limit: int) -> bytes:
    """The bytes of the regular file `path` (never through a link), at most `limit`; OSError or SessionError."""
    fd = open_file(path, label, writable=False)
    try:
        if os.fstat(fd).st_size > limit:
            raise ValueError(f"{label} is too large ({size_text(os.fstat(fd).st_size)}; at most {size_text(limit)})")
        return read_file(fd, label, limit)
    finally:
        os.close(fd)


@cache
def _code_stamp() -> str:
    """A hash of the companion's own source: a summary cached by another version is replayed."""
    root = Path(__file__).resolve().parents[1]
    digest = hashlib.blake2b(digest_size=16)
    try:
        for path in sorted(root.rglob("*.py")):
            digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    except OSError:
        return "unknown"  # a cache stamped so is never trusted: every visit replays
    return digest.hexdigest()


_RESULT_KINDS = ("summary", "unfinished", "problem")


def _cache_entry(value: Any) -> tuple[str, str, Any] | None:
    """(hash, kind, summary or message) of one cached file, or None for an entry of any other shape."""
    if type(value) is not dict or len(value) != 2 or type(value.get("hash")) is not str:
        return None
    kind = next((k for k in _RESULT_KINDS if k in value), None)
    if kind is None or len(value["hash"]) != 64:
        return None
    result = value[kind]
    if kind == "summary":
        try:
            return value["hash"], kind, summary_from_json(result)
        except ValueError:
            return None
    return (value["hash"], kind, result[:MAX_MESSAGE]) if type(result) is str else None


def _read_cache(path: Path) -> dict[str, tuple[str, str, Any]]:
    """The cache's sound entries by file name; {} for a missing, damaged, foreign or outdated cache."""
    try:
        raw = json_object(_read_small(path, "The plays cache", MAX_CACHE_BYTES), "The plays cache",
                          max_bytes=MAX_CACHE_BYTES, what="a plays cache")
    except (OSError, SessionError, ValueError):
        return {}
    files = raw.get("files")
    stamp = _code_stamp()
    if raw.get("format") != CACHE_FORMAT or stamp == "unknown" or raw.get("stamp") != stamp \
            or type(files) is not dict or len(files) > MAX_PLAY_FILES:
        return {}
    entries = {}
    for name, value in files.items():
        entry = _cache_entry(value)
        if entry is not None:
            entries[name] = entry
    return entries


def _write_cache(path: Path, entries: Mapping[str, tuple[str, str, Any]]) -> None:
    """Keep the cache (atomically); a cache that cannot be written costs the next visit a replay, no more."""
    files = {name: {"hash": digest, kind: summary_to_json(result) if kind == "summary" else result}
             for name, (digest, kind, result) in sorted(entries.items())}
    data = json.dumps({"format": CACHE_FORMAT, "stamp": _code_stamp(), "files": files}, ensure_ascii=True,
                      separators=(",", ":"), allow_nan=False).encode()
    if len(data) > MAX_CACHE_BYTES:
        return
    try:
        replace_bytes(path, data)
    except (OSError, SessionError):
        pass


def _replay(path: Path, raw: bytes, label: str) -> tuple[str, Any]:
    """("summary", PlaySummary), ("unfinished", why) or ("problem", why) for a saved game's bytes."""
    try:
        parsed = parse_lines(raw, label)
        shortened = missing_records(path, parsed, label) if parsed.chained else None
        if shortened is not None:
            raise shortened
    except SessionError as exc:
        return "problem", str(exc)
    try:
        return "summary", play_summary([dict(r) for r in parsed.records])
    except ValueError as exc:
        refusal = str(exc)
    # Not a summary: unfinished only if it loads and is not over (a second replay, for these files only).
    try:
        session, _ = load_records([dict(r) for r in parsed.records], all_games(), label)
    except (SessionError, ValueError):
        return "problem", refusal
    game = session.game
    if isinstance(game, Game) and not game.is_over(session.state):
        return "unfinished", refusal
    return "problem", refusal


def _file_bytes(entry: os.DirEntry[str], label: str) -> bytes:
    """A saved game's bytes as the resume list reads them; SessionError or OSError saying why not."""
    check_name(entry.name[:-len(".jsonl")])
    if entry.is_symlink():
        raise ValueError(f"{label} is a link to another file, which a saved game may not be; it was left as it is.")
    if not entry.is_file(follow_symlinks=False):
        raise ValueError(f"{label} is not a regular file, so it is not a saved game.")
    try:
        return _read_small(Path(entry.path), label, MAX_FILE_READ)
    except ValueError:
        raise ValueError(f"{label} is too large to be read for the plays here (at most "
                         f"{size_text(MAX_FILE_READ)}): open it to see how it ended.") from None


def _folder(folder: str | os.PathLike[str]) -> Path:
    """The data folder (created if missing); ValueError saying why it cannot be."""
    try:
        return data_folder(folder)
    except SessionError as exc:
        raise ValueError(str(exc)) from None


def read_plays(folder: str | os.PathLike[str], *, cache: bool = True) -> PlaysRead:
    """Every finished saved game of `folder` as a row (one per play, by date), replaying only files whose bytes
    changed since the cache was kept (every file when `cache` is False, and no cache is read or written);
    ValueError only for a folder that cannot be read."""
    where = _folder(folder)
    try:
        entries = {e.name: e for e in os.scandir(where) if e.name.endswith(".jsonl") and not e.name.startswith(".")}
    except OSError as exc:
        raise ValueError(f"The saves folder {where} cannot be read: {plain_os_error(exc)}.") from None
    names = sorted(entries)
    problems: list[tuple[str, str]] = []
    if len(names) > MAX_PLAY_FILES:
        problems.append((where.name, f"This folder holds {len(names):,} saved games: only the first "
                                     f"{MAX_PLAY_FILES:,} by name are read here."))
    cache_path = where / CACHE_FILE
    cached = _read_cache(cache_path) if cache else {}
    kept: dict[str, tuple[str, str, Any]] = {}
    rows: list[PlayRow] = []
    unfinished = replayed = 0
    for name in names[:MAX_PLAY_FILES]:
        label = f"The saved game {name[:-len('.jsonl')]!r}"
        entry = entries[name]
        try:
            raw = _file_bytes(entry, label)
        except (OSError, SessionError, ValueError) as exc:
            problems.append((name, plain_os_error(exc) if isinstance(exc, OSError) else str(exc)))
            continue
        digest = hashlib.blake2b(raw, digest_size=32).hexdigest()
        hit = cached.get(name)
        if hit is not None and hit[0] == digest:
            kind, result = hit[1], hit[2]
        else:
            kind, result = _replay(Path(entry.path), raw, label)
            replayed += 1
            if kind != "summary":
                result = result[:MAX_MESSAGE]
        kept[name] = (digest, kind, result)
        if kind == "summary":
            rows.append(row_of_summary(result))
        elif kind == "unfinished":
            unfinished += 1
        else:
            problems.append((name, result))
    if cache and kept != cached:
        _write_cache(cache_path, kept)
    return PlaysRead(rows=combine(rows), problems=tuple(sorted(problems)), unfinished=unfinished,
                     files_read=replayed)


def saved_play(name: str, folder: str | os.PathLike[str] | None = None) -> PlaySummary:
    """The summary of the finished saved game `name` in `folder`, read as `read_plays` reads it; ValueError
    saying why not (not over yet, damaged, not there)."""
    where = _folder(folder)
    label = f"The saved game {str(name)[:80]!r}"
    try:
        entry = next((e for e in os.scandir(where) if e.name == f"{name}.jsonl"), None)
    except OSError as exc:
        raise ValueError(f"The saves folder {where} cannot be read: {plain_os_error(exc)}.") from None
    if entry is None:
        raise ValueError(f"{label} is not in the saves folder any more")
    try:
        raw = _file_bytes(entry, label)
    except OSError as exc:
        raise ValueError(f"{label} cannot be read: {plain_os_error(exc)}") from None
    except SessionError as exc:
        raise ValueError(str(exc)) from None
    kind, result = _replay(Path(entry.path), raw, label)
    if kind != "summary":
        raise ValueError(result if kind == "problem" else f"{label} is not over yet, so it is not a play to log")
    return result


# ----- names typed differently, one player -------------------------------------------------------

class NameMerges:
    """The merges of player names kept in a folder's plays-names.json ("Ann " is "Ann", in every game).

    Reading a damaged file raises ValueError naming it, and it is left as it is; a refused merge or undo
    leaves the file untouched. Each change reads the file again first, so another page's merges are kept.
    """

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        """The merges kept in `folder` (none while it has no plays-names.json); ValueError for a damaged file."""
        self.path = _folder(folder) / NAMES_FILE
        self.merges: Mapping[str, str] = MappingProxyType(self._read())  # from -> into, read-only

    def _damaged(self, why: str) -> ValueError:
        return ValueError(f"{NAMES_FILE} in {self.path.parent} is damaged ({why}); it was left as it is: "
                          f"correct it, or remove it to merge the names again.")

    def _read(self) -> dict[str, str]:
        """The merges of the file, checked as merge() checks them; ValueError for a damaged file."""
        try:
            mode = os.lstat(self.path).st_mode
        except FileNotFoundError:
            return {}
        except OSError as exc:
            raise ValueError(f"{NAMES_FILE} in {self.path.parent} cannot be read: {plain_os_error(exc)}") from None
        if stat.S_ISLNK(mode):
            raise self._damaged("it is a link to another file")
        if not stat.S_ISREG(mode):
            raise self._damaged("it is not a regular file")
        try:
            raw = json_object(_read_small(self.path, NAMES_FILE, MAX_NAMES_BYTES), NAMES_FILE,
                              max_bytes=MAX_NAMES_BYTES, what="a file of name merges")
        except (OSError, SessionError, ValueError) as exc:
            raise self._damaged(plain_os_error(exc) if isinstance(exc, OSError) else str(exc)) from None
        merges = raw.get("merges")
        if raw.get("format") != NAMES_FORMAT or type(merges) is not list:
            raise self._damaged("it is not a file of name merges")
        if len(merges) > MAX_MERGES:
            raise self._damaged(f"more than {MAX_MERGES:,} merges")
        found: dict[str, str] = {}
        for n, item in enumerate(merges, start=1):
            if type(item) is not dict or set(item) != {"from", "into"}:
                raise self._damaged(f"merge {n} is not a 'from' and an 'into' name")
            try:
                source, target = self._checked(item["from"], item["into"], found)
            except ValueError as exc:
                raise self._damaged(f"merge {n}: {exc}") from None
            if source in found:
                raise self._damaged(f"merge {n}: {source!r} is merged twice")
            found[source] = target
        return dict(sorted(found.items()))

    @staticmethod
    def _checked(from_name: Any, into_name: Any, merges: Mapping[str, str]) -> tuple[str, str]:
        source = check_player_name(from_name, "the name to merge", MAX_PLAYER_NAME)
        target = check_player_name(into_name, "the name to merge it into", MAX_PLAYER_NAME)
        if source == target:
            raise ValueError(f"{source!r} cannot be merged into itself")
        name, steps = target, 0  # the merges kept hold no loop: follow `target` to its end, or to `source`
        while name in merges and name != source and steps <= len(merges):
            name, steps = merges[name], steps + 1
        if name == source:
            raise ValueError(f"merging {source!r} into {target!r} would make a loop ({target!r} is already "
                             f"counted as {source!r}); undo that merge first")
        return source, target

    def _write(self, merges: Mapping[str, str]) -> None:
        data = json.dumps({"format": NAMES_FORMAT,
                           "merges": [{"from": k, "into": v} for k, v in sorted(merges.items())]},
                          ensure_ascii=False, indent=1) + "\n"
        try:
            replace_bytes(self.path, data.encode("utf-8"))
        except (OSError, SessionError) as exc:
            why = plain_os_error(exc) if isinstance(exc, OSError) else str(exc)
            raise ValueError(f"The name merges could not be kept in {self.path.parent}: {why}") from None
        self.merges = MappingProxyType(dict(sorted(merges.items())))

    def merge(self, from_name: str, into_name: str) -> None:
        """Count `from_name` as `into_name` from now on (replacing an earlier merge of it); ValueError, the file
        untouched, for a name that cannot be a player's, a name merged into itself or a loop."""
        merges = self._read()
        source, target = self._checked(from_name, into_name, merges)
        merges[source] = target
        self._write(merges)

    def undo(self, from_name: str) -> None:
        """Count `from_name` as itself again; ValueError, the file untouched, when it is not merged."""
        merges = self._read()
        if type(from_name) is not str or from_name not in merges:
            raise ValueError(f"{str(from_name)[:80]!r} is not merged into another name, so there is nothing to undo")
        del merges[from_name]
        self._write(merges)

    def name_of(self, name: str) -> str:
        """The name `name` is counted as (following merges: "ann" into "Ann " into "Ann" is "Ann")."""
        merges, seen = self.merges, {name}
        while name in merges and merges[name] not in seen:
            name = merges[name]
            seen.add(name)
        return name

    def apply(self, rows: Iterable[PlayRow]) -> tuple[PlayRow, ...]:
        """The rows with every merged player's name replaced by the name it is counted as."""
        return tuple(dataclasses.replace(r, players=tuple((self.name_of(n), s, w) for n, s, w in r.players))
                     for r in rows)


# ----- figures -----------------------------------------------------------------------------------

def filter_rows(rows: Iterable[PlayRow], game: str | None = None, player: str | None = None) -> tuple[PlayRow, ...]:
    """The rows of `game` (None: every game) that `player` played in (None: anyone), in their order."""
    return tuple(r for r in rows if (game is None or r.game == game)
                 and (player is None or any(name == player for name, _, _ in r.players)))


def plays_per_game(rows: Iterable[PlayRow]) -> tuple[tuple[str, int], ...]:
    """(game, plays) for every game played, by game name."""
    return tuple(sorted(Counter(r.game for r in rows).items()))


def wins_by_player(rows: Iterable[PlayRow]) -> tuple[tuple[str, str, int, int, Fraction], ...]:
    """(game, player, wins, plays, wins/plays) by game and player, as the rows' winners say (every player
    of a co-operative game the table won); a name twice in one play counts once."""
    plays: Counter[tuple[str, str]] = Counter()
    wins: Counter[tuple[str, str]] = Counter()
    for r in rows:
        won: dict[str, bool] = {}
        for name, _, winner in r.players:
            won[name] = won.get(name, False) or winner
        for name, winner in won.items():
            plays[r.game, name] += 1
            wins[r.game, name] += winner
    return tuple((game, name, wins[game, name], n, Fraction(wins[game, name], n))
                 for (game, name), n in sorted(plays.items()))


def scores_over_time(rows: Iterable[PlayRow]) -> tuple[tuple[str, str, tuple[tuple[str, int], ...]], ...]:
    """(game, player, ((date, score), ...) by date) for the scored plays that have a date."""
    points: defaultdict[tuple[str, str], list[tuple[str, int]]] = defaultdict(list)
    for r in rows:
        if r.date is None:
            continue
        for name, score, _ in r.players:
            if score is not None:
                points[r.game, name].append((r.date, score))
    return tuple((game, name, tuple(sorted(p))) for (game, name), p in sorted(points.items()))


def lengths(rows: Iterable[PlayRow]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """(game, (minutes, ...) shortest first) for the plays whose length is known, by game."""
    found: defaultdict[str, list[int]] = defaultdict(list)
    for r in rows:
        if r.minutes is not None:
            found[r.game].append(r.minutes)
    return tuple((game, tuple(sorted(m))) for game, m in sorted(found.items()))


def coop_results(rows: Iterable[PlayRow]) -> tuple[tuple[str, str, int, int], ...]:
    """(game, difficulty or "—", won, lost) for the co-operative plays, by game and difficulty."""
    found: defaultdict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for r in rows:
        if r.cooperative and r.won is not None:
            found[r.game, r.difficulty or NO_DIFFICULTY][0 if r.won else 1] += 1
    return tuple((game, level, won, lost) for (game, level), (won, lost) in sorted(found.items()))
