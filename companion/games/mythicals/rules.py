"""Mythicals' events and the pure function that checks and applies them.

Every refused event raises RuleError with a plain sentence and the rulebook section;
the state passed in is never changed (all values are frozen).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Iterable, NamedTuple

from companion.errors import RuleError
from companion.games.mythicals import data
from companion.games.mythicals.data import MasteryTile
from companion.games.mythicals.state import (
    CHOOSE,
    COLLECT,
    LAST_COLLECT,
    LAST_TILE,
    OVER,
    REINFORCE,
    SETUP,
    TILE,
    Deck,
    MythicalsState,
    Player,
    Tile,
)

# Rulebook sections, as the refusals name them.
SEC_SETUP = "Setup: Creature Cards"
SEC_COLLECT = "1. Collect Cards"
SEC_DECK = "Collect Cards from the Deck"
SEC_RESERVE = "Collect Cards from the Reserve"
SEC_TILE = "2. Take a Mastery Tile"
SEC_REINFORCE = "Reinforce a Mastery Tile"
SEC_LOCK = "Lock a Mastery Tile"
SEC_END = "End of the Game"
SEC_REINFORCE_OR_LOCK = "Reinforce or Lock"
# The sections of what a turn does after collecting.
_AFTER_COLLECTING = frozenset({SEC_TILE, SEC_REINFORCE, SEC_LOCK, SEC_REINFORCE_OR_LOCK})


# --- Events ---------------------------------------------------------------------------


@dataclass(frozen=True)
class SetUp:
    """The players sit down: their names, the 2 cards each was dealt (in deal order), who starts."""

    players: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    starting: str


@dataclass(frozen=True)
class Reveal:
    """The 3 cards turned over from the top of the deck, as the players report them."""

    cards: tuple[str, ...]


@dataclass(frozen=True)
class CollectRevealed:
    """Take all the revealed cards of one colour; the others go to the reserve."""

    colour: str


@dataclass(frozen=True)
class CollectReserve:
    """Take all the reserve's cards of one colour."""

    colour: str


@dataclass(frozen=True)
class TakeTile:
    """Take a Mastery tile, discarding the cards named (empty: the companion picks, see cards_for_tile)."""

    tile: str
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class Reinforce:
    """Place 1 or 2 Bonus markers on an open tile of the board."""

    tile: str
    markers: int


@dataclass(frozen=True)
class Lock:
    """Flip a tile without markers to its locked side."""

    tile: str


@dataclass(frozen=True)
class EndTurn:
    """Stop here: no (further) tile this turn; after the Day card, this ends the game."""


EVENT_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (SetUp, Reveal, CollectRevealed, CollectReserve, TakeTile, Reinforce, Lock, EndTurn)
}


# --- Matching cards to tiles ----------------------------------------------------------


def _tile(name: str) -> MasteryTile:
    try:
        return data.TILE_BY_NAME[name]
    except KeyError:
        raise RuleError(f"There is no Mastery tile called {name!r}", SEC_TILE) from None


def _by_colour(collection: Iterable[str]) -> dict[str, tuple[set[int], int]]:
    """For each colour: the set of real values held and the number of jokers."""
    held: dict[str, tuple[set[int], int]] = {c: (set(), 0) for c in data.COLOURS}
    for card in collection:
        if card == data.DAY_CARD or card not in _KINDS:
            continue
        colour, value = data.card_colour(card), data.card_value(card)
        values, jokers = held[colour]
        if value is None:
            held[colour] = (values, jokers + 1)
        else:
            values.add(value)
    return held


_KINDS = frozenset(data.CARD_KINDS)


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
    possible = [c for c in _choices(_tile(tile), collection) if not c.missing]
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
    best = min(_choices(_tile(tile), collection), key=lambda c: (len(c.missing), c.order))
    return best.missing


def requirement(tile: str) -> str:
    """The tile's requirement as a player says it."""
    spec = _tile(tile)
    if spec.kind == data.RUN:
        return f"a run of {spec.cards} {spec.colour}"
    if spec.kind == data.SAME:
        return f"{spec.cards} cards of one value in different colours"
    return "a 1-to-5 run of one colour with that colour's joker"


