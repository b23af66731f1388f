"""The From the Other Side dashboard: map, Battle board and Dragon board on canvases, the phase
controls, live fight odds, the component profile, and the saved, undoable log.

Every action becomes an event in a Session; a refused move shows as a message, never a traceback.
CSS classes for browser tests start with `tc-ots-` (see `OtherSideDashboard.__doc__`).
"""

from __future__ import annotations

import html
from typing import Any, Callable

import ipywidgets as w

from companion.errors import RuleError
from companion.games.other_side import data
from companion.games.other_side.events import DragonAwakens, SetUp
from companion.games.other_side.game import OTHER_SIDE
from companion.games.other_side.options import (
    creatures_due_for_move, move_destinations, next_fight_space, playable_cards,
)
from companion.games.other_side.state import current_hero, needed_fragments, wounded_tokens
from companion.session import Session, SessionError
from widgets.kit.canvas import BoardCanvas
from widgets.games.other_side.board import (
    BATTLE_H, BATTLE_W, DRAGON_H, DRAGON_W, MAP_H, MAP_W, View, describe_shape, draw_battle, draw_dragon,
    draw_map, explore_cells,
)
from widgets.games.other_side.controls import PhaseControls, prompt_for
from widgets.games.other_side.odds import FightOddsPanel
from widgets.games.other_side.profile import ProfilePanel, banner, example_raw
from widgets.kit.prompt import MessageBar, StepPrompt
from widgets.kit.style import heading, page, row


def _map_draw(frame: Any, view: View) -> None:
    state = view.state
    draw_map(frame, view, current_hero(state) if state.phase == "hunt" and not state.outcome else None)


