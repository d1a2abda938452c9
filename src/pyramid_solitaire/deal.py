"""Deals: an immutable card order, from a deal number, from text, or at random.

Deal order: the pyramid apex first, each row left to right, then the stock top card first.

>>> deal = Deal.from_number(1)
>>> str(deal).split()[:3]
['Jd', '2d', '9h']
>>> Deal.parse(str(deal)) == deal
True
"""

from __future__ import annotations

import math
import operator
import random as _random
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from .cards import SPANISH_SUITS, Card, DeckType, full_deck
from .errors import InvalidCardError, InvalidDealError, whole_number
from .geometry import geometry
from .reasons import Reason, reason_of
from .rules import Rules, RulesLike

MAX_DEAL_NUMBER = 2**63 - 1
"""The largest deal number (deal numbers are whole numbers from 1)."""


@dataclass(frozen=True)
class Deal:
    """The order of every card of a game (one or two decks, French or Spanish).

    ``number`` remembers the deal number it came from, if any (the cards must be that deal's); it
    does not take part in equality.

    >>> Deal.from_number(2).pyramid()[0]
    Card.parse('Qd')
    """

    cards: tuple[Card, ...]
    number: int | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        cards = _card_tuple(self.cards)
        object.__setattr__(self, "cards", cards)
        if self.number is not None:
            object.__setattr__(self, "number", checked_deal_number(self.number))
        if not cards:
            raise InvalidDealError(Reason.of("empty_deal"))
        kinds = {card.deck for card in cards}
        if len(kinds) > 1:
            raise InvalidDealError(Reason.of("mixed_decks"))
        deck_type = cards[0].deck
        per_deck = 52 if deck_type == "french" else 48
        decks, extra = divmod(len(cards), per_deck)
        if extra or decks not in (1, 2):
            raise InvalidDealError(
                Reason.of("deal_size", n=len(cards), one=per_deck, two=2 * per_deck, variant=deck_type)
            )
        counts = Counter(cards)
        too_many = [card for card in full_deck(deck_type) if counts[card] > decks]
        if too_many:
            raise InvalidDealError(
                Reason.of("duplicate_cards", cards=tuple(map(str, too_many)), variant="two" if decks == 2 else None)
            )
        if self.number is not None and cards != _numbered_cards(self.number, deck_type, decks):
            raise InvalidDealError(Reason.of("deal_number_cards", number=self.number))

    # --- properties ----------------------------------------------------------------------
    @property
    def deck_type(self) -> DeckType:
        """``"french"`` or ``"spanish"``.

        >>> Deal.from_number(1).deck_type, Deal.from_number(1, "spanish").deck_type
        ('french', 'spanish')
        """
        return self.cards[0].deck

    @property
    def decks(self) -> int:
        """How many decks the deal holds (1 or 2).

        >>> Deal.from_number(1).decks, Deal.from_number(1, "pharaoh").decks
        (1, 2)
        """
        return len(self.cards) // (52 if self.deck_type == "french" else 48)

    def pyramid(self, rules: RulesLike = None) -> tuple[Card, ...]:
        """The pyramid cards, apex first.

        >>> Deal.from_number(1).pyramid()[:3]
        (Card.parse('Jd'), Card.parse('2d'), Card.parse('9h'))
        """
        return self.cards[: Rules.coerce(rules).pyramid_size]

    def stock(self, rules: RulesLike = None) -> tuple[Card, ...]:
        """The stock cards, top card first.

        >>> Deal.from_number(1).stock()[0]
        Card.parse('4h')
        """
        return self.cards[Rules.coerce(rules).pyramid_size :]

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __str__(self) -> str:
        return " ".join(map(str, self.cards))

    def __repr__(self) -> str:
        if self.deck_type == "french" and self.decks == 1:
            if self.number is not None:
                return f"Deal.from_number({self.number})"
            return f"Deal.parse({str(self)!r})"
        if self.deck_type == "spanish" and self.decks == 2:
            return f"Deal.parse({str(self)!r}, rules=Rules(deck_type='spanish', pair_sum=12, decks=2))"
        preset = "spanish" if self.deck_type == "spanish" else "pharaoh"
        return f"Deal.parse({str(self)!r}, rules={preset!r})"

    def triangle(self, rules: RulesLike = None) -> str:
        """The deal drawn as a triangle, then the stock on one line (the reference files' layout).

        >>> print(Deal.from_number(1).triangle().splitlines()[0].strip())
        Jd
        """
        rules = Rules.coerce(rules)
        self.check(rules)
        width = max(len(str(card)) for card in self.cards)
        lines = []
        for row in range(rules.rows):
            cells = [str(self.cards[i]).ljust(width) for i in geometry(rules.rows).row(row)]
            lines.append(" " * ((rules.rows - 1 - row) * (width + 2) // 2) + (" " * 2).join(cells).rstrip())
        lines.append(" ".join(map(str, self.stock(rules))))
        return "\n".join(lines)

    def check(self, rules: RulesLike = None) -> Deal:
        """Raise :class:`InvalidDealError` unless this deal fits ``rules`` (deck type and count); return self.

        >>> Deal.from_number(1).check("spanish")
        Traceback (most recent call last):
        ...
        pyramid_solitaire.errors.InvalidDealError: the deal is 52 French cards, but the spanish rules play 48 Spanish cards
        """
        rules = Rules.coerce(rules)
        if self.deck_type != rules.deck_type or self.decks != rules.decks:
            raise InvalidDealError(
                Reason.of(
                    "deal_rules_mismatch",
                    cards=Reason.of("deck_cards", n=len(self.cards), variant=self.deck_type),
                    rules=rules.name,
                    needed=Reason.of("deck_cards", n=rules.deck_size, variant=rules.deck_type),
                )
            )
        return self

    # --- construction --------------------------------------------------------------------
    @classmethod
    def parse(cls, text: str, rules: RulesLike = None) -> Deal:
        """Read whitespace-separated cards in deal order (one line or a triangle layout).

        >>> Deal.parse("Jd 2d 9h").cards  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        pyramid_solitaire.errors.InvalidDealError: a deal has 3 cards; the standard rules need 52 (missing: ...)
        """
        rules = Rules.coerce(rules)
        if not isinstance(text, str):
            raise InvalidDealError(Reason.of("deal_not_text", type=type(text).__name__))
        if len(text) > MAX_DEAL_TEXT:
            raise InvalidDealError(Reason.of("deal_too_long", n=len(text)))
        tokens = re.split(r"[\s,]+", text.strip()) if text.strip() else []
        cards = []
        for i, token in enumerate(tokens):
            try:
                cards.append(Card.parse(token, rules.deck_type))
            except InvalidCardError as exc:
                raise InvalidDealError(Reason.of("deal_token", i=i + 1, token=token, cause=reason_of(exc))) from None
        return cls.from_cards(cards, rules)

    @classmethod
    def from_cards(cls, cards: Iterable[Card], rules: RulesLike = None, number: int | None = None) -> Deal:
        """A deal from cards in deal order, checked against ``rules``.

        >>> Deal.from_cards([*Deal.from_number(1).cards[:51], Card.parse("Jd")])
        Traceback (most recent call last):
        ...
        pyramid_solitaire.errors.InvalidDealError: the deal is not a complete deck for the standard rules (missing: 6h; extra copy: Jd)
        """
        rules = Rules.coerce(rules)
        cards = list(_card_tuple(cards))
        expected = full_deck(rules.deck_type, rules.decks)
        full, counts = Counter(expected), Counter(cards)
        if len(cards) != len(expected) or counts != full:
            extra = counts - full
            details = []
            if missing := full - counts:
                details.append(Reason.of("deck_missing", cards=_listed(missing.elements())))
            if duplicates := [card for card in extra.elements() if card in full]:
                details.append(Reason.of("deck_duplicate", cards=_listed(duplicates)))
            if foreign := [card for card in extra.elements() if card not in full]:
                details.append(Reason.of("deck_foreign", cards=_listed(foreign), variant=rules.deck_type))
            variant = None if len(cards) == len(expected) else "count"
            raise InvalidDealError(
                Reason.of(
                    "deal_incomplete", n=len(cards), rules=rules.name, needed=len(expected), details=tuple(details),
                    variant=variant,
                )
            )
        return cls(tuple(cards), number)

    @classmethod
    def from_number(cls, number: int, rules: RulesLike = None) -> Deal:
        """Deal number ``number``, the same deal as game #N of Pyramid in PySolFC.

        Numbers below 32000 use the Microsoft FreeCell generator, larger ones PySolFC's
        Mersenne Twister shuffle. For a Spanish or two-deck game the same generator runs over
        that deck: the starting order is the rank-major deck (``1o 1c 1e 1b 2o ...`` for
        Spanish cards) or suit by suit (``o c e b``) for the Mersenne Twister branch, repeated
        once per deck.

        >>> str(Deal.from_number(1)).split()[-1], str(Deal.from_number(32000)).split()[0]
        ('6h', '7s')
        """
        rules = Rules.coerce(rules)
        number = checked_deal_number(number)
        return cls(_numbered_cards(number, rules.deck_type, rules.decks), number)

    @classmethod
    def random(cls, seed: int | float | str | bytes | None = None, rules: RulesLike = None) -> Deal:
        """A uniformly shuffled deal; the same ``seed`` gives the same deal.

        >>> Deal.random(7) == Deal.random(7)
        True
        """
        rules = Rules.coerce(rules)
        if seed is not None and not isinstance(seed, (str, bytes, bytearray)):
            whole = whole_number(seed)
            if whole is not None:
                seed = whole  # also NumPy integers
            elif not (isinstance(seed, float) and math.isfinite(seed)):  # a float seeds Python's random too
                raise InvalidDealError(Reason.of("bad_seed", seed=seed))
        cards = full_deck(rules.deck_type, rules.decks)
        _random.Random(seed).shuffle(cards)
        return cls(tuple(cards))

    @classmethod
    def coerce(cls, deal: Deal | str | int | None, rules: RulesLike = None) -> Deal:
        """A deal from a :class:`Deal`, its text, a deal number (also as digits, as typed), or ``None``
        (a random deal), checked against ``rules``.

        >>> Deal.coerce(1) == Deal.from_number(1), Deal.coerce(str(Deal.from_number(2))).number
        (True, None)
        >>> Deal.coerce(" 7 ").number  # no deal text is digits alone
        7
        """
        rules = Rules.coerce(rules)
        if deal is None:
            return cls.random(rules=rules)
        if isinstance(deal, Deal):
            return deal.check(rules)
        if isinstance(deal, str):
            if _DIGITS.fullmatch(deal):
                return cls.from_number(int(deal), rules)
            return cls.parse(deal, rules)
        if not isinstance(deal, bool) and hasattr(type(deal), "__index__"):
            return cls.from_number(operator.index(deal), rules)
        raise InvalidDealError(Reason.of("deal_type", type=type(deal).__name__))


_DIGITS = re.compile(r"\s*[+-]?[0-9]{1,4000}\s*")
"""A deal number typed as text (``int`` reads the spaces around it too; more digits than ``int``
reads from text by default are read as deal text, and refused there)."""

MAX_DEAL_TEXT = 20_000
"""The longest deal text read: far above any real deal (104 cards drawn as a triangle fit in 1,000)."""


def _card_tuple(cards: object) -> tuple[Card, ...]:
    """``cards`` as a tuple, each one checked to be a :class:`Card`."""
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise InvalidDealError(Reason.of("deal_cards_type", type=type(cards).__name__))
    found = tuple(cards)
    for i, card in enumerate(found):
        if not isinstance(card, Card):
            raise InvalidDealError(Reason.of("deal_not_card", i=i + 1, value=card))
    return found


@lru_cache(maxsize=64)  # a deal made by number is checked against its number: one shuffle for both
def _numbered_cards(number: int, deck_type: DeckType, decks: int) -> tuple[Card, ...]:
    """The cards of deal ``number`` in deal order, for one or two decks of ``deck_type``."""
    if number < 32000:
        return tuple(_microsoft_order(number, full_deck(deck_type) * decks))
    return tuple(_pysolfc_order(number, _suit_major(deck_type) * decks))


def checked_deal_number(number: object) -> int:
    """``number`` as an ``int`` (NumPy integers too) when it is a deal number: a whole number from 1 below 2**63;
    else an :class:`InvalidDealError` naming it.

    >>> checked_deal_number(5)
    5
    >>> checked_deal_number(True)
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.InvalidDealError: a deal number must be a whole number, not True
    """
    whole = whole_number(number)
    if whole is None:
        raise InvalidDealError(Reason.of("deal_number_type", number=number))
    if not 1 <= whole <= MAX_DEAL_NUMBER:
        raise InvalidDealError(Reason.of("deal_number_range", number=whole, most=MAX_DEAL_NUMBER))
    return whole


def _suit_major(deck_type: DeckType) -> list[Card]:
    if deck_type == "spanish":
        return [Card(rank, suit, "spanish") for suit in SPANISH_SUITS for rank in range(1, 13)]
    return [Card(rank, suit) for suit in "cshd" for rank in range(1, 14)]


def _microsoft_order(number: int, deck: Sequence[Card]) -> list[Card]:
    cards = list(deck)
    state = number
    dealt = []
    while cards:
        state = (state * 214013 + 2531011) & 0xFFFFFFFF
        j = ((state >> 16) & 0x7FFF) % len(cards)
        dealt.append(cards[j])
        cards[j] = cards[-1]
        cards.pop()
    return dealt


def _pysolfc_order(number: int, deck: Sequence[Card]) -> list[Card]:
    cards = list(deck)
    rng = _random.Random(number)
    for i in range(len(cards) - 1, 0, -1):
        j = int(rng.random() * (i + 1))
        cards[i], cards[j] = cards[j], cards[i]
    cards.reverse()
    return cards


def _listed(cards: Iterable[Card]) -> tuple[str, ...]:
    """The codes of ``cards``, sorted, as a refusal lists them."""
    return tuple(map(str, sorted(cards)))

