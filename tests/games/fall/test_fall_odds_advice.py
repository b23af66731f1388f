"""The odds where each decision is made, checked against brute force as exact fractions: one more
Command Card during an attack, Investigate the Colossus before the shard is revealed, and what the
next Night would cost the City."""

from __future__ import annotations

import copy
from dataclasses import replace
from fractions import Fraction
from itertools import product

import pytest

from companion.errors import RuleError
from companion.games.fall import data
from companion.games.fall.events import AttackEnemies, AttackMonster, NightCard, RevealCard
from companion.games.fall.odds import attack_advice, investigate_odds, night_forecast
from companion.games.fall.phases.night_odds import COLOSSUS_EVENT, FIRST
from companion.games.fall.rules import apply
from companion.games.fall.state import Phase

from tests.games.fall.fall_brute import over_orderings
from tests.games.fall.fall_table import node_beside, partial, placed, qoam, started, with_group, with_monster

FOREST_GREEN = data.QOAM_COLOUR["Forest"]


def brute(state, revealed_points: int, eras: list[str], need: int, flat: int = 0) -> dict[int, tuple]:
    """{k: (P(total >= need), P(total > need))} over every physical card of the next k Era decks."""
    out = {}
    for k in range(1, len(eras) + 1):
        piles = [state.deck(e).pile or state.deck(e).discards for e in eras[:k]]
        hits = over = n = 0
        for cards in product(*piles):
            total = revealed_points + flat + sum(c.value for c in cards)
            hits += total >= need
            over += total > need
            n += 1
        out[k] = (Fraction(hits, n), Fraction(over, n))
    return out


@pytest.fixture
def forest_attack():
    """The Forest example's group (a Golem, two Troops, a Parasite: 5 Strength), attacked from beside it."""
    state = started()
    node, forest = node_beside(state, "Forest")
    state = placed(state, 0, node=node, qoam=qoam(**{FOREST_GREEN: 3}))
    state = with_group(state, forest, golems=1, troops=2, parasites=1)
    return apply(state, AttackEnemies(forest)), forest


def test_fall_forest_troops_weighed_before_any_crystal_is_spent(forest_attack):
    state, forest = forest_attack
    before = replace(state, attack=None)
    a = attack_advice(before, "enemies", forest)
    assert a.need == 5 and a.row(0) is None and a.next_era == "I" and a.next_cost == (FOREST_GREEN,)
    expected = brute(before, 0, ["I", "II", "III"], 5)
    assert {r.cards: (r.success, r.bonus) for r in a.rows} == expected
    # One Era I card (at most 3) never covers 5.
    assert a.row(1).success == 0 and a.row(2).success > 0


def test_fall_second_card_worth_it_against_forest_troops(forest_attack):
    # Rulebook example: the Era I card shows 3, not enough for the 5 the group costs.
    state, forest = forest_attack
    state = apply(state, RevealCard(3, "red", (FOREST_GREEN,)))
    a = attack_advice(state, "enemies", forest)
    assert a.strength == 3 and a.revealed == ((3, "red"),) and a.next_era == "II" and a.can_pay
    assert (a.row(0).success, a.row(0).bonus) == (0, 0)
    expected = brute(state, 3, ["II", "III"], 5)
    assert (a.row(1).success, a.row(1).bonus) == expected[1]
    assert (a.row(2).success, a.row(2).bonus) == expected[2]
    # Era II holds 4 ones, 4 twos, 8 threes, 4 fours: a 2 or more wins, 16 of 20.
    assert a.row(1).success == Fraction(4, 5)
    assert "2 short" in a.advice and f"a {FOREST_GREEN} Qoam for the card from Era II" in a.advice


def test_fall_third_card_only_for_the_bonus_after_the_forest_example(forest_attack):
    # The example goes on: Era II shows 3, six against five, the bonus already earned.
    state, forest = forest_attack
    state = apply(state, RevealCard(3, "red", (FOREST_GREEN,)))
    state = apply(state, RevealCard(3, "yellow", (FOREST_GREEN,)))
    a = attack_advice(state, "enemies", forest)
    assert (a.row(0).success, a.row(0).bonus) == (1, 1) and a.strength == 6
    assert "adds nothing" in a.advice


