"""`make dashboards`: standalone Voila over the dashboards, on loopback, under the project's guards.

    .venv/bin/python scripts/dashboards_server.py notebooks --port=8866 --Voila.ip=127.0.0.1 --no-browser

The arguments are Voila's own. No token (the server answers loopback only, and only for loopback
names: a site that rebinds its name to 127.0.0.1 is refused), and every guard of
scripts/voila_guards.py: the v1 websocket framing, the shutdown beacon's cookie, kernels of pages
that never connect freed, the upload size, a plain /logout.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> None:
    os.chdir(ROOT)  # voila.json (template, culling) is read from the folder Voila starts in
    os.environ.setdefault("JUPYTER_PATH", str(ROOT / "share" / "jupyter"))
    os.environ.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")
    sys.path.insert(0, str(ROOT))
    from scripts.voila_guards import serve

    serve(list(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
