"""The component profile edited in the page: the Mystling and Enemy sheets as a form (the kit's ProfileEditor),
an Action card's text and keywords, each deck by card name, and the whole profile as JSON (import, export).

The numbers on the sheets and cards are not public. The EXAMPLE profile is used until the players give their
own; every change goes through the core (`sheet_form`, `with_sheets`, `with_card`, `with_deck`,
`profile_from_json`), which checks the whole profile, so a bad entry is refused naming its field and nothing
changes. A profile is chosen before setup (a saved game keeps its own).
"""

from __future__ import annotations

import html
import json
from typing import Any, Callable

import ipywidgets as w

from companion.games.mystling.profile import (deck_owners, profile_from_json, profile_to_json, sheet_form,
                                              validate_profile, with_card, with_deck, with_sheets)
from widgets.kit.controls import button, named
from widgets.kit.profile_editor import ProfileEditor, data_uri
from widgets.kit.prompt import MessageBar
from widgets.kit.style import row
from widgets.kit.uploads import json_upload

__all__ = ["ProfilePanel"]


def _pick_and_text(description: str, pick_css: str, shown: Callable[[], None], text_css: str, width: str,
                   height: str) -> tuple[w.Dropdown, w.Textarea]:
    """A pick list of what to edit (`shown` puts the one picked in the text box) and the box it is edited in."""
    pick = w.Dropdown(options=[], description=description, layout=w.Layout(width="340px"))
    pick.add_class(pick_css)
    pick.observe(lambda _c: shown(), names="value")
    text = named(w.Textarea(layout=w.Layout(width=width, height=height)), f"the {description} picked, as text")
    text.add_class(text_css)
    return pick, text


