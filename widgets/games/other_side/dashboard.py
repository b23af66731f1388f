"""The From the Other Side dashboard: map, Battle board and Dragon board on canvases, the phase
controls, live fight odds, the component profile, and the saved, undoable log.

Every action becomes an event in a Session; a refused move shows as a message, never a traceback.
CSS classes for browser tests start with `tc-ots-` (see `OtherSideDashboard.__doc__`).
"""

from __future__ import annotations

import html
from typing import Any, Callable

import ipywidgets as w

from companion.games.other_side import data
from companion.games.other_side.game import OTHER_SIDE
from companion.games.other_side.options import creatures_due_for_move, space_said
from companion.games.other_side.profile import card_name
from companion.games.other_side.state import Phase, current_hero, fragments_to_win, wounded_tokens
from companion.session import Session
from widgets.games.other_side.board import (
    BATTLE_H, BATTLE_W, DRAGON_H, DRAGON_W, MAP_H, MAP_W, View, describe_shape, draw_battle, draw_dragon,
    draw_map,
)
from widgets.games.other_side.controls import PhaseControls
from widgets.games.other_side.odds import FightOddsPanel
from widgets.games.other_side.profile import ProfilePanel, banner, example_raw
from widgets.kit.canvas import BoardCanvas
from widgets.kit.prompt import StepPrompt
from widgets.kit.style import heading, row
from widgets.table.dashboard import Dashboard, game_page


def _map_draw(frame: Any, view: View) -> None:
    state = view.state
    draw_map(frame, view, current_hero(state) if state.phase is Phase.HUNT and not state.outcome else None)


