"""Maliath's component profile, entered at the table: her Corrupted Champion's colour band and each
Monster's Hit Points per Wound counter (printed on the cards, not public).

The shipped profile is an EXAMPLE. What is entered here is checked by the core's `validate_profile`
(a colour twice, a Hit Point value of 0: refused naming the field); the profile then kept holds only
the band entered, so a Champion whose band was never entered is refused at setup instead of playing
with a made-up band. A profile is chosen before setup (a saved game keeps its own).

The whole profile is also a plain JSON file: downloaded (tc-mal-profile-download), pasted
(tc-mal-profile-json, tc-mal-profile-load) or uploaded (tc-mal-profile-upload); a damaged or oversized
file is refused with a message and nothing changes (the core's `profile_from_json`).
"""

from __future__ import annotations

import html
from typing import Any, Callable

import ipywidgets as w

from companion.games.maliath.data import COLOURS, MONSTERS
from companion.games.maliath.profile import EXAMPLE_PROFILE, profile_from_json, profile_json, validate_profile
from widgets.kit.controls import button, named
from widgets.kit.profile_editor import data_uri
from widgets.kit.prompt import MessageBar
from widgets.kit.uploads import json_upload

__all__ = ["ProfilePanel", "ENTERED_NAME"]

ENTERED_NAME = "Profile entered at the table"


class ProfilePanel(w.VBox):
    """The band of the Champion chosen (four pick lists, most preferred first) and the Hit Point
    reductions (one whole number per Monster); "Use these values" hands the checked profile on."""

    def __init__(self, on_profile: Callable[[dict[str, Any]], None]) -> None:
        self.on_profile = on_profile
        self.champion = ""
        self.raw: dict[str, Any] = {k: v for k, v in EXAMPLE_PROFILE.items()}
        self.title = w.HTML()
        self.band = [w.Dropdown(options=COLOURS, description=f"{i + 1}.", layout=w.Layout(width="130px"),
                                style={"description_width": "24px"}) for i in range(len(COLOURS))]
        for i, pick in enumerate(self.band):
            pick.add_class(f"tc-mal-band-{i + 1}")
        self.reductions = {m: w.IntText(description=m.split(" ")[0], layout=w.Layout(width="220px"),
                                        style={"description_width": "110px"}) for m in MONSTERS.value}
        for m, field in self.reductions.items():
            field.add_class(f"tc-mal-reduction-{m.split(' ')[0].lower()}")
        self.use_button = button("Use these values", "tc-mal-profile-use", compact=True,
                                 on_click=lambda _b: self.message.guard(self.use)())
        self.message = MessageBar()
        self.message.add_class("tc-mal-profile-message")
        # The whole profile as a JSON file: a download of the one in use, and one pasted or uploaded.
        self.download = w.HTML()
        self.download.add_class("tc-mal-profile-download")
        self.paste = w.Textarea(placeholder="Paste a whole profile (JSON) here",
                                layout=w.Layout(width="300px", height="70px"))
        named(self.paste, "A whole profile (JSON) to paste")
        self.paste.add_class("tc-mal-profile-json")
        self.load_button = button("Use this profile", "tc-mal-profile-load", compact=True,
                                  on_click=lambda _b: self.message.guard(self.use_text)(self.paste.value))
        self.upload = json_upload("tc-mal-profile-upload", self.use_text, self.message)
        super().__init__([self.title, w.HBox(self.band, layout=w.Layout(flex_flow="row wrap")),
                          w.HTML("<span>Hit Points one Wound counter takes off (Monster Reference Cards):</span>"),
                          w.HBox(list(self.reductions.values()), layout=w.Layout(flex_flow="row wrap")),
                          self.use_button, self.download,
                          w.HBox([self.paste, w.VBox([self.load_button, self.upload])],
                                 layout=w.Layout(flex_flow="row wrap")), self.message])
        self.add_class("tc-mal-profile")

    def show(self, raw: dict[str, Any], champion: str) -> None:
        """Show the profile in use, the band of `champion` in the pick lists."""
        self.raw, self.champion = dict(raw), champion
        profile = validate_profile(raw)
        mark = "EXAMPLE values" if profile.example else "your values"
        self.title.value = (f"<span><b>Profile in use:</b> {html.escape(profile.name)} ({mark}). "
                            f"Colour band of <b>{html.escape(champion)}</b>, most preferred first:</span>")
        band = profile.band(champion) or COLOURS
        for pick, colour in zip(self.band, band):
            pick.value = colour
        for m, field in self.reductions.items():
            field.value = profile.reduction(m) or 0
        self.download.value = (f"<a download='maliath-profile.json' href='{data_uri(profile_json(raw))}'>"
                               "⬇ Download this profile (JSON)</a>")

    def entered(self) -> dict[str, Any]:
        """The profile the fields describe (checked by `use`)."""
        return {"name": ENTERED_NAME, "example": False,
                "colour_bands": {self.champion: [p.value for p in self.band]},
                "hit_point_reduction": {m: f.value for m, f in self.reductions.items()}}

    def use(self) -> None:
        """Check the entered values and hand the profile on; an impossible one names its field."""
        raw = self.entered()
        kept = validate_profile(self.raw)
        if not kept.example:  # the bands entered before, for other Champions, stay
            raw["colour_bands"] = {**{c: list(b) for c, b in kept.colour_bands}, **raw["colour_bands"]}
        try:
            validate_profile(raw)
        except ValueError as exc:
            raise ValueError(f"Profile refused: {exc}") from None
        self.on_profile(raw)
        self.message.info("These values are used for the game set up here.")

    def use_text(self, text: str | bytes) -> None:
        """A whole profile from JSON text (pasted or uploaded); a damaged one is refused and nothing changes."""
        try:
            raw = profile_from_json(text)
        except ValueError as exc:
            raise ValueError(f"Profile refused: {exc}") from None
        self.on_profile(raw)
        self.message.info("This profile is used for the game set up here.")
