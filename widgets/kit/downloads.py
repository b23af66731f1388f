"""Offline downloads: a file's text carried in a data: URI link, so a click saves it with no server (Voila too)."""

from __future__ import annotations

import base64
import html

__all__ = ["data_uri", "download_link"]


def data_uri(text: str, mime: str = "application/json") -> str:
    """A data: URI holding `text`, so a download works offline (Voila included)."""
    return f"data:{mime};charset=utf-8;base64,{base64.b64encode(text.encode('utf-8')).decode('ascii')}"


def download_link(filename: str, text: str, words: str, *, mime: str = "application/json", css: str = "",
                  title: str = "") -> str:
    """An <a download> link (HTML) saving `text` as `filename`; every part escaped."""
    extra = f' title="{html.escape(title, quote=True)}"' if title else ""
    return (f'<a class="tc-export-download {html.escape(css, quote=True)}" '
            f'download="{html.escape(filename, quote=True)}" href="{data_uri(text, mime)}"{extra}>'
            f"{html.escape(words)}</a>")
