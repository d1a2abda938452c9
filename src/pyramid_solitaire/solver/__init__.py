"""The exact solver: verdicts, shortest wins, hints, winnable deals and statistics, for every rule preset.

>>> from pyramid_solitaire import Game
>>> solve(Game.from_number(1)).status
'winnable'
>>> solve(1, "classic").status
'unwinnable'
"""

from __future__ import annotations

from .api import SearchEvent, Solution, solve, solve_steps
from .batch import SolveRecord, WinRate, solve_iter, solve_many, wilson_interval, win_rate
from .deals import winnable_deal, winnable_number
from .hints import Hint, hint, hint_steps, most_removing_line
from .search import SearchStopped, finish
from .stepping import NoSolutionError, play_steps

__all__ = [
    "Hint",
    "NoSolutionError",
    "SearchEvent",
    "SearchStopped",
    "Solution",
    "SolveRecord",
    "WinRate",
    "finish",
    "hint",
    "hint_steps",
    "most_removing_line",
    "play_steps",
    "solve",
    "solve_iter",
    "solve_many",
    "solve_steps",
    "wilson_interval",
    "win_rate",
    "winnable_deal",
    "winnable_number",
]
