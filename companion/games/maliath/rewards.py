"""Monster rewards when Maliath's Wound counters helped: who gets Gold, Silver or Bronze.

Rulebook "Phase 3 - End of an Era", Monster Cards (solo) and "Maliath in a 2-Player
Game", Fighting Monsters. Maliath's contribution is the Hit Point reduction her Wound
counters made; the players' contributions are their Strength. Two points are unclear in
the text and are settings here:

- Gold: the text says the Strength must "exceed" the Monster's, and also that it means
  "would have defeated the Monster by yourself", which the defeat rule grants at equal
  Strength. gold_rule="defeat_alone" (default, >=) or "exceed" (>).
- 2 players, the player who contributed less: the text says one level below what they
  are eligible for, but its worked example (2 and 7 Strength, Maliath 3, Utcoro) gives
  that player Bronze, which the literal rule would turn into nothing.
  second_player_reward="below_top" (default: one level below the top player's reward,
  which the example supports), "demoted" (the literal text), or "undemoted" (their own
  solo reward, unreduced).
- 2 players, the top player's Strength equal to Maliath's Hit Point reduction: the solo
  text gives Maliath the Silver on a tie, while the 2-player rules break every tie between
  a player and Maliath in the player's favour. two_player_ties="player" (default: the
  specific 2-player rule wins) or "maliath" (the solo text).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from companion.validate import choice, count

GOLD, SILVER, BRONZE = "Gold", "Silver", "Bronze"
LEVELS = (GOLD, SILVER, BRONZE)
GOLD_RULES = ("defeat_alone", "exceed")
SECOND_PLAYER_REWARDS = ("below_top", "demoted", "undemoted")
TWO_PLAYER_TIES = ("player", "maliath")


@dataclass(frozen=True)
class MonsterRewards:
    """Whether the Monster fell, each player's reward (in the order given) and Maliath's; None is no reward."""

    defeated: bool
    players: tuple[Optional[str], ...]
    maliath: Optional[str]


def _one_lower(level: Optional[str]) -> Optional[str]:
    if level is None or level == BRONZE:
        return None
    return LEVELS[LEVELS.index(level) + 1]


def _reaches_gold(amount: int, strength: int, gold_rule: str) -> bool:
    return amount >= strength if gold_rule == "defeat_alone" else amount > strength


def _player_reward(mine: int, strength: int, reduction: int, gold_rule: str,
                   tie_to_player: bool = False) -> Optional[str]:
    if _reaches_gold(mine, strength, gold_rule):
        return GOLD
    if mine > reduction or (tie_to_player and mine == reduction and mine >= 1):
        return SILVER
    return BRONZE if mine >= 1 else None


def monster_rewards(
    strength: int,
    hit_point_reduction: int,
    contributions: Sequence[int],
    *,
    gold_rule: str = "defeat_alone",
    second_player_reward: str = "below_top",
    two_player_ties: str = "player",
) -> MonsterRewards:
    """Rewards for a Monster of `strength` with Maliath's `hit_point_reduction`; contributions: 1 player, or 2 in Artefact order (II first)."""
    # With Strength 0 every player would "defeat it alone" for Gold, bringing nothing.
    count(strength, "strength: the Monster's Strength", low=1)
    count(hit_point_reduction, "hit_point_reduction")
    choice(gold_rule, "gold_rule", GOLD_RULES)
    choice(second_player_reward, "second_player_reward", SECOND_PLAYER_REWARDS)
    choice(two_player_ties, "two_player_ties", TWO_PLAYER_TIES)
    if isinstance(contributions, (str, bytes)) or not isinstance(contributions, Sequence) or not 1 <= len(contributions) <= 2:
        raise ValueError(f"contributions must list 1 or 2 players' Strength, got {contributions!r}")
    mine = [count(c, "contributions: a player's Strength") for c in contributions]
    tie_to_player = len(mine) == 2 and two_player_ties == "player"

    # Solo rule, applied to the players together: they defeat what the Wounds left.
    if sum(mine) < strength - hit_point_reduction:
        return MonsterRewards(False, tuple(None for _ in mine), None)

    # The higher contribution is compared with Maliath; ties go to the lower Artefact (listed first).
    top = max(range(len(mine)), key=lambda i: (mine[i], -i))
    top_reward = _player_reward(mine[top], strength, hit_point_reduction, gold_rule, tie_to_player)
    rewards: list[Optional[str]] = [None] * len(mine)
    rewards[top] = top_reward
    for i, c in enumerate(mine):
        if i == top or c < 1:
            continue
        own = _player_reward(c, strength, hit_point_reduction, gold_rule, tie_to_player)
        rewards[i] = {
            "below_top": _one_lower(top_reward),
            "demoted": _one_lower(own),
            "undemoted": own,
        }[second_player_reward]

    if _reaches_gold(hit_point_reduction, strength, gold_rule):
        maliath = SILVER if top_reward == GOLD else GOLD
    elif mine[top] < hit_point_reduction or (mine[top] == hit_point_reduction and not tie_to_player):
        maliath = SILVER
    elif hit_point_reduction >= 1:
        maliath = BRONZE
    else:
        maliath = None
    return MonsterRewards(True, tuple(rewards), maliath)
