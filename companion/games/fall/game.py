"""FALL: Mysthea: The Fall plugged into a session through the `Game` protocol."""

from __future__ import annotations

import random
from types import MappingProxyType
from typing import Any, Callable, Mapping

from companion.game import AsksOptions, PlayParts

from . import options as choices
from . import scoring, words
from .board import load_board
from .phases.results import bonus_words
from .phases.setup import EXAMPLE_CITY_DEFENSE, EXAMPLE_COLOSSUS_SHARDS
from .events import (
    EVENT_TYPES, ActivateMachine, MachineSetup, AttackEnemies, IslandHop, MoveFortification, AttackMonster, Collect, Deposit, EndDay, Investigate, Move, PlayerSetup,
    NightCard, ResolveAttack, RevealCard, RevealMonster, SetUp, Trade, UseRelic,
)
from .rules import apply as apply_event
from .rulings import RULINGS_BY_KEY
from .state import FallState, new_game

# The generic playthrough's setups use the EXAMPLE City Defense and Colossus shards (phases/setup.py).
EXAMPLE_ISLAND_TYPES = ("River", "Mountain", "Forest", "Land of Myst", "Crystal Field")


def partial_attacks_kept(data: Any) -> Any:
    """A saved SetUp of rules version 1 with partial_attacks written in: it was on unless the log said off."""
    if not isinstance(data, dict) or data.get("type") != "SetUp":
        return data
    settings = data.get("settings", {})
    if not isinstance(settings, dict) or "partial_attacks" in settings:
        return data
    return {**data, "settings": {**settings, "partial_attacks": True}}


