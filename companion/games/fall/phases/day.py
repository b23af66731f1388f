"""The Day phase: up to three actions (Move, Collect, Deposit, Attack Enemies, Attack a Monster,
Investigate the Colossus), then the Night. The attacks are in attack.py."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from companion.errors import RuleError
from companion.validate import is_whole

from .. import data
from ..events import Collect, Deposit, EndDay, Investigate, IslandHop, Move, MoveFortification, Trade
from ..state import BESIEGED, EMPTY, FallState, Phase, add_qoam, with_player
from .payment import can_pay, pay

DAY = "Day Phase"
MAX_PATH = 40  # far longer than any move: a guard against a hostile event


def start_action(state: FallState, name: str) -> None:
    """Refuse a new action while an attack is open or three actions are done."""
    if state.phase is not Phase.DAY:
        raise RuleError(f"{name} is a Day action; it is the {state.phase.heading} now.", DAY)
    if state.attack is not None:
        raise RuleError("Finish the attack under way first (reveal a card or resolve it).", "Attack Enemies")
    if state.actions >= data.DAY_ACTIONS.value:
        raise RuleError(f"{state.player.name} has taken the {data.DAY_ACTIONS.value} actions of the Day: "
                        "end the Day.", DAY)


def done(state: FallState) -> FallState:
    """The state with one more action taken."""
    return replace(state, actions=state.actions + 1)


def move_allowance(state: FallState) -> int:
    """How many nodes the current Character may move (free steps apart): rulebook "Move" and Characters."""
    player = state.player
    first = state.actions == 0
    if player.character == "The Criminal" and not player.armor and first:
        return data.CRIMINAL_FIRST_MOVE.value
    if first:
        return data.MOVE_FIRST_ACTION.value
    return data.SANYA_MOVE.value if player.character == "Sanya" else data.MOVE_LATER_ACTION.value


def paid_steps(state: FallState, start: str, path: tuple[str, ...], mover: int | None = None) -> int:
    """How many steps of `path` from `start` count against the move: a step leaving a node the Character
    moved onto that holds a Fortification or another Character is free (rulebook "Move")."""
    board = state.board
    mover = state.current if mover is None else mover
    paid = 0
    here = start
    for k, node in enumerate(path):
        if not board.has_node(node):
            raise RuleError(f"{str(node)[:40]!r} is not a node of the board.", "Move")
        if node not in board.node(here).adjacent:
            raise RuleError(f"{node} is not adjacent to {here}: a Move goes node by adjacent node.", "Move")
        free = k > 0 and (state.fortified(here) or state.character_at(here, besides=mover) is not None)
        paid += 0 if free else 1
        here = node
    return paid


def move(state: FallState, event: Move) -> FallState:
    """Move along `path`; steps through a Fortification or another Character's node are free."""
    start_action(state, "Move")
    path = event.path
    if not isinstance(path, tuple) or not 1 <= len(path) <= MAX_PATH:
        raise RuleError("A Move names the nodes stepped onto, at least one.", "Move")
    mover = state.current
    if event.character != "":
        names = [p.name for p in state.players]
        if state.player.character != "The Creature" or event.character not in names:
            raise RuleError("Only The Creature moves another Character instead of her own: name its player.",
                            "Characters: The Creature")
        mover = names.index(event.character)
    player = state.players[mover]
    paid = paid_steps(state, player.node, path, mover)
    allowance = move_allowance(state)
    if paid > allowance:
        first = "as the first action of the turn" if state.actions == 0 else "after the first action"
        raise RuleError(f"{state.player.name} may move {allowance} node{'s' if allowance > 1 else ''} {first}; "
                        f"this path needs {paid} (only steps on from a Fortification or a Character are free).",
                        "Move")
    end = path[-1]
    other = state.character_at(end, besides=mover)
    if other is not None:
        raise RuleError(f"{other.character} stands on {end}: a Character moving onto another's node must "
                        "move on to an adjacent node.", "Move")
    return done(with_player(state, mover, replace(player, node=end)))


