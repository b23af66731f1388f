"""The Dragon Eclipse: Mystling Academy dashboard: the Arena on a BoardCanvas, both sheets, the step
prompt with the Bonus Actions, the generic controls for free-text effects, the Enemy's turn run for the
player, the draw odds and the Enemy's next Attack odds, the Arena editor and the profile editors.

A `widgets.table.dashboard.Dashboard`: the shell acts, undoes, shows the rulings met and saves the
game at setup. What is legal now, the step and what the map may highlight come from the core
(`GAME.options`, `next_step`, and options.py's `side_view`, `bonus_actions`, `card_reach`); this module
shows them and turns clicks into events. CSS classes start with `tc-myst-` (see `MystlingDashboard`).
"""

from __future__ import annotations

import copy
import html
from typing import Any, Callable

import ipywidgets as w

from companion.errors import RuleError
from companion.game import Options
from companion.games.mystling.events import (ByHand, Concede, EnemyDraw, EnemyMove, EnemyResolve, EnemyToken,
                                             EnemyTop, MoveTo, SetUp, Tamed, UseBonus)
from companion.games.mystling.game import GAME, digital_draw, digital_top, toss_first
from companion.games.mystling.odds import first_slotting_draw, p_reaches_slot_within
from companion.games.mystling.options import (SPACE_EVENTS, arena_card_view, bonus_actions, card_reach, card_text,
                                              enemy_attack_odds, side_view, why_not_on)
from companion.games.mystling.profile import EXAMPLE_PROFILE
from companion.session import Session
from widgets.games.mystling.board import ARENA_H, ARENA_W, View, describe, draw_arena
from widgets.games.mystling.controls import ByHandPanel, EnemyDeckPanel
from widgets.games.mystling.editor import ArenaEditor
from widgets.games.mystling.profile import ProfilePanel
from widgets.kit.canvas import BoardCanvas
from widgets.kit.controls import button
from widgets.kit.odds_view import OddsView, percent_and_fraction
from widgets.kit.prompt import StepPrompt
from widgets.kit.style import heading, row
from widgets.table.dashboard import Dashboard, game_page

__all__ = ["MystlingDashboard", "mystling_page"]

OWN_PANELS = (ByHand, EnemyTop)  # shown by their own panels, not as prompt buttons or in the draw list
ENEMY_AUTO = (EnemyResolve, EnemyMove, EnemyToken)


def _esc(value: Any) -> str:
    return html.escape(str(value))



INSPECT_HINT = "Click a highlighted space to move or place there; click any space to read it."

