"""Setup as the solo rules say (Setup steps 5, 8, 8A, 10, 10A, 7-9; 2 players: its Setup), with every switch."""

from __future__ import annotations

import random
from dataclasses import replace

from companion.errors import RuleError
from companion.games.maliath.data import (
    ACTION_DECK_SIZE,
    ATTUNEMENT_CARDS,
    BATTLE_CARDS,
    CHALLENGE_CARDS,
    CORRUPTED_CHAMPIONS,
    DESTINY_CARDS,
    EASIER_GOLEMS,
    EASIER_TROOPS,
    GOLEMS,
    KOLBOR_MALABOR,
    STARTING_COMMAND_CARDS,
    TELRON,
    TELRON_STARTING_GLORY,
    TROOPS,
)
from companion.games.maliath.events import Setup
from companion.games.maliath.profile import Profile
from companion.games.maliath.rewards import GOLD_RULES, SECOND_PLAYER_REWARDS, TWO_PLAYER_TIES
from companion.games.maliath.state import MONSTER_NAMES, InstructionsFor, MaliathState, Phase, Task, command_key

__all__ = ["SECTION", "initial_state", "set_up", "shuffled", "starting_markers", "action_cards"]

SECTION = "Setup"


def initial_state(profile: Profile) -> MaliathState:
    """The table before setup, with the profile's Hit Point reductions (a Monster without one has 0)."""
    return MaliathState(profile=profile, reductions=tuple(profile.reduction(m) or 0 for m in MONSTER_NAMES))


def shuffled(cards: tuple[str, ...], seed: int, label: str) -> tuple[str, ...]:
    """The cards in the order the companion's generator (seeded by the setup's seed) gives them."""
    order = sorted(cards)
    random.Random(f"maliath:{seed}:{label}").shuffle(order)
    return tuple(order)


def starting_markers(kolbor: bool) -> tuple[int, ...]:
    """An Era's Inclination markers: one on the topmost Attunement Card (and the second with Kolbor & Malabor)."""
    markers = [0] * ATTUNEMENT_CARDS.value
    markers[0] = 1
    if kolbor:
        markers[1] = 1
    return tuple(markers)


def action_cards() -> tuple[str, ...]:
    """Her Era I Action deck: the four Starting Command Cards and the five Destiny Cards (Setup step 9)."""
    return tuple(command_key(c) for c in STARTING_COMMAND_CARDS) + tuple(d.code for d in DESTINY_CARDS)


def _check(event: Setup, profile: Profile) -> tuple[str, ...]:
    def refuse(message: str) -> RuleError:
        return RuleError(message, SECTION)

    if event.champion not in CORRUPTED_CHAMPIONS:
        raise refuse(f"champion: {event.champion!r} is not a Corrupted Champion ({', '.join(CORRUPTED_CHAMPIONS)}).")
    if type(event.players) is not int or event.players not in (1, 2):
        raise refuse(f"players: Maliath plays against 1 or 2 players, not {event.players!r}.")
    for name in ("advanced", "digital", "easier_artefact_iii", "easier_no_attunement_glory",
                 "easier_no_monster_bonus", "easier_small_supply"):
        if type(getattr(event, name)) is not bool:
            raise refuse(f"{name}: must be True or False, not {getattr(event, name)!r}.")
    if type(event.seed) is not int:
        raise refuse(f"seed: must be a whole number, not {event.seed!r}.")
    challenges = event.challenges
    if not isinstance(challenges, tuple) or any(type(c) is not int or c not in CHALLENGE_CARDS for c in challenges):
        raise refuse(f"challenges: Challenge Cards are numbered 1 to 6, not {challenges!r}.")
    if len(set(challenges)) != len(challenges):
        raise refuse("challenges: a Challenge Card is listed twice.")
    for name, allowed in (("gold_rule", GOLD_RULES), ("second_player_reward", SECOND_PLAYER_REWARDS),
                          ("two_player_ties", TWO_PLAYER_TIES)):
        if getattr(event, name) not in allowed:
            raise refuse(f"{name}: must be one of {', '.join(allowed)}, not {getattr(event, name)!r}.")
    for monster in MONSTER_NAMES:
        if profile.reduction(monster) is None:
            raise refuse(f"hit_point_reduction: the profile has no value for {monster}; enter it from its "
                         "Monster Reference Card.")
    band = profile.band(event.champion)
    if band is None:
        raise refuse(f"colour_bands: the profile has no colour band for {event.champion}; enter it from the card.")
    return band


