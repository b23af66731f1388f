"""The players' own choices in each move: the core offers every pick's legal values (options.py's
forms), builds the event from the picks, and `apply` judges it; a wrong pick is refused and changes
nothing. The rulebook's worked examples that involve a choice are played through the forms.

Positions on the shipped schematic board (a reconstruction), as in test_fall_day.py."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from companion.errors import RuleError
from companion.games.fall.events import AttackEnemies, Collect, Deposit, EndDay, UseRelic
from companion.games.fall.options import Form, choice_form, form_event, options
from companion.games.fall.rules import apply
from companion.games.fall.state import Enemies, Fortification, Machine
from tests.games.fall.fall_table import placed, started, with_group
from tests.games.fall.test_fall_day import forest_attack, investigation, machine_table, q


def form(state, start: str) -> Form:
    """The form offered now whose key starts with `start` (exactly one)."""
    found = [f for f in options(state).offers["forms"] if f.key.startswith(start)]
    assert len(found) == 1, [f.key for f in options(state).offers["forms"]]
    return found[0]


def legal(f: Form, key: str) -> list:
    """The values a pick offers."""
    return [v for _, v in next(p for p in f.picks if p.key == key).values]


def play(state, f: Form, picks: dict):
    """Apply the event the picks make."""
    return apply(state, form_event(state, f, picks))


def refused(state, f: Form, picks: dict, *words: str) -> RuleError:
    """The picks' event is refused, naming a rulebook section and saying why, and nothing changes."""
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as info:
        apply(state, form_event(state, f, picks))
    assert state == before, "a refused event changed the state"
    assert info.value.section
    for w in words:
        assert w in info.value.message or w in info.value.section, info.value
    return info.value


# ----- Collect -----

def test_collect_example_needs_no_choice_until_the_stash_passes_six():
    # Rulebook "Collect": Red takes a Green, a Pink and a Grey: nothing to choose, no form.
    s = placed(started(), 0, node="mid-9", qoam=q())
    assert choice_form(s, Collect()) is None and Collect() in options(s).events()
    assert apply(s, Collect()).players[0].qoam == q(green=1, grey=1, pink=1)


def test_collect_above_six_offers_what_may_go_back_and_applies_the_players_pick():
    s = placed(started(), 0, node="mid-9", qoam=q(blue=5))  # + green, grey, pink: two go back
    f = form(s, "Collect")
    assert [p.key for p in f.picks] == ["back_1", "back_2"]
    assert set(legal(f, "back_1")) == {"blue", "green", "grey", "pink"}  # no brown is held or collected
    after = play(s, f, {"back_1": "grey", "back_2": "pink"})
    assert after.players[0].qoam == q(blue=5, green=1)
    refused(s, f, {"back_1": "pink", "back_2": "pink"}, "Collect", "2 pink")
    # Several ways are offered as choices, so a random playthrough meets them.
    assert len([e for e in options(s).events() if isinstance(e, Collect)]) >= 3


def test_celethe_picks_the_swap_and_what_goes_back():
    s = placed(started(characters=("Celethe", "The Heir")), 0, node="ring-4", qoam=q(blue=5))  # grey, brown
    f = form(s, "Collect")
    swap_to = next(p for p in f.picks if p.key == "swap_to")
    assert swap_to.when == (("swap_from", ("brown", "grey")),)
    after = play(s, f, {"swap_from": "grey", "swap_to": "pink", "back_1": "blue"})
    assert after.players[0].qoam == q(blue=4, brown=1, pink=1)
    refused(s, f, {"swap_from": "grey", "swap_to": "pink", "back_1": "grey"}, "Collect", "grey")


# ----- Deposit -----

def deposit_table():
    # Rulebook "Deposit": Blue on a City node with five crystals; a Brown already on a space.
    s = placed(started(), 1, node="city-0", qoam=q(blue=1, green=1, grey=1, pink=1, brown=1))
    return replace(s, current=1, city=("", "", "", "", "brown"))


