"""Phase 4: Battle and Outcome. Unconfronted Creatures breathe for the Dragon; then each fight,
left to right, is settled by the dice the players report."""

from __future__ import annotations

from dataclasses import dataclass, replace

from companion.errors import RuleError
from companion.odds.dice import Face

from .. import data
from ..events import ResolveFight
from ..profile import index
from .restoration import begin_restoration
from ..state import (
    Phase, DOWN, FightRecord, are, counted, OtherSideState, add_breaths, artifacts_available, draw_artifact, face_up_breath,
    hero_state, needed_fragments, require_phase, with_hero, wound_hero,
)

BATTLE = "Phase 4: Battle and Outcome"
WOUNDS = "Phase 5: Restoration (About Wounds)"


@dataclass(frozen=True)
class FightSetup:
    """A fight before the dice: every fixed number and flag the rules put into it."""

    space: int
    creature: str
    heroes_fixed: int
    creature_fixed: int
    hero_doubled: bool
    creature_doubled: bool
    creature_rolled: bool
    creature_wound_icon: bool
    impact_force: bool
    shields: tuple[str, ...]
    artifacts: tuple[tuple[str, str], ...]
    fight_order: tuple[str, ...]


def fight_setup(state: OtherSideState, space: int) -> FightSetup:
    """The Heroes' and the Creature's fixed values and the dice flags for the fight in `space`."""
    slot = state.battle[space - 1]
    if slot is None:
        raise RuleError(f"There is no Creature in Battle board space {space}.", BATTLE)
    idx = index(state.profile)
    creature = idx.creatures[slot.card]
    heroes = 0
    hero_doubled = False
    creature_rolled = True
    shields: list[str] = []
    artifacts: list[tuple[str, str]] = []
    last = len(slot.fight_line) - 1
    for pos, fc in enumerate(slot.fight_line):
        card = idx.action_cards[fc.card]
        if card.creature_type == creature.creature_type:
            heroes += card.type_strength
        if card.mastery == creature.mastery:
            heroes += card.mastery_strength
        # Frontline / Backline: the bonus counts only for the first / last card of the Fight Line.
        if (card.line_condition == "frontline" and pos == 0) or (card.line_condition == "backline" and pos == last):
            heroes += card.line_bonus
        sources = [(card.icons, card.one_of_us)]
        if fc.artifact is not None:
            art = idx.artifacts[fc.artifact]
            artifacts.append((fc.hero, fc.artifact))
            if art.creature_type == creature.creature_type:
                heroes += art.type_strength
            if art.mastery == creature.mastery:
                heroes += art.mastery_strength
            sources.append((art.icons, art.one_of_us))
        for icons, ours in sources:
            hero_doubled |= "heroic_fury" in icons
            creature_rolled &= "inhibition" not in icons
            if "shield" in icons:
                shields.append(fc.beneficiary if "shield" in ours else fc.hero)
    creature_fixed = creature.strength + state.profile.breath_token_value * face_up_breath(state, space)
    return FightSetup(
        space=space,
        creature=slot.card,
        heroes_fixed=heroes,
        creature_fixed=creature_fixed,
        hero_doubled=hero_doubled,
        creature_doubled="bestial_fury" in creature.icons,
        creature_rolled=creature_rolled,
        creature_wound_icon="wound" in creature.icons,
        impact_force="impact_force" in creature.icons,
        shields=tuple(shields),
        artifacts=tuple(artifacts),
        fight_order=tuple(fc.hero for fc in slot.fight_line),
    )


def totals(setup: FightSetup, hero_roll: int, creature_roll: int | None) -> tuple[int, int]:
    """The Heroes' and the Creature's totals once the dice are read."""
    heroes = setup.heroes_fixed + hero_roll * (2 if setup.hero_doubled else 1)
    creature = setup.creature_fixed
    if setup.creature_rolled and creature_roll is not None:
        creature += creature_roll * (2 if setup.creature_doubled else 1)
    return heroes, creature


def heroes_win(heroes: int, creature: int) -> bool:
    """Whether the Heroes win a fight with these totals: a tie goes to the Heroes."""
    return heroes >= creature


def spoils_due(state: OtherSideState, setup: FightSetup, won: bool) -> int:
    """How many Artifacts are drawn as spoils of the fight: the Creature's, while the pile lasts."""
    return min(index(state.profile).creatures[setup.creature].artifacts, artifacts_available(state)) if won else 0


def wound_order(setup: FightSetup, count: int) -> tuple[tuple[str, bool], ...]:
    """Where `count` Wounds of a fight go: (Hero, prevented by a Shield) for each, in order.

    About Wounds: one per card in Fight Line order from the first, starting again after the last;
    Symbol Glossary, Shield: a Wound that would land on a Hero holding an unused Shield is prevented.
    """
    shields = list(setup.shields)
    out = []
    for k in range(count):
        hero = setup.fight_order[k % len(setup.fight_order)]
        blocked = hero in shields
        if blocked:
            shields.remove(hero)
        out.append((hero, blocked))
    return tuple(out)


def wounds_landed(setup: FightSetup, most: int = 4) -> tuple[int, ...]:
    """For 0..`most` Wounds inflicted in the fight, how many land once Shields are used."""
    if not setup.fight_order:  # no card yet: no Shield either
        return tuple(range(most + 1))
    return tuple(sum(1 for _, blocked in wound_order(setup, n) if not blocked) for n in range(most + 1))


