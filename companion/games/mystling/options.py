"""What may happen next in a Mystling Academy Combat: the step, who acts, and every legal event."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Mapping

from companion.errors import RuleError
from companion.game import CHANCE, TABLE, YOU, Choice, Options, Outcome, Step, says, whose
from companion.odds import Dist

from . import data
from .events import (ByHand, Concede, Draw, EndTurn, EnemyDraw, EnemyMove, EnemyResolve, EnemyToken, EnemyTop, MoveTo,
                     Mulligan, NotTamed, PlaceToken, PlayCard, Proceed, Resolve, SetUp, Tamed, Trigger, UseBonus)
from .board import adjacency
from .combat import spaces_within
from .odds import enemy_card_damage, enemy_next_attacks
from .profile import Profile
from .rules import (BASIC_BONUS, apply, enemy_refill, ENEMY_KEYWORDS, ENEMY_TURN, IN_PLAY, KEYWORDS, NO_CHOICE, SETUP, STEP, TOKENS,
                    bonus_key, bonus_label, conditions_of, effect_words, damage_of, enemy_move_choices, enemy_token_targets, filled_slots, is_enemy,
                    is_solo, move_choices, passive_of, reshuffle_words, sheet, sides_in_play, space_of, stat, token_targets,
                    tokens_counted, upgrade_of)
from .state import ENEMY_SIDE, FATIGUE, MystlingState, Phase

PVP_NAMES = ("White", "Black")  # Combat Setup 5: each player chooses a colour, white or black
SOLO_NAME = YOU


def setup_events(profile: Profile, seed: int | None = None) -> tuple[SetUp, ...]:
    """Legal setups for this profile: duels (each seat, toss and start) and solo Combats, shuffled by `seed`."""
    out: list[SetUp] = []
    names = [m.name for m in profile.mystlings]
    marks = dict(profile.arena.starts)
    for card in (a.name for a in profile.arena_cards):
        if len(names) >= 2:
            for a in names:
                for b in names:
                    if a == b:
                        continue
                    for first in PVP_NAMES:
                        for start in data.PVP_SECOND_STARTS:
                            if start in marks:
                                out.append(SetUp("pvp", PVP_NAMES, (a, b), first, card, start))
        for m in names:
            for enemy in profile.enemies:
                out.append(SetUp("solo", (SOLO_NAME,), (m,), SOLO_NAME, card, data.SOLO_PLAYER_START, enemy.name))
    if seed is not None:
        random.Random(f"mystling-setup:{seed}").shuffle(out)
    return tuple(out)


def _setup_label(e: SetUp) -> str:
    if e.mode == "solo":
        return f"Solo: {e.mystlings[0]} against {e.enemy}, Arena card {e.arena_card}"
    # What tells twenty combinations apart comes first: a closed pick list shows only its start.
    first = e.players.index(e.first)
    second = 1 - first
    return (f"Duel, {e.players[first]} ({e.mystlings[first]}) first, {e.players[second]} ({e.mystlings[second]}) "
            f"starts on {e.second_start}; Arena card {e.arena_card}")


def _player(state: MystlingState, side: int) -> str:
    return state.players[side].player if not is_enemy(state, side) else state.players[0].player


def next_step(state: MystlingState) -> Step:
    """Who acts, at which step, what to report or choose, and the rulings met there."""
    if state.phase == Phase.SETUP:
        return Step(TABLE, "Combat Setup", SETUP, "Choose the mode, the Mystlings, the First Player and the Arena card.",
                    ("arena_start_iii_optional", "solo_no_second_power", "solo_pvp_stat_card"))
    if state.phase == Phase.OVER:
        return Step(TABLE, "End of Combat", "End of Combat", _summary(state))
    if state.phase == Phase.WIN_CHECK:
        return Step(_player(state, 0), "The Enemy is defeated", "End of Combat: TAME",
                    "Did that also fulfil the Taming card's remaining conditions?", ("defeated_enemy_tame_check",))
    if state.pending:
        return _pending_step(state)
    side = state.active
    who = _player(state, side)
    turn = f"Turn {state.turn}, {who}"
    if state.phase == Phase.BEFORE_CARD:
        return Step(who, f"{turn}: 1. Bonus Actions", STEP[1], "Use Bonus Actions, or go on to resolve a card.")
    if state.phase == Phase.CARD:
        return Step(who, f"{turn}: 2. Resolve one Action card", STEP[2],
                    "Choose a slot: gain its Power, then resolve its card.",
                    ("passive_after_resolving", "upgrade_slot_one_at_a_time", "removed_from_play"))
    if state.phase == Phase.AFTER_CARD:
        return Step(who, f"{turn}: 3. Bonus Actions", STEP[3], "Use Bonus Actions, or go on to draw cards.")
    if state.phase == Phase.END:
        counted, texts = counted_in_force(state, side), texts_in_force(state, side)
        said = f" Counted by the companion already (nothing to apply): {' / '.join(counted)}." if counted else ""
        said += f" In force, to apply by hand if it acts at the end of the turn: {' / '.join(texts)}" if texts else ""
        return Step(who, f"{turn}: 5. End of Turn", STEP[5], f"Resolve end of turn effects, then end the turn.{said}",
                    ("conditions_on_the_opponent", "summons_not_in_text"))
    return Step(who, f"{turn}: {state.phase.value}", STEP[4])


def _pending_step(state: MystlingState) -> Step:
    head = state.pending[0]
    side = head.side
    who = _player(state, side)
    src = f" ({head.source})" if head.source and head.source not in ("opening", "refill", "mulligan") else ""
    if head.kind == "draw":
        step = {"opening": (SETUP + ", step 12", "Opening draw"), "mulligan": (SETUP + ", step 13", "Mulligan draw"),
                "prepare": ("Bonus Actions: Prepare", "Prepare: draw")}.get(head.source, (STEP[4], "4. Draw cards"))
        return Step(CHANCE, f"{step[1]}: {who}", step[0], f"Which card did {who} draw into their rightmost empty slot?",
                    ("draws_reported", "prepare_rightmost_empty"))
    if head.kind == "mulligan":
        return Step(who, f"Mulligan: {who}", SETUP + ", step 13", "Keep these four cards, or take a mulligan?",
                    ("mulligan_draws_first",))
    if head.kind == "enemy_draw":
        ask = (f"The face-up top card, {state.enemy.top}, comes into slot 1." if state.enemy.top
               else "Which Enemy Attack card came into slot 1?")
        if len(state.enemy.deck) == 1:
            you = state.players[0].player
            gain = (f"{you} gain{'' if you == SOLO_NAME else 's'} 1 {FATIGUE} (on top of the discard pile)"
                    if state.fatigue_left else f"no {FATIGUE} card is left: {you} take{'' if you == SOLO_NAME else 's'} "
                    f"{data.FATIGUE_DAMAGE} Damage instead")
            ask += f" It is the Enemy deck's last card: once drawn, {gain} and {reshuffle_words(len(state.enemy.discard))}."
        return Step(CHANCE, "Enemy turn: 1. Draw an Enemy Attack card", ENEMY_TURN + ", step 1", ask,
                    ("enemy_deck_empties", "enemy_deck_face_up", "enemy_damage_odds"))
    enemy = is_enemy(state, side)
    step = "3." if head.source == "Enemy Special Ability" else "2."
    what = "Text effect" if head.kind == "text" else effect_words(head)  # the text itself is in the prompt
    name = f"Enemy turn: {step} {what}{src}" if enemy else f"{who}: {what}{src}"
    if head.kind in ("rush", "retreat"):
        ends = sorted(enemy_move_choices(state, head))
        ask = (f"The Enemy's {head.kind.capitalize()} ends on {ends[0]}, the only space it can: resolve it."
               if len(ends) == 1 else
               f"Where does the Enemy's {head.kind.capitalize()} end? You choose among the tied spaces.")
        return Step(who, name, f"{ENEMY_KEYWORDS}: {head.kind.capitalize()}", ask,
                    ("rush_retreat_order", "moves_never_through_a_mystling", "range_through_terrain"))
    if head.kind == "move":
        return Step(who, name, "Combat Keywords: Move", "Where does the Move end (your own space: no move)?",
                    ("moves_never_through_a_mystling",))
    if head.kind == "trigger":
        return Step(who, name, "Combat Keywords: Trigger", "Resolve another card from your slots (no Power), or not?",
                    ("trigger_optional", "trigger_first_only"))
    if head.kind == "token":
        return Step(who, name, TOKENS, "Where does the token go?",
                    ("token_limit_counts_both", "tokens_off_terrain", "enemy_token_at_limit"))
    text = f" {head.text}" if head.text else ""
    section = ENEMY_TURN + ", step 2" if enemy else KEYWORDS
    keys = {"condition": ("conditions_on_the_opponent",),
            "text": ("by_hand_controls", "summons_not_in_text")}.get(head.kind, ("defeat_stops_the_card",))
    return Step(who, name, section, f"Resolve it.{text}", keys)


def _summary(state: MystlingState) -> str:
    if state.result == "defeat":
        loser = state.players[state.loser].player
        return f"{says(state.players[1 - state.loser].player, 'wins')}: {whose(loser)} Mystling is defeated."
    return {"win": "You win: the Enemy is defeated.", "tame": "You Tame the Enemy!",
            "lose": "You lose the Combat."}.get(state.result, "The Combat is over.")


def _bonus_list(state: MystlingState, side: int) -> list[tuple[str, int, str, str]]:
    """(action, Power cost, name, label) of each Bonus Action side has: Dash and Prepare, its Element's, its
    Special Ability, the Arena card's (Bonus Actions; Arena Cards)."""
    p = state.profile
    m = p.mystling(sheet(state, side).mystling)
    offers = [("dash", BASIC_BONUS["dash"], "", "Dash"), ("prepare", BASIC_BONUS["prepare"], "", "Prepare")]
    element = p.element_bonus(m.element)
    if element is not None:
        offers.append(("element", element.cost, "", element.name))
    offers.append(("special", m.special.cost, "", m.special.name))
    return offers + [("arena", b.cost, b.name, b.name) for b in p.arena_card(state.arena_card).bonus_actions]


