"""ProfileEditor and its schema: fields checked by name, JSON saved and loaded, EXAMPLE marked."""

from __future__ import annotations

import base64
import datetime
import json

import pytest

from widgets.kit.profile_editor import EXAMPLE_BANNER, ProfileEditor, data_uri
from widgets.kit.profile_schema import Field, ProfileError, Schema, from_json, parse_field, to_json

SCHEMA = {
    "id": "test.creature",
    "title": "Creature",
    "fields": [
        {"name": "name", "type": "str", "label": "Creature name"},
        {"name": "power", "type": "int", "min": 0, "max": 10},
        {"name": "die", "type": "faces", "length": 3, "min": 0, "max": 6, "label": "Attack die"},
        {"name": "flying", "type": "bool"},
        {"name": "notes", "type": "str", "required": False},
    ],
}
GOOD = {"name": "Beast", "power": 4, "die": [1, {"value": 2, "wound": True}, 3], "flying": True}


def fill(editor: ProfileEditor, **raw) -> None:
    for name, value in raw.items():
        editor.inputs[name].value = value


def test_parse_field_names_the_field_in_every_problem():
    power = Field("power", "int", min=0, max=10)
    assert parse_field(power, " 7 ") == 7
    for raw, words in (("", "required"), ("ten", "whole number"), ("11", "at most 10"),
                       ("-1", "at least 0"), ("1e3", "whole number")):
        with pytest.raises(ProfileError, match=f"^Power: .*{words}"):
            parse_field(power, raw)
    die = Field("die", "faces", length=3, max=6)
    assert parse_field(die, "1, 2✶, 3*") == [{"value": 1, "wound": False},
                                             {"value": 2, "wound": True},
                                             {"value": 3, "wound": True}]
    with pytest.raises(ProfileError, match="the die has 3 faces, got 2"):
        parse_field(die, "1, 2")
    with pytest.raises(ProfileError, match="face 2 should be a number"):
        parse_field(die, "1, x, 3")
    with pytest.raises(ProfileError, match="face 3 must be at most 6"):
        parse_field(die, "1, 2, 9")
    assert parse_field(Field("notes", "str", required=False), "  ") is None
    with pytest.raises(ValueError, match="type"):
        Field("x", "float")


def test_json_round_trip_and_refusals():
    schema = Schema.from_dict(SCHEMA)
    text = to_json(schema, {**GOOD, "die": parse_field(schema.fields[2], GOOD["die"]), "notes": None},
                   example=True)
    values, example = from_json(schema, text)
    assert example is True and values["power"] == 4 and values["die"][1] == {"value": 2, "wound": True}
    data = json.loads(text)
    for broken, words in (
        ("{not json", "damaged JSON at line 1"),
        ("[]", "not a table-companion profile"),
        (json.dumps({**data, "schema": "other.game"}), "for 'other.game', not for 'test.creature'"),
        (json.dumps({**data, "version": 99}), "version 99"),
        (json.dumps({**data, "values": {**data["values"], "power": 12}}), "Power: the value must be at most 10"),
        (json.dumps({**data, "values": {**data["values"], "speed": 3}}), "does not know: speed"),
        (json.dumps({**data, "example": "yes"}), "damaged"),
    ):
        with pytest.raises(ProfileError, match=words):
            from_json(schema, broken)
    with pytest.raises(ProfileError, match="not UTF-8"):
        from_json(schema, b"\xff\xfe\x00")
    with pytest.raises(ProfileError, match="too large"):
        from_json(schema, " " * 1_000_001)


def test_editor_builds_a_field_per_schema_entry():
    editor = ProfileEditor(SCHEMA)
    assert list(editor.inputs) == ["name", "power", "die", "flying", "notes"]
    assert "tc-profile-field-power" in editor.inputs["power"]._dom_classes
    assert editor._banner.layout.display == "none" and not editor.example


def test_validate_shows_errors_beside_their_fields():
    editor = ProfileEditor(SCHEMA)
    fill(editor, name="Beast", power="12", die="1, 2")
    problems = editor.validate()
    assert problems == ["Power: the value must be at most 10, got 12",
                        "Attack die: the die has 3 faces, got 2"]
    assert "Power: the value must be at most 10" in editor._errors["power"].value
    assert editor._errors["name"].value == ""
    assert editor.save() is False
    assert editor.messages.text.startswith("Error: Not saved: 2 problems: Power")
    assert editor._download.value == ""
    with pytest.raises(ProfileError):
        editor.values


