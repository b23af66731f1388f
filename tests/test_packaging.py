"""The project's declared versions, Binder's lock and the installed packages agree.

binder/requirements.txt is the full lock of what Binder installs: every package the project
needs at run time (its dependencies and theirs, all the way down), each pinned to the version
this test run has installed. Test-only packages (pytest, playwright, ...) are not in it.
After an upgrade, rewrite it from the installed set with
    UPDATE_BINDER_LOCK=1 .venv/bin/python -m pytest tests/test_packaging.py
"""

from __future__ import annotations

import os
import tomllib
from importlib.metadata import distribution, version
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
LOCK = ROOT / "binder" / "requirements.txt"
LOCK_HEADER = """\
# Binder's environment, locked: every package table-companion needs at run time, pinned to the
# version the test suite ran with (make test installs with this file as constraints). Made by
# UPDATE_BINDER_LOCK=1 .venv/bin/python -m pytest tests/test_packaging.py; the same test fails
# when a pin drifts from pyproject.toml or from what is installed.
"""


def declared() -> dict[str, Requirement]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())
    reqs = [Requirement(r) for r in data["project"]["dependencies"]]
    return {canonicalize_name(r.name): r for r in reqs}


def runtime_closure(root: str = "table-companion") -> dict[str, tuple[str, str]]:
    """Every installed distribution `root` needs at run time (no extras of its own), with the
    extras its dependents ask of it: {canonical name: (name as published, installed version)}."""
    found: dict[str, tuple[object, frozenset[str]]] = {}
    todo = [(root, frozenset())]
    while todo:
        name, extras = todo.pop()
        key = canonicalize_name(name)
        if key in found and extras <= found[key][1]:
            continue
        dist = distribution(name)
        extras = extras | (found[key][1] if key in found else frozenset())
        found[key] = (dist, extras)
        for line in dist.requires or []:
            req = Requirement(line)
            environments = [{"extra": e} for e in extras] or [{"extra": ""}]
            if req.marker is None or any(req.marker.evaluate(env) for env in environments):
                todo.append((req.name, frozenset(req.extras)))
    del found[canonicalize_name(root)]
    return {key: (dist.metadata["Name"], dist.version) for key, (dist, _) in found.items()}


def lock_text() -> str:
    """binder/requirements.txt as the installed packages say it should be."""
    pins = sorted(runtime_closure().values(), key=lambda nv: canonicalize_name(nv[0]))
    return LOCK_HEADER + "".join(f"{name}=={pinned}\n" for name, pinned in pins)


def binder_pins() -> dict[str, str]:
    pins = {}
    for line in LOCK.read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, _, pinned = line.partition("==")
            assert pinned, f"binder/requirements.txt: {line!r} is not pinned with =="
            pins[canonicalize_name(name.strip())] = pinned.strip()
    return pins


def test_binder_lock_is_the_installed_runtime_environment():
    """Every run-time package, direct or not, is pinned at the installed version; nothing else is."""
    if os.environ.get("UPDATE_BINDER_LOCK") == "1":
        LOCK.write_text(lock_text())
    wanted = {key: pinned for key, (_, pinned) in runtime_closure().items()}
    pins = binder_pins()
    missing = sorted(set(wanted) - set(pins))
    extra = sorted(set(pins) - set(wanted))
    drifted = sorted(f"{k}: installed {wanted[k]}, locked {pins[k]}"
                     for k in set(wanted) & set(pins) if wanted[k] != pins[k])
    assert not (missing or extra or drifted), (
        f"binder/requirements.txt is not the installed run-time set: missing {missing}, "
        f"not needed at run time {extra}, drifted {drifted}. Rewrite it with "
        "UPDATE_BINDER_LOCK=1 .venv/bin/python -m pytest tests/test_packaging.py")


def test_the_lock_leaves_out_the_test_tools():
    for name in ("pytest", "nbval", "playwright", "pytest-playwright", "hypothesis", "icepool"):
        assert canonicalize_name(name) not in binder_pins(), f"{name} is a test tool, not for Binder"


def test_every_runtime_dependency_is_pinned_for_binder():
    assert set(declared()) <= set(binder_pins())


def test_binder_pins_satisfy_the_declared_ranges():
    for name, req in declared().items():
        assert req.specifier.contains(binder_pins()[name], prereleases=True), (name, req)


def test_binder_pins_are_the_versions_the_tests_run_with():
    for name, pinned in binder_pins().items():
        assert version(name) == pinned, f"{name}: installed {version(name)}, Binder pins {pinned}"


def test_ipycanvas_is_pinned_exactly_because_of_the_voila_workaround():
    assert str(declared()["ipycanvas"].specifier).startswith("==")


def test_the_closure_finds_indirect_and_extra_dependencies():
    closure = runtime_closure()
    for name in ("jupyter-server", "ipykernel", "jupyterlab-widgets", "tornado", "traitlets"):
        assert name in closure, name  # never named in pyproject.toml
    # jupyter-events asks for jsonschema[format-nongpl], whose extras pull these in.
    assert {"rfc3339-validator", "webcolors"} <= set(closure)
    assert "table-companion" not in closure


def test_voila_configuration_serves_offline_on_loopback_and_culls():
    import json

    config = json.loads((ROOT / "voila.json").read_text())
    assert config["VoilaConfiguration"]["template"] == "offline"
    assert config["Voila"]["ip"] == "127.0.0.1"
    assert config["MappingKernelManager"]["cull_idle_timeout"] > 0
    template = ROOT / "share" / "jupyter" / "voila" / "templates" / "offline"
    for page in template.iterdir():
        assert "cdn." not in page.read_text(), f"{page.name} still links a CDN"


def test_the_binder_server_configuration_matches_standalone_voila():
    """The Jupyter server Binder runs takes voila.json's loopback and culling, and drops MathJax."""
    import json

    from traitlets.config import PyFileConfigLoader

    folder = ROOT / "share" / "jupyter" / "config"
    config = PyFileConfigLoader("jupyter_server_config.py", path=str(folder)).load_config()
    voila = json.loads((ROOT / "voila.json").read_text())
    if not os.environ.get("JUPYTERHUB_SERVICE_PREFIX"):
        assert config.ServerApp.ip == voila["Voila"]["ip"] == "127.0.0.1"
    for section in ("MappingKernelManager", "VoilaConfiguration"):
        for name, value in voila[section].items():
            assert config[section][name] == value, (section, name)
    settings = config.ServerApp.tornado_settings.get_value({})
    assert "mathjax_url" in settings and settings["mathjax_url"] is None
    assert "mathjax_config" in settings and settings["mathjax_config"] is None
    assert callable(config.VoilaConfiguration.prelaunch_hook)
    start = (ROOT / "binder" / "start").read_text()
    assert "JUPYTER_CONFIG_PATH" in start and "share/jupyter/config" in start
    assert "JUPYTER_PATH" in start and "sign_notebooks.py" in start


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


def test_the_bytecode_step_writes_every_modules_compiled_form(tmp_path):
    """scripts/bytecode.py (run by make before serving): each module's .pyc is written even though these
    machines set PYTHONDONTWRITEBYTECODE, so no dashboard kernel compiles the game from source."""
    import importlib.util
    import shutil

    from scripts.bytecode import PACKAGES, compile_packages

    for name in PACKAGES:
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__"))
    assert compile_packages(tmp_path)
    sources = [p for name in PACKAGES for p in (tmp_path / name).rglob("*.py")]
    assert len(sources) > 50
    missing = [str(p.relative_to(tmp_path)) for p in sources if not Path(importlib.util.cache_from_source(p)).is_file()]
    assert missing == []
