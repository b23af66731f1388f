"""Her questions in the players' words, written once for the rules and the offers: the names of the answers,
each question's rulebook section, and each answer's label."""

from __future__ import annotations

from typing import Any, Mapping

from companion.games.maliath import board
from companion.games.maliath.data import CANNIBAROK_CRYSTAL_FIELD_STRENGTH
from companion.games.maliath.phases import board_facts as facts
from companion.games.maliath.phases import moves
from companion.games.maliath.phases.sections import (
    SEC_BATTLE,
    SEC_BEGIN,
    SEC_DEPLOY,
    SEC_DESTINY,
    SEC_END,
    SEC_GAME_END,
    SEC_MONSTERS,
    SEC_MOVE,
    SEC_POWERS,
    SEC_TURN,
)
from companion.games.maliath.state import Ask, MaliathState

__all__ = ["YES", "NO", "MORE", "NONE", "LOST", "HELD", "DONE", "NO_REACTION", "REACTION", "SECTIONS",
           "section_of", "answer_label", "topic", "only_answer_line"]

YES, NO, MORE, NONE, LOST, HELD, DONE = "yes", "no", "another", "none", "lost", "held", "done"
NO_REACTION, REACTION = "no reaction", "reaction played"


SECTIONS: Mapping[Ask, str] = {
    Ask.WALK: SEC_MOVE, Ask.INCLINATION: SEC_TURN, Ask.ENCOUNTER: SEC_DESTINY,
    Ask.GAIN: "Maliath's Actions: Gain a Command Card", Ask.DEVELOP: "Maliath's Actions: Develop Command Cards",
    Ask.WAR_MORE: SEC_POWERS, Ask.WAR_HER: SEC_POWERS, Ask.WAR_YOURS: SEC_POWERS,
    Ask.WAR_UNITS: SEC_POWERS, Ask.WAR_ARBITER: "Maliath in a 2-Player Game: Starting a Battle",
    Ask.BATTLE_CARD: SEC_BATTLE, Ask.BATTLE_UNITS: SEC_BATTLE, Ask.BATTLE_RESULT: SEC_BATTLE,
    Ask.BATTLE_STRENGTH: SEC_BATTLE,
    Ask.KILLED_GOLEMS: f"{SEC_BATTLE}; {SEC_DEPLOY}", Ask.KILLED_TROOPS: f"{SEC_BATTLE}; {SEC_DEPLOY}",
    Ask.LEHEIR: "Corrupted Champions", Ask.REGION_GLORY: SEC_END, Ask.CR2T1: "Corrupted Champions",
    Ask.MONSTER: SEC_END, Ask.MONSTER_STRENGTH: SEC_END, Ask.REWARD_GLORY: SEC_MONSTERS,
    Ask.FALLBACK: SEC_BEGIN, Ask.FINAL_GLORY: SEC_GAME_END,
    **{a: facts.SEC_SETUP for a in facts.BOARD_ASKS},
    Ask.BATTLE_PLACE: SEC_BATTLE, Ask.WAR_PLACE: SEC_POWERS, Ask.RETREAT_WORTH: SEC_BATTLE,
    Ask.RETREAT_CONTROL: SEC_BATTLE,
    Ask.REWARD_EXPERIENCE: SEC_MONSTERS, Ask.REWARD_ENCOUNTERS: SEC_MONSTERS,
    Ask.REWARD_CARDS: SEC_MONSTERS,
    Ask.CRYSTAL_FIELD: f"{SEC_MONSTERS} (Cannibarok's Strength, core rules)",
    Ask.REACTION: f"{SEC_BATTLE}, step 1",
}

# What a question is about, to say an answer taken for the table (the only one her records allow).
_TOPICS: Mapping[Ask, str] = {
    Ask.WALK: "Walk", Ask.WAR_MORE: "Power of War", Ask.WAR_PLACE: "Power of War", Ask.BATTLE_UNITS: "Defense",
    Ask.BATTLE_PLACE: "Retreat", Ask.RETREAT_CONTROL: "Retreat", Ask.BATTLE_CARD: "Her Battle card",
    Ask.MONSTER: "Monster Cards", Ask.KILLED_GOLEMS: "Her Golems killed in the Battle",
    Ask.KILLED_TROOPS: "Her Troops killed in the Battle", Ask.GAIN: "Gain a Command Card",
    Ask.DEVELOP: "Develop",
}

