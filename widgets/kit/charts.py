"""Charts as inline SVG: drawn by the browser with no library or CDN (Voila offline), read by a screen reader
(each chart has a title and a description, each bar or point its value in words) and by browser tests
(each mark carries data-label and data-value, a bar its words as data-words).

    bar_chart   one bar per (label, value), its value written at its end
    line_chart  one line per series of (x label, value) points, the points in order
"""

from __future__ import annotations

import html
from fractions import Fraction
from typing import Sequence

from widgets.kit import theme

__all__ = ["SERIES_COLOURS", "bar_chart", "line_chart", "number_words"]

# Series told apart by colour and by their marker's shape (the legend names both).
SERIES_COLOURS = ("blue", "vermillion", "bluish_green", "orange", "reddish_purple", "sky_blue", "black")
_MARKERS = ("circle", "square", "diamond", "triangle")
_INK, _LINE = theme.NEUTRALS["ink"], theme.NEUTRALS["line"]
_FONT = f"font-family:{theme.FONT_FAMILY};font-size:{theme.FONT_SIZE_SMALL}px"


def number_words(value: float | Fraction) -> str:
    """A number as a chart writes it: whole numbers plain, others to one decimal."""
    value = float(value)
    return str(int(value)) if value == int(value) else f"{value:.1f}"


def _svg(title: str, desc: str, width: int, height: int, body: str, css: str) -> str:
    e = html.escape
    return (f"<svg class='tc-chart {e(css, quote=True)}' role='img' viewBox='0 0 {width} {height}' "
            f"width='{width}' height='{height}' style='max-width:100%;height:auto' "
            f"aria-label='{e(title, quote=True)}' xmlns='http://www.w3.org/2000/svg'>"
            f"<title>{e(title)}</title><desc>{e(desc)}</desc>{body}</svg>")


