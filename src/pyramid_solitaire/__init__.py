"""Pyramid Solitaire: every rule variant, an exact solver, and a Jupyter widget.

>>> from pyramid_solitaire import Game
>>> game = Game.from_number(1)
>>> game.play("As+Qh").code
'As+Qh'

``PyramidWidget`` is imported on first use, so ``import pyramid_solitaire`` loads no Jupyter
module; ``from pyramid_solitaire import PyramidWidget`` is the same class as
``pyramid_solitaire.widget.PyramidWidget``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
    from .widget import PyramidWidget

__version__ = "0.1.0"

_LAZY = {"PyramidWidget": "widget"}
"""Names imported from their module on first use (the widget needs anywidget and ipywidgets)."""


def __getattr__(name: str) -> Any:
    """``PyramidWidget``, imported from :mod:`pyramid_solitaire.widget` when first asked for.

    >>> import pyramid_solitaire
    >>> pyramid_solitaire.PyramidWidget.__module__
    'pyramid_solitaire.widget'
    """
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value  # later lookups skip this function
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


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
    "PyramidWidget",
    "Rules",
    "Score",
    "__version__",
]
