"""The Mysthea: The Fall dashboard: the Icaion board on a BoardCanvas, the setup form, the Day actions
and Night reports the core offers, each player's stash, and the odds where each decision is made.

Every action becomes an event in a Session; a refused move shows as a message, never a traceback.
It is a `widgets.table.dashboard.Dashboard`: what is legal now, the step and its prompt come from the
core (`FALL.options` / `next_step`); this module shows them and turns clicks into events.
CSS classes for browser tests start with `tc-fall-` (see `FallDashboard.__doc__`).
"""

from __future__ import annotations

import html
from typing import Any, Callable

import ipywidgets as w

from companion.errors import RuleError
from companion.games.fall import data
from companion.games.fall.events import AttackEnemies, AttackMonster, Move
from companion.games.fall.game import FALL
from companion.games.fall.odds import table_colossus_within, table_night_forecast, table_odds
from companion.games.fall.options import draft_setup, start_nodes
from companion.games.fall.state import Phase
from companion.session import Session
from widgets.games.fall.board import HEIGHT, WIDTH, View, describe, draw_board
from widgets.kit.canvas import BoardCanvas
from widgets.kit.odds_view import percent_and_fraction
from widgets.kit.prompt import StepPrompt
from widgets.kit.style import heading, note, page, row
from widgets.table.dashboard import Dashboard, game_page

NIGHTS_AHEAD = 3  # how many Nights the Colossus forecast looks ahead (a display choice)
ENEMIES, MONSTER = "enemies", "monster"


def _dropdown(options: Any, value: Any = None, description: str = "", width: str = "180px") -> w.Dropdown:
    box = w.Dropdown(options=options, description=description, layout=w.Layout(width=width),
                     style={"description_width": "initial"})
    if value is not None:
        box.value = value
    return box


