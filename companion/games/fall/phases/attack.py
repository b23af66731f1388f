"""Attack Enemies and Attack a Monster: Command Cards paid one by one, one per Era deck in order,
the Strength Points spent by Enemy Priority, respawn to one island, Parasites claimed, and the
Eradication Bonus by banner. The Era decks are physical: the table reports each card revealed."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from companion.errors import RuleError
from companion.validate import is_whole

from .. import data
from ..data import ANUTH_BONUS, ANUTH_RELIC_BONUS, ERA_ORDER, LONE_SURVIVOR_ORDER, counted
from ..events import AttackEnemies, AttackMonster, Bonus, ResolveAttack, RevealCard
from ..state import (
    PERSONAL, Card, EraDeck, Enemies, FallState, PendingAttack, Phase, sorted_cards, with_enemies,
    with_player,
)
from .day import done, start_action
from .payment import can_pay, gain_crystal, pay
from .night import release_monster_hold

ENEMIES, MONSTER = "enemies", "monster"
ATTACK = "Attack Enemies"
MONSTER_SECTION = "Attack a Monster"
BONUS = "Eradication Bonus"
RESPAWN = "Defeating Enemies and Respawn"
AFTER_MYSTHEA = "Chronicle Game System: Playing Mysthea: The Fall After a Game of Mysthea"
AFTER_BOTH = "Chronicle Game System: Playing Mysthea: The Fall After Mysthea and Icaion"


def era_order(state: FallState) -> tuple[str, ...]:
    """The Era decks an attack reveals from, in order (The Lone Survivor reverses it)."""
    return LONE_SURVIVOR_ORDER if state.player.character == "The Lone Survivor" else ERA_ORDER


def next_era(state: FallState) -> str | None:
    """The Era deck the next card of the attack under way comes from, or None after three."""
    attack = state.attack
    if attack is None or len(attack.cards) >= data.COMMAND_CARDS_PER_ATTACK.value:
        return None
    if state.player.deck is not None:
        return PERSONAL  # Chronicle after Mysthea: the attacker's personal deck, at most three cards
    return era_order(state)[len(attack.cards)]


def deck_name(era: str) -> str:
    """The deck an attack's next card comes from, as players say it."""
    return "the personal deck" if era == PERSONAL else f"the Era {era} deck"


def source_deck(state: FallState, era: str, chosen: str = "") -> tuple[str, EraDeck]:
    """Whose deck the next card comes from ('' the Era deck, else a player's name) and that deck, live.

    Chronicle after both games: a Seeker due a card from an unused Era deck draws from the personal deck
    of the Champion `chosen` names; a RuleError if that is not one.
    """
    if era == PERSONAL:
        if chosen:
            raise RuleError("A Champion draws from their own personal deck.", AFTER_MYSTHEA)
        return state.player.name, live_pile(state.deck(PERSONAL))
    if era not in state.unused_eras:
        if chosen:
            raise RuleError(f"The card comes from the Era {era} deck.", ATTACK)
        return "", live_pile(state.deck(era))
    champion = next((p for p in state.players if p.name == chosen and p.deck is not None), None)
    if champion is None:
        names = ", ".join(p.name for p in state.players if p.deck is not None)
        raise RuleError(f"The Era {era} deck is not used (under three cards at setup): draw from the personal "
                        f"deck of a Champion of your choice ({names}).", AFTER_BOTH)
    assert champion.deck is not None
    return champion.name, live_pile(champion.deck)


def _with_deck(state: FallState, owner: str, deck: EraDeck) -> FallState:
    """The state with an Era deck (owner '') or a player's personal deck replaced."""
    if not owner:
        return replace(state, decks=tuple(deck if d.era == deck.era else d for d in state.decks))
    i = next(k for k, p in enumerate(state.players) if p.name == owner)
    return with_player(state, i, replace(state.players[i], deck=deck))


def live_pile(deck: EraDeck) -> EraDeck:
    """The deck to draw from: a depleted deck is its discards shuffled (rulebook "Attack Enemies", note)."""
    if deck.pile:
        return deck
    return EraDeck(deck.era, sorted_cards(deck.discards), ())