def test_fall_utcoro_enough_with_two_cards_a_third_for_the_bonus():
    # Rulebook "Attack a Monster": Utcoro (6): 2 then 4, defeated but no bonus; a third card would give it.
    state = started()
    crater = state.board.craters[0]
    state = with_monster(placed(state, 0, node=crater.node, qoam=qoam(pink=1, brown=2)), "Utcoro the Swarmer",
                         crater.id)
    state = apply(state, AttackMonster(crater.id))
    island = [data.QOAM_COLOUR[r.type] for r in state.island(crater.id).regions]
    pay = next(c for c in island if state.player.has(c))
    state = apply(state, RevealCard(2, "blue", (pay,)))
    pay = next(c for c in island if state.player.has(c))
    state = apply(state, RevealCard(4, "red", (pay,)))
    a = attack_advice(state, "monster", crater.id)
    assert (a.row(0).success, a.row(0).bonus) == (1, 0) and a.need == 6
    assert set(a.next_cost) == set(island)
    expected = brute(state, 6, ["III"], 6)
    assert (a.row(1).success, a.row(1).bonus) == expected[1] == (1, 1)
    assert "one more card" in a.advice and "earns it for certain" in a.advice


def test_fall_cards_seen_in_an_era_deck_change_the_second_card_odds(forest_attack):
    state, forest = forest_attack
    state = apply(state, RevealCard(3, "red", (FOREST_GREEN,)))
    # The Era II twos, threes and fours already went to the discards earlier: only ones are left.
    era2 = state.deck("II")
    ones = tuple(c for c in era2.pile if c.value == 1)
    decks = tuple(replace(d, pile=ones, discards=tuple(c for c in era2.pile if c.value != 1)) if d.era == "II"
                  else d for d in state.decks)
    state = replace(state, decks=decks)
    a = attack_advice(state, "enemies", forest)
    assert a.row(1).success == 0 and a.row(2) == attack_advice(state, "enemies", forest).row(2)
    assert (a.row(2).success, a.row(2).bonus) == brute(state, 3, ["II", "III"], 5)[2]


def test_fall_onygauros_leaves_no_bonus_to_reveal_for():
    state = started()
    node, forest = node_beside(state, "Forest")
    state = with_group(placed(state, 0, node=node, qoam=qoam(**{FOREST_GREEN: 3})), forest, troops=2)
    state = with_monster(state, "Onygauros the Collector", state.board.craters[1].id)
    state = apply(state, AttackEnemies(forest))
    state = apply(state, RevealCard(3, "red", (FOREST_GREEN,)))
    a = attack_advice(state, "enemies", forest)
    assert "Onygauros" in a.no_bonus and all(r.bonus == 0 for r in a.rows)
    assert a.row(0).success == 1 and "no bonus can come" in a.advice


def test_fall_next_card_that_cannot_be_paid_is_said(forest_attack):
    state, forest = forest_attack
    state = apply(state, RevealCard(1, "red", (FOREST_GREEN,)))
    broke = placed(state, 0, qoam=qoam(), parasites=0)
    a = attack_advice(broke, "enemies", forest)
    assert not a.can_pay and "cannot pay" in a.advice
    before = copy.deepcopy(broke)
    with pytest.raises(RuleError, match="Attack Enemies"):
        apply(broke, RevealCard(3, "red", (FOREST_GREEN,)))
    assert broke == before


def test_fall_lone_survivor_weighs_era_three_first():
    state = started()
    node, forest = node_beside(state, "Forest")
    state = placed(state, 0, node=node, qoam=qoam(**{FOREST_GREEN: 3}), character="The Lone Survivor")
    state = with_group(state, forest, golems=2, troops=1)
    a = attack_advice(state, "enemies", forest)
    assert a.next_era == "III"
    assert {r.cards: (r.success, r.bonus) for r in a.rows} == brute(state, 0, ["III", "II", "I"], 5)


