"""Every open page follows the game (issue #16): a page showing a saved game redraws when it grows.

A `Follower` watches the dashboard's saved game. Each tick costs one `stat` of the file (its
device, inode, size and mtime, `FileJournal.stamp`); only when that differs from the last one
seen does it ask `is_current` (does the file still end with the record this page last wrote or
read?). When another page, kernel or device moved the game on, the session reloads the latest log
(`Session.reload`) and the dashboard redraws everything from it: board, history, odds, whose
turn. The bar above the table says who made the last step (the page label saved in each record)
and when.

In a kernel the ticks run as an asyncio task on the kernel's own event loop (ipykernel runs cells
on a running asyncio loop, and the loop goes on while the kernel is idle), so nothing polls from
a thread and the widget messages leave from the kernel's main thread, between cells and clicks:
a tick never runs in the middle of a move. Outside a running loop (a plain script or a test)
`check()` does one tick when called.
"""

from __future__ import annotations

import asyncio
import html
import http.cookies
import os
import secrets
from typing import Any

import ipywidgets as w

from companion.errors import RuleError
from companion.session import PAGE_KEY_COOKIE, SessionError, page_key_digest, page_label, set_page_key, set_page_label

__all__ = ["Follower", "INTERVAL", "device_label", "describe_record", "page_secret"]

PLAY, LOOK = "Others may play", "Others only look"  # the host's switch (looking versus playing)
INTERVAL = 0.25  # seconds between two looks at the file: a move shows in another page within ~0.3 s


def device_label(user_agent: str | None = None) -> str:
    """A short name for this page: the kind of device (from the browser's User-Agent when the server
    passes it, as the table server does) and four random hex digits, e.g. "iPhone 3f2a"."""
    agent = os.environ.get("HTTP_USER_AGENT", "") if user_agent is None else user_agent
    kinds = (("iPhone", "iPhone"), ("iPad", "iPad"), ("Android", "Android"), ("CrOS", "Chromebook"),
             ("Windows", "Windows"), ("Macintosh", "Mac"), ("Linux", "Linux"))
    kind = next((name for key, name in kinds if key in agent), "page")
    return f"{kind} {secrets.token_hex(2)}"


def page_secret(cookie_header: str | None = None) -> str | None:
    """This page's browser secret, from the cookie the servers give each browser (passed to the kernel
    as HTTP_COOKIE, then removed from the environment so nothing in the kernel shows it again)."""
    if cookie_header is None:
        cookie_header = os.environ.pop("HTTP_COOKIE", "")
    cookies = http.cookies.SimpleCookie()
    try:
        cookies.load(cookie_header)
    except http.cookies.CookieError:
        return None
    morsel = cookies.get(PAGE_KEY_COOKIE)
    return morsel.value if morsel is not None and morsel.value else None


def _when(at: Any) -> str:
    if type(at) is not str or len(at) < 19:
        return ""
    return f" at {html.escape(at[11:19])} UTC"


def describe_record(record: dict[str, Any] | None, mine: str | None) -> str:
    """The bar's line about the last saved record (HTML): what it was, by whom, when."""
    if record is None or record.get("seq") == 0 or record.get("op") is None:
        return "no steps yet"
    op, step = record.get("op"), record.get("step")
    step = step if type(step) is str else ""
    if op == "event":
        what = f"“{html.escape(step[:120])}”"
    elif op == "undo":
        what = "an undo" + (f" (back to “{html.escape(step[:120])}”)" if step else " (back to the start)")
    elif op == "redo":
        what = f"a redo (“{html.escape(step[:120])}”)"
    elif op == "table":
        what = ("the host’s switch: others only look" if record.get("others") == "look" else
                "the host’s switch: others may play")
    else:
        what = "a change"
    by = record.get("by")
    who = ""
    if type(by) is str and by:
        who = f" by <b>{html.escape(by[:40])}</b>" + (" (this page)" if by == mine else "")
    return f"last step {what}{who}{_when(record.get('at'))}"


