"""Looking versus playing (issue #16, point 3): the host (the page that started the saved game) decides
whether the other pages may also play; the switch is a "table" record in the log, so it survives a
reload, an export and the hash chain; on a page that may only look the table's controls are greyed
out with a one-line reason and a move is refused with it; the follow bar and the picker stay live."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import ipywidgets as w
import pytest

from companion.errors import RuleError
from companion.games.tally import GAME, Gain, Setup
from companion.session import LookOnlyError, page_label, set_page_label
from companion.storage import new_session, open_session, session_path
from companion.transfer import export_json, import_session
from widgets.table.dashboard import Dashboard
from widgets.table.follow import LOOK, PLAY, Follower


class TallyTable(Dashboard):
    """A small table: a button the game enables only while a move is legal, a pick list, a text."""

    game = GAME
    css = "tc-tally"

    def __init__(self, *args, **kwargs) -> None:
        self.gain = w.Button(description="Gain")
        self.amount = w.Dropdown(options=[1, 2, 3])
        self.note = w.Text()
        self.spend = w.Button(description="Spend")
        self.widget = w.VBox([w.HBox([self.gain, self.amount]), self.note, self.spend])
        super().__init__(*args, **kwargs)

    def refresh(self) -> None:
        self.spend.disabled = self.state.crystals == 0  # what is legal now
        super().refresh()


def shown(html_widget: w.HTML) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", html_widget.value))


@pytest.fixture(autouse=True)
def label():
    before = page_label()
    yield
    set_page_label(before)


def two_pages(tmp_path: Path) -> tuple[TallyTable, TallyTable]:
    set_page_label("host laptop")
    started = new_session(GAME, "evening", folder=tmp_path, seed=1)
    started.apply(Setup(0))
    host = TallyTable(started)
    host.follower = Follower(host)
    guest_session = open_session("evening", [GAME], tmp_path)
    guest_session.by = "Ann's phone"  # another device (one process here: its own label)
    guest = TallyTable(guest_session)
    guest.follower = Follower(guest)
    host.refresh(), guest.refresh()
    return host, guest


def test_the_host_is_the_page_that_started_the_game_and_is_saved_in_the_header(tmp_path: Path) -> None:
    host, guest = two_pages(tmp_path)
    header = json.loads(session_path("evening", tmp_path).read_text().splitlines()[0])
    assert header["host"] == "host laptop"
    assert host.session.is_host and not guest.session.is_host
    assert "host: host laptop (here)" in shown(host.follower.text)
    assert "host: host laptop" in shown(guest.follower.text) and "(here)" not in shown(guest.follower.text)
    assert not host.follower.switch.disabled and guest.follower.switch.disabled  # only the host switches


def test_others_only_look_greys_the_guest_out_refuses_its_move_and_survives_a_reload(tmp_path: Path) -> None:
    host, guest = two_pages(tmp_path)
    guest.act(Gain(2))  # others may play at first
    host.follower.check()
    assert host.state == guest.state

    host.follower.switch.value = LOOK  # the host's switch
    assert host.session.others_play is False
    assert guest.follower.check()  # the guest follows the switch like a move
    reason = guest.looking()
    assert reason == "Only looking: the host (host laptop) lets the other pages look, not play."
    assert shown(guest.follower.reason) == reason
    assert all(c.disabled for c in (guest.gain, guest.amount, guest.note, guest.spend))
    assert guest.follower.switch not in guest.table_controls()  # the bar is the shell's, not greyed out
    assert not guest.follower.name.disabled
    with pytest.raises(RuleError, match="Only looking: the host"):
        guest.act(Gain(1))
    with pytest.raises(RuleError, match="Only looking"):
        guest.undo()
    with pytest.raises(LookOnlyError):
        guest.session.set_table(others_play=True)  # only the host decides
    # The host itself still plays, its controls untouched.
    assert host.looking() is None and not host.gain.disabled and not host.note.disabled
    host.act(Gain(1))

    # Kept in the saved game: a reload (a new page, a killed kernel) and an export both say "look".
    again = open_session("evening", [GAME], tmp_path, read_only=True)
    assert again.others_play is False and again.host == "host laptop"
    assert list(again.steps) == list(host.session.steps)
    assert import_session(export_json(host.session), [GAME], folder=tmp_path / "imported").others_play is False
    records = [json.loads(line) for line in session_path("evening", tmp_path).read_text().splitlines()]
    assert [r.get("op") for r in records[1:]] == ["event", "event", "table", "event"]
    assert records[3]["others"] == "look" and records[3]["by"] == "host laptop"
    assert [r["seq"] for r in records] == list(range(len(records)))  # one chain, nothing interleaved

    # Others may play again: the guest's controls come back as the game wants them.
    host.follower.switch.value = PLAY
    guest.follower.check()
    assert guest.looking() is None and shown(guest.follower.reason) == ""
    assert not guest.gain.disabled and not guest.amount.disabled and not guest.note.disabled
    assert guest.spend.disabled is False  # the stash holds crystals: Spend is legal, so enabled
    guest.act(Gain(1))
    assert open_session("evening", [GAME], tmp_path, read_only=True).others_play is True


def test_a_stale_guest_meets_the_switch_at_its_next_move(tmp_path: Path) -> None:
    host, guest = two_pages(tmp_path)
    host.set_others_play(False)  # the guest has not looked at the file since
    with pytest.raises(RuleError, match="moved on in another page"):
        guest.act(Gain(1))  # refused as stale first, and now showing the latest: greyed out
    assert guest.looking() is not None and guest.gain.disabled
    with pytest.raises(RuleError, match="Only looking"):
        guest.act(Gain(1))
    assert len(open_session("evening", [GAME], tmp_path, read_only=True)) == 1


def test_a_renamed_host_page_stays_the_host(tmp_path: Path) -> None:
    host, guest = two_pages(tmp_path)
    host.follower.name.value = "Bea's laptop"
    assert host.session.host == "Bea's laptop" and host.session.is_host
    assert open_session("evening", [GAME], tmp_path, read_only=True).host == "Bea's laptop"
    host.set_others_play(False)
    guest.follower.check()
    assert "host (Bea's laptop)" in guest.looking()


def test_a_damaged_table_record_is_refused_naming_its_line(tmp_path: Path) -> None:
    from companion.records import load_records

    set_page_label("host laptop")
    session = new_session(GAME, "evening", folder=tmp_path, seed=1)
    session.apply(Setup(0))
    records = [json.loads(line) for line in session_path("evening", tmp_path).read_text().splitlines()]
    records.append({"op": "table", "others": "maybe", "n": 1, "step": ""})
    with pytest.raises(Exception, match="line 3.*others"):
        load_records(records, {GAME.name: GAME}, "The saved game 'evening'")
