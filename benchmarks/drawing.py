"""Benchmark: one full redraw of a busy board through BoardCanvas, against unbatched drawing; and The Fall's
board described (no canvas) on the printed board and on a 400-node user board, against a label search that
looks at every shape drawn rather than the frame's grid.

Run: .venv/bin/python benchmarks/drawing.py
Without a kernel, ipywidgets gives each widget a DummyComm whose send goes nowhere; the messages
are counted by wrapping the canvas manager's `send`, the one door to the browser. BoardCanvas
paints only when a browser is connected, so the benchmark sets `clients_ready` as a browser would.
Goal: one message per frame and a redraw under 20 ms (Python side); The Fall's printed board described
under 20 ms.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import ipycanvas.canvas  # noqa: E402

from widgets.kit import drawing  # noqa: E402
from widgets.kit.canvas import BoardCanvas, Frame, _forget_current_canvas  # noqa: E402

WIDTH, HEIGHT = 1000, 720
HEX_CELLS = [(q, r) for q in range(-6, 7) for r in range(-6, 7) if abs(q + r) <= 6]  # 127 hexes
COLOURS = ("red", "blue", "green", "yellow", "orange", "sky", "purple")
GOAL_MS = 20.0


def draw_busy_board(frame: Frame, state: Any) -> None:
    """A busy board: 127 labelled hexes, 40 badges, 30 tokens, 14 cards, a legend, 3 highlights."""
    frame.clear()
    fills = {cell: COLOURS[i % len(COLOURS)] for i, cell in enumerate(HEX_CELLS) if i % 3 == 0}
    labels = {cell: f"{cell[0]},{cell[1]}" for cell in HEX_CELLS}
    drawing.hex_grid(frame, HEX_CELLS, 28, (330, 360), fills=fills, labels=labels, name="hex")
    for i in range(40):
        drawing.badge(frame, 60 + (i % 8) * 80, 40 + (i // 8) * 140,
                      f"{i % 9 + 1} Troops", name=f"badge:{i}")
    for i in range(30):
        drawing.token(frame, 700 + (i % 6) * 44, 60 + (i // 6) * 44, f"T{i}",
                      fill=COLOURS[i % len(COLOURS)], name=f"token:{i}")
    for i in range(14):
        drawing.card(frame, 680 + (i % 7) * 44, 320 + (i // 7) * 100, i % 9 + 1,
                     COLOURS[i % len(COLOURS)], width=40, height=90, name=f"card:{i}")
    drawing.legend(frame, 680, 540, [(c, c) for c in COLOURS[:5]], title="Legend")
    for name in ("hex:0,0", "token:3", "card:5"):
        drawing.highlight(frame, name)


class Counting:
    """Counts the messages (and their bytes) the canvas manager sends towards the browser."""

    def __init__(self) -> None:
        self.messages = 0
        self.bytes = 0
        self.manager = ipycanvas.canvas._CANVAS_MANAGER
        self._send = self.manager.send

    def __enter__(self) -> "Counting":
        def counted(content: Any, buffers: Any = None) -> None:
            self.messages += 1
            self.bytes += sum(len(memoryview(b).cast("B")) for b in (buffers or ()))
            self._send(content, buffers)

        self.manager.send = counted
        return self

    def __exit__(self, *_exc: Any) -> None:
        del self.manager.send  # back to the class's own method


def batched(board: BoardCanvas) -> Callable[[], None]:
    """BoardCanvas.redraw: the frame in one hold_canvas batch."""
    return board.redraw


def naive(board: BoardCanvas) -> Callable[[], None]:
    """The same shapes, each drawing command sent on its own (no hold_canvas)."""
    def run() -> None:
        _forget_current_canvas()
        draw_busy_board(Frame(board, WIDTH, HEIGHT), board.state)
    return run


def record_only(board: BoardCanvas) -> Callable[[], None]:
    """Reference: describing the frame with no canvas (what hit-testing alone costs)."""
    def run() -> None:
        draw_busy_board(Frame(None, WIDTH, HEIGHT), board.state)
    return run


def measure(run: Callable[[], None], repeats: int) -> tuple[float, int, int]:
    """(median ms, messages per run, bytes per run) over `repeats` runs after one warm-up."""
    run()
    times = []
    with Counting() as count:
        for _ in range(repeats):
            t0 = time.perf_counter()
            run()
            times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times), count.messages // repeats, count.bytes // repeats


def every_shape_search(frame: Frame, box: Any, *, edges: bool = True) -> bool:
    """Reference: the label search before the frame's grid, a look at every shape drawn so far."""
    from widgets.kit.canvas import _across, _meets

    return not any(_meets(d, box) if (d.kind == "text" and d.label.strip()) or d.marker
                   else edges and _across(d, box) for d in frame.drawn)


def fall_boards() -> bool:
    """The Fall's board described on the printed board (set up, the Day's first action) and a 400-node board."""
    from companion.games.fall.game import GAME
    from tests.games.fall.fall_table import crowded_board
    from tests.games.fall.test_fall_dashboard import _playing
    from widgets.games.fall import board as fall

    day = _playing()
    cases = [("printed board, the Day's first action", fall.View(day.state, day.targets())),
             ("a 400-node user board", fall.View(GAME.initial_state({"board": crowded_board()})))]
    print(f"\n{'The Fall, described':40} {'grid ms':>9} {'every-shape ms':>15} {'x grid':>7} {'shapes':>7}")
    grid_is_clear, times = Frame.is_clear, {}
    for name, view in cases:
        def run(view: Any = view) -> None:
            fall.draw_board(Frame(None, fall.WIDTH, fall.HEIGHT), view)
        grid = measure(run, 9)[0]
        Frame.is_clear = every_shape_search  # type: ignore[method-assign]
        try:
            every = measure(run, 3)[0]
        finally:
            Frame.is_clear = grid_is_clear  # type: ignore[method-assign]
        probe = Frame(None, fall.WIDTH, fall.HEIGHT)
        fall.draw_board(probe, view)
        times[name] = grid
        print(f"{name:40} {grid:9.2f} {every:15.2f} {every / grid:7.2f} {len(probe.drawn):7d}")
    ok = times[cases[0][0]] < GOAL_MS
    print(f"goal (the printed board described < {GOAL_MS:.0f} ms): {'met' if ok else 'NOT met'}")
    return ok


def main() -> int:
    board = BoardCanvas(WIDTH, HEIGHT, draw=draw_busy_board, state=None)
    board.clients_ready = 1  # as if a browser had connected
    probe = Frame(None, WIDTH, HEIGHT)
    draw_busy_board(probe, None)
    print(f"busy board: {len(probe.shapes)} named shapes, {probe.commands} drawing calls per frame")
    rows = [
        ("BoardCanvas.redraw (batched)", *measure(batched(board), 30)),
        ("naive, no hold_canvas", *measure(naive(board), 5)),
        ("record only, no canvas", *measure(record_only(board), 30)),
    ]
    base = rows[0][1]
    print(f"{'variant':32} {'median ms':>10} {'x batched':>10} {'messages':>9} {'bytes':>9}")
    for name, ms, messages, size in rows:
        print(f"{name:32} {ms:10.2f} {ms / base:10.2f} {messages:9d} {size:9d}")
    ok = rows[0][2] == 1 and base < GOAL_MS
    print(f"goal (1 message per frame, redraw < {GOAL_MS:.0f} ms): {'met' if ok else 'NOT met'}")
    return 0 if fall_boards() and ok else 1


if __name__ == "__main__":
    sys.exit(main())