def _bonus_choices(state: MystlingState, side: int) -> list[Choice]:
    s = sheet(state, side)
    out: list[Choice] = []
    for action, cost, name, label in _bonus_list(state, side):
        if bonus_key(action, name) in s.used or s.power < cost:
            continue
        if action == "prepare":
            out += [Choice(f"Prepare ({cost} Power): discard {s.slots[i - 1]} from slot {i}",
                           UseBonus(s.player, "prepare", i)) for i in filled_slots(s)]
        else:
            out.append(Choice(f"{label} ({cost} Power)", UseBonus(s.player, action, 0, name)))
    return out


def _pending_choices(state: MystlingState) -> list[Choice]:
    head = state.pending[0]
    side = head.side
    if head.kind == "draw":
        s = sheet(state, side)
        return [Choice(f"{s.player} drew {c}", Draw(s.player, c), "report") for c in sorted(set(s.deck))]
    if head.kind == "mulligan":
        who = sheet(state, side).player
        return [Choice("Keep the four cards", Mulligan(who, False)), Choice("Take a mulligan", Mulligan(who, True))]
    if head.kind == "enemy_draw":
        top = state.enemy.top
        return [Choice(f"The Enemy drew {c}" + (" (the face-up top card)" if top else ""), EnemyDraw(c), "report")
                for c in ((top,) if top else sorted(set(state.enemy.deck)))]
    if is_enemy(state, side):
        if head.kind in NO_CHOICE:
            return [Choice(f"Resolve the Enemy's {effect_words(head)}", EnemyResolve())]
        if head.kind in ("rush", "retreat"):
            return [Choice(f"The Enemy ends its {head.kind.capitalize()} on {sp}", EnemyMove(sp))
                    for sp in sorted(enemy_move_choices(state, head))]
        if head.kind == "token":
            return [Choice(f"Enemy token on {sp}" + (f" (moved from {m})" if m else ""), EnemyToken(sp, m))
                    for sp, m in enemy_token_targets(state, head.range)]
        return []
    who = sheet(state, side).player
    if head.kind in NO_CHOICE:
        return [Choice(f"Resolve {effect_words(head)}" + (f" ({head.source})" if head.source else ""),
                       Resolve(who))]
    if head.kind == "move":
        here = sheet(state, side).space
        return [Choice("Stay on " + sp if sp == here else "Move to " + sp, MoveTo(who, sp))
                for sp in sorted(move_choices(state, side, head.amount))]
    if head.kind == "trigger":
        s = sheet(state, side)
        return [Choice(f"Trigger {s.slots[i - 1]} (slot {i})", Trigger(who, i)) for i in filled_slots(s)] + \
            [Choice("Do not Trigger", Trigger(who, 0))]
    if head.kind == "token":
        return [Choice(f"Token on {sp}" + (f" (moved from {m})" if m else ""), PlaceToken(who, sp, m))
                for sp, m in token_targets(state, side, head.range)]
    return []


