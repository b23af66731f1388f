"""The page every game is (issue #22): a one-line game bar, the board, and the "now" panel.

The game bar holds the game's name, the saved game with the time of its last saved step, who made
that step (the live-follow line), Undo and Redo (their tooltips say which step), and one menu for the
saved games (New game, Resume, Import, Export, Close, this page's name, others may play or only look).
The menu opens over nothing: it is a panel under the bar, closed by default and closed again as soon
as a game is opened, started or closed. A one-line "How to use" fold is open while no game is set up.

The now panel holds whose turn it is, the step, the step's controls, a message slot of fixed height
(so a message never moves a button; between messages, the last step said) and the rulings fold, last, so opening it moves nothing above it.
It stands beside the board on a wide screen (sticky while the page scrolls) and above it on a narrow
one, where a second Undo/Redo pair sits at its top. A part of the panel tagged `tc-now-extra` (a chart to
explore the odds further) comes after the step's controls and need not fit in the view with them. The
CSS is here, once, for the five games.
"""

from __future__ import annotations

import html
from typing import Any, Sequence

import ipywidgets as w

from widgets.kit import theme
from widgets.kit.controls import button

__all__ = ["CSS", "GameBar", "NARROW", "how_to_fold", "now_panel", "table_row"]

NARROW = 900  # px: below this the now panel stands above the board instead of beside it
NOW_EDGE = 16  # px: the now panel's border (3) and padding (8 + 4), and a pixel to spare

