"""The Maliath dashboard: her area on a BoardCanvas, a big "Maliath's turn" button, the card shown, her
instructions as numbered steps, her questions as buttons or pick lists, and the odds of her next cards.

It is a `widgets.table.dashboard.Dashboard`: the shell acts, undoes, shows the rulings met and saves the
game at setup. What may happen now comes from the core (`GAME.options(state)`: its choices, its offers;
`next_step`); this module shows it and turns clicks into events. The setup's `seed` (her digital shuffles
and tie-breaks) is drawn from `Session.rng`, so a replay of the log is exact.
CSS classes for browser tests all start with `tc-mal-` (see `MaliathDashboard.__doc__`).
"""

from __future__ import annotations

import html
from typing import Any, Callable

import ipywidgets as w

from companion.errors import RuleError
from companion.game import Choice, Options
from companion.games.maliath.events import EndEra, Flip, Pick, PlayerBattle, Report, Setup
from companion.games.maliath.game import GAME
from companion.games.maliath.odds import DESTINY, DESTINY_SHORT, battle_strength_of_state, next_action_power
from companion.games.maliath.options import (
    ANSWERS, CHALLENGES, CHAMPIONS, FLIP, PLAYERS, SETTINGS, SWITCHES, battle_odds, card_face, card_label,
    instructions_heading, setup_in_play, shown_card, supply_said,
)
from companion.games.maliath.state import MaliathState, Phase
from companion.session import Session
from companion.games.maliath.profile import EXAMPLE_PROFILE
from widgets.games.maliath.board import HEIGHT, WIDTH, View, draw_board
from widgets.games.maliath.profile import ProfilePanel
from widgets.kit.canvas import BoardCanvas
from widgets.kit.controls import button, classed, named
from widgets.kit.lazy import Deferred, LazyAccordion
from widgets.kit.odds_view import OddsView, percent_and_fraction
from widgets.kit.pickers import slug
from widgets.kit.style import heading, row
from widgets.table.dashboard import Dashboard, game_page

__all__ = ["MaliathDashboard", "maliath_page", "BUTTONS_AT_MOST"]

BUTTONS_AT_MOST = 8   # a question with more answers than this offers a pick list (a layout bound)
LONG_STEPS = 6        # more of her steps than this are set smaller, so an Era's end fits the view (a layout bound)
SIDE_W = 494          # the right column, px: the board's 720 + this stay within the page's 1240
FULL = f"min({SIDE_W - 12}px, 90vw)"  # a control as wide as the now panel (beside her area, or a phone)
INSIDE = f"min({SIDE_W - 48}px, 80vw)"  # a control inside the setup's Accordion (its padding and border off)


class PickList(w.HBox):
    """A pick list whose options change with the step: a fresh Dropdown each time they change, so the
    browser never holds a list older than the kernel's (a stale list would pick by the wrong index)."""

    def __init__(self, css: str, description: str = "", width: str = "auto") -> None:
        super().__init__()
        self.css, self.description, self.width = css, description, width
        self.pick = self._make(())

    def _make(self, options: tuple[Any, ...]) -> w.Dropdown:
        pick = w.Dropdown(options=options, value=None, description=self.description,
                          layout=w.Layout(width=self.width))
        pick.add_class(self.css)
        self.children = (pick,)
        return pick

    @property
    def value(self) -> Any:
        """The value picked, or None."""
        return self.pick.value

    @property
    def options(self) -> tuple[Any, ...]:
        """The options offered (labels, or (label, value) pairs)."""
        return tuple(self.pick.options)

    def offer(self, options: tuple[Any, ...], keep: bool = False) -> None:
        """Offer these options, nothing picked (or the pick kept when `keep` and still offered)."""
        if tuple(options) != tuple(self.pick.options):
            self.pick = self._make(tuple(options))
        elif not keep:
            self.pick.value = None


def _chance(p: Any) -> str:
    """A chance as a player reads it: 'none (0 %)' for no chance at all, else percent and fraction."""
    return "none (0 %)" if p == 0 else percent_and_fraction(p)


def _players_label(n: int) -> str:
    return "Solo" if n == 1 else f"{n} players + Maliath"


