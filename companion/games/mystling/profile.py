"""The component profile: what the rulebook does not print, entered once by the players.

Not public (rules/README.md): the Mystlings' PvP stats, Special Abilities and Element; the Action
cards' types, rarities and effects; the Elemental Bonus Actions; the Enemy sheets and Enemy
Attack cards; the Arena map and the Arena cards. `validate_profile` turns plain data into a
checked `Profile`, naming the first field that is wrong; every Mystling's deck must pass the
deck check (`check_deck`, Deck Construction).

A card's or ability's effects are a list of keywords the companion resolves itself (Attack,
Heal, Move, Trigger, Deal X in range Y, an Elemental token placed or gained, Rush, Retreat) and
"text" for anything else, which it shows for the players to apply with the generic controls. A
card says where it goes once resolved (`goes`: the discard pile, out of play, or the Upgrade slot,
with what it gives while there).

`EXAMPLE_PROFILE` is for trying the companion: the two starting deck lists are the rulebook's,
every other number and card fact in it is made up and says EXAMPLE.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from types import MappingProxyType
from typing import Any

from companion.errors import RuleError
from companion.validate import count, flag, text, whole

from . import data
from .board import Arena, arena_from_data, check_arena

__all__ = ["ArenaCard", "AttackCard", "BonusAction", "CARD_GOES", "Card", "Effect", "Enemy", "EFFECT_KINDS", "EXAMPLE_PROFILE",
           "ElementCard", "Mystling", "Passive", "Profile", "Terrain", "check_deck", "example_profile",
           "validate_profile", "deck_owners", "profile_from_json", "profile_to_json", "sheet_form", "with_card",
           "with_deck", "with_sheets"]

# The keywords the companion resolves (Combat Keywords, Enemy Keywords, Elemental Tokens); "text" is the rest.
EFFECT_KINDS = ("attack", "heal", "move", "trigger", "deal", "token", "gain_token", "condition", "rush", "retreat",
                "text")
PLAYER_EFFECTS = ("attack", "heal", "move", "trigger", "deal", "token", "gain_token", "condition", "text")
ENEMY_EFFECTS = ("attack", "heal", "deal", "token", "gain_token", "condition", "rush", "retreat", "text")
DECK_RULE = "Deck Construction: Deck Size and Composition"
FATIGUE_NAME = "Fatigue"  # the card a player gains when the Enemy deck runs out (Enemy Turn Order 1)
ELEMENT_RULE = "Deck Construction: Element Restrictions"
SUB_ELEMENT_RULE = "Deck Construction: Sub-elements and Future Builds"


@dataclass(frozen=True)
class Effect:
    """One keyword of a card or ability: attack (+amount), heal amount, move (+amount), trigger,
    deal amount in range, token in range (placed in the Arena), gain_token, condition (amount tokens of
    the Condition named `text`, on the opponent), rush, retreat, or text."""

    kind: str
    amount: int = 0
    range: int = 0
    text: str = ""
    advantage: str = ""  # an Advantage icon: resolved only against a target of this Element (or sub-element)


@dataclass(frozen=True)
class Passive:
    """A Passive effect (Passive Effects): stat changes while the card is on top of the discard pile."""

    attack: int = 0
    defense: int = 0
    willpower: int = 0
    movement: int = 0
    text: str = ""

    def __bool__(self) -> bool:
        return bool(self.attack or self.defense or self.willpower or self.movement or self.text)


@dataclass(frozen=True)
class Card:
    """An Action card: its type (neutral, elemental, mystling), Element, Mystling, rarity, effects, Passive."""

    name: str
    kind: str
    element: str = ""
    mystling: str = ""
    rarity: str = "common"
    effects: tuple[Effect, ...] = ()
    passive: Passive = field(default_factory=Passive)
    goes: str = "discard"  # where it goes once resolved: "discard", "remove" (from play) or "upgrade" (the slot)
    upgrade: Passive = field(default_factory=Passive)  # what it gives while in the Upgrade slot


# Understanding Cards: a resolved card is discarded; some are Removed from play; an Upgrade goes to the
# Ability card's Upgrade slot (Mystling Sheet Breakdown).
CARD_GOES = ("discard", "remove", "upgrade")


@dataclass(frozen=True)
class BonusAction:
    """A Bonus Action: its name, Power cost and effects (Bonus Actions)."""

    name: str
    cost: int
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class Mystling:
    """A Mystling sheet, PvP side (Mystling Sheet Breakdown), and its deck by card name."""

    name: str
    element: str
    movement: int
    willpower: int
    defense: int
    health: int
    attack: int
    token_limit: int
    special: BonusAction
    deck: tuple[str, ...]
    sub_element: str = ""
    sub_allowance: int = 0


@dataclass(frozen=True)
class ElementCard:
    """An Element/Help card: its Element and its Elemental Bonus Action."""

    element: str
    bonus: BonusAction


@dataclass(frozen=True)
class AttackCard:
    """An Enemy Attack card: its name and the symbol that picks the Enemy's effect."""

    name: str
    symbol: str


