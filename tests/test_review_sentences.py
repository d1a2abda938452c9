"""What a review says is true: of an end whose verdict is unknown, of moves that read alike with two
decks, of the obvious move, of a game with no moves; and a bad ``on_progress`` is refused at once."""

from __future__ import annotations

import importlib
import random
from collections.abc import Generator
from typing import Any

import pytest

from pyramid_solitaire import Game, PyramidError
from pyramid_solitaire.cli import main
from pyramid_solitaire.names import LANGUAGES
from pyramid_solitaire.solver import Review, Solution, play_greedy, review, review_steps, solve
from pyramid_solitaire.solver.search import finish

review_module = importlib.import_module("pyramid_solitaire.solver.review")

PHARAOH_1_MOVES = (
    "P51+P54 P50+S P45+P53 P49+S P47+S P40+P44 draw draw P48+S draw draw S draw draw P46+S P38+S P37+P39 draw draw "
    "draw P41+S P36+S P30+S S S+W P31+S P23+S draw draw draw S+W draw draw P29+S P22 P52+S P16+P42 draw S draw"
)


def greedy_game(number: int, rules: str) -> Game:
    game = Game.from_number(number, rules)
    play_greedy(game)
    return game


# --- an end whose verdict is unknown ---------------------------------------------------------------


def test_a_review_whose_end_is_undecided_does_not_say_the_win_was_lost() -> None:
    game = Game.from_number(1, "pharaoh")
    for code in PHARAOH_1_MOVES.split():
        game.play(code)
    result = review(game, max_states=50)
    assert result.verdicts[0] == "winnable" and result.verdicts[-1] == "unknown"
    assert solve(game).status == "winnable"  # the win is still there
    assert str(result) == (
        "The searches hit their limits: the deal could be won; whether a move has thrown the win away is not known."
    )
    assert result.reason.facts["variant"] == "open_from_deal" and result.losing_move is None
    for lang in LANGUAGES:
        assert "{" not in result.describe(lang)
    assert len({result.describe(lang) for lang in LANGUAGES}) == len(LANGUAGES)


def scripted(truth: list[str], unknown: set[int]) -> Any:
    """A stand-in for the solver: position ``i`` (the game after ``i`` moves) is ``truth[i]``, or
    ``unknown`` for ``i`` in ``unknown``, as a search that hit its limit would answer."""

    def solve_steps(game: Game, **options: Any) -> Generator[None, None, Solution]:
        i = len(game.history)
        status = "unknown" if i in unknown else truth[i]
        moves = [next(iter(game.legal_moves))] if status == "winnable" and game.legal_moves else []
        yield
        return Solution(status, moves)  # type: ignore[arg-type]

    return solve_steps


def assert_true_of(result: Review, truth: list[str]) -> str:
    """Each sentence claims only what the truth bears out; the sentence's code and variant."""
    n = len(truth) - 1
    facts, code = result.reason.facts, result.reason.code
    for verdict, true in zip(result.verdicts, truth, strict=True):
        assert verdict in ("unknown", true)
    variant = facts.get("variant", "")
    if code in ("review_won", "review_winnable"):
        assert truth[n] == "winnable" and result.verdicts[n] == "winnable"
    elif code == "review_from_deal":
        assert truth[0] == "unwinnable" and result.verdicts[0] == "unwinnable"
    elif code == "review_lost_at":
        k = facts["number"]
        assert truth[k - 1] == "winnable" and truth[k] == "unwinnable"
    elif variant == "open":
        assert truth[facts["kept"]] == "winnable" and result.verdicts[facts["kept"]] == "winnable"
        assert result.verdicts[n] == "unknown"
    elif variant == "open_from_deal":
        assert truth[0] == "winnable" and result.verdicts[0] == "winnable" and result.verdicts[n] == "unknown"
    elif variant == "lost":
        assert truth[facts["last"]] == "unwinnable" and result.verdicts[facts["last"]] == "unwinnable"
        assert "winnable" not in result.verdicts
    elif variant == "none":
        assert result.verdicts[0] == result.verdicts[n] == "unknown"
    else:
        assert code == "review_unknown" and not variant
        first, last = facts["first"], facts["last"]
        assert result.verdicts[first - 1] == "winnable" and result.verdicts[last] == "unwinnable"
    says_lost = any(words in str(result) for words in ("lost", "threw the win away", "could not be won", "cannot be won"))
    assert says_lost == (result.verdicts[n] == "unwinnable"), str(result)
    return f"{code}.{variant}" if variant else code


