"""The exact solver: verdicts, shortest wins, hints, winnable deals and statistics, for every rule preset.

>>> from pyramid_solitaire import Game
>>> solve(Game.from_number(1)).status
'winnable'
"""

from __future__ import annotations

from .api import SearchEvent, Solution, solve

__all__ = ["SearchEvent", "Solution", "solve"]
