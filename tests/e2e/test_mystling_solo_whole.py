"""Mystling Academy's solo Combat played whole in Chromium with an Enemy deck of 5 cards and its Special Ability
token on slot 5 (issue #23 item 24): the profile pasted into the page's own profile controls, then your turns and
the Enemy's played as a player would (the cards drawn reported in the page's lists, the prompt's buttons, the
Enemy turn run by its button, its ties picked) until past the Enemy's 6th turn. The Enemy still draws and acts on
its 6th and 7th turns (its deck reshuffled once the Special Ability refilled the discard), what the page says is
the saved game's state, and the Arena canvas painted."""

from __future__ import annotations

import copy
import re
import time
from pathlib import Path

from companion.games.mystling.events import EndTurn, EnemyDraw
from companion.games.mystling.game import GAME
from companion.games.mystling.profile import EXAMPLE_PROFILE, profile_to_json, validate_profile
from companion.games.mystling.state import EMPTY
from companion.storage import open_session
from tests.e2e import harness, layout
from tests.e2e.test_mystling import BOARD, SETTLED_JS, SOLO, start
from tests.e2e.test_follow import saved_records

NAME = "e2e solo whole"
ENEMY = "EXAMPLE Enemy"
ENEMY_TURNS = 7  # past the 6th
# what a player presses when the prompt offers several (the first offered otherwise)
PREFERRED = ("Keep", "Slot", "Resolve", "Do not", "Go on to draw", "End the turn", "Go on")

# What the player sees to decide: the status, the prompt's buttons, the draw list, the Enemy turn button, the
# newest history line's number.
READ_JS = """() => {
  const shown = e => e && e.offsetParent !== null;
  const report = document.querySelector('.tc-myst-report select');
  const enemy = document.querySelector('button.tc-myst-enemy-turn');
  const top = document.querySelector('.tc-history div');
  return {
    status: document.querySelector('.tc-myst-status')?.innerText || '',
    prompt: [...document.querySelectorAll('.tc-myst-prompt button.tc-prompt-choice')].filter(shown)
      .map(b => b.innerText),
    // ipywidgets shows a pick list's spaces as no-break spaces
    report: shown(report) ? [...report.options].map(o => o.innerText.replace(/\u00a0/g, ' ')).filter(t => t.trim()) : [],
    enemy: shown(enemy) && !enemy.disabled,
    step: top ? parseInt(top.innerText) || 0 : 0,
  };
}"""


def five_card_enemy_profile() -> dict:
    """The EXAMPLE profile with an Enemy deck of its first 5 Enemy Attack cards, the Special Ability token on
    slot 5, and Health high enough on both sides for a long Combat (the setup of the core test
    test_a_five_card_enemy_deck_with_the_special_ability_on_slot_5_still_draws_on_its_sixth_turn)."""
    raw = copy.deepcopy(dict(EXAMPLE_PROFILE))
    enemy = raw["enemies"][0]
    enemy.update(deck=enemy["deck"][:5], special_slot=5, health=999)
    for m in raw["mystlings"]:
        m["health"] = 999
    checked = validate_profile(raw)  # the profile check accepts it
    assert len(checked.enemy(ENEMY).deck) == 5 and checked.enemy(ENEMY).special_slot == 5
    return raw


def read(page) -> dict:
    return page.evaluate(READ_JS)


def act(page, do) -> dict:
    """Do one thing on the page and wait until its step is in the history and the page stopped changing."""
    before = read(page)["step"]
    do()
    page.wait_for_function("(n) => (parseInt(document.querySelector('.tc-history div')?.innerText) || 0) > n",
                           arg=before, timeout=20_000)
    harness.wait_settled(page, SETTLED_JS)
    return read(page)


def play_one(page, seen: dict) -> str:
    """One thing a player does now: report a draw, run the Enemy turn, or press a prompt button; what it was."""
    if seen["report"]:
        label = seen["report"][0]  # the first card in the list: the play is the same every run
        page.locator(".tc-myst-report select").select_option(label=label)
        if label.startswith("The Enemy drew"):
            harness.wait_settled(page, SETTLED_JS)
            act(page, lambda: page.locator("button.tc-myst-enemy-turn").click())
        else:
            act(page, lambda: page.locator("button.tc-myst-report-button").click())
        return label
    if seen["prompt"]:
        label = next((c for want in PREFERRED for c in seen["prompt"] if c.startswith(want)), seen["prompt"][0])
        act(page, lambda: page.locator("button.tc-prompt-choice", has_text=label).first.click())
        return label
    assert seen["enemy"], f"nothing to do on the page: {seen}"
    act(page, lambda: page.locator("button.tc-myst-enemy-turn").click())
    return "Run the Enemy turn"


def enemy_panel(page) -> str:
    return page.locator(".tc-myst-enemy").inner_text()


