"""Browser fixtures: one Voila server and one Chromium for the whole browser run."""

from __future__ import annotations

import os

import pytest

from tests.e2e import harness


def pytest_collection_modifyitems(config, items):
    for item in items:
        if "tests/e2e" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def chromium_executable() -> str:
    path = harness.chromium_path()
    if path is None:
        reason = ("NO CHROMIUM FOUND (looked at $CHROMIUM and /usr/bin/chromium): "
                  "the browser tests are SKIPPED. Install Debian's chromium package "
                  "(see .ci/run) or set CHROMIUM=/path/to/chromium.")
        if os.environ.get("REQUIRE_BROWSER") == "1":
            pytest.fail("REQUIRE_BROWSER=1 but " + reason, pytrace=False)
        pytest.skip(reason)
    return path


@pytest.fixture(scope="session")
def chromium(chromium_executable):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_executable,
                                    args=harness.CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def voila(chromium):
    server = harness.start_voila()
    yield server
    harness.stop_voila(server)


@pytest.fixture
def open_dashboard(chromium, voila):
    """Open a dashboard in a fresh browser context; returns (page, watch)."""
    contexts = []

    def _open(notebook: str, *, context=None, width: int = 1280, height: int = 800):
        ctx = context or chromium.new_context(viewport={"width": width, "height": height})
        if context is None:
            contexts.append(ctx)
        page = ctx.new_page()
        watch = harness.PageWatch()
        watch.attach(page)
        page.goto(voila.url(notebook), wait_until="domcontentloaded", timeout=60_000)
        return page, watch

    yield _open
    for ctx in contexts:
        ctx.close()
