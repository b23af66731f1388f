"""Mysthea: The Fall's readings of the rulebook where it is silent or unclear, as data with stable keys."""

from __future__ import annotations

from companion.rulings import Ruling

__all__ = ["RULINGS"]

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        key="eradication_bonus_needs_more",
        section="Attack Enemies / Attack a Monster",
        point="Whether the Eradication Bonus comes with exactly the Strength the target costs, or only with more.",
        reading="Only with strictly more Strength than the cost.",
        why="The Forest example (6 Strength against a cost of 5) earns the bonus; the Utcoro example "
            "(6 against 6) does not.",
    ),
    Ruling(
        key="attack_bonus_alone_pays",
        section="Attack",
        point="What the attacker does when flat Strength already covers the need.",
        reading="The odds policy reveals no card at all when flat Strength (Anuth, her Relic) already "
                "covers what is needed.",
        why="A revealed card costs a Qoam crystal and nothing is left to win by it, but for the "
            "Eradication Bonus, whose odds are shown apart.",
    ),
    Ruling(
        key="attack_empty_era_deck",
        section="Attack",
        point="What an Era deck holds after it runs out.",
        reading="The players give the reshuffled deck; the companion does not guess it.",
        why="The rulebook reshuffles an empty Era deck from its discards, and which cards those are "
            "depends on the play so far.",
    ),
    Ruling(
        key="event_deck_two_per_type",
        section="Components / Night Phase",
        point="How many cards of each Region type the Event deck holds: the text lists its parts but "
              "gives no count per type.",
        reading="Each game's five Region Cards are one per type, so the Event deck holds two cards of "
                "each of the five types, the three Colossus Cards and the Storm: 14 cards.",
        why="The rules for the \"second card of its type\" and for the fifth type ending the cycle "
            "only work with exactly two cards per type.",
    ),
    Ruling(
        key="night_cards_out_are_revealed",
        section="Night Phase",
        point="Which cards are out of the Event deck, and which Region types have already shown.",
        reading="The cards out are exactly those revealed this cycle, so the types already shown are "
                "worked out from the cards left and never entered apart. Cards revealed at setup count "
                "as shown; a Storm revealed at setup goes back into the deck; a Storm revealed during "
                "a cycle stays out until the reshuffle.",
        why="Derived this way, the cards left and the types shown can never disagree.",
    ),
    Ruling(
        key="colossus_shards_without_replacement",
        section="Colossus Card",
        point="Whether Primal Shards drawn by Colossus Cards go back into the bag at once.",
        reading="Shards revealed in one cycle stay out of the bag until the reshuffle, so several "
                "Colossus Cards in one cycle draw without replacement.",
        why="The Night Phase puts the shards back only when the fifth Region type ends the cycle.",
    ),
    Ruling(
        key="colossus_counts_spawned_parasites",
        section="Colossus Card",
        point="Whether the two Parasites the card itself spawns count towards the City's loss.",
        reading="They count: the loss is taken with the Parasites in play after the two are placed.",
        why="The worked example's 6 Parasites make 12 Defense Points, plus Utcoro's 6, for 18; that "
            "only adds up with the two just spawned counted.",
    ),
    Ruling(
        key="boulron_adds_to_strength",
        section="Colossus Card",
        point="Whether Boulron's 10 damage during a Colossus Card comes on top of its Strength 5 or "
              "in its place.",
        reading="By default the 10 is added to its Strength 5.",
        why="The text allows both, so it is a setting.",
        setting="boulron_adds_to_strength",
    ),
    Ruling(
        key="colossus_ring_is_a_parameter",
        section="Board",
        point="Which external nodes the Colossus walks along.",
        reading="The ring is a parameter: its node names in clockwise order, given by the caller, never "
                "invented.",
        why="The board's node list is not public.",
    ),
    Ruling(
        key="known_shard_left_out",
        section="Investigate the Colossus",
        point="A shard whose place is known: a failed attempt puts the revealed shard back in its slot, "
              "and The Machine's Relic can peek at one.",
        reading="Such a shard is taken by choice, not at random, so the odds take only the shards still "
                "unknown: the players leave a known shard out of the pool they enter. Telron's peek at "
                "the top Event card is not modelled in the Night odds.",
        why="A shard picked by choice has no odds; only the unknown ones are drawn at random.",
    ),
    Ruling(
        key="setup_shard_split_entered",
        section="Getting Ready, steps 6–9",
        point="The steps are missing from the text, so how the 16 Primal Shards are split between the "
              "Colossus base (Investigate) and the bag (Colossus Card) is not known.",
        reading="Both functions take the pool the players report.",
        why="Numbers the rulebook does not give are never invented.",
    ),
    Ruling(
        key="difficult_bag_entered",
        section="Getting Ready, step 5",
        point="The \"Difficult\" row of the Primal Shard table is empty.",
        reading="The players enter the Difficult bag (10 shards).",
        why="Numbers the rulebook does not give are never invented.",
    ),
    Ruling(
        key="city_defense_entered",
        section="Getting Ready",
        point="The City's starting Defense Points are not in the text.",
        reading="The players enter them at setup.",
        why="Numbers the rulebook does not give are never invented.",
    ),
)
