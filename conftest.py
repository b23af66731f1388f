"""For the whole test run (tests and notebooks): saved games go to a throwaway folder."""

import os
import tempfile

# Notebook kernels inherit this, so nbval runs never write into the user's own saves.
os.environ.setdefault("TABLE_COMPANION_DATA", tempfile.mkdtemp(prefix="tc-test-saves-"))


def pytest_terminal_summary(terminalreporter):
    """Say it loudly at the end when the browser tests could not run."""
    skipped = terminalreporter.stats.get("skipped", [])
    if any("NO CHROMIUM FOUND" in str(getattr(r, "longrepr", "")) for r in skipped):
        terminalreporter.write_line(
            "!!! BROWSER TESTS SKIPPED: no Chromium at $CHROMIUM or /usr/bin/chromium "
            "(install Debian's chromium, or set REQUIRE_BROWSER=1 to make this a failure)",
            red=True, bold=True)

