"""`make test`: the whole suite as two pytest runs side by side on this 2-core machine, the browser tests in one
(they share a Voila server and a Chromium, one test after another), every other test and the notebooks in the
other; exits non-zero if either fails. With arguments (`make test PYTEST_ARGS=...`), one pytest run with them.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BROWSER = ["tests/e2e"]
OTHERS = ["tests", "--ignore=tests/e2e", "notebooks"]


def main(args: list[str]) -> int:
    """Run the suite (split in two when no arguments are given); the worst exit status of the runs."""
    pytest = [sys.executable, "-m", "pytest"]
    if args:
        return subprocess.call(pytest + args, cwd=ROOT)
    with tempfile.TemporaryFile("w+") as log:
        others = subprocess.Popen(pytest + OTHERS + ["-q"], cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
        print("== browser tests", flush=True)
        browser = subprocess.call(pytest + BROWSER, cwd=ROOT)
        status = others.wait()
        log.seek(0)
        print("\n== every other test and the notebooks (run beside them)", flush=True)
        sys.stdout.write(log.read())
    return max(browser, status)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
