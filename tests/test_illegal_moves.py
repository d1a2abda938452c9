"""Every reason a move is refused: the message says why, and the game is exactly as before."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from conftest import build_game, play_all, state

from pyramid_solitaire import Game, IllegalMoveError, Rules

# Deal 1: bottom row As Ah 3c 4c 5c Ts Qh (P21-P27), above it 3h 2s Ks 9d Qd Js (P15-P20);
# stock from the top: 4h Ac 4d 7s 3s Td 4s Th 8h 2c Jh 7d 6d 8s 8d Qs 6c 3d 8c Tc 6s 9c 2h 6h.


def deal1(codes: str = "") -> Callable[[], Game]:
    return lambda: play_all(Game.from_number(1), codes)


def relaxed_stock_drawn() -> Game:
    return play_all(Game.from_number(1, "relaxed"), ",".join(["draw"] * 24))


def standard_last_pass() -> Game:
    game = Game.from_number(1)
    for _ in range(2):
        play_all(game, ",".join(["draw"] * 24) + ",recycle")
    return play_all(game, ",".join(["draw"] * 24))


def won_game() -> Game:
    return play_all(build_game("Kd Kc Kh", rules=Rules(rows=2)), "Kh,Kc,Kd")


def free_king() -> Game:
    # A King on the bottom row, free from the start.
    return build_game("2c 3c 3d 4c 4d 4h 5c 5d 5h 5s 6c 6d 6h 6s 7c 7d 7h 7s 8c 8d 8h Kd Ac 9d 9h 9s Tc Jc", "Ad")


CASES = [
    (deal1(), "9d+4c", "9♦ is covered by 4♣ and 5♣"),
    (deal1(), "Kh", "K♥ is covered by Q♦ and J♠"),
    (deal1("Ah+Qh"), "Ts+3h", "3♥ is covered by A♠"),  # Ah gone: 3h still lies under As
    (deal1("Ah+Qh"), "Js+2d", "J♠ is covered by 10♠"),  # one of the two covering cards left
    (deal1(), "4c+Ts", "4♣ and 10♠ sum to 14, not 13"),
    (deal1(), "As+Ah", "A♠ and A♥ sum to 2, not 13"),
    (deal1("draw"), "4h+3c", "4♥ and 3♣ sum to 7, not 13"),
    (deal1("draw,draw"), "4h+Qh", "4♥ is not on top of the waste: A♣ lies on it"),
    (deal1("draw,draw,draw,draw"), "4h+Qh", "4♥ is not on top of the waste: 7♠ lies on it (3 cards in all)"),
    (deal1(), "7s+As", "7♠ is in the stock, 3 cards below the top"),
    (deal1(), "Ac+Qh", "A♣ is in the stock, 1 card below the top"),
    (relaxed_stock_drawn, "recycle", "cannot recycle: no passes left: this is pass 1 of 1"),
    (relaxed_stock_drawn, "draw", "the stock is empty and the waste cannot be recycled: no passes left: this is pass 1 of 1"),
    (standard_last_pass, "recycle", "no passes left: this is pass 3 of 3"),
    (deal1(), "recycle", "cannot recycle: the stock still holds 24 cards: draw them first"),
    (won_game, "draw", "the game is over: Won: the pyramid is cleared."),
    (won_game, "Kd", "the game is over: Won: the pyramid is cleared."),
    (free_king, "Kd+Ad", "K♦ is a King and goes alone, not in a pair"),
    (free_king, "Kd+S", "K♦ is a King and goes alone, not in a pair"),
    (deal1(), "S", "4♥ is not a King: a single card can be removed only if it is a King"),
    (deal1(), "As", "A♠ is not a King: a single card can be removed only if it is a King"),
    (deal1("As+Qh"), "As+Qh", "A♠ has already been removed"),
    (deal1("As+Qh"), "Ah+Qh", "Q♥ has already been removed"),
    (deal1("As+Qh"), "P21+P27", "P21 is empty: its card was removed"),
    (deal1(), "W+P27", "the waste is empty"),
    (lambda: Game.from_number(1, "apophis"), "W2+P27", "waste pile 2 is empty"),
    (relaxed_stock_drawn, "S+P27", "the stock is empty"),
    (deal1(), "P21+P21", "'P21+P21' names the same position twice"),
    (deal1(), "As+As", "'As+As' names A♠ twice: a card cannot pair with itself"),
]


@pytest.mark.parametrize(("setup", "code", "message"), CASES, ids=[f"{code}:{msg[:30]}" for _, code, msg in CASES])
def test_illegal_move_says_why_and_changes_nothing(setup: Callable[[], Game], code: str, message: str) -> None:
    game = setup()
    before = state(game)
    legal_before = list(game.legal_moves)
    with pytest.raises(IllegalMoveError) as info:
        game.play(code)
    assert message in str(info.value)
    assert state(game) == before
    assert list(game.legal_moves) == legal_before
    assert code not in game.legal_moves


def test_face_down_stock_top_cannot_be_played() -> None:
    game = build_game("Kd Kc Kh", "Qs", Rules(rows=2, stock_top_playable=False))
    before = state(game)
    with pytest.raises(IllegalMoveError, match="the stock top is face down in the custom rules: draw it to the waste first"):
        game.play("S")
    assert state(game) == before
    game = Game.from_number(1, "waste-only")  # stock top 4h, face down
    for code in ("S+P27", "4h+Qh", "Qh+4h", "S"):
        before = state(game)
        with pytest.raises(IllegalMoveError, match="the stock top is face down in the waste-only rules"):
            game.play(code)
        assert state(game) == before


def test_unlimited_passes_refuse_a_recycle_after_a_pass_without_removal() -> None:
    game = Game.from_number(1, "tuts-tomb")
    play_all(game, ",".join(["draw"] * 8))
    assert not game.stock
    before = state(game)
    with pytest.raises(IllegalMoveError, match="no card was removed in this pass, so the waste cannot be turned over again"):
        game.play("recycle")
    assert state(game) == before


def test_draw_from_an_empty_stock_asks_for_a_recycle() -> None:
    game = play_all(Game.from_number(1), ",".join(["draw"] * 24))
    before = state(game)
    with pytest.raises(IllegalMoveError, match="the stock is empty: recycle the waste to go on"):
        game.play("draw")
    assert state(game) == before
    game.play("recycle")
    assert game.pass_number == 2


def test_undo_and_redo_with_nothing_to_do(deal1: Game) -> None:
    before = state(deal1)
    with pytest.raises(IllegalMoveError, match="there is no move to undo"):
        deal1.undo()
    with pytest.raises(IllegalMoveError, match="there is no undone move to redo"):
        deal1.redo()
    assert state(deal1) == before


def test_refusals_are_value_errors(deal1: Game) -> None:
    with pytest.raises(ValueError):
        deal1.play("Kh")
