"""ProfileEditor: enter non-public component data in a form, check it, save it and load it as JSON."""

from __future__ import annotations

import html
import os
import tempfile
from pathlib import Path
from typing import Any, Callable, Mapping

import ipywidgets as w
import traitlets

from widgets.kit.controls import button, named
from widgets.kit.downloads import data_uri
from widgets.kit.profile_schema import (
    Field, ProfileError, Schema, as_schema, check_values, format_value, from_json, to_json,
)
from widgets.kit.prompt import MessageBar
from widgets.kit.uploads import json_upload

EXAMPLE_BANNER = "EXAMPLE values — enter your own from your cards"


class ProfileEditor(w.VBox):
    """A form generated from a schema: validate, save (download link and/or folder), load, EXAMPLE marks.

    `example` (observable) is True while the values shown are examples rather than the players'
    own: a banner says so, every field label says EXAMPLE, and a saved file keeps the mark.
    """

    example = traitlets.Bool(False)

    def __init__(
        self,
        schema: Schema | Mapping[str, Any],
        *,
        example: Mapping[str, Any] | None = None,
        on_save: Callable[[dict[str, Any]], None] | None = None,
        folder: str | Path | None = None,
    ) -> None:
        self.schema = as_schema(schema)
        self.folder = Path(folder) if folder is not None else None
        self._on_save = [on_save] if on_save else []
        self.saved_path: Path | None = None
        self.messages = MessageBar()
        self._banner = w.HTML(f"<span>⚠ {html.escape(EXAMPLE_BANNER)}</span>")
        self._banner.add_class("tc-example-banner")
        self.inputs: dict[str, w.Widget] = {}
        self._labels: dict[str, w.HTML] = {}
        self._errors: dict[str, w.HTML] = {}
        rows = [self._row(f) for f in self.schema.fields]
        self._download = w.HTML()
        self._download.add_class("tc-profile-download")
        save = self._button("Save profile", "tc-profile-save", lambda _b: self.save())
        own = self._button("These are my own values", "tc-profile-own", lambda _b: self.mark_own())
        self._own = own
        self.upload = json_upload("tc-profile-upload", self.load_json, self.messages, description="Load file")
        self.paste = w.Textarea(placeholder="…or paste a saved profile (JSON) here",
                                layout=w.Layout(width="100%", max_width="560px", height="80px"))
        named(self.paste, "A saved profile (JSON) to paste")
        self.paste.add_class("tc-profile-paste")
        load = self._button("Load pasted", "tc-profile-load", lambda _b: self.load_json(self.paste.value))
        self.save_button, self.load_button = save, load
        title = w.HTML(f"<b>{html.escape(self.schema.title)}</b>")
        super().__init__([
            title, self._banner, *rows,
            w.HBox([save, own, self._download], layout=w.Layout(flex_flow="row wrap", align_items="center")),
            self.messages,
            w.HBox([self.upload, self.paste, load], layout=w.Layout(flex_flow="row wrap")),
        ])
        self.add_class("tc-profile-editor")
        if example is not None:
            self.set_values(example.get("values", example), example=True)
        self._example_changed({"new": self.example})

    # --- building the form ---

    @staticmethod
    def _button(text: str, css: str, handler: Callable[[w.Button], None]) -> w.Button:
        return button(text, css, compact=True, on_click=handler)

    def _row(self, field: Field) -> w.Widget:
        label = w.HTML(layout=w.Layout(width="220px"))
        self._labels[field.name] = label
        if field.type == "bool":
            entry: w.Widget = w.Checkbox(value=False, indent=False, layout=w.Layout(width="auto"))
        else:
            entry = w.Text(placeholder=self._placeholder(field), layout=w.Layout(width="260px"))
        named(entry, field.title)  # the title shown beside it is an HTML label, not tied to the field
        entry.add_class(f"tc-profile-field-{field.name}")
        entry.observe(self._edited, "value")
        self.inputs[field.name] = entry
        error = w.HTML()
        error.add_class("tc-field-error")
        self._errors[field.name] = error
        parts = [label, entry, error]
        if field.help:
            parts.insert(2, w.HTML(f"<span class='tc-note'>{html.escape(field.help)}</span>"))
        return w.HBox(parts, layout=w.Layout(flex_flow="row wrap", align_items="center"))

    @staticmethod
    def _placeholder(field: Field) -> str:
        bounds = ""
        if field.min is not None or field.max is not None:
            bounds = f" {'' if field.min is None else field.min}–{'' if field.max is None else field.max}"
        if field.type == "faces":
            count = f"{field.length} " if field.length else ""
            return f"{count}faces, e.g. 1, 2, 3✶{bounds}"
        return ("whole number" + bounds) if field.type == "int" else ("" if field.required else "optional")

    @traitlets.observe("example")
    def _example_changed(self, change: Mapping[str, Any]) -> None:
        shown = change["new"]
        self._banner.layout.display = None if shown else "none"
        self._own.layout.display = None if shown else "none"
        for f in self.schema.fields:
            mark = " <b>(EXAMPLE)</b>" if shown else ""
            star = "" if f.required or f.type == "bool" else " <i>(optional)</i>"
            self._labels[f.name].value = f"<span>{html.escape(f.title)}{star}{mark}</span>"

    def _edited(self, _change: Mapping[str, Any]) -> None:
        # A saved link no longer matches what is on screen.
        self._download.value = ""

    # --- values ---

    def raw(self) -> dict[str, Any]:
        """What is in the form now, as typed."""
        return {name: entry.value for name, entry in self.inputs.items()}

    def validate(self) -> list[str]:
        """The problems with the form now (each naming its field); shows each beside its field."""
        problems: list[str] = []
        for f in self.schema.fields:
            _values, field_problems = check_values(Schema(self.schema.id, "", (f,)), self.raw())
            self._errors[f.name].value = (f"<span>✗ {html.escape(field_problems[0])}</span>"
                                          if field_problems else "")
            problems += field_problems
        return problems

    @property
    def values(self) -> dict[str, Any]:
        """The checked values, or ProfileError listing every problem."""
        values, problems = check_values(self.schema, self.raw())
        if problems:
            raise ProfileError("; ".join(problems))
        return values

    def set_values(self, values: Mapping[str, Any], *, example: bool = False) -> None:
        """Fill the form from stored values (fields not given are left empty)."""
        for f in self.schema.fields:
            self.inputs[f.name].value = format_value(f, values.get(f.name))
        self.example = example
        for error in self._errors.values():
            error.value = ""

    def mark_own(self) -> None:
        """Declare the values on screen the players' own (drops the EXAMPLE mark)."""
        self.example = False
        self.messages.info("These values are now marked as your own.")

    # --- save and load ---

    def to_json(self) -> str:
        """The profile as JSON text, or ProfileError if a value does not fit."""
        return to_json(self.schema, self.values, example=self.example)

    @property
    def filename(self) -> str:
        """The file name a saved profile gets."""
        stem = "".join(c if c.isalnum() or c in "-_" else "-" for c in self.schema.id)
        return f"{stem}{'-EXAMPLE' if self.example else ''}.json"

    def save(self) -> bool:
        """Check the form and let each on_save callback accept it (raising refuses it, shown here); if all
        do, offer the download and write it to the folder."""
        problems = self.validate()
        if problems:
            self._download.value = ""
            self.messages.error(ProfileError(f"Not saved: {len(problems)} problem"
                                             f"{'s' if len(problems) > 1 else ''}: " + "; ".join(problems)))
            return False
        # The game checks the values first: a profile it refuses is neither offered nor written.
        for callback in self._on_save:
            try:
                callback({"schema": self.schema.id, "example": self.example, "values": self.values})
            except Exception as exc:  # every refusal becomes a message here, never a traceback
                self._download.value = ""
                self.messages.show_exception(exc)
                return False
        text = self.to_json()
        note = " (EXAMPLE values)" if self.example else ""
        self._download.value = (f"<a download='{html.escape(self.filename)}' href='{data_uri(text)}'>"
                                f"⬇ Download {html.escape(self.filename)}</a>{note}")
        where = ""
        if self.folder is not None:
            try:
                self.saved_path = self._write(text)
            except OSError as exc:
                self.messages.error(ProfileError(f"Could not write the profile to {self.folder}: "
                                                 f"{exc.strerror or exc}"))
                return False
            where = f" and written to {self.saved_path}"
        self.messages.info(f"Profile saved{where}.{' It holds EXAMPLE values.' if self.example else ''}")
        return True

    def _write(self, text: str) -> Path:
        # Write then rename, so a crash never leaves half a profile behind.
        assert self.folder is not None
        self.folder.mkdir(parents=True, exist_ok=True)
        target = self.folder / self.filename
        fd, tmp = tempfile.mkstemp(dir=self.folder, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, target)
        return target

    def on_save(self, callback: Callable[[dict[str, Any]], None]) -> None:
        """Call `callback(profile)` on each save that passes the form's checks; raising refuses the save."""
        self._on_save.append(callback)

    def load_json(self, text: str | bytes) -> bool:
        """Load a saved profile into the form; a damaged or foreign one is refused with a message."""
        try:
            values, example = from_json(self.schema, text)
        except ProfileError as exc:
            self.messages.error(exc)
            return False
        self.set_values(values, example=example)
        self.messages.info("Profile loaded" + (" — it holds EXAMPLE values." if example else "."))
        return True