def set_up(state: MaliathState, event: Setup, profile: Profile | None) -> MaliathState:
    """Her area after setup: Power Cards (A or B), supply, Glory, decks, the first Inclination marker."""
    if state.phase is not Phase.SETUP:
        raise RuleError("The game is already set up.", SECTION)
    if profile is None:
        raise RuleError("No component profile: the colour bands are needed.", SECTION)
    band = _check(event, profile)
    small = event.easier_small_supply
    deck = action_cards()
    battle = tuple(c.name for c in BATTLE_CARDS)
    if event.digital:
        deck, battle = shuffled(deck, event.seed, "action:1"), shuffled(battle, event.seed, "battle:0")
    else:
        deck, battle = tuple(sorted(deck)), tuple(sorted(battle))
    side = "B" if event.advanced else "A"
    two = event.players == 2
    kolbor = " and one on the second (Kolbor & Malabor)" if event.champion == KOLBOR_MALABOR else ""
    shuffle = " (the companion shuffles it for you)" if event.digital else ""
    colours = ", ".join(c.colour for c in STARTING_COMMAND_CARDS)
    # The rulebook's own order: its Setup steps as numbered (2a, 5, 8, 10, 10A, 7, 8, 9), then who starts.
    lines = (
        *(("2 players: do not use Mirage Tokens.",) if two else ()),
        "Step 2a: once the Monster Cards are on the Events board, put each Monster's Reference Card under its "
        "Monster Card, so that it shows when that Monster Card joins the Event deck.",
        "Step 5: place the Attunement Cards (Day or Night side) in a random order on their spaces, then an "
        f"Inclination marker on the topmost{kolbor}.",
        f"Step 8A: her Corrupted Champion is {event.champion}: put the card near her Power Cards.",
        "Step 10: you start with Artefact III (Making it Easier); she takes no Artefact." if event.easier_artefact_iii
        else
        "Step 10: you take Artefact II, she takes Artefact III." if not two else
        "Step 10: deal Artefacts II and IV to the players at random: II holds her Battle deck (the Arbiter); "
        "she takes Artefact III (Step 10A f).",
        f"Step 10A a: her four Power Cards, {side} side up, in her colour order: {', '.join(band)}.",
        f"Step 10A b: her supply: {EASIER_GOLEMS.value if small else GOLEMS.value} Golems and "
        f"{EASIER_TROOPS.value if small else TROOPS.value} Troops, without bases.",
        f"Step 10A c: shuffle the {len(BATTLE_CARDS)} Battle cards face down into her Battle deck{shuffle}.",
        "Step 10A d: a supply of Wound counters, Upgrade tokens and Inclination markers beside her.",
        f"Step 10A e: her Glory token on {TELRON_STARTING_GLORY.value if event.champion == TELRON else 0}"
        + (" (Telron)." if event.champion == TELRON else "."),
        f"Step 7: deal her one Starting Command Card of each colour ({colours}), and one of each to "
        + ("each player." if two else "you."),
        "Step 8: tell her the board: the dominant direction, the Islands in their spaces, each Island's Regions "
        "and the Attunement Cards' order; her Champion starts in the Region type of her yellow Starting card.",
        f"Step 9: shuffle her {len(STARTING_COMMAND_CARDS)} Starting cards with her {len(DESTINY_CARDS)} Destiny "
        f"Cards into her Action deck ({ACTION_DECK_SIZE.value['I']} cards){shuffle}.",
        "You are the first player." if not two else "Turn order: Artefact II, Artefact IV, then Maliath.",
    )
    # Then the board facts her instructions need are asked (phases/board_facts.py), as the first task.
    return replace(
        state,
        phase=Phase.TURN,
        tasks=(Task.BOARD,),
        setup=event,
        colour_order=band,
        glory=TELRON_STARTING_GLORY.value if event.champion == TELRON else 0,
        golems=EASIER_GOLEMS.value if small else GOLEMS.value,
        troops=EASIER_TROOPS.value if small else TROOPS.value,
        deck=deck,
        battle_deck=battle,
        markers=starting_markers(event.champion == KOLBOR_MALABOR),
        arbiter="II" if event.players == 2 else "",
        instructions=lines,
        instructions_for=InstructionsFor.SETUP,
    )
