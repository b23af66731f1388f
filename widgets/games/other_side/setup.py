"""Setup controls of the From the Other Side dashboard: Heroes, Leader, the Well, opening hands."""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from companion.errors import RuleError
from companion.games.other_side import data
from companion.games.other_side.events import Settings, SetUp
from companion.games.other_side.profile import cards_of
from widgets.games.other_side.forms import TileForm, button, dropdown, parse_cards, set_options, text
from widgets.kit.style import note, row


class SetupForm(w.VBox):
    """Setup: Heroes, Leader, the Well's tile and start space, opening hands, the open setting."""

    def __init__(self, dash: Any) -> None:
        self.dash = dash
        self.heroes = {h: w.Checkbox(value=h in ("andre", "hansi"), description=data.hero_name(h), indent=False,
                                     layout=w.Layout(width="auto", margin="0 12px 0 0")) for h in data.HERO_IDS}
        for h, box in self.heroes.items():
            box.add_class(f"tc-ots-hero-{h}")
            box.observe(lambda _c: dash.message.guard(self.refresh)(), names="value")
        self.leader = dropdown("tc-ots-leader", "Leader", width="300px")
        self.well = TileForm("tc-ots-well", "one corridor, torches N E S W")
        self.well.side.value = "green"
        self.start = dropdown("tc-ots-start", "Heroes start in", width="300px")
        self.well.spaces.observe(lambda _c: set_options(self.start, self.well.names()), names="value")
        self.hands = {h: text(f"tc-ots-hand-{h}", f"{data.hero_name(h)}'s {data.STARTING_HAND} cards", width="520px")
                      for h in data.HERO_IDS}
        self.hand_box = w.VBox()
        self.breakage = w.Checkbox(value=False, indent=False,
                                   description="Heroic Fury's doubled Hero die also counts for Breakage")
        self.breakage.add_class("tc-ots-setting-breakage")
        self.go = button("Start the game", "tc-ots-setup")
        self.go.on_click(lambda _b: dash.message.guard(self.submit)())
        super().__init__([
            note("Heroes in clockwise seating order:"),
            row(*self.heroes.values()), self.leader,
            note("The Well's tile as it lies (either side up):"), self.well, self.start,
            note("Opening hands: the card ids each Hero drew (ids from the component profile)."),
            self.hand_box, self.breakage, self.go])
        self.add_class("tc-ots-setup-box")
        set_options(self.start, self.well.names())

    def chosen(self) -> tuple[str, ...]:
        """The Heroes ticked, in seating order."""
        return tuple(h for h, box in self.heroes.items() if box.value)

    def refresh(self) -> None:
        """Offer a Leader among the Heroes chosen and a hand field for each, prefilled from the profile."""
        heroes = self.chosen()
        set_options(self.leader, [(data.hero_name(h), h) for h in heroes])
        profile = self.dash.state.profile
        for h, field in self.hands.items():
            own = cards_of(profile, h)
            if not field.value.strip() or any(c not in own for c in parse_cards(field.value)):
                field.value = ", ".join(own[:data.STARTING_HAND])
            field.placeholder = "of " + ", ".join(own)
        self.hand_box.children = [self.hands[h] for h in heroes]

    def submit(self) -> None:
        """Set the game up."""
        heroes = self.chosen()
        if not self.leader.value:
            raise RuleError("Choose at least two Heroes and a Leader.", "Setup (Player Setup)")
        hands = {h: parse_cards(self.hands[h].value) for h in heroes}
        self.dash.act(SetUp(heroes, self.leader.value, self.well.spec(), self.start.value or "", hands,
                            Settings(breakage_uses_doubled_die=self.breakage.value)))
