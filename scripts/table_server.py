"""The table server (issue #16): the dashboards for every device at the table, behind a token.

    .venv/bin/python scripts/table_server.py [--ip 0.0.0.0] [--port 8866] [--max-kernels 10]
                                             [--url-host ADDRESS]

`make table` runs it. It serves the same dashboards as `make dashboards` (standalone Voila, the
offline template, voila.json's idle-kernel culling), but on `--ip` (all of the machine's addresses
by default) instead of loopback, and

* a random token (`secrets.token_urlsafe(32)`, 256 bits) is made at every start and handed to
  Jupyter's own token mechanism (jupyter_server's IdentityProvider, through `Voila.token`, set in
  this process, so it never shows in `ps`): a request without it, or without the cookie the first
  request with it sets, is sent to the login form and gets no page and no kernel; the API and the
  kernels' websockets answer 403;
* the URL with the token is printed, and drawn as a QR code in the terminal (segno), for phones to
  scan; the index page shows the same URL and QR code (TABLE_COMPANION_TABLE_URL, passed to every
  kernel);
* at most `--max-kernels` kernels are open at once (each takes about 110 MB): past that a page
  gets "503 The table is full" with what to do, instead of a kernel; a closed or reloaded tab frees
  its kernel at once and a page that never connects frees it within a minute (scripts/voila_guards.py,
  which also guards the websockets, the Host names answered, the upload size and /logout);
* the browser's User-Agent is passed to each kernel (HTTP_USER_AGENT), so a page names itself
  "iPhone 3f2a" in the saved game's records (widgets/table/follow.py).

`--url-host` is the address printed in the URL; by default the first address `hostname -I`
lists (nothing is sent anywhere to find it). Plain HTTP: the token travels in the clear on the local network, as with any Jupyter
server without TLS; use it on a network you trust, and stop the server (Ctrl-C) after the game.
"""

from __future__ import annotations

import argparse
import os
import secrets
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TABLE_URL_ENV = "TABLE_COMPANION_TABLE_URL"
# Voila's error page shows the status and its reason phrase only: the whole message is the reason.
FULL_MESSAGE = ("The table is full. {n} pages are open on the host, the most it allows. Close a "
                "dashboard tab on another device (a closed or reloaded tab frees its page at once; a page "
                "that never finished loading is freed within a minute; one left open unused, after 30 "
                "minutes), or ask the host to raise the limit (make table TABLE_KERNELS=...), then reload "
                "this page")


def host_address() -> str:
    """The machine's address on its network, as `hostname -I` lists it first (no packet is sent
    to find it); loopback when there is none."""
    try:
        found = subprocess.run(["hostname", "-I"], capture_output=True, text=True, timeout=5).stdout.split()
    except (OSError, subprocess.SubprocessError):
        found = []
    found = [a for a in found if ":" not in a and not a.startswith("127.")]
    return found[0] if found else "127.0.0.1"


def table_url(host: str, port: int, token: str) -> str:
    """The link a device at the table opens: the index, with the token."""
    return f"http://{host}:{port}/voila/render/index.ipynb?token={token}"


def qr_text(url: str) -> str:
    """The URL as a QR code in half-block characters (segno's compact terminal drawing)."""
    import io

    import segno

    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True)
    return out.getvalue().rstrip("\n")


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Serve the dashboards to every device at the table, behind a token.")
    parser.add_argument("--ip", default="0.0.0.0", help="the address to listen on (default: all of this machine's)")
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--max-kernels", type=int, default=10,
                        help="the most pages open at once (about 110 MB each; default 10)")
    parser.add_argument("--url-host", default=None,
                        help="the address printed in the URL (default: this machine's network address)")
    parser.add_argument("--token", default=None, help=argparse.SUPPRESS)  # tests only; never log it
    parser.add_argument("--no-qr", action="store_true", help="print the URL without the QR code")
    args = parser.parse_args(argv)
    if args.max_kernels < 1:
        parser.error("--max-kernels: at least 1")
    return args


def main(argv: list[str] | None = None) -> None:
    args = parse(argv)
    token = args.token or os.environ.pop("TABLE_COMPANION_TOKEN", None) or secrets.token_urlsafe(32)
    host = args.url_host or (args.ip if args.ip not in ("0.0.0.0", "", "::") else host_address())
    url = table_url(host, args.port, token)
    os.chdir(ROOT)  # voila.json (template, culling) is read from the folder Voila starts in
    os.environ.setdefault("JUPYTER_PATH", str(ROOT / "share" / "jupyter"))
    os.environ.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")
    os.environ[TABLE_URL_ENV] = url  # every kernel inherits it: the index shows it for the host

    print("\n  The table server: every device at the table opens")
    print(f"\n    {url}\n")
    if not args.no_qr:
        print(qr_text(url))
    print(f"\n  Listening on {args.ip}:{args.port} (token required; at most {args.max_kernels} pages open)."
          "\n  Anyone with this link can play: share it only at the table. Ctrl-C stops.\n", flush=True)

    from traitlets.config import Config

    sys.path.insert(0, str(ROOT))
    from scripts.voila_guards import serve

    config = Config()
    config.Voila.token = token  # Jupyter's own token check (IdentityProvider.token), on every request
    config.VoilaConfiguration.http_header_envs = ["User-Agent"]
    # Pages are answered for this machine's addresses and the name printed in the URL, never for a
    # name the server was not given (a site rebinding its own name to this machine).
    serve(["notebooks", f"--Voila.ip={args.ip}", f"--port={args.port}", "--Voila.port_retries=0", "--no-browser"],
          config=config, names=(host,), any_address=True, max_kernels=args.max_kernels, full_message=FULL_MESSAGE)

if __name__ == "__main__":
    sys.exit(main())
