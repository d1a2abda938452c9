"""Refusals and outcomes are data (a reason code and its facts), rendered by one renderer in every language."""

from __future__ import annotations

import copy
import multiprocessing
import pickle
import re
import string
from concurrent.futures import ProcessPoolExecutor

import pytest
from conftest import play_all
from test_illegal_moves import CASES
from test_outcome import EASY_CLEARING, EASY_PYRAMID, EASY_STOCK, build_game

from pyramid_solitaire import Card, Game, IllegalMoveError, InvalidMoveError, Move, Outcome, PyramidError, Rules
from pyramid_solitaire.i18n import REASONS, STRINGS, preset_name, render
from pyramid_solitaire.names import LANGUAGES
from pyramid_solitaire.reasons import Reason
from pyramid_solitaire.rules import PRESETS
from pyramid_solitaire.widget import PyramidWidget


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


# English lists a win's move codes (which Game.play reads back); the other languages its moves in words.
WORDED_WIN = {"codes": "win_moves"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_has_a_sentence_in_every_language_with_the_same_facts(lang: str) -> None:
    assert set(REASONS[lang]) == set(REASONS["en"])
    for key, template in REASONS["en"].items():
        expected = fields(template)
        if lang != "en" and key.startswith("solution_winnable"):
            expected = {WORDED_WIN.get(name, name) for name in expected}
        assert fields(REASONS[lang][key]) == expected, (lang, key)


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
    assert board.board["message"] == {"text": "J♦ wird von 2♦ und 9♥ verdeckt", "kind": "error"}
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
    assert render("stock_not_empty", {"n": 1}) == "the stock still holds 1 card: draw it first"
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


def _refuse_in_a_worker(code: str) -> None:
    Game.from_number(1).play(code)


def test_errors_keep_their_reason_through_pickling_and_process_pools() -> None:
    game = Game.from_number(1)
    for code, kind in (("P0", IllegalMoveError), ("xx", InvalidMoveError), ("P99", InvalidMoveError)):
        with pytest.raises(kind) as info:
            game.play(code)
        again = pickle.loads(pickle.dumps(info.value))
        assert type(again) is kind and again.reason == info.value.reason != "invalid"
        assert again.describe("de") == info.value.describe("de") and str(again) == str(info.value)
        assert copy.deepcopy(info.value).facts == info.value.facts
    spawned = multiprocessing.get_context("spawn")  # a fresh process: no fork of this threaded one
    with ProcessPoolExecutor(1, mp_context=spawned) as pool, pytest.raises(IllegalMoveError) as remote:
        pool.submit(_refuse_in_a_worker, "P0").result()
    assert remote.value.reason == "covered"


def test_outcomes_are_frozen_values() -> None:
    game = Game("Kd Kc Kh " + " ".join(c for c in str(Game(1).deal).split() if c not in ("Kd", "Kc", "Kh")), Rules(rows=2))
    for code in ("Kh", "Kc", "Kd"):
        game.play(code)
    outcome = game.outcome()
    assert outcome is not None and pickle.loads(pickle.dumps(outcome)) == outcome
    lost = Outcome.of(False, "no_moves", left=3, variant="no_pass")
    with pytest.raises(TypeError):
        lost.facts["left"] = 999  # type: ignore[index]
    assert lost.message.endswith("3 pyramid cards remain.")
    with pytest.raises(PyramidError, match="Outcome facts must be a mapping of named facts, not str"):
        Outcome(True, "pyramid_cleared", "Won: the pyramid is cleared.")  # type: ignore[arg-type]
    with pytest.raises(PyramidError, match="Reason facts must be a mapping of named facts, not int"):
        Reason("covered", 5)  # type: ignore[arg-type]
    with pytest.raises(PyramidError, match="needs the fact 'n'"):
        Outcome(False, "stuck").describe()


def test_unreadable_move_codes_have_reasons_in_every_language() -> None:
    game = Game.from_number(1, "pharaoh")
    with pytest.raises(InvalidMoveError) as info:
        game.play("xx+P3")
    assert info.value.reason == "unreadable_token" and "P0-P54" in str(info.value)
    assert info.value.describe("de").startswith("Zug 'xx+P3' ist nicht lesbar")
    for code, reason in (("", "empty_code"), ("As+Ah+2c", "too_many_cards")):
        with pytest.raises(InvalidMoveError) as unread:
            game.play(code)
        assert unread.value.reason == reason
        assert len({unread.value.describe(lang) for lang in LANGUAGES}) == len(LANGUAGES)


def test_a_list_of_cards_names_each_card_once_with_its_count() -> None:
    """With two decks a list can hold a card twice: it is named once, with how many there are."""
    ten, other_ten, three = Card.parse("Ts"), Card.parse("Td"), Card.parse("3c")
    facts = {"card": three, "partners": [ten, other_ten, ten], "variant": "stock"}
    assert "those in the stock, 2 × 10♠ and 10♦, can only" in render("stuck_blocker", facts)
    assert "die im Talon, 2 × 10♠ und 10♦, können" in render("stuck_blocker", facts, "de")
    assert "the one in the stock, 10♠, can only" in render("stuck_blocker", {**facts, "partners": [ten]})
    assert render("covered_by", {"cards": ["9c", "9c"]}) == "covered by 2 × 9c"
    assert render("duplicate_cards", {"cards": [ten, ten]}).count("10♠") == 2  # a joined list keeps each entry


def test_moves_alike_by_card_are_told_apart_by_their_positions() -> None:
    """With two decks two moves can take cards of the same names: a list of them names the positions."""
    seven, six = Card.parse("7d"), Card.parse("6d")
    first = Move("pair", ("P12", "P20"), (seven, six))
    second = Move("pair", ("P13", "P20"), (seven, six))
    sentence = render("review_lost_at", {"number": 3, "move": Move("draw"), "better": [first, second, Move("draw")]})
    assert "7♦+6♦ (P12+P20), 7♦+6♦ (P13+P20) or a draw would have kept it" in sentence
    alone = render("review_lost_at", {"number": 3, "move": Move("draw"), "better": [first, Move("draw")]}, "de")
    assert "7♦+6♦ oder Ziehen" in alone


def test_no_sentence_key_is_written_twice() -> None:
    """A key written twice (in one table, or in two tables merged into one language's) silently keeps one
    sentence: a reason would be rendered with another reason's words."""
    import ast
    import inspect

    from pyramid_solitaire import i18n

    tree = ast.parse(inspect.getsource(i18n))
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys = [key.value for key in node.keys if isinstance(key, ast.Constant)]
            assert len(keys) == len(set(keys)), sorted({key for key in keys if keys.count(key) > 1})
    parts = ("REASONS", "INPUT", "REVIEW", "SOLVER", "RULES", "TEXT", "SETTINGS", "CLI")
    for lang in ("EN", "DE", "NL", "FI"):
        tables = [getattr(i18n, f"_{part}_{lang}") for part in parts]
        assert sum(map(len, tables)) == len(i18n.REASONS[lang.lower()]), lang