class FallGame(AsksOptions):
    """Mysthea: The Fall, cooperative, 1-5 players (solo plays two Characters)."""

    name = "fall"
    options_module = choices
    title = "Mysthea: The Fall"
    schema_version = 2
    event_types: Mapping[str, type] = EVENT_TYPES
    rulings = RULINGS_BY_KEY
    # Version 1 -> 2: the setting partial_attacks' default became False (ruling attack_partial_defeat).
    migrations: Mapping[int, Callable[[Any], Any]] = MappingProxyType({1: partial_attacks_kept})

    def initial_state(self, profile: Mapping[str, Any]) -> FallState:
        """The table before setup; profile["board"] is an edited board (JSON object), else the reconstruction."""
        raw = profile.get("board") if profile else None
        return new_game(load_board(raw) if raw is not None else None)

    def apply(self, state: FallState, event: Any) -> FallState:
        """The state after `event`, or RuleError naming the rulebook section that refuses it."""
        return apply_event(state, event)

    def describe(self, state: FallState, event: Any) -> str:
        """The step as a player would say it."""
        who = state.player.name if state.players else ""
        if isinstance(event, SetUp):
            return f"Getting Ready: {len(event.players)} Characters, {event.difficulty}"
        if isinstance(event, Move):
            return f"{who} moves to {event.path[-1] if event.path else '?'}"
        if isinstance(event, Collect):
            return f"{who} collects" + (f", putting back {', '.join(event.discard)}" if event.discard else "")
        if isinstance(event, Deposit):
            return f"{who} deposits {len(event.crystals)} crystal(s) in the City"
        if isinstance(event, AttackEnemies):
            return f"{who} attacks the Enemies in {event.region}"
        if isinstance(event, AttackMonster):
            return f"{who} attacks the Monster on {event.crater}"
        if isinstance(event, RevealCard):
            return f"{who} reveals a {event.value} ({event.banner})"
        if isinstance(event, ResolveAttack):
            return f"{who} resolves the attack" + (f" with {bonus_words(event)}" if event.bonus else "")
        if isinstance(event, Investigate):
            return f"{who} investigates the Colossus: a {event.value}" + (", claimed" if event.spend else ", not paid")
        if isinstance(event, ActivateMachine):
            return f"{who} activates a {event.kind} in {event.region}"
        if isinstance(event, UseRelic):
            return f"{event.player} uses their Relic"
        if isinstance(event, Trade):
            return f"{who} trades 2 Qoam with {event.target}"
        if isinstance(event, RevealMonster):
            return f"{event.monster} comes onto the island of {event.crater}"
        if isinstance(event, NightCard):
            what = event.card + (f" ({event.monster.monster})" if event.monster else "") + \
                (f", a {event.shard} shard" if event.shard else "")
            return f"Event Card: {what}"
        if isinstance(event, IslandHop):
            return f"{who} hops to {event.node}"
        if isinstance(event, MoveFortification):
            return f"{who} moves the Fortification on {event.source} to {event.to}"
        if isinstance(event, EndDay):
            return f"{who} ends the Day"
        return type(event).__name__

    def board_text(self, state: FallState) -> tuple[str, ...]:
        """The board in words, one line a place or part, as the board canvas draws it (words.py)."""
        return words.board_text(state)

    def play_summary_parts(self, state: FallState) -> PlayParts:
        """What a finished game's summary reads off the state: scores in parts, rounds, settings (scoring.py)."""
        return scoring.play_summary_parts(state)

    def setup_choices(self, profile: Mapping[str, Any], seed: int) -> tuple[SetUp, ...]:
        """A few legal setups (2 to 5 Characters) on the profile's board, with EXAMPLE entered values."""
        board = self.initial_state(profile).board
        rng = random.Random(f"fall-setup:{seed}")
        from .data import CHARACTERS, ICAION, MACHINE_KINDS, MYSTHEA, era_deck
        out = []
        for n in (2, 3, 5):
            # Getting Ready, step 9: each following player draws from the other pile (Mysthea, Icaion).
            piles = [rng.sample([c for c in CHARACTERS if c.origin == o], (n + 1) // 2) for o in (MYSTHEA, ICAION)]
            first = rng.randrange(2)
            chars = [piles[(first + i) % 2][i // 2] for i in range(n)]
            crater_nodes = [c.node for c in board.craters]
            city_nodes = list(board.city_nodes)
            players = []
            for i, c in enumerate(chars):
                pool = crater_nodes if c.origin == MYSTHEA else city_nodes
                players.append(PlayerSetup(f"Player {i + 1}", c.name, f"colour {i + 1}", pool.pop(0)))
            types = list(EXAMPLE_ISLAND_TYPES)
            rng.shuffle(types)
            islands = {c.id: (t, "River", "Forest") for c, t in zip(board.craters, types)}
            # EXAMPLE Machines (setup step 8 is missing): one of each kind per colour, in regions by its start.
            machines = []
            for p in players:
                regions = board.node(p.node).regions
                for k, kind in enumerate(MACHINE_KINDS):
                    machines.append(MachineSetup(regions[k % len(regions)], kind, p.colour))
            out.append(SetUp(tuple(players), "normal", EXAMPLE_CITY_DEFENSE, islands,
                             board.ring[rng.randrange(len(board.ring))], EXAMPLE_COLOSSUS_SHARDS,
                             machines=tuple(machines), solo=False, example_machines=True))
        # The Chronicle Game System, so a random playthrough meets it: after Icaion (a Wonder left on the
        # board), and after Mysthea with EXAMPLE personal decks (six Era III cards each).
        from .events import Chronicle, WonderSetup
        from .options import draft_setup
        era_iii = tuple((c.command_points, c.banner) for c in era_deck("III"))
        out.append(draft_setup(board, ("The Heir", "The Outsider"), chronicle=Chronicle(
            after_icaion=True, wonders=(WonderSetup(board.regions[0].id, "Player 1"),))))
        out.append(draft_setup(board, ("Sanya", "Telron"), chronicle=Chronicle(after_mysthea=True),
                               command_cards=(era_iii[:6], era_iii[6:12])))
        return tuple(out)


FALL = FallGame()
GAME = FALL
