"""The exact solver: verdicts, shortest wins, hints, winnable deals and statistics, for every rule preset.

>>> from pyramid_solitaire import Game
>>> solve(Game.from_number(1)).status
'winnable'
>>> solve(1, "classic").status
'unwinnable'
"""

from __future__ import annotations

from ..rules import passes_label
from .api import SearchEvent, Solution, solve, solve_steps
from .atlas import ATLAS_PASSES, AtlasEntry, WinRateAtlas, win_rate_atlas
from .batch import SolveRecord, WinRate, solve_iter, solve_many, wilson_interval, win_rate
from .deals import random_winnable_number, winnable_deal, winnable_number
from .explain import Explanation, explain, explain_steps, lost_argument, named_places
from .hints import Hint, hint, hint_steps, most_removing_line
from .review import MoveMark, Review, greedy_move, play_greedy, review, review_steps
from .search import LimitReached, SearchStopped, finish
from .stepping import NoSolutionError, play_steps

__all__ = [
    "ATLAS_PASSES",
    "AtlasEntry",
    "Explanation",
    "Hint",
    "LimitReached",
    "MoveMark",
    "NoSolutionError",
    "Review",
    "SearchEvent",
    "SearchStopped",
    "Solution",
    "SolveRecord",
    "WinRate",
    "WinRateAtlas",
    "explain",
    "explain_steps",
    "finish",
    "greedy_move",
    "hint",
    "hint_steps",
    "lost_argument",
    "most_removing_line",
    "named_places",
    "passes_label",
    "play_greedy",
    "play_steps",
    "random_winnable_number",
    "review",
    "review_steps",
    "solve",
    "solve_iter",
    "solve_many",
    "solve_steps",
    "wilson_interval",
    "win_rate",
    "win_rate_atlas",
    "winnable_deal",
    "winnable_number",
]
