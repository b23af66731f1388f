"""Two scripted games over three Eras (physical decks), each replayed from its JSON log to the same state:
solo with Celethe, and 2 players + Maliath with Sanya, the Arbiter and Artefacts II and IV.

The board (tests/games/maliath/maliath_table.py): clockwise; spaces 1-5 Crystal, Sphere, Volcano, Altar,
Tree; the Attunement Cards from the top Volcano, Tree, Crystal, Sphere, Altar; she starts on the Volcano
Island's Forest. The colour bands are the EXAMPLE profile's (Celethe red, yellow, green, blue; Sanya blue,
red, green, yellow).
"""

from __future__ import annotations

import json

from companion.codec import event_from_json, event_to_json
from companion.games.maliath.events import ArbiterAim, EndEra, Flip, MonsterShown, Pick, PlayerBattle, Report, Setup
from companion.games.maliath.game import GAME
from companion.games.maliath.phases import turn
from companion.games.maliath.state import Phase
from companion.session import Session
from tests.games.maliath.maliath_table import attunement_answers, board_answers

UTCORO = "Utcoro the Swarmer"
NEW_ERA = attunement_answers()

SOLO_ERA_I = [
    Flip("yellow 2"), Pick("yellow 3"),    # 2 Glory; Walk on (her one case); a yellow (first: Upgrade)
    Flip("CS007"),                                              # Golem; Volcano Island moves; Fly
    Flip("green 2"),                                            # a Golem; Walk on (her one case)
    Flip("CS011"), Pick("red 3"), Pick("blue 3"), Pick("green 1"), Pick("yellow 1"), Pick("Volcano"),
    Flip("red 2"), Pick(turn.NONE),                             # no Region: Preparation; Walk on
    EndEra(), Report(4), *NEW_ERA,             # 8 (card 1 full) + 4 Regions
]


def _log_replayed(session: Session) -> Session:
    """A new session made from the game's log as plain JSON (what a saved game holds)."""
    text = json.dumps([event_to_json(e) for e in session.events])
    again = Session(GAME, seed=session.seed if hasattr(session, "seed") else 0)
    for raw in json.loads(text):
        again.apply(event_from_json(raw, GAME.event_types))
    return again


def test_a_whole_solo_game_over_three_eras_replays_to_the_same_state():
    session = Session(GAME, seed=5)
    session.apply(Setup(champion="Celethe", digital=False))
    for event in board_answers():
        session.apply(event)
    assert session.state.champion_at == ("Volcano", "Forest")
    for event in SOLO_ERA_I[:3]:
        session.apply(event)
    # Move an Island: the Tree Island's card is the topmost but hers; two spaces clockwise turn the ring.
    state = session.state
    assert state.ring == ("Altar", "Tree", "Crystal", "Sphere", "Volcano")
    # Walk took her to the Volcano's Crystal Field (her records: no units in its other Regions); Fly: the
    # next Island clockwise with a Crystal Field is the Tree Island, then on to its Mountain.
    assert state.champion_at == ("Tree", "Mountain")
    for event in SOLO_ERA_I[3:]:
        session.apply(event)
    state = session.state
    assert state.champion_at == ("Sphere", "River")  # Walk on, Fly to the Sphere's Crystal Field, Walk on
    assert state.era == 2 and len(state.deck) == 10 and state.era_ii_colour == "red"
    assert "red 3" in state.deck and state.glory == 2 + 8 + 4 and state.golems == 4
    # Era II: her new Determination card and an End of Era with nothing else.
    session.apply(Flip("yellow 2"))
    assert session.state.glory == 14 + (2 + 1) * 2
    session.apply(Pick("dominant_direction"))
    session.apply(Pick("yellow 2"))
    for event in (EndEra(), Report(0), *NEW_ERA):
        session.apply(event)
    state = session.state
    assert state.era == 3 and len(state.deck) == 11
    commands = sorted(c for c in state.deck if " " in c)
    # The best card of each colour plus the second best of the two chosen colours (red, then yellow).
    assert commands == ["blue 3", "green 2", "red 2", "red 3", "yellow 2", "yellow 3"]
    # Shown step by step: the colour chosen, the card added, the card swapped for a better one.
    assert "Her most preferred colour with a card tucked (not red, added in Era II) is yellow: its best card " \
        "joins her Action deck." in state.instructions
    assert "From under her Power Cards into her Action deck: blue 3, yellow 3; from her Action deck back under " \
        "them: blue 2." in state.instructions
    for event in (EndEra(), Report(6)):
        session.apply(event)
    assert session.state.phase is Phase.FINAL
    assert session.state.glory == 26
    session.apply(Report(26))  # a tie: solo, Maliath wins it
    final = session.state
    assert GAME.is_over(final) and GAME.outcome(final).winners == ("Maliath",)
    assert session.replay() == final and _log_replayed(session).state == final
    session.undo()
    session.apply(Report(27))
    assert GAME.outcome(session.state).winners == ("You",)


