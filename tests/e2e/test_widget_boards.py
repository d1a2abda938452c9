"""End to end in Voilà: boards of every size follow each other, and keyboard focus survives redraws."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from .conftest import start_voila, widget_notebook
from .test_widget_e2e import Kernel

pytestmark = pytest.mark.browser


def test_rules_switch_redraws_the_whole_pyramid_in_voila(tmp_path: Path, page: Page) -> None:
    state = tmp_path / "game.json"
    kernel = Kernel(state)
    errors: list[Any] = []
    page.on("pageerror", lambda error: errors.append(error))
    for url in start_voila(widget_notebook(tmp_path / "app.ipynb", state)):
        page.goto(url, wait_until="domcontentloaded")
        page.locator(".pyr [data-card='Qh']").wait_for()
        for rules, size in (("pharaoh", 55), ("standard", 28), ("pharaoh", 55), ("spanish", 28)):
            page.locator("select[data-control='rules']").select_option(rules)
            page.locator(f".pyr[data-rules='{rules}']").wait_for()
            places = page.eval_on_selector_all("[data-pos^='P']", "nodes => nodes.map(n => n.dataset.pos)")
            assert places == [f"P{i}" for i in range(size)], rules
            assert kernel.wait(kernel.rules, rules) == rules

        # the kernel knows every place drawn: the last card taps into a selection, not an error
        page.locator(f"[data-pos='P{size - 1}']").click()
        page.locator(f"[data-pos='P{size - 1}'].is-selected").wait_for()
        assert page.locator(".pyr-message[data-kind='error']").count() == 0

        # D draws from the focused stock; the stock keeps focus while the board redraws
        page.locator("[data-pos='S']").focus()
        page.keyboard.press("d")
        assert kernel.wait_moves(["draw"]) == ["draw"]
        page.locator("[data-pos='W'][data-card]").wait_for()
        page.keyboard.press("d")
        assert kernel.wait_moves(["draw", "draw"]) == ["draw", "draw"]
        assert page.evaluate("document.activeElement.dataset.pos") == "S"
        assert errors == []


def test_the_play_notebook_opens_in_voila_on_a_game_in_progress(tmp_path: Path, page: Page) -> None:
    notebook = tmp_path / "play.ipynb"
    notebook.write_text((Path(__file__).parents[2] / "examples" / "play.ipynb").read_text(encoding="utf-8"))
    for url in start_voila(notebook):
        page.goto(url, wait_until="domcontentloaded")
        first = page.locator(".pyr").first
        first.locator("[data-pos='P0']").wait_for()
        page.locator(".jp-RenderedSVG").wait_for()  # the last cell's picture: every cell ran
        page.wait_for_timeout(500)  # the last messages to the first board
        assert first.locator(".pyr-banner:visible").count() == 0  # no game-over banner on the first board
        assert first.locator("[data-pos^='P'][data-card]").count() > 0
        assert first.get_attribute("data-rules") == "classic"  # the last rules the tour chose, still in play
