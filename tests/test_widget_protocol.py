"""The widget without a browser: messages in, synced state out, refusals that change nothing."""

from __future__ import annotations

import asyncio
import string
import threading
import time
from collections.abc import Generator

import pytest

from pyramid_solitaire import Deal, Game, IllegalMoveError, Rules
from pyramid_solitaire.view import as_sentence, board_state
from pyramid_solitaire.widget import PyramidWidget


@pytest.fixture
def widget() -> PyramidWidget:
    return PyramidWidget(number=1)


def send(widget: PyramidWidget, content: object) -> None:
    """What ``model.send(content)`` in a view causes in the kernel (a Hint or Step searches in a worker thread: wait for it)."""
    widget._handle_custom_msg(content, [])
    widget.wait(60)


def test_board_describes_every_position(widget: PyramidWidget) -> None:
    board = widget.board
    assert [entry["pos"] for entry in board["pyramid"]] == [f"P{i}" for i in range(28)]
    assert board["pyramid"][0]["code"] == "Jd" and board["pyramid"][0]["free"] is False
    free = {entry["code"] for entry in board["pyramid"] if entry["free"]}
    assert free == {str(card) for _, card in widget.game.free_cards()}
    assert board["stock"] == {
        "pos": "S", "count": 24, "top": board["stock"]["top"], "label": "Stock, 24 cards", "caption": "Stock · 24",
        "can_recycle": False, "drawn": None,
    }
    assert board["stock"]["top"]["code"] == "4h"
    assert board["deal"] == "Deal 1" and board["pass"] == "Pass 1 of 3"
    assert board["outcome"] is None and board["message"] == {"text": "", "kind": "info"}


def test_tap_then_partner_removes_the_pair(widget: PyramidWidget) -> None:
    send(widget, {"type": "tap", "where": "P21"})
    assert widget.board["selected"] == ["P21"] and not widget.game.history
    send(widget, {"type": "tap", "where": "P27"})
    assert [move.code for move in widget.game.history] == ["As+Qh"]
    assert widget.board["selected"] == []
    assert widget.board["pyramid"][21].get("code") is None
    assert widget.board["last"] == {"kind": "pair", "where": ["P21", "P27"], "pile": None}


def test_drag_sends_both_cards_at_once(widget: PyramidWidget) -> None:
    send(widget, {"type": "move", "where": ["P27", "P21"]})
    assert [move.code for move in widget.game.history] == ["As+Qh"]


def test_tapping_the_selected_card_again_deselects_it(widget: PyramidWidget) -> None:
    send(widget, {"type": "tap", "where": "P22"})
    send(widget, {"type": "tap", "where": "P22"})
    assert widget.board["selected"] == [] and not widget.game.history


def test_tapping_a_covered_card_explains_and_changes_nothing(widget: PyramidWidget) -> None:
    before = widget.game.to_json()
    send(widget, {"type": "tap", "where": "P18"})
    assert widget.board["message"] == {"text": "9♦ is covered by 4♣ and 5♣", "kind": "error"}
    assert widget.game.to_json() == before and widget.board["selected"] == []


def test_a_pair_that_does_not_sum_is_refused_in_the_chosen_language() -> None:
    widget = PyramidWidget(number=1, lang="de")
    send(widget, {"type": "move", "where": ["P21", "P22"]})
    assert widget.board["message"] == {"text": "A♠ und A♥ ergeben 2, nicht 13", "kind": "error"}
    assert not widget.game.history


