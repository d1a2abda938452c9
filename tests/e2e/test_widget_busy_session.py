"""End to end in Voilà: the busy solver can be cancelled and ignores taps meanwhile; the header keeps the session's tally."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from .conftest import start_voila, widget_notebook
from .test_widget_e2e import Kernel

pytestmark = pytest.mark.browser


def serve(tmp_path: Path, setup: str) -> Iterator[tuple[str, Kernel]]:
    state = tmp_path / "game.json"
    notebook = widget_notebook(tmp_path / "app.ipynb", state, setup)
    for url in start_voila(notebook):
        yield url, Kernel(state)


@pytest.fixture
def hard_deal(tmp_path: Path) -> Iterator[tuple[str, Kernel]]:
    yield from serve(tmp_path, "PyramidWidget(number=1, rules=Rules(rows=10, decks=2, passes=1))")  # pharaoh, one pass: not decided in 10 s


@pytest.fixture
def deal_one(tmp_path: Path) -> Iterator[tuple[str, Kernel]]:
    yield from serve(tmp_path, "PyramidWidget(number=1)")


def test_a_hint_on_a_hard_deal_shows_busy_ignores_a_tap_and_cancel_ends_it(hard_deal: tuple[str, Kernel], page: Page) -> None:
    url, kernel = hard_deal
    errors: list[Any] = []
    page.on("pageerror", lambda error: errors.append(error))
    page.goto(url, wait_until="domcontentloaded")
    board = page.locator(".pyr")
    free = page.locator(".pyr-pyramid .pyr-card[data-free='true'][data-card]:not([data-card^='K'])").first
    free.wait_for()
    assert page.locator("button[data-action='cancel']").is_hidden()
    assert board.get_attribute("data-busy") is None

    page.locator("button[data-action='hint']").click()
    page.locator(".pyr[data-busy='hint']").wait_for(timeout=10_000)
    page.locator("button[data-action='hint'][data-busy='running']").wait_for()
    page.locator("button[data-action='step'][data-busy='waiting']").wait_for()
    page.locator("button[data-action='cancel']:visible").wait_for()

    # the kernel answers while it searches: a tap is ignored, counted and said; nothing is selected
    free.click()
    page.locator(".pyr[data-busy='hint'][data-busy-ignored='1']").wait_for(timeout=10_000)
    assert page.locator(".pyr .is-selected").count() == 0
    assert kernel.moves() == []

    clicked = time.monotonic()
    page.locator("button[data-action='cancel']").click()
    page.locator(".pyr:not([data-busy])").wait_for(timeout=30_000)
    print(f"\ncancel click -> busy cleared: {(time.monotonic() - clicked) * 1000:.0f} ms")
    assert page.locator("button[data-action='cancel']").is_hidden()
    assert page.locator("[data-busy]").count() == 0
    # cancelled, not finished: no hint lit, the game unchanged
    assert page.locator(".pyr .is-hint").count() == 0
    assert kernel.moves() == []
    time.sleep(1.0)
    assert page.locator(".pyr .is-hint").count() == 0 and kernel.moves() == []

    # the board takes taps again
    free.click()
    page.locator(".pyr .is-selected").wait_for()
    assert errors == []


def test_the_header_shows_the_session_after_a_deal_left_with_a_pair_played(deal_one: tuple[str, Kernel], page: Page) -> None:
    url, kernel = deal_one
    page.goto(url, wait_until="domcontentloaded")
    session = page.locator(".pyr-bar [data-session]")
    session.wait_for()
    page.locator(".pyr-bar [data-session][data-played='0']").wait_for()
    assert session.inner_text() == "Session: 0 played · 0 won · 0 cards · best 0 · streak 0"

    page.locator("[data-card='As']").click()
    page.locator("[data-card='As'].is-selected").wait_for()
    page.locator("[data-card='Qh']").click()
    assert kernel.wait_moves(["P21+P27"]) == ["P21+P27"]

    page.locator(".pyr-number").fill("2")
    page.locator(".pyr-controls button[data-action='new']").click()
    page.locator("[data-info='deal']", has_text="Deal 2").wait_for()
    page.locator(".pyr-bar [data-session][data-played='1'][data-won='0'][data-cards='2'][data-best='2']").wait_for()
    assert session.inner_text() == "Session: 1 played · 0 won · 2 cards · best 2 · streak 0"
