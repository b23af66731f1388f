"""`make test`: the whole suite as three pytest runs side by side on this 2-core machine: the browser tests in two
(each with its own Voila server and Chromium, one test after another: the five games' own pages in one, the
server, the shell and every other page in the other; a browser test mostly waits on its page), every other
test and the notebooks in the third; exits non-zero if any fails. With arguments (`make test PYTEST_ARGS=...`),
one pytest run with them.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The five games' pages, and the tests that play them whole (about half the browser run's time).
GAME_PAGES = ("fall", "maliath", "mystling", "mythicals", "other_side", "table_ready", "keyboard", "follow", "phone")


def browser_halves() -> tuple[list[str], list[str]]:
    """The browser test files: the five games' pages and the tests playing them, and the rest (about even)."""
    files = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "tests" / "e2e").glob("test_*.py"))
    games = [f for f in files if f.split("/")[-1][len("test_"):].startswith(GAME_PAGES)]
    return games, [f for f in files if f not in games]


OTHERS = ["tests", "--ignore=tests/e2e", "notebooks"]


def main(args: list[str]) -> int:
    """Run the suite (split in three when no arguments are given); the worst exit status of the runs."""
    pytest = [sys.executable, "-m", "pytest"]
    if args:
        return subprocess.call(pytest + args, cwd=ROOT)
    games, rest = browser_halves()
    runs = [("the five games' pages in the browser", games + ["-q"]), ("every other browser test", rest + ["-q"]),
            ("every other test and the notebooks", OTHERS + ["-q"])]
    logs, procs = [], []
    for _, arguments in runs:
        log = tempfile.TemporaryFile("w+")
        logs.append(log)
        procs.append(subprocess.Popen(pytest + arguments, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT))
    print("== running: " + "; ".join(title for title, _ in runs), flush=True)
    statuses = [proc.wait() for proc in procs]
    for (title, _), log, status in zip(runs, logs, statuses):
        log.seek(0)
        print(f"\n== {title} (exit status {status})", flush=True)
        sys.stdout.write(log.read())
        log.close()
    return max(statuses)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
