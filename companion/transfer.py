"""Moving a game between machines: export a session as one JSON document, import one."""

from __future__ import annotations

import json
import os
from typing import Any, Iterable, Mapping

from companion.game import SessionGame as Game
from companion.journal import SessionFileError, create_file
from companion.session import Session, now_iso
from companion.validate import size_text
from companion.storage import (FILE_SCHEMA, check_name, games_by_name, header_of, load_records, open_session,
                               records_of, session_path)

__all__ = ["EXPORT_FORMAT", "MAX_IMPORT_BYTES", "export_session", "export_json", "import_session"]

EXPORT_FORMAT = "table-companion-export"
MAX_IMPORT_BYTES = 20_000_000
# An export carries no seal (and the chain has no key): an import can check that every move is legal,
# not that the history is the one played.
IMPORTED = ("Imported: every move in it was checked against the rules, but table-companion cannot vouch "
            "that its history is the one played (an exported file carries no seal, so an edited past move "
            "cannot be told).")


def export_session(session: Session) -> dict[str, Any]:
    """The whole session (header, events, undone events) as one JSON document."""
    return {"format": EXPORT_FORMAT, "schema": FILE_SCHEMA, "exported": now_iso(),
            "header": header_of(session), "records": records_of(session)}


def export_json(session: Session) -> str:
    """`export_session` as JSON text, ready to download."""
    text = json.dumps(export_session(session), ensure_ascii=False, indent=1, allow_nan=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate in a name: \u-escape it so the file is UTF-8 and loads back the same
        text = json.dumps(export_session(session), ensure_ascii=True, indent=1, allow_nan=False)
    return text


def import_session(data: str | bytes | Mapping[str, Any], games: Mapping[str, Game] | Iterable[Game] | Game, *,
                   folder: str | os.PathLike[str] | None = None, name: str | None = None) -> Session:
    """Save an exported document as a new session (named `name` or as exported) and open it."""
    if isinstance(data, (str, bytes)):
        if len(data) > MAX_IMPORT_BYTES:
            raise SessionFileError(f"The file is too large to import: at most {size_text(MAX_IMPORT_BYTES)} "
                                   f"(this one is {size_text(len(data))}).")
        try:
            data = json.loads(data, parse_constant=lambda c: _bad_constant(c))
        except UnicodeDecodeError:
            raise SessionFileError("The file is not a saved game (it is not text in UTF-8).") from None
        except RecursionError:
            raise SessionFileError("The file is not a saved game (its JSON is nested far too deeply).") from None
        except ValueError:
            raise SessionFileError("The file is not a saved game (it is not JSON).") from None
    if not isinstance(data, Mapping) or data.get("format") != EXPORT_FORMAT:
        raise SessionFileError("The file is not an exported table-companion game.")
    header, records = data.get("header"), data.get("records")
    if type(header) is not dict or type(records) is not list or not all(type(r) is dict for r in records):
        raise SessionFileError("The exported game is damaged (no header or no list of records).")
    if type(data.get("schema")) is int and data["schema"] > FILE_SCHEMA:
        raise SessionFileError(f"The file was exported by a newer table-companion (version {data['schema']}). "
                               "Update table-companion to import it.")
    session, _ = load_records([header, *records], games_by_name(games), "The imported game")  # refuses before writing
    name = check_name(name if name is not None else header.get("name"))
    session.name = name
    # The page that imports the game is the host of this copy: another machine's secret means nothing here.
    session.host, session.host_key = session.who(), session.page_key()
    create_file(session_path(name, folder), [header_of(session)] + records_of(session))
    opened = open_session(name, games, folder)
    opened.warning = " ".join(t for t in (IMPORTED, opened.warning) if t)
    return opened


def _bad_constant(constant: str) -> Any:
    raise ValueError(f"{constant} is not JSON")
