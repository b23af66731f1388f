"""Phase 3: Fighting the Creatures. In Initiative Line order, each Action tile lets its Hero place
an Action card (perhaps with an Artifact) under a Creature in range, or discard a card instead."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import RuleError

from .. import board as mapping
from .. import data
from .battle import start_battle
from ..events import DiscardInstead, PlayAction
from ..profile import card_said, index
from ..state import (
    Phase, DOWN, EMPTY, UP, FightCard, counted, OtherSideState, heal_hero, hero_draws, hero_state, require_phase,
    require_turn, with_hero,
)

FIGHT = "Phase 3: Fighting the Creatures"
RANGE = "Phase 3: Fighting the Creatures (Golden Rule of the Range of Action)"
GLOSSARY = "Symbol Glossary"


def start_fighting(state: OtherSideState) -> OtherSideState:
    """Phase 3 opens; with no Action tile in the line it is over at once."""
    state = replace(state, phase=Phase.FIGHT, acted=())
    return _after_tile(state)


def _after_tile(state: OtherSideState) -> OtherSideState:
    if any(i.kind == "tile" for i in state.line):
        return state
    return start_battle(state)


def _return_tile(state: OtherSideState, hero: str) -> OtherSideState:
    """The leftmost Action tile goes back to its Hero's Personal Area; Bond tokens stay."""
    line = list(state.line)
    i = next(k for k, item in enumerate(line) if item.kind == "tile")
    del line[i]
    h = hero_state(state, hero)
    return with_hero(replace(state, line=tuple(line)), replace(h, action_tiles=h.action_tiles + 1))


def reach(state: OtherSideState, hero: str, card: str, artifact: str | None = None,
          discards: int = 0) -> int:
    """The Range of Action of a card: printed Range, Emanation, the Artifact's bonus, discards."""
    idx = index(state.profile)
    c = idx.action_cards[card]
    total = c.range + c.emanation + discards
    if artifact is not None:
        total += idx.artifacts[artifact].range_bonus
    return total


def matches(state: OtherSideState, card: str, space: int) -> bool:
    """Whether the card's Creature type or Mastery is the Creature's."""
    idx = index(state.profile)
    slot = state.battle[space - 1]
    if slot is None:
        return False
    c, cr = idx.action_cards[card], idx.creatures[slot.card]
    return c.creature_type == cr.creature_type or c.mastery == cr.mastery


def served_by(state: OtherSideState, icon: str, hero: str, card: str, artifact: str | None,
              beneficiary: str) -> tuple[str, ...]:
    """The Hero each copy of `icon` (on the card, then on its Artifact) serves when played.

    Symbol Glossary, One of Us: an icon so marked serves the beneficiary; any other serves the player.
    """
    idx = index(state.profile)
    sources = [idx.action_cards[card]] + ([idx.artifacts[artifact]] if artifact else [])
    return tuple(beneficiary if icon in s.one_of_us else hero for s in sources if icon in s.icons)