CSS = f"""
.tc-table-root {{ max-width: {theme.MAX_DASHBOARD_WIDTH}px; width: 100%; box-sizing: border-box; }}
.tc-game-bar {{
  display: flex; flex-flow: row wrap; align-items: center; gap: 4px 10px; min-height: 44px;
  border-bottom: 2px solid {theme.NEUTRALS["line"]}; padding: 2px 4px; box-sizing: border-box; width: 100%;
}}
.tc-game-bar h1 {{ font-size: 20px; margin: 0 6px 0 0; white-space: nowrap; line-height: 1.2; }}
.tc-game-bar .tc-saved, .tc-game-bar .tc-current-session {{ white-space: nowrap; font-weight: bold; }}
.tc-game-bar .tc-saved {{ font-weight: normal; }}
.tc-game-bar .tc-follow {{ flex: 1 1 60px; min-width: 0; }}  /* basis small: the bar stays one line at 1024 px */
.tc-game-bar .tc-follow-text {{ overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }}
.tc-game-bar .tc-follow-text .widget-html-content {{ overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }}
.tc-game-bar .jupyter-button {{ margin: 0; }}
.tc-menu {{
  border: 2px solid {theme.NEUTRALS["line"]}; border-radius: 6px; padding: 6px; margin: 4px 0;
  background: {theme.NEUTRALS["paper"]}; box-sizing: border-box; width: 100%;
}}
.tc-how-to {{ margin: 2px 0; }}
.tc-table-root .widget-html-content {{ line-height: 1.4; }}
.tc-table-root .widget-html {{ margin-top: 3px; margin-bottom: 3px; }}
.tc-how-to summary {{ cursor: pointer; font-weight: bold; }}
.tc-how-to p {{ margin: 4px 0; }}
/* Sticky needs every box between the now panel and the scrolling page to let it out (widget boxes and
   output areas scroll by default, though they never do here). */
.tc-table-root, .tc-table-root > .tc-page, .tc-table-row, .jp-OutputArea:has(.tc-table-root),
.jp-OutputArea-child:has(.tc-table-root), .jp-OutputArea-output:has(.tc-table-root) {{
  overflow: visible !important;
}}
.tc-table-row {{ display: flex; flex-flow: row nowrap; align-items: flex-start; gap: 10px; width: 100%; }}
.tc-board-area {{ flex: 1 1 auto; min-width: 0; order: 1; }}
.tc-board-area canvas.board-canvas {{ max-width: 100% !important; height: auto !important; }}
.tc-now {{
  flex: 0 0 auto; order: 2; position: sticky; top: 4px; z-index: 1; box-sizing: border-box;
  overflow: visible !important;
  border-left: 3px solid {theme.OKABE_ITO["blue"]}; padding: 0 4px 0 8px; background: {theme.NEUTRALS["paper"]};
}}
/* Nothing in the now panel is wider than the panel: a wide pick list or row takes the panel's width. */
.tc-now .widget-box {{ max-width: 100%; min-width: 0; box-sizing: border-box; }}
.tc-now .widget-inline-hbox, .tc-now .widget-textarea, .tc-now .widget-html, .tc-now .widget-button,
.tc-now .widget-toggle-buttons, .tc-now .widget-checkbox {{
  max-width: calc(100% - 2 * var(--jp-widgets-margin, 2px)); min-width: 0; box-sizing: border-box;
}}
/* A long choice wraps rather than being cut; an odds chart takes the panel's width at most. */
.tc-now .tc-prompt-choice {{ white-space: normal; height: auto; }}
.tc-now canvas.tc-odds-chart {{ max-width: 100% !important; height: auto !important; }}
/* The message slot keeps its place when empty: a message never moves the buttons under it. */
.tc-now .tc-message-slot {{
  display: block !important; height: 4.6em; overflow-y: auto; box-sizing: border-box; margin: 4px 0;
  border: 1px solid {theme.NEUTRALS["muted"]}; border-left-width: 6px;
}}
.tc-now .tc-rulings {{ display: block !important; min-height: 1.6em; }}
.tc-now-history {{ display: none !important; }}
/* The end of a game (issue #25): the summary card, its scores as a table that fits the panel. */
.tc-play-card {{ border: 2px solid {theme.OKABE_ITO["blue"]}; border-radius: 6px; padding: 4px 6px; margin: 4px 0; }}
.tc-play-card h3 {{ margin: 2px 0; }}
.tc-play-card p, .tc-play-card ul {{ margin: 2px 0; }}
.tc-play-card ul {{ padding-left: 18px; }}
.tc-play-scores {{ border-collapse: collapse; width: 100%; }}
.tc-play-scores caption {{ text-align: left; font-weight: bold; }}
.tc-play-scores th, .tc-play-scores td {{
  text-align: left; padding: 1px 6px 1px 0; border-bottom: 1px solid {theme.NEUTRALS["muted"]}; vertical-align: top;
}}
.tc-log-play .tc-export-download {{ margin: 4px 6px 0 0; }}
/* A tablet's bar holds the longest game name on its one line in a smaller type. */
@media (min-width: {NARROW + 1}px) and (max-width: 1180px) {{
  .tc-game-bar h1 {{ font-size: 16px; }}
}}
@media (max-width: {NARROW}px) {{
  .tc-table-row {{ flex-direction: column; }}
  .tc-now {{ order: 0; position: static; width: 100% !important; border-left: 0;
             border-top: 3px solid {theme.OKABE_ITO["blue"]}; padding: 4px 0 0 0; }}
  .tc-now .widget-box, .tc-now .widget-inline-hbox {{ max-width: 100%; }}
  .tc-board-area {{ width: 100%; }}
  .tc-now-history {{ display: flex !important; }}
  .tc-game-bar {{ gap: 2px 8px; }}
  .tc-game-bar h1 {{ font-size: 18px; white-space: normal; }}
  .tc-game-bar .tc-follow {{ order: 9; flex-basis: 100%; font-size: 13px; }}
  .tc-game-bar .tc-history-bar {{ display: none !important; }}
}}
"""


def stylesheet() -> w.HTML:
    """The shell's CSS, once on each game's page."""
    sheet = w.HTML(f"<style>{CSS}</style>", layout=w.Layout(height="0px", margin="0"))
    sheet.add_class("tc-shell-stylesheet")
    return sheet