def test_deposit_example_four_crystals_picked_one_per_space():
    s = deposit_table()
    f = form(s, "Deposit")
    assert [p.key for p in f.picks] == [f"space:space-{i}" for i in range(1, 6)]
    assert set(legal(f, "space:space-1")) == {"", "blue", "brown", "green", "grey", "pink"}
    four = {f"space:space-{i}": c for i, c in zip(range(1, 5), ("green", "grey", "pink", "brown"))}
    after = play(s, f, four)
    assert after.city == ("green", "grey", "pink", "brown", "brown") and after.player.qoam == q(blue=1)
    # ... they could deposit the Blue too by discarding the Brown first.
    five = play(s, f, {**four, "space:space-5": "blue"})
    assert five.city[4] == "blue" and five.player.qoam == q()
    refused(s, f, {"space:space-1": "blue", "space:space-2": "blue"}, "Deposit", "no blue Qoam left")
    refused(s, f, {f"space:space-{i}": "" for i in range(1, 6)}, "Deposit", "1 to")  # nothing picked


def test_deposit_of_several_crystals_is_offered_and_besieged_spaces_are_not():
    s = replace(deposit_table(), city=("Troop", "", "", "", ""))
    f = form(s, "Deposit")
    assert "space:space-1" not in {p.key for p in f.picks}
    assert any(isinstance(e, Deposit) and len(e.crystals) > 1 for e in options(s).events())


# ----- Attack Enemies: the card's payment, the respawn and the Eradication Bonus -----

def test_a_card_paid_with_two_alike_or_a_parasite_as_the_wild_qoam():
    s = placed(started(), 0, node="ring-1", qoam=q(pink=2), parasites=1)  # no Green for the Forest
    s = apply(with_group(s, "outer-2", troops=2), AttackEnemies("outer-2"))
    f = form(s, "RevealCard")
    assert set(legal(f, "pay")) == {("pink", "pink"), ("parasite",)}
    assert (3, "red") in legal(f, "card")
    paired = play(s, f, {"card": (3, "red"), "pay": ("pink", "pink")})
    assert paired.players[0].qoam == q() and paired.attack.cards[0].value == 3
    wild = play(s, f, {"card": (3, "red"), "pay": ("parasite",)})
    assert wild.players[0].parasites == 0 and wild.players[0].qoam == q(pink=2)
    refused(s, f, {"card": (3, "red"), "pay": ("pink",)}, "does not pay")


def test_forest_attack_example_the_respawn_and_the_bonus_as_the_players_pick():
    # Rulebook "Eradication Bonus": 6 Strength against 5 needed: the red or the yellow banner.
    s = forest_attack()
    f = form(s, "ResolveAttack")
    assert legal(f, "bonus") == ["", "red", "yellow"]
    assert ("crater-0", (2, 0)) in legal(f, "respawn") and ("crater-4", (1, 1)) in legal(f, "respawn")
    assert next(p for p in f.picks if p.key == "yellow_move").when == (("bonus", ("yellow",)),)
    assert ("P2", "city-1") in legal(f, "yellow_move")
    after = play(s, f, {"respawn": ("crater-0", (2, 0)), "bonus": "yellow", "yellow_move": ("P2", "city-1")})
    assert after.players[1].node == "city-1" and after.enemies("outer-2").total == 0
    assert after.enemies(after.island("crater-0").golem_region.id).golems == 5
    split = play(s, f, {"respawn": ("crater-4", (1, 1)), "bonus": ""})
    isle = split.island("crater-4")
    assert [split.enemies(r.id).troops for r in isle.troop_regions] == \
        [s.enemies(r.id).troops + 1 for r in isle.troop_regions]
    # The red bonus's Troop goes back to the same island as the others.
    t = with_group(s, "inner-3", troops=1)
    g = form(t, "ResolveAttack")
    assert "inner-3" in legal(g, "red_region")
    # Issue #13 B5: the attacked region is empty once the bonus comes: never offered as the red's target.
    assert "outer-2" not in legal(g, "red_region") and all(r != "outer-2" for _, r in legal(g, "green_from"))
    # Play-test: the red's pick follows the respawn's island (one list per island, shown with that respawn).
    assert legal(g, "red_back_crater-0") == ["crater-0/1", "crater-0/2"] and "crater-1/2" in legal(g, "red_back_crater-1")
    back_1 = next(p for p in g.picks if p.key == "red_back_crater-1")
    assert not back_1.applies({"bonus": "red", "respawn": ("crater-0", (1, 1))})
    assert back_1.applies({"bonus": "red", "respawn": ("crater-1", (1, 1))})
    assert not back_1.applies({"bonus": "yellow", "respawn": ("crater-1", (1, 1))})
    red = play(t, g, {"respawn": ("crater-0", (1, 1)), "bonus": "red", "red_region": "inner-3",
                      "red_back_crater-0": "crater-0/2", "red_back_crater-1": "crater-1/2"})
    assert red.enemies("inner-3").troops == 0 and red.enemies("crater-0/2").troops == t.enemies("crater-0/2").troops + 2
    # The core still refuses another island, whatever made the event.
    made = form_event(t, g, {"respawn": ("crater-0", (1, 1)), "bonus": "red", "red_region": "inner-3",
                             "red_back_crater-0": "crater-0/2"})
    other = replace(made, bonus=replace(made.bonus, island_region="crater-1/2"))
    before = copy.deepcopy(t)
    with pytest.raises(RuleError, match="same island"):
        apply(t, other)
    assert t == before


