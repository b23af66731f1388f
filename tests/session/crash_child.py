"""Child for the crash test: plays a scripted tally session, printing "ack k" after op k returns.

Run as `python -S crash_child.py ROOT FOLDER SEED`; -S and the explicit ROOT keep start-up short.
"""

from __future__ import annotations

import random
import sys
from typing import Any


def script(seed: int, length: int) -> list[tuple[Any, ...]]:
    """A legal sequence of ("apply", event), ("undo", k) and ("redo", k), built by simulation."""
    from companion.games.tally import GAME, Gain, Roll, Setup, Spend
    from companion.session import Session

    rng = random.Random(seed)
    model = Session(GAME, seed=seed)
    ops: list[tuple[Any, ...]] = [("apply", Setup(rng.randint(0, 6)))]
    model.apply(ops[0][1])
    while len(ops) < length:
        pick = rng.random()
        if pick < 0.15 and model.can_undo and len(model) > 1:
            op: tuple[Any, ...] = ("undo", rng.randint(1, min(3, len(model) - 1)))
        elif pick < 0.25 and model.can_redo:
            op = ("redo", rng.randint(1, len(model.redo_events)))
        else:
            crystals = model.state.crystals
            choices = [Roll(rng.randint(1, 6))]
            if crystals < 6:
                choices.append(Gain(rng.randint(1, 6 - crystals)))
            if crystals > 0:
                choices.append(Spend(rng.randint(1, crystals)))
            op = ("apply", rng.choice(choices))
        getattr(model, op[0])(op[1])
        ops.append(op)
    return ops


def main(folder: str, seed: int) -> None:
    from companion.games.tally import GAME
    from companion.storage import new_session

    session = new_session(GAME, "crash", folder=folder, seed=seed)
    print("ready", flush=True)
    for number, (name, argument) in enumerate(script(seed, 400), start=1):
        getattr(session, name)(argument)
        print(f"ack {number}", flush=True)


if __name__ == "__main__":
    sys.path.insert(0, sys.argv[1])
    main(sys.argv[2], int(sys.argv[3]))
