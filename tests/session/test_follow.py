"""Every open page follows the game (issue #16): a page notices that its saved game grew, reloads and
redraws; it costs one stat when nothing changed; each record says who made it; in a kernel the
look runs on the kernel's event loop while the kernel is idle."""

from __future__ import annotations

import html
import json
import os
import re
import threading
import time
from pathlib import Path

import pytest

from companion.games.tally import GAME, Gain, Setup, Spend
from companion.session import Session, page_label, set_page_label
from companion.storage import new_session, open_session, session_path
from widgets.table.dashboard import Dashboard
from widgets.table.follow import Follower, describe_record, device_label

ROOT = Path(__file__).resolve().parents[2]


class TallyTable(Dashboard):
    game = GAME
    css = "tc-tally"

    def __init__(self, *args, **kwargs) -> None:
        self.forgotten = self.redraws = 0
        super().__init__(*args, **kwargs)

    def session_changed(self) -> None:
        self.forgotten += 1

    def refresh(self) -> None:
        self.redraws += 1
        super().refresh()


def shown(follower: Follower) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", follower.text.value))


@pytest.fixture(autouse=True)
def label():
    before = page_label()
    set_page_label("host laptop")
    yield
    set_page_label(before)


def test_a_page_follows_moves_made_in_another_page(tmp_path: Path) -> None:
    other = new_session(GAME, "evening", folder=tmp_path, seed=1)
    other.by = "Ann's phone"
    other.apply(Setup(0))
    dash = TallyTable(open_session("evening", [GAME], tmp_path))
    follower = Follower(dash)
    assert "Live: evening" in shown(follower)
    assert "by Ann's phone" in shown(follower) and "this page" not in shown(follower)
    assert follower.check() is False  # nothing changed
    other.apply(Gain(3))
    redraws = dash.redraws
    assert follower.check() is True
    assert dash.session.events == (Setup(0), Gain(3)) and dash.state.crystals == 3
    assert dash.forgotten == 1 and dash.redraws == redraws + 1 and follower.updates == 1
    assert "updated from another page" in shown(follower)
    assert "“Gain 3 crystals” by Ann's phone at " in shown(follower) and "UTC" in shown(follower)
    # an undo elsewhere is followed too
    other.undo()
    assert follower.check() is True and dash.session.events == (Setup(0),)
    assert "an undo" in shown(follower)
    # and this page plays on from the latest, its own move named as its own
    dash.act(Gain(1))
    assert follower.check() is False
    assert "by host laptop (this page)" in shown(follower) and "updated from another page" not in shown(follower)
    assert open_session("evening", [GAME], tmp_path, read_only=True).events == (Setup(0), Gain(1))


def test_nothing_changed_costs_one_stat_and_no_widget_message(tmp_path: Path, monkeypatch) -> None:
    s = new_session(GAME, "quiet", folder=tmp_path, seed=1)
    s.apply(Setup(0))
    follower = Follower(TallyTable(s))
    journal = s.journal
    looks = []
    monkeypatch.setattr(journal, "is_current", lambda: looks.append(1) or True)
    monkeypatch.setattr(journal, "last_record", lambda: looks.append(2) or {})
    sent = []
    follower.text.observe(lambda change: sent.append(change), names="value")
    for _ in range(1000):
        assert follower.check() is False
    assert looks == [] and sent == []  # one stat a look: no read, no lock, no redraw, no message


def test_each_record_says_who_made_it_and_the_file_stays_compatible(tmp_path: Path) -> None:
    s = new_session(GAME, "who", folder=tmp_path, seed=1)
    s.apply(Setup(0))
    s.by = "Bo\u202e\n the tablet " + "x" * 80  # control and bidi marks dropped, cut at 40 characters
    s.apply(Gain(1))
    lines = [json.loads(line) for line in session_path("who", tmp_path).read_bytes().splitlines()]
    assert lines[1]["by"] == "host laptop" and "at" in lines[1]
    assert lines[2]["by"].startswith("Bo the tablet xxx") and len(lines[2]["by"]) == 40
    s.close()
    again = open_session("who", [GAME], tmp_path)  # the chain's checks pass: "by" is sealed like any field
    assert again.events == (Setup(0), Gain(1)) and again.warning is None
    set_page_label(None)
    again.apply(Gain(2))
    last = json.loads(session_path("who", tmp_path).read_bytes().splitlines()[-1])
    assert "by" not in last  # no label: the record is as before issue #16


