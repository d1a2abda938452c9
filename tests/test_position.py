"""The Position layer: a frozen snapshot whose pure functions are the rules."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_solitaire import PRESETS, Card, Deal, Game, IllegalMoveError, InvalidDealError, Move, Position, Rules


def test_apply_checks_the_move_and_changes_nothing_when_refused() -> None:
    start = Position.start(Deal.from_number(1), Rules())
    with pytest.raises(IllegalMoveError) as recycle:
        start.apply(Move("recycle"))
    assert recycle.value.reason == "cannot_recycle"
    covered = Move("pair", ("P0", "P1"), (start.pyramid[0], start.pyramid[1]))  # type: ignore[arg-type]
    with pytest.raises(IllegalMoveError) as pair:
        start.apply(covered)
    assert pair.value.reason == "covered"
    assert start == Position.start(Deal.from_number(1), Rules()) and len(start.stock) == 24
    assert start.apply("As+Qh").removed == start.apply(start.legal_moves()[0]).removed


def test_start_checks_the_deal_against_the_rules() -> None:
    with pytest.raises(InvalidDealError, match="pharaoh"):
        Position.start(Deal.from_number(1), Rules.preset("pharaoh"))


@settings(max_examples=40, deadline=None)
@given(name=st.sampled_from(sorted(PRESETS)), number=st.integers(1, 500), seed=st.integers(0, 2**16))
def test_positions_are_the_games_snapshots(name: str, number: int, seed: int) -> None:
    """Applying legal moves to positions gives the game's positions; undo brings back the same values."""
    rng = random.Random(seed)
    game = Game.from_number(number, name)
    position, seen = game.position, [game.position]
    for _ in range(60):
        moves = position.legal_moves()
        if not moves:
            break
        move = rng.choice(moves)
        position = position.apply(move)
        game.play(move)
        assert game.position == position and hash(game.position) == hash(position)
        seen.append(position)
    while game.can_undo:
        seen.pop()
        game.undo()
        assert game.position == seen[-1]


def test_an_overlapping_pair_needs_the_lower_card_covered_by_the_upper_one_alone() -> None:
    rules = Rules.preset("overlapping").replace(rows=2)
    alone = Position(rules, (Card.parse("6h"), Card.parse("7c"), None), (), ((),))
    assert alone.outcome() is None and [move.code for move in alone.legal_moves()] == ["6h+7c"]
    covered = Position(rules, (Card.parse("6h"), Card.parse("7c"), Card.parse("5d")), (), ((),))
    assert "6h+7c" not in [move.code for move in covered.legal_moves()]  # 6♥ lies under 5♦ too


def test_removed_this_pass_counts_cards_and_starts_again_with_each_pass() -> None:
    game = Game.from_number(1)
    game.play("As+Qh")
    assert game.position.removed_this_pass == 2
    game.play("3c+Ts")
    assert game.position.removed_this_pass == 4
    for _ in range(len(game.stock)):
        game.play("draw")
    game.play("recycle")
    assert game.position.removed_this_pass == 0
