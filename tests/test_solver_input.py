"""Wrong arguments to the solver's, the drawing's and the widget's public functions get a clear
error (a ValueError) that names them, and change nothing."""

from __future__ import annotations

import pytest
from conftest import WholeNumber

from pyramid_solitaire import Deal, Game, IllegalMoveError, Move, PyramidError
from pyramid_solitaire.solver import (
    hint,
    play_greedy,
    play_steps,
    random_winnable_number,
    solve,
    solve_iter,
    solve_many,
    win_rate,
)
from pyramid_solitaire.solver.review import greedy_move
from pyramid_solitaire.svg import board_svg
from pyramid_solitaire.widget import PyramidWidget


@pytest.mark.parametrize("game", [None, 1.5, [1], True])
def test_solve_names_what_is_not_a_game_or_deal(game: object) -> None:
    with pytest.raises(PyramidError, match=r"game=.*: give a Game, a Deal, a deal number or deal text"):
        solve(game)  # type: ignore[arg-type]


def test_solve_names_a_callback_or_an_event_that_is_not_one() -> None:
    game = Game.from_number(1)
    with pytest.raises(PyramidError, match=r"on_event=5: give a function"):
        solve(game, on_event=5)  # type: ignore[arg-type]
    with pytest.raises(PyramidError, match=r"stop=5: give an event with is_set\(\)"):
        solve(game, stop=5)  # type: ignore[arg-type]
    assert not game.history


@pytest.mark.parametrize("seconds", [-1, "5", True, float("nan")])
def test_hint_names_a_bad_time_limit_as_given(seconds: object) -> None:
    with pytest.raises(PyramidError, match=rf"max_seconds={seconds!r}: give a number of seconds"):
        hint(Game.from_number(1), max_seconds=seconds)  # type: ignore[arg-type]


def test_an_undecided_hint_names_its_own_time_limit() -> None:
    # pharaoh deal 271 stays undecided for minutes: the limit always stops the first search
    tip = hint(Game.from_number(271, "pharaoh"), max_seconds=0.05)
    assert tip.winnable is None and "(time limit 0.05 s reached)" in tip.message


@pytest.mark.parametrize(
    "call",
    [
        lambda: hint(None),
        lambda: play_greedy(None),
        lambda: greedy_move(None),
        lambda: next(play_steps(None)),
        lambda: board_svg(None),
    ],
    ids=["hint", "play_greedy", "greedy_move", "play_steps", "board_svg"],
)
def test_functions_of_a_game_name_what_is_not_one(call: object) -> None:
    with pytest.raises(PyramidError, match="game must be a Game, not NoneType"):
        call()  # type: ignore[operator]


def test_play_greedy_and_play_steps_name_their_other_arguments() -> None:
    game = Game.from_number(1)
    with pytest.raises(PyramidError, match=r"max_moves=-1: give a whole number of moves"):
        play_greedy(game, max_moves=-1)
    with pytest.raises(PyramidError, match="solution must be a Solution or None, not str"):
        next(play_steps(game, "As+Qh"))  # type: ignore[arg-type]
    assert not game.history


@pytest.mark.parametrize(
    "call",
    [
        lambda: win_rate(None),
        lambda: solve_many(None, workers=1, progress=False),
        lambda: solve_many("As 2h", workers=1, progress=False),
        lambda: solve_many(Deal.from_number(1), workers=1, progress=False),
        lambda: next(solve_iter(5, workers=1)),
    ],
    ids=["win_rate", "solve_many-None", "solve_many-text", "solve_many-deal", "solve_iter"],
)
def test_batch_functions_name_what_is_not_an_iterable_of_deals(call: object) -> None:
    with pytest.raises(PyramidError, match="give an iterable of deals, deal numbers or deal texts"):
        call()  # type: ignore[operator]


def test_the_widget_refuses_a_game_given_with_rules_or_a_deal() -> None:
    game = Game.from_number(1)
    with pytest.raises(PyramidError, match="give a game or rules, not both"):
        PyramidWidget(game, rules="classic")
    with pytest.raises(PyramidError, match="give a game or number, not both"):
        PyramidWidget(game, number=2)
    with pytest.raises(PyramidError, match="give a deal or a number, not both"):
        PyramidWidget(number=1, deal=Deal.from_number(2))
    assert PyramidWidget(game).game is game
    assert PyramidWidget(number=2, rules="classic").game.rules.name == "classic"


