"""Mysthea: The Fall — the odds of an Attack made with Command Cards.

Rulebook, "Attack Enemies" and "Attack a Monster": the attacker reveals the top card
of the Era I deck, may pay for a second from Era II, then a third from Era III (never
two from one Era); the Command Points add up to the Strength Points. Enemies fall
when the total covers their cost, a Monster when the total is at least its Strength;
a total above that gives an Eradication Bonus ("Eradication Bonus"). The Lone
Survivor reveals Era III first, then II, then I ("Characters"). Anuth adds 2 to
every Attack, and 2 more with her Relic ("Characters").
"""

from __future__ import annotations

from typing import Hashable, Mapping, Sequence

from companion.games.fall.data import ENEMY_STRENGTH_COST
from companion.odds.decks import Deck
from companion.odds.dist import Dist
from companion.odds.staged import StagedOdds, staged_reveal
from companion.validate import count, whole

# Rulebook "Attack Enemies": one card from each Era deck, in this order.
ERA_ORDER: tuple[str, ...] = ("I", "II", "III")
# Rulebook "Characters", The Lone Survivor: Era III, then II, then I.
LONE_SURVIVOR_ORDER: tuple[str, ...] = ("III", "II", "I")
# Rulebook "Characters", Anuth: +2 Strength Points on every Attack; the Relic adds +2 more.
ANUTH_BONUS = 2
ANUTH_RELIC_BONUS = 2
# Rulebook "Attack Enemies": the Strength Points a Golem and a Troop or Parasite cost.
GOLEM_COST = ENEMY_STRENGTH_COST.value["Golem"]
TROOP_COST = ENEMY_STRENGTH_COST.value["Troop"]
PARASITE_COST = ENEMY_STRENGTH_COST.value["Parasite"]


def attack_odds(
    decks: Sequence[Mapping[int, int] | Deck], need: int, *, bonus: int = 0
) -> StagedOdds:
    """Odds of an Attack revealing one card per Era deck, in the order given (1 to 3 decks).

    `decks` are {command_points: copies} in reveal order, already without the cards
    known to be out of them; `need` the Strength Points needed; `bonus` flat Strength
    (Anuth). reach[k] is the chance k cards defeat the target, exceed[k] the chance
    they also earn the Eradication Bonus.
    """
    if isinstance(decks, (Mapping, Deck)) or not isinstance(decks, Sequence):
        raise ValueError(f"decks: expected a list of 1 to 3 Era decks, got {decks!r}")
    if not 1 <= len(decks) <= 3:
        raise ValueError(f"decks: an Attack reveals from 1 to 3 Era decks, got {len(decks)}")
    count(need, "need: the Strength Points needed", low=1)
    return staged_reveal(decks, need, bonus=bonus)


def enemies_cost(golems: int = 0, troops: int = 0, parasites: int = 0) -> int:
    """The Strength Points needed to defeat every Enemy in a Region (rulebook "Attack Enemies")."""
    for name, n in (("golems", golems), ("troops", troops), ("parasites", parasites)):
        count(n, name)
    return golems * GOLEM_COST + troops * TROOP_COST + parasites * PARASITE_COST


def reveal_order(decks_by_era: Mapping[str, Mapping[int, int] | Deck], *, lone_survivor: bool = False,
                 cards: int = 3) -> list[Mapping[int, int] | Deck]:
    """The first `cards` Era decks in the order the attacker reveals them (The Lone Survivor reverses it)."""
    order = LONE_SURVIVOR_ORDER if lone_survivor else ERA_ORDER
    count(cards, "cards: the cards an Attack reveals", low=1, high=3)
    missing = [era for era in order[:cards] if era not in decks_by_era]
    if missing:
        raise ValueError(f"decks_by_era: no deck given for Era {', '.join(missing)}")
    return [decks_by_era[era] for era in order[:cards]]


def without_seen(deck: Mapping[int, int] | Deck, seen: Sequence[Hashable] | Mapping[Hashable, int]) -> Deck:
    """An Era deck without the cards known to be out of it (discarded or revealed earlier)."""
    return Deck(deck).without(seen)


def chronicle_strength(deck: Mapping[int, int] | Deck, cards: int, *, bonus: int = 0) -> Dist:
    """Chronicle Game: the Strength Points of `cards` cards drawn from one personal deck, plus bonus.

    Rulebook "Chronicle Game System": a Chronicle player draws up to three cards from a
    personal deck instead of one per Era deck, so the cards come without replacement.
    """
    count(cards, "cards: the cards an Attack reveals", low=1, high=3)
    whole(bonus, "bonus")
    d = deck if isinstance(deck, Deck) else Deck(deck)
    return d.sum_of(cards) + bonus


def table_odds(state, kind: str, target: str) -> StagedOdds:  # type: ignore[no-untyped-def]
    """The odds of the current player's attack on `target` at this table, the cards already seen counted.

    `kind` is "enemies" (a region's group) or "monster" (a crater's Monster). Each Era deck is what
    the state says is left in it (a depleted deck is its discards, reshuffled, as the rules say);
    with an attack under way on that target, its revealed cards count and only the decks still to come
    are drawn. reach[k] and exceed[k] count the cards still to reveal.
    """
    from companion.games.fall.data import fall_monster

    player = state.player
    order = LONE_SURVIVOR_ORDER if player.character == "The Lone Survivor" else ERA_ORDER
    bonus = ANUTH_BONUS if player.character == "Anuth" else 0
    bonus += ANUTH_RELIC_BONUS if state.anuth_relic else 0
    if kind == "enemies":
        e = state.enemies(target)
        need = enemies_cost(e.golems, e.troops, e.parasites)
    elif kind == "monster":
        monster = state.monster_on(target)
        if monster is None:
            raise ValueError(f"target: no Monster is on the island of {target!r}")
        need = fall_monster(monster.name).fall_strength
    else:
        raise ValueError(f"kind: 'enemies' or 'monster', got {kind!r}")
    revealed: tuple = ()
    if state.attack is not None and state.attack.kind == kind and state.attack.target == target:
        revealed = state.attack.cards
    bonus += sum(c.value for c in revealed)
    decks = []
    for era in order[len(revealed):]:
        d = state.deck(era)
        cards = d.pile or d.discards
        counts: dict[int, int] = {}
        for c in cards:
            counts[c.value] = counts.get(c.value, 0) + 1
        decks.append(counts)
    if not decks:
        raise ValueError("the attack has revealed its three cards: nothing is left to draw")
    return staged_reveal(decks, max(need, 1), bonus=bonus)


def table_night_forecast(state):  # type: ignore[no-untyped-def]
    """What the next Event Card will set off at this table (a Dist of night.NightEvent), from its Event Board."""
    from companion.games.fall.phases.night_odds import next_night_event, night_deck_left

    return next_night_event(night_deck_left(state.event_board))


def table_colossus_within(state, nights: int):  # type: ignore[no-untyped-def]
    """P(a Colossus Card within the next `nights` Nights) at this table, reshuffles included."""
    from companion.games.fall.phases.night_odds import night_deck_left, p_colossus_within

    return p_colossus_within(night_deck_left(state.event_board), nights)
