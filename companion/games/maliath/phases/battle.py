"""Her Battles: the Power of War's Region, a Battle's steps and her Battle card revealed with her total, and
the Retreat All that follows a lost one.

Rulebook: "Maliath's Cards: Power of War", "Battle Procedure", "Maliath in a 2-Player Game: Starting a
Battle" and "Corrupted Champions" (Anuth, Sanya).
"""

from __future__ import annotations

from dataclasses import replace

from companion.games.maliath import board, powers
from companion.games.maliath.data import ANUTH, BATTLE_CARDS, SANYA, battle_card
from companion.games.maliath.phases import board_facts as facts
from companion.games.maliath.phases import moves
from companion.games.maliath.phases.queue import ask_for, listed, pop, random_pick, say
from companion.games.maliath.phases.setup import shuffled
from companion.games.maliath.state import Ask, MaliathState, Task

__all__ = ["battle_tasks", "battle_card_step", "battle_card_choices", "reveal", "add_region", "retreat_from", "war"]


def battle_tasks(state: MaliathState) -> tuple[Task, ...]:
    """A Battle's steps; her Strength on the board is asked first in a Battle a player starts (her War knows it)."""
    first = () if state.battle_by == "maliath" else (Task.BATTLE_STRENGTH,)
    after = (Task.SANYA_GAIN,) if state.champion == SANYA and state.battle_by == "maliath" else ()
    return first + (Task.REACTION, Task.BATTLE, Task.BATTLE_UNITS, Task.BATTLE_RESULT, Task.KILLED,
                    Task.LEHEIR) + after


def _refill(state: MaliathState) -> MaliathState:
    if state.battle_deck:
        return state
    names = tuple(c.name for c in BATTLE_CARDS)
    seed = state.setup.seed
    deck = shuffled(names, seed, f"battle:{state.draws}") if state.setup.digital else tuple(sorted(names))
    return say(replace(state, battle_deck=deck, draws=state.draws + 1),
               "Her Battle deck is empty: shuffle all six Battle cards into a new deck.")


def battle_card_step(state: MaliathState) -> MaliathState:
    """Battle step 2: her Battle card revealed (digital solo) or asked, the deck refilled when empty."""
    state = _refill(state)
    if state.players == 1 and state.setup.digital:
        return reveal(state, state.battle_deck[0])
    return ask_for(state, Ask.BATTLE_CARD)


def battle_card_choices(state: MaliathState) -> tuple[str, ...]:
    """The Battle cards that may be revealed (or, at 2 players, kept of the two drawn) now."""
    deck = state.battle_deck
    if state.setup.digital:
        return deck[:2] if state.players == 2 else deck[:1]
    return tuple(sorted(set(deck)))


def reveal(state: MaliathState, name: str) -> MaliathState:
    """Her Battle card `name` revealed: her total said, the cards it gains queued, the deck passed on at 2 players."""
    card = battle_card(name)
    deck = list(state.battle_deck)
    deck.remove(name)
    if state.players == 2 and state.setup.digital and len(state.battle_deck) > 1:
        deck = list(shuffled(tuple(deck), state.setup.seed, f"battle-back:{state.draws}"))
        state = replace(state, draws=state.draws + 1)
    state = replace(state, battle_deck=tuple(deck), battle_card=name)
    upgrades = state.upgrades_of("red")
    anuth = state.champion == ANUTH and state.battle_by == "maliath"
    board = state.numbers[0]  # her Strength there: from her War, or asked at the start of your Battle
    extra = card.strength + upgrades + (2 if anuth else 0)
    total = f"her Strength there {board} + {extra} = {board + extra}"
    line = f"Her Battle card: {name}: {total} (card {card.strength}, War Upgrades {upgrades}" + \
        (", Anuth 2" if anuth else "") + ")."
    if state.players == 2:
        line += f" {state.drawer or state.arbiter} drew two and kept it; the other goes back into her Battle deck."
    state = say(state, line)
    front = (Task.GAIN,) * card.cards_gained
    # After every Battle her deck ends with the player who was not the Arbiter before it
    # ("Maliath in a 2-Player Game", Starting a Battle: all three cases).
    if state.players == 2:
        state = replace(state, arbiter="IV" if state.arbiter == "II" else "II", drawer="")
    return pop(state, *front)


def add_region(state: MaliathState, numbers: tuple[int, ...], arbiter: bool) -> MaliathState:
    """A Region the Power of War looks at, reported whole: her Strength, yours, your units."""
    region = powers.ContestedRegion(numbers[0], numbers[1], numbers[2], arbiter)
    return replace(state, regions=state.regions + (region,), ask=Ask.WAR_MORE, numbers=())


def retreat_from(state: MaliathState) -> MaliathState:
    """Retreat All from the Battle's place: at once if one other Region is open there, else which is worth more."""
    if len(moves.retreat_others(state)) < 2:
        return moves.retreat(state, board.BOTH)
    return replace(state, ask=Ask.RETREAT_WORTH)


def war(state: MaliathState) -> MaliathState:
    """The Power of War with every Region reported: a Battle in the best one, or Preparation instead."""
    targets = powers.war_targets(state.regions, state.upgrades_of("red"), anuth=state.champion == ANUTH,
                                 two_players=state.players == 2)
    regions, where = state.regions, state.war_places
    state = replace(state, regions=(), war_places=())
    if not targets:
        state = say(state, f"Power of War: {_no_war_region(state, regions, where)}: she resolves the Power of "
                           "Preparation instead.")
        return pop(state, Task.PREPARATION, Task.WALK)
    at, state = random_pick(state, targets)
    note = " (a tie, picked at random)" if len(targets) > 1 else ""
    place = facts.place_of_key(where[at])
    state = say(state, f"Power of War: Battle in the {board.say_place(place, state.ring)}{note}.")
    state = replace(state, battle_by="maliath", drawer=state.arbiter, battle_at=place)
    state = pop(state, *battle_tasks(state))
    return replace(state, numbers=(regions[at].her_strength,))


def _no_war_region(state: MaliathState, regions: tuple[powers.ContestedRegion, ...],
                   where: tuple[str, ...]) -> str:
    """Why War found no Region: at 2 players the Arbiter's Regions reported are named, since they are ignored."""
    if state.players == 1:
        return "no Region where her Strength reaches yours"
    arbiters = [board.say_place(facts.place_of_key(w), state.ring) for r, w in zip(regions, where)
                if r.arbiter_controls]
    if not arbiters:
        return "no Region where her Strength reaches the player's"
    said = f"the Arbiter controls the {listed(arbiters)} (ignored at 2 players)"
    if len(arbiters) == len(regions):
        return said
    return f"{said}, and in no other Region reported does her Strength reach the player's"
