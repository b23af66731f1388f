# The two commands: `make dashboards` serves every dashboard; `make test` runs the whole suite.
# Both need only Python 3.11+ and make; the virtualenv and its packages are made on first use
# and reinstalled only when pyproject.toml changes (the stamp files below).

PYTHON ?= python3
PORT ?= 8866
VENV := .venv
BIN := $(VENV)/bin
# The offline Voila template lives in the repository: Voila finds it through JUPYTER_PATH.
export JUPYTER_PATH := $(CURDIR)/share/jupyter
export PYDEVD_DISABLE_FILE_VALIDATION := 1

.PHONY: dashboards test bench screenshots clean table

$(BIN)/python:
	$(PYTHON) -c 'import sys; sys.exit("Python 3.11 or newer is needed, found " + sys.version.split()[0]) if sys.version_info < (3, 11) else None'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.stamp-run: pyproject.toml binder/requirements.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e . -c binder/requirements.txt
	touch $@

$(VENV)/.stamp-test: pyproject.toml binder/requirements.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,bench]' -c binder/requirements.txt
	touch $@ $(VENV)/.stamp-run

dashboards: $(VENV)/.stamp-run
	$(BIN)/python scripts/bytecode.py
	@echo "Serving the dashboards at http://127.0.0.1:$(PORT)/voila/render/index.ipynb (loopback only; Ctrl-C stops)"
	$(BIN)/python scripts/dashboards_server.py notebooks --port=$(PORT) --Voila.ip=127.0.0.1 --no-browser

# The table server (issue #16): every device at the table, on this machine's network address, behind a
# random token printed as a URL and a QR code. TABLE_IP=... to listen elsewhere, TABLE_KERNELS=... pages at most.
table: $(VENV)/.stamp-run
	$(BIN)/python scripts/bytecode.py
	$(BIN)/python scripts/table_server.py --ip=$(or $(TABLE_IP),0.0.0.0) --port=$(PORT) --max-kernels=$(or $(TABLE_KERNELS),10)

test: $(VENV)/.stamp-test
	$(BIN)/python scripts/bytecode.py
	$(BIN)/python scripts/run_tests.py $(PYTEST_ARGS)

bench: $(VENV)/.stamp-test
	$(BIN)/python scripts/bytecode.py
	for b in benchmarks/*.py; do echo "== $$b"; $(BIN)/python $$b || exit 1; done

screenshots: $(VENV)/.stamp-test
	UPDATE_SCREENSHOTS=1 $(BIN)/python -m pytest tests/e2e

clean:
	rm -rf $(VENV) build *.egg-info
