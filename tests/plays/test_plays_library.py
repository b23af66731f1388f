"""The Plays dashboard's core (issue #25): a folder's finished games as rows with their summaries' figures, read
again only where a file changed, BG Stats rows counted once with the saved game's, name merges kept in the
folder, and the figures checked against hand counts."""

from __future__ import annotations

import json
import os
import tempfile
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.journal import create_file, replace_file
from companion.plays import (NameMerges, PlayRow, bgstats_json, combine, coop_results, filter_rows, lengths,
                             play_summary, plays_per_game, read_plays, rows_of_bgstats, scores_over_time,
                             summary_from_json, summary_to_json, wins_by_player)
from companion.plays import library
from companion.plays.library import BG_STATS_FILE, CACHE_FILE, NAMES_FILE, SAVED_GAME
from companion.session import Session
from tests.plays.finished import GAMES, START, finished, golden_mythicals, played_to_the_end, with_times

FILES = 1 + len(GAMES) + 1  # the finished games, one unfinished, one damaged (the link is never read)


def records_of(key: str) -> list[dict]:
    return with_times(finished(key), name=f"{key} night")


def unfinished_mythicals() -> Session:
    source = golden_mythicals()
    session = Session(source.game, seed=source.seed, players=source.players)
    for event in source.events[:5]:
        session.apply(event)
    return session


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """Finished games of the five, one unfinished, one damaged file, a link to a saved game, and a note."""
    for key in GAMES:
        create_file(tmp_path / f"{key} night.jsonl", records_of(key))
    create_file(tmp_path / "Half a game.jsonl", with_times(unfinished_mythicals(), name="Half a game"))
    create_file(tmp_path / "Spilt tea.jsonl", records_of("mythicals"))
    data = bytearray((tmp_path / "Spilt tea.jsonl").read_bytes())
    third = data.index(b"\n", data.index(b"\n") + 1) + 10
    data[third] ^= 0x01  # a flipped byte in line 3
    (tmp_path / "Spilt tea.jsonl").write_bytes(bytes(data))
    os.symlink(tmp_path / "fall night.jsonl", tmp_path / "Linked.jsonl")
    (tmp_path / "notes.txt").write_text("not a saved game")
    return tmp_path


def test_every_finished_game_in_the_folder_is_a_row_with_its_summary_s_figures(folder):
    read = read_plays(folder)
    by_identity = {row.identity: row for row in read.rows}
    assert len(read.rows) == len(GAMES)
    for key in GAMES:
        summary = play_summary(records_of(key))
        row = by_identity[summary.identity]
        assert (row.source, row.game, row.outcome) == (SAVED_GAME, summary.name, summary.outcome)
        assert row.date == START.strftime("%Y-%m-%d %H:%M:%S") and row.minutes == summary.minutes
        assert row.players == tuple((p.name, p.score, p.winner) for p in summary.players)
        assert row.cooperative == summary.cooperative
        assert row.won == (bool(summary.winners) if summary.cooperative else None)
        assert row.difficulty == dict(summary.settings).get("Difficulty")
    assert by_identity[play_summary(records_of("fall")).identity].difficulty == finished("fall").state.difficulty
    assert [r.difficulty for r in read.rows if r.game != "Mysthea: The Fall"] == [None] * (len(GAMES) - 1)
    assert read.unfinished == 1
    assert [name for name, _ in read.problems] == ["Linked.jsonl", "Spilt tea.jsonl"]
    problems = dict(read.problems)
    assert "is a link" in problems["Linked.jsonl"] and "line 3" in problems["Spilt tea.jsonl"]
    assert read.files_read == FILES


def test_second_visit_replays_only_the_new_game(folder):
    first = read_plays(folder)
    assert first.files_read == FILES and (folder / CACHE_FILE).is_file()
    kept = (folder / CACHE_FILE).stat()
    again = read_plays(folder)
    assert again.files_read == 0
    assert (folder / CACHE_FILE).stat().st_ino == kept.st_ino  # nothing changed: the cache is not rewritten
    assert (again.rows, again.problems, again.unfinished) == (first.rows, first.problems, first.unfinished)
    create_file(folder / "Sunday.jsonl", with_times(played_to_the_end("mythicals", 1), name="Sunday"))
    third = read_plays(folder)
    assert third.files_read == 1 and len(third.rows) == len(first.rows) + 1
    assert read_plays(folder).files_read == 0


