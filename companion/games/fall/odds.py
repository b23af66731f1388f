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

from collections import Counter
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Hashable, Mapping, Sequence

from companion.games.fall.data import (  # noqa: F401  (the constants re-exported for the odds' callers)
    ANUTH_BONUS, ANUTH_RELIC_BONUS, ENEMY_STRENGTH_COST, ERA_ORDER, LONE_SURVIVOR_ORDER,
)
from companion.odds.decks import Deck
from companion.odds.dist import Dist
from companion.odds.staged import StagedOdds, staged_reveal
from companion.validate import count, whole

if TYPE_CHECKING:
    from companion.games.fall.state import FallState

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


def table_odds(state: FallState, kind: str, target: str) -> StagedOdds:
    """The odds of the current player's attack on `target` at this table, the cards already seen counted.

    `kind` is "enemies" (a region's group) or "monster" (a crater's Monster). Each Era deck is what
    the state says is left in it (a depleted deck is its discards, reshuffled, as the rules say);
    with an attack under way on that target, its revealed cards count and only the decks still to come
    are drawn. reach[k] and exceed[k] count the cards still to reveal.
    """
    from companion.games.fall.phases.attack import era_order, flat_bonus

    player = state.player
    if player.deck is not None:
        raise ValueError(f"{player.name} draws from a personal deck (Chronicle): weigh it with attack_advice")
    order = era_order(state)
    bonus = flat_bonus(state)
    need = _need(state, kind, target)
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


def table_night_forecast(state: FallState) -> Dist:
    """What the next Event Card will set off at this table (a Dist of night.NightEvent), from its Event Board."""
    from companion.games.fall.phases.night_odds import next_night_event, night_deck_left

    return next_night_event(night_deck_left(state.revealed))


def table_colossus_within(state: FallState, nights: int) -> Fraction:
    """P(a Colossus Card within the next `nights` Nights) at this table, reshuffles included."""
    from companion.games.fall.phases.night_odds import night_deck_left, p_colossus_within

    return p_colossus_within(night_deck_left(state.revealed), nights)


# ----- the odds where each decision is made: one more card, Investigate, the coming Night -----

NIGHTS_AHEAD = 3  # how many Nights the Colossus forecast looks ahead (a display choice, not a rule)


@dataclass(frozen=True)
class CardsOdds:
    """P(success) and P(Eradication Bonus) once `cards` more cards are revealed (0: resolving now)."""

    cards: int
    success: Fraction
    bonus: Fraction


@dataclass(frozen=True)
class AttackAdvice:
    """An attack weighed at the table: what it needs, what is revealed, and the odds with 0..3 more cards.

    `rows` start with 0 more cards while the attack is under way; `next_era` is the deck the next card
    comes from (None after three; "personal" for a Chronicle personal deck) and `next_from` it in words;
    `next_cost` the Qoam colours that pay for it (any one of them), `can_pay` whether the player can pay
    it, `no_bonus` why no Eradication Bonus can come ('' if one can), `next_strength` the Strength after
    one more card, and `advice` the answer in one plain sentence. `payable` is how many more cards the
    player can pay for (rows beyond it cannot be played), `flat` the Strength counted in every row without
    a card (Anuth's), and `partial` what resolving now defeats short of the whole group ('' if nothing or
    all; the setting partial_attacks).
    """

    kind: str
    target: str
    need: int
    strength: int
    revealed: tuple[tuple[int, str], ...]
    rows: tuple[CardsOdds, ...]
    next_era: str | None
    next_from: str
    next_cost: tuple[str, ...]
    can_pay: bool
    no_bonus: str
    next_strength: Dist | None
    advice: str
    payable: int = 0
    flat: int = 0
    partial: str = ""

    def row(self, cards: int) -> CardsOdds | None:
        """The odds with `cards` more cards, or None when that many cannot be revealed."""
        return next((r for r in self.rows if r.cards == cards), None)


