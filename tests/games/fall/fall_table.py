"""A set-up table of The Fall on the shipped schematic board, for the rule tests (values are EXAMPLES)."""

from __future__ import annotations

import json
import random
from dataclasses import replace

from companion.games.fall import board as fb
from companion.games.fall import data
from companion.games.fall.events import PlayerSetup, SetUp
from companion.games.fall.rules import apply
from companion.games.fall.state import Enemies, FallState, MonsterInPlay, Phase, new_game, with_enemies

# EXAMPLE values: the City's Defense and the Colossus's shards are entered by the players at setup.
EXAMPLE_DEFENSE = 30
EXAMPLE_SHARDS = 3
ISLANDS = {
    "crater-0": ("River", "Forest", "Mountain"),
    "crater-1": ("Forest", "River", "Mountain"),
    "crater-2": ("Mountain", "Crystal Field", "Forest"),
    "crater-3": ("Land of Myst", "River", "Forest"),
    "crater-4": ("Crystal Field", "Mountain", "Land of Myst"),
}


def setup_event(characters=("Sanya", "The Heir"), nodes=("ring-0", "city-0"), **kw) -> SetUp:
    players = tuple(PlayerSetup(f"P{i + 1}", c, colour, n)
                    for i, (c, n, colour) in enumerate(zip(characters, nodes, ("red", "blue", "yellow", "black", "green"))))
    args = dict(players=players, difficulty="normal", city_defense=EXAMPLE_DEFENSE, islands=dict(ISLANDS),
                colossus_node="ring-3", colossus_shards=EXAMPLE_SHARDS)
    args.update(kw)
    return SetUp(**args)


def set_up(**kw) -> FallState:
    """Right after the SetUp event: step 13's Monster and Event Cards still to reveal."""
    return apply(new_game(), setup_event(**kw))


def started(**kw) -> FallState:
    """A position to test the Day from: set up, step 13 skipped (no Monster, no Event Card revealed)."""
    return replace(set_up(**kw), phase=Phase.DAY, setup_cards=0)


def placed(state: FallState, index: int = 0, *, node: str | None = None, qoam=None, parasites=None,
           character: str | None = None) -> FallState:
    """The state with one player's node, stash, Parasites or Character changed (a position to test from)."""
    p = state.players[index]
    changes = {}
    if node is not None:
        changes["node"] = node
    if qoam is not None:
        changes["qoam"] = tuple(qoam)
    if parasites is not None:
        changes["parasites"] = parasites
    if character is not None:
        changes["character"] = character
    players = state.players[:index] + (replace(p, **changes),) + state.players[index + 1:]
    return replace(state, players=players)


def with_group(state: FallState, region: str, golems=0, troops=0, parasites=0) -> FallState:
    return with_enemies(state, region, Enemies(golems, troops, parasites))


def partial(state: FallState) -> FallState:
    """The state under the setting partial_attacks (ruling attack_partial_defeat): a short attack defeats
    what its points pay for, by Enemy Priority."""
    return replace(state, settings=replace(state.settings, partial_attacks=True))


def with_monster(state: FallState, name: str, crater: str) -> FallState:
    return replace(state, monsters=state.monsters + (MonsterInPlay(name, crater),))


def qoam(**colours: int) -> tuple[int, ...]:
    """A stash of Qoam crystals by colour name, in the data's colour order."""
    return tuple(colours.get(c, 0) for c in data.QOAM_COLOURS)


def node_beside(state: FallState, region_type: str) -> tuple[str, str]:
    """A free node beside a board region of `region_type`, and that region."""
    for node in state.board.nodes:
        for region in node.regions:
            if state.board.region_type(region) == region_type and state.character_at(node.id) is None:
                return node.id, region
    raise AssertionError(f"no node beside a {region_type} region")


def crowded_board() -> dict:
    """The printed board file with a chain of nodes added up to the 400 a board file may hold, scattered
    (a crowded user board: its ids cannot all find a clear place)."""
    data = json.loads(fb.BOARD_PATH.read_text(encoding="utf-8"))
    start = next(n for n in data["nodes"] if n["id"] == data["ring"][0])
    rng, last = random.Random(7), start
    for i in range(fb.MAX_NODES - len(data["nodes"])):
        node = {"id": f"x{i}", "regions": list(start["regions"]), "adjacent": [last["id"]]}
        last["adjacent"].append(node["id"])
        data["nodes"].append(node)
        data.setdefault("positions", {})[node["id"]] = [rng.random(), rng.random()]
        last = node
    return data
