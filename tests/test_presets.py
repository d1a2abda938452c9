"""Each preset's special rule, shown on a hand-built deal where the rule matters."""

from __future__ import annotations

import pytest
from conftest import EASY_CLEARING, EASY_PYRAMID, EASY_STOCK, build_game, play_all, state

from pyramid_solitaire import AmbiguousMoveError, Card, Game, IllegalMoveError, InvalidMoveError, Move, Rules

# Bottom row with nothing pairing inside the pyramid: only the stock and waste can help.
LONELY = "8c 8d 8h 8s 9c 9d 9h 9s Tc Td Th Ts Jd Jh Js Qd Qh Qs Kc Kd Kh  Ac Ad Ah As 2d 2h 2s"


def codes(game: Game) -> list[str]:
    return [move.code for move in game.legal_moves]


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(token) for token in text.split())


# --- standard -------------------------------------------------------------------------------
def test_standard_stock_top_and_waste_top_pair_with_each_other() -> None:
    game = build_game(LONELY, "6h 7c 3s", "standard")
    assert codes(game) == ["draw"]
    game.play("draw")  # 6h on the waste, 7c face up on the stock
    assert game.card_at("W") == Card.parse("6h") and game.card_at("S") == Card.parse("7c")
    assert "6h+7c" in game.legal_moves
    assert game.play("6h+7c").position_code == "S+W"
    assert game.card_at("W") is None and game.card_at("S") == Card.parse("3s")


def test_standard_stock_top_pairs_with_the_pyramid() -> None:
    game = build_game(LONELY, "Qc", "standard")
    assert game.play("Ac+Qc") == Move("pair", ("P21", "S"), cards("Ac Qc"))


def test_standard_three_passes_in_the_original_order() -> None:
    game = Game.from_number(1)
    stock = game.stock
    for pass_number in (1, 2, 3):
        assert game.pass_number == pass_number and game.passes_left == 3 - pass_number
        assert game.stock == stock
        play_all(game, ",".join(["draw"] * 24))
        assert game.waste[0] == stock[::-1]  # the first card drawn lies at the bottom
        if pass_number < 3:
            game.play("recycle")
    assert "recycle" not in game.legal_moves and game.outcome() is None


# --- classic, relaxed, par: passes and goals -------------------------------------------------
@pytest.mark.parametrize(("name", "won"), [("relaxed", True), ("standard", True), ("classic", False), ("par", False)])
def test_pyramid_win_against_deck_win(name: str, won: bool) -> None:
    game = build_game(EASY_PYRAMID, EASY_STOCK, name)
    play_all(game, EASY_CLEARING)
    assert all(card is None for card in game.pyramid)
    outcome = game.outcome()
    if won:
        assert outcome is not None and outcome.won and outcome.reason == "pyramid_cleared"
        return
    assert outcome is None and len(game.stock) == 24
    for _ in range(12):
        game.play("draw")
        game.play("S+W")
    outcome = game.outcome()
    assert outcome is not None and outcome.won and outcome.reason == "all_removed"
    assert outcome.message == "Won: all 52 cards are removed."
    assert game.score.cards_removed == 52


@pytest.mark.parametrize(("name", "passes"), [("classic", 1), ("relaxed", 1), ("par", 3), ("standard", 3), ("waste-only", 3), ("apophis", 3)])
def test_number_of_passes(name: str, passes: int) -> None:
    game = build_game("Qs", "Kc", Rules.preset(name).replace(rows=1))  # As stays: the game goes on
    draw = "draw 1" if name == "apophis" else "draw"
    for _ in range(passes - 1):
        play_all(game, ",".join([draw] * 51))
        game.play("recycle")
    play_all(game, ",".join([draw] * 51))
    assert game.pass_number == passes
    with pytest.raises(IllegalMoveError, match=f"no passes left: this is pass {passes} of {passes}"):
        game.play("recycle")


# --- overlapping ----------------------------------------------------------------------------
OVERLAP = "2c 3c 3d 4c 4d 4h 5c 5d 5h 5s 6c 6d 6h 6s 7c  9h 7d 7h 7s 8c 8d  Kd 4d2 Ac Ad Ah As 2d"


def overlap_game(rules: str) -> Game:
    # 9h (P15) lies under Kd (P21) and 4s (P22): once Kd goes, 4s alone covers the 9h.
    pyramid = OVERLAP.replace("4d2", "4s")
    return build_game(pyramid, "Jc", rules)


def test_overlapping_pair_with_the_card_it_alone_covers() -> None:
    game = overlap_game("overlapping")
    assert "4s+9h" not in game.legal_moves
    with pytest.raises(IllegalMoveError, match="9♥ is covered by K♦ and 4♠"):
        game.play("4s+9h")
    game.play("Kd")
    assert "4s+9h" in game.legal_moves
    assert game.play("9h+4s") == Move("pair", ("P15", "P22"), cards("9h 4s"))


