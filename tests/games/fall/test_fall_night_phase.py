"""The Night phase and Getting Ready step 13, with the rulebook's worked examples as tests.

Positions on the shipped schematic board (a reconstruction): islands of tests/games/fall/fall_table.py
(crater-1: Forest, River, Mountain; crater-2: Mountain, Crystal Field, Forest; ...)."""

from __future__ import annotations

from dataclasses import replace

from companion.games.fall.events import EndDay, NightCard, Release, RevealMonster
from companion.games.fall.rules import apply
from companion.games.fall.state import Enemies, Machine, Phase
from tests.games.fall.fall_table import set_up, started, with_group, with_monster
from tests.games.fall.test_fall_day import refuses


def night(state):
    """The state at the current player's Night."""
    return apply(state, EndDay())


def test_first_crystal_field_card_assault_and_the_nearest_islands():
    # Rulebook "A Region Card Is Revealed!" (A): Enemies into the inner Crystal Field from its three
    # external neighbours, then the island nearest the Colossus with a Crystal Field sends two out.
    s = started()  # the Colossus on ring-3: the nearest islands are crater-1 (ring-2) and crater-2 (ring-4)
    s = with_group(s, "outer-8", troops=1)
    s = with_group(s, "outer-9", golems=1, troops=1)
    s = with_group(s, "outer-0", parasites=2)           # Parasites do not move
    s = night(s)
    refuses(s, NightCard("Crystal Field"), "Region Card", "releases 2")
    card = NightCard("Crystal Field", (Release("crater-2/1", "outer-4"), Release("crater-2/1", "outer-5")))
    after = apply(s, card)
    assert after.enemies("inner-4") == Enemies(golems=1, troops=1)
    assert after.enemies("outer-9") == Enemies(troops=1) and after.enemies("outer-0") == Enemies(parasites=2)
    assert after.enemies("outer-4").troops == 1 and after.enemies("outer-5").troops == 1
    assert after.enemies("crater-2/1").troops == 2 and after.defense == s.defense
    assert after.event_board == ("Crystal Field",)
    assert after.phase is Phase.DAY and after.current == 1 and after.actions == 0


def test_second_river_card_with_one_enemy_missing_costs_the_city_five():
    # Rulebook, second card example: an island has only one Enemy to release, so the City loses 5 and
    # the players decide where the only Troop goes.
    s = replace(started(), event_board=("River",))
    s = with_group(s, "crater-1/1", troops=1)
    s = night(s)
    full = (Release("crater-0/0", "outer-0"), Release("crater-0/0", "outer-1"),
            Release("crater-3/1", "outer-6"), Release("crater-3/1", "outer-7"))
    refuses(s, NightCard("River", full + (Release("crater-1/1", "outer-2"), Release("crater-1/1", "outer-3"))),
            "Region Card", "releases 1")
    after = apply(s, NightCard("River", full + (Release("crater-1/1", "outer-3"),)))
    assert after.defense == s.defense - 5
    assert after.enemies("outer-3").troops == 1 and after.enemies("outer-2").total == 0
    assert after.enemies("outer-0").golems == 1  # Golems leave before Troops


def test_enemy_attacks_destroy_a_refiner_in_the_forest_and_a_harvester_in_the_mountains():
    # Rulebook "Enemy Attack" example: the second River card; Forest loses its Refiner, Mountain a Harvester.
    s = replace(started(), event_board=("River",),
                machines=(Machine("outer-7", "Refiner", "red"), Machine("outer-0", "Harvester", "blue"),
                          Machine("outer-0", "Refiner", "blue"), Machine("outer-9", "Scavenger", "red")),
                machine_colours=("blue", "red"))
    s = with_group(s, "outer-7", troops=2)   # Forest, beside crater-3
    s = with_group(s, "outer-0", troops=2)   # Mountain, beside crater-0
    s = night(s)
    releases = (Release("crater-0/0", "outer-0"), Release("crater-0/0", "outer-1"),
                Release("crater-1/1", "outer-2"), Release("crater-1/1", "outer-3"),
                Release("crater-3/1", "outer-6"), Release("crater-3/1", "outer-7"))
    after = apply(s, NightCard("River", releases))
    assert after.machines == (Machine("outer-0", "Refiner", "blue"), Machine("outer-9", "Scavenger", "red"))
    assert after.defense == s.defense


