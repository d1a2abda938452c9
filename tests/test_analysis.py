"""Inspection for teaching: free and available cards, cover cones, blocking pairs, dead cards."""

from __future__ import annotations

import re

import pytest
from conftest import build_game, play_all

from pyramid_solitaire import AmbiguousMoveError, BlockingPair, Card, Deal, Game, IllegalMoveError, InvalidMoveError, Rules
from pyramid_solitaire.geometry import Geometry, geometry


def names(places: list[tuple[str, Card]]) -> list[str]:
    return [f"{where}:{card}" for where, card in places]


def test_geometry_of_seven_rows() -> None:
    geo = geometry(7)
    assert geo.size == 28
    assert geo.covered_by(0) == (1, 2) and geo.covered_by(14) == (19, 20) and geo.covered_by(21) == ()
    assert geo.covers(0) == () and geo.covers(22) == (15, 16) and geo.covers(21) == (15,)
    assert geo.cone(0) == frozenset(range(1, 28))
    assert geo.cone(14) == {19, 20, 25, 26, 27}
    assert all(not geo.cone(i) for i in range(21, 28))
    for i in range(28):  # a cone holds exactly the cards below and between the two diagonals
        r, c = geo.row_of[i], geo.column_of[i]
        assert geo.cone(i) == {geo.index(r2, c2) for r2 in range(r + 1, 7) for c2 in range(c, c + r2 - r + 1)}
    assert Geometry(10).size == 55 and geometry(10).covered_by(44) == (53, 54)


def test_free_and_available_cards() -> None:
    game = Game.from_number(1)
    assert names(game.free_cards()) == ["P21:As", "P22:Ah", "P23:3c", "P24:4c", "P25:5c", "P26:Ts", "P27:Qh"]
    assert names(game.available_cards()) == [*names(game.free_cards()), "S:4h"]
    game.play("draw")
    assert names(game.available_cards())[-2:] == ["S:Ac", "W:4h"]


def test_free_cards_change_as_cards_go() -> None:
    game = Game.from_number(1)
    game.play("As+Qh")
    assert names(game.free_cards()) == ["P22:Ah", "P23:3c", "P24:4c", "P25:5c", "P26:Ts"]
    game.play("3c+Ts")
    # Js (P20) lay on Ts and Qh, both gone; Ks (P17) still lies on the 4c.
    assert names(game.free_cards()) == ["P20:Js", "P22:Ah", "P24:4c", "P25:5c"]
    assert game.is_free(20) and not game.is_free(17) and not game.is_free(21)
    assert game.is_free("P20") and not game.is_free("p17")  # a position by its code, as moves name it
    for bad in (28, -1, "P28"):
        with pytest.raises(InvalidMoveError, match="there is no pyramid position"):
            game.is_free(bad)


def test_waste_only_stock_top_is_not_available() -> None:
    game = Game.from_number(1, "waste-only")
    assert names(game.available_cards()) == names(game.free_cards())
    game.play("draw")
    assert names(game.available_cards())[-1] == "W:4h"


def test_apophis_every_waste_top_is_available() -> None:
    game = Game.from_number(1, "apophis")
    play_all(game, "draw 1,draw 3,draw 3")
    assert names(game.available_cards())[-2:] == ["W1:4h", "W3:4d"]


def test_cover_cone() -> None:
    game = Game.from_number(1)
    assert names(game.cover_cone("P15")) == ["P21:As", "P22:Ah"]
    assert names(game.cover_cone("Kh")) == ["P19:Qd", "P20:Js", "P25:5c", "P26:Ts", "P27:Qh"]
    assert game.cover_cone(14) == game.cover_cone("kh") == game.cover_cone(Card.parse("Kh")) == game.cover_cone("p14")
    assert len(game.cover_cone(0)) == 27
    assert game.cover_cone("P21") == []
    game.play("As+Qh")
    assert names(game.cover_cone("Kh")) == ["P19:Qd", "P20:Js", "P25:5c", "P26:Ts"]


def test_cover_cone_refusals() -> None:
    game = Game.from_number(1)
    with pytest.raises(IllegalMoveError, match="4♥ is not in the pyramid"):
        game.cover_cone("4h")
    with pytest.raises(InvalidMoveError, match="there is no pyramid position 28"):
        game.cover_cone(28)
    with pytest.raises(InvalidMoveError, match="there is no pyramid position 'P30'"):
        game.cover_cone("P30")
    for where in ("X1", "S", "W", None, 1.5):  # the input as given, and what it may be
        with pytest.raises(InvalidMoveError, match=f"^{re.escape(repr(where))} is neither a card nor a pyramid position: give a card like 'Th'"):
            game.cover_cone(where)  # type: ignore[arg-type]
    with pytest.raises(InvalidMoveError, match="give a card like '12o', a number 0-27"):
        Game.from_number(1, "spanish").cover_cone("S")


def test_cover_cone_of_a_card_lying_twice_needs_a_position() -> None:
    game = Game(twin_kings_deal(), "pharaoh")
    with pytest.raises(AmbiguousMoveError, match=r"K♦ lies twice in the pyramid \(P45, P50\): name it by position"):
        game.cover_cone("Kd")
    assert game.cover_cone("P45") == []


