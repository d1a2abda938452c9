"""The solver off the kernel's main thread: a busy board, taps ignored and said, Cancel, threadless slices."""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

import pytest

from pyramid_solitaire import Rules
from pyramid_solitaire.widget import PyramidWidget

_T = TypeVar("_T")
HARD = {"number": 1, "rules": Rules(rows=10, decks=2, passes=1)}  # pharaoh, one pass: not decided within the limit


def wait_until(condition, timeout: float = 30) -> bool:  # type: ignore[no-untyped-def]
    done = threading.Event()
    for _ in range(int(timeout / 0.01)):
        if condition():
            return True
        done.wait(0.01)
    return bool(condition())


def test_a_views_hint_on_a_hard_deal_leaves_the_kernel_free_and_the_board_busy_until_cancel() -> None:
    widget = PyramidWidget(**HARD)
    before = widget.game.to_json()
    widget.handle_message({"type": "hint"})  # returns at once: the search runs in a worker thread
    job = widget._job
    assert job is not None and isinstance(job.runner, threading.Thread) and job.runner.is_alive()
    assert widget.busy == {"kind": "hint", "ignored": 0}
    assert widget.board["message"]["text"] == "The solver is searching… (Cancel stops it)"
    assert widget._lock.acquire(timeout=5), "the search holds the widget's lock"
    widget._lock.release()

    king = widget.game.rules.king_rank
    free = next(where for where, card in widget.game.available_cards() if where.startswith("P") and card.rank != king)
    widget.handle_message({"type": "tap", "where": free})  # ignored while the solver holds the game, and said
    widget.handle_message({"type": "draw"})
    assert widget.busy == {"kind": "hint", "ignored": 2}
    assert widget.board["message"] == {"text": "Ignored: the solver is still searching (Cancel stops it)", "kind": "info"}
    assert widget.board["selected"] == [] and widget.game.to_json() == before

    widget.handle_message({"type": "cancel"})
    assert widget.busy == {} and widget.board["message"]["text"] == "Search cancelled"
    job.runner.join(timeout=30)  # generous: it stops within a few hundred states
    assert not job.runner.is_alive()
    assert widget.game.to_json() == before and widget.board["hint"] == []
    widget.handle_message({"type": "tap", "where": free})  # the board takes taps again
    assert widget.board["selected"] == [free]


def test_a_step_found_after_the_game_moved_on_from_python_changes_nothing() -> None:
    widget = PyramidWidget(**HARD)
    widget.handle_message({"type": "step"})
    job = widget._job
    assert job is not None and widget.busy["kind"] == "step"
    widget.load_number(1, "standard")  # a new game from Python stops the search and frees the board
    assert widget.busy == {} and job.stop.is_set()
    assert widget._end_search(job, None) is None  # a late answer is dropped
    assert widget.game.history == () and widget.game.deal.number == 1


def test_playing_the_solution_searches_without_the_lock_and_cancel_stops_it() -> None:
    widget = PyramidWidget(**HARD)
    before = widget.game.to_json()
    widget.play_solution(delay=0.05)
    assert wait_until(lambda: widget.busy.get("kind") == "play")
    assert widget._lock.acquire(timeout=5), "the player searches under the widget's lock"
    widget._lock.release()
    widget.handle_message({"type": "tap", "where": "P27"})
    assert widget.busy["ignored"] == 1
    assert widget.cancel() is True
    assert widget.busy == {} and widget.playing is False
    player = widget._player
    assert isinstance(player, threading.Thread)
    player.join(timeout=30)
    assert not player.is_alive() and widget.game.to_json() == before and widget.busy == {}


def without_threads(monkeypatch: pytest.MonkeyPatch, main: Callable[[], Coroutine[Any, Any, _T]]) -> _T:
    """Run ``main()`` as under Pyodide: the widget finds no threads and runs its searches in the event
    loop. The loop is one of its own in a thread of its own: a browser test earlier in this process
    may have left an event loop running in the main thread."""
    from pyramid_solitaire import widget as widget_module

    async def run() -> _T:
        monkeypatch.setattr(widget_module, "_threadless_loop", asyncio.get_running_loop)
        return await main()

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, run()).result()


