"""Her turn and her Era's end as a queue of tasks: automatic ones are done at once (with an instruction
for the table, every number filled in); a task that needs a board fact asks one question, answered by a
Pick or a Report whose legal values `answers(state)` lists (options.py offers exactly those).

Rulebook: "Phase 2 - During an Era" (Maliath's Turn), "Maliath's Cards", "Maliath's Actions",
"Battle Procedure", "Phase 3 - End of an Era", "Phase 1 - Beginning of an Era", "Ending the Game",
"Maliath in a 2-Player Game", "Corrupted Champions" and "Adjusting the Difficulty".
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from companion.errors import RuleError
from companion.games.maliath import board, powers
from companion.games.maliath.data import (
    CANNIBAROK,
    CANNIBAROK_CRYSTAL_FIELD_STRENGTH,
    CELETHE,
    CELETHE_REWARD_FACTOR,
    COLOURS,
    CR2T1,
    GLORY_PER_DOUBLE_INCLINATION,
    GLORY_PER_SINGLE_INCLINATION_CHALLENGE,
    LEHEIR,
    MONSTERS,
    POWER_CARDS,
    SANYA,
    battle_card,
    era_command_cards,
    era_copies,
)
from companion.games.maliath.phases import board_facts as facts
from companion.games.maliath.phases import era, moves
from companion.games.maliath.phases.battle import (
    add_region,
    battle_card_choices,
    battle_card_step,
    battle_tasks,
    retreat_from,
    reveal,
    war,
)
from companion.games.maliath.phases.asking import (
    DONE,
    HELD,
    LOST,
    MORE,
    NO,
    NO_REACTION,
    NONE,
    REACTION,
    YES,
    only_answer_line,
    section_of,
)
from companion.games.maliath.phases.sections import (
    SEC_BATTLE,
    SEC_BEGIN,
    SEC_DESTINY,
    SEC_END,
    SEC_GAME_END,
    SEC_MONSTERS,
    SEC_POWERS,
    SEC_TURN,
)
from companion.games.maliath.phases.gains import gain
from companion.games.maliath.phases.moves import supply_size
from companion.games.maliath.phases.queue import ask_for, listed, plural, pop, random_pick, say
from companion.games.maliath.state import (
    MONSTER_NAMES,
    Ask,
    InstructionsFor,
    MaliathState,
    Phase,
    Task,
    command_key,
    command_of,
    is_command,
)

__all__ = ["PICK_LIMIT", "FINAL_LIMIT", "YES", "NO", "MORE", "NONE", "LOST", "HELD", "DONE", "NO_REACTION",
           "REACTION", "SEC_TURN", "SEC_POWERS", "SEC_DESTINY", "SEC_BATTLE", "SEC_END", "SEC_MONSTERS",
           "SEC_BEGIN", "SEC_GAME_END",
           "answers", "flip", "answer", "player_battle", "end_era", "tasks_of", "supply_size",
           "random_pick"]

PICK_LIMIT = 99     # the largest number a pick list offers for a board fact (a list bound, not a game number)
FINAL_LIMIT = 400   # the largest final Glory a pick list offers (a list bound, not a game number)
REWARD_LIMIT = 5    # the most Encounters or Command Cards one reward pick list offers (a list bound)

_DESTINY_TASKS = {
    "CS007": (Task.DEPLOY_GOLEM, Task.MOVE_ISLAND, Task.FLY),
    "CS008": (Task.DEPLOY_TROOP, Task.MOVE_ISLAND, Task.FLY),
    "CS009": (Task.ENCOUNTER, Task.DEPLOY_TROOP, Task.WALK),
    "CS010": (Task.DEVELOP_PREFERENCE, Task.DEPLOY_TROOP, Task.FLY),
    "CS011": (Task.DEVELOP_VALUE, Task.DEPLOY_GOLEM, Task.FLY),
}


def tasks_of(state: MaliathState, card: str) -> tuple[Task, ...]:
    """The tasks a flipped Action card sets off (a Destiny Card's steps, or the Power of its colour)."""
    advanced = state.setup.advanced if state.setup else False
    if card in _DESTINY_TASKS:
        first = not any(c in era.DESTINY_BY_CODE for c in state.played)
        return _DESTINY_TASKS[card] + (() if first else (Task.INCLINATION,))
    colour = command_of(card).colour
    if colour == "blue":
        return (Task.WOUND, Task.UPGRADE, Task.DEPLOY_TROOP, Task.WALK,
                Task.DEVELOP_PREFERENCE if advanced else Task.GAIN)
    if colour == "yellow":
        return (Task.DETERMINATION, Task.DEPLOY_TROOP, Task.WALK,
                Task.DEVELOP_VALUE if advanced else Task.GAIN)
    if colour == "green":
        return (Task.PREPARATION, Task.WALK)
    return (Task.WAR,) * powers.war_resolutions(advanced)


# --- small helpers ---------------------------------------------------------------------------


def _deploy(state: MaliathState, golems: int, troops: int, why: str = "") -> MaliathState:
    g, t = powers.deploy(golems, troops, state.golems, state.troops)
    asked = []
    if golems:
        asked.append(plural(g, "Golem") if g else "no Golem (none left in her supply)")
    if troops:
        asked.append(plural(t, "Troop") if t else "no Troop (none left in her supply)")
    text = " and ".join(asked) if asked else "nothing"
    line = f"Deploy {text} in her Champion's Region{facts.where(state)}{why}." if (g or t) else f"Deploy {text}."
    state = moves.units_placed(state, state.champion_at) if (g or t) else state
    return say(replace(state, golems=state.golems - g, troops=state.troops - t), line)


def _hit_points_left(state: MaliathState, i: int) -> int:
    return MONSTERS.value[MONSTER_NAMES[i]] - state.wounds[i] * state.reductions[i]


# --- the task queue ------------------------------------------------------------------------


def run(state: MaliathState) -> MaliathState:
    """Do the automatic tasks at the head of the queue until a question is asked or the queue is empty; a
    question with a single legal answer is answered at once and said."""
    while True:
        while state.ask is Ask.NONE:
            if not state.tasks:
                return _finish(state)
            state = _do(state, state.tasks[0])
        legal = answers(state)
        if len(legal) != 1:
            return state
        state = _answer(say(state, only_answer_line(state, legal[0])), legal[0])


def _finish(state: MaliathState) -> MaliathState:
    if state.phase is Phase.ERA_START:
        return replace(state, phase=Phase.ERA)
    if state.phase is Phase.TURN:
        played = state.played + ((state.card,) if state.card else ())
        return replace(state, phase=Phase.ERA, card="", played=played, regions=(), battle_by="",
                       battle_card="", development=(), numbers=(), war_places=(), battle_at=())
    return state


def _do(state: MaliathState, task: Task) -> MaliathState:
    setup = state.setup
    if task is Task.DEPLOY_GOLEM:
        return _deploy(pop(state), 1, 0)
    if task is Task.DEPLOY_TROOP:
        return _deploy(pop(state), 0, 1)
    if task is Task.MOVE_ISLAND:
        return moves.move_island(pop(state))
    if task is Task.FLY:
        return moves.fly(pop(state))
    if task is Task.BOARD:
        ask = facts.missing(state)
        return pop(state) if ask is Ask.NONE else ask_for(state, ask)
    if task is Task.RETREAT:
        # Her own Battles' place is known from the Power of War; a Battle you started is asked.
        return retreat_from(state) if state.battle_at else ask_for(state, Ask.BATTLE_PLACE)
    if task is Task.MONSTERS:
        return ask_for(replace(state, reward=""), Ask.MONSTER)
    if task is Task.WOUND:
        return _wound(pop(state))
    if task is Task.UPGRADE:
        colour = powers.heroism_upgrade_colour(dict(zip(COLOURS, state.upgrades)), state.colour_order)
        i = COLOURS.index(colour)
        state = replace(pop(state), upgrades=state.upgrades[:i] + (state.upgrades[i] + 1,) + state.upgrades[i + 1:])
        return say(state, f"Put an Upgrade token below her {POWER_CARDS[colour]} ({colour}).")
    if task is Task.DETERMINATION:
        points = command_of(state.card).command_points
        glory = powers.determination_glory(points, state.upgrades_of("yellow"), state.era)
        return say(replace(pop(state), glory=state.glory + glory),
                   f"She scores {glory} Glory ({points} Command Points + {plural(state.upgrades_of('yellow'), 'Upgrade')}"
                   f"{', times ' + str(state.era) + ' in Era ' + 'I' * state.era if state.era > 1 else ''}).")
    if task is Task.PREPARATION:
        return _preparation(pop(state))
    if task is Task.ATTUNEMENT_SCORE:
        glory = powers.attunement_glory(state.markers, scores_double=not setup.easier_no_attunement_glory,
                                        challenge_3=3 in setup.challenges)
        return say(replace(pop(state), glory=state.glory + glory), _attunement_line(state, glory))
    if task is Task.NEXT_ERA:
        return era.next_era(pop(state))
    if task is Task.REACTION:
        return ask_for(state, Ask.REACTION)
    if task is Task.BATTLE:
        return battle_card_step(state)
    if task is Task.BATTLE_UNITS:
        card = battle_card(state.battle_card)
        return ask_for(state, Ask.BATTLE_UNITS) if card.defense_glory is not None else pop(state)
    if task is Task.BATTLE_RESULT:
        return ask_for(state, Ask.BATTLE_RESULT) if battle_card(state.battle_card).retreat_all else pop(state)
    if task is Task.KILLED:
        return ask_for(state, Ask.KILLED_GOLEMS)
    if task is Task.BATTLE_STRENGTH:
        return ask_for(state, Ask.BATTLE_STRENGTH)
    if task is Task.LEHEIR:
        return ask_for(state, Ask.LEHEIR) if state.champion == LEHEIR and state.battle_by == "maliath" else pop(state)
    if task is Task.WAR and state.setup.advanced:
        # B side: War resolves twice; the table is told which resolution this is.
        time = "first" if Task.WAR in state.tasks[1:] else "second"
        return ask_for(say(state, f"Power of War, {time} time (B side: it resolves twice)."), Ask.WAR_MORE)
    if task is Task.CR2T1:
        return ask_for(state, Ask.CR2T1) if state.champion == CR2T1 else pop(state)
    ask = {Task.WALK: Ask.WALK, Task.INCLINATION: Ask.INCLINATION, Task.ENCOUNTER: Ask.ENCOUNTER,
           Task.GAIN: Ask.GAIN, Task.SANYA_GAIN: Ask.GAIN, Task.DEVELOP_PREFERENCE: Ask.DEVELOP, Task.DEVELOP_VALUE: Ask.DEVELOP,
           Task.WAR: Ask.WAR_MORE, Task.REGION_GLORY: Ask.REGION_GLORY}[task]
    return ask_for(state, ask)


def _attunement_line(state: MaliathState, glory: int) -> str:
    """Phase 3's Attunement scoring with each part of the sum shown (Challenge Card 3 apart)."""
    setup, full, single = state.setup, state.markers.count(2), state.markers.count(1)
    if setup.easier_no_attunement_glory:
        parts = [f"{plural(full, 'card')} with two Inclination markers: no Glory (Making it Easier)"]
    else:
        parts = [f"{plural(full, 'card')} with two Inclination markers x {GLORY_PER_DOUBLE_INCLINATION.value} = "
                 f"{full * GLORY_PER_DOUBLE_INCLINATION.value}"]
    if 3 in setup.challenges:
        each = GLORY_PER_SINGLE_INCLINATION_CHALLENGE.value
        parts.append(f"Challenge Card 3: {plural(single, 'card')} with exactly one x {each} = {single * each}")
    return f"Attunement Cards: {'; '.join(parts)}: she scores {glory} Glory."


def _wound(state: MaliathState) -> MaliathState:
    shown = [powers.MonsterStanding(MONSTER_NAMES[i], _hit_points_left(state, i), MONSTERS.value[MONSTER_NAMES[i]])
             for i in range(len(MONSTER_NAMES)) if state.visible[i]]
    targets = powers.heroism_wound_targets(shown)
    if not targets:
        return say(state, "No Monster Reference Card is visible: no Wound counter.")
    name, state = random_pick(state, targets)
    i = MONSTER_NAMES.index(name)
    wounds = state.wounds[:i] + (state.wounds[i] + 1,) + state.wounds[i + 1:]
    return say(replace(state, wounds=wounds),
               f"Put a Wound counter on {name}'s Reference Card ({_hit_points_left(state, i)} Hit Points left, "
               f"the most of the visible Monsters).")


def _preparation(state: MaliathState) -> MaliathState:
    setup = state.setup
    card = command_of(state.card) if is_command(state.card) else None
    points = card.command_points if card else 0
    golems, troops = powers.preparation_deploys(points, state.upgrades_of("green"), state.golems, state.troops,
                                                setup.advanced)
    state = replace(state, golems=state.golems - golems, troops=state.troops - troops)
    state = moves.units_placed(state, state.champion_at) if (golems or troops) else state
    state = say(state, f"Power of Preparation: deploy {plural(golems, 'Golem')} and {plural(troops, 'Troop')} in "
                       f"her Champion's Region{facts.where(state)} ({points} Command Points + {plural(state.upgrades_of('green'), 'Upgrade')}"
                       f"{' counting 2 each' if setup.advanced else ''}).")
    glory = powers.preparation_glory(setup.advanced)
    if glory:
        state = say(replace(state, glory=state.glory + glory), f"She scores {glory} Glory (Preparation, B side).")
    return state


# --- answers ---------------------------------------------------------------------------------


def answers(state: MaliathState) -> tuple[Any, ...]:
    """Every legal answer to the question she waits on (str for a Pick, int for a Report)."""
    ask = state.ask
    numbers = tuple(range(PICK_LIMIT + 1))
    if ask is Ask.WALK:
        return moves.walk_answers(state)
    if ask is Ask.INCLINATION:
        return state.attunement
    if ask in facts.BOARD_ASKS:
        return facts.answers(state)
    if ask is Ask.BATTLE_PLACE:
        # Ruling battles_need_her_units: only where her records show units of hers.
        return moves.unit_places(state)
    if ask is Ask.WAR_PLACE:
        # Power of War step 1 looks where both of you have units: hers only where her records show them.
        return tuple(p for p in moves.unit_places(state) if p not in state.war_places)
    if ask is Ask.RETREAT_WORTH:
        return moves.retreat_others(state) + (board.EQUAL,)
    if ask is Ask.RETREAT_CONTROL:
        # Ruling walk_needs_her_units: not a Region where her records show no units of hers.
        return moves.retreat_control_answers(state)
    if ask in (Ask.REWARD_ENCOUNTERS, Ask.REWARD_CARDS):
        return numbers[:REWARD_LIMIT + 1]
    if ask in (Ask.WAR_HER, Ask.WAR_YOURS):
        # Power of War looks only at Regions where both of you have units, and units bring Strength.
        return numbers[1:]
    if ask in (Ask.ENCOUNTER, Ask.LEHEIR, Ask.REGION_GLORY, Ask.CR2T1,
               Ask.MONSTER_STRENGTH, Ask.REWARD_GLORY, Ask.REWARD_EXPERIENCE):
        return numbers
    if ask in (Ask.WAR_UNITS, Ask.BATTLE_STRENGTH):
        # Her units are in a Battle's Region (ruling war_strength_at_least_one).
        return numbers[1:]
    if ask in (Ask.KILLED_GOLEMS, Ask.KILLED_TROOPS):
        # At most those of hers on the board; the Golems killed are already counted off.
        all_golems, all_troops = supply_size(state)
        if ask is Ask.KILLED_GOLEMS:
            return numbers[:all_golems - state.golems + 1]
        return numbers[:all_troops - state.troops + 1]
    if ask is Ask.FALLBACK:
        # The fallback may meet any Era's cards in the Development area.
        return tuple(command_key(c) for c in era_command_cards(3))
    if ask in (Ask.GAIN, Ask.DEVELOP):
        # The Era deck's cards, but none of which all its copies are hers or already reported in the area.
        return tuple(command_key(c) for c in era_command_cards(state.era)
                     if _copies_seen(state, command_key(c)) < era_copies(state.era, c)) + (NONE,)
    if ask is Ask.WAR_MORE:
        left = any(p not in state.war_places for p in moves.unit_places(state))
        return (MORE, NONE) if left else (NONE,)
    if ask in (Ask.WAR_ARBITER, Ask.CRYSTAL_FIELD):
        return (YES, NO)
    if ask is Ask.REACTION:
        return (NO_REACTION, REACTION)
    if ask is Ask.BATTLE_CARD:
        return battle_card_choices(state)
    if ask is Ask.BATTLE_UNITS:
        # A Battle is fought where she has units: at least 1, at most those not in her supply.
        return tuple(range(1, sum(supply_size(state)) - state.golems - state.troops + 1))
    if ask is Ask.BATTLE_RESULT:
        return (LOST, HELD)
    if ask is Ask.MONSTER:
        return tuple(m for i, m in enumerate(MONSTER_NAMES)
                     if state.visible[i] and m not in state.monsters_done) + (DONE,)
    if ask is Ask.FINAL_GLORY:
        return tuple(range(FINAL_LIMIT + 1))
    return ()


def _copies_seen(state: MaliathState, key: str) -> int:
    """Copies of a card of this Era's deck she gained this Era, plus those reported in the Development area now."""
    return state.era_gains.count(key) + (state.development.count(key) if state.ask is Ask.DEVELOP else 0)


def _copies_refusal(state: MaliathState, value: Any) -> RuleError | None:
    """Why a card reported for Gain or Develop cannot be one: every copy in this Era's deck is accounted for."""
    if state.ask not in (Ask.GAIN, Ask.DEVELOP) or not isinstance(value, str) or value == NONE:
        return None
    card = next((c for c in era_command_cards(state.era) if command_key(c) == value), None)
    if card is None or _copies_seen(state, value) < era_copies(state.era, card):
        return None
    if state.ask is Ask.GAIN:
        section, where = "Maliath's Actions: Gain a Command Card", "she gained every one this Era"
    else:
        section = "Maliath's Actions: Develop Command Cards"
        where = "every one is hers already this Era or reported in the Development area now"
    return RuleError(f"The Era {'I' * state.era} deck holds {plural(era_copies(state.era, card), 'card')} "
                     f"{value} and {where}, so it cannot be this card.", section)


def answer(state: MaliathState, value: Any) -> MaliathState:
    """Her question answered with `value` (checked against `answers`), then the tasks go on."""
    if state.ask is Ask.NONE:
        raise RuleError("She is not waiting on an answer now.", SEC_TURN)
    legal = answers(state)
    if state.ask is Ask.WALK and isinstance(value, str) and value in moves.walk_answers(state, every=True):
        refusal = moves.walk_refusal(state, value)
        if refusal is not None:
            raise refusal
    if state.ask is Ask.RETREAT_CONTROL and value in moves.retreat_control_answers(state, every=True):
        refusal = moves.retreat_refusal(state, value)
        if refusal is not None:
            raise refusal
    refusal = _copies_refusal(state, value)
    if refusal is not None:
        raise refusal
    if type(value) not in (int, str) or value not in legal:
        shown = ", ".join(map(str, legal[:8])) + (", ..." if len(legal) > 8 else "")
        raise RuleError(f"{value!r} is not an answer to this question (one of {shown}).", section_of(state))
    return run(_answer(state, value))


def _answer(state: MaliathState, value: Any) -> MaliathState:
    ask, setup = state.ask, state.setup
    if ask is Ask.WALK:
        return moves.walk(state, value)
    if ask in facts.BOARD_ASKS:
        state, lines = facts.record(state, value)
        return say(state, *lines)
    if ask is Ask.INCLINATION:
        pointed = state.attunement.index(value)
        markers, at = powers.place_inclination(state.markers, pointed)
        card = (lambda p: f"Attunement Card {p + 1} (the {state.attunement[p]} Island's)")
        line = (f"Put an Inclination marker on {card(at)}." if at is not None
                else "Every Attunement Card has two Inclination markers: no marker is placed.")
        if at is not None and at != pointed:
            # Every full card passed over is named, from the one the arrow points to on down the column.
            skipped = [card((pointed + k) % len(markers)) for k in range((at - pointed) % len(markers))]
            line = f"{listed(skipped)} {'is' if len(skipped) == 1 else 'are'} full: " + line
        return say(pop(replace(state, markers=markers)), line)
    if ask is Ask.BATTLE_PLACE:
        return retreat_from(replace(state, battle_at=facts.place_of_key(value)))
    if ask is Ask.WAR_PLACE:
        return replace(state, ask=Ask.WAR_HER, numbers=(), war_places=state.war_places + (value,))
    if ask is Ask.RETREAT_WORTH:
        if value != board.EQUAL:
            return moves.retreat(replace(state, retreat_worth=value), board.BOTH)
        return replace(state, retreat_worth=value, ask=Ask.RETREAT_CONTROL)
    if ask is Ask.RETREAT_CONTROL:
        return moves.retreat(state, value)
    if ask is Ask.ENCOUNTER:
        factor = CELETHE_REWARD_FACTOR.value if state.reward and state.champion == CELETHE else 1
        glory = powers.encounter_glory(value) * factor
        doubled = f", doubled by Celethe: {glory}" if factor > 1 else ""
        state = say(replace(state, glory=state.glory + glory),
                    f"Encounter: she scores {value} + 3 = {powers.encounter_glory(value)} Glory{doubled}; remove "
                    "that Encounter Card from play.")
        return pop(state, Task.SANYA_GAIN) if state.champion == SANYA else pop(state)
    if ask is Ask.GAIN:
        if value == NONE:
            return say(pop(state), "The Command Card draw deck is empty: she gains nothing.")
        return pop(gain(state, value, "Gain a Command Card"))
    if ask is Ask.DEVELOP:
        area = state.development + (() if value == NONE else (value,))
        if value != NONE and len(area) < 4:
            return replace(state, development=area)
        return pop(_develop(replace(state, development=()), area, state.tasks[0]))
    if ask is Ask.WAR_MORE:
        if value == MORE:
            return replace(state, ask=Ask.WAR_PLACE, numbers=())
        return war(state)
    if ask in (Ask.WAR_HER, Ask.WAR_YOURS):
        return replace(state, ask=Ask.WAR_YOURS if ask is Ask.WAR_HER else Ask.WAR_UNITS,
                       numbers=state.numbers + (value,))
    if ask is Ask.WAR_UNITS:
        if state.players == 2:
            return replace(state, ask=Ask.WAR_ARBITER, numbers=state.numbers + (value,))
        return add_region(state, state.numbers + (value,), False)
    if ask is Ask.WAR_ARBITER:
        return add_region(state, state.numbers, value == YES)
    if ask is Ask.REACTION:
        line = ("Battle step 1: you play no reaction card." if value == NO_REACTION else
                "Battle step 1: you played a reaction card: resolve it as the core rules say.")
        # Not pop(): her Strength in the War Region (numbers) is still needed when her card is revealed.
        return say(replace(state, tasks=state.tasks[1:], ask=Ask.NONE), line)
    if ask is Ask.BATTLE_CARD:
        return reveal(replace(state, ask=Ask.NONE), value)
    if ask is Ask.BATTLE_UNITS:
        glory = powers.battle_glory(battle_card(state.battle_card), value)
        return say(pop(replace(state, glory=state.glory + glory)),
                   f"Defense: she scores {glory} Glory ({plural(value, 'unit')} of hers in the Battle Region).")
    if ask is Ask.BATTLE_RESULT:
        if value == HELD:
            return pop(state)
        return pop(state, Task.RETREAT)
    if ask is Ask.BATTLE_STRENGTH:
        # Not pop(): her Strength there is kept for the total when her Battle card is revealed.
        return replace(state, tasks=state.tasks[1:], ask=Ask.NONE, numbers=(value,))
    if ask is Ask.KILLED_GOLEMS:
        return replace(state, ask=Ask.KILLED_TROOPS, numbers=(value,))
    if ask is Ask.KILLED_TROOPS:
        golems = state.numbers[0]
        if not golems and not value:
            return say(pop(state), "Battle: none of her units was killed; her supply stays as it is.")
        state, line = moves.units_back(state, golems, value)
        return say(pop(state), f"Battle: {line}.")
    if ask is Ask.LEHEIR:
        return say(pop(replace(state, glory=state.glory + powers.leheir_glory(value))),
                   f"Leheir: she scores {value} Glory (1 per unit killed or retreated).")
    if ask is Ask.REGION_GLORY:
        return say(pop(replace(state, glory=state.glory + value)), f"Region Cards: she scores {value} Glory.")
    if ask is Ask.CR2T1:
        glory = powers.cr2t1_glory(value)
        return say(pop(replace(state, glory=state.glory + glory)),
                   f"CR-2T1: {plural(value, 'Region')} controlled: she scores {glory} Glory.")
    if ask is Ask.MONSTER:
        if value == DONE:
            return pop(state)
        # Cannibarok is stronger where it attacks an Island with a Crystal Field: that one fact is asked.
        ask = Ask.CRYSTAL_FIELD if value == CANNIBAROK else Ask.MONSTER_STRENGTH
        return replace(state, ask=ask, monster=value, monster_bonus=0, numbers=())
    if ask is Ask.CRYSTAL_FIELD:
        bonus = CANNIBAROK_CRYSTAL_FIELD_STRENGTH.value if value == YES else 0
        return replace(state, ask=Ask.MONSTER_STRENGTH, monster_bonus=bonus, numbers=())
    if ask is Ask.MONSTER_STRENGTH:
        numbers = state.numbers + (value,)
        if len(numbers) < state.players:
            return replace(state, numbers=numbers)
        return era.fight(replace(state, numbers=numbers))
    if ask in (Ask.REWARD_GLORY, Ask.REWARD_EXPERIENCE, Ask.REWARD_ENCOUNTERS):
        following = {Ask.REWARD_GLORY: Ask.REWARD_EXPERIENCE, Ask.REWARD_EXPERIENCE: Ask.REWARD_ENCOUNTERS,
                     Ask.REWARD_ENCOUNTERS: Ask.REWARD_CARDS}[ask]
        return replace(state, ask=following, numbers=state.numbers + (value,))
    if ask is Ask.REWARD_CARDS:
        return era.pay_reward(state, *state.numbers, value)
    if ask is Ask.FALLBACK:
        area = state.development + (value,)
        if len(area) < 2:
            return replace(state, development=area)
        return era.update_deck(replace(state, development=(), ask=Ask.NONE), area)
    if ask is Ask.FINAL_GLORY:
        numbers = state.numbers + (value,)
        if len(numbers) < state.players:
            return replace(state, numbers=numbers)
        return replace(state, final_glory=numbers, numbers=(), ask=Ask.NONE, phase=Phase.OVER,
                       instructions_for=InstructionsFor.GAME_END,
                       instructions=(f"Final Glory: Maliath {state.glory}, "
                                     + ", ".join(f"{who} {n}" for who, n in zip(_players(state), numbers)) + ".",))
    raise RuleError(f"No answer is expected to {ask}.", SEC_TURN)  # pragma: no cover - answers() guards it


def _players(state: MaliathState) -> tuple[str, ...]:
    return ("you",) if state.players == 1 else ("Artefact II", "Artefact IV")


def _develop(state: MaliathState, area: tuple[str, ...], task: Task) -> MaliathState:
    priority = powers.CHAMPIONS_PREFERENCE if task is Task.DEVELOP_PREFERENCE else powers.HIGHEST_VALUE
    cards = [command_of(k) for k in area]
    if not cards:
        return say(state, "Develop: the Development area is empty: she takes nothing.")
    first, state = random_pick(state, powers.develop_first(cards, state.colour_order, priority))
    taken = [area[first]]
    rest = [c for i, c in enumerate(cards) if i != first]
    rest_keys = [k for i, k in enumerate(area) if i != first]
    if rest:
        second, state = random_pick(state, powers.develop_second(rest, state.colour_order))
        taken.append(rest_keys[second])
    for key in taken:
        state = gain(state, key, "Develop")
    return state


# --- events that start a step ---------------------------------------------------------------


def flip(state: MaliathState, card: str) -> MaliathState:
    """Her turn: the top Action card, `card`, is flipped and resolved."""
    if state.phase is not Phase.ERA:
        raise RuleError("Her turn waits: finish the step under way first.", section_of(state))
    if not state.deck:
        raise RuleError("Her Action deck is empty this Era.", SEC_TURN)
    if state.setup.digital:
        if card != state.deck[0]:
            raise RuleError("Her Action deck is shuffled by the companion: the top card is flipped.", SEC_TURN)
        deck = state.deck[1:]
    else:
        if card not in state.deck:
            raise RuleError(f"{card!r} is not in her Action deck.", SEC_TURN)
        deck = list(state.deck)
        deck.remove(card)
        deck = tuple(deck)
    state = replace(state, deck=deck, card=card, phase=Phase.TURN, instructions=(),
                    instructions_for=InstructionsFor.CARD, development=(), regions=(), numbers=())
    if card in era.DESTINY_BY_CODE:
        head = f"Destiny #{card} ({era.DESTINY_BY_CODE[card].name})."
    else:
        c = command_of(card)
        head = f"{POWER_CARDS[c.colour]} ({c.colour}, {c.command_points} Command Points)."
    state = replace(say(state, head), tasks=tasks_of(state, card))
    return run(state)


def player_battle(state: MaliathState, starter: str) -> MaliathState:
    """You (or, at 2 players, the player with Artefact II or IV) start a Battle against her."""
    if state.phase is not Phase.ERA:
        raise RuleError("Finish the step under way first.", section_of(state))
    allowed = ("you",) if state.players == 1 else ("II", "IV")
    if starter not in allowed:
        raise RuleError(f"starter: one of {', '.join(allowed)}, not {starter!r}.", SEC_BATTLE)
    if not moves.unit_places(state):
        raise RuleError("By her own records none of her units is on the board (every one deployed was "
                        "killed, or none was deployed), so no Battle can be started against her.", SEC_BATTLE)
    state = replace(state, instructions=(), instructions_for=InstructionsFor.BATTLE)
    if state.players == 2:
        # The player who did not start it draws: the Arbiter, or the other player if the Arbiter started it.
        other = "IV" if state.arbiter == "II" else "II"
        state = replace(state, drawer=other if starter == state.arbiter else state.arbiter)
        if starter == state.arbiter:
            state = say(state, f"The Arbiter started it: her Battle deck passes to {other} at once.")
    state = replace(state, phase=Phase.TURN, card="", battle_by=starter, numbers=())
    return run(replace(state, tasks=battle_tasks(state)))


def end_era(state: MaliathState) -> MaliathState:
    """The Era ends: her End of an Era scoring, then the next Era or the game's end."""
    if state.phase is not Phase.ERA:
        raise RuleError("Finish the step under way first.", section_of(state))
    tasks = (Task.ATTUNEMENT_SCORE, Task.REGION_GLORY, Task.CR2T1, Task.MONSTERS, Task.NEXT_ERA)
    state = replace(state, phase=Phase.ERA_END, tasks=tasks, instructions=(f"End of Era {'I' * state.era}.",),
                    instructions_for=InstructionsFor.ERA_END, monsters_done=())
    return run(state)
