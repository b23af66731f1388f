"""Mythicals in Chromium: setup, a turn with a tile and a marker, undo, reload and resume, the Day card."""

from __future__ import annotations

import json
from pathlib import Path

from companion.codec import event_from_json
from companion.games.mythicals.data import DAY_CARD
from companion.games.mythicals.game import MYTHICALS
from companion.games.mythicals.words import card_words
from companion.session import Session
from companion.storage import new_session
from tests.e2e import harness, layout

GOLDEN = harness.ROOT / "tests" / "games" / "mythicals" / "golden_game.json"
BOARD = "canvas.tc-myth-board"


def choose(page, css: str, card: str) -> None:
    page.locator(f".{css} select").select_option(label=card)


def reveal(page, cards: tuple[str, str, str]) -> None:
    for i, card in enumerate(cards, start=1):
        choose(page, f"tc-myth-reveal-{i}", card_words(card) if card == DAY_CARD else card)
    page.locator("button.tc-myth-reveal").click()


# Each shown pick list of the dashboard (tc-myth-*) that cuts one of its options, measured in the list's own
# font, or that reaches past the view's right edge.
CUT_PICKS_JS = """() => {
  const ctx = document.createElement('canvas').getContext('2d');
  const out = [];
  for (const s of document.querySelectorAll('select')) {
    const css = [...s.parentElement.classList].find(c => c.startsWith('tc-myth-'));
    if (!css || s.offsetParent === null) continue;
    const st = getComputedStyle(s);
    ctx.font = `${st.fontStyle} ${st.fontWeight} ${st.fontSize} ${st.fontFamily}`;
    const room = s.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight);
    for (const o of s.options) {
      const need = ctx.measureText(o.text).width;
      if (need > room) out.push(`${css}: '${o.text}' needs ${Math.ceil(need)} px, has ${Math.floor(room)}`);
    }
    const r = s.getBoundingClientRect();
    if (r.right > innerWidth + 0.5) out.push(`${css}: ends at ${Math.round(r.right)} px, past ${innerWidth}`);
  }
  return out;
}"""


def assert_picks_whole(page, stage: str) -> None:
    """At a laptop and at a phone: every pick list shows each option whole, and nothing scrolls sideways."""
    found = []
    try:
        for view, size in (("laptop", (1280, 800)), ("phone", (390, 844))):
            page.set_viewport_size({"width": size[0], "height": size[1]})
            layout.settle(page)
            found += [f"{stage}/{view}: {cut}" for cut in page.evaluate(CUT_PICKS_JS)]
            found += [f"{stage}/{view}: scrolls sideways: {s}" for s in page.evaluate(harness.SIDEWAYS_SCROLL_JS)]
    finally:
        page.set_viewport_size({"width": 1280, "height": 800})
        layout.settle(page, 0.1)
    assert not found, "\n".join(found)


def test_mythicals_pick_lists_show_every_option_whole_and_starts_names_the_players(open_dashboard):
    page, watch = open_dashboard("mythicals.ipynb")
    harness.wait_painted(page, BOARD, timeout=60)
    # Who starts is picked by name, as typed: not "Player 2".
    page.locator(".tc-myth-name-2 input").fill("Carla")
    page.wait_for_function("() => [...document.querySelectorAll('.tc-myth-starting option')]"
                           ".map(o => o.text).join('|') === 'Anna|Carla'", timeout=15_000)
    for css, card in (("tc-myth-deal-1a", "purple-1"), ("tc-myth-deal-1b", "red-2"),
                      ("tc-myth-deal-2a", "green-3"), ("tc-myth-deal-2b", "blue-4")):
        choose(page, css, card)
    page.locator(".tc-myth-starting select").select_option(label="Carla")
    assert_picks_whole(page, "setup")
    page.locator("button.tc-myth-setup").click()
    page.wait_for_selector(".tc-myth-status >> text=Turn 1: Carla")

    # The three reveal lists, the longest card picked in one of them; then Carla's blue run takes blue-2.
    for i, card in enumerate(("blue-5", "purple-joker", "red-5"), start=1):
        choose(page, f"tc-myth-reveal-{i}", card)
    assert_picks_whole(page, "the reveal")
    page.locator("button.tc-myth-reveal").click()
    page.locator("button.tc-myth-take-blue").click()
    page.locator("button.tc-myth-tile-blue-2").click()
    page.wait_for_selector(".tc-myth-target select:enabled")
    assert_picks_whole(page, "the tile to reinforce or lock")
    page.locator(".tc-myth-target select").select_option(value="green-2")
    page.locator("button.tc-myth-reinforce-2").click()
    page.wait_for_selector(".tc-myth-status >> text=Turn 2: Anna")
    harness.assert_no_traceback(page)
    watch.assert_clean()


