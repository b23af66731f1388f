"""From the Other Side's boards in words, one line a part, for a player who cannot see the canvas
(issue #22 item 6).

It says what widgets/games/other_side/board.py draws: the map of Dragon Rock (each tile, its rooms and
corridors with their torches, the Targets and the Heroes on them), the Battle board (each Creature with
its Breath slots and Fight Line, the Initiative Line) and the Dragon board (the Dragon tiles, the Breath
count, the Mirror Fragments). A space is said by its name and tile ("the den on Tile 1").
"""

from __future__ import annotations

from . import board as mapping
from . import data
from .options import next_threshold, space_said
from .profile import index
from .state import DOWN, UP, OtherSideState, breath_on_board, counted, fragments_to_win

__all__ = ["board_text", "space_words", "tile_words"]


def tile_words(number: int) -> str:
    """A Map tile as the canvas heads it: 'the Well' (tile 0) or 'Tile 3'."""
    return "the Well" if number == 0 else f"Tile {number}"


def space_words(state: OtherSideState, space: str) -> str:
    """A space by its name and tile, e.g. 'the den on Tile 1' (its id is '<tile>:<name>')."""
    return space_said(state, space)


def _first_up(text: str) -> str:
    return text[:1].upper() + text[1:]  # str.capitalize would lower 'Tile 1' to 'tile 1'


def _icon(icon: str) -> str:
    return icon.replace("_", " ")  # the profile keys icons as 'bestial_fury'; the card prints words


def _map(state: OtherSideState) -> tuple[str, ...]:
    if not state.board.tiles:
        return ("Dragon Rock: the map appears once the game is set up, from the Well (the starter tile)",)
    targets = {slot.room: i + 1 for i, slot in enumerate(state.battle) if slot is not None}
    out = [f"Dragon Rock, turn {state.turn}: {counted(state.map_tiles_left, 'Map tile')} left in the pile"]
    for tile in state.board.tiles:
        spaces = [s for s in state.board.spaces if s.tile == tile.number]
        out.append(f"{_first_up(tile_words(tile.number))}: {tile.side} side, {counted(len(spaces), 'space')}")
        for s in spaces:
            bits = [s.kind, f"torches {' '.join(s.torches)}" if s.torches else "no torch"]
            if s.id in targets:
                bits.append(f"Target {targets[s.id]}")
            heroes = [data.hero_name(h.hero) for h in state.heroes if h.space == s.id]
            bits.append(", ".join(heroes) + " here" if heroes else "no Hero")
            opens = ", ".join(space_words(state, x) for x in mapping.movement_neighbours(state.board, s.id))
            bits.append(f"opens onto {opens or 'nothing'}")
            out.append(f"{_first_up(space_words(state, s.id))}: {'; '.join(bits)}")
    return tuple(out)


def _breath(state: OtherSideState, space: int) -> str:
    faces = []
    for k in range(data.BREATH_SLOTS_PER_SPACE):
        face = state.breath[(space - 1) * data.BREATH_SLOTS_PER_SPACE + k]
        faces.append({UP: f"face up (+{state.profile.breath_token_value})", DOWN: "face down"}.get(face, "empty"))
    return f"Breath slots: {', '.join(faces)}"


def _battle(state: OtherSideState) -> tuple[str, ...]:
    cards = index(state.profile)
    out = []
    for i, slot in enumerate(state.battle, start=1):
        if slot is None:
            out.append(f"Battle board space {i}: empty; {_breath(state, i)}")
            continue
        c = cards.creatures[slot.card]
        icons = f"; icons {', '.join(map(_icon, c.icons))}" if c.icons else ""
        line = "; ".join(f"{n}. {data.hero_name(fc.hero)}: {cards.action_cards[fc.card].name}"
                         + (f" with {cards.artifacts[fc.artifact].name}" if fc.artifact else "")
                         for n, fc in enumerate(slot.fight_line, start=1)) or "no card yet"
        out.append(f"Battle board space {i}: {c.name} ({c.creature_type}, {c.mastery}), Strength {c.strength}, "
                   f"{counted(c.mirror_fragments, 'Mirror Fragment')} and {counted(c.artifacts, 'Artifact')}"
                   f"{icons}; Target in {space_words(state, slot.room)}; {_breath(state, i)}; Fight Line: {line}")
    items = [f"{data.hero_name(x.hero)}'s " + ("Action tile" if x.kind == "tile" else
                                               f"Bond token ({'Wound' if x.wounded else 'Link'} side)")
             for x in state.line]
    out.append(f"Initiative Line: {', '.join(items) if items else 'empty'}")
    return tuple(out)


def _dragon(state: OtherSideState) -> tuple[str, ...]:
    tiles = ", ".join(f"{part} {'emerged' if state.dragon_tiles > k else 'face down'}"
                      for k, part in enumerate(data.DRAGON_TILE_NAMES))
    need = next_threshold(state)
    target = fragments_to_win(state)
    return (f"Dragon board: {tiles}",
            f"Dragon's Breath on the Battle board: {breath_on_board(state)} of {data.BREATH_TOKENS}; "
            + (f"the next Dragon tile at {need}" if need else "Phylax is out"),
            f"Mirror Fragments: {state.fragments}" + (f" of {target} needed to win" if target else ""))


def board_text(state: OtherSideState) -> tuple[str, ...]:
    """The three boards in words, one line a part, as the canvases draw them."""
    return (*_map(state), *_battle(state), *_dragon(state))
