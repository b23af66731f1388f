"""Mystling Academy's odds: when a named card reaches a slot.

What "reaching a slot" means (rulebook "Turn Structure", step 4, and Combat Setup steps
12-13): the four Card Slots are the only place a card can be played from, and the only
way into them is being drawn. After each played card the others slide right and the
empty slots are refilled from the top of the deck (in play that is slot 1, at setup
slots 4, 3, 2, 1 in turn); Prepare (a Bonus Action) discards a slotted card and draws
one. So a card reaches a slot within the next n draws exactly when it is among the next
n cards of the deck. When a draw finds the deck empty, the discard pile is shuffled into
a new deck; what that pile will hold depends on the cards played until then, so the
caller passes it in (`next_deck`) when n goes past the cards left.

The solo Enemy Attack deck works the same way into slot 1 of the Enemy's row, one card
per Enemy turn, except that its top card lies face up ("Combat setup" 4e) and is known.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb
from collections.abc import Iterable, Mapping

from dataclasses import replace

from companion.games.mystling.data import OPENING_SLOT_ORDER
from companion.games.mystling.events import EnemyMove, EnemyResolve, EnemyToken
from companion.games.mystling.rules import (NO_CHOICE, apply, enemy_effects, enemy_move_choices, enemy_token_targets,
                                            settle)
from companion.games.mystling.state import ENEMY_SIDE, MystlingState, Phase
from companion.odds import Deck, Dist, p_any_within
from companion.validate import count


def deck_of(cards: Mapping[str, int] | Iterable[str] | Deck, *, name: str = "deck_left") -> Deck:
    """A deck from {card name: copies}, a list of card names or a Deck, refusing bad counts by parameter name."""
    if isinstance(cards, Deck):
        return cards
    if isinstance(cards, (str, bytes)) or not isinstance(cards, (Mapping, Iterable)):
        raise ValueError(f"{name}: expected card names or a mapping name -> copies, got {cards!r}")
    if isinstance(cards, Mapping):
        counts = dict(cards)
    else:
        counts = {}
        for card in cards:
            if not isinstance(card, str):
                raise ValueError(f"{name}: card names are texts, got {card!r}")
            counts[card] = counts.get(card, 0) + 1
    for card, n in counts.items():
        count(n, f"{name}: the copies of {card!r}")
    return Deck(counts)


def _check_n(n: int) -> int:
    return count(n, "n: the draws")


def _p_within(card: str, deck: Deck, n: int, next_deck: Mapping[str, int] | Iterable[str] | None) -> Fraction:
    if n <= deck.size:
        return p_any_within(deck.count(card), deck.size, n)
    if deck.count(card):
        return Fraction(1)  # the whole deck is drawn before the reshuffle
    if next_deck is None:
        raise ValueError(
            f"next_deck: {n} draws go past the {deck.size} cards left, so the reshuffled discard pile is needed"
        )
    after = deck_of(next_deck, name="next_deck")
    if n - deck.size > after.size:
        raise ValueError(f"n: {n} draws go past the cards left and the reshuffled deck ({deck.size} + {after.size})")
    return p_any_within(after.count(card), after.size, n - deck.size)


def p_reaches_slot_within(
    card: str,
    deck_left: Mapping[str, int] | Iterable[str],
    n: int,
    *,
    next_deck: Mapping[str, int] | Iterable[str] | None = None,
) -> Fraction:
    """P(a copy of `card` is drawn into a slot within the next n draws from the cards left in the deck)."""
    return _p_within(card, deck_of(deck_left), _check_n(n), next_deck)


# first_slotting_draw gives one chance per draw that can come first: past this many cards
# in the deck the answer is too long to be of use, and it is refused at once.
MAX_FIRST_DRAW_DECK = 10_000


def first_slotting_draw(card: str, deck_left: Mapping[str, int] | Iterable[str]) -> Dist:
    """Which of the coming draws (1 = the next) first brings a copy of `card` into a slot.

    For decks of at most MAX_FIRST_DRAW_DECK cards; a larger one is refused.
    """
    deck = deck_of(deck_left)
    copies, size = deck.count(card), deck.size
    if not copies:
        raise ValueError(f"card: {card!r} is not among the cards left in the deck")
    if size > MAX_FIRST_DRAW_DECK:
        raise ValueError(
            f"deck_left: the draw that first brings a card is answered for decks of up to "
            f"{MAX_FIRST_DRAW_DECK} cards, this one holds {size}"
        )
    # P(first copy at draw k) = C(size - k, copies - 1) / C(size, copies): the other copies lie
    # among the cards after the k-th. Each weight follows from the one before in one step.
    weights: dict[int, int] = {}
    w = comb(size - 1, copies - 1)
    for k in range(1, size - copies + 2):
        weights[k] = w
        # C(size-k-1, copies-1) = C(size-k, copies-1) * (size-k-copies+1) / (size-k)
        if size - k:
            w = w * (size - k - copies + 1) // (size - k)
    return Dist.from_counts(weights)


def opening_slot(card: str, deck: Mapping[str, int] | Iterable[str]) -> Dist:
    """The best slot (highest Power) a copy of `card` lands in at setup, 0 if it stays in the deck."""
    full = deck_of(deck, name="deck")
    copies, size = full.count(card), full.size
    if size < len(OPENING_SLOT_ORDER):
        raise ValueError(f"deck: setup fills four slots, the deck holds {size} cards")
    if not copies:
        return Dist.constant(0)
    first = first_slotting_draw(card, full)
    # Setup step 12 fills slot 4 first, so the first copy drawn sits in the best slot.
    return first.map(lambda k: OPENING_SLOT_ORDER[k - 1] if k <= len(OPENING_SLOT_ORDER) else 0)


def p_in_opening_slots(card: str, deck: Mapping[str, int] | Iterable[str], *, mulligan_if_missing: bool = False) -> Fraction:
    """P(`card` is in one of the four slots after setup, taking the mulligan when it is missing if asked)."""
    full = deck_of(deck, name="deck")
    slots = len(OPENING_SLOT_ORDER)
    needed = 2 * slots if mulligan_if_missing else slots
    if full.size < needed:
        raise ValueError(f"deck: {full.size} cards are too few to fill the slots (and mulligan)")
    copies = full.count(card)
    first = p_any_within(copies, full.size, slots)
    if not mulligan_if_missing or first == 1:
        return first
    # Combat Setup step 13: the four set aside are shuffled back only after the new four are drawn.
    return first + (1 - first) * p_any_within(copies, full.size - slots, slots)


def p_enemy_attack_within(
    card: str,
    top: str,
    deck_left: Mapping[str, int] | Iterable[str],
    n: int,
    *,
    next_deck: Mapping[str, int] | Iterable[str] | None = None,
) -> Fraction:
    """Solo: P(Enemy Attack `card` comes into the Enemy's slot 1 within n Enemy turns; `top` is the face-up top card, counted in deck_left)."""
    deck = deck_of(deck_left)
    n = _check_n(n)
    if not deck.count(top):
        raise ValueError(f"top: the face-up top card {top!r} must be one of the cards in deck_left")
    if n == 0:
        return Fraction(0)
    if top == card:
        return Fraction(1)
    return _p_within(card, deck.without([top]), n - 1, next_deck)


def enemy_next_attacks(
    deck_left: Mapping[str, int] | Iterable[str],
    top: str = "",
    *,
    refill: Mapping[str, int] | Iterable[str] = (),
) -> tuple[Dist, Dist | None]:
    """Solo: which Enemy Attack card the Enemy's next turn draws, and which the turn after it draws.

    `deck_left` holds the cards left in the Enemy deck, `top` its face-up top card when the table has
    reported it ("" when not). `refill` is what the Enemy discard will hold when the deck runs out
    (Enemy Turn Order 1: slot 5's card slides onto it first); it is shuffled into the new deck. The
    second answer is None when no card would come (an empty deck and an empty refill).
    """
    deck = deck_of(deck_left)
    if not deck.size:
        raise ValueError("deck_left: the Enemy deck is empty, so no card comes into slot 1 (ruling enemy_deck_empties)")
    if top and not deck.count(top):
        raise ValueError(f"top: the face-up top card {top!r} must be one of the cards in deck_left")
    first = Dist.constant(top) if top else Dist.from_counts(deck.counts)
    if deck.size >= 2:
        # Every card but the top is alike to come next; unseen, each copy is alike to be second.
        rest = deck.without([top]) if top else deck
        return first, Dist.from_counts(rest.counts)
    after = deck_of(refill, name="refill")
    return first, (Dist.from_counts(after.counts) if after.size else None)


def enemy_card_damage(state: MystlingState, card: str) -> int:
    """Solo: the least Damage Enemy Attack `card` deals you if its effects resolve now, in their order, from where
    both Mystlings stand (a Rush or Retreat first moves the Enemy; you pick among tied spaces, Golden Rule 3).

    Only the card's effects count (not the Special Ability); a text effect deals nothing here (applied by hand).
    """
    if state.enemy is None or not state.players:
        raise ValueError("state: the Enemy's card is resolved in a solo Combat under way")
    trial = replace(state, phase=Phase.ENEMY, active=ENEMY_SIDE, said=(),
                    pending=enemy_effects(state, card))
    before = state.players[0].damage
    return min(_damage_after(settle(trial)), default=before) - before


def _damage_after(state: MystlingState) -> list[int]:
    """Your Damage at the end of every way the Enemy's effects pending can go (each tie picked in turn)."""
    if not state.pending or state.phase is not Phase.ENEMY:
        return [state.players[0].damage]
    head = state.pending[0]
    if head.kind in NO_CHOICE:
        return _damage_after(apply(state, EnemyResolve()))
    if head.kind in ("rush", "retreat"):
        return [d for sp in sorted(enemy_move_choices(state, head)) for d in _damage_after(apply(state, EnemyMove(sp)))]
    if head.kind == "token":
        # where a token goes deals no Damage by itself: one placement stands for all
        space, move_from = enemy_token_targets(state, head.range)[0]
        return _damage_after(apply(state, EnemyToken(space, move_from)))
    return [state.players[0].damage]
