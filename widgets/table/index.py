"""The landing dashboard: one card per game and tool, each linking to its Voila dashboard."""

from __future__ import annotations

from html import escape
from pathlib import Path
from urllib.parse import quote

import ipywidgets as w

from companion.catalogue import GAMES, TOOLS, Entry, is_ready, notebooks_dir
from widgets.kit import theme
from widgets.kit.canvas import BoardCanvas, Frame

CARD_W, CARD_H, GAP, COLUMNS = 220, 110, 16, 4
ENTRIES: tuple[Entry, ...] = GAMES + TOOLS
# Voila's page style makes links look like text; a link must look like one.
LINK_STYLE = f"color:{theme.OKABE_ITO['blue']};text-decoration:underline;font-weight:bold"

# Where a dashboard link leads depends on the page showing the index, which only the page knows.
# Under Voila (standalone: /voila/render/index.ipynb; inside the Jupyter server, as on Binder:
# /voila/render/notebooks/index.ipynb) the relative href is already the dashboard's Voila render.
# Anywhere else (the notebook run in JupyterLab or Notebook 7) it would be the raw notebook, so
# before the link is followed (pointer down, click, focus) it is pointed at the Voila render:
# the server's base URL and root folder from the page's own jupyter-config-data, the dashboards'
# folder (data-tc-dir) from the kernel, the notebook (data-tc-notebook). Every link opens in a
# new tab, so the index stays where it is.
VOILA_HREF_JS = (
    "if(location.pathname.indexOf('/voila/render/')<0){"
    "var e=document.getElementById('jupyter-config-data'),c=e?JSON.parse(e.textContent):{},"
    "r=(c.serverRoot||'').replace(/\\/+$/,''),d=this.getAttribute('data-tc-dir');"
    "if(c.baseUrl&&r&&(d===r||d.indexOf(r+'/')===0)){"
    "var s=d.slice(r.length+1);"
    "this.href=c.baseUrl.replace(/\\/?$/,'/')+'voila/render/'+(s?encodeURI(s)+'/':'')"
    "+encodeURIComponent(this.getAttribute('data-tc-notebook'));}}"
)


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


def dashboard_link(entry: Entry, text: str, css_class: str) -> str:
    """An <a> opening the entry's Voila dashboard in a new tab, wherever the index is shown."""
    return (f'<a class="{css_class}" href="{quote(entry.notebook)}" target="_blank" '
            f'rel="noopener" data-tc-notebook="{escape(entry.notebook)}" '
            f'data-tc-dir="{escape(notebooks_dir().as_posix())}" '
            f'onclick="{escape(VOILA_HREF_JS)}" onpointerdown="this.onclick()" '
            f'onfocus="this.onclick()" style="{LINK_STYLE}">{escape(text)}</a>')


def link_html(entry: Entry) -> str:
    """The card's line in the list: a link to its dashboard, or an honest "coming soon"."""
    title = escape(entry.title)
    if readiness(entry) == "ready":
        link = dashboard_link(entry, f"Open {entry.title} →", f"tc-link tc-link-{entry.key}")
        return f"<li>{link} · {escape(entry.kind)} · <b>ready</b></li>"
    already = f" · {escape(entry.already)}" if entry.already else ""
    return (f'<li class="tc-soon tc-soon-{entry.key}">{title} · {escape(entry.kind)} · '
            f"<i>coming soon</i>{already}</li>")


# ----- the table server's link (issue #16: scripts/table_server.py) -----
TABLE_URL_ENV = "TABLE_COMPANION_TABLE_URL"


def table_box() -> w.HTML | None:
    """Under `make table`: the link every device at the table opens, and its QR code; else None."""
    import os

    url = os.environ.get(TABLE_URL_ENV, "")
    if not url.startswith("http://") and not url.startswith("https://"):
        return None
    try:
        import segno

        qr = segno.make(url, error="m").svg_inline(scale=4, dark="#000", light="#fff")
    except Exception:  # pragma: no cover - segno missing or the URL too long: the link alone
        qr = ""
    box = w.HTML(f"<div style='display:flex;flex-wrap:wrap;gap:12px;align-items:center'>"
                 f"<div class='tc-table-qr'>{qr}</div><div><b>Play along on every device at the table</b>"
                 f"<br>Scan the code, or open <code class='tc-table-url' style='word-break:break-all'>"
                 f"{escape(url)}</code><br><small>Anyone with this link can play: share it only at the "
                 f"table.</small></div></div>")
    box.add_class("tc-table-box")
    return box


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
        link = (" " + dashboard_link(entry, f"Open {entry.title} →", "tc-detail-link")
                if readiness(entry) == "ready" else "")
        detail.value = (f"<b>{escape(entry.title)}</b>: {escape(entry.kind)}, {readiness(entry)}."
                        f"{source}{already}{link}")

    board.on_pick(chosen)
    games = w.HTML("<h3>Games</h3><ul>" + "".join(link_html(e) for e in GAMES) + "</ul>"
                   "<h3>Tools</h3><ul>" + "".join(link_html(e) for e in TOOLS) + "</ul>")
    games.add_class("tc-index-links")
    title = w.HTML("<h2>table-companion</h2><p>A rules companion that sits beside the real "
                   "cardboard: it keeps the game's state, walks you through each step and "
                   "gives exact odds. Pick a game.</p>")
    table = table_box()
    page = w.VBox([title, *([table] if table is not None else []), board, detail, games],
                  layout=w.Layout(max_width=f"{theme.MAX_DASHBOARD_WIDTH}px"))
    page.board = board  # for tests and notebooks
    return page
