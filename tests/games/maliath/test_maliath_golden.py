"""A scripted solo game over three Eras (physical decks), replayed from its log to the same state."""

from __future__ import annotations

from companion.games.maliath.events import EndEra, Flip, Pick, Report, Setup
from companion.games.maliath.game import GAME
from companion.games.maliath.phases import turn
from companion.games.maliath.state import Phase
from companion.session import Session

# Celethe's EXAMPLE band (profile.py): red, yellow, green, blue.
ERA_I = [
    Flip("yellow 2"), Pick("stay"), Pick("yellow 3"),           # 2 Glory; a yellow (first: Upgrade)
    Flip("CS007"),                                              # Golem, Island, Fly; no marker (first)
    Flip("green 2"), Pick("dominant_direction"),                # a Golem
    Flip("CS011"), Pick("red 3"), Pick("blue 3"), Pick("green 1"), Pick("yellow 1"), Report(1),
    Flip("red 2"), Pick(turn.NONE), Pick("stay"),               # no Region: Preparation
    EndEra(), Report(4), Pick(turn.DONE),                       # 8 (card 1 full) + 4 Regions
]


def test_a_whole_solo_game_over_three_eras_replays_to_the_same_state():
    session = Session(GAME, seed=5)
    session.apply(Setup(champion="Celethe", digital=False))
    for event in ERA_I:
        session.apply(event)
    state = session.state
    assert state.era == 2 and len(state.deck) == 10 and state.era_ii_colour == "red"
    assert "red 3" in state.deck and state.glory == 2 + 8 + 4
    # Era II: her new Determination card and an End of Era with nothing else.
    session.apply(Flip("yellow 2"))
    assert session.state.glory == 14 + (2 + 1) * 2
    session.apply(Pick("stay"))
    session.apply(Pick("yellow 2"))
    for event in (EndEra(), Report(0), Pick(turn.DONE)):
        session.apply(event)
    state = session.state
    assert state.era == 3 and len(state.deck) == 11
    commands = sorted(c for c in state.deck if " " in c)
    # The best card of each colour plus the second best of the two chosen colours (red, then yellow).
    assert commands == ["blue 3", "green 2", "red 2", "red 3", "yellow 2", "yellow 3"]
    for event in (EndEra(), Report(6), Pick(turn.DONE)):
        session.apply(event)
    assert session.state.phase is Phase.FINAL
    assert session.state.glory == 26
    session.apply(Report(26))  # a tie: solo, Maliath wins it
    final = session.state
    assert GAME.is_over(final) and GAME.outcome(final).winners == ("Maliath",)
    assert session.replay() == final
    session.undo()
    session.apply(Report(27))
    assert GAME.outcome(session.state).winners == ("You",)
