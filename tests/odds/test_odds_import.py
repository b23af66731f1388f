"""companion.odds stays light: no sympy and no Jupyter at import."""

from __future__ import annotations

import subprocess
import sys


def test_import_companion_odds_does_not_import_sympy_or_jupyter():
    code = (
        "import sys, companion.odds, companion.games.fall.odds, "
        "companion.games.other_side.odds, companion.games.mythicals.odds\n"
        "bad = [m for m in ('sympy', 'ipywidgets', 'ipycanvas', 'IPython', 'voila') if m in sys.modules]\n"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
