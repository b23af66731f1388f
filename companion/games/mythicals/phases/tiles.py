"""2. Take a Mastery Tile: which cards meet a tile's requirement, which it would cost, and taking it."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Iterable, NamedTuple

from companion.errors import RuleError
from companion.games.mythicals import data
from companion.games.mythicals.data import SEC_TILE, MasteryTile
from companion.games.mythicals.events import TakeTile
from companion.games.mythicals.phases.ending import finish
from companion.games.mythicals.phases.turn import KNOWN_CARDS, expect, remove_cards, sorted_cards, tile_spec
from companion.games.mythicals.state import LAST_TILE, REINFORCE, TILE, MythicalsState

__all__ = ["can_take", "cards_for_tile", "missing_cards", "requirement", "take_tile", "takeable_tiles"]


def _by_colour(collection: Iterable[str]) -> dict[str, tuple[set[int], int]]:
    """For each colour: the set of real values held and the number of jokers."""
    held: dict[str, tuple[set[int], int]] = {c: (set(), 0) for c in data.COLOURS}
    for card in collection:
        if card == data.DAY_CARD or card not in KNOWN_CARDS:
            continue
        colour, value = data.card_colour(card), data.card_value(card)
        values, jokers = held[colour]
        if value is None:
            held[colour] = (values, jokers + 1)
        else:
            values.add(value)
    return held



class _Choice(NamedTuple):
    """One way to meet a tile: its place among equals, the cards it uses, the cards it still lacks."""

    order: int                  # the run's first value, the set's value, or the colour's index
    used: tuple[str, ...]
    missing: tuple[str, ...]


def _run_choices(tile: MasteryTile, collection: Iterable[str]) -> list[_Choice]:
    """Every window of values a run tile could use."""
    values, jokers = _by_colour(collection)[tile.colour]
    choices = []
    for start in range(1, 6 - tile.cards + 1):
        window = range(start, start + tile.cards)
        gaps = [v for v in window if v not in values]
        used = [data.card_name(tile.colour, v) for v in window if v in values]
        filled = min(len(gaps), jokers)
        used += [data.card_name(tile.colour, None)] * filled
        # Jokers fill the lowest gaps; the higher ones are what is still missing.
        missing = tuple(data.card_name(tile.colour, v) for v in gaps[filled:])
        choices.append(_Choice(start, tuple(sorted(used, key=data.card_sort_key)), missing))
    return choices


def _same_choices(tile: MasteryTile, collection: Iterable[str]) -> list[_Choice]:
    """Every value a grey tile's set could share."""
    held = _by_colour(collection)
    choices = []
    for value in data.VALUES:
        real = [c for c in data.COLOURS if value in held[c][0]]
        wild = [c for c in data.COLOURS if value not in held[c][0] and held[c][1] > 0]
        used = [data.card_name(c, value) for c in real][: tile.cards]
        used += [data.card_name(c, None) for c in wild][: tile.cards - len(used)]
        empty = [c for c in data.COLOURS if c not in real and c not in wild]
        missing = tuple(data.card_name(c, value) for c in empty[: max(0, tile.cards - len(used))])
        choices.append(_Choice(value, tuple(used), missing))
    return choices


def _black_choices(tile: MasteryTile, collection: Iterable[str]) -> list[_Choice]:
    """Every colour the black tile's run could be in."""
    held = _by_colour(collection)
    choices = []
    for index, colour in enumerate(data.COLOURS):
        values, jokers = held[colour]
        # The joker is the sixth card here, beside the real run: it is not wild.
        missing = [data.card_name(colour, v) for v in data.VALUES if v not in values]
        if jokers == 0:
            missing.append(data.card_name(colour, None))
        used = tuple(data.card_name(colour, v) for v in (*data.VALUES, None))
        choices.append(_Choice(index, used, tuple(missing)))
    return choices