def nearest_island_nodes(state: FallState, node: str) -> tuple[str, ...]:
    """The nodes beside the islands nearest the island beside `node` (all of them on a tie for second)."""
    board = state.board
    here = board.crater_at(node)
    if here is None:
        return ()
    dist = board.distances(node)
    others = sorted((dist.get(c.node, 10 ** 6), c.node) for c in board.craters if c.id != here.id)
    if len(others) <= 2:
        return tuple(n for _, n in others)
    cut = others[1][0]
    return tuple(n for d, n in others if d <= cut)


def island_hop(state: FallState, event: IslandHop) -> FallState:
    """Kolbor & Malabor: an action from the node beside an island to one beside one of the two nearest."""
    section = "Characters: Kolbor & Malabor"
    start_action(state, "Kolbor & Malabor's hop")
    player = state.player
    if player.character != "Kolbor & Malabor":
        raise RuleError("Only Kolbor & Malabor hop between islands.", section)
    targets = nearest_island_nodes(state, player.node)
    if not targets:
        raise RuleError("The hop starts from the node beside an island.", section)
    if event.node not in targets:
        raise RuleError(f"The hop goes to the node beside one of the two nearest islands ({', '.join(targets)}).",
                        section)
    if state.character_at(event.node, besides=state.current) is not None:
        raise RuleError(f"Another Character stands on {event.node}.", "Move")
    return done(with_player(state, state.current, replace(player, node=event.node)))


def move_fortification(state: FallState, event: MoveFortification) -> FallState:
    """The Machine: once a turn, free, any Fortification moved up to 2 nodes to a node without one."""
    section = "Characters: The Machine"
    if state.phase is not Phase.DAY or state.attack is not None:
        raise RuleError("The Machine moves a Fortification during her Day, not during an attack.", section)
    if state.player.character != "The Machine":
        raise RuleError("Only The Machine moves Fortifications.", section)
    if state.fortification_moved:
        raise RuleError("The Machine moves a Fortification once a turn.", section)
    board = state.board
    fort = next((f for f in state.fortifications if f.node == event.source), None)
    if fort is None:
        raise RuleError(f"No Fortification stands on {str(event.source)[:40]}.", section)
    if not board.has_node(event.to) or board.distances(event.source).get(event.to, 99) > 2 or event.to == event.source:
        raise RuleError("A Fortification moves to another node at most 2 nodes away.", section)
    if state.fortified(event.to):
        raise RuleError(f"{event.to} already holds a Fortification.", section)
    forts = tuple(replace(f, node=event.to) if f is fort else f for f in state.fortifications)
    return replace(state, fortifications=forts, fortification_moved=True)


def collected(state: FallState) -> Counter:
    """The Qoam a Collect gives now: one of each region's colour around the Character's node."""
    board = state.board
    return Counter(data.QOAM_COLOUR[board.region_type(r)] for r in board.node(state.player.node).regions)


def collect(state: FallState, event: Collect) -> FallState:
    """Collect: one Qoam per Region around the node; above 6, the player's `discard` goes back."""
    start_action(state, "Collect")
    player = state.player
    qoam = player.qoam
    gained = collected(state)
    swap = event.swap
    if swap != ():
        if player.character != "Celethe":
            raise RuleError("Only Celethe swaps a collected crystal for another kind.", "Characters: Celethe")
        if not isinstance(swap, tuple) or len(swap) != 2 or any(c not in data.QOAM_COLOURS for c in swap) \
                or not gained[swap[0]]:
            raise RuleError("Celethe's swap names a colour just collected and the colour taken instead.",
                            "Characters: Celethe")
        gained = gained - Counter({swap[0]: 1}) + Counter({swap[1]: 1})
    for colour, n in gained.items():
        qoam = add_qoam(qoam, colour, n)
    over = sum(qoam) - data.QOAM_LIMIT.value
    discard = event.discard
    if not isinstance(discard, tuple) or not all(isinstance(c, str) and c in data.QOAM_COLOURS for c in discard):
        raise RuleError(f"What goes back is a list of Qoam colours ({', '.join(data.QOAM_COLOURS)}).", "Collect")
    if len(discard) != max(0, over):
        if over > 0:
            raise RuleError(f"{player.name} would hold {sum(qoam)} Qoam: put back exactly {over} to keep 6.",
                            "Collect")
        raise RuleError(f"{player.name} holds {sum(qoam)} Qoam, within the 6: nothing goes back.", "Collect")
    for colour, n in Counter(discard).items():
        if qoam[data.QOAM_COLOURS.index(colour)] < n:
            raise RuleError(f"{player.name} would not hold {n} {colour} Qoam to put back.", "Collect")
        qoam = add_qoam(qoam, colour, -n)
    return done(with_player(state, state.current, replace(player, qoam=qoam)))