class OtherSideDashboard:
    """The cooperative game beside the table.

    CSS classes (for browser tests): canvases tc-ots-map, tc-ots-battle, tc-ots-dragon;
    labels tc-ots-status, tc-ots-outcome (victory/defeat), tc-ots-message, tc-ots-inspect,
    tc-ots-heroes, tc-ots-example-banner, tc-ots-prompt; odds tc-ots-odds-all, tc-ots-odds-answer,
    tc-ots-odds-break, tc-ots-odds-space, tc-ots-odds-chart, tc-ots-preview;
    setup tc-ots-hero-<id> (checkboxes), tc-ots-leader, tc-ots-well-*, tc-ots-start, tc-ots-hand-<id>,
    tc-ots-setup; hunt tc-ots-explore-dir, tc-ots-tile-{preset,side,spaces,openings,joins}, tc-ots-entry,
    tc-ots-artifact, tc-ots-creature-1..4, tc-ots-explore, tc-ots-move-to, tc-ots-move, tc-ots-stay;
    plan tc-ots-end, tc-ots-bond-left, tc-ots-bond-right, tc-ots-place, tc-ots-pass;
    fight tc-ots-card, tc-ots-space, tc-ots-fight-artifact, tc-ots-play, tc-ots-discard-card, tc-ots-discard;
    battle tc-ots-hero-die, tc-ots-creature-die (DiePickers), tc-ots-spoil-1/2, tc-ots-roll, tc-ots-resolve;
    restore tc-ots-restore-hero, tc-ots-restore-drawn, tc-ots-heal, tc-ots-restore; tc-ots-awaken;
    profile tc-ots-profile-json, tc-ots-profile-use, tc-ots-profile-upload, tc-ots-profile-message.
    """

    def __init__(self, session: Session | None = None, *,
                 history: Callable[[Session], w.Widget] | None = None) -> None:
        self.session = session if session is not None else Session(OTHER_SIDE)
        self.chosen: str | None = None
        self.inspected: str | None = None
        self.before_act: Callable[[Any], None] | None = None  # the page saves the game before setup
        self.release: Callable[[], None] | None = None  # the page closes an empty saved game
        self.message = MessageBar()
        self.message.add_class("tc-ots-message")
        self.status = w.HTML()
        self.status.add_class("tc-ots-status")
        self.outcome = w.HTML()
        self.outcome.add_class("tc-ots-outcome")
        self.banner = banner()
        self.prompt = StepPrompt()
        self.prompt.add_class("tc-ots-prompt")
        self.prompt.on_choice(lambda choice: self.message.guard(choice)())
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
        self.history = history(self.session) if history is not None else None
        left = w.VBox([self.board, self.inspect, self.message, self.controls],
                      layout=w.Layout(width=f"{MAP_W + 6}px"))
        right = w.VBox([self.battle, self.dragon, self.heroes, heading("Odds"), self.odds],
                       layout=w.Layout(width=f"{BATTLE_W + 10}px", margin="0 0 0 8px"))
        bottom = [heading("History"), self.history] if self.history is not None else []
        self.widget = page(self.banner, self.status, self.outcome, self.prompt, row(left, right), *bottom,
                           heading("Component profile"), self.profile, title="From the Other Side")
        self.widget.add_class("tc-ots-page")
        self.refresh()

    @property
    def state(self) -> Any:
        """The state of the game now."""
        return self.session.state

    # ----- acting -----
    def act(self, event: Any) -> Any:
        """Apply one event through the session (saved first when it has a file), then redraw."""
        if self.before_act is not None:
            self.before_act(event)
        fights = len(self.state.fights)
        try:
            self.session.apply(event)
        except SessionError as exc:
            raise RuleError(str(exc)) from None
        finally:
            self.chosen = None
            self.refresh()
        if len(self.state.fights) > fights:
            f = self.state.fights[-1]
            hurt = ", ".join(data.hero_name(h) for h in f.wounds) or "nobody"
            self.message.info(f"Fight {f.space}: Heroes {f.heroes_total} vs Creature {f.creature_total}, "
                              f"{'won' if f.won else 'lost'}; Wounds to {hurt}.")
        return self.state

    def set_session(self, session: Session) -> None:
        """Show another session (a new or resumed game)."""
        self.session = session
        if self.history is not None and hasattr(self.history, "set_session"):
            self.history.set_session(session)
        self.profile.show(session.profile or example_raw())  # the profile this game is played with
        self.message.clear()
        self.chosen = self.inspected = None
        self.refresh()

    def use_profile(self, raw: dict) -> None:
        """Play the next game with this (already checked) profile."""
        if len(self.session) or self.session.redo_events:
            raise RuleError("The component profile is fixed once the game is set up: start a new game "
                            "to use another.", "Setup")
        if self.session.journal is not None and self.release is not None:
            self.release()  # the empty saved game keeps its profile; the new one is saved at setup
        self.set_session(Session(OTHER_SIDE, profile=raw))

    def choose_space(self, space: str | None) -> None:
        """Mark a destination picked in the list."""
        self.chosen = f"space:{space}" if space else None
        self.redraw()

    def pick(self, name: str) -> None:
        """A click on a canvas: describe what is there, and act where the phase calls for it."""
        state = self.state
        self.inspected = name
        self.inspect.value = html.escape(describe_shape(state, name))
        kind, _, what = name.partition(":")
        phase = state.phase if not state.outcome else "over"
        if phase == "hunt" and kind == "space" and what in move_destinations(state, current_hero(state)):
            hunt = self.controls.forms["hunt"]
            if len(hunt.creature_cards()) == creatures_due_for_move(state, what):
                hunt.move(what)
                return
            hunt._quiet = True
            hunt.move_to.value = what
            hunt._quiet = False
            self.chosen = name
            self.message.info(f"Moving to {what} reveals {creatures_due_for_move(state, what)} Creature "
                              "card(s): report them in the Creature card lists, then press Move.")
        elif phase == "hunt" and kind == "explore":
            self.controls.forms["hunt"].direction.value = what
            self.chosen = name
            self.message.info(f"Describe the new tile past the {what} torch below, then press Explore.")
        elif kind in ("target", "creature") and state.battle[int(what) - 1] is not None:
            self.odds.select(int(what))
            if phase == "fight":
                self.controls.forms["fight"].space.value = int(what)
        self.redraw()

    # ----- showing -----
    def targets(self) -> tuple[str, ...]:
        """The legal targets to highlight now."""
        state = self.state
        if state.outcome:
            return ()
        if state.phase == "hunt":
            hero = current_hero(state)
            return tuple(f"space:{s}" for s in move_destinations(state, hero)) + \
                tuple(f"explore:{d}" for d in explore_cells(state, hero))
        if state.phase == "fight":
            spaces = sorted({p.space for p in playable_cards(state, current_hero(state))})
            return tuple(f"creature:{s}" for s in spaces) + tuple(f"target:{s}" for s in spaces)
        if state.phase == "battle":
            return (f"creature:{next_fight_space(state)}",)
        return ()

    def redraw(self) -> None:
        """Repaint the three canvases."""
        view = View(self.state, self.targets(), self.inspected, self.chosen)
        for canvas in (self.board, self.battle, self.dragon):
            canvas.show(view)

    def centre(self, name: str) -> tuple[float, float]:
        """Canvas coordinates of the middle of a named shape (map, Battle board or Dragon board)."""
        for canvas in (self.board, self.battle, self.dragon):
            for shape in reversed(canvas.shapes):
                if shape.name == name:
                    if shape.kind == "circle":
                        return shape.points[0]
                    xs, ys = [p[0] for p in shape.points], [p[1] for p in shape.points]
                    return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        raise ValueError(f"name: no shape called {name!r} is drawn now")

    def refresh(self) -> None:
        """Bring every part of the page up to the session's state."""
        state = self.state
        self.banner.layout.display = None if state.profile.example else "none"
        text, section = prompt_for(state)
        self.prompt.show(text, section, self._choices(state))
        self._status(state)
        self.controls.refresh(state)
        self.odds.update(state)
        if self.history is not None and hasattr(self.history, "refresh"):
            self.history.refresh()
        self.redraw()

    def _choices(self, state: Any) -> dict[str, Callable[[], Any]]:
        """Shortcuts the prompt offers as buttons for the step under way."""
        forms = self.controls.forms
        if state.outcome:
            return {}
        return {"plan": {"Pass": forms["plan"].pass_},
                "battle": {"Roll for us": forms["battle"].roll_for_us},
                "awakening": {"Dragon's Awakening": lambda: self.act(DragonAwakens())}}.get(state.phase, {})

    def _status(self, state: Any) -> None:
        if state.phase == "setup":
            self.status.value = "<b>Not set up yet.</b>"
            self.heroes.value = ""
        else:
            leader = data.hero_name(state.heroes[state.leader].hero)
            phase = data.PHASE_NAMES.get(state.phase, "Game over")
            self.status.value = (f"<b style='font-size:18px'>Turn {state.turn} · {html.escape(phase)}</b> · "
                                 f"Leader: {html.escape(leader)} · Mirror Fragments {state.fragments} of "
                                 f"{needed_fragments(state)} · Dragon tiles {state.dragon_tiles} of 3")
            rows = "".join(
                f"<tr><td><b>{html.escape(data.hero_name(h.hero))}</b></td><td>{html.escape(h.space)}</td>"
                f"<td>{html.escape(', '.join(h.hand))}</td><td>{h.action_tiles}</td><td>{h.bonds_ready}</td>"
                f"<td>{wounded_tokens(state, h.hero)}</td><td>{len(h.deck)}/{len(h.discard)}</td></tr>"
                for h in state.heroes)
            self.heroes.value = ("<table style='font-size:13px;width:100%;table-layout:fixed;"
                                 "overflow-wrap:anywhere'><tr><th style='width:16%'>Hero</th>"
                                 "<th style='width:10%'>space</th><th style='width:34%'>hand</th>"
                                 "<th style='width:9%'>tiles</th><th style='width:10%'>bonds</th>"
                                 "<th style='width:11%'>wounds</th><th style='width:10%'>deck/ disc.</th></tr>"
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
    first creates a saved game named in the picker, with the profile in use.
    """
    from companion.storage import list_sessions, new_session
    from widgets.table.history import HistoryPanel, SessionPicker

    dash = OtherSideDashboard(history=lambda session: HistoryPanel(session))
    dash.history.on_change = dash.message.guard(dash.refresh)
    dash.history.add_class("tc-ots-history")

    def opened(session: Session) -> None:
        dash.set_session(session)
        if session.read_only:
            dash.message.info("This game is open read-only elsewhere: you can look, not play")

    picker = SessionPicker([OTHER_SIDE], folder=folder, on_open=opened,
                           on_close=lambda: dash.set_session(Session(OTHER_SIDE, profile=dash.session.profile)))
    picker.add_class("tc-ots-picker")
    dash.release = picker.close_session

    def save_first(event: Any) -> None:
        if dash.session.journal is not None or not isinstance(event, SetUp):
            return
        # The rules check the setup first: a refused one leaves no empty saved game behind.
        dash.session.game.apply(dash.state, event)
        names = [data.hero_name(h) for h in event.heroes]
        taken = {info.name for info in list_sessions(folder)}
        base = picker.name_text.value.strip() or "From the Other Side"
        name = next((n for n in [base] + [f"{base} ({k})" for k in range(2, 100)] if n not in taken), base)
        try:
            session = new_session(OTHER_SIDE, name, folder=folder, profile=dash.session.profile or None,
                                  players=names)
        except (SessionError, ValueError, OSError) as exc:
            raise RuleError(f"Could not start a saved game: {exc}") from None
        picker.players_text.value = ", ".join(names)
        picker._opened(session, f"Started {name}.")  # the picker's own open path: lists, labels, on_open

    dash.before_act = save_first
    box = w.VBox([picker, dash.widget])
    box.add_class("tc-ots-root")
    box.dashboard, box.picker = dash, picker  # for notebooks and tests
    return box
