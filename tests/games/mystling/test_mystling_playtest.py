"""What a play-tester found in the core: the Enemy's damage odds from where both stand, the events
described with their arithmetic, the reshuffles and the Fatigue card said, the amount refused by name."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from fractions import Fraction

from companion.games.mystling.events import (ByHand, Draw, EndTurn, EnemyDraw, EnemyMove, EnemyResolve, EnemyToken,
                                             MoveTo, PlayCard, Proceed, Resolve)
from companion.games.mystling.game import GAME
from companion.games.mystling.options import enemy_attack_odds
from companion.games.mystling.rules import settle
from companion.games.mystling.state import Pending, Phase
from tests.games.mystling.mystling_helpers import ARBORO_HAND, refused, run, started


def solo(hand=ARBORO_HAND):
    return started({"You": hand}, mode="solo")


def enemy_turn_due(stand: str = "d"):
    """Your first turn done (Haste: a Move to `stand`), the Enemy's draw due; the Enemy stands on a of a-g."""
    return run(solo(), Proceed("You"), PlayCard("You", 3), MoveTo("You", stand), Proceed("You"),
               Draw("You", "Grapple"), EndTurn("You"))


def least_damage_of_the_turn(state, card: str) -> int:
    """Brute force through the options alone: the least Damage you take in the Enemy's turn drawing `card`,
    trying every Rush/Retreat end and every token placement the core offers."""
    before = state.players[0].damage
    best = None
    todo = [GAME.apply(state, EnemyDraw(card))]
    while todo:
        s = todo.pop()
        if s.phase is not Phase.ENEMY:
            best = min(best if best is not None else s.players[0].damage, s.players[0].damage)
            continue
        for c in GAME.options(s).choices:
            if isinstance(c.event, (EnemyResolve, EnemyMove, EnemyToken)):
                todo.append(GAME.apply(s, c.event))
    return best - before


def brute_p_damage(state) -> Fraction:
    deck = Counter(state.enemy.deck)
    hits = sum(n for card, n in deck.items() if least_damage_of_the_turn(state, card) > 0)
    return Fraction(hits, sum(deck.values()))


def test_out_of_reach_the_enemy_card_damages_you_never_though_every_card_has_an_attack_or_deal():
    s = enemy_turn_due("d")  # range 3 from the Enemy on a: Attack is range 1, the Deal range 2
    odds = enemy_attack_odds(s)
    assert odds.hitting == frozenset(odds.symbol)  # every card has an Attack or a Deal effect ...
    assert odds.p_damage == 0 == brute_p_damage(s)  # ... but none reaches you from there


def test_the_attack_before_the_rush_misses_and_the_deal_in_range_2_hits():
    s = enemy_turn_due("c")  # range 2: A (Attack, Rush) misses first, B (Deal 2 in range 2) hits, C misses
    odds = enemy_attack_odds(s)
    assert odds.damage == {"A": 0, "B": 1, "C": 0}
    assert odds.p_damage == Fraction(1, 3) == brute_p_damage(s)


def test_next_to_the_enemy_every_card_damages_you():
    s = run(enemy_turn_due("c"))
    s = replace(s, players=(replace(s.players[0], space="b"),))
    assert enemy_attack_odds(s).p_damage == 1 == brute_p_damage(s)


def test_an_attack_is_described_with_its_arithmetic_and_a_miss_names_range_1():
    s = enemy_turn_due("c")
    s = run(s, EnemyDraw("EXAMPLE Attack 2"))  # B: Deal 2 in range 2, Retreat
    assert GAME.describe(s, EnemyResolve()) == ("The Enemy resolves Deal 2 in range 2 (EXAMPLE Attack 2): "
                                                 "Deal 2 − Willpower 1 = 1 Damage to You")
    far = run(enemy_turn_due("d"), EnemyDraw("EXAMPLE Attack 1"))  # A: Attack, Rush
    assert GAME.describe(far, EnemyResolve()).endswith("Attack: no target in range 1 (You at range 3)")
    near = replace(far, players=(replace(far.players[0], space="b"),))
    assert GAME.describe(near, EnemyResolve()).endswith("Attack 2 − Defense 1 = 1 Damage to You")


def test_a_heal_is_described_with_the_damage_before_and_after():
    s = run(solo(), Proceed("You"), PlayCard("You", 1))  # slot 1: Deal Two Heal Two, the Enemy out of range
    assert "Deal 2 in range 2: no target" in GAME.describe(s, Resolve("You"))
    s = run(s, Resolve("You"))
    s = replace(s, players=(replace(s.players[0], damage=3),))
    assert GAME.describe(s, Resolve("You")) == "You resolve Heal 2 (Deal Two Heal Two): Heal 2: Damage on You 3 → 1"


def test_the_enemy_deck_running_out_says_the_fatigue_card_and_the_reshuffle():
    s = enemy_turn_due("d")
    s = replace(s, enemy=replace(s.enemy, deck=("EXAMPLE Attack 1",), discard=("EXAMPLE Attack 2",)))
    said = GAME.describe(s, EnemyDraw("EXAMPLE Attack 1"))
    assert "You gain 1 Fatigue: put it on top of your discard pile; the Enemy's discard is reshuffled" in said
    assert "Fatigue" in GAME.next_step(s).prompt  # the step says it before the last card is drawn


def test_your_reshuffle_and_the_upgrade_discarded_with_it_are_said():
    s = run(solo(), Proceed("You"), PlayCard("You", 3), MoveTo("You", "c"))
    s = replace(s, players=(replace(s.players[0], deck=(), discard=("Haste",), upgrade="Guardian Stance"),))
    said = GAME.describe(s, Proceed("You"))
    assert "The deck of You is empty: the discard pile, the Upgrade Guardian Stance discarded with it, is shuffled" in said


def test_a_second_trigger_is_said_to_be_ignored():
    s = solo()
    s = replace(s, players=(replace(s.players[0], triggered=True),), phase=Phase.AFTER_CARD,
                pending=(Pending("trigger", 0, source="a second Trigger card"),))
    assert settle(s).said == ("Trigger: already used this turn, so it is ignored",)


def test_a_by_hand_amount_below_1_is_refused_naming_the_field():
    s = run(solo(), Proceed("You"), PlayCard("You", 3), MoveTo("You", "c"))
    for amount in (0, -2):
        err = refused(s, ByHand("You", "damage", 1, amount), "amount field is at least 1")
        assert "Combat Keywords" in err.section


def test_describe_agrees_with_you_and_names_bonus_actions_by_their_card():
    s = solo()
    assert GAME.describe(s, Proceed("You")) == "You go on"
    assert GAME.describe(run(s, Proceed("You"), PlayCard("You", 3), MoveTo("You", "c"), Proceed("You")),
                         Draw("You", "Grapple")).startswith("You draw Grapple")


def test_a_rush_with_one_end_says_so_instead_of_asking_to_choose_among_ties():
    s = run(enemy_turn_due("d"), EnemyDraw("EXAMPLE Attack 1"), EnemyResolve())  # A: Attack (misses), then Rush
    moves = [c.event.space for c in GAME.options(s).choices if isinstance(c.event, EnemyMove)]
    assert moves == ["c"]  # on the line a-g the Enemy on a rushes to c, next to you on d
    prompt = GAME.next_step(s).prompt
    assert "ends on c, the only space it can" in prompt and "tied" not in prompt
