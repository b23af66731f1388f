"""Combat Setup: the Arena, the Mystlings on their starting spaces, the opening draw and the mulligan (steps 4-14)."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import RuleError

from .. import data
from ..board import icon_spaces, start_space
from ..events import Draw, Mulligan, SetUp
from ..state import EMPTY, EnemySheet, MystlingState, Pending, Phase, Sheet
from .sections import SETUP, SOLO_SETUP, STEP
from .sheets import sheet, side_of
from .bookkeeping import set_side, without, head_of


def on_setup(state: MystlingState, e: SetUp) -> MystlingState:
    """Combat Setup: the Arena card's Terrain, the Mystlings on their starting spaces, the opening draws asked for."""
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


def on_draw(state: MystlingState, e: Draw) -> MystlingState:
    """A card drawn into the rightmost empty slot (Turn Structure 4; Combat Setup 12)."""
    side = side_of(state, e.player)
    head_of(state, ("draw",), side, f"A card drawn by {e.player}", STEP[4])
    s = sheet(state, side)
    if e.card not in s.deck:
        raise RuleError(f"{e.card!r} is not among the cards left in {e.player}'s deck.", STEP[4])
    slot = max(i for i, c in enumerate(s.slots) if c == EMPTY)  # the rightmost empty slot
    slots = s.slots[:slot] + (e.card,) + s.slots[slot + 1:]
    state = set_side(state, side, deck=without(s.deck, e.card), slots=slots)
    return replace(state, pending=state.pending[1:])


def on_mulligan(state: MystlingState, e: Mulligan) -> MystlingState:
    """Combat Setup 13: a mulligan taken (four new cards, the four shuffled back) or the four kept."""
    side = side_of(state, e.player)
    head_of(state, ("mulligan",), side, f"{e.player}'s mulligan", SETUP + ", step 13")
    if not isinstance(e.take, bool):
        raise RuleError("A mulligan is taken or not (True or False).", SETUP + ", step 13")
    rest = state.pending[1:]
    if not e.take:
        return replace(set_side(state, side, mulligan_done=True), pending=rest)
    s = sheet(state, side)
    aside = tuple(c for c in s.slots if c != EMPTY)
    state = set_side(state, side, slots=(EMPTY,) * len(s.slots), aside=aside, mulligan_done=True)
    redraw = tuple(Pending("draw", side, source="mulligan") for _ in aside)
    return replace(state, pending=redraw + (Pending("unaside", side),) + rest)
