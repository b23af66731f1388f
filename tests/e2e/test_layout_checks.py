"""The page checks themselves (tests/e2e/layout.py) on small pages made to fail and to pass, in Chromium:
a check that cannot fail would pass every dashboard."""

from __future__ import annotations

import pytest

from tests.e2e import layout

OVERLAPPING = """<div style='position:relative;height:200px'>
  <button style='position:absolute;left:10px;top:10px;width:120px'>Attack</button>
  <label style='position:absolute;left:60px;top:14px'>City Defense</label>
  <button style='position:absolute;left:10px;top:120px'>Report</button></div>"""
APART = """<div><button>Attack</button> <label>City Defense</label></div><div><button>Report</button></div>"""
CUT = """<button style='width:40px;overflow:hidden;white-space:nowrap'>Reveal these three cards</button>
  <label style='display:inline-block;width:0;overflow:hidden'>kept for screen readers</label>"""
NOW_BELOW = """<div style='height:300px'></div><div class='tc-now'><button>Move</button>
  <div style='height:2000px'></div><button>Fly</button></div>"""


@pytest.fixture
def page(chromium):
    context = chromium.new_context(viewport={"width": 1280, "height": 800})
    made = context.new_page()
    yield made
    context.close()


def test_two_controls_drawn_on_each_other_are_found_and_a_tidy_page_passes(page):
    page.set_content(OVERLAPPING)
    pairs = page.evaluate(layout.LEAVES_JS, layout.LEAVES)
    assert len(pairs) == 1 and "Attack" in pairs[0][0] and "City Defense" in pairs[0][1]
    page.set_content(APART)
    assert page.evaluate(layout.LEAVES_JS, layout.LEAVES) == []


def test_a_cut_button_is_found_but_a_label_kept_only_for_screen_readers_is_not(page):
    page.set_content(CUT)
    assert page.evaluate(layout.CUT_JS) == ["Reveal these three cards"]


def test_a_step_control_below_the_view_with_the_page_at_the_now_panel_is_found(page):
    page.set_content(NOW_BELOW)
    out = page.evaluate(layout.NOW_OUT_OF_VIEW_JS)
    assert len(out) == 1 and out[0].startswith("Fly at ")
    page.set_content("<div class='tc-now'><button>Move</button><button>Fly</button></div>")
    assert page.evaluate(layout.NOW_OUT_OF_VIEW_JS) == []


def test_internal_names_on_screen_are_found_and_the_games_words_pass(page):
    page.set_content("<p>Peare moved to 2,1</p><button>mystling:0</button><span>era_end</span>"
                     "<b>'fly' is not an answer</b><i>Hansi stands in 1:den</i><select><option>night</option><option>Night</option></select>"
                     "<p>Rulebook: Setup, 14:02 UTC</p><div class='tc-menu'><select><option>other_side night</option></select></div>")
    found = layout.raw_names(page)
    assert [f.split(" (")[0] for f in found] == ["mystling:0", "era_end", "'fly' is not an answer", "Hansi stands in 1:den", "night"], found
