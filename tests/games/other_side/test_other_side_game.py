"""OTHER_SIDE as a Game: the protocol, the profile check at the start, and the live-odds inputs."""

import copy

import pytest

from companion.errors import RuleError
from companion.game import Game
from companion.games.other_side.events import DragonAwakens, SetUp
from companion.games.other_side.game import OTHER_SIDE
from companion.games.other_side.odds import fight_odds_inputs
from companion.games.other_side.odds import fight_odds
from tests.games.other_side.other_side_helpers import EXAMPLE_PROFILE, WELL, phase4_example


def test_other_side_plugs_into_a_session():
    assert isinstance(OTHER_SIDE, Game)
    assert (OTHER_SIDE.name, OTHER_SIDE.title, OTHER_SIDE.schema_version) == \
        ("other_side", "From the Other Side", 1)


def test_initial_state_checks_the_profile_and_defaults_to_the_example():
    assert OTHER_SIDE.initial_state({}).profile.example
    state = OTHER_SIDE.initial_state(EXAMPLE_PROFILE)
    assert state.phase == "setup" and len(state.creature_deck) == 6
    bad = copy.deepcopy(EXAMPLE_PROFILE)
    bad["creatures"][0]["strength"] = -1
    with pytest.raises(ValueError, match=r"creatures\[0\]\.strength"):
        OTHER_SIDE.initial_state(bad)


def test_the_shipped_example_profile_deals_a_five_hero_game():
    state = OTHER_SIDE.initial_state({})
    heroes = ("andre", "hansi", "marcus", "frederik", "blind_guardian")
    hands = {h: tuple(c.id for c in state.profile.action_cards if c.hero == h)[:5] for h in heroes}
    state = OTHER_SIDE.apply(state, SetUp(heroes, "marcus", WELL, "hall", hands))
    assert state.phase == "hunt" and all(h.action_tiles == 2 and h.bonds_ready == 3 for h in state.heroes)


def test_setup_refusals_name_their_section():
    state = OTHER_SIDE.initial_state(EXAMPLE_PROFILE)
    hands = {"hansi": ("HA1", "HA2", "HA3", "HA4", "HA5"), "blind_guardian": ("BG1", "BG2", "BG3", "BG4", "BG5")}
    with pytest.raises(RuleError, match="Blind Guardian joins only") as err:
        OTHER_SIDE.apply(state, SetUp(("hansi", "blind_guardian"), "hansi", WELL, "hall", hands))
    assert "Goal of the Game" in err.value.section
    with pytest.raises(RuleError, match="2 to 5"):
        OTHER_SIDE.apply(state, SetUp(("hansi",), "hansi", WELL, "hall", {"hansi": hands["hansi"]}))
    with pytest.raises(RuleError, match="Set up the game first"):
        OTHER_SIDE.apply(state, DragonAwakens())


def test_live_odds_inputs_feed_fight_odds_for_the_example_fights():
    state = phase4_example()
    first = fight_odds_inputs(state, 1)
    assert (first.heroes, first.creature, first.creature_doubled) == (4, 6, True)
    odds = fight_odds(first.heroes, first.creature, **first.kwargs())
    # With the EXAMPLE dice, the probability is some exact fraction strictly between 0 and 1.
    assert 0 < odds.p_win < 1
    third = fight_odds_inputs(state, 3)
    assert (third.heroes, third.creature, third.creature_wound) == (4, 5, True)
