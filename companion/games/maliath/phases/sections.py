"""The rulebook sections her steps and refusals cite, written once."""

from __future__ import annotations

__all__ = ["SEC_TURN", "SEC_POWERS", "SEC_DESTINY", "SEC_BATTLE", "SEC_END", "SEC_MONSTERS", "SEC_BEGIN",
           "SEC_GAME_END", "SEC_MOVE", "SEC_DEPLOY"]

SEC_TURN = "Phase 2 - During an Era: Maliath's Turn"
SEC_POWERS = "Maliath's Cards: Power Cards Overview"
SEC_DESTINY = "Maliath's Cards: Destiny Cards Overview"
SEC_BATTLE = "Battle Procedure"
SEC_END = "Phase 3 - End of an Era"
SEC_MONSTERS = f"{SEC_END}: Monster Cards"
SEC_BEGIN = "Phase 1 - Beginning of an Era"
SEC_GAME_END = "Ending the Game"
SEC_MOVE = "Maliath's Actions: Move Champion"
SEC_DEPLOY = "Maliath's Actions: Deploy Units"