def test_fall_anuth_adds_two_to_every_total():
    state = started()
    node, forest = node_beside(state, "Forest")
    state = placed(state, 0, node=node, qoam=qoam(**{FOREST_GREEN: 3}), character="Anuth")
    state = with_group(state, forest, golems=2)
    a = attack_advice(state, "enemies", forest)
    assert {r.cards: (r.success, r.bonus) for r in a.rows} == brute(state, 0, ["I", "II", "III"], 4, flat=2)


# ----- Investigate the Colossus -----

def _on_colossus(state, **colours):
    return placed(state, 0, node=state.colossus, qoam=qoam(**colours))


def test_fall_failed_investigate_example_two_pairs_of_three_paid():
    # Rulebook example: enough for two pairs, not the third; P(paid) is P(the shard is 1 or 2).
    state = started()
    a, b = (data.QOAM_COLOUR[state.board.region_type(r)] for r in state.board.node(state.colossus).regions)
    state = _on_colossus(state, **{a: 3, b: 2})
    odds = investigate_odds(state)
    assert odds.payable == ((1, True), (2, True), (3, False)) and odds.pairs == 2
    bag = dict(zip((1, 2, 3), state.bag))
    assert odds.p_paid == over_orderings(bag, lambda order: order[0] <= 2)[True]
    assert odds.p_paid == Fraction(3, 5)  # the Normal bag: 2 ones and 4 twos of 10


def test_fall_investigate_counts_the_city_and_a_parasite():
    state = started()
    a, b = (data.QOAM_COLOUR[state.board.region_type(r)] for r in state.board.node(state.colossus).regions)
    state = placed(_on_colossus(state, **{a: 2, b: 1}), 0, parasites=1)
    state = replace(state, city=(a, b, "", "", ""))
    odds = investigate_odds(state)
    # 3 of a and 2 of b, plus a Parasite standing for the missing b: three pairs.
    assert odds.pairs == 3 and odds.p_paid == 1


def test_fall_investigate_with_nothing_to_pay():
    state = _on_colossus(started())
    odds = investigate_odds(state)
    assert odds.pairs == 0 and odds.p_paid == 0


# ----- before the Night -----

def test_fall_night_colossus_cost_is_the_rulebook_example():
    # Rulebook: six Parasites in play (the two spawned included) and Utcoro: the City loses 18.
    state = started()
    far = [r.id for r in state.board.regions if r.id not in state.board.node(state.colossus).regions]
    for region in far[:4]:
        state = with_group(state, region, parasites=1)
    state = with_monster(state, "Utcoro the Swarmer", state.board.craters[0].id)
    forecast = night_forecast(state)
    colossus = next(c for c in forecast.events if c.event.kind == COLOSSUS_EVENT)
    assert colossus.defense == (18, 18) and colossus.p == Fraction(3, 14)
    assert sum(c.p for c in forecast.events) == 1
    assert forecast.kinds.prob(COLOSSUS_EVENT) == Fraction(3, 14)


def test_fall_night_forecast_costs_are_the_rules_applied_to_each_report():
    state = replace(started(), phase=Phase.NIGHT)
    forecast = night_forecast(state)
    from companion.games.fall.options import options

    for row in forecast.events:
        card = row.event.region or ("Storm" if row.event.kind == "storm" else "Colossus")
        losses = [state.defense - apply(state, c.event).defense for c in options(state).choices
                  if isinstance(c.event, NightCard) and c.event.card == card]
        assert row.defense == (max(0, min(losses)), max(0, max(losses)))
    first = [c for c in forecast.events if c.event.kind == FIRST]
    assert len(first) == 5 and all(c.p == Fraction(1, 7) for c in first)


