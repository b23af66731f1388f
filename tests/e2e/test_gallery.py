"""The component gallery in Chromium: every component clicked once, and what it shows changes."""

from __future__ import annotations

import base64
import json

from tests.e2e import harness


def text(page, selector: str) -> str:
    return page.locator(selector).first.inner_text().strip()


def test_gallery_every_component_answers_a_click(open_dashboard):
    page, watch = open_dashboard("gallery.ipynb")
    board = "canvas.tc-gallery-board"
    before = harness.wait_painted(page, board, timeout=60)

    # BoardCanvas with the drawing helpers: a click on the hex names it and highlights it.
    assert "nothing yet" in text(page, ".tc-gallery-picked")
    page.locator(board).click(position={"x": 130, "y": 170})
    page.wait_for_selector(".tc-gallery-picked >> text=Picked: hex:0,0")
    harness.wait_repainted(page, before, board)
    page.locator(board).click(position={"x": 470, "y": 110})
    page.wait_for_selector(".tc-gallery-picked >> text=Picked: card:3-red")

    # Counter: up to its bound, then refused with a message, never clamped silently.
    counter = ".tc-gallery-section-counter"
    assert text(page, f"{counter} .tc-counter-value") == "5"
    page.locator(f"{counter} button.tc-counter-plus").click()
    page.wait_for_selector(f"{counter} .tc-counter-value >> text=6")
    page.locator(f"{counter} button.tc-counter-plus").click()
    page.wait_for_selector(f"{counter} .tc-message-refusal >> text=cannot go above 6")
    assert text(page, f"{counter} .tc-counter-value") == "6"

    # CardPicker: a picked card's last copy is gone, so its button is disabled.
    picker = ".tc-gallery-section-cardpicker"
    page.locator(f"{picker} button.tc-card-1-blue").click()
    page.wait_for_selector(f"{picker} .tc-cardpicker-picked >> text=Picked: 1 blue")
    page.wait_for_selector(f"{picker} .tc-cardpicker-remaining >> text=11")
    assert page.locator(f"{picker} button.tc-card-1-blue").is_disabled()

    # DiePicker: a symbol face is reported with its symbol.
    die = ".tc-gallery-section-diepicker"
    page.locator(f"{die} button.tc-face-3-wound").click()
    page.wait_for_selector(f"{die} .tc-diepicker-picked >> text=Rolled: 3 ✶ wound")

    # OddsView: clicking a bar reads out its exact chance; the formula switch shows sympy.
    odds = ".tc-gallery-section-odds"
    chart = f"{odds} canvas.tc-odds-chart"
    chart_before = harness.wait_painted(page, chart)
    harness.click_until_repaint(page, chart, chart_before)
    page.wait_for_selector(f"{odds} .tc-odds-detail >> text=Exactly")
    assert "(" in text(page, f"{odds} .tc-odds-answer")  # "… % (n/d)"
    page.locator(f"{odds} .tc-odds-formula-toggle input").check()
    page.wait_for_selector(f"{odds} .tc-odds-formula >> text=G(x)", timeout=15_000)

    # StepPrompt: a choice is reported and the prompt moves on.
    prompt = ".tc-gallery-section-prompt"
    page.locator(f"{prompt} .tc-prompt-choice").first.click()
    page.wait_for_selector(f"{prompt} .tc-gallery-prompt-chosen >> text=Chosen: Done")

    # MessageBar: info, refusal and error each read as a sentence.
    bar = ".tc-gallery-section-messages"
    page.locator(f"{bar} button.tc-gallery-msg-refuse").click()
    page.wait_for_selector(f"{bar} .tc-gallery-messages >> text=Refused")
    page.locator(f"{bar} button.tc-gallery-msg-error").click()
    page.wait_for_selector(f"{bar} .tc-gallery-messages >> text=Error")

    # ProfileEditor: examples are labelled; an impossible value names its field.
    profile = ".tc-gallery-section-profile"
    assert page.locator(f"{profile} .tc-example-banner").is_visible()
    page.locator(f"{profile} button.tc-profile-save").click()
    page.wait_for_selector(f"{profile} .tc-profile-download >> text=EXAMPLE")
    page.locator(f"{profile} .tc-profile-field-power input").fill("12")
    page.locator(f"{profile} .tc-profile-field-power input").press("Enter")
    page.locator(f"{profile} button.tc-profile-save").click()
    page.wait_for_selector(f"{profile} .tc-field-error >> text=at most 10")

    harness.screenshot(page, "gallery")
    harness.assert_no_traceback(page)
    watch.assert_clean()


