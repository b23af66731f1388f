"""What may happen next on Maliath's side: the step, every event `apply` accepts now, the lists to offer.

`options(state).offers` holds, under these keys and only where the step shows them:
  FLIP      (During an Era) the Action cards the flipped card may be (digital: just the top card);
  ANSWERS   (her question) every legal answer, str for a Pick, int for a Report;
  (Setup) CHAMPIONS the Corrupted Champions, PLAYERS (1, 2), CHALLENGES (number, text) pairs,
  SWITCHES (Setup field, label) pairs of the True/False switches, SETTINGS (Setup field, label,
  allowed values) triples of the rulings' settings; a dashboard builds its setup controls from them.
"""

from __future__ import annotations

import random
import re
from typing import Any, Mapping

from companion.game import TABLE, Choice, Options, Outcome, Step
from companion.games.maliath import board, powers
from companion.games.maliath.data import (
    CHALLENGE_CARDS,
    COLOURS,
    CORRUPTED_CHAMPIONS,
    DESTINY_BY_CODE,
    MONSTERS,
    POWER_CARDS,
)
from companion.games.maliath.rewards import GOLD_RULES, SECOND_PLAYER_REWARDS, TWO_PLAYER_TIES
from companion.games.maliath.events import (
    ArbiterAim,
    AttunementTaken,
    BoardChanged,
    EndEra,
    Flip,
    MonsterShown,
    Pick,
    PlayerBattle,
    Report,
    Setup,
    UnitsReturned,
)
from companion.games.maliath.odds import ARBITER_AIMS, battle_strength_of_state
from companion.odds import Dist
from companion.games.maliath.phases import board_facts as facts
from companion.games.maliath.phases import moves, turn
from companion.games.maliath.phases.asking import answer_label, section_of
from companion.games.maliath.phases.queue import plural
from companion.games.maliath.state import (
    MONSTER_NAMES, Ask, InstructionsFor, MaliathState, Phase, Task, command_of, is_command,
)

__all__ = ["MALIATH", "FLIP", "ANSWERS", "CHAMPIONS", "PLAYERS", "CHALLENGES", "SWITCHES", "SETTINGS",
           "SETUP_OFFERS", "card_face", "monster_rows", "power_cards", "next_step", "options", "is_over", "outcome", "setup_choices",
           "players_of_setup", "PROMPTS", "board_lines", "battle_odds", "setup_in_play", "supply_said",
           "shown_card", "card_label", "instructions_heading"]

MALIATH = "Maliath"
ARBITER_AIM_LABELS: Mapping[str, str] = {"weaken": "keep the weaker card (weaken her)",
                                         "strengthen": "keep the stronger card (strengthen her)"}
FLIP, ANSWERS = "flip", "answers"
CHAMPIONS, PLAYERS, CHALLENGES, SWITCHES, SETTINGS = "champions", "players", "challenges", "switches", "settings"

# The rulings' settings in words, in the order of rewards.py's values (its docstring explains each).
_SETTING_WORDS: Mapping[str, tuple[str, ...]] = {
    "gold_rule": ("Gold when you would have defeated it alone (equal Strength is enough)",
                  "Gold only when your Strength exceeds the Monster's"),
    "second_player_reward": ("one level below the top player's reward (as the rulebook's example)",
                             "one level below their own reward (the text, word for word)",
                             "their own reward, not lowered"),
    "two_player_ties": ("a tie with Maliath goes to the player (2-player rule)",
                        "a tie with Maliath goes to her (the solo text)"),
}
SETUP_OFFERS: Mapping[str, tuple[Any, ...]] = {
    CHAMPIONS: CORRUPTED_CHAMPIONS,
    PLAYERS: (1, 2),
    CHALLENGES: tuple(CHALLENGE_CARDS.items()),
    SWITCHES: (
        ("advanced", "Advanced Powers (B sides)"),
        ("digital", "Digital decks: the companion shuffles and flips her cards"),
        ("easier_artefact_iii", "Making it Easier: you start with Artefact III"),
        ("easier_no_attunement_glory", "Making it Easier: no Glory for her full Attunement Cards"),
        ("easier_no_monster_bonus", "Making it Easier: no Monster rewards for her"),
        ("easier_small_supply", "Making it Easier: a smaller supply for her"),
    ),
    SETTINGS: (
        ("gold_rule", "Monster rewards: Gold", tuple(zip(_SETTING_WORDS["gold_rule"], GOLD_RULES))),
        ("second_player_reward", "Monster rewards: second player",
         tuple(zip(_SETTING_WORDS["second_player_reward"], SECOND_PLAYER_REWARDS))),
        ("two_player_ties", "Monster rewards: ties at 2 players",
         tuple(zip(_SETTING_WORDS["two_player_ties"], TWO_PLAYER_TIES))),
    ),
}

