"""Play the example notebook in the zero-install site with Chromium, recording every request."""

from __future__ import annotations

import ast
import json
import re
import time
from pathlib import Path
from typing import Any

import pytest

from .lite_harness import RequestLog, run_all_cells, run_in_new_cell, serve, wait_for_widget, wait_until_executed

pytestmark = [pytest.mark.browser, pytest.mark.lite]

RANKS = "A23456789TJQK"
KERNEL_CHECK = "print('KERNEL_SEES', [move.code for move in board.game.history])"


def _rank(code: str) -> int:
    return RANKS.index(code[0]) + 1


def _free_removal(page: Any) -> list[str]:
    """Positions of a King or of two free cards summing to 13 among the available cards."""
    cards = page.eval_on_selector_all(
        '[data-free="true"][data-pos]', "els => els.map(e => [e.dataset.pos, e.dataset.card])"
    )
    for pos, card in cards:
        if _rank(card) == 13:
            return [pos]
    for i, (pos1, card1) in enumerate(cards):
        for pos2, card2 in cards[i + 1 :]:
            if _rank(card1) + _rank(card2) == 13:
                return [pos1, pos2]
    return []


def test_play_notebook_in_the_browser(site: Path, browser: Any) -> None:
    notebook = json.loads((site / "files" / "play.ipynb").read_text())
    with serve(site) as base:
        context = browser.new_context(viewport={"width": 1280, "height": 1000})
        log = RequestLog(base)
        context.route("**/*", log.route)
        context.on("requestfailed", log.on_failed)
        page = context.new_page()
        started = time.monotonic()
        page.goto(f"{base}/")  # the front page, as a class opens the site's link
        page.get_by_role("link", name="Play Pyramid Solitaire").click()
        page.wait_for_url("**/notebooks/index.html?path=play.ipynb")
        run_all_cells(page)
        wait_for_widget(page)
        first_widget = time.monotonic() - started
        code_cells = sum(cell["cell_type"] == "code" for cell in notebook["cells"])
        wait_until_executed(page, code_cells)
        # The notebook ends on a finished game; start deal 1 afresh and play it by tapping.
        run_in_new_cell(page, "board.load_number(1)")
        wait_until_executed(page, code_cells + 1)
        page.wait_for_selector('[data-pos="P27"]')
        # Tap the cards one after the other, as a player does; the kernel decides.
        move = _free_removal(page)
        assert move, "deal shows no free pair or King"
        for pos in move:
            page.locator(f'[data-pos="{pos}"]').first.click()
        for pos in move:
            page.wait_for_selector(f'[data-pos="{pos}"]', state="detached", timeout=30_000)
        page.locator('button[data-action="draw"]').first.click()
        page.wait_for_function(
            "() => [...document.querySelectorAll('[data-pos^=W]')].length > 0", timeout=30_000
        )
        run_in_new_cell(page, KERNEL_CHECK)
        output = page.wait_for_selector('.jp-OutputArea-output:has-text("KERNEL_SEES")', timeout=120_000)
        seen = output.inner_text()
        context.close()
    history = re.search(r"KERNEL_SEES (\[.*\])", seen)
    assert history, seen
    moves = ast.literal_eval(history.group(1))
    assert len(moves) == 2 and moves[-1] == "draw", moves
    assert len(moves[0].split("+")) == len(move)
    assert log.offsite == [], log.offsite
    assert log.failed == [], log.failed
    print(f"first widget after {first_widget:.1f} s, {log.count} requests, all local")
