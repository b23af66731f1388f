"""From the Other Side, drawn: the map of Dragon Rock, the Battle board and the Dragon board.

Pure drawing on `widgets.kit.canvas.Frame`: each function reads a `View` and names its shapes so a
click can be turned into a step (`space:<id>`, `hero:<id>`, `target:<n>`, `explore:<dir>`,
`creature:<n>`, `breath:<k>`, `line:<k>`, `dragon:<k>`, ...). Every coloured shape has a label.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from companion.games.other_side import board as mapping
from companion.games.other_side import data
from companion.games.other_side.odds import fight_odds, fight_odds_inputs
from companion.games.other_side.options import counted, exits, explore_cells, next_threshold, space_said
from companion.games.other_side.profile import card_name, index
from companion.games.other_side.words import tile_words
from companion.games.other_side.state import DOWN, UP, OtherSideState, Phase, breath_on_board, fragments_to_win
from widgets.kit import theme
from widgets.kit.canvas import TEXT_EM, Frame, fit_line
from widgets.kit.drawing import highlight, legend
from widgets.kit.geometry import bounds

MAP_W, MAP_H = 620, 460
BATTLE_W, BATTLE_H = 580, 322
DRAGON_W, DRAGON_H = 580, 116
INITIALS = {"andre": "A", "hansi": "H", "marcus": "M", "frederik": "F", "blind_guardian": "G"}
SIDE_FILL = {"green": "green", "blue": "blue"}


@dataclass(frozen=True)
class View:
    """What a frame shows: the state, the legal targets to highlight, and the shape last clicked."""

    state: OtherSideState
    targets: tuple[str, ...] = ()
    inspected: str | None = None
    chosen: str | None = None  # a space or creature picked in a control (a thick frame)


def short(hero: str) -> str:
    """A Hero's first name for tight labels."""
    return data.hero_name(hero).replace("the ", "").split(" ")[0]


def _mark(frame: Frame, view: View) -> None:
    """Legal targets get `highlight`; the shape clicked to read about gets a dotted frame."""
    names = {s.name for s in frame.shapes}
    for target in view.targets:
        if target in names:  # the arrow on a side where it overlaps nothing
            box = bounds(next(s for s in frame.shapes if s.name == target))
            highlight(frame, target, side=frame.clear_side(box, theme.FONT_SIZE_LARGE) or "left")
    for name, pattern, width in ((view.chosen, (), 4.0), (view.inspected, (3, 3), 2.5)):
        shape = next((s for s in reversed(frame.shapes) if s.name == name), None)
        if shape is None:
            continue
        x0, y0, x1, y1 = bounds(shape)
        x0, y0 = max(2.0, x0 - 3), max(2.0, y0 - 3)  # kept inside the canvas, so a frame-sized shape shows it
        x1, y1 = min(frame.width - 2.0, x1 + 3), min(frame.height - 2.0, y1 + 3)
        frame.dash(list(pattern))
        frame.rect(x0, y0, x1 - x0, y1 - y0, fill=None, stroke="ink", line_width=width)
        frame.dash()


# --- the map ----------------------------------------------------------------------------------

def map_layout(state: OtherSideState, extra: tuple[tuple[int, int], ...] = ()) -> tuple[float, dict]:
    """The tile size and each cell's top-left pixel, fitting every tile (and `extra` cells)."""
    cells = [(t.x, t.y) for t in state.board.tiles] + list(extra) or [(0, 0)]
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    size = min(170.0, (MAP_W - 20) / cols, (MAP_H - 40) / rows)
    left = (MAP_W - cols * size) / 2
    top = 30 + (MAP_H - 40 - rows * size) / 2
    where = {(x, y): (left + (x - min(xs)) * size, top + (max(ys) - y) * size) for x, y in cells}
    return size, where


def space_boxes(state: OtherSideState, size: float, where: dict) -> dict[str, tuple[float, float, float, float]]:
    """Each space's box (x, y, w, h) inside its tile, in the order the players listed them."""
    boxes = {}
    for tile in state.board.tiles:
        spaces = [s for s in state.board.spaces if s.tile == tile.number]
        n = len(spaces)
        cols = math.ceil(math.sqrt(n))
        rows = math.ceil(n / cols)
        x0, y0 = where[(tile.x, tile.y)]
        pad, head = 7, 18
        bw = (size - 2 * pad - (cols - 1) * 6) / cols
        bh = (size - pad - head - 2 - (rows - 1) * 6) / rows
        for k, s in enumerate(spaces):
            c, r = k % cols, k // cols
            boxes[s.id] = (x0 + pad + c * (bw + 6), y0 + head + r * (bh + 6), bw, bh)
    return boxes


