"""The Plays dashboard in Chromium (issue #25): twelve finished games of the five, three players, each chart's
numbers checked against the saved games in the folder (counted here from each file's own summary), a player
filter, a merge of two spellings of one name, a BG Stats file uploaded and added to the charts (a play logged
from here counted once), and a damaged upload refused with nothing changed."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from companion.journal import create_file, parse_lines
from companion.plays import bgstats_json, play_summary
from tests.e2e import harness, layout
from tests.plays.finished import played_to_the_end, named_play, with_times

# Twelve games: Mythicals and Mystling's duel and The Fall played by Ines, Jonas and Kira (one Mythicals with Ines
# typed "ines "); From the Other Side's Heroes and Maliath's "You" are named by their games.
TWELVE = [("mythicals", ("Ines", "Jonas"), 0), ("mythicals", ("Kira", "Ines"), 1), ("mythicals", ("Jonas", "Kira"), 2),
          ("mythicals", ("ines ", "Kira"), 3), ("mystling", ("Jonas", "Kira"), 0), ("mystling", ("Ines", "Jonas"), 1),
          ("mystling", ("Kira", "Ines"), 2), ("fall", ("Ines", "Jonas", "Kira"), 0), ("fall", ("Kira", "Jonas"), 1),
          ("other_side", (), 0), ("other_side", (), 1), ("maliath", (), 0)]


def session_of(key: str, names: tuple[str, ...], seed: int):
    return named_play(key, names, seed) if names else played_to_the_end(key, seed)


def folder_summaries(saves: Path) -> list:
    """Every finished saved game in the folder, summarised from its own records (what the charts must show)."""
    out = []
    for path in sorted(saves.glob("*.jsonl")):
        try:
            out.append(play_summary(parse_lines(path.read_bytes(), path.name).records))
        except Exception:  # unfinished or another test's damaged file: no play
            continue
    return out


def bars(page, chart: str) -> dict[str, str]:
    return dict(page.eval_on_selector_all(f".{chart} .tc-chart-bar", "els => els.map(e => [e.dataset.label, "
                                          "e.dataset.words])"))


def expected_plays(summaries) -> dict[str, str]:
    return {g: f"{n} play{'s' * (n != 1)}" for g, n in Counter(s.name for s in summaries).items()}


def expected_wins(summaries, merged: dict[str, str] | None = None) -> dict[str, str]:
    name = (lambda n: (merged or {}).get(n, n))
    played, won = Counter(), Counter()
    for s in summaries:
        for p in {name(p.name): p for p in s.players}.values():
            played[(name(p.name), s.name)] += 1
            won[(name(p.name), s.name)] += any(q.winner for q in s.players if name(q.name) == name(p.name))
    return {f"{player} · {game}": f"{won[(player, game)]} of {n} won ({won[(player, game)] / n * 100:.0f} %)"
            for (player, game), n in played.items()}


def wait_counts(page, text: str) -> None:
    page.wait_for_selector(f".tc-plays-counts >> text={text}", timeout=30_000)


def test_plays_dashboard_charts_filters_merge_and_uploads(open_dashboard, voila, tmp_path):
    saves = voila.data_dir / "saves"
    saves.mkdir(exist_ok=True)
    for n, (key, names, seed) in enumerate(TWELVE):
        create_file(saves / f"plays e2e {n:02}.jsonl", with_times(session_of(key, names, seed), name=f"plays e2e {n:02}"))
    summaries = folder_summaries(saves)
    assert len([s for s in summaries]) >= 12

    page, watch = open_dashboard("plays.ipynb")
    page.wait_for_selector(".tc-chart-plays .tc-chart-bar", timeout=90_000)
    wait_counts(page, f"{len(summaries)} plays")
    assert bars(page, "tc-chart-plays") == expected_plays(summaries)
    assert bars(page, "tc-chart-wins") == expected_wins(summaries)
    lengths = {s.name: [] for s in summaries}
    for s in summaries:
        if s.minutes is not None:
            lengths[s.name].append(s.minutes)
    shown = bars(page, "tc-chart-length")
    for game, minutes in lengths.items():
        if minutes:
            spread = f": {min(minutes)}–{max(minutes)} min" if min(minutes) != max(minutes) else ""
            n = len(minutes)
            assert shown[game].endswith(f"{n} timed play{'s' * (n != 1)}{spread}"), (game, shown)
    coop = Counter((s.name, dict(s.settings).get("Difficulty", "—"), bool(s.winners)) for s in summaries if s.cooperative)
    assert bars(page, "tc-chart-coop") == {
        f"{g} · {d}": f"{coop[(g, d, True)]} won, {coop[(g, d, False)]} lost" for g, d, _ in coop}
    points = page.eval_on_selector_all(".tc-chart-scores .tc-chart-series", "els => els.map(e => [e.dataset.label, "
                                       "e.querySelectorAll('.tc-chart-point').length])")
    scored = Counter(p.name for s in summaries if s.name == "Mythicals" for p in s.players if p.score is not None)
    assert {k: v for k, v in points if k in scored} == dict(scored)
    layout.check_page(page, "plays", game_open=False)

    # A player's plays only.
    page.locator(".tc-plays-player select").select_option(label="Kira")
    kira = [s for s in summaries if "Kira" in [p.name for p in s.players]]
    wait_counts(page, f"{len(kira)} plays shown")
    assert bars(page, "tc-chart-plays") == expected_plays(kira)
    page.locator(".tc-plays-player select").select_option(label="everyone")
    wait_counts(page, f"{len(summaries)} plays shown")

    # "ines " is Ines: merged once, and the merge is kept in the folder.
    assert "ines  · Mythicals" in bars(page, "tc-chart-wins")
    page.locator(".tc-plays-merge-from select").select_option(label="ines ")
    page.locator(".tc-plays-merge-into select").select_option(label="Ines")
    page.locator("button.tc-plays-merge").click()
    page.wait_for_selector(".tc-plays-message >> text=is now counted as Ines")
    assert bars(page, "tc-chart-wins") == expected_wins(summaries, {"ines ": "Ines"})
    assert json.loads((saves / "plays-names.json").read_text())["merges"] == [{"from": "ines ", "into": "Ines"}]

    # A BG Stats export: one new play and one logged from here before (the same uuid: counted once).
    new = play_summary(with_times(named_play("mythicals", ("Jonas", "Kira"), 7), name="at a friend's"))
    again = play_summary(with_times(session_of(*TWELVE[0]), name="plays e2e 00"))
    export = tmp_path / "BG Stats export.json"
    export.write_text(bgstats_json([new, again]), encoding="utf-8")
    with page.expect_file_chooser() as chooser:
        page.locator("button.tc-plays-upload").click()
    chooser.value.set_files(str(export))
    page.wait_for_selector(".tc-plays-message >> text=Added the BG Stats file: 2 plays")
    wait_counts(page, f"{len(summaries) + 1} plays")
    assert bars(page, "tc-chart-plays") == expected_plays(summaries + [new])
    assert bars(page, "tc-chart-wins") == expected_wins(summaries + [new], {"ines ": "Ines"})

    harness.screenshot(page, "plays")

    # A damaged upload: refused in plain words, the charts as they were.
    before = page.inner_html(".tc-plays-charts")
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"games": [], "players": "nobody", "plays": [', encoding="utf-8")
    with page.expect_file_chooser() as chooser:
        page.locator("button.tc-plays-upload").click()
    chooser.value.set_files(str(damaged))
    page.wait_for_selector(".tc-plays-message.tc-message-error", timeout=20_000)
    assert "BG Stats" in page.inner_text(".tc-plays-message")
    assert page.inner_html(".tc-plays-charts") == before
    harness.assert_no_traceback(page)
    watch.assert_clean()
