"""Reasons as data: why a move is refused, why a game is over, what a message says.

A :class:`Reason` is a code and the facts behind it (cards, positions, numbers, other reasons).
The one renderer, :func:`pyramid_solitaire.i18n.render`, turns it into a sentence in the
reader's language; nothing else writes such sentences.

>>> from pyramid_solitaire.cards import Card
>>> reason = Reason.of("wrong_sum", a=Card.parse("As"), b=Card.parse("3c"), total=4, target=13)
>>> reason.code, reason.describe(), reason.describe("nl")
('wrong_sum', 'A♠ and 3♣ sum to 4, not 13', 'A♠ en 3♣ zijn samen 4, niet 13')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .errors import PyramidError
from .i18n import render


def read_only_facts(facts: object, owner: str) -> Mapping[str, Any]:
    """A read-only copy of ``facts``, a mapping of named facts (else a :class:`PyramidError`).

    >>> read_only_facts({"n": 1}, "Reason")["n"]
    1
    >>> read_only_facts(5, "Reason")
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.PyramidError: Reason facts must be a mapping of named facts, not int
    """
    if not isinstance(facts, Mapping):
        raise PyramidError(Reason.of("facts_mapping", owner=owner, type=type(facts).__name__))
    return MappingProxyType(dict(facts))


def reason_of(error: BaseException) -> Reason:
    """The reason behind ``error``, to carry as a fact of another reason (an error found inside
    another): a package error's own reason, else its message as it stands.

    >>> from pyramid_solitaire.cards import Card
    >>> try:
    ...     Card.parse("Zz")
    ... except ValueError as error:
    ...     print(reason_of(error).code, "|", reason_of(ValueError("no")).describe("de"))
    not_a_card | no
    """
    if isinstance(error, PyramidError) and error.reason_data is not None:
        return error.reason_data
    return Reason.of("plain_message", text=str(error))


@dataclass(frozen=True)
class Reason:
    """A reason code and its facts; ``facts["variant"]``, when present, picks a wording of the code.

    >>> reason = Reason.of("stock_not_empty", n=24)
    >>> reason.code, str(reason)
    ('stock_not_empty', 'the stock still holds 24 cards: draw them first')
    """

    code: str
    facts: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "facts", read_only_facts(self.facts, "Reason"))

    @classmethod
    def of(cls, code: str, /, **facts: Any) -> Reason:
        """A reason from its code and facts given by name.

        >>> Reason.of("no_undo")
        Reason.of('no_undo')
        """
        if not facts.get("variant", True):
            del facts["variant"]
        return cls(code, facts)

    def describe(self, lang: str = "en") -> str:
        """The sentence for people in ``lang``.

        >>> Reason.of("no_undo").describe("fi")
        'ei kumottavaa siirtoa'
        """
        return render(self.code, self.facts, lang)

    def __str__(self) -> str:
        return self.describe()

    def __reduce__(self) -> tuple[Any, ...]:  # the read-only facts cannot be pickled as they are
        return (Reason, (self.code, dict(self.facts)))

    def __repr__(self) -> str:
        facts = "".join(f", {name}={value!r}" for name, value in self.facts.items())
        return f"Reason.of({self.code!r}{facts})"