def test_gallery_session_survives_a_reload_with_its_undo(open_dashboard):
    page, watch = open_dashboard("gallery.ipynb")
    demo = ".tc-session-demo"
    page.wait_for_selector(f"{demo} button.tc-new", timeout=60_000)
    page.locator(f"{demo} button.tc-new").click()
    page.wait_for_selector(f"{demo} .tc-tally-state >> text=Crystals: 0 of 6")
    page.locator(f"{demo} button.tc-gain").click()
    page.wait_for_selector(f"{demo} .tc-tally-state >> text=Crystals: 1 of 6")
    page.locator(f"{demo} button.tc-gain").click()
    page.wait_for_selector(f"{demo} .tc-history >> text=3. Gain 1 crystal")
    page.locator(f"{demo} button.tc-undo").click()
    page.wait_for_selector(f"{demo} .tc-tally-state >> text=Crystals: 1 of 6")
    page.wait_for_selector(f"{demo} .tc-undone >> text=Gain 1 crystal")
    assert page.locator(f"{demo} button.tc-redo").is_enabled()
    # A refused move says why and changes nothing.
    for _ in range(6):
        page.locator(f"{demo} button.tc-gain").click()
    page.wait_for_selector(f"{demo} .tc-tally-state >> text=Crystals: 6 of 6")
    page.locator(f"{demo} button.tc-gain").click()
    page.wait_for_selector(f"{demo} .tc-demo-message >> text=at most 6 crystals")
    page.locator(f"{demo} button.tc-undo").click()
    page.wait_for_selector(f"{demo} .tc-tally-state >> text=Crystals: 5 of 6")

    # The tab is reloaded (its kernel goes): the saved game comes back, undo list and all.
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector(f"{demo} button.tc-resume", timeout=60_000)
    page.locator(f"{demo} button.tc-resume").click()
    page.wait_for_selector(f"{demo} .tc-tally-state >> text=Crystals: 5 of 6")
    page.wait_for_selector(f"{demo} .tc-history >> text=6. Gain 1 crystal")
    # The old tab's kernel may outlive the reload: no matter, the reloaded tab resumes for play at once.
    page.wait_for_selector(f"{demo} .tc-picker-message >> text=Resumed")
    assert "read-only" not in page.locator(f"{demo} .tc-current-session").inner_text()
    assert page.locator(f"{demo} button.tc-take-over").count() == 0
    page.locator(f"{demo} button.tc-redo").click()
    page.wait_for_selector(f"{demo} .tc-tally-state >> text=Crystals: 6 of 6")

    # Going back several steps asks first; Cancel changes nothing, Yes goes back.
    page.locator(f"{demo} .tc-step-choice select").select_option(label="2. Gain 1 crystal")
    page.locator(f"{demo} button.tc-go-back").click()
    page.wait_for_selector(f"{demo} .tc-confirm-question >> text=Go back to step 2?")
    page.locator(f"{demo} button.tc-cancel").click()
    page.wait_for_selector(f"{demo} .tc-confirm-question", state="hidden")
    assert "Crystals: 6 of 6" in page.locator(f"{demo} .tc-tally-state").inner_text()
    page.locator(f"{demo} button.tc-go-back").click()
    page.locator(f"{demo} button.tc-confirm").click()
    page.wait_for_selector(f"{demo} .tc-tally-state >> text=Crystals: 1 of 6")

    # Export is one click: an offline download (a data: link) always current; importing that file
    # gives the same game.
    link = page.locator(f"{demo} .tc-export-link a")
    link.wait_for()
    href = link.get_attribute("href")
    assert href.startswith("data:application/json;charset=utf-8;base64,") and link.get_attribute("download")
    exported = base64.b64decode(href.split(",", 1)[1])
    assert json.loads(exported)["header"]["game"] == "tally"
    with page.expect_download() as download:
        link.click()
    assert download.value.suggested_filename.endswith(".json")
    with page.expect_file_chooser() as chooser:
        page.locator(f"{demo} .tc-import").first.click()
    chooser.value.set_files(files=[{"name": "evening.json", "mimeType": "application/json",
                                    "buffer": exported}])
    page.wait_for_selector(f"{demo} .tc-picker-message >> text=Imported evening.json")
    page.wait_for_selector(f"{demo} .tc-tally-state >> text=Crystals: 1 of 6")
    harness.assert_no_traceback(page)
    watch.assert_clean()
