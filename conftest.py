"""For the whole test run (tests and notebooks): saved games go to a throwaway folder."""

import os
import tempfile

# Notebook kernels inherit this, so nbval runs never write into the user's own saves.
os.environ.setdefault("TABLE_COMPANION_DATA", tempfile.mkdtemp(prefix="tc-test-saves-"))
