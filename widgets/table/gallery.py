"""The component gallery: one live section per widget, each with a line on what it is for.

It lives in the table, not the kit, because its last section shows the table's session widgets
(widgets.table.session_demo); the other sections show the kit's pieces, which know no table.
Every value shown here is an EXAMPLE, not any game's data. Each `*_section()` returns a widget
that stands on its own in a notebook cell; its main parts are attributes for tests.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from companion.errors import RuleError
from companion.odds import Die, Face
from widgets.kit import drawing, theme
from widgets.kit.canvas import BoardCanvas, Frame
from widgets.kit.counter import Counter
from widgets.kit.odds_view import OddsView
from widgets.kit.pickers import CardPicker, DiePicker
from widgets.kit.profile_editor import ProfileEditor
from widgets.kit.prompt import MessageBar, StepPrompt
from widgets.kit.style import heading, note, page
from widgets.table.session_demo import session_demo

BOARD_W, BOARD_H = 640, 440
HEX_SIZE, HEX_ORIGIN = 24, (130.0, 170.0)
HEX_CELLS = [(q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2]
HEX_KINDS = {(0, 0): ("orange", "Keep"), (1, -1): ("sky", "Lake"), (-1, 1): ("green", "Wood")}
REGIONS = {
    "North": ([(280, 60), (410, 50), (425, 120), (395, 185), (290, 175)], "yellow", "3 Troops"),
    "South": ([(290, 200), (400, 205), (430, 270), (410, 335), (285, 330)], "purple", "1 Troop"),
}
CARDS = [(3, "red"), (5, "blue"), (2, "green")]


def section(key: str, title: str, purpose: str, *children: w.Widget) -> w.VBox:
    """A gallery section: a heading, what the component is for, and the live component."""
    box = w.VBox([heading(title), note(purpose), *children],
                 layout=w.Layout(max_width=f"{theme.MAX_DASHBOARD_WIDTH}px", margin="0 0 18px 0"))
    box.add_class("tc-page")
    box.add_class(f"tc-gallery-section-{key}")
    return box


def intro() -> w.VBox:
    """The gallery's stylesheet and opening line (display it first)."""
    # The notebook's own heading names the page; this adds the stylesheet and the EXAMPLE note.
    return page(note("Every value in this gallery is an EXAMPLE, not any game's data."))


# --- BoardCanvas with the drawing helpers ---------------------------------------------

def draw_demo_board(frame: Frame, state: dict[str, Any]) -> None:
    """The gallery board: a hex grid, regions with badges, cards, tokens, a legend; the pick highlighted."""
    frame.clear()
    frame.text(12, 24, "EXAMPLE board: shapes only, not any game's data", bold=True)
    fills = {cell: kind[0] for cell, kind in HEX_KINDS.items()}
    labels = {cell: kind[1] for cell, kind in HEX_KINDS.items()}
    drawing.hex_grid(frame, HEX_CELLS, HEX_SIZE, HEX_ORIGIN, fills=fills, labels=labels, name="hex")
    for name, (points, fill, troops) in REGIONS.items():
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        cx, cy = sum(xs) / len(xs), sum(ys) / len(ys)
        drawing.region(frame, points, name, fill=fill, name=f"region:{name}", label_at=(cx, cy - 18))
        drawing.badge(frame, cx, cy + 16, troops, name=f"badge:{name}")
    for i, (value, colour) in enumerate(CARDS):
        drawing.card(frame, 446 + i * 64, 50, value, colour, width=56, height=84,
                     name=f"card:{value}-{colour}")
    drawing.token(frame, 470, 200, "P1", fill="orange", name="token:P1")
    drawing.token(frame, 520, 200, "3", fill="paper", radius=14, name="token:3")
    drawing.pawn(frame, 580, 225, "P2", fill="sky", name="pawn:P2")
    drawing.legend(frame, 16, 300, [(fill, f"{text} hex", text[0]) for fill, text in HEX_KINDS.values()],
                   title="Legend (EXAMPLE)")
    if state.get("selected"):
        selected = state["selected"]
        # Cards sit side by side: their marker goes above, where there is room.
        drawing.highlight(frame, selected, side="above" if selected.startswith("card:") else "left")


