"""The package's exceptions. Every one is a ``ValueError`` whose message names the input and the reason."""

from __future__ import annotations


class PyramidError(ValueError):
    """Base class of every error this package raises for bad input."""


class InvalidCardError(PyramidError):
    """Text that does not name a card."""


class InvalidRulesError(PyramidError):
    """An unknown preset or an impossible combination of rule parameters."""


class InvalidDealError(PyramidError):
    """A deal that cannot be read or is not a complete deck for the rules."""


class InvalidMoveError(PyramidError):
    """A move code that cannot be read."""


class AmbiguousMoveError(InvalidMoveError):
    """A move code that fits more than one move."""


class IllegalMoveError(PyramidError):
    """A move that the rules do not allow in the current position."""


class InvalidGameFileError(PyramidError):
    """A saved game (JSON) that is malformed or does not replay."""
