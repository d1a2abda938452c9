"""Shortest wins under three waste piles with every card to go (``apophis``): a win that turns the
piles over no more takes exactly the bound's moves (one per King, per pair and per stock card),
so ``solve(..., optimal=True)`` first looks for one under the rules as if the present pass were the
last; when there is none, every win takes a move more."""

from __future__ import annotations

import threading

import pytest
from test_solver import replay_wins
from test_solver_bruteforce import late_position, shortest_by_breadth_first

from pyramid_solitaire import Game, Rules
from pyramid_solitaire.solver import api, solve
from pyramid_solitaire.solver.api import fewest_moves_bound, model_for
from pyramid_solitaire.solver.search import Limits, decide

APOPHIS = Rules.preset("apophis")


def bound_at(game: Game) -> int:
    found = fewest_moves_bound(model_for(game, counting_moves=True))
    assert found is not None
    return found


@pytest.mark.parametrize("number", [2, 3, 9])
def test_a_deal_won_in_one_pass_is_won_in_the_fewest_moves_the_bound_allows(number: int) -> None:
    game = Game(number, APOPHIS)
    best = solve(game, optimal=True)
    assert best.status == "winnable" and best.optimal and best.limit is None
    assert len(best.moves) == best.fewest_moves_at_least == bound_at(game) == 52
    assert "recycle" not in [move.kind for move in best.moves]
    assert replay_wins(game, best.moves)
    assert len(solve(game).moves) > 52  # the depth-first search alone turns the piles over


def test_the_model_for_the_last_pass_never_turns_the_waste_over() -> None:
    game = Game(1, APOPHIS)
    assert model_for(game, last_pass=True).passes == 1 and model_for(game).passes == 3
    assert model_for(game).no_recycle_wins_are_shortest
    for rules in ("standard", "classic", "pharaoh", "waste-only", "tuts-tomb"):
        assert not model_for(Game(1, rules)).no_recycle_wins_are_shortest, rules
    played = Game(1, APOPHIS)
    while played.pass_number == 1:
        played.play("draw 1" if played.stock else "recycle")
    assert model_for(played, last_pass=True).passes == 2


UNLIMITED = Rules(waste_piles=3, win="deck", stock_top_playable=False, passes=None)


def late_positions_with_a_pass_to_spare(count: int, rules: Rules = APOPHIS) -> list[Game]:
    """Late positions, not in their last pass, that can be won: as many as ``count``."""
    found = []
    for seed in range(200):
        game = late_position(rules, seed, 9)
        spare = rules.passes is None or game.pass_number < rules.passes
        if spare and game.outcome() is None and solve(game).status == "winnable":
            found.append(game)
            if len(found) == count:
                break
    return found


@pytest.mark.parametrize("rules", [APOPHIS, UNLIMITED], ids=["apophis", "unlimited-passes"])
def test_shortest_lengths_match_a_breadth_first_search_with_a_pass_to_spare(rules: Rules) -> None:
    """Both ways: a win wasting no move, and none (then at least one move more than the bound)."""
    assert model_for(Game(1, rules)).no_recycle_wins_are_shortest
    without_waste = with_waste = 0
    for game in late_positions_with_a_pass_to_spare(8, rules):
        expected = shortest_by_breadth_first(game)
        best = solve(game, optimal=True)
        assert best.optimal and len(best.moves) == expected == best.fewest_moves_at_least, str(game)
        assert replay_wins(game, best.moves)
        least = bound_at(game)
        if expected == least:
            without_waste += 1
        else:
            assert expected > least
            with_waste += 1
    assert without_waste and with_waste


def test_a_spent_budget_goes_on_to_the_shortest_path_search(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(api, "LAST_PASS_STATES", 1)
    for game in late_positions_with_a_pass_to_spare(4):
        best = solve(game, optimal=True)
        assert best.optimal and len(best.moves) == shortest_by_breadth_first(game), str(game)


def test_a_limit_in_the_search_of_the_last_pass_gives_the_win_found_and_the_bound() -> None:
    game = Game(33, APOPHIS)  # its one-pass win takes some 160,000 states
    first = solve(game)
    cut = solve(game, optimal=True, max_states=first.states + 500)
    assert cut.status == "winnable" and not cut.optimal and cut.limit == f"state limit {first.states + 500} reached"
    assert cut.fewest_moves_at_least == 52 < len(cut.moves)
    assert replay_wins(game, cut.moves)


def test_a_stop_in_the_search_of_the_last_pass_gives_the_win_found(monkeypatch: pytest.MonkeyPatch) -> None:
    stop = threading.Event()

    def stopping_model_for(game: Game, *args: object, last_pass: bool = False, **kwargs: object) -> object:
        if last_pass:
            stop.set()  # as if Cancel came while the last pass is searched
        return model_for(game, *args, last_pass=last_pass, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(api, "model_for", stopping_model_for)
    game = Game(1, APOPHIS)
    cut = solve(game, optimal=True, stop=stop)
    assert cut.status == "winnable" and not cut.optimal and cut.limit == "the search was stopped"
    assert cut.fewest_moves_at_least == 52 and replay_wins(game, cut.moves)

@pytest.mark.parametrize(("number", "states"), [(10, 5_778), (49, 28_347), (74, 17_424)])
def test_the_order_of_each_pile_prunes_the_search_of_the_last_pass(number: int, states: int) -> None:
    # Each pile is relaxed in its own order (every other card at hand): with it these one-pass wins
    # took the states given; with the counts alone none was found in 100,000.
    limits = Limits(max_states=2 * states)
    model = model_for(Game(number, APOPHIS), last_pass=True)
    found = decide(model, limits)
    assert found.won and limits.states < 2 * states
    moves = api.steps_to_moves(found.steps, model.cards)
    assert len(moves) == 52 and replay_wins(Game(number, APOPHIS), moves)