def test_an_edited_file_is_replayed_and_a_removed_one_leaves_the_cache(folder):
    read_plays(folder)
    replace_file(folder / "mythicals night.jsonl", with_times(golden_mythicals(), name="mythicals night",
                                                              minutes_a_step=2))
    edited = read_plays(folder)
    assert edited.files_read == 1
    (row,) = [r for r in edited.rows if r.game == "Mythicals"]
    assert row.minutes == 2 * (len(golden_mythicals()) - 1)
    (folder / "Half a game.jsonl").unlink()
    gone = read_plays(folder)
    assert gone.files_read == 0 and gone.unfinished == 0
    assert "Half a game.jsonl" not in json.loads((folder / CACHE_FILE).read_text())["files"]


def _sound_cache(folder: Path) -> dict:
    read_plays(folder)
    return json.loads((folder / CACHE_FILE).read_text())


@pytest.mark.parametrize("damage", ["garbage", "a list", "foreign", "another version", "a folder", "a link",
                                    "too many files", "nested deep"])
def test_a_damaged_or_foreign_cache_is_rebuilt_without_error(folder, damage):
    sound = read_plays(folder, cache=False)
    cache = folder / CACHE_FILE
    cached = _sound_cache(folder)
    cache.unlink()
    if damage == "garbage":
        cache.write_bytes(b"\xff\x00{not json")
    elif damage == "a list":
        cache.write_text("[1, 2, 3]")
    elif damage == "foreign":
        cache.write_text(json.dumps({**cached, "format": "someone-else"}))
    elif damage == "another version":
        cache.write_text(json.dumps({**cached, "stamp": "0" * 32}))
    elif damage == "a folder":
        cache.mkdir()
    elif damage == "a link":
        (folder / "elsewhere.json").write_text(json.dumps(cached))
        os.symlink(folder / "elsewhere.json", cache)
    elif damage == "too many files":
        cache.write_text(json.dumps({**cached, "files": {f"{n}.jsonl": {} for n in range(library.MAX_PLAY_FILES + 1)}}))
    else:
        cache.write_text("[" * 100_000 + "]" * 100_000)
    read = read_plays(folder)
    assert (read.rows, read.problems, read.unfinished) == (sound.rows, sound.problems, sound.unfinished)
    if damage == "a folder":
        assert cache.is_dir()  # it cannot be replaced by a file: every visit replays, nothing fails
        assert not [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]  # no temp file left behind
        return
    assert read.files_read == FILES
    assert not cache.is_symlink() and read_plays(folder).files_read == 0


def test_a_cache_entry_of_the_wrong_shape_replays_that_file_only(folder):
    cached = _sound_cache(folder)
    files = cached["files"]
    summary = files["mythicals night.jsonl"]["summary"]
    files["mythicals night.jsonl"]["summary"] = {**summary, "players": [{"name": 3}]}
    files["fall night.jsonl"] = {"hash": files["fall night.jsonl"]["hash"], "unfinished": 7}
    files["maliath night.jsonl"]["hash"] = "0" * 64  # a summary kept for other bytes
    files["mystling night.jsonl"] = ["not", "an", "entry"]
    (folder / CACHE_FILE).write_text(json.dumps(cached))
    read = read_plays(folder)
    assert read.files_read == 4
    assert {r.identity for r in read.rows} == {play_summary(records_of(k)).identity for k in GAMES}


def test_without_the_cache_every_file_is_replayed_and_none_is_kept(folder):
    assert read_plays(folder, cache=False).files_read == FILES
    assert read_plays(folder, cache=False).files_read == FILES
    assert not (folder / CACHE_FILE).exists()


def test_the_same_play_saved_twice_is_one_row(folder):
    (folder / "copy of mythicals.jsonl").write_bytes((folder / "mythicals night.jsonl").read_bytes())
    read = read_plays(folder)
    assert len(read.rows) == len(GAMES) and read.files_read == FILES + 1


