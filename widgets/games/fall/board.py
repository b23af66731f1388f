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
from widgets.kit.canvas import Box, Frame, text_box
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
REGION_FONT = theme.FONT_SIZE_SMALL - 2
ID_FONT = theme.FONT_SIZE_SMALL - 3   # the ids the pick lists use (nodes, regions, craters)
# The places a frame may try for its ids, in all: the printed board uses about 450; a crowded user board
# (up to 400 nodes) would try tens of thousands, so past this each id goes to its first place.
ID_TRIES = 4000
OUT = 8                               # how far a box's id stands off its edge
MARK_CHARS = 13                       # a region's line of Machines and Wonders, in characters
FORT_AT = 10                          # a Fortification's corner, up and right of its node, clear of a Character
PIECE_R = NODE_R + 5                  # what a node may hold: a Character (NODE_R + 4), and a hair of room
COLOSSUS_OUT = 38                     # how far outside its node the Colossus's box is centred, clear of a Character
NUDGES = tuple((d * ux, d * uy) for d in (0, 6, 12, 18, 24, 30, 36, 42, 50)
               for ux, uy in ((0, 0), (0, -1), (0, 1), (-1, 0), (1, 0), (-1, -1), (1, -1), (-1, 1), (1, 1))
               if d or (ux, uy) == (0, 0))


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


def _cross(a: Box, b: Box) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5


def _pieces(state: Any, nodes: dict[str, tuple[float, float]]) -> list[Box]:
    """The boxes of what stands on the board: each node with room for a Character, Fortifications, the Colossus."""
    out = [(x - PIECE_R, y - PIECE_R, x + PIECE_R, y + PIECE_R) for x, y in nodes.values()]
    out += [(nodes[f.node][0] + FORT_AT, nodes[f.node][1] - FORT_AT - 14, nodes[f.node][0] + FORT_AT + 14,
             nodes[f.node][1] - FORT_AT) for f in state.fortifications if f.node in nodes]
    box = colossus_box(state, nodes)
    return out + ([box] if box else [])


def colossus_box(state: Any, nodes: dict[str, tuple[float, float]]) -> Box | None:
    """The Colossus's box, just outside its node (None when it is not on the board)."""
    if not (state.colossus and state.colossus in nodes):
        return None
    x, y = nodes[state.colossus]
    cx, cy = LEFT + SQUARE / 2, TOP + SQUARE / 2
    d = math.hypot(x - cx, y - cy) or 1.0
    bx, by = x + (x - cx) / d * COLOSSUS_OUT, y + (y - cy) / d * COLOSSUS_OUT
    return (bx - 20, by - 10, bx + 20, by + 10)


def region_lines(state: Any, region: Any, machines: dict[str, list[str]]) -> list[str]:
    """A region's words: its type, its Enemies, then its Machines and Wonders, a few to a line."""
    lines = [region.type, enemies_text(state.enemies(region.id))]
    for mark in machines.get(region.id, []) + ["Wonder"] * state.wonders.count(region.id):
        if len(lines) > 2 and len(lines[-1]) + 1 + len(mark) <= MARK_CHARS:
            lines[-1] += " " + mark
        else:
            lines.append(mark)
    return lines


def _label_boxes(x: float, y: float, lines: list[str]) -> list[Box]:
    top = y - (len(lines) - 1) * (REGION_FONT + 2) / 2
    return [text_box(x, top + i * (REGION_FONT + 2), line, REGION_FONT, True, "center", "middle")
            for i, line in enumerate(lines)]


