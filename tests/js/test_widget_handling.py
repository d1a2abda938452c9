"""How the widget handles in real Chromium: the stock top as a card, refusals by the card, blocking pairs
with a legend, phone widths with touch, and the small touches (celebration, empty stock, contrast).

Each test drives js/widget.js through its ``data-*`` hooks; most bridge the fake model to a real
``PyramidWidget`` in this process, so Python still decides every move.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page
from test_widget_js import Harness

from pyramid_solitaire import Deal, Game, Rules
from pyramid_solitaire.i18n import STRINGS
from pyramid_solitaire.rules import PRESETS
from pyramid_solitaire.widget import PyramidWidget

pytestmark = pytest.mark.browser


def make_harness(browser: Browser, **context: Any) -> Iterator[Harness]:
    options: dict[str, Any] = {"viewport": {"width": 800, "height": 900}, **context}
    ctx = browser.new_context(**options)
    harness = Harness(ctx.new_page())
    yield harness
    ctx.close()
    assert harness.errors == []


@pytest.fixture
def board(browser: Browser) -> Iterator[Harness]:
    yield from make_harness(browser)


@pytest.fixture
def phone(browser: Browser) -> Iterator[Harness]:
    """A phone-sized page, 390 px wide, that takes touch."""
    yield from make_harness(browser, viewport={"width": 390, "height": 844}, has_touch=True)


@pytest.fixture
def calm(browser: Browser) -> Iterator[Harness]:
    """A page whose reader asked for reduced motion."""
    yield from make_harness(browser, reduced_motion="reduce")


def wait_until(page: Page, check: Any, what: str) -> None:
    """Wait for the bridge (which answers asynchronously) to bring Python to ``check()``."""
    for _ in range(100):
        if check():
            return
        page.wait_for_timeout(50)
    raise AssertionError(f"never happened: {what}")


def codes(widget: PyramidWidget) -> list[str]:
    return [move.code for move in widget.game.history]


def box(page: Page, selector: str) -> dict[str, float]:
    found = page.locator(selector).bounding_box()
    assert found, selector
    return found


# --- the face-up stock top is a card ---------------------------------------------------------------


def test_the_face_up_stock_top_is_selected_like_any_free_card(board: Harness) -> None:
    widget = PyramidWidget(number=1)  # stock: 4h, Ac, 4d, 7s, 3s, Td ...
    page = board.mount(widget, bridge=True)
    page.locator("[data-pos='S']").click()  # 4h, face up: selected, not drawn
    page.locator("[data-pos='S'].is-selected").wait_for()
    assert codes(widget) == [] and widget.board["selected"] == ["S"]
    page.locator("[data-pos='S']").click()  # tapped again: deselected
    page.locator("[data-pos='S'].is-selected").wait_for(state="detached")
    # drawing is the face-down edge beside it, the Draw button or D
    page.locator("[data-edge='stock']").click(position={"x": 5, "y": 30})
    wait_until(page, lambda: codes(widget) == ["draw"], "a draw from the edge")
    page.locator("[data-pos='S'][data-card='Ac']").wait_for()
    page.locator("[data-pos='S']").click()  # Ac selected, then paired with Qh
    page.locator("[data-pos='S'].is-selected").wait_for()
    page.locator("[data-card='Qh']").click()
    wait_until(page, lambda: codes(widget) == ["draw", "Qh+Ac"], "the stock top paired")
    page.locator("button[data-action='draw']").click()
    wait_until(page, lambda: len(codes(widget)) == 3, "a draw from the button")
    page.locator("[data-pos='S']").focus()
    page.keyboard.press("d")
    wait_until(page, lambda: codes(widget)[2:] == ["draw", "draw"], "a draw from the D key")


def test_cards_are_dragged_from_the_stock_and_the_waste(board: Harness) -> None:
    widget = PyramidWidget(number=1)
    for _ in range(5):
        widget.play("draw")  # 3s on the waste, Td on the stock
    page = board.mount(widget, bridge=True)
    page.locator("[data-pos='W'][data-card='3s']").drag_to(page.locator("[data-card='Ts']"))
    wait_until(page, lambda: codes(widget)[-1:] == ["Ts+3s"], "the waste card dragged onto its partner")
    page.locator("[data-pos='S'][data-card='Td']").drag_to(page.locator("[data-card='3c']"))
    wait_until(page, lambda: codes(widget)[-1:] == ["3c+Td"], "the stock card dragged onto its partner")


# --- refusals by the card, with their causes marked ------------------------------------------------


def near(toast: dict[str, float], card: dict[str, float]) -> bool:
    """The toast lies just under or just over the card, overlapping it sideways."""
    sideways = toast["x"] < card["x"] + card["width"] and card["x"] < toast["x"] + toast["width"]
    below = 0 <= toast["y"] - (card["y"] + card["height"]) <= 12
    above = 0 <= card["y"] - (toast["y"] + toast["height"]) <= 12
    return sideways and (below or above)


def test_a_refusal_shows_by_the_tapped_card_and_marks_its_causes(board: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = board.mount(widget, bridge=True)
    page.locator("[data-card='9d']").click()  # P18, covered by 4c (P24) and 5c (P25)
    toast = page.locator(".pyr-message.is-visible[data-kind='error'][data-at='P18']")
    toast.wait_for()
    assert toast.inner_text() == "9♦ is covered by 4♣ and 5♣" == widget.board["message"]["text"]
    assert near(box(page, ".pyr-message"), box(page, "[data-pos='P18']"))
    assert page.locator(".pyr-table .pyr-message").count() == 1  # over the table, not under the controls
    marked = page.eval_on_selector_all(".pyr-card.is-cause", "nodes => nodes.map(n => n.dataset.pos)")
    assert sorted(marked) == ["P24", "P25"]
    # the next action clears both
    page.locator("[data-card='As']").click()
    page.locator("[data-card='As'].is-selected").wait_for()
    page.locator(".pyr-message.is-visible").wait_for(state="detached")
    assert page.locator(".is-cause").count() == 0


def test_a_pair_that_does_not_sum_marks_both_cards(board: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = board.mount(widget, bridge=True)
    page.locator("[data-card='3c']").drag_to(page.locator("[data-card='4c']"))
    page.locator(".pyr-message.is-visible[data-kind='error']", has_text="3♣ and 4♣ sum to 7, not 13").wait_for()
    marked = page.eval_on_selector_all(".pyr-card.is-cause", "nodes => nodes.map(n => n.dataset.pos)")
    assert sorted(marked) == ["P23", "P24"]
    page.locator(".pyr-card.is-cause").first.wait_for(state="detached")  # only briefly


def test_dragging_a_covered_card_says_why(board: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = board.mount(widget, bridge=True)
    apex = box(page, "[data-pos='P0']")
    table = box(page, ".pyr-table")
    page.mouse.move(apex["x"] + apex["width"] / 2, apex["y"] + 6)  # the apex's visible top
    page.mouse.down()
    page.mouse.move(table["x"] + 20, table["y"] + 20, steps=6)  # dropped on the bare felt
    page.mouse.up()
    toast = page.locator(".pyr-message.is-visible[data-kind='error'][data-at='P0']")
    toast.wait_for()
    assert toast.inner_text() == "J♦ is covered by 2♦ and 9♥"
    marked = page.eval_on_selector_all(".pyr-card.is-cause", "nodes => nodes.map(n => n.dataset.pos)")
    assert sorted(marked) == ["P1", "P2"] and codes(widget) == []


def test_old_messages_do_not_linger(board: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = board.mount(widget, bridge=True)
    page.locator("[data-card='9d']").click()
    page.locator(".pyr-message.is-visible").wait_for()
    page.locator("[data-card='Qh']").focus()
    page.keyboard.press("ArrowLeft")  # any next action puts it away
    page.locator(".pyr-message.is-visible").wait_for(state="detached")
    page.locator("[data-toggle='show_free']").check()  # a redraw for something else does not bring it back
    page.wait_for_timeout(200)
    assert page.locator(".pyr-message.is-visible").count() == 0
    # left alone, a message fades after a few seconds
    page.locator("[data-card='9d']").click()
    page.locator(".pyr-message.is-visible").wait_for()
    page.locator(".pyr-message.is-visible").wait_for(state="detached", timeout=9_000)


# --- blocking pairs ----------------------------------------------------------------------------------


def test_blocking_pairs_have_a_colour_each_end_markers_and_a_legend(board: Harness) -> None:
    widget = PyramidWidget(number=1, lang="de")
    page = board.mount(widget)
    assert page.locator(".pyr-legend:visible").count() == 0
    page.locator("[data-toggle='show_blocking']").check()
    pairs = widget.game.blocking_pairs()
    groups = page.locator(".pyr-lines .pyr-pair")
    assert groups.count() == len(pairs) == 6
    colours = [groups.nth(i).locator("line.pyr-block").get_attribute("stroke") for i in range(len(pairs))]
    assert len(set(colours)) == len(pairs)  # a colour per pair
    for i, pair in enumerate(pairs):
        ends = groups.nth(i).locator("circle.pyr-block-end")
        assert [ends.nth(k).get_attribute("data-end") for k in range(2)] == [pair.lower[0], pair.upper[0]]
        for k in range(2):
            dot = ends.nth(k).bounding_box()
            card = box(page, f".pyr-pyramid .pyr-card[data-pos='{ends.nth(k).get_attribute('data-end')}']")
            assert dot and card["x"] <= dot["x"] + dot["width"] / 2 <= card["x"] + card["width"]
            assert card["y"] <= dot["y"] + dot["height"] / 2 <= card["y"] + card["height"]
            assert ends.nth(k).get_attribute("fill") == colours[i]
    legend = page.locator(".pyr-legend[data-legend='blocking']")
    assert legend.is_visible()
    strings = STRINGS["de"]
    assert legend.locator(".pyr-legend-line").inner_text() == strings["legend_line"].format(sum=13)
    assert legend.locator("[data-legend='solid']").inner_text() == strings["legend_solid"]
    assert legend.locator("[data-legend='dashed']").inner_text() == strings["legend_dashed"]
    dashes = page.eval_on_selector_all(
        ".pyr-lines line.pyr-block", "nodes => nodes.map(n => getComputedStyle(n).strokeDasharray)"
    )
    assert [dash != "none" for dash in dashes] == [not pair.direct for pair in pairs]
    page.locator("[data-toggle='show_blocking']").uncheck()
    assert legend.is_hidden() and page.locator(".pyr-lines .pyr-pair").count() == 0


# --- phone widths, touch -----------------------------------------------------------------------------


def inside(page: Page, selector: str, outer: dict[str, float]) -> list[str]:
    """The ``data-pos`` of every node of ``selector`` reaching outside the box ``outer``."""
    return list(
        page.eval_on_selector_all(
            selector,
            """(nodes, o) => nodes.filter(n => {
                const b = n.getBoundingClientRect();
                return b.left < o.x - 0.5 || b.right > o.x + o.width + 0.5 || b.top < o.y - 0.5 || b.bottom > o.y + o.height + 0.5;
            }).map(n => n.dataset.pos)""",
            outer,
        )
    )


def settle(page: Page) -> None:
    """Wait for the cards to finish gliding to their places (a .25 s transition)."""
    page.wait_for_timeout(450)


def test_every_preset_fits_a_phone_and_takes_taps(phone: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = phone.mount(widget, bridge=True)
    page.evaluate("document.getElementById('root').style.width = ''")  # the output is as wide as the phone
    for rules in PRESETS:
        page.locator("select[data-control='rules']").select_option(rules)
        page.locator(f".pyr[data-rules='{rules}']").wait_for()
        settle(page)
        table = box(page, ".pyr-table")
        assert table["x"] >= 0 and table["x"] + table["width"] <= 390, rules
        assert inside(page, ".pyr-table .pyr-card[data-pos]", table) == [], rules
    # pharaoh's right-hand column stays on the table and takes a tap
    page.locator("select[data-control='rules']").select_option("pharaoh")
    page.locator(".pyr[data-rules='pharaoh']").wait_for()
    corner = page.locator("[data-pos='P54']")  # the bottom row's last card: Td
    corner.tap()
    corner.and_(page.locator(".is-selected")).wait_for()
    assert widget.board["selected"] == ["P54"]
    page.locator("[data-pos='P45']").tap()  # the bottom row's first card: tapping it moves the selection
    wait_until(page, lambda: widget.board["selected"] != ["P54"] or codes(widget) != [], "a second tap reaches Python")


def test_pharaoh_fits_an_output_274_pixels_wide(phone: Harness) -> None:
    widget = PyramidWidget(number=1, rules="pharaoh")
    page = phone.mount(widget, bridge=True)
    page.evaluate("document.getElementById('root').style.width = '274px'")
    page.wait_for_function("document.querySelector('.pyr-table').getBoundingClientRect().width <= 274")
    settle(page)
    table = box(page, ".pyr-table")
    assert inside(page, ".pyr-pyramid .pyr-card[data-pos]", table) == []
    corner = page.locator("[data-pos='P54']")
    corner.tap()
    corner.and_(page.locator(".is-selected")).wait_for()


# --- polish ---------------------------------------------------------------------------------------------


def one_king_to_win() -> PyramidWidget:
    """A one-row pyramid holding only Kd: one tap wins."""
    deal = Deal.parse("Kd " + " ".join(str(c) for c in Deal.from_number(1).cards if str(c) != "Kd"), Rules(rows=1))
    return PyramidWidget(Game(deal, Rules(rows=1)))


def test_a_win_is_celebrated_briefly_and_the_banner_says_it_once(board: Harness) -> None:
    widget = one_king_to_win()
    page = board.mount(widget, bridge=True)
    assert page.locator(".pyr-fly").count() == 0
    page.locator("[data-pos='P0']").click()
    page.locator(".pyr[data-celebrating='true'] .pyr-celebration .pyr-fly").first.wait_for()
    assert page.locator(".pyr-fly").count() >= 8
    banner = page.locator(".pyr-banner-box.won")
    banner.wait_for()
    assert banner.inner_text().lower().count("won") == 1  # "You won!", then how, without "Won:" again
    assert "The pyramid is cleared." in banner.inner_text()
    page.locator(".pyr-celebration").wait_for(state="detached", timeout=5_000)  # short
    assert page.locator(".pyr[data-celebrating]").count() == 0 and banner.is_visible()


def test_no_celebration_when_the_reader_asks_for_reduced_motion(calm: Harness) -> None:
    widget = one_king_to_win()
    page = calm.mount(widget, bridge=True)
    page.locator("[data-pos='P0']").click()
    page.locator(".pyr-banner-box.won").wait_for()
    page.wait_for_timeout(300)
    assert page.locator(".pyr-fly").count() == 0 and page.locator(".pyr[data-celebrating]").count() == 0


@pytest.mark.parametrize(("rules", "mark"), [("standard", "↻"), ("classic", "")])
def test_the_empty_stock_shows_a_turn_only_while_a_pass_is_left(board: Harness, rules: str, mark: str) -> None:
    widget = PyramidWidget(number=1, rules=rules)
    for _ in range(24):
        widget.play("draw")
    page = board.mount(widget)
    assert page.locator("[data-pos='S'] .pyr-empty-mark").inner_text() == mark


def contrast(page: Page, selector: str) -> float:
    """The WCAG contrast ratio of an element's text colour against its background colour."""
    return float(
        page.locator(selector).evaluate(
            """node => {
                const rgb = (css) => css.match(/[\\d.]+/g).slice(0, 3).map(Number);
                const lum = ([r, g, b]) => [r, g, b].map(c => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; })
                    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
                const style = getComputedStyle(node);
                const [a, b] = [lum(rgb(style.color)), lum(rgb(style.backgroundColor))];
                return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
            }"""
        )
    )


