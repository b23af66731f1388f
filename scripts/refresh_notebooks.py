"""Run dashboards and save only what nbval compares: the text of `# NBVAL_CHECK_OUTPUT` cells.

Usage: .venv/bin/python scripts/refresh_notebooks.py notebooks/index.ipynb [...]
Widget views carry random ids, so every other output is cleared, and so are the run's timings.

What is kept is plain text (stream outputs), which nbformat's trust check
(`NotebookNotary.check_cells`) calls safe, so binder/start may sign the notebooks and JupyterLab
opens them trusted (no "untrusted notebook" dialog on "Render with Voilà"). A rich output
(HTML, JavaScript, a widget view) would make a notebook untrusted: this script refuses to save one.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbformat.sign import NotebookNotary


def refresh(path: Path) -> list[str]:
    """Execute the notebook in its folder and keep the checked cells' text output."""
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    kept = []
    for number, cell in enumerate((c for c in nb.cells if c.cell_type == "code"), start=1):
        if cell.source.startswith("# NBVAL_CHECK_OUTPUT"):
            cell.outputs = [o for o in cell.outputs if o.get("output_type") == "stream"]
            cell.execution_count = number  # nbval skips cells that were never run
            kept += [o.get("text", "") for o in cell.outputs]
        else:
            cell.outputs = []
            cell.execution_count = None
        cell.metadata.pop("execution", None)  # timestamps of this run: noise in every diff
    nb.metadata.pop("widgets", None)  # widget state: random ids, nothing to compare
    # check_cells only reads the cells (it drops a `trusted` flag, which is never saved anyway);
    # with no data folder, an in-memory store and a fixed secret, the notary writes nothing.
    notary = NotebookNotary(data_dir="", db_file=":memory:", secret=b"unused")
    if not notary.check_cells(nb):
        raise SystemExit(f"{path}: an output nbformat does not trust; not saved")
    nbformat.write(nb, path)
    return kept


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        print(arg, refresh(Path(arg)))