def region_boxes(state: Any, nodes: dict[str, tuple[float, float]], lines: dict[str, list[str]]) -> dict[str, Box]:
    """Each region's box: at its label point, nudged until its words clear the pieces, the City and other boxes."""
    places = region_points(state.board, nodes)
    cx, cy = LEFT + SQUARE / 2, TOP + SQUARE / 2
    boxes: list[Box] = [(cx - CITY_R, cy - CITY_R, cx + CITY_R, cy + CITY_R)]
    pieces = _pieces(state, nodes)
    ids = [text_box(x + NODE_R, y + NODE_R + 8, n, ID_FONT, False, "left", "alphabetic") for n, (x, y) in nodes.items()]
    out = {}
    for r in state.board.regions:
        x, y = places[r.id]
        h = max(REGION_H, len(lines[r.id]) * (REGION_FONT + 2) + 8)
        out[r.id] = next((box for avoid in (pieces + ids, pieces) for box, words in (
            ((x + dx - REGION_W / 2, y + dy - h / 2, x + dx + REGION_W / 2, y + dy + h / 2),
             _label_boxes(x + dx, y + dy, lines[r.id])) for dx, dy in NUDGES)
            if not any(_cross(box, b) for b in boxes) and not any(_cross(w, p) for w in words for p in avoid)),
            (x - REGION_W / 2, y - h / 2, x + REGION_W / 2, y + h / 2))  # the words clear the nodes' ids if they can
        boxes.append(out[r.id])
    return out


def island_spots(state: Any, nodes: dict[str, tuple[float, float]], regions: dict[str, Box]) -> dict[str, Box]:
    """Each crater's island box: outside its node, turned about it until clear of the pieces, regions and bands."""
    cx, cy = LEFT + SQUARE / 2, TOP + SQUARE / 2
    # The title lines; the City spaces and the key, and the EXAMPLE Machines' line above them.
    bands = [(0, 0, WIDTH, 44), (0, HEIGHT - 58, WIDTH, HEIGHT)]
    if state.example_machines:
        bands.append((WIDTH - 320, HEIGHT - 70, WIDTH, HEIGHT))
    taken = list(regions.values()) + _pieces(state, nodes) + bands
    taken.append((cx - CITY_R, cy - CITY_R, cx + CITY_R, cy + CITY_R))
    out = {}
    for crater in state.board.craters:
        x, y = nodes[crater.node]
        base = math.atan2(y - cy, x - cx)
        first = None
        for dist in (ISLAND_OUT, ISLAND_OUT - 12, ISLAND_OUT + 14, ISLAND_OUT + 28):
            for turn in (0, 25, -25, 50, -50, 75, -75, 100, -100):
                a = base + math.radians(turn)
                ix, iy = x + math.cos(a) * dist, y + math.sin(a) * dist
                left = min(max(4.0, ix - ISLAND_W / 2), WIDTH - ISLAND_W - 4)
                top = min(max(30.0, iy - ISLAND_H / 2), HEIGHT - ISLAND_H - 4)
                box = (left - 2, top - 12, left + ISLAND_W + 2, top + ISLAND_H + 2)  # with its id above
                first = first or box
                if not any(_cross(box, t) for t in taken):
                    break
            else:
                continue
            break
        else:
            box = first
        out[crater.id] = box
        taken.append(box)
    return {k: (b[0] + 2, b[1] + 12) for k, b in out.items()}


def enemies_text(e: Any) -> str:
    """Enemies as the board reads them: '2G 1T' (G Golem, T Troop, P Parasite), or a dash."""
    parts = [f"{getattr(e, attr)}{mark}" for mark, attr in ENEMY_MARKS if getattr(e, attr)]
    return " ".join(parts) or EMPTY_MARK


def _arrow_side(frame: Frame, name: str) -> str:
    """The first side of a target where highlight's arrow overlaps no text and no marker (left if none)."""
    box = bounds(next(s for s in frame.shapes if s.name == name))
    return frame.clear_side(box, theme.FONT_SIZE_LARGE) or "left"


