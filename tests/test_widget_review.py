"""The widget's game review and Why?, through the messages the views send (no browser)."""

from __future__ import annotations

import importlib
import re

import pytest
from conftest import reviewed_widget
from test_widget_busy import HARD

from pyramid_solitaire import Game, IllegalMoveError, PyramidError
from pyramid_solitaire.i18n import STRINGS, render
from pyramid_solitaire.moves import Move
from pyramid_solitaire.names import LANGUAGES
from pyramid_solitaire.solver import explain, hint, play_greedy, review, solve
from pyramid_solitaire.view import as_sentence
from pyramid_solitaire.widget import PyramidWidget

review_module = importlib.import_module("pyramid_solitaire.solver.review")


def greedy_board(lang: str = "en") -> PyramidWidget:
    game = Game.from_number(3, "classic")
    play_greedy(game)
    return PyramidWidget(game, lang=lang)


def test_review_message_fills_the_strip_with_one_mark_per_move() -> None:
    board = greedy_board()
    assert board.study == {}
    board.handle_message({"type": "review"})
    assert board.wait(60)  # the review runs in a worker thread, like a hint
    expected = review(board.game)
    assert [mark["mark"] for mark in board.study["marks"]] == [mark.mark for mark in expected.marks]
    assert [mark["n"] for mark in board.study["marks"]] == list(range(1, len(board.game.history) + 1))
    assert board.study["losing"] == expected.losing_move == 12
    assert board.study["summary"] == str(expected)
    assert board.study["marks"][11]["label"] == "Move 12, 10♥+3♣: threw the win away"
    assert "board" not in board.study


def test_a_mark_shows_the_position_before_it_read_only_with_the_better_move() -> None:
    board = greedy_board()
    board.handle_message({"type": "review"})
    assert board.wait(60)
    moves = board.game.history
    board.handle_message({"type": "review_show", "move": 12})
    shown = board.study["board"]
    assert board.study["shown"] == 12
    before = Game(board.game.deal, board.game.rules)
    for move in moves[:11]:
        before.play(move)
    assert [entry.get("code") for entry in shown["pyramid"]] == [None if c is None else str(c) for c in before.pyramid]
    assert shown["selected"] == list(moves[11].where)
    better = review(board.game).better[0]
    assert shown["hint"] == list(better.where)
    assert "glowing cards keep the win" in shown["message"]["text"]
    # read-only: a tap or a draw changes nothing and says why
    for message in ({"type": "tap", "where": "P6"}, {"type": "draw"}, {"type": "hint"}):
        board.handle_message(message)
        assert board.game.history == moves
        assert board.study["board"]["message"] == {
            "text": "This is a position from the review: go back to the game to play", "kind": "error"}
    # the buttons say so: Undo takes the game back to the position shown, Redo and Draw are refused
    assert (shown["can_undo"], shown["can_redo"], shown["can_draw"]) == (True, False, False)
    # another move: no better move shown
    board.handle_message({"type": "review_show", "move": 3})
    assert board.study["board"]["hint"] == [] and board.study["shown"] == 3
    # back to the game
    board.handle_message({"type": "review_leave"})
    assert board.study == {}


def test_undo_goes_back_to_the_game_and_playing_on_drops_the_review() -> None:
    board = greedy_board()
    board.review()
    board.handle_message({"type": "undo"})  # no position shown: one move undone
    assert len(board.game.history) == len(review(board.game).marks)
    assert board.study == {}  # the review was of the longer game
    board.review()
    assert board.study["marks"]
    board.handle_message({"type": "draw"})
    assert board.study == {} or "marks" not in board.study


def test_why_shows_the_explanation_in_the_board_language_and_names_its_cards() -> None:
    board = greedy_board("de")
    board.handle_message({"type": "why"})
    assert board.wait(60)  # the explanation is searched in a worker thread, like a hint
    expected = explain(board.game)
    assert board.study["why"]["kind"] == expected.kind == "stuck_waste"
    assert board.study["why"]["text"] == expected.describe("de")
    texts = set()
    for lang in LANGUAGES:
        board.lang = lang
        texts.add(board.study["why"]["text"])
        assert board.study["why"]["text"] == expected.describe(lang)
    assert len(texts) == len(LANGUAGES)
    dead = PyramidWidget(number=22, rules="classic")
    dead.why()
    assert dead.study["why"]["places"] == ["P2", "P4", "P8", "P19", "P25"]
    dead.handle_message({"type": "draw"})  # the position changed: the explanation goes
    assert "why" not in dead.study


