"""The widget's ESM in real headless Chromium, with a fake model instead of Jupyter.

Some tests record what the front-end sends; others bridge the fake model to a real
``PyramidWidget`` in this process, so Python still decides every move.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import build_game, reviewed_widget
from playwright.sync_api import Browser, Page

from pyramid_solitaire import Game
from pyramid_solitaire.widget import PyramidWidget

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
HARNESS = (Path(__file__).parent / "harness.html").read_text(encoding="utf-8")
TRAITS = ("board", "strings", "lang", "show_free", "show_blocking", "winnable_only", "speed", "playing", "busy", "tally", "study")


def traits(widget: PyramidWidget) -> dict[str, Any]:
    return {name: getattr(widget, name) for name in TRAITS}


class Harness:
    def __init__(self, page: Page) -> None:
        self.page = page
        page.set_default_timeout(10_000)
        self.errors: list[str] = []
        page.on("pageerror", lambda error: self.errors.append(str(error)))

    def mount(self, widget: PyramidWidget, *, bridge: bool = False, dark: bool = False, shadow: bool = False) -> Page:
        """The widget on the page, its messages recorded (or, with ``bridge``, handled by ``widget``);
        with ``shadow``, inside a shadow root, as marimo draws it."""
        page = self.page
        page.set_content(HARNESS)
        page.wait_for_function("window.harnessReady === true")
        if dark:
            page.evaluate("document.body.dataset.jpThemeLight = 'false'")
        css = (ROOT / "js" / "widget.css").read_text(encoding="utf-8")
        page.add_style_tag(content=css)
        if bridge:
            def handle(message: Any) -> dict[str, Any]:
                widget.handle_message(message)
                widget.wait(60)  # a Hint or Step searches in a worker thread
                return traits(widget)

            page.expose_function("pyHandle", handle)
        source = (ROOT / "js" / "widget.js").read_text(encoding="utf-8")
        page.evaluate("([source, state, css]) => mount(source, state, css ?? undefined)", [source, traits(widget), css if shadow else None])
        page.locator(".pyr-card[data-pos='P0']").wait_for()  # Playwright's locators see into open shadow roots
        return page

    def sent(self) -> list[Any]:
        return list(self.page.evaluate("window.model.sent"))


@pytest.fixture
def harness(browser: Browser) -> Iterator[Harness]:
    context = browser.new_context(viewport={"width": 800, "height": 900})
    harness = Harness(context.new_page())
    yield harness
    context.close()
    assert harness.errors == []


def test_every_card_and_button_carries_its_hook(harness: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = harness.mount(widget)
    cards = page.locator(".pyr-pyramid .pyr-card[data-card]")
    assert cards.count() == 28
    qh = page.locator("[data-card='Qh']")
    assert qh.get_attribute("data-pos") == "P27" and qh.get_attribute("data-free") == "true"
    assert qh.get_attribute("aria-label") == "Queen of hearts, free"
    nine = page.locator("[data-card='9d']")
    assert nine.get_attribute("data-free") == "false"
    assert nine.get_attribute("aria-label") == "9 of diamonds, covered by 4 of clubs and 5 of clubs"
    assert page.locator("[data-pos='S']").get_attribute("data-card") == "4h"
    assert page.locator("[data-pos='W']").count() == 1
    for action in ("draw", "undo", "redo", "hint", "new", "step", "play"):
        assert page.locator(f"button[data-action='{action}']").count() == 1, action
    assert page.locator("[data-info='points']").inner_text() == "Points: 0"
    # cards look like cards: rank and suit in the corner, red suits in red
    assert qh.locator(".pyr-tl").inner_text().replace("\n", "") == "Q♥"
    red = qh.evaluate("n => getComputedStyle(n).color")
    black = page.locator("[data-card='Ts']").evaluate("n => getComputedStyle(n).color")
    assert red != black


def test_pyramid_overlaps_like_bricks(harness: Harness) -> None:
    page = harness.mount(PyramidWidget(number=1))
    boxes = {pos: page.locator(f"[data-pos='{pos}']").bounding_box() for pos in ("P0", "P1", "P2")}
    apex, left, right = boxes["P0"], boxes["P1"], boxes["P2"]
    assert apex and left and right
    assert left["y"] < apex["y"] + apex["height"] and left["y"] > apex["y"]  # the row below half covers it
    assert left["x"] < apex["x"] < right["x"]
    assert abs((left["x"] + right["x"]) / 2 - apex["x"]) < 1


def test_clicks_and_keys_become_messages(harness: Harness) -> None:
    page = harness.mount(PyramidWidget(number=1))
    page.locator("[data-card='As']").click()
    page.locator("[data-card='9d']").click()
    page.locator("[data-pos='S']").click()
    for action in ("draw", "hint", "step", "play"):
        page.locator(f"button[data-action='{action}']").click()
    page.locator("[data-card='Qh']").focus()
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.dataset.card") == "Ts"
    page.keyboard.press("Space")
    for key in ("d", "u", "h", "Control+z", "r", "Control+Shift+Z", "Control+y"):
        page.keyboard.press(key)
    assert harness.sent() == [
        {"type": "tap", "where": "P21"},
        {"type": "tap", "where": "P18"},
        {"type": "tap", "where": "S"},
        {"type": "draw"}, {"type": "hint"}, {"type": "step"}, {"type": "play"},
        {"type": "tap", "where": "P27"},
        {"type": "tap", "where": "P26"},
        {"type": "draw"}, {"type": "undo"}, {"type": "hint"}, {"type": "undo"},
        {"type": "redo"}, {"type": "redo"}, {"type": "redo"},
    ]


def test_dragging_a_card_onto_its_partner_sends_one_move(harness: Harness) -> None:
    page = harness.mount(PyramidWidget(number=1))
    source = page.locator("[data-card='As']").bounding_box()
    target = page.locator("[data-card='Qh']").bounding_box()
    assert source and target
    page.mouse.move(source["x"] + 20, source["y"] + 20)
    page.mouse.down()
    page.mouse.move(target["x"] + 20, target["y"] + 20, steps=8)
    assert page.locator(".is-drop").get_attribute("data-card") == "Qh"  # the partner lights up
    page.mouse.up()
    assert page.locator(".is-drop").count() == 0
    assert harness.sent() == [{"type": "move", "where": ["P21", "P27"]}]
    page.locator("[data-card='3c']").drag_to(page.locator("[data-card='Ts']"))
    assert harness.sent()[-1] == {"type": "move", "where": ["P23", "P26"]}


def test_a_covered_card_can_be_dragged_and_python_decides(harness: Harness) -> None:
    # 9h (P15) lies under 4s (P22) alone once Kd goes: overlapping pairs let the two go together.
    pyramid = "2c 3c 3d 4c 4d 4h 5c 5d 5h 5s 6c 6d 6h 6s 7c  9h 7d 7h 7s 8c 8d  Kd 4s Ac Ad Ah As 2d"
    widget = PyramidWidget(build_game(pyramid, "Jc", "overlapping"))
    widget.play("Kd")
    page = harness.mount(widget, bridge=True)
    assert page.locator("[data-pos='P15']").get_attribute("data-free") == "false"
    # grab the visible top edge of 9h, above the 4s that half covers it
    page.locator("[data-pos='P15']").drag_to(page.locator("[data-pos='P22']"), source_position={"x": 12, "y": 6})
    for _ in range(50):  # the bridge answers asynchronously
        if len(widget.game.history) == 2:
            break
        page.wait_for_timeout(100)
    assert harness.errors == [] and widget.board["message"]["kind"] != "error"
    assert widget.game.history[-1].code == "9h+4s"


def test_a_wrong_second_tap_moves_the_selection(harness: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = harness.mount(widget, bridge=True)
    page.locator("[data-pos='P21']").click()  # As
    page.locator("[data-pos='P21'].is-selected").wait_for()
    page.locator("[data-pos='P23']").click()  # 3c: no pair with As
    page.locator("[data-pos='P23'].is-selected").wait_for()
    assert page.locator(".is-selected").count() == 1 and widget.game.history == ()
    page.locator("[data-pos='P23']").click()  # the selected card again
    page.locator(".pyr-card.is-selected").wait_for(state="detached")


def test_a_picked_card_says_so_to_a_screen_reader(harness: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = harness.mount(widget, bridge=True)
    assert page.locator("[data-pos='P21']").get_attribute("aria-pressed") == "false"
    page.locator("[data-pos='P21']").click()  # As
    page.locator("[data-pos='P21'][aria-pressed='true']").wait_for()
    assert page.locator("[data-pos='P6']").get_attribute("aria-pressed") is None  # covered: not to be picked


def test_a_reviewed_draw_marks_the_stock_and_a_line_is_framed_as_the_review_is(harness: Harness) -> None:
    widget = reviewed_widget(2)  # the move played there is a draw
    page = harness.mount(widget, bridge=True)
    page.locator(".pyr[data-review-shown='2'] [data-pos='S'].is-selected").wait_for()
    assert page.locator(".pyr-table").evaluate("node => getComputedStyle(node).outlineStyle") == "dashed"
    lined = PyramidWidget(number=1, rules="classic")
    lined.why()
    lined.show_line(2)
    page = harness.mount(lined)
    page.locator(".pyr[data-line-step='2']").wait_for()
    assert page.locator(".pyr-table").evaluate("node => getComputedStyle(node).outlineStyle") == "dashed"


def test_a_hint_to_draw_lights_the_draw_button_not_the_stock_card(harness: Harness) -> None:
    widget = PyramidWidget(number=8)  # the solver's first move on deal 8 is a draw
    page = harness.mount(widget, bridge=True)
    page.locator("button[data-action='hint']").click()
    page.locator("button[data-action='draw'].is-hint").wait_for()
    assert page.locator("[data-pos='S'].is-hint").count() == 0 and widget.board["hint"] == ["draw"]


def test_arrow_keys_move_in_two_dimensions_and_focus_survives_a_removal(harness: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = harness.mount(widget, bridge=True)
    focused = lambda: page.evaluate("document.activeElement.dataset.pos")  # noqa: E731
    page.locator("[data-pos='P21']").focus()
    page.keyboard.press("ArrowRight")
    assert focused() == "P22"
    page.keyboard.press("ArrowDown")  # from the bottom row down to the piles
    assert focused() in ("S", "W")
    page.keyboard.press("ArrowUp")
    assert focused().startswith("P2")
    page.locator("[data-pos='P21']").focus()
    page.keyboard.press("Enter")  # As selected
    for _ in range(6):
        page.keyboard.press("ArrowRight")
    assert focused() == "P27"
    page.keyboard.press("Enter")  # Qh: the pair goes
    for _ in range(50):  # the bridge answers asynchronously
        if widget.game.history:
            break
        page.wait_for_timeout(100)
    page.wait_for_function("document.activeElement && document.activeElement.dataset.pos")
    assert focused() == "P26" and widget.game.history[-1].code == "As+Qh"  # the nearest card still in play
    page.keyboard.press("d")
    page.locator("[data-pos='W'][data-card]").wait_for()
    assert focused() == "P26"


def test_new_deal_field_and_toggles(harness: Harness) -> None:
    page = harness.mount(PyramidWidget(number=1))
    page.locator(".pyr-number").fill("42")
    page.locator("button[data-action='new']").click()
    page.locator("[data-toggle='show_free']").check()
    page.locator("select[data-control='rules']").select_option("classic")
    assert harness.sent() == [{"type": "new", "number": "42"}, {"type": "rules", "name": "classic"}]
    assert page.evaluate("window.model.get('show_free')") is True
    assert page.locator(".pyr.show-free").count() == 1


def test_a_game_played_through_python(harness: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = harness.mount(widget, bridge=True)
    page.locator("[data-card='As']").click()
    page.locator("[data-card='As'].is-selected").wait_for()
    page.locator("[data-card='Qh']").click()
    page.wait_for_function("document.querySelector('.pyr').dataset.version >= 3")
    assert [move.code for move in widget.game.history] == ["As+Qh"]
    assert page.locator(".pyr-pyramid [data-card='As']").count() == 0
    assert page.locator("[data-last-removed='Qh']").count() == 1
    assert page.locator("[data-info='points']").inner_text() == "Points: 5"
    page.locator("[data-card='9d']").click()
    error = page.locator(".pyr-message[data-kind='error']")
    error.wait_for()
    assert error.inner_text() == widget.board["message"]["text"]  # the sentence Python wrote, as written
    assert "9♦" in error.inner_text()
    assert len(widget.game.history) == 1
    page.locator("[data-edge='stock']").click(position={"x": 5, "y": 30})  # the stock's face-down edge draws
    page.locator("[data-pos='W'][data-card='4h'].is-landing").wait_for()  # the drawn card slides in
    page.locator("button[data-action='undo']").click()
    page.locator("[data-pos='S'][data-card='4h']").wait_for()
    assert [move.code for move in widget.game.history] == ["As+Qh"]


def test_blocking_pairs_are_drawn_on_demand(harness: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = harness.mount(widget)
    assert page.locator("line.pyr-block").count() == 0
    page.locator("[data-toggle='show_blocking']").check()
    assert page.locator("line.pyr-block").count() == len(widget.game.blocking_pairs())
    assert page.locator("line.pyr-block.direct").count() == 3


def test_apophis_offers_the_three_waste_piles(harness: Harness) -> None:
    widget = PyramidWidget(number=1, rules="apophis")
    page = harness.mount(widget, bridge=True)
    assert page.locator("[data-pos='S']").get_attribute("data-card") is None  # face down
    page.locator("[data-pos='S']").click()
    page.locator("button[data-action='pile']").nth(1).click()
    page.locator("[data-pos='W2'][data-card]").wait_for()
    assert widget.game.history[-1].code == "draw 2"


def test_game_over_banner_and_languages(harness: Harness) -> None:
    game = Game.from_number(1, "classic")
    widget = PyramidWidget(game, lang="de")
    for _ in range(24):
        widget.play("draw")
    widget.play("As+Qh")
    widget.play("3c+Ts")
    assert widget.outcome() is not None and widget.outcome().reason == "no_moves"
    page = harness.mount(widget)
    banner = page.locator(".pyr-banner")
    assert banner.is_visible()
    text = banner.inner_text()
    outcome = widget.board["outcome"]
    assert text.split("\n\n")[:3] == [outcome["title"], outcome["text"], outcome["score"]]
    assert "Spiel vorbei" in text and "Verloren: kein Zug ist mehr möglich" in text
    assert "4 Karten abgelegt · 10 Punkte" in text
    assert page.locator("button[data-action='undo']").inner_text() == "Rückgängig"
    assert page.locator(".pyr-chip[data-info='rules']").inner_text() == "Klassisch"
    menu = page.locator("select[data-control='rules'] option")
    assert menu.all_inner_texts()[:2] == ["Standard", "Klassisch"]


def test_dark_theme_darkens_the_table(harness: Harness) -> None:
    light = harness.mount(PyramidWidget(number=1)).locator(".pyr-table").evaluate("n => getComputedStyle(n).backgroundImage")
    dark = harness.mount(PyramidWidget(number=1), dark=True).locator(".pyr-table").evaluate(
        "n => getComputedStyle(n).backgroundImage"
    )
    assert light != dark


def pyramid_places(page: Page) -> list[tuple[str, str | None]]:
    """The pyramid's card nodes in document order: (data-pos, data-card)."""
    return [
        (pos, card)
        for pos, card in page.eval_on_selector_all(
            "[data-pos^='P']", "nodes => nodes.map(n => [n.dataset.pos, n.dataset.card || null])"
        )
    ]


