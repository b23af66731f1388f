"""GAME: Dragon Eclipse: Mystling Academy (the duel and the solo Combat) through the `Game` protocol."""

from __future__ import annotations

import random
from typing import Any, Mapping

from companion.game import AsksOptions, PlayParts
from companion.rulings import ruling_index

from . import options as choices
from . import scoring, words
from .events import (EVENT_TYPES, ByHand, Concede, EnemyTop, Draw, EndTurn, EnemyDraw, EnemyMove, EnemyResolve, EnemyToken, MoveTo,
                     Mulligan, NotTamed, PlaceToken, PlayCard, Proceed, Resolve, SetUp, Tamed, Trigger, UseBonus)
from .profile import example_profile, validate_profile
from companion.errors import RuleError

from .rules import apply as apply_event
from .rules import bonus_label, effect_words, new_game
from .rulings import RULINGS
from .state import MystlingState


class MystlingGame(AsksOptions):
    """Mystling Academy: setup, the five-step turn, the cards' keywords, the Enemy's turn, the end of Combat."""

    name = "mystling"
    options_module = choices
    title = "Dragon Eclipse: Mystling Academy"
    schema_version = 1
    event_types: Mapping[str, type] = EVENT_TYPES
    rulings = ruling_index(RULINGS)

    def initial_state(self, profile: Mapping[str, Any]) -> MystlingState:
        """The table before setup; an empty profile means the shipped EXAMPLE profile."""
        return new_game(validate_profile(profile) if profile else example_profile())

    def apply(self, state: MystlingState, event: Any) -> MystlingState:
        """The state after `event`, or RuleError naming the rulebook section that refuses it."""
        return apply_event(state, event)

    def describe(self, state: MystlingState, event: Any) -> str:
        """The step as a player would say it, read against the state before it, with what it resolved in words."""
        said = ()
        try:
            said = apply_event(state, event).said
        except RuleError:
            pass  # a refused event is described as asked
        base = self._describe(state, event)
        return f"{base}: {'; '.join(said)}" if said else base

    def _describe(self, state: MystlingState, event: Any) -> str:
        player = getattr(event, "player", "")

        def does(verb: str, rest: str = "") -> str:
            # "You draw" but "White draws": the solo player is called You
            said = verb if player == choices.SOLO_NAME else third_person(verb)
            return f"{player} {said}{rest}"

        if isinstance(event, SetUp):
            if event.mode == "solo":
                return f"Setup: solo, {event.mystlings[0] if event.mystlings else '?'} against {event.enemy}"
            return f"Setup: duel, {event.first} goes first"
        if isinstance(event, Draw):
            return does("draw", f" {event.card}")
        if isinstance(event, Mulligan):
            return does("take", " a mulligan") if event.take else does("keep", " the four cards")
        if isinstance(event, Proceed):
            return does("go", " on")
        if isinstance(event, PlayCard):
            card = self._slot_card(state, event.player, event.slot)
            return does("resolve", f" {card} from slot {event.slot}")
        if isinstance(event, UseBonus):
            what = bonus_label(state, event.player, event.action, event.name)
            return does("use", f" {what}" + (f" on slot {event.slot}" if event.slot else ""))
        if isinstance(event, Resolve):
            return does("resolve", f" {_head_words(state)}")
        if isinstance(event, MoveTo):
            if self._stands_on(state, event.player, event.space):
                return does("stay", f" on {event.space} (no move)")
            return does("move", f" to {event.space}")
        if isinstance(event, Trigger):
            if not event.slot:
                return f"{player} {'do' if player == choices.SOLO_NAME else 'does'} not Trigger"
            return does("Trigger", f" {self._slot_card(state, event.player, event.slot)}")
        if isinstance(event, PlaceToken):
            return does("place", f" a token on {event.space}")
        if isinstance(event, EndTurn):
            return does("end", " the turn")
        if isinstance(event, EnemyDraw):
            return f"The Enemy draws {event.card}"
        if isinstance(event, EnemyTop):
            return f"Face up on the Enemy deck: {event.card}"
        if isinstance(event, ByHand):
            return does("apply", f" by hand: {_by_hand_words(state, event)}")
        if isinstance(event, EnemyResolve):
            return f"The Enemy resolves {_head_words(state)}"
        if isinstance(event, EnemyMove):
            head = state.pending[0].kind if state.pending else ""
            kind = head.capitalize() if head in ("rush", "retreat") else "move"
            if state.enemy is not None and event.space == state.enemy.space:
                return f"The Enemy's {kind} ends where it stands, on {event.space} (no move)"
            return f"The Enemy moves to {event.space}" + (f" ({kind})" if kind != "move" else "")
        if isinstance(event, EnemyToken):
            return f"The Enemy places a token on {event.space}"
        if isinstance(event, Tamed):
            return "A Taming condition is fulfilled"
        if isinstance(event, NotTamed):
            return "The Enemy is defeated"
        if isinstance(event, Concede):
            return does("concede")
        return type(event).__name__

    @staticmethod
    def _stands_on(state: MystlingState, player: str, space: str) -> bool:
        return any(s.player == player and s.space == space for s in state.players)

    @staticmethod
    def _slot_card(state: MystlingState, player: str, slot: Any) -> str:
        for s in state.players:
            if s.player == player and isinstance(slot, int) and 1 <= slot <= len(s.slots):
                return s.slots[slot - 1] or "nothing"
        return "a card"

    def board_text(self, state: MystlingState) -> tuple[str, ...]:
        """The board in words, one line a place or part, as the board canvas draws it (words.py)."""
        return words.board_text(state)

    def play_summary_parts(self, state: MystlingState) -> PlayParts:
        """What a finished game's summary reads off the state: scores in parts, rounds, settings (scoring.py)."""
        return scoring.play_summary_parts(state)

    def setup_choices(self, profile: Mapping[str, Any], seed: int) -> tuple[SetUp, ...]:
        """A few legal setups for this profile (duels and solo Combats), varied by `seed`."""
        return choices.setup_events(self.initial_state(profile).profile, seed)[:6]