def test_an_enemy_attack_with_no_machine_costs_five_and_the_criminals_armor_needs_four():
    s = replace(started(), event_board=("River",))
    s = with_group(s, "outer-7", troops=2)
    s = night(s)
    releases = (Release("crater-0/0", "outer-0"), Release("crater-0/0", "outer-1"),
                Release("crater-1/1", "outer-2"), Release("crater-1/1", "outer-3"),
                Release("crater-3/1", "outer-6"), Release("crater-3/1", "outer-7"))
    assert apply(s, NightCard("River", releases)).defense == s.defense - 5
    armored = started(characters=("Sanya", "The Criminal"))
    p = armored.players[1]
    armored = replace(armored, players=(armored.players[0], replace(p, armor=True, node="mid-9")),
                      event_board=("River",), current=1)  # her own Night: her ability is in force
    armored = night(with_group(armored, "outer-7", troops=2))
    assert apply(armored, NightCard("River", releases)).defense == armored.defense


def test_storm_with_utcoro_three_city_spaces_besieged_and_relics_recharged():
    # Rulebook, Storm example: Utcoro comes to its island, three inner regions send an Enemy each to
    # besiege the City, and the players recharge their Relics.
    s = started()
    s = replace(s, players=tuple(replace(p, relic_charged=False) for p in s.players),
                city=("blue", "", "", "", ""), monster_cards=("Utcoro the Swarmer", "Caerulas the Inhabitant from Below"))
    s = with_group(with_group(with_group(s, "inner-0", golems=1, troops=1), "inner-2", troops=1), "inner-4", troops=2)
    s = night(s)
    storm = NightCard("Storm", monster=RevealMonster("Utcoro", "crater-4"), spaces=("space-2", "space-3", "space-4"))
    refuses(s, replace(storm, spaces=("space-1", "space-2", "space-3")), "Storm", "empty City space")
    after = apply(s, storm)
    assert after.monsters[0].name == "Utcoro the Swarmer" and after.monsters[0].crater == "crater-4"
    assert after.city == ("blue", "Golem", "Troop", "Troop", "")
    assert after.enemies("inner-0") == Enemies(troops=1)
    assert all(p.relic_charged for p in after.players)
    # Step 1: the Storm goes beside the Monster Deck, not on the Event Board (issue #13 A3); it still
    # counts as revealed this cycle.
    assert "Storm" not in after.event_board and after.storm_out and "Storm" in after.revealed
    strict = replace(s, settings=replace(s.settings, storm_recharges_despite_utcoro=False))
    assert not any(p.relic_charged for p in apply(strict, storm).players)


def test_colossus_card_with_six_parasites_and_utcoro():
    # Rulebook, Colossus example: Parasites spawn on the Forest and River regions by the Colossus; 6
    # Parasites in play cost 12, Utcoro 6 more; a 2 shard walks the Colossus two nodes clockwise.
    s = with_monster(replace(started(), colossus="ring-2"), "Utcoro the Swarmer", "crater-4")
    s = with_group(with_group(s, "outer-5", parasites=2), "inner-1", parasites=2)
    s = night(s)
    after = apply(s, NightCard("Colossus", shard=2))
    assert after.enemies("outer-2").parasites == 1 and after.enemies("outer-3").parasites == 1
    assert after.defense == s.defense - 18
    assert after.colossus == "ring-4" and after.bag == (2, 3, 4) and after.bag_out == (2,)
    refuses(s, NightCard("Colossus", shard=3, releases=(Release("crater-0/0", "outer-0"),)), "Region")


def test_the_fifth_type_shuffles_everything_back_and_recharges_without_a_storm():
    s = replace(started(), event_board=("River", "Mountain", "Forest", "Land of Myst", "Colossus"), bag=(2, 3, 4),
                bag_out=(2,))
    s = replace(s, players=tuple(replace(p, relic_charged=False) for p in s.players))
    s = night(s)
    after = apply(s, NightCard("Crystal Field", (Release("crater-2/1", "outer-4"), Release("crater-2/1", "outer-5"))))
    assert after.event_board == () and after.bag == (2, 4, 4) and after.bag_out == ()
    assert all(p.relic_charged for p in after.players)


def test_a_card_not_in_the_deck_is_refused():
    s = night(replace(started(), event_board=("River", "River")))
    refuses(s, NightCard("River"), "Night Phase", "holds no 'River'")
    refuses(s, NightCard("Lava"), "Night Phase")