def attack_needs(state: FallState) -> list[dict[str, int]]:
    """What one card of the attack under way may be paid with: the region's colour, or any of the island's."""
    attack = state.attack
    assert attack is not None
    if attack.kind == ENEMIES:
        return [{data.QOAM_COLOUR[state.board.region_type(attack.target)]: 1}]
    island = state.island(attack.target)
    assert island is not None
    return [{data.QOAM_COLOUR[r.type]: 1} for r in island.regions]


def start_enemies(state: FallState, event: AttackEnemies) -> FallState:
    """Choose the group: Enemies in one Region around the node."""
    start_action(state, ATTACK)
    region = event.region
    node = state.board.node(state.player.node)
    if region not in node.regions:
        raise RuleError(f"{str(region)[:40]!r} is not one of the Regions around {node.id} "
                        f"({', '.join(node.regions)}).", ATTACK)
    if state.enemies(region).total < 1:
        raise RuleError(f"No Enemy stands in {region}.", ATTACK)
    return done(worth_starting(replace(state, attack=PendingAttack(ENEMIES, region)), ATTACK))


def start_monster(state: FallState, event: AttackMonster) -> FallState:
    """Attack the Monster on the island beside the node (or any Monster, with The Cursed's Relic)."""
    if event.relic != "":
        return _cursed_relic(state, event)
    start_action(state, MONSTER_SECTION)
    crater = state.board.crater_at(state.player.node)
    if crater is None or crater.id != event.crater:
        raise RuleError("A Monster is attacked from the node beside its island.", MONSTER_SECTION)
    if state.monster_on(crater.id) is None:
        raise RuleError(f"No Monster is on the island of {crater.id}.", MONSTER_SECTION)
    return done(worth_starting(replace(state, attack=PendingAttack(MONSTER, crater.id)), MONSTER_SECTION))


def _cursed_relic(state: FallState, event: AttackMonster) -> FallState:
    """The Cursed's Relic: attack any Monster from anywhere; not an action (the playing Character attacks)."""
    section = "Characters: The Cursed"
    if state.phase is not Phase.DAY or state.attack is not None:
        raise RuleError("The Cursed's Relic is used during a Day, not during an attack.", section)
    names = [p.name for p in state.players]
    if event.relic not in names or state.players[names.index(event.relic)].character != "The Cursed":
        raise RuleError("Name the player of The Cursed, whose Relic this is.", section)
    i = names.index(event.relic)
    user = state.players[i]
    if not user.relic_charged or state.relic_used:
        raise RuleError("The Relic must be charged, and only one Relic is used a turn.", "Use the Relic")
    if state.island(event.crater) is None or state.monster_on(event.crater) is None:
        raise RuleError(f"No Monster is on the island of {str(event.crater)[:40]}.", MONSTER_SECTION)
    after = with_player(replace(state, relic_used=True), i, replace(user, relic_charged=False))
    return worth_starting(replace(after, attack=PendingAttack(MONSTER, event.crater)), MONSTER_SECTION)


def can_pay_a_card(state: FallState) -> bool:
    """Whether the attacker could pay the next Command Card of the attack under way."""
    return any(can_pay(state, state.player, need) for need in attack_needs(state))


def flat_strength_wins(state: FallState) -> bool:
    """Whether the attack under way already defeats something with the Strength it has (Anuth's, cards')."""
    assert state.attack is not None
    points = strength(state)
    if state.attack.kind == MONSTER:
        monster = state.monster_on(state.attack.target)
        return monster is not None and points >= data.fall_monster(monster.name).fall_strength
    return points > 0 and defeated(state.enemies(state.attack.target), points,
                                   partial=state.settings.partial_attacks) is not None


def worth_starting(state: FallState, section: str) -> FallState:
    """The attack just chosen, or a RuleError when not one Command Card can be paid for it and its flat
    Strength defeats nothing (ruling attack_needs_a_card: it would only waste the action)."""
    if can_pay_a_card(state) or flat_strength_wins(state):
        return state
    colours = " or ".join(c for need in attack_needs(state) for c in need)
    raise RuleError(f"{state.player.name} cannot pay a single Command Card for this attack (a {colours} Qoam, "
                    "from the stash, the City or a Parasite): with no card it has no Strength Points and "
                    "would only waste the action.", section)