def score(tiles: Iterable[str], markers: int) -> int:
    """A player's score: the points of their tiles plus 1 per Bonus marker."""
    return sum(_tile(t).points for t in tiles) + markers * data.MARKER_POINTS


def takeable_tiles(state: MythicalsState, player: int | str) -> tuple[str, ...]:
    """The tiles on the board this player's collection could take now, in board order."""
    who = state.players[player] if isinstance(player, int) else state.player_named(player)
    return tuple(t.name for t in state.board_tiles() if can_take(t.name, who.collection))


def player_score(state: MythicalsState, player: Player) -> int:
    """The score a player holds now."""
    return score(player.tiles, player.markers)


# --- Checks shared by the events ------------------------------------------------------


def _check_card_name(card: str, section: str) -> None:
    if card not in _KINDS:
        raise RuleError(
            f"{card!r} is not a Creature card: name one like 'red-4' or 'blue-joker'", section
        )


def _check_copies(state: MythicalsState, cards: Iterable[str], section: str) -> None:
    seen = Counter(state.seen())
    for card, count in Counter(cards).items():
        if seen[card] + count > data.COPIES:
            left = data.COPIES - seen[card]
            raise RuleError(
                f"{card} cannot come up: there are {data.COPIES} copies and "
                f"{'none is' if left == 0 else 'only one is'} left unseen",
                section,
            )


# What the table must do first, said after "the table must": state.STEP_NAMES are headings
# ("the Day card came: ...") and do not read as a sentence there.
_MUST: dict[str, str] = {
    SETUP: "set up the game first",
    COLLECT: "first collect cards, from the deck or the reserve",
    CHOOSE: "first take all the revealed cards of one colour",
    TILE: "take a Mastery tile, or end the turn",
    REINFORCE: "reinforce or lock another tile, or end the turn",
    LAST_COLLECT: "first take the cards of one colour from the two revealed beside the Day card",
    LAST_TILE: "take one last Mastery tile, or end the game",
}


def _expect(state: MythicalsState, steps: tuple[str, ...], doing: str, section: str) -> None:
    if state.step not in steps:
        if state.step == OVER:
            raise RuleError("The game is over", SEC_END)
        if state.step in (LAST_COLLECT, LAST_TILE):
            # The Day card has come: what is allowed now is said under End of the Game.
            section = SEC_END
        elif state.step in (COLLECT, CHOOSE) and section in _AFTER_COLLECTING:
            # A tile, a marker or the end of the turn comes only after collecting.
            section = SEC_COLLECT
        raise RuleError(f"You cannot {doing} now: the table must {_MUST[state.step]}", section)


def _sorted(cards: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=data.card_sort_key))


def _remove(cards: tuple[str, ...], taken: Iterable[str]) -> tuple[str, ...]:
    left = list(cards)
    for card in taken:
        left.remove(card)
    return tuple(left)


def _give_duplicates(state: MythicalsState, added: Iterable[str]) -> MythicalsState:
    """Add the cards to the current player's collection, then send one of each identical pair over."""
    collection = list(state.player.collection) + list(added)
    gift = [card for card, n in Counter(collection).items() for _ in range(n - 1)]
    kept = _remove(tuple(collection), gift)
    state = state.with_player(state.current, replace(state.player, collection=_sorted(kept)))
    opponent = state.opponent
    state = state.with_player(
        1 - state.current, replace(opponent, collection=_sorted(opponent.collection + tuple(gift)))
    )
    return replace(state, last_gift=_sorted(gift))


def _next_turn(state: MythicalsState) -> MythicalsState:
    return replace(state, step=COLLECT, current=1 - state.current, turn=state.turn + 1)


def _finish(state: MythicalsState) -> MythicalsState:
    scores = tuple(player_score(state, p) for p in state.players)
    best = max(scores)
    leaders = [p.name for p, s in zip(state.players, scores) if s == best]
    return replace(state, step=OVER, scores=scores, winner=leaders[0] if len(leaders) == 1 else None)


