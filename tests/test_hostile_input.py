"""Hostile input gets a short, clear error of the package's own, and changes nothing."""

from __future__ import annotations

import pytest

from pyramid_solitaire import (
    Card,
    Game,
    InvalidCardError,
    InvalidGameFileError,
    InvalidMoveError,
    InvalidRulesError,
    Move,
    PyramidError,
    Rules,
)
from pyramid_solitaire.solver import solve


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
    assert "(1,000,000 Zeichen)" in move.value.describe("de")
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
