"""The servers' guards as functions (issue #24): the bounded websocket header reader and the Host check."""

from __future__ import annotations

import json
import tracemalloc

import pytest

from scripts.voila_guards import host_allowed, host_of, read_header


def v1_message(header: dict, *parts: bytes) -> bytes:
    """A message in the v1 kernel websocket framing: offsets, then channel, header, parent, metadata, content."""
    pieces = [b"iopub", json.dumps(header).encode(), b"{}", b"{}", b"{}", *parts]
    count = len(pieces) + 1
    offsets, at = [], 8 * (count + 1)
    for piece in pieces:
        offsets.append(at)
        at += len(piece)
    offsets.append(at)
    return count.to_bytes(8, "little") + b"".join(o.to_bytes(8, "little") for o in offsets) + b"".join(pieces)


def test_the_v1_header_of_a_repaint_is_read():
    header = {"msg_type": "comm_msg", "msg_id": "x"}
    assert read_header(v1_message(header, b"\x00" * 1000)) == header


def test_a_message_in_the_older_framing_reads_as_no_header_without_building_a_huge_list():
    # The older framing starts with a length of JSON text: its first 8 bytes read as ~8.6e17 offsets.
    legacy = b'{"header": {"msg_type": "comm_msg"}, "parent_header": {}}' + b"\x00" * 64
    assert int.from_bytes(legacy[:8], "little") > 10**17
    tracemalloc.start()
    try:
        assert read_header(legacy) is None
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 100_000


@pytest.mark.parametrize("message", [b"", b"\x01", (3).to_bytes(8, "little"), (2**63).to_bytes(8, "little") * 5,
                                     (4).to_bytes(8, "little") + (10**9).to_bytes(8, "little") * 4 + b"x" * 8])
def test_a_crafted_message_reads_as_no_header(message):
    assert read_header(message) is None


@pytest.mark.parametrize("host, allowed", [
    ("127.0.0.1:8866", True), ("localhost:8866", True), ("[::1]:8866", True), ("127.5.5.5", True),
    ("evil.example:8866", False), ("evil.example", False), ("127.0.0.1.evil.example:8866", False),
    ("192.168.1.20:8866", False), ("", False), (None, False), ("localhost.evil.example", False),
])
def test_the_dashboards_answer_only_loopback_names_and_addresses(host, allowed):
    assert host_allowed(host, (), any_address=False) is allowed


@pytest.mark.parametrize("host, allowed", [
    ("192.168.1.20:8866", True), ("10.0.0.7:8866", True), ("[fe80::1]:8866", True), ("127.0.0.1", True),
    ("table.local:8866", True), ("TABLE.local", True), ("evil.example:8866", False),
])
def test_the_table_answers_its_addresses_and_the_name_it_was_given(host, allowed):
    assert host_allowed(host, ("table.local",), any_address=True) is allowed


def test_a_host_header_is_read_without_its_port():
    assert host_of("[::1]:8866") == "::1" and host_of("example:80") == "example" and host_of("example") == "example"
