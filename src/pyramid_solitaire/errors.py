"""The package's exceptions. Every one is a ``ValueError`` whose message names the input and the reason.

An error raised for a rule carries its reason as data: ``reason`` (a short code such as
``covered`` or ``wrong_sum``) and ``facts`` (the cards and numbers involved), and
:meth:`PyramidError.describe` renders it in any language the package speaks.

>>> from pyramid_solitaire import Game
>>> try:
...     Game.from_number(1).play("P0")
... except IllegalMoveError as error:
...     print(error.reason, "|", error, "|", error.describe("de"))
covered | J♦ is covered by 2♦ and 9♥ | J♦ wird von 2♦ und 9♥ verdeckt
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .reasons import Reason


class PyramidError(ValueError):
    """Base class of every error this package raises for bad input.

    Made from a plain message, or from a :class:`~pyramid_solitaire.reasons.Reason` whose
    English sentence becomes the message.
    """

    def __init__(self, message: str | Reason) -> None:
        if isinstance(message, str):
            self._reason: Reason | None = None
            super().__init__(message)
        else:
            self._reason = message
            super().__init__(message.describe("en"))

    @property
    def reason(self) -> str:
        """The reason code (``covered``, ``wrong_sum``, ...); ``invalid`` when only a message was given."""
        return self._reason.code if self._reason is not None else "invalid"

    @property
    def facts(self) -> dict[str, Any]:
        """The facts behind the reason (cards, covering cards, totals), by name."""
        return dict(self._reason.facts) if self._reason is not None else {}

    def describe(self, lang: str = "en") -> str:
        """The reason as a sentence in ``lang`` (``en``, ``de``, ``nl`` or ``fi``)."""
        return self._reason.describe(lang) if self._reason is not None else str(self)

    def __reduce__(self) -> tuple[Any, ...]:  # keep the reason through pickling (process pools)
        return (type(self), (self._reason if self._reason is not None else str(self),))


def quoted(value: object, limit: int = 40, characters: str = "characters") -> str:
    """``repr(value)`` for a message, shortened to ``limit`` characters and its length when longer.

    >>> quoted("As+Qh"), quoted("x" * 1000, limit=4)
    ("'As+Qh'", "'xxxx…' (1,000 characters)")
    """
    if isinstance(value, str) and len(value) > limit:
        return f"{value[:limit] + '…'!r} ({len(value):,} {characters})"
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text):,} {characters})"


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
