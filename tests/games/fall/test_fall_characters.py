"""Characters: each ability or Relic power the companion tracks changes the rule it names."""

from __future__ import annotations

from dataclasses import replace

from companion.games.fall.events import (
    AttackEnemies, Collect, Investigate, Placement, ResolveAttack, RevealCard, Trade, UseRelic, Bonus,
)
from companion.games.fall.rules import apply
from tests.games.fall.fall_table import partial, placed, started, with_group
from tests.games.fall.test_fall_day import q, refuses


def test_anuth_adds_two_and_her_relic_two_more():
    s = placed(partial(started(characters=("Anuth", "The Heir"))), 0, node="ring-1", qoam=q(green=1))
    s = with_group(s, "outer-2", golems=2, troops=1)  # 5 Strength Points
    s = apply(apply(s, AttackEnemies("outer-2")), RevealCard(1, "red", ("green",)))
    refuses(s, ResolveAttack("crater-0", (1, 0)), "Respawn")  # 1 + 2 = 3: a Golem only, no Troop
    assert apply(s, ResolveAttack("crater-0", (0, 0))).enemies("outer-2").golems == 1
    t = apply(placed(started(characters=("Anuth", "The Heir")), 0, node="ring-1", qoam=q(green=1)),
              UseRelic("P1"))
    t = with_group(t, "outer-2", golems=2, troops=1)
    t = apply(apply(t, AttackEnemies("outer-2")), RevealCard(1, "red", ("green",)))
    done = apply(t, ResolveAttack("crater-0", (1, 0)))  # 1 + 2 + 2 = 5
    assert done.enemies("outer-2").total == 0
    refuses(done, UseRelic("P1"), "Use the Relic", "discharged")


def test_the_lone_survivor_reveals_era_three_first():
    s = placed(started(characters=("Sanya", "The Lone Survivor")), 1, node="mid-0", qoam=q(brown=1, blue=1))
    s = replace(s, current=1)
    s = with_group(s, "outer-0", troops=1)  # outer-0 is a Mountain region: brown Qoam
    s = apply(s, AttackEnemies("outer-0"))
    refuses(s, RevealCard(5, "red", ("blue",)), "Attack", "does not pay")
    s = apply(s, RevealCard(5, "red", ("brown",)))  # only Era III holds a 5
    assert len(s.deck("III").pile) == 19 and len(s.deck("I").pile) == 20


def test_the_outsider_gains_a_bonus_for_a_golem_even_short_of_the_group():
    s = placed(partial(started(characters=("Sanya", "The Outsider"))), 1, node="mid-0", qoam=q(brown=1))
    s = with_group(replace(s, current=1), "outer-0", golems=1, troops=2)
    s = apply(apply(s, AttackEnemies("outer-0")), RevealCard(2, "yellow", ("brown",)))
    after = apply(s, ResolveAttack("crater-0", (0, 0), Bonus("yellow", player="P1", node="ring-1")))
    assert after.players[0].node == "ring-1" and after.enemies("outer-0").troops == 2


def test_celethe_swaps_one_collected_crystal():
    s = placed(started(characters=("Celethe", "The Heir")), 0, node="ring-4", qoam=q())  # grey and brown
    assert apply(s, Collect(swap=("grey", "pink"))).players[0].qoam == q(brown=1, pink=1)
    refuses(s, Collect(swap=("green", "pink")), "Celethe", "just collected")
    refuses(placed(s, 0, character="Sanya"), Collect(swap=("grey", "pink")), "Celethe", "Only Celethe")


def test_celethe_relic_takes_three_of_any_kind():
    s = placed(started(characters=("Celethe", "The Heir")), 0, qoam=q(blue=4))
    refuses(s, UseRelic("P1", colours=("pink", "pink", "green")), "Collect", "put back exactly 1")
    after = apply(s, UseRelic("P1", colours=("pink", "pink", "green"), discard=("blue",)))
    assert after.players[0].qoam == q(blue=3, green=1, pink=2) and not after.players[0].relic_charged


def test_leheir_trades_two_for_two_once_a_turn_and_swaps_with_the_relic():
    s = placed(started(characters=("Leheir", "The Heir")), 0, qoam=q(blue=2))
    s = placed(s, 1, qoam=q(pink=1, grey=1))
    after = apply(s, Trade("P2", ("blue", "blue"), ("pink", "grey")))
    assert after.players[0].qoam == q(grey=1, pink=1) and after.players[1].qoam == q(blue=2)
    refuses(after, Trade("P2", ("pink", "grey"), ("blue", "blue")), "Leheir", "once a turn")
    refuses(s, Trade("P2", ("blue", "blue"), ("pink", "pink")), "Leheir", "1 pink")
    swapped = apply(s, UseRelic("P1", target="P2"))
    assert (swapped.players[0].node, swapped.players[1].node) == (s.players[1].node, s.players[0].node)


