"""Maliath's area in words (issue #22 item 6): her Power Cards with their tucked cards and Upgrades,
her decks, Attunement Cards, supply, Glory and the Monsters' Wounds, checked against the state each step."""

from __future__ import annotations

import random
import re

from companion.games.maliath.game import GAME
from companion.games.maliath.options import card_face, monster_rows, power_cards
from companion.games.maliath.state import MaliathState
from tests.games.maliath.maliath_table import board_answers, play

RAW = re.compile(r"[a-z]+_[a-z]+|<|>|Phase\.|Task\.|Ask\.|\w+:\d")


def _n(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _line(lines: tuple[str, ...], start: str) -> str:
    found = [x for x in lines if x.startswith(start)]
    assert len(found) == 1, (start, lines)
    return found[0]


def _set_up() -> MaliathState:
    return play(GAME.apply(GAME.initial_state({}), GAME.setup_choices({}, 0)[0]), *board_answers())


def check(state: MaliathState) -> None:
    """Every number of her area is in the line of its place."""
    lines = GAME.board_text(state)
    for i, (colour, power, tucked, upgrades) in enumerate(power_cards(state), start=1):
        line = _line(lines, f"Power Card {power} ({colour}, preference {i}):")
        assert _n(upgrades, "Upgrade token") in line
        assert (_n(len(tucked), "card") + " tucked" in line) if tucked else "no card tucked" in line
        assert all(key in line for key in tucked)
    assert _line(lines, "Action deck:") == f"Action deck: {_n(len(state.deck), 'card')} face down"
    played = _line(lines, "Command Cards played this Era:") + _line(lines, "Destiny column")
    assert all(card_face(k)[0] in played for k in state.played)
    for p, markers in enumerate(state.markers, start=1):
        island = state.attunement[p - 1] if p <= len(state.attunement) else "not reported yet"
        line = _line(lines, f"Attunement Card {p} (from the top): {island},")
        assert line.endswith(_n(markers, "Inclination marker"))
    assert _line(lines, "Her supply:") == f"Her supply: {_n(state.golems, 'Golem')} and {_n(state.troops, 'Troop')}"
    assert _line(lines, "Her Glory:") == f"Her Glory: {state.glory}"
    assert _line(lines, "Battle deck:") == f"Battle deck: {len(state.battle_deck)} left"
    for name, visible, wounds, left, full in monster_rows(state):
        line = _line(lines, f"Monster {name}")
        assert _n(wounds, "Wound counter") in line and f"{left} of {full} Hit Points left" in line
        assert ("not visible" in line) != visible
    for line in lines:
        assert not RAW.search(line), line


def test_before_setup_her_area_says_it_is_not_laid_out():
    assert GAME.board_text(GAME.initial_state({})) == (
        "Maliath's area: it is laid out once she is set up (choose her Champion and the switches)",)


def test_after_setup_every_part_is_said():
    state = _set_up()
    check(state)
    lines = GAME.board_text(state)
    assert lines[0] == f"Maliath ({state.champion}), Era I, solo, A sides, digital decks"
    assert "No card flipped yet this Era" in lines
    assert any(x.startswith("Her Champion: ") for x in lines)


def test_her_turn_shows_the_card_flipped_and_what_it_changed():
    state = _set_up()
    flip = next(c.event for c in GAME.options(state).choices if c.label == "Maliath's turn")
    after = GAME.apply(state, flip)
    check(after)
    lines = GAME.board_text(after)
    assert _line(lines, "Last card:") == f"Last card: {card_face(after.played[-1])[0]}"
    assert _line(lines, "Action deck:") == f"Action deck: {_n(len(state.deck) - 1, 'card')} face down"


def test_a_whole_game_stays_true_to_the_state_at_every_step():
    # A random walk through the offered events (flips preferred) to the end: tucked cards, Upgrades,
    # Wounds and later Eras all come up, and every step's words match the state.
    rng = random.Random(3)
    state = _set_up()
    met = set()
    while not GAME.is_over(state):
        choices = GAME.options(state).choices
        flips = [c for c in choices if c.label == "Maliath's turn"]
        state = GAME.apply(state, (flips[0] if flips and rng.random() < 0.6 else rng.choice(choices)).event)
        check(state)
        met |= {k for k, v in (("tucked", state.tucked), ("upgrade", any(state.upgrades)),
                               ("wound", any(state.wounds)), ("era", state.era > 1)) if v}
    assert met == {"tucked", "upgrade", "wound", "era"}