class SetupForm(w.VBox):
    """Getting Ready: the Characters and their nodes, difficulty, the entered values, the islands."""

    def __init__(self, dash: "FallDashboard") -> None:
        self.dash = dash
        offers = FALL.options(FALL.initial_state(dash.session.profile or {})).offers
        defense, shards = offers["example"]
        self.count = _dropdown(offers["players"], offers["players"][0], "Characters", "150px")
        self.count.add_class("tc-fall-count")
        self.solo = w.Checkbox(value=False, description="solo (one player, two Characters)", indent=False,
                               layout=w.Layout(width="260px"))
        self.difficulty = _dropdown(offers["difficulties"], "normal", "Difficulty", "200px")
        self.defense = w.BoundedIntText(value=defense, min=1, max=999, description="City Defense (entered)",
                                        style={"description_width": "initial"}, layout=w.Layout(width="220px"))
        self.defense.add_class("tc-fall-defense")
        self.shards = w.BoundedIntText(value=shards, min=1, max=99, description="Colossus shards (entered)",
                                       style={"description_width": "initial"}, layout=w.Layout(width="230px"))
        self.colossus = _dropdown(offers["ring"], offers["ring"][0], "Colossus on", "200px")
        chars = offers["characters"]
        self.names, self.chars, self.nodes = [], [], []
        for i in range(max(offers["players"])):
            name = w.Text(value=f"Player {i + 1}", layout=w.Layout(width="120px"))
            name.add_class(f"tc-fall-name-{i + 1}")
            char = _dropdown(chars, chars[(i * 3) % len(chars)], "", "170px")
            char.add_class(f"tc-fall-character-{i + 1}")
            node = _dropdown((), None, "starts on", "170px")
            char.observe(lambda _c, k=i: self._nodes_for(k), names="value")
            self.names.append(name)
            self.chars.append(char)
            self.nodes.append(node)
            self._nodes_for(i)
        self.rows = [w.HBox([n, c, d]) for n, c, d in zip(self.names, self.chars, self.nodes)]
        self.islands: dict[str, tuple[w.Dropdown, ...]] = {}
        types = offers["region_types"]
        island_rows = []
        for k, crater in enumerate(offers["craters"]):
            picks = tuple(_dropdown(types, types[(k + j) % len(types)], "", "120px") for j in range(3))
            self.islands[crater] = picks
            island_rows.append(w.HBox([w.HTML(f"<b>{html.escape(crater)}</b>", layout=w.Layout(width="70px")),
                                       *picks]))
        self.start = w.Button(description="Start the game", button_style="primary")
        self.start.add_class("tc-fall-start")
        self.start.on_click(lambda _b: dash.message.guard(self.submit)())
        self.count.observe(lambda _c: self._show_rows(), names="value")
        self._show_rows()
        super().__init__([
            heading("Getting Ready"),
            row(self.count, self.solo, self.difficulty),
            *self.rows,
            row(self.defense, self.shards, self.colossus),
            note("Islands: the region types of each crater's island, the Golem region first."),
            *island_rows,
            note("Machines (a setup step missing from the rulebook text): one of each kind per player around "
                 "its starting node, as an EXAMPLE to correct on the cardboard."),
            self.start,
        ])
        self.add_class("tc-fall-setup")

    def _nodes_for(self, k: int) -> None:
        nodes = start_nodes(self.dash.state.board, self.chars[k].value)
        taken = {self.nodes[j].value for j in range(k) if j < len(self.nodes)}
        box = self.nodes[k]
        box.options = nodes
        box.value = next((n for n in nodes if n not in taken), nodes[0])

    def _show_rows(self) -> None:
        for k, r in enumerate(self.rows):
            r.layout.display = None if k < self.count.value else "none"

    def event(self) -> Any:
        """The SetUp the form holds (checked by the rules when it is applied)."""
        n = self.count.value
        return draft_setup(self.dash.state.board, tuple(c.value for c in self.chars[:n]),
                           names=tuple(t.value for t in self.names[:n]), difficulty=self.difficulty.value,
                           city_defense=self.defense.value, colossus_shards=self.shards.value,
                           colossus_node=self.colossus.value,
                           islands={c: tuple(d.value for d in picks) for c, picks in self.islands.items()},
                           nodes=tuple(d.value for d in self.nodes[:n]), solo=self.solo.value)

    def submit(self) -> None:
        """Start the game with what the form holds."""
        self.dash.act(self.event())


