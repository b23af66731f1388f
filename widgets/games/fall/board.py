"""Mysthea: The Fall, drawn: the Icaion board (a reconstruction), its islands, the City and the Colossus.

Pure drawing on `widgets.kit.canvas.Frame`, one frame for everything. Shapes are named so a click
becomes a step: `node:<id>`, `region:<id>`, `island:<crater>`, `monster:<crater>`, `city`,
`space:<id>`, `colossus`. Every coloured shape carries a text label (the Region's type, the
player's initial, the crystal's colour).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from companion.games.fall import data
from companion.games.fall.data import counted
from widgets.kit import theme
from widgets.kit.canvas import Frame
from widgets.kit.drawing import highlight
from widgets.kit.geometry import bounds, text_width

WIDTH, HEIGHT = 700, 680
SQUARE = 500                      # the board's unit square, in pixels
LEFT, TOP = (WIDTH - SQUARE) / 2, 84
NODE_R = 9
REGION_W, REGION_H = 92, 50
ISLAND_W, ISLAND_H = 124, 64
ISLAND_OUT = 82                   # how far outside its crater's node an island is drawn
CITY_R = 44
SPACE_W, SPACE_H = 50, 32
EMPTY_MARK = "—"
ENEMY_MARKS = (("G", "golems"), ("T", "troops"), ("P", "parasites"))
MACHINE_MARK = {kind: kind[:1] for kind in data.MACHINE_KINDS}


@dataclass(frozen=True)
class View:
    """What a frame shows: the state, the legal targets to highlight, and the shape picked."""

    state: Any
    targets: tuple[str, ...] = ()
    chosen: str | None = None
    inspected: str | None = None  # the shape clicked last (a thin dotted frame)


def node_points(board: Any) -> dict[str, tuple[float, float]]:
    """Each node's pixel position: the board file's positions, or a circle when it gives none."""
    given = {n: (x, y) for n, x, y in board.positions}
    ids = [n.id for n in board.nodes]
    out = {}
    for k, nid in enumerate(ids):
        if nid in given:
            x, y = given[nid]
        else:
            a = 2 * math.pi * k / max(1, len(ids))
            x, y = 0.5 + 0.45 * math.cos(a), 0.5 + 0.45 * math.sin(a)
        out[nid] = (LEFT + x * SQUARE, TOP + y * SQUARE)
    return out


def region_points(board: Any, nodes: dict[str, tuple[float, float]]) -> dict[str, tuple[float, float]]:
    """Each board region's label point: the middle of the nodes that touch it."""
    touch: dict[str, list[tuple[float, float]]] = {r.id: [] for r in board.regions}
    for n in board.nodes:
        for r in n.regions:
            touch[r].append(nodes[n.id])
    return {r: (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)) if pts else
            (LEFT + SQUARE / 2, TOP + SQUARE / 2) for r, pts in touch.items()}


def island_box(board: Any, crater: Any, nodes: dict[str, tuple[float, float]]) -> tuple[float, float]:
    """The top-left corner of a crater's island box: outside its node, away from the board's middle."""
    x, y = nodes[crater.node]
    cx, cy = LEFT + SQUARE / 2, TOP + SQUARE / 2
    d = math.hypot(x - cx, y - cy) or 1.0
    ix, iy = x + (x - cx) / d * ISLAND_OUT, y + (y - cy) / d * ISLAND_OUT
    left = min(max(4.0, ix - ISLAND_W / 2), WIDTH - ISLAND_W - 4)
    top = min(max(30.0, iy - ISLAND_H / 2), HEIGHT - ISLAND_H - 4)
    return left, top


def enemies_text(e: Any) -> str:
    """Enemies as the board reads them: '2G 1T' (G Golem, T Troop, P Parasite), or a dash."""
    parts = [f"{getattr(e, attr)}{mark}" for mark, attr in ENEMY_MARKS if getattr(e, attr)]
    return " ".join(parts) or EMPTY_MARK


def _mark(frame: Frame, view: View) -> None:
    names = {s.name for s in frame.shapes}
    for target in view.targets:
        if target in names:
            highlight(frame, target)
    for name, width in ((view.chosen, 3.5), (view.inspected, 2.0)):
        shape = next((s for s in reversed(frame.shapes) if s.name == name), None)
        if shape is None:
            continue
        x0, y0, x1, y1 = bounds(shape)
        x0, y0 = max(2.0, x0 - 4), max(2.0, y0 - 4)
        x1, y1 = min(frame.width - 2.0, x1 + 4), min(frame.height - 2.0, y1 + 4)
        frame.dash([4, 3])
        frame.rect(x0, y0, x1 - x0, y1 - y0, fill=None, stroke="ink", line_width=width)
        frame.dash()