def deposit(state: FallState, event: Deposit) -> FallState:
    """Deposit from a City node: crystals from the stash onto available City spaces."""
    start_action(state, "Deposit")
    player = state.player
    board = state.board
    if player.node not in board.city_nodes:
        raise RuleError(f"{player.name} must stand on one of the five City nodes to Deposit.", "Deposit")
    return done(deposit_crystals(state, state.current, event))


def deposit_crystals(state: FallState, index: int, event: Deposit) -> FallState:
    """The state with the crystals of `event` moved from player `index`'s stash onto City spaces."""
    player = state.players[index]
    board = state.board
    crystals = event.crystals
    if not isinstance(crystals, tuple) or not 1 <= len(crystals) <= data.CITY_SPACES.value:
        raise RuleError(f"A Deposit puts 1 to {data.CITY_SPACES.value} crystals on the City spaces.", "Deposit")
    city = list(state.city)
    qoam = player.qoam
    used: set[str] = set()
    for placed in crystals:
        space, colour = getattr(placed, "space", None), getattr(placed, "colour", None)
        if colour == "parasite":
            raise RuleError("Parasites cannot be deposited in the City.", "Deposit, note a")
        if not isinstance(colour, str) or colour not in data.QOAM_COLOURS:
            raise RuleError(f"{str(colour)[:30]!r} is not a Qoam colour.", "Deposit")
        if space not in board.city_spaces:
            raise RuleError(f"{str(space)[:30]!r} is not a City space ({', '.join(board.city_spaces)}).", "Deposit")
        if space in used:
            raise RuleError(f"One crystal per City space: {space} is named twice.", "Deposit, note b")
        used.add(space)
        i = board.city_spaces.index(space)
        if city[i] in BESIEGED:
            raise RuleError(f"{space} is besieged by a {city[i]}: it cannot hold Qoam.", "Deposit, note c")
        if qoam[data.QOAM_COLOURS.index(colour)] < 1:
            raise RuleError(f"{player.name} has no {colour} Qoam left to deposit.", "Deposit")
        qoam = add_qoam(qoam, colour, -1)
        city[i] = colour  # a crystal already there goes back to the pool to make room
    return replace(with_player(state, index, replace(player, qoam=qoam)), city=tuple(city))


def investigation_need(state: FallState, value: int) -> Counter:
    """The Qoam a shard of `value` costs: a pair of the two region colours around the Colossus per point."""
    board = state.board
    need: Counter = Counter()
    for region in board.node(state.colossus).regions:
        need[data.QOAM_COLOUR[board.region_type(region)]] += value
    return need