def test_save_gives_a_data_uri_download_writes_the_folder_and_calls_back(tmp_path):
    saved = []
    editor = ProfileEditor(SCHEMA, on_save=saved.append, folder=tmp_path)
    fill(editor, name="Beast", power="4", die="1, 2✶, 3", flying=True)
    editor.save_button.click()
    assert saved[0]["values"]["power"] == 4 and saved[0]["example"] is False
    link = editor._download.value
    assert "download='test-creature.json'" in link
    payload = link.split("base64,")[1].split("'")[0]
    assert json.loads(base64.b64decode(payload))["values"]["die"][1] == {"value": 2, "wound": True}
    on_disk = json.loads((tmp_path / "test-creature.json").read_text())
    assert on_disk["values"]["name"] == "Beast"
    assert list(tmp_path.iterdir()) == [tmp_path / "test-creature.json"]   # no temp file left
    editor.inputs["power"].value = "5"
    assert editor._download.value == ""     # a stale link is withdrawn after an edit


def test_a_save_the_game_refuses_is_neither_offered_nor_written(tmp_path):
    from companion.errors import RuleError

    def refuse(_profile):
        raise RuleError("The sheets are fixed once the Combat is set up.", "Setup")

    editor = ProfileEditor(SCHEMA, on_save=refuse, folder=tmp_path)
    fill(editor, name="Beast", power="4", die="1, 2✶, 3", flying=True)
    assert not editor.save()
    assert "fixed once the Combat is set up (Setup)" in editor.messages.value
    assert "saved" not in editor.messages.value
    assert editor._download.value == "" and list(tmp_path.iterdir()) == []


def test_example_values_are_marked_everywhere():
    editor = ProfileEditor(SCHEMA, example=GOOD)
    assert editor.example and editor._banner.layout.display is None
    assert EXAMPLE_BANNER in editor._banner.value
    assert all("(EXAMPLE)" in label.value for label in editor._labels.values())
    assert editor.inputs["die"].value == "1, 2✶, 3"
    assert editor.save() and "EXAMPLE" in editor.filename
    assert json.loads(editor.to_json())["example"] is True
    assert "EXAMPLE values" in editor._download.value
    editor.mark_own()
    assert not editor.example and editor._banner.layout.display == "none"
    assert not any("EXAMPLE" in label.value for label in editor._labels.values())


def test_loading_pasted_json_and_refusing_foreign_files():
    source = ProfileEditor(SCHEMA, example=GOOD)
    text = source.to_json()
    editor = ProfileEditor(SCHEMA)
    editor.paste.value = text
    editor.load_button.click()
    assert editor.example and editor.inputs["name"].value == "Beast"
    assert editor.messages.text == "Note: Profile loaded — it holds EXAMPLE values."
    assert editor.load_json(text.replace("test.creature", "other")) is False
    assert editor.messages.kind == "error" and "other" in editor.messages.text
    assert editor.inputs["name"].value == "Beast"     # a refused file changes nothing


def test_upload_is_read_as_json_never_executed():
    editor = ProfileEditor(SCHEMA)

    def upload(content: bytes) -> None:
        editor.upload.value = ({"name": "p.json", "type": "application/json", "size": len(content),
                                "content": memoryview(content),
                                "last_modified": datetime.datetime(2026, 1, 1)},)

    upload(b"\x80\x04\x95 pickle bytes")
    assert editor.messages.text == "Error: The file is not a profile: it is not UTF-8 text"
    assert editor.upload.value == ()
    upload(ProfileEditor(SCHEMA, example=GOOD).to_json().encode())
    assert editor.inputs["power"].value == "4" and editor.example


def test_data_uri_round_trips_unicode():
    uri = data_uri("3✶")
    assert base64.b64decode(uri.split(",")[1]).decode() == "3✶"


def test_folder_write_failure_is_a_message(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    editor = ProfileEditor(SCHEMA, example=GOOD, folder=blocker / "sub")
    assert editor.save() is False
    assert editor.messages.text.startswith("Error: Could not write the profile")


def test_a_profile_of_absurdly_nested_json_is_refused_in_plain_words():
    editor = ProfileEditor(SCHEMA, example=GOOD)
    assert editor.load_json("[" * 100_000 + "]" * 100_000) is False
    assert editor.messages.text == "Error: The file is not a readable profile: its JSON is nested too deeply"
    assert editor.inputs["name"].value == "Beast"     # a refused file changes nothing