PROMPTS: Mapping[Ask, str] = {
    Ask.WALK: "Walk: which is true of her Champion's Island (Regions she controls)?",
    Ask.INCLINATION: "Place the Destiny Card over the column: which Attunement Card (from the top) does its "
                     "arrow's Island icon point to?",
    Ask.ENCOUNTER: "How much Glory does the visible side of the top Encounter Card show?",
    Ask.GAIN: "She gains the top Command Card of the draw deck: which is it (or is the deck empty)?",
    Ask.DEVELOP: "Develop: turn over the top Era card beside the Development area, then report its cards one "
                 "by one, left to right (none when no more).",
    Ask.WAR_MORE: "Power of War: is there another Region where you both have units?",
    Ask.WAR_HER: "That Region: her Strength there (without her Upgrades)?",
    Ask.WAR_YOURS: "That Region: your Strength there?",
    Ask.WAR_UNITS: "That Region: how many of your units (not Strength) are there?",
    Ask.WAR_ARBITER: "Does the Arbiter control that Region?",
    Ask.BATTLE_CARD: "Her Battle card: which is it (at 2 players: the one the Arbiter keeps of the two drawn)?",
    Ask.BATTLE_UNITS: "Defense: how many of her units are in the Battle Region?",
    Ask.BATTLE_RESULT: "Was she defeated in the Battle?",
    Ask.BATTLE_STRENGTH: "The Battle you start: her Strength in that Region (her units and Champion there, before "
                         "her Battle card and Upgrades)?",
    Ask.KILLED_GOLEMS: "After the Battle: how many of her Golems were killed (they go back to her supply)?",
    Ask.KILLED_TROOPS: "After the Battle: how many of her Troops were killed (they go back to her supply)?",
    Ask.LEHEIR: "Leheir: how many units (anyone's) were killed or retreated in this Battle?",
    Ask.REGION_GLORY: "Region Cards: how much Glory does she score for Regions she controls (ties are yours)?",
    Ask.CR2T1: "CR-2T1: how many Regions does she control?",
    Ask.MONSTER: "Monster Cards: which Monster is resolved next (done when none is left)?",
    Ask.MONSTER_STRENGTH: "Your Strength against this Monster (at 2 players: Artefact II's, then IV's)?",
    Ask.FALLBACK: "Report the two Development cards with the most Command Points.",
    Ask.FINAL_GLORY: "Your final Glory (at 2 players: Artefact II's, then IV's)?",
    Ask.BATTLE_PLACE: "She was defeated and her units retreat: where was the Battle?",
    Ask.WAR_PLACE: "Power of War: which Region (where you both have units)?",
    Ask.RETREAT_WORTH: "Retreat: which of the other Regions of that Island is worth more (its Region Card on the "
                       "Events board; an unrevealed Region is worth the most)?",
    Ask.RETREAT_CONTROL: "Retreat: both are worth the same: which of them does she not control?",
    Ask.REWARD_GLORY: "Her reward: how much Glory does it show?",
    Ask.REWARD_EXPERIENCE: "Her reward: how much Experience and Energy (she scores them as Glory)?",
    Ask.REWARD_ENCOUNTERS: "Her reward: how many Encounters?",
    Ask.REWARD_CARDS: "Her reward: how many Command Cards?",
    Ask.CRYSTAL_FIELD: "Cannibarok the Qoam-Eater: does the Island it attacks have a Crystal Field (it is "
                       "stronger there)?",
    Ask.REACTION: "Battle, step 1: do you play a card for a reaction (before her Battle card is revealed)?",
}
# At 2 players the War questions ask about the player with units in that Region, Artefact II or IV.
_TWO_PLAYER_PROMPTS: Mapping[Ask, str] = {
    Ask.WAR_MORE: "Power of War: is there another Region where she and a player (Artefact II or IV) both have "
                  "units?",
    Ask.WAR_PLACE: "Power of War: which Region (where she and a player both have units)?",
    Ask.BATTLE_STRENGTH: "The Battle a player starts: her Strength in that Region (her units and Champion there, "
                         "before her Battle card and Upgrades)?",
    Ask.WAR_YOURS: "That Region: the Strength there of the player with units there (Artefact II or IV)?",
    Ask.WAR_UNITS: "That Region: how many units (not Strength) has that player there (Artefact II or IV)?",
}
def _lead(prompt: str) -> str:
    """A question's head, as its step's name: 'Power of War' of 'Power of War: is there ...?' (the whole question
    when it has no head)."""
    head = re.split(r"[:?]", prompt, maxsplit=1)[0].strip()
    return head if len(head) <= 60 else head[:57].rstrip() + "…"


