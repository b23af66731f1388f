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

from tests.games.fall.fall_table import node_beside, placed, qoam, started, with_group


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


# ----- item 3: the advice says what its numbers say -----

def _forest_attack(golems: int, troops: int, first: tuple[int, str]):
    """An attack on a Forest group with one Era I card revealed, three Forest crystals left to pay with."""
    from companion.games.fall.events import RevealCard

    state = started()
    node, forest = node_beside(state, "Forest")
    green = data.QOAM_COLOUR["Forest"]
    state = with_group(placed(state, 0, node=node, qoam=qoam(**{green: 3})), forest, golems=golems, troops=troops)
    state = apply(apply(state, AttackEnemies(forest)), RevealCard(*first, (green,)))
    return attack_advice(state, "enemies", forest), state


def _brute_success(state, points: int, eras: tuple[str, ...], need: int) -> Fraction:
    from itertools import product

    piles = [state.deck(e).pile for e in eras]
    totals = [points + sum(c.value for c in cards) for cards in product(*piles)]
    return Fraction(sum(t >= need for t in totals), len(totals))


def test_advice_on_four_golems_and_a_troop_after_a_one_says_one_more_card_cannot_win_it():
    a, state = _forest_attack(4, 1, (1, "red"))  # 9 needed, 1 revealed: Era II gives at most 4
    assert a.row(1).success == 0 and a.row(2).success == _brute_success(state, 1, ("II", "III"), 9) > 0
    p = a.row(2).success
    assert "may still win" not in a.advice
    assert "one more card" in a.advice and "cannot win it" in a.advice
    assert "2 more cards win it with a" in a.advice
    assert f"{float(p) * 100:.1f} % chance ({p.numerator}/{p.denominator})" in a.advice


def test_advice_on_a_golem_and_a_troop_after_a_two_says_one_more_card_wins_for_certain():
    a, state = _forest_attack(1, 1, (2, "red"))  # 3 needed, 2 revealed: every Era II card is at least 1
    assert a.row(1).success == _brute_success(state, 2, ("II",), 3) == 1
    assert "may still win" not in a.advice and "one more card" in a.advice and "wins it for certain" in a.advice


def test_advice_when_one_more_card_surely_earns_the_bonus_does_not_call_it_a_chance(anuth_on_one_parasite):
    state, forest = anuth_on_one_parasite
    a = attack_advice(state, "enemies", forest)
    assert a.row(1).bonus == 1
    assert "only adds a chance" not in a.advice and "earns it for certain" in a.advice


# ----- item 2: The Criminal's Armor holds in her own turn only -----

RIVER_RELEASES = (("crater-0/0", "outer-0"), ("crater-0/0", "outer-1"), ("crater-1/1", "outer-2"),
                  ("crater-1/1", "outer-3"), ("crater-3/1", "outer-6"), ("crater-3/1", "outer-7"))


def _second_river_night(current: int):
    """The second River card about to come, in player `current`'s Night: three Enemies will stand in the
    Forest outer-7, beside The Criminal (player 2, in her Armor, on mid-9), which has no Machine."""
    from dataclasses import replace

    from companion.games.fall.events import EndDay

    state = started(characters=("Sanya", "The Criminal"))
    criminal = replace(state.players[1], armor=True, node="mid-9")
    state = replace(state, players=(state.players[0], criminal), event_board=("River",), current=current)
    assert "outer-7" in state.board.node("mid-9").regions
    return apply(with_group(state, "outer-7", troops=2), EndDay())


def test_three_enemies_beside_the_armored_criminal_attack_in_another_players_night():
    from companion.games.fall.events import NightCard, Release
    from companion.games.fall.rulings import RULINGS_BY_KEY

    card = NightCard("River", tuple(Release(a, b) for a, b in RIVER_RELEASES))
    others = _second_river_night(0)
    after = apply(others, card)
    assert after.enemies("outer-7").total == 3
    assert after.defense == others.defense - 5 and any("Enemy Attack in outer-7" in x for x in after.log)
    own = _second_river_night(1)
    assert apply(own, card).defense == own.defense  # her own Night: four are needed
    assert "criminal_armor_own_turn" in options(others).step.rulings
    assert "own turn" in RULINGS_BY_KEY["criminal_armor_own_turn"].reading


# ----- item 10: a short attack fails, as the text says (the other reading a setting) -----

