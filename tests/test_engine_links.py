"""The engine stands alone: the solver is reached through ``pyramid_solitaire.solver``, and a Game draws itself."""

from __future__ import annotations

import subprocess
import sys

from pyramid_solitaire import Game
from pyramid_solitaire.solver import hint, solve, winnable_deal


def test_hint_is_the_first_move_of_a_win() -> None:
    game = Game.from_number(1)
    tip = hint(game)
    assert tip.winnable is True and tip.move in game.legal_moves
    game.play(tip.move)
    assert solve(game).status == "winnable"


def test_hint_on_a_lost_position_says_so() -> None:
    game = Game.from_number(1, "classic")
    tip = hint(game)
    assert tip.winnable is False
    assert "cannot be won" in tip.message
    assert tip.move is None or tip.move in game.legal_moves


def test_hint_after_the_game_is_over_gives_the_outcome() -> None:
    game = Game.from_number(1)
    for move in solve(game).moves:
        game.play(move)
    tip = hint(game)
    assert tip.move is None and tip.winnable is True and tip.message == game.outcome().message


def test_winnable_deals_are_winnable_and_repeatable() -> None:
    for rules in ("standard", "classic"):
        deal = winnable_deal(5, rules=rules)
        assert deal == winnable_deal(5, rules=rules)
        assert solve(Game(deal, rules)).status == "winnable"


def test_the_engine_imports_neither_the_solver_nor_jupyter() -> None:
    code = (
        "import sys, pyramid_solitaire as p; g = p.Game.from_number(1); g.play('As+Qh'); str(g); g._repr_svg_(); "
        "from pyramid_solitaire import view; view.board_state(g); "
        "print(sorted(m for m in sys.modules if m.startswith(('pyramid_solitaire.solver', 'anywidget', "
        "'ipywidgets', 'traitlets', 'IPython'))))"
    )
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert found.stdout.strip() == "[]"


def test_game_draws_itself_as_svg_where_widgets_cannot_run() -> None:
    game = Game.from_number(1)
    picture = game._repr_svg_()
    assert picture.lstrip().startswith("<svg")
    game.play("As+Qh")
    assert game._repr_svg_() != picture
