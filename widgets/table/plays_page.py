"""The Plays dashboard (issue #25): every finished game in the data folder, and any BG Stats file uploaded,
as a table and as charts: plays per game, each player's wins and win rate, scores over time, game length,
and the co-operative games' results by difficulty; filtered by game and by player, with players named
two ways merged once (the merge is kept in the folder). Every number comes from companion.plays.library.
"""

from __future__ import annotations

import html
from typing import Any, Sequence

import ipywidgets as w

from companion.plays import library as plays
from widgets.kit.charts import bar_chart, line_chart, number_words
from widgets.kit.controls import button, dropdown
from widgets.kit.prompt import MessageBar
from widgets.kit.style import page, row
from widgets.kit.uploads import json_upload
from widgets.table.shell import how_to_fold, open_fold, stylesheet

__all__ = ["ALL", "PlaysPage", "plays_page"]

ALL = "every game"
EVERYONE = "everyone"
HOW_TO = ("Every saved game that has ended is a play here: the companion reads the data folder the game pages "
          "save to (a finished game's summary is kept, so a second visit reads only new or changed files).\n\n"
          "Choose a game or a player to narrow every chart and the table. A player typed two ways (\"Ann\", "
          "\"ann \") is merged once under Names; the merge is kept in the folder and can be undone.\n\n"
          "Upload a BG Stats export to add the plays logged there (a play logged from here is counted once). "
          "Nothing is sent anywhere.")
CSS = """
.tc-plays-charts > .widget-html-content { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(460px, 100%), 1fr));
  gap: 6px 16px; width: 100%; }
.tc-plays-charts h3 { margin: 6px 0 2px 0; font-size: 17px; }
.tc-plays-table table { border-collapse: collapse; width: 100%; }
.tc-plays-table th, .tc-plays-table td { text-align: left; padding: 2px 8px 2px 0; border-bottom: 1px solid #BBBBBB;
  vertical-align: top; }
.tc-plays-table { max-width: 100%; }
/* A phone: each play a block of labelled lines, nothing sideways. */
@media (max-width: 640px) {
  .tc-plays-table table, .tc-plays-table tbody, .tc-plays-table tr, .tc-plays-table td { display: block; }
  .tc-plays-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .tc-plays-table tr { border-bottom: 1px solid #4D4D4D; padding: 4px 0; }
  .tc-plays-table td { border: 0; padding: 0; }
  .tc-plays-table td::before { content: attr(data-th) ": "; font-weight: bold; }
}
"""


COLUMNS = ("When (UTC)", "Game", "Players", "Length", "Outcome", "From")


def _span(minutes: Sequence[int]) -> str:
    """'3 plays: 40–75 min', '1 play' (the range only where the plays differ)."""
    n = len(minutes)
    spread = f": {min(minutes)}–{max(minutes)} min" if min(minutes) != max(minutes) else ""
    return f"{n} timed play{'s' * (n != 1)}{spread}"


def _pct(rate: Any) -> str:
    return f"{float(rate) * 100:.0f} %"


# A chart holds at most this many bars or lines (an uploaded history of thousands of games and players would
# otherwise send tens of megabytes of drawing to the page); the most played first, the rest counted in a note.
MOST_BARS, MOST_CHARTS, MOST_LINES = 30, 12, 7


def _most(items: Sequence[Any], most: int, what: str) -> tuple[list[Any], str]:
    """The first `most` items, and a note saying how many more there are ("" when none)."""
    rest = len(items) - most
    return list(items[:most]), (f"<p class='tc-note'>…and {rest:,} more {what}: choose a game or a player to see "
                                f"them.</p>" if rest > 0 else "")


