"""The solver and combinatorics notebooks run to the end in the zero-install site, on the Pyodide kernel.

Pyodide has no matplotlib here, so both notebooks leave out their figures and compute every number.
Run > Run All Cells stops at the first cell that raises, so the test waits until no cell is running
any more, then reads the notebook as the page holds it (its JSON, outputs included) and checks that
every code cell ran, that no output is an error and that nothing was written to stderr (a warning).
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import pytest

from .lite_harness import notebook_state, run_all_cells, serve

pytestmark = [pytest.mark.browser, pytest.mark.lite, pytest.mark.slow]

LAST_CELL_SAYS = {  # words printed by each notebook's last code cell
    "solver.ipynb": "This position can be won",
    "combinatorics.ipynb": "of 2,000 deals lost",
}
"""On a 2-core machine with other work running, Pyodide ran all cells of the solver notebook in 7-12 s
and of the combinatorics notebook in 45-75 s (with no processes there, its win-rate cell solves some 700 deals
one after the other, and its last cell solves most of 2,000)."""

RUN_TIMEOUT = 600_000  # ms: a ceiling for a full test run, with other Pyodide pages at work

_STOPPED = """() => {
    const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')].map(e => e.textContent);
    return !prompts.some(t => t.includes('*')) && prompts.some(t => /\\[\\d+\\]/.test(t));
}"""
"""No cell is queued or running ([*]) and some cell has run: the run ended, or stopped at an error."""

_NOTEBOOK_JSON = "() => window.jupyterapp?.shell.currentWidget?.content.model?.toJSON() ?? null"


def _expose_app(route: Any) -> None:
    """Serve the notebook page's configuration with ``exposeAppInBrowser`` on, so that the page holds
    the application as ``window.jupyterapp`` and the notebook model can be read."""
    response = route.fetch()
    config = response.json()
    config["jupyter-config-data"]["exposeAppInBrowser"] = "true"
    route.fulfill(response=response, json=config)


def _printed(cell: dict[str, Any]) -> str:
    """What a code cell printed (its stream outputs; nbformat allows a string or a list of lines)."""
    texts = [output["text"] for output in cell["outputs"] if output["output_type"] == "stream"]
    return "".join(text if isinstance(text, str) else "".join(text) for text in texts)


def _stderr(cell: dict[str, Any]) -> str:
    """What a code cell wrote to stderr (warnings among it)."""
    texts = [output["text"] for output in cell["outputs"] if output["output_type"] == "stream" and output["name"] == "stderr"]
    return "".join(text if isinstance(text, str) else "".join(text) for text in texts)


@pytest.mark.parametrize("name", sorted(LAST_CELL_SAYS))
def test_notebook_runs_to_the_end_under_pyodide(site: Path, browser: Any, name: str) -> None:
    shipped = json.loads((site / "files" / name).read_text())
    code_cells = sum(cell["cell_type"] == "code" for cell in shipped["cells"])
    with serve(site) as base:
        context = browser.new_context(viewport={"width": 1280, "height": 1000})
        context.route(re.compile(r"/notebooks/jupyter-lite\.json(\?|$)"), _expose_app)
        page = context.new_page()
        page.goto(f"{base}/notebooks/index.html?path={name}")
        run_all_cells(page)
        started = time.monotonic()
        try:
            page.wait_for_function(_STOPPED, timeout=RUN_TIMEOUT)
        except Exception:
            raise AssertionError(f"{name}: the cells did not finish running: {notebook_state(page)}") from None
        seconds = time.monotonic() - started
        notebook = page.evaluate(_NOTEBOOK_JSON)
        context.close()
    assert notebook, "the page holds no notebook model to read (is exposeAppInBrowser served?)"
    cells = {i: cell for i, cell in enumerate(notebook["cells"]) if cell["cell_type"] == "code"}  # by index in the notebook
    assert len(cells) == code_cells
    errors = [
        f"cell {i}: {output['ename']}: {output['evalue']}"
        for i, cell in cells.items()
        for output in cell["outputs"]
        if output["output_type"] == "error"
    ]
    assert not errors, f"{name}: {errors}"
    warned = [f"cell {i}: {_stderr(cell)}" for i, cell in cells.items() if _stderr(cell)]
    assert not warned, f"{name}: {warned}"
    not_run = [i for i, cell in cells.items() if cell["execution_count"] is None]
    assert not not_run, f"{name}: cells {not_run} did not run"
    last = _printed(cells[max(cells)])
    assert LAST_CELL_SAYS[name] in last, last
    print(f"{name}: {code_cells} code cells ran in {seconds:.1f} s")
