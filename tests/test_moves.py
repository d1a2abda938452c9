"""Move codes: reading them, naming cards by position, unreadable and ambiguous codes, legal_moves."""

from __future__ import annotations

import pytest
from conftest import build_game, state

from pyramid_solitaire import AmbiguousMoveError, Card, Game, IllegalMoveError, InvalidMoveError, Move
from pyramid_solitaire.moves import MoveSpec, parse_code


@pytest.mark.parametrize(
    ("code", "spec"),
    [
        ("6h+7c", MoveSpec("remove", (Card(6, "h"), Card(7, "c")))),
        (" 6H + 7C ", MoveSpec("remove", (Card(6, "h"), Card(7, "c")))),
        ("6h 7c", MoveSpec("remove", (Card(6, "h"), Card(7, "c")))),
        ("6h&7c", MoveSpec("remove", (Card(6, "h"), Card(7, "c")))),
        ("10♥+3♠", MoveSpec("remove", (Card(10, "h"), Card(3, "s")))),
        ("Kd", MoveSpec("remove", (Card(13, "d"),))),
        ("p12+s", MoveSpec("remove", ("P12", "S"))),
        ("P03+w", MoveSpec("remove", ("P3", "W"))),
        ("W2+Qh", MoveSpec("remove", ("W2", Card(12, "h")))),
        ("draw", MoveSpec("draw")),
        ("DRAW 3", MoveSpec("draw", pile=3)),
        ("draw2", MoveSpec("draw", pile=2)),
        ("Recycle", MoveSpec("recycle")),
    ],
)
def test_codes_are_read(code: str, spec: MoveSpec) -> None:
    assert parse_code(code) == spec


def test_spanish_codes() -> None:
    assert parse_code("6o+6c", "spanish") == MoveSpec("remove", (Card(6, "o", "spanish"), Card(6, "c", "spanish")))
    with pytest.raises(InvalidMoveError, match="like '12o'"):
        parse_code("6h+6c", "spanish")


@pytest.mark.parametrize("code", ["11 oros+1 bastos", "11 oros 1 bastos", "Caballo de oros + As de bastos", "11o+1 bastos"])
def test_spanish_moves_as_the_board_names_them(code: str) -> None:
    spec = MoveSpec("remove", (Card(11, "o", "spanish"), Card(1, "b", "spanish")))
    assert parse_code(code, "spanish") == spec


@pytest.mark.parametrize(
    ("code", "token"),
    [("10 oros, 2 bastos", "10 oros,"), ("Caballo  de oros+Reina", "Reina"), ("13 oros", "13"), ("Caballo   de oros,", "Caballo   de oros,")],
)
def test_a_spanish_move_refused_quotes_its_token_as_typed(code: str, token: str) -> None:
    with pytest.raises(InvalidMoveError) as refused:
        parse_code(code, "spanish")
    assert f"cannot read move {code!r}: {token!r} is neither a card" in str(refused.value)


def test_a_hint_names_a_move_the_game_reads_back() -> None:
    from pyramid_solitaire.solver import hint

    for rules in ("standard", "spanish"):
        game = Game(1, rules)
        for _ in range(6):
            move = hint(game).move
            assert move is not None
            assert game.play(move.pretty) == move


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("", "an empty move code"),
        ("   ", "an empty move code"),
        ("6h+7x", "'7x' is neither a card"),
        ("6h+7c+Kd", "a move removes one or two cards, not 3"),
        ("shuffle", "'shuffle' is neither a card"),
        ("P", "'P' is neither a card"),
        ("+", "name one or two cards"),
    ],
)
def test_unreadable_codes(deal1: Game, code: str, message: str) -> None:
    before = state(deal1)
    with pytest.raises(InvalidMoveError) as info:
        deal1.play(code)
    assert message in str(info.value)
    assert not isinstance(info.value, AmbiguousMoveError)
    assert state(deal1) == before


def test_non_text_code(deal1: Game) -> None:
    with pytest.raises(InvalidMoveError, match="must be text, not int"):
        deal1.play(7)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("P28+S", "there is no pyramid position 'P28': positions run P0-P27"),
        ("P21+W2", "there is no waste pile 'W2': there is only one waste pile, W"),
        ("draw 2", "cannot draw to waste pile 2: there is only one waste pile"),
    ],
)
def test_positions_outside_the_board(deal1: Game, code: str, message: str) -> None:
    with pytest.raises(InvalidMoveError, match=message):
        deal1.play(code)


def test_move_values() -> None:
    move = Move("pair", ("S", "P12"), (Card.parse("7c"), Card.parse("6h")))
    assert move.where == ("P12", "S") and move.cards == (Card.parse("6h"), Card.parse("7c"))
    assert move == Move("pair", ("P12", "S"), (Card.parse("6h"), Card.parse("7c")))
    assert (move.code, move.position_code, str(move)) == ("6h+7c", "P12+S", "6h+7c")
    assert move.removes
    for value in (move, Move("king", ("W",), (Card.parse("Kd"),)), Move("draw"), Move("draw", pile=2), Move("recycle")):
        assert eval(repr(value), {"Move": Move, "Card": Card}) == value
    assert Move("draw", pile=2).code == "draw 2" and Move("recycle").code == "recycle"
    assert not Move("draw").removes


def test_malformed_move_values() -> None:
    with pytest.raises(InvalidMoveError, match="unknown move kind 'jump'"):
        Move("jump")  # type: ignore[arg-type]
    with pytest.raises(InvalidMoveError, match="a pair move takes 2 card"):
        Move("pair", ("P1",), (Card.parse("6h"),))


def test_play_returns_the_resolved_move(deal1: Game) -> None:
    move = deal1.play("qh+as")
    assert move == Move("pair", ("P21", "P27"), (Card.parse("As"), Card.parse("Qh")))
    assert deal1.history == (move,)


