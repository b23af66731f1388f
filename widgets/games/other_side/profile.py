"""The component profile panel: the EXAMPLE banner, the dice form, and a whole profile pasted or uploaded.

The numbers on the cards and dice are not public. The EXAMPLE profile is used until the players
give their own; every profile is checked by `validate_profile`, and an impossible one is refused
with a message naming the field. A profile is chosen before setup (a saved game keeps its own).
"""

from __future__ import annotations

import html
import json
from typing import Any, Callable

import ipywidgets as w

from companion.games.other_side.profile import EXAMPLE_PROFILE_PATH, MAX_PROFILE_BYTES, validate_profile
from companion.transfer import EXPORT_FORMAT
from companion.validate import json_object
from widgets.games.other_side.forms import button
from widgets.kit.controls import named
from widgets.kit.profile_editor import EXAMPLE_BANNER, ProfileEditor, data_uri
from widgets.kit.prompt import MessageBar
from widgets.kit.uploads import json_upload

DICE_SCHEMA = {
    "id": "other_side.dice", "title": "Dice and Dragon's Breath (From the Other Side)",
    "fields": [
        {"name": "hero_die", "type": "faces", "label": "Hero die faces", "min": 0,
         "help": "the faces, comma-separated (✶ after a face with a Wound), as the EXAMPLE below"},
        {"name": "creature_die", "type": "faces", "label": "Creature die faces", "min": 0,
         "help": "the faces, comma-separated, as the EXAMPLE below"},
        {"name": "breath_token_value", "type": "int", "label": "One face-up Breath token adds", "min": 0, "max": 20},
    ],
}


def example_raw() -> dict[str, Any]:
    """The shipped EXAMPLE profile as plain JSON."""
    return json.loads(EXAMPLE_PROFILE_PATH.read_text(encoding="utf-8"))


def banner() -> w.HTML:
    """The banner shown while the EXAMPLE profile is in use."""
    box = w.HTML(f"<span>⚠ {html.escape(EXAMPLE_BANNER)} (Component profile, below)</span>")
    box.add_class("tc-example-banner")
    box.add_class("tc-ots-example-banner")
    return box


class ProfilePanel(w.VBox):
    """Shows the profile in use; the dice form and a pasted or uploaded JSON profile replace it."""

    def __init__(self, on_profile: Callable[[dict[str, Any]], None]) -> None:
        self.on_profile = on_profile
        self.raw: dict[str, Any] = example_raw()
        self.name = w.HTML()
        self.name.add_class("tc-ots-profile-name")
        self.message = MessageBar()
        self.message.add_class("tc-ots-profile-message")
        self.dice = ProfileEditor(DICE_SCHEMA, example={k: self.raw[k] for k in
                                                        ("hero_die", "creature_die", "breath_token_value")})
        self.dice.add_class("tc-ots-dice-editor")
        self.dice.on_save(lambda saved: self.use_dice(saved["values"]))
        self.paste = w.Textarea(placeholder="Paste a whole profile (JSON) here",
                                layout=w.Layout(width="520px", height="90px"))
        named(self.paste, "A whole profile (JSON) to paste")
        self.paste.add_class("tc-ots-profile-json")
        self.use_button = button("Use this profile", "tc-ots-profile-use")
        self.use_button.on_click(lambda _b: self.message.guard(self.use_text)(self.paste.value))
        self.upload = json_upload("tc-ots-profile-upload", self.use_text, self.message)
        self.download = w.HTML()
        self.download.add_class("tc-ots-profile-download")
        super().__init__([self.name, self.download, self.dice,
                          w.HBox([self.paste, w.VBox([self.use_button, self.upload])],
                                 layout=w.Layout(flex_flow="row wrap")), self.message])
        self.add_class("tc-ots-profile")
        self.show(self.raw)

    def show(self, raw: dict[str, Any]) -> None:
        """Show which profile is in use, with a download of it."""
        self.raw = raw
        profile = validate_profile(raw)
        mark = " — EXAMPLE values" if profile.example else " — your own values"
        self.name.value = (f"<b>Profile in use:</b> {html.escape(profile.name)}{mark}: {len(profile.creatures)} "
                           f"Creatures, {len(profile.artifacts)} Artifacts, {len(profile.action_cards)} Action cards.")
        self.dice.set_values({k: raw[k] for k in ("hero_die", "creature_die", "breath_token_value")},
                             example=profile.example)
        text = json.dumps(raw, indent=1, ensure_ascii=False)
        self.download.value = f"<a download='other-side-profile.json' href='{data_uri(text)}'>⬇ Download it</a>"

    def use(self, raw: Any) -> None:
        """Check a whole profile and hand it to the dashboard; an impossible one names its field."""
        try:
            validate_profile(raw)
        except ValueError as exc:
            raise ValueError(f"Profile refused: {exc}") from None
        self.on_profile(raw)
        self.show(raw)
        self.message.info("Profile in use for the next game set up here.")

    def use_text(self, text: str | bytes) -> None:
        """A profile from JSON text (pasted or uploaded)."""
        raw = json_object(text, "Profile refused", max_bytes=MAX_PROFILE_BYTES, export_format=EXPORT_FORMAT)
        self.use(raw)

    def use_dice(self, values: dict[str, Any]) -> None:
        """The dice form's values over the profile in use (its cards, and its EXAMPLE mark, stay)."""
        self.use({**self.raw, **values})