def test_a_position_the_review_shows_is_read_only_from_python_and_undo_goes_back_to_it() -> None:
    w = PyramidWidget(number=1)
    for code in ("As+Qh", "draw", "draw"):
        w.play(code)
    w.review()
    with pytest.raises(PyramidError, match=r"number=True: give a move number of the review, 1-3"):
        w.show_move(True)  # type: ignore[arg-type]
    with pytest.raises(PyramidError, match=r"number=12.0: give a move number of the review, 1-3"):
        w.show_move(12.0)  # type: ignore[arg-type]
    w.show_move(2)
    with pytest.raises(IllegalMoveError, match="a position from the review"):
        w.play("draw")
    assert [move.code for move in w.game.history] == ["As+Qh", "draw", "draw"]
    w.undo()  # as the view's Undo: back to the position before move 2, to play on from it
    assert [move.code for move in w.game.history] == ["As+Qh"]
    assert w.play("draw").code == "draw"


def test_a_review_of_no_moves_has_none_to_show() -> None:
    w = PyramidWidget(number=1)
    w.review()
    with pytest.raises(PyramidError, match="the game reviewed has no moves to show"):
        w.show_move(0)


@pytest.mark.parametrize("action", ["redo", "hint", "step", "play_solution"])
def test_every_way_to_play_from_python_is_refused_on_a_position_the_review_shows(action: str) -> None:
    w = PyramidWidget(number=1)
    for code in ("As+Qh", "draw", "draw"):
        w.play(code)
    w.undo()
    w.review()
    w.show_move(1)
    with pytest.raises(IllegalMoveError, match="a position from the review"):
        getattr(w, action)()
    assert [move.code for move in w.game.history] == ["As+Qh", "draw"] and not w.playing


def test_whole_numbers_of_other_types_are_taken_where_numbers_are() -> None:
    game = Game.from_number(1)
    assert solve(WholeNumber(1)).status == "winnable"  # type: ignore[arg-type]
    assert Move("draw", pile=WholeNumber(2)).pile == 2  # type: ignore[arg-type]
    assert game.waste_name(WholeNumber(1)) == "W"  # type: ignore[arg-type]
    assert game.to_json(indent=WholeNumber(1)) == game.to_json(indent=1)  # type: ignore[arg-type]
    assert "\n\t\"format\"" in game.to_json(indent="\t")
    assert Deal.random(1.5) == Deal.random(1.5)
    with pytest.raises(PyramidError, match=r"a draw names its waste pile by a whole number from 1, or None, not 0"):
        Move("draw", pile=0)


def test_solving_a_game_already_over_says_how_it_ended() -> None:
    lost = Game.from_number(3, "par")
    play_greedy(lost)  # the pyramid cleared, ten cards left that can never all go
    answer = solve(lost)
    assert answer.status == "unwinnable" and answer.outcome == lost.outcome() and answer.states == 0
    assert str(answer) == f"unwinnable: the game is already over. {lost.outcome().describe()}"
    assert "proved at once" not in str(answer)
    won = Game.from_number(1)
    for move in solve(won).moves:
        won.play(move)
    answer = solve(won, optimal=True)
    assert (answer.status, answer.moves, answer.optimal, answer.fewest_moves_at_least) == ("winnable", [], True, 0)
    assert str(answer) == "winnable: the game is already won. Won: the pyramid is cleared."
    assert answer.describe("de") == "gewinnbar: das Spiel ist schon gewonnen. Gewonnen: die Pyramide ist abgeräumt."
    assert solve(Game.from_number(1)).outcome is None


def test_a_random_winnable_number_is_drawn_again_until_one_wins_not_taken_from_the_next_numbers() -> None:
    """Drawn numbers 1 (lost under classic), then 14 (won): the answer is 14, where counting on from 1
    would give 2; so each winnable number is as likely as any other."""

    class Drawn:
        def __init__(self, *numbers: int) -> None:
            self.numbers = list(numbers)

        def randrange(self, start: int, stop: int) -> int:
            number = self.numbers.pop(0)
            assert start <= number < stop
            return number

    assert solve(1, "classic").status == "unwinnable" and solve(2, "classic").status == "winnable"
    assert random_winnable_number("classic", most=20, rng=Drawn(1, 14)) == 14  # type: ignore[arg-type]
    with pytest.raises(PyramidError, match="deal number 0"):
        random_winnable_number(most=0)
