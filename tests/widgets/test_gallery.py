"""The gallery: every section builds and reacts; the notebook uses every section."""

from __future__ import annotations

import json
from pathlib import Path

import ipywidgets as w
import pytest

from widgets.kit import theme
from widgets.table import gallery

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "gallery.ipynb"
SECTIONS = ["board_section", "counter_section", "card_picker_section", "die_picker_section",
            "odds_section", "prompt_section", "message_section", "profile_section", "session_section"]


def classes(widget: w.Widget) -> set[str]:
    """Every css class on the widget and its descendants."""
    found = set(getattr(widget, "_dom_classes", ()))
    for child in getattr(widget, "children", ()):
        found |= classes(child)
    return found


@pytest.mark.parametrize("name", SECTIONS)
def test_each_section_stands_alone(name):
    box = getattr(gallery, name)()
    assert isinstance(box, w.VBox) and "tc-page" in box._dom_classes
    assert any(c.startswith("tc-gallery-section-") for c in box._dom_classes)


def test_board_click_highlights_the_shape_and_names_it():
    box = gallery.board_section()
    board = box.board
    assert "tc-gallery-board" in board._dom_classes and "board-canvas" in board._dom_classes
    assert board.hit_test(130, 170) == "hex:0,0"
    board.clients_ready = 1       # as a browser would: now redraws paint
    board.redraw()
    before = board.frames_sent
    assert board.click(470, 110) == "card:3-red"
    assert board.state == {"selected": "card:3-red"}
    assert "Picked: <b>card:3-red</b>" in box.picked.value
    assert board.frames_sent == before + 1
    assert board.click(5, 430) is None and board.state == {"selected": "card:3-red"}


def test_board_names_every_kind_of_piece():
    board = gallery.board_section().board
    names = {s.name.split(":")[0] for s in board.shapes}
    assert names == {"hex", "region", "badge", "card", "token", "pawn"}
    assert board.width <= theme.MAX_DASHBOARD_WIDTH


def test_counter_section_refuses_past_the_example_bound():
    counter = gallery.counter_section().counter
    counter.plus.click()
    counter.plus.click()
    assert counter.value == 6 and "cannot go above 6" in counter.message
    assert "EXAMPLE" in counter.label and "EXAMPLE" in counter.source


def test_card_picker_section_takes_picked_cards_out():
    picker = gallery.card_picker_section().picker
    button = picker.buttons[(1, "blue")]
    button.click()
    assert button.disabled and button.description == "1 blue ×0"
    picker.buttons[(2, "red")].click()
    assert picker.buttons[(2, "red")].description == "2 red ×1"


def test_die_and_prompt_sections_react():
    die = gallery.die_picker_section().picker
    die.buttons[(3, True)].click()
    assert "3 ✶ wound" in die._picked.value
    box = gallery.prompt_section()
    box.prompt.buttons[0].click()
    assert "Chosen: <b>Done</b>" in box.chosen.value
    assert box.prompt.choices == ["North", "South", "Stay"]
    box.prompt.buttons[1].click()
    assert "South" in box.chosen.value and box.prompt.choices == ["Next round"]


def test_message_section_buttons_show_each_kind():
    box = gallery.message_section()
    kinds = []
    for button in box.buttons:
        button.click()
        kinds.append(box.bar.kind)
        assert "Traceback" not in box.bar.value and "EXAMPLE" in box.bar.text
    assert kinds == ["info", "refusal", "error"]


def test_profile_section_shows_example_banner():
    editor = gallery.profile_section().editor
    assert editor.example and editor._banner.layout.display is None
    assert editor.validate() == []


def test_whole_gallery_page_fits_the_screen_width():
    page = gallery.gallery()
    assert page.layout.max_width == f"{theme.MAX_DASHBOARD_WIDTH}px"
    found = classes(page)
    for css in ("tc-gallery-board", "tc-gallery-picked", "tc-counter-plus", "tc-counter-value",
                "tc-cardpicker-card", "tc-diepicker-face", "tc-prompt-choice", "tc-gallery-msg-refuse",
                "tc-profile-save", "tc-example-banner", "tc-gallery-section-session"):
        assert css in found, css


def test_notebook_uses_every_section_and_checks_an_output():
    cells = json.loads(NOTEBOOK.read_text())["cells"]
    source = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    for name in SECTIONS:
        assert f"gallery.{name}()" in source, name
    checked = [c for c in cells if "".join(c["source"]).startswith("# NBVAL_CHECK_OUTPUT")]
    text = "".join("".join(o.get("text", "")) for c in checked for o in c["outputs"])
    assert "hex:0,0 badge:North pawn:P2" in text and "cannot go above 6" in text
    widget_outputs = [o for c in cells for o in c.get("outputs", ())
                      if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    assert widget_outputs == []
