"""The state of a Mythicals game as immutable values: deck, reserve, collections, tiles, markers."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from companion.games.mythicals import data


class Phase(StrEnum):
    """The steps of a turn, in the order they come (saved games hold their values: keep them)."""

    SETUP = "setup"                # before the setup event
    COLLECT = "collect"            # 1. collect: reveal from the deck or take from the reserve
    CHOOSE = "choose"              # 1. the 3 revealed cards are on the table: pick a colour
    TILE = "tile"                  # 2. may take one Mastery tile
    REINFORCE = "reinforce"        # 2. after a tile: may reinforce or lock another tile
    LAST_COLLECT = "last-collect"  # End of the Game: the Day card came; take 1 or 2 cards
    LAST_TILE = "last-tile"        # End of the Game: may take one last tile
    OVER = "over"


# The phases by their short names, as the rules and the tests import them.
SETUP, COLLECT, CHOOSE, TILE = Phase.SETUP, Phase.COLLECT, Phase.CHOOSE, Phase.TILE
REINFORCE, LAST_COLLECT, LAST_TILE, OVER = Phase.REINFORCE, Phase.LAST_COLLECT, Phase.LAST_TILE, Phase.OVER

# Each phase as a heading, said after "Turn 3: Anna, ...".
STEP_NAMES: dict[Phase, str] = {
    SETUP: "set up the game",
    COLLECT: "collect cards from the deck or the reserve",
    CHOOSE: "take all the revealed cards of one colour",
    TILE: "take a Mastery tile, or end the turn",
    REINFORCE: "reinforce or lock another tile, or end the turn",
    LAST_COLLECT: "the Day card came: take the cards of one colour from the other two",
    LAST_TILE: "take one last Mastery tile, or end the game",
    OVER: "the game is over",
}


@dataclass(frozen=True)
class Deck:
    """What the table knows of the deck: how many cards are left and where the Day card lies."""

    remaining: int = data.DECK_SIZE
    # The Day card is somewhere among the bottom `day_window` cards (0 once it has come).
    day_window: int = data.DAY_WINDOW

    @property
    def day_possible_now(self) -> bool:
        """Whether the next reveal can hold the Day card."""
        return self.day_window > 0 and self.remaining - data.REVEAL_SIZE < self.day_window

    @property
    def day_came(self) -> bool:
        """Whether the Day card has come (the game ends this turn, or has ended)."""
        return self.day_window == 0


@dataclass(frozen=True)
class Player:
    """One player: the faceup collection, the tiles taken and the Bonus markers won with them."""

    name: str
    collection: tuple[str, ...] = ()
    tiles: tuple[str, ...] = ()
    markers: int = 0


@dataclass(frozen=True)
class Tile:
    """A Mastery tile: on the board (owner None) or in front of a player."""

    name: str
    owner: str | None = None
    markers: int = 0
    locked: bool = False


@dataclass(frozen=True)
class MythicalsState:
    """The whole table after some events."""

    step: Phase = Phase.SETUP
    players: tuple[Player, ...] = ()
    current: int = 0                   # index of the player whose turn it is
    turn: int = 0                      # turns begun, counting from 1 after setup
    deck: Deck = field(default_factory=Deck)
    revealed: tuple[str, ...] = ()     # the revealed cards awaiting a colour (Day card set aside)
    reserve: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()      # facedown, but the table saw every card go there
    tiles: tuple[Tile, ...] = tuple(Tile(t.name) for t in data.TILES)
    supply: int = data.BONUS_MARKERS   # Bonus markers still in the board's zone
    last_gift: tuple[str, ...] = ()    # the cards the duplicate rule sent over in the last collection
    scores: tuple[int, ...] = ()       # filled in at the end
    winner: str | None = None          # None at the end means a tie

    @property
    def player(self) -> Player:
        """The player whose turn it is."""
        return self.players[self.current]

    @property
    def opponent(self) -> Player:
        """The other player."""
        return self.players[1 - self.current]

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self.step == OVER

    @property
    def tie(self) -> bool:
        """Whether the game ended in a tie (the rulebook says: play again)."""
        return self.step == OVER and self.winner is None

    def tile(self, name: str) -> Tile:
        """The tile of this name."""
        for tile in self.tiles:
            if tile.name == name:
                return tile
        raise KeyError(name)

    def player_named(self, name: str) -> Player:
        """The player of this name."""
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)

    def board_tiles(self) -> tuple[Tile, ...]:
        """The tiles still on the board."""
        return tuple(t for t in self.tiles if t.owner is None)

    def seen(self) -> tuple[str, ...]:
        """Every creature card the table has seen: collections, reserve, discard, revealed."""
        cards: list[str] = []
        for player in self.players:
            cards.extend(player.collection)
        cards.extend(self.reserve)
        cards.extend(self.discard)
        cards.extend(c for c in self.revealed if c != data.DAY_CARD)
        return tuple(cards)

    def unseen_copies(self, card: str) -> int:
        """How many copies of a creature card may still be in the deck."""
        return data.COPIES - self.seen().count(card)

    def with_player(self, index: int, player: Player) -> "MythicalsState":
        """This state with one player replaced."""
        players = list(self.players)
        players[index] = player
        return replace(self, players=tuple(players))

    def with_tile(self, tile: Tile) -> "MythicalsState":
        """This state with one tile replaced."""
        return replace(self, tiles=tuple(tile if t.name == tile.name else t for t in self.tiles))
