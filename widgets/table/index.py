"""The landing dashboard: one card per game and tool, each linking to its Voila dashboard."""

from __future__ import annotations

from html import escape
from pathlib import Path

import ipywidgets as w

from companion.catalogue import GAMES, TOOLS, Entry, is_ready
from widgets.kit import theme
from widgets.kit.canvas import BoardCanvas, Frame

CARD_W, CARD_H, GAP, COLUMNS = 220, 110, 16, 4
ENTRIES: tuple[Entry, ...] = GAMES + TOOLS
# Voila's page style makes links look like text; a link must look like one.
LINK_STYLE = f"color:{theme.OKABE_ITO['blue']};text-decoration:underline;font-weight:bold"


def readiness(entry: Entry, folder: Path | None = None) -> str:
    """The card's honest state: "ready" when its dashboard exists, else "coming soon"."""
    return "ready" if is_ready(entry, folder) else "coming soon"


def card_box(index: int) -> tuple[int, int]:
    """Top-left corner of the index-th card on the canvas."""
    row, col = divmod(index, COLUMNS)
    return GAP + col * (CARD_W + GAP), GAP + row * (CARD_H + GAP)


def draw_cards(frame: Frame, selected: str | None) -> None:
    """Draw every entry as a card; the selected one outlined and marked."""
    frame.clear()
    for i, entry in enumerate(ENTRIES):
        x, y = card_box(i)
        chosen = entry.key == selected
        frame.rect(x, y, CARD_W, CARD_H, fill="paper", stroke="ink" if chosen else "line",
                   line_width=4 if chosen else 1.5, name=entry.key)
        frame.rect(x, y, CARD_W, 28, fill=entry.colour, stroke=None,
                   label=("▶ " if chosen else "") + entry.title, font_size=theme.FONT_SIZE_SMALL)
        frame.text(x + 10, y + 52, entry.kind, size=theme.FONT_SIZE_SMALL)
        state = readiness(entry)
        frame.text(x + 10, y + 84, "✔ ready: open below" if state == "ready" else "… coming soon",
                   bold=True, colour="ink" if state == "ready" else "grey")


def link_html(entry: Entry) -> str:
    """The card's line in the list: a relative link that Voila and JupyterLab both follow."""
    title = escape(entry.title)
    if readiness(entry) == "ready":
        return (f'<li><a class="tc-link tc-link-{entry.key}" href="{escape(entry.notebook)}" '
                f'style="{LINK_STYLE}">Open {title} →</a> · {escape(entry.kind)} · <b>ready</b></li>')
    already = f" · {escape(entry.already)}" if entry.already else ""
    return (f'<li class="tc-soon tc-soon-{entry.key}">{title} · {escape(entry.kind)} · '
            f"<i>coming soon</i>{already}</li>")


def index_page() -> w.VBox:
    """The whole landing page: the card board, the chosen card's details, and the link list."""
    rows = (len(ENTRIES) + COLUMNS - 1) // COLUMNS
    board = BoardCanvas(GAP + COLUMNS * (CARD_W + GAP), GAP + rows * (CARD_H + GAP),
                        draw=draw_cards, state=None)
    board.add_class("tc-index-board")
    detail = w.HTML("Click a card to see what it offers.")
    detail.add_class("tc-index-detail")

    def chosen(key: str) -> None:
        entry = next(e for e in ENTRIES if e.key == key)
        board.show(key)
        source = f" Rulebook: <code>{escape(entry.rulebook)}</code>." if entry.rulebook else ""
        already = f" Already: {escape(entry.already)}." if entry.already else ""
        link = (f' <a class="tc-detail-link" href="{escape(entry.notebook)}" style="{LINK_STYLE}">'
                f"Open {escape(entry.title)} →</a>" if readiness(entry) == "ready" else "")
        detail.value = (f"<b>{escape(entry.title)}</b>: {escape(entry.kind)}, {readiness(entry)}."
                        f"{source}{already}{link}")

    board.on_pick(chosen)
    games = w.HTML("<h3>Games</h3><ul>" + "".join(link_html(e) for e in GAMES) + "</ul>"
                   "<h3>Tools</h3><ul>" + "".join(link_html(e) for e in TOOLS) + "</ul>")
    games.add_class("tc-index-links")
    title = w.HTML("<h2>table-companion</h2><p>A rules companion that sits beside the real "
                   "cardboard: it keeps the game's state, walks you through each step and "
                   "gives exact odds. Pick a game.</p>")
    page = w.VBox([title, board, detail, games],
                  layout=w.Layout(max_width=f"{theme.MAX_DASHBOARD_WIDTH}px"))
    page.board = board  # for tests and notebooks
    return page