def test_two_strength_against_a_golem_and_a_troop_fails_whole_by_default():
    from companion.games.fall.events import RevealCard, Settings
    from companion.games.fall.rulings import RULINGS_BY_KEY

    assert Settings().partial_attacks is False
    state = started()
    node, forest = node_beside(state, "Forest")
    green = data.QOAM_COLOUR["Forest"]
    state = with_group(placed(state, 0, node=node, qoam=qoam(**{green: 1})), forest, golems=1, troops=1)
    state = apply(apply(state, AttackEnemies(forest)), RevealCard(2, "red", (green,)))
    crater = state.islands[0].crater
    assert "fails" in str(refused(state, ResolveAttack(crater, (0, 0))))
    after = apply(state, ResolveAttack())
    assert after.enemies(forest) == state.enemies(forest) and after.attack is None
    ruling = RULINGS_BY_KEY["attack_partial_defeat"]
    assert ruling.setting == "partial_attacks" and "Refiner" in ruling.why and ruling.reading.startswith("By default none")


def test_a_game_saved_when_partial_defeat_was_the_default_keeps_it():
    from companion.codec import event_from_json, event_to_json
    from companion.games.fall.game import FALL

    from tests.games.fall.fall_table import setup_event

    saved = event_to_json(setup_event())
    saved.pop("settings")  # rules version 1 left its default (partial defeats on) out of the log
    assert FALL.schema_version == 2
    kept = event_from_json(FALL.migrations[1](saved), FALL.event_types)
    assert kept.settings.partial_attacks is True
    chosen = {**saved, "settings": {"partial_attacks": False}}
    assert event_from_json(FALL.migrations[1](chosen), FALL.event_types).settings.partial_attacks is False


# ----- item 11: a Deposit of several crystals is one action, as in the example -----

def test_blue_player_deposits_four_crystals_on_four_empty_spaces_in_one_action():
    from companion.games.fall.events import Deposit, Placement
    from companion.games.fall.rulings import RULINGS_BY_KEY

    state = started()
    city_node = state.board.city_nodes[0]
    state = placed(state, 1, node="ring-5")  # the other Character out of the City
    state = placed(state, 0, node=city_node, qoam=qoam(blue=2, brown=1, green=1, grey=1))
    spaces = state.board.city_spaces
    four = tuple(Placement(sp, c) for sp, c in zip(spaces, ("blue", "brown", "green", "grey")))
    after = apply(state, Deposit(four))
    assert after.actions == state.actions + 1
    assert after.city == ("blue", "brown", "green", "grey", "") and after.players[0].qoam == qoam(blue=1)
    assert "deposit_several_crystals" in options(state).step.rulings
    assert "deposit_several_crystals" not in options(placed(state, 0, node="ring-1")).step.rulings
    assert "worked example" in RULINGS_BY_KEY["deposit_several_crystals"].why


# ----- item 5: a Harvester at 6 Qoam offers back only what the stash holds, and says the real reason -----

def test_harvester_at_six_blue_offers_back_only_blue_or_the_grey_it_gives():
    from companion.games.fall.events import ActivateMachine
    from companion.games.fall.options import choice_form

    from tests.games.fall.test_fall_day import machine_table

    full = placed(machine_table(), 0, qoam=qoam(blue=6))  # a red Harvester in the grey inner-3 beside P1
    event = next(c.event for c in options(full).choices
                 if isinstance(c.event, ActivateMachine) and c.event.kind == "Harvester")
    form = choice_form(full, event)
    assert [v for _, v in next(p for p in form.picks if p.key == "discard").values] == ["blue", "grey"]
    why = refused(full, ActivateMachine(event.region, "Harvester", discard="pink"))
    assert "holds no pink crystal to put back" in str(why) and "name the crystal" not in str(why)
    assert apply(full, ActivateMachine(event.region, "Harvester", discard="grey")).players[0].qoam == qoam(blue=6)


# ----- item 6: The Cursed's every bonus is said -----

def test_the_cursed_taking_a_blue_and_a_yellow_bonus_is_told_both():
    from dataclasses import replace

    from companion.games.fall.events import RevealCard
    from companion.games.fall.game import FALL
    from companion.games.fall.options import last_result

    state = placed(started(characters=("Sanya", "The Cursed")), 1, node="mid-0", qoam=qoam(brown=2))
    state = apply(with_group(replace(state, current=1), "outer-0", troops=1), AttackEnemies("outer-0"))
    for value, banner in ((1, "blue"), (1, "yellow")):
        state = apply(state, RevealCard(value, banner, ("brown",)))
    event = ResolveAttack("crater-0", (1, 0), Bonus("blue", player="P1", colour="grey"),
                          (Bonus("yellow", player="P1", node="ring-1"),))
    after = apply(state, event)
    assert after.players[0].node == "ring-1" and after.players[0].has("grey") == 1
    said = last_result(state, event, after, FALL.describe(state, event))[0]
    assert "the blue and yellow Eradication Bonuses" in said
    assert "the blue and yellow Eradication Bonuses" in FALL.describe(state, event)


# ----- item 7: the green bonus moves a unit to a region bordering its own, and offers only those -----