def draw_board(frame: Frame, view: View) -> None:
    """The whole table in one frame: regions, nodes, islands, the City and its spaces, the Colossus."""
    state = view.state
    board = state.board
    frame.clear()
    frame.rect(0, 0, frame.width, frame.height, fill=None, stroke="muted")
    title = "Icaion — board reconstruction" if board.reconstruction else "Icaion — your board"
    frame.text(10, 20, title, bold=True)
    if board.reconstruction:
        frame.text(10, 38, "schematic, not the printed map: load your own board file to correct it",
                   size=theme.FONT_SIZE_SMALL, colour="line")
    if state.example_machines:  # the label stays in play, not only in the setup form
        frame.text(8, HEIGHT - SPACE_H - 30, "Machines: the EXAMPLE draft, not your table's",
                   size=theme.FONT_SIZE_SMALL, colour="line")
    nodes = node_points(board)
    places = region_points(board, nodes)

    # Adjacency first (under everything), then regions, then nodes and what stands on them.
    for n in board.nodes:
        for m in n.adjacent:
            if n.id < m:
                frame.line([nodes[n.id], nodes[m]], stroke="muted", line_width=1.5)
    cx, cy = LEFT + SQUARE / 2, TOP + SQUARE / 2
    defense = f"Defense {state.defense}" if state.players else "Defense ?"
    frame.circle(cx, cy, CITY_R, fill="paper", stroke="ink", label=f"City\n{defense}", name="city",
                 line_width=2.5, font_size=theme.FONT_SIZE_SMALL)
    machines: dict[str, list[str]] = {}
    for m in state.machines:
        machines.setdefault(m.region, []).append(f"{MACHINE_MARK.get(m.kind, m.kind)}·{m.colour[:3]}")
    for r in board.regions:
        x, y = places[r.id]
        fill = data.QOAM_COLOUR[r.type]
        lines = [r.type, enemies_text(state.enemies(r.id))]
        marks = machines.get(r.id, []) + (["Wonder"] * state.wonders.count(r.id))
        if marks:
            lines.append(" ".join(marks))
        frame.rect(x - REGION_W / 2, y - REGION_H / 2, REGION_W, REGION_H, fill=fill, stroke="ink",
                   label="\n".join(lines), name=f"region:{r.id}", line_width=1.5,
                   font_size=theme.FONT_SIZE_SMALL - 1)
        # The id the pick lists use, small above the region's box.
        frame.text(x - REGION_W / 2 + 2, y - REGION_H / 2 - 2, r.id, size=theme.FONT_SIZE_SMALL - 4, colour="line")
    fortified = {f.node: f.colour for f in state.fortifications}
    for n in board.nodes:
        x, y = nodes[n.id]
        ring = n.id in board.ring
        frame.circle(x, y, NODE_R, fill="paper", stroke="ink" if ring else "line", name=f"node:{n.id}",
                     line_width=2.0 if ring else 1.5)
        frame.text(x + NODE_R, y + NODE_R + 8, n.id, size=theme.FONT_SIZE_SMALL - 4, colour="line")
        if n.id in fortified:
            frame.rect(x + NODE_R - 2, y - NODE_R - 10, 14, 14, fill="grey", stroke="ink", label="F",
                       font_size=theme.FONT_SIZE_SMALL - 3)
    for i, p in enumerate(state.players):
        if p.node in nodes:
            x, y = nodes[p.node]
            current = i == state.current
            frame.circle(x, y, NODE_R + 4, fill=p.colour if p.colour in theme.GAME_COLOURS else "paper",
                         stroke="ink", label=f"{p.name[:1]}{i + 1}", name=f"node:{p.node}",
                         line_width=3.5 if current else 2.0)
    _islands(frame, state, nodes)
    if state.colossus and state.colossus in nodes:  # after the islands, so no island's box hides it
        x, y = nodes[state.colossus]
        cx, cy = LEFT + SQUARE / 2, TOP + SQUARE / 2
        d = math.hypot(x - cx, y - cy) or 1.0
        bx, by = x + (x - cx) / d * 26, y + (y - cy) / d * 26
        frame.rect(bx - 20, by - 10, 40, 20, fill="paper", stroke="ink", label=f"C·{state.colossus_shards}",
                   name="colossus", line_width=2.5, font_size=theme.FONT_SIZE_SMALL - 1)
    _city_spaces(frame, state)
    _key(frame)
    _mark(frame, view)