def test_a_pipe_a_folder_a_huge_file_and_a_bad_name_are_problems_not_hangs(tmp_path):
    os.mkfifo(tmp_path / "Pipe.jsonl")
    (tmp_path / "Folder.jsonl").mkdir()
    with open(tmp_path / "Huge.jsonl", "wb") as huge:
        huge.truncate(library.MAX_FILE_READ + 1)  # sparse: no bytes written
    (tmp_path / " spaced.jsonl").write_text("{}\n")
    read = read_plays(tmp_path)
    problems = dict(read.problems)
    assert sorted(problems) == [" spaced.jsonl", "Folder.jsonl", "Huge.jsonl", "Pipe.jsonl"]
    assert "not a regular file" in problems["Pipe.jsonl"] and "not a regular file" in problems["Folder.jsonl"]
    assert "too large" in problems["Huge.jsonl"]
    assert read.rows == () and read.files_read == 0


def test_a_folder_of_too_many_files_reads_the_first_ones_and_says_so(folder, monkeypatch):
    monkeypatch.setattr(library, "MAX_PLAY_FILES", 3)
    read = read_plays(folder)  # by name: "Half a game", "Linked" and "Spilt tea" (the link is never read)
    assert (read.files_read, read.unfinished, read.rows) == (2, 1, ())
    assert {name for name, _ in read.problems} == {"Linked.jsonl", "Spilt tea.jsonl", folder.name}
    assert (folder.name, f"This folder holds {FILES + 1} saved games: only the first 3 by name are read "
                         "here.") in read.problems


@pytest.mark.parametrize("key", GAMES)
def test_a_summary_goes_through_json_unchanged(key):
    summary = play_summary(records_of(key))
    data = summary_to_json(summary)
    assert summary_from_json(json.loads(json.dumps(data))) == summary


@pytest.mark.parametrize("change", [{"players": [{"name": "Ann"}]}, {"steps": "12"}, {"minutes": 1.5},
                                    {"cooperative": 1}, {"rounds": ["turns"]}, {"started": "yesterday"},
                                    {"extra": 1}, {"settings": [["Difficulty", 3]]}, {"figures": [[1, 2]]}])
def test_a_summary_of_the_wrong_shape_is_refused(change):
    data = {**summary_to_json(play_summary(records_of("mythicals"))), **change}
    with pytest.raises(ValueError, match="damaged"):
        summary_from_json(data)
    with pytest.raises(ValueError):
        summary_from_json([1, 2])


# ----- BG Stats ---------------------------------------------------------------------------------

def test_a_bg_stats_file_of_the_saved_games_is_the_same_plays_counted_once(folder):
    saved = read_plays(folder).rows
    summaries = [play_summary(records_of(key)) for key in GAMES]
    uploaded = rows_of_bgstats(bgstats_json(summaries).encode())
    assert {r.identity for r in uploaded} == {r.identity for r in saved}
    by_identity = {r.identity: r for r in saved}
    for row in uploaded:
        twin = by_identity[row.identity]
        assert row.source == BG_STATS_FILE
        assert (row.game, row.date, row.players, row.cooperative, row.won) == (
            twin.game, twin.date, twin.players, twin.cooperative, twin.won)
        assert row.minutes == (twin.minutes or None) and row.difficulty is None
    both = combine(uploaded, saved)
    assert both == saved and all(r.source == SAVED_GAME for r in both)
    # A play only in the upload is kept beside the saved ones.
    extra = rows_of_bgstats(bgstats_json([play_summary(with_times(played_to_the_end("mythicals", 2)))]).encode())
    assert len(combine(saved, uploaded, extra)) == len(saved) + 1


def test_a_bg_stats_play_reads_its_winners_and_scores_in_words():
    (row,) = rows_of_bgstats(bgstats_json([play_summary(records_of("mythicals"))]).encode())
    assert row.outcome == "Anna wins" and row.players == (("Anna", 19, True), ("Ben", 18, False))
    (fall,) = rows_of_bgstats(bgstats_json([play_summary(records_of("fall"))]).encode())
    assert fall.cooperative and fall.won is False and fall.outcome == "Lost together"


@pytest.mark.parametrize("data, words", [(b"{not json", "not JSON"), (b'{"games": []}', "not a BG Stats file"),
                                         (b"[1, 2]", "JSON object")])
def test_a_damaged_bg_stats_upload_is_refused_in_plain_words(data, words):
    with pytest.raises(ValueError, match=words):
        rows_of_bgstats(data)