def chart_html(rows: Sequence[plays.PlayRow]) -> str:
    """The five charts of these rows, each under its heading (HTML with inline SVG), the most played first."""
    per_game = sorted(plays.plays_per_game(rows), key=lambda gn: (-gn[1], gn[0]))
    shown, more = _most(per_game, MOST_BARS, "games")
    parts = ["<div><h3>Plays per game</h3>" + bar_chart(
        "Plays per game", [(g, n, f"{n} play{'s' * (n != 1)}") for g, n in shown], css="tc-chart-plays") + more
        + "</div>"]
    order = {g: i for i, (g, _) in enumerate(per_game)}
    by_game: dict[str, list[tuple[str, Any, str, int]]] = {}
    for game, player, won, n, rate in plays.wins_by_player(rows):
        by_game.setdefault(game, []).append((player, rate, f"{won} of {n} won ({_pct(rate)})", n))
    games, more_games = _most(sorted(by_game, key=lambda g: order[g]), MOST_CHARTS, "games")
    for game in sorted(games):
        bars, more = _most(sorted(by_game[game], key=lambda b: -b[3]), MOST_BARS, "players")
        parts.append(f"<div><h3>Wins and win rate: {html.escape(game)}</h3>" + bar_chart(
            f"Each player's win rate in {game}", [b[:3] for b in bars], css="tc-chart-wins", key=game) + more
            + "</div>")
    scored, _ = _most(sorted(_scores_by_game(rows), key=lambda gs: order[gs[0]]), MOST_CHARTS, "games")
    for game, series in sorted(scored):
        lines, more = _most(sorted(series, key=lambda s: -len(s[1])), MOST_LINES, "players")
        parts.append(f"<div><h3>Scores over time: {html.escape(game)}</h3>" + line_chart(
            f"Scores over time in {game}", lines, css="tc-chart-scores") + more + "</div>")
    lengths, more = _most([(g, m) for g, m in sorted(plays.lengths(rows), key=lambda gm: order[gm[0]]) if m],
                          MOST_BARS, "games")
    parts.append("<div><h3>Game length</h3>" + bar_chart(
        "Average game length in minutes",
        [(g, sum(m) / len(m), f"{number_words(sum(m) / len(m))} min avg, {_span(m)}") for g, m in sorted(lengths)],
        css="tc-chart-length") + more + "</div>")
    coop, more = _most(plays.coop_results(rows), MOST_BARS, "results")
    parts.append("<div><h3>Co-operative results by difficulty</h3>" + bar_chart(
        "Co-operative games won, by difficulty",
        [(f"{g} · {d}", won, f"{won} won, {lost} lost") for g, d, won, lost in coop],
        css="tc-chart-coop") + more + "</div>" + more_games)
    return "".join(parts)


def _scores_by_game(rows: Sequence[plays.PlayRow]) -> list[tuple[str, list[tuple[str, list[tuple[str, int]]]]]]:
    by_game: dict[str, list[tuple[str, list[tuple[str, int]]]]] = {}
    for game, player, points in plays.scores_over_time(rows):
        by_game.setdefault(game, []).append((player, [(date, score) for date, score in points]))
    return sorted(by_game.items())


def table_html(rows: Sequence[plays.PlayRow], most: int = 100) -> str:
    """The `most` newest plays as table rows, newest first (HTML, every name escaped), and how many are not shown."""
    e = html.escape
    body = []
    newest = sorted(rows, key=lambda r: (r.date or "", r.identity), reverse=True)
    for r in newest[:most]:
        players = "; ".join(f"{e(n)}{'' if s is None else f' {s}'}{' (won)' if won else ''}" for n, s, won in r.players)
        minutes = "—" if r.minutes is None else f"{r.minutes} min"
        cells = (r.date or "—", r.game, players, minutes, e(r.outcome), r.source)
        body.append("<tr>" + "".join(f"<td data-th='{th}'>{c if th in ('Players', 'Outcome') else e(c)}</td>"
                                     for th, c in zip(COLUMNS, cells)) + "</tr>")
    head = "".join(f"<th scope='col'>{th}</th>" for th in COLUMNS)
    more = (f"<p class='tc-note'>The {most} newest of {len(rows):,} plays are listed: choose a game or a player "
            "to see others.</p>") if len(rows) > most else ""
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>{more}"


