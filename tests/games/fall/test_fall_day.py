"""The Day phase's actions, checked before they are applied; the rulebook's worked examples as tests.

Positions are set up on the shipped schematic board; its region types are a reconstruction, so each
example picks nodes whose regions have the types the example names."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from companion.errors import RuleError
from companion.games.fall.events import (
    AttackEnemies, AttackMonster, Bonus, Collect, Deposit, EndDay, Investigate, Move, Placement, ResolveAttack,
    RevealCard,
)
from companion.games.fall.options import options
from companion.games.fall.rules import apply
from companion.games.fall.state import Card, Fortification, Phase
from tests.games.fall.fall_table import partial, placed, started, with_group, with_monster


def refuses(state, event, section_word: str, *words: str) -> RuleError:
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as info:
        apply(state, event)
    assert state == before, "a refused event changed the state"
    assert section_word in info.value.section, info.value
    for w in words:
        assert w in info.value.message, info.value.message
    return info.value


def q(blue=0, brown=0, green=0, grey=0, pink=0):
    return (blue, brown, green, grey, pink)


# ----- setup -----

def test_setup_places_characters_with_two_qoam_and_the_islands_with_golems_and_troops():
    s = started()
    assert s.phase is Phase.DAY and s.round == 1 and s.actions == 0
    assert all(p.stash_size == 2 for p in s.players)
    for island in s.islands:
        assert s.enemies(island.golem_region.id).golems == 4
        assert [s.enemies(r.id).troops for r in island.troop_regions] == [4, 4]
    assert s.players[0].fortifications.count("non-playing") == 2  # 2 players: 2 of a non-playing colour


def test_setup_refuses_a_mysthea_character_on_a_city_node_and_an_icaion_one_outside():
    from companion.games.fall.state import new_game
    from tests.games.fall.fall_table import setup_event
    refuses(new_game(), setup_event(nodes=("city-1", "city-0")), "step 10", "beside a fallen Island")
    refuses(new_game(), setup_event(nodes=("ring-0", "ring-2")), "step 10", "City node")
    refuses(new_game(), setup_event(city_defense=0), "Getting Ready", "Defense")
    refuses(new_game(), setup_event(colossus_node="city-0"), "steps 6-9", "ring")


# ----- Move -----

def test_move_two_nodes_as_first_action_one_after():
    # Rulebook "Move", first example: Red moves 2 at the start of the turn; Blue, second action, only 1.
    s = started(characters=("Kolbor & Malabor", "The Heir"))
    after = apply(s, Move(("ring-1", "ring-2")))
    assert after.player.node == "ring-2" and after.actions == 1
    refuses(after, Move(("ring-3", "ring-4")), "Move", "1 node")
    assert apply(after, Move(("ring-3",))).player.node == "ring-3"


def test_move_past_a_character_then_a_free_step_from_a_fortification():
    # Rulebook "Move", second example: Blue cannot stop on the other Character's node, moves past it,
    # and the Fortification on the next node gives one more node for free.
    s = started(characters=("Kolbor & Malabor", "The Heir"))
    s = placed(s, 1, node="ring-1")
    s = replace(s, actions=1, fortifications=(Fortification("ring-2", "red"),))
    refuses(s, Move(("ring-1",)), "Move", "must move on")
    after = apply(s, Move(("ring-1", "ring-2", "ring-3")))
    assert after.player.node == "ring-3"
    # Red, next, moves onto a Fortification and declines the bonus: ending there is fine.
    assert apply(s, Move(("mid-0",))).player.node == "mid-0"
    t = replace(s, fortifications=(Fortification("mid-0", "red"),))
    assert apply(t, Move(("mid-0",))).player.node == "mid-0"
    # The free step is taken from a node moved onto, not from the start.
    u = replace(s, fortifications=(Fortification("ring-0", "red"),))
    refuses(u, Move(("mid-0", "mid-1")), "Move", "needs 2")


def test_move_refuses_a_node_not_adjacent():
    s = started()
    refuses(s, Move(("city-3",)), "Move", "not adjacent")
    refuses(s, Move(()), "Move")
    refuses(s, Move(("nowhere",)), "Move", "not a node")


def test_sanya_always_moves_two_and_the_criminal_three_first():
    s = replace(started(characters=("Sanya", "The Heir")), actions=1)
    assert apply(s, Move(("ring-1", "ring-2"))).player.node == "ring-2"
    c = started(characters=("Kolbor & Malabor", "The Criminal"))
    c = replace(c, current=1)
    assert c.player.character == "The Criminal"
    assert apply(c, Move(("city-1", "city-2", "city-3"))).players[1].node == "city-3"


# ----- Collect -----

def test_collect_one_qoam_per_region_example():
    # Rulebook "Collect": Red takes a Green, a Pink and a Grey; Blue only a Grey and a Brown.
    s = placed(started(), 0, node="mid-9", qoam=q())
    assert apply(s, Collect()).players[0].qoam == q(green=1, grey=1, pink=1)
    s = placed(started(), 0, node="ring-4", qoam=q())
    assert apply(s, Collect()).players[0].qoam == q(grey=1, brown=1)


def test_collect_caps_the_stash_at_six_the_player_choosing_what_goes_back():
    s = placed(started(), 0, node="mid-9", qoam=q(blue=5))
    refuses(s, Collect(), "Collect", "put back exactly 2")
    refuses(s, Collect(("brown", "brown")), "Collect", "brown")
    after = apply(s, Collect(("blue", "pink")))
    assert after.players[0].qoam == q(blue=4, green=1, grey=1)
    refuses(placed(started(), 0, node="mid-9", qoam=q()), Collect(("blue",)), "Collect", "nothing goes back")


# ----- Deposit -----

def test_deposit_example_four_crystals_on_four_empty_spaces():
    # Rulebook "Deposit": Blue leaves 4 crystals on four empty spaces; could discard the Brown for the Blue.
    s = placed(started(), 1, node="city-0", qoam=q(blue=1, green=1, grey=1, pink=1, brown=1))
    s = replace(s, current=1, city=("", "", "", "", "brown"))
    four = Deposit(tuple(Placement(f"space-{i}", c) for i, c in zip(range(1, 5), ("green", "grey", "pink", "brown"))))
    after = apply(s, four)
    assert after.city == ("green", "grey", "pink", "brown", "brown") and after.player.qoam == q(blue=1)
    swapped = apply(s, Deposit((Placement("space-5", "blue"),)))
    assert swapped.city[4] == "blue"


def test_deposit_refusals():
    s = placed(started(), 1, node="city-0", qoam=q(blue=2), parasites=1)
    s = replace(s, current=1, city=("Troop", "", "", "", ""))
    refuses(s, Deposit((Placement("space-1", "blue"),)), "note c", "besieged")
    refuses(s, Deposit((Placement("space-2", "parasite"),)), "note a", "Parasites")
    refuses(s, Deposit((Placement("space-2", "green"),)), "Deposit", "no green")
    refuses(s, Deposit((Placement("space-2", "blue"), Placement("space-2", "blue"))), "note b")
    refuses(placed(s, 1, node="mid-2"), Deposit((Placement("space-2", "blue"),)), "Deposit", "City nodes")


# ----- Attack Enemies -----

def forest_attack():
    # Rulebook "Attack Enemies": Yellow attacks a Forest region holding a Golem, two Troops and a Parasite.
    s = placed(started(), 0, node="ring-1", qoam=q(green=2))  # ring-1 touches outer-1 and outer-2 (Forest)
    s = with_group(s, "outer-2", golems=1, troops=2, parasites=1)
    s = apply(s, AttackEnemies("outer-2"))
    s = apply(s, RevealCard(3, "red", ("green",)))
    return apply(s, RevealCard(3, "yellow", ("green",)))


def test_forest_attack_example_with_its_bonus_choice():
    s = forest_attack()
    assert s.deck("I").pile.count(Card(3, "red")) == 1 and s.deck("II").pile.count(Card(3, "yellow")) == 1
    resolved = apply(s, ResolveAttack("crater-0", (2, 0), Bonus("yellow", player="P2", node="city-1")))
    assert resolved.enemies("outer-2").total == 0
    assert resolved.players[0].parasites == 1 and resolved.players[0].qoam == q()
    island = resolved.island("crater-0")
    assert resolved.enemies(island.golem_region.id).golems == 5
    assert resolved.enemies(island.troop_regions[0].id).troops == 6
    assert resolved.players[1].node == "city-1"
    assert Card(3, "red") in resolved.deck("I").discards and resolved.attack is None
    refuses(s, ResolveAttack("crater-0", (1, 1), Bonus("red", region="crater-1/1", island_region="crater-0/2")),
            "Eradication Bonus", "board region")  # an island is not a region of the Game Board
    t = with_group(s, "inner-3", golems=1, troops=2)
    red = apply(t, ResolveAttack("crater-0", (1, 1), Bonus("red", region="inner-3", island_region="crater-0/2")))
    assert red.enemies("inner-3").troops == 1 and red.enemies("crater-0/2").troops == 6
    refuses(t, ResolveAttack("crater-0", (1, 1), Bonus("red", region="inner-3", island_region="crater-1/2")),
            "Respawn", "same island")
    refuses(s, ResolveAttack("crater-0", (2, 0), Bonus("blue", player="P1", colour="blue")), "Eradication Bonus",
            "banner of a card revealed")
    refuses(s, ResolveAttack("crater-0", (1, 0)), "Respawn", "Split the 2")
    refuses(s, ResolveAttack("", (2, 0)), "Respawn", "Name the island")


def test_attack_pays_with_the_regions_qoam_and_one_card_per_era():
    s = placed(started(), 0, node="ring-1", qoam=q(green=1, blue=2), parasites=1)
    s = with_group(s, "outer-2", troops=1)
    s = apply(s, AttackEnemies("outer-2"))
    refuses(s, RevealCard(3, "red", ("blue",)), "Attack Enemies", "does not pay")
    refuses(s, RevealCard(3, "red", ("green", "green")), "Attack Enemies", "has 1 green")
    refuses(s, RevealCard(4, "red", ("green",)), "Attack Enemies", "Era I deck holds no 4 red")
    refuses(s, Move(("ring-2",)), "Attack Enemies", "Finish the attack")
    s = apply(s, RevealCard(1, "red", ("green",)))
    s = apply(s, RevealCard(1, "blue", ("blue", "blue")))   # two alike for one of any other type
    s = apply(s, RevealCard(5, "blue", ("parasite",)))      # a Parasite for one of any type
    refuses(s, RevealCard(1, "red", ()), "Attack Enemies", "Three cards")
    assert [c.value for c in s.attack.cards] == [1, 1, 5]


def test_an_attack_without_enough_strength_fails_and_the_action_is_wasted():
    s = placed(started(), 0, node="ring-1", qoam=q(green=1))
    assert not s.settings.partial_attacks  # the default: the text's "the attack fails"
    s = with_group(s, "outer-2", golems=2)
    s = apply(apply(s, AttackEnemies("outer-2")), RevealCard(3, "red", ("green",)))
    refuses(s, ResolveAttack("crater-0", (0, 0)), "Attack Enemies", "fails")
    after = apply(s, ResolveAttack())
    assert after.enemies("outer-2").golems == 2 and after.actions == 1 and after.attack is None


def test_partial_defeat_by_priority_golem_before_troop_before_parasite():
    s = placed(partial(started()), 0, node="ring-1", qoam=q(green=1))
    s = with_group(s, "outer-2", golems=1, troops=1, parasites=1)
    s = apply(apply(s, AttackEnemies("outer-2")), RevealCard(3, "red", ("green",)))
    after = apply(s, ResolveAttack("crater-0", (1, 0)))
    assert after.enemies("outer-2") == type(after.enemies("outer-2"))(0, 0, 1)
    refuses(s, ResolveAttack("crater-0", (1, 0), Bonus("red", region="crater-1/1", island_region="crater-0/1")),
            "Eradication Bonus", "No Eradication Bonus")


def test_no_bonus_while_onygauros_is_in_play():
    s = with_monster(forest_attack(), "Onygauros the Collector", "crater-3")
    refuses(s, ResolveAttack("crater-0", (2, 0), Bonus("yellow", player="P2", node="city-1")),
            "Eradication Bonus", "Onygauros")


def test_parasites_claimed_at_most_two():
    s = placed(started(), 0, node="ring-1", qoam=q(green=1), parasites=1)
    s = with_group(s, "outer-2", parasites=3)
    s = apply(apply(s, AttackEnemies("outer-2")), RevealCard(3, "red", ("green",)))
    after = apply(s, ResolveAttack())
    assert after.players[0].parasites == 2 and after.enemies("outer-2").total == 0


def test_an_empty_era_deck_is_reshuffled_from_its_discards():
    s = placed(started(), 0, node="ring-1", qoam=q(green=1))
    s = with_group(s, "outer-2", troops=1)
    deck = s.deck("I")
    s = replace(s, decks=tuple(replace(d, pile=(), discards=deck.pile[:2]) if d.era == "I" else d for d in s.decks))
    s = apply(apply(s, AttackEnemies("outer-2")), RevealCard(deck.pile[0].value, deck.pile[0].banner, ("green",)))
    assert s.deck("I").pile == deck.pile[1:2] and s.deck("I").discards == ()


def test_three_actions_then_the_day_ends():
    s = placed(started(), 0, node="mid-9", qoam=q())
    for _ in range(3):
        s = apply(s, Collect(tuple(["grey"] * max(0, s.player.stash_size + 3 - 6))))
    refuses(s, Collect(), "Day Phase", "3 actions")
    assert apply(s, EndDay()).phase is Phase.NIGHT


# ----- Attack a Monster -----

def test_utcoro_attack_example_defeated_without_a_bonus():
    # Rulebook "Attack a Monster": Red pays Pink (Era I: 2), then Brown (Era II: 4): 6 against Utcoro's 6.
    s = placed(started(), 0, node="ring-4", qoam=q(pink=1, brown=1))  # crater-2's island: Mountain, Crystal Field, Forest
    s = with_monster(s, "Utcoro the Swarmer", "crater-2")
    s = apply(s, AttackMonster("crater-2"))
    s = apply(s, RevealCard(2, "green", ("pink",)))
    s = apply(s, RevealCard(4, "blue", ("brown",)))
    refuses(s, ResolveAttack(bonus=Bonus("green", unit="Troop", region="outer-4", to_region="outer-5")),
            "Eradication Bonus", "No Eradication Bonus")
    after = apply(s, ResolveAttack())
    assert after.monsters == () and after.monster_bottom == ("Utcoro the Swarmer",)


def test_a_monster_is_attacked_from_the_node_beside_its_island():
    s = with_monster(placed(started(), 0, node="ring-2"), "Utcoro the Swarmer", "crater-2")
    refuses(s, AttackMonster("crater-2"), "Attack a Monster", "beside its island")
    s = placed(s, 0, node="ring-4", qoam=q(blue=1, green=1))
    s = apply(s, AttackMonster("crater-2"))
    refuses(s, RevealCard(2, "green", ("blue",)), "Attack a Monster", "does not pay")


def test_an_attack_no_card_can_be_paid_for_is_refused_and_so_is_resolving_before_a_card():
    # Ruling attack_needs_a_card (issue #13 B2): a cardless attack has no Strength Points.
    s = with_monster(placed(started(), 0, node="ring-4", qoam=q(blue=1)), "Utcoro the Swarmer", "crater-2")
    refuses(s, AttackMonster("crater-2"), "Attack a Monster", "cannot pay a single Command Card")
    assert AttackMonster("crater-2") not in options(s).events()
    s = apply(placed(s, 0, qoam=q(green=1)), AttackMonster("crater-2"))
    refuses(s, ResolveAttack(), "Attack a Monster", "Reveal a Command Card first")
    assert not any(isinstance(e, ResolveAttack) for e in options(s).events())


def test_anuths_flat_strength_may_attack_without_a_card():
    # Anuth's 2 Strength Points defeat a lone Troop with no card revealed (ruling attack_needs_a_card).
    s = with_group(placed(started(characters=("Anuth", "The Heir")), 0, qoam=q()), "outer-0", troops=1)
    s = apply(s, AttackEnemies("outer-0"))
    done = apply(s, next(e for e in options(s).events() if isinstance(e, ResolveAttack)))
    assert done.enemies("outer-0").total == 0


# ----- Investigate the Colossus -----

def investigation(green: int):
    # Rulebook "Investigate the Colossus": a 3-point shard, three pairs of Blue and Green, City included.
    s = placed(started(), 0, node="ring-2", qoam=q(blue=2, green=green))  # ring-2: Forest and River
    return replace(s, colossus="ring-2", city=("blue", "green", "", "", ""))


def test_failed_investigation_example_costs_nothing():
    s = investigation(green=1)
    refuses(s, Investigate(3, ("blue", "blue", "green", "city:blue", "city:green"), "city-1"),
            "Investigate", "does not pay")
    after = apply(s, Investigate(3))
    assert after.players[0].qoam == s.players[0].qoam and after.city == s.city
    assert after.colossus_shards == s.colossus_shards and after.actions == 1


def test_with_one_more_green_the_shard_is_claimed_and_the_character_goes_to_the_city():
    s = investigation(green=2)
    refuses(s, Investigate(3), "Investigate", "can pay")
    after = apply(s, Investigate(3, ("blue", "blue", "green", "green", "city:blue", "city:green"), "city-1"))
    p = after.players[0]
    assert p.shards == (3,) and p.node == "city-1" and p.qoam == q() and after.city == ("",) * 5
    assert after.colossus_shards == s.colossus_shards - 1


def test_no_investigation_while_caerulas_is_in_play_or_off_the_colossus_node():
    s = with_monster(investigation(green=2), "Caerulas the Inhabitant from Below", "crater-0")
    refuses(s, Investigate(3), "Caerulas")
    refuses(placed(investigation(green=2), 0, node="ring-1"), Investigate(1), "Investigate", "Colossus's node")


def test_victory_when_the_last_shard_is_claimed_and_everyone_holds_one():
    s = replace(investigation(green=1), colossus_shards=1)
    s = replace(s, players=(s.players[0], replace(s.players[1], shards=(2,))))
    won = apply(s, Investigate(1, ("blue", "green"), "city-1"))
    assert won.phase is Phase.OVER and won.won


def test_claimed_shards_go_back_once_victory_cannot_come():
    s = replace(investigation(green=1), colossus_shards=1)
    after = apply(s, Investigate(1, ("blue", "green"), "city-1"))
    assert after.colossus_shards == 1 and all(not p.shards for p in after.players)


# ----- the odds at the table, the cards already seen counted -----

def test_table_odds_count_the_cards_seen_and_the_card_already_revealed():
    from fractions import Fraction

    from companion.games.fall.odds import table_odds
    s = placed(started(), 0, node="ring-1", qoam=q(green=2))
    s = with_group(s, "outer-2", golems=1, troops=2, parasites=1)  # the Forest group: 5 Strength Points
    fresh = table_odds(s, "enemies", "outer-2")
    # Era I holds eight 1s, four 2s, eight 3s: one card never reaches 5.
    assert fresh.reach[1] == 0
    s = apply(apply(s, AttackEnemies("outer-2")), RevealCard(3, "red", ("green",)))
    after_one = table_odds(s, "enemies", "outer-2")
    # 3 shown; the Era II card must give 2 or more: 16 of its 20 cards.
    assert after_one.reach[1] == Fraction(16, 20)
    # Those same 5 Strength Points with seven 1s of Era I already out of the deck.
    t = replace(s, attack=None)
    deck = t.deck("I")
    ones = [c for c in deck.pile if c.value == 1][:7]
    pile = list(deck.pile)
    for c in ones:
        pile.remove(c)
    t = replace(t, decks=tuple(replace(d, pile=tuple(pile)) if d.era == "I" else d for d in t.decks))
    assert table_odds(t, "enemies", "outer-2").totals[0].prob(1) == Fraction(1, 12)


# ----- Activate a Machine -----

def machine_table():
    from companion.games.fall.state import Machine
    s = placed(started(), 0, node="mid-9", qoam=q())  # mid-9: outer-6 (Crystal Field), outer-7 (Forest), inner-3 (Land of Myst)
    return replace(s, machines=(Machine("inner-3", "Harvester", "red"), Machine("outer-6", "Scavenger", "red"),
                                Machine("outer-6", "Refiner", "red"), Machine("outer-7", "Harvester", "blue")))


def test_machine_example_harvester_once_a_turn_and_free():
    # Rulebook "Activate a Machine": a Harvester in the Land of Myst gives a Grey Qoam; once a turn; free.
    from companion.games.fall.events import ActivateMachine
    s = machine_table()
    after = apply(s, ActivateMachine("inner-3", "Harvester"))
    assert after.players[0].qoam == q(grey=1) and after.actions == 0
    refuses(after, ActivateMachine("outer-6", "Refiner"), "Activate a Machine", "once a turn")
    refuses(s, ActivateMachine("outer-7", "Harvester"), "Activate a Machine", "of P1's colour")
    refuses(s, ActivateMachine("outer-0", "Harvester"), "Activate a Machine", "around")


def test_machine_example_scavenger_or_refiner_in_the_crystal_field():
    from companion.games.fall.events import ActivateMachine
    s = with_group(machine_table(), "outer-6", troops=1, parasites=1)
    built = apply(s, ActivateMachine("outer-6", "Scavenger", node="ring-6", fortification="red"))
    assert built.fortified("ring-6") and built.players[0].fortifications.count("red") == 2
    refuses(s, ActivateMachine("outer-6", "Scavenger", node="ring-0", fortification="red"), "Activate", "node of")
    refined = apply(s, ActivateMachine("outer-6", "Refiner", island_region="crater-0/1"))
    assert refined.enemies("outer-6").troops == 0 and refined.enemies("crater-0/1").troops == 5
    refuses(s, ActivateMachine("outer-6", "Refiner", island_region="crater-0/0"), "Respawn", "Troop")
    refuses(with_monster(s, "Kodror the Infestation", "crater-1"), ActivateMachine("outer-6", "Refiner"), "Kodror")


def test_a_monster_attack_step_cites_attack_a_monster():
    # Issue #13 C7: the step under way names the section of the attack it is.
    s = with_monster(placed(started(), 0, node="ring-4", qoam=q(green=1)), "Utcoro the Swarmer", "crater-2")
    step = options(apply(s, AttackMonster("crater-2"))).step
    assert step.section == "Attack a Monster" and "first card" in step.prompt


def test_a_monster_cards_payment_is_offered_from_the_players_own_stash_first():
    # Issue #13 C7: the island's first colour is in the City, the player holds another of its colours.
    s = with_monster(placed(started(), 0, node="ring-4", qoam=q(green=1)), "Utcoro the Swarmer", "crater-2")
    s = apply(replace(s, city=("brown", "", "", "", "")), AttackMonster("crater-2"))
    cards = [e for e in options(s).events() if isinstance(e, RevealCard)]
    assert cards and all(e.spend == ("green",) for e in cards)
