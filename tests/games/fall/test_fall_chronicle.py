"""The Chronicle Game System: personal Command decks after Mysthea; any Machine, one's own twice, and
Wonders after Icaion; both, with the Characters alternating and the remaining Era decks entered."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from companion.codec import event_from_json, event_to_json
from companion.errors import RuleError
from companion.games.fall.events import (
    EVENT_TYPES, ActivateMachine, AttackEnemies, Chronicle, MachineEffect, MachineSetup, PlayerSetup, ResolveAttack,
    RevealCard, Settings, SetUp, WonderSetup,
)
from companion.games.fall.phases.night import enemy_attacks
from companion.games.fall.rules import apply
from companion.games.fall.state import PERSONAL, Card, Machine, Phase, new_game

from .fall_table import placed, setup_event, with_group

MYSTHEA = ("Sanya", "Telron")          # Champions, starting beside an island
ICAION = ("The Heir", "The Outsider")  # Seekers, starting on a City node
AFTER_MYSTHEA = Chronicle(after_mysthea=True)
AFTER_ICAION = Chronicle(after_icaion=True)


def refused(state, event, *words):
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as info:
        apply(state, event)
    assert state == before
    for word in words:
        assert word in str(info.value), str(info.value)
    assert info.value.section  # a plain sentence naming the rulebook section
    return info.value


def champions(cards=((3, "red"), (2, "blue")), more=((1, "green"),), **kw):
    players = (PlayerSetup("P1", MYSTHEA[0], "red", "ring-0", command_cards=cards),
               PlayerSetup("P2", MYSTHEA[1], "blue", "ring-2", command_cards=more))
    return setup_event(players=players, chronicle=AFTER_MYSTHEA, **kw)


def day(event):
    return replace(apply(new_game(), event), phase=Phase.DAY, setup_cards=0)


# ----- after Mysthea: personal decks -----

def test_each_champion_gets_a_personal_deck_and_the_era_decks_stay_full():
    s = apply(new_game(), champions())
    assert s.after_mysthea and not s.after_icaion
    assert s.players[0].deck.pile == (Card(2, "blue"), Card(3, "red")) and s.players[0].deck.era == PERSONAL
    assert s.players[1].deck.pile == (Card(1, "green"),)
    assert all(len(d.pile) == 20 for d in s.decks)


@pytest.mark.parametrize("event, words", [
    (champions(cards=()), ("enter them",)),
    (champions(cards=((6, "red"),)), ("not a Command Card",)),
    (champions(cards=((5, "red"), (5, "red"))), ("Mysthea has 1",)),
    (setup_event(chronicle=AFTER_MYSTHEA), ("from Mysthea",)),
    (setup_event(players=(PlayerSetup("P1", "Sanya", "red", "ring-0", command_cards=((3, "red"),)),
                          PlayerSetup("P2", "The Heir", "blue", "city-0"))),
     ("only a Character from a game of Mysthea",)),
])
def test_wrong_personal_decks_are_refused(event, words):
    refused(new_game(), event, *words)


def _attack(state, region="outer-1"):
    s = with_group(placed(state, 0, qoam=(0, 0, 0, 0, 6)), region, troops=4)  # pink pays Crystal Field
    return apply(s, AttackEnemies(region))


def test_an_attack_reveals_from_the_personal_deck_not_the_era_decks():
    s = _attack(day(champions(cards=((3, "red"), (2, "blue"), (1, "yellow"), (3, "green")))))
    eras = s.decks
    s = apply(s, RevealCard(3, "red", ("pink",)))
    assert s.decks == eras and Card(3, "red") not in s.players[0].deck.pile
    # a card not in the personal deck is refused, even one the Era I deck holds
    refused(s, RevealCard(1, "red", ("pink",)), "personal deck holds no 1 red")
    s = apply(apply(s, RevealCard(2, "blue", ("pink",))), RevealCard(1, "yellow", ("pink",)))
    refused(s, RevealCard(3, "green", ("pink",)))  # at most three
    after = apply(s, ResolveAttack(island="crater-0", troops=(4, 0)))
    assert after.players[0].deck.discards == (Card(1, "yellow"), Card(2, "blue"), Card(3, "red"))
    assert after.players[0].deck.pile == (Card(3, "green"),) and after.decks == eras


def test_a_depleted_personal_deck_reshuffles_its_discards():
    s = _attack(day(champions(cards=((3, "red"),))))
    s = apply(apply(s, RevealCard(3, "red", ("pink",))), ResolveAttack())  # short of the group: it fails
    assert s.players[0].deck.pile == () and s.players[0].deck.discards == (Card(3, "red"),)
    again = apply(_attack(replace(s, actions=0)), RevealCard(3, "red", ("pink",)))
    assert again.players[0].deck.pile == () and again.players[0].deck.discards == ()
    # the only card is on the table now: no second card can be revealed
    refused(again, RevealCard(3, "red", ("pink",)), "empty")


# ----- after Icaion: any Machine, one's own twice, Wonders -----

def seekers(machines=(), wonders=(), **kw):
    players = (PlayerSetup("P1", ICAION[0], "red", "city-0"), PlayerSetup("P2", ICAION[1], "blue", "city-1"))
    return setup_event(players=players, machines=tuple(machines),
                       chronicle=Chronicle(after_icaion=True, wonders=tuple(wonders)), **kw)


def _region_of(state, index=0):
    return state.board.node(state.players[index].node).regions[0]


def test_any_machine_is_activated_and_ones_own_resolves_twice():
    s0 = day(seekers())
    region = _region_of(s0)
    colour = {"River": "blue", "Mountain": "brown", "Forest": "green", "Land of Myst": "grey",
              "Crystal Field": "pink"}[s0.board.region_type(region)]
    base = sum(s0.players[0].qoam)
    theirs = replace(s0, machines=(Machine(region, "Harvester", "purple"),))
    once = apply(theirs, ActivateMachine(region, "Harvester"))
    assert sum(once.players[0].qoam) == base + 1 and once.players[0].has(colour) >= 1
    refused(theirs, ActivateMachine(region, "Harvester", again=MachineEffect()), "own Machine")
    mine = replace(s0, machines=(Machine(region, "Harvester", "red"),))
    twice = apply(mine, ActivateMachine(region, "Harvester", again=MachineEffect()))
    assert sum(twice.players[0].qoam) == base + 2


def test_the_standard_game_keeps_the_colour_and_the_single_effect():
    s0 = replace(apply(new_game(), setup_event(characters=(ICAION[0], MYSTHEA[0]), nodes=("city-0", "ring-0"))),
                 phase=Phase.DAY, setup_cards=0)
    region = _region_of(s0)
    refused(replace(s0, machines=(Machine(region, "Harvester", "purple"),)), ActivateMachine(region, "Harvester"),
            "of P1's colour")
    mine = replace(s0, machines=(Machine(region, "Harvester", "red"),))
    before = copy.deepcopy(mine)
    with pytest.raises(RuleError) as info:
        apply(mine, ActivateMachine(region, "Harvester", again=MachineEffect()))
    assert mine == before and "Icaion" in str(info.value)


def test_the_refiner_twice_defeats_two_enemies():
    s0 = day(seekers())
    region = _region_of(s0)
    s = with_group(replace(s0, machines=(Machine(region, "Refiner", "red"),)), region, troops=2)
    back = s.islands[0].troop_regions[0].id
    after = apply(s, ActivateMachine(region, "Refiner", island_region=back, again=MachineEffect(island_region=back)))
    assert after.enemies(region).troops == 0 and after.enemies(back).troops == s.enemies(back).troops + 2


def test_a_wonders_builder_gains_a_crystal_of_its_region():
    plain = apply(new_game(), seekers())
    region = "outer-3"  # River: blue
    s = apply(new_game(), seekers(wonders=(WonderSetup(region, "P2"), WonderSetup("inner-1", ""))))
    assert s.wonders == (region, "inner-1")
    assert s.players[1].has("blue") == plain.players[1].has("blue") + 1
    assert s.players[0].qoam == plain.players[0].qoam  # the other Wonder's builder is not playing


@pytest.mark.parametrize("event, words", [
    (setup_event(chronicle=Chronicle(wonders=(WonderSetup("outer-3"),))), ("only from a game of Icaion",)),
    (seekers(wonders=(WonderSetup("nowhere"),)), ("board region",)),
    (seekers(wonders=(WonderSetup("outer-3", "Zed"),)), ("builder",)),
    (setup_event(chronicle=AFTER_ICAION), ("from Icaion",)),
    (seekers(machines=(MachineSetup("outer-3", "Harvester", "red"), MachineSetup("outer-3", "Harvester", "grey"))),
     ("one Machine of each kind",)),
])
def test_wrong_icaion_setups_are_refused(event, words):
    refused(new_game(), event, *words)


def test_machines_of_any_colour_only_after_icaion():
    refused(new_game(), setup_event(machines=(MachineSetup("outer-3", "Harvester", "grey"),)), "playing colour")
    refused(new_game(), setup_event(machines=(MachineSetup("outer-3", "Harvester", "red"),) * 2), "already holds")
    s = apply(new_game(), seekers(machines=(MachineSetup("outer-3", "Harvester", "grey"),)))
    assert s.machines == (Machine("outer-3", "Harvester", "grey"),)


def test_an_enemy_attack_destroys_the_wonder_instead_of_a_machine():
    s = apply(new_game(), seekers(machines=(MachineSetup("outer-3", "Harvester", "red"),),
                                  wonders=(WonderSetup("outer-3"), WonderSetup("outer-4"))))
    s = with_group(with_group(s, "outer-3", troops=3), "outer-4", troops=3)
    after, lost, said = enemy_attacks(s, {"outer-3", "outer-4"}, ())
    # outer-3: the Wonder shields the Harvester; outer-4: no Machine, so (by default) the City loses 5
    assert after.machines == s.machines and after.wonders == ("outer-4",) and lost == 5


def test_a_wonder_without_a_machine_follows_the_setting():
    event = seekers(wonders=(WonderSetup("outer-4"),))
    s = with_group(apply(new_game(), event), "outer-4", troops=3)
    after, lost, _ = enemy_attacks(s, {"outer-4"}, ())
    assert after.wonders == ("outer-4",) and lost == 5  # default: the Wonder stands, the City loses 5
    shielding = with_group(apply(new_game(), replace(event, settings=Settings(wonder_shields_the_city=True))),
                           "outer-4", troops=3)
    after, lost, _ = enemy_attacks(shielding, {"outer-4"}, ())
    assert after.wonders == () and lost == 0


def test_with_a_machine_the_wonder_falls_and_the_machine_stays():
    s = apply(new_game(), seekers(machines=(MachineSetup("outer-3", "Harvester", "red"),),
                                  wonders=(WonderSetup("outer-3"),)))
    s = with_group(s, "outer-3", troops=3)
    after, lost, said = enemy_attacks(s, {"outer-3"}, ())
    assert after.machines == s.machines and after.wonders == () and lost == 0
    assert "Wonder" in said[0]
    # the next attack there meets the Machine
    after2, _, _ = enemy_attacks(after, {"outer-3"}, ())
    assert after2.machines == ()


# ----- after both games -----

FULL_I = tuple((c.value, c.banner) for c in new_game().deck("I").pile)


def both(eras=(FULL_I, FULL_I[:2], FULL_I[:5]), **kw):
    players = (PlayerSetup("P1", MYSTHEA[0], "red", "ring-0", command_cards=((3, "red"),)),
               PlayerSetup("P2", ICAION[0], "blue", "city-0"))
    return setup_event(players=players, chronicle=Chronicle(True, True, era_decks=eras), **kw)


def test_after_both_the_characters_alternate_between_the_games():
    players = tuple(PlayerSetup(f"P{i}", c, col, n, command_cards=((2, "red"),) if c in MYSTHEA else ())
                    for i, (c, col, n) in enumerate(zip(("Sanya", "Telron", "The Heir"), ("red", "blue", "green"),
                                                        ("ring-0", "ring-2", "city-0"))))
    refused(new_game(), setup_event(players=players, chronicle=Chronicle(True, True, era_decks=((), (), ()))),
            "alternate")


def test_after_both_the_era_decks_are_the_remaining_cards():
    era_i = tuple((c.value, c.banner) for c in new_game().deck("I").pile)
    era_ii = tuple((c.value, c.banner) for c in new_game().deck("II").pile)[:2]
    era_iii = tuple((c.value, c.banner) for c in new_game().deck("III").pile)[:4]
    s = apply(new_game(), both(eras=(era_i, era_ii, era_iii)))
    assert len(s.deck("I").pile) == 20 and len(s.deck("II").pile) == 2 and len(s.deck("III").pile) == 4
    assert s.unused_eras == ("II",)
    assert s.players[0].deck is not None and s.players[1].deck is None
    refused(new_game(), both(eras=(era_i, ((5, "red"),), ())), "Era II deck has 0")  # Era II has no 5
    refused(new_game(), both(eras=(era_i,)), "three Era decks")


def test_a_seeker_due_an_unused_deck_draws_from_a_champions_deck():
    era_i = tuple((c.value, c.banner) for c in new_game().deck("I").pile)
    s = day(both(eras=(era_i, era_i[:0], ())))
    assert s.unused_eras == ("II", "III")
    s = replace(s, current=1)  # the Seeker's turn
    region = _region_of(s, 1)
    colour = {"River": "blue", "Mountain": "brown", "Forest": "green", "Land of Myst": "grey",
              "Crystal Field": "pink"}[s.board.region_type(region)]
    s = with_group(placed(s, 1, qoam=(0, 0, 0, 0, 0)), region, troops=5)
    s = placed(s, 1, qoam=tuple(6 if c == colour else 0 for c in ("blue", "brown", "green", "grey", "pink")))
    s = apply(apply(s, AttackEnemies(region)), RevealCard(1, "red", (colour,)))  # Era I, as usual
    refused(s, RevealCard(3, "red", (colour,)), "Champion of your choice")
    drawn = apply(s, RevealCard(3, "red", (colour,), deck="P1"))
    assert drawn.players[0].deck.pile == () and drawn.decks == s.decks
    out = apply(drawn, ResolveAttack())  # 4 against 5 Troops: the attack fails, its cards are discarded
    assert out.players[0].deck.discards == (Card(3, "red"),)


# ----- old logs still load -----

def test_a_setup_logged_before_the_chronicle_fields_still_loads():
    old = event_to_json(setup_event())
    for key in ("chronicle", "board"):
        old.pop(key)
    old["settings"].pop("wonder_shields_the_city")
    old["players"][0].pop("command_cards")
    event = event_from_json(old, EVENT_TYPES)
    assert isinstance(event, SetUp) and event.chronicle == Chronicle() and event.board is None
    assert apply(new_game(), event).phase is Phase.REVEALS


# ----- what the options offer in a Chronicle game -----

def test_after_icaion_the_options_offer_another_colours_machine():
    from companion.games.fall.options import options

    s0 = day(seekers())
    region = _region_of(s0)
    theirs = replace(s0, machines=(Machine(region, "Harvester", "purple"),))
    offered = [c.event for c in options(theirs).choices if isinstance(c.event, ActivateMachine)]
    assert ActivateMachine(region, "Harvester") in offered
    standard = replace(theirs, after_icaion=False)
    assert not [c for c in options(standard).choices if isinstance(c.event, ActivateMachine)]


def test_the_options_offer_a_champions_deck_for_an_unused_era():
    from companion.games.fall.options import options

    era_i = tuple((c.value, c.banner) for c in new_game().deck("I").pile)
    s = replace(day(both(eras=(era_i, era_i[:0], ()))), current=1)
    region = _region_of(s, 1)
    colour = {"River": "blue", "Mountain": "brown", "Forest": "green", "Land of Myst": "grey",
              "Crystal Field": "pink"}[s.board.region_type(region)]
    s = with_group(placed(s, 1, qoam=tuple(6 if c == colour else 0 for c in ("blue", "brown", "green", "grey", "pink"))),
                   region, troops=5)
    s = apply(apply(s, AttackEnemies(region)), RevealCard(1, "red", (colour,)))
    reveals = [c for c in options(s).choices if isinstance(c.event, RevealCard)]
    assert reveals and {c.event.deck for c in reveals} == {"P1"}
    assert all("of P1" in c.label for c in reveals)
    assert {(c.event.value, c.event.banner) for c in reveals} == {(3, "red")}  # P1's one card
    for c in reveals:
        apply(s, c.event)  # each offered report applies
