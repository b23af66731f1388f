"""The session widgets in a headless kernel: build, click, and read labels and disabled states."""

from __future__ import annotations

import base64
import html
import json
import re
from datetime import datetime, timezone
from pathlib import Path

from companion.games.tally import GAME, Gain, Setup, Spend
from companion.session import Session
from companion.storage import SessionConflictError, new_session, open_session, session_path
from companion.transfer import export_json
from widgets.table.history import HistoryPanel, SessionPicker
from widgets.table.session_demo import session_demo


def text(widget) -> str:
    """What a reader sees in an HTML/Label widget (tags dropped, one line per <div>)."""
    return html.unescape(re.sub(r"<[^>]+>", "\n", widget.value).replace("\n\n", "\n").strip())


def upload(picker: SessionPicker, name: str, data: bytes) -> None:
    picker.upload.value = ({"name": name, "type": "application/json", "size": len(data),
                            "content": memoryview(data), "last_modified": datetime.now(timezone.utc)},)


def test_history_panel_undo_redo_and_disabled_states() -> None:
    s = Session(GAME)
    changes = []
    panel = HistoryPanel(s, on_change=lambda: changes.append(len(s)))
    assert panel.undo_button.disabled and panel.redo_button.disabled and panel.go_back_button.disabled
    assert text(panel.steps_text) == "No steps yet."
    for event in (Setup(0), Gain(2), Spend(1)):
        s.apply(event)
    panel.refresh()
    assert text(panel.steps_text).splitlines() == ["3. Spend 1 crystal", "2. Gain 2 crystals",
                                                  "1. Setup: start with 0 crystals"]
    assert not panel.undo_button.disabled and panel.redo_button.disabled
    panel.undo_button.click()
    assert len(s) == 2 and changes == [2] and not panel.redo_button.disabled
    assert panel.redo_button.tooltip == "Redo: Spend 1 crystal"
    assert panel.undone_text.value == "Undone (Redo puts back): Spend 1 crystal"
    panel.undo_button.click()
    assert panel.undone_text.value == "Undone (Redo puts back): Gain 2 crystals and 1 more"
    panel.redo_button.click()
    panel.redo_button.click()
    assert len(s) == 3 and panel.redo_button.disabled and changes == [2, 1, 2, 3]
    assert panel.undone_text.value == ""


def test_go_back_asks_first() -> None:
    s = Session(GAME)
    for event in (Setup(0), Gain(1), Gain(1), Gain(1)):
        s.apply(event)
    panel = HistoryPanel(s)
    assert panel.step_choice.options[0] == ("4. Gain 1 crystal", 4)
    panel.step_choice.value = 2
    panel.go_back_button.click()
    assert len(s) == 4 and panel.confirm_row.layout.display == ""
    assert panel.question.value == "Go back to step 2? This undoes the last 2 steps."
    panel.cancel_button.click()
    assert len(s) == 4 and panel.confirm_row.layout.display == "none"
    panel.go_back_button.click()
    panel.confirm_button.click()
    assert len(s) == 2 and panel.confirm_row.layout.display == "none"
    assert text(panel.steps_text).splitlines()[0] == "2. Gain 1 crystal"
    panel.set_session(None)
    assert text(panel.steps_text) == "No game open." and panel.undo_button.disabled


def test_picker_new_resume_and_friendly_failures(tmp_path: Path) -> None:
    opened = []
    picker = SessionPicker([GAME], folder=tmp_path, on_open=opened.append)
    assert picker.sessions.options == () and picker.resume_button.disabled and picker.export_button.disabled
    picker.name_text.value = "../nope"
    picker.new_button.click()
    assert "cannot be used" in text(picker.message) and not opened
    picker.name_text.value = "Friday"
    picker.players_text.value = "Ann, Bo"
    picker.new_button.click()
    assert opened[-1].name == "Friday" and opened[-1].players == ("Ann", "Bo")
    opened[-1].apply(Setup(3))
    picker.refresh()
    (label, name), = picker.sessions.options
    assert name == "Friday" and "Tally (demo) — Ann, Bo — 1 steps, last: Setup: start with 3 crystals" in label
    picker.new_button.click()
    assert "already exists" in text(picker.message)
    assert picker.message_text == "A saved game called 'Friday' already exists; choose another name."
    # Was: a second dashboard got the game read-only. Now it resumes for play (issue #12); the page
    # that falls behind is refused at its next move and shown the latest.
    other = SessionPicker([GAME], folder=tmp_path)
    other.sessions.value = "Friday"
    other.resume_button.click()
    assert not other.session.read_only and text(other.message) == "Resumed Friday."
    assert other.current.value == "Open: Friday"  # a one-game page names its game in the bar
    other.session.apply(Gain(1))
    try:
        opened[-1].apply(Gain(2))
    except SessionConflictError as exc:
        assert "moved on in another page" in str(exc)
    assert opened[-1].events == (Setup(3), Gain(1))
    session_path("Friday", tmp_path).with_name("broken.jsonl").write_text("nonsense\n")
    other.refresh()
    other.sessions.value = "broken"
    other.resume_button.click()
    assert "not a saved game" in text(other.message) and other.session.name == "Friday"


