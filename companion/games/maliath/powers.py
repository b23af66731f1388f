"""Maliath's Power Cards and actions as pure functions: every number her turn needs, from the rulebook.

Rulebook sections: "Maliath's Cards: Power Cards Overview" (Heroism blue, War red,
Determination yellow, Preparation green), "Advanced Powers" (the B sides), "Maliath's
Actions" (Deploy Units, Move Champion, Develop Command Cards), "Battle Procedure", "Phase 2"
(the Inclination markers), "Phase 3" (the End of an Era) and "Ending the Game".

Each function takes what the companion knows (her cards, Upgrade tokens, supply) and the
board facts the player reports, checks them (ValueError naming the argument), and answers
with numbers. Where the rulebook breaks a tie at random, the function returns every tied
option and the caller picks with the session's seeded generator.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from companion.games.maliath.data import (
    COLOURS,
    ENCOUNTER_GLORY_BONUS,
    GLORY_PER_DOUBLE_INCLINATION,
    GLORY_PER_SINGLE_INCLINATION_CHALLENGE,
    CR2T1_GLORY_PER_TWO_REGIONS,
    ANUTH_WAR_STRENGTH,
    PREPARATION_B_GLORY,
    BattleCard,
    MaliathCommandCard,
)
from companion.validate import choice, count, flag

__all__ = [
    "ERAS", "DEVELOP_PRIORITIES", "HIGHEST_VALUE", "CHAMPIONS_PREFERENCE",
    "FLY", "STAY", "MOVE_TO_OTHER", "DOMINANT_DIRECTION", "WALK_RESULTS",
    "MonsterStanding", "ContestedRegion",
    "determination_glory", "preparation_deploys", "preparation_glory", "deploy",
    "heroism_wound_targets", "heroism_upgrade_colour", "war_strength", "war_targets", "war_resolutions",
    "battle_strength", "battle_glory", "leheir_glory", "develop_first", "develop_second",
    "walk", "place_inclination", "attunement_glory", "cr2t1_glory", "encounter_glory",
    "hit_point_reduction", "region_scorer", "solo_winner", "two_player_winners",
]

ERAS = (1, 2, 3)
HIGHEST_VALUE = "highest_value"
CHAMPIONS_PREFERENCE = "champions_preference"
DEVELOP_PRIORITIES = (HIGHEST_VALUE, CHAMPIONS_PREFERENCE)

# Move Champion: Walk, the four outcomes the rulebook lists.
FLY, STAY, MOVE_TO_OTHER, DOMINANT_DIRECTION = "fly", "stay", "move_to_other", "dominant_direction"
WALK_RESULTS = (FLY, STAY, MOVE_TO_OTHER, DOMINANT_DIRECTION)


def _order(colour_order: Sequence[str], name: str = "colour_order") -> tuple[str, ...]:
    if isinstance(colour_order, (str, bytes)):
        raise ValueError(f"{name}: must list the four colours, most preferred first, got {colour_order!r}")
    order = tuple(colour_order)
    if sorted(order, key=str) != sorted(COLOURS):
        raise ValueError(f"{name}: must list the four colours once each, most preferred first, got {colour_order!r}")
    return order


def _list(values: Any, name: str) -> list[Any]:
    if isinstance(values, (str, bytes)) or not isinstance(values, Sequence):
        raise ValueError(f"{name}: must be a list, got {values!r}")
    return list(values)


# --- Power of Determination (yellow) ------------------------------------------------------


def determination_glory(command_points: int, upgrades: int, era: int) -> int:
    """Glory from the Power of Determination: (Command Points + Upgrade tokens), doubled in Era 2, tripled in Era 3."""
    count(command_points, "command_points")
    count(upgrades, "upgrades")
    count(era, "era", low=ERAS[0], high=ERAS[-1])
    return (command_points + upgrades) * era


# --- Power of Preparation (green) ---------------------------------------------------------


def preparation_deploys(command_points: int, upgrades: int, golems_in_supply: int, troops_in_supply: int,
                        advanced: bool = False) -> tuple[int, int]:
    """(Golems, Troops) the Power of Preparation deploys: a Golem per 2 points while she has one, then a Troop per point.

    Each Upgrade token adds 1 point (2 on the B side, Advanced Powers); points left over are lost.
    """
    count(command_points, "command_points")
    count(upgrades, "upgrades")
    count(golems_in_supply, "golems_in_supply")
    count(troops_in_supply, "troops_in_supply")
    flag(advanced, "advanced")
    points = command_points + upgrades * (2 if advanced else 1)
    golems = min(points // 2, golems_in_supply)
    troops = min(points - 2 * golems, troops_in_supply)
    return golems, troops


def preparation_glory(advanced: bool) -> int:
    """Glory the Power of Preparation scores: 3 on the B side (Advanced Powers), none on the A side."""
    return PREPARATION_B_GLORY.value if flag(advanced, "advanced") else 0


def deploy(golems: int, troops: int, golems_in_supply: int, troops_in_supply: int) -> tuple[int, int]:
    """(Golems, Troops) actually deployed when an action asks for these: what her supply lacks is ignored (Deploy Units)."""
    for value, name in ((golems, "golems"), (troops, "troops"), (golems_in_supply, "golems_in_supply"),
                        (troops_in_supply, "troops_in_supply")):
        count(value, name)
    return min(golems, golems_in_supply), min(troops, troops_in_supply)


# --- Power of Heroism (blue) --------------------------------------------------------------


@dataclass(frozen=True)
class MonsterStanding:
    """A visible Monster Reference Card: the Monster, its Hit Points left and its printed Strength."""

    name: str
    hit_points_left: int
    strength: int


def heroism_wound_targets(monsters: Sequence[MonsterStanding]) -> tuple[str, ...]:
    """The Monsters a Heroism Wound counter may go on: most Hit Points left, ties to the lower printed Strength.

    More than one name only if the tie survives both (then the caller picks at random); () if none is visible.
    """
    found = _list(monsters, "monsters")
    names = set()
    for m in found:
        if not isinstance(m, MonsterStanding):
            raise ValueError(f"monsters: {m!r} is not a MonsterStanding")
        count(m.hit_points_left, "monsters: hit_points_left", low=None)
        count(m.strength, "monsters: strength", low=1)
        if m.name in names:
            raise ValueError(f"monsters: {m.name!r} is listed twice")
        names.add(m.name)
    if not found:
        return ()
    best = max((m.hit_points_left, -m.strength) for m in found)
    return tuple(m.name for m in found if (m.hit_points_left, -m.strength) == best)


def heroism_upgrade_colour(upgrades: Mapping[str, int], colour_order: Sequence[str]) -> str:
    """The Power Card that gets Heroism's Upgrade token: the most preferred among those with the fewest tokens."""
    order = _order(colour_order)
    if not isinstance(upgrades, Mapping) or set(upgrades) != set(COLOURS):
        raise ValueError(f"upgrades: must give the Upgrade tokens of each of the four colours, got {upgrades!r}")
    for colour in COLOURS:
        count(upgrades[colour], f"upgrades: {colour}")
    fewest = min(upgrades.values())
    return next(c for c in order if upgrades[c] == fewest)


