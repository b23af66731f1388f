"""The Mythicals dashboard's controls: the setup, collect and reinforce boxes, and the per-step buttons.

Builders only: each takes the callbacks to run on a click and returns the widgets. What they
offer comes from the core (companion.games.mythicals.options); the boxes' notes show the step's
prompt (set by the dashboard). CSS classes all start with `tc-myth-`.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple

import ipywidgets as w

from companion.games.mythicals import data
from companion.games.mythicals.events import CollectReserve, CollectRevealed, EndTurn, TakeTile
from companion.games.mythicals.game import MYTHICALS
from companion.games.mythicals.options import RESERVE
from companion.games.mythicals.state import MythicalsState
from widgets.kit.style import colour_button, note, row

__all__ = [
    "ARROW_PX", "CHAR_PX", "CollectControls", "LABEL_GAP_PX", "NAME_CHAR_PX", "ReinforceControls", "SetupControls",
    "action_button", "collect_controls", "fit", "option_labels", "reinforce_controls", "reserve_buttons",
    "seats", "setup_controls", "step_buttons",
]

# A pick list's width, worked out from its texts (the kernel cannot measure them): CHAR_PX a character
# (the page's 16 px sans-serif takes about 7 for a card's lower-case name; NAME_CHAR_PX for a name the
# players typed, which may be in capitals), ARROW_PX for the list's arrow and padding, LABEL_GAP_PX between
# its description and the list (the label's margin and the widget's own).
CHAR_PX, NAME_CHAR_PX, ARROW_PX, LABEL_GAP_PX = 8, 11, 40, 12


def option_labels(pick: w.Dropdown) -> list[str]:
    """The texts a pick list shows for its options (the label of each (label, value) pair)."""
    return [o[0] if isinstance(o, (tuple, list)) else str(o) for o in pick.options]


def fit(pick: w.Dropdown, label_chars: int = 0, char_px: int = CHAR_PX) -> None:
    """Make a pick list as wide as its description and its longest option, so no choice shows cut.

    The description takes `label_chars` characters' room if more than its own (so lists stacked one over
    another start at one edge), and keeps the room it was given before. Never wider than the panel holding
    it: its row wraps it onto a line of its own first (at a phone)."""
    given = pick.style.description_width
    label = max(len(pick.description), label_chars) * CHAR_PX
    if given.endswith("px"):
        label = max(label, int(float(given[:-2])))
    longest = max((len(t) for t in option_labels(pick)), default=0)
    width = label + LABEL_GAP_PX + longest * char_px + ARROW_PX
    if pick.style.description_width != f"{label}px":
        pick.style.description_width = f"{label}px"
    if pick.layout.width != f"{width}px":
        pick.layout.width = f"{width}px"
    pick.layout.max_width = "100%"


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
    prompt: w.HTML
    box: w.VBox


def seats(names: list[w.Text]) -> tuple[tuple[str, int], ...]:
    """The starting player's options: each name as typed (or "Player n" while it is blank), its seat behind it."""
    return tuple((field.value.strip() or f"Player {i + 1}", i) for i, field in enumerate(names))


def setup_controls(start: Callable[[], Any]) -> SetupControls:
    """The setup box; `start` runs when the start button is clicked."""
    names = [w.Text(value=v, description=f"Player {i + 1}") for i, v in enumerate(("Anna", "Ben"))]
    for i, field in enumerate(names):
        field.add_class(f"tc-myth-name-{i + 1}")
    deals, rows = [], []
    for p in range(1, len(names) + 1):
        hand = []
        for k, label in zip("ab", ("first card", "second card", "third card")[: data.HAND_SIZE]):
            # The cards a deal may be are set from the core's offers at each refresh.
            pick = w.Dropdown(options=(), value=None, description=f"P{p} {label}")
            pick.add_class(f"tc-myth-deal-{p}{k}")
            hand.append(pick)
        deals += hand
        rows.append(row(*hand))
    for pick in deals:  # one edge for the four lists' cards
        fit(pick, max(len(d.description) for d in deals))
    # Who starts, by the names typed above (the seat's number behind each); renamed as they are typed.
    starting = w.Dropdown(options=seats(names), value=0, description="Starts")
    starting.add_class("tc-myth-starting")
    fit(starting, char_px=NAME_CHAR_PX)

    def renamed(_change: Any) -> None:
        keep = starting.value
        starting.options = seats(names)
        starting.value = keep
        fit(starting, char_px=NAME_CHAR_PX)

    for field in names:
        field.observe(renamed, names="value")
    button = action_button("Start the game", "tc-myth-setup")
    button.on_click(lambda _b: start())
    prompt = note("")
    box = w.VBox([prompt, row(*names), *rows, row(starting, button)])
    box.add_class("tc-myth-setup-box")
    return SetupControls(names, deals, starting, button, prompt, box)


