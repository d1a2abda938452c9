"""Playing cards: ranks, suits, notation and decks.

A French card is written rank + suit: ranks ``A23456789TJQK`` and suits ``c d h s``
(``Th`` is the ten of hearts). Parsing is lenient: ``TH``, ``10h``, ``T♥`` and ``10♥``
all read as ``Th``. A Spanish card (48-card deck, ranks 1-12, suits oros, copas, espadas,
bastos) is written with its number and suit letter: ``12o`` is the Rey de oros.

>>> Card.parse("10♥")
Card.parse('Th')
>>> str(Card.parse("qS")), Card.parse("qS").pretty
('Qs', 'Q♠')
"""

from __future__ import annotations

import operator
import re
from dataclasses import dataclass
from typing import Literal

from .errors import InvalidCardError, is_whole
from .names import SPANISH_RANK_NAMES, SPANISH_SUIT_NAMES, card_name
from .reasons import Reason

DeckType = Literal["french", "spanish"]

FRENCH_RANKS = "A23456789TJQK"
FRENCH_SUITS = "cdhs"
SPANISH_SUITS = "oceb"
_SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
# Spanish suits have no symbol of their own: their capital letter stands in (O, C, E, B).
SUIT_SYMBOLS: dict[DeckType, dict[str, str]] = {
    "french": _SUIT_SYMBOLS,
    "spanish": {suit: suit.upper() for suit in SPANISH_SUITS},
}
_SYMBOL_SUITS = {sym: letter for letter, sym in _SUIT_SYMBOLS.items()}
_SYMBOL_SUITS.update({"♧": "c", "♢": "d", "♡": "h", "♤": "s"})

_FRENCH_TOKEN = re.compile(r"^(10|[a2-9tjqk])([cdhs♣♦♥♠♧♢♡♤])$", re.IGNORECASE)
_SPANISH_TOKEN = re.compile(r"^(1[0-2]|[1-9])([oceb])$", re.IGNORECASE)
# A Spanish card as the board and the hints write it ("11 oros") or by its name ("Caballo de oros").
_SPANISH_WORDS = re.compile(
    r"(?<![0-9a-z])(?:(1[0-2]|[1-9]) *|(as|sota|caballo|rey) +)(?:de +)?(oros|copas|espadas|bastos)(?![a-z])",
    re.IGNORECASE,
)
_SPANISH_RANK_BY_NAME = {name.lower(): rank for rank, name in SPANISH_RANK_NAMES.items()}


def compact_spanish_cards(text: str) -> str:
    """``text`` with every Spanish card written out in words turned into its code.

    >>> compact_spanish_cards("11 oros+Caballo de bastos")
    '11o+11b'
    """

    def code(match: re.Match[str]) -> str:
        number, name, suit = match.groups()
        rank = int(number) if number else _SPANISH_RANK_BY_NAME[name.lower()]
        return f"{rank}{suit[0].lower()}"

    return _SPANISH_WORDS.sub(code, text)


WORD_JOINER = "\u2060"
"""Not a space to :meth:`str.split`: holds a card written in words together in a move's text."""


def join_spanish_words(text: str) -> str:
    """``text`` with the spaces inside every Spanish card written out in words replaced by
    :data:`WORD_JOINER`, so that splitting the text at spaces keeps each card whole and as typed.

    >>> join_spanish_words("11 oros 1 bastos").split() == ["11\u2060oros", "1\u2060bastos"]
    True
    """
    return _SPANISH_WORDS.sub(lambda match: re.sub(r"\s", WORD_JOINER, match.group(0)), text)