_RULINGS: Mapping[Ask, tuple[str, ...]] = {
    Ask.INCLINATION: ("first_destiny_places_no_marker", "inclination_all_full"),
    Ask.DEVELOP: ("develop_true_ties", "era_deck_copies"),
    Ask.WAR_MORE: ("anuth_war_battle", "war_falls_back_on_preparation", "battles_need_her_units"),
    Ask.WAR_PLACE: ("battles_need_her_units",), Ask.BATTLE_UNITS: ("battles_need_her_units",),
    Ask.BATTLE_CARD: ("battle_deck_reshuffle_when_empty", "arbiter_pick"),
    Ask.MONSTER_STRENGTH: ("gold_rule", "second_player_reward", "two_player_ties", "bleeding_unexplained"),
    Ask.CR2T1: ("cr2t1_every_second_region",),
    Ask.GAIN: ("command_deck_is_era_deck", "era_deck_copies"),
    Ask.DIRECTION: ("island_icons",),
    Ask.ISLAND_REGIONS: ("island_regions_distinct",),
    Ask.START_REGION: ("start_region_missing",),
    Ask.WALK: ("fly_no_match", "walk_needs_her_units"),
    Ask.WAR_HER: ("war_strength_at_least_one",), Ask.WAR_YOURS: ("war_strength_at_least_one",),
    Ask.BATTLE_PLACE: ("champion_retreats_with_units", "retreat_value_then_control", "battles_need_her_units"),
    Ask.RETREAT_WORTH: ("champion_retreats_with_units", "retreat_value_then_control"),
    Ask.RETREAT_CONTROL: ("retreat_value_then_control", "walk_needs_her_units"),
    Ask.REWARD_GLORY: ("region_and_reward_glory_reported", "celethe_doubles_every_part"),
    Ask.FALLBACK: ("development_fallback_ties", "fallback_tucked_card_is_gained"),
    Ask.KILLED_GOLEMS: ("killed_units_reported",), Ask.KILLED_TROOPS: ("killed_units_reported",),
    Ask.BATTLE_STRENGTH: ("battles_need_her_units",),
}