def test_the_blue_and_green_bonuses_take_their_picks():
    s = forest_attack()
    # The same two cards, the second with a blue banner (a position to test from).
    s = replace(s, attack=replace(s.attack, cards=(s.attack.cards[0], replace(s.attack.cards[1], banner="blue"))))
    f = form(s, "ResolveAttack")
    assert legal(f, "bonus") == ["", "red", "blue"]
    blue = play(s, f, {"respawn": ("crater-0", (2, 0)), "bonus": "blue", "blue_player": "P2", "blue_colour": "pink"})
    assert blue.players[1].qoam[4] == s.players[1].qoam[4] + 1
    g = with_group(s, "outer-5", golems=1)
    g = replace(g, attack=replace(g.attack, cards=(replace(g.attack.cards[0], banner="green"),) + g.attack.cards[1:]))
    h = form(g, "ResolveAttack")
    assert ("Golem", "outer-5") in legal(h, "green_from")
    to = g.board.bordering("outer-5")[0]
    moved = play(g, h, {"respawn": ("crater-0", (2, 0)), "bonus": "green", "green_from": ("Golem", "outer-5"),
                        "green_to_outer-5": to})
    assert moved.enemies(to).golems == g.enemies(to).golems + 1
    far = next(r.id for r in g.board.regions if r.id not in g.board.bordering("outer-5") and r.id != "outer-5")
    refused(g, h, {"respawn": ("crater-0", (2, 0)), "bonus": "green", "green_from": ("Golem", "outer-5"),
                   "green_to_outer-5": far}, "Eradication Bonus", "bordering")


# ----- Investigate the Colossus -----

def test_investigate_pays_each_crystal_as_picked_the_city_and_pairs_included():
    s = investigation(green=2)  # a 3 shard: three Blue and three Green; the City holds a Blue and a Green
    f = form(s, "Investigate:3")
    pays = [p for p in f.picks if p.key.startswith("pay")]
    blue = next(p.key for p in pays if p.label.startswith("blue"))
    assert len(pays) == 6 and ("city:blue",) in legal(f, blue) and ("green", "green") in legal(f, blue)
    assert legal(f, "city_node")[0].startswith("city-")
    after = play(s, f, {"city_node": "city-2"})
    assert after.players[0].shards == (3,) and after.players[0].node == "city-2" and after.city == ("",) * 5
    wrong = {p.key: ("blue",) for p in pays}  # six Blue from the stash: only two are held
    refused(s, f, wrong, "Investigate", "blue")


# ----- Activate a Machine -----

def test_machine_picks_the_refiners_respawn_and_the_scavengers_node():
    s = with_group(machine_table(), "outer-6", troops=1, parasites=1)
    refiner = form(s, "ActivateMachine:outer-6:Refiner")
    assert set(legal(refiner, "island_region")) == {r.id for i in s.islands for r in i.troop_regions}
    after = play(s, refiner, {"island_region": "crater-3/2"})
    assert after.enemies("outer-6").troops == 0
    assert after.enemies("crater-3/2").troops == s.enemies("crater-3/2").troops + 1
    scavenger = form(s, "ActivateMachine:outer-6:Scavenger")
    assert "ring-6" in legal(scavenger, "node") and "red" in legal(scavenger, "fortification")
    assert play(s, scavenger, {"node": "ring-6"}).fortified("ring-6")
    refused(s, scavenger, {"node": "ring-0"}, "Activate")
    full = placed(machine_table(), 0, qoam=q(blue=6))
    harvester = form(full, "ActivateMachine:inner-3:Harvester")
    assert play(full, harvester, {"discard": "blue"}).players[0].qoam == q(blue=5, grey=1)