def play_action(state: OtherSideState, event: PlayAction) -> OtherSideState:
    """Check the card against the Creature and the map, then place it and apply its on-play icons."""
    require_phase(state, Phase.FIGHT)
    require_turn(state, event.hero, FIGHT)
    idx = index(state.profile)
    h = hero_state(state, event.hero)
    name = data.hero_name(event.hero)
    if event.card not in h.hand or event.card not in idx.action_cards:
        raise RuleError(f"{card_said(state.profile, event.card)} is not an Action card in {name}'s hand.", FIGHT)
    if not 1 <= event.space <= data.BATTLE_SPACES or state.battle[event.space - 1] is None:
        raise RuleError(f"There is no Creature in Battle board space {event.space}.", FIGHT)
    slot = state.battle[event.space - 1]
    if not matches(state, event.card, event.space):
        raise RuleError("The card's Creature type and Mastery both differ from the Creature's: one "
                        "of the two must match.", FIGHT)
    if event.artifact is not None:
        if event.artifact not in h.hand or event.artifact not in idx.artifacts:
            raise RuleError(f"{card_said(state.profile, event.artifact)} is not an Artifact in {name}'s hand.", FIGHT)
    spent = {event.card, event.artifact}
    for d in event.range_discards:
        if d not in h.hand or d in spent:
            raise RuleError(f"{card_said(state.profile, d)} is not a spare card in {name}'s hand to discard for "
                            "range.", RANGE)
        spent.add(d)
    distance = mapping.range_distance(state.board, h.space, slot.room)
    if distance is None:
        raise RuleError("No path of rooms and corridors leads to that Creature's Target token.", RANGE)
    have = reach(state, event.hero, event.card, event.artifact, len(event.range_discards))
    if have < distance:
        raise RuleError(f"The Creature is {counted(distance, 'space')} away by Range of Action; this card "
                        f"reaches {have}.", RANGE)
    beneficiary = event.beneficiary or event.hero
    in_line = {fc.hero for fc in slot.fight_line} | {event.hero}
    if beneficiary not in in_line:
        raise RuleError("One of Us serves only a Hero already in the same Fight Line.", GLOSSARY)
    card = idx.action_cards[event.card]
    art = idx.artifacts[event.artifact] if event.artifact else None
    effects = [(card.icons, card.one_of_us)] + ([(art.icons, art.one_of_us)] if art else [])
    if beneficiary != event.hero and not any(ours for _, ours in effects):
        raise RuleError("Only an icon marked One of Us can serve another Hero.", GLOSSARY)

    hand = tuple(c for c in h.hand if c not in spent)
    state = with_hero(state, replace(h, hand=hand, discard=h.discard + tuple(event.range_discards)))
    fight_line = slot.fight_line + (FightCard(event.hero, event.card, event.artifact, beneficiary),)
    battle = list(state.battle)
    battle[event.space - 1] = replace(slot, fight_line=fight_line)
    state = replace(state, battle=tuple(battle))

    # On-play icons (Symbol Glossary: effective whenever the card is used).
    for who in served_by(state, "heal", event.hero, event.card, event.artifact, beneficiary):
        state = heal_hero(state, who)
    for _ in served_by(state, "blessing", event.hero, event.card, event.artifact, beneficiary):
        state = _bless(state, event.space)
    drawers = served_by(state, "inspiration", event.hero, event.card, event.artifact, beneficiary)
    movers = served_by(state, "magic_step", event.hero, event.card, event.artifact, beneficiary)
    if len(set(drawers)) > 1:
        raise RuleError("Inspiration draws for two different Heroes cannot be reported in one event.", GLOSSARY)
    state = hero_draws(state, drawers[0], event.drawn, len(drawers), GLOSSARY) if drawers else \
        _no_draws(state, event.drawn)
    if event.step_to is not None:
        if not movers:
            raise RuleError("Only a Magic Step icon moves a Hero during the fight.", GLOSSARY)
        mover = hero_state(state, movers[0])
        if event.step_to not in mapping.movement_neighbours(state.board, mover.space):
            raise RuleError(f"{event.step_to!r} is not one step from {data.hero_name(mover.hero)}.",
                            "Symbol Glossary (Magic Step)")
        state = with_hero(state, replace(mover, space=event.step_to))
    return _after_tile(_return_tile(state, event.hero))


def _no_draws(state: OtherSideState, drawn: tuple[str, ...]) -> OtherSideState:
    if drawn:
        raise RuleError("Only an Inspiration icon draws a card when played.", GLOSSARY)
    return state


def _bless(state: OtherSideState, space: int) -> OtherSideState:
    """Blessing takes one token off the Creature's own slots, a face-up one first."""
    first = (space - 1) * data.BREATH_SLOTS_PER_SPACE
    slots = list(state.breath)
    own = range(first, first + data.BREATH_SLOTS_PER_SPACE)
    for face in (UP, DOWN):
        for i in own:
            if slots[i] == face:
                slots[i] = EMPTY
                return replace(state, breath=tuple(slots))
    return state


def discard_instead(state: OtherSideState, event: DiscardInstead) -> OtherSideState:
    """A Hero who plays no Action card still discards one card from hand."""
    require_phase(state, Phase.FIGHT)
    require_turn(state, event.hero, FIGHT)
    h = hero_state(state, event.hero)
    if h.hand:
        if event.card not in h.hand:
            raise RuleError(f"Name a card in {data.hero_name(event.hero)}'s hand to discard.", FIGHT)
        hand = list(h.hand)
        hand.remove(event.card)
        state = with_hero(state, replace(h, hand=tuple(hand), discard=h.discard + (event.card,)))
    elif event.card is not None:
        raise RuleError(f"{data.hero_name(event.hero)} has no card in hand to discard.", FIGHT)
    return _after_tile(_return_tile(state, event.hero))
