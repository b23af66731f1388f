"""Mystling Academy's rules: `apply(state, event)` gives the new state or raises RuleError naming the section.

The turn is the rulebook's five steps; what a card, a Bonus Action or an Enemy effect does is a
list of `Pending` items worked through in order. The companion does the bookkeeping itself
(discarding, reshuffling, sliding the Enemy's slots, the Special Ability check) and waits for an
event wherever the table reports a draw or a player chooses (where to move, which slot to
Trigger, where a token goes, where the Enemy's Rush or Retreat ends among the tied spaces, the
face-up top card of the Enemy deck). A card effect the profile holds as text is applied with the
generic controls (`ByHand`: Damage, Heal, a move, a token, a Condition), each checked here.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from companion.errors import RuleError

from . import data
from .board import adjacency, icon_spaces, start_space
from .combat import (gain_power, magic_damage, move_destinations, physical_damage, range_between,
                     retreat_destinations, rush_destinations, slot_power, spaces_within, token_spaces_nearest)
from .events import (ByHand, Concede, Draw, EndTurn, EnemyDraw, EnemyMove, EnemyResolve, EnemyToken, EnemyTop, MoveTo,
                     Mulligan, NotTamed, PlaceToken, PlayCard, Proceed, Resolve, SetUp, Tamed, Trigger, UseBonus)
from .profile import Effect, Profile, attack_cards_by_name, cards_by_name
from .state import EMPTY, ENEMY_SIDE, FATIGUE, EnemySheet, MystlingState, Pending, Phase, Sheet

SETUP = "Combat Setup"
SOLO_SETUP = "Enemy Mystling: Combat setup"
TURN = "Turn Structure"
STEP = {1: "Turn Structure, 1. Use Bonus Action(s)", 2: "Turn Structure, 2. Resolving one Action card",
        3: "Turn Structure, 3. Use Bonus Action(s)", 4: "Turn Structure, 4. Draw cards",
        5: "Turn Structure, 5. End of Turn"}
BONUS = "Bonus Actions"
KEYWORDS = "Combat Keywords"
TOKENS = "Other Combat Rules: Elemental Tokens"
ENEMY_TURN = "Enemy Turn Order"
ENEMY_KEYWORDS = "Enemy Keywords"
END = "End of Combat"
NO_CHOICE = ("attack", "heal", "deal", "gain_token", "condition", "text")
BASIC_BONUS = {"dash": data.DASH_COST, "prepare": data.PREPARE_COST}


def new_game(profile: Profile) -> MystlingState:
    """The table before Combat Setup."""
    return MystlingState(profile=profile)


# --- reading the state ----------------------------------------------------------------------

def is_solo(state: MystlingState) -> bool:
    """Whether this is a solo Combat against an Enemy."""
    return state.mode == "solo"


def is_enemy(state: MystlingState, side: int) -> bool:
    """Whether `side` is the solo Enemy."""
    return is_solo(state) and side == ENEMY_SIDE


def sheet(state: MystlingState, side: int) -> Sheet:
    """A player's sheet by side."""
    return state.players[side]


def space_of(state: MystlingState, side: int) -> str:
    """Where side's Mystling (or the Enemy) stands."""
    return state.enemy.space if is_enemy(state, side) else state.players[side].space


def damage_of(state: MystlingState, side: int) -> int:
    """The Damage on side's sheet."""
    return state.enemy.damage if is_enemy(state, side) else state.players[side].damage


def passive_of(state: MystlingState, side: int):
    """The Passive of the top card of side's discard pile, if it has one (Passive Effects)."""
    if is_enemy(state, side) or not state.players[side].discard:
        return None
    card = cards_by_name(state.profile).get(state.players[side].discard[-1])
    return card.passive if card is not None and card.passive else None


def stat(state: MystlingState, side: int, key: str) -> int:
    """A current stat (movement, willpower, defense, health, attack, token_limit): the sheet's plus the Passive."""
    if is_enemy(state, side):
        return getattr(state.profile.enemy(state.enemy.name), key)
    base = getattr(state.profile.mystling(state.players[side].mystling), key)
    bonus = 0
    if key in ("attack", "defense", "willpower", "movement"):
        for gives in (passive_of(state, side), upgrade_of(state, side)):
            bonus += getattr(gives, key, 0) if gives is not None else 0
    return max(base + bonus, 0)


def upgrade_of(state: MystlingState, side: int):
    """What the card in side's Upgrade slot gives, if one is there (Mystling Sheet Breakdown: Upgrade Slot)."""
    if is_enemy(state, side) or not state.players[side].upgrade:
        return None
    card = cards_by_name(state.profile).get(state.players[side].upgrade)
    return card.upgrade if card is not None else None


def elements_of(state: MystlingState, side: int) -> frozenset[str]:
    """Side's Element and sub-element (Elemental Advantage applies to sub-elements too)."""
    if is_enemy(state, side):
        return frozenset({state.profile.enemy(state.enemy.name).element})
    m = state.profile.mystling(state.players[side].mystling)
    return frozenset(e for e in (m.element, m.sub_element) if e)


def conditions_of(state: MystlingState, side: int) -> tuple[tuple[str, int], ...]:
    """Side's Condition tokens by type."""
    return state.enemy.conditions if is_enemy(state, side) else state.players[side].conditions