class MaliathDashboard(Dashboard):
    """Maliath's side of the table.

    CSS classes (for browser tests): tc-mal-board (the canvas), tc-mal-status (with tc-mal-in-play: the
    Challenge Cards, switches and reward settings in play), tc-mal-example (EXAMPLE
    profile banner), tc-mal-message, tc-mal-rulings, tc-mal-outcome;
    setup: tc-mal-champion, tc-mal-band, tc-mal-players, tc-mal-switch-<field>, tc-mal-challenge-<n>,
           tc-mal-setting-<field>, tc-mal-setup (button);
    her turn: tc-mal-turn (the big button), tc-mal-flip-card (physical decks: the box of card buttons,
           each tc-mal-flip-<card>, e.g. tc-mal-flip-red-2, tc-mal-flip-cs007);
    the card and her steps: tc-mal-card, tc-mal-steps (an ordered list);
    her question: tc-mal-question (its prompt), tc-mal-answer (each button, plus tc-mal-answer-<value>),
           tc-mal-answer-pick (a pick list for long answers) and tc-mal-answer-go;
    the table's reports: tc-mal-report (pick list), tc-mal-report-go, tc-mal-battle-<starter>, tc-mal-end-era;
    odds: tc-mal-odds (next Action card, percent and fraction), tc-mal-battle-odds (OddsView).
    """

    game = GAME
    css = "tc-mal"
    # The "How to use" fold (open while no game is set up).
    how_to = (
        "Mysthea's automated solo opponent (and the third side at two players): the companion runs "
        'her whole side and tells you exactly what she does, every number filled in. The Mysthea '
        'board stays on the table; she asks only for the board facts she cannot know, each as a '
        'button or a pick list.'
        "\n\n"
        'Choose her Corrupted Champion and the switches and set her up (the game is saved from '
        "then on; Saved games resumes, imports or exports one), then press Maliath's turn on each "
        'of her turns and do what the numbered steps say. Undo takes a step back.'
    )

    def __init__(self, session: Session | None = None, *, history: Callable[[Session], w.Widget] | None = None) -> None:
        super().__init__(session, history=history)
        self._options: tuple[Any, Options] | None = None
        self.inspected: str | None = None
        self.status = w.HTML()
        self.status.add_class("tc-mal-status")
        self.example = w.HTML()
        self.example.add_class("tc-example-banner")
        self.example.add_class("tc-mal-example")
        self.outcome = w.HTML()
        self.outcome.add_class("tc-mal-outcome")
        self.board = BoardCanvas(WIDTH, HEIGHT, draw=draw_board, state=View(self.state))
        self.board.add_class("tc-mal-board")
        self.board.on_pick(self.message.guard(self.pick))
        self.inspect = w.HTML("Click her area to read about a piece.")
        self.inspect.add_class("tc-mal-inspect")

        self._build_setup()
        # Her turn: the big button, and the card flipped when the decks are physical.
        self.turn_button = button("Maliath's turn", "tc-mal-turn", colour="purple",
                                  on_click=lambda _b: self.message.guard(self.turn)())
        self.turn_button.layout = w.Layout(width=FULL, height="56px", margin="4px 0")
        self.turn_button.style.font_weight = "bold"
        # Physical decks: the player flips the real card and clicks which it is.
        self.flip_title = w.HTML("<div style='font-size:17px;font-weight:bold;padding:2px 0'>Maliath's turn: "
                                 "flip her top Action card, then click the card she flipped</div>")
        self.flip_buttons = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.flip_card = w.VBox([self.flip_title, self.flip_buttons])
        self.flip_card.add_class("tc-mal-flip-card")
        self.card = w.HTML()
        self.card.add_class("tc-mal-card")
        self.steps = w.HTML()
        self.steps.add_class("tc-mal-steps")
        # Her question.
        self.question = w.HTML()
        self.question.add_class("tc-mal-question")
        self.answer_buttons = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.answer_pick = PickList("tc-mal-answer-pick")
        self.answer_go = button("Answer", "tc-mal-answer-go", compact=True,
                                on_click=lambda _b: self.message.guard(self.answer_from_pick)())
        self.answer_list = row(self.answer_pick, self.answer_go)
        self.question_box = w.VBox([self.question, self.answer_buttons, self.answer_list])
        self.question_box.add_class("tc-mal-question-box")
        # The table's reports during an Era.
        self.report_pick = PickList("tc-mal-report", "The table", "340px")
        self.report_go = button("Report", "tc-mal-report-go", compact=True,
                                on_click=lambda _b: self.message.guard(self.report_from_pick)())
        self.era_buttons = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.reports_box = w.VBox([row(self.report_pick, self.report_go), self.era_buttons])
        self.reports_box.add_class("tc-mal-reports")
        # Odds.
        self.odds = w.HTML(layout=w.Layout(width="250px"))
        self.odds.add_class("tc-mal-odds")
        # Built once she is set up (kit/lazy.py): no chart is shown before.
        self.battle_odds = Deferred(lambda: classed(OddsView(
            battle_strength_of_state((), 1), success=lambda s: s > 0, title="Her next Battle card: Strength added",
            success_label="adds Strength"), "tc-mal-battle-odds"))
        self.action_odds = Deferred(lambda: classed(OddsView(
            battle_strength_of_state((), 1), success=lambda k: k == DESTINY_SHORT, title="Her next Action card",
            success_label="a Destiny Card (an Inclination marker)"), "tc-mal-action-odds"))

        # The shell's page (widgets.table.shell): in the now panel beside her area the step, then its controls
        # (her turn, her question, the table's reports), then the card and what the table does now; under her
        # area the EXAMPLE profile's banner and the odds of her next cards.
        self.widget = self.table(
            board=[self.board, self.example, self.inspect, heading("Odds"), row(self.odds, self.battle_odds),
                   self.action_odds],
            head=[self.status, self.outcome],
            controls=[self.setup_box, self.turn_button, self.flip_card, self.question_box, self.reports_box,
                      self.card, self.steps],
            width=SIDE_W)
        self.refresh()

    # ----- setup controls, built from the core's offers -----
    def _build_setup(self) -> None:
        offers = self.game.options(self.game.initial_state({})).offers
        self.champion = w.Dropdown(options=offers[CHAMPIONS], description="Champion",
                                   layout=w.Layout(width=FULL))
        self.champion.add_class("tc-mal-champion")
        self.band = w.HTML()
        self.band.add_class("tc-mal-band")
        self.champion.observe(lambda _c: self.message.guard(self._show_band)(), names="value")
        self.players = w.ToggleButtons(options=[(_players_label(n), n) for n in offers[PLAYERS]],
                                       style={"button_width": "auto"})
        self.players.add_class("tc-mal-players")
        self.switches: dict[str, w.Checkbox] = {}
        switch_rows = []
        for field, label in offers[SWITCHES]:
            # A Checkbox cuts its description to one line: the box alone, its words wrapping beside it.
            box = named(w.Checkbox(value=field == "digital", indent=False, layout=w.Layout(width="28px")), label)
            box.add_class(f"tc-mal-switch-{field}")
            self.switches[field] = box
            switch_rows.append(w.HBox([box, w.HTML(f"<span style='white-space:normal'>{html.escape(label)}</span>",
                                                   layout=w.Layout(flex="auto", width="auto", min_width="0"))],
                                      layout=w.Layout(width="auto", flex_flow="row nowrap", align_items="center")))
        self.challenges: dict[int, w.Checkbox] = {}
        self.settings: dict[str, w.Dropdown] = {}
        self.setup_button = button("Set her up", "tc-mal-setup", colour="purple",
                                   on_click=lambda _b: self.message.guard(self.set_up)())
        # Both folded at first: each is built when first unfolded (kit/lazy.py); until then the setup
        # takes the core's defaults, the ones their controls would show.
        self.more = LazyAccordion((
            ("Challenge Cards and reward settings",
             lambda: w.VBox(self._challenge_rows(offers) + self._setting_rows(offers), layout=w.Layout(width=INSIDE))),
            ("Component profile: her colour band, the Monsters' Hit Points", self._profile_panel)))
        # The button before the folds: what they hold has its defaults, and a phone's view ends above them.
        self.setup_box = w.VBox([self.champion, self.band, self.players, *switch_rows, self.setup_button,
                                 self.more])
        self.setup_box.add_class("tc-mal-setup-box")
        self._show_band()

    def _challenge_rows(self, offers: Any) -> list[w.Widget]:
        # A Checkbox cuts a long description with "...": the box stands alone and its text wraps beside it.
        challenge_rows = []
        for n, text in offers[CHALLENGES]:
            box = named(w.Checkbox(value=False, indent=False, layout=w.Layout(width="28px")), f"Challenge Card {n}")
            box.add_class(f"tc-mal-challenge-{n}")
            self.challenges[n] = box
            words = w.HTML(f"<span style='white-space:normal'>Challenge Card {n}: {html.escape(text)}</span>",
                           layout=w.Layout(flex="auto", width="auto"))
            challenge_rows.append(w.HBox([box, words], layout=w.Layout(width=INSIDE, align_items="center")))
        return challenge_rows

    def _setting_rows(self, offers: Any) -> list[w.Widget]:
        # Each setting's name above its list, the list as wide as the panel (its long options fit there).
        setting_rows = []
        for field, label, values in offers[SETTINGS]:
            # As wide as the Accordion's inside (with its padding the side column's width is too much).
            pick = named(w.Dropdown(options=values, value=values[0][1], layout=w.Layout(width=INSIDE)), label)
            pick.add_class(f"tc-mal-setting-{field}")
            self.settings[field] = pick
            setting_rows.append(w.VBox([w.HTML(f"<span>{html.escape(label)}:</span>"), pick],
                                       layout=w.Layout(width=INSIDE)))
        return setting_rows

    def _profile_panel(self) -> ProfilePanel:
        panel = ProfilePanel(lambda raw: self.use_profile(raw))
        panel.show(self.session.profile or dict(EXAMPLE_PROFILE), self.champion.value)
        return panel

    @property
    def profile(self) -> ProfilePanel:
        """The component profile's panel (built now if its section was never unfolded)."""
        return self.more.section(1)

    def _show_band(self) -> None:
        profile = self.state.profile
        band = profile.band(self.champion.value) if profile is not None else None
        self.band.value = (f"<span>Colour band (her preference): <b>{html.escape(', '.join(band))}</b></span>"
                           if band else "<span>No colour band in the profile for this Champion: enter it under "
                           "Component profile.</span>")
        if hasattr(self, "more") and self.more.built(1):
            self.profile.show(self.session.profile or dict(EXAMPLE_PROFILE), self.champion.value)

    # ----- reading -----
    @property
    def state(self) -> MaliathState:
        """The state of the game now."""
        return self.session.state

    def now(self) -> Options:
        """What the core says may happen now (asked once per state)."""
        state = self.state
        if self._options is None or self._options[0] is not state:
            self._options = (state, self.game.options(state))
        return self._options[1]

    def canvases(self) -> tuple[Any, ...]:
        """Her area, for `centre`."""
        return (self.board,)

    def _choices(self, *types: type) -> tuple[Choice, ...]:
        return tuple(c for c in self.now().choices if isinstance(c.event, types))

    def _not_now(self) -> RuleError:
        step = self.now().step
        return RuleError(f"Not now: {step.prompt}", step.section)

    # ----- acting -----
    def set_up(self, **fields: Any) -> None:
        """Set her side up from the controls (keyword fields override them, for notebooks and tests)."""
        values: dict[str, Any] = {"champion": self.champion.value, "players": self.players.value,
                                  "challenges": tuple(n for n, box in self.challenges.items() if box.value)}
        values.update({f: box.value for f, box in self.switches.items()})
        values.update({f: pick.value for f, pick in self.settings.items()})
        values.update(fields)
        values["seed"] = self.session.rng.randrange(1 << 31)
        self.act(Setup(**values))

    def turn(self, card: str | None = None) -> None:
        """Maliath's turn: flip her top card (digital), or the card the player flipped (physical)."""
        flips = self._choices(Flip)
        if not flips:
            raise self._not_now()
        if len(flips) == 1 and card is None:
            self.act(flips[0].event)
            return
        if card is None:
            raise RuleError("Click the card she flipped first.", self.now().step.section)
        self.act(Flip(card))

    def answer(self, value: Any) -> None:
        """Answer her question with one of the values the core offers (a label or the value itself)."""
        for c in self.now().choices:
            if isinstance(c.event, (Pick, Report)) and (c.event.value == value or c.label == value):
                self.act(c.event)
                return
        if ANSWERS not in self.now().offers:
            raise self._not_now()
        # Not offered: tried as it is, so the rules say why not.
        self.act(Report(value) if isinstance(value, int) else Pick(value))

    def answer_from_pick(self) -> None:
        """Answer with the value picked in the list."""
        if self.answer_pick.value is None:
            raise RuleError("Pick an answer first.", self.now().step.section)
        self.answer(self.answer_pick.value)

    def choose(self, label: str) -> None:
        """Do the offered choice with this label (a report, a Battle you start, the end of the Era)."""
        for c in self.now().choices:
            if c.label == label:
                self.act(c.event)
                return
        raise self._not_now()

    def report_from_pick(self) -> None:
        """Do the report picked in the list."""
        if self.report_pick.value is None:
            raise RuleError("Pick what happened on the table first.", self.now().step.section)
        self.choose(self.report_pick.value)

    def pick(self, name: str) -> None:
        """A click on her area: say what is there."""
        self.inspected = name
        self._read_out(name)
        self.board.show(View(self.state, self.inspected))

    def _read_out(self, name: str) -> None:
        """What the piece `name` of her area shows now, in words (kept up to date while it stays picked)."""
        kind, _, what = name.partition(":")
        state = self.state
        if kind == "power":
            self.inspect.value = html.escape(f"Her {what} Power Card: Upgrades {state.upgrades_of(what)}.")
        elif kind == "card" and shown_card(state) or kind == "played" and 0 < int(what) <= len(state.played):
            key = shown_card(state) if kind == "card" else state.played[int(what) - 1]
            title, _colour, summary = card_face(key)
            self.inspect.value = html.escape(f"{title}: {summary}.")
        elif kind == "deck":
            self.inspect.value = html.escape(f"Her Action deck: {len(state.deck)} cards left this Era.")
        elif kind == "setup":
            self.inspect.value = "Choose her Corrupted Champion and the switches on the right, then set her up."
        elif kind == "monster":
            self.inspect.value = html.escape(f"{what}: report it visible or gone under 'The table'.")
        elif kind == "supply":
            self.inspect.value = html.escape(supply_said(state))
        elif kind == "glory":
            self.inspect.value = html.escape(f"Her Glory: {state.glory}.")
        else:
            self.inspect.value = html.escape(name.replace(":", " "))

    # ----- showing -----
    def session_changed(self) -> None:
        """Forget what was clicked on the old game's board."""
        self.inspected = None
        self._options = None

    def refresh(self) -> None:
        """Bring every part of the page up to the session's state."""
        state, now = self.state, self.now()
        step = now.step
        in_play = " · ".join(setup_in_play(state))
        self.status.value = (f"<b style='font-size:18px'>{html.escape(step.name)}</b><br>"
                             f"<i>Rulebook: {html.escape(step.section)}</i>"
                             + (f"<div class='tc-mal-in-play' style='font-size:13px'>In play: {html.escape(in_play)}"
                                "</div>" if in_play else ""))
        profile = state.profile
        self.example.value = ("<span style='font-size:13px'>EXAMPLE profile: her colour bands and the Monsters' "
                              "Hit Point reductions are made up; enter yours from the cards.</span>"
                              if profile and profile.example else "")
        self.example.layout.display = None if profile and profile.example else "none"
        ended = self.game.outcome(state)
        self.outcome.value = "" if ended is None else f"<b style='font-size:20px'>{html.escape(ended.summary)}</b>"
        setting_up = state.phase is Phase.SETUP
        self.setup_box.layout.display = None if setting_up else "none"
        if setting_up:
            self._show_band()
        self._refresh_turn(now)
        self._refresh_question(now)
        self._refresh_reports(now)
        self._refresh_card(state)
        self._refresh_odds(state)
        if self.inspected and not any(s.name == self.inspected for s in self.board.shapes):
            self.inspected = None
        if self.inspected:
            self._read_out(self.inspected)
        self.board.show(View(state, self.inspected))
        super().refresh()

    def _refresh_turn(self, now: Options) -> None:
        flips = self._choices(Flip)
        physical = bool(flips) and not self.state.setup.digital
        self.turn_button.layout.display = None if flips and not physical else "none"
        self.flip_card.layout.display = None if physical else "none"
        if physical:
            offered = tuple(now.offers.get(FLIP, ()))
            if tuple(getattr(b, "card", None) for b in self.flip_buttons.children) != offered:
                buttons = []
                for key in offered:
                    b = button(key, f"tc-mal-flip-{slug(key)}", card_face(key)[0], compact=True,
                               colour=card_face(key)[1] or "purple",
                               on_click=lambda _b, k=key: self.message.guard(self.turn)(k))
                    b.card = key
                    buttons.append(b)
                self.flip_buttons.children = buttons
        else:
            self.turn_button.description = flips[0].label if flips else "Maliath's turn"

    def _refresh_question(self, now: Options) -> None:
        asked = ANSWERS in now.offers
        self.question_box.layout.display = None if asked else "none"
        if not asked:
            self.answer_buttons.children = ()
            return
        self.question.value = (f"<div style='font-size:17px;padding:4px 0'><b>She asks:</b> "
                               f"{html.escape(now.step.prompt)}</div>")
        choices = self._choices(Pick, Report)
        if len(choices) <= BUTTONS_AT_MOST:
            buttons = []
            for c in choices:
                b = button(c.label, "tc-mal-answer", compact=True,
                           on_click=lambda _b, e=c.event: self.message.guard(self.act)(e))
                b.add_class(f"tc-mal-answer-{slug(c.event.value)}")
                buttons.append(b)
            self.answer_buttons.children = buttons
            self.answer_list.layout.display = "none"
        else:
            self.answer_buttons.children = ()
            options = tuple((c.label, c.event.value) for c in choices)
            self.answer_pick.offer(options)
            self.answer_list.layout.display = None

    def _refresh_reports(self, now: Options) -> None:
        others = tuple(c for c in now.choices if not isinstance(c.event, (Flip, Pick, Report, Setup)))
        listed = tuple(c.label for c in others if not isinstance(c.event, (PlayerBattle, EndEra)))
        self.reports_box.layout.display = None if others else "none"
        self.report_pick.offer(listed)
        buttons = []
        for c in others:
            if isinstance(c.event, PlayerBattle):
                css = f"tc-mal-battle-{slug(c.event.starter)}"
            elif isinstance(c.event, EndEra):
                css = "tc-mal-end-era"
            else:
                continue
            buttons.append(button(c.label, css, compact=True,
                                  on_click=lambda _b, e=c.event: self.message.guard(self.act)(e)))
        self.era_buttons.children = buttons

    def _refresh_card(self, state: MaliathState) -> None:
        key = shown_card(state)
        if key and state.phase is not Phase.SETUP:
            title, colour, summary = card_face(key)
            self.card.value = (f"<div style='font-size:17px'>{html.escape(card_label(state))}: "
                               f"<b>{html.escape(title)}</b>"
                               f"<br><i>{html.escape(summary)}</i></div>")
        else:
            self.card.value = ""
        lines = state.instructions
        size = "16px" if len(lines) <= LONG_STEPS else "14px"
        self.steps.value = (f"<div><b>{html.escape(instructions_heading(state))}</b></div>"
                            "<ol style='margin:2px 0;padding-left:24px;"
                            f"font-size:{size}'>" + "".join(f"<li>{html.escape(t)}</li>" for t in lines) + "</ol>"
                            if lines else "")

    def _refresh_odds(self, state: MaliathState) -> None:
        if state.phase in (Phase.SETUP, Phase.OVER):
            self.odds.value = ("<i>Her odds appear once she is set up.</i>" if state.phase is Phase.SETUP
                               else "<i>Game over: no more cards.</i>")
            self.battle_odds.show(False)
            self.action_odds.show(False)
            return
        self.battle_odds.show(True)
        dist = next_action_power(state.deck)
        self.action_odds.show(dist is not None)
        if dist is not None:
            self.action_odds.part.update(next_action_power(state.deck, short=True),
                                    title=f"Her next Action card, of {len(state.deck)} left this Era")
        if dist is None:
            self.odds.value = "<i>Her Action deck is empty: the Era ends with the core rules.</i>"
        else:
            rows = "".join(f"<tr><td>{html.escape(str(k))}</td><td><b>{_chance(p)}</b></td></tr>"
                           for k, p in dist.items())
            self.odds.value = (f"<div><b>Her next Action card</b> ({len(state.deck)} left this Era):</div>"
                               f"<table style='font-size:14px'>{rows}</table>"
                               f"<div>A Destiny Card next: <b>{_chance(dist.p(lambda k: k == DESTINY))}"
                               "</b></div>")
        dist, title = battle_odds(state)
        self.battle_odds.part.update(dist, title=title)


def maliath_page(folder: Any = None) -> w.VBox:
    """The whole dashboard: New game / Resume (saved as you play), her table, and the named history."""
    return game_page(MaliathDashboard, folder)