class Follower:
    """Keeps one dashboard on its saved game's latest log; `widget` is the bar that says so."""

    def __init__(self, dash: Any, interval: float = INTERVAL) -> None:
        self.dash = dash
        self.interval = interval
        if page_label() is None:
            set_page_label(device_label())
        if page_key_digest() is None:
            set_page_key(page_secret())
        self.text = w.HTML()
        self.text.add_class("tc-follow-text")
        self.name = w.Text(value=page_label() or "", description="This page:", continuous_update=False,
                           layout=w.Layout(width="210px"))
        self.name.add_class("tc-page-name")
        self.name.observe(self._renamed, names="value")
        # Looking versus playing: the host's switch (greyed on the other pages) and the one-line reason.
        self.switch = w.ToggleButtons(options=[PLAY, LOOK], value=PLAY, style={"button_width": "auto"})
        self.switch.add_class("tc-others")
        self.switch.observe(self._switched, names="value")
        self.reason = w.HTML()
        self.reason.add_class("tc-look-reason")
        self.widget = w.HBox([self.text, self.name, self.switch, self.reason],
                             layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.widget.add_class("tc-follow")
        self.widget.add_class(f"{dash.css}-follow")
        self.updates = 0            # how many times another page's move was brought in
        self._stamp: Any = None     # the file's stat stamp at the last look
        self._task: asyncio.Task | None = None
        self._note = ""             # "updated from another page" until this page moves
        self._showing = False
        self.check()

    def _renamed(self, change: dict[str, Any]) -> None:
        session = self.dash.session
        old = page_label()
        new = change["new"] or None
        if (session.host is not None and session.is_host and new and getattr(session.journal, "stamp", None)
                and not session.read_only and session.by is None):
            try:  # the host renames its page: the game's host is renamed with it (a "table" record)
                session.set_table(host=new)
            except SessionError as exc:
                self.dash.message.error(exc)
                self.name.value = old or ""
                self.dash.refresh()
                return
        set_page_label(new)
        self.name.value = page_label() or ""
        self.dash.refresh() if hasattr(self.dash, "widget") else self._show()

    def _switched(self, change: dict[str, Any]) -> None:
        allow = change["new"] == PLAY
        if allow == self.dash.session.others_play or self._showing:
            return
        try:
            self.dash.set_others_play(allow)
        except (RuleError, SessionError) as exc:
            self.dash.message.error(exc)
        self._show()

    def show(self) -> None:
        """Bring the bar up to the session (the dashboard calls it after every redraw)."""
        self._show()

    # ----- one look -----
    def check(self) -> bool:
        """Look at the file once; when the game moved on elsewhere, reload and redraw. True if it did."""
        session = self.dash.session
        journal = session.journal
        stamp_of = getattr(journal, "stamp", None)
        if stamp_of is None:  # not saved yet, or open read-only: nothing to follow
            self._stamp = None
            self._show()
            return False
        stamp = stamp_of()  # taken before looking, so a write made meanwhile is seen at the next tick
        if stamp == self._stamp:
            return False
        moved = False
        if not journal.is_current():
            try:
                session.reload()
            except SessionError as exc:
                self.dash.message.error(exc)
            else:
                moved = True
                self.updates += 1
                self._note = "updated from another page · "
                self.dash.session_changed()  # forget what was picked on the old board
                self.dash.refresh()
        elif self._stamp is not None:
            self._note = ""  # this page's own move
        self._stamp = stamp
        self._show()
        return moved

    def _show(self) -> None:
        session = self.dash.session
        journal = session.journal
        if getattr(journal, "stamp", None) is None:
            value = ("<span style='color:#555'>Not following: " +
                     ("this game is open read-only here." if session.read_only else
                      "a saved game is followed live on every page.") +
                     "</span>")
        else:
            name = html.escape(session.name or journal.path.stem)
            mine = session.by if session.by is not None else page_label()
            host = ""
            if session.host is not None:
                host = f" · host: <b>{html.escape(session.host)}</b>" + (" (here)" if session.is_host else "")
            value = (f"<span title='Every page showing this saved game redraws within a second of a move'>"
                     f"● Live: <b>{name}</b> · {self._note}"
                     f"{describe_record(journal.last_record(), mine)}{host}</span>")
        if self.text.value != value:
            self.text.value = value
        followed = getattr(journal, "stamp", None) is not None
        self._showing = True
        try:
            self.switch.value = PLAY if session.others_play else LOOK
        finally:
            self._showing = False
        self.switch.disabled = not (followed and session.is_host and not session.read_only)
        self.switch.tooltips = ([] if not followed else
                                ["The other pages may play too", "The other pages may only look"]
                                if session.is_host else [f"Only the host ({session.host}) decides"] * 2)
        self.switch.layout.display = None if followed else "none"
        reason = self.dash.looking() if hasattr(self.dash, "looking") else None
        line = f"<span style='color:#a33'><b>{html.escape(reason)}</b></span>" if reason else ""
        if self.reason.value != line:
            self.reason.value = line

    # ----- ticking in a kernel -----
    def start(self) -> bool:
        """Tick on the running event loop (a kernel's); False when there is none (call `check` yourself)."""
        if self._task is not None and not self._task.done():
            return True
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False
        self._task = loop.create_task(self._run())
        return True

    def stop(self) -> None:
        """Stop ticking."""
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            try:
                self.check()
            except Exception as exc:  # a tick must never end the following: say it and go on
                try:
                    self.text.value = f"Following paused: {html.escape(str(exc) or type(exc).__name__)}"
                except Exception:  # pragma: no cover
                    pass
                self._stamp = None
