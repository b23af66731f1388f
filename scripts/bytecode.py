"""Compile the project's own modules to bytecode, so each dashboard's kernel loads them instead of compiling them.

These machines set PYTHONDONTWRITEBYTECODE=1, so Python never saves a module's compiled form and every
page's new kernel compiled the whole game from source: two thirds of The Fall's import time, paid on every
visit. `compileall` writes the files whatever that setting says, and again only for a file whose source
changed. Run by `make dashboards`, `make table`, `make test`, `make bench`, Binder's postBuild and the
browser tests' Voila (tests/e2e/harness.py). A read-only checkout only loses the speed-up.
"""

from __future__ import annotations

import compileall
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("companion", "widgets")


def compile_packages(root: Path = ROOT) -> bool:
    """Write the bytecode of every module in the project's packages; whether all of it was written."""
    return all(compileall.compile_dir(str(root / name), quiet=2, workers=0) for name in PACKAGES)


if __name__ == "__main__":
    compile_packages()
    sys.exit(0)  # a file that cannot be written only costs its compile time in each kernel