def test_review_strings_read_in_every_language_and_bad_input_is_refused() -> None:
    board = greedy_board()
    board.review()
    labels = set()
    for lang in LANGUAGES:
        board.lang = lang
        labels.add(board.study["marks"][11]["label"])
        assert board.strings["review"] and board.strings["why"]
    assert len(labels) == len(LANGUAGES)
    board.lang = "en"
    for number in (0, 99, "12", True):
        with pytest.raises(PyramidError, match="number="):
            board.show_move(number)  # type: ignore[arg-type]
    board.handle_message({"type": "review_show", "move": "12"})
    assert board.board["message"] == {"text": "Ignored an unreadable action", "kind": "error"}
    fresh = PyramidWidget(number=1)
    fresh.handle_message({"type": "review"})
    assert fresh.board["message"]["text"] == "No move has been played yet: there is nothing to review"
    with pytest.raises(PyramidError, match="review the game first"):
        fresh.show_move(1)


def test_a_review_asked_by_a_view_is_busy_says_its_progress_and_cancel_stops_it(monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    started, progress_said = threading.Event(), threading.Event()
    real_review_steps = review_module.review_steps

    def slow_review(game, **options):  # type: ignore[no-untyped-def]
        options["on_progress"](1, 33)  # the widget says the progress
        progress_said.set()
        started.set()
        assert options["stop"].wait(30)  # until Cancel sets the stop event
        return (yield from real_review_steps(game, max_states=0))

    monkeypatch.setattr(review_module, "review_steps", slow_review)
    board = greedy_board()
    moves = board.game.history
    board.handle_message({"type": "review"})
    assert started.wait(30) and progress_said.is_set()
    assert board.busy == {"kind": "review", "ignored": 0}
    assert board.board["message"]["text"] == "Reviewing the game: 1 search made, 33 positions still open (Cancel stops it)"
    board.handle_message({"type": "draw"})  # ignored while the review runs
    assert board.busy["ignored"] == 1 and board.game.history == moves
    board.handle_message({"type": "cancel"})
    assert board.wait(30)
    assert board.busy == {} and board.study == {} and board.game.history == moves
    assert board.board["message"]["text"] == "Search cancelled"
    for thread in threading.enumerate():
        if thread.name == "pyramid-review":
            thread.join(30)  # the review, stopped, ends and changes nothing
    assert board.study == {} and board.busy == {} and board.game.history == moves


def test_show_me_the_search_steps_through_the_best_line_read_only() -> None:
    board = PyramidWidget(number=1, rules="classic")
    board.handle_message({"type": "why"})
    assert board.wait(60)
    found = explain(board.game)
    assert board.study["why"]["kind"] == found.kind == "search" and "line" not in board.study
    assert board.study["why"]["line_moves"] == len(found.moves) > 0  # the view offers the line
    board.handle_message({"type": "why_line", "step": 0})
    line = board.study["line"]
    assert line == {"step": 0, "length": len(found.moves), "states": found.states}
    assert board.study["board"]["hint"] == list(found.moves[0].where)
    board.handle_message({"type": "why_line", "step": 2})
    along = board.game.copy()
    for move in found.moves[:2]:
        along.play(move)
    shown = board.study["board"]
    assert [entry.get("code") for entry in shown["pyramid"]] == [None if c is None else str(c) for c in along.pyramid]
    following = found.moves[2].pretty if found.moves[2].removes else "a draw"  # a draw is said in words, not as its button
    name = "The line that removes the most cards" if found.reason.facts["line"].facts.get("variant") is None else (
        "The best line a short search found")
    assert shown["message"]["text"] == f"{name}, after 2 of its {len(found.moves)} moves: next comes {following}"
    board.handle_message({"type": "tap", "where": "P21"})  # read-only
    assert board.game.history == () and "go back to the game" in board.study["board"]["message"]["text"]
    board.handle_message({"type": "why_line", "step": 999})
    assert board.board["message"]["kind"] == "error" and board.study["line"]["step"] == 2
    with pytest.raises(PyramidError, match="step="):
        PyramidWidget(number=22, rules="classic").show_line(0)  # a dead card: no search to show
    board.handle_message({"type": "review_leave"})
    assert board.study == {} and board.game.history == ()


@pytest.mark.parametrize("lang", ["de", "nl", "fi"])
def test_moves_in_the_review_and_the_line_read_as_on_the_board_in_the_players_language(lang: str) -> None:
    board = greedy_board(lang)
    board.review()
    draws = [mark for mark, move in zip(board.study["marks"], board.game.history, strict=True) if move.kind == "draw"]
    assert draws and board.study["marks"][11]["label"].split(":")[0].endswith("12, 10♥+3♣")
    for mark in board.study["marks"]:
        assert "draw" not in mark["label"] and not re.search(r"\b[2-9TJQKA][cdhs]\b", mark["label"]), mark["label"]
    board.show_move(12)
    assert "10♥+3♣" in board.study["board"]["message"]["text"]
    lined = PyramidWidget(number=1, rules="classic", lang=lang)
    lined.why()
    for step, move in enumerate(explain(lined.game).moves[:6]):
        lined.show_line(step)
        said = lined.study["board"]["message"]["text"]
        assert "draw" not in said and (not move.removes or move.pretty in said), said
        # a position of the line is no game's: Undo, Redo and Draw are all refused, and disabled
        assert [lined.study["board"][key] for key in ("can_undo", "can_redo", "can_draw")] == [False, False, False]


def test_a_drawn_card_in_a_sentence_reads_in_its_language() -> None:
    for lang in ("de", "nl", "fi"):
        said = render("explain_winnable", {"n": 3, "move": Move("draw")}, lang)
        assert STRINGS[lang]["said_draw"] in said and "draw" not in said, said
        assert STRINGS[lang]["recycle"] in render("msg_hint", {"move": Move("recycle")}, lang)


@pytest.mark.parametrize("lang", ["de", "nl", "fi"])
def test_a_views_review_message_out_of_range_is_refused_in_the_players_language(lang: str) -> None:
    board = PyramidWidget(number=1, rules="classic", lang=lang)
    board.handle_message({"type": "review_show", "move": 3})  # no review yet
    with pytest.raises(PyramidError) as no_review:
        board.show_move(3)
    refused = board.board["message"]
    assert refused == {"text": as_sentence(no_review.value.describe(lang)), "kind": "error"} and "3" in refused["text"]
    board.why()
    board.handle_message({"type": "why_line", "step": 999})
    with pytest.raises(PyramidError) as no_step:
        board.show_line(999)
    assert board.board["message"]["text"] == as_sentence(no_step.value.describe(lang)) and "999" in no_step.value.describe(lang)
    assert "line" not in board.study and board.game.history == ()


def test_a_review_that_fails_never_leaves_the_board_busy(monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    board = greedy_board()
    moves = board.game.history
    faults: list[BaseException] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: faults.append(args.exc_value))

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a fault of the program")

    monkeypatch.setattr(review_module, "review_steps", broken)
    board.handle_message({"type": "review"})
    assert board.wait(30) and board.busy == {} and board.game.history == moves
    assert [str(fault) for fault in faults] == ["a fault of the program"]  # not swallowed: the thread reports it
    board.handle_message({"type": "tap", "where": "P6"})  # the board takes actions again
    assert board.busy == {} and board.board["message"]["text"] != render("msg_busy_ignored", {}, "en")


def test_why_asked_by_a_view_on_a_hard_deal_is_busy_and_cancel_stops_it() -> None:
    board = PyramidWidget(**HARD)  # the search cannot decide it within its time limit
    board.handle_message({"type": "why"})
    assert board.busy == {"kind": "why", "ignored": 0} and board.study == {}  # the kernel answers meanwhile
    board.handle_message({"type": "tap", "where": "P54"})
    assert board.busy["ignored"] == 1 and board.board["selected"] == []
    board.handle_message({"type": "cancel"})
    assert board.wait(30) and board.busy == {} and board.study == {}
    assert board.board["message"]["text"] == "Search cancelled" and board.game.history == ()


def test_why_asked_by_a_view_shows_when_its_search_ends() -> None:
    board = PyramidWidget(number=22, rules="classic", lang="nl")
    board.handle_message({"type": "why"})
    assert board.wait(60) and board.busy == {}
    assert board.study["why"]["kind"] == "dead_card" and board.study["why"]["text"].startswith("9♥ op P2")


def test_undo_on_a_position_the_review_shows_takes_the_game_back_to_it_to_play_from() -> None:
    board = greedy_board()
    played = board.game.history
    board.review()
    board.handle_message({"type": "review_show", "move": 12})  # the losing move, 10♥+3♣
    board.handle_message({"type": "undo"})
    assert board.game.history == played[:11] and "board" not in board.study and board.board["can_redo"]
    board.handle_message({"type": "tap", "where": "P6"})  # the position is the live game's now: 10♥ is selected
    assert board.board["selected"] == ["P6"] and board.board["message"]["kind"] != "error"
    board.handle_message({"type": "redo"})
    assert board.game.history == played[:12]


def test_without_threads_review_and_why_run_in_slices_of_the_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """As under Pyodide: no thread starts; the loop turns between slices, so Cancel is read."""
    import asyncio

    from test_widget_busy import turning_while_searching, without_threads

    async def main() -> tuple[int, dict[str, object], dict[str, object], str]:
        hard = PyramidWidget(**HARD)  # its search cannot end within the time limit
        task, turns = await turning_while_searching(hard, {"type": "why"})
        busy = dict(hard.busy)
        hard.handle_message({"type": "cancel"})
        await asyncio.wait_for(task, 30)
        board = greedy_board()
        review_task, _ = await turning_while_searching(board, {"type": "review"})
        await asyncio.wait_for(review_task, 60)
        return turns, busy, hard.study, str(board.study.get("losing"))

    turns, busy, hard_study, losing = without_threads(monkeypatch, main)
    assert turns == 5 and busy == {"kind": "why", "ignored": 0} and hard_study == {} and losing == "12"


@pytest.mark.parametrize(("lang", "words", "button"), [("en", "draw", "Draw"), ("de", "Ziehen", "Ziehen"),
                                                      ("nl", "trekken", "Trekken"), ("fi", "nosto", "Nosta")])
def test_a_draw_within_a_sentence_is_written_as_words_and_a_hint_names_its_button(lang: str, words: str, button: str) -> None:
    said = render("explain_winnable", {"n": 3, "move": Move("draw")}, lang)
    assert said.endswith(f" {words}."), said
    assert render("msg_hint", {"move": Move("draw")}, lang).endswith(f": {button}")
    assert render("msg_hint", {"move": Move("draw", pile=2)}, lang) == render("msg_hint", {"move": STRINGS[lang]["draw_pile"].format(n=2)}, lang)


@pytest.mark.parametrize(("number", "rules", "kind"), [(18, "standard", "pyramid_alone"), (22, "classic", "dead_card")])
def test_a_line_is_offered_with_a_lost_explanation_only_when_it_has_one(number: int, rules: str, kind: str) -> None:
    board = PyramidWidget(number=number, rules=rules)
    found = board.why()
    assert found.kind == kind and board.study["why"]["line_moves"] == len(found.moves)
    if found.moves:  # proved at once: the line that removes the most cards is still there to step through
        board.show_line(1)
        assert board.study["line"]["step"] == 1
    else:
        with pytest.raises(PyramidError):
            board.show_line(0)
        assert "line" not in board.study


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_hint_on_a_lost_deal_says_it_cannot_be_won_beside_the_move_it_shows(lang: str) -> None:
    board = PyramidWidget(number=22, lang=lang)  # a dead 9♥: lost from the start
    move = board.hint()
    found = hint(board.game)
    assert found.winnable is False and move == found.move and board.board["hint"] == list(move.where)
    assert board.board["message"] == {"text": found.describe(lang), "kind": "hint"}
    assert move.pretty in board.board["message"]["text"]


def test_undo_on_a_reviewed_position_takes_the_game_back_there_and_says_so() -> None:
    board = PyramidWidget(number=1, lang="de")
    for move in solve(board.game).moves[:5]:
        board.play(move)
    board.review()
    board.show_move(2)
    moves = list(board.game.history)
    assert board.undo() == moves[1]  # the move before the position shown, taken back with the later ones
    assert list(board.game.history) == moves[:1]
    assert board.board["message"]["text"] == "Spiel bis vor Zug 2 zurückgenommen: Wiederholen spielt die 4 Züge erneut"
    board.redo()
    assert len(board.game.history) == 2


def test_undo_on_a_position_of_the_search_line_is_refused_and_changes_nothing() -> None:
    board = PyramidWidget(number=1, rules="classic")
    board.play("As+Qh")
    board.play("draw")
    board.why()
    board.show_line(3)
    with pytest.raises(IllegalMoveError, match="on the search's line"):
        board.undo()
    board.handle_message({"type": "undo"})
    assert len(board.game.history) == 2 and board.study["line"]["step"] == 3


def test_a_line_shown_after_a_reviewed_position_replaces_it_and_undo_is_refused_there() -> None:
    board = PyramidWidget(number=1, rules="classic")
    for move in ("As+Qh", "draw", "draw"):
        board.play(move)
    board.review()
    board.show_move(2)
    board.why()
    board.show_line(1)  # one position shown at a time: the line's
    assert board.study.get("shown") is None and board.study["line"]["step"] == 1
    board.handle_message({"type": "undo"})
    assert len(board.game.history) == 3  # nothing taken back
    assert board.study["board"]["message"]["text"] == "This is a position on the search's line: go back to the game to play"
    board.leave_review()
    assert board.board["message"]["kind"] != "error"  # the refusal was said on the line's board, not the game's
    board.review()
    board.show_move(3)
    assert "line" not in board.study and board.study["shown"] == 3


def test_a_shown_position_redrawn_in_another_language_is_no_news_and_the_next_one_is() -> None:
    board = reviewed_widget(2)
    assert "said_before" not in board.study["board"]["message"]
    board.lang = "de"
    assert board.study["board"]["message"]["said_before"] is True
    assert board.study["board"]["message"]["text"].startswith("Vor Zug 2")
    board.show_move(3)
    assert "said_before" not in board.study["board"]["message"]
