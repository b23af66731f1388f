"""The odds lab in Chromium: changing an input changes the exact answer, with no button."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from companion.games.fall.data import era_deck_counts
from tests.e2e import harness


def brute_reach(decks: list[dict[int, int]], need: int) -> Fraction:
    """P(one card from each deck sums to at least need), by listing every card of every deck."""
    cards = [[v for v, n in deck.items() for _ in range(n)] for deck in decks]
    hands = list(product(*cards))
    return Fraction(sum(1 for hand in hands if sum(hand) >= need), len(hands))


def shown_fraction(page, selector: str) -> Fraction:
    text = page.locator(selector).first.inner_text()
    return Fraction(text.split("(")[-1].split(")")[0])


def wait_fraction(page, selector: str, expected: Fraction) -> None:
    page.wait_for_selector(f"{selector} >> text=({expected.numerator}/{expected.denominator})",
                           timeout=15_000)


def test_fall_attack_answer_follows_the_monster_and_the_cards_out(open_dashboard):
    page, watch = open_dashboard("odds.ipynb")
    harness.wait_painted(page, ".tc-fall-attack canvas.tc-odds-chart", timeout=60)
    era_1, era_2 = era_deck_counts("I"), era_deck_counts("II")

    # The Forest need of 5, two cards (Era I then Era II), full decks.
    wait_fraction(page, ".tc-fall-answer", brute_reach([era_1, era_2], 5))

    # Choosing Utcoro sets the need to its Fall Strength, 6.
    page.locator(".tc-fall-monster select").select_option(label="Utcoro the Swarmer (Strength 6)")
    wait_fraction(page, ".tc-fall-answer", brute_reach([era_1, era_2], 6))

    # Two of Era I's 3s are known to be out: the answer drops to match the smaller deck.
    removed = page.locator(".tc-fall-removed-I-3 input")
    removed.fill("2")
    removed.press("Tab")
    fewer = {**era_1, 3: era_1[3] - 2}
    wait_fraction(page, ".tc-fall-answer", brute_reach([fewer, era_2], 6))
    harness.assert_no_traceback(page)
    watch.assert_clean()


def test_fight_and_day_card_answers_move_with_their_sliders(open_dashboard):
    page, watch = open_dashboard("odds.ipynb")
    page.wait_for_selector(".tc-os-answer >> text=%", timeout=60_000)
    before = shown_fraction(page, ".tc-os-answer")
    page.locator(".tc-os-heroes .noUi-handle, .tc-os-heroes .slider-handle").first.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.wait_for_function(
        "([sel, old]) => !document.querySelector(sel).innerText.includes(old)",
        arg=[".tc-os-answer", f"({before.numerator}/{before.denominator})"], timeout=15_000)
    assert shown_fraction(page, ".tc-os-answer") > before  # a stronger party wins more often

    day_before = page.locator(".tc-myth-day-next").inner_text()
    page.locator(".tc-mythicals .tc-myth-deck .noUi-handle, .tc-mythicals .tc-myth-deck .slider-handle").first.focus()
    for _ in range(35):  # down into the last nine cards, where the Day card can come
        page.keyboard.press("ArrowLeft")
    page.wait_for_function("([sel, old]) => document.querySelector(sel).innerText !== old",
                           arg=[".tc-myth-day-next", day_before], timeout=15_000)
    page.locator(".tc-mythicals .tc-odds-formula-toggle input").check()
    page.wait_for_selector(".tc-mythicals .tc-odds-formula >> text=G(x)", timeout=15_000)
    harness.screenshot(page, "odds")
    harness.assert_no_traceback(page)
    watch.assert_clean()


def test_a_bad_number_is_refused_in_plain_words_and_the_chart_hides_until_it_is_fixed(open_dashboard):
    page, watch = open_dashboard("odds.ipynb")
    harness.wait_painted(page, ".tc-fall-attack canvas.tc-odds-chart", timeout=60)
    era_1, era_2 = era_deck_counts("I"), era_deck_counts("II")
    box = page.locator(".tc-fall-removed-I-3 input")
    for typed in ("2.5", "1e1"):
        box.fill(typed)
        box.press("Tab")
        page.wait_for_selector(".tc-fall-message >> text=type a whole number from 0 to 8", timeout=15_000)
        assert box.input_value() == typed           # what is shown is what was typed, and it is not used
        page.wait_for_selector(".tc-fall-attack canvas.tc-odds-chart", state="hidden", timeout=15_000)
        message = page.locator(".tc-fall-message").inner_text()
        assert "{" not in message and "_" not in message
        assert "no answer" in page.locator(".tc-fall-answer").inner_text()
    box.fill("2")
    box.press("Tab")
    fewer = {**era_1, 3: era_1[3] - 2}
    wait_fraction(page, ".tc-fall-answer", brute_reach([fewer, era_2], 5))
    page.wait_for_selector(".tc-fall-attack canvas.tc-odds-chart", state="visible", timeout=15_000)
    assert page.locator(".tc-fall-message").inner_text().strip() == ""

    # The shards: all at 0 is said for a player, with no parameter name and no Python dict.
    for v in (1, 2, 3):
        shard = page.locator(f".tc-shard-face-down-{v} input")
        shard.fill("0")
        shard.press("Tab")
    page.wait_for_selector(".tc-shard-message >> text=No shard is face down", timeout=15_000)
    shard_message = page.locator(".tc-shard-message").inner_text()
    assert "face_down" not in shard_message and "{" not in shard_message
    harness.assert_no_traceback(page)
    watch.assert_clean()
