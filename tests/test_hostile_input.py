"""Hostile input gets a short, clear error of the package's own, and changes nothing."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from pyramid_solitaire import (
    Card,
    Deal,
    Game,
    InvalidCardError,
    InvalidDealError,
    InvalidGameFileError,
    InvalidMoveError,
    InvalidRulesError,
    Move,
    PyramidError,
    Rules,
)
from pyramid_solitaire.solver import solve, solve_iter


@pytest.mark.parametrize(
    "text",
    ["[" * 100_000 + "]" * 100_000, '{"format": "pyramid-solitaire", "extra": ' + "[" * 100_000 + "]" * 100_000 + "}"],
    ids=["nested", "nested-extra-field"],
)
def test_deeply_nested_json_is_refused_as_a_saved_game(text: str) -> None:
    with pytest.raises(InvalidGameFileError, match="nested too deeply"):
        Game.from_json(text)


def test_messages_quote_long_input_shortened() -> None:
    game = Game.from_number(1)
    with pytest.raises(InvalidMoveError) as move:
        game.play("x" * 1_000_000)
    assert len(str(move.value)) < 400 and "(1,000,000 characters)" in str(move.value)
    assert "(1.000.000 Zeichen)" in move.value.describe("de")
    with pytest.raises(InvalidCardError) as card:
        Card.parse("y" * 100_000)
    assert len(str(card.value)) < 300
    saved = game.to_json().replace('"moves": []', '"moves": ["' + "z" * 100_000 + '"]')
    with pytest.raises(InvalidGameFileError) as file:
        Game.from_json(saved)
    assert len(str(file.value)) < 600 and game.history == ()


@pytest.mark.parametrize(
    ("act", "kind"),
    [
        (lambda: Game.from_number(1).play("P" + "9" * 5000), InvalidMoveError),
        (lambda: Game.from_number(1).card_at("P²"), InvalidMoveError),
        (lambda: Rules.preset(["standard"]), InvalidRulesError),  # type: ignore[arg-type]
        (lambda: Move("pair", ("P1", 5), (Card.parse("As"), Card.parse("Qh"))), InvalidMoveError),  # type: ignore[arg-type]
        (lambda: Move("king", ("P1",), ("Kd",)), InvalidMoveError),  # type: ignore[arg-type]
        (lambda: solve(Game(1), "classic"), InvalidRulesError),
    ],
    ids=["huge-position", "superscript-digit", "preset-list", "move-position-int", "move-card-text", "solve-rules"],
)
def test_bad_values_raise_the_package_errors(act: object, kind: type[PyramidError]) -> None:
    with pytest.raises(kind) as info:
        act()  # type: ignore[operator]
    assert isinstance(info.value, PyramidError) and len(str(info.value)) < 300


def test_oversized_input_is_refused_at_once() -> None:
    with pytest.raises(InvalidDealError, match="far too long"):
        Deal.parse("As " * 1_000_000)
    game = Game.from_number(1)
    with pytest.raises(InvalidGameFileError, match="far too long"):
        Game.from_json(game.to_json().replace('"moves": []', '"moves": ["' + "x" * 9_000_000 + '"]'))
    with pytest.raises(InvalidGameFileError, match="far too many"):
        Game.from_json(game.to_json().replace('"moves": []', '"moves": [' + ", ".join(['"draw"'] * 100_001) + "]"))
    with pytest.raises(InvalidGameFileError, match="far too long for a move code"):
        Game.from_json(game.to_json().replace('"moves": []', '"moves": ["' + "P" * 101 + '"]'))


def test_a_saved_game_with_a_byte_order_mark_loads() -> None:
    game = Game.from_number(1)
    game.play("As+Qh")
    assert Game.from_json("\ufeff" + game.to_json()) == game
    assert Game.from_json(("\ufeff" + game.to_json()).encode("utf-8")) == game
    with pytest.raises(InvalidGameFileError, match="not UTF-8"):
        Game.from_json(b"\xff\xfe{}")


def test_batches_read_their_deals_lazily_and_keep_few_in_flight() -> None:
    taken: list[int] = []

    def endless() -> Iterator[int]:
        for number in itertools.count(1):
            taken.append(number)
            yield number

    with ThreadPoolExecutor(2) as pool:
        stream = solve_iter(endless(), "standard", executor=pool, chunk_size=2)
        first = [next(stream) for _ in range(5)]
        stream.close()
    assert len(first) == 5 and all(record.status == "winnable" for record in first)
    assert len(taken) <= 5 + 2 * 2 * 2 + 2  # what was solved, plus two chunks per worker in flight
    in_process = solve_iter(endless(), "standard", workers=1)
    taken.clear()
    assert [next(in_process).deal.number for _ in range(3)] == [1, 2, 3] and taken == [1, 2, 3]


@pytest.mark.parametrize(
    "limits",
    [{"max_seconds": float("nan")}, {"max_seconds": "5"}, {"max_seconds": -1}, {"max_states": -1}, {"max_states": 2.5},
     {"max_seconds": True}],
    ids=["nan", "text", "negative-seconds", "negative-states", "fractional-states", "bool"],
)
def test_solver_limits_are_checked_at_the_call(limits: dict[str, object]) -> None:
    with pytest.raises(PyramidError, match="max_"):
        solve(1, **limits)  # type: ignore[arg-type]
    with pytest.raises(PyramidError, match="max_"):
        next(solve_iter([1], workers=1, **limits))


def test_a_limit_of_zero_means_no_search() -> None:
    for limits in ({"max_seconds": 0}, {"max_states": 0}):
        solution = solve(1, **limits)  # type: ignore[arg-type]
        assert solution.status == "unknown" and solution.states == 0