@pytest.mark.parametrize(
    "content",
    [
        None,
        "draw",
        [],
        {},
        {"type": 3},
        {"type": "explode"},
        {"type": "tap"},
        {"type": "tap", "where": "P99"},
        {"type": "tap", "where": "Q3"},
        {"type": "tap", "where": {"$gt": 1}},
        {"type": "tap", "where": "P1" * 1000},
        {"type": "move", "where": "P21+P27"},
        {"type": "move", "where": ["P21", "P27", "P26"]},
        {"type": "move", "where": []},
        {"type": "move", "where": ["P21", None]},
        {"type": "draw", "pile": 7},
        {"type": "draw", "pile": 3},  # one waste pile only
        {"type": "tap", "where": "S\n"},
        {"type": "move", "where": ["P21", "P27\n"]},
        {"type": "tap", "where": "P\u0662\u0661"},
        {"type": "draw", "pile": True},
        {"type": "rules", "name": "poker"},
        {"type": "passes", "value": "0"},
        {"type": "passes", "value": 2},
        {"type": "passes", "value": "two"},
        {"type": "passes"},
        {"type": "new", "number": -4},
        {"type": "new", "number": "1; import os"},
        {"type": "new", "number": 1.5},
        {"type": "lang", "lang": "xx"},
    ],
)
def test_malformed_or_hostile_messages_are_refused_visibly(widget: PyramidWidget, content: object) -> None:
    before = (widget.game.to_json(), widget.game.deal, widget.lang)
    send(widget, content)
    assert widget.board["message"]["kind"] == "error" and widget.board["message"]["text"]
    assert (widget.game.to_json(), widget.game.deal, widget.lang) == before


def test_king_goes_with_one_tap() -> None:
    widget = PyramidWidget(number=1)
    assert not [where for where, card in widget.game.available_cards() if card.rank == 13]
    deal = Deal.parse("Kd " + " ".join(str(c) for c in Deal.from_number(1).cards if str(c) != "Kd"), Rules(rows=1))
    widget.load_deal(deal, Rules(rows=1))
    send(widget, {"type": "tap", "where": "P0"})
    assert [move.code for move in widget.game.history] == ["Kd"]
    assert widget.board["outcome"]["won"] is True
    assert widget.board["outcome"]["text"] == "Won: the pyramid is cleared."
    assert widget.board["outcome"]["score"] == "1 card removed · 505 points"
    send(widget, {"type": "tap", "where": "S"})
    assert widget.board["message"] == {"text": "The game is over: Won: the pyramid is cleared.", "kind": "error"} and len(widget.game.history) == 1


def test_a_face_up_stock_top_is_selected_and_the_empty_stock_tap_turns_the_waste_over(widget: PyramidWidget) -> None:
    send(widget, {"type": "tap", "where": "S"})  # 4h, face up: selected like any free card, not drawn
    assert widget.board["selected"] == ["S"] and not widget.game.history
    send(widget, {"type": "tap", "where": "S"})
    assert widget.board["selected"] == [] and not widget.game.history
    send(widget, {"type": "draw"})
    assert widget.board["waste"][0]["top"]["code"] == "4h" and widget.board["stock"]["count"] == 23
    for _ in range(23):
        send(widget, {"type": "draw"})
    assert widget.board["stock"]["count"] == 0 and widget.board["stock"]["label"].startswith("Stock empty")
    assert widget.board["stock"]["can_recycle"] is True
    send(widget, {"type": "tap", "where": "S"})
    assert widget.game.history[-1].kind == "recycle" and widget.board["pass"] == "Pass 2 of 3"


def test_the_empty_stock_offers_a_turn_only_while_a_pass_is_left() -> None:
    widget = PyramidWidget(number=1, rules="classic")  # one pass
    for _ in range(24):
        widget.play("draw")
    assert widget.board["stock"]["can_recycle"] is False and widget.board["stock"]["label"] == "Stock: empty"


def test_a_refusal_points_at_its_card_and_the_cards_that_cause_it(widget: PyramidWidget) -> None:
    send(widget, {"type": "tap", "where": "P9"})  # covered by P13 and P14
    assert widget.board["pointing"] == {"at": "P9", "causes": ["P13", "P14"]}
    send(widget, {"type": "move", "where": ["P21", "P23"]})  # As and 3c do not sum to 13
    assert widget.board["message"]["text"] == "A♠ and 3♣ sum to 4, not 13"
    assert widget.board["pointing"] == {"at": "P23", "causes": ["P21", "P23"]}
    send(widget, {"type": "move", "where": ["P0", "P27"]})  # dragging the covered apex names its covering cards
    assert widget.board["pointing"] == {"at": "P0", "causes": ["P1", "P2"]}
    send(widget, {"type": "draw"})  # the next action clears it
    assert widget.board["pointing"] == {"at": None, "causes": []} and widget.board["message"]["text"] == ""