def next_step(state: MaliathState) -> Step:
    """Who acts, at which step, its section, what the table must do, and the rulings met."""
    if state.phase is Phase.SETUP:
        return Step(TABLE, "Setup", "Setup", "Choose her Corrupted Champion, the players and the switches.",
                    ("corrupted_champions_seven_of_four", "attunement_cards_per_island"))
    if state.phase is Phase.OVER:
        return Step(TABLE, "Game over", turn.SEC_GAME_END, outcome(state).summary, ("solo_tie_to_maliath",))
    if state.ask is not Ask.NONE:
        prompt = facts.prompt(state) if state.ask in facts.BOARD_ASKS else PROMPTS[state.ask]
        if state.players == 2:
            prompt = _TWO_PLAYER_PROMPTS.get(state.ask, prompt)
        if state.reward and state.ask.name.startswith("REWARD"):
            prompt = prompt.replace("Her reward", f"Her {state.reward} reward")
        if state.ask is Ask.REGION_GLORY and 5 in state.setup.challenges:
            prompt = prompt.replace("ties are yours", "Challenge Card 5: ties are hers")
        if state.ask in (Ask.MONSTER_STRENGTH, Ask.FINAL_GLORY) and state.players == 2:
            whose = "Artefact II's" if not state.numbers else "Artefact IV's"
            prompt = prompt.split(" (at 2 players")[0].replace("Your", whose) + " (Artefact II's first, then IV's)?"
        if state.players == 1:  # the 2-player parenthesis is not for a solo game
            prompt = re.sub(r" \(at 2 players[^)]*\)", "", prompt)
        if state.ask is Ask.WAR_MORE and not state.regions:
            prompt = prompt.replace("another Region", "a Region")
        if state.ask is Ask.GAIN and state.tasks and state.tasks[0] is Task.SANYA_GAIN:
            against = "you" if state.players == 1 else "a player"
            why = (f"after a Battle she started against {against}" if state.battle_by == "maliath"
                   else "whenever she scores an Encounter Card")
            prompt = f"Sanya, her Corrupted Champion: {why}, she also gains a Command Card. {prompt}"
        prompt += _so_far(state)
        return Step(TABLE, f"Maliath asks: {_lead(prompt)}", section_of(state), prompt, _RULINGS.get(state.ask, ()))
    return _era_step(state)


def _so_far(state: MaliathState) -> str:
    """What has been reported so far for a question asked several times (Develop, the fallback, War)."""
    if state.ask in (Ask.DEVELOP, Ask.FALLBACK):
        return f" Reported so far: {', '.join(state.development)}." if state.development else ""
    if not state.ask.name.startswith("WAR_") or not state.war_places:
        return ""
    theirs = "yours" if state.players == 1 else "the player's"
    done = []
    for region, key in zip(state.regions, state.war_places):
        done.append(f"the {board.say_place(facts.place_of_key(key), state.ring)}: her Strength "
                    f"{region.her_strength}, {theirs} {region.your_strength}, {plural(region.your_units, 'unit')}"
                    + (", the Arbiter's" if region.arbiter_controls else ""))
    line = f" Reported so far: {'; '.join(done)}." if done else ""
    if len(state.war_places) > len(state.regions):
        now = board.say_place(facts.place_of_key(state.war_places[-1]), state.ring)
        parts = [f"{name} {n}" for name, n in zip(("her Strength", theirs), state.numbers)]
        parts += [plural(n, "unit") for n in state.numbers[2:3]]
        line += f" Now the {now}" + (f": {', '.join(parts)}." if parts else ".")
    return line


