"""What the last step did, in plain words: the status's "Last:" line, whatever the step was."""

from __future__ import annotations

from typing import Any, Callable

from ..events import Investigate, ResolveAttack
from ..state import FallState
from ..data import counted


def bonus_words(event: ResolveAttack) -> str:
    """The Eradication Bonuses an attack's resolution takes, every one (The Cursed's too): '' if none."""
    if event.bonus is None:
        return ""
    banners = [b.banner for b in (event.bonus,) + tuple(event.more)]
    if len(banners) == 1:
        return f"the {banners[0]} Eradication Bonus"
    return f"the {', '.join(banners[:-1])} and {banners[-1]} Eradication Bonuses"


def _attack(before: FallState, event: ResolveAttack, after: FallState) -> str:
    attack = before.attack
    assert attack is not None
    who = before.player.name
    bonus = f", with {bonus_words(event)}" if event.bonus is not None else ""
    if attack.kind == "monster":
        monster = before.monster_on(attack.target)
        name = monster.name if monster is not None else "the Monster"
        if after.monster_on(attack.target) is None:
            return f"{who} defeats {name}{bonus}"
        return f"{who}'s attack on {name} fails: the action is wasted"
    was, now = before.enemies(attack.target), after.enemies(attack.target)
    beaten = [counted(a - b, word) for a, b, word in ((was.golems, now.golems, "Golem"),
                                                      (was.troops, now.troops, "Troop"),
                                                      (was.parasites, now.parasites, "Parasite")) if a > b]
    if not beaten:
        return f"{who}'s attack on {attack.target} fails: the action is wasted"
    left = f"; {counted(now.total, 'Enemy')} left" if now.total else ""
    return f"{who} defeats {', '.join(beaten)} in {attack.target}{left}{bonus}"


def _investigate(before: FallState, event: Investigate, after: FallState) -> str:
    who = before.player.name
    if len(after.players[before.current].shards) > len(before.player.shards):
        return f"{who} investigates the Colossus and claims a {event.value}-point Primal Shard"
    return f"{who} investigates the Colossus and fails: the {event.value}-point shard goes back"


RESULTS: dict[type, Callable[..., str]] = {ResolveAttack: _attack, Investigate: _investigate}


def last_result(before: FallState, event: Any, after: FallState, said: str) -> tuple[str, ...]:
    """What `event` did (from `before` to `after`): its result where it has one, the Night's or the setup
    card's lines when it set them, else `said` (the step as the game describes it)."""
    lines: list[str] = []
    result = RESULTS.get(type(event))
    lines.append(result(before, event, after) if result is not None else said)
    if after.log and after.log != before.log:
        lines += list(after.log)
    return tuple(lines)
