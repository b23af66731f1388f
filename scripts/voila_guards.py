"""The guards every server of the dashboards runs under (issue #24): `make dashboards` and `make table`.

A page is untrusted: what it sends can be crafted. Standalone Voila 0.5.13 leaves five doors open,
and `serve()` closes each one before the server listens:

* its kernel websocket parses every outgoing binary message as the v1 framing and builds a list
  as long as the message's first 8 bytes say: a client that connects without the v1 subprotocol
  gets the older framing, whose first bytes read as ~8.6e17, and one repaint then eats the
  machine's memory (docs/upstream/voila-websocket-header.md). Here a kernel websocket must ask for
  the v1 subprotocol, and the header reader never trusts a count the message cannot hold;
* its shutdown beacon (a closed or reloaded tab) is refused without the `_xsrf` cookie, so every
  closed page kept its kernel: the cookie is set on every page (voila#1458), and a kernel whose
  page never connects within `CONNECT_WITHIN` seconds is shut down;
* it answers any `Host`, so a site the user visits can rebind its name to this machine: only
  loopback names, addresses, and the names given, are answered (DNS rebinding needs a name);
  websockets also check `Origin` (Jupyter's own check, kept on);
* Tornado drops a websocket message over 10 MiB with no word, below the 20 MB import cap: the
  limit is raised above it, and the page itself refuses a larger file at once (the offline
  template's upload guard);
* `GET /logout` renders a template Voila does not ship (a 500): it is answered plainly;
* the host of a game was whoever carried the host's label, which any page can type: each browser now
  gets a secret in an HttpOnly cookie, passed to its page's kernel, and a saved game keeps the
  digest of its host's secret (companion.session.set_page_key).
"""

from __future__ import annotations

import http.cookies
import ipaddress
import json
import os
import re
import secrets
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from companion.session import PAGE_KEY_COOKIE  # noqa: E402
V1_PROTOCOL = "v1.kernel.websocket.jupyter.org"
CONNECT_WITHIN = 60.0          # seconds a page has, once its kernel is up, to open its websocket
CONNECT_WITHIN_ENV = "TABLE_COMPANION_CONNECT_WITHIN"  # tests shorten it
# Above the largest file a page may hand over (companion.transfer.MAX_IMPORT_BYTES, 20 MB), with room
# for a JSON string's escapes; the page refuses anything larger before sending it (UPLOAD_LIMIT_MB).
WEBSOCKET_MAX_MESSAGE = 64 * 1024 * 1024
LOGGED_OUT = ("<!doctype html><title>Logged out</title><p>You have left the table. "
              "Open the table's link (with its token) again to come back.</p>")