class OtherSideDashboard(Dashboard):
    """The cooperative game beside the table.

    CSS classes (for browser tests): canvases tc-ots-map, tc-ots-battle, tc-ots-dragon;
    labels tc-ots-status, tc-ots-outcome (victory/defeat), tc-ots-message, tc-ots-inspect,
    tc-ots-heroes, tc-ots-example-banner, tc-ots-prompt; odds tc-ots-odds-all, tc-ots-odds-answer,
    tc-ots-odds-break, tc-ots-odds-space, tc-ots-odds-chart, tc-ots-preview;
    setup tc-ots-hero-<id> (checkboxes), tc-ots-leader, tc-ots-well-*, tc-ots-start, tc-ots-hand-<id>,
    tc-ots-setup; hunt tc-ots-explore-dir, tc-ots-tile-{preset,side,draw,spaces,openings,joins}, tc-ots-entry,
    tc-ots-artifact, tc-ots-creature-1..4, tc-ots-explore, tc-ots-move-to, tc-ots-move, tc-ots-stay;
    plan tc-ots-end, tc-ots-bond-left, tc-ots-bond-right, tc-ots-place, tc-ots-pass;
    fight tc-ots-card, tc-ots-space, tc-ots-fight-artifact, tc-ots-play, tc-ots-discard-card, tc-ots-discard;
    battle tc-ots-hero-die, tc-ots-creature-die (DiePickers), tc-ots-spoil-1/2, tc-ots-roll, tc-ots-resolve;
    restore tc-ots-restore-hero, tc-ots-restore-drawn, tc-ots-heal, tc-ots-restore; tc-ots-awaken;
    profile tc-ots-profile-json, tc-ots-profile-use, tc-ots-profile-upload, tc-ots-profile-message;
    the rulings met at the step tc-ots-rulings (from `OTHER_SIDE.next_step(state).rulings`).
    """

    game = OTHER_SIDE
    css = "tc-ots"
    # The "How to use" fold (open while no game is set up).
    how_to = (
        'The companion for the cooperative game: it tracks the map, the Battle board and the '
        'Dragon board beside the real cardboard, walks the Heroes through the six phases, and '
        'shows the exact odds of each fight while the Action cards go under the Creatures.'
        "\n\n"
        'Choose the Heroes and report their opening cards, then Start the game (it is saved as '
        'you play; Saved games resumes, imports or exports one). Report each new Map tile, the '
        'cards drawn and the dice rolled, or let the companion roll. The component profile is an '
        'EXAMPLE until you enter your own values.'
    )

    def __init__(self, session: Session | None = None, *,
                 history: Callable[[Session], w.Widget] | None = None) -> None:
        super().__init__(session, history=history)
        self._options: tuple[Any, Any] | None = None  # (state, its options): asked once a state
        self.chosen: str | None = None
        self.inspected: str | None = None
        self.status = w.HTML()
        self.status.add_class("tc-ots-status")
        self.outcome = w.HTML()
        self.outcome.add_class("tc-ots-outcome")
        self.banner = banner()
        self.prompt = StepPrompt()
        self.prompt.add_class("tc-ots-prompt")
        self.prompt.on_choice(lambda choice: self.message.guard(choice)())
        self.prompt.messages = self.message  # a stale choice is said in the message slot: nothing moves
        self.inspect = w.HTML("Click the map or a board to read about what is there.")
        self.inspect.add_class("tc-ots-inspect")
        self.heroes = w.HTML()
        self.heroes.add_class("tc-ots-heroes")
        self.board = BoardCanvas(MAP_W, MAP_H, draw=_map_draw, state=View(self.state))
        self.board.add_class("tc-ots-map")
        self.battle = BoardCanvas(BATTLE_W, BATTLE_H, draw=draw_battle, state=View(self.state))
        self.battle.add_class("tc-ots-battle")
        self.dragon = BoardCanvas(DRAGON_W, DRAGON_H, draw=draw_dragon, state=View(self.state))
        self.dragon.add_class("tc-ots-dragon")
        for canvas in (self.board, self.battle, self.dragon):
            canvas.on_pick(self.message.guard(self.pick))
        self.odds = FightOddsPanel()
        self.controls = PhaseControls(self)
        self.profile = ProfilePanel(self.use_profile)
        # The shell's page (widgets.table.shell): the map with the Battle and Dragon boards beside the now
        # panel (the phase's prompt and form, the odds of the fight); the component profile under them.
        boards = row(w.VBox([self.board, self.inspect]), w.VBox([self.battle, self.dragon, self.heroes]))
        # The fights' odds come after the step's own controls, which show the odds that decide the step (a
        # card's effect on P(win), the fight's P(win)); each fight's chance stays in view with them, the chart
        # to explore further is folded (its fold is the panel's `tc-now-extra`); only once there are fights.
        self.odds_box = w.VBox([self.odds])
        self.odds_box.add_class("tc-ots-odds-box")
        self._step_key: Any = None
        # The odds chart narrows to the now panel (a click on a bar scales with it).
        self.fit_style = w.HTML("<style>.tc-ots-now .tc-odds-view { max-width:100%; } .tc-ots-now "
                                "canvas.tc-odds-chart { max-width:100% !important; height: auto !important; }</style>",
                                layout=w.Layout(height="0px", margin="0"))
        self.fit_style.add_class("tc-stylesheet")
        # The EXAMPLE banner above the boards: it labels the values drawn there, and the now panel keeps its
        # room for the step.
        self.widget = self.table(
            board=[self.banner, boards],
            head=[self.status, self.outcome, self.prompt],
            controls=[self.controls, self.odds_box],
            more=[self.fit_style, heading("Component profile"), self.profile],
            width=440)
        self.refresh()

    def options(self) -> Any:
        """What the core says may happen now (choices and what each list may offer)."""
        state = self.state
        if self._options is None or self._options[0] is not state:
            self._options = (state, OTHER_SIDE.options(state))
        return self._options[1]

    # ----- acting (Dashboard.act applies and redraws; these hooks add what this game shows) -----
    def after_act(self) -> None:
        """Forget the destination or Creature picked for the move just tried."""
        self.chosen = None

    def applied(self, before: Any, event: Any) -> None:
        """After a fight, say how it went."""
        if len(self.state.fights) > len(before.fights):
            f = self.state.fights[-1]
            hurt = ", ".join(data.hero_name(h) for h in f.wounds) or "nobody"
            self.message.info(f"Fight {f.space}: Heroes {f.heroes_total} vs Creature {f.creature_total}, "
                              f"{'won' if f.won else 'lost'}; Wounds to {hurt}.")

    def session_changed(self) -> None:
        """Show the profile the new game is played with; forget what was picked."""
        self.profile.show(self.session.profile or example_raw())
        self.chosen = self.inspected = None

    def choose_space(self, space: str | None) -> None:
        """Mark a destination picked in the list."""
        self.chosen = f"space:{space}" if space else None
        self.redraw()

    def pick(self, name: str) -> None:
        """A click on a canvas: describe what is there, and act where the step calls for it."""
        state = self.state
        self.inspected = name
        self.inspect.value = html.escape(describe_shape(state, name))
        kind, _, what = name.partition(":")
        offers = self.options().offers
        if kind == "space" and what in {s for _, s in offers.get("destinations", ())}:
            hunt = self.controls.forms[Phase.HUNT]
            due = creatures_due_for_move(state, what)
            if len(hunt.creature_cards()) == due:
                hunt.move(what)
                return
            hunt.show_destination(what)
            self.chosen = name
            self.message.info(f"Moving to {space_said(state, what)} reveals {due} Creature card(s): report them in the Creature "
                              "card lists, then press Move.")
        elif kind == "explore" and what in offers.get("explore", ()):
            self.controls.forms[Phase.HUNT].direction.value = what
            self.chosen = name
            self.message.info(f"Describe the new tile past the {what} torch below, then press Explore.")
        elif kind in ("target", "creature") and state.battle[int(what) - 1] is not None:
            self.odds.select(int(what))
            if int(what) in offers.get("spaces", ()):
                self.controls.forms[Phase.FIGHT].space.value = int(what)
        self.redraw()

    # ----- showing -----
    def targets(self) -> tuple[str, ...]:
        """The shapes to highlight: the moves and targets the core offers now."""
        offers = self.options().offers
        return (tuple(f"space:{s}" for _, s in offers.get("destinations", ()))
                + tuple(f"explore:{d}" for d in offers.get("explore", ()))
                + tuple(f"{kind}:{s}" for kind in ("creature", "target") for s in offers.get("targets", ()))
                + tuple(f"creature:{s}" for s in offers.get("next_fight", ())))

    def canvases(self) -> tuple[Any, ...]:
        """The map, the Battle board and the Dragon board (for `centre`)."""
        return (self.board, self.battle, self.dragon)

    def redraw(self) -> None:
        """Repaint the three canvases."""
        view = View(self.state, self.targets(), self.inspected, self.chosen)
        for canvas in (self.board, self.battle, self.dragon):
            canvas.show(view)

    def refresh(self) -> None:
        """Bring every part of the page up to the session's state."""
        state = self.state
        self.banner.layout.display = None if state.profile.example else "none"
        step = OTHER_SIDE.next_step(state)
        self.prompt.show(step.prompt, step.section, self._choices(state))
        self._status(state)
        self.controls.refresh(state)
        key = (state.turn, state.phase, current_hero(state), len(state.fights))
        if key != self._step_key:  # a new step: the odds chart opened for the last one folds again
            self._step_key = key
            self.odds.fold()
        self.odds.update(state)
        self.odds_box.layout.display = None if self.odds.pictures else "none"
        self.redraw()
        super().refresh()

    def _choices(self, state: Any) -> dict[str, Callable[[], Any]]:
        """Shortcuts the prompt offers as buttons for the step under way."""
        forms = self.controls.forms
        if state.outcome:
            return {}
        # Phase 6's one button is its form's (a second one in the prompt read as two different steps).
        return {Phase.PLAN: {"Pass": forms[Phase.PLAN].pass_}}.get(state.phase, {})

    def _status(self, state: Any) -> None:
        if state.phase is Phase.SETUP:
            self.status.value = "<b>Not set up yet.</b>"
            self.heroes.value = ""
        else:
            leader = data.hero_name(state.heroes[state.leader].hero)
            phase = state.phase.heading if state.phase is not Phase.OVER else "Game over"
            self.status.value = (f"<b style='font-size:18px'>Turn {state.turn} · {html.escape(phase)}</b> · "
                                 f"Leader: {html.escape(leader)} · Mirror Fragments {state.fragments} of "
                                 f"{fragments_to_win(state)} · Dragon tiles {state.dragon_tiles} of {data.DRAGON_TILES}")
            rows = "".join(
                f"<tr><td><b>{html.escape(data.hero_name(h.hero))}</b></td><td>{html.escape(space_said(state, h.space))}</td>"
                f"<td>{html.escape(', '.join(card_name(state.profile, c) for c in h.hand))}</td><td>{h.action_tiles}</td><td>{h.bonds_ready}</td>"
                f"<td>{wounded_tokens(state, h.hero)}</td><td>{len(h.deck)}/{len(h.discard)}</td></tr>"
                for h in state.heroes)
            # Headers break only between words (a phone broke "space" into "spac/e"); the cells anywhere.
            th = "style='font-size:12px;overflow-wrap:normal;word-break:keep-all;width:{}%'"
            self.heroes.value = ("<table style='font-size:13px;width:100%;table-layout:fixed;"
                                 f"overflow-wrap:anywhere'><tr><th {th.format(16)}>Hero</th>"
                                 f"<th {th.format(12)}>space</th><th {th.format(26)}>hand</th>"
                                 f"<th {th.format(9)}>tiles</th><th {th.format(11)}>bonds</th>"
                                 f"<th {th.format(13)}>wounds</th><th {th.format(13)}>deck/ disc.</th></tr>"
                                 f"{rows}</table>")
        if state.outcome == "won":
            self.outcome.value = ("<div style='font-size:22px;font-weight:bold'>★ VICTORY — the Heroes gathered "
                                  f"{state.fragments} Mirror Fragments and reseal the passage.</div>")
        elif state.outcome == "lost":
            self.outcome.value = ("<div style='font-size:22px;font-weight:bold'>✖ DEFEAT — Phylax the Dark has "
                                  "fully emerged from the Well.</div>")
        else:
            self.outcome.value = ""
        self.outcome.layout.display = None if state.outcome else "none"


def other_side_page(folder: Any = None) -> w.VBox:
    """The whole dashboard: New game / Resume (saved as you play), the table, and the named history.

    Until a saved game is open the table plays in memory; starting the game (the setup step)
    first creates a saved game named in the picker, with the profile in use (`game_page`).
    """
    return game_page(OtherSideDashboard, folder)