def test_boards_of_any_size_follow_each_other(harness: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = harness.mount(widget, bridge=True)
    for rules in ("pharaoh", "standard", "pharaoh", "spanish"):
        page.locator("select[data-control='rules']").select_option(rules)
        page.locator(f".pyr[data-rules='{rules}']").wait_for()
        expected = [(entry["pos"], entry["code"]) for entry in widget.board["pyramid"]]
        assert len(expected) == {"pharaoh": 55}.get(rules, 28)
        assert pyramid_places(page) == expected, rules
    # every card drawn is a place the kernel knows: tapping the last row's first card selects it
    page.locator("[data-pos='P21']").click()
    page.locator("[data-pos='P21'].is-selected").wait_for()
    assert page.locator(".pyr-message[data-kind='error']").count() == 0


def test_focus_stays_on_its_element_across_redraws(harness: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = harness.mount(widget, bridge=True)

    def pressed(key: str) -> None:
        version = page.evaluate("Number(document.querySelector('.pyr').dataset.version)")
        page.keyboard.press(key)
        page.wait_for_function(f"Number(document.querySelector('.pyr').dataset.version) > {version}")

    page.evaluate("document.querySelector('[data-pos=S]').isTheStock = true")
    page.locator("[data-pos='S']").focus()
    pressed("d")
    pressed("d")
    assert page.evaluate("document.activeElement.dataset.pos") == "S"
    assert page.evaluate("document.activeElement.isTheStock") is True  # the same node, updated in place
    assert [move.code for move in widget.game.history] == ["draw", "draw"]
    page.locator("[data-card='As']").focus()
    pressed("h")
    assert page.evaluate("document.activeElement.dataset.card") == "As"
    # a tapped pair leaves; focus moves to the nearest card still in play, where keys still play
    pressed("Enter")
    page.locator("[data-card='Qh']").focus()
    pressed("Enter")
    assert page.locator("[data-pos='P21']").count() == 0
    assert page.evaluate("document.activeElement.classList.contains('pyr-card')") is True
    assert page.evaluate("document.activeElement.tabIndex") == 0
    pressed("u")
    assert [move.code for move in widget.game.history] == ["draw", "draw"]
    # the returning cards take their places in document order, so arrows and Tab walk the rows
    assert [pos for pos, _ in pyramid_places(page)] == [f"P{i}" for i in range(28)]


def test_the_busy_board_shows_cancel_and_escape_sends_it(harness: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = harness.mount(widget)
    assert page.locator("button[data-action='cancel']").is_hidden()
    page.evaluate("model.set('busy', {kind: 'step', ignored: 2})")  # as Python says while the solver searches
    page.locator(".pyr[data-busy='step'][data-busy-ignored='2'][aria-busy='true']").wait_for()
    page.locator("button[data-action='step'][data-busy='running']").wait_for()
    page.locator("button[data-action='hint'][data-busy='waiting']").wait_for()
    page.locator("button[data-action='cancel']").wait_for()
    page.locator("[data-pos='P21']").focus()
    page.keyboard.press("Escape")
    page.locator("button[data-action='cancel']").click()
    assert harness.sent()[-2:] == [{"type": "cancel"}, {"type": "cancel"}]
    # a review, an explanation or a winnable new deal searches too: its own button says so
    for kind in ("review", "why", "new"):
        page.evaluate("(kind) => model.set('busy', {kind, ignored: 0})", kind)
        page.locator(f".pyr-btn[data-action='{kind}'][data-busy='running']").first.wait_for()
        assert page.locator("button[data-action='hint']").get_attribute("data-busy") == "waiting"
    page.evaluate("model.set('busy', {})")
    page.locator(".pyr:not([data-busy])[aria-busy='false']").wait_for()
    assert page.locator("[data-busy]").count() == 0 and page.locator("button[data-action='cancel']").is_hidden()


def test_draw_is_disabled_when_the_game_is_over(harness: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = harness.mount(widget)
    assert page.locator("button[data-action='draw']").is_enabled()
    while (moves := list(widget.game.legal_moves)):
        widget.game.play(next((move for move in moves if move.removes), moves[0]))
    widget.refresh()
    page.evaluate("(board) => model.set('board', board)", widget.board)  # as the kernel sends it
    page.wait_for_function("document.querySelector(\"button[data-action='draw']\").disabled")
    assert widget.board["can_draw"] is False and widget.game.outcome() is not None


def test_focus_stays_on_the_board_when_the_button_pressed_becomes_disabled(harness: Harness) -> None:
    widget = PyramidWidget(number=1)
    widget.play("As+Qh")
    page = harness.mount(widget, bridge=True)
    version = page.evaluate("Number(document.querySelector('.pyr').dataset.version)")
    page.locator("button[data-action='undo']").click()  # the last move undone: Undo turns disabled
    page.wait_for_function(f"Number(document.querySelector('.pyr').dataset.version) > {version}")
    assert widget.game.history == () and page.locator("button[data-action='undo']").is_disabled()
    assert page.evaluate("document.querySelector('.pyr').contains(document.activeElement)") is True
    version = page.evaluate("Number(document.querySelector('.pyr').dataset.version)")
    page.keyboard.press("d")  # the keys still play
    page.wait_for_function(f"Number(document.querySelector('.pyr').dataset.version) > {version}")
    assert [move.code for move in widget.game.history] == ["draw"]


def test_the_session_line_wraps_on_a_phone_rather_than_being_cut_off(harness: Harness) -> None:
    from pyramid_solitaire.session import DealRecord, Session

    widget = PyramidWidget(number=1, lang="de")
    widget.session = Session([DealRecord(n, "standard", 52, 52, True) for n in range(1, 1001)])  # four-digit tallies
    harness.page.set_viewport_size({"width": 390, "height": 800})
    page = harness.mount(widget)
    page.evaluate("document.getElementById('root').style.width = '374px'")  # a phone's notebook column
    chip = page.locator("[data-session]")
    assert "Serie 1000" in chip.inner_text()
    assert chip.evaluate("node => node.scrollWidth <= node.clientWidth") is True
    box, board = chip.bounding_box(), page.locator(".pyr").bounding_box()
    assert box is not None and board is not None and box["x"] + box["width"] <= board["x"] + board["width"] + 1


def test_a_message_about_no_card_leaves_the_pile_buttons_in_sight(harness: Harness) -> None:
    widget = PyramidWidget(number=1, rules="apophis")
    page = harness.mount(widget, bridge=True)
    page.locator("button[data-action='draw']").click()  # three waste piles: the drawn card waits for a pile
    toast = page.locator(".pyr-message.is-visible")
    toast.wait_for()
    assert toast.inner_text() == "Pick the waste pile for the drawn card"
    message = toast.bounding_box()
    buttons = [page.locator(f"button[data-pile='{n}']").bounding_box() for n in (1, 2, 3)]
    assert message is not None and all(button is not None for button in buttons)
    for button in buttons:
        assert button is not None
        apart = (message["y"] + message["height"] <= button["y"] or button["y"] + button["height"] <= message["y"]
                 or message["x"] + message["width"] <= button["x"] or button["x"] + button["width"] <= message["x"])
        assert apart, (message, button)


def test_rules_of_no_preset_show_their_title_in_the_menu(harness: Harness) -> None:
    from pyramid_solitaire import Game, Rules

    widget = PyramidWidget(number=1, rules=Rules(rows=10, decks=2, passes=1))  # pharaoh but for its passes
    page = harness.mount(widget)
    menu = page.locator("select[data-control='rules']")
    assert menu.evaluate("node => [node.value, node.selectedOptions[0].textContent, node.selectedOptions[0].disabled]") == [
        "pharaoh/1 pass", "Pharaoh, 1 pass", True]
    widget.game = Game.from_number(1, Rules(rows=6))
    page = harness.mount(widget)
    menu = page.locator("select[data-control='rules']")
    assert menu.evaluate("node => [node.value, node.selectedOptions[0].textContent, node.selectedOptions[0].disabled]") == [
        "custom", "Custom rules", True]
    page.evaluate("model.set('board', {...model.get('board'), rules: {...model.get('board').rules, name: 'standard'}})")
    assert menu.evaluate("node => [node.value, [...node.options].some((option) => option.value === 'custom')]") == [
        "standard", False]


def test_the_passes_menu_offers_counts_of_passes_and_sends_the_one_picked(harness: Harness) -> None:
    from pyramid_solitaire import Rules
    from pyramid_solitaire.rules import with_passes

    page = harness.mount(PyramidWidget(number=1, rules=with_passes(Rules.preset("pharaoh"), 9), lang="nl"))
    menu = page.locator("select[data-control='passes']")
    assert menu.evaluate("node => [node.value, [...node.options].map((option) => option.textContent)]") == [
        "9", ["1 ronde", "2 rondes", "3 rondes", "onbeperkt veel rondes", "9 rondes"]]
    rules = page.locator("select[data-control='rules']")
    assert rules.evaluate("node => node.selectedOptions[0].textContent") == "Farao, 9 rondes"
    menu.select_option("unlimited")
    assert harness.sent() == [{"type": "passes", "value": "unlimited"}]


def test_a_message_said_again_in_another_language_is_no_news(harness: Harness) -> None:
    widget = PyramidWidget(number=1)
    widget.handle_message({"type": "new", "number": "abc"})  # refused: an error message
    page = harness.mount(widget)
    page.locator(".pyr-message.is-visible").wait_for()
    page.evaluate("document.querySelector('.pyr-message').classList.remove('is-visible')")  # as its timer does
    widget.lang = "de"  # the board is drawn again, its message said in German
    push = "([board, strings]) => { model.set('strings', strings); model.set('board', board); }"
    page.evaluate(push, [widget.board, widget.strings])
    page.locator(".pyr-message", has_text="ganze Zahl").wait_for(state="attached")
    assert "is-visible" not in (page.locator(".pyr-message").get_attribute("class") or "")
    widget.handle_message({"type": "new", "number": "xyz"})  # news: it shows
    page.evaluate(push, [widget.board, widget.strings])
    page.locator(".pyr-message.is-visible").wait_for()


def test_the_buttons_show_their_keys(harness: Harness) -> None:
    page = harness.mount(PyramidWidget(number=1, lang="de"))
    draw = page.locator("button[data-action='draw']")
    assert draw.get_attribute("title") == "Ziehen (D)" and draw.get_attribute("aria-keyshortcuts") == "D"
    redo = page.locator("button[data-action='redo']")
    assert redo.get_attribute("aria-keyshortcuts") == "R Control+Shift+Z Control+Y"
    assert redo.get_attribute("title") == "Wiederholen (R)"


def test_the_study_closes_on_the_game_and_goes_back_to_it_from_a_line(harness: Harness) -> None:
    widget = PyramidWidget(number=1, rules="classic")
    widget.why()
    page = harness.mount(widget)
    assert page.locator("button[data-action='review-leave']").inner_text() == "Close"
    widget.show_line(1)
    page.evaluate("(study) => model.set('study', study)", widget.study)
    page.locator("button[data-action='review-leave']", has_text="Back to the game").wait_for()


def test_the_game_over_banner_can_be_closed_to_see_the_board_under_it(harness: Harness) -> None:
    widget = PyramidWidget(Game.from_number(1, "classic"), lang="de")
    for _ in range(24):
        widget.play("draw")
    widget.play("As+Qh")
    widget.play("3c+Ts")
    assert widget.outcome() is not None
    page = harness.mount(widget)
    page.locator(".pyr-banner button[aria-label='Schließen']").click()
    assert not page.locator(".pyr-banner").is_visible() and harness.sent() == []  # a view's own business
    page.evaluate("(board) => model.set('board', {...board, version: board.version + 1})", widget.board)
    page.wait_for_function(f"Number(document.querySelector('.pyr').dataset.version) > {widget.board['version']}")
    assert not page.locator(".pyr-banner").is_visible()  # the same game over stays closed
    widget.undo()
    page.evaluate("(board) => model.set('board', board)", widget.board)
    widget.play("3c+Ts")
    page.evaluate("(board) => model.set('board', board)", widget.board)
    page.locator(".pyr-banner").wait_for()  # the game over again: the banner shows again


def test_a_card_pointed_at_brings_its_blocking_pairs_forward(harness: Harness) -> None:
    widget = PyramidWidget(number=1, rules="pharaoh")
    widget.show_blocking = True
    pairs = widget.board["blocking"]
    pos = pairs[0]["lower"]
    own = sum(pos in (pair["lower"], pair["upper"]) for pair in pairs)
    assert len(pairs) > own > 0
    page = harness.mount(widget)
    page.locator(".pyr-pair").first.wait_for(state="attached")
    assert page.locator(".pyr-pair.is-dim").count() == 0
    page.locator(f"[data-pos='{pos}']").hover()
    assert page.locator(".pyr-pair:not(.is-dim)").count() == own
    assert page.locator(".pyr-pair.is-dim").count() == len(pairs) - own
    page.mouse.move(1, 1)  # off the pyramid: every pair alike again
    page.wait_for_function("document.querySelectorAll('.pyr-pair.is-dim').length === 0")