@dataclass(frozen=True)
class Enemy:
    """An Enemy sheet (Enemy Mystling): stats, effects by symbol, Special Ability and its slot, deck, Taming."""

    name: str
    element: str
    movement: int
    willpower: int
    defense: int
    health: int
    attack: int
    token_limit: int
    effects: tuple[tuple[str, tuple[Effect, ...]], ...]
    special: tuple[Effect, ...]
    special_slot: int
    deck: tuple[str, ...]
    taming: tuple[str, ...] = ()
    passive: str = ""  # Enemy sheet item 5: its permanent ability, as text (the players apply it)
    setup: str = ""    # Combat setup 4f: its "Additional setup" instructions, as text

    def effects_of(self, symbol: str) -> tuple[Effect, ...]:
        """The effects the Enemy resolves for an Enemy Attack card showing `symbol` (none if it has none)."""
        return dict(self.effects).get(symbol, ())


@dataclass(frozen=True)
class Terrain:
    """What an Arena card puts on spaces showing `icon`: whether it blocks movement, and its rule text."""

    icon: str
    blocks: bool = False
    text: str = ""


@dataclass(frozen=True)
class ArenaCard:
    """An Arena card (Arena Cards): name, Setup text, Terrain, and any Bonus Actions it gives."""

    name: str
    setup: str = ""
    terrain: tuple[Terrain, ...] = ()
    bonus_actions: tuple[BonusAction, ...] = ()


@dataclass(frozen=True)
class Profile:
    """Every non-public component the companion needs, as the players read it off their copy."""

    name: str
    example: bool
    mystlings: tuple[Mystling, ...]
    elements: tuple[ElementCard, ...]
    cards: tuple[Card, ...]
    arena: Arena
    arena_cards: tuple[ArenaCard, ...]
    enemies: tuple[Enemy, ...] = ()
    attack_cards: tuple[AttackCard, ...] = ()
    fatigue_cards: int = 0
    note: str = ""

    @cached_property
    def card_index(self) -> Mapping[str, Card]:
        """The Action cards by name (kept with the profile: hashing a whole profile per look-up is slow)."""
        return MappingProxyType({c.name: c for c in self.cards})

    @cached_property
    def attack_card_index(self) -> Mapping[str, AttackCard]:
        """The Enemy Attack cards by name."""
        return MappingProxyType({c.name: c for c in self.attack_cards})

    def __deepcopy__(self, memo: dict[int, Any]) -> Profile:
        """A Profile is immutable all the way down (frozen dataclasses and tuples): a copy is itself."""
        return self

    def mystling(self, name: str) -> Mystling:
        """The Mystling called `name` (ValueError if the profile has none)."""
        for m in self.mystlings:
            if m.name == name:
                return m
        raise ValueError(f"mystling: the profile has no Mystling {name!r}")

    def enemy(self, name: str) -> Enemy:
        """The Enemy called `name` (ValueError if the profile has none)."""
        for e in self.enemies:
            if e.name == name:
                return e
        raise ValueError(f"enemy: the profile has no Enemy {name!r}")

    def arena_card(self, name: str) -> ArenaCard:
        """The Arena card called `name` (ValueError if the profile has none)."""
        for a in self.arena_cards:
            if a.name == name:
                return a
        raise ValueError(f"arena_card: the profile has no Arena card {name!r}")

    def element_bonus(self, element: str) -> BonusAction | None:
        """The Elemental Bonus Action of `element`'s Element card, if the profile has one."""
        for e in self.elements:
            if e.element == element:
                return e.bonus
        return None


