"""Phase 3 - End of an Era (her Monster rewards, part by part) and Phase 1 - Beginning of an Era (her Action
deck updated step by step as action_deck.py computes it, the Challenge Cards' Era effects, the Attunement
Cards' new order asked).
"""

from __future__ import annotations

from dataclasses import replace

from companion.games.maliath.action_deck import begin_era
from companion.games.maliath.data import (
    ANUTH,
    ANUTH_FIRST_MONSTER_REDUCTION,
    CELETHE,
    CELETHE_REWARD_FACTOR,
    DESTINY_BY_CODE,
    KOLBOR_MALABOR,
    MONSTERS,
    DestinyCard,
)
from companion.games.maliath import powers
from companion.games.maliath.phases.gains import gain
from companion.games.maliath.phases.queue import plural, say
from companion.games.maliath.phases.setup import shuffled, starting_markers
from companion.games.maliath.rewards import monster_rewards
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

__all__ = ["DESTINY_BY_CODE", "fight", "pay_reward", "next_era", "update_deck"]



def fight(state: MaliathState) -> MaliathState:
    """A Monster resolved with the players' Strength reported: each contribution, who is rewarded, her reward asked."""
    setup = state.setup
    i = MONSTER_NAMES.index(state.monster)
    extra = ANUTH_FIRST_MONSTER_REDUCTION.value if state.champion == ANUTH and not state.first_monster_done else 0
    reduction = powers.hit_point_reduction(state.wounds[i], state.reductions[i], extra=extra)
    strength = MONSTERS.value[state.monster] + state.monster_bonus
    result = monster_rewards(strength, reduction, list(state.numbers),
                             gold_rule=setup.gold_rule, second_player_reward=setup.second_player_reward,
                             two_player_ties=setup.two_player_ties)
    state_numbers = state.numbers
    bonus = state.monster_bonus
    state = replace(state, monsters_done=state.monsters_done + (state.monster,), first_monster_done=True,
                    numbers=(), ask=Ask.MONSTER, monster_bonus=0)
    yours = (f"your Strength {state_numbers[0]}" if state.players == 1 else
             f"Artefact II's Strength {state_numbers[0]}, Artefact IV's {state_numbers[1]}")
    anuth = f" + Anuth {extra}" if extra else ""
    shown = (f"Strength {MONSTERS.value[state.monster]} + {bonus}, the attacked Island has a Crystal Field, "
             f"= {strength}" if bonus else f"Strength {strength}")
    state = say(state, f"{state.monster} ({shown}): her Hit Point reduction "
                       f"{plural(state.wounds[i], 'Wound counter')} x {state.reductions[i]}{anuth} = {reduction}; "
                       f"{yours}.")
    if not result.defeated:
        return say(state, f"{state.monster} is not defeated: you must remove all of your units from one Region "
                          "where your units are present on the attacked Island (core rules). Her units and her "
                          "Champion are completely immune to its attack, and the Wound counters stay.")
    wounds = state.wounds[:i] + (0,) + state.wounds[i + 1:]
    state = replace(state, visible=state.visible[:i] + (False,) + state.visible[i + 1:])
    names = ("you",) if state.players == 1 else ("Artefact II", "Artefact IV")
    players = ", ".join(f"{n} {r or 'no reward'}" for n, r in zip(names, result.players))
    state = say(replace(state, wounds=wounds),
                f"{state.monster} is defeated: {players}; Maliath "
                f"{result.maliath or 'no reward'}. Remove its Wound counters.")
    if result.maliath and not setup.easier_no_monster_bonus:
        return say(replace(state, ask=Ask.REWARD_GLORY, reward=result.maliath),
                   f"Her {result.maliath} reward: report what {state.monster}'s card gives for it (Glory, "
                   "Experience and Energy, Encounters, Command Cards).")
    if result.maliath:
        state = say(state, "Making it Easier: she scores no bonus for defeating Monsters.")
    return state


def pay_reward(state: MaliathState, glory: int, experience: int, encounters: int, cards: int) -> MaliathState:
    """Her Monster reward, part by part (Phase 3, Monster Cards; Celethe doubles every part)."""
    factor = CELETHE_REWARD_FACTOR.value if state.champion == CELETHE else 1
    total = (glory + experience) * factor
    parts = f"{glory} Glory + {experience} Experience and Energy (as Glory) = {glory + experience}"
    if factor > 1:
        parts += f", doubled by Celethe: {total}"
    lines = [f"Her {state.reward} reward: {parts} Glory."]
    if encounters:
        lines.append(f"{plural(encounters, 'Encounter')}: each scores the top Encounter Card plus 3"
                     + (", doubled by Celethe." if factor > 1 else "."))
    if cards:
        lines.append(f"She gains {plural(cards * factor, 'Command Card')}"
                     + (f" ({cards}, doubled by Celethe)." if factor > 1 else "."))
    front = (Task.ENCOUNTER,) * encounters + (Task.GAIN,) * (cards * factor)
    state = replace(state, glory=state.glory + total, ask=Ask.NONE, numbers=(), tasks=front + state.tasks)
    return say(state, *lines)