def _weighed(state: FallState, kind: str, target: str, cards: tuple) -> FallState:
    """The state with an attack on the target holding `cards` (the one under way, or one just begun)."""
    from companion.games.fall.state import PendingAttack

    return replace(state, attack=PendingAttack(kind, target, tuple(cards)))


def _outcomes(weighed: FallState, totals: Sequence[int]) -> dict[int, tuple[bool, bool]]:
    """{points: (success, bonus)} of resolving the weighed attack with each total after at least one more card,
    by the attack's own rules (a total with no card revealed has no banner: see attack_advice)."""
    from companion.games.fall.phases.attack import bonus_earned, defeated, strength
    from companion.games.fall.state import Card, PendingAttack

    attack = weighed.attack
    assert attack is not None
    flat = strength(replace(weighed, attack=replace(attack, cards=())))
    enemies = weighed.enemies(attack.target)
    need = _need(weighed, attack.kind, attack.target)
    # A private copy whose attack holds one card carrying every point but the flat bonus (the rules read
    # only the total and the banners); swapping its attack in place spares a copy of the table per total.
    probe = replace(weighed)
    out = {}
    for points in totals:
        object.__setattr__(probe, "attack", PendingAttack(attack.kind, attack.target, (Card(points - flat, "red"),)))
        if attack.kind == "monster":
            success = points >= need
        else:
            success = defeated(enemies, points, partial=weighed.settings.partial_attacks) == enemies
        out[points] = (success, bonus_earned(probe))
    return out


def _no_bonus_reason(weighed: FallState) -> str:
    """Why no Eradication Bonus can come from this attack whatever is revealed ('' if one can)."""
    attack = weighed.attack
    assert attack is not None
    others = [m for m in weighed.monsters if attack.kind != "monster" or m.crater != attack.target]
    if any(m.name.startswith("Onygauros") for m in others):
        return "while Onygauros is in play no one benefits from an Eradication Bonus (Monster Cards: Onygauros)"
    return ""


def chance_words(p: Fraction) -> str:
    """A chance as the advice says it: "for certain", "never", or "with a 62.5 % chance (5/8)"."""
    if p == 1:
        return "for certain"
    if p == 0:
        return "never"
    percent = f"{float(p) * 100:.1f}"
    article = "an" if percent.startswith(("8", "11.", "18.")) else "a"  # "an 80.0 %", "an 11.5 %"
    return f"with {article} {percent} % chance ({p.numerator}/{p.denominator})"


def _cards_words(k: int) -> str:
    return "one more card" if k == 1 else f"{k} more cards"


def _advice_text(a: AttackAdvice, player: str) -> str:
    """One plain sentence: where the attack stands and what one more card would change, at what cost,
    in the words of the rows' own numbers."""
    now, one = a.row(0), a.row(1)
    if a.next_era is None:
        return f"{a.strength} Strength against {a.need}: all three cards are revealed, resolve the attack."
    colours = " or ".join(a.next_cost)
    deck = a.next_from
    cost = f"a {colours} Qoam for the card from {deck}"
    pay = "" if a.can_pay else f", which {player} cannot pay"
    if now is None:
        return f"{a.need} Strength needed; the first card, from {deck}, costs a {colours} Qoam{pay}."
    assert one is not None
    if now.success and (now.bonus or a.no_bonus):
        why = "with the Eradication Bonus" if now.bonus else f"and no bonus can come: {a.no_bonus}"
        return (f"{a.strength} Strength against {a.need}: the target falls now {why}; another card adds "
                "nothing, so resolve the attack.")
    if now.success:
        if all(r.bonus == 0 for r in a.rows):
            return (f"{a.strength} Strength against {a.need}: enough now, and no card left can add the "
                    "Eradication Bonus: resolve the attack.")
        return (f"{a.strength} Strength against {a.need}: enough now, but no Eradication Bonus yet; one more "
                f"card ({cost}{pay}) earns it {chance_words(one.bonus)}.")
    now_does = (f"resolving now defeats only {a.partial} (setting partial_attacks)" if a.partial
                else "resolving now fails")
    short = f"{a.strength} Strength against {a.need}, {a.need - a.strength} short"
    if a.rows[-1].success == 0:
        return f"{short}: even every card left cannot make it up; {now_does}."
    if one.success:
        return f"{short}: {now_does}; one more card ({cost}{pay}) wins it {chance_words(one.success)}."
    fewest = next(r for r in a.rows if r.success)
    return (f"{short}: {now_does}; one more card ({cost}{pay}) cannot win it, {_cards_words(fewest.cards)} "
            f"win it {chance_words(fewest.success)}.")