def test_without_overlapping_pairs_the_covered_card_must_wait() -> None:
    game = overlap_game("classic")
    game.play("Kd")
    before = state(game)
    with pytest.raises(IllegalMoveError, match="9♥ is covered by 4♠"):
        game.play("4s+9h")
    assert state(game) == before


def test_overlap_needs_the_covering_card_to_be_free() -> None:
    # 9h at P10 lies under P15 and P16; P15 is itself covered, so it cannot pair with 9h.
    pyramid = "2c 3c 3d 4c 4d 4h 5c 5d 5h 5s 9h 6d 6h 6s 7c 4s 7d 7h 7s 8c 8d Kd Kc Ac Ad Ah As 2d"
    game = build_game(pyramid, "Jc", "overlapping")
    play_all(game, "Kd")
    assert "4s+9h" not in game.legal_moves
    with pytest.raises(IllegalMoveError, match="4♠ is covered by K♣"):
        game.play("4s+9h")
    game.play("Kc")  # 4s (P15) is free now but 7d (P16) still covers the 9h
    with pytest.raises(IllegalMoveError, match="9♥ is covered by 4♠ and 7♦"):
        game.play("4s+9h")


# --- waste-only -----------------------------------------------------------------------------
def test_waste_only_stock_is_face_down_and_only_the_waste_top_plays() -> None:
    game = build_game(LONELY, "6h 7c Qc", "waste-only")
    assert codes(game) == ["draw"]
    game.play("draw")
    assert game.card_at("W") == Card.parse("6h")
    assert "6h+7c" not in game.legal_moves  # 7c lies face down on the stock
    with pytest.raises(IllegalMoveError, match="face down"):
        game.play("6h+7c")
    game.play("draw")
    assert codes(game) == ["draw"]  # 7c on the waste: no free 6 in the pyramid
    game.play("draw")
    assert codes(game) == ["Ac+Qc", "Ad+Qc", "Ah+Qc", "As+Qc", "draw"]
    assert game.play("Ac+Qc").position_code == "P21+W"
    assert "face down" in str(game)


# --- Tut's Tomb -----------------------------------------------------------------------------
def test_tuts_tomb_draws_three_and_recycles_in_order() -> None:
    game = build_game(LONELY, "2c 3c 4c 5c 6c 7c Qc", "tuts-tomb")
    stock = game.stock
    game.play("draw")
    assert game.waste[0] == cards("4c 3c 2c")  # the third card drawn lies on top
    assert game.card_at("W") == Card.parse("4c")
    game.play("draw")
    assert game.waste[0][:3] == cards("7c 6c 5c")
    assert "Qc+Ac" not in game.legal_moves  # Qc is next in the face-down stock
    game.play("draw")
    assert game.card_at("W") != Card.parse("Qc")
    assert game.waste[0][2] == Card.parse("Qc")
    with pytest.raises(IllegalMoveError, match="Q♣ is not on top of the waste"):
        game.play("Qc+Ac")
    while game.stock:
        game.play("draw")
    assert len(game.waste[0]) == 24
    with pytest.raises(IllegalMoveError, match="no card was removed in this pass"):
        game.play("recycle")
    game2 = build_game(LONELY, "Jc 2c Qc", "tuts-tomb")
    game2.play("draw")
    game2.play("Ac+Qc")
    while game2.stock:
        game2.play("draw")
    game2.play("recycle")
    assert game2.pass_number == 2 and game2.passes_left is None
    assert game2.stock == tuple(card for card in build_game(LONELY, "Jc 2c Qc", "tuts-tomb").stock if card != Card.parse("Qc"))
    assert stock[:3] == cards("2c 3c 4c")


def test_tuts_tomb_last_draw_takes_what_is_left() -> None:
    rules = Rules(rows=6, passes=None, draw_count=3, stock_top_playable=False)
    game = Game.from_number(4, rules)
    assert len(game.stock) == 31
    for _ in range(10):
        game.play("draw")
    assert len(game.stock) == 1
    game.play("draw")
    assert not game.stock and len(game.waste[0]) + len(game.removed) == 31


def test_unlimited_passes_end_after_a_pass_without_removal() -> None:
    game = build_game(LONELY, "Qc Ks 3c Jc 4c 5c", "tuts-tomb")
    play_all(game, "draw,draw")  # Qc Ks 3c, then Jc 4c 5c: none of them on top of its group
    while game.stock:
        assert game.outcome() is None
        game.play("draw")
    # The partners of the free cards lie buried in the waste: nothing was removed in this pass.
    outcome = game.outcome()
    assert outcome is not None and not outcome.won
    assert outcome.reason == "no_moves"
    assert outcome.message == "Lost: no move is left and the last pass removed no card; 28 pyramid cards remain."
    assert not game.legal_moves