def test_position_codes_and_card_codes_name_the_same_move() -> None:
    by_cards, by_place, mixed = Game.from_number(1), Game.from_number(1), Game.from_number(1)
    by_cards.play("As+Qh")
    by_place.play("P27+P21")
    mixed.play("p21+Qh")
    assert by_cards == by_place == mixed
    assert by_cards.history == by_place.history == mixed.history


def test_stock_and_waste_positions(deal1: Game) -> None:
    # Deal 1: stock 4h Ac 4D 7s ...; Qh at P27 is free.
    deal1.play("draw")  # 4h to the waste, Ac on the stock
    assert deal1.play("S+P27") == Move("pair", ("P27", "S"), (Card.parse("Qh"), Card.parse("Ac")))
    deal1.undo()
    assert deal1.play("Qh+S").code == "Qh+Ac"  # cards in position order: pyramid, stock, waste


def test_legal_moves_container(deal1: Game) -> None:
    moves = deal1.legal_moves
    assert len(moves) == moves.count() == 4
    assert [m.code for m in moves] == ["As+Qh", "Ah+Qh", "3c+Ts", "draw"]
    assert "As+Qh" in moves and "qh+as" in moves and "P21+P27" in moves
    assert "draw" in moves and "recycle" not in moves and "Kh" not in moves
    assert "nonsense" not in moves and "draw 2" not in moves
    assert Move("draw") in moves and 42 not in moves
    assert bool(moves)
    assert repr(moves) == "<LegalMoves (As+Qh, Ah+Qh, 3c+Ts, draw)>"
    for move in moves:
        assert move in moves
        assert move.code in moves and move.position_code in moves


def test_playing_a_move_value_checks_it(deal1: Game) -> None:
    move = next(iter(deal1.legal_moves))
    deal1.play(move)
    before = state(deal1)
    with pytest.raises(IllegalMoveError, match=r"P21 is empty"):
        deal1.play(move)
    assert state(deal1) == before
    stale = Move("pair", ("P22", "P27"), (Card.parse("Ah"), Card.parse("Qh")))
    with pytest.raises(IllegalMoveError, match="P27 is empty: its card was removed"):
        deal1.play(stale)
    assert state(deal1) == before


def test_a_move_value_naming_the_wrong_cards() -> None:
    game = Game.from_number(1)
    wrong = Move("pair", ("P21", "P22"), (Card.parse("6h"), Card.parse("7c")))
    with pytest.raises(IllegalMoveError, match="6♥\\+7♣ does not fit this position: P21\\+P22 holds A♠\\+A♥"):
        game.play(wrong)  # the move's own cards named, not only what its places hold
    fake = Move("king", ("P21",), (Card.parse("Kd"),))
    with pytest.raises(IllegalMoveError, match="K♦ does not fit this position: P21 holds A♠"):
        game.play(fake)
    from_another_game = next(iter(Game.from_number(3).legal_moves))  # deal 3's K♠ at P21
    with pytest.raises(IllegalMoveError, match="K♠ does not fit this position: P21 holds A♠"):
        game.play(from_another_game)
    right_cards_wrong_rule = Move("pair", ("P21", "P22"), (Card.parse("As"), Card.parse("Ah")))
    with pytest.raises(IllegalMoveError, match="A♠ and A♥ sum to 2, not 13"):
        game.play(right_cards_wrong_rule)
    assert game.history == ()
    swapped = Move("pair", ("P22", "P27"), (Card.parse("As"), Card.parse("Qh")))  # Ah is at P22
    with pytest.raises(IllegalMoveError, match="A♠\\+Q♥ does not fit this position: P22\\+P27 holds A♥\\+Q♥"):
        game.play(swapped)


def test_two_deck_codes_are_ambiguous_until_named_by_position() -> None:
    # Pharaoh: both Kings of diamonds and both sixes of hearts free on the bottom row.
    rows = "Ac Ac Ad Ad Ah Ah As As 2c 2c 2d 2d 2h 2h 2s 2s 3c 3c 3d 3d 3h 3h 3s 3s 4c 4c 4d 4d 4h 4h 4s 4s 5c 5c 5d 5d 5h 5h 5s 5s 6c 6c 6d 6d 6s"
    bottom = "Kd 8c 6h 7c 7d Kd 8c 6h 9h 9h"
    game = build_game(rows + " " + bottom, "9c", "pharaoh")
    before = state(game)
    with pytest.raises(AmbiguousMoveError, match=r"'Kd' fits 2 moves \(P45, P50\): name the cards by position"):
        game.play("Kd")
    assert state(game) == before
    with pytest.raises(AmbiguousMoveError, match=r"'6h\+7c' fits 2 moves"):
        game.play("6h+7c")
    assert isinstance(AmbiguousMoveError("x"), InvalidMoveError)
    assert "Kd" not in game.legal_moves and "P45" in game.legal_moves
    assert game.play("P50").position_code == "P50"
    assert game.play("Kd").position_code == "P45"  # only one left now
    assert game.play("P47+P48").code == "6h+7c"
    assert game.play("6h+7d").position_code == "P49+P52"


def test_apophis_bare_draw_is_ambiguous() -> None:
    game = Game.from_number(3, "apophis")
    before = state(game)
    with pytest.raises(AmbiguousMoveError, match="'draw' fits three moves: say which waste pile"):
        game.play("draw")
    assert state(game) == before
    assert "draw" not in game.legal_moves
    with pytest.raises(InvalidMoveError, match="cannot draw to waste pile 4: the piles are 1, 2 and 3"):
        game.play("draw 4")
    game.play("draw 2")
    with pytest.raises(AmbiguousMoveError, match="'W' could be any of the waste piles"):
        game.play("W+P27")