def test_a_hovered_pause_button_keeps_its_contrast(board: Harness) -> None:
    page = board.mount(PyramidWidget(number=1))
    page.evaluate("window.model.set('playing', true)")  # as when a solution is being played
    pause = "button[data-action='play']"
    assert page.locator(pause).inner_text() == "Pause"
    page.locator(pause).hover()
    page.wait_for_timeout(50)
    assert contrast(page, pause) >= 4.5


def test_apophis_shows_the_drawn_card_before_asking_for_its_pile(board: Harness) -> None:
    widget = PyramidWidget(number=1, rules="apophis")
    drawn = str(widget.game.stock[0])
    page = board.mount(widget, bridge=True)
    page.locator("[data-pos='S']").click()
    shown = page.locator(f"[data-pos='S'][data-drawn='{drawn}']")
    shown.wait_for()
    face = widget.board["stock"]["drawn"]
    assert shown.locator(".pyr-tl").inner_text().replace("\n", "") == face["rank"] + face["suit"]
    assert page.locator("button[data-action='pile']:visible").count() == 3
    page.locator("button[data-action='pile']").nth(2).click()
    page.locator(f"[data-pos='W3'][data-card='{drawn}']").wait_for()
    assert page.locator("[data-pos='S'][data-drawn]").count() == 0 and codes(widget) == ["draw 3"]