def _islands(frame: Frame, state: Any, nodes: dict[str, tuple[float, float]]) -> None:
    board = state.board
    for crater in board.craters:
        left, top = island_box(board, crater, nodes)
        island = state.island(crater.id)
        monster = state.monster_on(crater.id)
        frame.line([nodes[crater.node], (left + ISLAND_W / 2, top + ISLAND_H / 2)], stroke="grey",
                   line_width=1.0)
        frame.rect(left, top, ISLAND_W, ISLAND_H, fill="paper", stroke="ink", name=f"island:{crater.id}",
                   line_width=2.0)
        head = crater.id if island is None else f"Island {crater.id.split('-')[-1]}"
        frame.text(left + 2, top - 3, crater.id, size=theme.FONT_SIZE_SMALL - 4, colour="line")  # pick lists' id
        frame.text(left + 5, top + 13, head, size=theme.FONT_SIZE_SMALL - 2, bold=True)
        if island is not None:
            for k, reg in enumerate(island.regions):
                frame.text(left + 5, top + 26 + k * 12, f"{reg.type}: {enemies_text(state.enemies(reg.id))}",
                           size=theme.FONT_SIZE_SMALL - 3)
        if monster is not None:
            word = monster.name.split()[0]
            w_ = text_width(word, theme.FONT_SIZE_SMALL - 3) + 8
            frame.rect(left + ISLAND_W - w_ - 3, top + 3, w_, 16, fill="purple", stroke="ink", label=word,
                       name=f"monster:{crater.id}", font_size=theme.FONT_SIZE_SMALL - 3)


def _city_spaces(frame: Frame, state: Any) -> None:
    board = state.board
    top = HEIGHT - SPACE_H - 8
    frame.text(8, top - 8, "City spaces", size=theme.FONT_SIZE_SMALL, bold=True)
    for k, space in enumerate(board.city_spaces):
        held = state.city[k] if k < len(state.city) else ""
        fill = held if held in data.QOAM_COLOURS else ("grey" if held else "paper")
        frame.rect(8 + k * (SPACE_W + 4), top, SPACE_W, SPACE_H, fill=fill, stroke="ink",
                   label=held or EMPTY_MARK, name=f"space:{space}", font_size=theme.FONT_SIZE_SMALL - 2)


def _key(frame: Frame) -> None:
    x = WIDTH - 8
    lines = ("G Golem · T Troop · P Parasite", "H Harvester · S Scavenger · R Refiner",
             "F Fortification · C·n Colossus, n shards · ▶ legal now")
    for k, line in enumerate(lines):
        frame.text(x, HEIGHT - 44 + k * 16, line, size=theme.FONT_SIZE_SMALL - 2, align="right")


def describe(state: Any, name: str) -> str:
    """Plain words for what a clicked shape shows."""
    kind, _, what = name.partition(":")
    board = state.board
    if kind == "region" and board.has_region(what):
        r = board.region(what)
        e = state.enemies(what)
        kinds = ", ".join(f"{m.colour} {m.kind}" for m in state.machines if m.region == what) or "no Machine"
        built = state.wonders.count(what)
        wonder = (f"; {counted(built, 'Wonder')} (an Enemy Attack here destroys a Wonder instead of a Machine)"
                  if built else "")
        return (f"{r.type} ({r.kind} region {what}): {counted(e.golems, 'Golem')}, {counted(e.troops, 'Troop')}, "
                f"{counted(e.parasites, 'Parasite')}; {kinds}{wonder}.")
    if kind == "node" and board.has_node(what):
        who = state.character_at(what)
        extra = f"; {who.name} ({who.character}) stands here" if who else ""
        fort = "; fortified" if state.fortified(what) else ""
        return f"Node {what}, touching {', '.join(board.node(what).regions)}{extra}{fort}."
    if kind in ("island", "monster"):
        island = state.island(what)
        monster = state.monster_on(what)
        if island is None:
            return f"Crater {what}: its island is placed at setup."
        regions = "; ".join(f"{r.type}: {enemies_text(state.enemies(r.id))}" for r in island.regions)
        return f"Island on {what}: {regions}" + (f"; {monster.name} is here." if monster else ".")
    if kind == "city":
        return f"The City: {state.defense} Defense Points; spaces {', '.join(x or EMPTY_MARK for x in state.city)}."
    if kind == "colossus":
        return f"The Colossus on {state.colossus}, {state.colossus_shards} Primal Shards on its base."
    return name
