"""Cards: lenient parsing, canonical and pretty printing, refusals, decks and names."""

from __future__ import annotations

import pytest

from pyramid_solitaire import Card, InvalidCardError
from pyramid_solitaire.cards import french_deck, full_deck, spanish_deck


@pytest.mark.parametrize("text", ["Th", "TH", "th", "tH", "10h", "10H", "T♥", "10♥", "t♡", " Th ", "10♥\ufe0f", "T♥\ufe0e"])
def test_lenient_spellings_of_the_ten_of_hearts(text: str) -> None:
    card = Card.parse(text)
    assert card == Card(10, "h")
    assert str(card) == "Th"
    assert card.pretty == "10♥"


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [("As", 1, "s"), ("a♠", 1, "s"), ("2c", 2, "c"), ("9♦", 9, "d"), ("jd", 11, "d"), ("Q♣", 12, "c"), ("KH", 13, "h")],
)
def test_every_rank_letter_and_suit_symbol(text: str, rank: int, suit: str) -> None:
    assert Card.parse(text) == Card(rank, suit)


def test_every_french_card_round_trips_through_both_forms() -> None:
    for card in french_deck():
        assert Card.parse(str(card)) == card
        assert Card.parse(card.pretty) == card
        assert Card.parse(str(card).upper()) == card
        assert eval(repr(card), {"Card": Card}) == card


@pytest.mark.parametrize("text", ["", "T", "1h", "11h", "Tx", "Zh", "10", "h10", "Th Js", "♥T", "KK"])
def test_unreadable_cards_are_refused_with_the_text_named(text: str) -> None:
    with pytest.raises(InvalidCardError) as info:
        Card.parse(text)
    assert repr(text) in str(info.value)
    assert "rank" in str(info.value)


def test_non_text_is_refused() -> None:
    with pytest.raises(InvalidCardError, match="must be given as text, not int"):
        Card.parse(10)  # type: ignore[arg-type]


@pytest.mark.parametrize(("rank", "suit"), [(0, "h"), (14, "h"), (5, "x"), (5, "H")])
def test_impossible_french_cards(rank: int, suit: str) -> None:
    with pytest.raises(InvalidCardError, match=f"no French card has rank {rank!r} and suit {suit!r}"):
        Card(rank, suit)


def test_errors_are_value_errors() -> None:
    with pytest.raises(ValueError):
        Card.parse("nonsense")


def test_spanish_cards() -> None:
    rey = Card.parse("12o", deck="spanish")
    assert (rey.rank, rey.suit, rey.deck) == (12, "o", "spanish")
    assert str(rey) == "12o"
    assert rey.pretty == "12 oros"
    assert rey.name() == "Rey de oros"
    assert Card.parse("10E", deck="spanish").name() == "Sota de espadas"
    assert Card.parse("11b", deck="spanish").name() == "Caballo de bastos"
    assert Card.parse("1c", deck="spanish").name() == "As de copas"
    assert eval(repr(rey), {"Card": Card}) == rey
    assert rey != Card(12, "c")


def test_every_spanish_card_round_trips_through_its_printed_forms() -> None:
    for card in spanish_deck():
        for text in (str(card), card.pretty, card.name(), card.name().upper(), f"{card.rank} de {card.pretty.split()[1]}"):
            assert Card.parse(text, deck="spanish") == card, text


@pytest.mark.parametrize("text", ["13o", "0o", "Th", "12h", "7", "o7", "13 oros", "Reina de oros", "12 orosx", "7 de", "caballooros", "reyoros"])
def test_unreadable_spanish_cards(text: str) -> None:
    with pytest.raises(InvalidCardError, match="is not a Spanish card"):
        Card.parse(text, deck="spanish")


def test_no_spanish_card_of_rank_13() -> None:
    with pytest.raises(InvalidCardError, match="no Spanish card has rank 13"):
        Card(13, "o", "spanish")


def test_unknown_deck_type() -> None:
    with pytest.raises(InvalidCardError, match="unknown deck type 'german'"):
        Card.parse("Th", deck="german")  # type: ignore[arg-type]


def test_colours() -> None:
    assert Card.parse("Th").is_red and Card.parse("Ad").is_red
    assert not Card.parse("Tc").is_red and not Card.parse("As").is_red
    assert Card.parse("3o", deck="spanish").is_red and not Card.parse("3e", deck="spanish").is_red


def test_decks() -> None:
    assert len(set(french_deck())) == 52
    assert len(set(spanish_deck())) == 48
    assert {card.rank for card in spanish_deck()} == set(range(1, 13))
    two = full_deck(decks=2)
    assert len(two) == 104 and len(set(two)) == 52
    assert full_deck("spanish") == spanish_deck()


@pytest.mark.parametrize(
    ("lang", "name"),
    [("en", "Queen of hearts"), ("de", "Herz-Dame"), ("nl", "Harten vrouw"), ("fi", "Hertta rouva")],
)
def test_names(lang: str, name: str) -> None:
    assert Card.parse("Qh").name(lang) == name


def test_unknown_language() -> None:
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        Card.parse("Qh").name("xx")