def read_header(ws_msg: bytes) -> dict | None:
    """The v1 header of an outgoing binary message, or None; never trusts a count the message cannot hold."""
    if len(ws_msg) < 8:
        return None
    count = int.from_bytes(ws_msg[:8], "little")
    if count < 3 or 8 * (count + 1) > len(ws_msg):  # not v1 framing: no header to read
        return None
    start = int.from_bytes(ws_msg[16:24], "little")
    end = int.from_bytes(ws_msg[24:32], "little")
    if not 0 <= start <= end <= len(ws_msg):
        return None
    try:
        header = json.loads(ws_msg[start:end].decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return header if type(header) is dict else None


def host_of(host_header: str) -> str:
    """The name or address in a Host header, without its port or IPv6 brackets."""
    match = re.match(r"^(\[[^\]]*\]|[^:]*)(:\d+)?$", host_header.strip())
    host = match.group(1) if match else host_header
    return host[1:-1] if host.startswith("[") and host.endswith("]") else host


def host_allowed(host_header: str | None, names: Iterable[str], any_address: bool) -> bool:
    """Whether a request for `host_header` may be answered: loopback, one of `names`, or (with
    `any_address`) any IP address; a name the server was not given is refused (DNS rebinding)."""
    if not host_header:
        return False
    host = host_of(host_header).lower()
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host in {"localhost", *(n.lower() for n in names)}
    return any_address or address.is_loopback


def set_xsrf_cookie(handler: Any, notebook: Any, cwd: Any) -> None:
    """Voila's prelaunch hook, run before a page's headers go out: touching the token sets the `_xsrf`
    cookie, which the page's shutdown beacon sends back, so a closed or reloaded tab frees its kernel."""
    handler.xsrf_token  # noqa: B018 (the property sets the cookie)
    return None


def give_page_key(request: Any) -> None:
    """A page request from a browser without a secret gets one: added to the request's cookies, so its
    kernel (HTTP_COOKIE) knows it, and set on the response by `prepare_page`."""
    if not request.path.startswith("/voila/render/"):
        return
    cookies = http.cookies.SimpleCookie()
    try:
        cookies.load(request.headers.get("Cookie", ""))
    except http.cookies.CookieError:
        pass
    if PAGE_KEY_COOKIE in cookies and cookies[PAGE_KEY_COOKIE].value:
        return
    secret = secrets.token_urlsafe(32)
    request.headers["Cookie"] = "; ".join(p for p in (request.headers.get("Cookie", ""), f"{PAGE_KEY_COOKIE}={secret}")
                                          if p)
    request.tc_new_page_key = secret


def prepare_page(handler: Any, notebook: Any, cwd: Any) -> None:
    """The prelaunch hook of `make dashboards` and `make table`: the `_xsrf` cookie (see `set_xsrf_cookie`),
    and the browser's secret when `give_page_key` made one (HttpOnly: no script in any page reads it)."""
    set_xsrf_cookie(handler, notebook, cwd)
    secret = getattr(handler.request, "tc_new_page_key", None)
    if secret:
        handler.set_cookie(PAGE_KEY_COOKIE, secret, httponly=True, samesite="Strict", expires_days=400, path="/")
    return None


def kernel_manager_class(limit: int | None = None, connect_within: float = CONNECT_WITHIN,
                         full_message: str = ""):
    """AsyncMappingKernelManager that frees a kernel whose page never connects, and starts none past `limit`."""
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
    from tornado import ioloop, web

    class GuardedKernelManager(AsyncMappingKernelManager):
        max_kernels = limit
        _starting = 0

        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self._connected_once: set[str] = set()  # the kernels whose page opened its websocket

        async def start_kernel(self, *args, kernel_id=None, **kwargs):  # type: ignore[override]
            if self.max_kernels is not None and (kernel_id is None or kernel_id not in self):
                if len(self.list_kernel_ids()) + self._starting >= self.max_kernels:
                    self.log.warning("The table is full (%d kernels): a page was refused", self.max_kernels)
                    message = full_message.format(n=self.max_kernels)
                    raise web.HTTPError(503, message, reason=message)
            self._starting += 1
            try:
                started = await super().start_kernel(*args, kernel_id=kernel_id, **kwargs)
            finally:
                self._starting -= 1
            ioloop.IOLoop.current().call_later(connect_within, self._free_if_never_connected, started)
            return started

        def notify_connect(self, kernel_id):  # type: ignore[override]
            self._connected_once.add(kernel_id)
            super().notify_connect(kernel_id)

        async def _free_if_never_connected(self, kernel_id: str) -> None:
            # Counted from the kernel's last activity: the page is still being rendered while it runs.
            if kernel_id not in self or kernel_id in self._connected_once:
                return
            idle = (datetime.now(timezone.utc) - self.get_kernel(kernel_id).last_activity).total_seconds()
            if idle < connect_within:
                ioloop.IOLoop.current().call_later(connect_within - idle, self._free_if_never_connected, kernel_id)
                return
            self.log.info("Kernel %s: its page never connected within %.0f s; shut down", kernel_id,
                          connect_within)
            await self.shutdown_kernel(kernel_id)

        async def shutdown_kernel(self, kernel_id, *args, **kwargs):  # type: ignore[override]
            self._connected_once.discard(kernel_id)
            return await super().shutdown_kernel(kernel_id, *args, **kwargs)

    return GuardedKernelManager


def _guarded_websocket_handler():
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

    class GuardedKernelWebsocketHandler(VoilaKernelWebsocketHandler):
        """Voila's kernel websocket, refused to a client that does not ask for the v1 framing."""

        async def get(self, *args, **kwargs):  # type: ignore[override]
            offered = [p.strip() for p in self.request.headers.get("Sec-WebSocket-Protocol", "").split(",")]
            if V1_PROTOCOL not in offered:
                self.log.warning("Refused a kernel websocket without the %s subprotocol", V1_PROTOCOL)
                # Answered here: Voila's error pages need templates it does not ship (a 500 with a traceback).
                self.set_status(400)
                self.finish(f"A kernel websocket must ask for the {V1_PROTOCOL} subprotocol.")
                return None
            return await super().get(*args, **kwargs)

    return GuardedKernelWebsocketHandler


def install_websocket_guard() -> None:
    """Voila's header reader replaced by `read_header`, and its kernel websocket by one that needs v1
    (for standalone Voila and for the Jupyter server's Voila extension alike)."""
    import voila.app
    import voila.tornado.kernel_websocket_handler as handler_module

    handler_module.read_header_from_binary_message = read_header
    if not getattr(voila.app.VoilaKernelWebsocketHandler, "_table_guarded", False):
        guarded = _guarded_websocket_handler()
        guarded._table_guarded = True
        voila.app.VoilaKernelWebsocketHandler = guarded


def _guard_application(app: Any, names: Iterable[str], any_address: bool) -> None:
    """Every request to `app` refused (403) unless its Host is allowed; `/logout` answered plainly."""
    from tornado import web

    names = tuple(names)
    find_handler = app.find_handler

    class RefusedHost(web.RequestHandler):
        def prepare(self) -> None:
            self.set_status(403, "This server answers only its own address")
            self.finish("This server answers only its own address (Host refused).")

    class LoggedOut(web.RequestHandler):
        def get(self) -> None:
            for cookie in list(self.request.cookies):
                if cookie.startswith("username-") or cookie == "_xsrf":
                    self.clear_cookie(cookie)
            self.finish(LOGGED_OUT)

    def guarded_find_handler(request: Any, **kwargs: Any) -> Any:
        if not host_allowed(request.headers.get("Host"), names, any_address):
            return app.get_handler_delegate(request, RefusedHost)
        if request.path.rstrip("/") == "/logout":
            return app.get_handler_delegate(request, LoggedOut)
        give_page_key(request)
        return find_handler(request, **kwargs)

    app.find_handler = guarded_find_handler


def serve(arguments: list[str], *, config: Any = None, names: Iterable[str] = (), any_address: bool = False,
          max_kernels: int | None = None, full_message: str = "") -> None:
    """Run standalone Voila over `arguments` with every guard above in place (blocks until stopped)."""
    from traitlets.config import Config
    from voila.app import Voila

    install_websocket_guard()
    config = config if config is not None else Config()
    config.VoilaConfiguration.prelaunch_hook = prepare_page
    # The page's cookies reach its kernel (HTTP_COOKIE), which takes the browser's secret from them and
    # removes them from its environment (widgets/table/follow.py).
    headers = list(config.VoilaConfiguration.get("http_header_envs", []))
    config.VoilaConfiguration.http_header_envs = headers + [h for h in ("Cookie",) if h not in headers]
    connect_within = float(os.environ.get(CONNECT_WITHIN_ENV) or CONNECT_WITHIN)
    config.VoilaConfiguration.multi_kernel_manager_class = kernel_manager_class(
        max_kernels, connect_within=connect_within, full_message=full_message)
    config.Voila.tornado_settings = {"websocket_max_message_size": WEBSOCKET_MAX_MESSAGE}
    names = tuple(names)

    class GuardedVoila(Voila):
        def listen(self) -> None:  # the application exists by now; no request has been answered yet
            _guard_application(self.app, names, any_address)
            super().listen()

    app = GuardedVoila(config=config)
    app.initialize(arguments)
    app.start()