def _hero_rows(heroes: int, width: float, height: float) -> tuple[int, int, int]:
    """The Heroes' token radius (10 down to 4), tokens per row and rows, leaving 10 px of the height for words."""
    for r in range(10, 3, -1):
        per_row = max(1, int((width - 4) // (2 * r + 2)))
        rows = math.ceil(heroes / per_row)
        if rows * (2 * r + 2) <= height - 12:
            break
    return r, per_row, rows


def _fit(lines: list[str], width: float, height: float) -> tuple[str, int]:
    """The most of `lines` (first ones first) at the biggest size from 11 to 8 that fits width x height."""
    for font in (11, 10, 9, 8):
        for n in range(len(lines), 0, -1):
            if n * (font + 2) - 2 <= height and 0.62 * font * max(len(x) for x in lines[:n]) <= width:
                return "\n".join(lines[:n]), font
    return lines[0], 8


def draw_map(frame: Frame, view: View, hero: str | None = None) -> None:
    """Dragon Rock: tiles with their side, rooms and corridors, openings, Targets and Heroes."""
    state = view.state
    frame.clear()
    frame.rect(0, 0, frame.width, frame.height, fill=None, stroke="muted", name="map")
    if not state.board.tiles:
        frame.text(10, 20, "Dragon Rock — the map appears once the game is set up", bold=True)
        frame.rect(MAP_W / 2 - 80, MAP_H / 2 - 60, 160, 120, fill="paper", stroke="ink", name="well",
                   label="The Well\n(starter tile)\nset up below", line_width=2.5)
        legend(frame, 12, 40, (("green", "room, green side", "G"), ("blue", "room, blue side", "B"),
                               ("muted", "corridor", "C"), ("yellow", "Target token", "T")), title="Key")
        _mark(frame, view)
        return
    explore = explore_cells(state, hero)
    size, where = map_layout(state, tuple(explore.values()))
    boxes = space_boxes(state, size, where)
    frame.text(10, 20, f"Dragon Rock — turn {state.turn}; {state.map_tiles_left} Map tiles left in the pile",
               bold=True, size=theme.FONT_SIZE_SMALL)
    for tile in state.board.tiles:
        x, y = where[(tile.x, tile.y)]
        title = "Well" if tile.number == 0 else f"Tile {tile.number}"
        frame.rect(x + 2, y + 2, size - 4, size - 4, fill="paper", stroke="ink", name=f"tile:{tile.number}",
                   line_width=2.0)
        words = next((t for t in (f"{title} · {tile.side} rooms", f"{title} · {tile.side}")
                      if 0.62 * 11 * len(t) <= size - 14), title)  # as much as fits the tile's width
        frame.text(x + 8, y + 14, words, size=max(7, min(11, int((size - 14) / (0.62 * len(words))))), bold=True)
    for a, b in state.board.links:  # openings: lines between the spaces' centres
        (ax, ay, aw, ah), (bx, by, bw, bh) = boxes[a], boxes[b]
        frame.line([(ax + aw / 2, ay + ah / 2), (bx + bw / 2, by + bh / 2)], stroke="ink", line_width=5)
    side = {t.number: t.side for t in state.board.tiles}
    targets = {s.room: i + 1 for i, s in enumerate(state.battle) if s is not None}
    for s in state.board.spaces:
        x, y, w, h = boxes[s.id]
        local = s.id.split(":", 1)[1]
        torches = ""
        if s.torches and h > 44:
            torches = f"\ntorch {' '.join(s.torches)}" if w > 100 else f"\n{''.join(s.torches)}"
        fill = SIDE_FILL[side[s.tile]] if s.kind == "room" else "muted"
        here = [h_.hero for h_ in state.heroes if h_.space == s.id]
        top = y + (24 if s.id in targets else 2)
        r, per_row, rows = _hero_rows(len(here), w, y + h - top)
        # The words sit between the Target token (top right) and the Heroes' rows (bottom), as many as fit.
        bottom = y + h - (rows * (2 * r + 2) + 2 if here else 2)
        words, font = _fit(f"{local}\n{s.kind}{torches}".split("\n"), w - 4, bottom - top)
        frame.rect(x, y, w, h, fill=fill, stroke="ink", name=f"space:{s.id}", label=words, font_size=font,
                   label_at=(x + w / 2, (top + bottom) / 2))
        if s.id in targets:
            frame.circle(x + w - 12, y + 12, 11, fill="yellow", stroke="ink", name=f"target:{targets[s.id]}",
                         label=f"T{targets[s.id]}", font_size=11)
        for k, who in enumerate(here):
            frame.circle(x + 3 + r + (k % per_row) * (2 * r + 2), y + h - 2 - r - (k // per_row) * (2 * r + 2), r,
                         fill="paper", stroke="ink", name=f"hero:{who}", label=INITIALS[who],
                         font_size=min(12, int(2 * r)), line_width=2.5 if who == hero else 1.5)
    for d, cell in explore.items():
        x, y = where[cell]
        frame.dash([6, 4])
        frame.rect(x + 6, y + 6, size - 12, size - 12, fill=None, stroke="line", name=f"explore:{d}")
        frame.dash()
        frame.text(x + size / 2, y + size / 2, f"explore {d}", size=12, align="center", baseline="middle",
                   bold=True)
    _mark(frame, view)


# --- the Battle board -------------------------------------------------------------------------

def creature_label(state: OtherSideState, space: int) -> str:
    """The lines printed on a Creature card as the board shows it (its name first, as printed)."""
    slot = state.battle[space - 1]
    if slot is None:
        return "empty"
    c = index(state.profile).creatures[slot.card]
    icons = ", ".join(i.replace("_", " ") for i in c.icons)
    spoils = f"{c.mirror_fragments} frag · {c.artifacts} art"
    return "\n".join(x for x in (card_name(state.profile, c.id), f"{c.creature_type} · {c.mastery}",
                                 f"Strength {c.strength}", spoils, icons, f"Target {_room_words(slot.room)}") if x)


def _room_words(space: str) -> str:
    """A space short enough for a Creature's card: 'den, T1' (Tile 1; its id is '<tile>:<name>'; tile 0 the Well)."""
    tile, _, name = space.partition(":")
    return f"{name}, {'Well' if tile == '0' else f'T{tile}'}" if name else space


def draw_battle(frame: Frame, view: View) -> None:
    """Four Creature spaces, their Breath slots (face up or down), Fight Lines and the Initiative Line."""
    state = view.state
    frame.clear()
    frame.rect(0, 0, frame.width, frame.height, fill=None, stroke="muted", name="battle-board")
    frame.text(8, 16, "Battle board", bold=True, size=theme.FONT_SIZE_SMALL)
    col = (frame.width - 10) / data.BATTLE_SPACES
    for i in range(data.BATTLE_SPACES):
        x = 6 + i * col
        frame.text(x + 4, 34, f"Space {i + 1}", bold=True, size=12)
        slot = state.battle[i]
        # A printed name can be longer than a column: cut there, said in full by the words and the odds.
        label = "\n".join(fit_line(line, col - 12, 11, bold=True)
                          for line in creature_label(state, i + 1).split("\n"))
        frame.rect(x + 2, 40, col - 10, 108, fill="paper" if slot else "table", stroke="ink",
                   name=f"creature:{i + 1}", label=label, font_size=11)
        for k in range(data.BREATH_SLOTS_PER_SPACE):
            j = i * data.BREATH_SLOTS_PER_SPACE + k
            face = state.breath[j]
            fill, label = {UP: ("orange", f"up +{state.profile.breath_token_value}"),
                           DOWN: ("grey", "down")}.get(face, ("paper", "–"))
            frame.circle(x + 30 + k * 62, 174, 20, fill=fill, stroke="ink", name=f"breath:{j}", label=label,
                         font_size=11)
        if slot is not None:
            if not slot.fight_line:
                frame.text(x + 4, 212, "no card yet", size=12, colour="line")
            elif state.phase not in (Phase.SETUP, Phase.OVER):
                inputs = fight_odds_inputs(state, i + 1)
                p = fight_odds(inputs.heroes, inputs.creature, **inputs.kwargs()).p_win
                frame.text(x + 4, 212, f"P(win) {float(p) * 100:.0f} %", size=12, bold=True)
            for n, fc in enumerate(slot.fight_line):
                art = f" +{card_name(state.profile, fc.artifact)}" if fc.artifact else ""
                words = f"{n + 1}. {short(fc.hero)}: {card_name(state.profile, fc.card)}{art}"
                size = max(8, min(11, int((col - 8) / (TEXT_EM * len(words)))))  # shrunk to its column's width,
                frame.text(x + 4, 228 + n * 14, fit_line(words, col - 8, size), size=size)  # then cut if still too long
    frame.text(8, 294, "Initiative", bold=True, size=12)  # on two lines, clear of the line's first box
    frame.text(8, 308, "Line:", bold=True, size=12)
    step = min(74.0, (frame.width - 120) / max(1, len(state.line)))
    for k, item in enumerate(state.line):
        label = f"{short(item.hero)}\n{'tile' if item.kind == 'tile' else ('wound' if item.wounded else 'bond')}"
        longest = max(len(part) for part in label.split("\n"))
        frame.rect(112 + k * step, 280, step - 4, 36, fill="paper" if item.kind == "tile" else "table",
                   stroke="ink", name=f"line:{k}", label=label, font_size=min(10, int((step - 6) / (0.62 * longest))),
                   line_width=2.5 if item.kind == "tile" else 1.0)
    if not state.line:
        frame.text(112, 298, "empty", size=12, colour="line")
    _mark(frame, view)


# --- the Dragon board -------------------------------------------------------------------------

def draw_dragon(frame: Frame, view: View) -> None:
    """The Well of Madness with the three Dragon tiles, the Breath count and the Mirror Fragments."""
    state = view.state
    frame.clear()
    frame.rect(0, 0, frame.width, frame.height, fill=None, stroke="muted", name="dragon")
    frame.text(8, 16, "Dragon board", bold=True, size=theme.FONT_SIZE_SMALL)
    for k, part in enumerate(data.DRAGON_TILE_NAMES):
        up = state.dragon_tiles > k
        need = data.DRAGON_THRESHOLDS[k]
        frame.rect(8 + k * 96, 26, 90, 80, fill="reddish_purple" if up else "table", stroke="ink",
                   name=f"dragon:{k}",
                   label=f"{part}\n{'EMERGED' if up else 'face down'}\n({need} {'Breath' if k == 0 else 'more'})",
                   font_size=12, line_width=3 if up else 1.5)
    on_board = breath_on_board(state)
    need = next_threshold(state)
    frame.rect(306, 26, 130, 80, fill="paper", stroke="ink", name="breath-count",
               label=f"Breath on board\n{on_board} of {data.BREATH_TOKENS}\n" +
                     (f"next tile: {need}" if need else "Phylax is out"), font_size=12)
    target = fragments_to_win(state)
    frame.rect(442, 26, 130, 80, fill="paper", stroke="ink", name="fragments",
               label=f"Mirror Fragments\n{state.fragments}" + (f" of {target}" if target else "") +
                     "\nneeded to win", font_size=12)
    _mark(frame, view)


def describe_shape(state: OtherSideState, name: str) -> str:
    """A sentence about a clicked shape, shown beside the board."""
    kind, _, what = name.partition(":")
    if kind == "space":
        s = mapping.get_space(state.board, what)
        tile = mapping.tile_of(state.board, what)
        who = ", ".join(data.hero_name(h.hero) for h in state.heroes if h.space == what) or "no Hero"
        torches = " ".join(s.torches) or "none"
        doors = ", ".join(exits(state, what)) or "nothing"
        doors = ", ".join(space_said(state, d) for d in exits(state, what)) or "nothing"
        said = space_said(state, what)
        return (f"{said[:1].upper()}{said[1:]}: a {s.kind} on "
                f"{tile_words(tile.number)} ({tile.side} rooms); torches {torches}; opens onto {doors}; {who} here.")
    if kind == "hero":
        h = next(h for h in state.heroes if h.hero == what)
        return (f"{data.hero_name(what)} stands in {space_said(state, h.space)}: {counted(len(h.hand), 'card')} in hand, "
                f"{counted(h.action_tiles, 'Action tile')}, Bond tokens {h.bonds_ready} ready and {h.bonds_wounded} on the Wound side "
                "in the Personal Area.")
    if kind in ("target", "creature"):
        slot = state.battle[int(what) - 1]
        if slot is None:
            return f"Battle board space {what} is empty."
        return f"Space {what}: " + creature_label(state, int(what)).replace("\n", "; ")
    if kind == "tile":
        tile = next(t for t in state.board.tiles if t.number == int(what))
        rooms = len(mapping.rooms_on_tile(state.board, tile.number))
        return f"{'The Well' if tile.number == 0 else f'Tile {tile.number}'}: {tile.side} rooms, {counted(rooms, 'room')}."
    if kind == "line":
        item = state.line[int(what)]
        side = "Wound side" if item.wounded else "Link side"
        return (f"Initiative Line, place {int(what) + 1}: {data.hero_name(item.hero)}'s "
                + ("Action tile" if item.kind == "tile" else f"Bond token ({side})") + ".")
    if kind == "explore":
        return f"Explore {what}: draw a Map tile, place it past that torch and describe it below."
    if kind == "breath":
        face = state.breath[int(what)]
        faces = {UP: "face up (adds to the Creature)", DOWN: f"face down (counts in {Phase.AWAKENING.heading})"}
        return f"Dragon's Breath slot {int(what) + 1}: " + faces.get(face, "empty")
    if kind == "well":
        return "The Well: the starter Map tile, placed either side up (General Setup)."
    if kind == "dragon":
        return f"Dragon tile {data.DRAGON_TILE_NAMES[int(what)]}: " + \
            ("emerged" if state.dragon_tiles > int(what) else "still face down")
    return {"map": "The map of Dragon Rock.", "battle-board": "The Battle board.", "dragon": "The Dragon board.",
            "fragments": f"{counted(state.fragments, 'Mirror Fragment')} gathered.",
            "breath-count": "Dragon's Breath tokens on the Battle board, either face."}.get(kind, name)
