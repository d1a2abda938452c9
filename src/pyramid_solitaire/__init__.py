"""Pyramid Solitaire: every rule variant, an exact solver, and a Jupyter widget.

>>> from pyramid_solitaire import Game
>>> game = Game.from_number(1)
>>> game.play("As+Qh").code
'As+Qh'
"""

from __future__ import annotations

from .analysis import BlockingPair
from .cards import Card
from .deal import Deal
from .errors import (
    AmbiguousMoveError,
    IllegalMoveError,
    InvalidCardError,
    InvalidDealError,
    InvalidGameFileError,
    InvalidMoveError,
    InvalidRulesError,
    PyramidError,
)
from .game import Game, LegalMoves, Score
from .moves import Move
from .position import Outcome, Place, Position
from .rules import PRESETS, Rules

__version__ = "0.1.0"

__all__ = [
    "PRESETS",
    "AmbiguousMoveError",
    "BlockingPair",
    "Card",
    "Deal",
    "Game",
    "IllegalMoveError",
    "InvalidCardError",
    "InvalidDealError",
    "InvalidGameFileError",
    "InvalidMoveError",
    "InvalidRulesError",
    "LegalMoves",
    "Move",
    "Outcome",
    "Place",
    "Position",
    "PyramidError",
    "Rules",
    "Score",
    "__version__",
]
