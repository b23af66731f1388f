"""A golden two-player game of The Fall: two full rounds (four Days and four Nights) played through the
core's options, kept as its log in golden_2p.json (the session's own codec, default fields left out),
replayed to the same state, with the table's numbers checked where the rulebook works them out by hand.

`python -m tests.games.fall.test_fall_golden` rewrites the log by playing the same choices again (by
the labels the core offers); review the diff by hand before keeping it.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from companion.codec import event_from_json, event_to_json
from companion.games.fall import data
from companion.games.fall.events import (
    AttackEnemies, Collect, Deposit, EndDay, NightCard, ResolveAttack, RevealCard, RevealMonster, SetUp,
)
from companion.games.fall.game import FALL
from companion.games.fall.odds import attack_advice, night_forecast
from companion.games.fall.options import choice_form, draft_setup, form_event
from companion.games.fall.state import Phase
from companion.session import Session

GOLDEN = Path(__file__).with_name("golden_2p.json")
# The choices of the golden game, by the start of the label the core offers (used only to rewrite it).
PICKS = (
    "Monster: Utcoro the Swarmer on crater-2", "Mountain card (first", "Forest card (first",
    "River card (first",
    # Round 1, Ada (Sanya): Collect, then attack the Mountain group of outer-0 with two cards.
    "Collect", "Attack the Enemies in outer-0", "Card from the Era I deck: 1 blue", "Card from the Era II deck: 3 red",
    "Resolve the attack: back to crater-1 with the blue bonus", "End the Day",
    "Mountain card (second)",
    # Round 1, Ben (The Outsider, from Icaion: step 9's other pile): starts in the City, a Deposit of two crystals.
    "Deposit 2 crystals on the empty spaces", "End the Day",
    "Colossus Card, a 2 shard",
    # Round 2: Ada attacks again (one card), the Storm; Ben collects and deposits; a Crystal Field card.
    "Attack the Enemies in outer-0", "Card from the Era I deck: 3 green", "Resolve the attack: back to crater-0", "End the Day",
    ("Storm", {"monster": "Onygauros the Collector", "crater": "crater-3"}),  # the Storm's form picks them
    "Collect", "Deposit brown on space-4", "End the Day",
    "Crystal Field card (first",
)


def _setup() -> SetUp:
    board = FALL.initial_state({}).board
    return draft_setup(board, ("Sanya", "The Outsider"), names=("Ada", "Ben"))


def play() -> list[Any]:
    """The golden game's events, chosen from the core's options by PICKS."""
    state = FALL.initial_state({})
    events: list[Any] = [_setup()]
    state = FALL.apply(state, events[0])
    for pick in PICKS:
        label, picks = pick if isinstance(pick, tuple) else (pick, {})
        event = next(c.event for c in FALL.options(state).choices if c.label.startswith(label))
        if picks:  # the players' own choices in that report, through its form
            event = form_event(state, choice_form(state, event), picks)
        state = FALL.apply(state, event)
        events.append(event)
    return events


def minimal(obj: Any, encoded: Any) -> Any:
    """The encoded dataclass without the fields left at their default (so new defaults fill them)."""
    if not dataclasses.is_dataclass(obj) or not isinstance(encoded, dict):
        return encoded
    out = dict(encoded)
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        default = f.default if f.default is not dataclasses.MISSING else (
            f.default_factory() if f.default_factory is not dataclasses.MISSING else dataclasses.MISSING)
        if default is not dataclasses.MISSING and value == default:
            out.pop(f.name, None)
        elif dataclasses.is_dataclass(value):
            out[f.name] = minimal(value, out[f.name])
        elif isinstance(value, tuple) and value and all(dataclasses.is_dataclass(v) for v in value):
            out[f.name] = [minimal(v, e) for v, e in zip(value, out[f.name])]
    return out


def transcript() -> dict:
    """The golden game as plain JSON."""
    return {"game": FALL.name, "schema_version": FALL.schema_version, "players": ["Ada", "Ben"],
            "events": [minimal(e, event_to_json(e)) for e in play()]}


@pytest.fixture(scope="module")
def golden() -> dict:
    return json.loads(GOLDEN.read_text())


@pytest.fixture(scope="module")
def events(golden) -> list[Any]:
    return [event_from_json(e, FALL.event_types) for e in golden["events"]]


@pytest.fixture(scope="module")
def session(events) -> Session:
    s = Session(FALL, seed=1)
    for event in events:
        s.apply(event)
    return s


def _at(session: Session, events: list, kind: type, nth: int = 0) -> Any:
    """The state right after the nth event of this type."""
    where = [i for i, e in enumerate(events) if isinstance(e, kind)][nth]
    return session.state_at(where + 1)


def test_golden_log_is_minimal_plain_json(golden):
    assert golden["game"] == "fall" and golden["schema_version"] == FALL.schema_version
    text = GOLDEN.read_text()
    assert "Settings" not in text and '"armor"' not in text  # defaults are left for the codec to fill
    assert json.loads(text) == golden


def test_golden_game_replays_from_its_log_to_the_same_state(events, session):
    state = FALL.initial_state({})
    for event in events:
        state = FALL.apply(state, event)
    assert session.replay() == state == session.state
    again = [event_from_json(json.loads(json.dumps(event_to_json(e))), FALL.event_types) for e in events]
    assert again == events


def test_golden_game_is_two_full_rounds_with_every_kind_of_step(events, session):
    end = session.state
    assert end.phase is Phase.DAY and end.round == 3 and end.current == 0
    assert sum(isinstance(e, EndDay) for e in events) == 4
    nights = [e for e in events if isinstance(e, NightCard)]
    assert [n.card for n in nights[-4:]] == ["Mountain", "Colossus", "Storm", "Crystal Field"]
    assert any(isinstance(e, RevealCard) for e in events) and any(isinstance(e, Deposit) for e in events)
    assert not FALL.is_over(end)


def test_golden_setup_reveals_cost_the_city_an_enemy_attack(events, session):
    # Getting Ready: 30 Defense entered (EXAMPLE); the third setup card's assault leaves 3 Enemies in inner-0,
    # where Ben's blue Harvester (EXAMPLE Machines) stands: the Machine is destroyed, the City keeps its
    # Defense ("Enemy Attack", b).
    ready = _at(session, events, RevealMonster)
    assert ready.defense == 30
    day = session.state_at(1 + 1 + 3)
    assert day.phase is Phase.DAY and day.defense == 30
    assert ("inner-0", "Harvester") in {(m.region, m.kind) for m in ready.machines}
    assert ("inner-0", "Harvester") not in {(m.region, m.kind) for m in day.machines}
    ada, ben = day.players
    # Getting Ready step 10: one Qoam of each Region beside the starting node (Ben, from Icaion, in the City).
    assert ada.qoam == (0, 1, 0, 0, 1) and ben.qoam == (1, 1, 0, 0, 0) and ben.node == "city-0"
    assert day.bag == tuple(data.primal_shard_bag("normal").get(v, 0) for v in (1, 2, 3)) == (2, 4, 4)


def test_golden_first_attack_by_hand(events, session):
    collected = _at(session, events, Collect)
    assert collected.players[0].qoam == (0, 2, 0, 0, 2)  # a brown (Mountain) and a pink (Crystal Field)
    begun = _at(session, events, AttackEnemies)
    assert begun.enemies("outer-0").golems == 1 and begun.enemies("outer-0").troops == 1  # 2 + 1 = 3 SP
    one = _at(session, events, RevealCard)
    advice = attack_advice(one, "enemies", "outer-0")
    assert (advice.strength, advice.need) == (1, 3) and "2 short" in advice.advice
    two = _at(session, events, RevealCard, 1)
    assert [c.value for c in two.attack.cards] == [1, 3] and two.players[0].qoam == (0, 0, 0, 0, 2)
    done = _at(session, events, ResolveAttack)
    # 4 Strength against 3: the group falls with one to spare, the Eradication Bonus (blue: a crystal).
    assert done.enemies("outer-0").total == 0 and done.players[0].qoam == (1, 0, 0, 0, 2)
    island = done.island("crater-1")
    assert done.enemies(island.golem_region.id).golems == begun.enemies(island.golem_region.id).golems + 1


def test_golden_mountain_invasion_destroys_a_scavenger_and_costs_the_city_five(events, session):
    # The second Mountain card: an Enemy Attack in outer-1 destroys the red Scavenger there, and one in
    # outer-3, with no Machine, costs the City 5.
    before = _at(session, events, EndDay)
    after = _at(session, events, NightCard, 3)
    assert before.defense == 30 and after.defense == 30 - 5
    lost = {(m.region, m.kind) for m in before.machines} - {(m.region, m.kind) for m in after.machines}
    assert lost == {("outer-1", "Scavenger")} and len(before.machines) - len(after.machines) == 1


def test_golden_deposit_fills_two_city_spaces(events, session):
    deposited = _at(session, events, Deposit)
    assert deposited.city == ("blue", "brown", "", "", "") and deposited.players[1].qoam == (0, 0, 0, 0, 0)
    assert deposited.players[1].node == "city-0"


def test_golden_colossus_night_by_hand(events, session):
    before = _at(session, events, EndDay, 1)
    after = _at(session, events, NightCard, 4)
    # Two Parasites spawn (none before): 2 x 2, plus Utcoro's Strength 6; then an Enemy Attack in a Region
    # with no Machine left: 5 more. 25 - 4 - 6 - 5 = 10.
    assert sum(e.parasites for _, e in before.units) == 0
    assert after.defense == 25 - 2 * 2 - 6 - 5 == 10
    ring = list(after.board.ring)
    assert ring.index(after.colossus) == (ring.index(before.colossus) + 2) % len(ring)
    assert after.bag == (2, 3, 4) and after.colossus_shards == before.colossus_shards
    # The forecast shown before this Night said exactly that for a Colossus Card.
    row = next(c for c in night_forecast(before).events if c.event.kind == "colossus")
    assert row.defense == (15, 15)


def test_golden_second_round_parasite_storm_and_deposit(events, session):
    won = _at(session, events, ResolveAttack, 1)
    assert won.players[0].parasites == 1 and won.enemies("outer-0").total == 0
    # Ada paid her Era I card with the City's brown (Deposit: the City's Qoam are spent as one's own), so the
    # Storm's Golem takes that emptied space.
    paid = _at(session, events, RevealCard, 2)
    assert paid.city == ("blue", "", "", "", "")
    storm = _at(session, events, NightCard, 5)
    assert storm.in_play("Onygauros") and storm.city.count("Golem") + storm.city.count("Troop") == 1
    end = session.state
    assert end.city == ("blue", "Golem", "", "brown", "") and end.defense == 10
    assert end.players[1].qoam == (1, 0, 0, 0, 0) and end.event_board[-1] == "Crystal Field"


if __name__ == "__main__":
    GOLDEN.write_text(json.dumps(transcript(), indent=1) + "\n")
    print(f"wrote {GOLDEN}")