def _era_step(state: MaliathState) -> Step:
    """During an Era: the players act first (you; at 2 players II then IV), then she flips her card."""
    era = "I" * state.era
    rulings = ("heroism_upgrade_fewest", "move_island_ring") + (
        ("easier_artefact_iii",) if state.setup.easier_artefact_iii else ())
    report = "report what changes on the table; end the Era when it ends."
    if state.players == 1:
        first, order = "You", "your turn, then hers"
        note = "You are the first player in every Era."
    elif state.era == 1:
        first, order = "Artefact II", "Artefact II's turn, then IV's, then hers"
        note = "Turn order: Artefact II, Artefact IV, then Maliath."
    else:
        first, order = TABLE, "the players' turns, then hers"
        note = ("The players' order is set again between the two of you (core rules); Maliath always comes "
                "last.")
    if not state.deck:
        return Step(first, f"Era {era}: her Action deck is empty: she passes", turn.SEC_TURN,
                    f"{note} She has no card left this Era; the players play on; {report}", rulings)
    return Step(first, f"Era {era}: {order}", turn.SEC_TURN,
                f"{note} When her turn comes, flip her Action card; {report}", rulings)


def options(state: MaliathState) -> Options:
    """The step and every event `apply` accepts now, with the lists to offer."""
    step = next_step(state)
    if state.phase is Phase.SETUP:
        return Options(step, tuple(Choice(setup_label(e), e) for e in setup_choices(0)), dict(SETUP_OFFERS))
    if state.phase is Phase.OVER:
        return Options(step)
    if state.ask is not Ask.NONE:
        legal = turn.answers(state)
        choices = tuple(Choice(answer_label(state, v), Pick(v) if isinstance(v, str) else Report(v), "report")
                        for v in legal)
        return Options(step, choices, {ANSWERS: legal})
    flips = (state.deck[:1] if state.setup.digital else tuple(sorted(set(state.deck))))
    choices = [Choice("Maliath's turn" if state.setup.digital else f"Maliath's turn: she flipped {c}", Flip(c),
                      "move" if state.setup.digital else "report") for c in flips]
    for i, m in enumerate(MONSTER_NAMES):
        choices.append(Choice(f"{m}'s Reference Card {'left play' if state.visible[i] else 'is visible'}",
                              MonsterShown(m, not state.visible[i]), "report"))
    all_golems, all_troops = turn.supply_size(state)
    if state.golems < all_golems:
        choices.append(Choice("One of her Golems was killed", UnitsReturned(golems=1), "report"))
    if state.troops < all_troops:
        choices.append(Choice("One of her Troops was killed", UnitsReturned(troops=1), "report"))
    if 2 not in state.setup.challenges:
        for p, n in enumerate(state.markers, start=1):
            if n == 1:
                choices.append(Choice(f"You took Attunement Card {p}, the {state.attunement[p - 1]} Island's (one "
                                      "Inclination marker)", AttunementTaken(p)))
    if state.players == 2:
        for aim in ARBITER_AIMS:
            if aim != state.arbiter_aim:
                choices.append(Choice(f"The Arbiter's aim with her two Battle cards: {ARBITER_AIM_LABELS[aim]}",
                                      ArbiterAim(aim), "report"))
    choices.append(Choice("The Islands moved (not by her cards): tell her their spaces again",
                          BoardChanged("islands"), "report"))
    choices.append(Choice("The dominant direction changed: tell her the new one", BoardChanged("direction"), "report"))
    starters = ("you",) if state.players == 1 else ("II", "IV")
    for s in starters if moves.unit_places(state) else ():
        choices.append(Choice("You start a Battle against her" if s == "you" else f"Artefact {s} starts a Battle "
                              "against her", PlayerBattle(s)))
    choices.append(Choice(f"End of Era {'I' * state.era}", EndEra()))
    return Options(step, tuple(choices), {FLIP: flips})


def is_over(state: MaliathState) -> bool:
    """Whether the game has ended (after Era III and the players' Glory)."""
    return state.phase is Phase.OVER