def test_apophis_shows_the_drawn_card_while_it_asks_for_the_pile() -> None:
    widget = PyramidWidget(number=1, rules="apophis")
    assert widget.board["stock"]["top"] is None and widget.board["stock"]["drawn"] is None
    send(widget, {"type": "tap", "where": "S"})
    assert widget.board["stock"]["drawn"]["code"] == str(widget.game.stock[0]) and widget.board["choosing_pile"]
    send(widget, {"type": "tap", "where": "W1"})
    assert widget.board["stock"]["drawn"] is None and widget.board["waste"][0]["count"] == 1


def test_a_won_banner_says_it_once() -> None:
    deal = Deal.parse("Kd " + " ".join(str(c) for c in Deal.from_number(1).cards if str(c) != "Kd"), Rules(rows=1))
    widget = PyramidWidget(Game(deal, Rules(rows=1)), lang="de")
    send(widget, {"type": "tap", "where": "P0"})
    outcome = widget.board["outcome"]
    assert outcome["title"] == "Gewonnen!" and outcome["detail"] == "Die Pyramide ist abgeräumt."
    assert outcome["text"] == "Gewonnen: die Pyramide ist abgeräumt."  # the whole sentence, for Python


def test_stock_top_pairs_when_a_card_is_selected(widget: PyramidWidget) -> None:
    send(widget, {"type": "draw"})  # 4h to the waste: Ac is the stock top now
    send(widget, {"type": "tap", "where": "P27"})
    send(widget, {"type": "tap", "where": "S"})
    assert widget.game.history[-1].where == ("P27", "S") and widget.game.history[-1].code == "Qh+Ac"
    send(widget, {"type": "tap", "where": "P21"})
    send(widget, {"type": "tap", "where": "W"})  # 4h cannot pair with As: the selection moves to it
    assert widget.board["message"] == {"text": "A♠ and 4♥ sum to 5, not 13", "kind": "info"}
    assert widget.board["selected"] == ["W"] and len(widget.game.history) == 2


def test_apophis_asks_for_the_waste_pile() -> None:
    widget = PyramidWidget(number=1, rules="apophis")
    send(widget, {"type": "tap", "where": "S"})
    assert widget.board["choosing_pile"] is True and not widget.game.history
    assert widget.board["message"]["text"] == "Pick the waste pile for the drawn card"
    send(widget, {"type": "tap", "where": "W3"})
    assert widget.game.history[-1].code == "draw 3" and widget.board["choosing_pile"] is False
    send(widget, {"type": "draw", "pile": 1})
    assert widget.game.history[-1].code == "draw 1"
    assert [pile["pos"] for pile in widget.board["waste"]] == ["W1", "W2", "W3"]


def test_undo_redo_and_their_refusals(widget: PyramidWidget) -> None:
    send(widget, {"type": "undo"})
    assert widget.board["message"] == {"text": "There is no move to undo", "kind": "error"}
    send(widget, {"type": "move", "where": ["P21", "P27"]})
    send(widget, {"type": "undo"})
    assert not widget.game.history and widget.board["can_redo"] is True
    send(widget, {"type": "redo"})
    assert [m.code for m in widget.game.history] == ["As+Qh"] and widget.board["can_undo"] is True
    send(widget, {"type": "redo"})
    assert widget.board["message"]["kind"] == "error"


def test_python_methods_redraw_and_raise_on_illegal_moves(widget: PyramidWidget) -> None:
    version = widget.board["version"]
    widget.play("As+Qh")
    assert widget.board["version"] > version and widget.board["score"]["cards_removed"] == 2
    with pytest.raises(IllegalMoveError):
        widget.play("9d+4c")
    assert widget.board["message"]["kind"] == "error" and len(widget.game.history) == 1
    widget.game = Game.from_number(5)
    assert widget.board["deal"] == "Deal 5"  # the refusal is gone; the game left unfinished is said
    assert widget.board["message"] == {"text": "A new game: the previous one was left unfinished after 1 move", "kind": "info"}
    assert widget.outcome() is None and widget.free_cards() == widget.game.free_cards()
    assert widget.blocking_pairs() == widget.game.blocking_pairs()


