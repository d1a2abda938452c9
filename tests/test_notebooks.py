"""The example notebooks: each runs top to bottom on a fresh kernel, and each is stored without outputs."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
NOTEBOOKS = sorted(EXAMPLES.glob("*.ipynb"))
IDS = [path.name for path in NOTEBOOKS]

CELL_TIMEOUT = 300  # seconds; a generous ceiling for a single cell on a loaded machine


def test_the_three_notebooks_are_there() -> None:
    assert {"play.ipynb", "combinatorics.ipynb", "solver.ipynb"} <= set(IDS)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_notebook_is_stored_clean(path: Path) -> None:
    """Notebooks are stored without outputs, so a stale result can never be committed."""
    notebook = nbformat.read(path, as_version=4)
    nbformat.validate(notebook)
    dirty = [
        i
        for i, cell in enumerate(notebook.cells)
        if cell.cell_type == "code" and (cell.get("outputs") or cell.get("execution_count") is not None)
    ]
    assert not dirty, f"{path.name}: code cells {dirty} hold outputs; clear them before committing"
    assert "widgets" not in notebook.metadata, f"{path.name}: stored widget state; clear it before committing"
    assert notebook.metadata.get("kernelspec", {}).get("name") == "python3"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_notebook_reads_nothing_outside_the_repository(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert not re.search(r"\.\./|/work/|/tmp/|~/", cell.source), f"{path.name}: a path outside the repository"


@pytest.mark.slow
@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_notebook_runs_top_to_bottom(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    # A last cell reports which Python the kernel runs, so a kernel from another environment cannot pass.
    notebook.cells.append(nbformat.v4.new_code_cell("import sys\nprint(sys.prefix)"))
    client = NotebookClient(
        notebook,
        kernel_name="python3",
        timeout=CELL_TIMEOUT,
        resources={"metadata": {"path": str(EXAMPLES)}},
    )
    client.execute()
    kernel_prefix = notebook.cells[-1].outputs[0]["text"].strip()
    assert Path(kernel_prefix).resolve() == Path(sys.prefix).resolve()
    errors = [output for cell in notebook.cells for output in cell.get("outputs", []) if output.output_type == "error"]
    assert not errors


@pytest.mark.slow
@pytest.mark.parametrize("name", ["solver.ipynb", "combinatorics.ipynb"])
def test_notebook_runs_without_matplotlib_as_in_the_zero_install_site(name: str) -> None:
    """Pyodide has no matplotlib: there the figures are left out and every number is still computed."""
    notebook = nbformat.read(EXAMPLES / name, as_version=4)
    notebook.cells.insert(0, nbformat.v4.new_code_cell("import sys\nsys.modules['matplotlib'] = None  # as in Pyodide"))
    client = NotebookClient(notebook, kernel_name="python3", timeout=CELL_TIMEOUT, resources={"metadata": {"path": str(EXAMPLES)}})
    client.execute()
    errors = [output for cell in notebook.cells for output in cell.get("outputs", []) if output.output_type == "error"]
    assert not errors, errors[0]
    figures = [output for cell in notebook.cells for output in cell.get("outputs", []) if "image/png" in output.get("data", {})]
    assert not figures
