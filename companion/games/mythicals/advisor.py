"""The Mythicals advisor and the Day card's odds, as text and distributions for the dashboard.

The advisor counts every card the table shows: the player's collection, the reserve, the
revealed cards, the other player's collection and the discard. For each tile on the board
it says one of:

  take now     the collection meets the tile and the step allows taking it (the core's options);
  ready        the collection meets it, but taking comes later (after collecting, or next turn);
  missing n    n cards short; every card that would close a gap is named with where it is
               (revealed now, in the reserve, or how many copies are unseen in the deck), and
               the chance that one of the unseen ones shows within the next reveals;
  out of reach no card the player could still collect completes it (the copies needed lie in
               the discard or the other collection): the advisor says so and advises nothing.

A joker fills whichever gap stays open, so "the cards that would close a gap" are all the
cards that bring the tile one card nearer (any green card for a green pair beside a green
joker). Two copies of one card never help a player (the duplicate rule gives one away), so a
card already held is never counted as one that fills a gap.

After the Day card only what can still happen is listed: while the last colour is being
chosen, the tiles one of the revealed colours completes; then only the tiles to take now.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from companion.games.mythicals import data, odds, options, rules
from companion.validate import whole
from companion.games.mythicals.state import COLLECT, LAST_COLLECT, LAST_TILE, REINFORCE, MythicalsState

__all__ = ["Filler", "TileAdvice", "advice", "day_odds", "percent", "tile_advice"]

TAKE_NOW, READY, MISSING, OUT_OF_REACH = "take now", "ready", "missing", "out of reach"


@dataclass(frozen=True)
class Filler:
    """A card that would bring a tile one card nearer, and where its copies are."""

    card: str
    revealed: int   # copies among the revealed cards (taken with their colour now)
    reserve: int    # copies in the reserve
    unseen: int     # copies still in the deck


@dataclass(frozen=True)
class TileAdvice:
    """What the advisor says of one tile on the board."""

    tile: str
    status: str                      # TAKE_NOW, READY, MISSING or OUT_OF_REACH
    points: int                      # the rules' score of the tile with its markers
    text: str                        # the sentence the dashboard shows
    missing: int = 0                 # cards still short (MISSING)
    fillers: tuple[Filler, ...] = ()  # the cards that would close a gap (MISSING)
    chance: Fraction | None = None   # P(an unseen filler shows within the reveals asked), if it can


def _one_each(cards: Any) -> set[str]:
    return {c for c in cards if c != data.DAY_CARD}


def _available(state: MythicalsState) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
    """Copies the player could still collect, by place: revealed, reserve, unseen in the deck."""
    revealed = {c: state.revealed.count(c) for c in _one_each(state.revealed)}
    if state.step in (LAST_COLLECT, LAST_TILE) or state.deck.day_came:
        # The Day card has come: no more reveals, no more turns; the reserve stays where it is.
        return (revealed if state.step == LAST_COLLECT else {}), {}, {}
    reserve = {c: state.reserve.count(c) for c in _one_each(state.reserve)}
    unseen = {c: n for c in data.CARD_KINDS if (n := state.unseen_copies(c)) > 0}
    return revealed, reserve, unseen


def _short(tile: str, collection: tuple[str, ...]) -> int:
    return len(rules.missing_cards(tile, collection))


def _reach_after_day(state: MythicalsState, tile: str) -> str | None:
    """During the last collection: the revealed colour whose cards complete the tile, or None."""
    held = state.player.collection
    for colour in data.COLOURS:
        taken = tuple(c for c in state.revealed if c != data.DAY_CARD and data.card_colour(c) == colour)
        if taken and rules.can_take(tile, held + taken):
            return colour
    return None


def percent(p: Fraction) -> str:
    """A chance as the advisor says it, in whole per cent; a chance that is neither 0 nor 1 never reads
    "0 %" or "100 %": one decimal then ("99.7 %"), or "under 0.1 %" / "over 99.9 %" at the very ends."""
    p = Fraction(p)
    if p in (0, 1):
        return f"{int(p) * 100} %"
    whole = f"{float(p) * 100:.0f}"
    if whole not in ("0", "100"):
        return f"{whole} %"
    tenth = f"{float(p) * 100:.1f}"
    if tenth == "0.0":
        return "under 0.1 %"
    if tenth == "100.0":
        return "over 99.9 %"
    return f"{tenth} %"


def _where(f: Filler, step: str) -> str:
    bits = []
    if f.revealed:
        bits.append("revealed: take its colour now")
    if f.reserve:
        bits.append("in the reserve: take it now" if step == COLLECT else "in the reserve: take it next turn")
    if f.unseen:
        bits.append(f"{f.unseen} unseen")
    return f"{f.card} ({'; '.join(bits)})"


def tile_advice(state: MythicalsState, within: int = 3) -> tuple[TileAdvice, ...]:
    """For the player to play: what the advisor says of every tile on the board, the nearest first."""
    if not state.players or state.over:
        return ()
    within = whole(within, "within", low=0)
    player = state.player
    held = player.collection
    step = state.step
    takeable_now = set(options.options(state).offers.get(options.TILES, ()))
    revealed, reserve, unseen = _available(state)
    reachable_kinds = (set(revealed) | set(reserve) | set(unseen)) - set(held)
    found: list[TileAdvice] = []
    for tile in state.board_tiles():
        name = tile.name
        worth = rules.score((name,), tile.markers)  # the rules' scoring: tile points and markers
        cost = rules.cards_for_tile(name, held)
        if name in takeable_now:
            found.append(TileAdvice(name, TAKE_NOW, worth, f"take now: {worth} points (discards {', '.join(cost)})"))
            continue
        if step == LAST_COLLECT and cost is not None:
            found.append(TileAdvice(name, READY, worth,
                                    f"ready: {worth} points, take it after the last collection "
                                    f"(discards {', '.join(cost)})"))
            continue
        if step in (LAST_COLLECT, LAST_TILE):
            colour = _reach_after_day(state, name) if step == LAST_COLLECT else None
            if colour is not None:
                found.append(TileAdvice(name, MISSING, worth,
                                        f"{worth} points: take the {colour} cards now, then take it",
                                        missing=_short(name, held)))
            continue  # after the Day card, only what can still happen
        if cost is not None:
            when = ("take it next turn (one tile a turn)" if step == REINFORCE
                    else "take it once you have collected")
            found.append(TileAdvice(name, READY, worth, f"ready: {worth} points, {when} (discards {', '.join(cost)})"))
            continue
        if not rules.can_take(name, held + tuple(sorted(reachable_kinds))):
            needs = rules.missing_cards(name, held + tuple(sorted(reachable_kinds)))
            found.append(TileAdvice(
                name, OUT_OF_REACH, worth,
                f"out of reach: no copy of {', '.join(needs)} is left to collect (the discard or the other "
                "collection holds them); not worth aiming for",
                missing=_short(name, held)))
            continue
        short = _short(name, held)
        fillers = tuple(
            Filler(card, revealed.get(card, 0), reserve.get(card, 0), unseen.get(card, 0))
            for card in sorted(reachable_kinds, key=data.card_sort_key)
            if _short(name, held + (card,)) < short
        )
        copies = sum(f.unseen for f in fillers)
        chance = None
        if copies and state.deck.remaining > 1 and state.deck.day_window:
            chance = odds.p_within_reveals(copies, state.deck.remaining, within)
        listed = ", ".join(_where(f, step) for f in fillers)
        text = f"{worth} points; missing {short}: a gap is closed by {listed}"
        if chance is not None:
            text += (f"; {copies} unseen card{'s' if copies != 1 else ''} would close one, "
                     f"{percent(chance)} that one shows within {within} reveal{'s' if within != 1 else ''}")
        found.append(TileAdvice(name, MISSING, worth, text, missing=short, fillers=fillers, chance=chance))
    rank = {TAKE_NOW: 0, READY: 1, MISSING: 2, OUT_OF_REACH: 3}
    found.sort(key=lambda a: (rank[a.status], a.missing, -a.points))
    return tuple(found)


def advice(state: MythicalsState, within: int = 3) -> list[tuple[str, str]]:
    """For the player to play: (tile, sentence) for every tile the advisor speaks of, the nearest first."""
    return [(a.tile, a.text) for a in tile_advice(state, within)]


def day_odds(state: MythicalsState) -> tuple[Fraction, Any] | None:
    """The chance the Day card comes with the next reveal, and the reveals until it comes."""
    if not state.players or not state.deck.day_window:
        return None
    remaining = state.deck.remaining
    return odds.p_day_next_reveal(remaining), odds.reveals_until_day(remaining)
