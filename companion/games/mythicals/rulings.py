"""Mythicals' readings of the rulebook where it is silent or unclear, as data with stable keys.

`next_step(state).rulings` names the ones met at each step; docs/rulings.md says the same in prose.
"""

from __future__ import annotations

from companion.games.mythicals.data import SEC_COLLECT, SEC_END, SEC_SETUP, SEC_TILE
from companion.rulings import Ruling

__all__ = ["CLOSED_STACKS", "DAY_CARD_WINDOW", "DISCARD_CHOICE", "DUPLICATE_GIFT", "GREY_JOKERS_ONLY",
           "JOKERS_WILD", "LAST_COLLECTION", "REINFORCE_AFTER_TILE", "RULINGS", "SCORE_EXAMPLE", "TIE"]

# The rulings' keys, as next_step names them.
DUPLICATE_GIFT = "duplicate_gift"
REINFORCE_AFTER_TILE = "reinforce_after_tile"
JOKERS_WILD = "jokers_wild"
DISCARD_CHOICE = "discard_choice"
LAST_COLLECTION = "last_collection"
SCORE_EXAMPLE = "score_example"
TIE = "tie"
GREY_JOKERS_ONLY = "grey_jokers_only"
DAY_CARD_WINDOW = "day_card_window"
CLOSED_STACKS = "closed_stacks"

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        DUPLICATE_GIFT,
        SEC_COLLECT,
        "Which identical cards the duplicate check looks at.",
        "After collecting, every pair of identical cards in the collector's collection "
        "(jokers of one colour included) sends one card to the opponent.",
        "The rulebook says to check the whole collection; with two copies of each card the "
        "gift can never make a pair in the opponent's collection.",
    ),
    Ruling(
        REINFORCE_AFTER_TILE,
        SEC_TILE,
        "Whether a tile may be reinforced or locked on a turn without a tile taken.",
        "Only after taking a tile.",
        "The rulebook says 'After taking a tile, you may reinforce or lock'; the Board Game "
        "Arena adaptation does the same.",
    ),
    Ruling(
        JOKERS_WILD,
        SEC_TILE,
        "How many jokers a run or a same-value set may use.",
        "Every joker is wild, one value each; for the black tile the joker is the sixth card "
        "and is not wild.",
        "The rulebook calls the joker wild for any value from 1 to 5; the black tile asks for "
        "a suite of 5 'and the joker'. Two jokers of one colour never stay together in play "
        "(the duplicate rule splits them).",
    ),
    Ruling(
        DISCARD_CHOICE,
        SEC_TILE,
        "Which cards are discarded when several sets meet a tile.",
        "The players may name the cards; if they do not, real cards go before jokers, then "
        "the lowest run or value.",
        "The rulebook leaves the choice to the player; keeping jokers keeps the most options.",
    ),
    Ruling(
        LAST_COLLECTION,
        SEC_END,
        "What 'collects 1 or 2 cards of the same color from the 2 remaining cards' means.",
        "The player takes all the cards of one colour among the two: both if they share a "
        "colour, otherwise one. The duplicate rule still applies. No reinforce or lock follows "
        "the last tile.",
        "It is the ordinary deck collection on two cards; the game ends right after the tile, "
        "so markers placed then could score for no one.",
    ),
    Ruling(
        SCORE_EXAMPLE,
        SEC_END,
        "The example '2 + 4 + 4 + 12 + 5 = 27': no tile scores 12.",
        "Read as tiles of 2, 4, 4 and 10 points, 2 markers taken with the 10-point tile and "
        "5 other markers.",
        "Tiles score 2, 4, 7, 10 or 13; markers score 1 each; the total 27 is what is checked.",
    ),
    Ruling(
        TIE,
        SEC_END,
        "A tie.",
        "The companion announces the tie and no winner; the rulebook asks for another game.",
        "The rulebook gives no tie-breaker.",
    ),
    Ruling(
        GREY_JOKERS_ONLY,
        SEC_TILE,
        "Whether jokers alone, of different colours, make a same-value set for a grey tile.",
        "Yes: two (or three, four) jokers of different colours are accepted as such a set.",
        "The joker is wild for any value; the Board Game Arena adaptation accepts it too.",
    ),
    Ruling(
        DAY_CARD_WINDOW,
        SEC_SETUP,
        "Where the Day card lies, and a Day card reported before it can be there.",
        "Shuffled with 8 cards under the deck, it is equally likely to be any of the bottom 9 "
        "(the odds count it so); a Day card reported before then is refused with a message. "
        "Cards below the reveal that shows it are never seen; the two beside it in that reveal are.",
        "The setup puts it there; a report that contradicts the setup means the table's setup "
        "went wrong: undo and report what the cards really show.",
    ),
    Ruling(
        CLOSED_STACKS,
        SEC_TILE,
        "How much of each player's Mastery tiles the table sees during play.",
        "By default the board shows each player's tile count, top tile and markers; an "
        "\"open tiles\" switch shows everything, as a table may agree. Scores always show at the end.",
        "The rulebook keeps each player's stack closed with the top tile showing.",
    ),
)