# ----- the Relics -----

def test_relic_picks_telron_celethe_leheir_and_the_heir():
    s = started(characters=("Telron", "The Heir"))
    telron = form(s, "UseRelic:P1")
    assert legal(telron, "direction") == [1, -1]
    ring = s.board.ring
    assert play(s, telron, {"direction": -1}).colossus == ring[ring.index(s.colossus) - 1]
    refused(s, telron, {"direction": 2}, "Telron")
    heir = placed(s, 0, qoam=q(blue=2, grey=1))
    h = form(heir, "UseRelic:P2")
    after = play(heir, h, {"space:space-1": "blue", "space:space-2": "grey"})
    assert after.city[:2] == ("blue", "grey")
    refused(heir, h, {"space:space-1": "blue", "space:space-2": "blue", "space:space-3": "blue"}, "no blue")
    # Leheir beside Celethe: step 9 deals a Champion from each pile, so the position is set after it.
    c = placed(placed(started(characters=("Celethe", "The Heir")), 1, node="ring-2", character="Leheir"),
               0, node="ring-0", qoam=q(blue=4))
    celethe = form(c, "UseRelic:P1")
    assert [p.key for p in celethe.picks] == ["colour_1", "colour_2", "colour_3", "back_1"]
    took = play(c, celethe, {"colour_1": "pink", "colour_2": "pink", "colour_3": "green", "back_1": "blue"})
    assert took.players[0].qoam == q(blue=3, green=1, pink=2)
    leheir = form(c, "UseRelic:P2")
    assert legal(leheir, "target") == ["P1"]


def test_relic_picks_the_lone_survivor_returns_and_kolbor_and_malabors_arrangement():
    s = started(characters=("The Lone Survivor", "Kolbor & Malabor"), nodes=("city-0", "ring-2"))
    s = placed(s, 0, node="ring-0")  # beside outer-0 and outer-1
    s = with_group(with_group(s, "outer-0", golems=1, troops=1), "outer-1", troops=2)
    lone = form(s, "UseRelic:P1")
    assert {p.key for p in lone.picks} == {"return:outer-0", "return:outer-1"}
    assert set(legal(lone, "return:outer-0")) == {i.golem_region.id for i in s.islands}
    isle = s.island("crater-2")
    after = play(s, lone, {"return:outer-0": isle.golem_region.id, "return:outer-1": isle.troop_regions[1].id})
    assert after.enemies("outer-0") == Enemies(troops=1) and after.enemies("outer-1") == Enemies(troops=1)
    refused(s, lone, {"return:outer-0": isle.golem_region.id,
                      "return:outer-1": s.island("crater-3").troop_regions[0].id}, "same island")
    kolbor = form(s, "UseRelic:P2")
    moved = play(s, kolbor, {"golems:outer-0": 0, "golems:outer-1": 1, "troops:outer-0": 3, "troops:outer-1": 0})
    assert moved.enemies("outer-0") == Enemies(troops=3) and moved.enemies("outer-1") == Enemies(golems=1)
    refused(s, kolbor, {"troops:outer-0": 3, "troops:outer-1": 3}, "same Enemies")


def test_the_creatures_copy_and_cr_2t1s_machine_are_picked():
    s = started(characters=("CR-2T1", "The Creature", "Telron"), nodes=("ring-0", "city-1", "ring-2"))
    s = replace(s, removed_machines=(Machine("outer-3", "Harvester", "red"),))
    cr = form(s, "UseRelic:P1")
    assert legal(cr, "machine") == [("Harvester", "red")]
    back = play(s, cr, {"region": "outer-4"})
    assert Machine("outer-4", "Harvester", "red") in back.machines
    copy_telron = choice_form(s, UseRelic("P2", direction=1, copy="P3"))
    assert copy_telron is not None and legal(copy_telron, "direction") == [1, -1]
    assert play(s, copy_telron, {"direction": -1}).players[1].relic_charged is False