def test_a_relic_in_another_players_turn_acts_on_the_playing_character():
    # P2 holds Sanya's Relic (step 9 deals a Champion from each pile: the position is set after it)
    s = placed(started(characters=("Kolbor & Malabor", "The Heir")), 1, node="ring-2", character="Sanya")
    after = apply(s, UseRelic("P2", node="city-3"))
    assert after.players[0].node == "city-3" and after.players[1].node == s.players[1].node
    refuses(after, UseRelic("P1"), "Use the Relic", "one Relic")


def test_telron_nudges_the_colossus_and_the_heir_deposits_from_anywhere():
    s = started(characters=("Telron", "The Heir"))
    ring = s.board.ring
    assert apply(s, UseRelic("P1", direction=-1)).colossus == ring[ring.index(s.colossus) - 1]
    refuses(s, UseRelic("P1", direction=2), "Telron")
    heir = placed(replace(s, current=1), 1, node="mid-5", qoam=q(blue=2, grey=1))
    after = apply(heir, UseRelic("P2", crystals=(Placement("space-1", "blue"), Placement("space-2", "grey"))))
    assert after.city[:2] == ("blue", "grey") and after.actions == 0


def test_the_outsiders_relic_keeps_her_on_the_colossus_after_investigating():
    s = placed(started(characters=("Sanya", "The Outsider")), 1, node="ring-2", qoam=q(blue=1, green=1))
    s = replace(s, current=1, colossus="ring-2")
    s = apply(s, UseRelic("P2"))
    refuses(s, Investigate(1, ("blue", "green"), "city-1"), "Outsider")
    assert apply(s, Investigate(1, ("blue", "green"))).players[1].node == "ring-2"


def test_the_criminal_puts_on_her_armor_and_loses_the_long_move():
    s = replace(started(characters=("Sanya", "The Criminal")), current=1)
    armored = apply(s, UseRelic("P2"))
    assert armored.players[1].armor
    refuses(armored, __import__("companion.games.fall.events", fromlist=["Move"]).Move(("city-1", "city-2", "city-3")),
            "Move", "2 nodes")


def test_the_cursed_relic_is_used_through_attack_a_monster():
    s = started(characters=("Sanya", "The Cursed"))
    refuses(s, UseRelic("P2"), "Relic Powers", "Attack a Monster")


def test_kolbor_and_malabor_hop_to_a_nearest_island_and_rearrange_with_the_relic():
    from companion.games.fall.events import IslandHop
    s = started(characters=("Kolbor & Malabor", "The Heir"))  # on ring-0, beside crater-0
    after = apply(s, IslandHop("ring-2"))
    assert after.players[0].node == "ring-2" and after.actions == 1
    refuses(s, IslandHop("ring-4"), "Kolbor", "nearest")
    refuses(placed(s, 0, node="mid-0"), IslandHop("ring-2"), "Kolbor", "beside an island")
    t = with_group(with_group(s, "outer-0", golems=1, troops=3), "outer-1", parasites=1)
    moved = apply(t, UseRelic("P1", arrangement=(("outer-0", 0, 1, 1), ("outer-1", 1, 2, 0))))
    assert moved.enemies("outer-1").golems == 1 and moved.enemies("outer-0").parasites == 1
    refuses(t, UseRelic("P1", arrangement=(("outer-0", 0, 1, 1), ("outer-1", 1, 3, 0))), "Kolbor", "same Enemies")


def test_the_machine_moves_a_fortification_two_nodes_once_a_turn():
    from companion.games.fall.events import MoveFortification
    from companion.games.fall.state import Fortification
    s = replace(started(characters=("Sanya", "The Machine")), current=1,
                fortifications=(Fortification("ring-5", "red"),))
    after = apply(s, MoveFortification("ring-5", "ring-7"))
    assert after.fortifications == (Fortification("ring-7", "red"),) and after.actions == 0
    refuses(after, MoveFortification("ring-7", "ring-6"), "The Machine", "once a turn")
    refuses(s, MoveFortification("ring-5", "ring-8"), "The Machine", "2 nodes")
    refuses(replace(s, current=0), MoveFortification("ring-5", "ring-6"), "The Machine", "Only The Machine")