def options(state: MystlingState) -> Options:
    """The step and every event `apply` accepts now."""
    step = next_step(state)
    if state.phase == Phase.SETUP:
        return Options(step, tuple(Choice(_setup_label(e), e) for e in setup_events(state.profile)))
    if state.phase == Phase.OVER:
        return Options(step, ())
    if state.phase == Phase.WIN_CHECK:
        return Options(step, (Choice("It fulfilled the next Taming condition", Tamed(), "report"),
                              Choice("No: the Combat is won", NotTamed())))
    choices: list[Choice] = []
    if state.pending:
        choices = _pending_choices(state)
    else:
        side = state.active
        s = sheet(state, side)
        if state.phase in (Phase.BEFORE_CARD, Phase.AFTER_CARD):
            choices = _bonus_choices(state, side)
            nxt = "resolve a card" if state.phase == Phase.BEFORE_CARD else "draw cards"
            choices.append(Choice(f"Go on to {nxt}", Proceed(s.player)))
        elif state.phase == Phase.CARD:
            choices = [Choice(f"Slot {i}: {s.slots[i - 1]} (+{data.SLOT_POWER[i]} Power)", PlayCard(s.player, i))
                       for i in filled_slots(s)]
        elif state.phase == Phase.END:
            choices = [Choice("End the turn", EndTurn(s.player))]
    if is_solo(state) and not state.enemy.top and state.enemy.deck and not _drawing_enemy(state):
        choices += [Choice(f"Face up on the Enemy deck: {c}", EnemyTop(c), "report") for c in sorted(set(state.enemy.deck))]
    if state.pending and state.pending[0].kind == "text" and state.phase in IN_PLAY or \
            state.phase == Phase.END and not state.pending and texts_in_force(state, state.active):
        # Turn Structure 5: end of turn effects (in the text in force) are applied in the player's order.
        choices += by_hand_choices(state)
    taming = _taming_choice(state)
    choices += [taming] if taming else []
    choices += [Choice(says(s.player, "concedes"), Concede(s.player)) for s in state.players]
    offers = _offers(state, choices)
    if taming:  # reported beside the Taming card; the last condition ends the Combat for good, so it is confirmed
        last = state.enemy.tamed + 1 == len(state.profile.enemy(state.enemy.name).taming)
        offers.update(taming=(taming.event,), confirm=(taming.event,) if last else ())
    return Options(step, tuple(choices), offers)


