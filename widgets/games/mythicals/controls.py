"""The Mythicals dashboard's controls: the setup, collect and reinforce boxes, and the per-step buttons.

Builders only: each takes the callbacks to run on a click and returns the widgets, so the
dashboard keeps every rule and every event. CSS classes all start with `tc-myth-`.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple

import ipywidgets as w

from companion.games.mythicals import data, rules
from companion.games.mythicals.state import CHOOSE, LAST_COLLECT, LAST_TILE, REINFORCE, TILE, MythicalsState
from widgets.games.mythicals.board import face
from widgets.kit.style import colour_button, note, row

__all__ = [
    "CARD_OPTIONS", "CollectControls", "ReinforceControls", "SetupControls", "action_button",
    "collect_controls", "reinforce_controls", "reserve_buttons", "setup_controls", "step_buttons",
]

CARD_OPTIONS: tuple[str, ...] = tuple(sorted(data.CARD_KINDS, key=data.card_sort_key))


def action_button(text: str, css: str, *, colour: str | None = None) -> w.Button:
    """A dashboard button with the class `css` (and `tc-myth-action`), painted in `colour` if given."""
    button = w.Button(description=text, tooltip=text, layout=w.Layout(width="auto", margin="2px 6px 2px 0"))
    button.add_class(css)
    button.add_class("tc-myth-action")
    if colour is not None:
        colour_button(button, colour)
    return button


class SetupControls(NamedTuple):
    """The setup step: the players' names, the four cards dealt, who starts, the start button, their box."""

    names: list[w.Text]
    deals: list[w.Dropdown]
    starting: w.Dropdown
    button: w.Button
    box: w.VBox


def setup_controls(start: Callable[[], Any]) -> SetupControls:
    """The setup box; `start` runs when the start button is clicked."""
    names = [w.Text(value=v, description=f"Player {i + 1}") for i, v in enumerate(("Anna", "Ben"))]
    for i, field in enumerate(names):
        field.add_class(f"tc-myth-name-{i + 1}")
    deals = []
    for p in (1, 2):
        for k, label in (("a", "first card"), ("b", "second card")):
            pick = w.Dropdown(options=CARD_OPTIONS, value=None, description=f"P{p} {label}",
                              style={"description_width": "initial"})
            pick.add_class(f"tc-myth-deal-{p}{k}")
            deals.append(pick)
    starting = w.Dropdown(options=("Player 1", "Player 2"), value="Player 1", description="Starts")
    starting.add_class("tc-myth-starting")
    button = action_button("Start the game", "tc-myth-setup")
    button.on_click(lambda _b: start())
    box = w.VBox([
        note("Setup: each player is dealt 2 cards of different colours (a second card of the first "
             "card's colour is set aside and another dealt). Report them here; choose who starts."),
        row(*names),
        row(*deals[:2]), row(*deals[2:]),
        row(starting, button),
    ])
    box.add_class("tc-myth-setup-box")
    return SetupControls(names, deals, starting, button, box)


class CollectControls(NamedTuple):
    """The collect step: the three revealed-card pickers, the reveal button, the reserve's buttons, their box."""

    reveals: list[w.Dropdown]
    button: w.Button
    reserve_buttons: w.HBox
    box: w.VBox


def collect_controls(reveal: Callable[[], Any]) -> CollectControls:
    """The collect box; `reveal` runs when the reveal button is clicked."""
    reveals = []
    for i in range(data.REVEAL_SIZE):
        pick = w.Dropdown(options=CARD_OPTIONS + (data.DAY_CARD,), value=None, description=f"card {i + 1}",
                          layout=w.Layout(width="190px"))
        pick.add_class(f"tc-myth-reveal-{i + 1}")
        reveals.append(pick)
    button = action_button("Reveal these 3", "tc-myth-reveal")
    button.on_click(lambda _b: reveal())
    reserve = w.HBox(layout=w.Layout(flex_flow="row wrap"))
    box = w.VBox([
        note("Collect from the deck: turn over the top 3 cards and report them, or take every card "
             "of one colour from the reserve."),
        row(*reveals, button),
        reserve,
    ])
    box.add_class("tc-myth-collect-box")
    return CollectControls(reveals, button, reserve, box)


