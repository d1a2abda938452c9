"""Under Pyodide, which has no threads, the solver searches in slices of the event loop: the board
stays busy, a tap is ignored and counted, and Cancel is read and ends the search."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import pytest

from .lite_harness import run_all_cells, run_in_new_cell, serve, wait_until_executed

pytestmark = [pytest.mark.browser, pytest.mark.lite]

HARD = (  # pharaoh with one pass: the solver cannot decide it in 10 s
    "from pyramid_solitaire import Rules\nhard = PyramidWidget(number=1, rules=Rules(rows=10, decks=2, passes=1))\nhard"
)


def test_cancel_reaches_a_search_running_in_slices_under_pyodide(site: Path, browser: Any) -> None:
    notebook = json.loads((site / "files" / "play.ipynb").read_text())
    code_cells = sum(cell["cell_type"] == "code" for cell in notebook["cells"])
    with serve(site) as base:
        context = browser.new_context(viewport={"width": 1280, "height": 1000})
        page = context.new_page()
        page.goto(f"{base}/notebooks/index.html?path=play.ipynb")
        run_all_cells(page)
        wait_until_executed(page, code_cells)
        run_in_new_cell(page, HARD)
        wait_until_executed(page, code_cells + 1)
        board = page.locator(".pyr[data-rules='pharaoh/1 pass']")
        board.wait_for(timeout=60_000)
        free = board.locator(".pyr-pyramid .pyr-card[data-free='true'][data-card]:not([data-card^='K'])").first

        board.locator("button[data-action='hint']").click()
        page.locator(".pyr[data-rules='pharaoh/1 pass'][data-busy='hint']").wait_for(timeout=60_000)
        free.click()  # read between two slices of the search, ignored and counted
        page.locator(".pyr[data-rules='pharaoh/1 pass'][data-busy-ignored='1']").wait_for(timeout=60_000)
        assert board.locator(".is-selected").count() == 0
        board.locator("button[data-action='cancel']").click()
        page.locator(".pyr[data-rules='pharaoh/1 pass']:not([data-busy])").wait_for(timeout=60_000)
        assert board.locator(".is-hint").count() == 0

        run_in_new_cell(page, "print('HARD_SEES', [m.code for m in hard.game.history], hard.busy, hard._job is None)")
        output = page.wait_for_selector('.jp-OutputArea-output:has-text("HARD_SEES")', timeout=120_000)
        seen = output.inner_text()
        context.close()
    found = re.search(r"HARD_SEES (\[.*?\]) (\{.*?\}) (True|False)", seen)
    assert found, seen
    assert ast.literal_eval(found.group(1)) == [] and found.group(2) == "{}" and found.group(3) == "True"
