"""The gallery's demo of the page every game is (issue #22): the game bar, the board and the now panel, the
saved-games menu and "The board in words", played with Tally (a demo game, not one of the five)."""

from __future__ import annotations

import html
from typing import Any, Callable

import ipywidgets as w

from companion.games.tally import GAME as TALLY, Gain, Setup, Spend, TallyState, draw_roll
from companion.session import Session
from widgets.kit.canvas import BoardCanvas, Frame
from widgets.kit.controls import button
from widgets.table.dashboard import Dashboard, game_page

__all__ = ["TallyTable", "tally_page"]

WIDTH, HEIGHT, CELL = 420, 120, 60


def draw_stash(frame: Frame, state: TallyState) -> None:
    """The stash as a row of crystal spaces (filled ones numbered), named "stash" for a click."""
    frame.clear()
    frame.rect(4, 4, WIDTH - 8, HEIGHT - 8, fill="table", stroke="line", name="stash")
    if not state.set_up:
        frame.text(WIDTH / 2, HEIGHT / 2, "Not set up: click here to start with an empty stash", bold=True,
                   align="center")
        return
    for n in range(state.capacity):
        full = n < state.crystals
        frame.rect(16 + n * (CELL + 4), 30, CELL, CELL, fill="blue" if full else "paper", stroke="line",
                   label=str(n + 1) if full else "")
    frame.text(16, 18, f"The stash: {state.crystals} of {state.capacity} crystals (EXAMPLE demo game)")


class TallyTable(Dashboard):
    """Tally on the shell: a click on the stash sets it up or gains a crystal; Gain, Spend and Roll below."""

    game = TALLY
    css = "tc-tally"
    title = "Tally (a demo game)"
    how_to = ("A demo of the page every game is: the bar above with the saved game, Undo and Redo and the "
              "saved-games menu; the board; the now panel beside it with the step, its message and buttons.")

    def __init__(self, session: Session | None = None, *, history: Callable[[Session], w.Widget] | None = None) -> None:
        super().__init__(session, history=history)
        self.board = BoardCanvas(WIDTH, HEIGHT, draw=draw_stash, state=self.state)
        self.board.add_class("tc-tally-board")
        self.board.on_pick(self.message.guard(self.pick))
        self.status = w.HTML()
        self.status.add_class("tc-tally-status")
        self.buttons = {"gain": button("Gain 1", "tc-tally-gain", compact=True,
                                       on_click=lambda _b: self.message.guard(self.act)(Gain(1))),
                        "spend": button("Spend 1", "tc-tally-spend", compact=True,
                                        on_click=lambda _b: self.message.guard(self.act)(Spend(1))),
                        "roll": button("Roll", "tc-tally-roll", "The companion rolls a die and records it",
                                       compact=True, on_click=lambda _b: self.message.guard(self.roll)())}
        self.widget = self.table(board=[self.board], head=[self.status],
                                 controls=[w.HBox(list(self.buttons.values()))], width=320)
        self.refresh()

    def canvases(self) -> tuple[Any, ...]:
        """The stash, for `centre`."""
        return (self.board,)

    def pick(self, name: str) -> None:
        """A click on the stash: set it up (empty) before the game, else gain a crystal."""
        if name != "stash":
            return
        self.act(Gain(1) if self.state.set_up else Setup(0))

    def roll(self) -> None:
        """The companion rolls the die (chance as an actor) and records it."""
        self.act(draw_roll(self.session.rng))

    def refresh(self) -> None:
        """The step, the buttons the step allows, and the stash."""
        step = self.game.next_step(self.state)
        self.status.value = f"<b>{html.escape(step.name)}</b> <i>{html.escape(step.section)}</i>: " \
                            f"{html.escape(step.prompt)}"
        for each in self.buttons.values():
            each.disabled = not self.state.set_up
        self.board.show(self.state)
        super().refresh()


def tally_page(folder: Any = None) -> w.VBox:
    """Tally's whole page on the shell, as every game's is."""
    return game_page(TallyTable, folder)