def test_fall_night_colossus_within_n_and_its_chart_add_up():
    forecast = night_forecast(started(), nights=3)
    assert forecast.colossus_within[1] == Fraction(36, 91)
    firsts = forecast.first_colossus
    assert sum(p for _, p in firsts.items()) == 1
    assert firsts.p(lambda night: night != "later") == forecast.colossus_within[-1]


def test_fall_night_forecast_with_the_attack_under_way_leaves_the_table_untouched(forest_attack):
    state, _ = forest_attack
    before = copy.deepcopy(state)
    night_forecast(state)
    assert state == before and state.attack is not None


# ----- the odds panel on the page -----

def test_fall_panel_shows_the_attack_rows_and_the_one_more_card_advice(forest_attack):
    from companion.games.fall.game import FALL
    from widgets.games.fall.odds import FallOddsPanel
    from widgets.kit.odds_view import percent_and_fraction

    state, forest = forest_attack
    panel = FallOddsPanel()
    before = replace(state, attack=None)
    panel.update(before, ("enemies", forest), FALL.options(before).choices)
    a = attack_advice(before, "enemies", forest)
    assert "P(success)" in panel.attack.value and "One more card?" not in panel.attack.value
    for row in a.rows:
        assert percent_and_fraction(row.success) in panel.attack.value
    assert panel.strength_chart.part.p_success == a.row(1).success

    state = apply(state, RevealCard(3, "red", (FOREST_GREEN,)))
    panel.update(state, ("enemies", forest), FALL.options(state).choices)
    a = attack_advice(state, "enemies", forest)
    text = panel.attack.value
    assert "Revealed so far: 3 red" in text and "resolve now" in text and "One more card?" in text
    assert percent_and_fraction(a.row(1).success) in text and percent_and_fraction(a.row(2).success) in text
    assert "2 short" in text and panel.strength_chart.part.p_success == a.row(1).success
    assert panel.strength_chart.layout.display is None


def test_fall_panel_shows_investigate_only_when_it_is_offered():
    from companion.games.fall.events import Investigate
    from companion.games.fall.game import FALL
    from widgets.games.fall.odds import FallOddsPanel
    from widgets.kit.odds_view import percent_and_fraction

    state = started()
    a, b = (data.QOAM_COLOUR[state.board.region_type(r)] for r in state.board.node(state.colossus).regions)
    state = _on_colossus(state, **{a: 3, b: 2})
    choices = FALL.options(state).choices
    assert any(isinstance(c.event, Investigate) for c in choices)
    panel = FallOddsPanel()
    panel.update(state, None, choices)
    assert "Investigate the Colossus" in panel.attack.value
    assert percent_and_fraction(investigate_odds(state).p_paid) in panel.attack.value
    assert "a 3: not paid" in panel.attack.value
    away = placed(state, 0, node=state.board.city_nodes[0])
    panel.update(away, None, FALL.options(away).choices)
    assert "Investigate" not in panel.attack.value and panel.investigate.layout.display == "none"


def test_fall_panel_night_table_and_charts_come_from_the_forecast():
    from widgets.games.fall.odds import FallOddsPanel
    from widgets.kit.odds_view import percent_and_fraction

    state = started()
    panel = FallOddsPanel()
    panel.update(state, None)
    forecast = night_forecast(state)
    assert panel.kinds_chart.part.dist == forecast.kinds and panel.kinds_chart.part.p_success == forecast.colossus_within[0]
    assert panel.colossus_chart.part.p_success == forecast.colossus_within[-1]
    text = panel.night.value
    assert "P(a Colossus Card within n Nights)" in text and "Defense lost" in text
    for row in forecast.events:
        assert percent_and_fraction(row.p) in text
    over = replace(state, phase=Phase.OVER)
    panel.update(over, None)
    assert panel.night.value == "" and panel.kinds_chart.layout.display == "none"