_WALK_LABELS = {
    board.FLY: "She controls every Region of her Island (she Flies)",
    board.STAY: "She controls the other Regions, not her own (she stays)",
    board.DOMINANT: "She lacks both other Regions (dominant direction)",
}


def section_of(state: MaliathState) -> str:
    """The rulebook section of the question she waits on; the board asked again after setup cites where the
    rules say so."""
    if state.ask is Ask.ATTUNEMENT_ORDER and state.era > 1 and state.champion_at:
        return f"{SEC_BEGIN}, step 1"
    if state.ask is Ask.DIRECTION and state.champion_at:
        return "Maliath's Actions: Move Champion (the dominant direction, as the core rules set it)"
    if state.ask is Ask.ENCOUNTER and state.reward:  # an Encounter of her Monster reward
        return f"{SEC_MONSTERS} (her reward: an Encounter)"
    return SECTIONS.get(state.ask, SEC_TURN)


def topic(ask: Ask) -> str:
    """What a question is about, in a word or two."""
    return _TOPICS.get(ask, ask.name.replace("_", " ").capitalize())


def only_answer_line(state: MaliathState, value: Any) -> str:
    """The instruction that says a question with one legal answer was answered without asking."""
    if state.ask is Ask.MONSTER:  # only "done": every visible Monster is resolved (or none is visible)
        return "Monster Cards: no visible Monster is left to resolve."
    why = ("the only card left in her Battle deck" if state.ask is Ask.BATTLE_CARD
           else "the only answer her records allow")
    return f"{topic(state.ask)}: {answer_label(state, value)} ({why}, so it is not asked)."


def answer_label(state: MaliathState, value: Any) -> str:
    """An answer to the question she waits on, as the players read it."""
    ask = state.ask
    if ask is Ask.WALK:
        if value.startswith(board.MOVE_TO):
            return f"She lacks only the {value.removeprefix(board.MOVE_TO)} (she goes there)"
        return _WALK_LABELS[value]
    if ask is Ask.INCLINATION:
        return f"The {value} Island (Attunement Card {state.attunement.index(value) + 1})"
    if ask in (Ask.BATTLE_PLACE, Ask.WAR_PLACE):
        return board.say_place(facts.place_of_key(value), state.ring)
    if ask in (Ask.RETREAT_WORTH, Ask.RETREAT_CONTROL) and value in (board.EQUAL, board.BOTH, board.NEITHER):
        return {board.EQUAL: "Both are worth the same", board.BOTH: "She controls neither of them",
                board.NEITHER: "She controls both of them"}[value]
    if ask is Ask.RETREAT_CONTROL:
        return f"She does not control the {value} (she controls the other)"
    if ask is Ask.BATTLE_RESULT:
        return "She was defeated: her units retreat" if value == LOST else "She was not defeated"
    if value == NONE:
        if ask in (Ask.GAIN, Ask.DEVELOP):
            return "None (deck empty / no more cards)"
        if ask is Ask.ISLAND_REGIONS:
            return "No third Region (a Mirage token on it)"
        if moves.unit_places(state):
            return "No other Region" if state.regions else "No Region"
        return "No Region: by her records none of her units is on the board"
    if value == MORE:
        return "Yes, report another Region" if state.regions else "Yes, report a Region"
    if ask is Ask.CRYSTAL_FIELD:
        return (f"Yes: a Crystal Field (+{CANNIBAROK_CRYSTAL_FIELD_STRENGTH.value} Strength)" if value == YES
                else "No Crystal Field")
    if ask is Ask.REACTION:
        return "No reaction" if value == NO_REACTION else "I played a reaction card"
    if ask is Ask.MONSTER and value == DONE:
        return "Done: no Monster left to resolve"
    return str(value)