def cards_by_name(profile: Profile) -> Mapping[str, Card]:
    """The profile's Action cards by name."""
    return profile.card_index


def attack_cards_by_name(profile: Profile) -> Mapping[str, AttackCard]:
    """The profile's Enemy Attack cards by name."""
    return profile.attack_card_index


# --- the deck check -------------------------------------------------------------------------

def check_deck(mystling: Mystling, deck: Sequence[str], cards: Mapping[str, Card]) -> None:
    """Refuse a deck that breaks Deck Construction, with RuleError naming the rule; None when legal.

    Exactly 16 cards; at most 1 Legendary; 3 to 6 cards marked with this Mystling's name; no
    other Mystling's cards; every other card Neutral or of the Mystling's Element, except up to
    `sub_allowance` cards of its sub-element. A card the profile does not list is a ValueError.
    """
    if isinstance(deck, (str, bytes)) or not isinstance(deck, Sequence):
        raise ValueError(f"deck: must be a list of card names, got {deck!r}")
    for i, name in enumerate(deck):
        if name not in cards:
            raise ValueError(f"deck[{i}]: {name!r} is not a card of the profile")
    if len(deck) != data.DECK_SIZE:
        raise RuleError(f"A deck holds exactly {data.DECK_SIZE} Action cards; this one holds {len(deck)}.", DECK_RULE)
    chosen = [cards[n] for n in deck]
    legendary = [c.name for c in chosen if c.rarity == "legendary"]
    if len(legendary) > data.MAX_LEGENDARY:
        raise RuleError(f"A deck may hold at most {data.MAX_LEGENDARY} Legendary card; this one holds "
                        f"{len(legendary)} ({', '.join(legendary)}).", DECK_RULE)
    others = sorted({c.name for c in chosen if c.kind == "mystling" and c.mystling != mystling.name})
    if others:
        raise RuleError(f"{', '.join(others)} bear another Mystling's name; {mystling.name}'s deck may not hold them.",
                        ELEMENT_RULE)
    own = sum(1 for c in chosen if c.kind == "mystling")
    low, high = data.MYSTLING_SPECIFIC
    if not low <= own <= high:
        raise RuleError(f"A deck holds {low} to {high} cards marked with its Mystling's name; this one holds {own}.",
                        DECK_RULE)
    sub = 0
    for c in chosen:
        if c.kind != "elemental" or c.element == mystling.element:
            continue
        if mystling.sub_element and c.element == mystling.sub_element:
            sub += 1
            continue
        raise RuleError(f"{c.name} is a {c.element} card; {mystling.name} ({mystling.element}) may not hold "
                        "Elemental cards of another Element.", ELEMENT_RULE)
    if sub > mystling.sub_allowance:
        raise RuleError(f"{mystling.name} may hold at most {mystling.sub_allowance} {mystling.sub_element} card"
                        f"{'s' if mystling.sub_allowance != 1 else ''}; this deck holds {sub}.", SUB_ELEMENT_RULE)


# --- validation -----------------------------------------------------------------------------

_LABELS = ("example", "note")


def _fields(obj: Any, known: set[str], where: str) -> Mapping[str, Any]:
    if not isinstance(obj, Mapping):
        raise ValueError(f"{where}: must be an object, got {obj!r}")
    extra = sorted(k for k in obj if k not in known and k not in _LABELS)
    if extra:
        raise ValueError(f"{where}.{extra[0]}: not a field of this entry")
    return obj