def test_picker_export_is_an_offline_download_and_import_reads_it(tmp_path: Path) -> None:
    s = new_session(GAME, "trip", folder=tmp_path / "a", players=["Cy"])
    s.apply(Setup(1))
    s.apply(Gain(1))
    picker = SessionPicker([GAME], folder=tmp_path / "a")
    picker._opened(s, "")
    picker.export_button.click()
    match = re.search(r'download="trip.json" href="data:application/json;charset=utf-8;base64,([^"]+)"', picker.export_link.value)
    document = base64.b64decode(match.group(1))
    assert json.loads(document)["header"]["players"] == ["Cy"]
    opened = []
    there = SessionPicker([GAME], folder=tmp_path / "b", on_open=opened.append)
    upload(there, "trip.json", document)
    assert opened[-1].events == (Setup(1), Gain(1)) and "Imported trip.json as trip" in text(there.message)
    assert there.upload.value == ()
    upload(there, "trip.json", document)  # the same file again gets a fresh name
    assert opened[-1].name == "trip (2)"
    upload(there, "evil.json", b"\x80\x04pickle")
    assert "Could not import evil.json: The file is not a saved game" in text(there.message)
    foreign = json.loads(export_json(s))
    foreign["header"]["game"] = "mythicals"
    upload(there, "m.json", json.dumps(foreign).encode())
    assert "does not play" in text(there.message) and len(opened) == 2


def test_session_demo_moves_undo_and_resume(tmp_path: Path) -> None:
    demo = session_demo(folder=tmp_path)
    picker, history, buttons, state = demo.picker, demo.history, demo.buttons, demo.state_label
    assert state.value == "No game open." and buttons["gain"].disabled
    picker.name_text.value = "demo game"
    picker.new_button.click()
    assert state.value == "Crystals: 0 of 6. Rolls: none."
    buttons["spend"].click()
    assert "cannot spend 1" in text(demo.message) and state.value == "Crystals: 0 of 6. Rolls: none."
    buttons["gain"].click()
    buttons["gain"].click()
    assert state.value == "Crystals: 2 of 6. Rolls: none." and text(demo.message) == ""
    assert text(history.steps_text).splitlines()[0] == "3. Gain 1 crystal"
    buttons["roll"].click()
    assert re.fullmatch(r"Crystals: [23] of 6\. Rolls: [1-6]\.", state.value)
    history.undo_button.click()
    assert state.value == "Crystals: 2 of 6. Rolls: none." and not history.redo_button.disabled
    picker.close_button.click()
    assert state.value == "No game open." and buttons["gain"].disabled and picker.close_button.disabled
    assert text(history.steps_text) == "No game open." and "Closed demo game" in text(picker.message)
    # "reload the page": a new demo on the same folder resumes the game with its steps
    again = session_demo(folder=tmp_path)
    assert again.picker.sessions.value == "demo game"  # the most recent is chosen already
    again.picker.resume_button.click()
    assert again.state_label.value == "Crystals: 2 of 6. Rolls: none."
    assert text(again.history.steps_text).splitlines()[0] == "3. Gain 1 crystal"
    assert not again.history.redo_button.disabled
    assert again.history.undone_text.value.startswith("Undone (Redo puts back): Roll: ")
    again.history.redo_button.click()
    assert open_session("demo game", [GAME], tmp_path, read_only=True).state.rolls == again.picker.session.state.rolls