def _taming_choice(state: MystlingState) -> Choice | None:
    """End of Combat: TAME: the next Taming condition, in order, reported fulfilled; offered in play once the
    opening draw is done, but not while a draw is being reported (no effect has resolved since the last step)."""
    if not is_solo(state) or state.phase in (Phase.OPENING, Phase.MULLIGAN):
        return None
    if state.pending and state.pending[0].kind in ("draw", "enemy_draw"):
        return None
    taming = state.profile.enemy(state.enemy.name).taming
    n = state.enemy.tamed
    if n >= len(taming):
        return None
    last = " (the last one: the Enemy is Tamed and the Combat ends)" if n + 1 == len(taming) else ""
    # The condition is the Taming card's text, which the companion cannot check: the table reports it met.
    return Choice(f"Report: Taming condition {n + 1} met ({taming[n].rstrip('.')}){last}", Tamed(), "report")


SPACE_EVENTS = (MoveTo, PlaceToken, EnemyMove, EnemyToken)  # the events that end on a space of the Arena


def why_not_on(state: MystlingState, space: str) -> RuleError | None:
    """The rules' refusal of ending the step's Move, Rush, Retreat or token on `space` (None: offered there, or no
    space asked now)."""
    events = [c.event for c in options(state).choices if isinstance(c.event, SPACE_EVENTS)]
    if not events or any(e.space == space for e in events):
        return None
    fresh = [e for e in events if not getattr(e, "move_from", "")] or events
    try:
        apply(state, replace(fresh[0], space=space))
    except RuleError as exc:
        return exc
    return None


