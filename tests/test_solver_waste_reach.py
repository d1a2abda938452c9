"""The last pass's counting proof (``solver/waste_reach.py``): the waste cards a win still uses lie
on top, and each of them and each pyramid card needs a partner. Checked rank pair by rank pair
against a plain search over every way to pair the cards, and position by position against a plain
exhaustive search over the engine's own rules: every position it calls lost is lost."""

from __future__ import annotations

import functools
import itertools

import pytest
from test_solver_bruteforce import brute_force, late_position

from pyramid_solitaire import Game, Rules
from pyramid_solitaire.solver.linear import LinearModel
from pyramid_solitaire.solver.waste_reach import covered, key_of, same_rank_covered


@functools.cache
def pairs_found(low: int, high: int, inner: int, stock_low: int, stock_high: int, waste_low: int, waste_high: int) -> bool:
    """Every way to give each pyramid and waste card a partner, one card at a time."""
    if low:
        return (
            bool(high and inner and pairs_found(low - 1, high - 1, inner - 1, stock_low, stock_high, waste_low, waste_high))
            or bool(waste_high and pairs_found(low - 1, high, inner, stock_low, stock_high, waste_low, waste_high - 1))
            or bool(stock_high and pairs_found(low - 1, high, inner, stock_low, stock_high - 1, waste_low, waste_high))
        )
    if waste_low:  # with a pyramid card of the high rank or a stock card, never a waste card
        return bool(high and pairs_found(0, high - 1, inner, stock_low, stock_high, waste_low - 1, waste_high)) or bool(
            stock_high and pairs_found(0, high, inner, stock_low, stock_high - 1, waste_low - 1, waste_high)
        )
    if high:  # the low pyramid and waste cards are all placed: only stock cards are left for it
        return bool(stock_low and pairs_found(0, high - 1, inner, stock_low - 1, stock_high, 0, waste_high))
    if waste_high:
        return bool(stock_low and pairs_found(0, 0, inner, stock_low - 1, stock_high, 0, waste_high - 1))
    return True


@functools.cache
def same_rank_pairs_found(pyramid: int, inner: int, stock: int, waste: int) -> bool:
    if pyramid:
        return (
            bool(pyramid >= 2 and inner and same_rank_pairs_found(pyramid - 2, inner - 1, stock, waste))
            or bool(waste and same_rank_pairs_found(pyramid - 1, inner, stock, waste - 1))
            or bool(stock and same_rank_pairs_found(pyramid - 1, inner, stock - 1, waste))
        )
    return waste <= stock


def test_a_pair_of_ranks_is_covered_exactly_when_some_pairing_is_found() -> None:
    both = [0, 0]
    for low, high, stock_low, stock_high, waste_low, waste_high in itertools.product(range(4), repeat=6):
        for inner in range(min(low, high) + 1):
            expected = pairs_found(low, high, inner, stock_low, stock_high, waste_low, waste_high)
            key = key_of((low, high), inner, (stock_low, stock_high), (waste_low, waste_high))
            assert covered(key) == expected, (low, high, inner, stock_low, stock_high, waste_low, waste_high)
            both[expected] += 1
    assert all(both)


def test_a_rank_that_pairs_with_itself_is_covered_exactly_when_some_pairing_is_found() -> None:
    for pyramid, stock, waste in itertools.product(range(6), repeat=3):
        for inner in range(pyramid // 2 + 1):
            expected = same_rank_pairs_found(pyramid, inner, stock, waste)
            assert same_rank_covered(pyramid, inner, stock, waste) == expected, (pyramid, inner, stock, waste)
            assert covered(key_of((pyramid, 0), inner, (stock, 0), (waste, 0), same_rank=True)) == expected


def last_pass_states(rules: Rules, seeds: range, cards_left: int) -> list[tuple[Game, LinearModel]]:
    found = []
    for seed in seeds:
        game = late_position(rules, seed, cards_left)
        model = LinearModel(game)
        last_pass = rules.passes is not None and model._start[3] == rules.passes
        if game.outcome() is None and rules.win == "pyramid" and last_pass:
            found.append((game, model))
    return found


@pytest.mark.parametrize(
    ("rules", "cards_left"),
    [
        (Rules.preset("relaxed"), 22),
        (Rules.preset("standard"), 20),
        (Rules.preset("waste-only"), 20),
        (Rules(passes=1, overlapping_pairs=True), 22),
        (Rules(deck_type="spanish", pair_sum=12, passes=1), 20),
        (Rules(passes=2), 20),
    ],
    ids=["relaxed", "standard", "waste-only", "one-pass-overlapping", "one-pass-spanish", "two-passes"],
)
def test_a_waste_out_of_reach_is_a_lost_position(rules: Rules, cards_left: int) -> None:
    """Every last-pass position the proof calls lost is lost by the brute force, and so is every
    position reached from one by drawing as far as the first pointer it calls lost."""
    proved = 0
    for game, model in last_pass_states(rules, range(100), cards_left):
        pmask, present, ptr = model._start[:3]
        limit = model._reach_limit(pmask, present, ptr)
        if model._waste_out_of_reach(pmask, present, ptr):
            assert limit == ptr
            proved += 1
            assert not brute_force(game.position), str(game)
            continue
        if limit > model.length:
            continue
        proved += 1
        drawn = game.copy()
        while model.length - len(drawn.stock) < limit:  # the pointer counts the sequence cards passed
            drawn.play("draw 1")
        assert not brute_force(drawn.position), str(drawn)
    assert proved >= 3


@pytest.mark.parametrize("name", ["relaxed", "standard", "spanish"])
def test_the_first_pointer_proved_lost_parts_the_places_in_two(name: str) -> None:
    """Before the pointer :meth:`LinearModel._reach_limit` gives, no place is proved lost; from it on, every one."""
    parted = 0
    for _game, model in last_pass_states(Rules.preset(name).replace(passes=1), range(60), 26):
        pmask, present, ptr = model._start[:3]
        limit = model._reach_limit(pmask, present, ptr)
        places = [ptr] + [s + 1 for s in range(ptr, model.length) if present >> s & 1]
        for place in places:
            assert model._waste_out_of_reach(pmask, present, place) == (place >= limit), (place, limit)
        parted += ptr < limit <= places[-1]
    assert parted >= 2


def test_the_search_uses_the_proof_with_one_pass_and_only_the_pyramid_to_clear() -> None:
    """Sound in any last pass, it pays for itself only where every position is in it (see the solver docs)."""
    assert LinearModel(Game(1, "relaxed")).waste_reach
    assert LinearModel(Game(1, Rules.preset("pharaoh").replace(passes=1))).waste_reach
    for name in ("standard", "pharaoh", "classic", "overlapping", "tuts-tomb"):  # more passes, or every card to go
        assert not LinearModel(Game(1, name)).waste_reach, name
    assert not LinearModel(Game(1, "relaxed"), prune=False).waste_reach
