"""End to end in marimo: ``marimo run examples/play_marimo.py`` played in Chromium, with the Python game read back."""

from __future__ import annotations

import re
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from pyramid_solitaire import Game

from .conftest import BIN, _run_server, free_port

pytestmark = pytest.mark.browser

APP = Path(__file__).resolve().parents[2] / "examples" / "play_marimo.py"


@pytest.fixture
def marimo_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The example app served by ``marimo run`` on a free port of 127.0.0.1."""
    monkeypatch.setenv("MARIMO_SKIP_UPDATE_CHECK", "1")  # no network here
    port = free_port()
    command = [str(BIN / "marimo"), "run", str(APP), "--headless", "--host=127.0.0.1", f"--port={port}",
               "--no-token"]
    for _ in _run_server(command, port, tmp_path, "marimo.log"):
        yield f"http://127.0.0.1:{port}/"


def test_the_example_passes_marimo_check() -> None:
    done = subprocess.run([str(BIN / "marimo"), "check", "--strict", str(APP)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def python_moves(page: Page) -> list[str]:
    """Press the app's button and read the moves of the Python game from the cell it runs."""
    before = page.locator("text=/Moves played:/").inner_text()
    page.get_by_role("button", name="Read the game from Python").click()
    deadline = time.monotonic() + 20
    shown = before
    while time.monotonic() < deadline:  # the cell runs again on the press; its text changes when the moves did
        shown = page.locator("text=/Moves played:/").inner_text()
        if shown != before:
            break
        time.sleep(0.1)
    found = re.search(r"Moves played:\s*(.*?)\s*·", shown)
    assert found, shown
    return [] if found.group(1) == "-" else found.group(1).split()


def version(page: Page) -> int:
    return int(page.locator(".pyr").get_attribute("data-version") or 0)  # marimo draws widgets in a shadow root


def test_play_in_marimo(marimo_app: str, page: Page) -> None:
    errors: list[Any] = []
    page.on("pageerror", lambda error: errors.append(error))
    page.goto(marimo_app)
    page.locator(".pyr [data-card='Qh']").wait_for()
    assert page.locator(".pyr [data-info='deal']").inner_text() == "Deal 1"
    page.locator("text=/Moves played: - /").wait_for()

    # a pair of free cards that sum to 13, tapped one after the other
    page.locator(".pyr [data-card='As']").click()
    page.locator(".pyr [data-card='As'].is-selected").wait_for()
    page.locator(".pyr [data-card='Qh']").click()
    page.locator(".pyr [data-card='As']").wait_for(state="detached")
    # a draw from the stock
    page.locator(".pyr button[data-action='draw']").click()
    page.locator(".pyr [data-pos='W'][data-card='4h']").wait_for()
    assert python_moves(page) == ["As+Qh", "draw"]

    # Play runs the solver's moves from Python into the open view until Pause
    start = version(page)
    page.locator(".pyr button[data-action='play']").click()
    deadline = time.monotonic() + 60
    while version(page) < start + 3 and time.monotonic() < deadline:
        time.sleep(0.1)
    assert version(page) >= start + 3
    page.locator(".pyr button[data-action='play']").click()  # Pause
    page.locator(".pyr button[data-action='play']", has_text="Play").wait_for()
    moves = python_moves(page)
    assert moves[:2] == ["As+Qh", "draw"] and len(moves) > 2
    game = Game.from_number(1)
    for move in moves:
        game.play(move)
    waste = game.card_at("W")
    page.locator(f".pyr [data-pos='W'][data-card='{waste}']" if waste else ".pyr [data-pos='W']:not([data-card])").wait_for()
    assert errors == []
