"""Card names for people in English, German, Dutch and Finnish.

>>> from pyramid_solitaire.cards import Card
>>> card_name(Card.parse("9d"), "nl")
'Ruiten negen'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import PyramidError, quoted

if TYPE_CHECKING:
    from .cards import Card

LANGUAGES = ("en", "de", "nl", "fi")

_RANKS = {
    "en": ["Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King"],
    "de": ["Ass", "Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben", "Acht", "Neun", "Zehn", "Bube", "Dame", "König"],
    "nl": ["aas", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien", "boer", "vrouw", "heer"],
    "fi": ["ässä", "kakkonen", "kolmonen", "nelonen", "viitonen", "kuutonen", "seiska", "kasi", "ysi", "kymppi",
           "jätkä", "rouva", "kuningas"],
}
_SUITS = {
    "en": {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"},
    "de": {"c": "Kreuz", "d": "Karo", "h": "Herz", "s": "Pik"},
    "nl": {"c": "Klaveren", "d": "Ruiten", "h": "Harten", "s": "Schoppen"},
    "fi": {"c": "Risti", "d": "Ruutu", "h": "Hertta", "s": "Pata"},
}
SPANISH_SUIT_NAMES = {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos"}
"""The Spanish suits' names, by suit letter."""
SPANISH_RANK_NAMES = {1: "As", 10: "Sota", 11: "Caballo", 12: "Rey"}
"""The Spanish ranks that have a name of their own; the others go by their number."""


def check_lang(lang: object) -> str:
    """``lang`` if it is one of ``en``, ``de``, ``nl``, ``fi``; otherwise a ``PyramidError``.

    >>> check_lang("nl")
    'nl'
    """
    if not isinstance(lang, str) or lang not in LANGUAGES:
        raise PyramidError(f"unknown language {quoted(lang)}: use one of {', '.join(LANGUAGES)}")
    return lang


def card_name(card: Card, lang: str = "en") -> str:
    """The name of ``card`` in ``lang`` (``en``, ``de``, ``nl`` or ``fi``).

    >>> from pyramid_solitaire.cards import Card
    >>> card_name(Card.parse("Qh")), card_name(Card.parse("Ks"), "fi")
    ('Queen of hearts', 'Pata kuningas')
    """
    check_lang(lang)
    if card.deck == "spanish":
        # Spanish card names are proper names in every language.
        rank = SPANISH_RANK_NAMES.get(card.rank, str(card.rank))
        return f"{rank} de {SPANISH_SUIT_NAMES[card.suit]}"
    rank_name = _RANKS[lang][card.rank - 1]
    suit_name = _SUITS[lang][card.suit]
    if lang == "en":
        return f"{rank_name} of {suit_name}"
    if lang == "de":
        return f"{suit_name}-{rank_name}"
    return f"{suit_name} {rank_name}"