def test_the_cursed_benefits_from_every_card_and_attacks_any_monster_with_the_relic():
    from companion.games.fall.events import AttackMonster
    from tests.games.fall.fall_table import with_monster
    s = placed(started(characters=("Sanya", "The Cursed")), 1, node="mid-0", qoam=q(brown=3))
    s = with_group(replace(s, current=1), "outer-0", troops=1)
    s = apply(s, AttackEnemies("outer-0"))
    for value, banner in ((1, "blue"), (1, "yellow"), (1, "blue")):
        s = apply(s, RevealCard(value, banner, ("brown",)))
    done = apply(s, ResolveAttack("crater-0", (1, 0), Bonus("blue", player="P2", colour="pink"),
                                  (Bonus("blue", player="P1", colour="grey"), Bonus("yellow", player="P1", node="ring-1"))))
    assert done.players[1].has("pink") == 1 and done.players[0].has("grey") == 1 and done.players[0].node == "ring-1"
    refuses(s, ResolveAttack("crater-0", (1, 0), Bonus("blue", player="P2", colour="pink"),
                             (Bonus("yellow", player="P1", node="ring-1"), Bonus("yellow", player="P1", node="ring-9"))),
            "The Cursed", "one bonus for each card")
    m = with_monster(replace(started(characters=("Sanya", "The Cursed")), current=0), "Utcoro the Swarmer", "crater-3")
    m = placed(m, 0, qoam=q(blue=1))  # a card to pay (ruling attack_needs_a_card)
    attacking = apply(m, AttackMonster("crater-3", relic="P2"))
    assert attacking.attack.target == "crater-3" and attacking.actions == 0
    assert not attacking.players[1].relic_charged


def test_the_lone_survivors_relic_defeats_one_enemy_around_her_node():
    s = placed(started(characters=("Sanya", "The Lone Survivor")), 1, node="mid-0")
    s = replace(s, current=1)
    s = with_group(with_group(with_group(s, "outer-0", golems=1, troops=1), "outer-1", parasites=1), "inner-0", troops=2)
    after = apply(s, UseRelic("P2", returns=("crater-1/0", "", "crater-1/2")))
    assert after.enemies("outer-0") == type(after.enemies("outer-0"))(0, 1, 0)
    assert after.enemies("inner-0").troops == 1 and after.players[1].parasites == 1
    assert after.enemies("crater-1/0").golems == 5 and after.enemies("crater-1/2").troops == 5
    refuses(s, UseRelic("P2", returns=("crater-1/0", "", "crater-2/2")), "Respawn", "same island")


def test_cr_2t1_activates_a_second_machine_and_restores_a_removed_one():
    from companion.games.fall.events import ActivateMachine
    from companion.games.fall.state import Machine
    s = placed(started(characters=("CR-2T1", "The Heir")), 0, node="mid-9", qoam=q())
    s = replace(s, machines=(Machine("inner-3", "Harvester", "red"), Machine("inner-3", "Scavenger", "red"),
                             Machine("outer-6", "Harvester", "red")),
                removed_machines=(Machine("outer-7", "Refiner", "blue"),))
    one = apply(s, ActivateMachine("inner-3", "Harvester"))
    refuses(one, ActivateMachine("outer-6", "Harvester"), "Activate a Machine", "CR-2T1")
    two = apply(one, ActivateMachine("inner-3", "Scavenger", node="mid-11", fortification="red"))
    refuses(two, ActivateMachine("inner-3", "Harvester"), "Activate a Machine")
    back = apply(s, UseRelic("P1", machine=("Refiner", "blue", "outer-0")))
    assert Machine("outer-0", "Refiner", "blue") in back.machines and back.removed_machines == ()
    refuses(s, UseRelic("P1", machine=("Harvester", "red", "outer-0")), "CR-2T1", "removed")


def test_the_creature_moves_another_character_and_copies_a_relic():
    from companion.games.fall.events import Move
    s = started(characters=("Telron", "The Creature"))
    s = replace(s, current=1)  # The Creature plays; Telron stands on ring-0
    moved = apply(s, Move(("ring-1", "ring-2"), character="P1"))
    assert moved.players[0].node == "ring-2" and moved.players[1].node == s.players[1].node
    refuses(replace(s, current=0), Move(("ring-1",), character="P2"), "The Creature", "Only The Creature")
    copied = apply(s, UseRelic("P2", direction=1, copy="P1"))
    ring = s.board.ring
    assert copied.colossus == ring[(ring.index(s.colossus) + 1) % len(ring)]
    assert copied.players[0].relic_charged and not copied.players[1].relic_charged