# --- Applying the events --------------------------------------------------------------


def _set_up(state: MythicalsState, event: SetUp) -> MythicalsState:
    _expect(state, (SETUP,), "set up", SEC_SETUP)
    names = tuple(event.players)
    if len(names) != data.PLAYERS:
        raise RuleError(f"Mythicals is played by {data.PLAYERS} players, not {len(names)}", SEC_SETUP)
    if any(not n.strip() for n in names) or len(set(names)) != len(names):
        raise RuleError("Each player needs a name of their own", SEC_SETUP)
    if len(event.hands) != len(names):
        raise RuleError("Report the cards dealt to each player", SEC_SETUP)
    for name, hand in zip(names, event.hands):
        if len(hand) != data.HAND_SIZE:
            raise RuleError(f"{name} is dealt {data.HAND_SIZE} cards, not {len(hand)}", SEC_SETUP)
        for card in hand:
            _check_card_name(card, SEC_SETUP)
        # The dealer sets a second card aside while it matches the first card's colour.
        if data.card_colour(hand[0]) == data.card_colour(hand[1]):
            raise RuleError(
                f"{name}'s two cards are both {data.card_colour(hand[0])}: a second card of the "
                "first card's colour is set aside and another dealt",
                SEC_SETUP,
            )
    _check_copies(state, [c for hand in event.hands for c in hand], SEC_SETUP)
    if event.starting not in names:
        raise RuleError(f"{event.starting!r} is not one of the players", "Gameplay Overview")
    players = tuple(Player(n, _sorted(h)) for n, h in zip(names, event.hands))
    return replace(
        state, step=COLLECT, players=players, current=names.index(event.starting), turn=1, deck=Deck()
    )


def _reveal(state: MythicalsState, event: Reveal) -> MythicalsState:
    _expect(state, (COLLECT,), "reveal cards", SEC_DECK)
    cards = tuple(event.cards)
    if len(cards) != data.REVEAL_SIZE:
        raise RuleError(f"Reveal {data.REVEAL_SIZE} cards from the deck, not {len(cards)}", SEC_DECK)
    creatures = [c for c in cards if c != data.DAY_CARD]
    for card in creatures:
        _check_card_name(card, SEC_DECK)
    _check_copies(state, creatures, SEC_DECK)
    deck = state.deck
    days = len(cards) - len(creatures)
    if days > 1:
        raise RuleError("There is only one Day card", SEC_END)
    if days and not deck.day_possible_now:
        raise RuleError(
            f"The Day card cannot come yet: it lies among the bottom {deck.day_window} cards "
            f"and {deck.remaining} are left",
            SEC_SETUP,
        )
    if not days and deck.remaining <= data.REVEAL_SIZE:
        raise RuleError("The Day card must be among these last cards of the deck", SEC_END)
    remaining = deck.remaining - data.REVEAL_SIZE
    if days:
        return replace(
            state, step=LAST_COLLECT, revealed=_sorted(creatures), last_gift=(),
            deck=Deck(remaining, 0),
        )
    return replace(
        state, step=CHOOSE, revealed=_sorted(creatures), last_gift=(),
        deck=Deck(remaining, min(deck.day_window, remaining)),
    )


def _collect_revealed(state: MythicalsState, event: CollectRevealed) -> MythicalsState:
    if state.step == COLLECT:
        raise RuleError("No cards are revealed yet: reveal the top 3 cards of the deck first", SEC_DECK)
    _expect(state, (CHOOSE, LAST_COLLECT), "take revealed cards", SEC_DECK)
    section = SEC_END if state.step == LAST_COLLECT else SEC_DECK
    taken = tuple(c for c in state.revealed if data.card_colour(c) == event.colour)
    if not taken:
        shown = ", ".join(state.revealed)
        raise RuleError(f"No revealed card is {event.colour} (revealed: {shown})", section)
    rest = tuple(c for c in state.revealed if data.card_colour(c) != event.colour)
    if state.step == LAST_COLLECT:
        # The game ends this turn: the cards not taken stay on the table.
        return replace(_give_duplicates(state, taken), step=LAST_TILE, revealed=rest)
    state = replace(state, revealed=(), reserve=_sorted(state.reserve + rest))
    return replace(_give_duplicates(state, taken), step=TILE)