def test_a_five_card_enemy_deck_still_draws_and_acts_past_its_sixth_turn(open_dashboard, voila):
    started = time.monotonic()
    raw = five_card_enemy_profile()
    page, watch = open_dashboard("mystling.ipynb")
    first_paint = harness.wait_painted(page, BOARD, timeout=60)

    # The profile, pasted into the page's own profile controls.
    page.locator("button.tc-myst-profile-open").click()
    page.locator(".tc-myst-profile-json textarea").fill(profile_to_json(raw))
    page.locator("button.tc-myst-profile-use").click()
    page.wait_for_selector(".tc-myst-profile-import-message >> text=Profile imported")
    page.locator("button.tc-myst-profile-open").click()  # closed again: the page is shorter to play on
    start(page, NAME, SOLO)
    page.wait_for_selector(".tc-myst-enemy >> text=Special Ability token on slot 5")
    assert "Enemy deck 5 " in enemy_panel(page)

    enemy_turns: list[dict] = []  # for each Enemy turn: the draws offered and the Enemy panel once it is done
    seen = read(page)
    for _ in range(150):  # about 80 steps
        if len(enemy_turns) == ENEMY_TURNS and seen["status"].startswith(f"Turn {ENEMY_TURNS + 1}, You"):
            break
        if seen["report"] and seen["report"][0].startswith("The Enemy drew"):
            enemy_turns.append({"offered": list(seen["report"]),
                                "drew": seen["report"][0].removeprefix("The Enemy drew ")})
        play_one(page, seen)
        seen = read(page)
        if enemy_turns and not seen["status"].startswith("Enemy turn") and "panel" not in enemy_turns[-1]:
            page.wait_for_selector(".tc-myst-message >> text=Enemy turn done")
            enemy_turns[-1]["panel"] = enemy_panel(page)
        assert page.locator(".tc-myst-outcome").inner_text().strip() == "", "the Combat ended early"
    else:
        raise AssertionError(f"the play never got past Enemy turn {ENEMY_TURNS}: {seen}")
    assert len(enemy_turns) == ENEMY_TURNS
    layout.check_page(page, "past the Enemy's 7th turn")

    # The Enemy drew on each of its turns, the 6th and 7th too (its deck reshuffled), and acted on them.
    for n, turn in enumerate(enemy_turns, start=1):
        assert turn["offered"], f"Enemy turn {n} offered no draw"
        assert "Last Enemy turn:" in turn["panel"], (n, turn["panel"])
    sixth, seventh = enemy_turns[5], enemy_turns[6]
    assert len(sixth["offered"]) == 5, sixth  # a new deck of the five: any of them may come
    assert len(seventh["offered"]) == 4, seventh
    assert "Enemy deck 4 " in sixth["panel"] and "Enemy deck 3 " in seventh["panel"]
    for turn in (sixth, seventh):  # the card it drew came into slot 1
        assert re.search(rf"slot 1\s*{re.escape(turn['drew'])}", turn["panel"]), turn

    # What the page says is the saved game's state.
    saves = Path(voila.data_dir) / "saves"
    saved = open_session(NAME, [GAME], saves, read_only=True)
    state = saved.state
    assert saved_records(voila, NAME)[0]["profile"]["enemies"][0]["deck"] == raw["enemies"][0]["deck"]
    assert state.profile.enemy(ENEMY).special_slot == 5
    draws = [e for e in saved.events if isinstance(e, EnemyDraw)]
    assert [e.card for e in draws] == [t["drew"] for t in enemy_turns]
    ends = [i for i, e in enumerate(saved.events) if isinstance(e, EndTurn)]
    assert len(ends) == ENEMY_TURNS
    for i, j in zip(ends, ends[1:] + [len(saved.events)]):  # each of your turns' end is followed by an Enemy draw
        assert any(isinstance(e, EnemyDraw) for e in saved.events[i + 1:j])
    panel = enemy_panel(page)
    e = state.enemy
    assert f"Enemy deck {len(e.deck)} " in panel and f"discard {len(e.discard)}" in panel
    for slot, card in enumerate(e.track, start=1):
        assert re.search(rf"slot {slot}(\s*★ Special)?\s*{re.escape(card if card != EMPTY else '—')}", panel), \
            (slot, card, panel)
    assert f"Damage {state.enemy.damage} of Health 999" in panel
    you = page.locator(".tc-myst-sheet-0").inner_text()
    assert f"Damage {state.players[0].damage} of Health 999" in you
    assert page.locator(".tc-myst-status").inner_text().startswith(GAME.next_step(state).name)
    shown = page.locator(".tc-history").inner_text().splitlines()
    numbered = [line.split(". ", 1) for line in shown if re.match(r"\d+\. ", line)]
    assert numbered and all(saved.steps[int(n) - 1] == text for n, text in numbered)
    assert int(numbered[0][0]) == len(saved.steps)

    # The Arena painted, and painted again as the Combat went on.
    now = harness.canvas_pixels(page, BOARD)
    assert now["painted"] > 0 and now["colours"] > 1 and now["hash"] != first_paint["hash"]
    harness.assert_no_traceback(page)
    watch.assert_clean()
    assert time.monotonic() - started < 90, f"the play-through took {time.monotonic() - started:.0f} s"
