"""The package's exceptions. Every one is a ``ValueError`` whose message names the input and the reason.

An error raised for a rule or for bad input carries its reason as data: ``reason`` (a short code
such as ``covered``, ``wrong_sum`` or ``not_a_card``) and ``facts`` (the cards and numbers
involved), and :meth:`PyramidError.describe` renders it in any language the package speaks.

>>> from pyramid_solitaire import Game
>>> try:
...     Game.from_number(1).play("P0")
... except IllegalMoveError as error:
...     print(error.reason, "|", error, "|", error.describe("de"))
covered | J♦ is covered by 2♦ and 9♥ | J♦ wird von 2♦ und 9♥ verdeckt
"""

from __future__ import annotations

import math
import operator
import reprlib
from typing import TYPE_CHECKING, Any, TypeGuard

if TYPE_CHECKING:
    from .reasons import Reason


class PyramidError(ValueError):
    """Base class of every error this package raises for bad input.

    Made from a plain message, or from a :class:`~pyramid_solitaire.reasons.Reason` whose
    English sentence becomes the message.

    >>> from pyramid_solitaire import Card
    >>> try:
    ...     Card.parse("Zz")
    ... except ValueError as error:  # every error of the package is a PyramidError, a ValueError
    ...     print(type(error).__name__, isinstance(error, PyramidError))
    InvalidCardError True
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
        """The reason code (``covered``, ``wrong_sum``, ...); ``invalid`` when only a message was given.

        >>> from pyramid_solitaire import Card
        >>> try:
        ...     Card.parse("Zz")
        ... except PyramidError as error:
        ...     print(error.reason, PyramidError("no reason given").reason)
        not_a_card invalid
        """
        return self._reason.code if self._reason is not None else "invalid"

    @property
    def facts(self) -> dict[str, Any]:
        """The facts behind the reason (cards, covering cards, totals), by name.

        >>> from pyramid_solitaire import Card
        >>> try:
        ...     Card.parse("Zz")
        ... except PyramidError as error:
        ...     print(error.facts, PyramidError("no reason given").facts)
        {'text': 'Zz'} {}
        """
        return dict(self._reason.facts) if self._reason is not None else {}

    @property
    def reason_data(self) -> Reason | None:
        """The :class:`~pyramid_solitaire.reasons.Reason` itself (code and facts), to carry as a fact of
        another reason; ``None`` when only a message was given.

        >>> from pyramid_solitaire import Card
        >>> try:
        ...     Card.parse("Zz")
        ... except PyramidError as error:
        ...     print(repr(error.reason_data))
        Reason.of('not_a_card', text='Zz')
        """
        return self._reason

    def describe(self, lang: str = "en") -> str:
        """The reason as a sentence in ``lang`` (``en``, ``de``, ``nl`` or ``fi``).

        >>> from pyramid_solitaire import Game
        >>> try:
        ...     Game.from_number(1).play("9d+4c")
        ... except PyramidError as error:
        ...     print(error.describe("de"))
        9♦ wird von 4♣ und 5♣ verdeckt
        """
        return self._reason.describe(lang) if self._reason is not None else str(self)

    def __reduce__(self) -> tuple[Any, ...]:  # keep the reason through pickling (process pools)
        return (type(self), (self._reason if self._reason is not None else str(self),))


def quoted(value: object, limit: int = 40, characters: str = "characters", grouping: str = ",") -> str:
    """``repr(value)`` for a message, shortened to ``limit`` characters and its length when longer
    (``characters`` and the thousands separator ``grouping`` in the message's language).

    >>> quoted("As+Qh"), quoted("x" * 1000, limit=4), quoted(7 * 10**5000, limit=4)
    ("'As+Qh'", "'xxxx…' (1,000 characters)", '7000… (5,001 characters)')
    >>> quoted("x" * 1000, limit=4, characters="Zeichen", grouping=".")
    "'xxxx…' (1.000 Zeichen)"
    >>> deep = []
    >>> for _ in range(100_000): deep = [deep]
    >>> quoted(deep)  # deeper than repr() can go
    '[[[[...]]]]…'
    """
    if isinstance(value, str) and len(value) > limit:
        return f"{value[:limit] + '…'!r} ({grouped(len(value), grouping)} {characters})"
    if isinstance(value, int) and value.bit_length() > 4 * limit:  # repr() refuses an int of over 4,300 digits
        digits = _digits(abs(value))
        leading = abs(value) // 10 ** (digits - limit)
        return f"{'-' if value < 0 else ''}{leading}… ({grouped(digits, grouping)} {characters})"
    try:
        text = repr(value)
    except RecursionError:  # lists nested nearly as deep as JSON allows: shown to a few levels
        return _SHALLOW.repr(value)[:limit] + "…"
    return text if len(text) <= limit else f"{text[:limit]}… ({grouped(len(text), grouping)} {characters})"


_SHALLOW = reprlib.Repr()
_SHALLOW.maxlevel = 3


def grouped(number: int, grouping: str = ",") -> str:
    """``number`` written with ``grouping`` between each three digits.

    >>> grouped(1234567), grouped(1234567, "."), grouped(999, ".")
    ('1,234,567', '1.234.567', '999')
    """
    return f"{number:,}".replace(",", grouping)


def _digits(number: int) -> int:
    """How many decimal digits the positive ``number`` has, without writing it out."""
    digits = max(1, int((number.bit_length() - 1) * 0.30102999566398120))  # 10**digits <= number
    power = 10**digits
    while power <= number:
        digits, power = digits + 1, power * 10
    return digits


def whole_number(value: object) -> int | None:
    """``value`` as an ``int`` when it is a whole number (NumPy integers too, ``True`` and ``False``
    not), else ``None``: what an input check reads a count or an index with.

    >>> import fractions
    >>> whole_number(3), whole_number(True), whole_number(3.0), whole_number(fractions.Fraction(3))
    (3, None, None, None)
    """
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        return None
    return operator.index(value)  # type: ignore[arg-type]  # it has __index__


def is_whole(value: object) -> TypeGuard[int]:
    """Whether ``value`` is a whole number (an ``int``, ``True`` and ``False`` excluded), as input checks ask.

    >>> is_whole(3), is_whole(3.0), is_whole(True)
    (True, False, False)
    """
    return isinstance(value, int) and not isinstance(value, bool)


def is_real(value: object) -> TypeGuard[int | float]:
    """Whether ``value`` is a finite number (an ``int`` or ``float``, ``True`` and ``False``
    excluded), as a count of seconds or a z score must be.

    >>> is_real(2.5), is_real(10**400), is_real(float("nan")), is_real(True), is_real("1")
    (True, True, False, False, False)
    """
    return is_whole(value) or (isinstance(value, float) and math.isfinite(value))  # an int of any size is finite


class InvalidCardError(PyramidError):
    """Text that does not name a card.

    >>> from pyramid_solitaire import Card
    >>> Card.parse("Zz")
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.InvalidCardError: 'Zz' is not a card: write a rank A23456789TJQK (or 10) and a suit c, d, h or s, e.g. 'Th'
    """


class InvalidRulesError(PyramidError):
    """An unknown preset or an impossible combination of rule parameters.

    >>> from pyramid_solitaire import Rules
    >>> Rules.preset("nope")
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.InvalidRulesError: unknown rules preset 'nope': choose one of standard, classic, relaxed, par, overlapping, waste-only, tuts-tomb, apophis, pharaoh, spanish
    """


class InvalidDealError(PyramidError):
    """A deal that cannot be read or is not a complete deck for the rules.

    >>> from pyramid_solitaire import Deal
    >>> Deal.parse("As Ks")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.InvalidDealError: a deal has 2 cards; the standard rules need 52 (missing: ...)
    """


class InvalidMoveError(PyramidError):
    """A move code that cannot be read.

    >>> from pyramid_solitaire import Game
    >>> Game.from_number(1).play("flip")
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.InvalidMoveError: cannot read move 'flip': 'flip' is neither a card (like 'Th') nor a position (P0-P27, S, W, W1-W3)
    """


class AmbiguousMoveError(InvalidMoveError):
    """A move code that fits more than one move.

    >>> from pyramid_solitaire import Game
    >>> Game.from_number(1, "apophis").play("W")
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.AmbiguousMoveError: 'W' could be any of the waste piles W1, W2 or W3: name one
    """


class IllegalMoveError(PyramidError):
    """A move that the rules do not allow in the current position.

    >>> from pyramid_solitaire import Game
    >>> try:
    ...     Game.from_number(1).play("9d+4c")
    ... except IllegalMoveError as error:
    ...     print(error.reason, "-", error)
    covered - 9♦ is covered by 4♣ and 5♣
    """


class InvalidGameFileError(PyramidError):
    """A saved game (JSON) that is malformed or does not replay.

    >>> from pyramid_solitaire import Game
    >>> Game.from_json("{}")
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.InvalidGameFileError: saved game: missing field 'format'
    """
