"""Mythicals' readings of the rulebook where it is silent or unclear."""

from __future__ import annotations

from dataclasses import dataclass

from companion.games.mythicals.sections import SEC_COLLECT, SEC_END, SEC_TILE


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