def board_section() -> w.VBox:
    """BoardCanvas + drawing helpers; a click highlights the shape and names it below the board."""
    board = BoardCanvas(BOARD_W, BOARD_H, draw=draw_demo_board, state={"selected": None})
    board.add_class("tc-gallery-board")
    picked = w.HTML("<span>Picked: nothing yet — click a shape</span>")
    picked.add_class("tc-gallery-picked")

    def picked_shape(name: str) -> None:
        board.show({"selected": name})
        picked.value = f"<span>Picked: <b>{html.escape(name)}</b></span>"

    board.on_pick(picked_shape)
    box = section("board", "Board drawing",
                  "A BoardCanvas drawn with the helpers in widgets.kit.drawing: hex grid, regions with "
                  "badges, cards with colour banners, tokens, a pawn and a legend. Click a shape.",
                  board, picked)
    box.board, box.picked = board, picked
    return box


# --- Counter, pickers ---------------------------------------------------------------

def counter_section() -> w.VBox:
    """A Counter with EXAMPLE bounds; pressing + at the top shows the refusal."""
    counter = Counter("EXAMPLE crystals", 5, minimum=0, maximum=6,
                      source="EXAMPLE bound, not from a rulebook")
    box = section("counter", "Counter",
                  "A number the rules bound, with minus and plus; going past a bound is refused "
                  "with the rule's source, never silently clamped.", counter)
    box.counter = counter
    return box


def card_picker_section() -> w.VBox:
    """A CardPicker over an EXAMPLE deck; each pick takes that card out, as a dashboard would."""
    deck = {(value, colour): copies
            for colour, copies in (("red", 2), ("blue", 1), ("green", 1))
            for value in (1, 2, 3)}
    picker = CardPicker(deck)
    picker.on_pick(picker.remove)  # a dashboard would apply the event, then show the new state
    box = section("cardpicker", "Card picker",
                  "Report the card just drawn: only cards that can still be there can be chosen "
                  "(EXAMPLE deck: 1–3 in red ×2, blue ×1, green ×1).", picker)
    box.picker = picker
    return box


EXAMPLE_FACES = (Face(0), Face(1), Face(1), Face(2), Face(2, wound=True), Face(3, wound=True))


def die_picker_section() -> w.VBox:
    """A DiePicker for an EXAMPLE die with two Wound faces and a repeated face."""
    picker = DiePicker(Die(EXAMPLE_FACES))
    box = section("diepicker", "Die picker",
                  "Report a roll by the face showing, symbols included (EXAMPLE die: "
                  "0, 1, 1, 2, 2✶, 3✶).", picker)
    box.picker = picker
    return box


def odds_section() -> w.VBox:
    """The OddsView chart of an EXAMPLE die's distribution (two dice of the die picker's faces)."""
    die = Die(EXAMPLE_FACES)
    view = OddsView(die.values + die.values, success=lambda total: total >= 4,
                    title="EXAMPLE: the sum of two EXAMPLE dice (faces 0, 1, 1, 2, 2, 3)",
                    success_label="EXAMPLE: a total of 4 or more")
    box = section("odds", "Odds chart",
                  "Exact odds as a bar chart: each bar labelled with its percentage and exact fraction.",
                  view)
    box.view = view
    return box


# --- StepPrompt, MessageBar -----------------------------------------------------------

EXAMPLE_STEPS = (
    ("EXAMPLE step: draw the top card of the event deck and read it aloud.", "EXAMPLE § 1",
     ["Done"]),
    ("EXAMPLE step: choose where the scout goes.", "EXAMPLE § 2", ["North", "South", "Stay"]),
    ("EXAMPLE step: the round is over. Start the next one?", "EXAMPLE § 3", ["Next round"]),
)


def prompt_section() -> w.VBox:
    """A StepPrompt stepping through three EXAMPLE steps; the last choice is named below it."""
    prompt = StepPrompt(*EXAMPLE_STEPS[0])
    chosen = w.HTML("<span>Chosen: nothing yet</span>")
    chosen.add_class("tc-gallery-prompt-chosen")
    step = {"index": 0}

    def advance(choice: Any) -> None:
        chosen.value = f"<span>Chosen: <b>{html.escape(str(choice))}</b></span>"
        step["index"] = (step["index"] + 1) % len(EXAMPLE_STEPS)
        prompt.show(*EXAMPLE_STEPS[step["index"]])

    prompt.on_choice(advance)
    box = section("prompt", "Step prompt",
                  "What to do now, in plain words, with its rulebook section and the choices the "
                  "rules give as buttons.", prompt, chosen)
    box.prompt, box.chosen = prompt, chosen
    return box