def test_green_bonus_moving_a_golem_offers_only_the_regions_bordering_it():
    from dataclasses import replace

    from companion.games.fall.options import choice_form, form_event

    from tests.games.fall.test_fall_day import forest_attack

    state = with_group(forest_attack(), "outer-5", golems=1)
    cards = state.attack.cards
    state = replace(state, attack=replace(state.attack, cards=(replace(cards[0], banner="green"),) + cards[1:]))
    event = next(c.event for c in options(state).choices if isinstance(c.event, ResolveAttack) and c.event.bonus)
    form = choice_form(state, event)
    picked = {**form.defaults(), "bonus": "green", "green_from": ("Golem", "outer-5")}
    shown = [p for p in form.picks if p.applies(picked) and p.label.startswith("green: to")]
    assert len(shown) == 1
    offered = [v for _, v in shown[0].values]
    assert offered == list(state.board.bordering("outer-5")) and "outer-5" not in offered
    moved = apply(state, form_event(state, form, {**picked, shown[0].key: offered[-1]}))
    assert moved.enemies(offered[-1]).golems == state.enemies(offered[-1]).golems + 1


# ----- item 8: a defeat in round 5's Night is a defeat in round 5, said once -----

def test_the_city_falling_in_the_last_players_night_of_round_five_ends_round_five():
    from dataclasses import replace

    from companion.games.fall.events import EndDay, NightCard
    from companion.games.fall.state import Phase
    from widgets.games.fall.dashboard import FallDashboard

    state = replace(started(), round=5, current=1, defense=2)
    night = apply(state, EndDay())
    shard = next(v for v, n in zip(data.PRIMAL_SHARD_VALUES.value, night.bag) if n)
    over = apply(night, NightCard(data.COLOSSUS, shard=shard))  # two Parasites spawned: 4 Defense Points
    assert over.phase is Phase.OVER and over.outcome.startswith("Defeat: ")
    assert (over.round, over.current) == (5, 1)
    dash = FallDashboard()
    dash._status(over)
    assert "Round 5 ·" in dash.status.value and "Round 6" not in dash.status.value
    headline = dash.outcome.value
    assert headline.count("efeat") == 1 and "DEFEAT" not in headline and "Defeat: The City" in headline


# ----- item 9: setup's starting nodes, the step 9 refusal, and solo asked again -----

def test_second_player_picking_a_champion_from_mysthea_gets_a_free_node_and_is_refused_by_step_nine():
    from companion.games.fall.state import Phase
    from widgets.games.fall.dashboard import FallDashboard

    dash = FallDashboard()
    setup = dash.setup
    setup.count.value = 4  # Mysthea, Icaion, Mysthea, Icaion by default: ring-0, city-0, ring-2, city-1
    setup.chars[1].value = "Sanya"  # a second Champion from Mysthea in a row
    held = [box.value for box in setup.nodes[:4]]
    assert len(set(held)) == 4, held
    before = copy.deepcopy(dash.state)
    with pytest.raises(RuleError) as caught:
        setup.submit()
    assert caught.value.section == "Getting Ready, step 9" and "other pile" in caught.value.message
    assert dash.state == before and dash.state.phase is Phase.SETUP


def test_a_new_game_after_a_solo_one_asks_solo_again():
    from widgets.games.fall.dashboard import FallDashboard

    dash = FallDashboard()
    dash.setup.solo.value = True
    dash.setup.submit()
    assert dash.state.solo
    dash.set_session(dash.fresh_session())
    assert dash.setup.solo.value is False


def test_two_champions_from_mysthea_in_a_row_on_one_node_are_refused_by_step_nine_first():
    from companion.games.fall.state import new_game

    from tests.games.fall.fall_table import setup_event

    event = setup_event(characters=("Sanya", "Anuth"), nodes=("ring-0", "ring-0"))
    why = refused(new_game(), event)
    assert why.section == "Getting Ready, step 9"


# ----- item 4: Investigate's chance over the base's own shards when the table knows them -----

def _at_the_colossus(**kw):
    """Player 1 on the Colossus's node, able to pay two pairs of its colours but not a third."""
    state = started(**kw)
    a, b = (data.QOAM_COLOUR[state.board.region_type(r)] for r in state.board.node(state.colossus).regions)
    return placed(state, 0, node=state.colossus, qoam=qoam(**{a: 3, b: 2}))