def _drawing_enemy(state: MystlingState) -> bool:
    """Whether the Enemy's draw is what comes next (its card is reported by EnemyDraw then)."""
    return bool(state.pending) and state.pending[0].kind == "enemy_draw"


def side_name(state: MystlingState, side: int) -> str:
    """How a side is called at the table: the player's name, or "the Enemy"."""
    return "the Enemy" if is_enemy(state, side) else state.players[side].player


def by_hand_choices(state: MystlingState) -> list[Choice]:
    """The generic controls for a free-text effect (Combat Keywords): 1 Damage or 1 Heal on a side, a Mystling
    moved to an open space, a token placed or taken off, a Condition given or taken off; each checked by the rules."""
    who = state.players[0].player if is_solo(state) else state.players[state.active].player
    out: list[Choice] = []
    arena = state.profile.arena
    names = sorted({e.text for c in state.profile.cards for e in c.effects if e.kind == "condition"} |
                   {n for side in sides_in_play(state) for n, _ in conditions_of(state, side)})
    for side in sides_in_play(state):
        name = side_name(state, side)
        out.append(Choice(f"By hand: 1 Damage to {name}", ByHand(who, "damage", side)))
        if damage_of(state, side):
            out.append(Choice(f"By hand: Heal 1 on {name}", ByHand(who, "heal", side)))
        here, there = space_of(state, side), space_of(state, 1 - side)
        out += [Choice(f"By hand: move {name} to {sp}", ByHand(who, "move", side, space=sp)) for sp in arena.names()
                if sp not in (here, there) and sp not in state.blocked]
        mine = {sp for sp, s in state.tokens if s == side}
        if tokens_counted(state, side) < stat(state, side, "token_limit"):
            out += [Choice(f"By hand: a token of {name} on {sp}", ByHand(who, "token", side, space=sp))
                    for sp in arena.names() if sp not in state.terrain and sp not in mine]
        out += [Choice(f"By hand: take {name}'s token off {sp}", ByHand(who, "untoken", side, space=sp))
                for sp in sorted(mine)]
        out += [Choice(f"By hand: a {n} token on {name}", ByHand(who, "condition", side, name=n)) for n in names]
        out += [Choice(f"By hand: take a {n} token off {name}", ByHand(who, "uncondition", side, name=n))
                for n, _ in conditions_of(state, side)]
    return out


def _offers(state: MystlingState, choices: list[Choice]) -> dict[str, tuple[Any, ...]]:
    """What the arena drawing may highlight: the spaces the choices name, and the range of the effect pending."""
    spaces = sorted({e.space for e in (c.event for c in choices) if isinstance(e, (MoveTo, EnemyMove, PlaceToken,
                                                                                     EnemyToken))})
    offers: dict[str, tuple[Any, ...]] = {"spaces": tuple(spaces)}
    if state.pending and state.pending[0].kind in ("attack", "deal", "token"):
        head = state.pending[0]
        reach = data.ATTACK_RANGE if head.kind == "attack" else head.range
        here = state.enemy.space if is_enemy(state, head.side) else sheet(state, head.side).space
        offers["range"] = tuple(sorted(spaces_within(adjacency(state.profile.arena), here, reach)))
    return offers


def is_over(state: MystlingState) -> bool:
    """Whether the Combat has ended."""
    return state.phase == Phase.OVER


