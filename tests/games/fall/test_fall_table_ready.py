"""The Fall, from whole games played against the rulebook (issue 23, items 1-13): each test is one table
situation the play-test met, checked against the rulebook (odds against brute force, refusals against a
deep copy of the state taken before)."""

from __future__ import annotations

import copy
from fractions import Fraction

import pytest

from companion.errors import RuleError
from companion.games.fall import data
from companion.games.fall.events import AttackEnemies, Bonus, ResolveAttack
from companion.games.fall.odds import attack_advice
from companion.games.fall.options import options
from companion.games.fall.phases.attack import bonus_earned
from companion.games.fall.rules import apply

from tests.games.fall.fall_table import placed, started, with_group


def qoam(**colours: int) -> tuple[int, ...]:
    return tuple(colours.get(c, 0) for c in data.QOAM_COLOURS)


def node_beside(state, region_type: str) -> tuple[str, str]:
    """A free node beside a board region of `region_type`, and that region."""
    for node in state.board.nodes:
        for region in node.regions:
            if state.board.region_type(region) == region_type and state.character_at(node.id) is None:
                return node.id, region
    raise AssertionError(f"no node beside a {region_type} region")


def refused(state, event) -> RuleError:
    """The RuleError `event` meets, the state left equal to a deep copy taken before."""
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as caught:
        apply(state, event)
    assert state == before
    return caught.value


# ----- item 1: no card revealed, no banner, no Eradication Bonus -----

@pytest.fixture
def anuth_on_one_parasite():
    """Anuth (+2) has begun an attack on a lone Parasite and revealed no card yet."""
    state = started(characters=("Anuth", "The Heir"))
    node, forest = node_beside(state, "Forest")
    state = with_group(placed(state, 0, node=node, qoam=qoam(**{data.QOAM_COLOUR["Forest"]: 1})), forest,
                       parasites=1)
    return apply(state, AttackEnemies(forest)), forest


def test_attack_with_no_card_revealed_promises_no_eradication_bonus(anuth_on_one_parasite):
    state, forest = anuth_on_one_parasite
    a = attack_advice(state, "enemies", forest)
    now, one = a.row(0), a.row(1)
    assert (now.success, now.bonus) == (1, 0)
    # One Era I card: 2 + at least 1 against 1, always with Strength to spare, and a banner to take.
    assert (one.success, one.bonus) == (1, 1)
    assert "adds nothing" not in a.advice and "Eradication Bonus" in a.advice
    assert not bonus_earned(state)
    resolutions = [c.event for c in options(state).choices if isinstance(c.event, ResolveAttack)]
    assert resolutions and all(r.bonus is None for r in resolutions)
    why = refused(state, ResolveAttack(bonus=Bonus("blue", player="P1", colour="blue")))
    assert "no Command Card was revealed" in str(why)