# --- Power of War (red) and the Battle ----------------------------------------------------


@dataclass(frozen=True)
class ContestedRegion:
    """A Region where both you and Maliath have units, as the board shows it (Strength without her Upgrades)."""

    her_strength: int
    your_strength: int
    your_units: int
    arbiter_controls: bool = False  # 2 players: a Region the Arbiter controls is ignored


def war_strength(strength: int, war_upgrades: int, *, anuth: bool = False) -> int:
    """Her Strength when the Power of War looks for a Region: +1 per War Upgrade token, +2 more with Anuth."""
    count(strength, "strength")
    count(war_upgrades, "war_upgrades")
    flag(anuth, "anuth")
    return strength + war_upgrades + (ANUTH_WAR_STRENGTH.value if anuth else 0)


def war_targets(regions: Sequence[ContestedRegion], war_upgrades: int, *, anuth: bool = False,
                two_players: bool = False) -> tuple[int, ...]:
    """Positions (in `regions`) of the Regions War may attack; () means none, so she resolves Preparation instead.

    Her Strength (with her War Upgrades, and Anuth's +2) must be at least yours; the largest difference
    wins, then the most of your units; more than one position left is a tie the caller breaks at random.
    At 2 players, Regions the Arbiter controls are ignored.
    """
    found = _list(regions, "regions")
    flag(two_players, "two_players")
    scored = []
    for i, r in enumerate(found):
        if not isinstance(r, ContestedRegion):
            raise ValueError(f"regions: {r!r} is not a ContestedRegion")
        count(r.her_strength, "regions: her_strength")
        count(r.your_strength, "regions: your_strength")
        count(r.your_units, "regions: your_units", low=1)
        flag(r.arbiter_controls, "regions: arbiter_controls")
        hers = war_strength(r.her_strength, war_upgrades, anuth=anuth)
        if two_players and r.arbiter_controls:
            continue
        if hers >= r.your_strength:
            scored.append(((hers - r.your_strength, r.your_units), i))
    if not scored:
        return ()
    best = max(key for key, _ in scored)
    return tuple(i for key, i in scored if key == best)