def _mark(frame: Frame, view: View) -> None:
    names = {s.name for s in frame.shapes}
    for target in view.targets:
        if target in names:
            highlight(frame, target, side=_arrow_side(frame, target))
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
        frame.text(WIDTH - 8, HEIGHT - 58, "Machines: the EXAMPLE draft, not your table's",
                   size=theme.FONT_SIZE_SMALL - 2, colour="line", align="right")  # above the key
    nodes = node_points(board)

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
    lines = {r.id: region_lines(state, r, machines) for r in board.regions}
    boxes = region_boxes(state, nodes, lines)
    for r in board.regions:
        x0, y0, x1, y1 = boxes[r.id]
        frame.rect(x0, y0, x1 - x0, y1 - y0, fill=data.QOAM_COLOUR[r.type], stroke="ink",
                   label="\n".join(lines[r.id]), name=f"region:{r.id}", line_width=1.5, font_size=REGION_FONT)
    fortified = {f.node: f.colour for f in state.fortifications}
    for n in board.nodes:
        x, y = nodes[n.id]
        ring = n.id in board.ring
        frame.circle(x, y, NODE_R, fill="paper", stroke="ink" if ring else "line", name=f"node:{n.id}",
                     line_width=2.0 if ring else 1.5)
        if n.id in fortified:
            frame.rect(x + FORT_AT, y - FORT_AT - 14, 14, 14, fill="grey", stroke="ink", label="F",
                       font_size=theme.FONT_SIZE_SMALL - 3)
    for i, p in enumerate(state.players):
        if p.node in nodes:
            x, y = nodes[p.node]
            current = i == state.current
            frame.circle(x, y, NODE_R + 4, fill=p.colour if p.colour in theme.GAME_COLOURS else "paper",
                         stroke="ink", label=f"{p.name[:1]}{i + 1}", name=f"node:{p.node}",
                         line_width=3.5 if current else 2.0)
    spots = island_spots(state, nodes, boxes)
    _islands(frame, state, nodes, spots)
    box = colossus_box(state, nodes)
    if box:  # after the islands, so no island's box hides it
        frame.rect(box[0], box[1], box[2] - box[0], box[3] - box[1], fill="paper", stroke="ink",
                   label=f"C·{state.colossus_shards}", name="colossus", line_width=2.5,
                   font_size=theme.FONT_SIZE_SMALL - 1)
    _city_spaces(frame, state)
    _key(frame)
    _mark(frame, view)  # before the ids, so that each id finds a place clear of the highlights' frames
    # The ids the pick lists use, last, each where it overlaps nothing drawn, and OUT clear of a box's edge,
    # where a highlight's or a pick's frame (drawn after them, 4 to 6 px out) would cross them.
    tries = [ID_TRIES]
    for r in board.regions:
        x0, y0, x1, y1 = boxes[r.id]
        _id(frame, r.id, ((x0 + 2, y0 - OUT, "left", "alphabetic"), (x1 - 2, y0 - OUT, "right", "alphabetic"),
                          (x0 + 2, y1 + OUT, "left", "top"), (x1 - 2, y1 + OUT, "right", "top"),
                          ((x0 + x1) / 2, y0 - OUT, "center", "alphabetic"), ((x0 + x1) / 2, y1 + OUT, "center", "top"),
                          (x0 - OUT, (y0 + y1) / 2, "right", "middle"), (x1 + OUT, (y0 + y1) / 2, "left", "middle")), tries)
    for crater in board.craters:
        left, top = spots[crater.id]
        _id(frame, crater.id, ((left + 2, top - OUT, "left", "alphabetic"),
                               (left + ISLAND_W - 2, top - OUT, "right", "alphabetic"),
                               (left + 2, top + ISLAND_H + OUT, "left", "top")), tries)
    for n in board.nodes:
        x, y = nodes[n.id]
        _id(frame, n.id, ((x + NODE_R, y + NODE_R + 8, "left", "alphabetic"),) + tuple(
            spot for r in (PIECE_R, PIECE_R + 9, PIECE_R + 18) for spot in (
                (x + r, y, "left", "middle"), (x - r, y, "right", "middle"), (x + NODE_R - 2, y - r, "left", "bottom"),
                (x - NODE_R + 2, y + r, "right", "top"), (x, y + r, "center", "top"), (x, y - r, "center", "bottom"),
                (x - NODE_R + 2, y - r, "right", "bottom"), (x + NODE_R - 2, y + r, "left", "top")))
            + _around(x, y), tries)