def attack_advice(state: FallState, kind: str, target: str) -> AttackAdvice:
    """The current player's attack on `target` weighed: P(success) and P(bonus) now and with each more card.

    Before the attack, the rows are 1 to 3 cards; during it, 0 (resolving now) and each card still to come,
    the cards already revealed counted and every Era deck as the state says is left in it. Success is
    every Enemy of the group defeated (a Monster: its Strength met); the bonus is read by the attack's
    own rule, Onygauros and The Outsider included.
    """
    from companion.games.fall.phases.attack import attack_needs, bonus_earned, strength
    from companion.games.fall.phases.payment import can_pay

    under_way = state.attack is not None and state.attack.kind == kind and state.attack.target == target
    revealed = state.attack.cards if under_way else ()
    weighed = _weighed(state, kind, target, revealed)
    need = _need(state, kind, target)
    points = strength(weighed)
    totals = _totals(weighed, kind, target)
    rows: list[CardsOdds] = []
    read = _outcomes(weighed, sorted({points} | {t for total in totals for t in total.outcomes}))
    if under_way:  # resolving now: the bonus read from the cards really revealed (none: no banner, no bonus)
        rows.append(CardsOdds(0, Fraction(int(read[points][0])), Fraction(int(bonus_earned(weighed)))))
    for k, total in enumerate(totals, start=1):
        rows.append(CardsOdds(k, total.p(lambda t: read[t][0]), total.p(lambda t: read[t][1])))
    next_era = _next_deck(weighed) if totals else None
    needs = attack_needs(weighed)
    cost = tuple(dict.fromkeys(colour for need in needs for colour in need))
    payable = next_era is not None and any(can_pay(state, state.player, need) for need in needs)
    flat = strength(replace(weighed, attack=replace(weighed.attack, cards=())))
    advice = AttackAdvice(kind, target, need, points, tuple((c.value, c.banner) for c in revealed), tuple(rows),
                          next_era, _deck_words(state, next_era), cost, payable, _no_bonus_reason(weighed),
                          totals[0] if totals else None, "", _cards_payable(state, needs, len(totals)), flat,
                          _partial_words(weighed, points) if under_way else "")
    text = _advice_text(advice, state.player.name)
    if flat:
        text += f" {state.player.character}'s +{flat} Strength is counted in every row."
    return replace(advice, advice=text)


def _cards_payable(state: FallState, needs: Sequence[Mapping[str, int]], left: int) -> int:
    """How many of the `left` cards still to come the player can pay for (each card: one of `needs`)."""
    from itertools import combinations_with_replacement

    from companion.games.fall.phases.payment import can_pay

    colours = sorted({c for need in needs for c in need})
    best = 0
    for k in range(1, left + 1):
        if not any(can_pay(state, state.player, Counter(combo))
                   for combo in combinations_with_replacement(colours, k)):
            break
        best = k
    return best


def _partial_words(weighed: FallState, points: int) -> str:
    """What resolving the weighed attack now defeats when that is some but not all of the group."""
    from companion.games.fall.data import counted
    from companion.games.fall.phases.attack import defeated

    attack = weighed.attack
    assert attack is not None
    if attack.kind == "monster" or not weighed.settings.partial_attacks:
        return ""
    group = weighed.enemies(attack.target)
    beaten = defeated(group, points, partial=True)
    if beaten is None or beaten == group:
        return ""
    return ", ".join(counted(n, word) for n, word in ((beaten.golems, "Golem"), (beaten.troops, "Troop"),
                                                       (beaten.parasites, "Parasite")) if n)