class PlaysPage:
    """The Plays dashboard's state and widgets: the rows read from the folder, uploads, filters and merges."""

    def __init__(self, folder: Any = None) -> None:
        self.folder = folder
        self.message = MessageBar()
        self.message.add_class("tc-plays-message")
        try:
            self.merges: plays.NameMerges | None = plays.NameMerges(folder)
            self.names_problem = ""
        except ValueError as exc:  # a damaged names file: shown, left as it is, the plays counted unmerged
            self.merges, self.names_problem = None, str(exc)
        self.uploaded: tuple[plays.PlayRow, ...] = ()
        self.read: plays.PlaysRead | None = None
        self.game = dropdown([ALL], ALL, "Game", "260px")
        self.game.add_class("tc-plays-game")
        self.player = dropdown([EVERYONE], EVERYONE, "Player", "220px")
        self.player.add_class("tc-plays-player")
        self.reread = button("Read the folder again", "tc-plays-reread", "Read new or changed saved games",
                             compact=True, on_click=lambda _b: self.message.guard(self.read_again)())
        self.upload = json_upload("tc-plays-upload", self.add_bgstats, self.message, "Upload a BG Stats file")
        self.counts = w.HTML()
        self.counts.add_class("tc-plays-counts")
        self.charts = w.HTML()
        self.charts.add_class("tc-plays-charts")
        self.table = w.HTML()
        self.table.add_class("tc-plays-table")
        self.problems = w.HTML()
        self.problems.add_class("tc-plays-problems")
        self.merge_from = dropdown([], None, "Merge", "220px")
        self.merge_from.add_class("tc-plays-merge-from")
        self.merge_into = dropdown([], None, "into", "220px")
        self.merge_into.add_class("tc-plays-merge-into")
        self.merge_button = button("Merge the names", "tc-plays-merge", "Count both names as one player",
                                   compact=True, on_click=lambda _b: self.message.guard(self.merge)())
        self.merged = dropdown([], None, "Merged", "260px")
        self.merged.add_class("tc-plays-merged")
        self.unmerge_button = button("Undo this merge", "tc-plays-unmerge", "Count the two names apart again",
                                     compact=True, on_click=lambda _b: self.message.guard(self.unmerge)())
        for pick in (self.game, self.player):
            pick.observe(lambda _c: self.message.guard(self.show)(), names="value")
        names = w.VBox([w.HTML("<h3>Names</h3>"), row(self.merge_from, self.merge_into, self.merge_button),
                        row(self.merged, self.unmerge_button)])
        self.how_to = how_to_fold(HOW_TO)
        head = w.HTML("<h1 style='font-size:22px;margin:4px 0'>Plays</h1>")
        self.widget = page(stylesheet(), w.HTML(f"<style>{CSS}</style>", layout=w.Layout(height="0px")), head,
                           self.how_to, row(self.game, self.player, self.reread, self.upload),
                           self.message, self.counts, self.charts, w.HTML("<h3>Every play</h3>"), self.table,
                           names, self.problems)
        self.widget.add_class("tc-plays-page")
        self.message.guard(self.load)()
        if self.names_problem:
            self.message.error(ValueError(self.names_problem))

    # ----- reading -----
    def load(self) -> None:
        """Read the folder's finished games (only new or changed files are replayed) and show them."""
        self.read = plays.read_plays(self.folder)
        self.show()

    def read_again(self) -> None:
        """Read the folder again and say how many saved games were new or changed."""
        self.load()
        n = self.read.files_read if self.read is not None else 0
        self.message.info(f"Read the folder again: {n} new or changed saved game{'s' * (n != 1)}.")

    def add_bgstats(self, data: bytes) -> None:
        """Add an uploaded BG Stats file's plays (refused in plain words, changing nothing, if it is not one)."""
        rows = plays.rows_of_bgstats(data)
        self.uploaded = tuple(plays.combine(self.uploaded, rows))
        self.show()
        self.message.info(f"Added the BG Stats file: {len(rows)} play{'s' * (len(rows) != 1)} in it "
                          "(kept on this page until it is closed).")

    def rows(self) -> tuple[plays.PlayRow, ...]:
        """Every play (the folder's, then the uploads'), names merged, not yet filtered."""
        saved = self.read.rows if self.read is not None else ()
        rows = plays.combine(saved, self.uploaded)
        return self.merges.apply(rows) if self.merges is not None else rows

    def _names(self) -> plays.NameMerges:
        if self.merges is None:
            raise ValueError(f"Names cannot be merged here: {self.names_problem}")
        return self.merges

    # ----- merging -----
    def merge(self) -> None:
        """Merge the chosen name into the other, kept in the folder."""
        if self.merge_from.value is None or self.merge_into.value is None:
            raise ValueError("Choose the two names to merge first")
        one, other = self.merge_from.value, self.merge_into.value
        merges = self._names()
        together = [r for r in self.rows()
                    if {merges.name_of(one), merges.name_of(other)} <= {merges.name_of(n) for n, _, _ in r.players}]
        if together and merges.name_of(one) != merges.name_of(other):
            raise ValueError(f"{one} and {other} played in the same game ({together[0].game}, "
                             f"{together[0].date or 'no date'}): two people, so they are not merged")
        merges.merge(one, other)
        self.show()
        self.message.info(f"{self.merge_from.value!s} is now counted as {self.merge_into.value!s}.")

    def unmerge(self) -> None:
        """Undo the chosen merge."""
        if self.merged.value is None:
            raise ValueError("Choose a merge to undo first")
        self._names().undo(self.merged.value)
        self.show()

    # ----- showing -----
    def show(self) -> None:
        """Bring the filters, counts, charts, table and the name lists up to the rows."""
        every = self.rows()
        games = sorted({r.game for r in every})
        players = sorted({n for r in every for n, _, _ in r.players})
        self.game.options = [ALL, *games]
        self.player.options = [EVERYONE, *players]
        game = None if self.game.value in (None, ALL) else self.game.value
        player = None if self.player.value in (None, EVERYONE) else self.player.value
        rows = plays.filter_rows(every, game=game, player=player)
        raw_names = sorted({n for r in plays.combine(self.read.rows if self.read else (), self.uploaded)
                            for n, _, _ in r.players})
        self.merge_from.options = raw_names
        self.merge_into.options = raw_names
        merged = sorted(self.merges.merges.items()) if self.merges is not None else []
        self.merged.options = [(f"{a} → {b}", a) for a, b in merged]
        if merged and self.merged.value is None:
            self.merged.value = merged[-1][0]  # a merge to undo is picked: the button does what it says
        self.unmerge_button.disabled = not merged
        self.merge_button.disabled = self.merges is None
        read = self.read
        extra = ""
        if read is not None:
            extra = (f" Read {read.files_read} saved game{'s' * (read.files_read != 1)} this time; "
                     f"{read.unfinished} not finished yet.")
        open_fold(self.how_to, not every)  # open while there is no play to show
        saved = len(read.rows) if read is not None else 0
        added = len(every) - saved  # uploaded plays the folder does not hold already
        self.counts.value = (f"<b>{len(rows)} play{'s' * (len(rows) != 1)}</b> shown of {len(every)}"
                             f" ({added} added from uploads).{html.escape(extra)}")
        self.charts.value = chart_html(rows)
        self.table.value = table_html(rows)
        problems = read.problems if read is not None else ()
        self.problems.value = ("<h3>Not read</h3><ul>" + "".join(
            f"<li>{html.escape(name)}: {html.escape(text)}</li>" for name, text in problems) + "</ul>"
                               ) if problems else ""


def plays_page(folder: Any = None) -> w.VBox:
    """The whole Plays dashboard for the data folder (the one the game pages save to)."""
    plays_ = PlaysPage(folder)
    box = plays_.widget
    box.plays = plays_  # for notebooks and tests
    return box