def _around(x: float, y: float) -> tuple[tuple[float, float, str, str], ...]:
    """Spots on rings around a crowded node, the nearest first (where none of the usual spots is clear)."""
    return tuple((x + d * math.cos(a * math.pi / 8), y + d * math.sin(a * math.pi / 8), "center", "middle")
                 for d in (PIECE_R + 12, PIECE_R + 20, PIECE_R + 28) for a in range(16))


def _id(frame: Frame, text: str, spots: tuple[tuple[float, float, str, str], ...], tries: list[int]) -> None:
    """A small id at the first of `spots` (x, y, align, baseline) where it overlaps nothing; where every spot
    crosses a box's edge, on a paper chip at the first clear of texts and markers (else the first spot).
    `tries` holds how many more places the frame may try (each place tried takes one)."""
    def room(box: Box, edges: bool = True) -> bool:
        tries[0] -= 1
        return tries[0] >= 0 and frame.room_for(box, edges=edges)

    for x, y, align, baseline in spots:
        if room(text_box(x, y, text, ID_FONT, False, align, baseline)):
            frame.text(x, y, text, size=ID_FONT, colour="line", align=align, baseline=baseline)
            return
    for x, y, align, baseline in spots:  # the chip's box: its bold label and a pixel of paper round it
        x0, y0, x1, y1 = text_box(x, y, text, ID_FONT, True, align, baseline)
        chip = (x0 - 1, y0 - 1, x1 + 1, y1 + 1)
        if room(chip, edges=False):
            frame.rect(chip[0], chip[1], chip[2] - chip[0], chip[3] - chip[1], fill="paper", stroke=None,
                       label=text, font_size=ID_FONT)
            return
    x, y, align, baseline = spots[0]
    frame.text(x, y, text, size=ID_FONT, colour="line", align=align, baseline=baseline)


def _islands(frame: Frame, state: Any, nodes: dict[str, tuple[float, float]],
             spots: dict[str, tuple[float, float]]) -> None:
    for crater in state.board.craters:
        left, top = spots[crater.id]
        island = state.island(crater.id)
        monster = state.monster_on(crater.id)
        frame.line([nodes[crater.node], (left + ISLAND_W / 2, top + ISLAND_H / 2)], stroke="grey",
                   line_width=1.0)
        frame.rect(left, top, ISLAND_W, ISLAND_H, fill="paper", stroke="ink", name=f"island:{crater.id}",
                   line_width=2.0)
        head = crater.id if island is None else f"Island {crater.id.split('-')[-1]}"
        frame.text(left + 5, top + 13, head, size=theme.FONT_SIZE_SMALL - 2, bold=True)
        if island is not None:
            for k, reg in enumerate(island.regions):  # under the Monster's box, each line shrunk to the box's width
                words = f"{reg.type}: {enemies_text(state.enemies(reg.id))}"
                size = max(8, min(theme.FONT_SIZE_SMALL - 3, int((ISLAND_W - 9) / (0.6 * len(words)))))
                frame.text(left + 5, top + 29 + k * 12, words, size=size)
        if monster is not None:  # its first word, shrunk to the room the island's name leaves
            word = monster.name.split()[0]
            room = ISLAND_W - 11 - text_width(head, theme.FONT_SIZE_SMALL - 2) - 8
            size = max(7, min(theme.FONT_SIZE_SMALL - 3, int(room / text_width(word, 1))))
            w_ = text_width(word, size) + 8
            frame.rect(left + ISLAND_W - w_ - 3, top + 3, w_, 16, fill="purple", stroke="ink", label=word,
                       name=f"monster:{crater.id}", font_size=size)


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
