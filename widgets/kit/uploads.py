"""A JSON file chosen in the page, read once: the upload button every profile panel and editor shows."""

from __future__ import annotations

from typing import Any, Callable

import ipywidgets as w

from widgets.kit.prompt import MessageBar

__all__ = ["json_upload"]


def json_upload(css: str, read: Callable[[bytes], Any], messages: MessageBar,
                description: str = "Upload profile") -> w.FileUpload:
    """A one-file JSON upload with the CSS class `css`: a file chosen goes to `read` as bytes, a failure
    shows in `messages`, and the upload is cleared so the same file can be chosen again."""
    upload = w.FileUpload(accept=".json,application/json", multiple=False, description=description)
    upload.add_class(css)

    def uploaded(change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:  # the clearing below comes back here: nothing to read
            return
        with messages.guard():
            read(bytes(files[0]["content"]))
        upload.value = ()

    upload.observe(uploaded, names="value")
    return upload