def test_getting_ready_step_13_the_first_monster_then_three_cards_a_storm_ignored():
    s = set_up(city_defense=99)  # EXAMPLE Defense Points, high enough for three Colossus Cards
    assert s.phase is Phase.REVEALS and s.setup_cards == 3
    refuses(s, NightCard("Colossus", shard=1), "step 13", "first Monster")
    s = apply(s, RevealMonster("Cannibarok", "crater-1", (("crater-1/1", 4),)))
    assert s.enemies("crater-1/1").troops == 0 and s.held == (("Cannibarok the Qoam-Eater", "crater-1/1", 0, 4),)
    s = apply(s, NightCard("Storm"))
    assert s.setup_cards == 3 and s.event_board == ()
    s = apply(s, NightCard("Colossus", shard=1))
    s = apply(s, NightCard("Colossus", shard=3))
    s = apply(s, NightCard("Colossus", shard=2))
    assert s.phase is Phase.DAY and s.current == 0 and s.event_board == ("Colossus",) * 3
    assert s.defense == 99 - (2 * 2 + 7) - (2 * 4 + 7) - (2 * 6 + 7)


def test_cannibaroks_troops_go_back_when_it_is_defeated():
    from companion.games.fall.events import AttackMonster, ResolveAttack, RevealCard
    s = apply(set_up(), RevealMonster("Cannibarok", "crater-1", (("crater-1/1", 2), ("crater-1/2", 2))))
    s = replace(s, phase=Phase.DAY, setup_cards=0)
    s = replace(s, players=(replace(s.players[0], node="ring-2", qoam=(1, 0, 1, 0, 0)),) + s.players[1:])
    s = apply(s, AttackMonster("crater-1"))
    s = apply(s, RevealCard(3, "red", ("green",)))
    s = apply(s, RevealCard(4, "red", ("blue",)))
    after = apply(s, ResolveAttack())
    assert after.enemies("crater-1/1").troops == 4 and after.enemies("crater-1/2").troops == 4 and after.held == ()


def test_kodror_makes_each_player_remove_a_fortification():
    from companion.games.fall.state import Fortification
    s = replace(started(), fortifications=(Fortification("ring-5", "red"), Fortification("mid-2", "red")),
                monster_cards=("Kodror the Infestation",))
    s = night(s)
    refuses(s, NightCard("Storm", monster=RevealMonster("Kodror", "crater-0", removed=("", ""))), "Kodror")
    after = apply(s, NightCard("Storm", monster=RevealMonster("Kodror", "crater-0", removed=("mid-2", ""))))
    assert after.fortifications == (Fortification("ring-5", "red"),)


def test_draws_for_the_table_come_from_what_is_left_and_are_seeded():
    import random

    from companion.games.fall.events import AttackEnemies, RevealCard
    from companion.games.fall.phases.draws import draw_bag_shard, draw_command_card, draw_event_card
    from tests.games.fall.fall_table import placed
    s = replace(started(), event_board=("River", "River", "Colossus"), bag=(0, 0, 2))
    assert draw_bag_shard(s, random.Random(1)) == 3
    cards = {draw_event_card(s, random.Random(i)) for i in range(200)}
    assert "River" not in cards and cards <= {"Mountain", "Forest", "Land of Myst", "Crystal Field", "Colossus", "Storm"}
    assert draw_event_card(s, random.Random(7)) == draw_event_card(s, random.Random(7))
    a = with_group(placed(s, 0, node="ring-1", qoam=(0, 0, 1, 0, 0)), "outer-2", troops=1)
    a = apply(a, AttackEnemies("outer-2"))
    card = draw_command_card(a, random.Random(3))
    assert card in a.deck("I").pile
    apply(a, RevealCard(card.value, card.banner, ("green",)))  # a drawn card is a legal report


def test_the_night_forecast_reads_the_tables_event_board():
    from fractions import Fraction

    from companion.games.fall.phases.night_odds import COLOSSUS_EVENT, SECOND
    from companion.games.fall.odds import table_colossus_within, table_night_forecast
    s = replace(started(), event_board=("River", "Colossus"))
    forecast = table_night_forecast(s)
    assert forecast.p(lambda e: e.kind == COLOSSUS_EVENT) == Fraction(2, 12)
    assert forecast.p(lambda e: e.kind == SECOND) == Fraction(1, 12)
    assert table_colossus_within(s, 1) == Fraction(2, 12)


def test_a_tie_for_the_nearest_islands_is_offered_as_one_report_per_pair_and_the_table_says_which():
    # Ruling nearest_islands_tie: the companion never chooses silently between tied islands.
    from companion.games.fall.options import options
    s = night(replace(started(), colossus="ring-0"))
    forest = [c.event for c in options(s).choices if isinstance(c.event, NightCard) and c.event.card == "Forest"]
    pairs = {e.nearest for e in forest}
    assert pairs == {("crater-0", "crater-1"), ("crater-0", "crater-4")}
    for event in forest:
        apply(s, event)  # each pair is the table's to name
    wrong = replace(forest[0], nearest=("crater-1", "crater-4"))
    refuses(s, wrong, "Region Card", "as near the Colossus")
