"""The search by summaries of the waste (the last pass, the pyramid alone to clear) against the
depth-first search over whole positions, and its limits."""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_solver import replay_wins

from pyramid_solitaire import Card, Deal, Game, Rules
from pyramid_solitaire.cards import full_deck
from pyramid_solitaire.solver import Solution, solve, solve_steps, summaries
from pyramid_solitaire.solver.linear import LinearModel
from pyramid_solitaire.solver.search import Limits, finish
from pyramid_solitaire.solver.summaries import summarized

ONE_PASS_PHARAOH = Rules.preset("pharaoh").replace(passes=1)
ONE_PASS_SPANISH = Rules.preset("spanish").replace(passes=1)


def whole_positions(game: Game) -> Solution:
    """The verdict of the depth-first search over whole positions (the summaries turned off)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(LinearModel, "search_by_summaries", lambda self, limits: None)
        patch.setattr(LinearModel, "last_pass_search", lambda self, state, limits: None)
        return solve(game)


def agree(game: Game) -> str:
    """Solve ``game`` both ways: the same verdict, and a win that replays on the engine."""
    found, plain = solve(game), whole_positions(game)
    assert found.status == plain.status != "unknown", str(game)
    if found.status == "winnable":
        assert replay_wins(game, found.moves), str(game)
    return found.status


def test_only_the_last_pass_of_rules_with_the_pyramid_to_clear_and_the_stock_top_playable() -> None:
    def summarizes(game: Game, prune: bool = True) -> bool:
        return summarized(LinearModel(game, prune=prune))

    assert summarizes(Game(1, "relaxed")) and summarizes(Game(1, ONE_PASS_PHARAOH))
    assert summarizes(Game(1, ONE_PASS_SPANISH))
    assert not summarizes(Game(1, "relaxed"), prune=False)  # the plain model stays the plain search
    assert not summarizes(Game(1, "standard"))  # passes to come
    assert not summarizes(Game(1, "classic"))  # every card to go
    assert not summarizes(Game(1, Rules.preset("waste-only").replace(passes=1)))  # stock top not playable
    assert not summarizes(Game(1, Rules.preset("tuts-tomb").replace(passes=1)))  # three cards a draw
    game = Game(1, "standard")
    for _ in range(2):
        while game.stock:
            game.play("draw")
        game.play("recycle")
    assert game.pass_number == 3 and summarizes(game)  # the last of three passes


@pytest.mark.parametrize(
    ("rules", "deals"),
    [("relaxed", range(1, 121)), (ONE_PASS_SPANISH, range(1, 81)), (Rules(overlapping_pairs=True, passes=1), range(1, 61))],
    ids=["relaxed", "spanish", "overlapping-pairs"],
)
def test_the_verdicts_of_whole_deals_are_those_of_the_depth_first_search(rules: Rules | str, deals: range) -> None:
    verdicts = {agree(Game(number, rules)) for number in deals}
    assert verdicts == {"winnable", "unwinnable"}


def test_one_pass_pharaoh_deals_the_depth_first_search_could_not_decide() -> None:
    assert agree(Game(9, ONE_PASS_PHARAOH)) == "unwinnable"  # proved lost before any search
    assert agree(Game(29, ONE_PASS_PHARAOH)) == "winnable"
    for number in (1, 4):  # the depth-first search reaches its memory cap on these
        found = solve(Game(number, ONE_PASS_PHARAOH))
        assert found.status == "winnable" and replay_wins(Game(number, ONE_PASS_PHARAOH), found.moves)


def test_the_exits_found_by_state_may_be_forgotten(monkeypatch: pytest.MonkeyPatch) -> None:
    """The cache of the exits met by state emptied at every look at the limits (each 128 states):
    the same verdicts, and wins that replay (their lines rebuilt from the exits kept for good)."""
    emptied = []
    look = summaries._Search._look

    def counted_look(self: summaries._Search) -> Iterator[None]:
        before = sum(map(len, self.reach))
        yield from look(self)
        emptied.append(before and not any(self.reach))

    monkeypatch.setattr(summaries, "REACH_CACHE_MOST", 0)
    monkeypatch.setattr(summaries._Search, "_look", counted_look)
    verdicts = {agree(Game(number, "relaxed")) for number in range(1, 41)}
    assert verdicts == {"winnable", "unwinnable"} and sum(emptied) > 100
    found = solve(Game(4, ONE_PASS_PHARAOH))
    assert found.status == "winnable" and replay_wins(Game(4, ONE_PASS_PHARAOH), found.moves)


@pytest.mark.parametrize(
    ("rules", "deals"),
    [("standard", range(1, 201)), ("spanish", range(1, 81)), (Rules(rows=4, passes=2), range(1, 301))],
    ids=["standard", "spanish", "four-rows-two-passes"],
)
def test_a_last_pass_reached_by_the_depth_first_search_is_left_to_the_summaries(rules: Rules | str, deals: range) -> None:
    """With passes to come the depth-first search hands each position that starts the last pass to
    the summaries (their tables shared by all of them): the verdicts of the search without them."""
    verdicts = {agree(Game(number, rules)) for number in deals}
    assert verdicts == {"winnable", "unwinnable"}


def test_the_tables_shared_by_the_last_passes_of_a_solve_are_emptied_before_they_fill(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each position handed over may fill half the memory cap, whatever those before it left: with
    a cap so low that they are emptied many times, the same verdicts, and wins that replay."""
    forgotten = []
    forget = summaries._Search._forget

    def counted_forget(self: summaries._Search) -> None:
        forgotten.append(self.stored)
        forget(self)

    monkeypatch.setattr(summaries, "SUMMARIES_MAX_ENTRIES", 800)
    monkeypatch.setattr(summaries._Search, "_forget", counted_forget)
    verdicts = {agree(Game(number, "standard")) for number in range(1, 61)}
    assert verdicts == {"winnable", "unwinnable"} and len(forgotten) >= 3
    assert min(forgotten) > 400