def _one_each_less(conditions: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
    """End of Turn: 1 Condition token of each type discarded."""
    return tuple((name, n - 1) for name, n in conditions if n > 1)


def range_to_opponent(state: MystlingState, side: int) -> int:
    """The range between the two Mystlings (Range: counted through every space)."""
    return range_between(adjacency(state.profile.arena), space_of(state, side), space_of(state, 1 - side))


def tokens_of(state: MystlingState, side: int) -> tuple[str, ...]:
    """The spaces of side's Elemental tokens in the Arena."""
    return tuple(sp for sp, s in state.tokens if s == side)


def tokens_counted(state: MystlingState, side: int) -> int:
    """Side's tokens toward its token limit: those in the Arena and those on its sheet."""
    held = state.enemy.held_tokens if is_enemy(state, side) else state.players[side].held_tokens
    return held + len(tokens_of(state, side))


def side_of(state: MystlingState, player: Any) -> int:
    """The side of the player called `player`, or RuleError."""
    for i, s in enumerate(state.players):
        if s.player == player:
            return i
    raise RuleError(f"No player is called {player!r} in this Combat.", SETUP)


def filled_slots(s: Sheet) -> tuple[int, ...]:
    """The slots (1-4) holding a card."""
    return tuple(i + 1 for i, c in enumerate(s.slots) if c != EMPTY)


def move_choices(state: MystlingState, side: int, extra: int) -> frozenset[str]:
    """Where a Move of side's Mystling (Movement + extra) may end (Combat Keywords: Move; Golden Rule 4)."""
    return move_destinations(adjacency(state.profile.arena), space_of(state, side), space_of(state, 1 - side),
                             stat(state, side, "movement") + extra, blocked=state.blocked)


def token_targets(state: MystlingState, side: int, rng: int) -> tuple[tuple[str, str], ...]:
    """Every (space, move_from) a player's token placement may take: within range, never on Terrain, one
    of each Mystling's tokens a space; at the token limit, one of their Arena tokens moves there
    (move_from; it may stay where it is), below it a new token is placed (move_from "")."""
    adj = adjacency(state.profile.arena)
    within = spaces_within(adj, space_of(state, side), rng) - state.terrain
    mine = tokens_of(state, side)
    if tokens_counted(state, side) < stat(state, side, "token_limit"):
        return tuple((sp, "") for sp in sorted(within - set(mine)))
    return tuple((sp, m) for m in mine for sp in sorted(within - (set(mine) - {m})))


def enemy_token_targets(state: MystlingState, rng: int) -> tuple[tuple[str, str], ...]:
    """Every (space, move_from) the Enemy's token may take: the open spaces within range nearest you;
    at its limit its token farthest from you moves there instead (the player picks among ties)."""
    adj = adjacency(state.profile.arena)
    mine = set(tokens_of(state, ENEMY_SIDE))
    you = space_of(state, 0)
    if tokens_counted(state, ENEMY_SIDE) < stat(state, ENEMY_SIDE, "token_limit"):
        near = token_spaces_nearest(adj, state.enemy.space, you, rng, closed=state.terrain | mine)
        return tuple((sp, "") for sp in sorted(near))
    if not mine:
        return ()
    far = max(range_between(adj, t, you) for t in mine)
    out = []
    for m in sorted(t for t in mine if range_between(adj, t, you) == far):
        near = token_spaces_nearest(adj, state.enemy.space, you, rng, closed=state.terrain | (mine - {m}))
        out.extend((sp, m) for sp in sorted(near))
    return tuple(out)


def enemy_move_choices(state: MystlingState, head: Pending) -> frozenset[str]:
    """Where the Enemy's Rush or Retreat may end (Enemy Keywords), the player choosing among them."""
    fn = rush_destinations if head.kind == "rush" else retreat_destinations
    return fn(adjacency(state.profile.arena), state.enemy.space, space_of(state, 0),
              stat(state, ENEMY_SIDE, "movement") + head.amount, blocked=state.blocked)


# --- changing the state ---------------------------------------------------------------------

def _set(state: MystlingState, side: int, **changes: Any) -> MystlingState:
    if is_enemy(state, side):
        return replace(state, enemy=replace(state.enemy, **changes))
    players = list(state.players)
    players[side] = replace(players[side], **changes)
    return replace(state, players=tuple(players))


def _without(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def _slide(slots: tuple[str, ...]) -> tuple[str, ...]:
    """Slide the cards right, keeping their order (Turn Structure 4)."""
    cards = tuple(c for c in slots if c != EMPTY)
    return (EMPTY,) * (len(slots) - len(cards)) + cards


def _effects(side: int, effects: tuple[Effect, ...], source: str) -> tuple[Pending, ...]:
    return tuple(Pending(e.kind, side, e.amount, e.range, e.text, source, e.advantage) for e in effects)


PILES = ("discard", "remove", "upgrade")  # where a resolved card goes (profile.CARD_GOES)


def _card_pending(state: MystlingState, side: int, card: str) -> tuple[Pending, ...]:
    if card == FATIGUE:
        return (Pending("remove", side, source=card),)
    found = cards_by_name(state.profile)[card]
    return _effects(side, found.effects, card) + (Pending(found.goes, side, source=card),)


def _to_pile(state: MystlingState, item: Pending) -> MystlingState:
    """A resolved card onto its pile: the discard pile, out of play, or the Upgrade slot (the Upgrade there
    before it is discarded: the slot stores one at a time, ruling `upgrade_slot_one_at_a_time`)."""
    s = sheet(state, item.side)
    if item.kind == "discard":
        return _set(state, item.side, discard=s.discard + (item.source,))
    if item.kind == "remove":
        return _set(state, item.side, removed=s.removed + (item.source,))
    return _set(state, item.side, upgrade=item.source, discard=s.discard + ((s.upgrade,) if s.upgrade else ()))


def _finish(state: MystlingState, phase: Phase, result: str = "", loser: int = -1) -> MystlingState:
    """The Combat stops here: nothing pending resolves, but the cards being resolved still reach their piles."""
    for item in state.pending:
        if item.kind in PILES and not is_enemy(state, item.side):
            state = _to_pile(state, item)
    return replace(state, phase=phase, pending=(), result=result, loser=loser)


def _hurt(state: MystlingState, side: int, amount: int) -> MystlingState:
    """Damage on `side`; the moment it reaches Health the Combat ends (End of Combat), nothing more resolves."""
    total = damage_of(state, side) + amount
    state = _set(state, side, damage=total)
    if amount <= 0 or total < stat(state, side, "health"):
        return state
    if not is_solo(state):
        return _finish(state, Phase.OVER, "defeat", side)
    if side == 0:
        return _finish(state, Phase.OVER, "lose", 0)
    taming = state.profile.enemy(state.enemy.name).taming
    if state.enemy.tamed < len(taming):
        return _finish(state, Phase.WIN_CHECK)
    return _finish(state, Phase.OVER, "win", ENEMY_SIDE)


def _start_turn(state: MystlingState, side: int) -> MystlingState:
    if not is_enemy(state, side):
        state = _set(state, side, used=(), triggered=False)
    return replace(state, active=side, turn=state.turn + 1, phase=Phase.BEFORE_CARD, pending=())


def _enemy_deck_emptied(state: MystlingState) -> MystlingState:
    """Enemy Turn Order 1: an emptied Enemy deck gives you a Fatigue card (or 5 Damage), then reshuffles."""
    if state.fatigue_left > 0:
        you = state.players[0]
        state = _set(state, 0, discard=you.discard + (FATIGUE,))
        state = replace(state, fatigue_left=state.fatigue_left - 1)
    else:
        state = _hurt(state, 0, data.FATIGUE_DAMAGE)
        if state.phase == Phase.OVER:
            return state
    enemy = state.enemy
    return replace(state, enemy=replace(enemy, deck=tuple(sorted(enemy.discard)), discard=(), top=""))


def settle(state: MystlingState) -> MystlingState:
    """Do the bookkeeping at the head of what is pending, until an event from the table is needed."""
    while True:
        if state.phase in (Phase.OVER, Phase.WIN_CHECK):
            return replace(state, pending=()) if state.pending else state
        if not state.pending:
            if state.phase == Phase.DRAW:
                return replace(state, phase=Phase.END)
            return state
        head, rest = state.pending[0], state.pending[1:]
        kind, side = head.kind, head.side
        if head.advantage and head.advantage not in elements_of(state, 1 - side):
            state = replace(state, pending=rest)  # Elemental Advantage: the target's Element does not match
            continue
        if state.phase in (Phase.OPENING, Phase.MULLIGAN):
            wanted = Phase.MULLIGAN if kind == "mulligan" else Phase.OPENING
            if state.phase != wanted:
                state = replace(state, phase=wanted)
        if kind in PILES:
            state = replace(_to_pile(state, head), pending=rest)
        elif kind == "unaside":  # Combat Setup 13: the set-aside cards are shuffled back in
            s = sheet(state, side)
            state = replace(_set(state, side, deck=tuple(sorted(s.deck + s.aside)), aside=()), pending=rest)
        elif kind == "draw":
            s = sheet(state, side)
            if EMPTY not in s.slots:
                state = replace(state, pending=rest)
            elif not s.deck and (s.discard or s.upgrade):
                # Turn Structure 4: discard the attached Upgrade, then shuffle the discard pile into a new deck
                pile = s.discard + ((s.upgrade,) if s.upgrade else ())
                state = _set(state, side, deck=tuple(sorted(pile)), discard=(), upgrade="")
            elif not s.deck:
                state = replace(state, pending=rest)  # nothing left to draw
            else:
                return state
        elif kind == "setup_end":
            if not is_solo(state):
                second = state.players[1]
                state = _set(state, 1, power=gain_power(second.power, data.SECOND_PLAYER_POWER))
            state = replace(_start_turn(replace(state, pending=rest), 0), turn=1)
        elif kind == "trigger":
            s = sheet(state, side)
            if s.triggered or not filled_slots(s):
                state = replace(state, pending=rest)  # Trigger: only the first may be used; none left to pick
            else:
                return state
        elif kind == "token" and is_enemy(state, side):
            if not enemy_token_targets(state, head.range):
                state = replace(state, pending=rest)
            else:
                return state
        elif kind == "token":
            if not token_targets(state, side, head.range):
                state = replace(state, pending=rest)
            else:
                return state
        elif kind == "enemy_draw":
            if not state.enemy.deck:
                state = replace(state, pending=rest)  # deck and discard both empty: no card comes
            else:
                return state
        elif kind == "enemy_special":
            enemy = state.profile.enemy(state.enemy.name)
            if state.enemy.track[enemy.special_slot - 1] != EMPTY:
                special = _effects(ENEMY_SIDE, enemy.special, "Enemy Special Ability")
                state = replace(state, pending=special + (Pending("enemy_clear", ENEMY_SIDE),) + rest)
            else:
                state = replace(state, pending=rest)
        elif kind == "enemy_clear":
            e = state.enemy
            state = replace(state, pending=rest, enemy=replace(
                e, discard=e.discard + tuple(c for c in e.track if c != EMPTY), track=(EMPTY,) * len(e.track)))
        elif kind == "enemy_end":  # Enemy Turn Order 4: 1 Condition token of each type off the Enemy
            state = _set(state, ENEMY_SIDE, conditions=_one_each_less(state.enemy.conditions))
            state = _start_turn(replace(state, pending=rest), 0)
        else:
            return state


# --- the events -----------------------------------------------------------------------------

def _setup(state: MystlingState, e: SetUp) -> MystlingState:
    if state.phase != Phase.SETUP:
        raise RuleError("The Combat is already set up.", SETUP)
    p = state.profile
    if e.mode not in ("pvp", "solo"):
        raise RuleError(f"A Combat is a duel (pvp) or solo, not {e.mode!r}.", SETUP)
    want = 2 if e.mode == "pvp" else 1
    if not isinstance(e.players, tuple) or len(e.players) != want or not isinstance(e.mystlings, tuple) \
            or len(e.mystlings) != want:
        raise RuleError(f"A {'duel' if want == 2 else 'solo Combat'} has {want} player{'s' * (want > 1)}, "
                        f"each with a Mystling.", SETUP)
    for name in e.players:
        if not name.strip() or name != name.strip() or len(name) > 40:
            raise RuleError(f"Each player needs a name of 1 to 40 characters, without spaces around it, not {name!r}.",
                            SETUP)
    if len(set(e.players)) != want:
        raise RuleError("The two players need different names.", SETUP)
    known = [m.name for m in p.mystlings]
    for m in e.mystlings:
        if m not in known:
            raise RuleError(f"The profile has no Mystling {m!r} (it has {', '.join(known)}).", SETUP + ", step 6")
    if len(set(e.mystlings)) != want:
        raise RuleError("The two players battle with different Mystlings (one miniature each).", SETUP + ", step 6")
    if e.first not in e.players:
        raise RuleError(f"The First Player must be one of the players, not {e.first!r}.", SETUP + ", step 5")
    if e.arena_card not in [a.name for a in p.arena_cards]:
        raise RuleError(f"The profile has no Arena card {e.arena_card!r}.", SETUP + ", step 4")
    card = p.arena_card(e.arena_card)
    terrain = icon_spaces(p.arena, [t.icon for t in card.terrain])
    blocked = icon_spaces(p.arena, [t.icon for t in card.terrain if t.blocks])
    marks = dict(p.arena.starts)
    order = list(range(want)) if e.players[0] == e.first else [1, 0]
    if e.mode == "pvp":
        if e.second_start not in data.PVP_SECOND_STARTS:
            raise RuleError(f"The second Player starts on space II or III, not {e.second_start!r}.", SETUP + ", step 8")
        if e.second_start not in marks:
            raise RuleError(f"This Arena has no starting space {e.second_start}.", SETUP + ", step 8")
        if e.enemy:
            raise RuleError("A duel has no Enemy.", SETUP)
        starts = (start_space(p.arena, data.PVP_FIRST_START), start_space(p.arena, e.second_start))
        enemy = None
    else:
        if e.second_start != data.SOLO_PLAYER_START:
            raise RuleError("In solo your Mystling starts on space II.", SOLO_SETUP + ", step 5a")
        if e.enemy not in [x.name for x in p.enemies]:
            raise RuleError(f"The profile has no Enemy {e.enemy!r}.", SOLO_SETUP + ", step 4")
        foe = p.enemy(e.enemy)
        starts = (start_space(p.arena, data.SOLO_PLAYER_START),)
        enemy = EnemySheet(foe.name, start_space(p.arena, data.SOLO_ENEMY_START), deck=tuple(sorted(foe.deck)))
    players = []
    for seat, i in enumerate(order):
        m = p.mystling(e.mystlings[i])
        players.append(Sheet(e.players[i], m.name, starts[seat], deck=tuple(sorted(m.deck))))
    draws = tuple(Pending("draw", side, source="opening") for side in range(want) for _ in range(data.OPENING_HAND))
    mulligans = tuple(Pending("mulligan", side) for side in range(want))
    state = replace(state, phase=Phase.OPENING, mode=e.mode, arena_card=card.name, terrain=terrain, blocked=blocked,
                    players=tuple(players), enemy=enemy, active=0, fatigue_left=p.fatigue_cards,
                    pending=draws + mulligans + (Pending("setup_end", 0),))
    return state


def _head(state: MystlingState, kinds: tuple[str, ...], side: int | None, what: str, section: str) -> Pending:
    if not state.pending or state.pending[0].kind not in kinds or (side is not None and state.pending[0].side != side):
        raise RuleError(f"{what} is not what comes next.", section)
    return state.pending[0]


def _draw(state: MystlingState, e: Draw) -> MystlingState:
    side = side_of(state, e.player)
    _head(state, ("draw",), side, f"A card drawn by {e.player}", STEP[4])
    s = sheet(state, side)
    if e.card not in s.deck:
        raise RuleError(f"{e.card!r} is not among the cards left in {e.player}'s deck.", STEP[4])
    slot = max(i for i, c in enumerate(s.slots) if c == EMPTY)  # the rightmost empty slot
    slots = s.slots[:slot] + (e.card,) + s.slots[slot + 1:]
    state = _set(state, side, deck=_without(s.deck, e.card), slots=slots)
    return replace(state, pending=state.pending[1:])


def _mulligan(state: MystlingState, e: Mulligan) -> MystlingState:
    side = side_of(state, e.player)
    _head(state, ("mulligan",), side, f"{e.player}'s mulligan", SETUP + ", step 13")
    if not isinstance(e.take, bool):
        raise RuleError("A mulligan is taken or not (True or False).", SETUP + ", step 13")
    rest = state.pending[1:]
    if not e.take:
        return replace(_set(state, side, mulligan_done=True), pending=rest)
    s = sheet(state, side)
    aside = tuple(c for c in s.slots if c != EMPTY)
    state = _set(state, side, slots=(EMPTY,) * len(s.slots), aside=aside, mulligan_done=True)
    redraw = tuple(Pending("draw", side, source="mulligan") for _ in aside)
    return replace(state, pending=redraw + (Pending("unaside", side),) + rest)


def _my_turn(state: MystlingState, player: Any, phases: tuple[Phase, ...], what: str, section: str) -> int:
    side = side_of(state, player)
    if state.phase not in phases or side != state.active:
        raise RuleError(f"{what} is not open now: it is {state.players[state.active].player if state.active < len(state.players) else 'the Enemy'}'s "
                        f"{state.phase.value}.", section)
    if state.pending:
        raise RuleError(f"{what} waits until the effect being resolved is done.", section)
    return side


def _proceed(state: MystlingState, e: Proceed) -> MystlingState:
    side = _my_turn(state, e.player, (Phase.BEFORE_CARD, Phase.AFTER_CARD), "Ending the Bonus Action step", TURN)
    if state.phase == Phase.BEFORE_CARD:
        return replace(state, phase=Phase.CARD if filled_slots(sheet(state, side)) else Phase.AFTER_CARD)
    s = sheet(state, side)
    slots = _slide(s.slots)
    draws = tuple(Pending("draw", side, source="refill") for c in slots if c == EMPTY)
    return replace(_set(state, side, slots=slots), phase=Phase.DRAW, pending=draws)


def _play(state: MystlingState, e: PlayCard) -> MystlingState:
    side = _my_turn(state, e.player, (Phase.CARD,), "Resolving an Action card", STEP[2])
    s = sheet(state, side)
    if e.slot not in filled_slots(s):
        raise RuleError(f"Slot {e.slot!r} holds no card: choose one of slots "
                        f"{', '.join(map(str, filled_slots(s)))}.", STEP[2])
    card = s.slots[e.slot - 1]
    slots = s.slots[:e.slot - 1] + (EMPTY,) + s.slots[e.slot:]
    state = _set(state, side, slots=slots, power=gain_power(s.power, slot_power(e.slot)))
    return replace(state, phase=Phase.AFTER_CARD, pending=_card_pending(state, side, card))


def bonus_key(action: str, name: str = "") -> str:
    """The name a Bonus Action is known by in `Sheet.used`."""
    return f"arena: {name}" if action == "arena" else action


def bonus_cost_and_effects(state: MystlingState, side: int, action: str, name: str = "") -> tuple[int, tuple[Effect, ...]]:
    """A Bonus Action's Power cost and effects, or RuleError when side has no such Bonus Action."""
    m = state.profile.mystling(sheet(state, side).mystling)
    if action == "dash":
        return data.DASH_COST, (Effect("move"),)
    if action == "prepare":
        return data.PREPARE_COST, ()
    if action == "element":
        bonus = state.profile.element_bonus(m.element)
        if bonus is None:
            raise RuleError(f"The profile has no {m.element} Element card Bonus Action.", BONUS)
        return bonus.cost, bonus.effects
    if action == "special":
        return m.special.cost, m.special.effects
    if action == "arena":
        for b in state.profile.arena_card(state.arena_card).bonus_actions:
            if b.name == name:
                return b.cost, b.effects
        raise RuleError(f"The Arena card {state.arena_card!r} has no Bonus Action {name!r}.", "Arena: Arena Cards")
    raise RuleError(f"There is no Bonus Action {action!r}: dash, prepare, element, special or arena.", BONUS)


def _bonus(state: MystlingState, e: UseBonus) -> MystlingState:
    side = _my_turn(state, e.player, (Phase.BEFORE_CARD, Phase.AFTER_CARD), "A Bonus Action", BONUS)
    cost, effects = bonus_cost_and_effects(state, side, e.action, e.name)
    key = bonus_key(e.action, e.name)
    s = sheet(state, side)
    if key in s.used:
        raise RuleError("Each Bonus Action may be used only once per turn.", STEP[1])
    if s.power < cost:
        raise RuleError(f"This Bonus Action costs {cost} Power; {s.player} has {s.power}.", STEP[1])
    state = _set(state, side, power=s.power - cost, used=s.used + (key,))
    if e.action != "prepare":
        if e.slot:
            raise RuleError("Only Prepare names a slot.", BONUS)
        return replace(state, pending=_effects(side, effects, key))
    if e.slot not in filled_slots(s):
        raise RuleError(f"Prepare discards a card from a slot: slot {e.slot!r} holds none.", "Bonus Actions: Prepare")
    card = s.slots[e.slot - 1]
    slots = _slide(s.slots[:e.slot - 1] + (EMPTY,) + s.slots[e.slot:])
    state = _set(state, side, slots=slots, discard=s.discard + (card,))
    return replace(state, pending=(Pending("draw", side, source="prepare"),))


def _resolve(state: MystlingState, e: Resolve) -> MystlingState:
    side = side_of(state, e.player)
    head = _head(state, NO_CHOICE, side, f"Resolving {e.player}'s next effect", KEYWORDS)
    if is_enemy(state, head.side):
        raise RuleError("That is the Enemy's effect: resolve it as the Enemy's.", ENEMY_TURN)
    return _resolve_effect(replace(state, pending=state.pending[1:]), head)


def _resolve_effect(state: MystlingState, head: Pending) -> MystlingState:
    side, opp = head.side, 1 - head.side
    if head.kind == "attack":
        if range_to_opponent(state, side) <= data.ATTACK_RANGE:
            hit = physical_damage(stat(state, side, "attack") + head.amount, stat(state, opp, "defense"))
            return _hurt(state, opp, hit)
        return state
    if head.kind == "deal":
        if range_to_opponent(state, side) <= head.range:
            return _hurt(state, opp, magic_damage(head.amount, stat(state, opp, "willpower")))
        return state
    if head.kind == "heal":
        return _set(state, side, damage=max(damage_of(state, side) - head.amount, 0))
    if head.kind == "gain_token":
        if tokens_counted(state, side) < stat(state, side, "token_limit"):
            held = state.enemy.held_tokens if is_enemy(state, side) else sheet(state, side).held_tokens
            return _set(state, side, held_tokens=held + 1)
        return state  # Token Limit: a gain beyond the limit is ignored
    if head.kind == "condition":
        had = dict(conditions_of(state, opp))
        had[head.text] = had.get(head.text, 0) + head.amount
        return _set(state, opp, conditions=tuple(sorted(had.items())))
    return state  # a text effect: the players apply it by hand


def _move(state: MystlingState, e: MoveTo) -> MystlingState:
    side = side_of(state, e.player)
    head = _head(state, ("move",), side, f"A Move by {e.player}", "Combat Keywords: Move")
    options = move_choices(state, side, head.amount)
    if e.space not in options:
        raise RuleError(f"{e.player}'s Mystling cannot end this Move on {e.space!r}: it moves up to "
                        f"{stat(state, side, 'movement') + head.amount} spaces, never onto the other Mystling "
                        "or blocking Terrain.", "Combat Keywords: Move")
    return replace(_set(state, side, space=e.space), pending=state.pending[1:])


def _trigger(state: MystlingState, e: Trigger) -> MystlingState:
    side = side_of(state, e.player)
    _head(state, ("trigger",), side, f"A Trigger by {e.player}", "Combat Keywords: Trigger")
    s = sheet(state, side)
    rest = state.pending[1:]
    if e.slot == 0:
        return replace(_set(state, side, triggered=True), pending=rest)
    if e.slot not in filled_slots(s):
        raise RuleError(f"Trigger resolves another card from a slot: slot {e.slot!r} holds none.",
                        "Combat Keywords: Trigger")
    card = s.slots[e.slot - 1]
    state = _set(state, side, triggered=True, slots=s.slots[:e.slot - 1] + (EMPTY,) + s.slots[e.slot:])
    return replace(state, pending=_card_pending(state, side, card) + rest)


def _place(state: MystlingState, e: PlaceToken) -> MystlingState:
    side = side_of(state, e.player)
    head = _head(state, ("token",), side, f"A token placed by {e.player}", TOKENS)
    targets = token_targets(state, side, head.range)
    if (e.space, e.move_from) not in targets:
        at_limit = bool(targets) and bool(targets[0][1])
        rule = ("at the token limit one of your tokens in the Arena moves there" if at_limit
                else "below the token limit a new token is placed, none moved")
        raise RuleError(f"A token cannot go on {e.space!r} that way: it goes within range {head.range}, never on "
                        f"Terrain, one of each Mystling's tokens on a space at most; {rule}.",
                        "Elemental Tokens: Placement Rules, Token Limit")
    tokens = [t for t in state.tokens if t != (e.move_from, side)] if e.move_from else list(state.tokens)
    tokens.append((e.space, side))
    return replace(state, tokens=tuple(sorted(tokens)), pending=state.pending[1:])


def _end_turn(state: MystlingState, e: EndTurn) -> MystlingState:
    side = _my_turn(state, e.player, (Phase.END,), "Ending the turn", STEP[5])
    state = _set(state, side, conditions=_one_each_less(sheet(state, side).conditions))
    if not is_solo(state):
        return _start_turn(state, 1 - side)
    enemy = state.enemy
    slid = (EMPTY,) + enemy.track[:-1]
    discard = enemy.discard + ((enemy.track[-1],) if enemy.track[-1] != EMPTY else ())
    pending = (Pending("enemy_draw", ENEMY_SIDE), Pending("enemy_special", ENEMY_SIDE), Pending("enemy_end", ENEMY_SIDE))
    return replace(state, phase=Phase.ENEMY, active=ENEMY_SIDE, enemy=replace(enemy, track=slid, discard=discard),
                   pending=pending)


def _enemy_draw(state: MystlingState, e: EnemyDraw) -> MystlingState:
    _head(state, ("enemy_draw",), ENEMY_SIDE, "An Enemy Attack card", ENEMY_TURN + ", step 1")
    enemy = state.enemy
    if e.card not in enemy.deck:
        raise RuleError(f"{e.card!r} is not among the cards left in the Enemy deck.", ENEMY_TURN + ", step 1")
    if enemy.top and e.card != enemy.top:
        raise RuleError(f"The Enemy deck lies face up: its top card, {enemy.top!r}, is the one drawn.",
                        ENEMY_TURN + ", step 1")
    state = replace(state, enemy=replace(enemy, deck=_without(enemy.deck, e.card), top="",
                                         track=(e.card,) + enemy.track[1:]), pending=state.pending[1:])
    if not state.enemy.deck:
        state = _enemy_deck_emptied(state)
        if state.phase == Phase.OVER:
            return state
    symbol = attack_cards_by_name(state.profile)[e.card].symbol
    effects = state.profile.enemy(enemy.name).effects_of(symbol)
    return replace(state, pending=_effects(ENEMY_SIDE, effects, e.card) + state.pending)


def _enemy_resolve(state: MystlingState, e: EnemyResolve) -> MystlingState:
    head = _head(state, NO_CHOICE, ENEMY_SIDE if is_solo(state) else -1, "An Enemy effect", ENEMY_TURN + ", step 2")
    return _resolve_effect(replace(state, pending=state.pending[1:]), head)


def _enemy_move(state: MystlingState, e: EnemyMove) -> MystlingState:
    head = _head(state, ("rush", "retreat"), ENEMY_SIDE if is_solo(state) else -1, "An Enemy Rush or Retreat",
                 ENEMY_KEYWORDS)
    options = enemy_move_choices(state, head)
    if e.space not in options:
        raise RuleError(f"The Enemy's {head.kind.capitalize()} cannot end on {e.space!r}: it ends on one of "
                        f"{', '.join(sorted(options))}.", f"{ENEMY_KEYWORDS}: {head.kind.capitalize()}")
    return replace(state, enemy=replace(state.enemy, space=e.space), pending=state.pending[1:])


def _enemy_token(state: MystlingState, e: EnemyToken) -> MystlingState:
    head = _head(state, ("token",), ENEMY_SIDE if is_solo(state) else -1, "An Enemy token", TOKENS)
    targets = enemy_token_targets(state, head.range)
    if (e.space, e.move_from) not in targets:
        listed = ", ".join(f"{sp} (moving the token on {m})" if m else sp for sp, m in targets)
        raise RuleError(f"The Enemy places its token as close to you as it can: on {listed}.",
                        "Elemental Tokens: Placement Rules, Token Limit")
    tokens = [t for t in state.tokens if t != (e.move_from, ENEMY_SIDE)] if e.move_from else list(state.tokens)
    tokens.append((e.space, ENEMY_SIDE))
    return replace(state, tokens=tuple(sorted(tokens)), pending=state.pending[1:])


def _tamed(state: MystlingState, e: Tamed) -> MystlingState:
    if not is_solo(state) or state.phase in (Phase.SETUP, Phase.OPENING, Phase.MULLIGAN):
        raise RuleError("Taming is for a solo Combat under way (after setup).", f"{END}: TAME")
    taming = state.profile.enemy(state.enemy.name).taming
    if state.enemy.tamed >= len(taming):
        raise RuleError("This Enemy has no Taming card, or no Taming condition left.", f"{END}: TAME")
    state = replace(state, enemy=replace(state.enemy, tamed=state.enemy.tamed + 1))
    if state.enemy.tamed == len(taming):
        return _finish(state, Phase.OVER, "tame", ENEMY_SIDE)
    return state


def _not_tamed(state: MystlingState, e: NotTamed) -> MystlingState:
    if state.phase != Phase.WIN_CHECK:
        raise RuleError("The Combat is won only once the Enemy is defeated.", f"{END}: WIN")
    return replace(state, phase=Phase.OVER, result="win", loser=ENEMY_SIDE)


def _concede(state: MystlingState, e: Concede) -> MystlingState:
    side = side_of(state, e.player)
    if state.phase in (Phase.SETUP, Phase.WIN_CHECK):
        raise RuleError("There is no Combat under way to concede.", f"{END}: Conceding")
    state = _set(state, side, damage=max(damage_of(state, side), stat(state, side, "health")))
    return _finish(state, Phase.OVER, "lose" if is_solo(state) else "defeat", side)


IN_PLAY = (Phase.BEFORE_CARD, Phase.CARD, Phase.AFTER_CARD, Phase.DRAW, Phase.END, Phase.ENEMY)
TOP_SECTION = "Enemy Mystling: Combat setup, step 4e; Enemy Turn"


def _enemy_top(state: MystlingState, e: EnemyTop) -> MystlingState:
    if not is_solo(state) or state.phase in (Phase.WIN_CHECK,):
        raise RuleError("Only a solo Combat has an Enemy deck, face up on the Arena.", TOP_SECTION)
    enemy = state.enemy
    if enemy.top:
        raise RuleError(f"The face-up top card of the Enemy deck is already known: {enemy.top!r}.", TOP_SECTION)
    if e.card not in enemy.deck:
        raise RuleError(f"{e.card!r} is not among the cards left in the Enemy deck.", TOP_SECTION)
    return replace(state, enemy=replace(enemy, top=e.card))


BY_HAND = ("damage", "heal", "move", "token", "untoken", "condition", "uncondition")
BY_HAND_SECTION = {"damage": KEYWORDS, "heal": "Combat Keywords: Heal", "move": "Golden Rules of Combat, 4",
                   "token": "Elemental Tokens: Placement Rules, Token Limit", "untoken": TOKENS,
                   "condition": STEP[5], "uncondition": STEP[5]}


def sides_in_play(state: MystlingState) -> tuple[int, ...]:
    """The sides a generic control may act on: both Mystlings (in solo yours and the Enemy)."""
    return (0, 1) if is_solo(state) or len(state.players) > 1 else (0,)


def _by_hand(state: MystlingState, e: ByHand) -> MystlingState:
    """A free-text effect applied with the generic controls, each checked against the rulebook."""
    side_of(state, e.player)
    if state.phase not in IN_PLAY:
        raise RuleError("The generic controls apply a card's effect during the Combat (after setup).", KEYWORDS)
    if e.what not in BY_HAND:
        raise RuleError(f"There is no generic control {e.what!r}: {', '.join(BY_HAND)}.", KEYWORDS)
    if e.side not in sides_in_play(state):
        raise RuleError(f"There is no side {e.side!r} in this Combat.", KEYWORDS)
    section = BY_HAND_SECTION[e.what]
    if e.what in ("damage", "heal", "condition", "uncondition") and e.amount < 1:
        raise RuleError(f"The amount is at least 1, not {e.amount}.", section)
    side, arena = e.side, state.profile.arena
    if e.what == "damage":
        return _hurt(state, side, e.amount)
    if e.what == "heal":
        taken = damage_of(state, side)
        if e.amount > taken:
            raise RuleError(f"A Heal removes Damage taken, never more: this side has {taken} Damage.", section)
        return _set(state, side, damage=taken - e.amount)
    if e.what in ("move", "token", "untoken") and e.space not in arena.names():
        raise RuleError(f"{e.space!r} is not a space of the Arena.", section)
    if e.what == "move":
        if e.space == space_of(state, side):
            raise RuleError(f"The Mystling already stands on {e.space}.", section)
        if e.space == space_of(state, 1 - side) or e.space in state.blocked:
            raise RuleError(f"A Mystling never goes to a space holding the other Mystling or blocking Terrain: "
                            f"{e.space} is taken.", section)
        return _set(state, side, space=e.space)
    if e.what == "token":
        if e.space in state.terrain:
            raise RuleError(f"Tokens cannot be placed on Terrain: {e.space} holds Terrain.", section)
        if (e.space, side) in state.tokens:
            raise RuleError(f"{e.space} already holds one of this side's tokens: one of each side a space.", section)
        if tokens_counted(state, side) >= stat(state, side, "token_limit"):
            raise RuleError("This side is at its token limit: take one of its tokens off first (the limit counts "
                            "the tokens in the Arena and on the sheet).", section)
        return replace(state, tokens=tuple(sorted(state.tokens + ((e.space, side),))))
    if e.what == "untoken":
        if (e.space, side) not in state.tokens:
            raise RuleError(f"This side has no token on {e.space}.", section)
        return replace(state, tokens=tuple(t for t in state.tokens if t != (e.space, side)))
    name = e.name.strip()
    if not name or name != e.name or len(name) > 40:
        raise RuleError("A Condition needs its name (1 to 40 characters).", section)
    had = dict(conditions_of(state, side))
    if e.what == "condition":
        had[name] = had.get(name, 0) + e.amount
    else:
        if had.get(name, 0) < e.amount:
            raise RuleError(f"This side has {had.get(name, 0)} {name} token(s), fewer than {e.amount}.", section)
        had[name] -= e.amount
    return _set(state, side, conditions=tuple(sorted((k, v) for k, v in had.items() if v)))


HANDLERS = {SetUp: _setup, Draw: _draw, Mulligan: _mulligan, Proceed: _proceed, PlayCard: _play, UseBonus: _bonus,
            Resolve: _resolve, MoveTo: _move, Trigger: _trigger, PlaceToken: _place, EndTurn: _end_turn,
            EnemyDraw: _enemy_draw, EnemyResolve: _enemy_resolve, EnemyMove: _enemy_move, EnemyToken: _enemy_token,
            Tamed: _tamed, NotTamed: _not_tamed, Concede: _concede,
            EnemyTop: _enemy_top, ByHand: _by_hand}


_FIELD_TYPES = {"str": str, "int": int, "bool": bool}


def _well_formed(event: Any) -> None:
    """RuleError naming the first field of `event` whose value is not of its declared type."""
    for f in fields(event):
        value = getattr(event, f.name)
        if f.type == "tuple[str, ...]":
            ok = isinstance(value, tuple) and all(isinstance(v, str) for v in value)
        else:
            ok = type(value) is _FIELD_TYPES[f.type]
        if not ok:
            raise RuleError(f"{type(event).__name__}.{f.name} must be {f.type}, not {value!r}.", TURN)


def apply(state: MystlingState, event: Any) -> MystlingState:
    """The state after `event`, or RuleError naming the rulebook section that refuses it."""
    handler = HANDLERS.get(type(event))
    if handler is None:
        raise RuleError(f"Mystling Academy has no move {type(event).__name__}.", TURN)
    _well_formed(event)
    if state.phase == Phase.OVER:
        raise RuleError("The Combat is over.", END)
    if state.phase == Phase.SETUP and not isinstance(event, SetUp):
        raise RuleError("Set up the Combat first.", SETUP)
    if state.phase == Phase.WIN_CHECK and not isinstance(event, (Tamed, NotTamed)):
        raise RuleError("The Enemy is defeated: say whether that also fulfilled the Taming card.", f"{END}: TAME")
    try:
        return settle(handler(state, event))
    except (ValueError, TypeError) as exc:  # a malformed event (e.g. a slot of "1")
        raise RuleError(f"That move is not well formed: {exc}", TURN) from None