def next_era(state: MaliathState) -> MaliathState:
    """After an Era's scoring: the game's end after Era III, else the Beginning of the next Era."""
    if state.era == 3:
        return say(replace(state, phase=Phase.FINAL, ask=Ask.FINAL_GLORY, numbers=()),
                   "The third Era is over: report the players' Glory.")
    # The next Era's beginning is said after this one's end: the lines are for both from here.
    state = replace(state, era=state.era + 1, phase=Phase.ERA_START, instructions_for=InstructionsFor.ERA_BEGIN)
    eligible = [k for k in state.tucked if state.era == 2 or command_of(k).colour != state.era_ii_colour]
    if not eligible:
        return say(replace(state, ask=Ask.FALLBACK, development=()),
                   "Nothing is tucked under her Power Cards: report the two Development cards with the most "
                   "Command Points.")
    return update_deck(state, ())


def _moved(a: list[str], b: list[str]) -> list[str]:
    """The cards of `a` not in `b`, copies counted."""
    left = list(b)
    out = []
    for k in a:
        if k in left:
            left.remove(k)
        else:
            out.append(k)
    return out


def _deck_steps(state: MaliathState, before: list[str], after: list[str], colour: str,
                area: tuple[str, ...]) -> list[str]:
    """Her Action deck's update as the table does it: the card added, then (Era III) each card swapped."""
    into, out = _moved(after, before), _moved(before, after)
    if area:
        lines = [f"Nothing suitable is tucked: of the two Development cards {', '.join(area)}, the {colour} one "
                 "joins her Action deck."]
    else:
        skip = f" (not {state.era_ii_colour}, added in Era II)" if state.era == 3 else ""
        lines = [f"Her most preferred colour with a card tucked{skip} is {colour}: its best card joins her "
                 "Action deck."]
    lines.append(f"From under her Power Cards into her Action deck: {', '.join(into)}"
                 + (f"; from her Action deck back under them: {', '.join(out)}." if out else "."))
    return lines


def update_deck(state: MaliathState, area: tuple[str, ...]) -> MaliathState:
    """Phase 1: her Action deck updated (action_deck.py), the Challenge Cards' Era effects, the markers reset."""
    cards = state.deck + state.played
    deck = [command_of(k) if is_command(k) else DESTINY_BY_CODE[k] for k in cards]
    era = "I" * state.era
    result = begin_era(era, deck, [command_of(k) for k in state.tucked], state.colour_order,
                       era_ii_colour=state.era_ii_colour or None,
                       development_area=[command_of(k) for k in area])
    keys = tuple(c.code if isinstance(c, DestinyCard) else command_key(c) for c in result.action_deck)
    before_commands = sorted(k for k in cards if is_command(k))
    after_commands = sorted(k for k in keys if is_command(k))
    setup = state.setup
    new_deck = shuffled(keys, setup.seed, f"action:{state.era}") if setup.digital else tuple(sorted(keys))
    tucked = sorted(command_key(c) for c in result.tucked)
    # Ruling fallback_tucked_card_is_gained: the other Development card is gained, tucked as every gain is.
    # (Not the cards swapped back out of her Action deck in Era III: those she had.)
    from_area = _moved(_moved(tucked, list(state.tucked)), _moved(before_commands, after_commands)) if area else []
    gained = replace(state, tucked=tuple(_moved(tucked, from_area)), instructions=())
    for key in from_area:
        gained = gain(gained, key, "The other Development card", this_era=False)
    upgrades = gained.upgrades
    lines = [f"Beginning of Era {era}: remove the Inclination markers, shuffle the Attunement Cards onto their "
             "spaces, and put an Inclination marker on the topmost"
             + (" and one on the second (Kolbor & Malabor)." if state.champion == KOLBOR_MALABOR else "."),
             *_deck_steps(state, before_commands, after_commands, result.chosen_colour, area), *gained.instructions,
             f"Her Action deck now: {', '.join(after_commands)}, with the five Destiny Cards: shuffle all "
             f"{len(keys)} cards (those played this Era too)."]
    if 1 in setup.challenges:
        lines.append("Challenge Card 1: no Energy income for you this Era"
                     + (" (at 2 players, IV receives 2 Energy)." if state.players == 2 else "."))
    if 6 in setup.challenges:
        lines.append(f"Challenge Card 6: remove one of your {'Troops' if state.era == 2 else 'Golems'} (if able)"
                     + (", each player." if state.players == 2 else "."))
    if state.era == 2 and 4 in setup.challenges:
        upgrades = tuple(u + 1 for u in upgrades)
        lines.append("Challenge Card 4: put an Upgrade token below each of her Power Cards.")
    # Phase 1 step 1: the Attunement Cards were shuffled onto their spaces: their new order is asked.
    return replace(state, phase=Phase.ERA_START, deck=new_deck, played=(), tucked=gained.tucked, gained=gained.gained,
        era_ii_colour=state.era_ii_colour or result.chosen_colour,
        markers=starting_markers(state.champion == KOLBOR_MALABOR), upgrades=upgrades, development=(), era_gains=(),
        instructions=state.instructions + tuple(lines), tasks=(Task.BOARD,), ask=Ask.NONE, attunement=())
