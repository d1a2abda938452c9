"""End to end in Jupyter Notebook 7 (``jupyter notebook``): a real kernel, the widget played by clicks in Chromium."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from playwright.sync_api import Page

from .conftest import BIN, _run_server, free_port, run_cell, run_cell_until, widget_notebook
from .test_widget_e2e import Kernel

pytestmark = pytest.mark.browser


def start_notebook(notebook: Path) -> Iterator[str]:
    """Serve Jupyter Notebook 7 on a free port of 127.0.0.1 with private settings; yield the notebook's URL."""
    port = free_port()
    settings = notebook.parent / "_notebook"
    command = [str(BIN / "jupyter-notebook"), "--no-browser", "--ip=127.0.0.1", f"--port={port}", "--allow-root",
               "--IdentityProvider.token=", "--ServerApp.password=", f"--ServerApp.root_dir={notebook.parent}",
               f"--JupyterNotebookApp.app_settings_dir={settings / 'app-settings'}",
               f"--JupyterNotebookApp.user_settings_dir={settings / 'user-settings'}",
               f"--JupyterNotebookApp.workspaces_dir={settings / 'workspaces'}"]
    for _ in _run_server(command, port, notebook.parent, "notebook.log"):
        yield f"http://127.0.0.1:{port}/notebooks/{notebook.name}"


def test_play_in_notebook7(tmp_path: Path, page: Page) -> None:
    state = tmp_path / "game.json"
    notebook = widget_notebook(tmp_path / "nb7.ipynb", state)
    contents = nbformat.read(notebook, as_version=4)
    contents.cells.append(nbformat.v4.new_code_cell("w.undo().code"))
    nbformat.write(contents, notebook)
    kernel = Kernel(state)
    for url in start_notebook(notebook):
        page.goto(url)
        page.locator("#main-panel .jp-Notebook-ExecutionIndicator[data-status='idle']").wait_for()
        assert page.locator(".jp-LabShell").count() == 0  # Notebook 7's own shell, not JupyterLab's
        run_cell_until(page, 0, ".pyr [data-card='Qh']")
        assert kernel.wait_moves([]) == []

        # a pair, tapped one card after the other
        page.locator(".pyr [data-card='As']").click()
        page.locator(".pyr [data-card='As'].is-selected").wait_for()
        page.locator(".pyr [data-card='Qh']").click()
        assert kernel.wait_moves(["P21+P27"]) == ["P21+P27"]
        page.locator(".pyr [data-card='As']").wait_for(state="detached")

        # a draw, from the Draw button
        page.locator(".pyr button[data-action='draw']").click()
        assert kernel.wait_moves(["P21+P27", "draw"]) == ["P21+P27", "draw"]
        page.locator(".pyr [data-pos='W'][data-card='4h']").wait_for()

        # Python to the view: a cell undoes the draw and the open board follows
        run_cell(page, 1)
        page.locator(".jp-Notebook .jp-Cell").nth(1).locator(".jp-OutputArea-output", has_text="'draw'").wait_for()
        assert kernel.wait_moves(["P21+P27"]) == ["P21+P27"]
        page.locator(".pyr [data-pos='S'][data-card='4h']").wait_for()
        page.locator(".pyr [data-pos='W']:not([data-card])").wait_for()
