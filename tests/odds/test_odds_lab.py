"""The odds lab, built in Python: moving an input changes the shown exact answer correctly."""

from __future__ import annotations

from fractions import Fraction

import pytest

pytest.importorskip("ipywidgets")

from companion.games.fall.odds import attack_odds  # noqa: E402
from companion.games.mythicals.odds import p_day_next_reveal, p_within_reveals  # noqa: E402
from widgets.lab.odds_lab import OddsLab, parse_faces  # noqa: E402
from widgets.kit.odds_view import percent_and_fraction  # noqa: E402

# README "Command Points" table.
ERA_I = {1: 8, 2: 4, 3: 8}
ERA_II = {1: 4, 2: 4, 3: 8, 4: 4}
ERA_III = {1: 4, 2: 4, 3: 4, 4: 4, 5: 4}


@pytest.fixture(scope="module")
def lab() -> OddsLab:
    return OddsLab()


def test_fall_need_slider_changes_the_answer(lab):
    fall = lab.fall
    fall.cards.value = 2
    fall.need.value = 5
    assert "(13/25)" in fall.view.answer.value
    fall.need.value = 6
    expected = attack_odds([ERA_I, ERA_II], 6).reach[2]
    assert expected == Fraction(7, 25)
    assert percent_and_fraction(expected) in fall.view.answer.value
    assert percent_and_fraction(attack_odds([ERA_I, ERA_II], 6).exceed[2]) in fall.exceed.value


def test_fall_removed_cards_and_lone_survivor(lab):
    fall = lab.fall
    fall.need.value = 5
    fall.cards.value = 1
    fall.lone_survivor.value = True
    assert "(1/5)" in fall.view.answer.value          # four 5s of twenty in Era III
    fall.removed[("III", 5)].value = "2"
    assert "(1/9)" in fall.view.answer.value          # two 5s of eighteen
    fall.removed[("III", 5)].value = "0"
    fall.lone_survivor.value = False
    assert "(0/1)" in fall.view.answer.value          # Era I tops out at 3


def test_fall_lab_has_stable_classes(lab):
    fall = lab.fall
    assert "tc-fall-need" in fall.need._dom_classes
    assert "tc-fall-answer" in fall.view.answer._dom_classes
    assert "tc-fall-removed-II-4" in fall.removed[("II", 4)]._dom_classes


def test_other_side_sliders_and_faces(lab):
    fight = lab.other_side
    fight.hero_faces.value = "1, 2, 3"      # EXAMPLE faces
    fight.creature_faces.value = "0, 1w"    # EXAMPLE faces
    fight.heroes.value = 4
    fight.creature.value = 5
    # Heroes 5, 6 or 7 against a Creature of 5 or 6: only 5 against 6 loses, 1 roll of 6.
    assert "(5/6)" in fight.view.answer.value
    fight.heroes.value = 10
    assert "(1/1)" in fight.view.answer.value
    fight.hero_faces.value = "1, two"
    assert "two" in fight.message.value and "no answer" in fight.view.answer.value
    fight.hero_faces.value = "1, 2, 3"
    assert fight.message.value == ""


def test_other_side_breakage_setting(lab):
    fight = lab.other_side
    fight.hero_faces.value = "1, 2, 3"
    fight.artifact.value = True
    fight.breakage.value = 3
    fight.heroic_fury.value = True
    assert "(1/3)" in fight.breaks.value
    fight.fury_breaks.value = True
    assert "(2/3)" in fight.breaks.value
    fight.artifact.value = False
    assert fight.breaks.value == ""


def test_parse_faces_reads_wound_marks():
    die = parse_faces("0, 1w, 2 w", "Creature die")
    assert [str(f) for f in die.faces] == ["0", "1+Wound", "2+Wound"]
    with pytest.raises(ValueError, match="Creature die"):
        parse_faces("", "Creature die")


def test_mythicals_deck_slider(lab):
    myth = lab.mythicals
    myth.reveals.value = 1
    myth.deck.value = 45
    assert "(0/1)" in myth.day_next.value
    myth.deck.value = 9
    assert percent_and_fraction(p_day_next_reveal(9)) in myth.day_next.value
    myth.copies.value = 2
    myth.reveals.value = 2
    assert percent_and_fraction(p_within_reveals(2, 9, 2)) in myth.draw_answer.value
    assert "(2/3)" in myth.view.answer.value          # the Day card within 2 of 3 reveals
    myth.deck.value = 3
    myth.copies.value = 3                              # only two Creature cards are left
    assert myth.copies.value == 3 and "at most 2 wanted cards" in myth.message.value   # never changed silently
    assert "no answer" in myth.view.answer.value and myth.view.canvas.layout.display == "none"
    myth.copies.value = 2
    assert myth.message.value == "" and myth.view.canvas.layout.display is None


def test_fall_monster_picker_sets_the_need_to_its_strength(lab):
    fall = lab.fall
    fall.cards.value = 2
    fall.monster.value = "Utcoro the Swarmer"   # The Fall Strength 6 (README monster table)
    assert fall.need.value == 6
    assert percent_and_fraction(attack_odds([ERA_I, ERA_II], 6).reach[2]) in fall.view.answer.value
    fall.monster.value = None


def test_primal_shard_difficulty_fills_the_bag_and_pairs_set_the_answer(lab):
    shards = lab.shards
    shards.difficulty.value = "easy"            # Getting Ready step 5, Easy: 3 ones, 5 twos, 2 threes
    assert [p.value for p in shards.face_down.values()] == ["3", "5", "2"]
    shards.pairs.value = 1
    assert "(3/10)" in shards.view.answer.value
    shards.face_down[1].value = "0"              # the 1-point shards are all claimed
    assert "(0/1)" in shards.view.answer.value
    for picker in shards.face_down.values():
        picker.value = "0"
    assert "no shard" in shards.message.value.lower()
    shards.difficulty.value = "normal"
    assert shards.message.value == ""


def test_night_colossus_odds_follow_the_revealed_cards(lab):
    from companion.games.fall.data import COLOSSUS
    from companion.games.fall.phases.night_odds import night_deck_left, p_colossus_within

    night = lab.night
    night.nights.value = 2
    night.revealed[COLOSSUS].value = "2"
    expected = p_colossus_within(night_deck_left([COLOSSUS, COLOSSUS]), 2)
    assert percent_and_fraction(expected) in night.view.answer.value
    night.revealed[COLOSSUS].value = "0"


def test_maliath_battle_strength_solo_and_arbiter(lab):
    from companion.games.maliath.odds import arbiter_battle_strength, battle_deck_left

    maliath = lab.maliath
    maliath.mode.value = "solo"
    maliath.at_most.value = 0
    assert "(1/3)" in maliath.view.answer.value          # 2 of her 6 Battle cards add no Strength
    maliath.mode.value = "weaken"
    expected = arbiter_battle_strength(battle_deck_left(), aim="weaken").at_most(0)
    assert percent_and_fraction(expected) in maliath.view.answer.value


def test_mystling_card_into_a_slot(lab):
    mystling = lab.mystling
    mystling.deck.value = 10
    mystling.copies.value = 2
    mystling.draws.value = 3
    assert "(8/15)" in mystling.view.answer.value       # 1 - C(8,3)/C(10,3)
    mystling.deck.value = 2
    # Neither the copies nor the draws change behind the player's back: the page says what is wrong.
    assert mystling.draws.value == 3 and "3 draws go past the 2 cards left" in mystling.message.value
    assert "no answer" in mystling.view.answer.value
    mystling.draws.value = 2
    assert "(1/1)" in mystling.view.answer.value and mystling.message.value == ""
