"""Stepping through a solution: play its moves on a game one at a time.

>>> from pyramid_solitaire import Game
>>> game = Game.from_number(1)
>>> steps = play_steps(game)
>>> next(steps).code, len(game.history)
('As+Qh', 1)
"""

from __future__ import annotations

from collections.abc import Iterator

from ..arguments import require_game
from ..errors import PyramidError
from ..game import Game
from ..moves import Move
from ..reasons import Reason
from .api import Solution, solve


class NoSolutionError(PyramidError):
    """A solution was asked to be played, but the position has no known win.

    >>> from pyramid_solitaire import Game
    >>> next(play_steps(Game.from_number(1, "classic")))
    Traceback (most recent call last):
    ...
    pyramid_solitaire.solver.stepping.NoSolutionError: no winning line to play: this position cannot be won
    """


def play_steps(game: Game, solution: Solution | None = None) -> Iterator[Move]:
    """Play the solution's moves on ``game`` one at a time, yielding each move after it is played.

    Without ``solution`` the game's current position is solved first. The moves must start from
    the game's position when iteration begins; a move that no longer fits raises
    :class:`~pyramid_solitaire.IllegalMoveError` and changes nothing.

    >>> game = Game.from_number(1, "classic")
    >>> next(play_steps(game))
    Traceback (most recent call last):
    ...
    pyramid_solitaire.solver.stepping.NoSolutionError: no winning line to play: this position cannot be won
    """
    require_game(game)
    if solution is not None and not isinstance(solution, Solution):
        raise PyramidError(Reason.of("solution_type", type=type(solution).__name__))
    if solution is None:
        solution = solve(game)
    if solution.status != "winnable":
        if solution.status == "unwinnable":
            raise NoSolutionError(Reason.of("no_solution", variant="unwinnable"))
        raise NoSolutionError(Reason.of("no_solution", limit=solution.stopped_by))
    for move in solution.moves:
        yield game.play(move)