def test_a_saved_game_uploaded_as_bg_stats_is_refused(folder):
    with pytest.raises(ValueError, match="saved game, not a BG Stats file"):
        rows_of_bgstats((folder / "mythicals night.jsonl").read_bytes())


# ----- name merges ------------------------------------------------------------------------------

def row(game: str, *players: tuple[str, int | None, bool], date: str | None = "2026-01-01 20:00:00",
        minutes: int | None = 30, cooperative: bool = False, won: bool | None = None,
        difficulty: str | None = None, identity: str = "") -> PlayRow:
    return PlayRow(SAVED_GAME, identity or f"{game}{date}{players}", game, date, minutes, tuple(players),
                   cooperative, won, difficulty, "")


def test_a_merge_is_kept_in_the_folder_and_applies_in_every_game(tmp_path):
    merges = NameMerges(tmp_path)
    assert merges.merges == {} and not (tmp_path / NAMES_FILE).exists()
    merges.merge("Ann ", "Ann")
    merges.merge("ann", "Ann ")  # a chain: "ann" is "Ann " is "Ann"
    later = NameMerges(tmp_path)
    assert later.merges == {"Ann ": "Ann", "ann": "Ann "}
    rows = (row("Mythicals", ("Ann ", 19, True), ("Ben", 18, False)), row("Mysthea: The Fall", ("ann", None, False)))
    assert [r.players for r in later.apply(rows)] == [(("Ann", 19, True), ("Ben", 18, False)),
                                                      (("Ann", None, False),)]
    later.undo("ann")
    assert NameMerges(tmp_path).merges == {"Ann ": "Ann"}
    assert later.apply(rows)[1].players == (("ann", None, False),)


@pytest.mark.parametrize("refused, words", [(("Ann", "Ann"), "into itself"), (("Ann", "Ann "), "loop"),
                                            (("Bob", "Ann "), "loop"), (("", "Ann"), "non-empty"),
                                            (("A\u200bnn", "Ann"), "cannot be seen"), (("x" * 81, "Ann"), "at most")])
def test_a_refused_merge_leaves_the_file_as_it_was(tmp_path, refused, words):
    merges = NameMerges(tmp_path)
    merges.merge("Ann ", "Ann")
    merges.merge("Ann", "Bob")
    before = (tmp_path / NAMES_FILE).read_bytes()
    with pytest.raises(ValueError, match=words):
        merges.merge(*refused)
    with pytest.raises(ValueError, match="nothing to undo"):
        merges.undo("Cleo")
    assert (tmp_path / NAMES_FILE).read_bytes() == before
    assert NameMerges(tmp_path).merges == merges.merges == {"Ann": "Bob", "Ann ": "Ann"}


@pytest.mark.parametrize("text", ["{broken", '{"format": "other", "merges": []}',
                                  '{"format": "table-companion-plays-names", "merges": [{"from": "Ann"}]}',
                                  '{"format": "table-companion-plays-names", "merges": [{"from": "A", "into": "B"}, '
                                  '{"from": "B", "into": "A"}]}'])
def test_a_damaged_names_file_is_refused_naming_it_and_left_alone(tmp_path, text):
    (tmp_path / NAMES_FILE).write_text(text)
    with pytest.raises(ValueError, match=f"{NAMES_FILE} in .* is damaged"):
        NameMerges(tmp_path)
    assert (tmp_path / NAMES_FILE).read_text() == text


def test_a_names_file_that_is_a_link_is_refused(tmp_path):
    (tmp_path / "other.json").write_text('{"format": "table-companion-plays-names", "merges": []}')
    os.symlink(tmp_path / "other.json", tmp_path / NAMES_FILE)
    with pytest.raises(ValueError, match="link"):
        NameMerges(tmp_path)


# ----- figures, against hand counts -------------------------------------------------------------

