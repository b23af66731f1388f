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
from companion.games.fall.options import last_result, why_not
from companion.games.fall.events import AttackEnemies, AttackMonster, Move
from companion.games.fall.game import FALL
from companion.games.fall.state import Phase
from companion.games.fall.words import island_name, region_name
from companion.session import Session
from widgets.games.fall.board import HEIGHT, WIDTH, View, describe, draw_board
from widgets.games.fall.choices import ChoicesForm
from widgets.games.fall.odds import FallOddsPanel
from widgets.games.fall.setup import TABS_CSS, SetupForm
from widgets.kit.canvas import BoardCanvas
from widgets.kit.controls import classed, dropdown, list_and_button
from widgets.kit.prompt import StepPrompt
from widgets.kit.style import colour_button
from widgets.table.dashboard import Dashboard, game_page

ENEMIES, MONSTER = "enemies", "monster"
WIDE = "min(488px, 90vw)"  # a pick list as wide as the now panel (beside the board, or a phone's width)


class FallDashboard(Dashboard):
    """The cooperative game beside the table.

    CSS classes (for browser tests): canvas tc-fall-board; tc-fall-status, tc-fall-players, tc-fall-inspect,
    tc-fall-message, tc-fall-prompt, tc-fall-rulings, tc-fall-outcome; setup tc-fall-setup, tc-fall-count,
    tc-fall-name-<n>, tc-fall-character-<n>, tc-fall-defense, tc-fall-start; play tc-fall-moves (the
    moves offered), tc-fall-do, tc-fall-reports (what the cardboard showed), tc-fall-report,
    tc-fall-attack (attack the group or Monster picked); the players' own choices in the move or report picked
    (widgets/games/fall/choices.py) tc-fall-choices-move, tc-fall-choices-report, each pick list
    tc-fall-pick-<key>; odds (widgets/games/fall/odds.py) tc-fall-odds with
    tc-fall-advice, tc-fall-investigate; tc-fall-night (the Night forecast, a fold); under the board
    tc-fall-notes (what started as an EXAMPLE) and tc-fall-charts with tc-fall-strength-chart, tc-fall-night-chart
    and tc-fall-colossus-chart.
    """

    game = FALL
    css = "tc-fall"
    # The keyboard's way to weigh an attack (a node's move is in "Your moves"): the shell's board picks.
    pick_words = {"region": "Weigh an attack on the {}", "monster": "Weigh an attack on the Monster of {}"}
    # The "How to use" fold (open while no game is set up).
    how_to = (
        'The cooperative game tracked beside the real board: the Icaion board (a labelled '
        'reconstruction until you load your own board file), every Day action checked against the '
        'rulebook, every Night card resolved, and exact odds where each attack is decided.'
        "\n\n"
        'Fill in Getting Ready and start (the game is saved from then on; Saved games resumes, '
        'imports or exports one); report the first Monster and the setup Event cards, then play: '
        "click a highlighted node to move, click a region or a Monster to see the attack's odds "
        'with one, two and three cards, and report each Command Card as it is revealed.'
    )

    def __init__(self, session: Session | None = None, *,
                 history: Callable[[Session], w.Widget] | None = None) -> None:
        super().__init__(session, history=history)
        self._options: tuple[Any, Any] | None = None
        self._shown: Any = None  # the state the lists were last filled for (kept as picked after a refusal)
        self.target: tuple[str, str] | None = None  # (ENEMIES, region) or (MONSTER, crater) picked
        self.chosen: str | None = None
        self.inspected: str | None = None
        self._turn: Any = None  # (round, player, phase) the picks were made in
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
        # What the game started from that is not the table's own (EXAMPLE values): read once, under the board.
        self.notes = w.HTML()
        self.notes.add_class("tc-fall-notes")
        self.board = BoardCanvas(WIDTH, HEIGHT, draw=draw_board, state=View(self.state))
        self.board.add_class("tc-fall-board")
        self.board.on_pick(self.message.guard(self.pick))
        self.setup = SetupForm(self)
        self.moves = dropdown((), None, "", WIDE, name="The move to make")
        self.moves.add_class("tc-fall-moves")
        self.do = w.Button(description="Do it", button_style="primary", layout=w.Layout(width="auto"))
        self.do.add_class("tc-fall-do")
        self.do.on_click(lambda _b: self.message.guard(self._do)(self.moves))
        self.reports = dropdown((), None, "", WIDE, name="What to report")
        self.reports.add_class("tc-fall-reports")
        self.report = w.Button(description="Report", layout=w.Layout(width="auto"))
        colour_button(self.report, "orange")  # ink on Okabe-Ito orange (ipywidgets' "warning" white text was 2.7:1)
        self.report.add_class("tc-fall-report")
        self.report.on_click(lambda _b: self.message.guard(self._do)(self.reports))
        self.attack = w.Button(description="Attack", button_style="danger", layout=w.Layout(width="auto"))
        self.attack.add_class("tc-fall-attack")
        self.attack.on_click(lambda _b: self.message.guard(self.start_attack)())
        self.move_label = w.HTML("<b>Your moves</b>")
        self.report_label = w.HTML("<b>What the cardboard showed</b>")
        # The players' own choices in the move or report picked, filled from the core's form (choices.py).
        self.move_choices = ChoicesForm("tc-fall-choices-move")
        self.report_choices = ChoicesForm("tc-fall-choices-report")
        self._filling = False  # the lists are being refilled: their passing values are no player's pick
        self.moves.observe(lambda _c: self._filling or self._show_choices(), names="value")
        self.reports.observe(lambda _c: self._filling or self._show_choices(), names="value")
        # A move and its button on one line; the board's picks (the keyboard's clicks) and Attack right under
        # them, before what the cardboard showed, so the Day's choices read in one view.
        self.moves_row = list_and_button(self.moves, self.do)
        self.play = w.VBox([self.move_label, self.moves_row, self.move_choices, self.picks_row(), self.attack,
                            self.report_label, self.reports, self.report_choices, self.report],
                           layout=w.Layout(width="auto"))
        self.play.add_class("tc-fall-play")
        self.odds_panel = FallOddsPanel()  # the odds where each decision is made (widgets/games/fall/odds.py)
        self.odds, self.night = self.odds_panel.attack, self.odds_panel.night
        # The shell's page (widgets.table.shell): whose turn, the step and its buttons in the now panel beside
        # the board, then the attack's odds and the Night's forecast (a fold, open where it decides the step),
        # which hold no control; under the board what is read there: the players' table, the EXAMPLE notes and
        # the odds' charts (each with its own "show formula" box).
        self.widget = self.table(
            board=[self.board, self.inspect, self.players, self.notes, self.odds_panel.charts],
            head=[self.status, self.outcome, self.prompt],
            controls=[self.setup, self.play, self.odds, self.night],
            more=[classed(w.HTML(f"<style>{TABS_CSS}</style>", layout=w.Layout(height="0px", margin="0")),
                          "tc-stylesheet")],
            width=500)
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
            if not box.options:
                raise RuleError("Nothing is offered here now.")
            raise RuleError("Pick a move in the list first." if box is self.moves
                            else "Pick what the cardboard showed in the list first.")
        form = self.move_choices if box is self.moves else self.report_choices
        picked = form.event(self.state)  # the move with the players' own picks, when it carries any
        self.act(picked if picked is not None else self.options().choices[box.value].event)

    def _show_choices(self) -> None:
        """Show the choices of the move and of the report picked now (the core's forms)."""
        choices = self.options().choices
        for box, form in ((self.moves, self.move_choices), (self.reports, self.report_choices)):
            picked = box.value
            form.show_for(self.state, choices[picked].event if picked is not None and picked < len(choices) else None)

    def after_act(self) -> None:
        """Forget the pick once the attack under way is over."""
        self.chosen = None

    def session_changed(self) -> None:
        """Forget what was picked on the old game's board (and, for a new game, the last one's solo box)."""
        self.target = self.chosen = self.inspected = None
        if getattr(self, "setup", None) is not None and self.state.phase is Phase.SETUP:
            self.setup.new_game()

    def start_attack(self) -> None:
        """Attack the group or Monster picked on the board."""
        if self.target is None:
            raise RuleError("Pick a region or a Monster on the board first.")
        kind, what = self.target
        self.act(AttackEnemies(what) if kind == ENEMIES else AttackMonster(what))

    def pick(self, name: str) -> None:
        """A click on the board: move to a node offered, or weigh an attack on a region or Monster."""
        state = self.state
        self.inspected = name
        why = self._inspect(state, clicked=True)
        if why:  # the reason in the now panel's message slot too, where the player looks (not only under the board)
            self.message.refuse(RuleError(f"Not now: {why}"))
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
    def _inspect(self, state: Any, clicked: bool = False) -> str:
        """The shape clicked last, described as it stands now; just `clicked`, with the rules' reason if it can
        do nothing (after the step a click made, the reason would read as a refusal of what just happened),
        which is returned ("" when none)."""
        if self.inspected is None:
            self.inspect.value = "Click a node to move there, a region or a Monster to weigh an attack."
            return ""
        why = why_not(state, self.inspected) if clicked and state.phase is not Phase.SETUP else ""
        self.inspect.value = html.escape(describe(state, self.inspected)) + (
            f"<br><b>Not now:</b> {html.escape(why)}" if why else "")
        return why

    def pick_place(self, kind: str, what: str) -> str:
        """A region by its type and printed id ('Forest (outer-3)'), a Monster by its island ('Island 1')."""
        if kind == "region":
            return region_name(self.state.board, what)
        return island_name(what) if kind == "monster" else what

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
        # A refusal leaves the state as it was: the players' picks stay as they made them.
        same = self._shown is state
        self._shown = state
        if not same:  # a new state (a step, an undo, another page's move): nothing shown may be stale
            turn = (state.round, state.current, state.phase)
            if turn != self._turn and state.attack is None:  # another turn: the old picks are not its own
                self.target = self.chosen = self.inspected = None
            self._turn = turn
            self._inspect(state)
        self._filling = True
        try:
            for box, items in ((self.moves, moves), (self.reports, reports)):
                keep = box.value if same and box.value in {k for _, k in items} else None
                box.options = items
                # A move is the players' decision: none is picked for them ("Do it" asks); a report starts
                # where the rules core says (`report_start`).
                start = opts.offers.get("report_start", ()) if box is self.reports else ()
                box.value = keep if keep is not None else (start[0] if start else None)
        finally:
            self._filling = False
        self._show_choices()
        for box, button, label in ((self.moves, self.do, self.move_label),
                                   (self.reports, self.report, self.report_label)):
            shown = None if box.options else "none"
            box.layout.display = button.layout.display = label.layout.display = shown
        if state.attack is not None:
            self.target = (state.attack.kind, state.attack.target)
        elif self.target is not None and not self._target_stands(state):
            self.target = self.chosen = None
        attackable = self._attack_offered(opts)
        self.attack.layout.display = None if attackable else "none"
        if attackable:
            self.attack.description = f"Attack {self.target[1]}"
        self._status(state)
        self._odds(state)
        shown = self.setup.preview if state.phase is Phase.SETUP else state  # a board file loaded before the start
        self.board.show(View(shown, self.targets(), self.chosen or self._chosen_shape(), self.inspected))
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
            self.players.value = self.notes.value = ""
        else:
            bag = " · ".join(f"{n}×{v}" for v, n in zip(data.PRIMAL_SHARD_VALUES.value, state.bag))
            board = ", ".join(state.event_board) or "empty"
            if state.storm_out:  # the Storm lies beside the Monster Deck, never on the Event Board
                board += f" · {data.STORM} beside the Monster Deck"
            log = "<br>".join(html.escape(x) for x in self._last())
            self.status.value = (
                f"<b style='font-size:17px'>Round {state.round} · {html.escape(state.phase.heading)}</b><br>"
                f"City Defense <b>{state.defense}</b> · Colossus on {html.escape(state.colossus)} with "
                f"{state.colossus_shards} shards · bag {bag}<br>Event Board: {html.escape(board)}"
                + self._chronicle(state)
                + (f"<br><small><i>Last: {log}</i></small>" if log else ""))
            self.notes.value = "<br>".join(
                (["<b>Machines: the EXAMPLE draft</b> (the rulebook's setup step for them is missing), "
                  "not your table's"] if state.example_machines else [])
                + ([f"<b>{html.escape(' and '.join(state.example_numbers))}: started at the EXAMPLE "
                    f"value{'s' if len(state.example_numbers) > 1 else ''}</b> (not printed in the rulebook), "
                    "not necessarily your table's"] if state.example_numbers else []))
            rows = "".join(
                f"<tr{' style=font-weight:bold' if i == state.current else ''}><td>{html.escape(p.name)}<br>"
                f"<small>{html.escape(p.character)}</small></td><td>{html.escape(p.node)}</td><td>"
                + html.escape(", ".join(f"{n} {c}" for n, c in zip(p.qoam, data.QOAM_COLOURS) if n) or "—")
                + f"</td><td>{p.parasites}</td><td>{html.escape(' + '.join(map(str, p.shards)) or '—')}</td>"
                f"<td>{'charged' if p.relic_charged else 'used'}</td><td>{len(p.fortifications)}</td></tr>"
                for i, p in enumerate(state.players))
            # A word breaks only where it must (a phone broke "Relic" into "Reli c" and "ring-0" into "ring- 0");
            # a heading never.
            th = "<th style='word-break:keep-all;overflow-wrap:normal'>"
            self.players.value = ("<table style='font-size:12px;width:100%;overflow-wrap:break-word'><tr>"
                                  + "".join(f"{th}{h}</th>" for h in ("player", "node", "stash", "Parasites",
                                                                       "Shards", "Relic", "Fortif."))
                                  + f"</tr>{rows}</table>")
        over = state.phase is Phase.OVER
        # The core's outcome names it already ("Victory: ...", "Defeat: ..."): the headline adds only its mark.
        self.outcome.value = (f"<div style='font-size:22px;font-weight:bold'>"
                              f"{'★' if state.won else '✖'} {html.escape(state.outcome)}</div>" if over else "")
        self.outcome.layout.display = None if over else "none"

    @staticmethod
    def _chronicle(state: Any) -> str:
        """The Chronicle Game System in play (personal decks, Wonders, Era decks not used), or nothing."""
        parts = []
        if state.after_mysthea:
            decks = ", ".join(f"{p.name} {data.counted(len(p.deck.pile), 'card')} left" for p in state.players
                              if p.deck is not None)
            parts.append(f"after Mysthea, personal Command decks: {decks or 'none'}")
        if state.after_icaion:
            parts.append(f"after Icaion, Wonders in: {', '.join(state.wonders) or 'no Region'}")
        if state.unused_eras:
            parts.append(f"Era decks not used: {', '.join(state.unused_eras)}")
        return f"<br><b>Chronicle:</b> {html.escape(' · '.join(parts))}" if parts else ""

    def _last(self) -> tuple[str, ...]:
        """What the last step did, whatever it was (the core says it)."""
        events = self.session.events
        if not events:
            return ()
        before = self.session.state_at(len(events) - 1)
        return last_result(before, events[-1], self.state, FALL.describe(before, events[-1]))

    def _odds(self, state: Any) -> None:
        self.odds_panel.update(state, self.target, self.options().choices)


def fall_page(folder: Any = None) -> w.VBox:
    """The whole dashboard: New game / Resume (saved as you play), the table, and the named history."""
    return game_page(FallDashboard, folder)
