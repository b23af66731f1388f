"""Maliath's (Mysthea solo) readings of the rulebook where it is silent or unclear, as data with stable keys."""

from __future__ import annotations

from companion.rulings import Ruling

__all__ = ["RULINGS"]

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        key="battle_deck_one_card_per_effect",
        section="Battle Procedure",
        point="What the Battle deck holds, and when revealed Battle cards go back into it.",
        reading="One card per listed effect. Every function takes the cards still in the deck, as the "
                "players see it, and never assumes a reshuffle.",
        why="The components list six Battle cards and the procedure six effects; when the cards "
            "return is not said.",
    ),
    Ruling(
        key="arbiter_pick",
        section="Battle Procedure, 2 players",
        point="The Arbiter draws two Battle cards and keeps one by choice, so the card kept has no odds "
              "of its own.",
        reading="The odds show the best card for a stated aim (by default: weaken Maliath). With one "
                "card left, the Arbiter draws that one.",
        why="The choice is the Arbiter's; a single card leaves nothing to choose.",
    ),
    Ruling(
        key="gold_rule",
        section="Monster rewards",
        point="Gold: \"exceeds\" the Monster's Strength (>) and \"would have defeated the Monster by "
              "yourself\" (>=) disagree.",
        reading="By default Gold needs Strength reaching the Monster's (>=).",
        why="It is the plainer reading of \"defeated\", which the defeat rule grants at equal "
            "Strength; the other reading is a setting.",
        setting="gold_rule",
    ),
    Ruling(
        key="second_player_reward",
        section="Monster rewards, 2 players",
        point="The other player's reward: the rule says one level lower than they are eligible for, "
              "but the worked example keeps Player 1 at Bronze.",
        reading="By default one level below the top player's reward.",
        why="That is what the Utcoro example shows (Player 1 Bronze, Player 2 Silver); the example "
            "uses Utcoro's core Strength 10 (shared/rules README).",
        setting="second_player_reward",
    ),
    Ruling(
        key="two_player_ties",
        section="Monster rewards, 2 players",
        point="The top player tied with Maliath: the solo text gives her the Silver on a tie, while the "
              "2-player rules break every tie between a player and Maliath in the player's favour.",
        reading="By default the specific 2-player rule wins: the player takes Silver, Maliath Bronze. "
                "Solo, ties stay hers.",
        why="The rule written for 2 players is the more specific one.",
        setting="two_player_ties",
    ),
    Ruling(
        key="era_iii_fallback_when_only_era_ii_colour",
        section="Phase 1, Era III",
        point="Only cards of the Era II colour are tucked, so nothing she may pick is tucked.",
        reading="The Development-area fallback applies then too, and the Era II colour is not skipped "
                "there.",
        why="The fallback's condition in the text is that nothing suitable is tucked.",
    ),
    Ruling(
        key="development_fallback_ties",
        section="Phase 1",
        point="Ties in the Development-area fallback, and the order of the Era III steps.",
        reading="Ties are broken by colour preference; in Era III she picks her new colour first, then "
                "swaps in better cards.",
        why="Her other card choices (Develop) break ties by colour preference, and the text gives "
            "the new colour before the swap.",
    ),
)
