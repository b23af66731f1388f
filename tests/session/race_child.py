"""Child for the race test: one page playing a saved tally game as fast as it can beside another.

Run as `python -S race_child.py ROOT FOLDER NAME SEED OPS`. It prints "ack <hash>" after each move
acknowledged (the hash of the record it wrote) and "moved-on" after each refusal; a refused move
is made again only if it still stands in the latest state, as a player would.
"""

from __future__ import annotations

import random
import sys


def main(folder: str, name: str, seed: int, ops: int) -> None:
    from companion.games.tally import GAME, Gain, Roll, Spend
    from companion.storage import SessionConflictError, open_session

    rng = random.Random(seed)
    session = open_session(name, [GAME], folder)
    print("ready", flush=True)
    sys.stdin.readline()  # start together
    done = 0
    while done < ops:
        crystals = session.state.crystals
        choices = [Roll(rng.randint(1, 6))]
        if crystals < 6:
            choices.append(Gain(1))
        if crystals > 0:
            choices.append(Spend(1))
        try:
            if rng.random() < 0.1 and session.can_undo and len(session) > 1:
                session.undo()
            else:
                session.apply(rng.choice(choices))
        except SessionConflictError:
            print("moved-on", flush=True)
            continue
        done += 1
        print(f"ack {session.journal.last_hash}", flush=True)
    session.close()


if __name__ == "__main__":
    sys.path.insert(0, sys.argv[1])
    main(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]))