def reveal(state: FallState, event: RevealCard) -> FallState:
    """Pay one Qoam and reveal the next Era deck's top card, as the table reports it."""
    attack = state.attack
    section = ATTACK if attack is None or attack.kind == ENEMIES else MONSTER_SECTION
    if attack is None:
        raise RuleError("Start an attack before revealing Command Cards.", ATTACK)
    era = next_era(state)
    if era is None:
        raise RuleError("Three cards are revealed, one from each Era deck: no more.", section)
    if not is_whole(event.value) or event.banner not in data.BANNERS:
        raise RuleError(f"A Command Card is reported by its value and banner ({', '.join(data.BANNERS)}).", section)
    card = Card(event.value, event.banner)
    owner, deck = source_deck(state, era, event.deck if isinstance(event.deck, str) else "?")
    if not deck.pile and owner:
        raise RuleError(f"{owner}'s personal deck and its discards are empty: no card is left to reveal.",
                        AFTER_MYSTHEA)
    if card not in deck.pile:
        left = ", ".join(sorted({f"{c.value} {c.banner}" for c in deck.pile}))
        where = f"{owner}'s personal deck" if owner else f"The Era {era} deck"
        raise RuleError(f"{where} holds no {card.value} {card.banner} card now (left: {left}).",
                        AFTER_MYSTHEA if owner else section)
    target = (f"a card against {attack.target}" if attack.kind == ENEMIES
              else "a card against the Monster")
    paid = pay(state, state.current, event.spend, attack_needs(state), section, target)
    pile = list(deck.pile)
    pile.remove(card)
    drawn = _with_deck(paid, owner, replace(deck, pile=tuple(pile)))
    return replace(drawn, attack=replace(attack, cards=attack.cards + (card,), sources=attack.sources + (owner,)))


def flat_bonus(state: FallState) -> int:
    """The Strength every attack of the playing Character gets without a card: Anuth's 2, her Relic's 2."""
    bonus = ANUTH_BONUS if state.player.character == "Anuth" else 0
    return bonus + (ANUTH_RELIC_BONUS if state.anuth_relic else 0)


def strength(state: FallState) -> int:
    """The Strength Points of the attack under way: the cards' values, plus Anuth's 2 (and her Relic's 2)."""
    assert state.attack is not None
    return sum(c.value for c in state.attack.cards) + flat_bonus(state)


