"""The engine's doors to the solver and the SVG board: Game.hint, Deal.winnable, Game._repr_svg_."""

from __future__ import annotations

from pyramid_solitaire import Deal, Game
from pyramid_solitaire.solver import solve


def test_hint_is_the_first_move_of_a_win() -> None:
    game = Game.from_number(1)
    tip = game.hint()
    assert tip.winnable is True and tip.move in game.legal_moves
    game.play(tip.move)
    assert solve(game).status == "winnable"


def test_hint_on_a_lost_position_says_so() -> None:
    game = Game.from_number(1, "classic")
    tip = game.hint()
    assert tip.winnable is False
    assert "cannot be won" in tip.message
    assert tip.move is None or tip.move in game.legal_moves


def test_hint_after_the_game_is_over_gives_the_outcome() -> None:
    game = Game.from_number(1)
    for move in solve(game).moves:
        game.play(move)
    tip = game.hint()
    assert tip.move is None and tip.winnable is True and tip.message == game.outcome().message


def test_winnable_deals_are_winnable_and_repeatable() -> None:
    for rules in ("standard", "classic"):
        deal = Deal.winnable(5, rules=rules)
        assert deal == Deal.winnable(5, rules=rules)
        assert solve(Game(deal, rules)).status == "winnable"


def test_game_draws_itself_as_svg_where_widgets_cannot_run() -> None:
    game = Game.from_number(1)
    picture = game._repr_svg_()
    assert picture.lstrip().startswith("<svg")
    game.play("As+Qh")
    assert game._repr_svg_() != picture
