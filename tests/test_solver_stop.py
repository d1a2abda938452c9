"""A search can be stopped from another thread, and run in slices by a caller without threads."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from pyramid_solitaire import Game, Rules
from pyramid_solitaire.errors import PyramidError
from pyramid_solitaire.solver import finish, hint, hint_steps, solve, solve_many, solve_steps
from pyramid_solitaire.solver.api import model_for
from pyramid_solitaire.solver.linear import LinearModel
from pyramid_solitaire.solver.pyramid import CHECK_CASES
from pyramid_solitaire.solver.search import (
    BETWEEN_PROBES,
    CHECK_EVERY,
    PROBES_AFTER,
    LimitReached,
    Limits,
    SearchStopped,
    decide,
    decide_steps,
)

HARD = (1, Rules(rows=10, decks=2, passes=1))  # pharaoh with one pass: a deal the solver cannot decide in minutes


def test_a_stop_event_set_from_another_thread_ends_the_search_with_status_unknown() -> None:
    stop = threading.Event()
    found = []
    searching = threading.Event()  # set once the search expands states (past the proofs at its start)

    def search() -> None:
        found.append(solve(Game.from_number(*HARD), max_seconds=600, stop=stop, on_event=lambda _: searching.set()))

    worker = threading.Thread(target=search)
    worker.start()
    searching.wait(30)
    stop.set()
    worker.join(timeout=30)  # a generous bound: without the event it would search for minutes
    assert not worker.is_alive()
    assert found[0].status == "unknown"
    assert found[0].limit == "the search was stopped"
    assert found[0].states > 0


def test_a_stop_event_already_set_stops_a_hint_before_its_fallback_line() -> None:
    stop = threading.Event()
    stop.set()
    tip = hint(Game.from_number(*HARD), stop=stop)
    assert tip.move is None and tip.winnable is None
    assert "stopped" in tip.message


def test_a_stop_event_ends_the_pyramid_relaxation_at_the_start_of_a_search() -> None:
    # The relaxation that may prove the start lost runs before the search expands any state; on
    # this 55-card pyramid it looks at thousands of pyramid masks, unless it heeds the stop event.
    model = model_for(Game.from_number(*HARD))
    stop = threading.Event()
    stop.set()
    with pytest.raises(SearchStopped):
        decide(model, Limits(stop=stop))
    assert len(model.facts.info_by_mask) <= CHECK_CASES


def test_a_hint_under_a_tiny_time_limit_says_it_cannot_tell_rather_than_guess() -> None:
    game = Game.from_number(*HARD)
    tip = hint(game, max_seconds=0.001)
    assert tip.winnable is None
    assert tip.message.startswith("The search stopped before deciding (time limit")
    assert tip.move is None or tip.move in game.legal_moves


def test_the_search_in_slices_yields_and_finds_what_the_search_in_one_go_finds() -> None:
    game = Game.from_number(1, "classic")
    whole = decide(LinearModel(game), Limits())
    search = decide_steps(LinearModel(game), Limits())
    slices = 0
    while True:
        try:
            next(search)
        except StopIteration as done:
            sliced = done.value
            break
        slices += 1
    limits = Limits()
    finish(decide_steps(LinearModel(game), limits))
    assert slices == limits.states // CHECK_EVERY > 0
    assert sliced == whole
    sliced_solution, whole_solution = finish(solve_steps(Game.from_number(1))), solve(Game.from_number(1))
    assert (sliced_solution.status, sliced_solution.moves, sliced_solution.states) == (
        whole_solution.status, whole_solution.moves, whole_solution.states)
    assert finish(hint_steps(Game.from_number(1))).move == hint(Game.from_number(1)).move


def slices_of(search: Iterator[None]) -> tuple[int, Any]:
    """The slices a search in slices takes, and its result."""
    slices = 0
    while True:
        try:
            next(search)
        except StopIteration as done:
            return slices, done.value
        slices += 1


def test_the_shortest_win_is_searched_in_slices_too() -> None:
    """The shortest-path search yields as the depth-first search does: a page without threads keeps
    its event loop turning through it, with the answer of the search in one go."""
    game = Game.from_number(1)
    decided, _ = slices_of(solve_steps(game))
    sliced_slices, sliced = slices_of(solve_steps(game, optimal=True))
    whole = solve(game, optimal=True)
    assert sliced_slices > decided + whole.states // (2 * CHECK_EVERY) > decided
    assert (sliced.status, sliced.moves, sliced.optimal, sliced.states) == (
        whole.status, whole.moves, True, whole.states)


def test_a_sliced_search_stops_between_slices_when_told() -> None:
    stop = threading.Event()
    search = solve_steps(Game.from_number(*HARD), stop=stop)
    next(search)
    next(search)
    stop.set()
    try:
        next(search)
    except StopIteration as done:
        assert done.value.status == "unknown"
    else:
        raise AssertionError("the search went on after its stop event was set")


def test_search_stopped_is_a_limit_reached() -> None:
    stop = threading.Event()
    stop.set()
    limits = Limits(stop=stop)
    try:
        limits.check()
    except SearchStopped as stopped:
        assert str(stopped) == "the search was stopped"
    else:
        raise AssertionError("check() ignored the stop event")


def test_a_time_limit_is_named_as_a_person_writes_it() -> None:
    limits = Limits(max_seconds=0.8 * 0.05)  # a hint's share of a limit: 0.04000000000000001
    limits.started -= 1
    with pytest.raises(LimitReached, match=r"^time limit 0\.04 s reached$"):
        limits.check()


def test_the_time_limit_reads_the_clock_it_is_given() -> None:
    ticks = iter(range(0, 10**9, 100))  # a clock that runs 100 s a look: the first look past the start stops
    cut = solve(Game.from_number(*HARD), max_seconds=10, clock=lambda: next(ticks))
    assert cut.status == "unknown" and cut.limit == "time limit 10 s reached"
    cpu = solve(1, "classic", max_seconds=60, clock=time.process_time)
    assert cpu.status == "unwinnable" and cpu.limit is None


def test_a_clock_that_is_not_a_function_is_refused() -> None:
    with pytest.raises(PyramidError, match=r"^clock=10: give a function that returns seconds"):
        solve(1, max_seconds=1, clock=10)  # type: ignore[arg-type]
    with pytest.raises(PyramidError, match=r"^clock='cpu'"):
        solve_many([1, 2], "standard", workers=1, progress=False, clock="cpu")


@pytest.mark.parametrize("most", [1, 10, 50, 129])
def test_a_search_stops_at_its_state_limit(most: int) -> None:
    found = solve(Game.from_number(1, "classic"), max_states=most)
    assert found.status == "unknown" and found.states == most + 1  # the state past the limit stops it


def test_the_shortest_path_search_stops_at_its_state_limit() -> None:
    found = solve(Game.from_number(1), optimal=True, max_states=300)  # a win found first, then cut short
    assert found.status == "winnable" and found.shortest_unproved and found.states == 301


def test_a_search_taking_turns_with_probes_stops_at_its_state_limit() -> None:
    most = PROBES_AFTER + BETWEEN_PROBES + 150  # just after a probe, off any multiple of 128
    found = solve(Game(2, Rules(rows=10, decks=2, passes=2)), max_states=most)  # two-pass pharaoh: long
    assert found.status == "unknown" and found.states == most + 1


def test_the_limit_a_search_stops_with_is_public_and_reads_in_every_language() -> None:
    from pyramid_solitaire.solver import LimitReached as Public

    assert Public is LimitReached and issubclass(SearchStopped, Public)
    with pytest.raises(Public) as stopped:
        decide(LinearModel(Game.from_number(1, "classic")), Limits(max_states=5))
    assert str(stopped.value) == "state limit 5 reached" and stopped.value.describe("de") != str(stopped.value)


def test_a_search_within_a_budget_stops_at_its_end() -> None:
    from pyramid_solitaire.solver.search import BudgetSpent

    limits = Limits()
    with limits.budget(50), pytest.raises(BudgetSpent):
        decide(LinearModel(Game.from_number(1, "classic")), limits)
    assert limits.states == 51
