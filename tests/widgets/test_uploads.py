"""json_upload: a chosen file's bytes go to the reader once, a failure becomes a message, the upload clears."""

from __future__ import annotations

import datetime

from widgets.kit.prompt import MessageBar
from widgets.kit.uploads import json_upload


def choose(upload, content: bytes) -> None:
    """What the browser sends when a file is chosen (ipywidgets 8: a tuple of one dict)."""
    upload.value = ({"name": "p.json", "type": "application/json", "size": len(content),
                     "content": memoryview(content), "last_modified": datetime.datetime(2026, 1, 1)},)


def test_a_file_chosen_is_read_once_as_bytes_and_the_upload_clears():
    read: list[bytes] = []
    messages = MessageBar()
    upload = json_upload("tc-test-upload", read.append, messages)
    assert "tc-test-upload" in upload._dom_classes and upload.accept == ".json,application/json"
    assert upload.description == "Upload profile" and not upload.multiple
    choose(upload, b'{"name": "ours"}')
    assert read == [b'{"name": "ours"}']
    assert upload.value == ()  # so the same file can be chosen again
    choose(upload, b'{"name": "ours"}')
    assert read == [b'{"name": "ours"}'] * 2


def test_a_refused_file_is_a_message_not_a_traceback_and_the_upload_still_clears():
    messages = MessageBar()

    def refuse(content: bytes) -> None:
        raise ValueError(f"Profile refused: {len(content)} bytes, not JSON")

    upload = json_upload("tc-test-upload", refuse, messages, description="Load file")
    assert upload.description == "Load file"
    choose(upload, b"\x80 not json")
    assert messages.kind == "error" and "Profile refused: 10 bytes, not JSON" in messages.text
    assert upload.value == ()