def outcome(state: MystlingState) -> Outcome | None:
    """Who won and how, or None while the Combat goes on."""
    if state.phase != Phase.OVER:
        return None
    if state.result == "defeat":
        winner = state.players[1 - state.loser]
        return Outcome((winner.player,), _summary(state))
    you = state.players[0].player
    winners = (you,) if state.result in ("win", "tame") else ()
    return Outcome(winners, _summary(state), {"result": state.result})


def players_of_setup(event: Any) -> tuple[str, ...] | None:
    """The players' names for a setup, else None."""
    return tuple(event.players) if isinstance(event, SetUp) else None


# --- what the dashboard shows: the core's reading of the table, as plain data -----------------


@dataclass(frozen=True)
class BonusOffer:
    """One Bonus Action of the side whose turn it is: its label, cost, whether used this turn, and the
    events that use it now (none when used, too dear, or not the Bonus Action step) and, with none, why not."""

    action: str
    label: str
    cost: int
    used: bool
    events: tuple[UseBonus, ...] = ()
    why_not: str = ""


def bonus_actions(state: MystlingState, side: int | None = None) -> tuple[BonusOffer, ...]:
    """Every Bonus Action of `side` (default: whose turn it is), used or not (Bonus Actions); none before the first
    turn (the opening draw and the mulligans are no one's turn) or after the Combat."""
    if not state.players or state.phase in (Phase.SETUP, Phase.OPENING, Phase.MULLIGAN, Phase.OVER):
        return ()
    side = state.active if side is None else side
    if is_enemy(state, side):
        return ()
    s = sheet(state, side)
    now = options(state).choices if side == state.active else ()
    out = []
    for action, cost, name, label in _bonus_list(state, side):
        events = tuple(c.event for c in now if isinstance(c.event, UseBonus) and c.event.action == action
                       and c.event.name == name)
        used = bonus_key(action, name) in s.used
        out.append(BonusOffer(action, label, cost, used, events, "" if events else _why_not(state, side, cost, used)))
    return tuple(out)


def _why_not(state: MystlingState, side: int, cost: int, used: bool) -> str:
    """Why a Bonus Action cannot be used now, in the rulebook's words."""
    if used:
        return "Each Bonus Action can only be used once per turn (Turn Structure 1)."
    if side != state.active or state.phase not in (Phase.BEFORE_CARD, Phase.AFTER_CARD) or state.pending:
        return "Bonus Actions are used in steps 1 and 3 of your turn, once the effect being resolved is done."
    power = sheet(state, side).power
    if power < cost:
        return f"It costs {cost} Power; {says(sheet(state, side).player, 'has')} {power} (Turn Structure 1)."
    return "No card in a slot to discard."


def _passive_text(passive: Any) -> str:
    if passive is None:
        return ""
    parts = [f"{k.capitalize()} {v:+d}" for k in ("attack", "defense", "willpower", "movement")
             if (v := getattr(passive, k))]
    if passive.text:
        parts.append(passive.text)
    return ", ".join(parts)


def side_colour(state: MystlingState, side: int) -> str:
    """A side's colour, "white" or "black": a duel's players chose theirs (Combat Setup 5, their names); in solo
    you are white and the Enemy black (Elemental Tokens: the white side is the Player's, the black the Enemy's)."""
    if not is_solo(state) and side < len(state.players) and state.players[side].player.lower() in ("white", "black"):
        return state.players[side].player.lower()
    return ("white", "black")[side % 2]