class ProfilePanel(w.VBox):
    """The profile in use and its editors; `dash.use_profile(raw)` plays the next game with a changed one.

    CSS classes: tc-myst-profile (the box), tc-myst-profile-name, tc-myst-profile-message, tc-myst-sheets-form
    (the ProfileEditor: its fields tc-profile-field-<name>, tc-profile-save), tc-myst-card-pick,
    tc-myst-card-json, tc-myst-card-use, tc-myst-deck-pick, tc-myst-deck-cards, tc-myst-deck-use,
    tc-myst-profile-json, tc-myst-profile-use, tc-myst-profile-upload, tc-myst-profile-import-message (beside
    them), tc-myst-profile-download.
    """

    def __init__(self, dash: Any) -> None:
        self.dash = dash
        self.raw: dict[str, Any] = {}
        self.name = w.HTML()
        self.name.add_class("tc-myst-profile-name")
        self.message = MessageBar()
        self.message.add_class("tc-myst-profile-message")
        self.sheets_box = w.VBox()
        self.form: ProfileEditor | None = None

        self.card_pick, self.card_json = _pick_and_text("card", "tc-myst-card-pick", self._show_card,
                                                        "tc-myst-card-json", "560px", "120px")
        card_use = button("Use this card", "tc-myst-card-use", "Check the card (its text and keywords) and use "
                          "the profile with it", compact=True,
                          on_click=lambda _b: self.message.guard(self.use_card)(self.card_json.value))

        self.deck_pick, self.deck_cards = _pick_and_text("deck of", "tc-myst-deck-pick", self._show_deck,
                                                         "tc-myst-deck-cards", "340px", "160px")
        deck_use = button("Use this deck", "tc-myst-deck-use", "Check the deck (Deck Construction) and use the "
                          "profile with it", compact=True,
                          on_click=lambda _b: self.message.guard(self.use_deck)(self.deck_pick.value,
                                                                                self.deck_cards.value))

        self.paste = w.Textarea(placeholder="Paste a whole profile (JSON) here",
                                layout=w.Layout(width="560px", height="80px"))
        named(self.paste, "A whole profile (JSON) to paste")
        self.paste.add_class("tc-myst-profile-json")
        # the import's refusal or success shows beside its Upload and Use buttons, not at the top of the panel
        self.import_message = MessageBar()
        self.import_message.add_class("tc-myst-profile-import-message")
        paste_use = button("Use this profile", "tc-myst-profile-use", compact=True,
                           on_click=lambda _b: self.import_message.guard(self.use_text)(self.paste.value))
        self.upload = json_upload("tc-myst-profile-upload", self.use_text, self.import_message)
        self.download = w.HTML()
        self.download.add_class("tc-myst-profile-download")
        super().__init__([
            self.name, self.message, self.sheets_box,
            w.HTML("<b>An Action card</b>: its type, Element, rarity, effects (keywords the companion resolves: "
                   "attack, heal, move, trigger, deal, token, gain_token, condition; text for the rest), Passive, "
                   "and where it goes once resolved (discard, remove, upgrade):"),
            self.card_pick, row(self.card_json, card_use),
            w.HTML("<b>A deck</b>, one card name a line (a Mystling's starts as the rulebook's starting list):"),
            self.deck_pick, row(self.deck_cards, deck_use),
            w.HTML("<b>The whole profile</b> as JSON:"), self.download,
            row(self.paste, w.VBox([paste_use, self.upload])), self.import_message,
        ])
        self.add_class("tc-myst-profile")

    # ----- showing -----
    def show(self, raw: dict[str, Any]) -> None:
        """Show this profile (plain data, already checked) in every editor."""
        self.raw = raw
        profile = validate_profile(raw)
        mark = " — EXAMPLE values (made up)" if profile.example else " — your own values"
        self.name.value = (f"<b>Profile in use:</b> {html.escape(profile.name)}{mark}: "
                           f"{len(profile.mystlings)} Mystlings, {len(profile.cards)} Action cards, "
                           f"{len(profile.enemies)} Enemies.")
        schema, values = sheet_form(raw)
        if self.form is None or [f["name"] for f in schema["fields"]] != [f.name for f in self.form.schema.fields]:
            self.form = ProfileEditor(schema)
            self.form.add_class("tc-myst-sheets-form")
            self.form.on_save(lambda saved: self.use_sheets(saved["values"]))
            self.sheets_box.children = (self.form,)
        self.form.set_values(values, example=profile.example)
        cards = [c["name"] for c in raw.get("cards", [])]
        keep = self.card_pick.value if self.card_pick.value in cards else (cards[0] if cards else None)
        self.card_pick.options = cards
        self.card_pick.value = keep
        self._show_card()
        owners = [name for name, _deck in deck_owners(raw)]
        keep = self.deck_pick.value if self.deck_pick.value in owners else (owners[0] if owners else None)
        self.deck_pick.options = owners
        self.deck_pick.value = keep
        self._show_deck()
        stem = "mystling-profile-EXAMPLE" if profile.example else "mystling-profile"
        self.download.value = (f"<a download='{stem}.json' href='{data_uri(profile_to_json(raw))}'>"
                               f"⬇ Export this profile ({stem}.json)</a>")

    def _show_card(self) -> None:
        entry = next((c for c in self.raw.get("cards", []) if c.get("name") == self.card_pick.value), None)
        self.card_json.value = json.dumps(entry, ensure_ascii=False, indent=1) if entry is not None else ""

    def _show_deck(self) -> None:
        deck = dict(deck_owners(self.raw)).get(self.deck_pick.value, ())
        self.deck_cards.value = "\n".join(deck)

    # ----- changing -----
    def _use(self, raw: dict[str, Any], what: str, bar: MessageBar | None = None) -> None:
        self.dash.use_profile(raw)
        self.show(raw)
        (bar or self.message).info(f"{what}: the profile is checked and in use for the next game set up here.")

    def use_sheets(self, values: dict[str, Any]) -> None:
        """The form's stats on the sheets (the whole profile checked first)."""
        self._use(with_sheets(self.raw, values), "Sheets saved")

    def use_card(self, text: str) -> None:
        """An Action card's entry from its JSON text."""
        try:
            entry = json.loads(text)
        except ValueError as exc:
            raise ValueError(f"card: not JSON ({exc})") from None
        self._use(with_card(self.raw, entry), f"Card {entry.get('name', '')!s} saved" if isinstance(entry, dict)
                  else "Card saved")

    def use_deck(self, owner: Any, text: str) -> None:
        """A deck by card name, one a line."""
        if owner is None:
            raise ValueError("deck: choose whose deck it is")
        names = [line.strip() for line in text.splitlines() if line.strip()]
        self._use(with_deck(self.raw, owner, names), f"Deck of {owner} saved")

    def use_text(self, text: str | bytes) -> None:
        """A whole profile from JSON text (pasted or uploaded)."""
        self._use(profile_from_json(text), "Profile imported", self.import_message)