def message_section() -> w.VBox:
    """A MessageBar and three buttons whose guarded callbacks note, refuse, and fail."""
    bar = MessageBar()
    bar.add_class("tc-gallery-messages")

    def refused() -> None:
        raise RuleError("EXAMPLE refusal: a scout cannot move twice in one turn", "EXAMPLE § 2")

    def failed() -> None:
        raise ValueError("EXAMPLE error: that card value is not on any card of this deck")

    buttons = []
    for text, css, action in (
        ("Show a note", "tc-gallery-msg-info", lambda: bar.info("EXAMPLE note: the round has started.")),
        ("Try a refused move", "tc-gallery-msg-refuse", refused),
        ("Try a bad value", "tc-gallery-msg-error", failed),
    ):
        button = w.Button(description=text, layout=w.Layout(width="auto", margin="2px 6px 2px 0"))
        button.add_class(css)
        guarded = bar.guard(action)
        button.on_click(lambda _b, guarded=guarded: guarded())
        buttons.append(button)
    box = section("messages", "Message bar",
                  "Refusals and errors as readable sentences, never tracebacks: every click handler "
                  "runs inside bar.guard(...).", w.HBox(buttons, layout=w.Layout(flex_flow="row wrap")),
                  bar)
    box.bar, box.buttons = bar, buttons
    return box


# --- ProfileEditor, session -----------------------------------------------------------

EXAMPLE_SCHEMA = {
    "id": "gallery.example",
    "title": "EXAMPLE creature profile",
    "fields": [
        {"name": "name", "type": "str", "label": "Creature name"},
        {"name": "power", "type": "int", "min": 0, "max": 10, "label": "Power"},
        {"name": "attack_die", "type": "faces", "length": 6, "min": 0, "max": 6, "label": "Attack die",
         "help": "six faces; ✶ marks a Wound"},
        {"name": "flying", "type": "bool", "label": "Flies"},
        {"name": "notes", "type": "str", "required": False, "label": "Notes"},
    ],
}
EXAMPLE_PROFILE = {"name": "Example beast", "power": 4, "flying": False,
                   "attack_die": [0, 1, 1, 2, {"value": 2, "wound": True}, {"value": 3, "wound": True}]}


def profile_section() -> w.VBox:
    """A ProfileEditor over an EXAMPLE schema, pre-filled with EXAMPLE values."""
    editor = ProfileEditor(EXAMPLE_SCHEMA, example=EXAMPLE_PROFILE)
    box = section("profile", "Profile editor",
                  "Enter component data that is not public, check it, save it as JSON (download "
                  "or folder) and load it back; example values are marked EXAMPLE.", editor)
    box.editor = editor
    return box


def session_section() -> w.Widget:
    """The session widgets (history, undo/redo, saved games) from widgets.table.session_demo."""
    body = session_demo()
    box = section("session", "Session: history and saved games",
                  "The log of accepted events with undo and redo, and the saved sessions.", body)
    box.body = body
    return box


def shell_section() -> w.Widget:
    """The page every game is, played with Tally (widgets.table.shell_demo): the game bar and the now panel."""
    from widgets.table.shell_demo import tally_page

    body = tally_page()
    box = section("shell", "The page of every game: the game bar, the board and the now panel",
                  "The bar holds the saved game, who moved last, Undo and Redo (their tooltips name the step) "
                  "and the saved-games menu; the now panel beside the board holds the step, a message slot "
                  "that never moves a button, and the step's buttons. Tally is a demo game.", body)
    box.body = body
    return box


def gallery() -> w.VBox:
    """Every section on one page."""
    return page(note("Every value in this gallery is an EXAMPLE, not any game's data."),
                board_section(), counter_section(), card_picker_section(), die_picker_section(),
                odds_section(), prompt_section(), message_section(), profile_section(),
                session_section(), shell_section(), title="Component gallery")
