"""The solver's verdicts against a plain exhaustive search over the engine's own legal moves.

The brute force shares no code with the solver: it walks ``Game.legal_moves`` with ``play`` and
``undo``, remembers ``position_key()`` values, and asks ``outcome()`` whether a game is won.
"""

from __future__ import annotations

import random

import pytest

from pyramid_solitaire import PRESETS, Game, Rules
from pyramid_solitaire.solver import solve


def brute_force(game: Game, seen: set[object] | None = None) -> bool:
    """True when some sequence of legal moves wins from here (no pruning at all)."""
    seen = set() if seen is None else seen
    over = game.outcome()
    if over is not None:
        return over.won
    key = game.position_key()
    if key in seen:
        return False
    seen.add(key)
    for move in list(game.legal_moves):
        game.play(move)
        won = brute_force(game, seen)
        game.undo()
        if won:
            return True
    return False


def _left(game: Game) -> int:
    return sum(c is not None for c in game.pyramid) + len(game.stock) + sum(len(p) for p in game.waste)


def late_position(rules: Rules, seed: int, cards_left: int) -> Game:
    """A late position: along a winning line when the deal has one (half the time), then random moves
    (removals first) until at most ``cards_left`` cards are left."""
    rng = random.Random(seed)
    game = Game(seed + 1, rules)
    line = solve(game, max_states=20_000)
    if line.status == "winnable" and seed % 2 == 0:
        stop = cards_left + rng.choice((0, 2, 4))
        for move in line.moves:
            if _left(game) <= stop:
                break
            game.play(move)
    while True:
        left = _left(game)
        moves = list(game.legal_moves)
        if left <= cards_left or not moves:
            return game
        removals = [m for m in moves if m.removes]
        game.play(rng.choice(removals) if removals and rng.random() < 0.9 else rng.choice(moves))


def check_against_brute_force(game: Game) -> str:
    solution = solve(game)
    assert solution.status != "unknown"
    assert (solution.status == "winnable") == brute_force(game.copy()), str(game)
    if solution.status == "winnable":
        replay = game.copy()
        for move in solution.moves:
            replay.play(move)
        outcome = replay.outcome()
        assert outcome is not None and outcome.won
    return solution.status


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_late_positions_of_every_preset(name: str) -> None:
    rules = PRESETS[name]
    left = {"pharaoh": 16, "apophis": 9}.get(name, 14)
    verdicts = {check_against_brute_force(late_position(rules, seed, left)) for seed in range(12)}
    assert verdicts  # each verdict was compared above


@pytest.mark.parametrize(
    "rules",
    [
        Rules(rows=3, passes=1, win="deck"),
        Rules(rows=3, passes=1),
        Rules(rows=3, passes=2, stock_top_playable=False),
        Rules(rows=3, passes=None, draw_count=3, stock_top_playable=False),
        Rules(rows=4, passes=1, overlapping_pairs=True),
        Rules(rows=3, passes=2, waste_piles=3, stock_top_playable=False, win="deck"),
        Rules(rows=3, deck_type="spanish", pair_sum=12, passes=1),
    ],
    ids=lambda rules: ",".join(f"{k}={v}" for k, v in rules.to_dict().items() if k != "name" and v != getattr(Rules(), k)),
)
def test_small_pyramids_late_in_the_game(rules: Rules) -> None:
    for seed in range(10):
        check_against_brute_force(late_position(rules, seed, 12))
