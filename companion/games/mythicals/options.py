"""What may happen next in Mythicals: the step, every event `apply` accepts now, and what each list
on screen may offer. The dashboard shows these answers; it works out none of them.

`options(state).offers` holds, under these keys and only in the steps that show them:
  DEAL      (setup) the Creature cards a dealt card may be;
  REVEAL    (collecting) the cards a revealed card may be: each card with an unseen copy, the Day
            card only once it may lie in the next 3;
  RESERVE   (collecting) the colours the reserve holds;
  REVEALED  (a reveal on the table) the colours that may be taken from it;
  TILES     (the tile step) the tiles the player's collection can take now;
  DISCARD   (the tile step) the player's cards that may be picked to discard for a tile;
  TARGETS   (after a tile) the tiles a reinforcement or a lock may go on now (those of reinforce_choices:
            never a locked tile, nor one already holding the most markers a tile may hold);
  MARKERS   (after a tile) how many markers one reinforcement may place.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from functools import lru_cache
from typing import Any, Mapping

from companion.game import TABLE, Choice, Options, Outcome, Step
from companion.games.mythicals import data
from companion.games.mythicals.data import (
    SEC_COLLECT,
    SEC_DECK,
    SEC_END,
    SEC_REINFORCE_OR_LOCK,
    SEC_SETUP_GAME,
    SEC_TILE,
)
from companion.games.mythicals.events import (
    CollectReserve,
    CollectRevealed,
    EndTurn,
    Lock,
    Reinforce,
    Reveal,
    SetUp,
    TakeTile,
)
from companion.games.mythicals.phases.ending import score
from companion.games.mythicals.phases.tiles import cards_for_tile, requirement, takeable_tiles
from companion.games.mythicals.rulings import (
    CLOSED_STACKS,
    DAY_CARD_WINDOW,
    DISCARD_CHOICE,
    DUPLICATE_GIFT,
    GREY_JOKERS_ONLY,
    JOKERS_WILD,
    LAST_COLLECTION,
    REINFORCE_AFTER_TILE,
    SCORE_EXAMPLE,
    TIE,
)
from companion.games.mythicals.state import (
    CHOOSE,
    COLLECT,
    LAST_COLLECT,
    LAST_TILE,
    OVER,
    REINFORCE,
    SETUP,
    STEP_NAMES,
    TILE,
    MythicalsState,
    Phase,
)

__all__ = [
    "requirement", "score",  # read-outs the dashboard shows: a tile's requirement, a player's points
    "CARD_CHOICES", "DEAL", "DISCARD", "MARKERS", "PLAYER_NAMES", "RESERVE", "REVEAL", "REVEALED",
    "TARGETS", "TILES", "collect_choices", "deal", "gift_note", "is_over", "next_step", "options",
    "outcome", "players_of_setup", "reinforce_choices", "reveal_cards", "reveal_choices",
    "setup_choices", "tile_choices",
]

# The keys of Options.offers (see the module's docstring).
DEAL, REVEAL, RESERVE, REVEALED = "deal", "reveal", "reserve", "revealed"
TILES, DISCARD, TARGETS, MARKERS = "tiles", "discard", "targets", "markers"

# Every distinct Creature card, in the order a collection lays them out.
CARD_CHOICES: tuple[str, ...] = tuple(sorted(data.CARD_KINDS, key=data.card_sort_key))
# The names setup_choices gives the players.
PLAYER_NAMES: tuple[str, ...] = tuple(f"Player {i + 1}" for i in range(data.PLAYERS))

# Where each step stands in the rulebook, what the table does there, and the rulings met.
_SECTIONS: dict[Phase, str] = {
    SETUP: SEC_SETUP_GAME, COLLECT: SEC_COLLECT, CHOOSE: SEC_DECK, TILE: SEC_TILE,
    REINFORCE: SEC_REINFORCE_OR_LOCK, LAST_COLLECT: SEC_END, LAST_TILE: SEC_END, OVER: SEC_END,
}
_PROMPTS: dict[Phase, str] = {
    SETUP: (f"Setup: each player is dealt {data.HAND_SIZE} cards of different colours (a second card of "
            "the first card's colour is set aside and another dealt). Report them here; choose who starts."),
    COLLECT: (f"Collect from the deck: turn over the top {data.REVEAL_SIZE} cards and report them, or take "
              "every card of one colour from the reserve."),
    CHOOSE: "Take all the revealed cards of one colour; the others go to the reserve.",
    TILE: "You may take one Mastery tile, discarding the cards it asks for; or end the turn.",
    REINFORCE: (f"You may reinforce another tile ({' or '.join(map(str, data.MARKERS_PER_REINFORCE))} markers, "
                f"at most {data.MAX_MARKERS_ON_TILE} on a tile) or lock a tile without markers."),
    LAST_COLLECT: "The Day card is set aside: take the cards of one colour from the two beside it.",
    LAST_TILE: "If the collection allows, take one last Mastery tile; then the game is over.",
    OVER: "Count the tiles' points and the Bonus markers: the highest score wins.",
}
_RULINGS: dict[Phase, tuple[str, ...]] = {
    SETUP: (DAY_CARD_WINDOW,),
    COLLECT: (DUPLICATE_GIFT, DAY_CARD_WINDOW),
    CHOOSE: (DUPLICATE_GIFT,),
    TILE: (REINFORCE_AFTER_TILE, JOKERS_WILD, GREY_JOKERS_ONLY, DISCARD_CHOICE, CLOSED_STACKS),
    REINFORCE: (REINFORCE_AFTER_TILE,),
    LAST_COLLECT: (LAST_COLLECTION, DUPLICATE_GIFT),
    LAST_TILE: (LAST_COLLECTION, JOKERS_WILD, GREY_JOKERS_ONLY, DISCARD_CHOICE),
    OVER: (SCORE_EXAMPLE,),
}


# --- The step ---------------------------------------------------------------------------


def next_step(state: MythicalsState) -> Step:
    """Who acts, at which step of the turn, its rulebook section, what to do and the rulings met."""
    phase = state.step
    actor = TABLE if phase in (SETUP, OVER) else state.player.name
    rulings = _RULINGS[phase] + ((TIE,) if state.tie else ())
    return Step(actor, STEP_NAMES[phase], _SECTIONS[phase], _PROMPTS[phase], rulings)


def gift_note(state: MythicalsState) -> str:
    """What the duplicate rule just sent over, while it is news (the tile step after collecting), or ""."""
    if not state.last_gift or state.step not in (TILE, LAST_TILE):
        return ""
    return f"{state.player.name} gave {', '.join(state.last_gift)} to {state.opponent.name}: a duplicate"


def is_over(state: MythicalsState) -> bool:
    """Whether the game has ended (after the Day card's turn)."""
    return state.over


def outcome(state: MythicalsState) -> Outcome | None:
    """The final score and the winner (none for a tie: the rulebook says to play again), or None."""
    if not state.over:
        return None
    scores = " – ".join(f"{p.name} {s}" for p, s in zip(state.players, state.scores))
    verdict = (f"{state.winner} wins" if state.winner
               else "a tie: the rulebook says to play again to find the winner")
    return Outcome((state.winner,) if state.winner else (), f"{scores}: {verdict}",
                   {p.name: s for p, s in zip(state.players, state.scores)})


# --- The choices ------------------------------------------------------------------------


def _faces(cards: tuple[str, ...], colour: str) -> str:
    return ", ".join(data.card_face(c) for c in cards if data.card_colour(c) == colour)


def _colours(cards: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(c for c in data.COLOURS if any(data.card_colour(card) == c for card in cards))


def reveal_cards(state: MythicalsState) -> tuple[str, ...]:
    """The cards a revealed card may be: every Creature card with an unseen copy, the Day card in its window."""
    seen = Counter(state.seen())
    cards = tuple(c for c in CARD_CHOICES if seen[c] < data.COPIES)
    return cards + ((data.DAY_CARD,) if state.deck.day_possible_now else ())


@lru_cache(maxsize=128)
def _reveals(available: tuple[tuple[str, int], ...], day: bool, must_day: bool) -> tuple[Choice, ...]:
    """Every distinct reveal of these unseen cards (card, copies unseen), with or without the Day card."""
    cards = [card for card, _ in available]
    room = dict(available)
    found: list[Choice] = []
    sizes = ([] if must_day else [(data.REVEAL_SIZE, ())]) + ([(data.REVEAL_SIZE - 1, (data.DAY_CARD,))] if day else [])
    for size, extra in sizes:
        for combo in itertools.combinations_with_replacement(cards, size):
            if any(combo.count(c) > room[c] for c in set(combo) if combo.count(c) > 1):
                continue
            shown = combo + extra
            found.append(Choice(f"Revealed {', '.join(shown)}", Reveal(shown), "report"))
    return tuple(found)


def reveal_choices(state: MythicalsState) -> tuple[Choice, ...]:
    """Every distinct set of 3 cards the deck may show now (the Day card only within its window)."""
    seen = Counter(state.seen())
    available = tuple((c, data.COPIES - seen[c]) for c in CARD_CHOICES if seen[c] < data.COPIES)
    deck = state.deck
    return _reveals(available, deck.day_possible_now, deck.remaining <= data.REVEAL_SIZE)


def collect_choices(state: MythicalsState) -> tuple[Choice, ...]:
    """Taking a colour: from the revealed cards (after a reveal) or from the reserve (collecting)."""
    if state.step in (CHOOSE, LAST_COLLECT):
        return tuple(Choice(f"Take {c} ({_faces(state.revealed, c)})", CollectRevealed(c))
                     for c in _colours(state.revealed))
    if state.step == COLLECT:
        return tuple(Choice(f"Reserve: take {c} ({_faces(state.reserve, c)})", CollectReserve(c))
                     for c in _colours(state.reserve))
    return ()


def tile_choices(state: MythicalsState) -> tuple[Choice, ...]:
    """Each tile the collection can take now, with the cards the companion proposes, then ending."""
    if state.step not in (TILE, LAST_TILE):
        return ()
    taking = []
    for tile in takeable_tiles(state, state.current):
        worth = score((tile,), state.tile(tile).markers)  # the rules' scoring: tile points and markers
        taking.append(Choice(f"Take {tile} ({worth} pts)",
                             TakeTile(tile, cards_for_tile(tile, state.player.collection) or ())))
    end = "End the game" if state.step == LAST_TILE else "End the turn (no tile)"
    return (*taking, Choice(end, EndTurn()))


def reinforce_choices(state: MythicalsState) -> tuple[Choice, ...]:
    """After a tile: every reinforcement the markers left allow, every lock, and ending the turn."""
    if state.step != REINFORCE:
        return ()
    found = []
    for tile in state.board_tiles():
        if tile.locked:
            continue
        for n in data.MARKERS_PER_REINFORCE:
            if tile.markers + n <= data.MAX_MARKERS_ON_TILE and n <= state.supply:
                found.append(Choice(f"Place {n} marker{'s' if n != 1 else ''} on {tile.name}",
                                    Reinforce(tile.name, n)))
        if not tile.markers:
            found.append(Choice(f"Lock {tile.name}", Lock(tile.name)))
    return (*found, Choice("End the turn (no marker, no lock)", EndTurn()))


def _offers(state: MythicalsState) -> Mapping[str, tuple[Any, ...]]:
    phase = state.step
    if phase == SETUP:
        return {DEAL: CARD_CHOICES}
    if phase == COLLECT:
        return {REVEAL: reveal_cards(state), RESERVE: _colours(state.reserve)}
    if phase in (CHOOSE, LAST_COLLECT):
        return {REVEALED: _colours(state.revealed)}
    if phase in (TILE, LAST_TILE):
        return {TILES: takeable_tiles(state, state.current), DISCARD: state.player.collection}
    if phase == REINFORCE:
        # The tiles of the reinforcements and locks the rules allow now, in the board's order: no second copy
        # of the rule (a locked tile, a full one or a lock on markers is simply not among them).
        targets = (c.event.tile for c in reinforce_choices(state) if isinstance(c.event, (Reinforce, Lock)))
        return {TARGETS: tuple(dict.fromkeys(targets)), MARKERS: data.MARKERS_PER_REINFORCE}
    return {}


def options(state: MythicalsState) -> Options:
    """The step, every event `apply` accepts now (reveals as reports), and what each list may offer."""
    step = next_step(state)
    phase = state.step
    if phase == SETUP:
        choices = tuple(Choice(_deal_label(e), e, "report") for e in setup_choices(0))
    elif phase == COLLECT:
        choices = reveal_choices(state) + collect_choices(state)
    else:
        choices = collect_choices(state) + tile_choices(state) + reinforce_choices(state)
    return Options(step, choices, _offers(state))


# --- Setup ------------------------------------------------------------------------------


def deal(rng: random.Random, players: tuple[str, ...] = PLAYER_NAMES) -> SetUp:
    """A setup as the rulebook deals it: 2 cards of different colours each, a random starting player."""
    cards = [c for c in data.CARD_KINDS for _ in range(data.COPIES)]
    rng.shuffle(cards)
    hands = []
    for _ in players:
        hand = [cards.pop()]
        aside = []
        while len(hand) < data.HAND_SIZE:
            card = cards.pop()
            if any(data.card_colour(card) == data.card_colour(h) for h in hand):
                aside.append(card)  # set aside; shuffled back with the rest
            else:
                hand.append(card)
        hands.append(tuple(hand))
        cards.extend(aside)
        rng.shuffle(cards)
    return SetUp(tuple(players), tuple(hands), rng.choice(players))


def _deal_label(event: SetUp) -> str:
    hands = "; ".join(f"{n}: {', '.join(h)}" for n, h in zip(event.players, event.hands))
    return f"Dealt {hands}; {event.starting} starts"


def setup_choices(seed: int, count: int = 3) -> tuple[SetUp, ...]:
    """A few legal setups, dealt from a shuffle seeded by `seed`."""
    rng = random.Random(seed)
    return tuple(deal(rng) for _ in range(count))


def players_of_setup(event: Any) -> tuple[str, ...] | None:
    """The players' names if `event` is the setup, else None."""
    return tuple(event.players) if isinstance(event, SetUp) else None