def investigate(state: FallState, event: Investigate) -> FallState:
    """Investigate the Colossus: pay for the revealed shard and claim it, or, unable to pay, put it back."""
    start_action(state, "Investigate the Colossus")
    section = "Investigate the Colossus"
    player = state.player
    if state.in_play("Caerulas"):
        raise RuleError("While Caerulas is in play, no one can Investigate the Colossus.", "Monster Cards: Caerulas")
    if player.node != state.colossus:
        raise RuleError(f"{player.name} must stand on the Colossus's node ({state.colossus}).", section)
    if state.colossus_shards < 1:
        raise RuleError("No Primal Shard is left on the Colossus.", section)
    if not is_whole(event.value) or event.value not in data.PRIMAL_SHARD_VALUES.value:
        raise RuleError("A Primal Shard is worth 1, 2 or 3.", section)
    if state.colossus_base and event.value not in state.colossus_base:
        raise RuleError(f"By the shards entered for the Colossus's base, it holds no {event.value}-point shard now "
                        f"(it holds {', '.join(map(str, state.colossus_base))}).", section)
    need = investigation_need(state, event.value)
    what = " and ".join(f"{n} {c}" for c, n in sorted(need.items()))
    if event.spend == ():
        if can_pay(state, player, need):
            raise RuleError(f"{player.name} can pay {what} (the City's Qoam and wild trades counted): "
                            "an Investigation fails only when it cannot be paid.", section)
        if event.city_node:
            raise RuleError("A failed Investigation moves no one.", section)
        return done(state)  # the shard goes back in its slot; nothing is spent
    paid = pay(state, state.current, event.spend, [need], section, f"a {event.value}-point shard ({what})")
    node = event.city_node
    player = paid.players[state.current]
    if state.outsider_relic:
        if node:
            raise RuleError("The Outsider's Relic keeps the Character where it is after the Investigation.",
                            "Characters: The Outsider")
        node = player.node
    elif node not in state.board.city_nodes:
        raise RuleError("After claiming the shard, the Character moves onto one of the City nodes: name it.", section)
    elif state.character_at(node, besides=state.current) is not None:
        raise RuleError(f"Another Character stands on {node}: choose a free City node.", section)
    claimed = replace(player, shards=player.shards + (event.value,), node=node)
    base = list(state.colossus_base)
    if base:
        base.remove(event.value)
    return done(replace(with_player(paid, state.current, claimed), colossus_shards=state.colossus_shards - 1,
                        colossus_base=tuple(base)))


def trade(state: FallState, event: Trade) -> FallState:
    """Leheir's ability: give another player 2 Qoam and take 2 of theirs, at once; once a turn, free."""
    section = "Characters: Leheir"
    if state.phase is not Phase.DAY or state.attack is not None:
        raise RuleError("Leheir trades during their Day, not during an attack.", section)
    player = state.player
    if player.character != "Leheir":
        raise RuleError("Only Leheir trades Qoam with another player.", section)
    if state.traded:
        raise RuleError("Leheir trades once a turn.", section)
    names = [p.name for p in state.players]
    if event.target not in names or event.target == player.name:
        raise RuleError("Leheir trades with another player: name them.", section)
    j = names.index(event.target)
    other = state.players[j]
    for what, who in ((event.give, player), (event.take, other)):
        if not isinstance(what, tuple) or len(what) != 2 or any(c not in data.QOAM_COLOURS for c in what):
            raise RuleError("The trade is 2 Qoam each way, named by colour.", section)
        for c, n in Counter(what).items():
            if who.has(c) < n:
                raise RuleError(f"{who.name} has {who.has(c)} {c} Qoam, not {n}.", section)
    mine, theirs = player.qoam, other.qoam
    for c in event.give:
        mine, theirs = add_qoam(mine, c, -1), add_qoam(theirs, c, 1)
    for c in event.take:
        mine, theirs = add_qoam(mine, c, 1), add_qoam(theirs, c, -1)
    after = with_player(state, state.current, replace(player, qoam=mine))
    return replace(with_player(after, j, replace(other, qoam=theirs)), traded=True)


def end_day(state: FallState, event: EndDay) -> FallState:
    """End the Day phase: the Night follows."""
    if state.phase is not Phase.DAY:
        raise RuleError(f"It is the {state.phase.heading}, not a Day.", DAY)
    if state.attack is not None:
        raise RuleError("Finish the attack under way first.", "Attack Enemies")
    return replace(state, phase=Phase.NIGHT)
