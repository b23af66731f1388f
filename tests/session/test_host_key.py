"""The host is a secret, not a label (issue #24, item 4): a guest that takes the host's page label neither
plays in a looking-only game nor takes the host's role, and the saved game keeps only the secret's digest."""

from __future__ import annotations

import copy
import os
from pathlib import Path

import pytest

from companion.games.tally import GAME, Gain, Setup
from companion.session import LookOnlyError, key_digest, page_key_digest, page_label, set_page_key, set_page_label
from companion.storage import new_session, open_session, session_path
from companion.transfer import export_json, import_session
from tests.session.files import reseal
from tests.session.test_look_or_play import TallyTable
from widgets.table.follow import Follower, page_secret

HOST, GUEST = "host-browser-secret", "guest-browser-secret"


@pytest.fixture(autouse=True)
def page():
    before = page_label()
    assert page_key_digest() is None  # a test process has no browser: each test gives its page one
    yield
    set_page_label(before)
    set_page_key(None)


def hosted(folder: Path):
    """A game started on the host's browser, the others set to only look."""
    set_page_label("host laptop")
    set_page_key(HOST)
    host = new_session(GAME, "evening", folder=folder, seed=1)
    host.apply(Setup(0))
    host.set_table(others_play=False)
    return host


def test_the_saved_game_keeps_the_digest_of_the_hosts_secret_never_the_secret(tmp_path: Path) -> None:
    host = hosted(tmp_path)
    raw = session_path("evening", tmp_path).read_text()
    assert HOST not in raw and key_digest(HOST) in raw
    assert open_session("evening", [GAME], tmp_path, read_only=True).host_key == key_digest(HOST)
    assert host.is_host


def test_a_guest_with_the_hosts_label_may_only_look_and_cannot_take_the_role(tmp_path: Path) -> None:
    hosted(tmp_path)
    guest = open_session("evening", [GAME], tmp_path)
    guest.key, guest.by = key_digest(GUEST), "host laptop"  # another browser, the host's label typed in
    assert not guest.is_host and guest.looking_reason()
    before = copy.deepcopy(guest.state), guest.events
    with pytest.raises(LookOnlyError, match="Only looking"):
        guest.apply(Gain(1))
    with pytest.raises(LookOnlyError):
        guest.set_table(others_play=True)
    with pytest.raises(LookOnlyError):
        guest.set_table(host="Ann's phone")
    assert (guest.state, guest.events) == before
    again = open_session("evening", [GAME], tmp_path, read_only=True)
    assert again.host == "host laptop" and not again.others_play


def test_the_hosts_browser_is_the_host_again_after_a_reload_whatever_its_label(tmp_path: Path) -> None:
    hosted(tmp_path)
    set_page_label("renamed")
    reloaded = open_session("evening", [GAME], tmp_path)  # the same browser: the same secret
    assert reloaded.is_host
    reloaded.set_table(others_play=True)
    assert open_session("evening", [GAME], tmp_path, read_only=True).others_play


def test_a_guest_page_renamed_to_the_host_and_again_moves_no_host_role(tmp_path: Path) -> None:
    hosted(tmp_path)
    set_page_label("Ann's phone")
    set_page_key(GUEST)  # this process is now the guest's page
    guest = TallyTable(open_session("evening", [GAME], tmp_path))
    guest.follower = Follower(guest)
    guest.follower.name.value = "host laptop"
    guest.follower.name.value = "Ann again"
    saved = open_session("evening", [GAME], tmp_path, read_only=True)
    assert saved.host == "host laptop" and saved.host_key == key_digest(HOST)
    assert not guest.session.is_host and guest.follower.switch.disabled


def test_an_imported_game_is_hosted_by_the_page_that_imports_it(tmp_path: Path) -> None:
    host = hosted(tmp_path / "a")
    text = export_json(host)
    set_page_label("Ben's laptop")
    set_page_key("another-machine")
    copied = import_session(text, [GAME], folder=tmp_path / "b")
    assert copied.is_host and copied.host == "Ben's laptop" and copied.host_key == key_digest("another-machine")


def test_a_damaged_host_key_in_the_header_is_refused(tmp_path: Path) -> None:
    hosted(tmp_path)
    path = session_path("evening", tmp_path)
    path.write_text(path.read_text().replace(key_digest(HOST), "not-a-digest"))
    reseal(path)
    with pytest.raises(Exception, match="host_key: expected the digest"):
        open_session("evening", [GAME], tmp_path)


def test_the_pages_secret_is_read_from_its_cookies_and_removed_from_the_environment(monkeypatch) -> None:
    monkeypatch.setenv("HTTP_COOKIE", "_xsrf=2|ab; tc_page_key=s3cr3t; username-127=x")
    assert page_secret() == "s3cr3t"
    assert "HTTP_COOKIE" not in os.environ
    assert page_secret("_xsrf=1") is None and page_secret('tc_page_key="') is None