HAND = (
    row("Mythicals", ("Ann", 19, True), ("Ben", 18, False), date="2026-01-02 20:00:00", minutes=40),
    row("Mythicals", ("Ben", 22, True), ("Ann", 15, False), date="2026-01-01 20:00:00", minutes=35),
    row("Mythicals", ("Ann", 25, True), ("Cleo", 9, False), date=None, minutes=None),
    row("Mysthea: The Fall", ("Ann", None, True), ("Ben", None, True), cooperative=True, won=True,
        difficulty="normal", minutes=90),
    row("Mysthea: The Fall", ("Ann", None, False), ("Ben", None, False), cooperative=True, won=False,
        difficulty="normal", minutes=80, date="2026-01-03 20:00:00"),
    row("Mysthea: The Fall", ("Ann", None, False), cooperative=True, won=False, difficulty="hard", minutes=60,
        date="2026-01-04 20:00:00"),
    row("From the Other Side", ("Cleo", None, True), ("Ben", None, True), cooperative=True, won=True, minutes=120),
)


def test_plays_per_game_and_the_filters_count_by_hand():
    assert plays_per_game(HAND) == (("From the Other Side", 1), ("Mysthea: The Fall", 3), ("Mythicals", 3))
    assert filter_rows(HAND, game="Mythicals") == HAND[:3]
    assert filter_rows(HAND, player="Cleo") == (HAND[2], HAND[6])
    assert filter_rows(HAND, game="Mythicals", player="Cleo") == (HAND[2],)
    assert filter_rows(HAND, game="Nothing") == ()


def test_wins_count_every_player_of_a_won_co_operative_game():
    assert wins_by_player(HAND) == (
        ("From the Other Side", "Ben", 1, 1, Fraction(1)), ("From the Other Side", "Cleo", 1, 1, Fraction(1)),
        ("Mysthea: The Fall", "Ann", 1, 3, Fraction(1, 3)), ("Mysthea: The Fall", "Ben", 1, 2, Fraction(1, 2)),
        ("Mythicals", "Ann", 2, 3, Fraction(2, 3)), ("Mythicals", "Ben", 1, 2, Fraction(1, 2)),
        ("Mythicals", "Cleo", 0, 1, Fraction(0)))


def test_scores_over_time_keep_the_dated_scored_plays_in_order():
    assert scores_over_time(HAND) == (
        ("Mythicals", "Ann", (("2026-01-01 20:00:00", 15), ("2026-01-02 20:00:00", 19))),
        ("Mythicals", "Ben", (("2026-01-01 20:00:00", 22), ("2026-01-02 20:00:00", 18))))


def test_lengths_and_co_operative_results_by_difficulty():
    assert lengths(HAND) == (("From the Other Side", (120,)), ("Mysthea: The Fall", (60, 80, 90)),
                             ("Mythicals", (35, 40)))
    assert coop_results(HAND) == (("From the Other Side", "—", 1, 0), ("Mysthea: The Fall", "hard", 0, 1),
                                  ("Mysthea: The Fall", "normal", 1, 1))


def test_two_merged_names_of_one_play_count_one_play():
    merged = (row("Mythicals", ("Ann", 10, False), ("Ann", 12, True)),)
    assert wins_by_player(merged) == (("Mythicals", "Ann", 1, 1, Fraction(1)),)


# ----- properties -------------------------------------------------------------------------------

NAMES = st.sampled_from(["Ann", "Ann ", "ann", "Ben", "Cleo"])
ROWS = st.lists(st.builds(
    lambda game, players, coop, won: row(game, *players, cooperative=coop, won=won if coop else None),
    st.sampled_from(["Mythicals", "Mysthea: The Fall"]),
    st.lists(st.tuples(NAMES, st.none() | st.integers(-5, 50), st.booleans()), min_size=1, max_size=4),
    st.booleans(), st.booleans()), max_size=12)


@settings(max_examples=60, deadline=None)
@given(ROWS)
def test_wins_are_never_more_than_plays(rows):
    figures = wins_by_player(rows)
    for game, player, wins, plays, rate in figures:
        assert 0 <= wins <= plays and rate == Fraction(wins, plays) and 0 <= rate <= 1
        assert plays == len(filter_rows(rows, game=game, player=player))
    assert sum(n for _, n in plays_per_game(rows)) == len(rows)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(NAMES, NAMES), max_size=6), ROWS)
def test_merged_names_applied_twice_are_the_same(pairs, rows):
    with tempfile.TemporaryDirectory() as where:
        merges = NameMerges(where)
        for source, target in pairs:
            try:
                merges.merge(source, target)
            except ValueError:
                pass  # into itself, or a loop: refused
        once = merges.apply(rows)
        assert merges.apply(once) == once
        assert NameMerges(where).apply(rows) == once