def test_mythicals_setup_turn_tile_marker_undo_reload_resume(open_dashboard):
    page, watch = open_dashboard("mythicals.ipynb")
    harness.wait_painted(page, BOARD, timeout=60)
    layout.check_page(page, "setup", game_open=False)
    harness.open_menu(page)
    page.locator(".tc-session-name input").fill("e2e evening")
    for css, card in (("tc-myth-deal-1a", "purple-1"), ("tc-myth-deal-1b", "red-2"),
                      ("tc-myth-deal-2a", "green-3"), ("tc-myth-deal-2b", "blue-4")):
        choose(page, css, card)
    page.locator("button.tc-myth-setup").click()
    page.wait_for_selector(".tc-current-session >> text=e2e evening")

    # Anna reveals three cards and takes the purple one: a run of 2 purple.
    reveal(page, ("purple-2", "red-5", "blue-1"))
    page.locator("button.tc-myth-take-purple").click()
    page.wait_for_selector("button.tc-myth-tile-purple-2")
    layout.check_page(page, "the tile step")  # a Mastery tile to take, or a marker to place
    before = harness.wait_painted(page, BOARD)
    page.locator("button.tc-myth-tile-purple-2").click()
    harness.wait_repainted(page, before, BOARD)
    # Then a marker on another tile, chosen on the canvas.
    target = page.locator(".tc-myth-target select")
    target.select_option(value="green-2")
    page.locator("button.tc-myth-reinforce-1").click()
    page.wait_for_selector(".tc-history >> text=marker")

    # A refused move says why: Ben clicks the reserve's purple column, which holds nothing.
    page.wait_for_selector(".tc-myth-status >> text=Turn 2: Ben")
    harness.click_canvas(page, BOARD, 68, 344)
    page.wait_for_selector(".tc-myth-message >> text=The reserve holds no purple card")
    page.locator("button.tc-myth-reserve-red").click()
    page.wait_for_selector(".tc-history >> text=Ben collects red")
    page.locator("button.tc-myth-end-turn").click()

    # Undo the end of Ben's turn, then reload the tab and resume where it stopped.
    page.locator(".tc-history-panel button.tc-undo").click()
    page.wait_for_selector(".tc-undone >> text=Ben")
    page.reload(wait_until="domcontentloaded")
    harness.wait_painted(page, BOARD, timeout=60)
    harness.resume_after_reload(page, "e2e evening")
    page.wait_for_selector(".tc-history >> text=Ben collects red")
    page.wait_for_selector(".tc-undone >> text=Ben")
    page.locator(".tc-history-panel button.tc-redo").click()
    page.wait_for_selector(".tc-myth-status >> text=Turn 3: Anna")
    harness.assert_no_traceback(page)
    watch.assert_clean()


def test_mythicals_day_card_ends_the_game_with_the_final_score(open_dashboard, voila):
    golden = json.loads(GOLDEN.read_text())
    events = [event_from_json(e, MYTHICALS.event_types) for e in golden["events"]]
    day = max(i for i, e in enumerate(events) if type(e).__name__ == "Reveal" and "day" in e.cards)
    # Everything up to the last reveal was played on another evening, and saved.
    with new_session(MYTHICALS, "almost over", folder=Path(voila.data_dir) / "saves", seed=7,
                     players=("Anna", "Ben")) as saved:
        for event in events[:day]:
            saved.apply(event)
    ended = Session(MYTHICALS)
    for event in events:
        ended.apply(event)
    final = ended.state

    page, watch = open_dashboard("mythicals.ipynb")
    harness.wait_painted(page, BOARD, timeout=60)
    harness.open_menu(page)
    page.locator(".tc-sessions select").select_option(label=page.locator(
        ".tc-sessions option", has_text="almost over").first.inner_text())
    harness.open_menu(page)
    page.locator("button.tc-resume").click()
    page.wait_for_selector(".tc-current-session >> text=almost over")
    reveal(page, tuple(events[day].cards))
    page.locator(f"button.tc-myth-take-{events[day + 1].colour}").click()
    page.locator("button.tc-myth-end-turn").click()
    scores = " – ".join(f"{p.name} {s}" for p, s in zip(final.players, final.scores))
    page.wait_for_selector(f".tc-myth-score >> text=Final score: {scores}")
    layout.check_page(page, "the final score")
    harness.screenshot(page, "mythicals")  # the page from its top: the game bar, the now panel, the board

    # The end of the game: This play, first in the now panel, and the play logged as a BG Stats file.
    card = page.locator(".tc-now .tc-play-card")
    card.wait_for(state="visible")
    for p, points in zip(final.players, final.scores):
        assert p.name in card.inner_text() and str(points) in card.inner_text()
    with page.expect_download() as download:
        page.locator(".tc-play-card a.tc-log-bgstats").click()
    assert download.value.suggested_filename == "almost over (BG Stats).json"
    logged = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    assert sorted(p["name"] for p in logged["players"]) == sorted(p.name for p in final.players)
    assert [s["score"] for s in logged["plays"][0]["playerScores"]] == [str(s) for s in final.scores]
    page.locator(".tc-game-bar button", has_text="Undo").first.click()  # Undo takes the end back, and the card
    card.wait_for(state="hidden")
    harness.assert_no_traceback(page)
    watch.assert_clean()