def test_describe_record_and_device_label() -> None:
    assert describe_record(None, None) == "no steps yet"
    assert describe_record({"format": "x", "seq": 0}, None) == "no steps yet"
    line = describe_record({"op": "event", "step": "<b>x</b>", "by": "<i>me</i>", "at": "2025-01-02T10:11:12+00:00"},
                           "<i>me</i>")
    assert "&lt;b&gt;" in line and "&lt;i&gt;me&lt;/i&gt;" in line and "(this page)" in line and "10:11:12 UTC" in line
    assert device_label("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)").startswith("iPhone ")
    assert device_label("Mozilla/5.0 (Linux; Android 14)").startswith("Android ")
    assert device_label("").startswith("page ")


def test_an_unsaved_game_is_not_followed_and_says_so() -> None:
    follower = Follower(TallyTable(Session(GAME)))
    assert follower.check() is False
    assert "Not following" in shown(follower)
    started: list[bool] = []
    # A thread of its own has no running event loop (the browser tests' driver may run one here).
    thread = threading.Thread(target=lambda: started.append(follower.start()))
    thread.start()
    thread.join()
    assert started == [False]  # no running event loop: nothing ticks


def test_the_page_name_box_renames_this_page(tmp_path: Path) -> None:
    s = new_session(GAME, "names", folder=tmp_path, seed=1)
    follower = Follower(TallyTable(s))
    follower.name.value = "  Cleo  "
    assert page_label() == "Cleo" and follower.name.value == "Cleo"
    s.apply(Setup(0))
    assert json.loads(session_path("names", tmp_path).read_bytes().splitlines()[-1])["by"] == "Cleo"


KERNEL_CODE = """
import os
os.chdir({root!r})
import sys
sys.path.insert(0, {root!r})
from companion.games.tally import GAME
from companion.storage import open_session
from widgets.table.dashboard import Dashboard
class T(Dashboard):
    game = GAME
    css = "tc-tally"
dash = T(open_session("kernel", [GAME], {folder!r}))
follower = dash.follow(__import__("ipywidgets").VBox([__import__("ipywidgets").HTML()]))
print("started", follower._task is not None)
"""


def test_in_a_kernel_the_page_follows_while_the_kernel_is_idle(tmp_path: Path) -> None:
    jupyter_client = pytest.importorskip("jupyter_client")
    other = new_session(GAME, "kernel", folder=tmp_path, seed=1)
    other.by = "phone"
    other.apply(Setup(0))
    env = dict(os.environ, PYDEVD_DISABLE_FILE_VALIDATION="1")
    km, kc = jupyter_client.manager.start_new_kernel(kernel_name="python3", env=env)
    try:
        out = []

        def run(code: str) -> str:
            out.clear()
            reply = kc.execute_interactive(
                code, timeout=60,
                output_hook=lambda msg: out.append(msg["content"].get("text", "")) if msg["msg_type"] == "stream" else None)
            assert reply["content"]["status"] == "ok", reply["content"]
            return "".join(out)

        assert "started True" in run(KERNEL_CODE.format(root=str(ROOT), folder=str(tmp_path)))
        other.apply(Gain(4))  # another device moves; no cell runs in the kernel meanwhile
        # The kernel is idle between the looks below: only its event loop's timer can notice.
        for _ in range(60):
            time.sleep(0.5)
            seen = run("print(len(dash.session), dash.state.crystals, follower.updates, "
                       "'phone' in follower.text.value)")
            if seen.split() == ["2", "4", "1", "True"]:
                break
        assert seen.split() == ["2", "4", "1", "True"], seen
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