def _deck_words(state: FallState, era: str | None) -> str:
    """The deck a card comes from, in words: "Era II", or "Ada's personal deck" (Chronicle)."""
    from companion.games.fall.state import PERSONAL

    if era is None:
        return ""
    return f"{state.player.name}'s personal deck" if era == PERSONAL else f"Era {era}"


def _next_deck(weighed: FallState) -> str:
    """The Era deck the weighed attack's next card comes from ('personal' for a Chronicle personal deck)."""
    from companion.games.fall.phases.attack import next_era

    era = next_era(weighed)
    assert era is not None
    return era


def _totals(weighed: FallState, kind: str, target: str) -> tuple[Dist, ...]:
    """The Strength after 1, 2, ... more cards of the weighed attack, the cards already seen counted.

    One card per Era deck in order (`table_odds`); with a Chronicle personal deck, the cards come from
    that one deck without replacement ("Chronicle Game System"), so its sums are drawn together.
    """
    from companion.games.fall.phases.attack import live_pile, next_era, strength

    attack = weighed.attack
    assert attack is not None
    era = next_era(weighed)
    if era is None:
        return ()
    if weighed.player.deck is None:
        return table_odds(weighed, kind, target).totals
    pile = live_pile(weighed.deck(era)).pile
    counts: dict[int, int] = {}
    for c in pile:
        counts[c.value] = counts.get(c.value, 0) + 1
    left = min(len(ERA_ORDER) - len(attack.cards), len(pile))
    return tuple(chronicle_strength(counts, k, bonus=strength(weighed)) for k in range(1, left + 1))


def _need(state: FallState, kind: str, target: str) -> int:
    """The Strength the target needs (a group's cost, a Monster's Strength), or a ValueError naming the input."""
    from companion.games.fall.data import fall_monster

    if kind == "enemies":
        e = state.enemies(target)
        return enemies_cost(e.golems, e.troops, e.parasites)
    if kind != "monster":
        raise ValueError(f"kind: 'enemies' or 'monster', got {kind!r}")
    monster = state.monster_on(target)
    if monster is None:
        raise ValueError(f"target: no Monster is on the island of {target!r}")
    return fall_monster(monster.name).fall_strength


@dataclass(frozen=True)
class InvestigateOdds:
    """Investigate the Colossus weighed: the pairs the player can pay, and P(paid) over the shards' mix.

    `payable` maps each shard value to whether the player can pay it (stash, City, Parasites, wild
    trades); `pairs` is the highest value paid; `pool` the shard mix the chance is taken over and `p_paid`
    P(the revealed shard is paid), None with no mix to draw from. `exact`: the pool is the Colossus's base
    as the table entered it; otherwise it is the bag's mix and the chance only an estimate (ruling
    investigate_odds_bag_mix).
    """

    colours: tuple[str, ...]
    payable: tuple[tuple[int, bool], ...]
    pairs: int
    pool: tuple[tuple[int, int], ...]
    p_paid: Fraction | None
    exact: bool = False


def investigate_odds(state: FallState) -> InvestigateOdds:
    """P(an Investigate the Colossus is paid) for the current player, before the shard is revealed."""
    from companion.games.fall.data import PRIMAL_SHARD_VALUES
    from companion.games.fall.phases.day import investigation_need
    from companion.games.fall.phases.payment import can_pay
    from companion.games.fall.phases.shards import p_investigation_paid

    payable = tuple((v, can_pay(state, state.player, investigation_need(state, v)))
                    for v in PRIMAL_SHARD_VALUES.value)
    pairs = max((v for v, ok in payable if ok), default=0)
    # The base's own shards when the table entered them; else the bag's mix, an estimate (ruling
    # investigate_odds_bag_mix).
    exact = bool(state.colossus_base)
    counts = Counter(state.colossus_base) if exact else dict(zip(PRIMAL_SHARD_VALUES.value, state.bag))
    pool = {v: counts.get(v, 0) for v in PRIMAL_SHARD_VALUES.value if counts.get(v, 0)}
    colours = tuple(sorted(investigation_need(state, 1)))
    return InvestigateOdds(colours, payable, pairs, tuple(pool.items()),
                           p_investigation_paid(pool, pairs) if pool else None, exact)


