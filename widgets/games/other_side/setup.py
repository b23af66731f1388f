"""Setup controls of the From the Other Side dashboard: Heroes, Leader, the Well, opening hands."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from companion.errors import RuleError
from companion.games.other_side import data
from companion.games.other_side.events import Settings, SetUp
from companion.games.other_side.options import counted
from companion.games.other_side.profile import cards_of
from widgets.games.other_side.forms import TileForm, button, dropdown, parse_cards, set_options, text, toggle
from widgets.kit.style import note, row


class SetupForm(w.VBox):
    """Setup: Heroes, Leader, the Well's tile and start space, opening hands, the open setting."""

    def __init__(self, dash: Any) -> None:
        self.dash = dash
        self.heroes = {h: w.Checkbox(value=h in ("andre", "hansi"), description=data.hero_name(h), indent=False,
                                     layout=w.Layout(width="auto", margin="0 12px 0 0")) for h in data.HERO_IDS}
        for h, box in self.heroes.items():
            box.add_class(f"tc-ots-hero-{h}")
            box.observe(lambda c, h=h: dash.message.guard(self._ticked)(h, c["new"]), names="value")
        # Seating order around the table (clockwise): the order the Heroes were ticked, rearranged
        # with the buttons; turn order and the Leader's rotation follow it.
        self.order: list[str] = [h for h, box in self.heroes.items() if box.value]
        self.seating = w.HTML()
        self.seating.add_class("tc-ots-seating")
        self.seat_hero = dropdown("tc-ots-seat-hero", "move", width="150px")
        self.earlier = button("earlier", "tc-ots-seat-earlier")
        self.earlier.on_click(lambda _b: dash.message.guard(self.shift)(-1))
        self.later = button("later", "tc-ots-seat-later")
        self.later.on_click(lambda _b: dash.message.guard(self.shift)(1))
        self.leader = dropdown("tc-ots-leader", "Leader", width="190px")
        self.well = TileForm("tc-ots-well", "one corridor, torches N E S W", header=False)
        self.well.side.value = "green"
        self.well.preset.description, self.well.preset.layout.width = "the Well", "310px"
        self.well.side.layout.width = "130px"
        self.well.preset.value = "one corridor, torches N E S W"
        self.start = dropdown("tc-ots-start", "Heroes start in", width="210px")
        self.well.spaces.observe(lambda _c: set_options(self.start, self.well.names()), names="value")
        self.hands = {h: text(f"tc-ots-hand-{h}", f"{data.hero_name(h)}'s {data.STARTING_HAND} cards", width="520px")
                      for h in data.HERO_IDS}
        self.hand_box = w.VBox()
        for field in self.hands.values():
            field.observe(lambda _c: self.summarise(), names="value")
        self.breakage = w.Checkbox(value=False, indent=False,
                                   description="Heroic Fury's doubled Hero die also counts for Breakage")
        self.breakage.add_class("tc-ots-setting-breakage")
        self.many_steps = w.Checkbox(value=False, indent=False,
                                     description="Any number of paid steps in a move (one Breath token each)")
        self.many_steps.add_class("tc-ots-setting-steps")
        self.go = button("Start the game", "tc-ots-setup")
        self.go.on_click(lambda _b: dash.message.guard(self.submit)())
        # What the table rarely changes waits in collapsed sections, so the whole setup and Start
        # show at load: the Well drawn in detail, the opening hands (prefilled), the settings.
        self.hands_summary = w.HTML()
        self.hands_summary.add_class("tc-ots-hands-summary")
        self.sections = {
            "well": (toggle("the Well in detail", "tc-ots-show-well"),
                     w.VBox([note("The Well's tile as it lies (either side up):"), self.well])),
            "hands": (toggle("opening hands", "tc-ots-show-hands"),
                      w.VBox([note("Opening hands: the card ids each Hero drew (ids from the component profile)."),
                              self.hand_box])),
            "settings": (toggle("settings", "tc-ots-show-settings"), w.VBox([self.breakage, self.many_steps])),
        }
        for key, (switch, body) in self.sections.items():
            body.layout.display = "none"
            body.add_class(f"tc-ots-setup-{key}")
            switch.observe(lambda c, body=body: self._open(body, c["new"]), names="value")
        # The Well's section joins the page when first opened (its drawn preview is no canvas of the page till then).
        self._well_parts = self.sections["well"][1].children
        self.sections["well"][1].children = ()
        super().__init__([
            # the Heroes, the seating as it stands, then its buttons on their own line (never wrapping onto
            # the Leader's)
            w.VBox([row(note("Heroes, clockwise:"), *self.heroes.values()), self.seating,
                    row(self.seat_hero, self.earlier, self.later)]),
            row(self.leader, self.well.preset, self.well.side, self.start, self.go),
            row(*(switch for switch, _ in self.sections.values()), self.hands_summary),
            *(body for _, body in self.sections.values())])
        self.add_class("tc-ots-setup-box")
        set_options(self.start, self.well.names())

    def _open(self, body: w.VBox, on: bool) -> None:
        if on and body is self.sections["well"][1] and not body.children:
            body.children = self._well_parts
        body.layout.display = None if on else "none"

    def _ticked(self, hero: str, on: bool) -> None:
        if on and hero not in self.order:
            self.order.append(hero)
        elif not on and hero in self.order:
            self.order.remove(hero)
        self.refresh()

    def shift(self, by: int) -> None:
        """Move the Hero chosen in the seating list one seat earlier (-1) or later (+1)."""
        hero = self.seat_hero.value
        if hero not in self.order:
            return
        k = self.order.index(hero)
        j = max(0, min(len(self.order) - 1, k + by))
        self.order[k], self.order[j] = self.order[j], self.order[k]
        self.refresh()
        self.seat_hero.value = hero

    def chosen(self) -> tuple[str, ...]:
        """The Heroes ticked, in seating order."""
        return tuple(h for h in self.order if self.heroes[h].value)

    def refresh(self) -> None:
        """Offer a Leader among the Heroes chosen and a hand field for each, prefilled from the profile."""
        heroes = self.chosen()
        self.seating.value = "<b>" + html.escape(" → ".join(data.hero_name(h) for h in heroes) or "none yet") + "</b>"
        set_options(self.seat_hero, [(data.hero_name(h), h) for h in heroes])
        set_options(self.leader, [(data.hero_name(h), h) for h in heroes])
        profile = self.dash.state.profile
        for h, field in self.hands.items():
            own = cards_of(profile, h)
            if not field.value.strip() or any(c not in own for c in parse_cards(field.value)):
                field.value = ", ".join(own[:data.STARTING_HAND])
            field.placeholder = "of " + ", ".join(own)
        self.hand_box.children = [self.hands[h] for h in heroes]
        self.summarise()

    def summarise(self) -> None:
        """The opening hands in one line beside their collapsed section."""
        self.hands_summary.value = ("<span>Opening hands: " + html.escape(", ".join(
            f"{data.hero_name(h)} {counted(len(parse_cards(self.hands[h].value)), 'card')}" for h in self.chosen())
            or "none yet") + "</span>")

    def submit(self) -> None:
        """Set the game up."""
        heroes = self.chosen()
        if not self.leader.value:
            raise RuleError("Choose at least two Heroes and a Leader.", "Setup (Player Setup)")
        hands = {h: parse_cards(self.hands[h].value) for h in heroes}
        self.dash.act(SetUp(heroes, self.leader.value, self.well.spec(), self.start.value or "", hands,
                            Settings(breakage_uses_doubled_die=self.breakage.value,
                                     many_paid_steps=self.many_steps.value)))
