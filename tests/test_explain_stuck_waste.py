"""The last-pass "stuck waste" argument of ``explain`` says only what a student can check on the
board: a partner of the stuck waste card still in a stock whose top cannot be played is named (it can
only come onto the waste above that card), a card with no card under it simply stays, a pyramid card's
partners under the stuck card are named as lying there, and a bad ``best_line_states`` is refused by
its own name before any search."""

from __future__ import annotations

import importlib
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from pyramid_solitaire import Card, Game, PyramidError, Rules
from pyramid_solitaire.i18n import render
from pyramid_solitaire.names import LANGUAGES
from pyramid_solitaire.position import Position
from pyramid_solitaire.reasons import Reason
from pyramid_solitaire.solver import explain, explain_steps
from pyramid_solitaire.solver.explain import Explanation, stuck_waste, stuck_waste_argument
from pyramid_solitaire.solver.search import finish

explain_module = importlib.import_module("pyramid_solitaire.solver.explain")

FACE_DOWN_DECK = Rules(stock_top_playable=False, win="deck")
DEAL_23_MOVES = (
    "Ah+Qc 4c+9s 8c+5h draw Th+3s draw draw draw 7s+6s 2s+Jh draw draw draw 3c+Tc draw Ks 5c+8s Qs+As draw draw "
    "draw draw draw Kd 6d+7c draw draw Kh draw"
)


def stuck_by_chance(number: int, rules: str | Rules, seed: int) -> Game | None:
    """Deal ``number`` played by random legal moves until waste cards are stuck in the last pass
    (``None`` when the game ends first)."""
    game, rng = Game(number, rules), random.Random(seed)
    while stuck_waste_argument(game.position) is None:
        if game.outcome() is not None or not game.legal_moves:
            return None
        game.play(rng.choice(list(game.legal_moves)))
    return game


def stuck_positions(rules: str | Rules, seeds: int) -> Iterator[tuple[Position, Explanation]]:
    """Positions of deals 1-12 played by chance (``seeds`` games each) in which waste cards are stuck, with the argument."""
    for number in range(1, 13):
        for seed in range(seeds):
            game = stuck_by_chance(number, rules, seed)
            if game is not None:
                argument = stuck_waste_argument(game.position)
                assert argument is not None
                yield game.position, argument


def deal_23() -> Game:
    game = Game.from_number(23, "classic")
    for code in DEAL_23_MOVES.split():
        game.play(code)
    return game


def reads_in_every_language(why: Explanation) -> dict[str, str]:
    sentences = {lang: why.describe(lang) for lang in LANGUAGES}
    assert len(set(sentences.values())) == len(LANGUAGES), sentences
    for sentence in sentences.values():
        assert "{" not in sentence and "Reason.of" not in sentence and "'variant'" not in sentence, sentence
    return sentences


def blocker_of(position: Position) -> Card:
    return position.waste[0][stuck_waste(position)[0]]


def partner_rank(position: Position, card: Card) -> int:
    return position.rules.pair_sum - card.rank


# --- the stuck card's partners in a stock whose top cannot be played -------------------------------


def test_a_partner_left_in_a_face_down_stock_is_named_not_denied() -> None:
    game = stuck_by_chance(1, "waste-only", 1)
    assert game is not None
    assert Card.parse("3d") in game.position.stock and blocker_of(game.position) == Card.parse("Th")
    why = explain(game)
    assert why.kind == "stuck_waste"
    assert str(why) == (
        "This is the last pass: 9♥ at P2 can never be removed. Its partner 4♠ lies under 10♥ in the waste, and 10♥ "
        "can never come off: no partner of 10♥ is left in the pyramid, and the one in the stock, 3♦, can only come "
        "onto the waste above 10♥ (the stock's top card cannot be played), so the two can never meet. Every other "
        "partner of 9♥ is out of reach: 4♣, 4♥ and 4♦ are removed already."
    )
    for sentence in reads_in_every_language(why).values():
        assert "3♦" in sentence


def test_every_card_must_go_and_the_stuck_cards_partners_wait_in_the_stock() -> None:
    game = stuck_by_chance(5, FACE_DOWN_DECK, 1)
    assert game is not None
    why = explain(game)
    assert str(why) == (
        "This is the last pass: 7♦ in the waste can never come off: no partner of 7♦ is left in the pyramid, and "
        "those in the stock, 6♥ and 6♣, can only come onto the waste above 7♦ (the stock's top card cannot be "
        "played), so none of them can ever meet it. So it stays: not every card can be removed."
    )
    for sentence in reads_in_every_language(why).values():
        assert "6♥" in sentence and "6♣" in sentence