def test_a_win_is_celebrated_once_not_again_after_a_review_of_it(board: Harness) -> None:
    widget = one_king_to_win()
    page = board.mount(widget, bridge=True)
    page.locator("[data-pos='P0']").click()
    page.locator(".pyr[data-celebrating='true']").wait_for()
    assert page.locator(".pyr-banner-box.won").get_attribute("role") == "alert"  # said as it appears
    page.locator(".pyr-celebration").wait_for(state="detached", timeout=5_000)
    page.locator("button[data-action='review']").click()
    page.locator(".pyr-mark[data-move='1']").click()  # the position before the win: no outcome
    page.locator(".pyr[data-review-shown='1']").wait_for()
    page.locator("button[data-action='review-leave']").click()
    page.locator(".pyr:not([data-review-shown]) .pyr-banner-box.won").wait_for()
    page.wait_for_timeout(200)
    assert page.locator(".pyr[data-celebrating]").count() == 0
    assert page.locator(".pyr-banner-box.won").get_attribute("role") is None  # said once, when the game ended


# --- gestures and keys that must not go astray ------------------------------------------------------


def drag_to(page: Page, source: str, target: str) -> None:
    """Press on ``source`` and move onto ``target``, the button still down."""
    start, end = box(page, source), box(page, target)
    page.mouse.move(start["x"] + 10, start["y"] + 10)
    page.mouse.down()
    page.mouse.move(end["x"] + 10, end["y"] + 10, steps=6)