def side_view(state: MystlingState, side: int) -> dict[str, Any]:
    """A side's sheet as the table reads it: stats (with the Passive in force), Damage, Power, tokens,
    Conditions, slots with their Power, deck and piles; for the solo Enemy its five slots, Special
    Ability slot and Taming."""
    enemy = is_enemy(state, side)
    view: dict[str, Any] = {
        "side": side, "enemy": enemy, "space": space_of(state, side), "damage": damage_of(state, side),
        "health": stat(state, side, "health"), "attack": stat(state, side, "attack"),
        "defense": stat(state, side, "defense"), "willpower": stat(state, side, "willpower"),
        "movement": stat(state, side, "movement"), "token_limit": stat(state, side, "token_limit"),
        "tokens": tokens_counted(state, side), "conditions": conditions_of(state, side),
        "active": state.active == side and state.phase not in (Phase.SETUP, Phase.OVER),
        "colour": side_colour(state, side),
    }
    if enemy:
        e = state.enemy
        spec = state.profile.enemy(e.name)
        view.update(name="Enemy", mystling=e.name, element=spec.element, held=e.held_tokens,
                    track=tuple((i + 1, c) for i, c in enumerate(e.track)), special_slot=spec.special_slot,
                    special=", ".join(effect_words(x) for x in spec.special), deck=len(e.deck),
                    discard=len(e.discard), tamed=e.tamed, taming=spec.taming, power=0, max_power=0,
                    passive=spec.passive, discard_top="", top=e.top, setup=spec.setup, upgrade="",
                    upgrade_gives="")
        return view
    s = sheet(state, side)
    m = state.profile.mystling(s.mystling)
    view.update(name=s.player, mystling=s.mystling, element=m.element, held=s.held_tokens, power=s.power,
                max_power=data.MAX_POWER, passive=_passive_text(passive_of(state, side)),
                discard_top=s.discard[-1] if s.discard else "", deck=len(s.deck), discard=len(s.discard),
                slots=tuple((i + 1, c, data.SLOT_POWER[i + 1]) for i, c in enumerate(s.slots)),
                # Bonus Actions are used once per turn: only the acting side's count (by their card's name)
                used=tuple(bonus_label(state, s.player, *_used_key(k)) for k in s.used) if view["active"] else (),
                triggered=s.triggered, upgrade=s.upgrade,
                upgrade_gives=_passive_text(upgrade_of(state, side)), removed=s.removed)
    return view


def _used_key(key: str) -> tuple[str, str]:
    """A `Sheet.used` key back to (action, name): "arena: X" is the Arena card's Bonus Action X."""
    action, _, name = key.partition(": ")
    return action, name


def arena_card_view(state: MystlingState) -> dict[str, Any]:
    """The Arena card in play as the table reads it (Arena Cards): its name, Setup text, each Terrain rule
    (icon, whether it blocks, its text, the spaces it is on) and its Bonus Actions in words; {} before setup."""
    if not state.arena_card:
        return {}
    card = state.profile.arena_card(state.arena_card)
    arena = state.profile.arena
    terrain = tuple((t.icon, t.blocks, t.text, tuple(sorted(s.name for s in arena.spaces if s.icon == t.icon)))
                    for t in card.terrain)
    bonus = tuple((b.name, b.cost, ". ".join(effect_words(x) for x in b.effects)) for b in card.bonus_actions)
    return {"name": card.name, "setup": card.setup, "terrain": terrain, "bonus": bonus}


def counted_in_force(state: MystlingState, side: int) -> tuple[str, ...]:
    """The stat changes in force for a player's side that the companion counts itself: its Passive's and its
    Upgrade's, each with the card giving it, e.g. "Guardian Stance (Upgrade slot): Defense +1"."""
    if not state.players or is_enemy(state, side):
        return ()
    s = sheet(state, side)
    given = ((s.discard[-1] if s.discard else "", "Passive", passive_of(state, side)),
             (s.upgrade, "Upgrade slot", upgrade_of(state, side)))
    return tuple(f"{card} ({where}): {words}" for card, where, g in given
                 if g is not None and (words := _passive_text(replace(g, text=""))))


def texts_in_force(state: MystlingState, side: int) -> tuple[str, ...]:
    """The free texts in force for `side` now: its Passive's and its Upgrade's text (a player), its Enemy Passive
    (the Enemy); the players apply what they say (an end of turn effect, say) with the generic controls."""
    if not state.players:
        return ()
    if is_enemy(state, side):
        return tuple(t for t in (state.profile.enemy(state.enemy.name).passive,) if t)
    return tuple(g.text for g in (passive_of(state, side), upgrade_of(state, side)) if g is not None and g.text)