@pytest.mark.parametrize("rules", ["standard", "waste-only", Rules(passes=2), FACE_DOWN_DECK, "classic"],
                         ids=["standard", "waste-only", "two-passes", "face-down-deck", "classic"])
def test_what_is_said_of_the_stuck_cards_partners_is_true(rules: str | Rules) -> None:
    said = 0
    for position, reason in stuck_positions(rules, seeds=2):
        blocker = blocker_of(position)
        why = reason.reason.facts["why"]
        assert why.code == "stuck_blocker" and why.facts["card"] == blocker
        need = partner_rank(position, blocker)
        assert all(card is None or card.rank != need for card in position.pyramid)
        in_stock = [card for card in position.stock if card.rank == need]
        if in_stock:  # only a stock whose top cannot be played holds them: they are named, each one
            assert not position.rules.stock_top_playable
            assert why.facts["variant"] == "stock" and list(why.facts["partners"]) == in_stock
        else:
            assert "variant" not in why.facts
        said += 1
    assert said >= 5


# --- no card under the stuck card, or one ------------------------------------------------------------


def test_a_stuck_card_with_no_card_under_it_just_stays() -> None:
    why = explain(deal_23())
    assert why.kind == "stuck_waste" and why.reason.facts["n"] == 0
    assert str(why) == (
        "This is the last pass: 7♥ in the waste can never come off: no partner of 7♥ is left in the pyramid or the "
        "stock. So it stays: not every card can be removed."
    )
    for sentence in reads_in_every_language(why).values():
        assert not re.search(r"(?<![\w♠♥♦♣])0(?!\w)", sentence), sentence  # no "0 cards under it"


def test_one_card_under_the_stuck_card_reads_in_the_singular() -> None:
    game = stuck_by_chance(23, "classic", 2)
    assert game is not None
    why = explain(game)
    assert why.kind == "stuck_waste" and why.reason.facts["n"] == 1
    sentences = reads_in_every_language(why)
    assert "So it and the card under it stay" in sentences["en"]
    assert "se ja sen alla oleva kortti jäävät" in sentences["fi"]


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [("en", "it and the card under it stay", "it and the 2 cards under it stay"),
     ("de", "sie und die Karte darunter", "sie und die 2 Karten darunter"),
     ("nl", "Die kaart en de kaart eronder", "Die kaart en de 2 kaarten eronder"),
     ("fi", "sen alla oleva kortti jäävät", "sen alla olevat 2 korttia")],
)
def test_the_cards_under_the_stuck_card_are_counted_in_singular_and_plural(lang: str, one: str, two: str) -> None:
    why = Reason.of("stuck_blocker", card=Card.parse("7h"))
    for n, words in ((1, one), (2, two)):
        sentence = render("explain_stuck_waste", {"card": Card.parse("7h"), "n": n, "why": why, "variant": "deck"}, lang)
        assert words in sentence, sentence


# --- a pyramid card whose partners lie under the stuck card -----------------------------------------


def test_the_pyramid_cards_partners_are_said_to_lie_under_the_stuck_card() -> None:
    game = stuck_by_chance(5, "standard", 36)
    assert game is not None
    why = explain(game)
    assert why.kind == "stuck_waste"
    assert str(why) == (
        "This is the last pass: A♥ at P0 can never be removed. Its partners Q♣, Q♦ and Q♥ lie under 7♣ in the "
        "waste, and 7♣ can never come off: no partner of 7♣ is left in the pyramid or the stock. Every other partner "
        "of A♥ is out of reach: Q♠ at P3 lies over it."
    )
    sentences = reads_in_every_language(why)
    assert "is stuck in the waste" not in sentences["en"]
    for sentence in sentences.values():
        assert sentence.count("Q♣") == sentence.count("Q♦") == sentence.count("Q♥") == 1