# --- Apophis --------------------------------------------------------------------------------
def test_apophis_player_chooses_the_waste_pile_and_every_top_plays() -> None:
    game = build_game(LONELY, "6h 7c 3s Qc", "apophis")
    assert codes(game) == ["draw 1", "draw 2", "draw 3"]
    game.play("draw 1")
    game.play("draw 3")
    assert game.waste == (cards("6h"), (), cards("7c"))
    assert "6h+7c" in game.legal_moves
    game.play("draw 1")
    assert game.waste[0] == cards("3s 6h")
    assert "6h+7c" not in game.legal_moves  # 9s covers the 6h now
    game.play("draw 2")
    assert game.play("Ac+Qc").position_code == "P21+W2"


def test_apophis_recycle_gathers_piles_one_two_three() -> None:
    game = build_game(LONELY, "2c 3c 4c 5c", "apophis")
    stock = game.stock
    for pile in (1, 2, 3, 1):
        game.play(f"draw {pile}")
    while game.stock:
        game.play("draw 2")
    assert game.waste[0] == cards("5c 2c")
    game.play("recycle")
    # Pile 1 bottom to top, then pile 2, then pile 3: the new stock top is the bottom card of pile 1.
    assert game.stock[:4] == (*cards("2c 5c 3c"), stock[4])
    assert sorted(game.stock) == sorted(stock)
    assert game.pass_number == 2


# --- Pharaoh --------------------------------------------------------------------------------
def test_pharaoh_big_triangle_from_two_decks() -> None:
    game = Game.from_number(7, "pharaoh")
    assert len(game.pyramid) == 55 and len(game.stock) == 49
    assert len(game.free_cards()) == 10
    assert [where for where, _ in game.free_cards()] == [f"P{i}" for i in range(45, 55)]
    assert game.card_at("P54") is not None
    with pytest.raises(InvalidMoveError, match="positions run P0-P54"):
        game.card_at("P55")
    assert "Pharaoh" in Rules.preset("pharaoh").describe()


def test_pharaoh_duplicate_cards_need_position_codes() -> None:
    rows = "2c 2c 2d 2d 2h 2h 2s 2s 3c 3c 3d 3d 3h 3h 3s 3s 4c 4c 4d 4d 4h 4h 4s 4s 5c 5c 5d 5d 5h 5h 5s 5s 6c 6c 6d 6d 6h 6h 6s 6s 7c 7c 7d 7d 7h"
    game = build_game(rows + " 9c Qh 9d Qh Tc Tc Jc Jc Jd Jd", "Ac Ad", "pharaoh")  # Ac on the stock, two Qh free
    before = state(game)
    with pytest.raises(AmbiguousMoveError, match=r"'Ac\+Qh' fits 2 moves \(P46\+S, P48\+S\)"):
        game.play("Ac+Qh")
    assert state(game) == before
    assert game.play("P48+S").cards == cards("Qh Ac")
    assert game.play("Qh+S") == Move("pair", ("P46", "S"), cards("Qh Ad"))  # one Qh left: no doubt


# --- Spanish --------------------------------------------------------------------------------
SPANISH = "2o 2c 2e 2b 3o 3c 3e 3b 4o 4c 4e 4b 5o 5c 5e 5b 7o 7c 7e 7b 8o  6o 6c 12b 1o 1c 9o 9c"


def test_spanish_pairs_sum_to_twelve_and_the_rey_goes_alone() -> None:
    game = build_game(SPANISH, "11o 10o", "spanish")
    assert len(game.stock) == 20 and len(game.pyramid) == 28
    moves = codes(game)
    assert "6o+6c" in moves and "12b" in moves and "1o+11o" in moves and "1c+11o" in moves
    with pytest.raises(IllegalMoveError, match="6 oros is not a Rey \\(12\\): a single card can be removed only if it is a Rey \\(12\\)"):
        game.play("6o")
    with pytest.raises(IllegalMoveError, match="12 bastos is a Rey \\(12\\) and goes alone"):
        game.play("12b+1o")
    with pytest.raises(IllegalMoveError, match="9 oros and 9 copas sum to 18, not 12"):
        game.play("9o+9c")
    game.play("6o+6c")
    game.play("12b")
    assert game.score.cards_removed == 3
    assert "1 oros" not in str(game) and "[1o]" in str(game)


def test_spanish_numbered_deal_plays() -> None:
    game = Game.from_number(3, "spanish")
    assert all(card.deck == "spanish" for card in game.deal.cards)
    assert all(move.code for move in game.legal_moves)
