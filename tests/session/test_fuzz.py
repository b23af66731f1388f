"""Random byte flips and truncations of real saved games (issue #12, point 3 and its Proof).

Every damaged file either loads to exactly the game that was saved, or to a prefix of it that
is said so (a torn last line) or that ends on a line boundary (a shorter game that was really
saved), or is refused with a message: never a different game, never a traceback, and the file
is never modified by reading it.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from companion.codec import event_from_json
from companion.games.mythicals.game import MYTHICALS
from companion.games.tally import GAME, Gain, Roll, Setup, Spend
from companion.session import SessionError
from companion.journal import seal_path
from tests.session.files import seal_as_a_crash_leaves_it
from companion.storage import list_sessions, new_session, open_session, session_path

GOLDEN = Path(__file__).resolve().parents[1] / "games" / "mythicals" / "golden_game.json"
FLIPS, CUTS = 1500, 300  # per game (the issue found 8 silent loads in 2,992 flips); about 3 s in all


def tally_game(folder: Path) -> Path:
    with new_session(GAME, "game", folder=folder, seed=5, players=["Ann"]) as s:
        rng = random.Random(1)
        s.apply(Setup(2))
        for _ in range(30):
            if rng.random() < 0.15 and len(s) > 1:
                s.undo(rng.randint(1, min(2, len(s) - 1)))
            elif rng.random() < 0.15 and s.can_redo:
                s.redo()
            else:
                crystals = s.state.crystals
                s.apply(rng.choice([Roll(rng.randint(1, 6))] + ([Gain(1)] if crystals < 6 else [])
                                   + ([Spend(1)] if crystals else [])))
    return session_path("game", folder)


def mythicals_game(folder: Path) -> Path:
    golden = json.loads(GOLDEN.read_text())
    with new_session(MYTHICALS, "game", folder=folder, seed=5, players=["Anna", "Ben"]) as s:
        for data in golden["events"][:40]:
            s.apply(event_from_json(data, MYTHICALS.event_types))
        s.undo(2)
    return session_path("game", folder)


@pytest.mark.parametrize("sealed", [True, False], ids=["with its seal", "a file saved before seals"])
@pytest.mark.parametrize("make, game", [(tally_game, GAME), (mythicals_game, MYTHICALS)], ids=["tally", "mythicals"])
def test_random_flips_and_cuts_load_the_saved_game_a_prefix_said_so_or_are_refused(tmp_path, make, game,
                                                                                     sealed) -> None:
    path = make(tmp_path)
    whole = path.read_bytes()
    seal = seal_path(path)
    seal_bytes = seal.read_bytes()
    records = whole.count(b"\n")  # the header and every record, each sealed in its line
    boundaries = [i + 1 for i, byte in enumerate(whole) if byte == 0x0A]
    prefixes = {}  # what each line-boundary prefix of the file loads to: the only games a damaged file may be
    seal.unlink()  # a prefix without the seal is a shorter game that was really saved
    for end in boundaries:
        path.write_bytes(whole[:end])
        view = open_session("game", [game], tmp_path, read_only=True)
        prefixes[(view.events, view.redo_events)] = end
    path.write_bytes(whole)
    if sealed:
        seal.write_bytes(seal_bytes)
    saved = open_session("game", [game], tmp_path, read_only=True)
    full = (saved.events, saved.redo_events)
    assert prefixes[full] == len(whole)

    rng = random.Random(12)
    outcomes = {"refused": 0, "prefix said so": 0, "line-boundary prefix": 0, "whole": 0, "missing counted": 0}
    for trial in range(FLIPS + CUTS):
        data = bytearray(whole)
        if trial < FLIPS:
            at = rng.randrange(len(data))
            data[at] ^= rng.randrange(1, 256)
            kind = "flip"
        else:
            data = data[:rng.randrange(len(data))]
            kind = "cut"
        path.write_bytes(bytes(data))
        os.utime(path, ns=(1_000_000_000, 1_000_000_000))
        before = (path.read_bytes(), os.stat(path).st_mtime_ns)
        try:
            view = open_session("game", [game], tmp_path, read_only=True)
        except SessionError as exc:
            message = str(exc)
            assert message and "Traceback" not in message and "Error:" not in message[:20], message
            outcomes["refused"] += 1
            if sealed and kind == "cut" and "shorter than it was last saved" in message:
                # whole lines left (a torn last one is no record, one lacking only its newline is kept)
                kept = bytes(data).count(b"\n") + (len(data) + 1 in boundaries)
                missing = records - kept
                assert f"its last {missing} saved move{'s' if missing != 1 else ''} " in message, (trial, message)
                outcomes["missing counted"] += 1
        else:
            got = (view.events, view.redo_events)
            assert got in prefixes, f"trial {trial} ({kind}): a damaged file loaded a game that was never saved"
            if got == full:
                # only the final newline cut off: a complete last record lacking its newline is kept
                assert kind == "cut" and len(data) == len(whole) - 1 and view.warning is None, f"trial {trial}"
                outcomes["whole"] += 1
            elif view.warning is not None:
                assert not sealed, f"trial {trial} ({kind}): a sealed file opened shorter ({view.warning})"
                assert "cut off" in view.warning
                outcomes["prefix said so"] += 1
            else:
                # cut at a line's end, or just before its newline (a complete last record is kept)
                assert not sealed, f"trial {trial} ({kind}): a sealed file opened shorter, unsaid"
                assert kind == "cut" and (len(data) in boundaries or len(data) + 1 in boundaries), \
                    f"trial {trial} ({kind}): a shorter game, unsaid"
                outcomes["line-boundary prefix"] += 1
        assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before, f"trial {trial}: reading changed the file"
        if trial % 97 == 0:
            list_sessions(tmp_path)  # the resume list never raises on it either
    assert outcomes["refused"] >= FLIPS * 0.9, outcomes
    if sealed:  # every cut that lost a saved move is refused, saying exactly how many
        assert outcomes["missing counted"] >= CUTS * 0.9 and outcomes["line-boundary prefix"] == 0, outcomes
    else:
        assert outcomes["prefix said so"] > 0 and outcomes["line-boundary prefix"] > 0, outcomes
    print(game.name, outcomes)


def test_a_cut_file_opened_to_play_is_mended_and_goes_on(tmp_path) -> None:
    path = tally_game(tmp_path)
    whole = path.read_bytes()
    rng = random.Random(3)
    for _ in range(25):
        second_line_end = whole.index(b"\n", whole.index(b"\n") + 1) + 1  # keep the header and the setup
        cut = rng.randrange(second_line_end, len(whole))
        path.write_bytes(whole[:cut])
        seal_as_a_crash_leaves_it(path)  # a crash while saving: the seal is at the last whole record
        with open_session("game", [GAME], tmp_path) as s:
            expected = s.events + (Roll(1),)
            s.apply(Roll(1))
        again = open_session("game", [GAME], tmp_path, read_only=True)
        assert again.warning is None and again.events == expected