def how_to_fold(text: str) -> w.HTML:
    """The game's "How to use" lines as a one-line fold (`open_fold` opens it while no game is set up)."""
    paragraphs = "".join(f"<p>{html.escape(p)}</p>" for p in text.split("\n\n") if p.strip())
    fold = w.HTML()
    fold.add_class("tc-how-to")
    fold.paragraphs = paragraphs  # type: ignore[attr-defined]
    open_fold(fold, True)
    return fold


def open_fold(fold: w.HTML, opened: bool) -> None:
    """Open or close the "How to use" fold (it is rewritten only when that changes)."""
    value = (f"<details{' open' if opened else ''}><summary>How to use</summary>"
             f"{getattr(fold, 'paragraphs', '')}</details>")
    if fold.value != value:
        fold.value = value


def now_panel(head: Sequence[w.Widget], message: w.Widget, controls: Sequence[w.Widget], rulings: w.Widget,
              *, width: int, history: w.Widget | None = None) -> w.VBox:
    """The now panel: (on a phone, Undo/Redo), whose turn and the step, the message slot, the controls,
    and the rulings fold last."""
    top = [history] if history is not None else []
    # `width` is the room its controls get; its padding and border come on top (NOW_EDGE).
    panel = w.VBox([*top, *head, message, *controls, rulings], layout=w.Layout(width=f"{width + NOW_EDGE}px"))
    panel.add_class("tc-now")
    return panel


def table_row(board: Sequence[w.Widget], now: w.Widget) -> w.HBox:
    """The now panel and the board area: the panel first in the page's order (Tab and a screen reader reach
    the step before the board), shown to the board's right on a wide screen and above it on a narrow one."""
    area = w.VBox(list(board))
    area.add_class("tc-board-area")
    row = w.HBox([now, area])
    row.add_class("tc-table-row")
    return row


class GameBar(w.HBox):
    """The one-line bar: the game's name, the saved game and its time, the live line, Undo/Redo, the menu."""

    def __init__(self, title: str, undo_redo: w.Widget, current: w.Widget, follow: w.Widget | None = None) -> None:
        self.title = w.HTML(f"<h1>{html.escape(title)}</h1>")
        self.title.add_class("tc-game-name")
        self.current = current  # the saved game open here ("Open: Friday"), the picker's own label
        self.saved = w.HTML()
        self.saved.add_class("tc-saved")
        self.menu_button = w.ToggleButton(value=False, description="☰ Saved games", tooltip=(
            "New game, Resume, Import, Export, Close, this page's name, who may play"),
            layout=w.Layout(width="auto"))
        self.menu_button.add_class("tc-menu-button")
        parts: list[w.Widget] = [self.title, self.current, self.saved]
        if follow is not None:
            parts.append(follow)
        super().__init__([*parts, undo_redo, self.menu_button])
        self.add_class("tc-game-bar")

    def show_saved(self, session: Any) -> None:
        """Say which saved game is open and when its last step was saved ("saved ✓ 14:02 UTC")."""
        journal = session.journal
        if journal is None:
            text = "<span class='tc-unsaved' title='The setup starts a saved game'>not saved yet</span>"
        elif session.read_only:
            text = ""
        else:
            record = journal.last_record() if hasattr(journal, "last_record") else None
            at = record.get("at") if isinstance(record, dict) else None
            when = f" {html.escape(at[11:16])} UTC" if isinstance(at, str) and len(at) >= 16 else ""
            text = f"<span title='Every step is saved before it is shown'>saved ✓{when}</span>"
        if self.saved.value != text:
            self.saved.value = text


def menu_panel(children: Sequence[w.Widget]) -> w.VBox:
    """The saved-game menu's panel (closed until the bar's menu button opens it)."""
    close = button("Close this menu", "tc-menu-close", compact=True)
    panel = w.VBox([*children, close], layout=w.Layout(display="none"))
    panel.add_class("tc-menu")
    panel.close_button = close  # type: ignore[attr-defined]
    return panel