@dataclass(frozen=True, order=True)
class Card:
    """One playing card. ``rank`` is 1 (Ace) to 13 (King), 1-12 in the Spanish deck.

    >>> Card(12, "h")
    Card.parse('Qh')
    >>> Card(12, "o", "spanish").name()
    'Rey de oros'
    >>> Card("Q", "h")
    Traceback (most recent call last):
    ...
    pyramid_solitaire.errors.InvalidCardError: no French card has rank 'Q' and suit 'h': the rank is a whole number 1-13 and the suit one of c, d, h, s (Card.parse reads a card from text)
    """

    rank: int
    suit: str
    deck: DeckType = "french"

    def __post_init__(self) -> None:
        if not isinstance(self.deck, str) or self.deck not in ("french", "spanish"):
            raise InvalidCardError(Reason.of("unknown_deck", deck=self.deck))
        if not isinstance(self.rank, int) and hasattr(type(self.rank), "__index__"):
            object.__setattr__(self, "rank", operator.index(self.rank))  # a NumPy integer, say
        french = self.deck == "french"
        top, suits = (13, FRENCH_SUITS) if french else (12, SPANISH_SUITS)
        # Suits are single letters: "in" on the string of suits would take "" or "dh" too.
        if not (is_whole(self.rank) and 1 <= self.rank <= top and isinstance(self.suit, str) and self.suit in tuple(suits)):
            raise InvalidCardError(Reason.of("card_values", rank=self.rank, suit=self.suit, variant=self.deck))

    @classmethod
    def parse(cls, text: str, deck: DeckType = "french") -> Card:
        """Read a card from text, leniently and case-insensitively.

        >>> Card.parse("10h") == Card.parse("TH") == Card.parse("T♥")
        True
        >>> Card.parse("6e", deck="spanish").name()
        '6 de espadas'
        >>> Card.parse("11 oros", deck="spanish") == Card.parse("Caballo de oros", deck="spanish")
        True
        """
        # Pasted suit symbols may carry a variation selector (U+FE0F emoji style, U+FE0E text style): drop it.
        token = text.strip().replace("\ufe0f", "").replace("\ufe0e", "") if isinstance(text, str) else text
        if not isinstance(token, str):
            raise InvalidCardError(Reason.of("card_not_text", type=type(text).__name__))
        if deck == "spanish":
            match = _SPANISH_TOKEN.match(compact_spanish_cards(token))
            if not match:
                raise InvalidCardError(Reason.of("not_a_card", text=text, variant="spanish"))
            return cls(int(match.group(1)), match.group(2).lower(), "spanish")
        if deck != "french":
            raise InvalidCardError(Reason.of("unknown_deck", deck=deck))
        match = _FRENCH_TOKEN.match(token)
        if not match:
            raise InvalidCardError(Reason.of("not_a_card", text=text))
        rank_text, suit_text = match.group(1).upper(), match.group(2)
        rank = 10 if rank_text == "10" else FRENCH_RANKS.index(rank_text) + 1
        suit = _SYMBOL_SUITS.get(suit_text, suit_text.lower())
        return cls(rank, suit)

    def __str__(self) -> str:
        if self.deck == "spanish":
            return f"{self.rank}{self.suit}"
        return FRENCH_RANKS[self.rank - 1] + self.suit

    def __repr__(self) -> str:
        if self.deck == "spanish":
            return f"Card.parse({str(self)!r}, deck='spanish')"
        return f"Card.parse({str(self)!r})"

    @property
    def code(self) -> str:
        """The canonical text form, e.g. ``'Th'``.

        >>> Card.parse("th").code
        'Th'
        """
        return str(self)

    @property
    def pretty(self) -> str:
        """A display form with the suit symbol, e.g. ``'10♥'`` (Spanish: ``'12 oros'``).

        >>> Card.parse("Th").pretty, Card.parse("12o", deck="spanish").pretty
        ('10♥', '12 oros')
        """
        if self.deck == "spanish":
            return f"{self.rank} {SPANISH_SUIT_NAMES[self.suit]}"
        return self.rank_symbol + self.suit_symbol

    @property
    def rank_symbol(self) -> str:
        """The rank as a card face shows it: ``'A'``, ``'10'``, ``'K'`` (Spanish: ``'1'`` to ``'12'``).

        >>> Card.parse("Th").rank_symbol, Card.parse("12o", deck="spanish").rank_symbol
        ('10', '12')
        """
        if self.deck == "spanish" or self.rank == 10:
            return str(self.rank)
        return FRENCH_RANKS[self.rank - 1]

    @property
    def suit_symbol(self) -> str:
        """The suit as a card face shows it: ``'♥'`` (Spanish, a capital letter: ``'C'`` for copas).

        >>> Card.parse("Th").suit_symbol, Card.parse("3c", deck="spanish").suit_symbol
        ('♥', 'C')
        """
        return SUIT_SYMBOLS[self.deck][self.suit]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds (oros and copas in the Spanish deck) are red.

        >>> Card.parse("Th").is_red, Card.parse("As").is_red, Card.parse("3c", deck="spanish").is_red
        (True, False, True)
        """
        return self.suit in ("dh" if self.deck == "french" else "oc")

    def name(self, lang: str = "en") -> str:
        """The card's name for people, in English, German, Dutch or Finnish.

        >>> Card.parse("Qh").name(), Card.parse("Qh").name("de")
        ('Queen of hearts', 'Herz-Dame')
        """
        return card_name(self, lang)


def french_deck() -> list[Card]:
    """The 52 French cards, rank-major (``Ac Ad Ah As 2c ...``).

    >>> len(french_deck()), str(french_deck()[0])
    (52, 'Ac')
    """
    return [Card(rank, suit) for rank in range(1, 14) for suit in FRENCH_SUITS]


def spanish_deck() -> list[Card]:
    """The 48 Spanish cards, rank-major (``1o 1c 1e 1b 2o ...``).

    >>> len(spanish_deck()), str(spanish_deck()[-1])
    (48, '12b')
    """
    return [Card(rank, suit, "spanish") for rank in range(1, 13) for suit in SPANISH_SUITS]


def full_deck(deck: DeckType = "french", decks: int = 1) -> list[Card]:
    """Every card of ``decks`` decks of the given type: the rank-major deck, repeated.

    >>> [str(c) for c in full_deck(decks=2)[51:54]]
    ['Ks', 'Ac', 'Ad']
    """
    base = spanish_deck() if deck == "spanish" else french_deck()
    return base * decks


def example_card(deck: DeckType = "french") -> str:
    """A card written as :meth:`Card.parse` reads it, for errors that show how to write one.

    >>> example_card(), Card.parse(example_card("spanish"), "spanish").name()
    ('Th', 'Rey de oros')
    """
    return "Th" if deck == "french" else "12o"