GAME = MystlingGame()


def digital_draw(state: MystlingState, rng: random.Random) -> Draw | EnemyDraw | None:
    """The draw the table would report, made by the companion instead (pass `session.rng`): a card picked
    at random from those left in the deck, each copy alike; None when no draw is asked for now."""
    if not state.pending or state.pending[0].kind not in ("draw", "enemy_draw"):
        return None
    head = state.pending[0]
    if head.kind == "enemy_draw":
        return EnemyDraw(state.enemy.top or state.enemy.deck[rng.randrange(len(state.enemy.deck))])
    s = state.players[head.side]
    return Draw(s.player, s.deck[rng.randrange(len(s.deck))])


def digital_top(state: MystlingState, rng: random.Random) -> EnemyTop | None:
    """The Enemy deck's face-up top card, turned by the companion (pass `session.rng`): a card picked at random
    from those left; None when it is known already, or there is no solo Enemy deck with cards in it."""
    enemy = state.enemy
    if enemy is None or enemy.top or not enemy.deck:
        return None
    return EnemyTop(enemy.deck[rng.randrange(len(enemy.deck))])


def third_person(verb: str) -> str:
    """"draws", "goes", "applies": the verb as said of White or Black (not of You)."""
    if verb.endswith("y") and verb[-2:-1] not in tuple("aeiou"):
        return verb[:-1] + "ies"
    return verb + ("es" if verb.endswith(("s", "sh", "o")) else "s")


def _head_words(state: MystlingState) -> str:
    """The effect being resolved in words, with the card or Bonus Action it comes from."""
    if not state.pending:
        return "an effect"
    head = state.pending[0]
    src = f" ({head.source})" if head.source else ""
    return effect_words(head) + src


def _by_hand_words(state: MystlingState, e: ByHand) -> str:
    who = "the Enemy" if state.mode == "solo" and e.side == 1 else (
        state.players[e.side].player if 0 <= e.side < len(state.players) else "?")
    return {"damage": f"{e.amount} Damage to {who}", "heal": f"Heal {e.amount} on {who}",
            "move": f"{who} moved to {e.space}", "token": f"a token of {who} on {e.space}",
            "untoken": f"{who}'s token taken off {e.space}", "condition": f"{e.amount} {e.name} on {who}",
            "uncondition": f"{e.amount} {e.name} taken off {who}"}.get(e.what, e.what)


def toss_first(players: tuple[str, str], rng: random.Random) -> str:
    """Combat Setup 5: the winner of the Universal token's toss, who becomes the First Player."""
    return players[rng.randrange(2)]
