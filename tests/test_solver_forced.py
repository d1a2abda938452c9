"""The removals the search makes alone when a pyramid card has one partner left in play and both
can go at once (see ``LinearModel._forced_removal``), checked against the fewest moves that a
plain search over the engine's own rules finds on small late positions: such a removal always
begins a shortest win when there is one, and leaves a lost position lost."""

from __future__ import annotations

import pytest
from test_solver_bound import distances_to_win
from test_solver_bruteforce import late_position

from pyramid_solitaire import Rules
from pyramid_solitaire.solver import solve
from pyramid_solitaire.solver.linear import LinearModel
from pyramid_solitaire.solver.position import steps_to_moves


@pytest.mark.parametrize(
    ("name", "left"),
    [("standard", 12), ("classic", 12), ("overlapping", 12), ("waste-only", 12), ("par", 12), ("spanish", 11)],
)
def test_a_forced_removal_begins_a_shortest_win(name: str, left: int) -> None:
    forced = won = 0
    for seed in range(8):
        game = late_position(Rules.preset(name), seed, left)
        distance, games, _children = distances_to_win(game)
        for key, position in games.items():
            if position.outcome() is not None:
                continue
            for side_kings in (False, True):  # the shortest-path search's model and the deciding one
                model = LinearModel(position, side_kings=side_kings)
                start_steps, state = model.start()
                if state is None:
                    continue
                found = model._forced_removal(state)
                if found is None:
                    continue
                forced += 1
                if not found:  # the removal's child was proved lost: so is the position
                    assert key not in distance, str(position)
                    continue
                steps, _child = found[0]
                after = position.copy()
                for move in steps_to_moves([*start_steps, *steps], model.cards):
                    after.play(move)
                if key in distance:
                    won += 1
                    assert after.position_key() in distance, str(position)
                    if not side_kings:  # each King counts a move here, as in the plain search
                        assert distance[after.position_key()] + len(start_steps) + len(steps) == distance[key], str(position)
                else:
                    assert after.position_key() not in distance, str(position)
    assert forced and won, "no forced removal came up"


def test_unlimited_passes_take_no_forced_removal() -> None:
    """With unlimited passes a removal allows the next recycle: moving one earlier could leave a
    later recycle without it, so the search does not take it alone there."""
    model = LinearModel(late_position(Rules(passes=None), 3, 12))
    assert not model.forced_removals
    assert LinearModel(late_position(Rules.preset("standard"), 3, 12)).forced_removals


def test_deal_1_is_solved_as_before() -> None:
    best = solve(1, optimal=True)
    assert best.optimal and len(best.moves) == 43
