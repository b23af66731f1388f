"""The state of a game of From the Other Side, and the small helpers every phase shares."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum, auto

from companion.errors import RuleError

from . import data
from .board import Board
from .events import Settings
from .profile import Profile, card_said, index

EMPTY, UP, DOWN = "", "up", "down"  # a Dragon's Breath slot: empty, face up, face down


class Phase(StrEnum):
    """Where the game stands: before setup, one of the six phases of a turn (Game Flow), or over."""

    SETUP = auto()
    HUNT = auto()
    PLAN = auto()
    FIGHT = auto()
    BATTLE = auto()
    RESTORE = auto()
    AWAKENING = auto()
    OVER = auto()

    @property
    def heading(self) -> str:
        """The phase as the rulebook heads it (e.g. "Phase 1: Hunt!")."""
        return PHASE_TITLES[self]


# Game Flow: the six phases of a turn, as the rulebook heads them.
PHASE_TITLES: dict[Phase, str] = {
    Phase.SETUP: "Setup",
    Phase.HUNT: "Phase 1: Hunt!",
    Phase.PLAN: "Phase 2: Tactical Plan",
    Phase.FIGHT: "Phase 3: Fighting the Creatures",
    Phase.BATTLE: "Phase 4: Battle and Outcome",
    Phase.RESTORE: "Phase 5: Restoration",
    Phase.AWAKENING: "Phase 6: Dragon's Awakening",
    Phase.OVER: "Victory and Defeat",
}
TURN_PHASES: tuple[Phase, ...] = (Phase.HUNT, Phase.PLAN, Phase.FIGHT, Phase.BATTLE, Phase.RESTORE,
                                  Phase.AWAKENING)


@dataclass(frozen=True)
class HeroState:
    """One Hero: where they stand and their Personal Area (deck order is the table's secret)."""

    hero: str
    space: str
    hand: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    action_tiles: int = 0
    bonds_ready: int = 0
    bonds_wounded: int = 0


@dataclass(frozen=True)
class LineItem:
    """An Action tile or a Bond token in the Initiative Line."""

    kind: str
    hero: str
    wounded: bool = False


@dataclass(frozen=True)
class FightCard:
    """An Action card placed under a Creature, its Artifact, and who its One of Us icons serve."""

    hero: str
    card: str
    artifact: str | None = None
    beneficiary: str = ""


@dataclass(frozen=True)
class CreatureSlot:
    """A Creature card on the Battle board, the room holding its Target token, and its Fight Line."""

    card: str
    room: str
    fight_line: tuple[FightCard, ...] = ()


@dataclass(frozen=True)
class FightRecord:
    """How a fight ended, kept for the players to read back."""

    turn: int
    space: int
    creature: str
    heroes_total: int
    creature_total: int
    won: bool
    wounds: tuple[str, ...]


@dataclass(frozen=True)
class OtherSideState:
    """Everything on the table that the rules need."""

    profile: Profile
    settings: Settings = Settings()
    phase: Phase = Phase.SETUP
    turn: int = 0
    heroes: tuple[HeroState, ...] = ()
    leader: int = 0
    current: int = 0
    acted: tuple[str, ...] = ()
    board: Board = Board((), (), ())
    map_tiles_left: int = data.MAP_TILES - 1
    battle: tuple[CreatureSlot | None, ...] = (None,) * data.BATTLE_SPACES
    breath: tuple[str, ...] = (EMPTY,) * (data.BATTLE_SPACES * data.BREATH_SLOTS_PER_SPACE)
    line: tuple[LineItem, ...] = ()
    creature_deck: tuple[str, ...] = ()
    creature_discard: tuple[str, ...] = ()
    conquered: tuple[str, ...] = ()
    artifact_deck: tuple[str, ...] = ()
    artifact_discard: tuple[str, ...] = ()
    fragments: int = 0
    dragon_tiles: int = 0
    outcome: str = ""
    fights: tuple[FightRecord, ...] = ()


def counted(n: int, word: str, plural: str = "") -> str:
    """`n` and the word in English: "1 card", "2 cards" (`plural` where it is not word + "s")."""
    return f"{n} {word if n == 1 else (plural or word + 's')}"


def are(n: int) -> str:
    """The verb for `n` things: "is" for one, else "are"."""
    return "is" if n == 1 else "are"


# --- look-ups -------------------------------------------------------------------------------

def hero_ids(state: OtherSideState) -> tuple[str, ...]:
    """The Heroes in play, in clockwise seating order."""
    return tuple(h.hero for h in state.heroes)


def hero_state(state: OtherSideState, hero: str) -> HeroState:
    """One Hero's state, or a RuleError if that Hero is not playing."""
    for h in state.heroes:
        if h.hero == hero:
            return h
    raise RuleError(f"{data.hero_name(hero)} is not playing this game.", "Player Setup")


def with_hero(state: OtherSideState, new: HeroState) -> OtherSideState:
    """The state with one Hero's state replaced."""
    return replace(state, heroes=tuple(new if h.hero == new.hero else h for h in state.heroes))


def needed_fragments(state: OtherSideState) -> int:
    """Mirror Fragments that win this game (Setup Variables table)."""
    return data.SETUP_VARIABLES[len(state.heroes)].mirror_fragments_to_win


def fragments_to_win(state: OtherSideState) -> int | None:
    """Mirror Fragments that win this game, or None before setup (no Heroes chosen yet)."""
    return needed_fragments(state) if state.heroes else None


def turn_order(state: OtherSideState) -> tuple[str, ...]:
    """The Heroes starting from the Leader and going clockwise."""
    ids = hero_ids(state)
    return ids[state.leader:] + ids[:state.leader]


def current_hero(state: OtherSideState) -> str:
    """Whose turn it is in the phase under way ("" if no one's)."""
    if state.phase in (Phase.HUNT, Phase.PLAN):
        return hero_ids(state)[state.current]
    if state.phase is Phase.FIGHT:
        tiles = [i for i in state.line if i.kind == "tile"]
        return tiles[0].hero if tiles else ""
    return ""


def require_phase(state: OtherSideState, phase: Phase) -> None:
    """Refuse an event that belongs to another phase."""
    if state.outcome:
        raise RuleError("The game is over.", "Victory and Defeat")
    if state.phase is not phase:
        now = state.phase.heading
        raise RuleError(f"That belongs to {phase.heading}, but the game is in {now}.", "Game Flow")


def require_turn(state: OtherSideState, hero: str, section: str) -> None:
    """Refuse a Hero acting out of turn."""
    hero_state(state, hero)
    who = current_hero(state)
    if hero != who:
        raise RuleError(f"It is {data.hero_name(who)}'s turn, not {data.hero_name(hero)}'s.", section)


# --- Dragon's Breath on the Battle board -----------------------------------------------------

def breath_on_board(state: OtherSideState) -> int:
    """Dragon's Breath tokens on the Battle board, either face."""
    return sum(1 for b in state.breath if b != EMPTY)


def breath_in_supply(state: OtherSideState) -> int:
    """Dragon's Breath tokens still in the supply: the box holds 7 (Elements of the Game)."""
    return max(0, data.BREATH_TOKENS - breath_on_board(state))


def require_breath(state: OtherSideState, count: int, what: str, section: str) -> None:
    """Refuse a purchase paid in Breath tokens when the supply cannot pay it (ruling unpaid_purchase_refused)."""
    left = breath_in_supply(state)
    if count > left:
        have = "no Dragon's Breath token is" if not left else \
            f"only {left} Dragon's Breath token{'s' if left != 1 else ''} {'are' if left != 1 else 'is'}"
        need = f"{count} token{'s' if count != 1 else ''}"
        raise RuleError(f"{what} costs {need}, but {have} left in the supply (all {data.BREATH_TOKENS} "
                        "are on the Battle board): it cannot be paid.", section)


def face_up_breath(state: OtherSideState, space: int) -> int:
    """Face-up tokens above the Creature in a Battle board space (1-4)."""
    first = (space - 1) * data.BREATH_SLOTS_PER_SPACE
    return sum(1 for b in state.breath[first:first + data.BREATH_SLOTS_PER_SPACE] if b == UP)


def add_breath(state: OtherSideState, face: str, space: int | None = None) -> OtherSideState:
    """One token placed above a Creature's space if free, else in the first empty slot from the left.

    The box holds 7 tokens (Elements of the Game); with none left in the supply, none is added.
    """
    if breath_on_board(state) >= data.BREATH_TOKENS:
        return state
    slots = list(state.breath)
    order = list(range(len(slots)))
    if space is not None:
        first = (space - 1) * data.BREATH_SLOTS_PER_SPACE
        own = list(range(first, first + data.BREATH_SLOTS_PER_SPACE))
        order = own + [i for i in order if i not in own]
    for i in order:
        if slots[i] == EMPTY:
            slots[i] = face
            return replace(state, breath=tuple(slots))
    return state


def add_breaths(state: OtherSideState, count: int, face: str, space: int | None = None) -> OtherSideState:
    """`count` tokens placed one by one as `add_breath` places them."""
    for _ in range(count):
        state = add_breath(state, face, space)
    return state


# --- cards ------------------------------------------------------------------------------------

def draw_from(profile: Profile, deck: tuple[str, ...], discard: tuple[str, ...], card: str, what: str,
              section: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Deck and discard after drawing `card`; an empty deck is first refilled from the discards."""
    if not deck:
        deck, discard = discard, ()
    if card not in deck:
        raise RuleError(f"{card_said(profile, card)} is not in {what} to be drawn.", section)
    return tuple(c for c in deck if c != card), discard


def named_once(profile: Profile, cards: tuple[str, ...], section: str) -> None:
    """RuleError when one card is named twice in a draw: each card drawn is another card."""
    twice = next((c for i, c in enumerate(cards) if c in cards[:i]), None)
    if twice is not None:
        raise RuleError(f"{card_said(profile, twice)} is named twice: a card drawn leaves the deck, so each card named must be "
                        "another card.", section)


def hero_draws(state: OtherSideState, hero: str, cards: tuple[str, ...], expected: int,
               section: str) -> OtherSideState:
    """The Hero draws exactly `expected` reported cards from their deck (reshuffling discards)."""
    h = hero_state(state, hero)
    available = len(h.deck) + len(h.discard)
    expected = min(expected, available)
    if len(cards) != expected:
        raise RuleError(f"{data.hero_name(hero)} draws {counted(expected, 'card')} here: name each card drawn "
                        f"({len(cards)} named).", section)
    named_once(state.profile, cards, section)
    deck, discard = h.deck, h.discard
    for c in cards:
        deck, discard = draw_from(state.profile, deck, discard, c, f"{data.hero_name(hero)}'s deck", section)
    return with_hero(state, replace(h, deck=deck, discard=discard, hand=h.hand + tuple(cards)))


def draw_creatures(state: OtherSideState, cards: tuple[str, ...], rooms: tuple[str, ...],
                   section: str) -> OtherSideState:
    """A Creature per room into the leftmost free spaces; rooms left over bring face-up Breath."""
    free = [i for i, s in enumerate(state.battle) if s is None]
    available = len(state.creature_deck) + len(state.creature_discard)
    expected = min(len(rooms), len(free), available)
    if len(cards) != expected:
        raise RuleError(f"{counted(expected, 'Creature card')} {are(expected)} drawn here, one per room while "
                        f"the Battle board has space, not {len(cards)}.", section)
    named_once(state.profile, cards, section)
    known = index(state.profile).creatures
    battle = list(state.battle)
    deck, discard = state.creature_deck, state.creature_discard
    for card, room, slot in zip(cards, rooms, free):
        if card not in known:
            raise RuleError(f"{card!r} is not a Creature card of the profile.", section)
        deck, discard = draw_from(state.profile, deck, discard, card, "the Creature deck", section)
        battle[slot] = CreatureSlot(card, room)
    state = replace(state, battle=tuple(battle), creature_deck=deck, creature_discard=discard)
    return add_breaths(state, len(rooms) - expected, UP)


def draw_artifact(state: OtherSideState, hero: str, card: str, section: str) -> OtherSideState:
    """The Hero takes the reported Artifact from the Artifact deck into their hand."""
    if card not in index(state.profile).artifacts:
        raise RuleError(f"{card!r} is not an Artifact of the profile.", section)
    deck, discard = draw_from(state.profile, state.artifact_deck, state.artifact_discard, card, "the Artifact deck", section)
    h = hero_state(state, hero)
    state = replace(state, artifact_deck=deck, artifact_discard=discard)
    return with_hero(state, replace(h, hand=h.hand + (card,)))


def artifacts_available(state: OtherSideState) -> int:
    """Artifacts that could still be drawn (deck, then the item discard pile reshuffled)."""
    return len(state.artifact_deck) + len(state.artifact_discard)


# --- Bond tokens and Wounds --------------------------------------------------------------------

def wound_hero(state: OtherSideState, hero: str) -> OtherSideState:
    """One Wound: a Link-side Bond token of the Hero in the line flips, else one in their area."""
    line = list(state.line)
    for i, item in enumerate(line):
        if item.kind == "bond" and item.hero == hero and not item.wounded:
            line[i] = replace(item, wounded=True)
            return replace(state, line=tuple(line))
    h = hero_state(state, hero)
    if h.bonds_ready:
        return with_hero(state, replace(h, bonds_ready=h.bonds_ready - 1, bonds_wounded=h.bonds_wounded + 1))
    return state  # no Link-side token left to flip: the rulebook gives no further cost


def heal_hero(state: OtherSideState, hero: str) -> OtherSideState:
    """One Wound healed: a Wound-side token in the line flips back first, else one in their area."""
    line = list(state.line)
    for i, item in enumerate(line):
        if item.kind == "bond" and item.hero == hero and item.wounded:
            line[i] = replace(item, wounded=False)
            return replace(state, line=tuple(line))
    h = hero_state(state, hero)
    if h.bonds_wounded:
        return with_hero(state, replace(h, bonds_ready=h.bonds_ready + 1, bonds_wounded=h.bonds_wounded - 1))
    return state


def wounded_tokens(state: OtherSideState, hero: str) -> int:
    """The Hero's Bond tokens on the Wound side, in the line and in their Personal Area."""
    in_line = sum(1 for i in state.line if i.kind == "bond" and i.hero == hero and i.wounded)
    return in_line + hero_state(state, hero).bonds_wounded
