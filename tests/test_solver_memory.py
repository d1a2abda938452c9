"""The solver's memory: the depth-first search stops at its cap with an honest ``unknown``, and the
caches that start again when full change no answer."""

from __future__ import annotations

import random

import pytest
from test_solver import replay_wins

from pyramid_solitaire import Game
from pyramid_solitaire.solver import solve
from pyramid_solitaire.solver.pyramid import PyramidFacts, pack_counts
from pyramid_solitaire.solver.search import CHECK_EVERY


def test_the_depth_first_search_stops_at_its_memory_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    assert solve(1, "classic").status == "unwinnable"  # some 4,300 positions
    monkeypatch.setattr("pyramid_solitaire.solver.search.DECIDE_MAX_POSITIONS", 1_000)
    capped = solve(1, "classic")
    assert capped.status == "unknown" and capped.limit == "memory cap of 1,000 positions reached"
    assert 1_000 < capped.peak_table_size <= 1_000 + CHECK_EVERY
    assert "memory cap" in str(capped)


def test_the_cap_holds_inside_the_shortest_win_search_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("pyramid_solitaire.solver.search.DECIDE_MAX_POSITIONS", 1_000)
    game = Game(4, "apophis")  # the win is found within the cap, the one-pass search for a shorter one is not
    assert solve(game).status == "winnable"
    cut = solve(game, optimal=True)
    assert cut.status == "winnable" and cut.limit == "memory cap of 1,000 positions reached"
    assert replay_wins(game, cut.moves)


CASES = [
    ("classic", 1),
    ("classic", 6),
    ("classic", 8),
    ("tuts-tomb", 3),
    ("tuts-tomb", 5),
    ("pharaoh", 2),
    ("apophis", 4),
    ("standard", 8),
]


@pytest.mark.parametrize(("preset", "number"), CASES)
def test_caches_that_start_again_change_no_verdict(monkeypatch: pytest.MonkeyPatch, preset: str, number: int) -> None:
    full = solve(number, preset)
    monkeypatch.setattr("pyramid_solitaire.solver.pyramid.CLEARABLE_CACHE_MOST", 40)
    monkeypatch.setattr("pyramid_solitaire.solver.linear.PRESENT_CACHE_MOST", 40)
    small = solve(number, preset)
    assert small.status == full.status != "unknown"
    if small.status == "winnable":
        assert replay_wins(Game(number, preset), small.moves)


def test_the_relaxation_answers_alike_with_a_cache_that_starts_again(monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game(5)
    stock = [card.rank for card in game.stock]
    shape = PyramidFacts(game.rules, game.pyramid, stock)
    rng = random.Random(7)
    cases = []
    for _ in range(300):  # a pyramid with some free cards taken, one by one, and some cards at hand
        pmask = shape.mask
        for _ in range(rng.randrange(8, 24)):
            free = [i for i in range(shape.size) if pmask >> i & 1 and not pmask & shape.covered_mask[i]]
            pmask &= ~(1 << rng.choice(free))
        cases.append((pmask, pack_counts(rng.sample(stock, rng.randrange(4, 20)))))

    def answers() -> list[bool]:
        facts = PyramidFacts(game.rules, game.pyramid, stock)
        return [facts.clearable(pmask, supply, budget=1 << 30) for pmask, supply in cases]

    expected = answers()
    monkeypatch.setattr("pyramid_solitaire.solver.pyramid.CLEARABLE_CACHE_MOST", 25)
    assert answers() == expected
    assert True in expected and False in expected


@pytest.mark.parametrize(("preset", "number"), [("standard", 1), ("classic", 2), ("tuts-tomb", 3), ("apophis", 4)])
def test_a_solve_leaves_no_reference_cycle_behind(preset: str, number: int) -> None:
    """The models (and their caches, which can be large) go as soon as a solve returns, without
    waiting for the garbage collector: nothing a solve makes holds itself in a cycle."""
    import gc

    gc.collect()
    gc.disable()
    try:
        assert solve(number, preset, optimal=True).status != "unknown"
        assert solve(number, preset).status != "unknown"
        gc.set_debug(gc.DEBUG_SAVEALL)  # what the collector frees now is kept in gc.garbage to look at
        gc.collect()
        kinds = {type(thing).__name__ for thing in gc.garbage}
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    assert not kinds & {"LinearModel", "PilesModel", "PyramidFacts"}, kinds
