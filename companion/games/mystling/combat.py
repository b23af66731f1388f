"""Mystling Academy's combat arithmetic and the Arena's distances, as pure functions.

`adjacency` is a mapping from a space's name to the names of its neighbours (symmetric: when
"a" lists "b", "b" lists "a"). Two distances matter (rulebook "Range" and "Move"):

* the range between two spaces is counted through every space, occupied or not, terrain or not;
* a move goes one step at a time to an adjacent space and never into the other Mystling's
  space (Golden Rule 4) nor into a space whose terrain blocks it (`blocked`).

Rush and Retreat ("Enemy Keywords") pick, among the spaces the Enemy can reach within its
Movement, the closest to (Rush) or farthest from (Retreat) the player's Mystling by range, and
among those the ones reached in the fewest moves; the player chooses among what is left.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Iterable, Mapping

from companion.validate import count, whole

from .data import MAX_POWER, SLOT_POWER

__all__ = [
    "check_adjacency", "gain_power", "magic_damage", "move_destinations", "moves_from", "physical_damage",
    "range_between", "ranges_from", "retreat_destinations", "rush_destinations", "slot_power", "spaces_within",
    "token_spaces_nearest",
]


# --- Power and Damage ------------------------------------------------------------------------

def slot_power(slot: int) -> int:
    """The Power gained for resolving a card from `slot` (1-4): 1, 2, 2, 3 (Card Slots and Power Gain)."""
    whole(slot, "slot", low=min(SLOT_POWER), high=max(SLOT_POWER))
    return SLOT_POWER[slot]


def gain_power(current: int, amount: int) -> int:
    """The Power after gaining `amount`: never above 10, the excess is lost (Card Slots and Power Gain)."""
    count(current, "current", high=MAX_POWER)
    count(amount, "amount")
    return min(current + amount, MAX_POWER)


def physical_damage(attack: int, defense: int) -> int:
    """The Damage an Attack deals: the Attack value less the target's Defense, at least 0 (Attack)."""
    count(attack, "attack")
    count(defense, "defense")
    return max(attack - defense, 0)


def magic_damage(amount: int, willpower: int) -> int:
    """The Damage of one "Deal X" instance: X less the target's Willpower, at least 0 (Deal X in Range Y)."""
    count(amount, "amount")
    count(willpower, "willpower")
    return max(amount - willpower, 0)


# --- the Arena graph -------------------------------------------------------------------------

def check_adjacency(adjacency: Mapping[str, Iterable[str]]) -> dict[str, frozenset[str]]:
    """`adjacency` as {space: frozenset of neighbours}, or ValueError naming `adjacency` and the fault."""
    if not isinstance(adjacency, Mapping):
        raise ValueError(f"adjacency: must be a mapping from a space to its neighbours, got {type(adjacency).__name__}")
    if not adjacency:
        raise ValueError("adjacency: the Arena has no spaces")
    out: dict[str, frozenset[str]] = {}
    for space, near in adjacency.items():
        if not isinstance(space, str) or not space:
            raise ValueError(f"adjacency: a space's name must be a non-empty text, got {space!r}")
        if isinstance(near, (str, bytes)) or not isinstance(near, Iterable):
            raise ValueError(f"adjacency[{space!r}]: must be a collection of space names, got {near!r}")
        out[space] = frozenset(near)
    for space, near in out.items():
        for other in near:
            if other == space:
                raise ValueError(f"adjacency[{space!r}]: a space cannot be its own neighbour")
            if other not in out:
                raise ValueError(f"adjacency[{space!r}]: the neighbour {other!r} is not a space of adjacency")
            if space not in out[other]:
                raise ValueError(f"adjacency[{other!r}]: lacks {space!r}, which lists {other!r} as its neighbour")
    return out