def test_a_search_by_summaries_left_halfway_leaves_nothing_half_decided() -> None:
    """A probe of the depth-first search may drop a last pass it handed to the summaries: the states
    being searched when it was dropped are not taken for lost by the next position's search."""
    game = Game(6, Rules.preset("pharaoh").replace(passes=2))
    model = LinearModel(game)
    state = model.start()[1]
    last = (state[0], state[1], 0, 2, *state[4:])  # the same cards, in the last pass
    fresh = finish(LinearModel(game).last_pass_search(last, Limits()))  # type: ignore[arg-type]
    for steps in (3, 10, 40):
        search = model.last_pass_search(last, Limits())
        assert search is not None
        for _ in range(steps):
            next(search)
        assert model.last_pass_search(last, Limits()) is None  # one at a time
        search.close()
        assert not model.summaries.searching and not model.summaries.busy
    again = finish(model.last_pass_search(last, Limits()))  # type: ignore[arg-type]
    assert again.won == fresh.won
    if again.won:
        assert again.steps == fresh.steps


def random_last_pass(rules: Rules | str, number: int, seed: int, moves: int, removing: float = 0.9) -> Game:
    """Deal ``number``, played to its last pass by draws and recycles, then up to ``moves``
    random moves (a removal with chance ``removing`` where there is one), so that the waste holds cards."""
    rng = random.Random(seed)
    game = Game(number, rules)
    passes = game.rules.passes
    assert passes is not None
    while game.pass_number < passes:
        while game.stock:
            game.play("draw")
        game.play("recycle")
    for _ in range(moves):
        legal = [move for move in game.legal_moves if move.code != "recycle"]
        if game.outcome() is not None or not legal:
            break
        removals = [move for move in legal if move.removes]
        game.play(rng.choice(removals) if removals and rng.random() < removing else rng.choice(legal))
    return game


@settings(max_examples=100, deadline=None)
@given(
    rules=st.sampled_from(["relaxed", "standard", ONE_PASS_SPANISH, Rules(rows=2, passes=1), Rules(rows=3)]),
    number=st.integers(1, 2_000),
    seed=st.integers(0, 10_000),
    moves=st.integers(0, 30),
    removing=st.sampled_from([0.9, 0.4]),
)
def test_positions_with_a_waste_get_the_verdict_of_the_depth_first_search(
    rules: Rules | str, number: int, seed: int, moves: int, removing: float
) -> None:
    game = random_last_pass(rules, number, seed, moves, removing)
    if game.outcome() is None:
        assert summarized(LinearModel(game))
        agree(game)


def test_a_waste_with_kings_and_cards_under_them_in_the_last_pass() -> None:
    # standard deal 1 in its last pass: every stock card drawn, so the waste holds all 24 (Kings too)
    game = Game(1, "standard")
    for _ in range(2):
        while game.stock:
            game.play("draw")
        game.play("recycle")
    while game.stock:
        game.play("draw")
    assert game.pass_number == 3 and len(game.waste[0]) == 24
    agree(game)


def test_a_win_ends_where_the_pyramid_is_cleared_with_a_king_left_on_the_waste() -> None:
    first = ["5h", "3c", "Tc", "8c", "8d", "8h", "Kd", "8s"]
    rest = [card for card in full_deck("french") if str(card) not in first]
    game = Game(Deal((*map(Card.parse, first), *rest)), Rules(rows=2, passes=1))
    for move in ["draw"] * 5 + ["3c+Tc"]:
        game.play(move)  # the waste: 8c 8d 8h Kd 8s, its top pairs with the last pyramid card
    found = solve(game)
    assert [move.code for move in found.moves] == ["5h+8s"] and replay_wins(game, found.moves)
    assert agree(game) == "winnable"


@pytest.mark.parametrize("most", [1, 10, 129, 500])
def test_the_search_stops_at_its_state_limit(most: int) -> None:
    found = solve(1, "relaxed", max_states=most)  # some 7,500 states to the end
    assert found.status == "unknown" and found.states == most + 1


def test_the_search_stops_when_told_and_at_its_memory_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    stop = threading.Event()
    stop.set()
    assert solve(1, "relaxed", stop=stop).limit == "the search was stopped"
    monkeypatch.setattr("pyramid_solitaire.solver.summaries.SUMMARIES_MAX_ENTRIES", 1_000)
    capped = solve(1, "relaxed")
    assert capped.status == "unknown" and capped.limit == "memory cap of 1,000 table entries reached"
    assert capped.peak_table_size > 1_000


def test_the_search_runs_in_slices() -> None:
    search: Iterator[None] = solve_steps(1, "relaxed")
    slices = 0
    try:
        while True:
            next(search)
            slices += 1
    except StopIteration as end:
        assert end.value.status == "unwinnable"
    assert slices > 10