def test_a_reloaded_page_resumes_and_plays_and_the_lingering_page_is_shown_the_latest(tmp_path: Path) -> None:
    # Was: the reloaded page opened read-only and offered "Take over". No take-over is needed now.
    lingering = session_demo(folder=tmp_path)
    lingering.picker.name_text.value = "evening"
    lingering.picker.new_button.click()
    lingering.buttons["gain"].click()
    reloaded = session_demo(folder=tmp_path)
    reloaded.picker.resume_button.click()
    assert not reloaded.picker.session.read_only and not hasattr(reloaded.picker, "take_over_button")
    assert reloaded.state_label.value == "Crystals: 1 of 6. Rolls: none."
    reloaded.buttons["gain"].click()
    reloaded.buttons["gain"].click()
    before = lingering.picker.session.events
    lingering.buttons["spend"].click()  # the old page's move: refused, and the page shows the latest
    assert "moved on in another page: showing the latest" in text(lingering.message)
    assert before == (Setup(0), Gain(1))
    assert lingering.picker.session.events == (Setup(0), Gain(1), Gain(1), Gain(1))
    assert lingering.state_label.value == "Crystals: 3 of 6. Rolls: none."
    assert text(lingering.history.steps_text).splitlines()[0] == "4. Gain 1 crystal"
    lingering.buttons["spend"].click()  # current again: plays on
    assert open_session("evening", [GAME], tmp_path, read_only=True).state.crystals == 2


def test_a_dashboard_move_refused_as_moved_on_reloads_refreshes_and_says_so(tmp_path: Path) -> None:
    import ipywidgets as w

    from companion.errors import RuleError
    from widgets.table.dashboard import Dashboard

    class TallyTable(Dashboard):
        game = GAME
        css = "tc-tally"
        forgotten = 0
        refreshed = 0

        def session_changed(self) -> None:
            self.forgotten += 1

        def refresh(self) -> None:
            self.refreshed += 1
            super().refresh()

    first = new_session(GAME, "table", folder=tmp_path)
    first.apply(Setup(0))
    dash = TallyTable(open_session("table", [GAME], tmp_path))
    first.apply(Gain(2))
    seen = dash.refreshed
    try:
        dash.act(Spend(1))
    except RuleError as exc:
        assert "moved on in another page: showing the latest" in str(exc)
    else:
        raise AssertionError("a move after the game moved on was saved")
    assert dash.state.crystals == 2 and dash.session.events == (Setup(0), Gain(2))  # the latest, Spend not applied
    assert dash.forgotten == 1 and dash.refreshed == seen + 1
    dash.act(Spend(1))
    assert open_session("table", [GAME], tmp_path, read_only=True).state.crystals == 1
    assert isinstance(w.Label(), w.Widget)


def test_picker_lists_only_the_games_of_its_dashboard(tmp_path: Path) -> None:
    from companion.games.mythicals.game import MYTHICALS

    new_session(GAME, "tally night", folder=tmp_path).close()
    new_session(MYTHICALS, "card night", folder=tmp_path).close()
    assert [name for _, name in SessionPicker([GAME], folder=tmp_path).sessions.options] == ["tally night"]
    both = SessionPicker([GAME, MYTHICALS], folder=tmp_path)
    assert sorted(name for _, name in both.sessions.options) == ["card night", "tally night"]


def test_importing_absurdly_nested_json_is_refused_in_plain_words(tmp_path: Path) -> None:
    picker = SessionPicker([GAME], folder=tmp_path)
    upload(picker, "deep.json", b"[" * 100_000 + b"]" * 100_000)
    assert picker.message_text == "Could not import deep.json: The file is not a saved game (its JSON is nested far too deeply)."
    assert picker.session is None and list(tmp_path.glob("*.jsonl")) == []


def test_resuming_a_saved_file_of_absurdly_nested_json_is_refused_and_left_as_it_is(tmp_path: Path) -> None:
    deep = b"[" * 100_000 + b"]" * 100_000 + b"\n"
    session_path("deep", tmp_path).write_bytes(deep)
    picker = SessionPicker([GAME], folder=tmp_path)
    picker.sessions.value = "deep"
    picker.resume_button.click()
    assert "not a saved game" in picker.message_text and "left as it is" in picker.message_text
    assert picker.session is None and session_path("deep", tmp_path).read_bytes() == deep


def test_a_game_name_with_a_lone_surrogate_is_refused_naming_the_name(tmp_path: Path) -> None:
    picker = SessionPicker([GAME], folder=tmp_path)
    picker.name_text.value = "Friday \ud800"  # what a browser can send for half an emoji
    picker.new_button.click()
    assert picker.session is None and "cannot be used" in picker.message_text
    assert picker.message_text.startswith("name: ") and "codec" not in picker.message_text
