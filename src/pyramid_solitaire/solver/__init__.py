"""The exact solver: verdicts, shortest wins, hints, winnable deals and statistics, for every rule preset.

>>> from pyramid_solitaire import Game
>>> solve(Game.from_number(1)).status
'winnable'
>>> solve(1, "classic").status
'unwinnable'
"""

from __future__ import annotations

from .api import SearchEvent, Solution, solve
from .batch import SolveRecord, WinRate, solve_iter, solve_many, wilson_interval, win_rate
from .deals import winnable_deal, winnable_number
from .hints import Hint, hint, most_removing_line
from .stepping import NoSolutionError, play_steps

__all__ = [
    "Hint",
    "NoSolutionError",
    "SearchEvent",
    "Solution",
    "SolveRecord",
    "WinRate",
    "hint",
    "most_removing_line",
    "play_steps",
    "solve",
    "solve_iter",
    "solve_many",
    "wilson_interval",
    "win_rate",
    "winnable_deal",
    "winnable_number",
]
