"""The kit's SVG charts: each bar and point carries its label and value (for tests and screen readers), names
are escaped, the lines of a score chart share one time axis, and an empty chart says so."""

from __future__ import annotations

import re
from fractions import Fraction
from xml.etree import ElementTree

from widgets.kit.charts import bar_chart, line_chart, number_words

SVG = "{http://www.w3.org/2000/svg}"


def test_bars_carry_their_label_value_and_words_and_the_longest_is_full_width():
    svg = ElementTree.fromstring(bar_chart("Plays per game", [("Mythicals", 4, "4 plays"), ("The Fall", 2, "2 plays")]))
    bars = svg.findall(f"{SVG}g")
    assert [(b.get("data-label"), b.get("data-value"), b.get("data-words")) for b in bars] == [
        ("Mythicals", "4", "4 plays"), ("The Fall", "2", "2 plays")]
    widths = [float(b.find(f"{SVG}rect").get("width")) for b in bars]
    assert widths[1] * 2 == widths[0]
    assert svg.find(f"{SVG}title").text == "Plays per game" and "Mythicals: 4 plays" in svg.find(f"{SVG}desc").text


def test_a_name_with_markup_is_escaped_and_a_key_tells_charts_apart():
    text = bar_chart("Wins", [("<b>Ann's</b>", Fraction(2, 3), "2 of 3 won")], key="Mythicals")
    svg = ElementTree.fromstring(text)  # still well-formed
    assert "<b>" not in text and svg.find(f"{SVG}g").get("data-label") == "<b>Ann's</b> · Mythicals"
    assert svg.find(f"{SVG}g").get("data-value") == "0.7"


def test_an_empty_chart_says_there_is_nothing_to_show():
    assert "No plays to show." in bar_chart("Plays", [])
    assert "No scores to show." in line_chart("Scores", [])


def test_score_lines_share_one_time_axis():
    text = line_chart("Scores", [("Ann", [("2026-01-01 20:00:00", 10), ("2026-01-03 20:00:00", 30)]),
                                 ("Bo", [("2026-01-02 20:00:00", 20)])])
    points = re.findall(r"<g class='tc-chart-point' data-label='([^']+)' data-value='(\d+)'><title>[^<]*</title>"
                        r"<circle cx='([\d.]+)'|<g class='tc-chart-point' data-label='([^']+)' data-value='(\d+)'>"
                        r"<title>[^<]*</title><rect x='([\d.]+)'", text)
    xs = {}
    for a, b, c, d, e_, f in points:
        xs[a or d] = float(c) if c else float(f) + 4
    assert xs["2026-01-01 20:00:00"] < xs["2026-01-02 20:00:00"] < xs["2026-01-03 20:00:00"]
    assert "2026-01-01" in text and "2026-01-03" in text  # the axis' first and last dates


def test_numbers_are_written_whole_or_to_one_decimal():
    assert [number_words(v) for v in (3, 2.5, Fraction(1, 3))] == ["3", "2.5", "0.3"]
