"""Sign the dashboards whose outputs nbformat calls safe, so JupyterLab trusts them.

Usage (binder/start runs it): python binder/sign_notebooks.py notebooks/

The Jupyter server trusts a notebook only by its signature in the user's signature store,
whatever the notebook holds, so a freshly cloned one is "untrusted" and JupyterLab's
"Render with Voilà" asks first. The committed dashboards keep nothing but the plain-text
outputs nbval compares, which nbformat's own check (`NotebookNotary.check_cells`, the
test the server applies when a notebook is saved) calls safe: those are signed here, as
saving them would; a notebook with any rich output is left unsigned, and said so.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbformat.sign import NotebookNotary


def sign_safe(folder: Path) -> list[str]:
    """Sign every notebook in `folder` whose code cells have no rich output; the names signed."""
    signed = []
    with NotebookNotary() as notary:
        for path in sorted(folder.glob("*.ipynb")):
            if notary.check_cells(nbformat.read(path, as_version=4)):
                notary.sign(nbformat.read(path, as_version=4))  # a fresh copy: check_cells edits
                signed.append(path.name)
            else:
                print(f"{path}: has rich outputs, left untrusted", file=sys.stderr)
    return signed


if __name__ == "__main__":
    sign_safe(Path(sys.argv[1] if len(sys.argv) > 1 else "notebooks"))