def test_every_mix_of_known_and_unknown_verdicts_at_start_and_end_gets_a_true_sentence(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = greedy_game(3, "classic")
    n = len(game.history)
    seen: set[str] = set()
    ends: set[tuple[bool, bool, str]] = set()
    rng = random.Random(5)
    for lost_at in (None, 0, 1, 12, n):  # winnable to the end, lost from the deal, lost at a move
        truth = ["winnable" if lost_at is None or i < lost_at else "unwinnable" for i in range(n + 1)]
        middles = [set(), set(range(1, n)), {i for i in range(1, n) if i % 3}, set(rng.sample(range(1, n), 10))]
        for start in (False, True):
            for end in (False, True):
                for middle in middles:
                    unknown = middle | ({0} if start else set()) | ({n} if end else set())
                    monkeypatch.setattr(review_module, "solve_steps", scripted(truth, unknown))
                    result = review(game, alternatives=False)
                    seen.add(assert_true_of(result, truth))
                    ends.add((start, end, truth[n]))
    assert len(ends) == 8  # each mix of a known and an unknown start and end, for a winnable and a lost end
    assert {"review_unknown.open", "review_unknown.open_from_deal", "review_unknown.none", "review_unknown.lost",
            "review_unknown", "review_lost_at", "review_from_deal", "review_winnable"} <= seen, seen


# --- moves that read alike with two decks ---------------------------------------------------------


def test_a_better_move_that_reads_like_the_move_played_is_told_apart_by_positions() -> None:
    game = greedy_game(3, "pharaoh")
    result = review(game)
    assert result.losing_move == 68
    played = game.history[67]
    assert played.position_code == "P15+S" and [m.position_code for m in result.better] == ["P33+S", "draw"]
    assert str(result) == (
        "Move 68, 9♦+4♣ (P15+S), threw the win away: it was one of the moves that remove the most cards, "
        "but 9♦+4♣ (P33+S) or a draw would have kept the win."
    )
    for lang in LANGUAGES:
        sentence = result.describe(lang)
        assert "9♦+4♣ (P15+S)" in sentence and "9♦+4♣ (P33+S)" in sentence, sentence
    assert result.better[0] == list(game.rewound(67).legal_moves)[2]  # the review's own data stays the moves


def test_moves_that_read_differently_get_no_positions() -> None:
    result = review(greedy_game(3, "classic"))
    assert "(P" not in str(result) and str(result).startswith("Move 12, 10♥+3♣, threw the win away")


# --- the obvious move -----------------------------------------------------------------------------


def test_a_draw_is_never_said_to_remove_the_most_cards() -> None:
    game = greedy_game(1, "apophis")
    result = review(game)
    assert result.losing_move == 70 and game.history[69].kind == "draw"
    assert str(result) == "Move 70, a draw onto pile 1, threw the win away: a draw onto pile 2 or a draw onto pile 3 would have kept it."
    assert "variant" not in result.reason.facts


@pytest.mark.parametrize("rules", ["classic", "standard", "pharaoh", "apophis"])
def test_removes_the_most_cards_is_said_only_of_a_move_that_removes_more_than_any_other(rules: str) -> None:
    said: set[str] = set()
    for number in range(1, 9):
        game = greedy_game(number, rules)
        result = review(game, max_seconds=5)
        if result.losing_move is None:
            continue
        before = game.rewound(result.losing_move - 1)
        played = game.history[result.losing_move - 1]
        others = [len(move.cards) if move.removes else 0 for move in before.legal_moves if move != played]
        variant = result.reason.facts.get("variant", "")
        said.add(variant)
        if variant == "greedy":
            assert "it removes the most cards" in str(result)
            assert played.removes and all(len(played.cards) > other for other in others)
        elif variant == "greedy_tie":
            assert "one of the moves that remove the most cards" in str(result)
            assert played.removes and all(len(played.cards) >= other for other in others)
            assert len(played.cards) in others
        else:
            assert "the most cards" not in str(result)
            assert not played.removes or any(len(played.cards) < other for other in others) or not result.greedy
    assert said - {""}, said  # the greedy player's loss is explained somewhere


def test_the_sentences_of_the_obvious_move_read_in_every_language() -> None:
    for number, rules, variant in ((1, "standard", "greedy"), (3, "classic", "greedy_tie")):
        result = review(greedy_game(number, rules))
        assert result.reason.facts["variant"] == variant
        sentences = {result.describe(lang) for lang in LANGUAGES}
        assert len(sentences) == len(LANGUAGES) and not any("{" in s for s in sentences)


# --- arguments ------------------------------------------------------------------------------------


def test_on_progress_that_is_not_a_function_is_refused_before_any_search(monkeypatch: pytest.MonkeyPatch) -> None:
    searches: list[Game] = []

    def solve_steps(game: Game, **options: Any) -> Generator[None, None, Solution]:
        searches.append(game)
        yield
        return Solution("unknown")

    monkeypatch.setattr(review_module, "solve_steps", solve_steps)
    game = greedy_game(3, "classic")
    with pytest.raises(PyramidError, match=r"on_progress=5: give a function") as info:
        review(game, on_progress=5)  # type: ignore[arg-type]
    assert isinstance(info.value, ValueError)
    with pytest.raises(PyramidError, match="on_progress="):
        review_steps(game, on_progress="print")  # type: ignore[arg-type]  # refused when called
    assert searches == []
    calls: list[tuple[int, int]] = []
    finish(review_steps(game, on_progress=lambda searches, left: calls.append((searches, left))))
    assert calls and calls[0][0] == 1


# --- a game with no moves -------------------------------------------------------------------------


def test_a_game_with_no_moves_has_nothing_to_review_and_says_what_the_deal_is() -> None:
    cases = {
        "This deal can be won: no move has been played yet, so there is nothing to review.": review(Game.from_number(1)),
        "This deal cannot be won: no move has been played yet, so there is nothing to review.":
            review(Game.from_number(1, "classic")),
        "The search hit its limit before deciding whether this deal can be won: no move has been played yet, so there "
        "is nothing to review.": review(Game.from_number(5, "classic"), max_states=1),
    }
    for english, result in cases.items():
        assert str(result) == english and result.marks == () and result.losing_move is None
        assert result.reason.facts["variant"] == "no_moves"
        assert len({result.describe(lang) for lang in LANGUAGES}) == len(LANGUAGES)


def test_the_command_says_a_deal_with_no_moves_has_nothing_to_review(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", "3", "--rules", "classic"]) == 0
    assert capsys.readouterr().out == (
        "deal 3, classic rules: This deal can be won: no move has been played yet, so there is nothing to review.\n"
    )
    assert main(["review", "1", "--rules", "classic", "--lang", "de"]) == 0
    assert capsys.readouterr().out == (
        "Spiel 1, Regeln Klassisch: Dieses Spiel ist nicht zu gewinnen: noch wurde kein Zug gespielt, also gibt es "
        "nichts zu analysieren.\n"
    )