def next_fight(state: OtherSideState) -> int | None:
    """The leftmost Battle board space still holding a confronted Creature."""
    for i, slot in enumerate(state.battle):
        if slot is not None and slot.fight_line:
            return i + 1
    return None


def start_battle(state: OtherSideState) -> OtherSideState:
    """Phase 4 opens: each unconfronted Creature is discarded and leaves 2 face-down tokens."""
    state = replace(state, phase=Phase.BATTLE, acted=())
    for i, slot in enumerate(state.battle):
        if slot is not None and not slot.fight_line:
            battle = list(state.battle)
            battle[i] = None
            state = replace(state, battle=tuple(battle), creature_discard=state.creature_discard + (slot.card,))
            state = add_breaths(state, data.UNCONFRONTED_BREATH, DOWN, i + 1)
    return _after_fight(state)


def _after_fight(state: OtherSideState) -> OtherSideState:
    if state.outcome or next_fight(state) is not None:
        return state
    return begin_restoration(state)


def _check_roll(faces: tuple[Face, ...], value: int, wound: bool, die: str) -> None:
    if Face(value, wound) not in faces:
        shown = f"{value} with a Wound" if wound else str(value)
        raise RuleError(f"The {die} has no face showing {shown} (see the component profile).", BATTLE)


def resolve_fight(state: OtherSideState, event: ResolveFight) -> OtherSideState:
    """Settle the next fight: totals, spoils to the winners, Wounds in Fight Line order, cleanup."""
    require_phase(state, Phase.BATTLE)
    due = next_fight(state)
    if event.space != due:
        raise RuleError(f"Fights are settled from left to right: space {due} comes next.", BATTLE)
    setup = fight_setup(state, event.space)
    if isinstance(event.hero_roll, bool) or not isinstance(event.hero_roll, int):
        raise RuleError("Report the Hero die as a number.", BATTLE)
    _check_roll(state.profile.hero_die, event.hero_roll, event.hero_wound, "Hero die")
    if setup.creature_rolled:
        if event.creature_roll is None or isinstance(event.creature_roll, bool):
            raise RuleError("Report the Creature die: nothing here stops it being rolled.", BATTLE)
        _check_roll(state.profile.creature_die, event.creature_roll, event.creature_wound, "Creature die")
    elif event.creature_roll is not None or event.creature_wound:
        raise RuleError("Inhibition: the Creature die is not rolled in this fight.", "Symbol Glossary (Inhibition)")
    heroes, creature = totals(setup, event.hero_roll, event.creature_roll)
    won = heroes_win(heroes, creature)
    idx = index(state.profile)
    card = idx.creatures[setup.creature]
    order = setup.fight_order
    slot = state.battle[event.space - 1]

    # Spoils go to the Heroes of this Fight Line in the order their cards were placed.
    expected = spoils_due(state, setup, won)
    if len(event.artifacts_drawn) != expected:
        raise RuleError(f"{counted(expected, 'Artifact')} {are(expected)} drawn as spoils of this fight, not "
                        f"{len(event.artifacts_drawn)}.", BATTLE)
    for k, artifact in enumerate(event.artifacts_drawn):
        state = draw_artifact(state, order[k % len(order)], artifact, BATTLE)
    if won:
        state = replace(state, fragments=min(data.MIRROR_FRAGMENTS, state.fragments + card.mirror_fragments))

    # Wounds: the lost fight's first, then the dice's and the Creature's icon, in Fight Line order.
    count = (0 if won else 1) + int(event.hero_wound) + int(setup.creature_rolled and event.creature_wound)
    count += int(setup.creature_wound_icon)
    wounded: list[str] = []
    for hero, blocked in wound_order(setup, count):
        if blocked:
            continue  # Shield: this Wound never lands
        state = wound_hero(state, hero)
        wounded.append(hero)

    # Cleanup: Artifacts break or go to their Hero's discards; Action cards to discards.
    breakage_die = event.hero_roll * (2 if setup.hero_doubled and state.settings.breakage_uses_doubled_die else 1)
    for hero, artifact in setup.artifacts:
        value = idx.artifacts[artifact].breakage
        h = hero_state(state, hero)
        if setup.impact_force or (value is not None and breakage_die >= value):
            state = replace(state, artifact_discard=state.artifact_discard + (artifact,))
        else:
            state = with_hero(state, replace(h, discard=h.discard + (artifact,)))
    passion = [fc.card for fc in slot.fight_line if "too_much_passion" in idx.action_cards[fc.card].icons]
    for fc in slot.fight_line:
        h = hero_state(state, fc.hero)
        if len(passion) >= 2 and fc.card in passion:
            state = with_hero(state, replace(h, removed=h.removed + (fc.card,)))
        else:
            state = with_hero(state, replace(h, discard=h.discard + (fc.card,)))
    battle = list(state.battle)
    battle[event.space - 1] = None
    kept = won and card.mirror_fragments > 0
    state = replace(
        state,
        battle=tuple(battle),
        # Won with a Mirror Fragment: set aside; without one (or lost): the discard pile, as the
        # Phase 4 Example moves them (ruling won_without_fragment_discarded).
        conquered=state.conquered + ((setup.creature,) if kept else ()),
        creature_discard=state.creature_discard + (() if kept else (setup.creature,)),
        fights=state.fights + (FightRecord(state.turn, event.space, setup.creature, heroes, creature,
                                           won, tuple(wounded)),),
    )
    if state.fragments >= needed_fragments(state):
        return replace(state, outcome="won", phase=Phase.OVER)
    return _after_fight(state)
