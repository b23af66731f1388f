"""A Command Card she gains: tucked under its Power Card, with an Upgrade token for her 1st, 3rd and 5th of a
colour (General Rules and New Concepts)."""

from __future__ import annotations

from dataclasses import replace

from companion.games.maliath import board
from companion.games.maliath.action_deck import upgrade_tokens_earned
from companion.games.maliath.data import COLOURS, POWER_CARDS
from companion.games.maliath.phases.queue import say
from companion.games.maliath.state import MaliathState, command_of

__all__ = ["gain"]


def gain(state: MaliathState, key: str, how: str, *, this_era: bool = True) -> MaliathState:
    """She gains the Command Card `key` (`this_era`: from this Era's deck), said to the table after `how`."""
    card = command_of(key)
    i = COLOURS.index(card.colour)
    earned = upgrade_tokens_earned(state.gained[i], 1)
    gained = state.gained[:i] + (state.gained[i] + 1,) + state.gained[i + 1:]
    upgrades = state.upgrades[:i] + (state.upgrades[i] + earned,) + state.upgrades[i + 1:]
    line = f"{how}: tuck the {card.colour} {card.command_points} under her {POWER_CARDS[card.colour]}"
    if earned:
        line += f", and put an Upgrade token below it (her {board.ordinal(state.gained[i] + 1)} {card.colour} card)"
    era_gains = tuple(sorted(state.era_gains + (key,))) if this_era else state.era_gains
    return say(replace(state, tucked=tuple(sorted(state.tucked + (key,))), gained=gained, upgrades=upgrades,
                       era_gains=era_gains), line + ".")