def test_in_a_shadow_root_a_drag_finds_its_partner_and_focus_stays_on_the_board(board: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = board.mount(widget, bridge=True, shadow=True)  # as marimo draws widgets
    drag_to(page, "[data-card='As']", "[data-card='Qh']")
    assert page.locator(".is-drop").get_attribute("data-card") == "Qh"
    page.mouse.up()
    wait_until(page, lambda: codes(widget) == ["As+Qh"], "the dragged pair removed")
    page.locator("[data-card='3c']").focus()
    page.keyboard.press("Enter")
    page.locator("[data-card='3c'].is-selected").wait_for()
    page.locator("[data-card='Ts']").focus()
    page.keyboard.press("Enter")
    wait_until(page, lambda: codes(widget) == ["As+Qh", "3c+Ts"], "the pair picked by keys removed")
    page.wait_for_timeout(400)  # the removed cards' nodes are gone
    focused = "document.getElementById('root').shadowRoot.activeElement?.dataset.card ?? null"
    assert page.evaluate(focused) is not None  # the nearest card, not the page: the keys still play
    page.keyboard.press("d")
    wait_until(page, lambda: codes(widget)[-1:] == ["draw"], "a draw by key")


def test_a_card_that_leaves_while_dragged_sends_nothing(board: Harness) -> None:
    widget = PyramidWidget(number=1)
    page = board.mount(widget)  # messages recorded
    drag_to(page, "[data-card='As']", "[data-card='Ts']")
    widget.play("As+Qh")  # the solver, another view or a cell plays As meanwhile
    page.evaluate("(board) => model.set('board', board)", widget.board)
    page.mouse.up()
    assert board.sent() == [] and page.locator(".is-dragging, .is-drop").count() == 0


def test_a_waste_top_covered_while_dragged_sends_nothing(board: Harness) -> None:
    widget = PyramidWidget(number=1)
    widget.play("draw")  # 4h on the waste
    page = board.mount(widget)
    drag_to(page, "[data-pos='W']", "[data-card='Qh']")
    widget.play("draw")  # Ac now on top, in the same node (nodes are kept by place)
    page.evaluate("(board) => model.set('board', board)", widget.board)
    page.mouse.up()
    assert board.sent() == []  # not Ac+Qh, a pair never dragged


def test_the_speed_slider_follows_python_unless_held(board: Harness) -> None:
    page = board.mount(PyramidWidget(number=1))
    slider = page.locator("input[data-control='speed']")
    slider.focus()  # focused, not held: a speed set elsewhere shows
    page.evaluate("model.set('speed', 1.5)")
    assert slider.input_value() == "1.5"


def test_a_drag_the_browser_cancels_puts_the_card_back(board: Harness) -> None:
    page = board.mount(PyramidWidget(number=1))
    drag_to(page, "[data-card='As']", "[data-card='Qh']")
    assert page.locator("[data-card='As'].is-dragging").count() == 1
    page.evaluate("window.dispatchEvent(new PointerEvent('pointercancel', {pointerId: 1, isPrimary: true}))")
    assert page.locator(".is-dragging, .is-drop").count() == 0
    assert page.locator("[data-card='As']").evaluate("node => node.style.translate") == ""
    page.mouse.up()
    assert board.sent() == []


def test_the_deal_number_goes_to_python_as_typed(board: Harness) -> None:
    page = board.mount(PyramidWidget(number=1))
    page.locator(".pyr-number").fill("12-")  # the browser would have made "" of it: a random deal
    page.locator(".pyr-number").press("Enter")
    assert board.sent() == [{"type": "new", "number": "12-"}]
    widget = PyramidWidget(number=1)
    page = board.mount(widget, bridge=True)
    page.locator(".pyr-number").fill("12-")
    page.locator("button[data-action='new']").click()
    page.locator(".pyr-message", has_text="a deal number is a whole number from 1").wait_for()
    assert widget.game.deal.number == 1


def test_the_game_keys_work_after_a_checkbox_or_the_slider_is_used(board: Harness) -> None:
    page = board.mount(PyramidWidget(number=1))
    page.locator("[data-toggle='show_free']").click()
    page.keyboard.press("u")
    page.locator("input[data-control='speed']").focus()
    page.keyboard.press("ArrowLeft")  # the slider's own key
    page.keyboard.press("d")
    assert board.sent() == [{"type": "undo"}, {"type": "draw"}]


def test_closing_the_game_over_banner_keeps_the_keys_in_the_board(board: Harness) -> None:
    widget = PyramidWidget(Game.from_number(1, "classic"))
    for _ in range(24):
        widget.play("draw")
    widget.play("As+Qh")
    widget.play("3c+Ts")
    page = board.mount(widget)
    page.locator(".pyr-banner-close").focus()
    page.keyboard.press("Enter")
    assert not page.locator(".pyr-banner").is_visible()
    assert page.evaluate("document.activeElement.classList.contains('pyr')") is True
    page.keyboard.press("u")
    assert board.sent() == [{"type": "undo"}]


def test_a_review_mark_keeps_focus_and_the_buttons_say_what_a_shown_position_allows(board: Harness) -> None:
    widget = PyramidWidget(number=1)
    for move in ("As+Qh", "draw", "3c+Ts", "draw"):
        widget.play(move)
    widget.review()
    page = board.mount(widget, bridge=True)
    page.locator(".pyr-mark[data-move='3']").focus()
    page.keyboard.press("Enter")
    page.locator(".pyr[data-review-shown='3']").wait_for()
    assert page.evaluate("document.activeElement.dataset.move") == "3"  # not the first mark
    assert page.locator("button[data-action='undo']").is_enabled()  # takes the game back here
    assert page.locator("button[data-action='redo']").is_disabled()
    assert page.locator("button[data-action='draw']").is_disabled()


def test_the_blocking_lines_end_where_the_cards_go_not_where_they_slide_from(board: Harness) -> None:
    widget = PyramidWidget(number=1)
    widget.show_blocking = True
    page = board.mount(widget)
    width = page.evaluate("document.querySelector('.pyr').style.getPropertyValue('--cw')")
    page.evaluate("document.getElementById('root').style.width = '420px'")  # the cards slide to new places
    page.wait_for_function(f"document.querySelector('.pyr').style.getPropertyValue('--cw') !== '{width}'")
    ends = page.evaluate("""() => [...document.querySelectorAll('.pyr-block')].map((line) => {
        const card = document.querySelector(`[data-pos='${line.dataset.lower}']`);
        return [Number(line.getAttribute('x1')), parseFloat(card.style.left) + card.offsetWidth / 2];
    })""")
    assert ends and all(abs(x - goal) < 0.5 for x, goal in ends)


def test_a_message_shown_follows_the_board_when_it_narrows(board: Harness) -> None:
    widget = PyramidWidget(number=1, rules="apophis", lang="nl")
    widget.handle_message({"type": "draw"})  # "pick the waste pile…" stays while the player chooses
    page = board.mount(widget)
    page.locator(".pyr-message.is-visible").wait_for()
    page.evaluate("document.getElementById('root').style.width = '300px'")
    page.wait_for_timeout(800)
    table, toast = box(page, ".pyr-table"), box(page, ".pyr-message")
    assert table["x"] <= toast["x"] and toast["x"] + toast["width"] <= table["x"] + table["width"] + 0.5
