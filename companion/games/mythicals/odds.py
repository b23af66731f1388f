"""Mythicals — when the Day card comes, and the chance to see a wanted card before it.

Rulebook "Creature Cards" (setup): 8 Creature cards and the Day card are shuffled
together and put under the rest of the deck, so the Day card lies somewhere in the
bottom 9 cards, each place equally likely. Rulebook "Collect Cards from the Deck":
a reveal turns up the top 3 cards. "End of the Game": the game ends with the reveal
that shows the Day card, so no card below that reveal is ever seen.

While more than 9 cards are left, the Day card is still in the bottom 9; once 9 or
fewer are left, having not shown yet, it is equally likely to be any remaining card.
"""

from __future__ import annotations

from fractions import Fraction

from companion.odds.decks import p_any_within
from companion.odds.dist import Dist
from companion.validate import whole

# The Day card lies among the bottom DAY_WINDOW cards (shuffled with 8 at setup), and each
# reveal turns up REVEAL_SIZE cards: one source for both, the game's data.
from companion.games.mythicals.data import DAY_WINDOW, DECK_SIZE, REVEAL_SIZE

# The cards the deck can hold before a reveal: the deck after setup, less whole reveals
# (setup's set-aside cards go back into it, and taking from the reserve leaves it alone).
DECK_SIZES: tuple[int, ...] = tuple(range(DECK_SIZE, 0, -REVEAL_SIZE))


def check_deck_left(deck_size: int) -> int:
    """`deck_size` if a Mythicals deck can hold that many cards before a reveal, else ValueError in plain words."""
    if deck_size not in DECK_SIZES or not isinstance(deck_size, int) or isinstance(deck_size, bool):
        raise ValueError(
            f"A Mythicals deck cannot hold {deck_size!r} cards before a reveal: it starts with {DECK_SIZE} "
            f"(the Day card included) and each reveal takes {REVEAL_SIZE}, so it holds "
            f"{', '.join(map(str, DECK_SIZES[:3]))}, ... or {DECK_SIZES[-1]}"
        )
    return deck_size


def day_position(deck_size: int) -> Dist:
    """Where the Day card lies, counted from the top (1 = the next card), given it has not shown."""
    deck_size = whole(deck_size, "deck_size", low=1)
    lowest = max(1, deck_size - DAY_WINDOW + 1)
    return Dist.from_counts({p: 1 for p in range(lowest, deck_size + 1)})


def _reveal_of(position: int) -> int:
    return (position + REVEAL_SIZE - 1) // REVEAL_SIZE


def reveals_until_day(deck_size: int) -> Dist:
    """How many reveals from the deck until the one that shows the Day card (that one included)."""
    return day_position(deck_size).map(_reveal_of)


def p_day_next_reveal(deck_size: int) -> Fraction:
    """P(the next reveal shows the Day card); deck_size counts the cards left, the Day card included."""
    return reveals_until_day(deck_size).prob(1)


def p_within(copies: int, deck_size: int, n: int) -> Fraction:
    """P(at least one of `copies` given Creature cards shows among the next n cards revealed).

    deck_size counts the cards left, the Day card included. Cards under the reveal
    that shows the Day card are never revealed: the game ends there.
    """
    deck_size = whole(deck_size, "deck_size", low=1)
    copies = whole(copies, "copies", low=0)
    n = whole(n, "n", low=0)
    creatures = deck_size - 1
    if copies > creatures:
        raise ValueError(f"copies: {copies} copies cannot be among the {creatures} Creature cards left")
    if n > deck_size:
        raise ValueError(f"n: cannot reveal {n} cards from a deck of {deck_size}")
    total = Fraction(0)
    for position, p in day_position(deck_size).items():
        last_seen = min(n, _reveal_of(position) * REVEAL_SIZE, deck_size)
        seen_creatures = last_seen - (1 if position <= last_seen else 0)
        # The Creature cards are shuffled uniformly around the Day card's place.
        total += p * p_any_within(copies, creatures, seen_creatures)
    return total


def p_within_reveals(copies: int, deck_size: int, reveals: int) -> Fraction:
    """P(at least one of `copies` given Creature cards shows in the next `reveals` reveals from the deck."""
    reveals = whole(reveals, "reveals", low=0)
    deck_size = whole(deck_size, "deck_size", low=1)
    return p_within(copies, deck_size, min(deck_size, reveals * REVEAL_SIZE))