class ReinforceControls(NamedTuple):
    """The reinforce/lock step: the target tile picker, the two reinforce buttons, the lock button, their box."""

    target_pick: w.Dropdown
    reinforce_1: w.Button
    reinforce_2: w.Button
    lock_button: w.Button
    box: w.VBox


def reinforce_controls(on_target: Callable[[dict[str, Any]], Any], reinforce: Callable[[int], Any],
                       lock: Callable[[], Any]) -> ReinforceControls:
    """The reinforce box; `on_target` observes the picked tile, `reinforce(n)` and `lock()` run on a click."""
    target_pick = w.Dropdown(options=(), description="tile", layout=w.Layout(width="220px"))
    target_pick.add_class("tc-myth-target")
    target_pick.observe(on_target, names="value")
    reinforce_1 = action_button("Place 1 marker", "tc-myth-reinforce-1")
    reinforce_2 = action_button("Place 2 markers", "tc-myth-reinforce-2")
    lock_button = action_button("Lock it", "tc-myth-lock")
    reinforce_1.on_click(lambda _b: reinforce(1))
    reinforce_2.on_click(lambda _b: reinforce(2))
    lock_button.on_click(lambda _b: lock())
    box = w.VBox([
        note("You may reinforce another tile (1 or 2 markers, at most 2 on a tile) or lock a tile "
             "without markers. Click a tile on the board or pick it here."),
        row(target_pick, reinforce_1, reinforce_2, lock_button),
    ])
    box.add_class("tc-myth-reinforce-box")
    return ReinforceControls(target_pick, reinforce_1, reinforce_2, lock_button, box)


def step_buttons(state: MythicalsState, *, take_revealed: Callable[[str], Any], take_tile: Callable[[str], Any],
                 end_turn: Callable[[], Any]) -> list[w.Widget]:
    """The buttons the step offers now: take a revealed colour, take a tile, end the turn or the game."""
    buttons: list[w.Widget] = []
    if state.step in (CHOOSE, LAST_COLLECT):
        colours = sorted({data.card_colour(c) for c in state.revealed}, key=data.COLOURS.index)
        for colour in colours:
            taken = [c for c in state.revealed if data.card_colour(c) == colour]
            button = action_button(f"Take {colour} ({', '.join(face(c) for c in taken)})", f"tc-myth-take-{colour}",
                                   colour=colour)
            button.on_click(lambda _b, c=colour: take_revealed(c))
            buttons.append(button)
    if state.step == REINFORCE:
        end = action_button("End the turn (no marker, no lock)", "tc-myth-end-turn")
        end.on_click(lambda _b: end_turn())
        buttons.append(end)
    if state.step in (TILE, LAST_TILE):
        for tile in rules.takeable_tiles(state, state.current):
            worth = rules.score((tile,), state.tile(tile).markers)  # the rules' scoring
            button = action_button(f"Take {tile} ({worth} pts)", f"tc-myth-tile-{tile}",
                                   colour=data.TILE_BY_NAME[tile].colour)
            button.on_click(lambda _b, t=tile: take_tile(t))
            buttons.append(button)
        end = action_button("End the game" if state.step == LAST_TILE else "End the turn (no tile)",
                            "tc-myth-end-turn")
        end.on_click(lambda _b: end_turn())
        buttons.append(end)
    return buttons


def reserve_buttons(state: MythicalsState, take_reserve: Callable[[str], Any]) -> list[w.Widget]:
    """A button per colour in the reserve (or a note that it is empty once the game is set up)."""
    buttons: list[w.Widget] = []
    for colour in data.COLOURS:
        cards = [c for c in state.reserve if data.card_colour(c) == colour]
        if cards:
            button = action_button(f"Reserve: take {colour} ({', '.join(face(c) for c in cards)})",
                                   f"tc-myth-reserve-{colour}", colour=colour)
            button.on_click(lambda _b, c=colour: take_reserve(c))
            buttons.append(button)
    if not buttons and state.players:
        buttons.append(note("The reserve is empty."))
    return buttons
