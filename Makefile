# Set-up commands: `make demo` (JupyterLab on the play notebook) and `make test` (the whole suite).
VENV ?= .venv
PYTHON ?= python3
BIN := $(VENV)/bin
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

.PHONY: demo test test-oldest test-newest lint browser docs lite serve-lite clean

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

# The engine and solver tests (and the doctests) on the oldest and the newest supported Python, each in
# a venv of its own (.venv-3.10, .venv-3.13) with the package's runtime dependencies and the test runner
# only: `make test-on-3.12` runs them on any other. The interpreter is pyenv's where there is one (also
# found beside $(PYTHON) when that is pyenv's), else python3.X on the PATH; PYTHON_3.10=... picks another.
OLDEST := 3.10
NEWEST := 3.13
PYENV_ROOT ?= $(or $(shell pyenv root 2>/dev/null),$(HOME)/.pyenv)
PYTHON_HOME := $(shell $(PYTHON) -c 'import sys; print(sys.base_prefix)' 2>/dev/null)
python_of = $(or $(PYTHON_$(1)),$(firstword $(wildcard $(PYENV_ROOT)/versions/$(1).*/bin/python$(1) \
  $(dir $(PYTHON_HOME))$(1).*/bin/python$(1)) $(shell command -v python$(1) 2>/dev/null)))
# Test modules that need more than the runtime dependencies (Jupyter, browsers, build tools) are left out here.
JUPYTER_TESTS := tests/test_notebooks.py tests/test_release.py tests/test_server_extension.py tests/test_widget%
ENGINE_TESTS := $(filter-out $(JUPYTER_TESTS),$(wildcard tests/test_*.py)) src/pyramid_solitaire

.venv-%/.installed: pyproject.toml
	@test -n "$(call python_of,$*)" || { echo "No Python $* found: install one (pyenv install $*) or set PYTHON_$*" >&2; exit 1; }
	$(call python_of,$*) -c 'import sys; assert "%d.%d" % sys.version_info[:2] == "$*", sys.version'
	$(call python_of,$*) -m venv .venv-$*
	.venv-$*/bin/python -m pip install --quiet --upgrade pip
	.venv-$*/bin/python -m pip install --quiet -e ".[test-engine]"
	touch $@

test-on-%: .venv-%/.installed
	.venv-$*/bin/python -m pytest -n 2 -p no:cacheprovider $(ENGINE_TESTS) --ignore=src/pyramid_solitaire/server_extension.py

.PRECIOUS: .venv-%/.installed

test-oldest: test-on-$(OLDEST)
test-newest: test-on-$(NEWEST)

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

# Serves the site built last (building it first when there is none), with no network needed.
serve-lite:
	test -f dist/lite/index.html || $(MAKE) lite
	$(PYTHON) -m http.server 8000 --bind 127.0.0.1 --directory dist/lite

clean:
	rm -rf $(VENV) .venv-*/ dist build .pytest_cache .mypy_cache .ruff_cache
