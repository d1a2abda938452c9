"""End to end: the widget in Voilà with a real kernel, played by clicks in Chromium."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
from playwright.sync_api import Page

from pyramid_solitaire import Game
from pyramid_solitaire.solver import hint, solve

from .conftest import start_voila, widget_notebook

pytestmark = pytest.mark.browser

T = TypeVar("T")

# The README's picture; the test rewrites it only when asked: UPDATE_SCREENSHOT=1 pytest tests/e2e
SCREENSHOT = Path(__file__).resolve().parents[2] / "docs" / "screenshot.png"


class Kernel:
    """The Python side as the kernel last wrote it: the saved game, read from a file."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def saved(self) -> dict[str, Any]:
        """The saved game as JSON data, read again while the kernel is halfway through writing it."""
        for _ in range(50):
            try:
                return dict(json.loads(self.path.read_text()))
            except ValueError:  # caught the file half written
                time.sleep(0.02)
        raise AssertionError(f"{self.path} never held a whole saved game")

    def game(self) -> Game:
        return Game.from_json(json.dumps(self.saved()))

    def moves(self) -> list[str]:
        return list(self.saved()["moves"])

    def rules(self) -> str:
        return str(self.saved()["rules"]["name"])

    def wait(self, read: Callable[[], T], expected: T, timeout: float = 20) -> T:
        """``read()`` once it equals ``expected``, or as it stands at the timeout.

        The kernel sends a changed board to the browser before its observer writes the file,
        so what the page shows may run ahead of the file for a moment.
        """
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if (value := read()) == expected:
                return value
            time.sleep(0.05)
        return read()

    def wait_moves(self, expected: list[str], timeout: float = 20) -> list[str]:
        return self.wait(self.moves, expected, timeout)


@pytest.fixture
def voila(tmp_path: Path) -> Iterator[tuple[str, Kernel]]:
    state = tmp_path / "game.json"
    notebook = widget_notebook(tmp_path / "app.ipynb", state)
    for url in start_voila(notebook):
        yield url, Kernel(state)


def board_version(page: Page) -> int:
    return int(page.locator(".pyr").get_attribute("data-version") or 0)


def wait_redraw(page: Page, after: int) -> None:
    page.wait_for_function(f"Number(document.querySelector('.pyr').dataset.version) > {after}")


def wait_board_shows(page: Page, game: Game) -> None:
    """Wait until the page draws exactly the kernel's game: every pyramid place, the stock and waste tops."""
    for index, card in enumerate(game.pyramid):
        where = f".pyr-pyramid [data-pos='P{index}']"
        if card:
            page.locator(f"{where}[data-card='{card}']").wait_for(state="attached")
        else:
            page.locator(where).wait_for(state="detached")
    for pos in ("S", "W"):
        card = game.card_at(pos)
        page.locator(f"[data-pos='{pos}'][data-card='{card}']" if card else f"[data-pos='{pos}']:not([data-card])").wait_for()


def test_play_deal_one_in_voila(voila: tuple[str, Kernel], page: Page, tmp_path: Path) -> None:
    url, kernel = voila
    errors: list[Any] = []
    page.on("pageerror", lambda error: errors.append(error))
    page.goto(url, wait_until="domcontentloaded")
    page.locator(".pyr [data-card='Qh']").wait_for()
    assert page.locator("[data-info='deal']").inner_text() == "Deal 1"
    assert kernel.wait_moves([]) == []

    # two free cards summing to 13
    page.locator("[data-card='As']").click()
    page.locator("[data-card='As'].is-selected").wait_for()
    page.locator("[data-card='Qh']").click()
    assert kernel.wait_moves(["P21+P27"]) == ["P21+P27"]
    page.locator("[data-card='As']").wait_for(state="detached")
    page.locator("[data-pos='P21']").wait_for(state="detached")

    # draw from the stock, then undo it
    page.locator("[data-edge='stock']").click(position={"x": 5, "y": 30})  # the stock's face-down edge draws
    assert kernel.wait_moves(["P21+P27", "draw"]) == ["P21+P27", "draw"]
    page.locator("[data-pos='W'][data-card='4h']").wait_for()
    page.locator("button[data-action='undo']").click()
    assert kernel.wait_moves(["P21+P27"]) == ["P21+P27"]
    page.locator("[data-pos='S'][data-card='4h']").wait_for()

    # a refused illegal click explains itself and leaves Python unchanged
    version = board_version(page)
    page.locator("[data-card='9d']").click()
    page.locator(".pyr-message[data-kind='error']", has_text="9♦ is covered by 4♣ and 5♣").wait_for()
    assert board_version(page) > version
    assert kernel.moves() == ["P21+P27"]

    # a pair that does not sum to 13, by dragging
    page.locator("[data-card='3c']").drag_to(page.locator("[data-card='4c']"))
    page.locator(".pyr-message[data-kind='error']", has_text="3♣ and 4♣ sum to 7, not 13").wait_for()
    assert kernel.moves() == ["P21+P27"]

    # mid-game picture for the README: a few more moves, free cards shown, one card selected
    page.locator("[data-card='3c']").drag_to(page.locator("[data-card='Ts']"))
    assert kernel.wait_moves(["P21+P27", "P23+P26"]) == ["P21+P27", "P23+P26"]
    page.locator("[data-edge='stock']").click(position={"x": 5, "y": 30})  # the stock's face-down edge draws
    assert kernel.wait_moves(["P21+P27", "P23+P26", "draw"]) == ["P21+P27", "P23+P26", "draw"]
    page.locator("[data-toggle='show_free']").check()
    version = board_version(page)
    page.locator("[data-card='Ah']").click()
    wait_redraw(page, version)
    page.locator("[data-card='Ah'].is-selected").wait_for()
    page.mouse.move(5, 5)  # no hover effect in the picture
    page.wait_for_timeout(400)  # let the removal animations finish
    shot = SCREENSHOT if os.environ.get("UPDATE_SCREENSHOT") == "1" else tmp_path / "screenshot.png"
    shot.parent.mkdir(exist_ok=True)
    page.locator(".pyr").screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000

    # a hint highlights the solver's suggestion and plays nothing
    played = kernel.moves()
    suggestion = hint(kernel.game()).move
    assert suggestion is not None
    page.locator("button[data-action='hint']").click()
    page.locator(".pyr-message[data-kind='hint']").wait_for()
    marks = [f"[data-pos='{where}']" for where in suggestion.where] if suggestion.removes else ["button[data-action='draw']"]
    for mark in marks:
        page.locator(f"{mark}.is-hint").wait_for()
    assert kernel.moves() == played

    # step the solver: the kernel plays the solver's next move and the board follows
    played = kernel.moves()
    expected = solve(kernel.game()).moves[0]
    page.locator("button[data-action='step']").click()
    assert kernel.wait_moves([*played, expected.position_code]) == [*played, expected.position_code]
    wait_board_shows(page, kernel.game())

    # play the solution from a background thread of the kernel, then pause it
    played = kernel.moves()
    page.locator("button[data-action='play']").click()
    page.locator("button[data-action='play'].is-on").wait_for()
    deadline = time.monotonic() + 30
    while len(kernel.moves()) < len(played) + 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    page.locator("button[data-action='play']").click()
    page.locator("button[data-action='play']:not(.is-on)").wait_for()
    paused = kernel.moves()
    assert len(paused) >= len(played) + 2 and paused[: len(played)] == played
    time.sleep(1.0)
    assert kernel.moves() == paused
    wait_board_shows(page, kernel.game())
    assert errors == []