class CollectControls(NamedTuple):
    """The collect step: the three revealed-card pickers, the reveal button, the reserve's buttons, their box."""

    reveals: list[w.Dropdown]
    button: w.Button
    reserve_buttons: w.HBox
    prompt: w.HTML
    box: w.VBox


def collect_controls(reveal: Callable[[], Any]) -> CollectControls:
    """The collect box; `reveal` runs when the reveal button is clicked."""
    reveals = []
    for i in range(data.REVEAL_SIZE):
        # The cards a reveal may show are set from the core's offers at each refresh.
        pick = w.Dropdown(options=(), value=None, description=f"card {i + 1}")
        pick.add_class(f"tc-myth-reveal-{i + 1}")
        fit(pick)
        reveals.append(pick)
    button = action_button(f"Reveal these {data.REVEAL_SIZE}", "tc-myth-reveal")
    button.on_click(lambda _b: reveal())
    reserve = w.HBox(layout=w.Layout(flex_flow="row wrap"))
    prompt = note("")
    box = w.VBox([prompt, row(*reveals, button), reserve])
    box.add_class("tc-myth-collect-box")
    return CollectControls(reveals, button, reserve, prompt, box)


class ReinforceControls(NamedTuple):
    """The reinforce/lock step: the target tile picker, a reinforce button per marker count, the lock button."""

    target_pick: w.Dropdown
    reinforce_buttons: dict[int, w.Button]
    lock_button: w.Button
    prompt: w.HTML
    box: w.VBox


def reinforce_controls(on_target: Callable[[dict[str, Any]], Any], reinforce: Callable[[int], Any],
                       lock: Callable[[], Any]) -> ReinforceControls:
    """The reinforce box; `on_target` observes the picked tile, `reinforce(n)` and `lock()` run on a click."""
    target_pick = w.Dropdown(options=(), description="tile")
    target_pick.add_class("tc-myth-target")
    fit(target_pick)
    target_pick.observe(on_target, names="value")
    buttons = {}
    for n in data.MARKERS_PER_REINFORCE:
        button = action_button(f"Place {n} marker{'s' if n != 1 else ''}", f"tc-myth-reinforce-{n}")
        button.on_click(lambda _b, n=n: reinforce(n))
        buttons[n] = button
    lock_button = action_button("Lock it", "tc-myth-lock")
    lock_button.on_click(lambda _b: lock())
    prompt = note("")
    box = w.VBox([prompt, note("Click a tile on the board or pick it here."),
                  row(target_pick, *buttons.values(), lock_button)])
    box.add_class("tc-myth-reinforce-box")
    return ReinforceControls(target_pick, buttons, lock_button, prompt, box)


def step_buttons(state: MythicalsState, *, take_revealed: Callable[[str], Any], take_tile: Callable[[str], Any],
                 end_turn: Callable[[], Any]) -> list[w.Widget]:
    """The buttons the step offers now (the core's choices): take a revealed colour, take a tile, end."""
    buttons: list[w.Widget] = []
    for choice in MYTHICALS.options(state).choices:
        event = choice.event
        if isinstance(event, CollectRevealed):
            button = action_button(choice.label, f"tc-myth-take-{event.colour}", colour=event.colour)
            button.on_click(lambda _b, c=event.colour: take_revealed(c))
        elif isinstance(event, TakeTile):
            button = action_button(choice.label, f"tc-myth-tile-{event.tile}",
                                   colour=data.TILE_BY_NAME[event.tile].colour)
            button.on_click(lambda _b, t=event.tile: take_tile(t))
        elif isinstance(event, EndTurn):
            button = action_button(choice.label, "tc-myth-end-turn")
            button.on_click(lambda _b: end_turn())
        else:
            continue
        buttons.append(button)
    return buttons


def reserve_buttons(state: MythicalsState, take_reserve: Callable[[str], Any]) -> list[w.Widget]:
    """A button per colour the reserve offers (or a note that it is empty, while collecting)."""
    found = MYTHICALS.options(state)
    buttons: list[w.Widget] = []
    for choice in found.choices:
        if isinstance(choice.event, CollectReserve):
            colour = choice.event.colour
            button = action_button(choice.label, f"tc-myth-reserve-{colour}", colour=colour)
            button.on_click(lambda _b, c=colour: take_reserve(c))
            buttons.append(button)
    if not buttons and RESERVE in found.offers:
        buttons.append(note("The reserve is empty."))
    return buttons