def _choices(tile: MasteryTile, collection: Iterable[str]) -> list[_Choice]:
    cards = tuple(collection)
    if tile.kind == data.RUN:
        return _run_choices(tile, cards)
    if tile.kind == data.SAME:
        return _same_choices(tile, cards)
    return _black_choices(tile, cards)


def cards_for_tile(tile: str, collection: Iterable[str]) -> tuple[str, ...] | None:
    """The cards a tile would cost from this collection, or None if it cannot be taken.

    The choice keeps jokers where it can: real cards before jokers, then the lowest
    run (or value, or colour in the order blue, green, purple, red).
    """
    possible = [c for c in _choices(tile_spec(tile), collection) if not c.missing]
    if not possible:
        return None
    return min(possible, key=lambda c: (_jokers(c.used), c.order)).used


def _jokers(cards: Iterable[str]) -> int:
    return sum(1 for c in cards if data.card_value(c) is None)


def can_take(tile: str, collection: Iterable[str]) -> bool:
    """Whether this collection meets the tile's requirement (jokers wild, except for black)."""
    return cards_for_tile(tile, collection) is not None


def missing_cards(tile: str, collection: Iterable[str]) -> tuple[str, ...]:
    """The fewest cards this collection still needs for the tile (empty if it can be taken now).

    Among equally short ways, the lowest run, value or colour; jokers held fill the lowest gaps.
    """
    best = min(_choices(tile_spec(tile), collection), key=lambda c: (len(c.missing), c.order))
    return best.missing


def requirement(tile: str) -> str:
    """The tile's requirement as a player says it."""
    spec = tile_spec(tile)
    if spec.kind == data.RUN:
        return f"a run of {spec.cards} {spec.colour}"
    if spec.kind == data.SAME:
        return f"{spec.cards} cards of one value in different colours"
    return "a 1-to-5 run of one colour with that colour's joker"


def takeable_tiles(state: MythicalsState, player: int | str) -> tuple[str, ...]:
    """The tiles on the board this player's collection could take now, in board order."""
    who = state.players[player] if isinstance(player, int) else state.player_named(player)
    return tuple(t.name for t in state.board_tiles() if can_take(t.name, who.collection))


def take_tile(state: MythicalsState, event: TakeTile) -> MythicalsState:
    """Take a Mastery tile with the cards named (or those cards_for_tile proposes) and its markers."""
    if state.step == REINFORCE:
        raise RuleError("You already took a Mastery tile this turn: one tile per turn", SEC_TILE)
    expect(state, (TILE, LAST_TILE), "take a Mastery tile", SEC_TILE)
    spec = tile_spec(event.tile)
    tile = state.tile(spec.name)
    if tile.owner is not None:
        raise RuleError(f"{tile.owner} already took {spec.name}", SEC_TILE)
    player = state.player
    if event.cards:
        cards = tuple(event.cards)
        short = Counter(cards) - Counter(player.collection)
        if short:
            raise RuleError(f"Your collection does not hold {', '.join(sorted(short))}", SEC_TILE)
        if len(cards) != spec.cards or not can_take(spec.name, cards):
            raise RuleError(
                f"{spec.name} needs {requirement(spec.name)}: {', '.join(cards)} is not that", SEC_TILE
            )
    else:
        chosen = cards_for_tile(spec.name, player.collection)
        if chosen is None:
            raise RuleError(f"Your collection does not hold {requirement(spec.name)}", SEC_TILE)
        cards = chosen
    # The tile comes with the markers on it; they leave the game's supply for good.
    player = replace(
        player,
        collection=remove_cards(player.collection, cards),
        tiles=player.tiles + (spec.name,),
        markers=player.markers + tile.markers,
    )
    state = state.with_player(state.current, player)
    state = state.with_tile(replace(tile, owner=player.name, markers=0))
    state = replace(state, discard=sorted_cards(state.discard + cards))
    if state.step == LAST_TILE:
        return finish(state)
    return replace(state, step=REINFORCE)
