"""The end of a game (issue #25): the summary card in the now panel, with "Log this play" downloads.

When the game is over the card says the outcome in the game's words, each player's score with its
parts, the length and the rounds, the settings and any EXAMPLE values in play, and offers the play
as a BG Stats file and as a BoardGameGeek play record: offline downloads, as Export is; nothing is
sent anywhere. Every figure comes from companion.plays.play_summary; nothing is counted here.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from companion.plays import PlaySummary, bgg_play_record, bgstats_json, play_summary
from companion.plays.summary import counted
from widgets.kit.downloads import download_link

__all__ = ["PlayCard", "log_links", "summary_html"]


def _when(iso: str | None) -> str:
    return iso.replace("T", " ").replace("+00:00", " UTC") if iso else "not known"


def summary_html(summary: PlaySummary) -> str:
    """The summary as the card shows it (HTML, every name escaped)."""
    e = html.escape
    rows = []
    for p in summary.players:
        parts = ", ".join(f"{e(k)}: {v}" for k, v in p.parts)
        score = "—" if p.score is None else str(p.score)
        rows.append(f"<tr><td>{p.seat}</td><td>{e(p.name)}{' (started)' if p.start_player else ''}</td>"
                    f"<td>{score}</td><td>{parts}</td><td>{'won' if p.winner else ''}</td></tr>")
    for side in summary.sides:
        parts = ", ".join(f"{e(k)}: {v}" for k, v in side.parts)
        score = "—" if side.score is None else str(side.score)
        rows.append(f"<tr><td></td><td>{e(side.player)}</td><td>{score}</td><td>{parts}</td><td></td></tr>")
    table = ("<table class='tc-play-scores'><caption>Each player's score</caption><thead><tr><th scope='col'>Seat"
             "</th><th scope='col'>Player</th><th scope='col'>Score</th><th scope='col'>Its parts</th>"
             f"<th scope='col'>Result</th></tr></thead><tbody>{''.join(rows)}</tbody></table>")
    length = counted(summary.minutes, "minutes") if summary.minutes is not None else "not known"
    facts = [f"<li>Length: {length} (first step {_when(summary.started)}, last step {_when(summary.ended)})</li>"]
    if summary.rounds:
        facts.append(f"<li>{e(counted(summary.rounds[1], summary.rounds[0]))}, {counted(summary.steps, 'steps')}</li>")
    else:
        facts.append(f"<li>{counted(summary.steps, 'steps')}</li>")
    facts += [f"<li>{e(k)}: {v}</li>" for k, v in summary.figures]
    facts += [f"<li>{e(k)}: {e(v)}</li>" for k, v in summary.settings]
    facts += [f"<li class='tc-play-example'>EXAMPLE value in play: {e(x)}</li>" for x in summary.examples]
    return (f"<h3>This play</h3><p class='tc-play-outcome'><b>{e(summary.outcome)}</b></p>{table}"
            f"<ul class='tc-play-facts'>{''.join(facts)}</ul>")


def log_links(summary: PlaySummary, stem: str) -> tuple[str, str | None]:
    """The "Log this play" links (HTML) for a finished game saved as `stem`, and why the BG Stats file cannot be
    made (None when it can: a game with no date cannot be logged in BG Stats)."""
    links, why = [], None
    try:
        links.append(download_link(f"{stem} (BG Stats).json", bgstats_json([summary]), "Log this play: BG Stats file",
                                   css="tc-log-bgstats",
                                   title="A file the BG Stats app imports: the play, its players and scores"))
    except ValueError as exc:
        why = str(exc)
    links.append(download_link(f"{stem} (BoardGameGeek play).xml", bgg_play_record(summary),
                               "BoardGameGeek play record", mime="application/xml", css="tc-log-bgg",
                               title="The play as BoardGameGeek's play record, to paste or upload"))
    return " ".join(links), why


class PlayCard(w.VBox):
    """The summary card of a finished game and its downloads (first in the now panel); hidden while the game goes on."""

    def __init__(self) -> None:
        self.body = w.HTML()
        self.links = w.HTML()
        self.links.add_class("tc-log-play")
        self.summary: PlaySummary | None = None
        self._shown: Any = None
        super().__init__([self.body, self.links])
        self.add_class("tc-play-card")
        self.layout.display = "none"

    def show(self, session: Any) -> None:
        """Show the card for `session` if its game is over (read again only when the game has moved)."""
        key = (id(session), len(session), getattr(session, "created", None))
        if key == self._shown:
            return
        self._shown = key
        game = session.game
        over = hasattr(game, "is_over") and game.is_over(session.state)
        if not over:
            self.summary, self.body.value, self.links.value = None, "", ""
            self.layout.display = "none"
            return
        try:
            self.summary = play_summary(session)
        except ValueError as exc:  # a name the play files cannot carry, say: the card says so, the game stands
            self.summary, self.links.value = None, ""
            self.body.value = f"<h3>This play</h3><p>No summary: {html.escape(str(exc))}</p>"
            self.layout.display = None
            return
        self.body.value = summary_html(self.summary)
        links, why = log_links(self.summary, session.name or game.title)
        note = f"<p class='tc-note'>{html.escape(why)}</p>" if why else ""
        self.links.value = f"{links}{note}"
        self.layout.display = None