def outcome(state: MaliathState) -> Outcome | None:
    """The winner with the solo tie rule (you need more) or the 2-player tie rules, or None while playing."""
    if state.phase is not Phase.OVER:
        return None
    if state.players == 1:
        (yours,) = state.final_glory
        winner = powers.solo_winner(yours, state.glory)
        name = "You" if winner == "you" else MALIATH
        return Outcome((name,), f"{name} win{'s' if name == MALIATH else ''}: you {yours}, Maliath {state.glory}",
                       {"You": yours, MALIATH: state.glory})
    ii, iv = state.final_glory
    winner = powers.two_player_winners(ii, iv, state.glory)
    name = MALIATH if winner == "maliath" else f"Artefact {winner}"
    return Outcome((name,), f"{name} wins: Artefact II {ii}, Artefact IV {iv}, Maliath {state.glory}",
                   {"Artefact II": ii, "Artefact IV": iv, MALIATH: state.glory})


def setup_in_play(state: MaliathState) -> tuple[str, ...]:
    """After setup, in the setup list's words: the Challenge Cards, the switches on and the reward settings that
    apply (the two 2-player settings only at 2 players); () before setup."""
    setup = state.setup
    if setup is None:
        return ()
    cards = setup.challenges
    lines = [f"Challenge Card{'s' if len(cards) > 1 else ''} {', '.join(map(str, cards))}" if cards
             else "No Challenge Cards"]
    lines += [label for field, label in SETUP_OFFERS[SWITCHES] if getattr(setup, field)]
    for field, label, allowed in SETUP_OFFERS[SETTINGS]:
        if field == "gold_rule" or setup.players == 2:
            lines.append(f"{label}: {next(words for words, value in allowed if value == getattr(setup, field))}")
    return tuple(lines)


def setup_label(event: Setup) -> str:
    mode = "solo" if event.players == 1 else "2 players"
    return f"{event.champion}, {mode}, {'B' if event.advanced else 'A'} sides, {'digital' if event.digital else 'physical'} decks"


def setup_choices(seed: int) -> tuple[Setup, ...]:
    """A few legal setups varied by `seed`: champions, solo and 2 players, A and B sides, both deck kinds."""
    rng = random.Random(f"maliath-setup:{seed}")
    found = []
    for players, advanced, digital in ((1, False, True), (1, True, False), (2, False, True), (2, True, False)):
        found.append(Setup(champion=rng.choice(CORRUPTED_CHAMPIONS), players=players, advanced=advanced,
                           digital=digital, seed=rng.randrange(2 ** 31),
                           challenges=tuple(sorted(rng.sample(range(1, 7), rng.randrange(3))))))
    return tuple(found)


def players_of_setup(event: Any) -> tuple[str, ...] | None:
    """The players' names if `event` is the setup, else None."""
    if not isinstance(event, Setup):
        return None
    return ("You", MALIATH) if event.players == 1 else ("Artefact II", "Artefact IV", MALIATH)




def card_face(key: str) -> tuple[str, str, str]:
    """An Action card as shown: (title, colour word or "" for a Destiny Card, what it does in short)."""
    if key in DESTINY_BY_CODE:
        d = DESTINY_BY_CODE[key]
        return f"Destiny #{d.code} ({d.name})", "", d.summary
    if is_command(key):
        try:
            c = command_of(key)
        except ValueError as exc:
            raise ValueError(f"card: {key!r} is not one of her Action cards ({exc})") from None
        return f"{POWER_CARDS[c.colour]} ({c.colour}, {c.command_points} Command Points)", c.colour, \
            POWER_CARDS[c.colour]
    raise ValueError(f"card: {key!r} is not one of her Action cards")


def shown_card(state: MaliathState) -> str:
    """The Action card on show: the one being resolved, else the last one flipped this Era ("" if none)."""
    return state.card or (state.played[-1] if state.played else "")


def card_label(state: MaliathState) -> str:
    """What the card on show is to the step just resolved: being resolved, that step's, or only the last flipped."""
    if state.card:
        return "Resolving now"
    # After a Battle, a report or an Era's end the last card is not that step's: new players read it as the
    # Battle's card unless told.
    return "Last card" if state.instructions_for is InstructionsFor.CARD else "Last card flipped this Era"