async def turning_while_searching(widget: PyramidWidget, message: dict[str, Any]) -> tuple[asyncio.Task[None], int]:
    """Send ``message``; the task of the search it starts (no thread starts), after five turns of the
    loop, and the turns made (a search that held the loop would be over by then: the caller checks)."""
    threads = threading.active_count()
    widget.handle_message(message)
    task = widget._job.runner if widget._job else None
    assert isinstance(task, asyncio.Task) and threading.active_count() == threads
    turns = 0
    while turns < 5:  # the loop keeps turning while the search runs
        await asyncio.sleep(0.01)
        turns += 1
    return task, turns


def test_without_threads_the_search_runs_in_slices_of_the_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """As under Pyodide: no thread starts; the loop turns between slices, so Cancel is read."""

    async def main() -> tuple[int, int, list[str]]:
        widget = PyramidWidget(**HARD)
        task, turns = await turning_while_searching(widget, {"type": "hint"})
        assert widget.busy["kind"] == "hint"
        widget.handle_message({"type": "cancel"})
        await asyncio.wait_for(task, 30)
        easy = PyramidWidget(number=1)
        easy.handle_message({"type": "hint"})
        easy_task = easy._job.runner if easy._job else None
        assert isinstance(easy_task, asyncio.Task)
        await asyncio.wait_for(easy_task, 60)
        return turns, len(widget.game.history), easy.board["hint"]

    turns, played, hinted = without_threads(monkeypatch, main)
    assert turns == 5 and played == 0 and hinted == ["P21", "P27"]


def test_cancel_with_nothing_to_cancel_changes_nothing() -> None:
    widget = PyramidWidget(number=1)
    version = widget.board["version"]
    assert widget.cancel() is False
    widget.handle_message({"type": "cancel"})
    assert widget.board["version"] == version and widget.busy == {}


def test_python_hint_and_step_still_answer_in_the_callers_thread() -> None:
    widget = PyramidWidget(number=1)
    assert widget.hint() is not None and widget.busy == {}
    move = widget.step()
    assert move is not None and widget.game.history == (move,) and widget.busy == {}


def test_a_search_that_fails_never_leaves_the_board_busy(monkeypatch: pytest.MonkeyPatch) -> None:
    from pyramid_solitaire import widget as widget_module

    def missing(name: str) -> None:
        raise ImportError("no solver here")

    monkeypatch.setattr(widget_module, "_solver", missing)
    widget = PyramidWidget(number=1)
    widget.handle_message({"type": "hint"})
    assert widget.wait(30) and widget.busy == {}
    assert widget.board["message"] == {"text": "The solver is not available in this installation", "kind": "error"}

    def broken(name: str) -> None:
        raise RuntimeError("a fault of the program")

    monkeypatch.setattr(widget_module, "_solver", broken)
    with pytest.raises(RuntimeError, match="a fault of the program"):
        widget.step()  # raised to the caller, and the board is free again
    assert widget.busy == {} and widget._job is None and widget.game.history == ()


def test_a_views_winnable_new_deal_searches_busy_and_cancel_keeps_the_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    deals = importlib.import_module("pyramid_solitaire.solver.deals")
    started, release = threading.Event(), threading.Event()
    real = deals.random_winnable_number_steps

    def slow(rules, **options):  # type: ignore[no-untyped-def]
        started.set()
        release.wait(30)  # a search that takes its time
        return (yield from real(rules, **options))

    monkeypatch.setattr(deals, "random_winnable_number_steps", slow)
    widget = PyramidWidget(number=1, rules="classic")
    game = widget.game
    widget.handle_message({"type": "new"})
    assert started.wait(30) and widget.busy == {"kind": "new", "ignored": 0}  # the kernel answers meanwhile
    widget.handle_message({"type": "tap", "where": "P21"})
    assert widget.busy["ignored"] == 1 and widget.game is game
    widget.handle_message({"type": "cancel"})
    release.set()
    assert widget.wait(30) and widget.busy == {} and widget.game is game
    assert widget.board["message"]["text"] == "Search cancelled"
    for thread in threading.enumerate():
        if thread.name == "pyramid-new":
            thread.join(30)  # the search, stopped, ends and deals nothing
    assert widget.game is game
    widget.handle_message({"type": "new"})
    assert widget.wait(60) and widget.game is not game and widget.game.deal.number is not None
    assert widget.game.rules.name == "classic" and str(widget.game.deal.number) in widget.board["deal"]