def test_investigating_a_base_known_to_hold_two_ones_and_a_three_is_weighed_over_those_three():
    from companion.games.fall.events import Investigate
    from companion.games.fall.odds import investigate_odds

    from tests.games.fall.fall_brute import over_orderings

    state = _at_the_colossus(colossus_base=(3, 1, 1))
    assert state.colossus_base == (1, 1, 3)
    odds = investigate_odds(state)
    assert odds.exact and odds.pool == ((1, 2), (3, 1)) and odds.pairs == 2
    assert odds.p_paid == over_orderings({1: 2, 3: 1}, lambda order: order[0] <= odds.pairs)[True] == Fraction(2, 3)
    guess = investigate_odds(_at_the_colossus())
    assert not guess.exact and guess.pool == tuple((v, n) for v, n in zip((1, 2, 3), state.bag) if n)
    assert "2-point shard" in str(refused(state, Investigate(2)))
    offered = {c.event.value for c in options(state).choices if isinstance(c.event, Investigate)}
    assert offered == {1, 3}
    paid = next(c.event for c in options(state).choices if isinstance(c.event, Investigate) and c.event.value == 1
                and c.event.spend)
    assert apply(state, paid).colossus_base == (1, 3)


def test_the_odds_panel_calls_the_bag_based_investigate_chance_an_estimate():
    from widgets.games.fall.odds import FallOddsPanel

    unknown, known = FallOddsPanel._investigate(_at_the_colossus()), FallOddsPanel._investigate(
        _at_the_colossus(colossus_base=(1, 1, 3)))
    assert "estimate" in unknown and "bag" in unknown
    assert "estimate" not in known and "base" in known and "66.7 % (2/3)" in known


def test_the_setup_form_enters_the_shards_placed_on_the_colossus():
    from widgets.games.fall.dashboard import FallDashboard

    dash = FallDashboard()
    dash.setup.tabs.selected_index = 3  # the Shards tab, built when first opened
    dash.setup.shards.value = 3
    dash.setup.base.value = "3, 1 1"
    assert dash.setup.event().colossus_base == (3, 1, 1)
    dash.setup.base.value = "1, 4"
    with pytest.raises(RuleError, match="not a shard's value"):
        dash.setup.event()
    dash.setup.base.value = "1, 2"  # two values for three shards
    before = copy.deepcopy(dash.state)
    with pytest.raises(RuleError, match="each of its 3 shards"):
        dash.setup.submit()
    assert dash.state == before


# ----- item 12: the Storm is one report, its Monster, island and besiegers picked in its form -----

def test_the_storm_with_seven_monsters_and_five_free_islands_is_one_report_with_its_parts_picked():
    from dataclasses import replace

    from companion.games.fall.events import EndDay, NightCard
    from companion.games.fall.options import VARIANTS_PER_FORM, choice_form, form_event

    state = with_group(with_group(started(), "inner-0", golems=1), "inner-2", troops=1)
    state = apply(replace(state, monster_cards=tuple(m.name for m in data.FALL_MONSTERS)), EndDay())
    storms = [c for c in options(state).choices if isinstance(c.event, NightCard) and c.event.card == data.STORM]
    assert 1 <= len(storms) <= 1 + VARIANTS_PER_FORM  # not one entry per Monster and island (7 x 5)
    form = choice_form(state, storms[0].event)
    values = {p.key: [v for _, v in p.values] for p in form.picks}
    assert set(values["monster"]) == {m.name for m in data.FALL_MONSTERS}
    assert values["crater"] == [i.crater for i in state.islands]
    assert [k for k in values if k.startswith("space_")] == ["space_1", "space_2"]
    picked = {"monster": "Caerulas the Inhabitant from Below", "crater": state.islands[-1].crater}
    after = apply(state, form_event(state, form, picked))
    assert [(m.name, m.crater) for m in after.monsters] == [(picked["monster"], picked["crater"])]
    assert sum(c in ("Golem", "Troop") for c in after.city) == 2


def test_a_blue_bonus_for_a_player_at_six_offers_back_only_their_crystals_or_the_one_given():
    from dataclasses import replace

    from companion.games.fall.options import choice_form, form_event

    from tests.games.fall.test_fall_day import forest_attack

    state = forest_attack()
    cards = state.attack.cards
    state = replace(state, attack=replace(state.attack, cards=(replace(cards[0], banner="blue"),) + cards[1:]))
    state = placed(state, 1, qoam=qoam(grey=6))  # P2 at six: nothing but grey
    event = next(c.event for c in options(state).choices if isinstance(c.event, ResolveAttack) and c.event.bonus)
    form = choice_form(state, event)
    picked = {**form.defaults(), "bonus": "blue", "blue_player": "P2", "blue_colour": "pink"}
    backs = [p for p in form.picks if p.applies(picked) and p.label.startswith("blue: above 6")]
    assert len(backs) == 1 and [v for _, v in backs[0].values] == ["grey", "pink"]
    after = apply(state, form_event(state, form, {**picked, backs[0].key: "grey"}))
    assert after.players[1].qoam == qoam(grey=5, pink=1)
    assert not [p for p in form.picks if p.applies({**picked, "blue_player": "P1"}) and
                p.label.startswith("blue: above 6")]  # P1 has room: nothing goes back
