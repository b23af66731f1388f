"""Paying Qoam: the player's stash, the City's crystals (spent as the player's own, rulebook "Deposit"),
and the wild trades (rulebook "Wild Qoam Crystals and Parasites": two alike, or a Parasite, for one
crystal of any other type; The Heir's Parasite gives two)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Iterable, Mapping

from companion.errors import RuleError

from .. import data
from ..events import CITY_PREFIX, PARASITE_TOKEN
from ..state import EMPTY, FallState, Player, add_qoam

WILD = "Wild Qoam Crystals and Parasites"
COLLECT = "Collect"
MAX_TOKENS = 40  # far above any payment (an Investigate of 3 costs 6): a guard against a hostile event


@dataclass(frozen=True)
class Tokens:
    """What a payment takes, by reserve: stash colours, City colours, Parasites."""

    stash: Counter
    city: Counter
    parasites: int

    def combined(self) -> Counter:
        """The crystals by colour, whichever reserve they come from."""
        return self.stash + self.city


def parse_tokens(spend: object, section: str) -> Tokens:
    """The tokens of a `spend` tuple, or a RuleError saying which token is not one."""
    if not isinstance(spend, tuple) or len(spend) > MAX_TOKENS:
        raise RuleError(f"What is spent is a list of at most {MAX_TOKENS} crystals.", section)
    stash: Counter = Counter()
    city: Counter = Counter()
    parasites = 0
    for token in spend:
        if token == PARASITE_TOKEN:
            parasites += 1
        elif isinstance(token, str) and token in data.QOAM_COLOURS:
            stash[token] += 1
        elif isinstance(token, str) and token.startswith(CITY_PREFIX) and token[len(CITY_PREFIX):] in data.QOAM_COLOURS:
            city[token[len(CITY_PREFIX):]] += 1
        else:
            raise RuleError(f"{str(token)[:30]!r} is not a Qoam crystal to spend (a colour: "
                            f"{', '.join(data.QOAM_COLOURS)}; 'city:<colour>' for a City crystal; 'parasite').",
                            section)
    return Tokens(stash, city, parasites)


def _check_held(state: FallState, player: Player, tokens: Tokens, section: str) -> None:
    for colour, n in tokens.stash.items():
        if player.has(colour) < n:
            raise RuleError(f"{player.name} has {player.has(colour)} {colour} Qoam, not {n}.", section)
    city = Counter(state.city)
    for colour, n in tokens.city.items():
        if city[colour] < n:
            raise RuleError(f"The City holds {city[colour]} {colour} Qoam, not {n}.", "Deposit")
    if tokens.parasites > player.parasites:
        raise RuleError(f"{player.name} holds {player.parasites} Parasite(s), not {tokens.parasites}.", WILD)


def covers(tokens: Counter, parasites: int, need: Mapping[str, int], *, heir: bool, exact: bool) -> bool:
    """Whether crystals `tokens` and `parasites` pay `need` {colour: n}, trading leftovers as wild crystals.

    Crystals go first to their own colour (a trade turns two into one, never better); what is left
    must pair up two alike, each pair or Parasite standing for one missing crystal. With `exact`
    nothing may be left over (a payment as made); without, the reserves need only be enough.
    """
    deficit = 0
    wild = 0
    for colour in set(tokens) | set(need):
        have, want = tokens.get(colour, 0), need.get(colour, 0)
        deficit += max(0, want - have)
        left = max(0, have - want)
        if exact and left % 2:
            return False
        wild += left // 2
    per_parasite = 2 if heir else 1
    wild += parasites * per_parasite
    if not exact:
        return wild >= deficit
    if wild == deficit:
        return True
    # The Heir: a Parasite's two crystals, one of them not needed, is still one Parasite spent.
    return heir and parasites > 0 and wild - deficit == 1


def gain_crystal(player: Player, colour: str, discard: str) -> tuple[int, int, int, int, int]:
    """The player's stash after taking one crystal of `colour` and, past 6, putting `discard` back (Collect);
    a RuleError saying what is wrong with the crystal named to go back."""
    qoam = add_qoam(player.qoam, colour)
    if sum(qoam) <= data.QOAM_LIMIT.value:
        if discard:
            raise RuleError(f"{player.name} has room for the crystal: nothing goes back.", COLLECT)
        return qoam
    if not discard:
        raise RuleError(f"{player.name} would hold 7 Qoam: name the crystal that goes back.", COLLECT)
    held = [c for c, n in zip(data.QOAM_COLOURS, qoam) if n]
    if discard not in held:
        raise RuleError(f"{player.name} holds no {str(discard)[:20]} crystal to put back (holds "
                        f"{', '.join(held)}).", COLLECT)
    return add_qoam(qoam, discard, -1)


def can_pay(state: FallState, player: Player, need: Mapping[str, int]) -> bool:
    """Whether the player could pay `need` from their stash, the City and their Parasites."""
    stash = Counter({c: player.has(c) for c in data.QOAM_COLOURS})
    reserve = stash + Counter(x for x in state.city if x in data.QOAM_COLOURS)
    return covers(reserve, player.parasites, need, heir=player.character == "The Heir", exact=False)


def pay(state: FallState, index: int, spend: object, needs: Iterable[Mapping[str, int]], section: str,
        what: str) -> FallState:
    """The state with `spend` paid by player `index` for one of `needs`, or a RuleError (state untouched)."""
    player = state.players[index]
    tokens = parse_tokens(spend, section)
    _check_held(state, player, tokens, section)
    heir = player.character == "The Heir"
    if not any(covers(tokens.combined(), tokens.parasites, need, heir=heir, exact=True) for need in needs):
        raise RuleError(f"{', '.join(spend) or 'Nothing'} does not pay {what}: each missing crystal can be "
                        "two crystals alike or a Parasite, and nothing more may be spent.", section)
    qoam = list(player.qoam)
    for colour, n in tokens.stash.items():
        qoam[data.QOAM_COLOURS.index(colour)] -= n
    city = list(state.city)
    for colour, n in tokens.city.items():
        for _ in range(n):
            city[city.index(colour)] = EMPTY
    paid = replace(player, qoam=tuple(qoam), parasites=player.parasites - tokens.parasites)
    players = state.players[:index] + (paid,) + state.players[index + 1:]
    return replace(state, players=players, city=tuple(city))
