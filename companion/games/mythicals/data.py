"""Mythicals' components: the Creature cards, the Day card, the Mastery tiles and the Bonus markers.

Sources:
  [RB]  the Mythicals rulebook (/work/shared/rules/mythicals.txt), section named in brackets.
  [BGA] the Board Game Arena adaptation, joesimpson/bga-mythicals:
        modules/php/Managers/Cards.php (getCreaturesCardsTypes, setupNewGame) and
        modules/php/Managers/Tiles.php (getMasteryTilesTypes).
"""

from __future__ import annotations

from dataclasses import dataclass

# --- The rulebook's sections, as the refusals, the steps and the rulings name them --------

SEC_SETUP_GAME = "Setup"                   # [RB Setup] the whole setup, as the status line says it
SEC_SETUP = "Setup: Creature Cards"        # [RB Setup, Creature Cards] the deal and the deck
SEC_OVERVIEW = "Gameplay Overview"         # [RB Gameplay Overview] who starts
SEC_COLLECT = "1. Collect Cards"
SEC_DECK = "Collect Cards from the Deck"
SEC_RESERVE = "Collect Cards from the Reserve"
SEC_TILE = "2. Take a Mastery Tile"
SEC_REINFORCE_OR_LOCK = "Reinforce or Lock"
SEC_REINFORCE = "Reinforce a Mastery Tile"
SEC_LOCK = "Lock a Mastery Tile"
SEC_END = "End of the Game"

# --- Creature cards -------------------------------------------------------------------

# [RB Contents; BGA Cards.php] four creature colours; grey and black exist only on tiles.
COLOURS: tuple[str, ...] = ("blue", "green", "purple", "red")
# [RB Creature Cards] values 1 to 5, plus the joker symbol.
VALUES: tuple[int, ...] = (1, 2, 3, 4, 5)
JOKER = "joker"
# [RB Creature Cards "two copies of each"; BGA NB_CREATURE_COPIES] copies of every card.
COPIES = 2
# [RB Contents "1 Day card"] the card that ends the game.
DAY_CARD = "day"

# [RB Creature Cards] every distinct creature card once: "blue-1" ... "blue-5", "blue-joker", ...
CARD_KINDS: tuple[str, ...] = tuple(
    f"{colour}-{value}" for colour in COLOURS for value in (*VALUES, JOKER)
)
# [RB Contents "48 Creature cards"] 4 colours x 6 faces x 2 copies.
CREATURE_CARDS = len(CARD_KINDS) * COPIES

# --- Setup and turn sizes -------------------------------------------------------------

HAND_SIZE = 2          # [RB Creature Cards] cards dealt to each player
PLAYERS = 2            # [RB; BGA gameinfos] Mythicals is a two-player game
DAY_PILE_CARDS = 8     # [RB Creature Cards] cards shuffled with the Day card under the deck
REVEAL_SIZE = 3        # [RB Collect Cards from the Deck] cards revealed from the deck
FINAL_COLLECT_MAX = 2  # [RB End of the Game] the last collection takes 1 or 2 cards
# The deck after dealing: the creature cards not dealt, plus the Day card.
DECK_SIZE = CREATURE_CARDS - PLAYERS * HAND_SIZE + 1
# The Day card lies somewhere in this many bottom cards of the deck.
DAY_WINDOW = DAY_PILE_CARDS + 1

# --- Bonus markers --------------------------------------------------------------------

BONUS_MARKERS = 16      # [RB Contents "16 Bonus markers"]
MAX_MARKERS_ON_TILE = 2  # [RB Reinforce a Mastery Tile "up to 2 markers"]
# [RB Reinforce a Mastery Tile "place 1 or 2 Bonus markers on it"] what one reinforcement places.
MARKERS_PER_REINFORCE: tuple[int, ...] = (1, 2)
MARKER_POINTS = 1       # [RB Reinforce a Mastery Tile "1 point per marker"]

# --- Mastery tiles --------------------------------------------------------------------

RUN = "run"            # a suite of one colour, jokers wild
SAME = "same"          # cards of one value in different colours, jokers wild
RUN_AND_JOKER = "run+joker"  # a real 1-5 suite of one colour plus that colour's joker


@dataclass(frozen=True)
class MasteryTile:
    """One Mastery tile: what it asks for and what it scores."""

    name: str      # "purple-3": the colour and the number of cards it needs
    colour: str    # a creature colour, or "grey" or "black"
    kind: str      # RUN, SAME or RUN_AND_JOKER
    cards: int     # how many cards are discarded to take it
    points: int


def _tile(colour: str, kind: str, cards: int, points: int) -> MasteryTile:
    return MasteryTile(f"{colour}-{cards}", colour, kind, cards, points)


# [RB Mastery Tiles; BGA Tiles.php getMasteryTilesTypes] the board's six columns, in the
# order of the rulebook's colour list; inside a column the tiles run from the bottom up in
# ascending points, as the setup asks.
COLUMNS: tuple[str, ...] = ("purple", "green", "red", "blue", "grey", "black")

# [BGA Tiles.php, TILE_SCORE_* with TILE_SCORING_SUITE_2..5] each creature colour: runs of
# 2, 3, 4 and 5 cards score 2, 4, 7 and 10.
_RUN_POINTS: tuple[tuple[int, int], ...] = ((2, 2), (3, 4), (4, 7), (5, 10))
# [BGA Tiles.php, TILE_SCORING_SAME_2..4] grey: 2, 3 and 4 cards of one value score 2, 4, 7.
_SAME_POINTS: tuple[tuple[int, int], ...] = ((2, 2), (3, 4), (4, 7))
# [BGA Tiles.php, TILE_SCORING_SUITE_6; RB Take a Mastery Tile "5 cards and the joker"]
_BLACK = (6, 13)

TILES: tuple[MasteryTile, ...] = (
    *(_tile(colour, RUN, n, p) for colour in ("purple", "green", "red", "blue") for n, p in _RUN_POINTS),
    *(_tile("grey", SAME, n, p) for n, p in _SAME_POINTS),
    _tile("black", RUN_AND_JOKER, *_BLACK),
)
TILE_BY_NAME: dict[str, MasteryTile] = {t.name: t for t in TILES}


def column_tiles(column: str) -> tuple[MasteryTile, ...]:
    """The tiles of one board column, from the bottom (fewest points) up."""
    return tuple(sorted((t for t in TILES if t.colour == column), key=lambda t: t.points))


def card_colour(card: str) -> str:
    """The colour of a creature card name such as "red-4"."""
    return card.split("-", 1)[0]


def card_value(card: str) -> int | None:
    """The value of a creature card name, or None for a joker."""
    face = card.split("-", 1)[1]
    return None if face == JOKER else int(face)


def card_face(card: str) -> str:
    """A card's value as printed: 1 to 5, or J for the joker symbol."""
    value = card_value(card)
    return "J" if value is None else str(value)


def card_name(colour: str, value: int | None) -> str:
    """The name of the creature card of this colour and value (None: the joker)."""
    return f"{colour}-{JOKER if value is None else value}"


def card_sort_key(card: str) -> tuple[int, int]:
    """Sort cards by colour, then value, jokers last, as a collection is laid out."""
    if card == DAY_CARD:
        return (len(COLOURS), 0)
    value = card_value(card)
    return (COLOURS.index(card_colour(card)), 6 if value is None else value)
