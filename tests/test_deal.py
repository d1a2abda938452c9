"""Deals: numbered deals (both generators and their boundary), parsing, printing and refusals."""

from __future__ import annotations

import random
import re

import pytest
from conftest import MSC, golden_deals

from pyramid_solitaire import Card, Deal, Game, InvalidDealError, Rules
from pyramid_solitaire.cards import full_deck


def spec_order(number: int) -> list[str]:
    """Deal ``number`` computed straight from the description in deal-numbers.md."""
    if number < 32000:
        deck = [rank + suit for rank in "A23456789TJQK" for suit in "cdhs"]
        state, dealt = number, []
        while deck:
            state = (state * 214013 + 2531011) % 2**32
            j = ((state >> 16) & 0x7FFF) % len(deck)
            dealt.append(deck[j])
            deck[j] = deck[-1]
            deck.pop()
        return dealt
    deck = [rank + suit for suit in "cshd" for rank in "A23456789TJQK"]
    rng = random.Random(number)
    for i in range(51, 0, -1):
        j = int(rng.random() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    return deck[::-1]


@pytest.mark.parametrize("number", [1, 2])
def test_golden_deals(number: int) -> None:
    pyramid, stock = golden_deals()[number]
    deal = Deal.from_number(number)
    assert [str(card) for card in deal.pyramid()] == [Card.parse(token).code for token in pyramid]
    assert [str(card) for card in deal.stock()] == [Card.parse(token).code for token in stock]
    assert deal.number == number


def test_the_golden_file_holds_both_deals() -> None:
    assert sorted(golden_deals()) == [1, 2]


@pytest.mark.parametrize("number", [1, 3, 617, 11982, 31999, 32000, 32001, 100000, 123456789, 2**40])
def test_both_generator_branches_follow_the_description(number: int) -> None:
    assert str(Deal.from_number(number)).split() == spec_order(number)


def test_32000_is_the_first_mersenne_twister_deal() -> None:
    # Dealt with the other generator, 32000 would differ.
    lcg = [rank + suit for rank in "A23456789TJQK" for suit in "cdhs"]
    assert str(Deal.from_number(32000)).split() == spec_order(32000)
    assert str(Deal.from_number(32000)).split() != spec_order(31999)
    assert len(set(str(Deal.from_number(32000)).split())) == 52
    assert sorted(str(Deal.from_number(31999)).split()) == sorted(lcg)


@pytest.mark.parametrize("number", [0, -1, -32000])
def test_zero_and_negative_numbers_are_refused(number: int) -> None:
    with pytest.raises(InvalidDealError, match=f"deal number {number} is out of range"):
        Deal.from_number(number)


@pytest.mark.parametrize("number", [1.0, "1", True, None])
def test_non_integer_numbers_are_refused(number: object) -> None:
    with pytest.raises(InvalidDealError, match="must be a whole number"):
        Deal.from_number(number)  # type: ignore[arg-type]


def test_a_deal_number_typed_as_digits_is_that_deal() -> None:
    from pyramid_solitaire.solver import solve

    assert Game("7").deal == Game(7).deal and Game(" 12\n", "pharaoh").deal == Game(12, "pharaoh").deal
    assert solve("7").status == solve(7).status
    assert Deal.from_number(1).number == 1  # from_number itself still takes whole numbers only
    for typed, refusal in (("0", "deal number 0 is out of range"), ("-3", "deal number -3 is out of range"),
                           ("9" * 50, "is out of range"), ("7 8", "token 1 of the deal: '7' is not a card"),
                           ("9" * 5_000, "(5,000 characters) is not a card")):
        with pytest.raises(InvalidDealError, match=re.escape(refusal)):
            Game(typed)


class DealNumber:
    """An integer-like value such as a NumPy integer."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


def test_integer_like_numbers_are_accepted() -> None:
    deal = Deal.from_number(DealNumber(7))  # type: ignore[arg-type]
    assert deal == Deal.from_number(7) and deal.number == 7 and type(deal.number) is int


@pytest.mark.parametrize("rules", ["pharaoh", "spanish"])
@pytest.mark.parametrize("number", [1, 31999, 32000, 99999])
def test_numbered_deals_of_other_decks_are_complete_and_repeatable(rules: str, number: int) -> None:
    deal = Deal.from_number(number, rules)
    r = Rules.preset(rules)
    assert sorted(deal.cards) == sorted(full_deck(r.deck_type, r.decks))
    assert deal == Deal.from_number(number, rules)
    assert deal != Deal.from_number(number + 1, rules)
    assert len(deal.pyramid(rules)) == r.pyramid_size and len(deal.stock(rules)) == r.stock_size


def test_every_reference_deck_parses_and_round_trips() -> None:
    lines = (MSC / "random-decks.txt").read_text().splitlines()
    assert len(lines) == 1500
    for line in lines:
        deal = Deal.parse(line)
        assert str(deal) == line
        assert Deal.parse(str(deal)) == deal


@pytest.mark.parametrize(
    "name",
    ["pyramid-long-run.txt", "pyramid-shortest-run.txt", "pyramid-unwinnable.txt", "pyramid-unwinnable-2.txt", "pyramid-winnable.txt"],
)
def test_triangle_reference_files_parse(name: str) -> None:
    text = (MSC / name).read_text()
    tokens = text.split()
    deal = Deal.parse(text)
    assert str(deal).split() == tokens
    assert Deal.parse(str(deal)) == deal
    # The triangle form draws the same deal and reads back.
    assert Deal.parse(deal.triangle()) == deal
    assert [line.split() for line in deal.triangle().splitlines()][:7] == [
        line.split() for line in text.strip().splitlines()[:7]
    ]


def test_parse_is_lenient_about_spelling_and_separators() -> None:
    deal = Deal.from_number(2)
    loose = ", ".join(card.pretty for card in deal.cards).upper()
    assert Deal.parse(loose) == deal
    assert Deal.parse("\n\n" + str(deal).replace(" ", "\t") + "\n") == deal


def test_repr_is_a_working_constructor() -> None:
    two_spanish = Rules(deck_type="spanish", pair_sum=12, decks=2)
    for deal in (
        Deal.from_number(7),
        Deal.parse(str(Deal.from_number(7))),
        Deal.from_number(3, "pharaoh"),
        Deal.random(1, "spanish"),
        Deal.random(1, two_spanish),
    ):
        assert eval(repr(deal), {"Deal": Deal, "Rules": Rules}) == deal


def test_number_does_not_take_part_in_equality() -> None:
    numbered = Deal.from_number(5)
    parsed = Deal.parse(str(numbered))
    assert parsed == numbered and parsed.number is None and numbered.number == 5


def test_random_deals() -> None:
    assert Deal.random(3) == Deal.random(3)
    assert Deal.random(3) != Deal.random(4)
    assert sorted(Deal.random().cards) == sorted(full_deck())
    spanish = Deal.random(1, "spanish")
    assert spanish.deck_type == "spanish" and len(spanish) == 48
    assert Deal.random(1, "pharaoh").decks == 2


def test_unreadable_token_is_quoted_with_its_position() -> None:
    tokens = str(Deal.from_number(1)).split()
    tokens[9] = "Xq"
    with pytest.raises(InvalidDealError, match=r"token 10 of the deal: 'Xq' is not a card"):
        Deal.parse(" ".join(tokens))


def test_duplicate_card_is_named() -> None:
    tokens = str(Deal.from_number(1)).split()
    lost = tokens[5]
    tokens[5] = tokens[0]
    with pytest.raises(InvalidDealError) as info:
        Deal.parse(" ".join(tokens))
    assert str(info.value) == (
        f"the deal is not a complete deck for the standard rules (missing: {lost}; extra copy: {tokens[0]})"
    )


def test_missing_cards_are_named() -> None:
    tokens = str(Deal.from_number(1)).split()
    with pytest.raises(InvalidDealError, match=re.escape(f"a deal has 50 cards; the standard rules need 52 (missing: {' '.join(sorted(tokens[-2:], key=Card.parse))})")):
        Deal.parse(" ".join(tokens[:-2]))


def test_empty_text() -> None:
    with pytest.raises(InvalidDealError, match="a deal has 0 cards"):
        Deal.parse("   ")


def test_non_text_deal() -> None:
    with pytest.raises(InvalidDealError, match="must be given as text, not list"):
        Deal.parse(["Ac"])  # type: ignore[arg-type]


def test_wrong_count_for_the_rules_deck() -> None:
    one_deck = str(Deal.from_number(1))
    with pytest.raises(InvalidDealError, match="a deal has 52 cards; the pharaoh rules need 104"):
        Deal.parse(one_deck, rules="pharaoh")
    with pytest.raises(InvalidDealError, match=r"token 1 of the deal: 'Jd' is not a Spanish card"):
        Deal.parse(one_deck, rules="spanish")
    with pytest.raises(InvalidDealError, match="a deal has 104 cards; the standard rules need 52"):
        Deal.parse(str(Deal.from_number(1, "pharaoh")))


def test_check_against_rules() -> None:
    assert Deal.from_number(1).check("classic").number == 1
    with pytest.raises(InvalidDealError, match="the deal is 52 French cards, but the pharaoh rules play 104 French cards"):
        Deal.from_number(1).check("pharaoh")


def test_cards_of_another_deck_are_named() -> None:
    cards = [*Deal.from_number(1).cards[:51], Card.parse("12o", deck="spanish")]
    with pytest.raises(InvalidDealError, match=r"\(missing: 6h; not in the French deck: 12o\)"):
        Deal.from_cards(cards)


def test_direct_construction_is_validated() -> None:
    cards = list(Deal.from_number(1).cards)
    with pytest.raises(InvalidDealError, match="duplicate card Jd"):
        Deal(tuple([cards[0], *cards[:-1]]))
    with pytest.raises(InvalidDealError, match="a deal has 51 cards"):
        Deal(tuple(cards[:-1]))
    with pytest.raises(InvalidDealError, match="position 2 holds 'Jd', which is not a Card"):
        Deal(tuple([cards[0], "Jd", *cards[2:]]))  # type: ignore[list-item]
    with pytest.raises(InvalidDealError, match="mixes French and Spanish"):
        Deal(tuple(cards[:48] + [Card(1, "o", "spanish")] * 4))


def test_two_deck_and_spanish_deals_parse_and_print() -> None:
    for rules in ("pharaoh", "spanish"):
        deal = Deal.from_number(11, rules)
        assert Deal.parse(str(deal), rules) == deal
        assert Deal.parse(deal.triangle(rules), rules) == deal
    spanish = Deal.from_number(11, "spanish")
    assert all(re.fullmatch(r"(1[0-2]|[1-9])[oceb]", token) for token in str(spanish).split())


@pytest.mark.parametrize("rules", ["standard", "pharaoh", "spanish"])
def test_a_deal_number_comes_only_with_that_deal_s_cards(rules: str) -> None:
    five, six = Deal.from_number(5, rules), Deal.from_number(40_000, rules)
    assert Deal(five.cards, 5).number == 5 and Deal.from_cards(six.cards, rules, number=40_000).number == 40_000
    with pytest.raises(InvalidDealError, match="the cards are not those of deal 5"):
        Deal(six.cards, 5)
    with pytest.raises(InvalidDealError, match="the cards are not those of deal 40000"):
        Deal.from_cards(five.cards, rules, number=40_000)
    game = Game(Deal(five.cards, 5), rules)
    again = Game.from_json(game.to_json())
    assert again == game and again.deal.number == 5


def test_a_deal_of_one_card_over_and_over_counts_its_copies_once() -> None:
    with pytest.raises(ValueError) as refused:
        Deal.parse(" ".join(["As"] * 52))
    assert str(refused.value).endswith("; extra copies: 51 × As)") and len(str(refused.value)) < 250


def test_a_two_deck_deal_counts_the_copies_it_misses_and_the_foreign_cards() -> None:
    cards = [card for card in Deal.from_number(1, "pharaoh").cards if str(card) != "As"]
    with pytest.raises(InvalidDealError) as refused:
        Deal.from_cards([*cards, Card.parse("Ks"), Card.parse("Ks")], "pharaoh")
    assert "(missing: 2 × As; extra copies: 2 × Ks)" in str(refused.value)
    spanish = [card for card in Deal.from_number(1, "spanish").cards if str(card) != "1o"]
    with pytest.raises(InvalidDealError) as foreign:
        Deal.from_cards([*spanish, Card.parse("Ks")], "spanish")
    assert "not in the Spanish deck: Ks" in str(foreign.value)