@dataclass(frozen=True)
class NightCost:
    """One kind of Event Card the next Night may reveal: its chance and what it costs the City.

    `defense` is the range (least, most) of Defense Points lost over the reports the table may give for
    it, `machines` the Machines destroyed, `besieged` the City spaces newly besieged (same ranges).
    """

    event: Any
    p: Fraction
    defense: tuple[int, int]
    machines: tuple[int, int]
    besieged: tuple[int, int]


@dataclass(frozen=True)
class NightForecast:
    """Before the Night: each event with its chance and cost, the kinds as a Dist, and the Colossus ahead.

    `colossus_within[n-1]` is P(a Colossus Card within n Nights); `first_colossus` the Night on which the
    first comes ("Night 1".."Night k", or "later"); `colossus_kind` the outcome of `kinds` that is one.
    """

    events: tuple[NightCost, ...]
    kinds: Dist
    colossus_within: tuple[Fraction, ...]
    first_colossus: Dist
    colossus_kind: str


def _night_reports(state: FallState) -> dict[str, list]:
    """{Event Card: the NightCard reports the core offers for it}, the Night begun with the table as it is."""
    from companion.games.fall.events import NightCard
    from companion.games.fall.options import options
    from companion.games.fall.state import Phase

    night = state if state.phase is Phase.NIGHT else replace(state, phase=Phase.NIGHT, attack=None)
    out: dict[str, list] = {}
    for choice in options(night).choices:
        if isinstance(choice.event, NightCard):
            out.setdefault(choice.event.card, []).append(choice.event)
    return out


def _cost(state: FallState, event: Any) -> tuple[int, int, int]:
    """(Defense Points lost, Machines destroyed, City spaces newly besieged) by one Night report."""
    from companion.games.fall.rules import apply
    from companion.games.fall.state import BESIEGED, Phase

    night = state if state.phase is Phase.NIGHT else replace(state, phase=Phase.NIGHT, attack=None)
    after = apply(night, event)
    besieged = sum(c in BESIEGED for c in after.city) - sum(c in BESIEGED for c in night.city)
    return max(0, night.defense - after.defense), len(night.machines) - len(after.machines), besieged


def night_forecast(state: FallState, nights: int = NIGHTS_AHEAD) -> NightForecast:
    """What the next Night may bring at this table and its cost to the City, and the Colossus `nights` ahead.

    Each event's cost is the rules applied to every report the core offers for that card (the players'
    own choices, such as where a Troop goes, taken as offered): a range when they differ.
    """
    from companion.games.fall.data import COLOSSUS, STORM
    from companion.games.fall.phases.night_odds import (
        COLOSSUS_EVENT, STORM_EVENT, colossus_first_night, next_night_kind, night_deck_left,
    )

    count(nights, "nights", low=1)
    left = night_deck_left(state.revealed)
    reports = _night_reports(state)
    rows = []
    for event, p in sorted(table_night_forecast(state).items(), key=lambda kv: (-kv[1], kv[0])):
        card = event.region or (STORM if event.kind == STORM_EVENT else COLOSSUS)
        costs = [_cost(state, r) for r in reports.get(card, ())]
        spans = tuple((min(c[i] for c in costs), max(c[i] for c in costs)) if costs else (0, 0)
                      for i in range(3))
        rows.append(NightCost(event, p, *spans))
    within = tuple(table_colossus_within(state, n) for n in range(1, nights + 1))
    return NightForecast(tuple(rows), next_night_kind(left), within, colossus_first_night(left, nights),
                         COLOSSUS_EVENT)