class MystlingDashboard(Dashboard):
    """The Mystling Academy Combat beside the table.

    CSS classes (for browser tests): tc-myst-arena (the canvas), tc-myst-status, tc-myst-outcome,
    tc-myst-message, tc-myst-rulings, tc-myst-example-banner, tc-myst-inspect, tc-myst-prompt (its buttons
    tc-prompt-choice), tc-myst-report (dropdown) with tc-myst-report-button and tc-myst-digital (draw for
    me), tc-myst-bonus-<action> (Bonus Action buttons, greyed once used), tc-myst-look (a slot's range),
    tc-myst-enemy-turn (run the Enemy's turn), tc-myst-sheet-0 / tc-myst-sheet-1 (the sheets), tc-myst-enemy,
    setup tc-myst-setup-pick, tc-myst-toss, tc-myst-arena-random, tc-myst-setup; tc-myst-example (the EXAMPLE
    mark on a sheet, the Enemy and the Arena card); tc-myst-profile-open (opens the profile editors); odds tc-myst-odds-card, tc-myst-odds-n,
    tc-myst-odds, tc-myst-odds-chart; tc-myst-concede-<side>; tc-myst-tame-box and its tc-myst-tame buttons; the Arena editor tc-myst-editor (canvas),
    tc-myst-editor-tool, tc-myst-editor-icon, tc-myst-editor-use, tc-myst-editor-message; tc-myst-arena-card
    (the Arena card in play); the generic controls, the Enemy deck's face-up top card and its odds, and the
    profile editors: see controls.py and profile.py.
    """

    game = GAME
    css = "tc-myst"
    # The keyboard's way to each highlighted space of the Arena: the shell's board picks.
    pick_words = {"space": "Space {}"}
    # The "How to use" fold (open while no game is set up).
    how_to = (
        'The companion for the duel and the solo Combat: the Arena drawn with both Mystlings, '
        'their tokens and the Terrain; both sheets, the four slots and the Upgrade slot; the five '
        "steps of a turn with the Bonus Actions as buttons; the Enemy's turn run for you, with "
        'Rush and Retreat worked out on the map; the odds of a card reaching a slot and of the '
        "Enemy's next Attack card (its deck lies face up: report its top card)."
        "\n\n"
        'Choose the Combat and set up (the game is saved from then on; Saved games resumes, '
        'imports or exports one), then report each card drawn (or let the companion draw). Click '
        'a highlighted space to move or place a token there. A card effect the profile holds only '
        'as text is shown with the generic controls (Damage, Heal, move, token, Condition) to '
        "apply it. The Arena's shape and the components are not public: lay out your own Arena "
        'and edit the sheets, cards and decks (or import a whole profile as JSON) at the bottom '
        'of the page.'
    )
    profile_fixed = ("The Arena is fixed once the Combat is set up", "Combat Setup")

    def __init__(self, session: Session | None = None, *,
                 history: Callable[[Session], w.Widget] | None = None) -> None:
        super().__init__(session, history=history)
        self._options: tuple[Any, Options] | None = None
        self.inspected: str | None = None
        self.look: int = 0             # the slot whose card's range is shown
        self.last_enemy: str = ""      # where the last Enemy turn took it
        self.resolved: list[str] = []  # what the steps of the Enemy turn being run resolved, in words
        self.banner = w.HTML("<b>EXAMPLE profile</b>: every stat, effect, Enemy and Arena cell shown is made up "
                             "for trying the companion; lay out your own Arena below and enter your own copy's "
                             "components in the profile.")
        self.banner.add_class("tc-example-banner")
        self.banner.add_class("tc-myst-example-banner")
        self.status = w.HTML()
        self.status.add_class("tc-myst-status")
        self.outcome = w.HTML()
        self.outcome.add_class("tc-myst-outcome")
        self.board = BoardCanvas(ARENA_W, ARENA_H, draw=draw_arena, state=View(self.state))
        self.board.add_class("tc-myst-arena")
        self.board.on_pick(self.message.guard(self.pick))
        self.inspect = w.HTML(INSPECT_HINT)
        self.inspect.add_class("tc-myst-inspect")

        self.prompt = StepPrompt()
        self.prompt.add_class("tc-myst-prompt")
        self.prompt.on_choice(lambda fn: self.message.guard(fn)())
        self.prompt.messages = self.message  # a stale choice is said in the message slot: nothing moves
        self.report = w.Dropdown(options=[], description="drawn", layout=w.Layout(width="360px"))
        self.report.add_class("tc-myst-report")
        self.report_button = button("Report", "tc-myst-report-button", compact=True,
                                    on_click=lambda _b: self.message.guard(self.report_draw)())
        self.digital_button = button("Draw for me", "tc-myst-digital", "The companion draws a card at random "
                                     "from those left (a digital deck)", compact=True,
                                     on_click=lambda _b: self.message.guard(self.draw_for_me)())
        self.report_box = row(self.report, self.report_button, self.digital_button)
        self.bonus_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.bonus_box.add_class("tc-myst-bonus")
        self.bonus_none = w.HTML()  # while no Bonus Action can be used: why, in one line instead of greyed buttons
        self.bonus_none.add_class("tc-myst-bonus-none")
        self.look_pick = w.Dropdown(options=[], description="show range of", layout=w.Layout(width="420px"),
                                    style={"description_width": "initial"})
        self.look_pick.add_class("tc-myst-look")
        self.look_pick.observe(lambda c: self.message.guard(self._look)(c["new"]), names="value")
        self.enemy_button = button("Run the Enemy turn", "tc-myst-enemy-turn", "Slide the slots, draw, resolve "
                                   "the card's symbol; stops where you must choose", colour="sky",
                                   on_click=lambda _b: self.message.guard(self.run_enemy_turn)())
        self.concede_box = w.HBox()
        self.tame_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.tame_box.add_class("tc-myst-tame-box")

        self.setup_pick = w.Dropdown(options=[], description="Combat", layout=w.Layout(width="620px", margin="2px 0px"))
        self.setup_pick.add_class("tc-myst-setup-pick")
        self.toss_button = button("Toss the Universal token", "tc-myst-toss", compact=True,
                                  on_click=lambda _b: self.message.guard(self.toss)())
        self.setup_button = button("Start the Combat", "tc-myst-setup", compact=True,
                                   on_click=lambda _b: self.message.guard(self.set_up)())
        self.arena_random_button = button("Take out a random Arena card", "tc-myst-arena-random",
                                          "Combat Setup: the companion takes out one of the profile's Arena cards at random",
                                          compact=True, on_click=lambda _b: self.message.guard(self.random_arena_card)())
        self.setup_box = w.VBox([self.setup_pick, row(self.toss_button, self.arena_random_button, self.setup_button)])
        self.setup_box.add_class("tc-myst-setup-box")

        self.sheets = [w.HTML(), w.HTML()]
        for i, s in enumerate(self.sheets):
            s.add_class(f"tc-myst-sheet-{i}")
        self.enemy = w.HTML()
        self.enemy.add_class("tc-myst-enemy")
        self.arena_card = w.HTML()
        self.arena_card.add_class("tc-myst-arena-card")

        self.odds_card = w.Dropdown(options=[], description="Card", layout=w.Layout(width="300px"))
        self.odds_card.add_class("tc-myst-odds-card")
        self.odds_n = w.IntSlider(value=1, min=1, max=1, description="within draws",
                                  style={"description_width": "initial"}, layout=w.Layout(width="300px"))
        self.odds_n.add_class("tc-myst-odds-n")
        self.odds_text = w.HTML()
        self.odds_text.add_class("tc-myst-odds")
        self.odds_view: OddsView | None = None
        self.odds_box = w.VBox([row(self.odds_card, self.odds_n), self.odds_text])
        for control in (self.odds_card, self.odds_n):
            control.observe(lambda _c: self.message.guard(self._refresh_odds)(), names="value")

        self.by_hand = ByHandPanel(self.act, self.message.guard)
        self.enemy_deck = EnemyDeckPanel(lambda e: self.message.guard(self.act)(e),
                                         lambda: self.message.guard(self.turn_top_for_me)())
        self.editor = ArenaEditor(self)
        # The profile editors (~150 widgets) are built when their section is first opened: the page paints sooner.
        self._profile_panel: ProfilePanel | None = None
        self.profile_open = w.ToggleButton(value=False, description="Edit the profile: sheets, cards, decks",
                                           layout=w.Layout(width="auto"))
        self.profile_open.add_class("tc-myst-profile-open")
        self.profile_box = w.VBox(layout=w.Layout(display="none"))
        self.profile_open.observe(lambda c: self.message.guard(self._open_profile)(c["new"]), names="value")
        # A long choice (a text effect's words, a Taming condition) wraps onto a second line rather than
        # being cut off.
        # The setup's list and the odds charts narrow to the now panel (a click on a bar scales with it).
        self.wrap_style = w.HTML("<style>.tc-myst-now button.tc-myst-wrap { white-space: normal; height: auto; "
                                 "min-height: 28px; line-height: 1.25em; padding-top: 3px; padding-bottom: 3px; "
                                 "text-align: left; max-width:100%; } "
                                 ".tc-myst-now .tc-myst-setup-pick { max-width:100% !important; } "
                                 ".tc-myst-now .tc-odds-view { max-width:100%; } "
                                 ".tc-myst-now canvas.tc-odds-chart { max-width:100% !important; "
                                 "height: auto !important; }</style>",
                                 layout=w.Layout(height="0px", margin="0"))
        self.wrap_style.add_class("tc-stylesheet")
        # The charts to explore the odds come after the step's controls (the odds that decide the step, in
        # words, stay with them).
        self.odds_more = w.VBox([self.enemy_deck.charts, heading("Odds of a card reaching a slot"), self.odds_box])
        self.odds_more.add_class("tc-now-extra")
        # The shell's page (widgets.table.shell): the Arena with the EXAMPLE note, both sheets and the Enemy
        # beside the now panel (the Combat's setup, the step, its Bonus Actions and reports, the odds); the
        # Arena editor and the profile under them.
        self.widget = self.table(
            board=[self.board, self.inspect, self.banner, row(*self.sheets), self.enemy, self.arena_card],
            head=[self.status, self.outcome],
            controls=[self.prompt, self.setup_box, self.report_box, self.by_hand, self.bonus_box, self.bonus_none,
                      self.enemy_button, self.look_pick, self.enemy_deck, self.tame_box, self.concede_box,
                      self.odds_more],
            more=[self.wrap_style, heading("The Arena, laid out by clicks"), self.editor,
                  heading("The component profile: sheets, cards, decks"), self.profile_open, self.profile_box],
            width=460)
        self._show_profile()
        self.refresh()

    def _show_profile(self) -> None:
        raw = self.session.profile or copy.deepcopy(dict(EXAMPLE_PROFILE))
        self.editor.show_profile(raw)
        if self._profile_panel is not None:
            self._profile_panel.show(raw)

    @property
    def profile_panel(self) -> ProfilePanel:
        """The profile editors, built (and shown the profile in use) the first time they are asked for."""
        if self._profile_panel is None:
            self._profile_panel = ProfilePanel(self)
            self._profile_panel.show(self.session.profile or copy.deepcopy(dict(EXAMPLE_PROFILE)))
            self.profile_box.children = (self._profile_panel,)
        return self._profile_panel

    def _open_profile(self, opened: bool) -> None:
        if opened:
            self.profile_panel  # built on first opening
        self.profile_box.layout.display = None if opened else "none"

    # ----- reading -----
    def now(self) -> Options:
        """What the core says may happen now (asked once a state)."""
        state = self.state
        if self._options is None or self._options[0] is not state:
            self._options = (state, GAME.options(state))
        return self._options[1]

    def targets(self) -> tuple[str, ...]:
        """The shapes a click acts on now: the spaces the core offers."""
        return tuple(f"space:{s}" for s in self.now().offers.get("spaces", ()))

    def canvases(self) -> tuple[Any, ...]:
        """The Arena and the editor's grid (for `centre`)."""
        return (self.board, self.editor.canvas)

    def _not_now(self) -> RuleError:
        step = GAME.next_step(self.state)
        return RuleError(f"Not now: {step.prompt}", step.section)

    # ----- acting -----
    def after_act(self) -> None:
        """Forget the slot looked at once a move is tried."""
        self.look = 0

    def applied(self, before: Any, event: Any) -> None:
        """Say what the step resolved by itself (the Damage worked out, a reshuffle, the Fatigue card); a space
        read before the step is let go (its ring and words stayed on for the whole Combat)."""
        self.inspected = None
        self.inspect.value = INSPECT_HINT
        if self.state.said:
            self.message.info(GAME.describe(before, event))
            self.resolved.extend(self.state.said)

    def session_changed(self) -> None:
        """Forget what was picked on the old board; show the new game's Arena in the editor."""
        self.inspected, self.look, self.last_enemy = None, 0, ""
        self._show_profile()

    def choose(self, event: Any) -> None:
        """Apply an event the core offers now (a prompt button or a click on the map: one path for both)."""
        self.act(event)
        if isinstance(event, (EnemyMove, EnemyToken)):
            self._enemy_went_on(event)

    def concede(self, clicked: w.Button, event: Concede) -> None:
        """End of Combat: Conceding ends it for good, so the first click asks and the second concedes."""
        if _armed(clicked):
            self.choose(event)
            return
        self.message.info(f"Conceding: {self.game.rulings['conceding'].reading} To confirm, click the button again.")

    def tame(self, clicked: w.Button, event: Tamed, confirm: bool) -> None:
        """End of Combat: TAME: a Taming condition reported; the last one ends the Combat, so it asks twice."""
        if not confirm or _armed(clicked):
            self.choose(event)
            return
        self.message.info("The last Taming condition Tames the Enemy and ends the Combat at once: click the button "
                          "again to confirm.")

    def random_arena_card(self) -> None:
        """Combat Setup 4: take out one random Arena card, from the seeded generator, for the Combat chosen."""
        chosen = self.setup_pick.value
        if chosen is None:
            raise RuleError("Choose the Combat to set up first", "Combat Setup")
        same = [e for _l, e in self.setup_pick.options if (e.mode, e.mystlings, e.first, e.second_start, e.enemy) ==
                (chosen.mode, chosen.mystlings, chosen.first, chosen.second_start, chosen.enemy)]
        cards = sorted({e.arena_card for e in same})
        card = cards[self.session.rng.randrange(len(cards))]
        self.setup_pick.value = next(e for e in same if e.arena_card == card)
        self.message.info(f"The Arena card taken out at random: {card}")

    def set_up(self) -> None:
        """Start the Combat chosen in the setup list."""
        if self.setup_pick.value is None:
            raise RuleError("Choose the Combat to set up", "Combat Setup")
        self.act(self.setup_pick.value)

    def toss(self) -> None:
        """Combat Setup 5: the companion tosses the Universal token for the First Player of the chosen duel."""
        chosen = self.setup_pick.value
        if chosen is None or chosen.mode != "pvp":
            raise RuleError("The toss decides the First Player of a duel: choose a duel first", "Combat Setup")
        first = toss_first(chosen.players, self.session.rng)
        for label, e in self.setup_pick.options:
            if (e.mode, e.mystlings, e.arena_card, e.second_start, e.first) == (
                    chosen.mode, chosen.mystlings, chosen.arena_card, chosen.second_start, first):
                self.setup_pick.value = e
        self.message.info(f"The Universal token says: {first} goes first")

    def report_draw(self) -> None:
        """Report the card picked in the list as the one drawn."""
        if self.report.value is None:
            raise self._not_now()
        self.act(self.report.value)

    def draw_for_me(self) -> None:
        """Draw for the table from the seeded generator (a digital deck)."""
        self._for_the_table(digital_draw(self.state, self.session.rng))

    def turn_top_for_me(self) -> None:
        """Turn the Enemy deck's top card for the table from the seeded generator (a digital deck)."""
        self._for_the_table(digital_top(self.state, self.session.rng))

    def _for_the_table(self, event: Any) -> None:
        """Apply what the companion drew for the table and say what it was; None: nothing to draw now."""
        if event is None:
            raise self._not_now()
        self.act(event)
        self.message.info(GAME.describe(self.session.state_at(len(self.session) - 1), event))

    def bonus(self, event: UseBonus) -> None:
        """Use a Bonus Action."""
        self.act(event)

    def run_enemy_turn(self) -> None:
        """Run the Enemy's turn: its draw (reported in the list, or drawn for the table), each effect, the
        Special Ability; stop where the player must choose among tied spaces."""
        start = self.state.enemy.space if self.state.enemy is not None else ""
        if not self._enemy_now():
            raise self._not_now()
        if any(isinstance(c.event, EnemyDraw) for c in self.now().choices):
            self.resolved = []  # a new Enemy turn: say only what it resolves
        steps = 0
        while self._enemy_now() and steps < len(self.session) + 100:
            steps += 1
            now = self.now()
            draws = [c.event for c in now.choices if isinstance(c.event, EnemyDraw)]
            if draws:
                picked = self.report.value if isinstance(self.report.value, EnemyDraw) else None
                self.act(picked or digital_draw(self.state, self.session.rng))
                continue
            auto = [c.event for c in now.choices if isinstance(c.event, ENEMY_AUTO)]
            if len(auto) != 1:
                break
            self.act(auto[0])
        end = self.state.enemy.space
        moved = f"the Enemy moved from {start} to {end}" if end != start else f"the Enemy stays on {start}"
        said = "".join(f"; {x}" for x in self.resolved)
        if self._enemy_now():
            self.last_enemy = f"{moved}{said}; choose among the highlighted spaces"
            self.message.info(f"Enemy turn: {self.last_enemy}")
        else:
            self.last_enemy = moved + said
            self.message.info(f"Enemy turn done: {self.last_enemy}")
        self.refresh()

    def _enemy_went_on(self, event: Any) -> None:
        """After the player picked where the Enemy goes: run the rest of its turn."""
        if self._enemy_now():
            self.run_enemy_turn()
            return
        said = "".join(f"; {x}" for x in self.resolved)
        self.last_enemy = f"you picked {event.space} for the Enemy{said}"
        self.message.info(f"Enemy turn done: {self.last_enemy}")
        self.refresh()

    def _enemy_now(self) -> bool:
        state = self.state
        if state.enemy is None or GAME.is_over(state):
            return False
        return side_view(state, state.active)["enemy"]

    def pick(self, name: str) -> None:
        """A click on the Arena: act on an offered space, else say what is there."""
        self.inspected = name
        self.inspect.value = _esc(describe(self.state, name))
        kind, _, what = name.partition(":")
        if kind == "mystling":
            kind, what = "space", self._standing(int(what))
        if kind == "space":
            events = [c.event for c in self.now().choices if isinstance(c.event, SPACE_EVENTS)
                      and c.event.space == what]
            if events:
                fresh = [e for e in events if not getattr(e, "move_from", "")]
                self.choose((fresh or events)[0])
                return
            offered = tuple(self.now().offers.get("spaces", ()))
            refusal = why_not_on(self.state, what)
            if offered and refusal is not None:
                self.redraw()
                raise RuleError(f"Not on {what}: {refusal.message} The spaces offered are {', '.join(offered)} "
                                "(highlighted)", refusal.section)
        self.redraw()

    def _standing(self, side: int) -> str:
        return side_view(self.state, side)["space"]

    def _look(self, slot: Any) -> None:
        self.look = slot or 0
        self.redraw()

    # ----- showing -----
    def names(self) -> tuple[str, ...]:
        """Each side's name on its pawn."""
        state = self.state
        if not state.players:
            return ()
        sides = (0, 1) if state.enemy is not None or len(state.players) > 1 else (0,)
        return tuple(side_view(state, s)["mystling"] for s in sides)

    def colours(self) -> tuple[str, ...]:
        """Each side's colour (white or black) as the core gives it."""
        state = self.state
        return tuple(side_view(state, s)["colour"] for s in range(len(self.names())))

    def redraw(self) -> None:
        """Repaint the Arena: what the core offers now, and the range of the effect or card looked at."""
        state, now = self.state, self.now()
        reach = tuple(now.offers.get("range", ()))
        if self.look and not reach:
            reach = card_reach(state, state.active, self.look)
        offered = tuple(now.offers.get("spaces", ()))
        kinds = {type(c.event) for c in now.choices if isinstance(c.event, SPACE_EVENTS)}
        word = "move" if kinds & {MoveTo} else "pick" if kinds & {EnemyMove} else "token"
        self.board.show(View(state, offered, reach, self.inspected, self.names(), word, colours=self.colours()))

    def refresh(self) -> None:
        """Bring every part of the page up to the session's state."""
        state, now = self.state, self.now()
        step = now.step
        self.banner.layout.display = None if state.profile.example else "none"
        setting_up = not state.players
        self.setup_box.layout.display = None if setting_up else "none"
        if setting_up:
            options = [(c.label, c.event) for c in now.choices if isinstance(c.event, SetUp)]
            if [o[1] for o in options] != [o[1] for o in self.setup_pick.options]:
                self.setup_pick.options = options
                self.setup_pick.value = options[0][1] if options else None
        reports = [(c.label, c.event) for c in now.choices if c.kind == "report"
                   and not isinstance(c.event, (Tamed,) + OWN_PANELS)]
        self.report_box.layout.display = None if reports else "none"
        if [o[1] for o in reports] != [o[1] for o in self.report.options]:
            self.report.options = reports
            self.report.value = None
        buttons: dict[str, Callable[[], Any]] = {}
        taming = tuple(now.offers.get("taming", ()))
        for c in now.choices:
            if isinstance(c.event, (SetUp, UseBonus, Concede) + OWN_PANELS) or c.event in taming or \
                    c.kind == "report" and not isinstance(c.event, Tamed):
                continue
            buttons[c.label] = (lambda e=c.event: self.choose(e))
        # the status above says the step's name and section: the prompt says what to do, and its choices
        by_hand = any(isinstance(c.event, ByHand) for c in now.choices)  # its panel says the text to apply
        self.prompt.show("" if by_hand else step.prompt, step.section if setting_up else "", buttons)
        for b in self.prompt.buttons:
            b.add_class("tc-myst-wrap")
        self.by_hand.show(now, step.prompt)
        self.enemy_deck.show(now, enemy_attack_odds(state))
        self._refresh_bonus()
        self._refresh_look()
        # shown while the Enemy acts (its draw reported, or drawn for the table), not on your turn
        self.enemy_button.layout.display = None if self._enemy_now() else "none"
        self.enemy_button.disabled = not self._enemy_now()
        concede = [c for c in now.choices if isinstance(c.event, Concede)]
        self.concede_box.children = [button(c.label, f"tc-myst-concede-{i}", "Conceding ends the Combat: click "
                                            "twice", compact=True,
                                            on_click=lambda b, e=c.event: self.message.guard(self.concede)(b, e))
                                     for i, c in enumerate(concede)]
        self.concede_box.layout.flex_flow = "row wrap"
        for b in self.concede_box.children:
            b.add_class("tc-myst-wrap")
        confirm = tuple(now.offers.get("confirm", ()))
        self.tame_box.children = [
            button(c.label, "tc-myst-tame", "The Taming card's next condition, in order", compact=True,
                   on_click=lambda b, e=c.event: self.message.guard(self.tame)(b, e, e in confirm))
            for c in now.choices if c.event in taming]
        for b in self.tame_box.children:
            b.add_class("tc-myst-wrap")
        self._refresh_status(step)
        self._refresh_sheets()
        self._refresh_arena_card()
        self._refresh_odds()
        self.redraw()
        super().refresh()

    def _refresh_bonus(self) -> None:
        made = []
        for offer in bonus_actions(self.state):
            if offer.action == "prepare" and offer.events:
                for e in offer.events:
                    b = button(f"Prepare: slot {e.slot} ({offer.cost} Power)", f"tc-myst-bonus-{offer.action}",
                               compact=True, on_click=lambda _b, e=e: self.message.guard(self.bonus)(e))
                    made.append(b)
                continue
            state = " (used)" if offer.used else ""
            b = button(f"{offer.label} ({offer.cost} Power){state}", f"tc-myst-bonus-{offer.action}",
                       offer.why_not, compact=True)
            b.disabled = not offer.events
            if offer.events:
                b.on_click(lambda _b, e=offer.events[0]: self.message.guard(self.bonus)(e))
            made.append(b)
        self.bonus_box.children = made
        usable = any(not b.disabled for b in made)
        self.bonus_box.layout.display = None if usable else "none"
        why = list(dict.fromkeys(b.tooltip for b in made if b.disabled and b.tooltip))
        # One reason for all (the step allows none) is said in the line in place of the list, not only in
        # its tooltip; several reasons stay in the tooltip, the actions listed with their cost.
        said = (f"Bonus Actions, none usable now: {why[0]}" if len(why) == 1 else
                f"Bonus Actions, none usable now: {', '.join(b.description for b in made)}")
        self.bonus_none.value = ("" if usable or not made else
                                 f"<small title='{_esc(' '.join(why))}'>{_esc(said)}</small>")
        self.bonus_none.layout.display = None if self.bonus_none.value else "none"

    def _refresh_look(self) -> None:
        state = self.state
        options: list[tuple[str, int]] = [("(no card)", 0)]
        if state.players and not side_view(state, state.active)["enemy"]:
            view = side_view(state, state.active)
            options += [(f"slot {slot}: {card}", slot) for slot, card, _ in view["slots"] if card]
        if tuple(options) != tuple(self.look_pick.options):
            self.look_pick.options = options
        self.look_pick.value = self.look if self.look in [o[1] for o in options] else 0
        self.look_pick.layout.display = None if len(options) > 1 else "none"

    def _refresh_status(self, step: Any) -> None:
        state = self.state
        # the core's step name says who acts ("Turn 2, White: ...", "Enemy turn: ..."): shown as it is
        self.status.value = (f"<b style='font-size:18px'>{_esc(step.name)}</b> "
                             f"<i>Rulebook: {_esc(step.section)}</i>")
        ended = GAME.outcome(state)
        mark = "★" if ended is not None and ended.winners else "✖"  # a solo Combat lost has no winner at the table
        self.outcome.value = "" if ended is None else (f"<div style='font-size:22px;font-weight:bold'>{mark} "
                                                       f"{_esc(ended.summary)}</div>")
        self.outcome.layout.display = None if ended is not None else "none"

    def _refresh_sheets(self) -> None:
        state = self.state
        if not state.players:
            for s in self.sheets:
                s.value = ""
            self.enemy.value = ""
            return
        sides = [0, 1] if len(state.players) > 1 or state.enemy is not None else [0]
        for i, s in enumerate(self.sheets):
            s.value = self._sheet_html(side_view(state, i)) if i in sides and not side_view(state, i)["enemy"] else ""
            s.layout.display = None if s.value else "none"
        if state.enemy is not None:
            self.enemy.value = self._enemy_html(side_view(state, 1))
            self.sheets[0].layout.width = "auto"
        else:
            self.enemy.value = ""
            for s in self.sheets:
                s.layout.width = "275px"

    def _refresh_arena_card(self) -> None:
        card = arena_card_view(self.state)
        self.arena_card.layout.display = None if card else "none"
        if not card:
            self.arena_card.value = ""
            return
        rules = "".join(f"<li>Terrain on icon {_esc(icon)}{' (blocks movement)' if blocks else ''}: "
                        f"{_esc(text or 'no rule text')} — on {_esc(', '.join(spaces) or 'no space')}</li>"
                        for icon, blocks, text, spaces in card["terrain"])
        bonus = "".join(f"<li>Bonus Action {_esc(name)} ({cost} Power): {_esc(what)}</li>"
                        for name, cost, what in card["bonus"])
        setup = f"Setup: {_esc(card['setup'])}" if card["setup"] else "No Setup rules."
        self.arena_card.value = (f"<div style='border:1px solid #4D4D4D;padding:4px 6px;margin-top:4px;font-size:14px'>"
                                 f"<b>Arena card: {_esc(card['name'])}</b>{self._example()}<br>{setup}"
                                 f"<ul style='margin:0;padding-left:18px'>{rules}{bonus}</ul></div>")

    def _example(self) -> str:
        """The EXAMPLE mark beside values from the made-up profile, where they are played."""
        return (" <small style='border:1px solid #D55E00;padding:0 3px' class='tc-myst-example'>EXAMPLE values"
                "</small>") if self.state.profile.example else ""

    def _sheet_html(self, v: dict) -> str:
        turn = "▶ " if v["active"] else ""
        conds = ", ".join(f"{n} ×{k}" for n, k in v["conditions"]) or "none"
        slots = "".join(
            f"<tr><td>slot {slot} <small>+{power} Power</small></td><td title='{_esc(card_text(self.state, card))}'>"
            f"<b>{_esc(card or '—')}</b></td></tr>" for slot, card, power in v["slots"])
        top = _esc(v["discard_top"]) if v["discard_top"] else "empty"
        passive = f"{_esc(v['passive'])}" if v["passive"] else "none"
        removed = _esc(", ".join(v["removed"])) if v["removed"] else "none"
        used = (f" · Bonus Actions used this turn: {_esc(', '.join(v['used']) or 'none')}" if v["active"] else "")
        upgrade = (f"<b>{_esc(v['upgrade'])}</b>" + (f" ({_esc(v['upgrade_gives'])})" if v["upgrade_gives"] else "")
                   if v["upgrade"] else "empty")
        return (f"<div style='border:2px solid #4D4D4D;padding:4px 6px;margin:0 4px 4px 0;font-size:14px;line-height:1.35em'>"
                f"<b style='font-size:16px'>{turn}{_esc(v['name'])}: {_esc(v['mystling'])}</b> "
                f"({_esc(v['colour'])}, {_esc(v['element'])}) on {_esc(v['space'])}{self._example()}<br>"
                f"Damage <b>{v['damage']}</b> of Health {v['health']} · Power <b>{v['power']}</b> of {v['max_power']}<br>"
                f"Attack {v['attack']} · Defense {v['defense']} · Willpower {v['willpower']} · "
                f"Movement {v['movement']}<br>"
                f"Tokens {v['tokens']} of {v['token_limit']} (on the sheet {v['held']}) · Conditions: {_esc(conds)}<br>"
                f"Top of the discard pile: <b>{top}</b> · its Passive in force: {passive}<br>"
                f"Upgrade slot: {upgrade} · Removed from play: {removed}<br>"
                f"Deck {v['deck']} · discard {v['discard']}{used}"
                f"<table style='width:260px;font-size:14px;line-height:1.2em'>{slots}</table></div>")

    def _enemy_html(self, v: dict) -> str:
        turn = "▶ " if v["active"] else ""
        cells = "".join(
            f"<td style='border:1px solid #4D4D4D;padding:2px 4px'>slot {slot}"
            f"{' <b>★ Special</b>' if slot == v['special_slot'] else ''}<br><b>{_esc(card or '—')}</b></td>"
            for slot, card in v["track"])
        taming = "".join(f"<li>{'✔ ' if i < v['tamed'] else ''}{_esc(t)}</li>" for i, t in enumerate(v["taming"]))
        conds = ", ".join(f"{n} ×{k}" for n, k in v["conditions"]) or "none"
        last = f"<br><i>Last Enemy turn: {_esc(self.last_enemy)}</i>" if self.last_enemy else ""
        passive = f"Enemy Passive: {_esc(v['passive'])}<br>" if v["passive"] else ""
        if v["setup"]:
            passive += f"Additional setup: {_esc(v['setup'])}<br>"
        return (f"<div style='border:2px solid #4D4D4D;padding:4px 6px;font-size:14px;line-height:1.35em'>"
                f"<b style='font-size:16px'>{turn}Enemy: {_esc(v['mystling'])}</b> ({_esc(v['colour'])}, "
                f"{_esc(v['element'])}) on {_esc(v['space'])}{self._example()} · Damage <b>{v['damage']}</b> of Health {v['health']}<br>"
                f"Attack {v['attack']} · Defense {v['defense']} · Willpower {v['willpower']} · "
                f"Movement {v['movement']} · Tokens {v['tokens']} of {v['token_limit']} · Conditions: {_esc(conds)}<br>"
                f"Special Ability token on slot {v['special_slot']}: {_esc(v['special'])}"
                f"<table style='width:100%;font-size:13px;line-height:1.2em;border-collapse:collapse'><tr>{cells}</tr></table>"
                f"Enemy deck {v['deck']} (face up: {_esc(v['top'] or 'not reported')}) · discard {v['discard']}<br>"
                f"{passive}Taming ({v['tamed']} of {len(v['taming'])}):"
                f"<ul style='margin:0;padding-left:18px'>{taming}</ul>{last}</div>")

    def _refresh_odds(self) -> None:
        state = self.state
        side = state.active if state.players and not side_view(state, state.active)["enemy"] else 0
        deck = self.state.players[side].deck if state.players else ()
        if not deck:
            self.odds_text.value = "<i>The odds show once the Combat is set up and cards are left in the deck.</i>"
            self.odds_card.options = []
            if self.odds_view is not None:
                self.odds_view.layout.display = "none"
            return
        cards = sorted(set(deck))
        if list(self.odds_card.options) != cards:
            keep = self.odds_card.value if self.odds_card.value in cards else cards[0]
            self.odds_card.options = cards
            self.odds_card.value = keep
        if self.odds_n.max != len(deck):
            self.odds_n.max = len(deck)
        card, n = self.odds_card.value, self.odds_n.value
        p = p_reaches_slot_within(card, deck, n)
        self.odds_text.value = (f"<div>Deck of {_esc(state.players[side].player)}: <b>{len(deck)}</b> cards left. "
                                f"<b>{_esc(card)}</b> reaches a slot within {n} draw{'s' * (n != 1)}: "
                                f"<b>{percent_and_fraction(p)}</b></div>")
        dist = first_slotting_draw(card, deck)
        title = f"The draw that first brings {card} into a slot"
        label = f"within {n} draw{'s' * (n != 1)}"
        if self.odds_view is None:
            self.odds_view = OddsView(dist, success=lambda k: k <= self.odds_n.value, title=title, success_label=label)
            self.odds_view.add_class("tc-myst-odds-chart")
            self.odds_box.children = (*self.odds_box.children[:2], self.odds_view)
        else:
            self.odds_view.update(dist, success=lambda k: k <= self.odds_n.value, title=title, success_label=label)
        self.odds_view.layout.display = None


def mystling_page(folder: Any = None) -> w.VBox:
    """The whole dashboard: New game / Resume (saved as you play), the table, and the named history."""
    return game_page(MystlingDashboard, folder)


def _armed(clicked: w.Button) -> bool:
    """Whether a button that asks twice was already clicked once; if not, it is armed now (red, its label kept so
    nothing beside it moves, the tooltip saying a second click confirms)."""
    if "tc-armed" in clicked._dom_classes:
        return True
    clicked.add_class("tc-armed")
    clicked.button_style = "danger"
    clicked.tooltip = f"Click again to confirm: {clicked.description}"
    return False
