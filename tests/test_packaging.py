"""The project's declared versions, Binder's pins and the installed packages agree."""

from __future__ import annotations

import tomllib
from importlib.metadata import version
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]


def declared() -> dict[str, Requirement]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())
    reqs = [Requirement(r) for r in data["project"]["dependencies"]]
    return {r.name.lower(): r for r in reqs}


def binder_pins() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "binder" / "requirements.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, _, pinned = line.partition("==")
            assert pinned, f"binder/requirements.txt: {line!r} is not pinned with =="
            pins[name.strip().lower()] = pinned.strip()
    return pins


def test_every_runtime_dependency_is_pinned_for_binder():
    assert set(declared()) == set(binder_pins())


def test_binder_pins_satisfy_the_declared_ranges():
    for name, req in declared().items():
        assert req.specifier.contains(binder_pins()[name], prereleases=True), (name, req)


def test_binder_pins_are_the_versions_the_tests_run_with():
    for name, pinned in binder_pins().items():
        assert version(name) == pinned, f"{name}: installed {version(name)}, Binder pins {pinned}"


def test_ipycanvas_is_pinned_exactly_because_of_the_voila_workaround():
    assert str(declared()["ipycanvas"].specifier).startswith("==")


def test_voila_configuration_serves_offline_on_loopback_and_culls():
    import json

    config = json.loads((ROOT / "voila.json").read_text())
    assert config["VoilaConfiguration"]["template"] == "offline"
    assert config["Voila"]["ip"] == "127.0.0.1"
    assert config["MappingKernelManager"]["cull_idle_timeout"] > 0
    template = ROOT / "share" / "jupyter" / "voila" / "templates" / "offline"
    for page in template.iterdir():
        assert "cdn." not in page.read_text(), f"{page.name} still links a CDN"


def test_a_second_make_run_installs_nothing():
    import shutil
    import subprocess

    import pytest

    if shutil.which("make") is None or not (ROOT / ".venv" / ".stamp-test").exists():
        pytest.skip("needs make and a .venv set up by make (as `make test` does)")
    for target in ("test", "dashboards"):
        plan = subprocess.run(["make", "-n", target], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout
        assert "pip install" not in plan and "-m venv" not in plan, f"make {target} would reinstall:\n{plan}"