def test_fall_dashboard_attack_odds_then_the_advice_after_a_card():
    from widgets.games.fall.dashboard import FallDashboard

    dash = FallDashboard()
    dash.setup.submit()
    while dash.state.phase is not Phase.DAY:
        dash.report.click()
    region = dash.options().offers["attack_regions"][0]
    dash.pick(f"region:{region}")
    assert f"Attack on the Enemies in {region}" in dash.odds.value and "One more card?" not in dash.odds.value
    dash.attack.click()
    card = next(c for c in dash.options().choices if isinstance(c.event, RevealCard))
    dash.reports.value = dash.options().choices.index(card)
    dash.report.click()
    assert "One more card?" in dash.odds.value
    assert attack_advice(dash.state, "enemies", region).advice.split(":")[0] in dash.odds.value
    dash.undo()
    assert "Revealed so far" not in dash.odds.value


def test_fall_chronicle_personal_deck_draws_without_replacement():
    # Chronicle after Mysthea: up to three cards from the attacker's own deck, none put back in between.
    from itertools import permutations

    from companion.games.fall.state import PERSONAL, Card, EraDeck

    state = started()
    node, forest = node_beside(state, "Forest")
    state = with_group(placed(state, 0, node=node, qoam=qoam(**{FOREST_GREEN: 3})), forest, golems=1, troops=2)
    pile = (Card(1, "red"), Card(3, "blue"), Card(3, "green"), Card(2, "yellow"))
    state = replace(state, players=(replace(state.players[0], deck=EraDeck(PERSONAL, pile, ())),) + state.players[1:])
    a = attack_advice(state, "enemies", forest)
    assert a.next_era == PERSONAL and a.next_from == "P1's personal deck"
    for k in (1, 2, 3):
        orders = list(permutations(c.value for c in pile))
        totals = [sum(order[:k]) for order in orders]
        expected = (Fraction(sum(t >= 4 for t in totals), len(orders)),
                    Fraction(sum(t > 4 for t in totals), len(orders)))
        assert (a.row(k).success, a.row(k).bonus) == expected


def test_fall_outsider_bonus_comes_with_a_golem_even_when_the_attack_falls_short():
    # Characters, The Outsider: the Eradication Bonus once a Golem is defeated (under the setting partial_attacks).
    state = partial(started())
    node, forest = node_beside(state, "Forest")
    state = placed(state, 0, node=node, qoam=qoam(**{FOREST_GREEN: 3}), character="The Outsider")
    state = with_group(state, forest, golems=2, troops=1)
    a = attack_advice(state, "enemies", forest)
    one = [c.value for c in state.deck("I").pile]
    assert a.row(1).success == 0
    assert a.row(1).bonus == Fraction(sum(v >= 2 for v in one), len(one))


def test_fall_advice_says_what_partial_defeat_does_now_and_marks_what_cannot_be_paid(forest_attack):
    """Issue #13 C5: under partial_attacks (a setting) 3 Strength against the Forest group defeats its
    Golem and a Troop now; with one green Qoam left after the first card, only one more card can be paid."""
    state, forest = forest_attack
    state = apply(placed(partial(state), 0, qoam=qoam(**{FOREST_GREEN: 2})), RevealCard(3, "red", (FOREST_GREEN,)))
    a = attack_advice(state, "enemies", forest)
    assert a.partial == "1 Golem, 1 Troop" and "resolving now defeats only 1 Golem, 1 Troop" in a.advice
    assert "resolving now fails" not in a.advice
    assert a.payable == 1 and a.row(2) is not None and a.row(2).cards > a.payable
    strict = replace(state, settings=replace(state.settings, partial_attacks=False))
    assert "resolving now fails" in attack_advice(strict, "enemies", forest).advice


def test_fall_advice_says_when_anuths_strength_is_counted():
    state = started(characters=("Anuth", "The Heir"))
    node, forest = node_beside(state, "Forest")
    state = with_group(placed(state, 0, node=node, qoam=qoam(**{FOREST_GREEN: 1})), forest, troops=5)
    a = attack_advice(apply(state, AttackEnemies(forest)), "enemies", forest)
    assert a.flat == 2 and "Anuth's +2 Strength is counted" in a.advice