def test_leheirs_trade_picks_what_is_given_and_taken():
    s = placed(started(characters=("Leheir", "The Heir")), 0, qoam=q(blue=2))
    s = placed(s, 1, qoam=q(pink=1, grey=1))
    f = form(s, "Trade:P2")
    assert legal(f, "give_1") == ["blue"] and set(legal(f, "take_1")) == {"grey", "pink"}
    after = play(s, f, {"take_1": "pink", "take_2": "grey"})
    assert after.players[0].qoam == q(grey=1, pink=1)
    refused(s, f, {"take_1": "pink", "take_2": "pink"}, "Leheir", "pink")


# ----- the Night: the table's choices -----

def night(state):
    return apply(state, EndDay())


def test_second_river_card_the_players_decide_where_the_only_troop_goes():
    # Rulebook, second card example: island A has one Enemy to release: the City loses 5 and the players
    # decide where it goes.
    s = replace(started(), event_board=("River",))
    s = night(with_group(s, "crater-1/1", troops=1))
    f = next(f for f in options(s).offers["forms"] if f.key.startswith("NightCard:River"))
    assert legal(f, "release:crater-1/1:outer-3") == ["", "crater-1/1"]
    picks = {p.key: p.default for p in f.picks}
    picks.update({"release:crater-1/1:outer-2": "", "release:crater-1/1:outer-3": "crater-1/1"})
    after = play(s, f, picks)
    assert after.defense == s.defense - 5 and after.enemies("outer-3").troops == 1
    assert after.enemies("outer-2").total == 0
    both = {**picks, "release:crater-1/1:outer-2": "crater-1/1"}
    refused(s, f, both, "Region Card", "releases 1")


def test_an_enemy_attack_destroys_the_machine_the_table_names():
    s = replace(started(), event_board=("River",),
                machines=(Machine("outer-7", "Refiner", "red"), Machine("outer-7", "Refiner", "blue")),
                machine_colours=("blue", "red"))
    s = night(with_group(s, "outer-7", troops=2))
    f = next(f for f in options(s).offers["forms"] if f.key.startswith("NightCard:River"))
    assert set(legal(f, "machine:outer-7")) == {"red", "blue"}
    after = play(s, f, {"machine:outer-7": "blue"})
    assert after.machines == (Machine("outer-7", "Refiner", "red"),)
    assert any("blue Refiner is destroyed" in line for line in after.log)


def test_the_storm_the_spaces_the_besiegers_take_are_picked():
    s = replace(started(), city=("blue", "", "", "", ""), monster_cards=("Utcoro the Swarmer",))
    s = night(with_group(with_group(s, "inner-0", golems=1), "inner-2", troops=1))
    f = next(f for f in options(s).offers["forms"] if f.key.startswith("NightCard:Storm"))
    assert [p.key for p in f.picks] == ["monster", "crater", "space_1", "space_2"]
    assert legal(f, "monster") == ["Utcoro the Swarmer"]
    after = play(s, f, {"space_1": "space-5", "space_2": "space-3"})
    assert after.city == ("blue", "", "Troop", "", "Golem")
    refused(s, f, {"space_1": "space-1", "space_2": "space-3"}, "Storm", "empty City space")


def test_cannibarok_and_kodror_take_what_the_table_picks():
    s = replace(started(), fortifications=(Fortification("ring-5", "red"), Fortification("mid-2", "red")),
                monster_cards=("Kodror the Infestation",))
    s = night(s)
    f = next(f for f in options(s).offers["forms"] if f.key.startswith("NightCard:Storm"))
    assert set(legal(f, "removed:P1")) == {"ring-5", "mid-2"}
    after = play(s, f, {"removed:P1": "mid-2"})
    assert after.fortifications == (Fortification("ring-5", "red"),)
    c = night(replace(started(), monster_cards=("Cannibarok the Qoam-Eater",)))
    g = next(f for f in options(c).offers["forms"] if f.key.startswith("NightCard:Storm"))
    onto = {**g.defaults(), "crater": "crater-1"}
    regions = [p.key for p in g.picks if p.key.startswith("taken:") and p.applies(onto)]
    assert regions == ["taken:crater-1/1", "taken:crater-1/2"]  # the island's Troop regions (4 Troops each)
    taken = play(c, g, {"crater": "crater-1", "taken:crater-1/1": 1, "taken:crater-1/2": 3})  # half of 8
    assert taken.enemies("crater-1/1").troops == 3 and taken.enemies("crater-1/2").troops == 1
    refused(c, g, {"crater": "crater-1", "taken:crater-1/1": 1, "taken:crater-1/2": 1}, "Cannibarok", "half")