def _need(obj: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in obj:
        raise ValueError(f"{where}.{key}: missing")
    return obj[key]


def listed(value: Any, where: str) -> list[Any]:
    """`value` as a list, or ValueError naming `where` when it is not a list."""
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{where}: must be a list, got {type(value).__name__}")
    return list(value)


def _name(value: Any, where: str) -> str:
    return text(value, where, max_length=80)


def _opt_text(value: Any, where: str) -> str:
    if value in (None, ""):
        return ""
    return text(value, where, max_length=1000)


def _effect(raw: Any, where: str, kinds: tuple[str, ...]) -> Effect:
    e = _fields(raw, {"kind", "amount", "range", "text", "advantage"}, where)
    kind = _need(e, "kind", where)
    if kind not in kinds:
        raise ValueError(f"{where}.kind: must be one of {', '.join(kinds)}, got {kind!r}")
    amount = count(e.get("amount", 0), f"{where}.amount")
    rng = count(e.get("range", 0), f"{where}.range")
    words = _opt_text(e.get("text", ""), f"{where}.text")
    if kind in ("heal", "deal", "condition") and amount < 1:
        raise ValueError(f"{where}.amount: {kind} needs an amount of at least 1")
    if kind in ("deal", "token") and "range" not in e:
        raise ValueError(f"{where}.range: missing ({kind} needs the range Y)")
    if kind == "text" and not words:
        raise ValueError(f"{where}.text: a text effect needs its words")
    if kind == "condition" and not words:
        raise ValueError(f"{where}.text: a condition effect needs the Condition's name")
    return Effect(kind, amount, rng, words, _opt_text(e.get("advantage", ""), f"{where}.advantage"))


def _effects(raw: Any, where: str, kinds: tuple[str, ...] = PLAYER_EFFECTS) -> tuple[Effect, ...]:
    return tuple(_effect(e, f"{where}[{i}]", kinds) for i, e in enumerate(listed(raw or [], where)))


def _bonus(raw: Any, where: str) -> BonusAction:
    b = _fields(raw, {"name", "cost", "effects"}, where)
    return BonusAction(_name(_need(b, "name", where), f"{where}.name"),
                       count(_need(b, "cost", where), f"{where}.cost", high=data.MAX_POWER),
                       _effects(b.get("effects"), f"{where}.effects"))


def _stat(m: Mapping[str, Any], key: str, where: str, *, low: int = 0) -> int:
    return whole(_need(m, key, where), f"{where}.{key}", low=low)


def _mystling(raw: Any, where: str) -> Mystling:
    m = _fields(raw, {"name", "element", "sub_element", "sub_allowance", "movement", "willpower", "defense",
                      "health", "attack", "token_limit", "special", "deck"}, where)
    sub = _opt_text(m.get("sub_element", ""), f"{where}.sub_element")
    allowance = count(m.get("sub_allowance", 0), f"{where}.sub_allowance", high=data.DECK_SIZE)
    if allowance and not sub:
        raise ValueError(f"{where}.sub_allowance: a sub-element allowance needs a sub_element")
    deck = tuple(_name(n, f"{where}.deck[{i}]") for i, n in enumerate(listed(_need(m, "deck", where), f"{where}.deck")))
    return Mystling(
        name=_name(_need(m, "name", where), f"{where}.name"),
        element=_name(_need(m, "element", where), f"{where}.element"),
        movement=_stat(m, "movement", where),
        willpower=_stat(m, "willpower", where),
        defense=_stat(m, "defense", where),
        health=_stat(m, "health", where, low=1),
        attack=_stat(m, "attack", where),
        token_limit=_stat(m, "token_limit", where),
        special=_bonus(_need(m, "special", where), f"{where}.special"),
        deck=deck,
        sub_element=sub,
        sub_allowance=allowance,
    )


def _card(raw: Any, where: str) -> Card:
    c = _fields(raw, {"name", "kind", "element", "mystling", "rarity", "effects", "passive", "goes", "upgrade"}, where)
    kind = _need(c, "kind", where)
    if kind not in data.CARD_KINDS:
        raise ValueError(f"{where}.kind: must be one of {', '.join(data.CARD_KINDS)}, got {kind!r}")
    element = _opt_text(c.get("element", ""), f"{where}.element")
    mystling = _opt_text(c.get("mystling", ""), f"{where}.mystling")
    if kind == "neutral" and (element or mystling):
        raise ValueError(f"{where}.element: a Neutral card has no Element and no Mystling")
    if kind in ("elemental", "mystling") and not element:
        raise ValueError(f"{where}.element: an Elemental or Mystling card needs its Element")
    if kind == "mystling" and not mystling:
        raise ValueError(f"{where}.mystling: a Mystling card needs the Mystling's name")
    if kind != "mystling" and mystling:
        raise ValueError(f"{where}.mystling: only a Mystling card bears a Mystling's name")
    rarity = c.get("rarity", "common")
    if rarity not in data.RARITIES:
        raise ValueError(f"{where}.rarity: must be one of {', '.join(data.RARITIES)}, got {rarity!r}")
    passive = _passive(c.get("passive"), f"{where}.passive")
    goes = c.get("goes", "discard")
    if goes not in CARD_GOES:
        raise ValueError(f"{where}.goes: must be one of {', '.join(CARD_GOES)}, got {goes!r}")
    upgrade = _passive(c.get("upgrade"), f"{where}.upgrade")
    if upgrade and goes != "upgrade":
        raise ValueError(f"{where}.upgrade: only a card that goes to the Upgrade slot (goes: upgrade) gives an Upgrade")
    return Card(_name(_need(c, "name", where), f"{where}.name"), kind, element, mystling, rarity,
                _effects(c.get("effects"), f"{where}.effects"), passive, goes, upgrade)


def _passive(raw: Any, where: str) -> Passive:
    p = _fields(raw or {}, {"attack", "defense", "willpower", "movement", "text"}, where)
    return Passive(*(whole(p.get(k, 0), f"{where}.{k}") for k in ("attack", "defense", "willpower", "movement")),
                   _opt_text(p.get("text", ""), f"{where}.text"))


def _enemy(raw: Any, where: str, attack_names: Mapping[str, str]) -> Enemy:
    e = _fields(raw, {"name", "element", "movement", "willpower", "defense", "health", "attack", "token_limit",
                      "effects", "special", "special_slot", "deck", "taming", "passive", "setup"}, where)
    effects_raw = _need(e, "effects", where)
    if not isinstance(effects_raw, Mapping) or not effects_raw:
        raise ValueError(f"{where}.effects: must map each symbol to its effects")
    effects = tuple((text(sym, f"{where}.effects", max_length=40), _effects(eff, f"{where}.effects[{sym}]",
                                                                              ENEMY_EFFECTS))
                    for sym, eff in effects_raw.items())
    deck = tuple(listed(_need(e, "deck", where), f"{where}.deck"))
    if not deck:
        raise ValueError(f"{where}.deck: an Enemy deck needs at least one Enemy Attack card")
    symbols = {sym for sym, _ in effects}
    for i, n in enumerate(deck):
        if n not in attack_names:
            raise ValueError(f"{where}.deck[{i}]: {n!r} is not an Enemy Attack card of the profile")
        if attack_names[n] not in symbols:
            raise ValueError(f"{where}.deck[{i}]: {n!r} shows the symbol {attack_names[n]!r}, which the Enemy's "
                             "effects do not list")
    if len(set(deck)) != len(deck):
        raise ValueError(f"{where}.deck: an Enemy Attack card is listed twice")
    taming = tuple(text(t, f"{where}.taming[{i}]", max_length=300)
                   for i, t in enumerate(listed(e.get("taming", []), f"{where}.taming")))
    return Enemy(
        name=_name(_need(e, "name", where), f"{where}.name"),
        element=_name(_need(e, "element", where), f"{where}.element"),
        movement=_stat(e, "movement", where), willpower=_stat(e, "willpower", where),
        defense=_stat(e, "defense", where), health=_stat(e, "health", where, low=1),
        attack=_stat(e, "attack", where), token_limit=_stat(e, "token_limit", where),
        effects=effects,
        special=_effects(e.get("special"), f"{where}.special", ENEMY_EFFECTS),
        special_slot=whole(_need(e, "special_slot", where), f"{where}.special_slot", low=1,
                           high=data.ENEMY_ATTACK_SLOTS),
        deck=deck, taming=taming,
        passive=_opt_text(e.get("passive", ""), f"{where}.passive"),
        setup=_opt_text(e.get("setup", ""), f"{where}.setup"),
    )


def _arena_card(raw: Any, where: str) -> ArenaCard:
    a = _fields(raw, {"name", "setup", "terrain", "bonus_actions"}, where)
    terrain = []
    for i, t in enumerate(listed(a.get("terrain", []), f"{where}.terrain")):
        w = f"{where}.terrain[{i}]"
        t = _fields(t, {"icon", "blocks", "text"}, w)
        terrain.append(Terrain(text(_need(t, "icon", w), f"{w}.icon", max_length=40),
                               flag(t.get("blocks", False), f"{w}.blocks"), _opt_text(t.get("text", ""), f"{w}.text")))
    bonus = tuple(_bonus(b, f"{where}.bonus_actions[{i}]")
                  for i, b in enumerate(listed(a.get("bonus_actions", []), f"{where}.bonus_actions")))
    return ArenaCard(_name(_need(a, "name", where), f"{where}.name"), _opt_text(a.get("setup", ""), f"{where}.setup"),
                     tuple(terrain), bonus)


def _unique(items: Sequence[Any], key: str, attr: str = "name") -> None:
    seen: set[str] = set()
    for i, item in enumerate(items):
        value = getattr(item, attr)
        if value in seen:
            raise ValueError(f"{key}[{i}].{attr}: {value!r} is listed twice")
        seen.add(value)


def validate_profile(raw: Any) -> Profile:
    """A checked Profile from plain data (or a Profile), or ValueError naming the first impossible field."""
    if isinstance(raw, Profile):
        return raw
    p = _fields(raw, {"name", "mystlings", "elements", "cards", "arena", "arena_cards", "enemies", "attack_cards",
                      "fatigue_cards"}, "profile")
    example = flag(raw.get("example", False), "example")
    name = _name(raw.get("name", "unnamed profile"), "name")
    if example and "EXAMPLE" not in name:
        raise ValueError("name: an example profile must say EXAMPLE in its name")
    cards = tuple(_card(c, f"cards[{i}]") for i, c in enumerate(listed(_need(p, "cards", "profile"), "cards")))
    _unique(cards, "cards")
    for i, c in enumerate(cards):
        if c.name == FATIGUE_NAME:
            raise ValueError(f"cards[{i}].name: {FATIGUE_NAME!r} is the Fatigue card, which the companion keeps itself")
    mystlings = tuple(_mystling(m, f"mystlings[{i}]")
                      for i, m in enumerate(listed(_need(p, "mystlings", "profile"), "mystlings")))
    if not mystlings:
        raise ValueError("mystlings: the profile needs at least one Mystling")
    _unique(mystlings, "mystlings")
    by_name = {c.name: c for c in cards}
    for i, m in enumerate(mystlings):
        try:
            check_deck(m, m.deck, by_name)
        except RuleError as exc:
            raise ValueError(f"mystlings[{i}].deck: {exc}") from None
        except ValueError as exc:
            raise ValueError(f"mystlings[{i}].{exc}") from None
    elements = []
    for i, e in enumerate(listed(p.get("elements", []), "elements")):
        w = f"elements[{i}]"
        e = _fields(e, {"element", "bonus"}, w)
        elements.append(ElementCard(_name(_need(e, "element", w), f"{w}.element"), _bonus(_need(e, "bonus", w),
                                                                                          f"{w}.bonus")))
    _unique(elements, "elements", "element")
    attack_cards = []
    for i, a in enumerate(listed(p.get("attack_cards", []), "attack_cards")):
        w = f"attack_cards[{i}]"
        a = _fields(a, {"name", "symbol"}, w)
        attack_cards.append(AttackCard(_name(_need(a, "name", w), f"{w}.name"),
                                       text(_need(a, "symbol", w), f"{w}.symbol", max_length=40)))
    _unique(attack_cards, "attack_cards")
    names = {a.name: a.symbol for a in attack_cards}
    enemies = tuple(_enemy(e, f"enemies[{i}]", names) for i, e in enumerate(listed(p.get("enemies", []), "enemies")))
    _unique(enemies, "enemies")
    arena_cards = tuple(_arena_card(a, f"arena_cards[{i}]")
                        for i, a in enumerate(listed(_need(p, "arena_cards", "profile"), "arena_cards")))
    if not arena_cards:
        raise ValueError("arena_cards: a Combat always has an Arena card (Arena Cards): list at least one")
    _unique(arena_cards, "arena_cards")
    arena = arena_from_data(_need(p, "arena", "profile"))
    try:
        check_arena(arena)
    except ValueError as exc:
        raise ValueError(f"arena.{exc}") from None
    return Profile(name, example, mystlings, tuple(elements), cards, arena, arena_cards, enemies,
                   tuple(attack_cards), count(p.get("fatigue_cards", 0), "fatigue_cards"),
                   str(raw.get("note", "")))


# --- the EXAMPLE profile --------------------------------------------------------------------

_EX = "EXAMPLE: made up, not the card's"


def _c(name: str, kind: str, element: str = "", mystling: str = "", rarity: str = "common",
       effects: Sequence[Mapping[str, Any]] = (), passive: Mapping[str, Any] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"example": _EX, "name": name, "kind": kind, "rarity": rarity, "effects": list(effects)}
    if element:
        out["element"] = element
    if mystling:
        out["mystling"] = mystling
    if passive:
        out["passive"] = dict(passive)
    return out


_ATTACK = {"kind": "attack"}
_TRIGGER = {"kind": "trigger"}


def _rows(cols: int, rows: int) -> list[dict[str, Any]]:
    return [{"q": q, "r": r} for r in range(rows) for q in range(cols)]


EXAMPLE_PROFILE: Mapping[str, Any] = {
    "example": True,
    "name": "EXAMPLE profile (made-up values, not the game's)",
    "note": "EXAMPLE: the two deck lists are the rulebook's starting decks (Deck Construction); every stat, "
            "Element, card type, rarity, effect, Enemy, Arena cell and Arena card here is made up for trying "
            "the companion. Enter your own copy's components.",
    "mystlings": [
        {"example": _EX, "name": "Arboro", "element": "Earth", "movement": 2, "willpower": 1, "defense": 1,
         "health": 18, "attack": 2, "token_limit": 3,
         "special": {"name": "EXAMPLE Special Ability", "cost": 3, "effects": [{"kind": "deal", "amount": 2,
                                                                                "range": 2}]},
         "deck": list(data.STARTING_DECKS["Arboro"])},
        {"example": _EX, "name": "Peare", "element": "Fire", "movement": 3, "willpower": 0, "defense": 0,
         "health": 16, "attack": 3, "token_limit": 3,
         "special": {"name": "EXAMPLE Special Ability", "cost": 3, "effects": [{"kind": "move", "amount": 1},
                                                                               _ATTACK]},
         "deck": list(data.STARTING_DECKS["Peare"])},
    ],
    "elements": [
        {"example": _EX, "element": "Earth", "bonus": {"name": "EXAMPLE Earth bonus action", "cost": 2,
                                                       "effects": [{"kind": "heal", "amount": 2}]}},
        {"example": _EX, "element": "Fire", "bonus": {"name": "EXAMPLE Fire bonus action", "cost": 2,
                                                      "effects": [{"kind": "deal", "amount": 1, "range": 2}]}},
    ],
    "cards": [
        _c("Magnetism", "neutral", effects=[{"kind": "text", "text": "EXAMPLE: pull the opponent 1 space closer."}]),
        _c("Arboreal Path", "mystling", "Earth", "Arboro", "mystling-specific",
           [{"kind": "move"}, {"kind": "heal", "amount": 1}]),
        _c("Haste", "neutral", effects=[{"kind": "move", "amount": 1}]),
        _c("Rooted Punch", "mystling", "Earth", "Arboro", "mystling-specific", [{"kind": "attack", "amount": 1}]),
        _c("Splintering Armor", "elemental", "Earth", effects=[{"kind": "deal", "amount": 1, "range": 1}],
           passive={"defense": 1}),
        _c("Energetic Infusion", "neutral", effects=[{"kind": "heal", "amount": 2}]),
        _c("Plant Out", "elemental", "Earth", effects=[{"kind": "token", "range": 2}]),
        _c("Terra Swirl", "elemental", "Earth", rarity="rare", effects=[{"kind": "deal", "amount": 2, "range": 2}]),
        dict(_c("Spectral Blast", "neutral", rarity="legendary", effects=[{"kind": "deal", "amount": 3, "range": 3}]),
             goes="remove"),
        dict(_c("Guardian Stance", "neutral"), goes="upgrade", upgrade={"defense": 1}),  # counted: no text to apply
        _c("Grapple", "neutral", effects=[_ATTACK]),
        _c("According to Plan", "neutral", effects=[_TRIGGER]),
        _c("Double Strike", "neutral", rarity="rare", effects=[_ATTACK, _ATTACK]),
        _c("Wings of Fire", "mystling", "Fire", "Peare", "mystling-specific",
           [{"kind": "move", "amount": 1}, {"kind": "deal", "amount": 1, "range": 1}]),
        # Elemental Advantage: "when you resolve the Flamethrower card and your opponent's Element is Air,
        # you also resolve the Move action" (the rulebook); the Deal 2 in range 2 is EXAMPLE.
        _c("Flamethrower", "mystling", "Fire", "Peare", "mystling-specific",
           [{"kind": "deal", "amount": 2, "range": 2}, {"kind": "move", "advantage": "Air"}]),
        _c("Kindling", "elemental", "Fire", effects=[{"kind": "gain_token"}]),
        _c("Path of Power", "neutral", effects=[{"kind": "move"}]),
        _c("Fiery Rage", "elemental", "Fire", effects=[{"kind": "attack", "amount": 2}]),
        _c("Scorching Blitz", "elemental", "Fire", rarity="ultra rare",
           effects=[{"kind": "deal", "amount": 1, "range": 3}, {"kind": "deal", "amount": 1, "range": 3}]),
        _c("Channeling", "neutral", effects=[_TRIGGER]),
        _c("Deliberate Strike", "neutral", effects=[_ATTACK]),
        _c("Focus", "neutral", effects=[{"kind": "heal", "amount": 1}]),
        _c("Offensive Stance", "neutral", passive={"attack": 1}),
        _c("Full Focus", "neutral", effects=[{"kind": "heal", "amount": 2}, _TRIGGER]),
    ],
    "arena": {
        "example": _EX,
        "cells": _rows(5, 4),
        "starts": {"I": "0,1", "II": "4,2", "III": "4,1"},
    },
    "arena_cards": [
        {"example": _EX, "name": "EXAMPLE Arena card", "setup": "EXAMPLE: put a rock on each space with icon A.",
         "terrain": [{"icon": "A", "blocks": True, "text": "EXAMPLE: rocks block movement."}],
         "bonus_actions": [{"name": "EXAMPLE Arena bonus action", "cost": 2, "effects": [{"kind": "heal",
                                                                                         "amount": 1}]}]},
        {"example": _EX, "name": "EXAMPLE open Arena card"},
    ],
    "attack_cards": [{"example": _EX, "name": f"EXAMPLE Attack {i + 1}", "symbol": "ABCABC"[i]} for i in range(6)],
    "enemies": [
        {"example": _EX, "name": "EXAMPLE Enemy", "element": "Earth", "movement": 2, "willpower": 0, "defense": 1,
         "health": 14, "attack": 2, "token_limit": 2,
         "effects": {"A": [_ATTACK, {"kind": "rush"}],
                     "B": [{"kind": "deal", "amount": 2, "range": 2}, {"kind": "retreat"}],
                     # the rulebook's Example of Enemy Turn: "Place 1 Quake token in range 2. Attack. Rush."
                     "C": [{"kind": "token", "range": 2}, _ATTACK, {"kind": "rush"}]},
         "special": [{"kind": "deal", "amount": 3, "range": 3}],
         "special_slot": 4,
         "passive": "EXAMPLE: the Enemy's Attack +1 while it stands on Terrain.",
         "deck": [f"EXAMPLE Attack {i + 1}" for i in range(6)],
         "taming": ["EXAMPLE: deal Damage with an Attack.", "EXAMPLE: end a turn next to the Enemy."]},
    ],
    "fatigue_cards": 2,
}


def _with_icons(raw: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(raw)
    arena = dict(out["arena"])
    arena["cells"] = [dict(c, icon="A") if (c["q"], c["r"]) in ((2, 1), (2, 2)) else c for c in arena["cells"]]
    out["arena"] = arena
    return out


EXAMPLE_PROFILE = _with_icons(EXAMPLE_PROFILE)


@lru_cache(maxsize=1)
def example_profile() -> Profile:
    """The shipped EXAMPLE profile, checked."""
    return validate_profile(EXAMPLE_PROFILE)


# --- editing a profile in the page: in phases/profile_editing.py, read from here (widgets never import phases) ---

_EDITING = ("MAX_PROFILE_JSON", "STATS", "deck_owners", "profile_from_json", "profile_to_json", "sheet_form",
            "with_card", "with_deck", "with_sheets")


def __getattr__(name: str) -> Any:
    """The page-editing helpers, loaded on first use (they import this module, so not at its top)."""
    if name in _EDITING:
        from .phases import profile_editing

        return getattr(profile_editing, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