@pytest.mark.parametrize("rules", ["standard", "waste-only", Rules(passes=2)], ids=["standard", "waste-only", "two-passes"])
def test_each_partner_of_the_pyramid_card_is_accounted_for_once(rules: str | Rules) -> None:
    said = 0
    for position, argument in stuck_positions(rules, seeds=3):
        facts = argument.reason.facts
        if facts["variant"] not in ("pyramid", "pyramid_all"):
            continue
        card = facts["card"]
        need = partner_rank(position, card)
        pile, depth = position.waste[0], stuck_waste(position)[0]
        held = list(facts["held"])
        assert held and all(other.rank == need for other in held)
        assert sorted(held) == sorted(other for other in pile[depth + 1:] if other.rank == need)  # under it
        partners = facts.get("partners", ())
        others = [card for reason in partners for card in reason.facts.get("cards", [reason.facts.get("card")])]
        assert all(reason.code == "partner" and reason.facts["variant"] != "stuck" for reason in facts.get("partners", ()))
        everywhere = [other for other in (*position.pyramid, *position.stock, *pile, *position.removed)
                      if other is not None and other.rank == need and other != card]
        assert sorted(held + others) == sorted(everywhere)
        assert (facts["variant"] == "pyramid_all") == (not others)
        said += 1
    assert said >= 3


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_pyramid_card_whose_every_partner_lies_under_the_stuck_card_reads_in_every_language(lang: str) -> None:
    facts: dict[str, Any] = {"card": Card.parse("Ah"), "where": "P0", "blocker": Card.parse("7c"),
                             "why": Reason.of("stuck_blocker", card=Card.parse("7c")), "variant": "pyramid_all"}
    one = render("explain_stuck_waste", {**facts, "held": [Card.parse("Qh")]}, lang)
    many = render("explain_stuck_waste", {**facts, "held": [Card.parse("Qh"), Card.parse("Qs")]}, lang)
    for sentence in (one, many):
        assert "{" not in sentence and "7♣" in sentence and "P0" in sentence, sentence
    assert one != many.replace(", Q♠", "").replace(" and Q♠", "")
    if lang == "en":
        assert "Its only partner, Q♥, lies under 7♣ in the waste" in one
        assert "All its partners, Q♥ and Q♠, lie under 7♣ in the waste" in many


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [("en", "the one in the stock, 6♥, can", "those in the stock, 6♥ and 6♣, can"),
     ("de", "der im Talon, 6♥, kann", "die im Talon, 6♥ und 6♣, können"),
     ("nl", "de partner in de stapel, 6♥, kan", "de partners in de stapel, 6♥ en 6♣, kunnen"),
     ("fi", "sen parikortti pakassa, 6♥, voi", "sen parikortit pakassa, 6♥ ja 6♣, voivat")],
)
def test_the_stuck_cards_partners_in_the_stock_read_in_singular_and_plural(lang: str, one: str, two: str) -> None:
    seven = Card.parse("7d")
    said = [Reason.of("stuck_blocker", card=seven, partners=cards, variant="stock").describe(lang)
            for cards in ([Card.parse("6h")], [Card.parse("6h"), Card.parse("6c")])]
    assert one in said[0] and two in said[1], said


# --- best_line_states ------------------------------------------------------------------------------


@pytest.mark.parametrize("bad", [-5, -1, 1.5, True, "5", None], ids=repr)
@pytest.mark.parametrize("number", [1, 22], ids=["search", "dead-card"])
def test_a_bad_best_line_states_is_refused_by_its_name(bad: object, number: int) -> None:
    with pytest.raises(PyramidError) as info:
        explain(Game.from_number(number, "classic"), best_line_states=bad)  # type: ignore[arg-type]
    error = info.value
    assert isinstance(error, ValueError) and error.reason == "best_line_states"
    for lang in LANGUAGES:
        sentence = error.describe(lang)
        assert sentence.startswith(f"best_line_states={bad!r}: ") and "max_states" not in sentence, sentence
    assert len({error.describe(lang) for lang in LANGUAGES}) == len(LANGUAGES)


def test_the_english_words_for_a_bad_best_line_states() -> None:
    with pytest.raises(PyramidError) as info:
        explain(Game.from_number(1, "classic"), best_line_states=-5)
    assert str(info.value) == "best_line_states=-5: give a whole number of states, 0 or more"


def test_a_winnable_position_refuses_a_bad_best_line_states_too() -> None:
    with pytest.raises(PyramidError, match=r"^best_line_states=-5: "):
        explain(Game.from_number(1), best_line_states=-5)


def test_a_bad_best_line_states_is_refused_before_any_search(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_search(*args: object, **kwargs: object) -> None:
        raise AssertionError("searched")

    monkeypatch.setattr(explain_module, "solve_steps", no_search)
    monkeypatch.setattr(explain_module, "_most_removing_line_steps", no_search)
    steps = explain_steps(Game.from_number(1, "classic"), best_line_states=-1)
    with pytest.raises(PyramidError) as info:
        next(steps)
    assert info.value.reason == "best_line_states"


def test_a_best_line_states_of_zero_is_allowed() -> None:
    why = finish(explain_steps(Game.from_number(1, "classic"), best_line_states=0))
    assert why.status == "unwinnable" and why.kind == "search"
