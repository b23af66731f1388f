"""The Jupyter server as Binder runs it (found through JUPYTER_CONFIG_PATH, set by binder/start).

On Binder, Voila runs inside this server (/voila/render/notebooks/...), and of voila.json it
reads only the VoilaConfiguration part, only from the folder the server starts in. This file
makes that path behave like `make dashboards` (standalone Voila), taking its values from
voila.json so the two never drift: the same template, loopback address and idle-kernel
culling; no MathJax URL or configuration in the page config (standalone Voila sends neither,
so the page uses its bundled MathJax 3 and asks no CDN); and the `_xsrf` cookie set on every
Voila page, without which Voila's shutdown beacon on leaving a page is refused ("403 '_xsrf'
argument missing", voila-dashboards/voila#1458) and the kernel stays until culled. Culling
stays as the backstop for the tabs that never say goodbye.
"""

import json
import os
import sys
from pathlib import Path

c = get_config()  # noqa: F821 (provided by the config loader)

VOILA_JSON = Path(__file__).resolve().parents[3] / "voila.json"
voila = json.loads(VOILA_JSON.read_text())

# Loopback only, as voila.json says, except under JupyterHub (Binder), whose proxy reaches
# the server from outside the container at the address the hub chooses.
if not os.environ.get("JUPYTERHUB_SERVICE_PREFIX"):
    c.ServerApp.ip = voila["Voila"]["ip"]
c.ServerApp.open_browser = False

for name, value in voila["MappingKernelManager"].items():
    setattr(c.MappingKernelManager, name, value)
# The same Voila settings as voila.json, wherever the server was started from.
for name, value in voila["VoilaConfiguration"].items():
    setattr(c.VoilaConfiguration, name, value)

# Voila reads these two from the server's settings, and a missing key means MathJax 2 from
# cdnjs. Both None, as standalone Voila sends them: the page then typesets with the MathJax 3
# bundled in Voila's own JavaScript, and asks no CDN for anything.
c.ServerApp.tornado_settings.update({"mathjax_url": None, "mathjax_config": None})


# The `_xsrf` cookie on every Voila page, and the websocket message size above the import cap: the
# hook and the number that `make dashboards` and `make table` use (scripts/voila_guards.py). The
# kernel websocket here is the Jupyter server's own, which does not misread the older framing.
sys.path.insert(0, str(VOILA_JSON.parent))
from scripts.voila_guards import WEBSOCKET_MAX_MESSAGE, set_xsrf_cookie  # noqa: E402

c.VoilaConfiguration.prelaunch_hook = set_xsrf_cookie
c.ServerApp.tornado_settings.update({"websocket_max_message_size": WEBSOCKET_MAX_MESSAGE})
