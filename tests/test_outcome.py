"""How games end: wins, losses with no move left, the early end, the deck-win loss; and the score."""

from __future__ import annotations

import pytest
from conftest import EASY_CLEARING, EASY_PYRAMID, EASY_STOCK, build_game, play_all, state

from pyramid_solitaire import Game, IllegalMoveError, Outcome, Rules, Score

# Free cards A, A, A, A, 2, 2, 2 on the bottom row; every Queen and Jack lies above them.
LONELY = "8c 8d 8h 8s 9c 9d 9h 9s Tc Td Th Ts Jd Jh Js Qd Qh Qs Kc Kd Kh  Ac Ad Ah As 2d 2h 2s"
# Every partner of the free cards lies in the pyramid above them; a King on the bottom row.
WALLED = "Qc Qd Qh Qs Jc Jd Jh Js 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c  Kd Ad Ah As 2c 2d 2h"


def ended(game: Game) -> Outcome:
    outcome = game.outcome()
    assert outcome is not None
    assert game.is_over and not game.legal_moves and len(game.legal_moves) == 0
    before = state(game)
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.play("draw")
    assert state(game) == before
    return outcome


def summary(outcome: Outcome) -> tuple[bool, str, str]:
    return outcome.won, outcome.reason, outcome.message


def test_won_when_the_pyramid_is_cleared() -> None:
    game = build_game(EASY_PYRAMID, EASY_STOCK, "relaxed")
    codes = EASY_CLEARING.split(",")
    for code in codes:
        assert game.outcome() is None and not game.is_over
        game.play(code)
    outcome = ended(game)
    assert summary(outcome) == (True, "pyramid_cleared", "Won: the pyramid is cleared.")
    assert str(outcome) == outcome.message
    assert str(game).endswith("Won: the pyramid is cleared.")


def test_won_when_all_cards_are_removed() -> None:
    game = play_all(build_game(EASY_PYRAMID, EASY_STOCK, "par"), EASY_CLEARING)
    for _ in range(12):
        assert game.outcome() is None
        play_all(game, "draw,S+W")
    assert summary(ended(game)) == (True, "all_removed", "Won: all 52 cards are removed.")


def test_lost_with_no_move_and_no_pass_left() -> None:
    game = build_game(LONELY, "3c Qc Ks Jc 4c", "relaxed")
    while game.stock:
        assert game.outcome() is None
        game.play("draw")
    outcome = ended(game)
    assert summary(outcome) == (False, "no_moves", "Lost: no move is left and no pass is left; 28 pyramid cards remain.")


def test_early_end_from_the_start() -> None:
    game = build_game(WALLED.replace("Kd", "Ac"), "", "standard")
    outcome = ended(game)
    assert outcome.reason == "stuck" and not outcome.won
    assert outcome.message == (
        "Lost: none of the 24 cards left in the stock and waste can pair with A♣, A♦, A♥, A♠, 2♣, 2♦ or 2♥, "
        "and no pair or King is left in the pyramid."
    )


def test_early_end_after_the_last_king_goes() -> None:
    game = build_game(WALLED, "Kc", "standard")
    assert game.outcome() is None
    assert [m.code for m in game.legal_moves] == ["Kd", "Kc", "draw"]
    game.play("S")  # the Kc from the stock
    assert game.outcome() is None  # the Kd can still go
    game.play("Kd")
    outcome = ended(game)
    assert outcome.reason == "stuck"
    assert "none of the 23 cards left in the stock and waste can pair with A♦, A♥, A♠, 2♣, 2♦ or 2♥" in outcome.message
    game.undo()
    assert game.outcome() is None and "Kd" in game.legal_moves


def test_early_end_counts_waste_cards_too() -> None:
    # The only Queen and Jack outside the pyramid lie buried in the waste: cards that may still come back.
    game = build_game(LONELY, "Qc Jc 3c", "standard")
    play_all(game, "draw,draw,draw")
    assert not any(card.rank in (11, 12) for card in game.stock)
    assert game.outcome() is None


def test_early_end_with_the_stock_and_waste_empty() -> None:
    # Rows=3: 9h / 4c 5h / 4d 8s 2c. The stock pairs 9d with the 4d, Jc with the 2c, then
    # itself away in pairs; the 8s is left free with no 5 anywhere.
    stock = (
        "9d Jc  Ac Qc Ad Qd Ah Qh As Qs  2d Jd 2h Jh 2s Js  3c Tc 3d Td 3h Th 3s Ts  4h 9c 4s 9s"
        "  6c 7c 6d 7d 6h 7h 6s 7s  Kc Kd Kh Ks  5c 8c 5d 8d 5s 8h"
    )
    game = build_game("9h  4c 5h  4d 8s 2c", stock, Rules(rows=3))
    play_all(game, "4d+S,2c+S")
    while game.stock:
        assert game.outcome() is None
        play_all(game, "S" if game.card_at("S").rank == 13 else "draw,S+W")  # type: ignore[union-attr]
    outcome = ended(game)
    assert summary(outcome) == (
        False, "stuck", "Lost: the stock and waste are empty, and the only free card, 8♠, is no King and has no partner."
    )
    assert game.score.cards_removed == 48