def war_resolutions(advanced: bool) -> int:
    """How many times the Power of War is resolved: twice on the B side (Advanced Powers), else once."""
    return 2 if flag(advanced, "advanced") else 1


def battle_strength(strength: int, card: BattleCard, war_upgrades: int, *, anuth_war: bool = False,
                    has_units: bool = True) -> int:
    """Her total Strength in a Battle: the board's, her Battle card's, +1 per War Upgrade where she has units.

    anuth_war: Anuth's +2 applies while the Power of War is being resolved (the Battle it starts).
    """
    count(strength, "strength")
    if not isinstance(card, BattleCard):
        raise ValueError(f"card: {card!r} is not a Battle card")
    count(war_upgrades, "war_upgrades")
    flag(anuth_war, "anuth_war")
    flag(has_units, "has_units")
    if not has_units:
        return strength + card.strength
    return war_strength(strength, war_upgrades, anuth=anuth_war) + card.strength


def battle_glory(card: BattleCard, units_in_region: int) -> int:
    """Glory a Defense Battle card scores: its base plus 1 per unit of hers in the Battle Region (else 0)."""
    if not isinstance(card, BattleCard):
        raise ValueError(f"card: {card!r} is not a Battle card")
    return card.glory(count(units_in_region, "units_in_region"))


def leheir_glory(units_killed_or_retreated: int) -> int:
    """Leheir: 1 Glory per unit killed or retreated (anyone's) in a Battle Maliath started against you."""
    return count(units_killed_or_retreated, "units_killed_or_retreated")


# --- Develop Command Cards ----------------------------------------------------------------


def _area(area: Sequence[MaliathCommandCard], name: str) -> list[MaliathCommandCard]:
    cards = _list(area, name)
    for card in cards:
        if not isinstance(card, MaliathCommandCard):
            raise ValueError(f"{name}: {card!r} is not a Command Card")
    return cards


def _best(cards: list[MaliathCommandCard], key) -> tuple[int, ...]:
    if not cards:
        return ()
    top = min(key(c) for c in cards)
    return tuple(i for i, c in enumerate(cards) if key(c) == top)


def develop_first(area: Sequence[MaliathCommandCard], colour_order: Sequence[str], priority: str) -> tuple[int, ...]:
    """Positions of the Development cards her first pick may take (more than one only for identical cards).

    Highest Value: most Command Points, ties to the preferred colour. Champion's Preference: the most
    preferred colour present, the most Command Points within it.
    """
    cards = _area(area, "area")
    order = _order(colour_order)
    choice(priority, "priority", DEVELOP_PRIORITIES)
    if priority == HIGHEST_VALUE:
        return _best(cards, lambda c: (-c.command_points, order.index(c.colour)))
    return _best(cards, lambda c: (order.index(c.colour), -c.command_points))


def develop_second(area: Sequence[MaliathCommandCard], colour_order: Sequence[str]) -> tuple[int, ...]:
    """Positions her second pick may take from the cards left: most Command Points, ties to the preferred colour."""
    return develop_first(area, colour_order, HIGHEST_VALUE)


# --- Move Champion: Walk ------------------------------------------------------------------


