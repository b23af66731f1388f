"""Issue #23, item 33 (parts 1 and 2), on the whole page: an Arena used before the Combat goes into the open
saved game (no empty game left in the list), and the Combat Setup's players name a game started unnamed."""

from __future__ import annotations

from pathlib import Path

from companion.games.mystling.board import arena_to_data
from companion.storage import list_sessions, open_session
from tests.games.mystling.test_mystling_dashboard import pick_setup
from widgets.games.mystling.dashboard import MystlingDashboard
from widgets.table.dashboard import game_page


def test_an_arena_used_in_an_open_unplayed_game_is_saved_in_it_and_leaves_no_empty_game(tmp_path: Path) -> None:
    page = game_page(MystlingDashboard, folder=tmp_path)
    dash, picker = page.dashboard, page.picker
    picker.name_text.value, picker.players_text.value = "solo evening", ""
    picker.new_button.click()
    editor = dash.editor
    editor.show_profile(dash.session.profile or editor.raw)
    editor.use()
    assert "The next game is played on this Arena" in editor.said.value
    infos = list_sessions(tmp_path)
    assert [i.name for i in infos] == ["solo evening"]
    saved = open_session("solo evening", [dash.game], tmp_path, read_only=True)
    assert saved.profile["arena"] == arena_to_data(editor.arena) and dash.session.journal is not None


def test_a_solo_combat_in_a_game_started_unnamed_names_its_player_in_the_list(tmp_path: Path) -> None:
    page = game_page(MystlingDashboard, folder=tmp_path)
    dash, picker = page.dashboard, page.picker
    picker.name_text.value, picker.players_text.value = "solo evening", ""
    picker.new_button.click()
    pick_setup(dash, "Solo: Arboro against EXAMPLE Enemy, Arena card EXAMPLE open")
    assert len(dash.session) == 1
    (info,) = list_sessions(tmp_path)
    assert info.players == ("You",) and info.steps == 1
    assert "no players named" not in picker.sessions.options[0][0]