@dataclass(frozen=True)
class EnemyAttackOdds:
    """Solo: the Enemy's coming Attack cards as the table stands: the face-up top card ("" unreported), the
    cards left, the Dist of the card its next turn draws and of the one after (None: no card would come),
    each card's symbol, each symbol's effects in words, the cards with an Attack or Deal effect, the Damage
    each symbol deals you from where both stand now (odds.enemy_card_damage) and the chance the next card damages you."""

    top: str
    left: int
    next: Dist
    after: Dist | None
    symbol: Mapping[str, str]
    effects: Mapping[str, str]
    hitting: frozenset[str]
    damage: Mapping[str, int]
    p_damage: Fraction | None
    certain: str = ""   # the next card when it is certain (the face-up top reported, or the last card left)
    moving: str = ""    # "Rush" or "Retreat" while the Enemy is still to make it: the Damage waits for where it ends


def enemy_attack_odds(state: MystlingState) -> EnemyAttackOdds | None:
    """The odds of the Enemy's next Attack card (None outside a solo Combat or with its deck empty): exact, from
    the cards left, its face-up top card, and (when the deck runs out) its discard with slot 5's card on it."""
    if not is_solo(state) or state.enemy is None or not state.enemy.deck:
        return None
    e = state.enemy
    spec = state.profile.enemy(e.name)
    nxt, after = enemy_next_attacks(e.deck, e.top, refill=enemy_refill(state))
    cards = state.profile.attack_card_index
    symbol = {c: cards[c].symbol for c in spec.deck}
    effects = {sym: ". ".join(effect_words(x) for x in eff) for sym, eff in spec.effects}
    hitting = frozenset(c for c, sym in symbol.items() if any(x.kind in ("attack", "deal") for x in spec.effects_of(sym)))
    certain = e.top or (e.deck[0] if len(set(e.deck)) == 1 else "")
    moving = next((p.kind.capitalize() for p in state.pending if p.side == ENEMY_SIDE and p.kind in ("rush", "retreat")),
                  "")
    if moving:  # where both stand is about to change (Enemy Keywords): no Damage figure from here
        return EnemyAttackOdds(e.top, len(e.deck), nxt, after, symbol, effects, hitting, {}, None, certain, moving)
    one_each = {sym: c for c, sym in sorted(symbol.items())}  # the symbol picks the effects: one card stands for it
    damage = {sym: enemy_card_damage(state, c) for sym, c in one_each.items()}
    p_damage = nxt.p(lambda c: damage[symbol[c]] > 0)
    return EnemyAttackOdds(e.top, len(e.deck), nxt, after, symbol, effects, hitting, damage, p_damage, certain)


def card_text(state: MystlingState, card: str) -> str:
    """An Action card's effects (and Passive, Upgrade, removal) in words, from the profile."""
    c = state.profile.card_index.get(card)
    if c is None:
        return ""
    parts = [". ".join(effect_words(e) for e in c.effects)]
    if c.passive:
        parts.append(f"Passive: {_passive_text(c.passive)}")
    if c.goes == "upgrade":
        parts.append("Upgrade: goes to the Upgrade slot" + (f" ({_passive_text(c.upgrade)})" if c.upgrade else ""))
    if c.goes == "remove":
        parts.append("Removed from play once resolved")
    return ". ".join(p for p in parts if p)


def card_reach(state: MystlingState, side: int, slot: int) -> tuple[str, ...]:
    """The spaces the card in `slot` reaches from side's space: its Attack (range 1), Deal or token range."""
    if not state.players or is_enemy(state, side):
        return ()
    s = sheet(state, side)
    if not 1 <= slot <= len(s.slots) or not s.slots[slot - 1]:
        return ()
    c = state.profile.card_index.get(s.slots[slot - 1])
    if c is None:
        return ()
    reach = max([data.ATTACK_RANGE if e.kind == "attack" else e.range for e in c.effects
                 if e.kind in ("attack", "deal", "token", "condition")] or [0])
    if not reach:
        return ()
    return tuple(sorted(spaces_within(adjacency(state.profile.arena), s.space, reach)))


__all__ = ["SPACE_EVENTS", "why_not_on", "counted_in_force", "side_colour", "BonusOffer", "EnemyAttackOdds", "arena_card_view", "texts_in_force", "by_hand_choices", "enemy_attack_odds", "side_name", "bonus_actions", "card_reach", "card_text", "is_over", "next_step", "options", "outcome",
           "players_of_setup", "setup_events", "side_view"]