TWO_ERA_I = [
    MonsterShown(UTCORO),
    Flip("blue 2"), Pick("red 1"),                              # Wound on Utcoro; Upgrades blue, red; Walk taken
    ArbiterAim("strengthen"),
    # War where her records show her units: the Troop blue 2 deployed in the Volcano's Forest (taken at once).
    Flip("red 2"), Pick(turn.MORE), Report(4), Report(3), Report(2), Pick(turn.NO),
    Pick(turn.NO_REACTION), Pick("+2 Strength, Defense"), Report(0), Pick("green 1"),  # II keeps it; Defense 2 + 1;
    # none of hers killed; Sanya's card
    PlayerBattle("IV"), Report(2), Pick(turn.NO_REACTION), Pick("+1 Strength, Retreat All"),  # IV, the Arbiter
    Pick(turn.LOST), Pick("equal"), Pick("both"), Report(0),    # she retreats; none of hers killed
    EndEra(), Report(3), Pick(UTCORO), Report(2), Report(7),    # the rulebook's Utcoro example
    Report(2), Report(0), Report(1), Report(0), Report(3), Pick("blue 3"), *NEW_ERA,
]
TWO_ERA_II = [
    Flip("blue 3"), Pick(turn.NONE),  # no Monster shown; Walk on (her one case: no units around)
    EndEra(), Report(0), *NEW_ERA,
]


def test_a_two_player_game_with_the_arbiter_replays_to_the_same_state():
    session = Session(GAME, seed=9)
    session.apply(Setup(champion="Sanya", players=2, digital=False))
    for event in board_answers():
        session.apply(event)
    assert session.state.arbiter == "II"
    for event in TWO_ERA_I[:10]:
        session.apply(event)
    state = session.state
    assert state.arbiter_aim == "strengthen" and state.drawer == "II"
    for event in TWO_ERA_I[10:14]:
        session.apply(event)
    state = session.state
    assert state.arbiter == "IV"  # after her Battle the deck passes to the other player
    assert any("II drew two and kept it" in line for line in state.instructions)
    assert state.glory == 3 and state.tucked == ("green 1", "red 1")
    assert "Power of War: Battle in the Forest of the third Island, the Volcano Island." in state.instructions
    for event in TWO_ERA_I[14:18]:
        session.apply(event)
    assert session.state.arbiter == "II"  # IV started it: the deck went to II at once, and stays
    for event in TWO_ERA_I[18:22]:
        session.apply(event)
    state = session.state
    assert state.champion_at == ("Volcano", "Crystal Field")
    for event in TWO_ERA_I[22:27]:
        session.apply(event)
    assert any("Artefact II Bronze, Artefact IV Silver; Maliath Bronze" in line
               for line in session.state.instructions)
    for event in TWO_ERA_I[27:]:
        session.apply(event)
    state = session.state
    assert state.era == 2 and state.glory == 3 + 3 + 2 + 6 and state.wounds[0] == 0
    assert "blue 3" in state.deck and state.tucked == ("green 1", "red 1")
    for event in TWO_ERA_II:
        session.apply(event)
    state = session.state
    assert state.era == 3 and state.champion_at == ("Volcano", "Mountain")  # Walk from its Crystal Field
    assert sorted(c for c in state.deck if " " in c) == ["blue 2", "blue 3", "green 2", "red 1", "red 2",
                                                           "yellow 2"]
    for event in (EndEra(), Report(0)):
        session.apply(event)
    assert session.state.phase is Phase.FINAL
    assert session.state.glory == 14
    session.apply(Report(14))
    session.apply(Report(14))  # both tied with her: the player with the lower Artefact wins
    final = session.state
    assert GAME.outcome(final).winners == ("Artefact II",)
    assert session.replay() == final and _log_replayed(session).state == final
