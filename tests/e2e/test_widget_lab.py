"""End to end in JupyterLab (dark theme): the widget's keys play the game instead of Lab's shortcuts."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page

from .conftest import run_cell_until, start_lab, widget_notebook
from .test_widget_e2e import Kernel

pytestmark = pytest.mark.browser


def test_keyboard_play_in_jupyterlab(tmp_path: Path, page: Page) -> None:
    state = tmp_path / "game.json"
    notebook = widget_notebook(tmp_path / "lab.ipynb", state, setup="PyramidWidget(number=1, lang='de')")
    kernel = Kernel(state)
    for url in start_lab(notebook, theme="JupyterLab Dark"):
        page.goto(url)
        page.locator("#jp-main-statusbar").get_by_text("Idle").wait_for()  # the kernel is connected
        run_cell_until(page, 0, ".pyr [data-card='Qh']")
        assert page.locator("body[data-jp-theme-light='false']").count() == 1
        felt = page.locator(".pyr-table").evaluate("n => getComputedStyle(n).backgroundImage")
        assert "18, 61, 40" in felt  # the dark table
        cells = page.locator(".jp-Notebook .jp-Cell").count()

        # D twice would delete the cell in Lab's command mode; inside the board it draws twice
        page.locator(".pyr [data-card='As']").focus()
        page.keyboard.press("d")
        page.keyboard.press("d")
        assert kernel.wait_moves(["draw", "draw"]) == ["draw", "draw"]
        page.locator(".pyr [data-pos='W'][data-card='Ac']").wait_for()
        assert page.locator(".jp-Notebook .jp-Cell").count() == cells

        # arrows move between the free cards, Enter taps: As then Qh make 13
        page.locator(".pyr [data-card='As']").focus()
        page.keyboard.press("Enter")
        page.locator(".pyr [data-card='As'].is-selected").wait_for()
        for _ in range(6):
            page.keyboard.press("ArrowRight")
        assert page.evaluate("document.activeElement.dataset.card") == "Qh"
        page.keyboard.press("Enter")
        assert kernel.wait_moves(["draw", "draw", "P21+P27"]) == ["draw", "draw", "P21+P27"]
        page.keyboard.press("u")
        assert kernel.wait_moves(["draw", "draw"]) == ["draw", "draw"]
        assert page.locator("button[data-action='undo']").inner_text() == "Rückgängig"
