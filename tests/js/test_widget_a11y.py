"""The widget passes axe-core's accessibility checks (WCAG 2 A and AA rules: names, roles, contrast,
ARIA use) in real Chromium, in each of its states: play, blocking pairs, game over, a review, a
search's line, Apophis's pile choice, the dark theme, a phone's width and marimo's shadow root.

axe-core comes with the ``axe-playwright-python`` package. Pages are opened with reduced motion, so
that no colour is measured halfway through an animation.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from conftest import reviewed_widget
from playwright.sync_api import Browser, Page
from test_widget_js import Harness

from pyramid_solitaire import Game
from pyramid_solitaire.widget import PyramidWidget

pytestmark = pytest.mark.browser


def violations(page: Page, *, shadow: bool = False) -> list[str]:
    """What axe finds wrong in the board: one line per rule broken, with the first element that breaks it."""
    context: Any = {"include": [[["#root", ".pyr"]]]} if shadow else ".pyr"
    found = Axe().run(page, context=context, options={"resultTypes": ["violations"]}).response["violations"]
    return [f"{item['id']} ({item['impact']}): {item['help']}: {item['nodes'][0]['html'][:120]}" for item in found]


def playing() -> PyramidWidget:
    widget = PyramidWidget(number=1)
    widget.show_free = widget.show_blocking = True
    widget.play("As+Qh")
    widget.play("3c+Ts")  # a selection and a message besides
    widget.handle_message({"type": "tap", "where": "P21"})
    return widget


def lost() -> PyramidWidget:
    widget = PyramidWidget(Game.from_number(1, "classic"), lang="de")
    for _ in range(24):
        widget.play("draw")
    widget.play("As+Qh")
    widget.play("3c+Ts")
    return widget


def lined() -> PyramidWidget:
    widget = PyramidWidget(number=1, rules="classic", lang="nl")
    widget.why()
    widget.show_line(2)
    return widget


def choosing() -> PyramidWidget:
    widget = PyramidWidget(number=1, rules="apophis", lang="fi")
    widget.handle_message({"type": "draw"})  # which of the three waste piles?
    return widget


def pharaoh() -> PyramidWidget:
    widget = PyramidWidget(number=3, rules="pharaoh")
    widget.show_free = True
    return widget


STATES: dict[str, Callable[[], PyramidWidget]] = {
    "playing": playing, "lost": lost, "reviewed": lambda: reviewed_widget(2), "lined": lined, "choosing": choosing, "pharaoh": pharaoh,
}


@pytest.fixture(params=[800, 390], ids=["desktop", "phone"])
def harness(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Harness]:
    context = browser.new_context(viewport={"width": request.param, "height": 900}, reduced_motion="reduce")
    harness = Harness(context.new_page())
    yield harness
    context.close()
    assert harness.errors == []


@pytest.mark.parametrize("state", sorted(STATES))
def test_every_state_of_the_board_passes_axe(harness: Harness, state: str) -> None:
    page = harness.mount(STATES[state]())
    assert violations(page) == []


def test_the_dark_theme_and_a_shadow_root_pass_axe(harness: Harness) -> None:
    page = harness.mount(playing(), dark=True)
    assert violations(page) == []
    page = harness.mount(PyramidWidget(number=3, rules="spanish", lang="nl"), shadow=True)
    assert violations(page, shadow=True) == []


def test_assistive_tech_meets_one_draw_control(harness: Harness) -> None:
    widget = PyramidWidget(number=1)  # the stock's top card lies face up, its face-down edge beside it
    page = harness.mount(widget)
    page.locator("[data-edge='stock']:not([hidden])").wait_for(state="attached")
    assert page.get_by_role("button", name=widget.strings["draw"], exact=True).count() == 1  # the Draw button alone
