"""Issue 23, Mystling Academy: what whole games played against the rulebook found in the core, one test per item."""

from __future__ import annotations

from companion.games.mystling.events import Concede, Proceed
from companion.games.mystling.game import GAME
from companion.games.mystling.rules import stat
from companion.games.mystling.state import Phase
from tests.games.mystling.mystling_helpers import ARBORO_HAND, PEARE_HAND, PROFILE, run, started


def solo():
    return started({"You": ARBORO_HAND}, mode="solo")


def duel():
    return started({"White": ARBORO_HAND, "Black": PEARE_HAND})


# item 25: the Stat card a solo Combat uses
def test_a_solo_combat_uses_your_mystlings_pvp_stat_card():
    s = solo()
    arboro = PROFILE.mystling("Arboro")
    for key in ("movement", "willpower", "defense", "health", "attack", "token_limit"):
        assert stat(s, 0, key) == getattr(arboro, key) == stat(duel(), 0, key)
    assert "solo_pvp_stat_card" in GAME.next_step(GAME.initial_state({})).rulings
    ruling = GAME.rulings["solo_pvp_stat_card"]
    assert "PvP side" in ruling.reading and ruling.section.startswith("Your Mystling")


# item 31: the companion's reading of Conceding
def test_a_duellist_conceding_in_the_other_players_turn_loses_the_duel():
    s = run(duel(), Proceed("White"))  # White's turn under way
    s = run(s, Concede("Black"))
    assert s.phase is Phase.OVER and s.result == "defeat" and s.loser == 1
    assert s.players[1].damage == stat(s, 1, "health")  # no Defense or Willpower taken off
    ruling = GAME.rulings["conceding"]
    assert ruling.section == "End of Combat: Conceding" and "either player may concede" in ruling.reading