def _collect_reserve(state: MythicalsState, event: CollectReserve) -> MythicalsState:
    _expect(state, (COLLECT,), "take cards from the reserve", SEC_RESERVE)
    if not state.reserve:
        raise RuleError("The reserve is empty", SEC_RESERVE)
    taken = tuple(c for c in state.reserve if data.card_colour(c) == event.colour)
    if not taken:
        raise RuleError(f"The reserve holds no {event.colour} card", SEC_RESERVE)
    state = replace(state, reserve=_remove(state.reserve, taken), last_gift=())
    return replace(_give_duplicates(state, taken), step=TILE)


def _take_tile(state: MythicalsState, event: TakeTile) -> MythicalsState:
    if state.step == REINFORCE:
        raise RuleError("You already took a Mastery tile this turn: one tile per turn", SEC_TILE)
    _expect(state, (TILE, LAST_TILE), "take a Mastery tile", SEC_TILE)
    spec = _tile(event.tile)
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
        collection=_remove(player.collection, cards),
        tiles=player.tiles + (spec.name,),
        markers=player.markers + tile.markers,
    )
    state = state.with_player(state.current, player)
    state = state.with_tile(replace(tile, owner=player.name, markers=0))
    state = replace(state, discard=_sorted(state.discard + cards))
    if state.step == LAST_TILE:
        return _finish(state)
    return replace(state, step=REINFORCE)


def _board_tile(state: MythicalsState, name: str, section: str) -> Tile:
    spec = _tile(name)
    tile = state.tile(spec.name)
    if tile.owner is not None:
        raise RuleError(f"{name} is no longer on the board: {tile.owner} took it", section)
    return tile


def _reinforce(state: MythicalsState, event: Reinforce) -> MythicalsState:
    if state.step == TILE:
        raise RuleError(
            "You cannot reinforce a tile now: reinforcing or locking comes only after taking a Mastery "
            "tile this turn",
            SEC_REINFORCE_OR_LOCK,
        )
    _expect(state, (REINFORCE,), "reinforce a tile", SEC_REINFORCE)
    tile = _board_tile(state, event.tile, SEC_REINFORCE)
    if event.markers not in (1, 2):
        raise RuleError(f"Place 1 or 2 Bonus markers, not {event.markers}", SEC_REINFORCE)
    if tile.locked:
        raise RuleError(f"{tile.name} is locked and cannot be reinforced", SEC_LOCK)
    if tile.markers >= data.MAX_MARKERS_ON_TILE:
        raise RuleError(f"That tile already has {data.MAX_MARKERS_ON_TILE} markers", SEC_REINFORCE)
    if tile.markers + event.markers > data.MAX_MARKERS_ON_TILE:
        raise RuleError(
            f"{tile.name} has {tile.markers} marker: a tile holds at most {data.MAX_MARKERS_ON_TILE}",
            SEC_REINFORCE,
        )
    if event.markers > state.supply:
        left = "No Bonus marker is" if state.supply == 0 else f"Only {state.supply} Bonus marker is"
        raise RuleError(f"{left} left to place", SEC_REINFORCE)
    state = state.with_tile(replace(tile, markers=tile.markers + event.markers))
    return _next_turn(replace(state, supply=state.supply - event.markers))


def _lock(state: MythicalsState, event: Lock) -> MythicalsState:
    if state.step == TILE:
        raise RuleError(
            "You cannot lock a tile now: reinforcing or locking comes only after taking a Mastery "
            "tile this turn",
            SEC_REINFORCE_OR_LOCK,
        )
    _expect(state, (REINFORCE,), "lock a tile", SEC_LOCK)
    tile = _board_tile(state, event.tile, SEC_LOCK)
    if tile.locked:
        raise RuleError(f"{tile.name} is already locked", SEC_LOCK)
    if tile.markers:
        raise RuleError(f"{tile.name} has Bonus markers: only a tile without markers can be locked", SEC_LOCK)
    return _next_turn(state.with_tile(replace(tile, locked=True)))