def _fit(label: str, room: int) -> str:
    """The label cut with an ellipsis to about `room` pixels of the chart's type (its whole text in the title)."""
    most = max(4, room // 7)
    return label if len(label) <= most else label[:most - 1] + "…"


def bar_chart(title: str, bars: Sequence[tuple[str, float | Fraction, str]], *, width: int = 460,
              css: str = "", key: str = "") -> str:
    """Horizontal bars, one per (label, value, words written at its end); an empty chart says so. Each bar's
    data-label is its label, followed by " · key" when a key is given (bars of several charts told apart)."""
    e = html.escape
    if not bars:
        return _svg(title, "No plays to show.", width, 40,
                    f"<text x='4' y='24' style='{_FONT}' fill='{_INK}'>No plays to show.</text>", css)
    label_w, row_h = min(width // 3, 7 * max(len(label) for label, _, _ in bars) + 10), 24
    words_w = min(width * 2 // 5, 7 * max(len(words) for _, _, words in bars) + 8)
    room = max(20, width - label_w - words_w)
    top = max(float(v) for _, v, _ in bars) or 1.0
    marks = []
    for n, (label, value, words) in enumerate(bars):
        y = n * row_h + 4
        length = max(0.0, float(value)) / top * room
        colour = theme.colour(SERIES_COLOURS[0])
        data = f"{label} · {key}" if key else label
        marks.append(
            f"<g class='tc-chart-bar' data-label='{e(data, quote=True)}' data-value='{e(number_words(value))}' "
            f"data-words='{e(words, quote=True)}'><title>{e(label)}: {e(words)}</title>"
            f"<text x='{label_w - 6}' y='{y + 15}' text-anchor='end' style='{_FONT}' fill='{_INK}'>"
            f"{e(_fit(label, label_w - 10))}</text>"
            f"<rect x='{label_w}' y='{y}' width='{length:.1f}' height='{row_h - 8}' fill='{colour}'/>"
            f"<text x='{label_w + length + 4:.1f}' y='{y + 15}' style='{_FONT}' fill='{_INK}'>{e(words)}</text></g>")
    desc = "; ".join(f"{label}: {words}" for label, _, words in bars)
    return _svg(title, desc, width, len(bars) * row_h + 8, "".join(marks), css)


def _marker(shape: str, x: float, y: float, colour: str) -> str:
    if shape == "square":
        return f"<rect x='{x - 4:.1f}' y='{y - 4:.1f}' width='8' height='8' fill='{colour}'/>"
    if shape == "diamond":
        return f"<polygon points='{x:.1f},{y - 5:.1f} {x + 5:.1f},{y:.1f} {x:.1f},{y + 5:.1f} {x - 5:.1f},{y:.1f}' fill='{colour}'/>"
    if shape == "triangle":
        return f"<polygon points='{x:.1f},{y - 5:.1f} {x + 5:.1f},{y + 4:.1f} {x - 5:.1f},{y + 4:.1f}' fill='{colour}'/>"
    return f"<circle cx='{x:.1f}' cy='{y:.1f}' r='4' fill='{colour}'/>"


def line_chart(title: str, series: Sequence[tuple[str, Sequence[tuple[str, float]]]], *, width: int = 460,
               height: int = 220, css: str = "") -> str:
    """One line per (name, points); the x axis is every point's label (e.g. a date) in sorted order, shared by
    the lines (each label in its point's title), the y axis runs from 0 (or the lowest value) to the highest."""
    e = html.escape
    points = [v for _, pts in series for _, v in pts]
    if not points:
        return _svg(title, "No scores to show.", width, 40,
                    f"<text x='4' y='24' style='{_FONT}' fill='{_INK}'>No scores to show.</text>", css)
    low, high = min(0.0, min(points)), max(points) or 1.0
    left, right, top, legend_h = 40, 12, 10, 20 * ((len(series) + 2) // 3)
    bottom = height - 24 - legend_h
    order = {label: i for i, label in enumerate(sorted({label for _, pts in series for label, _ in pts}))}
    longest = len(order)
    first, last = min(order), max(order)

    def at(i: int, v: float) -> tuple[float, float]:
        x = left + (i / (longest - 1) if longest > 1 else 0.5) * (width - left - right)
        return x, bottom - (v - low) / (high - low or 1) * (bottom - top)

    body = [f"<line x1='{left}' y1='{bottom}' x2='{width - right}' y2='{bottom}' stroke='{_LINE}'/>",
            f"<line x1='{left}' y1='{top}' x2='{left}' y2='{bottom}' stroke='{_LINE}'/>",
            f"<text x='{left - 4}' y='{bottom + 4}' text-anchor='end' style='{_FONT}' fill='{_INK}'>"
            f"{number_words(low)}</text>",
            f"<text x='{left - 4}' y='{top + 10}' text-anchor='end' style='{_FONT}' fill='{_INK}'>"
            f"{number_words(high)}</text>",
            f"<text x='{left}' y='{bottom + 16}' style='{_FONT}' fill='{_INK}'>{e(first[:10])}</text>",
            f"<text x='{width - right}' y='{bottom + 16}' text-anchor='end' style='{_FONT}' fill='{_INK}'>"
            f"{e(last[:10])}</text>"]
    desc = []
    for n, (name, pts) in enumerate(series):
        colour = theme.colour(SERIES_COLOURS[n % len(SERIES_COLOURS)])
        shape = _MARKERS[n % len(_MARKERS)]
        pts = sorted(pts, key=lambda p: order[p[0]])
        xy = [at(order[label], float(v)) for label, v in pts]
        marks = [f"<polyline fill='none' stroke='{colour}' stroke-width='2' "
                 f"points='{' '.join(f'{x:.1f},{y:.1f}' for x, y in xy)}'/>"] if len(xy) > 1 else []
        for (label, v), (x, y) in zip(pts, xy):
            marks.append(f"<g class='tc-chart-point' data-label='{e(label, quote=True)}' "
                         f"data-value='{e(number_words(v))}'><title>{e(name)}, {e(label)}: {number_words(v)}"
                         f"</title>{_marker(shape, x, y, colour)}</g>")
        lx, ly = 8 + (n % 3) * (width // 3), bottom + 36 + (n // 3) * 20
        body.append(f"<g class='tc-chart-series' data-label='{e(name, quote=True)}'>{''.join(marks)}"
                    f"{_marker(shape, lx + 4, ly - 4, colour)}"
                    f"<text x='{lx + 14}' y='{ly}' style='{_FONT}' fill='{_INK}'>{e(name)}</text></g>")
        desc.append(f"{name}: " + ", ".join(f"{label} {number_words(v)}" for label, v in pts))
    return _svg(title, "; ".join(desc), width, height, "".join(body), css)
