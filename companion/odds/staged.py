"""Staged reveals: one card from each of several decks, in order, stopping when it is enough."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Hashable, Mapping, Sequence

from companion.odds.decks import Deck
from companion.odds.dist import Dist
from companion.validate import is_whole, whole


@dataclass(frozen=True)
class StagedOdds:
    """The odds of a staged reveal against `need`; k counts the cards revealed (1..len(decks)).

    reach[k]  = P(total + bonus >= need) after revealing exactly k cards
    exceed[k] = P(total + bonus >  need) after revealing exactly k cards
    totals[k-1] = the distribution of total + bonus after k cards
    policy_success, policy_expected_cards: for the player who reveals the next card
    only while short of `need` and while `need` can still be reached.
    """

    need: int
    bonus: int
    reach: dict[int, Fraction]
    exceed: dict[int, Fraction]
    totals: tuple[Dist, ...]
    policy_success: Fraction
    policy_expected_cards: Fraction

    def __hash__(self) -> int:
        return hash((self.need, self.bonus, self.totals))


def as_deck(deck: Deck | Mapping[Hashable, int], name: str = "decks") -> Deck:
    """A Deck from a Deck or a {value: count} mapping, refusing an empty one."""
    if not isinstance(deck, Deck):
        if not isinstance(deck, Mapping):
            raise ValueError(f"{name}: expected a deck {{value: count}}, got {deck!r}")
        deck = Deck(deck)
    if deck.size == 0:
        raise ValueError(f"{name}: a deck to reveal from is empty")
    for card, _ in deck:
        if not is_whole(card):
            raise ValueError(f"{name}: card values must be whole numbers, got {card!r}")
    return deck


def staged_reveal(
    decks: Sequence[Deck | Mapping[int, int]], need: int, *, bonus: int = 0
) -> StagedOdds:
    """Odds of reaching and exceeding `need` revealing one card from each deck in order."""
    if isinstance(decks, (Mapping, Deck, str, bytes)) or not isinstance(decks, Sequence):
        raise ValueError(f"decks: expected a sequence of decks, got {decks!r}")
    if not decks:
        raise ValueError("decks: at least one deck is needed, got none")
    need = whole(need, "need")
    bonus = whole(bonus, "bonus")
    checked = [as_deck(d, f"decks[{i}]") for i, d in enumerate(decks)]

    reach: dict[int, Fraction] = {}
    exceed: dict[int, Fraction] = {}
    totals: list[Dist] = []
    total = Dist.constant(bonus)
    for k, deck in enumerate(checked, start=1):
        total = total + deck.draw()
        totals.append(total)
        reach[k] = total.at_least(need)
        exceed[k] = total.at_least(need + 1)

    # best_rest[i]: the most the decks from i on can still add.
    best_rest = [0] * (len(checked) + 1)
    for i in range(len(checked) - 1, -1, -1):
        best_rest[i] = best_rest[i + 1] + checked[i].max_value()

    # Follow the still-revealing totals as whole-number weights over `den`.
    active: dict[int, int] = {bonus: 1}
    den = 1
    success = 0       # weight over `den_final`, scaled as we go
    cards = 0
    # Scale earlier stops to the final denominator by multiplying by later deck sizes.
    later = [1] * (len(checked) + 1)
    for i in range(len(checked) - 1, -1, -1):
        later[i] = later[i + 1] * checked[i].size
    for i, deck in enumerate(checked):
        going: dict[int, int] = {}
        for t, w in active.items():
            if t >= need:
                success += w * later[i]
                cards += i * w * later[i]
            elif t + best_rest[i] < need:
                cards += i * w * later[i]
            else:
                going[t] = w
        active = {}
        for t, w in going.items():
            for value, copies in deck:
                s = t + value
                active[s] = active.get(s, 0) + w * copies
        den *= deck.size
    n = len(checked)
    for t, w in active.items():
        if t >= need:
            success += w
        cards += n * w
    return StagedOdds(
        need=need,
        bonus=bonus,
        reach=reach,
        exceed=exceed,
        totals=tuple(totals),
        policy_success=Fraction(success, den),
        policy_expected_cards=Fraction(cards, den),
    )