def _bfs(adj: Mapping[str, frozenset[str]], start: str, limit: int | None = None,
         closed: Collection[str] = ()) -> dict[str, int]:
    """Steps from `start` to every space reached, never entering a `closed` space, at most `limit` steps."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        d = dist[here]
        if limit is not None and d >= limit:
            continue
        for nxt in adj[here]:
            if nxt not in dist and nxt not in closed:
                dist[nxt] = d + 1
                queue.append(nxt)
    return dist


def _space(value: object, field: str, adj: Mapping[str, frozenset[str]]) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{field}: must be the name of a space, got {value!r}")
    if value not in adj:
        raise ValueError(f"{field}: {value!r} is not a space of adjacency")
    return value


def _blocked(blocked: Iterable[str], adj: Mapping[str, frozenset[str]]) -> frozenset[str]:
    if isinstance(blocked, (str, bytes)) or not isinstance(blocked, Iterable):
        raise ValueError(f"blocked: must be a collection of space names, got {blocked!r}")
    out = frozenset(blocked)
    for space in out:
        _space(space, "blocked", adj)
    return out


def ranges_from(adjacency: Mapping[str, Iterable[str]], space: str) -> dict[str, int]:
    """The range from `space` to every space connected to it, counted through every space (Range)."""
    adj = check_adjacency(adjacency)
    return _bfs(adj, _space(space, "space", adj))


def range_between(adjacency: Mapping[str, Iterable[str]], a: str, b: str) -> int | None:
    """The range between spaces `a` and `b` (0 when equal), None when no path joins them (Range)."""
    adj = check_adjacency(adjacency)
    _space(b, "b", adj)
    return _bfs(adj, _space(a, "a", adj)).get(b)


def spaces_within(adjacency: Mapping[str, Iterable[str]], space: str, rng: int) -> frozenset[str]:
    """The spaces within range `rng` of `space`, `space` itself included (Range)."""
    adj = check_adjacency(adjacency)
    start = _space(space, "space", adj)
    return frozenset(_bfs(adj, start, count(rng, "rng")))


def moves_from(adjacency: Mapping[str, Iterable[str]], at: str, other_at: str | None, movement: int,
               *, blocked: Iterable[str] = ()) -> dict[str, int]:
    """Each space a Mystling on `at` can end a move on within `movement` steps, with its fewest steps.

    One step at a time to an adjacent space; never into (nor through) the other Mystling's space
    `other_at` (Golden Rule 4) or a `blocked` space. `at` itself is there with 0 steps.
    """
    return _moves(check_adjacency(adjacency), at, other_at, movement, blocked)


def _moves(adj: Mapping[str, frozenset[str]], at: str, other_at: str | None, movement: int,
           blocked: Iterable[str]) -> dict[str, int]:
    start = _space(at, "at", adj)
    closed = set(_blocked(blocked, adj))
    if other_at is not None:
        closed.add(_space(other_at, "other_at", adj))
        if other_at == at:
            raise ValueError(f"other_at: the two Mystlings cannot share the space {at!r}")
    return _bfs(adj, start, count(movement, "movement"), closed)


def move_destinations(adjacency: Mapping[str, Iterable[str]], at: str, other_at: str | None, movement: int,
                      *, blocked: Iterable[str] = ()) -> frozenset[str]:
    """The spaces a Move of up to `movement` may end on (`at` included: a Move may go 0 spaces) (Move)."""
    return frozenset(moves_from(adjacency, at, other_at, movement, blocked=blocked))


def _enemy_moves(adjacency, enemy_at, player_at, movement, blocked):
    adj = check_adjacency(adjacency)
    _space(enemy_at, "enemy_at", adj)
    _space(player_at, "player_at", adj)
    if enemy_at == player_at:
        raise ValueError(f"player_at: the Enemy and the player's Mystling cannot share the space {enemy_at!r}")
    count(movement, "movement")
    reach = _moves(adj, enemy_at, player_at, movement, blocked)
    rng = _bfs(adj, player_at)
    if enemy_at not in rng:
        raise ValueError(f"adjacency: no path joins enemy_at {enemy_at!r} and player_at {player_at!r}")
    return reach, rng


def rush_destinations(adjacency: Mapping[str, Iterable[str]], enemy_at: str, player_at: str, movement: int,
                      *, blocked: Iterable[str] = ()) -> frozenset[str]:
    """Where a Rush may end: the reachable spaces closest in range to the player, in the fewest moves.

    Already within range 1 of the player, the Enemy does not move ({enemy_at}). Otherwise it ends
    on a space of least range to the player among those reachable within `movement` moves (never
    through the player's space or a `blocked` one), and of those on the ones reached in the fewest
    moves; it stays when no reachable space is closer than its own (Enemy Keywords: Rush).
    """
    reach, rng = _enemy_moves(adjacency, enemy_at, player_at, movement, blocked)
    if rng[enemy_at] <= 1:
        return frozenset({enemy_at})
    best = min(rng[s] for s in reach)
    fewest = min(reach[s] for s in reach if rng[s] == best)
    return frozenset(s for s in reach if rng[s] == best and reach[s] == fewest)


def retreat_destinations(adjacency: Mapping[str, Iterable[str]], enemy_at: str, player_at: str, movement: int,
                         *, blocked: Iterable[str] = ()) -> frozenset[str]:
    """Where a Retreat may end: the reachable spaces farthest in range from the player, in the fewest moves.

    Already on a farthest reachable space, the Enemy does not move ({enemy_at}) (Enemy Keywords: Retreat).
    """
    reach, rng = _enemy_moves(adjacency, enemy_at, player_at, movement, blocked)
    best = max(rng[s] for s in reach)
    fewest = min(reach[s] for s in reach if rng[s] == best)
    return frozenset(s for s in reach if rng[s] == best and reach[s] == fewest)


def token_spaces_nearest(adjacency: Mapping[str, Iterable[str]], source_at: str, target_at: str, rng: int,
                         *, closed: Iterable[str] = ()) -> frozenset[str]:
    """Where the Enemy places a token within range `rng` of itself: the open spaces nearest the player.

    `closed` are the spaces a token may not go (terrain, or already holding an Enemy token); the
    player's own space counts when open (Placement Rules). Empty when no space in range is open.
    """
    adj = check_adjacency(adjacency)
    _space(source_at, "source_at", adj)
    _space(target_at, "target_at", adj)
    shut = _blocked(closed, adj)
    near = _bfs(adj, source_at, count(rng, "rng"))
    to_target = _bfs(adj, target_at)
    open_ = [s for s in near if s not in shut and s in to_target]
    if not open_:
        return frozenset()
    best = min(to_target[s] for s in open_)
    return frozenset(s for s in open_ if to_target[s] == best)

