# Set-up commands: `make demo` (JupyterLab on the play notebook) and `make test` (the whole suite).
VENV ?= .venv
PYTHON ?= python3
BIN := $(VENV)/bin
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

.PHONY: demo test lint browser docs lite serve-lite clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.demo-installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[demo]"
	touch $@

$(VENV)/.test-installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $@

demo: $(VENV)/.demo-installed
	$(BIN)/jupyter lab $(ROOT_FLAG) examples/play.ipynb

# Debian's Chromium for the browser tests (Playwright's own browser download is not used).
browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium fonts-dejavu-core; \
	  else sudo apt-get update -qq && sudo apt-get install -y -qq chromium fonts-dejavu-core; fi; }

lint: $(VENV)/.test-installed
	$(BIN)/ruff check $(wildcard src tests benchmarks scripts)
	$(BIN)/mypy

test: $(VENV)/.test-installed browser lint
	$(BIN)/python -m pytest -n 2

$(VENV)/.docs-installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[docs]"
	touch $@

# The documentation site in dist/docs (notebooks executed, warnings are errors), the zero-install site in dist/docs/lite.
docs: $(VENV)/.docs-installed
	rm -rf dist/docs
	$(BIN)/sphinx-build -W --keep-going -q -b html docs dist/docs
	$(BIN)/python scripts/build_lite.py --output dist/docs/lite

# The zero-install JupyterLite site in dist/lite (see README: "Play in the browser").
lite: $(VENV)/.test-installed
	$(BIN)/python scripts/build_lite.py --output dist/lite

serve-lite: lite
	$(BIN)/python -m http.server 8000 --bind 127.0.0.1 --directory dist/lite

clean:
	rm -rf $(VENV) dist build .pytest_cache .mypy_cache .ruff_cache
