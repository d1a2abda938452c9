"""Refusals and outcomes are data (a reason code and its facts), rendered by one renderer in every language."""

from __future__ import annotations

import re
import string

import pytest
from conftest import play_all
from test_illegal_moves import CASES
from test_outcome import EASY_CLEARING, EASY_PYRAMID, EASY_STOCK, build_game

from pyramid_solitaire import Game, IllegalMoveError, PyramidError
from pyramid_solitaire.i18n import REASONS, STRINGS, preset_name, render
from pyramid_solitaire.names import LANGUAGES
from pyramid_solitaire.reasons import Reason
from pyramid_solitaire.rules import PRESETS
from pyramid_solitaire.widget import PyramidWidget


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_has_a_sentence_in_every_language_with_the_same_facts(lang: str) -> None:
    assert set(REASONS[lang]) == set(REASONS["en"])
    for key, template in REASONS["en"].items():
        assert fields(REASONS[lang][key]) == fields(template), (lang, key)


@pytest.mark.parametrize(("setup", "code", "message"), CASES, ids=[f"{code}:{msg[:30]}" for _, code, msg in CASES])
def test_every_refusal_has_a_code_and_reads_in_every_language(setup, code: str, message: str) -> None:  # type: ignore[no-untyped-def]
    game = setup()
    with pytest.raises(IllegalMoveError) as info:
        game.play(code)
    error = info.value
    assert re.fullmatch(r"[a-z_]+", error.reason) and error.reason != "invalid"
    assert error.describe("en") == str(error)
    sentences = {lang: error.describe(lang) for lang in LANGUAGES}
    assert len(set(sentences.values())) == len(LANGUAGES), sentences  # each language its own words
    for sentence in sentences.values():
        assert "{" not in sentence and "'variant'" not in sentence


def test_reason_codes_and_facts_name_what_went_wrong() -> None:
    game = Game.from_number(1)
    with pytest.raises(IllegalMoveError) as covered:
        game.play("Kh")
    assert covered.value.reason == "covered"
    assert [str(card) for card in covered.value.facts["covering"]] == ["Qd", "Js"]
    with pytest.raises(IllegalMoveError) as wrong:
        game.play("As+Ah")
    assert wrong.value.reason == "wrong_sum" and wrong.value.facts["total"] == 2
    assert wrong.value.describe("fi") == "A♠ ja A♥ ovat yhteensä 2, ei 13"


def test_a_covered_card_in_the_overlapping_rules_is_refused_in_the_board_language() -> None:
    board = PyramidWidget(number=1, rules="overlapping", lang="de")
    board.handle_message({"type": "move", "where": ["P0", "P1"]})
    assert board.board["message"] == {"text": "J♦ ist verdeckt von 2♦ und 9♥", "kind": "error"}
    board.lang = "nl"  # the message is data: it follows the language
    assert board.board["message"]["text"] == "J♦ wordt bedekt door 2♦ en 9♥"


def test_outcomes_read_in_every_language() -> None:
    game = play_all(build_game(EASY_PYRAMID, EASY_STOCK, "classic"), EASY_CLEARING)
    while game.outcome() is None:
        game.play("draw")
    outcome = game.outcome()
    assert outcome is not None and not outcome.won
    sentences = {lang: outcome.describe(lang) for lang in LANGUAGES}
    assert sentences["en"] == outcome.message == str(outcome)
    assert len(set(sentences.values())) == len(LANGUAGES)
    board = PyramidWidget(game, lang="fi")
    assert board.board["outcome"]["text"] == sentences["fi"]


def test_plurals_follow_the_count() -> None:
    assert render("stock_not_empty", {"n": 1}) == "the stock still holds 1 card: draw them first"
    assert render("stock_not_empty", {"n": 2}, "nl") == "de stapel bevat nog 2 kaarten: trek die eerst"
    assert render("no_moves", {"left": 1, "variant": "no_pass"}, "en").endswith("1 pyramid card remains.")


def test_preset_names_are_translated_and_unknown_codes_refused() -> None:
    for lang in LANGUAGES:
        assert all(preset_name(name, lang) for name in PRESETS)
    assert preset_name("tuts-tomb", "fi") == "Tutin hauta"
    with pytest.raises(PyramidError, match="no sentence for reason 'nonsense'"):
        Reason.of("nonsense").describe()
    with pytest.raises(PyramidError, match="unknown language"):
        Reason.of("no_undo").describe("xx")
    assert set(STRINGS["en"]) == set(STRINGS["fi"])