def test_new_deal_by_number_and_rules_selector(widget: PyramidWidget) -> None:
    send(widget, {"type": "new", "number": "7"})
    assert widget.game.deal.number == 7 and widget.game.rules.name == "standard"
    send(widget, {"type": "rules", "name": "classic"})
    assert widget.game.deal.number == 7 and widget.game.rules.name == "classic"
    assert widget.board["rules"]["name"] == "classic" and widget.board["pass"] == "Pass 1 of 1"
    widget.new_deal(winnable=False)  # a random number, shown so it can be shared
    number = widget.game.deal.number
    assert number is not None and widget.board["deal"] == f"Deal {number}"


def test_the_passes_selector_changes_the_count_of_passes_and_keeps_the_deal(widget: PyramidWidget) -> None:
    send(widget, {"type": "new", "number": "7"})
    assert widget.board["rules"]["pass_choice"] == {"value": "3", "label": "3 passes"}
    assert [choice["value"] for choice in widget.board["pass_choices"]] == ["1", "2", "3", "unlimited"]
    send(widget, {"type": "passes", "value": "1"})
    assert widget.game.deal.number == 7 and widget.game.rules.name == "relaxed"  # standard with one pass
    assert widget.board["pass"] == "Pass 1 of 1"
    send(widget, {"type": "passes", "value": "unlimited"})
    assert widget.game.rules.name == "relaxed/unlimited passes" and widget.game.rules.passes is None
    assert widget.board["rules"]["label"] == "Relaxed, unlimited passes"
    send(widget, {"type": "passes", "value": "9"})
    assert widget.board["rules"]["pass_choice"] == {"value": "9", "label": "9 passes"}
    cards = str(Game.from_number(3).deal)
    widget.load_deal(cards)  # a deal of no number: the same cards, begun again
    send(widget, {"type": "passes", "value": "2"})
    assert str(widget.game.deal) == cards and widget.game.rules.passes == 2 and not widget.game.history
    widget.lang = "de"
    assert widget.board["pass_choices"][0]["label"] == "1 Durchgang"


def test_language_switch_translates_labels_and_card_names(widget: PyramidWidget) -> None:
    widget.lang = "fi"
    assert widget.strings["undo"] == "Kumoa"
    assert widget.board["pyramid"][27]["label"] == "Hertta rouva, vapaa"
    send(widget, {"type": "lang", "lang": "nl"})
    assert widget.board["pyramid"][18]["label"] == "Ruiten negen, bedekt door Klaveren vier en Klaveren vijf"
    with pytest.raises(ValueError):
        PyramidWidget(lang="sv")
    with pytest.raises(ValueError):
        widget.lang = "sv"
    assert widget.lang == "nl" and widget.strings["undo"] == "Ongedaan maken"


def test_aria_labels_name_the_covering_cards(widget: PyramidWidget) -> None:
    labels = {entry["code"]: entry["label"] for entry in widget.board["pyramid"]}
    assert labels["Qh"] == "Queen of hearts, free"
    assert labels["9d"] == "9 of diamonds, covered by 4 of clubs and 5 of clubs"


def test_board_state_matches_the_engine_for_every_preset() -> None:
    for name in ("standard", "waste-only", "tuts-tomb", "apophis", "pharaoh", "spanish"):
        game = Game.from_number(3, name)
        state = board_state(game)
        assert len(state["pyramid"]) == game.rules.pyramid_size
        assert len(state["waste"]) == game.rules.waste_piles
        assert (state["stock"]["top"] is None) == (not game.rules.stock_top_playable)
        assert set(state["available"]) == {where for where, _ in game.available_cards()}


def test_blocking_pairs_are_sent_by_position(widget: PyramidWidget) -> None:
    pairs = widget.board["blocking"]
    assert pairs and all({"lower", "upper", "direct"} <= set(pair) for pair in pairs)
    assert [(p["lower"], p["upper"]) for p in pairs] == [(b.lower[0], b.upper[0]) for b in widget.game.blocking_pairs()]


