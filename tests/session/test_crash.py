"""Kill a child with SIGKILL at random moments, mostly inside its sealed, chained appends: every
acknowledged move is always on disk, the chain stays sound, and the next page plays on."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from companion.games.tally import GAME, Roll
from companion.session import Session
from companion.storage import open_session, session_path
from tests.session.crash_child import script

ROOT = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("crash_child.py")
RUNS = int(os.environ.get("TC_CRASH_RUNS", "110"))  # TC_CRASH_RUNS=360 measures at the play-test's scale


def expected_logs(seed: int, count: int) -> list[tuple[tuple, tuple]]:
    """(events, redo events) after each op of the child's script; index 0 is before the first op."""
    model = Session(GAME, seed=seed)
    logs = [((), ())]
    for name, argument in script(seed, count):
        getattr(model, name)(argument)
        logs.append((model.events, model.redo_events))
    return logs


def test_sigkill_at_random_moments_never_loses_an_acknowledged_move(tmp_path: Path) -> None:
    chooser = random.Random(2026)
    logs_by_seed: dict[int, list] = {}
    torn = acknowledged_total = 0
    started = time.monotonic()
    for run in range(RUNS):
        seed = run % 5
        logs = logs_by_seed.setdefault(seed, expected_logs(seed, 400))
        folder = tmp_path / f"run{run}"
        folder.mkdir()
        child = subprocess.Popen([sys.executable, "-S", str(CHILD), str(ROOT), str(folder), str(seed)],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if chooser.random() < 0.2:
            time.sleep(chooser.uniform(0, 0.08))  # anywhere, even while the file is being created
        else:
            assert child.stdout.readline().strip() == "ready", child.stderr.read()
            time.sleep(chooser.uniform(0, 0.04))
        child.send_signal(signal.SIGKILL)
        # Read through the pipes' file objects, not communicate(): it reads the raw pipe, and the acks that
        # readline() above had already buffered (a loaded machine reads "ready" late) were lost with it.
        out, err = child.stdout.read(), child.stderr.read()
        child.wait()
        assert child.returncode == -signal.SIGKILL, f"run {run}: the child ended by itself: {err}"
        acks = [int(line.split()[1]) for line in out.splitlines() if line.startswith("ack ")]
        acked = max(acks, default=0)
        acknowledged_total += acked
        if not session_path("crash", folder).exists():
            assert acked == 0, f"run {run}: {acked} moves acknowledged but no file"
            continue
        loaded = open_session("crash", [GAME], folder, read_only=True)
        torn += loaded.warning is not None
        got = (loaded.events, loaded.redo_events)
        # every acknowledged op is there; at most the one op in flight may also be there
        assert got in (logs[acked], logs[min(acked + 1, len(logs) - 1)]), \
            f"run {run} (seed {seed}): {acked} acknowledged, file holds {len(got[0])} events"
        if got[0]:  # the killed append left the chain sound: the next page mends its end and plays on
            with open_session("crash", [GAME], folder) as page:
                page.apply(Roll(1))
            after = open_session("crash", [GAME], folder, read_only=True)
            assert after.warning is None and after.events == got[0] + (Roll(1),)
    elapsed = time.monotonic() - started
    assert acknowledged_total > RUNS, "the kills all landed before any move: the test proves nothing"
    print(f"{RUNS} kills, {acknowledged_total} acknowledged ops, {torn} torn last lines, {elapsed:.1f} s")