def instructions_heading(state: MaliathState) -> str:
    """The heading over her instructions: the step they are for, in the game's words."""
    era, done = "I" * state.era, state.instructions_for
    card = shown_card(state)
    if done is InstructionsFor.CARD and card:
        return f"What the table does for {card_face(card)[0]}:"
    if done is InstructionsFor.ERA_BEGIN:
        return f"What the table does for the End of Era {'I' * (state.era - 1)} and the Beginning of Era {era}:"
    return {
        InstructionsFor.SETUP: "What the table does for her setup:",
        InstructionsFor.BATTLE: "What the table does for the Battle:",
        InstructionsFor.ERA_END: f"What the table does for the End of Era {era}:",
        InstructionsFor.BOARD: "What the table does now the board changed:",
        InstructionsFor.REPORT: "What the table reported:",
        InstructionsFor.ATTUNEMENT: "What the table does for the Attunement Card you took:",
        InstructionsFor.GAME_END: "Ending the Game:",
    }.get(done, "What the table does now:")


def monster_rows(state: MaliathState) -> tuple[tuple[str, bool, int, int, int], ...]:
    """Per Monster: (name, Reference Card visible, Wound counters, Hit Points left, Hit Points in all)."""
    return tuple((m, state.visible[i], state.wounds[i], MONSTERS.value[m] - state.wounds[i] * state.reductions[i],
                  MONSTERS.value[m]) for i, m in enumerate(MONSTER_NAMES))


def power_cards(state: MaliathState) -> tuple[tuple[str, str, tuple[str, ...], int], ...]:
    """Her four Power Cards in her colour order: (colour, Power, Command Cards tucked under it, Upgrades)."""
    order = state.colour_order or COLOURS
    return tuple((c, POWER_CARDS[c], tuple(k for k in state.tucked if command_of(k).colour == c),
                  state.upgrades_of(c)) for c in order)


def board_lines(state: MaliathState) -> tuple[str, ...]:
    """The board facts as the table reported them, in words: her Champion's place, the direction, the Islands."""
    if not state.champion_at:
        return ()
    return (f"Her Champion: {facts.here(state)}",
            f"Dominant direction: {state.direction} · Islands from space 1 on: {', '.join(state.ring)}")


def battle_odds(state: MaliathState) -> tuple[Dist, str]:
    """The Strength her Battle card adds, with a title saying which cards it is over: her next card (solo),
    the card the Arbiter keeps of two, or, while the Arbiter holds the two drawn, those two alone."""
    if state.players == 1:
        return battle_strength_of_state(state.battle_deck, 1), "Her next Battle card: Strength added"
    aim = ARBITER_AIM_LABELS.get(state.arbiter_aim, state.arbiter_aim)
    if state.ask is Ask.BATTLE_CARD:
        if state.setup.digital:
            drawn = state.battle_deck[:2]
            return (battle_strength_of_state(drawn, 2, state.arbiter_aim),
                    f"The two cards drawn ({'; '.join(drawn)}): the one the Arbiter keeps ({aim})")
        return (battle_strength_of_state(state.battle_deck, 2, state.arbiter_aim),
                f"Before the two were seen: the card the Arbiter keeps of two from the {len(state.battle_deck)} "
                f"left ({aim})")
    return (battle_strength_of_state(state.battle_deck, 2, state.arbiter_aim),
            f"Her Battle card the Arbiter keeps of two ({aim}): Strength added")


def supply_said(state: MaliathState) -> str:
    """Her supply in words, as a click on it reads it out: 'Her supply: 8 Golems and 15 Troops (...)'."""
    return f"Her supply: {plural(state.golems, 'Golem')} and {plural(state.troops, 'Troop')} (not on the board)."
