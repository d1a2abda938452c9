"""The shortest-path search's lower bound against the true fewest moves, found by a plain search
over the engine's own rules on small positions: it must never claim more moves than a win needs
(else a shortest win could be missed), and must drop by at most one per move (the search relies
on that to expand each node's draws only when needed)."""

from __future__ import annotations

from collections import deque

import pytest
from test_solver_bruteforce import late_position

from pyramid_solitaire import Game, Rules
from pyramid_solitaire.solver import solve
from pyramid_solitaire.solver.linear import LinearModel


def distances_to_win(game: Game, most: int = 30_000) -> tuple[dict[object, int], dict[object, Game], dict[object, list[object]]]:
    """Every position reachable from ``game`` (up to ``most``), its fewest moves to a win (absent
    when it cannot be won), and its children, by plain searches over ``legal_moves``."""
    games = {game.position_key(): game.copy()}
    children: dict[object, list[object]] = {}
    queue = deque([game.position_key()])
    while queue:
        key = queue.popleft()
        position = games[key]
        children[key] = []
        if position.outcome() is not None:
            continue
        for move in position.legal_moves:
            child = position.copy()
            child.play(move)
            child_key = child.position_key()
            children[key].append(child_key)
            if child_key not in games:
                assert len(games) < most, "position too large for the test"
                games[child_key] = child
                queue.append(child_key)
    parents: dict[object, list[object]] = {key: [] for key in games}
    for key, kids in children.items():
        for kid in kids:
            parents[kid].append(key)
    distance = {key: 0 for key, position in games.items() if (over := position.outcome()) is not None and over.won}
    queue = deque(distance)
    while queue:
        key = queue.popleft()
        for parent in parents[key]:
            if parent not in distance:
                distance[parent] = distance[key] + 1
                queue.append(parent)
    return distance, games, children


def model_bound(game: Game) -> tuple[int, int] | None:
    """The shortest-path model's bound at ``game``'s position (the forced Kings counted) and its
    draw-free part; ``None`` when the model proves the position lost at once."""
    model = LinearModel(game, side_kings=False)
    steps, state = model.start()
    if state is None:
        return None
    return len(steps) + model.bound(state), len(steps) + model.chain_bound(state)


def check_bounds(
    bounds: dict[object, int | None], distance: dict[object, int], games: dict[object, Game],
    children: dict[object, list[object]],
) -> list[object]:
    """Check each position's ``bounds`` (``None``: proved lost at once) against its fewest moves
    to a win, and that it falls by at most one to each child's: the winnable positions checked."""
    checked = []
    for key, bound in bounds.items():
        if bound is None:
            assert key not in distance, f"proved lost, yet won in {distance[key]}: {games[key]}"
            continue
        if key in distance:
            assert bound <= distance[key], f"bound {bound} > fewest moves {distance[key]}: {games[key]}"
            checked.append(key)
        for kid in children[key]:
            after = bounds.get(kid)
            if after is not None:
                assert bound <= after + 1, f"bound {bound} fell by more than one to {after}: {games[key]}"
    return checked


@pytest.mark.parametrize(
    ("rules", "drawing"),
    [(Rules.preset("standard"), True), (Rules.preset("waste-only"), True), (Rules.preset("relaxed"), False),
     (Rules.preset("spanish"), True), (Rules.preset("pharaoh"), True), (Rules(passes=2), True),
     (Rules(passes=None), True), (Rules.preset("classic"), False), (Rules.preset("par"), False),
     (Rules.preset("overlapping"), False)],
    ids=["standard", "waste-only", "relaxed", "spanish", "pharaoh", "two-passes", "unlimited-passes", "classic", "par",
         "overlapping"],
)
def test_the_bound_never_exceeds_the_fewest_moves_and_drops_by_at_most_one(rules: Rules, drawing: bool) -> None:
    """``drawing``: the draw term must raise the bound somewhere in these positions (so the test
    checks it), as it does for these rules."""
    drawn_above = checked = 0
    for seed in range(12):
        game = late_position(rules, seed, 12)
        distance, games, children = distances_to_win(game)
        found = {key: model_bound(position) for key, position in games.items() if position.outcome() is None}
        assert all(both is None or both[1] <= both[0] for both in found.values())
        keys = check_bounds({key: both and both[0] for key, both in found.items()}, distance, games, children)
        checked += len(keys)
        drawn_above += sum(both[0] > both[1] for key in keys if (both := found[key]) is not None)
    assert checked
    assert drawn_above or not drawing, "the draw term of the bound never came into play"


@pytest.mark.parametrize(
    ("rules", "left"), [(Rules.preset("apophis"), 9), (Rules(waste_piles=3, win="deck", stock_top_playable=True), 7)],
    ids=["apophis", "three-piles-stock-playable"],
)
def test_the_three_pile_bound_never_exceeds_the_fewest_moves_and_drops_by_at_most_one(rules: Rules, left: int) -> None:
    """The same for the three-pile model, whose bound counts a draw per stock card when the stock
    top cannot be played and every card must go."""
    from pyramid_solitaire.solver.piles import PilesModel

    def bound_at(game: Game) -> int | None:
        model = PilesModel(game, side_kings=False)
        steps, state = model.start()
        return None if state is None else len(steps) + model.bound(state)

    checked = drawn = 0
    for seed in range(10):
        game = late_position(rules, seed, left)
        distance, games, children = distances_to_win(game)
        bounds = {key: bound_at(position) for key, position in games.items() if position.outcome() is None}
        keys = check_bounds(bounds, distance, games, children)
        checked += len(keys)
        drawn += sum(bool(games[key].stock) for key in keys)
    assert checked and drawn


def test_cards_in_the_way_that_no_pyramid_card_can_take_raise_the_bound() -> None:
    """Kings, and cards whose partners have all left the pyramid, cost a move each of their own:
    counting them raises the bound at some late positions, never above the fewest moves (checked
    above), and never lowers it."""
    raised = compared = 0
    for seed in range(12):
        game = late_position(Rules.preset("standard"), seed, 12)
        distance, games, _children = distances_to_win(game)
        for key, position in games.items():
            if position.outcome() is not None:
                continue
            model = LinearModel(position, side_kings=False)
            _steps, state = model.start()
            if state is None:
                continue
            counted = model.bound(state)
            pyramid_bound, kings, needs, _alone, table, least = model._needs_by_mask[state[0]]
            model._needs_by_mask[state[0]] = (pyramid_bound, kings, needs, 0, table, least)  # none counted apart
            plain = model.bound(state)
            assert plain <= counted <= distance.get(key, counted)
            compared += 1
            raised += counted > plain
    assert compared and raised


@pytest.mark.parametrize(("seed", "left"), [(12, 14), (56, 12), (56, 14)])
def test_with_unlimited_passes_a_recycle_not_yet_allowed_still_bounds_from_below(seed: int, left: int) -> None:
    """With unlimited passes the waste may be turned over only after a removal in the pass; a win
    removes a card first, so the bound must reckon with the recycle all the same. These late
    positions once got a bound above their fewest moves, and the shortest-path search then lost
    the win the depth-first search had found."""
    game = late_position(Rules(passes=None), seed, left)
    distance, games, children = distances_to_win(game)
    found = {key: model_bound(position) for key, position in games.items() if position.outcome() is None}
    assert check_bounds({key: both and both[0] for key, both in found.items()}, distance, games, children)
    for key, position in games.items():
        if distance.get(key):
            assert len(solve(position, optimal=True).moves) == distance[key], str(position)