def test_toggles_written_by_a_view_are_plain_synced_traits(widget: PyramidWidget) -> None:
    widget.set_state({"show_free": True, "show_blocking": True, "speed": 1.2})
    assert widget.show_free and widget.show_blocking and widget.speed == 1.2


def test_step_plays_the_solvers_moves_until_the_game_is_won(widget: PyramidWidget) -> None:
    from pyramid_solitaire.solver import solve

    expected = solve(widget.game.copy()).moves
    send(widget, {"type": "step"})
    assert widget.game.history == (expected[0],)
    assert widget.board["last"]["where"] == list(expected[0].where)
    while widget.game.outcome() is None:
        assert widget.step() is not None
    assert widget.board["outcome"]["won"] is True and len(widget.game.history) == len(expected)
    send(widget, {"type": "step"})
    assert widget.board["message"] == {"text": "The game is over: Won: the pyramid is cleared.", "kind": "error"}
    assert len(widget.game.history) == len(expected)


def test_step_after_an_undo_or_a_move_of_the_players_own_still_wins(widget: PyramidWidget) -> None:
    widget.play("draw")
    widget.step()
    widget.undo()
    while widget.game.outcome() is None:
        assert widget.step() is not None
    assert widget.outcome() is not None and widget.outcome().won  # type: ignore[union-attr]


def test_step_in_a_lost_position_says_so_and_changes_nothing() -> None:
    widget = PyramidWidget(Game.from_number(1, "classic"))
    for _ in range(24):
        widget.play("draw")
    before = widget.game.to_json()
    send(widget, {"type": "step"})
    assert widget.board["message"]["kind"] == "error" and widget.game.to_json() == before


def wait_until_stopped(widget: PyramidWidget) -> None:
    for _ in range(600):
        if not widget.playing:
            return
        time.sleep(0.05)
    raise AssertionError("play_solution never ended")


def test_play_solution_runs_in_the_background_and_stops(widget: PyramidWidget) -> None:
    with pytest.raises(ValueError, match=r"from 0\.05 to 5"):
        widget.play_solution(delay=0)
    widget.play_solution(delay=0.05)
    assert widget.playing is True
    wait_until_stopped(widget)
    assert widget.outcome() is not None and widget.outcome().won  # type: ignore[union-attr]
    widget.load_number(1)
    send(widget, {"type": "play"})
    send(widget, {"type": "pause"})
    assert widget.playing is False
    moves = len(widget.game.history)
    widget._stop.wait(0.2)
    assert len(widget.game.history) == moves  # nothing more after the pause


def test_empty_stock_with_no_pass_left_is_refused_in_the_chosen_language() -> None:
    widget = PyramidWidget(number=1, rules="classic", lang="nl")
    for _ in range(24):
        widget.play("draw")
    before = widget.game.to_json()
    send(widget, {"type": "tap", "where": "S"})
    assert widget.board["message"] == {
        "text": "Omdraaien kan niet: geen rondes meer over: dit is ronde 1 van 1", "kind": "error"
    }
    assert widget.game.to_json() == before


def test_an_empty_stock_says_the_engine_reason_it_cannot_be_turned_over() -> None:
    widget = PyramidWidget(number=1, rules="tuts-tomb")  # unlimited passes, but a pass must remove a card
    while widget.game.stock:
        widget.play("draw")
    with pytest.raises(IllegalMoveError) as refused:
        widget.game.parse_move("recycle")
    send(widget, {"type": "draw"})
    assert widget.board["message"] == {"text": as_sentence(refused.value.describe("en")), "kind": "error"}
    assert refused.value.reason == "cannot_recycle" and refused.value.facts["cause"].code == "idle_pass"


def test_a_new_deal_stops_the_solution_being_played() -> None:
    widget = PyramidWidget(number=1)
    widget.play_solution(delay=0.05)
    while len(widget.game.history) < 2:
        widget._stop.wait(0.05)
    widget.load_number(3)  # while the player waits for its next move
    assert not widget.playing
    widget._stop.wait(0.3)
    assert widget.game.deal.number == 3 and widget.game.history == ()