def test_deck_win_loss_with_the_pyramid_cleared() -> None:
    game = play_all(build_game(EASY_PYRAMID, EASY_STOCK, "classic"), EASY_CLEARING)
    for _ in range(12):
        assert game.outcome() is None
        game.play("draw")
    game.play("draw")  # As covers the Qh; the last Ace is gone from the stock
    outcome = ended(game)
    assert outcome.reason == "deck_stuck" and not outcome.won
    assert outcome.message == (
        "Lost: the pyramid is cleared, but the 24 cards left can never all be removed: "
        "in this last pass Q♥ can pair only with a stock card, and none is left for it."
    )


def test_deck_win_loss_when_partners_in_the_stock_run_short() -> None:
    # In the last pass each waste card needs a partner from the stock. With 2c 2d 2h Jc Jd in
    # the waste, Jh Js 2s still in the stock, the three 2s share two Jacks: one is left over.
    game = build_game("Kc  Kd Kh", "2c 2d 2h Jc Jd Jh Js 2s", Rules(rows=2, win="deck", passes=1))
    play_all(game, "Kh,Kd,Kc")
    for _ in range(4):
        game.play("draw")
        assert game.outcome() is None
    game.play("draw")
    outcome = ended(game)
    assert outcome.reason == "deck_stuck"
    assert outcome.message.endswith("in this last pass 2♥ can pair only with a stock card, and none is left for it.")


def test_deck_win_loss_when_only_the_waste_top_plays() -> None:
    rules = Rules(win="deck", stock_top_playable=False, passes=1)
    game = play_all(build_game(EASY_PYRAMID, EASY_STOCK, rules), EASY_CLEARING)
    outcome = ended(game)
    assert outcome.reason == "deck_stuck"
    assert outcome.message.endswith("only the waste top is ever playable, so no two of them can pair.")


def test_deck_win_goes_on_while_the_stock_can_still_pair() -> None:
    game = play_all(build_game(EASY_PYRAMID, EASY_STOCK, "par"), EASY_CLEARING)
    assert game.outcome() is None
    play_all(game, ",".join(["draw"] * 24))
    assert game.outcome() is None and "recycle" in game.legal_moves  # two more passes


def test_unlimited_passes_lost_message() -> None:
    game = build_game(LONELY, "Qc Ks 3c Jc 4c 5c", "tuts-tomb")
    while game.stock:
        game.play("draw")
    assert ended(game).message.endswith("the last pass removed no card; 28 pyramid cards remain.")


def test_score_five_per_removal_and_row_bonuses_from_the_bottom_up() -> None:
    game = build_game(EASY_PYRAMID, EASY_STOCK, "classic")
    assert game.score == Score(0, 0)
    expected = {
        "Ks": Score(1, 5),
        "6d+7d": Score(7, 20 + 25),  # the bottom row: 25
        "3d+Td": Score(13, 35 + 25 + 50),
        "6c+7c": Score(18, 50 + 25 + 50 + 75),
        "4c+9c": Score(22, 60 + 25 + 50 + 75 + 100),
        "2c+Jc": Score(25, 70 + 25 + 50 + 75 + 100 + 150),
        "Ac+Qc": Score(27, 75 + 25 + 50 + 75 + 100 + 150 + 250),
        "Kc": Score(28, 80 + 1150),
    }
    for code in EASY_CLEARING.split(","):
        game.play(code)
        if code in expected:
            assert game.score == expected[code], code
    play_all(game, "draw,S+W")
    assert game.score == Score(30, 85 + 1150)
    game.undo()
    assert game.score == Score(28, 1230)


def test_score_counts_a_pair_once_and_a_draw_not_at_all() -> None:
    game = Game.from_number(1)
    play_all(game, "draw,As+Qh")
    assert game.score == Score(2, 5)


@pytest.mark.parametrize("rules", ["classic", "overlapping"])
def test_a_loss_under_the_remove_every_card_rules_counts_every_card_left(rules: str) -> None:
    game = Game(1, rules)
    while moves := list(game.legal_moves):  # the greedy player: a removal when there is one, else the first move
        game.play(next((move for move in moves if move.removes), moves[0]))
    outcome = game.outcome()
    assert outcome is not None and not outcome.won and outcome.reason == "no_moves"
    left, others = outcome.facts["left"], outcome.facts["n"]
    assert left > 0 and left + others == 52 - game.score.cards_removed
    assert outcome.message.endswith(f"{left} pyramid cards remain, and {others} cards in the stock and waste.")
