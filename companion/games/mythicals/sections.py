"""Mythicals' rulebook sections, as the refusals and the rulings name them."""

from __future__ import annotations

SEC_SETUP = "Setup: Creature Cards"
SEC_COLLECT = "1. Collect Cards"
SEC_DECK = "Collect Cards from the Deck"
SEC_RESERVE = "Collect Cards from the Reserve"
SEC_TILE = "2. Take a Mastery Tile"
SEC_REINFORCE = "Reinforce a Mastery Tile"
SEC_LOCK = "Lock a Mastery Tile"
SEC_END = "End of the Game"
SEC_REINFORCE_OR_LOCK = "Reinforce or Lock"