def defeated(enemies: Enemies, points: int, *, partial: bool) -> Enemies | None:
    """What `points` Strength Points defeat, Golems first, then Troops, then Parasites (Enemy Priority).

    None when the attack fails: not enough for the whole group (or, with `partial`, not even the first).
    """
    cost = data.ENEMY_STRENGTH_COST.value
    total = enemies.golems * cost["Golem"] + enemies.troops * cost["Troop"] + enemies.parasites * cost["Parasite"]
    if points >= total:
        return enemies
    if not partial:
        return None
    golems = min(enemies.golems, points // cost["Golem"])
    left = points - golems * cost["Golem"]
    troops = min(enemies.troops, left // cost["Troop"]) if golems == enemies.golems else 0
    left -= troops * cost["Troop"]
    parasites = min(enemies.parasites, left // cost["Parasite"]) if troops == enemies.troops and \
        golems == enemies.golems else 0
    out = Enemies(golems, troops, parasites)
    return out if out.total else None


def _discard_cards(state: FallState) -> FallState:
    assert state.attack is not None
    order = era_order(state)
    sources = state.attack.sources
    for i, card in enumerate(state.attack.cards):
        owner = sources[i] if i < len(sources) else ""
        deck = state.deck(order[i]) if not owner else next(p.deck for p in state.players if p.name == owner)
        assert deck is not None
        state = _with_deck(state, owner, replace(deck, discards=sorted_cards(deck.discards + (card,))))
    return replace(state, attack=None)


def _island_troop_region(state: FallState, region: str) -> str:
    island = state.island_of_region(region)
    if island is None or region not in {r.id for r in island.troop_regions}:
        raise RuleError(f"{str(region)[:40]!r} is not a Troop region of an island (defeated Troops go back to "
                        "the two regions without the island's Golems).", RESPAWN)
    return island.crater


def _bonus(state: FallState, bonus: Bonus, respawn_island: str) -> FallState:
    board = state.board
    banner = bonus.banner
    if banner == "red":
        if not board.has_region(bonus.region) or state.enemies(bonus.region).troops < 1:
            raise RuleError("The red bonus defeats a Troop: name a board region holding one.", BONUS)
        crater = _island_troop_region(state, bonus.island_region)
        if respawn_island and crater != respawn_island:
            raise RuleError("All the Enemies defeated in one action go back to the same island.", RESPAWN)
        e = state.enemies(bonus.region)
        state = with_enemies(state, bonus.region, replace(e, troops=e.troops - 1))
        back = state.enemies(bonus.island_region)
        return with_enemies(state, bonus.island_region, replace(back, troops=back.troops + 1))
    names = [p.name for p in state.players]
    if banner == "blue":
        if bonus.player not in names:
            raise RuleError("The blue bonus gives a crystal to a player: name one.", BONUS)
        if bonus.colour not in data.QOAM_COLOURS:
            raise RuleError(f"The blue bonus's crystal is one of {', '.join(data.QOAM_COLOURS)}.", BONUS)
        i = names.index(bonus.player)
        p = state.players[i]
        return with_player(state, i, replace(p, qoam=gain_crystal(p, bonus.colour, bonus.discard)))
    if banner == "yellow":
        if bonus.player not in names:
            raise RuleError("The yellow bonus moves a Character: name its player.", BONUS)
        i = names.index(bonus.player)
        p = state.players[i]
        if not board.has_node(bonus.node) or bonus.node not in board.node(p.node).adjacent:
            raise RuleError(f"The yellow bonus moves {p.character} to a node adjacent to {p.node}.", BONUS)
        if state.character_at(bonus.node, besides=i) is not None:
            raise RuleError(f"Another Character stands on {bonus.node}.", "Move")
        return with_player(state, i, replace(p, node=bonus.node))
    if banner == "green":
        if bonus.unit not in ("Golem", "Troop"):
            raise RuleError("The green bonus moves a Troop or a Golem.", BONUS)
        if not board.has_region(bonus.region) or not board.has_region(bonus.to_region) or \
                bonus.to_region not in board.bordering(bonus.region):
            raise RuleError("The green bonus moves the unit from a board region to one bordering it.", BONUS)
        field = "golems" if bonus.unit == "Golem" else "troops"
        e = state.enemies(bonus.region)
        if getattr(e, field) < 1:
            raise RuleError(f"No {bonus.unit} stands in {bonus.region}.", BONUS)
        state = with_enemies(state, bonus.region, replace(e, **{field: getattr(e, field) - 1}))
        t = state.enemies(bonus.to_region)
        return with_enemies(state, bonus.to_region, replace(t, **{field: getattr(t, field) + 1}))
    raise RuleError(f"A banner is red, blue, yellow or green, not {str(banner)[:20]!r}.", BONUS)


def bonus_earned(state: FallState) -> bool:
    """Whether resolving the attack under way now earns an Eradication Bonus (the banner of a card it revealed)."""
    attack = state.attack
    assert attack is not None
    if not attack.cards:
        return False  # Eradication Bonus: a banner "among the Command Cards you revealed"; none, no bonus
    points = strength(state)
    if attack.kind == MONSTER:
        monster = state.monster_on(attack.target)
        assert monster is not None
        others = [m for m in state.monsters if m != monster]
        if any(m.name.startswith("Onygauros") for m in others):
            return False
        return points > data.fall_monster(monster.name).fall_strength
    if state.in_play("Onygauros"):
        return False
    enemies = state.enemies(attack.target)
    beaten = defeated(enemies, points, partial=state.settings.partial_attacks)
    if beaten is None:
        return False
    cost = data.ENEMY_STRENGTH_COST.value
    spent = beaten.golems * cost["Golem"] + beaten.troops * cost["Troop"] + beaten.parasites * cost["Parasite"]
    if beaten == enemies and points - spent >= 1:
        return True
    return state.player.character == "The Outsider" and beaten.golems >= 1


def resolve(state: FallState, event: ResolveAttack) -> FallState:
    """Add up the Strength Points and resolve the attack: defeats, respawn, Parasites, the bonus."""
    attack = state.attack
    if attack is None:
        raise RuleError("No attack is under way.", ATTACK)
    section = ATTACK if attack.kind == ENEMIES else MONSTER_SECTION
    if not attack.cards and can_pay_a_card(state) and not flat_strength_wins(state):
        raise RuleError("Reveal a Command Card first: with no card the attack has no Strength Points "
                        "(ruling attack_needs_a_card).", section)
    troops_split = event.troops
    if not (isinstance(troops_split, tuple) and len(troops_split) == 2 and all(is_whole(n) and n >= 0
                                                                               for n in troops_split)):
        raise RuleError("The Troops' split is two whole numbers, one per Troop region of the island.", RESPAWN)
    earned = bonus_earned(state)
    bonus = event.bonus
    if bonus is not None:
        if not earned:
            why = ("no Command Card was revealed, and the bonus is the banner of one" if not attack.cards else
                   "while Onygauros is in play no one benefits from an Eradication Bonus"
                   if state.in_play("Onygauros") else
                   "it comes only when every Enemy of the group is defeated with Strength to spare "
                   "(a Monster: more Strength than its own)")
            raise RuleError(f"No Eradication Bonus is earned: {why}.", BONUS)
        if bonus.banner not in {c.banner for c in attack.cards}:
            raise RuleError(f"The bonus is the banner of a card revealed in this attack, not {str(bonus.banner)[:20]!r}.",
                            BONUS)
    more = event.more
    if not isinstance(more, tuple) or not all(isinstance(b, Bonus) for b in more):
        raise RuleError("The further bonuses are a list of bonuses.", BONUS)
    if more:
        if bonus is None or state.player.character != "The Cursed":
            raise RuleError("Only The Cursed benefits from every card revealed, on top of the first bonus.",
                            "Characters: The Cursed")
        banners = Counter(c.banner for c in attack.cards)
        banners.subtract(b.banner for b in (bonus,) + more)
        if any(n < 0 for n in banners.values()):
            raise RuleError("The Cursed takes one bonus for each card revealed: no more.", "Characters: The Cursed")
    points = strength(state)
    after = _discard_cards(state)
    if attack.kind == MONSTER:
        monster = state.monster_on(attack.target)
        assert monster is not None
        if event.island or troops_split != (0, 0):
            raise RuleError("A Monster attack sends no Enemy back to an island.", MONSTER_SECTION)
        if points >= data.fall_monster(monster.name).fall_strength:
            after = replace(after, monsters=tuple(m for m in after.monsters if m != monster),
                            monster_bottom=after.monster_bottom + (monster.name,))
            after = release_monster_hold(after, monster.name)
        return _bonuses(after, bonus, more, "")

    enemies = state.enemies(attack.target)
    beaten = defeated(enemies, points, partial=state.settings.partial_attacks)
    if beaten is None:
        if event.island or troops_split != (0, 0):
            raise RuleError(f"The attack fails ({counted(points, 'Strength Point')} against "
                            f"{counted(enemies.golems, 'Golem')}, {counted(enemies.troops, 'Troop')}, "
                            f"{counted(enemies.parasites, 'Parasite')}): nothing is defeated "
                            "and nothing goes back to an island.", section)
        return after
    remaining = Enemies(enemies.golems - beaten.golems, enemies.troops - beaten.troops,
                        enemies.parasites - beaten.parasites)
    after = with_enemies(after, attack.target, remaining)
    if beaten.golems or beaten.troops:
        island = state.island(event.island)
        if island is None:
            raise RuleError("Name the island (by its crater) that the defeated Golems and Troops go back to.", RESPAWN)
        if sum(troops_split) != beaten.troops:
            raise RuleError(f"Split the {beaten.troops} defeated Troop(s) between the island's two other regions.",
                            RESPAWN)
        g = after.enemies(island.golem_region.id)
        after = with_enemies(after, island.golem_region.id, replace(g, golems=g.golems + beaten.golems))
        for region, n in zip(island.troop_regions, troops_split):
            t = after.enemies(region.id)
            after = with_enemies(after, region.id, replace(t, troops=t.troops + n))
    elif event.island or troops_split != (0, 0):
        raise RuleError("Only Parasites were defeated: nothing goes back to an island.", RESPAWN)
    if beaten.parasites:
        p = after.players[state.current]
        after = with_player(after, state.current,
                            replace(p, parasites=min(data.PARASITE_LIMIT.value, p.parasites + beaten.parasites)))
    return _bonuses(after, bonus, more, event.island)


def _bonuses(state: FallState, bonus: Bonus | None, more: tuple[Bonus, ...], island: str) -> FallState:
    if bonus is None:
        return state
    for b in (bonus,) + more:
        state = _bonus(state, b, island)
    return state