def _end_turn(state: MythicalsState, event: EndTurn) -> MythicalsState:
    # Collecting is required; only what follows it may be skipped.
    section = SEC_COLLECT if state.step in (COLLECT, CHOOSE) else SEC_TILE
    _expect(state, (TILE, REINFORCE, LAST_TILE), "end the turn", section)
    if state.step == LAST_TILE:
        return _finish(state)
    return _next_turn(state)


_APPLY = {
    SetUp: _set_up,
    Reveal: _reveal,
    CollectRevealed: _collect_revealed,
    CollectReserve: _collect_reserve,
    TakeTile: _take_tile,
    Reinforce: _reinforce,
    Lock: _lock,
    EndTurn: _end_turn,
}


def apply(state: MythicalsState, event: object) -> MythicalsState:
    """The state after the event, or RuleError saying why the rules refuse it."""
    handler = _APPLY.get(type(event))
    if handler is None:
        raise RuleError(f"Mythicals has no step called {type(event).__name__}")
    return handler(state, event)


def initial_state() -> MythicalsState:
    """The table before setup: all tiles open on the board, all markers in their zone."""
    return MythicalsState()


# --- Readings of the rulebook where it is silent or unclear ----------------------------


@dataclass(frozen=True)
class Ruling:
    """How the companion reads a point the rulebook leaves open."""

    section: str
    point: str
    reading: str
    why: str


RULINGS: tuple[Ruling, ...] = (
    Ruling(
        SEC_COLLECT,
        "Which identical cards the duplicate check looks at.",
        "After collecting, every pair of identical cards in the collector's collection "
        "(jokers of one colour included) sends one card to the opponent.",
        "The rulebook says to check the whole collection; with two copies of each card the "
        "gift can never make a pair in the opponent's collection.",
    ),
    Ruling(
        SEC_TILE,
        "Whether a tile may be reinforced or locked on a turn without a tile taken.",
        "Only after taking a tile.",
        "The rulebook says 'After taking a tile, you may reinforce or lock'; the Board Game "
        "Arena adaptation does the same.",
    ),
    Ruling(
        SEC_TILE,
        "How many jokers a run or a same-value set may use.",
        "Every joker is wild, one value each; for the black tile the joker is the sixth card "
        "and is not wild.",
        "The rulebook calls the joker wild for any value from 1 to 5; the black tile asks for "
        "a suite of 5 'and the joker'. Two jokers of one colour never stay together in play "
        "(the duplicate rule splits them).",
    ),
    Ruling(
        SEC_TILE,
        "Which cards are discarded when several sets meet a tile.",
        "The players may name the cards; if they do not, real cards go before jokers, then "
        "the lowest run or value.",
        "The rulebook leaves the choice to the player; keeping jokers keeps the most options.",
    ),
    Ruling(
        SEC_END,
        "What 'collects 1 or 2 cards of the same color from the 2 remaining cards' means.",
        "The player takes all the cards of one colour among the two: both if they share a "
        "colour, otherwise one. The duplicate rule still applies. No reinforce or lock follows "
        "the last tile.",
        "It is the ordinary deck collection on two cards; the game ends right after the tile, "
        "so markers placed then could score for no one.",
    ),
    Ruling(
        SEC_END,
        "The example '2 + 4 + 4 + 12 + 5 = 27': no tile scores 12.",
        "Read as tiles of 2, 4, 4 and 10 points, 2 markers taken with the 10-point tile and "
        "5 other markers.",
        "Tiles score 2, 4, 7, 10 or 13; markers score 1 each; the total 27 is what is checked.",
    ),
    Ruling(
        SEC_END,
        "A tie.",
        "The companion announces the tie and no winner; the rulebook asks for another game.",
        "The rulebook gives no tie-breaker.",
    ),
)
