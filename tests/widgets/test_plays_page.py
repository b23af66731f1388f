"""The Plays dashboard in the kernel (issue #25): the folder's finished games as charts and a table whose numbers
are counted again here from the games' own summaries; filters, a kept merge, a BG Stats upload counted once, a
damaged upload refused with nothing changed; and "Log this play" from the saved-game menu."""

from __future__ import annotations

import copy
import re
from collections import Counter
from datetime import datetime, timezone

import pytest

from companion.journal import create_file
from companion.plays import bgstats_json, play_summary
from tests.plays.finished import finished, named_play, with_times
from widgets.table.plays_page import ALL, EVERYONE, plays_page

GAMES = (("mythicals", ("Ines", "Jonas"), 0), ("mythicals", ("Kira", "Ines"), 1), ("mystling", ("Jonas", "Kira"), 0),
         ("mystling", ("Jonas", "Kira"), 1), ("fall", ("Ines", "Kira"), 0), ("mythicals", ("ines", "Jonas"), 2))


def bars(html_text: str, chart: str) -> dict[str, str]:
    """The bars of every chart of this kind: label -> the words at the bar's end."""
    found = {}
    for svg in html_text.split(f"tc-chart {chart}'")[1:]:
        svg = svg.split("</svg>", 1)[0]
        found.update({label.replace("&amp;", "&").replace("&#x27;", "'"): words for label, words
                      in re.findall(r"data-label='([^']*)' data-value='[^']*' data-words='([^']*)'", svg)})
    return found


@pytest.fixture
def folder(tmp_path):
    for n, (key, names, seed) in enumerate(GAMES):
        create_file(tmp_path / f"night {n}.jsonl", with_times(named_play(key, names, seed), name=f"night {n}"))
    return tmp_path


def summaries():
    return [play_summary(named_play(key, names, seed)) for key, names, seed in GAMES]


def test_the_charts_count_the_folder_s_finished_games(folder):
    page = plays_page(folder).plays
    assert page.message.text == ""
    counts = Counter(s.name for s in summaries())
    assert bars(page.charts.value, "tc-chart-plays") == {g: f"{n} play{'s' * (n != 1)}" for g, n in counts.items()}
    wins = bars(page.charts.value, "tc-chart-wins")
    for s in summaries():
        for p in s.players:
            played = [x for x in summaries() if x.name == s.name and p.name in [q.name for q in x.players]]
            won = sum(1 for x in played for q in x.players if q.name == p.name and q.winner)
            assert wins[f"{p.name} · {s.name}"].startswith(f"{won} of {len(played)} won")
    assert page.read.files_read == len(GAMES)
    assert plays_page(folder).plays.read.files_read == 0  # a second visit replays nothing


def test_a_player_filter_and_a_kept_merge(folder):
    page = plays_page(folder).plays
    page.player.value = "Kira"
    kira = Counter(s.name for s in summaries() if "Kira" in [p.name for p in s.players])
    assert bars(page.charts.value, "tc-chart-plays") == {g: f"{n} play{'s' * (n != 1)}" for g, n in kira.items()}
    page.player.value = EVERYONE
    page.merge_from.value, page.merge_into.value = "ines", "Ines"
    page.merge()
    wins = bars(page.charts.value, "tc-chart-wins")
    assert "ines · Mythicals" not in wins and wins["Ines · Mythicals"].split(" won")[0].endswith("of 3")
    again = plays_page(folder).plays  # the merge is kept in the folder
    assert "ines · Mythicals" not in bars(again.charts.value, "tc-chart-wins")
    again.merged.value = "ines"
    again.unmerge()
    assert "ines · Mythicals" in bars(again.charts.value, "tc-chart-wins")


def test_a_bg_stats_upload_adds_its_plays_once_and_a_damaged_one_changes_nothing(folder):
    page = plays_page(folder).plays
    # A new play, and one the folder holds already (logged from here before: the same uuid).
    data = bgstats_json([play_summary(with_times(named_play("mythicals", ("Jonas", "Kira"), 5), name="x")),
                         play_summary(with_times(named_play(*GAMES[0]), name="night 0"))]).encode()
    upload = page.upload
    upload.value = ({"name": "export.json", "type": "application/json", "size": len(data), "content": memoryview(data),
                     "last_modified": datetime.now(timezone.utc)},)
    assert "Added the BG Stats file: 2 plays" in page.message.text
    assert bars(page.charts.value, "tc-chart-plays")["Mythicals"] == "4 plays"  # 3 saved + 1 new: night 0 once
    assert "(1 added from uploads)" in page.counts.value
    before = (copy.deepcopy(page.charts.value), page.table.value, page.uploaded)
    bad = b'{"games": [], "players": "nobody"}'
    upload.value = ({"name": "bad.json", "type": "application/json", "size": len(bad), "content": memoryview(bad),
                     "last_modified": datetime.now(timezone.utc)},)
    assert "BG Stats" in page.message.text and "Added" not in page.message.text
    assert (page.charts.value, page.table.value, page.uploaded) == before


def test_the_game_filter_narrows_the_table(folder):
    page = plays_page(folder).plays
    page.game.value = "Dragon Eclipse: Mystling Academy"
    assert page.table.value.count("<tr>") == 1 + 2  # the header and the two duels
    page.game.value = ALL
    assert page.table.value.count("<tr>") == 1 + len(GAMES)


def test_log_this_play_from_the_saved_games_menu(tmp_path):
    from widgets.games.mythicals.dashboard import mythicals_page

    create_file(tmp_path / "done.jsonl", with_times(finished("mythicals"), name="done"))
    box = mythicals_page(folder=tmp_path)
    picker = box.picker
    picker.sessions.value = "done"
    picker.log_button.click()
    assert 'download="done (BG Stats).json"' in picker.log_links.value
    assert 'download="done (BoardGameGeek play).xml"' in picker.log_links.value
    box.picker.name_text.value = "half"
    from tests.plays.finished import golden_mythicals

    for event in golden_mythicals().events[:3]:
        box.dashboard.act(event)
    picker.refresh()
    picker.sessions.value = "half"
    picker.log_button.click()
    assert picker.log_links.value == "" and "not over yet" in picker.message_text
    picker.close_session()


def test_two_people_of_one_play_are_not_merged_and_the_names_file_is_left_alone(folder):
    page = plays_page(folder).plays
    page.merge_from.value, page.merge_into.value = "Ines", "Jonas"  # they played night 0 together
    page.message.guard(page.merge)()
    assert "played in the same game" in page.message.text and not (folder / "plays-names.json").exists()
    page.merge_from.value, page.merge_into.value = "ines", "Ines"
    page.merge()
    assert page.merged.value == "ines" and not page.unmerge_button.disabled  # the merge to undo is picked
    page.unmerge()
    assert page.merges.merges == {}


def test_a_huge_history_draws_the_most_played_and_counts_the_rest():
    """An uploaded BG Stats history may hold thousands of games and players: the charts stay a page, not megabytes."""
    from companion.plays.library import PlayRow
    from widgets.table.plays_page import MOST_BARS, chart_html

    rows = [PlayRow("BG Stats file", f"id{i}", f"Game {i % 2000}", "2026-01-01 20:00:00", 30,
                    tuple((f"P{(i * 7 + k) % 20000}", k, k == 0) for k in range(4)), False, None, None, "x")
            for i in range(20000)]
    drawn = chart_html(rows)
    assert len(drawn) < 2_000_000
    assert drawn.count("class='tc-chart-bar'") <= 12 * MOST_BARS + 4 * MOST_BARS
    assert f"…and {2000 - MOST_BARS:,} more games" in drawn
