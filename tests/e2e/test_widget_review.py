"""The game review and Why? in a real browser: Voilà serving the widget, Chromium clicking it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from pyramid_solitaire import Game
from pyramid_solitaire.solver import play_greedy, review

from .conftest import start_voila, widget_notebook
from .test_widget_e2e import Kernel

pytestmark = pytest.mark.browser


def greedy_game() -> Game:
    game = Game.from_number(3, "classic")  # winnable, and the greedy player loses it at move 12
    play_greedy(game)
    return game


@pytest.fixture
def greedy(tmp_path: Path) -> Iterator[tuple[str, Kernel]]:
    state = tmp_path / "game.json"
    saved = greedy_game().to_json(indent=None)
    setup = f"PyramidWidget(__import__('pyramid_solitaire').Game.from_json({saved!r}))"
    notebook = widget_notebook(tmp_path / "app.ipynb", state, setup)
    for url in start_voila(notebook):
        yield url, Kernel(state)


def test_review_strip_the_losing_move_and_why_on_a_lost_game(greedy: tuple[str, Kernel], page: Page) -> None:
    url, kernel = greedy
    errors: list[Any] = []
    page.on("pageerror", lambda error: errors.append(error))
    page.goto(url, wait_until="domcontentloaded")
    page.locator(".pyr .pyr-banner-box.lost").wait_for()
    game = greedy_game()
    expected = review(game)
    moves = kernel.moves()
    assert len(moves) == len(game.history)  # the saved game holds the greedy game

    # a lost game asks "why?": the explanation shows, and the cards it names are marked
    why = page.locator("button[data-action='why']")
    assert "is-hint" in (why.get_attribute("class") or "")
    assert page.locator(".pyr-why").is_hidden()
    why.click()
    page.locator(".pyr-why:visible").wait_for()
    assert page.locator(".pyr-why").get_attribute("data-kind") == "stuck_waste"
    assert page.locator(".pyr-why").inner_text().startswith("This is the last pass:")

    # Review: one mark per move, the losing move marked and highlighted
    page.locator("button[data-action='review']").click()
    page.locator(".pyr-strip:visible").wait_for()
    marks = page.locator(".pyr-strip .pyr-mark")
    assert marks.count() == len(game.history)
    shown = [marks.nth(i).get_attribute("data-mark") for i in range(marks.count())]
    assert shown == [mark.mark for mark in expected.marks]
    losing = page.locator(".pyr-mark[data-losing='true']")
    assert losing.count() == 1 and losing.get_attribute("data-move") == "12"
    assert losing.get_attribute("data-mark") == "threw_away"
    assert page.locator(".pyr-review-summary").inner_text().startswith("Move 12, 10♥+3♣, threw the win away")

    # the losing move clicked: the position before it, read-only, the move played selected and the better one glowing
    cards_before = 28 - sum(1 for move in game.history[:11] for where in move.where if where.startswith("P"))
    losing.click()
    page.locator(".pyr[data-review-shown='12']").wait_for()
    assert page.locator(".pyr-pyramid .pyr-card[data-card]").count() == cards_before
    assert page.locator(".pyr-pyramid .pyr-card.is-selected[data-pos='P6']").count() == 1  # 10♥ of the move played
    page.locator(".pyr-piles .is-hint").first.wait_for()  # 3♣+10♦: the stock and waste tops glow
    page.locator(".pyr-pyramid .pyr-card[data-card]").first.click()  # read-only: refused, nothing played
    page.locator(".pyr-message", has_text="position from the review").wait_for()
    assert kernel.moves() == moves

    # back to the game: the live board again, the strip gone
    page.locator("button[data-action='review-leave']").click()
    page.locator(".pyr:not([data-review-shown])").wait_for()
    page.locator(".pyr-strip").wait_for(state="hidden")
    page.locator(".pyr .pyr-banner-box.lost").wait_for()
    assert kernel.moves() == moves
    assert errors == []


@pytest.fixture
def lost_deal(tmp_path: Path) -> Iterator[tuple[str, Kernel]]:
    state = tmp_path / "game.json"
    notebook = widget_notebook(tmp_path / "app.ipynb", state, "PyramidWidget(number=1, rules='classic', lang='de')")
    for url in start_voila(notebook):
        yield url, Kernel(state)


def test_why_on_a_deal_lost_by_the_search_shows_the_search_step_by_step(lost_deal: tuple[str, Kernel], page: Page) -> None:
    url, kernel = lost_deal
    errors: list[Any] = []
    page.on("pageerror", lambda error: errors.append(error))
    page.goto(url, wait_until="domcontentloaded")
    page.locator(".pyr .pyr-pyramid .pyr-card[data-card]").first.wait_for()
    assert page.locator("button[data-action='why']").inner_text() == "Warum?"
    page.locator("button[data-action='why']").click()
    text = page.locator(".pyr-why[data-kind='search']")
    text.wait_for()
    assert text.inner_text().startswith("Kein Weg führt von hier zum Sieg")  # in the board's language
    start = page.locator("button[data-action='why-line']:visible")
    assert start.inner_text() == "Zeig mir den Weg"
    start.click()
    page.locator(".pyr[data-line-step='0']").wait_for()
    page.locator(".pyr-pyramid .pyr-card.is-hint").first.wait_for()  # the line's first move glows
    page.locator("button[data-action='why-line'][aria-label='Einen Zug weiter']").click()
    page.locator(".pyr[data-line-step='1']").wait_for()
    page.locator("button[data-action='why-line'][aria-label='Einen Zug weiter']").click()
    page.locator(".pyr[data-line-step='2']").wait_for()
    page.locator(".pyr-message", has_text="nach 2 von ").wait_for()
    assert kernel.moves() == []  # stepping the line plays nothing on the game
    page.locator("button[data-action='review-leave']").click()
    page.locator(".pyr:not([data-line-step])").wait_for()
    assert page.locator(".pyr-pyramid .pyr-card[data-card]").count() == 28
    assert kernel.moves() == [] and errors == []