def test_every_language_has_every_string() -> None:
    """Every string in every language, with the same fields (a language may need a word for one where
    another needs none: Finnish counts "0/1 siirtoa" as "0/3 siirtoa")."""
    from pyramid_solitaire.i18n import STRINGS

    def fields(template: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}

    keys = set(STRINGS["en"])
    for lang, strings in STRINGS.items():
        assert set(strings) == keys, lang
        for key, value in strings.items():
            assert value.strip() and fields(value) == fields(STRINGS["en"][key]), (lang, key)


def test_hint_highlights_the_suggested_cards(widget: PyramidWidget) -> None:
    from pyramid_solitaire.solver import hint

    send(widget, {"type": "hint"})
    move = hint(widget.game).move
    assert move is not None and widget.board["hint"] == (list(move.where) if move.removes else ["draw"])
    assert widget.board["message"]["kind"] == "hint" and not widget.game.history


def test_hint_for_a_draw_points_at_the_draw_action_in_the_chosen_language() -> None:
    widget = PyramidWidget(number=1, lang="fi")
    widget.play("As+Qh")
    widget.play("3c+Ts")
    while widget.hint() is not None and widget.hint().removes:  # type: ignore[union-attr]
        widget.step()
    move = widget.hint()
    assert move is not None and move.kind in ("draw", "recycle")
    assert widget.board["hint"] == ["draw"]  # the Draw button, not the face-up stock card
    assert widget.board["message"]["text"] in ("Vihje: Nosta", "Vihje: käännä poistopino")


def test_new_winnable_deal_is_winnable() -> None:
    from pyramid_solitaire.solver import solve

    widget = PyramidWidget(number=1, rules="classic")
    game = widget.new_deal(winnable=True, rules="standard")
    assert game.deal.number is not None and game.rules.name == "standard"
    assert solve(game.copy()).status == "winnable"
    send(widget, {"type": "new"})  # the "winnable deals only" toggle is on by default
    assert widget.wait(60)  # the search for a winnable number runs in a worker thread, like a hint
    assert widget.game is not game and solve(widget.game.copy()).status == "winnable"


def test_rules_selector_keeps_the_deal_number_across_decks(widget: PyramidWidget) -> None:
    send(widget, {"type": "rules", "name": "spanish"})
    assert widget.game.deal.number == 1 and widget.game.rules.name == "spanish"
    assert widget.board["pyramid"][0]["suit"] in "OCEB" and len(widget.board["pyramid"]) == 28
    send(widget, {"type": "rules", "name": "pharaoh"})
    assert widget.game.deal.number == 1 and len(widget.board["pyramid"]) == 55


def test_a_face_down_stock_draws_even_with_a_card_selected() -> None:
    widget = PyramidWidget(number=1, rules="waste-only")
    send(widget, {"type": "tap", "where": "P21"})
    send(widget, {"type": "tap", "where": "S"})
    assert [move.code for move in widget.game.history] == ["draw"] and widget.board["selected"] == []