def test_every_offered_variant_is_legal_and_the_offers_list_each_picks_values():
    s = deposit_table()
    opts = options(s)
    f = form(s, "Deposit")
    assert opts.offers["Deposit/space:space-1"] == tuple(legal(f, "space:space-1"))
    for c in opts.choices:
        apply(s, c.event)  # raises if an offered event were refused


def test_after_icaion_ones_own_machine_resolves_twice_with_both_picks():
    s = replace(with_group(machine_table(), "outer-6", troops=2), after_icaion=True)
    twice = next(c for c in options(s).choices if c.event.__class__.__name__ == "ActivateMachine"
                 and c.event.kind == "Refiner" and c.event.again is not None)
    f = choice_form(s, twice.event)
    assert [p.key for p in f.picks] == ["island_region", "again_island_region"]
    after = play(s, f, {"island_region": "crater-3/2", "again_island_region": "crater-3/1"})
    assert after.enemies("outer-6").troops == 0
    assert after.enemies("crater-3/1").troops == s.enemies("crater-3/1").troops + 1
    refused(s, f, {"island_region": "crater-3/2", "again_island_region": "crater-3/0"}, "Respawn", "Troop")


def test_the_cursed_picks_a_bonus_for_each_card_revealed():
    from companion.games.fall.events import RevealCard
    s = placed(started(characters=("Sanya", "The Cursed")), 1, node="mid-0", qoam=q(brown=3))
    s = with_group(replace(s, current=1), "outer-0", troops=1)
    s = apply(s, AttackEnemies("outer-0"))
    for value, banner in ((1, "blue"), (1, "yellow"), (1, "blue")):
        s = apply(s, RevealCard(value, banner, ("brown",)))
    f = form(s, "ResolveAttack")
    assert {"more1_bonus", "more2_bonus"} <= {p.key for p in f.picks}
    assert next(p for p in f.picks if p.key == "more1_blue_colour").when == (("more1_bonus", ("blue",)),)
    done = play(s, f, {"respawn": ("crater-0", (1, 0)), "bonus": "blue", "blue_player": "P2", "blue_colour": "pink",
                       "more1_bonus": "blue", "more1_blue_player": "P1", "more1_blue_colour": "grey",
                       "more2_bonus": "yellow", "more2_yellow_move": ("P1", "ring-1")})
    assert done.players[1].has("pink") == 1 and done.players[0].has("grey") == 1 and done.players[0].node == "ring-1"
    refused(s, f, {"respawn": ("crater-0", (1, 0)), "bonus": "yellow", "yellow_move": ("P1", "ring-1"),
                   "more1_bonus": "yellow", "more1_yellow_move": ("P1", "ring-1")}, "one bonus for each card")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_each_forms_picks_as_shown_make_a_legal_event_through_a_random_game(seed):
    """The form shown for a move offered is that move: its picks as shown make an event apply accepts."""
    import random

    from companion.games.fall.game import FALL
    from companion.games.fall.options import draft_setup
    from companion.games.fall.state import Phase

    rng = random.Random(seed)
    state = FALL.initial_state({})
    state = apply(state, draft_setup(state.board, ("Sanya", "The Heir", "Celethe", "The Outsider")))
    seen = set()
    for _ in range(300):
        if state.phase is Phase.OVER:
            break
        opts = options(state)
        for f in opts.offers.get("forms", ()):
            made = form_event(state, f, f.defaults())
            apply(state, made)  # raises if the form showed something the rules refuse
            seen.add(f.key.split(":")[0])
        state = apply(state, rng.choice(opts.choices).event)
    assert {"NightCard", "RevealMonster"} <= seen and len(seen) >= 5, seen
