"""Two pages writing one saved game at once, as real processes (issue #12, Proof): over many trials, no
acknowledged move is lost and no two records interleave, checked by replaying the whole chain."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from companion.games.tally import GAME, Setup
from companion.storage import new_session, open_session, session_path

ROOT = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("race_child.py")
# Each of two writers makes OPS moves a trial; about 4 s in all (TC_RACE_TRIALS=40 makes 12,000 moves).
TRIALS, OPS = int(os.environ.get("TC_RACE_TRIALS", "10")), 150


def test_two_writers_on_one_file_never_lose_an_acknowledged_move_nor_interleave(tmp_path: Path) -> None:
    started = time.monotonic()
    conflicts = acknowledged = 0
    for trial in range(TRIALS):
        folder = tmp_path / f"trial{trial}"
        with new_session(GAME, "race", folder=folder, seed=trial) as s:
            s.apply(Setup(3))
        children = [subprocess.Popen([sys.executable, "-S", str(CHILD), str(ROOT), str(folder), "race",
                                      str(trial * 10 + k), str(OPS)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                    for k in range(2)]
        try:
            for child in children:
                assert child.stdout.readline().strip() == "ready", child.stderr.read()
            for child in children:
                child.stdin.write("go\n")
                child.stdin.flush()
            outputs = [child.communicate(timeout=60) for child in children]
        finally:
            for child in children:
                if child.poll() is None:
                    child.kill()
                    child.wait()
        for child, (out, err) in zip(children, outputs):
            assert child.returncode == 0, err
        acks = [[line.split()[1] for line in out.splitlines() if line.startswith("ack ")] for out, _ in outputs]
        conflicts += sum(out.count("moved-on") for out, _ in outputs)
        assert [len(a) for a in acks] == [OPS, OPS]
        acknowledged += 2 * OPS
        # Replaying the chain: open verifies every seal, sequence number and link, then replays.
        view = open_session("race", [GAME], folder, read_only=True)
        assert view.warning is None
        lines = [json.loads(line) for line in session_path("race", folder).read_text().splitlines()]
        assert [r["seq"] for r in lines] == list(range(len(lines)))  # no record interleaved or lost
        assert len(lines) == 2 + 2 * OPS  # header, setup, and every acknowledged move: none lost
        on_disk = [r["h"] for r in lines]
        for mine in acks:  # each page's acknowledged records are all there, in the order it made them
            positions = [on_disk.index(h) for h in mine]
            assert positions == sorted(positions)
    elapsed = time.monotonic() - started
    assert conflicts > TRIALS, f"only {conflicts} conflicts: the writers never raced, the test proves nothing"
    print(f"{TRIALS} trials, {acknowledged} acknowledged moves, {conflicts} refused as moved on, {elapsed:.1f} s")