def test_play_solution_without_threads_plays_between_other_work(
    widget: PyramidWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As under Pyodide: the moves are played by a task of the event loop."""
    from pyramid_solitaire import widget as widget_module

    monkeypatch.setattr(widget_module, "_threadless_loop", asyncio.get_running_loop)

    async def run() -> list[int]:
        threads = threading.active_count()
        widget.play_solution(delay=0.05)
        assert threading.active_count() == threads
        seen = []
        while widget.playing:
            seen.append(len(widget.game.history))
            await asyncio.sleep(0.005)
        return seen

    async def pause() -> int:
        widget.load_number(1)
        widget.play_solution(delay=0.05)
        await asyncio.sleep(0.12)
        widget.handle_message({"type": "pause"})
        played = len(widget.game.history)
        await asyncio.sleep(0.2)
        return played

    results: list[object] = []

    def in_a_fresh_loop() -> None:  # the test process may already run a loop in its main thread
        try:
            results.extend([asyncio.run(run()), asyncio.run(pause())])
        except BaseException as exc:
            results.append(exc)

    worker = threading.Thread(target=in_a_fresh_loop)
    worker.start()
    worker.join(timeout=60)
    assert len(results) == 2, results
    seen, played = results
    assert isinstance(seen, list) and len(set(seen)) > 3  # the loop ran while the moves were played
    assert widget.playing is False and widget.outcome() is None and len(widget.game.history) == played


def test_step_says_when_the_solver_ran_out_of_time(widget: PyramidWidget, monkeypatch: pytest.MonkeyPatch) -> None:
    from types import SimpleNamespace

    from pyramid_solitaire import widget as widget_module

    asked: list[float] = []

    from pyramid_solitaire.solver import finish

    def slow_solve(game: Game, max_seconds: float, stop: threading.Event) -> Generator[None, None, SimpleNamespace]:
        asked.append(max_seconds)
        yield  # a search in slices, out of time
        return SimpleNamespace(status="unknown", moves=[])

    monkeypatch.setattr(widget_module, "_solver", lambda name: {"solve_steps": slow_solve, "finish": finish}[name])
    send(widget, {"type": "step"})
    assert asked == [widget_module.SOLVER_SECONDS]
    assert widget.board["message"] == {"text": "The solver found no answer in time", "kind": "error"}
    assert not widget.game.history


def test_a_stray_value_error_while_acting_is_shown_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    widget = PyramidWidget(number=1)

    def broken(*_args: object) -> None:
        raise ValueError("the board could not do that")

    monkeypatch.setattr(widget, "_draw", broken)
    widget.handle_message({"type": "draw"})
    assert widget.board["message"] == {"text": "The board could not do that", "kind": "error"}
    assert widget.game.history == ()


@pytest.mark.parametrize("number", ["²", "9" * 5000, "-3", 1.5, True])
def test_a_bad_deal_number_is_refused_in_the_board_language(number: object) -> None:
    widget = PyramidWidget(number=1, lang="de")
    widget.handle_message({"type": "new", "number": number})
    said = widget.board["message"]
    assert said["kind"] == "error" and said["text"].endswith(" ist keine Spielnummer: eine Spielnummer ist eine ganze Zahl ab 1")
    assert said["text"].startswith(repr(number)[:20]) and len(said["text"]) < 200  # what was typed, shortened
    assert widget.game.deal.number == 1


@pytest.mark.parametrize("number", ["0", -4, 2**63, "99999999999999999999", "9" * 50, "9" * 4000])
def test_a_deal_number_out_of_range_is_refused_with_the_range_named(number: object) -> None:
    widget = PyramidWidget(number=1)
    widget.handle_message({"type": "new", "number": number})
    text = widget.board["message"]["text"]
    assert text.endswith("is out of range: deal numbers run from 1 to 9,223,372,036,854,775,807"), text
    assert widget.game.deal.number == 1


def test_any_deal_number_the_engine_deals_can_be_typed() -> None:
    widget = PyramidWidget(number=1)
    widget.handle_message({"type": "new", "number": "99999999999"})
    assert widget.game.deal.number == 99_999_999_999 and widget.board["message"]["kind"] != "error"


def test_naming_one_place_twice_says_so() -> None:
    widget = PyramidWidget(number=1)
    widget.handle_message({"type": "move", "where": ["P26", "P26"]})
    assert widget.board["message"] == {
        "text": "'P26+P26' names the same position twice: a card cannot pair with itself", "kind": "error"
    }


def test_a_second_tap_moves_deselects_or_pairs() -> None:
    widget = PyramidWidget(number=1)
    send(widget, {"type": "tap", "where": "P21"})  # As
    send(widget, {"type": "tap", "where": "P21"})  # the same card again: deselected
    assert widget.board["selected"] == [] and widget.board["message"]["text"] == ""
    send(widget, {"type": "tap", "where": "P21"})
    send(widget, {"type": "tap", "where": "P23"})  # 3c: As+3c do not sum, the selection moves
    assert widget.board["selected"] == ["P23"] and widget.board["message"]["kind"] == "info"
    send(widget, {"type": "tap", "where": "P0"})  # a covered card: refused, the selection stays
    assert widget.board["selected"] == ["P23"] and widget.board["message"]["kind"] == "error"
    send(widget, {"type": "tap", "where": "P26"})  # Ts: 3c+Ts make 13
    assert widget.game.history[-1].code == "3c+Ts" and widget.board["selected"] == []


def test_a_game_in_progress_left_for_other_rules_or_a_deal_is_said_and_only_then() -> None:
    widget = PyramidWidget(number=5, lang="de")
    widget.handle_message({"type": "rules", "name": "tuts-tomb"})  # no move yet: nothing is lost
    assert widget.board["message"]["text"] == ""
    widget.play("draw")
    widget.play("draw")
    widget.handle_message({"type": "new", "number": "9"})
    assert widget.board["message"]["text"] == "Ein neues Spiel: das vorige wurde nach 2 Zügen abgebrochen"
    assert widget.session.played == 1


def test_a_finished_game_or_the_same_game_given_again_is_not_said_to_be_left() -> None:
    widget = PyramidWidget(Game.from_number(1, "classic"))
    for _ in range(24):
        widget.play("draw")
    widget.play("As+Qh")
    widget.play("3c+Ts")
    assert widget.outcome() is not None  # over: nothing is left unfinished
    widget.load_number(2)
    assert widget.board["message"]["text"] == ""
    widget.play("draw")
    widget.game = widget.game  # the same game: nothing left
    assert widget.board["message"]["text"] == ""


def test_a_new_game_while_the_review_shows_a_move_is_played_at_once() -> None:
    for leave in ({"type": "new", "number": "5"}, {"type": "rules", "name": "classic"}, {"type": "passes", "value": "1"}):
        widget = PyramidWidget(number=1)
        for code in ("As+Qh", "draw", "draw"):
            widget.play(code)
        widget.review()
        widget.show_move(2)
        widget.handle_message(leave)
        assert widget.study == {} and not widget.game.history
        widget.handle_message({"type": "tap", "where": "P21"})
        assert widget.board["selected"] == ["P21"], leave  # not refused as a position of the review
        widget.play("draw")
        assert len(widget.game.history) == 1


def test_a_language_chosen_by_a_view_keeps_the_boards_message() -> None:
    widget = PyramidWidget(number=1)
    widget.hint()
    widget.handle_message({"type": "lang", "lang": "de"})
    assert widget.board["message"]["text"] == "Tipp: A♠+Q♥" and widget.board["hint"] == ["P21", "P27"]
    widget.handle_message({"type": "lang", "lang": "xx"})
    assert widget.lang == "de" and widget.board["message"]["text"].startswith("lang='xx': unbekannte Sprache")


@pytest.mark.parametrize(
    ("message", "named"),
    [
        ({"type": "passes", "value": "0"}, "passes='0': gib die Zahl der Durchgänge"),
        ({"type": "passes", "value": "10000"}, "passes='10000'"),
        ({"type": "rules", "name": "bogus"}, "Unbekannte Regelvorgabe 'bogus'"),
    ],
)
def test_a_views_bad_choice_is_refused_by_name_and_changes_nothing(message: dict[str, str], named: str) -> None:
    widget = PyramidWidget(number=1, lang="de")
    widget.play("As+Qh")
    game = widget.game.to_json()
    widget.handle_message(message)
    assert widget.board["message"]["kind"] == "error" and widget.board["message"]["text"].startswith(named)
    assert widget.game.to_json() == game


def test_other_rules_keep_a_custom_deal_where_its_cards_fit() -> None:
    deal = Deal.from_number(3)
    widget = PyramidWidget(deal=str(deal))
    widget.handle_message({"type": "rules", "name": "classic"})
    assert widget.game.deal == deal and widget.game.rules.name == "classic"
    widget.handle_message({"type": "rules", "name": "pharaoh"})  # 104 cards: these 52 cannot be dealt
    assert widget.game.rules.name == "pharaoh" and widget.game.deal.number is not None
    assert widget.board["message"] == {"text": "A new deal: the pharaoh rules play with another deck", "kind": "info"}