def twin_kings_deal() -> Deal:
    rows = "2c 2c 2d 2d 2h 2h 2s 2s 3c 3c 3d 3d 3h 3h 3s 3s 4c 4c 4d 4d 4h 4h 4s 4s 5c 5c 5d 5d 5h 5h 5s 5s 6c 6c 6d 6d 6h 6h 6s 6s 7c 7c 7d 7d 7h"
    return build_game(rows + " Kd 8c 8d 8h 8s Kd 9c 9d 9h 9s", "", "pharaoh").deal


# Rows=3: 9h at the apex, 4c right on it, 4d higher up in its cone; 5h with 8s right on it.
SMALL = "9h  4c 5h  Ks 4d 8s"


def test_blocking_pairs_right_on_and_higher_up() -> None:
    game = build_game(SMALL, "9c", rules=Rules(rows=3))
    pairs = game.blocking_pairs()
    assert [str(pair) for pair in pairs] == ["9♥ under 4♣ (right on it)", "9♥ under 4♦ (higher up)", "5♥ under 8♠ (right on it)"]
    assert pairs[1] == BlockingPair(("P0", Card.parse("9h")), ("P4", Card.parse("4d")), False)
    game.play("Ks")
    assert len(game.blocking_pairs()) == 3
    game.play("4d+S")
    assert [str(pair) for pair in game.blocking_pairs()] == ["9♥ under 4♣ (right on it)", "5♥ under 8♠ (right on it)"]


def test_blocking_pairs_with_overlapping_pairs_keep_only_those_higher_up() -> None:
    game = build_game(SMALL, rules=Rules(rows=3, overlapping_pairs=True))
    assert [str(pair) for pair in game.blocking_pairs()] == ["9♥ under 4♦ (higher up)"]


def test_blocking_pairs_on_deal_1() -> None:
    pairs = Game.from_number(1).blocking_pairs()
    assert [str(p) for p in pairs[:2]] == ["J♦ under 2♦ (right on it)", "J♦ under 2♠ (higher up)"]
    geo = geometry(7)
    for pair in pairs:
        lower, upper = int(pair.lower[0][1:]), int(pair.upper[0][1:])
        assert upper in geo.cone(lower)
        assert pair.lower[1].rank + pair.upper[1].rank == 13
        assert pair.direct == (upper in geo.covered_by(lower))


def test_dead_cards() -> None:
    # All four 4s lie in the cone of the 9h at the apex: it can never be removed.
    pyramid = "9h  Kc Qc  4c 4d 4h  4s Kd Kh Ks"
    game = build_game(pyramid, rules=Rules(rows=4))
    assert names(game.dead_cards()) == ["P0:9h"]
    # With one 4 lying right on it, the overlapping rules could still pair them.
    direct = "9h  4c Qc  Kc 4d 4h  4s Kd Kh Ks"
    assert names(build_game(direct, rules=Rules(rows=4)).dead_cards()) == ["P0:9h"]
    assert build_game(direct, rules=Rules(rows=4, overlapping_pairs=True)).dead_cards() == []


def test_a_partner_in_the_stock_or_waste_keeps_a_card_alive() -> None:
    game = build_game("9h  Kc Qc  4c 4d 4h  Kd Kh Ks Ac", rules=Rules(rows=4))
    assert game.dead_cards() == []  # 4s is in the stock
    play_all(game, "draw")
    assert game.dead_cards() == []


def test_dead_cards_once_partners_are_gone() -> None:
    game = build_game(SMALL, "4h 9c 4s 9d", rules=Rules(rows=3))
    assert game.dead_cards() == [] and Game.from_number(1).dead_cards() == []
    play_all(game, "draw,4h+9c")
    assert game.dead_cards() == []  # the 4s is still to come
    play_all(game, "draw,4s+9d")
    assert names(game.dead_cards()) == ["P0:9h"]  # 4c and 4d lie in its cone, the other 4s are gone


def test_the_analysis_takes_a_game_as_well_as_its_position() -> None:
    from pyramid_solitaire.analysis import blocking_pairs, cover_cone, dead_cards, meetable_partners
    from pyramid_solitaire.solver import lost_argument

    game = Game.from_number(12, "classic")
    position = game.position
    assert blocking_pairs(game) == blocking_pairs(position)
    assert cover_cone(game, "P2") == cover_cone(position, "P2")
    assert dead_cards(game) == dead_cards(position)
    assert meetable_partners(game, 0) == meetable_partners(position, 0)
    found = lost_argument(game)
    assert found is not None and found == lost_argument(position)
    from pyramid_solitaire.solver.explain import (
        crowded_group_argument,
        dead_card_argument,
        stuck_waste,
        stuck_waste_argument,
    )

    for argument in (dead_card_argument, crowded_group_argument, stuck_waste_argument, stuck_waste):
        assert argument(game) == argument(position)
        with pytest.raises(ValueError, match="position must be a Position or a Game, not int"):
            argument(12)  # type: ignore[arg-type]
    for wrong in (None, 12, Deal.from_number(12)):
        with pytest.raises(ValueError, match=f"position must be a Position or a Game, not {type(wrong).__name__}"):
            dead_cards(wrong)  # type: ignore[arg-type]


def test_a_blocking_pair_reads_in_every_language() -> None:
    pair = Game.from_number(1).blocking_pairs()[1]
    assert [pair.describe(lang) for lang in ("en", "de", "nl", "fi")] == [
        "J♦ under 2♠ (higher up)", "J♦ unter 2♠ (weiter oben)", "J♦ onder 2♠ (hoger)", "J♦ kortin 2♠ alla (ylempänä)",
    ]