def walk(controls_her_region: bool, controls_others: Sequence[bool]) -> str:
    """Where Walk takes her Champion, given whether she controls her own Region and each other Region of her Island.

    controls_others has two entries, or one when a Mirage token leaves a single other Region.
    Returns FLY (she controls the whole Island), STAY, MOVE_TO_OTHER (the one other Region she does
    not control) or DOMINANT_DIRECTION (she controls neither other Region).
    """
    flag(controls_her_region, "controls_her_region")
    others = _list(controls_others, "controls_others")
    if len(others) not in (1, 2):
        raise ValueError(f"controls_others: must list 1 or 2 other Regions, got {len(others)}")
    for value in others:
        flag(value, "controls_others")
    if all(others):
        return FLY if controls_her_region else STAY
    if others.count(False) == 1:
        return MOVE_TO_OTHER
    return DOMINANT_DIRECTION


# --- Inclination markers and the End of an Era --------------------------------------------


def place_inclination(markers: Sequence[int], position: int) -> tuple[tuple[int, ...], int | None]:
    """The markers per Attunement Card (top first) after one is placed at `position` (0 = top), and where it went.

    A card with two markers passes it to the next card down, wrapping to the top; if every card has
    two, the marker is not placed (None).
    """
    cards = _list(markers, "markers")
    if not cards:
        raise ValueError("markers: there must be at least one Attunement Card")
    for m in cards:
        count(m, "markers", high=2)
    count(position, "position", high=len(cards) - 1)
    for step in range(len(cards)):
        at = (position + step) % len(cards)
        if cards[at] < 2:
            cards[at] += 1
            return tuple(cards), at
    return tuple(cards), None


def attunement_glory(markers: Sequence[int], *, scores_double: bool = True, challenge_3: bool = False) -> int:
    """End of an Era: 8 Glory per Attunement Card with two markers (unless made easier), 4 per card with one (Challenge 3)."""
    cards = _list(markers, "markers")
    for m in cards:
        count(m, "markers", high=2)
    flag(scores_double, "scores_double")
    flag(challenge_3, "challenge_3")
    double = GLORY_PER_DOUBLE_INCLINATION.value * cards.count(2) if scores_double else 0
    single = GLORY_PER_SINGLE_INCLINATION_CHALLENGE.value * cards.count(1) if challenge_3 else 0
    return double + single


def cr2t1_glory(regions_controlled: int) -> int:
    """CR-2T1: 3 Glory for every second Region she controls at the end of an Era (2 Regions 3, 5 Regions 6)."""
    return CR2T1_GLORY_PER_TWO_REGIONS.value * (count(regions_controlled, "regions_controlled") // 2)


def encounter_glory(shown: int) -> int:
    """Glory she scores from an Encounter: the amount on the top Encounter Card's visible side plus 3."""
    return count(shown, "shown") + ENCOUNTER_GLORY_BONUS.value


def hit_point_reduction(wounds: int, per_wound: int, *, extra: int = 0) -> int:
    """Her contribution to a Monster fight: Wound counters times the reference card's per-counter value, plus extra (Anuth)."""
    count(wounds, "wounds")
    count(per_wound, "per_wound", low=1)
    count(extra, "extra")
    return wounds * per_wound + extra


def region_scorer(her_strength: int, your_strength: int, *, maliath_wins_ties: bool = False) -> str:
    """Who scores a Region card ('you', 'maliath' or 'nobody'): the stronger; a tie to you, or to her with Challenge 5."""
    count(her_strength, "her_strength")
    count(your_strength, "your_strength")
    flag(maliath_wins_ties, "maliath_wins_ties")
    if her_strength == your_strength == 0:
        return "nobody"
    if her_strength == your_strength:
        return "maliath" if maliath_wins_ties else "you"
    return "maliath" if her_strength > your_strength else "you"


# --- Ending the Game ----------------------------------------------------------------------


def solo_winner(your_glory: int, her_glory: int) -> str:
    """Solo: 'you' with more Glory than Maliath, else 'maliath' (a tie is hers: you must have more)."""
    count(your_glory, "your_glory")
    count(her_glory, "her_glory")
    return "you" if your_glory > her_glory else "maliath"


def two_player_winners(glory_ii: int, glory_iv: int, her_glory: int) -> str:
    """2 players: 'II', 'IV' (the players by Artefact) or 'maliath'; ties between players to II, with Maliath to the player."""
    for value, name in ((glory_ii, "glory_ii"), (glory_iv, "glory_iv"), (her_glory, "her_glory")):
        count(value, name)
    best_player = "II" if glory_ii >= glory_iv else "IV"
    best = max(glory_ii, glory_iv)
    return best_player if best >= her_glory else "maliath"