class FallDashboard(Dashboard):
    """The cooperative game beside the table.

    CSS classes (for browser tests): canvas tc-fall-board; tc-fall-status, tc-fall-players, tc-fall-inspect,
    tc-fall-message, tc-fall-prompt, tc-fall-rulings, tc-fall-outcome; setup tc-fall-setup, tc-fall-count,
    tc-fall-name-<n>, tc-fall-character-<n>, tc-fall-defense, tc-fall-start; play tc-fall-moves (the
    moves offered), tc-fall-do, tc-fall-reports (what the cardboard showed), tc-fall-report,
    tc-fall-attack (attack the group or Monster picked); odds tc-fall-odds, tc-fall-night.
    """

    game = FALL
    css = "tc-fall"

    def __init__(self, session: Session | None = None, *,
                 history: Callable[[Session], w.Widget] | None = None) -> None:
        super().__init__(session, history=history)
        self._options: tuple[Any, Any] | None = None
        self.target: tuple[str, str] | None = None  # (ENEMIES, region) or (MONSTER, crater) picked
        self.chosen: str | None = None
        self.inspected: str | None = None
        self.status = w.HTML()
        self.status.add_class("tc-fall-status")
        self.outcome = w.HTML()
        self.outcome.add_class("tc-fall-outcome")
        self.prompt = StepPrompt()
        self.prompt.add_class("tc-fall-prompt")
        self.prompt.on_choice(lambda choice: self.message.guard(choice)())
        self.inspect = w.HTML("Click a node to move there, a region or a Monster to weigh an attack.")
        self.inspect.add_class("tc-fall-inspect")
        self.players = w.HTML()
        self.players.add_class("tc-fall-players")
        self.board = BoardCanvas(WIDTH, HEIGHT, draw=draw_board, state=View(self.state))
        self.board.add_class("tc-fall-board")
        self.board.on_pick(self.message.guard(self.pick))
        self.setup = SetupForm(self)
        self.moves = _dropdown((), None, "", "480px")
        self.moves.add_class("tc-fall-moves")
        self.do = w.Button(description="Do it", button_style="primary", layout=w.Layout(width="auto"))
        self.do.add_class("tc-fall-do")
        self.do.on_click(lambda _b: self.message.guard(self._do)(self.moves))
        self.reports = _dropdown((), None, "", "480px")
        self.reports.add_class("tc-fall-reports")
        self.report = w.Button(description="Report", button_style="warning", layout=w.Layout(width="auto"))
        self.report.add_class("tc-fall-report")
        self.report.on_click(lambda _b: self.message.guard(self._do)(self.reports))
        self.attack = w.Button(description="Attack", button_style="danger", layout=w.Layout(width="auto"))
        self.attack.add_class("tc-fall-attack")
        self.attack.on_click(lambda _b: self.message.guard(self.start_attack)())
        self.move_label = w.HTML("<b>Your moves</b>")
        self.report_label = w.HTML("<b>What the cardboard showed</b>")
        self.play = w.VBox([self.move_label, self.moves, self.do, self.report_label, self.reports, self.report],
                           layout=w.Layout(width="490px"))
        self.play.add_class("tc-fall-play")
        self.odds = w.HTML()
        self.odds.add_class("tc-fall-odds")
        self.night = w.HTML()
        self.night.add_class("tc-fall-night")
        right = w.VBox([self.status, self.players, self.attack, self.odds, self.inspect, self.message, self.play,
                        heading("Before the Night"), self.night],
                       layout=w.Layout(width="500px", margin="0 0 0 10px"))
        bottom = [heading("History"), self.history] if self.history is not None else []
        self.widget = page(self.outcome, self.prompt, self.rulings, self.setup, row(self.board, right),
                           *bottom, title="Mysthea: The Fall")
        self.widget.add_class("tc-fall-page")
        self.refresh()

    def options(self) -> Any:
        """What the core says may happen now (asked once a state)."""
        state = self.state
        if self._options is None or self._options[0] is not state:
            self._options = (state, FALL.options(state))
        return self._options[1]

    # ----- acting -----
    def _do(self, box: w.Dropdown) -> None:
        if box.value is None:
            raise RuleError("Nothing is offered here now.")
        self.act(self.options().choices[box.value].event)

    def after_act(self) -> None:
        """Forget the pick once the attack under way is over."""
        self.chosen = None

    def session_changed(self) -> None:
        """Forget what was picked on the old game's board."""
        self.target = self.chosen = self.inspected = None

    def start_attack(self) -> None:
        """Attack the group or Monster picked on the board."""
        if self.target is None:
            raise RuleError("Pick a region or a Monster on the board first.")
        kind, what = self.target
        self.act(AttackEnemies(what) if kind == ENEMIES else AttackMonster(what))

    def pick(self, name: str) -> None:
        """A click on the board: move to a node offered, or weigh an attack on a region or Monster."""
        state = self.state
        self.inspect.value = html.escape(describe(state, name))
        self.inspected = name
        kind, _, what = name.partition(":")
        offers = self.options().offers
        if kind == "node" and what in offers.get("destinations", ()):
            move = next(c.event for c in self.options().choices
                        if isinstance(c.event, Move) and not c.event.character and c.event.path[-1] == what)
            self.act(move)
            return
        if kind == "region" and state.players and state.enemies(what).total:
            self.target, self.chosen = (ENEMIES, what), name
        elif kind in ("monster", "island") and state.monster_on(what) is not None:
            self.target, self.chosen = (MONSTER, what), f"monster:{what}"
        self.refresh()

    # ----- showing -----
    def targets(self) -> tuple[str, ...]:
        """The shapes to highlight: the destinations and attack targets the core offers now."""
        offers = self.options().offers
        return (tuple(f"node:{n}" for n in offers.get("destinations", ()))
                + tuple(f"region:{r}" for r in offers.get("attack_regions", ()))
                + tuple(f"monster:{c}" for c in offers.get("attack_monsters", ())))

    def canvases(self) -> tuple[Any, ...]:
        """The board (for `centre`)."""
        return (self.board,)

    def refresh(self) -> None:
        """Bring every part of the page up to the session's state."""
        state = self.state
        opts = self.options()
        step = opts.step
        who = f"{step.actor}: " if step.actor and step.actor != "chance" else ""
        shortcuts = {c.label: (lambda ev=c.event: self.act(ev)) for c in opts.choices
                     if c.label == "End the Day" or c.label.startswith("Resolve the attack")}
        self.prompt.show(f"{who}{step.name} — {step.prompt}", step.section, dict(list(shortcuts.items())[:4]))
        self.setup.layout.display = None if state.phase is Phase.SETUP else "none"
        playing = state.phase not in (Phase.SETUP, Phase.OVER)
        self.play.layout.display = None if playing else "none"
        moves = [(c.label, k) for k, c in enumerate(opts.choices) if c.kind == "move"]
        reports = [(c.label, k) for k, c in enumerate(opts.choices) if c.kind == "report"]
        self.moves.options, self.reports.options = moves, reports
        self.moves.value = moves[0][1] if moves else None
        self.reports.value = reports[0][1] if reports else None
        for box, button, label in ((self.moves, self.do, self.move_label),
                                   (self.reports, self.report, self.report_label)):
            shown = None if box.options else "none"
            box.layout.display = button.layout.display = label.layout.display = shown
        if state.attack is not None:
            self.target = (state.attack.kind, state.attack.target)
        elif self.target is not None and not self._target_stands(state):
            self.target = None
        attackable = self._attack_offered(opts)
        self.attack.layout.display = None if attackable else "none"
        if attackable:
            self.attack.description = f"Attack {self.target[1]}"
        self._status(state)
        self._odds(state)
        self.board.show(View(state, self.targets(), self.chosen or self._chosen_shape(), self.inspected))
        super().refresh()

    def _chosen_shape(self) -> str | None:
        if self.target is None:
            return None
        kind, what = self.target
        return f"region:{what}" if kind == ENEMIES else f"monster:{what}"

    def _target_stands(self, state: Any) -> bool:
        kind, what = self.target  # type: ignore[misc]
        if not state.players:
            return False
        return bool(state.enemies(what).total) if kind == ENEMIES else state.monster_on(what) is not None

    def _attack_offered(self, opts: Any) -> bool:
        if self.target is None or self.state.attack is not None:
            return False
        kind, what = self.target
        want = AttackEnemies(what) if kind == ENEMIES else AttackMonster(what)
        return want in opts.events()

    def _status(self, state: Any) -> None:
        if state.phase is Phase.SETUP:
            self.status.value = "<b>Not set up yet.</b> Fill in Getting Ready and press Start the game."
            self.players.value = ""
        else:
            bag = " · ".join(f"{n}×{v}" for v, n in zip(data.PRIMAL_SHARD_VALUES.value, state.bag))
            board = ", ".join(state.event_board) or "empty"
            log = "<br>".join(html.escape(x) for x in state.log)
            self.status.value = (
                f"<b style='font-size:17px'>Round {state.round} · {html.escape(state.phase.heading)}</b><br>"
                f"City Defense <b>{state.defense}</b> · Colossus on {html.escape(state.colossus)} with "
                f"{state.colossus_shards} shards · bag {bag}<br>Event Board: {html.escape(board)}"
                + (f"<br><small><i>Last: {log}</i></small>" if log else ""))
            rows = "".join(
                f"<tr{' style=font-weight:bold' if i == state.current else ''}><td>{html.escape(p.name)}<br>"
                f"<small>{html.escape(p.character)}</small></td><td>{html.escape(p.node)}</td><td>"
                + html.escape(", ".join(f"{n} {c}" for n, c in zip(p.qoam, data.QOAM_COLOURS) if n) or "—")
                + f"</td><td>{p.parasites}</td><td>{html.escape(' + '.join(map(str, p.shards)) or '—')}</td>"
                f"<td>{'charged' if p.relic_charged else 'used'}</td><td>{len(p.fortifications)}</td></tr>"
                for i, p in enumerate(state.players))
            self.players.value = ("<table style='font-size:12px;width:100%;overflow-wrap:anywhere'><tr>"
                                  "<th>player</th><th>node</th><th>stash</th><th>Parasites</th><th>Shards</th>"
                                  f"<th>Relic</th><th>Fortif.</th></tr>{rows}</table>")
        over = state.phase is Phase.OVER
        self.outcome.value = (f"<div style='font-size:22px;font-weight:bold'>"
                              f"{'★ VICTORY' if state.won else '✖ DEFEAT'} — {html.escape(state.outcome)}</div>"
                              if over else "")
        self.outcome.layout.display = None if over else "none"

    def _odds(self, state: Any) -> None:
        self.odds.value = self._attack_odds(state)
        if state.phase in (Phase.DAY, Phase.NIGHT):
            forecast = table_night_forecast(state)
            rows = "".join(f"<tr><td>{html.escape(str(e))}</td><td>{percent_and_fraction(p)}</td></tr>"
                           for e, p in sorted(forecast.items(), key=lambda kv: -kv[1]))
            within = " · ".join(f"{n}: {percent_and_fraction(table_colossus_within(state, n))}"
                                for n in range(1, NIGHTS_AHEAD + 1))
            self.night.value = ("<b>The next Night's Event Card</b><table style='font-size:12px;width:100%'>"
                                f"{rows}</table><b>P(a Colossus Card within n Nights)</b>, n = {within}")
        else:
            self.night.value = ""

    def _attack_odds(self, state: Any) -> str:
        if self.target is None or state.phase is not Phase.DAY:
            return "<i>Click a region with Enemies or a Monster to see the attack's odds.</i>"
        kind, what = self.target
        try:
            odds = table_odds(state, kind, what)
        except ValueError as exc:
            return f"<i>{html.escape(str(exc))}</i>"
        what_name = f"the Enemies in {what}" if kind == ENEMIES else f"the Monster on {what}"
        revealed = state.attack.cards if state.attack is not None else ()
        seen = ", ".join(f"{c.value} {c.banner}" for c in revealed)
        rows = "".join(f"<tr><td>{k} more card{'s' if k > 1 else ''}</td><td>{percent_and_fraction(odds.reach[k])}"
                       f"</td><td>{percent_and_fraction(odds.exceed[k])}</td></tr>" for k in sorted(odds.reach))
        now = ""
        if revealed:
            total = odds.bonus
            now = (f"<br>Revealed so far: {html.escape(seen)} — {total} Strength against {odds.need} needed "
                   f"({'enough' if total >= odds.need else 'short'}).")
        return (f"<b>Attack on {html.escape(what_name)}</b>: {odds.need} Strength needed; the cards already "
                f"seen in each Era deck are counted.{now}<table style='font-size:12px;width:100%'>"
                "<tr><th>cards</th><th>P(success)</th><th>P(Eradication Bonus)</th></tr>"
                f"{rows}</table>")


def fall_page(folder: Any = None) -> w.VBox:
    """The whole dashboard: New game / Resume (saved as you play), the table, and the named history."""
    return game_page(FallDashboard, folder)
